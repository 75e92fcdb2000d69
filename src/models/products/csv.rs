//! movements.csv: the stock movements of a period, in either language.

use rusqlite::{params, Connection};

use super::records::{Movement, Unit};
use crate::error::ApiError;
use crate::locale::Lang as Words;
use crate::ops::csv::{header, local_time, Cell, CsvWriter, Language};

/// Writes every stock movement (imports and exports of the products there are) dated `from` to
/// `to` (both included, `YYYY-MM-DD`; absent: open), of one `kind` or both, as CSV: by date, then
/// in the order they were recorded.
pub fn export_movements(
    conn: &Connection,
    (from, to): (Option<&str>, Option<&str>),
    kind: Option<Movement>,
    offset: time::UtcOffset,
    lang: Language,
    csv: &mut CsvWriter,
) -> Result<(), ApiError> {
    let lang = Words::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Date", "تاریخ"),
        ("Movement", "نوع"),
        ("Product", "محصول"),
        ("Product (Persian)", "محصول (فارسی)"),
        ("Product ID", "شناسهٔ محصول"),
        ("Quantity", "مقدار"),
        ("Unit", "واحد"),
        ("Destination", "مقصد"),
        ("Recorded", "زمان ثبت"),
    ];
    csv.row(header(lang, COLUMNS))?;
    let mut stmt = conn.prepare(
        "SELECT m.date, m.kind, p.name, p.id, m.quantity, p.unit, m.destination, m.created_at, p.name_fa FROM (
             SELECT date, 'import' AS kind, product_id, quantity, '' AS destination, created_at, id FROM stock_imports
             UNION ALL
             SELECT date, 'export', product_id, quantity, destination, created_at, id FROM stock_exports
         ) m JOIN products p ON p.id = m.product_id
         WHERE (?1 IS NULL OR m.date >= ?1) AND (?2 IS NULL OR m.date <= ?2) AND (?3 IS NULL OR m.kind = ?3)
         ORDER BY m.date, m.created_at, m.kind DESC, m.id",
    )?;
    let mut rows = stmt.query(params![from, to, kind])?;
    while let Some(r) = rows.next()? {
        let kind: Movement = r.get(1)?;
        let unit: Unit = r.get(5)?;
        let recorded = local_time(r.get(7)?, offset);
        let text: [String; 4] = [r.get(0)?, r.get(2)?, r.get(6)?, r.get(8)?];
        let [date, product, destination, product_fa] = &text;
        csv.row([
            date.into(),
            Cell::Text(lang.pick(match kind {
                Movement::Import => ("import", "واردات"),
                Movement::Export => ("export", "صادرات"),
            })),
            product.into(),
            product_fa.into(),
            Cell::Int(r.get(3)?),
            Cell::Int(r.get(4)?),
            Cell::Text(unit.words(lang)),
            destination.into(),
            Cell::Text(&recorded),
        ])?;
    }
    Ok(())
}
