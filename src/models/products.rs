//! Products and their stock: imports, exports, and available = base stock + Σ imports − Σ exports.
//! Every stock change runs in the writer's transaction, so concurrent exports cannot oversell.

use std::borrow::Cow;
use std::collections::HashMap;

use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::types::{Example, MaybeUndefined, ParseError, ParseFromJSON, ParseResult, Type};
use poem_openapi::Object;
use rusqlite::{params, Connection, OptionalExtension, Transaction};
use serde_json::Value;

use super::facts::{self, FactsInput, ProductFacts};
use super::gallery::{self, Photo, PhotoInput};
use super::media::{self, CheckedImage, ImageRef};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::locale::{self, Lang as Words};
use crate::ops::csv::{header, local_time, Cell, CsvWriter, Language};
use crate::rules::{
    check_date, check_quantity, check_text, is_blank, rfc3339, text_enum, today, Date, Field, ImageSourceOrBlank,
    Required, MAX_AMOUNT,
};

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

const MAX_NAME: usize = 120;
const MAX_DESCRIPTION: usize = 2000;
const MAX_DESTINATION: usize = 200;

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

/// A new product. Required: name, unit, price; then, for imported goods, an initial import
/// quantity and date, otherwise an initial stock. Currency defaults to USD, source to bought.
#[derive(Object, Debug, Default)]
#[oai(rename_all = "camelCase", example)]
pub struct NewProduct {
    #[oai(validator(
        max_length = 120,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub name: Required<Option<String>>,
    /// The name in Persian (empty or absent: not written yet).
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub name_fa: Field<Option<String>>,
    /// A short description in English.
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description: Field<Option<String>>,
    /// The description in Persian.
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description_fa: Field<Option<String>>,
    pub unit: Required<Option<Unit>>,
    #[oai(validator(minimum(value = "0.01"), maximum(value = "1000000000")))]
    pub price: Required<Option<f64>>,
    pub currency: Field<Option<Currency>>,
    pub source: Field<Option<Source>>,
    /// An image data URL, an http(s) link, or an existing `/media/...` path.
    pub image_url: Field<Option<ImageSourceOrBlank>>,
    /// The photos in order (at most 8); the first is the card's. When sent, `imageUrl` is not used.
    #[oai(validator(max_items = 8))]
    pub images: Field<Option<Vec<PhotoInput>>>,
    /// Required unless `source` is `imported`.
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub initial_stock: Field<Option<i64>>,
    /// Required when `source` is `imported`.
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub initial_import_qty: Field<Option<i64>>,
    /// Required when `source` is `imported`.
    #[oai(validator(pattern = r"\S"))]
    pub import_date: Field<Option<Date>>,
    /// The facts to set (each optional).
    pub facts: Field<Option<FactsInput>>,
}

impl Example for NewProduct {
    fn example() -> Self {
        NewProduct {
            name: Field(Some("Green raisins".into())),
            name_fa: Field(Some("کشمش سبز".into())),
            unit: Field(Some(Unit::Kg)),
            price: Field(Some(4.5)),
            currency: Field(Some(Currency::Usd)),
            source: Field(Some(Source::Bought)),
            initial_stock: Field(Some(1200)),
            ..NewProduct::default()
        }
    }
}

/// The body of `createProduct`: a [`NewProduct`] whose schema also says which stock fields go
/// with which source (`oneOf`), which its derived schema cannot.
pub struct NewProductBody(pub NewProduct);

impl Type for NewProductBody {
    const IS_REQUIRED: bool = true;
    type RawValueType = Self;
    type RawElementValueType = Self;

