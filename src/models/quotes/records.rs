//! A quote request as it is read: its status, lines, revisions (prices in cents, never changed
//! once sent), messages and orders; what both sides see ([`SharedQuote`]) in the company's view
//! ([`Quote`]) and the buyer's ([`BuyerQuote`]); and the queries that read them (`expired`
//! computed as of a day in Kabul).

use std::collections::HashMap;

use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::dates::{parse_date, ymd};
use crate::error::ApiError;
use crate::locale;
use crate::models::facts::Incoterm;
use crate::models::orders::Lang;
use crate::models::products::{Currency, Unit};
use crate::rules::{rfc3339, text_enum};

text_enum!(
    /// Where a quote request stands: `new` (not answered yet), `quoted` (a revision was sent and
    /// holds), `accepted`, `declined` (by the buyer), `expired` (the latest revision's last day has
    /// ended in Kabul; computed), `withdrawn` (by the company).
    QuoteStatus {
        New => "new", Quoted => "quoted", Accepted => "accepted", Declined => "declined",
        Expired => "expired", Withdrawn => "withdrawn"
    }
);

impl QuoteStatus {
    pub fn words(self, lang: locale::Lang) -> &'static str {
        lang.pick(match self {
            QuoteStatus::New => ("new", "تازه"),
            QuoteStatus::Quoted => ("quoted", "قیمت‌داده‌شده"),
            QuoteStatus::Accepted => ("accepted", "پذیرفته"),
            QuoteStatus::Declined => ("declined", "ردشده"),
            QuoteStatus::Expired => ("expired", "منقضی"),
            QuoteStatus::Withdrawn => ("withdrawn", "پس‌گرفته"),
        })
    }
}

text_enum!(
    /// Who wrote a message on a quote.
    Sender { Buyer => "buyer", Company => "company" }
);

/// A requested product, as it was asked for.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct QuoteLine {
    pub id: i64,
    /// Absent once the product has been deleted.
    pub product_id: Option<i64>,
    pub product_name: String,
    /// Empty when the product had no Persian name.
    pub product_name_fa: String,
    pub unit: Unit,
    pub quantity: i64,
    /// The packaging option asked for (its English text).
    pub packaging: Option<String>,
    /// The same option's Persian text, when it has one.
    pub packaging_fa: Option<String>,
}

/// A revision's price of one line.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct RevisionLine {
    pub line_id: i64,
    pub unit_price: f64,
    /// unitPrice × the line's quantity.
    pub total: f64,
}

/// One answer of the company: never changed once sent.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Revision {
    /// 1, 2, … in the order sent.
    pub number: i64,
    pub sent_at: String,
    pub currency: Currency,
    pub incoterm: Incoterm,
    pub place: String,
    pub place_fa: Option<String>,
    /// The last day the prices hold, to its end in Kabul (`YYYY-MM-DD`).
    pub valid_until: String,
    pub payment_terms: String,
    pub payment_terms_fa: Option<String>,
    pub lead_time_days: i64,
    pub message: Option<String>,
    pub message_fa: Option<String>,
    pub lines: Vec<RevisionLine>,
    pub total: f64,
    #[oai(skip)]
    pub sent_ms: i64,
    #[oai(skip)]
    pub cents: Vec<(i64, i64)>,
}

impl Revision {
    /// The last day the prices hold.
    pub fn valid_day(&self) -> time::Date {
        parse_date("validUntil", &self.valid_until).unwrap_or(time::Date::MIN)
    }
}

#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct QuoteMessage {
    pub id: i64,
    #[oai(rename = "from")]
    pub sender: Sender,
    pub text: String,
    pub at: String,
}

