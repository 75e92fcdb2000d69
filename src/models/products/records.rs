//! A product as it is read: its unit, price, source and photos, its stock movements and the
//! stock available, and the queries that read one or all of them.

use std::collections::HashMap;

use poem_openapi::Object;
use rusqlite::{Connection, OptionalExtension};

use crate::error::ApiError;
use crate::locale::{self, Lang as Words};
use crate::models::facts::{self, ProductFacts};
use crate::models::gallery::{self, Photo};
use crate::models::media::ImageRef;
use crate::rules::{rfc3339, text_enum};

text_enum!(
    /// The unit a product is counted and priced in.
    Unit { Kg => "kg", Ton => "ton", Bag => "bag", Box => "box" }
);
impl Unit {
    /// The unit's name as a label in `lang` (the dashboard's, the CSV's).
    pub fn words(self, lang: Words) -> &'static str {
        locale::unit_one(self.as_str(), lang).unwrap_or(self.as_str())
    }
}

text_enum!(
    /// A stock movement: goods coming in or shipped out.
    Movement { Import => "import", Export => "export" }
);

text_enum!(
    /// The currency of a price.
    Currency { Usd => "USD", Afn => "AFN" }
);
text_enum!(
    /// Whether the company bought the goods locally or imported them.
    Source { Bought => "bought", Imported => "imported" }
);

#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Product {
    pub id: i64,
    /// The product's name in English (the specification's `name`).
    pub name: String,
    /// The name in Persian; empty when not written yet (Persian pages then show `name`).
    pub name_fa: String,
    /// A short description in English; may be empty.
    pub description: String,
    /// The description in Persian; empty when not written yet.
    pub description_fa: String,
    pub unit: Unit,
    pub price: f64,
    pub currency: Currency,
    pub source: Source,
    /// `/media/<hash>.<ext>` or an external link; absent when the product has no image (the UI
    /// shows its placeholder).
    pub image_url: Option<String>,
    /// Every photo in order, the first being `imageUrl`'s, each with its smaller widths.
    pub images: Vec<Photo>,
    pub created_at: String,
    pub base_stock: i64,
    /// baseStock + Σ imports − Σ exports.
    pub available: i64,
    pub imports: Vec<StockImport>,
    pub exports: Vec<StockExport>,
    /// What an importer decides on: only the facts that are set.
    pub facts: ProductFacts,
    /// Where the first photo lives (`imageUrl`'s columns).
    #[oai(skip)]
    pub first_image: ImageRef,
}

#[derive(Object, Debug, Clone)]
pub struct StockImport {
    pub id: i64,
    pub quantity: i64,
    /// YYYY-MM-DD
    pub date: String,
}

#[derive(Object, Debug, Clone)]
pub struct StockExport {
    pub id: i64,
    pub quantity: i64,
    /// YYYY-MM-DD
    pub date: String,
    pub destination: String,
}
pub(super) fn not_found() -> ApiError {
    ApiError::not_found("Product not found")
}

pub(super) fn exists(conn: &Connection, id: i64) -> Result<(), ApiError> {
    let found = conn.prepare_cached("SELECT 1 FROM products WHERE id = ?1")?.query_row([id], |_| Ok(())).optional()?;
    found.ok_or_else(not_found)
}

/// Available stock of one product, or 404.
pub fn available(conn: &Connection, id: i64) -> Result<i64, ApiError> {
    conn.prepare_cached(
        "SELECT p.base_stock
              + COALESCE((SELECT SUM(quantity) FROM stock_imports WHERE product_id = p.id), 0)
              - COALESCE((SELECT SUM(quantity) FROM stock_exports WHERE product_id = p.id), 0)
         FROM products p WHERE p.id = ?1",
    )?
    .query_row([id], |r| r.get(0))
    .optional()?
    .ok_or_else(not_found)
}

const SELECT_PRODUCT: &str = "SELECT id, name, unit, price, currency, source, image_media, image_link, base_stock,
     created_at, name_fa, description, description_fa FROM products";

