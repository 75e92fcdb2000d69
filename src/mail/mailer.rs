//! The mail side of the running site: the settings in force, and the signals that wake the
//! sender.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, RwLock};
use std::time::Duration;

use tokio::sync::Notify;

use super::settings::{stored, Settings, Stored};
use super::transport::{new_message_id, send, transport, Outgoing};
use crate::config::ServeConfig;
use crate::db::{now_ms, Db};

/// A retry waits the first delay (`--mail-retry-ms`, 5 s), doubled per failure, up to this many
/// times it (2 min): a mail server that comes back is used within two minutes.
const MAX_BACKOFF_FACTOR: u32 = 24;

/// The mail side of the running site: the settings in force, and the sender's signals.
pub struct Mailer {
    /// From `--smtp-url` and `--mail-from`: win over the dashboard's.
    flags: Option<Settings>,
    current: RwLock<Option<Settings>>,
    buyer_confirmation: AtomicBool,
    /// The site's address as an admin saved it in the dashboard (`mail_settings.site_url`).
    saved_site_url: RwLock<Option<String>>,
    /// Something was queued: send it now rather than at the next poll.
    pub(super) wake: Notify,
    /// The settings changed or a test e-mail went through: retry now, whatever the backoff.
    pub(super) retry_now: Notify,
    first_retry: Duration,
    last_failure: Mutex<Option<(i64, String)>>,
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
    /// within the sender's poll).
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

    pub(super) fn set_last_failure(&self, failure: Option<(i64, String)>) {
        if let Ok(mut f) = self.last_failure.lock() {
            *f = failure;
        }
    }

    /// The delay before retry number `failures` (1, 2, …): doubling from the first, bounded.
    pub(super) fn backoff(&self, failures: u32) -> Duration {
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
            attachments: Vec::new(),
        };
        send(&transport, &settings.from, &message).await.map_err(|e| e.text)?;
        self.set_last_failure(None);
        self.retry_now.notify_one();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
