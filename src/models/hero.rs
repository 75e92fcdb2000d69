//! The home page's slideshow: slides in order, and its texts per language.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::media::{self, CheckedImage, ImageRef};
use super::{check_text, Field, Required};
use crate::error::{ApiError, ErrorCode};

const MAX_SLIDES: usize = 50;

#[derive(Object, Debug, Clone)]
pub struct Slide {
    pub id: i64,
    /// `/media/<hash>.<ext>` or an external link.
    pub url: String,
}

#[derive(Object, Debug, Clone, Default)]
pub struct HeroText {
    #[oai(validator(max_length = 200, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub title: Field<String>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub lead: Field<String>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub values: Field<String>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub services: Field<String>,
}

/// Texts per language; a language without saved texts is absent (the UI uses its defaults).
#[derive(Object, Debug, Clone, Default)]
pub struct HeroTexts {
    #[oai(skip_serializing_if_is_none)]
    pub en: Field<Option<HeroText>>,
    #[oai(skip_serializing_if_is_none)]
    pub fa: Field<Option<HeroText>>,
}

#[derive(Object, Debug, Clone)]
pub struct Hero {
    pub slides: Vec<Slide>,
    pub texts: HeroTexts,
}

#[derive(Object, Debug)]
#[oai(example)]
pub struct NewSlide {
    /// An image data URL, an http(s) link, or an existing `/media/...` path.
    #[oai(validator(
        pattern = r#"^(data:image/(png|jpeg|gif|webp);base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?|(https?:)?//(?:[^\s/%"<>\\^`{|}\x00-\x1f\x7f-\x9f]|%[0-9A-Fa-f]{2})(?:[^\s%"<>\\^`{|}\x00-\x1f\x7f-\x9f]|%[0-9A-Fa-f]{2})*|/media/[0-9a-f]{32}\.(jpg|png|gif|webp))$"#
    ))]
    pub url: Required<Option<String>>,
}

impl Example for NewSlide {
    fn example() -> Self {
        NewSlide { url: Field(Some("https://example.com/harvest.jpg".into())) }
    }
}

#[derive(Object, Debug)]
pub struct SlideInput {
    /// The id of a slide being kept; absent for a new one.
    pub id: Field<Option<i64>>,
    /// An image data URL, an http(s) link, or an existing `/media/...` path.
    #[oai(validator(
        pattern = r#"^(data:image/(png|jpeg|gif|webp);base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?|(https?:)?//(?:[^\s/%"<>\\^`{|}\x00-\x1f\x7f-\x9f]|%[0-9A-Fa-f]{2})(?:[^\s%"<>\\^`{|}\x00-\x1f\x7f-\x9f]|%[0-9A-Fa-f]{2})*|/media/[0-9a-f]{32}\.(jpg|png|gif|webp))$"#
    ))]
    pub url: Required<Option<String>>,
}

/// The whole slideshow as the dashboard saves it: slides in their new order, and the texts.
#[derive(Object, Debug)]
#[oai(example)]
pub struct HeroUpdate {
    #[oai(validator(max_items = 50))]
    pub slides: Field<Vec<SlideInput>>,
    /// Absent or null: no texts (the pages use their defaults).
    pub texts: Field<Option<HeroTexts>>,
}

impl Example for HeroUpdate {
    fn example() -> Self {
        let text = |title: &str| HeroText { title: Field(title.into()), ..HeroText::default() };
        HeroUpdate {
            slides: Field(vec![SlideInput {
                id: Field(None),
                url: Field(Some("https://example.com/harvest.jpg".into())),
            }]),
            texts: Field(Some(HeroTexts {
                en: Field(Some(text("Dried fruits from Afghanistan"))),
                fa: Field(Some(text("خشکبار افغانستان"))),
            })),
        }
    }
}

fn check_hero_text(t: &HeroText) -> Result<(), ApiError> {
    check_text("Title", &t.title, 200, false)?;
    check_text("Lead", &t.lead, 1000, true)?;
    check_text("Values", &t.values, 1000, true)?;
    check_text("Services", &t.services, 1000, true)
}

/// Checks a slide's image (before the write transaction): one is required.
pub fn prepare_slide(url: &str) -> Result<CheckedImage, ApiError> {
    match media::prepare_image(Some(url), "Slide image")? {
        CheckedImage::None => Err(ApiError::new(ErrorCode::ImageRequired, "Please choose an image")),
        image => Ok(image),
    }
}

