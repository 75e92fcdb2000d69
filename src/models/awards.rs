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
}

#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewAward {
    /// An image data URL, an http(s) link, or an existing `/media/...` path.
    #[oai(validator(
        pattern = r#"^(data:image/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]*|(https?:)?//[^\s/"<>\x00-\x1f\x7f-\x9f][^\s"<>\x00-\x1f\x7f-\x9f]*|/media/[0-9a-f]{32}\.(jpg|png|gif|webp))$"#
    ))]
    pub image_url: Required<Option<String>>,
    #[oai(validator(max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub title: Field<Option<String>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description: Field<Option<String>>,
}

impl Example for NewAward {
    fn example() -> Self {
        NewAward {
            image_url: Field(Some("https://example.com/certificate.jpg".into())),
            title: Field(Some("Best exporter 2025".into())),
            description: Field(Some("Kabul chamber of commerce".into())),
        }
    }
}

impl NewAward {
    pub fn check(&self) -> Result<(), ApiError> {
        check_text("Title", self.title.as_deref().unwrap_or_default(), 200, false)?;
        check_text("Description", self.description.as_deref().unwrap_or_default(), 2000, true)
    }
}

/// `image` is `new.imageUrl`, checked beforehand with [`media::prepare_image`].
pub fn create(tx: &Transaction, new: &NewAward, image: &CheckedImage) -> Result<Award, ApiError> {
    new.check()?;
    let title = new.title.as_deref().unwrap_or_default();
    let description = new.description.as_deref().unwrap_or_default();
    let image = media::save_image(tx, image, "Award image")?;
    if image == ImageRef::default() {
        return Err(ApiError::new(ErrorCode::ImageRequired, "Please choose an image"));
    }
    tx.execute(
        "INSERT INTO awards (image_media, image_link, title, description, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
        params![image.media, image.link, title, description, now_ms()],
    )?;
    Ok(Award {
        id: tx.last_insert_rowid(),
        image_url: image.url().unwrap_or_default(),
        title: title.to_owned(),
        description: description.to_owned(),
    })
}

pub fn delete(tx: &Transaction, id: i64) -> Result<(), ApiError> {
    if tx.execute("DELETE FROM awards WHERE id = ?1", [id])? == 0 {
        return Err(ApiError::not_found("Award not found"));
    }
    media::collect_garbage(tx)
}

/// Awards in the order they were added.
pub fn list(conn: &Connection) -> Result<Vec<Award>, ApiError> {
    let mut stmt =
        conn.prepare_cached("SELECT id, image_media, image_link, title, description FROM awards ORDER BY id")?;
    let awards = stmt
        .query_map([], |r| {
            Ok(Award {
                id: r.get(0)?,
                image_url: ImageRef::from_columns(r.get(1)?, r.get(2)?).url().unwrap_or_default(),
                title: r.get(3)?,
                description: r.get(4)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(awards)
}
