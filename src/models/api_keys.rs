//! API keys: what integrators' scripts sign their calls with instead of a session cookie (sent
//! as `Authorization: Bearer site_...`). Made, listed and revoked by a signed-in admin; a key
//! acts for the account that made it, reading only or reading and writing.

use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use base64::Engine;
use poem_openapi::types::Example;
use poem_openapi::Object;
use rand::RngCore;
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use sha2::{Digest, Sha256};

use super::admins::Admin;
use super::audit::{self, Actor, AuditKind, Change, Target};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::rules::{check_text, is_invisible, rfc3339, text_enum, Field, Required};

/// Every key begins so: a person, a log scanner or a secret scanner can tell what it is.
pub const PREFIX: &str = "site_";
/// How much of a key the list shows to tell keys apart (the prefix and 7 random characters).
const SHOWN: usize = PREFIX.len() + 7;

text_enum!(
    /// What a key may do: `read` calls only `GET` operations, `readWrite` every operation an
    /// admin session may call except the sensitive ones (accounts, keys, bank details, the site's
    /// address, mail settings, backups); `backup` only downloads backups (`GET /api/backup`,
    /// `GET /api/backups/{name}`), for an off-site copy made by a script.
    KeyAccess {
        Read => "read",
        ReadWrite => "readWrite",
        Backup => "backup",
    }
);

/// A key as the list shows it: never the key itself.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct ApiKey {
    pub id: i64,
    pub name: String,
    pub access: KeyAccess,
    /// The key's first characters (`site_` and 7 more), to tell keys apart.
    pub prefix: String,
    /// When it was made (RFC 3339, UTC).
    pub created_at: String,
    /// The account that made it, and for which it acts.
    pub created_by: String,
    /// When it was last used, to the minute (RFC 3339, UTC); absent if never.
    pub last_used_at: Option<String>,
}

/// A key just made: the only answer that carries the key itself.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase")]
pub struct CreatedApiKey {
    #[oai(flatten)]
    pub key: ApiKey,
    /// The key, shown this once: only its hash is kept.
    pub secret: String,
}

/// A new key, as the Users tab sends it.
#[derive(Object, Debug)]
#[oai(example)]
pub struct NewApiKey {
    /// A name people recognise (what uses it), unique among the keys: at most 64 characters, no
    /// control characters, and none that shows nothing or turns the text around; spaces around it
    /// are dropped (and not counted).
    #[oai(validator(
        // Exactly what `check_name` accepts, spelled as the company profile's file name is (see
        // `content::ProfileUpload`).
        pattern = "^[\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u2028-\\u202E\
                   \\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}\
                   \\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]\
                   (?:[^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u2028-\\u202E\
                   \\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]{0,62}\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u2028-\\u202E\
                   \\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}\
                   \\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000])?\
                   [\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$"
    ))]
    pub name: Required<Option<String>>,
    pub access: KeyAccess,
}

impl Example for NewApiKey {
    fn example() -> Self {
        NewApiKey { name: Field(Some("Stock sync".into())), access: KeyAccess::ReadWrite }
    }
}

/// The key a bearer token opens, as the auth layer needs it.
#[derive(Debug, Clone)]
pub struct KeyHolder {
    pub id: i64,
    pub name: String,
    pub access: KeyAccess,
    /// The account the key acts for.
    pub admin: Admin,
}

impl KeyHolder {
    /// The key as the audit log names who acted: `key 3 (Stock sync)`, not an account's name.
    pub fn actor(&self, address: std::net::IpAddr) -> Actor {
        Actor { admin_id: None, username: format!("key {} ({})", self.id, self.name), address: address.to_string() }
    }
}

/// How often a key's use is written down: its last-used time at most once a minute, and a read
/// in the audit log at most once an hour (a script polling every few seconds would otherwise
/// bury the log; each write is logged, by the change's own entry and an `apiKey.use` entry).
const LAST_USED_STEP: Duration = Duration::from_secs(60);
const READ_LOG_STEP: Duration = Duration::from_secs(3600);

/// When each key's use was last written down, by key id.
#[derive(Default)]
pub struct KeyUses(Mutex<HashMap<i64, Noted>>);

#[derive(Clone, Copy)]
struct Noted {
    used: Instant,
    read_logged: Option<Instant>,
}

impl KeyUses {
    /// For a use of key `id` at `now`: whether to write its last-used time, and whether to log
    /// the call in the audit log (a write always; a read once an hour).
    pub fn due(&self, id: i64, write: bool, now: Instant) -> (bool, bool) {
        let mut noted = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let before = noted.get(&id).copied();
        let touch = write || before.is_none_or(|n| now.duration_since(n.used) >= LAST_USED_STEP);
        let log_read =
            !write && before.and_then(|n| n.read_logged).is_none_or(|t| now.duration_since(t) >= READ_LOG_STEP);
        let entry = noted.entry(id).or_insert(Noted { used: now, read_logged: None });
        if touch {
            entry.used = now;
        }
        if log_read {
            entry.read_logged = Some(now);
        }
        (touch, write || log_read)
    }
}

// The key has 256 random bits, so a single unsalted SHA-256 is as strong as a slow hash here:
// argon2 exists to slow the guessing of low-entropy passwords, and nobody can enumerate 2^256
// candidates whatever the hash costs. A fast hash also keeps each API call's lookup cheap.
fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

fn check_name(name: &str) -> Result<String, ApiError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(ApiError::required(&[("Name", "name")]));
    }
    check_text("Name", name, 64, false)?;
    if name.chars().any(is_invisible) {
        return Err(ApiError::new(
            ErrorCode::InvisibleCharacters,
            "Name must not contain invisible or direction-control characters",
        ));
    }
    Ok(name.to_owned())
}

