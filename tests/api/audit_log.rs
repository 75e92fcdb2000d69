//! The audit log (`/api/audit`): every admin change and sign-in, read only, and what each
//! entry says changed.

use crate::common::{admin, data_url, pdf, png, visitor, Site, NO_BODY, PASSWORD};
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

/// The whole log, newest first.
async fn log(site: &Site) -> Vec<Value> {
    let a = site.get("/api/audit?limit=500").await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    a.body.as_array().unwrap().clone()
}

/// `kind: summary` of the newest `n` entries, oldest of them first.
async fn last(site: &Site, n: usize) -> Vec<String> {
    let mut entries: Vec<String> = log(site)
        .await
        .iter()
        .take(n)
        .map(|e| format!("{}: {}", e["kind"].as_str().unwrap(), e["summary"].as_str().unwrap()))
        .collect();
    entries.reverse();
    entries
}

#[tokio::test]
async fn every_admin_change_leaves_its_entry_with_what_changed() {
    let site = Site::signed_in().await;
    let id = site.product("Kaghazi almonds", 100).await;
    let p = format!("/api/products/{id}");
    assert_eq!(site.patch(&p, json!({"price": 13, "unit": "bag"})).await.status, StatusCode::OK);
    site.post(&format!("{p}/imports"), json!({"quantity": 50, "date": "2026-03-01"})).await;
    site.post(&format!("{p}/exports"), json!({"quantity": 30, "destination": "Hamburg", "date": "2026-03-02"})).await;
    let order = site.post("/api/orders", json!({"productId": id, "quantity": 5, "customerName": "Maryam"})).await;
    let order_id = order.body["id"].as_i64().unwrap();
    site.patch(&format!("/api/orders/{order_id}"), json!({"status": "approved"})).await;
    assert_eq!(
        last(&site, 6).await,
        [
            "session.signIn: ",
            "product.create: baseStock 100; currency USD; facts.packaging []; name Kaghazi almonds; price 5.5; source bought; unit kg",
            "product.update: price 5.5 → 13; unit kg → bag",
            "stock.import: quantity 50; date 2026-03-01; available 100 → 150",
            "stock.export: quantity 30; date 2026-03-02; destination Hamburg; available 150 → 120",
            "order.status: status pending → approved",
        ]
    );
    let entries = log(&site).await;
    let newest = &entries[0];
    assert_eq!(newest["username"], "admin");
    assert_eq!(newest["recordId"], order_id);
    assert_eq!(newest["recordName"], "Maryam — Kaghazi almonds");
    assert_eq!(newest["changes"], json!([{"field": "status", "before": "pending", "after": "approved"}]));
    assert!(newest["adminId"].is_i64() && !newest["address"].as_str().unwrap().is_empty());
    assert!(newest["at"].as_str().unwrap().ends_with('Z'));
    // the visitor's order itself is not an admin change
    assert!(entries.iter().all(|e| e["kind"] != "order.create"));

    site.put(
        "/api/hero",
        json!({"slides": [{"url": data_url("image/png", &png(4, 4))}], "texts": {"fa": {"title": "گلبهار", "lead": "", "values": "", "services": ""}}}),
    )
    .await;
    let slide = site.post("/api/hero/slides", json!({"url": "https://example.com/a.jpg"})).await;
    site.delete(&format!("/api/hero/slides/{}", slide.body["id"])).await;
    let award =
        site.post("/api/awards", json!({"imageUrl": "https://example.com/b.jpg", "title": "Best exporter"})).await;
    site.delete(&format!("/api/awards/{}", award.body["id"])).await;
    site.put("/api/content", json!({"contactPhone": "+93 70 000 0000"})).await;
    let profile = json!({"name": "profile", "data": data_url("application/pdf", &pdf())});
    assert_eq!(site.put("/api/content/profile", profile).await.status, StatusCode::OK);
    site.delete("/api/content/profile").await;
    let farida = site.post("/api/admins", json!({"username": "farida", "password": "a long passphrase"})).await;
    site.delete(&format!("/api/admins/{}", farida.body["id"])).await;
    site.delete(&p).await;
    let entries = last(&site, 11).await;
    let slide_id = slide.body["id"].as_i64().unwrap();
    assert!(entries[0].starts_with("slideshow.save: slides [] → ["), "{}", entries[0]);
    assert!(entries[0].ends_with("; texts.fa.title گلبهار"), "{}", entries[0]);
    assert_eq!(
        entries[1..],
        [
            "slide.add: url https://example.com/a.jpg".to_owned(),
            "slide.delete: url https://example.com/a.jpg → (none)".to_owned(),
            "award.create: imageUrl https://example.com/b.jpg; title Best exporter".to_owned(),
            "award.delete: imageUrl https://example.com/b.jpg → (none); title Best exporter → (none)".to_owned(),
            "content.update: contactPhone +93 70 123 4567 → +93 70 000 0000".to_owned(),
            "profile.upload: profileDocumentName profile.pdf".to_owned(),
            "profile.delete: profileDocumentName profile.pdf → (none)".to_owned(),
            "admin.create: ".to_owned(),
            "admin.delete: ".to_owned(),
            "product.delete: baseStock 100 → (none); currency USD → (none); facts.packaging [] → (none); name Kaghazi almonds → (none); \
             price 13 → (none); source bought → (none); unit bag → (none)"
                .to_owned(),
        ]
    );
    let entries = log(&site).await;
    assert_eq!(entries[2]["recordName"], "farida");
    assert_eq!(entries[8]["recordId"], slide_id);
}

