//! The price list as a spreadsheet (issue 42): products.csv exported, changed and uploaded again.
//! A preview says what would change and every problem by line and column, writing nothing; apply
//! writes it all in one transaction (audited, the pages made stale once) or nothing; a file
//! exported and uploaded again changes nothing.

use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::common::{data_url, png, Answer, Site};
use crate::shipments::signed_in_site;
use crate::stock_alerts::alerts;

const CSV: (&str, &str) = ("content-type", "text/csv");

async fn export(site: &Site, lang: &str) -> String {
    let a = site.get(&format!("/api/exports/products.csv?lang={lang}")).await;
    assert_eq!(a.status, StatusCode::OK);
    String::from_utf8(a.bytes).unwrap()
}

async fn preview(site: &Site, file: impl Into<Vec<u8>>) -> Answer {
    site.send(Method::POST, "/api/products/sheet/preview", Some(file.into()), &[CSV]).await
}

async fn apply(site: &Site, file: impl Into<Vec<u8>>, plan: &str) -> Answer {
    site.send(Method::POST, &format!("/api/products/sheet?plan={plan}"), Some(file.into()), &[CSV]).await
}

/// Previews `file` (which must have no problems) and applies it.
async fn preview_and_apply(site: &Site, file: &str) -> (Value, Answer) {
    let p = preview(site, file).await;
    assert_eq!(p.status, StatusCode::OK, "{:?}", p.body);
    assert_eq!(p.body["problems"], json!([]), "{file}");
    let a = apply(site, file, p.body["plan"].as_str().unwrap()).await;
    (p.body, a)
}

/// One product as the list answers it.
async fn product(site: &Site, id: i64) -> Value {
    let list = site.get("/api/products").await.body;
    list.as_array().unwrap().iter().find(|p| p["id"] == json!(id)).cloned().unwrap()
}

async fn audit_entries(site: &Site) -> usize {
    site.get("/api/audit?limit=500").await.body.as_array().unwrap().len()
}

/// Products with everything a row holds: Persian texts, a multi-line description with dashes,
/// a name a spreadsheet would take for a formula, facts with packaging in both languages, a photo,
/// and stock moved in and out.
async fn catalogue(site: &Site) -> Vec<i64> {
    let almonds = json!({"name": "Kaghzi Almonds", "nameFa": "بادام کاغذی", "unit": "kg", "price": 9.8,
        "initialStock": 3700, "description": "Sorted by hand:\n- 10 kg cartons\n- 25 kg bags",
        "descriptionFa": "با دست درجه‌بندی‌شده؛ شیرین، ترد", "imageUrl": data_url("image/png", &png(64, 48)),
        "facts": {"variety": "Kaghzi", "varietyFa": "کاغذی", "grade": "24/26", "origin": "samangan",
                  "cropYear": 2025, "moisture": 5.5, "shelfLifeMonths": 12, "hsCode": "0802.12",
                  "packaging": [{"en": "10 kg carton", "fa": "کارتن ۱۰ کیلویی"}, {"en": "-25 kg bag"}],
                  "minOrder": 250, "leadTimeDays": 14, "samples": true}});
    let formula = json!({"name": "=1+1 Walnuts", "unit": "box", "price": 0.35, "currency": "AFN",
        "initialStock": 12, "descriptionFa": "- گردوی قندهاری"});
    let imported = json!({"name": "Saffron", "unit": "kg", "price": 1250, "source": "imported",
        "initialImportQty": 40, "importDate": "2026-11-01", "facts": {"samples": false}});
    let mut ids = Vec::new();
    for body in [almonds, formula, imported] {
        let a = site.post("/api/products", body).await;
        assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
        ids.push(a.body["id"].as_i64().unwrap());
    }
    let out = json!({"quantity": 5, "destination": "Dubai"});
    assert_eq!(site.post(&format!("/api/products/{}/exports", ids[2]), out).await.status, StatusCode::OK);
    ids
}

#[tokio::test]
async fn a_file_exported_and_uploaded_again_changes_nothing() {
    let site = Site::signed_in().await;
    catalogue(&site).await;
    let products = site.get("/api/products").await.body;
    let (entries, version) = (audit_entries(&site).await, site.state.site_version());
    for lang in ["en", "fa"] {
        let file = export(&site, lang).await;
        assert!(file.contains("\"'=1+1 Walnuts\""), "the export marks what a spreadsheet would compute: {file}");
        let (plan, applied) = preview_and_apply(&site, &file).await;
        assert_eq!((plan["unchanged"].clone(), plan["changes"].clone()), (json!(3), json!([])), "{lang}: {plan}");
        assert_eq!(applied.status, StatusCode::OK, "{:?}", applied.body);
        assert_eq!(applied.body, json!({"created": 0, "updated": 0, "unchanged": 3}));
    }
    assert_eq!(site.get("/api/products").await.body, products, "nothing changed");
    assert_eq!(audit_entries(&site).await, entries, "nothing was audited");
    assert_eq!(site.state.site_version(), version, "no page was made stale");
}

