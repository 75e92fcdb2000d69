//! The JSON API under /api: one poem-openapi service whose spec is both served and committed as
//! `openapi.json`. One file per resource; the shared state, tags, session guard and payloads here.

mod admins;
mod analytics;
mod awards;
mod content;
mod hero;
mod orders;
mod products;
mod system;

use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use bytes::Bytes;
use poem::{IntoResponse, Request, Response};
use poem_openapi::auth::ApiKey;
use poem_openapi::payload::Payload;
use poem_openapi::registry::{MetaSchemaRef, Registry};
use poem_openapi::types::Type;
use poem_openapi::{ApiResponse, OpenApiService, SecurityScheme, Tags};

use crate::config::ServeConfig;
use crate::db::Db;
use crate::error::ApiError;
use crate::http::RateLimiter;
use crate::models::admins::Admin;

pub const SESSION_COOKIE: &str = "site_session";

/// Everything a request may need, shared by all handlers.
pub struct AppState {
    pub db: Db,
    pub config: ServeConfig,
    /// The serialized product list, the hottest public read, rebuilt after product changes.
    pub products_json: JsonCache<()>,
    /// The last analytics answer, by time-zone offset and local date; dropped on order or
    /// product changes.
    pub analytics_json: JsonCache<(i32, String)>,
    pub login_limiter: RateLimiter,
    pub order_limiter: RateLimiter,
    /// Bounds concurrent argon2 work (each hash takes ~19 MiB and real CPU time).
    pub hashing: tokio::sync::Semaphore,
}

impl AppState {
    /// After any change to products or their stock: both cached answers depend on them.
    pub fn products_changed(&self) {
        self.products_json.invalidate();
        self.analytics_json.invalidate();
    }

    pub fn new(db: Db, config: ServeConfig) -> Arc<AppState> {
        Arc::new(AppState {
            db,
            login_limiter: RateLimiter::per_minute(config.login_limit),
            order_limiter: RateLimiter::per_minute(config.order_limit),
            config,
            products_json: JsonCache::default(),
            analytics_json: JsonCache::default(),
            hashing: tokio::sync::Semaphore::new(2),
        })
    }
}

#[derive(Tags)]
pub enum ApiTags {
    /// Products and their stock (imports and exports).
    Products,
    /// Order requests from visitors, and their status.
    Orders,
    /// The home page's slideshow.
    Hero,
    /// Awards shown on the About page.
    Awards,
    /// Contact details, social links and the company profile.
    Content,
    /// Figures for the dashboard.
    Analytics,
    /// Admin accounts and sessions.
    Admins,
    /// Health and backups.
    System,
}

/// An admin's session: the `site_session` cookie set by `POST /api/admins/auth`.
#[derive(SecurityScheme)]
#[oai(ty = "api_key", key_name = "site_session", key_in = "cookie", checker = "check_session")]
pub struct AdminSession(pub Admin);

async fn check_session(req: &Request, key: ApiKey) -> poem::Result<Admin> {
    let state = req
        .data::<Arc<AppState>>()
        .ok_or_else(|| poem::Error::from(ApiError::internal("application state missing")))?;
    let token = key.key;
    match state.db.read(move |conn| crate::models::admins::session_admin(conn, &token)).await {
        Ok(Some(admin)) => Ok(admin),
        Ok(None) => Err(ApiError::unauthorized().into()),
        Err(e) => Err(e.into()),
    }
}

/// The API's session token from the request's cookies, if any.
pub fn session_token(req: &Request) -> Option<String> {
    req.headers()
        .get_all(poem::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == SESSION_COOKIE)
        .map(|(_, value)| value.to_owned())
}

/// 201 with the created record.
#[derive(ApiResponse)]
pub enum Created<T: poem_openapi::types::ToJSON> {
    #[oai(status = 201)]
    Created(poem_openapi::payload::Json<T>),
}

/// 204: done, nothing to answer.
#[derive(ApiResponse)]
pub enum Deleted {
    #[oai(status = 204)]
    Deleted,
}

/// JSON that was serialized earlier (cached), documented with the schema of `T`.
pub struct RawJson<T>(pub Bytes, PhantomData<T>);

impl<T> RawJson<T> {
    pub fn new(bytes: Bytes) -> Self {
        RawJson(bytes, PhantomData)
    }
}

impl<T: Type> Payload for RawJson<T> {
    const CONTENT_TYPE: &'static str = "application/json; charset=utf-8";
    fn schema_ref() -> MetaSchemaRef {
        T::schema_ref()
    }
    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

impl<T: Send> IntoResponse for RawJson<T> {
    fn into_response(self) -> Response {
        Response::builder().content_type("application/json; charset=utf-8").body(self.0)
    }
}

impl<T: Type> ApiResponse for RawJson<T> {
    fn meta() -> poem_openapi::registry::MetaResponses {
        poem_openapi::registry::MetaResponses {
            responses: vec![poem_openapi::registry::MetaResponse {
                description: "",
                status: Some(200),
                status_range: None,
                content: vec![poem_openapi::registry::MetaMediaType {
                    content_type: <Self as Payload>::CONTENT_TYPE,
                    schema: T::schema_ref(),
                }],
                headers: vec![],
            }],
        }
    }
    fn register(registry: &mut Registry) {
        T::register(registry);
    }
}

/// A cached JSON answer for one key, dropped whenever the data behind it changes. The generation
/// counter keeps a reader that raced a writer from storing what it read before the write.
pub struct JsonCache<K> {
    generation: AtomicU64,
    cached: Mutex<Option<(u64, K, Bytes)>>,
}

impl<K> Default for JsonCache<K> {
    fn default() -> Self {
        JsonCache { generation: AtomicU64::new(0), cached: Mutex::new(None) }
    }
}

impl<K: PartialEq + Clone> JsonCache<K> {
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        if let Ok(mut c) = self.cached.lock() {
            *c = None;
        }
    }

    pub async fn get_or_build<F, Fut>(&self, key: K, build: F) -> Result<Bytes, ApiError>
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Result<Bytes, ApiError>>,
    {
        let generation = self.generation.load(Ordering::SeqCst);
        if let Some((g, k, bytes)) = self.cached.lock().ok().and_then(|c| c.clone()) {
            if g == generation && k == key {
                return Ok(bytes);
            }
        }
        let bytes = build().await?;
        if let Ok(mut c) = self.cached.lock() {
            if self.generation.load(Ordering::SeqCst) == generation {
                *c = Some((generation, key, bytes.clone()));
            }
        }
        Ok(bytes)
    }
}

pub type Api = (
    products::ProductsApi,
    orders::OrdersApi,
    hero::HeroApi,
    awards::AwardsApi,
    content::ContentApi,
    analytics::AnalyticsApi,
    admins::AdminsApi,
    system::SystemApi,
);

/// The one service that both serves the API and produces its spec.
pub fn service() -> OpenApiService<Api, ()> {
    OpenApiService::new(Api::default(), "Golbahar export site API", env!("CARGO_PKG_VERSION"))
        .description(
            "The JSON API of the Golbahar exporter site. Errors are `{ \"error\": message }`. \
         Calls marked with the `AdminSession` scheme need the `site_session` cookie from \
         `POST /api/admins/auth`. Images are sent as data URLs and answered as `/media/...` paths.",
        )
        .server("/")
}

/// The spec as committed in `openapi.json`.
pub fn spec_json() -> String {
    service().spec()
}
