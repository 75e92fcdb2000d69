//! API keys: made in the dashboard by a signed-in admin, sent by scripts as
//! `Authorization: Bearer site_...` without a cookie or an `Origin`; read-only or read-write,
//! revocable, with their last use listed and every use in the audit log.

use crate::common::{admin, data_url, png, visitor, Caller, Scenario, Site, NO_BODY};
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

/// Makes a key as the signed-in admin; answers (id, secret).
async fn make_key(site: &Site, name: &str, access: &str) -> (i64, String) {
    let a = site.post("/api/keys", json!({"name": name, "access": access})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    (a.body["id"].as_i64().unwrap(), a.body["secret"].as_str().unwrap().to_owned())
}

async fn keys(site: &Site) -> Vec<Value> {
    let a = site.get("/api/keys").await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    a.body.as_array().unwrap().clone()
}

async fn audit(site: &Site) -> Vec<Value> {
    site.get("/api/audit?limit=500").await.body.as_array().unwrap().clone()
}

#[tokio::test]
async fn only_a_signed_in_admin_makes_keys_and_the_secret_is_shown_once() {
    let site = Site::signed_in().await;
    site.check(&[
        visitor("no session", "POST /api/keys", json!({"name": "x", "access": "read"}), 401, "Please sign in"),
        visitor("no session", "GET /api/keys", NO_BODY, 401, "Please sign in"),
        visitor("no session", "DELETE /api/keys/1", NO_BODY, 401, "Please sign in"),
        admin(
            "blank name",
            "POST /api/keys",
            json!({"name": "  ", "access": "read"}),
            400,
            "Please fill required fields: Name",
        ),
        admin("no access", "POST /api/keys", json!({"name": "x"}), 400, ""),
        admin("unknown access", "POST /api/keys", json!({"name": "x", "access": "admin"}), 400, ""),
        admin("control characters", "POST /api/keys", json!({"name": "a\u{0007}", "access": "read"}), 400, ""),
        admin("unknown key", "DELETE /api/keys/999", NO_BODY, 404, "API key not found"),
    ])
    .await;
    let made = site.post("/api/keys", json!({"name": " Stock sync ", "access": "readWrite"})).await;
    assert_eq!(made.status, StatusCode::CREATED, "{:?}", made.body);
    let secret = made.body["secret"].as_str().unwrap();
    // `site_` and 256 random bits in base64url
    assert!(secret.starts_with("site_") && secret.len() == 48, "{secret}");
    assert!(secret[5..].chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    assert_eq!(made.body["name"], "Stock sync");
    assert_eq!(made.body["prefix"], json!(&secret[..12]));
    let listed = keys(&site).await;
    assert_eq!(listed.len(), 1);
    let key = &listed[0];
    assert_eq!((key["name"].as_str(), key["access"].as_str()), (Some("Stock sync"), Some("readWrite")));
    assert_eq!(key["createdBy"], "admin");
    assert!(key["createdAt"].as_str().unwrap().ends_with('Z'));
    assert!(key.get("lastUsedAt").is_none(), "never used yet");
    assert!(key.get("secret").is_none() && !key.to_string().contains(&secret[12..]), "the list never shows the key");
    let again = site.post("/api/keys", json!({"name": "stock sync", "access": "read"})).await;
    assert_eq!(again.status, StatusCode::CREATED, "names are compared as written");
    let taken = site.post("/api/keys", json!({"name": "Stock sync", "access": "read"})).await;
    assert_eq!((taken.status, taken.error()), (StatusCode::CONFLICT, "A key with this name already exists"));
    // only the hash is stored
    let stored: Vec<u8> = site
        .db
        .read_blocking(|c| {
            Ok(c.query_row("SELECT token_hash FROM api_keys WHERE name = 'Stock sync'", [], |r| r.get(0))?)
        })
        .unwrap();
    assert_eq!(stored.len(), 32);
    let dump = std::fs::read(site.dir.path().join("site.db")).unwrap();
    assert!(!dump.windows(secret.len()).any(|w| w == secret.as_bytes()), "the key itself is in the file");
}

#[tokio::test]
async fn a_key_reads_and_writes_without_cookie_or_origin() {
    let site = Site::signed_in().await;
    let (_, rw) = make_key(&site, "Stock sync", "readWrite").await;
    let product = site
        .with_key(
            &rw,
            Method::POST,
            "/api/products",
            Some(json!({"name": "Almonds", "unit": "kg", "price": 5, "initialStock": 10})),
        )
        .await;
    assert_eq!(product.status, StatusCode::CREATED, "{:?}", product.body);
    let id = product.body["id"].as_i64().unwrap();
    let import = site
        .with_key(
            &rw,
            Method::POST,
            &format!("/api/products/{id}/imports"),
            Some(json!({"quantity": 5, "date": "2026-03-01"})),
        )
        .await;
    assert_eq!(import.status, StatusCode::OK, "{:?}", import.body);
    let orders = site.with_key(&rw, Method::GET, "/api/orders", None).await;
    assert_eq!(orders.status, StatusCode::OK, "{:?}", orders.body);
    let csv = site.with_key(&rw, Method::GET, "/api/exports/orders.csv", None).await;
    assert_eq!(csv.status, StatusCode::OK);
    // An image body is read for a key that may write, as for a live session.
    let image = data_url("image/png", &png(1200, 900));
    let big = site.with_key(&rw, Method::PATCH, &format!("/api/products/{id}"), Some(json!({"imageUrl": image}))).await;
    assert_eq!(big.status, StatusCode::OK, "{:?}", big.body);
    assert!(big.body["imageUrl"].as_str().unwrap().starts_with("/media/"));
    // The same large body with a key that opens nothing is refused before it is read.
    let refused = site
        .with_key("site_made-up", Method::PATCH, &format!("/api/products/{id}"), Some(json!({"imageUrl": image})))
        .await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);
    assert_eq!(refused.headers.get("connection").unwrap(), "close");
    // A key acts for the account that made it: that account's count of new orders.
    let new = site.with_key(&rw, Method::GET, "/api/orders/new", None).await;
    assert_eq!(new.status, StatusCode::OK, "{:?}", new.body);
}

#[tokio::test]
async fn a_read_only_key_reads_and_is_refused_every_write() {
    let site = Site::signed_in().await;
    let id = site.product("Almonds", 10).await;
    let (_, ro) = make_key(&site, "Reports", "read").await;
    assert_eq!(site.with_key(&ro, Method::GET, "/api/audit", None).await.status, StatusCode::OK);
    assert_eq!(site.with_key(&ro, Method::GET, "/api/analytics", None).await.status, StatusCode::OK);
    for (method, path, body) in [
        (Method::POST, "/api/products".to_owned(), Some(json!({"name": "X", "unit": "kg", "price": 1}))),
        (Method::PATCH, format!("/api/products/{id}"), Some(json!({"price": 1}))),
        (Method::DELETE, format!("/api/products/{id}"), None),
        (Method::PUT, "/api/content".to_owned(), Some(json!({}))),
    ] {
        let a = site.with_key(&ro, method.clone(), &path, body).await;
        assert_eq!((a.status, a.error()), (StatusCode::FORBIDDEN, "This API key can only read"), "{method} {path}");
    }
    let products = site.get("/api/products").await.body;
    assert_eq!(products[0]["price"], json!(5.5), "nothing changed");
}

/// Every admin call refuses a key that opens nothing with 401, never a 500, and accounts and keys
/// refuse even a good key. The list comes from the spec, so a new call cannot be forgotten.
#[tokio::test]
async fn every_admin_call_refuses_a_bad_bearer_and_accounts_refuse_any_key() {
    let mut site = Site::signed_in().await;
    let (_, rw) = make_key(&site, "Stock sync", "readWrite").await;
    let good: &'static str = Box::leak(format!("Bearer {rw}").into_boxed_str());
    let spec: Value = serde_json::from_str(&site::api::spec_json()).unwrap();
    let mut scenarios = Vec::new();
    let mut key_ops = 0;
    for (path, methods) in spec["paths"].as_object().unwrap() {
        for (method, op) in methods.as_object().unwrap() {
            let schemes: Vec<&str> = op["security"]
                .as_array()
                .map(|s| s.iter().flat_map(|s| s.as_object().unwrap().keys().map(String::as_str)).collect())
                .unwrap_or_default();
            if schemes.is_empty() {
                continue;
            }
            assert!(schemes.contains(&"AdminSession"), "{method} {path}: {schemes:?}");
            let request = format!("{} {}", method.to_uppercase(), path.replace("{id}", "1").replace("{name}", "x"));
            let body = if op.get("requestBody").is_some() { json!({}) } else { NO_BODY };
            let takes_key = schemes.contains(&"ApiKey");
            key_ops += usize::from(takes_key);
            let bad_key = if takes_key { "Invalid API key" } else { "Please sign in" };
            for (name, value, error) in [
                ("made-up key", "Bearer site_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", bad_key),
                ("not a key", "Bearer 12345", bad_key),
                ("empty bearer", "Bearer ", ""),
                ("no token", "Bearer", ""),
                ("another scheme", "Basic YWRtaW46eA==", "Please sign in"),
            ] {
                let s = Scenario::new(Caller::Visitor, name, &request, body.clone(), 401, error);
                scenarios.push(s.header("authorization", value));
            }
            if !takes_key {
                // a good key, with or without the admin's cookie beside it: the key alone decides
                for caller in [Caller::Visitor, Caller::Admin] {
                    let s = Scenario::new(caller, "good key, accounts and keys", &request, body.clone(), 401, "");
                    scenarios.push(s.header("authorization", good));
                }
            }
        }
    }
    assert!(key_ops >= 25, "only {key_ops} operations take a key");
    site.check(&scenarios).await;
    // a key far too long and bytes that are no text: 401 as well
    let long = format!("Bearer site_{}", "A".repeat(20_000));
    for value in [long.as_bytes(), b"Bearer site_\xff\xfe".as_slice()] {
        let mut req = site.client.get("/api/orders");
        req = req.header("authorization", poem::http::HeaderValue::from_bytes(value).unwrap());
        let status = req.send().await.0.status();
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{:?}", &value[..20]);
    }
    // nothing made by all that
    site.cookie = None;
    site.login().await;
    assert_eq!(keys(&site).await.len(), 1);
    let admins = site.get("/api/admins").await.body;
    assert_eq!(admins.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_revoked_key_opens_nothing_and_a_removed_account_takes_its_keys() {
    let mut site = Site::signed_in().await;
    let (id, key) = make_key(&site, "Old script", "readWrite").await;
    assert_eq!(site.with_key(&key, Method::GET, "/api/orders", None).await.status, StatusCode::OK);
    assert_eq!(site.delete(&format!("/api/keys/{id}")).await.status, StatusCode::NO_CONTENT);
    let a = site.with_key(&key, Method::GET, "/api/orders", None).await;
    assert_eq!((a.status, a.error()), (StatusCode::UNAUTHORIZED, "Invalid API key"));
    assert!(keys(&site).await.is_empty());
    assert_eq!(site.delete(&format!("/api/keys/{id}")).await.status, StatusCode::NOT_FOUND);
    // A later key never takes a revoked key's id (the audit log names keys by it).
    let (next, _) = make_key(&site, "Old script", "read").await;
    assert!(next > id);

    let farida = site.post("/api/admins", json!({"username": "farida", "password": "a long passphrase"})).await;
    let farida_id = farida.body["id"].as_i64().unwrap();
    let admin_cookie = site.cookie.take();
    let signed = site.post("/api/admins/auth", json!({"username": "farida", "password": "a long passphrase"})).await;
    site.cookie = Some(signed.headers["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned());
    let (_, hers) = make_key(&site, "Farida's report", "read").await;
    assert_eq!(keys(&site).await[1]["createdBy"], "farida");
    site.cookie = admin_cookie;
    assert_eq!(site.delete(&format!("/api/admins/{farida_id}")).await.status, StatusCode::NO_CONTENT);
    let a = site.with_key(&hers, Method::GET, "/api/orders", None).await;
    assert_eq!(a.status, StatusCode::UNAUTHORIZED);
    assert_eq!(keys(&site).await.len(), 1);
}

#[tokio::test]
async fn the_last_use_is_listed_and_each_use_is_in_the_audit_log() {
    let site = Site::signed_in().await;
    let (id, key) = make_key(&site, "Stock sync", "readWrite").await;
    assert!(keys(&site).await[0].get("lastUsedAt").is_none());
    for _ in 0..3 {
        assert_eq!(site.with_key(&key, Method::GET, "/api/orders", None).await.status, StatusCode::OK);
    }
    let used = keys(&site).await[0]["lastUsedAt"].as_str().unwrap().to_owned();
    assert!(used.ends_with('Z'), "{used}");
    let product = site
        .with_key(
            &key,
            Method::POST,
            "/api/products",
            Some(json!({"name": "Figs", "unit": "kg", "price": 4, "initialStock": 5})),
        )
        .await;
    assert_eq!(product.status, StatusCode::CREATED, "{:?}", product.body);

    let entries = audit(&site).await;
    let who = format!("key {id} (Stock sync)");
    let by_key: Vec<String> = entries
        .iter()
        .filter(|e| e["username"] == json!(who))
        .map(|e| format!("{}: {}", e["kind"].as_str().unwrap(), e["summary"].as_str().unwrap()))
        .rev()
        .collect();
    assert_eq!(
        by_key,
        [
            // three reads in a row: one entry (at most one an hour per key)
            "apiKey.use: call GET /api/orders".to_owned(),
            "apiKey.use: call POST /api/products".to_owned(),
            "product.create: baseStock 5; currency USD; facts.packaging []; name Figs; price 4; source bought; unit kg"
                .to_owned(),
        ]
    );
    let made = entries.iter().find(|e| e["kind"] == "apiKey.create").unwrap();
    assert_eq!(
        (&made["username"], &made["recordId"], &made["recordName"]),
        (&json!("admin"), &json!(id), &json!("Stock sync"))
    );
    assert_eq!(made["summary"], "access readWrite");
    let use_entry = entries.iter().find(|e| e["kind"] == "apiKey.use").unwrap();
    assert!(use_entry.get("adminId").is_none(), "a key is not an account");
    assert!(!use_entry["address"].as_str().unwrap().is_empty());
    site.delete(&format!("/api/keys/{id}")).await;
    let revoked = &audit(&site).await[0];
    assert_eq!((&revoked["kind"], &revoked["recordName"]), (&json!("apiKey.revoke"), &json!("Stock sync")));
}
