//! /api/audit: the audit log, for the Activity tab and for integrators. Read only: no call
//! changes or deletes an entry.

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use super::common::ApiTags;
use crate::auth::AdminSession;
use crate::errors;
use crate::models::audit::{self, AuditEntry, AuditKind};
use crate::rules::{day_span, Date};
use crate::state::AppState;

#[derive(Default)]
pub struct AuditApi;

#[derive(ApiResponse)]
enum AuditPage {
    /// Entries, newest first.
    #[oai(status = 200)]
    Ok(
        Json<Vec<AuditEntry>>,
        /// How many entries match, across all pages.
        #[oai(header = "X-Total-Count")]
        i64,
    ),
}

#[OpenApi(prefix_path = "/api/audit", tag = "ApiTags::Activity")]
impl AuditApi {
    /// Lists the audit log, newest first
    ///
    /// Every admin change, sign-in, failed sign-in and sign-out: who, when, from which address,
    /// the record and what changed. Filters combine; a page past the end is empty.
    #[oai(path = "/", method = "get", operation_id = "listAudit")]
    #[allow(clippy::too_many_arguments)]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// Only entries of this username (`cli` for the command line; the name tried, for failed
        /// sign-ins); any case. Blank: everyone.
        #[oai(validator(max_length = 64))]
        admin: Query<Option<String>>,
        /// Only entries of this kind.
        kind: Query<Option<AuditKind>>,
        /// From this day on (in the caller's time zone).
        from: Query<Option<Date>>,
        /// Up to the end of this day.
        to: Query<Option<Date>>,
        /// The caller's offset from UTC in minutes, as JavaScript's `getTimezoneOffset()` gives it
        /// (Kabul: -270). Default 0.
        #[oai(name = "tzOffset", validator(minimum(value = "-960"), maximum(value = "960")))]
        tz_offset: Query<Option<i32>>,
        /// At most this many entries (1 to 500, default 50).
        #[oai(validator(minimum(value = "1"), maximum(value = "500")))]
        limit: Query<Option<u32>>,
        /// Skip this many entries first.
        #[oai(validator(minimum(value = "0"), maximum(value = "100000000")))]
        offset: Query<Option<u32>>,
    ) -> Result<AuditPage, errors![400, 401]> {
        let (from, to) = day_span(from.0.as_ref(), to.0.as_ref(), tz_offset.0.unwrap_or(0))?;
        let username = admin.0.map(|a| a.trim().to_owned()).filter(|a| !a.is_empty());
        let filter = audit::Filter { username, kind: kind.0, from, to };
        let (limit, offset) = (limit.0.unwrap_or(50), offset.0.unwrap_or(0));
        let (entries, total) = state.db.read(move |conn| audit::page(conn, &filter, limit, offset)).await?;
        Ok(AuditPage::Ok(Json(entries), total))
    }
}
