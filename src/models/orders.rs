//! Order requests from visitors, and their status as the admins move them along.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};

use super::facts;
use super::products::{self, Unit};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::locale::{self, Lang as Words};
use crate::ops::csv::{header, local_time, Cell, CsvWriter, Language};
use crate::rules::{
    check_email, check_text, is_blank, refuse_invisible, rfc3339, text_enum, Email, Field, Required, MAX_AMOUNT,
};

text_enum!(
    /// Where an order stands. Admins may set any status from any other.
    OrderStatus { Pending => "pending", Approved => "approved", Completed => "completed", Cancelled => "cancelled" }
);

impl OrderStatus {
    /// The status in words of `lang` (the dashboard's words).
    pub fn words(self, lang: Words) -> &'static str {
        lang.pick(match self {
            OrderStatus::Pending => ("pending", "در انتظار"),
            OrderStatus::Approved => ("approved", "تأییدشده"),
            OrderStatus::Completed => ("completed", "انجام‌شده"),
            OrderStatus::Cancelled => ("cancelled", "لغوشده"),
        })
    }
}

text_enum!(
    /// The language of the page an order was sent from; the buyer's confirmation is written in it.
    Lang { En => "en", Fa => "fa" }
);

/// The contract's name for an order's language: the server writes in [`locale::Lang`].
impl From<Lang> for locale::Lang {
    fn from(lang: Lang) -> Self {
        match lang {
            Lang::En => locale::Lang::En,
            Lang::Fa => locale::Lang::Fa,
        }
    }
}

text_enum!(
    /// Where the e-mail telling the company of an order stands: `queued` (waiting to be sent),
    /// `sent`, `failing` (the last attempt failed: see `noticeError`; it is tried again), or `none`
    /// (no e-mail: no mail server was set when the order arrived).
    NoticeStatus { Queued => "queued", Sent => "sent", Failing => "failing", Nothing => "none" }
);

#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Order {
    pub id: i64,
    /// Absent once the product has been deleted; `productName` still says what was ordered.
    pub product_id: Option<i64>,
    pub product_name: String,
    pub quantity: i64,
    /// The product's unit when it was ordered, which `quantity` counts; absent only for an order
    /// of a product deleted before the site kept units with orders.
    pub unit: Option<Unit>,
    pub customer_name: String,
    pub customer_email: String,
    pub destination: String,
    pub notes: String,
    pub status: OrderStatus,
    pub created_at: String,
    pub lang: Lang,
    pub notice: NoticeStatus,
    /// Why the notice's last attempt failed, while it is failing.
    pub notice_error: Option<String>,
    /// The quote request it was accepted from (issue 30); absent for an order sent as such, or
    /// once that request is deleted.
    pub quote_id: Option<i64>,
}

/// An order request as a visitor sends it.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewOrder {
    pub product_id: i64,
    /// Ignored: the order records the product's name as the server knows it.
    pub product_name: Field<Option<String>>,
    /// More than the product's available stock is refused with 409.
    #[oai(validator(minimum(value = "1")))]
    pub quantity: Field<i64>,
    #[oai(validator(
        max_length = 120,
        pattern = "^\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*\
                   [^\\s\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub customer_name: Required<Option<String>>,
    /// Empty or absent when the visitor gives none.
    #[oai(validator(
        max_length = 254,
        pattern = "^$|^\
                   [^@\\s?&<>\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]+@\
                   [^@\\s?&<>\".\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]\
                   [^@\\s?&<>\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*\\.\
                   [^@\\s?&<>\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*\
                   [^@\\s?&<>\".\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]$"
    ))]
    pub customer_email: Field<Option<Email>>,
    #[oai(validator(
        max_length = 200,
        pattern = "^\
                   [^\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]*$"
    ))]
    pub destination: Field<Option<String>>,
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub notes: Field<Option<String>>,
    /// The language of the page the order is sent from (`en` when absent): the buyer's
    /// confirmation e-mail is written in it.
    pub lang: Field<Option<Lang>>,
}

