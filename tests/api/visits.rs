//! Visitor analytics (issue 31) through HTTP: page views counted once by the server and by the
//! app's beacon, unique visitors per day without cookies, the day's salt, crawlers apart, the caps,
//! bad input, countries from the GeoIP fixture, the product funnel, the CSV file, the counts kept
//! across a restart, and a busy year's size.
//!
//! Each test drives its own site behind a trusted proxy (`--trusted-proxies 0.0.0.0`, the test
//! client's peer), so `X-Forwarded-For` gives each request its address; the counts are written
//! when the test says so (`flush`), never after a wait.

use std::path::PathBuf;

use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::common::Site;
use site::visits::{Country, DayCounts, Pending};

const CHROME: &str =
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const GOOGLEBOT: &str = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/// The CC0 country database of the npm package `@ip-location-db/geo-whois-asn-country-mmdb`
/// (a devDependency of ui/, installed by scripts/npm-deps).
fn geoip_fixture() -> PathBuf {
    let path = PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/ui/node_modules/@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb"
    ));
    assert!(path.exists(), "{} is missing: run scripts/npm-deps", path.display());
    path
}

/// Three addresses and the countries the fixture gives them.
const US: &str = "8.8.8.8";
const NL: &str = "193.0.6.139";
const JP: &str = "133.242.0.3";

async fn site_with(flags: &[&str]) -> Site {
    let mut all = vec!["--trusted-proxies", "0.0.0.0"];
    all.extend_from_slice(flags);
    let mut site = Site::with_flags(&all);
    site.login().await;
    site
}

impl Site {
    /// A page as a browser at `from` with `user_agent` opens it (no session cookie).
    async fn open(&self, path: &str, from: &str, user_agent: &str, extra: &[(&str, &str)]) -> StatusCode {
        let mut headers = vec![("x-forwarded-for", from), ("user-agent", user_agent)];
        headers.extend_from_slice(extra);
        let mut req = self.client.request(Method::GET, path);
        for (k, v) in headers {
            req = req.header(k, v);
        }
        req.send().await.0.status()
    }

    /// The app's beacon for a page opened without a reload, as the browser sends it.
    async fn beacon(&self, body: &str, from: &str, user_agent: &str) -> StatusCode {
        self.client
            .request(Method::POST, "/api/visits")
            .header("x-forwarded-for", from)
            .header("user-agent", user_agent)
            .header("host", "localhost")
            .header("origin", "http://localhost")
            .header("sec-fetch-site", "same-origin")
            .header("content-type", "application/x-www-form-urlencoded;charset=UTF-8")
            .header("content-length", body.len().to_string())
            .body(body.to_owned())
            .send()
            .await
            .0
            .status()
    }

    async fn flush(&self) {
        self.state.visits.flush(&self.db).await.unwrap();
    }

    async fn visitors(&self, query: &str) -> Value {
        let a = self.get(&format!("/api/analytics/visitors{query}")).await;
        assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
        a.body
    }
}

/// A beacon's body, as `navigator.sendBeacon(url, new URLSearchParams({path}))` sends it.
fn form(path: &str) -> String {
    let escaped: String = path
        .bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'*' => (b as char).to_string(),
            b' ' => "+".into(),
            _ => format!("%{b:02X}"),
        })
        .collect();
    format!("path={escaped}")
}

/// `value → views` (or visitors) of one dimension of a report.
fn counts(report: &Value, dimension: &str, field: &str) -> Vec<(String, i64)> {
    let mut list: Vec<(String, i64)> = report[dimension]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| (c["value"].as_str().unwrap().to_owned(), c[field].as_i64().unwrap()))
        .filter(|(_, n)| *n != 0)
        .collect();
    list.sort();
    list
}

fn pairs(list: &[(&str, i64)]) -> Vec<(String, i64)> {
    let mut list: Vec<(String, i64)> = list.iter().map(|(k, v)| (k.to_string(), *v)).collect();
    list.sort();
    list
}

