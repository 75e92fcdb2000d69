//! Delivery: a receiver down for a while gets every event once back, in order; a redirect is a
//! failure, never followed; an address that resolves into the private network at connect time is
//! refused; three days of failures switch the endpoint off and mail the company; "send again"
//! sends a delivery once more under its own id; every endpoint change is in the audit log.

use super::journey::pending;
use super::{add_endpoint, deliveries, hooked_site, wait_until, Certs, Receiver};
use crate::common::Site;
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

async fn order(site: &Site, product: i64, name: &str) -> i64 {
    let a = site
        .post(
            "/api/orders",
            json!({"productId": product, "quantity": 1, "customerName": name,
                                    "customerEmail": "buyer@example.com", "destination": "Oslo"}),
        )
        .await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    a.body["id"].as_i64().unwrap()
}

/// Attempts recorded so far, over every delivery.
fn attempts(site: &Site) -> i64 {
    site.db.read_blocking(|c| Ok(c.query_row("SELECT count(*) FROM webhook_attempts", [], |r| r.get(0))?)).unwrap()
}

#[tokio::test]
async fn a_receiver_that_was_down_gets_every_event_in_order_once_back() {
    let certs = Certs::new();
    let secrets = tempfile::tempdir().unwrap();
    // a port nothing listens on yet: the receiver is down
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let site = hooked_site(&certs).await;
    let (endpoint, secret) = add_endpoint(&site, &format!("https://127.0.0.1:{port}/erp"), &["order.created"]).await;
    let product = site.product("Almonds", 100).await;
    let mut orders = Vec::new();
    for n in 0..5 {
        orders.push(order(&site, product, &format!("Buyer {n}")).await);
    }
    wait_until(|| attempts(&site) >= 3, "three failed attempts").await;
    let listed = deliveries(&site, endpoint).await;
    assert_eq!(listed.len(), 5);
    assert!(listed.iter().all(|d| d["state"] == json!("pending")), "{listed:#?}");
    let first = &listed[4];
    assert!(first["attempts"][0]["error"].as_str().unwrap().contains("cannot connect"), "{first:#?}");
    assert!(listed[..4].iter().all(|d| d["attempts"] == json!([])), "the later ones wait behind the first");

    let receiver = Receiver::start(&certs, port, secrets.path());
    receiver.trust("erp", &secret);
    let seen = receiver.wait_for(5).await;
    let got: Vec<Value> = seen.iter().map(|m| m["data"]["order"]["id"].clone()).collect();
    assert_eq!(got, orders.iter().map(|o| json!(o)).collect::<Vec<_>>(), "in the order they happened");
    assert!(seen.iter().all(|m| m["verified"] == json!(true)));
    wait_until(|| pending(&site) == 0, "all delivered").await;
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(receiver.messages().len(), 5, "each event, none more");
}

#[tokio::test]
async fn a_redirect_is_a_failure_and_is_not_followed() {
    let certs = Certs::new();
    let secrets = tempfile::tempdir().unwrap();
    let receiver = Receiver::start(&certs, 0, secrets.path());
    let site = hooked_site(&certs).await;
    let (endpoint, _) = add_endpoint(&site, &receiver.url("redirect"), &["order.created"]).await;
    let a = site.call(Method::POST, &format!("/api/webhooks/{endpoint}/test"), None).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    wait_until(|| attempts(&site) >= 2, "two attempts").await;
    let d = &deliveries(&site, endpoint).await[0];
    assert_eq!((d["type"].clone(), d["state"].clone()), (json!("webhook.test"), json!("pending")));
    let attempt = &d["attempts"][0];
    assert_eq!(attempt["status"], json!(302));
    assert_eq!(attempt["error"], json!("a redirect to https://example.com/elsewhere, not followed"));
    assert_eq!(attempt["answer"], json!("moved"), "the answer's first bytes are kept");
    assert!(receiver.seen().iter().all(|m| m["path"] == json!("/redirect")));
}

/// DNS rebinding: a name that resolved to a public address when the endpoint was added may
/// resolve into the private network later; the address connected to is what is checked. `127.1`
/// is such a name (no address literal, yet the resolver reads it as 127.0.0.1).
#[tokio::test]
async fn an_address_that_resolves_into_the_private_network_at_connect_time_is_refused() {
    let certs = Certs::new();
    let secrets = tempfile::tempdir().unwrap();
    let receiver = Receiver::start(&certs, 0, secrets.path());
    let mut site =
        Site::with_flags(&["--webhooks-ca-root", certs.ca().to_str().unwrap(), "--webhooks-retry-ms", "100"]);
    site.login().await;
    tokio::spawn(site::hooks::run(site.db.clone(), site.state.hooks.clone(), site.state.mail.clone()));
    let url = format!("https://127.1:{}/erp", receiver.port);
    let a = site.post("/api/webhooks", json!({"url": url, "events": ["order.created"]})).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::BAD_REQUEST, Some("private_address")), "{:?}", a.body);
    // as if it had resolved elsewhere when added
    let id = site
        .db
        .write_blocking(move |tx| {
            tx.execute(
                "INSERT INTO webhook_endpoints (url, events, secret, created_at, created_by)
                 VALUES (?1, 'order.created', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 0, 'admin')",
                [&url],
            )?;
            Ok(tx.last_insert_rowid())
        })
        .unwrap();
    let product = site.product("Almonds", 100).await;
    order(&site, product, "Buyer").await;
    site.state.hooks.wake();
    wait_until(|| attempts(&site) >= 1, "an attempt").await;
    let d = &deliveries(&site, id).await[0];
    let error = d["attempts"][0]["error"].as_str().unwrap();
    assert_eq!(error, "127.1 resolves to 127.0.0.1, an address that is not public");
    assert_eq!(receiver.seen(), Vec::<Value>::new(), "nothing reached the private address");
}