    fn name() -> Cow<'static, str> {
        NewProduct::name()
    }

    fn schema_ref() -> MetaSchemaRef {
        NewProduct::schema_ref()
    }

    fn register(registry: &mut Registry) {
        NewProduct::register(registry);
        let inline = |schema| MetaSchemaRef::Inline(Box::new(schema));
        let source = |value: &str, nullable: bool| {
            inline(MetaSchema { enum_items: vec![value.into()], nullable, ..MetaSchema::new("string") })
        };
        // a branch's stock fields are required and not null (elsewhere null means absent)
        let quantity = || inline(MetaSchema::new("integer"));
        let bought = MetaSchema {
            required: vec!["initialStock"],
            properties: vec![("source", source("bought", true)), ("initialStock", quantity())],
            ..MetaSchema::ANY
        };
        let imported = MetaSchema {
            required: vec!["source", "initialImportQty", "importDate"],
            properties: vec![
                ("source", source("imported", false)),
                ("initialImportQty", quantity()),
                ("importDate", inline(MetaSchema::new("string"))),
            ],
            ..MetaSchema::ANY
        };
        if let Some(schema) = registry.schemas.get_mut(&*NewProduct::name()) {
            schema.one_of = vec![MetaSchemaRef::Inline(Box::new(bought)), MetaSchemaRef::Inline(Box::new(imported))];
        }
    }

    fn as_raw_value(&self) -> Option<&Self> {
        Some(self)
    }

    fn raw_element_iter<'a>(&'a self) -> Box<dyn Iterator<Item = &'a Self> + 'a> {
        Box::new(std::iter::once(self))
    }
}

impl ParseFromJSON for NewProductBody {
    fn parse_from_json(value: Option<Value>) -> ParseResult<Self> {
        NewProduct::parse_from_json(value).map(NewProductBody).map_err(ParseError::propagate)
    }
}

/// Fields to change; absent fields stay as they are. `imageUrl: null` removes the image.
#[derive(Object, Debug, Default)]
#[oai(rename_all = "camelCase", example)]
pub struct ProductUpdate {
    #[oai(validator(
        max_length = 120,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub name: Field<Option<String>>,
    /// The name in Persian (empty: not written yet).
    #[oai(validator(max_length = 120, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    pub name_fa: Field<Option<String>>,
    /// A short description in English.
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description: Field<Option<String>>,
    /// The description in Persian.
    #[oai(validator(max_length = 2000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub description_fa: Field<Option<String>>,
    pub unit: Field<Option<Unit>>,
    #[oai(validator(minimum(value = "0.01"), maximum(value = "1000000000")))]
    pub price: Field<Option<f64>>,
    pub currency: Field<Option<Currency>>,
    pub source: Field<Option<Source>>,
    /// An image data URL, an http(s) link, an existing `/media/...` path, or null to remove it.
    pub image_url: Field<MaybeUndefined<ImageSourceOrBlank>>,
    /// The whole gallery in its new order (at most 8 photos; empty: none); the first is the
    /// card's. When sent, `imageUrl` is not used. Photos left out are removed.
    #[oai(validator(max_items = 8))]
    pub images: Field<Option<Vec<PhotoInput>>>,
    #[oai(validator(minimum(value = "0"), maximum(value = "1000000000")))]
    pub base_stock: Field<Option<i64>>,
    /// Facts to change: an absent fact stays, `null` clears it.
    pub facts: Field<Option<FactsInput>>,
}

impl Example for ProductUpdate {
    fn example() -> Self {
        ProductUpdate { price: Field(Some(4.75)), base_stock: Field(Some(1000)), ..ProductUpdate::default() }
    }
}

impl ProductUpdate {
    /// The photo change this update asks for, checked: `None` when neither `images` nor
    /// `imageUrl` is sent.
    pub fn prepare_images(&self) -> Result<Option<PhotoChange>, ApiError> {
        if let Some(photos) = self.images.as_deref() {
            return Ok(Some(PhotoChange::Gallery(gallery::prepare(photos)?)));
        }
        Ok(self.prepare_image()?.map(PhotoChange::First))
    }

    /// The image change this update asks for, checked: `None` when `imageUrl` is absent.
    pub fn prepare_image(&self) -> Result<Option<CheckedImage>, ApiError> {
        match &*self.image_url {
            MaybeUndefined::Undefined => Ok(None),
            MaybeUndefined::Null => Ok(Some(CheckedImage::None)),
            MaybeUndefined::Value(url) => media::prepare_image(Some(url), "Image").map(Some),
        }
    }
}

/// A checked change of a product's photos.
#[derive(Debug)]
pub enum PhotoChange {
    /// `imageUrl` alone: the first photo replaced (or removed).
    First(CheckedImage),
    /// `images`: the whole gallery.
    Gallery(Vec<CheckedImage>),
}

impl NewProduct {
    /// The photos to store, checked: `images` when sent, else `imageUrl`.
    pub fn prepare_images(&mut self) -> Result<Vec<CheckedImage>, ApiError> {
        if let Some(photos) = self.images.take() {
            return gallery::prepare(&photos);
        }
        let url = self.image_url.take();
        Ok(match media::prepare_image(url.as_deref(), "Image")? {
            CheckedImage::None => Vec::new(),
            image => vec![image],
        })
    }
}

