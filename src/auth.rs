//! Who may call the admin operations: the admin session (its cookie: name, flags, reading it from
//! a request) and API keys (`Authorization: Bearer site_...`, src/models/api_keys.rs). The
//! security schemes here look either up in the database; handlers take [`AdminSession`] (a
//! session or a key) or [`SignedIn`] (a session only: accounts and keys).

use std::sync::Arc;
use std::time::Instant;

use poem::http::{header, Method};
use poem::{Request, RequestBody};
use poem_openapi::auth::{ApiKey, Bearer};
use poem_openapi::registry::Registry;
use poem_openapi::{ApiExtractor, ApiExtractorType, ExtractParamOptions, SecurityScheme};

use crate::config::ServeConfig;
use crate::error::{ApiError, ErrorCode};
use crate::models::admins::{self, Admin};
use crate::models::api_keys::{self, KeyAccess, KeyHolder};
use crate::models::audit::Actor;
use crate::models::second_factor;
use crate::state::AppState;

pub const SESSION_COOKIE: &str = "site_session";

// An operation that takes this parameter answers 401 without a live session, and the spec marks
// it secured. `key_name` repeats SESSION_COOKIE: the attribute takes only a literal.
/// An admin's session: the `site_session` cookie set by `POST /api/admins/auth`. A request that
/// also carries `Authorization: Bearer` is judged by its key alone.
#[derive(SecurityScheme)]
#[oai(rename = "AdminSession", ty = "api_key", key_name = "site_session", key_in = "cookie", checker = "check_session")]
pub struct SignedIn(pub Session);

/// How long after entering the password (and second factor) a session may make sensitive changes.
pub const CONFIRM_WINDOW_MS: i64 = 5 * 60 * 1000;

/// A live session: its admin, and when they last entered their password in it.
pub struct Session {
    pub admin: Admin,
    pub confirmed_at: i64,
}

impl std::ops::Deref for Session {
    type Target = Admin;
    fn deref(&self) -> &Admin {
        &self.admin
    }
}

impl SignedIn {
    /// The admin, when they entered their password (and second factor) in this session within
    /// [`CONFIRM_WINDOW_MS`]: what the changes a thief would want need (bank details, the site's
    /// address, mail settings, accounts, keys, backups). 403 `confirm_password` otherwise; the
    /// dashboard then asks for the password and sends `POST /api/session/confirm`.
    pub fn confirmed(&self) -> Result<&Admin, ApiError> {
        if crate::db::now_ms() - self.0.confirmed_at <= CONFIRM_WINDOW_MS {
            Ok(&self.0.admin)
        } else {
            Err(ApiError::new(ErrorCode::ConfirmPassword, "Enter your password again to make this change"))
        }
    }
}

/// An API key made in the dashboard (Users tab), sent as `Authorization: Bearer site_...`. It
/// acts for the admin who made it; a `read` key may call only `GET` operations (403 otherwise).
/// It cannot manage accounts or keys. No `Origin` is needed.
#[derive(SecurityScheme)]
#[oai(rename = "ApiKey", ty = "bearer", bearer_format = "site_…", checker = "check_key")]
pub struct KeyBearer(pub KeyHolder);

/// Who may call an admin operation: a signed-in admin, or an API key.
pub enum AdminSession {
    Session(SignedIn),
    Key(KeyBearer),
}

// What `#[derive(SecurityScheme)]` makes of an enum, but asking one scheme only: the key when the
// request carries `Authorization: Bearer` (which then alone decides), else the session. The derived
// code tries both and answers the last one's refusal, so a session's own refusal (a second factor
// to set up first) was lost behind the key's "no key".
impl<'a> ApiExtractor<'a> for AdminSession {
    const TYPES: &'static [ApiExtractorType] = &[ApiExtractorType::SecurityScheme];
    type ParamType = ();
    type ParamRawType = ();

    fn register(registry: &mut Registry) {
        SignedIn::register(registry);
        KeyBearer::register(registry);
    }

    fn security_schemes() -> Vec<&'static str> {
        [SignedIn::security_schemes(), KeyBearer::security_schemes()].concat()
    }

    async fn from_request(
        req: &'a Request,
        body: &mut RequestBody,
        _param_opts: ExtractParamOptions<()>,
    ) -> poem::Result<Self> {
        if has_bearer(req) {
            let key = KeyBearer::from_request(req, body, ExtractParamOptions::default()).await?;
            Ok(AdminSession::Key(key))
        } else {
            let session = SignedIn::from_request(req, body, ExtractParamOptions::default()).await?;
            Ok(AdminSession::Session(session))
        }
    }
}

impl AdminSession {
    /// The account acting: the signed-in admin, or the one who made the key.
    pub fn admin(&self) -> &Admin {
        match self {
            AdminSession::Session(s) => &s.0.admin,
            AdminSession::Key(k) => &k.0.admin,
        }
    }

    /// The admin, when this is a session that may make a sensitive change now
    /// ([`SignedIn::confirmed`]); an API key never may (403 `session_only`).
    pub fn confirmed(&self) -> Result<&Admin, ApiError> {
        match self {
            AdminSession::Session(s) => s.confirmed(),
            AdminSession::Key(_) => Err(ApiError::new(
                ErrorCode::SessionOnly,
                "An API key cannot make this change: an admin signed in to the dashboard can",
            )),
        }
    }

    /// Whether this caller may download a backup (every record, the admins' hashes, the mail
    /// password): an admin signed in who entered the password in the last five minutes, or a
    /// key made for backups alone. Other keys are refused (403 `session_only`).
    pub fn may_download_backups(&self) -> Result<(), ApiError> {
        match self {
            AdminSession::Session(s) => s.confirmed().map(|_| ()),
            AdminSession::Key(k) if k.0.access == KeyAccess::Backup => Ok(()),
            AdminSession::Key(_) => Err(ApiError::new(
                ErrorCode::SessionOnly,
                "Only an admin signed in, or a key made for backups, may download a backup",
            )),
        }
    }

