//! payments.csv: every payment received, by date.

use rusqlite::Connection;

use super::schedule::PaymentMethod;
use crate::error::ApiError;
use crate::locale;
use crate::models::quotes::money_text;
use crate::ops::csv::{header, local_time, Cell, CsvWriter, Language};

/// Every payment, oldest first: its date, shipment, buyer, company, amount, currency, method,
/// reference and when it was recorded (in the caller's time zone).
pub fn export(conn: &Connection, offset: time::UtcOffset, lang: Language, csv: &mut CsvWriter) -> Result<(), ApiError> {
    let words = locale::Lang::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Date", "تاریخ"),
        ("Shipment", "محموله"),
        ("Buyer", "خریدار"),
        ("Company", "شرکت"),
        ("Amount", "مبلغ"),
        ("Currency", "ارز"),
        ("Method", "روش پرداخت"),
        ("Reference", "شمارهٔ مرجع"),
        ("Recorded", "تاریخ ثبت"),
    ];
    csv.row(header(words, COLUMNS))?;
    let mut stmt = conn.prepare(
        "SELECT p.date, s.number, s.buyer_name, coalesce(s.buyer_company, ''), p.amount_cents, p.currency, p.method,
                p.reference, p.recorded_at
         FROM payments p JOIN shipments s ON s.id = p.shipment_id ORDER BY p.date, p.id",
    )?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        let text: [String; 6] = [r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(5)?, r.get(7)?];
        let [date, number, buyer, company, currency, reference] = &text;
        let amount = money_text(r.get(4)?);
        let method: PaymentMethod = r.get(6)?;
        let recorded = local_time(r.get(8)?, offset);
        csv.row([
            Cell::Text(date),
            Cell::Text(number),
            Cell::Typed(buyer),
            Cell::Typed(company),
            Cell::Text(&amount),
            Cell::Text(currency),
            Cell::Text(method.words(words)),
            Cell::Typed(reference),
            Cell::Text(&recorded),
        ])?;
    }
    Ok(())
}