#[derive(Object, Debug)]
#[oai(example)]
pub struct NewImport {
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub quantity: Field<i64>,
    /// Today when absent.
    pub date: Field<Option<Date>>,
}

impl Example for NewImport {
    fn example() -> Self {
        NewImport { quantity: Field(500), date: Field(Some(Date("2026-03-01".into()))) }
    }
}

#[derive(Object, Debug)]
#[oai(example)]
pub struct NewExport {
    #[oai(validator(minimum(value = "1"), maximum(value = "1000000000")))]
    pub quantity: Field<i64>,
    #[oai(validator(
        max_length = 200,
        pattern = r"^[^\x00-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub destination: Required<Option<String>>,
    /// Today when absent.
    pub date: Field<Option<Date>>,
}

impl Example for NewExport {
    fn example() -> Self {
        NewExport { quantity: Field(20), destination: Field(Some("Dubai".into())), date: Field(None) }
    }
}

/// A price is at least 0.01: a positive price below a cent (`1e-320`) is no price.
fn check_price(price: f64) -> Result<(), ApiError> {
    if !price.is_finite() || price > MAX_AMOUNT as f64 {
        return Err(ApiError::new(ErrorCode::InvalidField, "Price is too large"));
    }
    if price < 0.01 {
        return Err(ApiError::new(ErrorCode::InvalidField, "Price must be at least 0.01"));
    }
    Ok(())
}

fn check_name(name: &str) -> Result<(), ApiError> {
    check_text("Name", name, MAX_NAME, false)
}

/// The texts beside the name (each optional), as `(nameFa, description, descriptionFa)`: checked,
/// with the request's name of the field at fault.
fn check_texts(texts: [Option<&str>; 3]) -> Result<(), ApiError> {
    let rules = [
        ("Persian name", "nameFa", MAX_NAME, false),
        ("Description", "description", MAX_DESCRIPTION, true),
        ("Persian description", "descriptionFa", MAX_DESCRIPTION, true),
    ];
    for (text, (label, field, max, multiline)) in texts.into_iter().zip(rules) {
        if let Some(text) = text {
            check_text(label, text, max, multiline).map_err(|e| e.field(field))?;
        }
    }
    Ok(())
}

/// A text as stored: without the spaces around it (so a blank one is "not written").
fn stored(text: Option<&str>) -> &str {
    text.map(str::trim).unwrap_or_default()
}

impl NewProduct {
    /// The specification's rule and message: every missing field named, in its order.
    pub fn check(&self) -> Result<(), ApiError> {
        let imported = *self.source == Some(Source::Imported);
        let positive = |v: Option<i64>| v.is_some_and(|q| q > 0);
        let missing: Vec<(&str, &str)> = [
            ("Name", "name", !is_blank(self.name.as_deref())),
            ("Price", "price", self.price.is_some_and(|p| p > 0.0)),
            ("Unit", "unit", self.unit.is_some()),
            ("Initial import quantity", "initialImportQty", !imported || positive(*self.initial_import_qty)),
            ("Import date", "importDate", !imported || !is_blank(self.import_date.as_deref())),
            ("Initial stock", "initialStock", imported || positive(*self.initial_stock)),
        ]
        .into_iter()
        .filter(|(_, _, present)| !present)
        .map(|(name, field, _)| (name, field))
        .collect();
        if !missing.is_empty() {
            return Err(ApiError::required(&missing));
        }
        check_name(self.name.as_deref().unwrap_or_default())?;
        check_texts([self.name_fa.as_deref(), self.description.as_deref(), self.description_fa.as_deref()])?;
        check_price(self.price.unwrap_or_default())?;
        // the other source's fields are not used, yet checked when sent: bad input is refused
        if let Some(quantity) = *self.initial_import_qty {
            check_quantity("Initial import quantity", quantity)?;
        }
        if let Some(date) = self.import_date.as_deref() {
            check_date("Import date", date)?;
        }
        if let Some(quantity) = *self.initial_stock {
            check_quantity("Initial stock", quantity)?;
        }
        self.facts.as_ref().map_or(Ok(()), FactsInput::check)
    }
}

