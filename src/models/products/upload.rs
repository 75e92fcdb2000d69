//! The price list uploaded again: each row of products.csv read against the product it names
//! (by id; a row without one is a new product), every cell checked by the rules the forms use,
//! and the plan of what would change — shown as the preview, written as one transaction when
//! applied. The plan carries a digest of every change (with its value before): applying checks
//! that it is still the plan the admin saw, so nothing changed meanwhile is overwritten unseen.

use std::collections::HashMap;

use poem_openapi::types::MaybeUndefined;
use poem_openapi::{Enum, Object};
use rusqlite::Connection;
use sha2::{Digest, Sha256};

use super::alerts;
use super::changes::{check_price, NewProduct, ProductUpdate, MAX_DESCRIPTION, MAX_NAME};
use super::records::{self, Product, Source};
use super::sheet::{self, Column, Row, COLUMNS, REQUIRED_COLUMNS};
use crate::error::{ApiError, ErrorCode};
use crate::models::facts::{FactsInput, MAX_FACT_TEXT};
use crate::ops::csv::unmark;
use crate::ops::sheet::{self as reader, Sheet, Unreadable, MAX_RECORDS};
use crate::rules::{check_text, Field, MAX_AMOUNT};

/// What is wrong with a cell or a row.
#[derive(Enum, Clone, Copy, Debug, PartialEq, Eq)]
#[oai(rename = "SheetProblemCode", rename_all = "snake_case")]
pub enum ProblemCode {
    /// A cell a spreadsheet would compute (`=SUM(A1)`, `+A1*2`).
    Formula,
    NotANumber,
    NotWholeNumber,
    /// An empty cell the product cannot go without (`column`).
    Required,
    UnknownUnit,
    UnknownCurrency,
    UnknownSource,
    UnknownProvince,
    /// Samples that are neither yes nor no.
    NotYesNo,
    /// No product has this id.
    UnknownProduct,
    /// The id is on an earlier line too (`firstLine`).
    DuplicateId,
    /// A rule of the column is broken (length, range, format): `error` says which.
    Invalid,
    /// Available stock below what the product's imports less its exports leave (`limit`).
    BelowMovements,
    /// A new product that is imported: it needs its import's date, which the file has no column for.
    NewImported,
    /// More Persian packaging lines than English ones.
    PackagingMismatch,
    /// A quote opened on this line is never closed: the lines after it were not read.
    UnclosedQuote,
}

/// One thing wrong, where it is: the line of the file and the column.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct SheetProblem {
    pub line: i64,
    pub column: Option<Column>,
    pub code: ProblemCode,
    /// In English; a client words it by `code`.
    pub error: String,
    /// The cell as the file has it (its first 80 characters).
    pub value: Option<String>,
    /// `below_movements`: the least available stock the product can have.
    pub limit: Option<i64>,
    /// `duplicate_id`: the line the id is first on.
    pub first_line: Option<i64>,
}

/// A field that changes, from its value now to the file's (empty: none). Units, sources and
/// provinces by their API names, samples as `true`/`false`.
#[derive(Object, Debug, Clone)]
pub struct FieldChange {
    pub column: Column,
    pub before: String,
    pub after: String,
}

/// A line that creates a product (no `id`) or changes one.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct SheetLine {
    pub line: i64,
    pub id: Option<i64>,
    /// The product's name (the file's, for a new one).
    pub name: String,
    pub fields: Vec<FieldChange>,
}

/// What applying the file would do; nothing is written.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase")]
pub struct SheetPreview {
    /// Rows read below the header.
    pub lines: i64,
    pub created: i64,
    pub updated: i64,
    pub unchanged: i64,
    /// The lines that create or change a product, in the file's order.
    pub changes: Vec<SheetLine>,
    /// Everything wrong, by line; while there is any, the file cannot be applied.
    pub problems: Vec<SheetProblem>,
    /// Header cells that name no column (their cells are not read).
    pub ignored_columns: Vec<String>,
    /// Send it back to apply exactly this plan.
    pub plan: String,
}

/// What applying a file did.
#[derive(Object, Debug, Clone)]
pub struct SheetApplied {
    pub created: i64,
    pub updated: i64,
    pub unchanged: i64,
}

