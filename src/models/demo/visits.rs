//! The demo site's visitor counts (issue 31): the last 60 days before today (UTC), a few dozen
//! visitors a day from the site's markets (the UK, the Emirates, India, France, Switzerland,
//! Germany and Afghanistan), in both languages, a few referring sites and one newsletter campaign,
//! the products viewed by country, and devices — written straight into the stored counts, as the
//! minute's write leaves them, so the Visitors section has something to show. Today is left to
//! the live counts. The demo's orders and quote requests get the country they would have been
//! sent from, so the funnel reads by market too. Deterministic (a fixed seed): every demo site
//! shows the same figures for the same day. About 2 000 small rows.

use std::collections::BTreeMap;

use rusqlite::{params, Transaction};

use crate::db::now_ms;
use crate::error::ApiError;

/// Days of counts, ending yesterday.
const DAYS: i64 = 60;
const MS_PER_DAY: i64 = 86_400_000;

/// The markets: ISO code, share of visitors (weight), share of their page views in Persian (%).
const MARKETS: &[(&str, u64, u64)] =
    &[("GB", 18, 2), ("AE", 16, 15), ("IN", 14, 2), ("DE", 14, 6), ("FR", 10, 2), ("CH", 8, 3), ("AF", 14, 85)];

/// The site's own pages (a product's page is `/products/<id>`), by weight of the views left once
/// the product pages have theirs.
const PAGES: &[(&str, u64)] = &[("/", 40), ("/products", 30), ("/about", 12), ("/contact", 10), ("/services", 8)];

/// Referring sites (host only) by weight; the rest of the day's first pages came with none.
const REFERRERS: &[(&str, u64)] = &[("google.com", 60), ("bing.com", 10), ("linkedin.com", 14), ("t.me", 8)];

/// A small deterministic generator (xorshift64*): the demo must not differ between two runs.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A whole number from `lo` to `hi` (both included).
    fn between(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next() % (hi - lo + 1) as u64) as i64
    }

    /// `total` split by `weights`, each share jittered by up to ±25 %, summing to `total`.
    fn split(&mut self, total: i64, weights: &[u64]) -> Vec<i64> {
        let jittered: Vec<u64> = weights.iter().map(|&w| w * (75 + self.next() % 51)).collect();
        let sum: u64 = jittered.iter().sum::<u64>().max(1);
        let mut shares: Vec<i64> = jittered.iter().map(|&w| (total as u64 * w / sum) as i64).collect();
        let mut left = total - shares.iter().sum::<i64>();
        let n = shares.len();
        while left > 0 && n > 0 {
            shares[(self.next() % n as u64) as usize] += 1;
            left -= 1;
        }
        shares
    }
}

