//! The commercial invoice and the credit note that cancels one, in English or Persian. Both are
//! drawn from an [`InvoiceDocument`]: everything printed, in both languages, as it was at issue —
//! the invoices model stores it as JSON and parses it back, and the packing list
//! (`packing_list`) is drawn from the same parsed document, so its packages and weights are the
//! invoice's by construction. The document's own words, digits and dates are the renderer's.

use serde::{Deserialize, Serialize};

use super::layout::{Align, Block, Cell, Column, Entry, Metadata, Pages, Row, Table, Text, CONTENT_WIDTH};
use super::proforma::{
    currency_name, digits, money, page_of, pair, ACCENT, BODY, BODY_BOLD, COMPANY, HEADING, MUTED, RULE, SHADE, SMALL,
    TABLE_HEAD, TITLE,
};
use crate::locale::{format_number, long_date, unit_counted, Lang};

/// An invoice, or a credit note cancelling one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DocumentKind {
    Invoice,
    CreditNote,
}

/// Everything an invoice or credit note prints, as issued (texts in both languages where they have
/// two): stored as JSON with it, never changed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceDocument {
    pub kind: DocumentKind,
    /// `INV-2026-0001`, `CN-2026-0001`.
    pub number: String,
    /// `YYYY-MM-DD`, in Kabul.
    pub issue_date: String,
    /// The buyer's language (`en`, `fa`): the documents' default.
    pub buyer_lang: String,
    pub seller: Seller,
    pub buyer: Buyer,
    /// Several lines: name and address.
    pub consignee: String,
    /// Empty: the consignee.
    pub notify_party: String,
    pub shipment_number: String,
    pub quote_number: Option<String>,
    pub transport: Transport,
    /// `CFR`, and its named place.
    pub incoterm: String,
    pub incoterm_place: String,
    pub payment_terms: String,
    pub payment_terms_fa: String,
    /// `USD` or `AFN`.
    pub currency: String,
    pub lines: Vec<InvoiceLine>,
    pub totals: Totals,
    /// The company's bank as saved when the invoice was issued (a credit note has none).
    pub bank: Option<Bank>,
    /// A credit note's: the invoice it cancels, and why.
    pub cancels: Option<Cancelled>,
}

/// The company, as the site content named it at issue.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Seller {
    pub name: String,
    pub name_fa: String,
    pub address: Option<String>,
    pub address_fa: Option<String>,
    pub phone: Option<String>,
    pub email: Option<String>,
    pub website: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Buyer {
    pub name: String,
    pub company: Option<String>,
    pub email: String,
}

/// How the goods travel.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Transport {
    /// `air`, `road`, `sea` or `rail`.
    pub mode: String,
    pub carrier: String,
    /// The number of the B/L, AWB, CMR or rail waybill.
    pub document: String,
    pub loading_place: String,
    pub discharge_place: String,
    /// The country, as the public exports name it.
    pub destination: String,
    pub containers: Vec<Container>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Container {
    pub number: String,
    pub seal: String,
}

/// A line: the goods, their price and their packages.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceLine {
    pub product_name: String,
    /// Empty: the English name.
    pub product_name_fa: String,
    pub hs_code: String,
    /// The province's code, and its names (empty: not set).
    pub origin: String,
    pub origin_name: String,
    pub origin_name_fa: String,
    pub quantity: i64,
    /// `kg`, `ton`, `bag` or `box`.
    pub unit: String,
    pub unit_cents: i64,
    pub amount_cents: i128,
    pub packages: i64,
    pub package_kind: String,
    /// Empty: the English kind.
    pub package_kind_fa: String,
    /// Per package.
    pub net_grams: i64,
    pub gross_grams: i64,
    pub marks: String,
    pub container: String,
}

/// The sums of the lines: amount (hundredths of the currency), packages and weights.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Totals {
    pub amount_cents: i128,
    pub packages: i128,
    pub net_grams: i128,
    pub gross_grams: i128,
}

