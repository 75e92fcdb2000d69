//! /api/inquiries and /api/quotes (issue 30): a visitor's inquiry over several products (public,
//! rate-limited), the buyer's calls by their private token (public, misses rate-limited, never
//! cached or indexed, never with an API key), and the company's answers (signed in; the buyer's
//! link only to a session). Every step is in the audit log and
//! mails through the outbox in the step's own transaction.

use std::sync::Arc;
use std::time::Duration;

use poem::web::Data;
use poem::{IntoResponse, Request, Response};
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Json, Payload};
use poem_openapi::registry::{MetaSchema, MetaSchemaRef};
use poem_openapi::{ApiResponse, OpenApi};

use super::common::{actor, buyer_call, ApiTags, Created, Deleted};
use crate::auth::AdminSession;
use crate::error::ApiError;
use crate::errors;
use crate::mail::quotes as quote_mail;
use crate::models::audit::{self, Actor, AuditKind, Change, Target};
use crate::models::quotes::{
    self, proforma, Acceptance, BuyerQuote, Decline, InquiryCreated, NewInquiry, NewMessage, NewRevision, Quote,
    QuoteMessage, QuoteStatus, Waiting,
};
use crate::models::webhooks::events::{self as hooks, EventType};
use crate::ops::csv::Language;
use crate::state::AppState;

const NO_STORE: &str = "no-store";
const NOINDEX: &str = "noindex";

#[derive(Default)]
pub struct InquiriesApi;

#[derive(Default)]
pub struct QuotesApi;

/// A quote as its buyer reads it: never stored by a cache, never indexed.
#[derive(ApiResponse)]
pub enum BuyerAnswer {
    #[oai(status = 200)]
    Ok(
        Json<BuyerQuote>,
        /// Always `no-store`.
        #[oai(header = "Cache-Control")]
        String,
        /// Always `noindex`.
        #[oai(header = "X-Robots-Tag")]
        String,
    ),
}

impl BuyerAnswer {
    fn of(q: Quote) -> BuyerAnswer {
        BuyerAnswer::Ok(Json(q.into()), NO_STORE.into(), NOINDEX.into())
    }
}