#[tokio::test]
async fn each_page_view_is_counted_once_and_each_visitor_once_a_day() {
    let geoip = geoip_fixture();
    let site = site_with(&["--geoip", geoip.to_str().unwrap()]).await;
    let almonds = site.product("Almonds", 100).await;
    let page = format!("/products/{almonds}-almonds");

    // Three people: an English reader from a search engine's link with a campaign, who reloads
    // and opens the product; a Persian reader on a phone; a third on the product page.
    let referred = [("referer", "https://www.google.com/search?q=almonds")];
    assert_eq!(site.open("/?utm_source=Newsletter&utm_campaign=Spring", US, CHROME, &referred).await, StatusCode::OK);
    assert_eq!(site.open("/?utm_source=Newsletter&utm_campaign=Spring", US, CHROME, &referred).await, StatusCode::OK);
    assert_eq!(site.open(&page, US, CHROME, &[]).await, StatusCode::OK);
    assert_eq!(site.open("/fa/products", NL, IPHONE, &[]).await, StatusCode::OK);
    assert_eq!(
        site.open(&format!("/fa{page}"), JP, CHROME, &[("referer", "https://t.me/golbahar")]).await,
        StatusCode::OK
    );

    // Not page views of people: a crawler (counted apart), HEAD, a prefetch, a page not found,
    // an asset, the API, the dashboard.
    assert_eq!(site.open("/products", US, GOOGLEBOT, &[]).await, StatusCode::OK);
    let head = site.client.request(Method::HEAD, "/about").header("x-forwarded-for", NL).header("user-agent", CHROME);
    assert_eq!(head.send().await.0.status(), StatusCode::OK);
    assert_eq!(site.open("/about", NL, CHROME, &[("sec-purpose", "prefetch")]).await, StatusCode::OK);
    assert_eq!(site.open("/nowhere", NL, CHROME, &[]).await, StatusCode::NOT_FOUND);
    assert_eq!(site.open("/products/999-nothing", NL, CHROME, &[]).await, StatusCode::NOT_FOUND);
    assert_eq!(site.open("/favicon.svg", NL, CHROME, &[]).await, StatusCode::OK);
    assert_eq!(site.open("/api/products", NL, CHROME, &[]).await, StatusCode::OK);
    assert_eq!(site.open("/dashboard", NL, CHROME, &[]).await, StatusCode::OK);

    // Nothing is in the report before the counts are written.
    assert_eq!(site.visitors("").await["views"], json!(0));
    site.flush().await;
    let r = site.visitors("").await;
    assert_eq!((r["visitors"].as_i64(), r["views"].as_i64(), r["crawlerViews"].as_i64()), (Some(3), Some(5), Some(1)));
    assert_eq!(r["geoip"], json!(true));
    let today = r["days"].as_array().unwrap().last().unwrap().clone();
    assert_eq!(today, json!({"date": r["to"], "visitors": 3, "views": 5, "crawlerViews": 1}));
    let product_page = format!("/products/{almonds}");
    assert_eq!(counts(&r, "pages", "views"), pairs(&[("/", 2), (product_page.as_str(), 2), ("/products", 1)]));
    assert_eq!(counts(&r, "languages", "views"), pairs(&[("en", 3), ("fa", 2)]));
    assert_eq!(counts(&r, "countries", "visitors"), pairs(&[("US", 1), ("NL", 1), ("JP", 1)]));
    assert_eq!(counts(&r, "countries", "views"), pairs(&[("US", 3), ("NL", 1), ("JP", 1)]));
    assert_eq!(counts(&r, "devices", "visitors"), pairs(&[("desktop", 2), ("phone", 1)]));
    assert_eq!(counts(&r, "referrers", "visitors"), pairs(&[("google.com", 1), ("t.me", 1)]));
    assert_eq!(counts(&r, "sources", "visitors"), pairs(&[("newsletter", 1)]));
    assert_eq!(counts(&r, "campaigns", "visitors"), pairs(&[("spring", 1)]));
    assert_eq!(r["products"], json!([{"productId": almonds, "name": "Almonds", "nameFa": "", "views": 2}]));

    // The funnel: an order request from the Dutch reader, approved; another from Japan.
    let order = |from: &'static str| {
        let body = json!({"productId": almonds, "quantity": 1, "customerName": "Buyer"}).to_string().into_bytes();
        let site = &site;
        async move { site.send(Method::POST, "/api/orders", Some(body), &[("x-forwarded-for", from)]).await }
    };
    let first = order(NL).await;
    assert_eq!(first.status, StatusCode::CREATED, "{:?}", first.body);
    assert_eq!(order(JP).await.status, StatusCode::CREATED);
    let approved = site.patch(&format!("/api/orders/{}", first.body["id"]), json!({"status": "approved"})).await;
    assert_eq!(approved.status, StatusCode::OK);
    let funnel = site.visitors("").await["funnel"].clone();
    let row = |country: &str| {
        funnel.as_array().unwrap().iter().find(|r| r["country"] == country).cloned().unwrap_or(Value::Null)
    };
    let expect = |country: &str, views: i64, orders: i64, accepted: i64| {
        json!({"productId": almonds, "name": "Almonds", "nameFa": "", "country": country, "views": views,
               "orderRequests": orders, "quoteRequests": 0, "accepted": accepted})
    };
    assert_eq!(row("US"), expect("US", 1, 0, 0));
    assert_eq!(row("JP"), expect("JP", 1, 1, 0));
    assert_eq!(row("NL"), expect("NL", 0, 1, 1));

    // Answers to readers set no cookie.
    let page = site.client.request(Method::GET, "/fa").header("user-agent", CHROME).send().await;
    assert!(page.0.headers().get("set-cookie").is_none());
}

