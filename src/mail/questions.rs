//! The company's mail about a buyer's questions on a quote, gathered: the first question after a
//! quiet spell goes out at once; those that follow within [`GATHER_MS`] of the last mail about
//! that quote's questions wait for the end of that spell and go out together in one mail. However
//! fast a buyer asks, the company gets at most one such mail per quote every ten minutes (and the
//! buyer at most `QUESTIONS_PER_QUOTE_PER_DAY` questions a day on it).
//!
//! Nothing is lost: a mail still waiting is taken back and queued again with the new question
//! added, in the question's own write transaction. Should the sender be sending the waiting mail
//! at that very moment, it goes out too, and the company reads those questions twice. Each mail's
//! Message-ID names its quote and the first question it holds (`quote-7-question-42.…`), which is
//! how the next question finds it.

use rusqlite::Transaction;

use super::mailer::Mailer;
use super::outbox::{company_email, enqueue_message_at, last_sent_with_prefix, take_back, waiting_with_prefix};
use super::quotes::{dashboard_link, typed};
use super::settings::mailbox;
use super::transport::{new_message_id, Outgoing};
use crate::db::now_ms;
use crate::error::ApiError;
use crate::locale::persian_digits;
use crate::models::quotes::{buyer_messages_from, Quote};
use crate::rules::isolate;

/// Questions on one quote that arrive within this long of the last mail about its questions are
/// gathered into the next (10 minutes).
pub const GATHER_MS: i64 = 10 * 60 * 1000;

/// The start of the Message-IDs of the mails about quote `id`'s questions.
fn prefix(id: i64) -> String {
    format!("quote-{id}-question-")
}

/// The buyer asked a question (`message_id`, just written) on their quote page: queued for the
/// company, gathered with the questions of the same quote that wait to be sent.
pub fn question(
    tx: &Transaction,
    mailer: &Mailer,
    q: &Quote,
    message_id: i64,
    site_url: Option<&str>,
) -> Result<(), ApiError> {
    if !mailer.configured() {
        return Ok(());
    }
    let prefix = prefix(q.id);
    let now = now_ms();
    let (first, due_at) = match waiting_with_prefix(tx, &prefix)? {
        Some((waiting, id, due_at)) => {
            take_back(tx, waiting)?;
            let first = id[prefix.len()..].split('.').next().and_then(|n| n.parse().ok()).unwrap_or(message_id);
            (first, due_at)
        }
        None => match last_sent_with_prefix(tx, &prefix)? {
            Some(sent) if now - sent < GATHER_MS => (message_id, sent + GATHER_MS),
            _ => (message_id, now),
        },
    };
    let questions = buyer_messages_from(tx, q.id, first)?;
    let (en, fa) = bodies(q, &questions, site_url);
    let n = questions.len().max(1);
    let subject = match n {
        1 => format!("Question on quote {} from {}", q.number, isolate(&q.name)),
        n => format!("{n} questions on quote {} from {}", q.number, isolate(&q.name)),
    };
    let message = Outgoing {
        recipient: company_email(tx)?,
        reply_to: Some(q.email.clone()).filter(|e| mailbox(e).is_ok()),
        subject,
        body: format!("{en}\n\n----\n\n{fa}\n"),
        message_id: new_message_id(&format!("{prefix}{first}")),
        created_at: now,
        attachments: Vec::new(),
    };
    enqueue_message_at(tx, "quote-question", &message, due_at)?;
    Ok(())
}

/// The mail's English and Persian parts: each question as the buyer typed it (isolated), with its
/// time when there are several.
fn bodies(q: &Quote, questions: &[(i64, String, i64)], site_url: Option<&str>) -> (String, String) {
    let (open_en, open_fa) = dashboard_link(site_url, q);
    let (name, number) = (isolate(&q.name), isolate(&q.number));
    if let [(_, text, _)] = questions {
        let text = typed(Some(text));
        return (
            format!("{name} has written on quote {}:\n\n{text}\n\nAnswer on the quote: {open_en}", q.number),
            format!("{name} دربارهٔ پیشنهاد {number} نوشته است:\n\n{text}\n\nپاسخ روی همان پیشنهاد: {open_fa}"),
        );
    }
    let listed = |fa: bool| {
        questions
            .iter()
            .map(|(_, text, at)| {
                let time = clock(*at);
                let time = if fa { persian_digits(&time) } else { time };
                format!("[{time} UTC]\n{}", typed(Some(text)))
            })
            .collect::<Vec<_>>()
            .join("\n\n")
    };
    let n = questions.len();
    (
        format!(
            "{name} has written {n} questions on quote {}:\n\n{}\n\nAnswer on the quote: {open_en}",
            q.number,
            listed(false)
        ),
        format!(
            "{name} {} پرسش دربارهٔ پیشنهاد {number} نوشته است:\n\n{}\n\nپاسخ روی همان پیشنهاد: {open_fa}",
            persian_digits(&n.to_string()),
            listed(true)
        ),
    )
}

/// `14:03`, the UTC time of a stored Unix-millisecond time.
fn clock(ms: i64) -> String {
    let t = time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    format!("{:02}:{:02}", t.hour(), t.minute())
}
