//! Mail: the outbox, the sender that empties it, the mail server settings, and what the site
//! mails (the notice of a new order to the company, the buyer's confirmation, a test e-mail).
//!
//! A message is written to the `outbox` table inside the caller's write transaction, so it
//! commits exactly when what it tells of commits, and the mail server is never asked while a
//! request waits. [`run_sender`] delivers due messages by SMTP in the background; a failure is
//! retried with exponential backoff (and the sender pauses while the server fails), and a
//! message keeps the Message-ID it was written with, so a resend after a crash is recognisably
//! the same message.
//!
//! A file each: [`settings`] (the mail server, as flags or the dashboard stored it), [`mailer`]
//! (the settings in force and the sender's signals), [`outbox`] (the SQL of the outbox: queueing,
//! what is due, what became of it), [`transport`] (SMTP), [`sender`] (the loop that empties the
//! outbox), [`notices`] (the texts of the order mails), [`quotes`] (what a quote request mails
//! at each step), [`questions`] (a buyer's questions, gathered into one mail per quote at most
//! every ten minutes) and [`stock`] (the alert when a product's stock runs low). What a buyer typed
//! is printed isolated (`crate::rules::isolate`).

pub mod mailer;
pub mod notices;
pub mod outbox;
pub mod payments;
pub mod questions;
pub mod quotes;
pub mod security;
pub mod sender;
pub mod settings;
pub mod shipments;
pub mod stock;
pub mod transport;

pub use mailer::Mailer;
pub use outbox::{
    enqueue_order, enqueue_to_company, outbox_status, queue_disk_full_notice, OutboxStatus, CONFIRMATIONS_PER_DAY,
};
pub use sender::run_sender;
pub use settings::{store, store_site_url, stored, Settings, Stored};
pub use stock::low_stock;
