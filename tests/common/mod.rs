//! The test harness: the whole application on a fresh temporary database, driven through poem's
//! test client (the same endpoint, headers and bodies as over the network); and [`Scenario`], one
//! row of a table of requests and the answers the specification expects.

use std::path::Path;
use std::sync::Arc;

use base64::Engine;
use clap::Parser;
use poem::endpoint::BoxEndpoint;
use poem::http::{Method, StatusCode};
use poem::test::TestClient;
use poem::{EndpointExt, Response};
use serde_json::{json, Value};

use site::config::ServeConfig;
use site::config::Sync;
use site::db::Db;
use site::models::admins;
use site::state::AppState;
use site::web::Ui;

pub mod running;

pub const PASSWORD: &str = "correct horse battery";

#[derive(Parser)]
struct Flags {
    #[command(flatten)]
    config: ServeConfig,
}

pub struct Site {
    pub client: TestClient<BoxEndpoint<'static, Response>>,
    pub db: Db,
    pub dir: tempfile::TempDir,
    /// The state the site runs with (what a test cannot see through HTTP: the pages' data version).
    pub state: Arc<AppState>,
    /// The UI it serves (a test calls what the server calls once it is quiet).
    pub ui: Arc<Ui>,
    /// The `site_session=...` cookie after [`Site::login`].
    pub cookie: Option<String>,
}

pub struct Answer {
    pub status: StatusCode,
    pub headers: poem::http::HeaderMap,
    pub body: Value,
    pub bytes: Vec<u8>,
}

impl Answer {
    pub fn error(&self) -> &str {
        self.body["error"].as_str().unwrap_or("")
    }
}

impl Site {
    /// A fresh site with one admin (`admin` / [`PASSWORD`]); `flags` as on the command line.
    pub fn with_flags(flags: &[&str]) -> Site {
        Site::on_database(tempfile::tempdir().unwrap(), flags)
    }

    /// The site on `dir/site.db`, which may already exist (opening it migrates it), with one admin
    /// (`admin` / [`PASSWORD`]) added.
    pub fn on_database(dir: tempfile::TempDir, flags: &[&str]) -> Site {
        let ui = Ui::from_dir(&fixture_ui(dir.path())).unwrap();
        Site::with_ui(dir, flags, ui)
    }

    /// A fresh site serving the UI built into the binary (scripts/build builds it first).
    pub fn embedded() -> Site {
        let ui = Ui::embedded();
        assert!(!ui.is_empty(), "ui/dist was empty when the tests were built: run scripts/build first");
        Site::with_ui(tempfile::tempdir().unwrap(), &[], ui)
    }

    fn with_ui(dir: tempfile::TempDir, flags: &[&str], ui: Ui) -> Site {
        let db_path = dir.path().join("site.db");
        let mut args = vec!["site", "--db", db_path.to_str().unwrap()];
        args.extend_from_slice(flags);
        for limit in ["--login-limit", "--order-limit"] {
            if !flags.contains(&limit) {
                args.extend([limit, "0"]); // unlimited unless the test is about limits
            }
        }
        let config = Flags::parse_from(args).config;
        let db = Db::open(&db_path, Sync::Normal).unwrap().with_disk_full_notice(site::mail::queue_disk_full_notice);
        let hash = admins::hash_password(PASSWORD).unwrap();
        db.write_blocking(|tx| admins::create(tx, "admin", &hash)).unwrap();
        let state = AppState::new(db.clone(), config);
        let ui = Arc::new(ui);
        let app = site::app(state.clone(), ui.clone());
        Site { client: TestClient::new(app.boxed()), db, dir, state, ui, cookie: None }
    }

    pub fn new() -> Site {
        Site::with_flags(&[])
    }

    pub async fn signed_in() -> Site {
        let mut site = Site::new();
        site.login().await;
        site
    }

    pub async fn login(&mut self) {
        self.login_with(None).await
    }

    /// Signs in as `admin`, with the second factor's `code` when it has one.
    pub async fn login_with(&mut self, code: Option<&str>) {
        let mut body = json!({"username": "admin", "password": PASSWORD});
        if let Some(code) = code {
            body["code"] = json!(code);
        }
        let a = self.call(Method::POST, "/api/admins/auth", Some(body)).await;
        assert_eq!(a.status, StatusCode::OK, "login: {:?}", a.body);
        let set_cookie = a.headers.get("set-cookie").unwrap().to_str().unwrap();
        self.cookie = Some(set_cookie.split(';').next().unwrap().to_owned());
    }

