//! A shipment's schedule: its dues as set (shares in basis points, each due on a date or some days
//! after a step) and as computed (amounts that add up to the value exactly, due dates, what the
//! payments cover in the dues' order, what is outstanding and overdue), with its payments.

use std::collections::HashMap;

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use crate::error::{ApiError, ErrorCode};
use crate::models::orders::Lang;
use crate::models::products::Currency;
use crate::models::quotes::{money_text, ymd};
use crate::rules::{date_of, not_a_date, rfc3339, text_enum, Date, Field, Required};

/// At most this many dues in a schedule.
pub const MAX_DUES: usize = 10;

text_enum!(
    /// When a share falls due: on a `date`, or `days` after the shipment `departed` (the date of
    /// the bill of lading or air waybill) or `arrived`.
    DueKind { Date => "date", Departed => "departed", Arrived => "arrived" }
);

text_enum!(
    /// How the money came.
    PaymentMethod {
        Transfer => "transfer", LetterOfCredit => "letter_of_credit", Hawala => "hawala", Cash => "cash",
        Other => "other"
    }
);

impl PaymentMethod {
    pub fn words(self, lang: crate::locale::Lang) -> &'static str {
        lang.pick(match self {
            PaymentMethod::Transfer => ("Bank transfer", "حوالهٔ بانکی"),
            PaymentMethod::LetterOfCredit => ("Letter of credit", "اعتبار اسنادی"),
            PaymentMethod::Hawala => ("Hawala", "حواله"),
            PaymentMethod::Cash => ("Cash", "نقد"),
            PaymentMethod::Other => ("Other", "دیگر"),
        })
    }
}

/// A share of the schedule as set.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct NewDue {
    /// The share of the value in percent, 0.01 to 100 with at most two decimals. The shares of a
    /// schedule add up to exactly 100.
    pub percent: Required<Option<f64>>,
    pub due: Required<Option<DueKind>>,
    /// `YYYY-MM-DD`: required for `date`, and only for it.
    pub due_date: Field<Option<Date>>,
    /// Days after the step, 0 to 365 (default 0); only for `departed` and `arrived`.
    pub days: Field<Option<i64>>,
}

/// A schedule as set: all its dues at once, in the order they are paid.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", example)]
pub struct NewSchedule {
    /// 1 to 10 dues.
    #[oai(validator(min_items = 1, max_items = 10))]
    pub dues: Required<Option<Vec<NewDue>>>,
}

impl Example for NewSchedule {
    fn example() -> Self {
        let due = |percent, due, due_date: Option<&str>| NewDue {
            percent: Field(Some(percent)),
            due: Field(Some(due)),
            due_date: Field(due_date.map(|d| Date(d.into()))),
            days: Field(None),
        };
        NewSchedule {
            dues: Field(Some(vec![due(30.0, DueKind::Date, Some("2026-12-10")), due(70.0, DueKind::Departed, None)])),
        }
    }
}

/// A payment received.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase")]
pub struct Payment {
    pub id: i64,
    /// The day the money came, `YYYY-MM-DD`.
    pub date: String,
    /// In hundredths of `currency`.
    pub amount_cents: i64,
    pub currency: Currency,
    pub method: PaymentMethod,
    /// The bank's or the hawaladar's reference (empty: none given).
    pub reference: String,
    /// When it was recorded.
    pub recorded_at: String,
}

