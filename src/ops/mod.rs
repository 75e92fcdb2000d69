//! Operations: what the company does with its data beside the website.
//!
//! - [`backups`]: scheduled and on-demand backups, their retention, `site restore`.
//! - [`csv`]: the CSV downloads of orders and stock movements.
//! - [`sheet`]: reading an uploaded spreadsheet (CSV).

pub mod backups;
pub mod csv;
pub mod sheet;
