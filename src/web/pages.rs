//! The public pages as the server writes them: a URL per page and language (English at the
//! specification's routes, Persian under `/fa`), `<html lang dir>`, a `<head>` in the page's
//! language with its title, description, canonical and hreflang links, Open Graph and Twitter
//! tags and JSON-LD (the organization from the site content; on the products page the in-stock
//! products with their live offers), and the body: the app rendered by the same React components
//! in QuickJS ([`super::ssr`]), with the data it was rendered with inlined for the browser to
//! hydrate from. Also `/sitemap.xml` and `/robots.txt`.
//!
//! Two caches, both valid until the site's data changes (or the site's date does): the rendered body and
//! its data per page and language (one render however many requests wait for it; a product's own
//! URL can reuse its list's body), and each whole page per public address.
//!
//! The parts, each in its own file of `web/`: the texts of each language ([`super::meta`]), the
//! template ([`super::template`]), what a page shows ([`super::page_data`]), its head and JSON-LD
//! ([`super::head`]), the compressed page and its ETag ([`super::compressed`]), product paths
//! ([`super::slug`]), the sitemap and robots.txt ([`super::sitemap`]); the caches are
//! [`crate::cache::Cache`]s.

use std::ops::Range;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Instant;

use poem::http::StatusCode;
use serde_json::json;

use super::compressed::{Rendered, FIRST_GZIP};
use super::head::{self, photo_share_image, script_safe, Head, ShareImage};
use super::meta::{MetaFile, PageText};
use super::page_data::PageData;
use super::product_text;
use super::sitemap;
use super::ssr::{Renderer, ScriptSource};
use super::template::Template;
use crate::cache::{Cache, Slot};
use crate::error::ApiError;
use crate::locale::{self, format_number, Lang};
use crate::models::slug::{product_segment, same_segment, segment_id};
use crate::state::AppState;

/// What a product's URL answers.
pub enum ProductPage {
    Page(Rendered),
    /// The product's canonical path (the id alone, or a slug from an older name).
    Moved(String),
    Missing,
}

/// What a cached page was made from: the site's data version and the site's date (the footer
/// shows its year; the About and products pages list the certificates valid on it, so a page made
/// yesterday is made again today).
type Version = (u64, time::Date);

fn current_version(state: &AppState) -> Version {
    (state.site_version(), state.today())
}

