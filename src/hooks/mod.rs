//! Sending the webhooks (issue 42): [`sender`] delivers what `crate::models::webhooks` wrote,
//! signed by the Standard Webhooks scheme, through `crate::edge::outbound` (https to public
//! addresses only), retrying for three days and mailing the company when it gives up.

pub mod sender;

pub use sender::{run, sign, Webhooks};
