//! A shipment made from orders: one buyer's, in one currency, none shipped before. Its lines take
//! each order's product as ordered and its price (the accepted revision's, else the product's
//! list price); its terms come from the quote they were accepted from, else the company's terms.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, OptionalExtension, Transaction};

use super::records::{get_with_token, Mode, Shipment};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::models::facts::Incoterm;
use crate::models::orders::{Lang, OrderStatus};
use crate::models::products::{Currency, Unit};
use crate::models::quotes::{kabul_date, new_token};
use crate::rules::{Field, Required};

/// At most this many orders in one shipment.
pub const MAX_ORDERS: usize = 50;

/// The orders to ship together, and how they travel (the rest is edited afterwards).
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
pub struct NewShipment {
    /// One buyer's orders (1 to 50), each in no other shipment.
    #[oai(validator(min_items = 1, max_items = 50))]
    pub order_ids: Required<Option<Vec<i64>>>,
    pub mode: Required<Option<Mode>>,
}

impl Example for NewShipment {
    fn example() -> Self {
        NewShipment { order_ids: Field(Some(vec![41, 42])), mode: Field(Some(Mode::Sea)) }
    }
}

/// An order as the shipment takes it.
struct Shipped {
    id: i64,
    status: OrderStatus,
    product_id: Option<i64>,
    product_name: String,
    quantity: i64,
    customer_name: String,
    customer_email: String,
    destination: String,
    lang: Lang,
    quote_id: Option<i64>,
    /// The price of one unit and its currency, when one is known.
    price: Option<(i64, Currency)>,
    unit: Option<Unit>,
    name_fa: String,
    hs_code: String,
    origin: String,
}

/// The buyer an order is of: the address, else the name, compared without case.
fn buyer_key(o: &Shipped) -> String {
    if o.customer_email.trim().is_empty() {
        format!("name:{}", o.customer_name.trim().to_lowercase())
    } else {
        format!("email:{}", o.customer_email.trim().to_lowercase())
    }
}

fn read_order(tx: &Transaction, id: i64) -> Result<Shipped, ApiError> {
    let o = tx
        .prepare_cached(
            "SELECT o.id, o.status, o.product_id, o.product_name, o.quantity, o.customer_name, o.customer_email,
                    o.destination, o.lang, o.quote_id, p.unit, p.price, p.currency, p.name_fa,
                    COALESCE(f.hs_code, ''), COALESCE(f.origin, '')
             FROM orders o LEFT JOIN products p ON p.id = o.product_id
                  LEFT JOIN product_facts f ON f.product_id = o.product_id
             WHERE o.id = ?1",
        )?
        .query_row([id], |r| {
            let price: Option<f64> = r.get(11)?;
            let currency: Option<Currency> = r.get(12)?;
            Ok(Shipped {
                id: r.get(0)?,
                status: r.get(1)?,
                product_id: r.get(2)?,
                product_name: r.get(3)?,
                quantity: r.get(4)?,
                customer_name: r.get(5)?,
                customer_email: r.get(6)?,
                destination: r.get(7)?,
                lang: r.get(8)?,
                quote_id: r.get(9)?,
                unit: r.get(10)?,
                price: price.zip(currency).map(|(p, c)| ((p * 100.0).round() as i64, c)),
                name_fa: r.get::<_, Option<String>>(13)?.unwrap_or_default(),
                hs_code: r.get(14)?,
                origin: r.get(15)?,
            })
        })
        .optional()?
        .ok_or_else(|| ApiError::not_found(format!("Order {id} not found")).field("orderIds"))?;
    quoted(tx, o)
}

