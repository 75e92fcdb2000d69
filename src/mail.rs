//! Mail: the outbox, the sender that empties it, the mail server settings, and what the site
//! mails (the notice of a new order to the company, the buyer's confirmation, a test e-mail).
//!
//! A message is written to the `outbox` table inside the caller's write transaction, so it
//! commits exactly when what it tells of commits, and the mail server is never asked while a
//! request waits. [`run_sender`] delivers due messages by SMTP in the background; a failure is
//! retried with exponential backoff (and the sender pauses while the server fails), and a
//! message keeps the Message-ID it was written with, so a resend after a crash is recognisably
//! the same message.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, Instant, UNIX_EPOCH};

use lettre::message::header::ContentType;
use lettre::message::Mailbox;
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, CertificateStore, Tls, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::transport::smtp::PoolConfig;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use tokio::sync::Notify;

use crate::config::{self, Security, ServeConfig, Server};
use crate::db::{now_ms, Db};
use crate::error::{ApiError, DiskFull};
use crate::models::content;
use crate::models::orders::Order;

/// The longest one SMTP step may take (connecting, TLS, each command and its answer).
const STEP_LIMIT: Duration = Duration::from_secs(15);
/// The longest one message may take, all steps together.
const MESSAGE_LIMIT: Duration = Duration::from_secs(60);
/// The sender looks for due messages at least this often, woken or not.
const POLL: Duration = Duration::from_secs(30);
/// At most this many buyer confirmations go to one address (lower case, without a `+tag`) per UTC
/// day; later orders from it are still recorded and still reach the company.
pub const CONFIRMATIONS_PER_DAY: i64 = 3;
/// Messages taken from the outbox at a time, and how many of them travel at once (each on its
/// own pooled connection).
const BATCH: usize = 64;
const PARALLEL: usize = 4;
/// A retry waits the first delay (`--mail-retry-ms`, 5 s), doubled per failure, up to this many
/// times it (2 min): a mail server that comes back is used within two minutes.
const MAX_BACKOFF_FACTOR: u32 = 24;

/// The mail server and the sender address in force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub server: Server,
    pub from: String,
}

/// An address as a mail server takes it (the rule: [`config::smtp_address`]).
fn mailbox(address: &str) -> Result<Mailbox, String> {
    let (local, domain) = config::smtp_address(address)?;
    Ok(Mailbox::new(None, lettre::Address::new_dangerous(local, domain)))
}

/// The mail side of the running site: the settings in force, and the sender's signals.
pub struct Mailer {
    /// From `--smtp-url` and `--mail-from`: win over the dashboard's.
    flags: Option<Settings>,
    current: RwLock<Option<Settings>>,
    buyer_confirmation: AtomicBool,
    /// The site's address as an admin saved it in the dashboard (`mail_settings.site_url`).
    saved_site_url: RwLock<Option<String>>,
    /// Something was queued: send it now rather than at the next poll.
    wake: Notify,
    /// The settings changed or a test e-mail went through: retry now, whatever the backoff.
    retry_now: Notify,
    first_retry: Duration,
    last_failure: Mutex<Option<(i64, String)>>,
}

/// The dashboard's settings as stored.
pub struct Stored {
    pub server: Option<Settings>,
    pub buyer_confirmation: bool,
    pub site_url: Option<String>,
}

impl Mailer {
    /// Reads the dashboard's settings; `--smtp-url` and `--mail-from` win over them.
    pub fn new(db: &Db, config: &ServeConfig) -> Mailer {
        let stored = db.read_blocking(stored).unwrap_or_else(|e| {
            tracing::error!("mail: cannot read the mail settings: {}", e.message());
            Stored { server: None, buyer_confirmation: false, site_url: None }
        });
        let flags = match (&config.smtp_url, &config.mail_from) {
            (Some(server), Some(from)) => Some(Settings { server: server.clone(), from: from.clone() }),
            _ => None,
        };
        Mailer {
            current: RwLock::new(flags.clone().or(stored.server)),
            flags,
            buyer_confirmation: AtomicBool::new(stored.buyer_confirmation),
            saved_site_url: RwLock::new(stored.site_url),
            wake: Notify::new(),
            retry_now: Notify::new(),
            first_retry: Duration::from_millis(config.mail_retry_ms.max(1)),
            last_failure: Mutex::new(None),
        }
    }

    /// The settings in force, if mail is set up.
    pub fn settings(&self) -> Option<Settings> {
        self.current.read().ok().and_then(|s| s.clone())
    }

    pub fn configured(&self) -> bool {
        self.current.read().is_ok_and(|s| s.is_some())
    }

    /// Whether the server's settings come from flags (the dashboard shows them read-only).
    pub fn set_by_flags(&self) -> bool {
        self.flags.is_some()
    }

