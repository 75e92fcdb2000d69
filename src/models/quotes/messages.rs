//! Messages on a quote, both ways (allowed in any status).

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::checks::check_message;
use super::records::{stored_status, Quote, QuoteMessage, Sender};
use crate::db::now_ms;
use crate::error::ApiError;
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

/// A buyer's question (checked).
pub fn buyer_message(tx: &Transaction, q: &Quote, msg: &NewMessage) -> Result<QuoteMessage, ApiError> {
    let text = check_message(&msg.text, "text", "Message", 2000)?;
    add_message(tx, q.id, Sender::Buyer, &text)
}
