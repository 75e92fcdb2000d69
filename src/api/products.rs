//! /api/products: the catalogue (public list) and its stock movements (admin).

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::{ApiTags, Created, Deleted, RawJson};
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::error::ApiError;
use crate::models::media;
use crate::models::products::{self, NewExport, NewImport, NewProduct, Product, ProductUpdate};
use crate::state::AppState;

#[derive(Default)]
pub struct ProductsApi;

#[OpenApi(prefix_path = "/api/products", tag = "ApiTags::Products")]
impl ProductsApi {
    /// Every product with its stock movements, newest first. Public.
    #[oai(path = "/", method = "get")]
    async fn list(&self, state: Data<&Arc<AppState>>) -> Result<RawJson<Vec<Product>>, ApiError> {
        Ok(RawJson::new(state.product_list_json().await?))
    }

    /// Adds a product. Required: name, unit and a price above 0; then an initial stock, or for
    /// imported goods an initial import quantity and date. Missing fields are all named in
    /// `Please fill required fields: ...`.
    #[oai(path = "/", method = "post")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<NewProduct>,
    ) -> Result<Created<Product>, ApiError> {
        body.check()?;
        let mut new = body.0;
        let url = new.image_url.take();
        let image = run_blocking(move || media::prepare_image(url.as_deref(), "Image")).await?;
        let product = state.db.write(move |tx| products::create(tx, &new, &image)).await?;
        state.products_changed();
        Ok(Created::Created(Json(product)))
    }

    /// Changes a product's details; `baseStock` sets the stock not explained by imports and
    /// exports (available stock may not fall below 0).
    #[oai(path = "/:id", method = "patch")]
    async fn update(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
        body: Json<ProductUpdate>,
    ) -> Result<Json<Product>, ApiError> {
        let change = body.0;
        let (change, image) = run_blocking(move || Ok((change.prepare_image()?, change)).map(|(i, c)| (c, i))).await?;
        let product = state.db.write(move |tx| products::update(tx, id.0, &change, image.as_ref())).await?;
        state.products_changed();
        Ok(Json(product))
    }

    /// Removes a product with its stock movements; its orders keep the product's name.
    #[oai(path = "/:id", method = "delete")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, ApiError> {
        state.db.write(move |tx| products::delete(tx, id.0)).await?;
        state.products_changed();
        Ok(Deleted::Deleted)
    }

    /// Records goods coming in; answers the updated product.
    #[oai(path = "/:id/imports", method = "post")]
    async fn add_import(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
        body: Json<NewImport>,
    ) -> Result<Json<Product>, ApiError> {
        let product = state.db.write(move |tx| products::add_import(tx, id.0, &body)).await?;
        state.products_changed();
        Ok(Json(product))
    }

    /// Records goods shipped out; refused with 409 `Export quantity exceeds available stock`
    /// when the stock does not cover it (checked in the same transaction as the write).
    #[oai(path = "/:id/exports", method = "post")]
    async fn add_export(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
        body: Json<NewExport>,
    ) -> Result<Json<Product>, ApiError> {
        let product = state.db.write(move |tx| products::add_export(tx, id.0, &body)).await?;
        state.products_changed();
        Ok(Json(product))
    }
}
