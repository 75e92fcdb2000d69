//! What a shipment mails its buyer, in their language, through the outbox (queued in the step's
//! own write transaction): when the freight is booked, when the goods depart (with the transport
//! document and containers, and the invoice and packing list attached once issued) and when they
//! arrive, each with the link to their order page. Nothing
//! is queued while no mail server is set, nor to an address SMTP cannot carry (the order page
//! still shows everything). Links are absolute, from the site's own address only.

use rusqlite::Transaction;

use super::mailer::Mailer;
use super::quotes::{day_of, signature, to_address};
use super::transport::Attachment;
use crate::error::ApiError;
use crate::locale::Lang;
use crate::models::content;
use crate::models::invoices::{self, Paper};
use crate::models::shipments::{live_invoice, order_path, MilestoneKind, Mode, Shipment};
use crate::rules::isolate;

/// The buyer's order page in their language, when the site's address is known.
pub fn order_link(site_url: Option<&str>, s: &Shipment, token: &str) -> Option<String> {
    site_url.map(|base| format!("{base}{}", order_path(s.lang, token)))
}

fn mode_words(mode: Mode, lang: Lang) -> &'static str {
    lang.pick(match mode {
        Mode::Air => ("by air", "از راه هوایی"),
        Mode::Road => ("by road", "از راه زمینی"),
        Mode::Sea => ("by sea", "از راه دریا"),
        Mode::Rail => ("by rail", "با راه‌آهن"),
    })
}

/// The name of the transport document by mode: a bill of lading travels by sea.
pub fn document_words(mode: Mode, lang: Lang) -> &'static str {
    lang.pick(match mode {
        Mode::Sea => ("bill of lading", "بارنامهٔ دریایی"),
        Mode::Air => ("air waybill", "بارنامهٔ هوایی"),
        Mode::Road => ("CMR consignment note", "بارنامهٔ زمینی (CMR)"),
        Mode::Rail => ("rail waybill", "بارنامهٔ ریلی"),
    })
}

/// The order page's paragraph: where every step, paper and payment is.
pub fn page_text(lang: Lang, link: Option<&str>) -> String {
    match (lang, link) {
        (Lang::En, Some(l)) => format!("Every step, document and payment of your order is on your order page:\n{l}"),
        (Lang::Fa, Some(l)) => format!("همهٔ مراحل، اسناد و پرداخت‌های سفارش شما در صفحهٔ سفارش‌تان است:\n{l}"),
        (Lang::En, None) => "Reply to this e-mail with any question.".into(),
        (Lang::Fa, None) => "برای هر پرسشی به همین ایمیل پاسخ دهید.".into(),
    }
}

