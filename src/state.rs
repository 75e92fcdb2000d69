//! What the running site shares between requests: the database, the settings, the cached JSON
//! answers, the per-address rate limits and the bound on password hashing.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use bytes::Bytes;
use poem::Request;

use crate::config::ServeConfig;
use crate::db::Db;
use crate::error::ApiError;

/// Everything a request may need, shared by all handlers.
pub struct AppState {
    pub db: Db,
    pub config: ServeConfig,
    /// The serialized product list, the hottest public read, rebuilt after product changes.
    pub products_json: JsonCache<()>,
    /// The last analytics answer, by time-zone offset and local date; dropped on order or
    /// product changes.
    pub analytics_json: JsonCache<(i32, String)>,
    pub login_limiter: RateLimiter,
    pub order_limiter: RateLimiter,
    /// Bounds concurrent argon2 work (each hash takes ~19 MiB and real CPU time).
    pub hashing: tokio::sync::Semaphore,
    /// Counts changes to anything the public pages show (every successful API write): a cached
    /// page written at an older count is stale.
    site_version: AtomicU64,
}

impl AppState {
    pub fn new(db: Db, config: ServeConfig) -> Arc<AppState> {
        Arc::new(AppState {
            db,
            login_limiter: RateLimiter::per_minute(config.login_limit),
            order_limiter: RateLimiter::per_minute(config.order_limit),
            config,
            products_json: JsonCache::default(),
            analytics_json: JsonCache::default(),
            hashing: tokio::sync::Semaphore::new(2),
            site_version: AtomicU64::new(0),
        })
    }

    /// After any change to products or their stock: both cached answers depend on them.
    pub fn products_changed(&self) {
        self.products_json.invalidate();
        self.analytics_json.invalidate();
    }

    pub fn site_changed(&self) {
        self.site_version.fetch_add(1, Ordering::SeqCst);
    }

    pub fn site_version(&self) -> u64 {
        self.site_version.load(Ordering::SeqCst)
    }

    /// The public product list as GET /api/products answers it, from its cache.
    pub async fn product_list_json(&self) -> Result<Bytes, ApiError> {
        let db = self.db.clone();
        self.products_json
            .get_or_build((), || async move {
                let list = db.read(crate::models::products::list).await?;
                Ok(poem_openapi::types::ToJSON::to_json_string(&list).into())
            })
            .await
    }

    /// The address a request comes from, as the rate limits count it.
    pub fn client_ip(&self, req: &Request) -> IpAddr {
        client_ip(req, &self.config.trusted_proxies)
    }
}

/// A cached JSON answer for one key, dropped whenever the data behind it changes. The generation
/// counter keeps a reader that raced a writer from storing what it read before the write.
pub struct JsonCache<K> {
    generation: AtomicU64,
    cached: Mutex<Option<(u64, K, Bytes)>>,
}

impl<K> Default for JsonCache<K> {
    fn default() -> Self {
        JsonCache { generation: AtomicU64::new(0), cached: Mutex::new(None) }
    }
}

impl<K: PartialEq + Clone> JsonCache<K> {
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
        if let Ok(mut c) = self.cached.lock() {
            *c = None;
        }
    }

    pub async fn get_or_build<F, Fut>(&self, key: K, build: F) -> Result<Bytes, ApiError>
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Result<Bytes, ApiError>>,
    {
        let generation = self.generation.load(Ordering::SeqCst);
        if let Some((g, k, bytes)) = self.cached.lock().ok().and_then(|c| c.clone()) {
            if g == generation && k == key {
                return Ok(bytes);
            }
        }
        let bytes = build().await?;
        if let Ok(mut c) = self.cached.lock() {
            if self.generation.load(Ordering::SeqCst) == generation {
                *c = Some((generation, key, bytes.clone()));
            }
        }
        Ok(bytes)
    }
}

/// The address a request comes from. `X-Forwarded-For` is believed only when the connection
/// comes from a configured proxy; then the rightmost address that is not a proxy is the client.
pub fn client_ip(req: &Request, trusted_proxies: &[IpAddr]) -> IpAddr {
    let peer = req.remote_addr().as_socket_addr().map(|a| a.ip()).unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    if !trusted_proxies.contains(&peer) {
        return peer;
    }
    req.headers()
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|a| a.trim().parse::<IpAddr>().ok())
        .rev()
        .find(|a| !trusted_proxies.contains(a))
        .unwrap_or(peer)
}

/// A token bucket per client address: `per_minute` requests a minute, in bursts of as many.
pub struct RateLimiter {
    per_minute: u32,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl RateLimiter {
    /// `per_minute == 0` allows everything.
    pub fn per_minute(per_minute: u32) -> RateLimiter {
        RateLimiter { per_minute, buckets: Mutex::new(HashMap::new()) }
    }

    pub fn allow(&self, ip: IpAddr) -> bool {
        if self.per_minute == 0 {
            return true;
        }
        let capacity = f64::from(self.per_minute);
        let refill_per_sec = capacity / 60.0;
        let now = Instant::now();
        let Ok(mut buckets) = self.buckets.lock() else { return true };
        if buckets.len() > 50_000 {
            // forget addresses whose buckets are full again
            buckets.retain(|_, (tokens, at)| *tokens + at.elapsed().as_secs_f64() * refill_per_sec < capacity);
        }
        let (tokens, at) = buckets.entry(ip).or_insert((capacity, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * refill_per_sec).min(capacity);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            true
        } else {
            false
        }
    }
}
