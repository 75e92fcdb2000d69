//! The public pages as crawlers and link previews see them, over HTTP without a browser: a URL per
//! page and language, `<html lang dir>`, title, description, canonical, hreflang, Open Graph and
//! JSON-LD in that language; the body rendered on the server (the UI's own components and words)
//! with its data inlined; live stock in the products page's body and JSON-LD; the sitemap and
//! robots.txt; the public address from --public-url or the request.

#[allow(dead_code)] // each test crate uses part of the harness
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

#[tokio::test]
async fn every_page_in_both_languages_with_its_metadata() {
    let site = Site::new();
    for (path, name) in PAGES {
        for lang in ["en", "fa"] {
            let url_path = match (lang, path) {
                ("en", p) => p.to_owned(),
                ("fa", "/") => "/fa".to_owned(),
                (_, p) => format!("/fa{p}"),
            };
            let p = page(&site, &url_path).await;
            assert_eq!(p.status, StatusCode::OK, "{url_path}");
            let dir = if lang == "fa" { "rtl" } else { "ltr" };
            assert!(p.html.contains(&format!("<html lang=\"{lang}\" dir=\"{dir}\">")), "{url_path}: {}", p.html);
            assert_eq!(p.title(), format!("{name} title {lang}"), "{url_path}");
            assert_eq!(p.html.matches("<title>").count(), 1, "the template's title is replaced");
            assert_eq!(p.meta("name", "description").as_deref(), Some(format!("{name} text {lang}").as_str()));
            assert_eq!(p.html.matches("name=\"description\"").count(), 1);
            for face in ["text", "bold"] {
                let preload = format!(
                    "<link rel=\"preload\" href=\"/assets/{lang}-{face}-1a2b.woff2\" as=\"font\" type=\"font/woff2\" \
                     crossorigin>"
                );
                assert!(p.html.contains(&preload), "{url_path}: the language's fonts are preloaded");
            }

            let canonical = format!("http://golbahar.test{url_path}");
            assert_eq!(p.links("canonical"), [(String::new(), canonical.clone())], "{url_path}");
            let fa = if path == "/" {
                "http://golbahar.test/fa".to_owned()
            } else {
                format!("http://golbahar.test/fa{path}")
            };
            let en = format!("http://golbahar.test{path}");
            let expected = [("en".to_owned(), en.clone()), ("fa".to_owned(), fa), ("x-default".to_owned(), en)];
            assert_eq!(p.links("alternate"), expected, "{url_path}: the same reciprocal set on both twins");

            assert_eq!(p.meta("property", "og:url").as_deref(), Some(canonical.as_str()));
            assert_eq!(p.meta("property", "og:title").as_deref(), Some(p.title()));
            let (locale, other) = if lang == "fa" { ("fa_IR", "en_GB") } else { ("en_GB", "fa_IR") };
            assert_eq!(p.meta("property", "og:locale").as_deref(), Some(locale));
            assert_eq!(p.meta("property", "og:locale:alternate").as_deref(), Some(other));
            assert!(p.meta("property", "og:site_name").is_some() && p.meta("name", "twitter:card").is_some());

            // The share picture: only the products page has one in the test UI.
            let image = p.meta("property", "og:image");
            if name == "products" {
                assert_eq!(image.as_deref(), Some("http://golbahar.test/og/products.png"));
                assert_eq!(p.meta("property", "og:image:width").as_deref(), Some("1200"));
                assert_eq!(p.meta("name", "twitter:card").as_deref(), Some("summary_large_image"));
                assert_eq!(p.meta("name", "twitter:image"), image);
            } else {
                assert_eq!(image, None, "no picture named that does not exist");
                assert_eq!(p.meta("name", "twitter:card").as_deref(), Some("summary"));
            }

            let org = p.graph("Organization").expect("an Organization on every page");
            assert_eq!(org["contactPoint"]["email"], "export@golbahar.af", "the content's default until one is saved");
            assert_eq!(org["url"], if lang == "fa" { "http://golbahar.test/fa" } else { "http://golbahar.test/" });
            assert_eq!(p.graph("ItemList").is_some(), name == "products", "{url_path}");
        }
    }
}

/// Words of each page in each language, from the UI's dictionaries (ui/src/i18n).
const WORDS: [(&str, &str, [&str; 2]); 10] = [
    ("/", "en", ["Premium Afghan Dried Fruits", "From Kabul to your warehouse"]),
    ("/fa", "fa", ["بهترین میوهٔ خشک افغانستان", "از کابل تا انبار شما"]),
    ("/products", "en", ["Products and stock", "Recent exports"]),
    ("/fa/products", "fa", ["محصولات و موجودی", "صادرات اخیر"]),
    ("/services", "en", ["More than a supplier", "Services"]),
    ("/fa/services", "fa", ["فراتر از یک تأمین‌کننده", "خدمات"]),
    ("/about", "en", ["Awards and recognition", "Our awards will be shown here soon."]),
    ("/fa/about", "fa", ["جوایز و افتخارات", "جوایز ما به‌زودی در این‌جا نمایش داده می‌شود."]),
    ("/contact", "en", ["Let’s talk about your order", "export@golbahar.af"]),
    ("/fa/contact", "fa", ["بیایید دربارهٔ سفارش‌تان گفت‌وگو کنیم", "export@golbahar.af"]),
];

#[tokio::test]
async fn every_page_is_rendered_on_the_server_in_its_language() {
    let site = Site::new();
    for (path, lang, words) in WORDS {
        let p = page(&site, path).await;
        let body = p.body();
        for word in words {
            assert!(body.contains(word), "{path}: {word:?} not in the rendered body:\n{body}");
        }
        assert!(body.contains("<header class=\"topbar\">") && body.contains("<footer"), "{path}: the frame too");
        assert!(!p.html.contains("<noscript>"), "{path}: readable without JavaScript");
        let data = p.inlined();
        assert_eq!(data["lang"], lang, "{path}");
        assert_eq!(data["content"]["contactEmail"], "export@golbahar.af", "{path}: the content it was rendered with");
        let year = time::OffsetDateTime::now_utc().year();
        assert_eq!(data["year"], year, "{path}");
        let footer_year = if lang == "fa" { persian_digits(&year.to_string()) } else { year.to_string() };
        assert!(body.contains(&footer_year), "{path}: the footer's year, in the page's digits");
    }
}

fn persian_digits(s: &str) -> String {
    s.chars().map(|c| c.to_digit(10).map_or(c, |d| "۰۱۲۳۴۵۶۷۸۹".chars().nth(d as usize).unwrap())).collect()
}

#[tokio::test]
async fn the_products_pages_show_live_stock_in_both_languages() {
    let mut site = Site::new();
    site.login().await;
    for (path, empty) in
        [("/products", "Nothing is in stock right now."), ("/fa/products", "فعلاً محصولی در انبار نیست.")]
    {
        let p = page(&site, path).await;
        assert!(p.body().contains(empty), "{path}");
        assert_eq!(p.inlined()["products"], json!([]), "{path}: an empty list is data too");
    }
    let figs = site.product("Dried Figs", 1250).await;
    site.product("Walnuts", 8).await;
    let en = page(&site, "/products").await;
    let body = en.body();
    for text in ["Dried Figs", "Walnuts", "USD\u{a0}5.50", "1,250 kg", "8 kg", "per kg"] {
        assert!(body.contains(text), "/products: {text:?} at once after the product was added:\n{body}");
    }
    assert_eq!(body.matches("data-testid=\"inventory-card\"").count(), 2);
    assert_eq!(en.inlined()["products"].as_array().unwrap().len(), 2, "the list the page shows, inlined");
    let fa = page(&site, "/fa/products").await;
    for text in ["Dried Figs", "\u{200e}USD\u{a0}۵٫۵۰", "۱٬۲۵۰ کیلوگرم", "۸ کیلوگرم"] {
        assert!(fa.body().contains(text), "/fa/products: {text:?}:\n{}", fa.body());
    }

    let sold =
        site.post(&format!("/api/products/{figs}/exports"), json!({"quantity": 1250, "destination": "Dubai"})).await;
    assert_eq!(sold.status, StatusCode::OK, "{:?}", sold.body);
    for path in ["/products", "/fa/products"] {
        let p = page(&site, path).await;
        assert_eq!(p.body().matches("data-testid=\"inventory-card\"").count(), 1, "{path}: sold out, not in stock");
        assert_eq!(p.body().matches("data-testid=\"export-card\"").count(), 1, "{path}: the export is listed");
        assert!(p.body().contains("Dubai"), "{path}");
    }
    let walnuts = page(&site, "/products").await.inlined()["products"][0]["id"].as_i64().unwrap();
    assert_eq!(site.delete(&format!("/api/products/{walnuts}")).await.status, StatusCode::NO_CONTENT);
    assert!(!page(&site, "/fa/products").await.body().contains("Walnuts"), "a removed product is gone at once");
}

