//! shipments.csv: one row per line shipped, with its shipment's transport and steps.

use rusqlite::Connection;

use super::records::{page, MilestoneKind};
use crate::error::ApiError;
use crate::locale;
use crate::models::quotes::money_text;
use crate::ops::csv::{header, local_time, Cell, CsvWriter, Language};

/// Grams as kilograms with three decimals (`4800.000`), which spreadsheets read as a number.
pub fn kg_text(grams: i64) -> String {
    format!("{}.{:03}", grams / 1000, grams % 1000)
}

/// Every shipment, oldest first, a row per line.
pub fn export(conn: &Connection, offset: time::UtcOffset, lang: Language, csv: &mut CsvWriter) -> Result<(), ApiError> {
    let words = locale::Lang::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Shipment", "محموله"),
        ("Stage", "مرحله"),
        ("Quote", "استعلام"),
        ("Buyer", "خریدار"),
        ("Company", "شرکت"),
        ("Destination", "مقصد"),
        ("Mode", "نوع حمل"),
        ("Carrier", "حمل‌کننده"),
        ("Transport document", "شماره بارنامه"),
        ("Containers", "کانتینرها"),
        ("ETD", "حرکت تخمینی"),
        ("ETA", "رسیدن تخمینی"),
        ("Departed", "تاریخ حرکت"),
        ("Arrived", "تاریخ رسیدن"),
        ("Delivered", "تاریخ تحویل"),
        ("Order", "سفارش"),
        ("Product", "محصول"),
        ("Quantity", "مقدار"),
        ("Unit", "واحد"),
        ("Unit price", "قیمت واحد"),
        ("Amount", "مبلغ"),
        ("Currency", "ارز"),
        ("Packages", "تعداد بسته"),
        ("Package kind", "نوع بسته"),
        ("Net kg", "وزن خالص (کیلوگرم)"),
        ("Gross kg", "وزن ناخالص (کیلوگرم)"),
        ("Container", "کانتینر"),
        ("Created", "تاریخ ثبت"),
    ];
    csv.row(header(words, COLUMNS))?;
    let (mut shipments, _) = page(conn, None, 0)?;
    shipments.reverse();
    for s in &shipments {
        let stage = s.stage.map_or("", |k| k.words(words));
        let containers = s.containers.iter().map(|c| c.number.as_str()).collect::<Vec<_>>().join(" ");
        let day = |k: MilestoneKind| s.milestone(k).unwrap_or_default().to_string();
        let (departed, arrived, delivered) =
            (day(MilestoneKind::Departed), day(MilestoneKind::Arrived), day(MilestoneKind::Delivered));
        let created = local_time(s.created_ms, offset);
        for l in &s.lines {
            let price = money_text(l.unit_cents);
            let amount = money_text(l.amount_cents);
            let (count, kind, net, gross) = match &l.packages {
                Some(p) => (
                    Cell::Int(p.count),
                    words.pick((
                        p.kind.as_str(),
                        if p.kind_fa.is_empty() { p.kind.as_str() } else { p.kind_fa.as_str() },
                    )),
                    kg_text(p.count * p.net_grams),
                    kg_text(p.count * p.gross_grams),
                ),
                None => (Cell::Text(""), "", String::new(), String::new()),
            };
            csv.row([
                Cell::Text(&s.number),
                Cell::Text(stage),
                Cell::Text(s.quote_number.as_deref().unwrap_or_default()),
                Cell::Typed(&s.buyer_name),
                Cell::Typed(s.buyer_company.as_deref().unwrap_or_default()),
                Cell::Typed(&s.destination),
                Cell::Text(s.mode.as_str()),
                Cell::Typed(&s.carrier),
                Cell::Typed(&s.transport_doc),
                Cell::Text(&containers),
                Cell::Text(s.etd.as_deref().unwrap_or_default()),
                Cell::Text(s.eta.as_deref().unwrap_or_default()),
                Cell::Text(&departed),
                Cell::Text(&arrived),
                Cell::Text(&delivered),
                Cell::Int(l.order_id),
                Cell::Typed(words.pick((
                    l.product_name.as_str(),
                    if l.product_name_fa.is_empty() { l.product_name.as_str() } else { l.product_name_fa.as_str() },
                ))),
                Cell::Int(l.quantity),
                Cell::Text(l.unit.words(words)),
                Cell::Text(&price),
                Cell::Text(&amount),
                Cell::Text(s.currency.as_str()),
                count,
                Cell::Typed(kind),
                Cell::Text(&net),
                Cell::Text(&gross),
                Cell::Text(&l.container),
                Cell::Text(&created),
            ])?;
        }
    }
    Ok(())
}
