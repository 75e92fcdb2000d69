//! Images and documents: decoding data URLs, checking the real type from the bytes, storing each
//! file once by content hash, and removing files nothing refers to any more.

use base64::Engine;
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use sha2::{Digest, Sha256};

use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};

pub const MAX_IMAGE_BYTES: usize = 8 * 1024 * 1024;
pub const MAX_PDF_BYTES: usize = 20 * 1024 * 1024;
const MAX_LINK_LEN: usize = 2048;
const MAX_IMAGE_SIDE: u32 = 12_000;
/// The most pixels an image may have: checked from its header, before it is decoded (decoding
/// takes 3–4 bytes a pixel). A 16-megapixel photo (4 900 × 3 300) passes.
pub const MAX_IMAGE_PIXELS: u64 = 16_000_000;
/// How many images are decoded at once, over all requests. Decoding holds the whole picture in
/// memory (up to 64 MB for a 16-megapixel one with transparency, twice that at 16 bits a
/// channel) and keeps a core busy: large uploads decoded side by side add up to hundreds of
/// megabytes on a VPS of 512 MB (`tests/reliability/test_resources.py` measures it). One at a time
/// bounds that to one picture and leaves the other cores to the pages; uploads are an admin's, a
/// few a day, and wait their turn.
const DECODE_SLOTS: usize = 1;
/// The longest side stored: the pages show images at most 1 600 px wide (1 200 px for most).
/// Larger images are scaled down on upload.
pub const MAX_STORED_SIDE: u32 = 1600;

/// Where a stored image lives: in the media table, or at an external link never fetched by us.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ImageRef {
    pub media: Option<String>,
    pub link: Option<String>,
}

impl ImageRef {
    /// The URL the API answers: `/media/<name>` or the link.
    pub fn url(&self) -> Option<String> {
        match (&self.media, &self.link) {
            (Some(name), _) => Some(format!("/media/{name}")),
            (None, Some(link)) => Some(link.clone()),
            _ => None,
        }
    }

    pub fn from_columns(media: Option<String>, link: Option<String>) -> ImageRef {
        ImageRef { media, link }
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Kind {
    Jpeg,
    Png,
    Gif,
    Webp,
    Pdf,
}

impl Kind {
    fn ext(self) -> &'static str {
        match self {
            Kind::Jpeg => "jpg",
            Kind::Png => "png",
            Kind::Gif => "gif",
            Kind::Webp => "webp",
            Kind::Pdf => "pdf",
        }
    }
    fn mime(self) -> &'static str {
        match self {
            Kind::Jpeg => "image/jpeg",
            Kind::Png => "image/png",
            Kind::Gif => "image/gif",
            Kind::Webp => "image/webp",
            Kind::Pdf => "application/pdf",
        }
    }
}

/// The type the bytes really are, whatever the data URL claimed.
fn sniff(bytes: &[u8]) -> Option<Kind> {
    if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some(Kind::Jpeg)
    } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some(Kind::Png)
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some(Kind::Gif)
    } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        Some(Kind::Webp)
    } else if bytes.starts_with(b"%PDF-") {
        Some(Kind::Pdf)
    } else {
        None
    }
}

/// Markup that a browser might run if it ever sniffed the file: refused even inside a valid image.
fn looks_like_markup(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(2048)];
    let lower: Vec<u8> = head.iter().map(u8::to_ascii_lowercase).collect();
    [&b"<script"[..], b"<html", b"<svg", b"<!doctype", b"<body", b"<iframe", b"<?xml"]
        .iter()
        .any(|tag| lower.windows(tag.len()).any(|w| w == *tag))
}

/// The widths each stored image is also kept in, when it is wider: a phone's card (400 CSS px at
/// 2×: 800), a laptop's, and a product page's photo.
pub const WIDTHS: [u32; 3] = [400, 800, 1200];
/// The JPEG quality of the smaller widths: they are seen at their size, on screens dense enough
/// that 80 and 85 look alike.
const WIDTH_QUALITY: u8 = 80;

/// A smaller width of a stored image.
#[derive(Debug, Clone)]
pub struct Resized {
    pub width: u32,
    pub bytes: Vec<u8>,
    pub kind: Kind,
}

/// A stored image's size, and its smaller widths (narrowest first). A width is kept only when it
/// is smaller in bytes than every wider one (a small, well-compressed WebP gains nothing from a
/// JPEG of it).
#[derive(Debug, Clone, Default)]
pub struct Sizes {
    pub width: u32,
    pub height: u32,
    pub smaller: Vec<Resized>,
}

/// The image scaled down for storing, when it had to be, and its type.
type ScaledDown = Option<(Vec<u8>, Kind)>;

