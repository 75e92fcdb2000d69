//! The one error type of the API: every failure leaves as `{ "error": message, "code": code }`
//! with its status; the code ([`ErrorCode`], declared in the contract) is what a client translates
//! by, the message stays the specification's English.
//! Internal failures are logged with their detail and answered with a generic message; a full
//! disk (SQLite's SQLITE_FULL, the system's ENOSPC) is told apart here, in one place: it is
//! answered 503 with `Retry-After`, and remembered as an episode the dashboard shows and the
//! company is mailed about once, when space allows.

use poem::http::StatusCode;
use poem::{IntoResponse, Response};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object};

/// What went wrong, as a stable machine code: a client words the failure by it (the message may
/// be reworded). One code per thing a reader is told differently; `field` says where, when one
/// request field is at fault.
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[oai(rename_all = "snake_case")]
pub enum ErrorCode {
    /// 400: the request as a whole cannot be read (not JSON, a wrong type, a missing or unknown
    /// property, a compressed body, a body where none is taken).
    InvalidRequest,
    /// 400: a value breaks a rule (format, length, range, pattern); `field` names it.
    InvalidField,
    /// 400: required fields are empty (`Please fill required fields: ...`); `field` lists them,
    /// comma-separated.
    Required,
    /// 400: an image is required (`Please choose an image`).
    ImageRequired,
    /// 400: a file is not a readable image (or the profile not a PDF, a certificate neither) of an
    /// accepted type.
    InvalidImage,
    /// 400: the image has more pixels than are accepted.
    TooManyPixels,
    /// 400: a name holds invisible or direction-control characters; `field` names it.
    InvisibleCharacters,
    /// 400: the new password has too few characters that are not spaces.
    PasswordSpaces,
    /// 400: the new password is one of the most common.
    CommonPassword,
    /// 400: a webhook endpoint's address is not an https URL (`field`: `url`).
    NotHttps,
    /// 400: a webhook endpoint is, or resolves to, an address that is not public (loopback,
    /// private, link-local, CGNAT, metadata) and the server does not allow those (`field`: `url`).
    PrivateAddress,
    /// 400: an event type a webhook endpoint cannot subscribe to (`field`: `events`).
    UnknownEvent,
    /// 409: an order for less than the product's minimum order (`field`: `quantity`; an
    /// inquiry's: `lines`).
    BelowMinimumOrder,
    /// 401: no valid session or API key.
    Unauthorized,
    /// 401: a wrong username or password at sign-in.
    InvalidCredentials,
    /// 401: the password is right and the account has a second factor: send its `code` too.
    SecondFactorRequired,
    /// 401: the second factor's code (or recovery code) is wrong or used.
    InvalidCode,
    /// 403: a state-changing request from another site's page.
    CrossSite,
    /// 403: a read-only API key tried to write.
    ReadOnlyKey,
    /// 403: a backup key called anything but a backup download.
    BackupKey,
    /// 403: an API key called what only a signed-in admin may do (bank details, the site's
    /// address, mail settings, accounts, keys, backups).
    SessionOnly,
    /// 403: a sensitive change needs the password entered in the last five minutes
    /// (`POST /api/session/confirm`).
    ConfirmPassword,
    /// 403: every admin must use a second factor and this one has none yet.
    SecondFactorSetup,
    /// 403: an API key sent to the buyer's calls (by a quote's token): they are the buyer's alone.
    BuyerOnly,
    /// 404: no such record or path.
    NotFound,
    /// 405: the path does not answer this method.
    MethodNotAllowed,
    /// 408: the body stopped arriving.
    Timeout,
    /// 409: the request conflicts with the current state.
    Conflict,
    /// 409: more than the available stock was asked for.
    OutOfStock,
    /// 409: the name is taken; `field` says which (`username`, an API key's `name`).
    AlreadyExists,
    /// 409: the last admin account cannot be removed.
    LastAdmin,
    /// 409: a command-line flag sets this (`field`: `host` for the mail server, `siteUrl`).
    SetByFlags,
    /// 409: the site's address may only be saved from a page at that address.
    OtherAddress,
    /// 409: no mail server is set.
    NoMailServer,
    /// 409: scheduled backups are off.
    BackupsOff,
    /// 409: a backup is being taken.
    BackupBusy,
    /// 409: a product's packaging that is not one of its options (`field`: `lines`).
    UnknownPackaging,
    /// 409: the same product twice in one inquiry (`field`: `lines`).
    DuplicateProduct,
    /// 409: a date outside the days allowed from today in Kabul (a wanted-by date in the past, a
    /// validity before today or more than a year ahead); `field` names it.
    DateOutOfRange,
    /// 409: a quote's prices do not name every line of its request exactly once (`field`: `lines`).
    LinesMismatch,
    /// 409: the quote request is not open for this (already accepted, declined or withdrawn).
    QuoteNotOpen,
    /// 409: the quote's validity has ended.
    QuoteExpired,
    /// 409: a newer revision of the quote has been sent.
    NotLatestRevision,
    /// 409: an order cannot be shipped: cancelled, completed, or without a price (its product was
    /// deleted and no quote priced it).
    OrderNotShippable,
    /// 409: an order is already in another shipment.
    AlreadyShipped,
    /// 409: a shipment's orders are of more than one buyer.
    MixedBuyers,
    /// 409: a shipment's orders (or a payment and its schedule) are in more than one currency.
    MixedCurrencies,
    /// 409: more packed or shipped than the order holds, or packages whose net weight is not the
    /// quantity shipped; `field`: `lines`.
    MoreThanOrdered,
    /// 409: a shipment's milestones go booked, packed, departed, arrived, delivered, each once.
    MilestoneOrder,
    /// 409: a line of the shipment has no packages yet (to mark it packed or invoice it).
    NotPacked,
    /// 409: what a shipment carries cannot change once it has departed or is invoiced (a credit
    /// note first), nor can a shipment with an invoice or a payment be deleted.
    ShipmentLocked,
    /// 409: the shipment already has an invoice that no credit note cancels.
    AlreadyInvoiced,
    /// 409: no bank details are saved, so nothing can be invoiced.
    NoBankDetails,
    /// 409: a payment above what is outstanding on its schedule.
    OverOutstanding,
    /// 409: a payment on a shipment that has no payment schedule yet.
    NoSchedule,
    /// 409: the site already has as many webhook endpoints as it keeps (20).
    TooManyEndpoints,
    /// 400: an uploaded file is not UTF-8 text (another encoding, or not text).
    NotUtf8,
    /// 400: an uploaded file has more lines than are taken (the message says how many).
    TooManyLines,
    /// 400: an uploaded sheet has no column the upload needs; `field` lists them, comma-separated.
    MissingColumn,
    /// 400: an uploaded sheet has a column twice; `field` names it.
    DuplicateColumn,
    /// 400: an uploaded sheet has problems (its preview lists them): nothing is written.
    SheetProblems,
    /// 409: the products changed since the sheet's preview: preview it again.
    SheetChanged,
    /// 413: the body (or a file in it) is larger than accepted.
    BodyTooLarge,
    /// 429: too many requests from this address.
    TooManyRequests,
    /// 429: too many questions on one quote, or from one address, in a day.
    TooManyQuestions,
    /// 500: the server failed; the detail is in its log.
    Internal,
    /// 503: the server's disk is full; nothing was saved.
    DiskFull,
}