fn product_row(r: &rusqlite::Row) -> rusqlite::Result<Product> {
    Ok(Product {
        id: r.get(0)?,
        name: r.get(1)?,
        unit: r.get(2)?,
        price: r.get(3)?,
        currency: r.get(4)?,
        source: r.get(5)?,
        first_image: ImageRef::from_columns(r.get(6)?, r.get(7)?),
        image_url: None,
        images: Vec::new(),
        base_stock: r.get(8)?,
        created_at: rfc3339(r.get(9)?),
        name_fa: r.get(10)?,
        description: r.get(11)?,
        description_fa: r.get(12)?,
        available: 0,
        imports: Vec::new(),
        exports: Vec::new(),
        facts: ProductFacts::default(),
    })
}

impl Product {
    /// The product as the audit log names it: both names when it has a Persian one.
    pub fn record_name(&self) -> String {
        match self.name_fa.as_str() {
            "" => self.name.clone(),
            fa => format!("{} ({fa})", self.name),
        }
    }
}

/// Fills in `imageUrl` and the gallery from the first photo read with the product.
fn fill_photos(conn: &Connection, p: &mut Product) -> Result<(), ApiError> {
    p.image_url = p.first_image.url();
    p.images = gallery::photos(conn, p.id, &p.first_image)?;
    Ok(())
}

/// Fills in `available` from the base stock and the movements read with the product.
fn count_available(p: &mut Product) {
    p.available = p.base_stock + p.imports.iter().map(|i| i.quantity).sum::<i64>()
        - p.exports.iter().map(|e| e.quantity).sum::<i64>();
}

pub fn get(conn: &Connection, id: i64) -> Result<Product, ApiError> {
    let mut p = conn
        .prepare_cached(&format!("{SELECT_PRODUCT} WHERE id = ?1"))?
        .query_row([id], product_row)
        .optional()?
        .ok_or_else(not_found)?;
    let mut stmt =
        conn.prepare_cached("SELECT id, quantity, date FROM stock_imports WHERE product_id = ?1 ORDER BY id")?;
    p.imports = stmt
        .query_map([id], |r| Ok(StockImport { id: r.get(0)?, quantity: r.get(1)?, date: r.get(2)? }))?
        .collect::<Result<_, _>>()?;
    let mut stmt = conn.prepare_cached(
        "SELECT id, quantity, date, destination FROM stock_exports WHERE product_id = ?1 ORDER BY id",
    )?;
    p.exports = stmt
        .query_map([id], |r| {
            Ok(StockExport { id: r.get(0)?, quantity: r.get(1)?, date: r.get(2)?, destination: r.get(3)? })
        })?
        .collect::<Result<_, _>>()?;
    count_available(&mut p);
    p.facts = facts::read(conn, id)?;
    fill_photos(conn, &mut p)?;
    Ok(p)
}

/// Every product, newest first, with its stock movements in the order they were recorded.
pub fn list(conn: &Connection) -> Result<Vec<Product>, ApiError> {
    let mut stmt = conn.prepare_cached(&format!("{SELECT_PRODUCT} ORDER BY id DESC"))?;
    let mut products: Vec<Product> = stmt.query_map([], product_row)?.collect::<Result<_, _>>()?;
    let index: HashMap<i64, usize> = products.iter().enumerate().map(|(i, p)| (p.id, i)).collect();
    let mut stmt = conn.prepare_cached("SELECT product_id, id, quantity, date FROM stock_imports ORDER BY id")?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        if let Some(&i) = index.get(&r.get::<_, i64>(0)?) {
            products[i].imports.push(StockImport { id: r.get(1)?, quantity: r.get(2)?, date: r.get(3)? });
        }
    }
    let mut stmt =
        conn.prepare_cached("SELECT product_id, id, quantity, date, destination FROM stock_exports ORDER BY id")?;
    let mut rows = stmt.query([])?;
    while let Some(r) = rows.next()? {
        if let Some(&i) = index.get(&r.get::<_, i64>(0)?) {
            products[i].exports.push(StockExport {
                id: r.get(1)?,
                quantity: r.get(2)?,
                date: r.get(3)?,
                destination: r.get(4)?,
            });
        }
    }
    products.iter_mut().for_each(count_available);
    let mut facts = facts::all(conn)?;
    for p in &mut products {
        p.facts = facts.remove(&p.id).unwrap_or_default();
        fill_photos(conn, p)?;
    }
    Ok(products)
}