    pub fn buyer_confirmation(&self) -> bool {
        self.buyer_confirmation.load(Ordering::Relaxed)
    }

    /// The site's address as an admin saved it (`None` until one is saved). `AppState::site_url`
    /// answers the address in force (the flags win).
    pub fn saved_site_url(&self) -> Option<String> {
        self.saved_site_url.read().ok().and_then(|u| u.clone())
    }

    /// After a transaction that queued mail has committed: the sender sends it now (otherwise
    /// within [`POLL`]).
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// After the dashboard's settings were saved.
    pub fn stored_changed(&self, stored: Stored) {
        self.buyer_confirmation.store(stored.buyer_confirmation, Ordering::Relaxed);
        if let Ok(mut url) = self.saved_site_url.write() {
            url.clone_from(&stored.site_url);
        }
        if self.flags.is_none() {
            if let Ok(mut current) = self.current.write() {
                *current = stored.server;
            }
        }
        self.retry_now.notify_one();
    }

    /// The sender's last failure to deliver (time, error), cleared by its next delivery.
    pub fn last_failure(&self) -> Option<(i64, String)> {
        self.last_failure.lock().ok().and_then(|f| f.clone())
    }

    fn set_last_failure(&self, failure: Option<(i64, String)>) {
        if let Ok(mut f) = self.last_failure.lock() {
            *f = failure;
        }
    }

    /// The delay before retry number `failures` (1, 2, …): doubling from the first, bounded.
    fn backoff(&self, failures: u32) -> Duration {
        let factor = 1u32 << failures.saturating_sub(1).min(16);
        self.first_retry * factor.min(MAX_BACKOFF_FACTOR)
    }

    /// Sends a test e-mail at once, through the settings in force, and says how it went.
    pub async fn send_test(&self, to: &str) -> Result<(), String> {
        let settings = self.settings().ok_or("No mail server is set")?;
        let transport = transport(&settings.server, &settings.from, 1)?;
        let message = Outgoing {
            recipient: to.to_owned(),
            reply_to: None,
            subject: "Test e-mail from the website · ایمیل آزمایشی از وب‌سایت".into(),
            body: "This is a test e-mail from the website's dashboard: order e-mails will arrive like this one.\n\n\
                   این یک ایمیل آزمایشی از داشبورد وب‌سایت است: ایمیل‌های سفارش هم همین‌گونه می‌رسند.\n"
                .into(),
            message_id: new_message_id("test"),
            created_at: now_ms(),
        };
        send(&transport, &settings.from, &message).await.map_err(|e| e.text)?;
        self.set_last_failure(None);
        self.retry_now.notify_one();
        Ok(())
    }
}

/// The dashboard's settings, as stored.
pub fn stored(conn: &Connection) -> Result<Stored, ApiError> {
    Ok(conn.query_row(
        "SELECT smtp_host, smtp_port, smtp_security, smtp_username, smtp_password, mail_from, buyer_confirmation,
             site_url
         FROM mail_settings WHERE id = 1",
        [],
        |r| {
            let host: Option<String> = r.get(0)?;
            let from: Option<String> = r.get(5)?;
            let server = match (host, from) {
                (Some(host), Some(from)) => {
                    let security: Security = r.get::<_, Option<Security>>(2)?.unwrap_or(Security::Starttls);
                    let port: Option<u16> = r.get(1)?;
                    Some(Settings {
                        server: Server {
                            host,
                            port: port.unwrap_or(security.default_port()),
                            security,
                            username: r.get(3)?,
                            password: r.get(4)?,
                        },
                        from,
                    })
                }
                _ => None,
            };
            Ok(Stored { server, buyer_confirmation: r.get(6)?, site_url: r.get(7)? })
        },
    )?)
}

/// Saves the dashboard's settings: `server` `None` clears them (and the password with them);
/// `password` `None` keeps the stored one.
pub fn store(
    tx: &Transaction,
    server: Option<(&Server, &str)>,
    keep_password: bool,
    buyer_confirmation: bool,
) -> Result<Stored, ApiError> {
    match server {
        Some((s, from)) => tx.execute(
            "UPDATE mail_settings SET smtp_host = ?1, smtp_port = ?2, smtp_security = ?3, smtp_username = ?4,
                 smtp_password = CASE WHEN ?7 THEN smtp_password ELSE ?5 END, mail_from = ?6, buyer_confirmation = ?8
             WHERE id = 1",
            params![s.host, s.port, s.security, s.username, s.password, from, keep_password, buyer_confirmation],
        )?,
        None => tx.execute(
            "UPDATE mail_settings SET smtp_host = NULL, smtp_port = NULL, smtp_security = NULL, smtp_username = NULL,
                 smtp_password = NULL, mail_from = NULL, buyer_confirmation = ?1 WHERE id = 1",
            params![buyer_confirmation],
        )?,
    };
    stored(tx)
}