impl Example for NewOrder {
    fn example() -> Self {
        NewOrder {
            product_id: 1,
            product_name: Field(None),
            quantity: Field(50),
            customer_name: Field(Some("Maryam Ahmadi".into())),
            customer_email: Field(Some(Email("maryam@example.com".into()))),
            destination: Field(Some("Hamburg".into())),
            notes: Field(Some("Packed in 10 kg boxes, please.".into())),
            lang: Field(Some(Lang::En)),
        }
    }
}

#[derive(Object, Debug)]
#[oai(example)]
pub struct StatusChange {
    pub status: OrderStatus,
}

impl Example for StatusChange {
    fn example() -> Self {
        StatusChange { status: OrderStatus::Approved }
    }
}

impl NewOrder {
    fn check(&self) -> Result<(), ApiError> {
        if is_blank(self.customer_name.as_deref()) {
            return Err(ApiError::required(&[("Name", "customerName")]));
        }
        check_text("Name", self.customer_name.as_deref().unwrap_or_default(), 120, false)?;
        if *self.quantity < 1 {
            return Err(ApiError::new(ErrorCode::InvalidField, "Quantity must be at least 1"));
        }
        if *self.quantity > MAX_AMOUNT {
            return Err(ApiError::new(ErrorCode::OutOfStock, "Requested quantity exceeds available stock"));
        }
        if let Some(email) = self.customer_email.as_deref().filter(|e| !e.is_empty()) {
            check_email(email)?;
        }
        check_text("Destination", self.destination.as_deref().unwrap_or_default(), 200, false)?;
        // lines printed beside the site's own words (the company's notice, orders.csv)
        refuse_invisible("customerName", "Name", self.customer_name.as_deref())?;
        refuse_invisible("customerEmail", "E-mail", self.customer_email.as_deref())?;
        refuse_invisible("destination", "Destination", self.destination.as_deref())?;
        check_text("Notes", self.notes.as_deref().unwrap_or_default(), 2000, true)?;
        Ok(())
    }
}

/// Records an order for a product the server knows, if its stock covers the quantity.
/// Stock itself moves only when an admin records an export.
pub fn create(tx: &Transaction, new: &NewOrder) -> Result<Order, ApiError> {
    new.check()?;
    let available = products::available(tx, new.product_id)?;
    facts::check_min_order(tx, new.product_id, *new.quantity)?;
    if *new.quantity > available {
        return Err(ApiError::new(ErrorCode::OutOfStock, "Requested quantity exceeds available stock"));
    }
    let mut stmt = tx.prepare_cached(
        "INSERT INTO orders (product_id, product_name, unit, quantity, customer_name, customer_email, destination,
             notes, created_at, lang)
         SELECT id, name, unit, ?2, ?3, ?4, ?5, ?6, ?7, ?8 FROM products WHERE id = ?1",
    )?;
    stmt.execute(params![
        new.product_id,
        new.quantity,
        *new.customer_name,
        new.customer_email.as_deref().unwrap_or_default(),
        new.destination.as_deref().unwrap_or_default(),
        new.notes.as_deref().unwrap_or_default(),
        now_ms(),
        new.lang.unwrap_or(Lang::En),
    ])?;
    get(tx, tx.last_insert_rowid())
}

pub fn set_status(tx: &Transaction, id: i64, status: OrderStatus) -> Result<Order, ApiError> {
    if tx.execute("UPDATE orders SET status = ?2 WHERE id = ?1", params![id, status])? == 0 {
        return Err(ApiError::not_found("Order not found"));
    }
    get(tx, id)
}

