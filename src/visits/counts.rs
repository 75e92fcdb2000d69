//! The counts of visits as they are gathered in memory between two writes: per UTC day, the
//! totals and the counts per page, language, country, device, referrer, source, campaign and
//! product. Plain data, written by [`super::store`].

use std::collections::{BTreeMap, HashMap};

/// The country of a visitor when there is no country database, or it does not know the address.
pub const UNKNOWN: &str = "unknown";

/// A visitor's country: an ISO 3166-1 alpha-2 code, or unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Country(Option<[u8; 2]>);

impl Country {
    pub const UNKNOWN: Country = Country(None);

    /// The country of an ISO code a country database gave (upper-case letters), or unknown.
    pub fn of(code: Option<[u8; 2]>) -> Country {
        Country(code.filter(|c| c.iter().all(u8::is_ascii_uppercase)))
    }

    pub fn as_str(&self) -> &str {
        match &self.0 {
            Some(code) => std::str::from_utf8(code).unwrap_or(UNKNOWN),
            None => UNKNOWN,
        }
    }

    /// A code as stored (`AF`, `unknown`); anything else is unknown.
    pub fn parse(s: &str) -> Country {
        match s.as_bytes() {
            [a, b] if a.is_ascii_uppercase() && b.is_ascii_uppercase() => Country(Some([*a, *b])),
            _ => Country::UNKNOWN,
        }
    }
}

/// The counts gathered since the last write, per UTC day (one day, two around midnight).
#[derive(Default, Debug)]
pub struct Pending {
    pub days: BTreeMap<i64, DayCounts>,
}

/// One day's counts. Page, language, country and device count views; country and device also
/// visitors (a visitor's country and device do not change in a day); referrer, source and
/// campaign count the visitors whose first page of the day came from them.
#[derive(Default, Debug, Clone)]
pub struct DayCounts {
    pub visitors: i64,
    pub views: i64,
    pub crawler_views: i64,
    /// Views of the pages of routes.json, by path (product pages are in `products`).
    pub pages: HashMap<Box<str>, i64>,
    /// Views by language: English, Persian.
    pub langs: [i64; 2],
    /// (views, visitors) by country.
    pub countries: HashMap<Country, (i64, i64)>,
    /// (views, visitors) by [`crate::visits::Device::index`].
    pub devices: [(i64, i64); 3],
    pub referrers: HashMap<Box<str>, i64>,
    pub sources: HashMap<Box<str>, i64>,
    pub campaigns: HashMap<Box<str>, i64>,
    /// Views of each product's page by the viewer's country.
    pub products: HashMap<(i64, Country), i64>,
}

fn add<K: std::hash::Hash + Eq>(into: &mut HashMap<K, i64>, from: HashMap<K, i64>) {
    for (k, v) in from {
        *into.entry(k).or_default() += v;
    }
}

impl DayCounts {
    /// Adds `other`'s counts (a write that failed goes back into the next).
    pub fn merge(&mut self, other: DayCounts) {
        self.visitors += other.visitors;
        self.views += other.views;
        self.crawler_views += other.crawler_views;
        add(&mut self.pages, other.pages);
        for (i, n) in other.langs.into_iter().enumerate() {
            self.langs[i] += n;
        }
        for (k, (views, visitors)) in other.countries {
            let c = self.countries.entry(k).or_default();
            c.0 += views;
            c.1 += visitors;
        }
        for (i, (views, visitors)) in other.devices.into_iter().enumerate() {
            self.devices[i].0 += views;
            self.devices[i].1 += visitors;
        }
        add(&mut self.referrers, other.referrers);
        add(&mut self.sources, other.sources);
        add(&mut self.campaigns, other.campaigns);
        add(&mut self.products, other.products);
    }
}

impl Pending {
    pub fn is_empty(&self) -> bool {
        self.days.is_empty()
    }

    pub fn merge(&mut self, other: Pending) {
        for (day, counts) in other.days {
            self.days.entry(day).or_default().merge(counts);
        }
    }
}
