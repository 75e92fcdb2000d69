//! The texts of the order mails, in English and in Persian: the notice to the company and the
//! buyer's confirmation. What the buyer typed is printed isolated (`rules::isolate`): its
//! direction cannot turn the mail's own words around.

use crate::locale::{self, persian_digits, solar_hijri, Lang, SOLAR_HIJRI_MONTHS};
use crate::models::content;
use crate::models::orders::Order;
use crate::rules::isolate;

/// `unit` (the product's, None once it is deleted) after the order's quantity.
fn quantity(order: &Order, unit: Option<&str>, lang: Lang) -> String {
    let word = locale::unit_counted(unit.unwrap_or("kg"), lang).unwrap_or(unit.unwrap_or_default());
    match lang {
        Lang::En => format!("{} {word}", order.quantity),
        Lang::Fa => format!("{} {word}", persian_digits(&order.quantity.to_string())),
    }
}

fn quantity_en(order: &Order, unit: Option<&str>) -> String {
    quantity(order, unit, Lang::En)
}

fn quantity_fa(order: &Order, unit: Option<&str>) -> String {
    quantity(order, unit, Lang::Fa)
}

fn time_of(ms: i64) -> time::OffsetDateTime {
    time::OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
}

pub(super) fn date_en(ms: i64) -> String {
    let t = time_of(ms);
    format!("{:04}-{:02}-{:02} {:02}:{:02} UTC", t.year(), u8::from(t.month()), t.day(), t.hour(), t.minute())
}

pub(super) fn date_fa(ms: i64) -> String {
    let t = time_of(ms);
    let (y, m, d) = solar_hijri(t.year(), u8::from(t.month()), t.day());
    let month = SOLAR_HIJRI_MONTHS[usize::from(m) - 1];
    persian_digits(&format!("{d} {month} {y}، ساعت {:02}:{:02} (UTC)", t.hour(), t.minute()))
}

/// The product's name in `lang`: for Persian its Persian name (`name_fa`, the product's as it is
/// now), else the English one the order recorded.
fn product_name<'a>(order: &'a Order, name_fa: &'a str, lang: Lang) -> &'a str {
    match lang {
        Lang::Fa if !name_fa.trim().is_empty() => name_fa,
        _ => &order.product_name,
    }
}

/// Both names for the company, the section's language first: `Green raisins (کشمش سبز)`.
fn both_names(order: &Order, name_fa: &str, lang: Lang) -> String {
    let (en, fa) = (order.product_name.as_str(), name_fa.trim());
    match (fa, lang) {
        ("", _) => en.to_owned(),
        (fa, Lang::En) => format!("{en} ({fa})"),
        (fa, Lang::Fa) => format!("{fa} ({en})"),
    }
}

/// What the buyer typed, set apart from the mail's own words ([`isolate`]), or a dash for nothing.
fn typed(s: &str) -> String {
    if s.trim().is_empty() {
        "—".to_owned()
    } else {
        isolate(s)
    }
}

pub fn company_subject(order: &Order, unit: Option<&str>) -> String {
    let name = isolate(&order.customer_name);
    format!("New order #{}: {}, {} ({name})", order.id, order.product_name, quantity_en(order, unit))
}

