//! Visitor analytics without cookies or storage: every public page view counted once, and the
//! day's unique visitors, kept as counts per UTC day and nothing else.
//!
//! - **A page view** is counted by the server when it answers a public page (GET, status 200 or
//!   304; not HEAD, not a prefetch, not the dashboard, the API, assets or a 404), and by a beacon
//!   (`POST /api/visits`) for each page the app opens afterwards without a reload. Crawlers, link
//!   previewers and other programs (by their User-Agent, [`classify::browser`]) are counted apart,
//!   as a number per day.
//! - **A visitor** is a keyed hash (SHA-256) of a random 32-byte salt, the client's address (the
//!   real one behind `--trusted-proxies`) and its User-Agent. The salt lives in memory only and is
//!   replaced at UTC midnight, with the day's set of hashes: a hash cannot be traced back to an
//!   address, and no hash of one day can be matched with another day's. No cookie, no identifier
//!   in the browser, no address or User-Agent written anywhere (database or log).
//! - **Bounded**: a visitor adds at most [`VIEWS_PER_VISITOR`] views a day; a beacon counts only
//!   for a visitor whose first page the server answered today, so a flood of beacons from one
//!   address adds at most one visitor's capped views, and forged User-Agents none; one client (an
//!   IPv4 address, an IPv6 /64) adds at most [`VISITORS_PER_CLIENT`] visitors a day, whatever
//!   User-Agents it sends (its further new ones are not counted, nor their views); the day's set
//!   holds at most [`MAX_VISITORS`], and past it a new visitor takes the place of one chosen at
//!   random ([`bounded`]), so that no flood stops the counting of others (one pushed out may be
//!   counted twice); referrers and campaigns at most [`MAX_VALUES`] a day each (more are counted
//!   as `(other)`).
//! - **Cheap**: a counted view is a hash and a few map updates under one mutex; the counts are
//!   written to the database in one transaction a minute (`SITE_VISITS_FLUSH_MS`) and at a clean
//!   stop. A crash loses at most the counts of that minute.

mod bounded;
pub mod classify;
pub mod counts;
pub mod geoip;
pub mod store;

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::Duration;

use poem::http::{header, HeaderMap, Method};
use poem::Request;
use rand::RngCore;
use sha2::{Digest, Sha256};

use crate::db::Db;
use crate::error::ApiError;
use crate::locale::{split_lang, Lang};
use bounded::Bounded;
pub use classify::Device;
pub use counts::{Country, DayCounts, Pending, UNKNOWN};
pub use geoip::GeoIp;

/// Page views one visitor may add in a day; more are not counted.
pub const VIEWS_PER_VISITOR: u16 = 300;
/// Visitors one client (an IPv4 address, an IPv6 /64) may add in a day: the browsers of a
/// household or an office behind one address. A further User-Agent from it makes no visitor, and
/// its pages are not counted.
pub const VISITORS_PER_CLIENT: u16 = 20;
/// Visitors told apart in a day, and clients whose visitors are counted; past it, a new one takes
/// the place of one chosen at random (counting never stops; one pushed out may count twice).
pub const MAX_VISITORS: usize = 100_000;
/// Distinct referrers, sources and campaigns each counted in a day; more go to [`OTHER`].
pub const MAX_VALUES: usize = 200;
/// What the referrers, sources and campaigns beyond [`MAX_VALUES`] are counted as.
pub const OTHER: &str = "(other)";

const MS_PER_DAY: i64 = 86_400_000;

/// What a public page is, as it is counted: one of the pages of routes.json (its path without
/// the language prefix) or a product's own page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page<'a> {
    Route(&'a str),
    Product(i64),
}

/// One visitor of today, by the hash that stands for it.
struct Visitor {
    views: u16,
    country: Country,
    device: Device,
}

/// Today's salt and visitors, and the counts not yet written.
struct Today {
    day: i64,
    salt: [u8; 32],
    visitors: Bounded<Visitor>,
    /// Per client (a keyed hash of its address or /64, as visitors are hashed), the visitors it
    /// added today (at most [`VISITORS_PER_CLIENT`]).
    clients: Bounded<u16>,
    /// How many of each the day holds apart ([`MAX_VISITORS`]; tests make it smaller).
    cap: usize,
    /// Referrers, sources and campaigns counted today (at most [`MAX_VALUES`] each).
    seen: [HashSet<Box<str>>; 3],
    pending: Pending,
}

