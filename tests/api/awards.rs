//! Awards and the images every resource stores: what the slideshow, the awards and the site
//! content refuse, images checked by their bytes, the pixel budget, media served safely.

use crate::common::{admin, data_url, png, Site, NO_BODY};
use poem::http::{Method, StatusCode};
use serde_json::json;

/// What the slideshow, the awards and the site content refuse: images are checked by their bytes
/// (an SVG, markup behind an image's first bytes, text), the profile must be a real PDF.
#[tokio::test]
async fn what_slides_awards_and_content_refuse() {
    let site = Site::signed_in().await;
    let fresh_content = site.get("/api/content").await.body;
    let award = |mime: &str, bytes: &[u8]| json!({"imageUrl": data_url(mime, bytes), "title": "T"});
    let svg = b"<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>";
    let profile = json!({"name": "profile.pdf", "data": data_url("application/pdf", &png(4, 4))});
    site.check(&[
        admin("slide without image", "POST /api/hero/slides", json!({"url": ""}), 400, "Please choose an image"),
        admin("unknown slide", "DELETE /api/hero/slides/424242", NO_BODY, 404, "Slide not found"),
        admin("award without image", "POST /api/awards", json!({"title": "No picture"}), 400, "Please choose an image"),
        admin("SVG award", "POST /api/awards", award("image/svg+xml", svg), 400, ""),
        admin(
            "HTML behind a PNG signature",
            "POST /api/awards",
            award("image/png", b"\x89PNG\r\n\x1a\n<html><script>alert(1)</script></html>"),
            400,
            "",
        ),
        admin(
            "script behind a GIF signature",
            "POST /api/awards",
            award("image/gif", b"GIF89a/*<script>alert(1)</script>*/"),
            400,
            "",
        ),
        admin("text as PNG", "POST /api/awards", award("image/png", b"just text"), 400, ""),
        admin("unknown award", "DELETE /api/awards/424242", NO_BODY, 404, "Award not found"),
        admin(
            "bad e-mail",
            "PUT /api/content",
            json!({"contactEmail": "nope"}),
            400,
            "Please enter a valid e-mail address",
        ),
        admin(
            "script link",
            "PUT /api/content",
            json!({"instagramUrl": "javascript:alert(1)"}),
            400,
            "Instagram must be an http(s) address",
        ),
        admin(
            "a PNG as the profile",
            "PUT /api/content/profile",
            profile,
            400,
            "The company profile must be a PDF file",
        ),
    ])
    .await;
    assert_eq!(site.get("/api/hero").await.body["slides"], json!([]));
    assert_eq!(site.get("/api/awards").await.body, json!([]));
    assert_eq!(site.get("/api/content").await.body, fresh_content, "nothing was saved");
}

