//! A product's low-stock alert (issue 42): its threshold, in the product's unit and whole like
//! every stock quantity, and the stock it watches — what is left once the approved orders not yet
//! departed are set aside, so an approval warns before the goods leave. The crossing (the mail,
//! once per fall) is `mail::stock`, above the models.

use std::collections::HashMap;

use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use crate::error::ApiError;
use crate::rules::{rfc3339, MAX_AMOUNT};

/// Where a product with a low-stock threshold stands.
#[derive(Object, Debug, Clone, PartialEq, Eq)]
#[oai(rename_all = "camelCase")]
pub struct StockLevel {
    pub product_id: i64,
    /// The alert's threshold, in the product's unit.
    pub threshold: i64,
    /// The product's available stock (as on the public pages).
    pub available: i64,
    /// What approved orders will take that has not left yet: their quantities, less what a
    /// departed shipment already exported of them.
    pub committed: i64,
    /// `available − committed`: what the alert watches.
    pub left: i64,
    /// Whether `left` is at or below the threshold.
    pub low: bool,
    /// When the company was mailed of this fall; absent while the alert is armed.
    #[oai(skip_serializing_if_is_none)]
    pub alerted_at: Option<String>,
}

/// A threshold is a whole quantity of the product's unit, like the stock it is compared with.
pub fn check_threshold(threshold: i64) -> Result<(), ApiError> {
    if !(0..=MAX_AMOUNT).contains(&threshold) {
        return Err(ApiError::invalid(
            "lowStockThreshold",
            "Low-stock threshold must be a whole number from 0 to 1000000000",
        ));
    }
    Ok(())
}

/// The product's threshold; `None`: no alert.
pub fn threshold(conn: &Connection, product_id: i64) -> Result<Option<i64>, ApiError> {
    Ok(conn
        .prepare_cached("SELECT threshold FROM stock_alerts WHERE product_id = ?1")?
        .query_row([product_id], |r| r.get(0))
        .optional()?)
}

/// Every product's threshold, by product id (products.csv).
pub fn thresholds(conn: &Connection) -> Result<HashMap<i64, i64>, ApiError> {
    let mut stmt = conn.prepare_cached("SELECT product_id, threshold FROM stock_alerts")?;
    let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
    Ok(rows.collect::<Result<_, _>>()?)
}

/// Sets (or with `None` removes) the product's threshold; an alert that fired stays fired until
/// `mail::stock` finds the stock above the new threshold.
pub fn set_threshold(tx: &Transaction, product_id: i64, threshold: Option<i64>) -> Result<(), ApiError> {
    match threshold {
        None => {
            tx.prepare_cached("DELETE FROM stock_alerts WHERE product_id = ?1")?.execute([product_id])?;
        }
        Some(t) => {
            check_threshold(t)?;
            tx.prepare_cached(
                "INSERT INTO stock_alerts (product_id, threshold) VALUES (?1, ?2)
                 ON CONFLICT (product_id) DO UPDATE SET threshold = excluded.threshold",
            )?
            .execute(params![product_id, t])?;
        }
    }
    Ok(())
}

/// Records that the alert fired at `at` (Unix ms), or with `None` that it is armed again.
pub fn mark_alerted(tx: &Transaction, product_id: i64, at: Option<i64>) -> Result<(), ApiError> {
    tx.prepare_cached("UPDATE stock_alerts SET low_since = ?2 WHERE product_id = ?1")?
        .execute(params![product_id, at])?;
    Ok(())
}

/// Available stock (as `records::available`), and the approved orders' part of it not departed.
const SELECT_LEVEL: &str = "SELECT a.product_id, a.threshold, a.low_since,
        p.base_stock
          + COALESCE((SELECT SUM(quantity) FROM stock_imports WHERE product_id = p.id), 0)
          - COALESCE((SELECT SUM(quantity) FROM stock_exports WHERE product_id = p.id), 0),
        COALESCE((SELECT SUM(o.quantity - COALESCE((
                SELECT l.quantity FROM shipment_lines l
                WHERE l.order_id = o.id AND EXISTS (SELECT 1 FROM shipment_milestones m
                    WHERE m.shipment_id = l.shipment_id AND m.kind = 'departed')), 0))
            FROM orders o WHERE o.product_id = p.id AND o.status = 'approved'), 0)
     FROM stock_alerts a JOIN products p ON p.id = a.product_id";

fn level_row(r: &rusqlite::Row) -> rusqlite::Result<StockLevel> {
    let (threshold, available, committed): (i64, i64, i64) = (r.get(1)?, r.get(3)?, r.get(4)?);
    let left = available - committed;
    Ok(StockLevel {
        product_id: r.get(0)?,
        threshold,
        available,
        committed,
        left,
        low: left <= threshold,
        alerted_at: r.get::<_, Option<i64>>(2)?.map(rfc3339),
    })
}

/// The level of one product; `None` when it has no threshold (or does not exist).
pub fn level(conn: &Connection, product_id: i64) -> Result<Option<StockLevel>, ApiError> {
    Ok(conn
        .prepare_cached(&format!("{SELECT_LEVEL} WHERE a.product_id = ?1"))?
        .query_row([product_id], level_row)
        .optional()?)
}

/// Every product with a threshold, by id.
pub fn levels(conn: &Connection) -> Result<Vec<StockLevel>, ApiError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT_LEVEL} ORDER BY a.product_id"))?;
    let rows = stmt.query_map([], level_row)?.collect::<Result<Vec<_>, _>>()?;
    Ok(rows)
}