impl Totals {
    /// The sums of `lines`, exact at any size.
    pub fn of(lines: &[InvoiceLine]) -> Totals {
        let mut t = Totals { amount_cents: 0, packages: 0, net_grams: 0, gross_grams: 0 };
        for l in lines {
            let count = i128::from(l.packages);
            t.amount_cents += l.amount_cents;
            t.packages += count;
            t.net_grams += count * i128::from(l.net_grams);
            t.gross_grams += count * i128::from(l.gross_grams);
        }
        t
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Bank {
    pub beneficiary: String,
    pub bank_name: String,
    pub account: String,
    pub iban: Option<String>,
    pub swift: Option<String>,
    pub bank_address: Option<String>,
    pub notes: Option<String>,
    pub notes_fa: Option<String>,
}

/// The invoice a credit note cancels.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Cancelled {
    pub number: String,
    pub issue_date: String,
    pub reason: String,
}

/// The Persian text when there is one, else the English.
pub(super) fn in_lang<'a>(lang: Lang, en: &'a str, fa: &'a str) -> &'a str {
    match lang {
        Lang::Fa if !fa.trim().is_empty() => fa,
        _ => en,
    }
}

/// The invoice (or credit note) as an A4 PDF in `lang`.
pub fn render(doc: &InvoiceDocument, lang: Lang) -> Vec<u8> {
    let words = Words::of(lang);
    let title = match doc.kind {
        DocumentKind::Invoice => words.invoice,
        DocumentKind::CreditNote => words.credit_note,
    };
    let mut pages = Pages::new(lang == Lang::Fa);
    head(&mut pages, doc, lang, title, vec![format!("{} {}", words.number, doc.number)]);
    if let Some(c) = &doc.cancels {
        pages.text(&Text::new(
            match lang {
                Lang::En => format!("Cancels invoice {} of {}.", c.number, date(&c.issue_date, lang)),
                Lang::Fa => {
                    format!("این اعلامیه فاکتور {} مورخ {} را باطل می‌کند.", c.number, date(&c.issue_date, lang))
                }
            },
            BODY_BOLD,
        ));
        pages.blocks(&[Block { x: 0.0, width: CONTENT_WIDTH, entries: vec![pair(words.reason, &c.reason, 90.0)] }]);
        pages.space(12.0);
    }
    parties(&mut pages, doc, &words);
    terms(&mut pages, doc, lang, &words);

    // Amounts line up at the right: at the end of an English line, at the start of a Persian one.
    let numbers = if lang == Lang::Fa { Align::Start } else { Align::End };
    let columns = COLUMNS
        .into_iter()
        .enumerate()
        .map(|(i, width)| Column { width, align: if i >= 3 { numbers } else { Align::Start } })
        .collect();
    let header =
        header_row(&[words.line_number, words.goods, words.packages, words.quantity, words.unit_price, words.amount]);
    let mut rows: Vec<Row> = doc
        .lines
        .iter()
        .enumerate()
        .map(|(i, l)| Row {
            cells: vec![
                Cell::new(digits(&(i + 1).to_string(), lang), MUTED),
                Cell::new(goods(l, lang, &words), BODY),
                Cell::new(packages(l, lang), BODY),
                Cell::new(quantity(l.quantity, &l.unit, lang), BODY),
                Cell::new(money(l.unit_cents.into(), lang), BODY),
                Cell::new(money(l.amount_cents, lang), BODY),
            ],
            fill: None,
        })
        .collect();
    let currency = currency_name(&doc.currency, lang);
    rows.push(Row {
        cells: vec![
            Cell::new("", BODY),
            Cell::new(format!("{} {}", words.total_packages, count(doc.totals.packages, lang)), BODY_BOLD).span(2),
            Cell::new(format!("{} ({currency})", words.total), BODY_BOLD).span(2),
            Cell::new(money(doc.totals.amount_cents, lang), BODY_BOLD),
        ],
        fill: Some(SHADE),
    });
    pages.table(&Table { columns, header, rows, rule: RULE });
    pages.space(10.0);
    weights(&mut pages, doc, lang, &words);

    if let Some(bank) = &doc.bank {
        pages.space(12.0);
        bank_block(&mut pages, bank, lang, &words);
    }
    pages.space(12.0);
    pages.keep(30.0);
    pages.text(&Text::new(words.declaration, SMALL));
    finish(pages, doc, lang, title)
}

/// The widths of the invoice's table: number, goods, packages, quantity, unit price, amount. The
/// amounts' columns are the proforma's, which take the widest a revision allows whole.
pub(super) const COLUMNS: [f32; 6] = [28.0, 146.0, 88.0, 73.0, 78.0, CONTENT_WIDTH - 413.0];

/// The top of every page of both documents' first: the company, the title and number, the date.
pub(super) fn head(pages: &mut Pages, doc: &InvoiceDocument, lang: Lang, title: &str, numbers: Vec<String>) {
    let words = Words::of(lang);
    let s = &doc.seller;
    let given = |t: &&String| !t.trim().is_empty();
    let mut company = vec![Entry::Text(Text::new(in_lang(lang, &s.name, &s.name_fa), COMPANY))];
    let address = match lang {
        Lang::Fa => s.address_fa.as_ref().filter(given).or(s.address.as_ref()),
        Lang::En => s.address.as_ref(),
    };
    if let Some(address) = address.filter(given) {
        company.push(Entry::Text(Text::new(address, SMALL)));
    }
    for line in [&s.email, &s.phone, &s.website].into_iter().flatten().filter(given) {
        company.push(Entry::Text(Text::new(line, SMALL).ltr()));
    }
    let mut right = vec![Entry::Text(Text::new(title, TITLE).end()), Entry::Space(2.0)];
    for n in numbers {
        right.push(Entry::Text(Text::new(n, BODY_BOLD).end()));
    }
    right.push(Entry::Text(Text::new(format!("{} {}", words.date, date(&doc.issue_date, lang)), SMALL).end()));
    pages.blocks(&[
        Block { x: 0.0, width: CONTENT_WIDTH * 0.55, entries: company },
        Block { x: CONTENT_WIDTH * 0.55, width: CONTENT_WIDTH * 0.45, entries: right },
    ]);
    pages.space(10.0);
    pages.rule(ACCENT, 1.5);
    pages.space(12.0);
}

/// Buyer, consignee and notify party, side by side.
pub(super) fn parties(pages: &mut Pages, doc: &InvoiceDocument, words: &Words) {
    let b = &doc.buyer;
    let mut buyer = vec![Entry::Text(Text::new(words.buyer, HEADING)), Entry::Text(Text::new(&b.name, BODY_BOLD))];
    if let Some(company) = b.company.as_ref().filter(|c| !c.trim().is_empty()) {
        buyer.push(Entry::Text(Text::new(company, BODY)));
    }
    if !b.email.trim().is_empty() {
        buyer.push(Entry::Text(Text::new(&b.email, BODY).ltr()));
    }
    let consignee = if doc.consignee.trim().is_empty() { "—" } else { doc.consignee.as_str() };
    let notify = if doc.notify_party.trim().is_empty() { words.same_as_consignee } else { doc.notify_party.as_str() };
    let third = CONTENT_WIDTH / 3.0;
    pages.blocks(&[
        Block { x: 0.0, width: third - 8.0, entries: buyer },
        Block {
            x: third,
            width: third - 8.0,
            entries: vec![Entry::Text(Text::new(words.consignee, HEADING)), Entry::Text(Text::new(consignee, BODY))],
        },
        Block {
            x: 2.0 * third,
            width: third,
            entries: vec![Entry::Text(Text::new(words.notify, HEADING)), Entry::Text(Text::new(notify, BODY))],
        },
    ]);
    pages.space(12.0);
}

/// The shipment, its transport and the terms of sale, in two columns.
pub(super) fn terms(pages: &mut Pages, doc: &InvoiceDocument, lang: Lang, words: &Words) {
    let t = &doc.transport;
    let ltr_pair = |label: &str, value: &str| {
        let mut entry = pair(label, value, 92.0);
        if let Entry::Pair { value, .. } = &mut entry {
            value.ltr = true;
        }
        entry
    };
    let or_dash = |s: &str| if s.trim().is_empty() { "—".to_owned() } else { s.to_owned() };
    let mut left =
        vec![Entry::Text(Text::new(words.shipment, HEADING)), ltr_pair(words.shipment_no, &doc.shipment_number)];
    if let Some(quote) = &doc.quote_number {
        left.push(ltr_pair(words.quote, quote));
    }
    left.push(pair(words.mode, mode(&t.mode, lang), 92.0));
    left.push(pair(words.carrier, &or_dash(&t.carrier), 92.0));
    left.push(ltr_pair(transport_document(&t.mode, lang), &or_dash(&t.document)));
    if !t.containers.is_empty() {
        let list = t
            .containers
            .iter()
            .map(|c| if c.seal.trim().is_empty() { c.number.clone() } else { format!("{} / {}", c.number, c.seal) })
            .collect::<Vec<_>>()
            .join("\n");
        left.push(ltr_pair(words.containers, &list));
    }
    let right = vec![
        Entry::Text(Text::new(words.terms, HEADING)),
        pair(words.loading, &or_dash(&t.loading_place), 92.0),
        pair(words.discharge, &or_dash(&t.discharge_place), 92.0),
        pair(words.destination, &or_dash(&t.destination), 92.0),
        pair(words.incoterm, &format!("{} {}", doc.incoterm, doc.incoterm_place), 92.0),
        pair(words.payment, &or_dash(in_lang(lang, &doc.payment_terms, &doc.payment_terms_fa)), 92.0),
        pair(words.currency, &currency_name(&doc.currency, lang), 92.0),
    ];
    pages.blocks(&[
        Block { x: 0.0, width: CONTENT_WIDTH * 0.48, entries: left },
        Block { x: CONTENT_WIDTH * 0.52, width: CONTENT_WIDTH * 0.48, entries: right },
    ]);
    pages.space(14.0);
}

/// The packages and weights in all, and the goods' origin, under the table: each a line of its own
/// (a label and its number on one line read back together, whatever the reader's tool).
pub(super) fn weights(pages: &mut Pages, doc: &InvoiceDocument, lang: Lang, words: &Words) {
    let t = &doc.totals;
    for (label, value) in [
        (words.total_packages, count(t.packages, lang)),
        (words.total_net, format!("{} {}", kg(t.net_grams, lang), words.kg)),
        (words.total_gross, format!("{} {}", kg(t.gross_grams, lang), words.kg)),
        (words.country_of_origin, words.afghanistan.to_owned()),
    ] {
        pages.text(&Text::new(format!("{label}: {value}"), BODY));
    }
}

fn bank_block(pages: &mut Pages, bank: &Bank, lang: Lang, words: &Words) {
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
        if let Some(value) = value.filter(|v| !v.trim().is_empty()) {
            let mut entry = pair(label, value, 100.0);
            if let Entry::Pair { value, .. } = &mut entry {
                value.ltr = ltr;
            }
            entries.push(entry);
        }
    }
    let notes = match lang {
        Lang::Fa => bank.notes_fa.as_ref().or(bank.notes.as_ref()),
        Lang::En => bank.notes.as_ref(),
    };
    if let Some(notes) = notes.filter(|n| !n.trim().is_empty()) {
        entries.push(Entry::Space(2.0));
        entries.push(Entry::Text(Text::new(notes, SMALL)));
    }
    pages.blocks(&[Block { x: 0.0, width: CONTENT_WIDTH, entries }]);
}

