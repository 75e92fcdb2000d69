//! Admins' second factor: time-based one-time codes (RFC 6238: HMAC-SHA1, 6 digits, 30-second
//! steps, the form every authenticator app reads from an `otpauth://` QR code), single-use
//! recovery codes, and the owner's rule that every admin must use one.

use hmac::{Hmac, Mac};
use rand::RngCore;
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use sha1::Sha1;
use sha2::{Digest, Sha256};

use crate::db::now_ms;
use crate::error::ApiError;

/// Seconds per code.
const STEP: i64 = 30;
/// Steps either side of now still accepted: an authenticator whose clock is 30 s off still works.
const DRIFT: i64 = 1;
/// Recovery codes made at once.
pub const RECOVERY_CODES: usize = 10;

/// The code of `secret` at time step `step` (RFC 4226's HOTP, 6 digits).
fn code_at(secret: &[u8], step: i64) -> u32 {
    let mut mac = Hmac::<Sha1>::new_from_slice(secret).expect("HMAC takes a key of any length");
    mac.update(&step.to_be_bytes());
    let digest = mac.finalize().into_bytes();
    let offset = usize::from(digest[19] & 0x0f);
    let value = u32::from_be_bytes([digest[offset] & 0x7f, digest[offset + 1], digest[offset + 2], digest[offset + 3]]);
    value % 1_000_000
}

/// The time step of `ms` milliseconds since 1970.
fn step_of(ms: i64) -> i64 {
    ms.div_euclid(1000).div_euclid(STEP)
}

/// The step whose code `code` is (within the drift allowed), after `last` (a code is taken once).
fn matching_step(secret: &[u8], code: &str, now_ms: i64, last: Option<i64>) -> Option<i64> {
    let code = code.trim().replace(' ', "");
    if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let wanted: u32 = code.parse().ok()?;
    let now = step_of(now_ms);
    (now - DRIFT..=now + DRIFT).find(|&s| last.is_none_or(|l| s > l) && code_at(secret, s) == wanted)
}

/// RFC 4648 base32 without padding, as authenticator apps take a key.
pub fn base32(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    let mut out = String::with_capacity(bytes.len().div_ceil(5) * 8);
    for chunk in bytes.chunks(5) {
        let mut buf = [0u8; 5];
        buf[..chunk.len()].copy_from_slice(chunk);
        let bits = u64::from_be_bytes([0, 0, 0, buf[0], buf[1], buf[2], buf[3], buf[4]]);
        for i in 0..(chunk.len() * 8).div_ceil(5) {
            out.push(ALPHABET[((bits >> (35 - 5 * i)) & 31) as usize] as char);
        }
    }
    out
}

fn code_hash(code: &str) -> Vec<u8> {
    let normal: String = code.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_lowercase();
    Sha256::digest(normal.as_bytes()).to_vec()
}

/// What an authenticator app needs: the key and the `otpauth://` address its QR code carries.
pub struct Setup {
    pub secret: String,
    pub uri: String,
}

/// Starts setting up a second factor for `admin_id` (`username` names it in the app): a new key,
/// kept aside until [`confirm`] takes a code of it. One already on stays on until then.
pub fn start(tx: &Transaction, admin_id: i64, username: &str, issuer: &str) -> Result<Setup, ApiError> {
    let mut key = [0u8; 20];
    rand::rngs::OsRng.fill_bytes(&mut key);
    tx.execute("UPDATE admins SET totp_pending = ?2 WHERE id = ?1", params![admin_id, key.to_vec()])?;
    let secret = base32(&key);
    let label = |s: &str| percent_encoding::utf8_percent_encode(s, percent_encoding::NON_ALPHANUMERIC).to_string();
    let uri = format!(
        "otpauth://totp/{}:{}?secret={secret}&issuer={}&algorithm=SHA1&digits=6&period={STEP}",
        label(issuer),
        label(username),
        label(issuer)
    );
    Ok(Setup { secret, uri })
}

/// Turns the key being set up on when `code` is one of its codes, and answers new recovery codes
/// (replacing any earlier ones); `None` when the code does not match or nothing is being set up.
pub fn confirm(tx: &Transaction, admin_id: i64, code: &str) -> Result<Option<Vec<String>>, ApiError> {
    let pending: Option<Vec<u8>> =
        tx.query_row("SELECT totp_pending FROM admins WHERE id = ?1", [admin_id], |r| r.get(0)).optional()?.flatten();
    let Some(key) = pending else { return Ok(None) };
    let Some(step) = matching_step(&key, code, now_ms(), None) else { return Ok(None) };
    tx.execute(
        "UPDATE admins SET totp_secret = totp_pending, totp_pending = NULL, totp_step = ?2 WHERE id = ?1",
        params![admin_id, step],
    )?;
    Ok(Some(new_recovery_codes(tx, admin_id)?))
}

