//! The site content (`/api/content`): the company's details with their defaults, and the
//! company profile (a PDF) with its file name.

use crate::common::{admin, data_url, pdf, Site};
use poem::http::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn content_and_the_company_profile() {
    let site = Site::signed_in().await;
    let fresh = site.get("/api/content").await;
    assert_eq!(fresh.body["contactEmail"], json!("export@golbahar.af"), "the default, until saved");
    let saved = site
        .put("/api/content", json!({"contactEmail": "info@golbahar.af", "contactAddress": "کابل، شهر نو", "whatsappUrl": "+93 700 123 456", "twitterUrl": "https://youtube.com/@golbahar"}))
        .await;
    assert_eq!(saved.status, StatusCode::OK);
    let content = site.get("/api/content").await.body;
    assert_eq!(content["contactAddress"], json!("کابل، شهر نو"));
    assert_eq!(content["twitterUrl"], json!("https://youtube.com/@golbahar"), "the YouTube channel");

    let uploaded = site
        .put("/api/content/profile", json!({"name": "شرکت گلبهار.pdf", "data": data_url("application/pdf", &pdf())}))
        .await;
    assert_eq!(uploaded.status, StatusCode::OK, "{:?}", uploaded.body);
    let url = uploaded.body["profileDocumentUrl"].as_str().unwrap().to_owned();
    let file = site.get(&url).await;
    assert_eq!(file.headers["content-type"], "application/pdf");
    let disposition = file.headers["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment;") && disposition.contains("filename*=UTF-8''"), "{disposition}");
    assert_eq!(file.bytes, pdf());

    assert_eq!(site.delete("/api/content/profile").await.status, StatusCode::NO_CONTENT);
    let after = site.get("/api/content").await;
    assert_eq!(
        (after.body["profileDocumentUrl"].clone(), after.body["contactEmail"].clone()),
        (Value::Null, json!("info@golbahar.af"))
    );
    assert_eq!(site.get(&url).await.status, StatusCode::NOT_FOUND);
}

/// A fresh site answers every company detail its pages show, in English and Persian: what the
/// API says and what the pages show are the same thing. A saved detail replaces its default; an
/// emptied one goes back to it.
#[tokio::test]
async fn company_details_have_defaults_and_are_edited_as_content() {
    let site = Site::signed_in().await;
    let fresh = site.get("/api/content").await.body;
    assert_eq!(
        fresh,
        json!({
            "contactEmail": "export@golbahar.af",
            "contactPhone": "+93 70 123 4567",
            "contactAddress": "Karte Se, Kabul, Afghanistan",
            "contactAddressFa": "کارته سه، کابل، افغانستان",
            "branches": "United Kingdom\nDubai\nIndia",
            "branchesFa": "بریتانیا\nدبی\nهند",
            "workingHours": "Saturday to Thursday, 9:00 AM – 6:00 PM\nFriday: closed",
            "workingHoursFa": "شنبه تا پنج‌شنبه، ۹ صبح تا ۶ عصر\nجمعه: تعطیل",
            "terms": {"incoterms": []},
            "officeHours": {"days": ["sat", "sun", "mon", "tue", "wed", "thu"], "opens": "09:00", "closes": "18:00", "replyHours": 4},
        })
    );
    let saved = site
        .put("/api/content", json!({"contactPhone": "+93 79 555 0101", "branchesFa": "دبی\nهند", "workingHours": ""}))
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    let content = site.get("/api/content").await.body;
    assert_eq!(content["contactPhone"], json!("+93 79 555 0101"));
    assert_eq!(content["branchesFa"], json!("دبی\nهند"));
    assert_eq!(content["branches"], fresh["branches"], "the English text is its own field");
    assert_eq!(content["workingHours"], fresh["workingHours"], "emptied: the default again");
    site.check(&[
        admin(
            "a phone that is not one",
            "PUT /api/content",
            json!({"contactPhone": "call us"}),
            400,
            "Phone must be a phone number…",
        ),
        admin(
            "a control character",
            "PUT /api/content",
            json!({"branches": "UK\u{7}"}),
            400,
            "Branches contains control characters",
        ),
        admin(
            "too long",
            "PUT /api/content",
            json!({"workingHoursFa": "ب".repeat(1001)}),
            400,
            "Working hours (Persian) is too long…",
        ),
    ])
    .await;
    assert_eq!(site.get("/api/content").await.body["contactPhone"], json!("+93 79 555 0101"), "nothing changed");
}

