//! How the pages are kept: one render for many requests, the compressed and the smaller copy, a
//! quiet site, what marks them stale and what does not.

use super::*;

#[tokio::test]
async fn many_requests_for_a_changed_page_wait_for_one_render() {
    let mut site = Site::new();
    site.login().await;
    site.product("Almonds", 10).await;
    let site = std::sync::Arc::new(site);
    let pages = futures_join(&site, 12).await;
    assert!(pages.iter().all(|p| p.body().contains("Almonds")));
    let first = &pages[0].html;
    assert!(pages.iter().all(|p| &p.html == first), "the same render for every request");
}

/// A site signed in with six products, for the tests of how its products page is kept.
async fn site_with_six_products() -> Site {
    let mut site = Site::new();
    site.login().await;
    for name in ["Almonds", "Walnuts", "Dried Figs", "Saffron", "Pistachios", "Raisins"] {
        site.product(name, 10).await;
    }
    site
}

fn unzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(bytes), &mut out).expect("gzip");
    out
}

/// The visitors who wait for a render get the page with a quick gzip; once the page is read again,
/// the copy the cache keeps for everyone after is compressed harder in the background: the same
/// page in fewer bytes, with the same ETag.
#[tokio::test]
async fn a_fresh_page_goes_out_quickly_compressed_then_from_a_smaller_copy() {
    let site = site_with_six_products().await;
    let gzip = [("accept-encoding", "gzip")];
    let first = site.send(Method::GET, "/fa/products", None, &gzip).await;
    // Compressed small only once read again: a page the next change replaces before a second
    // visit costs one quick compression.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let second = site.send(Method::GET, "/fa/products", None, &gzip).await;
    assert_eq!(second.bytes, first.bytes, "the second visitor still gets the first copy");
    let plain = site.send(Method::GET, "/fa/products", None, &[]).await;
    assert_eq!(first.headers["content-encoding"], "gzip");
    assert_eq!(unzip(&first.bytes), plain.bytes);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    let kept = loop {
        let later = site.send(Method::GET, "/fa/products", None, &gzip).await;
        if later.bytes.len() < first.bytes.len() {
            break later;
        }
        assert!(std::time::Instant::now() < deadline, "the page was never sent from a smaller copy");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    };
    assert_eq!(unzip(&kept.bytes), plain.bytes, "the same page");
    assert_eq!(kept.headers["etag"], first.headers["etag"]);
    assert_eq!(plain.headers["etag"], first.headers["etag"]);
}

/// A page read only once since its render is still its first visitor's copy; once the site is
/// quiet it becomes the smaller one (kept out of the process's memory) without a second visit.
#[tokio::test]
async fn a_quiet_site_keeps_its_pages_in_the_smaller_copy() {
    let site = site_with_six_products().await;
    let gzip = [("accept-encoding", "gzip")];
    let first = site.send(Method::GET, "/fa/products", None, &gzip).await;
    site.ui.release_memory();
    let later = site.send(Method::GET, "/fa/products", None, &gzip).await;
    assert!(later.bytes.len() < first.bytes.len(), "{} >= {}", later.bytes.len(), first.bytes.len());
    assert_eq!(later.headers["etag"], first.headers["etag"]);
    let plain = site.send(Method::GET, "/fa/products", None, &[]).await;
    assert_eq!(unzip(&later.bytes), plain.bytes, "the same page");
    // and a later change of data still makes a new page
    site.product("Mulberries", 5).await;
    let changed = site.send(Method::GET, "/fa/products", None, &[]).await;
    assert!(String::from_utf8_lossy(&changed.bytes).contains("Mulberries"));
}

