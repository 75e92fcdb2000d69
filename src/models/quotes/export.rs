//! quotes.csv: one row per requested line with its latest price.

use rusqlite::Connection;

use super::dates::parse_date;
use super::records::{money_text, QuoteStatus};
use crate::error::ApiError;
use crate::locale;
use crate::models::products::Unit;
use crate::ops::csv::{header, local_time, Cell, CsvWriter, Language};

/// One row per quote line, oldest request first: the latest revision's price.
pub fn export(
    conn: &Connection,
    offset: time::UtcOffset,
    lang: Language,
    today: time::Date,
    csv: &mut CsvWriter,
) -> Result<(), ApiError> {
    let words = locale::Lang::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Quote", "استعلام"),
        ("Status", "وضعیت"),
        ("Buyer", "خریدار"),
        ("Company", "شرکت"),
        ("E-mail", "ایمیل"),
        ("Country", "کشور"),
        ("Product", "محصول"),
        ("Product (Persian)", "محصول (فارسی)"),
        ("Quantity", "مقدار"),
        ("Unit", "واحد"),
        ("Packaging", "بسته‌بندی"),
        ("Unit price", "قیمت واحد"),
        ("Currency", "ارز"),
        ("Incoterm", "اینکوترم"),
        ("Valid until", "اعتبار تا"),
        ("Created", "تاریخ ثبت"),
        ("Answered", "تاریخ پاسخ"),
    ];
    csv.row(header(words, COLUMNS))?;
    let mut stmt = conn.prepare(
        "SELECT q.number, q.status, q.name, coalesce(q.company, ''), q.email, coalesce(q.country, ''),
             l.product_name, l.product_name_fa, l.quantity, l.unit, coalesce(l.packaging, ''), p.unit_cents,
             coalesce(r.currency, ''), coalesce(r.incoterm, ''), r.valid_until, q.created_at, q.first_answered_at
         FROM quotes q JOIN quote_lines l ON l.quote_id = q.id
         LEFT JOIN quote_revisions r ON r.quote_id = q.id
             AND r.number = (SELECT max(number) FROM quote_revisions WHERE quote_id = q.id)
         LEFT JOIN quote_prices p ON p.quote_id = q.id AND p.revision = r.number AND p.line_id = l.id
         ORDER BY q.created_at, q.id, l.position",
    )?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        let stored: String = r.get(1)?;
        let valid_until: Option<String> = r.get(14)?;
        let status = match stored.as_str() {
            "quoted"
                if valid_until.as_deref().and_then(|v| parse_date("validUntil", v).ok()).is_some_and(|d| d < today) =>
            {
                QuoteStatus::Expired
            }
            "quoted" => QuoteStatus::Quoted,
            "accepted" => QuoteStatus::Accepted,
            "declined" => QuoteStatus::Declined,
            "withdrawn" => QuoteStatus::Withdrawn,
            _ => QuoteStatus::New,
        };
        let unit: Unit = r.get(9)?;
        let price = r.get::<_, Option<i64>>(11)?.map(money_text).unwrap_or_default();
        let created = local_time(r.get(15)?, offset);
        let answered = r.get::<_, Option<i64>>(16)?.map(|t| local_time(t, offset)).unwrap_or_default();
        let text: [String; 10] = [
            r.get(0)?,
            r.get(2)?,
            r.get(3)?,
            r.get(4)?,
            r.get(5)?,
            r.get(6)?,
            r.get(7)?,
            r.get(10)?,
            r.get(12)?,
            r.get(13)?,
        ];
        let [number, buyer, company, email, country, product, product_fa, packaging, currency, incoterm] = &text;
        csv.row([
            number.into(),
            Cell::Text(status.words(words)),
            Cell::Typed(buyer),
            Cell::Typed(company),
            Cell::Typed(email),
            Cell::Typed(country),
            product.into(),
            product_fa.into(),
            Cell::Int(r.get(8)?),
            Cell::Text(unit.words(words)),
            packaging.into(),
            Cell::Text(&price),
            currency.into(),
            incoterm.into(),
            Cell::Text(valid_until.as_deref().unwrap_or_default()),
            Cell::Text(&created),
            Cell::Text(&answered),
        ])?;
    }
    Ok(())
}
