//! Quote requests (issue 30): a visitor's inquiry over several products becomes a quote request;
//! the company answers with numbered revisions (prices, Incoterm, validity, terms) that never
//! change once sent; the buyer reads them at `/quote/<token>` and accepts (one order per line,
//! linked by `quote_id`), declines with a reason, or asks a question. Status `expired` is computed:
//! a `quoted` request whose latest revision's last day has ended in Kabul.
//!
//! A file each: this one (the records, their rules and SQL), [`mail`] (what is mailed at each
//! step, through the outbox), [`proforma`] (the proforma invoice's data of a revision).

pub mod mail;
pub mod proforma;

use std::collections::{HashMap, HashSet};
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use base64::Engine;
use poem_openapi::types::Example;
use poem_openapi::Object;
use rand::RngCore;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::facts::{self, Incoterm};
use super::orders::Lang;
use super::products::{Currency, Unit};
use super::{check_email, check_text, is_blank, rfc3339, text_enum, Date, Email, Field, Required, MAX_AMOUNT};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::locale;
use crate::ops::csv::{header, local_time, Cell, CsvWriter, Language};

/// Kabul's time, in which a quote's validity is counted (to the end of its last day).
pub const KABUL: time::UtcOffset = time::macros::offset!(+4:30);
/// Lines an inquiry may hold.
pub const MAX_LINES: usize = 30;
/// Misses of the buyer's token a client may make in a minute before it is answered 429.
pub const TOKEN_MISSES_PER_MINUTE: u32 = 20;
/// A validity may end at most this many days after today.
const MAX_VALIDITY_DAYS: i64 = 365;
/// The reminder goes this many days before the last day.
pub const REMIND_DAYS_BEFORE: i64 = 3;

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

/// A quote request as the company sees it.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Quote {
    pub id: i64,
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
    /// When the first revision was sent.
    pub first_answered_at: Option<String>,
    /// When it was accepted, declined or withdrawn.
    pub decided_at: Option<String>,
    pub decline_reason: Option<String>,
    pub accepted_revision: Option<i64>,
    pub lines: Vec<QuoteLine>,
    pub revisions: Vec<Revision>,
    pub messages: Vec<QuoteMessage>,
    /// The orders made when it was accepted.
    pub order_ids: Vec<i64>,
    /// The buyer's private page: `/quote/<token>`.
    pub quote_url: String,
    #[oai(skip)]
    pub token: String,
    #[oai(skip)]
    pub created_ms: i64,
}

/// A quote request as its buyer sees it at `/quote/<token>`.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct BuyerQuote {
    pub number: String,
    pub status: QuoteStatus,
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
    pub decided_at: Option<String>,
    pub decline_reason: Option<String>,
    pub accepted_revision: Option<i64>,
    pub lines: Vec<QuoteLine>,
    pub revisions: Vec<Revision>,
    pub messages: Vec<QuoteMessage>,
    pub quote_url: String,
    /// The end of the latest revision's last day in Kabul (`2026-12-01T23:59:59+04:30`).
    pub expires_at: Option<String>,
}

impl From<Quote> for BuyerQuote {
    fn from(q: Quote) -> Self {
        let expires_at = q.revisions.last().map(|r| format!("{}T23:59:59+04:30", r.valid_until));
        BuyerQuote {
            number: q.number,
            status: q.status,
            lang: q.lang,
            name: q.name,
            company: q.company,
            email: q.email,
            phone: q.phone,
            country: q.country,
            destination: q.destination,
            incoterm: q.incoterm,
            wanted_by: q.wanted_by,
            samples_first: q.samples_first,
            notes: q.notes,
            created_at: q.created_at,
            decided_at: q.decided_at,
            decline_reason: q.decline_reason,
            accepted_revision: q.accepted_revision,
            lines: q.lines,
            revisions: q.revisions,
            messages: q.messages,
            quote_url: q.quote_url,
            expires_at,
        }
    }
}

/// One product of an inquiry.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct InquiryLine {
    pub product_id: i64,
    /// A whole number of the product's unit, at least its minimum order.
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub quantity: Field<i64>,
    /// The English text of one of the product's packaging options.
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub packaging: Field<Option<String>>,
}

