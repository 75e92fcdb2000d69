//! The company's priced answers: a revision's form and rules (every line priced once, a validity
//! within a year), sent as revision N+1 with its prices in cents.

use std::collections::{HashMap, HashSet};

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::dates::{parse_date, ymd};
use super::inquiry::MAX_LINES;
use super::records::{get, stored_status, Quote};
use super::status::not_open;
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::models::facts::Incoterm;
use crate::models::products::Currency;
use crate::rules::{
    check_field, check_required, is_blank, non_blank, Date, Field, Required, MAX_AMOUNT, MAX_TOTAL_CENTS,
};

/// A validity may end at most this many days after today.
const MAX_VALIDITY_DAYS: i64 = 365;

/// A price as stored: whole cents, at least one.
fn cents_of(unit_price: f64) -> i64 {
    ((unit_price * 100.0).round() as i64).max(1)
}

/// A line's price in a revision.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct PricedLine {
    pub line_id: i64,
    /// Per unit of the product; at most 2 decimals are kept (rounded to the cent).
    #[oai(validator(minimum(value = "0.01"), maximum(value = "1000000000")))]
    pub unit_price: Field<f64>,
}

/// The company's answer: a new revision.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewRevision {
    pub currency: Required<Option<Currency>>,
    pub incoterm: Required<Option<Incoterm>>,
    /// The named place of the Incoterm.
    #[oai(validator(
        max_length = 120,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub place: Required<Option<String>>,
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub place_fa: Field<Option<String>>,
    /// From today to a year ahead (Kabul); else 409 `date_out_of_range`.
    #[oai(validator(pattern = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"))]
    pub valid_until: Required<Option<Date>>,
    #[oai(validator(
        max_length = 1000,
        pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
    ))]
    pub payment_terms: Required<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub payment_terms_fa: Field<Option<String>>,
    #[oai(validator(minimum(value = "0"), maximum(value = "365")))]
    pub lead_time_days: Field<i64>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub message: Field<Option<String>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub message_fa: Field<Option<String>>,
    /// Every line of the request, priced once (else 409 `lines_mismatch`). The revision's total,
    /// each line's unit price times its quantity summed, is at most 999 999 999 999.99 (else 400
    /// `invalid_field`, `field` `lines`).
    #[oai(validator(min_items = 1, max_items = 30))]
    pub lines: Required<Option<Vec<PricedLine>>>,
}

impl Example for NewRevision {
    fn example() -> Self {
        NewRevision {
            currency: Field(Some(Currency::Usd)),
            incoterm: Field(Some(Incoterm::Cpt)),
            place: Field(Some("Hamburg".into())),
            place_fa: Field(Some("هامبورگ".into())),
            valid_until: Field(Some(Date("2026-12-31".into()))),
            payment_terms: Field(Some("30% advance, 70% against documents".into())),
            payment_terms_fa: Field(None),
            lead_time_days: Field(21),
            message: Field(None),
            message_fa: Field(None),
            lines: Field(Some(vec![PricedLine { line_id: 1, unit_price: Field(12.5) }])),
        }
    }
}

impl NewRevision {
    fn check(&self) -> Result<(), ApiError> {
        check_required(&[
            ("Currency", "currency", self.currency.is_some()),
            ("Incoterm", "incoterm", self.incoterm.is_some()),
            ("Place", "place", !is_blank(self.place.as_deref())),
            ("Valid until", "validUntil", !is_blank(self.valid_until.as_deref())),
            ("Payment terms", "paymentTerms", !is_blank(self.payment_terms.as_deref())),
            ("Prices", "lines", self.lines.as_ref().is_some_and(|l| !l.is_empty())),
        ])?;
        check_field("place", "Place", self.place.as_deref(), 120, false)?;
        check_field("placeFa", "Place (Persian)", self.place_fa.as_deref(), 120, false)?;
        check_field("paymentTerms", "Payment terms", self.payment_terms.as_deref(), 1000, true)?;
        check_field("paymentTermsFa", "Payment terms (Persian)", self.payment_terms_fa.as_deref(), 1000, true)?;
        check_field("message", "Message", self.message.as_deref(), 2000, true)?;
        check_field("messageFa", "Message (Persian)", self.message_fa.as_deref(), 2000, true)?;
        if !(0..=365).contains(&*self.lead_time_days) {
            return Err(ApiError::invalid("leadTimeDays", "Lead time must be 0 to 365 days"));
        }
        let lines = self.lines.as_deref().unwrap_or_default();
        if lines.len() > MAX_LINES {
            return Err(ApiError::invalid("lines", format!("At most {MAX_LINES} prices")));
        }
        for l in lines {
            let p = *l.unit_price;
            if !p.is_finite() || !(0.01..=MAX_AMOUNT as f64).contains(&p) {
                return Err(ApiError::invalid("lines", "A unit price must be from 0.01 to 1000000000"));
            }
        }
        parse_date("validUntil", self.valid_until.as_deref().unwrap_or_default())?;
        Ok(())
    }
}

