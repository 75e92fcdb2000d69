//! Everything that is not /api: the React UI built into `ui/dist` (hashed assets cached forever,
//! precompressed variants chosen by Accept-Encoding), the public pages in both languages with
//! their metadata (see [`pages`]; other paths 404 in the language of their prefix), the
//! dashboard's page, /sitemap.xml and /robots.txt, stored media under /media, and the API docs
//! (Swagger UI, whose files the UI build brings).
//!
//! The page path, a file each: this endpoint answers a request; [`pages`] makes (and caches) the
//! page for its path and language from [`page_data`] (the models' data), [`ssr`] (the React app
//! rendered in QuickJS), [`template`], [`meta`] and [`head`]; [`compressed`] holds the bytes that
//! go out; [`address`], [`qr`] and [`sitemap`] make the URLs and what points to them (a
//! product's path segment is `crate::models::slug`'s).

pub mod address;
pub mod compressed;
pub mod head;
pub mod meta;
pub mod page_data;
pub mod pages;
pub mod product_facts;
pub mod product_text;
pub mod qr;
pub mod sitemap;
pub mod ssr;
pub mod template;

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use bytes::Bytes;
use include_dir::{include_dir, Dir};
use poem::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use poem::web::Data;
use poem::{handler, Endpoint, Request, Response};
use sha2::{Digest, Sha256};

use crate::config::ServeConfig;
use crate::error::{json_error, ApiError};
use crate::locale::{split_lang, Lang};
use crate::models::media;
use crate::state::AppState;
use crate::visits::Page;
use address::{address_from_proxy, public_base};
use compressed::Rendered;
use pages::{Pages, ProductPage};
use qr::QrCodes;
use sitemap::robots;

/// The dashboard may also fetch images from other sites: the specification turns a pasted
/// http(s) image address into a data URL in the browser.
pub const DASHBOARD_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
    img-src 'self' data: blob: https:; font-src 'self'; connect-src 'self' https: http:; \
    object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The API docs: Swagger UI's files and start script are this site's; its stylesheet draws icons
/// from data: URLs.
pub const DOCS_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
    connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// ui/dist without the files that have a gzip twin (see build.rs).
static UI_DIST: Dir = include_dir!("$OUT_DIR/ui");

/// The API docs page in ui/dist, answered at /api/docs rather than at its own path.
const DOCS_PAGE: &str = "api-docs.html";

/// The site's pages, declared once for the server and the UI.
const PAGE_ROUTES: &str = include_str!("../../ui/src/routing/routes.json");

#[derive(serde::Deserialize)]
struct PageRoute {
    path: String,
    page: String,
    /// Drawn by the browser alone (a visitor's own page: the inquiry list, a quote): never
    /// rendered into the shared cache, never indexed, not in the sitemap.
    #[serde(default)]
    client: bool,
}

struct Asset {
    content_type: &'static str,
    /// Quoted, ready to send: made at the first request for the file rather than for every file at
    /// start (which read all of the embedded UI into memory), then kept.
    etag: OnceLock<HeaderValue>,
    /// None when only the gzip twin is kept (the embedded UI): unzipped when a client takes
    /// neither encoding.
    identity: Option<Bytes>,
    gzip: Option<Bytes>,
    brotli: Option<Bytes>,
    /// Content-hashed names never change meaning: cache them for a year.
    immutable: bool,
}

pub struct Ui {
    assets: HashMap<String, Asset>,
    /// The dashboard's path (its page is index.html as built, with its own content policy).
    dashboard: String,
    /// The public pages, written from index.html and rendered by ssr.js (None: a UI built without
    /// page-meta.json, whose pages are then served as index.html).
    pages: Option<Pages>,
    public_paths: Vec<String>,
    /// The API docs page (None: a UI built without it).
    docs: Option<Asset>,
    /// The paths of the pages the browser draws alone (`:name` stands for any one segment).
    client_paths: Vec<String>,
    /// Their page in English and in Persian: index.html with the language and `noindex`.
    client_shells: Option<(Bytes, Bytes)>,
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "json" | "map" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "webp" => "image/webp",
        "avif" => "image/avif",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        "woff" => "font/woff",
        "txt" => "text/plain; charset=utf-8",
        "webmanifest" => "application/manifest+json",
        "pdf" => "application/pdf",
        _ => "application/octet-stream",
    }
}