/// Writes the demo's counts; `product_ids`: the demo's products, most viewed first.
pub fn seed(tx: &Transaction, product_ids: &[i64]) -> Result<(), ApiError> {
    let today = now_ms() / MS_PER_DAY;
    let mut dice = Dice(0x9E37_79B9_7F4A_7C15);
    // the newsletter went out 20 days ago; its readers came over the following week
    let campaign = (today - 20)..(today - 13);
    let product_weights: Vec<u64> = (0..product_ids.len() as u64).map(|i| 12 / (1 + i / 2) + 1).collect();
    let mut days = tx.prepare_cached(
        "INSERT OR IGNORE INTO visit_days (day, visitors, views, crawler_views) VALUES (?1, ?2, ?3, ?4)",
    )?;
    let mut counts = tx.prepare_cached(
        "INSERT OR IGNORE INTO visit_counts (day, dimension, value, views, visitors) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    let mut products = tx.prepare_cached(
        "INSERT OR IGNORE INTO visit_products (day, product_id, views, countries) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for day in (today - DAYS)..today {
        // fewer on Fridays (the weekend in Kabul and the Gulf) and Sundays; more in a campaign week
        let weekday = (day + 4).rem_euclid(7); // 0: Sunday (1970-01-01 was a Thursday)
        let quiet = matches!(weekday, 0 | 5);
        let mut visitors = dice.between(24, 48) - if quiet { 10 } else { 0 };
        if campaign.contains(&day) {
            visitors += dice.between(8, 16);
        }
        let mut row = |dimension: &str, value: &str, views: i64, visitors: i64| -> Result<(), ApiError> {
            if views > 0 || visitors > 0 {
                counts.execute(params![day, dimension, value, views, visitors])?;
            }
            Ok(())
        };
        // countries: visitors, and their views (two to three pages a visitor)
        let weights: Vec<u64> = MARKETS.iter().map(|m| m.1).collect();
        let by_country = dice.split(visitors, &weights);
        let mut total_views = 0;
        let (mut en, mut fa) = (0, 0);
        let mut product_views: BTreeMap<i64, BTreeMap<&str, i64>> = BTreeMap::new();
        let mut page_views = vec![0i64; PAGES.len()];
        for (&(code, _, fa_share), &people) in MARKETS.iter().zip(&by_country) {
            let views = people * dice.between(20, 32) / 10;
            total_views += views;
            row("country", code, views, people)?;
            let persian = views * fa_share as i64 / 100;
            (en, fa) = (en + views - persian, fa + persian);
            // about a third of a market's views are product pages
            let on_products = views * dice.between(28, 40) / 100;
            for (&id, n) in product_ids.iter().zip(dice.split(on_products, &product_weights)) {
                if n > 0 {
                    *product_views.entry(id).or_default().entry(code).or_default() += n;
                }
            }
            for (slot, n) in page_views
                .iter_mut()
                .zip(dice.split(views - on_products, &PAGES.iter().map(|p| p.1).collect::<Vec<_>>()))
            {
                *slot += n;
            }
        }
        let crawlers = dice.between(15, 45);
        days.execute(params![day, visitors, total_views, crawlers])?;
        for (&(path, _), views) in PAGES.iter().zip(page_views) {
            row("page", path, views, 0)?;
        }
        for (id, by_country) in &product_views {
            let views: i64 = by_country.values().sum();
            row("page", &format!("/products/{id}"), views, 0)?;
            let packed: Vec<String> = by_country.iter().map(|(c, n)| format!("{c}={n}")).collect();
            products.execute(params![day, id, views, packed.join(",")])?;
        }
        row("lang", "en", en, 0)?;
        row("lang", "fa", fa, 0)?;
        // devices: phones first, as exporters' buyers read on the move
        let devices = dice.split(visitors, &[52, 8, 40]);
        let device_views = dice.split(total_views, &[48, 8, 44]);
        for ((device, people), views) in ["phone", "tablet", "desktop"].into_iter().zip(devices).zip(device_views) {
            row("device", device, views, people)?;
        }
        // referrers: about half of the day's visitors came from another site
        let referred = visitors * dice.between(40, 55) / 100;
        for (&(host, _), people) in
            REFERRERS.iter().zip(dice.split(referred, &REFERRERS.iter().map(|r| r.1).collect::<Vec<_>>()))
        {
            row("referrer", host, 0, people)?;
        }
        if campaign.contains(&day) {
            let readers = dice.between(6, 12);
            row("source", "newsletter", 0, readers)?;
            row("campaign", "autumn-harvest", 0, readers)?;
        } else if day % 4 == 0 {
            row("source", "linkedin", 0, dice.between(1, 3))?;
        }
    }
    // the markets of the demo's orders and quote requests, read from where they go
    for (pattern, code) in [
        ("%United Kingdom%", "GB"),
        ("%India%", "IN"),
        ("%France%", "FR"),
        ("%Germany%", "DE"),
        ("%Switzerland%", "CH"),
        ("%Emirates%", "AE"),
        ("%UAE%", "AE"),
        ("%Afghanistan%", "AF"),
    ] {
        tx.execute(
            "UPDATE orders SET country = ?2 WHERE country IS NULL AND destination LIKE ?1",
            params![pattern, code],
        )?;
    }
    for (pattern, code) in [("%Germany%", "DE"), ("%India%", "IN"), ("%امارات%", "AE")] {
        tx.execute(
            "UPDATE quotes SET geo_country = ?2 WHERE geo_country IS NULL AND country LIKE ?1",
            params![pattern, code],
        )?;
    }
    tx.execute(
        "UPDATE orders SET country = (SELECT geo_country FROM quotes WHERE quotes.id = orders.quote_id)
         WHERE quote_id IS NOT NULL",
        [],
    )?;
    Ok(())
}