fn new_salt() -> [u8; 32] {
    let mut salt = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut salt);
    salt
}

impl Today {
    /// A new day: a new salt, and nobody seen yet. The old salt is gone with the old set.
    fn roll(&mut self, day: i64) {
        if day != self.day {
            self.day = day;
            self.salt = new_salt();
            self.visitors = Bounded::new(self.cap);
            self.clients = Bounded::new(self.cap);
            self.seen = Default::default();
        }
    }

    fn hash(&self, ip: IpAddr, user_agent: &str) -> u64 {
        let mut h = Sha256::new();
        h.update(self.salt);
        match ip {
            IpAddr::V4(v4) => h.update(v4.octets()),
            IpAddr::V6(v6) => h.update(v6.octets()),
        }
        h.update([0u8]);
        h.update(user_agent.as_bytes());
        let digest = h.finalize();
        u64::from_le_bytes(digest[..8].try_into().unwrap_or_default())
    }

    /// The client `ip` belongs to (its IPv4 address, its IPv6 /64), hashed as a visitor is: with
    /// today's salt, and apart from any visitor's hash.
    fn client_hash(&self, ip: IpAddr) -> u64 {
        let mut h = Sha256::new();
        h.update(self.salt);
        h.update(b"client\0");
        match crate::edge::peer::client_key(ip) {
            IpAddr::V4(v4) => h.update(v4.octets()),
            IpAddr::V6(v6) => h.update(v6.octets()),
        }
        let digest = h.finalize();
        u64::from_le_bytes(digest[..8].try_into().unwrap_or_default())
    }

    /// `value` as counted in dimension `which` of [`Today::seen`]: itself while there is room for
    /// a new value today, else [`OTHER`].
    fn bounded(&mut self, which: usize, value: String) -> Box<str> {
        let seen = &mut self.seen[which];
        if seen.contains(value.as_str()) {
            return value.into_boxed_str();
        }
        if seen.len() >= MAX_VALUES {
            return OTHER.into();
        }
        let value = value.into_boxed_str();
        seen.insert(value.clone());
        value
    }
}

/// Where the visit of a first page came from: its referring site and campaign.
#[derive(Default)]
struct Arrival {
    referrer: Option<String>,
    source: Option<String>,
    campaign: Option<String>,
}

/// The counting, shared by every request.
pub struct Visits {
    today: Mutex<Today>,
    geoip: Option<GeoIp>,
    /// The pages of routes.json, by path without the language prefix (dashboard excluded).
    routes: Vec<String>,
    /// The products whose pages a beacon may count (read at each write).
    products: RwLock<HashSet<i64>>,
    /// Milliseconds the counting's clock runs ahead of the real one: 0 in service; tests move it
    /// to another day.
    clock_shift: AtomicI64,
    pub flush_every: Duration,
}

/// The site's page routes (routes.json), shared with the server's pages.
const PAGE_ROUTES: &str = include_str!("../../ui/src/routing/routes.json");

impl Visits {
    pub fn new(geoip: Option<GeoIp>, flush_every: Duration) -> Visits {
        Visits::holding(MAX_VISITORS, geoip, flush_every)
    }

    /// Counting that holds `cap` visitors (and clients) apart a day.
    fn holding(cap: usize, geoip: Option<GeoIp>, flush_every: Duration) -> Visits {
        #[derive(serde::Deserialize)]
        struct Route {
            path: String,
            page: String,
        }
        let routes: Vec<Route> = serde_json::from_str(PAGE_ROUTES).unwrap_or_default();
        Visits {
            today: Mutex::new(Today {
                day: i64::MIN,
                salt: [0; 32],
                visitors: Bounded::new(cap),
                clients: Bounded::new(cap),
                cap,
                seen: Default::default(),
                pending: Pending::default(),
            }),
            geoip,
            routes: routes.into_iter().filter(|r| r.page != "dashboard").map(|r| r.path).collect(),
            products: RwLock::new(HashSet::new()),
            clock_shift: AtomicI64::new(0),
            flush_every,
        }
    }

    pub fn has_geoip(&self) -> bool {
        self.geoip.is_some()
    }

    /// The country of `ip` as stored with an order request: its code, or `None` (no database, or
    /// the address is not in it). The address itself is not kept.
    pub fn country_code(&self, ip: IpAddr) -> Option<String> {
        let code = self.geoip.as_ref()?.country(ip)?;
        Some(Country::of(Some(code)).as_str().to_owned())
    }

