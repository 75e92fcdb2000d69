//! Addresses: a 404 in its prefix's language, the sitemap and robots.txt, the public address, each
//! product's own page and its slug, moved links, the QR code, forwarded addresses.

use super::*;

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
    assert_eq!(svg(&en), site::qr::svg("https://golbahar.af/").unwrap());
    let fa = site.send(Method::GET, "/fa/qr.svg", None, &[]).await;
    assert_eq!(svg(&fa), site::qr::svg("https://golbahar.af/fa").unwrap());
    assert_ne!(svg(&en), svg(&fa));

    let own_domain = Site::new();
    let by_host = own_domain.send(Method::GET, "/qr.svg", None, &[("host", "shop.example")]).await;
    assert_eq!(svg(&by_host), site::qr::svg("http://shop.example/").unwrap());
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
