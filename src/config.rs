//! Settings of the running server, from command-line flags or `SITE_*` environment variables,
//! with the value types and parsers of those flags. The parts that use a setting (the mailer,
//! the backups, the pages) import it from here; this file imports from them nothing, so that
//! reading the settings never pulls in what they configure. Its only import is the shared rules of
//! text (`crate::rules`: an e-mail address, an enum stored as text), themselves on the ground floor.

use std::fmt;
use std::net::IpAddr;
use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use crate::rules::{check_email, text_enum};

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
    #[arg(long, env = "SITE_PUBLIC_URL", value_parser = parse_public_url)]
    pub public_url: Option<String>,

    /// The mail server for order e-mails: smtps://user:password@host:465 (TLS),
    /// smtp://user:password@host:587 (STARTTLS, required) or smtp://host:25?tls=none (no
    /// encryption: a relay on this machine only). User and password percent-encoded. Given here,
    /// it wins over the dashboard's mail settings (which then show it read-only).
    #[arg(long, env = "SITE_SMTP_URL", value_parser = parse_smtp_url, requires = "mail_from")]
    pub smtp_url: Option<Server>,

    /// The sender address of the site's e-mails (with --smtp-url).
    #[arg(long, env = "SITE_MAIL_FROM", value_parser = parse_address, requires = "smtp_url")]
    pub mail_from: Option<String>,

    /// Milliseconds before the first retry of an e-mail that failed; doubled per failure in a row,
    /// up to 24 times it. Hidden: the tests shorten it.
    #[arg(long, env = "SITE_MAIL_RETRY_MS", hide = true, default_value_t = 5_000)]
    pub mail_retry_ms: u64,

    /// Let webhook endpoints reach loopback, private (RFC 1918, fc00::/7), link-local, CGNAT and
    /// other non-public addresses. Off: an endpoint that is or resolves to one is refused, so a
    /// webhook cannot be made to reach into the server's own network.
    #[arg(long, env = "SITE_WEBHOOKS_ALLOW_PRIVATE")]
    pub webhooks_allow_private: bool,

    /// Also trust this CA certificate (PEM) for webhook endpoints' https, beside the system's
    /// roots (an integrator's internal CA, a test CA).
    #[arg(long, env = "SITE_WEBHOOKS_CA_ROOT")]
    pub webhooks_ca_root: Option<PathBuf>,

    /// Milliseconds before the first retry of a webhook that failed; doubled per failure in a row,
    /// up to 720 times it (5 s to an hour), for three days. The tests shorten it.
    #[arg(long, env = "SITE_WEBHOOKS_RETRY_MS", default_value_t = 5_000, value_parser = clap::value_parser!(u64).range(10..=3_600_000))]
    pub webhooks_retry_ms: u64,

    /// Take a backup into this folder every --backup-every (a checked copy named by its time,
    /// listed and downloadable in the dashboard).
    #[arg(long, env = "SITE_BACKUP_DIR")]
    pub backup_dir: Option<PathBuf>,

    /// How often to back up into --backup-dir: 30s, 10m, 6h, 1d, …
    #[arg(long, env = "SITE_BACKUP_EVERY", default_value = "6h", value_parser = parse_duration)]
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

    /// A country database in the MaxMind DB format (DB-IP's "IP to Country Lite", GeoLite2
    /// Country, or ip-location-db's geo-whois-asn-country): the visitors' and order requests'
    /// countries in the Analytics tab. Without it, country is "unknown".
    #[arg(long, env = "SITE_GEOIP")]
    pub geoip: Option<PathBuf>,

    /// Milliseconds between writes of the visitor counts to the database. Hidden: the tests
    /// shorten it.
    #[arg(long, env = "SITE_VISITS_FLUSH_MS", hide = true, default_value_t = 60_000, value_parser = clap::value_parser!(u64).range(50..))]
    pub visits_flush_ms: u64,

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

    pub fn acme_directory_url(&self) -> &str {
        if self.acme_staging {
            LETS_ENCRYPT_STAGING
        } else {
            &self.acme_directory
        }
    }
}

/// How hard a commit is pushed to disk.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Sync {
    /// Survives a crash of the process; a power cut may roll back the last few commits.
    Normal,
    /// Every acknowledged commit also survives a power cut (an fsync per commit).
    Full,
}

