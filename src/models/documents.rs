//! Certificates and documents: the company's certificates (HACCP, ISO 22000, organic, halal, ...)
//! and each product's documents (a lab report, a specification sheet). Each is a PDF or an image
//! stored in the media table, with a title in English and Persian, an issuer, a number and the
//! last day it is valid (none for a document that does not expire). The public pages list only
//! those valid on the site's date (UTC): an expired one leaves them by itself at midnight.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Row, Transaction};

use super::media::{self, CheckedDocument};
use crate::db::now_ms;
use crate::error::ApiError;
use crate::rules::{check_field, check_required, is_blank, text_enum, Date, Field, Required};

pub const MAX_TITLE: usize = 200;
pub const MAX_ISSUER: usize = 200;
pub const MAX_NUMBER: usize = 100;

text_enum!(
    /// What the file is, read from its bytes.
    FileType {
        Pdf => "application/pdf",
        Jpeg => "image/jpeg",
        Png => "image/png",
        Gif => "image/gif",
        Webp => "image/webp",
    }
);

#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Document {
    pub id: i64,
    /// The product it belongs to; absent: a certificate of the company.
    pub product_id: Option<i64>,
    /// The title in English.
    pub title: String,
    /// The title in Persian; empty: the Persian pages show the English one.
    pub title_fa: String,
    /// Who issued it (may be empty).
    pub issuer: String,
    /// Its number (may be empty).
    pub number: String,
    /// The last day it is valid (`YYYY-MM-DD`); absent: it does not expire.
    #[oai(validator(pattern = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"))]
    pub valid_until: Option<String>,
    /// Where it downloads from (`/media/<hash>.<ext>`).
    pub file_url: String,
    pub file_type: FileType,
}

/// The patterns of the texts: no control characters; a title needs one that is not a space.
macro_rules! document_fields {
    ($(#[$meta:meta])* $name:ident, $file:ty, $file_doc:literal) => {
        $(#[$meta])*
        #[derive(Object, Debug, Default)]
        #[oai(rename_all = "camelCase", example)]
        pub struct $name {
            /// The product it belongs to; absent or null: a certificate of the company.
            pub product_id: Field<Option<i64>>,
            /// The title in English.
            #[oai(validator(
                max_length = 200,
                pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
            ))]
            pub title: Required<Option<String>>,
            /// The title in Persian (absent or empty: the English one is shown).
            #[oai(validator(max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
            pub title_fa: Field<Option<String>>,
            #[oai(validator(max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
            pub issuer: Field<Option<String>>,
            #[oai(validator(max_length = 100, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
            pub number: Field<Option<String>>,
            /// The last day it is valid; absent or blank: it does not expire.
            pub valid_until: Field<Option<Date>>,
            #[doc = $file_doc]
            #[oai(validator(pattern = r"^data:(application/pdf|image/(png|jpeg|gif|webp));base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?$"))]
            pub file: $file,
        }
    };
}

document_fields!(
    /// A new certificate or document.
    NewDocument,
    Required<Option<String>>,
    "The file: a PDF (at most 20 MB) or a JPEG, PNG, WebP or GIF image (at most 8 MB) as a base64 data URL; the bytes decide which."
);

document_fields!(
    /// A certificate or document as it is to be: every field replaced (an absent text is emptied,
    /// an absent `validUntil` means no end) except the file, kept when absent.
    DocumentUpdate,
    Field<Option<String>>,
    "A new file (as in `NewDocument`); absent or null: the file stays."
);

const SAMPLE_PDF: &str = "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8Pj5lbmRvYmoKdHJhaWxlcjw8Pj4KJSVFT0YK";

impl Example for NewDocument {
    fn example() -> Self {
        NewDocument {
            product_id: Field(None),
            title: Field(Some("HACCP certificate".into())),
            title_fa: Field(Some("گواهی‌نامهٔ HACCP".into())),
            issuer: Field(Some("Control Union".into())),
            number: Field(Some("CU-HACCP-2026-0142".into())),
            valid_until: Field(Some(Date("2027-06-30".into()))),
            file: Field(Some(SAMPLE_PDF.into())),
        }
    }
}

impl Example for DocumentUpdate {
    fn example() -> Self {
        DocumentUpdate {
            product_id: Field(None),
            title: Field(Some("HACCP certificate".into())),
            title_fa: Field(Some("گواهی‌نامهٔ HACCP".into())),
            issuer: Field(Some("Control Union".into())),
            number: Field(Some("CU-HACCP-2026-0142".into())),
            valid_until: Field(Some(Date("2028-06-30".into()))),
            file: Field(None),
        }
    }
}

