//! What an admin edits of a shipment (its transport, terms, containers, and each line's quantity,
//! packages, marks and container) with the rules that keep its papers true, and its deletion.

use std::collections::HashSet;

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::records::{get, live_invoice, Container, MilestoneKind, Mode, Packages, Shipment, ShipmentLine};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::models::facts::Incoterm;
use crate::models::products::Unit;
use crate::models::quotes::money_text;
use crate::rules::{check_field, check_line, date_of, not_a_date, Date, Field, Required};

/// At most this many containers in one shipment.
pub const MAX_CONTAINERS: usize = 20;
/// At most this many packages on one line, and grams in one package (100 t).
const MAX_PACKAGES: i64 = 1_000_000;
const MAX_PACKAGE_GRAMS: i64 = 100_000_000;

/// A line as edited: the order it ships, how much of it, and its packages once packed.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct LineFields {
    pub order_id: Required<Option<i64>>,
    /// In the order's unit: at least 1, at most what was ordered.
    pub quantity: Required<Option<i64>>,
    /// Absent or null until packed. For an order in kg or tons the packages' net weight is the
    /// quantity; in bags or boxes each package is one of them.
    pub packages: Field<Option<PackagesFields>>,
    /// The shipping marks (at most 300 characters, several lines).
    #[oai(validator(max_length = 300, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub marks: Field<Option<String>>,
    /// One of the shipment's container numbers, or blank.
    pub container: Field<Option<String>>,
}

/// A line's packages as edited.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct PackagesFields {
    /// Whole packages, 1 to 1000000.
    pub count: Required<Option<i64>>,
    /// E.g. "10 kg carton" (at most 80 characters).
    #[oai(validator(
        max_length = 80,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*[^\\s\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}][^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub kind: Required<Option<String>>,
    #[oai(validator(
        max_length = 80,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub kind_fa: Field<Option<String>>,
    /// Net weight of one package in grams (1 to 100000000).
    pub net_grams: Required<Option<i64>>,
    /// Gross weight of one package in grams: at least the net.
    pub gross_grams: Required<Option<i64>>,
}

/// Everything an admin edits of a shipment (a full replacement: absent texts are cleared).
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct ShipmentFields {
    pub mode: Required<Option<Mode>>,
    #[oai(validator(
        max_length = 120,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub carrier: Field<Option<String>>,
    /// The B/L, AWB, CMR or rail waybill number.
    #[oai(validator(
        max_length = 120,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub transport_doc: Field<Option<String>>,
    #[oai(validator(
        max_length = 120,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub loading_place: Field<Option<String>>,
    #[oai(validator(
        max_length = 120,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub discharge_place: Field<Option<String>>,
    /// The country the goods go to (shown on the public Exports).
    #[oai(validator(
        max_length = 200,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*[^\\s\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}][^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub destination: Required<Option<String>>,
    pub incoterm: Required<Option<Incoterm>>,
    #[oai(validator(
        max_length = 120,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub incoterm_place: Field<Option<String>>,
    #[oai(validator(max_length = 500, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub consignee: Field<Option<String>>,
    #[oai(validator(max_length = 500, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub notify_party: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub payment_terms: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub payment_terms_fa: Field<Option<String>>,
    /// Estimated departure (blank: not known).
    pub etd: Field<Option<Date>>,
    /// Estimated arrival: not before the departure (blank: not known).
    pub eta: Field<Option<Date>>,
    /// At most 20, each an ISO 6346 number (check digit included) once.
    pub containers: Field<Option<Vec<Container>>>,
    /// Every order of the shipment, once each.
    pub lines: Required<Option<Vec<LineFields>>>,
}

