//! `/robots.txt` and `/sitemap.xml`.

use std::fmt::Write as _;

use serde_json::Value;

use super::head::esc;
use super::page_data::last_change;
use super::product_text;
use crate::locale::Lang;

pub fn robots(base: &str) -> String {
    format!("User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api/\n\nSitemap: {base}/sitemap.xml\n")
}

/// Every public URL in both languages with its alternates: the pages, with `lastmod` the
/// newest date in the catalogue data (product added, stock imported or exported), then each
/// product's own page with its own newest date (its Persian URL named by its Persian name).
pub fn sitemap(routes: &[(String, String)], products: &[Value], base: &str) -> String {
    let mut xml = String::from(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" \
         xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    // `paths`: the page's path in English and in Persian (a product's slug is its name's in each)
    let mut entry = |paths: [&str; 2], lastmod: Option<&str>| {
        let path_in = |l: Lang| if l == Lang::En { paths[0] } else { paths[1] };
        for lang in [Lang::En, Lang::Fa] {
            let _ = write!(xml, "  <url>\n    <loc>{}</loc>\n", esc(&format!("{base}{}", lang.path(path_in(lang)))));
            if let Some(date) = lastmod {
                let _ = writeln!(xml, "    <lastmod>{date}</lastmod>");
            }
            for (hreflang, l) in [("en", Lang::En), ("fa", Lang::Fa), ("x-default", Lang::En)] {
                let _ = writeln!(
                    xml,
                    "    <xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>",
                    esc(&format!("{base}{}", l.path(path_in(l))))
                );
            }
            xml.push_str("  </url>\n");
        }
    };
    let lastmod = last_change(products);
    for (path, _) in routes {
        entry([path, path], lastmod.as_deref());
    }
    for p in products {
        let paths = [product_text::path(p, Lang::En), product_text::path(p, Lang::Fa)];
        entry([&paths[0], &paths[1]], last_change(std::slice::from_ref(p)).as_deref());
    }
    xml.push_str("</urlset>\n");
    xml
}
