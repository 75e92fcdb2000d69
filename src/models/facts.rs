//! The facts an importer decides on, per product (variety, grade, origin, crop year, moisture,
//! shelf life, HS code, packaging, minimum order, lead time, samples): each optional, the free
//! texts in English and Persian; and the company's commercial terms (Incoterms with their named
//! places, payment, samples, inspection), shown with every product.

use std::collections::HashMap;

use poem_openapi::types::{MaybeUndefined, ParseFromJSON, ToJSON};
use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use crate::error::{ApiError, ErrorCode};
use crate::locale::Lang;
use crate::rules::{check_text, non_blank, text_enum, Field, Required, MAX_AMOUNT};

text_enum!(
    /// A province of Afghanistan, where the goods were grown.
    Province {
        Badakhshan => "badakhshan", Badghis => "badghis", Baghlan => "baghlan", Balkh => "balkh",
        Bamyan => "bamyan", Daykundi => "daykundi", Farah => "farah", Faryab => "faryab",
        Ghazni => "ghazni", Ghor => "ghor", Helmand => "helmand", Herat => "herat",
        Jowzjan => "jowzjan", Kabul => "kabul", Kandahar => "kandahar", Kapisa => "kapisa",
        Khost => "khost", Kunar => "kunar", Kunduz => "kunduz", Laghman => "laghman",
        Logar => "logar", Nangarhar => "nangarhar", Nimruz => "nimruz", Nuristan => "nuristan",
        Paktia => "paktia", Paktika => "paktika", Panjshir => "panjshir", Parwan => "parwan",
        Samangan => "samangan", SarePol => "sar-e-pol", Takhar => "takhar", Uruzgan => "uruzgan",
        Wardak => "wardak", Zabul => "zabul"
    }
);

/// Each province's name in English and Persian (the UI's list is ui/src/features/products/provinces.ts).
const PROVINCE_NAMES: &[(&str, &str, &str)] = &[
    ("badakhshan", "Badakhshan", "بدخشان"),
    ("badghis", "Badghis", "بادغیس"),
    ("baghlan", "Baghlan", "بغلان"),
    ("balkh", "Balkh", "بلخ"),
    ("bamyan", "Bamyan", "بامیان"),
    ("daykundi", "Daykundi", "دایکندی"),
    ("farah", "Farah", "فراه"),
    ("faryab", "Faryab", "فاریاب"),
    ("ghazni", "Ghazni", "غزنی"),
    ("ghor", "Ghor", "غور"),
    ("helmand", "Helmand", "هلمند"),
    ("herat", "Herat", "هرات"),
    ("jowzjan", "Jowzjan", "جوزجان"),
    ("kabul", "Kabul", "کابل"),
    ("kandahar", "Kandahar", "قندهار"),
    ("kapisa", "Kapisa", "کاپیسا"),
    ("khost", "Khost", "خوست"),
    ("kunar", "Kunar", "کنر"),
    ("kunduz", "Kunduz", "کندز"),
    ("laghman", "Laghman", "لغمان"),
    ("logar", "Logar", "لوگر"),
    ("nangarhar", "Nangarhar", "ننگرهار"),
    ("nimruz", "Nimruz", "نیمروز"),
    ("nuristan", "Nuristan", "نورستان"),
    ("paktia", "Paktia", "پکتیا"),
    ("paktika", "Paktika", "پکتیکا"),
    ("panjshir", "Panjshir", "پنجشیر"),
    ("parwan", "Parwan", "پروان"),
    ("samangan", "Samangan", "سمنگان"),
    ("sar-e-pol", "Sar-e Pol", "سرپل"),
    ("takhar", "Takhar", "تخار"),
    ("uruzgan", "Uruzgan", "ارزگان"),
    ("wardak", "Wardak", "میدان وردک"),
    ("zabul", "Zabul", "زابل"),
];

/// Every province's API name.
pub fn province_codes() -> impl Iterator<Item = &'static str> {
    PROVINCE_NAMES.iter().map(|(code, _, _)| *code)
}

/// A province's name in `lang`.
pub fn province_name(code: &str, lang: Lang) -> Option<&'static str> {
    PROVINCE_NAMES.iter().find(|(c, _, _)| *c == code).map(|&(_, en, fa)| lang.pick((en, fa)))
}

text_enum!(
    /// One of the eleven Incoterms 2020 rules.
    Incoterm {
        Exw => "EXW", Fca => "FCA", Cpt => "CPT", Cip => "CIP", Dap => "DAP", Dpu => "DPU",
        Ddp => "DDP", Fas => "FAS", Fob => "FOB", Cfr => "CFR", Cif => "CIF"
    }
);

