//! The admin's own session: signing in (with the second factor when on) and out, confirming the
//! password before a sensitive change, turning the second factor on and off, recovery codes, and
//! the address security notices reach them at.

use std::sync::Arc;
use std::time::Instant;

use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::common::{sensitive, ApiTags, Deleted};
use crate::auth::{session_cookie, session_token, SignedIn, CONFIRM_WINDOW_MS};
use crate::error::{ApiError, ErrorBody, ErrorCode, TOO_MANY_REQUESTS_MESSAGE};
use crate::errors;
use crate::models::admins::{self, Admin, Credentials};
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::{bank, second_factor};
use crate::rules::{check_email, rfc3339, Email, Field};
use crate::state::AppState;

#[derive(Default)]
pub struct SessionApi;

#[derive(Object)]
struct SignedInUser {
    username: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
struct SessionInfo {
    authenticated: bool,
    username: Option<String>,
    /// The address notices of sensitive changes reach this admin at.
    email: Option<String>,
    /// This admin signs in with a second factor.
    second_factor: Option<bool>,
    /// Unused recovery codes left (with a second factor).
    recovery_codes_left: Option<i64>,
    /// Every admin must use a second factor (one without must set it up before anything else).
    second_factor_required: Option<bool>,
    /// Until when sensitive changes need no password again (RFC 3339, UTC); absent when they do.
    confirmed_until: Option<String>,
    /// When the bank details were last changed (RFC 3339, UTC): the dashboard warns for a week.
    bank_changed_at: Option<String>,
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

/// The password again (and the second factor's code when on), before a sensitive change.
#[derive(Object)]
struct Confirmation {
    #[oai(validator(max_length = 1024))]
    password: String,
    /// The authenticator's 6 digits or a recovery code, when the account has a second factor.
    #[oai(validator(max_length = 32))]
    code: Option<String>,
}

/// A second factor being set up: what the authenticator app takes (shown this once).
#[derive(Object)]
#[oai(rename_all = "camelCase")]
struct SecondFactorSetup {
    /// The key in base32, for an app that cannot scan.
    secret: String,
    /// The `otpauth://` address the QR code carries.
    uri: String,
    /// The QR code of `uri`, as SVG.
    qr_svg: String,
}

/// The first code the app shows, which turns the second factor on.
#[derive(Object)]
struct SecondFactorCode {
    #[oai(validator(max_length = 32))]
    code: String,
}

/// Single-use codes that stand in for the app's (a lost phone): shown this once.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
struct RecoveryCodes {
    recovery_codes: Vec<String>,
}

/// The address security notices reach this admin at (blank: none).
#[derive(Object)]
struct OwnEmail {
    email: Field<Option<Email>>,
}

fn locked(wait_secs: u64) -> Result<SignInResponse, ApiError> {
    let error = ErrorBody::new(ErrorCode::TooManyRequests, TOO_MANY_REQUESTS_MESSAGE);
    Ok(SignInResponse::Locked(Json(error), wait_secs.max(1)))
}

/// Whether `password` (and `code`, for an account with a second factor) are `username`'s, with the
/// limits on guessing that sign-in has: `Err(Some(wait))` when locked, `Err(None)` for a wrong
/// password, `Ok(Some(..))` for the account, `Ok(None)` when its code is missing or wrong (`code`
/// tells which).
async fn check_credentials(
    state: &AppState,
    req: &Request,
    username: &str,
    password: &str,
    code: Option<&str>,
) -> Result<Result<Admin, Refusal>, ApiError> {
    let ip = state.client_ip(req);
    if !state.login_limiter.allow(ip) {
        // the bucket gives one attempt back every 60 / limit seconds
        return Ok(Err(Refusal::Locked(60u64.div_ceil(u64::from(state.config.login_limit.max(1))))));
    }
    // A login limit of 0 (tests, trusted set-ups) turns off the lockouts as well.
    let throttled = state.config.login_limit > 0;
    if let Err(wait) = state.sign_in_throttle.check(ip, username, Instant::now()) {
        if throttled {
            return Ok(Err(Refusal::Locked(wait.as_secs_f64().ceil() as u64)));
        }
    }
    let admin = {
        let _permit = state.hashing.acquire().await.map_err(ApiError::internal)?;
        let (username, password) = (username.to_owned(), password.to_owned());
        state.db.read(move |conn| admins::authenticate(conn, &username, &password)).await?
    };
    let failed = |refusal: Refusal| {
        if throttled {
            state.sign_in_throttle.failed(ip, username, Instant::now());
        }
        let who = admins::attempt_actor(username, ip);
        async move {
            state.db.write(move |tx| audit::record(tx, &who, AuditKind::SignInFailed, Target::default(), &[])).await?;
            Ok(Err(refusal))
        }
    };
    let Some(admin) = admin else { return failed(Refusal::Password).await };
    let id = admin.id;
    let code = code.map(str::to_owned);
    let second = state
        .db
        .write(move |tx| {
            if !second_factor::is_on(tx, id)? {
                return Ok(Some(true));
            }
            match code {
                None => Ok(None),
                Some(code) => second_factor::verify(tx, id, &code).map(Some),
            }
        })
        .await?;
    match second {
        None => Ok(Err(Refusal::CodeMissing)),
        Some(false) => failed(Refusal::Code).await,
        Some(true) => {
            state.sign_in_throttle.succeeded(ip, &admin.username);
            Ok(Ok(admin))
        }
    }
}

/// Why credentials were not taken.
enum Refusal {
    /// Too many attempts: wait this many seconds.
    Locked(u64),
    Password,
    CodeMissing,
    Code,
}

#[OpenApi(tag = "ApiTags::Admins")]
impl SessionApi {
    /// Signs in
    ///
    /// Takes a username and password (and, for an account with a second factor, its `code`) and
    /// sets the `site_session` cookie. A wrong pair answers 401 `Invalid username or password`; a
    /// right pair without the code 401 `second_factor_required`, a wrong or used code 401
    /// `invalid_code`. Attempts are limited per client address, and failures (codes as well as
    /// passwords) lock the address, and the username, for longer and longer (429 with
    /// `Retry-After`).
    #[oai(path = "/api/admins/auth", method = "post", operation_id = "signIn")]
    async fn sign_in(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        body: Json<Credentials>,
    ) -> Result<SignInResponse, errors![400, 401, 403, 408, 413]> {
        let (username, password) = body.require()?;
        // The name as accounts are stored; one that cannot be stored cannot match.
        let username = admins::normalize_username(username).unwrap_or_else(|_| username.to_owned());
        let code = body.code.as_deref().map(str::trim).filter(|c| !c.is_empty());
        let admin = match check_credentials(&state, req, &username, password, code).await? {
            Ok(admin) => admin,
            Err(Refusal::Locked(wait)) => return Ok(locked(wait)?),
            Err(Refusal::Password) => {
                return Err(ApiError::new(ErrorCode::InvalidCredentials, "Invalid username or password").into())
            }
            Err(Refusal::CodeMissing) => {
                return Err(ApiError::new(
                    ErrorCode::SecondFactorRequired,
                    "Enter the code your authenticator app shows",
                )
                .field("code")
                .into())
            }
            Err(Refusal::Code) => {
                return Err(ApiError::new(ErrorCode::InvalidCode, "The code is wrong or has been used")
                    .field("code")
                    .into())
            }
        };
        let ttl = state.config.session_ttl;
        let who = admin.actor(state.client_ip(req));
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
    /// `authenticated: false` without a live session; with one, the account's second factor and
    /// e-mail address, whether every admin must use a second factor, until when sensitive changes
    /// need no password again, and when the bank details last changed. Public.
    #[oai(path = "/api/session", method = "get", operation_id = "getSession")]
    async fn session(&self, state: Data<&Arc<AppState>>, req: &Request) -> Result<Json<SessionInfo>, errors![400]> {
        Ok(Json(session_info(&state, req).await?))
    }

    /// Signs out
    ///
    /// Ends the session on the server and clears the cookie.
    #[oai(path = "/api/session", method = "delete", operation_id = "signOut")]
    async fn sign_out(&self, state: Data<&Arc<AppState>>, req: &Request) -> Result<SignOutResponse, errors![400, 403]> {
        // Without a live session there is nobody to sign out, and nothing is written: anyone may
        // send this.
        if let Some(token) = session_token(req) {
            let ip = state.client_ip(req);
            state
                .db
                .write(move |tx| {
                    // a session that ended meanwhile signs nobody out
                    if let Some(admin) = admins::session_admin(tx, &token)? {
                        let target = Target::new(admin.id, &admin.username);
                        audit::record(tx, &admin.actor(ip), AuditKind::SignOut, target, &[])?;
                        admins::close_session(tx, &token)?;
                    }
                    Ok(())
                })
                .await?;
        }
        Ok(SignOutResponse::Done(session_cookie(&state.config, "", 0)))
    }

    /// Confirms the password
    ///
    /// The password (and the second factor's code, when on) entered again: for five minutes the
    /// session may then make sensitive changes (bank details, the site's address, mail settings,
    /// accounts, keys, backups, the second factor). A wrong or missing one is 403
    /// `confirm_password` with `field` `password` or `code`,
    /// and counts against the sign-in limits.
    #[oai(path = "/api/session/confirm", method = "post", operation_id = "confirmPassword")]
    async fn confirm(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        body: Json<Confirmation>,
    ) -> Result<Json<SessionInfo>, errors![400, 401, 403, 408, 413, 429]> {
        let code = body.code.as_deref().map(str::trim).filter(|c| !c.is_empty());
        // 403 with the field at fault, never sign-in's 401: the session is alive, only this
        // confirmation failed (a 401 would tell the dashboard it was signed out)
        let refused = |field: &str, message: &str| ApiError::new(ErrorCode::ConfirmPassword, message).field(field);
        match check_credentials(&state, req, &admin.0.username, &body.password, code).await? {
            Ok(found) if found.id == admin.0.id => {}
            Ok(_) | Err(Refusal::Password) => return Err(refused("password", "Wrong password").into()),
            Err(Refusal::Locked(_)) => return Err(ApiError::too_many_requests().into()),
            Err(Refusal::CodeMissing) => {
                return Err(refused("code", "Enter the code your authenticator app shows").into())
            }
            Err(Refusal::Code) => return Err(refused("code", "The code is wrong or has been used").into()),
        }
        let token = session_token(req).unwrap_or_default();
        state.db.write(move |tx| admins::confirm_session(tx, &token)).await?;
        Ok(Json(session_info(&state, req).await?))
    }

    /// Starts setting up a second factor
    ///
    /// A new key for an authenticator app, as a QR code and as text, shown this once; it is on
    /// once `PUT /api/session/second-factor` takes its first code (one already on stays until
    /// then). Needs the password entered in the last five minutes.
    #[oai(path = "/api/session/second-factor", method = "post", operation_id = "startSecondFactor")]
    async fn start_second_factor(
        &self,
        state: Data<&Arc<AppState>>,
        admin: SignedIn,
    ) -> Result<Json<SecondFactorSetup>, errors![400, 401, 403]> {
        let admin = admin.confirmed()?.clone();
        let issuer = state.site_url().and_then(|u| u.split("//").nth(1).map(|h| h.trim_end_matches('/').to_owned()));
        let issuer = issuer.unwrap_or_else(|| "Golbahar".to_owned());
        let setup = state.db.write(move |tx| second_factor::start(tx, admin.id, &admin.username, &issuer)).await?;
        let qr_svg = crate::qr::svg(&setup.uri)?;
        Ok(Json(SecondFactorSetup { secret: setup.secret, uri: setup.uri, qr_svg }))
    }

    /// Turns the second factor on
    ///
    /// Takes the first code the app shows for the key just set up, and answers 10 single-use
    /// recovery codes, this once. From then on sign-in and sensitive changes ask for a code. A
    /// wrong code is 409; every admin is mailed.
    #[oai(path = "/api/session/second-factor", method = "put", operation_id = "confirmSecondFactor")]
    async fn confirm_second_factor(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        body: Json<SecondFactorCode>,
    ) -> Result<Json<RecoveryCodes>, errors![400, 401, 403, 408, 409, 413]> {
        let admin = admin.confirmed()?.clone();
        let who = admin.actor(state.client_ip(req));
        let codes = sensitive(&state, who, AuditKind::SecondFactorOn, move |tx, who| {
            let codes = second_factor::confirm(tx, admin.id, &body.code)?.ok_or_else(|| {
                ApiError::conflict("The code is wrong or has expired: enter the one the app shows now").field("code")
            })?;
            audit::record(tx, who, AuditKind::SecondFactorOn, Target::new(admin.id, &admin.username), &[])?;
            Ok((codes, admin.username.clone(), Vec::new()))
        })
        .await?;
        Ok(Json(RecoveryCodes { recovery_codes: codes }))
    }

    /// Turns the second factor off
    ///
    /// 409 while every admin must use one. Needs the password (and code) entered in the last
    /// five minutes; every admin is mailed.
    #[oai(path = "/api/session/second-factor", method = "delete", operation_id = "removeSecondFactor")]
    async fn remove_second_factor(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
    ) -> Result<Deleted, errors![400, 401, 403, 409]> {
        let admin = admin.confirmed()?.clone();
        let who = admin.actor(state.client_ip(req));
        sensitive(&state, who, AuditKind::SecondFactorOff, move |tx, who| {
            if second_factor::required(tx)? {
                return Err(ApiError::conflict("Every admin must use a second factor: it cannot be turned off"));
            }
            if !second_factor::turn_off(tx, admin.id)? {
                return Ok(((), String::new(), Vec::new()));
            }
            audit::record(tx, who, AuditKind::SecondFactorOff, Target::new(admin.id, &admin.username), &[])?;
            Ok(((), admin.username.clone(), Vec::new()))
        })
        .await?;
        Ok(Deleted::Deleted)
    }

    /// New recovery codes
    ///
    /// Replaces the account's recovery codes with 10 new ones, answered this once. 409 without a
    /// second factor. Needs the password entered in the last five minutes; every admin is mailed.
    #[oai(path = "/api/session/recovery-codes", method = "post", operation_id = "newRecoveryCodes")]
    async fn new_recovery_codes(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
    ) -> Result<Json<RecoveryCodes>, errors![400, 401, 403, 409]> {
        let admin = admin.confirmed()?.clone();
        let who = admin.actor(state.client_ip(req));
        let codes = sensitive(&state, who, AuditKind::RecoveryCodes, move |tx, who| {
            if !second_factor::is_on(tx, admin.id)? {
                return Err(ApiError::conflict("Turn the second factor on first"));
            }
            let codes = second_factor::new_recovery_codes(tx, admin.id)?;
            audit::record(tx, who, AuditKind::RecoveryCodes, Target::new(admin.id, &admin.username), &[])?;
            Ok((codes, admin.username.clone(), Vec::new()))
        })
        .await?;
        Ok(Json(RecoveryCodes { recovery_codes: codes }))
    }

    /// Saves the admin's own e-mail address
    ///
    /// Where notices of sensitive changes reach them (blank: none). Needs the password entered
    /// in the last five minutes; every admin is mailed.
    #[oai(path = "/api/session/email", method = "put", operation_id = "setOwnEmail")]
    async fn set_email(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        body: Json<OwnEmail>,
    ) -> Result<Json<SessionInfo>, errors![400, 401, 403, 408, 413]> {
        let email = body.email.as_deref().map(str::trim).filter(|e| !e.is_empty()).map(str::to_owned);
        if let Some(email) = &email {
            check_email(email).map_err(|e| e.field("email"))?;
        }
        let me = admin.confirmed()?.clone();
        let who = me.actor(state.client_ip(req));
        sensitive(&state, who, AuditKind::AdminEmail, move |tx, who| {
            let before = admins::email(tx, me.id)?;
            if before == email {
                return Ok(((), String::new(), Vec::new()));
            }
            admins::set_email(tx, me.id, email.as_deref())?;
            let changes = vec![Change::from_to("email", before.unwrap_or_default(), email.unwrap_or_default())];
            audit::record(tx, who, AuditKind::AdminEmail, Target::new(me.id, &me.username), &changes)?;
            Ok(((), me.username.clone(), changes))
        })
        .await?;
        Ok(Json(session_info(&state, req).await?))
    }
}

fn signed_out() -> SessionInfo {
    SessionInfo {
        authenticated: false,
        username: None,
        email: None,
        second_factor: None,
        recovery_codes_left: None,
        second_factor_required: None,
        confirmed_until: None,
        bank_changed_at: None,
    }
}

/// What `GET /api/session` answers.
async fn session_info(state: &AppState, req: &Request) -> Result<SessionInfo, ApiError> {
    let Some(token) = session_token(req) else { return Ok(signed_out()) };
    let info = state
        .db
        .read(move |conn| {
            let Some((admin, confirmed_at)) = admins::session(conn, &token)? else { return Ok(signed_out()) };
            let on = second_factor::is_on(conn, admin.id)?;
            let until = confirmed_at + CONFIRM_WINDOW_MS;
            Ok(SessionInfo {
                authenticated: true,
                email: admins::email(conn, admin.id)?,
                username: Some(admin.username),
                second_factor: Some(on),
                recovery_codes_left: if on { Some(second_factor::recovery_codes_left(conn, admin.id)?) } else { None },
                second_factor_required: Some(second_factor::required(conn)?),
                confirmed_until: (until > crate::db::now_ms()).then(|| rfc3339(until)),
                bank_changed_at: bank::changed_at(conn)?.map(rfc3339),
            })
        })
        .await?;
    Ok(info)
}
