//! The dashboard's figures (`/api/analytics`): counts and series, fresh after every change.

use crate::common::Site;
use poem::http::StatusCode;
use serde_json::json;

#[tokio::test]
async fn analytics_counts_and_series() {
    let site = Site::signed_in().await;
    let a = site.product("Almonds", 100).await;
    let b = site.product("Figs", 100).await;
    // priced in afghani: its revenue is counted apart from the dollars'
    let priced = site.patch(&format!("/api/products/{b}"), json!({"price": 2.0, "currency": "AFN"})).await;
    assert_eq!(priced.status, StatusCode::OK, "{:?}", priced.body);
    for (product, qty) in [(a, 10), (a, 5), (b, 20)] {
        site.post("/api/orders", json!({"productId": product, "quantity": qty, "customerName": "X"})).await;
    }
    let orders = site.get("/api/orders").await;
    let first = orders.body[0]["id"].as_i64().unwrap();
    site.patch(&format!("/api/orders/{first}"), json!({"status": "completed"})).await;

    let stats = site.get("/api/analytics?tzOffset=-270").await;
    assert_eq!(stats.status, StatusCode::OK);
    let s = &stats.body;
    assert_eq!(
        (
            s["totalOrders"].as_i64(),
            s["pendingOrders"].as_i64(),
            s["completedOrders"].as_i64(),
            s["totalProducts"].as_i64()
        ),
        (Some(3), Some(2), Some(1), Some(2))
    );
    let month = s["month"].as_u64().unwrap() as usize - 1;
    assert_eq!(s["ordersPerMonth"][month], json!(3));
    assert_eq!(s["revenuePerMonthUsd"][month], json!(5.5 * 15.0), "current price x quantity, in dollars");
    assert_eq!(s["revenuePerMonthAfn"][month], json!(2.0 * 20.0), "and in afghani, never added to dollars");
    let per_day: i64 = s["ordersPerDay"].as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).sum();
    assert_eq!(per_day, 3);

    // the cached answer follows every change
    site.post("/api/orders", json!({"productId": a, "quantity": 1, "customerName": "Y"})).await;
    assert_eq!(site.get("/api/analytics?tzOffset=-270").await.body["totalOrders"], json!(4));
    site.patch(&format!("/api/orders/{first}"), json!({"status": "pending"})).await;
    assert_eq!(site.get("/api/analytics?tzOffset=-270").await.body["completedOrders"], json!(0));
    site.patch(&format!("/api/products/{b}"), json!({"price": 3.0})).await;
    let s = site.get("/api/analytics?tzOffset=-270").await.body;
    assert_eq!(
        (s["revenuePerMonthUsd"][month].clone(), s["revenuePerMonthAfn"][month].clone()),
        (json!(5.5 * 16.0), json!(3.0 * 20.0))
    );
}
