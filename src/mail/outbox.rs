//! The outbox table: messages queued in the caller's write transaction (so they commit with what
//! they tell of), the buyers' daily confirmation quota, what is due, and what became of each
//! message tried.

use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::mailer::Mailer;
use super::notices;
use super::settings::mailbox;
use super::transport::{new_message_id, Attachment, Outgoing, SendError};
use crate::db::now_ms;
use crate::error::{ApiError, DiskFull};
use crate::models::content;
use crate::models::orders::Order;

/// At most this many buyer confirmations go to one mailbox (lower case, without a `+tag`, and for
/// Gmail without dots: [`quota_key`]) per UTC day; later orders from it are still recorded and
/// still reach the company.
pub const CONFIRMATIONS_PER_DAY: i64 = 3;
/// Messages taken from the outbox at a time.
const BATCH: usize = 64;

/// Queues `message` of `kind` in the caller's transaction.
fn enqueue(tx: &Transaction, kind: &str, order_id: Option<i64>, message: &Outgoing) -> Result<i64, ApiError> {
    enqueue_due(tx, kind, order_id, message, message.created_at)
}

/// Queues `message` of `kind` in the caller's transaction, to be sent from `due_at` (Unix ms) on.
fn enqueue_due(
    tx: &Transaction,
    kind: &str,
    order_id: Option<i64>,
    message: &Outgoing,
    due_at: i64,
) -> Result<i64, ApiError> {
    tx.prepare_cached(
        "INSERT INTO outbox (kind, order_id, recipient, reply_to, subject, body, message_id, created_at, next_attempt_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
    )?
    .execute(params![
        kind,
        order_id,
        message.recipient,
        message.reply_to,
        message.subject,
        message.body,
        message.message_id,
        message.created_at,
        due_at
    ])?;
    let id = tx.last_insert_rowid();
    for (position, a) in message.attachments.iter().enumerate() {
        tx.prepare_cached(
            "INSERT INTO outbox_attachments (outbox_id, position, filename, mime, bytes) VALUES (?1, ?2, ?3, ?4, ?5)",
        )?
        .execute(params![id, position as i64, a.filename, a.mime, a.bytes])?;
    }
    Ok(id)
}

/// Queues `message` of `kind` (about no order) in the caller's transaction, with its attachments;
/// answers its outbox id. Call [`Mailer::wake`] after the commit.
pub fn enqueue_message(tx: &Transaction, kind: &str, message: &Outgoing) -> Result<i64, ApiError> {
    enqueue(tx, kind, None, message)
}

/// Queues `message` of `kind` (about no order) to be sent from `due_at` (Unix ms) on; answers its
/// outbox id.
pub fn enqueue_message_at(tx: &Transaction, kind: &str, message: &Outgoing, due_at: i64) -> Result<i64, ApiError> {
    enqueue_due(tx, kind, None, message, due_at)
}

