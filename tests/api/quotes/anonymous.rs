//! What an anonymous visitor can make the site do (issue 40): questions on a quote are limited per
//! quote and per address and reach the company gathered; every per-address limit counts an IPv6
//! client by its /64; a buyer's address is kept nowhere; one-line fields refuse direction controls
//! and what a buyer typed is printed isolated; acknowledgements are capped per mailbox.

use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

use super::{ask, audit, inquiry, outbox, product, quote_site, revision, SITE};
use crate::common::Site;

/// A signed-in quote site behind a trusted proxy (the test client's peer), so that
/// `X-Forwarded-For` gives each request its address; `flags` added.
async fn behind_proxy(flags: &[&str]) -> Site {
    let mut all = vec!["--public-url", SITE, "--trusted-proxies", "0.0.0.0"];
    all.extend_from_slice(flags);
    let mut site = Site::with_flags(&all);
    site.login().await;
    let mail = json!({"host": "127.0.0.1", "port": 1, "security": "none", "from": "site@golbahar.af"});
    assert_eq!(site.put("/api/mail", mail).await.status, StatusCode::OK);
    site
}

async fn post_from(site: &Site, path: &str, body: Value, from: &str) -> crate::common::Answer {
    site.send(Method::POST, path, Some(body.to_string().into_bytes()), &[("x-forwarded-for", from)]).await
}

async fn get_from(site: &Site, path: &str, from: &str) -> crate::common::Answer {
    site.send(Method::GET, path, None, &[("x-forwarded-for", from)]).await
}

/// (subject, body, due time, sent time) of the company's mails about questions, oldest first.
fn question_mails(site: &Site) -> Vec<(String, String, Option<i64>, Option<i64>)> {
    site.db
        .read_blocking(|c| {
            let mut stmt = c.prepare(
                "SELECT subject, body, next_attempt_at, sent_at FROM outbox WHERE kind = 'quote-question' ORDER BY id",
            )?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// What the sender does once a message went out.
fn mark_sent(site: &Site) {
    site.db
        .write_blocking(|tx| {
            let now = site::db::now_ms();
            tx.execute("UPDATE outbox SET sent_at = ?1, next_attempt_at = NULL WHERE sent_at IS NULL", [now])?;
            Ok(())
        })
        .unwrap();
}

/// 150 questions of 2 000 characters in a burst were 150 mails to the company and 298 000
/// characters on one quote. Now: 10 questions a quote a day (from any addresses), 20 a day from one
/// address (on any quotes), 429 `too_many_questions` past either; the company's mail about them
/// goes out at once for the first, and those that follow within ten minutes of it wait and go out
/// together.
#[tokio::test]
async fn questions_are_limited_per_quote_and_per_address_and_reach_the_company_gathered() {
    let site = behind_proxy(&[]).await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, number, token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "en")).await;
    let path = format!("/api/quotes/by-token/{token}/messages");
    let long = "q".repeat(1980);

    let first = post_from(&site, &path, json!({"text": format!("Question 0 {long}")}), "198.51.100.1").await;
    assert_eq!(first.status, StatusCode::CREATED, "{:?}", first.body);
    let mails = question_mails(&site);
    assert_eq!(mails.len(), 1);
    assert!(mails[0].2.unwrap() <= site::db::now_ms(), "the first question's mail is due at once");
    mark_sent(&site);

    // the flood: 149 more, each from another address
    let mut statuses = Vec::new();
    for i in 1..150 {
        let text = format!("Question {i} {long}");
        let a = post_from(&site, &path, json!({"text": text}), &format!("198.51.100.{}", 1 + i)).await;
        statuses.push((a.status.as_u16(), a.body["code"].as_str().unwrap_or("").to_owned()));
    }
    let accepted = statuses.iter().filter(|(s, _)| *s == 201).count();
    assert_eq!(accepted, 9, "10 questions a day on one quote");
    assert!(statuses[9..].iter().all(|(s, c)| *s == 429 && c == "too_many_questions"), "{:?}", &statuses[9..12]);
    let quote = site.get(&format!("/api/quotes/{id}")).await.body;
    let asked: Vec<&str> = quote["messages"].as_array().unwrap().iter().map(|m| m["text"].as_str().unwrap()).collect();
    assert_eq!(asked.len(), 10);
    assert!(asked.iter().map(|t| t.chars().count()).sum::<usize>() <= 20_000);

    // two mails in all: the first, and the nine that followed within ten minutes of it, together,
    // due ten minutes after the first went out
    let mails = question_mails(&site);
    assert_eq!(mails.len(), 2, "{:?}", mails.iter().map(|m| &m.0).collect::<Vec<_>>());
    let (subject, body, due, sent) = &mails[1];
    assert_eq!(*sent, None);
    assert_eq!(due.unwrap() - mails[0].3.unwrap(), 10 * 60 * 1000);
    assert_eq!(subject, &format!("9 questions on quote {number} from \u{2068}Maryam Ahmadi\u{2069}"));
    for i in 1..10 {
        assert!(body.contains(&format!("\u{2068}Question {i} {long}\u{2069}")), "question {i} missing");
    }
    assert!(!body.contains("Question 0"), "the first was in the first mail");
    assert!(body.contains(&format!("{SITE}/dashboard?tab=quotes&quote={id}")) && body.contains("۹ پرسش"));

    // one address: 20 a day over all its quotes
    let mut more = Vec::new();
    for _ in 0..3 {
        more.push(ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "en")).await.2);
    }
    let from = "203.0.113.50";
    let mut accepted = 0;
    for t in &more {
        for i in 0..10 {
            let a =
                post_from(&site, &format!("/api/quotes/by-token/{t}/messages"), json!({"text": format!("Q{i}")}), from)
                    .await;
            if a.status == StatusCode::CREATED {
                accepted += 1;
            } else {
                assert_eq!((a.status.as_u16(), a.body["code"].as_str()), (429, Some("too_many_questions")));
                assert!(a.error().contains("from this address"), "{}", a.error());
            }
        }
    }
    assert_eq!(accepted, 20);
    let other =
        post_from(&site, &format!("/api/quotes/by-token/{}/messages", more[2]), json!({"text": "Hi"}), "203.0.113.51")
            .await;
    assert_eq!(other.status, StatusCode::CREATED, "another address asks on the same quote");
}