    /// Moves the counting's clock `ms` ahead of the real one (tests).
    pub fn shift_clock(&self, ms: i64) {
        self.clock_shift.store(ms, Ordering::SeqCst);
    }

    /// Today (UTC), as days since 1970-01-01.
    pub fn day(&self) -> i64 {
        (crate::db::now_ms() + self.clock_shift.load(Ordering::SeqCst)).div_euclid(MS_PER_DAY)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Today> {
        let mut today = self.today.lock().unwrap_or_else(|e| e.into_inner());
        today.roll(self.day());
        today
    }

    /// A public page the server answered (status 200 or 304): counted as a page view, a first
    /// visit today when its visitor is new, with where it came from. `own_hosts`: the names the
    /// site is reached at (a referrer there is no other site).
    pub fn page_answered(&self, req: &Request, trusted: &[IpAddr], own_hosts: &[&str], lang: Lang, page: Page) {
        if req.method() != Method::GET || classify::is_prefetch(req.headers()) {
            return;
        }
        let user_agent = req.headers().get(header::USER_AGENT).and_then(|v| v.to_str().ok()).unwrap_or("");
        let ip = crate::edge::peer::client_ip(req, trusted);
        let language_move = moved_to_other_language(req.headers(), own_hosts, lang, page, &self.routes);
        let mut today = self.lock();
        let hash = today.hash(ip, user_agent);
        // A visitor seen today is a browser of known device; anyone else's User-Agent is read.
        let device = match today.visitors.get(&hash) {
            Some(visitor) => visitor.device,
            None => match classify::browser(user_agent) {
                Some(device) => device,
                None => {
                    let day = today.day;
                    today.pending.days.entry(day).or_default().crawler_views += 1;
                    return;
                }
            },
        };
        if language_move && today.visitors.contains_key(&hash) {
            // The boot script took this visitor from the page in the other language to this one,
            // before it was painted: the view counted there is this one's.
            let day = today.day;
            let counts = today.pending.days.entry(day).or_default();
            counts.langs[lang_index(other(lang))] -= 1;
            counts.langs[lang_index(lang)] += 1;
            return;
        }
        let arrival = || {
            let referer = req.headers().get(header::REFERER).and_then(|v| v.to_str().ok());
            let (source, campaign) = classify::campaign(req.uri().query());
            Arrival { referrer: classify::referrer(referer, own_hosts), source, campaign }
        };
        self.count(&mut today, hash, Some((device, ip)), lang, page, arrival);
    }

    /// A page the app opened without a reload (the beacon): counted for a visitor the server
    /// has seen today (a browser: programs are never visitors), else ignored. `path` is the
    /// page's path as the browser shows it.
    pub fn app_navigated(&self, req: &Request, trusted: &[IpAddr], path: &str) {
        let user_agent = req.headers().get(header::USER_AGENT).and_then(|v| v.to_str().ok()).unwrap_or("");
        let Some((lang, page)) = self.page_of(path) else { return };
        let ip = crate::edge::peer::client_ip(req, trusted);
        let mut today = self.lock();
        let hash = today.hash(ip, user_agent);
        self.count(&mut today, hash, None, lang, page, Arrival::default);
    }

    /// The page at `path` (as a browser's address bar shows it, without query), if there is one:
    /// a route of routes.json, or the page of a product there is.
    fn page_of<'p>(&self, path: &'p str) -> Option<(Lang, Page<'p>)> {
        if path.len() > 300 || !path.starts_with('/') {
            return None;
        }
        let trimmed = match path.trim_end_matches('/') {
            "" => "/",
            p => p,
        };
        let (lang, page_path) = split_lang(trimmed);
        if self.routes.iter().any(|r| r == page_path) {
            return Some((lang, Page::Route(page_path)));
        }
        let segment = page_path.strip_prefix("/products/")?;
        let id = crate::models::slug::segment_id(segment).filter(|_| !segment.contains('/'))?;
        let known = self.products.read().map(|p| p.contains(&id)).unwrap_or(false);
        known.then_some((lang, Page::Product(id)))
    }

