//! The one error type of the API: every failure leaves as `{ "error": message }` with its status.
//! Internal failures are logged with their detail and answered with a generic message; a full
//! disk (SQLite's SQLITE_FULL, the system's ENOSPC) is told apart here, in one place: it is
//! answered 503 with `Retry-After`, and remembered as an episode the dashboard shows and the
//! company is mailed about once, when space allows.

use poem::http::StatusCode;
use poem::{IntoResponse, Response};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object};

#[derive(Object, Debug, Clone, serde::Serialize)]
pub struct ErrorBody {
    /// What went wrong, in words meant for the user.
    pub error: String,
}

#[derive(ApiResponse, Debug)]
pub enum ApiError {
    /// The request breaks a rule (a missing or invalid field, an unreadable body, or a body sent
    /// where none is taken).
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// No valid session: sign in first.
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// A state-changing request from another site's page.
    #[oai(status = 403)]
    Forbidden(Json<ErrorBody>),
    /// No such record or path.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The request conflicts with the current state (stock, duplicate username, last admin).
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
    /// The body stopped arriving (nothing for 30 s); the connection is closed.
    #[oai(status = 408)]
    RequestTimeout(Json<ErrorBody>),
    /// The body is larger than this call accepts.
    #[oai(status = 413)]
    PayloadTooLarge(Json<ErrorBody>),
    /// Too many attempts from this address; try again later.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
    /// Something failed on the server; the detail is in its log.
    #[oai(status = 500)]
    Internal(Json<ErrorBody>),
    /// The server's disk is full: nothing was saved. Try again after `Retry-After` seconds.
    #[oai(status = 503)]
    Unavailable(Json<ErrorBody>, #[oai(header = "Retry-After")] u32),
}

/// What a visitor (and an admin) reads when the disk is full; the UI's dictionaries word it in
/// the reader's language.
pub const DISK_FULL_MESSAGE: &str =
    "The site's storage is full, so your request could not be saved. Please try again in a few minutes.";
/// Seconds to wait before trying again after a full disk.
pub const DISK_FULL_RETRY_AFTER: u32 = 120;

/// A run of writes refused for a full disk: when it began and how many were refused.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DiskFull {
    pub since_ms: i64,
    pub refused: u64,
}

static DISK_FULL: std::sync::Mutex<Option<DiskFull>> = std::sync::Mutex::new(None);

/// The episode under way, if the last write failed for a full disk.
pub fn disk_full() -> Option<DiskFull> {
    *DISK_FULL.lock().unwrap_or_else(|e| e.into_inner())
}

fn note_disk_full(detail: &str) {
    let mut episode = DISK_FULL.lock().unwrap_or_else(|e| e.into_inner());
    match episode.as_mut() {
        Some(e) => e.refused += 1,
        None => {
            tracing::error!("the disk is full: writes are refused (503) until space is freed ({detail})");
            let since_ms =
                std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64);
            *episode = Some(DiskFull { since_ms, refused: 1 });
        }
    }
}

/// Called after a write committed: the disk has room again, and the episode (if any) is over.
pub fn disk_space_back(episode: DiskFull) {
    let mut current = DISK_FULL.lock().unwrap_or_else(|e| e.into_inner());
    if current.is_some_and(|c| c.since_ms == episode.since_ms) {
        tracing::info!("the disk has room again: {} write(s) were refused while it was full", episode.refused);
        *current = None;
    }
}

/// Whether an SQLite error means the disk is full.
fn sqlite_disk_full(e: &rusqlite::Error) -> bool {
    matches!(e, rusqlite::Error::SqliteFailure(f, _) if f.code == rusqlite::ErrorCode::DiskFull)
}

/// Whether an I/O error means the disk is full.
pub fn io_disk_full(e: &std::io::Error) -> bool {
    e.raw_os_error() == Some(libc::ENOSPC) || e.raw_os_error() == Some(libc::EDQUOT)
}

fn body(msg: impl Into<String>) -> Json<ErrorBody> {
    Json(ErrorBody { error: msg.into() })
}

