//! A shipment's steps: booked, packed, departed, arrived, delivered, each after the one before and
//! never dated earlier. Departing records the export of each product (the public Exports show it,
//! without the buyer); delivery completes the orders. Only the latest step can be taken back.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::records::{get, MilestoneKind, Shipment};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::models::products::available;
use crate::models::quotes::ymd;
use crate::rules::{date_of, not_a_date, Date, Field, Required};

/// A step reached on a day.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewMilestone {
    /// The next step after the latest one reached.
    pub kind: Required<Option<MilestoneKind>>,
    /// `YYYY-MM-DD`: not after today in Kabul, not before the step before.
    pub date: Required<Option<Date>>,
}

impl Example for NewMilestone {
    fn example() -> Self {
        NewMilestone { kind: Field(Some(MilestoneKind::Departed)), date: Field(Some(Date("2026-12-06".into()))) }
    }
}

fn order_error(next: Option<MilestoneKind>) -> ApiError {
    let msg = match next {
        Some(next) => format!(
            "A shipment's steps go booked, packed, departed, arrived, delivered: the next one is {}",
            next.as_str()
        ),
        None => "This shipment has been delivered: it has no step left".to_string(),
    };
    ApiError::new(ErrorCode::MilestoneOrder, msg).field("kind")
}

/// Records the next step.
pub fn record(tx: &Transaction, id: i64, m: &NewMilestone, today: time::Date) -> Result<Shipment, ApiError> {
    let s = get(tx, id)?;
    let (Some(kind), Some(date)) = (*m.kind, m.date.as_ref()) else {
        let mut missing = Vec::new();
        if m.kind.is_none() {
            missing.push(("Step", "kind"));
        }
        if m.date.is_none() {
            missing.push(("Date", "date"));
        }
        return Err(ApiError::required(&missing));
    };
    let day = date_of(date.0.trim()).ok_or_else(|| not_a_date("Date").field("date"))?;
    let next = s.stage.map_or(Some(MilestoneKind::Booked), |k| MilestoneKind::ALL.get(k.rank() + 1).copied());
    if next != Some(kind) {
        return Err(order_error(next));
    }
    if day > today {
        return Err(ApiError::new(ErrorCode::DateOutOfRange, "A step's date cannot be after today").field("date"));
    }
    if let Some(before) = s.milestones.last() {
        if ymd(day) < before.date {
            return Err(ApiError::invalid(
                "date",
                format!("The date cannot be before the step before ({}, {})", before.kind.as_str(), before.date),
            ));
        }
    }
    if kind.rank() >= MilestoneKind::Packed.rank() && !s.packed {
        return Err(ApiError::new(ErrorCode::NotPacked, "Every line needs its packages first").field("lines"));
    }
    let date = ymd(day);
    match kind {
        MilestoneKind::Departed => {
            for l in &s.lines {
                let Some(product) = l.product_id else { continue };
                if l.quantity > available(tx, product)? {
                    return Err(ApiError::new(
                        ErrorCode::OutOfStock,
                        format!("Export quantity exceeds available stock: {}", l.product_name),
                    ));
                }
                tx.prepare_cached(
                    "INSERT INTO stock_exports (product_id, quantity, date, destination, created_at, shipment_id)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?
                .execute(params![product, l.quantity, date, s.destination, now_ms(), id])?;
            }
        }
        MilestoneKind::Delivered => {
            for l in &s.lines {
                tx.prepare_cached("UPDATE orders SET status = 'completed' WHERE id = ?1")?.execute([l.order_id])?;
            }
        }
        _ => {}
    }
    tx.prepare_cached(
        "INSERT INTO shipment_milestones (shipment_id, kind, date, recorded_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![id, kind, date, now_ms()])?;
    tx.execute("UPDATE shipments SET updated_at = ?2 WHERE id = ?1", params![id, now_ms()])?;
    get(tx, id)
}

/// Takes back the latest step (`kind` must be it): a departure's exports go with it, a delivery's
/// orders are approved again.
pub fn undo(tx: &Transaction, id: i64, kind: MilestoneKind) -> Result<Shipment, ApiError> {
    let s = get(tx, id)?;
    if s.stage != Some(kind) {
        return Err(ApiError::new(ErrorCode::MilestoneOrder, "Only the latest step can be taken back").field("kind"));
    }
    match kind {
        MilestoneKind::Departed => {
            tx.execute("DELETE FROM stock_exports WHERE shipment_id = ?1", [id])?;
        }
        MilestoneKind::Delivered => {
            for l in &s.lines {
                tx.prepare_cached("UPDATE orders SET status = 'approved' WHERE id = ?1 AND status = 'completed'")?
                    .execute([l.order_id])?;
            }
        }
        _ => {}
    }
    tx.execute("DELETE FROM shipment_milestones WHERE shipment_id = ?1 AND kind = ?2", params![id, kind])?;
    tx.execute("UPDATE shipments SET updated_at = ?2 WHERE id = ?1", params![id, now_ms()])?;
    get(tx, id)
}
