//! What the API refuses whatever the resource: bodies over the limit or on a request that takes
//! none, unknown paths and methods, compressed bodies.

use crate::common::{admin, visitor, Site, NO_BODY};
use poem::http::{Method, StatusCode};
use serde_json::json;

/// A body sent with a request that takes none is refused, not read or ignored.
#[tokio::test]
async fn a_body_on_a_request_that_takes_none_is_refused() {
    let site = Site::signed_in().await;
    site.check(&[
        visitor("a read with a body", "GET /api/products", json!({"x": 1}), 400, "This request takes no body"),
        visitor(
            "a read of a path only written, with a body",
            "GET /api/content/profile",
            json!({"x": 1}),
            405,
            "Method not allowed",
        ),
        visitor(
            "a method no path answers, with a body",
            "TRACE /api/admins",
            json!({"x": 1}),
            405,
            "Method not allowed",
        ),
        visitor("HEAD with a body, like GET", "HEAD /api/products", json!({"x": 1}), 400, ""),
        admin(
            "a delete with a body",
            "DELETE /api/content/profile",
            json!({"x": 1}),
            400,
            "This request takes no body",
        ),
        visitor("a page with a body", "GET /", json!({"x": 1}), 400, "This request takes no body"),
        // an empty body is no body
        visitor("a read with an empty body", "GET /api/products", NO_BODY, 200, "").raw_body(b""),
    ])
    .await;
}

#[tokio::test]
async fn bodies_over_the_limit_get_413_and_nothing_changes() {
    let site = Site::signed_in().await;
    let huge_image = format!("data:image/png;base64,{}", "A".repeat(13 * 1024 * 1024));
    let a = site
        .post(
            "/api/products",
            json!({"name": "A", "unit": "kg", "price": 1, "initialStock": 1, "imageUrl": huge_image}),
        )
        .await;
    assert_eq!(a.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(site.get("/api/health").await.status, StatusCode::OK);
    assert_eq!(site.get("/api/products").await.body, json!([]));
}

#[tokio::test]
async fn unknown_paths_methods_and_encodings_answer_json_errors() {
    let site = Site::signed_in().await;
    site.check(&[
        admin("unknown path", "GET /api/nothing-here", NO_BODY, 404, "Not found"),
        admin("unknown method", "PUT /api/products", json!({}), 405, "Method not allowed"),
        visitor("compressed body", "POST /api/orders", NO_BODY, 400, "Compressed request bodies are not accepted")
            .raw_body(b"\x1f\x8b\x08")
            .header("content-encoding", "gzip"),
        visitor(
            "order over 64 KB",
            "POST /api/orders",
            json!({"productId": 1, "quantity": 1, "customerName": "x".repeat(70_000)}),
            413,
            "Request body too large…",
        ),
    ])
    .await;
}

/// RFC 9110: a 405 says what the path does answer, in the API and outside it; the docs, the
/// spec and media answer only GET and HEAD.
#[tokio::test]
async fn method_not_allowed_names_the_allowed_methods_everywhere() {
    let site = Site::signed_in().await;
    let cases = [
        (Method::PUT, "/api/products", "GET, POST, HEAD"),
        (Method::GET, "/api/products/1", "PATCH, DELETE"),
        (Method::POST, "/api/session", "GET, DELETE, HEAD"),
        (Method::TRACE, "/api/health", "GET, HEAD"),
        (Method::POST, "/api/docs", "GET, HEAD"),
        (Method::TRACE, "/api/docs", "GET, HEAD"),
        (Method::DELETE, "/api/openapi.json", "GET, HEAD"),
        (Method::PUT, "/media/0123456789abcdef0123456789abcdef.png", "GET, HEAD"),
        (Method::TRACE, "/media/0123456789abcdef0123456789abcdef.png", "GET, HEAD"),
        (Method::POST, "/products", "GET, HEAD"),
    ];
    for (method, path, allow) in cases {
        let answer = site.send(method.clone(), path, None, &[]).await;
        assert_eq!(answer.status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
        assert_eq!(answer.error(), "Method not allowed", "{method} {path}");
        assert_eq!(answer.headers.get("allow").and_then(|v| v.to_str().ok()), Some(allow), "{method} {path}");
    }
}
