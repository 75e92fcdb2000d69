//! A product's stock movements: goods imported, and goods exported to a destination, never more
//! than is available (checked in the writer's transaction, so concurrent exports cannot oversell).

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::records::{available, exists, get, Product};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::rules::{check_date, check_quantity, check_text, today, Date, Field, Required, MAX_AMOUNT};

const MAX_DESTINATION: usize = 200;

#[derive(Object, Debug)]
#[oai(example)]
pub struct NewImport {
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub quantity: Field<i64>,
    /// Today when absent.
    pub date: Field<Option<Date>>,
}

impl Example for NewImport {
    fn example() -> Self {
        NewImport { quantity: Field(500), date: Field(Some(Date("2026-03-01".into()))) }
    }
}

#[derive(Object, Debug)]
#[oai(example)]
pub struct NewExport {
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub quantity: Field<i64>,
    #[oai(validator(
        max_length = 200,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub destination: Required<Option<String>>,
    /// Today when absent.
    pub date: Field<Option<Date>>,
}

impl Example for NewExport {
    fn example() -> Self {
        NewExport { quantity: Field(20), destination: Field(Some("Dubai".into())), date: Field(None) }
    }
}

pub fn add_import(tx: &Transaction, id: i64, import: &NewImport) -> Result<Product, ApiError> {
    check_quantity("Quantity", *import.quantity)?;
    let date = stock_date(import.date.as_deref())?;
    exists(tx, id)?;
    if available(tx, id)? + *import.quantity > MAX_AMOUNT * 10 {
        // depends on the stock already there: a conflict with the current state, not bad input
        return Err(ApiError::new(ErrorCode::Conflict, "Quantity is too large"));
    }
    tx.execute(
        "INSERT INTO stock_imports (product_id, quantity, date, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![id, *import.quantity, date, now_ms()],
    )?;
    get(tx, id)
}

pub fn add_export(tx: &Transaction, id: i64, export: &NewExport) -> Result<Product, ApiError> {
    check_quantity("Quantity", *export.quantity)?;
    let destination = export.destination.as_deref().unwrap_or_default();
    if destination.trim().is_empty() {
        return Err(ApiError::required(&[("Destination", "destination")]));
    }
    check_text("Destination", destination, MAX_DESTINATION, false)?;
    let date = stock_date(export.date.as_deref())?;
    exists(tx, id)?;
    if *export.quantity > available(tx, id)? {
        return Err(ApiError::new(ErrorCode::OutOfStock, "Export quantity exceeds available stock"));
    }
    tx.prepare_cached(
        "INSERT INTO stock_exports (product_id, quantity, date, destination, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![id, *export.quantity, date, destination, now_ms()])?;
    get(tx, id)
}

fn stock_date(date: Option<&str>) -> Result<String, ApiError> {
    match date {
        Some(d) if !d.trim().is_empty() => {
            check_date("Date", d)?;
            Ok(d.to_owned())
        }
        _ => Ok(today()),
    }
}
