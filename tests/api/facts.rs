//! The facts an importer decides on (per product) and the company's commercial terms: a round
//! trip through every call that carries them, every bad input refused with a clear message and
//! nothing changed, and the minimum order held on every order.

use crate::common::{admin, visitor, Site};
use poem::http::StatusCode;
use serde_json::{json, Value};

fn full_facts() -> Value {
    json!({
        "variety": "Kaghzi", "varietyFa": "کاغذی", "grade": "24/26 per ounce", "gradeFa": "۲۴/۲۶ در هر اونس",
        "origin": "samangan", "cropYear": 2025, "moisture": 5.5, "shelfLifeMonths": 12, "hsCode": "0802.12",
        "packaging": [{"en": "10 kg carton with PE liner", "fa": "کارتن ۱۰ کیلوگرمی"}, {"en": "25 kg PP bag"}],
        "minOrder": 250, "leadTimeDays": 14, "samples": true
    })
}

#[tokio::test]
async fn facts_go_through_create_list_and_change_and_leave_with_the_product() {
    let site = Site::signed_in().await;
    let plain = site.product("Walnuts", 10).await;
    let list = site.get("/api/products").await.body;
    assert_eq!(list[0]["facts"], json!({"packaging": []}), "a product without facts: none set");

    let created = site
        .post(
            "/api/products",
            json!({"name": "Almonds", "unit": "kg", "price": 9.8, "initialStock": 4000, "facts": full_facts()}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    assert_eq!(created.body["facts"], full_facts());
    let id = created.body["id"].as_i64().unwrap();
    let listed = site.get("/api/products").await.body;
    let listed = listed.as_array().unwrap().iter().find(|p| p["id"] == id).unwrap().clone();
    assert_eq!(listed["facts"], full_facts(), "the list answers the same facts");

    // PATCH: an absent fact stays, null or blank clears it, packaging is replaced as a whole
    let changed = site
        .patch(
            &format!("/api/products/{id}"),
            json!({"facts": {"moisture": 6, "gradeFa": null, "hsCode": " ", "packaging": [{"en": "5 kg box"}], "samples": false}}),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{:?}", changed.body);
    let mut expected = full_facts();
    let e = expected.as_object_mut().unwrap();
    e.insert("moisture".into(), json!(6.0));
    e.remove("gradeFa");
    e.remove("hsCode");
    e.insert("packaging".into(), json!([{"en": "5 kg box"}]));
    e.insert("samples".into(), json!(false));
    assert_eq!(changed.body["facts"], expected);
    let untouched = site.patch(&format!("/api/products/{id}"), json!({"price": 10})).await;
    assert_eq!(untouched.body["facts"], expected, "a change without facts leaves them");

    let other = site.get("/api/products").await.body;
    let other = other.as_array().unwrap().iter().find(|p| p["id"] == plain).unwrap().clone();
    assert_eq!(other["facts"], json!({"packaging": []}), "one product's facts are its own");

    // the audit log names each changed fact
    let log = site.get("/api/audit").await.body;
    let text = log.to_string();
    assert!(text.contains("facts.moisture"), "{text}");

    assert_eq!(site.delete(&format!("/api/products/{id}")).await.status, StatusCode::NO_CONTENT);
    let again = site.post("/api/products", json!({"name": "Figs", "unit": "box", "price": 2, "initialStock": 5})).await;
    assert_eq!(again.body["facts"], json!({"packaging": []}), "no facts left behind");
}

#[tokio::test]
async fn bad_facts_are_refused_with_a_clear_message_and_change_nothing() {
    let site = Site::signed_in().await;
    let created = site
        .post(
            "/api/products",
            json!({"name": "Almonds", "unit": "kg", "price": 9.8, "initialStock": 40, "facts": full_facts()}),
        )
        .await;
    let id = created.body["id"].as_i64().unwrap();
    let patch = format!("PATCH /api/products/{id}");
    let next_year = time::OffsetDateTime::now_utc().year() + 1;
    let facts = |f: Value| json!({"facts": f});
    let new = |f: Value| json!({"name": "Figs", "unit": "box", "price": 2, "initialStock": 5, "facts": f});
    let long = "x".repeat(121);
    let eleven: Vec<Value> = (0..11).map(|i| json!({"en": format!("box {i}")})).collect();
    site.check(&[
        admin(
            "minimum order 0",
            &patch,
            facts(json!({"minOrder": 0})),
            400,
            "Minimum order must be a whole number from 1 to 1000000000",
        ),
        admin(
            "minimum order negative",
            &patch,
            facts(json!({"minOrder": -5})),
            400,
            "Minimum order must be a whole number from 1 to 1000000000",
        ),
        admin(
            "minimum order a fraction",
            &patch,
            facts(json!({"minOrder": 2.5})),
            400,
            "Invalid request: a whole number expected, found 2.5",
        ),
        admin(
            "minimum order as text",
            &patch,
            facts(json!({"minOrder": "ten"})),
            400,
            "Invalid request: a whole number expected, found \"ten\"",
        ),
        admin(
            "moisture above 100",
            &patch,
            facts(json!({"moisture": 100.5})),
            400,
            "Moisture must be between 0 and 100 (%)",
        ),
        admin(
            "moisture below 0",
            &patch,
            facts(json!({"moisture": -1})),
            400,
            "Moisture must be between 0 and 100 (%)",
        ),
        admin(
            "crop year 1999",
            &patch,
            facts(json!({"cropYear": 1999})),
            400,
            "Crop year must be a year from 2000 to …",
        ),
        admin(
            "crop year 2101",
            &patch,
            facts(json!({"cropYear": 2101})),
            400,
            "Crop year must be a year from 2000 to …",
        ),
        admin("crop year as text", &patch, facts(json!({"cropYear": "2025"})), 400, "Invalid request…"),
        admin("HS code of 3 digits", &patch, facts(json!({"hsCode": "080"})), 400, "HS code must be 4 to 10 digits…"),
        admin(
            "HS code of 11 digits",
            &patch,
            facts(json!({"hsCode": "0802.12.10.001"})),
            400,
            "HS code must be 4 to 10 digits…",
        ),
        admin("HS code with letters", &patch, facts(json!({"hsCode": "08O2"})), 400, "HS code must be 4 to 10 digits…"),
        admin(
            "HS code ending in a dot",
            &patch,
            facts(json!({"hsCode": "0802."})),
            400,
            "HS code must be 4 to 10 digits…",
        ),
        admin("shelf life 0", &patch, facts(json!({"shelfLifeMonths": 0})), 400, "Shelf life must be 1 to 120 months"),
        admin(
            "lead time of a year and more",
            &patch,
            facts(json!({"leadTimeDays": 366})),
            400,
            "Lead time must be 0 to 365 days",
        ),
        admin(
            "long variety",
            &patch,
            facts(json!({"variety": long})),
            400,
            "Variety is too long (at most 120 characters)",
        ),
        admin(
            "long Persian grade",
            &patch,
            facts(json!({"gradeFa": long})),
            400,
            "Grade (Persian) is too long (at most 120 characters)",
        ),
        admin(
            "control character",
            &patch,
            facts(json!({"grade": "a\u{7}b"})),
            400,
            "Grade contains control characters",
        ),
        admin(
            "eleven packaging options",
            &patch,
            facts(json!({"packaging": eleven})),
            400,
            "At most 10 packaging options",
        ),
        admin("blank packaging option", &patch, facts(json!({"packaging": [{"en": " "}]})), 400, "…"),
        admin("unknown province", &patch, facts(json!({"origin": "atlantis"})), 400, "Invalid request…"),
        admin("samples as text", &patch, facts(json!({"samples": "yes"})), 400, "Invalid request…"),
        admin(
            "bad facts on a new product",
            "POST /api/products",
            new(json!({"moisture": 101})),
            400,
            "Moisture must be between 0 and 100 (%)",
        ),
        admin(
            "bad minimum on a new product",
            "POST /api/products",
            new(json!({"minOrder": 0})),
            400,
            "Minimum order must be a whole number from 1 to 1000000000",
        ),
        visitor("a visitor", &patch, facts(json!({"moisture": 5})), 401, "Please sign in"),
    ])
    .await;
    let list = site.get("/api/products").await.body;
    assert_eq!(list.as_array().unwrap().len(), 1, "nothing was created");
    assert_eq!(list[0]["facts"], full_facts(), "nor changed");

    // the field at fault is named, for the dashboard to word it
    let a = site.patch(&format!("/api/products/{id}"), json!({"facts": {"moisture": 101}})).await;
    assert_eq!((a.body["code"].as_str(), a.body["field"].as_str()), (Some("invalid_field"), Some("facts.moisture")));
    let a = site.patch(&format!("/api/products/{id}"), json!({"facts": {"cropYear": next_year}})).await;
    assert_eq!(a.status, StatusCode::OK, "next year's crop is plausible: {:?}", a.body);
}

#[tokio::test]
async fn orders_hold_to_the_minimum_order() {
    let site = Site::signed_in().await;
    let p = json!({"name": "Almonds", "unit": "kg", "price": 9.8, "initialStock": 400, "facts": {"minOrder": 250}});
    let id = site.post("/api/products", p).await.body["id"].as_i64().unwrap();
    let below = site.post("/api/orders", json!({"productId": id, "quantity": 249, "customerName": "Maryam"})).await;
    assert_eq!(below.status, StatusCode::CONFLICT, "{:?}", below.body);
    assert_eq!(
        below.body,
        json!({"error": "The minimum order for this product is 250", "code": "below_minimum_order", "field": "quantity"})
    );
    let orders = site.get("/api/orders").await.body;
    assert_eq!(
        orders["items"].as_array().map_or(0, Vec::len) + orders.as_array().map_or(0, Vec::len),
        0,
        "no order recorded"
    );
    let at = site.post("/api/orders", json!({"productId": id, "quantity": 250, "customerName": "Maryam"})).await;
    assert_eq!(at.status, StatusCode::CREATED, "{:?}", at.body);
    // no minimum: one unit is an order
    site.patch(&format!("/api/products/{id}"), json!({"facts": {"minOrder": null}})).await;
    let one = site.post("/api/orders", json!({"productId": id, "quantity": 1, "customerName": "Maryam"})).await;
    assert_eq!(one.status, StatusCode::CREATED, "{:?}", one.body);
}

fn full_terms() -> Value {
    json!({
        "incoterms": [{"term": "FCA", "place": "Kabul", "placeFa": "کابل"}, {"term": "CPT", "place": "Dubai"}],
        "paymentTerms": "30% advance, 70% against documents", "paymentTermsFa": "۳۰٪ پیش‌پرداخت",
        "samplePolicy": "Free up to 1 kg", "samplePolicyFa": "تا ۱ کیلوگرم رایگان",
        "inspection": "SGS on request", "inspectionFa": "SGS به درخواست"
    })
}

#[tokio::test]
async fn commercial_terms_are_saved_with_the_site_content_in_both_languages() {
    let site = Site::signed_in().await;
    assert_eq!(site.get("/api/content").await.body["terms"], json!({"incoterms": []}), "none on a new site");
    let saved = site.put("/api/content/terms", full_terms()).await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    assert_eq!(saved.body, full_terms());
    assert_eq!(site.get("/api/content").await.body["terms"], full_terms());
    let contact = site.put("/api/content", json!({"contactPhone": "+93 20 000 0000"})).await;
    assert_eq!(contact.body["terms"], full_terms(), "saving the contact details leaves the terms");

    let many: Vec<Value> = (0..13).map(|_| json!({"term": "EXW", "place": "Kabul"})).collect();
    let put = "PUT /api/content/terms";
    site.check(&[
        admin(
            "not an Incoterm",
            put,
            json!({"incoterms": [{"term": "XYZ", "place": "Kabul"}]}),
            400,
            "Invalid request…",
        ),
        admin(
            "an old Incoterm (DAT)",
            put,
            json!({"incoterms": [{"term": "DAT", "place": "Kabul"}]}),
            400,
            "Invalid request…",
        ),
        admin("no named place", put, json!({"incoterms": [{"term": "FCA", "place": " "}]}), 400, "…"),
        admin("thirteen Incoterms", put, json!({"incoterms": many}), 400, "…"),
        admin(
            "long payment terms",
            put,
            json!({"paymentTerms": "x".repeat(1001)}),
            400,
            "Payment terms is too long (at most 1000 characters)",
        ),
        admin(
            "control character",
            put,
            json!({"inspectionFa": "a\u{7}"}),
            400,
            "Inspection (Persian) contains control characters",
        ),
        visitor("a visitor", put, full_terms(), 401, "Please sign in"),
    ])
    .await;
    assert_eq!(site.get("/api/content").await.body["terms"], full_terms(), "nothing changed");

    let cleared = site.put("/api/content/terms", json!({})).await;
    assert_eq!(cleared.body, json!({"incoterms": []}), "absent fields are cleared");
}
