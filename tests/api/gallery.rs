//! A product's photo gallery: the order kept, `imageUrl` its first photo, each stored photo served
//! in smaller widths (right type and size, cached like the original), removal freeing the files
//! nothing else uses, and an upgraded database's images given their widths.

use crate::common::{self, admin, data_url, png, Site};
use poem::http::StatusCode;
use serde_json::{json, Value};

fn photo(seed: u32) -> Vec<u8> {
    common::photo(seed, 1600, 1200)
}

fn urls(product: &Value) -> Vec<String> {
    product["images"].as_array().unwrap().iter().map(|p| p["url"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn a_gallery_keeps_its_order_and_serves_each_photo_in_smaller_widths() {
    let site = Site::signed_in().await;
    let link = "https://example.com/walnuts.jpg";
    let created = site
        .post(
            "/api/products",
            json!({"name": "Walnuts", "unit": "kg", "price": 9, "initialStock": 50, "images": [
                {"url": data_url("image/jpeg", &photo(1))},
                {"url": data_url("image/png", &png(300, 200))},
                {"url": link},
            ]}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    let p = &created.body;
    let list = urls(p);
    assert_eq!(list.len(), 3);
    assert_eq!(p["imageUrl"].as_str(), Some(list[0].as_str()), "the first photo is the card's");
    assert!(list[0].ends_with(".jpg") && list[1].ends_with(".png") && list[2] == link, "{list:?}");
    let first = &p["images"][0];
    assert_eq!((first["width"].as_u64(), first["height"].as_u64()), (Some(1600), Some(1200)));
    let widths: Vec<u64> = first["widths"].as_array().unwrap().iter().map(|w| w["width"].as_u64().unwrap()).collect();
    assert_eq!(widths, [400, 800, 1200], "{first}");
    assert_eq!(p["images"][1]["widths"], json!([]), "a 300-px photo has no smaller width");
    assert_eq!((p["images"][2]["width"].clone(), p["images"][2]["widths"].clone()), (Value::Null, json!([])));

    let original = site.get(&list[0]).await;
    let mut last = original.bytes.len();
    for w in first["widths"].as_array().unwrap().iter().rev() {
        let url = w["url"].as_str().unwrap();
        assert!(url.starts_with(&list[0][..list[0].len() - 4]), "{url} is named after its photo");
        let got = site.get(url).await;
        assert_eq!(got.status, StatusCode::OK, "{url}");
        assert_eq!(got.headers["content-type"], "image/jpeg");
        assert_eq!(got.headers["cache-control"], original.headers["cache-control"]);
        assert_eq!(got.headers["cache-control"], "public, max-age=31536000, immutable");
        let decoded = image::load_from_memory(&got.bytes).unwrap();
        assert_eq!(
            (decoded.width(), decoded.height()),
            (w["width"].as_u64().unwrap() as u32, w["width"].as_u64().unwrap() as u32 * 3 / 4)
        );
        assert!(got.bytes.len() < last, "{url}: {} bytes, not fewer than the wider {last}", got.bytes.len());
        last = got.bytes.len();
    }
    assert_eq!(site.get("/api/products").await.body[0]["images"], p["images"], "the list says the same");

    // reordered: the PNG first, the JPEG second, the link gone
    let id = p["id"].as_i64().unwrap();
    let moved =
        site.patch(&format!("/api/products/{id}"), json!({"images": [{"url": list[1]}, {"url": list[0]}]})).await;
    assert_eq!(moved.status, StatusCode::OK, "{:?}", moved.body);
    assert_eq!(urls(&moved.body), [list[1].clone(), list[0].clone()]);
    assert_eq!(moved.body["imageUrl"].as_str(), Some(list[1].as_str()));
    assert_eq!(moved.body["images"][1], *first, "the photo keeps its widths when it moves");

    // `imageUrl` alone replaces the first photo and leaves the rest
    let replaced =
        site.patch(&format!("/api/products/{id}"), json!({"imageUrl": data_url("image/png", &png(64, 48))})).await;
    assert_eq!(urls(&replaced.body)[1], list[0]);
    assert_eq!(site.get(&list[1]).await.status, StatusCode::NOT_FOUND, "the replaced photo is removed");
    // `imageUrl: null` removes the first; the next takes its place
    let removed = site.patch(&format!("/api/products/{id}"), json!({"imageUrl": null})).await;
    assert_eq!(urls(&removed.body), [list[0].clone()]);
    assert_eq!(removed.body["imageUrl"].as_str(), Some(list[0].as_str()));
}

#[tokio::test]
async fn removing_a_photo_frees_its_files_unless_something_else_uses_them() {
    let site = Site::signed_in().await;
    let made = |images: Value| {
        site.post(
            "/api/products",
            json!({"name": "Figs", "unit": "box", "price": 3, "initialStock": 5, "images": images}),
        )
    };
    let a = made(json!([{"url": data_url("image/jpeg", &photo(2))}, {"url": data_url("image/jpeg", &photo(3))}])).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let [first, second] = [0, 1].map(|i| a.body["images"][i].clone());
    let widths = |p: &Value| {
        p["widths"].as_array().unwrap().iter().map(|w| w["url"].as_str().unwrap().to_owned()).collect::<Vec<_>>()
    };
    // another product uses the second photo too
    let b = made(json!([{"url": second["url"]}])).await;
    assert_eq!(b.body["images"][0], second, "an existing /media path keeps its widths");

    let id = a.body["id"].as_i64().unwrap();
    let emptied = site.patch(&format!("/api/products/{id}"), json!({"images": []})).await;
    assert_eq!((emptied.body["images"].clone(), emptied.body.get("imageUrl")), (json!([]), None));
    for url in std::iter::once(first["url"].as_str().unwrap().to_owned()).chain(widths(&first)) {
        assert_eq!(site.get(&url).await.status, StatusCode::NOT_FOUND, "{url} is freed");
    }
    for url in std::iter::once(second["url"].as_str().unwrap().to_owned()).chain(widths(&second)) {
        assert_eq!(site.get(&url).await.status, StatusCode::OK, "{url} is still used by the other product");
    }
    let left: i64 =
        site.db.read_blocking(|c| Ok(c.query_row("SELECT count(*) FROM image_widths", [], |r| r.get(0))?)).unwrap();
    assert_eq!(left as usize, widths(&second).len(), "only the used photo's widths remain");
}

#[tokio::test]
async fn what_a_gallery_refuses() {
    let site = Site::signed_in().await;
    let id = site.product("Almonds", 10).await;
    let patch = format!("PATCH /api/products/{id}");
    let nine: Vec<Value> = (0..9).map(|i| json!({"url": format!("https://example.com/{i}.jpg")})).collect();
    site.check(&[
        admin("nine photos", &patch, json!({"images": nine}), 400, "A product has at most 8 photos"),
        admin(
            "a script link",
            &patch,
            json!({"images": [{"url": "javascript:alert(1)"}]}),
            400,
            "Photo must be an image data URL or an http(s) link",
        ),
        admin(
            "a text file",
            &patch,
            json!({"images": [{"url": data_url("image/png", b"not an image")}]}),
            400,
            "Photo must be a JPEG, PNG, WebP or GIF image",
        ),
        admin(
            "an unknown stored file",
            &patch,
            json!({"images": [{"url": "/media/0123456789abcdef0123456789abcdef.jpg"}]}),
            400,
            "Photo refers to an unknown file",
        ),
        admin("a photo without its url", &patch, json!({"images": [{}]}), 400, "Please choose an image"),
    ])
    .await;
    assert_eq!(site.get("/api/products").await.body[0]["images"], json!([]), "nothing changed");
    assert_eq!(site.get("/media/0123456789abcdef0123456789abcdef-400.jpg").await.status, StatusCode::NOT_FOUND);
    assert_eq!(site.get("/media/0123456789abcdef0123456789abcdef-40000.jpg").await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn an_upgraded_databases_photos_get_their_widths() {
    let site = Site::signed_in().await;
    let created = site.post("/api/products", json!({"name": "Saffron", "unit": "kg", "price": 900, "initialStock": 2, "imageUrl": data_url("image/jpeg", &photo(4))})).await;
    let made = created.body["images"][0].clone();
    assert_eq!(made["widths"].as_array().unwrap().len(), 3);
    // as a database from before galleries: no sizes, no widths
    site.db.write_blocking(|tx| Ok(tx.execute_batch("DELETE FROM image_sizes; DELETE FROM image_widths;")?)).unwrap();
    site.state.products_changed();
    let before = site.get("/api/products").await;
    assert_eq!(before.status, StatusCode::OK);
    assert_eq!(before.body[0]["images"][0], json!({"url": made["url"], "widths": []}), "served as it is meanwhile");
    assert_eq!(site.get("/products").await.status, StatusCode::OK);

    assert_eq!(site::models::gallery::fill_sizes(&site.db), 1);
    assert_eq!(site::models::gallery::fill_sizes(&site.db), 0, "done once");
    site.state.products_changed();
    assert_eq!(site.get("/api/products").await.body[0]["images"][0], made, "the same widths as on upload");
}

/// A new product in one step (issue 42, item 5): its facts and gallery come with it, or nothing
/// does — a bad photo refuses the whole product, naming the photo at fault.
#[tokio::test]
async fn a_new_product_comes_with_its_facts_and_gallery_or_not_at_all() {
    let site = Site::signed_in().await;
    let new = |second: String| {
        json!({"name": "Saffron", "unit": "kg", "price": 900, "initialStock": 2,
               "facts": {"origin": "herat", "cropYear": 2026, "packaging": [{"en": "1 g tin", "fa": "قوطی ۱ گرمی"}]},
               "images": [{"url": data_url("image/jpeg", &common::photo(1, 900, 600))}, {"url": second}]})
    };
    let refused = site.post("/api/products", new(data_url("image/png", b"not an image"))).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    assert_eq!(refused.error(), "Photo 2 must be a JPEG, PNG, WebP or GIF image");
    assert_eq!(refused.body["code"], "invalid_image");
    assert_eq!(site.get("/api/products").await.body, json!([]), "no product");
    let media: i64 =
        site.db.read_blocking(|c| Ok(c.query_row("SELECT count(*) FROM media", [], |r| r.get(0))?)).unwrap();
    assert_eq!(media, 0, "and not its first photo either");

    let created = site.post("/api/products", new(data_url("image/jpeg", &common::photo(2, 600, 900)))).await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    assert_eq!(created.body["images"].as_array().unwrap().len(), 2);
    assert_eq!(created.body["imageUrl"], created.body["images"][0]["url"]);
    assert_eq!(created.body["facts"]["origin"], "herat");
    assert_eq!(created.body["facts"]["packaging"][0]["fa"], "قوطی ۱ گرمی");
}