/// Saves the site's address (`None` clears it); answers the settings as stored.
pub fn store_site_url(tx: &Transaction, url: Option<&str>) -> Result<Stored, ApiError> {
    tx.execute("UPDATE mail_settings SET site_url = ?1 WHERE id = 1", params![url])?;
    stored(tx)
}

/// A message as the outbox holds it.
struct Outgoing {
    recipient: String,
    reply_to: Option<String>,
    subject: String,
    body: String,
    /// The part before the `@` (the sender's domain follows it when sent).
    message_id: String,
    created_at: i64,
}

fn new_message_id(kind: &str) -> String {
    format!("{kind}.{}.{:016x}", now_ms(), rand::random::<u64>())
}

/// Queues `message` of `kind` in the caller's transaction.
fn enqueue(tx: &Transaction, kind: &str, order_id: Option<i64>, message: &Outgoing) -> Result<i64, ApiError> {
    tx.prepare_cached(
        "INSERT INTO outbox (kind, order_id, recipient, reply_to, subject, body, message_id, created_at, next_attempt_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
    )?
    .execute(params![
        kind,
        order_id,
        message.recipient,
        message.reply_to,
        message.subject,
        message.body,
        message.message_id,
        message.created_at
    ])?;
    Ok(tx.last_insert_rowid())
}

/// The company's address: the contact e-mail of the site content.
fn company_address(conn: &Connection) -> Result<String, ApiError> {
    content::get(conn)?.contact_email.ok_or_else(|| ApiError::internal("the site content has no e-mail address"))
}

/// Queues a plain-text message to the company (the contact e-mail of the site content) in the
/// caller's write transaction, so it is sent exactly when that transaction commits. Call
/// [`Mailer::wake`] after the commit to send it at once (else the sender finds it within 30 s).
/// `kind` names what it is about (e.g. `"backup-failed"`). Answers the message's outbox id.
pub fn enqueue_to_company(tx: &Transaction, kind: &str, subject: &str, body: &str) -> Result<i64, ApiError> {
    let message = Outgoing {
        recipient: company_address(tx)?,
        reply_to: None,
        subject: subject.to_owned(),
        body: body.to_owned(),
        message_id: new_message_id(kind),
        created_at: now_ms(),
    };
    enqueue(tx, kind, None, &message)
}

/// Called in a write transaction before it commits, while a full-disk episode is under way
/// (`Db::with_disk_full_notice`): queues the one mail about it (when the company has an address). The commit proves space is back; if it
/// fails, the mail goes with it and the episode goes on.
pub fn queue_disk_full_notice(tx: &Transaction, episode: DiskFull) {
    let has_address = content::get(tx).map(|c| c.contact_email.is_some()).unwrap_or(false);
    if !has_address {
        return;
    }
    let since = time::OffsetDateTime::from_unix_timestamp(episode.since_ms / 1000)
        .ok()
        .and_then(|t| t.format(&time::format_description::well_known::Rfc3339).ok())
        .unwrap_or_default();
    let body = format!(
        "The site's disk was full from {since} (UTC) until now: {} request(s) that would have saved something \
         (orders, changes in the dashboard) were refused and asked to try again later. Space is available again \
         and the site saves normally. Nothing that had been saved was lost.\n\nFree space on the server (old \
         backups, logs) so that it does not fill again; the dashboard shows a banner while it is full. This mail is \
         sent once per time the disk fills.\n\n\
         دیسک سرور سایت از {since} (به وقت جهانی) تا اکنون پر بود و {} درخواست (سفارش‌ها و تغییرات داشبورد) ثبت \
         نشد و از فرستندهٔ آن خواسته شد بعداً دوباره تلاش کند. اکنون فضا آزاد شده و سایت عادی کار می‌کند؛ \
         چیزی از داده‌های ثبت‌شده از دست نرفته است. برای اینکه دوباره پر نشود، فضای سرور را آزاد کنید.\n",
        episode.refused, episode.refused
    );
    if let Err(e) = enqueue_to_company(tx, "disk-full", "The disk was full / دیسک سرور پر بود", &body) {
        tracing::warn!("the disk-full notice could not be queued: {}", e.message());
    }
}

/// The key a buyer's address is counted under: lower case, and without a `+tag` (which reaches
/// the same mailbox).
fn quota_key(address: &str) -> String {
    let address = address.to_lowercase();
    match address.rsplit_once('@') {
        Some((local, domain)) => format!("{}@{domain}", local.split('+').next().unwrap_or(local)),
        None => address,
    }
}

