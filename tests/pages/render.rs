//! Every page in both languages with its metadata, rendered on the server in its language: live
//! stock, the slideshow's texts, the awards.

use super::*;

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