/// Reads an uploaded file, refusing one that is not a sheet at all: not UTF-8, too long, no
/// header.
pub fn read(bytes: &[u8]) -> Result<Sheet, ApiError> {
    reader::read(bytes).map_err(|e| match e {
        Unreadable::NotUtf8 => ApiError::new(
            ErrorCode::NotUtf8,
            "The file is not UTF-8: save it from the spreadsheet as \"CSV UTF-8\" and upload it again (nothing was changed)",
        ),
        Unreadable::TooManyRows => ApiError::new(
            ErrorCode::TooManyLines,
            format!("The file has more than {MAX_RECORDS} lines below its header: split it into files of at most {MAX_RECORDS}"),
        ),
        Unreadable::Empty => missing_columns(&REQUIRED_COLUMNS),
    })
}

fn missing_columns(missing: &[Column]) -> ApiError {
    let names: Vec<&str> = missing.iter().map(|c| c.label()).collect();
    let keys: Vec<String> = missing.iter().map(|c| c.key()).collect();
    ApiError::new(
        ErrorCode::MissingColumn,
        format!("The file has no column {} (its first row names the columns)", names.join(", ")),
    )
    .field(keys.join(","))
}

/// A step of the plan.
pub enum Step {
    Create(Box<NewProduct>),
    Update(i64, Box<ProductUpdate>),
}

pub struct Plan {
    pub preview: SheetPreview,
    pub steps: Vec<Step>,
}

/// What is wrong with one cell: its code and message.
type Fault = (ProblemCode, String);

/// Reads `sheet` against the products there are.
pub fn plan(conn: &Connection, sheet: &Sheet) -> Result<Plan, ApiError> {
    let (columns, ignored_columns) = header_columns(sheet)?;
    let products: HashMap<i64, Product> = records::list(conn)?.into_iter().map(|p| (p.id, p)).collect();
    let thresholds = alerts::thresholds(conn)?;
    let mut first_lines: HashMap<i64, i64> = HashMap::new();
    let mut preview = SheetPreview {
        lines: sheet.records.len() as i64,
        created: 0,
        updated: 0,
        unchanged: 0,
        changes: Vec::new(),
        problems: Vec::new(),
        ignored_columns,
        plan: String::new(),
    };
    let mut steps = Vec::new();
    for record in &sheet.records {
        let line = record.line as i64;
        let mut cells: HashMap<Column, String> = HashMap::new();
        let mut faults: Vec<(Column, Fault, &str)> = Vec::new();
        for (at, column) in columns.iter().enumerate() {
            let Some(column) = *column else { continue };
            let raw = record.cells.get(at).map_or("", String::as_str);
            match unmark(raw) {
                Ok(text) => {
                    cells.insert(column, text);
                }
                Err(_) => faults.push((column, (ProblemCode::Formula, formula_message(column)), raw)),
            }
        }
        let problem = |column: Option<Column>, (code, error): Fault, value: &str| SheetProblem {
            line,
            column,
            code,
            error,
            value: (!value.is_empty()).then(|| value.chars().take(80).collect()),
            limit: None,
            first_line: None,
        };
        let id_cell = cells.get(&Column::Id).map(|c| c.trim()).unwrap_or_default();
        let mut product = None;
        if !id_cell.is_empty() {
            match whole(id_cell) {
                Err(fault) => faults.push((Column::Id, fault, id_cell)),
                Ok(id) => match (products.get(&id), first_lines.get(&id)) {
                    (_, Some(&first)) => {
                        let mut p = problem(
                            Some(Column::Id),
                            (ProblemCode::DuplicateId, format!("ID {id} is already on line {first}")),
                            id_cell,
                        );
                        p.first_line = Some(first);
                        preview.problems.push(p);
                    }
                    (None, None) => faults.push((
                        Column::Id,
                        (ProblemCode::UnknownProduct, format!("No product has the ID {id_cell}")),
                        id_cell,
                    )),
                    (Some(p), None) => {
                        first_lines.insert(id, line);
                        product = Some(p);
                    }
                },
            }
        }
        let before = product.map(|p| Row::of(p, thresholds.get(&p.id).copied()));
        let mut row = before.clone().unwrap_or_else(Row::new_product);
        let comma = sheet.separator == ';';
        for (column, text) in &cells {
            if let Err(fault) = read_cell(&mut row, *column, text, comma) {
                faults.push((*column, fault, text));
            }
        }
        if cells.contains_key(&Column::Packaging) || cells.contains_key(&Column::PackagingFa) {
            let en = cells
                .get(&Column::Packaging)
                .map_or_else(|| row.text(Column::Packaging, Default::default()), Clone::clone);
            let fa = cells
                .get(&Column::PackagingFa)
                .map_or_else(|| row.text(Column::PackagingFa, Default::default()), Clone::clone);
            match sheet::packaging(&en, &fa) {
                Ok(options) => row.facts.packaging = options,
                Err(()) => faults.push((
                    Column::PackagingFa,
                    (ProblemCode::PackagingMismatch, "Packaging (Persian) has more lines than Packaging".into()),
                    "",
                )),
            }
        }
        let had_problems = !faults.is_empty() || preview.problems.last().is_some_and(|p| p.line == line);
        faults.sort_by_key(|(c, _, _)| COLUMNS.iter().position(|(k, _, _)| k == c));
        for (column, fault, value) in faults {
            preview.problems.push(problem(Some(column), fault, value));
        }
        if had_problems {
            continue;
        }
        let checked = match &before {
            Some(before) => {
                let Some(p) = product else { continue };
                update_step(p, before, &row)
            }
            None => create_step(&row, &cells),
        };
        match checked {
            Err((column, fault, limit)) => {
                let value = column.and_then(|c| cells.get(&c)).map_or("", String::as_str);
                let mut p = problem(column, fault, value);
                p.limit = limit;
                preview.problems.push(p);
            }
            Ok(None) => preview.unchanged += 1,
            Ok(Some((step, fields))) => {
                let id = match &step {
                    Step::Update(id, _) => Some(*id),
                    Step::Create(_) => None,
                };
                match id {
                    Some(_) => preview.updated += 1,
                    None => preview.created += 1,
                }
                preview.changes.push(SheetLine { line, id, name: row.name.clone(), fields });
                steps.push(step);
            }
        }
    }
    if let Some(line) = sheet.unclosed_quote {
        preview.problems.push(SheetProblem {
            line: line as i64,
            column: None,
            code: ProblemCode::UnclosedQuote,
            error: "A quote opened on this line is never closed: the lines after it were not read".into(),
            value: None,
            limit: None,
            first_line: None,
        });
    }
    preview.plan = digest(&preview);
    Ok(Plan { preview, steps })
}

