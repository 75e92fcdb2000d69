//! A new product and the changes to one: the forms (with the schema of the create form's two
//! kinds of stock), their rules in the specification's words, and the SQL that creates, updates and
//! deletes a product with its photos and facts.

use std::borrow::Cow;

use poem_openapi::registry::{MetaSchema, MetaSchemaRef, Registry};
use poem_openapi::types::{Example, MaybeUndefined, ParseError, ParseFromJSON, ParseResult, Type};
use poem_openapi::Object;
use rusqlite::{params, Transaction};
use serde_json::Value;

use super::alerts;
use super::records::{available, get, not_found, Currency, Product, Source, Unit};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::models::facts::{self, FactsInput};
use crate::models::gallery::{self, PhotoInput};
use crate::models::media::{self, CheckedImage, ImageRef};
use crate::rules::{
    check_date, check_field, check_quantity, check_required, check_text, is_blank, Date, Field, ImageSourceOrBlank,
    Required, MAX_AMOUNT,
};

pub(super) const MAX_NAME: usize = 120;
pub(super) const MAX_DESCRIPTION: usize = 2000;

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
    /// The low-stock alert: a whole number of `unit` (absent: no alert). When the stock left
    /// (available, less the approved orders not yet departed) falls to it, the company is mailed
    /// once; the alert re-arms when the stock rises above it.
    #[oai(validator(minimum(value = "0"), maximum(value = "1000000000")))]
    pub low_stock_threshold: Field<Option<i64>>,
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
    /// The low-stock alert's threshold, a whole number of the product's unit; `null` removes the
    /// alert, absent keeps it.
    #[oai(validator(minimum(value = "0"), maximum(value = "1000000000")))]
    pub low_stock_threshold: Field<MaybeUndefined<i64>>,
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

impl ProductUpdate {
    /// The rules of the fields it names (the facts are checked where they are written).
    pub fn check(&self) -> Result<(), ApiError> {
        if let Some(name) = self.name.as_ref() {
            if name.trim().is_empty() {
                return Err(ApiError::required(&[("Name", "name")]));
            }
            check_name(name)?;
        }
        check_texts([self.name_fa.as_deref(), self.description.as_deref(), self.description_fa.as_deref()])?;
        if let Some(price) = *self.price {
            if price <= 0.0 {
                return Err(ApiError::required(&[("Price", "price")]));
            }
            check_price(price)?;
        }
        if let Some(base) = *self.base_stock {
            if !(0..=MAX_AMOUNT).contains(&base) {
                return Err(ApiError::new(ErrorCode::InvalidField, "Base stock must be between 0 and 1000000000"));
            }
        }
        if let MaybeUndefined::Value(threshold) = &*self.low_stock_threshold {
            alerts::check_threshold(*threshold)?;
        }
        Ok(())
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

/// A price is at least 0.01: a positive price below a cent (`1e-320`) is no price.
pub(super) fn check_price(price: f64) -> Result<(), ApiError> {
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
        check_field(field, label, text, max, multiline)?;
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
        check_required(&[
            ("Name", "name", !is_blank(self.name.as_deref())),
            ("Price", "price", self.price.is_some_and(|p| p > 0.0)),
            ("Unit", "unit", self.unit.is_some()),
            ("Initial import quantity", "initialImportQty", !imported || positive(*self.initial_import_qty)),
            ("Import date", "importDate", !imported || !is_blank(self.import_date.as_deref())),
            ("Initial stock", "initialStock", imported || positive(*self.initial_stock)),
        ])?;
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
        if let Some(threshold) = *self.low_stock_threshold {
            alerts::check_threshold(threshold)?;
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
    alerts::set_threshold(tx, id, *new.low_stock_threshold)?;
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
    change.check()?;
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
    match &*change.low_stock_threshold {
        MaybeUndefined::Undefined => {}
        MaybeUndefined::Null => alerts::set_threshold(tx, id, None)?,
        MaybeUndefined::Value(threshold) => alerts::set_threshold(tx, id, Some(*threshold))?,
    }
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