    /// Counts one view of `page` by visitor `hash`. `new`: the device and address of a first
    /// page the server answered, which may make a new visitor; `None` (a beacon): only a visitor
    /// already seen today counts.
    fn count(
        &self,
        today: &mut Today,
        hash: u64,
        new: Option<(Device, IpAddr)>,
        lang: Lang,
        page: Page,
        arrival: impl FnOnce() -> Arrival,
    ) {
        let day = today.day;
        let seen = match today.visitors.get_mut(&hash) {
            Some(v) if v.views >= VIEWS_PER_VISITOR => return,
            Some(v) => {
                v.views += 1;
                Some((v.country, v.device))
            }
            None => None,
        };
        let (country, device, first) = match (seen, new) {
            (Some((country, device)), _) => (country, device, false),
            (None, None) => return,
            (None, Some((device, ip))) => {
                // a new visitor, if its client has not added its share today
                let client = today.client_hash(ip);
                match today.clients.get_mut(&client) {
                    Some(added) if *added >= VISITORS_PER_CLIENT => return,
                    Some(added) => *added += 1,
                    None => today.clients.insert_new(client, 1),
                }
                let country = Country::of(self.geoip.as_ref().and_then(|g| g.country(ip)));
                today.visitors.insert_new(hash, Visitor { views: 1, country, device });
                (country, device, true)
            }
        };
        let arrival = if first { arrival() } else { Arrival::default() };
        let referrer = arrival.referrer.map(|r| today.bounded(0, r));
        let source = arrival.source.map(|s| today.bounded(1, s));
        let campaign = arrival.campaign.map(|c| today.bounded(2, c));
        let counts = today.pending.days.entry(day).or_default();
        counts.views += 1;
        counts.langs[lang_index(lang)] += 1;
        let by_country = counts.countries.entry(country).or_default();
        by_country.0 += 1;
        counts.devices[device.index()].0 += 1;
        match page {
            Page::Route(path) => match counts.pages.get_mut(path) {
                Some(n) => *n += 1,
                None => {
                    counts.pages.insert(path.into(), 1);
                }
            },
            Page::Product(id) => *counts.products.entry((id, country)).or_default() += 1,
        }
        if first {
            counts.visitors += 1;
            by_country.1 += 1;
            counts.devices[device.index()].1 += 1;
            for (value, into) in
                [(referrer, &mut counts.referrers), (source, &mut counts.sources), (campaign, &mut counts.campaigns)]
            {
                if let Some(value) = value {
                    *into.entry(value).or_default() += 1;
                }
            }
        }
    }

    /// The counts gathered since the last call (the caller writes them).
    pub fn take(&self) -> Pending {
        std::mem::take(&mut self.lock().pending)
    }

    /// Writes the counts gathered so far in one transaction (and reads which products a beacon
    /// may count). Counts that fail to be written wait for the next write.
    pub async fn flush(&self, db: &Db) -> Result<(), ApiError> {
        let pending = Arc::new(self.take());
        let written = pending.clone();
        let result = db
            .write(move |tx| {
                store::write(tx, &written)?;
                store::product_ids(tx)
            })
            .await;
        match result {
            Ok(ids) => {
                if let Ok(mut products) = self.products.write() {
                    *products = ids;
                }
                Ok(())
            }
            Err(e) => {
                if let Ok(pending) = Arc::try_unwrap(pending) {
                    self.lock().pending.merge(pending);
                }
                Err(e)
            }
        }
    }

    /// Writes the counts every [`Visits::flush_every`], for as long as the server runs.
    pub async fn keep_writing(self: Arc<Self>, db: Db) {
        if let Err(e) = self.flush(&db).await {
            tracing::warn!("reading the products for visitor counts: {}", e.message());
        }
        loop {
            tokio::time::sleep(self.flush_every).await;
            if let Err(e) = self.flush(&db).await {
                tracing::warn!("writing the visitor counts failed (kept for the next try): {}", e.message());
            }
        }
    }
}

fn lang_index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Fa => 1,
    }
}

fn other(lang: Lang) -> Lang {
    match lang {
        Lang::En => Lang::Fa,
        Lang::Fa => Lang::En,
    }
}