/// Replaces the admin's recovery codes with [`RECOVERY_CODES`] new ones, answered this once.
pub fn new_recovery_codes(tx: &Transaction, admin_id: i64) -> Result<Vec<String>, ApiError> {
    tx.execute("DELETE FROM recovery_codes WHERE admin_id = ?1", [admin_id])?;
    let mut codes = Vec::with_capacity(RECOVERY_CODES);
    for _ in 0..RECOVERY_CODES {
        // 10 characters of base32 (50 bits), shown as two groups of five
        let mut raw = [0u8; 10];
        rand::rngs::OsRng.fill_bytes(&mut raw);
        let text = base32(&raw)[..10].to_ascii_lowercase();
        let code = format!("{}-{}", &text[..5], &text[5..]);
        tx.execute(
            "INSERT INTO recovery_codes (admin_id, code_hash) VALUES (?1, ?2)",
            params![admin_id, code_hash(&code)],
        )?;
        codes.push(code);
    }
    Ok(codes)
}

/// Whether the admin has a second factor on.
pub fn is_on(conn: &Connection, admin_id: i64) -> Result<bool, ApiError> {
    Ok(conn
        .query_row("SELECT totp_secret IS NOT NULL FROM admins WHERE id = ?1", [admin_id], |r| r.get(0))
        .optional()?
        .unwrap_or(false))
}

/// Whether `code` (a current code of the app, or an unused recovery code) proves the second
/// factor of `admin_id`; a code that does is used up. True when the admin has none on.
pub fn verify(tx: &Transaction, admin_id: i64, code: &str) -> Result<bool, ApiError> {
    let row: Option<(Option<Vec<u8>>, Option<i64>)> = tx
        .query_row("SELECT totp_secret, totp_step FROM admins WHERE id = ?1", [admin_id], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .optional()?;
    let Some((Some(key), last)) = row else { return Ok(true) };
    if let Some(step) = matching_step(&key, code, now_ms(), last) {
        tx.execute("UPDATE admins SET totp_step = ?2 WHERE id = ?1", params![admin_id, step])?;
        return Ok(true);
    }
    let used = tx.execute(
        "DELETE FROM recovery_codes WHERE admin_id = ?1 AND code_hash = ?2",
        params![admin_id, code_hash(code)],
    )?;
    Ok(used == 1)
}

/// Turns the admin's second factor off, with its recovery codes; whether one was on.
pub fn turn_off(tx: &Transaction, admin_id: i64) -> Result<bool, ApiError> {
    tx.execute("DELETE FROM recovery_codes WHERE admin_id = ?1", [admin_id])?;
    let changed = tx.execute(
        "UPDATE admins SET totp_secret = NULL, totp_pending = NULL, totp_step = NULL
         WHERE id = ?1 AND (totp_secret IS NOT NULL OR totp_pending IS NOT NULL)",
        [admin_id],
    )?;
    Ok(changed == 1)
}

/// How many unused recovery codes the admin has.
pub fn recovery_codes_left(conn: &Connection, admin_id: i64) -> Result<i64, ApiError> {
    Ok(conn.query_row("SELECT count(*) FROM recovery_codes WHERE admin_id = ?1", [admin_id], |r| r.get(0))?)
}

/// Whether every admin must use a second factor.
pub fn required(conn: &Connection) -> Result<bool, ApiError> {
    Ok(conn.query_row("SELECT require_second_factor FROM admin_policy WHERE id = 1", [], |r| r.get(0))?)
}

pub fn set_required(tx: &Transaction, on: bool) -> Result<(), ApiError> {
    tx.execute("UPDATE admin_policy SET require_second_factor = ?1 WHERE id = 1", [on])?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B, SHA-1, truncated to 6 digits.
    #[test]
    fn rfc_6238_vectors() {
        let key = b"12345678901234567890";
        for (time, code) in
            [(59, 287082), (1111111109, 81804), (1111111111, 50471), (1234567890, 5924), (2000000000, 279037)]
        {
            assert_eq!(code_at(key, step_of(time * 1000)), code, "at {time}");
        }
    }

    #[test]
    fn base32_rfc_4648() {
        assert_eq!(base32(b""), "");
        assert_eq!(base32(b"f"), "MY");
        assert_eq!(base32(b"fooba"), "MZXW6YTB");
        assert_eq!(base32(b"foobar"), "MZXW6YTBOI");
    }

    #[test]
    fn a_code_is_taken_once_and_within_the_drift() {
        let key = b"12345678901234567890";
        let now = 1_111_111_111_000;
        let code = format!("{:06}", code_at(key, step_of(now)));
        let step = matching_step(key, &code, now, None).unwrap();
        assert_eq!(matching_step(key, &code, now, Some(step)), None);
        assert_eq!(matching_step(key, &code, now + 31_000, None), Some(step));
        assert_eq!(matching_step(key, &code, now + 61_000, None), None);
        assert_eq!(matching_step(key, "12345", now, None), None);
        assert_eq!(matching_step(key, "abcdef", now, None), None);
    }
}
