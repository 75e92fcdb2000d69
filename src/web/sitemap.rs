//! `/robots.txt` and `/sitemap.xml`.

use std::fmt::Write as _;

use serde_json::Value;

use super::head::esc;
use super::page_data::last_change;
use super::slug::product_segment;
use crate::locale::Lang;

pub fn robots(base: &str) -> String {
    format!("User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: {base}/sitemap.xml\n")
}

/// Every public URL in both languages with its alternates: the pages, with `lastmod` the
/// newest date in the catalogue data (product added, stock imported or exported), then each
/// product's own page with its own newest date.
pub fn sitemap(routes: &[(String, String)], products: &[Value], base: &str) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    let mut entry = |path: &str, lastmod: Option<&str>| {
        for lang in [Lang::En, Lang::Fa] {
            let _ = write!(xml, "  <url>\n    <loc>{}</loc>\n", esc(&format!("{base}{}", lang.path(path))));
            if let Some(date) = lastmod {
                let _ = writeln!(xml, "    <lastmod>{date}</lastmod>");
            }
            for (hreflang, l) in [("en", Lang::En), ("fa", Lang::Fa), ("x-default", Lang::En)] {
                let _ = writeln!(
                    xml,
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>",
                    esc(&format!("{base}{}", l.path(path)))
                );
            }
            xml.push_str("  </url>\n");
        }
    };
    let lastmod = last_change(products);
    for (path, _) in routes {
        entry(path, lastmod.as_deref());
    }
    for p in products {
        let id = p["id"].as_i64().unwrap_or(0);
        let path = format!("/products/{}", product_segment(id, p["name"].as_str().unwrap_or_default()));
        entry(&path, last_change(std::slice::from_ref(p)).as_deref());
    }
    xml.push_str("</urlset>\n");
    xml
}
