//! What the running site shares between requests: the database, the settings, the cached JSON
//! answers, the per-address rate limits, the bound on password hashing and the backup status.

use std::collections::HashMap;
use std::hash::Hash;
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use bytes::Bytes;
use poem::Request;

use crate::cache::Cache;
use crate::config::ServeConfig;
use crate::db::Db;
use crate::edge::limits::PerClient;
use crate::edge::peer::client_key;
use crate::edge::tls::StatusCell;
use crate::error::ApiError;
use crate::mail::Mailer;
use crate::ops::backups::{Backups, Schedule};

/// Everything a request may need, shared by all handlers.
pub struct AppState {
    pub db: Db,
    pub config: ServeConfig,
    /// The serialized product list, the hottest public read, rebuilt after product changes.
    pub products_json: JsonCache<()>,
    /// The last analytics answer, by time-zone offset and local date; dropped on order or
    /// product changes.
    pub analytics_json: JsonCache<(i32, String)>,
    /// Bounds the sign-in attempts (and so the password hashing) one address may ask for.
    pub login_limiter: RateLimiter,
    /// Locks addresses and usernames after failed sign-ins.
    pub sign_in_throttle: SignInThrottle,
    pub order_limiter: RateLimiter,
    /// Wrong quote tokens per client address (issue 30): past the limit, 429.
    pub quote_token_misses: crate::models::quotes::TokenMisses,
    /// A buyer's questions per client address and day (issue 40): past
    /// `quotes::QUESTIONS_PER_ADDRESS_PER_DAY`, 429.
    pub questions: PerClient,
    /// Bounds concurrent argon2 work (each hash takes ~19 MiB and real CPU time).
    pub hashing: tokio::sync::Semaphore,
    /// The certificate in use when the server speaks https itself (for the dashboard).
    pub tls: Arc<StatusCell>,
    /// The mail settings in force and the outbox sender's signals.
    pub mail: Arc<Mailer>,
    /// The webhook client and its sender's signal.
    pub hooks: Arc<crate::hooks::Webhooks>,
    /// Scheduled backups and their status.
    pub backups: Arc<Backups>,
    /// When each API key's use was last written down (its last-used time, a read in the log).
    pub key_uses: crate::models::api_keys::KeyUses,
    /// The visitor counts not yet written, today's visitors and the country database.
    pub visits: Arc<crate::visits::Visits>,
    /// Counts changes to anything the public pages show (the writes that call
    /// [`AppState::site_changed`]): a cached page written at an older count is stale.
    site_version: AtomicU64,
    /// Days the site's calendar runs ahead of the real one: 0 in service; a test moves it to see
    /// what the pages show on a later day (a certificate's last day past).
    calendar_shift: AtomicI64,
}

impl AppState {
    /// Today in Kabul on the site's calendar (a test moves it with [`AppState::shift_calendar`]):
    /// the day a quote's validity and a wanted-by date are counted in.
    pub fn kabul_today(&self) -> time::Date {
        let today = crate::models::quotes::kabul_date(crate::db::now_ms());
        today.checked_add(time::Duration::days(self.calendar_shift_days())).unwrap_or(today)
    }

    pub fn new(db: Db, config: ServeConfig) -> Arc<AppState> {
        let mail = Arc::new(Mailer::new(&db, &config));
        let geoip = config.geoip.as_ref().and_then(|path| {
            crate::visits::GeoIp::open(path).map_err(|e| tracing::error!("{e}: countries will be unknown")).ok()
        });
        let visits = crate::visits::Visits::new(geoip, Duration::from_millis(config.visits_flush_ms));
        Arc::new(AppState {
            backups: Arc::new(Backups::new(db.clone(), Schedule::of(&config), crate::mail::enqueue_to_company)),
            hooks: Arc::new(crate::hooks::Webhooks::new(&config)),
            db,
            login_limiter: RateLimiter::per_minute(config.login_limit),
            sign_in_throttle: SignInThrottle::default(),
            order_limiter: RateLimiter::per_minute(config.order_limit),
            quote_token_misses: Default::default(),
            questions: PerClient::new(Duration::from_secs(86_400)),
            config,
            products_json: JsonCache::default(),
            analytics_json: JsonCache::default(),
            hashing: tokio::sync::Semaphore::new(2),
            tls: Arc::default(),
            mail,
            key_uses: Default::default(),
            visits: Arc::new(visits),
            site_version: AtomicU64::new(0),
            calendar_shift: AtomicI64::new(0),
        })
    }

