//! Every call of the API through HTTP, one module per resource: happy paths, the specification's
//! messages, sessions, limits, media, concurrency, backups and the committed spec. One test
//! binary (each binary links the whole program): a new resource's tests are a new module here.
//!
//! The harness (`Site`, `Scenario`) is in `tests/common/`, shared with the other test binaries.

#[allow(dead_code)] // each test crate uses part of the harness
#[path = "../common/mod.rs"]
mod common;

mod access;
mod admins;
mod analytics;
mod api_keys;
mod audit_log;
mod awards;
mod backups;
mod content;
mod contract;
mod csv;
mod documents;
mod error_codes;
mod facts;
mod gallery;
mod hero;
mod limits;
mod mail;
mod office_hours;
mod orders;
mod products;
mod products_sheet;
mod quotes;
mod security;
mod shipments;
mod stock_alerts;
mod tls;
mod ui;
mod visits;
mod webhooks;