/// Quote requests are in the funnel by the country they were sent from, each product of their
/// lines once; the orders an accepted quote makes are that country's accepted orders (not order
/// requests: the buyer sent a quote request).
#[tokio::test]
async fn quote_requests_and_their_orders_are_in_the_funnel_by_country() {
    let geoip = geoip_fixture();
    let site = site_with(&["--geoip", geoip.to_str().unwrap()]).await;
    let almonds = site.product("Almonds", 100).await;
    let figs = site.product("Figs", 100).await;
    assert_eq!(site.open(&format!("/products/{almonds}-almonds"), US, CHROME, &[]).await, StatusCode::OK);
    site.flush().await;

    let inquire = |from: &'static str, products: Vec<i64>| {
        let lines: Vec<Value> = products.iter().map(|p| json!({"productId": p, "quantity": 5})).collect();
        let body = json!({"lines": lines, "name": "Buyer", "email": "buyer@example.com", "country": "Germany",
                          "lang": "en"});
        let site = &site;
        async move {
            let a = site
                .send(Method::POST, "/api/inquiries", Some(body.to_string().into_bytes()), &[("x-forwarded-for", from)])
                .await;
            assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
            a.body
        }
    };
    let dutch = inquire(NL, vec![almonds, figs]).await;
    inquire(JP, vec![almonds]).await;
    let order = json!({"productId": almonds, "quantity": 1, "customerName": "Buyer"}).to_string().into_bytes();
    assert_eq!(
        site.send(Method::POST, "/api/orders", Some(order), &[("x-forwarded-for", US)]).await.status,
        StatusCode::CREATED
    );

    // The Dutch quote is priced and accepted (from another address: the request's country counts),
    // and the company approves the almonds' order.
    let quote = site.get(&format!("/api/quotes/{}", dutch["id"])).await.body;
    let lines: Vec<Value> =
        quote["lines"].as_array().unwrap().iter().map(|l| json!({"lineId": l["id"], "unitPrice": 9.5})).collect();
    let valid_until = site::models::quotes::ymd(site.state.kabul_today() + time::Duration::days(10));
    let sent = site
        .post(
            &format!("/api/quotes/{}/revisions", dutch["id"]),
            json!({"currency": "USD", "incoterm": "CPT", "place": "Rotterdam", "validUntil": valid_until,
                   "paymentTerms": "In advance", "leadTimeDays": 14, "lines": lines}),
        )
        .await;
    assert_eq!(sent.status, StatusCode::CREATED, "{:?}", sent.body);
    let token = dutch["quoteUrl"].as_str().unwrap().strip_prefix("/quote/").unwrap().to_owned();
    let accept = json!({"revision": 1}).to_string().into_bytes();
    let accepted = site
        .send(Method::POST, &format!("/api/quotes/by-token/{token}/accept"), Some(accept), &[("x-forwarded-for", JP)])
        .await;
    assert_eq!(accepted.status, StatusCode::OK, "{:?}", accepted.body);
    let orders = site.get(&format!("/api/quotes/{}", dutch["id"])).await.body["orderIds"].clone();
    let almond_order = orders
        .as_array()
        .unwrap()
        .iter()
        .find(|id| site_order_product(&site, id.as_i64().unwrap()) == almonds)
        .unwrap()
        .clone();
    let approved = site.patch(&format!("/api/orders/{almond_order}"), json!({"status": "approved"})).await;
    assert_eq!(approved.status, StatusCode::OK, "{:?}", approved.body);

    let funnel = site.visitors("").await["funnel"].clone();
    let row = |product: i64, country: &str| -> Option<(i64, i64, i64, i64)> {
        let r = funnel.as_array().unwrap().iter().find(|r| r["productId"] == product && r["country"] == country)?;
        let n = |k: &str| r[k].as_i64().unwrap();
        Some((n("views"), n("orderRequests"), n("quoteRequests"), n("accepted")))
    };
    // (views, order requests, quote requests, accepted)
    assert_eq!(row(almonds, "US"), Some((1, 1, 0, 0)));
    assert_eq!(row(almonds, "NL"), Some((0, 0, 1, 1)));
    assert_eq!(row(figs, "NL"), Some((0, 0, 1, 0)));
    assert_eq!(row(almonds, "JP"), Some((0, 0, 1, 0)));
    assert_eq!(funnel.as_array().unwrap().len(), 4, "{funnel}");

    // A period before the requests counts none of them.
    let r = site.visitors("?from=2020-01-01&to=2020-01-31").await;
    assert_eq!(r["funnel"], json!([]));
}

