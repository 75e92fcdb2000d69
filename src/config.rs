//! Settings of the running server, from command-line flags or `SITE_*` environment variables.

use std::net::IpAddr;
use std::path::PathBuf;

use clap::Args;

use crate::db::Sync;

pub const LETS_ENCRYPT: &str = "https://acme-v02.api.letsencrypt.org/directory";
pub const LETS_ENCRYPT_STAGING: &str = "https://acme-staging-v02.api.letsencrypt.org/directory";

/// A host name as a certificate names it: lower case letters, digits, hyphens and dots.
fn parse_domain(s: &str) -> Result<String, String> {
    let name = s.trim().trim_end_matches('.').to_ascii_lowercase();
    let label_ok = |l: &str| {
        !l.is_empty()
            && l.len() <= 63
            && !l.starts_with('-')
            && !l.ends_with('-')
            && l.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
    };
    if name.len() > 253 || !name.contains('.') || !name.split('.').all(label_ok) {
        return Err(format!("'{s}' is not a domain name such as example.com"));
    }
    Ok(name)
}

#[derive(Args, Debug, Clone)]
pub struct ServeConfig {
    /// Address and port to listen on (port 0 picks a free one).
    #[arg(long, env = "SITE_ADDR", default_value = "127.0.0.1:8080")]
    pub addr: String,

    /// The SQLite database file; created with its folder when missing.
    #[arg(long, env = "SITE_DB", default_value = "data/site.db")]
    pub db: PathBuf,

    /// Fill a database that has no products with the sample catalogue (products with images,
    /// stock, slides, awards, orders, contact details).
    #[arg(long, env = "SITE_DEMO")]
    pub demo: bool,

    /// Serve the UI from this folder (read at start) instead of the copy built into the binary.
    #[arg(long, env = "SITE_UI_DIR")]
    pub ui_dir: Option<PathBuf>,

    /// Mark the session cookie Secure and send HSTS: for a site served over https by a proxy in
    /// front (with --domain or --tls-cert the server does this by itself).
    #[arg(long, env = "SITE_COOKIE_SECURE", default_value_t = false, action = clap::ArgAction::Set)]
    pub cookie_secure: bool,

    /// With HSTS, send `includeSubDomains` too: browsers then reach every subdomain of the site's
    /// over https only, for a year. Off unless asked: a subdomain the owner serves over plain http
    /// (a webmail, a router, an old blog) would stop opening in every browser that saw the site.
    #[arg(long, env = "SITE_HSTS_INCLUDE_SUBDOMAINS")]
    pub hsts_include_subdomains: bool,

    /// Serve https for this domain (repeat for more names; the first is the site's own), with a
    /// certificate obtained and renewed by ACME (Let's Encrypt unless --acme-directory).
    #[arg(long = "domain", env = "SITE_DOMAINS", value_delimiter = ',', value_parser = parse_domain)]
    pub domains: Vec<String>,

    /// Contact address given to the ACME certificate authority (expiry warnings).
    #[arg(long, env = "SITE_ACME_EMAIL")]
    pub acme_email: Option<String>,

    /// The ACME directory to order certificates from.
    #[arg(long, env = "SITE_ACME_DIRECTORY", default_value = LETS_ENCRYPT, conflicts_with = "acme_staging")]
    pub acme_directory: String,

    /// Use Let's Encrypt's staging directory (untrusted certificates, generous limits) for a trial.
    #[arg(long, env = "SITE_ACME_STAGING")]
    pub acme_staging: bool,

    /// Trust this CA certificate (PEM) for the ACME directory's own https, e.g. a test CA.
    #[arg(long, env = "SITE_ACME_CA_ROOT")]
    pub acme_ca_root: Option<PathBuf>,

    /// Where https listens when it is on.
    #[arg(long, env = "SITE_HTTPS_ADDR", default_value = "0.0.0.0:443")]
    pub https_addr: String,

    /// Where plain http listens when https is on: ACME challenges, and a permanent redirect of
    /// everything else to https.
    #[arg(long, env = "SITE_HTTP_ADDR", default_value = "0.0.0.0:80")]
    pub http_addr: String,

    /// Serve https with this certificate chain (PEM) instead of ACME; re-read when it changes.
    #[arg(long, env = "SITE_TLS_CERT", requires = "tls_key", conflicts_with = "domains")]
    pub tls_cert: Option<PathBuf>,

    /// The private key (PEM) of --tls-cert.
    #[arg(long, env = "SITE_TLS_KEY", requires = "tls_cert")]
    pub tls_key: Option<PathBuf>,

    /// Lifetime of an admin session, in seconds.
    #[arg(long, env = "SITE_SESSION_TTL", default_value_t = 7 * 24 * 3600)]
    pub session_ttl: u64,

    /// Sign-in attempts allowed per minute from one client address (0: no limit, and no lockouts
    /// after failed sign-ins either).
    #[arg(long, env = "SITE_LOGIN_LIMIT", default_value_t = 10)]
    pub login_limit: u32,

    /// Order requests allowed per minute from one client address (0: no limit).
    #[arg(long, env = "SITE_ORDER_LIMIT", default_value_t = 20)]
    pub order_limit: u32,

    /// Reverse proxies whose X-Forwarded-For names the real client (comma-separated addresses).
    #[arg(long, env = "SITE_TRUSTED_PROXIES", value_delimiter = ',')]
    pub trusted_proxies: Vec<IpAddr>,

    /// Durability of each commit: `normal` survives a crash of the process, `full` also a power
    /// cut (slower writes).
    #[arg(long, env = "SITE_SYNC", value_enum, default_value = "normal")]
    pub sync: Sync,

