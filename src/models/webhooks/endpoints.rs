//! Webhook endpoints: an integrator's https URL, the events it wants and the secret its messages
//! are signed with (shown once). Added, switched on or off and removed by a signed-in admin.

use base64::Engine;
use poem_openapi::types::Example;
use poem_openapi::Object;
use rand::RngCore;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::events::EventType;
use crate::db::now_ms;
use crate::edge::outbound::{self, BadUrl};
use crate::error::{ApiError, ErrorCode};
use crate::models::audit::{self, Actor, AuditKind, Change, Target};
use crate::rules::{rfc3339, Field, Required};

/// The most endpoints a site keeps: each event is written once per endpoint that wants it.
pub const MAX_ENDPOINTS: i64 = 20;
/// The longest URL taken.
pub const MAX_URL: usize = 2000;

/// An endpoint as the list shows it: never its secret.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct WebhookEndpoint {
    pub id: i64,
    pub url: String,
    /// The events it is sent.
    pub events: Vec<EventType>,
    /// Off: nothing is sent to it (switched off by an admin, or after three days of failures).
    pub enabled: bool,
    /// When three days of failed attempts switched it off (RFC 3339, UTC).
    pub disabled_at: Option<String>,
    /// Events waiting to be delivered to it.
    pub pending: i64,
    pub created_at: String,
    /// The admin who added it.
    pub created_by: String,
}

/// An endpoint just added: the only answer that carries its secret.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase")]
pub struct CreatedWebhookEndpoint {
    #[oai(flatten)]
    pub endpoint: WebhookEndpoint,
    /// The signing secret (Standard Webhooks: `whsec_` + base64 of 32 random bytes), shown this
    /// once: give it to the receiver, which verifies each message's `webhook-signature` with it.
    pub secret: String,
}

/// A new endpoint, as the Users tab sends it.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewWebhookEndpoint {
    /// An https URL (400 `not_https` otherwise) of a public address (400 `private_address` for
    /// loopback, private, link-local, CGNAT or metadata addresses, or a name that resolves to one,
    /// unless the server runs with `--webhooks-allow-private`); at most 2 000 characters.
    #[oai(validator(
        max_length = 2000,
        pattern = r"^\s*https://[A-Za-z0-9\-._~!$&'()*+,;=:\[\]%]+(?:[/?][A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*)?\s*$"
    ))]
    pub url: Required<Option<String>>,
    /// The events it wants (400 `unknown_event` for a type not listed in `EventType`), at least one.
    #[oai(validator(
        min_items = 1,
        max_items = 13,
        unique_items,
        max_length = 20,
        pattern = r"^(?:order\.created|order\.status_changed|inquiry\.created|quote\.(?:sent|accepted|declined|withdrawn|question)|shipment\.milestone|invoice\.issued|payment\.recorded|stock\.low|webhook\.test)$"
    ))]
    pub events: Required<Option<Vec<String>>>,
}

impl Example for NewWebhookEndpoint {
    fn example() -> Self {
        NewWebhookEndpoint {
            url: Field(Some("https://erp.example.com/hooks/golbahar".into())),
            events: Field(Some(vec!["order.created".into(), "quote.accepted".into()])),
        }
    }
}

/// The endpoint's URL and host, checked (https, and an address written as the host must be public
/// unless `allow_private`); the caller resolves the host before [`create`].
pub fn checked_url(url: Option<&str>, allow_private: bool) -> Result<(String, outbound::Target), ApiError> {
    let url = url.unwrap_or("").trim();
    if url.is_empty() {
        return Err(ApiError::required(&[("URL", "url")]));
    }
    if url.chars().count() > MAX_URL {
        return Err(ApiError::new(ErrorCode::InvalidField, "URL must be at most 2000 characters").field("url"));
    }
    match outbound::target(url, allow_private) {
        Ok(target) => Ok((url.to_owned(), target)),
        Err(BadUrl::NotHttps) => Err(not_https()),
        Err(BadUrl::Private) => Err(private_address(url)),
    }
}

fn not_https() -> ApiError {
    ApiError::new(ErrorCode::NotHttps, "The URL must be an https address (https://…)").field("url")
}

/// The refusal of an endpoint whose address is not public.
pub fn private_address(what: &str) -> ApiError {
    ApiError::new(
        ErrorCode::PrivateAddress,
        format!("{what} is not a public address: webhooks are not sent into private networks"),
    )
    .field("url")
}

fn checked_events(events: Option<&[String]>) -> Result<Vec<EventType>, ApiError> {
    let events = events.unwrap_or_default();
    if events.is_empty() {
        return Err(ApiError::required(&[("Events", "events")]));
    }
    let mut checked = Vec::new();
    for e in events {
        let Some(kind) = EventType::parse(e) else {
            let shown: String = e.chars().take(40).collect();
            return Err(ApiError::new(ErrorCode::UnknownEvent, format!("Unknown event: {shown}")).field("events"));
        };
        if checked.contains(&kind) {
            return Err(ApiError::new(ErrorCode::InvalidField, format!("Events: {} is listed twice", kind.as_str()))
                .field("events"));
        }
        checked.push(kind);
    }
    Ok(checked)
}

