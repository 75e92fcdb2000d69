//! Certificates and documents (`/api/documents`): admin CRUD with an audit entry for each write,
//! files checked by their bytes and downloaded as stored, what is refused (nothing changed), and
//! the public list that shows only what is valid on the site's date.

use crate::common::{admin, data_url, pdf, png, visitor, Site, NO_BODY};
use poem::http::StatusCode;
use serde_json::{json, Value};

fn day(site: &Site, days: i64) -> String {
    site.state.today().checked_add(time::Duration::days(days)).unwrap().to_string()
}

fn certificate(title: &str, valid_until: Option<&str>) -> Value {
    json!({
        "title": title,
        "titleFa": "گواهی‌نامهٔ HACCP",
        "issuer": "Example Certification Ltd.",
        "number": "HACCP-0142",
        "validUntil": valid_until,
        "file": data_url("application/pdf", &pdf()),
    })
}

fn titles(list: &Value) -> Vec<&str> {
    list.as_array().unwrap().iter().map(|d| d["title"].as_str().unwrap()).collect()
}

#[tokio::test]
async fn an_admin_adds_changes_and_removes_documents_each_in_the_audit_log() {
    let site = Site::signed_in().await;
    let until = day(&site, 200);
    let a = site.post("/api/documents", certificate("HACCP certificate", Some(&until))).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let id = a.body["id"].as_i64().unwrap();
    assert_eq!(a.body["titleFa"], "گواهی‌نامهٔ HACCP");
    assert_eq!(a.body["validUntil"], until.as_str());
    assert_eq!(a.body["fileType"], "application/pdf");
    assert!(a.body.get("productId").is_none(), "a certificate of the company: {:?}", a.body);
    let url = a.body["fileUrl"].as_str().unwrap().to_owned();
    assert!(url.starts_with("/media/") && url.ends_with(".pdf"), "{url}");

    // the download: the bytes as sent, as a PDF named after the certificate
    let file = site.get(&url).await;
    assert_eq!(file.status, StatusCode::OK);
    assert_eq!(file.headers["content-type"], "application/pdf");
    assert_eq!(file.bytes, pdf());
    let disposition = file.headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment; filename=\"HACCP certificate.pdf\""), "{disposition}");

    // a product's document, an image (a PNG sent as JPEG is stored as what it is)
    let product = site.product("Kaghzi Almonds", 10).await;
    let lab = site
        .post(
            "/api/documents",
            json!({"productId": product, "title": "Lab report", "file": data_url("image/jpeg", &png(30, 20))}),
        )
        .await;
    assert_eq!(lab.status, StatusCode::CREATED, "{:?}", lab.body);
    assert_eq!(lab.body["productId"], product);
    assert_eq!(lab.body["fileType"], "image/png");
    assert!(lab.body.get("validUntil").is_none(), "no end");
    let image = site.get(lab.body["fileUrl"].as_str().unwrap()).await;
    assert_eq!((image.status, image.headers["content-type"].to_str().unwrap()), (StatusCode::OK, "image/png"));
    assert_eq!(image.bytes, png(30, 20));

    // replaced: the texts as sent, the file kept when none is sent
    let later = day(&site, 400);
    let put = site
        .put(
            &format!("/api/documents/{id}"),
            json!({"title": "HACCP certificate", "issuer": "Other Body", "validUntil": later}),
        )
        .await;
    assert_eq!(put.status, StatusCode::OK, "{:?}", put.body);
    assert_eq!(put.body["issuer"], "Other Body");
    assert_eq!(put.body["number"], "", "an absent text is emptied");
    assert_eq!(put.body["titleFa"], "");
    assert_eq!(put.body["fileUrl"], url.as_str(), "the file stays");
    // a new file replaces the old one, which nothing else uses any more
    let put = site
        .put(
            &format!("/api/documents/{id}"),
            json!({"title": "HACCP certificate", "file": data_url("image/png", &png(8, 8))}),
        )
        .await;
    assert_eq!(put.status, StatusCode::OK, "{:?}", put.body);
    assert_eq!(put.body["fileType"], "image/png");
    assert!(put.body.get("validUntil").is_none());
    assert_eq!(site.get(&url).await.status, StatusCode::NOT_FOUND, "the old file is gone");

    let all = site.get("/api/documents/all").await;
    assert_eq!(titles(&all.body), ["HACCP certificate", "Lab report"], "the company's first");
    assert_eq!(site.delete(&format!("/api/documents/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(titles(&site.get("/api/documents/all").await.body), ["Lab report"]);

    // a removed product takes its documents along
    assert_eq!(site.delete(&format!("/api/products/{product}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(site.get("/api/documents/all").await.body, json!([]));

    let log = site.get("/api/audit?limit=50").await.body;
    let kinds: Vec<(&str, &str)> = log
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["kind"].as_str().unwrap().starts_with("document."))
        .map(|e| (e["kind"].as_str().unwrap(), e["recordName"].as_str().unwrap()))
        .collect();
    assert_eq!(
        kinds,
        [
            ("document.delete", "HACCP certificate"),
            ("document.update", "HACCP certificate"),
            ("document.update", "HACCP certificate"),
            ("document.create", "Lab report"),
            ("document.create", "HACCP certificate"),
        ]
    );
}

/// The public list holds only what is valid on the site's date: a certificate whose last day is
/// today is listed, one that ended yesterday is not, one without an end always is; moving the
/// site's calendar a day on takes today's off.
#[tokio::test]
async fn the_public_list_shows_only_what_is_valid_today() {
    let site = Site::signed_in().await;
    let (today, yesterday) = (day(&site, 0), day(&site, -1));
    for (title, until) in
        [("Ends today", Some(today.as_str())), ("Ended yesterday", Some(&yesterday)), ("No end", None)]
    {
        assert_eq!(site.post("/api/documents", certificate(title, until)).await.status, StatusCode::CREATED);
    }
    let public = site.get("/api/documents").await;
    assert_eq!(public.status, StatusCode::OK);
    assert_eq!(titles(&public.body), ["Ends today", "No end"]);
    assert_eq!(titles(&site.get("/api/documents/all").await.body), ["Ended yesterday", "Ends today", "No end"]);

    site.state.shift_calendar(1);
    assert_eq!(titles(&site.get("/api/documents").await.body), ["No end"]);

    let anonymous = Site::new();
    assert_eq!(anonymous.get("/api/documents").await.status, StatusCode::OK, "public");
    assert_eq!(anonymous.get("/api/documents/all").await.status, StatusCode::UNAUTHORIZED);
}

/// Bad input: a clear code and message, nothing stored, never a 5xx.
#[tokio::test]
async fn what_documents_refuse_changes_nothing() {
    let site = Site::signed_in().await;
    let ok = certificate("HACCP", Some("2099-12-31"));
    let with = |field: &str, value: Value| {
        let mut body = ok.clone();
        body[field] = value;
        body
    };
    let html = b"<html><script>alert(1)</script></html>";
    site.check(&[
        admin("no title, no file", "POST /api/documents", json!({}), 400, "Please fill required fields: Title, File"),
        admin(
            "blank title",
            "POST /api/documents",
            with("title", json!("   ")),
            400,
            "Please fill required fields: Title",
        ),
        admin(
            "title too long",
            "POST /api/documents",
            with("title", json!("x".repeat(201))),
            400,
            "Title is too long (at most 200 characters)",
        ),
        admin(
            "Persian title too long",
            "POST /api/documents",
            with("titleFa", json!("گ".repeat(201))),
            400,
            "Persian title is too long (at most 200 characters)",
        ),
        admin(
            "issuer too long",
            "POST /api/documents",
            with("issuer", json!("x".repeat(201))),
            400,
            "Issuer is too long (at most 200 characters)",
        ),
        admin(
            "number too long",
            "POST /api/documents",
            with("number", json!("1".repeat(101))),
            400,
            "Number is too long (at most 100 characters)",
        ),
        admin(
            "control character",
            "POST /api/documents",
            with("number", json!("12\u{0}3")),
            400,
            "Number contains control characters",
        ),
        admin(
            "not a date",
            "POST /api/documents",
            with("validUntil", json!("next year")),
            400,
            "Valid until must be a date (YYYY-MM-DD)",
        ),
        admin(
            "no such day",
            "POST /api/documents",
            with("validUntil", json!("2027-02-30")),
            400,
            "Valid until must be a date (YYYY-MM-DD)",
        ),
        admin("a number as date", "POST /api/documents", with("validUntil", json!(20270101)), 400, ""),
        admin("unknown product", "POST /api/documents", with("productId", json!(424242)), 404, "Product not found"),
        admin(
            "text as PDF",
            "POST /api/documents",
            with("file", json!(data_url("application/pdf", b"%PDF-1.4 no end"))),
            400,
            "The file must be a PDF or a JPEG, PNG, WebP or GIF image",
        ),
        admin(
            "HTML as PDF",
            "POST /api/documents",
            with("file", json!(data_url("application/pdf", html))),
            400,
            "The file must be a PDF or a JPEG, PNG, WebP or GIF image",
        ),
        admin(
            "HTML behind a PNG signature",
            "POST /api/documents",
            with("file", json!(data_url("image/png", b"\x89PNG\r\n\x1a\n<html><script>x</script>"))),
            400,
            "",
        ),
        admin(
            "HTML claimed",
            "POST /api/documents",
            with("file", json!(data_url("text/html", html))),
            400,
            "The file must be a PDF or a JPEG, PNG, WebP or GIF image sent as a base64 data URL",
        ),
        admin("a link", "POST /api/documents", with("file", json!("https://example.com/a.pdf")), 400, ""),
        admin("damaged base64", "POST /api/documents", with("file", json!("data:application/pdf;base64,@@@")), 400, ""),
        admin("unknown document", "PUT /api/documents/424242", json!({"title": "x"}), 404, "Document not found"),
        admin("unknown document", "DELETE /api/documents/424242", NO_BODY, 404, "Document not found"),
        visitor("anonymous add", "POST /api/documents", ok.clone(), 401, "Please sign in"),
        visitor("anonymous list of all", "GET /api/documents/all", NO_BODY, 401, "Please sign in"),
    ])
    .await;
    let refused = site.post("/api/documents", with("file", json!(data_url("application/pdf", html)))).await;
    assert_eq!((refused.body["code"].as_str(), refused.body["field"].as_str()), (Some("invalid_image"), Some("file")));
    let date = site.post("/api/documents", with("validUntil", json!("31/12/2027"))).await;
    assert_eq!((date.body["code"].as_str(), date.body["field"].as_str()), (Some("invalid_field"), Some("validUntil")));

    // a stored document refuses the same and keeps what it had
    let a = site.post("/api/documents", ok.clone()).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let path = format!("/api/documents/{}", a.body["id"]);
    let bad = site.put(&path, with("validUntil", json!("soon"))).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let bad = site.put(&path, with("file", json!(data_url("application/pdf", html)))).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    let bad = site.put(&path, with("file", json!(""))).await;
    assert_eq!((bad.status, bad.body["field"].as_str()), (StatusCode::BAD_REQUEST, Some("file")), "blank is no file");
    let bad = site.put(&path, with("title", json!(format!("{}  ", "x".repeat(199))))).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST, "a length counts as sent, spaces too");
    assert_eq!(site.get("/api/documents/all").await.body, json!([a.body]), "nothing changed");
    let media: i64 =
        site.db.read_blocking(|c| Ok(c.query_row("SELECT count(*) FROM media", [], |r| r.get(0))?)).unwrap();
    assert_eq!(media, 1, "no file of a refused request was stored");
}
