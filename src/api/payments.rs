//! Payments against a schedule (issue 41): a shipment's schedule set as a whole, payments recorded
//! and taken back, the money owed per buyer and currency, and payments.csv. A read key reads; a
//! write key (an accountant's integration) records. Every change is in the audit log; the buyer is
//! mailed each payment received and reminded before and on each due date (`send_reminders`).

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::common::{actor, ApiTags, Created, CsvFile};
use crate::auth::AdminSession;
use crate::error::ApiError;
use crate::errors;
use crate::mail::payments as payment_mail;
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::payments::{self, NewPayment, NewSchedule, Owed, Payment, Schedule};
use crate::models::quotes::money_text;
use crate::models::webhooks::events as hooks;
use crate::ops::csv::{self, Language};
use crate::rules::utc_offset;
use crate::state::AppState;

#[derive(Default)]
pub struct PaymentsApi;

fn target(s: &Schedule) -> Target {
    Target::new(s.shipment_id, &format!("{} — {}", s.shipment_number, s.buyer.name))
}

fn payment_changes(p: &Payment) -> Vec<Change> {
    vec![
        Change::set("amount", format!("{} {}", money_text(p.amount_cents), p.currency.as_str())),
        Change::set("date", &p.date),
        Change::set("method", p.method.as_str()),
        Change::set("reference", &p.reference),
    ]
}

#[OpenApi(tag = "ApiTags::Shipments")]
impl PaymentsApi {
    /// A shipment's payment schedule
    ///
    /// Computed now: the value (the live invoice's total, else the shipment's lines), each due's
    /// amount (the last takes what rounding leaves, so they add up exactly), its day (for a due
    /// after a step: the step's date plus its days, absent until then), what the payments cover
    /// (applied to the dues in their order), what is outstanding and overdue (its day before
    /// today in Kabul), and the payments. Without a schedule: `scheduled` false and no dues.
    #[oai(path = "/api/shipments/:id/schedule", method = "get", operation_id = "getPaymentSchedule")]
    async fn get(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Json<Schedule>, errors![400, 401, 404]> {
        let today = state.kabul_today();
        Ok(Json(state.db.read(move |conn| payments::get(conn, id.0, today)).await?))
    }

    /// Sets a shipment's payment schedule
    ///
    /// All its dues at once, in the order payments cover them: 1 to 10, each a percent of the
    /// value (0.01 to 100, at most two decimals), due on a `date` (`dueDate` required, and only
    /// then) or `days` (0 to 365) after the shipment `departed` or `arrived`; the percents add up
    /// to exactly 100. Any of these broken: 400 `invalid_field` (or `required`), `field` `dues`.
    /// It may change after payments (they are applied to the new dues in their order): 409
    /// `over_outstanding` only when what is paid is above the value (a credit note lowered it).
    /// Typical: 30 % on a date + 70 % departed + 0 days ("against a copy of the B/L"); 100 % on a
    /// date; 100 % departed + 30 days ("net 30 after the B/L date").
    #[oai(path = "/api/shipments/:id/schedule", method = "put", operation_id = "setPaymentSchedule")]
    async fn set(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewSchedule>,
    ) -> Result<Json<Schedule>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let today = state.kabul_today();
        let s = state
            .db
            .write(move |tx| {
                let before = payments::get(tx, id.0, today)?;
                let after = payments::set(tx, id.0, &body, today)?;
                let change = Change::from_to("dues", payments::summary(&before), payments::summary(&after));
                audit::record(tx, &who, AuditKind::PaymentSchedule, target(&after), &[change])?;
                Ok(after)
            })
            .await?;
        state.analytics_json.invalidate();
        Ok(Json(s))
    }

