//! The reminder to the buyer a few days before a quote's validity ends (once per revision).

use rusqlite::{params, Connection, Transaction};

use super::dates::{kabul_date, parse_date};
use crate::db::now_ms;
use crate::error::ApiError;

/// The reminder goes this many days before the last day.
pub const REMIND_DAYS_BEFORE: i64 = 3;

/// The quotes whose buyer should be reminded today: quoted, their latest revision's last day
/// [`REMIND_DAYS_BEFORE`] days away or nearer (and not past), sent before that window began, and
/// not reminded yet. Answers (quote id, revision).
pub fn due_reminders(conn: &Connection, today: time::Date) -> Result<Vec<(i64, i64)>, ApiError> {
    let mut stmt = conn.prepare_cached(
        "SELECT r.quote_id, r.number, r.valid_until, r.sent_at FROM quote_revisions r JOIN quotes q ON q.id = r.quote_id
         WHERE q.status = 'quoted' AND r.reminded_at IS NULL
           AND r.number = (SELECT max(number) FROM quote_revisions WHERE quote_id = r.quote_id)",
    )?;
    let rows: Vec<(i64, i64, String, i64)> =
        stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?.collect::<Result<_, _>>()?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, number, until, sent)| {
            let until = parse_date("validUntil", &until).ok()?;
            let window = until.checked_sub(time::Duration::days(REMIND_DAYS_BEFORE))?;
            ((window..=until).contains(&today) && kabul_date(sent) < window).then_some((id, number))
        })
        .collect())
}

pub fn mark_reminded(tx: &Transaction, id: i64, revision: i64) -> Result<bool, ApiError> {
    Ok(tx.execute(
        "UPDATE quote_revisions SET reminded_at = ?3 WHERE quote_id = ?1 AND number = ?2 AND reminded_at IS NULL",
        params![id, revision, now_ms()],
    )? == 1)
}
