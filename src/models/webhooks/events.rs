//! What a webhook tells: the event types, the body of each (`{type, timestamp, data}`, the schemas
//! the contract documents), and writing an event for every endpoint that wants it, in the caller's
//! transaction: it is delivered exactly when the change it tells of commits.

use base64::Engine;
use poem_openapi::types::{ParseFromJSON, ToJSON};
use poem_openapi::Object;
use rand::RngCore;
use rusqlite::{params, Transaction};

use crate::db::now_ms;
use crate::error::ApiError;
use crate::models::invoices::Invoice;
use crate::models::orders::{Order, OrderStatus};
use crate::models::payments::Payment;
use crate::models::products::{Product, StockLevel, Unit};
use crate::models::quotes::Quote;
use crate::models::shipments::{MilestoneKind, Shipment};
use crate::rules::{rfc3339, text_enum};

text_enum!(
    /// What a webhook message tells of (its `type`).
    EventType {
        OrderCreated => "order.created",
        OrderStatusChanged => "order.status_changed",
        InquiryCreated => "inquiry.created",
        QuoteSent => "quote.sent",
        QuoteAccepted => "quote.accepted",
        QuoteDeclined => "quote.declined",
        QuoteWithdrawn => "quote.withdrawn",
        QuoteQuestion => "quote.question",
        ShipmentMilestone => "shipment.milestone",
        InvoiceIssued => "invoice.issued",
        PaymentRecorded => "payment.recorded",
        StockLow => "stock.low",
        Test => "webhook.test",
    }
);

impl EventType {
    pub const ALL: [EventType; 13] = [
        EventType::OrderCreated,
        EventType::OrderStatusChanged,
        EventType::InquiryCreated,
        EventType::QuoteSent,
        EventType::QuoteAccepted,
        EventType::QuoteDeclined,
        EventType::QuoteWithdrawn,
        EventType::QuoteQuestion,
        EventType::ShipmentMilestone,
        EventType::InvoiceIssued,
        EventType::PaymentRecorded,
        EventType::StockLow,
        EventType::Test,
    ];

    pub fn parse(text: &str) -> Option<EventType> {
        EventType::ALL.into_iter().find(|e| e.as_str() == text)
    }
}

/// The body of every webhook message: what happened, when, and the record as it is after it.
/// Signed by the Standard Webhooks scheme: the `webhook-id`, `webhook-timestamp` and
/// `webhook-signature` headers (`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}` with
/// the endpoint's secret, the bytes after `whsec_`).
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct WebhookMessage<T: ParseFromJSON + ToJSON> {
    #[oai(rename = "type")]
    pub kind: EventType,
    /// When it happened (RFC 3339, UTC).
    pub timestamp: String,
    pub data: T,
}

/// `order.created` (an order request, or each order of an accepted quote) and
/// `order.status_changed`.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct OrderEvent {
    pub order: Order,
    /// The status before (`order.status_changed` only).
    pub previous_status: Option<OrderStatus>,
}

/// `inquiry.created`, `quote.sent`, `quote.accepted`, `quote.declined`, `quote.withdrawn`,
/// `quote.question`: the quote request as the dashboard reads it (never the buyer's link).
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct QuoteEvent {
    pub quote: Quote,
    /// The revision sent or accepted (`quote.sent`, `quote.accepted`).
    pub revision: Option<i64>,
    /// What the buyer asked (`quote.question`).
    pub question: Option<String>,
}

/// `shipment.milestone`: a step of a shipment taken.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct ShipmentEvent {
    pub shipment: Shipment,
    pub milestone: MilestoneKind,
    /// The step's day, `YYYY-MM-DD`.
    pub date: String,
}

/// `invoice.issued`: a commercial invoice (or a credit note) as issued.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct InvoiceEvent {
    pub invoice: Invoice,
}

/// `payment.recorded`: money received against a shipment.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct PaymentEvent {
    pub shipment_id: i64,
    /// `SHP-2026-0001`.
    pub shipment_number: String,
    pub payment: Payment,
}

/// `stock.low`: the stock left of a product (available, less what approved orders will take and
/// has not left yet) fell to its low-stock threshold. Sent once per fall; again only after the
/// stock rose above the threshold.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct StockLowEvent {
    pub product_id: i64,
    pub name: String,
    pub name_fa: String,
    pub unit: Unit,
    /// Available now, in the product's unit (as on the public pages).
    pub available: i64,
    /// What approved orders will take that has not left yet.
    pub committed: i64,
    /// `available − committed`: what fell to the threshold.
    pub left: i64,
    /// The threshold, in the product's unit.
    pub threshold: i64,
}

/// `webhook.test`: sent by the dashboard's "Send test" to one endpoint.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct TestEvent {
    pub endpoint_id: i64,
    pub message: String,
}

