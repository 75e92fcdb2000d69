//! What a quote request mails at each step, through the outbox (queued in the step's own write
//! transaction): to the company in both languages (a new request, an accept, a decline; a
//! question is `questions`'s), to the buyer in theirs (the acknowledgement, the quote with its proforma, the
//! reminder before it expires, a withdrawal, a message from the company). Nothing is queued while
//! no mail server is set. Links are absolute, from the site's own address only (never a request's).

use rusqlite::Transaction;

use super::mailer::Mailer;
use super::outbox::{company_email, enqueue_message, take_buyer_quota};
use super::settings::mailbox;
use super::transport::{new_message_id, Attachment, Outgoing};
use crate::error::ApiError;
use crate::locale::{long_date, persian_digits, Lang};
use crate::models::content;
use crate::models::quotes::proforma::{file_name, pdf};
use crate::models::quotes::{Quote, Revision};
use crate::rules::isolate;

fn lang_of(q: &Quote) -> Lang {
    Lang::from(q.lang)
}

/// Persian digits in Persian.
fn digits(lang: Lang, s: &str) -> String {
    match lang {
        Lang::En => s.to_owned(),
        Lang::Fa => persian_digits(s),
    }
}

/// A day as the reader reads it, as the proforma writes it: `18 December 2026`, `۲۷ آذر ۱۴۰۵`.
pub(super) fn day(lang: Lang, d: time::Date) -> String {
    long_date(d.year(), d.month().into(), d.day(), lang)
}

/// A `YYYY-MM-DD` text written as [`day`] writes a date (anything else as it is).
pub(super) fn day_of(lang: Lang, ymd: &str) -> String {
    crate::rules::date_of(ymd).map_or_else(|| ymd.to_owned(), |d| day(lang, d))
}

/// The buyer's page in their language, when the site's address is known.
pub fn buyer_link(site_url: Option<&str>, q: &Quote) -> Option<String> {
    let prefix = match lang_of(q) {
        Lang::En => "",
        Lang::Fa => "/fa",
    };
    site_url.map(|base| format!("{base}{prefix}/quote/{}", q.token))
}

pub(super) fn dashboard_link(site_url: Option<&str>, q: &Quote) -> (String, String) {
    match site_url {
        Some(base) => {
            let link = format!("{base}/dashboard?tab=quotes&quote={}", q.id);
            (format!("Open it in the dashboard:\n{link}"), format!("دیدن آن در داشبورد:\n{link}"))
        }
        None => (
            "See it in the dashboard's Quotes tab (this e-mail has no link: the site's address is not set yet).".into(),
            "آن را در زبانهٔ «استعلام‌ها»ی داشبورد ببینید (این ایمیل پیوندی ندارد، چون نشانی وب‌سایت هنوز تعیین نشده است)."
                .into(),
        ),
    }
}

fn page_text(lang: Lang, link: Option<&str>) -> String {
    match (lang, link) {
        (Lang::En, Some(l)) => {
            format!("Your request, our answers and the buttons to accept, decline or ask are on your quote page:\n{l}")
        }
        (Lang::Fa, Some(l)) => {
            format!("درخواست شما، پاسخ‌های ما و دکمه‌های پذیرفتن، رد کردن یا پرسیدن در صفحهٔ پیشنهاد شماست:\n{l}")
        }
        (Lang::En, None) => "Reply to this e-mail to answer us.".into(),
        (Lang::Fa, None) => "برای پاسخ، به همین ایمیل پاسخ دهید.".into(),
    }
}

fn unit_words(unit: &str, lang: Lang) -> &str {
    crate::locale::unit_counted(unit, lang).unwrap_or(unit)
}

