//! Health and backups.

use std::sync::Arc;

use poem::web::Data;
use poem::Body;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{Object, OpenApi};

use super::ApiTags;
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::error::ApiError;
use crate::errors;
use crate::state::AppState;

#[derive(Default)]
pub struct SystemApi;

#[derive(Object)]
struct Health {
    status: String,
}

#[OpenApi(tag = "ApiTags::System")]
impl SystemApi {
    /// Health check
    ///
    /// Answers `ok` when the server and its database answer. Public.
    #[oai(path = "/api/health", method = "get", operation_id = "getHealth")]
    async fn health(&self, state: Data<&Arc<AppState>>) -> Result<Json<Health>, errors![]> {
        state.db.read(|conn| Ok(conn.query_row("SELECT 1", [], |_| Ok(()))?)).await?;
        Ok(Json(Health { status: "ok".into() }))
    }

    /// Downloads a backup
    ///
    /// A consistent copy of the whole database (every record, image, document, account and
    /// session hash), taken while the site keeps running.
    #[oai(path = "/api/backup", method = "get", operation_id = "downloadBackup")]
    async fn backup(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Attachment<Body>, errors![401]> {
        let db = state.db.clone();
        let file = run_blocking(move || {
            let dir = std::env::temp_dir();
            let path = dir.join(format!("site-backup-{}-{}.db", std::process::id(), crate::db::now_ms()));
            db.backup_to(&path).map_err(ApiError::internal)?;
            let file = std::fs::File::open(&path).map_err(ApiError::internal);
            let _ = std::fs::remove_file(&path); // the open handle keeps the bytes until sent
            file
        })
        .await?;
        let stamp = crate::models::today();
        Ok(Attachment::new(Body::from_async_read(tokio::fs::File::from_std(file)))
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("site-backup-{stamp}.db")))
    }
}