/// A message id (`webhook-id`): `msg_` and 128 random bits.
fn message_id() -> String {
    let mut raw = [0u8; 16];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    format!("msg_{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw))
}

/// Writes an event of `kind` for each enabled endpoint that wants it (or only for `only`), in the
/// caller's transaction; `data` is made only when one does. Answers whether any was written (the
/// caller then wakes the sender, after the commit).
fn emit<T: ParseFromJSON + ToJSON>(
    tx: &Transaction,
    kind: EventType,
    only: Option<i64>,
    data: impl FnOnce() -> T,
) -> Result<bool, ApiError> {
    let mut stmt = tx.prepare_cached("SELECT id, events FROM webhook_endpoints WHERE enabled = 1 ORDER BY id")?;
    let endpoints: Vec<i64> = stmt
        .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?
        .filter_map(|row| match row {
            Ok((id, events)) if only.map_or(events.split(',').any(|e| e == kind.as_str()), |o| o == id) => Some(Ok(id)),
            Ok(_) => None,
            Err(e) => Some(Err(e)),
        })
        .collect::<Result<_, _>>()?;
    if endpoints.is_empty() {
        return Ok(false);
    }
    let now = now_ms();
    let message = WebhookMessage { kind, timestamp: rfc3339(now), data: data() };
    let body = message.to_json().unwrap_or_default().to_string();
    let id = message_id();
    let mut insert = tx.prepare_cached(
        "INSERT INTO webhook_deliveries (endpoint_id, message_id, type, body, created_at, next_attempt_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?5)",
    )?;
    for endpoint in endpoints {
        insert.execute(params![endpoint, id, kind, body, now])?;
    }
    Ok(true)
}

/// `order.created`.
pub fn order_created(tx: &Transaction, order: &Order) -> Result<bool, ApiError> {
    emit(tx, EventType::OrderCreated, None, || OrderEvent { order: order.clone(), previous_status: None })
}

/// `order.status_changed`, from `previous`.
pub fn order_status_changed(tx: &Transaction, order: &Order, previous: OrderStatus) -> Result<bool, ApiError> {
    emit(tx, EventType::OrderStatusChanged, None, || OrderEvent {
        order: order.clone(),
        previous_status: Some(previous),
    })
}

/// One of the quote's events (`inquiry.created`, `quote.*`).
pub fn quote(
    tx: &Transaction,
    kind: EventType,
    quote: &Quote,
    revision: Option<i64>,
    question: Option<&str>,
) -> Result<bool, ApiError> {
    emit(tx, kind, None, || QuoteEvent {
        quote: Quote { quote_url: None, ..quote.clone() },
        revision,
        question: question.map(str::to_owned),
    })
}

/// `shipment.milestone`: `milestone` taken on `date`.
pub fn shipment_milestone(
    tx: &Transaction,
    shipment: &Shipment,
    milestone: MilestoneKind,
    date: &str,
) -> Result<bool, ApiError> {
    emit(tx, EventType::ShipmentMilestone, None, || ShipmentEvent {
        shipment: shipment.clone(),
        milestone,
        date: date.to_owned(),
    })
}

/// `invoice.issued`.
pub fn invoice_issued(tx: &Transaction, invoice: &Invoice) -> Result<bool, ApiError> {
    emit(tx, EventType::InvoiceIssued, None, || InvoiceEvent { invoice: invoice.clone() })
}

/// `payment.recorded` against shipment `shipment_id` (`shipment_number`).
pub fn payment_recorded(
    tx: &Transaction,
    shipment_id: i64,
    shipment_number: &str,
    payment: &Payment,
) -> Result<bool, ApiError> {
    emit(tx, EventType::PaymentRecorded, None, || PaymentEvent {
        shipment_id,
        shipment_number: shipment_number.to_owned(),
        payment: payment.clone(),
    })
}

/// `stock.low` for a product whose stock left fell to its threshold (`level`, the figures the
/// company's mail gives too).
pub fn stock_low(tx: &Transaction, product: &Product, level: &StockLevel) -> Result<bool, ApiError> {
    emit(tx, EventType::StockLow, None, || StockLowEvent {
        product_id: product.id,
        name: product.name.clone(),
        name_fa: product.name_fa.clone(),
        unit: product.unit,
        available: level.available,
        committed: level.committed,
        left: level.left,
        threshold: level.threshold,
    })
}

/// `webhook.test`, to endpoint `endpoint_id` only, whatever it wants; answers false (nothing
/// written) when the endpoint is off.
pub fn test(tx: &Transaction, endpoint_id: i64) -> Result<bool, ApiError> {
    let data = || TestEvent { endpoint_id, message: "A test from the Golbahar dashboard".into() };
    emit(tx, EventType::Test, Some(endpoint_id), data)
}

/// The orders `ids` as they are now (those that exist), to compare after a change with
/// [`orders_changed`].
pub fn orders_before(tx: &Transaction, ids: &[i64]) -> Result<Vec<Order>, ApiError> {
    ids.iter()
        .filter_map(|&id| match crate::models::orders::get(tx, id) {
            Err(e) if e.code() == crate::error::ErrorCode::NotFound => None,
            found => Some(found),
        })
        .collect()
}

/// `order.status_changed` for each of `before` whose status a change (a shipment made, a
/// delivery) moved.
pub fn orders_changed(tx: &Transaction, before: &[Order]) -> Result<(), ApiError> {
    for was in before {
        let now = crate::models::orders::get(tx, was.id)?;
        if now.status != was.status {
            order_status_changed(tx, &now, was.status)?;
        }
    }
    Ok(())
}
