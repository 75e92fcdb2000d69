//! The proforma invoice of one revision of a quote, in English or Persian: what it says. The quotes
//! model fills a [`Proforma`] with texts already in the document's language (product names, units,
//! the named place, payment terms, bank notes); the document's own words (its headings and labels),
//! its digits and its dates are the renderer's.

use time::Date;

use super::layout::{Align, Block, Cell, Column, Entry, Metadata, Pages, Row, Style, Table, Text, CONTENT_WIDTH};
use super::text::Weight;
use crate::locale::{format_number, long_date, persian_digits, Lang};

/// Everything printed on one proforma invoice.
#[derive(Clone, Debug)]
pub struct Proforma {
    /// The language it is written in: Persian runs right to left with Persian digits and dates.
    pub lang: Lang,
    pub letterhead: Letterhead,
    /// The quote's number and revision, e.g. `Q-2026-0007` and 2 (printed `Q-2026-0007/2`).
    pub quote_number: String,
    pub revision: i64,
    pub issued: Date,
    /// The last day the prices hold (to the end of that day in Kabul).
    pub valid_until: Date,
    pub buyer: Buyer,
    pub lines: Vec<Line>,
    /// `USD` or `AFN`.
    pub currency: String,
    /// The sum of the lines' totals, in hundredths of the currency.
    pub total_cents: i128,
    /// The Incoterm and its named place, e.g. `CPT` and `Dubai` (`دبی` in Persian).
    pub incoterm: String,
    pub place: String,
    pub payment_terms: String,
    pub lead_time_days: i64,
    /// The company's bank, when the Content tab has it.
    pub bank: Option<Bank>,
    /// The company's message with the quote, if any.
    pub note: Option<String>,
}