/// Decodes the whole image, so that only real pictures are stored (not files that merely start
/// like one), after reading its size from the header: too many pixels are refused undecoded.
/// Answers the image scaled down to [`MAX_STORED_SIDE`] when it is larger (JPEG, or PNG when it
/// has transparency; an animated GIF keeps its first frame), `None` when it may be stored as sent;
/// and the stored image's [`Sizes`], all made from this one decode.
fn check_image(bytes: &[u8], kind: Kind) -> Result<(ScaledDown, Sizes), ApiError> {
    let format = match kind {
        Kind::Jpeg => image::ImageFormat::Jpeg,
        Kind::Png => image::ImageFormat::Png,
        Kind::Gif => image::ImageFormat::Gif,
        Kind::Webp => image::ImageFormat::WebP,
        Kind::Pdf => return Err(ApiError::new(ErrorCode::InvalidImage, "Expected an image, got a PDF")),
    };
    let damaged = || {
        ApiError::new(
            ErrorCode::InvalidImage,
            "The image file is damaged or not a supported image (JPEG, PNG, WebP or GIF)",
        )
    };
    let reader = || image::ImageReader::with_format(std::io::Cursor::new(bytes), format);
    let (width, height) = reader().into_dimensions().map_err(|_| damaged())?;
    if u64::from(width) * u64::from(height) > MAX_IMAGE_PIXELS {
        return Err(ApiError::new(ErrorCode::TooManyPixels, "The image has too many pixels (at most 16 megapixels)"));
    }
    let _slot = DecodeSlot::take();
    let mut reader = reader();
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(MAX_IMAGE_SIDE);
    limits.max_image_height = Some(MAX_IMAGE_SIDE);
    limits.max_alloc = Some(256 * 1024 * 1024);
    reader.limits(limits);
    let decoded = reader.decode().map_err(|_| damaged())?;
    if width.max(height) <= MAX_STORED_SIDE {
        let sizes = resize(&decoded, bytes.len(), kind);
        return Ok((None, sizes));
    }
    // Area averaging straight into the small picture: `resize` would first build an f32 copy
    // a quarter of the source's size and more (100 MB for a 16-megapixel image), and take longer.
    let smaller = decoded.thumbnail(MAX_STORED_SIDE, MAX_STORED_SIDE);
    drop(decoded);
    let (out, kind) = encode(&smaller, 85).map_err(ApiError::internal)?;
    let sizes = resize(&smaller, out.len(), kind);
    Ok((Some((out, kind)), sizes))
}

/// JPEG at `quality`, or PNG when the picture has transparency.
fn encode(picture: &image::DynamicImage, quality: u8) -> Result<(Vec<u8>, Kind), image::ImageError> {
    let mut out = Vec::new();
    if picture.color().has_alpha() {
        picture.write_to(&mut std::io::Cursor::new(&mut out), image::ImageFormat::Png)?;
        Ok((out, Kind::Png))
    } else {
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, quality).encode_image(&picture.to_rgb8())?;
        Ok((out, Kind::Jpeg))
    }
}

/// The [`Sizes`] of a decoded image stored as `stored_len` bytes of `kind` (a GIF, perhaps
/// animated, is kept as it is).
fn resize(picture: &image::DynamicImage, stored_len: usize, kind: Kind) -> Sizes {
    let (width, height) = (picture.width(), picture.height());
    let mut sizes = Sizes { width, height, smaller: Vec::new() };
    if kind == Kind::Gif {
        return sizes;
    }
    let mut wider_len = stored_len;
    for &target in WIDTHS.iter().rev().filter(|&&w| w < width) {
        let small = picture.thumbnail(target, height);
        let Ok((bytes, kind)) = encode(&small, WIDTH_QUALITY) else { continue };
        if bytes.len() < wider_len {
            wider_len = bytes.len();
            sizes.smaller.insert(0, Resized { width: small.width(), bytes, kind });
        }
    }
    sizes
}

/// The sizes of an image already stored (an upgraded database's): decoded once more, one at a
/// time like uploads. A file that no longer decodes gets width 0 and no smaller widths.
pub fn sizes_of(bytes: &[u8]) -> Sizes {
    match sniff(bytes).filter(|k| *k != Kind::Pdf) {
        Some(kind) => check_image(bytes, kind).map(|(_, sizes)| sizes).unwrap_or_default(),
        None => Sizes::default(),
    }
}

/// A turn at decoding: at most [`DECODE_SLOTS`] are held at once; taking one waits (in a blocking
/// thread, where images are checked) until one is free.
struct DecodeSlot;

