//! Every call of the API through HTTP: happy paths, the specification's messages, sessions,
//! limits, media, concurrency, backups and the committed spec.

#[allow(dead_code)] // each test crate uses part of the harness
mod common;

use common::{
    admin, data_url, gunzip, pdf, png, visitor, Caller, Scenario, Site, DOCS_HTML, GZIP_ONLY, NO_BODY, PASSWORD,
};
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

// ---------- access ----------

/// Every operation the spec marks as needing the session answers 401 without it and with a
/// made-up cookie, and changes nothing. The list comes from the spec, so a new call cannot be
/// forgotten.
#[tokio::test]
async fn every_non_public_call_needs_a_session() {
    let site = Site::new();
    let spec: Value = serde_json::from_str(&site::api::spec_json()).unwrap();
    let mut scenarios = Vec::new();
    for (path, methods) in spec["paths"].as_object().unwrap() {
        for (method, op) in methods.as_object().unwrap() {
            let secured = op.get("security").is_some_and(|s| !s.as_array().unwrap().is_empty());
            if !secured {
                continue;
            }
            let request = format!("{} {}", method.to_uppercase(), path.replace("{id}", "1"));
            // A body only where the operation takes one: the edge refuses a body on any other call (400).
            let body = if op.get("requestBody").is_some() { json!({}) } else { NO_BODY };
            for caller in [Caller::Visitor, Caller::MadeUpCookie] {
                scenarios.push(Scenario::new(caller, "secured", &request, body.clone(), 401, "Please sign in"));
            }
        }
    }
    assert!(scenarios.len() >= 40, "only {} secured operations found", scenarios.len() / 2);
    site.check(&scenarios).await;
    let products = site.get("/api/products").await;
    assert_eq!(products.body, json!([]));
}

#[tokio::test]
async fn public_calls_answer_without_a_session() {
    let site = Site::new();
    let reads = ["/api/products", "/api/hero", "/api/awards", "/api/content", "/api/session", "/api/health"];
    let mut scenarios: Vec<Scenario> =
        reads.iter().map(|path| visitor("public read", &format!("GET {path}"), NO_BODY, 200, "")).collect();
    scenarios.push(visitor("the spec", "GET /api/openapi.json", NO_BODY, 200, ""));
    site.check(&scenarios).await;
    let docs = site.get("/api/docs").await;
    assert_eq!(docs.status, StatusCode::OK);
    let html = String::from_utf8_lossy(&docs.bytes);
    assert!(
        !html.contains("//cdn") && !html.contains("unpkg") && !html.contains("googleapis"),
        "docs load nothing from elsewhere"
    );
}

/// The access rules that are not about one resource: sign-in refusals, cross-site writes, and a
/// large admin body sent with a cookie that opens no session.
#[tokio::test]
async fn what_sign_in_and_the_cross_site_check_refuse() {
    let mut site = Site::new();
    let order = json!({"productId": 1, "quantity": 1, "customerName": "A"});
    let profile = json!({"name": "p.pdf", "data": data_url("application/pdf", &pdf())});
    site.check(&[
        visitor(
            "wrong password",
            "POST /api/admins/auth",
            json!({"username": "admin", "password": "wrong password"}),
            401,
            "Invalid username or password",
        ),
        visitor(
            "unknown user",
            "POST /api/admins/auth",
            json!({"username": "nobody", "password": PASSWORD}),
            401,
            "Invalid username or password",
        ),
        visitor(
            "blank",
            "POST /api/admins/auth",
            json!({"username": " ", "password": ""}),
            400,
            "Please fill required fields: Username, Password",
        ),
        visitor("another site's page", "POST /api/orders", order.clone(), 403, "Cross-origin request refused")
            .header("origin", "https://evil.example"),
        // our own pages send their own origin: the check passes, then there is no such product
        visitor("our own page", "POST /api/orders", order, 404, "Product not found")
            .header("origin", "http://shop.test")
            .header("host", "shop.test"),
        // a large admin body is read only for a live session
        Scenario::new(
            Caller::MadeUpCookie,
            "made-up cookie, large body",
            "PUT /api/content/profile",
            profile.clone(),
            401,
            "Please sign in",
        ),
    ])
    .await;
    site.login().await;
    site.check(&[
        admin("cross-site fetch", "DELETE /api/products/1", NO_BODY, 403, "Cross-origin request refused")
            .header("sec-fetch-site", "cross-site"),
        admin("the same large body, signed in", "PUT /api/content/profile", profile, 200, ""),
    ])
    .await;
}