    /// The site's public address (e.g. https://golbahar.af): the base of canonical links,
    /// hreflang alternates, link previews, the sitemap and the footer's QR code. Without it,
    /// https://<first --domain>, else the request's own scheme and host (behind a trusted proxy,
    /// X-Forwarded-Proto and -Host).
    #[arg(long, env = "SITE_PUBLIC_URL", value_parser = crate::pages::parse_public_url)]
    pub public_url: Option<String>,

    /// The mail server for order e-mails: smtps://user:password@host:465 (TLS),
    /// smtp://user:password@host:587 (STARTTLS, required) or smtp://host:25?tls=none (no
    /// encryption: a relay on this machine only). User and password percent-encoded. Given here,
    /// it wins over the dashboard's mail settings (which then show it read-only).
    #[arg(long, env = "SITE_SMTP_URL", value_parser = crate::mail::parse_smtp_url, requires = "mail_from")]
    pub smtp_url: Option<crate::mail::Server>,

    /// The sender address of the site's e-mails (with --smtp-url).
    #[arg(long, env = "SITE_MAIL_FROM", value_parser = crate::mail::parse_address, requires = "smtp_url")]
    pub mail_from: Option<String>,

    /// Milliseconds before the first retry of an e-mail that failed; doubled per failure in a row,
    /// up to 24 times it. Hidden: the tests shorten it.
    #[arg(long, env = "SITE_MAIL_RETRY_MS", hide = true, default_value_t = 5_000)]
    pub mail_retry_ms: u64,

    /// Take a backup into this folder every --backup-every (a checked copy named by its time,
    /// listed and downloadable in the dashboard).
    #[arg(long, env = "SITE_BACKUP_DIR")]
    pub backup_dir: Option<PathBuf>,

    /// How often to back up into --backup-dir: 30s, 10m, 6h, 1d, …
    #[arg(long, env = "SITE_BACKUP_EVERY", default_value = "6h", value_parser = crate::backups::parse_duration)]
    pub backup_every: std::time::Duration,

    /// How many backups to keep in --backup-dir (the oldest beyond these are removed).
    #[arg(long, env = "SITE_BACKUP_KEEP", default_value_t = 14, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub backup_keep: u32,

    /// A backup into --backup-dir is not taken when it would leave less than this share of that
    /// disk free, in percent (estimated from the database's size; 0: no check): a full disk stops
    /// the site from saving orders.
    #[arg(long, env = "SITE_BACKUP_MIN_FREE", default_value_t = 10, value_parser = clap::value_parser!(u8).range(0..=90))]
    pub backup_min_free: u8,

    /// Litestream replicates the database (`litestream replicate -exec "site serve …"`): on stop,
    /// leave the newest commits in the -wal for Litestream rather than waiting for its read lock
    /// to fold them into the file.
    #[arg(long, env = "SITE_LITESTREAM")]
    pub litestream: bool,

    /// Seconds given to requests in flight on SIGTERM or Ctrl-C before the server stops.
    #[arg(long, env = "SITE_SHUTDOWN_GRACE", default_value_t = 10)]
    pub shutdown_grace: u64,

    /// Seconds a connection may stay open with no request begun or being answered; then it is
    /// closed. Bytes that are not requests (HTTP/2 PINGs, keep-alives) do not hold it open.
    #[arg(long, env = "SITE_IDLE_TIMEOUT", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..))]
    pub idle_timeout: u64,

    /// Open connections one client address (an IPv6 /64) may hold; more are closed at once
    /// (0: no cap). The --trusted-proxies are not capped: they carry every visitor's requests.
    #[arg(long, env = "SITE_MAX_CONNS_PER_ADDRESS", default_value_t = 64)]
    pub max_conns_per_address: usize,

    /// Milliseconds a client may take to send a request's headers; then it is dropped. Hidden: the
    /// tests shorten it.
    #[arg(long, hide = true, default_value_t = 30_000)]
    pub header_timeout_ms: u64,

    /// Milliseconds a request body may go without sending a byte; then the request is refused
    /// (408) and the connection closed. Hidden: the tests shorten it.
    #[arg(long, hide = true, default_value_t = 30_000)]
    pub body_timeout_ms: u64,
}

impl ServeConfig {
    /// The port of `--https-addr` (443 when it names none).
    pub fn https_port(&self) -> u16 {
        self.https_addr.rsplit_once(':').and_then(|(_, p)| p.parse().ok()).unwrap_or(443)
    }

    /// Whether this process serves https itself.
    pub fn serves_https(&self) -> bool {
        !self.domains.is_empty() || self.tls_cert.is_some()
    }

    /// Secure cookies and HSTS: whenever visitors reach the site over https.
    pub fn https(&self) -> bool {
        self.cookie_secure || self.serves_https()
    }

    /// The `Strict-Transport-Security` answers carry: whenever visitors reach the site over https.
    pub fn hsts(&self) -> Option<&'static str> {
        match (self.https(), self.hsts_include_subdomains) {
            (false, _) => None,
            (true, false) => Some("max-age=31536000"),
            (true, true) => Some("max-age=31536000; includeSubDomains"),
        }
    }

    /// The backup schedule, when --backup-dir is given.
    pub fn backup_schedule(&self) -> Option<crate::backups::Schedule> {
        self.backup_dir.clone().map(|dir| crate::backups::Schedule {
            dir,
            every: self.backup_every,
            keep: self.backup_keep as usize,
            min_free_percent: self.backup_min_free,
        })
    }

    pub fn acme_directory_url(&self) -> &str {
        if self.acme_staging {
            LETS_ENCRYPT_STAGING
        } else {
            &self.acme_directory
        }
    }
}
