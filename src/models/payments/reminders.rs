//! Which dues the buyer is reminded of today: a few days before a due date and on the day, once
//! each, never for a due already paid, never without the buyer's address.

use rusqlite::{params, Connection, Transaction};

use super::schedule::all;
use crate::db::now_ms;
use crate::error::ApiError;
use crate::models::quotes::ymd;
use crate::rules::date_of;

/// The first reminder goes this many days before the due date (or nearer, when the due was set
/// later).
pub const REMIND_DAYS_BEFORE: i64 = 3;

/// A reminder of a due.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reminder {
    /// A few days before its day.
    Before,
    /// On its day.
    Due,
}

/// The reminders due today (Kabul): (shipment id, due position, which). On the day only the
/// day's reminder goes (the one before is then pointless).
pub fn due_reminders(conn: &Connection, today: time::Date) -> Result<Vec<(i64, i64, Reminder)>, ApiError> {
    let today_text = ymd(today);
    let window = today.checked_add(time::Duration::days(REMIND_DAYS_BEFORE)).map(ymd).unwrap_or_default();
    let mut out = Vec::new();
    for s in all(conn, today)? {
        if s.buyer.email.trim().is_empty() {
            continue;
        }
        for d in s.dues.iter().filter(|d| d.outstanding_cents > 0) {
            let Some(date) = d.due_date.as_deref().filter(|d| date_of(d).is_some()) else { continue };
            if date == today_text && d.reminded_due_at.is_none() {
                out.push((s.shipment_id, d.position, Reminder::Due));
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
        Reminder::Due => {
            "UPDATE payment_dues SET reminded_due_at = ?3, reminded_before_at = coalesce(reminded_before_at, ?3)
             WHERE shipment_id = ?1 AND position = ?2 AND reminded_due_at IS NULL"
        }
    };
    Ok(tx.prepare_cached(sql)?.execute(params![shipment_id, position, now_ms()])? == 1)
}