#[tokio::test]
async fn sign_in_sets_a_strict_http_only_cookie_and_sign_out_ends_the_session() {
    let mut site = Site::new();
    let ok = site.post("/api/admins/auth", json!({"username": "admin", "password": PASSWORD})).await;
    assert_eq!(ok.body, json!({"username": "admin"}));
    let cookie = ok.headers["set-cookie"].to_str().unwrap().to_owned();
    for flag in ["HttpOnly", "SameSite=Strict", "Path=/"] {
        assert!(cookie.contains(flag), "{cookie} lacks {flag}");
    }
    assert!(!cookie.contains("Secure"), "no Secure flag unless configured");
    site.cookie = Some(cookie.split(';').next().unwrap().to_owned());
    assert_eq!(site.get("/api/session").await.body, json!({"authenticated": true, "username": "admin"}));
    assert_eq!(site.get("/api/admins").await.status, StatusCode::OK);

    let out = site.delete("/api/session").await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    assert!(out.headers["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
    assert_eq!(site.get("/api/admins").await.status, StatusCode::UNAUTHORIZED, "the old cookie is dead");
    assert_eq!(site.get("/api/session").await.body["authenticated"], json!(false));
}

#[tokio::test]
async fn secure_cookie_and_hsts_when_configured() {
    let site = Site::with_flags(&["--cookie-secure", "true"]);
    let ok = site.post("/api/admins/auth", json!({"username": "admin", "password": PASSWORD})).await;
    assert!(ok.headers["set-cookie"].to_str().unwrap().contains("; Secure"));
    assert!(ok.headers.contains_key("strict-transport-security"));
}

/// HSTS covers the site's own name; its subdomains only when the operator asks, since one served
/// over plain http would stop opening in every browser that saw the site.
#[tokio::test]
async fn hsts_names_subdomains_only_when_asked() {
    let hsts = |site: Site| async move {
        let a = site.get("/products").await;
        a.headers["strict-transport-security"].to_str().unwrap().to_owned()
    };
    assert_eq!(hsts(Site::with_flags(&["--cookie-secure", "true"])).await, "max-age=31536000");
    let asked = Site::with_flags(&["--cookie-secure", "true", "--hsts-include-subdomains"]);
    assert_eq!(hsts(asked).await, "max-age=31536000; includeSubDomains");
    let plain = Site::with_flags(&["--hsts-include-subdomains"]).get("/products").await;
    assert!(!plain.headers.contains_key("strict-transport-security"), "no HSTS over plain http");
}

#[tokio::test]
async fn sessions_expire() {
    let ttl = std::time::Duration::from_secs(1);
    let mut site = Site::with_flags(&["--session-ttl", "1"]);
    // Only a call made within the lifetime of the sign-in's start must be let in: a sign-in slower
    // than that (argon2 beside the other tests on two cores) gets another try.
    let mut fresh = None;
    for _ in 0..5 {
        let start = std::time::Instant::now();
        site.login().await;
        let status = site.get("/api/admins").await.status;
        if start.elapsed() < ttl {
            fresh = Some(status);
            break;
        }
    }
    assert_eq!(fresh, Some(StatusCode::OK), "a session younger than its lifetime is let in");
    tokio::time::sleep(std::time::Duration::from_millis(1200)).await;
    assert_eq!(site.get("/api/admins").await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn login_and_orders_are_rate_limited_per_address() {
    let site = Site::with_flags(&["--login-limit", "3", "--order-limit", "2"]);
    let start = std::time::Instant::now();
    for _ in 0..3 {
        let a = site.post("/api/admins/auth", json!({"username": "admin", "password": "wrong password"})).await;
        assert_eq!(a.status, StatusCode::UNAUTHORIZED);
    }
    // The bucket refills one sign-in every 20 s: once it is empty, as many more pass as 20 s spans
    // have gone by (none, unless this machine took that long for four password checks).
    let mut let_in = 0;
    let limited = loop {
        let a = site.post("/api/admins/auth", json!({"username": "admin", "password": PASSWORD})).await;
        if a.status != StatusCode::OK {
            break a;
        }
        let_in += 1;
        assert!(let_in <= start.elapsed().as_secs() / 20, "{let_in} sign-ins let in after the limit");
    };
    assert_eq!(limited.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(limited.error(), "Too many requests. Please try again later.");
    for expected in [StatusCode::NOT_FOUND, StatusCode::NOT_FOUND, StatusCode::TOO_MANY_REQUESTS] {
        let a = site.post("/api/orders", json!({"productId": 99, "quantity": 1, "customerName": "A"})).await;
        assert_eq!(a.status, expected);
    }
}

// ---------- admins ----------

#[tokio::test]
async fn admins_duplicate_names_last_admin_and_revoked_sessions() {
    let mut site = Site::signed_in().await;
    site.check(&[
        admin(
            "short password",
            "POST /api/admins",
            json!({"username": "farida", "password": "short"}),
            400,
            "Password must be at least 8 characters",
        ),
        admin(
            "no username",
            "POST /api/admins",
            json!({"username": "", "password": "long enough"}),
            400,
            "Please fill required fields: Username",
        ),
        admin("unknown account", "DELETE /api/admins/999", NO_BODY, 404, "Admin not found"),
    ])
    .await;
    let created = site.post("/api/admins", json!({"username": "farida", "password": "long enough"})).await;
    assert_eq!(created.status, StatusCode::CREATED);
    let farida = created.body["id"].as_i64().unwrap();
    let dup = site.post("/api/admins", json!({"username": "FARIDA", "password": "long enough"})).await;
    assert_eq!((dup.status, dup.error()), (StatusCode::CONFLICT, "Username already exists"));

    let list = site.get("/api/admins").await;
    let text = list.body.to_string();
    assert!(!text.contains("argon2") && !text.contains("password"), "listing leaks nothing: {text}");
    assert_eq!(list.body.as_array().unwrap().len(), 2);

    // farida signs in elsewhere; deleting her account ends that session
    let mine = site.cookie.take();
    let her = site.post("/api/admins/auth", json!({"username": "farida", "password": "long enough"})).await;
    let her_cookie = her.headers["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
    site.cookie = mine;
    assert_eq!(site.delete(&format!("/api/admins/{farida}")).await.status, StatusCode::NO_CONTENT);
    let mine = site.cookie.replace(her_cookie);
    assert_eq!(site.get("/api/admins").await.status, StatusCode::UNAUTHORIZED);

    site.cookie = mine;
    let me = site.get("/api/admins").await.body[0]["id"].as_i64().unwrap();
    let last = site.delete(&format!("/api/admins/{me}")).await;
    assert_eq!((last.status, last.error()), (StatusCode::CONFLICT, "Cannot remove the last admin"));
}

// ---------- products and stock ----------

#[tokio::test]
async fn what_products_and_stock_movements_refuse() {
    let site = Site::signed_in().await;
    let id = site.product("Walnuts", 10).await;
    let create = "POST /api/products";
    site.check(&[
        admin("nothing filled", create, json!({}), 400, "Please fill required fields: Name, Price, Unit, Initial stock"),
        admin("price 0", create, json!({"name": "Almonds", "unit": "kg", "price": 0}), 400, "Please fill required fields: Price, Initial stock"),
        admin("blank name", create, json!({"name": "  ", "unit": "kg", "price": 3, "initialStock": 5}), 400, "Please fill required fields: Name"),
        admin("imported, no import", create, json!({"name": "Figs", "unit": "box", "price": 3, "source": "imported"}), 400, "Please fill required fields: Initial import quantity, Import date"),
        admin("import date not a date", create, json!({"name": "Figs", "unit": "box", "price": 3, "source": "imported", "initialImportQty": 5, "importDate": "soon"}), 400, "Import date must be a date (YYYY-MM-DD)"),
        admin("huge price", create, json!({"name": "Figs", "unit": "box", "price": 1e300, "initialStock": 5}), 400, "Price is too large"),
        admin("long name", create, json!({"name": "x".repeat(121), "unit": "box", "price": 1, "initialStock": 5}), 400, "Name is too long (at most 120 characters)"),
        admin("control character", create, json!({"name": "a\u{0007}b", "unit": "box", "price": 1, "initialStock": 5}), 400, "Name contains control characters"),
        admin("script link as image", create, json!({"name": "Figs", "unit": "kg", "price": 1, "initialStock": 5, "imageUrl": "javascript:alert(1)"}), 400, "Image must be an image data URL or an http(s) link"),
        admin("unknown unit", create, json!({"name": "A", "unit": "litre", "price": 1, "initialStock": 1}), 400, "Invalid request…"),
        admin("price as text", create, json!({"name": "A", "unit": "kg", "price": "1", "initialStock": 1}), 400, "Invalid request…"),
        admin("name as a number", create, json!({"name": 123, "unit": "kg", "price": 1, "initialStock": 1}), 400, "Invalid request: text expected, found 123"),
        admin("name as a boolean", create, json!({"name": true, "unit": "kg", "price": 1, "initialStock": 1}), 400, "Invalid request: text expected, found true"),
        admin("price below a cent", create, json!({"name": "A", "unit": "kg", "price": 1e-320, "initialStock": 1}), 400, "Price must be at least 0.01"),
        admin("price of a tenth of a cent", create, json!({"name": "A", "unit": "kg", "price": 0.001, "initialStock": 1}), 400, "Price must be at least 0.01"),
        admin("price below a cent on edit", &format!("PATCH /api/products/{id}"), json!({"price": 0.009}), 400, "Price must be at least 0.01"),
        admin("destination as a number", &format!("POST /api/products/{id}/exports"), json!({"quantity": 1, "destination": 7}), 400, "Invalid request: text expected, found 7"),
        admin("not JSON", create, NO_BODY, 400, "").raw_body(b"{not json"),
        admin("export without destination", &format!("POST /api/products/{id}/exports"), json!({"quantity": 1, "destination": " "}), 400, "Please fill required fields: Destination"),
        admin("export above stock", &format!("POST /api/products/{id}/exports"), json!({"quantity": 11, "destination": "Paris"}), 409, "Export quantity exceeds available stock"),
        admin("import of 0", &format!("POST /api/products/{id}/imports"), json!({"quantity": 0}), 400, "Quantity must be at least 1"),
        admin("negative base stock", &format!("PATCH /api/products/{id}"), json!({"baseStock": -1}), 400, "Base stock must be between 0 and 1000000000"),
        admin("blank name on edit", &format!("PATCH /api/products/{id}"), json!({"name": " "}), 400, "Please fill required fields: Name"),
        admin("unknown product", "PATCH /api/products/424242", json!({"name": "x"}), 404, "Product not found"),
        admin("unknown product", "DELETE /api/products/424242", NO_BODY, 404, "Product not found"),
        admin("import to unknown product", "POST /api/products/424242/imports", json!({"quantity": 1}), 404, "Product not found"),
    ])
    .await;
    let list = site.get("/api/products").await.body;
    assert_eq!(list.as_array().unwrap().len(), 1, "nothing was created");
    assert_eq!((list[0]["name"].clone(), list[0]["available"].clone()), (json!("Walnuts"), json!(10)), "nor changed");
}

#[tokio::test]
async fn product_life_cycle_with_stock_movements() {
    let site = Site::signed_in().await;
    let created = site
        .post(
            "/api/products",
            json!({"name": "Pine nuts", "unit": "bag", "price": 48, "currency": "USD", "source": "imported",
                   "initialImportQty": 300, "importDate": "2026-03-01", "imageUrl": data_url("image/png", &png(40, 30)), "recent": true}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    let p = &created.body;
    assert_eq!((p["available"].as_i64(), p["baseStock"].as_i64()), (Some(300), Some(0)));
    assert_eq!(p["imports"], json!([{"id": p["imports"][0]["id"], "quantity": 300, "date": "2026-03-01"}]));
    let id = p["id"].as_i64().unwrap();
    let image = p["imageUrl"].as_str().unwrap();
    assert!(image.starts_with("/media/") && image.ends_with(".png"), "{image}");

    let imported =
        site.post(&format!("/api/products/{id}/imports"), json!({"quantity": 50, "date": "2026-04-02"})).await;
    assert_eq!(imported.body["available"], json!(350));
    let too_many =
        site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 351, "destination": "Paris"})).await;
    assert_eq!((too_many.status, too_many.error()), (StatusCode::CONFLICT, "Export quantity exceeds available stock"));
    let exported =
        site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 100, "destination": "Paris"})).await;
    assert_eq!(exported.body["available"], json!(250));
    assert_eq!(exported.body["exports"][0]["destination"], json!("Paris"));

    // the edit panel: entered available 400 -> baseStock = 400 - 350 + 100 = 150
    let edited =
        site.patch(&format!("/api/products/{id}"), json!({"name": "Chilgoza", "price": 50.5, "baseStock": 150})).await;
    assert_eq!(edited.status, StatusCode::OK, "{:?}", edited.body);
    assert_eq!((edited.body["available"].as_i64(), edited.body["price"].as_f64()), (Some(400), Some(50.5)));
    assert_eq!(edited.body["imageUrl"].as_str(), Some(image), "image kept when not sent");
    let removed = site.patch(&format!("/api/products/{id}"), json!({"imageUrl": null})).await;
    assert_eq!(removed.body["imageUrl"], Value::Null);
    assert_eq!(site.get(image).await.status, StatusCode::NOT_FOUND, "unreferenced media is removed");

    assert_eq!(site.delete(&format!("/api/products/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(site.delete(&format!("/api/products/{id}")).await.status, StatusCode::NOT_FOUND);
    assert_eq!(site.patch(&format!("/api/products/{id}"), json!({"name": "x"})).await.error(), "Product not found");
    assert_eq!(site.get("/api/products").await.body, json!([]));
}

#[tokio::test]
async fn the_product_list_is_fresh_after_every_change() {
    let site = Site::signed_in().await;
    let id = site.product("Walnuts", 10).await;
    assert_eq!(site.get("/api/products").await.body[0]["available"], json!(10));
    site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 4, "destination": "Dubai"})).await;
    assert_eq!(site.get("/api/products").await.body[0]["available"], json!(6), "cached list dropped on write");
}

/// Many exports at once from one product: exactly as many succeed as the stock allows.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_exports_never_oversell() {
    let site = std::sync::Arc::new(Site::signed_in().await);
    let id = site.product("Apricots", 37).await;
    let mut tasks = Vec::new();
    for _ in 0..60 {
        let site = site.clone();
        tasks.push(tokio::spawn(async move {
            site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 1, "destination": "London"}))
                .await
                .status
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            StatusCode::OK => ok += 1,
            StatusCode::CONFLICT => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(ok, 37);
    let product = site.get("/api/products").await;
    assert_eq!(product.body[0]["available"], json!(0));
}

// ---------- orders ----------

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

    // deleting the product keeps its orders, by name
    site.delete(&format!("/api/products/{id}")).await;
    let kept = site.get("/api/orders?limit=1&offset=4").await;
    assert_eq!(
        (kept.body[0]["productId"].clone(), kept.body[0]["productName"].clone()),
        (Value::Null, json!("Pistachios"))
    );
}

// ---------- order e-mails ----------

/// An outbox row: recipient, reply-to, subject, body, order id.
type Queued = (String, Option<String>, String, String, Option<i64>);

/// The outbox rows of `kind`, oldest first.
fn outbox(site: &Site, kind: &str) -> Vec<Queued> {
    let kind = kind.to_owned();
    site.db
        .read_blocking(move |c| {
            let mut stmt = c.prepare(
                "SELECT recipient, reply_to, subject, body, order_id FROM outbox WHERE kind = ?1 ORDER BY id",
            )?;
            let rows = stmt.query_map([kind], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// Sets a mail server that is not there (port 1): mail is queued, and the sender (which these
/// tests do not run) would fail.
async fn set_unreachable_mail_server(site: &Site, buyer_confirmation: bool) {
    let saved = site
        .put(
            "/api/mail",
            json!({"host": "127.0.0.1", "port": 1, "security": "none", "from": "site@golbahar.af",
                   "buyerConfirmation": buyer_confirmation}),
        )
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
}

#[tokio::test]
async fn an_order_and_its_notice_to_the_company_commit_together() {
    let mut site = Site::signed_in().await;
    let id = site.product("Pistachios", 100).await;
    let order = json!({"productId": id, "quantity": 20, "customerName": "Maryam Ahmadi",
                       "customerEmail": "maryam@example.com", "destination": "Hamburg", "notes": "10 kg boxes"});
    let before = site.post("/api/orders", order.clone()).await;
    assert_eq!(before.body["notice"], json!("none"), "no mail server is set: no notice");
    assert!(outbox(&site, "order").is_empty());

    set_unreachable_mail_server(&site, false).await;
    let cookie = site.cookie.take();
    let created = site
        .send(Method::POST, "/api/orders", Some(order.to_string().into_bytes()), &[("host", "shop.example.af")])
        .await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(created.body["lang"], json!("en"), "an order without a language is English");
    assert_eq!(created.body["notice"], json!("queued"));
    let order_id = created.body["id"].as_i64().unwrap();

    let notices = outbox(&site, "order");
    assert_eq!(notices.len(), 1);
    let (to, reply_to, subject, body, order) = &notices[0];
    assert_eq!(to, "export@golbahar.af", "the contact e-mail of the site content");
    assert_eq!(reply_to.as_deref(), Some("maryam@example.com"), "a reply goes to the buyer");
    assert_eq!(*order, Some(order_id));
    assert!(subject.contains("Pistachios") && subject.contains("20 kg"), "{subject}");
    for detail in ["Maryam Ahmadi", "maryam@example.com", "Hamburg", "10 kg boxes", "Pistachios"] {
        assert!(body.contains(detail), "{detail} missing from {body}");
    }
    // no site address is set: no link, and never one from the request's Host
    assert!(!body.contains("shop.example.af") && !body.contains("http"), "{body}");
    assert!(body.contains("the site's address is not set yet"), "{body}");
    assert!(body.contains("مقدار: ۲۰ کیلوگرم"), "the Persian half: {body}");
    assert!(outbox(&site, "order-confirmation").is_empty(), "buyer confirmations are off by default");

    // a refused order queues nothing
    let refused = site.post("/api/orders", json!({"productId": id, "quantity": 101, "customerName": "X"})).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(outbox(&site, "order").len(), 1);

    site.cookie = cookie;
    let listed = site.get("/api/orders").await;
    assert_eq!((listed.body[0]["notice"].clone(), listed.body[1]["notice"].clone()), (json!("queued"), json!("none")));
}

#[tokio::test]
async fn a_persian_order_gets_a_persian_confirmation_when_confirmations_are_on() {
    let mut site = Site::signed_in().await;
    let id = site.product("بادام", 100).await;
    set_unreachable_mail_server(&site, true).await;
    assert_eq!(site.get("/api/mail").await.body["buyerConfirmation"], json!(true));
    site.cookie = None;
    let order = json!({"productId": id, "quantity": 12, "customerName": "فریده", "customerEmail": "farida@example.af",
                       "destination": "کابل", "lang": "fa"});
    let created = site.post("/api/orders", order).await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(created.body["lang"], json!("fa"));
    let confirmations = outbox(&site, "order-confirmation");
    assert_eq!(confirmations.len(), 1);
    let (to, reply_to, subject, body, _) = &confirmations[0];
    assert_eq!(to, "farida@example.af");
    assert_eq!(reply_to.as_deref(), Some("export@golbahar.af"), "the buyer's reply reaches the company");
    assert_eq!(subject, "درخواست سفارش شما رسید: بادام، ۱۲ کیلوگرم");
    assert!(body.starts_with("با سلام،\n\nاز درخواست سفارش شما سپاسگزاریم."), "{body}");
    assert!(body.contains("شمارهٔ پیگیری: سفارش ۱") && body.contains("مقدار: ۱۲ کیلوگرم"), "{body}");
    assert!(!body.contains("فریده") && !body.contains("کابل"), "nothing the visitor wrote: {body}");

    // no address, no confirmation
    let anonymous = json!({"productId": id, "quantity": 1, "customerName": "Ali", "lang": "fa"});
    assert_eq!(site.post("/api/orders", anonymous).await.status, StatusCode::CREATED);
    assert_eq!(outbox(&site, "order-confirmation").len(), 1);
    assert_eq!(outbox(&site, "order").len(), 2, "the company hears of both");

    let null_lang = json!({"productId": id, "quantity": 1, "customerName": "Ali", "lang": null});
    assert_eq!(site.post("/api/orders", null_lang).await.body["lang"], json!("en"), "null is absent");
    let unknown = json!({"productId": id, "quantity": 1, "customerName": "Ali", "lang": "de"});
    assert_eq!(site.post("/api/orders", unknown).await.status, StatusCode::BAD_REQUEST);
}

/// What a visitor wrote into the form, aimed at the buyer's inbox with the company's name on it.
fn phishing_order(product: i64, email: &str) -> Value {
    json!({"productId": product, "quantity": 2,
           "customerName": "Your account is suspended, verify at http://evil.example/login",
           "customerEmail": email, "destination": "http://evil.example/d", "notes": "http://evil.example/n"})
}

fn audit_changes(site: &Site, kind: &str) -> Vec<String> {
    let kind = kind.to_owned();
    site.db
        .read_blocking(move |c| {
            let mut stmt = c.prepare("SELECT changes FROM audit_log WHERE kind = ?1 ORDER BY id")?;
            let rows = stmt.query_map([kind], |r| r.get(0))?;
            Ok(rows.collect::<Result<Vec<String>, _>>()?)
        })
        .unwrap()
}

/// Mail takes no address from a request. With no site address, an order sent to a forged Host
/// gets a notice without a link and a confirmation with nothing the visitor wrote; the dashboard
/// proposes the address it is open at, saves it only from a page at that address, and from then
/// on the links use it and writes from any other origin are refused.
#[tokio::test]
async fn mail_links_come_from_the_sites_address_never_from_the_request() {
    // served over https (behind a proxy that terminates it), as a site with an address is
    let mut site = Site::with_flags(&["--cookie-secure", "true"]);
    site.login().await;
    let id = site.product("Pistachios", 100).await;
    set_unreachable_mail_server(&site, true).await;
    let cookie = site.cookie.take();
    let order = phishing_order(id, "victim@example.com").to_string().into_bytes();
    let forged = [("host", "evil.example"), ("origin", "https://evil.example")];
    let created = site.send(Method::POST, "/api/orders", Some(order.clone()), &forged).await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    let (_, _, _, notice, _) = &outbox(&site, "order")[0];
    assert!(!notice.contains("/dashboard?tab=orders"), "a link from the request's Host: {notice}");
    assert!(notice.contains("the site's address is not set yet") && notice.contains("نشانی وب‌سایت"), "{notice}");
    let (to, _, subject, confirmation, _) = &outbox(&site, "order-confirmation")[0];
    assert_eq!(to, "victim@example.com");
    for written in ["evil.example", "suspended", "Dear"] {
        assert!(!confirmation.contains(written) && !subject.contains(written), "{written}: {subject}\n{confirmation}");
    }
    assert!(confirmation.starts_with("Hello,\n\nThank you for your order request."), "{confirmation}");
    for fact in ["Pistachios", "2 kg", "order #1", "Received:"] {
        assert!(confirmation.contains(fact), "{fact} missing from {confirmation}");
    }
    assert!(!confirmation.contains("http"), "no address is set: no link at all: {confirmation}");

    // the dashboard proposes the address it is open at, and saves it only from there
    site.cookie = cookie;
    let own = [("host", "shop.example.af")];
    let mail = site.send(Method::GET, "/api/mail", None, &own).await;
    assert_eq!(mail.body["siteUrlSource"], json!("none"));
    assert_eq!(mail.body["siteUrl"], Value::Null);
    assert_eq!(mail.body["suggestedSiteUrl"], json!("https://shop.example.af"));
    let put = "PUT /api/mail/site-url";
    site.check(&[
        admin(
            "another address",
            put,
            json!({"siteUrl": "https://golbahar.af"}),
            409,
            "Open the dashboard at that address…",
        )
        .header("origin", "https://shop.example.af")
        .header("host", "shop.example.af"),
        // the contract's pattern refuses these; the E-mail tab checks the same before it sends
        admin("not an address", put, json!({"siteUrl": "golbahar.af"}), 400, "Invalid request: field `siteUrl`…"),
        admin("a script", put, json!({"siteUrl": "golbahar.af"}), 403, "Cross-origin request refused")
            .sent_by_a_script(),
        admin(
            "with a path",
            put,
            json!({"siteUrl": "https://golbahar.af/shop"}),
            400,
            "Invalid request: field `siteUrl`…",
        )
        .header("origin", "https://golbahar.af")
        .header("host", "golbahar.af"),
        visitor("signed out", put, json!({"siteUrl": "https://golbahar.af"}), 401, "Please sign in")
            .header("origin", "https://golbahar.af")
            .header("host", "golbahar.af"),
    ])
    .await;
    assert!(audit_changes(&site, "mail.settings").iter().all(|c| !c.contains("siteUrl")), "nothing was saved");
    let body = json!({"siteUrl": "HTTPS://golbahar.af/"}).to_string().into_bytes();
    let own = [("origin", "https://golbahar.af"), ("host", "golbahar.af")];
    let saved = site.send(Method::PUT, "/api/mail/site-url", Some(body), &own).await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    assert_eq!(
        (&saved.body["siteUrl"], &saved.body["siteUrlSource"], &saved.body["suggestedSiteUrl"]),
        (&json!("https://golbahar.af"), &json!("dashboard"), &Value::Null)
    );
    let changes = audit_changes(&site, "mail.settings");
    assert!(changes.last().unwrap().contains("\"after\":\"https://golbahar.af\""), "audited: {changes:?}");

    // a forged Host is now refused at the origin check, and our own page's order links to the saved address
    site.cookie = None;
    let refused = site.send(Method::POST, "/api/orders", Some(order.clone()), &forged).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    let theirs = [("host", "evil.example"), ("origin", "https://golbahar.af")];
    let created = site.send(Method::POST, "/api/orders", Some(order), &theirs).await;
    assert_eq!(created.status, StatusCode::CREATED);
    let order_id = created.body["id"].as_i64().unwrap();
    let (_, _, _, notice, _) = &outbox(&site, "order")[1];
    assert!(notice.contains(&format!("\nhttps://golbahar.af/dashboard?tab=orders&order={order_id}\n")), "{notice}");
    assert!(!notice.contains("evil.example/dashboard"), "{notice}");
    let (_, _, _, confirmation, _) = &outbox(&site, "order-confirmation")[1];
    assert!(confirmation.ends_with("\nhttps://golbahar.af\n") && !confirmation.contains("evil"), "{confirmation}");
}

/// `--public-url` (and `--domain`) set the site's address: the dashboard cannot change it, and
/// the mail's links use it whatever Host an order was sent to.
#[tokio::test]
async fn the_public_url_flag_sets_the_sites_address() {
    let mut site = Site::with_flags(&["--public-url", "https://golbahar.af"]);
    site.login().await;
    let id = site.product("Raisins", 10).await;
    set_unreachable_mail_server(&site, false).await;
    let mail = site.get("/api/mail").await;
    assert_eq!((&mail.body["siteUrl"], &mail.body["siteUrlSource"]), (&json!("https://golbahar.af"), &json!("flags")));
    let body = json!({"siteUrl": "https://golbahar.af"}).to_string().into_bytes();
    let refused = site.send(Method::PUT, "/api/mail/site-url", Some(body), &[("origin", "https://golbahar.af")]).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert!(refused.error().contains("--public-url"), "{}", refused.error());
    site.cookie = None;
    let order = phishing_order(id, "").to_string().into_bytes();
    let theirs = [("host", "evil.example"), ("x-forwarded-host", "evil.example"), ("origin", "https://golbahar.af")];
    assert_eq!(site.send(Method::POST, "/api/orders", Some(order), &theirs).await.status, StatusCode::CREATED);
    let (_, _, _, notice, _) = &outbox(&site, "order")[0];
    assert!(notice.contains("\nhttps://golbahar.af/dashboard?tab=orders&order=1\n"), "{notice}");
}

/// At most three confirmations a day go to one address (however its case or `+tag` is written):
/// later orders from it are recorded and reach the company, and the count is kept in the
/// database, so a restart does not reset it.
#[tokio::test]
async fn at_most_three_confirmations_a_day_go_to_one_address() {
    let mut site = Site::signed_in().await;
    let id = site.product("Almonds", 1000).await;
    set_unreachable_mail_server(&site, true).await;
    site.cookie = None;
    let addresses =
        ["buyer@example.com", "Buyer@Example.COM", "buyer+2@example.com", "BUYER+x@example.com", "other@example.com"];
    for email in addresses {
        let created = site.post("/api/orders", phishing_order(id, email)).await;
        assert_eq!((created.status, &created.body["notice"]), (StatusCode::CREATED, &json!("queued")));
    }
    assert_eq!(outbox(&site, "order").len(), 5, "the company hears of every order");
    let to: Vec<String> = outbox(&site, "order-confirmation").into_iter().map(|q| q.0).collect();
    assert_eq!(to, ["buyer@example.com", "Buyer@Example.COM", "buyer+2@example.com", "other@example.com"]);
    let counted: i64 = site
        .db
        .read_blocking(|c| {
            Ok(c.query_row("SELECT sent FROM confirmation_quota WHERE address = 'buyer@example.com'", [], |r| {
                r.get(0)
            })?)
        })
        .unwrap();
    assert_eq!(counted, 3);
}

#[tokio::test]
async fn what_the_mail_settings_refuse_and_never_answer() {
    let site = Site::signed_in().await;
    let server = |fields: Value| {
        let mut body = json!({"host": "smtp.example.com", "security": "tls", "from": "orders@golbahar.af"});
        body.as_object_mut().unwrap().extend(fields.as_object().unwrap().clone());
        body
    };
    let put = "PUT /api/mail";
    site.check(&[
        admin(
            "host with a space",
            put,
            server(json!({"host": "smtp example.com"})),
            400,
            "Host must be a host name such as smtp.example.com",
        ),
        admin("port 0", put, server(json!({"port": 0})), 400, "Port must be from 1 to 65535"),
        admin("port 70000", put, server(json!({"port": 70000})), 400, "Port must be from 1 to 65535"),
        admin("unknown security", put, server(json!({"security": "ssl"})), 400, "Invalid request…"),
        admin(
            "bad sender",
            put,
            server(json!({"from": "orders"})),
            400,
            "Sender address: please enter a valid e-mail address",
        ),
        admin(
            "user with a line break",
            put,
            server(json!({"username": "a\nb"})),
            400,
            "Username contains control characters",
        ),
        admin("test without a server", "POST /api/mail/test", json!({}), 409, "No mail server is set"),
        admin(
            "test to a bad address",
            "POST /api/mail/test",
            json!({"to": "nobody"}),
            400,
            "Recipient: please enter a valid e-mail address",
        ),
        visitor("settings", "GET /api/mail", NO_BODY, 401, "Please sign in"),
    ])
    .await;
    assert_eq!(site.get("/api/mail").await.body["source"], json!("none"), "nothing was saved");

    let saved =
        site.put("/api/mail", server(json!({"username": "orders@golbahar.af", "password": "s3cret pass"}))).await;
    assert_eq!(saved.status, StatusCode::OK);
    let answered = site.get("/api/mail").await;
    assert_eq!(
        (answered.body["source"].clone(), answered.body["port"].clone(), answered.body["passwordSet"].clone()),
        (json!("dashboard"), json!(465), json!(true))
    );
    assert!(!answered.bytes.windows(6).any(|w| w == b"s3cret"), "the password is never answered");
    // saving without a password keeps it; an empty one removes it
    site.put("/api/mail", server(json!({"username": "orders@golbahar.af"}))).await;
    assert_eq!(site.get("/api/mail").await.body["passwordSet"], json!(true));
    site.put("/api/mail", server(json!({"username": "orders@golbahar.af", "password": ""}))).await;
    assert_eq!(site.get("/api/mail").await.body["passwordSet"], json!(false));
    // without a sender: the username when it is an address, else the company's address
    let by_user = site.put("/api/mail", server(json!({"from": "", "username": "mailer@golbahar.af"}))).await;
    assert_eq!(by_user.body["from"], json!("mailer@golbahar.af"));
    let company = site.get("/api/content").await.body["contactEmail"].clone();
    assert!(company.is_string(), "{company}");
    let by_company = site.put("/api/mail", server(json!({"from": null, "username": "orders"}))).await;
    assert_eq!((by_company.status, by_company.body["from"].clone()), (StatusCode::OK, company));
    // a password with no username: the sender signs in
    let by_sender = site.put("/api/mail", server(json!({"password": "s3cret pass", "username": null}))).await;
    assert_eq!(by_sender.body["username"], json!("orders@golbahar.af"));
    // null is absent
    let null_confirmation = site.put("/api/mail", server(json!({"buyerConfirmation": null}))).await;
    assert_eq!(null_confirmation.body["buyerConfirmation"], json!(false));
    // an empty host removes the server
    let cleared = site.put("/api/mail", json!({"host": "", "buyerConfirmation": false})).await;
    assert_eq!((cleared.body["source"].clone(), cleared.body.get("host")), (json!("none"), None));
}

#[tokio::test]
async fn a_test_e_mail_reports_what_the_mail_server_answered() {
    let site = Site::signed_in().await;
    set_unreachable_mail_server(&site, false).await;
    let test = site.post("/api/mail/test", json!({"to": "farida@example.af"})).await;
    assert_eq!(test.status, StatusCode::OK);
    assert_eq!((test.body["sent"].clone(), test.body["to"].clone()), (json!(false), json!("farida@example.af")));
    assert!(test.body["error"].as_str().unwrap().contains("Connection refused"), "{:?}", test.body);
}

#[tokio::test]
async fn flags_set_the_mail_server_and_the_dashboard_shows_it_read_only() {
    let mut site = Site::with_flags(&[
        "--smtp-url",
        "smtps://orders%40golbahar.af:s3cret@smtp.example.com",
        "--mail-from",
        "orders@golbahar.af",
    ]);
    site.login().await;
    let mail = site.get("/api/mail").await;
    assert_eq!(
        (
            mail.body["source"].clone(),
            mail.body["host"].clone(),
            mail.body["port"].clone(),
            mail.body["username"].clone()
        ),
        (json!("flags"), json!("smtp.example.com"), json!(465), json!("orders@golbahar.af"))
    );
    assert!(!mail.bytes.windows(6).any(|w| w == b"s3cret"));
    let changed = site.put("/api/mail", json!({"host": "other.example.com", "from": "a@b.af"})).await;
    assert_eq!(changed.status, StatusCode::CONFLICT);
    let confirmation = site.put("/api/mail", json!({"buyerConfirmation": true})).await;
    assert_eq!((confirmation.status, confirmation.body["host"].clone()), (StatusCode::OK, json!("smtp.example.com")));
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

#[tokio::test]
async fn analytics_counts_and_series() {
    let site = Site::signed_in().await;
    let a = site.product("Almonds", 100).await;
    let b = site.product("Figs", 100).await;
    site.patch(&format!("/api/products/{b}"), json!({"price": 2.0})).await;
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
    assert_eq!(s["revenuePerMonth"][month], json!(5.5 * 15.0 + 2.0 * 20.0), "current price x quantity");
    let per_day: i64 = s["ordersPerDay"].as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).sum();
    assert_eq!(per_day, 3);

    // the cached answer follows every change
    site.post("/api/orders", json!({"productId": a, "quantity": 1, "customerName": "Y"})).await;
    assert_eq!(site.get("/api/analytics?tzOffset=-270").await.body["totalOrders"], json!(4));
    site.patch(&format!("/api/orders/{first}"), json!({"status": "pending"})).await;
    assert_eq!(site.get("/api/analytics?tzOffset=-270").await.body["completedOrders"], json!(0));
    site.patch(&format!("/api/products/{b}"), json!({"price": 3.0})).await;
    let revenue = site.get("/api/analytics?tzOffset=-270").await.body["revenuePerMonth"][month].clone();
    assert_eq!(revenue, json!(5.5 * 16.0 + 3.0 * 20.0));
}

// ---------- slides, awards, content, media ----------

#[tokio::test]
async fn slides_and_hero_texts() {
    let site = Site::signed_in().await;
    assert_eq!(site.get("/api/hero").await.body, json!({"slides": [], "texts": {}}));
    let first = site.post("/api/hero/slides", json!({"url": data_url("image/png", &png(64, 36))})).await;
    assert_eq!(first.status, StatusCode::CREATED);
    let link = site.post("/api/hero/slides", json!({"url": "https://images.example.com/orchard.jpg"})).await;
    assert_eq!(link.body["url"], json!("https://images.example.com/orchard.jpg"), "links are stored, never fetched");

    let texts = json!({"en": {"title": "Premium Afghan Dried Fruits", "lead": "From our orchards", "values": "Quality", "services": "Export"},
                       "fa": {"title": "میوهٔ خشک ممتاز افغانستان", "lead": "از باغ‌های ما", "values": "کیفیت", "services": "صادرات"}});
    let saved = site
        .put("/api/hero", json!({"slides": [{"id": link.body["id"], "url": link.body["url"]}, {"url": first.body["url"]}], "texts": texts}))
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    assert_eq!(saved.body["texts"], texts);
    assert_eq!(saved.body["slides"][0]["id"], link.body["id"], "kept by id, in the new order");
    assert_eq!(saved.body["slides"].as_array().unwrap().len(), 2);

    let id = saved.body["slides"][1]["id"].as_i64().unwrap();
    assert_eq!(site.delete(&format!("/api/hero/slides/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(site.get("/api/hero").await.body["slides"].as_array().unwrap().len(), 1);
}

/// What the slideshow, the awards and the site content refuse: images are checked by their bytes
/// (an SVG, markup behind an image's first bytes, text), the profile must be a real PDF.
#[tokio::test]
async fn what_slides_awards_and_content_refuse() {
    let site = Site::signed_in().await;
    let fresh_content = site.get("/api/content").await.body;
    let award = |mime: &str, bytes: &[u8]| json!({"imageUrl": data_url(mime, bytes), "title": "T"});
    let svg = b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>";
    let profile = json!({"name": "profile.pdf", "data": data_url("application/pdf", &png(4, 4))});
    site.check(&[
        admin("slide without image", "POST /api/hero/slides", json!({"url": ""}), 400, "Please choose an image"),
        admin("unknown slide", "DELETE /api/hero/slides/424242", NO_BODY, 404, "Slide not found"),
        admin("award without image", "POST /api/awards", json!({"title": "No picture"}), 400, "Please choose an image"),
        admin("SVG award", "POST /api/awards", award("image/svg+xml", svg), 400, ""),
        admin(
            "HTML behind a PNG signature",
            "POST /api/awards",
            award("image/png", b"\x89PNG\r\n\x1a\n<html><script>alert(1)</script></html>"),
            400,
            "",
        ),
        admin(
            "script behind a GIF signature",
            "POST /api/awards",
            award("image/gif", b"GIF89a/*<script>alert(1)</script>*/"),
            400,
            "",
        ),
        admin("text as PNG", "POST /api/awards", award("image/png", b"just text"), 400, ""),
        admin("unknown award", "DELETE /api/awards/424242", NO_BODY, 404, "Award not found"),
        admin(
            "bad e-mail",
            "PUT /api/content",
            json!({"contactEmail": "nope"}),
            400,
            "Please enter a valid e-mail address",
        ),
        admin(
            "script link",
            "PUT /api/content",
            json!({"instagramUrl": "javascript:alert(1)"}),
            400,
            "Instagram must be an http(s) address",
        ),
        admin(
            "a PNG as the profile",
            "PUT /api/content/profile",
            profile,
            400,
            "The company profile must be a PDF file",
        ),
    ])
    .await;
    assert_eq!(site.get("/api/hero").await.body["slides"], json!([]));
    assert_eq!(site.get("/api/awards").await.body, json!([]));
    assert_eq!(site.get("/api/content").await.body, fresh_content, "nothing was saved");
}

#[tokio::test]
async fn images_are_checked_by_their_bytes_and_served_safely() {
    let site = Site::signed_in().await;
    // a PNG sent as "image/jpeg" is stored as what it is
    let award = site.post("/api/awards", json!({"imageUrl": data_url("image/jpeg", &png(20, 20)), "title": "Export Excellence", "description": "2022"})).await;
    assert_eq!(award.status, StatusCode::CREATED);
    let url = award.body["imageUrl"].as_str().unwrap().to_owned();
    assert!(url.ends_with(".png"));
    let again = site.post("/api/awards", json!({"imageUrl": data_url("image/png", &png(20, 20))})).await;
    assert_eq!(again.body["imageUrl"].as_str(), Some(url.as_str()), "stored once by content hash");

    let media = site.get(&url).await;
    assert_eq!(media.status, StatusCode::OK);
    assert_eq!(media.headers["content-type"], "image/png");
    assert_eq!(media.headers["x-content-type-options"], "nosniff");
    assert!(media.headers["cache-control"].to_str().unwrap().contains("immutable"));
    assert_eq!(media.bytes, png(20, 20));
    let etag = media.headers["etag"].to_str().unwrap().to_owned();
    let cached = site.send(Method::GET, &url, None, &[("if-none-match", &etag)]).await;
    assert_eq!(cached.status, StatusCode::NOT_MODIFIED);
    assert_eq!(site.get("/media/../../etc/passwd").await.status, StatusCode::NOT_FOUND);
    assert_eq!(site.get("/media/00000000000000000000000000000000.png").await.status, StatusCode::NOT_FOUND);

    let id = award.body["id"].as_i64().unwrap();
    assert_eq!(site.delete(&format!("/api/awards/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(site.get("/api/awards").await.body.as_array().unwrap().len(), 1);
    assert_eq!(site.get(&url).await.status, StatusCode::OK, "still used by the other award");
}

#[tokio::test]
async fn content_and_the_company_profile() {
    let site = Site::signed_in().await;
    let fresh = site.get("/api/content").await;
    assert_eq!(fresh.body["contactEmail"], json!("export@golbahar.af"), "the default, until saved");
    let saved = site
        .put("/api/content", json!({"contactEmail": "info@golbahar.af", "contactAddress": "کابل، شهر نو", "whatsappUrl": "+93 700 123 456", "twitterUrl": "https://youtube.com/@golbahar"}))
        .await;
    assert_eq!(saved.status, StatusCode::OK);
    let content = site.get("/api/content").await.body;
    assert_eq!(content["contactAddress"], json!("کابل، شهر نو"));
    assert_eq!(content["twitterUrl"], json!("https://youtube.com/@golbahar"), "the YouTube channel");

    let uploaded = site
        .put("/api/content/profile", json!({"name": "شرکت گلبهار.pdf", "data": data_url("application/pdf", &pdf())}))
        .await;
    assert_eq!(uploaded.status, StatusCode::OK, "{:?}", uploaded.body);
    let url = uploaded.body["profileDocumentUrl"].as_str().unwrap().to_owned();
    let file = site.get(&url).await;
    assert_eq!(file.headers["content-type"], "application/pdf");
    let disposition = file.headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment;") && disposition.contains("filename*=UTF-8''"), "{disposition}");
    assert_eq!(file.bytes, pdf());

    assert_eq!(site.delete("/api/content/profile").await.status, StatusCode::NO_CONTENT);
    let after = site.get("/api/content").await;
    assert_eq!(
        (after.body["profileDocumentUrl"].clone(), after.body["contactEmail"].clone()),
        (Value::Null, json!("info@golbahar.af"))
    );
    assert_eq!(site.get(&url).await.status, StatusCode::NOT_FOUND);
}

/// A fresh site answers every company detail its pages show, in English and Persian: what the
/// API says and what the pages show are the same thing. A saved detail replaces its default; an
/// emptied one goes back to it.
#[tokio::test]
async fn company_details_have_defaults_and_are_edited_as_content() {
    let site = Site::signed_in().await;
    let fresh = site.get("/api/content").await.body;
    assert_eq!(
        fresh,
        json!({
            "contactEmail": "export@golbahar.af",
            "contactPhone": "+93 70 123 4567",
            "contactAddress": "Karte Se, Kabul, Afghanistan",
            "contactAddressFa": "کارته سه، کابل، افغانستان",
            "branches": "United Kingdom\nDubai\nIndia",
            "branchesFa": "بریتانیا\nدبی\nهند",
            "workingHours": "Saturday to Thursday, 9:00 AM – 6:00 PM\nFriday: closed",
            "workingHoursFa": "شنبه تا پنج‌شنبه، ۹ صبح تا ۶ عصر\nجمعه: تعطیل",
        })
    );
    let saved = site
        .put("/api/content", json!({"contactPhone": "+93 79 555 0101", "branchesFa": "دبی\nهند", "workingHours": ""}))
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    let content = site.get("/api/content").await.body;
    assert_eq!(content["contactPhone"], json!("+93 79 555 0101"));
    assert_eq!(content["branchesFa"], json!("دبی\nهند"));
    assert_eq!(content["branches"], fresh["branches"], "the English text is its own field");
    assert_eq!(content["workingHours"], fresh["workingHours"], "emptied: the default again");
    site.check(&[
        admin(
            "a phone that is not one",
            "PUT /api/content",
            json!({"contactPhone": "call us"}),
            400,
            "Phone must be a phone number…",
        ),
        admin(
            "a control character",
            "PUT /api/content",
            json!({"branches": "UK\u{7}"}),
            400,
            "Branches contains control characters",
        ),
        admin(
            "too long",
            "PUT /api/content",
            json!({"workingHoursFa": "ب".repeat(1001)}),
            400,
            "Working hours (Persian) is too long…",
        ),
    ])
    .await;
    assert_eq!(site.get("/api/content").await.body["contactPhone"], json!("+93 79 555 0101"), "nothing changed");
}

/// A body sent with a request that takes none is refused, not read or ignored.
#[tokio::test]
async fn a_body_on_a_request_that_takes_none_is_refused() {
    let site = Site::signed_in().await;
    site.check(&[
        visitor("a read with a body", "GET /api/products", json!({"x": 1}), 400, "This request takes no body"),
        visitor(
            "a read of a path only written, with a body",
            "GET /api/content/profile",
            json!({"x": 1}),
            405,
            "Method not allowed",
        ),
        visitor(
            "a method no path answers, with a body",
            "TRACE /api/admins",
            json!({"x": 1}),
            405,
            "Method not allowed",
        ),
        visitor("HEAD with a body, like GET", "HEAD /api/products", json!({"x": 1}), 400, ""),
        admin(
            "a delete with a body",
            "DELETE /api/content/profile",
            json!({"x": 1}),
            400,
            "This request takes no body",
        ),
        visitor("a page with a body", "GET /", json!({"x": 1}), 400, "This request takes no body"),
        // an empty body is no body
        visitor("a read with an empty body", "GET /api/products", NO_BODY, 200, "").raw_body(b""),
    ])
    .await;
}

/// Failed sign-ins lock the address they come from, for longer and longer, and not the admin
/// signing in from elsewhere; an attack on one username from many addresses locks that username
/// for every address but those its admin has signed in from. (Behind a trusted proxy, so that
/// X-Forwarded-For gives each request its address.)
#[tokio::test]
async fn failed_sign_ins_lock_the_address_and_the_username_but_not_the_admin() {
    let site = Site::with_flags(&["--trusted-proxies", "0.0.0.0", "--login-limit", "10000"]);
    let sign_in = |from: &'static str, password: &'static str| {
        let site = &site;
        async move {
            let body = json!({"username": "admin", "password": password}).to_string().into_bytes();
            site.send(Method::POST, "/api/admins/auth", Some(body), &[("x-forwarded-for", from)]).await
        }
    };
    let home = "198.51.100.7";
    assert_eq!(sign_in(home, PASSWORD).await.status, StatusCode::OK);
    let attacker = "203.0.113.1";
    for _ in 0..6 {
        assert_eq!(sign_in(attacker, "wrong password").await.status, StatusCode::UNAUTHORIZED);
    }
    let locked = sign_in(attacker, PASSWORD).await;
    assert_eq!(locked.status, StatusCode::TOO_MANY_REQUESTS, "even the right password, from the attacker's address");
    assert_eq!(locked.error(), "Too many requests. Please try again later.");
    assert_eq!(locked.headers["retry-after"], "1");
    assert_eq!(sign_in("192.0.2.50", PASSWORD).await.status, StatusCode::OK, "another address signs in");

    // Four more addresses, one failure each: ten failures on `admin` in all, and the username is locked.
    for from in ["203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5", "203.0.113.6"] {
        assert_eq!(sign_in(from, "wrong password").await.status, StatusCode::UNAUTHORIZED);
    }
    let fresh_attacker = sign_in("203.0.113.99", "wrong password").await;
    assert_eq!(fresh_attacker.status, StatusCode::TOO_MANY_REQUESTS, "a new address of the attack");
    assert_eq!(sign_in(home, PASSWORD).await.status, StatusCode::OK, "the admin's own address still signs in");
}

/// Passwords padded with spaces or among the most common are refused; usernames are normalised
/// (NFKC, trimmed), so look-alikes of `admin` are the same account or refused.
#[tokio::test]
async fn weak_passwords_and_look_alike_usernames_are_refused() {
    let site = Site::signed_in().await;
    let create = |username: &str, password: &str| json!({"username": username, "password": password});
    site.check(&[
        admin(
            "seven spaces and an x",
            "POST /api/admins",
            create("ahmad", "       x"),
            400,
            "Password must have at least 8 characters that are not spaces",
        ),
        admin(
            "padded",
            "POST /api/admins",
            create("ahmad", "  abc  def  "),
            400,
            "Password must have at least 8 characters that are not spaces",
        ),
        admin(
            "common",
            "POST /api/admins",
            create("ahmad", "password1"),
            400,
            "This password is one of the most common; please choose another",
        ),
        admin(
            "common, other case",
            "POST /api/admins",
            create("ahmad", "Qwertyuiop"),
            400,
            "This password is one of the most common; please choose another",
        ),
        admin("leading space", "POST /api/admins", create(" admin", "long enough"), 409, "Username already exists"),
        admin(
            "full-width letters",
            "POST /api/admins",
            create("ａｄｍｉｎ", "long enough"),
            409,
            "Username already exists",
        ),
        admin(
            "zero-width space",
            "POST /api/admins",
            create("admin\u{200b}", "long enough"),
            400,
            "Username must not contain invisible or direction-control characters",
        ),
        admin(
            "right-to-left override",
            "POST /api/admins",
            create("\u{202e}nimda", "long enough"),
            400,
            "Username must not contain invisible or direction-control characters",
        ),
    ])
    .await;
    assert_eq!(site.get("/api/admins").await.body.as_array().unwrap().len(), 1, "no account was created");
    let created = site.post("/api/admins", create("  احمد ", "a long passphrase")).await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(created.body["username"], json!("احمد"), "stored trimmed");
    let signed_in = site.post("/api/admins/auth", create("احمد ", "a long passphrase")).await;
    assert_eq!(signed_in.status, StatusCode::OK, "signs in under the same normalised name");
}

/// An image over the pixel budget is refused from its header; a large one is stored scaled down
/// to the 1 600 px the pages use.
#[tokio::test]
async fn images_over_the_pixel_budget_are_refused_and_large_ones_scaled_down() {
    let site = Site::signed_in().await;
    let gray = |w: u32, h: u32| {
        let mut out = std::io::Cursor::new(Vec::new());
        image::GrayImage::new(w, h).write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    };
    let bomb =
        site.post("/api/awards", json!({"imageUrl": data_url("image/png", &gray(5000, 4000)), "title": "big"})).await;
    assert_eq!(
        (bomb.status, bomb.error()),
        (StatusCode::BAD_REQUEST, "The image has too many pixels (at most 16 megapixels)")
    );
    let large =
        site.post("/api/awards", json!({"imageUrl": data_url("image/png", &png(2400, 1200)), "title": "wide"})).await;
    assert_eq!(large.status, StatusCode::CREATED, "{:?}", large.body);
    let stored = site.get(large.body["imageUrl"].as_str().unwrap()).await;
    assert_eq!(stored.headers["content-type"], "image/jpeg", "an opaque image is stored as JPEG");
    let decoded = image::load_from_memory(&stored.bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (1600, 800));
    let small =
        site.post("/api/awards", json!({"imageUrl": data_url("image/png", &png(1600, 900)), "title": "fits"})).await;
    let kept = site.get(small.body["imageUrl"].as_str().unwrap()).await;
    assert_eq!(kept.bytes, png(1600, 900), "an image that fits is stored as sent");
}

/// The profile's file name is shown and offered as the download's name: no direction tricks, and
/// it always ends in .pdf.
#[tokio::test]
async fn the_profile_file_name_has_no_direction_tricks_and_ends_in_pdf() {
    let site = Site::signed_in().await;
    let data = data_url("application/pdf", &pdf());
    let tricked = site.put("/api/content/profile", json!({"name": "sec-\u{202e}fdp.exe", "data": data})).await;
    assert_eq!(
        (tricked.status, tricked.error()),
        (StatusCode::BAD_REQUEST, "File name must not contain invisible or direction-control characters")
    );
    let plain = site.put("/api/content/profile", json!({"name": "Golbahar profile", "data": data})).await;
    assert_eq!(plain.body["profileDocumentName"], json!("Golbahar profile.pdf"));
    let kept = site.put("/api/content/profile", json!({"name": "پروفایل.PDF", "data": data})).await;
    assert_eq!(kept.body["profileDocumentName"], json!("پروفایل.PDF"));
}

/// The cross-site check compares the Origin's scheme, host and port with the site's own.
#[tokio::test]
async fn the_origin_must_match_in_scheme_host_and_port() {
    let site = Site::new();
    let order = json!({"productId": 1, "quantity": 1, "customerName": "A"});
    let from = |origin: &'static str, host: &'static str, status: u16, error: &'static str| {
        visitor(format!("{origin} to {host}"), "POST /api/orders", order.clone(), status, error)
            .header("origin", origin)
            .header("host", host)
    };
    const REFUSED: &str = "Cross-origin request refused";
    site.check(&[
        from("http://shop.test", "shop.test", 404, "Product not found"),
        from("http://shop.test:80", "shop.test", 404, "Product not found"),
        from("http://shop.test:8080", "shop.test:8080", 404, "Product not found"),
        from("evil://shop.test", "shop.test", 403, REFUSED),
        from("https://shop.test", "shop.test", 403, REFUSED),
        from("http://shop.test:8081", "shop.test:8080", 403, REFUSED),
        from("http://shop.test", "shop.test:8080", 403, REFUSED),
        from("null", "shop.test", 403, REFUSED),
        from("http://shop.test/path", "shop.test", 403, REFUSED),
    ])
    .await;
    let https = Site::with_flags(&["--cookie-secure", "true"]);
    https
        .check(&[
            from("https://shop.test", "shop.test", 404, "Product not found"),
            from("http://shop.test", "shop.test", 403, REFUSED),
        ])
        .await;
}

/// A write must say where it comes from. A browser sends `Origin` (and `Sec-Fetch-Site`) with
/// every write; a call with neither is refused, with the admin's cookie or without.
#[tokio::test]
async fn a_write_without_origin_or_sec_fetch_site_is_refused() {
    let site = Site::signed_in().await;
    let id = site.product("Figs", 10).await;
    let order = json!({"productId": id, "quantity": 1, "customerName": "A"});
    let delete = format!("DELETE /api/products/{id}");
    const REFUSED: &str = "Cross-origin request refused";
    site.check(&[
        admin("the cookie, no Origin", &delete, NO_BODY, 403, REFUSED).sent_by_a_script(),
        admin("sign-out, no Origin", "DELETE /api/session", NO_BODY, 403, REFUSED).sent_by_a_script(),
        visitor("an order, no Origin", "POST /api/orders", order.clone(), 403, REFUSED).sent_by_a_script(),
        visitor("typed in the address bar", "POST /api/orders", order.clone(), 403, REFUSED)
            .header("sec-fetch-site", "none"),
        visitor("a sibling site", "POST /api/orders", order.clone(), 403, REFUSED)
            .header("sec-fetch-site", "same-site"),
        visitor("a read needs neither", "GET /api/products", NO_BODY, 200, "").sent_by_a_script(),
        visitor("a browser's page, Origin", "POST /api/orders", order.clone(), 201, "")
            .header("origin", "http://shop.test")
            .header("host", "shop.test"),
        visitor("a browser's page, no Origin", "POST /api/orders", order, 201, "")
            .header("sec-fetch-site", "same-origin"),
        admin("the dashboard", &delete, NO_BODY, 204, "").header("sec-fetch-site", "same-origin"),
    ])
    .await;
}

// ---------- limits, errors ----------

#[tokio::test]
async fn bodies_over_the_limit_get_413_and_nothing_changes() {
    let site = Site::signed_in().await;
    let huge_image = format!("data:image/png;base64,{}", "A".repeat(13 * 1024 * 1024));
    let a = site
        .post(
            "/api/products",
            json!({"name": "A", "unit": "kg", "price": 1, "initialStock": 1, "imageUrl": huge_image}),
        )
        .await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(site.get("/api/health").await.status, StatusCode::OK);
    assert_eq!(site.get("/api/products").await.body, json!([]));
}

#[tokio::test]
async fn unknown_paths_methods_and_encodings_answer_json_errors() {
    let site = Site::signed_in().await;
    site.check(&[
        admin("unknown path", "GET /api/nothing-here", NO_BODY, 404, "Not found"),
        admin("unknown method", "PUT /api/products", json!({}), 405, "Method not allowed"),
        visitor("compressed body", "POST /api/orders", NO_BODY, 400, "Compressed request bodies are not accepted")
            .raw_body(b"\x1f\x8b\x08")
            .header("content-encoding", "gzip"),
        visitor(
            "order over 64 KB",
            "POST /api/orders",
            json!({"productId": 1, "quantity": 1, "customerName": "x".repeat(70_000)}),
            413,
            "Request body too large…",
        ),
    ])
    .await;
}

/// RFC 9110: a 405 says what the path does answer, in the API and outside it; the docs, the
/// spec and media answer only GET and HEAD.
#[tokio::test]
async fn method_not_allowed_names_the_allowed_methods_everywhere() {
    let site = Site::signed_in().await;
    let cases = [
        (Method::PUT, "/api/products", "GET, POST, HEAD"),
        (Method::GET, "/api/products/1", "PATCH, DELETE"),
        (Method::POST, "/api/session", "GET, DELETE, HEAD"),
        (Method::TRACE, "/api/health", "GET, HEAD"),
        (Method::POST, "/api/docs", "GET, HEAD"),
        (Method::TRACE, "/api/docs", "GET, HEAD"),
        (Method::DELETE, "/api/openapi.json", "GET, HEAD"),
        (Method::PUT, "/media/0123456789abcdef0123456789abcdef.png", "GET, HEAD"),
        (Method::TRACE, "/media/0123456789abcdef0123456789abcdef.png", "GET, HEAD"),
        (Method::POST, "/products", "GET, HEAD"),
    ];
    for (method, path, allow) in cases {
        let answer = site.send(method.clone(), path, None, &[]).await;
        assert_eq!(answer.status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        assert_eq!(answer.error(), "Method not allowed", "{method} {path}");
        assert_eq!(answer.headers.get("allow").and_then(|v| v.to_str().ok()), Some(allow), "{method} {path}");
    }
}

/// The docs page (Swagger UI's, from the UI build) and the spec go gzipped to a browser that
/// accepts it, with an ETag; the page with its own CSP, which allows only this site's scripts.
#[tokio::test]
async fn the_api_docs_and_spec_are_compressed_and_revalidated() {
    let site = Site::new();
    for path in ["/api/docs", "/api/openapi.json"] {
        let plain = site.get(path).await;
        let zipped = site.send(Method::GET, path, None, &[("accept-encoding", "gzip, br")]).await;
        assert_eq!(zipped.status, StatusCode::OK, "{path}");
        assert_eq!(zipped.headers.get("content-encoding").unwrap(), "gzip", "{path}");
        assert_eq!(gunzip(&zipped.bytes), plain.bytes, "{path}");
        let etag = plain.headers.get("etag").unwrap().to_str().unwrap().to_owned();
        let again = site.send(Method::GET, path, None, &[("if-none-match", &etag)]).await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED, "{path}");
        let head = site.send(Method::HEAD, path, None, &[]).await;
        assert_eq!((head.status, head.bytes.len()), (StatusCode::OK, 0), "{path}");
    }
    assert_eq!(
        site.get("/api/openapi.json").await.body,
        serde_json::from_str::<Value>(&site::api::spec_json()).unwrap()
    );
    let docs = site.get("/api/docs").await;
    assert_eq!(docs.bytes, DOCS_HTML.as_bytes());
    let csp = docs.headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("script-src 'self';") && !csp.contains("unsafe-inline"), "{csp}");
    assert_eq!(site.get("/api-docs.html").await.status, StatusCode::NOT_FOUND, "served at /api/docs only");
}

// ---------- the UI ----------

#[tokio::test]
async fn the_ui_routes_assets_and_headers() {
    let site = Site::new();
    let pages: Vec<Value> = serde_json::from_str(include_str!("../ui/src/routing/routes.json")).unwrap();
    let paths: Vec<&str> = pages.iter().map(|p| p["path"].as_str().unwrap()).collect();
    assert!(paths.contains(&"/") && paths.contains(&"/dashboard"), "{paths:?}");
    for path in paths {
        let a = site.get(path).await;
        assert_eq!(a.status, StatusCode::OK, "{path}");
        assert_eq!(a.headers["cache-control"], "no-cache");
        let csp = a.headers["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'")
                && !csp.contains("unsafe-inline")
                && csp.contains("frame-ancestors 'none'")
        );
        assert_eq!(a.headers["x-frame-options"], "DENY");
        assert!(a.headers.contains_key("referrer-policy"));
    }
    let dashboard = site.get("/dashboard").await;
    let csp = dashboard.headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("connect-src 'self' https:"), "the dashboard may fetch pasted image links: {csp}");
    assert!(site.get("/").await.headers["content-security-policy"].to_str().unwrap().contains("connect-src 'self';"));

    let missing = site.get("/no/such/page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let missing = String::from_utf8_lossy(&missing.bytes);
    assert!(
        missing.contains("<div id=\"root\">") && missing.contains("notFound title en"),
        "the app shows its not-found page: {missing}"
    );

    let index = site.get("/").await;
    let etag = index.headers["etag"].to_str().unwrap().to_owned();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "quoted ETag");
    assert_eq!(site.send(Method::GET, "/", None, &[("if-none-match", &etag)]).await.status, StatusCode::NOT_MODIFIED);

    let js = "/assets/main-1a2b3c.js";
    let plain = site.get(js).await;
    assert_eq!(plain.bytes, b"console.log('app')");
    assert!(plain.headers["cache-control"].to_str().unwrap().contains("immutable"));
    let br = site.send(Method::GET, js, None, &[("accept-encoding", "gzip, br")]).await;
    assert_eq!((br.headers["content-encoding"].to_str().unwrap(), br.bytes.as_slice()), ("br", &b"brotli-bytes"[..]));
    let gz = site.send(Method::GET, js, None, &[("accept-encoding", "gzip, br;q=0")]).await;
    assert_eq!(gz.headers["content-encoding"], "gzip");
    assert_eq!(gz.headers["vary"], "Accept-Encoding");
    assert_eq!(site.get("/assets/gone-123.js").await.status, StatusCode::NOT_FOUND);
    assert_eq!(site.get("/favicon.svg").await.status, StatusCode::OK);
}

/// A file kept only gzipped (as the binary keeps every compressible file) goes as it is to a
/// browser that takes gzip, and unzipped to a client that takes no compression, with one ETag.
#[tokio::test]
async fn a_file_kept_only_gzipped_answers_every_client() {
    let site = Site::new();
    let (path, text) = GZIP_ONLY;
    let plain = site.get(path).await;
    assert_eq!((plain.status, plain.bytes.as_slice()), (StatusCode::OK, text.as_bytes()));
    assert!(plain.headers.get("content-encoding").is_none());
    assert_eq!(plain.headers["content-length"], text.len().to_string().as_str());
    let etag = plain.headers["etag"].to_str().unwrap().to_owned();
    let zipped = site.send(Method::GET, path, None, &[("accept-encoding", "gzip, br")]).await;
    assert_eq!(zipped.headers["content-encoding"], "gzip");
    assert_eq!(gunzip(&zipped.bytes), text.as_bytes());
    assert_eq!(zipped.headers["etag"], etag.as_str());
    let br_only = site.send(Method::GET, path, None, &[("accept-encoding", "br")]).await;
    assert_eq!((br_only.headers.get("content-encoding"), br_only.bytes.as_slice()), (None, text.as_bytes()));
    let head = site.send(Method::HEAD, path, None, &[]).await;
    assert_eq!((head.status, head.bytes.len()), (StatusCode::OK, 0));
    assert_eq!(head.headers["content-length"], text.len().to_string().as_str());
    let again = site.send(Method::GET, path, None, &[("if-none-match", &etag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
}

/// The binary embeds ui/dist without the files that have a gzip twin (build.rs): the real API
/// docs page, Swagger UI's files and the favicon still answer a client that takes no compression
/// with the same bytes and ETag as the gzipped answer.
#[tokio::test]
async fn the_embedded_ui_unzips_for_clients_that_take_no_compression() {
    let site = Site::embedded();
    let docs = site.get("/api/docs").await;
    assert_eq!(docs.status, StatusCode::OK);
    let html = String::from_utf8(docs.bytes.clone()).unwrap();
    assert!(html.contains("<div id=\"ui\"></div>"), "{html}");
    let files: Vec<&str> = html.split('"').filter(|s| s.starts_with("/assets/")).collect();
    assert_eq!(files.len(), 3, "Swagger UI's script and stylesheet and the start script: {html}");
    for path in ["/api/docs", "/favicon.svg"].into_iter().chain(files) {
        let plain = site.get(path).await;
        let zipped = site.send(Method::GET, path, None, &[("accept-encoding", "gzip")]).await;
        assert_eq!((plain.status, zipped.status), (StatusCode::OK, StatusCode::OK), "{path}");
        assert!(plain.headers.get("content-encoding").is_none(), "{path}");
        assert_eq!(zipped.headers["content-encoding"], "gzip", "{path}");
        assert_eq!(gunzip(&zipped.bytes), plain.bytes, "{path}");
        assert_eq!(plain.headers["etag"], zipped.headers["etag"], "{path}");
    }
}

// ---------- backups and the spec ----------

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn backup_while_writes_go_on() {
    let site = std::sync::Arc::new(Site::signed_in().await);
    let id = site.product("Raisins", 1_000_000).await;
    let writer = {
        let site = site.clone();
        tokio::spawn(async move {
            let mut acknowledged = 0;
            for n in 0..150 {
                let a = site
                    .post("/api/orders", json!({"productId": id, "quantity": 1, "customerName": format!("N{n}")}))
                    .await;
                if a.status == StatusCode::CREATED {
                    acknowledged += 1;
                }
            }
            acknowledged
        })
    };
    // The backup begins once the writer is under way (an order committed), not after a guessed 20 ms.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let before = loop {
        let n: i64 =
            site.db.read_blocking(|c| Ok(c.query_row("SELECT count(*) FROM orders", [], |r| r.get(0))?)).unwrap();
        if n > 0 {
            break n;
        }
        assert!(std::time::Instant::now() < deadline, "the writer committed no order in 30 s");
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    };
    let dest = site.dir.path().join("backup.db");
    let db = site.db.clone();
    let copy = dest.clone();
    tokio::task::spawn_blocking(move || db.backup_to(&copy)).await.unwrap().unwrap();
    let acknowledged = writer.await.unwrap();
    assert_eq!(acknowledged, 150);

    let conn = rusqlite::Connection::open(&dest).unwrap();
    let check: String = conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(check, "ok");
    let in_copy: i64 = conn.query_row("SELECT count(*) FROM orders", [], |r| r.get(0)).unwrap();
    assert!(in_copy >= before, "the copy holds every order acknowledged before it began ({in_copy} < {before})");
    assert!(site.db.backup_to(&dest).is_err(), "an existing file is never overwritten");

    let download = site.get("/api/backup").await;
    assert_eq!(download.status, StatusCode::OK);
    assert!(download.bytes.starts_with(b"SQLite format 3\0"));
    assert!(download.headers["content-disposition"].to_str().unwrap().starts_with("attachment"));
}

/// Without --domain or --tls-cert the server speaks plain http: the certificate endpoint says so,
/// and the session cookie and the answers carry neither Secure nor HSTS; --cookie-secure (a proxy
/// terminating https in front) turns both on.
#[tokio::test]
async fn plain_http_reports_no_certificate_and_sets_no_https_headers() {
    async fn sign_in(site: &Site) -> String {
        let body = json!({"username": "admin", "password": PASSWORD});
        let answer = site.call(Method::POST, "/api/admins/auth", Some(body)).await;
        answer.headers["set-cookie"].to_str().unwrap().to_owned()
    }
    let mut site = Site::new();
    assert!(!sign_in(&site).await.contains("Secure"));
    site.login().await;
    let tls = site.get("/api/tls").await;
    assert_eq!(tls.status, StatusCode::OK);
    // what is unknown is left out, never null (as the spec says)
    assert_eq!(tls.body, json!({"https": false, "domains": []}));
    assert!(!tls.headers.contains_key("strict-transport-security"));

    let behind_proxy = Site::with_flags(&["--cookie-secure", "true"]);
    assert!(sign_in(&behind_proxy).await.contains("; Secure"));
    let health = behind_proxy.get("/api/health").await;
    assert!(health.headers["strict-transport-security"].to_str().unwrap().starts_with("max-age="));
}

/// A database file from the first release opens on the current schema: its content kept (the
/// YouTube link under its new column name), and the same tables and columns as a new database.
#[tokio::test]
async fn an_old_database_is_migrated_when_opened() {
    let dir = tempfile::tempdir().unwrap();
    let conn = rusqlite::Connection::open(dir.path().join("site.db")).unwrap();
    conn.execute_batch(include_str!("common/schema-v1.sql")).unwrap();
    conn.execute_batch(
        "PRAGMA user_version = 1;
         UPDATE site_content SET contact_email = 'info@golbahar.af', twitter_url = 'https://youtube.com/@golbahar',
             about_text = 'never shown' WHERE id = 1;",
    )
    .unwrap();
    drop(conn);
    let old = Site::on_database(dir, &[]);
    let content = old.get("/api/content").await.body;
    assert_eq!(content["contactEmail"], json!("info@golbahar.af"));
    assert_eq!(content["twitterUrl"], json!("https://youtube.com/@golbahar"));
    assert_eq!(content["contactPhone"], json!("+93 70 123 4567"), "a detail it never had: the default");

    let columns = |site: &Site| {
        site.db
            .read_blocking(|c| {
                let mut stmt = c.prepare(
                    "SELECT t.name, group_concat(col.name, ' ') FROM sqlite_schema t, pragma_table_info(t.name) col
                     WHERE t.type = 'table' GROUP BY t.name ORDER BY t.name",
                )?;
                let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
                Ok(rows.collect::<Result<Vec<_>, _>>()?)
            })
            .unwrap()
    };
    assert_eq!(columns(&old), columns(&Site::new()));
    let version = |site: &Site| {
        site.db.read_blocking(|c| Ok(c.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))?))
    };
    assert_eq!(version(&old).unwrap(), site::db::SCHEMA_VERSION);
}

/// What a backup holds besides the data, changed as someone who wants the server to run their
/// SQL would change it: each is refused, and the refusal names the change.
const TAMPERINGS: &[(&str, &str, &[&str])] = &[
    (
        "the audit log's guard dropped, a trigger of its own added",
        "DROP TRIGGER audit_log_no_update;
         CREATE TRIGGER orders_cheap AFTER INSERT ON orders BEGIN UPDATE products SET price = 0.01; END;",
        &["trigger orders_cheap is not part of it", "trigger audit_log_no_update is missing"],
    ),
    (
        "a trigger under a name of this program's",
        "DROP TRIGGER audit_log_no_delete;
         CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT 1; END;",
        &["trigger audit_log_no_delete differs"],
    ),
    ("a column added", "ALTER TABLE products ADD COLUMN note TEXT;", &["table products differs: it has `note text`"]),
    ("an index added", "CREATE INDEX products_name ON products (name);", &["index products_name is not part of it"]),
    ("a view added", "CREATE VIEW cheap AS SELECT * FROM products;", &["view cheap is not part of it"]),
    ("a table added", "CREATE TABLE extra (x);", &["table extra is not part of it"]),
];

/// Every file in `dir` (not its folders) and its bytes.
fn folder(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_file())
        .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap()))
        .collect();
    files.sort();
    files
}

fn restore(backup: &std::path::Path, db: &std::path::Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_site"))
        .args(["restore", backup.to_str().unwrap(), "--db", db.to_str().unwrap()])
        .output()
        .unwrap()
}

/// `site restore` checks the backup's schema against what this version creates: a tampered one
/// is refused with what differs, and nothing is changed; an untampered one is restored.
#[tokio::test]
async fn restore_refuses_a_backup_whose_schema_was_tampered_with() {
    let mut source = Site::new();
    source.login().await;
    source.product("Almonds", 30).await;
    let good = source.dir.path().join("good.db");
    source.db.backup_to(&good).unwrap();

    // The site's database of a stopped server: one file, which a refusal must leave as it is.
    let target_dir = tempfile::tempdir().unwrap();
    let db = target_dir.path().join("site.db");
    std::fs::copy(&good, &db).unwrap();
    let before = folder(target_dir.path());
    for (name, sql, says) in TAMPERINGS {
        let tampered = source.dir.path().join("tampered.db");
        std::fs::copy(&good, &tampered).unwrap();
        rusqlite::Connection::open(&tampered).unwrap().execute_batch(sql).unwrap();
        let out = restore(&tampered, &db);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{name}: restored ({})", String::from_utf8_lossy(&out.stdout));
        for said in *says {
            assert!(stderr.contains(said), "{name}: {stderr:?} does not say {said:?}");
        }
        assert!(stderr.contains("nothing was changed"), "{name}: {stderr}");
        assert!(folder(target_dir.path()) == before, "{name}: the database folder changed");
        std::fs::remove_file(&tampered).unwrap();
    }

    let out = restore(&good, &db);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let restored = site::db::Db::open(&db, site::config::Sync::Normal).unwrap();
    let names: Vec<String> = restored
        .read_blocking(|c| {
            Ok(c.prepare("SELECT name FROM products")?.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?)
        })
        .unwrap();
    assert_eq!(names, ["Almonds"]);
}

/// The server does not start on a database whose schema was tampered with, whatever its version:
/// the check comes before the migrations, whose writes would fire a planted trigger.
#[test]
fn a_database_whose_schema_was_tampered_with_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let (_, sql, says) = TAMPERINGS[0];
    let current = dir.path().join("current.db");
    drop(site::db::Db::open(&current, site::config::Sync::Normal).unwrap());
    rusqlite::Connection::open(&current).unwrap().execute_batch(sql).unwrap();
    let old = dir.path().join("old.db");
    let conn = rusqlite::Connection::open(&old).unwrap();
    conn.execute_batch(include_str!("common/schema-v1.sql")).unwrap();
    conn.execute_batch(
        "PRAGMA user_version = 1;
         CREATE TRIGGER orders_cheap AFTER INSERT ON orders BEGIN UPDATE products SET price = 0.01; END;",
    )
    .unwrap();
    drop(conn);
    for (db, says) in [(&current, says), (&old, &["trigger orders_cheap is not part of it"][..])] {
        let refused = site::db::Db::open(db, site::config::Sync::Normal).err().expect("a tampered database opens");
        for said in says {
            assert!(refused.contains(said), "{refused:?} does not say {said:?}");
        }
        // `site serve` stops at once with the message (a deadline only for the failure of this test:
        // a server that starts would never exit).
        let mut serve = std::process::Command::new(env!("CARGO_BIN_EXE_site"))
            .args(["serve", "--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()])
            .env("SITE_ADMIN_PASSWORD", "a long passphrase")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        let status = loop {
            if let Some(status) = serve.try_wait().unwrap() {
                break status;
            }
            if std::time::Instant::now() > deadline {
                serve.kill().unwrap();
                panic!("the server started on a tampered database");
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(serve.stderr.as_mut().unwrap(), &mut stderr).unwrap();
        assert!(!status.success());
        assert!(stderr.contains("its schema is not the one this program creates"), "{stderr}");
    }
    let version: i64 =
        rusqlite::Connection::open(&old).unwrap().pragma_query_value(None, "user_version", |r| r.get(0)).unwrap();
    assert_eq!(version, 1, "the refused file is not migrated");
}

#[test]
fn committed_openapi_json_is_current() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json")).unwrap();
    assert!(
        committed.trim_end() == site::api::spec_json().trim_end(),
        "openapi.json differs from the server's spec: run scripts/refresh-openapi"
    );
}