#[tokio::test]
async fn home_and_about_show_the_saved_slideshow_texts_and_awards() {
    let mut site = Site::new();
    site.login().await;
    let texts = json!({"en": {"title": "Saffron from Herat", "lead": "", "values": "", "services": ""},
                       "fa": {"title": "زعفران هرات", "lead": "", "values": "", "services": ""}});
    let saved = site.put("/api/hero", json!({"slides": [], "texts": texts})).await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    assert!(page(&site, "/").await.body().contains("Saffron from Herat"));
    assert!(page(&site, "/fa").await.body().contains("زعفران هرات"));
    assert_eq!(page(&site, "/fa").await.inlined()["hero"]["texts"], texts);

    let award = json!({"imageUrl": common::data_url("image/png", &common::png(8, 6)), "title": "Best exporter 2025", "description": "Kabul chamber of commerce"});
    assert_eq!(site.post("/api/awards", award).await.status, StatusCode::CREATED);
    for path in ["/about", "/fa/about"] {
        let p = page(&site, path).await;
        assert!(p.body().contains("Best exporter 2025") && p.body().contains("Kabul chamber of commerce"), "{path}");
        assert_eq!(p.inlined()["awards"].as_array().unwrap().len(), 1, "{path}");
    }
}

#[tokio::test]
async fn many_requests_for_a_changed_page_wait_for_one_render() {
    let mut site = Site::new();
    site.login().await;
    site.product("Almonds", 10).await;
    let site = std::sync::Arc::new(site);
    let pages = futures_join(&site, 12).await;
    assert!(pages.iter().all(|p| p.body().contains("Almonds")));
    let first = &pages[0].html;
    assert!(pages.iter().all(|p| &p.html == first), "the same render for every request");
}

/// A site signed in with six products, for the tests of how its products page is kept.
async fn site_with_six_products() -> Site {
    let mut site = Site::new();
    site.login().await;
    for name in ["Almonds", "Walnuts", "Dried Figs", "Saffron", "Pistachios", "Raisins"] {
        site.product(name, 10).await;
    }
    site
}

fn unzip(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(bytes), &mut out).expect("gzip");
    out
}

/// The visitors who wait for a render get the page with a quick gzip; once the page is read again,
/// the copy the cache keeps for everyone after is compressed harder in the background: the same
/// page in fewer bytes, with the same ETag.
#[tokio::test]
async fn a_fresh_page_goes_out_quickly_compressed_then_from_a_smaller_copy() {
    let site = site_with_six_products().await;
    let gzip = [("accept-encoding", "gzip")];
    let first = site.send(Method::GET, "/fa/products", None, &gzip).await;
    // Compressed small only once read again: a page the next change replaces before a second
    // visit costs one quick compression.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let second = site.send(Method::GET, "/fa/products", None, &gzip).await;
    assert_eq!(second.bytes, first.bytes, "the second visitor still gets the first copy");
    let plain = site.send(Method::GET, "/fa/products", None, &[]).await;
    assert_eq!(first.headers["content-encoding"], "gzip");
    assert_eq!(unzip(&first.bytes), plain.bytes);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    let kept = loop {
        let later = site.send(Method::GET, "/fa/products", None, &gzip).await;
        if later.bytes.len() < first.bytes.len() {
            break later;
        }
        assert!(std::time::Instant::now() < deadline, "the page was never sent from a smaller copy");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    };
    assert_eq!(unzip(&kept.bytes), plain.bytes, "the same page");
    assert_eq!(kept.headers["etag"], first.headers["etag"]);
    assert_eq!(plain.headers["etag"], first.headers["etag"]);
}

/// A page read only once since its render is still its first visitor's copy; once the site is
/// quiet it becomes the smaller one (kept out of the process's memory) without a second visit.
#[tokio::test]
async fn a_quiet_site_keeps_its_pages_in_the_smaller_copy() {
    let site = site_with_six_products().await;
    let gzip = [("accept-encoding", "gzip")];
    let first = site.send(Method::GET, "/fa/products", None, &gzip).await;
    site.ui.release_memory();
    let later = site.send(Method::GET, "/fa/products", None, &gzip).await;
    assert!(later.bytes.len() < first.bytes.len(), "{} >= {}", later.bytes.len(), first.bytes.len());
    assert_eq!(later.headers["etag"], first.headers["etag"]);
    let plain = site.send(Method::GET, "/fa/products", None, &[]).await;
    assert_eq!(unzip(&later.bytes), plain.bytes, "the same page");
    // and a later change of data still makes a new page
    site.product("Mulberries", 5).await;
    let changed = site.send(Method::GET, "/fa/products", None, &[]).await;
    assert!(String::from_utf8_lossy(&changed.bytes).contains("Mulberries"));
}

/// The copy of `path` the cache keeps (compressed small once the page is read again): what every
/// later read gets until the page's data changes.
async fn kept_copy(site: &Site, path: &str) -> common::Answer {
    let gzip = [("accept-encoding", "gzip")];
    let first = site.send(Method::GET, path, None, &gzip).await;
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let later = site.send(Method::GET, path, None, &gzip).await;
        if later.bytes.len() < first.bytes.len() {
            return later;
        }
        assert!(std::time::Instant::now() < deadline, "{path} was never sent from a smaller copy");
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}

/// A cached page stays cached whatever anyone sends that changes nothing a page shows: sign-outs
/// without a session, order requests, refused writes, and the admin's writes no page shows. Each
/// of these used to mark every page stale, so the next read rendered again (8–11 ms of CPU
/// against 0.1 ms from the cache): two connections alternating an anonymous sign-out and a page
/// read held a core busy.
#[tokio::test]
async fn requests_that_change_nothing_a_page_shows_leave_the_cached_pages_alone() {
    let mut site = Site::new();
    site.login().await;
    let almonds = site.product("Almonds", 10).await;
    let kept = kept_copy(&site, "/products").await;
    let version = site.state.site_version();

    let order = |quantity: i64| json!({"productId": almonds, "quantity": quantity, "customerName": "Maryam"});
    let exports = format!("POST /api/products/{almonds}/exports");
    let mut flood = vec![visitor(
        "a wrong password",
        "POST /api/admins/auth",
        json!({"username": "admin", "password": "not it"}),
        401,
        "",
    )];
    for _ in 0..20 {
        flood.extend([
            visitor("a sign-out without a session", "DELETE /api/session", NO_BODY, 204, ""),
            Scenario::new(
                Caller::MadeUpCookie,
                "a sign-out with a made-up cookie",
                "DELETE /api/session",
                NO_BODY,
                204,
                "",
            ),
            visitor("an order request", "POST /api/orders", order(1), 201, ""),
            visitor("an order above stock", "POST /api/orders", order(11), 409, ""),
            visitor(
                "an order for no product",
                "POST /api/orders",
                json!({"productId": 9999, "quantity": 1, "customerName": "A"}),
                404,
                "",
            ),
            visitor("content without a session", "PUT /api/content", json!({}), 401, ""),
            visitor("a product from another site", "POST /api/products", json!({}), 403, "")
                .header("origin", "https://evil.example"),
            admin(
                "a product without a name",
                "POST /api/products",
                json!({"name": " ", "unit": "kg", "price": 1}),
                400,
                "",
            ),
            admin("an unknown product removed", "DELETE /api/products/424242", NO_BODY, 404, ""),
            admin("an export above stock", &exports, json!({"quantity": 11, "destination": "Paris"}), 409, ""),
            admin("orders marked seen", "PUT /api/orders/seen", json!({"upTo": 1}), 200, ""),
            admin("an order approved", "PATCH /api/orders/1", json!({"status": "approved"}), 200, ""),
        ]);
    }
    site.check(&flood).await;

    assert_eq!(site.state.site_version(), version, "nothing a page shows changed");
    let again = site.send(Method::GET, "/products", None, &[("accept-encoding", "gzip")]).await;
    assert!(again.bytes == kept.bytes, "the page was rendered again rather than sent from the cache");
}