/// Each header cell's column (none for a cell that names none); refuses a file without a
/// required column, or with one twice.
fn header_columns(sheet: &Sheet) -> Result<(Vec<Option<Column>>, Vec<String>), ApiError> {
    let mut columns = Vec::new();
    let mut ignored = Vec::new();
    for cell in &sheet.header.cells {
        let column = Column::of_header(cell);
        if let Some(c) = column {
            if columns.contains(&Some(c)) {
                return Err(ApiError::new(
                    ErrorCode::DuplicateColumn,
                    format!("The file has the column {} twice", c.label()),
                )
                .field(c.key()));
            }
        } else if !cell.trim().is_empty() {
            ignored.push(cell.trim().to_owned());
        }
        columns.push(column);
    }
    let missing: Vec<Column> = REQUIRED_COLUMNS.into_iter().filter(|c| !columns.contains(&Some(*c))).collect();
    if !missing.is_empty() {
        return Err(missing_columns(&missing));
    }
    Ok((columns, ignored))
}

fn formula_message(column: Column) -> String {
    format!(
        "{} looks like a formula, which a spreadsheet would compute: write it as text (with ' before it) or without the sign",
        column.label()
    )
}

/// Persian and Arabic-Indic digits as ASCII ones, and the Persian decimal mark (and `,` in a file
/// whose cells are separated by `;`) as `.`.
fn ascii_number(cell: &str, comma: bool) -> String {
    cell.trim()
        .chars()
        .map(|c| match c {
            '۰'..='۹' => char::from(b'0' + (c as u32 - '۰' as u32) as u8),
            '٠'..='٩' => char::from(b'0' + (c as u32 - '٠' as u32) as u8),
            '٫' => '.',
            ',' if comma => '.',
            c => c,
        })
        .collect()
}

