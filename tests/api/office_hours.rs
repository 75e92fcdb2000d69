//! The office hours the WhatsApp button reads: the specification's Saturday to Thursday 09:00-18:00
//! Kabul time on a new site, saved by an admin (audited), answered with the site content, and
//! every bad value refused with a clear message and nothing changed.

use crate::common::{admin, visitor, Site};
use poem::http::StatusCode;
use serde_json::json;

#[tokio::test]
async fn office_hours_default_to_the_specifications_and_are_saved_as_content() {
    let site = Site::signed_in().await;
    let fresh = json!({"days": ["sat", "sun", "mon", "tue", "wed", "thu"], "opens": "09:00", "closes": "18:00", "replyHours": 4});
    assert_eq!(site.get("/api/content").await.body["officeHours"], fresh, "a new site");

    let hours = json!({"days": ["thu", "sat", "sun"], "opens": "08:30", "closes": "16:00", "replyHours": 2});
    let saved = site.put("/api/content/office-hours", hours).await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    let expected = json!({"days": ["sat", "sun", "thu"], "opens": "08:30", "closes": "16:00", "replyHours": 2});
    assert_eq!(saved.body, expected, "the days in the week's order");
    assert_eq!(site.get("/api/content").await.body["officeHours"], expected);
    let contact = site.put("/api/content", json!({"contactPhone": "+93 20 000 0000"})).await;
    assert_eq!(contact.body["officeHours"], expected, "saving the contact details leaves the hours");

    let log = site.get("/api/audit").await.body.to_string();
    assert!(log.contains("office hours") && log.contains("opens") && log.contains("08:30"), "{log}");

    let put = "PUT /api/content/office-hours";
    let with = |patch: serde_json::Value| {
        let mut body = json!({"days": ["sat"], "opens": "09:00", "closes": "18:00", "replyHours": 4});
        body.as_object_mut().unwrap().extend(patch.as_object().unwrap().clone());
        body
    };
    site.check(&[
        admin(
            "closing before opening",
            put,
            with(json!({"opens": "18:00", "closes": "09:00"})),
            409,
            "The closing time must be after the opening time",
        ),
        admin(
            "opening and closing at once",
            put,
            with(json!({"closes": "09:00"})),
            409,
            "The closing time must be after the opening time",
        ),
        admin("a time that is not HH:MM", put, with(json!({"opens": "9:00"})), 400, "…"),
        admin("hour 24", put, with(json!({"closes": "24:00"})), 400, "…"),
        admin("a day twice", put, with(json!({"days": ["sat", "sat"]})), 400, "Each day may be listed once"),
        admin("not a day", put, with(json!({"days": ["someday"]})), 400, "Invalid request…"),
        admin("no reply time", put, with(json!({"replyHours": 0})), 400, "…"),
        admin("a reply time over a week", put, with(json!({"replyHours": 169})), 400, "…"),
        admin("a fractional reply time", put, with(json!({"replyHours": 1.5})), 400, "…"),
        admin(
            "nothing sent",
            put,
            json!({}),
            400,
            "Please fill required fields: Days, Opens, Closes, Reply within (hours)",
        ),
        visitor("a visitor", put, with(json!({})), 401, "Please sign in"),
    ])
    .await;
    assert_eq!(site.get("/api/content").await.body["officeHours"], expected, "nothing changed");

    let closed = site.put("/api/content/office-hours", with(json!({"days": []}))).await;
    assert_eq!(closed.body["days"], json!([]), "no day open: the button promises no time");
}
