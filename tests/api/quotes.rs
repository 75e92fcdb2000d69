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

#[tokio::test]
async fn an_inquiry_is_revised_twice_and_accepted_into_one_order_per_line() {
    let site = quote_site().await;
    let almonds = product(&site, "Almonds", "بادام", 50).await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let saffron = product(&site, "Saffron", "", 1).await;
    assert_eq!(site.get("/api/quotes/waiting").await.body, json!({"count": 0}));

    let lines = json!([{"productId": almonds, "quantity": 500, "packaging": "25 kg bag"},
                       {"productId": figs, "quantity": 120}, {"productId": saffron, "quantity": 2}]);
    let (id, number, token) = ask(&site, inquiry(lines, "en")).await;
    let year = site.state.kabul_today().year();
    assert_eq!(number, format!("Q-{year}-0001"));
    assert_eq!(token.len(), 32, "192 bits in base64url");
    assert!(token.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'), "{token}");
    let (_, second, other_token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 5}]), "fa")).await;
    assert_eq!(second, format!("Q-{year}-0002"));
    assert_ne!(token, other_token);

    let waiting = site.get("/api/quotes/waiting").await.body;
    assert_eq!(waiting["count"], json!(2));
    assert!(waiting["oldestWaitingSince"].as_str().unwrap().ends_with('Z'));

    let quote = site.get(&format!("/api/quotes/{id}")).await.body;
    assert_eq!(quote["status"], json!("new"));
    assert_eq!(quote["quoteUrl"], json!(format!("/quote/{token}")));
    assert_eq!(quote["lines"][0]["productName"], json!("Almonds"));
    assert_eq!(quote["lines"][0]["productNameFa"], json!("بادام"));
    assert_eq!(quote["lines"][0]["packaging"], json!("25 kg bag"));
    assert_eq!(quote["lines"][0]["packagingFa"], json!("کیسهٔ ۲۵ کیلویی"));
    assert_eq!(quote["lines"][2]["quantity"], json!(2));
    assert_eq!((quote["samplesFirst"].clone(), quote["incoterm"].clone()), (json!(true), json!("CPT")));
    let ids = line_ids(&quote);

    // the company hears of it in both languages, the buyer gets an acknowledgement in theirs
    let notices = outbox(&site, "quote-request");
    assert_eq!(notices.len(), 2);
    let (_, to, reply_to, subject, body) = &notices[0];
    assert_eq!((to.as_str(), reply_to.as_deref()), ("export@golbahar.af", Some("maryam@example.com")));
    assert!(subject.contains(&number) && subject.contains("3 product"), "{subject}");
    for detail in ["Almonds / بادام (25 kg bag): 500 kg", "Ahmadi Trading", "Hamburg", "Organic, please.", "یادداشت"]
    {
        assert!(body.contains(detail), "{detail} missing from {body}");
    }
    assert!(body.contains(&format!("{SITE}/dashboard?tab=quotes&quote={id}")), "{body}");
    let acks = outbox(&site, "quote-ack");
    assert_eq!(acks.len(), 2);
    let (_, to, reply_to, subject, body) = &acks[0];
    assert_eq!((to.as_str(), reply_to.as_deref()), ("maryam@example.com", Some("export@golbahar.af")));
    assert_eq!(subject, &format!("We received your quote request {number}"));
    assert!(body.contains("within one working day") && body.contains(&format!("{SITE}/quote/{token}")), "{body}");
    assert!(!body.contains("Organic") && !body.contains("Maryam"), "nothing the visitor wrote: {body}");
    let (_, _, _, subject, body) = &acks[1];
    // the reference set apart from the Persian around it (U+2068 … U+2069), so it reads Q-2026-…
    assert_eq!(subject, &format!("درخواست استعلام قیمت شما رسید: \u{2068}{second}\u{2069}"));
    assert!(body.contains(&format!("با شمارهٔ \u{2068}{second}\u{2069} به دست ما رسید")), "{body}");
    assert!(body.contains("یک روز کاری") && body.contains(&format!("{SITE}/fa/quote/{other_token}")), "{body}");
    assert!(body.contains("- انجیر: ۵ کیلوگرم"), "{body}");

    // revision 1, then 2: numbered, and the first one's prices stay as they were sent
    let valid = day(&site, 30);
    let first = site
        .post(
            &format!("/api/quotes/{id}/revisions"),
            revision(&[(ids[0], 7.9), (ids[1], 3.25), (ids[2], 1650.0)], &valid),
        )
        .await;
    assert_eq!(first.status, StatusCode::CREATED, "{:?}", first.body);
    assert_eq!(first.body["status"], json!("quoted"));
    let rev1 = first.body["revisions"][0].clone();
    assert_eq!(rev1["number"], json!(1));
    assert_eq!(rev1["lines"][0], json!({"lineId": ids[0], "unitPrice": 7.9, "total": 3950.0}));
    assert_eq!(rev1["total"], json!(3950.0 + 390.0 + 3300.0));
    assert!(first.body["firstAnsweredAt"].is_string());
    let second_rev = site
        .post(
            &format!("/api/quotes/{id}/revisions"),
            revision(&[(ids[0], 7.6), (ids[1], 3.1), (ids[2], 1600.0)], &valid),
        )
        .await;
    assert_eq!(second_rev.status, StatusCode::CREATED, "{:?}", second_rev.body);
    assert_eq!(second_rev.body["revisions"].as_array().unwrap().len(), 2);
    assert_eq!(second_rev.body["revisions"][0], rev1, "a sent revision never changes");
    assert_eq!(second_rev.body["revisions"][1]["number"], json!(2));
    assert_eq!(site.get("/api/quotes/waiting").await.body["count"], json!(1), "answered: no longer waiting");
    let tampered = site.db.write_blocking(|tx| {
        Ok(tx.execute("UPDATE quote_prices SET unit_cents = 1 WHERE revision = 1", []).map_err(|e| e.to_string()))
    });
    assert!(tampered.unwrap().is_err(), "the database itself refuses to change a sent price");

    // the quote mails, each with its proforma in the buyer's language
    let quotes = outbox(&site, "quote");
    assert_eq!(quotes.len(), 2);
    let (mail_id, to, _, subject, body) = &quotes[1];
    assert_eq!(
        (to.as_str(), subject.as_str()),
        ("maryam@example.com", format!("Your quote {number}/2 from Golbahar").as_str())
    );
    for detail in [
        "- Almonds: 500 kg × 7.60 = 3,800.00 USD",
        "Total: 7,372.00 USD",
        "CPT Hamburg",
        "Lead time:      21 days",
        format!("{SITE}/quote/{token}").as_str(),
        "New crop prices.",
        "The proforma invoice is attached.",
    ] {
        assert!(body.contains(detail), "{detail} missing from {body}");
    }
    let files = attachments(&site, *mail_id);
    assert_eq!(files.len(), 1);
    let (name, mime, pdf) = &files[0];
    assert_eq!((name.as_str(), mime.as_str()), (format!("proforma-{number}-2-en.pdf").as_str(), "application/pdf"));
    assert!(pdf.starts_with(b"%PDF-") && pdf.trim_ascii_end().ends_with(b"%%EOF"));
    let download = site.get(&format!("/api/quotes/{id}/proforma.pdf?revision=2")).await;
    assert_eq!(download.status, StatusCode::OK);
    assert_eq!(download.headers["content-type"], "application/pdf");
    assert_eq!(&download.bytes, pdf, "the attachment is the proforma the dashboard downloads");

    // the buyer's page: no admin fields, an expiry at the end of the day in Kabul
    let page = site.get(&format!("/api/quotes/by-token/{token}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.headers["cache-control"], "no-store");
    assert_eq!(page.headers["x-robots-tag"], "noindex");
    assert!(
        page.body.get("id").is_none()
            && page.body.get("orderIds").is_none()
            && page.body.get("firstAnsweredAt").is_none()
    );
    assert_eq!(page.body["expiresAt"], json!(format!("{valid}T23:59:59+04:30")));
    assert_eq!(page.body["number"], json!(number));

    // only the latest revision may be accepted, and it makes one order per line, once
    let old = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1})).await;
    assert_eq!((old.status, old.body["code"].clone()), (StatusCode::CONFLICT, json!("not_latest_revision")));
    let missing = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 3})).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let accepted = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 2})).await;
    assert_eq!(accepted.status, StatusCode::OK, "{:?}", accepted.body);
    assert_eq!(
        (accepted.body["status"].clone(), accepted.body["acceptedRevision"].clone()),
        (json!("accepted"), json!(2))
    );
    assert_eq!(accepted.headers["cache-control"], "no-store");
    let again = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 2})).await;
    assert_eq!((again.status, again.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_not_open")));

    let orders: Vec<Value> = site.get("/api/orders").await.body.as_array().unwrap().clone();
    let made: Vec<&Value> = orders.iter().filter(|o| o["quoteId"] == json!(id)).collect();
    assert_eq!(made.len(), 3, "{orders:?}");
    let mut quantities: Vec<i64> = made.iter().map(|o| o["quantity"].as_i64().unwrap()).collect();
    quantities.sort_unstable();
    assert_eq!(quantities, [2, 120, 500]);
    let almond_order = made.iter().find(|o| o["productId"] == json!(almonds)).unwrap();
    assert_eq!(almond_order["status"], json!("pending"));
    assert_eq!(almond_order["customerEmail"], json!("maryam@example.com"));
    assert!(almond_order["notes"].as_str().unwrap().contains(&format!("Quote {number}/2: 7.60 USD per kg, 25 kg bag")));
    let quote = site.get(&format!("/api/quotes/{id}")).await.body;
    let mut order_ids: Vec<i64> = made.iter().map(|o| o["id"].as_i64().unwrap()).collect();
    order_ids.sort_unstable();
    assert_eq!(quote["orderIds"], json!(order_ids));
    assert!(orders.iter().filter(|o| o["quoteId"].is_null()).all(|o| o.get("quoteId").is_none()));

    let told = outbox(&site, "quote-accepted");
    assert_eq!(told.len(), 1);
    assert!(told[0].3.contains(&format!("{number}/2 accepted")) && told[0].4.contains("پذیرفت"), "{:?}", told[0]);

    // the orders CSV names the quote
    let csv = site.get("/api/exports/orders.csv").await;
    let text = String::from_utf8(csv.bytes).unwrap();
    assert!(text.lines().next().unwrap().ends_with(",Quote"), "{text}");
    assert_eq!(text.matches(&format!(",{number}\r")).count(), 3, "{text}");

    // every step is in the audit log: the buyer's as `buyer`, the admin's as the admin
    let entries = audit(&site);
    let kinds: Vec<(&str, &str)> = entries.iter().map(|(k, u, _, _)| (k.as_str(), u.as_str())).collect();
    assert_eq!(
        kinds,
        [
            ("quote.request", "buyer"),
            ("quote.request", "buyer"),
            ("quote.revision", "admin"),
            ("quote.revision", "admin"),
            ("quote.status", "buyer")
        ]
    );
    assert!(entries[4].2.starts_with(&number) && entries[4].3.contains("accepted"), "{:?}", entries[4]);
}

#[tokio::test]
async fn a_buyer_declines_with_a_reason_and_the_company_withdraws() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, number, token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "fa")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    let sent = site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.0)], &day(&site, 10))).await;
    assert_eq!(sent.status, StatusCode::CREATED);
    let (mail_id, _, _, subject, body) = outbox(&site, "quote").remove(0);
    assert_eq!(subject, format!("پیشنهاد قیمت \u{2068}{number}/۱\u{2069} از گلبهار"));
    assert!(body.contains("هامبورگ") && body.contains("۳۰٪ پیش‌پرداخت") && body.contains("۱۰ کیلوگرم"), "{body}");
    assert!(body.contains(&format!("{SITE}/fa/quote/{token}")), "{body}");
    assert_eq!(attachments(&site, mail_id)[0].0, format!("proforma-{number}-1-fa.pdf"));

    // a question first: shown on the quote, mailed to the company
    let question =
        site.post(&format!("/api/quotes/by-token/{token}/messages"), json!({"text": "Can you ship in May?"})).await;
    assert_eq!(question.status, StatusCode::CREATED, "{:?}", question.body);
    assert_eq!(question.body["from"], json!("buyer"));
    assert_eq!(question.headers["x-robots-tag"], "noindex");
    let answer = site.post(&format!("/api/quotes/{id}/messages"), json!({"text": "Yes, early May."})).await;
    assert_eq!((answer.status, answer.body["from"].clone()), (StatusCode::CREATED, json!("company")));
    let messages = site.get(&format!("/api/quotes/by-token/{token}")).await.body["messages"].clone();
    assert_eq!(messages.as_array().unwrap().len(), 2);
    assert!(outbox(&site, "quote-question")[0].4.contains("Can you ship in May?"));
    let to_buyer = outbox(&site, "quote-message");
    assert_eq!(to_buyer[0].3, format!("پیامی دربارهٔ پیشنهاد \u{2068}{number}\u{2069}"));
    assert!(to_buyer[0].4.contains("Yes, early May."));

    let blank = site.post(&format!("/api/quotes/by-token/{token}/decline"), json!({"reason": "  "})).await;
    assert_eq!((blank.status, blank.body["code"].clone()), (StatusCode::BAD_REQUEST, json!("required")));
    let declined = site
        .post(&format!("/api/quotes/by-token/{token}/decline"), json!({"reason": "A supplier nearer to us."}))
        .await;
    assert_eq!(declined.status, StatusCode::OK, "{:?}", declined.body);
    assert_eq!(declined.body["status"], json!("declined"));
    assert_eq!(declined.body["declineReason"], json!("A supplier nearer to us."));
    assert!(outbox(&site, "quote-declined")[0].4.contains("A supplier nearer to us."));
    let twice = site.post(&format!("/api/quotes/by-token/{token}/decline"), json!({"reason": "again"})).await;
    assert_eq!((twice.status, twice.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_not_open")));
    let accept = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1})).await;
    assert_eq!(accept.body["code"], json!("quote_not_open"));
    let requote = site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 3.0)], &day(&site, 10))).await;
    assert_eq!((requote.status, requote.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_not_open")));

    // the company withdraws another: the buyer is told, and it is closed
    let (other, other_number, other_token) =
        ask(&site, inquiry(json!([{"productId": figs, "quantity": 3}]), "en")).await;
    let withdrawn = site.call(Method::POST, &format!("/api/quotes/{other}/withdraw"), None).await;
    assert_eq!(withdrawn.status, StatusCode::OK, "{:?}", withdrawn.body);
    assert_eq!(withdrawn.body["status"], json!("withdrawn"));
    assert!(withdrawn.body["decidedAt"].is_string());
    let told = outbox(&site, "quote-withdrawn");
    assert_eq!(
        (told[0].1.as_str(), told[0].3.as_str()),
        ("maryam@example.com", format!("Quote {other_number} withdrawn").as_str())
    );
    let again = site.call(Method::POST, &format!("/api/quotes/{other}/withdraw"), None).await;
    assert_eq!((again.status, again.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_not_open")));
    let decline = site.post(&format!("/api/quotes/by-token/{other_token}/decline"), json!({"reason": "late"})).await;
    assert_eq!(decline.body["code"], json!("quote_not_open"));
    let listed = site.get("/api/quotes?status=withdrawn").await.body;
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["id"], json!(other));

    let kinds: Vec<String> = audit(&site).into_iter().map(|(k, u, _, _)| format!("{k} {u}")).collect();
    for expected in ["quote.message buyer", "quote.message admin", "quote.status buyer", "quote.status admin"] {
        assert!(kinds.contains(&expected.to_owned()), "{expected} missing from {kinds:?}");
    }
}

#[tokio::test]
async fn validity_ends_with_the_day_in_kabul_and_the_buyer_is_reminded_once() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, number, token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "en")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    let send = |valid: String| {
        let (site, path, body) = (&site, format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.0)], &valid));
        async move { site.post(&path, body).await }
    };
    for (valid, why) in [(day(&site, -1), "yesterday in Kabul"), (day(&site, 366), "more than a year ahead")] {
        let refused = send(valid).await;
        assert_eq!(
            (refused.status, refused.body["code"].clone()),
            (StatusCode::CONFLICT, json!("date_out_of_range")),
            "{why}"
        );
        assert_eq!(refused.body["field"], json!("validUntil"));
    }
    let valid = day(&site, 4);
    assert_eq!(send(valid.clone()).await.status, StatusCode::CREATED);
    let status = || async { site.get(&format!("/api/quotes/by-token/{token}")).await.body["status"].clone() };

    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 0, "four days before: not yet");
    site.state.shift_calendar(1);
    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 1, "three days before");
    let reminders = outbox(&site, "quote-reminder");
    assert_eq!(reminders.len(), 1);
    let until = long_day(&valid, "en");
    assert_eq!(reminders[0].3, format!("Your quote {number} holds until {until}"), "the proforma's way of writing it");
    assert!(reminders[0].4.contains(&format!("hold until the end of {until} (Kabul")), "{}", reminders[0].4);
    assert!(reminders[0].4.contains(&format!("{SITE}/quote/{token}")), "{}", reminders[0].4);
    site.state.shift_calendar(2);
    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 0, "once per revision");

    site.state.shift_calendar(4);
    assert_eq!(status().await, json!("quoted"), "the last day holds to its end in Kabul");
    site.state.shift_calendar(5);
    assert_eq!(status().await, json!("expired"));
    assert_eq!(site.get("/api/quotes?status=expired").await.body.as_array().unwrap().len(), 1);
    assert_eq!(site.get("/api/quotes?status=quoted").await.body, json!([]));
    let late = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1})).await;
    assert_eq!((late.status, late.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_expired")));
    let decline = site.post(&format!("/api/quotes/by-token/{token}/decline"), json!({"reason": "late"})).await;
    assert_eq!(decline.body["code"], json!("quote_expired"));
    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 0, "no reminder once expired");

    // quoted again, with a new validity: open again, and its own reminder later
    let renewed = send(day(&site, 10)).await;
    assert_eq!(renewed.status, StatusCode::CREATED, "{:?}", renewed.body);
    assert_eq!(status().await, json!("quoted"));
    site.state.shift_calendar(12);
    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 1, "the new revision's reminder");
    let accepted = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 2})).await;
    assert_eq!(accepted.status, StatusCode::OK, "{:?}", accepted.body);
}

