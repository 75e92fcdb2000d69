//! A shipment as it is read: its transport, containers, lines with their packages, milestones and
//! documents, the totals the invoice and packing list print, and the queries that read them.

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension};

use crate::error::ApiError;
use crate::models::facts::Incoterm;
use crate::models::orders::Lang;
use crate::models::products::{Currency, Unit};
use crate::rules::{rfc3339, text_enum};

text_enum!(
    /// How the goods travel.
    Mode { Air => "air", Road => "road", Sea => "sea", Rail => "rail" }
);

text_enum!(
    /// A step of a shipment, in this order: `booked` (freight booked), `packed`, `departed` (the
    /// transport document's date; records the export of each product), `arrived`, `delivered`
    /// (completes its orders).
    MilestoneKind {
        Booked => "booked", Packed => "packed", Departed => "departed", Arrived => "arrived",
        Delivered => "delivered"
    }
);

impl MilestoneKind {
    pub const ALL: [MilestoneKind; 5] = [
        MilestoneKind::Booked,
        MilestoneKind::Packed,
        MilestoneKind::Departed,
        MilestoneKind::Arrived,
        MilestoneKind::Delivered,
    ];

    /// Its place in the order of steps, from 0.
    pub fn rank(self) -> usize {
        Self::ALL.iter().position(|k| *k == self).unwrap_or(0)
    }

    pub fn words(self, lang: crate::locale::Lang) -> &'static str {
        lang.pick(match self {
            MilestoneKind::Booked => ("booked", "رزرو بار"),
            MilestoneKind::Packed => ("packed", "بسته‌بندی‌شده"),
            MilestoneKind::Departed => ("departed", "ارسال‌شده"),
            MilestoneKind::Arrived => ("arrived", "رسیده"),
            MilestoneKind::Delivered => ("delivered", "تحویل‌شده"),
        })
    }
}

text_enum!(
    /// A paper of others uploaded to a shipment.
    DocumentKind {
        Phytosanitary => "phytosanitary", Origin => "origin", Transport => "transport",
        Inspection => "inspection", Insurance => "insurance", Other => "other"
    }
);

impl DocumentKind {
    pub fn words(self, lang: crate::locale::Lang) -> &'static str {
        lang.pick(match self {
            DocumentKind::Phytosanitary => ("Phytosanitary certificate", "گواهی بهداشت نباتی"),
            DocumentKind::Origin => ("Certificate of origin", "گواهی مبدأ"),
            DocumentKind::Transport => ("Bill of lading / air waybill", "بارنامه"),
            DocumentKind::Inspection => ("Inspection certificate", "گواهی بازرسی"),
            DocumentKind::Insurance => ("Insurance certificate", "گواهی بیمه"),
            DocumentKind::Other => ("Document", "سند"),
        })
    }
}

/// A container of the shipment: its ISO 6346 number and seal.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct Container {
    /// Owner code, category, serial and check digit, e.g. `MSKU1234565`.
    pub number: String,
    /// Empty when not known yet.
    pub seal: String,
}

/// The packages of a line: how many, of which kind, and what each weighs (grams).
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct Packages {
    pub count: i64,
    /// The kind in English, e.g. "10 kg carton" (one of the product's packaging options, or any).
    pub kind: String,
    /// The kind in Persian (empty: the English one).
    pub kind_fa: String,
    /// Net weight of one package, in grams.
    pub net_grams: i64,
    /// Gross weight of one package, in grams (at least the net).
    pub gross_grams: i64,
}

/// An order as shipped: its product as ordered, the quantity shipped (at most the order's) at
/// the order's price, and its packages once packed.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct ShipmentLine {
    pub order_id: i64,
    /// Absent once the product has been deleted.
    pub product_id: Option<i64>,
    pub product_name: String,
    /// Empty when the product had no Persian name.
    pub product_name_fa: String,
    pub unit: Unit,
    /// The product's HS code when the shipment was made (empty: none was set).
    pub hs_code: String,
    /// The province the goods were grown in (a code of the product's facts; empty: not set).
    pub origin: String,
    /// What the order asked for, in `unit`.
    pub ordered: i64,
    /// What this shipment carries of it, in `unit`.
    pub quantity: i64,
    /// The price of one `unit`, in hundredths of the shipment's currency.
    pub unit_cents: i64,
    /// `quantity` × `unitCents`.
    pub amount_cents: i64,
    /// Absent until packed.
    pub packages: Option<Packages>,
    /// The shipping marks printed on its packages.
    pub marks: String,
    /// The number of the container it is loaded in (empty: not said).
    pub container: String,
}

