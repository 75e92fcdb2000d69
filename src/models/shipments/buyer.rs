//! A shipment as its buyer reads it at `/order/<token>`: where the goods are, how they travel,
//! what they carry and the papers to download; none of the company's own records (ids, the
//! dashboard's link).

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension};

use super::records::{by_token as find, SharedShipment, Shipment};
use crate::error::ApiError;

/// A paper the buyer downloads.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct BuyerDocument {
    pub kind: super::records::DocumentKind,
    pub number: String,
    /// `/media/<name>`: a PDF or an image.
    pub file_url: String,
    pub mime: String,
}

/// The buyer's order page: their shipment.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct BuyerShipment {
    #[oai(flatten)]
    pub shared: SharedShipment,
    /// Their quote page, when the orders were accepted from a quote.
    pub quote_url: Option<String>,
    pub documents: Vec<BuyerDocument>,
}

impl BuyerShipment {
    fn of(s: Shipment, quote_url: Option<String>) -> BuyerShipment {
        let documents = s
            .documents
            .into_iter()
            .map(|d| BuyerDocument { kind: d.kind, number: d.number, file_url: d.file_url, mime: d.mime })
            .collect();
        BuyerShipment { shared: s.shared, quote_url, documents }
    }
}

/// The shipment of a buyer's token, as they read it; with the shipment's id for the calls that
/// add what other records hold (invoices, payments). Any miss is the same 404.
pub fn for_buyer(conn: &Connection, token: &str) -> Result<(i64, BuyerShipment), ApiError> {
    let (s, _) = find(conn, token)?;
    let quote_url = match s.quote_id {
        Some(q) => conn
            .prepare_cached("SELECT token, lang FROM quotes WHERE id = ?1")?
            .query_row([q], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))
            .optional()?
            .map(|(t, lang)| if lang == "fa" { format!("/fa/quote/{t}") } else { format!("/quote/{t}") }),
        None => None,
    };
    Ok((s.id, BuyerShipment::of(s, quote_url)))
}

/// The buyer's order pages of a quote's shipments (for the quote page's link to them).
pub fn order_paths_of_quote(conn: &Connection, quote_id: i64) -> Result<Vec<String>, ApiError> {
    Ok(super::records::of_quote(conn, quote_id)?
        .into_iter()
        .map(|(s, token)| super::records::order_path(s.lang, &token))
        .collect())
}