#[tokio::test]
async fn kabul_is_four_and_a_half_hours_ahead_of_utc() {
    use site::models::quotes::kabul_date;
    // 2026-11-27 19:29:59 UTC is 23:59:59 in Kabul; a second later it is the 28th there
    let ms = time::macros::datetime!(2026-11-27 19:29:59 UTC).unix_timestamp() * 1000;
    assert_eq!(kabul_date(ms), time::macros::date!(2026 - 11 - 27));
    assert_eq!(kabul_date(ms + 1000), time::macros::date!(2026 - 11 - 28));
}

#[tokio::test]
async fn every_rule_of_an_inquiry_is_checked_and_changes_nothing() {
    let site = quote_site().await;
    let almonds = product(&site, "Almonds", "بادام", 50).await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let with = |f: &dyn Fn(&mut Value)| {
        let mut body = inquiry(json!([{"productId": almonds, "quantity": 50}]), "en");
        f(&mut body);
        body
    };
    let lines = |l: Value| with(&|b| b["lines"] = l.clone());
    let cases: Vec<(&str, Value, u16, &str, &str)> = vec![
        ("nothing", json!({}), 400, "required", "lines,name,email,lang"),
        ("no lines", lines(json!([])), 400, "required", "lines"),
        (
            "31 lines",
            lines(json!((0..31).map(|_| json!({"productId": figs, "quantity": 1})).collect::<Vec<_>>())),
            400,
            "invalid_field",
            "lines",
        ),
        ("quantity 0", lines(json!([{"productId": figs, "quantity": 0}])), 400, "invalid_field", "lines"),
        ("half a kilo", lines(json!([{"productId": figs, "quantity": 1.5}])), 400, "", ""),
        ("unknown product", lines(json!([{"productId": 999, "quantity": 1}])), 404, "not_found", ""),
        (
            "twice",
            lines(json!([{"productId": figs, "quantity": 1}, {"productId": figs, "quantity": 2}])),
            409,
            "duplicate_product",
            "lines",
        ),
        ("below minimum", lines(json!([{"productId": almonds, "quantity": 49}])), 409, "below_minimum_order", "lines"),
        (
            "packaging",
            lines(json!([{"productId": almonds, "quantity": 50, "packaging": "5 kg tin"}])),
            409,
            "unknown_packaging",
            "lines",
        ),
        ("blank name", with(&|b| b["name"] = json!("  ")), 400, "required", "name"),
        ("long name", with(&|b| b["name"] = json!("x".repeat(121))), 400, "invalid_field", "name"),
        ("control", with(&|b| b["name"] = json!("a\u{7}b")), 400, "invalid_field", "name"),
        ("bad e-mail", with(&|b| b["email"] = json!("not-an-address")), 400, "invalid_field", "email"),
        ("no e-mail", with(&|b| b["email"] = Value::Null), 400, "required", "email"),
        ("phone", with(&|b| b["phone"] = json!("call me")), 400, "invalid_field", "phone"),
        ("long company", with(&|b| b["company"] = json!("c".repeat(121))), 400, "invalid_field", "company"),
        ("long country", with(&|b| b["country"] = json!("c".repeat(81))), 400, "invalid_field", "country"),
        ("long notes", with(&|b| b["notes"] = json!("n".repeat(2001))), 400, "invalid_field", "notes"),
        ("incoterm", with(&|b| b["incoterm"] = json!("XYZ")), 400, "", ""),
        ("not a date", with(&|b| b["wantedBy"] = json!("soon")), 400, "invalid_field", "wantedBy"),
        ("past", with(&|b| b["wantedBy"] = json!(day(&site, -1))), 409, "date_out_of_range", "wantedBy"),
        ("language", with(&|b| b["lang"] = json!("de")), 400, "", ""),
    ];
    let mut failures = Vec::new();
    for (name, body, status, code, field) in cases {
        let a = site.post("/api/inquiries", body).await;
        let ok = a.status.as_u16() == status
            && (code.is_empty() || a.body["code"] == json!(code))
            && (field.is_empty() || a.body["field"] == json!(field));
        if !ok {
            failures.push(format!("{name}: {} {:?}", a.status, a.body));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    assert_eq!(site.get("/api/quotes").await.body, json!([]), "nothing stored");
    assert!(outbox(&site, "quote-request").is_empty() && audit(&site).is_empty());
    let ok = site.post("/api/inquiries", with(&|b| b["wantedBy"] = json!(day(&site, 0)))).await;
    assert_eq!(ok.status, StatusCode::CREATED, "today is not in the past: {:?}", ok.body);
}

#[tokio::test]
async fn every_rule_of_a_quote_is_checked() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let dates = product(&site, "Dates", "خرما", 1).await;
    let (id, _, token) =
        ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}, {"productId": dates, "quantity": 5}]), "en"))
            .await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    let valid = day(&site, 10);
    let priced = |prices: &[(i64, f64)]| revision(prices, &valid);
    let with = |f: &dyn Fn(&mut Value)| {
        let mut body = priced(&[(ids[0], 4.0), (ids[1], 5.0)]);
        f(&mut body);
        body
    };
    let path = format!("/api/quotes/{id}/revisions");
    let cases: Vec<(&str, String, Value, u16, &str)> = vec![
        ("a line left out", path.clone(), priced(&[(ids[0], 4.0)]), 409, "lines_mismatch"),
        ("a line twice", path.clone(), priced(&[(ids[0], 4.0), (ids[0], 4.0), (ids[1], 5.0)]), 409, "lines_mismatch"),
        ("another quote's line", path.clone(), priced(&[(ids[0], 4.0), (ids[1] + 100, 5.0)]), 409, "lines_mismatch"),
        ("price 0", path.clone(), priced(&[(ids[0], 0.0), (ids[1], 5.0)]), 400, "invalid_field"),
        ("price negative", path.clone(), priced(&[(ids[0], -1.0), (ids[1], 5.0)]), 400, "invalid_field"),
        ("price too large", path.clone(), priced(&[(ids[0], 2e9), (ids[1], 5.0)]), 400, "invalid_field"),
        ("no prices", path.clone(), priced(&[]), 400, "required"),
        ("lead time", path.clone(), with(&|b| b["leadTimeDays"] = json!(366)), 400, "invalid_field"),
        ("no place", path.clone(), with(&|b| b["place"] = json!("")), 400, "required"),
        ("long place", path.clone(), with(&|b| b["place"] = json!("p".repeat(121))), 400, "invalid_field"),
        ("no payment terms", path.clone(), with(&|b| b["paymentTerms"] = Value::Null), 400, "required"),
        ("currency", path.clone(), with(&|b| b["currency"] = json!("EUR")), 400, ""),
        ("past", path.clone(), with(&|b| b["validUntil"] = json!(day(&site, -1))), 409, "date_out_of_range"),
        ("unknown quote", "/api/quotes/9999/revisions".into(), with(&|_| {}), 404, "not_found"),
        ("empty message", format!("/api/quotes/{id}/messages"), json!({"text": " "}), 400, "required"),
        ("long message", format!("/api/quotes/{id}/messages"), json!({"text": "m".repeat(2001)}), 400, "invalid_field"),
        (
            "buyer's long message",
            format!("/api/quotes/by-token/{token}/messages"),
            json!({"text": "m".repeat(2001)}),
            400,
            "invalid_field",
        ),
        (
            "long reason",
            format!("/api/quotes/by-token/{token}/decline"),
            json!({"reason": "r".repeat(1001)}),
            400,
            "invalid_field",
        ),
        (
            "accept before any quote",
            format!("/api/quotes/by-token/{token}/accept"),
            json!({"revision": 1}),
            409,
            "quote_not_open",
        ),
        ("revision 0", format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 0}), 400, ""),
    ];
    let mut failures = Vec::new();
    for (name, path, body, status, code) in cases {
        let a = site.post(&path, body).await;
        if a.status.as_u16() != status || !(code.is_empty() || a.body["code"] == json!(code)) {
            failures.push(format!("{name}: {} {:?}", a.status, a.body));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
    let quote = site.get(&format!("/api/quotes/{id}")).await.body;
    assert_eq!((quote["status"].clone(), quote["revisions"].clone()), (json!("new"), json!([])), "nothing changed");
    assert!(outbox(&site, "quote").is_empty());

    // the admin calls need a session, the buyer's do not
    let anonymous = Site::with_flags(&["--public-url", SITE]);
    anonymous
        .check(&[
            visitor("list", "GET /api/quotes", NO_BODY, 401, ""),
            visitor("waiting", "GET /api/quotes/waiting", NO_BODY, 401, ""),
            visitor("one", "GET /api/quotes/1", NO_BODY, 401, ""),
            visitor("send", "POST /api/quotes/1/revisions", json!({}), 401, ""),
            visitor("withdraw", "POST /api/quotes/1/withdraw", NO_BODY, 401, ""),
            visitor("delete", "DELETE /api/quotes/1", NO_BODY, 401, ""),
            visitor("csv", "GET /api/exports/quotes.csv", NO_BODY, 401, ""),
            visitor("bank", "PUT /api/content/bank", json!({}), 401, ""),
            visitor("proforma", "GET /api/quotes/1/proforma.pdf?revision=1", NO_BODY, 401, ""),
            visitor("a token", "GET /api/quotes/by-token/abc", NO_BODY, 404, "Not found"),
        ])
        .await;
}

#[tokio::test]
async fn a_wrong_or_removed_token_is_a_plain_404_and_misses_are_limited() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, _, token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "en")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    assert_eq!(
        site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.0)], &day(&site, 10))).await.status,
        StatusCode::CREATED
    );
    let accepted = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1})).await;
    assert_eq!(accepted.status, StatusCode::OK);
    let order_id = accepted_orders(&site, id).await[0];

    let malformed = site.get("/api/quotes/by-token/x").await;
    let wrong = site.get(&format!("/api/quotes/by-token/{}", "A".repeat(32))).await;
    assert_eq!((malformed.status, wrong.status), (StatusCode::NOT_FOUND, StatusCode::NOT_FOUND));
    assert_eq!(malformed.bytes, wrong.bytes, "the same answer for any miss");
    assert_eq!(
        site.get(&format!("/api/quotes/by-token/{token}/proforma.pdf?revision=9")).await.status,
        StatusCode::NOT_FOUND
    );

    // removed: the token answers as any wrong one; the orders stay, without their link
    assert_eq!(site.delete(&format!("/api/quotes/{id}")).await.status, StatusCode::NO_CONTENT);
    let removed = site.get(&format!("/api/quotes/by-token/{token}")).await;
    assert_eq!((removed.status, removed.bytes.clone()), (StatusCode::NOT_FOUND, wrong.bytes.clone()));
    assert_eq!(site.get(&format!("/api/quotes/{id}")).await.status, StatusCode::NOT_FOUND);
    let order =
        site.get("/api/orders").await.body.as_array().unwrap().iter().find(|o| o["id"] == json!(order_id)).cloned();
    let order = order.expect("the order made from the quote stays");
    assert!(order.get("quoteId").is_none(), "{order}");
    assert_eq!(audit(&site).last().unwrap().0, "quote.delete");

    // 20 misses a minute (3 so far, the removed token among them), then 429 for any token
    let (other, _, live) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "en")).await;
    for i in 3..20 {
        let a = site.get(&format!("/api/quotes/by-token/guess{i}")).await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "miss {i}");
    }
    let limited = site.get("/api/quotes/by-token/guess20").await;
    assert_eq!(
        (limited.status, limited.body["code"].clone()),
        (StatusCode::TOO_MANY_REQUESTS, json!("too_many_requests"))
    );
    let even_the_right_one = site.get(&format!("/api/quotes/by-token/{live}")).await;
    assert_eq!(even_the_right_one.status, StatusCode::TOO_MANY_REQUESTS);
    let write = site.post(&format!("/api/quotes/by-token/{live}/messages"), json!({"text": "hello"})).await;
    assert_eq!(write.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(site.get(&format!("/api/quotes/{other}")).await.status, StatusCode::OK, "the admin's calls are not");
}