/// The footer on every page, and the PDF.
pub(super) fn finish(pages: Pages, doc: &InvoiceDocument, lang: Lang, title: &str) -> Vec<u8> {
    let seller = in_lang(lang, &doc.seller.name, &doc.seller.name_fa);
    let footer_start = format!("{seller} · {title} {}", doc.number);
    let metadata = Metadata {
        title: format!("{title} {}", doc.number),
        creator: seller.to_owned(),
        language: lang.code().to_owned(),
    };
    pages.finish(
        |page, count| (Text::new(footer_start.clone(), SMALL), Text::new(page_of(page, count, lang), SMALL)),
        metadata,
    )
}

pub(super) fn header_row(labels: &[&str]) -> Row {
    Row { cells: labels.iter().map(|w| Cell::new(*w, TABLE_HEAD)).collect(), fill: Some(SHADE) }
}

/// A line's goods: the product, its HS code and origin.
fn goods(l: &InvoiceLine, lang: Lang, words: &Words) -> String {
    let mut text = in_lang(lang, &l.product_name, &l.product_name_fa).to_owned();
    if !l.hs_code.trim().is_empty() {
        text.push_str(&format!("\n{} {}", words.hs_code, l.hs_code));
    }
    let province = in_lang(lang, &l.origin_name, &l.origin_name_fa);
    let origin = if province.is_empty() {
        words.afghanistan.to_owned()
    } else {
        format!("{province}{} {}", lang.pick((",", "،")), words.afghanistan)
    };
    text.push_str(&format!("\n{} {origin}", words.origin));
    text
}

