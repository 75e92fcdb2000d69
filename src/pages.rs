//! The public pages as the server writes them: a URL per page and language (English at the
//! specification's routes, Persian under `/fa`), `<html lang dir>`, and a `<head>` in the page's
//! language with its title, description, canonical and hreflang links, Open Graph and Twitter
//! tags and JSON-LD (the organization from the site content; on the products page the in-stock
//! products with their live offers). Also `/sitemap.xml` and `/robots.txt`. Each page is cached
//! by (page, language, public address) until the site's data changes.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::io::Write as _;
use std::sync::{Arc, Mutex};

use bytes::Bytes;
use poem::http::{HeaderValue, StatusCode};
use poem::Request;
use serde::Deserialize;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

use crate::error::ApiError;
use crate::models::content;
use crate::state::AppState;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Lang {
    En,
    Fa,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fa => "fa",
        }
    }

    fn dir(self) -> &'static str {
        match self {
            Lang::En => "ltr",
            Lang::Fa => "rtl",
        }
    }

    /// The path of a page (`/`, `/products`) in this language.
    pub fn path(self, page_path: &str) -> String {
        match (self, page_path) {
            (Lang::En, p) => p.to_owned(),
            (Lang::Fa, "/") => "/fa".to_owned(),
            (Lang::Fa, p) => format!("/fa{p}"),
        }
    }
}

/// A request path split into its language and the page path without the prefix: `/fa/products`
/// is Persian `/products`, `/fa` Persian `/`; `/faq` is English.
pub fn split_lang(path: &str) -> (Lang, &str) {
    match path.strip_prefix("/fa") {
        Some("") => (Lang::Fa, "/"),
        Some(rest) if rest.starts_with('/') => (Lang::Fa, rest),
        _ => (Lang::En, path),
    }
}

/// Texts of one language, built from the UI's dictionaries into `page-meta.json` by build.mjs.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LangMeta {
    site_name: String,
    full_name: String,
    og_locale: String,
    pages: HashMap<String, PageText>,
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

/// index.html cut where the server writes: the `<html>` tag and the title and description
/// (replaced by the page's own).
struct Template {
    /// Up to `<html`.
    start: String,
    /// After the `<html ...>` tag up to `</head>`, without the template's title and description.
    head: String,
    /// From `</head>` on.
    rest: String,
}

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
        Some(Template { start: html[..html_at].to_owned(), head, rest: html[head_end..].to_owned() })
    }
}

/// A page ready to send: the HTML, its gzip and its ETag.
pub struct Rendered {
    pub status: StatusCode,
    pub identity: Bytes,
    pub gzip: Bytes,
    pub etag: HeaderValue,
}

impl Rendered {
    fn new(status: StatusCode, html: String) -> Rendered {
        let digest = Sha256::digest(html.as_bytes());
        let etag = format!("\"p{}\"", digest[..12].iter().map(|b| format!("{b:02x}")).collect::<String>());
        let mut gz = flate2::write::GzEncoder::new(Vec::with_capacity(html.len() / 3), flate2::Compression::new(6));
        let gzip = gz.write_all(html.as_bytes()).and_then(|()| gz.finish()).unwrap_or_default();
        Rendered {
            status,
            identity: Bytes::from(html),
            gzip: Bytes::from(gzip),
            etag: HeaderValue::from_str(&etag).expect("hex digits are a valid header value"),
        }
    }
}

type CacheKey = (String, Lang, String);

pub struct Pages {
    template: Template,
    meta: MetaFile,
    /// The public pages of routes.json: (path, page), in declared order.
    routes: Vec<(String, String)>,
    /// Pages with a share picture (`og/<page>.png`, 1200×630, made by build.mjs).
    share_images: Vec<String>,
    cache: Mutex<HashMap<CacheKey, (u64, Arc<Rendered>)>>,
}

/// The cache holds at most this many pages: the public address is part of the key, and a client
/// may send any Host.
const CACHE_LIMIT: usize = 64;