fn is_number_text(s: &str, decimals: bool) -> bool {
    let digits = s.strip_prefix(['-', '+']).unwrap_or(s);
    !digits.is_empty()
        && digits.chars().any(|c| c.is_ascii_digit())
        && digits.chars().all(|c| c.is_ascii_digit() || (decimals && c == '.'))
        && digits.matches('.').count() <= 1
}

fn decimal(cell: &str, comma: bool) -> Result<f64, Fault> {
    let s = ascii_number(cell, comma);
    let n = if is_number_text(&s, true) { s.parse::<f64>().ok().filter(|n| n.is_finite()) } else { None };
    n.ok_or_else(|| (ProblemCode::NotANumber, format!("Not a number: {}", cell.trim())))
}

fn whole(cell: &str) -> Result<i64, Fault> {
    let s = ascii_number(cell, false);
    if is_number_text(&s, false) {
        return s.parse::<i64>().map_err(|_| (ProblemCode::Invalid, format!("Too large: {}", cell.trim())));
    }
    if is_number_text(&s, true) {
        return Err((ProblemCode::NotWholeNumber, format!("Not a whole number: {}", cell.trim())));
    }
    Err((ProblemCode::NotANumber, format!("Not a number: {}", cell.trim())))
}

fn word<T>(cell: &str, read: fn(&str) -> Option<T>, code: ProblemCode, what: &str) -> Result<T, Fault> {
    read(cell).ok_or_else(|| (code, format!("{what}, not {}", cell.trim())))
}

/// A text cell: trimmed, within `max` characters, no control characters (line breaks in a
/// multi-line text).
fn text(column: Column, cell: &str, max: usize, multiline: bool) -> Result<String, Fault> {
    let t = cell.trim();
    check_text(column.label(), t, max, multiline).map_err(|e| (ProblemCode::Invalid, e.message().to_owned()))?;
    Ok(t.to_owned())
}

fn optional<T>(cell: &str, read: impl FnOnce(&str) -> Result<T, Fault>) -> Result<Option<T>, Fault> {
    if cell.trim().is_empty() {
        Ok(None)
    } else {
        read(cell).map(Some)
    }
}

/// Reads one cell into `row`; packaging is read from its two cells together by the caller.
fn read_cell(row: &mut Row, column: Column, cell: &str, comma: bool) -> Result<(), Fault> {
    let f = &mut row.facts;
    let fact_text = |cell: &str| optional(cell, |c| text(column, c, MAX_FACT_TEXT, false));
    let required = || (ProblemCode::Required, format!("{} is required", column.label()));
    let blank = cell.trim().is_empty();
    match column {
        Column::Id | Column::Packaging | Column::PackagingFa => {}
        Column::Name if blank => return Err(required()),
        Column::Name => row.name = text(column, cell, MAX_NAME, false)?,
        Column::NameFa => row.name_fa = text(column, cell, MAX_NAME, false)?,
        Column::Description => row.description = text(column, cell, MAX_DESCRIPTION, true)?,
        Column::DescriptionFa => row.description_fa = text(column, cell, MAX_DESCRIPTION, true)?,
        Column::Unit | Column::Price | Column::Currency | Column::Source | Column::Available if blank => {
            return Err(required())
        }
        Column::Unit => {
            row.unit = word(cell, sheet::unit_of, ProblemCode::UnknownUnit, "No such unit (kg, tonne, bag or box)")?
        }
        Column::Price => {
            let price = decimal(cell, comma)?;
            check_price(price).map_err(|e| (ProblemCode::Invalid, e.message().to_owned()))?;
            row.price = price;
        }
        Column::Currency => {
            row.currency = word(cell, sheet::currency_of, ProblemCode::UnknownCurrency, "Currency must be USD or AFN")?
        }
        Column::Source => {
            row.source = word(cell, sheet::source_of, ProblemCode::UnknownSource, "Source must be bought or imported")?
        }
        Column::Available => {
            let n = whole(cell)?;
            if !(0..=MAX_AMOUNT).contains(&n) {
                return Err((ProblemCode::Invalid, format!("Available stock must be from 0 to {MAX_AMOUNT}")));
            }
            row.available = n;
        }
        Column::LowStockThreshold => {
            row.low_stock = optional(cell, whole)?;
            if let Some(t) = row.low_stock {
                alerts::check_threshold(t).map_err(|e| (ProblemCode::Invalid, e.message().to_owned()))?;
            }
        }
        Column::Variety => f.variety = fact_text(cell)?,
        Column::VarietyFa => f.variety_fa = fact_text(cell)?,
        Column::Grade => f.grade = fact_text(cell)?,
        Column::GradeFa => f.grade_fa = fact_text(cell)?,
        Column::Origin => {
            f.origin = optional(cell, |c| {
                word(
                    c,
                    sheet::province_of,
                    ProblemCode::UnknownProvince,
                    "Origin must be one of Afghanistan's 34 provinces",
                )
            })?
        }
        Column::CropYear => f.crop_year = optional(cell, whole)?,
        Column::Moisture => f.moisture = optional(cell, |c| decimal(c, comma))?,
        Column::ShelfLifeMonths => f.shelf_life_months = optional(cell, whole)?,
        Column::HsCode => f.hs_code = optional(cell, |c| Ok(c.trim().to_owned()))?,
        Column::MinOrder => f.min_order = optional(cell, whole)?,
        Column::LeadTimeDays => f.lead_time_days = optional(cell, whole)?,
        Column::Samples => {
            f.samples =
                optional(cell, |c| word(c, sheet::yes_no_of, ProblemCode::NotYesNo, "Samples must be yes or no"))?
        }
    }
    Ok(())
}

