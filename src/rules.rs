//! The value types and checks every input shares, from the settings to the business records: a
//! request field as the schema declares it ([`Field`]), dates, e-mail addresses and links as
//! text, the rules of text (length, control and invisible characters), URLs, days and quantities,
//! and enums stored as text. A ground file: it imports nothing of the crate but the error type.

use std::borrow::Cow;

use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::types::{ParseError, ParseFromJSON, ParseResult, ToJSON, Type};
use serde_json::Value;

use crate::error::{ApiError, ErrorCode};

/// Largest stock quantity or price accepted: far above any real shipment, far below overflow.
pub const MAX_AMOUNT: i64 = 1_000_000_000;

/// Largest total of a quote's revision, in cents (999 999 999 999.99; a unit price is at most
/// [`MAX_AMOUNT`]): each amount of it prints whole in its cell of the proforma (the pdf module's
/// tests measure the widest), and is exact as the JSON number the API answers and the UI adds
/// (below 2^53 cents) and in i64.
pub const MAX_TOTAL_CENTS: i64 = 100_000_000_000_000 - 1;

/// A field of a request body, as the schema declares it and the model checks it.
///
/// - Strict: a value of another JSON type than declared is refused (poem-openapi alone reads
///   `"name": 123` as the text "123").
/// - Its `#[oai(validator(...))]` attributes declare the model's rules in the schema without
///   checking them here: the model checks them and answers in the specification's words
///   (`Please fill required fields: Name, Price`), which poem-openapi's own messages would replace.
/// - [`Required`]`<Option<T>>` is required and never null in the schema, yet arrives as `None`
///   when missing, so that the model names every missing field at once.
/// - An optional field may also be `null`, which means absent.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Field<T, const REQUIRED: bool = false>(pub T);

/// A [`Field`] the schema lists as required.
pub type Required<T> = Field<T, true>;

impl<T, const R: bool> std::ops::Deref for Field<T, R> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T, const R: bool> std::ops::DerefMut for Field<T, R> {
    fn deref_mut(&mut self) -> &mut T {
        &mut self.0
    }
}

impl<T: Type, const R: bool> Type for Field<T, R> {
    const IS_REQUIRED: bool = R || T::IS_REQUIRED;
    type RawValueType = T::RawValueType;
    type RawElementValueType = T::RawElementValueType;

    fn name() -> Cow<'static, str> {
        T::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        let nullable = !Self::IS_REQUIRED;
        T::schema_ref().merge(MetaSchema { nullable, ..MetaSchema::ANY })
    }

    fn register(registry: &mut Registry) {
        T::register(registry);
    }

    /// Nothing for poem-openapi's validators to check: the model checks (see [`Field`]).
    fn as_raw_value(&self) -> Option<&Self::RawValueType> {
        None
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self::RawElementValueType> + 'a> {
        Box::new(std::iter::empty())
    }

    fn is_none(&self) -> bool {
        self.0.is_none()
    }
}

impl<T: ParseFromJSON, const R: bool> ParseFromJSON for Field<T, R> {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        let declared = match T::schema_ref() {
            MetaSchemaRef::Inline(s) => s.ty,
            MetaSchemaRef::Reference(_) => "",
        };
        let expected = match (declared, &value) {
            (_, None | Some(Value::Null)) => None,
            ("string", Some(v)) if !v.is_string() => Some("text"),
            ("integer", Some(v)) if !v.is_i64() => Some("a whole number"),
            ("number", Some(v)) if !v.is_number() => Some("a number"),
            _ => None,
        };
        match (expected, value) {
            (Some(expected), Some(v)) => Err(ParseError::custom(format!("{expected} expected, found {v}"))),
            (_, value) => T::parse_from_json(value).map(Field).map_err(ParseError::propagate),
        }
    }
}

impl<T: rusqlite::types::FromSql, const R: bool> rusqlite::types::FromSql for Field<T, R> {
    fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        T::column_result(v).map(Field)
    }
}

impl<T: rusqlite::types::ToSql, const R: bool> rusqlite::types::ToSql for Field<T, R> {
    fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
        self.0.to_sql()
    }
}

impl<T: ToJSON, const R: bool> ToJSON for Field<T, R> {
    fn to_json(&self) -> Option<Value> {
        self.0.to_json()
    }
}

