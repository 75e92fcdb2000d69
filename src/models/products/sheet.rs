//! products.csv: the price list as a spreadsheet, one row per product with its texts, price,
//! stock, low-stock alert and facts (not its photos), in either language; and what each of its cells means when
//! the owner uploads it again ([`super::upload`]). One table of columns serves both, so a file
//! written here reads back unchanged.

use poem_openapi::types::ParseFromJSON;
use rusqlite::Connection;

use super::records::{self, Currency, Product, Source, Unit};
use crate::error::ApiError;
use crate::locale::{self, Lang};
use crate::models::facts::{province_codes, province_name, Packaging, ProductFacts, Province};
use crate::ops::csv::{header, Cell, CsvWriter, Language};
use crate::rules::Field;

/// A column of products.csv, named as the API names the field (a fact without its `facts.`).
#[derive(poem_openapi::Enum, Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[oai(rename = "SheetColumn", rename_all = "camelCase")]
pub enum Column {
    Id,
    Name,
    NameFa,
    Description,
    DescriptionFa,
    Unit,
    Price,
    Currency,
    Source,
    Available,
    LowStockThreshold,
    Variety,
    VarietyFa,
    Grade,
    GradeFa,
    Origin,
    CropYear,
    Moisture,
    ShelfLifeMonths,
    HsCode,
    Packaging,
    PackagingFa,
    MinOrder,
    LeadTimeDays,
    Samples,
}

/// Every column in the file's order, with its header in English and Persian.
pub const COLUMNS: [(Column, &str, &str); 25] = [
    (Column::Id, "ID", "شناسه"),
    (Column::Name, "Product", "محصول"),
    (Column::NameFa, "Product (Persian)", "محصول (فارسی)"),
    (Column::Description, "Description", "توضیحات"),
    (Column::DescriptionFa, "Description (Persian)", "توضیحات (فارسی)"),
    (Column::Unit, "Unit", "واحد"),
    (Column::Price, "Price", "قیمت"),
    (Column::Currency, "Currency", "واحد پول"),
    (Column::Source, "Source", "منبع"),
    (Column::Available, "Available", "موجودی در دسترس"),
    (Column::LowStockThreshold, "Low-stock alert at", "هشدار کمبود موجودی در"),
    (Column::Variety, "Variety", "رقم"),
    (Column::VarietyFa, "Variety (Persian)", "رقم (فارسی)"),
    (Column::Grade, "Grade", "درجه"),
    (Column::GradeFa, "Grade (Persian)", "درجه (فارسی)"),
    (Column::Origin, "Origin", "مبدأ"),
    (Column::CropYear, "Crop year", "سال محصول"),
    (Column::Moisture, "Moisture (%)", "رطوبت (٪)"),
    (Column::ShelfLifeMonths, "Shelf life (months)", "مدت نگهداری (ماه)"),
    (Column::HsCode, "HS code", "کد تعرفهٔ گمرکی"),
    (Column::Packaging, "Packaging", "بسته‌بندی"),
    (Column::PackagingFa, "Packaging (Persian)", "بسته‌بندی (فارسی)"),
    (Column::MinOrder, "Minimum order", "حداقل سفارش"),
    (Column::LeadTimeDays, "Lead time (days)", "زمان آماده‌سازی (روز)"),
    (Column::Samples, "Samples", "نمونه"),
];

/// The columns a file must have: what finds the product, and what every product has.
pub const REQUIRED_COLUMNS: [Column; 4] = [Column::Id, Column::Name, Column::Unit, Column::Price];

impl Column {
    /// The column's English header.
    pub fn label(self) -> &'static str {
        COLUMNS.iter().find(|(c, _, _)| *c == self).map_or("", |(_, en, _)| en)
    }

    /// The column's name in the API (`price`, `cropYear`).
    pub fn key(self) -> String {
        poem_openapi::types::ToJSON::to_json(&self).and_then(|v| v.as_str().map(str::to_owned)).unwrap_or_default()
    }

    /// The column a header cell names: its English or Persian header, or its API name, in any
    /// case and spacing.
    pub fn of_header(text: &str) -> Option<Column> {
        let text = words(text);
        COLUMNS
            .iter()
            .find(|(c, en, fa)| text == words(en) || text == words(fa) || text == words(&c.key()))
            .map(|(c, _, _)| *c)
    }
}

