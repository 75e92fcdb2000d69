//! The webhook sender: delivers what the events wrote, for as long as the server runs. Each
//! enabled endpoint has at most one attempt in flight and takes its deliveries in order, so a slow
//! or dead receiver holds up only itself; each attempt is signed by the Standard Webhooks scheme.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use bytes::Bytes;
use hmac::{Hmac, Mac};
use sha2::Sha256;
use tokio::sync::Notify;

use crate::config::ServeConfig;
use crate::db::{now_ms, Db};
use crate::edge::outbound::{self, Outbound};
use crate::mail::{enqueue_to_company, Mailer};
use crate::models::webhooks::deliveries::{self, Head, Outcome, Tried};

/// Each attempt's limit: resolving, connecting, TLS, and the answer's first kilobyte.
pub const ATTEMPT_LIMIT: Duration = Duration::from_secs(10);
/// The sender looks at what is due at least this often, woken or not.
const POLL: Duration = Duration::from_secs(30);
/// At most this often once woken: a burst of events (2 000 orders a second) costs a look at the
/// endpoints every 50 ms, not one per event.
const GAP: Duration = Duration::from_millis(50);
/// How often attempts older than 30 days are pruned.
const PRUNE_EVERY: Duration = Duration::from_secs(3600);

/// The webhook side of the running site: the client, the retry delay and the sender's signal.
pub struct Webhooks {
    outbound: Outbound,
    first_retry_ms: i64,
    wake: Notify,
    /// The endpoints with an attempt in flight.
    busy: Mutex<HashSet<i64>>,
}

impl Webhooks {
    pub fn new(config: &ServeConfig) -> Webhooks {
        let allow = config.webhooks_allow_private;
        let outbound = Outbound::new(allow, config.webhooks_ca_root.as_deref(), ATTEMPT_LIMIT).unwrap_or_else(|e| {
            tracing::error!("webhooks: --webhooks-ca-root: {e}; only the system's roots are trusted");
            Outbound::new(allow, None, ATTEMPT_LIMIT).expect("the system's roots alone always make a client")
        });
        Webhooks {
            outbound,
            first_retry_ms: config.webhooks_retry_ms as i64,
            wake: Notify::new(),
            busy: Mutex::new(HashSet::new()),
        }
    }

    /// Something was written: look now rather than at the next poll (call after the commit).
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// The client, for the checks made when an endpoint is added.
    pub fn outbound(&self) -> &Outbound {
        &self.outbound
    }

