//! What the resources of the API share: their tags, the failures an operation declares
//! (`errors![...]`), the common answers (201, 204, CSV, cached JSON) and the actor of an admin call.

use std::marker::PhantomData;

use bytes::Bytes;
use poem::{Body, IntoResponse, Request, Response};
use poem_openapi::payload::Payload;
use poem_openapi::registry::{MetaResponses, MetaSchemaRef, Registry};
use poem_openapi::types::Type;
use poem_openapi::{ApiResponse, Tags};

use crate::auth::AdminSession;
use crate::error::{ApiError, ErrorCode};
use crate::mail::security;
use crate::models::audit::{Actor, AuditKind, Change};
use crate::state::AppState;

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
    /// Webhooks: the integrators' endpoints, the events each is sent, and every delivery attempt.
    Webhooks,
    /// The audit log: every admin change, sign-in, failed sign-in and sign-out (read only).
    Activity,
    /// CSV files of orders, quotes and stock movements.
    Exports,
    /// Order e-mails: the mail server, the buyer's confirmation, the outbox and a test e-mail.
    Mail,
    /// Health and backups.
    System,
    /// Certificates of the company and documents of each product.
    Documents,
    /// Inquiries over several products, the company's priced quotes, and the buyer's answers.
    Quotes,
    /// After the order: shipments with their packages, steps and papers, commercial invoices and
    /// packing lists, payment schedules and payments, and the buyer's order page.
    Shipments,
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
        $crate::api::common::Errors<{ 0 $(| $crate::api::common::status_bit($status))* }>
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
pub fn actor(state: &AppState, req: &Request, session: &AdminSession) -> Actor {
    session.actor(state, req)
}

/// What a sensitive change did, for its notice: the result, the record's name, what changed (no
/// name and no change: nothing happened, nothing to tell).
pub type Sensitive<T> = (T, String, Vec<Change>);

/// Makes a sensitive change (its caller has checked `SignedIn::confirmed`): `change` runs in one
/// write transaction with the notice of it to every admin and the company, which is sent at once.
pub async fn sensitive<T, F>(state: &AppState, who: Actor, kind: AuditKind, change: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&rusqlite::Transaction, &Actor) -> Result<Sensitive<T>, ApiError> + Send + 'static,
{
    let site_url = state.site_url();
    let value = state
        .db
        .write(move |tx| {
            let (value, name, changes) = change(tx, &who)?;
            if !name.is_empty() || !changes.is_empty() {
                security::notify(tx, &who, kind, &name, &changes, site_url.as_deref())?;
            }
            Ok(value)
        })
        .await?;
    state.mail.wake();
    Ok(value)
}

/// What a buyer's private token opens (a quote, a shipment), counting a miss against the caller:
/// past the limit every call by any token is 429, so guessing is no faster across both kinds.
/// The buyer's calls are theirs alone: one carrying an API key is refused (403 `buyer_only`)
/// before the token is looked at. No browser sends one, and a key holding a token would act as the
/// buyer.
pub async fn buyer_call<T, F>(state: &AppState, req: &Request, lookup: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&rusqlite::Connection) -> Result<T, ApiError> + Send + 'static,
{
    if crate::auth::has_bearer(req) {
        return Err(ApiError::new(ErrorCode::BuyerOnly, "The buyer's calls take no API key"));
    }
    let ip = state.client_ip(req);
    if state.quote_token_misses.blocked(ip) {
        return Err(ApiError::too_many_requests());
    }
    let found = state.db.read(lookup).await;
    if found.as_ref().is_err_and(|e| e.code() == ErrorCode::NotFound) {
        state.quote_token_misses.missed(ip);
    }
    found
}

/// A CSV file (see `crate::ops::csv`), sent as it is produced.
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

    /// A download named `{stem}-{today in the caller's time zone}.csv`.
    pub fn dated(body: Body, stem: &str, offset: time::UtcOffset) -> CsvFile {
        let today = time::OffsetDateTime::now_utc().to_offset(offset).date();
        CsvFile::attachment(body, &format!("{stem}-{today}.csv"))
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