/// Makes a key for `admin` and records it; answers the key with its secret (shown once).
pub fn create(tx: &Transaction, who: &Actor, admin: &Admin, new: &NewApiKey) -> Result<CreatedApiKey, ApiError> {
    let name = check_name(new.name.as_deref().unwrap_or(""))?;
    let taken = tx.query_row("SELECT 1 FROM api_keys WHERE name = ?1", [&name], |_| Ok(())).optional()?.is_some();
    if taken {
        return Err(ApiError::new(ErrorCode::AlreadyExists, "A key with this name already exists").field("name"));
    }
    let mut raw = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    let secret = format!("{PREFIX}{}", base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw));
    let now = now_ms();
    let can_write = new.access == KeyAccess::ReadWrite;
    let for_backups = new.access == KeyAccess::Backup;
    tx.execute(
        "INSERT INTO api_keys (name, token_hash, prefix, can_write, admin_id, created_at, for_backups)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![name, token_hash(&secret), &secret[..SHOWN], can_write, admin.id, now, for_backups],
    )?;
    let id = tx.last_insert_rowid();
    let change = Change::set("access", new.access.as_str());
    audit::record(tx, who, AuditKind::ApiKeyCreate, Target::new(id, &name), &[change])?;
    let key = ApiKey {
        id,
        name,
        access: new.access,
        prefix: secret[..SHOWN].to_owned(),
        created_at: rfc3339(now),
        created_by: admin.username.clone(),
        last_used_at: None,
    };
    Ok(CreatedApiKey { key, secret })
}

/// Every key, oldest first.
pub fn list(conn: &Connection) -> Result<Vec<ApiKey>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT k.id, k.name, k.can_write, k.prefix, k.created_at, a.username, k.last_used_at, k.for_backups
         FROM api_keys k JOIN admins a ON a.id = k.admin_id ORDER BY k.id",
    )?;
    let keys = stmt
        .query_map([], |r| {
            Ok(ApiKey {
                id: r.get(0)?,
                name: r.get(1)?,
                access: access(r.get(2)?, r.get(7)?),
                prefix: r.get(3)?,
                created_at: rfc3339(r.get(4)?),
                created_by: r.get(5)?,
                last_used_at: r.get::<_, Option<i64>>(6)?.map(rfc3339),
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok(keys)
}

/// Revokes a key: it opens nothing from now on. Recorded in the audit log; answers its name.
pub fn revoke(tx: &Transaction, who: &Actor, id: i64) -> Result<String, ApiError> {
    let name: String = tx
        .query_row("SELECT name FROM api_keys WHERE id = ?1", [id], |r| r.get(0))
        .optional()?
        .ok_or_else(|| ApiError::not_found("API key not found"))?;
    tx.execute("DELETE FROM api_keys WHERE id = ?1", [id])?;
    audit::record(tx, who, AuditKind::ApiKeyRevoke, Target::new(id, &name), &[])?;
    Ok(name)
}

/// A key's access from its two columns.
fn access(can_write: bool, for_backups: bool) -> KeyAccess {
    match (can_write, for_backups) {
        (_, true) => KeyAccess::Backup,
        (true, false) => KeyAccess::ReadWrite,
        (false, false) => KeyAccess::Read,
    }
}

/// The key `token` is, if it is a live one.
pub fn holder(conn: &Connection, token: &str) -> Result<Option<KeyHolder>, ApiError> {
    // A key is 48 characters; anything far longer is no key, and is not hashed.
    if !token.starts_with(PREFIX) || token.len() > 128 {
        return Ok(None);
    }
    let mut stmt = conn.prepare_cached(
        "SELECT k.id, k.name, k.can_write, a.id, a.username, k.for_backups FROM api_keys k
         JOIN admins a ON a.id = k.admin_id
         WHERE k.token_hash = ?1",
    )?;
    Ok(stmt
        .query_row([token_hash(token)], |r| {
            Ok(KeyHolder {
                id: r.get(0)?,
                name: r.get(1)?,
                access: access(r.get(2)?, r.get(5)?),
                admin: Admin { id: r.get(3)?, username: r.get(4)? },
            })
        })
        .optional()?)
}

/// Notes a use of the key: its last-used time, and (`audited`) an `apiKey.use` entry naming the
/// call. A key revoked in between is left alone.
pub fn note_use(
    tx: &Transaction,
    key: &KeyHolder,
    address: std::net::IpAddr,
    call: Option<&str>,
) -> Result<(), ApiError> {
    tx.prepare_cached("UPDATE api_keys SET last_used_at = ?2 WHERE id = ?1")?.execute(params![key.id, now_ms()])?;
    if let Some(call) = call {
        let target = Target::new(key.id, &key.name);
        audit::record(tx, &key.actor(address), AuditKind::ApiKeyUse, target, &[Change::set("call", call)])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_keys_reads_are_noted_at_most_once_a_minute_and_logged_once_an_hour() {
        let uses = KeyUses::default();
        let t0 = Instant::now();
        let at = |secs: u64| t0 + Duration::from_secs(secs);
        assert_eq!(uses.due(1, false, at(0)), (true, true), "the first read: last used, and logged");
        assert_eq!(uses.due(1, false, at(30)), (false, false));
        assert_eq!(uses.due(2, false, at(30)), (true, true), "each key on its own");
        assert_eq!(uses.due(1, false, at(60)), (true, false), "a minute on: last used again");
        assert_eq!(uses.due(1, true, at(61)), (true, true), "a write: always both");
        assert_eq!(uses.due(1, false, at(62)), (false, false));
        assert_eq!(uses.due(1, false, at(3600)), (true, true), "an hour after the first logged read");
    }
}