/// An order and the state of its notice to the company (the outbox message of kind `order`).
const SELECT_ORDER: &str = "SELECT orders.id, product_id, product_name, quantity, customer_name, customer_email,
    destination, notes, status, orders.created_at, lang,
    CASE WHEN n.id IS NULL THEN 'none' WHEN n.sent_at IS NOT NULL THEN 'sent'
         WHEN n.last_error IS NOT NULL THEN 'failing' ELSE 'queued' END,
    CASE WHEN n.sent_at IS NULL THEN n.last_error END, orders.quote_id, orders.unit
    FROM orders LEFT JOIN outbox n ON n.order_id = orders.id AND n.kind = 'order'";

fn order_row(r: &rusqlite::Row) -> rusqlite::Result<Order> {
    Ok(Order {
        id: r.get(0)?,
        product_id: r.get(1)?,
        product_name: r.get(2)?,
        quantity: r.get(3)?,
        customer_name: r.get(4)?,
        customer_email: r.get(5)?,
        destination: r.get(6)?,
        notes: r.get(7)?,
        status: r.get(8)?,
        created_at: rfc3339(r.get(9)?),
        lang: r.get(10)?,
        notice: r.get(11)?,
        notice_error: r.get(12)?,
        quote_id: r.get(13)?,
        unit: r.get(14)?,
    })
}

pub fn get(conn: &Connection, id: i64) -> Result<Order, ApiError> {
    conn.prepare_cached(&format!("{SELECT_ORDER} WHERE orders.id = ?1"))?
        .query_row([id], order_row)
        .optional()?
        .ok_or_else(|| ApiError::not_found("Order not found"))
}

/// A page of orders, newest first, and how many there are in all (with the same filter).
pub fn page(
    conn: &Connection,
    status: Option<OrderStatus>,
    limit: Option<u32>,
    offset: u32,
) -> Result<(Vec<Order>, i64), ApiError> {
    let limit = limit.map_or(-1, i64::from); // SQLite: a negative LIMIT means none
                                             // one statement per case, so that each walks its own index (created_at, or status)
    let (filter, count) = match status {
        Some(_) => ("WHERE status = ?1", "SELECT count(*) FROM orders WHERE status = ?1"),
        None => ("WHERE ?1 IS NULL", "SELECT count(*) FROM orders WHERE ?1 IS NULL"),
    };
    let mut stmt = conn.prepare_cached(&format!(
        "{SELECT_ORDER} {filter} ORDER BY orders.created_at DESC, orders.id DESC LIMIT ?2 OFFSET ?3"
    ))?;
    let orders = stmt.query_map(params![status, limit, offset], order_row)?.collect::<Result<Vec<_>, _>>()?;
    let total = conn.prepare_cached(count)?.query_row(params![status], |r| r.get(0))?;
    Ok((orders, total))
}

/// Which orders an export holds: a status, and a span of creation times (Unix ms, `to` excluded).
#[derive(Debug, Default)]
pub struct ExportFilter {
    pub status: Option<OrderStatus>,
    pub from: Option<i64>,
    pub to: Option<i64>,
}

