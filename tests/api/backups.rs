//! Backups and the database file: a backup while writes go on, the download, `site restore`,
//! the schema check at restore and at start, and an old database migrated when opened.

use crate::common::Site;
use poem::http::StatusCode;
use serde_json::json;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn backup_while_writes_go_on() {
    let site = std::sync::Arc::new(Site::signed_in().await);
    let id = site.product("Raisins", 1_000_000).await;
    let writer = {
        let site = site.clone();
        tokio::spawn(async move {
            let mut acknowledged = 0;
            for n in 0..150 {
                let a = site
                    .post("/api/orders", json!({"productId": id, "quantity": 1, "customerName": format!("N{n}")}))
                    .await;
                if a.status == StatusCode::CREATED {
                    acknowledged += 1;
                }
            }
            acknowledged
        })
    };
    // The backup begins once the writer is under way (an order committed), not after a guessed 20 ms.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    let before = loop {
        let n: i64 =
            site.db.read_blocking(|c| Ok(c.query_row("SELECT count(*) FROM orders", [], |r| r.get(0))?)).unwrap();
        if n > 0 {
            break n;
        }
        assert!(std::time::Instant::now() < deadline, "the writer committed no order in 30 s");
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    };
    let dest = site.dir.path().join("backup.db");
    let db = site.db.clone();
    let copy = dest.clone();
    tokio::task::spawn_blocking(move || db.backup_to(&copy)).await.unwrap().unwrap();
    let acknowledged = writer.await.unwrap();
    assert_eq!(acknowledged, 150);

    let conn = rusqlite::Connection::open(&dest).unwrap();
    let check: String = conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(check, "ok");
    let in_copy: i64 = conn.query_row("SELECT count(*) FROM orders", [], |r| r.get(0)).unwrap();
    assert!(in_copy >= before, "the copy holds every order acknowledged before it began ({in_copy} < {before})");
    assert!(site.db.backup_to(&dest).is_err(), "an existing file is never overwritten");

    let download = site.get("/api/backup").await;
    assert_eq!(download.status, StatusCode::OK);
    assert!(download.bytes.starts_with(b"SQLite format 3\0"));
    assert!(download.headers["content-disposition"].to_str().unwrap().starts_with("attachment"));
}