fn site_order_product(site: &Site, order: i64) -> i64 {
    site.db
        .read_blocking(move |c| Ok(c.query_row("SELECT product_id FROM orders WHERE id = ?1", [order], |r| r.get(0))?))
        .unwrap()
}

#[tokio::test]
async fn the_apps_beacon_counts_later_pages_of_known_visitors_only_and_is_capped() {
    let site = site_with(&[]).await;
    let figs = site.product("Figs", 10).await;
    site.flush().await; // a write also reads which products there are
    let beacon = |path: &str| form(path);

    // Before the server has answered this visitor a page today, a beacon counts for nobody.
    assert_eq!(site.beacon(&beacon("/products"), "198.51.100.1", CHROME).await, StatusCode::NO_CONTENT);
    assert_eq!(site.open("/", "198.51.100.1", CHROME, &[]).await, StatusCode::OK);
    let product = format!("/fa/products/{figs}-figs?x=1");
    for path in ["/products", product.as_str(), "/contact/", "/fa"] {
        assert_eq!(site.beacon(&beacon(path), "198.51.100.1", CHROME).await, StatusCode::NO_CONTENT, "{path}");
    }
    // Ignored: paths that are no page, another visitor (another browser at the same address, or a
    // forged User-Agent), a program.
    for path in
        ["/nowhere", "/products/999-x", "/dashboard", "/api/products", "products", "//evil.example", "/products/1/2"]
    {
        assert_eq!(site.beacon(&beacon(path), "198.51.100.1", CHROME).await, StatusCode::NO_CONTENT, "{path}");
    }
    assert_eq!(site.beacon(&beacon("/about"), "198.51.100.1", IPHONE).await, StatusCode::NO_CONTENT);
    assert_eq!(site.beacon(&beacon("/about"), "198.51.100.1", "curl/8").await, StatusCode::NO_CONTENT);
    site.flush().await;
    let r = site.visitors("").await;
    assert_eq!((r["visitors"].as_i64(), r["views"].as_i64()), (Some(1), Some(5)));
    let product_page = format!("/products/{figs}");
    assert_eq!(
        counts(&r, "pages", "views"),
        pairs(&[("/", 2), ("/products", 1), (product_page.as_str(), 1), ("/contact", 1)])
    );
    assert_eq!(counts(&r, "languages", "views"), pairs(&[("en", 3), ("fa", 2)]));

    // Bad beacons are refused, never a failure of the server, and nothing of them is kept.
    let send = |body: &'static [u8], content_type: &'static str, origin: Option<&'static str>| {
        let site = &site;
        async move {
            let mut req = site
                .client
                .request(Method::POST, "/api/visits")
                .header("user-agent", CHROME)
                .header("x-forwarded-for", "198.51.100.1")
                .header("host", "localhost")
                .header("content-type", content_type)
                .header("content-length", body.len().to_string());
            if let Some(origin) = origin {
                req = req.header("origin", origin);
            }
            req.body(body.to_vec()).send().await.0.status()
        }
    };
    let own = Some("http://localhost");
    const FORM: &str = "application/x-www-form-urlencoded";
    assert_eq!(send(b"not a form", FORM, own).await, StatusCode::BAD_REQUEST);
    assert_eq!(send(b"page=%2F", FORM, own).await, StatusCode::BAD_REQUEST);
    assert_eq!(send(b"{\"path\": \"/\"}", "text/plain", own).await, StatusCode::BAD_REQUEST);
    assert_eq!(send(b"path=%2F", "application/xml", own).await, StatusCode::BAD_REQUEST);
    let long = form(&format!("/{}", "a".repeat(2000))).into_bytes().leak();
    assert_eq!(send(long, FORM, own).await, StatusCode::BAD_REQUEST);
    let huge = vec![b'x'; 100 * 1024].leak();
    assert_eq!(send(huge, FORM, own).await, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(send(b"path=%2F", FORM, Some("https://evil.example")).await, StatusCode::FORBIDDEN);
    assert_eq!(send(b"path=%2F", FORM, None).await, StatusCode::FORBIDDEN);

    // A flood from one address: one visitor, at most 300 views a day.
    for _ in 0..400 {
        site.beacon(&beacon("/about"), "203.0.113.9", CHROME).await;
    }
    assert_eq!(site.open("/", "203.0.113.9", CHROME, &[]).await, StatusCode::OK);
    for _ in 0..400 {
        site.beacon(&beacon("/about"), "203.0.113.9", CHROME).await;
    }
    site.flush().await;
    let r = site.visitors("").await;
    assert_eq!((r["visitors"].as_i64(), r["views"].as_i64()), (Some(2), Some(5 + 300)));
}

