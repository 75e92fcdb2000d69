//! The visitor counts as stored: per UTC day, the day's totals (`visit_days`), the counts per page,
//! language, country, device, referrer, source and campaign (`visit_counts`), and each product's
//! page views by country (`visit_products`, the countries packed in one text so a busy year stays
//! small); and what the dashboard reads of them: a period's report, its product funnel (page
//! views → order requests and quote requests → accepted, by country) and its CSV file. Counting
//! itself is the module's face (`super`).

use std::collections::{BTreeMap, HashMap, HashSet};

use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::classify::Device;
use super::counts::{Country, DayCounts, Pending, UNKNOWN};
use crate::error::ApiError;
use crate::locale::Lang;
use crate::ops::csv::{header, Cell, CsvWriter, Language};

const MS_PER_DAY: i64 = 86_400_000;

/// Adds `pending` to the stored counts, in the caller's transaction.
pub fn write(tx: &Transaction, pending: &Pending) -> Result<(), ApiError> {
    let mut days = tx.prepare_cached(
        "INSERT INTO visit_days (day, visitors, views, crawler_views) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (day) DO UPDATE SET visitors = visitors + excluded.visitors, views = views + excluded.views,
             crawler_views = crawler_views + excluded.crawler_views",
    )?;
    let mut counts = tx.prepare_cached(
        "INSERT INTO visit_counts (day, dimension, value, views, visitors) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (day, dimension, value) DO UPDATE SET views = views + excluded.views,
             visitors = visitors + excluded.visitors",
    )?;
    for (day, c) in &pending.days {
        days.execute(params![day, c.visitors, c.views, c.crawler_views])?;
        for (dimension, value, views, visitors) in rows(c) {
            if views != 0 || visitors != 0 {
                counts.execute(params![day, dimension, value, views, visitors])?;
            }
        }
        write_products(tx, *day, c)?;
    }
    Ok(())
}

/// A day's counts as `visit_counts` rows: (dimension, value, views, visitors). A product's page
/// is the page `/products/<id>`.
fn rows(c: &DayCounts) -> Vec<(&'static str, String, i64, i64)> {
    let mut rows = Vec::new();
    for (path, views) in &c.pages {
        rows.push(("page", path.to_string(), *views, 0));
    }
    let mut product_views: BTreeMap<i64, i64> = BTreeMap::new();
    for ((id, _), views) in &c.products {
        *product_views.entry(*id).or_default() += views;
    }
    for (id, views) in product_views {
        rows.push(("page", format!("/products/{id}"), views, 0));
    }
    for (lang, views) in [Lang::En, Lang::Fa].into_iter().zip(c.langs) {
        rows.push(("lang", lang.code().to_owned(), views, 0));
    }
    for (country, (views, visitors)) in &c.countries {
        rows.push(("country", country.as_str().to_owned(), *views, *visitors));
    }
    for (device, (views, visitors)) in Device::ALL.into_iter().zip(c.devices) {
        rows.push(("device", device.as_str().to_owned(), views, visitors));
    }
    for (dimension, values) in [("referrer", &c.referrers), ("source", &c.sources), ("campaign", &c.campaigns)] {
        for (value, visitors) in values {
            rows.push((dimension, value.to_string(), 0, *visitors));
        }
    }
    rows
}

/// Each product's views by country in `visit_products`: `AF=12,DE=3,unknown=1`.
fn write_products(tx: &Transaction, day: i64, c: &DayCounts) -> Result<(), ApiError> {
    let mut by_product: BTreeMap<i64, Vec<(Country, i64)>> = BTreeMap::new();
    for ((id, country), views) in &c.products {
        by_product.entry(*id).or_default().push((*country, *views));
    }
    let mut read = tx.prepare_cached("SELECT countries FROM visit_products WHERE day = ?1 AND product_id = ?2")?;
    let mut save = tx.prepare_cached(
        "INSERT INTO visit_products (day, product_id, views, countries) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT (day, product_id) DO UPDATE SET views = excluded.views, countries = excluded.countries",
    )?;
    for (id, added) in by_product {
        let stored: Option<String> = read.query_row(params![day, id], |r| r.get(0)).optional()?;
        let mut countries = unpack(stored.as_deref().unwrap_or(""));
        for (country, views) in added {
            *countries.entry(country.as_str().to_owned()).or_default() += views;
        }
        let total: i64 = countries.values().sum();
        save.execute(params![day, id, total, pack(&countries)])?;
    }
    Ok(())
}

