//! The JSON API under /api: one poem-openapi service whose spec is both served and committed as
//! `openapi.json`. One file per resource; here the list of resources, their tags, the shared
//! response types, and what each write lets in before its handler runs ([`BodyRules`]).

mod admins;
mod analytics;
mod api_keys;
mod audit;
mod awards;
mod backups;
mod content;
mod exports;
mod hero;
mod mail;
mod orders;
mod products;
mod system;

use std::marker::PhantomData;

use bytes::Bytes;
use poem::http::Method;
use poem::{Body, IntoResponse, Request, Response};
use poem_openapi::payload::Payload;
use poem_openapi::registry::{MetaResponses, MetaSchemaRef, Registry};

use crate::auth::AdminSession;
use crate::error::ApiError;
use crate::models::audit::Actor;
use crate::state::AppState;
use poem_openapi::types::Type;
use poem_openapi::{ApiResponse, OpenApi, OpenApiService, Tags};

pub type Api = (
    products::ProductsApi,
    orders::OrdersApi,
    hero::HeroApi,
    awards::AwardsApi,
    content::ContentApi,
    analytics::AnalyticsApi,
    // nested: a tuple has `Default` up to 12 members
    (admins::AdminsApi, api_keys::ApiKeysApi),
    audit::AuditApi,
    exports::ExportsApi,
    mail::MailApi,
    system::SystemApi,
    backups::BackupsApi,
);

/// The one service that both serves the API and produces its spec.
pub fn service() -> OpenApiService<Api, ()> {
    OpenApiService::new(Api::default(), "Golbahar export site API", env!("CARGO_PKG_VERSION"))
        .description(
            "The JSON API of the Golbahar exporter site. Errors are `{ \"error\": message }`. \
         Admin calls take either the `site_session` cookie from `POST /api/admins/auth` \
         (`AdminSession`; a write also needs the site's own `Origin`) or an API key made in the \
         dashboard, sent as `Authorization: Bearer site_...` (`ApiKey`; no `Origin` needed; a \
         read-only key may only `GET`; accounts and keys need the cookie). \
         Images are sent as data URLs and answered as `/media/...` paths.",
        )
        .server("/")
}

/// The spec as committed in `openapi.json`.
pub fn spec_json() -> String {
    service().spec()
}

const KB: usize = 1024;
const MB: usize = 1024 * KB;

/// The largest body of an operation not listed in [`LARGE_BODIES`] (and of unknown paths).
pub const SMALL_BODY: usize = 64 * KB;

/// The operations that take more than [`SMALL_BODY`], by method and path as the spec writes
/// them: images and the PDF travel as data URLs, a third larger than the file (an image is at
/// most 8 MB, the PDF 20 MB, a slideshow several images).
const LARGE_BODIES: &[(Method, &str, usize)] = &[
    (Method::POST, "/api/products", 12 * MB),
    (Method::PATCH, "/api/products/{id}", 12 * MB),
    (Method::PUT, "/api/hero", 24 * MB),
    (Method::POST, "/api/hero/slides", 12 * MB),
    (Method::POST, "/api/awards", 12 * MB),
    (Method::PUT, "/api/content/profile", 30 * MB),
];

/// What an operation lets in before its handler runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BodyRule {
    /// Callable without a session. Taken from the operation itself: public exactly when it has
    /// no `AdminSession` parameter, which is also what the spec declares.
    pub public: bool,
    /// Takes a request body at all (a body sent to any other operation is refused unread).
    pub takes_body: bool,
    /// The largest body it reads, in bytes.
    pub limit: usize,
}

/// Every operation's [`BodyRule`], looked up by method and request path before any body is read.
pub struct BodyRules {
    operations: Vec<(Method, Vec<String>, BodyRule)>,
}