/// What the company and the buyer both see of a quote request: the request as it was sent, where
/// it stands, the company's revisions and the messages both ways.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct SharedQuote {
    /// `Q-2026-0007`.
    pub number: String,
    pub status: QuoteStatus,
    /// The buyer's language: their mails and proforma are written in it.
    pub lang: Lang,
    pub name: String,
    pub company: Option<String>,
    pub email: String,
    pub phone: Option<String>,
    pub country: Option<String>,
    pub destination: Option<String>,
    pub incoterm: Option<Incoterm>,
    pub wanted_by: Option<String>,
    pub samples_first: bool,
    pub notes: Option<String>,
    pub created_at: String,
    /// When it was accepted, declined or withdrawn.
    pub decided_at: Option<String>,
    pub decline_reason: Option<String>,
    pub accepted_revision: Option<i64>,
    pub lines: Vec<QuoteLine>,
    pub revisions: Vec<Revision>,
    pub messages: Vec<QuoteMessage>,
}

/// A quote request as the company sees it.
// What both sides see, with its id, its first answer and its orders; its fields read through to
// the shared ones (`quote.number`).
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Quote {
    pub id: i64,
    #[oai(flatten)]
    pub shared: SharedQuote,
    /// When the first revision was sent.
    pub first_answered_at: Option<String>,
    /// The orders made when it was accepted.
    pub order_ids: Vec<i64>,
    /// The buyer's private page, `/quote/<token>`, for a signed-in admin to send on: only in the
    /// answer about one quote to a session, never in the list nor to an API key (the token lets
    /// whoever holds it act as the buyer).
    pub quote_url: Option<String>,
    #[oai(skip)]
    pub token: String,
    #[oai(skip)]
    pub created_ms: i64,
}

impl Quote {
    /// The buyer's private page: `/quote/<token>`.
    pub fn buyer_path(&self) -> String {
        format!("/quote/{}", self.token)
    }

    /// The quote with the buyer's link, for a signed-in admin.
    pub fn with_buyer_link(mut self) -> Quote {
        self.quote_url = Some(self.buyer_path());
        self
    }
}

impl std::ops::Deref for Quote {
    type Target = SharedQuote;
    fn deref(&self) -> &SharedQuote {
        &self.shared
    }
}

/// A quote request as its buyer sees it at `/quote/<token>`.
// What both sides see, and when it expires.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct BuyerQuote {
    #[oai(flatten)]
    pub shared: SharedQuote,
    /// The end of the latest revision's last day in Kabul (`2026-12-01T23:59:59+04:30`).
    pub expires_at: Option<String>,
    /// The buyer's private page: `/quote/<token>`.
    pub quote_url: String,
    /// The order pages of the shipments made of its orders (`/order/<token>`), once shipped:
    /// only in the answer of `getQuoteByToken`.
    pub order_urls: Vec<String>,
}

impl From<Quote> for BuyerQuote {
    fn from(q: Quote) -> Self {
        let expires_at = q.revisions.last().map(|r| format!("{}T23:59:59+04:30", r.valid_until));
        let quote_url = q.buyer_path();
        BuyerQuote { shared: q.shared, expires_at, quote_url, order_urls: Vec::new() }
    }
}

/// New quote requests not answered yet, for the dashboard's badge.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Waiting {
    pub count: i64,
    /// When the oldest of them arrived.
    pub oldest_waiting_since: Option<String>,
}

pub(super) const SELECT_QUOTE: &str = "SELECT id, number, token, status, lang, name, company, email, phone, country,
    destination, incoterm, wanted_by, samples_first, notes, created_at, first_answered_at, decided_at,
    decline_reason, accepted_revision FROM quotes";

