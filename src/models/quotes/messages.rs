//! Messages on a quote, both ways (allowed in any status).

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, Transaction};

use super::checks::check_message;
use super::records::{stored_status, Quote, QuoteMessage, Sender};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::rules::{rfc3339, Field, Required};

/// A message on a quote.
#[derive(Object, Debug)]
#[oai(example)]
pub struct NewMessage {
    #[oai(validator(
        max_length = 2000,
        pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
    ))]
    pub text: Required<Option<String>>,
}

impl Example for NewMessage {
    fn example() -> Self {
        NewMessage { text: Field(Some("Can you ship in 25 kg bags instead?".into())) }
    }
}

pub fn add_message(tx: &Transaction, id: i64, sender: Sender, text: &str) -> Result<QuoteMessage, ApiError> {
    let at = now_ms();
    tx.prepare_cached("INSERT INTO quote_messages (quote_id, sender, text, at) VALUES (?1, ?2, ?3, ?4)")?
        .execute(params![id, sender, text, at])?;
    Ok(QuoteMessage { id: tx.last_insert_rowid(), sender, text: text.to_owned(), at: rfc3339(at) })
}

/// A company message (checked).
pub fn company_message(tx: &Transaction, id: i64, msg: &NewMessage) -> Result<QuoteMessage, ApiError> {
    let text = check_message(&msg.text, "text", "Message", 2000)?;
    stored_status(tx, id)?;
    add_message(tx, id, Sender::Company, &text)
}

/// Questions a buyer may ask on one quote in any 24 hours: a lively conversation asks a few a day;
/// more is a script, each question a mail to the company (429 `too_many_questions`).
pub const QUESTIONS_PER_QUOTE_PER_DAY: i64 = 10;
/// Questions one client (an IPv4 address, an IPv6 /64) may ask on all quotes together in a day: a
/// buyer with a few open quotes stays well within it (429 `too_many_questions`; counted by the
/// API in memory).
pub const QUESTIONS_PER_ADDRESS_PER_DAY: u32 = 20;
const DAY_MS: i64 = 86_400_000;

/// 429 `too_many_questions`, saying what was reached.
pub fn too_many_questions(per: &str) -> ApiError {
    ApiError::new(
        ErrorCode::TooManyQuestions,
        format!("Too many questions {per} today: the company will answer those sent; ask again tomorrow"),
    )
}

/// A buyer's question (checked), within [`QUESTIONS_PER_QUOTE_PER_DAY`].
pub fn buyer_message(tx: &Transaction, q: &Quote, msg: &NewMessage) -> Result<QuoteMessage, ApiError> {
    let text = check_message(&msg.text, "text", "Message", 2000)?;
    let asked: i64 = tx
        .prepare_cached("SELECT count(*) FROM quote_messages WHERE quote_id = ?1 AND sender = 'buyer' AND at > ?2")?
        .query_row(params![q.id, now_ms() - DAY_MS], |r| r.get(0))?;
    if asked >= QUESTIONS_PER_QUOTE_PER_DAY {
        return Err(too_many_questions("on this quote"));
    }
    add_message(tx, q.id, Sender::Buyer, &text)
}

/// The buyer's questions on quote `id` from message `first_id` on, oldest first: (id, text, time in
/// Unix ms).
pub fn buyer_messages_from(conn: &Connection, id: i64, first_id: i64) -> Result<Vec<(i64, String, i64)>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, text, at FROM quote_messages WHERE quote_id = ?1 AND sender = 'buyer' AND id >= ?2 ORDER BY id",
    )?;
    let rows = stmt.query_map(params![id, first_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}