impl Ui {
    /// Gives back what the pages keep beyond the pages themselves ([`Pages::release_memory`]).
    pub fn release_memory(&self) {
        if let Some(pages) = &self.pages {
            pages.release_memory();
        }
    }

    /// The UI built into the binary.
    pub fn embedded() -> Ui {
        let mut files = Vec::new();
        collect_embedded(&UI_DIST, &mut files);
        Ui::from_files(files)
    }

    /// The UI read from a folder (for working on the UI without rebuilding the server).
    pub fn from_dir(dir: &Path) -> std::io::Result<Ui> {
        let mut files = Vec::new();
        collect_dir(dir, dir, &mut files)?;
        Ok(Ui::from_files(files))
    }

    fn from_files(files: Vec<(String, Bytes)>) -> Ui {
        let mut by_name: HashMap<String, Bytes> = files.into_iter().collect();
        // Each file is named by itself or, where only its twins are kept, by its .gz.
        let mut names: Vec<String> = by_name
            .keys()
            .filter_map(|n| match n.strip_suffix(".gz") {
                Some(plain) => Some(plain.to_owned()),
                None => (!n.ends_with(".br")).then(|| n.clone()),
            })
            .collect();
        names.sort_unstable();
        names.dedup();
        let mut assets = HashMap::new();
        for name in names {
            let identity = by_name.remove(&name);
            let gzip = by_name.remove(&format!("{name}.gz"));
            let asset = Asset {
                content_type: content_type(&name),
                etag: OnceLock::new(),
                gzip,
                brotli: by_name.remove(&format!("{name}.br")),
                immutable: name.starts_with("assets/"),
                identity,
            };
            assets.insert(name, asset);
        }
        let routes: Vec<PageRoute> = serde_json::from_str(PAGE_ROUTES).expect("ui/src/routing/routes.json is valid");
        let dashboard = routes.iter().find(|r| r.page == "dashboard").map(|r| r.path.clone()).unwrap_or_default();
        let client_paths = routes.iter().filter(|r| r.client).map(|r| r.path.clone()).collect();
        let public: Vec<(String, String)> =
            routes.into_iter().filter(|r| r.page != "dashboard" && !r.client).map(|r| (r.path, r.page)).collect();
        let public_paths = public.iter().map(|(p, _)| p.clone()).collect();
        // Read by the server only, not served.
        let meta = assets.remove("page-meta.json").and_then(|m| m.identity().ok());
        // Unzipped only when the engine compiles it (ssr::ScriptSource).
        let ssr_script = assets.remove("ssr.js").map(|s| Arc::new(move || s.identity()) as ssr::ScriptSource);
        let index = assets.get("index.html").and_then(|i| i.identity().ok());
        let client_shells =
            index.as_deref().and_then(|i| Some((client_shell(i, Lang::En)?, client_shell(i, Lang::Fa)?)));
        let pages = match (index, meta) {
            (Some(index), Some(meta)) => {
                let images = public
                    .iter()
                    .filter(|(_, page)| assets.contains_key(&format!("og/{page}.png")))
                    .map(|(_, page)| page.clone())
                    .collect();
                Pages::new(&index, &meta, ssr_script, public, images)
            }
            _ => None,
        };
        let docs = assets.remove(DOCS_PAGE);
        Ui { assets, dashboard, pages, public_paths, docs, client_paths, client_shells }
    }

    /// Whether `page_path` (without the language prefix) is a page the browser draws alone.
    fn is_client_page(&self, page_path: &str) -> bool {
        self.client_paths.iter().any(|pattern| {
            let (mut want, mut got) = (pattern.split('/'), page_path.split('/'));
            loop {
                match (want.next(), got.next()) {
                    (None, None) => return true,
                    (Some(w), Some(g)) if w.starts_with(':') && !g.is_empty() => {}
                    (Some(w), Some(g)) if w == g => {}
                    _ => return false,
                }
            }
        })
    }

    /// A page the browser draws alone: for this visitor only (no cache keeps it) and not indexed.
    fn client_page(&self, req: &Request, lang: Lang) -> Response {
        let Some((en, fa)) = &self.client_shells else {
            return self.respond(req, "index.html", StatusCode::OK);
        };
        let body = if lang == Lang::Fa { fa.clone() } else { en.clone() };
        let builder = Response::builder()
            .header(header::CONTENT_TYPE, "text/html; charset=utf-8")
            .header(header::CACHE_CONTROL, "no-store")
            .header("x-robots-tag", "noindex")
            // its address may hold the visitor's secret (a quote's token): sent to no one
            .header(header::REFERRER_POLICY, "no-referrer")
            .header(header::CONTENT_LENGTH, body.len());
        if req.method() == Method::HEAD {
            builder.finish()
        } else {
            builder.body(body)
        }
    }