/// Counts a confirmation to `address` today, if today's [`CONFIRMATIONS_PER_DAY`] are not used
/// up: answers whether it may be sent. Older days are forgotten.
fn take_confirmation(tx: &Transaction, address: &str, now: i64) -> Result<bool, ApiError> {
    let day = now.div_euclid(86_400_000);
    tx.prepare_cached("DELETE FROM confirmation_quota WHERE day < ?1")?.execute([day - 1])?;
    let key = quota_key(address);
    let sent: i64 = tx
        .prepare_cached("SELECT sent FROM confirmation_quota WHERE address = ?1 AND day = ?2")?
        .query_row(params![key, day], |r| r.get(0))
        .optional()?
        .unwrap_or(0);
    if sent >= CONFIRMATIONS_PER_DAY {
        return Ok(false);
    }
    tx.prepare_cached(
        "INSERT INTO confirmation_quota (address, day, sent) VALUES (?1, ?2, 1)
         ON CONFLICT (address, day) DO UPDATE SET sent = sent + 1",
    )?
    .execute(params![key, day])?;
    Ok(true)
}

/// Queues the mail of a new order in the caller's transaction: the notice to the company, and
/// the buyer's confirmation when they gave an address, confirmations are on and that address has
/// not had its [`CONFIRMATIONS_PER_DAY`]. `site_url` is the site's address (`--public-url`,
/// `--domain` or the one saved in the dashboard; never the request's), for the link to the order
/// in the dashboard: without it, the mail has no link.
pub fn enqueue_order(tx: &Transaction, mailer: &Mailer, order: &Order, site_url: Option<&str>) -> Result<(), ApiError> {
    let unit: Option<String> = match order.product_id {
        Some(id) => {
            tx.prepare_cached("SELECT unit FROM products WHERE id = ?1")?.query_row([id], |r| r.get(0)).optional()?
        }
        None => None,
    };
    let content = content::get(tx)?;
    let company = content.contact_email.clone().ok_or_else(|| ApiError::internal("no company e-mail"))?;
    let created_at = now_ms();
    // An address SMTP cannot carry (e.g. an international one) is left out rather than holding up
    // the company's notice; the order still shows it.
    let buyer = Some(order.customer_email.as_str()).filter(|e| mailbox(e).is_ok());
    let notice = Outgoing {
        recipient: company,
        reply_to: buyer.map(str::to_owned),
        subject: notices::company_subject(order, unit.as_deref()),
        body: notices::company_body(order, unit.as_deref(), site_url, created_at, buyer.is_some()),
        message_id: new_message_id("order"),
        created_at,
    };
    enqueue(tx, "order", Some(order.id), &notice)?;
    let Some(buyer) = buyer.filter(|_| mailer.buyer_confirmation()) else { return Ok(()) };
    if take_confirmation(tx, buyer, created_at)? {
        let confirmation = Outgoing {
            recipient: buyer.to_owned(),
            reply_to: content.contact_email.clone(),
            subject: notices::buyer_subject(order, unit.as_deref()),
            body: notices::buyer_body(order, unit.as_deref(), &content, site_url, created_at),
            message_id: new_message_id("confirmation"),
            created_at,
        };
        enqueue(tx, "order-confirmation", Some(order.id), &confirmation)?;
    }
    Ok(())
}

/// What the outbox holds, for the dashboard.
pub struct OutboxStatus {
    /// Messages not sent yet (and not given up).
    pub queued: i64,
    /// Of those, the ones whose last attempt failed.
    pub failing: i64,
    /// Messages that cannot be sent at all (e.g. an address the mail server cannot take).
    pub given_up: i64,
    pub last_sent_at: Option<i64>,
}

