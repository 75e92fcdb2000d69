//! Counting what each client does within a time window, in bounded memory and bounded work: the
//! per-address limits (sign-ins, orders and inquiries, wrong quote tokens, a buyer's questions)
//! all count through [`PerClient`]. A client is an IPv4 address or an IPv6 /64
//! ([`super::peer::client_key`]), whatever address of it a request comes from.
//!
//! Two generations of counts, each one window long: the current one, and the one before it. A
//! client's count is the current generation's plus the share of the previous one that still lies
//! within a window of now (a sliding window, estimated as Cloudflare's limiter does). When the
//! current window is over, the previous generation is dropped whole and the current becomes the
//! previous: no sweep over the addresses, ever. Each generation holds at most `cap` clients;
//! clients that find it full share one count (the overflow) until the next window, so a flood of
//! new addresses costs a constant amount of memory and of work per request, and is limited
//! together rather than not at all.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::peer::client_key;

/// Clients one generation holds apart, unless told otherwise: about 2 MB a generation.
pub const CLIENTS_PER_WINDOW: usize = 65_536;

/// Counts per client within a sliding window (see the module's text).
pub struct PerClient {
    window: Duration,
    cap: usize,
    generations: Mutex<Generations>,
}

struct Generations {
    /// When the current generation started.
    started: Instant,
    current: Generation,
    previous: Generation,
}

#[derive(Default)]
struct Generation {
    counts: HashMap<IpAddr, u32>,
    /// What the clients that found `counts` full did, together.
    overflow: u32,
}

impl Generation {
    /// The count of `key` here: its own, or the overflow's for a client this generation had no
    /// room for.
    fn of(&self, key: &IpAddr, cap: usize) -> u32 {
        match self.counts.get(key) {
            Some(n) => *n,
            None if self.counts.len() >= cap => self.overflow,
            None => 0,
        }
    }

    fn add(&mut self, key: IpAddr, cap: usize) {
        let len = self.counts.len();
        match self.counts.get_mut(&key) {
            Some(n) => *n = n.saturating_add(1),
            None if len >= cap => self.overflow = self.overflow.saturating_add(1),
            None => {
                self.counts.insert(key, 1);
            }
        }
    }
}

impl PerClient {
    /// Counts within `window`, at most [`CLIENTS_PER_WINDOW`] clients a generation.
    pub fn new(window: Duration) -> PerClient {
        PerClient::with_cap(window, CLIENTS_PER_WINDOW)
    }

    /// Counts within `window`, at most `cap` clients a generation (at least 1).
    pub fn with_cap(window: Duration, cap: usize) -> PerClient {
        let generations =
            Generations { started: Instant::now(), current: Generation::default(), previous: Generation::default() };
        PerClient { window, cap: cap.max(1), generations: Mutex::new(generations) }
    }