#[tokio::test]
async fn a_refused_change_leaves_no_entry() {
    let site = Site::signed_in().await;
    let id = site.product("Pine nuts", 10).await;
    let before = log(&site).await.len();
    let refused =
        site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 11, "destination": "Delhi"})).await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(site.patch("/api/products/999", json!({"price": 3})).await.status, StatusCode::NOT_FOUND);
    assert_eq!(log(&site).await.len(), before);
}

#[tokio::test]
async fn sign_ins_failed_sign_ins_and_sign_outs_are_recorded_without_passwords() {
    let mut site = Site::new();
    let wrong = "not the password at all";
    let a = site.post("/api/admins/auth", json!({"username": "  ｆａｒｉｄａ ", "password": wrong})).await;
    assert_eq!(a.status, StatusCode::UNAUTHORIZED);
    let long = "x".repeat(64);
    site.post("/api/admins/auth", json!({"username": long, "password": wrong})).await;
    site.login().await;
    assert_eq!(site.delete("/api/session").await.status, StatusCode::NO_CONTENT);
    // signing out again (the session is gone) signs nobody out
    site.delete("/api/session").await;
    site.login().await;
    let entries = log(&site).await;
    let kinds: Vec<&str> = entries.iter().rev().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(
        kinds,
        ["session.signInFailed", "session.signInFailed", "session.signIn", "session.signOut", "session.signIn"]
    );
    let failed = &entries[4];
    assert_eq!(failed["username"], "farida", "normalised as accounts are");
    assert!(failed.get("adminId").is_none());
    assert_eq!(entries[3]["username"], long.as_str());
    assert_eq!(entries[1]["username"], "admin");
    // no password, right or wrong, anywhere in the log
    let raw: String = site
        .db
        .read_blocking(|c| {
            Ok(c.query_row(
                "SELECT group_concat(username || address || record_name || changes) FROM audit_log",
                [],
                |r| r.get(0),
            )?)
        })
        .unwrap();
    assert!(!raw.contains(wrong) && !raw.contains(PASSWORD));
}

#[tokio::test]
async fn nothing_changes_or_deletes_the_log() {
    let site = Site::signed_in().await;
    site.product("Saffron", 1).await;
    let entries = log(&site).await;
    site.check(&[
        admin("no writes", "POST /api/audit", json!({"kind": "product.create"}), 405, ""),
        admin("no replace", "PUT /api/audit", json!([]), 405, ""),
        admin("no delete", "DELETE /api/audit", NO_BODY, 405, ""),
        admin("no entry path", "DELETE /api/audit/1", NO_BODY, 404, ""),
        admin("no entry path", "PATCH /api/audit/1", json!({"summary": "x"}), 404, ""),
    ])
    .await;
    // and not even the database itself lets a change through
    for sql in ["UPDATE audit_log SET username = 'someone'", "DELETE FROM audit_log"] {
        let err = site.db.write_blocking(|tx| Ok(tx.execute(sql, [])?)).unwrap_err();
        assert_eq!(err.status(), StatusCode::INTERNAL_SERVER_ERROR);
    }
    assert_eq!(log(&site).await, entries);
}

