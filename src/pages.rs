//! The public pages as the server writes them: a URL per page and language (English at the
//! specification's routes, Persian under `/fa`), `<html lang dir>`, a `<head>` in the page's
//! language with its title, description, canonical and hreflang links, Open Graph and Twitter
//! tags and JSON-LD (the organization from the site content; on the products page the in-stock
//! products with their live offers), and the body: the app rendered by the same React components
//! in QuickJS ([`crate::ssr`]), with the data it was rendered with inlined for the browser to
//! hydrate from. Also `/sitemap.xml` and `/robots.txt`.
//!
//! Two caches, both valid until the site's data changes (or the year does): the rendered body and
//! its data per page and language (one render however many requests wait for it; a product's own
//! URL can reuse its list's body), and each whole page per public address.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::ops::Range;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use bytes::Bytes;
use poem::http::{HeaderValue, StatusCode};
use poem::Request;
use serde::Deserialize;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::error::ApiError;
use crate::locale::{self, format_number, Lang};
use crate::models::{awards, content, hero, media};
use crate::ssr::{Renderer, ScriptSource};
use crate::state::AppState;

/// Texts of one language, built from the UI's dictionaries into `page-meta.json` by build.mjs.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LangMeta {
    site_name: String,
    full_name: String,
    og_locale: String,
    pages: HashMap<String, PageText>,
    /// A product's own page: patterns with `{name}`, `{price}`, `{unit}` and `{available}`.
    product: ProductText,
    /// Every web font the language's pages lay out with, preloaded from the head: asked for with
    /// the stylesheet, they are mostly there for the first layout, so the page is not laid out
    /// again when one arrives (a long task on a slow phone).
    fonts: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ProductText {
    title: String,
    description: String,
    sold_out: String,
}

#[derive(Deserialize)]
struct PageText {
    title: String,
    description: String,
}

/// `page-meta.json`: both languages' texts.
#[derive(Deserialize)]
struct MetaFile {
    en: LangMeta,
    fa: LangMeta,
}

/// index.html cut where the server writes: the `<html>` tag, the title and description (replaced
/// by the page's own) and the root element's content.
struct Template {
    /// Up to `<html`.
    start: String,
    /// After the `<html ...>` tag up to `</head>`, without the template's title and description.
    head: String,
    /// From `</head>` to the end of the root element's opening tag.
    body_start: String,
    /// From the root element's end to `</body>`: holds the `<noscript>` note (if any), which a
    /// rendered page (readable without JavaScript) replaces with its inlined data.
    after_root: String,
    noscript: String,
    /// From `</body>` on.
    end: String,
}

const ROOT: &str = "<div id=\"root\">";

impl Template {
    fn parse(html: &str) -> Option<Template> {
        let html_at = html.find("<html")?;
        let html_end = html_at + html[html_at..].find('>')? + 1;
        let head_end = html.find("</head>")?;
        let mut head = html.get(html_end..head_end)?.to_owned();
        for (open, close) in [("<title>", "</title>"), ("<meta name=\"description\"", ">")] {
            if let Some(start) = head.find(open) {
                if let Some(len) = head[start..].find(close) {
                    // The whole line: its indent before, its line break after.
                    let a = head[..start].trim_end_matches([' ', '\t']).len();
                    let mut b = start + len + close.len();
                    if head[b..].starts_with('\n') {
                        b += 1;
                    }
                    head.replace_range(a..b, "");
                }
            }
        }
        let root_at = html.find(ROOT)? + ROOT.len();
        let root_end = root_at + html[root_at..].find("</div>")?;
        let body_end = html.rfind("</body>")?;
        let after_root = html.get(root_end..body_end)?.to_owned();
        let noscript = match (after_root.find("<noscript>"), after_root.find("</noscript>")) {
            (Some(a), Some(b)) if a < b => after_root[a..b + "</noscript>".len()].to_owned(),
            _ => String::new(),
        };
        Some(Template {
            start: html[..html_at].to_owned(),
            head,
            body_start: html[head_end..root_at].to_owned(),
            noscript,
            after_root,
            end: html[body_end..].to_owned(),
        })
    }
}

/// A page ready to send: the HTML, its gzip and its ETag.
pub struct Rendered {
    pub status: StatusCode,
    pub identity: Bytes,
    pub gzip: Bytes,
    pub etag: HeaderValue,
    /// Where the head the server writes for this page lies in `identity`: a product's page is its
    /// products page with another head.
    head: Range<usize>,
    /// Set on a first visitor's copy (gzip at [`FIRST_GZIP`]) until a smaller one is asked for.
    quick: AtomicBool,
    /// What follows the head, compressed once for all the product pages made from this page.
    tail: OnceLock<Tail>,
}

/// The part of a page after its head as a deflate stream of its own (it refers to nothing before
/// it), with the CRC-32 and length of those bytes. A product's page is its products page with
/// another head: its gzip is the new beginning compressed, then this.
#[derive(Clone)]
struct Tail {
    deflate: Bytes,
    crc: crc32fast::Hasher,
    len: usize,
}

impl Tail {
    fn of(bytes: &[u8]) -> Tail {
        let mut deflate = Vec::with_capacity(bytes.len() / 6);
        deflate_into(&mut new_deflate(), bytes, &mut deflate, flate2::FlushCompress::Finish);
        let mut crc = crc32fast::Hasher::new();
        crc.update(bytes);
        Tail { deflate: Bytes::from(deflate), crc, len: bytes.len() }
    }
}

impl Rendered {
    fn new(status: StatusCode, html: String, head: Range<usize>, gzip_level: u32) -> Rendered {
        let etag = page_etag(&Sha256::digest(html.as_bytes()));
        let identity = Bytes::from(html);
        Rendered {
            status,
            gzip: gzip(&identity, gzip_level),
            identity,
            etag,
            head,
            quick: AtomicBool::new(gzip_level < KEPT_GZIP),
            tail: OnceLock::new(),
        }
    }

    /// [`Rendered::new`] on a blocking thread: hashing and compressing a products page (380 KB)
    /// takes milliseconds, which the async threads must not spend.
    async fn made(status: StatusCode, html: String, head: Range<usize>, gzip_level: u32) -> Result<Rendered, ApiError> {
        tokio::task::spawn_blocking(move || Rendered::new(status, html, head, gzip_level))
            .await
            .map_err(|e| ApiError::internal(format!("compressing a page: {e}")))
    }

