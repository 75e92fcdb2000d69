//! The demo's quote requests, one at each stage, and the bank details of their proformas.

use rusqlite::{params, Transaction};

use crate::db::now_ms;
use crate::error::ApiError;
use crate::models::facts::{self, Incoterm};
use crate::models::products::Currency;
use crate::models::quotes::{self, InquiryLine, NewInquiry, NewRevision, PricedLine};
use crate::models::{bank, orders};
use crate::rules::{Date, Email, Field};

/// Three quote requests (issue 30): a Persian buyer's, new and waiting for more than a day; an
/// English buyer's, answered and then revised; an English buyer's, accepted (its orders exist); and
/// the bank details of the proforma.
pub(super) fn seed(tx: &Transaction, product_ids: &[i64]) -> Result<(), ApiError> {
    let today = quotes::kabul_date(now_ms());
    let line = |i: usize, at_least: i64| -> Result<InquiryLine, ApiError> {
        let f = facts::read(tx, product_ids[i])?;
        Ok(InquiryLine {
            product_id: product_ids[i],
            quantity: Field(f.min_order.unwrap_or(1).max(at_least)),
            packaging: Field(f.packaging.first().map(|p| p.en.0.clone())),
        })
    };
    fn text<const R: bool>(s: &str) -> Field<Option<String>, R> {
        Field(Some(s.to_owned()))
    }
    let inquiry = |lines: Vec<InquiryLine>, who: (&str, &str, &str, &str, &str), lang, notes: &str| NewInquiry {
        lines: Field(Some(lines)),
        name: text(who.0),
        company: text(who.1),
        email: Field(Some(Email(who.2.into()))),
        phone: Field(None),
        country: text(who.3),
        destination: text(who.4),
        incoterm: Field(Some(Incoterm::Cpt)),
        wanted_by: Field(None),
        samples_first: Field(Some(false)),
        notes: text(notes),
        lang: Field(Some(lang)),
    };
    let revision = |q: &quotes::Quote, prices: &[f64], days: i64, message: &str| NewRevision {
        currency: Field(Some(Currency::Usd)),
        incoterm: Field(Some(Incoterm::Cpt)),
        place: text(q.destination.as_deref().unwrap_or("Dubai")),
        place_fa: Field(None),
        valid_until: Field(Some(Date(quotes::ymd(today + time::Duration::days(days))))),
        payment_terms: text("30% advance by bank transfer, 70% against copies of the shipping documents."),
        payment_terms_fa: text("۳۰٪ پیش‌پرداخت با حوالهٔ بانکی و ۷۰٪ در برابر رونوشت اسناد حمل."),
        lead_time_days: Field(21),
        message: text(message),
        message_fa: Field(None),
        lines: Field(Some(
            q.lines.iter().zip(prices).map(|(l, &p)| PricedLine { line_id: l.id, unit_price: Field(p) }).collect(),
        )),
    };
    let backdate = |id: i64, hours: i64| {
        tx.execute("UPDATE quotes SET created_at = ?2 WHERE id = ?1", params![id, now_ms() - hours * 3_600_000])
    };

    let waiting = quotes::create(
        tx,
        &inquiry(
            vec![line(2, 2000)?, line(9, 10)?],
            ("فریبا کریمی", "بازرگانی کریمی", "fariba.karimi@example.com", "امارات متحده عربی", "دبی"),
            orders::Lang::Fa,
            "لطفاً اول نمونهٔ زعفران را بفرستید.",
        ),
        today,
    )?;
    backdate(waiting.id, 30)?;

    let revised = quotes::create(
        tx,
        &inquiry(
            vec![line(0, 1000)?, line(8, 500)?],
            ("Hannah Becker", "Nordsee Feinkost GmbH", "hannah.becker@example.com", "Germany", "Hamburg"),
            orders::Lang::En,
            "Organic certificate needed for the almonds.",
        ),
        today,
    )?;
    backdate(revised.id, 72)?;
    quotes::send_revision(tx, revised.id, &revision(&revised, &[7.9, 14.5], 14, "Prices for the new crop."), today)?;
    quotes::send_revision(
        tx,
        revised.id,
        &revision(&revised, &[7.6, 14.2], 20, "As discussed on the phone: a better price for both lines."),
        today,
    )?;

    let accepted = quotes::create(
        tx,
        &inquiry(
            vec![line(5, 3000)?],
            ("Rajesh Kumar", "Kumar Dry Fruits Pvt Ltd", "rajesh.kumar@example.com", "India", "New Delhi"),
            orders::Lang::En,
            "",
        ),
        today,
    )?;
    backdate(accepted.id, 120)?;
    let (quoted, _) = quotes::send_revision(tx, accepted.id, &revision(&accepted, &[3.4], 10, ""), today)?;
    quotes::accept(tx, &quoted, 1, today)?;

    bank::save(
        tx,
        &bank::BankFields {
            beneficiary: text("Golbahar Export Ltd."),
            bank_name: text("Afghanistan International Bank"),
            account: text("0100 2345 6789 01"),
            iban: Field(None),
            swift: text("AFIBAFKA"),
            bank_address: text("Shahr-e Naw, Kabul, Afghanistan"),
            notes: text("Please quote the proforma number with your payment."),
            notes_fa: text("لطفاً شمارهٔ پیش‌فاکتور را همراه پرداخت بنویسید."),
        },
    )?;
    // sample data, not an admin's change: no "bank details changed" warning on a new demo site
    tx.execute("UPDATE bank_details SET changed_at = NULL WHERE id = 1", [])?;
    Ok(())
}
