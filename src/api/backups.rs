//! /api/backups: the scheduled backups (`--backup-dir`), their status, a download of each file and
//! "back up now". Admins only.

use std::sync::Arc;

use poem::web::Data;
use poem::{Body, Request};
use poem_openapi::param::Path;
use poem_openapi::payload::{Attachment, AttachmentType, Json};
use poem_openapi::{Object, OpenApi};

use super::common::{sensitive, ApiTags, Created};
use crate::auth::AdminSession;
use crate::error::{ApiError, ErrorCode};
use crate::errors;
use crate::models::audit::{self, Actor, AuditKind, Target};
use crate::ops::backups::{BackupFile, NotTaken};
use crate::rules::rfc3339;
use crate::state::AppState;

#[derive(Default)]
pub struct BackupsApi;

/// One backup in the folder.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
struct Backup {
    /// The file's name (`site-<UTC time>.db`), as `GET /api/backups/{name}` takes it.
    #[oai(validator(pattern = r"^site-[0-9]{8}T[0-9]{6}\.[0-9]{3}Z\.db$"))]
    name: String,
    /// Size in bytes.
    size: u64,
    /// When it was taken (RFC 3339, UTC).
    taken_at: String,
}

impl From<BackupFile> for Backup {
    fn from(f: BackupFile) -> Self {
        Backup { name: f.name, size: f.bytes, taken_at: rfc3339(f.taken_ms) }
    }
}

/// The schedule, how it went, and the files it keeps.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
struct BackupStatus {
    /// Whether the server backs up by itself (started with `--backup-dir`).
    scheduled: bool,
    /// Seconds between two backups (absent when not scheduled).
    every_seconds: Option<u64>,
    /// How many backups are kept (absent when not scheduled).
    keep: Option<u32>,
    /// A backup is being taken right now.
    running: bool,
    /// The last backup that succeeded since the server started (RFC 3339, UTC).
    last_success: Option<String>,
    /// Why the last backup failed, when it did (cleared by the next success).
    last_error: Option<String>,
    last_error_at: Option<String>,
    /// When the next scheduled backup is due.
    next_run: Option<String>,
    /// The backups in the folder, newest first.
    backups: Vec<Backup>,
}

#[OpenApi(prefix_path = "/api/backups", tag = "ApiTags::System")]
impl BackupsApi {
    /// The scheduled backups
    ///
    /// Whether the server backs up by itself, the last success, the last failure, the next run,
    /// and the backups kept in the folder (newest first).
    #[oai(path = "/", method = "get", operation_id = "listBackups")]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Json<BackupStatus>, errors![400, 401]> {
        let backups = state.backups.clone();
        let files = crate::db::run_blocking(move || Ok(backups.list())).await?;
        let status = state.backups.status();
        let schedule = state.backups.schedule();
        Ok(Json(BackupStatus {
            scheduled: schedule.is_some(),
            every_seconds: schedule.map(|s| s.every.as_secs()),
            keep: schedule.map(|s| s.keep as u32),
            running: status.running,
            last_success: status.last_success.map(rfc3339),
            last_error: status.last_error,
            last_error_at: status.last_error_at.map(rfc3339),
            next_run: status.next_run.filter(|_| schedule.is_some()).map(rfc3339),
            backups: files.into_iter().map(Backup::from).collect(),
        }))
    }

    /// Backs up now
    ///
    /// Takes a scheduled backup at once (checked, then the oldest beyond `--backup-keep` are
    /// removed). 409 when the server was started without `--backup-dir`, while a backup is
    /// being taken, or when it would leave less of the disk free than `--backup-min-free`.
    #[oai(path = "/", method = "post", operation_id = "createBackup")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Created<Backup>, errors![400, 401, 403, 409]> {
        match state.backups.take_now().await {
            Ok(file) => Ok(Created::Created(Json(file.into()))),
            Err(NotTaken::Off) => Err(ApiError::new(
                ErrorCode::BackupsOff,
                "Scheduled backups are off: start the server with --backup-dir",
            )
            .into()),
            Err(NotTaken::Busy) => {
                Err(ApiError::new(ErrorCode::BackupBusy, "A backup is being taken; try again in a moment").into())
            }
            // Refused for room: the owner can act on it (409 with the reason), not a server failure.
            Err(NotTaken::Failed(e)) if e.starts_with(crate::ops::backups::NO_ROOM) => {
                Err(ApiError::conflict(e).into())
            }
            Err(NotTaken::Failed(e)) => Err(ApiError::internal(format!("backup failed: {e}")).into()),
        }
    }

    /// Downloads a backup
    ///
    /// The backup file of that name, as listed by `GET /api/backups`. Who may download one, and
    /// the notice, as `GET /api/backup`.
    #[oai(path = "/:name", method = "get", operation_id = "downloadScheduledBackup")]
    async fn download(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        /// A name from the list.
        #[oai(validator(pattern = r"^site-[0-9]{8}T[0-9]{6}\.[0-9]{3}Z\.db$"))]
        name: Path<String>,
    ) -> Result<Attachment<Body>, errors![400, 401, 403, 404]> {
        admin.may_download_backups()?;
        let backups = state.backups.clone();
        let wanted = name.0.clone();
        let file = crate::db::run_blocking(move || {
            let path = backups.file(&wanted).ok_or_else(|| ApiError::not_found("No such backup"))?;
            std::fs::File::open(path).map_err(|_| ApiError::not_found("No such backup"))
        })
        .await?;
        record_download(&state, req, &admin, name.0.clone()).await?;
        Ok(Attachment::new(Body::from_async_read(tokio::fs::File::from_std(file)))
            .attachment_type(AttachmentType::Attachment)
            .filename(name.0))
    }
}

/// Records a backup download of `what` in the audit log; one by an admin is mailed to every admin
/// too (a backup key's are expected, nightly, and would only bury the notices that matter).
pub(super) async fn record_download(
    state: &AppState,
    req: &Request,
    admin: &AdminSession,
    what: String,
) -> Result<(), ApiError> {
    let who = admin.actor(state, req);
    let record = move |tx: &rusqlite::Transaction, who: &Actor| {
        audit::record(tx, who, AuditKind::BackupDownload, Target::named(&what), &[])?;
        Ok(((), what, Vec::new()))
    };
    match admin {
        AdminSession::Session(_) => sensitive(state, who, AuditKind::BackupDownload, record).await,
        AdminSession::Key(_) => state.db.write(move |tx| record(tx, &who).map(|_| ())).await,
    }
}
