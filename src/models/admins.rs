//! Admin accounts (argon2id password hashes) and their server-side sessions.
//! Hashing is slow on purpose: call these from blocking threads only.

use std::sync::OnceLock;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use base64::Engine;
use poem_openapi::types::Example;
use poem_openapi::Object;
use rand::RngCore;
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use sha2::{Digest, Sha256};

use unicode_normalization::UnicodeNormalization;

use super::audit::{self, Actor, AuditKind, Target};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::rules::{check_text, is_invisible, Field, Required};

pub const MIN_PASSWORD: usize = 8;

#[derive(Object, Debug, Clone)]
pub struct Admin {
    pub id: i64,
    pub username: String,
}

impl Admin {
    /// The account as the audit log names who acted.
    pub fn actor(&self, address: std::net::IpAddr) -> Actor {
        Actor::admin(self.id, &self.username, address)
    }
}

/// A failed sign-in as the audit log records it: the name that was tried, in the form accounts
/// are stored, so that attempts on one account read alike however they were typed.
pub fn attempt_actor(username: &str, address: std::net::IpAddr) -> Actor {
    let name = normalize_username(username).unwrap_or_else(|_| username.trim().to_owned());
    Actor::attempt(&name, address)
}

#[derive(Object, Debug)]
#[oai(example)]
pub struct Credentials {
    #[oai(validator(
        max_length = 64,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub username: Required<Option<String>>,
    /// A new account's password has at least 8 characters.
    #[oai(validator(max_length = 1024, pattern = r"\S"))]
    pub password: Required<Option<String>>,
    /// For an account with a second factor: the 6 digits the authenticator app shows, or one of
    /// its recovery codes (`abcde-fghij`).
    #[oai(validator(max_length = 32))]
    pub code: Option<String>,
}

impl Example for Credentials {
    fn example() -> Self {
        Credentials {
            username: Field(Some("admin".into())),
            password: Field(Some("correct horse battery".into())),
            code: None,
        }
    }
}

impl Credentials {
    /// Both fields present and non-blank, as the sign-in form requires.
    pub fn require(&self) -> Result<(&str, &str), ApiError> {
        require_pair(&self.username, &self.password)
    }
}

/// A new admin account, as the Admins tab sends it.
#[derive(Object, Debug)]
#[oai(example)]
pub struct NewAdmin {
    #[oai(validator(
        max_length = 64,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub username: Required<Option<String>>,
    /// At least 8 characters besides spaces, and not one of the 10 000 most common passwords
    /// (whatever the letters' case; a list no schema can state).
    #[oai(validator(min_length = 8, max_length = 1024, pattern = r"(\s*\S){8}"))]
    pub password: Required<Option<String>>,
    /// Where notices of sensitive changes reach the new admin (optional).
    pub email: Field<Option<crate::rules::Email>>,
}

impl Example for NewAdmin {
    fn example() -> Self {
        NewAdmin {
            username: Field(Some("farida".into())),
            password: Field(Some("a long passphrase".into())),
            email: Field(None),
        }
    }
}

impl NewAdmin {
    /// Both fields present and non-blank, as the create-admin form requires.
    pub fn require(&self) -> Result<(&str, &str), ApiError> {
        require_pair(&self.username, &self.password)
    }
}

/// The specification's rule and message: `Please fill required fields: Username, Password`.
fn require_pair<'a>(
    username: &'a Required<Option<String>>,
    password: &'a Required<Option<String>>,
) -> Result<(&'a str, &'a str), ApiError> {
    let filled = |v: &'a Required<Option<String>>| v.as_deref().filter(|s| !s.trim().is_empty());
    let missing: Vec<(&str, &str)> =
        [("Username", "username", filled(username)), ("Password", "password", filled(password))]
            .iter()
            .filter(|(_, _, v)| v.is_none())
            .map(|(name, field, _)| (*name, *field))
            .collect();
    match (filled(username), filled(password)) {
        (Some(u), Some(p)) => Ok((u, p)),
        _ => Err(ApiError::required(&missing)),
    }
}

pub fn hash_password(password: &str) -> Result<String, ApiError> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default().hash_password(password.as_bytes(), &salt).map(|h| h.to_string()).map_err(ApiError::internal)
}

fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
}

/// A hash to verify against when the username is unknown, so that both failures take as long.
fn dummy_hash() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| hash_password("not a real password").unwrap_or_default())
}

/// Those of the 10 000 most common passwords long enough to pass the length rule (SecLists; the
/// file keeps only those; source and licence in common-passwords.LICENSE).
fn common_passwords() -> &'static std::collections::HashSet<&'static str> {
    static LIST: OnceLock<std::collections::HashSet<&'static str>> = OnceLock::new();
    LIST.get_or_init(|| {
        include_str!("common-passwords.txt").lines().filter(|p| p.chars().count() >= MIN_PASSWORD).collect()
    })
}