    pub fn is_empty(&self) -> bool {
        !self.assets.contains_key("index.html")
    }

    fn respond(&self, req: &Request, name: &str, status: StatusCode) -> Response {
        match self.assets.get(name) {
            Some(asset) => asset.respond(req, status),
            None => json_error(StatusCode::NOT_FOUND, "Not found"),
        }
    }
}

/// index.html in `lang` (its `<html lang dir>`) with `noindex`, for a page the browser draws alone.
fn client_shell(index: &[u8], lang: Lang) -> Option<Bytes> {
    let html = std::str::from_utf8(index).ok()?;
    let html = html
        .replacen(
            "<html lang=\"en\" dir=\"ltr\">",
            &format!("<html lang=\"{}\" dir=\"{}\">", lang.code(), lang.dir()),
            1,
        )
        .replacen("</head>", "  <meta name=\"robots\" content=\"noindex\">\n  </head>", 1);
    Some(Bytes::from(html))
}

fn etag_of(bytes: &[u8]) -> HeaderValue {
    let digest = Sha256::digest(bytes);
    let etag = format!("\"{}\"", digest[..12].iter().map(|b| format!("{b:02x}")).collect::<String>());
    HeaderValue::from_str(&etag).expect("hex digits are a valid header value")
}

impl Asset {
    fn etag(&self) -> &HeaderValue {
        // Either names the content: the gzip twin changes with it.
        self.etag.get_or_init(|| etag_of(self.identity.as_ref().or(self.gzip.as_ref()).map_or(&[][..], |b| &b[..])))
    }

    /// The file as it is, unzipped from its gzip twin if that is all there is.
    fn identity(&self) -> std::io::Result<Bytes> {
        match (&self.identity, &self.gzip) {
            (Some(identity), _) => Ok(identity.clone()),
            (None, Some(gzip)) => {
                let mut out = Vec::new();
                std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(&gzip[..]), &mut out)?;
                Ok(Bytes::from(out))
            }
            (None, None) => Ok(Bytes::new()),
        }
    }

    fn respond(&self, req: &Request, status: StatusCode) -> Response {
        let asset = self;
        let mut builder = Response::builder()
            .header(header::CONTENT_TYPE, asset.content_type)
            .header(header::ETAG, asset.etag().clone())
            .header(header::VARY, "Accept-Encoding")
            .header(
                header::CACHE_CONTROL,
                if asset.immutable { "public, max-age=31536000, immutable" } else { "no-cache" },
            );
        if status == StatusCode::OK && etag_matches(req.headers(), asset.etag().to_str().unwrap_or_default()) {
            return builder.status(StatusCode::NOT_MODIFIED).finish();
        }
        let accepted = |coding: &str| accepts(req.headers(), coding);
        let body = match (&asset.brotli, &asset.gzip) {
            (Some(br), _) if accepted("br") => {
                builder = builder.header(header::CONTENT_ENCODING, "br");
                br.clone()
            }
            (_, Some(gz)) if accepted("gzip") => {
                builder = builder.header(header::CONTENT_ENCODING, "gzip");
                gz.clone()
            }
            // A few milliseconds for the largest file, and only for clients that take no compression.
            _ => match asset.identity() {
                Ok(body) => body,
                Err(e) => {
                    let e = ApiError::internal(format!("unzipping an embedded file: {e}"));
                    return json_error(e.status(), e.message());
                }
            },
        };
        let builder = builder.status(status).header(header::CONTENT_LENGTH, body.len());
        if req.method() == Method::HEAD {
            builder.finish()
        } else {
            builder.body(body)
        }
    }
}

fn collect_embedded(dir: &'static Dir, out: &mut Vec<(String, Bytes)>) {
    for file in dir.files() {
        out.push((file.path().to_string_lossy().replace('\\', "/"), Bytes::from_static(file.contents())));
    }
    for sub in dir.dirs() {
        collect_embedded(sub, out);
    }
}