/// Changing the User-Agent made one address as many visitors as it liked (400 page loads, 400
/// visitors), until the day's set was full and nobody else was counted. One client (an IPv4
/// address, an IPv6 /64) now adds at most 20 visitors a day, and others are still counted.
#[tokio::test]
async fn one_address_adds_a_bounded_number_of_visitors_whatever_its_user_agents() {
    let site = site_with(&[]).await;
    for i in 0..400 {
        let agent = format!("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/{}.0.0.0 Safari/537.36", 100 + i);
        site.open("/", "203.0.113.9", &agent, &[]).await;
        site.open("/", &format!("2001:db8:77:1:{i:x}::1"), &agent, &[]).await;
    }
    site.open("/", "198.51.100.20", CHROME, &[]).await;
    site.open("/about", "198.51.100.20", CHROME, &[]).await;
    site.flush().await;
    let r = site.visitors("").await;
    let bound = i64::from(site::visits::VISITORS_PER_CLIENT);
    assert_eq!((r["visitors"].as_i64(), r["views"].as_i64()), (Some(2 * bound + 1), Some(2 * bound + 2)));
}

#[tokio::test]
async fn the_salt_and_the_visitors_are_new_each_day() {
    let site = site_with(&[]).await;
    site.open("/", "192.0.2.1", CHROME, &[]).await;
    site.open("/about", "192.0.2.1", CHROME, &[]).await;
    site.open("/", "192.0.2.2", CHROME, &[]).await;
    // the same two people the next day (UTC)
    site.state.visits.shift_clock(86_400_000);
    site.open("/", "192.0.2.1", CHROME, &[]).await;
    site.open("/", "192.0.2.2", CHROME, &[]).await;
    site.open("/", "192.0.2.2", CHROME, &[]).await;
    site.flush().await;
    let tomorrow = site::visits::store::date_of(site.state.visits.day());
    let r = site.visitors(&format!("?to={tomorrow}")).await;
    let days = r["days"].as_array().unwrap();
    let two: Vec<(i64, i64)> = days[days.len() - 2..]
        .iter()
        .map(|d| (d["visitors"].as_i64().unwrap(), d["views"].as_i64().unwrap()))
        .collect();
    assert_eq!(two, [(2, 3), (2, 3)]);
    assert_eq!(r["visitors"], json!(4), "one person on two days is a visitor of each");
}