pub(super) fn quote_row(r: &rusqlite::Row) -> rusqlite::Result<Quote> {
    let token: String = r.get(2)?;
    let ms = |i: usize| r.get::<_, Option<i64>>(i).map(|v| v.map(rfc3339));
    Ok(Quote {
        id: r.get(0)?,
        shared: SharedQuote {
            number: r.get(1)?,
            status: match r.get::<_, String>(3)?.as_str() {
                "quoted" => QuoteStatus::Quoted,
                "accepted" => QuoteStatus::Accepted,
                "declined" => QuoteStatus::Declined,
                "withdrawn" => QuoteStatus::Withdrawn,
                _ => QuoteStatus::New,
            },
            lang: r.get(4)?,
            name: r.get(5)?,
            company: r.get(6)?,
            email: r.get(7)?,
            phone: r.get(8)?,
            country: r.get(9)?,
            destination: r.get(10)?,
            incoterm: r.get(11)?,
            wanted_by: r.get(12)?,
            samples_first: r.get(13)?,
            notes: r.get(14)?,
            created_at: rfc3339(r.get(15)?),
            decided_at: ms(17)?,
            decline_reason: r.get(18)?,
            accepted_revision: r.get(19)?,
            lines: Vec::new(),
            revisions: Vec::new(),
            messages: Vec::new(),
        },
        token,
        created_ms: r.get(15)?,
        first_answered_at: ms(16)?,
        order_ids: Vec::new(),
        quote_url: None,
    })
}

fn cents_to_money(cents: i128) -> f64 {
    cents as f64 / 100.0
}

