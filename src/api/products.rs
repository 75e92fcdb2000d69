//! /api/products: the catalogue (public list) and its stock movements (admin).

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Binary, Json};
use poem_openapi::{ApiRequest, OpenApi};

use super::common::{actor, ApiTags, Created, Deleted, RawJson};
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::error::{ApiError, ErrorCode};
use crate::errors;
use crate::mail;
use crate::models::audit::{self, Actor, AuditKind, Change, Target};
use crate::models::products::{
    self, NewExport, NewImport, NewProductBody, Product, ProductUpdate, SheetApplied, SheetPreview, StockLevel,
    UploadStep,
};
use crate::state::AppState;

#[derive(Default)]
pub struct ProductsApi;

/// What the audit log leaves out of a product: its id and creation time, and what follows from
/// its stock movements (each recorded by its own entry).
const NOT_AUDITED: &[&str] = &["id", "createdAt", "available", "imports", "exports", "images"];

/// The gallery's entry, when it has (or had) more than one photo and changed (with one or none,
/// `imageUrl` says it all): its photos' addresses in order.
fn photo_change(before: Option<&Product>, after: &Product) -> Option<Change> {
    let urls = |p: &Product| p.images.iter().map(|i| i.url.as_str()).collect::<Vec<_>>().join(", ");
    let (old, new) = (before.map(urls).unwrap_or_default(), urls(after));
    let gallery = after.images.len() > 1 || before.is_some_and(|b| b.images.len() > 1);
    (gallery && old != new).then(|| Change::from_to("images", old, new))
}

/// The low-stock threshold's change, when it changed (none: no alert).
fn threshold_change(before: Option<i64>, after: Option<i64>) -> Option<Change> {
    let text = |t: Option<i64>| t.map(|t| t.to_string()).unwrap_or_default();
    (before != after).then(|| Change::from_to("lowStockThreshold", text(before), text(after)))
}

/// What every write of a product ends with, the forms' and the price list's alike: its audit
/// entry (the fields, the gallery and the low-stock threshold; `before` is the product and its
/// threshold before an update, none for a new one) and the low-stock check.
fn product_written(
    tx: &rusqlite::Transaction,
    who: &Actor,
    before: Option<(&Product, Option<i64>)>,
    after: &Product,
) -> Result<(), ApiError> {
    let old = before.map(|(p, _)| p);
    let mut changes = audit::diff(old, Some(after), NOT_AUDITED);
    changes.extend(photo_change(old, after));
    let threshold = products::threshold(tx, after.id)?;
    changes.extend(match before {
        None => threshold.map(|t| Change::set("lowStockThreshold", t)),
        Some((_, was)) => threshold_change(was, threshold),
    });
    let kind = if before.is_some() { AuditKind::ProductUpdate } else { AuditKind::ProductCreate };
    audit::record(tx, who, kind, Target::new(after.id, &after.record_name()), &changes)?;
    mail::low_stock(tx, after.id)?;
    Ok(())
}

/// A stock movement's entry: what moved, and the available stock before and after.
fn movement_changes(before: &Product, after: &Product, moved: &[Change]) -> Vec<Change> {
    let mut changes = moved.to_vec();
    changes.push(Change::from_to("available", before.available, after.available));
    changes
}

/// A price list uploaded: products.csv as `exportProducts` writes it, changed in a spreadsheet.
#[derive(ApiRequest)]
enum SheetFile {
    /// CSV in UTF-8 (with or without a byte-order mark), `,` or `;` between cells, the header row
    /// in English or Persian; at most 10 000 lines below it.
    #[oai(content_type = "text/csv")]
    Csv(Binary<Vec<u8>>),
}

impl SheetFile {
    fn bytes(self) -> Vec<u8> {
        match self {
            SheetFile::Csv(file) => file.0,
        }
    }
}

#[OpenApi(prefix_path = "/api/products", tag = "ApiTags::Products")]
impl ProductsApi {
    /// Every product with its stock movements
    ///
    /// Newest first. Public.
    #[oai(path = "/", method = "get", operation_id = "listProducts")]
    async fn list(&self, state: Data<&Arc<AppState>>) -> Result<RawJson<Vec<Product>>, errors![400]> {
        Ok(RawJson::new(state.product_list_json().await?))
    }

