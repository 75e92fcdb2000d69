//! The sender: empties the outbox in the background, for as long as the server runs.

use std::sync::Arc;
use std::time::{Duration, Instant};

use lettre::{AsyncSmtpTransport, Tokio1Executor};

use super::mailer::Mailer;
use super::outbox::{due, next_due, record, Due};
use super::settings::Settings;
use super::transport::{send, transport};
use crate::db::{now_ms, Db};

/// The sender looks for due messages at least this often, woken or not.
const POLL: Duration = Duration::from_secs(30);
/// How many messages of a batch travel at once (each on its own pooled connection).
const PARALLEL: usize = 4;

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
