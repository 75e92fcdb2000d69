//! /api/exports: orders and stock movements as CSV files for spreadsheets and accountants,
//! streamed (see `crate::ops::csv`).

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::param::Query;
use poem_openapi::OpenApi;

use super::common::{ApiTags, CsvFile};
use crate::auth::AdminSession;
use crate::errors;
use crate::models::orders::{self, OrderStatus};
use crate::models::products::{self, Movement};
use crate::models::quotes;
use crate::ops::csv::{self, Language};
use crate::rules::{day_filter, day_span, utc_offset, Date};
use crate::state::AppState;

#[derive(Default)]
pub struct ExportsApi;

#[OpenApi(prefix_path = "/api/exports", tag = "ApiTags::Exports")]
impl ExportsApi {
    /// Orders as a CSV file
    ///
    /// Oldest first: id, creation time (in the caller's time zone), status, product, quantity,
    /// customer, e-mail, destination and notes. Text a spreadsheet would take for a formula
    /// (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a leading
    /// `'`. Sent while it is read, so any number of orders can be exported.
    #[oai(path = "/orders.csv", method = "get", operation_id = "exportOrders")]
    #[allow(clippy::too_many_arguments)]
    async fn orders(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// Only orders with this status.
        status: Query<Option<OrderStatus>>,
        /// Orders created from this day on (in the caller's time zone).
        from: Query<Option<Date>>,
        /// Orders created up to the end of this day.
        to: Query<Option<Date>>,
        /// The caller's offset from UTC in minutes, as JavaScript's `getTimezoneOffset()` gives it
        /// (Kabul: -270). Default 0.
        #[oai(name = "tzOffset", validator(minimum(value = "-960"), maximum(value = "960")))]
        tz_offset: Query<Option<i32>>,
        /// The language of the header row and of the statuses (default en).
        lang: Query<Option<Language>>,
    ) -> Result<CsvFile, errors![400, 401]> {
        let tz = tz_offset.0.unwrap_or(0);
        let (from, to) = day_span(from.0.as_ref(), to.0.as_ref(), tz)?;
        let offset = utc_offset(tz)?;
        let filter = orders::ExportFilter { status: status.0, from, to };
        let lang = lang.0.unwrap_or_default();
        let body = csv::stream(&state.db, move |conn, out| orders::export(conn, &filter, offset, lang, out));
        Ok(CsvFile::dated(body, "orders", offset))
    }

    /// Stock movements as a CSV file
    ///
    /// Every import and export of the products there are, by date: date, movement, product,
    /// quantity, unit, destination, and when it was recorded (in the caller's time zone). Text
    /// that a spreadsheet would take for a formula is written with a leading `'`.
    #[oai(path = "/stock-movements.csv", method = "get", operation_id = "exportStockMovements")]
    #[allow(clippy::too_many_arguments)]
    async fn stock_movements(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// Only imports or only exports.
        kind: Query<Option<Movement>>,
        /// Movements dated from this day on.
        from: Query<Option<Date>>,
        /// Movements dated up to this day.
        to: Query<Option<Date>>,
        /// The caller's offset from UTC in minutes, for the time each movement was recorded.
        #[oai(name = "tzOffset", validator(minimum(value = "-960"), maximum(value = "960")))]
        tz_offset: Query<Option<i32>>,
        /// The language of the header row and of the words in it (default en).
        lang: Query<Option<Language>>,
    ) -> Result<CsvFile, errors![400, 401]> {
        let offset = utc_offset(tz_offset.0.unwrap_or(0))?;
        // Movement dates are stored as `YYYY-MM-DD` text, which a date displays as.
        let day = |field: &str, d: Option<Date>| day_filter(field, d.as_ref()).map(|d| d.map(|d| d.to_string()));
        let span = (day("from", from.0)?, day("to", to.0)?);
        let (kind, lang) = (kind.0, lang.0.unwrap_or_default());
        let body = csv::stream(&state.db, move |conn, out| {
            products::export_movements(conn, (span.0.as_deref(), span.1.as_deref()), kind, offset, lang, out)
        });
        Ok(CsvFile::dated(body, "stock-movements", offset))
    }

    /// Products as a CSV file (the price list)
    ///
    /// One row per product, by ID: its names and descriptions in both languages, unit, price,
    /// currency, source, available stock and facts (packaging one option per line); not its
    /// photos. The Products tab takes it back changed (`previewProductSheet`): a file exported
    /// and uploaded again changes nothing.
    #[oai(path = "/products.csv", method = "get", operation_id = "exportProducts")]
    async fn products(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// The language of the header row and of the words in it (units, sources, provinces,
        /// yes and no; default en). Either reads back.
        lang: Query<Option<Language>>,
    ) -> Result<CsvFile, errors![400, 401]> {
        let lang = lang.0.unwrap_or_default();
        let body = csv::stream(&state.db, move |conn, out| products::export_sheet(conn, lang, out));
        Ok(CsvFile::dated(body, "products", time::UtcOffset::UTC))
    }

    /// Quote requests as a CSV file
    ///
    /// One row per requested product, oldest request first: the request's number and status, the
    /// buyer, company, e-mail and country, the product (both names), quantity, unit and packaging,
    /// the latest revision's unit price, currency, Incoterm and validity, and when the request
    /// came and was first answered (in the caller's time zone).
    #[oai(path = "/quotes.csv", method = "get", operation_id = "exportQuotes")]
    async fn quotes(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// The caller's offset from UTC in minutes (Kabul: -270). Default 0.
        #[oai(name = "tzOffset", validator(minimum(value = "-960"), maximum(value = "960")))]
        tz_offset: Query<Option<i32>>,
        /// The language of the header row and of the words in it (default en).
        lang: Query<Option<Language>>,
    ) -> Result<CsvFile, errors![400, 401]> {
        let offset = utc_offset(tz_offset.0.unwrap_or(0))?;
        let (lang, today) = (lang.0.unwrap_or_default(), state.kabul_today());
        let body = csv::stream(&state.db, move |conn, out| quotes::export(conn, offset, lang, today, out));
        Ok(CsvFile::dated(body, "quotes", offset))
    }
}