/// Every table of `site`'s database with its columns, to compare a migrated file with a new one.
fn columns(site: &Site) -> Vec<(String, String)> {
    site.db
        .read_blocking(|c| {
            let mut stmt = c.prepare(
                "SELECT t.name, group_concat(col.name, ' ') FROM sqlite_schema t, pragma_table_info(t.name) col
                 WHERE t.type = 'table' GROUP BY t.name ORDER BY t.name",
            )?;
            let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// A database file from the first release opens on the current schema: its content kept (the
/// YouTube link under its new column name), and the same tables and columns as a new database.
#[tokio::test]
async fn an_old_database_is_migrated_when_opened() {
    let dir = tempfile::tempdir().unwrap();
    let conn = rusqlite::Connection::open(dir.path().join("site.db")).unwrap();
    conn.execute_batch(include_str!("../common/schema-v1.sql")).unwrap();
    conn.execute_batch(
        "PRAGMA user_version = 1;
         UPDATE site_content SET contact_email = 'info@golbahar.af', twitter_url = 'https://youtube.com/@golbahar',
             about_text = 'never shown' WHERE id = 1;",
    )
    .unwrap();
    drop(conn);
    let old = Site::on_database(dir, &[]);
    let content = old.get("/api/content").await.body;
    assert_eq!(content["contactEmail"], json!("info@golbahar.af"));
    assert_eq!(content["twitterUrl"], json!("https://youtube.com/@golbahar"));
    assert_eq!(content["contactPhone"], json!("+93 70 123 4567"), "a detail it never had: the default");

    assert_eq!(columns(&old), columns(&Site::new()));
    let version = |site: &Site| {
        site.db.read_blocking(|c| Ok(c.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))?))
    };
    assert_eq!(version(&old).unwrap(), site::db::SCHEMA_VERSION);
}

/// A database of the previous release (schema version 8, before the catalogue) upgrades in place:
/// its products, stock, orders, awards and pictures read the same afterwards, and it has the same
/// tables and columns as a new database.
#[tokio::test]
async fn the_previous_release_database_upgrades_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let conn = rusqlite::Connection::open(dir.path().join("site.db")).unwrap();
    conn.execute_batch(include_str!("../common/schema-v8.sql")).unwrap();
    conn.execute_batch(
        "PRAGMA user_version = 8;
         INSERT INTO media VALUES ('ab.png', 'image/png', x'89504e470d0a1a0a', 1700000000000);
         INSERT INTO products (id, name, unit, price, currency, source, image_media, base_stock, created_at)
             VALUES (7, 'Kandahari pomegranate', 'ton', 1450.5, 'USD', 'bought', 'ab.png', 12, 1700000000000);
         INSERT INTO stock_imports VALUES (1, 7, 5, '2026-10-01', 1700000000001);
         INSERT INTO stock_exports VALUES (1, 7, 3, '2026-10-02', 'Dubai', 1700000000002);
         INSERT INTO orders (id, product_id, product_name, quantity, customer_name, created_at, lang)
             VALUES (3, 7, 'Kandahari pomegranate', 2, 'Amina', 1700000000003, 'fa');
         INSERT INTO awards (id, image_media, title, description, created_at)
             VALUES (4, 'ab.png', 'Best exporter', 'Kabul fair', 1700000000004);",
    )
    .unwrap();
    drop(conn);
    let mut old = Site::on_database(dir, &[]);
    old.login().await;

    let products = old.get("/api/products").await.body;
    let product = products.as_array().unwrap().iter().find(|p| p["id"] == json!(7)).expect("product 7 kept");
    assert_eq!(product["name"], json!("Kandahari pomegranate"));
    assert_eq!(product["unit"], json!("ton"));
    assert_eq!(product["price"], json!(1450.5));
    assert_eq!(product["imageUrl"], json!("/media/ab.png"));
    assert_eq!(product["available"], json!(12 + 5 - 3));
    let awards = old.get("/api/awards").await.body;
    assert!(awards.as_array().unwrap().iter().any(|a| a["id"] == json!(4) && a["imageUrl"] == json!("/media/ab.png")));
    let orders = old.get("/api/orders").await.body;
    let order = orders.as_array().unwrap().iter().find(|o| o["id"] == json!(3)).expect("order 3 kept");
    assert_eq!((order["productName"].clone(), order["quantity"].clone()), (json!("Kandahari pomegranate"), json!(2)));
    assert_eq!(order["unit"], json!("ton"), "an old order takes its product's unit");

    assert_eq!(columns(&old), columns(&Site::new()));
}

/// What a backup holds besides the data, changed as someone who wants the server to run their
/// SQL would change it: each is refused, and the refusal names the change.
const TAMPERINGS: &[(&str, &str, &[&str])] = &[
    (
        "the audit log's guard dropped, a trigger of its own added",
        "DROP TRIGGER audit_log_no_update;
         CREATE TRIGGER orders_cheap AFTER INSERT ON orders BEGIN UPDATE products SET price = 0.01; END;",
        &["trigger orders_cheap is not part of it", "trigger audit_log_no_update is missing"],
    ),
    (
        "a trigger under a name of this program's",
        "DROP TRIGGER audit_log_no_delete;
         CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT 1; END;",
        &["trigger audit_log_no_delete differs"],
    ),
    ("a column added", "ALTER TABLE products ADD COLUMN note TEXT;", &["table products differs: it has `note text`"]),
    ("an index added", "CREATE INDEX products_name ON products (name);", &["index products_name is not part of it"]),
    ("a view added", "CREATE VIEW cheap AS SELECT * FROM products;", &["view cheap is not part of it"]),
    ("a table added", "CREATE TABLE extra (x);", &["table extra is not part of it"]),
];

/// Every file in `dir` (not its folders) and its bytes.
fn folder(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter(|e| e.path().is_file())
        .map(|e| (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap()))
        .collect();
    files.sort();
    files
}