/// The company as the site content names it.
#[derive(Clone, Debug)]
pub struct Letterhead {
    pub name: String,
    pub address: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// The site's address, e.g. `https://golbahar.example`.
    pub website: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Buyer {
    pub name: String,
    pub company: Option<String>,
    pub email: String,
    pub phone: Option<String>,
    pub country: Option<String>,
    pub destination: Option<String>,
}

/// One product line.
#[derive(Clone, Debug)]
pub struct Line {
    pub product: String,
    pub packaging: Option<String>,
    pub quantity: i64,
    /// The unit in the document's language (`kg`, `کیلوگرام`).
    pub unit: String,
    pub unit_price_cents: i64,
    pub total_cents: i128,
}

#[derive(Clone, Debug)]
pub struct Bank {
    pub beneficiary: String,
    pub bank_name: String,
    pub account: String,
    pub iban: Option<String>,
    pub swift: Option<String>,
    pub bank_address: Option<String>,
    pub notes: Option<String>,
}

/// The proforma as an A4 PDF in its language: English left to right with Gregorian dates,
/// Persian right to left with Persian digits and Solar Hijri dates.
pub fn render(doc: &Proforma) -> Vec<u8> {
    let lang = doc.lang;
    let rtl = lang == Lang::Fa;
    let words = Words::of(lang);
    let number = format!("{}/{}", doc.quote_number, doc.revision);
    let currency = currency_name(&doc.currency, lang);
    let mut pages = Pages::new(rtl);

    // Letterhead: the company at the start, the document's title, number and dates at the end.
    let head = &doc.letterhead;
    let mut company = vec![Entry::Text(Text::new(&head.name, COMPANY))];
    let given = |s: &&String| !s.trim().is_empty();
    if let Some(address) = head.address.as_ref().filter(given) {
        company.push(Entry::Text(Text::new(address, SMALL)));
    }
    for line in [&head.email, &head.phone, &head.website].into_iter().flatten().filter(given) {
        company.push(Entry::Text(Text::new(line, SMALL).ltr()));
    }
    let title = vec![
        Entry::Text(Text::new(words.title, TITLE).end()),
        Entry::Space(2.0),
        Entry::Text(Text::new(format!("{} {number}", words.number), BODY_BOLD).end()),
        Entry::Text(Text::new(format!("{} {}", words.issued, date(doc.issued, lang)), SMALL).end()),
        Entry::Text(Text::new(format!("{} {}", words.valid_until, date(doc.valid_until, lang)), SMALL).end()),
    ];
    pages.blocks(&[
        Block { x: 0.0, width: CONTENT_WIDTH * 0.55, entries: company },
        Block { x: CONTENT_WIDTH * 0.55, width: CONTENT_WIDTH * 0.45, entries: title },
    ]);
    pages.space(10.0);
    pages.rule(ACCENT, 1.5);
    pages.space(12.0);

    // The buyer, and the terms of the offer.
    let buyer = &doc.buyer;
    let mut to = vec![Entry::Text(Text::new(words.buyer, HEADING)), Entry::Text(Text::new(&buyer.name, BODY_BOLD))];
    if let Some(company) = buyer.company.as_ref().filter(given) {
        to.push(Entry::Text(Text::new(company, BODY)));
    }
    for line in [&Some(buyer.email.clone()), &buyer.phone].into_iter().flatten().filter(given) {
        to.push(Entry::Text(Text::new(line, BODY).ltr()));
    }
    if let Some(country) = buyer.country.as_ref().filter(given) {
        to.push(pair(words.country, country, 70.0));
    }
    if let Some(destination) = buyer.destination.as_ref().filter(given) {
        to.push(pair(words.destination, destination, 70.0));
    }
    let terms = vec![
        Entry::Text(Text::new(words.terms, HEADING)),
        pair(words.incoterm, &format!("{} {}", doc.incoterm, doc.place), 80.0),
        pair(words.payment, &doc.payment_terms, 80.0),
        pair(words.lead_time, &lead_time(doc.lead_time_days, lang), 80.0),
        pair(words.currency, &currency, 80.0),
    ];
    pages.blocks(&[
        Block { x: 0.0, width: CONTENT_WIDTH * 0.47, entries: to },
        Block { x: CONTENT_WIDTH * 0.53, width: CONTENT_WIDTH * 0.47, entries: terms },
    ]);
    pages.space(16.0);

    // The lines, and their total.
    // Amounts line up at the right: at the end of an English line, at the start of a Persian one.
    let numbers = if rtl { Align::Start } else { Align::End };
    let columns = COLUMNS
        .into_iter()
        .enumerate()
        .map(|(i, width)| Column { width, align: if i >= 3 { numbers } else { Align::Start } })
        .collect::<Vec<_>>();
    let header = Row {
        cells: [words.line_number, words.product, words.packaging, words.quantity, words.unit_price, words.total]
            .into_iter()
            .map(|w| Cell::new(w, TABLE_HEAD))
            .collect(),
        fill: Some(SHADE),
    };
    let mut rows: Vec<Row> = doc
        .lines
        .iter()
        .enumerate()
        .map(|(i, line)| Row {
            cells: vec![
                Cell::new(digits(&(i + 1).to_string(), lang), MUTED),
                Cell::new(&line.product, BODY),
                Cell::new(line.packaging.as_deref().unwrap_or("—"), BODY),
                Cell::new(format!("{} {}", format_number(line.quantity as f64, 0, lang), line.unit), BODY),
                Cell::new(money(line.unit_price_cents.into(), lang), BODY),
                Cell::new(money(line.total_cents, lang), BODY),
            ],
            fill: None,
        })
        .collect();
    rows.push(Row {
        cells: vec![
            Cell::new("", BODY).span(3),
            Cell::new(format!("{} ({currency})", words.grand_total), BODY_BOLD).span(2),
            Cell::new(money(doc.total_cents, lang), BODY_BOLD),
        ],
        fill: Some(SHADE),
    });
    pages.table(&Table { columns, header, rows, rule: RULE });
    pages.space(10.0);
    pages.text(&Text::new(validity(&date(doc.valid_until, lang), lang), BODY_BOLD));

    if let Some(note) = doc.note.as_deref().filter(|n| !n.trim().is_empty()) {
        pages.space(12.0);
        pages.keep(40.0);
        pages.text(&Text::new(words.note, HEADING));
        pages.text(&Text::new(note, BODY));
    }

    if let Some(bank) = &doc.bank {
        pages.space(12.0);
        let mut entries = vec![Entry::Text(Text::new(words.bank, HEADING))];
        // account numbers read left to right in either language
        let fields = [
            (words.beneficiary, Some(&bank.beneficiary), false),
            (words.bank_name, Some(&bank.bank_name), false),
            (words.account, Some(&bank.account), true),
            ("IBAN", bank.iban.as_ref(), true),
            ("SWIFT / BIC", bank.swift.as_ref(), true),
            (words.bank_address, bank.bank_address.as_ref(), false),
        ];
        for (label, value, ltr) in fields {
            if let Some(value) = value.filter(given) {
                let mut entry = pair(label, value, 100.0);
                if let Entry::Pair { value, .. } = &mut entry {
                    value.ltr = ltr;
                }
                entries.push(entry);
            }
        }
        if let Some(notes) = bank.notes.as_deref().filter(|n| !n.trim().is_empty()) {
            entries.push(Entry::Space(2.0));
            entries.push(Entry::Text(Text::new(notes, SMALL)));
        }
        pages.blocks(&[Block { x: 0.0, width: CONTENT_WIDTH, entries }]);
    }

    let footer_start = format!("{} · {} {number}", head.name, words.title);
    let metadata = Metadata {
        title: format!("{} {number}", words.title),
        creator: head.name.clone(),
        language: lang.code().to_owned(),
    };
    pages.finish(
        |page, count| (Text::new(footer_start.clone(), SMALL), Text::new(page_of(page, count, lang), SMALL)),
        metadata,
    )
}

pub(super) const INK: (u8, u8, u8) = (0x2b, 0x20, 0x18);
pub(super) const GREY: (u8, u8, u8) = (0x65, 0x56, 0x4a);
pub(super) const ACCENT: (u8, u8, u8) = (0xa8, 0x46, 0x0b);
pub(super) const RULE: (u8, u8, u8) = (0xe3, 0xd6, 0xc3);
pub(super) const SHADE: (u8, u8, u8) = (0xf4, 0xec, 0xe0);

pub(super) const COMPANY: Style = Style::new(16.0, Weight::Bold, ACCENT);
pub(super) const TITLE: Style = Style::new(18.0, Weight::Bold, INK);
pub(super) const HEADING: Style = Style::new(10.0, Weight::Bold, ACCENT);
pub(super) const BODY: Style = Style::new(9.0, Weight::Regular, INK);
pub(super) const BODY_BOLD: Style = Style::new(9.0, Weight::Bold, INK);
pub(super) const MUTED: Style = Style::new(9.0, Weight::Regular, GREY);
pub(super) const SMALL: Style = Style::new(8.0, Weight::Regular, GREY);
pub(super) const TABLE_HEAD: Style = Style::new(8.5, Weight::Bold, INK);

pub(super) fn pair(label: &str, value: &str, label_width: f32) -> Entry {
    Entry::Pair { label: Text::new(label, MUTED), value: Text::new(value, BODY), label_width }
}

/// The document's own words, in its language.
struct Words {
    title: &'static str,
    number: &'static str,
    issued: &'static str,
    valid_until: &'static str,
    buyer: &'static str,
    terms: &'static str,
    country: &'static str,
    destination: &'static str,
    incoterm: &'static str,
    payment: &'static str,
    lead_time: &'static str,
    currency: &'static str,
    line_number: &'static str,
    product: &'static str,
    packaging: &'static str,
    quantity: &'static str,
    unit_price: &'static str,
    total: &'static str,
    grand_total: &'static str,
    note: &'static str,
    bank: &'static str,
    beneficiary: &'static str,
    bank_name: &'static str,
    account: &'static str,
    bank_address: &'static str,
}

impl Words {
    fn of(lang: Lang) -> Words {
        match lang {
            Lang::En => Words {
                title: "Proforma invoice",
                number: "No.",
                issued: "Date:",
                valid_until: "Valid until:",
                buyer: "Buyer",
                terms: "Terms of the offer",
                country: "Country",
                destination: "Destination",
                incoterm: "Incoterm",
                payment: "Payment",
                lead_time: "Lead time",
                currency: "Currency",
                line_number: "#",
                product: "Product",
                packaging: "Packaging",
                quantity: "Quantity",
                unit_price: "Unit price",
                total: "Amount",
                grand_total: "Total",
                note: "Note",
                bank: "Bank details",
                beneficiary: "Beneficiary",
                bank_name: "Bank",
                account: "Account",
                bank_address: "Bank address",
            },
            Lang::Fa => Words {
                title: "پیش‌فاکتور",
                number: "شماره:",
                issued: "تاریخ:",
                valid_until: "معتبر تا:",
                buyer: "خریدار",
                terms: "شرایط پیشنهاد",
                country: "کشور",
                destination: "مقصد",
                incoterm: "اینکوترم",
                payment: "شرایط پرداخت",
                lead_time: "زمان آماده‌سازی",
                currency: "ارز",
                line_number: "ردیف",
                product: "محصول",
                packaging: "بسته‌بندی",
                quantity: "مقدار",
                unit_price: "قیمت واحد",
                total: "مبلغ",
                grand_total: "جمع کل",
                note: "یادداشت",
                bank: "مشخصات بانکی",
                beneficiary: "ذی‌نفع",
                bank_name: "بانک",
                account: "شماره حساب",
                bank_address: "نشانی بانک",
            },
        }
    }
}

fn lead_time(days: i64, lang: Lang) -> String {
    match (lang, days) {
        (Lang::En, 1) => "1 day".to_owned(),
        (Lang::En, n) => format!("{n} days"),
        (Lang::Fa, n) => persian_digits(&format!("{n} روز")),
    }
}

fn validity(date: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Prices hold until the end of {date}, Kabul time."),
        Lang::Fa => format!("قیمت‌ها تا پایان روز {date} به وقت کابل معتبر است."),
    }
}

