//! The exporter site as a library: the application endpoint shared by the binary and the tests.

pub mod api;
pub mod auth;
pub mod cache;
pub mod config;
pub mod db;
pub mod edge;
pub mod error;
pub mod hooks;
pub mod locale;
pub mod mail;
pub mod models;
pub mod ops;
pub mod pdf;
pub mod policies;
pub mod qr;
pub mod rules;
pub mod schema;
pub mod state;
pub mod visits;
pub mod web;

use std::sync::Arc;

use poem::endpoint::{BoxEndpoint, EndpointExt};
use poem::middleware::{CatchPanic, CookieJarManager};
use poem::{Endpoint, Request, Response, Route};

use state::AppState;
use web::{Ui, UiEndpoint};

/// The whole site: /api (with its spec and docs), /media, and the UI at every other path.
pub fn app(state: Arc<AppState>, ui: Arc<Ui>) -> impl Endpoint<Output = Response> {
    let api = api::service();
    let spec = web::Document::new("application/json; charset=utf-8", api::spec_json);
    // Cookies and the state go only where they are used: the UI's assets skip that work.
    let routes = Route::new()
        .nest_no_strip("/api", api.data(state.clone()).with(CookieJarManager::new()))
        .at("/api/openapi.json", spec)
        .at("/api/docs", web::ApiDocs(ui.clone()))
        .at("/media/*", web::media_file.data(state.clone()));
    let site = Site { routes: routes.boxed(), ui: UiEndpoint::new(ui, state.clone()).boxed() }.with(CatchPanic::new());
    policies::RequestPolicies::new(site, state, api::BodyRules::of_api())
}

/// /api and /media through the router; every other path straight to the UI. A page or an asset
/// (most of the requests) skips the router's work for a nested endpoint: its URI parsed again and
/// the matched pattern stored in the request and in the response.
///
/// Both are boxed, as the router keeps its endpoints: each call's future is allocated on its own
/// rather than compiled into this one's (which made the binary larger).
struct Site {
    routes: BoxEndpoint<'static>,
    ui: BoxEndpoint<'static>,
}

impl Endpoint for Site {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let path = req.uri().path();
        if path == "/api" || path.starts_with("/api/") || path.starts_with("/media/") {
            self.routes.call(req).await
        } else {
            self.ui.call(req).await
        }
    }
}
