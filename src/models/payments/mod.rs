//! Payments against a schedule (issue 41): a shipment's value (its live invoice's total, else its
//! lines') in shares due on a date or some days after the departure or arrival; the payments
//! received, applied to the shares in their order; what is outstanding and overdue; the money
//! owed per buyer and currency; and the reminders to the buyer before and on a due date.
//!
//! A file each: [`schedule`] (the dues as set and as computed), [`record`] (a payment recorded or
//! taken back, and their rules), [`owed`] (money owed per buyer, and the owner's figures),
//! [`reminders`] (which dues to remind of today) and [`export`] (payments.csv).

mod export;
mod owed;
mod record;
mod reminders;
mod schedule;

pub use export::export;
pub use owed::{figures, owed, Figures, OutstandingTotal, Owed, OwedShipment};
pub use record::{delete, record, NewPayment};
pub use reminders::{due_reminders, mark_reminded, mark_run, Reminder, REMIND_DAYS_BEFORE};
pub use schedule::{
    all, get, set, summary, Buyer, Due, DueKind, NewDue, NewSchedule, Payment, PaymentMethod, Schedule, MAX_DUES,
};