impl BodyRules {
    /// Built once at start from the API's own description and [`LARGE_BODIES`].
    pub fn of_api() -> BodyRules {
        let mut operations = Vec::new();
        for api in Api::meta() {
            for path in api.paths {
                for op in path.operations {
                    let takes_body = op.request.is_some();
                    let limit = LARGE_BODIES
                        .iter()
                        .find(|(m, p, _)| *m == op.method && *p == path.path)
                        .map_or(SMALL_BODY, |(_, _, limit)| *limit);
                    let limit = if takes_body { limit } else { 0 };
                    let rule = BodyRule { public: op.security.is_empty(), takes_body, limit };
                    operations.push((op.method, path.path.split('/').map(str::to_owned).collect(), rule));
                }
            }
        }
        BodyRules { operations }
    }

    /// The rule of the operation `method` `path` names, if it names one.
    pub fn lookup(&self, method: &Method, path: &str) -> Option<BodyRule> {
        self.routed(path).find(|(m, _, _)| m == method).map(|(_, _, rule)| *rule)
    }

    /// The `Allow` header of a 405 at an API path: its operations' methods (HEAD with GET), or
    /// `None` when no operation has this path.
    pub fn allowed_methods(&self, path: &str) -> Option<String> {
        let mut methods: Vec<&str> = self.routed(path).map(|(m, _, _)| m.as_str()).collect();
        if methods.contains(&"GET") {
            methods.push("HEAD");
        }
        (!methods.is_empty()).then(|| methods.join(", "))
    }

    /// The operations of the path pattern the router picks for `path`: of the patterns that
    /// match, the one with a literal segment where another has a parameter, first from the left
    /// (`/api/admins/auth` rather than `/api/admins/{id}`).
    fn routed<'a>(&'a self, path: &'a str) -> impl Iterator<Item = &'a (Method, Vec<String>, BodyRule)> + 'a {
        let literal = |pattern: &[String]| pattern.iter().map(|s| !s.starts_with('{')).collect::<Vec<bool>>();
        let best = self
            .operations
            .iter()
            .filter(|(_, pattern, _)| path_matches(pattern, path))
            .map(|(_, pattern, _)| pattern)
            .max_by_key(|pattern| literal(pattern));
        self.operations.iter().filter(move |(_, pattern, _)| Some(pattern) == best)
    }
}

fn path_matches(pattern: &[String], path: &str) -> bool {
    let mut segments = path.split('/');
    pattern.iter().all(|p| segments.next().is_some_and(|s| if p.starts_with('{') { !s.is_empty() } else { s == p }))
        && segments.next().is_none()
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
    /// API keys for scripts: made, listed and revoked by a signed-in admin.
    ApiKeys,
    /// The audit log: every admin change, sign-in, failed sign-in and sign-out (read only).
    Activity,
    /// CSV files of orders and stock movements.
    Exports,
    /// Order e-mails: the mail server, the buyer's confirmation, the outbox and a test e-mail.
    Mail,
    /// Health and backups.
    System,
}
/// The failures one operation can answer, as `errors![400, 401, ...]` in its return type: an
/// [`ApiError`] (so `?` works in the handler) whose spec lists only these statuses, plus 500,
/// which any operation may answer when the server fails, and 503 (a full disk). Statuses answered before the handler
/// runs belong in the list too: 400 (a body where none is taken, or an unreadable one), 401
/// (secured), 403 (cross-site write), 408 and 413 (bodies).
pub struct Errors<const STATUSES: u16>(pub ApiError);

/// Each [`ApiError`] status as one bit of [`Errors`]' list; any other number does not compile.
pub const fn status_bit(status: u16) -> u16 {
    match bit_of(status) {
        Some(bit) => bit,
        None => panic!("not a status of ApiError (500 is always declared)"),
    }
}

const fn bit_of(status: u16) -> Option<u16> {
    Some(match status {
        400 => 1,
        401 => 1 << 1,
        403 => 1 << 2,
        404 => 1 << 3,
        409 => 1 << 4,
        408 => 1 << 5,
        413 => 1 << 6,
        429 => 1 << 7,
        _ => return None,
    })
}