/// `100 × 10 kg carton`.
pub(super) fn packages(l: &InvoiceLine, lang: Lang) -> String {
    format!("{} × {}", count(l.packages.into(), lang), in_lang(lang, &l.package_kind, &l.package_kind_fa))
}

pub(super) fn quantity(n: i64, unit: &str, lang: Lang) -> String {
    format!("{} {}", format_number(n as f64, 0, lang), unit_counted(unit, lang).unwrap_or(unit))
}

/// A whole number, grouped, exact at any size.
pub(super) fn count(n: i128, lang: Lang) -> String {
    let text = money(n * 100, lang);
    let point = lang.pick(('.', '\u{066B}'));
    text.rsplit_once(point).map_or(text.clone(), |(whole, _)| whole.to_owned())
}

/// Grams as kilograms with three decimals, grouped: `1,590.000`, `۱٬۵۹۰٫۰۰۰`.
pub(super) fn kg(grams: i128, lang: Lang) -> String {
    let point = lang.pick(('.', '\u{066B}'));
    let fraction = digits(&format!("{:03}", grams.unsigned_abs() % 1000), lang);
    let sign = if grams < 0 { "-" } else { "" };
    format!("{sign}{}{point}{fraction}", count((grams.unsigned_abs() / 1000) as i128, lang))
}

