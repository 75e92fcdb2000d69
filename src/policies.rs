//! What every request passes through: the cross-site check, body rules (no body where an operation
//! takes none, a live session before a large admin body is read, a limit and a time limit on
//! reading it), security headers with the default content policy, the JSON shape of errors, and
//! the request log.

use std::sync::Arc;
use std::time::{Duration, Instant};

use poem::http::{header, HeaderName, HeaderValue, Method, StatusCode};
use poem::{Endpoint, IntoResponse, Request, Response};
use tokio::io::AsyncReadExt;

use crate::api::{BodyRules, SMALL_BODY};
use crate::auth;
use crate::error::{json_error, json_error_code, to_json_response, ErrorCode};
use crate::state::AppState;

/// The pages' policy, sent unless an answer brings its own (the dashboard, the API docs, media):
/// nothing inline, nothing from another origin (images may be http(s) links an integrator stored;
/// they cannot run).
const PAGE_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
    img-src 'self' data: blob: https:; font-src 'self'; connect-src 'self'; object-src 'none'; \
    base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

fn is_mutating(method: &Method) -> bool {
    matches!(*method, Method::POST | Method::PUT | Method::PATCH | Method::DELETE)
}

/// The policies every request is held to, wrapped around the whole site.
pub struct RequestPolicies<E> {
    inner: E,
    state: Arc<AppState>,
    body_rules: BodyRules,
}

impl<E> RequestPolicies<E> {
    pub fn new(inner: E, state: Arc<AppState>, body_rules: BodyRules) -> Self {
        RequestPolicies { inner, state, body_rules }
    }
}

impl<E: Endpoint> Endpoint for RequestPolicies<E> {
    type Output = Response;

    async fn call(&self, mut req: Request) -> poem::Result<Response> {
        let started = Instant::now();
        let method = req.method().clone();
        let path = req.uri().path().to_owned();
        let mut resp = match check_request(&mut req, &self.state, &self.body_rules).await {
            Err(refused) => refused,
            Ok(()) => {
                let unread = req.extensions().get::<BodyLeftUnread>().is_some();
                let resp = match self.inner.call(req).await {
                    Ok(r) => r.into_response(),
                    Err(e) => to_json_response(e),
                };
                if unread {
                    closing(resp)
                } else {
                    resp
                }
            }
        };
        if resp.status().is_server_error() && !resp.headers().contains_key(header::CONTENT_TYPE) {
            resp = json_error(resp.status(), "Internal server error");
        }
        if resp.status() == StatusCode::METHOD_NOT_ALLOWED && !resp.headers().contains_key(header::ALLOW) {
            // RFC 9110: a 405 names what the path answers (outside the API: pages, media, docs)
            let allow = self.body_rules.allowed_methods(&path).unwrap_or_else(|| "GET, HEAD".to_owned());
            resp.headers_mut().insert(header::ALLOW, HeaderValue::from_str(&allow).expect("method names"));
        }
        set_security_headers(&mut resp, &path, self.state.config.hsts());
        let (status, ms) = (resp.status(), started.elapsed().as_secs_f64() * 1000.0);
        // A page read and the dozen assets and images it fetches, served without error, are logged
        // only at debug (SITE_LOG=debug): the log keeps the calls, the writes and every failure,
        // and a page from the cache costs a fifth less (the line's formatting and write).
        let read = (method == Method::GET || method == Method::HEAD) && !path.starts_with("/api/");
        let logged = Logged(&path);
        if read && (status.is_success() || status == StatusCode::NOT_MODIFIED) {
            tracing::debug!(target: "request", "{method} {logged} {} {ms:.1}ms", status.as_u16());
        } else {
            tracing::info!(target: "request", "{method} {logged} {} {ms:.1}ms", status.as_u16());
        }
        Ok(resp)
    }
}

