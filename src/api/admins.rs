//! Sign-in, the session, and admin accounts.

use std::sync::Arc;
use std::time::Instant;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::common::{ApiTags, Created, Deleted};
use crate::auth::{session_admin, session_cookie, session_token, SignedIn};
use crate::db::run_blocking;
use crate::error::{ApiError, ErrorBody, ErrorCode, TOO_MANY_REQUESTS_MESSAGE};
use crate::errors;
use crate::models::admins::{self, Admin, Credentials, NewAdmin};
use crate::models::audit::{self, AuditKind, Target};
use crate::state::AppState;

#[derive(Default)]
pub struct AdminsApi;

#[derive(Object)]
struct SignedInUser {
    username: String,
}

#[derive(Object)]
#[oai(skip_serializing_if_is_none)]
struct SessionInfo {
    authenticated: bool,
    username: Option<String>,
}

#[derive(ApiResponse)]
enum SignInResponse {
    /// Signed in; the session cookie is set.
    #[oai(status = 200)]
    Ok(Json<SignedInUser>, #[oai(header = "Set-Cookie")] String),
    /// Too many attempts from this address, or failed sign-ins from it (or for this username from
    /// addresses it has not signed in from): `Retry-After` says how many seconds to wait.
    #[oai(status = 429)]
    Locked(Json<ErrorBody>, #[oai(header = "Retry-After")] u64),
}

#[derive(ApiResponse)]
enum SignOutResponse {
    /// Signed out; the session cookie is cleared.
    #[oai(status = 204)]
    Done(#[oai(header = "Set-Cookie")] String),
}

#[OpenApi(tag = "ApiTags::Admins")]
impl AdminsApi {
    /// Signs in
    ///
    /// Takes a username and password and sets the `site_session` cookie. A wrong pair answers
    /// 401 `Invalid username or password`. Attempts are limited per client address, and failures
    /// lock the address, and the username, for longer and longer (429 with `Retry-After`).
    #[oai(path = "/api/admins/auth", method = "post", operation_id = "signIn")]
    async fn sign_in(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        body: Json<Credentials>,
    ) -> Result<SignInResponse, errors![400, 401, 403, 408, 413]> {
        let locked = |wait_secs: u64| {
            let error = ErrorBody::new(ErrorCode::TooManyRequests, TOO_MANY_REQUESTS_MESSAGE);
            Ok(SignInResponse::Locked(Json(error), wait_secs.max(1)))
        };
        let ip = state.client_ip(req);
        if !state.login_limiter.allow(ip) {
            // the bucket gives one attempt back every 60 / limit seconds
            return locked(60u64.div_ceil(u64::from(state.config.login_limit.max(1))));
        }
        let (username, password) = body.require()?;
        // The name as accounts are stored; one that cannot be stored cannot match.
        let username = admins::normalize_username(username).unwrap_or_else(|_| username.to_owned());
        let password = password.to_owned();
        // A login limit of 0 (tests, trusted set-ups) turns off the lockouts as well.
        let throttled = state.config.login_limit > 0;
        if let Err(wait) =
            state
                .sign_in_throttle
                .check(ip, &username, Instant::now())
                .or_else(|w| if throttled { Err(w) } else { Ok(()) })
        {
            return locked(wait.as_secs_f64().ceil() as u64);
        }
        let admin = {
            let _permit = state.hashing.acquire().await.map_err(ApiError::internal)?;
            let username = username.clone();
            state.db.read(move |conn| admins::authenticate(conn, &username, &password)).await?
        };
        let Some(admin) = admin else {
            if throttled {
                state.sign_in_throttle.failed(ip, &username, Instant::now());
            }
            let who = admins::attempt_actor(&username, ip);
            state.db.write(move |tx| audit::record(tx, &who, AuditKind::SignInFailed, Target::default(), &[])).await?;
            return Err(ApiError::new(ErrorCode::InvalidCredentials, "Invalid username or password").into());
        };
        state.sign_in_throttle.succeeded(ip, &admin.username);
        let ttl = state.config.session_ttl;
        let who = admin.actor(ip);
        let target = Target::new(admin.id, &admin.username);
        let token = state
            .db
            .write(move |tx| {
                let token = admins::open_session(tx, admin.id, ttl)?;
                audit::record(tx, &who, AuditKind::SignIn, target, &[])?;
                Ok(token)
            })
            .await?;
        Ok(SignInResponse::Ok(
            Json(SignedInUser { username: admin.username }),
            session_cookie(&state.config, &token, ttl),
        ))
    }

    /// Who is signed in
    ///
    /// `authenticated: false` without a live session. Public.
    #[oai(path = "/api/session", method = "get", operation_id = "getSession")]
    async fn session(&self, state: Data<&Arc<AppState>>, req: &Request) -> Result<Json<SessionInfo>, errors![400]> {
        let admin = match session_token(req) {
            Some(token) => session_admin(&state, token).await?,
            None => None,
        };
        Ok(Json(SessionInfo { authenticated: admin.is_some(), username: admin.map(|a| a.username) }))
    }

    /// Signs out
    ///
    /// Ends the session on the server and clears the cookie.
    #[oai(path = "/api/session", method = "delete", operation_id = "signOut")]
    async fn sign_out(&self, state: Data<&Arc<AppState>>, req: &Request) -> Result<SignOutResponse, errors![400, 403]> {
        // Without a live session there is nobody to sign out, and nothing is written: anyone may
        // send this.
        let token = match session_token(req) {
            Some(token) if session_admin(&state, token.clone()).await?.is_some() => Some(token),
            _ => None,
        };
        if let Some(token) = token {
            let ip = state.client_ip(req);
            state
                .db
                .write(move |tx| {
                    // a session that ended meanwhile signs nobody out
                    if let Some(admin) = admins::session_admin(tx, &token)? {
                        let target = Target::new(admin.id, &admin.username);
                        audit::record(tx, &admin.actor(ip), AuditKind::SignOut, target, &[])?;
                    }
                    admins::close_session(tx, &token)
                })
                .await?;
        }
        Ok(SignOutResponse::Done(session_cookie(&state.config, "", 0)))
    }

    /// Every admin account
    ///
    /// Id and username only. Accounts need a signed-in admin: an API key cannot manage them.
    #[oai(path = "/api/admins", method = "get", operation_id = "listAdmins")]
    async fn list(&self, state: Data<&Arc<AppState>>, _admin: SignedIn) -> Result<Json<Vec<Admin>>, errors![400, 401]> {
        Ok(Json(state.db.read(admins::list).await?))
    }

    /// Creates an admin account
    ///
    /// A taken username answers 409 `Username already exists`.
    #[oai(path = "/api/admins", method = "post", operation_id = "createAdmin")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        body: Json<NewAdmin>,
    ) -> Result<Created<Admin>, errors![400, 401, 403, 408, 409, 413]> {
        let who = admin.0.actor(state.client_ip(req));
        let (username, password) = body.require()?;
        let username = admins::normalize_username(username)?;
        let password = password.to_owned();
        admins::check_new_password(&password)?;
        let hash = {
            let _permit = state.hashing.acquire().await.map_err(ApiError::internal)?;
            run_blocking(move || admins::hash_password(&password)).await?
        };
        let admin = state.db.write(move |tx| admins::create_audited(tx, &who, &username, &hash)).await?;
        Ok(Created::Created(Json(admin)))
    }

    /// Removes an admin account
    ///
    /// Its sessions end. The last account cannot be removed (409 `Cannot remove the last admin`).
    #[oai(path = "/api/admins/:id", method = "delete", operation_id = "deleteAdmin")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404, 409]> {
        let who = admin.0.actor(state.client_ip(req));
        state
            .db
            .write(move |tx| {
                let name = admins::list(tx)?.into_iter().find(|a| a.id == id.0).map(|a| a.username).unwrap_or_default();
                admins::delete(tx, id.0)?;
                audit::record(tx, &who, AuditKind::AdminDelete, Target::new(id.0, &name), &[])
            })
            .await?;
        Ok(Deleted::Deleted)
    }
}
