//! A product's texts in a page's language, as the API answers the product (`name`, `nameFa`,
//! `description`, `descriptionFa`): the Persian text on Persian pages where it is written, else
//! the English one; and the product's path in that language (its slug made from that name).

use serde_json::{json, Value};

use crate::locale::Lang;
use crate::models::slug::product_segment;

fn text<'a>(p: &'a Value, english: &str, persian: &str, lang: Lang) -> &'a str {
    let fa = p[persian].as_str().map(str::trim).filter(|s| !s.is_empty());
    match (lang, fa) {
        (Lang::Fa, Some(fa)) => fa,
        _ => p[english].as_str().unwrap_or_default(),
    }
}

/// The product's name in `lang` (the English one where the Persian is not written).
pub fn name(p: &Value, lang: Lang) -> &str {
    text(p, "name", "nameFa", lang)
}

/// The product's description written in `lang` itself ('' when there is none in it).
pub fn own_description(p: &Value, lang: Lang) -> &str {
    let key = if lang == Lang::Fa { "descriptionFa" } else { "description" };
    p[key].as_str().map(str::trim).unwrap_or_default()
}

/// The product's path in `lang` without the language prefix: `/products/<id>-<slug of its name
/// in lang>`.
pub fn path(p: &Value, lang: Lang) -> String {
    format!("/products/{}", product_segment(p["id"].as_i64().unwrap_or(0), name(p, lang)))
}

/// The product's JSON-LD (from [`super::head::product_ld`]) in `lang`: its name there, its
/// description where it has one in that language, and the language it is written in.
pub fn localize_ld(ld: &mut Value, p: &Value, lang: Lang) {
    ld["name"] = json!(name(p, lang));
    let description = own_description(p, lang);
    if !description.is_empty() {
        ld["description"] = json!(description);
    }
    // No `inLanguage`: schema.org gives it to creative works, not to a Product (the page's
    // `<html lang>` says the language; tests/reliability/test_metadata.py checks the vocabulary).
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn persian_where_written_else_english() {
        let p = json!({ "id": 7, "name": "Green raisins", "nameFa": "کشمش سبز", "description": "Sun-dried.", "descriptionFa": " " });
        assert_eq!(name(&p, Lang::En), "Green raisins");
        assert_eq!(name(&p, Lang::Fa), "کشمش سبز");
        assert_eq!(own_description(&p, Lang::En), "Sun-dried.");
        assert_eq!(own_description(&p, Lang::Fa), "");
        assert_eq!(path(&p, Lang::En), "/products/7-green-raisins");
        assert_eq!(path(&p, Lang::Fa), "/products/7-%DA%A9%D8%B4%D9%85%D8%B4-%D8%B3%D8%A8%D8%B2");
        let untranslated = json!({ "id": 8, "name": "Saffron", "nameFa": "" });
        assert_eq!(name(&untranslated, Lang::Fa), "Saffron");
        assert_eq!(path(&untranslated, Lang::Fa), "/products/8-saffron");
    }
}