async fn accepted_orders(site: &Site, quote: i64) -> Vec<i64> {
    let orders = site.get("/api/orders").await.body;
    orders
        .as_array()
        .unwrap()
        .iter()
        .filter(|o| o["quoteId"] == json!(quote))
        .map(|o| o["id"].as_i64().unwrap())
        .collect()
}

#[tokio::test]
async fn two_accepts_at_once_make_one_set_of_orders() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let dates = product(&site, "Dates", "خرما", 1).await;
    for _ in 0..5 {
        let lines = json!([{"productId": figs, "quantity": 10}, {"productId": dates, "quantity": 4}]);
        let (id, _, token) = ask(&site, inquiry(lines, "en")).await;
        let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
        let sent = site
            .post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.0), (ids[1], 2.0)], &day(&site, 5)))
            .await;
        assert_eq!(sent.status, StatusCode::CREATED);
        let path = format!("/api/quotes/by-token/{token}/accept");
        let (a, b) = tokio::join!(site.post(&path, json!({"revision": 1})), site.post(&path, json!({"revision": 1})));
        let mut statuses = [a.status.as_u16(), b.status.as_u16()];
        statuses.sort_unstable();
        assert_eq!(statuses, [200, 409]);
        assert_eq!(accepted_orders(&site, id).await.len(), 2, "one order per line, once");
    }
}

