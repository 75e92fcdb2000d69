//! The admin session: its cookie (name, flags, reading it from a request) and the `AdminSession`
//! scheme that admin operations take, which looks the session up in the database.

use std::sync::Arc;

use poem::Request;
use poem_openapi::auth::ApiKey;
use poem_openapi::SecurityScheme;

use crate::config::ServeConfig;
use crate::error::ApiError;
use crate::models::admins::{self, Admin};
use crate::state::AppState;

pub const SESSION_COOKIE: &str = "site_session";

// An operation that takes this parameter answers 401 without a live session, and the spec marks
// it secured. `key_name` repeats SESSION_COOKIE: the attribute takes only a literal.
/// An admin's session: the `site_session` cookie set by `POST /api/admins/auth`.
#[derive(SecurityScheme)]
#[oai(ty = "api_key", key_name = "site_session", key_in = "cookie", checker = "check_session")]
pub struct AdminSession(pub Admin);

async fn check_session(req: &Request, key: ApiKey) -> poem::Result<Admin> {
    let state = req
        .data::<Arc<AppState>>()
        .ok_or_else(|| poem::Error::from(ApiError::internal("application state missing")))?;
    match session_admin(state, key.key).await {
        Ok(Some(admin)) => Ok(admin),
        Ok(None) => Err(ApiError::unauthorized().into()),
        Err(e) => Err(e.into()),
    }
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