/// Every write the API has, each either marking the pages stale (it changed something a page
/// shows: products and stock, the site content and profile, the slideshow, the awards) or not. A
/// new write fails this test until it is put on one side or the other.
#[tokio::test]
async fn every_write_that_changes_what_a_page_shows_marks_the_pages_stale_and_no_other() {
    let backups = tempfile::tempdir().unwrap();
    let mut site = Site::with_flags(&["--backup-dir", backups.path().to_str().unwrap()]);
    site.login().await;
    let spec = site.get("/api/openapi.json").await.body;
    let mut writes: Vec<String> = Vec::new();
    for operations in spec["paths"].as_object().unwrap().values() {
        for (method, operation) in operations.as_object().unwrap() {
            if ["post", "put", "patch", "delete"].contains(&method.as_str()) {
                writes.push(operation["operationId"].as_str().unwrap().to_owned());
            }
        }
    }

    const SHOWN: bool = true;
    const NOT_SHOWN: bool = false;
    let mut tried = Vec::new();
    let mut wrong = Vec::new();
    let mut write = async |operation: &str, request: &str, body: Value, status: u16, shown: bool| {
        let (method, path) = request.split_once(' ').unwrap();
        let before = site.state.site_version();
        let body = (!body.is_null()).then(|| body.to_string().into_bytes());
        let a = site.send(Method::from_bytes(method.as_bytes()).unwrap(), path, body, &[]).await;
        assert_eq!(a.status.as_u16(), status, "{operation}: {:?}", a.body);
        if (site.state.site_version() > before) != shown {
            wrong.push(format!(
                "{operation} {}",
                if shown { "left the pages as they were" } else { "marked the pages stale" }
            ));
        }
        tried.push(operation.to_owned());
        a.body
    };

    let product = json!({"name": "Saffron", "unit": "kg", "price": 9.5, "initialStock": 5});
    let id = write("createProduct", "POST /api/products", product, 201, SHOWN).await["id"].as_i64().unwrap();
    write("updateProduct", &format!("PATCH /api/products/{id}"), json!({"price": 10}), 200, SHOWN).await;
    write("addProductImport", &format!("POST /api/products/{id}/imports"), json!({"quantity": 5}), 200, SHOWN).await;
    let export = json!({"quantity": 1, "destination": "Dubai"});
    write("addProductExport", &format!("POST /api/products/{id}/exports"), export, 200, SHOWN).await;
    let order = json!({"productId": id, "quantity": 1, "customerName": "Maryam"});
    let order = write("createOrder", "POST /api/orders", order, 201, NOT_SHOWN).await["id"].as_i64().unwrap();
    write("markOrdersSeen", "PUT /api/orders/seen", json!({"upTo": order}), 200, NOT_SHOWN).await;
    write("setOrderStatus", &format!("PATCH /api/orders/{order}"), json!({"status": "completed"}), 200, NOT_SHOWN)
        .await;
    write("deleteProduct", &format!("DELETE /api/products/{id}"), NO_BODY, 204, SHOWN).await;

    let image = common::data_url("image/png", &common::png(64, 36));
    let slide =
        write("addHeroSlide", "POST /api/hero/slides", json!({"url": image}), 201, SHOWN).await["id"].as_i64().unwrap();
    write("deleteHeroSlide", &format!("DELETE /api/hero/slides/{slide}"), NO_BODY, 204, SHOWN).await;
    let texts = json!({"title": "Saffron from Herat", "lead": "", "values": "", "services": ""});
    write("replaceHero", "PUT /api/hero", json!({"slides": [], "texts": {"en": texts, "fa": texts}}), 200, SHOWN).await;
    let award = json!({"imageUrl": image, "title": "Best exporter 2025", "description": "Kabul"});
    let award = write("createAward", "POST /api/awards", award, 201, SHOWN).await["id"].as_i64().unwrap();
    write("updateAward", &format!("PATCH /api/awards/{award}"), json!({"titleFa": "بهترین صادرکننده"}), 200, SHOWN)
        .await;
    write("deleteAward", &format!("DELETE /api/awards/{award}"), NO_BODY, 204, SHOWN).await;
    write("updateContent", "PUT /api/content", json!({"contactPhone": "+93 20 000 0000"}), 200, SHOWN).await;
    let profile = json!({"name": "profile.pdf", "data": common::data_url("application/pdf", &common::pdf())});
    write("setProfile", "PUT /api/content/profile", profile, 200, SHOWN).await;
    write("deleteProfile", "DELETE /api/content/profile", NO_BODY, 204, SHOWN).await;
    write("updateTerms", "PUT /api/content/terms", json!({"paymentTerms": "30% advance"}), 200, SHOWN).await;
    let hours = json!({"days": ["sat"], "opens": "08:00", "closes": "12:00", "replyHours": 2});
    write("updateOfficeHours", "PUT /api/content/office-hours", hours, 200, SHOWN).await;
    let pdf = common::data_url("application/pdf", &common::pdf());
    let document = json!({"title": "HACCP certificate", "file": pdf});
    let document = write("createDocument", "POST /api/documents", document, 201, SHOWN).await["id"].as_i64().unwrap();
    let renewed = json!({"title": "HACCP certificate", "validUntil": "2099-12-31"});
    write("updateDocument", &format!("PUT /api/documents/{document}"), renewed, 200, SHOWN).await;
    write("deleteDocument", &format!("DELETE /api/documents/{document}"), NO_BODY, 204, SHOWN).await;

    // quotes (issue 30): the bank details are in the content the pages carry; the rest no page shows
    let bank = json!({"beneficiary": "Golbahar", "bankName": "AIB", "account": "0100"});
    write("updateBank", "PUT /api/content/bank", bank, 200, SHOWN).await;
    let figs = json!({"name": "Figs", "unit": "kg", "price": 2, "initialStock": 50});
    let figs = write("createProduct", "POST /api/products", figs, 201, SHOWN).await["id"].as_i64().unwrap();
    let ask = json!({"lines": [{"productId": figs, "quantity": 5}], "name": "Maryam", "email": "m@example.com",
                     "lang": "en"});
    let created = write("createInquiry", "POST /api/inquiries", ask, 201, NOT_SHOWN).await;
    let quote = created["id"].as_i64().unwrap();
    let token = created["quoteUrl"].as_str().unwrap().trim_start_matches("/quote/").to_owned();
    let line = site.get(&format!("/api/quotes/{quote}")).await.body["lines"][0]["id"].as_i64().unwrap();
    let valid = site::models::quotes::ymd(site.state.kabul_today() + time::Duration::days(5));
    let answer = json!({"currency": "USD", "incoterm": "CPT", "place": "Dubai", "validUntil": valid,
                        "paymentTerms": "advance", "leadTimeDays": 7, "lines": [{"lineId": line, "unitPrice": 3}]});
    write("sendQuote", &format!("POST /api/quotes/{quote}/revisions"), answer, 201, NOT_SHOWN).await;
    write("sendQuoteMessage", &format!("POST /api/quotes/{quote}/messages"), json!({"text": "Hi"}), 201, NOT_SHOWN)
        .await;
    let path = format!("POST /api/quotes/by-token/{token}");
    write("askAboutQuote", &format!("{path}/messages"), json!({"text": "Hello"}), 201, NOT_SHOWN).await;
    write("acceptQuote", &format!("{path}/accept"), json!({"revision": 1}), 200, NOT_SHOWN).await;
    write("declineQuote", &format!("{path}/decline"), json!({"reason": "late"}), 409, NOT_SHOWN).await;
    write("withdrawQuote", &format!("POST /api/quotes/{quote}/withdraw"), NO_BODY, 409, NOT_SHOWN).await;
    write("deleteQuote", &format!("DELETE /api/quotes/{quote}"), NO_BODY, 204, NOT_SHOWN).await;

    let farida = json!({"username": "farida", "password": "long enough"});
    let farida = write("createAdmin", "POST /api/admins", farida, 201, NOT_SHOWN).await["id"].as_i64().unwrap();
    write("deleteAdmin", &format!("DELETE /api/admins/{farida}"), NO_BODY, 204, NOT_SHOWN).await;
    let mail = json!({"host": "127.0.0.1", "port": 1, "security": "none", "from": "site@golbahar.af"});
    write("updateMailSettings", "PUT /api/mail", mail, 200, NOT_SHOWN).await;
    write("sendTestMail", "POST /api/mail/test", json!({}), 200, NOT_SHOWN).await;
    write("createBackup", "POST /api/backups", NO_BODY, 201, NOT_SHOWN).await;
    let key = json!({"name": "stock sync", "access": "read"});
    let key = write("createApiKey", "POST /api/keys", key, 201, NOT_SHOWN).await["id"].as_i64().unwrap();
    write("revokeApiKey", &format!("DELETE /api/keys/{key}"), NO_BODY, 204, NOT_SHOWN).await;
    write("signOut", "DELETE /api/session", NO_BODY, 204, NOT_SHOWN).await;
    let credentials = json!({"username": "admin", "password": common::PASSWORD});
    write("signIn", "POST /api/admins/auth", credentials, 200, NOT_SHOWN).await;

    // The app's visit beacon (issue 31) counts a page view in memory: no page changes.
    let before = site.state.site_version();
    let beacon = b"path=%2Fproducts".to_vec();
    let form = ("content-type", "application/x-www-form-urlencoded;charset=UTF-8");
    let a = site.send(Method::POST, "/api/visits", Some(beacon), &[form]).await;
    assert_eq!(a.status.as_u16(), 204, "countPageView: {:?}", a.body);
    if site.state.site_version() > before {
        wrong.push("countPageView marked the pages stale".to_owned());
    }
    tried.push("countPageView".to_owned());

    // The site's address (links in mail, the Origin of writes; pages take theirs from the request
    // or --public-url), saved last: from then on only its origin may write.
    site.login().await;
    let before = site.state.site_version();
    let own = [("origin", "http://golbahar.af"), ("host", "golbahar.af")];
    let body = json!({"siteUrl": "http://golbahar.af"}).to_string().into_bytes();
    let a = site.send(Method::PUT, "/api/mail/site-url", Some(body), &own).await;
    assert_eq!(a.status.as_u16(), 200, "updateSiteUrl: {:?}", a.body);
    if site.state.site_version() > before {
        wrong.push("updateSiteUrl marked the pages stale".to_owned());
    }
    tried.push("updateSiteUrl".to_owned());

    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    writes.retain(|w| !tried.contains(w));
    assert!(writes.is_empty(), "writes this test does not put on either side: {writes:?}");
}