/// The buyer's message, as written.
#[derive(ApiResponse)]
pub enum BuyerMessage {
    #[oai(status = 201)]
    Created(Json<QuoteMessage>, #[oai(header = "Cache-Control")] String, #[oai(header = "X-Robots-Tag")] String),
}

/// A PDF file.
pub struct PdfBody(pub Vec<u8>);

impl Payload for PdfBody {
    const CONTENT_TYPE: &'static str = "application/pdf";
    fn schema_ref() -> MetaSchemaRef {
        MetaSchemaRef::Inline(Box::new(MetaSchema { format: Some("binary"), ..MetaSchema::new("string") }))
    }
}

impl IntoResponse for PdfBody {
    fn into_response(self) -> Response {
        Response::builder().content_type(Self::CONTENT_TYPE).body(self.0)
    }
}

#[derive(ApiResponse)]
pub enum PdfFile {
    /// The proforma invoice, as a download.
    #[oai(status = 200)]
    Ok(
        PdfBody,
        #[oai(header = "Content-Disposition")] String,
        /// Always `no-store`.
        #[oai(header = "Cache-Control")]
        String,
        #[oai(header = "X-Robots-Tag")] String,
    ),
}

/// One page of quote requests.
#[derive(ApiResponse)]
pub enum QuotePage {
    /// Quote requests, newest first.
    #[oai(status = 200)]
    Ok(
        Json<Vec<Quote>>,
        /// How many requests match, across all pages.
        #[oai(header = "X-Total-Count")]
        i64,
    ),
}

/// A quote as its caller may see it: a signed-in admin gets the buyer's link to send on; an API
/// key never does (the token would let it act as the buyer).
fn shown_to(admin: &AdminSession, q: Quote) -> Quote {
    match admin {
        AdminSession::Session(_) => q.with_buyer_link(),
        AdminSession::Key(_) => q,
    }
}

fn target(q: &Quote) -> Target {
    Target::new(q.id, &format!("{} — {}", q.number, q.name))
}

/// The quote of a token ([`buyer_call`]: API keys refused, misses counted).
async fn by_token(state: &AppState, req: &Request, token: String) -> Result<Quote, ApiError> {
    let today = state.kabul_today();
    buyer_call(state, req, move |conn| quotes::by_token(conn, &token, today)).await
}

fn pdf_file(bytes: Vec<u8>, name: &str) -> PdfFile {
    PdfFile::Ok(PdfBody(bytes), format!("attachment; filename=\"{name}\""), NO_STORE.into(), NOINDEX.into())
}

#[OpenApi(prefix_path = "/api/inquiries", tag = "ApiTags::Quotes")]
impl InquiriesApi {
    /// Sends an inquiry over several products
    ///
    /// Becomes a quote request (status `new`): the company is mailed (both languages), the buyer
    /// gets an acknowledgement in `lang` with the link to their private quote page. 1 to 30
    /// products, each once (409 `duplicate_product`), each existing (404), at least its minimum
    /// order (409 `below_minimum_order`), a packaging among its options (409 `unknown_packaging`);
    /// `wantedBy` not before today in Kabul (409 `date_out_of_range`). Public; limited per client
    /// address like orders (429).
    #[oai(path = "/", method = "post", operation_id = "createInquiry")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        body: Json<NewInquiry>,
    ) -> Result<Created<InquiryCreated>, errors![400, 403, 404, 408, 409, 413, 429]> {
        if !state.order_limiter.allow(state.client_ip(req)) {
            return Err(ApiError::too_many_requests().into());
        }
        let who = Actor::buyer();
        let (today, site_url, mailer) = (state.kabul_today(), state.site_url(), state.mail.clone());
        // The funnel's market (issue 31): the country of the sender's address, not the address.
        let country = state.visits.country_code(state.client_ip(req));
        let q = state
            .db
            .write(move |tx| {
                let q = quotes::create(tx, &body, today)?;
                crate::visits::store::record_quote_country(tx, q.id, country.as_deref())?;
                let lines = q.lines.iter().map(|l| format!("{} × {}", l.product_name, l.quantity)).collect::<Vec<_>>();
                let changes = [Change::set("email", &q.email), Change::set("lines", lines.join(", "))];
                audit::record(tx, &who, AuditKind::QuoteRequest, target(&q), &changes)?;
                quote_mail::inquiry(tx, &mailer, &q, site_url.as_deref())?;
                hooks::quote(tx, EventType::InquiryCreated, &q, None, None)?;
                Ok(q)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        let quote_url = q.buyer_path();
        Ok(Created::Created(Json(InquiryCreated { id: q.id, number: q.shared.number, quote_url })))
    }
}

#[OpenApi(prefix_path = "/api/quotes", tag = "ApiTags::Quotes")]
impl QuotesApi {
    /// Lists quote requests, newest first
    ///
    /// Without `limit` every request is answered; `X-Total-Count` always gives the number of
    /// matching requests. No request carries its buyer's link here (`quoteUrl`: see `getQuote`).
    #[oai(path = "/", method = "get", operation_id = "listQuotes")]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// Only requests with this status (`expired`: quoted, past their validity).
        status: Query<Option<QuoteStatus>>,
        /// At most this many requests (1 to 1000).
        #[oai(validator(minimum(value = "1"), maximum(value = "1000")))]
        limit: Query<Option<u32>>,
        /// Skip this many requests first.
        #[oai(validator(minimum(value = "0"), maximum(value = "100000000")))]
        offset: Query<Option<u32>>,
    ) -> Result<QuotePage, errors![400, 401]> {
        let today = state.kabul_today();
        let (quotes, total) =
            state.db.read(move |conn| quotes::page(conn, status.0, limit.0, offset.0.unwrap_or(0), today)).await?;
        Ok(QuotePage::Ok(Json(quotes), total))
    }

    /// Counts the requests waiting for an answer
    ///
    /// New requests not answered yet, and since when the oldest waits (the dashboard's badge).
    #[oai(path = "/waiting", method = "get", operation_id = "countWaitingQuotes")]
    async fn waiting(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Json<Waiting>, errors![400, 401]> {
        Ok(Json(state.db.read(quotes::waiting).await?))
    }

    /// A quote request
    ///
    /// With the buyer's link (`quoteUrl`) for a signed-in admin, who sends it on; never for an API
    /// key.
    #[oai(path = "/:id", method = "get", operation_id = "getQuote")]
    async fn get(
        &self,
        state: Data<&Arc<AppState>>,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Json<Quote>, errors![400, 401, 404]> {
        let today = state.kabul_today();
        let q = state.db.read(move |conn| quotes::get(conn, id.0, today)).await?;
        Ok(Json(shown_to(&admin, q)))
    }

    /// Sends a quote: the next revision
    ///
    /// Prices every line of the request once (409 `lines_mismatch`); the validity ends from today
    /// to a year ahead in Kabul (409 `date_out_of_range`). 409 `quote_not_open` unless the request
    /// is new or quoted (an expired one may be quoted again). The revision never changes once
    /// sent; the buyer is mailed it with its proforma in their language.
    #[oai(path = "/:id/revisions", method = "post", operation_id = "sendQuote")]
    async fn send(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewRevision>,
    ) -> Result<Created<Quote>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let (today, site_url, mailer) = (state.kabul_today(), state.site_url(), state.mail.clone());
        let q = state
            .db
            .write(move |tx| {
                let (q, number) = quotes::send_revision(tx, id.0, &body, today)?;
                if let Some(rev) = q.revisions.iter().find(|r| r.number == number) {
                    let changes = [
                        Change::set("revision", number),
                        Change::set(
                            "total",
                            format!(
                                "{} {}",
                                quotes::money_text((rev.total * 100.0).round() as i64),
                                rev.currency.as_str()
                            ),
                        ),
                        Change::set("validUntil", &rev.valid_until),
                    ];
                    audit::record(tx, &who, AuditKind::QuoteRevision, target(&q), &changes)?;
                }
                quote_mail::quote(tx, &mailer, &q, number, site_url.as_deref())?;
                hooks::quote(tx, EventType::QuoteSent, &q, Some(number), None)?;
                Ok(q)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        Ok(Created::Created(Json(shown_to(&admin, q))))
    }

    /// Withdraws a quote
    ///
    /// 409 `quote_not_open` unless the request is new or quoted; the buyer is mailed.
    #[oai(path = "/:id/withdraw", method = "post", operation_id = "withdrawQuote")]
    async fn withdraw(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Json<Quote>, errors![400, 401, 403, 404, 409]> {
        let who = actor(&state, req, &admin);
        let (today, mailer) = (state.kabul_today(), state.mail.clone());
        let q = state
            .db
            .write(move |tx| {
                let before = quotes::get(tx, id.0, today)?.status;
                let q = quotes::withdraw(tx, id.0, today)?;
                let change = Change::from_to("status", before.as_str(), q.status.as_str());
                audit::record(tx, &who, AuditKind::QuoteStatus, target(&q), &[change])?;
                quote_mail::withdrawn(tx, &mailer, &q)?;
                hooks::quote(tx, EventType::QuoteWithdrawn, &q, None, None)?;
                Ok(q)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        Ok(Json(shown_to(&admin, q)))
    }

    /// Writes to the buyer on a quote
    ///
    /// The message shows on the buyer's page and is mailed to them.
    #[oai(path = "/:id/messages", method = "post", operation_id = "sendQuoteMessage")]
    async fn message(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewMessage>,
    ) -> Result<Created<QuoteMessage>, errors![400, 401, 403, 404, 408, 413]> {
        let who = actor(&state, req, &admin);
        let (today, site_url, mailer) = (state.kabul_today(), state.site_url(), state.mail.clone());
        let message = state
            .db
            .write(move |tx| {
                let m = quotes::company_message(tx, id.0, &body)?;
                let q = quotes::get(tx, id.0, today)?;
                audit::record(tx, &who, AuditKind::QuoteMessage, target(&q), &[Change::set("company", &m.text)])?;
                quote_mail::company_message(tx, &mailer, &q, &m.text, site_url.as_deref())?;
                Ok(m)
            })
            .await?;
        state.mail.wake();
        Ok(Created::Created(Json(message)))
    }

    /// Removes a quote request
    ///
    /// Its token then answers 404; orders made from it stay, without `quoteId`.
    #[oai(path = "/:id", method = "delete", operation_id = "deleteQuote")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404]> {
        let who = actor(&state, req, &admin);
        let today = state.kabul_today();
        state
            .db
            .write(move |tx| {
                let q = quotes::delete(tx, id.0, today)?;
                let change = Change { field: "status".into(), before: Some(q.status.as_str().into()), after: None };
                audit::record(tx, &who, AuditKind::QuoteDelete, target(&q), &[change])
            })
            .await?;
        state.analytics_json.invalidate();
        Ok(Deleted::Deleted)
    }

    /// A revision's proforma invoice (PDF)
    #[oai(path = "/:id/proforma.pdf", method = "get", operation_id = "getQuoteProforma")]
    async fn proforma(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
        /// The revision's number.
        #[oai(validator(minimum(value = "1"), maximum(value = "1000000")))]
        revision: Query<i64>,
        /// The document's language (default: the buyer's).
        lang: Query<Option<Language>>,
    ) -> Result<PdfFile, errors![400, 401, 404]> {
        let (id, revision) = (id.0, revision.0);
        let site_url = state.site_url();
        let (bytes, name) = state
            .db
            .read(move |conn| {
                let q = quotes::get(conn, id, time::Date::MIN)?;
                let lang = lang.0.map_or(crate::locale::Lang::from(q.lang), crate::locale::Lang::from);
                Ok((
                    proforma::pdf(conn, id, revision, lang, site_url.as_deref())?,
                    proforma::file_name(&q.number, revision, lang),
                ))
            })
            .await?;
        Ok(pdf_file(bytes, &name))
    }

    /// The buyer's quote, by its private token
    ///
    /// A wrong, malformed or removed token is 404 like any other; more than 20 misses a minute
    /// from one address are answered 429. Never cached (`no-store`) nor indexed. Like every call
    /// by the token, the buyer's alone: one with an API key is refused (403 `buyer_only`). Once
    /// its orders are shipped, `orderUrls` links each shipment's order page.
    #[oai(path = "/by-token/:token", method = "get", operation_id = "getQuoteByToken")]
    async fn buyer_get(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        token: Path<String>,
    ) -> Result<BuyerAnswer, errors![400, 403, 404, 429]> {
        let today = state.kabul_today();
        let (q, order_urls) = buyer_call(&state, req, move |conn| {
            let q = quotes::by_token(conn, &token.0, today)?;
            let orders = crate::models::shipments::order_paths_of_quote(conn, q.id)?;
            Ok((q, orders))
        })
        .await?;
        let BuyerAnswer::Ok(Json(mut buyer), no_store, noindex) = BuyerAnswer::of(q);
        buyer.order_urls = order_urls;
        Ok(BuyerAnswer::Ok(Json(buyer), no_store, noindex))
    }

    /// The buyer accepts the latest revision
    ///
    /// One order per line (status pending, linked by `quoteId`). 409 `quote_not_open` unless
    /// quoted, `quote_expired` past its validity, `not_latest_revision` when a newer one exists.
    #[oai(path = "/by-token/:token/accept", method = "post", operation_id = "acceptQuote")]
    async fn accept(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        token: Path<String>,
        body: Json<Acceptance>,
    ) -> Result<BuyerAnswer, errors![400, 403, 404, 408, 409, 413, 429]> {
        let found = by_token(&state, req, token.0).await?;
        let (who, today, site_url, mailer) =
            (Actor::buyer(), state.kabul_today(), state.site_url(), state.mail.clone());
        let revision = *body.revision;
        let q = state
            .db
            .write(move |tx| {
                let q = quotes::get(tx, found.id, today)?;
                let before = q.status;
                let q = quotes::accept(tx, &q, revision, today)?;
                let changes = [
                    Change::from_to("status", before.as_str(), q.status.as_str()),
                    Change::set("revision", revision),
                    Change::set("orders", q.order_ids.iter().map(|i| i.to_string()).collect::<Vec<_>>().join(", ")),
                ];
                audit::record(tx, &who, AuditKind::QuoteStatus, target(&q), &changes)?;
                quote_mail::accepted(tx, &mailer, &q, site_url.as_deref())?;
                hooks::quote(tx, EventType::QuoteAccepted, &q, Some(revision), None)?;
                for order in hooks::orders_before(tx, &q.order_ids)? {
                    hooks::order_created(tx, &order)?;
                }
                Ok(q)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        state.analytics_json.invalidate();
        Ok(BuyerAnswer::of(q))
    }

    /// The buyer declines, with a reason
    ///
    /// 409 `quote_not_open` unless new or quoted, `quote_expired` past its validity.
    #[oai(path = "/by-token/:token/decline", method = "post", operation_id = "declineQuote")]
    async fn decline(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        token: Path<String>,
        body: Json<Decline>,
    ) -> Result<BuyerAnswer, errors![400, 403, 404, 408, 409, 413, 429]> {
        let found = by_token(&state, req, token.0).await?;
        let (who, today, site_url, mailer) =
            (Actor::buyer(), state.kabul_today(), state.site_url(), state.mail.clone());
        let q = state
            .db
            .write(move |tx| {
                let q = quotes::get(tx, found.id, today)?;
                let before = q.status;
                let q = quotes::decline(tx, &q, &body, today)?;
                let changes = [
                    Change::from_to("status", before.as_str(), q.status.as_str()),
                    Change::set("declineReason", q.decline_reason.as_deref().unwrap_or_default()),
                ];
                audit::record(tx, &who, AuditKind::QuoteStatus, target(&q), &changes)?;
                quote_mail::declined(tx, &mailer, &q, site_url.as_deref())?;
                hooks::quote(tx, EventType::QuoteDeclined, &q, None, None)?;
                Ok(q)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        Ok(BuyerAnswer::of(q))
    }

    /// The buyer asks a question on their quote
    ///
    /// Shown on the quote in the dashboard and mailed to the company; questions on one quote that
    /// follow within 10 minutes of its last mail go out together in the next. At most 10 questions
    /// on one quote in any 24 hours, and 20 a day from one address (an IPv6 client: its /64):
    /// more are answered 429 `too_many_questions`.
    #[oai(path = "/by-token/:token/messages", method = "post", operation_id = "askAboutQuote")]
    async fn ask(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        token: Path<String>,
        body: Json<NewMessage>,
    ) -> Result<BuyerMessage, errors![400, 403, 404, 408, 413, 429]> {
        let found = by_token(&state, req, token.0).await?;
        let ip = state.client_ip(req);
        if state.questions.reached(ip, quotes::QUESTIONS_PER_ADDRESS_PER_DAY) {
            return Err(quotes::too_many_questions("from this address").into());
        }
        let (who, today, site_url, mailer) =
            (Actor::buyer(), state.kabul_today(), state.site_url(), state.mail.clone());
        let message = state
            .db
            .write(move |tx| {
                let q = quotes::get(tx, found.id, today)?;
                let m = quotes::buyer_message(tx, &q, &body)?;
                audit::record(tx, &who, AuditKind::QuoteMessage, target(&q), &[Change::set("buyer", &m.text)])?;
                crate::mail::questions::question(tx, &mailer, &q, m.id, site_url.as_deref())?;
                hooks::quote(tx, EventType::QuoteQuestion, &q, None, Some(&m.text))?;
                Ok(m)
            })
            .await?;
        state.questions.add(ip);
        state.mail.wake();
        state.hooks.wake();
        Ok(BuyerMessage::Created(Json(message), NO_STORE.into(), NOINDEX.into()))
    }

    /// The buyer's proforma invoice of a revision (PDF)
    #[oai(path = "/by-token/:token/proforma.pdf", method = "get", operation_id = "getBuyerProforma")]
    async fn buyer_proforma(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        token: Path<String>,
        /// The revision's number.
        #[oai(validator(minimum(value = "1"), maximum(value = "1000000")))]
        revision: Query<i64>,
        /// The document's language (default: the buyer's).
        lang: Query<Option<Language>>,
    ) -> Result<PdfFile, errors![400, 403, 404, 429]> {
        let q = by_token(&state, req, token.0).await?;
        let lang = lang.0.map_or(crate::locale::Lang::from(q.lang), crate::locale::Lang::from);
        let (id, revision) = (q.id, revision.0);
        let site_url = state.site_url();
        let bytes = state.db.read(move |conn| proforma::pdf(conn, id, revision, lang, site_url.as_deref())).await?;
        Ok(pdf_file(bytes, &proforma::file_name(&q.number, revision, lang)))
    }
}

/// Queues the reminders due today (Kabul, on the site's calendar): each quoted request whose
/// latest revision ends within three days gets one, once. Answers how many were queued.
pub async fn send_reminders(state: &AppState) -> Result<usize, ApiError> {
    if !state.mail.configured() {
        return Ok(0);
    }
    let (today, site_url) = (state.kabul_today(), state.site_url());
    let sent = state
        .db
        .write(move |tx| {
            let mut sent = 0;
            for (id, revision) in quotes::due_reminders(tx, today)? {
                if quotes::mark_reminded(tx, id, revision)? {
                    let q = quotes::get(tx, id, today)?;
                    quote_mail::reminder(tx, &q, site_url.as_deref())?;
                    sent += 1;
                }
            }
            Ok(sent)
        })
        .await?;
    if sent > 0 {
        state.mail.wake();
    }
    Ok(sent)
}

/// Sends the reminders (the quotes' before they expire, the payments' before and on each due
/// date) for as long as the server runs: at start, then every ten minutes.
pub async fn keep_reminding(state: Arc<AppState>) {
    loop {
        if let Err(e) = send_reminders(&state).await {
            tracing::warn!("quotes: the expiry reminders could not be queued: {}", e.message());
        }
        if let Err(e) = super::payments::send_reminders(&state).await {
            tracing::warn!("payments: the due reminders could not be queued: {}", e.message());
        }
        tokio::time::sleep(Duration::from_secs(600)).await;
    }
}