impl ErrorCode {
    /// The status a code is answered with.
    pub const fn status(self) -> StatusCode {
        use ErrorCode::*;
        match self {
            InvalidRequest | InvalidField | Required | ImageRequired | InvalidImage | TooManyPixels
            | InvisibleCharacters | PasswordSpaces | CommonPassword | NotHttps | PrivateAddress | UnknownEvent
            | NotUtf8 | TooManyLines | MissingColumn | DuplicateColumn | SheetProblems => StatusCode::BAD_REQUEST,
            Unauthorized | InvalidCredentials | SecondFactorRequired | InvalidCode => StatusCode::UNAUTHORIZED,
            CrossSite | ReadOnlyKey | BuyerOnly | BackupKey | SessionOnly | ConfirmPassword | SecondFactorSetup => {
                StatusCode::FORBIDDEN
            }
            NotFound => StatusCode::NOT_FOUND,
            MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Timeout => StatusCode::REQUEST_TIMEOUT,
            // below the minimum order: a well-formed request the product's terms refuse, as out of stock
            Conflict | OutOfStock | BelowMinimumOrder | AlreadyExists | LastAdmin | SetByFlags | OtherAddress
            | NoMailServer | BackupsOff | BackupBusy | UnknownPackaging | DuplicateProduct | DateOutOfRange
            | LinesMismatch | QuoteNotOpen | QuoteExpired | NotLatestRevision | OrderNotShippable | AlreadyShipped
            | MixedBuyers | MixedCurrencies | MoreThanOrdered | MilestoneOrder | NotPacked | ShipmentLocked
            | AlreadyInvoiced | NoBankDetails | OverOutstanding | NoSchedule | TooManyEndpoints | SheetChanged => {
                StatusCode::CONFLICT
            }
            BodyTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            TooManyRequests | TooManyQuestions => StatusCode::TOO_MANY_REQUESTS,
            Internal => StatusCode::INTERNAL_SERVER_ERROR,
            DiskFull => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    /// The code of an answer that says no more than its status (a refusal before any handler).
    pub fn of_status(status: StatusCode) -> ErrorCode {
        match status.as_u16() {
            401 => ErrorCode::Unauthorized,
            403 => ErrorCode::CrossSite,
            404 => ErrorCode::NotFound,
            405 => ErrorCode::MethodNotAllowed,
            408 => ErrorCode::Timeout,
            409 => ErrorCode::Conflict,
            413 => ErrorCode::BodyTooLarge,
            429 => ErrorCode::TooManyRequests,
            503 => ErrorCode::DiskFull,
            s if s >= 500 => ErrorCode::Internal,
            _ => ErrorCode::InvalidRequest,
        }
    }
}

#[derive(Object, Debug, Clone)]
pub struct ErrorBody {
    /// What went wrong, in words meant for the user.
    pub error: String,
    /// What went wrong, for a client to word it (the message may change, the code does not).
    pub code: ErrorCode,
    /// The request field at fault, as the request names it, when one is.
    #[oai(skip_serializing_if_is_none)]
    pub field: Option<String>,
}

impl ErrorBody {
    pub fn new(code: ErrorCode, msg: impl Into<String>) -> Self {
        ErrorBody { error: msg.into(), code, field: None }
    }
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

/// The message of 429 (here and at sign-in).
pub const TOO_MANY_REQUESTS_MESSAGE: &str = "Too many requests. Please try again later.";

impl ApiError {
    /// An error with this code, answered with the code's status.
    pub fn new(code: ErrorCode, msg: impl Into<String>) -> Self {
        let body = Json(ErrorBody::new(code, msg));
        match code.status().as_u16() {
            401 => ApiError::Unauthorized(body),
            403 => ApiError::Forbidden(body),
            404 => ApiError::NotFound(body),
            408 => ApiError::RequestTimeout(body),
            409 => ApiError::Conflict(body),
            413 => ApiError::PayloadTooLarge(body),
            429 => ApiError::TooManyRequests(body),
            500 => ApiError::Internal(body),
            503 => ApiError::Unavailable(body, DISK_FULL_RETRY_AFTER),
            status => {
                debug_assert_eq!(status, 400, "{code:?} is answered outside operations only");
                ApiError::BadRequest(body)
            }
        }
    }
    /// The same error, naming the request field at fault.
    pub fn field(mut self, name: impl Into<String>) -> Self {
        self.body_mut().field = Some(name.into());
        self
    }
    /// 400 `invalid_field`: the value of `field` breaks a rule.
    pub fn invalid(field: &str, msg: impl Into<String>) -> Self {
        ApiError::new(ErrorCode::InvalidField, msg).field(field)
    }
    /// 400 `required`: the specification's `Please fill required fields: ...`; `missing` pairs
    /// each name the message lists with the request's name of that field.
    pub fn required(missing: &[(&str, &str)]) -> Self {
        let names: Vec<&str> = missing.iter().map(|(name, _)| *name).collect();
        let fields: Vec<&str> = missing.iter().map(|(_, field)| *field).collect();
        ApiError::new(ErrorCode::Required, format!("Please fill required fields: {}", names.join(", ")))
            .field(fields.join(","))
    }
    /// 400 `invalid_request`: the request as a whole cannot be read.
    pub fn bad_request(msg: impl Into<String>) -> Self {
        ApiError::new(ErrorCode::InvalidRequest, msg)
    }
    pub fn unauthorized() -> Self {
        ApiError::new(ErrorCode::Unauthorized, "Please sign in")
    }
    pub fn not_found(msg: impl Into<String>) -> Self {
        ApiError::new(ErrorCode::NotFound, msg)
    }
    pub fn conflict(msg: impl Into<String>) -> Self {
        ApiError::new(ErrorCode::Conflict, msg)
    }
    pub fn too_many_requests() -> Self {
        ApiError::new(ErrorCode::TooManyRequests, TOO_MANY_REQUESTS_MESSAGE)
    }
    /// 503 for a full disk (and the episode noted): `detail` is logged once per episode.
    pub fn disk_full(detail: impl std::fmt::Display) -> Self {
        note_disk_full(&detail.to_string());
        ApiError::new(ErrorCode::DiskFull, DISK_FULL_MESSAGE)
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
        ApiError::new(ErrorCode::Internal, "Internal server error")
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
        &self.body().error
    }

    pub fn code(&self) -> ErrorCode {
        self.body().code
    }

    /// The request field at fault, when one is named.
    pub fn field_name(&self) -> Option<&str> {
        self.body().field.as_deref()
    }

    fn body(&self) -> &ErrorBody {
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
            | ApiError::Unavailable(b, _) => &b.0,
        }
    }

    fn body_mut(&mut self) -> &mut ErrorBody {
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
            | ApiError::Unavailable(b, _) => &mut b.0,
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

/// A JSON error response outside poem-openapi's operations (middleware, media, the UI server),
/// with the code that says no more than its status ([`ErrorCode::of_status`]).
pub fn json_error(status: StatusCode, msg: &str) -> Response {
    error_response(status, ErrorBody::new(ErrorCode::of_status(status), msg))
}

/// A JSON error response with this code (and its status).
pub fn json_error_code(code: ErrorCode, msg: &str) -> Response {
    error_response(code.status(), ErrorBody::new(code, msg))
}

fn error_response(status: StatusCode, body: ErrorBody) -> Response {
    let body = poem_openapi::types::ToJSON::to_json_string(&body);
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
        StatusCode::UNSUPPORTED_MEDIA_TYPE => return json_error(
            StatusCode::BAD_REQUEST,
            "Expected a body of the type this call takes (Content-Type: application/json; text/csv for a price list)",
        ),
        s if s.is_client_error() => {
            let raw = err.to_string();
            let msg = format!("Invalid request: {}", clean_message(&raw));
            let mut body = ErrorBody::new(ErrorCode::of_status(s), msg);
            if let Some(field) = field_of(&raw).filter(|_| s == StatusCode::BAD_REQUEST) {
                body.code = ErrorCode::InvalidField;
                body.field = Some(field.to_owned());
            }
            return error_response(s, body);
        }
        _ => {
            tracing::error!("unhandled error {status}: {err}");
            return json_error(StatusCode::INTERNAL_SERVER_ERROR, "Internal server error");
        }
    };
    json_error(status, &msg)
}

/// The request field a poem-openapi parse message names: a property whose rule failed (or which is
/// unknown), a query or path parameter.
fn field_of(msg: &str) -> Option<&str> {
    ["field `", "parameter `", "path `"].iter().find_map(|open| {
        let start = msg.find(open)? + open.len();
        let len = msg[start..].find('`')?;
        Some(&msg[start..start + len]).filter(|f| !f.is_empty())
    })
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

    #[test]
    fn parse_messages_name_the_field_at_fault() {
        let field = super::field_of;
        assert_eq!(
            field("parse request payload error: failed to parse \"SiteUrlUpdate\": field `siteUrl` verification failed. pattern(\"^x\")"),
            Some("siteUrl")
        );
        assert_eq!(field("failed to parse parameter `limit`: failed to parse \"integer(int64)\": x"), Some("limit"));
        assert_eq!(field("failed to parse path `id`: x"), Some("id"));
        assert_eq!(field("failed to parse \"NewOrder\": unknown field `extra`."), Some("extra"));
        assert_eq!(field("parse request payload error: Expected input type \"object\", found 3."), None);
    }

    #[test]
    fn every_code_is_answered_with_its_status_and_a_status_with_its_code() {
        use super::{ApiError, ErrorCode};
        for (code, status) in [
            (ErrorCode::InvalidRequest, 400),
            (ErrorCode::Unauthorized, 401),
            (ErrorCode::CrossSite, 403),
            (ErrorCode::NotFound, 404),
            (ErrorCode::MethodNotAllowed, 405),
            (ErrorCode::Timeout, 408),
            (ErrorCode::Conflict, 409),
            (ErrorCode::BodyTooLarge, 413),
            (ErrorCode::TooManyRequests, 429),
            (ErrorCode::Internal, 500),
            (ErrorCode::DiskFull, 503),
        ] {
            assert_eq!(code.status().as_u16(), status);
            assert_eq!(ErrorCode::of_status(code.status()), code);
            if status != 405 {
                let e = ApiError::new(code, "x");
                assert_eq!((e.status(), e.code()), (code.status(), code));
            }
        }
    }
}