#[tokio::test]
async fn the_quote_page_is_the_app_never_cached_nor_indexed() {
    let site = quote_site().await;
    for (path, lang) in
        [("/quote/AbCdEfGhIjKlMnOpQrStUvWxYz012345", "en"), ("/fa/quote/AbCdEfGhIjKlMnOpQrStUvWxYz012345", "fa")]
    {
        let a = site.get(path).await;
        assert_eq!(a.status, StatusCode::OK, "{path}");
        assert_eq!(a.headers["content-type"], "text/html; charset=utf-8");
        assert_eq!(a.headers["cache-control"], "no-store");
        assert_eq!(a.headers["x-robots-tag"], "noindex");
        assert_eq!(a.headers["referrer-policy"], "no-referrer", "the token is not sent to other sites");
        let html = String::from_utf8(a.bytes).unwrap();
        assert!(html.contains(r#"<meta name="robots" content="noindex">"#), "{html}");
        assert!(html.contains(&format!(r#"<html lang="{lang}""#)), "{html}");
        assert!(html.contains("/assets/main-1a2b3c.js"), "the app itself");
    }
    let sitemap = String::from_utf8(site.get("/sitemap.xml").await.bytes).unwrap();
    assert!(!sitemap.contains("/quote"), "{sitemap}");
    assert_eq!(site.get("/quote").await.status, StatusCode::NOT_FOUND, "no page without a token");
}

#[tokio::test]
async fn quotes_download_as_csv_one_row_per_line() {
    let site = quote_site().await;
    let almonds = product(&site, "Almonds", "بادام", 1).await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let lines =
        json!([{"productId": almonds, "quantity": 500, "packaging": "25 kg bag"}, {"productId": figs, "quantity": 7}]);
    let (id, number, _) = ask(&site, inquiry(lines, "en")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    let valid = day(&site, 10);
    site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 7.9), (ids[1], 3.0)], &valid)).await;
    site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 7.5), (ids[1], 2.75)], &valid)).await;
    ask(&site, inquiry(json!([{"productId": figs, "quantity": 1}]), "fa")).await;

    let a = site.get("/api/exports/quotes.csv?lang=en&tzOffset=-270").await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers["content-type"], "text/csv; charset=utf-8");
    assert!(a.headers["content-disposition"].to_str().unwrap().starts_with("attachment; filename=\"quotes-"));
    assert!(a.bytes.starts_with(b"\xEF\xBB\xBF"));
    let text = String::from_utf8(a.bytes[3..].to_vec()).unwrap();
    let rows: Vec<&str> = text.split("\r\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(
        rows[0],
        "Quote,Status,Buyer,Company,E-mail,Country,Product,Product (Persian),Quantity,Unit,Packaging,Unit price,Currency,\
         Incoterm,Valid until,Created,Answered"
    );
    assert_eq!(rows.len(), 4, "{text}");
    assert!(rows[1].starts_with(&format!("{number},quoted,Maryam Ahmadi,Ahmadi Trading,maryam@example.com,Germany,Almonds,بادام,500,kg,25 kg bag,7.50,USD,CPT,{valid},")), "{}", rows[1]);
    assert!(rows[2].contains(",Figs,انجیر,7,kg,,2.75,USD,"), "{}", rows[2]);
    assert!(rows[3].contains(",new,") && rows[3].contains(",,,,"), "not answered: no price: {}", rows[3]);
    let fa = String::from_utf8(site.get("/api/exports/quotes.csv?lang=fa").await.bytes).unwrap();
    assert!(fa.contains("استعلام,وضعیت") && fa.contains("قیمت‌داده‌شده"), "{fa}");
}