/// The profile's file name is shown and offered as the download's name: no direction tricks, and
/// it always ends in .pdf.
#[tokio::test]
async fn the_profile_file_name_has_no_direction_tricks_and_ends_in_pdf() {
    let site = Site::signed_in().await;
    let data = data_url("application/pdf", &pdf());
    let tricked = site.put("/api/content/profile", json!({"name": "sec-\u{202e}fdp.exe", "data": data})).await;
    assert_eq!(
        (tricked.status, tricked.error()),
        (StatusCode::BAD_REQUEST, "File name must not contain invisible or direction-control characters")
    );
    let plain = site.put("/api/content/profile", json!({"name": "Golbahar profile", "data": data})).await;
    assert_eq!(plain.body["profileDocumentName"], json!("Golbahar profile.pdf"));
    let kept = site.put("/api/content/profile", json!({"name": "پروفایل.PDF", "data": data})).await;
    assert_eq!(kept.body["profileDocumentName"], json!("پروفایل.PDF"));
    // Persian writes the zero-width non-joiner inside words; a zero-width space is still refused
    let persian = site.put("/api/content/profile", json!({"name": "معرفی\u{200c}نامه", "data": data})).await;
    assert_eq!(persian.body["profileDocumentName"], json!("معرفی\u{200c}نامه.pdf"));
    let hidden = site.put("/api/content/profile", json!({"name": "profile\u{200b}.pdf", "data": data})).await;
    assert_eq!(hidden.status, StatusCode::BAD_REQUEST);
}

/// A social link holds only what a URL may: a space, a quote, `<`, `>`, a backslash, `^`, a
/// brace, a bar, a backtick or a `%` without two hex digits is refused with nothing saved (the
/// contract's pattern refuses the same); letters beyond ASCII (a Persian path) and `%D8%A7` pass.
/// An image link of a product follows the same rule.
#[tokio::test]
async fn a_link_holds_only_what_a_url_may() {
    let site = Site::signed_in().await;
    let good = "https://fa.wikipedia.org/wiki/گلبهار?q=%D8%A7&x=1#top";
    assert_eq!(site.put("/api/content", json!({"instagramUrl": good})).await.status, StatusCode::OK);
    for bad in [
        "https://example.com/a b",
        "https://example.com/\"onmouseover=x",
        "https://example.com/<script>",
        "https://example.com/a\\b",
        "https://example.com/a^b",
        "https://example.com/{x}",
        "https://example.com/a|b",
        "https://example.com/`x`",
        "https://example.com/100%",
        "https://example.com/%zz",
        "https://example.com/\u{85}",
    ] {
        for field in ["instagramUrl", "facebookUrl", "twitterUrl", "linkedinUrl", "whatsappUrl"] {
            let answer = site
                .put(
                    "/api/content",
                    json!({ field: bad, "instagramUrl": if field == "instagramUrl" { bad } else { good } }),
                )
                .await;
            assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{field} = {bad:?}: {:?}", answer.body);
        }
        let image =
            site.post("/api/products", json!({"name": "Link test", "unit": "kg", "price": 2.0, "imageUrl": bad})).await;
        assert_eq!(image.status, StatusCode::BAD_REQUEST, "imageUrl = {bad:?}: {:?}", image.body);
    }
    assert_eq!(site.get("/api/content").await.body["instagramUrl"], json!(good), "nothing saved");
    let products = site.get("/api/products").await.body;
    assert!(!products.as_array().unwrap().iter().any(|p| p["name"] == json!("Link test")));
}
