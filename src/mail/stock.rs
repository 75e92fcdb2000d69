//! The alert before stock runs out (issue 42): after every write that moves a product's stock, an
//! order's status or its threshold, [`low_stock`] sees whether the stock left has fallen to the
//! threshold since the last alert, and if so mails the company once, in the same transaction.

use rusqlite::Transaction;

use super::outbox::{company_email, enqueue_to_company};
use crate::db::now_ms;
use crate::error::ApiError;
use crate::locale::{format_number, unit_counted, Lang};
use crate::models::products::{self, StockLevel};
use crate::models::webhooks::events as hooks;
use crate::rules::isolate;

/// Fires the product's alert when its stock left is at or below its threshold and the alert is
/// armed (answers true), and re-arms it once the stock is above again. A product without a
/// threshold, or a deleted one, has nothing to fire.
pub fn low_stock(tx: &Transaction, product_id: i64) -> Result<bool, ApiError> {
    let Some(level) = products::stock_level(tx, product_id)? else { return Ok(false) };
    match (level.low, level.alerted_at.is_some()) {
        (true, false) => {
            products::mark_alerted(tx, product_id, Some(now_ms()))?;
            // the company's address is site content; without one there is no one to mail
            if company_email(tx).is_ok() {
                let (subject, body) = mail(tx, &level)?;
                enqueue_to_company(tx, "stock-low", &subject, &body)?;
            }
            let product = products::get(tx, product_id)?;
            hooks::stock_low(tx, &product, &level)?;
            Ok(true)
        }
        (false, true) => {
            products::mark_alerted(tx, product_id, None)?;
            Ok(false)
        }
        _ => Ok(false),
    }
}

/// The subject and body, in English then Persian as the company's other mails.
fn mail(tx: &Transaction, level: &StockLevel) -> Result<(String, String), ApiError> {
    let (name, name_fa, unit): (String, String, String) = tx
        .prepare_cached("SELECT name, name_fa, unit FROM products WHERE id = ?1")?
        .query_row([level.product_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
    let amount = |n: i64, lang: Lang| {
        format!("{} {}", format_number(n as f64, 0, lang), unit_counted(&unit, lang).unwrap_or(&unit))
    };
    // a Latin name stays whole and in its order inside a Persian line
    let fa_name = match name_fa.trim() {
        "" => isolate(&name),
        fa => format!("{fa} ({})", isolate(&name)),
    };
    let en_name = match name_fa.trim() {
        "" => name.clone(),
        fa => format!("{name} ({})", isolate(fa)),
    };
    let (en, fa) = (Lang::En, Lang::Fa);
    let short_fa = match name_fa.trim() {
        "" => isolate(&name),
        fa => fa.to_owned(),
    };
    let subject = format!(
        "Low stock: {name}, {} left / موجودی رو به پایان: {short_fa}، {}",
        amount(level.left, en),
        amount(level.left, fa)
    );
    let body = format!(
        "The stock of a product has fallen to its low-stock threshold.\n\n\
         Product:    {en_name}\n\
         Left:       {left_en}\n\
         Threshold:  {threshold_en}\n\
         Available:  {available_en}, of which {committed_en} for approved orders not shipped yet\n\n\
         Record an import when new goods arrive (the dashboard's Products tab marks the product until then). \
         This mail is sent again only once the stock has risen above the threshold and fallen to it again.\n\n\
         ----\n\n\
         موجودی یک محصول به آستانهٔ هشدار کمبود رسیده است.\n\n\
         محصول: {fa_name}\n\
         باقی‌مانده: {left_fa}\n\
         آستانهٔ هشدار: {threshold_fa}\n\
         موجودی: {available_fa}، که {committed_fa} از آن برای سفارش‌های تأییدشدهٔ هنوز ارسال‌نشده است\n\n\
         وقتی کالای تازه رسید، ورود آن را ثبت کنید (تا آن زمان، زبانهٔ «محصولات» داشبورد این محصول را نشان‌دار می‌کند). \
         این ایمیل تنها وقتی دوباره فرستاده می‌شود که موجودی از آستانه بالاتر برود و دوباره به آن برسد.\n",
        left_en = amount(level.left, en),
        threshold_en = amount(level.threshold, en),
        available_en = amount(level.available, en),
        committed_en = amount(level.committed, en),
        left_fa = amount(level.left, fa),
        threshold_fa = amount(level.threshold, fa),
        available_fa = amount(level.available, fa),
        committed_fa = amount(level.committed, fa),
    );
    Ok((subject, body))
}
