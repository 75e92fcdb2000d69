//! What a product's page and card show: unit words, names in each language, awards, facts and
//! terms, certificates, pictures and their widths.

use super::*;

/// Every unit has one word per language (tests/fixtures/units.json, which the UI's dictionaries
/// are checked against too), and the server says it everywhere: the Persian for "box" is جعبه
/// (a carton, کارتن, is a packaging of its own) on a product's page, in the CSV files and in the order e-mails alike.
#[tokio::test]
async fn each_unit_has_the_fixtures_word_on_the_pages_in_the_csv_and_in_the_mail() {
    let fixture: Value = serde_json::from_str(include_str!("../fixtures/units.json")).unwrap();
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