/// The newest message not sent yet (and not given up) whose Message-ID starts with `prefix`, which
/// must end in `-`: its outbox id, Message-ID and when it is due.
pub fn waiting_with_prefix(tx: &Transaction, prefix: &str) -> Result<Option<(i64, String, i64)>, ApiError> {
    let (from, to) = prefix_range(prefix);
    Ok(tx
        .prepare_cached(
            "SELECT id, message_id, next_attempt_at FROM outbox
             WHERE message_id >= ?1 AND message_id < ?2 AND sent_at IS NULL AND next_attempt_at IS NOT NULL
             ORDER BY id DESC LIMIT 1",
        )?
        .query_row(params![from, to], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?)
}

/// When the last message whose Message-ID starts with `prefix` (ending in `-`) was sent.
pub fn last_sent_with_prefix(tx: &Transaction, prefix: &str) -> Result<Option<i64>, ApiError> {
    let (from, to) = prefix_range(prefix);
    Ok(tx
        .prepare_cached("SELECT max(sent_at) FROM outbox WHERE message_id >= ?1 AND message_id < ?2")?
        .query_row(params![from, to], |r| r.get(0))?)
}

/// The Message-IDs that start with `prefix` (which ends in `-`), as a range of the unique index:
/// from `prefix` to the same text ending in `.` (the character after `-`).
fn prefix_range(prefix: &str) -> (String, String) {
    let stem = prefix.strip_suffix('-').unwrap_or(prefix);
    (format!("{stem}-"), format!("{stem}."))
}

/// Takes back a message not sent yet, which the caller replaces by one that says more. Should the
/// sender have it in hand at this moment, it goes out as well: the company reads a question twice
/// rather than never.
pub fn take_back(tx: &Transaction, id: i64) -> Result<(), ApiError> {
    tx.prepare_cached("DELETE FROM outbox WHERE id = ?1 AND sent_at IS NULL")?.execute([id])?;
    Ok(())
}

/// The company's address: the contact e-mail of the site content.
pub fn company_email(conn: &Connection) -> Result<String, ApiError> {
    company_address(conn)
}

/// Counts a message to a buyer's `address` against today's [`CONFIRMATIONS_PER_DAY`]: whether it
/// may be sent (see [`take_confirmation`]).
pub fn take_buyer_quota(tx: &Transaction, address: &str) -> Result<bool, ApiError> {
    take_confirmation(tx, address, now_ms())
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
        attachments: Vec::new(),
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

/// The key a buyer's address is counted under: the mailbox it reaches, as far as that is known
/// for sure. Lower case, without a `+tag` (every big provider delivers `name+tag@` to `name@`);
/// for Gmail also without dots in the name and with `googlemail.com` as `gmail.com`, which Google
/// delivers to the same mailbox (`j.o.h.n@googlemail.com` is `john@gmail.com`). Outlook, Hotmail
/// and the others keep dots: `john.smith@outlook.com` and `johnsmith@outlook.com` are two people.
fn quota_key(address: &str) -> String {
    let address = address.to_lowercase();
    let Some((local, domain)) = address.rsplit_once('@') else { return address };
    let local = local.split('+').next().unwrap_or(local);
    match domain {
        "gmail.com" | "googlemail.com" => format!("{}@gmail.com", local.replace('.', "")),
        _ => format!("{local}@{domain}"),
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
    let (unit, name_fa): (Option<String>, String) = match order.product_id {
        Some(id) => tx
            .prepare_cached("SELECT unit, name_fa FROM products WHERE id = ?1")?
            .query_row([id], |r| Ok((Some(r.get(0)?), r.get(1)?)))
            .optional()?
            .unwrap_or_default(),
        None => (None, String::new()),
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
        body: notices::company_body(order, unit.as_deref(), &name_fa, site_url, created_at, buyer.is_some()),
        message_id: new_message_id("order"),
        created_at,
        attachments: Vec::new(),
    };
    enqueue(tx, "order", Some(order.id), &notice)?;
    let Some(buyer) = buyer.filter(|_| mailer.buyer_confirmation()) else { return Ok(()) };
    if take_confirmation(tx, buyer, created_at)? {
        let confirmation = Outgoing {
            recipient: buyer.to_owned(),
            reply_to: content.contact_email.clone(),
            subject: notices::buyer_subject(order, unit.as_deref(), &name_fa),
            body: notices::buyer_body(order, unit.as_deref(), &name_fa, &content, site_url, created_at),
            message_id: new_message_id("confirmation"),
            created_at,
            attachments: Vec::new(),
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

/// A message due to be sent, with its outbox id and the attempts made so far.
pub struct Due {
    pub id: i64,
    pub attempts: u32,
    pub message: Outgoing,
}

pub fn due(conn: &Connection, now: i64) -> Result<Vec<Due>, ApiError> {
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
                attachments: Vec::new(),
            },
        })
    })?;
    let mut due: Vec<Due> = rows.collect::<Result<_, _>>()?;
    let mut files = conn.prepare_cached(
        "SELECT filename, mime, bytes FROM outbox_attachments WHERE outbox_id = ?1 ORDER BY position",
    )?;
    for d in &mut due {
        let found =
            files.query_map([d.id], |r| Ok(Attachment { filename: r.get(0)?, mime: r.get(1)?, bytes: r.get(2)? }))?;
        d.message.attachments = found.collect::<Result<_, _>>()?;
    }
    Ok(due)
}

pub fn next_due(conn: &Connection) -> Result<Option<i64>, ApiError> {
    Ok(conn.query_row("SELECT min(next_attempt_at) FROM outbox WHERE sent_at IS NULL", [], |r| r.get(0))?)
}

/// Records what became of each message tried: sent (its body is no longer needed), failed (tried
/// again after its backoff), or unsendable (never tried again).
pub fn record(
    tx: &Transaction,
    mailer: &Mailer,
    results: &[(i64, u32, Result<(), SendError>)],
) -> Result<(), ApiError> {
    let now = now_ms();
    for (id, attempts, result) in results {
        match result {
            Ok(()) => tx
                .prepare_cached(
                    "UPDATE outbox SET sent_at = ?2, attempts = attempts + 1, last_error = NULL, body = '',
                     next_attempt_at = NULL WHERE id = ?1",
                )?
                .execute(params![id, now])
                .and_then(|n| {
                    // the files too are no longer needed
                    tx.prepare_cached("DELETE FROM outbox_attachments WHERE outbox_id = ?1")?.execute([id])?;
                    Ok(n)
                })?,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn confirmations_are_counted_per_mailbox() {
        assert_eq!(quota_key("Buyer+Orders@Example.COM"), "buyer@example.com");
        assert_eq!(quota_key("buyer@example.com"), "buyer@example.com");
        assert_eq!(quota_key("a+b+c@x.af"), "a@x.af");
    }

    #[test]
    fn gmail_ignores_dots_and_googlemail_is_gmail_but_outlook_keeps_its_dots() {
        for spelling in [
            "john.smith@gmail.com",
            "J.O.H.N.Smith+quotes@GMail.com",
            "johnsmith@googlemail.com",
            "j.ohnsmith.@gmail.com",
        ] {
            assert_eq!(quota_key(spelling), "johnsmith@gmail.com", "{spelling}");
        }
        assert_eq!(quota_key("john.smith+x@outlook.com"), "john.smith@outlook.com");
        assert_ne!(quota_key("john.smith@hotmail.com"), quota_key("johnsmith@hotmail.com"));
        assert_eq!(quota_key("john.smith@example.com"), "john.smith@example.com");
    }
}
