//! Alerts before stock runs out (issue 42, item 4): a product's low-stock threshold, refused when
//! it is not a whole quantity, and the company mailed once through the outbox when the stock left
//! (available, less the approved orders not yet departed) falls to it — by an approval, an export
//! or a departure — and again only after it has risen above (an import, a cancellation, an edit).

use crate::common::{admin, visitor, Site};
use crate::shipments::{accepted, day, packed, ship, signed_in_site};
use poem::http::StatusCode;
use serde_json::{json, Value};

/// The low-stock mails in the outbox, oldest first: (recipient, subject, body).
pub fn alerts(site: &Site) -> Vec<(String, String, String)> {
    site.db
        .read_blocking(|c| {
            let mut stmt =
                c.prepare("SELECT recipient, subject, body FROM outbox WHERE kind = 'stock-low' ORDER BY id")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// The product's level from the dashboard's call (`Null` without a threshold).
async fn level(site: &Site, id: i64) -> Value {
    let a = site.get("/api/products/stock-levels").await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    a.body.as_array().unwrap().iter().find(|l| l["productId"] == id).cloned().unwrap_or(Value::Null)
}

/// A bought product in kg with `stock` and a threshold; its id.
async fn product(site: &Site, name: &str, stock: i64, threshold: i64) -> i64 {
    let a = site
        .post(
            "/api/products",
            json!({"name": name, "nameFa": "بادام", "unit": "kg", "price": 6, "initialStock": stock,
                   "lowStockThreshold": threshold}),
        )
        .await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body["id"].as_i64().unwrap()
}

/// A visitor's order; its id.
async fn order(site: &Site, product: i64, quantity: i64) -> i64 {
    let a =
        site.post("/api/orders", json!({"productId": product, "quantity": quantity, "customerName": "Maryam"})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body["id"].as_i64().unwrap()
}

async fn set_status(site: &Site, order: i64, status: &str) {
    let a = site.patch(&format!("/api/orders/{order}"), json!({"status": status})).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
}

#[tokio::test]
async fn a_threshold_is_a_whole_quantity_of_the_unit_and_a_bad_one_changes_nothing() {
    let site = Site::signed_in().await;
    let id = product(&site, "Almonds", 1_000, 200).await;
    let p = format!("/api/products/{id}");
    let new = |t: Value| json!({"name": "Figs", "unit": "kg", "price": 4, "initialStock": 10, "lowStockThreshold": t});
    let threshold = "Low-stock threshold must be a whole number from 0 to 1000000000";
    site.check(&[
        admin("negative on create", "POST /api/products", new(json!(-1)), 400, threshold),
        admin("too large on create", "POST /api/products", new(json!(1_000_000_001_i64)), 400, threshold),
        admin("a fraction of a kg", "POST /api/products", new(json!(2.5)), 400, ""),
        admin("text", "POST /api/products", new(json!("ten")), 400, ""),
        admin("negative on edit", &format!("PATCH {p}"), json!({"lowStockThreshold": -5}), 400, threshold),
        admin("fraction on edit", &format!("PATCH {p}"), json!({"lowStockThreshold": 0.5}), 400, ""),
        visitor("the levels are the admins'", "GET /api/products/stock-levels", Value::Null, 401, ""),
    ])
    .await;
    let refused = site.post("/api/products", new(json!(-1))).await;
    assert_eq!(
        (refused.body["code"].as_str(), refused.body["field"].as_str()),
        (Some("invalid_field"), Some("lowStockThreshold"))
    );
    assert_eq!(site.get("/api/products").await.body.as_array().unwrap().len(), 1, "no product was created");
    assert_eq!(level(&site, id).await["threshold"], 200, "the refused edits changed nothing");

    // 0 is a threshold (warn when sold out); null removes the alert; the public list carries none
    assert_eq!(site.patch(&p, json!({"lowStockThreshold": 0})).await.status, StatusCode::OK);
    assert_eq!(level(&site, id).await["threshold"], 0);
    assert!(site.get("/api/products").await.body[0].get("lowStockThreshold").is_none());
    assert_eq!(site.patch(&p, json!({"price": 7})).await.status, StatusCode::OK);
    assert_eq!(level(&site, id).await["threshold"], 0, "an edit without it keeps it");
    assert_eq!(site.patch(&p, json!({"lowStockThreshold": null})).await.status, StatusCode::OK);
    assert_eq!(level(&site, id).await, Value::Null);

    // each change of it is audited as the product's other changes are
    let audit = site.get("/api/audit?limit=50").await.body;
    let summaries: Vec<&str> = audit.as_array().unwrap().iter().filter_map(|e| e["summary"].as_str()).collect();
    assert!(summaries.contains(&"lowStockThreshold 200 → 0"), "{summaries:?}");
    assert!(summaries.contains(&"lowStockThreshold 0 → "), "{summaries:?}");
    assert!(summaries.iter().any(|s| s.ends_with("unit kg; lowStockThreshold 200")), "{summaries:?}");
}

#[tokio::test]
async fn an_approval_that_crosses_mails_once_and_the_next_crossing_after_a_rise_mails_again() {
    let site = Site::signed_in().await;
    let id = product(&site, "Almonds", 1_000, 300).await;
    let (first, second, third) =
        (order(&site, id, 600).await, order(&site, id, 200).await, order(&site, id, 100).await);
    assert!(alerts(&site).is_empty(), "pending orders set nothing aside");

    set_status(&site, first, "approved").await;
    let l = level(&site, id).await;
    assert_eq!(
        (l["available"].as_i64(), l["committed"].as_i64(), l["left"].as_i64()),
        (Some(1_000), Some(600), Some(400))
    );
    assert_eq!(l["low"], false);
    assert!(alerts(&site).is_empty(), "400 kg left is above 300");

    set_status(&site, second, "approved").await;
    assert_eq!(alerts(&site).len(), 1, "200 kg left: at the threshold or below, the company is mailed");
    let l = level(&site, id).await;
    assert_eq!((l["left"].as_i64(), l["low"].as_bool()), (Some(200), Some(true)));
    assert!(l["alertedAt"].as_str().unwrap().ends_with('Z'));

    set_status(&site, third, "approved").await;
    assert_eq!(alerts(&site).len(), 1, "a second approval below the threshold does not mail again");

    // a cancellation gives goods back: 200 left is still at or below 300
    set_status(&site, third, "cancelled").await;
    assert_eq!(level(&site, id).await["left"], 200);
    assert!(level(&site, id).await["alertedAt"].is_string());
    // an import lifts it above: the alert re-arms, and the next fall mails again
    let a = site.post(&format!("/api/products/{id}/imports"), json!({"quantity": 500})).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    let l = level(&site, id).await;
    assert_eq!((l["left"].as_i64(), l["low"].as_bool(), l.get("alertedAt")), (Some(700), Some(false), None));
    set_status(&site, third, "approved").await;
    assert_eq!(alerts(&site).len(), 1, "600 left is above the threshold");
    let a = site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 450, "destination": "Dubai"})).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    assert_eq!(alerts(&site).len(), 2, "an export that crosses mails again");

    // an edit re-arms too: a lower threshold, then the stock set lower again
    let p = format!("/api/products/{id}");
    assert_eq!(site.patch(&p, json!({"lowStockThreshold": 100})).await.status, StatusCode::OK);
    assert!(level(&site, id).await.get("alertedAt").is_none(), "150 left is above 100: armed");
    assert_eq!(site.patch(&p, json!({"baseStock": 1_200})).await.status, StatusCode::OK);
    assert_eq!(alerts(&site).len(), 2, "350 left: still above");
    let a = site.patch(&p, json!({"baseStock": 950})).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    assert_eq!(alerts(&site).len(), 3, "an edit that lowers the stock to the threshold mails");
}

#[tokio::test]
async fn an_export_crossing_mails_once_and_a_product_without_a_threshold_never() {
    let site = Site::signed_in().await;
    let watched = product(&site, "Almonds", 100, 40).await;
    let unwatched = site.product("Figs", 100).await;
    for id in [watched, unwatched] {
        for quantity in [50, 10, 30] {
            let a = site
                .post(&format!("/api/products/{id}/exports"), json!({"quantity": quantity, "destination": "Dubai"}))
                .await;
            assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
        }
    }
    let mails = alerts(&site);
    assert_eq!(mails.len(), 1, "the fall to 40 mails, the fall to 10 does not: {mails:?}");
    assert_eq!(mails[0].0, "export@golbahar.af", "to the company's contact address");
    assert!(mails[0].1.starts_with("Low stock: Almonds, 40 kg left"), "{}", mails[0].1);
    // a refused export moves nothing and mails nothing
    let a =
        site.post(&format!("/api/products/{watched}/exports"), json!({"quantity": 11, "destination": "Dubai"})).await;
    assert_eq!(a.status, StatusCode::CONFLICT);
    assert_eq!(alerts(&site).len(), 1);
}

#[tokio::test]
async fn the_mail_is_written_in_english_then_persian_with_the_products_units_and_digits() {
    let site = Site::signed_in().await;
    let id = product(&site, "Almonds", 2_500, 1_200).await;
    let o = order(&site, id, 300).await;
    set_status(&site, o, "approved").await;
    let a = site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 1_000, "destination": "Dubai"})).await;
    assert_eq!(a.status, StatusCode::OK);
    let mails = alerts(&site);
    assert_eq!(mails.len(), 1);
    let (_, subject, body) = &mails[0];
    assert_eq!(subject, "Low stock: Almonds, 1,200 kg left / موجودی رو به پایان: بادام، ۱٬۲۰۰ کیلوگرم");
    let (en, fa) = body.split_once("\n----\n").expect("English, then Persian");
    for line in [
        "Product:    Almonds (\u{2068}بادام\u{2069})",
        "Left:       1,200 kg",
        "Threshold:  1,200 kg",
        "Available:  1,500 kg, of which 300 kg for approved orders not shipped yet",
    ] {
        assert!(en.contains(line), "{line:?} in {en}");
    }
    for line in [
        "محصول: بادام (\u{2068}Almonds\u{2069})",
        "باقی‌مانده: ۱٬۲۰۰ کیلوگرم",
        "آستانهٔ هشدار: ۱٬۲۰۰ کیلوگرم",
        "موجودی: ۱٬۵۰۰ کیلوگرم، که ۳۰۰ کیلوگرم از آن برای سفارش‌های تأییدشدهٔ هنوز ارسال‌نشده است",
    ] {
        assert!(fa.contains(line), "{line:?} in {fa}");
    }
    assert!(!fa.chars().any(|c| c.is_ascii_digit()), "Persian digits in the Persian part: {fa}");
}