/// Free texts of the facts (variety, grade, a packaging option), in characters.
pub const MAX_FACT_TEXT: usize = 120;
/// Packaging options a product may list.
pub const MAX_PACKAGING: usize = 10;
/// Incoterms the company may offer.
pub const MAX_INCOTERMS: usize = 12;
/// A named place, in characters.
pub const MAX_PLACE: usize = 80;
/// A commercial term's text (payment, samples, inspection), in characters.
pub const MAX_TERM_TEXT: usize = 1000;
const MAX_SHELF_LIFE: i64 = 120;
const MAX_LEAD_TIME: i64 = 365;
const FIRST_CROP_YEAR: i64 = 2000;

/// A way the goods are packed, e.g. "10 kg carton with PE liner".
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Packaging {
    #[oai(validator(
        max_length = 120,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub en: Required<String>,
    /// The Persian pages' text (else they show the English).
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub fa: Field<Option<String>>,
}

/// A product's facts as answered: only those that are set.
#[derive(Object, Debug, Clone, Default, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct ProductFacts {
    pub variety: Option<String>,
    pub variety_fa: Option<String>,
    /// e.g. a size in nuts per 100 g.
    pub grade: Option<String>,
    pub grade_fa: Option<String>,
    /// The province of Afghanistan the goods come from.
    pub origin: Option<Province>,
    pub crop_year: Option<i64>,
    /// Percent.
    pub moisture: Option<f64>,
    pub shelf_life_months: Option<i64>,
    pub hs_code: Option<String>,
    pub packaging: Vec<Packaging>,
    /// The smallest order taken, in the product's unit.
    pub min_order: Option<i64>,
    pub lead_time_days: Option<i64>,
    pub samples: Option<bool>,
}

/// The facts to set. On a new product, absent or null facts are not set; on a change, an absent
/// fact stays as it is and `null` (or blank text) clears it; `packaging` is replaced as a whole.
#[derive(Object, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct FactsInput {
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub variety: Field<MaybeUndefined<String>>,
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub variety_fa: Field<MaybeUndefined<String>>,
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub grade: Field<MaybeUndefined<String>>,
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub grade_fa: Field<MaybeUndefined<String>>,
    pub origin: Field<MaybeUndefined<Province>>,
    /// From 2000 to 2100.
    #[oai(validator(minimum(value = "2000"), maximum(value = "2100")))]
    pub crop_year: Field<MaybeUndefined<i64>>,
    /// Percent, 0 to 100.
    #[oai(validator(minimum(value = "0"), maximum(value = "100")))]
    pub moisture: Field<MaybeUndefined<f64>>,
    #[oai(validator(minimum(value = "1"), maximum(value = "120")))]
    pub shelf_life_months: Field<MaybeUndefined<i64>>,
    /// 4 to 10 digits, the first four together, dots allowed between the others (0802.12.10).
    #[oai(validator(pattern = r"^\s*$|^[0-9]{4}(\.?[0-9]){0,6}$"))]
    pub hs_code: Field<MaybeUndefined<String>>,
    /// At most 10.
    #[oai(validator(max_items = 10))]
    pub packaging: Field<MaybeUndefined<Vec<Packaging>>>,
    /// A whole number of the product's unit, at least 1.
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub min_order: Field<MaybeUndefined<i64>>,
    #[oai(validator(minimum(value = "0"), maximum(value = "365")))]
    pub lead_time_days: Field<MaybeUndefined<i64>>,
    pub samples: Field<MaybeUndefined<bool>>,
}

/// The latest crop year accepted. A plausible year rather than "next year": the contract states
/// its bounds once (openapi.json), and a bound that moved with the calendar would make a request
/// the contract allows be refused.
const LAST_CROP_YEAR: i64 = 2100;

/// A fact's new value: `Some(None)` clears it, `None` leaves it.
fn change<T: Clone>(v: &MaybeUndefined<T>) -> Option<Option<T>> {
    match v {
        MaybeUndefined::Undefined => None,
        MaybeUndefined::Null => Some(None),
        MaybeUndefined::Value(v) => Some(Some(v.clone())),
    }
}

/// A text fact's new value: blank text clears it.
fn text_change(v: &MaybeUndefined<String>) -> Option<Option<String>> {
    change(v).map(|v| v.filter(|t| !t.trim().is_empty()))
}

fn is_hs_code(code: &str) -> bool {
    let b = code.as_bytes();
    b.len() >= 4
        && b[..4].iter().all(u8::is_ascii_digit)
        && b.iter().all(|c| c.is_ascii_digit() || *c == b'.')
        && !code.ends_with('.')
        && !code.contains("..")
        && (4..=10).contains(&b.iter().filter(|c| c.is_ascii_digit()).count())
}

