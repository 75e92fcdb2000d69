//! Kabul's calendar, in which a quote's validity and a request's number year are counted, and the
//! `YYYY-MM-DD` dates of the quotes' forms.

use crate::error::ApiError;

/// Kabul's time, in which a quote's validity is counted (to the end of its last day).
pub const KABUL: time::UtcOffset = time::macros::offset!(+4:30);

/// The date of `ms` in Kabul.
pub fn kabul_date(ms: i64) -> time::Date {
    time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .to_offset(KABUL)
        .date()
}

pub(super) fn parse_date(field: &str, value: &str) -> Result<time::Date, ApiError> {
    crate::rules::date_of(value).ok_or_else(|| crate::rules::not_a_date(field).field(field))
}

pub fn ymd(d: time::Date) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
}