#[tokio::test]
async fn three_days_of_failures_switch_the_endpoint_off_and_mail_the_company() {
    let certs = Certs::new();
    let site = hooked_site(&certs).await;
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let (id, _) = add_endpoint(&site, &format!("https://127.0.0.1:{port}/erp"), &["order.created"]).await;
    let product = site.product("Almonds", 100).await;
    order(&site, product, "Buyer").await;
    wait_until(|| attempts(&site) >= 1, "a first attempt").await;
    // three days of failures, as if the receiver had been down since then
    site.db
        .write_blocking(|tx| {
            let three_days_ago = site::db::now_ms() - 3 * 24 * 3600 * 1000 - 1000;
            tx.execute("UPDATE webhook_deliveries SET failing_since = ?1, next_attempt_at = 0", [three_days_ago])?;
            Ok(())
        })
        .unwrap();
    site.state.hooks.wake();
    let off = || {
        site.db
            .read_blocking(|c| Ok(c.query_row("SELECT enabled FROM webhook_endpoints", [], |r| r.get::<_, bool>(0))?))
            .unwrap()
    };
    wait_until(|| !off(), "the endpoint switched off").await;
    let listed = site.get("/api/webhooks").await.body;
    assert_eq!((listed[0]["enabled"].clone(), listed[0]["pending"].clone()), (json!(false), json!(0)));
    assert!(listed[0]["disabledAt"].is_string());
    assert_eq!(deliveries(&site, id).await[0]["state"], json!("failed"));
    let mailed: (String, String) = site
        .db
        .read_blocking(|c| {
            Ok(c.query_row("SELECT subject, body FROM outbox WHERE kind = 'webhook-off'", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })?)
        })
        .unwrap();
    assert!(mailed.0.starts_with("A webhook endpoint was switched off"), "{mailed:?}");
    assert!(mailed.1.contains(&format!("127.0.0.1:{port}/erp")), "{mailed:?}");
    // off: nothing more is written for it, and a test is refused until it is on again
    order(&site, product, "Later").await;
    assert_eq!(deliveries(&site, id).await.len(), 1);
    let a = site.call(Method::POST, &format!("/api/webhooks/{id}/test"), None).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("conflict")));
    let on = site.patch(&format!("/api/webhooks/{id}"), json!({"enabled": true})).await;
    assert_eq!((on.status, on.body["enabled"].clone()), (StatusCode::OK, json!(true)), "{:?}", on.body);
}

#[tokio::test]
async fn send_again_delivers_once_more_under_the_same_id_and_every_change_is_audited() {
    let certs = Certs::new();
    let secrets = tempfile::tempdir().unwrap();
    let receiver = Receiver::start(&certs, 0, secrets.path());
    let site = hooked_site(&certs).await;
    let (id, secret) = add_endpoint(&site, &receiver.url("erp"), &["order.created"]).await;
    receiver.trust("erp", &secret);
    assert_eq!(site.call(Method::POST, &format!("/api/webhooks/{id}/test"), None).await.status, StatusCode::OK);
    let first = receiver.wait_for(1).await;
    assert_eq!((first[0]["type"].clone(), first[0]["data"]["endpointId"].clone()), (json!("webhook.test"), json!(id)));
    wait_until(|| pending(&site) == 0, "delivered").await;
    let d = &deliveries(&site, id).await[0];
    assert_eq!((d["state"].clone(), d["attempts"][0]["status"].clone()), (json!("delivered"), json!(204)));
    let delivery = d["id"].as_i64().unwrap();
    let again = site.call(Method::POST, &format!("/api/webhooks/{id}/deliveries/{delivery}/resend"), None).await;
    assert_eq!(again.status, StatusCode::OK, "{:?}", again.body);
    let seen = receiver.wait_for_requests(2).await;
    assert_eq!(seen[1]["id"], seen[0]["id"], "the same webhook-id: a receiver that keeps ids drops it");
    assert!(seen[1]["verified"] == json!(true));
    wait_until(|| pending(&site) == 0, "delivered again").await;
    assert_eq!(deliveries(&site, id).await[0]["attempts"].as_array().unwrap().len(), 2);

    assert_eq!(site.patch(&format!("/api/webhooks/{id}"), json!({"enabled": false})).await.status, StatusCode::OK);
    assert_eq!(site.delete(&format!("/api/webhooks/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(site.get(&format!("/api/webhooks/{id}/deliveries")).await.status, StatusCode::NOT_FOUND);
    let kinds: Vec<String> = site
        .db
        .read_blocking(|c| {
            let mut stmt = c.prepare("SELECT kind FROM audit_log WHERE kind LIKE 'webhook.%' ORDER BY id")?;
            let kinds = stmt.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
            Ok(kinds)
        })
        .unwrap();
    assert_eq!(kinds, ["webhook.create", "webhook.test", "webhook.resend", "webhook.enable", "webhook.delete"]);
    // the sensitive ones are mailed to the company, as a key's making is
    let notices: i64 = site
        .db
        .read_blocking(|c| {
            Ok(c.query_row("SELECT count(*) FROM outbox WHERE subject LIKE '%webhook endpoint%'", [], |r| r.get(0))?)
        })
        .unwrap();
    assert_eq!(notices, 3, "added, switched off, removed");
}