    fn lock(&self, now: Instant) -> std::sync::MutexGuard<'_, Generations> {
        let mut g = self.generations.lock().unwrap_or_else(|e| e.into_inner());
        let elapsed = now.saturating_duration_since(g.started);
        if elapsed >= self.window {
            if elapsed >= self.window * 2 {
                g.previous = Generation::default();
            } else {
                g.previous = std::mem::take(&mut g.current);
            }
            g.current = Generation::default();
            // windows follow each other: the new one starts where the last ended
            let windows = (elapsed.as_nanos() / self.window.as_nanos().max(1)) as u32;
            g.started += self.window * windows;
        }
        g
    }

    /// What `ip`'s client did within a window of `now`: the current generation's count, and the
    /// part of the previous one's that the sliding window still covers.
    fn estimate(&self, g: &Generations, key: &IpAddr, now: Instant) -> f64 {
        let into = now.saturating_duration_since(g.started).as_secs_f64() / self.window.as_secs_f64().max(1e-9);
        let previous = f64::from(g.previous.of(key, self.cap)) * (1.0 - into.min(1.0));
        previous + f64::from(g.current.of(key, self.cap))
    }

    /// Whether `ip`'s client has done `limit` or more within the window.
    pub fn reached(&self, ip: IpAddr, limit: u32) -> bool {
        self.reached_at(ip, limit, Instant::now())
    }

    fn reached_at(&self, ip: IpAddr, limit: u32, now: Instant) -> bool {
        let key = client_key(ip);
        let g = self.lock(now);
        self.estimate(&g, &key, now) >= f64::from(limit)
    }

    /// Counts one more for `ip`'s client.
    pub fn add(&self, ip: IpAddr) {
        self.add_at(ip, Instant::now());
    }

    fn add_at(&self, ip: IpAddr, now: Instant) {
        let key = client_key(ip);
        self.lock(now).current.add(key, self.cap);
    }

    /// Counts one more for `ip`'s client unless it has reached `limit` within the window: whether
    /// it may go ahead.
    pub fn take(&self, ip: IpAddr, limit: u32) -> bool {
        self.take_at(ip, limit, Instant::now())
    }

    fn take_at(&self, ip: IpAddr, limit: u32, now: Instant) -> bool {
        let key = client_key(ip);
        let mut g = self.lock(now);
        if self.estimate(&g, &key, now) >= f64::from(limit) {
            return false;
        }
        g.current.add(key, self.cap);
        true
    }

    /// Clients held apart in the two generations (for tests: never more than twice the cap).
    pub fn clients(&self) -> usize {
        let g = self.lock(Instant::now());
        g.current.counts.len() + g.previous.counts.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v4(n: u32) -> IpAddr {
        IpAddr::V4(n.into())
    }

    #[test]
    fn a_client_is_limited_within_a_sliding_window() {
        let limits = PerClient::new(Duration::from_secs(60));
        let start = limits.generations.lock().unwrap().started;
        for _ in 0..20 {
            assert!(limits.take_at(v4(1), 20, start));
        }
        assert!(!limits.take_at(v4(1), 20, start), "the 21st within the minute");
        assert!(limits.take_at(v4(2), 20, start), "another address is not held back");
        // half a window later only part of the first window still counts
        let later = start + Duration::from_secs(90);
        assert!(limits.reached_at(v4(1), 20, start + Duration::from_secs(59)));
        assert!(!limits.reached_at(v4(1), 20, later));
        for _ in 0..10 {
            assert!(limits.take_at(v4(1), 20, later));
        }
        assert!(!limits.take_at(v4(1), 20, later), "10 of the last window still count, and 10 of this one");
        assert!(!limits.reached_at(v4(1), 1, start + Duration::from_secs(241)), "forgotten two windows on");
    }

    #[test]
    fn an_ipv6_client_is_counted_by_its_64() {
        let limits = PerClient::new(Duration::from_secs(60));
        for i in 0..20u16 {
            let ip: IpAddr = format!("2001:db8:7:9:{i:x}::1").parse().unwrap();
            assert!(limits.take(ip, 20));
        }
        assert!(!limits.take("2001:db8:7:9:ffff:1:2:3".parse().unwrap(), 20), "the same /64");
        assert!(limits.take("2001:db8:7:a::1".parse().unwrap(), 20), "the next /64 is another client");
        assert!(!limits.take("::ffff:192.0.2.1".parse().unwrap(), 0));
    }

    /// However many addresses miss, the memory is bounded by the cap and each call does a bounded
    /// amount of work: the time per call with the generations full is that of a call with few
    /// clients (the old limiter swept its whole map on every call past 50 000 addresses).
    #[test]
    fn memory_and_work_stay_bounded_whatever_the_number_of_addresses() {
        let cap = 50_000;
        let limits = PerClient::with_cap(Duration::from_secs(3600), cap);
        let time_of = |from: u32, n: u32| {
            let start = Instant::now();
            for i in from..from + n {
                limits.add(v4(i));
                let _ = limits.reached(v4(i), 20);
            }
            start.elapsed() / n
        };
        // the best of three runs each, and a margin wide enough for a loaded machine (a run took
        // 30 µs against 2 µs there): a sweep of the whole map took milliseconds a call
        let few = (0..3).map(|k| time_of(k * 2_000, 2_000)).min().unwrap();
        time_of(6_000, 60_000);
        assert!(limits.clients() <= 2 * cap, "{} clients held", limits.clients());
        let many = (0..3).map(|k| time_of(1_000_000 + k * 20_000, 20_000)).min().unwrap();
        assert!(limits.clients() <= 2 * cap, "{} clients held", limits.clients());
        assert!(many < few * 10 + Duration::from_micros(100), "{many:?} a call with the cap reached, {few:?} with few");
    }

    #[test]
    fn the_clients_a_full_generation_has_no_room_for_are_limited_together() {
        let limits = PerClient::with_cap(Duration::from_secs(60), 3);
        for i in 0..3 {
            assert!(limits.take(v4(i), 5));
        }
        for i in 3..8 {
            assert!(limits.take(v4(i), 5), "the overflow's allowance");
        }
        assert!(!limits.take(v4(100), 5), "spent by the others beyond the cap");
        assert!(limits.take(v4(0), 5), "a client held apart keeps its own count");
        assert_eq!(limits.clients(), 3);
    }
}
