//! A quote request's life: revised and accepted, declined and withdrawn, its validity in Kabul and
//! its reminder.

use super::*;

#[tokio::test]
async fn an_inquiry_is_revised_twice_and_accepted_into_one_order_per_line() {
    let site = quote_site().await;
    let almonds = product(&site, "Almonds", "بادام", 50).await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let saffron = product(&site, "Saffron", "", 1).await;
    assert_eq!(site.get("/api/quotes/waiting").await.body, json!({"count": 0}));

    let lines = json!([{"productId": almonds, "quantity": 500, "packaging": "25 kg bag"},
                       {"productId": figs, "quantity": 120}, {"productId": saffron, "quantity": 2}]);
    let (id, number, token) = ask(&site, inquiry(lines, "en")).await;
    let year = site.state.kabul_today().year();
    assert_eq!(number, format!("Q-{year}-0001"));
    assert_eq!(token.len(), 32, "192 bits in base64url");
    assert!(token.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'), "{token}");
    let (_, second, other_token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 5}]), "fa")).await;
    assert_eq!(second, format!("Q-{year}-0002"));
    assert_ne!(token, other_token);

    let waiting = site.get("/api/quotes/waiting").await.body;
    assert_eq!(waiting["count"], json!(2));
    assert!(waiting["oldestWaitingSince"].as_str().unwrap().ends_with('Z'));

    let quote = site.get(&format!("/api/quotes/{id}")).await.body;
    assert_eq!(quote["status"], json!("new"));
    assert_eq!(quote["quoteUrl"], json!(format!("/quote/{token}")));
    assert_eq!(quote["lines"][0]["productName"], json!("Almonds"));
    assert_eq!(quote["lines"][0]["productNameFa"], json!("بادام"));
    assert_eq!(quote["lines"][0]["packaging"], json!("25 kg bag"));
    assert_eq!(quote["lines"][0]["packagingFa"], json!("کیسهٔ ۲۵ کیلویی"));
    assert_eq!(quote["lines"][2]["quantity"], json!(2));
    assert_eq!((quote["samplesFirst"].clone(), quote["incoterm"].clone()), (json!(true), json!("CPT")));
    let ids = line_ids(&quote);

    // the company hears of it in both languages, the buyer gets an acknowledgement in theirs
    let notices = outbox(&site, "quote-request");
    assert_eq!(notices.len(), 2);
    let (_, to, reply_to, subject, body) = &notices[0];
    assert_eq!((to.as_str(), reply_to.as_deref()), ("export@golbahar.af", Some("maryam@example.com")));
    assert!(subject.contains(&number) && subject.contains("3 product"), "{subject}");
    for detail in ["Almonds / بادام (25 kg bag): 500 kg", "Ahmadi Trading", "Hamburg", "Organic, please.", "یادداشت"]
    {
        assert!(body.contains(detail), "{detail} missing from {body}");
    }
    assert!(body.contains(&format!("{SITE}/dashboard?tab=quotes&quote={id}")), "{body}");
    let acks = outbox(&site, "quote-ack");
    assert_eq!(acks.len(), 2);
    let (_, to, reply_to, subject, body) = &acks[0];
    assert_eq!((to.as_str(), reply_to.as_deref()), ("maryam@example.com", Some("export@golbahar.af")));
    assert_eq!(subject, &format!("We received your quote request {number}"));
    assert!(body.contains("within one working day") && body.contains(&format!("{SITE}/quote/{token}")), "{body}");
    assert!(!body.contains("Organic") && !body.contains("Maryam"), "nothing the visitor wrote: {body}");
    let (_, _, _, subject, body) = &acks[1];
    // the reference set apart from the Persian around it (U+2068 … U+2069), so it reads Q-2026-…
    assert_eq!(subject, &format!("درخواست استعلام قیمت شما رسید: \u{2068}{second}\u{2069}"));
    assert!(body.contains(&format!("با شمارهٔ \u{2068}{second}\u{2069} به دست ما رسید")), "{body}");
    assert!(body.contains("یک روز کاری") && body.contains(&format!("{SITE}/fa/quote/{other_token}")), "{body}");
    assert!(body.contains("- انجیر: ۵ کیلوگرم"), "{body}");

    // revision 1, then 2: numbered, and the first one's prices stay as they were sent
    let valid = day(&site, 30);
    let first = site
        .post(
            &format!("/api/quotes/{id}/revisions"),
            revision(&[(ids[0], 7.9), (ids[1], 3.25), (ids[2], 1650.0)], &valid),
        )
        .await;
    assert_eq!(first.status, StatusCode::CREATED, "{:?}", first.body);
    assert_eq!(first.body["status"], json!("quoted"));
    let rev1 = first.body["revisions"][0].clone();
    assert_eq!(rev1["number"], json!(1));
    assert_eq!(rev1["lines"][0], json!({"lineId": ids[0], "unitPrice": 7.9, "total": 3950.0}));
    assert_eq!(rev1["total"], json!(3950.0 + 390.0 + 3300.0));
    assert!(first.body["firstAnsweredAt"].is_string());
    let second_rev = site
        .post(
            &format!("/api/quotes/{id}/revisions"),
            revision(&[(ids[0], 7.6), (ids[1], 3.1), (ids[2], 1600.0)], &valid),
        )
        .await;
    assert_eq!(second_rev.status, StatusCode::CREATED, "{:?}", second_rev.body);
    assert_eq!(second_rev.body["revisions"].as_array().unwrap().len(), 2);
    assert_eq!(second_rev.body["revisions"][0], rev1, "a sent revision never changes");
    assert_eq!(second_rev.body["revisions"][1]["number"], json!(2));
    assert_eq!(site.get("/api/quotes/waiting").await.body["count"], json!(1), "answered: no longer waiting");
    let tampered = site.db.write_blocking(|tx| {
        Ok(tx.execute("UPDATE quote_prices SET unit_cents = 1 WHERE revision = 1", []).map_err(|e| e.to_string()))
    });
    assert!(tampered.unwrap().is_err(), "the database itself refuses to change a sent price");

    // the quote mails, each with its proforma in the buyer's language
    let quotes = outbox(&site, "quote");
    assert_eq!(quotes.len(), 2);
    let (mail_id, to, _, subject, body) = &quotes[1];
    assert_eq!(
        (to.as_str(), subject.as_str()),
        ("maryam@example.com", format!("Your quote {number}/2 from Golbahar").as_str())
    );
    for detail in [
        "- Almonds: 500 kg × 7.60 = 3,800.00 USD",
        "Total: 7,372.00 USD",
        "CPT Hamburg",
        "Lead time:      21 days",
        format!("{SITE}/quote/{token}").as_str(),
        "New crop prices.",
        "The proforma invoice is attached.",
    ] {
        assert!(body.contains(detail), "{detail} missing from {body}");
    }
    let files = attachments(&site, *mail_id);
    assert_eq!(files.len(), 1);
    let (name, mime, pdf) = &files[0];
    assert_eq!((name.as_str(), mime.as_str()), (format!("proforma-{number}-2-en.pdf").as_str(), "application/pdf"));
    assert!(pdf.starts_with(b"%PDF-") && pdf.trim_ascii_end().ends_with(b"%%EOF"));
    let download = site.get(&format!("/api/quotes/{id}/proforma.pdf?revision=2")).await;
    assert_eq!(download.status, StatusCode::OK);
    assert_eq!(download.headers["content-type"], "application/pdf");
    assert_eq!(&download.bytes, pdf, "the attachment is the proforma the dashboard downloads");

    // the buyer's page: no admin fields, an expiry at the end of the day in Kabul
    let page = site.get(&format!("/api/quotes/by-token/{token}")).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.headers["cache-control"], "no-store");
    assert_eq!(page.headers["x-robots-tag"], "noindex");
    assert!(
        page.body.get("id").is_none()
            && page.body.get("orderIds").is_none()
            && page.body.get("firstAnsweredAt").is_none()
    );
    assert_eq!(page.body["expiresAt"], json!(format!("{valid}T23:59:59+04:30")));
    assert_eq!(page.body["number"], json!(number));

    // only the latest revision may be accepted, and it makes one order per line, once
    let old = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1})).await;
    assert_eq!((old.status, old.body["code"].clone()), (StatusCode::CONFLICT, json!("not_latest_revision")));
    let missing = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 3})).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let accepted = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 2})).await;
    assert_eq!(accepted.status, StatusCode::OK, "{:?}", accepted.body);
    assert_eq!(
        (accepted.body["status"].clone(), accepted.body["acceptedRevision"].clone()),
        (json!("accepted"), json!(2))
    );
    assert_eq!(accepted.headers["cache-control"], "no-store");
    let again = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 2})).await;
    assert_eq!((again.status, again.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_not_open")));

    let orders: Vec<Value> = site.get("/api/orders").await.body.as_array().unwrap().clone();
    let made: Vec<&Value> = orders.iter().filter(|o| o["quoteId"] == json!(id)).collect();
    assert_eq!(made.len(), 3, "{orders:?}");
    let mut quantities: Vec<i64> = made.iter().map(|o| o["quantity"].as_i64().unwrap()).collect();
    quantities.sort_unstable();
    assert_eq!(quantities, [2, 120, 500]);
    assert!(made.iter().all(|o| o["unit"] == json!("kg")), "each order counts its line's unit: {made:?}");
    let almond_order = made.iter().find(|o| o["productId"] == json!(almonds)).unwrap();
    assert_eq!(almond_order["status"], json!("pending"));
    assert_eq!(almond_order["customerEmail"], json!("maryam@example.com"));
    assert!(almond_order["notes"].as_str().unwrap().contains(&format!("Quote {number}/2: 7.60 USD per kg, 25 kg bag")));
    let quote = site.get(&format!("/api/quotes/{id}")).await.body;
    let mut order_ids: Vec<i64> = made.iter().map(|o| o["id"].as_i64().unwrap()).collect();
    order_ids.sort_unstable();
    assert_eq!(quote["orderIds"], json!(order_ids));
    assert!(orders.iter().filter(|o| o["quoteId"].is_null()).all(|o| o.get("quoteId").is_none()));

    let told = outbox(&site, "quote-accepted");
    assert_eq!(told.len(), 1);
    assert!(told[0].3.contains(&format!("{number}/2 accepted")) && told[0].4.contains("پذیرفت"), "{:?}", told[0]);

    // the orders CSV names the quote
    let csv = site.get("/api/exports/orders.csv").await;
    let text = String::from_utf8(csv.bytes).unwrap();
    assert!(text.lines().next().unwrap().ends_with(",Quote"), "{text}");
    assert_eq!(text.matches(&format!(",{number}\r")).count(), 3, "{text}");

    // every step is in the audit log: the buyer's as `buyer`, the admin's as the admin
    let entries = audit(&site);
    let kinds: Vec<(&str, &str)> = entries.iter().map(|(k, u, _, _)| (k.as_str(), u.as_str())).collect();
    assert_eq!(
        kinds,
        [
            ("quote.request", "buyer"),
            ("quote.request", "buyer"),
            ("quote.revision", "admin"),
            ("quote.revision", "admin"),
            ("quote.status", "buyer")
        ]
    );
    assert!(entries[4].2.starts_with(&number) && entries[4].3.contains("accepted"), "{:?}", entries[4]);
}

#[tokio::test]
async fn a_buyer_declines_with_a_reason_and_the_company_withdraws() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, number, token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "fa")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    let sent = site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.0)], &day(&site, 10))).await;
    assert_eq!(sent.status, StatusCode::CREATED);
    let (mail_id, _, _, subject, body) = outbox(&site, "quote").remove(0);
    assert_eq!(subject, format!("پیشنهاد قیمت \u{2068}{number}/۱\u{2069} از گلبهار"));
    assert!(body.contains("هامبورگ") && body.contains("۳۰٪ پیش‌پرداخت") && body.contains("۱۰ کیلوگرم"), "{body}");
    assert!(body.contains(&format!("{SITE}/fa/quote/{token}")), "{body}");
    assert_eq!(attachments(&site, mail_id)[0].0, format!("proforma-{number}-1-fa.pdf"));

    // a question first: shown on the quote, mailed to the company
    let question =
        site.post(&format!("/api/quotes/by-token/{token}/messages"), json!({"text": "Can you ship in May?"})).await;
    assert_eq!(question.status, StatusCode::CREATED, "{:?}", question.body);
    assert_eq!(question.body["from"], json!("buyer"));
    assert_eq!(question.headers["x-robots-tag"], "noindex");
    let answer = site.post(&format!("/api/quotes/{id}/messages"), json!({"text": "Yes, early May."})).await;
    assert_eq!((answer.status, answer.body["from"].clone()), (StatusCode::CREATED, json!("company")));
    let messages = site.get(&format!("/api/quotes/by-token/{token}")).await.body["messages"].clone();
    assert_eq!(messages.as_array().unwrap().len(), 2);
    assert!(outbox(&site, "quote-question")[0].4.contains("Can you ship in May?"));
    let to_buyer = outbox(&site, "quote-message");
    assert_eq!(to_buyer[0].3, format!("پیامی دربارهٔ پیشنهاد \u{2068}{number}\u{2069}"));
    assert!(to_buyer[0].4.contains("Yes, early May."));

    let blank = site.post(&format!("/api/quotes/by-token/{token}/decline"), json!({"reason": "  "})).await;
    assert_eq!((blank.status, blank.body["code"].clone()), (StatusCode::BAD_REQUEST, json!("required")));
    let declined = site
        .post(&format!("/api/quotes/by-token/{token}/decline"), json!({"reason": "A supplier nearer to us."}))
        .await;
    assert_eq!(declined.status, StatusCode::OK, "{:?}", declined.body);
    assert_eq!(declined.body["status"], json!("declined"));
    assert_eq!(declined.body["declineReason"], json!("A supplier nearer to us."));
    assert!(outbox(&site, "quote-declined")[0].4.contains("A supplier nearer to us."));
    let twice = site.post(&format!("/api/quotes/by-token/{token}/decline"), json!({"reason": "again"})).await;
    assert_eq!((twice.status, twice.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_not_open")));
    let accept = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1})).await;
    assert_eq!(accept.body["code"], json!("quote_not_open"));
    let requote = site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 3.0)], &day(&site, 10))).await;
    assert_eq!((requote.status, requote.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_not_open")));

    // the company withdraws another: the buyer is told, and it is closed
    let (other, other_number, other_token) =
        ask(&site, inquiry(json!([{"productId": figs, "quantity": 3}]), "en")).await;
    let withdrawn = site.call(Method::POST, &format!("/api/quotes/{other}/withdraw"), None).await;
    assert_eq!(withdrawn.status, StatusCode::OK, "{:?}", withdrawn.body);
    assert_eq!(withdrawn.body["status"], json!("withdrawn"));
    assert!(withdrawn.body["decidedAt"].is_string());
    let told = outbox(&site, "quote-withdrawn");
    assert_eq!(
        (told[0].1.as_str(), told[0].3.as_str()),
        ("maryam@example.com", format!("Quote {other_number} withdrawn").as_str())
    );
    let again = site.call(Method::POST, &format!("/api/quotes/{other}/withdraw"), None).await;
    assert_eq!((again.status, again.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_not_open")));
    let decline = site.post(&format!("/api/quotes/by-token/{other_token}/decline"), json!({"reason": "late"})).await;
    assert_eq!(decline.body["code"], json!("quote_not_open"));
    let listed = site.get("/api/quotes?status=withdrawn").await.body;
    assert_eq!(listed.as_array().unwrap().len(), 1);
    assert_eq!(listed[0]["id"], json!(other));

    let kinds: Vec<String> = audit(&site).into_iter().map(|(k, u, _, _)| format!("{k} {u}")).collect();
    for expected in ["quote.message buyer", "quote.message admin", "quote.status buyer", "quote.status admin"] {
        assert!(kinds.contains(&expected.to_owned()), "{expected} missing from {kinds:?}");
    }
}

#[tokio::test]
async fn validity_ends_with_the_day_in_kabul_and_the_buyer_is_reminded_once() {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, number, token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "en")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    let send = |valid: String| {
        let (site, path, body) = (&site, format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.0)], &valid));
        async move { site.post(&path, body).await }
    };
    for (valid, why) in [(day(&site, -1), "yesterday in Kabul"), (day(&site, 366), "more than a year ahead")] {
        let refused = send(valid).await;
        assert_eq!(
            (refused.status, refused.body["code"].clone()),
            (StatusCode::CONFLICT, json!("date_out_of_range")),
            "{why}"
        );
        assert_eq!(refused.body["field"], json!("validUntil"));
    }
    let valid = day(&site, 4);
    assert_eq!(send(valid.clone()).await.status, StatusCode::CREATED);
    let status = || async { site.get(&format!("/api/quotes/by-token/{token}")).await.body["status"].clone() };

    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 0, "four days before: not yet");
    site.state.shift_calendar(1);
    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 1, "three days before");
    let reminders = outbox(&site, "quote-reminder");
    assert_eq!(reminders.len(), 1);
    let until = long_day(&valid, "en");
    assert_eq!(reminders[0].3, format!("Your quote {number} holds until {until}"), "the proforma's way of writing it");
    assert!(reminders[0].4.contains(&format!("hold until the end of {until} (Kabul")), "{}", reminders[0].4);
    assert!(reminders[0].4.contains(&format!("{SITE}/quote/{token}")), "{}", reminders[0].4);
    site.state.shift_calendar(2);
    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 0, "once per revision");

    site.state.shift_calendar(4);
    assert_eq!(status().await, json!("quoted"), "the last day holds to its end in Kabul");
    site.state.shift_calendar(5);
    assert_eq!(status().await, json!("expired"));
    assert_eq!(site.get("/api/quotes?status=expired").await.body.as_array().unwrap().len(), 1);
    assert_eq!(site.get("/api/quotes?status=quoted").await.body, json!([]));
    let late = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 1})).await;
    assert_eq!((late.status, late.body["code"].clone()), (StatusCode::CONFLICT, json!("quote_expired")));
    let decline = site.post(&format!("/api/quotes/by-token/{token}/decline"), json!({"reason": "late"})).await;
    assert_eq!(decline.body["code"], json!("quote_expired"));
    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 0, "no reminder once expired");

    // quoted again, with a new validity: open again, and its own reminder later
    let renewed = send(day(&site, 10)).await;
    assert_eq!(renewed.status, StatusCode::CREATED, "{:?}", renewed.body);
    assert_eq!(status().await, json!("quoted"));
    site.state.shift_calendar(12);
    assert_eq!(site::api::quotes::send_reminders(&site.state).await.unwrap(), 1, "the new revision's reminder");
    let accepted = site.post(&format!("/api/quotes/by-token/{token}/accept"), json!({"revision": 2})).await;
    assert_eq!(accepted.status, StatusCode::OK, "{:?}", accepted.body);
}

#[tokio::test]
async fn kabul_is_four_and_a_half_hours_ahead_of_utc() {
    use site::models::quotes::kabul_date;
    // 2026-11-27 19:29:59 UTC is 23:59:59 in Kabul; a second later it is the 28th there
    let ms = time::macros::datetime!(2026-11-27 19:29:59 UTC).unix_timestamp() * 1000;
    assert_eq!(kabul_date(ms), time::macros::date!(2026 - 11 - 27));
    assert_eq!(kabul_date(ms + 1000), time::macros::date!(2026 - 11 - 28));
}
