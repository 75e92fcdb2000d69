//! Webhook endpoints (issue 42): added, switched on or off and removed by a signed-in admin (a
//! sensitive change: where the buyers' data goes); their deliveries and attempts, a test message,
//! and "send again". No API key manages them (401, as for keys). The messages themselves are
//! documented as the spec's `x-webhooks` ([`SiteWebhooks`]).

use std::sync::Arc;
use std::time::Duration;

use poem::http::Method;
use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::registry::{
    MetaMediaType, MetaOperation, MetaOperationParam, MetaParamIn, MetaRequest, MetaResponse, MetaResponses,
    MetaWebhook, Registry,
};
use poem_openapi::types::Type;
use poem_openapi::{Object, OpenApi, Tags};

use super::common::{sensitive, ApiTags, Created, Deleted};
use crate::auth::SignedIn;
use crate::error::{ApiError, ErrorCode};
use crate::errors;
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::webhooks::deliveries::{self, WebhookDelivery};
use crate::models::webhooks::endpoints::{self, CreatedWebhookEndpoint, NewWebhookEndpoint, WebhookEndpoint};
use crate::models::webhooks::events::{
    self, InvoiceEvent, OrderEvent, PaymentEvent, QuoteEvent, ShipmentEvent, StockLowEvent, TestEvent, WebhookMessage,
};
use crate::state::AppState;

/// How long adding an endpoint waits for its name to resolve (an unresolvable name is taken: it
/// is checked again at every attempt).
const RESOLVE_LIMIT: Duration = Duration::from_secs(3);

#[derive(Default)]
pub struct WebhooksApi;

/// Switches an endpoint on or off.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase")]
pub struct EndpointSwitch {
    pub enabled: bool,
}

