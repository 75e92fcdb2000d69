//! The proforma invoice of one revision of a quote, in English or Persian: what it says. The quotes
//! model fills a [`Proforma`] with texts already in the document's language (product names, units,
//! the named place, payment terms, bank notes); the document's own words (its headings and labels),
//! its digits and its dates are the renderer's.

use time::Date;

use crate::locale::Lang;

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
    pub total_cents: i64,
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
    pub total_cents: i64,
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

// Interim renderer: replaced by the proforma helper's
/// The proforma as a real one-page PDF: its lines in plain ASCII (English; other letters as `?`).
pub fn render(doc: &Proforma) -> Vec<u8> {
    let money = |cents: i64| format!("{}.{:02}", cents / 100, (cents % 100).abs());
    let mut lines = vec![
        format!("{} - Proforma invoice {}/{}", doc.letterhead.name, doc.quote_number, doc.revision),
        format!("Issued {}  Valid until {}", doc.issued, doc.valid_until),
        format!("Buyer: {} {}", doc.buyer.name, doc.buyer.company.as_deref().unwrap_or_default()),
    ];
    for l in &doc.lines {
        let packed = l.packaging.as_deref().map(|p| format!(" ({p})")).unwrap_or_default();
        let (unit, total) = (money(l.unit_price_cents), money(l.total_cents));
        lines.push(format!("{}{packed}: {} {} x {unit} = {total} {}", l.product, l.quantity, l.unit, doc.currency));
    }
    lines.push(format!("Total: {} {}", money(doc.total_cents), doc.currency));
    lines.push(format!("{} {}; {}; {} days", doc.incoterm, doc.place, doc.payment_terms, doc.lead_time_days));
    if let Some(bank) = &doc.bank {
        lines.push(format!("Bank: {}, {}, account {}", bank.beneficiary, bank.bank_name, bank.account));
    }
    let mut text = String::from("BT /F1 11 Tf 50 790 Td 14 TL\n");
    for line in &lines {
        let ascii: String = line
            .chars()
            .take(95)
            .map(|c| match c {
                '(' | ')' | '\\' => format!("\\{c}"),
                c if c.is_ascii() && !c.is_ascii_control() => c.to_string(),
                _ => "?".into(),
            })
            .collect();
        text.push_str(&format!("({ascii}) Tj T*\n"));
    }
    text.push_str("ET\n");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>"
            .to_owned(),
        format!("<< /Length {} >>\nstream\n{text}endstream", text.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_owned(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, o) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{o}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for o in offsets {
        pdf.extend_from_slice(format!("{o:010} 00000 n \n").as_bytes());
    }
    let trailer = format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1);
    pdf.extend_from_slice(trailer.as_bytes());
    pdf
}
