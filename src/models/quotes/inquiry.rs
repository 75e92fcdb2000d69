//! The request side: a visitor's inquiry over several products (its form and every rule of it),
//! recorded as a new quote request with its number of the year and its token.

use std::collections::HashSet;

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, OptionalExtension, Transaction};

use super::dates::{kabul_date, parse_date};
use super::records::{get, Quote};
use super::token::new_token;
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::models::facts::{self, Incoterm};
use crate::models::orders::Lang;
use crate::rules::{
    check_email, check_field, check_line, check_required, is_blank, non_blank, refuse_invisible, Date, Email, Field,
    Required, MAX_AMOUNT,
};

/// Lines an inquiry may hold.
pub const MAX_LINES: usize = 30;

/// One product of an inquiry.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct InquiryLine {
    pub product_id: i64,
    /// A whole number of the product's unit, at least its minimum order.
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub quantity: Field<i64>,
    /// The English text of one of the product's packaging options.
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub packaging: Field<Option<String>>,
}

/// An inquiry as a visitor sends it from the inquiry list.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewInquiry {
    /// 1 to 30 products, each once.
    #[oai(validator(min_items = 1, max_items = 30))]
    pub lines: Required<Option<Vec<InquiryLine>>>,
    #[oai(validator(
        max_length = 120,
        pattern = "^\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*\
                   [^\\s\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub name: Required<Option<String>>,
    #[oai(validator(
        max_length = 120,
        pattern = "^\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub company: Field<Option<String>>,
    /// Where the answer goes.
    #[oai(validator(
        max_length = 254,
        pattern = "^\
                   [^@\\s?&<>\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]+@\
                   [^@\\s?&<>\".\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]\
                   [^@\\s?&<>\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*\\.\
                   [^@\\s?&<>\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*\
                   [^@\\s?&<>\".\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]$"
    ))]
    pub email: Required<Option<Email>>,
    /// A phone or WhatsApp number: digits, spaces and `+-()`.
    #[oai(validator(max_length = 40, pattern = r"^[0-9 +()-]*$"))]
    pub phone: Field<Option<String>>,
    #[oai(validator(
        max_length = 80,
        pattern = "^\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub country: Field<Option<String>>,
    /// The destination port or city.
    #[oai(validator(
        max_length = 120,
        pattern = "^\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub destination: Field<Option<String>>,
    pub incoterm: Field<Option<Incoterm>>,
    /// Not before today in Kabul (409 `date_out_of_range`).
    pub wanted_by: Field<Option<Date>>,
    pub samples_first: Field<Option<bool>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub notes: Field<Option<String>>,
    /// The language of the page it is sent from: the buyer's mails and page are written in it.
    pub lang: Required<Option<Lang>>,
}

impl Example for NewInquiry {
    fn example() -> Self {
        NewInquiry {
            lines: Field(Some(vec![InquiryLine { product_id: 1, quantity: Field(500), packaging: Field(None) }])),
            name: Field(Some("Maryam Ahmadi".into())),
            company: Field(Some("Ahmadi Trading GmbH".into())),
            email: Field(Some(Email("maryam@example.com".into()))),
            phone: Field(Some("+49 40 123456".into())),
            country: Field(Some("Germany".into())),
            destination: Field(Some("Hamburg".into())),
            incoterm: Field(Some(Incoterm::Cpt)),
            wanted_by: Field(None),
            samples_first: Field(Some(false)),
            notes: Field(None),
            lang: Field(Some(Lang::En)),
        }
    }
}

/// What the inquiry's sender is told.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase")]
pub struct InquiryCreated {
    pub id: i64,
    pub number: String,
    /// The buyer's private page: `/quote/<token>`.
    pub quote_url: String,
}

impl NewInquiry {
    fn check(&self) -> Result<(), ApiError> {
        check_required(&[
            ("Products", "lines", self.lines.as_ref().is_some_and(|l| !l.is_empty())),
            ("Name", "name", !is_blank(self.name.as_deref())),
            ("E-mail", "email", !is_blank(self.email.as_deref())),
            ("Language", "lang", self.lang.is_some()),
        ])?;
        let lines = self.lines.as_deref().unwrap_or_default();
        if lines.len() > MAX_LINES {
            return Err(ApiError::invalid("lines", format!("At most {MAX_LINES} products in one inquiry")));
        }
        for line in lines {
            if !(1..=MAX_AMOUNT).contains(&*line.quantity) {
                return Err(ApiError::invalid("lines", "Quantity must be a whole number from 1 to 1000000000"));
            }
            check_field("lines", "Packaging", line.packaging.as_deref(), facts::MAX_FACT_TEXT, false)?;
        }
        // one-line texts printed beside the site's own words (mail, the proforma, quotes.csv)
        check_line("name", "Name", self.name.as_deref(), 120)?;
        check_line("company", "Company", self.company.as_deref(), 120)?;
        check_email(self.email.as_deref().unwrap_or_default()).map_err(|e| e.field("email"))?;
        refuse_invisible("email", "E-mail", self.email.as_deref())?;
        let phone = self.phone.as_deref().unwrap_or_default();
        if phone.chars().count() > 40 || !phone.chars().all(|c| c.is_ascii_digit() || " +-()".contains(c)) {
            return Err(ApiError::invalid("phone", "Phone may hold only digits, spaces and + - ( ) (at most 40)"));
        }
        check_line("country", "Country", self.country.as_deref(), 80)?;
        check_line("destination", "Destination", self.destination.as_deref(), 120)?;
        check_field("notes", "Notes", self.notes.as_deref(), 2000, true)?;
        if let Some(d) = self.wanted_by.as_ref().filter(|d| !d.0.trim().is_empty()) {
            parse_date("wantedBy", d)?;
        }
        Ok(())
    }
}

