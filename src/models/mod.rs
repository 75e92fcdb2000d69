//! The business records, each with its rules and its SQL; and the small checks they share.

pub mod admins;
pub mod analytics;
pub mod awards;
pub mod content;
pub mod demo;
pub mod hero;
pub mod media;
pub mod orders;
pub mod products;

use crate::error::ApiError;

/// Largest stock quantity or price accepted: far above any real shipment, far below overflow.
pub const MAX_AMOUNT: i64 = 1_000_000_000;

/// Checks a text field: length in characters, and no control characters (line breaks and tabs
/// are allowed where `multiline`). Text is stored exactly as sent.
pub fn check_text(field: &str, value: &str, max: usize, multiline: bool) -> Result<(), ApiError> {
    if value.chars().count() > max {
        return Err(ApiError::bad_request(format!("{field} is too long (at most {max} characters)")));
    }
    let bad = |c: char| c.is_control() && !(multiline && matches!(c, '\n' | '\r' | '\t'));
    if value.chars().any(bad) {
        return Err(ApiError::bad_request(format!("{field} contains control characters")));
    }
    Ok(())
}

/// Characters that show nothing or turn the text around (Unicode's default-ignorable code points,
/// which include the bidi controls, zero-width spaces and joiners), and line or paragraph
/// separators: they make two names look alike or a name read differently from what it is.
pub fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{034F}' | '\u{061C}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200F}' | '\u{2028}'..='\u{202E}'
        | '\u{2060}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}' | '\u{FFA0}'
        | '\u{FFF0}'..='\u{FFF8}' | '\u{1BCA0}'..='\u{1BCA3}' | '\u{1D173}'..='\u{1D17A}'
        | '\u{E0000}'..='\u{E0FFF}')
}

pub fn is_blank(value: Option<&str>) -> bool {
    value.is_none_or(|v| v.trim().is_empty())
}

/// A plausible e-mail address: one `@`, a dotted domain, no spaces.
pub fn check_email(value: &str) -> Result<(), ApiError> {
    let ok = value.len() <= 254
        && value.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
        })
        && !value.chars().any(|c| c.is_whitespace() || c.is_control() || c == '<' || c == '>' || c == '"');
    if ok {
        Ok(())
    } else {
        Err(ApiError::bad_request("Please enter a valid e-mail address"))
    }
}

/// An http(s) address, for the social links on the Content tab.
pub fn check_http_url(field: &str, value: &str) -> Result<(), ApiError> {
    check_text(field, value, 2048, false)?;
    let lower = value.to_ascii_lowercase();
    let rest = lower.strip_prefix("https://").or_else(|| lower.strip_prefix("http://"));
    match rest {
        Some(r) if !r.is_empty() && !r.starts_with('/') && !value.contains(char::is_whitespace) => Ok(()),
        _ => Err(ApiError::bad_request(format!("{field} must be an http(s) address"))),
    }
}

/// A calendar date `YYYY-MM-DD`, as an `<input type="date">` sends it.
pub fn check_date(field: &str, value: &str) -> Result<(), ApiError> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    match time::Date::parse(value, &format) {
        Ok(d) if (1900..=2200).contains(&d.year()) => Ok(()),
        _ => Err(ApiError::bad_request(format!("{field} must be a date (YYYY-MM-DD)"))),
    }
}

pub fn today() -> String {
    let d = time::OffsetDateTime::now_utc().date();
    format!("{:04}-{:02}-{:02}", d.year(), u8::from(d.month()), d.day())
}

/// RFC 3339 (UTC, milliseconds) for a stored Unix-millisecond time.
pub fn rfc3339(ms: i64) -> String {
    let t = time::OffsetDateTime::from_unix_timestamp_nanos(ms as i128 * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        t.year(),
        u8::from(t.month()),
        t.day(),
        t.hour(),
        t.minute(),
        t.second(),
        t.millisecond()
    )
}

/// A stock quantity: a whole number from 1 to [`MAX_AMOUNT`].
pub fn check_quantity(field: &str, value: i64) -> Result<(), ApiError> {
    if value < 1 {
        return Err(ApiError::bad_request(format!("{field} must be at least 1")));
    }
    if value > MAX_AMOUNT {
        return Err(ApiError::bad_request(format!("{field} is too large")));
    }
    Ok(())
}

/// Declares an API enum stored in SQLite as its lowercase (or given) text.
macro_rules! text_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(poem_openapi::Enum, Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $name {
            $(#[oai(rename = $text)] $variant),+
        }

        impl $name {
            pub fn as_str(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }
        }

        impl rusqlite::types::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(self.as_str().into())
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
                match v.as_str()? {
                    $($text => Ok($name::$variant),)+
                    _ => Err(rusqlite::types::FromSqlError::InvalidType),
                }
            }
        }
    };
}
pub(crate) use text_enum;
