//! invoices.csv: one row per invoice and credit note, in the order they were issued.

use rusqlite::Connection;

use super::records::{list, InvoiceKind};
use crate::error::ApiError;
use crate::locale;
use crate::models::quotes::money_text;
use crate::ops::csv::{header, Cell, CsvWriter, Language};

/// Every invoice and credit note: number, kind, date, shipment, buyer, company, currency, total,
/// the invoice a credit note cancels and the credit note that cancels an invoice.
pub fn export(conn: &Connection, lang: Language, csv: &mut CsvWriter) -> Result<(), ApiError> {
    let words = locale::Lang::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Number", "شماره"),
        ("Kind", "نوع"),
        ("Date", "تاریخ"),
        ("Shipment", "محموله"),
        ("Buyer", "خریدار"),
        ("Company", "شرکت"),
        ("Currency", "ارز"),
        ("Total", "مبلغ کل"),
        ("Cancels", "فاکتور باطل‌شده"),
        ("Credited by", "باطل‌شده با"),
    ];
    csv.row(header(words, COLUMNS))?;
    for i in list(conn, None)? {
        let kind = words.pick(match i.kind {
            InvoiceKind::Invoice => ("invoice", "فاکتور"),
            InvoiceKind::CreditNote => ("credit note", "اعلامیهٔ بستانکار"),
        });
        let total = money_text(i.total_cents);
        csv.row([
            Cell::Text(&i.number),
            Cell::Text(kind),
            Cell::Text(&i.issue_date),
            Cell::Text(&i.shipment_number),
            Cell::Typed(&i.buyer_name),
            Cell::Typed(i.buyer_company.as_deref().unwrap_or_default()),
            Cell::Text(i.currency.as_str()),
            Cell::Text(&total),
            Cell::Text(i.corrects_number.as_deref().unwrap_or_default()),
            Cell::Text(i.credited_by_number.as_deref().unwrap_or_default()),
        ])?;
    }
    Ok(())
}