/// An inquiry as a visitor sends it from the inquiry list.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewInquiry {
    /// 1 to 30 products, each once.
    #[oai(validator(min_items = 1, max_items = 30))]
    pub lines: Required<Option<Vec<InquiryLine>>>,
    #[oai(validator(
        max_length = 120,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub name: Required<Option<String>>,
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub company: Field<Option<String>>,
    /// Where the answer goes.
    #[oai(validator(
        max_length = 254,
        pattern = r#"^[^@\s?&<>"\x00-\x1f\x7f-\x9f]+@[^@\s?&<>".\x00-\x1f\x7f-\x9f][^@\s?&<>"\x00-\x1f\x7f-\x9f]*\.[^@\s?&<>"\x00-\x1f\x7f-\x9f]*[^@\s?&<>".\x00-\x1f\x7f-\x9f]$"#
    ))]
    pub email: Required<Option<Email>>,
    /// A phone or WhatsApp number: digits, spaces and `+-()`.
    #[oai(validator(max_length = 40, pattern = r"^[0-9 +()-]*$"))]
    pub phone: Field<Option<String>>,
    #[oai(validator(max_length = 80, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub country: Field<Option<String>>,
    /// The destination port or city.
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub destination: Field<Option<String>>,
    pub incoterm: Field<Option<Incoterm>>,
    /// Not before today in Kabul (409 `date_out_of_range`).
    pub wanted_by: Field<Option<Date>>,
    pub samples_first: Field<Option<bool>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub notes: Field<Option<String>>,
    /// The language of the page it is sent from: the buyer's mails and page are written in it.
    pub lang: Required<Option<Lang>>,
}

impl Example for NewInquiry {
    fn example() -> Self {
        NewInquiry {
            lines: Field(Some(vec![InquiryLine { product_id: 1, quantity: Field(500), packaging: Field(None) }])),
            name: Field(Some("Maryam Ahmadi".into())),
            company: Field(Some("Ahmadi Trading GmbH".into())),
            email: Field(Some(Email("maryam@example.com".into()))),
            phone: Field(Some("+49 40 123456".into())),
            country: Field(Some("Germany".into())),
            destination: Field(Some("Hamburg".into())),
            incoterm: Field(Some(Incoterm::Cpt)),
            wanted_by: Field(None),
            samples_first: Field(Some(false)),
            notes: Field(None),
            lang: Field(Some(Lang::En)),
        }
    }
}

/// What the inquiry's sender is told.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase")]
pub struct InquiryCreated {
    pub id: i64,
    pub number: String,
    /// The buyer's private page: `/quote/<token>`.
    pub quote_url: String,
}

/// A line's price in a revision.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct PricedLine {
    pub line_id: i64,
    /// Per unit of the product; at most 2 decimals are kept (rounded to the cent).
    #[oai(validator(minimum(value = "0.01"), maximum(value = "1000000000")))]
    pub unit_price: Field<f64>,
}

/// The company's answer: a new revision.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewRevision {
    pub currency: Required<Option<Currency>>,
    pub incoterm: Required<Option<Incoterm>>,
    /// The named place of the Incoterm.
    #[oai(validator(
        max_length = 120,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub place: Required<Option<String>>,
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub place_fa: Field<Option<String>>,
    /// From today to a year ahead (Kabul); else 409 `date_out_of_range`.
    #[oai(validator(pattern = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"))]
    pub valid_until: Required<Option<Date>>,
    #[oai(validator(
        max_length = 1000,
        pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
    ))]
    pub payment_terms: Required<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub payment_terms_fa: Field<Option<String>>,
    #[oai(validator(minimum(value = "0"), maximum(value = "365")))]
    pub lead_time_days: Field<i64>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub message: Field<Option<String>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub message_fa: Field<Option<String>>,
    /// Every line of the request, priced once (else 409 `lines_mismatch`).
    #[oai(validator(min_items = 1, max_items = 30))]
    pub lines: Required<Option<Vec<PricedLine>>>,
}

impl Example for NewRevision {
    fn example() -> Self {
        NewRevision {
            currency: Field(Some(Currency::Usd)),
            incoterm: Field(Some(Incoterm::Cpt)),
            place: Field(Some("Hamburg".into())),
            place_fa: Field(Some("هامبورگ".into())),
            valid_until: Field(Some(Date("2026-12-31".into()))),
            payment_terms: Field(Some("30% advance, 70% against documents".into())),
            payment_terms_fa: Field(None),
            lead_time_days: Field(21),
            message: Field(None),
            message_fa: Field(None),
            lines: Field(Some(vec![PricedLine { line_id: 1, unit_price: Field(12.5) }])),
        }
    }
}

/// A message on a quote.
#[derive(Object, Debug)]
#[oai(example)]
pub struct NewMessage {
    #[oai(validator(
        max_length = 2000,
        pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
    ))]
    pub text: Required<Option<String>>,
}

impl Example for NewMessage {
    fn example() -> Self {
        NewMessage { text: Field(Some("Can you ship in 25 kg bags instead?".into())) }
    }
}

/// The buyer accepts one revision (the latest).
#[derive(Object, Debug)]
#[oai(example)]
pub struct Acceptance {
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000")))]
    pub revision: Field<i64>,
}

impl Example for Acceptance {
    fn example() -> Self {
        Acceptance { revision: Field(1) }
    }
}

