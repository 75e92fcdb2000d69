//! Deliveries: each event for each endpoint, and every attempt at it. An endpoint's deliveries go
//! out one at a time in the order they were written (the next waits until the one before is
//! delivered or given up); a failed one is retried with backoff for three days, then given up and
//! the endpoint switched off. Attempts are kept 30 days.

use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use crate::db::now_ms;
use crate::error::ApiError;
use crate::models::audit::{self, Actor, AuditKind, Target};
use crate::rules::{rfc3339, text_enum};

/// How long a delivery is retried before it is given up and its endpoint switched off.
pub const RETRY_FOR_MS: i64 = 3 * 24 * 3600 * 1000;
/// How long attempts (and finished deliveries) are kept.
pub const KEEP_MS: i64 = 30 * 24 * 3600 * 1000;
/// The most deliveries one list answers.
pub const MAX_LISTED: u32 = 200;

text_enum!(
    /// Where a delivery stands.
    DeliveryState {
        Pending => "pending",
        Delivered => "delivered",
        Failed => "failed",
    }
);

/// One try at a delivery.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct WebhookAttempt {
    /// When it was made (RFC 3339, UTC).
    pub at: String,
    /// The answer's HTTP status; absent when there was no answer.
    pub status: Option<u16>,
    /// What failed (no connection, TLS, no answer within 10 s, a redirect, an address refused).
    pub error: Option<String>,
    /// The first 1 KB of the answer's body.
    pub answer: String,
    pub duration_ms: i64,
}

/// One event for one endpoint, with its attempts (newest first).
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct WebhookDelivery {
    pub id: i64,
    /// The `webhook-id` header: the same for every attempt (receivers drop a message seen before).
    pub message_id: String,
    #[oai(rename = "type")]
    pub kind: super::events::EventType,
    pub state: DeliveryState,
    pub created_at: String,
    /// When it is tried next, while pending.
    pub next_attempt_at: Option<String>,
    pub attempts: Vec<WebhookAttempt>,
}

