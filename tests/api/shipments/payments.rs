//! Payments against a schedule (issue 41, items 4 and 6): 30 % in advance and 70 % against the
//! B/L, amounts exact to the cent, every refusal changing nothing, the money owed per buyer and
//! currency, what is overdue, the buyer's mails and reminders, the owner's figures, payments.csv,
//! the audit log and keys. Mail is read from the outbox; reminders run by calling the job.

use super::{accepted, day, packed, ship, signed_in_site, SITE};
use crate::common::Site;
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

/// The shipment of the accepted quote's first two orders (Almonds 6 250.00 + Figs 2 050.00 =
/// 8 300.00 USD): its id.
async fn shipped(site: &Site, email: &str, lang: &str) -> i64 {
    let (_, orders) = accepted(site, email, lang).await;
    ship(site, &orders[..2]).await["id"].as_i64().unwrap()
}

/// 30 % on `advance_day` and 70 % on the departure, as set.
fn thirty_seventy(advance_day: &str) -> Value {
    json!({"dues": [{"percent": 30, "due": "date", "dueDate": advance_day}, {"percent": 70, "due": "departed"}]})
}

async fn schedule(site: &Site, id: i64) -> Value {
    let a = site.get(&format!("/api/shipments/{id}/schedule")).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    a.body
}

async fn set(site: &Site, id: i64, body: Value) -> Value {
    let a = site.put(&format!("/api/shipments/{id}/schedule"), body).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    a.body
}

/// A payment of `cents` USD by transfer today.
fn usd(site: &Site, cents: i64, reference: &str) -> Value {
    json!({"date": day(site, 0), "amountCents": cents, "currency": "USD", "method": "transfer", "reference": reference})
}

async fn pay(site: &Site, id: i64, body: Value) -> Value {
    let a = site.post(&format!("/api/shipments/{id}/payments"), body).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body
}