/// The checked texts of a request, ready to store.
struct Texts<'a> {
    product_id: Option<i64>,
    title: &'a str,
    title_fa: &'a str,
    issuer: &'a str,
    number: &'a str,
    valid_until: Option<String>,
}

/// The file's claimed type, which the schema's pattern declares (the bytes decide what it is).
fn check_claim(file: &str) -> Result<(), ApiError> {
    let claimed = ["application/pdf", "image/png", "image/jpeg", "image/gif", "image/webp"].iter().any(|mime| {
        file.strip_prefix("data:").and_then(|r| r.strip_prefix(mime)).is_some_and(|r| r.starts_with(";base64,"))
    });
    if claimed {
        Ok(())
    } else {
        Err(ApiError::new(
            crate::error::ErrorCode::InvalidImage,
            "The file must be a PDF or a JPEG, PNG, WebP or GIF image sent as a base64 data URL",
        )
        .field("file"))
    }
}

#[allow(clippy::too_many_arguments)]
fn check<'a>(
    product_id: Option<i64>,
    title: Option<&'a str>,
    title_fa: Option<&'a str>,
    issuer: Option<&'a str>,
    number: Option<&'a str>,
    valid_until: Option<&Date>,
    file: Option<&str>,
    file_required: bool,
) -> Result<Texts<'a>, ApiError> {
    check_required(&[("Title", "title", !is_blank(title)), ("File", "file", !(file_required && is_blank(file)))])?;
    // the lengths as sent (as the schema counts them), stored without the spaces around
    check_field("title", "Title", title, MAX_TITLE, false)?;
    check_field("titleFa", "Persian title", title_fa, MAX_TITLE, false)?;
    check_field("issuer", "Issuer", issuer, MAX_ISSUER, false)?;
    check_field("number", "Number", number, MAX_NUMBER, false)?;
    let [title, title_fa, issuer, number] = [title, title_fa, issuer, number].map(|t| t.unwrap_or_default().trim());
    let valid_until = match valid_until.map(|d| d.0.trim()).filter(|d| !d.is_empty()) {
        None => None,
        Some(text) => Some(parse_date(text)?.to_string()),
    };
    if let Some(id) = product_id {
        if id < 1 {
            return Err(ApiError::not_found("Product not found"));
        }
    }
    // absent or null keeps the file of a stored document; any text must be a data URL
    if let Some(file) = file {
        check_claim(file)?;
    }
    Ok(Texts { product_id, title, title_fa, issuer, number, valid_until })
}

/// A calendar date `YYYY-MM-DD` (four-digit year).
fn parse_date(text: &str) -> Result<time::Date, ApiError> {
    crate::rules::date_of(text).ok_or_else(|| crate::rules::not_a_date("Valid until").field("validUntil"))
}

impl NewDocument {
    /// Checks everything but the file's bytes (see [`media::prepare_document`]).
    pub fn check(&self) -> Result<(), ApiError> {
        self.texts(true).map(|_| ())
    }

    /// `file_required`: false once the file has been taken out to be checked on its own.
    fn texts(&self, file_required: bool) -> Result<Texts<'_>, ApiError> {
        check(
            *self.product_id,
            self.title.as_deref(),
            self.title_fa.as_deref(),
            self.issuer.as_deref(),
            self.number.as_deref(),
            self.valid_until.as_ref(),
            self.file.as_deref(),
            file_required,
        )
    }
}

impl DocumentUpdate {
    /// Checks everything but the file's bytes (see [`media::prepare_document`]).
    pub fn check(&self) -> Result<(), ApiError> {
        self.texts().map(|_| ())
    }

    fn texts(&self) -> Result<Texts<'_>, ApiError> {
        check(
            *self.product_id,
            self.title.as_deref(),
            self.title_fa.as_deref(),
            self.issuer.as_deref(),
            self.number.as_deref(),
            self.valid_until.as_ref(),
            self.file.as_deref(),
            false,
        )
    }
}

fn product_exists(tx: &Transaction, id: Option<i64>) -> Result<(), ApiError> {
    let Some(id) = id else { return Ok(()) };
    let found: Option<i64> = tx.query_row("SELECT id FROM products WHERE id = ?1", [id], |r| r.get(0)).optional()?;
    match found {
        Some(_) => Ok(()),
        // a product that does not exist, like an unknown path (a schema cannot state which exist)
        None => Err(ApiError::not_found("Product not found")),
    }
}

