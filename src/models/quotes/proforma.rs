//! The proforma invoice of one revision: [`proforma_of`] fills `crate::pdf::proforma::Proforma`
//! from the quote, the site content and the bank details, every text in the document's language.

use rusqlite::{Connection, OptionalExtension};

use super::{get, kabul_date};
use crate::error::ApiError;
use crate::locale::{self, Lang};
use crate::models::content;
use crate::pdf::proforma::{Bank, Buyer, Letterhead, Line, Proforma};

/// `fa` when it has text, else `en`.
fn in_lang(lang: Lang, en: &str, fa: Option<&str>) -> String {
    match (lang, fa.map(str::trim).filter(|f| !f.is_empty())) {
        (Lang::Fa, Some(fa)) => fa.to_owned(),
        _ => en.to_owned(),
    }
}

/// The Persian text in Persian when there is one, else the English (stored texts are never blank).
fn text_in(lang: Lang, en: Option<String>, fa: Option<String>) -> Option<String> {
    match lang {
        Lang::Fa => fa.or(en),
        Lang::En => en,
    }
}

/// A buyer's text as the proforma draws it.
fn typed(text: &str) -> String {
    crate::rules::without_direction_controls(text)
}

/// The bank details revision `revision` of quote `quote_id` was sent with (those the Content tab
/// had then: a later change, even a thief's, never reaches a proforma already sent), with their
/// notes in `lang`.
fn bank(conn: &Connection, quote_id: i64, revision: i64, lang: Lang) -> Result<Option<Bank>, ApiError> {
    let kept: Option<String> = conn
        .prepare_cached("SELECT bank FROM quote_revisions WHERE quote_id = ?1 AND number = ?2")?
        .query_row([quote_id, revision], |r| r.get(0))
        .optional()?
        .flatten();
    Ok(crate::models::bank::from_snapshot(kept.as_deref()).map(|b| Bank {
        notes: text_in(lang, b.notes, b.notes_fa),
        beneficiary: b.beneficiary,
        bank_name: b.bank_name,
        account: b.account,
        iban: b.iban,
        swift: b.swift,
        bank_address: b.bank_address,
    }))
}

/// Revision `revision` of quote `quote_id` as its proforma in `lang` (404 when either is missing),
/// with the site's address (`website`) in its letterhead.
pub fn proforma_of(
    conn: &Connection,
    quote_id: i64,
    revision: i64,
    lang: Lang,
    website: Option<&str>,
) -> Result<Proforma, ApiError> {
    let q = get(conn, quote_id, time::Date::MIN)?;
    let rev =
        q.revisions.iter().find(|r| r.number == revision).ok_or_else(|| ApiError::not_found("Revision not found"))?;
    let site = content::get(conn)?;
    let letterhead = Letterhead {
        name: lang.pick(("Golbahar", "گلبهار")).to_owned(),
        address: text_in(lang, site.contact_address.clone(), site.contact_address_fa.clone()),
        email: site.contact_email.clone(),
        phone: site.contact_phone.clone(),
        website: website.map(str::to_owned),
    };
    let mut lines = Vec::new();
    // i128: exact for any price and quantity stored, whatever rules held when they were
    let mut total: i128 = 0;
    for line in &q.lines {
        let cents = rev.cents.iter().find(|(id, _)| *id == line.id).map_or(0, |(_, c)| *c);
        let line_total = i128::from(cents) * i128::from(line.quantity);
        total += line_total;
        let unit = locale::unit_counted(line.unit.as_str(), lang).unwrap_or(line.unit.as_str()).to_owned();
        lines.push(Line {
            product: in_lang(lang, &line.product_name, Some(line.product_name_fa.as_str())),
            packaging: line.packaging.as_deref().map(|p| in_lang(lang, p, line.packaging_fa.as_deref())),
            quantity: line.quantity,
            unit,
            unit_price_cents: cents,
            total_cents: line_total,
        });
    }
    let note = text_in(lang, rev.message.clone(), rev.message_fa.clone());
    Ok(Proforma {
        lang,
        letterhead,
        quote_number: q.number.clone(),
        revision,
        issued: kabul_date(rev.sent_ms),
        valid_until: rev.valid_day(),
        // What the buyer typed: each a paragraph of its own in the document (its direction cannot
        // reach the document's words), drawn without the direction controls it may hold (a name
        // stored before they were refused: `Mallory \u{202E}exe.fdp` is not "Mallory pdf.exe").
        buyer: Buyer {
            name: typed(&q.name),
            company: q.company.as_deref().map(typed),
            email: typed(&q.email),
            phone: q.phone.as_deref().map(typed),
            country: q.country.as_deref().map(typed),
            destination: q.destination.as_deref().map(typed),
        },
        lines,
        currency: rev.currency.as_str().to_owned(),
        total_cents: total,
        incoterm: rev.incoterm.as_str().to_owned(),
        place: in_lang(lang, &rev.place, rev.place_fa.as_deref()),
        payment_terms: in_lang(lang, &rev.payment_terms, rev.payment_terms_fa.as_deref()),
        lead_time_days: rev.lead_time_days,
        bank: bank(conn, quote_id, revision, lang)?,
        note,
    })
}

/// The proforma's file name: `proforma-Q-2026-0007-2-en.pdf`.
pub fn file_name(number: &str, revision: i64, lang: Lang) -> String {
    format!("proforma-{number}-{revision}-{}.pdf", lang.code())
}

/// The PDF bytes of a revision's proforma in `lang`.
pub fn pdf(
    conn: &Connection,
    quote_id: i64,
    revision: i64,
    lang: Lang,
    website: Option<&str>,
) -> Result<Vec<u8>, ApiError> {
    let doc = proforma_of(conn, quote_id, revision, lang, website)?;
    Ok(crate::pdf::proforma::render(&doc))
}