    /// The same page with its gzip at [`KEPT_GZIP`], kept where the kernel sends it without
    /// copying (`sendfile`): the copy a cached page is sent from.
    fn kept(&self) -> Rendered {
        Rendered {
            status: self.status,
            identity: self.identity.clone(),
            gzip: crate::sendfile::filed(gzip(&self.identity, KEPT_GZIP)),
            etag: self.etag.clone(),
            head: self.head.clone(),
            quick: AtomicBool::new(false),
            tail: self.tail.get().cloned().map(OnceLock::from).unwrap_or_default(),
        }
    }

    /// This page with `head` in place of its own, on a blocking thread.
    async fn with_head(self: &Arc<Self>, status: StatusCode, head: String) -> Result<Rendered, ApiError> {
        let page = self.clone();
        tokio::task::spawn_blocking(move || page.joined(status, &head))
            .await
            .map_err(|e| ApiError::internal(format!("writing a product's page: {e}")))
    }

    /// This page with `head` in place of its own. Only the part before the page's body is
    /// compressed here (a few KB); the body's compressed [`Tail`] is made once and joined to it.
    /// The ETag is this page's with the new head's digest.
    fn joined(&self, status: StatusCode, head: &str) -> Rendered {
        let (before, after) = (&self.identity[..self.head.start], &self.identity[self.head.end..]);
        let tail = self.tail.get_or_init(|| Tail::of(after));
        let mut html = Vec::with_capacity(before.len() + head.len() + after.len());
        html.extend_from_slice(before);
        html.extend_from_slice(head.as_bytes());
        let beginning = html.len();
        html.extend_from_slice(after);

        // gzip (RFC 1952): a header, the beginning compressed and flushed to a byte boundary with
        // nothing carried over (a full flush), the tail's stream, then the CRC-32 and length of it all.
        let mut gz = Vec::with_capacity(GZIP_HEADER.len() + beginning / 4 + tail.deflate.len() + 8);
        gz.extend_from_slice(&GZIP_HEADER);
        deflate_into(&mut new_deflate(), &html[..beginning], &mut gz, flate2::FlushCompress::Full);
        gz.extend_from_slice(&tail.deflate);
        let mut crc = crc32fast::Hasher::new();
        crc.update(&html[..beginning]);
        crc.combine(&tail.crc);
        gz.extend_from_slice(&crc.finalize().to_le_bytes());
        gz.extend_from_slice(&((beginning + tail.len) as u32).to_le_bytes());

        let etag = page_etag(&Sha256::new().chain_update(self.etag.as_bytes()).chain_update(head).finalize());
        Rendered {
            status,
            identity: Bytes::from(html),
            gzip: Bytes::from(gz),
            etag,
            head: self.head.start..self.head.start + head.len(),
            quick: AtomicBool::new(false),
            tail: OnceLock::new(),
        }
    }
}

/// A page's ETag from the digest of what it is made of.
fn page_etag(digest: &[u8]) -> HeaderValue {
    let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
    HeaderValue::from_str(&format!("\"p{hex}\"")).expect("hex digits are a valid header value")
}

/// A gzip member's header: deflate, no name or time, unknown system.
const GZIP_HEADER: [u8; 10] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];

/// A raw deflate stream at [`KEPT_GZIP`].
fn new_deflate() -> flate2::Compress {
    flate2::Compress::new(flate2::Compression::new(KEPT_GZIP), false)
}

/// Compresses all of `input` onto the end of `out`, then flushes as `flush` says.
fn deflate_into(c: &mut flate2::Compress, mut input: &[u8], out: &mut Vec<u8>, flush: flate2::FlushCompress) {
    loop {
        out.reserve(input.len() / 4 + 4096);
        let read = c.total_in();
        let status = c.compress_vec(input, out, flush);
        input = &input[(c.total_in() - read) as usize..];
        // Done once the input is in and the flush did not fill the room it was given; a stream
        // error cannot happen with valid arguments, and ends the loop rather than spinning.
        match status {
            Ok(flate2::Status::StreamEnd) | Err(_) => return,
            Ok(_) if input.is_empty() && out.len() < out.capacity() => return,
            Ok(_) => {}
        }
    }
}

/// gzip levels of a rendered page (the products page with 100 products, 380 KB, here: level 6,
/// 8.1 ms and 45.7 KB; level 1, 2.3 ms and 63.9 KB). The visitors who wait for a render get the
/// quick one; once the page is read again, the cache's copy is compressed small in the background
/// for everyone after. A page the next change of data replaces before a second visit (an admin at
/// work) costs no second compression.
const FIRST_GZIP: u32 = 1;
const KEPT_GZIP: u32 = 6;

fn gzip(bytes: &[u8], level: u32) -> Bytes {
    let mut gz = flate2::write::GzEncoder::new(Vec::with_capacity(bytes.len() / 3), flate2::Compression::new(level));
    Bytes::from(gz.write_all(bytes).and_then(|()| gz.finish()).unwrap_or_default())
}

/// What one page's head says.
struct Head<'a> {
    title: &'a str,
    description: &'a str,
    /// The page's path without the language prefix; None for the not-found page (no canonical,
    /// not indexed).
    path: Option<&'a str>,
    image: Option<ShareImage>,
    ld: Vec<Value>,
}

/// The picture a link preview shows: an absolute URL, and its type and size when known.
struct ShareImage {
    url: String,
    mime: Option<&'static str>,
    size: Option<(u32, u32)>,
}

/// What a product's URL answers.
pub enum ProductPage {
    Page(Rendered),
    /// The product's canonical path (the id alone, or a slug from an older name).
    Moved(String),
    Missing,
}

/// What a cached page was made from: the site's data version and the year (the footer shows it).
type Version = (u64, i32);

fn current_version(state: &AppState) -> Version {
    (state.site_version(), time::OffsetDateTime::now_utc().year())
}

/// A page's body in one language: the data it shows and the app rendered with it.
pub struct Body {
    data: PageData,
    /// The rendered app (None when the renderer failed: the browser then draws the page).
    app: Option<String>,
    /// `data` as the browser's store reads it, safe inside `<script>`.
    inline: String,
}

