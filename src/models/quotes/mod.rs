//! Quote requests (issue 30): a visitor's inquiry over several products becomes a quote request;
//! the company answers with numbered revisions (prices, Incoterm, validity, terms) that never
//! change once sent; the buyer reads them at `/quote/<token>` and accepts (one order per line,
//! linked by `quote_id`), declines with a reason, or asks a question. Status `expired` is computed:
//! a `quoted` request whose latest revision's last day has ended in Kabul.
//!
//! This file is the module's face: what the rest of the program uses is re-exported here. A file
//! each: [`records`] (a request as read: the company's and the buyer's view, and the queries),
//! [`inquiry`] (the visitor's inquiry and its rules, recorded as a new request), [`revisions`]
//! (the company's priced answers), [`status`] (the state rules: accept, decline, withdraw,
//! delete), [`messages`] (both ways), [`token`] (the buyer's private token and its misses),
//! [`reminders`] (before the validity ends), [`export`] (quotes.csv), [`dates`] (Kabul's
//! calendar), [`checks`] (a message's rules) and [`proforma`] (the proforma invoice's data of a
//! revision). What is mailed at each step is `crate::mail::quotes`'s.

mod checks;
mod dates;
mod export;
mod inquiry;
mod messages;
pub mod proforma;
mod records;
mod reminders;
mod revisions;
mod status;
mod token;

pub use dates::{kabul_date, ymd, KABUL};
pub use export::export;
pub use inquiry::{create, InquiryCreated, InquiryLine, NewInquiry, MAX_LINES};
pub use messages::{
    add_message, buyer_message, buyer_messages_from, company_message, too_many_questions, NewMessage,
    QUESTIONS_PER_ADDRESS_PER_DAY, QUESTIONS_PER_QUOTE_PER_DAY,
};
pub use records::{
    get, money_text, page, waiting, BuyerQuote, Quote, QuoteLine, QuoteMessage, QuoteStatus, Revision, RevisionLine,
    Sender, Waiting,
};
pub use reminders::{due_reminders, mark_reminded, REMIND_DAYS_BEFORE};
pub use revisions::{send_revision, NewRevision, PricedLine};
pub use status::{accept, decline, delete, withdraw, Acceptance, Decline};
pub use token::{by_token, new_token, TokenMisses, TOKEN_MISSES_PER_MINUTE};