    /// A request with a JSON body (if any), the session cookie (if signed in), and a correct
    /// Content-Length, as a browser would send it.
    pub async fn call(&self, method: Method, path: &str, body: Option<Value>) -> Answer {
        self.send(method, path, body.map(|b| b.to_string().into_bytes()), &[]).await
    }

    pub async fn send(&self, method: Method, path: &str, body: Option<Vec<u8>>, headers: &[(&str, &str)]) -> Answer {
        self.send_with_cookie(self.cookie.as_deref(), method, path, body, headers, true).await
    }

    async fn send_with_cookie(
        &self,
        cookie: Option<&str>,
        method: Method,
        path: &str,
        body: Option<Vec<u8>>,
        headers: &[(&str, &str)],
        browser: bool,
    ) -> Answer {
        // A browser says where a request comes from: `Sec-Fetch-Site` (and `Origin` with a
        // write, which the tests give where they send a Host). Unless the test says otherwise,
        // the request comes from the site's own page.
        let says = |name: &str| headers.iter().any(|(k, _)| k.eq_ignore_ascii_case(name));
        let browser = browser && !says("origin") && !says("sec-fetch-site");
        let mut req = self.client.request(method, path);
        if browser {
            req = req.header("sec-fetch-site", "same-origin");
        }
        if let Some(cookie) = cookie {
            req = req.header("cookie", cookie);
        }
        if let Some(body) = body {
            if !says("content-type") {
                req = req.header("content-type", "application/json");
            }
            req = req.header("content-length", body.len().to_string()).body(body);
        }
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        let resp = req.send().await;
        let status = resp.0.status();
        let headers = resp.0.headers().clone();
        let bytes = resp.0.into_body().into_vec().await.unwrap();
        let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        Answer { status, headers, body, bytes }
    }

    pub async fn get(&self, path: &str) -> Answer {
        self.call(Method::GET, path, None).await
    }
    pub async fn post(&self, path: &str, body: Value) -> Answer {
        self.call(Method::POST, path, Some(body)).await
    }
    pub async fn patch(&self, path: &str, body: Value) -> Answer {
        self.call(Method::PATCH, path, Some(body)).await
    }
    pub async fn put(&self, path: &str, body: Value) -> Answer {
        self.call(Method::PUT, path, Some(body)).await
    }
    pub async fn delete(&self, path: &str) -> Answer {
        self.call(Method::DELETE, path, None).await
    }

    /// Creates a bought product with `stock` in hand; returns its id.
    pub async fn product(&self, name: &str, stock: i64) -> i64 {
        let a =
            self.post("/api/products", json!({"name": name, "unit": "kg", "price": 5.5, "initialStock": stock})).await;
        assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
        a.body["id"].as_i64().unwrap()
    }
}

/// Who sends a scenario's request.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caller {
    /// No cookie.
    Visitor,
    /// The cookie of the signed-in admin ([`Site::signed_in`]).
    Admin,
    /// A session cookie that opens no session.
    MadeUpCookie,
}

/// One row of the validation and access matrix, as PocketBase's `ApiScenario`: who sends which
/// request, and the status and `error` message the specification expects.
#[derive(Debug)]
pub struct Scenario {
    pub name: String,
    pub caller: Caller,
    pub method: Method,
    pub path: String,
    pub body: Option<Vec<u8>>,
    pub headers: Vec<(&'static str, &'static str)>,
    /// Sent as a browser sends it (`Sec-Fetch-Site: same-origin` unless the headers say where it
    /// comes from); `false`: as a script sends it.
    pub browser: bool,
    pub status: StatusCode,
    /// The expected message: exact, or a prefix when it ends with `…`; empty: not checked.
    pub error: &'static str,
}

/// No body, for [`Scenario::new`].
pub const NO_BODY: Value = Value::Null;

