//! Commercial invoices and credit notes (issue 41): issued from a packed shipment, numbered per
//! year without gaps, never changed (the database refuses it). Each keeps everything it prints as
//! a `crate::pdf::invoice::InvoiceDocument` (JSON), from which its PDF and its packing list are
//! drawn, in English or Persian. A correction is a credit note, after which the shipment can be
//! changed and invoiced again.
//!
//! A file each: [`records`] (an invoice as read, the queries, its PDFs), [`issue`] (invoices and
//! credit notes made) and [`export`] (invoices.csv).

mod export;
mod issue;
mod records;

pub use export::export;
pub use issue::{credit_note, issue, NewCreditNote, MAX_REASON};
pub use records::{document, get, list, of_shipment, pdf, Invoice, InvoiceKind, Paper};