fn range(
    field: &str,
    msg: &str,
    value: Option<Option<i64>>,
    ok: std::ops::RangeInclusive<i64>,
) -> Result<(), ApiError> {
    match value.flatten() {
        Some(v) if !ok.contains(&v) => Err(ApiError::invalid(field, msg)),
        _ => Ok(()),
    }
}

impl FactsInput {
    /// Every rule of the facts, with the field at fault (`facts.moisture`, …).
    pub fn check(&self) -> Result<(), ApiError> {
        for (field, name, value) in [
            ("facts.variety", "Variety", &*self.variety),
            ("facts.varietyFa", "Variety (Persian)", &*self.variety_fa),
            ("facts.grade", "Grade", &*self.grade),
            ("facts.gradeFa", "Grade (Persian)", &*self.grade_fa),
        ] {
            if let MaybeUndefined::Value(v) = value {
                check_text(name, v, MAX_FACT_TEXT, false).map_err(|e| e.field(field))?;
            }
        }
        range(
            "facts.cropYear",
            &format!("Crop year must be a year from {FIRST_CROP_YEAR} to {LAST_CROP_YEAR}"),
            change(&self.crop_year),
            FIRST_CROP_YEAR..=LAST_CROP_YEAR,
        )?;
        if let Some(Some(m)) = change(&self.moisture) {
            if !(0.0..=100.0).contains(&m) {
                return Err(ApiError::invalid("facts.moisture", "Moisture must be between 0 and 100 (%)"));
            }
        }
        range(
            "facts.shelfLifeMonths",
            "Shelf life must be 1 to 120 months",
            change(&self.shelf_life_months),
            1..=MAX_SHELF_LIFE,
        )?;
        if let Some(Some(code)) = text_change(&self.hs_code) {
            if !is_hs_code(&code) {
                return Err(ApiError::invalid(
                    "facts.hsCode",
                    "HS code must be 4 to 10 digits, the first four together (dots allowed, e.g. 0802.12)",
                ));
            }
        }
        range(
            "facts.minOrder",
            "Minimum order must be a whole number from 1 to 1000000000",
            change(&self.min_order),
            1..=MAX_AMOUNT,
        )?;
        range(
            "facts.leadTimeDays",
            "Lead time must be 0 to 365 days",
            change(&self.lead_time_days),
            0..=MAX_LEAD_TIME,
        )?;
        if let MaybeUndefined::Value(list) = &*self.packaging {
            if list.len() > MAX_PACKAGING {
                return Err(ApiError::invalid("facts.packaging", format!("At most {MAX_PACKAGING} packaging options")));
            }
            for p in list {
                if p.en.trim().is_empty() {
                    return Err(ApiError::required(&[("Packaging", "facts.packaging")]));
                }
                check_text("Packaging", &p.en, MAX_FACT_TEXT, false).map_err(|e| e.field("facts.packaging"))?;
                check_text("Packaging (Persian)", p.fa.as_deref().unwrap_or_default(), MAX_FACT_TEXT, false)
                    .map_err(|e| e.field("facts.packaging"))?;
            }
        }
        Ok(())
    }
}

/// Sets the facts `input` names on product `id` (checked first); the others stay as they are.
pub fn write(tx: &Transaction, id: i64, input: Option<&FactsInput>) -> Result<(), ApiError> {
    let Some(input) = input else { return Ok(()) };
    input.check()?;
    let mut f = read(tx, id)?;
    let set = |slot: &mut Option<String>, v: &MaybeUndefined<String>| {
        if let Some(v) = text_change(v) {
            *slot = v;
        }
    };
    set(&mut f.variety, &input.variety);
    set(&mut f.variety_fa, &input.variety_fa);
    set(&mut f.grade, &input.grade);
    set(&mut f.grade_fa, &input.grade_fa);
    set(&mut f.hs_code, &input.hs_code);
    if let Some(v) = change(&input.origin) {
        f.origin = v;
    }
    for (slot, v) in [
        (&mut f.crop_year, &input.crop_year),
        (&mut f.shelf_life_months, &input.shelf_life_months),
        (&mut f.min_order, &input.min_order),
        (&mut f.lead_time_days, &input.lead_time_days),
    ] {
        if let Some(v) = change(v) {
            *slot = v;
        }
    }
    if let Some(v) = change(&input.moisture) {
        f.moisture = v;
    }
    if let Some(v) = change(&input.samples) {
        f.samples = v;
    }
    if let Some(v) = change(&input.packaging) {
        f.packaging = v
            .unwrap_or_default()
            .into_iter()
            .map(|p| Packaging { fa: Field(p.fa.0.filter(|t| !t.trim().is_empty())), ..p })
            .collect();
    }
    let packaging = f.packaging.to_json_string();
    tx.prepare_cached(
        "INSERT OR REPLACE INTO product_facts (product_id, variety, variety_fa, grade, grade_fa, origin, crop_year,
             moisture, shelf_life_months, hs_code, packaging, min_order, lead_time_days, samples)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
    )?
    .execute(params![
        id,
        f.variety,
        f.variety_fa,
        f.grade,
        f.grade_fa,
        f.origin,
        f.crop_year,
        f.moisture,
        f.shelf_life_months,
        f.hs_code,
        packaging,
        f.min_order,
        f.lead_time_days,
        f.samples
    ])?;
    Ok(())
}