/// The buyer hears of a step: booked, departed or arrived (packing and delivery they see on the
/// page, and know of themselves).
pub fn milestone(
    tx: &Transaction,
    mailer: &Mailer,
    s: &Shipment,
    token: &str,
    kind: MilestoneKind,
    site_url: Option<&str>,
) -> Result<(), ApiError> {
    if !mailer.configured() || !matches!(kind, MilestoneKind::Booked | MilestoneKind::Departed | MilestoneKind::Arrived)
    {
        return Ok(());
    }
    let lang = s.locale();
    let content = content::get(tx)?;
    let link = order_link(site_url, s, token);
    let number = lang.pick((s.number.clone(), isolate(&s.number)));
    let date = day_of(lang, s.milestone(kind).unwrap_or_default());
    let mode = mode_words(s.mode, lang);
    // places and numbers an admin typed, isolated in the Persian text they stand in
    let typed = |t: &str| if lang == Lang::Fa { isolate(t) } else { t.to_owned() };
    let (from, to) = (typed(&s.loading_place), typed(&s.discharge_place));
    let route = match (s.loading_place.is_empty(), s.discharge_place.is_empty(), lang) {
        (false, false, Lang::En) => format!(" from {from} to {to}"),
        (false, false, Lang::Fa) => format!(" از {from} به {to}"),
        _ => String::new(),
    };
    let etd = s.etd.as_deref().map(|d| day_of(lang, d));
    let eta = s.eta.as_deref().map(|d| day_of(lang, d));
    let doc = if s.transport_doc.is_empty() { None } else { Some(typed(&s.transport_doc)) };
    let containers = s.containers.iter().map(|c| typed(&c.number)).collect::<Vec<_>>();
    let invoiced = live_invoice(tx, s.id)?;
    let papers = match (invoiced.is_some(), lang) {
        (true, Lang::En) => {
            "The commercial invoice and the packing list are attached; they and the other documents \
                             are also on your order page."
        }
        (false, Lang::En) => "The documents appear on your order page as they are issued.",
        (true, Lang::Fa) => "فاکتور تجاری و فهرست بسته‌بندی پیوست است؛ آن‌ها و سایر اسناد در صفحهٔ سفارش شما هم هست.",
        (false, Lang::Fa) => "اسناد پس از صدور در صفحهٔ سفارش شما می‌آیند.",
    };
    let (subject, what) = match (kind, lang) {
        (MilestoneKind::Booked, Lang::En) => (
            format!("Your order {number}: freight booked"),
            format!(
                "We have booked the freight for your order {number}: {mode}{route}.{etd}",
                etd = etd.map(|d| format!(" It is expected to leave on {d}.")).unwrap_or_default()
            ),
        ),
        (MilestoneKind::Booked, Lang::Fa) => (
            format!("سفارش {number}: بار رزرو شد"),
            format!(
                "حمل بار سفارش {number} را رزرو کردیم: {mode}{route}.{etd}",
                etd = etd.map(|d| format!(" حرکت آن در {d} پیش‌بینی می‌شود.")).unwrap_or_default()
            ),
        ),
        (MilestoneKind::Departed, Lang::En) => (
            format!("Your order {number} is on its way"),
            format!(
                "Your goods left on {date}, {mode}{route}.{doc}{containers}{eta}\n{papers}",
                doc = doc.map(|d| format!("\nThe {} number is {d}.", document_words(s.mode, lang))).unwrap_or_default(),
                containers = match containers.is_empty() {
                    true => String::new(),
                    false => format!("\nContainers: {}.", containers.join(", ")),
                },
                eta = eta.map(|d| format!("\nExpected arrival: {d}.")).unwrap_or_default(),
            ),
        ),
        (MilestoneKind::Departed, Lang::Fa) => (
            format!("سفارش {number} در راه است"),
            format!(
                "کالای شما در {date} {mode}{route} حرکت کرد.{doc}{containers}{eta}\n{papers}",
                doc = doc.map(|d| format!("\nشمارهٔ {}: {d}.", document_words(s.mode, lang))).unwrap_or_default(),
                containers = match containers.is_empty() {
                    true => String::new(),
                    false => format!("\nکانتینرها: {}.", containers.join("، ")),
                },
                eta = eta.map(|d| format!("\nرسیدن پیش‌بینی‌شده: {d}.")).unwrap_or_default(),
            ),
        ),
        (_, Lang::En) => (
            format!("Your order {number} has arrived"),
            match s.discharge_place.is_empty() {
                true => format!("Your goods arrived on {date}."),
                false => format!("Your goods arrived at {to} on {date}."),
            },
        ),
        (_, Lang::Fa) => (
            format!("سفارش {number} رسید"),
            match s.discharge_place.is_empty() {
                true => format!("کالای شما در {date} رسید."),
                false => format!("کالای شما در {date} به {to} رسید."),
            },
        ),
    };
    let hello = lang.pick(("Hello", "با سلام"));
    let body = format!(
        "{hello} {name},\n\n{what}\n\n{page}\n\n{sign}\n",
        name = typed(&s.buyer_name),
        page = page_text(lang, link.as_deref()),
        sign = signature(&content, lang),
    );
    // the goods' papers travel with the news of their departure: the invoice and packing list
    let attachments = match (kind, invoiced) {
        (MilestoneKind::Departed, Some((id, _))) => [Paper::Invoice, Paper::PackingList]
            .into_iter()
            .map(|paper| {
                let (bytes, filename) = invoices::pdf(tx, id, paper, Some(lang))?;
                Ok(Attachment { filename, mime: "application/pdf".into(), bytes })
            })
            .collect::<Result<Vec<_>, ApiError>>()?,
        _ => Vec::new(),
    };
    let kind = format!("shipment-{}", kind.as_str());
    to_address(tx, &s.buyer_email, &kind, subject, body, attachments)
}