fn collect_dir(root: &Path, dir: &Path, out: &mut Vec<(String, Bytes)>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            collect_dir(root, &path, out)?;
        } else if let Ok(rel) = path.strip_prefix(root) {
            out.push((rel.to_string_lossy().replace('\\', "/"), Bytes::from(std::fs::read(&path)?)));
        }
    }
    Ok(())
}

fn etag_matches(headers: &HeaderMap, etag: &str) -> bool {
    headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"))
}

/// Whether Accept-Encoding lists `coding` with a non-zero quality.
fn accepts(headers: &HeaderMap, coding: &str) -> bool {
    headers.get_all(header::ACCEPT_ENCODING).iter().filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(
        |item| {
            let mut parts = item.split(';');
            let name = parts.next().unwrap_or("").trim();
            let q = parts
                .find_map(|p| p.trim().strip_prefix("q="))
                .and_then(|q| q.trim().parse::<f32>().ok())
                .unwrap_or(1.0);
            name.eq_ignore_ascii_case(coding) && q > 0.0
        },
    )
}

/// A document the server makes itself (the spec): GET and HEAD only, revalidated by ETag, and
/// gzipped once on first use like the UI's files.
pub struct Document {
    content_type: &'static str,
    make: fn() -> String,
    asset: tokio::sync::OnceCell<Arc<Asset>>,
}

impl Document {
    pub fn new(content_type: &'static str, make: fn() -> String) -> Document {
        Document { content_type, make, asset: tokio::sync::OnceCell::new() }
    }
}

impl Endpoint for Document {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return Ok(json_error(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed"));
        }
        let (content_type, make) = (self.content_type, self.make);
        let asset = self
            .asset
            .get_or_try_init(|| async move {
                tokio::task::spawn_blocking(move || {
                    let identity = Bytes::from(make());
                    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
                    std::io::Write::write_all(&mut gz, &identity)?;
                    let gzip = Some(Bytes::from(gz.finish()?));
                    let etag = OnceLock::from(etag_of(&identity));
                    Ok::<_, std::io::Error>(Arc::new(Asset {
                        content_type,
                        etag,
                        identity: Some(identity),
                        gzip,
                        brotli: None,
                        immutable: false,
                    }))
                })
                .await
                .map_err(std::io::Error::other)?
            })
            .await
            .map_err(|e| crate::error::ApiError::internal(format!("making a document: {e}")))?;
        Ok(asset.respond(&req, StatusCode::OK))
    }
}

/// /api/docs: the UI build's Swagger UI page (which reads /api/openapi.json), with its own CSP;
/// GET and HEAD only.
pub struct ApiDocs(pub Arc<Ui>);

impl Endpoint for ApiDocs {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return Ok(json_error(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed"));
        }
        let Some(page) = &self.0.docs else {
            return Ok(json_error(StatusCode::NOT_FOUND, "Not found"));
        };
        let mut resp = page.respond(&req, StatusCode::OK);
        resp.headers_mut().insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(DOCS_CSP));
        Ok(resp)
    }
}

/// Serves the UI for every path that is not the API or media.
pub struct UiEndpoint {
    ui: Arc<Ui>,
    state: Arc<AppState>,
    qr_codes: QrCodes,
}

impl UiEndpoint {
    pub fn new(ui: Arc<Ui>, state: Arc<AppState>) -> UiEndpoint {
        UiEndpoint { ui, state, qr_codes: QrCodes::default() }
    }

    /// The public page at `page_path` (or the not-found page) in `lang`, as [`Pages`] writes it.
    async fn page(&self, req: &Request, pages: &Pages, page_path: &str, lang: Lang) -> Response {
        let base = public_base(req, &self.state);
        match pages.get(&self.state, page_path, lang, &base).await {
            Ok(rendered) => {
                if rendered.status == StatusCode::OK {
                    self.count_view(req, lang, Page::Route(page_path));
                }
                send_page(req, &rendered, &self.state.config)
            }
            Err(e) => json_error(e.status(), e.message()),
        }
    }

