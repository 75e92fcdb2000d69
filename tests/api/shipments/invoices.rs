//! The commercial invoice and packing list (issue 41, item 2): issued once a shipment is packed,
//! numbered per year without gaps, never changed (the database refuses it), cancelled only by a
//! credit note; both PDFs read back with `pdftotext` say the same packages, weights and total, in
//! English and Persian, with the bank details as they were at issue.

use super::{accepted, packed, ship, signed_in_site};
use crate::common::Site;
use crate::quotes::documents::pdf_text;
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

fn bank(account: &str) -> Value {
    json!({"beneficiary": "Golbahar Export Ltd.", "bankName": "Afghanistan International Bank",
           "account": account, "swift": "AFIBAFKA", "notes": "Quote the invoice number.",
           "notesFa": "شمارهٔ فاکتور را بنویسید."})
}

async fn save_bank(site: &Site, account: &str) {
    let a = site.put("/api/content/bank", bank(account)).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
}

/// A shipment of `orders`, packed as `packed` says: its id.
async fn packed_shipment(site: &Site, orders: &[i64]) -> i64 {
    let s = ship(site, orders).await;
    let id = s["id"].as_i64().unwrap();
    let a = site.put(&format!("/api/shipments/{id}"), packed(&s)).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    id
}

async fn issue(site: &Site, shipment: i64) -> crate::common::Answer {
    site.call(Method::POST, &format!("/api/shipments/{shipment}/invoice"), None).await
}

fn count(site: &Site, sql: &'static str) -> i64 {
    site.db.read_blocking(|c| Ok(c.query_row(sql, [], |r| r.get::<_, i64>(0))?)).unwrap()
}