/// `--public-url`: an absolute http(s) address with a host, no query or fragment.
pub fn parse_public_url(s: &str) -> Result<String, String> {
    let rest = s
        .strip_prefix("https://")
        .or_else(|| s.strip_prefix("http://"))
        .ok_or_else(|| "must start with https:// or http://".to_owned())?;
    let host = rest.split('/').next().unwrap_or("");
    if !valid_public_host(host) {
        return Err(format!("{s:?} has no valid host name"));
    }
    if rest.bytes().any(|b| b.is_ascii_whitespace() || b.is_ascii_control() || b"?#\"'<>\\".contains(&b)) {
        return Err(format!("{s:?} may not hold spaces, quotes, a query or a fragment"));
    }
    Ok(s.trim_end_matches('/').to_owned())
}

/// A host (with its port) as a public address or a request's Host names it.
pub fn valid_public_host(host: &str) -> bool {
    !host.is_empty()
        && host.len() <= 255
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'))
}

/// `30s`, `10m`, `6h`, `1d`, or several together (`1h30m`): at least one second.
pub fn parse_duration(s: &str) -> Result<Duration, String> {
    let bad = || format!("'{s}' is not a duration such as 30s, 10m, 6h or 1d");
    let mut total: u64 = 0;
    let mut digits = String::new();
    for c in s.trim().chars() {
        if c.is_ascii_digit() {
            digits.push(c);
            continue;
        }
        let unit = match c {
            's' => 1,
            'm' => 60,
            'h' => 3600,
            'd' => 86_400,
            _ => return Err(bad()),
        };
        let n: u64 = digits.parse().map_err(|_| bad())?;
        total = n.checked_mul(unit).and_then(|v| total.checked_add(v)).ok_or_else(bad)?;
        digits.clear();
    }
    if !digits.is_empty() || total == 0 || total > 365 * 86_400 {
        return Err(bad());
    }
    Ok(Duration::from_secs(total))
}

text_enum!(
    /// How the connection to the mail server is protected: `tls` from the first byte (port 465),
    /// `starttls` upgraded after connecting and refused if the server cannot (port 587), or `none`
    /// (plain text, for a relay on the same machine or network only).
    Security { Tls => "tls", Starttls => "starttls", Plain => "none" }
);

impl Security {
    pub fn default_port(self) -> u16 {
        match self {
            Security::Tls => 465,
            Security::Starttls => 587,
            Security::Plain => 25,
        }
    }
}

/// A mail server and the account on it.
#[derive(Clone, PartialEq, Eq)]
pub struct Server {
    pub host: String,
    pub port: u16,
    pub security: Security,
    pub username: Option<String>,
    pub password: Option<String>,
}

impl fmt::Debug for Server {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let password = if self.password.is_some() { "<set>" } else { "<none>" };
        write!(f, "{:?}://{:?}@{}:{} (password {password})", self.security, self.username, self.host, self.port)
    }
}

/// A host name or an IP address as a mail server is named.
pub fn valid_mail_host(host: &str) -> bool {
    let name = |h: &str| {
        !h.is_empty()
            && h.len() <= 253
            && h.split('.').all(|l| !l.is_empty() && l.len() <= 63)
            && h.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
    };
    match host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        Some(v6) => v6.parse::<std::net::Ipv6Addr>().is_ok(),
        None => name(host),
    }
}

/// `--smtp-url`: `smtps://user:password@host[:port]` (TLS), `smtp://user:password@host[:port]`
/// (STARTTLS, required), `smtp://host[:port]?tls=none` (no encryption). The user and password
/// are percent-encoded as in any URL (`@` is `%40`).
pub fn parse_smtp_url(s: &str) -> Result<Server, String> {
    let (scheme, rest) = s.split_once("://").ok_or("must start with smtps:// or smtp://")?;
    let (rest, query) = match rest.split_once('?') {
        Some((r, q)) => (r, Some(q)),
        None => (rest, None),
    };
    let security = match (scheme.to_ascii_lowercase().as_str(), query) {
        ("smtps", None) => Security::Tls,
        ("smtp", None) => Security::Starttls,
        ("smtp", Some("tls=none")) => Security::Plain,
        ("smtp", Some("tls=starttls")) => Security::Starttls,
        ("smtps" | "smtp", Some(q)) => return Err(format!("unknown option {q:?} (only smtp://…?tls=none)")),
        _ => return Err("must start with smtps:// or smtp://".into()),
    };
    let rest = rest.strip_suffix('/').unwrap_or(rest);
    let (userinfo, hostport) = match rest.rsplit_once('@') {
        Some((u, h)) => (Some(u), h),
        None => (None, rest),
    };
    let decode = |v: &str| {
        percent_encoding::percent_decode_str(v)
            .decode_utf8()
            .map(|v| v.into_owned())
            .map_err(|_| "the user and password must be UTF-8 (percent-encoded)".to_owned())
    };
    let (username, password) = match userinfo {
        Some(u) => {
            let (user, pass) = match u.split_once(':') {
                Some((user, pass)) => (decode(user)?, Some(decode(pass)?)),
                None => (decode(u)?, None),
            };
            (Some(user).filter(|u| !u.is_empty()), pass.filter(|p| !p.is_empty()))
        }
        None => (None, None),
    };
    let (host, port) = match hostport.rsplit_once(':') {
        Some((h, p)) if !h.ends_with(':') && (!h.starts_with('[') || h.ends_with(']')) => {
            (h, p.parse::<u16>().ok().filter(|&p| p > 0).ok_or_else(|| format!("{p:?} is not a port"))?)
        }
        _ => (hostport, security.default_port()),
    };
    if !valid_mail_host(host) {
        return Err(format!("{host:?} is not a host name"));
    }
    if password.is_some() && username.is_none() {
        return Err("a password needs a user name".into());
    }
    Ok(Server { host: host.to_ascii_lowercase(), port, security, username, password })
}