    /// A product's own page (`segment` is what follows `/products/`); an old or missing slug
    /// moves permanently to the canonical one, an unknown product is not found.
    async fn product(&self, req: &Request, pages: &Pages, lang: Lang, segment: &str) -> Response {
        let base = public_base(req, &self.state);
        match pages.product(&self.state, lang, &base, segment).await {
            Ok(ProductPage::Page(rendered)) => {
                if let Some(id) = crate::models::slug::segment_id(segment) {
                    self.count_view(req, lang, Page::Product(id));
                }
                send_page(req, &rendered, &self.state.config)
            }
            Ok(ProductPage::Moved(path)) => {
                let location = match req.uri().query() {
                    Some(q) => format!("{path}?{q}"),
                    None => path,
                };
                Response::builder()
                    .status(StatusCode::MOVED_PERMANENTLY)
                    .header(header::LOCATION, location)
                    .header(header::CACHE_CONTROL, "max-age=3600")
                    .finish()
            }
            Ok(ProductPage::Missing) => self.page(req, pages, "/products/not-found", lang).await,
            Err(e) => json_error(e.status(), e.message()),
        }
    }
    /// Counts a public page answered to a reader ([`crate::visits`]): the names the site goes by
    /// (the request's host, the public address, the first domain) tell its own pages from
    /// referring sites.
    fn count_view(&self, req: &Request, lang: Lang, page: Page) {
        let config = &self.state.config;
        let public = config.public_url.as_deref().map_or("", |u| {
            let rest = u.split_once("://").map_or(u, |(_, rest)| rest);
            rest.split('/').next().unwrap_or("")
        });
        let own = [
            crate::edge::peer::host(req, config).unwrap_or(""),
            public,
            config.domains.first().map_or("", String::as_str),
        ];
        self.state.visits.page_answered(req, &config.trusted_proxies, &own, lang, page);
    }

    /// A file written with the site's address (the QR code, the sitemap, robots.txt).
    async fn text(&self, req: &Request, content_type: &'static str, body: Result<Bytes, ApiError>) -> Response {
        match body {
            Ok(body) => {
                let mut builder = Response::builder()
                    .header(header::CONTENT_TYPE, content_type)
                    .header(header::CACHE_CONTROL, "no-cache")
                    .header(header::CONTENT_LENGTH, body.len());
                if let Some(vary) = vary(&self.state.config, false) {
                    builder = builder.header(header::VARY, vary);
                }
                if req.method() == Method::HEAD {
                    builder.finish()
                } else {
                    builder.body(body)
                }
            }
            Err(e) => json_error(e.status(), e.message()),
        }
    }
}

impl Endpoint for UiEndpoint {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return Ok(json_error(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed"));
        }
        let ui = &self.ui;
        let path = req.uri().path();
        let name = path.trim_start_matches('/');
        if !name.is_empty() && name != "index.html" && ui.assets.contains_key(name) {
            return Ok(ui.respond(&req, name, StatusCode::OK));
        }
        if name.starts_with("assets/") {
            return Ok(json_error(StatusCode::NOT_FOUND, "Not found"));
        }
        let route = match path.trim_end_matches('/') {
            "" => "/",
            r => r,
        };
        if route == ui.dashboard {
            let mut resp = ui.respond(&req, "index.html", StatusCode::OK);
            resp.headers_mut().insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(DASHBOARD_CSP));
            return Ok(resp);
        }
        // The footer's QR code, to the home page of each language at the site's public address.
        if let Some(home) = match route {
            "/qr.svg" => Some("/"),
            "/fa/qr.svg" => Some("/fa"),
            _ => None,
        } {
            let url = format!("{}{home}", public_base(&req, &self.state));
            return Ok(self.text(&req, "image/svg+xml", self.qr_codes.get(url).await).await);
        }
        let (lang, page_path) = split_lang(route);
        if ui.is_client_page(page_path) {
            return Ok(ui.client_page(&req, lang));
        }
        let Some(pages) = &ui.pages else {
            let known = ui.public_paths.iter().any(|p| p == route);
            return Ok(ui.respond(&req, "index.html", if known { StatusCode::OK } else { StatusCode::NOT_FOUND }));
        };
        match route {
            "/sitemap.xml" => {
                let xml = pages.sitemap(&self.state, &public_base(&req, &self.state)).await.map(Bytes::from);
                return Ok(self.text(&req, "application/xml; charset=utf-8", xml).await);
            }
            "/robots.txt" => {
                let robots = Ok(Bytes::from(robots(&public_base(&req, &self.state))));
                return Ok(self.text(&req, "text/plain; charset=utf-8", robots).await);
            }
            _ => {}
        }
        if let Some(segment) = page_path.strip_prefix("/products/") {
            return Ok(self.product(&req, pages, lang, segment).await);
        }
        Ok(self.page(&req, pages, page_path, lang).await)
    }
}

