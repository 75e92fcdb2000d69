//! The proforma invoice of one revision of a quote, in English or Persian: what it says. The quotes
//! model fills a [`Proforma`] with texts already in the document's language (product names, units,
//! the named place, payment terms, bank notes); the document's own words (its headings and labels),
//! its digits and its dates are the renderer's.

use time::Date;

use crate::locale::Lang;

/// Everything printed on one proforma invoice.
#[derive(Clone, Debug)]
pub struct Proforma {
    /// The language it is written in: Persian runs right to left with Persian digits and dates.
    pub lang: Lang,
    pub letterhead: Letterhead,
    /// The quote's number and revision, e.g. `Q-2026-0007` and 2 (printed `Q-2026-0007/2`).
    pub quote_number: String,
    pub revision: i64,
    pub issued: Date,
    /// The last day the prices hold (to the end of that day in Kabul).
    pub valid_until: Date,
    pub buyer: Buyer,
    pub lines: Vec<Line>,
    /// `USD` or `AFN`.
    pub currency: String,
    /// The sum of the lines' totals, in hundredths of the currency.
    pub total_cents: i64,
    /// The Incoterm and its named place, e.g. `CPT` and `Dubai` (`دبی` in Persian).
    pub incoterm: String,
    pub place: String,
    pub payment_terms: String,
    pub lead_time_days: i64,
    /// The company's bank, when the Content tab has it.
    pub bank: Option<Bank>,
    /// The company's message with the quote, if any.
    pub note: Option<String>,
}

/// The company as the site content names it.
#[derive(Clone, Debug)]
pub struct Letterhead {
    pub name: String,
    pub address: Option<String>,
    pub email: Option<String>,
    pub phone: Option<String>,
    /// The site's address, e.g. `https://golbahar.example`.
    pub website: Option<String>,
}

#[derive(Clone, Debug)]
pub struct Buyer {
    pub name: String,
    pub company: Option<String>,
    pub email: String,
    pub phone: Option<String>,
    pub country: Option<String>,
    pub destination: Option<String>,
}

/// One product line.
#[derive(Clone, Debug)]
pub struct Line {
    pub product: String,
    pub packaging: Option<String>,
    pub quantity: i64,
    /// The unit in the document's language (`kg`, `کیلوگرام`).
    pub unit: String,
    pub unit_price_cents: i64,
    pub total_cents: i64,
}

#[derive(Clone, Debug)]
pub struct Bank {
    pub beneficiary: String,
    pub bank_name: String,
    pub account: String,
    pub iban: Option<String>,
    pub swift: Option<String>,
    pub bank_address: Option<String>,
    pub notes: Option<String>,
}
