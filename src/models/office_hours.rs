//! The office hours the WhatsApp button tells visitors about: the days the office is open, its
//! opening and closing time (Kabul time) and within how many hours a message is answered.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use crate::error::ApiError;
use crate::rules::{text_enum, Required};

text_enum!(
    /// A day of the week.
    Weekday {
        Sat => "sat", Sun => "sun", Mon => "mon", Tue => "tue", Wed => "wed", Thu => "thu", Fri => "fri"
    }
);

const WEEK: [Weekday; 7] =
    [Weekday::Sat, Weekday::Sun, Weekday::Mon, Weekday::Tue, Weekday::Wed, Weekday::Thu, Weekday::Fri];

/// The longest reply time an office may promise, in hours (a week).
pub const MAX_REPLY_HOURS: i64 = 168;

/// The office hours as answered (the specification's, Saturday to Thursday 09:00–18:00 Kabul
/// time, until an admin saves others).
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct OfficeHours {
    /// The days the office is open, Saturday first.
    pub days: Vec<Weekday>,
    /// Opening time, `HH:MM` Kabul time.
    pub opens: String,
    /// Closing time, `HH:MM` Kabul time, after the opening time.
    pub closes: String,
    /// Within how many hours of opening a message is answered.
    pub reply_hours: i64,
}

impl Default for OfficeHours {
    fn default() -> Self {
        OfficeHours { days: WEEK[..6].to_vec(), opens: "09:00".into(), closes: "18:00".into(), reply_hours: 4 }
    }
}

/// What an admin saves on the Content tab.
#[derive(Object, Debug, Clone, Default)]
#[oai(rename_all = "camelCase", example)]
pub struct OfficeHoursFields {
    /// The days the office is open (each at most once; none: no day is promised).
    #[oai(validator(max_items = 7, unique_items))]
    pub days: Required<Option<Vec<Weekday>>>,
    /// `HH:MM`, 24-hour, Kabul time.
    #[oai(validator(pattern = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"))]
    pub opens: Required<Option<String>>,
    /// `HH:MM`, 24-hour, Kabul time; after `opens`.
    #[oai(validator(pattern = r"^([01][0-9]|2[0-3]):[0-5][0-9]$"))]
    pub closes: Required<Option<String>>,
    /// 1 to 168.
    #[oai(validator(minimum(value = "1"), maximum(value = "168")))]
    pub reply_hours: Required<Option<i64>>,
}

impl Example for OfficeHoursFields {
    fn example() -> Self {
        let d = OfficeHours::default();
        OfficeHoursFields {
            days: crate::rules::Field(Some(d.days)),
            opens: crate::rules::Field(Some(d.opens)),
            closes: crate::rules::Field(Some(d.closes)),
            reply_hours: crate::rules::Field(Some(d.reply_hours)),
        }
    }
}

/// Minutes since midnight of an `HH:MM` time, if it is one.
fn minutes(time: &str) -> Option<u32> {
    let (h, m) = time.split_once(':')?;
    let valid = |s: &str| s.len() == 2 && s.bytes().all(|b| b.is_ascii_digit());
    if !valid(h) || !valid(m) {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

impl OfficeHoursFields {
    fn check(&self) -> Result<OfficeHours, ApiError> {
        let missing: Vec<(&str, &str)> = [
            ("Days", "days", self.days.is_none()),
            ("Opens", "opens", self.opens.is_none()),
            ("Closes", "closes", self.closes.is_none()),
            ("Reply within (hours)", "replyHours", self.reply_hours.is_none()),
        ]
        .into_iter()
        .filter(|(_, _, m)| *m)
        .map(|(name, field, _)| (name, field))
        .collect();
        if !missing.is_empty() {
            return Err(ApiError::required(&missing));
        }
        let days = self.days.0.clone().unwrap_or_default();
        if days.iter().enumerate().any(|(i, d)| days[..i].contains(d)) {
            return Err(ApiError::invalid("days", "Each day may be listed once"));
        }
        let (opens, closes) = (self.opens.0.clone().unwrap_or_default(), self.closes.0.clone().unwrap_or_default());
        let (Some(from), Some(to)) = (minutes(&opens), minutes(&closes)) else {
            let field = if minutes(&opens).is_none() { "opens" } else { "closes" };
            return Err(ApiError::invalid(field, "Times must be HH:MM (00:00 to 23:59)"));
        };
        // 409 as the other rules between fields (the schema can state each field's shape only)
        if from >= to {
            return Err(ApiError::conflict("The closing time must be after the opening time").field("closes"));
        }
        let reply_hours = self.reply_hours.unwrap_or_default();
        if !(1..=MAX_REPLY_HOURS).contains(&reply_hours) {
            return Err(ApiError::invalid(
                "replyHours",
                format!("The reply time must be 1 to {MAX_REPLY_HOURS} hours"),
            ));
        }
        // Kept in the week's order, whatever order they came in.
        let days = WEEK.into_iter().filter(|d| days.contains(d)).collect();
        Ok(OfficeHours { days, opens, closes, reply_hours })
    }
}

pub fn save(tx: &Transaction, fields: &OfficeHoursFields) -> Result<OfficeHours, ApiError> {
    let hours = fields.check()?;
    let days: Vec<&str> = hours.days.iter().map(|d| d.as_str()).collect();
    tx.execute(
        "UPDATE office_hours SET days = ?1, opens = ?2, closes = ?3, reply_hours = ?4 WHERE id = 1",
        params![days.join(","), hours.opens, hours.closes, hours.reply_hours],
    )?;
    get(tx)
}

pub fn get(conn: &Connection) -> Result<OfficeHours, ApiError> {
    let found = conn
        .prepare_cached("SELECT days, opens, closes, reply_hours FROM office_hours WHERE id = 1")?
        .query_row([], |r| {
            let days: String = r.get(0)?;
            Ok(OfficeHours {
                days: WEEK.into_iter().filter(|d| days.split(',').any(|s| s == d.as_str())).collect(),
                opens: r.get(1)?,
                closes: r.get(2)?,
                reply_hours: r.get(3)?,
            })
        })
        .optional()?;
    Ok(found.unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Field;

    fn fields(days: &[Weekday], opens: &str, closes: &str, reply: i64) -> OfficeHoursFields {
        OfficeHoursFields {
            days: Field(Some(days.to_vec())),
            opens: Field(Some(opens.into())),
            closes: Field(Some(closes.into())),
            reply_hours: Field(Some(reply)),
        }
    }

    #[test]
    fn hours_are_checked_and_days_kept_in_the_weeks_order() {
        let ok = fields(&[Weekday::Thu, Weekday::Sat], "08:30", "17:00", 2).check().unwrap();
        assert_eq!(ok.days, vec![Weekday::Sat, Weekday::Thu]);
        assert!(fields(&[], "00:00", "23:59", 168).check().is_ok(), "no day: nothing promised");
        for bad in [
            fields(&[Weekday::Sat, Weekday::Sat], "09:00", "18:00", 4),
            fields(&[Weekday::Sat], "18:00", "09:00", 4),
            fields(&[Weekday::Sat], "09:00", "09:00", 4),
            fields(&[Weekday::Sat], "9:00", "18:00", 4),
            fields(&[Weekday::Sat], "09:00", "24:00", 4),
            fields(&[Weekday::Sat], "09:00", "18:00", 0),
            fields(&[Weekday::Sat], "09:00", "18:00", 169),
            OfficeHoursFields::default(),
        ] {
            assert!(bad.check().is_err(), "{bad:?}");
        }
    }
}