    fn busy(&self) -> std::sync::MutexGuard<'_, HashSet<i64>> {
        self.busy.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The `webhook-signature` of a message: `v1,` and the base64 of HMAC-SHA256 over
/// `{id}.{timestamp}.{body}`, keyed with the secret's bytes (the base64 after `whsec_`).
pub fn sign(secret: &str, id: &str, timestamp: i64, body: &str) -> String {
    let engine = base64::engine::general_purpose::STANDARD;
    let key = engine.decode(secret.strip_prefix("whsec_").unwrap_or(secret)).unwrap_or_default();
    let mut mac = Hmac::<Sha256>::new_from_slice(&key).expect("HMAC takes a key of any length");
    mac.update(format!("{id}.{timestamp}.{body}").as_bytes());
    format!("v1,{}", engine.encode(mac.finalize().into_bytes()))
}

/// Delivers the webhooks, for as long as the server runs.
pub async fn run(db: Db, hooks: Arc<Webhooks>, mailer: Arc<Mailer>) {
    let mut pruned: Option<Instant> = None;
    loop {
        if pruned.is_none_or(|at| at.elapsed() >= PRUNE_EVERY) {
            pruned = Some(Instant::now());
            if let Err(e) = db.write(|tx| deliveries::prune(tx, now_ms())).await {
                tracing::warn!("webhooks: cannot prune old attempts: {}", e.message());
            }
        }
        let mut wait = POLL;
        match db.read(deliveries::heads).await {
            Ok(heads) => {
                let now = now_ms();
                for head in heads {
                    if head.due_at > now {
                        wait = wait.min(Duration::from_millis((head.due_at - now) as u64));
                    } else if hooks.busy().insert(head.endpoint) {
                        tokio::spawn(attempt(db.clone(), hooks.clone(), mailer.clone(), head.endpoint));
                    }
                }
            }
            Err(e) => tracing::warn!("webhooks: cannot read what is due: {}", e.message()),
        }
        tokio::select! {
            () = hooks.wake.notified() => tokio::time::sleep(GAP).await,
            () = tokio::time::sleep(wait) => {}
        }
    }
}

/// Endpoint `endpoint`'s due deliveries, one after another while they are delivered; then the
/// sender looks again (a failure waits its backoff).
async fn attempt(db: Db, hooks: Arc<Webhooks>, mailer: Arc<Mailer>, endpoint: i64) {
    let first_retry = hooks.first_retry_ms;
    while let Ok(Some(head)) = db.read(move |conn| deliveries::due_head(conn, endpoint, now_ms())).await {
        let tried = post(&hooks.outbound, &head).await;
        let delivery = head.delivery;
        let recorded = db
            .write(move |tx| {
                let outcome = deliveries::record(tx, delivery, &tried, first_retry)?;
                if let Outcome::SwitchedOff(url) = &outcome {
                    let subject = "A webhook endpoint was switched off / یک نشانی وب‌هوک خاموش شد";
                    let body = format!(
                        "Every attempt to deliver to this webhook endpoint failed for three days, so it was switched off:\n\n  \
                         \u{2068}{url}\u{2069}\n\nWhat waits for it is kept. Switch it on again in the dashboard's Users tab once it answers.\n\n\
                         همهٔ تلاش‌ها برای رساندن پیام به این نشانی وب‌هوک سه روز ناکام ماند، پس خاموش شد. \
                         پیام‌های در انتظار نگه داشته می‌شوند؛ وقتی دوباره پاسخ داد، آن را در بخش کاربران داشبورد روشن کنید.\n"
                    );
                    enqueue_to_company(tx, "webhook-off", subject, &body)?;
                }
                Ok(outcome)
            })
            .await;
        match recorded {
            Ok(Outcome::Delivered) => continue,
            Ok(Outcome::SwitchedOff(url)) => {
                tracing::warn!("webhooks: {url} failed for three days and is switched off");
                mailer.wake();
            }
            Ok(_) => {}
            Err(e) => tracing::error!("webhooks: cannot record an attempt: {}", e.message()),
        }
        break;
    }
    hooks.busy().remove(&endpoint);
    hooks.wake();
}

/// Sends `head` once, signed with a fresh timestamp.
async fn post(client: &Outbound, head: &Head) -> Tried {
    let started = Instant::now();
    let at = now_ms();
    let result = match outbound::target(&head.url, client.allows_private()) {
        Err(_) => Err("the URL is no longer one this server sends to".to_owned()),
        Ok(target) => {
            let timestamp = at / 1000;
            let headers = [
                ("webhook-id", head.message_id.clone()),
                ("webhook-timestamp", timestamp.to_string()),
                ("webhook-signature", sign(&head.secret, &head.message_id, timestamp, &head.body)),
            ];
            client.post(&target, &headers, Bytes::from(head.body.clone())).await
        }
    };
    let duration_ms = started.elapsed().as_millis() as i64;
    match result {
        Ok(answer) => {
            let error = match answer.status {
                200..=299 => None,
                300..=399 => Some(match &answer.location {
                    Some(to) => format!("a redirect to {to}, not followed"),
                    None => "a redirect, not followed".to_owned(),
                }),
                status => Some(format!("answered {status}")),
            };
            Tried { at, duration_ms, status: Some(answer.status), error, answer: answer.body }
        }
        Err(e) => Tried { at, duration_ms, status: None, error: Some(e), answer: String::new() },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The example of the Standard Webhooks specification and its libraries' tests.
    #[test]
    fn signs_as_the_standard_webhooks_libraries_verify() {
        let secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
        let signature = sign(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", 1614265330, r#"{"test": 2432232314}"#);
        assert_eq!(signature, "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
    }
}