    /// After any change to products or their stock: both cached answers depend on them, and so
    /// do the pages (the products page, and each product's).
    pub fn products_changed(&self) {
        self.products_json.invalidate();
        self.analytics_json.invalidate();
        self.site_changed();
    }

    /// After a write that changed something a public page shows (products and stock, the site
    /// content, the slideshow, the awards): the cached pages are stale. Only such a write may
    /// call it: each call costs every page a render (milliseconds) at its next read, so a request
    /// anyone may send (an order, a sign-out) must never lead here.
    pub fn site_changed(&self) {
        self.site_version.fetch_add(1, Ordering::SeqCst);
    }

    pub fn site_version(&self) -> u64 {
        self.site_version.load(Ordering::SeqCst)
    }

    /// The site's date (UTC): the day the public pages list the certificates valid on (a cached
    /// page is made again when it changes), and the footer's year.
    pub fn today(&self) -> time::Date {
        let today = time::OffsetDateTime::now_utc().date();
        today.checked_add(time::Duration::days(self.calendar_shift.load(Ordering::SeqCst))).unwrap_or(today)
    }

    /// How many days the site's calendar runs ahead of the real one (0 in service).
    pub fn calendar_shift_days(&self) -> i64 {
        self.calendar_shift.load(Ordering::SeqCst)
    }

    /// Moves the site's calendar `days` ahead of the real one (tests: a clock they control).
    pub fn shift_calendar(&self, days: i64) {
        self.calendar_shift.store(days, Ordering::SeqCst);
    }

    /// The public product list as GET /api/products answers it, from its cache: kept in a file
    /// (hundreds of KB with a full catalogue), which the kernel sends from and keeps in its own cache
    /// rather than this process's memory.
    pub async fn product_list_json(&self) -> Result<Bytes, ApiError> {
        let db = self.db.clone();
        self.products_json
            .get_or_build((), || async move {
                let list = db.read(crate::models::products::list).await?;
                Ok(crate::edge::sendfile::filed(poem_openapi::types::ToJSON::to_json_string(&list).into()))
            })
            .await
    }

    /// The site's own address, for the links in mail and the only Origin accepted for writes:
    /// `--public-url` (or `https://` + the first `--domain`), else the address an admin saved in
    /// the dashboard; `None` until one of them is set. Never taken from a request.
    pub fn site_url(&self) -> Option<String> {
        match &self.config.public_url {
            Some(url) => Some(url.trim_end_matches('/').to_owned()),
            None => self.mail.saved_site_url(),
        }
    }

    /// The address a request comes from, as the rate limits count it.
    pub fn client_ip(&self, req: &Request) -> IpAddr {
        crate::edge::peer::client_ip(req, &self.config.trusted_proxies)
    }
}

/// A cached JSON answer for one key (a [`Cache`] of one), made again whenever the data behind it
/// changes: [`JsonCache::invalidate`] moves the generation on, and an answer made from an older
/// generation is not served after it (a reader that raced a writer cannot keep what it read
/// before the write).
pub struct JsonCache<K> {
    generation: AtomicU64,
    cached: Cache<K, Bytes, u64>,
}

impl<K: Hash + Eq + Clone> Default for JsonCache<K> {
    fn default() -> Self {
        JsonCache { generation: AtomicU64::new(0), cached: Cache::new(1) }
    }
}

impl<K: Hash + Eq + Clone> JsonCache<K> {
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        self.cached.clear();
    }

    pub async fn get_or_build<F, Fut>(&self, key: K, build: F) -> Result<Bytes, ApiError>
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Result<Bytes, ApiError>>,
    {
        let generation = self.generation.load(Ordering::SeqCst);
        let bytes = self.cached.get_or_make(&key, generation, || async { build().await.map(Arc::new) }).await?;
        Ok(Bytes::clone(&bytes))
    }
}

