//! A product's facts in its JSON-LD: `countryOfOrigin`, one `PropertyValue` per fact that is set
//! (named in the page's language), and the minimum order as the offer's `eligibleQuantity`.

use serde_json::{json, Value};

use crate::locale::Lang;
use crate::models::facts::province_name;

/// UN/CEFACT's code of each unit a product is counted in.
fn unit_code(unit: &str) -> Option<&'static str> {
    match unit {
        "kg" => Some("KGM"),
        "ton" => Some("TNE"),
        "bag" => Some("BG"),
        "box" => Some("BX"),
        _ => None,
    }
}

/// Adds the facts of `p` (a product as the API answers it) to its schema.org `product`.
pub fn add_facts(product: &mut Value, p: &Value, lang: Lang) {
    let Some(facts) = p.get("facts").filter(|f| f.is_object()) else { return };
    let text = |en: &str, fa: &str| -> Option<Value> {
        let chosen = if lang == Lang::Fa { facts.get(fa).and_then(Value::as_str) } else { None };
        chosen.or_else(|| facts.get(en).and_then(Value::as_str)).map(|s| json!(s))
    };
    let mut props: Vec<Value> = Vec::new();
    let mut add = |name: (&str, &str), value: Option<Value>, unit: Option<&str>| {
        if let Some(value) = value {
            let mut prop = json!({ "@type": "PropertyValue", "name": lang.pick(name), "value": value });
            if let Some(unit) = unit {
                prop["unitCode"] = json!(unit);
            }
            props.push(prop);
        }
    };
    add(("Variety", "رقم"), text("variety", "varietyFa"), None);
    add(("Grade", "درجه"), text("grade", "gradeFa"), None);
    let origin = facts.get("origin").and_then(Value::as_str).and_then(|code| province_name(code, lang));
    add(("Origin", "مبدأ"), origin.map(|o| json!(o)), None);
    add(("Crop year", "سال محصول"), facts.get("cropYear").cloned(), None);
    add(("Moisture", "رطوبت"), facts.get("moisture").cloned(), Some("P1"));
    add(("Shelf life", "مدت نگهداری"), facts.get("shelfLifeMonths").cloned(), Some("MON"));
    add(("HS code", "کد تعرفهٔ گمرکی"), facts.get("hsCode").cloned(), None);
    for pack in facts.get("packaging").and_then(Value::as_array).into_iter().flatten() {
        let fa = if lang == Lang::Fa { pack.get("fa").and_then(Value::as_str) } else { None };
        add(("Packaging", "بسته‌بندی"), fa.or_else(|| pack.get("en").and_then(Value::as_str)).map(|s| json!(s)), None);
    }
    add(("Lead time", "زمان آماده‌سازی"), facts.get("leadTimeDays").cloned(), Some("DAY"));
    add(("Samples available", "نمونه موجود است"), facts.get("samples").cloned(), None);
    if origin.is_some() {
        product["countryOfOrigin"] = json!({ "@type": "Country", "name": lang.pick(("Afghanistan", "افغانستان")) });
    }
    if !props.is_empty() {
        product["additionalProperty"] = json!(props);
    }
    if let Some(min) = facts.get("minOrder").and_then(Value::as_i64) {
        let mut quantity = json!({ "@type": "QuantitativeValue", "minValue": min });
        if let Some(code) = p["unit"].as_str().and_then(unit_code) {
            quantity["unitCode"] = json!(code);
        }
        product["offers"]["eligibleQuantity"] = quantity;
    }
}