/// `- Pistachios (25 kg bag): 500 kg` in the reader's language.
fn line_list(q: &Quote, lang: Lang) -> String {
    q.lines
        .iter()
        .map(|l| {
            let name = match lang {
                Lang::Fa if !l.product_name_fa.trim().is_empty() => l.product_name_fa.as_str(),
                _ => l.product_name.as_str(),
            };
            let packaging = match lang {
                Lang::Fa => l.packaging_fa.as_deref().or(l.packaging.as_deref()),
                Lang::En => l.packaging.as_deref(),
            };
            let packed = packaging.map(|p| format!(" ({p})")).unwrap_or_default();
            let qty = digits(lang, &l.quantity.to_string());
            format!("- {name}{packed}: {qty} {}", unit_words(l.unit.as_str(), lang))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Both names for the company, the quantity in the part's language: `- Pistachios / پسته (25 kg
/// bag): 500 kg` in the English part, `- Pistachios / پسته (کیسهٔ ۲۵ کیلویی): ۵۰۰ کیلوگرم` in the
/// Persian one.
fn company_lines(q: &Quote, lang: Lang) -> String {
    q.lines
        .iter()
        .map(|l| {
            let names = match l.product_name_fa.trim() {
                "" => l.product_name.clone(),
                fa => format!("{} / {fa}", l.product_name),
            };
            let packaging = match lang {
                Lang::Fa => l.packaging_fa.as_deref().or(l.packaging.as_deref()),
                Lang::En => l.packaging.as_deref(),
            };
            let packed = packaging.map(|p| format!(" ({p})")).unwrap_or_default();
            let qty = digits(lang, &l.quantity.to_string());
            format!("- {names}{packed}: {qty} {}", unit_words(l.unit.as_str(), lang))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

pub(super) fn currency_words(currency: &str, lang: Lang) -> &str {
    match (lang, currency) {
        (Lang::Fa, "USD") => "دلار آمریکا",
        (Lang::Fa, "AFN") => "افغانی",
        _ => currency,
    }
}

pub(super) fn money(lang: Lang, amount: f64) -> String {
    crate::locale::format_number(amount, 2, lang)
}

/// Each line's price and the total, in the reader's language.
fn price_list(q: &Quote, rev: &Revision, lang: Lang) -> String {
    let currency = currency_words(rev.currency.as_str(), lang);
    let mut out = Vec::new();
    for (line, price) in q.lines.iter().zip(&rev.lines) {
        let name = match lang {
            Lang::Fa if !line.product_name_fa.trim().is_empty() => line.product_name_fa.as_str(),
            _ => line.product_name.as_str(),
        };
        let qty = digits(lang, &line.quantity.to_string());
        let unit = unit_words(line.unit.as_str(), lang);
        out.push(format!(
            "- {name}: {qty} {unit} × {} = {} {currency}",
            money(lang, price.unit_price),
            money(lang, price.total)
        ));
    }
    let total = lang.pick(("Total", "جمع کل"));
    out.push(format!("{total}: {} {currency}", money(lang, rev.total)));
    out.join("\n")
}

/// The company's name and contact under a message.
pub(super) fn signature(content: &content::Content, lang: Lang) -> String {
    let email = content.contact_email.as_deref().unwrap_or_default();
    let phone = digits(lang, content.contact_phone.as_deref().unwrap_or_default());
    format!("{}\n{email} · {phone}", lang.pick(("Golbahar", "گلبهار")))
}

/// Queues a message to the buyer in their language, replies going to the company.
fn to_buyer(
    tx: &Transaction,
    q: &Quote,
    kind: &str,
    subject: String,
    body: String,
    attachments: Vec<Attachment>,
) -> Result<(), ApiError> {
    to_address(tx, &q.email, kind, subject, body, attachments)
}

/// Queues a message to a buyer's `email`, replies going to the company; nothing for an address
/// SMTP cannot carry (their page still has everything).
pub(super) fn to_address(
    tx: &Transaction,
    email: &str,
    kind: &str,
    subject: String,
    body: String,
    attachments: Vec<Attachment>,
) -> Result<(), ApiError> {
    if mailbox(email).is_err() {
        return Ok(());
    }
    let message = Outgoing {
        recipient: email.to_owned(),
        reply_to: content::get(tx)?.contact_email,
        subject,
        body,
        message_id: new_message_id(kind),
        created_at: crate::db::now_ms(),
        attachments,
    };
    enqueue_message(tx, kind, &message)?;
    Ok(())
}

/// Queues a message to the company (English, then Persian), replies going to the buyer.
fn to_company(
    tx: &Transaction,
    q: &Quote,
    kind: &str,
    subject: String,
    en: String,
    fa: String,
) -> Result<(), ApiError> {
    let message = Outgoing {
        recipient: company_email(tx)?,
        reply_to: Some(q.email.clone()).filter(|e| mailbox(e).is_ok()),
        subject,
        body: format!("{en}\n\n----\n\n{fa}\n"),
        message_id: new_message_id(kind),
        created_at: crate::db::now_ms(),
        attachments: Vec::new(),
    };
    enqueue_message(tx, kind, &message)?;
    Ok(())
}

fn or_dash(s: Option<&str>) -> &str {
    s.filter(|s| !s.trim().is_empty()).unwrap_or("—")
}

/// What the buyer typed, set apart from the mail's own words ([`isolate`]: a reference such as
/// `Q-2026-0004` or a Latin name keeps its own direction and order in a Persian line, and a
/// buyer's text cannot turn the words around it), or a dash for nothing.
pub(super) fn typed(s: Option<&str>) -> String {
    match s.filter(|s| !s.trim().is_empty()) {
        Some(s) => isolate(s),
        None => "—".to_owned(),
    }
}

/// The day the buyer wants the goods by, written as the other dates of the mails are.
fn wanted_by(q: &Quote, lang: Lang) -> String {
    day_of(lang, or_dash(q.wanted_by.as_deref()))
}

/// A new request: the company's notice, and the buyer's acknowledgement (counted against the
/// buyer's daily confirmations, as an order's confirmation is).
pub fn inquiry(tx: &Transaction, mailer: &Mailer, q: &Quote, site_url: Option<&str>) -> Result<(), ApiError> {
    if !mailer.configured() {
        return Ok(());
    }
    let (open_en, open_fa) = dashboard_link(site_url, q);
    let yes_no = |b: bool, lang: Lang| if b { lang.pick(("yes", "بله")) } else { lang.pick(("no", "نه")) };
    let (lang_en, lang_fa) = lang_of(q).pick((("English", "انگلیسی"), ("Persian", "فارسی")));
    let incoterm = or_dash(q.incoterm.map(|i| i.as_str()));
    // what the buyer typed, isolated once for both languages
    let (name, company, email, phone) =
        (typed(Some(&q.name)), typed(q.company.as_deref()), typed(Some(&q.email)), typed(q.phone.as_deref()));
    let (country, destination, notes) =
        (typed(q.country.as_deref()), typed(q.destination.as_deref()), typed(q.notes.as_deref()));
    let en = format!(
        "A new quote request has arrived on the website.\n\n\
         Request:      {number}\n\
         Name:         {name}\n\
         Company:      {company}\n\
         E-mail:       {email}\n\
         Phone:        {phone}\n\
         Country:      {country}\n\
         Destination:  {destination}\n\
         Incoterm:     {incoterm}\n\
         Wanted by:    {wanted}\n\
         Samples first: {samples}\n\
         Notes:        {notes}\n\
         Page:         {lang_en}\n\n\
         Products:\n{lines}\n\n\
         Buyers who get an answer within the hour are far likelier to buy.\n\
         {open_en}\n\nReply to this e-mail to write to the buyer.",
        number = q.number,
        wanted = wanted_by(q, Lang::En),
        samples = yes_no(q.samples_first, Lang::En),
        lines = company_lines(q, Lang::En),
    );
    let fa = format!(
        "درخواست استعلام قیمت تازه‌ای از وب‌سایت رسیده است.\n\n\
         شمارهٔ درخواست: {number}\n\
         نام: {name}\n\
         شرکت: {company}\n\
         ایمیل: {email}\n\
         تلفن: {phone}\n\
         کشور: {country}\n\
         مقصد: {destination}\n\
         اینکوترم: {incoterm}\n\
         تاریخ موردنیاز: {wanted}\n\
         اول نمونه: {samples}\n\
         یادداشت: {notes}\n\
         زبان صفحه: {lang_fa}\n\n\
         محصولات:\n{lines}\n\n\
         خریدارانی که در همان ساعت اول پاسخ می‌گیرند، بسیار بیشتر خرید می‌کنند.\n\
         {open_fa}\n\nبرای نوشتن به خریدار، به همین ایمیل پاسخ دهید.",
        number = isolate(&q.number),
        wanted = wanted_by(q, Lang::Fa),
        samples = yes_no(q.samples_first, Lang::Fa),
        lines = company_lines(q, Lang::Fa),
    );
    let subject = format!("New quote request {}: {} product(s) ({})", q.number, q.lines.len(), isolate(&q.name));
    to_company(tx, q, "quote-request", subject, en, fa)?;

    if mailbox(&q.email).is_err() || !take_buyer_quota(tx, &q.email)? {
        return Ok(());
    }
    // Nothing the visitor wrote (name, notes) is in it: the form cannot make the company's
    // mail server say something of the visitor's.
    let lang = lang_of(q);
    let content = content::get(tx)?;
    let link = buyer_link(site_url, q);
    let (subject, body) = match lang {
        Lang::En => (
            format!("We received your quote request {}", q.number),
            format!(
                "Hello,\n\nThank you for your quote request. We have received it as {number} and will send you our \
                 prices within one working day.\n\nProducts:\n{lines}\n\n{page}\n\nTo add or change anything, reply \
                 to this e-mail.\n\n{sign}\n",
                number = q.number,
                lines = line_list(q, lang),
                page = page_text(lang, link.as_deref()),
                sign = signature(&content, lang),
            ),
        ),
        Lang::Fa => (
            format!("درخواست استعلام قیمت شما رسید: {}", isolate(&q.number)),
            format!(
                "با سلام،\n\nاز درخواست استعلام قیمت شما سپاسگزاریم. درخواست‌تان با شمارهٔ {number} به دست ما رسید و \
                 حداکثر تا یک روز کاری قیمت‌ها را برایتان می‌فرستیم.\n\nمحصولات درخواستی:\n{lines}\n\n{page}\n\n\
                 اگر می‌خواهید چیزی بیفزایید یا تغییر دهید، به همین ایمیل پاسخ دهید.\n\n{sign}\n",
                number = isolate(&q.number),
                lines = line_list(q, lang),
                page = page_text(lang, link.as_deref()),
                sign = signature(&content, lang),
            ),
        ),
    };
    to_buyer(tx, q, "quote-ack", subject, body, Vec::new())
}

/// Revision `number` to the buyer, with its proforma in their language attached.
pub fn quote(
    tx: &Transaction,
    mailer: &Mailer,
    q: &Quote,
    number: i64,
    site_url: Option<&str>,
) -> Result<(), ApiError> {
    if !mailer.configured() {
        return Ok(());
    }
    let Some(rev) = q.revisions.iter().find(|r| r.number == number) else { return Ok(()) };
    let lang = lang_of(q);
    let content = content::get(tx)?;
    let link = buyer_link(site_url, q);
    let pick = |en: &Option<String>, fa: &Option<String>| match lang {
        Lang::Fa => fa.clone().or(en.clone()),
        Lang::En => en.clone(),
    };
    let place = pick(&Some(rev.place.clone()), &rev.place_fa).unwrap_or_default();
    let payment = pick(&Some(rev.payment_terms.clone()), &rev.payment_terms_fa).unwrap_or_default();
    let message = pick(&rev.message, &rev.message_fa).map(|m| format!("{m}\n\n")).unwrap_or_default();
    let days = digits(lang, &rev.lead_time_days.to_string());
    let until = day(lang, rev.valid_day());
    let (subject, body) = match lang {
        Lang::En => (
            format!("Your quote {}/{} from Golbahar", q.number, rev.number),
            format!(
                "Hello,\n\nHere is our quote for your request {number} (revision {rev}).\n\n{prices}\n\n\
                 Incoterm:       {incoterm} {place}\n\
                 Payment terms:  {payment}\n\
                 Lead time:      {days} days\n\
                 Valid until:    {until} (to the end of the day, Kabul time)\n\n\
                 {message}The proforma invoice is attached.\n\n{page}\n\n{sign}\n",
                number = q.number,
                rev = rev.number,
                prices = price_list(q, rev, lang),
                incoterm = rev.incoterm.as_str(),
                page = page_text(lang, link.as_deref()),
                sign = signature(&content, lang),
            ),
        ),
        Lang::Fa => (
            format!(
                "پیشنهاد قیمت {} از گلبهار",
                isolate(&format!("{}/{}", q.number, persian_digits(&rev.number.to_string())))
            ),
            format!(
                "با سلام،\n\nپیشنهاد قیمت ما برای درخواست {number} (نسخهٔ {rev}) در ادامه آمده است.\n\n{prices}\n\n\
                 شرط تحویل (اینکوترم): {incoterm} {place}\n\
                 شرایط پرداخت: {payment}\n\
                 زمان آماده‌سازی: {days} روز\n\
                 معتبر تا: {until} (تا پایان روز، به وقت کابل)\n\n\
                 {message}پیش‌فاکتور پیوست این ایمیل است.\n\n{page}\n\n{sign}\n",
                number = isolate(&q.number),
                rev = persian_digits(&rev.number.to_string()),
                prices = price_list(q, rev, lang),
                incoterm = rev.incoterm.as_str(),
                page = page_text(lang, link.as_deref()),
                sign = signature(&content, lang),
            ),
        ),
    };
    let attachment = Attachment {
        filename: file_name(&q.number, rev.number, lang),
        mime: "application/pdf".into(),
        bytes: pdf(tx, q.id, rev.number, lang, site_url)?,
    };
    to_buyer(tx, q, "quote", subject, body, vec![attachment])
}

/// The reminder before the latest revision's last day.
pub fn reminder(tx: &Transaction, q: &Quote, site_url: Option<&str>) -> Result<(), ApiError> {
    let Some(rev) = q.revisions.last() else { return Ok(()) };
    let lang = lang_of(q);
    let content = content::get(tx)?;
    let link = buyer_link(site_url, q);
    let until = day(lang, rev.valid_day());
    let (subject, body) = match lang {
        Lang::En => (
            format!("Your quote {} holds until {until}", q.number),
            format!(
                "Hello,\n\nA reminder: the prices of our quote {number}/{rev} hold until the end of {until} (Kabul \
                 time). After that day we will gladly quote again, but prices may change.\n\n{page}\n\nIf you need \
                 more time, reply to this e-mail.\n\n{sign}\n",
                number = q.number,
                rev = rev.number,
                page = page_text(lang, link.as_deref()),
                sign = signature(&content, lang),
            ),
        ),
        Lang::Fa => (
            format!("یادآوری: پیشنهاد {} تا {until} معتبر است", isolate(&q.number)),
            format!(
                "با سلام،\n\nیادآوری می‌کنیم که قیمت‌های پیشنهاد {number}/{rev} تا پایان {until} (به وقت کابل) معتبر \
                 است. پس از آن روز با کمال میل دوباره قیمت می‌دهیم، اما ممکن است قیمت‌ها تغییر کنند.\n\n{page}\n\n\
                 اگر به زمان بیشتری نیاز دارید، به همین ایمیل پاسخ دهید.\n\n{sign}\n",
                number = isolate(&q.number),
                rev = persian_digits(&rev.number.to_string()),
                page = page_text(lang, link.as_deref()),
                sign = signature(&content, lang),
            ),
        ),
    };
    to_buyer(tx, q, "quote-reminder", subject, body, Vec::new())
}

/// The company withdrew the quote.
pub fn withdrawn(tx: &Transaction, mailer: &Mailer, q: &Quote) -> Result<(), ApiError> {
    if !mailer.configured() {
        return Ok(());
    }
    let lang = lang_of(q);
    let content = content::get(tx)?;
    let (subject, body) = match lang {
        Lang::En => (
            format!("Quote {} withdrawn", q.number),
            format!(
                "Hello,\n\nWe have withdrawn our quote {number}: its prices no longer hold. If you would like a new \
                 quote, reply to this e-mail.\n\n{sign}\n",
                number = q.number,
                sign = signature(&content, lang),
            ),
        ),
        Lang::Fa => (
            format!("پیشنهاد {} پس گرفته شد", isolate(&q.number)),
            format!(
                "با سلام،\n\nپیشنهاد قیمت {number} را پس گرفتیم و قیمت‌های آن دیگر معتبر نیست. اگر پیشنهاد تازه‌ای \
                 می‌خواهید، به همین ایمیل پاسخ دهید.\n\n{sign}\n",
                number = isolate(&q.number),
                sign = signature(&content, lang),
            ),
        ),
    };
    to_buyer(tx, q, "quote-withdrawn", subject, body, Vec::new())
}

/// A message from the company to the buyer.
pub fn company_message(
    tx: &Transaction,
    mailer: &Mailer,
    q: &Quote,
    text: &str,
    site_url: Option<&str>,
) -> Result<(), ApiError> {
    if !mailer.configured() {
        return Ok(());
    }
    let lang = lang_of(q);
    let content = content::get(tx)?;
    let link = buyer_link(site_url, q);
    let (subject, body) = match lang {
        Lang::En => (
            format!("A message about your quote {}", q.number),
            format!(
                "Hello,\n\nGolbahar has written about your quote {number}:\n\n{text}\n\n{page}\n\n{sign}\n",
                number = q.number,
                page = page_text(lang, link.as_deref()),
                sign = signature(&content, lang),
            ),
        ),
        Lang::Fa => (
            format!("پیامی دربارهٔ پیشنهاد {}", isolate(&q.number)),
            format!(
                "با سلام،\n\nگلبهار دربارهٔ پیشنهاد {number} برایتان نوشته است:\n\n{text}\n\n{page}\n\n{sign}\n",
                number = isolate(&q.number),
                page = page_text(lang, link.as_deref()),
                sign = signature(&content, lang),
            ),
        ),
    };
    to_buyer(tx, q, "quote-message", subject, body, Vec::new())
}

/// The buyer accepted: the company is told, with the orders made.
pub fn accepted(tx: &Transaction, mailer: &Mailer, q: &Quote, site_url: Option<&str>) -> Result<(), ApiError> {
    if !mailer.configured() {
        return Ok(());
    }
    let Some(rev) = q.accepted_revision.and_then(|n| q.revisions.iter().find(|r| r.number == n)) else {
        return Ok(());
    };
    let (open_en, open_fa) = dashboard_link(site_url, q);
    let ids = q.order_ids.iter().map(|id| format!("#{id}")).collect::<Vec<_>>().join(", ");
    let en = format!(
        "{name} has accepted quote {number}, revision {rev}.\n\n{prices}\n\n{incoterm} {place}\n\n\
         Orders made from it: {ids} (the Orders tab).\n{open_en}",
        name = isolate(&q.name),
        number = q.number,
        rev = rev.number,
        prices = price_list(q, rev, Lang::En),
        incoterm = rev.incoterm.as_str(),
        place = rev.place,
    );
    let fa = format!(
        "{name} پیشنهاد {number} (نسخهٔ {rev}) را پذیرفت.\n\n{prices}\n\nسفارش‌های ثبت‌شده از آن: {ids} (زبانهٔ «سفارش‌ها»).\n{open_fa}",
        name = isolate(&q.name),
        number = isolate(&q.number),
        rev = persian_digits(&rev.number.to_string()),
        prices = price_list(q, rev, Lang::Fa),
    );
    let subject = format!("Quote {}/{} accepted by {}", q.number, rev.number, isolate(&q.name));
    to_company(tx, q, "quote-accepted", subject, en, fa)
}

/// The buyer declined, with their reason.
pub fn declined(tx: &Transaction, mailer: &Mailer, q: &Quote, site_url: Option<&str>) -> Result<(), ApiError> {
    if !mailer.configured() {
        return Ok(());
    }
    let (open_en, open_fa) = dashboard_link(site_url, q);
    let reason = typed(q.decline_reason.as_deref());
    let en = format!("{} has declined quote {}.\n\nTheir reason:\n{reason}\n\n{open_en}", isolate(&q.name), q.number);
    let fa = format!(
        "{} پیشنهاد {} را رد کرد.\n\nدلیل خریدار:\n{reason}\n\n{open_fa}",
        isolate(&q.name),
        isolate(&q.number)
    );
    let subject = format!("Quote {} declined by {}", q.number, isolate(&q.name));
    to_company(tx, q, "quote-declined", subject, en, fa)
}
