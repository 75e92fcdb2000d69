//! The buyer's token is the buyer's alone (issue 40, item 8): no API key reads it (not in the
//! list, not in a quote, not in what a write answers), and a call by the token that carries a key
//! is refused before the token is looked at, so a key cannot accept, decline, ask or read as the
//! buyer. A signed-in admin still reads the link, to send it on.

use super::*;

/// Makes a key as the signed-in admin; answers its secret.
async fn key(site: &Site, name: &str, access: &str) -> String {
    let a = site.post("/api/keys", json!({"name": name, "access": access})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body["secret"].as_str().unwrap().to_owned()
}

fn holds(bytes: &[u8], token: &str) -> bool {
    bytes.windows(token.len()).any(|w| w == token.as_bytes())
}

#[tokio::test]
async fn no_api_key_reads_a_buyers_token_nor_acts_as_the_buyer() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, _, token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "en")).await;
    let (other, _, other_token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 20}]), "fa")).await;
    let (read, write) = (key(&site, "Report", "read").await, key(&site, "Sync", "readWrite").await);

    // the signed-in admin reads the link of one quote, to send it on; the list carries none
    let one = site.get(&format!("/api/quotes/{id}")).await;
    assert_eq!(one.body["quoteUrl"], json!(format!("/quote/{token}")));
    let listed = site.get("/api/quotes").await;
    assert_eq!(listed.body.as_array().unwrap().len(), 2);
    assert!(!holds(&listed.bytes, &token) && !holds(&listed.bytes, &other_token), "{}", listed.body);

    // a key reads every quote and no token
    for key in [&read, &write] {
        for path in [
            "/api/quotes".to_owned(),
            "/api/quotes?status=new&limit=10".to_owned(),
            format!("/api/quotes/{id}"),
            format!("/api/quotes/{other}"),
        ] {
            let a = site.with_key(key, Method::GET, &path, None).await;
            assert_eq!(a.status, StatusCode::OK, "{path}: {:?}", a.body);
            assert!(!holds(&a.bytes, &token) && !holds(&a.bytes, &other_token), "{path}: {}", a.body);
        }
    }
    // nor in what its writes answer
    let ids = line_ids(&one.body);
    let sent = site
        .with_key(
            &write,
            Method::POST,
            &format!("/api/quotes/{id}/revisions"),
            Some(revision(&[(ids[0], 4.0)], &day(&site, 10))),
        )
        .await;
    assert_eq!(sent.status, StatusCode::CREATED, "{:?}", sent.body);
    let withdrawn = site.with_key(&write, Method::POST, &format!("/api/quotes/{other}/withdraw"), None).await;
    assert_eq!(withdrawn.status, StatusCode::OK, "{:?}", withdrawn.body);
    for a in [&sent, &withdrawn] {
        assert!(a.body.get("quoteUrl").is_none() && !holds(&a.bytes, &token) && !holds(&a.bytes, &other_token));
    }

    // a key that holds a token anyway cannot use it: every call by the token is refused
    let base = format!("/api/quotes/by-token/{token}");
    let calls = [
        (Method::GET, base.clone(), None),
        (Method::GET, format!("{base}/proforma.pdf?revision=1"), None),
        (Method::POST, format!("{base}/accept"), Some(json!({"revision": 1}))),
        (Method::POST, format!("{base}/decline"), Some(json!({"reason": "too dear"}))),
        (Method::POST, format!("{base}/messages"), Some(json!({"text": "Written by a script"}))),
    ];
    for key in [&read, &write, &"site_made-up".to_owned()] {
        for (method, path, body) in &calls {
            let a = site.with_key(key, method.clone(), path, body.clone()).await;
            assert_eq!(
                (a.status, a.body["code"].clone()),
                (StatusCode::FORBIDDEN, json!("buyer_only")),
                "{method} {path}: {:?}",
                a.body
            );
            assert!(!holds(&a.bytes, &token), "{method} {path}: {}", a.body);
        }
    }
    let orders = site.get("/api/orders").await;
    assert_eq!(orders.body, json!([]), "no order was made");
    let quote = site.get(&format!("/api/quotes/{id}")).await.body;
    assert_eq!((quote["status"].clone(), quote["messages"].clone()), (json!("quoted"), json!([])));
    let buyer: Vec<String> =
        audit(&site).into_iter().filter(|(_, who, _, _)| who == "buyer").map(|(kind, ..)| kind).collect();
    assert_eq!(buyer, ["quote.request", "quote.request"], "the buyer did nothing but ask");

    // the buyer, who sends no key, still answers
    let accepted = site.post(&format!("{base}/accept"), json!({"revision": 1})).await;
    assert_eq!(accepted.status, StatusCode::OK, "{:?}", accepted.body);
    assert_eq!(accepted.body["quoteUrl"], json!(format!("/quote/{token}")), "the buyer's own link");
}