impl Scenario {
    /// `request` is `"METHOD /path"`; `body` is sent as JSON unless it is [`NO_BODY`].
    pub fn new(
        caller: Caller,
        name: impl Into<String>,
        request: &str,
        body: Value,
        status: u16,
        error: &'static str,
    ) -> Scenario {
        let (method, path) = request.split_once(' ').expect("request is \"METHOD /path\"");
        Scenario {
            name: name.into(),
            caller,
            method: Method::from_bytes(method.as_bytes()).unwrap(),
            path: path.to_owned(),
            body: (!body.is_null()).then(|| body.to_string().into_bytes()),
            headers: Vec::new(),
            browser: true,
            status: StatusCode::from_u16(status).unwrap(),
            error,
        }
    }

    /// Sends these bytes as the body instead (not JSON, compressed, ...).
    pub fn raw_body(mut self, bytes: &[u8]) -> Scenario {
        self.body = Some(bytes.to_vec());
        self
    }

    pub fn header(mut self, name: &'static str, value: &'static str) -> Scenario {
        self.headers.push((name, value));
        self
    }

    /// Sent without the headers a browser adds (`Sec-Fetch-Site`), as a script sends it.
    pub fn sent_by_a_script(mut self) -> Scenario {
        self.browser = false;
        self
    }
}

/// A scenario sent with the admin's session.
pub fn admin(name: impl Into<String>, request: &str, body: Value, status: u16, error: &'static str) -> Scenario {
    Scenario::new(Caller::Admin, name, request, body, status, error)
}

/// A scenario sent without a session.
pub fn visitor(name: impl Into<String>, request: &str, body: Value, status: u16, error: &'static str) -> Scenario {
    Scenario::new(Caller::Visitor, name, request, body, status, error)
}

impl Site {
    /// Sends every scenario in order and fails with every mismatch at once.
    pub async fn check(&self, scenarios: &[Scenario]) {
        let mut failures = Vec::new();
        for s in scenarios {
            let cookie = match s.caller {
                Caller::Visitor => None,
                Caller::Admin => Some(self.cookie.as_deref().expect("an Admin scenario needs a signed-in site")),
                Caller::MadeUpCookie => Some("site_session=made-up-token"),
            };
            let a =
                self.send_with_cookie(cookie, s.method.clone(), &s.path, s.body.clone(), &s.headers, s.browser).await;
            let message_ok = match s.error.strip_suffix('…') {
                _ if s.error.is_empty() => true,
                Some(prefix) => a.error().starts_with(prefix),
                None => a.error() == s.error,
            };
            if a.status != s.status || !message_ok {
                failures.push(format!(
                    "{} ({:?} {} {}): got {} {:?}, expected {} {:?}",
                    s.name,
                    s.caller,
                    s.method,
                    s.path,
                    a.status.as_u16(),
                    a.error(),
                    s.status.as_u16(),
                    s.error
                ));
            }
        }
        assert!(
            failures.is_empty(),
            "{} of {} scenarios failed:\n{}",
            failures.len(),
            scenarios.len(),
            failures.join("\n")
        );
    }
}

/// The API docs page of the fixture UI.
pub const DOCS_HTML: &str = "<!doctype html><title>API documentation</title><div id=ui></div>";
/// A file of the fixture UI kept only gzipped, as the binary keeps its compressible files.
pub const GZIP_ONLY: (&str, &str) = ("/assets/docs-4d5e6f.js", "SwaggerUIBundle({ url: '/api/openapi.json' })");

pub fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    std::io::Write::write_all(&mut gz, bytes).unwrap();
    gz.finish().unwrap()
}

pub fn gunzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(bytes), &mut out).unwrap();
    out
}