/// The connection cap counted a /64 as one client, but the other limits counted each address: 60
/// wrong tokens and 30 inquiries from one /64 were all accepted. Now each counts the /64.
#[tokio::test]
async fn every_per_address_limit_counts_an_ipv6_client_by_its_64() {
    let site = behind_proxy(&["--order-limit", "20", "--login-limit", "3"]).await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let from = |i: usize| format!("2001:db8:40:2:{i:x}::1");

    let mut answers = Vec::new();
    for i in 0..60 {
        answers.push(get_from(&site, &format!("/api/quotes/by-token/guess{i}"), &from(i)).await.status.as_u16());
    }
    assert_eq!(answers.iter().filter(|s| **s == 404).count(), 20, "20 misses a minute from one /64");
    assert!(answers[20..].iter().all(|s| *s == 429));
    let elsewhere = get_from(&site, "/api/quotes/by-token/guess", "2001:db8:40:3::1").await;
    assert_eq!(elsewhere.status, StatusCode::NOT_FOUND, "the next /64 is another client");

    let body = inquiry(json!([{"productId": figs, "quantity": 10}]), "en");
    let mut created = 0;
    for i in 0..30 {
        let a = post_from(&site, "/api/inquiries", body.clone(), &format!("2001:db8:41:7:{i:x}::9")).await;
        match a.status {
            StatusCode::CREATED => created += 1,
            s => assert_eq!(s, StatusCode::TOO_MANY_REQUESTS),
        }
    }
    assert_eq!(created, 20, "inquiries and orders: 20 a minute from one /64");
    let order = json!({"productId": figs, "quantity": 1, "customerName": "A"});
    assert_eq!(
        post_from(&site, "/api/orders", order, "2001:db8:41:7:ffff::1").await.status,
        StatusCode::TOO_MANY_REQUESTS
    );

    let wrong = json!({"username": "admin", "password": "wrong password"});
    let mut sign_ins = Vec::new();
    for i in 0..4 {
        let a = post_from(&site, "/api/admins/auth", wrong.clone(), &format!("2001:db8:42:1:{i:x}::1")).await;
        sign_ins.push(a.status.as_u16());
    }
    assert_eq!(sign_ins, [401, 401, 401, 429], "sign-in attempts: 3 a minute from one /64");
}

