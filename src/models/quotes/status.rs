//! The state rules: which status may move to which — the buyer accepts the latest revision (one
//! order per line, once) or declines, the company withdraws or deletes — and the refusals.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::checks::check_message;
use super::records::{get, money_text, stored_status, Quote, QuoteStatus};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::rules::{Field, Required};

/// The buyer accepts one revision (the latest).
#[derive(Object, Debug)]
#[oai(example)]
pub struct Acceptance {
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000")))]
    pub revision: Field<i64>,
}

impl Example for Acceptance {
    fn example() -> Self {
        Acceptance { revision: Field(1) }
    }
}

/// The buyer declines, saying why.
#[derive(Object, Debug)]
#[oai(example)]
pub struct Decline {
    #[oai(validator(
        max_length = 1000,
        pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
    ))]
    pub reason: Required<Option<String>>,
}

impl Example for Decline {
    fn example() -> Self {
        Decline { reason: Field(Some("We found a supplier closer to us.".into())) }
    }
}

pub(super) fn not_open() -> ApiError {
    ApiError::new(ErrorCode::QuoteNotOpen, "This quote is no longer open")
}

fn expired() -> ApiError {
    ApiError::new(ErrorCode::QuoteExpired, "This quote has expired")
}

/// The company withdraws a request that is new or quoted (expired ones too).
pub fn withdraw(tx: &Transaction, id: i64, today: time::Date) -> Result<Quote, ApiError> {
    let status = stored_status(tx, id)?;
    if status != "new" && status != "quoted" {
        return Err(not_open());
    }
    tx.execute("UPDATE quotes SET status = 'withdrawn', decided_at = ?2 WHERE id = ?1", params![id, now_ms()])?;
    get(tx, id, today)
}

/// Removes a request with everything of it; orders made from it stay, without their link.
pub fn delete(tx: &Transaction, id: i64, today: time::Date) -> Result<Quote, ApiError> {
    let q = get(tx, id, today)?;
    tx.execute("DELETE FROM quotes WHERE id = ?1", [id])?;
    Ok(q)
}

/// The buyer accepts the latest revision: one order per line (status pending, linked to the
/// quote, at the line's quantity, even above the stock in hand).
pub fn accept(tx: &Transaction, q: &Quote, revision: i64, today: time::Date) -> Result<Quote, ApiError> {
    if !(1..=1_000_000).contains(&revision) {
        return Err(ApiError::invalid("revision", "revision must be a revision's number"));
    }
    match q.status {
        QuoteStatus::Quoted => {}
        QuoteStatus::Expired => return Err(expired()),
        _ => return Err(not_open()),
    }
    let latest = q.revisions.last().ok_or_else(not_open)?;
    if revision > latest.number {
        return Err(ApiError::not_found("Revision not found"));
    }
    if revision != latest.number {
        return Err(ApiError::new(ErrorCode::NotLatestRevision, "A newer revision of this quote has been sent"));
    }
    let now = now_ms();
    // a second accept sent at the same moment finds the quote accepted: one set of orders
    let changed = tx.execute(
        "UPDATE quotes SET status = 'accepted', decided_at = ?2, accepted_revision = ?3
         WHERE id = ?1 AND status = 'quoted'",
        params![q.id, now, revision],
    )?;
    if changed == 0 {
        return Err(not_open());
    }
    let place = latest.place.clone();
    for line in &q.lines {
        let cents = latest.cents.iter().find(|(id, _)| *id == line.id).map_or(0, |(_, c)| *c);
        let packed = line.packaging.as_deref().map(|p| format!(", {p}")).unwrap_or_default();
        let notes = format!(
            "Quote {}/{}: {} {} per {}{packed}, {} {place}",
            q.number,
            revision,
            money_text(cents),
            latest.currency.as_str(),
            line.unit.as_str(),
            latest.incoterm.as_str(),
        );
        // the country the request was sent from: the visitors' funnel counts the order there
        tx.prepare_cached(
            "INSERT INTO orders (product_id, product_name, quantity, customer_name, customer_email, destination,
                 notes, created_at, lang, quote_id, country, unit)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, (SELECT geo_country FROM quotes WHERE id = ?10), ?11)",
        )?
        .execute(params![
            line.product_id,
            line.product_name,
            line.quantity,
            q.name,
            q.email,
            q.destination.as_deref().unwrap_or_default(),
            notes,
            now,
            q.lang,
            q.id,
            line.unit
        ])?;
    }
    get(tx, q.id, today)
}

/// The buyer declines a request that is new or quoted.
pub fn decline(tx: &Transaction, q: &Quote, d: &Decline, today: time::Date) -> Result<Quote, ApiError> {
    let reason = check_message(&d.reason, "reason", "Reason", 1000)?;
    match q.status {
        QuoteStatus::New | QuoteStatus::Quoted => {}
        QuoteStatus::Expired => return Err(expired()),
        _ => return Err(not_open()),
    }
    let changed = tx.execute(
        "UPDATE quotes SET status = 'declined', decided_at = ?2, decline_reason = ?3
         WHERE id = ?1 AND status IN ('new', 'quoted')",
        params![q.id, now_ms(), reason],
    )?;
    if changed == 0 {
        return Err(not_open());
    }
    get(tx, q.id, today)
}
