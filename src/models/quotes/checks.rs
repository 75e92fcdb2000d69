//! The checks of the texts the buyer and the company write (lengths, no control characters, blank
//! as none), shared by the inquiry, the revisions and the messages.

use crate::error::ApiError;
use crate::rules::check_text;

pub(super) fn text_field(
    field: &str,
    name: &str,
    value: Option<&str>,
    max: usize,
    multiline: bool,
) -> Result<(), ApiError> {
    check_text(name, value.unwrap_or_default(), max, multiline).map_err(|e| e.field(field))
}

/// Blank text is none.
pub(super) fn non_blank(value: &Option<String>) -> Option<&str> {
    value.as_deref().filter(|v| !v.trim().is_empty())
}

pub(super) fn check_message(text: &Option<String>, field: &str, name: &str, max: usize) -> Result<String, ApiError> {
    let text = text.as_deref().unwrap_or_default();
    if text.trim().is_empty() {
        return Err(ApiError::required(&[(name, field)]));
    }
    text_field(field, name, Some(text), max, true)?;
    Ok(text.to_owned())
}