pub fn outbox_status(conn: &Connection) -> Result<OutboxStatus, ApiError> {
    let (queued, failing, given_up) = conn.query_row(
        "SELECT count(next_attempt_at), count(CASE WHEN next_attempt_at IS NOT NULL THEN last_error END),
             count(*) - count(next_attempt_at)
         FROM outbox WHERE sent_at IS NULL",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let last_sent_at = conn.query_row("SELECT max(sent_at) FROM outbox", [], |r| r.get(0))?;
    Ok(OutboxStatus { queued, failing, given_up, last_sent_at })
}

/// Why a message did not go.
struct SendError {
    text: String,
    /// The message itself cannot be sent (it will not be tried again).
    unsendable: bool,
}

/// A connection pool to `server`, verifying its certificate against the system's roots (or
/// `$SSL_CERT_FILE`), each step bounded by [`STEP_LIMIT`].
fn transport(server: &Server, from: &str, pool: u32) -> Result<AsyncSmtpTransport<Tokio1Executor>, String> {
    let tls = || -> Result<TlsParameters, String> {
        let mut builder = TlsParameters::builder(server.host.clone()).certificate_store(CertificateStore::None);
        for root in crate::tls::trusted_roots(None)? {
            builder = builder.add_root_certificate(Certificate::from_der(root.to_vec()).map_err(|e| e.to_string())?);
        }
        builder.build_rustls().map_err(|e| format!("TLS: {e}"))
    };
    let tls = match server.security {
        Security::Tls => Tls::Wrapper(tls()?),
        Security::Starttls => Tls::Required(tls()?),
        Security::Plain => Tls::None,
    };
    let domain = from.rsplit_once('@').map_or("localhost", |(_, d)| d);
    let mut builder = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(server.host.as_str())
        .port(server.port)
        .tls(tls)
        .timeout(Some(STEP_LIMIT))
        .hello_name(ClientId::Domain(domain.to_owned()))
        .pool_config(PoolConfig::new().max_size(pool).idle_timeout(Duration::from_secs(60)));
    if let Some(user) = &server.username {
        builder = builder.credentials(Credentials::new(user.clone(), server.password.clone().unwrap_or_default()));
    }
    Ok(builder.build())
}

async fn send(transport: &AsyncSmtpTransport<Tokio1Executor>, from: &str, m: &Outgoing) -> Result<(), SendError> {
    let unsendable = |text: String| SendError { text, unsendable: true };
    let address = |a: &str| mailbox(a).map_err(unsendable);
    let domain = from.rsplit_once('@').map_or("localhost", |(_, d)| d);
    let mut builder = Message::builder()
        .from(address(from)?)
        .to(address(&m.recipient)?)
        .subject(m.subject.as_str())
        .message_id(Some(format!("<{}@{domain}>", m.message_id)))
        .date(UNIX_EPOCH + Duration::from_millis(m.created_at.max(0) as u64))
        .header(ContentType::TEXT_PLAIN);
    if let Some(reply_to) = &m.reply_to {
        builder = builder.reply_to(address(reply_to)?);
    }
    let message = builder.body(m.body.clone()).map_err(|e| unsendable(e.to_string()))?;
    match tokio::time::timeout(MESSAGE_LIMIT, transport.send(message)).await {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => Err(SendError { text: describe(&e), unsendable: false }),
        Err(_) => Err(SendError { text: format!("no answer within {} s", MESSAGE_LIMIT.as_secs()), unsendable: false }),
    }
}

/// lettre's error with its causes, e.g. `permanent error (535): authentication failed`.
fn describe(e: &lettre::transport::smtp::Error) -> String {
    let mut text = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text.chars().take(500).collect()
}

/// A message due to be sent, with its outbox id and the attempts made so far.
struct Due {
    id: i64,
    attempts: u32,
    message: Outgoing,
}

fn due(conn: &Connection, now: i64) -> Result<Vec<Due>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT id, attempts, recipient, reply_to, subject, body, message_id, created_at FROM outbox
         WHERE sent_at IS NULL AND next_attempt_at <= ?1 ORDER BY next_attempt_at, id LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![now, BATCH as i64], |r| {
        Ok(Due {
            id: r.get(0)?,
            attempts: r.get(1)?,
            message: Outgoing {
                recipient: r.get(2)?,
                reply_to: r.get(3)?,
                subject: r.get(4)?,
                body: r.get(5)?,
                message_id: r.get(6)?,
                created_at: r.get(7)?,
            },
        })
    })?;
    Ok(rows.collect::<Result<_, _>>()?)
}

fn next_due(conn: &Connection) -> Result<Option<i64>, ApiError> {
    Ok(conn.query_row("SELECT min(next_attempt_at) FROM outbox WHERE sent_at IS NULL", [], |r| r.get(0))?)
}

/// Records what became of each message tried: sent (its body is no longer needed), failed (tried
/// again after its backoff), or unsendable (never tried again).
fn record(tx: &Transaction, mailer: &Mailer, results: &[(i64, u32, Result<(), SendError>)]) -> Result<(), ApiError> {
    let now = now_ms();
    for (id, attempts, result) in results {
        match result {
            Ok(()) => tx
                .prepare_cached(
                    "UPDATE outbox SET sent_at = ?2, attempts = attempts + 1, last_error = NULL, body = '',
                     next_attempt_at = NULL WHERE id = ?1",
                )?
                .execute(params![id, now])?,
            Err(e) => {
                let next = (!e.unsendable).then(|| now + mailer.backoff(attempts + 1).as_millis() as i64);
                tx.prepare_cached(
                    "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, next_attempt_at = ?3 WHERE id = ?1",
                )?
                .execute(params![id, e.text, next])?
            }
        };
    }
    Ok(())
}