/// Declares a text type whose schema is `$schema` (a [`MetaSchema`]); the model checks the text
/// itself.
macro_rules! text_type {
    ($(#[$meta:meta])* $name:ident, $type_name:literal, $schema:expr) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Default, PartialEq)]
        pub struct $name(pub String);

        impl std::ops::Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl From<&str> for $name {
            fn from(s: &str) -> Self {
                $name(s.to_owned())
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl rusqlite::types::FromSql for $name {
            fn column_result(v: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
                String::column_result(v).map($name)
            }
        }

        impl rusqlite::types::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                self.0.to_sql()
            }
        }

        impl Type for $name {
            const IS_REQUIRED: bool = true;
            type RawValueType = Self;
            type RawElementValueType = Self;

            fn name() -> Cow<'static, str> {
                $type_name.into()
            }

            fn schema_ref() -> MetaSchemaRef {
                MetaSchemaRef::Inline(Box::new($schema))
            }

            fn as_raw_value(&self) -> Option<&Self> {
                Some(self)
            }

            fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self> + 'a> {
                Box::new(std::iter::once(self))
            }
        }

        impl ParseFromJSON for $name {
            fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
                match value {
                    Some(Value::String(s)) => Ok($name(s)),
                    other => Err(ParseError::custom(format!("text expected, found {}", other.unwrap_or_default()))),
                }
            }
        }

        impl ToJSON for $name {
            fn to_json(&self) -> Option<Value> {
                Some(Value::String(self.0.clone()))
            }
        }

        impl poem_openapi::types::ParseFromParameter for $name {
            fn parse_from_parameter(value: &str) -> ParseResult<Self> {
                Ok($name(value.to_owned()))
            }
        }
    };
}

/// Text matching `pattern`.
fn matching(pattern: impl Into<String>) -> MetaSchema {
    MetaSchema { pattern: Some(pattern.into()), ..MetaSchema::new("string") }
}

/// Any of `schemas`, or blank text, which a field of such a type reads as "none".
fn any_or_blank(schemas: impl IntoIterator<Item = MetaSchema>) -> MetaSchema {
    let any_of = schemas.into_iter().chain([matching(r"^\s*$")]);
    MetaSchema { any_of: any_of.map(|s| MetaSchemaRef::Inline(Box::new(s))).collect(), ..MetaSchema::new("string") }
}

/// `schema`, or blank text.
fn or_blank(schema: MetaSchema) -> MetaSchema {
    any_or_blank([schema])
}

/// What may follow `//` in a link (RFC 3986, with letters beyond ASCII as an IRI may): a host,
/// then no space, control character or `"<>\^`{|}`, and every `%` followed by two hex digits —
/// what [`url_chars`] accepts.
const LINK_REST: &str =
    r#"(?:[^\s/%"<>\\^`{|}\x00-\x1f\x7f-\x9f]|%[0-9A-Fa-f]{2})(?:[^\s%"<>\\^`{|}\x00-\x1f\x7f-\x9f]|%[0-9A-Fa-f]{2})*"#;

/// Canonical base64, as the server decodes it: groups of four of its alphabet, padding only at
/// the end, and no bits set past the data in the last group.
const BASE64: &str = r"(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?";

/// `http` or `https`, in any case.
const HTTP_SCHEME: &str = "[Hh][Tt][Tt][Pp][Ss]?";

/// An absolute http(s) link, as [`is_http_url`] accepts it: an IRI (a Persian path is one), so
/// its schema states this pattern and no `uri` format, which a Persian link does not meet.
fn http_link_pattern() -> String {
    format!("^{HTTP_SCHEME}://{LINK_REST}$")
}

/// An image as a client sends it ([`crate::models::media::prepare_image`]): a data URL of a
/// PNG, JPEG, GIF or WebP, an http(s) or protocol-relative link, or a stored `/media/` file.
fn image_source_pattern() -> String {
    format!(
        r"^(data:image/(png|jpeg|gif|webp);base64,{BASE64}|({HTTP_SCHEME}:)?//{LINK_REST}|/media/[0-9a-f]{{32}}\.(jpg|png|gif|webp))$"
    )
}

/// A phone number: 6 to 20 digits, with spaces and `+-().` between them.
const PHONE_PATTERN: &str = r"^[ +\-().]*([0-9][ +\-().]*){6,20}$";

