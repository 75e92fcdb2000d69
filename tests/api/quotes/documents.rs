//! What leaves the site about a quote: quotes.csv, the bank details on the proforma, the mail and
//! the proforma in the same words, the demo's packaging words.

use super::*;

#[tokio::test]
async fn quotes_download_as_csv_one_row_per_line() {
    let site = quote_site().await;
    let almonds = product(&site, "Almonds", "بادام", 1).await;
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let lines =
        json!([{"productId": almonds, "quantity": 500, "packaging": "25 kg bag"}, {"productId": figs, "quantity": 7}]);
    let (id, number, _) = ask(&site, inquiry(lines, "en")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    let valid = day(&site, 10);
    site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 7.9), (ids[1], 3.0)], &valid)).await;
    site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 7.5), (ids[1], 2.75)], &valid)).await;
    ask(&site, inquiry(json!([{"productId": figs, "quantity": 1}]), "fa")).await;

    let a = site.get("/api/exports/quotes.csv?lang=en&tzOffset=-270").await;
    assert_eq!(a.status, StatusCode::OK);
    assert_eq!(a.headers["content-type"], "text/csv; charset=utf-8");
    assert!(a.headers["content-disposition"].to_str().unwrap().starts_with("attachment; filename=\"quotes-"));
    assert!(a.bytes.starts_with(b"\xEF\xBB\xBF"));
    let text = String::from_utf8(a.bytes[3..].to_vec()).unwrap();
    let rows: Vec<&str> = text.split("\r\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(
        rows[0],
        "Quote,Status,Buyer,Company,E-mail,Country,Product,Product (Persian),Quantity,Unit,Packaging,Unit price,Currency,\
         Incoterm,Valid until,Created,Answered"
    );
    assert_eq!(rows.len(), 4, "{text}");
    assert!(rows[1].starts_with(&format!("{number},quoted,Maryam Ahmadi,Ahmadi Trading,maryam@example.com,Germany,Almonds,بادام,500,kg,25 kg bag,7.50,USD,CPT,{valid},")), "{}", rows[1]);
    assert!(rows[2].contains(",Figs,انجیر,7,kg,,2.75,USD,"), "{}", rows[2]);
    assert!(rows[3].contains(",new,") && rows[3].contains(",,,,"), "not answered: no price: {}", rows[3]);
    let fa = String::from_utf8(site.get("/api/exports/quotes.csv?lang=fa").await.bytes).unwrap();
    assert!(fa.contains("استعلام,وضعیت") && fa.contains("قیمت‌داده‌شده"), "{fa}");
}