/// The buyer declines, saying why.
#[derive(Object, Debug)]
#[oai(example)]
pub struct Decline {
    #[oai(validator(
        max_length = 1000,
        pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
    ))]
    pub reason: Required<Option<String>>,
}

impl Example for Decline {
    fn example() -> Self {
        Decline { reason: Field(Some("We found a supplier closer to us.".into())) }
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

// ---- time ----

/// The date of `ms` in Kabul.
pub fn kabul_date(ms: i64) -> time::Date {
    time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .to_offset(KABUL)
        .date()
}

fn parse_date(field: &str, value: &str) -> Result<time::Date, ApiError> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(value, &format)
        .map_err(|_| ApiError::invalid(field, format!("{field} must be a date (YYYY-MM-DD)")))
}

pub fn ymd(d: time::Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
}

// ---- the token and its misses ----

/// 192 bits from the operating system's generator, as 32 base64url characters.
pub fn new_token() -> String {
    let mut raw = [0u8; 24];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw)
}

/// Wrong tokens per client address, per minute: past [`TOKEN_MISSES_PER_MINUTE`] every by-token
/// call from that address is answered 429 until the minute is over.
pub struct TokenMisses {
    per_minute: u32,
    misses: Mutex<HashMap<IpAddr, (u32, Instant)>>,
}

impl Default for TokenMisses {
    fn default() -> Self {
        TokenMisses { per_minute: TOKEN_MISSES_PER_MINUTE, misses: Mutex::new(HashMap::new()) }
    }
}

impl TokenMisses {
    const WINDOW: Duration = Duration::from_secs(60);

    pub fn blocked(&self, ip: IpAddr) -> bool {
        let Ok(m) = self.misses.lock() else { return false };
        m.get(&ip).is_some_and(|(n, since)| *n >= self.per_minute && since.elapsed() < Self::WINDOW)
    }

    pub fn missed(&self, ip: IpAddr) {
        let Ok(mut m) = self.misses.lock() else { return };
        if m.len() > 50_000 {
            m.retain(|_, (_, since)| since.elapsed() < Self::WINDOW);
        }
        let entry = m.entry(ip).or_insert((0, Instant::now()));
        if entry.1.elapsed() >= Self::WINDOW {
            *entry = (0, Instant::now());
        }
        entry.0 += 1;
    }
}

// ---- checks ----

fn text_field(field: &str, name: &str, value: Option<&str>, max: usize, multiline: bool) -> Result<(), ApiError> {
    check_text(name, value.unwrap_or_default(), max, multiline).map_err(|e| e.field(field))
}

/// Blank text is none.
fn non_blank(value: &Option<String>) -> Option<&str> {
    value.as_deref().filter(|v| !v.trim().is_empty())
}

impl NewInquiry {
    fn check(&self) -> Result<(), ApiError> {
        let mut missing = Vec::new();
        if self.lines.as_ref().is_none_or(Vec::is_empty) {
            missing.push(("Products", "lines"));
        }
        if is_blank(self.name.as_deref()) {
            missing.push(("Name", "name"));
        }
        if is_blank(self.email.as_deref()) {
            missing.push(("E-mail", "email"));
        }
        if self.lang.is_none() {
            missing.push(("Language", "lang"));
        }
        if !missing.is_empty() {
            return Err(ApiError::required(&missing));
        }
        let lines = self.lines.as_deref().unwrap_or_default();
        if lines.len() > MAX_LINES {
            return Err(ApiError::invalid("lines", format!("At most {MAX_LINES} products in one inquiry")));
        }
        for line in lines {
            if !(1..=MAX_AMOUNT).contains(&*line.quantity) {
                return Err(ApiError::invalid("lines", "Quantity must be a whole number from 1 to 1000000000"));
            }
            text_field("lines", "Packaging", line.packaging.as_deref(), facts::MAX_FACT_TEXT, false)?;
        }
        text_field("name", "Name", self.name.as_deref(), 120, false)?;
        text_field("company", "Company", self.company.as_deref(), 120, false)?;
        check_email(self.email.as_deref().unwrap_or_default()).map_err(|e| e.field("email"))?;
        let phone = self.phone.as_deref().unwrap_or_default();
        if phone.chars().count() > 40 || !phone.chars().all(|c| c.is_ascii_digit() || " +-()".contains(c)) {
            return Err(ApiError::invalid("phone", "Phone may hold only digits, spaces and + - ( ) (at most 40)"));
        }
        text_field("country", "Country", self.country.as_deref(), 80, false)?;
        text_field("destination", "Destination", self.destination.as_deref(), 120, false)?;
        text_field("notes", "Notes", self.notes.as_deref(), 2000, true)?;
        if let Some(d) = self.wanted_by.as_ref().filter(|d| !d.0.trim().is_empty()) {
            parse_date("wantedBy", d)?;
        }
        Ok(())
    }
}