text_type!(
    /// A calendar date `YYYY-MM-DD`.
    Date,
    "string_date",
    or_blank(MetaSchema::new_with_format("string", "date"))
);
text_type!(
    /// An e-mail address.
    Email,
    "string_email",
    or_blank(MetaSchema::new_with_format("string", "email"))
);
text_type!(
    /// An http(s) address.
    Link,
    "string_uri",
    or_blank(matching(http_link_pattern()))
);
text_type!(
    /// An http(s) address or a phone number (a WhatsApp link or number), or blank.
    LinkOrPhone,
    "string_uri_or_phone",
    any_or_blank([matching(http_link_pattern()), matching(PHONE_PATTERN)])
);
text_type!(
    /// An image: a data URL, an http(s) link or a stored `/media/` file ([`image_source_pattern`]).
    ImageSource,
    "string_image_source",
    matching(image_source_pattern())
);
text_type!(
    /// An [`ImageSource`], or blank for none.
    ImageSourceOrBlank,
    "string_image_source_or_blank",
    or_blank(matching(image_source_pattern()))
);

/// Checks a text field: length in characters, and no control characters (line breaks and tabs
/// are allowed where `multiline`). Text is stored exactly as sent.
pub fn check_text(field: &str, value: &str, max: usize, multiline: bool) -> Result<(), ApiError> {
    if value.chars().count() > max {
        return Err(ApiError::new(ErrorCode::InvalidField, format!("{field} is too long (at most {max} characters)")));
    }
    let bad = |c: char| c.is_control() && !(multiline && matches!(c, '\n' | '\r' | '\t'));
    if value.chars().any(bad) {
        return Err(ApiError::new(ErrorCode::InvalidField, format!("{field} contains control characters")));
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

/// [`is_invisible`] but the zero-width non-joiner (U+200C), which is part of Persian spelling
/// (محمدعلی‌زاده) and moves nothing: what a one-line text a visitor types may not hold.
pub fn is_refused_in_a_line(c: char) -> bool {
    c != '\u{200C}' && is_invisible(c)
}

/// Checks one line a visitor types and the site prints beside its own words (a name, a company, a
/// place, an e-mail address): [`check_field`], and none of [`is_refused_in_a_line`] — `Mallory
/// \u{202E}exe.fdp` would read as "Mallory pdf.exe" (400 `invisible_characters`, naming `field`).
pub fn check_line(field: &str, name: &str, value: Option<&str>, max: usize) -> Result<(), ApiError> {
    check_field(field, name, value, max, false)?;
    refuse_invisible(field, name, value)
}

/// 400 `invisible_characters` (naming `field`) when `value` holds one of [`is_refused_in_a_line`].
pub fn refuse_invisible(field: &str, name: &str, value: Option<&str>) -> Result<(), ApiError> {
    if value.unwrap_or_default().chars().any(is_refused_in_a_line) {
        return Err(ApiError::new(
            ErrorCode::InvisibleCharacters,
            format!("{name} must not contain invisible or direction-control characters"),
        )
        .field(field));
    }
    Ok(())
}

/// The explicit direction controls: embeddings and overrides (U+202A–U+202E) and isolates
/// (U+2066–U+2069), each of which turns the text after it around, up to its end or the line's.
pub fn is_direction_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// A visitor's text as the site prints it among its own words (a mail, a CSV row): each line set
/// apart as a first-strong isolate (U+2068 … U+2069), so that its direction cannot reach the words
/// around it, with the direction controls it held left out (an override inside would still turn
/// the text itself around). Line and paragraph separators become line breaks; empty lines stay
/// empty.
pub fn isolate(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    for (i, line) in text.split(['\n', '\u{2028}', '\u{2029}']).enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let line = line.strip_suffix('\r').unwrap_or(line);
        if line.is_empty() {
            continue;
        }
        out.push('\u{2068}');
        out.extend(line.chars().filter(|&c| !is_direction_control(c)));
        out.push('\u{2069}');
    }
    out
}

/// `text` without its direction controls ([`is_direction_control`]): what a document that lays
/// each of a visitor's texts out as a paragraph of its own (the proforma) draws.
pub fn without_direction_controls(text: &str) -> String {
    text.chars().filter(|&c| !is_direction_control(c)).collect()
}

pub fn is_blank(value: Option<&str>) -> bool {
    value.is_none_or(|v| v.trim().is_empty())
}

/// A plausible e-mail address: one `@`, a dotted domain, no spaces, and none of `?&<>"` (the
/// dashboard puts it into a `mailto:` link, where those would add a subject or a body).
pub fn check_email(value: &str) -> Result<(), ApiError> {
    let ok = value.chars().count() <= 254
        && value.split_once('@').is_some_and(|(local, domain)| {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
        })
        && !value.chars().any(|c| c.is_whitespace() || c.is_control() || "<>\"?&".contains(c));
    if ok {
        Ok(())
    } else {
        Err(ApiError::new(ErrorCode::InvalidField, "Please enter a valid e-mail address"))
    }
}

/// An http(s) address, for the social links on the Content tab.
pub fn check_http_url(field: &str, value: &str) -> Result<(), ApiError> {
    check_text(field, value, 2048, false)?;
    if is_http_url(value) {
        Ok(())
    } else {
        Err(ApiError::new(ErrorCode::InvalidField, format!("{field} must be an http(s) address")))
    }
}

/// An absolute http(s) address: the scheme, a host, and only what a URL may hold ([`url_chars`]).
pub fn is_http_url(value: &str) -> bool {
    let lower = value.to_ascii_lowercase();
    let rest = lower.strip_prefix("https://").or_else(|| lower.strip_prefix("http://"));
    rest.is_some_and(|r| !r.is_empty() && !r.starts_with('/')) && url_chars(value)
}

/// Whether `url` holds only what a URL may (RFC 3986, with letters beyond ASCII as an IRI may,
/// e.g. a Persian path): no space or control character, no `"`, `<`, `>`, `\\`, `^`, `{`, `|`,
/// `}` or backtick, and every `%` followed by two hex digits. The links' `pattern` in the
/// contract (models/content.rs) says the same.
pub fn url_chars(url: &str) -> bool {
    let bytes = url.as_bytes();
    url.char_indices().all(|(i, c)| match c {
        '%' => bytes.get(i + 1..i + 3).is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)),
        '"' | '<' | '>' | '\\' | '^' | '`' | '{' | '|' | '}' => false,
        c => !c.is_whitespace() && !c.is_control() && !('\u{80}'..='\u{9f}').contains(&c),
    })
}

