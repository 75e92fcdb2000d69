//! A draft of the certificate of origin for the chamber of commerce to check and stamp, in English
//! or Persian: drawn from the commercial invoice's own [`InvoiceDocument`], so its marks, packages
//! and gross weights are the invoice's and the packing list's.

use super::invoice::{count, finish, head, header_row, in_lang, kg, packages, InvoiceDocument, Words};
use super::layout::{Align, Block, Cell, Column, Entry, Pages, Row, Table, Text, CONTENT_WIDTH};
use super::proforma::{digits, ACCENT, BODY, BODY_BOLD, HEADING, MUTED, RULE, SHADE, SMALL};
use crate::locale::Lang;

/// The widths of its table: number, marks, packages and goods, HS code, gross kilograms.
const COLUMNS: [f32; 5] = [28.0, 110.0, 200.0, 80.0, CONTENT_WIDTH - 418.0];

/// The certificate-of-origin draft of `doc` as an A4 PDF in `lang`.
pub fn render(doc: &InvoiceDocument, lang: Lang) -> Vec<u8> {
    let words = Words::of(lang);
    let say = |en: &'static str, fa: &'static str| lang.pick((en, fa));
    let title = say("Certificate of origin (draft)", "گواهی مبدأ (پیش‌نویس)");
    let mut pages = Pages::new(lang == Lang::Fa);
    let numbers = vec![
        format!("{} {}", words.invoice_number, doc.number),
        format!("{} {}", words.shipment_no, doc.shipment_number),
    ];
    head(&mut pages, doc, lang, title, numbers);

    let s = &doc.seller;
    let mut exporter = vec![
        Entry::Text(Text::new(say("Exporter", "صادرکننده"), HEADING)),
        Entry::Text(Text::new(in_lang(lang, &s.name, &s.name_fa), BODY_BOLD)),
    ];
    let address = match lang {
        Lang::Fa => s.address_fa.as_ref().or(s.address.as_ref()),
        Lang::En => s.address.as_ref(),
    };
    if let Some(address) = address.filter(|a| !a.trim().is_empty()) {
        exporter.push(Entry::Text(Text::new(address, BODY)));
    }
    let consignee = if doc.consignee.trim().is_empty() { doc.buyer.name.as_str() } else { doc.consignee.as_str() };
    let t = &doc.transport;
    let route = match lang {
        Lang::En => format!("From {} to {}", t.loading_place, t.discharge_place),
        Lang::Fa => format!("از {} به {}", t.loading_place, t.discharge_place),
    };
    let transport = vec![
        Entry::Text(Text::new(say("Transport", "حمل"), HEADING)),
        Entry::Text(Text::new(format!("{} · {}", t.carrier, t.document), BODY).ltr()),
        Entry::Text(Text::new(route, BODY)),
    ];
    let countries = vec![
        Entry::Text(Text::new(say("Country of origin", "کشور مبدأ"), HEADING)),
        Entry::Text(Text::new(words.afghanistan, BODY_BOLD)),
        Entry::Space(4.0),
        Entry::Text(Text::new(say("Country of destination", "کشور مقصد"), HEADING)),
        Entry::Text(Text::new(&t.destination, BODY)),
    ];
    let half = CONTENT_WIDTH / 2.0;
    pages.blocks(&[
        Block { x: 0.0, width: half - 10.0, entries: exporter },
        Block {
            x: half,
            width: half,
            entries: vec![
                Entry::Text(Text::new(say("Consignee", "گیرنده"), HEADING)),
                Entry::Text(Text::new(consignee, BODY)),
            ],
        },
    ]);
    pages.space(10.0);
    pages.blocks(&[
        Block { x: 0.0, width: half - 10.0, entries: transport },
        Block { x: half, width: half, entries: countries },
    ]);
    pages.space(14.0);

    let numbers = if lang == Lang::Fa { Align::Start } else { Align::End };
    let columns = COLUMNS
        .into_iter()
        .enumerate()
        .map(|(i, width)| Column { width, align: if i == 4 { numbers } else { Align::Start } })
        .collect();
    let header = header_row(&[
        words.line_number,
        words.marks,
        say("Packages and goods", "بسته‌ها و شرح کالا"),
        words.hs_code,
        words.gross_all,
    ]);
    let mut rows: Vec<Row> = doc
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| Row {
            cells: vec![
                Cell::new(digits(&(i + 1).to_string(), lang), MUTED),
                Cell::new(if l.marks.trim().is_empty() { "—" } else { l.marks.as_str() }, BODY),
                Cell::new(
                    format!("{}\n{}", packages(l, lang), in_lang(lang, &l.product_name, &l.product_name_fa)),
                    BODY,
                ),
                Cell::new(&l.hs_code, BODY),
                Cell::new(kg(i128::from(l.packages) * i128::from(l.gross_grams), lang), BODY),
            ],
            fill: None,
        })
        .collect();
    rows.push(Row {
        cells: vec![
            Cell::new("", BODY),
            Cell::new(words.total, BODY_BOLD),
            Cell::new(format!("{} {}", words.total_packages, count(doc.totals.packages, lang)), BODY_BOLD).span(2),
            Cell::new(kg(doc.totals.gross_grams, lang), BODY_BOLD),
        ],
        fill: Some(SHADE),
    });
    pages.table(&Table { columns, header, rows, rule: RULE });
    pages.space(16.0);

    let declaration = say(
        "Declaration by the exporter: the undersigned declares that the details above are correct and that all \
         the goods were produced in Afghanistan.",
        "اظهار صادرکننده: امضاکننده اظهار می‌کند که مشخصات بالا درست است و همهٔ کالاها در افغانستان تولید شده است.",
    );
    let certification = say(
        "Certification by the chamber: it is certified, on the basis of the control carried out, that the declaration by the \
         exporter is correct.",
        "تصدیق اتاق تجارت: بر پایهٔ بررسی انجام‌شده تصدیق می‌شود که اظهار صادرکننده درست است.",
    );
    let signature = say("Place, date, signature and stamp", "محل، تاریخ، امضا و مهر");
    pages.keep(150.0);
    pages.blocks(&[
        Block {
            x: 0.0,
            width: half - 10.0,
            entries: vec![
                Entry::Text(Text::new(declaration, BODY)),
                Entry::Space(50.0),
                Entry::Text(Text::new(signature, SMALL)),
            ],
        },
        Block {
            x: half,
            width: half,
            entries: vec![
                Entry::Text(Text::new(certification, BODY)),
                Entry::Space(50.0),
                Entry::Text(Text::new(signature, SMALL)),
            ],
        },
    ]);
    pages.space(12.0);
    pages.rule(ACCENT, 1.0);
    pages.space(4.0);
    pages.text(&Text::new(
        say(
            "A draft for the chamber of commerce: not valid until it is stamped.",
            "پیش‌نویس برای اتاق تجارت: تا مهر نشود معتبر نیست.",
        ),
        SMALL,
    ));
    finish(pages, doc, lang, title)
}
