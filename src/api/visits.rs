//! Visitor analytics in the API: the app's beacon for each page it opens without a reload
//! (`POST /api/visits`), the dashboard's report of a period (`GET /api/analytics/visitors`) and its
//! CSV file (`GET /api/exports/visitors.csv`). Counting is `crate::visits`; storage
//! `crate::visits::store`.

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::{Form, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::common::{ApiTags, CsvFile};
use crate::auth::AdminSession;
use crate::error::ApiError;
use crate::errors;
use crate::ops::csv::{self, Language};
use crate::rules::{day_filter, Date};
use crate::state::AppState;
use crate::visits::store::{self, VisitorReport};

#[derive(Default)]
pub struct VisitsApi;

/// 204: taken (counted, or ignored when it counts for nobody).
#[derive(ApiResponse)]
pub enum Noted {
    /// Taken: counted, or ignored when it counts for nobody (the answer does not say which).
    #[oai(status = 204)]
    Noted,
}

/// The longest path a beacon may carry.
const MAX_PATH: usize = 1024;
/// The period when none is given: the last 30 days.
const DEFAULT_DAYS: i64 = 30;

/// A page the app opened, as `navigator.sendBeacon` sends it: a form (one of the kinds of body a
/// page may send anywhere without asking first, so the browser sends it as it is).
#[derive(Object, serde::Deserialize)]
pub struct Beacon {
    /// The page's path, e.g. `/fa/products`; a query or fragment is left out.
    #[oai(validator(max_length = 1024))]
    path: String,
}

/// Days `from` to `to` (UTC, days since 1970-01-01): by default the 30 days up to today. A `from`
/// after `to` is an empty period.
fn period(state: &AppState, from: Option<&Date>, to: Option<&Date>) -> Result<(i64, i64), ApiError> {
    let to = day_filter("to", to)?.map(store::day_of).unwrap_or_else(|| state.visits.day());
    let from = day_filter("from", from)?.map(store::day_of).unwrap_or(to - (DEFAULT_DAYS - 1));
    Ok((from, to))
}

#[OpenApi]
impl VisitsApi {
    /// Counts a page the app opened
    ///
    /// Sent by the site's pages (`navigator.sendBeacon`, as a form: `path=%2Ffa%2Fproducts`) for
    /// each page opened without a reload; the first page of a visit is counted when the server
    /// answers it. Counted only for a visitor whose first page the server answered today, and for
    /// a path that is one of the site's pages: anything else is taken and ignored. No cookie is
    /// read or set. Public.
    #[oai(path = "/api/visits", method = "post", operation_id = "countPageView", tag = "ApiTags::Analytics")]
    async fn count(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        body: Form<Beacon>,
    ) -> Result<Noted, errors![400, 403, 408, 413]> {
        if body.path.len() > MAX_PATH {
            return Err(ApiError::invalid("path", format!("A path is at most {MAX_PATH} bytes")).into());
        }
        let path = body.path.split(['?', '#']).next().unwrap_or("");
        state.visits.app_navigated(req, &state.config.trusted_proxies, path);
        Ok(Noted::Noted)
    }

    /// Visitor figures of a period
    ///
    /// Per UTC day from `from` to `to` (default: the last 30 days; a period of more than 800 days
    /// begins at the first day anything was counted and ends today at the latest): unique visitors,
    /// page views and crawler views; over the period the top pages and products, languages,
    /// countries, devices, referring sites and campaigns, and each product's funnel by country
    /// (page views → order requests → accepted). Counts are written once a minute: the last
    /// minute's are not in yet.
    #[oai(path = "/api/analytics/visitors", method = "get", operation_id = "getVisitors", tag = "ApiTags::Analytics")]
    async fn report(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// The first day (UTC), `YYYY-MM-DD`.
        from: Query<Option<Date>>,
        /// The last day (UTC), `YYYY-MM-DD`; default today.
        to: Query<Option<Date>>,
    ) -> Result<Json<VisitorReport>, errors![400, 401]> {
        let (from, to) = period(&state, from.0.as_ref(), to.0.as_ref())?;
        let (geoip, today) = (state.visits.has_geoip(), state.visits.day());
        Ok(Json(state.db.read(move |conn| store::report(conn, from, to, today, geoip)).await?))
    }

    /// Visitor counts as a CSV file
    ///
    /// The stored counts of each UTC day from `from` to `to` (default: the last 30 days): the
    /// day's totals, then each page, language, country, device, referrer, source and campaign,
    /// then each product by country (`<id> <country>`).
    #[oai(
        path = "/api/exports/visitors.csv",
        method = "get",
        operation_id = "exportVisitors",
        tag = "ApiTags::Exports"
    )]
    async fn export(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// The first day (UTC), `YYYY-MM-DD`.
        from: Query<Option<Date>>,
        /// The last day (UTC), `YYYY-MM-DD`; default today.
        to: Query<Option<Date>>,
        /// The language of the header row (default en).
        lang: Query<Option<Language>>,
    ) -> Result<CsvFile, errors![400, 401]> {
        let (from, to) = period(&state, from.0.as_ref(), to.0.as_ref())?;
        let lang = lang.0.unwrap_or_default();
        let body = csv::stream(&state.db, move |conn, out| store::export(conn, from, to, lang, out));
        Ok(CsvFile::attachment(body, &format!("visitors-{}-{}.csv", store::date_of(from), store::date_of(to))))
    }
}
