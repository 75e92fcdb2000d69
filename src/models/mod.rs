//! The business records, each with its rules and its SQL (the checks they share with the settings
//! are `crate::rules`'s).

pub mod admins;
pub mod analytics;
pub mod api_keys;
pub mod audit;
pub mod awards;
pub mod bank;
pub mod content;
pub mod demo;
pub mod documents;
pub mod facts;
pub mod gallery;
pub mod hero;
pub mod invoices;
pub mod media;
pub mod office_hours;
pub mod orders;
pub mod payments;
pub mod products;
pub mod quotes;
pub mod second_factor;
pub mod shipments;
pub mod slug;
pub mod webhooks;