/// A path as the log writes it: the segment after a `by-token`, `quote` or `order` segment, where a
/// buyer's private token travels (`/api/quotes/by-token/<token>/accept`, `/fa/quote/<token>`,
/// `/order/<token>`), is written
/// `…`, in any case and encoding the router might take it: whoever reads the log cannot act as the
/// buyer. Written only when the line is (a page from the cache logs at debug).
struct Logged<'a>(&'a str);

impl std::fmt::Display for Logged<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut secret_next = false;
        for (i, segment) in self.0.split('/').enumerate() {
            if i > 0 {
                f.write_str("/")?;
            }
            if segment.is_empty() {
                continue;
            }
            f.write_str(if secret_next { "…" } else { segment })?;
            let name = percent_encoding::percent_decode_str(segment).decode_utf8_lossy();
            secret_next = ["by-token", "quote", "order"].iter().any(|n| name.eq_ignore_ascii_case(n));
        }
        Ok(())
    }
}

/// Whether the cross-site rules let a write through: it must come from the site's own pages, by
/// its `Origin` (the site's address once one is set), or without one by
/// `Sec-Fetch-Site: same-origin` ([`crate::edge::peer::same_origin`]). The one place that decides it:
/// a client that proves itself otherwise (an API key) is let through here.
fn write_allowed_by_origin(req: &Request, state: &AppState) -> bool {
    crate::edge::peer::same_origin(req, &state.config, state.site_url().as_deref())
}

async fn check_request(req: &mut Request, state: &AppState, body_rules: &BodyRules) -> Result<(), Response> {
    let method = req.method().clone();
    // A bearer key is no browser's ambient credential: its validity is the auth layer's to judge.
    let bearer = auth::has_bearer(req);
    if is_mutating(&method) && !bearer && !write_allowed_by_origin(req, state) {
        return Err(json_error_code(ErrorCode::CrossSite, "Cross-origin request refused"));
    }
    let declared =
        req.headers().get(header::CONTENT_LENGTH).and_then(|v| v.to_str().ok()).and_then(|v| v.parse::<u64>().ok());
    let has_body = declared.is_some_and(|n| n > 0) || req.headers().contains_key(header::TRANSFER_ENCODING);
    if !has_body {
        return Ok(());
    }
    let path = req.uri().path().to_owned();
    // Every refusal from here on leaves the body unread: the connection closes after the answer
    // rather than reading on to find the next request.
    if req.headers().get(header::CONTENT_ENCODING).is_some_and(|v| !v.as_bytes().eq_ignore_ascii_case(b"identity")) {
        return Err(closing(json_error(StatusCode::BAD_REQUEST, "Compressed request bodies are not accepted")));
    }
    // HEAD is a GET without the answer's body (the router answers it so)
    let operation = if method == Method::HEAD { Method::GET } else { method.clone() };
    let rule = match body_rules.lookup(&operation, &path) {
        Some(rule) if rule.takes_body => rule,
        Some(_) => return Err(closing(json_error(StatusCode::BAD_REQUEST, "This request takes no body"))),
        // A method an API path does not answer, or a write to no API path, goes on unread to its
        // 405 or 404, and the connection closes after it.
        None if path.starts_with("/api/") && (is_mutating(&method) || body_rules.allowed_methods(&path).is_some()) => {
            req.extensions_mut().insert(BodyLeftUnread);
            return Ok(());
        }
        // Nothing of ours takes a body this way: a read (or a page, a file) is refused.
        None => return Err(closing(json_error(StatusCode::BAD_REQUEST, "This request takes no body"))),
    };
    let limit = rule.limit;
    if path.starts_with("/api/") && is_mutating(&method) && !rule.public {
        // Admin bodies can be megabytes (images, the PDF): read one only for a live session or
        // a key that may write.
        let live = if !bearer && auth::session_token(req).is_none() {
            Err(crate::error::ApiError::unauthorized())
        } else if limit <= SMALL_BODY {
            Ok(()) // small: the handler's own check is enough
        } else {
            auth::may_write(state, req).await
        };
        if let Err(refused) = live {
            return Err(closing(refused.into_response()));
        }
    }
    let too_large = || {
        closing(json_error_code(
            ErrorCode::BodyTooLarge,
            &format!("Request body too large (at most {} KB)", limit / 1024),
        ))
    };
    if declared.is_some_and(|n| n > limit as u64) {
        return Err(too_large());
    }
    // Read the body here, bounded, whether or not it declared its length (chunked bodies too), and
    // give up on a client that stops sending.
    let stall = Duration::from_millis(state.config.body_timeout_ms);
    let mut bytes = Vec::with_capacity(declared.unwrap_or(0).min(limit as u64) as usize);
    let mut body = req.take_body().into_async_read().take(limit as u64 + 1);
    loop {
        match tokio::time::timeout(stall, body.read_buf(&mut bytes)).await {
            Err(_) => {
                let secs = stall.as_secs_f64();
                return Err(closing(json_error_code(
                    ErrorCode::Timeout,
                    &format!("The request body stopped arriving (nothing for {secs:.0} s)"),
                )));
            }
            Ok(Err(_)) => return Err(closing(json_error(StatusCode::BAD_REQUEST, "Could not read the request body"))),
            Ok(Ok(0)) => break,
            Ok(Ok(_)) => {}
        }
    }
    if bytes.len() > limit {
        return Err(too_large());
    }
    req.set_body(bytes);
    Ok(())
}