/// Whether this page load is the boot script's move of a reader from the same page in the other
/// language (their stored or browser language; ui/src/boot.ts): a navigation the page itself
/// started (`Sec-Fetch-Site: same-origin`, no `Sec-Fetch-User`, which a person's click or typing
/// would bring) from the twin of this page on this site.
fn moved_to_other_language(headers: &HeaderMap, own_hosts: &[&str], lang: Lang, page: Page, routes: &[String]) -> bool {
    let is = |name: &str, value: &str| {
        headers.get(name).is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(value.as_bytes()))
    };
    if !is("sec-fetch-mode", "navigate")
        || !is("sec-fetch-site", "same-origin")
        || headers.contains_key("sec-fetch-user")
    {
        return false;
    }
    let Some(referer) = headers.get(header::REFERER).and_then(|v| v.to_str().ok()) else { return false };
    let Some(rest) = referer.split_once("://").map(|(_, rest)| rest) else { return false };
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    if !own_hosts
        .iter()
        .any(|h| h.eq_ignore_ascii_case(authority) || classify::strip_port(h).eq_ignore_ascii_case(authority))
    {
        return false;
    }
    let path = path.split(['?', '#']).next().unwrap_or("/");
    let path = match path.trim_end_matches('/') {
        "" => "/",
        p => p,
    };
    let (from_lang, from_path) = split_lang(path);
    if from_lang == lang {
        return false;
    }
    match page {
        Page::Route(p) => routes.iter().any(|r| r == p) && from_path == p,
        Page::Product(id) => from_path
            .strip_prefix("/products/")
            .and_then(crate::models::slug::segment_id)
            .is_some_and(|from| from == id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_day_has_its_own_salt_so_hashes_do_not_match_across_days() {
        let visits = Visits::new(None, Duration::from_secs(60));
        let ip: IpAddr = "192.0.2.1".parse().unwrap();
        let (hash, salt) = {
            let today = visits.lock();
            (today.hash(ip, "Mozilla/5.0"), today.salt)
        };
        assert_eq!(visits.lock().hash(ip, "Mozilla/5.0"), hash, "the same visitor the same day");
        assert_ne!(visits.lock().hash(ip, "Mozilla/5.1"), hash, "another browser");
        visits.shift_clock(MS_PER_DAY);
        let today = visits.lock();
        assert_ne!(today.salt, salt);
        assert_ne!(today.hash(ip, "Mozilla/5.0"), hash);
        assert_eq!(today.visitors.len(), 0);
    }

    /// A first page from `ip` with `user_agent`, counted as the server counts it.
    fn first_page(visits: &Visits, ip: &str, user_agent: &str) {
        let ip: IpAddr = ip.parse().unwrap();
        let mut today = visits.lock();
        let hash = today.hash(ip, user_agent);
        visits.count(&mut today, hash, Some((Device::Desktop, ip)), Lang::En, Page::Route("/"), Arrival::default);
    }

    fn visitors_and_views(visits: &Visits) -> (i64, i64) {
        let pending = visits.take();
        pending.days.values().fold((0, 0), |(v, n), d| (v + d.visitors, n + d.views))
    }

    #[test]
    fn one_client_adds_a_bounded_number_of_visitors_whatever_its_user_agents() {
        let visits = Visits::new(None, Duration::from_secs(60));
        for i in 0..400 {
            first_page(&visits, &format!("2001:db8:5:6::{i:x}"), &format!("Mozilla/5.0 (X11; Linux) Firefox/{i}"));
        }
        let bound = i64::from(VISITORS_PER_CLIENT);
        assert_eq!(visitors_and_views(&visits), (bound, bound), "one /64, 400 User-Agents");
        first_page(&visits, "2001:db8:5:7::1", "Mozilla/5.0 (X11; Linux) Firefox/1");
        first_page(&visits, "192.0.2.1", "Mozilla/5.0 (X11; Linux) Firefox/1");
        assert_eq!(visitors_and_views(&visits), (2, 2), "the next /64 and an IPv4 address are others");
    }

    #[test]
    fn no_flood_stops_the_counting_of_others() {
        let visits = Visits::holding(50, None, Duration::from_secs(60));
        for i in 0..5_000u32 {
            let ip = std::net::Ipv4Addr::from(0x0a00_0000 + i).to_string();
            first_page(&visits, &ip, "Mozilla/5.0 (X11; Linux) Firefox/1");
        }
        visits.take();
        {
            let today = visits.lock();
            assert!(today.visitors.len() <= 50 && today.clients.len() <= 50);
        }
        first_page(&visits, "192.0.2.77", "Mozilla/5.0 (Windows NT 10.0) Chrome/131");
        assert_eq!(visitors_and_views(&visits), (1, 1), "a real visitor after the flood is counted");
        first_page(&visits, "192.0.2.77", "Mozilla/5.0 (Windows NT 10.0) Chrome/131");
        assert_eq!(visitors_and_views(&visits), (0, 1), "and known at its next page");
    }
}
