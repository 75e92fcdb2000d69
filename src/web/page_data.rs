//! What a page shows, read from the models as the API answers it, and inlined for the browser.

use bytes::Bytes;
use serde_json::{json, Value};

use crate::error::ApiError;
use crate::locale::Lang;
use crate::models::{awards, content, documents, hero};
use crate::state::AppState;

/// What a page shows, as the API answers it: the site content (every page: top bar, footer,
/// contact details), and the page's own data: the catalogue (products), the slideshow (home), the
/// awards (about); the certificates and documents valid on the page's date (about, products).
pub struct PageData {
    pub year: i32,
    pub content: Value,
    /// The products as GET /api/products answers them (the bytes of its cache, shared): parsed
    /// only where they are read, so a cached page body does not hold a tree of them.
    pub products_json: Option<Bytes>,
    pub hero: Option<Value>,
    pub awards: Option<Value>,
    /// The certificates and product documents valid on the day the page is made for.
    pub documents: Option<Value>,
}

impl PageData {
    pub async fn load(state: &AppState, page: &str, today: time::Date) -> Result<PageData, ApiError> {
        let year = today.year();
        let content = state.db.read(content::get).await?;
        let content = poem_openapi::types::ToJSON::to_json(&content).unwrap_or(Value::Null);
        let products_json = match page {
            "products" => Some(state.product_list_json().await?),
            _ => None,
        };
        let hero = match page {
            "home" => poem_openapi::types::ToJSON::to_json(&state.db.read(hero::get).await?),
            _ => None,
        };
        let awards = match page {
            "about" => poem_openapi::types::ToJSON::to_json(&state.db.read(awards::list).await?),
            _ => None,
        };
        let documents = match page {
            "about" | "products" => {
                poem_openapi::types::ToJSON::to_json(&state.db.read(move |c| documents::list_valid(c, today)).await?)
            }
            _ => None,
        };
        Ok(PageData { year, content, products_json, hero, awards, documents })
    }

    /// The product list (empty on pages without it).
    pub fn products(&self) -> Vec<Value> {
        self.products_json.as_ref().and_then(|json| serde_json::from_slice(json).ok()).unwrap_or_default()
    }

    /// The data as the browser's store takes it (`PageData` of ui/src/store.ts), as JSON. The
    /// product list goes in as the API's bytes: copying it through a `Value` took longer than
    /// rendering a card.
    pub fn browser_json(&self, lang: Lang) -> String {
        let mut data = json!({ "lang": lang.code(), "year": self.year, "content": self.content });
        if let Some(hero) = &self.hero {
            data["hero"] = hero.clone();
        }
        if let Some(awards) = &self.awards {
            data["awards"] = awards.clone();
        }
        if let Some(documents) = &self.documents {
            data["documents"] = documents.clone();
        }
        let mut out = data.to_string();
        if let Some(products) = &self.products_json {
            out.pop(); // the object's closing brace
            out.push_str(",\"products\":");
            out.push_str(std::str::from_utf8(products).unwrap_or("[]"));
            out.push('}');
        }
        out
    }
}

/// The newest `YYYY-MM-DD` among the products' creation, import and export dates.
pub fn last_change(products: &[Value]) -> Option<String> {
    let mut dates = Vec::new();
    for p in products {
        dates.extend(p.get("createdAt").and_then(Value::as_str));
        for list in ["imports", "exports"] {
            for m in p.get(list).and_then(Value::as_array).into_iter().flatten() {
                dates.extend(m.get("date").and_then(Value::as_str));
            }
        }
    }
    dates
        .into_iter()
        .filter_map(|d| d.get(..10))
        .filter(|d| d.bytes().enumerate().all(|(i, b)| if i == 4 || i == 7 { b == b'-' } else { b.is_ascii_digit() }))
        .max()
        .map(str::to_owned)
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;

    #[test]
    fn browser_json_carries_the_api_product_list() {
        let products = br#"[{"id":1,"name":"</script>"}]"#;
        let data = PageData {
            year: 2026,
            content: json!({ "email": "a@b.c" }),
            products_json: Some(Bytes::from_static(products)),
            hero: None,
            awards: Some(json!([])),
            documents: None,
        };
        let parsed: Value = serde_json::from_str(&data.browser_json(Lang::Fa)).unwrap();
        assert_eq!(
            parsed,
            json!({ "lang": "fa", "year": 2026, "content": { "email": "a@b.c" }, "awards": [], "products": [{ "id": 1, "name": "</script>" }] })
        );
        let without = PageData { products_json: None, ..data };
        assert!(serde_json::from_str::<Value>(&without.browser_json(Lang::En)).unwrap().get("products").is_none());
    }
}