#[tokio::test]
async fn a_forged_address_from_an_untrusted_peer_is_not_believed() {
    let mut site = Site::new();
    site.login().await;
    for forged in ["192.0.2.1", "192.0.2.2", "192.0.2.3"] {
        site.open("/", forged, CHROME, &[]).await;
    }
    site.flush().await;
    let r = site.visitors("").await;
    assert_eq!((r["visitors"].as_i64(), r["views"].as_i64()), (Some(1), Some(3)));
    assert_eq!(r["geoip"], json!(false));
    assert_eq!(counts(&r, "countries", "visitors"), pairs(&[("unknown", 1)]));
}

/// The boot script takes a reader of an English page whose language is Persian to the Persian
/// page before anything is painted: one page view, in Persian.
#[tokio::test]
async fn the_move_to_the_readers_language_is_one_view() {
    let site = site_with(&[]).await;
    site.open("/products", "192.0.2.5", CHROME, &[("referer", "https://news.example.org/")]).await;
    let moved = [
        ("referer", "http://localhost/products"),
        ("host", "localhost"),
        ("sec-fetch-site", "same-origin"),
        ("sec-fetch-mode", "navigate"),
    ];
    site.open("/fa/products", "192.0.2.5", CHROME, &moved).await;
    // a click on the language switch is a page view of its own
    site.open("/fa/products", "192.0.2.6", CHROME, &[]).await;
    let clicked = [("referer", "http://localhost/fa/products"), moved[1], moved[2], moved[3], ("sec-fetch-user", "?1")];
    site.open("/products", "192.0.2.6", CHROME, &clicked).await;
    site.flush().await;
    let r = site.visitors("").await;
    assert_eq!((r["visitors"].as_i64(), r["views"].as_i64()), (Some(2), Some(3)));
    assert_eq!(counts(&r, "languages", "views"), pairs(&[("fa", 2), ("en", 1)]));
    assert_eq!(counts(&r, "referrers", "visitors"), pairs(&[("news.example.org", 1)]));
}