impl NewRevision {
    fn check(&self) -> Result<(), ApiError> {
        let mut missing = Vec::new();
        for (name, field, absent) in [
            ("Currency", "currency", self.currency.is_none()),
            ("Incoterm", "incoterm", self.incoterm.is_none()),
            ("Place", "place", is_blank(self.place.as_deref())),
            ("Valid until", "validUntil", is_blank(self.valid_until.as_deref())),
            ("Payment terms", "paymentTerms", is_blank(self.payment_terms.as_deref())),
            ("Prices", "lines", self.lines.as_ref().is_none_or(Vec::is_empty)),
        ] {
            if absent {
                missing.push((name, field));
            }
        }
        if !missing.is_empty() {
            return Err(ApiError::required(&missing));
        }
        text_field("place", "Place", self.place.as_deref(), 120, false)?;
        text_field("placeFa", "Place (Persian)", self.place_fa.as_deref(), 120, false)?;
        text_field("paymentTerms", "Payment terms", self.payment_terms.as_deref(), 1000, true)?;
        text_field("paymentTermsFa", "Payment terms (Persian)", self.payment_terms_fa.as_deref(), 1000, true)?;
        text_field("message", "Message", self.message.as_deref(), 2000, true)?;
        text_field("messageFa", "Message (Persian)", self.message_fa.as_deref(), 2000, true)?;
        if !(0..=365).contains(&*self.lead_time_days) {
            return Err(ApiError::invalid("leadTimeDays", "Lead time must be 0 to 365 days"));
        }
        let lines = self.lines.as_deref().unwrap_or_default();
        if lines.len() > MAX_LINES {
            return Err(ApiError::invalid("lines", format!("At most {MAX_LINES} prices")));
        }
        for l in lines {
            let p = *l.unit_price;
            if !p.is_finite() || !(0.01..=MAX_AMOUNT as f64).contains(&p) {
                return Err(ApiError::invalid("lines", "A unit price must be from 0.01 to 1000000000"));
            }
        }
        parse_date("validUntil", self.valid_until.as_deref().unwrap_or_default())?;
        Ok(())
    }
}

fn check_message(text: &Option<String>, field: &str, name: &str, max: usize) -> Result<String, ApiError> {
    let text = text.as_deref().unwrap_or_default();
    if text.trim().is_empty() {
        return Err(ApiError::required(&[(name, field)]));
    }
    text_field(field, name, Some(text), max, true)?;
    Ok(text.to_owned())
}

// ---- reading ----

const SELECT_QUOTE: &str = "SELECT id, number, token, status, lang, name, company, email, phone, country,
    destination, incoterm, wanted_by, samples_first, notes, created_at, first_answered_at, decided_at,
    decline_reason, accepted_revision FROM quotes";

fn quote_row(r: &rusqlite::Row) -> rusqlite::Result<Quote> {
    let token: String = r.get(2)?;
    let ms = |i: usize| r.get::<_, Option<i64>>(i).map(|v| v.map(rfc3339));
    Ok(Quote {
        id: r.get(0)?,
        number: r.get(1)?,
        quote_url: format!("/quote/{token}"),
        token,
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
        created_ms: r.get(15)?,
        created_at: rfc3339(r.get(15)?),
        first_answered_at: ms(16)?,
        decided_at: ms(17)?,
        decline_reason: r.get(18)?,
        accepted_revision: r.get(19)?,
        lines: Vec::new(),
        revisions: Vec::new(),
        messages: Vec::new(),
        order_ids: Vec::new(),
    })
}

fn cents_to_money(cents: i128) -> f64 {
    cents as f64 / 100.0
}

/// Fills in a quote's lines, revisions, messages and orders, and its status as of `today`.
fn complete(conn: &Connection, mut q: Quote, today: time::Date) -> Result<Quote, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, product_id, product_name, product_name_fa, unit, quantity, packaging, packaging_fa
         FROM quote_lines WHERE quote_id = ?1 ORDER BY position",
    )?;
    q.lines = stmt
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
    q.revisions = revisions;
    let mut stmt =
        conn.prepare_cached("SELECT id, sender, text, at FROM quote_messages WHERE quote_id = ?1 ORDER BY id")?;
    q.messages = stmt
        .query_map([q.id], |r| {
            Ok(QuoteMessage { id: r.get(0)?, sender: r.get(1)?, text: r.get(2)?, at: rfc3339(r.get(3)?) })
        })?
        .collect::<Result<_, _>>()?;
    let mut stmt = conn.prepare_cached("SELECT id FROM orders WHERE quote_id = ?1 ORDER BY id")?;
    q.order_ids = stmt.query_map([q.id], |r| r.get(0))?.collect::<Result<_, _>>()?;
    if q.status == QuoteStatus::Quoted && q.revisions.last().is_some_and(|r| r.valid_day() < today) {
        q.status = QuoteStatus::Expired;
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

/// The quote of a buyer's token: any miss is the same 404.
pub fn by_token(conn: &Connection, token: &str, today: time::Date) -> Result<Quote, ApiError> {
    let q = conn
        .prepare_cached(&format!("{SELECT_QUOTE} WHERE token = ?1"))?
        .query_row([token], quote_row)
        .optional()?
        .ok_or_else(|| ApiError::not_found("Not found"))?;
    complete(conn, q, today)
}

/// Every quote request, newest first, optionally of one status.
pub fn list(conn: &Connection, status: Option<QuoteStatus>, today: time::Date) -> Result<Vec<Quote>, ApiError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT_QUOTE} ORDER BY created_at DESC, id DESC"))?;
    let rows: Vec<Quote> = stmt.query_map([], quote_row)?.collect::<Result<_, _>>()?;
    let mut out = Vec::new();
    for q in rows {
        let q = complete(conn, q, today)?;
        if status.is_none_or(|s| s == q.status) {
            out.push(q);
        }
    }
    Ok(out)
}

