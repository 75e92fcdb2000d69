//! What a shipment's payments mail the buyer, in their language, through the outbox (queued in
//! the write transaction of what they tell): a payment received, with what remains; a reminder a
//! few days before a due date and one on the day. Each links to the buyer's order page, where the
//! bank details are. Nothing is queued while no mail server is set, nor without the buyer's address.

use rusqlite::Transaction;

use super::mailer::Mailer;
use super::quotes::{currency_words, day_of, money, signature, to_address};
use crate::error::ApiError;
use crate::locale::Lang;
use crate::models::content;
use crate::models::orders::Lang as OrderLang;
use crate::models::payments::{Payment, Reminder, Schedule};
use crate::models::shipments::order_path;
use crate::rules::isolate;

fn lang_of(s: &Schedule) -> Lang {
    s.buyer.lang.map_or(Lang::En, Lang::from)
}

/// `1,312.50 USD`, `۱٬۳۱۲٫۵۰ دلار آمریکا`.
fn amount(lang: Lang, cents: i64, currency: &str) -> String {
    format!("{} {}", money(lang, cents as f64 / 100.0), currency_words(currency, lang))
}

/// The order page, in the buyer's language, when the site's address is known.
fn page_text(lang: Lang, s: &Schedule, site_url: Option<&str>) -> String {
    let link =
        site_url.map(|base| format!("{base}{}", order_path(s.buyer.lang.unwrap_or(OrderLang::En), &s.buyer.token)));
    match (lang, link) {
        (Lang::En, Some(l)) => format!(
            "Your order page shows the shipment's steps and papers, what is paid and what is due, with our bank \
             details:\n{l}"
        ),
        (Lang::Fa, Some(l)) => format!(
            "مراحل و اسناد محموله، آنچه پرداخت شده و آنچه باید پرداخت شود، همراه با مشخصات حساب بانکی ما، در صفحهٔ \
             سفارش شماست:\n{l}"
        ),
        (Lang::En, None) => "Reply to this e-mail for our bank details.".into(),
        (Lang::Fa, None) => "برای دریافت مشخصات حساب بانکی ما، به همین ایمیل پاسخ دهید.".into(),
    }
}

/// What remains after a payment: nothing, or the outstanding amount and the next due.
fn remains(lang: Lang, s: &Schedule) -> String {
    let currency = s.currency.as_str();
    if s.outstanding_cents == 0 {
        return lang
            .pick(("The shipment is now paid in full.", "بهای این محموله اکنون به‌طور کامل پرداخت شده است."))
            .into();
    }
    let left = amount(lang, s.outstanding_cents, currency);
    let next = match (&s.next_due_date, s.next_due_cents) {
        (Some(date), Some(cents)) => {
            let (date, cents) = (day_of(lang, date), amount(lang, cents, currency));
            lang.pick((
                format!(" The next {cents} is due on {date}."),
                format!(" قسط بعدی به مبلغ {cents} در {date} سررسید می‌شود."),
            ))
        }
        _ => String::new(),
    };
    lang.pick((format!("Still to pay: {left}.{next}"), format!("مبلغ باقی‌مانده: {left}.{next}")))
}

/// A payment was recorded: the buyer is thanked and told what remains.
pub fn received(
    tx: &Transaction,
    mailer: &Mailer,
    s: &Schedule,
    p: &Payment,
    site_url: Option<&str>,
) -> Result<(), ApiError> {
    if !mailer.configured() || s.buyer.email.trim().is_empty() {
        return Ok(());
    }
    let lang = lang_of(s);
    let content = content::get(tx)?;
    let paid = amount(lang, p.amount_cents, p.currency.as_str());
    let date = day_of(lang, &p.date);
    let reference = match p.reference.trim() {
        "" => String::new(),
        r => lang.pick((format!(" (reference {})", isolate(r)), format!(" (شمارهٔ مرجع: {})", isolate(r)))),
    };
    let (subject, body) = match lang {
        Lang::En => (
            format!("Payment received for shipment {}: {paid}", s.shipment_number),
            format!(
                "Hello,\n\nThank you: we have received your payment of {paid} of {date} for shipment {number}\
                 {reference}.\n\n{remains}\n\n{page}\n\n{sign}\n",
                number = s.shipment_number,
                remains = remains(lang, s),
                page = page_text(lang, s, site_url),
                sign = signature(&content, lang),
            ),
        ),
        Lang::Fa => (
            format!("پرداخت شما برای محمولهٔ {} رسید: {paid}", isolate(&s.shipment_number)),
            format!(
                "با سلام،\n\nسپاسگزاریم. پرداخت شما به مبلغ {paid} در تاریخ {date} برای محمولهٔ {number}{reference} به \
                 دست ما رسید.\n\n{remains}\n\n{page}\n\n{sign}\n",
                number = isolate(&s.shipment_number),
                remains = remains(lang, s),
                page = page_text(lang, s, site_url),
                sign = signature(&content, lang),
            ),
        ),
    };
    to_address(tx, &s.buyer.email, "payment-received", subject, body, Vec::new())
}