/// A shipment's creation approves its pending orders (a crossing), its departure exports what the
/// approvals had set aside (no second mail); goods not set aside — an order put back to pending —
/// leave at the departure, which then crosses and mails.
#[tokio::test]
async fn a_shipment_approves_then_departs_and_each_crossing_mails_once() {
    let site = signed_in_site().await;
    let (_, orders) = accepted(&site, "buyer@example.com", "en").await;
    let products = site.get("/api/products").await.body;
    let almonds = products.as_array().unwrap().iter().find(|p| p["name"] == "Almonds").unwrap()["id"].as_i64().unwrap();
    // 5 000 kg, 1 000 of it ordered
    assert_eq!(
        site.patch(&format!("/api/products/{almonds}"), json!({"lowStockThreshold": 4_200})).await.status,
        StatusCode::OK
    );
    assert!(alerts(&site).is_empty());

    let s = ship(&site, &orders).await;
    assert_eq!(alerts(&site).len(), 1, "the shipment approves the order: 4 000 kg left");
    let id = s["id"].as_i64().unwrap();
    assert_eq!(site.put(&format!("/api/shipments/{id}"), packed(&s)).await.status, StatusCode::OK);
    // the order back to pending: its goods are no longer set aside, and the alert re-arms
    set_status(&site, orders[0], "pending").await;
    assert!(level(&site, almonds).await.get("alertedAt").is_none());
    for kind in ["booked", "packed", "departed"] {
        let a =
            site.post(&format!("/api/shipments/{id}/milestones"), json!({"kind": kind, "date": day(&site, 0)})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{kind}: {:?}", a.body);
    }
    let l = level(&site, almonds).await;
    assert_eq!(
        (l["available"].as_i64(), l["committed"].as_i64(), l["left"].as_i64()),
        (Some(4_000), Some(0), Some(4_000))
    );
    assert_eq!(alerts(&site).len(), 2, "the departure exported 1 000 kg: a crossing");

    // approved again after it left: what departed is not set aside twice
    set_status(&site, orders[0], "approved").await;
    assert_eq!(level(&site, almonds).await["committed"], 0);
    assert_eq!(alerts(&site).len(), 2);
}