#[tokio::test]
async fn the_bank_details_are_saved_for_the_proforma() {
    let site = quote_site().await;
    assert!(site.get("/api/content").await.body.get("bank").is_none(), "none until saved");
    let bank = json!({"beneficiary": "Golbahar Export Ltd.", "bankName": "Afghanistan International Bank",
                      "account": "0100 2345 6789", "iban": "", "swift": "AFIBAFKA", "notes": "Quote the proforma number.",
                      "notesFa": "شمارهٔ پیش‌فاکتور را بنویسید."});
    let saved = site.put("/api/content/bank", bank.clone()).await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    assert_eq!(saved.body["swift"], json!("AFIBAFKA"));
    assert!(saved.body.get("iban").is_none(), "blank is none");
    assert_eq!(site.get("/api/content").await.body["bank"], saved.body);
    for (name, change, code) in [
        ("no beneficiary", json!({"beneficiary": ""}), "required"),
        ("swift", json!({"swift": "AFIB"}), "invalid_field"),
        ("iban", json!({"iban": "AF12-34"}), "invalid_field"),
        ("long notes", json!({"notes": "n".repeat(501)}), "invalid_field"),
    ] {
        let mut body = bank.clone();
        body.as_object_mut().unwrap().extend(change.as_object().unwrap().clone());
        let refused = site.put("/api/content/bank", body).await;
        assert_eq!((refused.status, refused.body["code"].clone()), (StatusCode::BAD_REQUEST, json!(code)), "{name}");
    }
    assert_eq!(site.get("/api/content").await.body["bank"], saved.body, "a refused save changes nothing");
    let logged = site.db.read_blocking(|c| {
        Ok(c.query_row(
            "SELECT count(*) FROM audit_log WHERE kind = 'bank.update' AND record_name = 'bank'",
            [],
            |r| r.get::<_, i64>(0),
        )?)
    });
    assert_eq!(logged.unwrap(), 1);

    // the proforma carries them, and everything else, in the document's language
    let figs = product(&site, "Figs", "انجیر", 1).await;
    let (id, number, _) =
        ask(&site, inquiry(json!([{"productId": figs, "quantity": 10, "packaging": "25 kg bag"}]), "fa")).await;
    let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
    site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.25)], &day(&site, 10))).await;
    let doc = site
        .db
        .read_blocking(move |c| {
            site::models::quotes::proforma::proforma_of(c, id, 1, site::locale::Lang::Fa, Some("https://golbahar.af"))
        })
        .unwrap();
    assert_eq!((doc.quote_number.as_str(), doc.revision), (number.as_str(), 1));
    assert_eq!(doc.lines[0].product, "انجیر");
    assert_eq!(doc.lines[0].packaging.as_deref(), Some("کیسهٔ ۲۵ کیلویی"));
    assert_eq!(
        (doc.lines[0].unit.as_str(), doc.lines[0].unit_price_cents, doc.lines[0].total_cents),
        ("کیلوگرم", 425, 4250)
    );
    assert_eq!((doc.total_cents, doc.currency.as_str(), doc.incoterm.as_str()), (4250, "USD", "CPT"));
    assert_eq!((doc.place.as_str(), doc.payment_terms.as_str()), ("هامبورگ", "۳۰٪ پیش‌پرداخت"));
    assert_eq!(doc.letterhead.name, "گلبهار");
    assert_eq!(doc.letterhead.website.as_deref(), Some("https://golbahar.af"));
    let bank = doc.bank.expect("the bank details");
    assert_eq!((bank.swift.as_deref(), bank.notes.as_deref()), (Some("AFIBAFKA"), Some("شمارهٔ پیش‌فاکتور را بنویسید.")));
    assert_eq!(doc.buyer.company.as_deref(), Some("Ahmadi Trading"));
    let en = site
        .db
        .read_blocking(move |c| site::models::quotes::proforma::proforma_of(c, id, 1, site::locale::Lang::En, None))
        .unwrap();
    assert_eq!((en.lines[0].product.as_str(), en.place.as_str()), ("Figs", "Hamburg"));
    let missing = site
        .db
        .read_blocking(move |c| site::models::quotes::proforma::proforma_of(c, id, 2, site::locale::Lang::En, None));
    assert_eq!(missing.unwrap_err().status(), StatusCode::NOT_FOUND);

    // a proforma keeps the bank details it was sent with: a later change (a thief's too) reaches
    // only the revisions sent after it
    let swapped = json!({"beneficiary": "Golbahar Export Ltd.", "bankName": "Afghanistan International Bank",
                         "account": "6666 6666 6666"});
    assert_eq!(site.put("/api/content/bank", swapped).await.status, StatusCode::OK);
    site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 4.5)], &day(&site, 10))).await;
    let account = |rev: i64| {
        let doc = site
            .db
            .read_blocking(move |c| {
                site::models::quotes::proforma::proforma_of(c, id, rev, site::locale::Lang::En, None)
            })
            .unwrap();
        doc.bank.unwrap().account
    };
    assert_eq!((account(1).as_str(), account(2).as_str()), ("0100 2345 6789", "6666 6666 6666"));
}

// The words and dates a buyer reads in the quote mail, on the proforma and on the quote page are
// the same: the lead time's name, the validity's date, the unit of each line.