impl Example for ShipmentFields {
    fn example() -> Self {
        ShipmentFields {
            mode: Field(Some(Mode::Sea)),
            carrier: Field(Some("Maersk".into())),
            transport_doc: Field(Some("MAEU123456789".into())),
            loading_place: Field(Some("Karachi".into())),
            discharge_place: Field(Some("Hamburg".into())),
            destination: Field(Some("Germany".into())),
            incoterm: Field(Some(Incoterm::Cfr)),
            incoterm_place: Field(Some("Hamburg".into())),
            consignee: Field(Some("Nordic Nuts GmbH\nHafenstraße 1, Hamburg".into())),
            notify_party: Field(None),
            payment_terms: Field(Some("30% in advance, 70% against a copy of the B/L".into())),
            payment_terms_fa: Field(None),
            etd: Field(Some(Date("2026-12-05".into()))),
            eta: Field(Some(Date("2027-01-10".into()))),
            containers: Field(Some(vec![Container { number: "CSQU3054383".into(), seal: "SL123456".into() }])),
            lines: Field(Some(vec![LineFields {
                order_id: Field(Some(41)),
                quantity: Field(Some(4800)),
                packages: Field(Some(PackagesFields {
                    count: Field(Some(480)),
                    kind: Field(Some("10 kg carton".into())),
                    kind_fa: Field(Some("کارتن ۱۰ کیلویی".into())),
                    net_grams: Field(Some(10_000)),
                    gross_grams: Field(Some(10_600)),
                })),
                marks: Field(Some("NN/HAM/1-480".into())),
                container: Field(Some("CSQU3054383".into())),
            }])),
        }
    }
}

/// An ISO 6346 container number: owner code (3 letters), category (U, J or Z), six digits and the
/// check digit, which catches a mistyped character.
pub fn is_container_number(number: &str) -> bool {
    let b = number.as_bytes();
    if b.len() != 11
        || !b[..3].iter().all(u8::is_ascii_uppercase)
        || !matches!(b[3], b'U' | b'J' | b'Z')
        || !b[4..].iter().all(u8::is_ascii_digit)
    {
        return false;
    }
    let sum: u32 = b[..10].iter().enumerate().map(|(i, &c)| iso6346_value(c) << i).sum();
    sum % 11 % 10 == u32::from(b[10] - b'0')
}

/// The value ISO 6346 gives a character: a digit its own, letters from A = 10 on, skipping the
/// multiples of 11 (B = 12, L = 23, V = 34).
fn iso6346_value(c: u8) -> u32 {
    if c.is_ascii_digit() {
        return u32::from(c - b'0');
    }
    let n = 10 + u32::from(c - b'A');
    // each multiple of 11 at or below the value pushes it one up
    let skipped = (n + n / 11) / 11;
    n + skipped
}

/// A container number as typed, in its canonical form: upper case, without spaces or dashes.
fn canonical(number: &str) -> String {
    number.chars().filter(|c| !c.is_whitespace() && *c != '-').collect::<String>().to_uppercase()
}

fn text(value: &Field<Option<String>>) -> String {
    value.as_deref().unwrap_or_default().trim().to_string()
}

fn line_error(msg: String) -> ApiError {
    ApiError::new(ErrorCode::InvalidField, msg).field("lines")
}

/// Whether what the shipment carries would change: its containers or a line's quantity, packages,
/// marks or container.
fn carried_changes(
    s: &Shipment,
    containers: &[Container],
    lines: &[(i64, i64, Option<Packages>, String, String)],
) -> bool {
    if s.containers != containers {
        return true;
    }
    lines.iter().any(|(order, quantity, packages, marks, container)| {
        s.lines.iter().find(|l| l.order_id == *order).is_none_or(|l: &ShipmentLine| {
            l.quantity != *quantity || l.packages != *packages || l.marks != *marks || l.container != *container
        })
    })
}