/// A share of the schedule as computed.
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Due {
    /// 1, 2, ...: the order the payments cover the dues in.
    pub position: i64,
    /// The share in percent (two decimals at most).
    pub percent: f64,
    /// The same share in basis points (hundredths of a percent): what is stored.
    pub basis_points: i64,
    pub due: DueKind,
    /// Days after the step (0 for `date`).
    pub days: i64,
    /// The day it falls due, `YYYY-MM-DD`: the date set, or the step's date plus `days`; absent
    /// while the step is not reached.
    pub due_date: Option<String>,
    /// value × share, rounded to the cent; the last due takes what rounding leaves, so the dues
    /// add up to the value exactly.
    pub amount_cents: i64,
    /// What the payments cover of it, applied to the dues in their order.
    pub paid_cents: i64,
    pub outstanding_cents: i64,
    /// Its day is before today in Kabul and something of it is outstanding.
    pub overdue: bool,
    /// When the buyer was reminded a few days before (absent: not yet).
    pub reminded_before_at: Option<String>,
    /// When the buyer was reminded on the day, or late when the day passed while the server was
    /// stopped (absent: not yet).
    pub reminded_due_at: Option<String>,
}

/// The buyer of a schedule, for the mail and the money owed (no field of an answer).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Buyer {
    pub name: String,
    pub company: Option<String>,
    pub email: String,
    pub lang: Option<Lang>,
    /// The buyer's order page's token.
    pub token: String,
}

/// A shipment's schedule as computed, with its payments (oldest first).
#[derive(Object, Debug, Clone, PartialEq)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Schedule {
    pub shipment_id: i64,
    /// `SHP-2026-0001`.
    pub shipment_number: String,
    pub currency: Currency,
    /// What the dues share, in hundredths of `currency`: the live invoice's total when the
    /// shipment has one (no credit note cancels it), else the sum of the shipment's lines.
    pub value_cents: i64,
    /// The invoice `valueCents` is from (absent: from the shipment's lines).
    pub invoice_number: Option<String>,
    /// Whether a schedule is set (no dues: nothing is outstanding or can be paid yet).
    pub scheduled: bool,
    pub dues: Vec<Due>,
    pub payments: Vec<Payment>,
    /// The sum of the payments.
    pub paid_cents: i64,
    /// `valueCents` − `paidCents` (never below 0); 0 without a schedule.
    pub outstanding_cents: i64,
    /// What is outstanding of the overdue dues.
    pub overdue_cents: i64,
    /// The earliest day a due with something outstanding falls due (absent: none is dated yet,
    /// or nothing is outstanding).
    pub next_due_date: Option<String>,
    /// What is outstanding of the dues of that day.
    pub next_due_cents: Option<i64>,
    /// A schedule whose value is paid in full.
    pub closed: bool,
    #[oai(skip)]
    pub buyer: Buyer,
}

/// A due as stored.
#[derive(Debug, Clone)]
struct DueRow {
    position: i64,
    basis_points: i64,
    due: DueKind,
    due_date: Option<String>,
    days: i64,
    reminded_before_at: Option<i64>,
    reminded_due_at: Option<i64>,
}

/// A shipment as its schedule needs it.
struct Account {
    id: i64,
    number: String,
    currency: Currency,
    invoice: Option<(String, i64)>,
    lines_cents: i64,
    departed: Option<String>,
    arrived: Option<String>,
    paid: i64,
    buyer: Buyer,
}

const SELECT_ACCOUNT: &str = "SELECT s.id, s.number, s.currency, i.number, i.total_cents,
     (SELECT coalesce(sum(l.quantity * l.unit_cents), 0) FROM shipment_lines l WHERE l.shipment_id = s.id),
     (SELECT date FROM shipment_milestones m WHERE m.shipment_id = s.id AND m.kind = 'departed'),
     (SELECT date FROM shipment_milestones m WHERE m.shipment_id = s.id AND m.kind = 'arrived'),
     (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p WHERE p.shipment_id = s.id),
     s.buyer_name, s.buyer_company, s.buyer_email, s.lang, s.token
     FROM shipments s
     LEFT JOIN invoices i ON i.shipment_id = s.id AND i.kind = 'invoice'
         AND NOT EXISTS (SELECT 1 FROM invoices c WHERE c.corrects = i.id)";