/// `n` concurrent requests for the Persian products page.
async fn futures_join(site: &std::sync::Arc<Site>, n: usize) -> Vec<Page> {
    let tasks: Vec<_> = (0..n)
        .map(|_| {
            let site = site.clone();
            tokio::spawn(async move { page(&site, "/fa/products").await })
        })
        .collect();
    let mut pages = Vec::new();
    for t in tasks {
        pages.push(t.await.unwrap());
    }
    pages
}

#[tokio::test]
async fn unknown_paths_are_404_in_the_language_of_their_prefix() {
    let site = Site::new();
    for (path, lang) in [("/no/such/page", "en"), ("/fa/no/such", "fa"), ("/faq", "en"), ("/fa/dashboard", "fa")] {
        let p = page(&site, path).await;
        assert_eq!(p.status, StatusCode::NOT_FOUND, "{path}");
        assert!(p.html.contains(&format!("<html lang=\"{lang}\"")), "{path}");
        assert_eq!(p.title(), format!("notFound title {lang}"), "{path}");
        assert_eq!(p.meta("name", "robots").as_deref(), Some("noindex"));
        assert!(p.links("canonical").is_empty(), "{path}");
        let title = if lang == "fa" { "صفحه پیدا نشد" } else { "Page not found" };
        assert!(p.body().contains(title), "{path}: the not-found page rendered in its language");
    }
    // Under a page's path, that page's top-bar link is the current one, as in the browser.
    let under = page(&site, "/fa/products/no-such").await;
    assert_eq!(under.status, StatusCode::NOT_FOUND);
    assert!(under.body().contains("aria-current=\"page\" class=\"nav-link active\" href=\"/fa/products\""));
    assert!(under.body().contains("صفحه پیدا نشد"), "an unknown product is the not-found page, not the list");
    // The dashboard is the UI's own choice of language: its page is index.html as built.
    let dashboard = page(&site, "/dashboard").await;
    assert_eq!(dashboard.status, StatusCode::OK);
    assert_eq!(dashboard.title(), "site");
}

#[tokio::test]
async fn the_products_json_ld_follows_live_stock_at_once() {
    let mut site = Site::new();
    site.login().await;
    let names = |p: &Page| -> Vec<String> {
        p.graph("ItemList").unwrap()["itemListElement"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["item"]["name"].as_str().unwrap().to_owned())
            .collect()
    };
    for path in ["/products", "/fa/products"] {
        assert!(names(&page(&site, path).await).is_empty(), "{path}");
    }
    let figs = site.product("Dried Figs", 3).await;
    let nuts = site.product("Walnuts", 8).await;
    for path in ["/products", "/fa/products"] {
        let p = page(&site, path).await;
        assert_eq!(names(&p), ["Walnuts", "Dried Figs"], "{path}: a new product is listed at once");
        let offer = &p.graph("ItemList").unwrap()["itemListElement"][0]["item"]["offers"];
        assert_eq!(offer["availability"], "https://schema.org/InStock");
        assert_eq!((offer["price"].as_f64(), offer["priceCurrency"].as_str()), (Some(5.5), Some("USD")));
    }
    let sold =
        site.post(&format!("/api/products/{figs}/exports"), json!({"quantity": 3, "destination": "Dubai"})).await;
    assert_eq!(sold.status, StatusCode::OK, "{:?}", sold.body);
    for path in ["/products", "/fa/products"] {
        assert_eq!(names(&page(&site, path).await), ["Walnuts"], "{path}: sold to zero, no longer offered");
    }
    assert_eq!(site.delete(&format!("/api/products/{nuts}")).await.status, StatusCode::NO_CONTENT);
    assert!(names(&page(&site, "/products").await).is_empty(), "a removed product is gone");

    // Content saved in the dashboard reaches every page's Organization.
    let saved = site
        .put(
            "/api/content",
            json!({"contactEmail": "sales@golbahar.af", "linkedinUrl": "https://www.linkedin.com/company/g"}),
        )
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    let org = page(&site, "/fa/about").await.graph("Organization").unwrap();
    assert_eq!(org["email"], "sales@golbahar.af");
    assert_eq!(org["sameAs"], json!(["https://www.linkedin.com/company/g"]));
}

#[tokio::test]
async fn sitemap_and_robots() {
    let mut site = Site::new();
    site.login().await;
    site.product("Raisins", 5).await;
    let a = site.send(Method::GET, "/sitemap.xml", None, &[("host", "golbahar.test")]).await;
    assert_eq!(a.status, StatusCode::OK);
    assert!(a.headers["content-type"].to_str().unwrap().starts_with("application/xml"));
    let xml = String::from_utf8(a.bytes).unwrap();
    assert_eq!(xml.matches("<url>").count(), 12, "five pages and one product in two languages");
    for loc in ["/", "/fa", "/products", "/fa/products", "/contact", "/fa/contact"] {
        assert!(xml.contains(&format!("<loc>http://golbahar.test{loc}</loc>")), "{loc}");
    }
    assert_eq!(xml.matches("hreflang=\"x-default\"").count(), 12);
    let today = time::OffsetDateTime::now_utc().date().to_string();
    assert!(xml.contains(&format!("<lastmod>{today}</lastmod>")), "lastmod from the catalogue: {xml}");

    let robots = site.send(Method::GET, "/robots.txt", None, &[("host", "golbahar.test")]).await;
    let text = String::from_utf8(robots.bytes).unwrap();
    assert!(text.contains("Disallow: /dashboard\n") && text.contains("Disallow: /api/\n"), "{text}");
    assert!(text.contains("Sitemap: http://golbahar.test/sitemap.xml"), "{text}");
}

#[tokio::test]
async fn the_public_address_comes_from_the_setting_else_the_request() {
    let site = Site::with_flags(&["--public-url", "https://golbahar.af/"]);
    let p = page(&site, "/fa/contact").await;
    assert_eq!(p.links("canonical")[0].1, "https://golbahar.af/fa/contact", "the setting wins over Host");

    let site = Site::new();
    let odd = site.send(Method::GET, "/about", None, &[("host", "evil\"><script>")]).await;
    let html = String::from_utf8(odd.bytes).unwrap();
    assert!(
        html.contains("href=\"http://localhost/about\"") && !html.contains("<script>"),
        "a Host no name has is not believed"
    );
    let proxied = site
        .send(
            Method::GET,
            "/about",
            None,
            &[("host", "golbahar.test"), ("x-forwarded-host", "other.test"), ("x-forwarded-proto", "https")],
        )
        .await;
    let html = String::from_utf8(proxied.bytes).unwrap();
    assert!(html.contains("href=\"http://golbahar.test/about\""), "forwarded headers only from a trusted proxy");

    let gz = site.send(Method::GET, "/", None, &[("accept-encoding", "gzip")]).await;
    assert_eq!(gz.headers["content-encoding"], "gzip");
    let etag = gz.headers["etag"].to_str().unwrap().to_owned();
    assert_eq!(site.send(Method::GET, "/", None, &[("if-none-match", &etag)]).await.status, StatusCode::NOT_MODIFIED);
}

/// `GET path` as a crawler with Host golbahar.test sends it.
async fn get(site: &Site, path: &str) -> common::Answer {
    site.send(Method::GET, path, None, &[("host", "golbahar.test")]).await
}

async fn sitemap(site: &Site) -> String {
    String::from_utf8(get(site, "/sitemap.xml").await.bytes).unwrap()
}

