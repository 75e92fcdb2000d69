//! Health, backups and the https certificate.

use std::sync::Arc;

use poem::web::Data;
use poem::{Body, Request};
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{Object, OpenApi};

use super::common::ApiTags;
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::edge::tls::format_time;
use crate::error::ApiError;
use crate::errors;
use crate::state::AppState;

#[derive(Default)]
pub struct SystemApi;

#[derive(Object)]
struct Health {
    status: String,
}

/// How visitors reach the site securely.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
struct TlsStatus {
    /// Whether this server speaks https itself (false behind a proxy or in development).
    https: bool,
    /// Where the certificate comes from: `acme` (obtained and renewed by the server) or `files`
    /// (--tls-cert/--tls-key); absent without https.
    source: Option<String>,
    /// The names the certificate is obtained for (ACME only).
    domains: Vec<String>,
    /// The certificate's validity (RFC 3339, UTC); absent while none is in use yet.
    not_before: Option<String>,
    not_after: Option<String>,
    /// When the next renewal attempt is due (ACME only).
    renew_at: Option<String>,
    /// The last failure to obtain or reload the certificate, cleared by the next success.
    last_error: Option<String>,
}

#[OpenApi(tag = "ApiTags::System")]
impl SystemApi {
    /// Health check
    ///
    /// Answers `ok` when the server and its database answer. Public.
    #[oai(path = "/api/health", method = "get", operation_id = "getHealth")]
    async fn health(&self, state: Data<&Arc<AppState>>) -> Result<Json<Health>, errors![400]> {
        state.db.read(|conn| Ok(conn.query_row("SELECT 1", [], |_| Ok(()))?)).await?;
        Ok(Json(Health { status: "ok".into() }))
    }

    /// The https certificate
    ///
    /// Where the certificate in use comes from, until when it is valid, when it will be renewed
    /// and the last failure to obtain or reload it.
    #[oai(path = "/api/tls", method = "get", operation_id = "getTlsStatus")]
    async fn tls(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Json<TlsStatus>, errors![400, 401]> {
        let s = state.tls.get();
        Ok(Json(TlsStatus {
            https: s.source.is_some(),
            source: s.source.map(str::to_owned),
            domains: s.domains,
            not_before: s.validity.map(|v| format_time(v.not_before)),
            not_after: s.validity.map(|v| format_time(v.not_after)),
            renew_at: s.renew_at.map(format_time),
            last_error: s.last_error,
        }))
    }

    /// Downloads a backup
    ///
    /// A consistent copy of the whole database (every record, image, document, account and
    /// session hash, the mail password), taken while the site keeps running. Only an admin signed
    /// in who entered the password in the last five minutes (403 `confirm_password`), or a key
    /// made for backups (`access: backup`); other keys 403 `session_only`. Every admin is mailed when
    /// an admin downloads one (a backup key's nightly copy is in the Activity tab).
    #[oai(path = "/api/backup", method = "get", operation_id = "downloadBackup")]
    async fn backup(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
    ) -> Result<Attachment<Body>, errors![400, 401, 403]> {
        admin.may_download_backups()?;
        super::backups::record_download(&state, req, &admin, "whole database".to_owned()).await?;
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
        let stamp = crate::rules::today();
        Ok(Attachment::new(Body::from_async_read(tokio::fs::File::from_std(file)))
            .attachment_type(AttachmentType::Attachment)
            .filename(format!("site-backup-{stamp}.db")))
    }
}