/// Packs the shipment and records booked, packed and departed today.
async fn depart(site: &Site, id: i64) {
    let s = site.get(&format!("/api/shipments/{id}")).await.body;
    assert_eq!(site.put(&format!("/api/shipments/{id}"), packed(&s)).await.status, StatusCode::OK);
    for kind in ["booked", "packed", "departed"] {
        let a =
            site.post(&format!("/api/shipments/{id}/milestones"), json!({"kind": kind, "date": day(site, 0)})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{kind}: {:?}", a.body);
    }
}

/// The outbox's messages of `kind`: (recipient, subject, body).
fn outbox(site: &Site, kind: &'static str) -> Vec<(String, String, String)> {
    site.db
        .read_blocking(move |c| {
            let mut stmt = c.prepare("SELECT recipient, subject, body FROM outbox WHERE kind = ?1 ORDER BY id")?;
            let rows = stmt.query_map([kind], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// (amount, paid, outstanding) of each due.
fn dues(s: &Value) -> Vec<(i64, i64, i64)> {
    s["dues"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["amountCents"].as_i64().unwrap(),
                d["paidCents"].as_i64().unwrap(),
                d["outstandingCents"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// A plain order of a new product priced `price` in `currency` (1 kg) by Maryam, shipped by air:
/// the shipment's id.
async fn plain(site: &Site, name: &str, price: f64, currency: &str, email: &str) -> i64 {
    let product = site
        .post(
            "/api/products",
            json!({"name": name, "unit": "kg", "price": price, "currency": currency, "initialStock": 50}),
        )
        .await;
    assert_eq!(product.status, StatusCode::CREATED, "{:?}", product.body);
    let order = site
        .post(
            "/api/orders",
            json!({"productId": product.body["id"], "quantity": 1, "customerName": "Maryam Ahmadi",
                   "customerEmail": email, "destination": "Germany"}),
        )
        .await;
    assert_eq!(order.status, StatusCode::CREATED, "{:?}", order.body);
    let a = site.post("/api/shipments", json!({"orderIds": [order.body["id"]], "mode": "air"})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body["id"].as_i64().unwrap()
}

#[tokio::test]
async fn thirty_in_advance_seventy_against_the_bill_of_lading_until_the_last_payment_closes_it() {
    let site = signed_in_site().await;
    let id = shipped(&site, "maryam@example.com", "en").await;
    let none = schedule(&site, id).await;
    assert_eq!((none["scheduled"].clone(), none["dues"].clone()), (json!(false), json!([])));
    assert_eq!((none["valueCents"].as_i64(), none["outstandingCents"].as_i64()), (Some(830_000), Some(0)));
    let a = site.post(&format!("/api/shipments/{id}/payments"), usd(&site, 1_000, "")).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("no_schedule")), "{:?}", a.body);

    let s = set(&site, id, thirty_seventy(&day(&site, 0))).await;
    assert_eq!(dues(&s), [(249_000, 0, 249_000), (581_000, 0, 581_000)]);
    assert_eq!(s["dues"][0]["dueDate"], json!(day(&site, 0)));
    assert!(s["dues"][1].get("dueDate").is_none(), "due on the departure: no day yet");
    assert_eq!((s["dues"][0]["percent"].as_f64(), s["dues"][1]["basisPoints"].as_i64()), (Some(30.0), Some(7_000)));
    assert_eq!((s["nextDueDate"].clone(), s["nextDueCents"].as_i64()), (json!(day(&site, 0)), Some(249_000)));

    // the advance
    let s = pay(&site, id, usd(&site, 249_000, "FT26344ABC12")).await;
    assert_eq!(dues(&s), [(249_000, 249_000, 0), (581_000, 0, 581_000)]);
    assert_eq!((s["paidCents"].as_i64(), s["outstandingCents"].as_i64()), (Some(249_000), Some(581_000)));
    assert_eq!((s["closed"].clone(), s["payments"][0]["reference"].clone()), (json!(false), json!("FT26344ABC12")));
    assert!(s.get("nextDueDate").is_none(), "the 70 % has no day before the departure");

    // departed: the 70 % falls due that day
    depart(&site, id).await;
    let s = schedule(&site, id).await;
    assert_eq!(s["dues"][1]["dueDate"], json!(day(&site, 0)));
    assert_eq!((s["nextDueDate"].clone(), s["overdueCents"].as_i64()), (json!(day(&site, 0)), Some(0)));

    // a partial payment, then one above what is left, then the last
    let s = pay(&site, id, usd(&site, 100_000, "")).await;
    assert_eq!(dues(&s), [(249_000, 249_000, 0), (581_000, 100_000, 481_000)]);
    let a = site.post(&format!("/api/shipments/{id}/payments"), usd(&site, 481_001, "")).await;
    assert_eq!(
        (a.status, a.body["code"].as_str(), a.body["field"].as_str()),
        (StatusCode::CONFLICT, Some("over_outstanding"), Some("amountCents"))
    );
    assert!(a.error().contains("4810.00 USD") && a.error().contains("nothing was recorded"), "{}", a.error());
    let s = pay(
        &site,
        id,
        json!({"date": day(&site, 0), "amountCents": 481_000, "currency": "USD", "method": "letter_of_credit"}),
    )
    .await;
    assert_eq!(dues(&s), [(249_000, 249_000, 0), (581_000, 581_000, 0)]);
    assert_eq!((s["outstandingCents"].as_i64(), s["closed"].clone()), (Some(0), json!(true)));
    assert!(s.get("nextDueDate").is_none());
    let a = site.post(&format!("/api/shipments/{id}/payments"), usd(&site, 1, "")).await;
    assert_eq!(a.body["code"], json!("over_outstanding"), "nothing left: {:?}", a.body);
    assert!(a.error().contains("Nothing is outstanding"), "{}", a.error());

    // the buyer was mailed each payment, with what remains and their order page
    let mails = outbox(&site, "payment-received");
    assert_eq!(mails.len(), 3);
    assert_eq!(mails[0].0, "maryam@example.com");
    assert!(
        mails[0].1.starts_with("Payment received for shipment SHP-") && mails[0].1.ends_with(": 2,490.00 USD"),
        "{}",
        mails[0].1
    );
    assert!(mails[0].2.contains("Still to pay: 5,810.00 USD."), "{}", mails[0].2);
    assert!(mails[0].2.contains("(reference \u{2068}FT26344ABC12\u{2069})"), "{}", mails[0].2);
    assert!(mails[0].2.contains(&format!("{SITE}/order/")), "{}", mails[0].2);
    assert!(mails[1].2.contains("Still to pay: 4,810.00 USD. The next 4,810.00 USD is due on"), "{}", mails[1].2);
    assert!(mails[2].2.contains("The shipment is now paid in full."), "{}", mails[2].2);

    // a payment taken back opens the schedule again
    let last = s["payments"][2]["id"].as_i64().unwrap();
    let a = site.delete(&format!("/api/shipments/{id}/payments/{last}")).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    assert_eq!((a.body["outstandingCents"].as_i64(), a.body["closed"].clone()), (Some(481_000), json!(false)));
    assert_eq!(site.delete(&format!("/api/shipments/{id}/payments/{last}")).await.status, StatusCode::NOT_FOUND);
    // a shipment with payments cannot be deleted
    assert_eq!(site.delete(&format!("/api/shipments/{id}")).await.body["code"], json!("shipment_locked"));

    // every change is in the audit log
    let kinds: Vec<(String, String)> = site
        .db
        .read_blocking(|c| {
            let mut stmt = c.prepare("SELECT kind, changes FROM audit_log WHERE kind LIKE 'payment.%' ORDER BY id")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap();
    let names: Vec<&str> = kinds.iter().map(|(k, _)| k.as_str()).collect();
    assert_eq!(names, ["payment.schedule", "payment.record", "payment.record", "payment.record", "payment.delete"]);
    assert!(kinds[0].1.contains(&format!("30% date {}; 70% departed+0", day(&site, 0))), "{}", kinds[0].1);
    assert!(kinds[1].1.contains("2490.00 USD") && kinds[1].1.contains("FT26344ABC12"), "{}", kinds[1].1);
}

#[tokio::test]
async fn a_value_that_does_not_divide_evenly_is_shared_exactly_to_the_cent() {
    let site = signed_in_site().await;
    let id = plain(&site, "Saffron", 1_000.01, "USD", "maryam@example.com").await;
    let thirds = json!({"dues": [{"percent": 33.33, "due": "date", "dueDate": day(&site, 0)},
                                 {"percent": 33.33, "due": "departed", "days": 0},
                                 {"percent": 33.34, "due": "arrived", "days": 30}]});
    let s = set(&site, id, thirds).await;
    assert_eq!(s["valueCents"].as_i64(), Some(100_001));
    // 33 330.33 rounds to 33 330 twice; the last takes the rest: 33 341
    assert_eq!(dues(&s), [(33_330, 0, 33_330), (33_330, 0, 33_330), (33_341, 0, 33_341)]);
    let s = pay(&site, id, usd(&site, 50_000, "")).await;
    assert_eq!(dues(&s), [(33_330, 33_330, 0), (33_330, 16_670, 16_660), (33_341, 0, 33_341)]);
    assert_eq!((s["paidCents"].as_i64(), s["outstandingCents"].as_i64()), (Some(50_000), Some(50_001)));
    // the schedule changes after a payment: the payments cover the new dues in their order
    let s = set(&site, id, json!({"dues": [{"percent": 100, "due": "departed", "days": 30}]})).await;
    assert_eq!(dues(&s), [(100_001, 50_000, 50_001)]);
    let s = pay(&site, id, usd(&site, 50_001, "")).await;
    assert_eq!((s["outstandingCents"].as_i64(), s["closed"].clone()), (Some(0), json!(true)));
}

#[tokio::test]
async fn refusals_change_nothing() {
    let site = signed_in_site().await;
    let id = shipped(&site, "maryam@example.com", "en").await;
    set(&site, id, thirty_seventy(&day(&site, 0))).await;
    pay(&site, id, usd(&site, 100_000, "")).await;
    let before = schedule(&site, id).await;
    let path = format!("/api/shipments/{id}/payments");
    let paid = |c: i64| json!({"date": day(&site, 0), "amountCents": c, "currency": "USD", "method": "cash"});
    let mut afn = paid(1_000);
    afn["currency"] = json!("AFN");
    let mut future = paid(1_000);
    future["date"] = json!(day(&site, 1));
    let mut fractional = paid(1_000);
    fractional["amountCents"] = json!(100.5);
    let mut zero = paid(0);
    zero["method"] = json!("cash");
    let mut lines = paid(1_000);
    lines["reference"] = json!("one\ntwo");
    let schedule_path = format!("/api/shipments/{id}/schedule");
    let due = |percent: f64| json!({"percent": percent, "due": "departed"});
    let cases: Vec<(&str, &str, Value, u16, &str)> = vec![
        ("POST", path.as_str(), afn, 409, "mixed_currencies"),
        ("POST", path.as_str(), paid(730_001), 409, "over_outstanding"),
        ("POST", path.as_str(), future, 409, "date_out_of_range"),
        ("POST", path.as_str(), fractional, 400, ""),
        ("POST", path.as_str(), zero, 400, "invalid_field"),
        ("POST", path.as_str(), lines, 400, ""),
        ("POST", path.as_str(), json!({"amountCents": 1_000}), 400, "required"),
        ("PUT", schedule_path.as_str(), json!({"dues": [due(30.0), due(60.0)]}), 400, "invalid_field"),
        ("PUT", schedule_path.as_str(), json!({"dues": [due(33.333), due(66.667)]}), 400, "invalid_field"),
        ("PUT", schedule_path.as_str(), json!({"dues": []}), 400, ""),
        ("PUT", schedule_path.as_str(), json!({"dues": vec![due(10.0); 11]}), 400, ""),
        ("PUT", schedule_path.as_str(), json!({"dues": [{"percent": 100, "due": "date"}]}), 400, "invalid_field"),
        (
            "PUT",
            schedule_path.as_str(),
            json!({"dues": [{"percent": 100, "due": "departed", "dueDate": day(&site, 0)}]}),
            400,
            "invalid_field",
        ),
        (
            "PUT",
            schedule_path.as_str(),
            json!({"dues": [{"percent": 100, "due": "arrived", "days": 366}]}),
            400,
            "invalid_field",
        ),
        ("PUT", schedule_path.as_str(), json!({"dues": [{"percent": 100, "due": "later"}]}), 400, ""),
    ];
    for (method, path, body, status, code) in cases {
        let a = match method {
            "POST" => site.post(path, body.clone()).await,
            _ => site.put(path, body.clone()).await,
        };
        assert_eq!(a.status.as_u16(), status, "{body}: {:?}", a.body);
        if !code.is_empty() {
            assert_eq!(a.body["code"], json!(code), "{body}: {:?}", a.body);
        }
        assert_eq!(schedule(&site, id).await, before, "{body}: nothing changes");
    }
    assert_eq!(outbox(&site, "payment-received").len(), 1, "only the one payment was mailed");
    assert_eq!(site.get("/api/shipments/999999/schedule").await.status, StatusCode::NOT_FOUND);
    assert_eq!(site.post("/api/shipments/999999/payments", paid(1)).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn money_owed_per_buyer_and_currency_is_never_summed_across_currencies_and_overdue_moves_with_the_calendar() {
    let site = signed_in_site().await;
    let dollars = shipped(&site, "maryam@example.com", "en").await;
    set(&site, dollars, thirty_seventy(&day(&site, 0))).await;
    pay(&site, dollars, usd(&site, 49_000, "")).await;
    // the same buyer (her address in other letters) in afghani: 900 AFN, all in 10 days
    let afghani = plain(&site, "Saffron", 900.0, "AFN", "MARYAM@example.com").await;
    set(&site, afghani, json!({"dues": [{"percent": 100, "due": "date", "dueDate": day(&site, 10)}]})).await;
    // another buyer, nothing scheduled: owes nothing yet
    plain(&site, "Mulberries", 10.0, "USD", "someone@else.example").await;

    let owed = site.get("/api/payments/owed").await;
    assert_eq!(owed.status, StatusCode::OK);
    let list = owed.body.as_array().unwrap();
    assert_eq!(list.len(), 2, "{list:?}");
    let of = |currency: &str| list.iter().find(|o| o["currency"] == json!(currency)).unwrap().clone();
    let (usd_owed, afn_owed) = (of("USD"), of("AFN"));
    assert_eq!((usd_owed["outstandingCents"].as_i64(), usd_owed["overdueCents"].as_i64()), (Some(781_000), Some(0)));
    assert_eq!((afn_owed["outstandingCents"].as_i64(), afn_owed["overdueCents"].as_i64()), (Some(90_000), Some(0)));
    assert_eq!(usd_owed["buyerName"], json!("Maryam Ahmadi"));
    assert_eq!(usd_owed["shipments"][0]["id"].as_i64(), Some(dollars));
    assert_eq!(usd_owed["shipments"][0]["nextDueDate"], json!(day(&site, 0)));
    assert_eq!(usd_owed["shipments"][0]["nextDueCents"].as_i64(), Some(200_000));
    assert_eq!(afn_owed["shipments"][0]["nextDueDate"], json!(day(&site, 10)));

    // tomorrow the rest of the advance is overdue
    site.state.shift_calendar(1);
    let s = schedule(&site, dollars).await;
    assert_eq!((s["dues"][0]["overdue"].clone(), s["overdueCents"].as_i64()), (json!(true), Some(200_000)));
    let owed = site.get("/api/payments/owed").await.body;
    assert_eq!(owed[0]["currency"], json!("USD"), "the most overdue first");
    assert_eq!(owed[0]["overdueCents"].as_i64(), Some(200_000));
    assert_eq!(owed[1]["overdueCents"].as_i64(), Some(0));
    // and the owner's figures say so, each currency apart
    let figures = site.get("/api/analytics?tzOffset=-270").await.body;
    assert_eq!(
        figures["outstanding"],
        json!([{"currency": "USD", "outstandingCents": 781_000, "overdueCents": 200_000},
               {"currency": "AFN", "outstandingCents": 90_000, "overdueCents": 0}])
    );
}

#[tokio::test]
async fn the_owner_sees_invoiced_and_received_per_month_beside_the_estimate() {
    let site = signed_in_site().await;
    let id = shipped(&site, "maryam@example.com", "en").await;
    set(&site, id, thirty_seventy(&day(&site, 0))).await;
    pay(&site, id, usd(&site, 249_000, "")).await;
    // an invoice of 8 300.00, cancelled by a credit note, and a new one of 8 000.00 (the invoices'
    // own API makes them; here they are written as it stores them)
    let today = day(&site, 0);
    let (written_day, shipment) = (today.clone(), id);
    site.db
        .write(move |tx| {
            let mut insert = tx.prepare(
                "INSERT INTO invoices (kind, year, seq, number, shipment_id, corrects, issue_date, issued_at,
                                       currency, total_cents, document)
                 VALUES (?1, 2026, ?2, ?3, ?4, ?5, ?6, 0, 'USD', ?7, '{}')",
            )?;
            insert.execute(rusqlite::params!["invoice", 1, "INV-X-1", shipment, None::<i64>, written_day, 830_000])?;
            let first = tx.last_insert_rowid();
            insert.execute(rusqlite::params!["credit_note", 1, "CN-X-1", shipment, first, written_day, 830_000])?;
            insert.execute(rusqlite::params!["invoice", 2, "INV-X-2", shipment, None::<i64>, written_day, 800_000])?;
            Ok(())
        })
        .await
        .unwrap();
    let s = schedule(&site, id).await;
    assert_eq!((s["valueCents"].as_i64(), s["invoiceNumber"].clone()), (Some(800_000), json!("INV-X-2")));
    assert_eq!(dues(&s), [(240_000, 240_000, 0), (560_000, 9_000, 551_000)], "the live invoice's total is shared");

    site.state.analytics_json.invalidate();
    let a = site.get("/api/analytics?tzOffset=-270").await;
    assert_eq!(a.status, StatusCode::OK);
    let month = today[5..7].parse::<usize>().unwrap() - 1;
    let f = &a.body;
    for key in ["invoicedPerMonthUsd", "invoicedPerMonthAfn", "receivedPerMonthUsd", "receivedPerMonthAfn"] {
        assert_eq!(f[key].as_array().unwrap().len(), 12, "{key}");
    }
    assert_eq!(f["invoicedPerMonthUsd"][month].as_f64(), Some(8_000.0), "8 300 − 8 300 + 8 000");
    assert_eq!(f["receivedPerMonthUsd"][month].as_f64(), Some(2_490.0));
    assert_eq!(f["receivedPerMonthAfn"][month].as_f64(), Some(0.0));
    assert_eq!(f["outstanding"][0]["outstandingCents"].as_i64(), Some(551_000));
    assert!(f["revenuePerMonthUsd"].is_array(), "beside the estimate");
}

#[tokio::test]
async fn the_buyer_is_reminded_before_and_on_the_due_date_once_each_and_never_once_paid() {
    let site = signed_in_site().await;
    let remind = || site::api::payments::send_reminders(&site.state);
    let id = shipped(&site, "maryam@example.com", "fa").await;
    set(&site, id, thirty_seventy(&day(&site, 5))).await;
    // paid in full ahead of its day: never reminded
    let paid = plain(&site, "Saffron", 10.0, "USD", "paid@example.com").await;
    set(&site, paid, json!({"dues": [{"percent": 100, "due": "date", "dueDate": day(&site, 5)}]})).await;
    pay(&site, paid, usd(&site, 1_000, "")).await;
    // a buyer who gave no address: nobody to remind
    let nowhere = plain(&site, "Mulberries", 10.0, "USD", "").await;
    set(&site, nowhere, json!({"dues": [{"percent": 100, "due": "date", "dueDate": day(&site, 5)}]})).await;

    assert_eq!(remind().await.unwrap(), 0, "five days before: not yet");
    site.state.shift_calendar(2);
    assert_eq!(remind().await.unwrap(), 1, "three days before");
    site.state.shift_calendar(3);
    assert_eq!(remind().await.unwrap(), 0, "once");
    site.state.shift_calendar(5);
    assert_eq!(remind().await.unwrap(), 1, "on the day");
    assert_eq!(remind().await.unwrap(), 0, "once");
    site.state.shift_calendar(6);
    assert_eq!(remind().await.unwrap(), 0, "not after");

    let before = outbox(&site, "payment-reminder");
    let on_the_day = outbox(&site, "payment-due");
    assert_eq!((before.len(), on_the_day.len()), (1, 1));
    assert_eq!(before[0].0, "maryam@example.com");
    // in Persian: the amount (2 490.00) in Persian digits, the shipment's number isolated, her page
    assert!(before[0].1.starts_with("یادآوری پرداخت: ۲٬۴۹۰٫۰۰ دلار آمریکا برای محمولهٔ \u{2068}SHP-"), "{}", before[0].1);
    assert!(
        before[0].2.contains("۳۰ درصد ارزش محموله") && before[0].2.contains(&format!("{SITE}/fa/order/")),
        "{}",
        before[0].2
    );
    assert!(on_the_day[0].1.starts_with("سررسید پرداخت امروز است: ۲٬۴۹۰٫۰۰ دلار آمریکا"), "{}", on_the_day[0].1);
    assert!(
        on_the_day[0].2.contains("امروز، ") && on_the_day[0].2.contains("(۳۰ درصد ارزش محموله)"),
        "{}",
        on_the_day[0].2
    );
    let s = schedule(&site, id).await;
    assert!(s["dues"][0]["remindedBeforeAt"].is_string() && s["dues"][0]["remindedDueAt"].is_string());
}

#[tokio::test]
async fn a_due_day_missed_while_the_server_was_stopped_is_reminded_late_once_within_a_week() {
    let site = signed_in_site().await;
    let remind = || site::api::payments::send_reminders(&site.state);
    let missed = shipped(&site, "maryam@example.com", "fa").await;
    set(&site, missed, json!({"dues": [{"percent": 100, "due": "date", "dueDate": day(&site, 5)}]})).await;
    let long_ago = plain(&site, "Saffron", 10.0, "USD", "john@example.com").await;
    set(&site, long_ago, json!({"dues": [{"percent": 100, "due": "date", "dueDate": day(&site, 20)}]})).await;
    assert_eq!(remind().await.unwrap(), 0, "day 0: nothing due yet, and the run is remembered");

    // stopped from day 1 to day 6: the day before and the day itself passed unseen
    site.state.shift_calendar(7);
    assert_eq!(remind().await.unwrap(), 1, "day 7: the missed due day, late");
    assert_eq!(remind().await.unwrap(), 0, "once");
    site.state.shift_calendar(8);
    // a due set with a day already past was never missed by a run: nobody is mailed of it
    let backdated = plain(&site, "Figs", 10.0, "USD", "ali@example.com").await;
    set(&site, backdated, json!({"dues": [{"percent": 100, "due": "date", "dueDate": day(&site, -2)}]})).await;
    assert_eq!(remind().await.unwrap(), 0);
    site.state.shift_calendar(9);
    assert_eq!(remind().await.unwrap(), 0, "day 9: the backdated due stays quiet");
    // stopped from day 10 to day 27: day 20 is more than a week old by then
    site.state.shift_calendar(28);
    assert_eq!(remind().await.unwrap(), 0, "older than a week: no late news");

    let late = outbox(&site, "payment-late");
    assert_eq!(late.len(), 1, "{late:?}");
    let (to, subject, body) = &late[0];
    assert_eq!(to, "maryam@example.com");
    assert!(subject.starts_with("سررسید پرداخت گذشته است: ۸٬۳۰۰٫۰۰ دلار آمریکا برای محمولهٔ \u{2068}SHP-"), "{subject}");
    assert!(body.contains("(۱۰۰ درصد ارزش محموله)") && body.contains("هنوز به دست ما نرسیده است"), "{body}");
    assert!(outbox(&site, "payment-due").is_empty() && outbox(&site, "payment-reminder").is_empty());
    assert!(schedule(&site, missed).await["dues"][0]["remindedDueAt"].is_string());
    assert!(schedule(&site, backdated).await["dues"][0]["remindedDueAt"].is_null());
}

#[tokio::test]
async fn the_payment_received_mail_is_in_the_buyers_language() {
    let site = signed_in_site().await;
    let fa = shipped(&site, "maryam@example.com", "fa").await;
    set(&site, fa, thirty_seventy(&day(&site, 0))).await;
    pay(&site, fa, usd(&site, 249_000, "FT-1")).await;
    let en = shipped(&site, "john@example.com", "en").await;
    set(&site, en, json!({"dues": [{"percent": 100, "due": "departed", "days": 30}]})).await;
    pay(&site, en, usd(&site, 830_000, "")).await;
    let mails = outbox(&site, "payment-received");
    assert_eq!(mails.len(), 2);
    let (to, subject, body) = &mails[0];
    assert_eq!(to, "maryam@example.com");
    assert!(
        subject.starts_with("پرداخت شما برای محمولهٔ \u{2068}SHP-") && subject.ends_with("رسید: ۲٬۴۹۰٫۰۰ دلار آمریکا"),
        "{subject}"
    );
    assert!(body.starts_with("با سلام،\n\nسپاسگزاریم. پرداخت شما به مبلغ ۲٬۴۹۰٫۰۰ دلار آمریکا"), "{body}");
    assert!(
        body.contains("(شمارهٔ مرجع: \u{2068}FT-1\u{2069})") && body.contains("مبلغ باقی‌مانده: ۵٬۸۱۰٫۰۰ دلار آمریکا."),
        "{body}"
    );
    assert!(body.contains(&format!("{SITE}/fa/order/")), "{body}");
    let (to, subject, body) = &mails[1];
    assert_eq!(to, "john@example.com");
    assert!(
        subject.ends_with(": 8,300.00 USD")
            && body.contains("paid in full")
            && body.contains(&format!("{SITE}/order/")),
        "{subject} {body}"
    );
}

#[tokio::test]
async fn payments_csv_lists_every_payment_and_keys_read_and_record() {
    let site = signed_in_site().await;
    let id = shipped(&site, "maryam@example.com", "en").await;
    set(&site, id, thirty_seventy(&day(&site, 0))).await;
    pay(&site, id, usd(&site, 249_000, "=HYPERLINK(1)")).await;
    let a = site.get("/api/payments/payments.csv?lang=fa").await;
    assert_eq!(a.status, StatusCode::OK);
    let text = String::from_utf8(a.bytes.clone()).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert!(rows[0].contains("تاریخ") && rows[0].contains("روش پرداخت"), "{text}");
    assert!(
        rows[1].starts_with(&day(&site, 0)) && rows[1].contains("SHP-") && rows[1].contains("2490.00,USD"),
        "{text}"
    );
    assert!(rows[1].contains("حوالهٔ بانکی") && rows[1].contains("'=HYPERLINK(1)"), "{text}");

    let key = |access: &'static str| {
        let site = &site;
        async move {
            let a = site.post("/api/keys", json!({"name": access, "access": access})).await;
            assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
            a.body["secret"].as_str().unwrap().to_owned()
        }
    };
    let (read, write) = (key("read").await, key("readWrite").await);
    for path in
        [format!("/api/shipments/{id}/schedule"), "/api/payments/owed".into(), "/api/payments/payments.csv".into()]
    {
        assert_eq!(site.with_key(&read, Method::GET, &path, None).await.status, StatusCode::OK, "{path}");
    }
    let path = format!("/api/shipments/{id}/payments");
    let a = site.with_key(&read, Method::POST, &path, Some(usd(&site, 1_000, ""))).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::FORBIDDEN, Some("read_only_key")));
    let a = site
        .with_key(&read, Method::PUT, &format!("/api/shipments/{id}/schedule"), Some(thirty_seventy(&day(&site, 0))))
        .await;
    assert_eq!(a.status, StatusCode::FORBIDDEN);
    let a = site.with_key(&write, Method::POST, &path, Some(usd(&site, 1_000, "accountant"))).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    assert_eq!(a.body["paidCents"].as_i64(), Some(250_000));
    assert_eq!(site.get(&path.replace("/payments", "/schedule")).await.status, StatusCode::OK);
    let anonymous = Site::new();
    assert_eq!(anonymous.get("/api/payments/owed").await.status, StatusCode::UNAUTHORIZED);
}