/// The copy of `path` the cache keeps (compressed small once the page is read again): what every
/// later read gets until the page's data changes.
async fn kept_copy(site: &Site, path: &str) -> common::Answer {
    let gzip = [("accept-encoding", "gzip")];
    let first = site.send(Method::GET, path, None, &gzip).await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let later = site.send(Method::GET, path, None, &gzip).await;
        if later.bytes.len() < first.bytes.len() {
            return later;
        }
        assert!(std::time::Instant::now() < deadline, "{path} was never sent from a smaller copy");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// A cached page stays cached whatever anyone sends that changes nothing a page shows: sign-outs
/// without a session, order requests, refused writes, and the admin's writes no page shows. Each
/// of these used to mark every page stale, so the next read rendered again (8–11 ms of CPU
/// against 0.1 ms from the cache): two connections alternating an anonymous sign-out and a page
/// read held a core busy.
#[tokio::test]
async fn requests_that_change_nothing_a_page_shows_leave_the_cached_pages_alone() {
    let mut site = Site::new();
    site.login().await;
    let almonds = site.product("Almonds", 10).await;
    let kept = kept_copy(&site, "/products").await;
    let version = site.state.site_version();

    let order = |quantity: i64| json!({"productId": almonds, "quantity": quantity, "customerName": "Maryam"});
    let exports = format!("POST /api/products/{almonds}/exports");
    let mut flood = vec![visitor(
        "a wrong password",
        "POST /api/admins/auth",
        json!({"username": "admin", "password": "not it"}),
        401,
        "",
    )];
    for _ in 0..20 {
        flood.extend([
            visitor("a sign-out without a session", "DELETE /api/session", NO_BODY, 204, ""),
            Scenario::new(
                Caller::MadeUpCookie,
                "a sign-out with a made-up cookie",
                "DELETE /api/session",
                NO_BODY,
                204,
                "",
            ),
            visitor("an order request", "POST /api/orders", order(1), 201, ""),
            visitor("an order above stock", "POST /api/orders", order(11), 409, ""),
            visitor(
                "an order for no product",
                "POST /api/orders",
                json!({"productId": 9999, "quantity": 1, "customerName": "A"}),
                404,
                "",
            ),
            visitor("content without a session", "PUT /api/content", json!({}), 401, ""),
            visitor("a product from another site", "POST /api/products", json!({}), 403, "")
                .header("origin", "https://evil.example"),
            admin(
                "a product without a name",
                "POST /api/products",
                json!({"name": " ", "unit": "kg", "price": 1}),
                400,
                "",
            ),
            admin("an unknown product removed", "DELETE /api/products/424242", NO_BODY, 404, ""),
            admin("an export above stock", &exports, json!({"quantity": 11, "destination": "Paris"}), 409, ""),
            admin("orders marked seen", "PUT /api/orders/seen", json!({"upTo": 1}), 200, ""),
            admin("an order approved", "PATCH /api/orders/1", json!({"status": "approved"}), 200, ""),
        ]);
    }
    site.check(&flood).await;

    assert_eq!(site.state.site_version(), version, "nothing a page shows changed");
    let again = site.send(Method::GET, "/products", None, &[("accept-encoding", "gzip")]).await;
    assert!(again.bytes == kept.bytes, "the page was rendered again rather than sent from the cache");
}

/// Every write the API has, each either marking the pages stale (it changed something a page
/// shows: products and stock, the site content and profile, the slideshow, the awards) or not. A
/// new write fails this test until it is put on one side or the other.
#[tokio::test]
async fn every_write_that_changes_what_a_page_shows_marks_the_pages_stale_and_no_other() {
    let backups = tempfile::tempdir().unwrap();
    let mut site = Site::with_flags(&["--backup-dir", backups.path().to_str().unwrap()]);
    site.login().await;
    let spec = site.get("/api/openapi.json").await.body;
    let mut writes: Vec<String> = Vec::new();
    for operations in spec["paths"].as_object().unwrap().values() {
        for (method, operation) in operations.as_object().unwrap() {
            if ["post", "put", "patch", "delete"].contains(&method.as_str()) {
                writes.push(operation["operationId"].as_str().unwrap().to_owned());
            }
        }
    }

    const SHOWN: bool = true;
    const NOT_SHOWN: bool = false;
    let mut tried = Vec::new();
    let mut wrong = Vec::new();
    let mut write = async |operation: &str, request: &str, body: Value, status: u16, shown: bool| {
        let (method, path) = request.split_once(' ').unwrap();
        let before = site.state.site_version();
        let body = (!body.is_null()).then(|| body.to_string().into_bytes());
        let a = site.send(Method::from_bytes(method.as_bytes()).unwrap(), path, body, &[]).await;
        assert_eq!(a.status.as_u16(), status, "{operation}: {:?}", a.body);
        if (site.state.site_version() > before) != shown {
            wrong.push(format!(
                "{operation} {}",
                if shown { "left the pages as they were" } else { "marked the pages stale" }
            ));
        }
        tried.push(operation.to_owned());
        a.body
    };

    let product = json!({"name": "Saffron", "unit": "kg", "price": 9.5, "initialStock": 5});
    let id = write("createProduct", "POST /api/products", product, 201, SHOWN).await["id"].as_i64().unwrap();
    write("updateProduct", &format!("PATCH /api/products/{id}"), json!({"price": 10}), 200, SHOWN).await;
    write("addProductImport", &format!("POST /api/products/{id}/imports"), json!({"quantity": 5}), 200, SHOWN).await;
    let export = json!({"quantity": 1, "destination": "Dubai"});
    write("addProductExport", &format!("POST /api/products/{id}/exports"), export, 200, SHOWN).await;
    let order = json!({"productId": id, "quantity": 1, "customerName": "Maryam"});
    let order = write("createOrder", "POST /api/orders", order, 201, NOT_SHOWN).await["id"].as_i64().unwrap();
    write("markOrdersSeen", "PUT /api/orders/seen", json!({"upTo": order}), 200, NOT_SHOWN).await;
    write("setOrderStatus", &format!("PATCH /api/orders/{order}"), json!({"status": "completed"}), 200, NOT_SHOWN)
        .await;
    write("deleteProduct", &format!("DELETE /api/products/{id}"), NO_BODY, 204, SHOWN).await;

    let image = common::data_url("image/png", &common::png(64, 36));
    let slide =
        write("addHeroSlide", "POST /api/hero/slides", json!({"url": image}), 201, SHOWN).await["id"].as_i64().unwrap();
    write("deleteHeroSlide", &format!("DELETE /api/hero/slides/{slide}"), NO_BODY, 204, SHOWN).await;
    let texts = json!({"title": "Saffron from Herat", "lead": "", "values": "", "services": ""});
    write("replaceHero", "PUT /api/hero", json!({"slides": [], "texts": {"en": texts, "fa": texts}}), 200, SHOWN).await;
    let award = json!({"imageUrl": image, "title": "Best exporter 2025", "description": "Kabul"});
    let award = write("createAward", "POST /api/awards", award, 201, SHOWN).await["id"].as_i64().unwrap();
    write("updateAward", &format!("PATCH /api/awards/{award}"), json!({"titleFa": "بهترین صادرکننده"}), 200, SHOWN)
        .await;
    write("deleteAward", &format!("DELETE /api/awards/{award}"), NO_BODY, 204, SHOWN).await;
    write("updateContent", "PUT /api/content", json!({"contactPhone": "+93 20 000 0000"}), 200, SHOWN).await;
    let profile = json!({"name": "profile.pdf", "data": common::data_url("application/pdf", &common::pdf())});
    write("setProfile", "PUT /api/content/profile", profile, 200, SHOWN).await;
    write("deleteProfile", "DELETE /api/content/profile", NO_BODY, 204, SHOWN).await;
    write("updateTerms", "PUT /api/content/terms", json!({"paymentTerms": "30% advance"}), 200, SHOWN).await;
    let hours = json!({"days": ["sat"], "opens": "08:00", "closes": "12:00", "replyHours": 2});
    write("updateOfficeHours", "PUT /api/content/office-hours", hours, 200, SHOWN).await;
    let pdf = common::data_url("application/pdf", &common::pdf());
    let document = json!({"title": "HACCP certificate", "file": pdf});
    let document = write("createDocument", "POST /api/documents", document, 201, SHOWN).await["id"].as_i64().unwrap();
    let renewed = json!({"title": "HACCP certificate", "validUntil": "2099-12-31"});
    write("updateDocument", &format!("PUT /api/documents/{document}"), renewed, 200, SHOWN).await;
    write("deleteDocument", &format!("DELETE /api/documents/{document}"), NO_BODY, 204, SHOWN).await;

    // quotes (issue 30): the bank details are in the content the pages carry; the rest no page shows
    let bank = json!({"beneficiary": "Golbahar", "bankName": "AIB", "account": "0100"});
    write("updateBank", "PUT /api/content/bank", bank, 200, SHOWN).await;
    let figs = json!({"name": "Figs", "unit": "kg", "price": 2, "initialStock": 50});
    let figs = write("createProduct", "POST /api/products", figs, 201, SHOWN).await["id"].as_i64().unwrap();
    let ask = json!({"lines": [{"productId": figs, "quantity": 5}], "name": "Maryam", "email": "m@example.com",
                     "lang": "en"});
    let created = write("createInquiry", "POST /api/inquiries", ask, 201, NOT_SHOWN).await;
    let quote = created["id"].as_i64().unwrap();
    let token = created["quoteUrl"].as_str().unwrap().trim_start_matches("/quote/").to_owned();
    let line = site.get(&format!("/api/quotes/{quote}")).await.body["lines"][0]["id"].as_i64().unwrap();
    let valid = site::models::quotes::ymd(site.state.kabul_today() + time::Duration::days(5));
    let answer = json!({"currency": "USD", "incoterm": "CPT", "place": "Dubai", "validUntil": valid,
                        "paymentTerms": "advance", "leadTimeDays": 7, "lines": [{"lineId": line, "unitPrice": 3}]});
    write("sendQuote", &format!("POST /api/quotes/{quote}/revisions"), answer, 201, NOT_SHOWN).await;
    write("sendQuoteMessage", &format!("POST /api/quotes/{quote}/messages"), json!({"text": "Hi"}), 201, NOT_SHOWN)
        .await;
    let path = format!("POST /api/quotes/by-token/{token}");
    write("askAboutQuote", &format!("{path}/messages"), json!({"text": "Hello"}), 201, NOT_SHOWN).await;
    write("acceptQuote", &format!("{path}/accept"), json!({"revision": 1}), 200, NOT_SHOWN).await;
    write("declineQuote", &format!("{path}/decline"), json!({"reason": "late"}), 409, NOT_SHOWN).await;
    // shipments (issue 41): only a departure (an export) and its taking back change what a page shows;
    // invoices and payments none
    let orders = site.get(&format!("/api/quotes/{quote}")).await.body["orderIds"].clone();
    let ship = json!({"orderIds": orders, "mode": "air"});
    let shipment = write("createShipment", "POST /api/shipments", ship, 201, NOT_SHOWN).await;
    let (id, order) = (shipment["id"].as_i64().unwrap(), shipment["lines"][0]["orderId"].clone());
    let packed = json!({"mode": "air", "destination": "UAE", "incoterm": "CPT", "lines": [{"orderId": order, "quantity": 5,
                        "packages": {"count": 1, "kind": "carton", "netGrams": 5000, "grossGrams": 5200}}]});
    write("updateShipment", &format!("PUT /api/shipments/{id}"), packed, 200, NOT_SHOWN).await;
    let paper = json!({"kind": "origin", "file": common::data_url("application/pdf", &common::pdf())});
    let paper =
        write("addShipmentDocument", &format!("POST /api/shipments/{id}/documents"), paper, 201, NOT_SHOWN).await;
    let paper = paper["documents"][0]["id"].as_i64().unwrap();
    write("removeShipmentDocument", &format!("DELETE /api/shipments/{id}/documents/{paper}"), NO_BODY, 200, NOT_SHOWN)
        .await;
    let today = site::models::quotes::ymd(site.state.kabul_today());
    let steps = format!("POST /api/shipments/{id}/milestones");
    for (kind, shown) in [("booked", NOT_SHOWN), ("packed", NOT_SHOWN), ("departed", SHOWN)] {
        write("recordShipmentMilestone", &steps, json!({"kind": kind, "date": today}), 201, shown).await;
    }
    write("undoShipmentMilestone", &format!("DELETE /api/shipments/{id}/milestones/departed"), NO_BODY, 200, SHOWN)
        .await;
    // its money: a schedule, a payment recorded and taken back, an invoice and its credit note
    let dues = json!({"dues": [{"percent": 100, "due": "date", "dueDate": today}]});
    write("setPaymentSchedule", &format!("PUT /api/shipments/{id}/schedule"), dues, 200, NOT_SHOWN).await;
    let paid = json!({"date": today, "amountCents": 100, "currency": "USD", "method": "transfer"});
    let paid = write("recordPayment", &format!("POST /api/shipments/{id}/payments"), paid, 201, NOT_SHOWN).await;
    let payment = paid["payments"][0]["id"].as_i64().unwrap();
    write("deletePayment", &format!("DELETE /api/shipments/{id}/payments/{payment}"), NO_BODY, 200, NOT_SHOWN).await;
    let invoice = write("issueInvoice", &format!("POST /api/shipments/{id}/invoice"), NO_BODY, 201, NOT_SHOWN).await;
    let invoice = invoice["id"].as_i64().unwrap();
    let reason = json!({"reason": "wrong marks"});
    write("creditInvoice", &format!("POST /api/invoices/{invoice}/credit-note"), reason, 201, NOT_SHOWN).await;
    // an invoiced shipment stays (its papers are kept)
    write("deleteShipment", &format!("DELETE /api/shipments/{id}"), NO_BODY, 409, NOT_SHOWN).await;
    write("withdrawQuote", &format!("POST /api/quotes/{quote}/withdraw"), NO_BODY, 409, NOT_SHOWN).await;
    write("deleteQuote", &format!("DELETE /api/quotes/{quote}"), NO_BODY, 204, NOT_SHOWN).await;

    let farida = json!({"username": "farida", "password": "long enough"});
    let farida = write("createAdmin", "POST /api/admins", farida, 201, NOT_SHOWN).await["id"].as_i64().unwrap();
    write("deleteAdmin", &format!("DELETE /api/admins/{farida}"), NO_BODY, 204, NOT_SHOWN).await;
    let mail = json!({"host": "127.0.0.1", "port": 1, "security": "none", "from": "site@golbahar.af"});
    write("updateMailSettings", "PUT /api/mail", mail, 200, NOT_SHOWN).await;
    write("sendTestMail", "POST /api/mail/test", json!({}), 200, NOT_SHOWN).await;
    write("createBackup", "POST /api/backups", NO_BODY, 201, NOT_SHOWN).await;
    let key = json!({"name": "stock sync", "access": "read"});
    let key = write("createApiKey", "POST /api/keys", key, 201, NOT_SHOWN).await["id"].as_i64().unwrap();
    write("revokeApiKey", &format!("DELETE /api/keys/{key}"), NO_BODY, 204, NOT_SHOWN).await;
    // webhooks (issue 42): nothing a page shows
    let hook = json!({"url": "https://erp.example.com/hooks", "events": ["order.created"]});
    let hook = write("createWebhookEndpoint", "POST /api/webhooks", hook, 201, NOT_SHOWN).await["id"].as_i64().unwrap();
    write("testWebhookEndpoint", &format!("POST /api/webhooks/{hook}/test"), NO_BODY, 200, NOT_SHOWN).await;
    let delivery = site.get(&format!("/api/webhooks/{hook}/deliveries")).await.body[0]["id"].as_i64().unwrap();
    let resend = format!("POST /api/webhooks/{hook}/deliveries/{delivery}/resend");
    write("resendWebhookDelivery", &resend, NO_BODY, 200, NOT_SHOWN).await;
    let off = json!({"enabled": false});
    write("switchWebhookEndpoint", &format!("PATCH /api/webhooks/{hook}"), off, 200, NOT_SHOWN).await;
    write("deleteWebhookEndpoint", &format!("DELETE /api/webhooks/{hook}"), NO_BODY, 204, NOT_SHOWN).await;
    // the admin's own account (issue 40): nothing a page shows
    let password = json!({"password": common::PASSWORD});
    write("confirmPassword", "POST /api/session/confirm", password, 200, NOT_SHOWN).await;
    write("setOwnEmail", "PUT /api/session/email", json!({"email": "farida@golbahar.af"}), 200, NOT_SHOWN).await;
    write("startSecondFactor", "POST /api/session/second-factor", NO_BODY, 200, NOT_SHOWN).await;
    write("confirmSecondFactor", "PUT /api/session/second-factor", json!({"code": "abcdef"}), 409, NOT_SHOWN).await;
    write("newRecoveryCodes", "POST /api/session/recovery-codes", NO_BODY, 409, NOT_SHOWN).await;
    write("removeSecondFactor", "DELETE /api/session/second-factor", NO_BODY, 204, NOT_SHOWN).await;
    write("setAdminPolicy", "PUT /api/admins/policy", json!({"requireSecondFactor": false}), 200, NOT_SHOWN).await;
    write("signOut", "DELETE /api/session", NO_BODY, 204, NOT_SHOWN).await;
    let credentials = json!({"username": "admin", "password": common::PASSWORD});
    write("signIn", "POST /api/admins/auth", credentials, 200, NOT_SHOWN).await;

    // The app's visit beacon (issue 31) counts a page view in memory: no page changes.
    let before = site.state.site_version();
    let beacon = b"path=%2Fproducts".to_vec();
    let form = ("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
    let a = site.send(Method::POST, "/api/visits", Some(beacon), &[form]).await;
    assert_eq!(a.status.as_u16(), 204, "countPageView: {:?}", a.body);
    if site.state.site_version() > before {
        wrong.push("countPageView marked the pages stale".to_owned());
    }
    tried.push("countPageView".to_owned());

    // The price list (issue 42), signed in again: a preview writes nothing; applying a file that
    // changes a product marks the pages stale, once for the whole file.
    site.login().await;
    let sheet = |file: &str| Some(file.as_bytes().to_vec());
    let csv = [("content-type", "text/csv")];
    let list = "ID,Product,Unit,Price,Available\n,Mulberries,kg,3.5,40\n";
    let before = site.state.site_version();
    let preview = site.send(Method::POST, "/api/products/sheet/preview", sheet(list), &csv).await;
    assert_eq!(preview.status.as_u16(), 200, "previewProductSheet: {:?}", preview.body);
    if site.state.site_version() > before {
        wrong.push("previewProductSheet marked the pages stale".to_owned());
    }
    let plan = preview.body["plan"].as_str().unwrap().to_owned();
    let applied = site.send(Method::POST, &format!("/api/products/sheet?plan={plan}"), sheet(list), &csv).await;
    assert_eq!(applied.status.as_u16(), 200, "applyProductSheet: {:?}", applied.body);
    if site.state.site_version() != before + 1 {
        wrong.push("applyProductSheet did not mark the pages stale exactly once".to_owned());
    }
    tried.extend(["previewProductSheet".to_owned(), "applyProductSheet".to_owned()]);

    // The site's address (links in mail, the Origin of writes; pages take theirs from the request
    // or --public-url), saved last: from then on only its origin may write.
    let before = site.state.site_version();
    let own = [("origin", "http://golbahar.af"), ("host", "golbahar.af")];
    let body = json!({"siteUrl": "http://golbahar.af"}).to_string().into_bytes();
    let a = site.send(Method::PUT, "/api/mail/site-url", Some(body), &own).await;
    assert_eq!(a.status.as_u16(), 200, "updateSiteUrl: {:?}", a.body);
    if site.state.site_version() > before {
        wrong.push("updateSiteUrl marked the pages stale".to_owned());
    }
    tried.push("updateSiteUrl".to_owned());

    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    writes.retain(|w| !tried.contains(w));
    assert!(writes.is_empty(), "writes this test does not put on either side: {writes:?}");
}

/// `n` concurrent requests for the Persian products page.
async fn futures_join(site: &std::sync::Arc<Site>, n: usize) -> Vec<Page> {
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let site = site.clone();
            tokio::spawn(async move { page(&site, "/fa/products").await })
        })
        .collect();
    let mut pages = Vec::new();
    for t in tasks {
        pages.push(t.await.unwrap());
    }
    pages
}