fn restore(backup: &std::path::Path, db: &std::path::Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_site"))
        .args(["restore", backup.to_str().unwrap(), "--db", db.to_str().unwrap()])
        .output()
        .unwrap()
}

/// `site restore` checks the backup's schema against what this version creates: a tampered one
/// is refused with what differs, and nothing is changed; an untampered one is restored.
#[tokio::test]
async fn restore_refuses_a_backup_whose_schema_was_tampered_with() {
    let mut source = Site::new();
    source.login().await;
    source.product("Almonds", 30).await;
    let good = source.dir.path().join("good.db");
    source.db.backup_to(&good).unwrap();

    // The site's database of a stopped server: one file, which a refusal must leave as it is.
    let target_dir = tempfile::tempdir().unwrap();
    let db = target_dir.path().join("site.db");
    std::fs::copy(&good, &db).unwrap();
    let before = folder(target_dir.path());
    for (name, sql, says) in TAMPERINGS {
        let tampered = source.dir.path().join("tampered.db");
        std::fs::copy(&good, &tampered).unwrap();
        rusqlite::Connection::open(&tampered).unwrap().execute_batch(sql).unwrap();
        let out = restore(&tampered, &db);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{name}: restored ({})", String::from_utf8_lossy(&out.stdout));
        for said in *says {
            assert!(stderr.contains(said), "{name}: {stderr:?} does not say {said:?}");
        }
        assert!(stderr.contains("nothing was changed"), "{name}: {stderr}");
        assert!(folder(target_dir.path()) == before, "{name}: the database folder changed");
        std::fs::remove_file(&tampered).unwrap();
    }

    let out = restore(&good, &db);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let restored = site::db::Db::open(&db, site::config::Sync::Normal).unwrap();
    let names: Vec<String> = restored
        .read_blocking(|c| {
            Ok(c.prepare("SELECT name FROM products")?.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?)
        })
        .unwrap();
    assert_eq!(names, ["Almonds"]);
}

/// The server does not start on a database whose schema was tampered with, whatever its version:
/// the check comes before the migrations, whose writes would fire a planted trigger.
#[test]
fn a_database_whose_schema_was_tampered_with_is_refused_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let (_, sql, says) = TAMPERINGS[0];
    let current = dir.path().join("current.db");
    drop(site::db::Db::open(&current, site::config::Sync::Normal).unwrap());
    rusqlite::Connection::open(&current).unwrap().execute_batch(sql).unwrap();
    let old = dir.path().join("old.db");
    let conn = rusqlite::Connection::open(&old).unwrap();
    conn.execute_batch(include_str!("../common/schema-v1.sql")).unwrap();
    conn.execute_batch(
        "PRAGMA user_version = 1;
         CREATE TRIGGER orders_cheap AFTER INSERT ON orders BEGIN UPDATE products SET price = 0.01; END;",
    )
    .unwrap();
    drop(conn);
    for (db, says) in [(&current, says), (&old, &["trigger orders_cheap is not part of it"][..])] {
        let refused = site::db::Db::open(db, site::config::Sync::Normal).err().expect("a tampered database opens");
        for said in says {
            assert!(refused.contains(said), "{refused:?} does not say {said:?}");
        }
        // `site serve` stops at once with the message (a deadline only for the failure of this test:
        // a server that starts would never exit).
        let mut serve = std::process::Command::new(env!("CARGO_BIN_EXE_site"))
            .args(["serve", "--addr", "127.0.0.1:0", "--db", db.to_str().unwrap()])
            .env("SITE_ADMIN_PASSWORD", "a long passphrase")
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
        let status = loop {
            if let Some(status) = serve.try_wait().unwrap() {
                break status;
            }
            if std::time::Instant::now() > deadline {
                serve.kill().unwrap();
                panic!("the server started on a tampered database");
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(serve.stderr.as_mut().unwrap(), &mut stderr).unwrap();
        assert!(!status.success());
        assert!(stderr.contains("its schema is not the one this program creates"), "{stderr}");
    }
    let version: i64 =
        rusqlite::Connection::open(&old).unwrap().pragma_query_value(None, "user_version", |r| r.get(0)).unwrap();
    assert_eq!(version, 1, "the refused file is not migrated");
}