fn unpack(packed: &str) -> BTreeMap<String, i64> {
    packed
        .split(',')
        .filter_map(|pair| pair.split_once('='))
        .filter_map(|(country, n)| Some((country.to_owned(), n.parse().ok()?)))
        .collect()
}

fn pack(countries: &BTreeMap<String, i64>) -> String {
    let parts: Vec<String> = countries.iter().filter(|(_, n)| **n != 0).map(|(c, n)| format!("{c}={n}")).collect();
    parts.join(",")
}

/// Stores the country an order request was sent from (its code from the country database; none
/// without one): the funnel's markets. Orders name a destination, which is where goods go, not
/// where the buyer is.
pub fn record_order_country(tx: &Transaction, order_id: i64, country: Option<&str>) -> Result<(), ApiError> {
    if country.is_some() {
        tx.execute("UPDATE orders SET country = ?1 WHERE id = ?2", params![country, order_id])?;
    }
    Ok(())
}

/// Stores the country a quote request was sent from, as [`record_order_country`] does for an
/// order (the quote's own `country` is what the buyer typed). The orders an accepted quote makes
/// carry it too.
pub fn record_quote_country(tx: &Transaction, quote_id: i64, country: Option<&str>) -> Result<(), ApiError> {
    if country.is_some() {
        tx.execute("UPDATE quotes SET geo_country = ?1 WHERE id = ?2", params![country, quote_id])?;
    }
    Ok(())
}

/// The products there are (a beacon counts only their pages).
pub fn product_ids(conn: &Connection) -> Result<HashSet<i64>, ApiError> {
    let mut stmt = conn.prepare_cached("SELECT id FROM products")?;
    let ids = stmt.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
    Ok(ids)
}

/// One day of a period.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct VisitorDay {
    /// `YYYY-MM-DD` (UTC).
    pub date: String,
    /// Unique visitors that day.
    pub visitors: i64,
    /// Page views by people.
    pub views: i64,
    /// Pages answered to crawlers, link previewers and other programs.
    pub crawler_views: i64,
}

/// One value of a dimension over the period: a page (`/products/12` is product 12's page), a
/// language (`en`, `fa`), a country (ISO 3166-1 alpha-2, or `unknown`), a device (`phone`,
/// `tablet`, `desktop`), a referring site's host, a `utm_source` or `utm_campaign`.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct VisitorCount {
    pub value: String,
    /// Visitors (summed per day: one who came on two days counts twice). Countries and devices:
    /// all visitors; referrers and campaigns: those whose first page of the day came from it;
    /// pages and languages: not counted (0).
    pub visitors: i64,
    /// Page views (0 for referrers and campaigns).
    pub views: i64,
}

/// Views of a product's own page over the period.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct ProductViews {
    pub product_id: i64,
    /// Its name now (`#12` once deleted), in English and Persian (`''`: none).
    pub name: String,
    pub name_fa: String,
    pub views: i64,
}

/// One product and country of the funnel: its page's views from that country, the order requests
/// and the quote requests sent for it from there (country of the sender's address when the
/// request was sent, by the country database), and the orders for it approved or completed (an
/// order request's, or one an accepted quote made: the quote's country).
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct FunnelRow {
    pub product_id: i64,
    pub name: String,
    pub name_fa: String,
    pub country: String,
    pub views: i64,
    /// Order requests sent with the order form (not the orders an accepted quote made).
    pub order_requests: i64,
    /// Quote requests with a line for the product.
    pub quote_requests: i64,
    /// Orders approved or completed: order requests, and orders made by accepted quotes.
    pub accepted: i64,
}

