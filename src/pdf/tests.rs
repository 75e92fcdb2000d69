//! The proforma read back the way a reader's tools read it: poppler's `pdftotext` must give the
//! words in reading order (Persian ones as typed, not presentation forms, not reversed) and
//! `pdfinfo` the pages. With `PDF_SAMPLES=<dir>` the PDFs are also written there to look at
//! (`pdftoppm -png -r 60`).

use std::io::Write;
use std::process::{Command, Stdio};

use time::macros::date;

use super::proforma::{render, Bank, Buyer, Letterhead, Line, Proforma};
use crate::locale::Lang;

const PRODUCTS: [(&str, &str, &str, &str, i64); 4] = [
    ("Kaghzi Almonds", "بادام کاغذی", "25 kg jute bag", "کیسهٔ کنفی ۲۵ کیلویی", 845),
    ("Kandahari Walnuts", "گردوی قندهاری", "10 kg carton, vacuum packed", "کارتن ۱۰ کیلویی وکیوم", 1_020),
    ("Green Raisins (Kishmish)", "کشمش سبز Kishmish", "12.5 kg carton", "کارتن ۱۲٫۵ کیلویی", 390),
    ("Herat Saffron", "زعفران هرات", "", "", 185_000),
];

fn sample(lang: Lang, lines: usize) -> Proforma {
    let fa = lang == Lang::Fa;
    let pick = |en: &str, fa_text: &str| if fa { fa_text.to_owned() } else { en.to_owned() };
    let lines: Vec<Line> = (0..lines)
        .map(|i| {
            let (en, fa_name, pack, pack_fa, price) = PRODUCTS[i % PRODUCTS.len()];
            let quantity = 500 * (i as i64 + 1);
            Line {
                product: pick(en, fa_name),
                // the saffron's packaging is left empty: an optional field
                packaging: Some(pick(pack, pack_fa)).filter(|p| !p.is_empty()),
                quantity,
                unit: pick("kg", "کیلوگرم"),
                unit_price_cents: price,
                total_cents: i128::from(price * quantity),
            }
        })
        .collect();
    let total_cents = lines.iter().map(|l| l.total_cents).sum();
    Proforma {
        lang,
        letterhead: Letterhead {
            name: pick("Golbahar Dried Fruit Export", "صادرات خشکبار گلبهار"),
            address: Some(pick("Shahr-e Naw, Kabul, Afghanistan", "شهر نو، کابل، افغانستان")),
            email: Some("info@golbahar.af".into()),
            phone: Some("+93 700 123 456".into()),
            website: Some("https://golbahar.example".into()),
        },
        quote_number: "Q-2026-0007".into(),
        revision: 2,
        issued: date!(2026 - 11 - 27),
        valid_until: date!(2026 - 12 - 12),
        buyer: Buyer {
            name: pick("Amina Rahimi", "امینه رحیمی"),
            company: Some("Rahimi Trading FZE".into()),
            email: "amina@rahimi-trading.example".into(),
            phone: None,
            country: Some(pick("United Arab Emirates", "امارات متحده عربی")),
            destination: Some(pick("Jebel Ali port, Dubai", "بندر جبل علی، دبی")),
        },
        lines,
        currency: "USD".into(),
        total_cents,
        incoterm: "CPT".into(),
        place: pick("Dubai", "دبی"),
        payment_terms: pick(
            "30% advance by bank transfer, 70% against copies of the shipping documents",
            "۳۰٪ پیش‌پرداخت با حوالهٔ بانکی، ۷۰٪ در برابر رونوشت اسناد حمل",
        ),
        lead_time_days: 21,
        bank: Some(Bank {
            beneficiary: pick("Golbahar Dried Fruit Export", "صادرات خشکبار گلبهار"),
            bank_name: pick("Afghanistan International Bank", "بانک بین‌المللی افغانستان"),
            account: "0123-456789-001".into(),
            iban: None,
            swift: Some("AFIBAFKA".into()),
            bank_address: Some(pick("Shahr-e Naw, Kabul", "شهر نو، کابل")),
            notes: None,
        }),
        note: Some(pick(
            "Crop 2026. Samples can be sent by DHL before the order; write to sales@golbahar.example.",
            "محصول سال ۲۰۲۶. پیش از سفارش می‌توانیم نمونه را با DHL بفرستیم؛ به sales@golbahar.example بنویسید.",
        )),
    }
}

