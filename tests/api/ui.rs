//! The UI's routes, assets and headers as the server sends them, and the files kept only gzipped.

use crate::common::{gunzip, Site, GZIP_ONLY};
use poem::http::{Method, StatusCode};
use serde_json::Value;

#[tokio::test]
async fn the_ui_routes_assets_and_headers() {
    let site = Site::new();
    let pages: Vec<Value> = serde_json::from_str(include_str!("../../ui/src/routing/routes.json")).unwrap();
    let paths: Vec<&str> = pages.iter().map(|p| p["path"].as_str().unwrap()).collect();
    assert!(paths.contains(&"/") && paths.contains(&"/dashboard"), "{paths:?}");
    assert!(paths.contains(&"/inquiry") && paths.contains(&"/quote/:token"), "{paths:?}");
    for page in &pages {
        let path = page["path"].as_str().unwrap();
        // A page the browser draws alone (a visitor's inquiry list or quote): any value of its
        // `:name` segments, kept by no cache.
        let client = page["client"].as_bool().unwrap_or(false);
        let path = path.replace(":token", "AbCdEfGhIjKlMnOpQrStUvWxYz012345");
        let a = site.get(&path).await;
        assert_eq!(a.status, StatusCode::OK, "{path}");
        assert_eq!(a.headers["cache-control"], if client { "no-store" } else { "no-cache" }, "{path}");
        let csp = a.headers["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'")
                && !csp.contains("unsafe-inline")
                && csp.contains("frame-ancestors 'none'")
        );
        assert_eq!(a.headers["x-frame-options"], "DENY");
        assert!(a.headers.contains_key("referrer-policy"));
    }
    let dashboard = site.get("/dashboard").await;
    let csp = dashboard.headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("connect-src 'self' https:"), "the dashboard may fetch pasted image links: {csp}");
    assert!(site.get("/").await.headers["content-security-policy"].to_str().unwrap().contains("connect-src 'self';"));

    let missing = site.get("/no/such/page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let missing = String::from_utf8_lossy(&missing.bytes);
    assert!(
        missing.contains("<div id=\"root\">") && missing.contains("notFound title en"),
        "the app shows its not-found page: {missing}"
    );

    let index = site.get("/").await;
    let etag = index.headers["etag"].to_str().unwrap().to_owned();
    assert!(etag.starts_with('"') && etag.ends_with('"'), "quoted ETag");
    assert_eq!(site.send(Method::GET, "/", None, &[("if-none-match", &etag)]).await.status, StatusCode::NOT_MODIFIED);

    let js = "/assets/main-1a2b3c.js";
    let plain = site.get(js).await;
    assert_eq!(plain.bytes, b"console.log('app')");
    assert!(plain.headers["cache-control"].to_str().unwrap().contains("immutable"));
    let br = site.send(Method::GET, js, None, &[("accept-encoding", "gzip, br")]).await;
    assert_eq!((br.headers["content-encoding"].to_str().unwrap(), br.bytes.as_slice()), ("br", &b"brotli-bytes"[..]));
    let gz = site.send(Method::GET, js, None, &[("accept-encoding", "gzip, br;q=0")]).await;
    assert_eq!(gz.headers["content-encoding"], "gzip");
    assert_eq!(gz.headers["vary"], "Accept-Encoding");
    assert_eq!(site.get("/assets/gone-123.js").await.status, StatusCode::NOT_FOUND);
    assert_eq!(site.get("/favicon.svg").await.status, StatusCode::OK);
}