/// The README promises visitors their address is kept nowhere, yet `quote.request`, `quote.status`
/// and `quote.message` by `buyer` kept it. Now a buyer's entries have none; an admin's keep theirs.
#[tokio::test]
async fn a_buyers_address_is_kept_nowhere() {
    let site = behind_proxy(&[]).await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let from = "203.0.113.77";
    let a = post_from(&site, "/api/inquiries", inquiry(json!([{"productId": figs, "quantity": 10}]), "en"), from).await;
    assert_eq!(a.status, StatusCode::CREATED);
    let (id, token) = (a.body["id"].as_i64().unwrap(), a.body["quoteUrl"].as_str().unwrap()[7..].to_owned());
    let asked =
        post_from(&site, &format!("/api/quotes/by-token/{token}/messages"), json!({"text": "When?"}), from).await;
    assert_eq!(asked.status, StatusCode::CREATED);
    let line = site.get(&format!("/api/quotes/{id}")).await.body["lines"][0]["id"].as_i64().unwrap();
    let day = super::day(&site, 3);
    assert_eq!(
        site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(line, 4.0)], &day)).await.status,
        StatusCode::CREATED
    );
    let accept = post_from(&site, &format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1}), from).await;
    assert_eq!(accept.status, StatusCode::OK, "{:?}", accept.body);

    let log = site.get("/api/audit?limit=50").await.body;
    let entries: Vec<(String, String, String)> = log
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"].as_str().unwrap().starts_with("quote."))
        .map(|e| {
            (
                e["kind"].as_str().unwrap().into(),
                e["username"].as_str().unwrap().into(),
                e["address"].as_str().unwrap().into(),
            )
        })
        .collect();
    let by_buyer: Vec<&(String, String, String)> = entries.iter().filter(|e| e.1 == "buyer").collect();
    assert_eq!(by_buyer.len(), 3, "{entries:?}");
    assert!(by_buyer.iter().all(|e| e.2.is_empty()), "{entries:?}");
    assert!(entries.iter().any(|e| e.0 == "quote.revision" && e.1 == "admin" && !e.2.is_empty()), "{entries:?}");
    let kept = site
        .db
        .read_blocking(|c| {
            Ok(c.query_row("SELECT count(*) FROM audit_log WHERE address LIKE '%203.0.113.77%'", [], |r| {
                r.get::<_, i64>(0)
            })?)
        })
        .unwrap();
    assert_eq!(kept, 0);
    assert_eq!(audit(&site).iter().filter(|e| e.1 == "buyer").count(), 3);
}