/// `Vary` of an answer written with the site's address: `Accept-Encoding` when it is `compressed`,
/// and what [`public_base`] reads besides `Host` (which every cache keys by) when it does.
fn vary(config: &ServeConfig, compressed: bool) -> Option<HeaderValue> {
    let value = match (compressed, address_from_proxy(config)) {
        (true, true) => "Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto",
        (true, false) => "Accept-Encoding",
        (false, true) => "X-Forwarded-Host, X-Forwarded-Proto",
        (false, false) => return None,
    };
    Some(HeaderValue::from_static(value))
}

/// A page written by [`Pages`]: revalidated by its ETag, gzipped for clients that take it.
fn send_page(req: &Request, rendered: &Rendered, config: &ServeConfig) -> Response {
    let mut builder = Response::builder()
        .header(header::CONTENT_TYPE, "text/html; charset=utf-8")
        .header(header::ETAG, rendered.etag.clone())
        .header(header::CACHE_CONTROL, "no-cache");
    if let Some(vary) = vary(config, true) {
        builder = builder.header(header::VARY, vary);
    }
    if rendered.status == StatusCode::OK && etag_matches(req.headers(), rendered.etag.to_str().unwrap_or_default()) {
        return builder.status(StatusCode::NOT_MODIFIED).finish();
    }
    let (builder, body) = if accepts(req.headers(), "gzip") && !rendered.gzip.is_empty() {
        (builder.header(header::CONTENT_ENCODING, "gzip"), &rendered.gzip)
    } else {
        (builder, &rendered.identity)
    };
    let builder = builder.status(rendered.status).header(header::CONTENT_LENGTH, body.len());
    if req.method() == Method::HEAD {
        builder.finish()
    } else {
        builder.body(body.clone())
    }
}

/// Stored images and documents: immutable (the name is the content's hash), never sniffed,
/// sandboxed, and the PDF as a download.
#[handler]
pub async fn media_file(req: &Request, state: Data<&Arc<AppState>>) -> Response {
    if req.method() != Method::GET && req.method() != Method::HEAD {
        return json_error(StatusCode::METHOD_NOT_ALLOWED, "Method not allowed");
    }
    let name = req.uri().path().trim_start_matches("/media/").to_owned();
    // `<hash>.<ext>`, or a smaller width of an image, `<hash>-<width>.<ext>`
    let valid = name.split_once('.').is_some_and(|(stem, ext)| {
        let (hash, width) = stem.split_once('-').unwrap_or((stem, ""));
        hash.len() == 32
            && hash.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
            && (width.is_empty() || (width.len() <= 4 && width.bytes().all(|b| b.is_ascii_digit())))
            && ["jpg", "png", "gif", "webp", "pdf"].contains(&ext)
    });
    if !valid {
        return json_error(StatusCode::NOT_FOUND, "Not found");
    }
    let etag = format!("\"{name}\"");
    if etag_matches(req.headers(), &etag) {
        return Response::builder().status(StatusCode::NOT_MODIFIED).header(header::ETAG, etag).finish();
    }
    let lookup = name.clone();
    let file = match state.db.read(move |conn| media::find(conn, &lookup)).await {
        Ok(Some(file)) => file,
        Ok(None) => return json_error(StatusCode::NOT_FOUND, "Not found"),
        Err(e) => return json_error(e.status(), e.message()),
    };
    let disposition = if file.mime == "application/pdf" {
        content_disposition(file.profile_name.as_deref().unwrap_or("document.pdf"))
    } else {
        "inline".to_owned()
    };
    let builder = Response::builder()
        .header(header::CONTENT_TYPE, file.mime.as_str())
        .header(header::CACHE_CONTROL, "public, max-age=31536000, immutable")
        .header(header::ETAG, etag)
        .header(header::CONTENT_DISPOSITION, disposition)
        .header("content-security-policy", "default-src 'none'; sandbox")
        .header(header::CONTENT_LENGTH, file.bytes.len());
    if req.method() == Method::HEAD {
        builder.finish()
    } else {
        builder.body(file.bytes)
    }
}

/// `attachment` with an ASCII fallback name and the exact name in RFC 5987 form.
fn content_disposition(name: &str) -> String {
    let ascii: String =
        name.chars().map(|c| if c.is_ascii_alphanumeric() || "._- ()".contains(c) { c } else { '_' }).collect();
    let encoded: String = name
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"._-".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}")
}
