//! Which dues the buyer is reminded of today: a few days before a due date and on the day, once
//! each, never for a due already paid, never without the buyer's address. A due day that passed
//! while the server was stopped gets its reminder late (saying so), up to a week after.

use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::schedule::all;
use crate::db::now_ms;
use crate::error::ApiError;
use crate::models::quotes::ymd;
use crate::rules::date_of;

/// The first reminder goes this many days before the due date (or nearer, when the due was set
/// later).
pub const REMIND_DAYS_BEFORE: i64 = 3;

/// A due day missed (the server stopped) is caught up at most this many days later: a due set with
/// a day already past, or older news, mails nobody.
pub const LATE_DAYS: i64 = 7;

/// A reminder of a due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reminder {
    /// A few days before its day.
    Before,
    /// On its day.
    Due,
    /// After its day, which passed while the reminders did not run.
    Late,
}

/// The reminders due today (Kabul): (shipment id, due position, which). On the day only the
/// day's reminder goes (the one before is then pointless); a day after the last run
/// ([`last_run`]) and before today, within [`LATE_DAYS`], gets the late one.
pub fn due_reminders(conn: &Connection, today: time::Date) -> Result<Vec<(i64, i64, Reminder)>, ApiError> {
    let today_text = ymd(today);
    let window = today.checked_add(time::Duration::days(REMIND_DAYS_BEFORE)).map(ymd).unwrap_or_default();
    // days in (missed_after, today) were never seen by a run
    let week_ago = today.checked_sub(time::Duration::days(LATE_DAYS)).map(ymd).unwrap_or_default();
    let missed_after = last_run(conn)?.map_or(today_text.clone(), |last| last.max(week_ago));
    let mut out = Vec::new();
    for s in all(conn, today)? {
        if s.buyer.email.trim().is_empty() {
            continue;
        }
        for d in s.dues.iter().filter(|d| d.outstanding_cents > 0) {
            let Some(date) = d.due_date.as_deref().filter(|d| date_of(d).is_some()) else { continue };
            if date == today_text && d.reminded_due_at.is_none() {
                out.push((s.shipment_id, d.position, Reminder::Due));
            } else if date > missed_after.as_str() && date < today_text.as_str() && d.reminded_due_at.is_none() {
                out.push((s.shipment_id, d.position, Reminder::Late));
            } else if date > today_text.as_str() && date <= window.as_str() && d.reminded_before_at.is_none() {
                out.push((s.shipment_id, d.position, Reminder::Before));
            }
        }
    }
    Ok(out)
}

/// Marks a reminder sent; whether it was not already (a day's reminder marks the one before too).
pub fn mark_reminded(tx: &Transaction, shipment_id: i64, position: i64, which: Reminder) -> Result<bool, ApiError> {
    let sql = match which {
        Reminder::Before => {
            "UPDATE payment_dues SET reminded_before_at = ?3
             WHERE shipment_id = ?1 AND position = ?2 AND reminded_before_at IS NULL"
        }
        Reminder::Due | Reminder::Late => {
            "UPDATE payment_dues SET reminded_due_at = ?3, reminded_before_at = coalesce(reminded_before_at, ?3)
             WHERE shipment_id = ?1 AND position = ?2 AND reminded_due_at IS NULL"
        }
    };
    Ok(tx.prepare_cached(sql)?.execute(params![shipment_id, position, now_ms()])? == 1)
}

/// The last day the reminders ran (`YYYY-MM-DD`, Kabul); none before the first run.
pub fn last_run(conn: &Connection) -> Result<Option<String>, ApiError> {
    Ok(conn
        .prepare_cached("SELECT last_day FROM payment_reminder_runs WHERE id = 1")?
        .query_row([], |r| r.get(0))
        .optional()?)
}

/// Remembers that the reminders ran today (never moving the day back).
pub fn mark_run(tx: &Transaction, today: time::Date) -> Result<(), ApiError> {
    tx.prepare_cached(
        "INSERT INTO payment_reminder_runs (id, last_day) VALUES (1, ?1)
         ON CONFLICT (id) DO UPDATE SET last_day = max(last_day, excluded.last_day)",
    )?
    .execute([ymd(today)])?;
    Ok(())
}