#[tokio::test]
async fn every_product_has_its_own_page_in_each_language() {
    let mut site = Site::new();
    site.login().await;
    let figs = site.product("Dried Figs", 3).await;
    let other = site.product("Walnuts", 8).await;
    for (lang, prefix) in [("en", ""), ("fa", "/fa")] {
        let path = format!("{prefix}/products/{figs}-dried-figs");
        let p = page(&site, &path).await;
        assert_eq!(p.status, StatusCode::OK, "{path}");
        let dir = if lang == "fa" { "rtl" } else { "ltr" };
        assert!(p.html.contains(&format!("<html lang=\"{lang}\" dir=\"{dir}\">")), "{path}");
        assert_eq!(p.title(), format!("Dried Figs title {lang}"));
        let description = if lang == "fa" {
            "Dried Figs: USD ۵٫۵۰ per کیلوگرم, ۳ کیلوگرم fa"
        } else {
            "Dried Figs: USD 5.50 per kg, 3 kg en"
        };
        assert_eq!(p.meta("name", "description").as_deref(), Some(description), "{path}");
        let canonical = format!("http://golbahar.test{path}");
        assert_eq!(p.links("canonical"), [(String::new(), canonical.clone())]);
        let en = format!("http://golbahar.test/products/{figs}-dried-figs");
        let fa = format!("http://golbahar.test/fa/products/{figs}-dried-figs");
        let expected = [("en".to_owned(), en.clone()), ("fa".to_owned(), fa), ("x-default".to_owned(), en)];
        assert_eq!(p.links("alternate"), expected, "{path}");
        assert_eq!(p.meta("property", "og:url").as_deref(), Some(canonical.as_str()));
        assert_eq!(p.meta("property", "og:title").as_deref(), Some(p.title()));
        // No photo: the products page's share picture.
        assert_eq!(p.meta("property", "og:image").as_deref(), Some("http://golbahar.test/og/products.png"));
        assert_eq!(p.meta("property", "og:image:height").as_deref(), Some("630"));

        let product = p.graph("Product").expect("a Product");
        assert_eq!(product["name"], "Dried Figs");
        assert_eq!(product["url"], canonical.as_str());
        assert_eq!(product["description"], description);
        assert_eq!(product["image"], "http://golbahar.test/og/products.png");
        let offer = &product["offers"];
        assert_eq!((offer["price"].as_f64(), offer["priceCurrency"].as_str()), (Some(5.5), Some("USD")));
        assert_eq!(offer["availability"], "https://schema.org/InStock");
        assert_eq!(offer["url"], canonical.as_str());
        assert!(p.graph("Organization").is_some() && p.graph("ItemList").is_none(), "{path}");

        // The page itself is the products page: the same document after the head.
        let list = page(&site, &format!("{prefix}/products")).await;
        let body = |html: &str| html.split("</head>").nth(1).unwrap().to_owned();
        assert_eq!(body(&p.html), body(&list.html), "{path}");
        let items = list.graph("ItemList").unwrap();
        let urls: Vec<&str> =
            items["itemListElement"].as_array().unwrap().iter().map(|i| i["item"]["url"].as_str().unwrap()).collect();
        assert_eq!(urls, [format!("http://golbahar.test{prefix}/products/{other}-walnuts"), canonical.clone()]);
    }
}

/// A moved product link is built from the product, never from the path asked for: whatever the
/// request holds, its `Location` is a path on this site (`//host` or `/\\host` would be another).
#[tokio::test]
async fn a_moved_link_never_leads_off_the_site() {
    let mut site = Site::new();
    site.login().await;
    let figs = site.product("Dried Figs", 3).await;
    for path in [
        format!("/products/{figs}-x?//evil.example"),
        format!("/products/{figs}-x?\\evil.example"),
        format!("/fa/products/{figs}?x=%2F%2Fevil.example"),
        format!("/products/{figs}-%2F%2Fevil.example"),
        format!("/products/{figs}-%5Cevil.example"),
        format!("//products/{figs}"),
        format!("/fa//products/{figs}"),
        format!("//evil.example/products/{figs}"),
        "//evil.example".to_owned(),
        "/fa//evil.example".to_owned(),
        "///evil.example/".to_owned(),
    ] {
        let a = get(&site, &path).await;
        if let Some(location) = a.headers.get("location") {
            let location = location.to_str().unwrap();
            assert!(location.starts_with('/') && !location[1..].starts_with(['/', '\\']), "{path} moves to {location}");
        }
        assert!(!a.status.is_server_error(), "{path}: {}", a.status);
    }
}

#[tokio::test]
async fn product_urls_move_to_their_canonical_slug_and_unknown_ones_are_404() {
    let mut site = Site::new();
    site.login().await;
    let figs = site.product("Dried Figs", 3).await;
    for (from, to) in [
        (format!("/products/{figs}"), format!("/products/{figs}-dried-figs")),
        (format!("/fa/products/{figs}-old-name?ref=chat"), format!("/fa/products/{figs}-dried-figs?ref=chat")),
        (format!("/products/0{figs}-dried-figs"), format!("/products/{figs}-dried-figs")),
        (format!("/products/{figs}-"), format!("/products/{figs}-dried-figs")),
    ] {
        let a = get(&site, &from).await;
        assert_eq!(a.status, StatusCode::MOVED_PERMANENTLY, "{from}");
        assert_eq!(a.headers["location"], to.as_str(), "{from}");
    }
    // A renamed product keeps its id: the old link moves to the new name.
    let renamed = site.patch(&format!("/api/products/{figs}"), json!({"name": "Figs, sun-dried (A+)"})).await;
    assert_eq!(renamed.status, StatusCode::OK, "{:?}", renamed.body);
    let a = get(&site, &format!("/products/{figs}-dried-figs")).await;
    assert_eq!(a.headers["location"], format!("/products/{figs}-figs-sun-dried-a").as_str());

    let persian = site.product("بادام کاغذی", 4).await;
    let slug = "%D8%A8%D8%A7%D8%AF%D8%A7%D9%85-%DA%A9%D8%A7%D8%BA%D8%B0%DB%8C";
    let a = get(&site, &format!("/fa/products/{persian}")).await;
    assert_eq!(
        a.headers["location"],
        format!("/fa/products/{persian}-{slug}").as_str(),
        "percent-encoded as browsers do"
    );
    let p = page(&site, &format!("/fa/products/{persian}-{slug}")).await;
    assert_eq!(p.status, StatusCode::OK);
    assert_eq!(p.links("canonical")[0].1, format!("http://golbahar.test/fa/products/{persian}-{slug}"));
    let lower = page(&site, &format!("/fa/products/{persian}-{}", slug.to_lowercase())).await;
    assert_eq!(lower.status, StatusCode::OK, "hex digits in either case are the same slug");

    for (path, lang) in [
        ("/products/99999-nothing".to_owned(), "en"),
        ("/fa/products/99999".to_owned(), "fa"),
        ("/fa/products/dried-figs".to_owned(), "fa"),
        (format!("/products/{figs}-x/more"), "en"),
        ("/products/99999999999999999999-big".to_owned(), "en"),
    ] {
        let p = page(&site, &path).await;
        assert_eq!(p.status, StatusCode::NOT_FOUND, "{path}");
        assert!(p.html.contains(&format!("<html lang=\"{lang}\"")), "{path}");
        assert_eq!(p.title(), format!("notFound title {lang}"), "{path}");
    }
    assert_eq!(site.delete(&format!("/api/products/{figs}")).await.status, StatusCode::NO_CONTENT);
    for path in [format!("/products/{figs}-figs-sun-dried-a"), format!("/fa/products/{figs}-figs-sun-dried-a")] {
        assert_eq!(page(&site, &path).await.status, StatusCode::NOT_FOUND, "{path}: removed");
    }
}

#[tokio::test]
async fn a_product_page_shares_its_photo_and_stays_when_sold_out() {
    let mut site = Site::new();
    site.login().await;
    let photo = common::data_url("image/png", &common::png(40, 30));
    let a = site
        .post(
            "/api/products",
            json!({"name": "Raisins", "unit": "bag", "price": 1234.5, "currency": "AFN", "initialStock": 2, "imageUrl": photo}),
        )
        .await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    let (id, image_url) = (a.body["id"].as_i64().unwrap(), a.body["imageUrl"].as_str().unwrap().to_owned());
    let path = format!("/fa/products/{id}-raisins");
    let p = page(&site, &path).await;
    let photo = format!("http://golbahar.test{image_url}");
    assert_eq!(p.meta("property", "og:image").as_deref(), Some(photo.as_str()));
    assert_eq!(p.meta("property", "og:image:type").as_deref(), Some("image/png"));
    assert_eq!(
        (p.meta("property", "og:image:width").as_deref(), p.meta("property", "og:image:height").as_deref()),
        (Some("40"), Some("30")),
        "the photo's own size"
    );
    assert_eq!(p.meta("name", "twitter:image").as_deref(), Some(photo.as_str()));
    assert_eq!(p.graph("Product").unwrap()["image"], photo.as_str());
    assert_eq!(p.meta("name", "description").as_deref(), Some("Raisins: AFN ۱٬۲۳۴٫۵۰ per بوجی, ۲ بوجی fa"));

    let sold = site.post(&format!("/api/products/{id}/exports"), json!({"quantity": 2, "destination": "Dubai"})).await;
    assert_eq!(sold.status, StatusCode::OK, "{:?}", sold.body);
    let p = page(&site, &path).await;
    assert_eq!(p.status, StatusCode::OK, "a sold-out product keeps its page");
    assert_eq!(p.meta("name", "description").as_deref(), Some("Raisins: AFN ۱٬۲۳۴٫۵۰ per بوجی, sold out fa"));
    assert_eq!(p.graph("Product").unwrap()["offers"]["availability"], "https://schema.org/OutOfStock");
}