/// The visitor figures of a period of whole UTC days, from the counts written so far (they are
/// written once a minute).
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct VisitorReport {
    /// The first and the last day, `YYYY-MM-DD` (UTC).
    pub from: String,
    pub to: String,
    /// Whether a country database is loaded (`--geoip`); without one every country is `unknown`.
    pub geoip: bool,
    /// Every day of the period, in order.
    pub days: Vec<VisitorDay>,
    /// Sums over the days.
    pub visitors: i64,
    pub views: i64,
    pub crawler_views: i64,
    /// The most viewed pages (at most 50), most first.
    pub pages: Vec<VisitorCount>,
    /// The most viewed products' pages (at most 50).
    pub products: Vec<ProductViews>,
    pub languages: Vec<VisitorCount>,
    pub countries: Vec<VisitorCount>,
    pub devices: Vec<VisitorCount>,
    /// Referring sites, `utm_source`s and `utm_campaign`s (at most 50 each), most first.
    pub referrers: Vec<VisitorCount>,
    pub sources: Vec<VisitorCount>,
    pub campaigns: Vec<VisitorCount>,
    /// Products by country: views → order requests and quote requests → accepted; most viewed
    /// first, at most 500 rows.
    pub funnel: Vec<FunnelRow>,
}

const TOP: usize = 50;
const FUNNEL_ROWS: usize = 500;

/// `day` (days since 1970-01-01) as `YYYY-MM-DD`.
pub fn date_of(day: i64) -> String {
    time::Date::from_julian_day((day + 2_440_588) as i32).map(|d| d.to_string()).unwrap_or_default()
}

/// `date` as days since 1970-01-01.
pub fn day_of(date: time::Date) -> i64 {
    i64::from(date.to_julian_day()) - 2_440_588
}

/// A period longer than this many days leaves out the days nothing can have been counted on.
const LONG_PERIOD: i64 = 800;

/// The days of a report's period: `from` to `to`; a period longer than [`LONG_PERIOD`] begins at
/// the first day with a visit or an order and ends today at the latest, so its length is bounded
/// by the site's age whatever dates are asked for.
fn days_of_period(conn: &Connection, from: i64, to: i64, today: i64) -> Result<(i64, i64), ApiError> {
    if to - from < LONG_PERIOD {
        return Ok((from, to));
    }
    let first: Option<i64> = conn.query_row(
        "SELECT min(day) FROM (SELECT min(day) AS day FROM visit_days
                               UNION ALL SELECT min(created_at) / ?1 FROM orders)",
        [MS_PER_DAY],
        |r| r.get(0),
    )?;
    let from = from.max(first.unwrap_or(today).min(to));
    Ok((from, to.min(today.max(from))))
}

