//! The money owed per buyer and currency (never summed across currencies), and the owner's
//! figures: revenue from issued invoices and money received per month, and what is outstanding.

use std::collections::BTreeMap;

use poem_openapi::Object;
use rusqlite::{params, Connection};

use super::schedule::{all, Schedule};
use crate::error::ApiError;
use crate::models::products::Currency;

/// A shipment of a buyer with something outstanding.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct OwedShipment {
    pub id: i64,
    /// `SHP-2026-0001`.
    pub number: String,
    pub value_cents: i64,
    pub paid_cents: i64,
    pub outstanding_cents: i64,
    pub overdue_cents: i64,
    /// The earliest day a due with something outstanding falls due (absent: none is dated yet).
    pub next_due_date: Option<String>,
    /// What is outstanding of the dues of that day.
    pub next_due_cents: Option<i64>,
}

/// What one buyer owes in one currency.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Owed {
    /// The buyer's name as on their latest shipment.
    pub buyer_name: String,
    pub buyer_company: Option<String>,
    /// Empty when their orders gave none (then the buyer is told apart by name).
    pub buyer_email: String,
    pub currency: Currency,
    /// In hundredths of `currency`: the sum over `shipments`.
    pub outstanding_cents: i64,
    pub overdue_cents: i64,
    /// The earliest next due date of its shipments.
    pub next_due_date: Option<String>,
    /// Oldest first.
    pub shipments: Vec<OwedShipment>,
}

/// The buyer a schedule is of: the address, else the name, without case.
fn buyer_key(s: &Schedule) -> String {
    match s.buyer.email.trim() {
        "" => format!("name:{}", s.buyer.name.trim().to_lowercase()),
        email => format!("email:{}", email.to_lowercase()),
    }
}

/// Each buyer's outstanding money per currency: the most overdue first, then the most outstanding.
pub fn owed(conn: &Connection, today: time::Date) -> Result<Vec<Owed>, ApiError> {
    let mut by_buyer: BTreeMap<(String, &'static str), Owed> = BTreeMap::new();
    for s in all(conn, today)?.into_iter().filter(|s| s.outstanding_cents > 0) {
        let entry = by_buyer.entry((buyer_key(&s), s.currency.as_str())).or_insert_with(|| Owed {
            buyer_name: String::new(),
            buyer_company: None,
            buyer_email: s.buyer.email.trim().to_owned(),
            currency: s.currency,
            outstanding_cents: 0,
            overdue_cents: 0,
            next_due_date: None,
            shipments: Vec::new(),
        });
        // shipments come oldest first: the latest names the buyer
        entry.buyer_name = s.buyer.name.clone();
        entry.buyer_company = s.buyer.company.clone();
        entry.outstanding_cents += s.outstanding_cents;
        entry.overdue_cents += s.overdue_cents;
        entry.next_due_date = match (entry.next_due_date.take(), s.next_due_date.clone()) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        entry.shipments.push(OwedShipment {
            id: s.shipment_id,
            number: s.shipment_number,
            value_cents: s.value_cents,
            paid_cents: s.paid_cents,
            outstanding_cents: s.outstanding_cents,
            overdue_cents: s.overdue_cents,
            next_due_date: s.next_due_date,
            next_due_cents: s.next_due_cents,
        });
    }
    let mut list: Vec<Owed> = by_buyer.into_values().collect();
    list.sort_by(|a, b| {
        (b.overdue_cents, b.outstanding_cents)
            .cmp(&(a.overdue_cents, a.outstanding_cents))
            .then(a.buyer_name.cmp(&b.buyer_name))
    });
    Ok(list)
}

/// What is outstanding in one currency, over every schedule.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct OutstandingTotal {
    pub currency: Currency,
    /// In hundredths of `currency`.
    pub outstanding_cents: i64,
    /// What of it is overdue.
    pub overdue_cents: i64,
}

/// The owner's figures for a year: per month (index 0 = January), in each currency apart.
pub struct Figures {
    /// Issued invoices minus credit notes, by their issue date.
    pub invoiced_usd: Vec<f64>,
    pub invoiced_afn: Vec<f64>,
    /// Payments, by the day the money came.
    pub received_usd: Vec<f64>,
    pub received_afn: Vec<f64>,
    /// Now, US dollars then afghani.
    pub outstanding: Vec<OutstandingTotal>,
}

/// Sums of `table`'s `amount` per month and currency in `year`, read through its index on `date`:
/// (dollars, afghani) in whole units with cents.
fn per_month(conn: &Connection, sql: &str, year: i32) -> Result<(Vec<f64>, Vec<f64>), ApiError> {
    let (mut usd, mut afn) = (vec![0i64; 12], vec![0i64; 12]);
    let mut stmt = conn.prepare_cached(sql)?;
    let mut rows = stmt.query(params![format!("{year:04}-01-01"), format!("{:04}-01-01", year + 1)])?;
    while let Some(r) = rows.next()? {
        let month: usize = r.get::<_, String>(0)?.parse().unwrap_or(1);
        let currency: Currency = r.get(1)?;
        let cents: i64 = r.get(2)?;
        let sums = if currency == Currency::Afn { &mut afn } else { &mut usd };
        sums[month.clamp(1, 12) - 1] += cents;
    }
    let units = |v: Vec<i64>| v.into_iter().map(|c| c as f64 / 100.0).collect();
    Ok((units(usd), units(afn)))
}

/// The figures of `year`, what is outstanding as of `today` in Kabul.
pub fn figures(conn: &Connection, year: i32, today: time::Date) -> Result<Figures, ApiError> {
    let (invoiced_usd, invoiced_afn) = per_month(
        conn,
        "SELECT substr(issue_date, 6, 2), currency,
                sum(CASE kind WHEN 'credit_note' THEN -total_cents ELSE total_cents END)
         FROM invoices WHERE issue_date >= ?1 AND issue_date < ?2 GROUP BY 1, 2",
        year,
    )?;
    let (received_usd, received_afn) = per_month(
        conn,
        "SELECT substr(date, 6, 2), currency, sum(amount_cents) FROM payments
         WHERE date >= ?1 AND date < ?2 GROUP BY 1, 2",
        year,
    )?;
    let mut outstanding: Vec<OutstandingTotal> = [Currency::Usd, Currency::Afn]
        .into_iter()
        .map(|currency| OutstandingTotal { currency, outstanding_cents: 0, overdue_cents: 0 })
        .collect();
    for s in all(conn, today)? {
        if let Some(total) = outstanding.iter_mut().find(|t| t.currency == s.currency) {
            total.outstanding_cents += s.outstanding_cents;
            total.overdue_cents += s.overdue_cents;
        }
    }
    Ok(Figures { invoiced_usd, invoiced_afn, received_usd, received_afn, outstanding })
}