/// Letters and digits only (pdftotext moves a colon or separator around a number in a
/// right-to-left line; the words and digits stay in order).
fn squash(text: &str) -> String {
    text.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// The digits that follow `label` where it first appears in `text` (`1,590.000 kg` → `1590000`).
fn after(text: &str, label: &str) -> String {
    let all = squash(text);
    let at = all.find(&squash(label)).unwrap_or_else(|| panic!("{label:?} is not in:\n{text}"));
    all[at + squash(label).len()..].chars().take_while(|c| c.is_numeric()).collect()
}

#[tokio::test]
async fn a_packed_shipment_is_invoiced_and_both_papers_say_the_same_in_both_languages() {
    let site = signed_in_site().await;
    save_bank(&site, "0100 2345 6789").await;
    let (_, orders) = accepted(&site, "maryam@example.com", "fa").await;
    let first = packed_shipment(&site, &orders[..2]).await;
    let second = packed_shipment(&site, &orders[2..]).await;
    let year = site.state.kabul_today().year();

    let a = issue(&site, first).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let invoice = a.body;
    assert_eq!(invoice["number"], json!(format!("INV-{year}-0001")));
    assert_eq!(
        (invoice["kind"].as_str(), invoice["shipmentId"].as_i64(), invoice["currency"].as_str()),
        (Some("invoice"), Some(first), Some("USD"))
    );
    assert_eq!(invoice["totalCents"], json!(1_000 * 625 + 500 * 410));
    assert_eq!(
        (invoice["totalPackages"].as_i64(), invoice["totalNetGrams"].as_i64(), invoice["totalGrossGrams"].as_i64()),
        (Some(150), Some(1_500_000), Some(1_590_000))
    );
    assert_eq!((invoice["buyerName"].as_str(), invoice["buyerLang"].as_str()), (Some("Maryam Ahmadi"), Some("fa")));
    let b = issue(&site, second).await;
    assert_eq!(b.body["number"], json!(format!("INV-{year}-0002")), "the next number, no gap");
    assert_eq!(count(&site, "SELECT count(*) FROM audit_log WHERE kind = 'invoice.issue'"), 2);
    let listed = site.get(&format!("/api/invoices?shipmentId={first}")).await.body;
    assert_eq!(listed.as_array().map(Vec::len), Some(1));
    assert_eq!(site.get("/api/invoices").await.body.as_array().map(Vec::len), Some(2));
    assert_eq!(site.get(&format!("/api/invoices/{}", invoice["id"])).await.body, invoice);

    // both papers, read back: the same packages, net and gross weights, and the total
    let id = invoice["id"].as_i64().unwrap();
    let default = site.get(&format!("/api/invoices/{id}/invoice.pdf")).await;
    assert_eq!(default.status, StatusCode::OK);
    assert_eq!(default.headers["content-type"], "application/pdf");
    assert_eq!(default.headers["cache-control"], "no-store");
    let disposition = default.headers["content-disposition"].to_str().unwrap();
    assert!(disposition.contains(&format!("invoice-INV-{year}-0001-fa.pdf")), "the buyer's language: {disposition}");
    for (lang, labels, expected, total) in [
        ("en", ["Total packages", "Total net weight", "Total gross weight"], ["150", "1500000", "1590000"], "830000"),
        ("fa", ["تعداد کل بسته‌ها", "وزن خالص کل", "وزن ناخالص کل"], ["۱۵۰", "۱۵۰۰۰۰۰", "۱۵۹۰۰۰۰"], "۸۳۰۰۰۰"),
    ] {
        let invoice_pdf = site.get(&format!("/api/invoices/{id}/invoice.pdf?lang={lang}")).await;
        let packing_pdf = site.get(&format!("/api/invoices/{id}/packing-list.pdf?lang={lang}")).await;
        assert_eq!((invoice_pdf.status, packing_pdf.status), (StatusCode::OK, StatusCode::OK));
        assert_eq!(packing_pdf.headers["cache-control"], "no-store");
        let (on_invoice, on_packing) = (pdf_text(&invoice_pdf.bytes), pdf_text(&packing_pdf.bytes));
        for (label, value) in labels.iter().zip(expected) {
            assert_eq!(after(&on_invoice, label), value, "{lang} invoice, {label}:\n{on_invoice}");
            assert_eq!(after(&on_packing, label), value, "{lang} packing list, {label}:\n{on_packing}");
        }
        let grand = if lang == "en" { "Total (USD)" } else { "جمع کل (دلار آمریکا)" };
        assert_eq!(after(&on_invoice, grand), total, "{lang}:\n{on_invoice}");
        for text in [&on_invoice, &on_packing] {
            assert!(squash(text).contains(&squash(&format!("INV-{year}-0001"))), "{text}");
            assert!(text.contains("MAEU123456789") && text.contains("CSQU3054383"), "{text}");
        }
        assert!(on_invoice.contains("0802.12") && on_invoice.contains("0100 2345 6789"), "{on_invoice}");
        assert!(!on_packing.contains("0100 2345 6789"), "no bank on the packing list");
        // the certificate of origin's draft: the same packages and gross weight
        let origin = site.get(&format!("/api/invoices/{id}/certificate-of-origin.pdf?lang={lang}")).await;
        assert_eq!(origin.status, StatusCode::OK);
        let on_origin = pdf_text(&origin.bytes);
        assert_eq!(after(&on_origin, labels[0]), expected[0], "{lang} certificate of origin:\n{on_origin}");
        assert!(squash(&on_origin).contains(&squash(expected[2])), "{on_origin}");
    }
}

#[tokio::test]
async fn an_invoice_is_refused_unpacked_without_bank_details_or_twice_and_nothing_changes() {
    let site = signed_in_site().await;
    let (_, orders) = accepted(&site, "maryam@example.com", "en").await;
    let unpacked = ship(&site, &orders[..1]).await["id"].as_i64().unwrap();
    let shipment = packed_shipment(&site, &orders[1..]).await;
    let nothing = |site: &Site| {
        (
            count(site, "SELECT count(*) FROM invoices"),
            count(site, "SELECT count(*) FROM audit_log WHERE kind LIKE 'invoice.%'"),
        )
    };

    let a = issue(&site, shipment).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("no_bank_details")), "{:?}", a.body);
    assert_eq!(nothing(&site), (0, 0));
    save_bank(&site, "0100 2345 6789").await;
    let a = issue(&site, unpacked).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::CONFLICT, Some("not_packed")), "{:?}", a.body);
    assert_eq!(nothing(&site), (0, 0));
    let a = issue(&site, 9_999).await;
    assert_eq!(a.status, StatusCode::NOT_FOUND);

    let a = issue(&site, shipment).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let twice = issue(&site, shipment).await;
    assert_eq!((twice.status, twice.body["code"].as_str()), (StatusCode::CONFLICT, Some("already_invoiced")));
    assert_eq!(nothing(&site), (1, 1));
    assert!(site.get("/api/invoices/9999").await.status == StatusCode::NOT_FOUND);

    // the database itself refuses to change or remove an issued invoice
    for sql in ["UPDATE invoices SET total_cents = 1", "DELETE FROM invoices", "UPDATE invoices SET document = '{}'"] {
        let refused = site.db.write_blocking(|tx| Ok(tx.execute(sql, [])?));
        assert!(refused.is_err(), "{sql}");
    }
    let kept = site.get(&format!("/api/invoices/{}", a.body["id"])).await.body;
    assert_eq!(kept, a.body);
}

