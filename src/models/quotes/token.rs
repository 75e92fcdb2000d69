//! The buyer's side of a quote: the private token of `/quote/<token>` (192 random bits), the quote
//! it opens, and the limit on wrong guesses per client address.

use std::net::IpAddr;
use std::time::Duration;

use base64::Engine;
use rand::RngCore;
use rusqlite::{Connection, OptionalExtension};

use super::records::{complete, quote_row, Quote, SELECT_QUOTE};
use crate::edge::limits::PerClient;
use crate::error::ApiError;

/// Misses of the buyer's token a client may make in a minute before it is answered 429.
pub const TOKEN_MISSES_PER_MINUTE: u32 = 20;

/// 192 bits from the operating system's generator, as 32 base64url characters.
pub fn new_token() -> String {
    let mut raw = [0u8; 24];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw)
}

/// Wrong tokens per client (an IPv4 address, an IPv6 /64), in a sliding minute: past
/// [`TOKEN_MISSES_PER_MINUTE`] every by-token call from that client is answered 429. Bounded
/// memory and work per miss however many addresses miss ([`PerClient`]): past its cap of clients
/// a minute, the rest share one count.
pub struct TokenMisses {
    per_minute: u32,
    misses: PerClient,
}

impl Default for TokenMisses {
    fn default() -> Self {
        TokenMisses { per_minute: TOKEN_MISSES_PER_MINUTE, misses: PerClient::new(Duration::from_secs(60)) }
    }
}

impl TokenMisses {
    pub fn blocked(&self, ip: IpAddr) -> bool {
        self.misses.reached(ip, self.per_minute)
    }

    pub fn missed(&self, ip: IpAddr) {
        self.misses.add(ip);
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