static DECODING: (std::sync::Mutex<usize>, std::sync::Condvar) = (std::sync::Mutex::new(0), std::sync::Condvar::new());

impl DecodeSlot {
    fn take() -> DecodeSlot {
        let (busy, freed) = &DECODING;
        let mut busy = freed
            .wait_while(busy.lock().unwrap_or_else(|e| e.into_inner()), |n| *n >= DECODE_SLOTS)
            .unwrap_or_else(|e| e.into_inner());
        *busy += 1;
        DecodeSlot
    }
}

impl Drop for DecodeSlot {
    fn drop(&mut self) {
        let (busy, freed) = &DECODING;
        *busy.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
        freed.notify_one();
    }
}

fn check_pdf(bytes: &[u8]) -> Result<(), ApiError> {
    let tail = &bytes[bytes.len().saturating_sub(2048)..];
    if sniff(bytes) != Some(Kind::Pdf) || !tail.windows(5).any(|w| w == b"%%EOF") {
        return Err(ApiError::new(ErrorCode::InvalidImage, "The company profile must be a PDF file"));
    }
    Ok(())
}

fn is_data_url(url: &str) -> bool {
    url.as_bytes().get(..5).is_some_and(|p| p.eq_ignore_ascii_case(b"data:"))
}

/// Decodes `data:<mime>;base64,<data>`; the claimed type is ignored, the bytes decide.
fn decode_data_url(url: &str, max: usize) -> Result<Vec<u8>, ApiError> {
    let rest = &url[5..];
    let (meta, data) =
        rest.split_once(',').ok_or_else(|| ApiError::new(ErrorCode::InvalidImage, "Invalid data URL"))?;
    if !meta.to_ascii_lowercase().ends_with(";base64") {
        return Err(ApiError::new(ErrorCode::InvalidImage, "Invalid data URL: only base64 data URLs are accepted"));
    }
    if data.len() / 4 * 3 > max + 3 {
        let msg = format!("File too large (at most {} MB)", max / (1024 * 1024));
        return Err(ApiError::new(ErrorCode::BodyTooLarge, msg));
    }
    base64::engine::general_purpose::STANDARD
        .decode(data.trim_end())
        .map_err(|_| ApiError::new(ErrorCode::InvalidImage, "Invalid data URL: the base64 data is damaged"))
}

/// Records a stored image's size and smaller widths (once: a second upload of the same file keeps
/// the first's).
pub fn store_sizes(tx: &Transaction, name: &str, sizes: &Sizes) -> Result<(), ApiError> {
    let added = tx
        .prepare_cached("INSERT OR IGNORE INTO image_sizes (name, width, height) VALUES (?1, ?2, ?3)")?
        .execute(params![name, sizes.width, sizes.height])?;
    if added == 0 {
        return Ok(());
    }
    let hash = name.split_once('.').map_or(name, |(hash, _)| hash);
    for small in &sizes.smaller {
        tx.prepare_cached(
            "INSERT OR IGNORE INTO image_widths (name, source, width, mime, bytes) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![
            format!("{hash}-{}.{}", small.width, small.kind.ext()),
            name,
            small.width,
            small.kind.mime(),
            small.bytes
        ])?;
    }
    Ok(())
}

fn store(tx: &Transaction, bytes: &[u8], kind: Kind) -> Result<String, ApiError> {
    let hash = Sha256::digest(bytes);
    let hex: String = hash[..16].iter().map(|b| format!("{b:02x}")).collect();
    let name = format!("{hex}.{}", kind.ext());
    tx.execute(
        "INSERT OR IGNORE INTO media (name, mime, bytes, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![name, kind.mime(), bytes, now_ms()],
    )?;
    Ok(name)
}

/// An image as a client sent it, already checked. Checking decodes the whole image, which can
/// take a while: it is done before the write transaction opens, so other writes need not wait.
#[derive(Debug)]
pub enum CheckedImage {
    None,
    Data { bytes: Vec<u8>, kind: Kind, sizes: Sizes },
    Stored(String),
    Link(String),
}