/// Requests per client (an IPv4 address, an IPv6 /64) per minute, in a sliding minute, with
/// bounded memory and work whatever the number of addresses ([`PerClient`]).
pub struct RateLimiter {
    per_minute: u32,
    counts: PerClient,
}

impl RateLimiter {
    /// `per_minute == 0` allows everything.
    pub fn per_minute(per_minute: u32) -> RateLimiter {
        RateLimiter { per_minute, counts: PerClient::new(Duration::from_secs(60)) }
    }

    pub fn allow(&self, ip: IpAddr) -> bool {
        self.per_minute == 0 || self.counts.take(ip, self.per_minute)
    }
}

/// Failed sign-ins, counted per client (an IPv4 address, an IPv6 /64) and per username. A few
/// failures are free; each one after that locks the address (or the username) for twice as long as
/// the last, from 1 s up to 15 min, and each lock is logged. A lock on a username does not hold for an address that has
/// signed in to that account before, so an attack spread over many addresses does not lock the
/// real admin out; a lock on an address holds for every name tried from it. Both records are
/// forgotten an hour after their last failure.
pub struct SignInThrottle {
    records: Mutex<Throttled>,
}

#[derive(Default)]
struct Throttled {
    by_address: HashMap<IpAddr, Failures>,
    by_username: HashMap<String, Failures>,
    /// Per username, the addresses that signed in to it (a few each).
    known: HashMap<String, Vec<IpAddr>>,
}

#[derive(Clone, Copy)]
struct Failures {
    count: u32,
    last: Instant,
    locked_until: Instant,
}

/// Failures from one address before delays start.
const FREE_PER_ADDRESS: u32 = 5;
/// Failures for one username, from all addresses together, before delays start.
const FREE_PER_USERNAME: u32 = 10;
const MAX_LOCK: Duration = Duration::from_secs(15 * 60);
const FORGET_AFTER: Duration = Duration::from_secs(3600);
/// Records kept before the forgotten ones are swept out.
const MAX_RECORDS: usize = 20_000;

impl Failures {
    fn locked_for(&self, now: Instant) -> Option<Duration> {
        (self.locked_until > now).then(|| self.locked_until - now)
    }

    /// The record after one more failure, and the lock it starts, if any.
    fn add(entry: Option<&Failures>, free: u32, now: Instant) -> (Failures, Option<Duration>) {
        let mut f = match entry.copied() {
            Some(f) if now.duration_since(f.last) < FORGET_AFTER => f,
            _ => Failures { count: 0, last: now, locked_until: now },
        };
        f.count += 1;
        f.last = now;
        let lock = (f.count > free).then(|| {
            let doublings = (f.count - free - 1).min(20);
            Duration::from_secs(1u64 << doublings).min(MAX_LOCK)
        });
        if let Some(lock) = lock {
            f.locked_until = now + lock;
        }
        (f, lock)
    }
}

fn sweep<K: std::hash::Hash + Eq>(map: &mut HashMap<K, Failures>, now: Instant) {
    if map.len() > MAX_RECORDS {
        map.retain(|_, f| now.duration_since(f.last) < FORGET_AFTER || f.locked_until > now);
    }
}

impl Default for SignInThrottle {
    fn default() -> Self {
        SignInThrottle { records: Mutex::new(Throttled::default()) }
    }
}

impl SignInThrottle {
    /// `Err(wait)` while `ip`, or `username` for this `ip`, is locked.
    pub fn check(&self, ip: IpAddr, username: &str, now: Instant) -> Result<(), Duration> {
        let ip = client_key(ip);
        let Ok(r) = self.records.lock() else { return Ok(()) };
        let key = username.to_lowercase();
        let address = r.by_address.get(&ip).and_then(|f| f.locked_for(now));
        let known = r.known.get(&key).is_some_and(|ips| ips.contains(&ip));
        let user = r.by_username.get(&key).filter(|_| !known).and_then(|f| f.locked_for(now));
        match address.max(user) {
            Some(wait) => Err(wait),
            None => Ok(()),
        }
    }