/// `file` is `new.file`, checked beforehand with [`media::prepare_document`].
pub fn create(tx: &Transaction, new: &NewDocument, file: &CheckedDocument) -> Result<Document, ApiError> {
    let t = new.texts(false)?;
    product_exists(tx, t.product_id)?;
    let media = media::save_document(tx, file)?;
    let now = now_ms();
    tx.execute(
        "INSERT INTO documents (product_id, title, title_fa, issuer, number, valid_until, file_media, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
        params![t.product_id, t.title, t.title_fa, t.issuer, t.number, t.valid_until, media, now],
    )?;
    get(tx, tx.last_insert_rowid())
}

/// Replaces the document's fields, and its file when `file` is given.
pub fn update(
    tx: &Transaction,
    id: i64,
    update: &DocumentUpdate,
    file: Option<&CheckedDocument>,
) -> Result<Document, ApiError> {
    let t = update.texts()?;
    get(tx, id)?;
    product_exists(tx, t.product_id)?;
    tx.execute(
        "UPDATE documents SET product_id = ?2, title = ?3, title_fa = ?4, issuer = ?5, number = ?6, valid_until = ?7,
             updated_at = ?8 WHERE id = ?1",
        params![id, t.product_id, t.title, t.title_fa, t.issuer, t.number, t.valid_until, now_ms()],
    )?;
    if let Some(file) = file {
        let media = media::save_document(tx, file)?;
        tx.execute("UPDATE documents SET file_media = ?2 WHERE id = ?1", params![id, media])?;
        media::collect_garbage(tx)?;
    }
    get(tx, id)
}

pub fn delete(tx: &Transaction, id: i64) -> Result<(), ApiError> {
    if tx.execute("DELETE FROM documents WHERE id = ?1", [id])? == 0 {
        return Err(not_found());
    }
    media::collect_garbage(tx)
}

fn not_found() -> ApiError {
    ApiError::not_found("Document not found")
}

const COLUMNS: &str =
    "d.id, d.product_id, d.title, d.title_fa, d.issuer, d.number, d.valid_until, d.file_media, m.mime";

fn from_row(r: &Row) -> rusqlite::Result<Document> {
    let media: String = r.get(7)?;
    Ok(Document {
        id: r.get(0)?,
        product_id: r.get(1)?,
        title: r.get(2)?,
        title_fa: r.get(3)?,
        issuer: r.get(4)?,
        number: r.get(5)?,
        valid_until: r.get(6)?,
        file_url: format!("/media/{media}"),
        file_type: r.get(8)?,
    })
}

pub fn get(conn: &Connection, id: i64) -> Result<Document, ApiError> {
    conn.query_row(
        &format!("SELECT {COLUMNS} FROM documents d JOIN media m ON m.name = d.file_media WHERE d.id = ?1"),
        [id],
        from_row,
    )
    .optional()?
    .ok_or_else(not_found)
}

/// Every document: the company's first, then each product's; the soonest to end first.
pub fn list(conn: &Connection) -> Result<Vec<Document>, ApiError> {
    select(conn, "", None)
}

/// The documents valid on `today` (the public pages' list).
pub fn list_valid(conn: &Connection, today: time::Date) -> Result<Vec<Document>, ApiError> {
    select(conn, "WHERE d.valid_until IS NULL OR d.valid_until >= ?1", Some(today.to_string()))
}

fn select(conn: &Connection, filter: &str, today: Option<String>) -> Result<Vec<Document>, ApiError> {
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM documents d JOIN media m ON m.name = d.file_media {filter}
         ORDER BY d.product_id IS NOT NULL, d.product_id, d.valid_until IS NULL, d.valid_until, d.id"
    ))?;
    let rows = match today {
        Some(today) => stmt.query_map([today], from_row)?.collect::<Result<_, _>>()?,
        None => stmt.query_map([], from_row)?.collect::<Result<_, _>>()?,
    };
    Ok(rows)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_calendar_days_with_four_digit_years() {
        assert_eq!(parse_date("2027-02-28").unwrap().to_string(), "2027-02-28");
        for bad in ["2027-02-30", "27-02-28", "2027-2-8", "tomorrow", "+12027-01-01", "2027-02-28T00:00"] {
            assert!(parse_date(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_claimed_type_is_one_the_schema_allows() {
        assert!(check_claim("data:application/pdf;base64,JVBE").is_ok());
        assert!(check_claim("data:image/webp;base64,").is_ok());
        assert!(check_claim("data:text/html;base64,PGh0bWw+").is_err());
        assert!(check_claim("data:image/svg+xml;base64,PHN2Zz4=").is_err());
        assert!(check_claim("https://example.com/a.pdf").is_err());
    }
}
