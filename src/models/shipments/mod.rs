//! Shipments (issue 41): after a buyer accepts, the company ships one buyer's orders in one
//! currency — packages per line, containers, the transport and its document, and the steps
//! booked, packed, departed (recording each product's export), arrived and delivered (completing
//! the orders) — with the papers of others attached. The buyer follows it at `/order/<token>`.
//!
//! This file is the module's face. A file each: [`records`] (a shipment as read, and the
//! queries), [`buyer`] (what the buyer's order page reads), [`create`] (from orders), [`edit`] (the transport, terms, containers and packages,
//! and their rules; deletion), [`milestones`] (the steps), [`documents`] (papers of others) and
//! [`export`] (shipments.csv). The commercial invoice and packing list are
//! `crate::models::invoices`'s; the payment schedule and payments `crate::models::payments`'s.

mod buyer;
mod create;
mod documents;
mod edit;
mod export;
mod milestones;
mod records;

pub use buyer::{for_buyer, order_paths_of_quote, BuyerDocument, BuyerShipment};
pub use create::{create, NewShipment, MAX_ORDERS};
pub use documents::{add as add_document, remove as remove_document, NewShipmentDocument, MAX_DOCUMENTS};
pub use edit::{delete, is_container_number, update, LineFields, PackagesFields, ShipmentFields, MAX_CONTAINERS};
pub use export::{export, kg_text};
pub use milestones::{record as record_milestone, undo as undo_milestone, NewMilestone};
pub use records::{
    by_token, get, get_with_token, live_invoice, of_quote, order_path, page, Container, DocumentKind, Milestone,
    MilestoneKind, Mode, Packages, Shipment, ShipmentDocument, ShipmentLine,
};
