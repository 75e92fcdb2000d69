//! /api/analytics: the dashboard's counts and charts, computed on the server.

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::types::ToJSON;
use poem_openapi::OpenApi;

use super::common::{ApiTags, RawJson};
use crate::auth::AdminSession;
use crate::errors;
use crate::models::analytics::{self, Analytics};
use crate::state::AppState;

#[derive(Default)]
pub struct AnalyticsApi;

#[OpenApi(prefix_path = "/api/analytics", tag = "ApiTags::Analytics")]
impl AnalyticsApi {
    /// The dashboard's figures
    ///
    /// Order counts, orders per day of this month and per month of this year, and the estimated
    /// revenue per month (current price × quantity) in each currency apart: US dollars and afghani
    /// are never added together. Beside it, per month and currency, the revenue of the issued
    /// invoices (minus credit notes) and the money received; and what the payment schedules leave
    /// outstanding and overdue in each currency.
    #[oai(path = "/", method = "get", operation_id = "getAnalytics")]
    async fn get(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// The caller's offset from UTC in minutes, as JavaScript's `getTimezoneOffset()`
        /// gives it (Kabul: -270). Default 0.
        #[oai(name = "tzOffset", validator(minimum(value = "-960"), maximum(value = "960")))]
        tz_offset: Query<Option<i32>>,
    ) -> Result<RawJson<Analytics>, errors![400, 401]> {
        let offset = tz_offset.0.unwrap_or(0);
        // "this month" moves at local midnight: the local date is part of the cache key
        // and what is overdue moves at midnight in Kabul (on the site's calendar)
        let kabul = state.kabul_today();
        let key = (offset, format!("{} {kabul}", analytics::local_date(offset)?));
        let db = state.db.clone();
        let bytes = state
            .analytics_json
            .get_or_build(key, || async move {
                let figures = db.read(move |conn| analytics::compute(conn, offset, kabul)).await?;
                Ok(figures.to_json_string().into())
            })
            .await?;
        Ok(RawJson::new(bytes))
    }
}