/// The type of an operation's failures: `Result<Json<Product>, errors![400, 401, 404]>`.
#[macro_export]
macro_rules! errors {
    ($($status:literal),* $(,)?) => {
        $crate::api::Errors<{ 0 $(| $crate::api::status_bit($status))* }>
    };
}

impl<const S: u16> Errors<S> {
    fn declares(status: u16) -> bool {
        status == 500 || status == 503 || bit_of(status).is_some_and(|bit| S & bit != 0)
    }
}

impl<const S: u16> From<ApiError> for Errors<S> {
    fn from(e: ApiError) -> Self {
        debug_assert!(Self::declares(e.status().as_u16()), "undeclared status {}: {}", e.status(), e.message());
        Errors(e)
    }
}

impl<const S: u16> From<Errors<S>> for poem::Error {
    fn from(e: Errors<S>) -> Self {
        e.0.into()
    }
}

impl<const S: u16> IntoResponse for Errors<S> {
    fn into_response(self) -> Response {
        self.0.into_response()
    }
}

impl<const S: u16> ApiResponse for Errors<S> {
    fn meta() -> MetaResponses {
        let mut meta = ApiError::meta();
        meta.responses.retain(|r| r.status.is_some_and(Self::declares));
        meta
    }
    fn register(registry: &mut Registry) {
        ApiError::register(registry);
    }
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

/// Who makes an admin call, for the audit log.
fn actor(state: &AppState, req: &Request, session: &AdminSession) -> Actor {
    session.actor(state, req)
}

/// A CSV file (see `crate::csv`), sent as it is produced.
pub struct CsvBody(pub Body);

impl Payload for CsvBody {
    const CONTENT_TYPE: &'static str = "text/csv; charset=utf-8";
    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(poem_openapi::registry::MetaSchema {
            format: Some("binary"),
            ..poem_openapi::registry::MetaSchema::new("string")
        }))
    }
}

impl IntoResponse for CsvBody {
    fn into_response(self) -> Response {
        Response::builder().content_type(Self::CONTENT_TYPE).body(self.0)
    }
}

