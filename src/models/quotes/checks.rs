//! The check of a message either side writes on a quote (a message, or the buyer's reason for
//! declining): required, at most `max` characters, no control characters but line breaks and tabs.

use crate::error::ApiError;
use crate::rules::check_field;

pub(super) fn check_message(text: &Option<String>, field: &str, name: &str, max: usize) -> Result<String, ApiError> {
    let text = text.as_deref().unwrap_or_default();
    if text.trim().is_empty() {
        return Err(ApiError::required(&[(name, field)]));
    }
    check_field(field, name, Some(text), max, true)?;
    Ok(text.to_owned())
}