/// A body, or a whole page, made or being made from the data at `version`: the requests that
/// want it while it is being made wait for that one making.
struct Slot<T> {
    version: Version,
    value: tokio::sync::OnceCell<Arc<T>>,
}

/// Slots by key, at most `limit` of them (the map is emptied when full).
struct Slots<K, T> {
    map: Arc<Mutex<HashMap<K, Arc<Slot<T>>>>>,
    limit: usize,
}

impl<K, T> Clone for Slots<K, T> {
    fn clone(&self) -> Self {
        Slots { map: self.map.clone(), limit: self.limit }
    }
}

impl<K: std::hash::Hash + Eq + Clone, T> Slots<K, T> {
    fn new(limit: usize) -> Self {
        Slots { map: Arc::new(Mutex::new(HashMap::new())), limit }
    }

    /// The slot for `key` made from the data at `version` or later (a slot made after a newer
    /// change than the caller saw is as good as a fresh one); else a new, empty one in its place.
    fn at(&self, key: &K, version: Version) -> Result<Arc<Slot<T>>, ApiError> {
        let mut map = self.map.lock().map_err(|_| ApiError::internal("page cache lock poisoned"))?;
        if let Some(slot) = map.get(key).filter(|slot| slot.version >= version) {
            return Ok(slot.clone());
        }
        if map.len() >= self.limit {
            map.clear();
        }
        let slot = Arc::new(Slot { version, value: tokio::sync::OnceCell::new() });
        map.insert(key.clone(), slot.clone());
        Ok(slot)
    }

    /// Puts `value` for `key` in place of `slot`, unless a newer slot took its place meanwhile.
    fn replace(&self, key: &K, slot: &Arc<Slot<T>>, value: Arc<T>) {
        if let Ok(mut map) = self.map.lock() {
            if let Some(current) = map.get_mut(key).filter(|current| Arc::ptr_eq(current, slot)) {
                *current =
                    Arc::new(Slot { version: slot.version, value: tokio::sync::OnceCell::new_with(Some(value)) });
            }
        }
    }
}

/// A whole page: by its render path (which holds the language) and the public address.
type PageKey = (String, String);

pub struct Pages {
    template: Template,
    meta: MetaFile,
    /// The public pages of routes.json: (path, page), in declared order.
    routes: Vec<(String, String)>,
    /// Pages with a share picture (`og/<page>.png`, 1200×630, made by build.mjs).
    share_images: Vec<String>,
    /// None: a UI built without ssr.js, whose pages the browser draws.
    renderer: Option<Arc<Renderer>>,
    /// Bodies by render path: a few per page and language, however many addresses.
    bodies: Slots<String, Body>,
    /// Whole pages: at most [`CACHE_LIMIT`], since the public address is part of the key and a
    /// client may send any Host.
    cache: Slots<PageKey, Rendered>,
}

const CACHE_LIMIT: usize = 64;
/// More than the render paths there are (pages, and not-found pages under each, per language).
const BODIES_LIMIT: usize = 256;

impl Pages {
    /// From the built index.html, page-meta.json and ssr.js; None when the UI was built without
    /// the first two.
    pub fn new(
        index_html: &[u8],
        page_meta: &[u8],
        ssr_script: Option<ScriptSource>,
        routes: Vec<(String, String)>,
        share_images: Vec<String>,
    ) -> Option<Pages> {
        let template = Template::parse(std::str::from_utf8(index_html).ok()?)?;
        let meta: MetaFile = serde_json::from_slice(page_meta).ok()?;
        Some(Pages {
            template,
            meta,
            routes,
            share_images,
            renderer: ssr_script.map(|s| Arc::new(Renderer::new(s))),
            bodies: Slots::new(BODIES_LIMIT),
            cache: Slots::new(CACHE_LIMIT),
        })
    }

    /// The public page at `page_path` (without the language prefix), if there is one.
    pub fn page_at(&self, page_path: &str) -> Option<&str> {
        self.routes.iter().find(|(p, _)| p == page_path).map(|(_, page)| page.as_str())
    }

    fn lang_meta(&self, lang: Lang) -> &LangMeta {
        match lang {
            Lang::En => &self.meta.en,
            Lang::Fa => &self.meta.fa,
        }
    }

    /// The path the app is rendered at for `page_path` (without the language prefix): the page's
    /// own; for a path with no page, one under the same top-level page where there is one (the
    /// only thing a not-found page shows of its URL is which top-bar link is current). So every
    /// unknown path costs at most one render per top-level page and language.
    fn render_path(&self, lang: Lang, page_path: &str) -> String {
        if self.page_at(page_path).is_some() {
            return lang.path(page_path);
        }
        let section = self.section_of(page_path).map(|(path, _)| path).unwrap_or_default();
        lang.path(&format!("{section}/not-found"))
    }

    /// The page whose path begins `page_path` (`/products` of `/products/x`), with its path.
    fn section_of(&self, page_path: &str) -> Option<(String, &str)> {
        let first = format!("/{}", page_path.split('/').find(|s| !s.is_empty())?);
        let page = self.page_at(&first)?;
        Some((first, page))
    }

    /// The page at `page_path` (without the language prefix; the not-found page where there is
    /// none) in `lang`, from the cache unless the site's data changed since it was written.
    pub async fn get(
        &self,
        state: &Arc<AppState>,
        page_path: &str,
        lang: Lang,
        base: &str,
    ) -> Result<Arc<Rendered>, ApiError> {
        let page = self.page_at(page_path).unwrap_or("notFound").to_owned();
        let render_path = self.render_path(lang, page_path);
        let version = current_version(state);
        let key = (render_path.clone(), base.to_owned());
        let slot = self.cache.at(&key, version)?;
        if let Some(rendered) = slot.value.get() {
            if rendered.quick.swap(false, Ordering::Relaxed) {
                self.keep_smaller(key, slot.clone(), rendered.clone());
            }
            return Ok(rendered.clone());
        }
        // A not-found path under a page renders inside that page's route (an unknown product is
        // the products page's own not-found view), so it reads that page's data.
        let data_page = match self.page_at(page_path) {
            Some(page) => page,
            None => self.section_of(page_path).map_or("notFound", |(_, page)| page),
        };
        let rendered = slot
            .value
            .get_or_try_init(|| async {
                let body = self.body(state, data_page, lang, render_path).await?;
                let (status, html, head) = self.write(&page, lang, base, &body);
                Ok::<_, ApiError>(Arc::new(Rendered::made(status, html, head, FIRST_GZIP).await?))
            })
            .await?;
        Ok(rendered.clone())
    }