#[tokio::test]
async fn the_bank_details_are_saved_for_the_proforma() {
    let site = quote_site().await;
    assert!(site.get("/api/content").await.body.get("bank").is_none(), "none until saved");
    let bank = json!({"beneficiary": "Golbahar Export Ltd.", "bankName": "Afghanistan International Bank",
                      "account": "0100 2345 6789", "iban": "", "swift": "AFIBAFKA", "notes": "Quote the proforma number.",
                      "notesFa": "شمارهٔ پیش‌فاکتور را بنویسید."});
    let saved = site.put("/api/content/bank", bank.clone()).await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    assert_eq!(saved.body["swift"], json!("AFIBAFKA"));
    assert!(saved.body.get("iban").is_none(), "blank is none");
    assert_eq!(site.get("/api/content").await.body["bank"], saved.body);
    for (name, change, code) in [
        ("no beneficiary", json!({"beneficiary": ""}), "required"),
        ("swift", json!({"swift": "AFIB"}), "invalid_field"),
        ("iban", json!({"iban": "AF12-34"}), "invalid_field"),
        ("long notes", json!({"notes": "n".repeat(501)}), "invalid_field"),
    ] {
        let mut body = bank.clone();
        body.as_object_mut().unwrap().extend(change.as_object().unwrap().clone());
        let refused = site.put("/api/content/bank", body).await;
        assert_eq!((refused.status, refused.body["code"].clone()), (StatusCode::BAD_REQUEST, json!(code)), "{name}");
    }
    assert_eq!(site.get("/api/content").await.body["bank"], saved.body, "a refused save changes nothing");
    let logged = site.db.read_blocking(|c| {
        Ok(c.query_row(
            "SELECT count(*) FROM audit_log WHERE kind = 'content.update' AND record_name = 'bank'",
            [],
            |r| r.get::<_, i64>(0),
        )?)
    });
    assert_eq!(logged.unwrap(), 1);

    // the proforma carries them, and everything else, in the document's language
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, number, _) =
        ask(&site, inquiry(json!([{"productId": figs, "quantity": 10, "packaging": "25 kg bag"}]), "fa")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.25)], &day(&site, 10))).await;
    let doc = site
        .db
        .read_blocking(move |c| {
            site::models::quotes::proforma::proforma_of(c, id, 1, site::locale::Lang::Fa, Some("https://golbahar.af"))
        })
        .unwrap();
    assert_eq!((doc.quote_number.as_str(), doc.revision), (number.as_str(), 1));
    assert_eq!(doc.lines[0].product, "انجیر");
    assert_eq!(doc.lines[0].packaging.as_deref(), Some("کیسهٔ ۲۵ کیلویی"));
    assert_eq!(
        (doc.lines[0].unit.as_str(), doc.lines[0].unit_price_cents, doc.lines[0].total_cents),
        ("کیلوگرم", 425, 4250)
    );
    assert_eq!((doc.total_cents, doc.currency.as_str(), doc.incoterm.as_str()), (4250, "USD", "CPT"));
    assert_eq!((doc.place.as_str(), doc.payment_terms.as_str()), ("هامبورگ", "۳۰٪ پیش‌پرداخت"));
    assert_eq!(doc.letterhead.name, "گلبهار");
    assert_eq!(doc.letterhead.website.as_deref(), Some("https://golbahar.af"));
    let bank = doc.bank.expect("the bank details");
    assert_eq!((bank.swift.as_deref(), bank.notes.as_deref()), (Some("AFIBAFKA"), Some("شمارهٔ پیش‌فاکتور را بنویسید.")));
    assert_eq!(doc.buyer.company.as_deref(), Some("Ahmadi Trading"));
    let en = site
        .db
        .read_blocking(move |c| site::models::quotes::proforma::proforma_of(c, id, 1, site::locale::Lang::En, None))
        .unwrap();
    assert_eq!((en.lines[0].product.as_str(), en.place.as_str()), ("Figs", "Hamburg"));
    let missing = site
        .db
        .read_blocking(move |c| site::models::quotes::proforma::proforma_of(c, id, 2, site::locale::Lang::En, None));
    assert_eq!(missing.unwrap_err().status(), StatusCode::NOT_FOUND);
}