#[tokio::test]
async fn a_preview_lists_each_change_and_apply_writes_them_all_once() {
    let site = Site::signed_in().await;
    let ids = catalogue(&site).await;
    let before = product(&site, ids[0]).await;
    let file = export(&site, "fa").await;
    let mut lines: Vec<String> = file.split("\r\n").map(str::to_owned).collect();
    // Almonds: a new price, stock and Persian name, in a Persian spreadsheet's words
    lines[1] = lines[1].replacen(",9.8,", ",10.25,", 1).replacen(",3700,", ",3500,", 1).replacen(
        "بادام کاغذی",
        "بادام کاغذی اعلا",
        1,
    );
    // a new product: no id, Persian unit and province, yes in Persian
    lines.insert(4, ",Green Raisins,کشمش سبز,,,کیلوگرم,4.5,USD,خریداری‌شده,800,,,,,,هرات,,,,,,,,,بله".to_owned());
    let changed = lines.join("\r\n");
    let version = site.state.site_version();
    let (plan, applied) = preview_and_apply(&site, &changed).await;
    assert_eq!(product(&site, ids[0]).await["price"], json!(10.25), "applied");
    assert_eq!(
        (plan["created"].clone(), plan["updated"].clone(), plan["unchanged"].clone()),
        (json!(1), json!(1), json!(2))
    );
    assert_eq!(
        plan["changes"][0],
        json!({"line": 2, "id": ids[0], "name": "Kaghzi Almonds", "fields": [
            {"column": "nameFa", "before": "بادام کاغذی", "after": "بادام کاغذی اعلا"},
            {"column": "price", "before": "9.8", "after": "10.25"},
            {"column": "available", "before": "3700", "after": "3500"}]})
    );
    // the almonds' row spans lines 2 to 6 (its description and packaging have line breaks)
    assert_eq!(plan["changes"][1]["line"], json!(9));
    assert_eq!(plan["changes"][1].get("id"), None, "a new product");
    assert_eq!(applied.body, json!({"created": 1, "updated": 1, "unchanged": 2}));
    assert_eq!(site.state.site_version(), version + 1, "the pages are made stale once");
    let after = product(&site, ids[0]).await;
    assert_eq!((after["nameFa"].clone(), after["available"].clone()), (json!("بادام کاغذی اعلا"), json!(3500)));
    assert_eq!(after["imageUrl"], before["imageUrl"], "photos stay");
    assert_eq!(after["facts"], before["facts"], "facts not in the change stay");
    let raisins = site.get("/api/products").await.body[0].clone();
    assert_eq!(raisins["name"], json!("Green Raisins"));
    assert_eq!((raisins["unit"].clone(), raisins["available"].clone()), (json!("kg"), json!(800)));
    assert_eq!(
        (raisins["facts"]["origin"].clone(), raisins["facts"]["samples"].clone()),
        (json!("herat"), json!(true))
    );
    let log = site.get("/api/audit?limit=2").await.body;
    let kinds: Vec<&str> = log.as_array().unwrap().iter().map(|e| e["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["product.create", "product.update"]);
    assert!(log[1]["summary"].as_str().unwrap().contains("price 9.8 → 10.25"), "{}", log[1]);
}

#[tokio::test]
async fn a_product_changed_since_the_preview_is_not_overwritten() {
    let site = Site::signed_in().await;
    let ids = catalogue(&site).await;
    let file = export(&site, "en").await.replacen(",9.8,", ",11,", 1);
    let plan = preview(&site, file.clone()).await.body["plan"].as_str().unwrap().to_owned();
    assert_eq!(site.patch(&format!("/api/products/{}", ids[0]), json!({"price": 12})).await.status, StatusCode::OK);
    let a = apply(&site, file.clone(), &plan).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("sheet_changed")), "{:?}", a.body);
    assert_eq!(product(&site, ids[0]).await["price"], json!(12.0), "nothing written");
    // previewed again, it says what it would change now
    let again = preview(&site, file).await.body;
    assert_eq!(again["changes"][0]["fields"][0], json!({"column": "price", "before": "12", "after": "11"}));
}

/// A file with these rows below the export's header.
fn rows(header: &str, rows: &[String]) -> String {
    let mut file = header.to_owned();
    for r in rows {
        file.push_str("\r\n");
        file.push_str(r);
    }
    file
}