/// An order accepted from a quote takes the accepted revision's price and the line's unit and
/// names: the orders of a quote were made one per line, in the lines' order.
fn quoted(tx: &Transaction, mut o: Shipped) -> Result<Shipped, ApiError> {
    let Some(quote_id) = o.quote_id else { return Ok(o) };
    let found = tx
        .prepare_cached(
            "SELECT l.unit, l.product_name_fa, p.unit_cents, r.currency
             FROM quotes q
             JOIN quote_revisions r ON r.quote_id = q.id AND r.number = q.accepted_revision
             JOIN quote_lines l ON l.quote_id = q.id
             JOIN quote_prices p ON p.quote_id = q.id AND p.revision = r.number AND p.line_id = l.id
             WHERE q.id = ?1
               AND l.position = (SELECT count(*) FROM orders WHERE quote_id = ?1 AND id <= ?2)
                   + (SELECT min(position) FROM quote_lines WHERE quote_id = ?1) - 1",
        )?
        .query_row(params![quote_id, o.id], |r| {
            Ok((r.get::<_, Unit>(0)?, r.get::<_, String>(1)?, r.get::<_, i64>(2)?, r.get::<_, Currency>(3)?))
        })
        .optional()?;
    if let Some((unit, name_fa, cents, currency)) = found {
        o.unit = Some(unit);
        if !name_fa.is_empty() {
            o.name_fa = name_fa;
        }
        o.price = Some((cents, currency));
    }
    Ok(o)
}

fn refuse(code: ErrorCode, msg: String) -> ApiError {
    ApiError::new(code, msg).field("orderIds")
}

/// The next number of the year (in Kabul): `SHP-2026-0007`.
fn next_number(tx: &Transaction, now: i64) -> Result<String, ApiError> {
    let prefix = format!("SHP-{}-", kabul_date(now).year());
    let last: Option<i64> = tx.query_row(
        "SELECT max(CAST(substr(number, ?2) AS INTEGER)) FROM shipments WHERE number LIKE ?1 || '%'",
        params![prefix, prefix.len() as i64 + 1],
        |r| r.get(0),
    )?;
    Ok(format!("{prefix}{:04}", last.unwrap_or(0) + 1))
}

/// The terms the shipment starts with: the accepted revision's, else the company's first.
struct Terms {
    incoterm: Incoterm,
    place: String,
    payment: String,
    payment_fa: String,
    destination: Option<String>,
    company: Option<String>,
}

fn terms(tx: &Transaction, quote_id: Option<i64>) -> Result<Terms, ApiError> {
    if let Some(id) = quote_id {
        let found = tx
            .prepare_cached(
                "SELECT r.incoterm, r.place, r.payment_terms, COALESCE(r.payment_terms_fa, ''),
                        COALESCE(NULLIF(q.destination, ''), q.country), q.company
                 FROM quotes q JOIN quote_revisions r ON r.quote_id = q.id AND r.number = q.accepted_revision
                 WHERE q.id = ?1",
            )?
            .query_row([id], |r| {
                Ok(Terms {
                    incoterm: r.get(0)?,
                    place: r.get(1)?,
                    payment: r.get(2)?,
                    payment_fa: r.get(3)?,
                    destination: r.get(4)?,
                    company: r.get(5)?,
                })
            })
            .optional()?;
        if let Some(t) = found {
            return Ok(t);
        }
    }
    let company = crate::models::facts::terms(tx)?;
    let offer = company.incoterms.first();
    Ok(Terms {
        incoterm: offer.map_or(Incoterm::Exw, |o| o.term),
        place: offer.map(|o| o.place.0.clone()).unwrap_or_default(),
        payment: company.payment_terms.unwrap_or_default(),
        payment_fa: company.payment_terms_fa.unwrap_or_default(),
        destination: None,
        company: None,
    })
}