    /// Where each product with a low-stock threshold stands
    ///
    /// The stock an alert watches is what is left once the approved orders not yet departed are
    /// set aside; `low` when it is at or below the threshold. Admin only: the public list carries
    /// no threshold.
    #[oai(path = "/stock-levels", method = "get", operation_id = "listStockLevels")]
    async fn stock_levels(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Json<Vec<StockLevel>>, errors![400, 401]> {
        Ok(Json(state.db.read(products::stock_levels).await?))
    }

    /// Adds a product
    ///
    /// Required: name, unit and a price of at least 0.01; then an initial stock, or for imported
    /// goods an initial import quantity and date. Missing fields are all named in
    /// `Please fill required fields: ...`.
    #[oai(path = "/", method = "post", operation_id = "createProduct")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<NewProductBody>,
    ) -> Result<Created<Product>, errors![400, 401, 403, 408, 413]> {
        let who = actor(&state, req, &admin);
        let mut new = body.0 .0;
        new.check()?;
        let (new, images) = run_blocking(move || {
            let images = new.prepare_images()?;
            Ok((new, images))
        })
        .await?;
        let product = state
            .db
            .write(move |tx| {
                let p = products::create(tx, &new, &images)?;
                product_written(tx, &who, None, &p)?;
                Ok(p)
            })
            .await?;
        state.mail.wake();
        state.products_changed();
        Ok(Created::Created(Json(product)))
    }