    /// Who acts, as the audit log records it: the account, or the key by its id and name.
    pub fn actor(&self, state: &AppState, req: &Request) -> Actor {
        let ip = state.client_ip(req);
        match self {
            AdminSession::Session(s) => s.0.actor(ip),
            AdminSession::Key(k) => k.0.actor(ip),
        }
    }
}

fn app_state(req: &Request) -> poem::Result<&Arc<AppState>> {
    req.data::<Arc<AppState>>().ok_or_else(|| poem::Error::from(ApiError::internal("application state missing")))
}

async fn check_session(req: &Request, key: ApiKey) -> poem::Result<Session> {
    if has_bearer(req) {
        return Err(ApiError::unauthorized().into());
    }
    let token = key.key;
    let found = app_state(req)?
        .db
        .read(move |conn| {
            let Some((admin, confirmed_at)) = admins::session(conn, &token)? else { return Ok(None) };
            let setup_due = second_factor::required(conn)? && !second_factor::is_on(conn, admin.id)?;
            Ok(Some((Session { admin, confirmed_at }, setup_due)))
        })
        .await?;
    match found {
        None => Err(ApiError::unauthorized().into()),
        // Every admin must use a second factor and this one has none yet: only setting it up.
        Some((_, true)) if !req.uri().path().starts_with(SECOND_FACTOR_PATH) => Err(ApiError::new(
            ErrorCode::SecondFactorSetup,
            "Every admin must use a second factor: set yours up before anything else",
        )
        .into()),
        Some((session, _)) => Ok(session),
    }
}

/// Where an admin sets up a second factor (and confirms their password for it): all a session
/// may call while a required second factor is missing.
pub const SECOND_FACTOR_PATH: &str = "/api/session/";

async fn check_key(req: &Request, bearer: Bearer) -> poem::Result<KeyHolder> {
    let state = app_state(req)?;
    let Some(key) = key_holder(state, bearer.token).await? else {
        return Err(invalid_key().into());
    };
    let write = !matches!(*req.method(), Method::GET | Method::HEAD);
    if key.access == KeyAccess::Backup && (write || !is_backup_download(req.uri().path())) {
        return Err(backups_only().into());
    }
    if write && key.access == KeyAccess::Read {
        return Err(read_only().into());
    }
    let (touch, log) = state.key_uses.due(key.id, write, Instant::now());
    if touch || log {
        let call = log.then(|| format!("{} {}", req.method(), req.uri().path()));
        let (holder, ip) = (key.clone(), state.client_ip(req));
        state.db.write(move |tx| api_keys::note_use(tx, &holder, ip, call.as_deref())).await?;
    }
    Ok(key)
}

/// The live key a bearer token is, if any.
async fn key_holder(state: &AppState, token: String) -> Result<Option<KeyHolder>, ApiError> {
    state.db.read(move |conn| api_keys::holder(conn, &token)).await
}

/// Whether the request carries `Authorization: Bearer ...` (valid or not): then its key alone
/// decides, no session cookie counts, and no `Origin` is needed (a page of another site cannot
/// send this header without the site's consent, which CORS never gives here).
pub fn has_bearer(req: &Request) -> bool {
    req.headers().get(header::AUTHORIZATION).is_some_and(|v| {
        let v = v.as_bytes();
        v.len() >= 7 && v[..7].eq_ignore_ascii_case(b"bearer ")
    })
}

/// Whether the request's credential may write: a live session, or a live key that may write;
/// if not, the refusal the operation itself would answer. Asked before a large admin body is
/// read (src/http.rs).
pub async fn may_write(state: &AppState, req: &Request) -> Result<(), ApiError> {
    if has_bearer(req) {
        let token = req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).map(|v| v[7..].trim());
        let key = key_holder(state, token.unwrap_or_default().to_owned()).await?;
        return match key {
            None => Err(invalid_key()),
            Some(k) if k.access == KeyAccess::Read => Err(read_only()),
            Some(k) if k.access == KeyAccess::Backup => Err(backups_only()),
            Some(_) => Ok(()),
        };
    }
    let admin = match session_token(req) {
        Some(token) => session_admin(state, token).await?,
        None => None,
    };
    admin.map(|_| ()).ok_or_else(ApiError::unauthorized)
}

fn invalid_key() -> ApiError {
    ApiError::new(ErrorCode::Unauthorized, "Invalid API key")
}

/// Whether `path` downloads a backup: all a backup key may do.
pub fn is_backup_download(path: &str) -> bool {
    path == "/api/backup" || path.strip_prefix("/api/backups/").is_some_and(|name| !name.is_empty())
}

fn backups_only() -> ApiError {
    ApiError::new(ErrorCode::BackupKey, "This API key only downloads backups")
}

fn read_only() -> ApiError {
    ApiError::new(ErrorCode::ReadOnlyKey, "This API key can only read")
}

/// The admin whose live session `token` opens, if any.
pub async fn session_admin(state: &AppState, token: String) -> Result<Option<Admin>, ApiError> {
    state.db.read(move |conn| admins::session_admin(conn, &token)).await
}

/// The session token from the request's cookies, if any.
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

/// The `Set-Cookie` value carrying `token` for `max_age` seconds (an empty token and 0 clear it):
/// HttpOnly and SameSite=Strict always, Secure when the site is served over https.
pub fn session_cookie(config: &ServeConfig, token: &str, max_age: u64) -> String {
    let secure = if config.https() { "; Secure" } else { "" };
    format!("{SESSION_COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={max_age}{secure}")
}