/// `--mail-from`: an e-mail address that SMTP takes as it is.
pub fn parse_address(s: &str) -> Result<String, String> {
    let s = s.trim();
    check_email(s).map_err(|e| e.message().to_owned())?;
    smtp_address(s)?;
    Ok(s.to_owned())
}

/// An address as plain SMTP carries it: an ASCII local part of RFC 5322 `atext` and dots, and a
/// host name or an IP literal; answers the two. Checked here rather than by lettre's parser, which
/// would link an IDNA library for the international names that this rule refuses anyway.
pub fn smtp_address(address: &str) -> Result<(&str, &str), String> {
    let invalid = || format!("{address}: not an address a mail server takes (ASCII only)");
    let (local, domain) = address.rsplit_once('@').ok_or_else(invalid)?;
    let atext = |c: char| c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~".contains(c);
    let local_ok =
        (1..=64).contains(&local.len()) && local.split('.').all(|part| !part.is_empty() && part.chars().all(atext));
    let ip_literal = domain.strip_prefix('[').and_then(|d| d.strip_suffix(']'));
    let domain_ok = match ip_literal {
        Some(ip) => ip.parse::<std::net::IpAddr>().is_ok(),
        None => valid_mail_host(domain) && domain.contains('.'),
    };
    if !local_ok || !domain_ok {
        return Err(invalid());
    }
    Ok((local, domain))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_url_rules() {
        assert_eq!(parse_public_url("https://golbahar.af/").unwrap(), "https://golbahar.af");
        assert_eq!(parse_public_url("http://localhost:8080").unwrap(), "http://localhost:8080");
        for bad in ["golbahar.af", "ftp://x", "https://", "https://a b", "https://x/?q", "https://x\"y"] {
            assert!(parse_public_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn durations_read_as_people_write_them() {
        assert_eq!(parse_duration("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_duration("10m"), Ok(Duration::from_secs(600)));
        assert_eq!(parse_duration("6h"), Ok(Duration::from_secs(6 * 3600)));
        assert_eq!(parse_duration("1d"), Ok(Duration::from_secs(86_400)));
        assert_eq!(parse_duration("1h30m"), Ok(Duration::from_secs(5400)));
        for bad in ["", "0s", "6", "h", "6x", "-1h", "1.5h", "99999999999999999999d", "400d"] {
            assert!(parse_duration(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn smtp_urls() {
        let s = parse_smtp_url("smtps://shop%40golbahar.af:p%3Ass@mail.golbahar.af").unwrap();
        assert_eq!(
            (s.host.as_str(), s.port, s.security, s.username.as_deref(), s.password.as_deref()),
            ("mail.golbahar.af", 465, Security::Tls, Some("shop@golbahar.af"), Some("p:ss"))
        );
        let s = parse_smtp_url("smtp://u:p@smtp.example.com:2525").unwrap();
        assert_eq!((s.port, s.security), (2525, Security::Starttls));
        let s = parse_smtp_url("smtp://127.0.0.1:1025?tls=none").unwrap();
        assert_eq!((s.host.as_str(), s.port, s.security, s.username), ("127.0.0.1", 1025, Security::Plain, None));
        assert_eq!(parse_smtp_url("smtp://[::1]:25?tls=none").unwrap().host, "[::1]");
        for bad in [
            "http://mail.example.com",
            "smtps://mail.example.com?tls=none",
            "smtp://mail.example.com?x=1",
            "smtp://mail.example.com:0",
            "smtp://mail.example.com:99999",
            "smtp://:pw@mail.example.com",
            "smtp://bad host",
            "smtp://",
        ] {
            assert!(parse_smtp_url(bad).is_err(), "{bad}");
        }
        assert!(!format!("{:?}", parse_smtp_url("smtps://u:secret@h.example").unwrap()).contains("secret"));
    }
}