#[tokio::test]
async fn the_sitemap_lists_each_product_in_both_languages_at_once() {
    let mut site = Site::new();
    site.login().await;
    assert_eq!(sitemap(&site).await.matches("<url>").count(), 10);
    let id = site.product("Pine Nuts", 6).await;
    let xml = sitemap(&site).await;
    assert_eq!(xml.matches("<url>").count(), 12, "a product added through the API is listed at once");
    let today = time::OffsetDateTime::now_utc().date().to_string();
    for prefix in ["", "/fa"] {
        let entry = xml
            .split("<url>")
            .find(|u| u.contains(&format!("<loc>http://golbahar.test{prefix}/products/{id}-pine-nuts</loc>")))
            .unwrap_or_else(|| panic!("{prefix}: {xml}"));
        assert!(entry.contains(&format!("<lastmod>{today}</lastmod>")), "{entry}");
        for (hreflang, loc) in [("en", ""), ("fa", "/fa"), ("x-default", "")] {
            let link = format!(
                "<xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"http://golbahar.test{loc}/products/{id}-pine-nuts\"/>"
            );
            assert!(entry.contains(&link), "{entry}");
        }
    }
    assert_eq!(site.delete(&format!("/api/products/{id}")).await.status, StatusCode::NO_CONTENT);
    assert_eq!(sitemap(&site).await.matches("<url>").count(), 10, "and gone once removed");
}

/// The footer's QR code is drawn by the server from the site's address, for each language.
#[tokio::test]
async fn the_qr_code_leads_to_the_sites_own_address() {
    let svg = |a: &common::Answer| String::from_utf8(a.bytes.clone()).unwrap();
    let site = Site::with_flags(&["--public-url", "https://golbahar.af/"]);
    let en = site.send(Method::GET, "/qr.svg", None, &[]).await;
    assert_eq!((en.status, en.headers["content-type"].to_str().unwrap()), (StatusCode::OK, "image/svg+xml"));
    assert_eq!(svg(&en), site::web::qr::qr_svg("https://golbahar.af/").unwrap());
    let fa = site.send(Method::GET, "/fa/qr.svg", None, &[]).await;
    assert_eq!(svg(&fa), site::web::qr::qr_svg("https://golbahar.af/fa").unwrap());
    assert_ne!(svg(&en), svg(&fa));

    let own_domain = Site::new();
    let by_host = own_domain.send(Method::GET, "/qr.svg", None, &[("host", "shop.example")]).await;
    assert_eq!(svg(&by_host), site::web::qr::qr_svg("http://shop.example/").unwrap());
}

/// Behind a trusted proxy without --public-url, the site's address (in a page's links, the QR
/// code, the sitemap, robots.txt) comes from the proxy's X-Forwarded-Host and -Proto: the answers
/// say so in `Vary`, so that a cache keeps one copy per address. Otherwise only Host (which every
/// cache keys by) names the address.
#[tokio::test]
async fn answers_written_with_a_forwarded_address_vary_by_it() {
    let vary = |a: &common::Answer| a.headers.get("vary").map(|v| v.to_str().unwrap().to_owned());
    let forwarded = Some("X-Forwarded-Host, X-Forwarded-Proto".to_owned());
    let behind_proxy = Site::with_flags(&["--trusted-proxies", "10.0.0.1"]);
    for path in ["/", "/fa/products", "/no-such-page"] {
        let page = behind_proxy.get(path).await;
        assert_eq!(vary(&page).as_deref(), Some("Accept-Encoding, X-Forwarded-Host, X-Forwarded-Proto"), "{path}");
        let etag = page.headers["etag"].to_str().unwrap();
        let again = behind_proxy.send(Method::GET, path, None, &[("if-none-match", etag)]).await;
        if again.status == StatusCode::NOT_MODIFIED {
            assert_eq!(vary(&again), vary(&page), "{path}: a 304 says what the 200 said");
        }
    }
    for path in ["/qr.svg", "/fa/qr.svg", "/sitemap.xml", "/robots.txt"] {
        assert_eq!(vary(&behind_proxy.get(path).await), forwarded, "{path}");
    }

    let configured = Site::with_flags(&["--trusted-proxies", "10.0.0.1", "--public-url", "https://golbahar.af"]);
    for site in [Site::new(), configured] {
        assert_eq!(vary(&site.get("/products").await).as_deref(), Some("Accept-Encoding"));
        assert_eq!(vary(&site.get("/qr.svg").await), None);
        assert_eq!(vary(&site.get("/sitemap.xml").await), None);
    }
}

#[test]
fn a_bad_public_url_is_refused_at_start() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_site"))
        .args(["serve", "--public-url", "golbahar.af", "--db", "/nonexistent/x.db"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("must start with https:// or http://"));
}

/// Every unit has one word per language (tests/fixtures/units.json, which the UI's dictionaries
/// are checked against too), and the server says it everywhere: the Persian for "box" is جعبه
/// (a carton, کارتن, is a packaging of its own) on a product's page, in the CSV files and in the order e-mails alike.
#[tokio::test]
async fn each_unit_has_the_fixtures_word_on_the_pages_in_the_csv_and_in_the_mail() {
    let fixture: Value = serde_json::from_str(include_str!("fixtures/units.json")).unwrap();
    use site::locale::{unit_counted, unit_one, Lang, UNITS};
    type Word = fn(&str, Lang) -> Option<&'static str>;
    for lang in Lang::ALL {
        for (form, word) in [("counted", unit_counted as Word), ("one", unit_one as Word)] {
            let words = fixture[lang.code()][form].as_object().unwrap();
            let mut table: Vec<&str> = UNITS.iter().map(|u| u.unit).collect();
            table.sort();
            assert_eq!(words.keys().map(String::as_str).collect::<Vec<_>>(), table, "{} {form}", lang.code());
            for (unit, expected) in words {
                assert_eq!(word(unit, lang), expected.as_str(), "{unit} {} {form}", lang.code());
            }
        }
    }
    let fa = |form: &str, unit: &str| fixture["fa"][form][unit].as_str().unwrap().to_owned();

    let site = Site::signed_in().await;
    let saved = site
        .put("/api/mail", json!({"host": "127.0.0.1", "port": 1, "security": "none", "from": "site@golbahar.af"}))
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{:?}", saved.body);
    for (i, unit) in ["kg", "ton", "bag", "box"].into_iter().enumerate() {
        let name = format!("Goods {unit}");
        let created =
            site.post("/api/products", json!({"name": name, "unit": unit, "price": 2, "initialStock": 3})).await;
        assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
        let id = created.body["id"].as_i64().unwrap();

        // The product's own page in Persian: "per {one}", "{available} {counted}".
        let p = page(&site, &format!("/fa/products/{id}-goods-{unit}")).await;
        assert_eq!(p.status, StatusCode::OK);
        let description = p.meta("name", "description").unwrap();
        let expected = format!("{name}: USD ۲٫۰۰ per {}, ۳ {} fa", fa("one", unit), fa("counted", unit));
        assert_eq!(description, expected);

        // The stock movements file in Persian: the unit column.
        let imported = site.post(&format!("/api/products/{id}/imports"), json!({"quantity": 5})).await;
        assert!(imported.status.is_success(), "{:?}", imported.body);
        let file = site.get("/api/exports/stock-movements.csv?lang=fa&kind=import").await;
        let text = String::from_utf8(file.bytes).unwrap();
        let row = text.lines().find(|l| l.contains(&name)).unwrap_or_else(|| panic!("{name} in {text}"));
        assert_eq!(row.split(',').nth(6), Some(fa("one", unit).as_str()), "{row}");

        // The order e-mail to the company: the Persian half says the quantity with its unit.
        let order = json!({"productId": id, "quantity": 3, "customerName": "Maryam", "lang": "fa",
                           "customerEmail": format!("buyer{i}@example.com")});
        let placed = site.post("/api/orders", order).await;
        assert_eq!(placed.status, StatusCode::CREATED, "{:?}", placed.body);
        let order_id = placed.body["id"].as_i64().unwrap();
        let body: String = site
            .db
            .read_blocking(move |c| {
                Ok(c.query_row("SELECT body FROM outbox WHERE kind = 'order' AND order_id = ?1", [order_id], |r| {
                    r.get(0)
                })?)
            })
            .unwrap();
        let quantity = format!("مقدار: ۳ {}\n", fa("counted", unit));
        assert!(body.contains(&quantity), "{quantity} missing from {body}");
    }
}

/// `کشمش-سبز` as a path segment's slug, percent-encoded as browsers send it.
const RAISINS_FA: &str = "%DA%A9%D8%B4%D9%85%D8%B4-%D8%B3%D8%A8%D8%B2";

