//! The dashboard's figures, computed in one pass over this year's orders (through the covering
//! index on orders(created_at, product_id, quantity)) so they stay fast at 100 000 orders.

use std::collections::HashMap;

use poem_openapi::Object;
use rusqlite::{params, Connection};
use time::{Date, Month, OffsetDateTime};

use crate::error::ApiError;
use crate::models::payments::{self, OutstandingTotal};

#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct Analytics {
    /// The current year and month in the caller's time zone.
    pub year: i32,
    pub month: u8,
    pub total_orders: i64,
    /// Awaiting approval.
    pub pending_orders: i64,
    /// Fulfilled.
    pub completed_orders: i64,
    pub total_products: i64,
    /// Orders per day of the current month (index 0 = the 1st).
    pub orders_per_day: Vec<i64>,
    /// Orders per month of the current year (index 0 = January).
    pub orders_per_month: Vec<i64>,
    /// Σ current price × quantity per month of the current year, of the orders for products priced
    /// in US dollars.
    pub revenue_per_month_usd: Vec<f64>,
    /// The same for products priced in afghani: never added to dollars.
    pub revenue_per_month_afn: Vec<f64>,
    /// Issued commercial invoices minus credit notes per month of the current year (by issue
    /// date), in US dollars.
    pub invoiced_per_month_usd: Vec<f64>,
    /// The same in afghani.
    pub invoiced_per_month_afn: Vec<f64>,
    /// Payments received per month of the current year (by the day the money came), in US dollars.
    pub received_per_month_usd: Vec<f64>,
    /// The same in afghani.
    pub received_per_month_afn: Vec<f64>,
    /// What the payment schedules leave outstanding now, and what of it is overdue (before today
    /// in Kabul): US dollars, then afghani.
    pub outstanding: Vec<OutstandingTotal>,
}

fn local_now(tz_offset: i32) -> Result<OffsetDateTime, ApiError> {
    Ok(OffsetDateTime::now_utc().to_offset(crate::rules::utc_offset(tz_offset)?))
}

/// Today's date where the caller is.
pub fn local_date(tz_offset: i32) -> Result<String, ApiError> {
    Ok(local_now(tz_offset)?.date().to_string())
}

/// `tz_offset` is minutes behind UTC, as JavaScript's `Date.getTimezoneOffset()` gives it;
/// `kabul_today` is the day overdue payments are counted on.
pub fn compute(conn: &Connection, tz_offset: i32, kabul_today: Date) -> Result<Analytics, ApiError> {
    let now = local_now(tz_offset)?;
    let offset = now.offset();
    let (year, month) = (now.year(), now.month());
    let start_of = |y: i32, m: Month| -> Result<i64, ApiError> {
        let date = Date::from_calendar_date(y, m, 1).map_err(ApiError::internal)?;
        Ok(date.midnight().assume_offset(offset).unix_timestamp() * 1000)
    };
    let month_starts: Vec<i64> = (1..=12u8)
        .map(|m| start_of(year, Month::try_from(m).unwrap_or(Month::January)))
        .chain(std::iter::once(start_of(year + 1, Month::January)))
        .collect::<Result<_, _>>()?;
    let this_month = usize::from(u8::from(month)) - 1;
    let days = usize::from(time::util::days_in_month(month, year));

    // each product's price and whether it is in afghani (else US dollars)
    let prices: HashMap<i64, (f64, bool)> = conn
        .prepare_cached("SELECT id, price, currency = 'AFN' FROM products")?
        .query_map([], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))?
        .collect::<Result<_, _>>()?;

    let mut per_day = vec![0i64; days];
    let mut per_month = vec![0i64; 12];
    let (mut usd, mut afn) = (vec![0f64; 12], vec![0f64; 12]);
    let mut stmt = conn.prepare_cached(
        "SELECT created_at, product_id, quantity FROM orders WHERE created_at >= ?1 AND created_at < ?2
         ORDER BY created_at",
    )?;
    let mut rows = stmt.query(params![month_starts[0], month_starts[12]])?;
    let mut m = 0;
    while let Some(r) = rows.next()? {
        let at: i64 = r.get(0)?;
        while at >= month_starts[m + 1] {
            m += 1; // rows come in created_at order from the index
        }
        per_month[m] += 1;
        if let Some((price, in_afn)) = r.get::<_, Option<i64>>(1)?.and_then(|id| prices.get(&id)) {
            let revenue = if *in_afn { &mut afn } else { &mut usd };
            revenue[m] += price * r.get::<_, i64>(2)? as f64;
        }
        if m == this_month {
            let day = ((at - month_starts[m]) / 86_400_000) as usize;
            per_day[day.min(days - 1)] += 1;
        }
    }

    let (total, pending, completed): (i64, i64, i64) = conn.query_row(
        "SELECT count(*), count(*) FILTER (WHERE status = 'pending'), count(*) FILTER (WHERE status = 'completed')
         FROM orders",
        [],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    let money = payments::figures(conn, year, kabul_today)?;
    Ok(Analytics {
        year,
        month: u8::from(month),
        total_orders: total,
        pending_orders: pending,
        completed_orders: completed,
        total_products: prices.len() as i64,
        orders_per_day: per_day,
        orders_per_month: per_month,
        revenue_per_month_usd: usd.into_iter().map(cents).collect(),
        revenue_per_month_afn: afn.into_iter().map(cents).collect(),
        invoiced_per_month_usd: money.invoiced_usd,
        invoiced_per_month_afn: money.invoiced_afn,
        received_per_month_usd: money.received_usd,
        received_per_month_afn: money.received_afn,
        outstanding: money.outstanding,
    })
}

/// `v` rounded to hundredths.
fn cents(v: f64) -> f64 {
    (v * 100.0).round() / 100.0
}
