//! The contract: the API docs and the spec served compressed and revalidated, and the committed
//! openapi.json equal to the server's.

use crate::common::{gunzip, Site, DOCS_HTML};
use poem::http::{Method, StatusCode};
use serde_json::Value;

/// The docs page (Swagger UI's, from the UI build) and the spec go gzipped to a browser that
/// accepts it, with an ETag; the page with its own CSP, which allows only this site's scripts.
#[tokio::test]
async fn the_api_docs_and_spec_are_compressed_and_revalidated() {
    let site = Site::new();
    for path in ["/api/docs", "/api/openapi.json"] {
        let plain = site.get(path).await;
        let zipped = site.send(Method::GET, path, None, &[("accept-encoding", "gzip, br")]).await;
        assert_eq!(zipped.status, StatusCode::OK, "{path}");
        assert_eq!(zipped.headers.get("content-encoding").unwrap(), "gzip", "{path}");
        assert_eq!(gunzip(&zipped.bytes), plain.bytes, "{path}");
        let etag = plain.headers.get("etag").unwrap().to_str().unwrap().to_owned();
        let again = site.send(Method::GET, path, None, &[("if-none-match", &etag)]).await;
        assert_eq!(again.status, StatusCode::NOT_MODIFIED, "{path}");
        let head = site.send(Method::HEAD, path, None, &[]).await;
        assert_eq!((head.status, head.bytes.len()), (StatusCode::OK, 0), "{path}");
    }
    assert_eq!(
        site.get("/api/openapi.json").await.body,
        serde_json::from_str::<Value>(&site::api::spec_json()).unwrap()
    );
    let docs = site.get("/api/docs").await;
    assert_eq!(docs.bytes, DOCS_HTML.as_bytes());
    let csp = docs.headers["content-security-policy"].to_str().unwrap();
    assert!(csp.contains("script-src 'self';") && !csp.contains("unsafe-inline"), "{csp}");
    assert_eq!(site.get("/api-docs.html").await.status, StatusCode::NOT_FOUND, "served at /api/docs only");
}

#[test]
fn committed_openapi_json_is_current() {
    let committed = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/openapi.json")).unwrap();
    assert!(
        committed.trim_end() == site::api::spec_json().trim_end(),
        "openapi.json differs from the server's spec: run scripts/refresh-openapi"
    );
}