#[tokio::test]
async fn each_problem_is_named_by_line_and_column_and_nothing_is_written() {
    let site = Site::signed_in().await;
    let ids = catalogue(&site).await;
    let exported = export(&site, "en").await;
    let header = exported.split("\r\n").next().unwrap().to_owned();
    let row = |i: usize| exported.split("\r\n").nth(i + 1).unwrap().to_owned();
    let cases: Vec<(&str, String, i64, &str, &str)> = vec![
        ("a formula", row(0).replacen("Kaghzi Almonds", "=HYPERLINK(\"http://x\")", 1), 2, "name", "formula"),
        ("a formula after a separator", row(0).replacen("Kaghzi Almonds", "\"x;+A1*2\"", 1), 2, "name", "formula"),
        ("a price of text", row(0).replacen(",9.8,", ",cheap,", 1), 2, "price", "not_a_number"),
        ("a negative price", row(0).replacen(",9.8,", ",-5,", 1), 2, "price", "invalid"),
        ("a unit that does not exist", row(0).replacen(",kg,", ",crate,", 1), 2, "unit", "unknown_unit"),
        ("an unknown id", row(0).replacen(&format!("{},", ids[0]), "4242,", 1), 2, "id", "unknown_product"),
        ("stock of a fraction", row(0).replacen(",3700,", ",12.5,", 1), 2, "available", "not_whole_number"),
        ("a province that is not one", row(0).replacen(",Samangan,", ",Narnia,", 1), 2, "origin", "unknown_province"),
        ("a crop year out of range", row(0).replacen(",2025,", ",1999,", 1), 2, "cropYear", "invalid"),
        ("no name", row(0).replacen("Kaghzi Almonds", "", 1), 2, "name", "required"),
        ("stock below what was moved", row(2).replacen(",35,", ",0,", 1), 2, "available", "below_movements"),
        (
            "a new imported product",
            format!(",Figs,,,,kg,3,USD,imported,10{}", ",".repeat(14)),
            2,
            "source",
            "new_imported",
        ),
        (
            "a new product without stock",
            format!(",Figs,,,,kg,3,USD,bought,{}", ",".repeat(14)),
            2,
            "available",
            "required",
        ),
    ];
    let products = site.get("/api/products").await.body;
    for (name, line, at, column, code) in cases {
        let file = rows(&header, &[line]);
        let p = preview(&site, file.clone()).await;
        assert_eq!(p.status, StatusCode::OK, "{name}: {:?}", p.body);
        let problems = p.body["problems"].as_array().unwrap();
        assert_eq!(problems.len(), 1, "{name}: {problems:?}");
        let found = (problems[0]["line"].as_i64(), problems[0]["column"].as_str(), problems[0]["code"].as_str());
        assert_eq!(found, (Some(at), Some(column), Some(code)), "{name}: {}", problems[0]);
        assert!(!problems[0]["error"].as_str().unwrap().is_empty());
        let a = apply(&site, file, p.body["plan"].as_str().unwrap()).await;
        assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::BAD_REQUEST, Some("sheet_problems")), "{name}");
    }
    // a duplicate id: the second line names the first
    let p = preview(&site, rows(&header, &[row(0), row(1), row(0)])).await.body;
    assert_eq!(
        p["problems"],
        json!([{"line": 8, "column": "id", "code": "duplicate_id", "firstLine": 2,
        "value": ids[0].to_string(), "error": format!("ID {} is already on line 2", ids[0])}])
    );
    assert_eq!(site.get("/api/products").await.body, products, "nothing was written");
}

#[tokio::test]
async fn text_that_only_starts_with_a_dash_or_is_persian_is_taken() {
    let site = Site::signed_in().await;
    let ids = catalogue(&site).await;
    let header = "ID;Product;Description (Persian);Unit;Price;Grade";
    // `;` between cells, a decimal comma, no byte-order mark
    let file = format!("{header}\n{};Kaghzi Almonds;- بادام شیرین، ترد;kg;10,5;- 24/26 per ounce\n", ids[0]);
    let (plan, applied) = preview_and_apply(&site, &file).await;
    assert_eq!(applied.status, StatusCode::OK, "{plan}");
    let p = product(&site, ids[0]).await;
    assert_eq!((p["descriptionFa"].clone(), p["price"].clone()), (json!("- بادام شیرین، ترد"), json!(10.5)));
    assert_eq!(p["facts"]["grade"], json!("- 24/26 per ounce"));
}

