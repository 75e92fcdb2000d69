//! The exporter site as a library: the application endpoint shared by the binary and the tests.

pub mod api;
pub mod config;
pub mod db;
pub mod error;
pub mod http;
pub mod models;
pub mod server;
pub mod web;

use std::sync::Arc;

use poem::endpoint::EndpointExt;
use poem::middleware::{CatchPanic, CookieJarManager, SetHeader};
use poem::{Endpoint, Response, Route};

use api::AppState;
use web::{Ui, UiEndpoint};

/// The whole site: /api (with its spec and docs), /media, and the UI at every other path.
pub fn app(state: Arc<AppState>, ui: Arc<Ui>) -> impl Endpoint<Output = Response> {
    let api = api::service();
    let spec = api.spec_endpoint();
    let docs = api.swagger_ui().with(SetHeader::new().overriding("content-security-policy", web::docs_csp_header()));
    let routes = Route::new()
        .nest_no_strip("/api", api)
        .at("/api/openapi.json", spec)
        .nest("/api/docs", docs)
        .at("/media/*", web::media_file)
        .nest("/", UiEndpoint(ui))
        .data(state.clone())
        .with(CookieJarManager::new())
        .with(CatchPanic::new());
    http::Guard::new(routes, state)
}
