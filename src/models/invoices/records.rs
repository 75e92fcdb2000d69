//! An invoice or credit note as read, the queries, and its PDFs.

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension};

use crate::error::ApiError;
use crate::locale;
use crate::models::orders::Lang;
use crate::models::products::Currency;
use crate::pdf::invoice::InvoiceDocument;
use crate::rules::{rfc3339, text_enum};

text_enum!(
    /// A commercial invoice, or a credit note cancelling one.
    InvoiceKind { Invoice => "invoice", CreditNote => "credit_note" }
);

/// An invoice or credit note as issued: its number, date, buyer and totals. Its PDF and packing
/// list: `GET /api/invoices/{id}/invoice.pdf` and `/packing-list.pdf`.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Invoice {
    pub id: i64,
    pub kind: InvoiceKind,
    /// `INV-2026-0001` (an invoice) or `CN-2026-0001` (a credit note), each series per year in
    /// Kabul, without gaps.
    pub number: String,
    pub shipment_id: i64,
    pub shipment_number: String,
    /// `YYYY-MM-DD`, in Kabul.
    pub issue_date: String,
    /// When it was issued (RFC 3339, UTC).
    pub issued_at: String,
    pub buyer_name: String,
    pub buyer_company: Option<String>,
    /// The buyer's language: the documents' default.
    pub buyer_lang: Lang,
    pub currency: Currency,
    /// The invoice's total in hundredths of `currency` (a credit note: the total it cancels).
    pub total_cents: i64,
    pub total_packages: i64,
    pub total_net_grams: i64,
    pub total_gross_grams: i64,
    /// A credit note's: the invoice it cancels, and why.
    pub corrects: Option<i64>,
    pub corrects_number: Option<String>,
    pub reason: Option<String>,
    /// An invoice's: the credit note that cancels it, if one does.
    pub credited_by: Option<i64>,
    pub credited_by_number: Option<String>,
}

const SELECT_INVOICE: &str = "SELECT i.id, i.kind, i.number, i.shipment_id, i.issue_date, i.issued_at, i.currency,
         i.total_cents, i.corrects, o.number, c.id, c.number, i.document
     FROM invoices i
     LEFT JOIN invoices o ON o.id = i.corrects
     LEFT JOIN invoices c ON c.corrects = i.id";

fn row(r: &rusqlite::Row) -> rusqlite::Result<(Invoice, InvoiceDocument)> {
    let json: String = r.get(12)?;
    let doc: InvoiceDocument = serde_json::from_str(&json)
        .map_err(|e| rusqlite::Error::FromSqlConversionFailure(12, rusqlite::types::Type::Text, Box::new(e)))?;
    let grams = |v: i128| i64::try_from(v).unwrap_or(i64::MAX);
    let invoice = Invoice {
        id: r.get(0)?,
        kind: r.get(1)?,
        number: r.get(2)?,
        shipment_id: r.get(3)?,
        shipment_number: doc.shipment_number.clone(),
        issue_date: r.get(4)?,
        issued_at: rfc3339(r.get(5)?),
        buyer_name: doc.buyer.name.clone(),
        buyer_company: doc.buyer.company.clone(),
        buyer_lang: if doc.buyer_lang == "fa" { Lang::Fa } else { Lang::En },
        currency: r.get(6)?,
        total_cents: r.get(7)?,
        total_packages: grams(doc.totals.packages),
        total_net_grams: grams(doc.totals.net_grams),
        total_gross_grams: grams(doc.totals.gross_grams),
        corrects: r.get(8)?,
        corrects_number: r.get(9)?,
        reason: doc.cancels.as_ref().map(|c| c.reason.clone()),
        credited_by: r.get(10)?,
        credited_by_number: r.get(11)?,
    };
    Ok((invoice, doc))
}

pub(super) fn not_found() -> ApiError {
    ApiError::not_found("Invoice not found")
}

/// An invoice or credit note, with everything it prints.
pub fn document(conn: &Connection, id: i64) -> Result<(Invoice, InvoiceDocument), ApiError> {
    conn.prepare_cached(&format!("{SELECT_INVOICE} WHERE i.id = ?1"))?
        .query_row([id], row)
        .optional()?
        .ok_or_else(not_found)
}

pub fn get(conn: &Connection, id: i64) -> Result<Invoice, ApiError> {
    Ok(document(conn, id)?.0)
}

/// Invoices and credit notes in the order they were issued, of one shipment or of all.
pub fn list(conn: &Connection, shipment_id: Option<i64>) -> Result<Vec<Invoice>, ApiError> {
    let rows = conn
        .prepare_cached(&format!("{SELECT_INVOICE} WHERE ?1 IS NULL OR i.shipment_id = ?1 ORDER BY i.id"))?
        .query_map([shipment_id], row)?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(rows.into_iter().map(|(i, _)| i).collect())
}

/// A shipment's invoices and credit notes, oldest first (the buyer's order page lists them).
pub fn of_shipment(conn: &Connection, shipment_id: i64) -> Result<Vec<Invoice>, ApiError> {
    list(conn, Some(shipment_id))
}

/// Which paper of an invoice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Paper {
    Invoice,
    PackingList,
    /// The certificate of origin's draft, for the chamber to stamp.
    CertificateOfOrigin,
}

/// The PDF of an invoice (or credit note), of its packing list or of its certificate of origin's
/// draft in `lang` (default: the buyer's), and its file name (`invoice-INV-2026-0001-en.pdf`). A
/// credit note has only its own (404 for the others).
pub fn pdf(
    conn: &Connection,
    id: i64,
    paper: Paper,
    lang: Option<locale::Lang>,
) -> Result<(Vec<u8>, String), ApiError> {
    let (invoice, doc) = document(conn, id)?;
    let lang = lang.unwrap_or(invoice.buyer_lang.into());
    let bytes = match (paper, invoice.kind) {
        (Paper::Invoice, _) => crate::pdf::invoice::render(&doc, lang),
        (Paper::PackingList, InvoiceKind::Invoice) => crate::pdf::packing_list::render(&doc, lang),
        (Paper::CertificateOfOrigin, InvoiceKind::Invoice) => crate::pdf::certificate::render(&doc, lang),
        (_, InvoiceKind::CreditNote) => {
            return Err(ApiError::not_found("A credit note has no packing list nor certificate of origin"))
        }
    };
    let name = match paper {
        Paper::Invoice if invoice.kind == InvoiceKind::CreditNote => "credit-note",
        Paper::Invoice => "invoice",
        Paper::PackingList => "packing-list",
        Paper::CertificateOfOrigin => "certificate-of-origin",
    };
    Ok((bytes, format!("{name}-{}-{}.pdf", invoice.number, lang.code())))
}