pub fn waiting(conn: &Connection) -> Result<Waiting, ApiError> {
    let (count, oldest): (i64, Option<i64>) =
        conn.query_row("SELECT count(*), min(created_at) FROM quotes WHERE status = 'new'", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
    Ok(Waiting { count, oldest_waiting_since: oldest.map(rfc3339) })
}

// ---- writing ----

/// The next number of the year (in Kabul): `Q-2026-0007`.
fn next_number(tx: &Transaction, now: i64) -> Result<String, ApiError> {
    let year = kabul_date(now).year();
    let prefix = format!("Q-{year}-");
    let last: Option<i64> = tx.query_row(
        "SELECT max(CAST(substr(number, ?2) AS INTEGER)) FROM quotes WHERE number LIKE ?1 || '%'",
        params![prefix, prefix.len() as i64 + 1],
        |r| r.get(0),
    )?;
    Ok(format!("{prefix}{:04}", last.unwrap_or(0) + 1))
}

/// Records an inquiry as a new quote request (its mail is [`mail::inquiry`]'s).
pub fn create(tx: &Transaction, new: &NewInquiry, today: time::Date) -> Result<Quote, ApiError> {
    new.check()?;
    if let Some(d) = new.wanted_by.as_ref().filter(|d| !d.0.trim().is_empty()) {
        if parse_date("wantedBy", d)? < today {
            return Err(ApiError::new(ErrorCode::DateOutOfRange, "The wanted-by date must not be in the past")
                .field("wantedBy"));
        }
    }
    let lines = new.lines.as_deref().unwrap_or_default();
    let mut seen = HashSet::new();
    let mut rows = Vec::new();
    for line in lines {
        let product: Option<(String, String, String)> = tx
            .prepare_cached("SELECT name, name_fa, unit FROM products WHERE id = ?1")?
            .query_row([line.product_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .optional()?;
        let (name, name_fa, unit) = product.ok_or_else(|| ApiError::not_found("Product not found"))?;
        if !seen.insert(line.product_id) {
            return Err(
                ApiError::new(ErrorCode::DuplicateProduct, format!("{name} is in the inquiry twice")).field("lines")
            );
        }
        facts::check_min_order(tx, line.product_id, *line.quantity).map_err(|e| e.field("lines"))?;
        let packaging = match non_blank(&line.packaging) {
            None => None,
            Some(p) => {
                let options = facts::read(tx, line.product_id)?.packaging;
                let option = options.into_iter().find(|o| o.en.trim() == p.trim()).ok_or_else(|| {
                    ApiError::new(ErrorCode::UnknownPackaging, format!("{name} is not packed as {p}")).field("lines")
                })?;
                Some((option.en.0.clone(), option.fa.0.clone().filter(|f| !f.trim().is_empty())))
            }
        };
        rows.push((line.product_id, name, name_fa, unit, *line.quantity, packaging));
    }
    let now = now_ms();
    let number = next_number(tx, now)?;
    let token = new_token();
    tx.prepare_cached(
        "INSERT INTO quotes (number, token, lang, name, company, email, phone, country, destination, incoterm,
             wanted_by, samples_first, notes, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
    )?
    .execute(params![
        number,
        token,
        new.lang.unwrap_or(Lang::En),
        new.name.as_deref().unwrap_or_default().trim(),
        non_blank(&new.company),
        new.email.as_deref().unwrap_or_default().trim(),
        non_blank(&new.phone),
        non_blank(&new.country),
        non_blank(&new.destination),
        *new.incoterm,
        new.wanted_by.as_ref().map(|d| d.0.trim()).filter(|d| !d.is_empty()),
        new.samples_first.unwrap_or(false),
        non_blank(&new.notes),
        now,
    ])?;
    let id = tx.last_insert_rowid();
    for (position, (product_id, name, name_fa, unit, quantity, packaging)) in rows.into_iter().enumerate() {
        let (packaging, packaging_fa) = packaging.unzip();
        tx.prepare_cached(
            "INSERT INTO quote_lines (quote_id, position, product_id, product_name, product_name_fa, unit, quantity,
                 packaging, packaging_fa)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?
        .execute(params![
            id,
            position as i64,
            product_id,
            name,
            name_fa,
            unit,
            quantity,
            packaging,
            packaging_fa.flatten()
        ])?;
    }
    get(tx, id, today)
}

/// The stored status (not the computed `expired`).
fn stored_status(tx: &Transaction, id: i64) -> Result<String, ApiError> {
    tx.prepare_cached("SELECT status FROM quotes WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?
        .ok_or_else(|| ApiError::not_found("Quote not found"))
}

fn not_open() -> ApiError {
    ApiError::new(ErrorCode::QuoteNotOpen, "This quote is no longer open")
}

fn expired() -> ApiError {
    ApiError::new(ErrorCode::QuoteExpired, "This quote has expired")
}

/// Sends revision N+1 of quote `id` (its mail is [`mail::quote`]'s): answers the quote and the
/// revision's number.
pub fn send_revision(
    tx: &Transaction,
    id: i64,
    rev: &NewRevision,
    today: time::Date,
) -> Result<(Quote, i64), ApiError> {
    rev.check()?;
    let status = stored_status(tx, id)?;
    let valid = parse_date("validUntil", rev.valid_until.as_deref().unwrap_or_default())?;
    let last_day = today.checked_add(time::Duration::days(MAX_VALIDITY_DAYS)).unwrap_or(today);
    if !(today..=last_day).contains(&valid) {
        return Err(ApiError::new(
            ErrorCode::DateOutOfRange,
            "The validity must end between today and a year from today (Kabul time)",
        )
        .field("validUntil"));
    }
    if status != "new" && status != "quoted" {
        return Err(not_open());
    }
    let line_ids: HashSet<i64> = tx
        .prepare_cached("SELECT id FROM quote_lines WHERE quote_id = ?1")?
        .query_map([id], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let priced = rev.lines.as_deref().unwrap_or_default();
    let named: HashSet<i64> = priced.iter().map(|l| l.line_id).collect();
    if named.len() != priced.len() || named != line_ids {
        return Err(
            ApiError::new(ErrorCode::LinesMismatch, "Price every line of the request exactly once").field("lines")
        );
    }
    let number: i64 =
        tx.query_row("SELECT coalesce(max(number), 0) + 1 FROM quote_revisions WHERE quote_id = ?1", [id], |r| {
            r.get(0)
        })?;
    let now = now_ms();
    tx.prepare_cached(
        "INSERT INTO quote_revisions (quote_id, number, sent_at, currency, incoterm, place, place_fa, valid_until,
             payment_terms, payment_terms_fa, lead_time_days, message, message_fa)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
    )?
    .execute(params![
        id,
        number,
        now,
        *rev.currency,
        *rev.incoterm,
        rev.place.as_deref().unwrap_or_default().trim(),
        non_blank(&rev.place_fa).map(str::trim),
        ymd(valid),
        rev.payment_terms.as_deref().unwrap_or_default().trim(),
        non_blank(&rev.payment_terms_fa).map(str::trim),
        *rev.lead_time_days,
        non_blank(&rev.message),
        non_blank(&rev.message_fa),
    ])?;
    for l in priced {
        let cents = ((*l.unit_price * 100.0).round() as i64).max(1);
        tx.prepare_cached(
            "INSERT INTO quote_prices (quote_id, revision, line_id, unit_cents) VALUES (?1, ?2, ?3, ?4)",
        )?
        .execute(params![id, number, l.line_id, cents])?;
    }
    tx.execute(
        "UPDATE quotes SET status = 'quoted', first_answered_at = coalesce(first_answered_at, ?2) WHERE id = ?1",
        params![id, now],
    )?;
    Ok((get(tx, id, today)?, number))
}

/// The company withdraws a request that is new or quoted (expired ones too).
pub fn withdraw(tx: &Transaction, id: i64, today: time::Date) -> Result<Quote, ApiError> {
    let status = stored_status(tx, id)?;
    if status != "new" && status != "quoted" {
        return Err(not_open());
    }
    tx.execute("UPDATE quotes SET status = 'withdrawn', decided_at = ?2 WHERE id = ?1", params![id, now_ms()])?;
    get(tx, id, today)
}

/// Removes a request with everything of it; orders made from it stay, without their link.
pub fn delete(tx: &Transaction, id: i64, today: time::Date) -> Result<Quote, ApiError> {
    let q = get(tx, id, today)?;
    tx.execute("DELETE FROM quotes WHERE id = ?1", [id])?;
    Ok(q)
}

pub fn add_message(tx: &Transaction, id: i64, sender: Sender, text: &str) -> Result<QuoteMessage, ApiError> {
    let at = now_ms();
    tx.prepare_cached("INSERT INTO quote_messages (quote_id, sender, text, at) VALUES (?1, ?2, ?3, ?4)")?
        .execute(params![id, sender, text, at])?;
    Ok(QuoteMessage { id: tx.last_insert_rowid(), sender, text: text.to_owned(), at: rfc3339(at) })
}

/// A company message (checked).
pub fn company_message(tx: &Transaction, id: i64, msg: &NewMessage) -> Result<QuoteMessage, ApiError> {
    let text = check_message(&msg.text, "text", "Message", 2000)?;
    stored_status(tx, id)?;
    add_message(tx, id, Sender::Company, &text)
}

/// A buyer's question (checked).
pub fn buyer_message(tx: &Transaction, q: &Quote, msg: &NewMessage) -> Result<QuoteMessage, ApiError> {
    let text = check_message(&msg.text, "text", "Message", 2000)?;
    add_message(tx, q.id, Sender::Buyer, &text)
}

/// The buyer accepts the latest revision: one order per line (status pending, linked to the
/// quote, at the line's quantity, even above the stock in hand).
pub fn accept(tx: &Transaction, q: &Quote, revision: i64, today: time::Date) -> Result<Quote, ApiError> {
    if !(1..=1_000_000).contains(&revision) {
        return Err(ApiError::invalid("revision", "revision must be a revision's number"));
    }
    match q.status {
        QuoteStatus::Quoted => {}
        QuoteStatus::Expired => return Err(expired()),
        _ => return Err(not_open()),
    }
    let latest = q.revisions.last().ok_or_else(not_open)?;
    if revision > latest.number {
        return Err(ApiError::not_found("Revision not found"));
    }
    if revision != latest.number {
        return Err(ApiError::new(ErrorCode::NotLatestRevision, "A newer revision of this quote has been sent"));
    }
    let now = now_ms();
    // a second accept sent at the same moment finds the quote accepted: one set of orders
    let changed = tx.execute(
        "UPDATE quotes SET status = 'accepted', decided_at = ?2, accepted_revision = ?3
         WHERE id = ?1 AND status = 'quoted'",
        params![q.id, now, revision],
    )?;
    if changed == 0 {
        return Err(not_open());
    }
    let place = latest.place.clone();
    for line in &q.lines {
        let cents = latest.cents.iter().find(|(id, _)| *id == line.id).map_or(0, |(_, c)| *c);
        let packed = line.packaging.as_deref().map(|p| format!(", {p}")).unwrap_or_default();
        let notes = format!(
            "Quote {}/{}: {} {} per {}{packed}, {} {place}",
            q.number,
            revision,
            money_text(cents),
            latest.currency.as_str(),
            line.unit.as_str(),
            latest.incoterm.as_str(),
        );
        // the country the request was sent from: the visitors' funnel counts the order there
        tx.prepare_cached(
            "INSERT INTO orders (product_id, product_name, quantity, customer_name, customer_email, destination,
                 notes, created_at, lang, quote_id, country)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, (SELECT geo_country FROM quotes WHERE id = ?10))",
        )?
        .execute(params![
            line.product_id,
            line.product_name,
            line.quantity,
            q.name,
            q.email,
            q.destination.as_deref().unwrap_or_default(),
            notes,
            now,
            q.lang,
            q.id
        ])?;
    }
    get(tx, q.id, today)
}

/// The buyer declines a request that is new or quoted.
pub fn decline(tx: &Transaction, q: &Quote, d: &Decline, today: time::Date) -> Result<Quote, ApiError> {
    let reason = check_message(&d.reason, "reason", "Reason", 1000)?;
    match q.status {
        QuoteStatus::New | QuoteStatus::Quoted => {}
        QuoteStatus::Expired => return Err(expired()),
        _ => return Err(not_open()),
    }
    let changed = tx.execute(
        "UPDATE quotes SET status = 'declined', decided_at = ?2, decline_reason = ?3
         WHERE id = ?1 AND status IN ('new', 'quoted')",
        params![q.id, now_ms(), reason],
    )?;
    if changed == 0 {
        return Err(not_open());
    }
    get(tx, q.id, today)
}

/// `1234.5` as `1234.50`.
pub fn money_text(cents: i64) -> String {
    format!("{}{}.{:02}", if cents < 0 { "-" } else { "" }, (cents / 100).abs(), (cents % 100).abs())
}

// ---- the reminder ----

/// The quotes whose buyer should be reminded today: quoted, their latest revision's last day
/// [`REMIND_DAYS_BEFORE`] days away or nearer (and not past), sent before that window began, and
/// not reminded yet. Answers (quote id, revision).
pub fn due_reminders(conn: &Connection, today: time::Date) -> Result<Vec<(i64, i64)>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.quote_id, r.number, r.valid_until, r.sent_at FROM quote_revisions r JOIN quotes q ON q.id = r.quote_id
         WHERE q.status = 'quoted' AND r.reminded_at IS NULL
           AND r.number = (SELECT max(number) FROM quote_revisions WHERE quote_id = r.quote_id)",
    )?;
    let rows: Vec<(i64, i64, String, i64)> =
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?.collect::<Result<_, _>>()?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, number, until, sent)| {
            let until = parse_date("validUntil", &until).ok()?;
            let window = until.checked_sub(time::Duration::days(REMIND_DAYS_BEFORE))?;
            ((window..=until).contains(&today) && kabul_date(sent) < window).then_some((id, number))
        })
        .collect())
}

