//! The CSV downloads of orders and stock movements (`/api/exports/*.csv`), as the dashboard and
//! integrators fetch them: quoting, Persian, formulas neutralised, large files streamed whole.
//! (Orders gained a last column, `Quote`, with issue 30: empty for an order sent as such.)

use crate::common::{admin, visitor, Site, NO_BODY};
use poem::http::StatusCode;
use serde_json::json;

/// Splits RFC 4180 text into rows of fields (quotes undone).
fn parse_csv(text: &str) -> Vec<Vec<String>> {
    let (mut rows, mut row, mut field) = (Vec::new(), Vec::new(), String::new());
    let mut chars = text.chars().peekable();
    let mut quoted = false;
    while let Some(c) = chars.next() {
        match (quoted, c) {
            (true, '"') if chars.peek() == Some(&'"') => {
                chars.next();
                field.push('"');
            }
            (true, '"') => quoted = false,
            (true, c) => field.push(c),
            (false, '"') => quoted = true,
            (false, ',') => row.push(std::mem::take(&mut field)),
            (false, '\r') => {
                assert_eq!(chars.next(), Some('\n'), "rows end with CRLF");
                row.push(std::mem::take(&mut field));
                rows.push(std::mem::take(&mut row));
            }
            (false, c) => field.push(c),
        }
    }
    assert!(field.is_empty() && row.is_empty(), "the last row ends with CRLF");
    rows
}

async fn csv(site: &Site, path: &str) -> (Vec<Vec<String>>, String) {
    let a = site.get(path).await;
    assert_eq!(a.status, StatusCode::OK, "{path}: {}", String::from_utf8_lossy(&a.bytes));
    assert_eq!(a.headers["content-type"], "text/csv; charset=utf-8");
    let disposition = a.headers["content-disposition"].to_str().unwrap().to_owned();
    assert!(a.bytes.starts_with(b"\xEF\xBB\xBF"), "a byte-order mark first");
    (parse_csv(std::str::from_utf8(&a.bytes[3..]).unwrap()), disposition)
}

#[tokio::test]
async fn orders_export_as_csv_with_quoting_persian_and_formulas_neutralised() {
    let site = Site::signed_in().await;
    let almonds = site.product("Almonds, \"Kaghazi\"", 1000).await;
    let raisins = site.product("Green raisins", 1000).await;
    site.patch(&format!("/api/products/{raisins}"), json!({"nameFa": "کشمش سبز"})).await;
    let site = &site;
    let order = |product: i64, name: &str, notes: &str| {
        let body = json!({"productId": product, "quantity": 7, "customerName": name, "customerEmail": "a@b.co",
                          "destination": "Zurich, CH", "notes": notes});
        async move { site.post("/api/orders", body).await.body["id"].as_i64().unwrap() }
    };
    let first = order(almonds, "=HYPERLINK(\"http://evil\")", "line one\nline two").await;
    let second = order(raisins, "مریم احمدی", "+93 70 123").await;
    let third = order(almonds, "-2+3", "@SUM(A1)").await;
    order(raisins, "Tabbed", "\t=1+1; x;=1+1").await;
    site.patch(&format!("/api/orders/{second}"), json!({"status": "completed"})).await;

    let (rows, disposition) = csv(site, "/api/exports/orders.csv").await;
    assert_eq!(disposition, format!("attachment; filename=\"orders-{}.csv\"", site::rules::today()));
    assert_eq!(
        rows[0],
        [
            "Order",
            "Created",
            "Status",
            "Product",
            "Product (Persian)",
            "Product ID",
            "Quantity",
            "Customer",
            "E-mail",
            "Destination",
            "Notes",
            "Quote"
        ]
    );
    assert_eq!(rows.len(), 5, "a header and four orders, oldest first");
    let row = &rows[1];
    assert_eq!(row[0], first.to_string());
    assert!(row[1].len() == 16 && row[1].starts_with(&site::rules::today()), "{}", row[1]);
    assert_eq!(
        row[2..],
        [
            "pending",
            "Almonds, \"Kaghazi\"",
            "",
            &almonds.to_string(),
            "7",
            "'=HYPERLINK(\"http://evil\")",
            "a@b.co",
            "Zurich, CH",
            "line one\nline two",
            ""
        ]
    );
    assert_eq!(rows[2][2..5], ["completed", "Green raisins", "کشمش سبز"], "both names");
    assert_eq!(rows[2][7], "مریم احمدی");
    assert_eq!(rows[2][10], "'+93 70 123");
    assert_eq!(
        (rows[3][0].as_str(), rows[3][7].as_str(), rows[3][10].as_str()),
        (third.to_string().as_str(), "'-2+3", "'@SUM(A1)")
    );
    // a tab is a cell's start to a reader that splits on it, and so is the `;` to one whose list
    // separator it is
    assert_eq!(rows[4][10], "'\t'=1+1; x;'=1+1");

    // the raw text: quotes doubled, the formula quoted with its leading apostrophe
    let raw = site.get("/api/exports/orders.csv").await.bytes;
    let raw = String::from_utf8(raw).unwrap();
    assert!(raw.contains(",\"Almonds, \"\"Kaghazi\"\"\","), "{raw}");
    assert!(raw.contains(",\"'=HYPERLINK(\"\"http://evil\"\")\","), "{raw}");

    let (rows, _) = csv(site, "/api/exports/orders.csv?status=completed").await;
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1][0], second.to_string());
    let (rows, _) = csv(site, "/api/exports/orders.csv?from=2999-01-01").await;
    assert_eq!(rows.len(), 1, "only the header");
    let today = site::rules::today();
    let (rows, _) = csv(site, &format!("/api/exports/orders.csv?from={today}&to={today}&status=pending")).await;
    assert_eq!(rows.len(), 4);

    let (rows, _) = csv(site, "/api/exports/orders.csv?lang=fa&status=completed").await;
    assert_eq!(rows[0][..5], ["سفارش", "تاریخ ثبت", "وضعیت", "محصول", "محصول (فارسی)"]);
    assert_eq!(rows[1][2], "انجام‌شده");

    site.check(&[
        visitor("anonymous", "GET /api/exports/orders.csv", NO_BODY, 401, "Please sign in"),
        visitor("anonymous", "GET /api/exports/stock-movements.csv", NO_BODY, 401, "Please sign in"),
        admin("bad status", "GET /api/exports/orders.csv?status=lost", NO_BODY, 400, ""),
        admin(
            "bad date",
            "GET /api/exports/orders.csv?from=2026-13-01",
            NO_BODY,
            400,
            "from must be a date (YYYY-MM-DD)",
        ),
        admin("bad language", "GET /api/exports/orders.csv?lang=de", NO_BODY, 400, ""),
        admin("no writes", "POST /api/exports/orders.csv", json!({}), 405, ""),
    ])
    .await;
}