/// Marks a request whose body nothing reads: its answer closes the connection.
#[derive(Clone, Copy)]
struct BodyLeftUnread;

fn closing(mut resp: Response) -> Response {
    resp.headers_mut().insert(header::CONNECTION, HeaderValue::from_static("close"));
    resp
}

/// Sent with every answer unless the handler chose its own (the API docs' and media's CSP).
const SECURITY_HEADERS: [(HeaderName, HeaderValue); 6] = [
    (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(PAGE_CSP)),
    (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
    (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
    (header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin")),
    (HeaderName::from_static("cross-origin-opener-policy"), HeaderValue::from_static("same-origin")),
    (
        HeaderName::from_static("permissions-policy"),
        HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=()"),
    ),
];

fn set_security_headers(resp: &mut Response, path: &str, hsts: Option<&'static str>) {
    let h = resp.headers_mut();
    h.reserve(SECURITY_HEADERS.len() + 2);
    for (name, value) in SECURITY_HEADERS {
        h.entry(name).or_insert(value);
    }
    if let Some(hsts) = hsts {
        h.entry(header::STRICT_TRANSPORT_SECURITY).or_insert(HeaderValue::from_static(hsts));
    }
    if path.starts_with("/api/") {
        h.entry(header::CACHE_CONTROL).or_insert(HeaderValue::from_static("no-store"));
    }
}

#[cfg(test)]
mod tests {
    use super::Logged;

    #[test]
    fn the_log_writes_no_buyer_token() {
        for (path, logged) in [
            ("/api/quotes/by-token/AbC_12-x/accept", "/api/quotes/by-token/…/accept"),
            ("/api/quotes/by-token/AbC_12-x", "/api/quotes/by-token/…"),
            ("/quote/AbC_12-x", "/quote/…"),
            ("/fa/quote/AbC_12-x/", "/fa/quote/…/"),
            ("/fa/order/AbC_12-x", "/fa/order/…"),
            ("/api/shipments/by-token/AbC_12-x", "/api/shipments/by-token/…"),
            ("/api/orders/12", "/api/orders/12"),
            ("/fa//QUOTE//AbC_12-x", "/fa//QUOTE//…"),
            ("/api/quotes/by%2Dtoken/AbC_12-x", "/api/quotes/by%2Dtoken/…"),
            ("/api/quotes/7/proforma.pdf", "/api/quotes/7/proforma.pdf"),
            ("/products/7-figs", "/products/7-figs"),
            ("/", "/"),
        ] {
            assert_eq!(Logged(path).to_string(), logged);
        }
    }
}