/// Replaces what an admin edits of a shipment.
pub fn update(tx: &Transaction, id: i64, f: &ShipmentFields) -> Result<Shipment, ApiError> {
    let s = get(tx, id)?;
    let (Some(mode), Some(incoterm)) = (*f.mode, *f.incoterm) else {
        let mut missing = Vec::new();
        if f.mode.is_none() {
            missing.push(("Mode", "mode"));
        }
        if f.incoterm.is_none() {
            missing.push(("Incoterm", "incoterm"));
        }
        return Err(ApiError::required(&missing));
    };
    let destination = f.destination.as_deref().unwrap_or_default().trim().to_string();
    if destination.is_empty() {
        return Err(ApiError::required(&[("Destination", "destination")]));
    }
    check_line("destination", "Destination", Some(&destination), 200)?;
    for (field, name, value) in [
        ("carrier", "Carrier", &f.carrier),
        ("transportDoc", "Transport document number", &f.transport_doc),
        ("loadingPlace", "Place of loading", &f.loading_place),
        ("dischargePlace", "Place of discharge", &f.discharge_place),
        ("incotermPlace", "Incoterm place", &f.incoterm_place),
    ] {
        check_line(field, name, value.as_deref(), 120)?;
    }
    for (field, name, value, max) in [
        ("consignee", "Consignee", &f.consignee, 500),
        ("notifyParty", "Notify party", &f.notify_party, 500),
        ("paymentTerms", "Payment terms", &f.payment_terms, 1000),
        ("paymentTermsFa", "Payment terms (Persian)", &f.payment_terms_fa, 1000),
    ] {
        check_field(field, name, value.as_deref(), max, true)?;
    }
    let day = |field: &str, label: &str, value: &Field<Option<Date>>| -> Result<Option<String>, ApiError> {
        match value.as_ref().map(|d| d.0.trim()).filter(|d| !d.is_empty()) {
            None => Ok(None),
            Some(d) => date_of(d).map(|_| Some(d.to_string())).ok_or_else(|| not_a_date(label).field(field)),
        }
    };
    let etd = day("etd", "ETD", &f.etd)?;
    let eta = day("eta", "ETA", &f.eta)?;
    if let (Some(etd), Some(eta)) = (&etd, &eta) {
        if eta < etd {
            return Err(ApiError::invalid("eta", "The arrival (ETA) cannot be before the departure (ETD)"));
        }
    }

    let containers = containers(f.containers.as_deref().unwrap_or_default())?;
    let lines = lines(&s, f.lines.as_deref().unwrap_or_default(), &containers)?;
    let departed = s.milestone(MilestoneKind::Departed).is_some();
    let invoiced = live_invoice(tx, id)?;
    if (departed || invoiced.is_some()) && carried_changes(&s, &containers, &lines) {
        let why = match invoiced {
            Some((_, number)) => format!("it is invoiced ({number}): issue a credit note first"),
            None => "it has departed".into(),
        };
        return Err(ApiError::new(
            ErrorCode::ShipmentLocked,
            format!("What this shipment carries cannot change: {why}"),
        ));
    }

    let worth: i64 = lines
        .iter()
        .map(|(order, quantity, ..)| {
            quantity * s.lines.iter().find(|l| l.order_id == *order).map_or(0, |l| l.unit_cents)
        })
        .sum();
    let paid: i64 =
        tx.query_row("SELECT COALESCE(SUM(amount_cents), 0) FROM payments WHERE shipment_id = ?1", [id], |r| r.get(0))?;
    if worth < paid {
        return Err(ApiError::new(
            ErrorCode::OverOutstanding,
            format!(
                "The shipment would be worth {} {c}, less than the {} {c} already paid",
                money_text(worth),
                money_text(paid),
                c = s.currency.as_str()
            ),
        )
        .field("lines"));
    }
    tx.prepare_cached(
        "UPDATE shipments SET mode = ?2, carrier = ?3, transport_doc = ?4, loading_place = ?5, discharge_place = ?6,
             destination = ?7, incoterm = ?8, incoterm_place = ?9, consignee = ?10, notify_party = ?11,
             payment_terms = ?12, payment_terms_fa = ?13, etd = ?14, eta = ?15, updated_at = ?16
         WHERE id = ?1",
    )?
    .execute(params![
        id,
        mode,
        text(&f.carrier),
        text(&f.transport_doc),
        text(&f.loading_place),
        text(&f.discharge_place),
        destination,
        incoterm,
        text(&f.incoterm_place),
        f.consignee.as_deref().unwrap_or_default().trim(),
        f.notify_party.as_deref().unwrap_or_default().trim(),
        f.payment_terms.as_deref().unwrap_or_default().trim(),
        f.payment_terms_fa.as_deref().unwrap_or_default().trim(),
        etd,
        eta,
        now_ms()
    ])?;
    tx.execute("DELETE FROM shipment_containers WHERE shipment_id = ?1", [id])?;
    for (i, c) in containers.iter().enumerate() {
        tx.prepare_cached(
            "INSERT INTO shipment_containers (shipment_id, position, number, seal) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![id, i as i64 + 1, c.number, c.seal])?;
    }
    for (order, quantity, packages, marks, container) in &lines {
        tx.prepare_cached(
            "UPDATE shipment_lines SET quantity = ?3, packages = ?4, package_kind = ?5, package_kind_fa = ?6,
                 net_grams = ?7, gross_grams = ?8, marks = ?9, container = ?10
             WHERE shipment_id = ?1 AND order_id = ?2",
        )?
        .execute(params![
            id,
            order,
            quantity,
            packages.as_ref().map(|p| p.count),
            packages.as_ref().map(|p| &p.kind),
            packages.as_ref().map_or("", |p| &p.kind_fa),
            packages.as_ref().map(|p| p.net_grams),
            packages.as_ref().map(|p| p.gross_grams),
            marks,
            container
        ])?;
    }
    get(tx, id)
}

fn containers(given: &[Container]) -> Result<Vec<Container>, ApiError> {
    if given.len() > MAX_CONTAINERS {
        return Err(ApiError::invalid("containers", format!("A shipment has at most {MAX_CONTAINERS} containers")));
    }
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for c in given {
        let number = canonical(&c.number);
        if !is_container_number(&number) {
            return Err(ApiError::invalid(
                "containers",
                format!("{} is not a container number (4 letters, 7 digits, the last a check digit)", c.number.trim()),
            ));
        }
        if !seen.insert(number.clone()) {
            return Err(ApiError::invalid("containers", format!("Container {number} is listed twice")));
        }
        let seal = c.seal.trim().to_string();
        check_line("containers", "Seal number", Some(&seal), 40)?;
        out.push(Container { number, seal });
    }
    Ok(out)
}

type LineValues = (i64, i64, Option<Packages>, String, String);

/// Checks every line against its order and the containers.
fn lines(s: &Shipment, given: &[LineFields], containers: &[Container]) -> Result<Vec<LineValues>, ApiError> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for l in given {
        let (Some(order), Some(quantity)) = (*l.order_id, *l.quantity) else {
            return Err(ApiError::new(ErrorCode::Required, "Every line needs its order and quantity").field("lines"));
        };
        let Some(line) = s.lines.iter().find(|x| x.order_id == order) else {
            return Err(ApiError::new(ErrorCode::LinesMismatch, format!("Order {order} is not in this shipment"))
                .field("lines"));
        };
        if !seen.insert(order) {
            return Err(
                ApiError::new(ErrorCode::LinesMismatch, format!("Order {order} is listed twice")).field("lines")
            );
        }
        let name = &line.product_name;
        let unit = line.unit.as_str();
        if quantity < 1 {
            return Err(line_error(format!("{name}: the quantity must be a whole number from 1")));
        }
        if quantity > line.ordered {
            return Err(ApiError::new(
                ErrorCode::MoreThanOrdered,
                format!("{name}: {quantity} {unit} is more than the {} {unit} ordered", line.ordered),
            )
            .field("lines"));
        }
        let packages = match l.packages.as_ref() {
            None => None,
            Some(p) => Some(packages(p, line, quantity)?),
        };
        let marks = l.marks.as_deref().unwrap_or_default().trim().to_string();
        check_field("lines", "Marks", Some(&marks), 300, true)?;
        let container = canonical(l.container.as_deref().unwrap_or_default());
        if !container.is_empty() && !containers.iter().any(|c| c.number == container) {
            return Err(line_error(format!("{name}: container {container} is not one of the shipment's")));
        }
        out.push((order, quantity, packages, marks, container));
    }
    if seen.len() != s.lines.len() {
        return Err(
            ApiError::new(ErrorCode::LinesMismatch, "Every order of the shipment needs its line").field("lines")
        );
    }
    Ok(out)
}

