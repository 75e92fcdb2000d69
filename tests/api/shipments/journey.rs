//! A shipment's life: two of three accepted orders shipped, packed into two containers, booked,
//! packed, departed (an export on the public pages), arrived and delivered (the orders completed);
//! papers of others; the steps taken back; keys; the audit log; shipments.csv.

use super::{accepted, day, packed, ship, signed_in_site};
use crate::common::{data_url, pdf};
use poem::http::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn two_accepted_orders_are_shipped_packed_departed_and_delivered() {
    let site = signed_in_site().await;
    let (quote, orders) = accepted(&site, "maryam@example.com", "fa").await;
    let s = ship(&site, &orders[..2]).await;
    let id = s["id"].as_i64().unwrap();
    let year = site.state.kabul_today().year();
    assert_eq!(s["number"], json!(format!("SHP-{year}-0001")));
    assert_eq!(
        (s["quoteId"].as_i64(), s["lang"].as_str(), s["currency"].as_str()),
        (Some(quote), Some("fa"), Some("USD"))
    );
    assert_eq!(s["buyerCompany"], json!("Nordic Nuts GmbH"));
    assert_eq!(s["consignee"], json!("Nordic Nuts GmbH\nMaryam Ahmadi"));
    assert_eq!((s["incoterm"].as_str(), s["incotermPlace"].as_str()), (Some("CFR"), Some("Hamburg")));
    assert_eq!(s["paymentTermsFa"], json!("۳۰٪ پیش‌پرداخت، ۷۰٪ در برابر رونوشت بارنامه"));
    assert_eq!(s["destination"], json!("Germany"));
    // the lines are the orders at the accepted revision's prices, in the quote's Persian names
    let line = &s["lines"][0];
    assert_eq!((line["productName"].as_str(), line["productNameFa"].as_str()), (Some("Almonds"), Some("بادام")));
    assert_eq!((line["quantity"].as_i64(), line["unitCents"].as_i64()), (Some(1_000), Some(625)));
    assert_eq!((line["hsCode"].as_str(), line["origin"].as_str()), (Some("0802.12"), Some("kandahar")));
    assert_eq!(s["lines"][1]["unitCents"], json!(410));
    assert_eq!(s["totalCents"], json!(1_000 * 625 + 500 * 410));
    assert_eq!((s["packed"].as_bool(), s.get("stage")), (Some(false), None));
    assert!(s["orderLink"].as_str().unwrap().starts_with("/fa/order/"), "{s}");
    for o in &orders[..2] {
        assert_eq!(
            site.get("/api/orders?limit=10")
                .await
                .body
                .as_array()
                .unwrap()
                .iter()
                .find(|x| x["id"] == json!(o))
                .unwrap()["status"],
            json!("approved")
        );
    }

    // packed into two containers; a container number is kept in its canonical form
    let a = site.put(&format!("/api/shipments/{id}"), packed(&s)).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    let s = a.body;
    assert_eq!(s["containers"][1], json!({"number": "MSKU1234565", "seal": "SL-1002"}));
    assert_eq!(
        s["lines"][0]["packages"],
        json!({"count": 100, "kind": "10 kg carton", "kindFa": "کارتن ۱۰ کیلویی",
                                                "netGrams": 10_000, "grossGrams": 10_600})
    );
    assert_eq!(
        (s["totalPackages"].as_i64(), s["totalNetGrams"].as_i64(), s["totalGrossGrams"].as_i64()),
        (Some(150), Some(1_500_000), Some(1_590_000))
    );
    assert_eq!(s["packed"], json!(true));

    // the steps in order, each dated not before the one before
    for (kind, date) in [("booked", day(&site, -3)), ("packed", day(&site, -2)), ("departed", day(&site, -1))] {
        let a = site.post(&format!("/api/shipments/{id}/milestones"), json!({"kind": kind, "date": date})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{kind}: {:?}", a.body);
        assert_eq!(a.body["stage"], json!(kind));
    }
    // the departure is each product's export to the destination, never the buyer's name
    let products = site.get("/api/products").await.body;
    let almonds = products.as_array().unwrap().iter().find(|p| p["name"] == json!("Almonds")).unwrap();
    let export = almonds["exports"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(
        (export["quantity"].as_i64(), export["destination"].as_str(), export["date"].as_str()),
        (Some(1_000), Some("Germany"), Some(day(&site, -1).as_str()))
    );
    assert!(!products.to_string().contains("Maryam") && !products.to_string().contains("Nordic"));
    assert_eq!(almonds["available"], json!(4_000), "{almonds}");

    // the B/L scan, a PDF by its bytes; a text file calling itself a PDF is refused
    let not_pdf = data_url("application/pdf", b"hello, I am a bill of lading");
    let a = site.post(&format!("/api/shipments/{id}/documents"), json!({"kind": "transport", "file": not_pdf})).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::BAD_REQUEST, Some("invalid_image")), "{:?}", a.body);
    let bl = data_url("application/pdf", &pdf());
    let a = site
        .post(
            &format!("/api/shipments/{id}/documents"),
            json!({"kind": "transport", "number": "MAEU123456789", "file": bl}),
        )
        .await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let doc = &a.body["documents"][0];
    assert_eq!(
        (doc["kind"].as_str(), doc["number"].as_str(), doc["mime"].as_str()),
        (Some("transport"), Some("MAEU123456789"), Some("application/pdf"))
    );

    // what it carries is fixed once departed; its transport is not
    let mut edit = packed(&s);
    edit["lines"][0]["marks"] = json!("changed");
    let a = site.put(&format!("/api/shipments/{id}"), edit).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("shipment_locked")), "{:?}", a.body);
    let mut edit = packed(&s);
    edit["eta"] = json!(day(&site, 30));
    assert_eq!(site.put(&format!("/api/shipments/{id}"), edit).await.status, StatusCode::OK);
    let a = site.delete(&format!("/api/shipments/{id}")).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("shipment_locked")));

    // arrived and delivered: the orders are completed; taking the delivery back approves them again
    for kind in ["arrived", "delivered"] {
        let a =
            site.post(&format!("/api/shipments/{id}/milestones"), json!({"kind": kind, "date": day(&site, 0)})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{kind}: {:?}", a.body);
    }
    let statuses = |all: serde_json::Value| -> Vec<String> {
        orders
            .iter()
            .map(|o| {
                all.as_array().unwrap().iter().find(|x| x["id"] == json!(o)).unwrap()["status"]
                    .as_str()
                    .unwrap()
                    .to_owned()
            })
            .collect()
    };
    assert_eq!(statuses(site.get("/api/orders").await.body), ["completed", "completed", "pending"]);
    let a = site.delete(&format!("/api/shipments/{id}/milestones/arrived")).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("milestone_order")));
    let a = site.delete(&format!("/api/shipments/{id}/milestones/delivered")).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    assert_eq!(statuses(site.get("/api/orders").await.body), ["approved", "approved", "pending"]);
    // taking back arrival and departure removes the export
    for kind in ["arrived", "departed"] {
        assert_eq!(site.delete(&format!("/api/shipments/{id}/milestones/{kind}")).await.status, StatusCode::OK);
    }
    let products = site.get("/api/products").await.body;
    let almonds = products.as_array().unwrap().iter().find(|p| p["name"] == json!("Almonds")).unwrap();
    assert_eq!(almonds["available"], json!(5_000));

    // every step is in the audit log
    let kinds: Vec<String> = site
        .db
        .read_blocking(|c| {
            let mut stmt = c.prepare("SELECT kind FROM audit_log WHERE kind LIKE 'shipment.%' ORDER BY id")?;
            let rows = stmt.query_map([], |r| r.get(0))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap();
    assert_eq!(kinds.iter().filter(|k| *k == "shipment.milestone").count(), 5 + 3);
    assert_eq!(kinds[0], "shipment.create");
    assert!(kinds.contains(&"shipment.update".to_string()) && kinds.contains(&"shipment.document".to_string()));

    // shipments.csv: a row per line, in Persian too
    let a = site.get("/api/shipments/shipments.csv?lang=fa").await;
    assert_eq!(a.status, StatusCode::OK);
    let text = String::from_utf8(a.bytes.clone()).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 3, "{text}");
    assert!(rows[0].contains("محموله") && rows[1].contains("SHP-") && rows[1].contains("1000.000"), "{text}");
    assert!(rows[1].contains("بادام") && rows[1].contains("CSQU3054383"), "{text}");
}