/// Fills in a quote's lines, revisions, messages and orders, and its status as of `today`.
pub(super) fn complete(conn: &Connection, mut q: Quote, today: time::Date) -> Result<Quote, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, product_id, product_name, product_name_fa, unit, quantity, packaging, packaging_fa
         FROM quote_lines WHERE quote_id = ?1 ORDER BY position",
    )?;
    q.shared.lines = stmt
        .query_map([q.id], |r| {
            Ok(QuoteLine {
                id: r.get(0)?,
                product_id: r.get(1)?,
                product_name: r.get(2)?,
                product_name_fa: r.get(3)?,
                unit: r.get(4)?,
                quantity: r.get(5)?,
                packaging: r.get(6)?,
                packaging_fa: r.get(7)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    let quantities: HashMap<i64, i64> = q.lines.iter().map(|l| (l.id, l.quantity)).collect();
    let mut stmt = conn.prepare_cached(
        "SELECT number, sent_at, currency, incoterm, place, place_fa, valid_until, payment_terms, payment_terms_fa,
             lead_time_days, message, message_fa FROM quote_revisions WHERE quote_id = ?1 ORDER BY number",
    )?;
    let mut revisions: Vec<Revision> = stmt
        .query_map([q.id], |r| {
            let valid_until: String = r.get(6)?;
            Ok(Revision {
                number: r.get(0)?,
                sent_ms: r.get(1)?,
                sent_at: rfc3339(r.get(1)?),
                currency: r.get(2)?,
                incoterm: r.get(3)?,
                place: r.get(4)?,
                place_fa: r.get(5)?,
                valid_until,
                payment_terms: r.get(7)?,
                payment_terms_fa: r.get(8)?,
                lead_time_days: r.get(9)?,
                message: r.get(10)?,
                message_fa: r.get(11)?,
                lines: Vec::new(),
                total: 0.0,
                cents: Vec::new(),
            })
        })?
        .collect::<Result<_, _>>()?;
    let mut stmt = conn.prepare_cached(
        "SELECT p.line_id, p.unit_cents FROM quote_prices p JOIN quote_lines l ON l.id = p.line_id
         WHERE p.quote_id = ?1 AND p.revision = ?2 ORDER BY l.position",
    )?;
    for rev in &mut revisions {
        rev.cents =
            stmt.query_map(params![q.id, rev.number], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<Result<_, _>>()?;
        let mut total: i128 = 0;
        for &(line_id, cents) in &rev.cents {
            let line_total = i128::from(cents) * i128::from(quantities.get(&line_id).copied().unwrap_or(0));
            total += line_total;
            rev.lines.push(RevisionLine {
                line_id,
                unit_price: cents_to_money(i128::from(cents)),
                total: cents_to_money(line_total),
            });
        }
        rev.total = cents_to_money(total);
    }
    q.shared.revisions = revisions;
    let mut stmt =
        conn.prepare_cached("SELECT id, sender, text, at FROM quote_messages WHERE quote_id = ?1 ORDER BY id")?;
    q.shared.messages = stmt
        .query_map([q.id], |r| {
            Ok(QuoteMessage { id: r.get(0)?, sender: r.get(1)?, text: r.get(2)?, at: rfc3339(r.get(3)?) })
        })?
        .collect::<Result<_, _>>()?;
    let mut stmt = conn.prepare_cached("SELECT id FROM orders WHERE quote_id = ?1 ORDER BY id")?;
    q.order_ids = stmt.query_map([q.id], |r| r.get(0))?.collect::<Result<_, _>>()?;
    if q.status == QuoteStatus::Quoted && q.revisions.last().is_some_and(|r| r.valid_day() < today) {
        q.shared.status = QuoteStatus::Expired;
    }
    Ok(q)
}

pub fn get(conn: &Connection, id: i64, today: time::Date) -> Result<Quote, ApiError> {
    let q = conn
        .prepare_cached(&format!("{SELECT_QUOTE} WHERE id = ?1"))?
        .query_row([id], quote_row)
        .optional()?
        .ok_or_else(|| ApiError::not_found("Quote not found"))?;
    complete(conn, q, today)
}

/// One page of the quote requests, newest first, optionally of one status (`expired` and `quoted`
/// told apart by the latest revision's last day against `today`), and how many match in all.
/// `limit` `None`: every one from `offset` on.
pub fn page(
    conn: &Connection,
    status: Option<QuoteStatus>,
    limit: Option<u32>,
    offset: u32,
    today: time::Date,
) -> Result<(Vec<Quote>, i64), ApiError> {
    const LAST_DAY: &str =
        "(SELECT valid_until FROM quote_revisions r WHERE r.quote_id = quotes.id ORDER BY r.number DESC LIMIT 1)";
    // ?1 is what the filter compares with: a stored status, or today for the computed ones
    let (filter, value) = match status {
        None => ("?1 IS NULL".to_owned(), None),
        Some(QuoteStatus::Quoted) => (format!("status = 'quoted' AND {LAST_DAY} >= ?1"), Some(ymd(today))),
        Some(QuoteStatus::Expired) => (format!("status = 'quoted' AND {LAST_DAY} < ?1"), Some(ymd(today))),
        Some(s) => ("status = ?1".to_owned(), Some(s.as_str().to_owned())),
    };
    let limit = limit.map_or(-1, i64::from); // SQLite: a negative LIMIT means none
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT_QUOTE} WHERE {filter} ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3"
    ))?;
    let rows: Vec<Quote> = stmt.query_map(params![value, limit, offset], quote_row)?.collect::<Result<_, _>>()?;
    let quotes = rows.into_iter().map(|q| complete(conn, q, today)).collect::<Result<_, _>>()?;
    let total = conn
        .prepare_cached(&format!("SELECT count(*) FROM quotes WHERE {filter}"))?
        .query_row(params![value], |r| r.get(0))?;
    Ok((quotes, total))
}

pub fn waiting(conn: &Connection) -> Result<Waiting, ApiError> {
    let (count, oldest): (i64, Option<i64>) =
        conn.query_row("SELECT count(*), min(created_at) FROM quotes WHERE status = 'new'", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
    Ok(Waiting { count, oldest_waiting_since: oldest.map(rfc3339) })
}

/// The stored status (not the computed `expired`).
pub(super) fn stored_status(tx: &Transaction, id: i64) -> Result<String, ApiError> {
    tx.prepare_cached("SELECT status FROM quotes WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?
        .ok_or_else(|| ApiError::not_found("Quote not found"))
}

/// `1234.5` as `1234.50`.
pub fn money_text(cents: i64) -> String {
    format!("{}{}.{:02}", if cents < 0 { "-" } else { "" }, (cents / 100).abs(), (cents % 100).abs())
}