/// Writes the matching orders as CSV, oldest first, times in the caller's time zone; row by row
/// from the query, so any number of orders takes the same memory.
pub fn export(
    conn: &Connection,
    f: &ExportFilter,
    offset: time::UtcOffset,
    lang: Language,
    csv: &mut CsvWriter,
) -> Result<(), ApiError> {
    let lang = Words::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Order", "سفارش"),
        ("Created", "تاریخ ثبت"),
        ("Status", "وضعیت"),
        ("Product", "محصول"),
        ("Product (Persian)", "محصول (فارسی)"),
        ("Product ID", "شناسهٔ محصول"),
        ("Quantity", "مقدار"),
        ("Customer", "مشتری"),
        ("E-mail", "ایمیل"),
        ("Destination", "مقصد"),
        ("Notes", "یادداشت"),
        ("Quote", "استعلام"),
    ];
    csv.row(header(lang, COLUMNS))?;
    let mut stmt = conn.prepare(
        "SELECT o.id, o.created_at, o.status, o.product_name, o.product_id, o.quantity, o.customer_name,
             o.customer_email, o.destination, o.notes, coalesce(p.name_fa, ''), coalesce(q.number, '')
         FROM orders o LEFT JOIN products p ON p.id = o.product_id LEFT JOIN quotes q ON q.id = o.quote_id
         WHERE (?1 IS NULL OR o.status = ?1) AND (?2 IS NULL OR o.created_at >= ?2)
             AND (?3 IS NULL OR o.created_at < ?3)
         ORDER BY o.created_at, o.id",
    )?;
    let mut rows = stmt.query(params![f.status, f.from, f.to])?;
    while let Some(r) = rows.next()? {
        let created = local_time(r.get(1)?, offset);
        let status: OrderStatus = r.get(2)?;
        let product_id = r.get::<_, Option<i64>>(4)?.map(|id| id.to_string()).unwrap_or_default();
        let text: [String; 7] = [r.get(3)?, r.get(6)?, r.get(7)?, r.get(8)?, r.get(9)?, r.get(10)?, r.get(11)?];
        let [product, customer, email, destination, notes, product_fa, quote] = &text;
        csv.row([
            Cell::Int(r.get(0)?),
            Cell::Text(&created),
            Cell::Text(status.words(lang)),
            product.into(),
            product_fa.into(),
            Cell::Text(&product_id),
            Cell::Int(r.get(5)?),
            Cell::Typed(customer),
            Cell::Typed(email),
            Cell::Typed(destination),
            Cell::Typed(notes),
            quote.into(),
        ])?;
    }
    Ok(())
}

/// How many orders an admin has not seen in the Orders tab, and the newest order id they have.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase")]
pub struct NewOrders {
    /// Orders that arrived since the admin last looked.
    pub count: i64,
    /// The newest order id the admin has seen (orders with a larger id are new to them).
    pub seen_up_to: i64,
    /// While the server's disk is full (writes answered 503): since when (Unix milliseconds).
    /// The dashboard shows a banner; absent when there is room.
    #[oai(skip_serializing_if_is_none)]
    pub disk_full_since: Option<i64>,
}

/// Marks the orders up to `up_to` as seen by an admin.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct SeenOrders {
    /// The newest order id shown to the admin; a larger number than any order counts as the newest.
    #[oai(validator(minimum(value = "0"), maximum(value = "1000000000000000")))]
    pub up_to: i64,
}

impl Example for SeenOrders {
    fn example() -> Self {
        SeenOrders { up_to: 42 }
    }
}

/// An admin who never opened the Orders tab has seen none.
pub fn new_orders(conn: &Connection, admin_id: i64) -> Result<NewOrders, ApiError> {
    let seen_up_to: i64 = conn
        .query_row("SELECT seen_id FROM order_views WHERE admin_id = ?1", [admin_id], |r| r.get(0))
        .optional()?
        .unwrap_or(0);
    let count = conn.query_row("SELECT count(*) FROM orders WHERE id > ?1", [seen_up_to], |r| r.get(0))?;
    Ok(NewOrders { count, seen_up_to, disk_full_since: crate::error::disk_full().map(|e| e.since_ms) })
}

/// Never moves back: a tab showing an older page does not make seen orders new again.
pub fn mark_seen(tx: &Transaction, admin_id: i64, up_to: i64) -> Result<NewOrders, ApiError> {
    if up_to < 0 {
        return Err(ApiError::new(ErrorCode::InvalidField, "upTo must be at least 0"));
    }
    tx.execute(
        "INSERT INTO order_views (admin_id, seen_id) VALUES (?1, min(?2, (SELECT coalesce(max(id), 0) FROM orders)))
         ON CONFLICT (admin_id) DO UPDATE SET seen_id = max(seen_id, excluded.seen_id)",
        params![admin_id, up_to],
    )?;
    new_orders(tx, admin_id)
}