#[tokio::test]
async fn a_file_that_is_no_price_list_is_refused_whole() {
    let site = Site::signed_in().await;
    catalogue(&site).await;
    let header = export(&site, "en").await.split("\r\n").next().unwrap().to_owned();
    let too_long = format!("{header}\r\n{}", ",Figs,,,,kg,3,USD,bought,10\r\n".repeat(10_001));
    // "شناسه,محصول" in Windows-1256, and the header in UTF-16
    let windows_1256 = b"\xd4\xe4\xc7\xd3\xe5,\xe3\xcd\xd5\xe6\xe1,Unit,Price\n".to_vec();
    let utf16: Vec<u8> = format!("\u{FEFF}{header}").encode_utf16().flat_map(u16::to_le_bytes).collect();
    for (name, file, code, field) in [
        ("10 001 lines", too_long.into_bytes(), "too_many_lines", None),
        ("Windows-1256", windows_1256, "not_utf8", None),
        ("UTF-16", utf16, "not_utf8", None),
        ("no price column", b"ID,Product,Unit\n1,Almonds,kg\n".to_vec(), "missing_column", Some("price")),
        ("an empty file", Vec::new(), "missing_column", Some("id,name,unit,price")),
        ("a column twice", b"ID,Product,Unit,Price,Price\n".to_vec(), "duplicate_column", Some("price")),
    ] {
        let a = preview(&site, file.clone()).await;
        let got = (a.status, a.body["code"].as_str(), a.body["field"].as_str());
        assert_eq!(got, (StatusCode::BAD_REQUEST, Some(code), field), "{name}: {:?}", a.body);
        let applied = apply(&site, file, &"0".repeat(64)).await;
        assert_eq!(applied.body["code"].as_str(), Some(code), "{name}: apply refuses the same");
    }
    let a = preview(&site, format!("{header}\r\n{}", ",Figs,,,,kg,3,USD,bought,10\r\n".repeat(10_001))).await;
    assert!(a.error().contains("10000"), "the limit is said: {}", a.error());
    assert_eq!(site.get("/api/products").await.body.as_array().unwrap().len(), 3, "nothing was written");
}

#[tokio::test]
async fn the_file_sets_low_stock_alerts_and_stock_it_lowers_is_alerted_once() {
    let site = signed_in_site().await;
    let new = json!({"name": "Almonds", "unit": "kg", "price": 6, "initialStock": 1000});
    let id = site.post("/api/products", new).await.body["id"].as_i64().unwrap();
    let threshold = || async {
        let levels = site.get("/api/products/stock-levels").await.body;
        levels.as_array().unwrap().iter().find(|l| l["productId"] == id).map(|l| l["threshold"].clone())
    };
    // the column as the Persian export heads it, the threshold in Persian digits
    let file = |available: &str, alert: &str| {
        format!("ID,Product,Unit,Price,Available,هشدار کمبود موجودی در\n{id},Almonds,kg,6,{available},{alert}\n")
    };

    let (plan, applied) = preview_and_apply(&site, &file("1000", "۳۰۰")).await;
    assert_eq!(applied.status, StatusCode::OK, "{plan}");
    assert_eq!(plan["changes"][0]["fields"], json!([{"column": "lowStockThreshold", "before": "", "after": "300"}]));
    assert_eq!(threshold().await, Some(json!(300)));
    let log = site.get("/api/audit?limit=1").await.body;
    assert!(log[0]["summary"].as_str().unwrap().contains("lowStockThreshold"), "audited: {}", log[0]);
    assert!(alerts(&site).is_empty(), "1 000 kg is above 300");

    // stock lowered by the file to the threshold: the company is mailed, once
    preview_and_apply(&site, &file("300", "300")).await;
    preview_and_apply(&site, &file("250", "300")).await;
    assert_eq!(alerts(&site).len(), 1, "once per fall");
    // an empty cell removes the alert
    preview_and_apply(&site, &file("250", "")).await;
    assert_eq!(threshold().await, None);

    for (cell, code) in [("-5", "invalid"), ("ten", "not_a_number"), ("2.5", "not_whole_number")] {
        let p = preview(&site, file("250", cell)).await.body;
        let problem = &p["problems"][0];
        assert_eq!(
            (problem["column"].as_str(), problem["code"].as_str()),
            (Some("lowStockThreshold"), Some(code)),
            "{cell}: {p}"
        );
    }
    assert_eq!(threshold().await, None, "nothing written");
}

#[tokio::test]
async fn only_a_signed_in_admin_previews_or_applies() {
    let site = Site::new();
    let file = b"ID,Product,Unit,Price\n".to_vec();
    assert_eq!(preview(&site, file.clone()).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(apply(&site, file, &"0".repeat(64)).await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(site.get("/api/exports/products.csv").await.status, StatusCode::UNAUTHORIZED);
}