impl Pages {
    /// From the built index.html and page-meta.json; None when the UI was built without them.
    pub fn new(
        index_html: &[u8],
        page_meta: &[u8],
        routes: Vec<(String, String)>,
        share_images: Vec<String>,
    ) -> Option<Pages> {
        let template = Template::parse(std::str::from_utf8(index_html).ok()?)?;
        let meta: MetaFile = serde_json::from_slice(page_meta).ok()?;
        Some(Pages { template, meta, routes, share_images, cache: Mutex::new(HashMap::new()) })
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

    /// The page `page` (a page name, or `notFound`) in `lang`, from the cache unless the site's
    /// data changed since it was written.
    pub async fn get(&self, state: &AppState, page: &str, lang: Lang, base: &str) -> Result<Arc<Rendered>, ApiError> {
        let version = state.site_version();
        let key = (page.to_owned(), lang, base.to_owned());
        if let Some((v, r)) = self.cache.lock().ok().and_then(|c| c.get(&key).cloned()) {
            if v == version {
                return Ok(r);
            }
        }
        let data = PageData::load(state, page == "products").await?;
        let rendered = Arc::new(self.render(page, lang, base, &data));
        if let Ok(mut cache) = self.cache.lock() {
            if cache.len() >= CACHE_LIMIT {
                cache.clear();
            }
            // A page read before a concurrent change is not kept: the next request renders anew.
            if state.site_version() == version {
                cache.insert(key, (version, rendered.clone()));
            }
        }
        Ok(rendered)
    }

    fn render(&self, page: &str, lang: Lang, base: &str, data: &PageData) -> Rendered {
        let meta = self.lang_meta(lang);
        let fallback = PageText { title: meta.site_name.clone(), description: String::new() };
        let text = meta.pages.get(page).unwrap_or(&fallback);
        let found = page != "notFound";
        let path = self.routes.iter().find(|(_, p)| p == page).map(|(p, _)| p.as_str());

        let mut head = String::with_capacity(4096);
        let _ = write!(head, "\n    <title>{}</title>", esc(&text.title));
        let _ = write!(head, "\n    <meta name=\"description\" content=\"{}\">", esc(&text.description));
        let mut ld = vec![self.organization(lang, base, data)];
        if let (true, Some(path)) = (found, path) {
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
                ("og:title", text.title.as_str()),
                ("og:description", text.description.as_str()),
                ("og:url", canonical.as_str()),
                ("og:locale", meta.og_locale.as_str()),
                ("og:locale:alternate", other.og_locale.as_str()),
            ];
            for (property, content) in og {
                let _ = write!(head, "\n    <meta property=\"{property}\" content=\"{}\">", esc(content));
            }
            let image = self.share_images.iter().any(|p| p == page).then(|| format!("{base}/og/{page}.png"));
            if let Some(image) = &image {
                let _ = write!(
                    head,
                    "\n    <meta property=\"og:image\" content=\"{}\">\n    <meta property=\"og:image:type\" \
                     content=\"image/png\">\n    <meta property=\"og:image:width\" content=\"1200\">\n    \
                     <meta property=\"og:image:height\" content=\"630\">\n    <meta property=\"og:image:alt\" content=\"{}\">",
                    esc(image),
                    esc(&text.title)
                );
            }
            let card = if image.is_some() { "summary_large_image" } else { "summary" };
            let twitter =
                [("twitter:card", card), ("twitter:title", &text.title), ("twitter:description", &text.description)];
            for (name, content) in twitter.into_iter().chain(image.as_deref().map(|i| ("twitter:image", i))) {
                let _ = write!(head, "\n    <meta name=\"{name}\" content=\"{}\">", esc(content));
            }
            if page == "products" {
                ld.push(product_list(&data.products, &canonical));
            }
        } else {
            head.push_str("\n    <meta name=\"robots\" content=\"noindex\">");
        }
        let graph = json!({ "@context": "https://schema.org", "@graph": ld });
        let _ = write!(head, "\n    <script type=\"application/ld+json\">{}</script>", script_json(&graph));

        let t = &self.template;
        let html = format!(
            "{}<html lang=\"{}\" dir=\"{}\">{}{}\n  {}",
            t.start,
            lang.code(),
            lang.dir(),
            t.head.trim_end(),
            head,
            t.rest
        );
        Rendered::new(if found { StatusCode::OK } else { StatusCode::NOT_FOUND }, html)
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

    /// Every public URL in both languages with its alternates; `lastmod` is the newest date in the
    /// catalogue data (product added, stock imported or exported).
    pub async fn sitemap(&self, state: &AppState, base: &str) -> Result<String, ApiError> {
        let data = PageData::load(state, true).await?;
        let lastmod = data.last_change();
        let mut xml = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
             xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
        );
        for (path, _) in &self.routes {
            for lang in [Lang::En, Lang::Fa] {
                let _ = write!(xml, "  <url>\n    <loc>{}</loc>\n", esc(&format!("{base}{}", lang.path(path))));
                if let Some(date) = &lastmod {
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
        }
        xml.push_str("</urlset>\n");
        Ok(xml)
    }
}

/// What a page's head is made from: the site content and (for the products page) the catalogue,
/// as the API answers them.
struct PageData {
    content: Value,
    products: Vec<Value>,
}

impl PageData {
    async fn load(state: &AppState, with_products: bool) -> Result<PageData, ApiError> {
        let content = state.db.read(content::get).await?;
        let content = poem_openapi::types::ToJSON::to_json(&content).unwrap_or(Value::Null);
        let products = if with_products {
            let bytes = state.product_list_json().await?;
            serde_json::from_slice(&bytes).unwrap_or_default()
        } else {
            Vec::new()
        };
        Ok(PageData { content, products })
    }

    /// The newest `YYYY-MM-DD` among the products' creation, import and export dates.
    fn last_change(&self) -> Option<String> {
        let mut dates = Vec::new();
        for p in &self.products {
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
            .filter(|d| {
                d.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() })
            })
            .max()
            .map(str::to_owned)
    }
}

/// The in-stock products as a schema.org ItemList of Products with their live Offers.
fn product_list(products: &[Value], page_url: &str) -> Value {
    let items: Vec<Value> = products
        .iter()
        .filter(|p| p.get("available").and_then(Value::as_i64).unwrap_or(0) > 0)
        .enumerate()
        .map(|(i, p)| {
            let mut product = json!({
                "@type": "Product",
                "name": p.get("name").cloned().unwrap_or(Value::Null),
                "offers": {
                    "@type": "Offer",
                    "price": p.get("price").cloned().unwrap_or(Value::Null),
                    "priceCurrency": p.get("currency").cloned().unwrap_or(json!("USD")),
                    "availability": "https://schema.org/InStock",
                    "url": page_url,
                },
            });
            if let Some(image) = p.get("imageUrl").and_then(Value::as_str) {
                let base = page_url.split("/products").next().unwrap_or("").trim_end_matches("/fa");
                product["image"] =
                    json!(if image.starts_with('/') { format!("{base}{image}") } else { image.to_owned() });
            }
            json!({ "@type": "ListItem", "position": i + 1, "item": product })
        })
        .collect();
    json!({ "@type": "ItemList", "numberOfItems": items.len(), "itemListElement": items })
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
    v.to_string().replace('<', "\\u003c").replace('\u{2028}', "\\u2028").replace('\u{2029}', "\\u2029")
}

/// The site's public address without a trailing slash: `--public-url` when set; else the
/// scheme and host of the request (from X-Forwarded-Proto/-Host only when a trusted proxy sent
/// it). A host with characters no host name has is not believed.
pub fn public_base(req: &Request, state: &AppState) -> String {
    if let Some(url) = &state.config.public_url {
        return url.trim_end_matches('/').to_owned();
    }
    let scheme = crate::peer::scheme(req, &state.config);
    let host = crate::peer::host(req, &state.config).filter(|h| valid_host(h)).unwrap_or("localhost");
    format!("{scheme}://{}", host.to_ascii_lowercase())
}

fn valid_host(host: &str) -> bool {
    !host.is_empty()
        && host.len() <= 255
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'))
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

/// `--public-url`: an absolute http(s) address with a host, no query or fragment.
pub fn parse_public_url(s: &str) -> Result<String, String> {
    let rest = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"))
        .ok_or_else(|| "must start with https:// or http://".to_owned())?;
    let host = rest.split('/').next().unwrap_or("");
    if !valid_host(host) {
        return Err(format!("{s:?} has no valid host name"));
    }
    if rest.bytes().any(|b| b.is_ascii_whitespace() || b.is_ascii_control() || b"?#\"'<>\\".contains(&b)) {
        return Err(format!("{s:?} may not hold spaces, quotes, a query or a fragment"));
    }
    Ok(s.trim_end_matches('/').to_owned())
}

pub fn robots(base: &str) -> String {
    format!("User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: {base}/sitemap.xml\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_prefix() {
        assert_eq!(split_lang("/fa"), (Lang::Fa, "/"));
        assert_eq!(split_lang("/fa/"), (Lang::Fa, "/"));
        assert_eq!(split_lang("/fa/products"), (Lang::Fa, "/products"));
        assert_eq!(split_lang("/faq"), (Lang::En, "/faq"));
        assert_eq!(split_lang("/products"), (Lang::En, "/products"));
        assert_eq!(Lang::Fa.path("/"), "/fa");
        assert_eq!(Lang::Fa.path("/about"), "/fa/about");
    }

    #[test]
    fn public_url_rules() {
        assert_eq!(parse_public_url("https://golbahar.af/").unwrap(), "https://golbahar.af");
        assert_eq!(parse_public_url("http://localhost:8080").unwrap(), "http://localhost:8080");
        for bad in ["golbahar.af", "ftp://x", "https://", "https://a b", "https://x/?q", "https://x\"y"] {
            assert!(parse_public_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn script_json_cannot_close_the_script() {
        assert_eq!(script_json(&json!("</script><!--")), "\"\\u003c/script>\\u003c!--\"");
    }
}