#[tokio::test]
async fn written_counts_outlast_the_server_and_download_as_csv() {
    let site = site_with(&[]).await;
    site.open("/", "192.0.2.7", CHROME, &[]).await;
    site.open("/contact", "192.0.2.7", IPHONE, &[("referer", "https://example.com/=cmd")]).await;
    site.flush().await;
    let csv = site.get("/api/exports/visitors.csv?lang=en").await;
    assert_eq!(csv.status, StatusCode::OK);
    assert!(csv.headers["content-disposition"].to_str().unwrap().starts_with("attachment; filename=\"visitors-"));
    let text = String::from_utf8(csv.bytes).unwrap();
    let today = site::visits::store::date_of(site.state.visits.day());
    let lines: Vec<&str> = text.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(lines[0], "Day,Dimension,Value,Visitors,Page views,Crawler views");
    assert!(lines.contains(&format!("{today},total,,2,2,0").as_str()), "{text}");
    assert!(lines.contains(&format!("{today},page,/contact,0,1,0").as_str()), "{text}");
    assert!(lines.contains(&format!("{today},referrer,example.com,1,0,0").as_str()), "{text}");
    // A `from` after `to` is an empty period; a long one begins at the first day counted.
    let empty = site.get("/api/exports/visitors.csv?from=2026-02-01&to=2026-01-01").await;
    assert_eq!((empty.status, String::from_utf8(empty.bytes).unwrap().lines().count()), (StatusCode::OK, 1));
    assert_eq!(site.visitors("?from=2026-02-01&to=2026-01-01").await["days"], json!([]));
    let all = site.visitors("?from=1900-01-01").await;
    assert_eq!((all["from"].as_str(), all["days"].as_array().map(Vec::len)), (Some(today.as_str()), Some(1)));
    let future = site.visitors("?from=2000-01-01&to=9999-12-31").await;
    assert_eq!((future["from"].as_str(), future["to"].as_str()), (Some(today.as_str()), Some(today.as_str())));
    assert!(site.get("/api/analytics/visitors?from=yesterday").await.status == StatusCode::BAD_REQUEST);

    // Counted and not yet written: written at the stop (main.rs flushes), then read by a new server.
    site.open("/about", "192.0.2.8", CHROME, &[]).await;
    site.flush().await;
    let day = site.state.visits.day();
    let Site { dir, .. } = site;
    let db = site::db::Db::open(&dir.path().join("site.db"), site::config::Sync::Normal).unwrap();
    let r = db.read_blocking(|conn| site::visits::store::report(conn, day, day, day, false)).unwrap();
    assert_eq!((r.visitors, r.views), (3, 3));
    // the audit log is not touched by counting
    let audit: i64 =
        db.read_blocking(|c| Ok(c.query_row("SELECT count(*) FROM audit_log", [], |r| r.get(0))?)).unwrap();
    let signed_in: i64 = db
        .read_blocking(|c| {
            Ok(c.query_row("SELECT count(*) FROM audit_log WHERE kind = 'session.signIn'", [], |r| r.get(0))?)
        })
        .unwrap();
    assert_eq!(audit, signed_in, "only the test's sign-in is in the audit log");
}

/// A busy year of counts — 10 000 page views a day by 3 000 visitors, 4 000 of them on the pages
/// of 200 products, from 50 countries, spread evenly (the most distinct rows, so the largest file),
/// 150 referring sites and 50 sources and campaigns a day — written through the same code the
/// minute's flush runs, one write a day, stays under 20 MB of database.
#[tokio::test]
async fn a_busy_year_of_counts_stays_under_20_mb() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("year.db");
    let db = site::db::Db::open(&path, site::config::Sync::Normal).unwrap();
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move |n: u64| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % n
    };
    let country =
        |i: u64| Country::parse(&format!("{}{}", (b'A' + (i / 26) as u8) as char, (b'A' + (i % 26) as u8) as char));
    let first_day = 20_000;
    for day in first_day..first_day + 365 {
        let mut c = DayCounts { visitors: 3_000, views: 10_000, crawler_views: 2_000, ..Default::default() };
        for route in ["/", "/products", "/services", "/about", "/contact"] {
            c.pages.insert(route.into(), 1_200);
        }
        c.langs = [6_000, 4_000];
        for _ in 0..4_000 {
            *c.products.entry(((next(200) + 1) as i64, country(next(50)))).or_default() += 1;
        }
        for i in 0..50 {
            c.countries.insert(country(i), (200, 60));
            c.sources.insert(format!("source-{}", next(500)).into(), 3);
            c.campaigns.insert(format!("campaign-{}-{}", day % 40, next(300)).into(), 2);
        }
        for _ in 0..150 {
            c.referrers.insert(format!("news-{}.example-site.com", next(5_000)).into(), 4);
        }
        c.devices = [(5_000, 1_500), (1_000, 300), (4_000, 1_200)];
        let pending = Pending { days: [(day, c)].into_iter().collect() };
        db.write(move |tx| site::visits::store::write(tx, &pending)).await.unwrap();
    }
    db.checkpoint(false);
    let bytes = db
        .read_blocking(|c| {
            c.execute_batch("VACUUM")?;
            let pages: i64 = c.query_row("PRAGMA page_count", [], |r| r.get(0))?;
            let size: i64 = c.query_row("PRAGMA page_size", [], |r| r.get(0))?;
            Ok(pages * size)
        })
        .unwrap();
    let mb = bytes as f64 / 1e6;
    println!("a busy year of visitor counts: {mb:.1} MB");
    assert!(mb < 20.0, "a busy year takes {mb:.1} MB");
    let r = db
        .read_blocking(move |c| site::visits::store::report(c, first_day, first_day + 364, first_day + 364, true))
        .unwrap();
    assert_eq!(r.views, 365 * 10_000);
    assert_eq!((r.products.len(), r.funnel.len()), (50, 500), "the report lists the most viewed");
}

