//! The texts of each language the server writes into a page's head, built from the UI's
//! dictionaries into `page-meta.json` by ui/build.mjs.

use std::collections::HashMap;

use serde::Deserialize;

use crate::locale::Lang;

/// Texts of one language, built from the UI's dictionaries into `page-meta.json` by build.mjs.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LangMeta {
    pub site_name: String,
    pub full_name: String,
    pub og_locale: String,
    pub pages: HashMap<String, PageText>,
    /// A product's own page: patterns with `{name}`, `{price}`, `{unit}` and `{available}`.
    pub product: ProductText,
    /// Every web font the language's pages lay out with, preloaded from the head: asked for with
    /// the stylesheet, they are mostly there for the first layout, so the page is not laid out
    /// again when one arrives (a long task on a slow phone).
    pub fonts: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProductText {
    pub title: String,
    pub description: String,
    pub sold_out: String,
}

#[derive(Deserialize)]
pub struct PageText {
    pub title: String,
    pub description: String,
}

/// `page-meta.json`: both languages' texts.
#[derive(Deserialize)]
pub struct MetaFile {
    pub en: LangMeta,
    pub fa: LangMeta,
}

impl MetaFile {
    pub fn of(&self, lang: Lang) -> &LangMeta {
        match lang {
            Lang::En => &self.en,
            Lang::Fa => &self.fa,
        }
    }
}