/// Runs a poppler tool on `pdf` (given on standard input) and returns what it prints.
pub(super) fn poppler(tool: &str, args: &[&str], pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let path = dir.path().join("doc.pdf");
    std::fs::write(&path, pdf).expect("the PDF written");
    let path = path.to_str().expect("a UTF-8 path");
    let mut all: Vec<&str> = args.to_vec();
    all.push(path);
    if tool == "pdftotext" {
        all.push("-");
    }
    let out = Command::new(tool)
        .args(&all)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("{tool} runs (Debian's poppler-utils): {e}"));
    assert!(out.status.success(), "{tool} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8 text")
}

pub(super) fn text_of(pdf: &[u8]) -> String {
    poppler("pdftotext", &["-enc", "UTF-8"], pdf)
}

pub(super) fn page_text(pdf: &[u8], page: usize) -> String {
    let page = page.to_string();
    poppler("pdftotext", &["-enc", "UTF-8", "-f", &page, "-l", &page], pdf)
}

pub(super) fn pages(pdf: &[u8]) -> usize {
    let info = poppler("pdfinfo", &[], pdf);
    let line = info.lines().find(|l| l.starts_with("Pages:")).expect("pdfinfo gives the pages");
    line["Pages:".len()..].trim().parse().expect("a number of pages")
}

