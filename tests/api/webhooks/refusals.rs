//! What adding an endpoint refuses, each with its code and nothing changed: not https, an address
//! that is not public (without the operator's flag), an unknown event, the 21st endpoint; and who
//! may manage them (a signed-in admin only, never a key).

use crate::common::{admin, visitor, Site};
use poem::http::{Method, StatusCode};
use serde_json::json;

fn endpoint(url: &str) -> serde_json::Value {
    json!({"url": url, "events": ["order.created"]})
}

#[tokio::test]
async fn what_adding_an_endpoint_refuses() {
    let site = Site::signed_in().await;
    let not_https = "The URL must be an https address (https://…)";
    site.check(&[
        admin("http", "POST /api/webhooks", endpoint("http://erp.example.com/hooks"), 400, not_https),
        admin("no scheme", "POST /api/webhooks", endpoint("erp.example.com/hooks"), 400, not_https),
        admin("a password in it", "POST /api/webhooks", endpoint("https://u:p@erp.example.com/"), 400, not_https),
        admin("a space", "POST /api/webhooks", endpoint("https://erp.example.com/a b"), 400, not_https),
        admin("loopback", "POST /api/webhooks", endpoint("https://127.0.0.1:8443/x"), 400,
              "https://127.0.0.1:8443/x is not a public address: webhooks are not sent into private networks"),
        admin("private", "POST /api/webhooks", endpoint("https://10.0.0.7/x"), 400,
              "https://10.0.0.7/x is not a public address: webhooks are not sent into private networks"),
        admin("metadata", "POST /api/webhooks", endpoint("https://169.254.169.254/latest/meta-data"), 400,
              "https://169.254.169.254/latest/meta-data is not a public address: webhooks are not sent into private networks"),
        admin("CGNAT", "POST /api/webhooks", endpoint("https://100.64.1.1/"), 400,
              "https://100.64.1.1/ is not a public address: webhooks are not sent into private networks"),
        admin("IPv6 unique local", "POST /api/webhooks", endpoint("https://[fd00::1]/"), 400,
              "https://[fd00::1]/ is not a public address: webhooks are not sent into private networks"),
        admin("localhost", "POST /api/webhooks", endpoint("https://localhost/x"), 400,
              "https://localhost/x is not a public address: webhooks are not sent into private networks"),
        admin("a name resolving to loopback", "POST /api/webhooks", endpoint("https://127.1/x"), 400,
              "127.1 is not a public address: webhooks are not sent into private networks"),
        admin("unknown event", "POST /api/webhooks", json!({"url": "https://erp.example.com/", "events": ["order.deleted"]}),
              400, "Unknown event: order.deleted"),
        admin("no events", "POST /api/webhooks", json!({"url": "https://erp.example.com/", "events": []}),
              400, "Please fill required fields: Events"),
        admin("no URL", "POST /api/webhooks", json!({"events": ["order.created"]}), 400, "Please fill required fields: URL"),
        visitor("no session", "POST /api/webhooks", endpoint("https://erp.example.com/"), 401, "Please sign in"),
        visitor("no session lists", "GET /api/webhooks", json!(null), 401, "Please sign in"),
    ])
    .await;
    let codes = [
        ("http://erp.example.com/", "not_https"),
        ("https://127.0.0.1/", "private_address"),
        ("https://127.1/x", "private_address"),
    ];
    for (url, code) in codes {
        let a = site.post("/api/webhooks", endpoint(url)).await;
        assert_eq!((a.body["code"].as_str(), a.body["field"].as_str()), (Some(code), Some("url")), "{url}");
    }
    let a = site.post("/api/webhooks", json!({"url": "https://erp.example.com/", "events": ["order.deleted"]})).await;
    assert_eq!((a.body["code"].as_str(), a.body["field"].as_str()), (Some("unknown_event"), Some("events")));
    assert_eq!(site.get("/api/webhooks").await.body, json!([]), "nothing was added");
}

#[tokio::test]
async fn a_site_keeps_at_most_twenty_endpoints() {
    let site = Site::signed_in().await;
    for n in 0..20 {
        let a = site.post("/api/webhooks", endpoint(&format!("https://erp{n}.example.com/hooks"))).await;
        assert_eq!(a.status, StatusCode::CREATED, "{n}: {:?}", a.body);
    }
    let a = site.post("/api/webhooks", endpoint("https://erp20.example.com/hooks")).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("too_many_endpoints")));
    assert_eq!(a.error(), "A site keeps at most 20 webhook endpoints: remove one first");
    assert_eq!(site.get("/api/webhooks").await.body.as_array().unwrap().len(), 20);
}

#[tokio::test]
async fn keys_cannot_manage_endpoints_and_a_stale_password_must_be_entered_again() {
    let site = Site::signed_in().await;
    for access in ["read", "readWrite"] {
        let key = site.post("/api/keys", json!({"name": access, "access": access})).await.body["secret"]
            .as_str()
            .unwrap()
            .to_owned();
        let a = site.with_key(&key, Method::POST, "/api/webhooks", Some(endpoint("https://erp.example.com/"))).await;
        assert_eq!(a.status, StatusCode::UNAUTHORIZED, "{access}");
        assert_eq!(site.with_key(&key, Method::GET, "/api/webhooks", None).await.status, StatusCode::UNAUTHORIZED);
    }
    // the password entered more than five minutes ago: a sensitive change asks for it again
    site.db
        .write_blocking(|tx| {
            tx.execute("UPDATE sessions SET confirmed_at = 0", [])?;
            Ok(())
        })
        .unwrap();
    let a = site.post("/api/webhooks", endpoint("https://erp.example.com/")).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::FORBIDDEN, Some("confirm_password")));
    assert_eq!(site.get("/api/webhooks").await.body, json!([]));
}