/// `2026-11-29` as the language writes a day; a text that is no date as it is.
pub(super) fn date(ymd: &str, lang: Lang) -> String {
    let mut parts = ymd.splitn(3, '-').map(str::parse::<i32>);
    match (parts.next(), parts.next(), parts.next()) {
        (Some(Ok(y)), Some(Ok(m)), Some(Ok(d))) => long_date(y, m.clamp(1, 12) as u8, d.clamp(1, 31) as u8, lang),
        _ => ymd.to_owned(),
    }
}

fn mode(mode: &str, lang: Lang) -> &'static str {
    lang.pick(match mode {
        "air" => ("Air", "هوایی"),
        "road" => ("Road", "زمینی"),
        "rail" => ("Rail", "ریلی"),
        _ => ("Sea", "دریایی"),
    })
}

/// The transport document's name for the mode.
fn transport_document(mode: &str, lang: Lang) -> &'static str {
    lang.pick(match mode {
        "air" => ("Air waybill", "بارنامهٔ هوایی"),
        "road" => ("CMR", "بارنامهٔ جاده‌ای"),
        "rail" => ("Rail waybill", "بارنامهٔ ریلی"),
        _ => ("Bill of lading", "بارنامهٔ دریایی"),
    })
}

/// The documents' own words, in one language.
pub(super) struct Words {
    pub invoice: &'static str,
    pub credit_note: &'static str,
    pub packing_list: &'static str,
    pub number: &'static str,
    pub invoice_number: &'static str,
    pub date: &'static str,
    pub buyer: &'static str,
    pub consignee: &'static str,
    pub notify: &'static str,
    pub same_as_consignee: &'static str,
    pub shipment: &'static str,
    pub shipment_no: &'static str,
    pub quote: &'static str,
    pub mode: &'static str,
    pub carrier: &'static str,
    pub containers: &'static str,
    pub terms: &'static str,
    pub loading: &'static str,
    pub discharge: &'static str,
    pub destination: &'static str,
    pub incoterm: &'static str,
    pub payment: &'static str,
    pub currency: &'static str,
    pub line_number: &'static str,
    pub goods: &'static str,
    pub packages: &'static str,
    pub quantity: &'static str,
    pub unit_price: &'static str,
    pub amount: &'static str,
    pub total: &'static str,
    pub hs_code: &'static str,
    pub origin: &'static str,
    pub afghanistan: &'static str,
    pub country_of_origin: &'static str,
    pub total_packages: &'static str,
    pub total_net: &'static str,
    pub total_gross: &'static str,
    pub kg: &'static str,
    pub marks: &'static str,
    pub net_each: &'static str,
    pub gross_each: &'static str,
    pub net_all: &'static str,
    pub gross_all: &'static str,
    pub reason: &'static str,
    pub bank: &'static str,
    pub beneficiary: &'static str,
    pub bank_name: &'static str,
    pub account: &'static str,
    pub bank_address: &'static str,
    pub declaration: &'static str,
    pub packing_declaration: &'static str,
}

