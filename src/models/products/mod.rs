//! Products and their stock: imports, exports, and available = base stock + Σ imports − Σ exports.
//! Every stock change runs in the writer's transaction, so concurrent exports cannot oversell.
//!
//! This file is the module's face: what the rest of the program uses is re-exported here. A file
//! each: [`records`] (a product as read, its units and currencies, and the queries), [`changes`]
//! (the forms of a new product and of a change, their rules, create, update and delete), [`stock`]
//! (imports and exports), [`csv`] (movements.csv), [`alerts`] (the low-stock threshold and the
//! stock it watches), [`sheet`] (products.csv, the price list as a spreadsheet) and [`upload`] (that
//! file uploaded again: its preview and plan).

mod alerts;
mod changes;
mod csv;
mod records;
mod sheet;
mod stock;
mod upload;

pub use alerts::{level as stock_level, levels as stock_levels, mark_alerted, threshold, StockLevel};
pub use changes::{create, delete, update, NewProduct, NewProductBody, PhotoChange, ProductUpdate};
pub use csv::export_movements;
pub use records::{available, get, list, Currency, Movement, Product, Source, StockExport, StockImport, Unit};
pub use sheet::{export as export_sheet, Column as SheetColumn};
pub use stock::{add_export, add_import, NewExport, NewImport};
pub use upload::{plan as plan_upload, read as read_upload, SheetApplied, SheetPreview, Step as UploadStep};