/// `text` as words are compared: trimmed, lower case, without spaces, zero-width non-joiners or
/// tatweels, with the Arabic forms of ی and ک a keyboard may type taken as the Persian ones.
pub fn words(text: &str) -> String {
    text.trim()
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '\u{200C}' | '\u{0640}' | '\u{FEFF}'))
        .map(|c| match c {
            'ي' | 'ى' => 'ی',
            'ك' => 'ک',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// What a product is as a row of the file: the fields an upload may change.
#[derive(Debug, Clone, PartialEq)]
pub struct Row {
    pub name: String,
    pub name_fa: String,
    pub description: String,
    pub description_fa: String,
    pub unit: Unit,
    pub price: f64,
    pub currency: Currency,
    pub source: Source,
    pub available: i64,
    /// The low-stock alert's threshold (none: no alert).
    pub low_stock: Option<i64>,
    pub facts: ProductFacts,
}

impl Row {
    /// The row of `p`, whose low-stock threshold is `low_stock`.
    pub fn of(p: &Product, low_stock: Option<i64>) -> Row {
        Row {
            name: p.name.trim().to_owned(),
            name_fa: p.name_fa.clone(),
            description: p.description.clone(),
            description_fa: p.description_fa.clone(),
            unit: p.unit,
            price: p.price,
            currency: p.currency,
            source: p.source,
            available: p.available,
            low_stock,
            facts: p.facts.clone(),
        }
    }

    /// A new product's row before its cells are read: what the form starts with.
    pub fn new_product() -> Row {
        Row {
            name: String::new(),
            name_fa: String::new(),
            description: String::new(),
            description_fa: String::new(),
            unit: Unit::Kg,
            price: 0.0,
            currency: Currency::Usd,
            source: Source::Bought,
            available: 0,
            low_stock: None,
            facts: ProductFacts::default(),
        }
    }

    /// The cell of `column` as the file writes it in `lang` (none for the id).
    pub fn text(&self, column: Column, lang: Lang) -> String {
        let f = &self.facts;
        let number = |n: Option<i64>| n.map(|n| n.to_string()).unwrap_or_default();
        let text = |t: &Option<String>| t.clone().unwrap_or_default();
        match column {
            Column::Id => String::new(),
            Column::Name => self.name.clone(),
            Column::NameFa => self.name_fa.clone(),
            Column::Description => self.description.clone(),
            Column::DescriptionFa => self.description_fa.clone(),
            Column::Unit => self.unit.words(lang).to_owned(),
            Column::Price => self.price.to_string(),
            Column::Currency => self.currency.as_str().to_owned(),
            Column::Source => lang.pick(source_words(self.source)).to_owned(),
            Column::Available => self.available.to_string(),
            Column::LowStockThreshold => number(self.low_stock),
            Column::Variety => text(&f.variety),
            Column::VarietyFa => text(&f.variety_fa),
            Column::Grade => text(&f.grade),
            Column::GradeFa => text(&f.grade_fa),
            Column::Origin => f.origin.and_then(|o| province_name(o.as_str(), lang)).unwrap_or_default().to_owned(),
            Column::CropYear => number(f.crop_year),
            Column::Moisture => f.moisture.map(|m| m.to_string()).unwrap_or_default(),
            Column::ShelfLifeMonths => number(f.shelf_life_months),
            Column::HsCode => text(&f.hs_code),
            Column::Packaging => f.packaging.iter().map(|p| p.en.as_str()).collect::<Vec<_>>().join("\n"),
            Column::PackagingFa => packaging_fa(&f.packaging),
            Column::MinOrder => number(f.min_order),
            Column::LeadTimeDays => number(f.lead_time_days),
            Column::Samples => f.samples.map(|s| lang.pick(yes_no(s)).to_owned()).unwrap_or_default(),
        }
    }

    /// The value of `column` as the preview shows it, the same in both languages: the API's
    /// names of units, sources and provinces, `true`/`false`; empty for none.
    pub fn value(&self, column: Column) -> String {
        match column {
            Column::Unit => self.unit.as_str().to_owned(),
            Column::Source => self.source.as_str().to_owned(),
            Column::Origin => self.facts.origin.map(|o| o.as_str().to_owned()).unwrap_or_default(),
            Column::Samples => self.facts.samples.map(|s| s.to_string()).unwrap_or_default(),
            _ => self.text(column, Lang::En),
        }
    }
}

/// The Persian packaging texts, one line per option (an empty line where it has none).
fn packaging_fa(options: &[Packaging]) -> String {
    let lines: Vec<&str> = options.iter().map(|p| p.fa.as_deref().unwrap_or_default()).collect();
    if lines.iter().all(|l| l.is_empty()) {
        return String::new();
    }
    lines.join("\n")
}

fn source_words(source: Source) -> (&'static str, &'static str) {
    match source {
        Source::Bought => ("bought", "خریداری‌شده"),
        Source::Imported => ("imported", "واردشده"),
    }
}

fn yes_no(yes: bool) -> (&'static str, &'static str) {
    if yes {
        ("yes", "بله")
    } else {
        ("no", "خیر")
    }
}

/// One of an API enum's values by its name.
fn enum_named<T: ParseFromJSON>(name: &str) -> Option<T> {
    T::parse_from_json(Some(serde_json::Value::String(name.to_owned()))).ok()
}

/// A unit by its API name or its words in either language ("kg", "tonne", "t", "تن", "boxes").
pub fn unit_of(cell: &str) -> Option<Unit> {
    let cell = words(cell);
    let unit = locale::UNITS.iter().find(|w| {
        let names = [w.unit, w.counted.0, w.counted.1, w.one.0, w.one.1];
        names.iter().any(|n| words(n) == cell)
    })?;
    enum_named(unit.unit)
}

pub fn currency_of(cell: &str) -> Option<Currency> {
    let cell = words(cell);
    [Currency::Usd, Currency::Afn].into_iter().find(|c| words(c.as_str()) == cell)
}

pub fn source_of(cell: &str) -> Option<Source> {
    let cell = words(cell);
    [Source::Bought, Source::Imported].into_iter().find(|s| {
        let (en, fa) = source_words(*s);
        [s.as_str(), en, fa].iter().any(|w| words(w) == cell)
    })
}

/// A province by its API name or its name in either language.
pub fn province_of(cell: &str) -> Option<Province> {
    let cell = words(cell);
    let code = province_codes().find(|code| {
        [Lang::En, Lang::Fa].iter().any(|&l| province_name(code, l).is_some_and(|n| words(n) == cell))
            || words(code) == cell
    })?;
    enum_named(code)
}

/// yes or no, in either language (`true`/`false` too).
pub fn yes_no_of(cell: &str) -> Option<bool> {
    let cell = words(cell);
    [true, false].into_iter().find(|&b| {
        let (en, fa) = yes_no(b);
        [en, fa, if b { "true" } else { "false" }].iter().any(|w| words(w) == cell)
    })
}

/// The packaging options of the two cells: one per line of the English one, with the Persian
/// line in the same place.
pub fn packaging(en: &str, fa: &str) -> Result<Vec<Packaging>, ()> {
    let lines = |text: &str| text.split('\n').map(|l| l.trim().to_owned()).collect::<Vec<_>>();
    let en: Vec<String> = lines(en).into_iter().filter(|l| !l.is_empty()).collect();
    let mut fa = lines(fa);
    while fa.last().is_some_and(String::is_empty) {
        fa.pop();
    }
    if fa.len() > en.len() {
        return Err(());
    }
    Ok(en
        .into_iter()
        .enumerate()
        .map(|(i, en)| Packaging { en: Field(en), fa: Field(fa.get(i).filter(|t| !t.is_empty()).cloned()) })
        .collect())
}

/// Writes every product, by id, as a row of products.csv with its header in `lang`.
pub fn export(conn: &Connection, lang: Language, csv: &mut CsvWriter) -> Result<(), ApiError> {
    let lang = Lang::from(lang);
    let names: Vec<(&str, &str)> = COLUMNS.iter().map(|(_, en, fa)| (*en, *fa)).collect();
    csv.row(header(lang, &names))?;
    let mut products = records::list(conn)?;
    products.sort_by_key(|p| p.id);
    let thresholds = super::alerts::thresholds(conn)?;
    for p in &products {
        let row = Row::of(p, thresholds.get(&p.id).copied());
        let texts: Vec<String> = COLUMNS.iter().map(|(c, _, _)| row.text(*c, lang)).collect();
        csv.row(COLUMNS.iter().zip(&texts).map(|((c, _, _), text)| match c {
            Column::Id => Cell::Int(p.id),
            _ => Cell::Text(text),
        }))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_column_has_both_headers_and_reads_back_by_each() {
        for (column, en, fa) in COLUMNS {
            assert_eq!(Column::of_header(en), Some(column));
            assert_eq!(Column::of_header(fa), Some(column));
            assert_eq!(Column::of_header(&column.key()), Some(column));
        }
        assert_eq!(Column::of_header("  crop YEAR "), Some(Column::CropYear));
    }

    #[test]
    fn words_read_in_either_language() {
        assert_eq!(unit_of("تن"), Some(Unit::Ton));
        assert_eq!(unit_of("Boxes"), Some(Unit::Box));
        assert_eq!(unit_of("crate"), None);
        assert_eq!(source_of("خریداری شده"), Some(Source::Bought));
        assert_eq!(province_of("هرات"), Some(Province::Herat));
        assert_eq!(province_of("Sar-e Pol"), Some(Province::SarePol));
        assert_eq!(yes_no_of("بله"), Some(true));
        assert_eq!(currency_of("afn"), Some(Currency::Afn));
    }

    #[test]
    fn packaging_lines_pair_up() {
        let options = packaging("10 kg carton\n25 kg bag\n", "کارتن ۱۰ کیلویی\n").unwrap();
        assert_eq!(options.len(), 2);
        assert_eq!(options[0].fa.as_deref(), Some("کارتن ۱۰ کیلویی"));
        assert_eq!(options[1].fa.as_deref(), None);
        assert!(packaging("10 kg carton", "یک\nدو").is_err());
    }
}