/// A demo site (`--demo`) shows visitors: the last 60 days before today from its seven markets, in
/// both languages, with referrers, a campaign, product pages and devices; today is left to the
/// live counts, and every count adds up.
#[tokio::test]
async fn a_demo_site_has_visitors_from_its_markets() {
    // Seeded and read the same UTC day: a seed just before midnight is tried again in a new site.
    let (site, day) = loop {
        let site = site_with(&[]).await;
        let day = site.state.visits.day();
        assert!(site::models::demo::seed(&site.db).unwrap());
        if site.state.visits.day() == day {
            break (site, day);
        }
    };
    let r = site.visitors(&format!("?to={}", site::visits::store::date_of(day))).await;
    let days = r["days"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    assert_eq!(days.last().unwrap()["visitors"], json!(0), "today is the live counts'");
    assert!(days[..29].iter().all(|d| d["visitors"].as_i64().unwrap() >= 10), "{days:?}");
    let visitors = r["visitors"].as_i64().unwrap();
    assert!((300..=2000).contains(&visitors), "a few dozen a day: {visitors}");
    let markets: Vec<String> = counts(&r, "countries", "visitors").into_iter().map(|(c, _)| c).collect();
    assert_eq!(markets, ["AE", "AF", "CH", "DE", "FR", "GB", "IN"]);
    let sum = |dimension: &str, field: &str| counts(&r, dimension, field).iter().map(|(_, n)| n).sum::<i64>();
    assert_eq!(sum("countries", "visitors"), visitors);
    assert_eq!(sum("devices", "visitors"), visitors);
    let views = r["views"].as_i64().unwrap();
    for (dimension, field) in [("countries", "views"), ("languages", "views"), ("devices", "views"), ("pages", "views")]
    {
        assert_eq!(sum(dimension, field), views, "{dimension}");
    }
    assert_eq!(counts(&r, "languages", "views").len(), 2, "English and Persian");
    assert!(counts(&r, "referrers", "visitors").iter().any(|(host, n)| host == "google.com" && *n > 0));
    assert_eq!(counts(&r, "campaigns", "visitors").len(), 1);
    assert!(r["products"].as_array().unwrap().len() >= 5);
    assert!(r["crawlerViews"].as_i64().unwrap() > 0);
    // the funnel reads by market: product views, and the demo's orders where they came from
    let funnel = r["funnel"].as_array().unwrap();
    assert!(funnel.iter().any(|f| f["country"] == "AF" && f["views"].as_i64().unwrap() > 0));
    assert!(funnel.iter().all(|f| f["country"] != "unknown"), "{funnel:?}");
    // 60 days, and no more
    let all = site.visitors("?from=2000-01-01&to=2100-01-01").await;
    let counted = all["days"].as_array().unwrap().iter().filter(|d| d["visitors"].as_i64().unwrap() > 0).count();
    assert_eq!(counted, 60);
}