/// The next number of the year (in Kabul): `Q-2026-0007`.
fn next_number(tx: &Transaction, now: i64) -> Result<String, ApiError> {
    let year = kabul_date(now).year();
    let prefix = format!("Q-{year}-");
    let last: Option<i64> = tx.query_row(
        "SELECT max(CAST(substr(number, ?2) AS INTEGER)) FROM quotes WHERE number LIKE ?1 || '%'",
        params![prefix, prefix.len() as i64 + 1],
        |r| r.get(0),
    )?;
    Ok(format!("{prefix}{:04}", last.unwrap_or(0) + 1))
}

/// Records an inquiry as a new quote request (its mail is `crate::mail::quotes::inquiry`'s).
pub fn create(tx: &Transaction, new: &NewInquiry, today: time::Date) -> Result<Quote, ApiError> {
    new.check()?;
    if let Some(d) = new.wanted_by.as_ref().filter(|d| !d.0.trim().is_empty()) {
        if parse_date("wantedBy", d)? < today {
            return Err(ApiError::new(ErrorCode::DateOutOfRange, "The wanted-by date must not be in the past")
                .field("wantedBy"));
        }
    }
    let lines = new.lines.as_deref().unwrap_or_default();
    let mut seen = HashSet::new();
    let mut rows = Vec::new();
    for line in lines {
        let product: Option<(String, String, String)> = tx
            .prepare_cached("SELECT name, name_fa, unit FROM products WHERE id = ?1")?
            .query_row([line.product_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .optional()?;
        let (name, name_fa, unit) = product.ok_or_else(|| ApiError::not_found("Product not found"))?;
        if !seen.insert(line.product_id) {
            return Err(
                ApiError::new(ErrorCode::DuplicateProduct, format!("{name} is in the inquiry twice")).field("lines")
            );
        }
        facts::check_min_order(tx, line.product_id, *line.quantity).map_err(|e| e.field("lines"))?;
        let packaging = match non_blank(&line.packaging) {
            None => None,
            Some(p) => {
                let options = facts::read(tx, line.product_id)?.packaging;
                let option = options.into_iter().find(|o| o.en.trim() == p.trim()).ok_or_else(|| {
                    ApiError::new(ErrorCode::UnknownPackaging, format!("{name} is not packed as {p}")).field("lines")
                })?;
                Some((option.en.0.clone(), option.fa.0.clone().filter(|f| !f.trim().is_empty())))
            }
        };
        rows.push((line.product_id, name, name_fa, unit, *line.quantity, packaging));
    }
    let now = now_ms();
    let number = next_number(tx, now)?;
    let token = new_token();
    tx.prepare_cached(
        "INSERT INTO quotes (number, token, lang, name, company, email, phone, country, destination, incoterm,
             wanted_by, samples_first, notes, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
    )?
    .execute(params![
        number,
        token,
        new.lang.unwrap_or(Lang::En),
        new.name.as_deref().unwrap_or_default().trim(),
        non_blank(&new.company),
        new.email.as_deref().unwrap_or_default().trim(),
        non_blank(&new.phone),
        non_blank(&new.country),
        non_blank(&new.destination),
        *new.incoterm,
        new.wanted_by.as_ref().map(|d| d.0.trim()).filter(|d| !d.is_empty()),
        new.samples_first.unwrap_or(false),
        non_blank(&new.notes),
        now,
    ])?;
    let id = tx.last_insert_rowid();
    for (position, (product_id, name, name_fa, unit, quantity, packaging)) in rows.into_iter().enumerate() {
        let (packaging, packaging_fa) = packaging.unzip();
        tx.prepare_cached(
            "INSERT INTO quote_lines (quote_id, position, product_id, product_name, product_name_fa, unit, quantity,
                 packaging, packaging_fa)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?
        .execute(params![
            id,
            position as i64,
            product_id,
            name,
            name_fa,
            unit,
            quantity,
            packaging,
            packaging_fa.flatten()
        ])?;
    }
    get(tx, id, today)
}