/// A new secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks asks at least 24).
fn new_secret() -> String {
    let mut raw = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    format!("whsec_{}", base64::engine::general_purpose::STANDARD.encode(raw))
}

/// Adds an endpoint (its URL checked by [`checked_url`]); recorded in the audit log. 409
/// `too_many_endpoints` past [`MAX_ENDPOINTS`].
pub fn create(
    tx: &Transaction,
    who: &Actor,
    url: &str,
    events: Option<&[String]>,
) -> Result<CreatedWebhookEndpoint, ApiError> {
    let events = checked_events(events)?;
    let count: i64 = tx.query_row("SELECT count(*) FROM webhook_endpoints", [], |r| r.get(0))?;
    if count >= MAX_ENDPOINTS {
        return Err(ApiError::new(
            ErrorCode::TooManyEndpoints,
            format!("A site keeps at most {MAX_ENDPOINTS} webhook endpoints: remove one first"),
        ));
    }
    let secret = new_secret();
    let listed = events.iter().map(|e| e.as_str()).collect::<Vec<_>>().join(",");
    tx.execute(
        "INSERT INTO webhook_endpoints (url, events, secret, created_at, created_by) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![url, listed, secret, now_ms(), who.username],
    )?;
    let id = tx.last_insert_rowid();
    audit::record(tx, who, AuditKind::WebhookCreate, Target::new(id, url), &[Change::set("events", &listed)])?;
    Ok(CreatedWebhookEndpoint { endpoint: get(tx, id)?, secret })
}

const SELECT: &str = "SELECT e.id, e.url, e.events, e.enabled, e.disabled_at, e.created_at, e.created_by,
        (SELECT count(*) FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.next_attempt_at IS NOT NULL)
     FROM webhook_endpoints e";

fn endpoint(r: &rusqlite::Row) -> rusqlite::Result<WebhookEndpoint> {
    let events: String = r.get(2)?;
    Ok(WebhookEndpoint {
        id: r.get(0)?,
        url: r.get(1)?,
        events: events.split(',').filter_map(EventType::parse).collect(),
        enabled: r.get(3)?,
        disabled_at: r.get::<_, Option<i64>>(4)?.map(rfc3339),
        created_at: rfc3339(r.get(5)?),
        created_by: r.get(6)?,
        pending: r.get(7)?,
    })
}

/// Every endpoint, oldest first.
pub fn list(conn: &Connection) -> Result<Vec<WebhookEndpoint>, ApiError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT} ORDER BY e.id"))?;
    let endpoints = stmt.query_map([], endpoint)?.collect::<Result<_, _>>()?;
    Ok(endpoints)
}

/// Endpoint `id`, or 404.
pub fn get(conn: &Connection, id: i64) -> Result<WebhookEndpoint, ApiError> {
    conn.prepare_cached(&format!("{SELECT} WHERE e.id = ?1"))?
        .query_row([id], endpoint)
        .optional()?
        .ok_or_else(|| ApiError::not_found("Webhook endpoint not found"))
}

/// Removes endpoint `id` with its deliveries and their attempts; audited. Answers its URL.
pub fn delete(tx: &Transaction, who: &Actor, id: i64) -> Result<String, ApiError> {
    let url = get(tx, id)?.url;
    tx.execute("DELETE FROM webhook_endpoints WHERE id = ?1", [id])?;
    audit::record(tx, who, AuditKind::WebhookDelete, Target::new(id, &url), &[])?;
    Ok(url)
}

/// Switches endpoint `id` on or off; audited. Switched on, what waits for it is tried at once and
/// its three days of retries start again.
pub fn set_enabled(tx: &Transaction, who: &Actor, id: i64, enabled: bool) -> Result<WebhookEndpoint, ApiError> {
    let before = get(tx, id)?;
    if before.enabled == enabled {
        return Ok(before);
    }
    tx.execute("UPDATE webhook_endpoints SET enabled = ?2, disabled_at = NULL WHERE id = ?1", params![id, enabled])?;
    if enabled {
        tx.execute(
            "UPDATE webhook_deliveries SET next_attempt_at = ?2, failing_since = NULL
             WHERE endpoint_id = ?1 AND next_attempt_at IS NOT NULL",
            params![id, now_ms()],
        )?;
    }
    let change = Change::from_to("enabled", before.enabled.to_string(), enabled.to_string());
    audit::record(tx, who, AuditKind::WebhookEnable, Target::new(id, &before.url), &[change])?;
    get(tx, id)
}