    /// Puts `first`'s copy compressed at [`KEPT_GZIP`] in the cache in its place, on a blocking
    /// thread, unless a newer page took its place meanwhile.
    fn keep_smaller(&self, key: PageKey, slot: Arc<Slot<Rendered>>, first: Arc<Rendered>) {
        let cache = self.cache.clone();
        tokio::task::spawn_blocking(move || cache.replace(&key, &slot, Arc::new(first.kept())));
    }

    /// The body rendered at `render_path`: the cached one when the data has not changed since it
    /// was read, else one render that every request for it waits for. The render runs in a task
    /// of its own, so a client that hangs up does not cancel it for the others.
    async fn body(
        &self,
        state: &Arc<AppState>,
        page: &str,
        lang: Lang,
        render_path: String,
    ) -> Result<Arc<Body>, ApiError> {
        let version = current_version(state);
        let slot = self.bodies.at(&render_path, version)?;
        if let Some(body) = slot.value.get() {
            return Ok(body.clone());
        }
        let (state, renderer, page) = (state.clone(), self.renderer.clone(), page.to_owned());
        let task = slot.clone();
        let year = slot.version.1;
        tokio::spawn(async move {
            task.value
                .get_or_try_init(|| async move {
                    let data = PageData::load(&state, &page, year).await?;
                    let browser_json = data.browser_json(lang);
                    let inline = script_safe(&browser_json);
                    let app = match renderer {
                        Some(renderer) => {
                            let input = format!("{{\"path\":{},\"data\":{browser_json}}}", json!(render_path));
                            let started = Instant::now();
                            match renderer.render(input).await {
                                Ok(html) => {
                                    tracing::debug!(
                                        "rendered {render_path} in {:.1} ms",
                                        started.elapsed().as_secs_f64() * 1e3
                                    );
                                    Some(html)
                                }
                                Err(e) => {
                                    tracing::error!("rendering {render_path}: {e}");
                                    None
                                }
                            }
                        }
                        None => None,
                    };
                    Ok::<_, ApiError>(Arc::new(Body { data, app, inline }))
                })
                .await
                .cloned()
        })
        .await
        .map_err(|e| ApiError::internal(format!("rendering a page: {e}")))?
    }

    /// The whole page: the template with the page's `<html lang dir>`, head and body; with its
    /// status and where the head lies in it.
    fn write(&self, page: &str, lang: Lang, base: &str, body: &Body) -> (StatusCode, String, Range<usize>) {
        let data = &body.data;
        let meta = self.lang_meta(lang);
        let fallback = PageText { title: meta.site_name.clone(), description: String::new() };
        let text = meta.pages.get(page).unwrap_or(&fallback);
        let found = page != "notFound";
        let path = self.routes.iter().find(|(_, p)| p == page).map(|(p, _)| p.as_str()).filter(|_| found);
        let mut ld = vec![self.organization(lang, base, data)];
        if page == "products" {
            ld.push(self.product_list(&data.products(), lang, base));
        }
        let head = self.head(
            lang,
            base,
            Head {
                title: &text.title,
                description: &text.description,
                path,
                image: path.and_then(|_| self.share_image(page, base)),
                ld,
            },
        );
        let t = &self.template;
        let app = body.app.as_deref().unwrap_or("");
        let after_root = match body.app {
            // Read by the store when the app starts.
            Some(_) => {
                let data = format!("<script id=\"ssr-data\" type=\"application/json\">{}</script>", body.inline);
                if t.noscript.is_empty() {
                    format!("{data}{}", t.after_root)
                } else {
                    t.after_root.replacen(&t.noscript, &data, 1)
                }
            }
            // Not rendered: the browser draws the page, and says so where it cannot.
            None => t.after_root.clone(),
        };
        let before = format!("{}<html lang=\"{}\" dir=\"{}\">{}", t.start, lang.code(), lang.dir(), t.head.trim_end());
        let html = format!("{before}{head}\n  {}{app}{after_root}{}", t.body_start, t.end);
        let status = if found { StatusCode::OK } else { StatusCode::NOT_FOUND };
        (status, html, before.len()..before.len() + head.len())
    }

    /// The tags the server writes into a page's head: title and description; then canonical,
    /// hreflang alternates, Open Graph and Twitter tags for a page that exists (else `noindex`);
    /// and the JSON-LD graph.
    fn head(&self, lang: Lang, base: &str, h: Head) -> String {
        let meta = self.lang_meta(lang);
        let mut head = String::with_capacity(4096);
        for font in &meta.fonts {
            let _ = write!(
                head,
                "\n    <link rel=\"preload\" href=\"{}\" as=\"font\" type=\"font/woff2\" crossorigin>",
                esc(font)
            );
        }
        let _ = write!(head, "\n    <title>{}</title>", esc(h.title));
        let _ = write!(head, "\n    <meta name=\"description\" content=\"{}\">", esc(h.description));
        if let Some(path) = h.path {
            let url = |l: Lang| format!("{base}{}", l.path(path));
            let canonical = url(lang);
            let _ = write!(head, "\n    <link rel=\"canonical\" href=\"{}\">", esc(&canonical));
            for (hreflang, l) in [("en", Lang::En), ("fa", Lang::Fa), ("x-default", Lang::En)] {
                let _ =
                    write!(head, "\n    <link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\">", esc(&url(l)));
            }
            let other = self.lang_meta(if lang == Lang::En { Lang::Fa } else { Lang::En });
            let og = [
                ("og:type", "website"),
                ("og:site_name", meta.site_name.as_str()),
                ("og:title", h.title),
                ("og:description", h.description),
                ("og:url", canonical.as_str()),
                ("og:locale", meta.og_locale.as_str()),
                ("og:locale:alternate", other.og_locale.as_str()),
            ];
            for (property, content) in og {
                let _ = write!(head, "\n    <meta property=\"{property}\" content=\"{}\">", esc(content));
            }
            if let Some(image) = &h.image {
                let _ = write!(head, "\n    <meta property=\"og:image\" content=\"{}\">", esc(&image.url));
                if let Some(mime) = image.mime {
                    let _ = write!(head, "\n    <meta property=\"og:image:type\" content=\"{mime}\">");
                }
                if let Some((w, h)) = image.size {
                    let _ = write!(
                        head,
                        "\n    <meta property=\"og:image:width\" content=\"{w}\">\n    \
                         <meta property=\"og:image:height\" content=\"{h}\">"
                    );
                }
                let _ = write!(head, "\n    <meta property=\"og:image:alt\" content=\"{}\">", esc(h.title));
            }
            let card = if h.image.is_some() { "summary_large_image" } else { "summary" };
            let twitter = [("twitter:card", card), ("twitter:title", h.title), ("twitter:description", h.description)];
            let image = h.image.as_ref().map(|i| [("twitter:image", i.url.as_str()), ("twitter:image:alt", h.title)]);
            for (name, content) in twitter.into_iter().chain(image.into_iter().flatten()) {
                let _ = write!(head, "\n    <meta name=\"{name}\" content=\"{}\">", esc(content));
            }
        } else {
            head.push_str("\n    <meta name=\"robots\" content=\"noindex\">");
        }
        let graph = json!({ "@context": "https://schema.org", "@graph": h.ld });
        let _ = write!(head, "\n    <script type=\"application/ld+json\">{}</script>", script_json(&graph));
        head
    }

