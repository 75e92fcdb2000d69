//! The demo's certificates and lab report: small sample PDFs made here.

use base64::Engine;
use rusqlite::Transaction;

use crate::error::ApiError;
use crate::models::documents::{self, NewDocument};
use crate::models::media;
use crate::rules::{Date, Field};

/// Sample certificates of the company and a lab report of the first product: small PDFs made here
/// (marked as samples in their title and text), valid for a year or more from the day of seeding.
pub(super) fn seed(tx: &Transaction, product_ids: &[i64]) -> Result<(), ApiError> {
    let samples = [
        (
            None,
            "HACCP certificate (sample)",
            "گواهی‌نامهٔ HACCP (نمونه)",
            "Example Certification Ltd.",
            "SAMPLE-HACCP-0142",
            400,
        ),
        (
            None,
            "ISO 22000 certificate (sample)",
            "گواهی‌نامهٔ ایزو ۲۲۰۰۰ (نمونه)",
            "Example Certification Ltd.",
            "SAMPLE-ISO22000-0087",
            700,
        ),
        (
            None,
            "Organic certificate (sample)",
            "گواهی‌نامهٔ ارگانیک (نمونه)",
            "Example Organic Control",
            "SAMPLE-ORG-2291",
            540,
        ),
        (
            product_ids.first().copied(),
            "Lab report: aflatoxin and moisture (sample)",
            "گزارش آزمایشگاه: افلاتوکسین و رطوبت (نمونه)",
            "Example Food Laboratory",
            "SAMPLE-LAB-5531",
            365,
        ),
    ];
    let today = time::OffsetDateTime::now_utc().date();
    for (product_id, title, title_fa, issuer, number, days) in samples {
        let valid_until = today.checked_add(time::Duration::days(days)).unwrap_or(today).to_string();
        let pdf = sample_pdf(&[
            title,
            &format!("{issuer}  No. {number}"),
            &format!("Valid until {valid_until}"),
            "A sample document of the demo site: not a real certificate.",
        ]);
        let data = format!("data:application/pdf;base64,{}", base64::engine::general_purpose::STANDARD.encode(&pdf));
        let file = media::prepare_document(&data, "file")?;
        let new = NewDocument {
            product_id: Field(product_id),
            title: Field(Some(title.into())),
            title_fa: Field(Some(title_fa.into())),
            issuer: Field(Some(issuer.into())),
            number: Field(Some(number.into())),
            valid_until: Field(Some(Date(valid_until))),
            file: Field(None),
        };
        documents::create(tx, &new, &file)?;
    }
    Ok(())
}

/// A one-page A4 PDF with `lines` of text in Helvetica (ASCII), with a correct cross-reference table.
fn sample_pdf(lines: &[&str]) -> Vec<u8> {
    let mut text = String::from("BT /F1 20 Tf 72 760 Td 26 TL");
    for (i, line) in lines.iter().enumerate() {
        let escaped: String = line
            .chars()
            .filter(char::is_ascii)
            .map(|c| if "()\\".contains(c) { format!("\\{c}") } else { c.to_string() })
            .collect();
        if i == 1 {
            text.push_str(" /F1 12 Tf 18 TL");
        }
        text.push_str(&format!(" ({escaped}) '"));
    }
    text.push_str(" ET");
    let objects = [
        "<< /Type /Catalog /Pages 2 0 R >>".to_owned(),
        "<< /Type /Pages /Kids [3 0 R] /Count 1 >>".to_owned(),
        "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"
            .to_owned(),
        format!("<< /Length {} >>\nstream\n{text}\nendstream", text.len()),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>".to_owned(),
    ];
    let mut pdf = b"%PDF-1.4\n".to_vec();
    let mut offsets = Vec::new();
    for (i, object) in objects.iter().enumerate() {
        offsets.push(pdf.len());
        pdf.extend_from_slice(format!("{} 0 obj\n{object}\nendobj\n", i + 1).as_bytes());
    }
    let xref = pdf.len();
    pdf.extend_from_slice(format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes());
    for offset in offsets {
        pdf.extend_from_slice(format!("{offset:010} 00000 n \n").as_bytes());
    }
    pdf.extend_from_slice(
        format!("trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n", objects.len() + 1).as_bytes(),
    );
    pdf
}
