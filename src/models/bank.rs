//! The company's bank details, printed on every proforma invoice (issue 30): saved on the Content
//! tab (`PUT /api/content/bank`), answered in the site content as `bank`.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use crate::error::ApiError;
use crate::rules::{check_field, check_required, is_blank, non_blank, Field, Required};

/// The bank details as answered: what is set.
#[derive(Object, Debug, Clone, Default, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct BankDetails {
    pub beneficiary: String,
    pub bank_name: String,
    pub account: String,
    pub iban: Option<String>,
    pub swift: Option<String>,
    pub bank_address: Option<String>,
    pub notes: Option<String>,
    pub notes_fa: Option<String>,
}

/// The bank details an admin saves: beneficiary, bank and account required; the rest cleared when
/// absent or blank.
#[derive(Object, Debug, Default)]
#[oai(rename_all = "camelCase", example)]
pub struct BankFields {
    #[oai(validator(
        max_length = 120,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub beneficiary: Required<Option<String>>,
    #[oai(validator(
        max_length = 120,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub bank_name: Required<Option<String>>,
    /// The account number.
    #[oai(validator(
        max_length = 60,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub account: Required<Option<String>>,
    /// Letters, digits and spaces (at most 42).
    #[oai(validator(max_length = 42, pattern = r"^[A-Za-z0-9 ]*$"))]
    pub iban: Field<Option<String>>,
    /// 8 or 11 letters and digits (or blank).
    #[oai(validator(pattern = r"^\s*$|^[A-Za-z0-9]{8}$|^[A-Za-z0-9]{11}$"))]
    pub swift: Field<Option<String>>,
    #[oai(validator(max_length = 300, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub bank_address: Field<Option<String>>,
    /// Printed under the bank details (e.g. "Quote the proforma number with the payment").
    #[oai(validator(max_length = 500, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub notes: Field<Option<String>>,
    #[oai(validator(max_length = 500, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub notes_fa: Field<Option<String>>,
}

impl Example for BankFields {
    fn example() -> Self {
        BankFields {
            beneficiary: Field(Some("Golbahar Export Ltd.".into())),
            bank_name: Field(Some("Afghanistan International Bank".into())),
            account: Field(Some("0123456789".into())),
            swift: Field(Some("AFIBAFKA".into())),
            ..BankFields::default()
        }
    }
}

/// A detail as stored: without the spaces around it; blank is none.
fn stored(v: &Option<String>) -> Option<&str> {
    non_blank(v).map(str::trim)
}

impl BankFields {
    fn check(&self) -> Result<(), ApiError> {
        check_required(&[
            ("Beneficiary", "beneficiary", !is_blank(self.beneficiary.as_deref())),
            ("Bank", "bankName", !is_blank(self.bank_name.as_deref())),
            ("Account", "account", !is_blank(self.account.as_deref())),
        ])?;
        for (field, name, value, max, multiline) in [
            ("beneficiary", "Beneficiary", self.beneficiary.as_deref(), 120, false),
            ("bankName", "Bank", self.bank_name.as_deref(), 120, false),
            ("account", "Account", self.account.as_deref(), 60, false),
            ("iban", "IBAN", self.iban.as_deref(), 42, false),
            ("bankAddress", "Bank address", self.bank_address.as_deref(), 300, true),
            ("notes", "Notes", self.notes.as_deref(), 500, true),
            ("notesFa", "Notes (Persian)", self.notes_fa.as_deref(), 500, true),
        ] {
            check_field(field, name, value, max, multiline)?;
        }
        if !self.iban.as_deref().unwrap_or_default().chars().all(|c| c.is_ascii_alphanumeric() || c == ' ') {
            return Err(ApiError::invalid("iban", "IBAN may hold only letters, digits and spaces"));
        }
        if let Some(swift) = self.swift.as_deref().filter(|s| !s.trim().is_empty()) {
            if ![8, 11].contains(&swift.len()) || !swift.chars().all(|c| c.is_ascii_alphanumeric()) {
                return Err(ApiError::invalid("swift", "SWIFT must be 8 or 11 letters and digits"));
            }
        }
        Ok(())
    }
}

pub fn save(tx: &Transaction, b: &BankFields) -> Result<BankDetails, ApiError> {
    b.check()?;
    tx.execute(
        "INSERT INTO bank_details (id, beneficiary, bank_name, account, iban, swift, bank_address, notes, notes_fa,
             changed_at)
         VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (id) DO UPDATE SET beneficiary = ?1, bank_name = ?2, account = ?3, iban = ?4, swift = ?5,
             bank_address = ?6, notes = ?7, notes_fa = ?8, changed_at = ?9",
        params![
            stored(&b.beneficiary),
            stored(&b.bank_name),
            stored(&b.account),
            stored(&b.iban),
            stored(&b.swift),
            stored(&b.bank_address),
            stored(&b.notes),
            stored(&b.notes_fa),
            crate::db::now_ms(),
        ],
    )?;
    Ok(get(tx)?.unwrap_or_default())
}

pub fn get(conn: &Connection) -> Result<Option<BankDetails>, ApiError> {
    Ok(conn
        .prepare_cached(
            "SELECT beneficiary, bank_name, account, iban, swift, bank_address, notes, notes_fa
             FROM bank_details WHERE id = 1",
        )?
        .query_row([], |r| {
            Ok(BankDetails {
                beneficiary: r.get(0)?,
                bank_name: r.get(1)?,
                account: r.get(2)?,
                iban: r.get(3)?,
                swift: r.get(4)?,
                bank_address: r.get(5)?,
                notes: r.get(6)?,
                notes_fa: r.get(7)?,
            })
        })
        .optional()?)
}

/// When an admin last saved the bank details (ms since 1970), if ever.
pub fn changed_at(conn: &Connection) -> Result<Option<i64>, ApiError> {
    Ok(conn.query_row("SELECT changed_at FROM bank_details WHERE id = 1", [], |r| r.get(0)).optional()?.flatten())
}

/// The bank details as a revision keeps them when it is sent (JSON), so its proforma prints
/// those whatever is saved later.
pub fn snapshot(conn: &Connection) -> Result<Option<String>, ApiError> {
    use poem_openapi::types::ToJSON;
    Ok(get(conn)?.and_then(|b| b.to_json()).map(|v| v.to_string()))
}

/// Bank details kept by [`snapshot`].
pub fn from_snapshot(json: Option<&str>) -> Option<BankDetails> {
    use poem_openapi::types::ParseFromJSON;
    let value = serde_json::from_str(json?).ok()?;
    BankDetails::parse_from_json(Some(value)).ok()
}
