//! A buyer's journey seen by an integrator's receiver: every event, verified with the Standard
//! Webhooks library, in the order it happened; a refused change sends nothing.

use super::{add_endpoint, hooked_site, wait_until, Certs, Receiver, ALL_EVENTS};
use crate::shipments::{accepted, day, packed, ship};
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

#[tokio::test]
async fn a_receiver_verifies_every_event_of_a_buyers_journey_in_order() {
    let certs = Certs::new();
    let secrets = tempfile::tempdir().unwrap();
    let receiver = Receiver::start(&certs, 0, secrets.path());
    let site = hooked_site(&certs).await;
    let (_, secret) = add_endpoint(&site, &receiver.url("erp"), &ALL_EVENTS).await;
    assert!(secret.starts_with("whsec_") && secret.len() >= 6 + 32, "{secret}");
    receiver.trust("erp", &secret);

    // inquiry → quote → accept (three orders)
    let (quote, orders) = accepted(&site, "maryam@nordicnuts.de", "en").await;
    // a question, then the shipment (its orders approved), its steps, the invoice and a payment
    let by_token = site
        .db
        .read_blocking(move |c| {
            Ok(c.query_row("SELECT token FROM quotes WHERE id = ?1", [quote], |r| r.get::<_, String>(0))?)
        })
        .unwrap();
    let asked =
        site.post(&format!("/api/quotes/by-token/{by_token}/messages"), json!({"text": "When does it sail?"})).await;
    assert_eq!(asked.status, StatusCode::CREATED, "{:?}", asked.body);
    let s = ship(&site, &orders).await;
    let id = s["id"].as_i64().unwrap();
    assert_eq!(site.put(&format!("/api/shipments/{id}"), packed(&s)).await.status, StatusCode::OK);
    for kind in ["booked", "packed"] {
        let a =
            site.post(&format!("/api/shipments/{id}/milestones"), json!({"kind": kind, "date": day(&site, 0)})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{kind}: {:?}", a.body);
    }
    let bank = json!({"beneficiary": "Golbahar Trading", "bankName": "AIB", "account": "0100 2345 6789"});
    assert_eq!(site.put("/api/content/bank", bank).await.status, StatusCode::OK);
    let invoice = site.call(Method::POST, &format!("/api/shipments/{id}/invoice"), None).await;
    assert_eq!(invoice.status, StatusCode::CREATED, "{:?}", invoice.body);
    let a =
        site.post(&format!("/api/shipments/{id}/milestones"), json!({"kind": "departed", "date": day(&site, 0)})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let dues =
        json!({"dues": [{"percent": 30, "due": "date", "dueDate": day(&site, 0)}, {"percent": 70, "due": "departed"}]});
    assert_eq!(site.put(&format!("/api/shipments/{id}/schedule"), dues).await.status, StatusCode::OK);
    let payment = json!({"date": day(&site, 0), "amountCents": 100_000, "currency": "USD", "method": "transfer", "reference": "FT1"});
    let paid = site.post(&format!("/api/shipments/{id}/payments"), payment).await;
    assert_eq!(paid.status, StatusCode::CREATED, "{:?}", paid.body);

    // a change refused (more than the stock) writes no event: only committed changes send theirs
    let product = s["lines"][0]["productId"].as_i64().unwrap();
    let refused = site
        .post(
            "/api/orders",
            json!({"productId": product, "quantity": 1_000_000, "customerName": "X",
                                                 "customerEmail": "x@example.com", "destination": "Oslo"}),
        )
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{:?}", refused.body);

    let expected = [
        "inquiry.created",
        "quote.sent",
        "quote.accepted",
        "order.created",
        "order.created",
        "order.created",
        "quote.question",
        "order.status_changed",
        "order.status_changed",
        "order.status_changed",
        "shipment.milestone",
        "shipment.milestone",
        "invoice.issued",
        "shipment.milestone",
        "payment.recorded",
    ];
    let seen = receiver.wait_for(expected.len()).await;
    let types: Vec<&str> = seen.iter().map(|m| m["type"].as_str().unwrap_or("?")).collect();
    assert_eq!(types, expected, "{seen:#?}");
    assert!(seen.iter().all(|m| m["verified"] == json!(true)), "every message verifies: {seen:#?}");
    let ids: std::collections::BTreeSet<&str> = seen.iter().map(|m| m["id"].as_str().unwrap()).collect();
    assert_eq!(ids.len(), expected.len(), "each event once, under its own webhook-id");

    // what each tells: the records as the dashboard reads them, never the buyer's link
    assert_eq!(seen[0]["data"]["quote"]["id"], json!(quote));
    assert_eq!(seen[1]["data"]["revision"], json!(1));
    assert_eq!(seen[2]["data"]["quote"]["status"], json!("accepted"));
    let created: Vec<Value> = seen[3..6].iter().map(|m| m["data"]["order"]["id"].clone()).collect();
    assert_eq!(created, orders.iter().map(|o| json!(o)).collect::<Vec<_>>());
    assert_eq!(seen[6]["data"]["question"], json!("When does it sail?"));
    assert_eq!(
        (seen[7]["data"]["previousStatus"].clone(), seen[7]["data"]["order"]["status"].clone()),
        (json!("pending"), json!("approved"))
    );
    let steps: Vec<&str> = [10, 11, 13].iter().map(|&i| seen[i]["data"]["milestone"].as_str().unwrap()).collect();
    assert_eq!(steps, ["booked", "packed", "departed"]);
    assert_eq!(seen[12]["data"]["invoice"]["number"], invoice.body["number"]);
    assert_eq!(
        (seen[14]["data"]["shipmentId"].clone(), seen[14]["data"]["payment"]["amountCents"].clone()),
        (json!(id), json!(100_000))
    );
    let text = serde_json::to_string(&seen).unwrap();
    assert!(!text.contains(&by_token), "no message carries the buyer's token");

    // nothing more arrives (the refused order sent nothing)
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert_eq!(receiver.messages().len(), expected.len());
    wait_until(|| pending(&site) == 0, "nothing pending").await;
}

/// Deliveries still pending, over every endpoint.
pub fn pending(site: &crate::common::Site) -> i64 {
    site.db
        .read_blocking(|c| {
            Ok(c.query_row("SELECT count(*) FROM webhook_deliveries WHERE next_attempt_at IS NOT NULL", [], |r| {
                r.get(0)
            })?)
        })
        .unwrap()
}