/// A step reached, with its date.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct Milestone {
    pub kind: MilestoneKind,
    /// `YYYY-MM-DD`.
    pub date: String,
}

/// A paper of others: its kind, number and file.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct ShipmentDocument {
    pub id: i64,
    pub kind: DocumentKind,
    /// Its number as printed (empty: not given).
    pub number: String,
    /// `/media/<name>`: a PDF or an image.
    pub file_url: String,
    /// `application/pdf`, `image/jpeg`, ...
    pub mime: String,
    pub created_at: String,
}

/// What the company and the buyer both see of a shipment: whose it is, how and when it travels,
/// what it carries and where it stands.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct SharedShipment {
    /// `SHP-2026-0001`.
    pub number: String,
    pub quote_number: Option<String>,
    /// The buyer's language: their mail and documents are written in it.
    pub lang: Lang,
    pub buyer_name: String,
    pub buyer_company: Option<String>,
    pub currency: Currency,
    /// Who receives the goods (several lines: name and address).
    pub consignee: String,
    /// Whom the carrier tells of the arrival (several lines; empty: the consignee).
    pub notify_party: String,
    pub mode: Mode,
    pub carrier: String,
    /// The number of the bill of lading (sea), air waybill (air), CMR (road) or rail waybill.
    pub transport_doc: String,
    pub loading_place: String,
    pub discharge_place: String,
    /// The country the goods go to, as the public Exports name it.
    pub destination: String,
    pub incoterm: Incoterm,
    pub incoterm_place: String,
    pub payment_terms: String,
    pub payment_terms_fa: String,
    /// Estimated departure, `YYYY-MM-DD`.
    pub etd: Option<String>,
    /// Estimated arrival, `YYYY-MM-DD` (not before the departure).
    pub eta: Option<String>,
    pub containers: Vec<Container>,
    pub lines: Vec<ShipmentLine>,
    /// The steps reached, in order.
    pub milestones: Vec<Milestone>,
    /// The latest step reached (absent: none yet).
    pub stage: Option<MilestoneKind>,
    /// The sum of the lines' amounts, in hundredths of `currency`.
    pub total_cents: i64,
    /// Packages, net and gross grams of every packed line.
    pub total_packages: i64,
    pub total_net_grams: i64,
    pub total_gross_grams: i64,
}

/// A shipment: one buyer's orders in one currency, how and when they travel, and where they stand.
// What both sides see, with the company's own records; its fields read through to the shared
// ones (`shipment.number`).
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Shipment {
    pub id: i64,
    #[oai(flatten)]
    pub shared: SharedShipment,
    /// The quote request its orders were accepted from, if one.
    pub quote_id: Option<i64>,
    /// Empty when the orders gave none.
    pub buyer_email: String,
    pub documents: Vec<ShipmentDocument>,
    /// Whether every line has its packages.
    pub packed: bool,
    pub created_at: String,
    pub updated_at: String,
    /// The buyer's order page (`/order/<token>`, or `/fa/order/<token>` in Persian): only to a
    /// signed-in admin, never to an API key, to send on.
    pub order_link: Option<String>,
    #[oai(skip)]
    pub created_ms: i64,
}

impl std::ops::Deref for Shipment {
    type Target = SharedShipment;
    fn deref(&self) -> &SharedShipment {
        &self.shared
    }
}

impl Shipment {
    pub fn milestone(&self, kind: MilestoneKind) -> Option<&str> {
        self.milestones.iter().find(|m| m.kind == kind).map(|m| m.date.as_str())
    }

    pub fn locale(&self) -> crate::locale::Lang {
        match self.lang {
            Lang::En => crate::locale::Lang::En,
            Lang::Fa => crate::locale::Lang::Fa,
        }
    }
}

const SELECT_SHIPMENT: &str = "SELECT s.id, s.number, s.quote_id, q.number, s.lang, s.buyer_name, s.buyer_company,
     s.buyer_email, s.currency, s.consignee, s.notify_party, s.mode, s.carrier, s.transport_doc, s.loading_place,
     s.discharge_place, s.destination, s.incoterm, s.incoterm_place, s.payment_terms, s.payment_terms_fa, s.etd,
     s.eta, s.created_at, s.updated_at, s.token
     FROM shipments s LEFT JOIN quotes q ON q.id = s.quote_id";

