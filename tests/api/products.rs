//! Products and their stock movements (imports, exports): what is refused, a product's life
//! cycle, the cached list, and concurrent exports.

use crate::common::{admin, data_url, png, Site, NO_BODY};
use poem::http::StatusCode;
use serde_json::{json, Value};

#[tokio::test]
async fn what_products_and_stock_movements_refuse() {
    let site = Site::signed_in().await;
    let id = site.product("Walnuts", 10).await;
    let create = "POST /api/products";
    site.check(&[
        admin("nothing filled", create, json!({}), 400, "Please fill required fields: Name, Price, Unit, Initial stock"),
        admin("price 0", create, json!({"name": "Almonds", "unit": "kg", "price": 0}), 400, "Please fill required fields: Price, Initial stock"),
        admin("blank name", create, json!({"name": "  ", "unit": "kg", "price": 3, "initialStock": 5}), 400, "Please fill required fields: Name"),
        admin("imported, no import", create, json!({"name": "Figs", "unit": "box", "price": 3, "source": "imported"}), 400, "Please fill required fields: Initial import quantity, Import date"),
        admin("import date not a date", create, json!({"name": "Figs", "unit": "box", "price": 3, "source": "imported", "initialImportQty": 5, "importDate": "soon"}), 400, "Import date must be a date (YYYY-MM-DD)"),
        admin("huge price", create, json!({"name": "Figs", "unit": "box", "price": 1e300, "initialStock": 5}), 400, "Price is too large"),
        admin("long name", create, json!({"name": "x".repeat(121), "unit": "box", "price": 1, "initialStock": 5}), 400, "Name is too long (at most 120 characters)"),
        admin("control character", create, json!({"name": "a\u{0007}b", "unit": "box", "price": 1, "initialStock": 5}), 400, "Name contains control characters"),
        admin("script link as image", create, json!({"name": "Figs", "unit": "kg", "price": 1, "initialStock": 5, "imageUrl": "javascript:alert(1)"}), 400, "Image must be an image data URL or an http(s) link"),
        admin("unknown unit", create, json!({"name": "A", "unit": "litre", "price": 1, "initialStock": 1}), 400, "Invalid request…"),
        admin("price as text", create, json!({"name": "A", "unit": "kg", "price": "1", "initialStock": 1}), 400, "Invalid request…"),
        admin("name as a number", create, json!({"name": 123, "unit": "kg", "price": 1, "initialStock": 1}), 400, "Invalid request: text expected, found 123"),
        admin("name as a boolean", create, json!({"name": true, "unit": "kg", "price": 1, "initialStock": 1}), 400, "Invalid request: text expected, found true"),
        admin("price below a cent", create, json!({"name": "A", "unit": "kg", "price": 1e-320, "initialStock": 1}), 400, "Price must be at least 0.01"),
        admin("price of a tenth of a cent", create, json!({"name": "A", "unit": "kg", "price": 0.001, "initialStock": 1}), 400, "Price must be at least 0.01"),
        admin("price below a cent on edit", &format!("PATCH /api/products/{id}"), json!({"price": 0.009}), 400, "Price must be at least 0.01"),
        admin("destination as a number", &format!("POST /api/products/{id}/exports"), json!({"quantity": 1, "destination": 7}), 400, "Invalid request: text expected, found 7"),
        admin("not JSON", create, NO_BODY, 400, "").raw_body(b"{not json"),
        admin("export without destination", &format!("POST /api/products/{id}/exports"), json!({"quantity": 1, "destination": " "}), 400, "Please fill required fields: Destination"),
        admin("export above stock", &format!("POST /api/products/{id}/exports"), json!({"quantity": 11, "destination": "Paris"}), 409, "Export quantity exceeds available stock"),
        admin("import of 0", &format!("POST /api/products/{id}/imports"), json!({"quantity": 0}), 400, "Quantity must be at least 1"),
        admin("negative base stock", &format!("PATCH /api/products/{id}"), json!({"baseStock": -1}), 400, "Base stock must be between 0 and 1000000000"),
        admin("blank name on edit", &format!("PATCH /api/products/{id}"), json!({"name": " "}), 400, "Please fill required fields: Name"),
        admin("unknown product", "PATCH /api/products/424242", json!({"name": "x"}), 404, "Product not found"),
        admin("unknown product", "DELETE /api/products/424242", NO_BODY, 404, "Product not found"),
        admin("import to unknown product", "POST /api/products/424242/imports", json!({"quantity": 1}), 404, "Product not found"),
    ])
    .await;
    let list = site.get("/api/products").await.body;
    assert_eq!(list.as_array().unwrap().len(), 1, "nothing was created");
    assert_eq!((list[0]["name"].clone(), list[0]["available"].clone()), (json!("Walnuts"), json!(10)), "nor changed");
}