impl ApiError {
    pub fn bad_request(msg: impl Into<String>) -> Self {
        ApiError::BadRequest(body(msg))
    }
    pub fn unauthorized() -> Self {
        ApiError::Unauthorized(body("Please sign in"))
    }
    pub fn not_found(msg: impl Into<String>) -> Self {
        ApiError::NotFound(body(msg))
    }
    pub fn conflict(msg: impl Into<String>) -> Self {
        ApiError::Conflict(body(msg))
    }
    pub fn too_many_requests() -> Self {
        ApiError::TooManyRequests(body("Too many requests. Please try again later."))
    }
    /// 503 for a full disk (and the episode noted): `detail` is logged once per episode.
    pub fn disk_full(detail: impl std::fmt::Display) -> Self {
        note_disk_full(&detail.to_string());
        ApiError::Unavailable(body(DISK_FULL_MESSAGE), DISK_FULL_RETRY_AFTER)
    }

    /// An I/O failure: 503 when the disk is full, else 500 (logged).
    pub fn io(e: std::io::Error) -> Self {
        if io_disk_full(&e) {
            ApiError::disk_full(e)
        } else {
            ApiError::internal(e)
        }
    }

    /// Logs `detail` and answers 500 without it.
    pub fn internal(detail: impl std::fmt::Display) -> Self {
        tracing::error!("internal error: {detail}");
        ApiError::Internal(body("Internal server error"))
    }

    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound(_) => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::RequestTimeout(_) => StatusCode::REQUEST_TIMEOUT,
            ApiError::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::TooManyRequests(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::Unavailable(..) => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    pub fn message(&self) -> &str {
        match self {
            ApiError::BadRequest(b)
            | ApiError::Unauthorized(b)
            | ApiError::Forbidden(b)
            | ApiError::NotFound(b)
            | ApiError::Conflict(b)
            | ApiError::RequestTimeout(b)
            | ApiError::PayloadTooLarge(b)
            | ApiError::TooManyRequests(b)
            | ApiError::Internal(b)
            | ApiError::Unavailable(b, _) => &b.0.error,
        }
    }
}

impl From<rusqlite::Error> for ApiError {
    fn from(e: rusqlite::Error) -> Self {
        if sqlite_disk_full(&e) {
            return ApiError::disk_full(format!("sqlite: {e}"));
        }
        ApiError::internal(format!("sqlite: {e}"))
    }
}

/// A JSON error response outside poem-openapi's operations (middleware, media, the UI server).
pub fn json_error(status: StatusCode, msg: &str) -> Response {
    let body = serde_json::to_vec(&ErrorBody { error: msg.to_owned() }).unwrap_or_default();
    body.with_status(status).with_content_type("application/json; charset=utf-8").into_response()
}

/// Turns every error that escaped a handler (unparsable body, failed auth, unknown route, wrong
/// method) into the API's `{ "error": ... }` shape, without leaking internal detail.
pub fn to_json_response(err: poem::Error) -> Response {
    if err.is_from_response() {
        return err.into_response();
    }
    let status = err.status();
    let msg = match status {
        StatusCode::NOT_FOUND => "Not found".to_owned(),
        StatusCode::METHOD_NOT_ALLOWED => "Method not allowed".to_owned(),
        StatusCode::UNAUTHORIZED => "Please sign in".to_owned(),
        StatusCode::PAYLOAD_TOO_LARGE => "Request body too large".to_owned(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE => {
            return json_error(StatusCode::BAD_REQUEST, "Expected a JSON body (Content-Type: application/json)")
        }
        s if s.is_client_error() => format!("Invalid request: {}", clean_message(&err.to_string())),
        _ => {
            tracing::error!("unhandled error {status}: {err}");
            return json_error(StatusCode::INTERNAL_SERVER_ERROR, "Internal server error");
        }
    };
    json_error(status, &msg)
}

/// poem-openapi's parse messages name the Rust type they were reading (`failed to parse
/// "NewOrder": ...`, `... (occurred while parsing "NewOrder")`): keep what the caller can act
/// on, and bound its length.
fn clean_message(msg: &str) -> String {
    let mut msg = msg.strip_prefix("parse request payload error: ").unwrap_or(msg).to_owned();
    for (open, close) in [("failed to parse \"", "\": "), (" (occurred while parsing \"", "\")")] {
        while let Some(start) = msg.find(open) {
            let Some(end) = msg[start + open.len()..].find(close) else { break };
            msg.replace_range(start..start + open.len() + end + close.len(), "");
        }
    }
    msg.chars().take(300).collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn parse_messages_do_not_name_rust_types() {
        let msg = super::clean_message(
            "parse request payload error: failed to parse \"NewOrder\": x (occurred while parsing \"NewOrder\")",
        );
        assert_eq!(msg, "x");
    }
}