/// The letters and digits of a text. pdftotext writes bidi marks around runs of either direction,
/// and its simple reordering of a right-to-left line puts a space, colon or comma that stands next
/// to a number or a Latin word on that word's other side (`تاریخ: ۶ آذر` comes out `تاریخ ۶ :آذر`),
/// although the page shows it in its place: the words and their order are what is compared.
pub(super) fn squash(text: &str) -> String {
    text.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// Each of `words` is in `text`, one after the other.
pub(super) fn assert_in_order(text: &str, words: &[&str]) {
    let all = squash(text);
    let mut rest = all.as_str();
    for word in words {
        match rest.find(&squash(word)) {
            Some(at) => rest = &rest[at + squash(word).len()..],
            None => panic!("{word:?} is not where it should be (after the words before it) in:\n{text}"),
        }
    }
}

pub(super) fn assert_has(text: &str, words: &[&str]) {
    for word in words {
        assert!(squash(text).contains(&squash(word)), "{word:?} is not in:\n{text}");
    }
}

pub(super) fn keep(name: &str, pdf: &[u8]) {
    if let Ok(dir) = std::env::var("PDF_SAMPLES") {
        let mut file = std::fs::File::create(std::path::Path::new(&dir).join(name)).expect("a sample file");
        file.write_all(pdf).expect("the sample written");
    }
}

#[test]
fn the_english_proforma_reads_in_order() {
    let pdf = render(&sample(Lang::En, 4));
    keep("proforma-en.pdf", &pdf);
    assert!(pdf.starts_with(b"%PDF-"));
    assert_eq!(pages(&pdf), 1);
    let text = text_of(&pdf);
    // each block in order (poppler may interleave blocks that stand side by side)
    assert_in_order(
        &text,
        &["Golbahar Dried Fruit Export", "Shahr-e Naw, Kabul, Afghanistan", "info@golbahar.af", "+93 700 123 456"],
    );
    assert_in_order(
        &text,
        &["Proforma invoice", "No. Q-2026-0007/2", "Date: 27 November 2026", "Valid until: 12 December 2026"],
    );
    assert_in_order(&text, &["Buyer", "Amina Rahimi", "Rahimi Trading FZE", "amina@rahimi-trading.example"]);
    assert_in_order(
        &text,
        &[
            "Product",
            "Packaging",
            "Quantity",
            "Unit price",
            "Kaghzi Almonds",
            "25 kg jute bag",
            "500 kg",
            "8.45",
            "4,225.00",
            "Herat Saffron",
            "2,000 kg",
            "1,850.00",
            "3,700,000.00",
            "Total (USD)",
            "3,720,275.00",
            "Prices hold until the end of 12 December 2026, Kabul time.",
            "Crop 2026. Samples can be sent by DHL before the order; write to sales@golbahar.example.",
            "Bank details",
        ],
    );
    assert_has(&text, &["CPT Dubai", "21 days", "Afghanistan International Bank", "AFIBAFKA", "Page 1 of 1"]);
}

#[test]
fn the_persian_proforma_reads_in_order() {
    let pdf = render(&sample(Lang::Fa, 4));
    keep("proforma-fa.pdf", &pdf);
    assert_eq!(pages(&pdf), 1);
    let text = text_of(&pdf);
    assert_in_order(&text, &["صادرات خشکبار گلبهار", "شهر نو، کابل، افغانستان", "info@golbahar.af", "+93 700 123 456"]);
    assert_in_order(&text, &["پیش‌فاکتور", "شماره: Q-2026-0007/2", "تاریخ: ۶ آذر ۱۴۰۵", "معتبر تا: ۲۱ آذر ۱۴۰۵"]);
    assert_in_order(&text, &["خریدار", "امینه رحیمی", "Rahimi Trading FZE", "amina@rahimi-trading.example"]);
    assert_in_order(
        &text,
        &[
            "محصول",
            "بسته‌بندی",
            "مقدار",
            "قیمت واحد",
            "بادام کاغذی",
            "کیسهٔ کنفی ۲۵ کیلویی",
            "۵۰۰ کیلوگرم",
            "۸٫۴۵",
            "۴٬۲۲۵٫۰۰",
            "کشمش سبز Kishmish",
            "زعفران هرات",
            "۳٬۷۰۰٬۰۰۰٫۰۰",
            "جمع کل (دلار آمریکا)",
            "۳٬۷۲۰٬۲۷۵٫۰۰",
            "قیمت‌ها تا پایان روز ۲۱ آذر ۱۴۰۵ به وقت کابل معتبر است.",
            "محصول سال ۲۰۲۶. پیش از سفارش می‌توانیم نمونه را با DHL بفرستیم؛ به sales@golbahar.example بنویسید.",
            "مشخصات بانکی",
        ],
    );
    assert_has(&text, &["CPT دبی", "۲۱ روز", "بانک بین‌المللی افغانستان", "AFIBAFKA", "صفحه ۱ از ۱"]);
    // as typed: the zero-width non-joiner kept, lam-alef as its two letters in order, the Persian
    // separators of thousands and decimals
    let unmarked: String = text.chars().filter(|c| !matches!(c, '\u{202A}'..='\u{202E}')).collect();
    for exact in ["پیش‌فاکتور", "بسته‌بندی", "جمع کل (دلار آمریکا)", "کشمش سبز Kishmish", "۳٬۷۲۰٬۲۷۵٫۰۰"]
    {
        assert!(unmarked.contains(exact), "{exact:?} is not in:\n{unmarked}");
    }
}

/// Forty lines do not fit one page: the table runs onto the next, under its header again.
#[test]
fn many_lines_run_onto_more_pages_under_the_header() {
    for (lang, header, last) in [
        (Lang::En, ["Product", "Packaging", "Unit price"], "20,000 kg"),
        (Lang::Fa, ["محصول", "بسته‌بندی", "قیمت واحد"], "۲۰٬۰۰۰ کیلوگرم"),
    ] {
        let pdf = render(&sample(lang, 40));
        keep(&format!("proforma-40-{}.pdf", lang.code()), &pdf);
        let count = pages(&pdf);
        assert!(count >= 2, "{count} page(s)");
        let second = page_text(&pdf, 2);
        assert_in_order(&second, &header);
        assert_has(&text_of(&pdf), &[last]);
        let footer = match lang {
            Lang::En => format!("Page 2 of {count}"),
            Lang::Fa => crate::locale::persian_digits(&format!("صفحه ۲ از {count}")),
        };
        assert_has(&second, &[&footer]);
    }
}

/// Whatever the texts hold, a PDF comes out: empty texts, a word wider than the page, emoji and
/// scripts the font lacks (drawn as its .notdef), control and bidi control characters.
#[test]
fn unusual_texts_still_make_a_pdf() {
    let long_word = "x".repeat(3_000);
    let odd = "😀 👍🏽 \u{0}\u{7}\t\r\n\u{202E}reversed\u{202C} \u{2029} 中文 ́ \u{FEFF}\u{200D}\u{200C} ﷽ لا";
    for lang in Lang::ALL {
        let mut doc = sample(lang, 3);
        doc.letterhead.name = String::new();
        doc.letterhead.address = Some(long_word.clone());
        doc.buyer.name = odd.into();
        doc.buyer.company = Some(String::new());
        doc.lines[0].product = long_word.clone();
        doc.lines[1].product = odd.into();
        doc.lines[2].packaging = Some(String::new());
        doc.payment_terms = String::new();
        doc.place = "\n\n\n".into();
        doc.note = Some(format!("{odd}\n{long_word}"));
        doc.quote_number = String::new();
        doc.total_cents = i128::MIN;
        doc.lines[0].unit_price_cents = i64::MAX;
        doc.lead_time_days = -1;
        let pdf = render(&doc);
        assert!(pdf.starts_with(b"%PDF-"), "{lang:?}");
        assert!(pages(&pdf) >= 1);
        text_of(&pdf);

        let mut empty = sample(lang, 0);
        empty.bank = None;
        empty.note = None;
        let pdf = render(&empty);
        assert_eq!(pages(&pdf), 1);
    }
}

/// The fonts go in as subsets with ToUnicode maps (pdffonts: CID TrueType, embedded, subset,
/// Unicode), the document says its title and direction, stays small, and the same proforma gives
/// the same bytes (the e-mailed attachment is the download).
#[test]
fn the_fonts_are_embedded_subsets_and_the_document_is_small() {
    for lang in Lang::ALL {
        let pdf = render(&sample(lang, 4));
        assert_eq!(pdf, render(&sample(lang, 4)), "{lang:?}");
        assert!(pdf.len() < 30_000, "{lang:?}: {} bytes", pdf.len());
        let fonts = poppler("pdffonts", &[], &pdf);
        let rows: Vec<&str> = fonts.lines().skip(2).collect();
        assert_eq!(rows.len(), 2, "{fonts}");
        for row in rows {
            let columns: Vec<&str> = row.split_whitespace().collect();
            assert!(columns[0].len() > 7 && columns[0].as_bytes()[6] == b'+', "a subset's name: {row}");
            assert!(row.contains("CID TrueType") && row.contains("Identity-H"), "{row}");
            assert_eq!(columns[columns.len() - 5..columns.len() - 2], ["yes", "yes", "yes"], "{row}");
        }
        let info = poppler("pdfinfo", &[], &pdf);
        let title = match lang {
            Lang::En => "Title:           Proforma invoice Q-2026-0007/2",
            Lang::Fa => "Title:           پیش‌فاکتور Q-2026-0007/2",
        };
        assert!(info.lines().any(|l| l == title), "{info}");
        let r2l = pdf.windows(15).any(|w| w == b"/Direction /R2L");
        assert_eq!(r2l, lang == Lang::Fa);
    }
}

/// A letter with a mark over it stays in its word: `لطفاً` (alef and tanween), `مدّت` (a shadda
/// inside a word) come out whole, not `لطف ًا` (poppler made the raised mark, drawn at the
/// alef's left, a word of its own). `PDF_SAMPLES` keeps the page to look at.
#[test]
fn a_letter_keeps_its_marks_in_its_word() {
    let mut doc = sample(Lang::Fa, 1);
    let words = ["لطفاً", "قطعاً", "واقعاً", "مدّت", "کیسهٔ", "بٌلا"];
    doc.note = Some(format!(
        "{} پیش از پرداخت با ما تماس بگیرید. {} و {} در {} یک هفته، در {} کنفی. {}",
        words[0], words[1], words[2], words[3], words[4], words[5]
    ));
    doc.payment_terms = "لطفاً ۳۰٪ پیش‌پرداخت".into();
    let pdf = render(&doc);
    keep("proforma-marks-fa.pdf", &pdf);
    let text: String = text_of(&pdf).chars().filter(|c| !matches!(c, '\u{202A}'..='\u{202E}')).collect();
    for word in words {
        assert!(
            text.split_whitespace().any(|w| w.trim_matches(|c: char| c.is_ascii_punctuation()) == word),
            "{word:?} is not a word of:\n{text}"
        );
    }
    assert_eq!(text.matches("لطفاً").count(), 2, "in the note and in the payment terms:\n{text}");
}

/// Every amount the contract accepts prints whole, on one line of its cell, in either language's
/// digits: the largest unit price ([`MAX_AMOUNT`]), the largest total ([`MAX_TOTAL_CENTS`], bold
/// on the grand total's row) and the largest quantity, measured as the table lays them out.
#[test]
fn the_widest_amounts_fit_their_cells() {
    use super::layout::CELL_PAD_X;
    use super::proforma::{money, COLUMNS};
    use super::text::{lines, Weight};
    use crate::locale::format_number;
    use crate::rules::{MAX_AMOUNT, MAX_TOTAL_CENTS};
    for lang in Lang::ALL {
        let widest = [
            (money(i128::from(MAX_AMOUNT) * 100, lang), 4, Weight::Regular),
            (money(MAX_TOTAL_CENTS.into(), lang), 5, Weight::Regular),
            (money(MAX_TOTAL_CENTS.into(), lang), 5, Weight::Bold),
            (format_number(MAX_AMOUNT as f64, 0, lang), 3, Weight::Regular),
        ];
        for (text, column, weight) in widest {
            let room = COLUMNS[column] - 2.0 * CELL_PAD_X;
            let laid = lines(&text, weight, 9.0, room, lang == Lang::Fa);
            assert_eq!(laid.len(), 1, "{text} takes {} lines in column {column} ({room} pt)", laid.len());
            let width = laid[0].width * 9.0;
            assert!(width <= room, "{text}: {width} pt in {room} pt");
        }
    }
    for lang in Lang::ALL {
        let mut doc = sample(lang, 2);
        doc.lines[0].unit_price_cents = MAX_AMOUNT * 100;
        doc.lines[0].total_cents = i128::from(MAX_AMOUNT) * 100 * 999;
        doc.lines[1].quantity = MAX_AMOUNT;
        doc.total_cents = MAX_TOTAL_CENTS.into();
        let pdf = render(&doc);
        keep(&format!("proforma-widest-{}.pdf", lang.code()), &pdf);
        let text = text_of(&pdf);
        for cents in [i128::from(MAX_AMOUNT) * 100, doc.total_cents] {
            let digits = |s: &str| s.chars().filter(|c| c.is_numeric()).collect::<String>();
            let amount = digits(&money(cents, lang));
            assert!(text.lines().any(|l| digits(l).contains(&amount)), "{amount} is not whole on a line of:\n{text}");
        }
    }
    assert_eq!(money(9_223_372_036_854_775_807 * 1000, Lang::En), "92,233,720,368,547,758,070.00", "no saturation");
}