/// Delivers the outbox, for as long as the server runs: due messages in batches, the first of a
/// batch alone (so a server that is down costs one attempt, not one per message), the rest a few
/// at a time. After a failure the whole sender waits its backoff (doubling per failure in a row)
/// before the next attempt; new mail does not cut that wait short, saved settings and a test
/// e-mail that went through do.
pub async fn run_sender(db: Db, mailer: Arc<Mailer>) {
    let mut failures: u32 = 0;
    let mut paused_until: Option<Instant> = None;
    let mut pool: Option<(Settings, AsyncSmtpTransport<Tokio1Executor>)> = None;
    loop {
        let settings = mailer.settings();
        let now = Instant::now();
        let paused = paused_until.filter(|&until| until > now);
        let wait = match (&settings, paused) {
            (None, _) => None,
            (Some(_), Some(until)) => Some(until - now),
            (Some(_), None) => match db.read(next_due).await {
                Ok(Some(at)) => Some(Duration::from_millis((at - now_ms()).clamp(0, POLL.as_millis() as i64) as u64)),
                Ok(None) | Err(_) => Some(POLL),
            },
        };
        if wait != Some(Duration::ZERO) {
            tokio::select! {
                () = mailer.wake.notified(), if paused.is_none() => {}
                () = mailer.retry_now.notified() => {
                    failures = 0;
                    paused_until = None;
                }
                () = tokio::time::sleep(wait.unwrap_or(Duration::from_secs(3600))) => {}
            }
            continue;
        }
        let Some(settings) = settings else { continue };
        if pool.as_ref().is_none_or(|(s, _)| *s != settings) {
            pool = match transport(&settings.server, &settings.from, PARALLEL as u32) {
                Ok(t) => Some((settings.clone(), t)),
                Err(e) => {
                    tracing::warn!("mail: cannot set up the mail server: {e}");
                    mailer.set_last_failure(Some((now_ms(), e)));
                    failures += 1;
                    paused_until = Some(Instant::now() + mailer.backoff(failures));
                    None
                }
            };
        }
        let Some((_, transport)) = &pool else { continue };
        let batch = match db.read(move |conn| due(conn, now_ms())).await {
            Ok(batch) => batch,
            Err(_) => {
                paused_until = Some(Instant::now() + POLL);
                continue;
            }
        };
        let mut results = Vec::with_capacity(batch.len());
        let mut rest = batch.into_iter();
        if let Some(first) = rest.next() {
            let result = send(transport, &settings.from, &first.message).await;
            let reached = result.is_ok() || result.as_ref().is_err_and(|e| e.unsendable);
            results.push((first.id, first.attempts, result));
            if reached {
                let rest: Vec<Due> = rest.collect();
                for chunk in rest.chunks(PARALLEL) {
                    let sends = chunk.iter().map(|d| send(transport, &settings.from, &d.message));
                    let outcomes = join_all(sends).await;
                    results.extend(chunk.iter().zip(outcomes).map(|(d, r)| (d.id, d.attempts, r)));
                }
            }
        }
        let failed = results.iter().find_map(|(_, _, r)| r.as_ref().err().filter(|e| !e.unsendable));
        match failed {
            Some(e) => {
                failures += 1;
                let delay = mailer.backoff(failures);
                tracing::warn!("mail: sending failed ({}); next attempt in {} s", e.text, delay.as_secs());
                mailer.set_last_failure(Some((now_ms(), e.text.clone())));
                paused_until = Some(Instant::now() + delay);
            }
            None => {
                if failures > 0 {
                    tracing::info!("mail: the mail server answers again");
                }
                failures = 0;
                mailer.set_last_failure(None);
            }
        }
        for (id, _, r) in &results {
            if let Err(e) = r {
                if e.unsendable {
                    tracing::warn!("mail: message {id} cannot be sent and is given up: {}", e.text);
                }
            }
        }
        let mailer_for_record = mailer.clone();
        if let Err(e) = db.write(move |tx| record(tx, &mailer_for_record, &results)).await {
            tracing::error!("mail: cannot record what was sent: {}", e.message());
            paused_until = Some(Instant::now() + POLL);
        }
    }
}

/// Runs the futures together and answers their outputs in order (a handful at a time).
async fn join_all<F: std::future::Future>(futures: impl Iterator<Item = F>) -> Vec<F::Output> {
    let mut pinned: Vec<_> = futures.map(Box::pin).collect();
    let mut outputs: Vec<Option<F::Output>> = pinned.iter().map(|_| None).collect();
    std::future::poll_fn(|cx| {
        let mut pending = false;
        for (future, output) in pinned.iter_mut().zip(outputs.iter_mut()) {
            if output.is_none() {
                match future.as_mut().poll(cx) {
                    std::task::Poll::Ready(v) => *output = Some(v),
                    std::task::Poll::Pending => pending = true,
                }
            }
        }
        if pending {
            std::task::Poll::Pending
        } else {
            std::task::Poll::Ready(())
        }
    })
    .await;
    outputs.into_iter().map(|o| o.expect("every future finished")).collect()
}