    /// A page's own share picture (`og/<page>.png`, 1200×630, made by build.mjs), if it has one.
    fn share_image(&self, page: &str, base: &str) -> Option<ShareImage> {
        self.share_images.iter().any(|p| p == page).then(|| ShareImage {
            url: format!("{base}/og/{page}.png"),
            mime: Some("image/png"),
            size: Some((1200, 630)),
        })
    }

    /// A product's own page, `/products/<id>-<slug>` in `lang`: the products page (from the
    /// cache) with the product's head — its title, description, canonical and alternates, its
    /// photo as the share picture, and its Product and Offer. An old slug or the id alone moves
    /// to the canonical path; an unknown id is missing.
    pub async fn product(
        &self,
        state: &Arc<AppState>,
        lang: Lang,
        base: &str,
        segment: &str,
    ) -> Result<ProductPage, ApiError> {
        let Some(id) = segment_id(segment).filter(|_| !segment.contains('/')) else {
            return Ok(ProductPage::Missing);
        };
        let data = PageData::load(state, "products", 0).await?;
        let products = data.products();
        let Some(p) = products.iter().find(|p| p["id"].as_i64() == Some(id)) else {
            return Ok(ProductPage::Missing);
        };
        let name = p["name"].as_str().unwrap_or_default();
        let canonical = product_segment(id, name);
        if percent_decode(segment).as_deref() != percent_decode(&canonical).as_deref() {
            return Ok(ProductPage::Moved(lang.path(&format!("/products/{canonical}"))));
        }
        let list = self.get(state, "/products", lang, base).await?;

        let meta = self.lang_meta(lang);
        let available = p["available"].as_i64().unwrap_or(0);
        let unit = p["unit"].as_str().unwrap_or_default();
        let price = format!(
            "{} {}",
            p["currency"].as_str().unwrap_or("USD"),
            format_number(p["price"].as_f64().unwrap_or(0.0), 2, lang)
        );
        let quantity = format!(
            "{} {}",
            format_number(available as f64, 0, lang),
            locale::unit_counted(unit, lang).unwrap_or(unit)
        );
        let pattern = if available > 0 { &meta.product.description } else { &meta.product.sold_out };
        let fill = |s: &str| {
            s.replace("{name}", name)
                .replace("{price}", &price)
                .replace("{unit}", locale::unit_one(unit, lang).unwrap_or(unit))
                .replace("{available}", &quantity)
        };
        let (title, description) = (fill(&meta.product.title), fill(pattern));

        let path = format!("/products/{canonical}");
        let url = format!("{base}{}", lang.path(&path));
        let mut product = self.product_ld(p, &url, base);
        product["description"] = json!(description);
        let photo = match p["imageUrl"].as_str() {
            Some(photo) => Some(photo_share_image(state, base, photo).await),
            None => None,
        };
        // Link previews show PNG and JPEG, not everywhere WebP or GIF: a photo of another kind (or
        // a link to elsewhere, of unknown kind) leaves the preview to the products page's picture.
        let image = photo
            .filter(|i| matches!(i.mime, Some("image/png" | "image/jpeg")))
            .or_else(|| self.share_image("products", base));
        let head = self.head(
            lang,
            base,
            Head {
                title: &title,
                description: &description,
                path: Some(&path),
                image,
                ld: vec![self.organization(lang, base, &data), product],
            },
        );
        Ok(ProductPage::Page(list.with_head(StatusCode::OK, head).await?))
    }

    /// A product as schema.org describes it, with its live offer; `url` is its page in the
    /// language being written.
    fn product_ld(&self, p: &Value, url: &str, base: &str) -> Value {
        let available = p["available"].as_i64().unwrap_or(0);
        let image = match p["imageUrl"].as_str() {
            Some(photo) => absolute(base, photo),
            // Search engines want a picture of every product: the products page's share picture.
            None => self.share_image("products", base).map(|i| i.url).unwrap_or_else(|| format!("{base}/favicon.svg")),
        };
        json!({
            "@type": "Product",
            "@id": format!("{url}#product"),
            "name": p["name"],
            "url": url,
            "image": image,
            "offers": {
                "@type": "Offer",
                "url": url,
                "price": p["price"],
                "priceCurrency": p.get("currency").cloned().unwrap_or(json!("USD")),
                "availability": if available > 0 { "https://schema.org/InStock" } else { "https://schema.org/OutOfStock" },
                "seller": { "@id": format!("{base}/#organization") },
            },
        })
    }

