//! The certificate endpoint (`/api/tls`) and what https turns on: the Secure cookie and HSTS.

use crate::common::{Site, PASSWORD};
use poem::http::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn secure_cookie_and_hsts_when_configured() {
    let site = Site::with_flags(&["--cookie-secure", "true"]);
    let ok = site.post("/api/admins/auth", json!({"username": "admin", "password": PASSWORD})).await;
    assert!(ok.headers["set-cookie"].to_str().unwrap().contains("; Secure"));
    assert!(ok.headers.contains_key("strict-transport-security"));
}

/// HSTS covers the site's own name; its subdomains only when the operator asks, since one served
/// over plain http would stop opening in every browser that saw the site.
#[tokio::test]
async fn hsts_names_subdomains_only_when_asked() {
    let hsts = |site: Site| async move {
        let a = site.get("/products").await;
        a.headers["strict-transport-security"].to_str().unwrap().to_owned()
    };
    assert_eq!(hsts(Site::with_flags(&["--cookie-secure", "true"])).await, "max-age=31536000");
    let asked = Site::with_flags(&["--cookie-secure", "true", "--hsts-include-subdomains"]);
    assert_eq!(hsts(asked).await, "max-age=31536000; includeSubDomains");
    let plain = Site::with_flags(&["--hsts-include-subdomains"]).get("/products").await;
    assert!(!plain.headers.contains_key("strict-transport-security"), "no HSTS over plain http");
}

/// Without --domain or --tls-cert the server speaks plain http: the certificate endpoint says so,
/// and the session cookie and the answers carry neither Secure nor HSTS; --cookie-secure (a proxy
/// terminating https in front) turns both on.
#[tokio::test]
async fn plain_http_reports_no_certificate_and_sets_no_https_headers() {
    async fn sign_in(site: &Site) -> String {
        let body = json!({"username": "admin", "password": PASSWORD});
        let answer = site.call(Method::POST, "/api/admins/auth", Some(body)).await;
        answer.headers["set-cookie"].to_str().unwrap().to_owned()
    }
    let mut site = Site::new();
    assert!(!sign_in(&site).await.contains("Secure"));
    site.login().await;
    let tls = site.get("/api/tls").await;
    assert_eq!(tls.status, StatusCode::OK);
    // what is unknown is left out, never null (as the spec says)
    assert_eq!(tls.body, json!({"https": false, "domains": []}));
    assert!(!tls.headers.contains_key("strict-transport-security"));

    let behind_proxy = Site::with_flags(&["--cookie-secure", "true"]);
    assert!(sign_in(&behind_proxy).await.contains("; Secure"));
    let health = behind_proxy.get("/api/health").await;
    assert!(health.headers["strict-transport-security"].to_str().unwrap().starts_with("max-age="));
}