/// A tiny built UI: index.html, page-meta.json, one hashed asset with precompressed variants, one
/// kept only gzipped, a root file, the API docs page, and the real ssr.js.
fn fixture_ui(dir: &Path) -> std::path::PathBuf {
    let ui = dir.join("ui");
    std::fs::create_dir_all(ui.join("assets")).unwrap();
    std::fs::write(
        ui.join("index.html"),
        "<!doctype html>\n<html lang=\"en\" dir=\"ltr\">\n  <head>\n    <title>site</title>\n    \
         <meta name=\"description\" content=\"template\">\n    <script src=\"/assets/main-1a2b3c.js\"></script>\n  \
         </head>\n  <body>\n    <div id=\"root\"></div>\n    <noscript>needs JavaScript</noscript>\n  </body>\n</html>\n",
    )
    .unwrap();
    // What build.mjs writes from the dictionaries: the texts the server puts in each page's head.
    let texts = |lang: &str| {
        let pages: serde_json::Map<String, Value> = ["home", "products", "services", "about", "contact", "notFound"]
            .iter()
            .map(|p| {
                (
                    p.to_string(),
                    json!({"title": format!("{p} title {lang}"), "description": format!("{p} text {lang}")}),
                )
            })
            .collect();
        let (site, locale) = if lang == "fa" { ("گلبهار", "fa_IR") } else { ("Golbahar", "en_GB") };
        let product = json!({
            "title": format!("{{name}} title {lang}"),
            "description": format!("{{name}}: {{price}} per {{unit}}, {{available}} {lang}"),
            "soldOut": format!("{{name}}: {{price}} per {{unit}}, sold out {lang}"),
        });
        json!({"siteName": site, "fullName": format!("{site} Export"), "ogLocale": locale, "pages": pages,
               "product": product,
               "fonts": [format!("/assets/{lang}-text-1a2b.woff2"), format!("/assets/{lang}-bold-1a2b.woff2")]})
    };
    let meta = json!({"en": texts("en"), "fa": texts("fa")});
    std::fs::write(ui.join("page-meta.json"), meta.to_string()).unwrap();
    std::fs::create_dir_all(ui.join("og")).unwrap();
    std::fs::write(ui.join("og/products.png"), png(1200, 630)).unwrap();
    std::fs::write(ui.join("assets/main-1a2b3c.js"), "console.log('app')").unwrap();
    std::fs::write(ui.join("assets/main-1a2b3c.js.gz"), "gzip-bytes").unwrap();
    std::fs::write(ui.join("assets/main-1a2b3c.js.br"), "brotli-bytes").unwrap();
    std::fs::write(ui.join(format!("{}.gz", &GZIP_ONLY.0[1..])), gzip(GZIP_ONLY.1.as_bytes())).unwrap();
    std::fs::write(ui.join("favicon.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>").unwrap();
    std::fs::write(ui.join("api-docs.html"), DOCS_HTML).unwrap();
    std::fs::write(ui.join("api-docs.html.gz"), gzip(DOCS_HTML.as_bytes())).unwrap();
    // The real renderer (the binary embeds ui/dist, so it is built before any test): the pages'
    // bodies are the UI's own, in the real dictionaries' words.
    std::fs::copy(concat!(env!("CARGO_MANIFEST_DIR"), "/ui/dist/ssr.js"), ui.join("ssr.js")).unwrap();
    ui
}

pub fn data_url(mime: &str, bytes: &[u8]) -> String {
    format!("data:{mime};base64,{}", base64::engine::general_purpose::STANDARD.encode(bytes))
}

/// A real PNG of the given size.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let img = image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90]));
    let mut out = std::io::Cursor::new(Vec::new());
    img.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

/// A minimal well-formed PDF.
pub fn pdf() -> Vec<u8> {
    b"%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n".to_vec()
}

impl Site {
    /// A request as an integrator's script sends it: `Authorization: Bearer key`, no cookie and
    /// no `Origin`; `body` as JSON.
    pub async fn with_key(&self, key: &str, method: Method, path: &str, body: Option<Value>) -> Answer {
        let auth = format!("Bearer {key}");
        let body = body.map(|b| b.to_string().into_bytes());
        self.send_with_cookie(None, method, path, body, &[("authorization", &auth)], false).await
    }
}

/// A `width`×`height` JPEG like a photo: gradients and grain, so that its smaller widths weigh less.
pub fn photo(seed: u32, width: u32, height: u32) -> Vec<u8> {
    let mut state = 0x9e37_79b9u32 ^ seed;
    let picture = image::RgbImage::from_fn(width, height, |x, y| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let grain = state % 24;
        image::Rgb([((x / 8 + grain) % 256) as u8, ((y / 6 + grain) % 256) as u8, ((x + y) / 12 % 256) as u8])
    });
    let mut out = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85).encode_image(&picture).unwrap();
    out
}