// The words and dates a buyer reads in the quote mail, on the proforma and on the quote page are
// the same: the lead time's name, the validity's date, the unit of each line.

/// What `pdftotext` reads from `pdf`, without the bidi marks it writes around runs.
fn pdf_text(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("proforma.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = std::process::Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext runs (Debian's poppler-utils)");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().chars().filter(|c| !matches!(c, '\u{202A}'..='\u{202E}')).collect()
}

/// Letters and digits only: pdftotext moves a colon or a space next to a number in a right-to-left
/// line, the words and their order stay.
fn squash(text: &str) -> String {
    text.chars().filter(|c| c.is_alphanumeric()).collect()
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

/// In each language the quote mail and its proforma name the lead time with one word (Persian:
/// زمان آماده‌سازی, as the quote page and the dashboard do), write the validity as one date (the
/// proforma's long date, never `2026-12-18`), and count a box product in one unit word (جعبه, the
/// fixture's); the company's notice of the request writes the wanted-by day the same way.
#[tokio::test]
async fn the_quote_mail_and_its_proforma_say_the_same_words_and_dates() {
    let site = quote_site().await;
    let fixture: Value = serde_json::from_str(include_str!("../fixtures/units.json")).unwrap();
    let created = site
        .post(
            "/api/products",
            json!({"name": "Figs", "nameFa": "انجیر", "unit": "box", "price": 30, "initialStock": 100,
                   "facts": {"minOrder": 1, "packaging": [{"en": "5 kg box", "fa": "جعبهٔ ۵ کیلوگرمی"}]}}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    let figs = created.body["id"].as_i64().unwrap();
    let (valid, wanted) = (day(&site, 20), day(&site, 40));
    for (lang, lead, days, quantity, valid_label) in [
        ("en", "Lead time", "21 days", "12 boxes".to_owned(), "Valid until:"),
        (
            "fa",
            "زمان آماده‌سازی",
            "۲۱ روز",
            format!("۱۲ {}", fixture["fa"]["counted"]["box"].as_str().unwrap()),
            "معتبر تا:",
        ),
    ] {
        let mut body = inquiry(json!([{"productId": figs, "quantity": 12, "packaging": "5 kg box"}]), lang);
        body["wantedBy"] = json!(wanted);
        let (id, _, _) = ask(&site, body).await;
        let notice = outbox(&site, "quote-request").pop().unwrap().4;
        for words in [
            format!("Wanted by:    {}", long_day(&wanted, "en")),
            format!("تاریخ موردنیاز: {}", long_day(&wanted, "fa")),
        ] {
            assert!(notice.contains(&words), "{words} missing from {notice}");
        }
        // the company's notice counts the line in each part's words
        let (en_part, fa_part) = notice.split_once("\n----\n").unwrap();
        assert!(en_part.contains("- Figs / انجیر (5 kg box): 12 boxes"), "{en_part}");
        assert!(fa_part.contains("- Figs / انجیر (جعبهٔ ۵ کیلوگرمی): ۱۲ جعبه"), "{fa_part}");
        let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
        let sent = site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 30.0)], &valid)).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{:?}", sent.body);
        let (mail_id, _, _, _, mail) = outbox(&site, "quote").pop().unwrap();
        let pdf = pdf_text(&attachments(&site, mail_id)[0].2);
        let until = long_day(&valid, lang);
        assert!(!mail.contains(&valid), "{lang}: the mail writes {valid} as the proforma does not:\n{mail}");
        assert!(mail.lines().any(|l| l.starts_with(valid_label) && l.contains(&until)), "{lang}: {until} in:\n{mail}");
        assert!(squash(&pdf).contains(&squash(&until)), "{lang}: {until} not in the proforma:\n{pdf}");
        for words in [lead, days, quantity.as_str()] {
            assert!(mail.contains(words), "{lang}: {words:?} missing from the mail:\n{mail}");
            assert!(squash(&pdf).contains(&squash(words)), "{lang}: {words:?} missing from the proforma:\n{pdf}");
        }
        if lang == "fa" {
            for other in ["زمان تحویل", "کارتن"] {
                assert!(!mail.contains(other), "{other} in the mail:\n{mail}");
                assert!(!squash(&pdf).contains(&squash(other)), "{other} in the proforma:\n{pdf}");
            }
        }
    }
}