/// A product's own page in Persian is in Persian where the product's texts are: its URL, title,
/// description, link preview and JSON-LD (`inLanguage`); its English twin links to it. A product
/// not yet named in Persian keeps its English name, marked as English on the Persian page. Every
/// card links to the product's page in the page's language, in the HTML the server sends.
#[tokio::test]
async fn a_product_is_named_in_the_pages_language_and_each_card_links_to_its_page() {
    let mut site = Site::new();
    site.login().await;
    let created = site
        .post(
            "/api/products",
            json!({"name": "Green raisins", "nameFa": "کشمش سبز", "description": "Dried in the shade.",
                   "descriptionFa": "در سایه خشک‌شده.", "unit": "kg", "price": 4.5, "initialStock": 100}),
        )
        .await;
    assert_eq!(created.status, StatusCode::CREATED, "{:?}", created.body);
    let raisins = created.body["id"].as_i64().unwrap();
    let saffron = site.product("Saffron", 3).await;
    let (en, fa) = (format!("/products/{raisins}-green-raisins"), format!("/fa/products/{raisins}-{RAISINS_FA}"));

    let p = page(&site, &fa).await;
    assert_eq!(p.status, StatusCode::OK);
    assert_eq!(p.title(), "کشمش سبز title fa");
    let description = "در سایه خشک‌شده. کشمش سبز: USD ۴٫۵۰ per کیلوگرم, ۱۰۰ کیلوگرم fa";
    assert_eq!(p.meta("name", "description").as_deref(), Some(description));
    assert_eq!(p.meta("property", "og:title").as_deref(), Some("کشمش سبز title fa"));
    assert_eq!(p.meta("property", "og:description").as_deref(), Some(description));
    let (en_url, fa_url) = (format!("http://golbahar.test{en}"), format!("http://golbahar.test{fa}"));
    assert_eq!(p.links("canonical")[0].1, fa_url);
    let alternates = [
        ("en".to_owned(), en_url.clone()),
        ("fa".to_owned(), fa_url.clone()),
        ("x-default".to_owned(), en_url.clone()),
    ];
    assert_eq!(p.links("alternate"), alternates);
    let product = p.graph("Product").unwrap();
    // in the page's language (`<html lang>`; schema.org's Product has no `inLanguage`)
    assert_eq!((product["name"].as_str(), product.get("inLanguage")), (Some("کشمش سبز"), None));
    assert_eq!(product["description"], "در سایه خشک‌شده.");
    assert_eq!(product["url"], fa_url.as_str());

    let p = page(&site, &en).await;
    assert_eq!(p.title(), "Green raisins title en");
    assert_eq!(p.links("alternate"), alternates, "the English page names the Persian one");
    let product = p.graph("Product").unwrap();
    assert_eq!(product["name"].as_str(), Some("Green raisins"));
    assert_eq!(product["description"], "Dried in the shade.");

    // the English slug under /fa, or the id alone, moves to the Persian one
    for from in [format!("/fa/products/{raisins}-green-raisins"), format!("/fa/products/{raisins}")] {
        let a = get(&site, &from).await;
        assert_eq!((a.status, a.headers["location"].to_str().unwrap()), (StatusCode::MOVED_PERMANENTLY, fa.as_str()));
    }
    // not named in Persian: the English name on the Persian page, and its slug
    let p = page(&site, &format!("/fa/products/{saffron}-saffron")).await;
    assert_eq!((p.status, p.title()), (StatusCode::OK, "Saffron title fa"));
    assert_eq!(p.graph("Product").unwrap()["name"], "Saffron");

    // the products page: every card's name is a link to its page, in the HTML as sent
    let list = page(&site, "/fa/products").await;
    let body = list.body();
    assert!(body.contains(&format!("<a href=\"{fa}\" data-action=\"open\"")), "{body}");
    assert!(body.contains("در سایه خشک‌شده."), "the Persian description on the card: {body}");
    let fallback = format!("lang=\"en\" dir=\"ltr\"><a href=\"/fa/products/{saffron}-saffron\" data-action=\"open\"");
    assert!(body.contains(&fallback), "the English name marked as English: {body}");
    assert!(!body.contains("Green raisins"), "no English name where the Persian one is written");
    let items = list.graph("ItemList").unwrap();
    let names: Vec<&str> =
        items["itemListElement"].as_array().unwrap().iter().map(|i| i["item"]["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Saffron", "کشمش سبز"]);
    let english = page(&site, "/products").await;
    assert!(english.body().contains(&format!("<a href=\"{en}\" data-action=\"open\"")), "{}", english.body());
    assert!(english.body().contains("Dried in the shade."));

    // the sitemap: the Persian URL by the Persian name, each naming the other
    let xml = sitemap(&site).await;
    for loc in [&en_url, &fa_url] {
        let entry = xml
            .split("<url>")
            .find(|u| u.contains(&format!("<loc>{loc}</loc>")))
            .unwrap_or_else(|| panic!("{loc}: {xml}"));
        for (hreflang, href) in [("en", &en_url), ("fa", &fa_url), ("x-default", &en_url)] {
            assert!(entry.contains(&format!("hreflang=\"{hreflang}\" href=\"{href}\"/>")), "{entry}");
        }
    }
}

/// An award is shown by its Persian title and description on the Persian About page, and by its
/// English ones, marked as English, where they are not written in Persian; a change shows at once.
#[tokio::test]
async fn the_about_page_shows_each_award_in_its_language() {
    let mut site = Site::new();
    site.login().await;
    let award = json!({"imageUrl": common::data_url("image/png", &common::png(8, 6)), "title": "Export Excellence 2022",
                       "description": "For steady quality.", "titleFa": "جایزهٔ صادرات برتر ۲۰۲۲"});
    let added = site.post("/api/awards", award).await;
    assert_eq!(added.status, StatusCode::CREATED, "{:?}", added.body);
    let fa = page(&site, "/fa/about").await;
    let body = fa.body();
    assert!(body.contains("<h3 dir=\"auto\">جایزهٔ صادرات برتر ۲۰۲۲</h3>"), "{body}");
    assert!(body.contains("<p lang=\"en\" dir=\"ltr\">For steady quality.</p>"), "the English text, marked: {body}");
    assert!(!body.contains("Export Excellence 2022"), "{body}");
    assert!(page(&site, "/about").await.body().contains("Export Excellence 2022"));

    let id = added.body["id"].as_i64().unwrap();
    let changed = site.patch(&format!("/api/awards/{id}"), json!({"descriptionFa": "برای کیفیت یکسان."})).await;
    assert_eq!(changed.status, StatusCode::OK, "{:?}", changed.body);
    assert!(page(&site, "/fa/about").await.body().contains("<p dir=\"auto\">برای کیفیت یکسان.</p>"), "at once");
}
#[tokio::test]
async fn a_product_page_shows_its_facts_and_the_terms_in_each_language_and_its_json_ld() {
    let mut site = Site::new();
    site.login().await;
    let facts = json!({
        "variety": "Kaghzi", "varietyFa": "کاغذی", "origin": "samangan", "cropYear": 2025, "moisture": 5.5,
        "shelfLifeMonths": 12, "hsCode": "0802.12", "packaging": [{"en": "10 kg carton", "fa": "کارتن ۱۰ کیلوگرمی"}],
        "minOrder": 250, "leadTimeDays": 14, "samples": true
    });
    let created = site
        .post(
            "/api/products",
            json!({"name": "Almonds", "unit": "kg", "price": 9.8, "initialStock": 4000, "facts": facts}),
        )
        .await;
    let id = created.body["id"].as_i64().unwrap();
    let plain = site.product("Walnuts", 8).await;
    let terms = json!({
        "incoterms": [{"term": "FCA", "place": "Kabul", "placeFa": "کابل"}, {"term": "CPT", "place": "Dubai"}],
        "paymentTerms": "30% advance", "paymentTermsFa": "۳۰٪ پیش‌پرداخت"
    });
    assert_eq!(site.put("/api/content/terms", terms).await.status, StatusCode::OK);

    let shown = [
        (
            "",
            vec![
                "Specifications",
                "Kaghzi",
                "Samangan, Afghanistan",
                "2025",
                "5.5%",
                "12 months",
                "0802.12",
                "10 kg carton",
                "250 kg",
                "14 days",
                "Available on request",
                "Commercial terms",
                "FCA",
                "Kabul",
                "Dubai",
                "30% advance",
            ],
        ),
        (
            "/fa",
            vec![
                "مشخصات",
                "کاغذی",
                "سمنگان، افغانستان",
                "۲۰۲۵",
                "۵٫۵٪",
                "۱۲ ماه",
                "۰۸۰۲.۱۲",
                "کارتن ۱۰ کیلوگرمی",
                "۲۵۰ کیلوگرم",
                "۱۴ روز",
                "شرایط تجاری",
                "FCA",
                "کابل",
                "lang=\"en\" dir=\"ltr\">Dubai</span>",
                "۳۰٪ پیش‌پرداخت",
            ],
        ),
    ];
    for (prefix, texts) in shown {
        let path = format!("{prefix}/products/{id}-almonds");
        let p = page(&site, &path).await;
        assert_eq!(p.status, StatusCode::OK, "{path}");
        let body = p.body();
        assert_eq!(
            body.matches("data-testid=\"spec-table\"").count(),
            1,
            "{path}: only the product with facts has a table"
        );
        for text in texts {
            assert!(body.contains(text), "{path}: {text:?} in the server's HTML:\n{body}");
        }

        let product = p.graph("Product").expect("a Product");
        let (country, moisture, packaging) = if prefix.is_empty() {
            ("Afghanistan", "Moisture", "10 kg carton")
        } else {
            ("افغانستان", "رطوبت", "کارتن ۱۰ کیلوگرمی")
        };
        assert_eq!(product["countryOfOrigin"], json!({"@type": "Country", "name": country}), "{path}");
        let props = product["additionalProperty"].as_array().expect("additionalProperty");
        assert!(
            props.contains(&json!({"@type": "PropertyValue", "name": moisture, "value": 5.5, "unitCode": "P1"})),
            "{path}: {props:?}"
        );
        assert!(props.iter().any(|p| p["value"] == packaging), "{path}: {props:?}");
        assert_eq!(props.len(), 9, "{path}: one per fact set, the minimum order aside: {props:?}");
        assert_eq!(
            product["offers"]["eligibleQuantity"],
            json!({"@type": "QuantitativeValue", "minValue": 250, "unitCode": "KGM"}),
            "{path}"
        );

        let list = page(&site, &format!("{prefix}/products")).await;
        let items = list.graph("ItemList").unwrap();
        let item = |id: i64| {
            items["itemListElement"]
                .as_array()
                .unwrap()
                .iter()
                .find(|i| i["item"]["url"].as_str().unwrap().contains(&format!("/products/{id}-")))
                .unwrap()["item"]
                .clone()
        };
        assert_eq!(item(id)["offers"]["eligibleQuantity"]["minValue"], 250, "{path}: the list's JSON-LD too");
        let bare = item(plain);
        assert!(
            bare.get("additionalProperty").is_none() && bare.get("countryOfOrigin").is_none(),
            "no facts, none claimed"
        );
    }
}

