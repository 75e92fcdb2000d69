//! Every refusal of a shipment: each gives its code (and field) and changes nothing.

use super::{accepted, day, packed, ship, signed_in_site};
use crate::common::Site;
use poem::http::StatusCode;
use serde_json::{json, Value};

/// `body` sent to `path` is refused with `status` and `code`, and the shipment `id` is unchanged.
async fn refused(site: &Site, id: i64, method: &str, path: &str, body: Value, status: StatusCode, code: &str) {
    let before = site.get(&format!("/api/shipments/{id}")).await.body;
    let a = match method {
        "POST" => site.post(path, body).await,
        _ => site.put(path, body).await,
    };
    assert_eq!((a.status, a.body["code"].as_str()), (status, Some(code)), "{path}: {:?}", a.body);
    let mut after = site.get(&format!("/api/shipments/{id}")).await.body;
    after["updatedAt"] = before["updatedAt"].clone();
    assert_eq!(before, after, "{path}: nothing changes");
}

#[tokio::test]
async fn orders_that_cannot_travel_together_are_refused() {
    let site = signed_in_site().await;
    let (_, mine) = accepted(&site, "maryam@example.com", "en").await;
    let (_, theirs) = accepted(&site, "someone@else.example", "en").await;
    let a = site.post("/api/shipments", json!({"orderIds": [mine[0], theirs[0]], "mode": "sea"})).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("mixed_buyers")));
    // an order of the site's form, priced in AFN, by the same buyer
    let afn = site
        .post(
            "/api/products",
            json!({"name": "Saffron", "unit": "kg", "price": 900, "currency": "AFN", "initialStock": 50}),
        )
        .await
        .body["id"]
        .as_i64()
        .unwrap();
    let order = site
        .post(
            "/api/orders",
            json!({"productId": afn, "quantity": 2, "customerName": "Maryam Ahmadi",
                                    "customerEmail": "MARYAM@example.com", "destination": "Germany"}),
        )
        .await;
    assert_eq!(order.status, StatusCode::CREATED, "{:?}", order.body);
    let order = order.body["id"].as_i64().unwrap();
    let a = site.post("/api/shipments", json!({"orderIds": [mine[0], order], "mode": "air"})).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("mixed_currencies")));
    // alone it ships, at the product's price
    let alone = ship(&site, &[order]).await;
    assert_eq!((alone["currency"].as_str(), alone["lines"][0]["unitCents"].as_i64()), (Some("AFN"), Some(90_000)));
    // an order in two shipments, a cancelled one, an unknown one
    ship(&site, &mine[..1]).await;
    let a = site.post("/api/shipments", json!({"orderIds": [mine[0], mine[1]], "mode": "sea"})).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("already_shipped")));
    assert_eq!(
        site.patch(&format!("/api/orders/{}", mine[2]), json!({"status": "cancelled"})).await.status,
        StatusCode::OK
    );
    let a = site.post("/api/shipments", json!({"orderIds": [mine[2]], "mode": "sea"})).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("order_not_shippable")));
    let a = site.post("/api/shipments", json!({"orderIds": [999_999], "mode": "sea"})).await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);
    for bad in [
        json!({"orderIds": [], "mode": "sea"}),
        json!({"orderIds": [mine[1]], "mode": "boat"}),
        json!({"orderIds": [mine[1]]}),
    ] {
        let a = site.post("/api/shipments", bad.clone()).await;
        assert_eq!(a.status, StatusCode::BAD_REQUEST, "{bad}: {:?}", a.body);
    }
    assert_eq!(site.get("/api/shipments").await.body.as_array().unwrap().len(), 2, "nothing else was made");
}

#[tokio::test]
async fn packages_weights_containers_and_dates_that_do_not_add_up_are_refused() {
    let site = signed_in_site().await;
    let (_, orders) = accepted(&site, "maryam@example.com", "en").await;
    let s = ship(&site, &orders[..2]).await;
    let id = s["id"].as_i64().unwrap();
    let path = format!("/api/shipments/{id}");
    let with = |change: &dyn Fn(&mut Value)| {
        let mut body = packed(&s);
        change(&mut body);
        body
    };
    let bad_request = StatusCode::BAD_REQUEST;
    let conflict = StatusCode::CONFLICT;
    let cases: Vec<(&str, Value, StatusCode, &str)> = vec![
        (
            "gross below net",
            with(&|b| b["lines"][0]["packages"]["grossGrams"] = json!(9_999)),
            bad_request,
            "invalid_field",
        ),
        (
            "negative packages",
            with(&|b| b["lines"][0]["packages"]["count"] = json!(-100)),
            bad_request,
            "invalid_field",
        ),
        (
            "fractional packages",
            with(&|b| b["lines"][0]["packages"]["count"] = json!(99.5)),
            bad_request,
            "invalid_request",
        ),
        (
            "more packed than ordered",
            with(&|b| b["lines"][0]["packages"]["count"] = json!(101)),
            conflict,
            "more_than_ordered",
        ),
        (
            "more shipped than ordered",
            with(&|b| b["lines"][0]["quantity"] = json!(1_001)),
            conflict,
            "more_than_ordered",
        ),
        (
            "packed less than shipped",
            with(&|b| b["lines"][0]["packages"]["count"] = json!(99)),
            bad_request,
            "invalid_field",
        ),
        (
            "ETA before ETD",
            with(&|b| {
                b["etd"] = json!("2026-12-10");
                b["eta"] = json!("2026-12-09");
            }),
            bad_request,
            "invalid_field",
        ),
        (
            "a mistyped container",
            with(&|b| b["containers"][0]["number"] = json!("CSQU3054384")),
            bad_request,
            "invalid_field",
        ),
        (
            "a container twice",
            with(&|b| b["containers"][1]["number"] = json!("CSQU3054383")),
            bad_request,
            "invalid_field",
        ),
        (
            "a line in no container",
            with(&|b| b["lines"][0]["container"] = json!("TGHU9999995")),
            bad_request,
            "invalid_field",
        ),
        (
            "a line missing",
            with(&|b| {
                b["lines"].as_array_mut().unwrap().pop();
            }),
            conflict,
            "lines_mismatch",
        ),
        ("an order of no line", with(&|b| b["lines"][1]["orderId"] = json!(orders[2])), conflict, "lines_mismatch"),
        ("no destination", with(&|b| b["destination"] = json!(" ")), bad_request, "required"),
        ("a direction control", with(&|b| b["carrier"] = json!("Maersk\u{202E}")), bad_request, "invisible_characters"),
    ];
    for (what, body, status, code) in cases {
        let before = site.get(&path).await.body;
        let a = site.put(&path, body).await;
        assert_eq!((a.status, a.body["code"].as_str()), (status, Some(code)), "{what}: {:?}", a.body);
        assert_eq!(site.get(&path).await.body, before, "{what}: nothing changes");
    }
    let a = site.put(&path, with(&|b| b["etd"] = json!("2026-12-10"))).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    assert_eq!(a.body["lines"][0]["packages"]["count"], json!(100));
}