/// The deliveries of endpoint `endpoint`, newest first (at most `limit`), with their attempts.
pub fn list(conn: &Connection, endpoint: i64, limit: u32) -> Result<Vec<WebhookDelivery>, ApiError> {
    super::endpoints::get(conn, endpoint)?;
    let mut stmt = conn.prepare_cached(
        "SELECT id, message_id, type, created_at, next_attempt_at, delivered_at FROM webhook_deliveries
         WHERE endpoint_id = ?1 ORDER BY id DESC LIMIT ?2",
    )?;
    let mut deliveries: Vec<WebhookDelivery> = stmt
        .query_map(params![endpoint, limit.min(MAX_LISTED)], |r| {
            let next: Option<i64> = r.get(4)?;
            let delivered: Option<i64> = r.get(5)?;
            let state = match (next, delivered) {
                (Some(_), _) => DeliveryState::Pending,
                (None, Some(_)) => DeliveryState::Delivered,
                (None, None) => DeliveryState::Failed,
            };
            Ok(WebhookDelivery {
                id: r.get(0)?,
                message_id: r.get(1)?,
                kind: r.get(2)?,
                state,
                created_at: rfc3339(r.get(3)?),
                next_attempt_at: next.map(rfc3339),
                attempts: Vec::new(),
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut attempts = conn.prepare_cached(
        "SELECT at, status, error, answer, duration_ms FROM webhook_attempts WHERE delivery_id = ?1 ORDER BY id DESC",
    )?;
    for d in &mut deliveries {
        d.attempts = attempts
            .query_map([d.id], |r| {
                Ok(WebhookAttempt {
                    at: rfc3339(r.get(0)?),
                    status: r.get(1)?,
                    error: r.get(2)?,
                    answer: r.get(3)?,
                    duration_ms: r.get(4)?,
                })
            })?
            .collect::<Result<_, _>>()?;
    }
    Ok(deliveries)
}

/// Sends delivery `id` of endpoint `endpoint` again (delivered or given up: once more, with the
/// same `webhook-id`; pending: at once); audited. It keeps its place in the endpoint's order.
pub fn resend(tx: &Transaction, who: &Actor, endpoint: i64, id: i64) -> Result<(), ApiError> {
    let url = super::endpoints::get(tx, endpoint)?.url;
    let kind: String = tx
        .query_row(
            "SELECT type FROM webhook_deliveries WHERE id = ?1 AND endpoint_id = ?2",
            params![id, endpoint],
            |r| r.get(0),
        )
        .optional()?
        .ok_or_else(|| ApiError::not_found("Delivery not found"))?;
    tx.execute(
        "UPDATE webhook_deliveries SET next_attempt_at = ?2, failing_since = NULL, given_up_at = NULL WHERE id = ?1",
        params![id, now_ms()],
    )?;
    let change = audit::Change::set("delivery", format!("{id} ({kind})"));
    audit::record(tx, who, AuditKind::WebhookResend, Target::new(endpoint, &url), &[change])?;
    Ok(())
}

/// The delivery each enabled endpoint is at: the oldest one pending.
#[derive(Debug, Clone)]
pub struct Head {
    pub delivery: i64,
    pub endpoint: i64,
    pub url: String,
    pub secret: String,
    pub message_id: String,
    pub body: String,
    pub due_at: i64,
}

const HEADS: &str = "SELECT d.id, e.id, e.url, e.secret, d.message_id, d.body, d.next_attempt_at
     FROM webhook_endpoints e
     JOIN webhook_deliveries d ON d.id = (SELECT min(id) FROM webhook_deliveries
                                          WHERE endpoint_id = e.id AND next_attempt_at IS NOT NULL)
     WHERE e.enabled = 1";

fn head(r: &rusqlite::Row) -> rusqlite::Result<Head> {
    Ok(Head {
        delivery: r.get(0)?,
        endpoint: r.get(1)?,
        url: r.get(2)?,
        secret: r.get(3)?,
        message_id: r.get(4)?,
        body: r.get(5)?,
        due_at: r.get(6)?,
    })
}

/// Each enabled endpoint's next delivery, due or not.
pub fn heads(conn: &Connection) -> Result<Vec<Head>, ApiError> {
    let heads = conn.prepare_cached(HEADS)?.query_map([], head)?.collect::<Result<_, _>>()?;
    Ok(heads)
}

/// Endpoint `endpoint`'s next delivery if it is on and the delivery due at `now`. Read afresh
/// before each attempt: what the sender chose from may be older than the last attempt recorded.
pub fn due_head(conn: &Connection, endpoint: i64, now: i64) -> Result<Option<Head>, ApiError> {
    Ok(conn
        .prepare_cached(&format!("{HEADS} AND e.id = ?1 AND d.next_attempt_at <= ?2"))?
        .query_row(params![endpoint, now], head)
        .optional()?)
}

/// An attempt as the sender made it.
#[derive(Debug)]
pub struct Tried {
    pub at: i64,
    pub duration_ms: i64,
    pub status: Option<u16>,
    pub error: Option<String>,
    pub answer: String,
}

impl Tried {
    fn delivered(&self) -> bool {
        self.error.is_none() && self.status.is_some_and(|s| (200..300).contains(&s))
    }
}

/// What recording an attempt came to.
#[derive(Debug, PartialEq)]
pub enum Outcome {
    Delivered,
    /// Tried again at this time (Unix ms).
    Retry(i64),
    /// Given up after three days: the endpoint (this URL) is switched off.
    SwitchedOff(String),
    /// The delivery is gone (its endpoint removed meanwhile).
    Gone,
}

/// Records attempt `tried` at `delivery`; a failure is retried after `first_retry` doubled per
/// failure in a row (at most 720 times it: 5 s to an hour), until three days of failures give it
/// up and switch its endpoint off (audited).
pub fn record(tx: &Transaction, delivery: i64, tried: &Tried, first_retry: i64) -> Result<Outcome, ApiError> {
    let found: Option<(i64, Option<i64>)> = tx
        .query_row("SELECT endpoint_id, failing_since FROM webhook_deliveries WHERE id = ?1", [delivery], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .optional()?;
    let Some((endpoint, failing_since)) = found else { return Ok(Outcome::Gone) };
    tx.prepare_cached(
        "INSERT INTO webhook_attempts (delivery_id, at, status, error, answer, duration_ms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![delivery, tried.at, tried.status, tried.error, tried.answer, tried.duration_ms])?;
    if tried.delivered() {
        tx.prepare_cached(
            "UPDATE webhook_deliveries SET next_attempt_at = NULL, failing_since = NULL, delivered_at = ?2 WHERE id = ?1",
        )?
        .execute(params![delivery, tried.at])?;
        return Ok(Outcome::Delivered);
    }
    let since = failing_since.unwrap_or(tried.at);
    if tried.at - since >= RETRY_FOR_MS {
        tx.execute(
            "UPDATE webhook_deliveries SET next_attempt_at = NULL, given_up_at = ?2 WHERE id = ?1",
            params![delivery, tried.at],
        )?;
        tx.execute(
            "UPDATE webhook_endpoints SET enabled = 0, disabled_at = ?2 WHERE id = ?1",
            params![endpoint, tried.at],
        )?;
        let url: String = tx.query_row("SELECT url FROM webhook_endpoints WHERE id = ?1", [endpoint], |r| r.get(0))?;
        let who = Actor { admin_id: None, username: "webhooks".into(), address: String::new() };
        let change = audit::Change::from_to("enabled", "true", "false");
        audit::record(tx, &who, AuditKind::WebhookEnable, Target::new(endpoint, &url), &[change])?;
        return Ok(Outcome::SwitchedOff(url));
    }
    let failures: i64 = tx.query_row(
        "SELECT count(*) FROM webhook_attempts WHERE delivery_id = ?1 AND at >= ?2",
        params![delivery, since],
        |r| r.get(0),
    )?;
    let delay = first_retry.saturating_mul(1 << (failures - 1).clamp(0, 30)).min(first_retry.saturating_mul(720));
    let next = tried.at + delay;
    tx.execute(
        "UPDATE webhook_deliveries SET next_attempt_at = ?2, failing_since = ?3 WHERE id = ?1",
        params![delivery, next, since],
    )?;
    Ok(Outcome::Retry(next))
}

/// Drops attempts older than 30 days, and the deliveries finished before then.
pub fn prune(tx: &Transaction, now: i64) -> Result<usize, ApiError> {
    let before = now - KEEP_MS;
    let attempts = tx.execute("DELETE FROM webhook_attempts WHERE at < ?1", [before])?;
    let deliveries =
        tx.execute("DELETE FROM webhook_deliveries WHERE next_attempt_at IS NULL AND created_at < ?1", [before])?;
    Ok(attempts + deliveries)
}