    /// The in-stock products as a schema.org ItemList of Products with their live Offers, each at
    /// its own page in `lang`.
    fn product_list(&self, products: &[Value], lang: Lang, base: &str) -> Value {
        let items: Vec<Value> = products
            .iter()
            .filter(|p| p["available"].as_i64().unwrap_or(0) > 0)
            .enumerate()
            .map(|(i, p)| {
                let id = p["id"].as_i64().unwrap_or(0);
                let path = format!("/products/{}", product_segment(id, p["name"].as_str().unwrap_or_default()));
                let product = self.product_ld(p, &format!("{base}{}", lang.path(&path)), base);
                json!({ "@type": "ListItem", "position": i + 1, "item": product })
            })
            .collect();
        json!({ "@type": "ItemList", "numberOfItems": items.len(), "itemListElement": items })
    }

    /// The company as schema.org describes it, from the site content (which answers its defaults).
    fn organization(&self, lang: Lang, base: &str, data: &PageData) -> Value {
        let meta = self.lang_meta(lang);
        let field = |name: &str| -> Option<String> {
            data.content.get(name).and_then(Value::as_str).filter(|s| !s.trim().is_empty()).map(str::to_owned)
        };
        let mut org = json!({
            "@type": "Organization",
            "@id": format!("{base}/#organization"),
            "name": meta.full_name,
            "alternateName": meta.site_name,
            "url": format!("{base}{}", lang.path("/")),
            "logo": format!("{base}/favicon.svg"),
        });
        let mut contact = json!({ "@type": "ContactPoint", "contactType": "sales", "availableLanguage": ["en", "fa"] });
        if let Some(email) = field("contactEmail") {
            org["email"] = json!(email);
            contact["email"] = json!(email);
        }
        if let Some(phone) = field("contactPhone") {
            org["telephone"] = json!(phone);
            contact["telephone"] = json!(phone);
        }
        org["contactPoint"] = contact;
        let address = if lang == Lang::Fa { field("contactAddressFa") } else { None };
        if let Some(address) = address.or_else(|| field("contactAddress")) {
            org["address"] = json!({ "@type": "PostalAddress", "streetAddress": address });
        }
        let same_as: Vec<String> = ["instagramUrl", "facebookUrl", "twitterUrl", "youtubeUrl", "linkedinUrl"]
            .iter()
            .filter_map(|k| data.content.get(*k).and_then(Value::as_str))
            .filter(|u| u.starts_with("https://") || u.starts_with("http://"))
            .map(str::to_owned)
            .collect();
        if !same_as.is_empty() {
            org["sameAs"] = json!(same_as);
        }
        org
    }

    /// Every public URL in both languages with its alternates: the pages, with `lastmod` the
    /// newest date in the catalogue data (product added, stock imported or exported), then each
    /// product's own page with its own newest date.
    pub async fn sitemap(&self, state: &AppState, base: &str) -> Result<String, ApiError> {
        let data = PageData::load(state, "products", 0).await?;
        let products = data.products();
        let mut xml = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
             xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
        );
        let mut entry = |path: &str, lastmod: Option<&str>| {
            for lang in [Lang::En, Lang::Fa] {
                let _ = write!(xml, "  <url>\n    <loc>{}</loc>\n", esc(&format!("{base}{}", lang.path(path))));
                if let Some(date) = lastmod {
                    let _ = writeln!(xml, "    <lastmod>{date}</lastmod>");
                }
                for (hreflang, l) in [("en", Lang::En), ("fa", Lang::Fa), ("x-default", Lang::En)] {
                    let _ = writeln!(
                        xml,
                        "    <xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>",
                        esc(&format!("{base}{}", l.path(path)))
                    );
                }
                xml.push_str("  </url>\n");
            }
        };
        let lastmod = last_change(&products);
        for (path, _) in &self.routes {
            entry(path, lastmod.as_deref());
        }
        for p in &products {
            let id = p["id"].as_i64().unwrap_or(0);
            let path = format!("/products/{}", product_segment(id, p["name"].as_str().unwrap_or_default()));
            entry(&path, last_change(std::slice::from_ref(p)).as_deref());
        }
        xml.push_str("</urlset>\n");
        Ok(xml)
    }
}

/// What a page shows, as the API answers it: the site content (every page: top bar, footer,
/// contact details), and the page's own data: the catalogue (products), the slideshow (home), the
/// awards (about).
struct PageData {
    year: i32,
    content: Value,
    /// The products as GET /api/products answers them (the bytes of its cache, shared): parsed
    /// only where they are read, so a cached page body does not hold a tree of them.
    products_json: Option<Bytes>,
    hero: Option<Value>,
    awards: Option<Value>,
}

impl PageData {
    async fn load(state: &AppState, page: &str, year: i32) -> Result<PageData, ApiError> {
        let content = state.db.read(content::get).await?;
        let content = poem_openapi::types::ToJSON::to_json(&content).unwrap_or(Value::Null);
        let products_json = match page {
            "products" => Some(state.product_list_json().await?),
            _ => None,
        };
        let hero = match page {
            "home" => poem_openapi::types::ToJSON::to_json(&state.db.read(hero::get).await?),
            _ => None,
        };
        let awards = match page {
            "about" => poem_openapi::types::ToJSON::to_json(&state.db.read(awards::list).await?),
            _ => None,
        };
        Ok(PageData { year, content, products_json, hero, awards })
    }

    /// The product list (empty on pages without it).
    fn products(&self) -> Vec<Value> {
        self.products_json.as_ref().and_then(|json| serde_json::from_slice(json).ok()).unwrap_or_default()
    }

    /// The data as the browser's store takes it (`PageData` of ui/src/store.ts), as JSON. The
    /// product list goes in as the API's bytes: copying it through a `Value` took longer than
    /// rendering a card.
    fn browser_json(&self, lang: Lang) -> String {
        let mut data = json!({ "lang": lang.code(), "year": self.year, "content": self.content });
        if let Some(hero) = &self.hero {
            data["hero"] = hero.clone();
        }
        if let Some(awards) = &self.awards {
            data["awards"] = awards.clone();
        }
        let mut out = data.to_string();
        if let Some(products) = &self.products_json {
            out.pop(); // the object's closing brace
            out.push_str(",\"products\":");
            out.push_str(std::str::from_utf8(products).unwrap_or("[]"));
            out.push('}');
        }
        out
    }
}