pub fn check_new_password(password: &str) -> Result<(), ApiError> {
    if password.chars().count() < MIN_PASSWORD {
        return Err(ApiError::invalid("password", format!("Password must be at least {MIN_PASSWORD} characters")));
    }
    if password.chars().count() > 1024 {
        return Err(ApiError::invalid("password", "Password is too long"));
    }
    // Spaces are welcome inside a passphrase, but do not make a short password long.
    if password.chars().filter(|c| !c.is_whitespace()).count() < MIN_PASSWORD {
        return Err(ApiError::new(
            ErrorCode::PasswordSpaces,
            format!("Password must have at least {MIN_PASSWORD} characters that are not spaces"),
        )
        .field("password"));
    }
    if common_passwords().contains(password.trim().to_lowercase().as_str()) {
        return Err(ApiError::new(
            ErrorCode::CommonPassword,
            "This password is one of the most common; please choose another",
        )
        .field("password"));
    }
    Ok(())
}

/// The username as it is stored and looked up: NFKC-normalised (full-width and compatibility
/// forms folded) and trimmed, so `" admin"` or `"ａｄｍｉｎ"` cannot sit beside `admin`; invisible
/// and direction-control characters are refused. Checked before any password is hashed.
pub fn normalize_username(username: &str) -> Result<String, ApiError> {
    let name: String = username.nfkc().collect::<String>().trim().to_owned();
    if name.is_empty() {
        return Err(ApiError::required(&[("Username", "username")]));
    }
    check_text("Username", &name, 64, false)?;
    if name.chars().any(|c| is_invisible(c) || (c.is_whitespace() && c != ' ')) {
        return Err(ApiError::new(
            ErrorCode::InvisibleCharacters,
            "Username must not contain invisible or direction-control characters",
        )
        .field("username"));
    }
    Ok(name)
}

/// Creates an account; the password hash is computed by the caller (see [`hash_password`]) so the
/// slow part runs outside the write transaction.
pub fn create(tx: &Transaction, username: &str, password_hash: &str) -> Result<Admin, ApiError> {
    let username = &normalize_username(username)?;
    let taken = tx.query_row("SELECT 1 FROM admins WHERE username = ?1", [username], |_| Ok(())).optional()?.is_some();
    if taken {
        return Err(ApiError::new(ErrorCode::AlreadyExists, "Username already exists").field("username"));
    }
    tx.execute(
        "INSERT INTO admins (username, password_hash, created_at) VALUES (?1, ?2, ?3)",
        params![username, password_hash, now_ms()],
    )?;
    Ok(Admin { id: tx.last_insert_rowid(), username: username.to_owned() })
}

/// [`create`], recorded in the audit log as done by `who`.
pub fn create_audited(tx: &Transaction, who: &Actor, username: &str, password_hash: &str) -> Result<Admin, ApiError> {
    let admin = create(tx, username, password_hash)?;
    audit::record(tx, who, AuditKind::AdminCreate, Target::new(admin.id, &admin.username), &[])?;
    Ok(admin)
}

/// Sets an account's password (recorded in the audit log as done by `who`).
pub fn set_password(tx: &Transaction, who: &Actor, username: &str, password_hash: &str) -> Result<(), ApiError> {
    let username = &normalize_username(username)?;
    let (id, username): (i64, String) = tx
        .query_row("SELECT id, username FROM admins WHERE username = ?1", [username], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?
        .ok_or_else(|| ApiError::not_found("Admin not found"))?;
    tx.execute("UPDATE admins SET password_hash = ?2 WHERE id = ?1", params![id, password_hash])?;
    // a new password ends every session opened with the old one
    tx.execute("DELETE FROM sessions WHERE admin_id = ?1", [id])?;
    audit::record(tx, who, AuditKind::AdminPassword, Target::new(id, &username), &[])
}

/// Removes an account and its sessions; the last account cannot be removed.
pub fn delete(tx: &Transaction, id: i64) -> Result<(), ApiError> {
    let exists = tx.query_row("SELECT 1 FROM admins WHERE id = ?1", [id], |_| Ok(())).optional()?;
    if exists.is_none() {
        return Err(ApiError::not_found("Admin not found"));
    }
    let count: i64 = tx.query_row("SELECT count(*) FROM admins", [], |r| r.get(0))?;
    if count <= 1 {
        return Err(ApiError::new(ErrorCode::LastAdmin, "Cannot remove the last admin"));
    }
    tx.execute("DELETE FROM admins WHERE id = ?1", [id])?;
    Ok(())
}

pub fn list(conn: &Connection) -> Result<Vec<Admin>, ApiError> {
    let mut stmt = conn.prepare_cached("SELECT id, username FROM admins ORDER BY id")?;
    let admins = stmt.query_map([], |r| Ok(Admin { id: r.get(0)?, username: r.get(1)? }))?.collect::<Result<_, _>>()?;
    Ok(admins)
}

/// An account as the Admins list shows it.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct AdminAccount {
    pub id: i64,
    pub username: String,
    /// Where notices of sensitive changes reach this admin.
    pub email: Option<String>,
    /// Signs in with a second factor.
    pub second_factor: bool,
}

