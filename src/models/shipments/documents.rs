//! Papers of others on a shipment — the phytosanitary certificate, certificate of origin, the
//! bill of lading or air waybill, inspection and insurance certificates — each a PDF or an image
//! whose bytes say what it is (`crate::models::media`'s rules for every upload).

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::records::{get, DocumentKind, Shipment};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::models::media::{self, CheckedDocument};
use crate::rules::{check_line, Field, Required};

/// At most this many papers on one shipment.
pub const MAX_DOCUMENTS: i64 = 30;

/// A paper to upload.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewShipmentDocument {
    pub kind: Required<Option<DocumentKind>>,
    /// Its number as printed (at most 60 characters).
    #[oai(validator(
        max_length = 60,
        pattern = "^[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub number: Field<Option<String>>,
    /// A `data:` URL of a PDF (at most 20 MB) or a JPEG, PNG, WebP or GIF image (at most 8 MB),
    /// which its bytes must be.
    #[oai(validator(
        pattern = r"^data:(application/pdf|image/(png|jpeg|gif|webp));base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?$"
    ))]
    pub file: Required<Option<String>>,
}

impl Example for NewShipmentDocument {
    fn example() -> Self {
        NewShipmentDocument {
            kind: Field(Some(DocumentKind::Transport)),
            number: Field(Some("MAEU123456789".into())),
            file: Field(Some(
                "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8Pj5lbmRvYmoKdHJhaWxlcjw8Pj4KJSVFT0YK".into(),
            )),
        }
    }
}

impl NewShipmentDocument {
    /// Checks everything but the file, which [`media::prepare_document`] checks before the write.
    pub fn check(&self) -> Result<DocumentKind, ApiError> {
        let mut missing = Vec::new();
        if self.kind.is_none() {
            missing.push(("Kind", "kind"));
        }
        if self.file.as_deref().is_none_or(|f| f.trim().is_empty()) {
            missing.push(("File", "file"));
        }
        if !missing.is_empty() {
            return Err(ApiError::required(&missing));
        }
        check_line("number", "Number", self.number.as_deref(), 60)?;
        Ok(self.kind.unwrap_or(DocumentKind::Other))
    }
}

/// Adds a paper to a shipment: `new` as [`NewShipmentDocument::check`] passed it (its file taken
/// out), the file as [`media::prepare_document`] checked it.
pub fn add(tx: &Transaction, id: i64, new: &NewShipmentDocument, file: &CheckedDocument) -> Result<Shipment, ApiError> {
    let kind = new.kind.ok_or_else(|| ApiError::required(&[("Kind", "kind")]))?;
    check_line("number", "Number", new.number.as_deref(), 60)?;
    get(tx, id)?;
    let count: i64 =
        tx.query_row("SELECT count(*) FROM shipment_documents WHERE shipment_id = ?1", [id], |r| r.get(0))?;
    if count >= MAX_DOCUMENTS {
        return Err(ApiError::new(ErrorCode::Conflict, format!("A shipment holds at most {MAX_DOCUMENTS} documents")));
    }
    let name = media::save_document(tx, file)?;
    tx.prepare_cached(
        "INSERT INTO shipment_documents (shipment_id, kind, number, file_media, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![id, kind, new.number.as_deref().unwrap_or_default().trim(), name, now_ms()])?;
    get(tx, id)
}

/// Removes a paper (its file goes once nothing else holds it).
pub fn remove(tx: &Transaction, id: i64, document: i64) -> Result<Shipment, ApiError> {
    get(tx, id)?;
    if tx.execute("DELETE FROM shipment_documents WHERE id = ?1 AND shipment_id = ?2", params![document, id])? == 0 {
        return Err(ApiError::not_found("Document not found"));
    }
    media::collect_garbage(tx)?;
    get(tx, id)
}