const SELECT_FACTS: &str = "SELECT product_id, variety, variety_fa, grade, grade_fa, origin, crop_year, moisture,
    shelf_life_months, hs_code, packaging, min_order, lead_time_days, samples FROM product_facts";

fn facts_row(r: &rusqlite::Row) -> rusqlite::Result<(i64, ProductFacts)> {
    let packaging: String = r.get(10)?;
    Ok((
        r.get(0)?,
        ProductFacts {
            variety: r.get(1)?,
            variety_fa: r.get(2)?,
            grade: r.get(3)?,
            grade_fa: r.get(4)?,
            origin: r.get(5)?,
            crop_year: r.get(6)?,
            moisture: r.get(7)?,
            shelf_life_months: r.get(8)?,
            hs_code: r.get(9)?,
            packaging: ParseFromJSON::parse_from_json_string(&packaging).unwrap_or_default(),
            min_order: r.get(11)?,
            lead_time_days: r.get(12)?,
            samples: r.get(13)?,
        },
    ))
}

/// One product's facts (none set: empty).
pub fn read(conn: &Connection, id: i64) -> Result<ProductFacts, ApiError> {
    let row =
        conn.prepare_cached(&format!("{SELECT_FACTS} WHERE product_id = ?1"))?.query_row([id], facts_row).optional()?;
    Ok(row.map(|(_, f)| f).unwrap_or_default())
}

/// Every product's facts by product id, in one query (a product without any is not in it).
pub fn all(conn: &Connection) -> Result<HashMap<i64, ProductFacts>, ApiError> {
    let mut stmt = conn.prepare_cached(SELECT_FACTS)?;
    let rows = stmt.query_map([], facts_row)?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The smallest order product `id` takes, if it has one.
fn min_order(conn: &Connection, id: i64) -> Result<Option<i64>, ApiError> {
    Ok(conn
        .prepare_cached("SELECT min_order FROM product_facts WHERE product_id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?
        .flatten())
}

/// Refuses an order of `quantity` below product `id`'s minimum order.
pub fn check_min_order(conn: &Connection, id: i64, quantity: i64) -> Result<(), ApiError> {
    match min_order(conn, id)? {
        Some(min) if quantity < min => {
            Err(ApiError::new(ErrorCode::BelowMinimumOrder, format!("The minimum order for this product is {min}"))
                .field("quantity"))
        }
        _ => Ok(()),
    }
}

/// An Incoterm the company offers, at its named place.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct IncotermOffer {
    pub term: Incoterm,
    /// The named place, e.g. Kabul for FCA Kabul.
    #[oai(validator(
        max_length = 80,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub place: Required<String>,
    /// The place in Persian (else the Persian pages show the English).
    #[oai(validator(max_length = 80, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub place_fa: Field<Option<String>>,
}

/// The company's commercial terms as answered: what is set.
#[derive(Object, Debug, Clone, Default, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct CommercialTerms {
    pub incoterms: Vec<IncotermOffer>,
    pub payment_terms: Option<String>,
    pub payment_terms_fa: Option<String>,
    pub sample_policy: Option<String>,
    pub sample_policy_fa: Option<String>,
    pub inspection: Option<String>,
    pub inspection_fa: Option<String>,
}

/// The terms an admin saves on the Content tab: absent, null or blank fields are cleared.
#[derive(Object, Debug, Clone, Default)]
#[oai(rename_all = "camelCase", example)]
pub struct TermsFields {
    /// At most 12.
    #[oai(validator(max_items = 12))]
    pub incoterms: Field<Option<Vec<IncotermOffer>>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub payment_terms: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub payment_terms_fa: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub sample_policy: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub sample_policy_fa: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub inspection: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub inspection_fa: Field<Option<String>>,
}