/// What `pdftotext` reads from `pdf`, without the bidi marks it writes around runs.
pub(crate) fn pdf_text(pdf: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("proforma.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = std::process::Command::new("pdftotext")
        .args(["-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .expect("pdftotext runs (Debian's poppler-utils)");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().chars().filter(|c| !matches!(c, '\u{202A}'..='\u{202E}')).collect()
}

/// Letters and digits only: pdftotext moves a colon or a space next to a number in a right-to-left
/// line, the words and their order stay.
fn squash(text: &str) -> String {
    text.chars().filter(|c| c.is_alphanumeric()).collect()
}

/// In each language the quote mail and its proforma name the lead time with one word (Persian:
/// زمان آماده‌سازی, as the quote page and the dashboard do), write the validity as one date (the
/// proforma's long date, never `2026-12-18`), and count a box product in one unit word (جعبه, the
/// fixture's); the company's notice of the request writes the wanted-by day the same way.
#[tokio::test]
async fn the_quote_mail_and_its_proforma_say_the_same_words_and_dates() {
    let site = quote_site().await;
    let fixture: Value = serde_json::from_str(include_str!("../../fixtures/units.json")).unwrap();
    let created = site
        .post(
            "/api/products",
            json!({"name": "Figs", "nameFa": "انجیر", "unit": "box", "price": 30, "initialStock": 100,
                   "facts": {"minOrder": 1, "packaging": [{"en": "5 kg box", "fa": "جعبهٔ ۵ کیلوگرمی"}]}}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    let figs = created.body["id"].as_i64().unwrap();
    let (valid, wanted) = (day(&site, 20), day(&site, 40));
    for (lang, lead, days, quantity, valid_label) in [
        ("en", "Lead time", "21 days", "12 boxes".to_owned(), "Valid until:"),
        (
            "fa",
            "زمان آماده‌سازی",
            "۲۱ روز",
            format!("۱۲ {}", fixture["fa"]["counted"]["box"].as_str().unwrap()),
            "معتبر تا:",
        ),
    ] {
        let mut body = inquiry(json!([{"productId": figs, "quantity": 12, "packaging": "5 kg box"}]), lang);
        body["wantedBy"] = json!(wanted);
        let (id, _, _) = ask(&site, body).await;
        let notice = outbox(&site, "quote-request").pop().unwrap().4;
        for words in [
            format!("Wanted by:    {}", long_day(&wanted, "en")),
            format!("تاریخ موردنیاز: {}", long_day(&wanted, "fa")),
        ] {
            assert!(notice.contains(&words), "{words} missing from {notice}");
        }
        // the company's notice counts the line in each part's words
        let (en_part, fa_part) = notice.split_once("\n----\n").unwrap();
        assert!(en_part.contains("- Figs / انجیر (5 kg box): 12 boxes"), "{en_part}");
        assert!(fa_part.contains("- Figs / انجیر (جعبهٔ ۵ کیلوگرمی): ۱۲ جعبه"), "{fa_part}");
        let ids = line_ids(&site.get(&format!("/api/quotes/{id}")).await.body);
        let sent = site.post(&format!("/api/quotes/{id}/revisions"), revision(&[(ids[0], 30.0)], &valid)).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{:?}", sent.body);
        let (mail_id, _, _, _, mail) = outbox(&site, "quote").pop().unwrap();
        let pdf = pdf_text(&attachments(&site, mail_id)[0].2);
        let until = long_day(&valid, lang);
        assert!(!mail.contains(&valid), "{lang}: the mail writes {valid} as the proforma does not:\n{mail}");
        assert!(mail.lines().any(|l| l.starts_with(valid_label) && l.contains(&until)), "{lang}: {until} in:\n{mail}");
        assert!(squash(&pdf).contains(&squash(&until)), "{lang}: {until} not in the proforma:\n{pdf}");
        for words in [lead, days, quantity.as_str()] {
            assert!(mail.contains(words), "{lang}: {words:?} missing from the mail:\n{mail}");
            assert!(squash(&pdf).contains(&squash(words)), "{lang}: {words:?} missing from the proforma:\n{pdf}");
        }
        if lang == "fa" {
            for other in ["زمان تحویل", "کارتن"] {
                assert!(!mail.contains(other), "{other} in the mail:\n{mail}");
                assert!(!squash(&pdf).contains(&squash(other)), "{other} in the proforma:\n{pdf}");
            }
        }
    }
}

/// The demo's packaging texts name their containers as the unit table does: a box is جعبه (what
/// a box product is counted in), a bag بوجی, and a carton کارتن, a word of its own; so a line
/// reads «۴۰ جعبه (جعبهٔ ۵ کیلوگرمی)», not «۴۰ کارتن (جعبهٔ ...)».
#[tokio::test]
async fn the_demo_packaging_names_containers_with_the_unit_words() {
    use site::locale::{unit_one, Lang};
    let site = Site::signed_in().await;
    assert!(site::models::demo::seed(&site.db).unwrap());
    let products = site.get("/api/products").await.body;
    let (box_fa, bag_fa) = (unit_one("box", Lang::Fa).unwrap(), unit_one("bag", Lang::Fa).unwrap());
    assert_ne!(box_fa, "کارتن", "a box is not a carton");
    let mut checked = 0;
    for product in products.as_array().unwrap() {
        for option in product["facts"]["packaging"].as_array().into_iter().flatten() {
            let (en, fa) = (option["en"].as_str().unwrap().to_lowercase(), option["fa"].as_str().unwrap_or_default());
            for (word, persian) in [("box", box_fa), ("bag", bag_fa), ("carton", "کارتن")] {
                if en.split(|c: char| !c.is_alphanumeric()).any(|w| w == word) {
                    assert!(fa.contains(persian), "{en:?} is {fa:?}: a {word} is {persian} as the unit table says");
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 10, "{checked} packaging texts checked");
}
