//! Awards and certificates shown in the About page's slider.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, Transaction};

use super::media::{self, CheckedImage, ImageRef};
use super::{check_text, Field, Required};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};

#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct Award {
    pub id: i64,
    pub image_url: String,
    pub title: String,
    pub description: String,
    /// The title in Persian; empty when not written yet (Persian pages then show `title`).
    pub title_fa: String,
    /// The description in Persian; empty when not written yet.
    pub description_fa: String,
}

impl Award {
    /// The award as the audit log names it: both titles when it has a Persian one.
    pub fn record_name(&self) -> String {
        match self.title_fa.as_str() {
            "" => self.title.clone(),
            fa => format!("{} ({fa})", self.title),
        }
    }
}

#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewAward {
    /// An image data URL, an http(s) link, or an existing `/media/...` path.
    #[oai(validator(
        pattern = r#"^(data:image/(png|jpeg|gif|webp);base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?|(https?:)?//(?:[^\s/%"<>\\^`{|}\x00-\x1f\x7f-\x9f]|%[0-9A-Fa-f]{2})(?:[^\s%"<>\\^`{|}\x00-\x1f\x7f-\x9f]|%[0-9A-Fa-f]{2})*|/media/[0-9a-f]{32}\.(jpg|png|gif|webp))$"#
    ))]
    pub image_url: Required<Option<String>>,
    #[oai(validator(max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub title: Field<Option<String>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description: Field<Option<String>>,
    #[oai(validator(max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub title_fa: Field<Option<String>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description_fa: Field<Option<String>>,
}

/// Texts to change; absent ones stay as they are, an empty one is cleared.
#[derive(Object, Debug, Default)]
#[oai(rename_all = "camelCase", example)]
pub struct AwardUpdate {
    #[oai(validator(max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub title: Field<Option<String>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description: Field<Option<String>>,
    #[oai(validator(max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub title_fa: Field<Option<String>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description_fa: Field<Option<String>>,
}

impl Example for AwardUpdate {
    fn example() -> Self {
        AwardUpdate {
            title_fa: Field(Some("بهترین صادرکنندهٔ ۲۰۲۵".into())),
            description_fa: Field(Some("اتاق تجارت کابل".into())),
            ..AwardUpdate::default()
        }
    }
}

/// The four texts as `[title, description, titleFa, descriptionFa]`, each checked when present.
fn check_texts(texts: [Option<&str>; 4]) -> Result<(), ApiError> {
    let rules = [
        ("Title", "title", 200, false),
        ("Description", "description", 2000, true),
        ("Persian title", "titleFa", 200, false),
        ("Persian description", "descriptionFa", 2000, true),
    ];
    for (text, (label, field, max, multiline)) in texts.into_iter().zip(rules) {
        if let Some(text) = text {
            check_text(label, text, max, multiline).map_err(|e| e.field(field))?;
        }
    }
    Ok(())
}

impl Example for NewAward {
    fn example() -> Self {
        NewAward {
            image_url: Field(Some("https://example.com/certificate.jpg".into())),
            title: Field(Some("Best exporter 2025".into())),
            description: Field(Some("Kabul chamber of commerce".into())),
            title_fa: Field(Some("بهترین صادرکنندهٔ ۲۰۲۵".into())),
            description_fa: Field(Some("اتاق تجارت کابل".into())),
        }
    }
}

impl NewAward {
    pub fn check(&self) -> Result<(), ApiError> {
        check_texts([
            self.title.as_deref(),
            self.description.as_deref(),
            self.title_fa.as_deref(),
            self.description_fa.as_deref(),
        ])
    }
}

/// `image` is `new.imageUrl`, checked beforehand with [`media::prepare_image`].
pub fn create(tx: &Transaction, new: &NewAward, image: &CheckedImage) -> Result<Award, ApiError> {
    new.check()?;
    let title = new.title.as_deref().unwrap_or_default();
    let description = new.description.as_deref().unwrap_or_default();
    let title_fa = new.title_fa.as_deref().unwrap_or_default().trim();
    let description_fa = new.description_fa.as_deref().unwrap_or_default().trim();
    let image = media::save_image(tx, image, "Award image")?;
    if image == ImageRef::default() {
        return Err(ApiError::new(ErrorCode::ImageRequired, "Please choose an image"));
    }
    tx.execute(
        "INSERT INTO awards (image_media, image_link, title, description, created_at, title_fa, description_fa)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![image.media, image.link, title, description, now_ms(), title_fa, description_fa],
    )?;
    Ok(Award {
        id: tx.last_insert_rowid(),
        image_url: image.url().unwrap_or_default(),
        title: title.to_owned(),
        description: description.to_owned(),
        title_fa: title_fa.to_owned(),
        description_fa: description_fa.to_owned(),
    })
}

/// Changes an award's texts; answers it as it is now.
pub fn update(tx: &Transaction, id: i64, change: &AwardUpdate) -> Result<Award, ApiError> {
    check_texts([
        change.title.as_deref(),
        change.description.as_deref(),
        change.title_fa.as_deref(),
        change.description_fa.as_deref(),
    ])?;
    let current = get(tx, id)?;
    let text = |new: &Option<String>, old: &str| new.as_deref().map_or(old, str::trim).to_owned();
    tx.execute(
        "UPDATE awards SET title = ?2, description = ?3, title_fa = ?4, description_fa = ?5 WHERE id = ?1",
        params![
            id,
            text(&change.title, &current.title),
            text(&change.description, &current.description),
            text(&change.title_fa, &current.title_fa),
            text(&change.description_fa, &current.description_fa),
        ],
    )?;
    get(tx, id)
}

/// One award, or 404.
pub fn get(conn: &Connection, id: i64) -> Result<Award, ApiError> {
    list(conn)?.into_iter().find(|a| a.id == id).ok_or_else(|| ApiError::not_found("Award not found"))
}

pub fn delete(tx: &Transaction, id: i64) -> Result<(), ApiError> {
    if tx.execute("DELETE FROM awards WHERE id = ?1", [id])? == 0 {
        return Err(ApiError::not_found("Award not found"));
    }
    media::collect_garbage(tx)
}

/// Awards in the order they were added.
pub fn list(conn: &Connection) -> Result<Vec<Award>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, image_media, image_link, title, description, title_fa, description_fa FROM awards ORDER BY id",
    )?;
    let awards = stmt
        .query_map([], |r| {
            Ok(Award {
                id: r.get(0)?,
                image_url: ImageRef::from_columns(r.get(1)?, r.get(2)?).url().unwrap_or_default(),
                title: r.get(3)?,
                description: r.get(4)?,
                title_fa: r.get(5)?,
                description_fa: r.get(6)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(awards)
}
