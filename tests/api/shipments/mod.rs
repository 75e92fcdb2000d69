//! After the order (issue 41): shipments made from an accepted quote's orders, their transport,
//! containers and packages and every rule that keeps the papers true, the steps (a departure is an
//! export on the public pages, a delivery completes the orders), papers of others, keys, the audit
//! log and shipments.csv; payments against a schedule (`payments`). `accepted` is the journey
//! every test of this issue starts from.

mod buyer;
mod invoices;
mod journey;
mod payments;
mod refusals;

use crate::common::Site;
use poem::http::StatusCode;
use serde_json::{json, Value};
use site::models::quotes::ymd;

pub const SITE: &str = "https://golbahar.example";

/// A signed-in site at `SITE` whose mail goes nowhere (queued; the sender does not run here).
pub async fn signed_in_site() -> Site {
    let mut site = Site::with_flags(&["--public-url", SITE]);
    site.login().await;
    let a = site
        .put("/api/mail", json!({"host": "127.0.0.1", "port": 1, "security": "none", "from": "site@golbahar.af"}))
        .await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    site
}

/// A product in kg with stock, an HS code, origin and two packaging options.
pub async fn product(site: &Site, name: &str, name_fa: &str, stock: i64) -> i64 {
    let a = site
        .post(
            "/api/products",
            json!({"name": name, "nameFa": name_fa, "unit": "kg", "price": 5.5, "initialStock": stock,
                   "facts": {"hsCode": "0802.12", "origin": "kandahar",
                             "packaging": [{"en": "25 kg bag", "fa": "کیسهٔ ۲۵ کیلویی"}, {"en": "10 kg carton"}]}}),
        )
        .await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body["id"].as_i64().unwrap()
}

/// `days` from today in Kabul, `YYYY-MM-DD`.
pub fn day(site: &Site, days: i64) -> String {
    ymd(site.state.kabul_today() + time::Duration::days(days))
}

/// An accepted quote over three products (Almonds 1 000 kg at 6.25, Figs 500 kg at 4.10, Raisins
/// 200 kg at 3.00 USD, CFR Hamburg, 30 % in advance): (quote id, its order ids in line order).
pub async fn accepted(site: &Site, email: &str, lang: &str) -> (i64, Vec<i64>) {
    let products = [
        (product(site, "Almonds", "بادام", 5_000).await, 1_000, 6.25),
        (product(site, "Figs", "انجیر", 5_000).await, 500, 4.10),
        (product(site, "Raisins", "کشمش", 5_000).await, 200, 3.00),
    ];
    let lines: Vec<Value> = products.iter().map(|(id, q, _)| json!({"productId": id, "quantity": q})).collect();
    let a = site
        .post(
            "/api/inquiries",
            json!({"lines": lines, "name": "Maryam Ahmadi", "company": "Nordic Nuts GmbH", "email": email,
                   "country": "Germany", "destination": "Germany", "incoterm": "CFR", "lang": lang}),
        )
        .await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let id = a.body["id"].as_i64().unwrap();
    let token = a.body["quoteUrl"].as_str().unwrap().trim_start_matches("/quote/").to_owned();
    let quote = site.get(&format!("/api/quotes/{id}")).await.body;
    let prices: Vec<Value> = quote["lines"]
        .as_array()
        .unwrap()
        .iter()
        .zip(products.iter())
        .map(|(l, (_, _, price))| json!({"lineId": l["id"], "unitPrice": price}))
        .collect();
    let sent = site
        .post(
            &format!("/api/quotes/{id}/revisions"),
            json!({"currency": "USD", "incoterm": "CFR", "place": "Hamburg", "validUntil": day(site, 30),
                   "paymentTerms": "30% in advance, 70% against a copy of the B/L",
                   "paymentTermsFa": "۳۰٪ پیش‌پرداخت، ۷۰٪ در برابر رونوشت بارنامه", "leadTimeDays": 21,
                   "lines": prices}),
        )
        .await;
    assert_eq!(sent.status, StatusCode::CREATED, "{:?}", sent.body);
    let accepted = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1})).await;
    assert_eq!(accepted.status, StatusCode::OK, "{:?}", accepted.body);
    let orders = site.get(&format!("/api/quotes/{id}")).await.body["orderIds"].clone();
    (id, orders.as_array().unwrap().iter().map(|o| o.as_i64().unwrap()).collect())
}

/// Ships `orders` by sea; answers the shipment.
pub async fn ship(site: &Site, orders: &[i64]) -> Value {
    let a = site.post("/api/shipments", json!({"orderIds": orders, "mode": "sea"})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body
}

/// The edit of a shipment: by sea from Karachi in two containers, each line packed in 10 kg
/// cartons of 10.6 kg gross (the lines' quantities as ordered).
pub fn packed(s: &Value) -> Value {
    let lines: Vec<Value> = s["lines"]
        .as_array()
        .unwrap()
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let kg = l["quantity"].as_i64().unwrap();
            json!({"orderId": l["orderId"], "quantity": kg,
                   "packages": {"count": kg / 10, "kind": "10 kg carton", "kindFa": "کارتن ۱۰ کیلویی",
                                "netGrams": 10_000, "grossGrams": 10_600},
                   "marks": format!("NN/HAM/{}", i + 1),
                   "container": if i == 0 { "CSQU3054383" } else { "MSKU1234565" }})
        })
        .collect();
    json!({"mode": "sea", "carrier": "Maersk", "transportDoc": "MAEU123456789", "loadingPlace": "Karachi",
           "dischargePlace": "Hamburg", "destination": "Germany", "incoterm": "CFR", "incotermPlace": "Hamburg",
           "consignee": "Nordic Nuts GmbH\nHafenstraße 1, 20457 Hamburg", "notifyParty": "",
           "paymentTerms": "30% in advance, 70% against a copy of the B/L", "etd": null, "eta": null,
           "containers": [{"number": "CSQU3054383", "seal": "SL-1001"}, {"number": "msku 123456-5", "seal": "SL-1002"}],
           "lines": lines})
}