#[OpenApi(prefix_path = "/api/webhooks", tag = "ApiTags::Webhooks")]
impl WebhooksApi {
    /// Every webhook endpoint
    ///
    /// URL, events, whether on, how many events wait, who added it and when. Never the secret.
    #[oai(path = "/", method = "get", operation_id = "listWebhookEndpoints")]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: SignedIn,
    ) -> Result<Json<Vec<WebhookEndpoint>>, errors![400, 401]> {
        Ok(Json(state.db.read(endpoints::list).await?))
    }

    /// Adds a webhook endpoint
    ///
    /// Answers the signing secret in `secret`, this once. The URL must be https (400 `not_https`)
    /// to a public address, and a name must not resolve to another (400 `private_address`; the
    /// address actually connected to is checked again at every attempt); the events among
    /// `EventType` (400 `unknown_event`); at most 20 endpoints (409 `too_many_endpoints`). The
    /// messages are `WebhookMessage` bodies, signed by the Standard Webhooks scheme (see the spec's
    /// `x-webhooks`). A sensitive change: the password entered in the last five minutes (403
    /// `confirm_password` otherwise), and every admin is mailed.
    #[oai(path = "/", method = "post", operation_id = "createWebhookEndpoint")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        body: Json<NewWebhookEndpoint>,
    ) -> Result<Created<CreatedWebhookEndpoint>, errors![400, 401, 403, 408, 409, 413]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        let outbound = state.hooks.outbound();
        let (url, target) = endpoints::checked_url(body.url.as_deref(), outbound.allows_private())?;
        if let Ok(Err(refused)) = tokio::time::timeout(RESOLVE_LIMIT, outbound.resolve(&target.host, target.port)).await
        {
            if refused.contains("not public") {
                return Err(endpoints::private_address(&target.host).into());
            }
        }
        let created = sensitive(&state, who, AuditKind::WebhookCreate, move |tx, who| {
            let created = endpoints::create(tx, who, &url, body.events.as_deref())?;
            let events = created.endpoint.events.iter().map(|e| e.as_str()).collect::<Vec<_>>().join(", ");
            let name = created.endpoint.url.clone();
            Ok((created, name, vec![Change::set("events", events)]))
        })
        .await?;
        Ok(Created::Created(Json(created)))
    }

    /// Switches a webhook endpoint on or off
    ///
    /// Switched on again, what waits for it is sent at once and its three days of retries start
    /// over. A sensitive change, as adding one.
    #[oai(path = "/:id", method = "patch", operation_id = "switchWebhookEndpoint")]
    async fn switch(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        id: Path<i64>,
        body: Json<EndpointSwitch>,
    ) -> Result<Json<WebhookEndpoint>, errors![400, 401, 403, 404, 408, 413]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        let enabled = body.0.enabled;
        let endpoint = sensitive(&state, who, AuditKind::WebhookEnable, move |tx, who| {
            let before = endpoints::get(tx, id.0)?.enabled;
            let after = endpoints::set_enabled(tx, who, id.0, enabled)?;
            let changes = match before == enabled {
                true => vec![],
                false => vec![Change::from_to("enabled", before.to_string(), enabled.to_string())],
            };
            let name = after.url.clone();
            Ok((after, name, changes))
        })
        .await?;
        state.hooks.wake();
        Ok(Json(endpoint))
    }

    /// Removes a webhook endpoint
    ///
    /// With what waits for it and its attempts. A sensitive change, as adding one.
    #[oai(path = "/:id", method = "delete", operation_id = "deleteWebhookEndpoint")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        sensitive(&state, who, AuditKind::WebhookDelete, move |tx, who| {
            Ok(((), endpoints::delete(tx, who, id.0)?, vec![]))
        })
        .await?;
        Ok(Deleted::Deleted)
    }

    /// Sends a test message to a webhook endpoint
    ///
    /// A `webhook.test` message, after what already waits for the endpoint. 409 `conflict` while
    /// the endpoint is off.
    #[oai(path = "/:id/test", method = "post", operation_id = "testWebhookEndpoint")]
    async fn test(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        id: Path<i64>,
    ) -> Result<Json<WebhookEndpoint>, errors![400, 401, 403, 404, 409]> {
        let who = admin.0.actor(state.client_ip(req));
        let endpoint = state
            .db
            .write(move |tx| {
                let endpoint = endpoints::get(tx, id.0)?;
                if !events::test(tx, id.0)? {
                    return Err(ApiError::new(ErrorCode::Conflict, "The endpoint is off: switch it on first"));
                }
                audit::record(tx, &who, AuditKind::WebhookTest, Target::new(id.0, &endpoint.url), &[])?;
                endpoints::get(tx, id.0)
            })
            .await?;
        state.hooks.wake();
        Ok(Json(endpoint))
    }

    /// A webhook endpoint's deliveries
    ///
    /// Newest first (at most `limit`, 50 unless given), each with its attempts (kept 30 days):
    /// when, the answer's status or what failed, and the answer's first 1 KB.
    #[oai(path = "/:id/deliveries", method = "get", operation_id = "listWebhookDeliveries")]
    async fn deliveries(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: SignedIn,
        id: Path<i64>,
        /// At most this many deliveries (1 to 200).
        #[oai(validator(minimum(value = "1"), maximum(value = "200")))]
        limit: Query<Option<u32>>,
    ) -> Result<Json<Vec<WebhookDelivery>>, errors![400, 401, 404]> {
        let limit = limit.0.unwrap_or(50);
        Ok(Json(state.db.read(move |conn| deliveries::list(conn, id.0, limit)).await?))
    }

    /// Sends a delivery again
    ///
    /// Delivered or given up, it is sent once more with the same `webhook-id` (a receiver that
    /// keeps the ids it has seen drops it); pending, it is tried at once. It keeps its place in the
    /// endpoint's order: those after it wait for it.
    #[oai(path = "/:id/deliveries/:delivery/resend", method = "post", operation_id = "resendWebhookDelivery")]
    async fn resend(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        id: Path<i64>,
        delivery: Path<i64>,
    ) -> Result<Json<WebhookEndpoint>, errors![400, 401, 403, 404]> {
        let who = admin.0.actor(state.client_ip(req));
        let endpoint = state
            .db
            .write(move |tx| {
                deliveries::resend(tx, &who, id.0, delivery.0)?;
                endpoints::get(tx, id.0)
            })
            .await?;
        state.hooks.wake();
        Ok(Json(endpoint))
    }
}

/// The messages a webhook endpoint receives, documented as the spec's `x-webhooks`: a POST of a
/// JSON `WebhookMessage` (`type`, `timestamp`, `data`) with the Standard Webhooks headers.
/// (poem-openapi's `#[Webhook]` keeps one operation per method, so the thirteen POSTs are listed
/// here by hand.)
pub struct SiteWebhooks;

const SIGNED: &str = "Signed by the Standard Webhooks scheme: `webhook-id` (the same for every attempt at one \
message), `webhook-timestamp` (Unix seconds of the attempt) and `webhook-signature` (`v1,` + base64 of \
HMAC-SHA256 over `{id}.{timestamp}.{body}`, keyed with the bytes of the endpoint's secret after `whsec_`). \
Answer 2xx within 10 s; anything else, a redirect too, is retried with backoff for three days, after which \
the endpoint is switched off. An endpoint's messages arrive in the order they happened.";

