//! The packing list of a commercial invoice, in English or Persian: drawn from the invoice's own
//! [`InvoiceDocument`], so its packages, weights and marks are the invoice's by construction.

use super::invoice::{
    count, finish, head, header_row, in_lang, kg, packages, parties, terms, weights, InvoiceDocument, Words,
};
use super::layout::{Align, Cell, Column, Pages, Row, Table, Text, CONTENT_WIDTH};
use super::proforma::{digits, BODY, BODY_BOLD, MUTED, RULE, SHADE, SMALL};
use crate::locale::Lang;

/// The widths of its table: number, goods (with marks and container), packages, net and gross
/// kilograms per package, net and gross kilograms of the line. The last two take a billion kilograms
/// whole (src/pdf/invoice_tests.rs measures them).
pub(super) const COLUMNS: [f32; 7] = [28.0, 128.0, 78.0, 54.0, 54.0, 84.64, CONTENT_WIDTH - 426.64];

/// The packing list of `doc` as an A4 PDF in `lang`.
pub fn render(doc: &InvoiceDocument, lang: Lang) -> Vec<u8> {
    let words = Words::of(lang);
    let mut pages = Pages::new(lang == Lang::Fa);
    let numbers = vec![
        format!("{} {}", words.invoice_number, doc.number),
        format!("{} {}", words.shipment_no, doc.shipment_number),
    ];
    head(&mut pages, doc, lang, words.packing_list, numbers);
    parties(&mut pages, doc, &words);
    terms(&mut pages, doc, lang, &words);

    let numbers = if lang == Lang::Fa { Align::Start } else { Align::End };
    let columns = COLUMNS
        .into_iter()
        .enumerate()
        .map(|(i, width)| Column { width, align: if i >= 3 { numbers } else { Align::Start } })
        .collect();
    let header = header_row(&[
        words.line_number,
        words.goods,
        words.packages,
        words.net_each,
        words.gross_each,
        words.net_all,
        words.gross_all,
    ]);
    let mut rows: Vec<Row> = doc
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let mut goods = in_lang(lang, &l.product_name, &l.product_name_fa).to_owned();
            if !l.marks.trim().is_empty() {
                goods.push_str(&format!("\n{}: {}", words.marks, l.marks));
            }
            if !l.container.trim().is_empty() {
                goods.push_str(&format!("\n{} {}", lang.pick(("Container", "کانتینر")), l.container));
            }
            let n = i128::from(l.packages);
            Row {
                cells: vec![
                    Cell::new(digits(&(i + 1).to_string(), lang), MUTED),
                    Cell::new(goods, BODY),
                    Cell::new(packages(l, lang), BODY),
                    Cell::new(kg(l.net_grams.into(), lang), BODY),
                    Cell::new(kg(l.gross_grams.into(), lang), BODY),
                    Cell::new(kg(n * i128::from(l.net_grams), lang), BODY),
                    Cell::new(kg(n * i128::from(l.gross_grams), lang), BODY),
                ],
                fill: None,
            }
        })
        .collect();
    let t = &doc.totals;
    rows.push(Row {
        cells: vec![
            Cell::new("", BODY),
            Cell::new(words.total, BODY_BOLD),
            Cell::new(count(t.packages, lang), BODY_BOLD),
            Cell::new("", BODY).span(2),
            Cell::new(kg(t.net_grams, lang), BODY_BOLD),
            Cell::new(kg(t.gross_grams, lang), BODY_BOLD),
        ],
        fill: Some(SHADE),
    });
    pages.table(&Table { columns, header, rows, rule: RULE });
    pages.space(10.0);
    weights(&mut pages, doc, lang, &words);
    pages.space(12.0);
    pages.text(&Text::new(words.packing_declaration, SMALL));
    finish(pages, doc, lang, words.packing_list)
}