/// Checks an `imageUrl` as sent by a client: a data URL is decoded and must be a real image;
/// `/media/<name>` names a stored file; an http(s) link (or a protocol-relative `//host/...`,
/// taken as https) is kept as a link; blank means no image.
pub fn prepare_image(url: Option<&str>, field: &str) -> Result<CheckedImage, ApiError> {
    let url = match url.map(str::trim) {
        None | Some("") => return Ok(CheckedImage::None),
        Some(u) => u,
    };
    if is_data_url(url) {
        let bytes = decode_data_url(url, MAX_IMAGE_BYTES)?;
        let (bytes, kind, sizes) = check_image_bytes(bytes, field)?;
        return Ok(CheckedImage::Data { bytes, kind, sizes });
    }
    if let Some(name) = url.strip_prefix("/media/") {
        return Ok(CheckedImage::Stored(name.to_owned()));
    }
    let link = if let Some(rest) = url.strip_prefix("//") { format!("https://{rest}") } else { url.to_owned() };
    if link.len() > MAX_LINK_LEN || !crate::rules::is_http_url(&link) {
        return Err(ApiError::new(
            ErrorCode::InvalidField,
            format!("{field} must be an image data URL or an http(s) link"),
        ));
    }
    Ok(CheckedImage::Link(link))
}

/// Stores a prepared image (once per content) and answers where it lives.
pub fn save_image(tx: &Transaction, image: &CheckedImage, field: &str) -> Result<ImageRef, ApiError> {
    match image {
        CheckedImage::None => Ok(ImageRef::default()),
        CheckedImage::Data { bytes, kind, sizes } => {
            let name = store(tx, bytes, *kind)?;
            store_sizes(tx, &name, sizes)?;
            Ok(ImageRef { media: Some(name), link: None })
        }
        CheckedImage::Link(link) => Ok(ImageRef { media: None, link: Some(link.clone()) }),
        CheckedImage::Stored(name) => {
            let mime: Option<String> =
                tx.query_row("SELECT mime FROM media WHERE name = ?1", [name], |r| r.get(0)).optional()?;
            match mime {
                Some(mime) if mime.starts_with("image/") => Ok(ImageRef { media: Some(name.clone()), link: None }),
                _ => Err(ApiError::new(ErrorCode::InvalidField, format!("{field} refers to an unknown file"))),
            }
        }
    }
}

/// The image to store (scaled down if large) and its type, if `bytes` are a real image.
fn check_image_bytes(bytes: Vec<u8>, field: &str) -> Result<(Vec<u8>, Kind, Sizes), ApiError> {
    let refuse = || ApiError::new(ErrorCode::InvalidImage, format!("{field} must be a JPEG, PNG, WebP or GIF image"));
    let kind = sniff(&bytes).filter(|k| *k != Kind::Pdf).ok_or_else(refuse)?;
    if looks_like_markup(&bytes) {
        return Err(refuse());
    }
    let (smaller, sizes) = check_image(&bytes, kind)?;
    let (bytes, kind) = smaller.unwrap_or((bytes, kind));
    Ok((bytes, kind, sizes))
}

/// Checks that `bytes` are a real JPEG, PNG, WebP or GIF image and stores them (scaled down if
/// large); returns the media name.
pub fn save_image_bytes(tx: &Transaction, bytes: &[u8], field: &str) -> Result<String, ApiError> {
    let (bytes, kind, sizes) = check_image_bytes(bytes.to_vec(), field)?;
    let name = store(tx, &bytes, kind)?;
    store_sizes(tx, &name, &sizes)?;
    Ok(name)
}

/// Checks and stores a PDF sent as a data URL; returns its media name.
pub fn save_pdf(tx: &Transaction, data_url: &str) -> Result<String, ApiError> {
    let data_url = data_url.trim();
    if !is_data_url(data_url) {
        return Err(ApiError::new(ErrorCode::InvalidImage, "The company profile must be sent as a PDF data URL"));
    }
    save_pdf_bytes(tx, &decode_data_url(data_url, MAX_PDF_BYTES)?)
}

pub fn save_pdf_bytes(tx: &Transaction, bytes: &[u8]) -> Result<String, ApiError> {
    check_pdf(bytes)?;
    store(tx, bytes, Kind::Pdf)
}

/// A certificate's or a product document's file, already checked: a PDF, or a real image (scaled
/// down like every other image when larger than [`MAX_STORED_SIDE`]).
#[derive(Debug)]
pub struct CheckedDocument {
    bytes: Vec<u8>,
    kind: Kind,
}