/// The facts of `after` that differ from `before` (all that are set, for a new product).
fn facts_change(before: Option<&Row>, after: &Row, changed: &[Column]) -> FactsInput {
    let a = &after.facts;
    let set = |column: Column| before.is_none() || changed.contains(&column);
    let value = |column: Column, v: Option<String>| match v {
        _ if !set(column) => MaybeUndefined::Undefined,
        Some(v) => MaybeUndefined::Value(v),
        None if before.is_none() => MaybeUndefined::Undefined,
        None => MaybeUndefined::Null,
    };
    fn pick<T>(set: bool, new: bool, v: Option<T>) -> MaybeUndefined<T> {
        match (set, v) {
            (false, _) => MaybeUndefined::Undefined,
            (true, Some(v)) => MaybeUndefined::Value(v),
            (true, None) if new => MaybeUndefined::Undefined,
            (true, None) => MaybeUndefined::Null,
        }
    }
    let new = before.is_none();
    let packaging = set(Column::Packaging) || set(Column::PackagingFa);
    FactsInput {
        variety: Field(value(Column::Variety, a.variety.clone())),
        variety_fa: Field(value(Column::VarietyFa, a.variety_fa.clone())),
        grade: Field(value(Column::Grade, a.grade.clone())),
        grade_fa: Field(value(Column::GradeFa, a.grade_fa.clone())),
        origin: Field(pick(set(Column::Origin), new, a.origin)),
        crop_year: Field(pick(set(Column::CropYear), new, a.crop_year)),
        moisture: Field(pick(set(Column::Moisture), new, a.moisture)),
        shelf_life_months: Field(pick(set(Column::ShelfLifeMonths), new, a.shelf_life_months)),
        hs_code: Field(value(Column::HsCode, a.hs_code.clone())),
        packaging: Field(pick(packaging, new, (!a.packaging.is_empty()).then(|| a.packaging.clone()))),
        min_order: Field(pick(set(Column::MinOrder), new, a.min_order)),
        lead_time_days: Field(pick(set(Column::LeadTimeDays), new, a.lead_time_days)),
        samples: Field(pick(set(Column::Samples), new, a.samples)),
    }
}

/// A fault the model's own rules found, at the column of the field they name.
type Refusal = (Option<Column>, Fault, Option<i64>);

fn refusal(e: ApiError, field: Option<&str>) -> Refusal {
    let column = field.and_then(|f| match f.split(',').next().unwrap_or(f) {
        "initialStock" | "baseStock" => Some(Column::Available),
        f => Column::of_header(f.trim_start_matches("facts.")),
    });
    let code = if e.code() == ErrorCode::Required { ProblemCode::Required } else { ProblemCode::Invalid };
    (column, (code, e.message().to_owned()), None)
}

type Checked = Result<Option<(Step, Vec<FieldChange>)>, Refusal>;

