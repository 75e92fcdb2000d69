//! Inquiries, quotes and the buyer's answers (issue 30): the whole lifecycle through HTTP (an
//! inquiry over several products, revision 1 and 2, accept into one order per line), decline and
//! withdraw, validity to the end of the day in Kabul and its reminder (the site's calendar moved),
//! the buyer's token (unguessable, misses limited, removed with the quote), every refusal of the
//! contract, the mail queued at each step with the proforma attached, the audit log, the CSV, the
//! bank details and the quote page that is neither cached nor indexed.

use crate::common::{visitor, Site, NO_BODY};
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};
use site::models::quotes::ymd;

const SITE: &str = "https://golbahar.example";

/// A signed-in site at `SITE`, with a mail server that is not there: mail is queued (the sender
/// does not run in these tests).
async fn quote_site() -> Site {
    let mut site = Site::with_flags(&["--public-url", SITE]);
    site.login().await;
    let a = site
        .put("/api/mail", json!({"host": "127.0.0.1", "port": 1, "security": "none", "from": "site@golbahar.af"}))
        .await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    site
}

/// A product with a minimum order and two packaging options.
async fn product(site: &Site, name: &str, name_fa: &str, min_order: i64) -> i64 {
    let a = site
        .post(
            "/api/products",
            json!({"name": name, "nameFa": name_fa, "unit": "kg", "price": 5.5, "initialStock": 100,
                   "facts": {"minOrder": min_order,
                             "packaging": [{"en": "25 kg bag", "fa": "کیسهٔ ۲۵ کیلویی"}, {"en": "10 kg carton"}]}}),
        )
        .await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body["id"].as_i64().unwrap()
}

fn inquiry(lines: Value, lang: &str) -> Value {
    json!({"lines": lines, "name": "Maryam Ahmadi", "company": "Ahmadi Trading", "email": "maryam@example.com",
           "phone": "+49 (40) 123-456", "country": "Germany", "destination": "Hamburg", "incoterm": "CPT",
           "samplesFirst": true, "notes": "Organic, please.\nThank you.", "lang": lang})
}

fn day(site: &Site, days: i64) -> String {
    ymd(site.state.kabul_today() + time::Duration::days(days))
}

fn revision(prices: &[(i64, f64)], valid_until: &str) -> Value {
    let lines: Vec<Value> = prices.iter().map(|(id, p)| json!({"lineId": id, "unitPrice": p})).collect();
    json!({"currency": "USD", "incoterm": "CPT", "place": "Hamburg", "placeFa": "هامبورگ", "validUntil": valid_until,
           "paymentTerms": "30% advance, 70% against documents", "paymentTermsFa": "۳۰٪ پیش‌پرداخت",
           "leadTimeDays": 21, "message": "New crop prices.", "lines": lines})
}

/// An outbox row: id, recipient, reply-to, subject, body.
type Queued = (i64, String, Option<String>, String, String);
/// An audit entry: kind, username, record name, changes.
type Entry = (String, String, String, String);

/// The outbox rows of `kind`.
fn outbox(site: &Site, kind: &str) -> Vec<Queued> {
    let kind = kind.to_owned();
    site.db
        .read_blocking(move |c| {
            let mut stmt =
                c.prepare("SELECT id, recipient, reply_to, subject, body FROM outbox WHERE kind = ?1 ORDER BY id")?;
            let rows = stmt.query_map([kind], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// The files of an outbox message: (name, type, bytes).
fn attachments(site: &Site, outbox_id: i64) -> Vec<(String, String, Vec<u8>)> {
    site.db
        .read_blocking(move |c| {
            let mut stmt = c.prepare(
                "SELECT filename, mime, bytes FROM outbox_attachments WHERE outbox_id = ?1 ORDER BY position",
            )?;
            let rows = stmt.query_map([outbox_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// The audit entries about quotes.
fn audit(site: &Site) -> Vec<Entry> {
    site.db
        .read_blocking(|c| {
            let mut stmt = c.prepare(
                "SELECT kind, username, record_name, changes FROM audit_log WHERE kind LIKE 'quote.%' ORDER BY id",
            )?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// Sends an inquiry; answers (id, number, token).
async fn ask(site: &Site, body: Value) -> (i64, String, String) {
    let a = site.post("/api/inquiries", body).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let url = a.body["quoteUrl"].as_str().unwrap();
    let token = url.strip_prefix("/quote/").expect("quoteUrl is /quote/<token>").to_owned();
    (a.body["id"].as_i64().unwrap(), a.body["number"].as_str().unwrap().to_owned(), token)
}

fn line_ids(quote: &Value) -> Vec<i64> {
    quote["lines"].as_array().unwrap().iter().map(|l| l["id"].as_i64().unwrap()).collect()
}

/// `YYYY-MM-DD` as a reader writes it: `18 December 2026`, or the Solar Hijri day in Persian
/// digits (`۲۷ آذر ۱۴۰۵`).
fn long_day(ymd: &str, lang: &str) -> String {
    let d = time::Date::parse(ymd, time::macros::format_description!("[year]-[month]-[day]")).unwrap();
    match lang {
        "en" => format!("{} {} {}", d.day(), d.month(), d.year()),
        _ => {
            let (y, m, dd) = site::locale::solar_hijri(d.year(), d.month().into(), d.day());
            let month = site::locale::SOLAR_HIJRI_MONTHS[usize::from(m) - 1];
            site::locale::persian_digits(&format!("{dd} {month} {y}"))
        }
    }
}

mod amounts;
mod anonymous;
mod buyer_only;
pub(crate) mod documents;
mod journey;
mod pages;
mod refusals;
mod running;