impl poem_openapi::types::Example for TermsFields {
    fn example() -> Self {
        TermsFields {
            incoterms: Field(Some(vec![IncotermOffer {
                term: Incoterm::Fca,
                place: Field("Kabul".into()),
                place_fa: Field(Some("کابل".into())),
            }])),
            payment_terms: Field(Some("30% advance, 70% against documents".into())),
            ..TermsFields::default()
        }
    }
}

/// The value to store: blank text is none.
impl TermsFields {
    fn check(&self) -> Result<(), ApiError> {
        let offers = self.incoterms.as_deref().unwrap_or_default();
        if offers.len() > MAX_INCOTERMS {
            return Err(ApiError::invalid("incoterms", format!("At most {MAX_INCOTERMS} Incoterms")));
        }
        for o in offers {
            if o.place.trim().is_empty() {
                return Err(ApiError::required(&[("Named place", "incoterms")]));
            }
            check_text("Named place", &o.place, MAX_PLACE, false).map_err(|e| e.field("incoterms"))?;
            check_text("Named place (Persian)", o.place_fa.as_deref().unwrap_or_default(), MAX_PLACE, false)
                .map_err(|e| e.field("incoterms"))?;
        }
        for (field, name, value) in [
            ("paymentTerms", "Payment terms", &self.payment_terms),
            ("paymentTermsFa", "Payment terms (Persian)", &self.payment_terms_fa),
            ("samplePolicy", "Sample policy", &self.sample_policy),
            ("samplePolicyFa", "Sample policy (Persian)", &self.sample_policy_fa),
            ("inspection", "Inspection", &self.inspection),
            ("inspectionFa", "Inspection (Persian)", &self.inspection_fa),
        ] {
            check_text(name, value.as_deref().unwrap_or_default(), MAX_TERM_TEXT, true).map_err(|e| e.field(field))?;
        }
        Ok(())
    }
}

pub fn save_terms(tx: &Transaction, t: &TermsFields) -> Result<CommercialTerms, ApiError> {
    t.check()?;
    let offers: Vec<IncotermOffer> = t
        .incoterms
        .iter()
        .flatten()
        .map(|o| IncotermOffer { place_fa: Field(o.place_fa.0.clone().filter(|p| !p.trim().is_empty())), ..o.clone() })
        .collect();
    let offers = offers.to_json_string();
    tx.execute(
        "UPDATE commercial_terms SET incoterms = ?1, payment_terms = ?2, payment_terms_fa = ?3, sample_policy = ?4,
             sample_policy_fa = ?5, inspection = ?6, inspection_fa = ?7 WHERE id = 1",
        params![
            offers,
            non_blank(&t.payment_terms),
            non_blank(&t.payment_terms_fa),
            non_blank(&t.sample_policy),
            non_blank(&t.sample_policy_fa),
            non_blank(&t.inspection),
            non_blank(&t.inspection_fa),
        ],
    )?;
    terms(tx)
}

pub fn terms(conn: &Connection) -> Result<CommercialTerms, ApiError> {
    let found = conn
        .prepare_cached(
            "SELECT incoterms, payment_terms, payment_terms_fa, sample_policy, sample_policy_fa, inspection,
                 inspection_fa FROM commercial_terms WHERE id = 1",
        )?
        .query_row([], |r| {
            let offers: String = r.get(0)?;
            Ok(CommercialTerms {
                incoterms: ParseFromJSON::parse_from_json_string(&offers).unwrap_or_default(),
                payment_terms: r.get(1)?,
                payment_terms_fa: r.get(2)?,
                sample_policy: r.get(3)?,
                sample_policy_fa: r.get(4)?,
                inspection: r.get(5)?,
                inspection_fa: r.get(6)?,
            })
        })
        .optional()?;
    Ok(found.unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hs_codes_are_four_to_ten_digits_with_dots_between() {
        for ok in ["0802", "0802.12", "080212", "0802.12.10", "0802.12.10.00", "0802121000"] {
            assert!(is_hs_code(ok), "{ok}");
        }
        for bad in ["080", "08.02", "0802.", "0802..12", "08021210001", "0802-12", "abcd", "", "0802.12.10.00.1"] {
            assert!(!is_hs_code(bad), "{bad}");
        }
    }

    #[test]
    fn every_province_has_both_names() {
        assert_eq!(PROVINCE_NAMES.len(), 34);
        for (code, en, fa) in PROVINCE_NAMES {
            let p =
                <Province as rusqlite::types::FromSql>::column_result(rusqlite::types::ValueRef::Text(code.as_bytes()));
            assert!(p.is_ok(), "{code}");
            assert!(!en.is_empty() && !fa.is_empty());
        }
    }
}