/// `Mallory \u{202E}exe.fdp` read as "Mallory pdf.exe" on the proforma and `\u{202E}HTIMS NHOJ` as
/// "JOHN SMITH", bare in the company's subject. One-line fields now refuse direction controls (the
/// zero-width non-joiner of Persian spelling stays allowed), as the contract says, and a buyer's
/// text stored before is printed isolated and without them: mail, proforma, CSV.
#[tokio::test]
async fn one_line_fields_refuse_direction_controls_and_a_buyers_text_is_printed_isolated() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let lines = json!([{"productId": figs, "quantity": 10}]);
    let with = |field: &str, value: &str| {
        let mut body = inquiry(lines.clone(), "en");
        body[field] = json!(value);
        body
    };
    let spec: Value = serde_json::from_str(include_str!("../../../openapi.json")).unwrap();
    let schema = &spec["components"]["schemas"]["NewInquiry"]["properties"];
    for (field, value, accepted) in [
        ("name", "Mallory \u{202E}exe.fdp", false),
        ("company", "\u{202E}HTIMS NHOJ", false),
        ("country", "Ger\u{2066}many", false),
        ("destination", "Ham\u{200F}burg", false),
        ("email", "maryam\u{202E}@example.com", false),
        ("name", "Ali\u{200B}Reza", false),
        ("name", "محمد\u{200C}رضا احمدی", true),
        ("company", "Karimi\u{200C}zada Trading", true),
    ] {
        let a = site.post("/api/inquiries", with(field, value)).await;
        let got = (a.status.as_u16(), a.body["code"].as_str().unwrap_or(""), a.body["field"].as_str().unwrap_or(""));
        if accepted {
            assert_eq!(got.0, 201, "{field} {value:?}: {:?}", a.body);
        } else {
            assert_eq!(got, (400, "invisible_characters", field), "{field} {value:?}");
        }
        let pattern = regex::Regex::new(schema[field]["pattern"].as_str().unwrap()).unwrap();
        assert_eq!(pattern.is_match(value), accepted, "the contract's pattern of {field} says the same: {value:?}");
    }
    let order = json!({"productId": figs, "quantity": 1, "customerName": "\u{202E}HTIMS NHOJ"});
    let a = site.post("/api/orders", order).await;
    assert_eq!(
        (a.status.as_u16(), &a.body["code"], &a.body["field"]),
        (400, &json!("invisible_characters"), &json!("customerName"))
    );

    // A request stored before the rule, with its notice queued again as it would be written now.
    let (id, number, token) = ask(&site, inquiry(lines.clone(), "en")).await;
    site.db
        .write_blocking(move |tx| {
            tx.execute(
                "UPDATE quotes SET name = 'Mallory \u{202E}exe.fdp', company = '\u{202E}HTIMS NHOJ' WHERE id = ?1",
                [id],
            )?;
            Ok(())
        })
        .unwrap();
    let asked =
        site.post(&format!("/api/quotes/by-token/{token}/messages"), json!({"text": "Price?\n\u{202E}?ecirp"})).await;
    assert_eq!(asked.status, StatusCode::CREATED);
    let (_, _, _, subject, body) = outbox(&site, "quote-question").pop().unwrap();
    assert_eq!(subject, format!("Question on quote {number} from \u{2068}Mallory exe.fdp\u{2069}"));
    assert!(!subject.contains('\u{202E}') && !body.contains('\u{202E}'), "{body}");
    assert!(body.contains("\u{2068}Price?\u{2069}\n\u{2068}?ecirp\u{2069}"), "each line isolated: {body}");

    let line = site.get(&format!("/api/quotes/{id}")).await.body["lines"][0]["id"].as_i64().unwrap();
    let day = super::day(&site, 3);
    assert_eq!(
        site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(line, 4.0)], &day)).await.status,
        StatusCode::CREATED
    );
    let pdf = site.get(&format!("/api/quotes/{id}/proforma.pdf?revision=1&lang=en")).await.bytes;
    let text = super::documents::pdf_text(&pdf);
    assert!(text.contains("Mallory exe.fdp") && text.contains("HTIMS NHOJ"), "{text}");
    assert!(!text.contains("pdf.exe") && !text.contains("JOHN SMITH"), "{text}");

    let csv = String::from_utf8(site.get("/api/exports/quotes.csv").await.bytes).unwrap();
    assert!(csv.contains("\u{2068}Mallory exe.fdp\u{2069}") && !csv.contains('\u{202E}'), "{csv}");
    assert!(csv.contains(",Ahmadi Trading,"), "text without a control is written as typed: {csv}");
}

/// Seven dot spellings of one Gmail address had seven acknowledgements (case and `+tags` were
/// already folded). Gmail ignores dots and takes `googlemail.com` as `gmail.com`: three a day in
/// all; Outlook does not ignore dots, so those are other people.
#[tokio::test]
async fn acknowledgements_are_capped_per_mailbox_not_per_spelling() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let spellings = [
        "john.smith@gmail.com",
        "johnsmith@gmail.com",
        "j.ohnsmith@gmail.com",
        "jo.hn.smith@gmail.com",
        "J.O.H.N.S.M.I.T.H@Gmail.com",
        "john.smith+quotes@googlemail.com",
        "johns.mith@googlemail.com",
    ];
    for email in spellings {
        let mut body = inquiry(json!([{"productId": figs, "quantity": 10}]), "en");
        body["email"] = json!(email);
        assert_eq!(site.post("/api/inquiries", body).await.status, StatusCode::CREATED);
    }
    assert_eq!(outbox(&site, "quote-ack").len(), 3, "one mailbox, three a day");
    assert_eq!(outbox(&site, "quote-request").len(), 7, "every request still reaches the company");
    for email in ["john.smith@outlook.com", "johnsmith@outlook.com"] {
        let mut body = inquiry(json!([{"productId": figs, "quantity": 10}]), "en");
        body["email"] = json!(email);
        assert_eq!(site.post("/api/inquiries", body).await.status, StatusCode::CREATED);
    }
    assert_eq!(outbox(&site, "quote-ack").len(), 5, "two Outlook mailboxes");
}
