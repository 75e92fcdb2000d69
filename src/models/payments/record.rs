//! A payment recorded against a shipment's schedule, and taken back when it was a mistake. A
//! payment is in the shipment's currency, dated no later than today in Kabul, and at most what is
//! outstanding: an overpayment is refused whole (nothing is recorded), the admin records the
//! outstanding amount and settles the rest with the buyer outside the site.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::schedule::{get, Payment, PaymentMethod, Schedule};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::models::products::Currency;
use crate::models::quotes::{money_text, ymd};
use crate::rules::{check_field, date_of, not_a_date, Date, Field, Required};

/// Longest reference accepted.
const MAX_REFERENCE: usize = 200;

/// Money received.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", example)]
pub struct NewPayment {
    /// The day the money came, `YYYY-MM-DD`: not after today in Kabul.
    pub date: Required<Option<Date>>,
    /// In hundredths of `currency` (a whole number above 0): at most what is outstanding.
    #[oai(validator(minimum(value = "1")))]
    pub amount_cents: Required<Option<i64>>,
    /// The shipment's currency.
    pub currency: Required<Option<Currency>>,
    pub method: Required<Option<PaymentMethod>>,
    /// The bank's or the hawaladar's reference (one line, at most 200 characters).
    #[oai(validator(max_length = 200))]
    pub reference: Field<Option<String>>,
}

impl Example for NewPayment {
    fn example() -> Self {
        NewPayment {
            date: Field(Some(Date("2026-12-10".into()))),
            amount_cents: Field(Some(1_312_500)),
            currency: Field(Some(Currency::Usd)),
            method: Field(Some(PaymentMethod::Transfer)),
            reference: Field(Some("FT26344ABC12".into())),
        }
    }
}

/// Records a payment; answers the schedule after it and the payment. Refusals, in this order:
/// 404 unknown shipment; 400 a missing field, a date that is no date, an amount not above 0, a
/// reference of several lines or too long; 409 `no_schedule` (set a schedule first), 409
/// `mixed_currencies` (another currency than the shipment's), 409 `date_out_of_range` (after
/// today in Kabul), 409 `over_outstanding` (above what is outstanding; nothing is recorded).
pub fn record(
    tx: &Transaction,
    shipment_id: i64,
    p: &NewPayment,
    today: time::Date,
) -> Result<(Schedule, Payment), ApiError> {
    let before = get(tx, shipment_id, today)?;
    let (Some(date), Some(amount), Some(currency), Some(method)) =
        (p.date.as_ref(), *p.amount_cents, *p.currency, *p.method)
    else {
        let mut missing = Vec::new();
        for (absent, name, field) in [
            (p.date.is_none(), "Date", "date"),
            (p.amount_cents.is_none(), "Amount", "amountCents"),
            (p.currency.is_none(), "Currency", "currency"),
            (p.method.is_none(), "Method", "method"),
        ] {
            if absent {
                missing.push((name, field));
            }
        }
        return Err(ApiError::required(&missing));
    };
    let day = date_of(date.0.trim()).ok_or_else(|| not_a_date("Date").field("date"))?;
    if amount <= 0 {
        return Err(ApiError::invalid("amountCents", "The amount must be above 0"));
    }
    let reference = p.reference.as_deref().unwrap_or_default().trim();
    check_field("reference", "Reference", Some(reference), MAX_REFERENCE, false)?;
    if !before.scheduled {
        return Err(ApiError::new(
            ErrorCode::NoSchedule,
            "This shipment has no payment schedule yet: set its schedule before recording payments",
        ));
    }
    if currency != before.currency {
        return Err(ApiError::new(
            ErrorCode::MixedCurrencies,
            format!(
                "This shipment is in {}: a payment in {} cannot be recorded against it",
                before.currency.as_str(),
                currency.as_str()
            ),
        )
        .field("currency"));
    }
    if day > today {
        return Err(ApiError::new(ErrorCode::DateOutOfRange, "A payment's date cannot be after today").field("date"));
    }
    if amount > before.outstanding_cents {
        let msg = match before.outstanding_cents {
            0 => "Nothing is outstanding on this schedule: nothing was recorded".to_owned(),
            left => format!(
                "Only {} {} is outstanding: nothing was recorded. Record at most the outstanding amount and \
                 settle an overpayment with the buyer outside the site",
                money_text(left),
                before.currency.as_str()
            ),
        };
        return Err(ApiError::new(ErrorCode::OverOutstanding, msg).field("amountCents"));
    }
    tx.prepare_cached(
        "INSERT INTO payments (shipment_id, date, amount_cents, currency, method, reference, recorded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![shipment_id, ymd(day), amount, currency, method, reference, now_ms()])?;
    let id = tx.last_insert_rowid();
    let after = get(tx, shipment_id, today)?;
    let payment = after.payments.iter().find(|p| p.id == id).cloned().ok_or_else(|| ApiError::internal("lost"))?;
    Ok((after, payment))
}

/// Takes back a payment recorded by mistake (404 when the shipment has no such payment); answers
/// the schedule after it and the payment removed.
pub fn delete(
    tx: &Transaction,
    shipment_id: i64,
    payment_id: i64,
    today: time::Date,
) -> Result<(Schedule, Payment), ApiError> {
    let before = get(tx, shipment_id, today)?;
    let payment = before
        .payments
        .iter()
        .find(|p| p.id == payment_id)
        .cloned()
        .ok_or_else(|| ApiError::not_found("Payment not found"))?;
    tx.prepare_cached("DELETE FROM payments WHERE id = ?1 AND shipment_id = ?2")?
        .execute(params![payment_id, shipment_id])?;
    Ok((get(tx, shipment_id, today)?, payment))
}
