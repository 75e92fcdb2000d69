//! The buyer's side of a shipment: their order page's call by its private token (no key, never
//! cached nor indexed, guesses limited together with the quote tokens'), the link from their quote
//! page, and the mail of each step in their language.

use super::{accepted, day, packed, ship, signed_in_site, SITE};
use poem::http::{Method, StatusCode};
use serde_json::json;

/// The outbox rows of `kind`: (recipient, subject, body).
fn outbox(site: &crate::common::Site, kind: &str) -> Vec<(String, String, String)> {
    let kind = kind.to_owned();
    site.db
        .read_blocking(move |c| {
            let mut stmt = c.prepare("SELECT recipient, subject, body FROM outbox WHERE kind = ?1 ORDER BY id")?;
            let rows = stmt.query_map([kind], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

#[tokio::test]
async fn the_buyer_reads_their_shipment_by_its_token_and_hears_of_each_step_in_their_language() {
    let site = signed_in_site().await;
    let (quote, orders) = accepted(&site, "maryam@example.com", "fa").await;
    let s = ship(&site, &orders[..2]).await;
    let id = s["id"].as_i64().unwrap();
    let link = s["orderLink"].as_str().unwrap().to_owned();
    let token = link.trim_start_matches("/fa/order/").to_owned();
    assert_eq!(token.len(), 32);
    assert_eq!(site.put(&format!("/api/shipments/{id}"), packed(&s)).await.status, StatusCode::OK);

    // the quote page links the order page
    let quote_token = site.get(&format!("/api/quotes/{quote}")).await.body["quoteUrl"]
        .as_str()
        .unwrap()
        .trim_start_matches("/quote/")
        .to_owned();
    let q = site.get(&format!("/api/quotes/by-token/{quote_token}")).await.body;
    assert_eq!(q["orderUrls"], json!([link]));

    let a = site.get(&format!("/api/shipments/by-token/{token}")).await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers["cache-control"], "no-store");
    assert_eq!(a.headers["x-robots-tag"], "noindex");
    let page = a.body;
    assert_eq!(page["number"], s["number"]);
    assert_eq!(page["quoteUrl"], json!(format!("/fa/quote/{quote_token}")));
    assert_eq!(page["totalPackages"], json!(150));
    assert_eq!(page["containers"][0]["number"], json!("CSQU3054383"));
    for private in ["id", "orderLink", "quoteId", "buyerEmail", "createdAt"] {
        assert!(page.get(private).is_none(), "{private} is not the buyer's to read");
    }
    // a key holding the token is not the buyer
    let key = site.post("/api/keys", json!({"name": "k", "access": "read"})).await.body["secret"]
        .as_str()
        .unwrap()
        .to_owned();
    let a = site.with_key(&key, Method::GET, &format!("/api/shipments/by-token/{token}"), None).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::FORBIDDEN, Some("buyer_only")));

    // the invoice issued before the departure: its papers go with the departure's mail, and the
    // order page downloads them by its token, with the bank details as they were at issue
    let bank = json!({"beneficiary": "Golbahar Trading", "bankName": "AIB", "account": "0100 2345 6789"});
    assert_eq!(site.put("/api/content/bank", bank).await.status, StatusCode::OK);
    let invoice = site.call(Method::POST, &format!("/api/shipments/{id}/invoice"), None).await;
    assert_eq!(invoice.status, StatusCode::CREATED, "{:?}", invoice.body);
    let invoice_number = invoice.body["number"].as_str().unwrap().to_owned();
    let moved = json!({"beneficiary": "Golbahar Trading", "bankName": "AIB", "account": "0999 8888 7777"});
    assert_eq!(site.put("/api/content/bank", moved).await.status, StatusCode::OK);
    let page = site.get(&format!("/api/shipments/by-token/{token}")).await.body;
    assert_eq!(page["invoices"][0]["number"], json!(invoice_number));
    assert_eq!(page["bank"]["account"], json!("0100 2345 6789"), "the bank the invoice was issued with");
    for paper in ["invoice.pdf", "packing-list.pdf", "certificate-of-origin.pdf"] {
        let a = site.get(&format!("/api/shipments/by-token/{token}/invoices/{invoice_number}/{paper}?lang=fa")).await;
        assert_eq!(a.status, StatusCode::OK, "{paper}");
        assert_eq!(a.headers["content-type"], "application/pdf");
        assert_eq!(a.headers["cache-control"], "no-store");
        assert!(a.bytes.starts_with(b"%PDF"));
    }
    for wrong in [format!("{invoice_number}/receipt.pdf"), "INV-1999-0001/invoice.pdf".to_owned()] {
        let a = site.get(&format!("/api/shipments/by-token/{token}/invoices/{wrong}")).await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "{wrong}");
    }

    // booked, departed and arrived are mailed, in Persian, with the order page; packed is not
    let steps = format!("/api/shipments/{id}/milestones");
    for (kind, d) in [("booked", -3), ("packed", -2), ("departed", -1), ("arrived", 0)] {
        let a = site.post(&steps, json!({"kind": kind, "date": day(&site, d)})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{kind}: {:?}", a.body);
    }
    assert!(outbox(&site, "shipment-packed").is_empty());
    let number = s["number"].as_str().unwrap();
    for (kind, words) in
        [("shipment-booked", "رزرو"), ("shipment-departed", "در راه است"), ("shipment-arrived", "رسید")]
    {
        let mails = outbox(&site, kind);
        assert_eq!(mails.len(), 1, "{kind}");
        let (to, subject, body) = &mails[0];
        assert_eq!(to, "maryam@example.com");
        assert!(subject.contains(words) && subject.contains(number), "{subject}");
        assert!(body.contains(&format!("{SITE}{link}")), "{body}");
        assert!(body.starts_with("با سلام"), "{body}");
    }
    let (_, _, departed) = &outbox(&site, "shipment-departed")[0];
    assert!(departed.contains("MAEU123456789") && departed.contains("CSQU3054383"), "{departed}");
    assert!(departed.contains("بارنامهٔ دریایی"), "{departed}");
    let files: Vec<String> = site
        .db
        .read_blocking(|c| {
            let mut stmt = c.prepare(
                "SELECT a.filename FROM outbox_attachments a JOIN outbox o ON o.id = a.outbox_id
                 WHERE o.kind = 'shipment-departed' ORDER BY a.position",
            )?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap();
    assert_eq!(files, [format!("invoice-{invoice_number}-fa.pdf"), format!("packing-list-{invoice_number}-fa.pdf")]);
}

#[tokio::test]
async fn wrong_order_tokens_are_limited_together_with_quote_tokens() {
    let site = signed_in_site().await;
    let (_, orders) = accepted(&site, "maryam@example.com", "en").await;
    let s = ship(&site, &orders).await;
    let token = s["orderLink"].as_str().unwrap().trim_start_matches("/order/").to_owned();
    let mut answers = Vec::new();
    for i in 0..12 {
        answers.push(site.get(&format!("/api/shipments/by-token/guess{i}")).await.status.as_u16());
        answers.push(site.get(&format!("/api/quotes/by-token/guess{i}")).await.status.as_u16());
    }
    assert_eq!(answers.iter().filter(|s| **s == 404).count(), 20, "20 misses a minute, of either kind");
    assert!(answers[20..].iter().all(|s| *s == 429), "{answers:?}");
    let a = site.get(&format!("/api/shipments/by-token/{token}")).await;
    assert_eq!(a.status, StatusCode::TOO_MANY_REQUESTS, "past the limit even the right token waits");
}