/// The demo's packaging texts name their containers as the unit table does: a box is جعبه (what
/// a box product is counted in), a bag بوجی, and a carton کارتن, a word of its own; so a line
/// reads «۴۰ جعبه (جعبهٔ ۵ کیلوگرمی)», not «۴۰ کارتن (جعبهٔ ...)».
#[tokio::test]
async fn the_demo_packaging_names_containers_with_the_unit_words() {
    use site::locale::{unit_one, Lang};
    let site = Site::signed_in().await;
    assert!(site::models::demo::seed(&site.db).unwrap());
    let products = site.get("/api/products").await.body;
    let (box_fa, bag_fa) = (unit_one("box", Lang::Fa).unwrap(), unit_one("bag", Lang::Fa).unwrap());
    assert_ne!(box_fa, "کارتن", "a box is not a carton");
    let mut checked = 0;
    for product in products.as_array().unwrap() {
        for option in product["facts"]["packaging"].as_array().into_iter().flatten() {
            let (en, fa) = (option["en"].as_str().unwrap().to_lowercase(), option["fa"].as_str().unwrap_or_default());
            for (word, persian) in [("box", box_fa), ("bag", bag_fa), ("carton", "کارتن")] {
                if en.split(|c: char| !c.is_alphanumeric()).any(|w| w == word) {
                    assert!(fa.contains(persian), "{en:?} is {fa:?}: a {word} is {persian} as the unit table says");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 10, "{checked} packaging texts checked");
}