/// A page's body in one language: the data it shows and the app rendered with it.
pub struct Body {
    data: PageData,
    /// The rendered app (None when the renderer failed: the browser then draws the page).
    app: Option<String>,
    /// `data` as the browser's store reads it, safe inside `<script>`.
    inline: String,
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
    bodies: Cache<String, Body, Version>,
    /// Whole pages: at most [`CACHE_LIMIT`], since the public address is part of the key and a
    /// client may send any Host.
    cache: Cache<PageKey, Rendered, Version>,
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
            bodies: Cache::new(BODIES_LIMIT),
            cache: Cache::new(CACHE_LIMIT),
        })
    }

    /// Gives a quiet site's memory back: forgets the rendered bodies (the whole pages stay cached,
    /// so only a page asked for at another address, or a not-yet-cached one, is rendered again),
    /// and a page still in its first visitor's copy (read once since its render) is kept in the
    /// smaller one, out of the process's memory, as a second visit would have made it. Blocking.
    pub fn release_memory(&self) {
        self.bodies.clear();
        for (key, slot) in self.cache.slots() {
            if let Some(keep) = self.keep_smaller(key, slot) {
                keep();
            }
        }
    }

    /// The public page at `page_path` (without the language prefix), if there is one.
    pub fn page_at(&self, page_path: &str) -> Option<&str> {
        self.routes.iter().find(|(p, _)| p == page_path).map(|(_, page)| page.as_str())
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
            if let Some(keep) = self.keep_smaller(key, slot.clone()) {
                tokio::task::spawn_blocking(keep);
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

    /// While the page in `slot` is still in its first visitor's copy, the (blocking) work that puts
    /// its copy compressed at [`KEPT_GZIP`] in the cache in its place, unless a newer page took its
    /// place meanwhile; the first caller claims it, so it is done once (a second visit, or a quiet
    /// site's [`Pages::release_memory`]).
    fn keep_smaller(&self, key: PageKey, slot: Arc<Slot<Rendered, Version>>) -> Option<impl FnOnce() + Send + 'static> {
        let first = slot.value.get().filter(|page| page.quick.swap(false, Ordering::Relaxed))?.clone();
        let cache = self.cache.clone();
        Some(move || cache.replace(&key, &slot, Arc::new(first.kept())))
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
        let today = slot.version.1;
        tokio::spawn(async move {
            task.value
                .get_or_try_init(|| async move {
                    let data = PageData::load(&state, &page, today).await?;
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
        let meta = self.meta.of(lang);
        let fallback = PageText { title: meta.site_name.clone(), description: String::new() };
        let text = meta.pages.get(page).unwrap_or(&fallback);
        let found = page != "notFound";
        let path = self.routes.iter().find(|(_, p)| p == page).map(|(p, _)| p.as_str()).filter(|_| found);
        let mut ld = vec![head::organization(meta, lang, base, &data.content)];
        if page == "products" {
            ld.push(head::product_list(&data.products(), lang, base, self.products_image(base).as_deref()));
        }
        let head = head::head(
            meta,
            self.meta.of(other(lang)),
            lang,
            base,
            Head {
                title: &text.title,
                description: &text.description,
                path,
                other_path: None,
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
        let data = PageData::load(state, "products", state.today()).await?;
        let products = data.products();
        let Some(p) = products.iter().find(|p| p["id"].as_i64() == Some(id)) else {
            return Ok(ProductPage::Missing);
        };
        // named in the page's language: the Persian URL's slug is the Persian name's
        let name = product_text::name(p, lang);
        let canonical = product_segment(id, name);
        if !same_segment(segment, &canonical) {
            return Ok(ProductPage::Moved(lang.path(&format!("/products/{canonical}"))));
        }
        let other_path = product_text::path(p, other(lang));
        let list = self.get(state, "/products", lang, base).await?;

        let meta = self.meta.of(lang);
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
        let (title, mut description) = (fill(&meta.product.title), fill(pattern));
        // the product's own words first, where it has them in the page's language
        let own = product_text::own_description(p, lang);
        if !own.is_empty() {
            let own = own.split_whitespace().collect::<Vec<_>>().join(" ");
            description = format!("{} {description}", clip(&own, 200));
        }

        let path = format!("/products/{canonical}");
        let url = format!("{base}{}", lang.path(&path));
        let mut product = head::product_ld(p, &url, base, self.products_image(base).as_deref());
        product["description"] = json!(description);
        product_text::localize_ld(&mut product, p, lang);
        super::product_facts::add_facts(&mut product, p, lang);
        let photo = match p["imageUrl"].as_str() {
            Some(photo) => Some(photo_share_image(state, base, photo).await),
            None => None,
        };
        // Link previews show PNG and JPEG, not everywhere WebP or GIF: a photo of another kind (or
        // a link to elsewhere, of unknown kind) leaves the preview to the products page's picture.
        let image = photo
            .filter(|i| matches!(i.mime, Some("image/png" | "image/jpeg")))
            .or_else(|| self.share_image("products", base));
        let head = head::head(
            meta,
            self.meta.of(other(lang)),
            lang,
            base,
            Head {
                title: &title,
                description: &description,
                path: Some(&path),
                other_path: Some(&other_path),
                image,
                ld: vec![head::organization(meta, lang, base, &data.content), product],
            },
        );
        Ok(ProductPage::Page(list.with_head(StatusCode::OK, head).await?))
    }

    /// The products page's share picture: the picture of a product without a photo.
    fn products_image(&self, base: &str) -> Option<String> {
        self.share_image("products", base).map(|i| i.url)
    }

    /// Every public URL in both languages with its alternates (see [`sitemap::sitemap`]).
    pub async fn sitemap(&self, state: &AppState, base: &str) -> Result<String, ApiError> {
        let data = PageData::load(state, "products", state.today()).await?;
        Ok(sitemap::sitemap(&self.routes, &data.products(), base))
    }
}

/// `text` cut at `max` characters, at a word's end, with an ellipsis where it was cut.
fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max).collect();
    let cut = cut.rsplit_once(char::is_whitespace).map_or(cut.as_str(), |(words, _)| words);
    format!("{}…", cut.trim_end_matches(|c: char| c.is_whitespace() || c.is_ascii_punctuation()))
}

/// The other language (a page's `og:locale:alternate`).
fn other(lang: Lang) -> Lang {
    match lang {
        Lang::En => Lang::Fa,
        Lang::Fa => Lang::En,
    }
}