/// The texts of the order mails, in English and in Persian.
mod notices {
    use super::*;
    use crate::locale::{self, persian_digits, solar_hijri, Lang, SOLAR_HIJRI_MONTHS};

    /// `unit` (the product's, None once it is deleted) after the order's quantity.
    fn quantity(order: &Order, unit: Option<&str>, lang: Lang) -> String {
        let word = locale::unit_counted(unit.unwrap_or("kg"), lang).unwrap_or(unit.unwrap_or_default());
        match lang {
            Lang::En => format!("{} {word}", order.quantity),
            Lang::Fa => format!("{} {word}", persian_digits(&order.quantity.to_string())),
        }
    }

    fn quantity_en(order: &Order, unit: Option<&str>) -> String {
        quantity(order, unit, Lang::En)
    }

    fn quantity_fa(order: &Order, unit: Option<&str>) -> String {
        quantity(order, unit, Lang::Fa)
    }

    fn time_of(ms: i64) -> time::OffsetDateTime {
        time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
            .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
    }

    fn date_en(ms: i64) -> String {
        let t = time_of(ms);
        format!("{:04}-{:02}-{:02} {:02}:{:02} UTC", t.year(), u8::from(t.month()), t.day(), t.hour(), t.minute())
    }

    fn date_fa(ms: i64) -> String {
        let t = time_of(ms);
        let (y, m, d) = solar_hijri(t.year(), u8::from(t.month()), t.day());
        let month = SOLAR_HIJRI_MONTHS[usize::from(m) - 1];
        persian_digits(&format!("{d} {month} {y}، ساعت {:02}:{:02} (UTC)", t.hour(), t.minute()))
    }

    fn or_dash(s: &str) -> &str {
        if s.trim().is_empty() {
            "—"
        } else {
            s
        }
    }

    pub fn company_subject(order: &Order, unit: Option<&str>) -> String {
        format!(
            "New order #{}: {}, {} ({})",
            order.id,
            order.product_name,
            quantity_en(order, unit),
            order.customer_name
        )
    }

    pub fn company_body(order: &Order, unit: Option<&str>, site_url: Option<&str>, at: i64, reply: bool) -> String {
        // The link only from the site's own address: never from the request that placed the order.
        let (open_en, open_fa) = match site_url {
            Some(base) => {
                let link = format!("{base}/dashboard?tab=orders&order={}", order.id);
                (format!("Open it in the dashboard:\n{link}"), format!("دیدن سفارش در داشبورد:\n{link}"))
            }
            None => (
                "See it in the dashboard's Orders tab. (This e-mail has no link: the site's address is not set \
                 yet; save it on the dashboard's E-mail tab.)"
                    .to_owned(),
                "آن را در زبانهٔ «سفارش‌ها»ی داشبورد ببینید. (این ایمیل پیوندی ندارد، چون نشانی وب‌سایت هنوز \
                 تعیین نشده است؛ آن را در زبانهٔ «ایمیل» داشبورد ذخیره کنید.)"
                    .to_owned(),
            ),
        };
        let (lang_en, lang_fa) = match Lang::from(order.lang) {
            Lang::En => ("English", "انگلیسی"),
            Lang::Fa => ("Persian", "فارسی"),
        };
        let (reply_en, reply_fa) = match (reply, order.customer_email.is_empty()) {
            (true, _) => {
                ("Reply to this e-mail to write to the buyer.", "برای نوشتن به خریدار، به همین ایمیل پاسخ دهید.")
            }
            (false, true) => ("The buyer gave no e-mail address.", "خریدار نشانی ایمیل نداده است."),
            (false, false) => ("Write to the buyer at the address above.", "به نشانی بالا به خریدار بنویسید."),
        };
        format!(
            "A new order request has arrived on the website.\n\n\
             Order:        #{id}\n\
             Product:      {product}\n\
             Quantity:     {qty_en}\n\
             Name:         {name}\n\
             E-mail:       {email}\n\
             Destination:  {destination}\n\
             Notes:        {notes}\n\
             Received:     {date_en}\n\
             Page:         {lang_en}\n\n\
             {open_en}\n\n\
             {reply_en}\n\n\
             ----\n\n\
             درخواست سفارش تازه‌ای از وب‌سایت رسیده است.\n\n\
             سفارش: {id_fa}\n\
             محصول: {product}\n\
             مقدار: {qty_fa}\n\
             نام: {name}\n\
             ایمیل: {email}\n\
             مقصد: {destination}\n\
             یادداشت: {notes}\n\
             زمان رسیدن: {date_fa}\n\
             زبان صفحه: {lang_fa}\n\n\
             {open_fa}\n\n\
             {reply_fa}\n",
            id = order.id,
            id_fa = persian_digits(&order.id.to_string()),
            product = order.product_name,
            qty_en = quantity_en(order, unit),
            qty_fa = quantity_fa(order, unit),
            name = order.customer_name,
            email = or_dash(&order.customer_email),
            destination = or_dash(&order.destination),
            notes = or_dash(&order.notes),
            date_en = date_en(at),
            date_fa = date_fa(at),
        )
    }