fn changes(before: Option<&Row>, after: &Row) -> Vec<FieldChange> {
    COLUMNS
        .iter()
        .map(|(c, _, _)| *c)
        .filter(|c| *c != Column::Id)
        .filter_map(|column| {
            let (old, new) = (before.map(|b| b.value(column)).unwrap_or_default(), after.value(column));
            (old != new).then_some(FieldChange { column, before: old, after: new })
        })
        .collect()
}

fn update_step(p: &Product, before: &Row, after: &Row) -> Checked {
    let fields = changes(Some(before), after);
    if fields.is_empty() {
        return Ok(None);
    }
    let changed: Vec<Column> = fields.iter().map(|f| f.column).collect();
    let has = |c: Column| changed.contains(&c);
    let some = |c: Column, v: String| Field(has(c).then_some(v));
    let base_stock = p.base_stock + (after.available - p.available);
    if has(Column::Available) && base_stock < 0 {
        let least = p.available - p.base_stock;
        let message = format!(
            "Available stock can be no less than {least} here: what its imports less its exports leave (record an export instead)"
        );
        return Err((Some(Column::Available), (ProblemCode::BelowMovements, message), Some(least)));
    }
    let update = ProductUpdate {
        name: some(Column::Name, after.name.clone()),
        name_fa: some(Column::NameFa, after.name_fa.clone()),
        description: some(Column::Description, after.description.clone()),
        description_fa: some(Column::DescriptionFa, after.description_fa.clone()),
        unit: Field(has(Column::Unit).then_some(after.unit)),
        price: Field(has(Column::Price).then_some(after.price)),
        currency: Field(has(Column::Currency).then_some(after.currency)),
        source: Field(has(Column::Source).then_some(after.source)),
        base_stock: Field(has(Column::Available).then_some(base_stock)),
        low_stock_threshold: Field(match (has(Column::LowStockThreshold), after.low_stock) {
            (false, _) => MaybeUndefined::Undefined,
            (true, Some(t)) => MaybeUndefined::Value(t),
            (true, None) => MaybeUndefined::Null,
        }),
        facts: Field(Some(facts_change(Some(before), after, &changed))),
        ..ProductUpdate::default()
    };
    let check = update.check().and_then(|()| update.facts.as_ref().map_or(Ok(()), FactsInput::check));
    if let Err(e) = check {
        let field = e.field_name().map(str::to_owned);
        return Err(refusal(e, field.as_deref()));
    }
    Ok(Some((Step::Update(p.id, Box::new(update)), fields)))
}

fn create_step(row: &Row, cells: &HashMap<Column, String>) -> Checked {
    if row.source == Source::Imported {
        let message = "A new product from a file is added as bought: an imported one needs the date of its first import (add it with the form)";
        return Err((Some(Column::Source), (ProblemCode::NewImported, message.into()), None));
    }
    let new = NewProduct {
        name: Field(Some(row.name.clone())),
        name_fa: Field(Some(row.name_fa.clone())),
        description: Field(Some(row.description.clone())),
        description_fa: Field(Some(row.description_fa.clone())),
        unit: Field(Some(row.unit)),
        price: Field(cells.contains_key(&Column::Price).then_some(row.price)),
        currency: Field(Some(row.currency)),
        source: Field(Some(row.source)),
        initial_stock: Field(cells.contains_key(&Column::Available).then_some(row.available)),
        low_stock_threshold: Field(row.low_stock),
        facts: Field(Some(facts_change(None, row, &[]))),
        ..NewProduct::default()
    };
    if let Err(e) = new.check() {
        let field = e.field_name().map(str::to_owned);
        return Err(refusal(e, field.as_deref()));
    }
    Ok(Some((Step::Create(Box::new(new)), changes(None, row))))
}

/// A digest of the plan: every change with its value before, and every problem's place.
fn digest(preview: &SheetPreview) -> String {
    let mut hash = Sha256::new();
    hash.update(preview.lines.to_le_bytes());
    for line in &preview.changes {
        hash.update(format!("{}\t{:?}\n", line.line, line.id));
        for f in &line.fields {
            hash.update(format!("{:?}\t{}\t{}\n", f.column, f.before.len(), f.after.len()));
            hash.update(&f.before);
            hash.update(&f.after);
        }
    }
    for p in &preview.problems {
        hash.update(format!("{}\t{:?}\t{:?}\n", p.line, p.column, p.code));
    }
    hash.finalize().iter().map(|b| format!("{b:02x}")).collect()
}