/// `images` are the product's photos, checked beforehand ([`NewProduct::prepare_images`]).
pub fn create(tx: &Transaction, new: &NewProduct, images: &[CheckedImage]) -> Result<Product, ApiError> {
    new.check()?;
    let image = match images.first() {
        Some(first) => media::save_image(tx, first, "Image")?,
        None => ImageRef::default(),
    };
    let source = new.source.unwrap_or(Source::Bought);
    let base_stock = if source == Source::Imported { 0 } else { new.initial_stock.unwrap_or(0) };
    let now = now_ms();
    tx.execute(
        "INSERT INTO products (name, unit, price, currency, source, image_media, image_link, base_stock, created_at,
             name_fa, description, description_fa)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        params![
            *new.name,
            *new.unit,
            *new.price,
            new.currency.unwrap_or(Currency::Usd),
            source,
            image.media,
            image.link,
            base_stock,
            now,
            stored(new.name_fa.as_deref()),
            stored(new.description.as_deref()),
            stored(new.description_fa.as_deref())
        ],
    )?;
    let id = tx.last_insert_rowid();
    if images.len() > 1 {
        gallery::set(tx, id, images)?;
    }
    if source == Source::Imported {
        tx.execute(
            "INSERT INTO stock_imports (product_id, quantity, date, created_at) VALUES (?1, ?2, ?3, ?4)",
            params![id, *new.initial_import_qty, new.import_date.as_deref(), now],
        )?;
    }
    facts::write(tx, id, new.facts.as_ref())?;
    get(tx, id)
}

/// `photos`: `None` keeps them, else the change (checked with [`ProductUpdate::prepare_images`]).
pub fn update(
    tx: &Transaction,
    id: i64,
    change: &ProductUpdate,
    photos: Option<&PhotoChange>,
) -> Result<Product, ApiError> {
    let current = get(tx, id)?;
    if let Some(name) = change.name.as_ref() {
        if name.trim().is_empty() {
            return Err(ApiError::required(&[("Name", "name")]));
        }
        check_name(name)?;
    }
    check_texts([change.name_fa.as_deref(), change.description.as_deref(), change.description_fa.as_deref()])?;
    if let Some(price) = *change.price {
        if price <= 0.0 {
            return Err(ApiError::required(&[("Price", "price")]));
        }
        check_price(price)?;
    }
    if let Some(base) = *change.base_stock {
        if !(0..=MAX_AMOUNT).contains(&base) {
            return Err(ApiError::new(ErrorCode::InvalidField, "Base stock must be between 0 and 1000000000"));
        }
    }
    tx.execute(
        "UPDATE products SET name = ?2, unit = ?3, price = ?4, currency = ?5, source = ?6, base_stock = ?7,
             name_fa = ?8, description = ?9, description_fa = ?10
         WHERE id = ?1",
        params![
            id,
            change.name.as_ref().unwrap_or(&current.name),
            change.unit.unwrap_or(current.unit),
            change.price.unwrap_or(current.price),
            change.currency.unwrap_or(current.currency),
            change.source.unwrap_or(current.source),
            change.base_stock.unwrap_or(current.base_stock),
            change.name_fa.as_deref().map_or(current.name_fa.as_str(), str::trim),
            change.description.as_deref().map_or(current.description.as_str(), str::trim),
            change.description_fa.as_deref().map_or(current.description_fa.as_str(), str::trim),
        ],
    )?;
    match photos {
        None => {}
        Some(PhotoChange::First(image)) => gallery::replace_first(tx, id, image)?,
        Some(PhotoChange::Gallery(images)) => gallery::set(tx, id, images)?,
    }
    facts::write(tx, id, change.facts.as_ref())?;
    if available(tx, id)? < 0 {
        return Err(ApiError::new(ErrorCode::Conflict, "Available stock cannot be negative"));
    }
    get(tx, id)
}

pub fn delete(tx: &Transaction, id: i64) -> Result<(), ApiError> {
    if tx.execute("DELETE FROM products WHERE id = ?1", [id])? == 0 {
        return Err(not_found());
    }
    media::collect_garbage(tx)
}