/// The calendar day `text` names as `YYYY-MM-DD` (a four-digit year, as an `<input type="date">`
/// sends it), or None.
pub fn date_of(text: &str) -> Option<time::Date> {
    let format = time::macros::format_description!("[year]-[month]-[day]");
    time::Date::parse(text, &format).ok().filter(|_| text.len() == 10)
}

/// 400 `invalid_field`: `{label} must be a date (YYYY-MM-DD)`.
pub fn not_a_date(label: &str) -> ApiError {
    ApiError::new(ErrorCode::InvalidField, format!("{label} must be a date (YYYY-MM-DD)"))
}

/// A calendar date `YYYY-MM-DD`, as an `<input type="date">` sends it.
pub fn check_date(label: &str, value: &str) -> Result<(), ApiError> {
    date_of(value).map(|_| ()).ok_or_else(|| not_a_date(label))
}

/// The caller's offset from UTC, given in minutes behind it as JavaScript's
/// `Date.getTimezoneOffset()` gives it (Kabul: -270); at most 16 hours either way.
pub fn utc_offset(tz_offset: i32) -> Result<time::UtcOffset, ApiError> {
    if !(-16 * 60..=16 * 60).contains(&tz_offset) {
        return Err(ApiError::new(ErrorCode::InvalidField, "tzOffset must be between -960 and 960 minutes"));
    }
    time::UtcOffset::from_whole_seconds(-tz_offset * 60).map_err(ApiError::internal)
}

/// The whole days `from` to `to` (both included; absent or blank: open) in the caller's time
/// zone, as Unix milliseconds from the start of `from` to the end of `to` (excluded).
pub fn day_span(
    from: Option<&Date>,
    to: Option<&Date>,
    tz_offset: i32,
) -> Result<(Option<i64>, Option<i64>), ApiError> {
    let offset = utc_offset(tz_offset)?;
    let start = |d: time::Date| d.midnight().assume_offset(offset).unix_timestamp() * 1000;
    let from = day_filter("from", from)?.map(start);
    // the end of the last day is the start of the next (none after the last date there is)
    let to = day_filter("to", to)?.map(|d| d.next_day().map_or(i64::MAX, start));
    Ok((from, to))
}

