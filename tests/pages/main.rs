//! The public pages as crawlers and link previews see them, over HTTP without a browser: a URL per
//! page and language, `<html lang dir>`, title, description, canonical, hreflang, Open Graph and
//! JSON-LD in that language; the body rendered on the server (the UI's own components and words)
//! with its data inlined; live stock in the products page's body and JSON-LD; the sitemap and
//! robots.txt; the public address from --public-url or the request.

#[allow(dead_code)] // each test crate uses part of the harness
#[path = "../common/mod.rs"]
mod common;

use common::{admin, visitor, Caller, Scenario, Site, NO_BODY};
use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

const PAGES: [(&str, &str); 5] =
    [("/", "home"), ("/products", "products"), ("/services", "services"), ("/about", "about"), ("/contact", "contact")];

struct Page {
    status: StatusCode,
    html: String,
}

impl Page {
    /// `content` of the first `<meta {attr}="{name}">`.
    fn meta(&self, attr: &str, name: &str) -> Option<String> {
        let tag = self.html.split('<').find(|t| t.starts_with("meta ") && t.contains(&format!("{attr}=\"{name}\"")))?;
        Some(tag.split("content=\"").nth(1)?.split('"').next()?.to_owned())
    }

    fn links(&self, rel: &str) -> Vec<(String, String)> {
        self.html
            .split('<')
            .filter(|t| t.starts_with("link ") && t.contains(&format!("rel=\"{rel}\"")))
            .map(|t| {
                let attr = |a: &str| t.split(&format!("{a}=\"")).nth(1).and_then(|v| v.split('"').next()).unwrap_or("");
                (attr("hreflang").to_owned(), attr("href").to_owned())
            })
            .collect()
    }

    fn title(&self) -> &str {
        self.html.split("<title>").nth(1).and_then(|t| t.split("</title>").next()).unwrap_or("")
    }

    fn json_ld(&self) -> Value {
        let start = "<script type=\"application/ld+json\">";
        let text = self.html.split(start).nth(1).and_then(|t| t.split("</script>").next()).expect("JSON-LD");
        serde_json::from_str(text).expect("JSON-LD parses")
    }

    fn graph(&self, kind: &str) -> Option<Value> {
        self.json_ld()["@graph"].as_array().unwrap().iter().find(|n| n["@type"] == kind).cloned()
    }

    /// What the server rendered into the root element (up to the inlined data).
    fn body(&self) -> &str {
        let start = self.html.split("<div id=\"root\">").nth(1).expect("the root element");
        start.split("<script id=\"ssr-data\"").next().unwrap()
    }

    /// The data the page was rendered with, as the browser's store reads it.
    fn inlined(&self) -> Value {
        let start = "<script id=\"ssr-data\" type=\"application/json\">";
        let text = self.html.split(start).nth(1).and_then(|t| t.split("</script>").next()).expect("inlined data");
        serde_json::from_str(text).expect("inlined data parses")
    }
}

async fn page(site: &Site, path: &str) -> Page {
    let a = site.send(Method::GET, path, None, &[("host", "golbahar.test")]).await;
    Page { status: a.status, html: String::from_utf8(a.bytes).unwrap() }
}

/// `GET path` as a crawler with Host golbahar.test sends it.
async fn get(site: &Site, path: &str) -> common::Answer {
    site.send(Method::GET, path, None, &[("host", "golbahar.test")]).await
}

async fn sitemap(site: &Site) -> String {
    String::from_utf8(get(site, "/sitemap.xml").await.bytes).unwrap()
}

mod addresses;
mod cache;
mod products;
mod render;