pub fn add_import(tx: &Transaction, id: i64, import: &NewImport) -> Result<Product, ApiError> {
    check_quantity("Quantity", *import.quantity)?;
    let date = stock_date(import.date.as_deref())?;
    exists(tx, id)?;
    if available(tx, id)? + *import.quantity > MAX_AMOUNT * 10 {
        // depends on the stock already there: a conflict with the current state, not bad input
        return Err(ApiError::new(ErrorCode::Conflict, "Quantity is too large"));
    }
    tx.execute(
        "INSERT INTO stock_imports (product_id, quantity, date, created_at) VALUES (?1, ?2, ?3, ?4)",
        params![id, *import.quantity, date, now_ms()],
    )?;
    get(tx, id)
}

pub fn add_export(tx: &Transaction, id: i64, export: &NewExport) -> Result<Product, ApiError> {
    check_quantity("Quantity", *export.quantity)?;
    let destination = export.destination.as_deref().unwrap_or_default();
    if destination.trim().is_empty() {
        return Err(ApiError::required(&[("Destination", "destination")]));
    }
    check_text("Destination", destination, MAX_DESTINATION, false)?;
    let date = stock_date(export.date.as_deref())?;
    exists(tx, id)?;
    if *export.quantity > available(tx, id)? {
        return Err(ApiError::new(ErrorCode::OutOfStock, "Export quantity exceeds available stock"));
    }
    tx.prepare_cached(
        "INSERT INTO stock_exports (product_id, quantity, date, destination, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5)",
    )?
    .execute(params![id, *export.quantity, date, destination, now_ms()])?;
    get(tx, id)
}

fn stock_date(date: Option<&str>) -> Result<String, ApiError> {
    match date {
        Some(d) if !d.trim().is_empty() => {
            check_date("Date", d)?;
            Ok(d.to_owned())
        }
        _ => Ok(today()),
    }
}

fn not_found() -> ApiError {
    ApiError::not_found("Product not found")
}

fn exists(conn: &Connection, id: i64) -> Result<(), ApiError> {
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

/// Writes every stock movement (imports and exports of the products there are) dated `from` to
/// `to` (both included, `YYYY-MM-DD`; absent: open), of one `kind` or both, as CSV: by date, then
/// in the order they were recorded.
pub fn export_movements(
    conn: &Connection,
    (from, to): (Option<&str>, Option<&str>),
    kind: Option<Movement>,
    offset: time::UtcOffset,
    lang: Language,
    csv: &mut CsvWriter,
) -> Result<(), ApiError> {
    let lang = Words::from(lang);
    const COLUMNS: &[(&str, &str)] = &[
        ("Date", "تاریخ"),
        ("Movement", "نوع"),
        ("Product", "محصول"),
        ("Product (Persian)", "محصول (فارسی)"),
        ("Product ID", "شناسهٔ محصول"),
        ("Quantity", "مقدار"),
        ("Unit", "واحد"),
        ("Destination", "مقصد"),
        ("Recorded", "زمان ثبت"),
    ];
    csv.row(header(lang, COLUMNS))?;
    let mut stmt = conn.prepare(
        "SELECT m.date, m.kind, p.name, p.id, m.quantity, p.unit, m.destination, m.created_at, p.name_fa FROM (
             SELECT date, 'import' AS kind, product_id, quantity, '' AS destination, created_at, id FROM stock_imports
             UNION ALL
             SELECT date, 'export', product_id, quantity, destination, created_at, id FROM stock_exports
         ) m JOIN products p ON p.id = m.product_id
         WHERE (?1 IS NULL OR m.date >= ?1) AND (?2 IS NULL OR m.date <= ?2) AND (?3 IS NULL OR m.kind = ?3)
         ORDER BY m.date, m.created_at, m.kind DESC, m.id",
    )?;
    let mut rows = stmt.query(params![from, to, kind])?;
    while let Some(r) = rows.next()? {
        let kind: Movement = r.get(1)?;
        let unit: Unit = r.get(5)?;
        let recorded = local_time(r.get(7)?, offset);
        let text: [String; 4] = [r.get(0)?, r.get(2)?, r.get(6)?, r.get(8)?];
        let [date, product, destination, product_fa] = &text;
        csv.row([
            date.into(),
            Cell::Text(lang.pick(match kind {
                Movement::Import => ("import", "واردات"),
                Movement::Export => ("export", "صادرات"),
            })),
            product.into(),
            product_fa.into(),
            Cell::Int(r.get(3)?),
            Cell::Int(r.get(4)?),
            Cell::Text(unit.words(lang)),
            destination.into(),
            Cell::Text(&recorded),
        ])?;
    }
    Ok(())
}