/// A shipment's row, with its token (kept apart: it is no field of the answer).
fn shipment_row(r: &rusqlite::Row) -> rusqlite::Result<(Shipment, String)> {
    Ok((
        Shipment {
            id: r.get(0)?,
            shared: SharedShipment {
                number: r.get(1)?,
                quote_number: r.get(3)?,
                lang: r.get(4)?,
                buyer_name: r.get(5)?,
                buyer_company: r.get(6)?,
                currency: r.get(8)?,
                consignee: r.get(9)?,
                notify_party: r.get(10)?,
                mode: r.get(11)?,
                carrier: r.get(12)?,
                transport_doc: r.get(13)?,
                loading_place: r.get(14)?,
                discharge_place: r.get(15)?,
                destination: r.get(16)?,
                incoterm: r.get(17)?,
                incoterm_place: r.get(18)?,
                payment_terms: r.get(19)?,
                payment_terms_fa: r.get(20)?,
                etd: r.get(21)?,
                eta: r.get(22)?,
                containers: Vec::new(),
                lines: Vec::new(),
                milestones: Vec::new(),
                stage: None,
                total_cents: 0,
                total_packages: 0,
                total_net_grams: 0,
                total_gross_grams: 0,
            },
            quote_id: r.get(2)?,
            buyer_email: r.get(7)?,
            created_at: rfc3339(r.get(23)?),
            updated_at: rfc3339(r.get(24)?),
            documents: Vec::new(),
            packed: false,
            order_link: None,
            created_ms: r.get(23)?,
        },
        r.get(25)?,
    ))
}

pub(super) fn not_found() -> ApiError {
    ApiError::not_found("Shipment not found")
}

/// A shipment by id.
pub fn get(conn: &Connection, id: i64) -> Result<Shipment, ApiError> {
    let (s, _) = get_with_token(conn, id)?;
    Ok(s)
}

/// A shipment by id, with the buyer's token.
pub fn get_with_token(conn: &Connection, id: i64) -> Result<(Shipment, String), ApiError> {
    let (s, token) = conn
        .prepare_cached(&format!("{SELECT_SHIPMENT} WHERE s.id = ?1"))?
        .query_row([id], shipment_row)
        .optional()?
        .ok_or_else(not_found)?;
    Ok((complete(conn, s)?, token))
}

/// The shipment of a buyer's token: any miss is the same 404.
pub fn by_token(conn: &Connection, token: &str) -> Result<(Shipment, String), ApiError> {
    let (s, token) = conn
        .prepare_cached(&format!("{SELECT_SHIPMENT} WHERE s.token = ?1"))?
        .query_row([token], shipment_row)
        .optional()?
        .ok_or_else(|| ApiError::not_found("Not found"))?;
    Ok((complete(conn, s)?, token))
}

/// Shipments, newest first, and how many there are.
pub fn page(conn: &Connection, limit: Option<u32>, offset: u32) -> Result<(Vec<Shipment>, i64), ApiError> {
    let limit = limit.map_or(-1, i64::from);
    let rows = conn
        .prepare_cached(&format!("{SELECT_SHIPMENT} ORDER BY s.id DESC LIMIT ?1 OFFSET ?2"))?
        .query_map(rusqlite::params![limit, offset], shipment_row)?
        .collect::<Result<Vec<_>, _>>()?;
    let shipments = rows.into_iter().map(|(s, _)| complete(conn, s)).collect::<Result<Vec<_>, _>>()?;
    let total = conn.prepare_cached("SELECT count(*) FROM shipments")?.query_row([], |r| r.get(0))?;
    Ok((shipments, total))
}

/// The shipments of a quote request, oldest first.
pub fn of_quote(conn: &Connection, quote_id: i64) -> Result<Vec<(Shipment, String)>, ApiError> {
    let rows = conn
        .prepare_cached(&format!("{SELECT_SHIPMENT} WHERE s.quote_id = ?1 ORDER BY s.id"))?
        .query_map([quote_id], shipment_row)?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter().map(|(s, t)| Ok((complete(conn, s)?, t))).collect()
}