pub fn mark_reminded(tx: &Transaction, id: i64, revision: i64) -> Result<bool, ApiError> {
    Ok(tx.execute(
        "UPDATE quote_revisions SET reminded_at = ?3 WHERE quote_id = ?1 AND number = ?2 AND reminded_at IS NULL",
        params![id, revision, now_ms()],
    )? == 1)
}

// ---- CSV ----

/// One row per quote line, oldest request first: the latest revision's price.
pub fn export(
    conn: &Connection,
    offset: time::UtcOffset,
    lang: Language,
    today: time::Date,
    csv: &mut CsvWriter,
) -> Result<(), ApiError> {
    let words = locale::Lang::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Quote", "استعلام"),
        ("Status", "وضعیت"),
        ("Buyer", "خریدار"),
        ("Company", "شرکت"),
        ("E-mail", "ایمیل"),
        ("Country", "کشور"),
        ("Product", "محصول"),
        ("Product (Persian)", "محصول (فارسی)"),
        ("Quantity", "مقدار"),
        ("Unit", "واحد"),
        ("Packaging", "بسته‌بندی"),
        ("Unit price", "قیمت واحد"),
        ("Currency", "ارز"),
        ("Incoterm", "اینکوترم"),
        ("Valid until", "اعتبار تا"),
        ("Created", "تاریخ ثبت"),
        ("Answered", "تاریخ پاسخ"),
    ];
    csv.row(header(words, COLUMNS))?;
    let mut stmt = conn.prepare(
        "SELECT q.number, q.status, q.name, coalesce(q.company, ''), q.email, coalesce(q.country, ''),
             l.product_name, l.product_name_fa, l.quantity, l.unit, coalesce(l.packaging, ''), p.unit_cents,
             coalesce(r.currency, ''), coalesce(r.incoterm, ''), r.valid_until, q.created_at, q.first_answered_at
         FROM quotes q JOIN quote_lines l ON l.quote_id = q.id
         LEFT JOIN quote_revisions r ON r.quote_id = q.id
             AND r.number = (SELECT max(number) FROM quote_revisions WHERE quote_id = q.id)
         LEFT JOIN quote_prices p ON p.quote_id = q.id AND p.revision = r.number AND p.line_id = l.id
         ORDER BY q.created_at, q.id, l.position",
    )?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        let stored: String = r.get(1)?;
        let valid_until: Option<String> = r.get(14)?;
        let status = match stored.as_str() {
            "quoted"
                if valid_until.as_deref().and_then(|v| parse_date("validUntil", v).ok()).is_some_and(|d| d < today) =>
            {
                QuoteStatus::Expired
            }
            "quoted" => QuoteStatus::Quoted,
            "accepted" => QuoteStatus::Accepted,
            "declined" => QuoteStatus::Declined,
            "withdrawn" => QuoteStatus::Withdrawn,
            _ => QuoteStatus::New,
        };
        let unit: Unit = r.get(9)?;
        let price = r.get::<_, Option<i64>>(11)?.map(money_text).unwrap_or_default();
        let created = local_time(r.get(15)?, offset);
        let answered = r.get::<_, Option<i64>>(16)?.map(|t| local_time(t, offset)).unwrap_or_default();
        let text: [String; 10] = [
            r.get(0)?,
            r.get(2)?,
            r.get(3)?,
            r.get(4)?,
            r.get(5)?,
            r.get(6)?,
            r.get(7)?,
            r.get(10)?,
            r.get(12)?,
            r.get(13)?,
        ];
        let [number, buyer, company, email, country, product, product_fa, packaging, currency, incoterm] = &text;
        csv.row([
            number.into(),
            Cell::Text(status.words(words)),
            buyer.into(),
            company.into(),
            email.into(),
            country.into(),
            product.into(),
            product_fa.into(),
            Cell::Int(r.get(8)?),
            Cell::Text(unit.words(words)),
            packaging.into(),
            Cell::Text(&price),
            currency.into(),
            incoterm.into(),
            Cell::Text(valid_until.as_deref().unwrap_or_default()),
            Cell::Text(&created),
            Cell::Text(&answered),
        ])?;
    }
    Ok(())
}
