//! The home page's slideshow and texts (`/api/hero`).

use crate::common::{data_url, png, Site};
use poem::http::StatusCode;
use serde_json::json;

#[tokio::test]
async fn slides_and_hero_texts() {
    let site = Site::signed_in().await;
    assert_eq!(site.get("/api/hero").await.body, json!({"slides": [], "texts": {}}));
    let first = site.post("/api/hero/slides", json!({"url": data_url("image/png", &png(64, 36))})).await;
    assert_eq!(first.status, StatusCode::CREATED);
    let link = site.post("/api/hero/slides", json!({"url": "https://images.example.com/orchard.jpg"})).await;
    assert_eq!(link.body["url"], json!("https://images.example.com/orchard.jpg"), "links are stored, never fetched");

    let texts = json!({"en": {"title": "Premium Afghan Dried Fruits", "lead": "From our orchards", "values": "Quality", "services": "Export"},
                       "fa": {"title": "میوهٔ خشک ممتاز افغانستان", "lead": "از باغ‌های ما", "values": "کیفیت", "services": "صادرات"}});
    let saved = site
        .put("/api/hero", json!({"slides": [{"id": link.body["id"], "url": link.body["url"]}, {"url": first.body["url"]}], "texts": texts}))
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    assert_eq!(saved.body["texts"], texts);
    assert_eq!(saved.body["slides"][0]["id"], link.body["id"], "kept by id, in the new order");
    assert_eq!(saved.body["slides"].as_array().unwrap().len(), 2);

    let id = saved.body["slides"][1]["id"].as_i64().unwrap();
    assert_eq!(site.delete(&format!("/api/hero/slides/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(site.get("/api/hero").await.body["slides"].as_array().unwrap().len(), 1);
}