/// `name_fa`: the product's Persian name ('' when it has none, or is deleted).
pub fn company_body(
    order: &Order,
    unit: Option<&str>,
    name_fa: &str,
    site_url: Option<&str>,
    at: i64,
    reply: bool,
) -> String {
    // The link only from the site's own address: never from the request that placed the order.
    let (open_en, open_fa) = match site_url {
        Some(base) => {
            let link = format!("{base}/dashboard?tab=orders&order={}", order.id);
            (format!("Open it in the dashboard:\n{link}"), format!("دیدن سفارش در داشبورد:\n{link}"))
        }
        None => (
            "See it in the dashboard's Orders tab. (This e-mail has no link: the site's address is not set \
             yet; save it on the dashboard's E-mail tab.)"
                .to_owned(),
            "آن را در زبانهٔ «سفارش‌ها»ی داشبورد ببینید. (این ایمیل پیوندی ندارد، چون نشانی وب‌سایت هنوز \
             تعیین نشده است؛ آن را در زبانهٔ «ایمیل» داشبورد ذخیره کنید.)"
                .to_owned(),
        ),
    };
    let (lang_en, lang_fa) = match Lang::from(order.lang) {
        Lang::En => ("English", "انگلیسی"),
        Lang::Fa => ("Persian", "فارسی"),
    };
    let (reply_en, reply_fa) = match (reply, order.customer_email.is_empty()) {
        (true, _) => ("Reply to this e-mail to write to the buyer.", "برای نوشتن به خریدار، به همین ایمیل پاسخ دهید."),
        (false, true) => ("The buyer gave no e-mail address.", "خریدار نشانی ایمیل نداده است."),
        (false, false) => ("Write to the buyer at the address above.", "به نشانی بالا به خریدار بنویسید."),
    };
    format!(
        "A new order request has arrived on the website.\n\n\
         Order:        #{id}\n\
         Product:      {product_en}\n\
         Quantity:     {qty_en}\n\
         Name:         {name}\n\
         E-mail:       {email}\n\
         Destination:  {destination}\n\
         Notes:        {notes}\n\
         Received:     {date_en}\n\
         Page:         {lang_en}\n\n\
         {open_en}\n\n\
         {reply_en}\n\n\
         ----\n\n\
         درخواست سفارش تازه‌ای از وب‌سایت رسیده است.\n\n\
         سفارش: {id_fa}\n\
         محصول: {product_fa}\n\
         مقدار: {qty_fa}\n\
         نام: {name}\n\
         ایمیل: {email}\n\
         مقصد: {destination}\n\
         یادداشت: {notes}\n\
         زمان رسیدن: {date_fa}\n\
         زبان صفحه: {lang_fa}\n\n\
         {open_fa}\n\n\
         {reply_fa}\n",
        id = order.id,
        id_fa = persian_digits(&order.id.to_string()),
        product_en = both_names(order, name_fa, Lang::En),
        product_fa = both_names(order, name_fa, Lang::Fa),
        qty_en = quantity_en(order, unit),
        qty_fa = quantity_fa(order, unit),
        name = typed(&order.customer_name),
        email = typed(&order.customer_email),
        destination = typed(&order.destination),
        notes = typed(&order.notes),
        date_en = date_en(at),
        date_fa = date_fa(at),
    )
}

pub fn buyer_subject(order: &Order, unit: Option<&str>, name_fa: &str) -> String {
    match Lang::from(order.lang) {
        Lang::En => format!("We received your order request: {}, {}", order.product_name, quantity_en(order, unit)),
        Lang::Fa => {
            format!("درخواست سفارش شما رسید: {}، {}", product_name(order, name_fa, Lang::Fa), quantity_fa(order, unit))
        }
    }
}

/// The buyer's confirmation: the order's facts only (product, quantity, order number, date)
/// and the company's own details. Nothing the visitor wrote (name, notes, destination) is in
/// it, so the form cannot make the company's mail server say something of the visitor's.
pub fn buyer_body(
    order: &Order,
    unit: Option<&str>,
    name_fa: &str,
    content: &content::Content,
    site_url: Option<&str>,
    at: i64,
) -> String {
    let email = content.contact_email.as_deref().unwrap_or_default();
    let phone = content.contact_phone.as_deref().unwrap_or_default();
    match Lang::from(order.lang) {
        Lang::En => format!(
            "Hello,\n\n\
             Thank you for your order request. We have received it and will contact you soon, \
             usually within 24 hours.\n\n\
             Product:      {product}\n\
             Quantity:     {qty}\n\
             Reference:    order #{id}\n\
             Received:     {date}\n\n\
             To add or change anything, reply to this e-mail.\n\n\
             Golbahar\n{email} · {phone}\n{link}",
            product = order.product_name,
            qty = quantity_en(order, unit),
            id = order.id,
            date = date_en(at),
            link = site_url.map(|u| format!("{u}\n")).unwrap_or_default(),
        ),
        Lang::Fa => format!(
            "با سلام،\n\n\
             از درخواست سفارش شما سپاسگزاریم. درخواست‌تان به دست ما رسید و به‌زودی، معمولاً تا ۲۴ ساعت، \
             با شما تماس می‌گیریم.\n\n\
             محصول: {product}\n\
             مقدار: {qty}\n\
             شمارهٔ پیگیری: سفارش {id}\n\
             زمان رسیدن: {date}\n\n\
             اگر می‌خواهید چیزی بیفزایید یا تغییر دهید، به همین ایمیل پاسخ دهید.\n\n\
             گلبهار\n{email} · {phone}\n{link}",
            product = product_name(order, name_fa, Lang::Fa),
            qty = quantity_fa(order, unit),
            id = persian_digits(&order.id.to_string()),
            date = date_fa(at),
            phone = persian_digits(phone),
            link = site_url.map(|u| format!("{u}/fa\n")).unwrap_or_default(),
        ),
    }
}