fn account_row(r: &rusqlite::Row) -> rusqlite::Result<Account> {
    let invoice: Option<String> = r.get(3)?;
    Ok(Account {
        id: r.get(0)?,
        number: r.get(1)?,
        currency: r.get(2)?,
        invoice: match invoice {
            Some(number) => Some((number, r.get(4)?)),
            None => None,
        },
        lines_cents: r.get(5)?,
        departed: r.get(6)?,
        arrived: r.get(7)?,
        paid: r.get(8)?,
        buyer: Buyer {
            name: r.get(9)?,
            company: r.get(10)?,
            email: r.get(11)?,
            lang: Some(r.get(12)?),
            token: r.get(13)?,
        },
    })
}

fn due_row(r: &rusqlite::Row) -> rusqlite::Result<DueRow> {
    Ok(DueRow {
        position: r.get(1)?,
        basis_points: r.get(2)?,
        due: r.get(3)?,
        due_date: r.get(4)?,
        days: r.get(5)?,
        reminded_before_at: r.get(6)?,
        reminded_due_at: r.get(7)?,
    })
}

const SELECT_DUES: &str = "SELECT shipment_id, position, basis_points, due, due_date, days, reminded_before_at,
     reminded_due_at FROM payment_dues";

/// `cents` × `basis_points` / 10 000, rounded half away from zero.
fn share(cents: i64, basis_points: i64) -> i64 {
    let product = i128::from(cents) * i128::from(basis_points);
    let rounded = (product.abs() + 5_000) / 10_000;
    (if product < 0 { -rounded } else { rounded }) as i64
}

/// `date` plus `days`, `YYYY-MM-DD`.
fn after(date: &str, days: i64) -> Option<String> {
    date_of(date).and_then(|d| d.checked_add(time::Duration::days(days))).map(ymd)
}

fn compute(a: Account, rows: &[DueRow], payments: Vec<Payment>, today: time::Date) -> Schedule {
    let value = a.invoice.as_ref().map_or(a.lines_cents, |(_, total)| *total);
    let today = ymd(today);
    let mut dues = Vec::with_capacity(rows.len());
    let (mut allotted, mut left) = (0, a.paid);
    for (i, d) in rows.iter().enumerate() {
        let amount = if i + 1 == rows.len() { value - allotted } else { share(value, d.basis_points) };
        allotted += amount;
        let paid = left.clamp(0, amount.max(0));
        left -= paid;
        let due_date = match d.due {
            DueKind::Date => d.due_date.clone(),
            DueKind::Departed => a.departed.as_deref().and_then(|m| after(m, d.days)),
            DueKind::Arrived => a.arrived.as_deref().and_then(|m| after(m, d.days)),
        };
        let outstanding = (amount - paid).max(0);
        dues.push(Due {
            position: d.position,
            percent: d.basis_points as f64 / 100.0,
            basis_points: d.basis_points,
            due: d.due,
            days: d.days,
            overdue: outstanding > 0 && due_date.as_deref().is_some_and(|date| date < today.as_str()),
            due_date,
            amount_cents: amount,
            paid_cents: paid,
            outstanding_cents: outstanding,
            reminded_before_at: d.reminded_before_at.map(rfc3339),
            reminded_due_at: d.reminded_due_at.map(rfc3339),
        });
    }
    let open = dues.iter().filter(|d| d.outstanding_cents > 0);
    let next_due_date = open.clone().filter_map(|d| d.due_date.clone()).min();
    let next_due_cents = next_due_date
        .as_ref()
        .map(|next| open.clone().filter(|d| d.due_date.as_ref() == Some(next)).map(|d| d.outstanding_cents).sum());
    let scheduled = !dues.is_empty();
    let outstanding = if scheduled { (value - a.paid).max(0) } else { 0 };
    Schedule {
        shipment_id: a.id,
        shipment_number: a.number,
        currency: a.currency,
        value_cents: value,
        invoice_number: a.invoice.map(|(number, _)| number),
        scheduled,
        overdue_cents: dues.iter().filter(|d| d.overdue).map(|d| d.outstanding_cents).sum(),
        dues,
        payments,
        paid_cents: a.paid,
        outstanding_cents: outstanding,
        next_due_date,
        next_due_cents,
        closed: scheduled && outstanding == 0,
        buyer: a.buyer,
    }
}

