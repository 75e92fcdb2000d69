//! The buyer's side of a quote: the private token of `/quote/<token>` (192 random bits), the quote
//! it opens, and the limit on wrong guesses per client address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use base64::Engine;
use rand::RngCore;
use rusqlite::{Connection, OptionalExtension};

use super::records::{complete, quote_row, Quote, SELECT_QUOTE};
use crate::error::ApiError;

/// Misses of the buyer's token a client may make in a minute before it is answered 429.
pub const TOKEN_MISSES_PER_MINUTE: u32 = 20;

/// 192 bits from the operating system's generator, as 32 base64url characters.
pub fn new_token() -> String {
    let mut raw = [0u8; 24];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw)
}

/// Wrong tokens per client address, per minute: past [`TOKEN_MISSES_PER_MINUTE`] every by-token
/// call from that address is answered 429 until the minute is over.
pub struct TokenMisses {
    per_minute: u32,
    misses: Mutex<HashMap<IpAddr, (u32, Instant)>>,
}

impl Default for TokenMisses {
    fn default() -> Self {
        TokenMisses { per_minute: TOKEN_MISSES_PER_MINUTE, misses: Mutex::new(HashMap::new()) }
    }
}

impl TokenMisses {
    const WINDOW: Duration = Duration::from_secs(60);

    pub fn blocked(&self, ip: IpAddr) -> bool {
        let Ok(m) = self.misses.lock() else { return false };
        m.get(&ip).is_some_and(|(n, since)| *n >= self.per_minute && since.elapsed() < Self::WINDOW)
    }

    pub fn missed(&self, ip: IpAddr) {
        let Ok(mut m) = self.misses.lock() else { return };
        if m.len() > 50_000 {
            m.retain(|_, (_, since)| since.elapsed() < Self::WINDOW);
        }
        let entry = m.entry(ip).or_insert((0, Instant::now()));
        if entry.1.elapsed() >= Self::WINDOW {
            *entry = (0, Instant::now());
        }
        entry.0 += 1;
    }
}

/// The quote of a buyer's token: any miss is the same 404.
pub fn by_token(conn: &Connection, token: &str, today: time::Date) -> Result<Quote, ApiError> {
    let q = conn
        .prepare_cached(&format!("{SELECT_QUOTE} WHERE token = ?1"))?
        .query_row([token], quote_row)
        .optional()?
        .ok_or_else(|| ApiError::not_found("Not found"))?;
    complete(conn, q, today)
}