impl Words {
    pub(super) fn of(lang: Lang) -> Words {
        match lang {
            Lang::En => Words {
                invoice: "Commercial invoice",
                credit_note: "Credit note",
                packing_list: "Packing list",
                number: "No.",
                invoice_number: "Invoice No.",
                date: "Date:",
                buyer: "Buyer",
                consignee: "Consignee",
                notify: "Notify party",
                same_as_consignee: "Same as consignee",
                shipment: "Shipment",
                shipment_no: "Shipment No.",
                quote: "Quote",
                mode: "Mode",
                carrier: "Carrier",
                containers: "Containers / seals",
                terms: "Terms of sale",
                loading: "Place of loading",
                discharge: "Place of discharge",
                destination: "Destination",
                incoterm: "Incoterm",
                payment: "Payment terms",
                currency: "Currency",
                line_number: "#",
                goods: "Description of goods",
                packages: "Packages",
                quantity: "Quantity",
                unit_price: "Unit price",
                amount: "Amount",
                total: "Total",
                hs_code: "HS code",
                origin: "Origin:",
                afghanistan: "Afghanistan",
                country_of_origin: "Country of origin",
                total_packages: "Total packages",
                total_net: "Total net weight",
                total_gross: "Total gross weight",
                kg: "kg",
                marks: "Marks",
                net_each: "Net kg each",
                gross_each: "Gross kg each",
                net_all: "Net kg",
                gross_all: "Gross kg",
                reason: "Reason",
                bank: "Bank details",
                beneficiary: "Beneficiary",
                bank_name: "Bank",
                account: "Account",
                bank_address: "Bank address",
                declaration:
                    "We certify that this invoice is true and correct, and that the goods are of Afghan origin.",
                packing_declaration: "Packages, weights and marks as on the commercial invoice of the same number.",
            },
            Lang::Fa => Words {
                invoice: "فاکتور تجاری",
                credit_note: "اعلامیهٔ بستانکار",
                packing_list: "فهرست بسته‌بندی",
                number: "شماره:",
                invoice_number: "شمارهٔ فاکتور:",
                date: "تاریخ:",
                buyer: "خریدار",
                consignee: "گیرنده",
                notify: "طرف اطلاع",
                same_as_consignee: "همان گیرنده",
                shipment: "محموله",
                shipment_no: "شمارهٔ محموله",
                quote: "استعلام",
                mode: "نوع حمل",
                carrier: "حمل‌کننده",
                containers: "کانتینر / پلمب",
                terms: "شرایط فروش",
                loading: "محل بارگیری",
                discharge: "محل تخلیه",
                destination: "مقصد",
                incoterm: "اینکوترم",
                payment: "شرایط پرداخت",
                currency: "ارز",
                line_number: "ردیف",
                goods: "شرح کالا",
                packages: "بسته‌ها",
                quantity: "مقدار",
                unit_price: "قیمت واحد",
                amount: "مبلغ",
                total: "جمع کل",
                hs_code: "کد HS",
                origin: "مبدأ:",
                afghanistan: "افغانستان",
                country_of_origin: "کشور مبدأ",
                total_packages: "تعداد کل بسته‌ها",
                total_net: "وزن خالص کل",
                total_gross: "وزن ناخالص کل",
                kg: "کیلوگرم",
                marks: "علامت‌ها",
                net_each: "خالص هر بسته (کیلوگرم)",
                gross_each: "ناخالص هر بسته (کیلوگرم)",
                net_all: "وزن خالص (کیلوگرم)",
                gross_all: "وزن ناخالص (کیلوگرم)",
                reason: "دلیل",
                bank: "مشخصات بانکی",
                beneficiary: "ذی‌نفع",
                bank_name: "بانک",
                account: "شماره حساب",
                bank_address: "نشانی بانک",
                declaration: "گواهی می‌کنیم که این فاکتور درست و کامل است و کالا ساخت افغانستان است.",
                packing_declaration: "بسته‌ها، وزن‌ها و علامت‌ها همان است که در فاکتور تجاری با همین شماره آمده است.",
            },
        }
    }
}