/// Sends revision N+1 of quote `id` (its mail is `crate::mail::quotes::quote`'s): answers the quote and the
/// revision's number.
pub fn send_revision(
    tx: &Transaction,
    id: i64,
    rev: &NewRevision,
    today: time::Date,
) -> Result<(Quote, i64), ApiError> {
    rev.check()?;
    let status = stored_status(tx, id)?;
    let valid = parse_date("validUntil", rev.valid_until.as_deref().unwrap_or_default())?;
    let last_day = today.checked_add(time::Duration::days(MAX_VALIDITY_DAYS)).unwrap_or(today);
    if !(today..=last_day).contains(&valid) {
        return Err(ApiError::new(
            ErrorCode::DateOutOfRange,
            "The validity must end between today and a year from today (Kabul time)",
        )
        .field("validUntil"));
    }
    if status != "new" && status != "quoted" {
        return Err(not_open());
    }
    let quantities: HashMap<i64, i64> = tx
        .prepare_cached("SELECT id, quantity FROM quote_lines WHERE quote_id = ?1")?
        .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let priced = rev.lines.as_deref().unwrap_or_default();
    let named: HashSet<i64> = priced.iter().map(|l| l.line_id).collect();
    if named.len() != priced.len() || named != quantities.keys().copied().collect() {
        return Err(
            ApiError::new(ErrorCode::LinesMismatch, "Price every line of the request exactly once").field("lines")
        );
    }
    let total: i128 =
        priced.iter().map(|l| i128::from(cents_of(*l.unit_price)) * i128::from(quantities[&l.line_id])).sum();
    if total > i128::from(MAX_TOTAL_CENTS) {
        return Err(ApiError::invalid("lines", "The quote's total must be at most 999 999 999 999.99"));
    }
    let number: i64 =
        tx.query_row("SELECT coalesce(max(number), 0) + 1 FROM quote_revisions WHERE quote_id = ?1", [id], |r| {
            r.get(0)
        })?;
    let now = now_ms();
    tx.prepare_cached(
        "INSERT INTO quote_revisions (quote_id, number, sent_at, currency, incoterm, place, place_fa, valid_until,
             payment_terms, payment_terms_fa, lead_time_days, message, message_fa, bank)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
    )?
    .execute(params![
        id,
        number,
        now,
        *rev.currency,
        *rev.incoterm,
        rev.place.as_deref().unwrap_or_default().trim(),
        non_blank(&rev.place_fa).map(str::trim),
        ymd(valid),
        rev.payment_terms.as_deref().unwrap_or_default().trim(),
        non_blank(&rev.payment_terms_fa).map(str::trim),
        *rev.lead_time_days,
        non_blank(&rev.message),
        non_blank(&rev.message_fa),
        crate::models::bank::snapshot(tx)?,
    ])?;
    for l in priced {
        let cents = cents_of(*l.unit_price);
        tx.prepare_cached(
            "INSERT INTO quote_prices (quote_id, revision, line_id, unit_cents) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![id, number, l.line_id, cents])?;
    }
    tx.execute(
        "UPDATE quotes SET status = 'quoted', first_answered_at = coalesce(first_answered_at, ?2) WHERE id = ?1",
        params![id, now],
    )?;
    Ok((get(tx, id, today)?, number))
}