pub fn accounts(conn: &Connection) -> Result<Vec<AdminAccount>, ApiError> {
    let mut stmt =
        conn.prepare_cached("SELECT id, username, email, totp_secret IS NOT NULL FROM admins ORDER BY id")?;
    let rows = stmt.query_map([], |r| {
        Ok(AdminAccount { id: r.get(0)?, username: r.get(1)?, email: r.get(2)?, second_factor: r.get(3)? })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// The address notices reach admin `id` at.
pub fn email(conn: &Connection, id: i64) -> Result<Option<String>, ApiError> {
    Ok(conn.query_row("SELECT email FROM admins WHERE id = ?1", [id], |r| r.get(0)).optional()?.flatten())
}

pub fn set_email(tx: &Transaction, id: i64, email: Option<&str>) -> Result<(), ApiError> {
    tx.execute("UPDATE admins SET email = ?2 WHERE id = ?1", params![id, email])?;
    Ok(())
}

/// The id of the account named `username`.
pub fn id_of(conn: &Connection, username: &str) -> Result<Option<i64>, ApiError> {
    let username = normalize_username(username)?;
    Ok(conn.query_row("SELECT id FROM admins WHERE username = ?1", [username], |r| r.get(0)).optional()?)
}

pub fn count(conn: &Connection) -> Result<i64, ApiError> {
    Ok(conn.query_row("SELECT count(*) FROM admins", [], |r| r.get(0))?)
}

/// The account whose password matches, if any. Slow (argon2) whether or not the user exists.
pub fn authenticate(conn: &Connection, username: &str, password: &str) -> Result<Option<Admin>, ApiError> {
    let found: Option<(i64, String, String)> = conn
        .query_row("SELECT id, username, password_hash FROM admins WHERE username = ?1", [username], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .optional()?;
    match found {
        Some((id, username, hash)) if verify_password(password, &hash) => Ok(Some(Admin { id, username })),
        Some(_) => Ok(None),
        None => {
            verify_password(password, dummy_hash());
            Ok(None)
        }
    }
}

fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

/// Opens a session and returns its token (only its hash is stored).
pub fn open_session(tx: &Transaction, admin_id: i64, ttl_secs: u64) -> Result<String, ApiError> {
    let mut raw = [0u8; 32];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    let token = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw);
    let now = now_ms();
    tx.execute("DELETE FROM sessions WHERE expires_at <= ?1", [now])?;
    tx.execute(
        "INSERT INTO sessions (token_hash, admin_id, created_at, expires_at, confirmed_at) VALUES (?1, ?2, ?3, ?4, ?3)",
        params![token_hash(&token), admin_id, now, now + (ttl_secs as i64).saturating_mul(1000)],
    )?;
    Ok(token)
}

/// The admin a live session token belongs to.
pub fn session_admin(conn: &Connection, token: &str) -> Result<Option<Admin>, ApiError> {
    Ok(session(conn, token)?.map(|(admin, _)| admin))
}

/// The admin a live session token belongs to, and when they last entered their password in it
/// (ms since 1970).
pub fn session(conn: &Connection, token: &str) -> Result<Option<(Admin, i64)>, ApiError> {
    if token.len() > 128 {
        return Ok(None);
    }
    let mut stmt = conn.prepare_cached(
        "SELECT a.id, a.username, s.confirmed_at FROM sessions s JOIN admins a ON a.id = s.admin_id
         WHERE s.token_hash = ?1 AND s.expires_at > ?2",
    )?;
    Ok(stmt
        .query_row(params![token_hash(token), now_ms()], |r| {
            Ok((Admin { id: r.get(0)?, username: r.get(1)? }, r.get(2)?))
        })
        .optional()?)
}

/// Notes that the admin of this session has just entered their password (and second factor).
pub fn confirm_session(tx: &Transaction, token: &str) -> Result<(), ApiError> {
    tx.execute("UPDATE sessions SET confirmed_at = ?2 WHERE token_hash = ?1", params![token_hash(token), now_ms()])?;
    Ok(())
}

pub fn close_session(tx: &Transaction, token: &str) -> Result<(), ApiError> {
    tx.execute("DELETE FROM sessions WHERE token_hash = ?1", [token_hash(token)])?;
    Ok(())
}

/// A random password for a new account, printed once to the console.
pub fn random_password() -> String {
    let mut raw = [0u8; 15];
    rand::rngs::OsRng.fill_bytes(&mut raw);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(raw)
}