/// The report of days `from` to `to` (both included, days since 1970-01-01; see
/// [`days_of_period`]); `today` is the day counting is at.
pub fn report(conn: &Connection, from: i64, to: i64, today: i64, geoip: bool) -> Result<VisitorReport, ApiError> {
    let (from, to) = days_of_period(conn, from, to, today)?;
    let mut days: Vec<VisitorDay> =
        (from..=to).map(|d| VisitorDay { date: date_of(d), visitors: 0, views: 0, crawler_views: 0 }).collect();
    let mut stmt =
        conn.prepare_cached("SELECT day, visitors, views, crawler_views FROM visit_days WHERE day BETWEEN ?1 AND ?2")?;
    let mut rows = stmt.query(params![from, to])?;
    while let Some(r) = rows.next()? {
        let day: i64 = r.get(0)?;
        if let Some(d) = days.get_mut((day - from) as usize) {
            (d.visitors, d.views, d.crawler_views) = (r.get(1)?, r.get(2)?, r.get(3)?);
        }
    }

    let mut by_dimension: HashMap<String, Vec<VisitorCount>> = HashMap::new();
    let mut stmt = conn.prepare_cached(
        "SELECT dimension, value, sum(views), sum(visitors) FROM visit_counts WHERE day BETWEEN ?1 AND ?2
         GROUP BY dimension, value ORDER BY sum(views) + sum(visitors) DESC, value",
    )?;
    let mut rows = stmt.query(params![from, to])?;
    while let Some(r) = rows.next()? {
        let list = by_dimension.entry(r.get(0)?).or_default();
        if list.len() < TOP {
            list.push(VisitorCount { value: r.get(1)?, views: r.get(2)?, visitors: r.get(3)? });
        }
    }
    let mut take = |dimension: &str| by_dimension.remove(dimension).unwrap_or_default();

    let names = product_names(conn)?;
    let name_of = |id: i64| names.get(&id).cloned().unwrap_or_else(|| (format!("#{id}"), String::new()));
    let views = product_views(conn, from, to)?;
    let mut product_totals: HashMap<i64, i64> = HashMap::new();
    for ((id, _), n) in &views {
        *product_totals.entry(*id).or_default() += n;
    }
    let mut products: Vec<ProductViews> = product_totals
        .into_iter()
        .map(|(id, views)| {
            let (name, name_fa) = name_of(id);
            ProductViews { product_id: id, name, name_fa, views }
        })
        .collect();
    products.sort_by(|a, b| b.views.cmp(&a.views).then(a.product_id.cmp(&b.product_id)));
    products.truncate(TOP);

    let (start, end) = (from * MS_PER_DAY, (to + 1) * MS_PER_DAY);
    let orders = order_requests(conn, start, end)?;
    let quotes = quote_requests(conn, start, end)?;
    let keys: HashSet<(i64, String)> = views.keys().chain(orders.keys()).chain(quotes.keys()).cloned().collect();
    let mut funnel: Vec<FunnelRow> = keys
        .into_iter()
        .map(|key| {
            let (name, name_fa) = name_of(key.0);
            let (order_requests, accepted) = orders.get(&key).copied().unwrap_or_default();
            FunnelRow {
                product_id: key.0,
                name,
                name_fa,
                views: views.get(&key).copied().unwrap_or(0),
                order_requests,
                quote_requests: quotes.get(&key).copied().unwrap_or(0),
                accepted,
                country: key.1,
            }
        })
        .collect();
    funnel.sort_by(|a, b| {
        (b.views, b.order_requests, b.quote_requests, b.accepted)
            .cmp(&(a.views, a.order_requests, a.quote_requests, a.accepted))
            .then(a.product_id.cmp(&b.product_id))
            .then(a.country.cmp(&b.country))
    });
    funnel.truncate(FUNNEL_ROWS);

    let sum = |f: fn(&VisitorDay) -> i64| -> i64 { days.iter().map(f).sum() };
    Ok(VisitorReport {
        from: date_of(from),
        to: date_of(to),
        geoip,
        visitors: sum(|d| d.visitors),
        views: sum(|d| d.views),
        crawler_views: sum(|d| d.crawler_views),
        pages: take("page"),
        products,
        languages: take("lang"),
        countries: take("country"),
        devices: take("device"),
        referrers: take("referrer"),
        sources: take("source"),
        campaigns: take("campaign"),
        funnel,
        days,
    })
}

/// Counts by (product id, country).
type ByProductCountry<T> = HashMap<(i64, String), T>;

/// Each product's names (English, Persian) as they are now.
fn product_names(conn: &Connection) -> Result<HashMap<i64, (String, String)>, ApiError> {
    let mut stmt = conn.prepare_cached("SELECT id, name, name_fa FROM products")?;
    let names = stmt.query_map([], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))?.collect::<Result<_, _>>()?;
    Ok(names)
}

/// Product page views by (product, country) over days `from` to `to`.
fn product_views(conn: &Connection, from: i64, to: i64) -> Result<ByProductCountry<i64>, ApiError> {
    let mut views: ByProductCountry<i64> = HashMap::new();
    let mut stmt =
        conn.prepare_cached("SELECT product_id, countries FROM visit_products WHERE day BETWEEN ?1 AND ?2")?;
    let mut rows = stmt.query(params![from, to])?;
    while let Some(r) = rows.next()? {
        let id: i64 = r.get(0)?;
        for (country, n) in unpack(&r.get::<_, String>(1)?) {
            *views.entry((id, country)).or_default() += n;
        }
    }
    Ok(views)
}