#[tokio::test]
async fn a_read_key_reads_shipments_a_write_key_records_steps_and_neither_sees_the_buyers_link() {
    let site = signed_in_site().await;
    let (_, orders) = accepted(&site, "maryam@example.com", "en").await;
    let s = ship(&site, &orders).await;
    let id = s["id"].as_i64().unwrap();
    assert!(s["orderLink"].as_str().unwrap().starts_with("/order/"));
    assert_eq!(site.put(&format!("/api/shipments/{id}"), packed(&s)).await.status, StatusCode::OK);
    let key = |access: &'static str| {
        let site = &site;
        async move {
            let a = site.post("/api/keys", json!({"name": access, "access": access})).await;
            assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
            a.body["secret"].as_str().unwrap().to_owned()
        }
    };
    let (read, write) = (key("read").await, key("readWrite").await);
    let a = site.with_key(&read, Method::GET, &format!("/api/shipments/{id}"), None).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.body.get("orderLink").is_none(), "{:?}", a.body);
    let list = site.with_key(&read, Method::GET, "/api/shipments", None).await;
    assert_eq!(list.body.as_array().unwrap().len(), 1);
    assert!(!String::from_utf8_lossy(&list.bytes).contains("/order/"), "no token in any answer to a key");
    let step = json!({"kind": "booked", "date": day(&site, 0)});
    let a = site.with_key(&read, Method::POST, &format!("/api/shipments/{id}/milestones"), Some(step.clone())).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::FORBIDDEN, Some("read_only_key")));
    let a = site.with_key(&write, Method::POST, &format!("/api/shipments/{id}/milestones"), Some(step)).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    assert!(a.body.get("orderLink").is_none());
    assert_eq!(a.body["stage"], json!("booked"));
}