fn hook<T: Type>(name: &'static str, summary: &'static str, operation_id: &'static str) -> MetaWebhook {
    let header = |name: &str, description: &str| MetaOperationParam {
        name: name.to_owned(),
        schema: String::schema_ref(),
        in_type: MetaParamIn::Header,
        description: Some(description.to_owned()),
        required: true,
        deprecated: false,
        explode: true,
        style: None,
    };
    MetaWebhook {
        name,
        operation: MetaOperation {
            method: Method::POST,
            tags: vec![ApiTags::Webhooks.name()],
            summary: Some(summary),
            description: Some(SIGNED),
            external_docs: None,
            params: vec![
                header("webhook-id", "The message's id: the same for every attempt at it"),
                header("webhook-timestamp", "When this attempt was sent, in Unix seconds"),
                header("webhook-signature", "`v1,` + base64 of HMAC-SHA256 over `{id}.{timestamp}.{body}`"),
            ],
            request: Some(MetaRequest {
                description: None,
                content: vec![MetaMediaType { content_type: "application/json", schema: T::schema_ref() }],
                required: true,
            }),
            responses: MetaResponses {
                responses: vec![MetaResponse {
                    description: "Received (any 2xx)",
                    status: Some(200),
                    status_range: None,
                    content: vec![],
                    headers: vec![],
                }],
            },
            deprecated: false,
            security: vec![],
            operation_id: Some(operation_id),
            code_samples: vec![],
        },
    }
}

impl poem_openapi::Webhook for SiteWebhooks {
    fn meta() -> Vec<MetaWebhook> {
        vec![
            hook::<WebhookMessage<OrderEvent>>(
                "order.created",
                "A new order request, or each order of an accepted quote",
                "onOrderCreated",
            ),
            hook::<WebhookMessage<OrderEvent>>(
                "order.status_changed",
                "An order's status changed",
                "onOrderStatusChanged",
            ),
            hook::<WebhookMessage<QuoteEvent>>(
                "inquiry.created",
                "A buyer asked for prices (an inquiry)",
                "onInquiryCreated",
            ),
            hook::<WebhookMessage<QuoteEvent>>(
                "quote.sent",
                "A revision of a quote was sent to the buyer",
                "onQuoteSent",
            ),
            hook::<WebhookMessage<QuoteEvent>>("quote.accepted", "The buyer accepted a quote", "onQuoteAccepted"),
            hook::<WebhookMessage<QuoteEvent>>("quote.declined", "The buyer declined a quote", "onQuoteDeclined"),
            hook::<WebhookMessage<QuoteEvent>>("quote.withdrawn", "The company withdrew a quote", "onQuoteWithdrawn"),
            hook::<WebhookMessage<QuoteEvent>>(
                "quote.question",
                "The buyer asked a question on a quote",
                "onQuoteQuestion",
            ),
            hook::<WebhookMessage<ShipmentEvent>>(
                "shipment.milestone",
                "A shipment's step was taken (booked, packed, departed, arrived, delivered)",
                "onShipmentMilestone",
            ),
            hook::<WebhookMessage<InvoiceEvent>>(
                "invoice.issued",
                "A commercial invoice or a credit note was issued",
                "onInvoiceIssued",
            ),
            hook::<WebhookMessage<PaymentEvent>>(
                "payment.recorded",
                "A payment was recorded against a shipment",
                "onPaymentRecorded",
            ),
            hook::<WebhookMessage<StockLowEvent>>(
                "stock.low",
                "A product's available stock fell to its low-stock threshold",
                "onStockLow",
            ),
            hook::<WebhookMessage<TestEvent>>("webhook.test", "The dashboard's Send test", "onWebhookTest"),
        ]
    }

    fn register(registry: &mut Registry) {
        WebhookMessage::<OrderEvent>::register(registry);
        WebhookMessage::<QuoteEvent>::register(registry);
        WebhookMessage::<ShipmentEvent>::register(registry);
        WebhookMessage::<InvoiceEvent>::register(registry);
        WebhookMessage::<PaymentEvent>::register(registry);
        WebhookMessage::<StockLowEvent>::register(registry);
        WebhookMessage::<TestEvent>::register(registry);
    }
}