/// A day a list is filtered by: absent or blank is none, else a date `YYYY-MM-DD`.
pub fn day_filter(field: &str, value: Option<&Date>) -> Result<Option<time::Date>, ApiError> {
    // Through `.0`, not Deref: in this module poem-openapi's `Type::is_empty` (false for any
    // `&T`) shadows `str::is_empty` on a `&&str`, which once let blank days through as dates.
    let text = value.map_or("", |d| d.0.trim());
    if text.is_empty() {
        return Ok(None);
    }
    date_of(text).map(Some).ok_or_else(|| not_a_date(field))
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
        return Err(ApiError::new(ErrorCode::InvalidField, format!("{field} must be at least 1")));
    }
    if value > MAX_AMOUNT {
        return Err(ApiError::new(ErrorCode::InvalidField, format!("{field} is too large")));
    }
    Ok(())
}

/// A request's text when it is not blank, as sent (with the spaces around it).
pub fn non_blank<T: std::ops::Deref<Target = str>>(value: &Option<T>) -> Option<&str> {
    value.as_deref().filter(|v| !v.trim().is_empty())
}

/// [`check_text`] of a request's text (absent: empty), naming the request's `field` when it fails.
pub fn check_field(field: &str, name: &str, value: Option<&str>, max: usize, multiline: bool) -> Result<(), ApiError> {
    check_text(name, value.unwrap_or_default(), max, multiline).map_err(|e| e.field(field))
}

/// The specification's `Please fill required fields: ...`, naming in order each of `fields`
/// (`(name, field, present)`) that is not present.
pub fn check_required(fields: &[(&str, &str, bool)]) -> Result<(), ApiError> {
    let missing: Vec<(&str, &str)> =
        fields.iter().filter(|(_, _, present)| !present).map(|&(name, field, _)| (name, field)).collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(ApiError::required(&missing))
    }
}

/// Declares an API enum stored in SQLite as its lowercase (or given) text.
macro_rules! text_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident => $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(poem_openapi::Enum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
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

#[cfg(test)]
mod day_span_tests {
    use super::*;

    #[test]
    fn blank_days_are_open() {
        let blank = Date(" ".into());
        assert_eq!(day_span(Some(&blank), Some(&Date(String::new())), 0).unwrap(), (None, None));
    }
}

#[cfg(test)]
mod pattern_tests {
    use base64::Engine;

    use super::*;

    fn matches(pattern: &str, text: &str) -> bool {
        regex::Regex::new(pattern).unwrap().is_match(text)
    }

    /// The contract's link pattern accepts exactly what the server does.
    #[test]
    fn the_link_pattern_says_what_is_http_url_accepts() {
        let links = [
            "https://example.com/a?b=c#d",
            "http://x.af",
            "https://فروشگاه.af/کشمش",
            "https://example.com/%41",
            "https://example.com/%4",
            "https:///path",
            "https://",
            "ftp://example.com",
            "https://exa mple.com",
            "https://example.com/<script>",
            "https://example.com/\u{85}",
            "HTTPS://EXAMPLE.COM",
        ];
        for link in links {
            assert_eq!(matches(&http_link_pattern(), link), is_http_url(link), "{link}");
        }
    }

    /// A data URL's base64 matches the pattern exactly when the server's decoder takes it.
    #[test]
    fn the_base64_pattern_says_what_the_decoder_accepts() {
        let pattern = format!("^{BASE64}$");
        let mut samples: Vec<String> =
            (0..40u8).map(|n| base64::engine::general_purpose::STANDARD.encode(vec![n; n as usize])).collect();
        samples.extend(
            [
                "",
                "QQ==",
                "QR==",
                "QUI=",
                "QUJ=",
                "QUJD",
                "QUJD=",
                "Q===",
                "QQ",
                "QUI",
                "QU=I",
                "QUJDRA==",
                "QUJD RA==",
                "Q@==",
                "////",
                "++++",
            ]
            .map(String::from),
        );
        for s in samples {
            let decoded = base64::engine::general_purpose::STANDARD.decode(&s).is_ok();
            assert_eq!(matches(&pattern, &s), decoded, "{s:?}");
        }
    }
}