fn kg(grams: i64) -> String {
    let whole = grams / 1000;
    match grams % 1000 {
        0 => format!("{whole} kg"),
        g => format!("{whole}.{}", format!("{g:03}").trim_end_matches('0')) + " kg",
    }
}

/// A line's packages: whole, each gross at least net, and holding what the line ships.
fn packages(p: &PackagesFields, line: &ShipmentLine, quantity: i64) -> Result<Packages, ApiError> {
    let name = &line.product_name;
    let (Some(count), Some(net), Some(gross)) = (*p.count, *p.net_grams, *p.gross_grams) else {
        return Err(
            ApiError::new(ErrorCode::Required, format!("{name}: packages need their count and weights")).field("lines")
        );
    };
    let kind = p.kind.as_deref().unwrap_or_default().trim().to_string();
    if kind.is_empty() {
        return Err(ApiError::new(ErrorCode::Required, format!("{name}: say what kind of package")).field("lines"));
    }
    check_line("lines", "Package kind", Some(&kind), 80)?;
    let kind_fa = p.kind_fa.as_deref().unwrap_or_default().trim().to_string();
    check_line("lines", "Package kind (Persian)", Some(&kind_fa), 80)?;
    if !(1..=MAX_PACKAGES).contains(&count) {
        return Err(line_error(format!(
            "{name}: the number of packages must be a whole number from 1 to {MAX_PACKAGES}"
        )));
    }
    if !(1..=MAX_PACKAGE_GRAMS).contains(&net) || !(1..=MAX_PACKAGE_GRAMS).contains(&gross) {
        return Err(line_error(format!("{name}: a package weighs from 1 g to 100 t")));
    }
    if gross < net {
        return Err(line_error(format!("{name}: the gross weight of a package cannot be less than its net weight")));
    }
    let ordered = line.ordered;
    let unit = line.unit.as_str();
    match line.unit {
        Unit::Kg | Unit::Ton => {
            let per_unit = if line.unit == Unit::Kg { 1_000 } else { 1_000_000 };
            let packed = count * net;
            if packed > ordered * per_unit {
                return Err(ApiError::new(
                    ErrorCode::MoreThanOrdered,
                    format!("{name}: the packages hold {} net, more than the {ordered} {unit} ordered", kg(packed)),
                )
                .field("lines"));
            }
            if packed != quantity * per_unit {
                return Err(line_error(format!(
                    "{name}: the packages hold {} net, but the line ships {quantity} {unit}",
                    kg(packed)
                )));
            }
        }
        Unit::Bag | Unit::Box => {
            if count > ordered {
                return Err(ApiError::new(
                    ErrorCode::MoreThanOrdered,
                    format!("{name}: {count} packages are more than the {ordered} {unit} ordered"),
                )
                .field("lines"));
            }
            if count != quantity {
                return Err(line_error(format!(
                    "{name}: each {unit} is one package: {quantity} packages, not {count}"
                )));
            }
        }
    }
    Ok(Packages { count, kind, kind_fa, net_grams: net, gross_grams: gross })
}