#[tokio::test]
async fn the_log_filters_by_admin_kind_and_day_and_pages() {
    let mut site = Site::signed_in().await;
    let farida = site.post("/api/admins", json!({"username": "farida", "password": "a long passphrase"})).await;
    assert_eq!(farida.status, StatusCode::CREATED);
    for name in ["Figs", "Raisins", "Apricots"] {
        site.product(name, 5).await;
    }
    let body = json!({"username": "farida", "password": "a long passphrase"});
    let a = site.call(Method::POST, "/api/admins/auth", Some(body)).await;
    site.cookie = Some(a.headers["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned());
    site.product("Cumin", 5).await;

    let page = |q: &str| {
        let q = q.to_owned();
        let site = &site;
        async move {
            let a = site.get(&format!("/api/audit?{q}")).await;
            assert_eq!(a.status, StatusCode::OK, "{q}: {:?}", a.body);
            let total: i64 = a.headers["x-total-count"].to_str().unwrap().parse().unwrap();
            let names: Vec<String> =
                a.body.as_array().unwrap().iter().map(|e| e["recordName"].as_str().unwrap().to_owned()).collect();
            (names, total)
        }
    };
    assert_eq!(
        page("kind=product.create").await,
        (vec!["Cumin".into(), "Apricots".into(), "Raisins".into(), "Figs".into()], 4)
    );
    assert_eq!(page("kind=product.create&admin=FARIDA").await, (vec!["Cumin".into()], 1));
    assert_eq!(
        page("kind=product.create&admin=admin&limit=2&offset=1").await,
        (vec!["Raisins".into(), "Figs".into()], 3)
    );
    assert_eq!(page("kind=product.create&offset=100").await, (vec![], 4), "past the end: an empty page");
    assert_eq!(page("admin=nobody").await.1, 0);
    assert_eq!(page("admin=%20").await.1, 7, "blank: everyone");

    let today = site::rules::today();
    assert_eq!(page(&format!("from={today}&to={today}&kind=product.create")).await.1, 4);
    assert_eq!(page("to=2000-01-01").await.1, 0);
    assert_eq!(page("from=2999-12-31").await.1, 0);
    assert_eq!(page("from=2999-12-31&to=2000-01-01").await.1, 0, "an empty span, not an error");

    site.check(&[
        admin("limit 0", "GET /api/audit?limit=0", NO_BODY, 400, ""),
        admin("limit too large", "GET /api/audit?limit=501", NO_BODY, 400, ""),
        admin("unknown kind", "GET /api/audit?kind=product.explode", NO_BODY, 400, ""),
        admin("not a date", "GET /api/audit?from=yesterday", NO_BODY, 400, "from must be a date (YYYY-MM-DD)"),
        admin("no such day", "GET /api/audit?to=2026-02-30", NO_BODY, 400, "to must be a date (YYYY-MM-DD)"),
        admin("time zone out of range", "GET /api/audit?tzOffset=1000", NO_BODY, 400, ""),
        visitor("anonymous", "GET /api/audit", NO_BODY, 401, "Please sign in"),
    ])
    .await;
}

/// The CLI's account commands are recorded as done by `cli`.
#[test]
fn the_command_line_account_commands_are_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("site.db");
    for command in ["create", "reset-password"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_site"))
            .args(["admin", command, "zahra", "--db", db.to_str().unwrap()])
            .env("SITE_ADMIN_PASSWORD", "a long passphrase")
            .output()
            .unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    }
    let conn = rusqlite::Connection::open(&db).unwrap();
    let rows: Vec<(String, String, String, Option<i64>)> = conn
        .prepare("SELECT kind, username, record_name, admin_id FROM audit_log ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(
        rows,
        [
            ("admin.create".into(), "cli".into(), "zahra".into(), None),
            ("admin.password".into(), "cli".into(), "zahra".into(), None)
        ]
    );
}

/// The mail settings' entry names what changed, and the password only as set or replaced.
#[tokio::test]
async fn mail_settings_changes_are_recorded_without_the_password() {
    let site = Site::signed_in().await;
    let server = json!({"host": "smtp.example.com", "security": "tls", "from": "orders@golbahar.af",
                        "username": "orders", "password": "s3cret pass"});
    assert_eq!(site.put("/api/mail", server.clone()).await.status, StatusCode::OK);
    let mut other = server.clone();
    other["password"] = json!("another s3cret");
    other["buyerConfirmation"] = json!(true);
    assert_eq!(site.put("/api/mail", other).await.status, StatusCode::OK);
    assert_eq!(
        last(&site, 2).await,
        [
            "mail.settings: from orders@golbahar.af; host smtp.example.com; passwordSet false → true; port 465; \
             security tls; username orders",
            "mail.settings: buyerConfirmation false → true; password replaced",
        ]
    );
    let raw: String = site
        .db
        .read_blocking(|c| Ok(c.query_row("SELECT group_concat(changes) FROM audit_log", [], |r| r.get(0))?))
        .unwrap();
    assert!(!raw.contains("s3cret"));
}

/// A product or an award with a Persian name is recorded by both names, and its texts' changes
/// by their fields; an award's texts changed have their own entry.
#[tokio::test]
async fn records_are_named_in_both_languages() {
    let site = Site::signed_in().await;
    let id = site.product("Green raisins", 10).await;
    let p = format!("/api/products/{id}");
    assert_eq!(
        site.patch(&p, json!({"nameFa": "کشمش سبز", "description": "Shade-dried."})).await.status,
        StatusCode::OK
    );
    let award =
        site.post("/api/awards", json!({"imageUrl": "https://example.com/b.jpg", "title": "Best exporter"})).await;
    let a = format!("/api/awards/{}", award.body["id"]);
    assert_eq!(site.patch(&a, json!({"titleFa": "بهترین صادرکننده"})).await.status, StatusCode::OK);
    let entries = log(&site).await;
    let named: Vec<(&str, &str, &str)> = entries[..3]
        .iter()
        .map(|e| (e["kind"].as_str().unwrap(), e["recordName"].as_str().unwrap(), e["summary"].as_str().unwrap()))
        .collect();
    assert_eq!(
        named,
        [
            ("award.update", "Best exporter (بهترین صادرکننده)", "titleFa بهترین صادرکننده"),
            ("award.create", "Best exporter", "imageUrl https://example.com/b.jpg; title Best exporter"),
            ("product.update", "Green raisins (کشمش سبز)", "description Shade-dried.; nameFa کشمش سبز"),
        ]
    );
}
