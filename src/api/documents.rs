//! /api/documents: the company's certificates and each product's documents (public list of the
//! valid ones, admin changes).

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::common::{actor, ApiTags, Created, Deleted};
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::errors;
use crate::models::audit::{self, AuditKind, Target};
use crate::models::documents::{self, Document, DocumentUpdate, NewDocument};
use crate::models::media;
use crate::state::AppState;

#[derive(Default)]
pub struct DocumentsApi;

#[OpenApi(prefix_path = "/api/documents", tag = "ApiTags::Documents")]
impl DocumentsApi {
    /// The valid certificates and documents
    ///
    /// Those valid today (UTC): without a `validUntil`, or with one not yet past. The company's
    /// (no `productId`) first, then each product's. Public.
    #[oai(path = "/", method = "get", operation_id = "listDocuments")]
    async fn list(&self, state: Data<&Arc<AppState>>) -> Result<Json<Vec<Document>>, errors![400]> {
        let today = state.today();
        Ok(Json(state.db.read(move |c| documents::list_valid(c, today)).await?))
    }

    /// Every certificate and document
    ///
    /// Expired ones too, in the same order as the public list.
    #[oai(path = "/all", method = "get", operation_id = "listAllDocuments")]
    async fn all(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Json<Vec<Document>>, errors![400, 401]> {
        Ok(Json(state.db.read(documents::list).await?))
    }

    /// Adds a certificate or document
    ///
    /// The file must really be a PDF or an image (`invalid_image` otherwise, `field` `file`).
    #[oai(path = "/", method = "post", operation_id = "createDocument")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<NewDocument>,
    ) -> Result<Created<Document>, errors![400, 401, 403, 404, 408, 413]> {
        let who = actor(&state, req, &admin);
        body.check()?;
        let mut new = body.0;
        let data = new.file.take().unwrap_or_default();
        let file = run_blocking(move || media::prepare_document(&data, "file")).await?;
        let document = state
            .db
            .write(move |tx| {
                let document = documents::create(tx, &new, &file)?;
                let changes = audit::diff(None, Some(&document), &["id"]);
                let target = Target::new(document.id, &document.title);
                audit::record(tx, &who, AuditKind::DocumentCreate, target, &changes)?;
                Ok(document)
            })
            .await?;
        state.site_changed();
        Ok(Created::Created(Json(document)))
    }

    /// Replaces a certificate or document
    ///
    /// Every field as sent (absent texts emptied, absent `validUntil`: no end); the file only
    /// when one is sent.
    #[oai(path = "/:id", method = "put", operation_id = "updateDocument")]
    async fn update(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<DocumentUpdate>,
    ) -> Result<Json<Document>, errors![400, 401, 403, 404, 408, 413]> {
        let who = actor(&state, req, &admin);
        body.check()?;
        let mut update = body.0;
        let file = match update.file.take() {
            Some(data) => Some(run_blocking(move || media::prepare_document(&data, "file")).await?),
            None => None,
        };
        let document = state
            .db
            .write(move |tx| {
                let before = documents::get(tx, id.0)?;
                let after = documents::update(tx, id.0, &update, file.as_ref())?;
                let changes = audit::diff(Some(&before), Some(&after), &["id"]);
                audit::record(tx, &who, AuditKind::DocumentUpdate, Target::new(id.0, &after.title), &changes)?;
                Ok(after)
            })
            .await?;
        state.site_changed();
        Ok(Json(document))
    }

    /// Removes a certificate or document
    #[oai(path = "/:id", method = "delete", operation_id = "deleteDocument")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404]> {
        let who = actor(&state, req, &admin);
        state
            .db
            .write(move |tx| {
                let before = documents::get(tx, id.0)?;
                documents::delete(tx, id.0)?;
                let changes = audit::diff(Some(&before), None, &["id"]);
                audit::record(tx, &who, AuditKind::DocumentDelete, Target::new(id.0, &before.title), &changes)
            })
            .await?;
        state.site_changed();
        Ok(Deleted::Deleted)
    }
}