#[tokio::test]
async fn stock_movements_export_as_csv() {
    let site = Site::signed_in().await;
    let figs = site.product("Dried figs", 100).await;
    let cumin = site.product("=cmd|' /C calc'!A0", 100).await;
    site.patch(&format!("/api/products/{figs}"), json!({"nameFa": "انجیر خشک"})).await;
    site.post(&format!("/api/products/{figs}/imports"), json!({"quantity": 40, "date": "2026-03-05"})).await;
    site.post(
        &format!("/api/products/{figs}/exports"),
        json!({"quantity": 25, "destination": "Dubai, UAE", "date": "2026-03-01"}),
    )
    .await;
    site.post(
        &format!("/api/products/{cumin}/exports"),
        json!({"quantity": 5, "destination": "مشهد", "date": "2026-03-09"}),
    )
    .await;

    let (rows, disposition) = csv(&site, "/api/exports/stock-movements.csv").await;
    assert!(disposition.starts_with("attachment; filename=\"stock-movements-"), "{disposition}");
    assert_eq!(
        rows[0],
        [
            "Date",
            "Movement",
            "Product",
            "Product (Persian)",
            "Product ID",
            "Quantity",
            "Unit",
            "Destination",
            "Recorded"
        ]
    );
    let short: Vec<Vec<&str>> = rows[1..].iter().map(|r| r[..8].iter().map(String::as_str).collect()).collect();
    let (f, c) = (figs.to_string(), cumin.to_string());
    assert_eq!(
        short,
        [
            vec!["2026-03-01", "export", "Dried figs", "انجیر خشک", &f, "25", "kg", "Dubai, UAE"],
            vec!["2026-03-05", "import", "Dried figs", "انجیر خشک", &f, "40", "kg", ""],
            vec!["2026-03-09", "export", "'=cmd|' /C calc'!A0", "", &c, "5", "kg", "مشهد"],
        ]
    );
    let (rows, _) = csv(&site, "/api/exports/stock-movements.csv?kind=export&from=2026-03-02&to=2026-03-31").await;
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1][0], "2026-03-09");
    let (rows, _) = csv(&site, "/api/exports/stock-movements.csv?lang=fa&kind=import").await;
    assert_eq!(rows[0][..2], ["تاریخ", "نوع"]);
    assert_eq!(
        rows[1][1..7].iter().map(String::as_str).collect::<Vec<_>>(),
        ["واردات", "Dried figs", "انجیر خشک", &f, "40", "کیلوگرم"]
    );
    site.check(&[admin(
        "bad date",
        "GET /api/exports/stock-movements.csv?to=03/01/2026",
        NO_BODY,
        400,
        "to must be a date (YYYY-MM-DD)",
    )])
    .await;
}

/// More rows than one chunk: the file arrives whole, in order, however it was split.
#[tokio::test]
async fn a_large_export_arrives_whole() {
    let site = Site::signed_in().await;
    let id = site.product("Walnut kernels", 100).await;
    site.db
        .write_blocking(|tx| {
            let mut stmt = tx.prepare(
                "INSERT INTO orders (product_id, product_name, quantity, customer_name, notes, created_at)
                 VALUES (?1, 'Walnut kernels', 1, 'Buyer ' || ?2, 'a note, with a comma', ?2)",
            )?;
            for i in 0..5000i64 {
                stmt.execute(rusqlite::params![id, 1_700_000_000_000 + i])?;
            }
            Ok(())
        })
        .unwrap();
    let (rows, _) = csv(&site, "/api/exports/orders.csv").await;
    assert_eq!(rows.len(), 5001);
    assert_eq!(rows[5000][7], "Buyer 1700000004999");
    assert!(rows[1..].iter().all(|r| r.len() == 12 && r[10] == "a note, with a comma" && r[11].is_empty()));
}