pub(super) fn page_of(page: usize, count: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Page {page} of {count}"),
        Lang::Fa => persian_digits(&format!("صفحه {page} از {count}")),
    }
}

/// The widths of the lines' table: number, product, packaging, quantity, unit price, total. The
/// amounts' columns take the widest the contract allows whole (a unit price of 1 000 000 000.00, a
/// total of 999 999 999 999.99, in either language's digits: src/pdf/tests.rs measures them).
pub(super) const COLUMNS: [f32; 6] = [28.0, 130.0, 104.0, 73.0, 78.0, CONTENT_WIDTH - 413.0];

/// A day as the language writes it: `27 November 2026`, `۶ آذر ۱۴۰۵` (Solar Hijri).
fn date(day: Date, lang: Lang) -> String {
    long_date(day.year(), day.month().into(), day.day(), lang)
}

/// An amount in hundredths, grouped, with two decimals (exact at any size).
pub(super) fn money(cents: i128, lang: Lang) -> String {
    let (group, point) = lang.pick(((',', '.'), ('\u{066C}', '\u{066B}')));
    let whole = (cents.unsigned_abs() / 100).to_string();
    let mut out = String::new();
    if cents < 0 {
        out.push('-');
    }
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            out.push(group);
        }
        out.push(c);
    }
    out.push(point);
    out.push_str(&format!("{:02}", cents.unsigned_abs() % 100));
    digits(&out, lang)
}

pub(super) fn digits(text: &str, lang: Lang) -> String {
    match lang {
        Lang::En => text.to_owned(),
        Lang::Fa => persian_digits(text),
    }
}

/// The currency as a reader of the language names it.
pub(super) fn currency_name(code: &str, lang: Lang) -> String {
    match (lang, code) {
        (Lang::Fa, "USD") => "دلار آمریکا".to_owned(),
        (Lang::Fa, "AFN") => "افغانی".to_owned(),
        _ => code.to_owned(),
    }
}