/// Checks a document sent as a data URL (`field` names it in the error): the bytes decide whether
/// it is a PDF (up to [`MAX_PDF_BYTES`]) or an image (up to [`MAX_IMAGE_BYTES`]); anything else is
/// refused as `invalid_image`. Decodes an image whole, so it is called before the write opens.
pub fn prepare_document(data_url: &str, field: &str) -> Result<CheckedDocument, ApiError> {
    let refuse = || {
        ApiError::new(ErrorCode::InvalidImage, "The file must be a PDF or a JPEG, PNG, WebP or GIF image").field(field)
    };
    let data_url = data_url.trim();
    if !is_data_url(data_url) {
        return Err(refuse());
    }
    let bytes = decode_data_url(data_url, MAX_PDF_BYTES).map_err(|e| e.field(field))?;
    match sniff(&bytes) {
        Some(Kind::Pdf) => {
            check_pdf(&bytes).map_err(|_| refuse())?;
            Ok(CheckedDocument { bytes, kind: Kind::Pdf })
        }
        Some(_) if bytes.len() > MAX_IMAGE_BYTES => Err(ApiError::new(
            ErrorCode::BodyTooLarge,
            format!("File too large (an image at most {} MB)", MAX_IMAGE_BYTES / (1024 * 1024)),
        )
        .field(field)),
        Some(_) => {
            let (bytes, kind, _) = check_image_bytes(bytes, "File").map_err(|e| e.field(field))?;
            Ok(CheckedDocument { bytes, kind })
        }
        None => Err(refuse()),
    }
}

/// Stores a prepared document (once per content); returns its media name.
pub fn save_document(tx: &Transaction, document: &CheckedDocument) -> Result<String, ApiError> {
    store(tx, &document.bytes, document.kind)
}

/// The columns that refer to stored files (table, column): the ones `schema.sql` declares
/// `REFERENCES media`, read from the database itself, so a new table with images needs no list.
fn file_references(conn: &Connection) -> Result<Vec<(String, String)>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT t.name, f.\"from\" FROM sqlite_schema t, pragma_foreign_key_list(t.name) f
         WHERE t.type = 'table' AND f.\"table\" = 'media' ORDER BY t.name",
    )?;
    let references = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?.collect::<Result<_, _>>()?;
    Ok(references)
}

/// Deletes files that no record refers to any more; called after changes that drop a reference.
pub fn collect_garbage(tx: &Transaction) -> Result<(), ApiError> {
    let in_use: Vec<String> = file_references(tx)?
        .iter()
        .map(|(table, column)| format!("SELECT \"{column}\" FROM \"{table}\" WHERE \"{column}\" IS NOT NULL"))
        .collect();
    tx.execute(&format!("DELETE FROM media WHERE name NOT IN ({})", in_use.join(" UNION ")), [])?;
    tx.execute("DELETE FROM image_sizes WHERE name NOT IN (SELECT name FROM media)", [])?;
    tx.execute("DELETE FROM image_widths WHERE source NOT IN (SELECT name FROM media)", [])?;
    Ok(())
}

pub struct MediaFile {
    pub mime: String,
    pub bytes: Vec<u8>,
    /// The document's name, when this file is the current company profile (else a certificate's
    /// or product document's title with `.pdf`).
    pub profile_name: Option<String>,
}

pub fn find(conn: &Connection, name: &str) -> Result<Option<MediaFile>, ApiError> {
    if name.contains('-') {
        return Ok(conn
            .prepare_cached("SELECT mime, bytes FROM image_widths WHERE name = ?1")?
            .query_row([name], |r| Ok(MediaFile { mime: r.get(0)?, bytes: r.get(1)?, profile_name: None }))
            .optional()?);
    }
    Ok(conn
        .query_row(
            "SELECT m.mime, m.bytes, coalesce(c.profile_name,
                 (SELECT d.title || '.pdf' FROM documents d WHERE d.file_media = m.name ORDER BY d.id LIMIT 1))
             FROM media m LEFT JOIN site_content c ON c.profile_media = m.name WHERE m.name = ?1",
            [name],
            |r| Ok(MediaFile { mime: r.get(0)?, bytes: r.get(1)?, profile_name: r.get(2)? }),
        )
        .optional()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sniffs_by_bytes_not_by_claim() {
        assert_eq!(sniff(b"\xFF\xD8\xFF\xE0rest"), Some(Kind::Jpeg));
        assert_eq!(sniff(b"<svg xmlns='http://www.w3.org/2000/svg'/>"), None);
        assert_eq!(sniff(b"RIFF\0\0\0\0WEBPVP8 "), Some(Kind::Webp));
        assert!(looks_like_markup(b"GIF89a<script>alert(1)</script>"));
    }

    #[test]
    fn every_column_holding_a_file_is_found_in_the_schema() {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(include_str!("../../schema.sql")).unwrap();
        let found = file_references(&conn).unwrap();
        let found: Vec<(&str, &str)> = found.iter().map(|(t, c)| (t.as_str(), c.as_str())).collect();
        assert_eq!(
            found,
            [
                ("awards", "image_media"),
                ("documents", "file_media"),
                ("hero_slides", "image_media"),
                ("product_images", "image_media"),
                ("products", "image_media"),
                ("shipment_documents", "file_media"),
                ("site_content", "profile_media")
            ]
        );
    }
}