    pub fn buyer_subject(order: &Order, unit: Option<&str>) -> String {
        match Lang::from(order.lang) {
            Lang::En => format!("We received your order request: {}, {}", order.product_name, quantity_en(order, unit)),
            Lang::Fa => format!("درخواست سفارش شما رسید: {}، {}", order.product_name, quantity_fa(order, unit)),
        }
    }

    /// The buyer's confirmation: the order's facts only (product, quantity, order number, date)
    /// and the company's own details. Nothing the visitor wrote (name, notes, destination) is in
    /// it, so the form cannot make the company's mail server say something of the visitor's.
    pub fn buyer_body(
        order: &Order,
        unit: Option<&str>,
        content: &content::Content,
        site_url: Option<&str>,
        at: i64,
    ) -> String {
        let email = content.contact_email.as_deref().unwrap_or_default();
        let phone = content.contact_phone.as_deref().unwrap_or_default();
        match Lang::from(order.lang) {
            Lang::En => format!(
                "Hello,\n\n\
                 Thank you for your order request. We have received it and will contact you soon, \
                 usually within 24 hours.\n\n\
                 Product:      {product}\n\
                 Quantity:     {qty}\n\
                 Reference:    order #{id}\n\
                 Received:     {date}\n\n\
                 To add or change anything, reply to this e-mail.\n\n\
                 Golbahar\n{email} · {phone}\n{link}",
                product = order.product_name,
                qty = quantity_en(order, unit),
                id = order.id,
                date = date_en(at),
                link = site_url.map(|u| format!("{u}\n")).unwrap_or_default(),
            ),
            Lang::Fa => format!(
                "با سلام،\n\n\
                 از درخواست سفارش شما سپاسگزاریم. درخواست‌تان به دست ما رسید و به‌زودی، معمولاً تا ۲۴ ساعت، \
                 با شما تماس می‌گیریم.\n\n\
                 محصول: {product}\n\
                 مقدار: {qty}\n\
                 شمارهٔ پیگیری: سفارش {id}\n\
                 زمان رسیدن: {date}\n\n\
                 اگر می‌خواهید چیزی بیفزایید یا تغییر دهید، به همین ایمیل پاسخ دهید.\n\n\
                 گلبهار\n{email} · {phone}\n{link}",
                product = order.product_name,
                qty = quantity_fa(order, unit),
                id = persian_digits(&order.id.to_string()),
                date = date_fa(at),
                phone = persian_digits(phone),
                link = site_url.map(|u| format!("{u}/fa\n")).unwrap_or_default(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_smtp_takes() {
        for good in ["a@b.co", "first.last+tag@mail.example.af", "x@[127.0.0.1]", "o'neil@example.com"] {
            assert!(mailbox(good).is_ok(), "{good}");
        }
        for bad in ["a@b", "a..b@c.de", ".a@c.de", "فریده@example.af", "a@exämple.de", "a(b@c.de", "@c.de", "a@"]
        {
            assert!(mailbox(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn confirmations_are_counted_per_mailbox() {
        assert_eq!(quota_key("Buyer+Orders@Example.COM"), "buyer@example.com");
        assert_eq!(quota_key("buyer@example.com"), "buyer@example.com");
        assert_eq!(quota_key("a+b+c@x.af"), "a@x.af");
    }

    #[test]
    fn backoff_doubles_up_to_its_cap() {
        let db_less = Mailer {
            flags: None,
            current: RwLock::new(None),
            buyer_confirmation: AtomicBool::new(false),
            saved_site_url: RwLock::new(None),
            wake: Notify::new(),
            retry_now: Notify::new(),
            first_retry: Duration::from_secs(5),
            last_failure: Mutex::new(None),
        };
        let delays: Vec<u64> = (1..=9).map(|n| db_less.backoff(n).as_secs()).collect();
        assert_eq!(delays, [5, 10, 20, 40, 80, 120, 120, 120, 120]);
    }
}