/// The inquiry list and a buyer's quote page are the visitor's own: the app's empty page in the
/// URL's language, never rendered into the shared cache, not indexed, not in the sitemap; a path
/// beside them is the not-found page as before.
#[tokio::test]
async fn a_visitors_own_pages_are_drawn_by_the_browser_and_not_indexed() {
    let site = Site::new();
    for (path, lang, dir) in [
        ("/inquiry", "en", "ltr"),
        ("/fa/inquiry", "fa", "rtl"),
        ("/quote/AbCdEfGhIjKlMnOpQrStUvWxYz012345", "en", "ltr"),
        ("/fa/quote/AbCdEfGhIjKlMnOpQrStUvWxYz012345", "fa", "rtl"),
        ("/quote/no-such-token", "en", "ltr"),
    ] {
        let a = site.get(path).await;
        assert_eq!(a.status, StatusCode::OK, "{path}");
        assert_eq!(a.headers["cache-control"], "no-store", "{path}");
        assert_eq!(a.headers["x-robots-tag"], "noindex", "{path}");
        assert_eq!(a.headers["referrer-policy"], "no-referrer", "{path}: the address may hold a token");
        assert!(!a.headers.contains_key("etag"), "{path}: nothing to revalidate");
        let html = String::from_utf8_lossy(&a.bytes);
        assert!(html.contains(&format!("<html lang=\"{lang}\" dir=\"{dir}\">")), "{path}: {html}");
        assert!(html.contains("<meta name=\"robots\" content=\"noindex\">"), "{path}: {html}");
        assert!(html.contains("<div id=\"root\"></div>"), "{path}: the browser draws it: {html}");
    }
    for path in ["/quote", "/quote/a/b", "/inquiry/x"] {
        assert_eq!(site.get(path).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    let sitemap = String::from_utf8_lossy(&site.get("/sitemap.xml").await.bytes).into_owned();
    assert!(sitemap.contains("/products") && !sitemap.contains("/inquiry") && !sitemap.contains("/quote"), "{sitemap}");
}

/// A file kept only gzipped (as the binary keeps every compressible file) goes as it is to a
/// browser that takes gzip, and unzipped to a client that takes no compression, with one ETag.
#[tokio::test]
async fn a_file_kept_only_gzipped_answers_every_client() {
    let site = Site::new();
    let (path, text) = GZIP_ONLY;
    let plain = site.get(path).await;
    assert_eq!((plain.status, plain.bytes.as_slice()), (StatusCode::OK, text.as_bytes()));
    assert!(plain.headers.get("content-encoding").is_none());
    assert_eq!(plain.headers["content-length"], text.len().to_string().as_str());
    let etag = plain.headers["etag"].to_str().unwrap().to_owned();
    let zipped = site.send(Method::GET, path, None, &[("accept-encoding", "gzip, br")]).await;
    assert_eq!(zipped.headers["content-encoding"], "gzip");
    assert_eq!(gunzip(&zipped.bytes), text.as_bytes());
    assert_eq!(zipped.headers["etag"], etag.as_str());
    let br_only = site.send(Method::GET, path, None, &[("accept-encoding", "br")]).await;
    assert_eq!((br_only.headers.get("content-encoding"), br_only.bytes.as_slice()), (None, text.as_bytes()));
    let head = site.send(Method::HEAD, path, None, &[]).await;
    assert_eq!((head.status, head.bytes.len()), (StatusCode::OK, 0));
    assert_eq!(head.headers["content-length"], text.len().to_string().as_str());
    let again = site.send(Method::GET, path, None, &[("if-none-match", &etag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
}

/// The binary embeds ui/dist without the files that have a gzip twin (build.rs): the real API
/// docs page, Swagger UI's files and the favicon still answer a client that takes no compression
/// with the same bytes and ETag as the gzipped answer.
#[tokio::test]
async fn the_embedded_ui_unzips_for_clients_that_take_no_compression() {
    let site = Site::embedded();
    let docs = site.get("/api/docs").await;
    assert_eq!(docs.status, StatusCode::OK);
    let html = String::from_utf8(docs.bytes.clone()).unwrap();
    assert!(html.contains("<div id=\"ui\"></div>"), "{html}");
    let files: Vec<&str> = html.split('"').filter(|s| s.starts_with("/assets/")).collect();
    assert_eq!(files.len(), 3, "Swagger UI's script and stylesheet and the start script: {html}");
    for path in ["/api/docs", "/favicon.svg"].into_iter().chain(files) {
        let plain = site.get(path).await;
        let zipped = site.send(Method::GET, path, None, &[("accept-encoding", "gzip")]).await;
        assert_eq!((plain.status, zipped.status), (StatusCode::OK, StatusCode::OK), "{path}");
        assert!(plain.headers.get("content-encoding").is_none(), "{path}");
        assert_eq!(zipped.headers["content-encoding"], "gzip", "{path}");
        assert_eq!(gunzip(&zipped.bytes), plain.bytes, "{path}");
        assert_eq!(plain.headers["etag"], zipped.headers["etag"], "{path}");
    }
}
