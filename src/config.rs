//! Settings of the running server, from command-line flags or `SITE_*` environment variables.

use std::net::IpAddr;
use std::path::PathBuf;

use clap::Args;

use crate::db::Sync;

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

    /// Mark the session cookie Secure and send HSTS: set when the site is served over https.
    #[arg(long, env = "SITE_COOKIE_SECURE", default_value_t = false, action = clap::ArgAction::Set)]
    pub cookie_secure: bool,

    /// Lifetime of an admin session, in seconds.
    #[arg(long, env = "SITE_SESSION_TTL", default_value_t = 7 * 24 * 3600)]
    pub session_ttl: u64,

    /// Sign-in attempts allowed per minute from one client address (0: no limit).
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
    /// hreflang alternates, link previews, the sitemap and the footer's QR code. Without it, the
    /// request's own scheme and host (behind a trusted proxy, X-Forwarded-Proto and -Host).
    #[arg(long, env = "SITE_PUBLIC_URL", value_parser = crate::pages::parse_public_url)]
    pub public_url: Option<String>,

    /// Seconds given to requests in flight on SIGTERM or Ctrl-C before the server stops.
    #[arg(long, env = "SITE_SHUTDOWN_GRACE", default_value_t = 10)]
    pub shutdown_grace: u64,

    /// Milliseconds a client may take to send a request's headers; then it is dropped. Hidden: the
    /// tests shorten it.
    #[arg(long, hide = true, default_value_t = 30_000)]
    pub header_timeout_ms: u64,

    /// Milliseconds a request body may go without sending a byte; then the request is refused
    /// (408) and the connection closed. Hidden: the tests shorten it.
    #[arg(long, hide = true, default_value_t = 30_000)]
    pub body_timeout_ms: u64,
}