    /// A wrong password (or an unknown username) from `ip`.
    pub fn failed(&self, ip: IpAddr, username: &str, now: Instant) {
        let ip = client_key(ip);
        let Ok(mut r) = self.records.lock() else { return };
        let key = username.to_lowercase();
        sweep(&mut r.by_address, now);
        sweep(&mut r.by_username, now);
        let (f, lock) = Failures::add(r.by_address.get(&ip), FREE_PER_ADDRESS, now);
        if let Some(lock) = lock {
            let n = f.count;
            let client = if ip.is_ipv6() { format!("{ip}/64") } else { ip.to_string() };
            tracing::warn!("sign-in locked for address {client}: {n} failed attempts, next try in {}s", lock.as_secs());
        }
        r.by_address.insert(ip, f);
        let (f, lock) = Failures::add(r.by_username.get(&key), FREE_PER_USERNAME, now);
        if let Some(lock) = lock {
            let n = f.count;
            tracing::warn!(
                "sign-in locked for username {key:?} (except from addresses it signed in from): {n} failed \
                 attempts from all addresses, next try in {}s",
                lock.as_secs()
            );
        }
        r.by_username.insert(key, f);
    }

    /// The right password from `ip`: its address record is cleared and the address is known to
    /// the account from now on. The username's count stays (it decays): signing in does not hand
    /// an attacker a fresh allowance.
    pub fn succeeded(&self, ip: IpAddr, username: &str) {
        let ip = client_key(ip);
        let Ok(mut r) = self.records.lock() else { return };
        r.by_address.remove(&ip);
        if r.known.len() > MAX_RECORDS {
            r.known.clear();
        }
        let ips = r.known.entry(username.to_lowercase()).or_default();
        if !ips.contains(&ip) {
            if ips.len() >= 16 {
                ips.remove(0);
            }
            ips.push(ip);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::V4(std::net::Ipv4Addr::new(203, 0, 113, last))
    }

    #[test]
    fn an_address_is_locked_for_longer_and_longer() {
        let t = SignInThrottle::default();
        let start = Instant::now();
        for _ in 0..FREE_PER_ADDRESS {
            assert_eq!(t.check(ip(1), "admin", start), Ok(()));
            t.failed(ip(1), "admin", start);
        }
        assert_eq!(t.check(ip(1), "admin", start), Ok(()), "the free attempts are not delayed");
        let mut now = start;
        let mut locks = Vec::new();
        for _ in 0..4 {
            t.failed(ip(1), "admin", now);
            let wait = t.check(ip(1), "anyone", now).expect_err("locked for every name");
            locks.push(wait.as_secs());
            now += wait;
            assert_eq!(t.check(ip(1), "admin", now), Ok(()), "free again once the lock is over");
        }
        assert_eq!(locks, [1, 2, 4, 8]);
        assert_eq!(t.check(ip(2), "admin", now), Ok(()), "another address is not held back");
        t.succeeded(ip(1), "admin");
        t.failed(ip(1), "admin", now);
        assert_eq!(t.check(ip(1), "admin", now), Ok(()), "a sign-in starts the address afresh");
    }

    #[test]
    fn a_username_attacked_from_many_addresses_is_locked_except_where_its_admin_signs_in() {
        let t = SignInThrottle::default();
        let now = Instant::now();
        t.succeeded(ip(200), "admin");
        for i in 0..=FREE_PER_USERNAME as u8 {
            t.failed(ip(i + 1), "Admin", now);
        }
        assert!(t.check(ip(100), "admin", now).is_err(), "a fresh address of the attack is held back");
        assert_eq!(t.check(ip(200), "admin", now), Ok(()), "the admin's own address is not");
        assert_eq!(t.check(ip(100), "other", now), Ok(()), "other accounts are not");
        let later = now + FORGET_AFTER + MAX_LOCK;
        assert_eq!(t.check(ip(100), "admin", later), Ok(()));
    }

    #[test]
    fn the_longest_lock_is_bounded() {
        let t = SignInThrottle::default();
        let now = Instant::now();
        for _ in 0..100 {
            t.failed(ip(1), "x", now);
        }
        assert_eq!(t.check(ip(1), "x", now), Err(MAX_LOCK));
    }
}