#[tokio::test]
async fn a_credit_note_cancels_the_invoice_and_the_shipment_is_changed_and_invoiced_again() {
    let site = signed_in_site().await;
    save_bank(&site, "0100 2345 6789").await;
    let (_, orders) = accepted(&site, "maryam@example.com", "en").await;
    let s = ship(&site, &orders[..2]).await;
    let shipment = s["id"].as_i64().unwrap();
    site.put(&format!("/api/shipments/{shipment}"), packed(&s)).await;
    let year = site.state.kabul_today().year();
    let invoice = issue(&site, shipment).await.body;
    let id = invoice["id"].as_i64().unwrap();

    // the invoice holds the packages: heavier cartons are refused until it is cancelled
    let mut heavier = packed(&s);
    for line in heavier["lines"].as_array_mut().unwrap() {
        line["packages"]["grossGrams"] = json!(10_700);
    }
    let locked = site.put(&format!("/api/shipments/{shipment}"), heavier.clone()).await;
    assert_eq!(locked.body["code"], json!("shipment_locked"), "{:?}", locked.body);

    // the bank details change after issue: the issued invoice keeps those it was issued with
    save_bank(&site, "0999 8888 7777").await;
    let text = pdf_text(&site.get(&format!("/api/invoices/{id}/invoice.pdf?lang=en")).await.bytes);
    assert!(text.contains("0100 2345 6789") && !text.contains("0999 8888 7777"), "{text}");

    let path = format!("/api/invoices/{id}/credit-note");
    let blank = site.post(&path, json!({"reason": "  "})).await;
    assert_eq!((blank.status, blank.body["code"].as_str()), (StatusCode::BAD_REQUEST, Some("required")));
    let a = site.post(&path, json!({"reason": "Cartons weighed again: 10.7 kg gross"})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let note = a.body;
    assert_eq!(note["number"], json!(format!("CN-{year}-0001")));
    assert_eq!((note["kind"].as_str(), note["corrects"].as_i64()), (Some("credit_note"), Some(id)));
    assert_eq!(
        (note["totalCents"].clone(), note["correctsNumber"].clone()),
        (invoice["totalCents"].clone(), invoice["number"].clone())
    );
    let cancelled = site.get(&format!("/api/invoices/{id}")).await.body;
    assert_eq!(cancelled["creditedByNumber"], note["number"]);
    let note_id = note["id"].as_i64().unwrap();
    for again in [id, note_id] {
        let refused = site.post(&format!("/api/invoices/{again}/credit-note"), json!({"reason": "again"})).await;
        assert_eq!((refused.status, refused.body["code"].as_str()), (StatusCode::CONFLICT, Some("conflict")));
    }
    assert_eq!(count(&site, "SELECT count(*) FROM audit_log WHERE kind = 'invoice.creditNote'"), 1);
    let text = pdf_text(&site.get(&format!("/api/invoices/{note_id}/invoice.pdf?lang=en")).await.bytes);
    assert!(squash(&text).contains(&squash(&format!("Credit note CN-{year}-0001"))), "{text}");
    assert!(squash(&text).contains(&squash(&format!("Cancels invoice INV-{year}-0001"))), "{text}");
    assert!(text.contains("Cartons weighed again"), "{text}");
    for paper in ["packing-list", "certificate-of-origin"] {
        let a = site.get(&format!("/api/invoices/{note_id}/{paper}.pdf")).await;
        assert_eq!(a.status, StatusCode::NOT_FOUND, "a credit note has no {paper}");
    }

    // the lock is lifted: the shipment changes and is invoiced again, with today's bank details
    let changed = site.put(&format!("/api/shipments/{shipment}"), heavier).await;
    assert_eq!(changed.status, StatusCode::OK, "{:?}", changed.body);
    let again = issue(&site, shipment).await;
    assert_eq!(again.status, StatusCode::CREATED, "{:?}", again.body);
    assert_eq!(again.body["number"], json!(format!("INV-{year}-0002")));
    assert_eq!(again.body["totalGrossGrams"], json!(150 * 10_700));
    let new_id = again.body["id"].as_i64().unwrap();
    let text = pdf_text(&site.get(&format!("/api/invoices/{new_id}/packing-list.pdf?lang=en")).await.bytes);
    assert_eq!(after(&text, "Total gross weight"), "1605000", "{text}");
    let text = pdf_text(&site.get(&format!("/api/invoices/{new_id}/invoice.pdf?lang=en")).await.bytes);
    assert!(text.contains("0999 8888 7777"), "{text}");

    // invoices.csv: one row each, in the order issued
    let csv = site.get("/api/invoices/invoices.csv").await;
    assert_eq!(csv.status, StatusCode::OK);
    let text = String::from_utf8(csv.bytes[3..].to_vec()).unwrap();
    let rows: Vec<&str> = text.split("\r\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(rows[0], "Number,Kind,Date,Shipment,Buyer,Company,Currency,Total,Cancels,Credited by");
    assert_eq!(rows.len(), 4, "{text}");
    let (inv, cn) = (format!("INV-{year}-0001"), format!("CN-{year}-0001"));
    assert!(
        rows[1].starts_with(&format!("{inv},invoice,"))
            && rows[1].ends_with(&format!(",Maryam Ahmadi,Nordic Nuts GmbH,USD,8300.00,,{cn}")),
        "{}",
        rows[1]
    );
    assert!(
        rows[2].starts_with(&format!("{cn},credit note,")) && rows[2].ends_with(&format!(",USD,8300.00,{inv},")),
        "{}",
        rows[2]
    );
}

/// A read key reads invoices and their PDFs; a read-write key (an accountant's integration) issues.
#[tokio::test]
async fn a_read_key_reads_invoices_and_a_write_key_issues_them() {
    let site = signed_in_site().await;
    save_bank(&site, "0100 2345 6789").await;
    let (_, orders) = accepted(&site, "maryam@example.com", "en").await;
    let shipment = packed_shipment(&site, &orders).await;
    let mut keys = Vec::new();
    for access in ["read", "readWrite"] {
        let a = site.post("/api/keys", json!({"name": access, "access": access})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
        keys.push(a.body["secret"].as_str().unwrap().to_owned());
    }
    let path = format!("/api/shipments/{shipment}/invoice");
    let a = site.with_key(&keys[0], Method::POST, &path, None).await;
    assert_eq!((a.status, a.body["code"].as_str()), (StatusCode::FORBIDDEN, Some("read_only_key")));
    assert_eq!(count(&site, "SELECT count(*) FROM invoices"), 0);
    let a = site.with_key(&keys[1], Method::POST, &path, None).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let id = a.body["id"].as_i64().unwrap();
    let list = site.with_key(&keys[0], Method::GET, "/api/invoices", None).await;
    assert_eq!(list.body.as_array().map(Vec::len), Some(1));
    let pdf = site.with_key(&keys[0], Method::GET, &format!("/api/invoices/{id}/packing-list.pdf"), None).await;
    assert_eq!((pdf.status, pdf.headers["content-type"].to_str().unwrap()), (StatusCode::OK, "application/pdf"));
    let logged = site.db.read_blocking(|c| {
        Ok(c.query_row("SELECT username FROM audit_log WHERE kind = 'invoice.issue'", [], |r| r.get::<_, String>(0))?)
    });
    assert!(logged.unwrap().contains("readWrite"), "the key is named in the audit log");
}
