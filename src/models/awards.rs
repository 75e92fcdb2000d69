//! Awards and certificates shown in the About page's slider.

use poem_openapi::Object;
use rusqlite::{params, Connection, Transaction};

use super::check_text;
use super::media::{self, CheckedImage, ImageRef};
use crate::db::now_ms;
use crate::error::ApiError;

#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct Award {
    pub id: i64,
    pub image_url: String,
    pub title: String,
    pub description: String,
}

#[derive(Object, Debug)]
#[oai(rename_all = "camelCase")]
pub struct NewAward {
    /// Required: an image data URL, an http(s) link, or an existing `/media/...` path.
    pub image_url: Option<String>,
    pub title: Option<String>,
    pub description: Option<String>,
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
        return Err(ApiError::bad_request("Please choose an image"));
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