#[tokio::test]
async fn product_life_cycle_with_stock_movements() {
    let site = Site::signed_in().await;
    let created = site
        .post(
            "/api/products",
            json!({"name": "Pine nuts", "unit": "bag", "price": 48, "currency": "USD", "source": "imported",
                   "initialImportQty": 300, "importDate": "2026-03-01", "imageUrl": data_url("image/png", &png(40, 30)), "recent": true}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    let p = &created.body;
    assert_eq!((p["available"].as_i64(), p["baseStock"].as_i64()), (Some(300), Some(0)));
    assert_eq!(p["imports"], json!([{"id": p["imports"][0]["id"], "quantity": 300, "date": "2026-03-01"}]));
    let id = p["id"].as_i64().unwrap();
    let image = p["imageUrl"].as_str().unwrap();
    assert!(image.starts_with("/media/") && image.ends_with(".png"), "{image}");

    let imported =
        site.post(&format!("/api/products/{id}/imports"), json!({"quantity": 50, "date": "2026-04-02"})).await;
    assert_eq!(imported.body["available"], json!(350));
    let too_many =
        site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 351, "destination": "Paris"})).await;
    assert_eq!((too_many.status, too_many.error()), (StatusCode::CONFLICT, "Export quantity exceeds available stock"));
    let exported =
        site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 100, "destination": "Paris"})).await;
    assert_eq!(exported.body["available"], json!(250));
    assert_eq!(exported.body["exports"][0]["destination"], json!("Paris"));

    // the edit panel: entered available 400 -> baseStock = 400 - 350 + 100 = 150
    let edited =
        site.patch(&format!("/api/products/{id}"), json!({"name": "Chilgoza", "price": 50.5, "baseStock": 150})).await;
    assert_eq!(edited.status, StatusCode::OK, "{:?}", edited.body);
    assert_eq!((edited.body["available"].as_i64(), edited.body["price"].as_f64()), (Some(400), Some(50.5)));
    assert_eq!(edited.body["imageUrl"].as_str(), Some(image), "image kept when not sent");
    let removed = site.patch(&format!("/api/products/{id}"), json!({"imageUrl": null})).await;
    assert_eq!(removed.body["imageUrl"], Value::Null);
    assert_eq!(site.get(image).await.status, StatusCode::NOT_FOUND, "unreferenced media is removed");

    assert_eq!(site.delete(&format!("/api/products/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(site.delete(&format!("/api/products/{id}")).await.status, StatusCode::NOT_FOUND);
    assert_eq!(site.patch(&format!("/api/products/{id}"), json!({"name": "x"})).await.error(), "Product not found");
    assert_eq!(site.get("/api/products").await.body, json!([]));
}

#[tokio::test]
async fn the_product_list_is_fresh_after_every_change() {
    let site = Site::signed_in().await;
    let id = site.product("Walnuts", 10).await;
    assert_eq!(site.get("/api/products").await.body[0]["available"], json!(10));
    site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 4, "destination": "Dubai"})).await;
    assert_eq!(site.get("/api/products").await.body[0]["available"], json!(6), "cached list dropped on write");
}

/// Many exports at once from one product: exactly as many succeed as the stock allows.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn concurrent_exports_never_oversell() {
    let site = std::sync::Arc::new(Site::signed_in().await);
    let id = site.product("Apricots", 37).await;
    let mut tasks = Vec::new();
    for _ in 0..60 {
        let site = site.clone();
        tasks.push(tokio::spawn(async move {
            site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 1, "destination": "London"}))
                .await
                .status
        }));
    }
    let mut ok = 0;
    for t in tasks {
        match t.await.unwrap() {
            StatusCode::OK => ok += 1,
            StatusCode::CONFLICT => {}
            other => panic!("unexpected {other}"),
        }
    }
    assert_eq!(ok, 37);
    let product = site.get("/api/products").await;
    assert_eq!(product.body[0]["available"], json!(0));
}

