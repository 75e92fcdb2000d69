//! Who may call what: every operation the contract secures needs a session, the public ones do
//! not; sign-in refusals; the cross-site check on writes (Origin, Sec-Fetch-Site); the rate
//! limits on sign-ins and orders per address.

use crate::common::{admin, data_url, pdf, visitor, Caller, Scenario, Site, NO_BODY, PASSWORD};
use poem::http::StatusCode;
use serde_json::{json, Value};

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
