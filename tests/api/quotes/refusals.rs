//! What is refused and what cannot race: an inquiry's and a quote's rules, wrong tokens, two
//! accepts at once; the quote page never cached.

use super::*;

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