/// The newest `YYYY-MM-DD` among the products' creation, import and export dates.
fn last_change(products: &[Value]) -> Option<String> {
    let mut dates = Vec::new();
    for p in products {
        dates.extend(p.get("createdAt").and_then(Value::as_str));
        for list in ["imports", "exports"] {
            for m in p.get(list).and_then(Value::as_array).into_iter().flatten() {
                dates.extend(m.get("date").and_then(Value::as_str));
            }
        }
    }
    dates
        .into_iter()
        .filter_map(|d| d.get(..10))
        .filter(|d| d.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() }))
        .max()
        .map(str::to_owned)
}

/// A product's path segment: `<id>-<slug>` (the id alone when the name has no letter or digit),
/// the slug percent-encoded as browsers send it. The UI's `productPath` makes the same.
pub fn product_segment(id: i64, name: &str) -> String {
    let slug = slug(name);
    if slug.is_empty() {
        return id.to_string();
    }
    let mut out = format!("{id}-");
    for b in slug.bytes() {
        if b.is_ascii_alphanumeric() || b == b'-' {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// A name's letters and digits in lower case (any script), each run of other characters one
/// `-`, cut at 60 characters.
fn slug(name: &str) -> String {
    let mut slug = String::new();
    let mut gap = false;
    for c in name.to_lowercase().chars() {
        if c.is_alphanumeric() {
            if gap && !slug.is_empty() {
                slug.push('-');
            }
            gap = false;
            slug.push(c);
        } else {
            gap = true;
        }
    }
    let cut: String = slug.chars().take(60).collect();
    cut.trim_end_matches('-').to_owned()
}

/// The product id a path segment starts with (`12` of `12-dried-figs`).
fn segment_id(segment: &str) -> Option<i64> {
    let digits = segment.split('-').next()?;
    if digits.is_empty() || digits.len() > 15 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// `%XX` escapes decoded (either case of hex); None when the result is not UTF-8 or an escape
/// is broken.
fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// A stored image's address (`/media/…`) made absolute; a link to elsewhere as it is.
fn absolute(base: &str, url: &str) -> String {
    if url.starts_with('/') {
        format!("{base}{url}")
    } else {
        url.to_owned()
    }
}

/// A product photo as a share picture: a stored photo with its type and size read from its
/// bytes; a link to elsewhere as it is.
async fn photo_share_image(state: &AppState, base: &str, photo: &str) -> ShareImage {
    let url = absolute(base, photo);
    let Some(name) = photo.strip_prefix("/media/").map(str::to_owned) else {
        return ShareImage { url, mime: None, size: None };
    };
    let file = state.db.read(move |conn| media::find(conn, &name)).await.ok().flatten();
    let size = file.as_ref().and_then(|f| {
        image::ImageReader::new(std::io::Cursor::new(&f.bytes)).with_guessed_format().ok()?.into_dimensions().ok()
    });
    let mime = match photo.rsplit('.').next() {
        Some("jpg") => Some("image/jpeg"),
        Some("png") => Some("image/png"),
        Some("webp") => Some("image/webp"),
        Some("gif") => Some("image/gif"),
        _ => None,
    };
    ShareImage { url, mime, size }
}

/// Escapes text for an HTML attribute or element (and XML).
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON safe inside a `<script>` element: no `</script>` or `<!--` can appear.
fn script_json(v: &Value) -> String {
    script_safe(&v.to_string())
}

/// JSON text made safe inside `<script>`: no `<` (so no `</script>` or `<!--`), and no U+2028 or
/// U+2029 (line ends to older JavaScript parsers). Each is written as its `\\u` escape, which
/// means the same character inside a JSON string, the only place JSON has them.
fn script_safe(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 64);
    let mut from = 0;
    for (at, c) in json.char_indices() {
        let escape = match c {
            '<' => "\\u003c",
            '\u{2028}' => "\\u2028",
            '\u{2029}' => "\\u2029",
            _ => continue,
        };
        out.push_str(&json[from..at]);
        out.push_str(escape);
        from = at + c.len_utf8();
    }
    out.push_str(&json[from..]);
    out
}

/// The site's public address without a trailing slash: `--public-url` when set; else the
/// scheme and host of the request (from X-Forwarded-Proto/-Host only when a trusted proxy sent
/// it). A host with characters no host name has is not believed.
pub fn public_base(req: &Request, state: &AppState) -> String {
    if let Some(url) = &state.config.public_url {
        return url.trim_end_matches('/').to_owned();
    }
    let scheme = crate::peer::scheme(req, &state.config);
    let host =
        crate::peer::host(req, &state.config).filter(|h| crate::config::valid_public_host(h)).unwrap_or("localhost");
    format!("{scheme}://{}", host.to_ascii_lowercase())
}

/// Whether [`public_base`] reads a trusted proxy's `X-Forwarded-Host` and `-Proto`: behind one,
/// without `--public-url`.
pub fn address_from_proxy(config: &crate::config::ServeConfig) -> bool {
    config.public_url.is_none() && !config.trusted_proxies.is_empty()
}

/// The footer's QR code: `url` as an SVG of one path, dark modules on white with the four-module
/// quiet zone scanners need. Drawn from the site's public address, so a company on its own
/// domain gets its own code.
pub fn qr_svg(url: &str) -> Result<String, ApiError> {
    let code = qrcode::QrCode::with_error_correction_level(url, qrcode::EcLevel::M)
        .map_err(|e| ApiError::internal(format!("QR code of {url}: {e}")))?;
    let width = code.width();
    let size = width + 8;
    let mut path = String::new();
    for (i, color) in code.to_colors().iter().enumerate() {
        if *color == qrcode::Color::Dark {
            let _ = write!(path, "M{} {}h1v1h-1z", i % width + 4, i / width + 4);
        }
    }
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" shape-rendering=\"crispEdges\">\
         <rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path fill=\"#1f1713\" d=\"{path}\"/></svg>"
    ))
}

/// The footer's QR codes by the address each encodes, each drawn once (a long address takes
/// 2 ms): at most [`CACHE_LIMIT`], as whole pages, since a client may send any Host.
pub struct QrCodes(Slots<String, Bytes>);

impl Default for QrCodes {
    fn default() -> Self {
        QrCodes(Slots::new(CACHE_LIMIT))
    }
}

impl QrCodes {
    /// The code of `url` as SVG, drawn on a blocking thread unless it is kept.
    pub async fn get(&self, url: String) -> Result<Bytes, ApiError> {
        // The code of an address never changes: any slot for it is as good as a fresh one.
        let slot = self.0.at(&url, (0, 0))?;
        let svg = slot
            .value
            .get_or_try_init(|| async move {
                let svg = tokio::task::spawn_blocking(move || qr_svg(&url))
                    .await
                    .map_err(|e| ApiError::internal(format!("drawing a QR code: {e}")))??;
                Ok::<_, ApiError>(Arc::new(Bytes::from(svg)))
            })
            .await?;
        Ok(Bytes::clone(svg))
    }
}

pub fn robots(base: &str) -> String {
    format!("User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: {base}/sitemap.xml\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names in tests/fixtures/slugs.json, which ui/test/productLink.test.mjs reads too: the
    /// server and the UI make the same URLs.
    #[test]
    fn slugs_match_the_ui() {
        let cases: serde_json::Value = serde_json::from_str(include_str!("../tests/fixtures/slugs.json")).unwrap();
        for case in cases["slugs"].as_array().unwrap() {
            let (name, expected) = (case[0].as_str().unwrap(), case[1].as_str().unwrap());
            assert_eq!(slug(name), expected, "{name}");
        }
        for case in cases["segments"].as_array().unwrap() {
            let (id, name) = (case[0].as_i64().unwrap(), case[1].as_str().unwrap());
            assert_eq!(product_segment(id, name), case[2].as_str().unwrap(), "{name}");
        }
        assert_eq!(segment_id("12-dried-figs"), Some(12));
        for bad in ["", "dried-figs", "12x", "-12", "1234567890123456"] {
            assert_eq!(segment_id(bad), None, "{bad}");
        }
        assert_eq!(percent_decode("%d8%a8-x").as_deref(), Some("ب-x"));
        assert_eq!(percent_decode("%zz"), None);
    }

    #[test]
    fn script_json_cannot_close_the_script() {
        assert_eq!(script_json(&json!("</script><!--")), "\"\\u003c/script>\\u003c!--\"");
        let text = "a\u{2028}b\u{2029}<c>دال";
        let safe = script_safe(&json!(text).to_string());
        assert_eq!(safe, "\"a\\u2028b\\u2029\\u003cc>دال\"");
        assert_eq!(serde_json::from_str::<Value>(&safe).unwrap(), json!(text));
    }

    #[test]
    fn browser_json_carries_the_api_product_list() {
        let products = br#"[{"id":1,"name":"</script>"}]"#;
        let data = PageData {
            year: 2026,
            content: json!({ "email": "a@b.c" }),
            products_json: Some(Bytes::from_static(products)),
            hero: None,
            awards: Some(json!([])),
        };
        let parsed: Value = serde_json::from_str(&data.browser_json(Lang::Fa)).unwrap();
        assert_eq!(
            parsed,
            json!({ "lang": "fa", "year": 2026, "content": { "email": "a@b.c" }, "awards": [], "products": [{ "id": 1, "name": "</script>" }] })
        );
        let without = PageData { products_json: None, ..data };
        assert!(serde_json::from_str::<Value>(&without.browser_json(Lang::En)).unwrap().get("products").is_none());
    }

    /// Each address's QR code is drawn once and kept, and however many addresses clients send,
    /// no more than [`CACHE_LIMIT`] codes are.
    #[tokio::test]
    async fn qr_codes_are_drawn_once_per_address_and_bounded() {
        let codes = QrCodes::default();
        let first = codes.get("https://golbahar.af/".to_owned()).await.unwrap();
        assert_eq!(first, qr_svg("https://golbahar.af/").unwrap().as_bytes());
        let again = codes.get("https://golbahar.af/".to_owned()).await.unwrap();
        assert_eq!(again.as_ptr(), first.as_ptr(), "the kept drawing, not a new one");
        for i in 0..3 * CACHE_LIMIT {
            codes.get(format!("http://{i}.example/")).await.unwrap();
            assert!(codes.0.map.lock().unwrap().len() <= CACHE_LIMIT);
        }
    }

    #[test]
    fn a_page_with_another_head_is_one_valid_gzip_of_its_bytes() {
        use std::io::Read as _;
        let unzip = |gz: &[u8]| {
            let mut out = Vec::new();
            flate2::read::GzDecoder::new(gz).read_to_end(&mut out).map(|_| out)
        };
        let body: String = (0..4000).map(|i| format!("<li>پسته {i} · pistachio</li>")).collect();
        let html = format!("<!doctype html><html><head><title>List</title></head><body>{body}</body></html>");
        let head = html.find("<title>").unwrap()..html.find("</head>").unwrap();
        let list = Rendered::new(StatusCode::OK, html.clone(), head.clone(), FIRST_GZIP);
        for title in ["<title>Almonds</title><meta name=\"description\" content=\"بادام\">", ""] {
            let page = list.joined(StatusCode::OK, title);
            let expected = format!("{}{title}{}", &html[..head.start], &html[head.end..]);
            assert_eq!(&page.identity[..], expected.as_bytes());
            assert_eq!(unzip(&page.gzip).unwrap(), expected.as_bytes());
            assert_eq!(&page.identity[page.head.clone()], title.as_bytes());
            assert_ne!(page.etag, list.etag);
            // Smaller than the list's own quick gzip: the body is compressed at the kept level.
            assert!(page.gzip.len() < list.gzip.len(), "{} >= {}", page.gzip.len(), list.gzip.len());
        }
        // The body is compressed once, and the list's smaller copy keeps it.
        let tail = list.tail.get().unwrap().deflate.clone();
        assert_eq!(list.kept().tail.get().unwrap().deflate.as_ptr(), tail.as_ptr());
        // A different head gives a different ETag; the same head the same one.
        assert_eq!(
            list.joined(StatusCode::OK, "<title>A</title>").etag,
            list.joined(StatusCode::OK, "<title>A</title>").etag
        );
        assert_ne!(
            list.joined(StatusCode::OK, "<title>A</title>").etag,
            list.joined(StatusCode::OK, "<title>B</title>").etag
        );
    }
}