/// Orders by (product, country) made between `start` and `end` (Unix ms): the order requests sent
/// with the order form (not the orders an accepted quote made: those were quote requests), and
/// how many of all of them were approved or completed.
fn order_requests(conn: &Connection, start: i64, end: i64) -> Result<ByProductCountry<(i64, i64)>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT product_id, coalesce(country, ?3), count(*) FILTER (WHERE quote_id IS NULL),
             count(*) FILTER (WHERE status IN ('approved', 'completed'))
         FROM orders WHERE created_at >= ?1 AND created_at < ?2 AND product_id IS NOT NULL
         GROUP BY 1, 2",
    )?;
    let rows = stmt
        .query_map(params![start, end, UNKNOWN], |r| Ok(((r.get(0)?, r.get(1)?), (r.get(2)?, r.get(3)?))))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// Quote requests by (product of a line, country they were sent from) made between `start` and
/// `end` (Unix ms), whatever became of them.
fn quote_requests(conn: &Connection, start: i64, end: i64) -> Result<ByProductCountry<i64>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT l.product_id, coalesce(q.geo_country, ?3), count(DISTINCT q.id)
         FROM quotes q JOIN quote_lines l ON l.quote_id = q.id
         WHERE q.created_at >= ?1 AND q.created_at < ?2 AND l.product_id IS NOT NULL
         GROUP BY 1, 2",
    )?;
    let rows = stmt
        .query_map(params![start, end, UNKNOWN], |r| Ok(((r.get(0)?, r.get(1)?), r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    Ok(rows)
}

/// The stored counts of days `from` to `to` as CSV, by day: its totals (dimension `total`), then
/// one row per dimension and value, then one per product and country (value `<id> <country>`).
pub fn export(conn: &Connection, from: i64, to: i64, lang: Language, csv: &mut CsvWriter) -> Result<(), ApiError> {
    let lang = Lang::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Day", "روز"),
        ("Dimension", "بُعد"),
        ("Value", "مقدار"),
        ("Visitors", "بازدیدکنندگان"),
        ("Page views", "بازدید صفحه"),
        ("Crawler views", "بازدید خزنده‌ها"),
    ];
    csv.row(header(lang, COLUMNS))?;
    let mut stmt = conn.prepare(
        "SELECT day, 0, 'total', '', visitors, views, crawler_views FROM visit_days WHERE day BETWEEN ?1 AND ?2
         UNION ALL
         SELECT day, 1, dimension, value, visitors, views, 0 FROM visit_counts WHERE day BETWEEN ?1 AND ?2
         UNION ALL
         SELECT day, 2, 'product', product_id || ':' || countries, 0, views, 0 FROM visit_products
             WHERE day BETWEEN ?1 AND ?2
         ORDER BY 1, 2, 3, 4",
    )?;
    let mut rows = stmt.query(params![from, to])?;
    while let Some(r) = rows.next()? {
        let date = date_of(r.get(0)?);
        let (dimension, value): (String, String) = (r.get(2)?, r.get(3)?);
        if dimension == "product" {
            // one row per product and country
            let (id, countries) = value.split_once(':').unwrap_or((&value, ""));
            for (country, n) in unpack(countries) {
                let value = format!("{id} {country}");
                csv.row([
                    Cell::Text(&date),
                    Cell::Text("product"),
                    Cell::Text(&value),
                    Cell::Int(0),
                    Cell::Int(n),
                    Cell::Int(0),
                ])?;
            }
            continue;
        }
        csv.row([
            Cell::Text(&date),
            Cell::Text(&dimension),
            Cell::Text(&value),
            Cell::Int(r.get(4)?),
            Cell::Int(r.get(5)?),
            Cell::Int(r.get(6)?),
        ])?;
    }
    Ok(())
}