/// A shipment's schedule (404 for an unknown shipment), with its payments.
pub fn get(conn: &Connection, shipment_id: i64, today: time::Date) -> Result<Schedule, ApiError> {
    let account = conn
        .prepare_cached(&format!("{SELECT_ACCOUNT} WHERE s.id = ?1"))?
        .query_row([shipment_id], account_row)
        .optional()?
        .ok_or_else(|| ApiError::not_found("Shipment not found"))?;
    let rows = conn
        .prepare_cached(&format!("{SELECT_DUES} WHERE shipment_id = ?1 ORDER BY position"))?
        .query_map([shipment_id], due_row)?
        .collect::<Result<Vec<_>, _>>()?;
    let payments = conn
        .prepare_cached(
            "SELECT id, date, amount_cents, currency, method, reference, recorded_at FROM payments
             WHERE shipment_id = ?1 ORDER BY date, id",
        )?
        .query_map([shipment_id], |r| {
            Ok(Payment {
                id: r.get(0)?,
                date: r.get(1)?,
                amount_cents: r.get(2)?,
                currency: r.get(3)?,
                method: r.get(4)?,
                reference: r.get(5)?,
                recorded_at: rfc3339(r.get(6)?),
            })
        })?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(compute(account, &rows, payments, today))
}

/// Every schedule set, oldest shipment first, without their payments: one pass over the dues and
/// one over the shipments that have them.
pub fn all(conn: &Connection, today: time::Date) -> Result<Vec<Schedule>, ApiError> {
    let mut dues: HashMap<i64, Vec<DueRow>> = HashMap::new();
    let mut stmt = conn.prepare_cached(&format!("{SELECT_DUES} ORDER BY shipment_id, position"))?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        dues.entry(r.get(0)?).or_default().push(due_row(r)?);
    }
    let accounts = conn
        .prepare_cached(&format!(
            "{SELECT_ACCOUNT} WHERE s.id IN (SELECT DISTINCT shipment_id FROM payment_dues) ORDER BY s.id"
        ))?
        .query_map([], account_row)?
        .collect::<Result<Vec<_>, _>>()?;
    Ok(accounts
        .into_iter()
        .map(|a| {
            let rows = dues.remove(&a.id).unwrap_or_default();
            compute(a, &rows, Vec::new(), today)
        })
        .collect())
}