/// A product's texts beside its name: a Persian name and a description in each language, each
/// optional, sent back as they were saved (without the spaces around them), changed one at a
/// time and cleared with an empty text; `name` stays what it was. Bad texts are refused with the
/// field named, and change nothing.
#[tokio::test]
async fn a_product_has_its_texts_in_both_languages() {
    let site = Site::signed_in().await;
    let created = site
        .post(
            "/api/products",
            json!({"name": "Green raisins", "nameFa": " کشمش سبز ", "description": "Shade-dried.\nNo sulphur.",
                   "descriptionFa": "در سایه خشک‌شده.", "unit": "kg", "price": 4.5, "initialStock": 100}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    let id = created.body["id"].as_i64().unwrap();
    let texts = |p: &Value| {
        ["name", "nameFa", "description", "descriptionFa"].map(|k| p[k].as_str().unwrap_or("(absent)").to_owned())
    };
    assert_eq!(texts(&created.body), ["Green raisins", "کشمش سبز", "Shade-dried.\nNo sulphur.", "در سایه خشک‌شده."]);
    assert_eq!(texts(&site.get("/api/products").await.body[0]), texts(&created.body), "listed as saved");

    let plain =
        site.post("/api/products", json!({"name": "Saffron", "unit": "box", "price": 95, "initialStock": 3})).await;
    assert_eq!(texts(&plain.body), ["Saffron", "", "", ""], "every text but the name may be left out");

    let changed =
        site.patch(&format!("/api/products/{id}"), json!({"descriptionFa": "", "nameFa": "کشمش سبز دراز"})).await;
    assert_eq!(changed.status, StatusCode::OK, "{:?}", changed.body);
    assert_eq!(texts(&changed.body), ["Green raisins", "کشمش سبز دراز", "Shade-dried.\nNo sulphur.", ""]);
    let price_only = site.patch(&format!("/api/products/{id}"), json!({"price": 5})).await;
    assert_eq!(texts(&price_only.body), texts(&changed.body), "absent texts stay");

    let create = "POST /api/products";
    let edit = format!("PATCH /api/products/{id}");
    let new = |field: &str, value: Value| {
        let mut body = json!({"name": "Figs", "unit": "kg", "price": 1, "initialStock": 1});
        body[field] = value;
        body
    };
    site.check(&[
        admin(
            "long Persian name",
            create,
            new("nameFa", json!("ب".repeat(121))),
            400,
            "Persian name is too long (at most 120 characters)",
        ),
        admin(
            "long description",
            create,
            new("description", json!("x".repeat(2001))),
            400,
            "Description is too long (at most 2000 characters)",
        ),
        admin(
            "long Persian description",
            &edit,
            json!({"descriptionFa": "پ".repeat(2001)}),
            400,
            "Persian description is too long (at most 2000 characters)",
        ),
        admin(
            "Persian name on two lines",
            &edit,
            json!({"nameFa": "کشمش\nسبز"}),
            400,
            "Persian name contains control characters",
        ),
        admin(
            "control character in a description",
            create,
            new("description", json!("a\u{0007}b")),
            400,
            "Description contains control characters",
        ),
        admin(
            "description as a number",
            create,
            new("description", json!(5)),
            400,
            "Invalid request: text expected, found 5",
        ),
    ])
    .await;
    let refused = site.patch(&format!("/api/products/{id}"), json!({"nameFa": "ب".repeat(121)})).await;
    assert_eq!(
        (refused.body["code"].as_str(), refused.body["field"].as_str()),
        (Some("invalid_field"), Some("nameFa"))
    );
    let list = site.get("/api/products").await.body;
    assert_eq!(list.as_array().unwrap().len(), 2, "nothing was created");
    assert_eq!(texts(&list[1]), texts(&changed.body), "nor changed");
}
