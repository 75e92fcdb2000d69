//! Orders from visitors: what is refused, their status and paging, and the count of new orders
//! each admin has not seen.

use crate::common::{admin, visitor, Site, NO_BODY};
use poem::http::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn what_orders_refuse() {
    let site = Site::signed_in().await;
    let id = site.product("Pistachios", 100).await;
    let order = |fields: Value| {
        let mut body = json!({"productId": id, "quantity": 1, "customerName": "Amelia"});
        body.as_object_mut().unwrap().extend(fields.as_object().unwrap().clone());
        body
    };
    let send = "POST /api/orders";
    site.check(&[
        visitor(
            "more than the stock",
            send,
            order(json!({"quantity": 101})),
            409,
            "Requested quantity exceeds available stock",
        ),
        visitor("blank name", send, order(json!({"customerName": " "})), 400, "Please fill required fields: Name"),
        visitor("quantity 0", send, order(json!({"quantity": 0})), 400, "Quantity must be at least 1"),
        visitor("quantity 1e12", send, order(json!({"quantity": 1e12})), 400, ""),
        visitor(
            "bad e-mail",
            send,
            order(json!({"customerEmail": "not-an-address"})),
            400,
            "Please enter a valid e-mail address",
        ),
        visitor(
            "e-mail with ?",
            send,
            order(json!({"customerEmail": "a@b.com?subject=x"})),
            400,
            "Please enter a valid e-mail address",
        ),
        visitor(
            "e-mail with &",
            send,
            order(json!({"customerEmail": "a&cc=c@b.com"})),
            400,
            "Please enter a valid e-mail address",
        ),
        visitor(
            "e-mail with a space",
            send,
            order(json!({"customerEmail": "a b@b.com"})),
            400,
            "Please enter a valid e-mail address",
        ),
        visitor(
            "name as a number",
            send,
            order(json!({"customerName": 42})),
            400,
            "Invalid request: text expected, found 42",
        ),
        visitor(
            "quantity as text",
            send,
            order(json!({"quantity": "2"})),
            400,
            "Invalid request: a whole number expected, found \"2\"",
        ),
        visitor("unknown product", send, order(json!({"productId": 9999})), 404, "Product not found"),
        visitor("the list", "GET /api/orders", NO_BODY, 401, "Please sign in"),
        admin("page of 0", "GET /api/orders?limit=0", NO_BODY, 400, ""),
        admin("unknown status", "PATCH /api/orders/1", json!({"status": "shipped"}), 400, "Invalid request…"),
        admin("unknown order", "PATCH /api/orders/424242", json!({"status": "approved"}), 404, "Order not found"),
        admin("time zone beyond ±16 h", "GET /api/analytics?tzOffset=5000", NO_BODY, 400, ""),
    ])
    .await;
    assert_eq!(site.get("/api/orders").await.headers["x-total-count"], "0", "nothing was ordered");
}

#[tokio::test]
async fn orders_from_visitors_and_their_status() {
    let mut site = Site::signed_in().await;
    let id = site.product("Pistachios", 100).await;
    let cookie = site.cookie.take(); // visitors have no session
    let persian = "سفارش ۲۰ کیلو \u{202E}Kabul";
    let created = site
        .post(
            "/api/orders",
            json!({"productId": id, "productName": "anything", "quantity": 20, "customerName": "فریده",
                   "customerEmail": "farida@example.af", "destination": "Kabul / Afghanistan", "notes": persian}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(created.body["productName"], json!("Pistachios"), "the server's name, not the client's");
    assert_eq!(created.body["unit"], json!("kg"), "what the quantity counts");
    assert_eq!(created.body["status"], json!("pending"));
    assert_eq!(created.body["notes"], json!(persian), "Persian and bidi characters round-trip exactly");
    for n in 0..4 {
        site.post("/api/orders", json!({"productId": id, "quantity": 1, "customerName": format!("C{n}")})).await;
    }

    site.cookie = cookie;
    let all = site.get("/api/orders").await;
    assert_eq!(all.body.as_array().unwrap().len(), 5);
    let page = site.get("/api/orders?limit=2&offset=1").await;
    assert_eq!(page.headers["x-total-count"], "5");
    let names: Vec<&str> = page.body.as_array().unwrap().iter().map(|o| o["customerName"].as_str().unwrap()).collect();
    assert_eq!(names, ["C2", "C1"], "newest first");

    let order_id = created.body["id"].as_i64().unwrap();
    for status in ["approved", "completed", "cancelled", "pending"] {
        let a = site.patch(&format!("/api/orders/{order_id}"), json!({"status": status})).await;
        assert_eq!(a.body["status"], json!(status));
    }
    let pending = site.get("/api/orders?status=pending").await;
    assert_eq!(pending.headers["x-total-count"], "5");

    // the product sold by the box from now on: the orders already made still count kilograms
    site.db.write(move |tx| Ok(tx.execute("UPDATE products SET unit = 'box' WHERE id = ?1", [id])?)).await.unwrap();
    // deleting the product keeps its orders, by name and unit
    site.delete(&format!("/api/products/{id}")).await;
    let kept = site.get("/api/orders?limit=1&offset=4").await;
    assert_eq!(
        (kept.body[0]["productId"].clone(), kept.body[0]["productName"].clone(), kept.body[0]["unit"].clone()),
        (Value::Null, json!("Pistachios"), json!("kg"))
    );
}

#[tokio::test]
async fn new_orders_are_counted_for_each_admin_until_seen() {
    let mut site = Site::signed_in().await;
    let id = site.product("Figs", 100).await;
    let order = || json!({"productId": id, "quantity": 1, "customerName": "Amelia"});
    let mut ids = Vec::new();
    for _ in 0..3 {
        ids.push(site.post("/api/orders", order()).await.body["id"].as_i64().unwrap());
    }
    let new = site.get("/api/orders/new").await;
    assert_eq!((new.body["count"].clone(), new.body["seenUpTo"].clone()), (json!(3), json!(0)));
    let seen = site.put("/api/orders/seen", json!({"upTo": ids[1]})).await;
    assert_eq!((seen.body["count"].clone(), seen.body["seenUpTo"].clone()), (json!(1), json!(ids[1])));
    let back = site.put("/api/orders/seen", json!({"upTo": ids[0]})).await;
    assert_eq!(back.body["seenUpTo"], json!(ids[1]), "seen never moves back");
    let beyond = site.put("/api/orders/seen", json!({"upTo": 1_000_000})).await;
    assert_eq!((beyond.body["count"].clone(), beyond.body["seenUpTo"].clone()), (json!(0), json!(ids[2])));
    site.post("/api/orders", order()).await;
    assert_eq!(site.get("/api/orders/new").await.body["count"], json!(1));
    assert_eq!(site.put("/api/orders/seen", json!({"upTo": -1})).await.status, StatusCode::BAD_REQUEST);

    // another admin has seen nothing yet
    site.post("/api/admins", json!({"username": "farida", "password": "another long passphrase"})).await;
    site.cookie = None;
    let login =
        site.post("/api/admins/auth", json!({"username": "farida", "password": "another long passphrase"})).await;
    site.cookie = Some(login.headers["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned());
    assert_eq!(site.get("/api/orders/new").await.body["count"], json!(4));
}