#[tokio::test]
async fn steps_out_of_order_in_the_future_before_the_last_or_unpacked_are_refused() {
    let site = signed_in_site().await;
    let (_, orders) = accepted(&site, "maryam@example.com", "en").await;
    let s = ship(&site, &orders).await;
    let id = s["id"].as_i64().unwrap();
    let steps = format!("/api/shipments/{id}/milestones");
    let step = |kind: &str, days: i64| json!({"kind": kind, "date": day(&site, days)});
    let conflict = StatusCode::CONFLICT;
    refused(&site, id, "POST", &steps, step("packed", -5), conflict, "milestone_order").await;
    refused(&site, id, "POST", &steps, step("booked", 1), conflict, "date_out_of_range").await;
    refused(
        &site,
        id,
        "POST",
        &steps,
        json!({"kind": "booked", "date": "2026-02-30"}),
        StatusCode::BAD_REQUEST,
        "invalid_field",
    )
    .await;
    assert_eq!(site.post(&steps, step("booked", -5)).await.status, StatusCode::CREATED);
    refused(&site, id, "POST", &steps, step("booked", -4), conflict, "milestone_order").await;
    refused(&site, id, "POST", &steps, step("packed", -4), conflict, "not_packed").await;
    assert_eq!(site.put(&format!("/api/shipments/{id}"), packed(&s)).await.status, StatusCode::OK);
    refused(&site, id, "POST", &steps, step("packed", -6), StatusCode::BAD_REQUEST, "invalid_field").await;
    assert_eq!(site.post(&steps, step("packed", -5)).await.status, StatusCode::CREATED, "the same day is fine");
    // a departure the stock does not cover is refused whole: no product's export is recorded
    let products = site.get("/api/products").await.body;
    let raisins =
        products.as_array().unwrap().iter().find(|p| p["name"] == json!("Raisins")).unwrap()["id"].as_i64().unwrap();
    let a =
        site.post(&format!("/api/products/{raisins}/exports"), json!({"quantity": 4_900, "destination": "Iran"})).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    refused(&site, id, "POST", &steps, step("departed", 0), conflict, "out_of_stock").await;
    let products = site.get("/api/products").await.body;
    let almonds = products.as_array().unwrap().iter().find(|p| p["name"] == json!("Almonds")).unwrap();
    assert_eq!(almonds["available"], json!(5_000));
}

#[tokio::test]
async fn a_shipment_is_never_made_worth_less_than_what_was_paid_for_it() {
    let site = signed_in_site().await;
    let (_, orders) = accepted(&site, "maryam@example.com", "en").await;
    let s = ship(&site, &orders[..1]).await;
    let id = s["id"].as_i64().unwrap();
    let schedule = json!({"dues": [{"percent": 100, "due": "date", "dueDate": day(&site, 10)}]});
    assert_eq!(site.put(&format!("/api/shipments/{id}/schedule"), schedule).await.status, StatusCode::OK);
    // 6 000.00 of the 6 250.00 paid: 960 kg (6 000.00) may still go, 950 kg may not
    let paid = json!({"date": day(&site, 0), "amountCents": 600_000, "currency": "USD", "method": "transfer"});
    assert_eq!(site.post(&format!("/api/shipments/{id}/payments"), paid).await.status, StatusCode::CREATED);
    let smaller = |kg: i64| {
        let mut body = packed(&s);
        body["lines"][0]["quantity"] = json!(kg);
        body["lines"][0]["packages"]["count"] = json!(kg / 10);
        body
    };
    let path = format!("/api/shipments/{id}");
    refused(&site, id, "PUT", &path, smaller(950), StatusCode::CONFLICT, "over_outstanding").await;
    assert_eq!(site.put(&path, smaller(960)).await.status, StatusCode::OK);
}