#[derive(ApiResponse)]
pub enum CsvFile {
    /// The file: UTF-8 with a byte-order mark, RFC 4180, a header row first; saved under a name
    /// with today's date.
    #[oai(status = 200)]
    Ok(CsvBody, #[oai(header = "Content-Disposition")] String),
}

impl CsvFile {
    pub fn attachment(body: Body, name: &str) -> CsvFile {
        CsvFile::Ok(CsvBody(body), format!("attachment; filename=\"{name}\""))
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The writes anyone may call (decisions.md): the order form, sign-in and sign-out. Any other
    /// write without an `AdminSession` parameter would be a door left open.
    #[test]
    fn the_public_writes_are_the_order_form_sign_in_and_sign_out() {
        let rules = BodyRules::of_api();
        let mut public: Vec<String> = rules
            .operations
            .iter()
            .filter(|(m, _, rule)| rule.public && *m != Method::GET)
            .map(|(m, p, _)| format!("{m} {}", p.join("/")))
            .collect();
        public.sort();
        assert_eq!(public, ["DELETE /api/session", "POST /api/admins/auth", "POST /api/orders"]);
    }

    /// What generated clients and the docs rely on: a stable camelCase name and a summary for each
    /// operation, and among its answers the refusals that happen before its handler runs.
    #[test]
    fn every_operation_is_named_summarised_and_declares_what_the_gates_answer() {
        let spec: serde_json::Value = serde_json::from_str(&spec_json()).unwrap();
        let mut ids = std::collections::HashSet::new();
        for (path, ops) in spec["paths"].as_object().unwrap() {
            for (method, op) in ops.as_object().unwrap() {
                let name = format!("{method} {path}");
                let id = op["operationId"].as_str().unwrap_or_else(|| panic!("{name}: no operationId"));
                assert!(
                    id.starts_with(|c: char| c.is_ascii_lowercase()) && id.chars().all(|c| c.is_ascii_alphanumeric()),
                    "{name}: {id} is not camelCase"
                );
                assert!(ids.insert(id.to_owned()), "{name}: {id} used twice");
                let summary = op["summary"].as_str().unwrap_or_default();
                assert!(
                    !summary.is_empty() && summary.len() <= 60 && !summary.contains('\n'),
                    "{name}: summary {summary:?}"
                );
                let declared = |status: &str| op["responses"].get(status).is_some();
                let secured = op.get("security").is_some_and(|s| !s.as_array().unwrap().is_empty());
                // 400 for a body sent where none is taken, before any handler runs
                let mut expected = vec!["400", "500"];
                if secured {
                    expected.push("401");
                }
                if method != "get" {
                    expected.push("403");
                }
                if op.get("requestBody").is_some() {
                    expected.extend(["408", "413"]);
                }
                if path.contains('{') {
                    expected.extend(["400", "404"]);
                }
                for status in expected {
                    assert!(declared(status), "{name} does not declare {status}");
                }
                assert!(secured || !declared("401") || id == "signIn", "{name}: public, yet declares 401");
            }
        }
    }

    #[test]
    fn every_large_body_names_an_operation_that_takes_one() {
        let with_body: Vec<(Method, String)> = Api::meta()
            .into_iter()
            .flat_map(|api| api.paths)
            .flat_map(|p| {
                let path = p.path.clone();
                p.operations.into_iter().filter(|op| op.request.is_some()).map(move |op| (op.method, path.clone()))
            })
            .collect();
        for (method, path, _) in LARGE_BODIES {
            assert!(with_body.contains(&(method.clone(), path.to_string())), "{method} {path}");
        }
    }

    #[test]
    fn requests_find_their_operation() {
        let rules = BodyRules::of_api();
        let rule = |m: Method, p: &str| rules.lookup(&m, p).unwrap();
        let admin = |limit| BodyRule { public: false, takes_body: true, limit };
        assert_eq!(rule(Method::PATCH, "/api/products/7"), admin(12 * MB));
        assert_eq!(rule(Method::POST, "/api/products/7/imports"), admin(SMALL_BODY));
        assert_eq!(rule(Method::PUT, "/api/content/profile"), admin(30 * MB));
        assert_eq!(rule(Method::POST, "/api/orders"), BodyRule { public: true, takes_body: true, limit: SMALL_BODY });
        assert_eq!(rules.lookup(&Method::POST, "/api/orders/"), None, "paths match exactly");
        assert_eq!(rules.lookup(&Method::PATCH, "/api/products/"), None);
        assert_eq!(rules.lookup(&Method::POST, "/api/nothing"), None);
        // Only the method that uploads the profile takes its large body; no other names an operation.
        assert_eq!(rules.lookup(&Method::GET, "/api/content/profile"), None);
        assert_eq!(rule(Method::GET, "/api/products"), BodyRule { public: true, takes_body: false, limit: 0 });
        assert_eq!(
            rule(Method::DELETE, "/api/content/profile"),
            BodyRule { public: false, takes_body: false, limit: 0 }
        );
        assert_eq!(rules.allowed_methods("/api/products/7").as_deref(), Some("PATCH, DELETE"));
        assert_eq!(rules.allowed_methods("/api/session").as_deref(), Some("GET, DELETE, HEAD"));
        assert_eq!(rules.allowed_methods("/api/nothing"), None);
        // A literal path wins over a parameter, as in the router: `auth` is no admin id.
        assert_eq!(rules.lookup(&Method::DELETE, "/api/admins/auth"), None);
        assert_eq!(rules.allowed_methods("/api/admins/auth").as_deref(), Some("POST"));
        assert_eq!(rules.allowed_methods("/api/admins/3").as_deref(), Some("DELETE"));
    }
}
