//! A shipment as its buyer reads it at `/order/<token>`: where the goods are, how they travel,
//! what they carry and the papers to download; none of the company's own records (ids, the
//! dashboard's link).

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension};

use super::records::{by_token as find, Container, Milestone, MilestoneKind, Mode, Shipment, ShipmentLine};
use crate::error::ApiError;
use crate::models::facts::Incoterm;
use crate::models::orders::Lang;
use crate::models::products::Currency;

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
    pub number: String,
    pub quote_number: Option<String>,
    /// Their quote page, when the orders were accepted from a quote.
    pub quote_url: Option<String>,
    pub lang: Lang,
    pub buyer_name: String,
    pub buyer_company: Option<String>,
    pub currency: Currency,
    pub consignee: String,
    pub notify_party: String,
    pub mode: Mode,
    pub carrier: String,
    pub transport_doc: String,
    pub loading_place: String,
    pub discharge_place: String,
    pub destination: String,
    pub incoterm: Incoterm,
    pub incoterm_place: String,
    pub payment_terms: String,
    pub payment_terms_fa: String,
    pub etd: Option<String>,
    pub eta: Option<String>,
    pub containers: Vec<Container>,
    pub lines: Vec<ShipmentLine>,
    pub milestones: Vec<Milestone>,
    pub stage: Option<MilestoneKind>,
    pub documents: Vec<BuyerDocument>,
    pub total_cents: i64,
    pub total_packages: i64,
    pub total_net_grams: i64,
    pub total_gross_grams: i64,
}

impl BuyerShipment {
    fn of(s: Shipment, quote_url: Option<String>) -> BuyerShipment {
        BuyerShipment {
            number: s.number,
            quote_number: s.quote_number,
            quote_url,
            lang: s.lang,
            buyer_name: s.buyer_name,
            buyer_company: s.buyer_company,
            currency: s.currency,
            consignee: s.consignee,
            notify_party: s.notify_party,
            mode: s.mode,
            carrier: s.carrier,
            transport_doc: s.transport_doc,
            loading_place: s.loading_place,
            discharge_place: s.discharge_place,
            destination: s.destination,
            incoterm: s.incoterm,
            incoterm_place: s.incoterm_place,
            payment_terms: s.payment_terms,
            payment_terms_fa: s.payment_terms_fa,
            etd: s.etd,
            eta: s.eta,
            containers: s.containers,
            lines: s.lines,
            milestones: s.milestones,
            stage: s.stage,
            documents: s
                .documents
                .into_iter()
                .map(|d| BuyerDocument { kind: d.kind, number: d.number, file_url: d.file_url, mime: d.mime })
                .collect(),
            total_cents: s.total_cents,
            total_packages: s.total_packages,
            total_net_grams: s.total_net_grams,
            total_gross_grams: s.total_gross_grams,
        }
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