/// A date as the pages write it (ui/src/i18n/format.ts): `27 Nov 2026`; in Persian the Solar Hijri
/// day, month and year in Persian digits, `۶ آذر ۱۴۰۵`.
fn page_date(date: time::Date, lang: &str) -> String {
    const EN: [&str; 12] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];
    let (y, m, d) = (date.year(), u8::from(date.month()), date.day());
    if lang == "en" {
        return format!("{d} {} {y}", EN[usize::from(m) - 1]);
    }
    let (jy, jm, jd) = site::locale::solar_hijri(y, m, d);
    site::locale::persian_digits(&format!("{jd} {} {jy}", site::locale::SOLAR_HIJRI_MONTHS[usize::from(jm) - 1]))
}

/// The About page lists the company's valid certificates in the reader's language (the title, the
/// issuer, the number and the last valid day in the reader's calendar, with a download), never one
/// that has expired; the products page carries its products' valid documents. A certificate whose
/// last day is today leaves both at the next midnight by itself: the cached page made today is not
/// served tomorrow, though nothing was written meanwhile.
#[tokio::test]
async fn the_about_page_lists_the_valid_certificates_and_drops_them_once_expired() {
    let site = Site::signed_in().await;
    let today = site.state.today();
    let yesterday = today.previous_day().unwrap();
    let pdf = common::data_url("application/pdf", &common::pdf());
    let product = site.product("Kaghzi Almonds", 10).await;
    for (product_id, title, title_fa, number, until) in [
        (None, "HACCP certificate", "گواهی‌نامهٔ HACCP", "HACCP-0142", Some(today)),
        (None, "Halal certificate", "", "HAL-77", None),
        (None, "Old organic certificate", "گواهی‌نامهٔ ارگانیک کهنه", "ORG-1", Some(yesterday)),
        (Some(product), "Lab report", "گزارش آزمایشگاه", "LAB-5", Some(today)),
        (Some(product), "Old lab report", "", "LAB-1", Some(yesterday)),
    ] {
        let body = json!({"productId": product_id, "title": title, "titleFa": title_fa, "issuer": "Example Body",
                          "number": number, "validUntil": until.map(|d| d.to_string()), "file": pdf});
        let a = site.post("/api/documents", body).await;
        assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    }

    let en = page(&site, "/about").await;
    let body = en.body();
    for text in
        ["HACCP certificate", "Halal certificate", "Example Body", "HACCP-0142", "No expiry", &page_date(today, "en")]
    {
        assert!(body.contains(text), "{text} missing from the English About page");
    }
    assert!(body.contains("download=\"HACCP certificate.pdf\""), "a download link");
    assert!(
        !body.contains("Old organic certificate") && !body.contains("ORG-1"),
        "an expired certificate is not shown"
    );
    assert!(!body.contains("Lab report"), "a product's documents are not the company's");

    let fa = page(&site, "/fa/about").await;
    let body = fa.body();
    for text in ["گواهی‌نامهٔ HACCP", "صادرکننده", "HACCP-0142", "بدون تاریخ انقضا", &page_date(today, "fa")]
    {
        assert!(body.contains(text), "{text} missing from the Persian About page");
    }
    assert!(body.contains("lang=\"en\""), "an English title on a Persian page is marked");
    assert!(body.contains(">Halal certificate<"), "the English title where there is no Persian one");
    assert!(!body.contains("ارگانیک کهنه"), "an expired certificate is not shown");

    let products = page(&site, "/products").await.inlined();
    let titles: Vec<&str> =
        products["documents"].as_array().unwrap().iter().map(|d| d["title"].as_str().unwrap()).collect();
    assert_eq!(titles, ["HACCP certificate", "Halal certificate", "Lab report"]);

    // Midnight: nothing written, yet today's pages are not tomorrow's.
    let version = site.state.site_version();
    site.state.shift_calendar(1);
    for path in ["/about", "/fa/about"] {
        let body = page(&site, path).await.body().to_owned();
        assert!(!body.contains("HACCP-0142"), "{path} still shows a certificate that ended yesterday");
        assert!(body.contains("HAL-77"), "{path} lost a certificate without an end");
    }
    let titles: Vec<String> = page(&site, "/products").await.inlined()["documents"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["title"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(titles, ["Halal certificate"]);
    assert_eq!(site.state.site_version(), version, "no write made the pages again");
}

#[tokio::test]
async fn every_product_picture_has_a_real_src_and_its_widths() {
    let site = Site::signed_in().await;
    for i in 0..3 {
        let image = common::data_url("image/jpeg", &common::photo(i, 1600, 1200));
        let made = site
            .post(
                "/api/products",
                json!({"name": format!("Photo {i}"), "unit": "kg", "price": 3, "initialStock": 5, "imageUrl": image}),
            )
            .await;
        assert_eq!(made.status, StatusCode::CREATED, "{:?}", made.body);
        site.post(
            &format!("/api/products/{}/exports", made.body["id"]),
            json!({"quantity": 1, "destination": "Dubai"}),
        )
        .await;
    }
    site.product("No photo", 4).await;
    for path in ["/products", "/fa/products"] {
        let rendered = page(&site, path).await;
        let body = rendered.body();
        assert!(!body.contains("data-src"), "{path}: no picture waits for JavaScript");
        let pictures: Vec<&str> = body.split("<img ").skip(1).filter_map(|t| t.split('>').next()).collect();
        let cards: Vec<&str> = body
            .split("data-testid=\"inventory-card\"")
            .skip(1)
            .map(|card| card.split("<img ").nth(1).and_then(|t| t.split('>').next()).unwrap_or(""))
            .collect();
        assert_eq!(cards.len(), 4, "{path}");
        for (i, img) in cards.iter().enumerate() {
            assert!(format!(" {img}").contains(" src=\"/"), "{path}: card {i} has a real src: {img}");
            assert_eq!(
                img.contains("loading=\"lazy\""),
                i > 0,
                "{path}: the first picture is eager, the rest lazy: {img}"
            );
        }
        for img in &cards[1..] {
            // newest first: the card without a photo leads, then the three photos
            assert!(
                img.contains("srcset=\"/media/") && img.contains(" 400w, ") && img.contains(" 1600w\""),
                "{path}: {img}"
            );
            assert!(img.contains("sizes=\"(max-width: 560px) 112px,"), "{path}: {img}");
        }
        let thumbs = pictures.iter().filter(|t| t.contains("sizes=\"72px\"")).count();
        assert_eq!(thumbs, 3, "{path}: each export's thumbnail offers its widths too");
    }
}