/// The dues as one line of text, for the audit log: `30% date 2026-12-10; 70% departed+0`.
pub fn summary(s: &Schedule) -> String {
    s.dues
        .iter()
        .map(|d| match d.due {
            DueKind::Date => format!("{}% date {}", d.percent, d.due_date.as_deref().unwrap_or_default()),
            kind => format!("{}% {}+{}", d.percent, kind.as_str(), d.days),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

fn invalid(msg: impl Into<String>) -> ApiError {
    ApiError::invalid("dues", msg)
}

/// A due as sent, checked: (basis points, kind, date, days).
fn checked(d: &NewDue, n: usize) -> Result<(i64, DueKind, Option<String>, i64), ApiError> {
    let (Some(percent), Some(kind)) = (*d.percent, *d.due) else {
        return Err(
            ApiError::new(ErrorCode::Required, format!("Due {n} needs its percent and when it is due")).field("dues")
        );
    };
    let hundredths = percent * 100.0;
    let basis_points = hundredths.round();
    if !(1.0..=10_000.0).contains(&basis_points) || (hundredths - basis_points).abs() > 1e-6 {
        return Err(invalid(format!("Due {n}: a share is a percent from 0.01 to 100, with at most two decimals")));
    }
    let days = d.days.unwrap_or(0);
    let date = match (kind, d.due_date.as_ref()) {
        (DueKind::Date, Some(date)) => {
            let day = date_of(date.0.trim()).ok_or_else(|| not_a_date(&format!("Due {n}'s date")).field("dues"))?;
            if days != 0 {
                return Err(invalid(format!("Due {n} falls due on its date: it takes no days")));
            }
            Some(ymd(day))
        }
        (DueKind::Date, None) => return Err(invalid(format!("Due {n} falls due on a date: give its date (dueDate)"))),
        (_, Some(_)) => {
            return Err(invalid(format!("Due {n} falls due after a step: it takes days, not a date (dueDate)")))
        }
        (_, None) if !(0..=365).contains(&days) => {
            return Err(invalid(format!("Due {n}: the days after the step are 0 to 365")));
        }
        (_, None) => None,
    };
    Ok((basis_points as i64, kind, date, days))
}

/// Sets a shipment's schedule as a whole (404 for an unknown shipment). 1 to 10 dues whose shares
/// add up to exactly 100 % (400 `invalid_field`, `field` `dues`); a due whose kind, date and days
/// are unchanged keeps its reminders. The paid amount never exceeds the value (409
/// `over_outstanding`: only when a credit note lowered the value below what was paid).
pub fn set(tx: &Transaction, shipment_id: i64, new: &NewSchedule, today: time::Date) -> Result<Schedule, ApiError> {
    let before = get(tx, shipment_id, today)?;
    let Some(sent) = new.dues.as_ref() else { return Err(ApiError::required(&[("Dues", "dues")])) };
    if sent.is_empty() || sent.len() > MAX_DUES {
        return Err(invalid(format!("A schedule has 1 to {MAX_DUES} dues")));
    }
    let dues = sent.iter().enumerate().map(|(i, d)| checked(d, i + 1)).collect::<Result<Vec<_>, _>>()?;
    let total: i64 = dues.iter().map(|d| d.0).sum();
    if total != 10_000 {
        return Err(invalid(format!("The dues must add up to 100 %: they add up to {} %", total as f64 / 100.0)));
    }
    if before.paid_cents > before.value_cents {
        return Err(ApiError::new(
            ErrorCode::OverOutstanding,
            format!(
                "{} {} is paid, more than the shipment's value ({}): nothing was changed",
                money_text(before.paid_cents),
                before.currency.as_str(),
                money_text(before.value_cents)
            ),
        )
        .field("dues"));
    }
    let kept: HashMap<i64, &Due> = before.dues.iter().map(|d| (d.position, d)).collect();
    let stored: HashMap<i64, (Option<i64>, Option<i64>)> = tx
        .prepare_cached(
            "SELECT position, reminded_before_at, reminded_due_at FROM payment_dues WHERE shipment_id = ?1",
        )?
        .query_map([shipment_id], |r| Ok((r.get(0)?, (r.get(1)?, r.get(2)?))))?
        .collect::<Result<_, _>>()?;
    tx.prepare_cached("DELETE FROM payment_dues WHERE shipment_id = ?1")?.execute([shipment_id])?;
    for (i, (basis_points, kind, date, days)) in dues.into_iter().enumerate() {
        let position = i as i64 + 1;
        let same = kept
            .get(&position)
            .is_some_and(|d| d.due == kind && d.days == days && (kind != DueKind::Date || d.due_date == date));
        let (reminded_before, reminded_due) =
            if same { stored.get(&position).copied().unwrap_or_default() } else { (None, None) };
        tx.prepare_cached(
            "INSERT INTO payment_dues (shipment_id, position, basis_points, due, due_date, days, reminded_before_at,
                                       reminded_due_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
        )?
        .execute(params![
            shipment_id,
            position,
            basis_points,
            kind,
            date,
            days,
            reminded_before,
            reminded_due
        ])?;
    }
    get(tx, shipment_id, today)
}