/// Deletes a shipment that has not departed, is not invoiced and has no payment; its orders stay.
pub fn delete(tx: &Transaction, id: i64) -> Result<Shipment, ApiError> {
    let s = get(tx, id)?;
    let invoices: i64 = tx.query_row("SELECT count(*) FROM invoices WHERE shipment_id = ?1", [id], |r| r.get(0))?;
    let payments: i64 = tx.query_row("SELECT count(*) FROM payments WHERE shipment_id = ?1", [id], |r| r.get(0))?;
    let why = if s.milestone(MilestoneKind::Departed).is_some() {
        Some("it has departed")
    } else if invoices > 0 {
        Some("it has an invoice")
    } else if payments > 0 {
        Some("payments are recorded for it")
    } else {
        None
    };
    if let Some(why) = why {
        return Err(ApiError::new(ErrorCode::ShipmentLocked, format!("This shipment cannot be deleted: {why}")));
    }
    tx.execute("DELETE FROM shipments WHERE id = ?1", [id])?;
    crate::models::media::collect_garbage(tx)?;
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn container_numbers_carry_their_check_digit() {
        for ok in ["CSQU3054383", "MSKU1234565", "TGHU9999995", "MSCU8000019"] {
            assert!(is_container_number(ok), "{ok}");
        }
        for bad in ["CSQU3054384", "CSQX3054383", "CSQU305438", "csqu3054383", "C5QU3054383"] {
            assert!(!is_container_number(bad), "{bad}");
        }
    }

    #[test]
    fn kilograms_are_written_without_trailing_zeros() {
        assert_eq!(kg(4_800_000), "4800 kg");
        assert_eq!(kg(12_500), "12.5 kg");
        assert_eq!(kg(1), "0.001 kg");
    }
}