    /// Changes a product's details
    ///
    /// Absent fields stay as they are. `baseStock` sets the stock not explained by imports and
    /// exports; available stock may not fall below 0 (409).
    #[oai(path = "/:id", method = "patch", operation_id = "updateProduct")]
    async fn update(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<ProductUpdate>,
    ) -> Result<Json<Product>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let change = body.0;
        let (change, photos) =
            run_blocking(move || Ok((change.prepare_images()?, change)).map(|(i, c)| (c, i))).await?;
        let product = state
            .db
            .write(move |tx| {
                let (before, threshold) = (products::get(tx, id.0)?, products::threshold(tx, id.0)?);
                let p = products::update(tx, id.0, &change, photos.as_ref())?;
                product_written(tx, &who, Some((&before, threshold)), &p)?;
                Ok(p)
            })
            .await?;
        state.mail.wake();
        state.products_changed();
        Ok(Json(product))
    }

    /// Removes a product
    ///
    /// Its stock movements go with it; its orders keep the product's name.
    #[oai(path = "/:id", method = "delete", operation_id = "deleteProduct")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404]> {
        let who = actor(&state, req, &admin);
        state
            .db
            .write(move |tx| {
                let before = products::get(tx, id.0)?;
                products::delete(tx, id.0)?;
                let changes = audit::diff(Some(&before), None, NOT_AUDITED);
                audit::record(
                    tx,
                    &who,
                    AuditKind::ProductDelete,
                    Target::new(before.id, &before.record_name()),
                    &changes,
                )
            })
            .await?;
        state.products_changed();
        Ok(Deleted::Deleted)
    }

    /// Records goods coming in
    ///
    /// Answers the updated product.
    #[oai(path = "/:id/imports", method = "post", operation_id = "addProductImport")]
    async fn add_import(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewImport>,
    ) -> Result<Json<Product>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let product = state
            .db
            .write(move |tx| {
                let before = products::get(tx, id.0)?;
                let p = products::add_import(tx, id.0, &body)?;
                let Some(import) = p.imports.last() else { return Err(ApiError::internal("import not recorded")) };
                let moved = [Change::set("quantity", import.quantity), Change::set("date", &import.date)];
                let changes = movement_changes(&before, &p, &moved);
                audit::record(tx, &who, AuditKind::StockImport, Target::new(p.id, &p.record_name()), &changes)?;
                mail::low_stock(tx, p.id)?;
                Ok(p)
            })
            .await?;
        state.products_changed();
        Ok(Json(product))
    }

    /// Records goods shipped out
    ///
    /// Answers the updated product. Refused with 409 `Export quantity exceeds available stock`
    /// when the stock does not cover it (checked in the same transaction as the write).
    #[oai(path = "/:id/exports", method = "post", operation_id = "addProductExport")]
    async fn add_export(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewExport>,
    ) -> Result<Json<Product>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let product = state
            .db
            .write(move |tx| {
                let before = products::get(tx, id.0)?;
                let p = products::add_export(tx, id.0, &body)?;
                let Some(export) = p.exports.last() else { return Err(ApiError::internal("export not recorded")) };
                let moved = [
                    Change::set("quantity", export.quantity),
                    Change::set("date", &export.date),
                    Change::set("destination", &export.destination),
                ];
                let changes = movement_changes(&before, &p, &moved);
                audit::record(tx, &who, AuditKind::StockExport, Target::new(p.id, &p.record_name()), &changes)?;
                mail::low_stock(tx, p.id)?;
                Ok(p)
            })
            .await?;
        state.mail.wake();
        state.products_changed();
        Ok(Json(product))
    }

    /// Previews a price list
    ///
    /// Reads the file against the products there are and answers what applying it would do:
    /// each line that creates a product (no ID) or changes one (by ID: which fields, from what to
    /// what), how many stay as they are, and every problem by line and column. Writes nothing.
    /// Refused whole (400) when the file is not UTF-8 (`not_utf8`), has more than 10 000 lines
    /// (`too_many_lines`), or lacks the ID, Product, Unit or Price column (`missing_column`).
    #[oai(path = "/sheet/preview", method = "post", operation_id = "previewProductSheet")]
    async fn preview_sheet(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        file: SheetFile,
    ) -> Result<Json<SheetPreview>, errors![400, 401, 403, 408, 413]> {
        let bytes = file.bytes();
        let preview = state
            .db
            .read(move |conn| Ok(products::plan_upload(conn, &products::read_upload(&bytes)?)?.preview))
            .await?;
        Ok(Json(preview))
    }

    /// Applies a price list
    ///
    /// The same file again, with the `plan` its preview answered: every product it creates or
    /// changes is written in one transaction (each in the audit log), photos and stock movements
    /// stay. Refused, with nothing written, while the file has problems (400 `sheet_problems`)
    /// or when the products changed since the preview (409 `sheet_changed`: preview it again).
    #[oai(path = "/sheet", method = "post", operation_id = "applyProductSheet")]
    async fn apply_sheet(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        /// The `plan` of the file's preview.
        #[oai(validator(pattern = "^[0-9a-f]{64}$"))]
        plan: Query<String>,
        file: SheetFile,
    ) -> Result<Json<SheetApplied>, errors![400, 401, 403, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let bytes = file.bytes();
        let applied = state
            .db
            .write(move |tx| {
                let sheet = products::read_upload(&bytes)?;
                let planned = products::plan_upload(tx, &sheet)?;
                let preview = planned.preview;
                if !preview.problems.is_empty() {
                    let n = preview.problems.len();
                    let msg = format!("The file has {n} problem(s): preview it to see them (nothing was changed)");
                    return Err(ApiError::new(ErrorCode::SheetProblems, msg));
                }
                if preview.plan != plan.0 {
                    let msg = "The products changed since the preview: preview the file again (nothing was changed)";
                    return Err(ApiError::new(ErrorCode::SheetChanged, msg));
                }
                for step in planned.steps {
                    match step {
                        UploadStep::Create(new) => {
                            let p = products::create(tx, &new, &[])?;
                            product_written(tx, &who, None, &p)?;
                        }
                        UploadStep::Update(id, change) => {
                            let (before, threshold) = (products::get(tx, id)?, products::threshold(tx, id)?);
                            let p = products::update(tx, id, &change, None)?;
                            product_written(tx, &who, Some((&before, threshold)), &p)?;
                        }
                    }
                }
                Ok(SheetApplied { created: preview.created, updated: preview.updated, unchanged: preview.unchanged })
            })
            .await?;
        // one new version of the pages for the whole file, none for a file that changed nothing
        if applied.created + applied.updated > 0 {
            state.mail.wake();
            state.products_changed();
        }
        Ok(Json(applied))
    }
}