/// The reminder of due `position`: what is outstanding of it, and its day.
pub fn reminder(
    tx: &Transaction,
    mailer: &Mailer,
    s: &Schedule,
    position: i64,
    which: Reminder,
    site_url: Option<&str>,
) -> Result<(), ApiError> {
    let Some(due) = s.dues.iter().find(|d| d.position == position) else { return Ok(()) };
    let Some(date) = due.due_date.as_deref() else { return Ok(()) };
    if !mailer.configured() || s.buyer.email.trim().is_empty() || due.outstanding_cents == 0 {
        return Ok(());
    }
    let lang = lang_of(s);
    let content = content::get(tx)?;
    let owed = amount(lang, due.outstanding_cents, s.currency.as_str());
    let date = day_of(lang, date);
    let percent = money(lang, due.percent).replace(lang.pick((".00", "٫۰۰")), "");
    let (number_en, number_fa) = (s.shipment_number.as_str(), isolate(&s.shipment_number));
    let (subject, opening) = match (lang, which) {
        (Lang::En, Reminder::Before) => (
            format!("Payment due on {date}: {owed} for shipment {number_en}"),
            format!("A reminder: {owed} ({percent} % of the value) for shipment {number_en} falls due on {date}."),
        ),
        (Lang::En, Reminder::Due) => (
            format!("Payment due today: {owed} for shipment {number_en}"),
            format!("{owed} ({percent} % of the value) for shipment {number_en} falls due today, {date}."),
        ),
        (Lang::En, Reminder::Late) => (
            format!("Payment due since {date}: {owed} for shipment {number_en}"),
            format!("{owed} ({percent} % of the value) for shipment {number_en} fell due on {date} and has not reached us yet."),
        ),
        (Lang::Fa, Reminder::Before) => (
            format!("یادآوری پرداخت: {owed} برای محمولهٔ {number_fa} تا {date}"),
            format!(
                "یادآوری می‌کنیم که پرداخت {owed} ({percent} درصد ارزش محموله) برای محمولهٔ {number_fa} در {date} \
                 سررسید می‌شود."
            ),
        ),
        (Lang::Fa, Reminder::Due) => (
            format!("سررسید پرداخت امروز است: {owed} برای محمولهٔ {number_fa}"),
            format!("امروز، {date}، سررسید پرداخت {owed} ({percent} درصد ارزش محموله) برای محمولهٔ {number_fa} است."),
        ),
        (Lang::Fa, Reminder::Late) => (
            format!("سررسید پرداخت گذشته است: {owed} برای محمولهٔ {number_fa}"),
            format!(
                "سررسید پرداخت {owed} ({percent} درصد ارزش محموله) برای محمولهٔ {number_fa} {date} بود و این مبلغ \
                 هنوز به دست ما نرسیده است."
            ),
        ),
    };
    let body = match lang {
        Lang::En => format!(
            "Hello,\n\n{opening}\n\n{page}\n\nIf you have paid already, thank you: please reply with the payment's \
             reference so that we can match it.\n\n{sign}\n",
            page = page_text(lang, s, site_url),
            sign = signature(&content, lang),
        ),
        Lang::Fa => format!(
            "با سلام،\n\n{opening}\n\n{page}\n\nاگر پیش‌تر پرداخت کرده‌اید، سپاسگزاریم؛ لطفاً شمارهٔ مرجع پرداخت را در \
             پاسخ همین ایمیل بفرستید تا آن را با حساب شما تطبیق دهیم.\n\n{sign}\n",
            page = page_text(lang, s, site_url),
            sign = signature(&content, lang),
        ),
    };
    let kind = match which {
        Reminder::Before => "payment-reminder",
        Reminder::Due => "payment-due",
        Reminder::Late => "payment-late",
    };
    to_address(tx, &s.buyer.email, kind, subject, body, Vec::new())
}