impl HeroUpdate {
    /// Checks every slide's image and every text, before the write transaction.
    pub fn prepare(&self) -> Result<Vec<CheckedImage>, ApiError> {
        if self.slides.len() > MAX_SLIDES {
            return Err(ApiError::new(
                ErrorCode::InvalidField,
                format!("The slideshow holds at most {MAX_SLIDES} slides"),
            ));
        }
        for (_, text) in self.texts() {
            if let Some(text) = text {
                check_hero_text(text)?;
            }
        }
        self.slides.iter().map(|s| prepare_slide(s.url.as_deref().unwrap_or_default())).collect()
    }

    /// Each language's texts, if any.
    fn texts(&self) -> [(&'static str, Option<&HeroText>); 2] {
        let texts = self.texts.as_ref();
        [("en", texts.and_then(|t| t.en.as_ref())), ("fa", texts.and_then(|t| t.fa.as_ref()))]
    }
}

pub fn add_slide(tx: &Transaction, image: &CheckedImage) -> Result<Slide, ApiError> {
    let count: i64 = tx.query_row("SELECT count(*) FROM hero_slides", [], |r| r.get(0))?;
    if count as usize >= MAX_SLIDES {
        return Err(ApiError::conflict(format!("The slideshow holds at most {MAX_SLIDES} slides")));
    }
    let image = media::save_image(tx, image, "Slide image")?;
    tx.execute(
        "INSERT INTO hero_slides (position, image_media, image_link)
         VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM hero_slides), ?1, ?2)",
        params![image.media, image.link],
    )?;
    Ok(Slide { id: tx.last_insert_rowid(), url: image.url().unwrap_or_default() })
}

pub fn delete_slide(tx: &Transaction, id: i64) -> Result<(), ApiError> {
    if tx.execute("DELETE FROM hero_slides WHERE id = ?1", [id])? == 0 {
        return Err(ApiError::not_found("Slide not found"));
    }
    media::collect_garbage(tx)
}

/// Replaces the slides (kept ones by id, new ones added, missing ones removed) and the texts;
/// `images` are the slides' images from [`HeroUpdate::prepare`].
pub fn replace(tx: &Transaction, update: &HeroUpdate, images: &[CheckedImage]) -> Result<Hero, ApiError> {
    let mut kept = Vec::new();
    for (position, (input, image)) in update.slides.iter().zip(images).enumerate() {
        let image = media::save_image(tx, image, "Slide image")?;
        let existing = match *input.id {
            Some(id) => {
                tx.query_row("SELECT id FROM hero_slides WHERE id = ?1", [id], |r| r.get::<_, i64>(0)).optional()?
            }
            None => None,
        };
        let id = match existing {
            Some(id) if !kept.contains(&id) => {
                tx.execute(
                    "UPDATE hero_slides SET position = ?2, image_media = ?3, image_link = ?4 WHERE id = ?1",
                    params![id, position as i64, image.media, image.link],
                )?;
                id
            }
            _ => {
                tx.execute(
                    "INSERT INTO hero_slides (position, image_media, image_link) VALUES (?1, ?2, ?3)",
                    params![position as i64, image.media, image.link],
                )?;
                tx.last_insert_rowid()
            }
        };
        kept.push(id);
    }
    let kept_json = serde_json::to_string(&kept).map_err(ApiError::internal)?;
    tx.execute("DELETE FROM hero_slides WHERE id NOT IN (SELECT value FROM json_each(?1))", [kept_json])?;
    tx.execute("DELETE FROM hero_texts", [])?;
    for (lang, text) in update.texts() {
        if let Some(t) = text {
            tx.execute(
                "INSERT INTO hero_texts (lang, title, lead, \"values\", services) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![lang, *t.title, *t.lead, *t.values, *t.services],
            )?;
        }
    }
    media::collect_garbage(tx)?;
    get(tx)
}

pub fn get(conn: &Connection) -> Result<Hero, ApiError> {
    let mut stmt = conn.prepare_cached("SELECT id, image_media, image_link FROM hero_slides ORDER BY position, id")?;
    let slides = stmt
        .query_map([], |r| {
            Ok(Slide { id: r.get(0)?, url: ImageRef::from_columns(r.get(1)?, r.get(2)?).url().unwrap_or_default() })
        })?
        .collect::<Result<_, _>>()?;
    let mut texts = HeroTexts::default();
    let mut stmt = conn.prepare_cached("SELECT lang, title, lead, \"values\", services FROM hero_texts")?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        let text = HeroText {
            title: Field(r.get(1)?),
            lead: Field(r.get(2)?),
            values: Field(r.get(3)?),
            services: Field(r.get(4)?),
        };
        match r.get::<_, String>(0)?.as_str() {
            "en" => texts.en = Field(Some(text)),
            _ => texts.fa = Field(Some(text)),
        }
    }
    Ok(Hero { slides, texts })
}
