//! A product's photos: an ordered gallery whose first photo is the card's (`imageUrl`, kept in
//! `products.image_*` as before) and the rest in `product_images`; each stored photo with its
//! size and smaller widths (media.rs makes them), for the pages' `srcset`.

use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::media::{self, CheckedImage, ImageRef};
use crate::db::Db;
use crate::error::{ApiError, ErrorCode};
use crate::rules::{ImageSource, Required};

/// The most photos a product has.
pub const MAX_PHOTOS: usize = 8;

/// One photo of a product's gallery.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Photo {
    /// `/media/<hash>.<ext>` (the stored photo, at most 1 600 px) or an external link.
    pub url: String,
    /// The stored photo's size in pixels; absent for a link.
    pub width: Option<u32>,
    pub height: Option<u32>,
    /// The same photo in smaller widths, narrowest first, for `srcset` (empty for a link, or a
    /// photo no wider than 400 px).
    pub widths: Vec<PhotoWidth>,
}

#[derive(Object, Debug, Clone, PartialEq)]
pub struct PhotoWidth {
    /// `/media/<hash>-<width>.<ext>`: immutable, cached like the original.
    pub url: String,
    pub width: u32,
}

/// A photo of the gallery as sent: a new image, or one the product already has.
#[derive(Object, Debug)]
pub struct PhotoInput {
    /// An image data URL, an http(s) link, or an existing `/media/...` path.
    pub url: Required<Option<ImageSource>>,
}

/// Checks a gallery as sent (before the write transaction: decoding takes a while).
pub fn prepare(photos: &[PhotoInput]) -> Result<Vec<CheckedImage>, ApiError> {
    if photos.len() > MAX_PHOTOS {
        return Err(ApiError::new(ErrorCode::InvalidField, format!("A product has at most {MAX_PHOTOS} photos")));
    }
    // among several, the message names the photo at fault: nothing of the request is kept
    let name = |i: usize| if photos.len() > 1 { format!("Photo {}", i + 1) } else { "Photo".to_owned() };
    photos
        .iter()
        .enumerate()
        .map(|(i, p)| match media::prepare_image(p.url.as_deref(), &name(i))? {
            CheckedImage::None => Err(ApiError::new(ErrorCode::ImageRequired, "Please choose an image")),
            image => Ok(image),
        })
        .collect()
}

/// The photo `image` refers to, with its size and widths when it is stored here.
pub fn photo(conn: &Connection, image: &ImageRef) -> Result<Option<Photo>, ApiError> {
    let Some(url) = image.url() else { return Ok(None) };
    let mut photo = Photo { url, width: None, height: None, widths: Vec::new() };
    if let Some(name) = &image.media {
        let size: Option<(u32, u32)> = conn
            .prepare_cached("SELECT width, height FROM image_sizes WHERE name = ?1 AND width > 0")?
            .query_row([name], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?;
        if let Some((width, height)) = size {
            photo.width = Some(width);
            photo.height = Some(height);
        }
        photo.widths = conn
            .prepare_cached("SELECT name, width FROM image_widths WHERE source = ?1 ORDER BY width")?
            .query_map([name], |r| {
                Ok(PhotoWidth { url: format!("/media/{}", r.get::<_, String>(0)?), width: r.get(1)? })
            })?
            .collect::<Result<_, _>>()?;
    }
    Ok(Some(photo))
}

/// The photos after the first, in order.
fn further(conn: &Connection, id: i64) -> Result<Vec<ImageRef>, ApiError> {
    let refs = conn
        .prepare_cached("SELECT image_media, image_link FROM product_images WHERE product_id = ?1 ORDER BY position")?
        .query_map([id], |r| Ok(ImageRef::from_columns(r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    Ok(refs)
}

/// The whole gallery of product `id` whose first photo is `first`.
pub fn photos(conn: &Connection, id: i64, first: &ImageRef) -> Result<Vec<Photo>, ApiError> {
    let mut list = Vec::new();
    for image in std::iter::once(first.clone()).chain(further(conn, id)?) {
        list.extend(photo(conn, &image)?);
    }
    Ok(list)
}

fn first_of(conn: &Connection, id: i64) -> Result<ImageRef, ApiError> {
    Ok(conn
        .prepare_cached("SELECT image_media, image_link FROM products WHERE id = ?1")?
        .query_row([id], |r| Ok(ImageRef::from_columns(r.get(0)?, r.get(1)?)))?)
}

fn write(tx: &Transaction, id: i64, refs: &[ImageRef]) -> Result<(), ApiError> {
    let first = refs.first().cloned().unwrap_or_default();
    tx.execute(
        "UPDATE products SET image_media = ?2, image_link = ?3 WHERE id = ?1",
        params![id, first.media, first.link],
    )?;
    tx.execute("DELETE FROM product_images WHERE product_id = ?1", [id])?;
    for (position, image) in refs.iter().enumerate().skip(1) {
        tx.execute(
            "INSERT INTO product_images (product_id, position, image_media, image_link) VALUES (?1, ?2, ?3, ?4)",
            params![id, position as i64, image.media, image.link],
        )?;
    }
    media::collect_garbage(tx)
}

/// Replaces the gallery of product `id` with `images` (checked with [`prepare`]), in order.
pub fn set(tx: &Transaction, id: i64, images: &[CheckedImage]) -> Result<(), ApiError> {
    let refs = images.iter().map(|i| media::save_image(tx, i, "Photo")).collect::<Result<Vec<_>, _>>()?;
    write(tx, id, &refs)
}

/// `imageUrl` alone: replaces the first photo, or with none removes it (the next takes its place).
pub fn replace_first(tx: &Transaction, id: i64, image: &CheckedImage) -> Result<(), ApiError> {
    let mut refs: Vec<ImageRef> = std::iter::once(first_of(tx, id)?).chain(further(tx, id)?).collect();
    match media::save_image(tx, image, "Image")? {
        ImageRef { media: None, link: None } => {
            refs.remove(0);
        }
        new => refs[0] = new,
    }
    refs.retain(|r| r.url().is_some());
    write(tx, id, &refs)
}

/// Gives every stored image without them its size and smaller widths (a database from before
/// galleries), one image at a time, each in its own short write. Answers how many were done.
pub fn fill_sizes(db: &Db) -> usize {
    let mut done = 0;
    loop {
        let next = db.read_blocking(|conn| {
            Ok(conn
                .query_row(
                    "SELECT name, bytes FROM media WHERE mime LIKE 'image/%'
                     AND name NOT IN (SELECT name FROM image_sizes) LIMIT 1",
                    [],
                    |r| Ok((r.get::<_, String>(0)?, r.get::<_, Vec<u8>>(1)?)),
                )
                .optional()?)
        });
        let Ok(Some((name, bytes))) = next else { return done };
        let sizes = media::sizes_of(&bytes);
        drop(bytes);
        if let Err(e) = db.write_blocking(|tx| media::store_sizes(tx, &name, &sizes)) {
            tracing::warn!("could not record the widths of {name}: {}", e.message());
            return done;
        }
        done += 1;
    }
}