/// Makes a shipment of orders (pending ones become approved), booked by nobody yet.
pub fn create(tx: &Transaction, new: &NewShipment) -> Result<(Shipment, String), ApiError> {
    let ids = new.order_ids.as_deref().unwrap_or_default();
    let Some(mode) = *new.mode else {
        return Err(ApiError::required(&[("Mode", "mode")]));
    };
    if ids.is_empty() || ids.len() > MAX_ORDERS {
        return Err(ApiError::invalid("orderIds", format!("A shipment carries 1 to {MAX_ORDERS} orders")));
    }
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    let orders = ids.iter().map(|&id| read_order(tx, id)).collect::<Result<Vec<_>, _>>()?;
    for o in &orders {
        if matches!(o.status, OrderStatus::Cancelled | OrderStatus::Completed) {
            let status = o.status.as_str();
            return Err(refuse(
                ErrorCode::OrderNotShippable,
                format!("Order {} is {status}: it cannot be shipped", o.id),
            ));
        }
        let shipped: Option<String> = tx
            .prepare_cached(
                "SELECT s.number FROM shipment_lines l JOIN shipments s ON s.id = l.shipment_id WHERE l.order_id = ?1",
            )?
            .query_row([o.id], |r| r.get(0))
            .optional()?;
        if let Some(number) = shipped {
            return Err(refuse(ErrorCode::AlreadyShipped, format!("Order {} is already in shipment {number}", o.id)));
        }
        if o.price.is_none() || o.unit.is_none() {
            return Err(refuse(
                ErrorCode::OrderNotShippable,
                format!("Order {} has no price: its product was deleted and no quote priced it", o.id),
            ));
        }
    }
    let first = &orders[0];
    if orders.iter().any(|o| buyer_key(o) != buyer_key(first)) {
        return Err(refuse(ErrorCode::MixedBuyers, "A shipment carries the orders of one buyer".into()));
    }
    let currency = first.price.map(|(_, c)| c).unwrap_or(Currency::Usd);
    if orders.iter().any(|o| o.price.map(|(_, c)| c) != Some(currency)) {
        return Err(refuse(ErrorCode::MixedCurrencies, "A shipment's orders are priced in one currency".into()));
    }
    // the quote they share, if they all come from one
    let quote_id = first.quote_id.filter(|q| orders.iter().all(|o| o.quote_id == Some(*q)));
    let t = terms(tx, quote_id)?;
    let destination = t
        .destination
        .filter(|d| !d.trim().is_empty())
        .or_else(|| orders.iter().map(|o| o.destination.clone()).find(|d| !d.trim().is_empty()))
        .unwrap_or_default();
    let company = t.company.filter(|c| !c.trim().is_empty());
    let consignee = match &company {
        Some(c) => format!("{c}\n{}", first.customer_name),
        None => first.customer_name.clone(),
    };
    let now = now_ms();
    let number = next_number(tx, now)?;
    tx.prepare_cached(
        "INSERT INTO shipments (number, token, quote_id, lang, buyer_name, buyer_company, buyer_email, currency,
             consignee, mode, destination, incoterm, incoterm_place, payment_terms, payment_terms_fa, created_at,
             updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?16)",
    )?
    .execute(params![
        number,
        new_token(),
        quote_id,
        first.lang,
        first.customer_name,
        company,
        first.customer_email,
        currency,
        consignee,
        mode,
        destination,
        t.incoterm,
        t.place,
        t.payment,
        t.payment_fa,
        now
    ])?;
    let id = tx.last_insert_rowid();
    for (i, o) in orders.iter().enumerate() {
        let (cents, _) = o.price.unwrap_or((1, currency));
        tx.prepare_cached(
            "INSERT INTO shipment_lines (shipment_id, position, order_id, product_id, product_name, product_name_fa,
                 unit, hs_code, origin, quantity, unit_cents)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        )?
        .execute(params![
            id,
            i as i64 + 1,
            o.id,
            o.product_id,
            o.product_name,
            o.name_fa,
            o.unit,
            o.hs_code,
            o.origin,
            o.quantity,
            cents
        ])?;
        tx.prepare_cached("UPDATE orders SET status = 'approved' WHERE id = ?1 AND status = 'pending'")?
            .execute([o.id])?;
    }
    get_with_token(tx, id)
}