    /// Records a payment received
    ///
    /// Refused, recording nothing: 400 a missing field, a date that is no date, an amount that is
    /// not a whole number of cents above 0, a reference of several lines or above 200 characters;
    /// 409 `no_schedule` when the shipment has no schedule yet; 409 `mixed_currencies` in another
    /// currency than the shipment's (`field` `currency`); 409 `date_out_of_range` after today in
    /// Kabul (`field` `date`); 409 `over_outstanding` above what is outstanding (`field`
    /// `amountCents`; the message says the outstanding amount): record the outstanding amount
    /// and settle an overpayment with the buyer outside the site. The buyer is mailed the payment
    /// and what remains, in their language. Answers the schedule after it.
    #[oai(path = "/api/shipments/:id/payments", method = "post", operation_id = "recordPayment")]
    async fn record(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewPayment>,
    ) -> Result<Created<Schedule>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let (today, site_url, mailer) = (state.kabul_today(), state.site_url(), state.mail.clone());
        let s = state
            .db
            .write(move |tx| {
                let (s, p) = payments::record(tx, id.0, &body, today)?;
                audit::record(tx, &who, AuditKind::PaymentRecord, target(&s), &payment_changes(&p))?;
                payment_mail::received(tx, &mailer, &s, &p, site_url.as_deref())?;
                hooks::payment_recorded(tx, s.shipment_id, &s.shipment_number, &p)?;
                Ok(s)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        state.analytics_json.invalidate();
        Ok(Created::Created(Json(s)))
    }

    /// Takes back a payment recorded by mistake
    ///
    /// 404 when the shipment has no such payment. Nothing is mailed. Answers the schedule after it.
    #[oai(path = "/api/shipments/:id/payments/:payment", method = "delete", operation_id = "deletePayment")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        payment: Path<i64>,
    ) -> Result<Json<Schedule>, errors![400, 401, 403, 404]> {
        let who = actor(&state, req, &admin);
        let today = state.kabul_today();
        let s = state
            .db
            .write(move |tx| {
                let (s, p) = payments::delete(tx, id.0, payment.0, today)?;
                let changes: Vec<Change> = payment_changes(&p)
                    .into_iter()
                    .map(|c| Change::from_to(&c.field, c.after.unwrap_or_default(), ""))
                    .collect();
                audit::record(tx, &who, AuditKind::PaymentDelete, target(&s), &changes)?;
                Ok(s)
            })
            .await?;
        state.analytics_json.invalidate();
        Ok(Json(s))
    }

    /// Money owed
    ///
    /// Per buyer (told apart by e-mail address, else by name) and currency — never summed across
    /// currencies —: what is outstanding and overdue, and the shipments with something
    /// outstanding with their next due date. The most overdue first, then the most outstanding.
    #[oai(path = "/api/payments/owed", method = "get", operation_id = "listMoneyOwed")]
    async fn owed(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Json<Vec<Owed>>, errors![400, 401]> {
        let today = state.kabul_today();
        Ok(Json(state.db.read(move |conn| payments::owed(conn, today)).await?))
    }

    /// Payments as a CSV file
    ///
    /// Every payment, oldest first: its date, shipment, buyer, company, amount, currency, method,
    /// reference and when it was recorded (in the caller's time zone).
    #[oai(path = "/api/payments/payments.csv", method = "get", operation_id = "exportPayments")]
    async fn export(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// The caller's offset from UTC in minutes (Kabul: -270). Default 0.
        #[oai(name = "tzOffset", validator(minimum(value = "-960"), maximum(value = "960")))]
        tz_offset: Query<Option<i32>>,
        /// The language of the header row and of the words in it (default en).
        lang: Query<Option<Language>>,
    ) -> Result<CsvFile, errors![400, 401]> {
        let offset = utc_offset(tz_offset.0.unwrap_or(0))?;
        let lang = lang.0.unwrap_or_default();
        let body = csv::stream(&state.db, move |conn, out| payments::export(conn, offset, lang, out));
        Ok(CsvFile::dated(body, "payments", offset))
    }
}

/// Queues the payment reminders due today (Kabul, on the site's calendar): a few days before each
/// due date and on it, once each, never for a due paid, never without the buyer's address; a due
/// day missed while the server was stopped, late (within a week).
/// Answers how many were queued. Run with the quotes' reminders (`quotes::keep_reminding`).
pub async fn send_reminders(state: &AppState) -> Result<usize, ApiError> {
    if !state.mail.configured() {
        return Ok(0);
    }
    let (today, site_url, mailer) = (state.kabul_today(), state.site_url(), state.mail.clone());
    let sent = state
        .db
        .write(move |tx| {
            let mut sent = 0;
            for (shipment, position, which) in payments::due_reminders(tx, today)? {
                if payments::mark_reminded(tx, shipment, position, which)? {
                    let s = payments::get(tx, shipment, today)?;
                    payment_mail::reminder(tx, &mailer, &s, position, which, site_url.as_deref())?;
                    sent += 1;
                }
            }
            payments::mark_run(tx, today)?;
            Ok(sent)
        })
        .await?;
    if sent > 0 {
        state.mail.wake();
    }
    Ok(sent)
}