fn complete(conn: &Connection, mut s: Shipment) -> Result<Shipment, ApiError> {
    s.shared.containers = conn
        .prepare_cached("SELECT number, seal FROM shipment_containers WHERE shipment_id = ?1 ORDER BY position")?
        .query_map([s.id], |r| Ok(Container { number: r.get(0)?, seal: r.get(1)? }))?
        .collect::<Result<_, _>>()?;
    s.shared.lines = conn
        .prepare_cached(
            "SELECT l.order_id, l.product_id, l.product_name, l.product_name_fa, l.unit, l.hs_code, l.origin,
                    o.quantity, l.quantity, l.unit_cents, l.packages, l.package_kind, l.package_kind_fa, l.net_grams,
                    l.gross_grams, l.marks, l.container
             FROM shipment_lines l JOIN orders o ON o.id = l.order_id
             WHERE l.shipment_id = ?1 ORDER BY l.position",
        )?
        .query_map([s.id], |r| {
            let quantity: i64 = r.get(8)?;
            let unit_cents: i64 = r.get(9)?;
            let packages = match r.get::<_, Option<i64>>(10)? {
                Some(count) => Some(Packages {
                    count,
                    kind: r.get(11)?,
                    kind_fa: r.get(12)?,
                    net_grams: r.get(13)?,
                    gross_grams: r.get(14)?,
                }),
                None => None,
            };
            Ok(ShipmentLine {
                order_id: r.get(0)?,
                product_id: r.get(1)?,
                product_name: r.get(2)?,
                product_name_fa: r.get(3)?,
                unit: r.get(4)?,
                hs_code: r.get(5)?,
                origin: r.get(6)?,
                ordered: r.get(7)?,
                quantity,
                unit_cents,
                // both are bounded when written (MAX_AMOUNT units, a revision's cap): no overflow
                amount_cents: quantity.saturating_mul(unit_cents),
                packages,
                marks: r.get(15)?,
                container: r.get(16)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut milestones: Vec<Milestone> = conn
        .prepare_cached("SELECT kind, date FROM shipment_milestones WHERE shipment_id = ?1")?
        .query_map([s.id], |r| Ok(Milestone { kind: r.get(0)?, date: r.get(1)? }))?
        .collect::<Result<_, _>>()?;
    milestones.sort_by_key(|m| m.kind.rank());
    s.shared.stage = milestones.last().map(|m| m.kind);
    s.shared.milestones = milestones;
    s.documents = conn
        .prepare_cached(
            "SELECT d.id, d.kind, d.number, d.file_media, m.mime, d.created_at
             FROM shipment_documents d JOIN media m ON m.name = d.file_media
             WHERE d.shipment_id = ?1 ORDER BY d.id",
        )?
        .query_map([s.id], |r| {
            Ok(ShipmentDocument {
                id: r.get(0)?,
                kind: r.get(1)?,
                number: r.get(2)?,
                file_url: format!("/media/{}", r.get::<_, String>(3)?),
                mime: r.get(4)?,
                created_at: rfc3339(r.get(5)?),
            })
        })?
        .collect::<Result<_, _>>()?;
    s.shared.total_cents = s.lines.iter().map(|l| l.amount_cents).sum();
    s.packed = s.lines.iter().all(|l| l.packages.is_some());
    let shared = &mut s.shared;
    for p in shared.lines.iter().filter_map(|l| l.packages.as_ref()) {
        shared.total_packages += p.count;
        shared.total_net_grams += p.count * p.net_grams;
        shared.total_gross_grams += p.count * p.gross_grams;
    }
    Ok(s)
}

/// The path of the buyer's order page in their language.
pub fn order_path(lang: Lang, token: &str) -> String {
    match lang {
        Lang::En => format!("/order/{token}"),
        Lang::Fa => format!("/fa/order/{token}"),
    }
}

/// The shipment's invoice that no credit note cancels (id and number), if it has one.
pub fn live_invoice(conn: &Connection, shipment_id: i64) -> Result<Option<(i64, String)>, ApiError> {
    Ok(conn
        .prepare_cached(
            "SELECT i.id, i.number FROM invoices i
             WHERE i.shipment_id = ?1 AND i.kind = 'invoice'
               AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.corrects = i.id)",
        )?
        .query_row([shipment_id], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?)
}