#[tokio::test]
async fn images_are_checked_by_their_bytes_and_served_safely() {
    let site = Site::signed_in().await;
    // a PNG sent as "image/jpeg" is stored as what it is
    let award = site.post("/api/awards", json!({"imageUrl": data_url("image/jpeg", &png(20, 20)), "title": "Export Excellence", "description": "2022"})).await;
    assert_eq!(award.status, StatusCode::CREATED);
    let url = award.body["imageUrl"].as_str().unwrap().to_owned();
    assert!(url.ends_with(".png"));
    let again = site.post("/api/awards", json!({"imageUrl": data_url("image/png", &png(20, 20))})).await;
    assert_eq!(again.body["imageUrl"].as_str(), Some(url.as_str()), "stored once by content hash");

    let media = site.get(&url).await;
    assert_eq!(media.status, StatusCode::OK);
    assert_eq!(media.headers["content-type"], "image/png");
    assert_eq!(media.headers["x-content-type-options"], "nosniff");
    assert!(media.headers["cache-control"].to_str().unwrap().contains("immutable"));
    assert_eq!(media.bytes, png(20, 20));
    let etag = media.headers["etag"].to_str().unwrap().to_owned();
    let cached = site.send(Method::GET, &url, None, &[("if-none-match", &etag)]).await;
    assert_eq!(cached.status, StatusCode::NOT_MODIFIED);
    assert_eq!(site.get("/media/../../etc/passwd").await.status, StatusCode::NOT_FOUND);
    assert_eq!(site.get("/media/00000000000000000000000000000000.png").await.status, StatusCode::NOT_FOUND);

    let id = award.body["id"].as_i64().unwrap();
    assert_eq!(site.delete(&format!("/api/awards/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(site.get("/api/awards").await.body.as_array().unwrap().len(), 1);
    assert_eq!(site.get(&url).await.status, StatusCode::OK, "still used by the other award");
}

/// An image over the pixel budget is refused from its header; a large one is stored scaled down
/// to the 1 600 px the pages use.
#[tokio::test]
async fn images_over_the_pixel_budget_are_refused_and_large_ones_scaled_down() {
    let site = Site::signed_in().await;
    let gray = |w: u32, h: u32| {
        let mut out = std::io::Cursor::new(Vec::new());
        image::GrayImage::new(w, h).write_to(&mut out, image::ImageFormat::Png).unwrap();
        out.into_inner()
    };
    let bomb =
        site.post("/api/awards", json!({"imageUrl": data_url("image/png", &gray(5000, 4000)), "title": "big"})).await;
    assert_eq!(
        (bomb.status, bomb.error()),
        (StatusCode::BAD_REQUEST, "The image has too many pixels (at most 16 megapixels)")
    );
    let large =
        site.post("/api/awards", json!({"imageUrl": data_url("image/png", &png(2400, 1200)), "title": "wide"})).await;
    assert_eq!(large.status, StatusCode::CREATED, "{:?}", large.body);
    let stored = site.get(large.body["imageUrl"].as_str().unwrap()).await;
    assert_eq!(stored.headers["content-type"], "image/jpeg", "an opaque image is stored as JPEG");
    let decoded = image::load_from_memory(&stored.bytes).unwrap();
    assert_eq!((decoded.width(), decoded.height()), (1600, 800));
    let small =
        site.post("/api/awards", json!({"imageUrl": data_url("image/png", &png(1600, 900)), "title": "fits"})).await;
    let kept = site.get(small.body["imageUrl"].as_str().unwrap()).await;
    assert_eq!(kept.bytes, png(1600, 900), "an image that fits is stored as sent");
}

/// An award's title and description in English and Persian: added together, changed one at a
/// time (absent texts stay, an empty one is cleared), refused when too long or unknown.
#[tokio::test]
async fn an_award_has_its_texts_in_both_languages() {
    let site = Site::signed_in().await;
    let added = site
        .post(
            "/api/awards",
            json!({"imageUrl": data_url("image/png", &png(8, 8)), "title": "Export Excellence 2022",
                   "titleFa": "جایزهٔ صادرات برتر ۲۰۲۲", "description": "For steady quality."}),
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{:?}", added.body);
    let id = added.body["id"].as_i64().unwrap();
    let texts = |a: &serde_json::Value| ["title", "titleFa", "description", "descriptionFa"].map(|k| a[k].clone());
    assert_eq!(
        texts(&added.body),
        [json!("Export Excellence 2022"), json!("جایزهٔ صادرات برتر ۲۰۲۲"), json!("For steady quality."), json!("")]
    );
    let changed =
        site.patch(&format!("/api/awards/{id}"), json!({"descriptionFa": " برای کیفیت یکسان. ", "titleFa": ""})).await;
    assert_eq!(changed.status, StatusCode::OK, "{:?}", changed.body);
    assert_eq!(
        texts(&changed.body),
        [json!("Export Excellence 2022"), json!(""), json!("For steady quality."), json!("برای کیفیت یکسان.")]
    );
    assert_eq!(texts(&site.get("/api/awards").await.body[0]), texts(&changed.body), "listed as saved");
    site.check(&[
        admin(
            "long Persian title",
            &format!("PATCH /api/awards/{id}"),
            json!({"titleFa": "ج".repeat(201)}),
            400,
            "Persian title is too long (at most 200 characters)",
        ),
        admin("unknown award", "PATCH /api/awards/424242", json!({"titleFa": "x"}), 404, "Award not found"),
        crate::common::visitor(
            "not signed in",
            &format!("PATCH /api/awards/{id}"),
            json!({"titleFa": "x"}),
            401,
            "Please sign in",
        ),
    ])
    .await;
    assert_eq!(texts(&site.get("/api/awards").await.body[0]), texts(&changed.body), "nothing changed");
}
