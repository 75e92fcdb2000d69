//! Quotes as the real binary serves them, on a database prepared here (issue 40): the log never
//! holds a buyer's token, at any level (item 11), and a reminder whose day passed while the server
//! was stopped goes out at its next start while the quote is still valid (item 17).

use std::path::Path;
use std::time::{Duration, Instant};

use super::*;
use crate::common::running::Running;
use site::models::quotes::kabul_date;

/// A quote site with one request priced for ten days: the site, the quote's id and its token.
async fn priced() -> (Site, i64, String) {
    let site = quote_site().await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, _, token) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 10}]), "en")).await;
    let line = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body)[0];
    let sent = site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(line, 4.0)], &day(&site, 10))).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{:?}", sent.body);
    (site, id, token)
}

/// The database file of a site the test is done with (its connections closed).
fn database_of(site: Site) -> (tempfile::TempDir, std::path::PathBuf) {
    let Site { dir, .. } = site;
    let db = dir.path().join("site.db");
    (dir, db)
}

/// A request: method, path, body, headers, and the status expected (`None`: any).
type Call<'a> = (&'a str, String, Option<&'a str>, &'a [(&'a str, &'a str)], Option<u16>);

#[tokio::test]
async fn no_log_line_holds_a_buyers_token_at_any_level() {
    let (site, _, token) = priced().await;
    let (_dir, db) = database_of(site);
    let server = Running::start(&db, &[("SITE_LOG", "trace")]);
    let base = format!("/api/quotes/by-token/{token}");
    let calls: [Call; 12] = [
        ("GET", base.clone(), None, &[], Some(200)),
        ("GET", format!("{base}/proforma.pdf?revision=1&lang=fa"), None, &[], Some(200)),
        ("POST", format!("{base}/messages"), Some(r#"{"text": "When can you ship?"}"#), &[], Some(201)),
        ("POST", format!("{base}/accept"), Some(r#"{"revision": 7}"#), &[], Some(404)),
        ("POST", format!("{base}/decline"), Some("{not json"), &[], Some(400)),
        (
            "POST",
            format!("{base}/decline"),
            Some(r#"{"reason": "x"}"#),
            &[("Origin", "https://evil.example")],
            Some(403),
        ),
        ("GET", base.clone(), None, &[("Authorization", "Bearer site_made-up")], None),
        ("GET", base.clone(), Some("{}"), &[], Some(400)),
        ("PUT", base.clone(), None, &[], Some(405)),
        ("GET", format!("/quote/{token}"), None, &[], None),
        ("HEAD", format!("/fa/quote/{token}"), None, &[], None),
        ("GET", format!("/FA/Quote/{token}/"), None, &[], None),
    ];
    for (method, path, body, headers, status) in calls {
        let (got, answer) = server.call(method, &path, body, headers);
        if let Some(status) = status {
            assert_eq!(got, status, "{method} {path}: {}", String::from_utf8_lossy(&answer));
        }
    }
    // wrong tokens: 404, then 429 past the limit of misses (a warning's matter)
    let wrong: Vec<String> = (0..25).map(|i| format!("NotAToken{i:02}xxxxxxxxxxxxxxxxxxxxx")).collect();
    for w in &wrong {
        server.call("GET", &format!("/api/quotes/by-token/{w}/accept"), None, &[]);
    }
    let log = server.stop();
    assert!(log.contains("/api/quotes/by-token/…"), "the calls are logged, without the token:\n{log}");
    for secret in std::iter::once(&token).chain(&wrong) {
        let lines: Vec<&str> = log.lines().filter(|l| l.contains(secret.as_str())).collect();
        assert!(lines.is_empty(), "{secret} in the log:\n{}", lines.join("\n"));
    }
}

/// Rewrites revision 1 of quote `id` as if it was sent `days_ago` days ago, valid until `until`
/// (the database refuses it while its trigger stands: the trigger is put back as it was).
fn as_if_sent(db: &Path, id: i64, days_ago: i64, until: time::Date) {
    let conn = rusqlite::Connection::open(db).unwrap();
    let trigger: String =
        conn.query_row("SELECT sql FROM sqlite_master WHERE name = 'quote_revisions_fixed'", [], |r| r.get(0)).unwrap();
    conn.execute_batch("DROP TRIGGER quote_revisions_fixed").unwrap();
    conn.execute(
        "UPDATE quote_revisions SET sent_at = sent_at - ?2 * 86400000, valid_until = ?3 WHERE quote_id = ?1",
        rusqlite::params![id, days_ago, ymd(until)],
    )
    .unwrap();
    conn.execute_batch(&trigger).unwrap();
}

/// The quotes the outbox holds a reminder for.
fn reminded(db: &Path) -> Vec<String> {
    let conn = rusqlite::Connection::open(db).unwrap();
    let mut stmt = conn.prepare("SELECT subject FROM outbox WHERE kind = 'quote-reminder' ORDER BY id").unwrap();
    stmt.query_map([], |r| r.get(0)).unwrap().collect::<Result<_, _>>().unwrap()
}

#[tokio::test]
async fn a_reminder_due_while_the_server_was_stopped_goes_at_its_next_start() {
    let (site, due, _) = priced().await;
    let figs = site.get("/api/products").await.body[0]["id"].as_i64().unwrap();
    let (lapsed, lapsed_number, _) = ask(&site, inquiry(json!([{"productId": figs, "quantity": 5}]), "en")).await;
    let line = line_ids(&site.get(&format!("/api/quotes/{lapsed}")).await.body)[0];
    let sent = site.post(&format!("/api/quotes/{lapsed}/revisions"), revision(&[(line, 4.0)], &day(&site, 10))).await;
    assert_eq!(sent.status, StatusCode::CREATED);
    let due_number = site.get(&format!("/api/quotes/{due}")).await.body["number"].as_str().unwrap().to_owned();
    let (_dir, db) = database_of(site);
    assert!(reminded(&db).is_empty());

    // stopped since: one sent ten days ago for twelve, whose reminder's day (three days before its
    // last) was yesterday; one whose validity ended yesterday
    let today = kabul_date(site::db::now_ms());
    as_if_sent(&db, due, 10, today + time::Duration::days(2));
    as_if_sent(&db, lapsed, 20, today - time::Duration::days(1));
    let server = Running::start(&db, &[]);
    let deadline = Instant::now() + Duration::from_secs(60);
    while reminded(&db).is_empty() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
    }
    let log = server.stop();
    let subjects = reminded(&db);
    assert_eq!(subjects.len(), 1, "{subjects:?}\n{log}");
    assert!(subjects[0].contains(&due_number) && !subjects[0].contains(&lapsed_number), "{subjects:?}");
}
