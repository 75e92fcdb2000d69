//! What the server writes into a page's head: title and description, canonical and hreflang
//! links, Open Graph and Twitter tags, and the JSON-LD graph (the organization, the products with
//! their live offers); and the escaping that keeps page data inside its element.

use std::fmt::Write as _;

use serde_json::{json, Value};

use super::meta::LangMeta;
use super::product_text;
use crate::locale::Lang;
use crate::models::media;
use crate::state::AppState;

/// What one page's head says.
pub struct Head<'a> {
    pub title: &'a str,
    pub description: &'a str,
    /// The page's path without the language prefix; None for the not-found page (no canonical,
    /// not indexed).
    pub path: Option<&'a str>,
    /// The page's path in the other language where it is not `path` (a product's, whose slug is
    /// made from its name in each language).
    pub other_path: Option<&'a str>,
    pub image: Option<ShareImage>,
    pub ld: Vec<Value>,
}

/// The picture a link preview shows: an absolute URL, and its type and size when known.
pub struct ShareImage {
    pub url: String,
    pub mime: Option<&'static str>,
    pub size: Option<(u32, u32)>,
}

/// The tags the server writes into a page's head: title and description; then canonical,
/// hreflang alternates, Open Graph and Twitter tags for a page that exists (else `noindex`);
/// and the JSON-LD graph.
pub fn head(meta: &LangMeta, other: &LangMeta, lang: Lang, base: &str, h: Head) -> String {
    let mut head = String::with_capacity(4096);
    for font in &meta.fonts {
        let _ = write!(
            head,
            "\n    <link rel=\"preload\" href=\"{}\" as=\"font\" type=\"font/woff2\" crossorigin>",
            esc(font)
        );
    }
    let _ = write!(head, "\n    <title>{}</title>", esc(h.title));
    let _ = write!(head, "\n    <meta name=\"description\" content=\"{}\">", esc(h.description));
    if let Some(path) = h.path {
        let path_in = |l: Lang| if l == lang { path } else { h.other_path.unwrap_or(path) };
        let url = |l: Lang| format!("{base}{}", l.path(path_in(l)));
        let canonical = url(lang);
        let _ = write!(head, "\n    <link rel=\"canonical\" href=\"{}\">", esc(&canonical));
        for (hreflang, l) in [("en", Lang::En), ("fa", Lang::Fa), ("x-default", Lang::En)] {
            let _ = write!(head, "\n    <link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\">", esc(&url(l)));
        }
        let og = [
            ("og:type", "website"),
            ("og:site_name", meta.site_name.as_str()),
            ("og:title", h.title),
            ("og:description", h.description),
            ("og:url", canonical.as_str()),
            ("og:locale", meta.og_locale.as_str()),
            ("og:locale:alternate", other.og_locale.as_str()),
        ];
        for (property, content) in og {
            let _ = write!(head, "\n    <meta property=\"{property}\" content=\"{}\">", esc(content));
        }
        if let Some(image) = &h.image {
            let _ = write!(head, "\n    <meta property=\"og:image\" content=\"{}\">", esc(&image.url));
            if let Some(mime) = image.mime {
                let _ = write!(head, "\n    <meta property=\"og:image:type\" content=\"{mime}\">");
            }
            if let Some((w, h)) = image.size {
                let _ = write!(
                    head,
                    "\n    <meta property=\"og:image:width\" content=\"{w}\">\n    \
                     <meta property=\"og:image:height\" content=\"{h}\">"
                );
            }
            let _ = write!(head, "\n    <meta property=\"og:image:alt\" content=\"{}\">", esc(h.title));
        }
        let card = if h.image.is_some() { "summary_large_image" } else { "summary" };
        let twitter = [("twitter:card", card), ("twitter:title", h.title), ("twitter:description", h.description)];
        let image = h.image.as_ref().map(|i| [("twitter:image", i.url.as_str()), ("twitter:image:alt", h.title)]);
        for (name, content) in twitter.into_iter().chain(image.into_iter().flatten()) {
            let _ = write!(head, "\n    <meta name=\"{name}\" content=\"{}\">", esc(content));
        }
    } else {
        head.push_str("\n    <meta name=\"robots\" content=\"noindex\">");
    }
    let graph = json!({ "@context": "https://schema.org", "@graph": h.ld });
    let _ = write!(head, "\n    <script type=\"application/ld+json\">{}</script>", script_json(&graph));
    head
}

/// A product as schema.org describes it, with its live offer; `url` is its page in the
/// language being written.
pub fn product_ld(p: &Value, url: &str, base: &str, fallback_image: Option<&str>) -> Value {
    let available = p["available"].as_i64().unwrap_or(0);
    let image = match p["imageUrl"].as_str() {
        Some(photo) => absolute(base, photo),
        // Search engines want a picture of every product: the products page's share picture.
        None => fallback_image.map(str::to_owned).unwrap_or_else(|| format!("{base}/favicon.svg")),
    };
    json!({
        "@type": "Product",
        "@id": format!("{url}#product"),
        "name": p["name"],
        "url": url,
        "image": image,
        "offers": {
            "@type": "Offer",
            "url": url,
            "price": p["price"],
            "priceCurrency": p.get("currency").cloned().unwrap_or(json!("USD")),
            "availability": if available > 0 { "https://schema.org/InStock" } else { "https://schema.org/OutOfStock" },
            "seller": { "@id": format!("{base}/#organization") },
        },
    })
}

/// The in-stock products as a schema.org ItemList of Products with their live Offers, each at
/// its own page in `lang`.
pub fn product_list(products: &[Value], lang: Lang, base: &str, fallback_image: Option<&str>) -> Value {
    let items: Vec<Value> = products
        .iter()
        .filter(|p| p["available"].as_i64().unwrap_or(0) > 0)
        .enumerate()
        .map(|(i, p)| {
            let path = product_text::path(p, lang);
            let mut product = product_ld(p, &format!("{base}{}", lang.path(&path)), base, fallback_image);
            product_text::localize_ld(&mut product, p, lang);
            super::product_facts::add_facts(&mut product, p, lang);
            json!({ "@type": "ListItem", "position": i + 1, "item": product })
        })
        .collect();
    json!({ "@type": "ItemList", "numberOfItems": items.len(), "itemListElement": items })
}

/// The company as schema.org describes it, from the site content (which answers its defaults).
pub fn organization(meta: &LangMeta, lang: Lang, base: &str, content: &Value) -> Value {
    let field = |name: &str| -> Option<String> {
        content.get(name).and_then(Value::as_str).filter(|s| !s.trim().is_empty()).map(str::to_owned)
    };
    let mut org = json!({
        "@type": "Organization",
        "@id": format!("{base}/#organization"),
        "name": meta.full_name,
        "alternateName": meta.site_name,
        "url": format!("{base}{}", lang.path("/")),
        "logo": format!("{base}/favicon.svg"),
    });
    let mut contact = json!({ "@type": "ContactPoint", "contactType": "sales", "availableLanguage": ["en", "fa"] });
    if let Some(email) = field("contactEmail") {
        org["email"] = json!(email);
        contact["email"] = json!(email);
    }
    if let Some(phone) = field("contactPhone") {
        org["telephone"] = json!(phone);
        contact["telephone"] = json!(phone);
    }
    org["contactPoint"] = contact;
    let address = if lang == Lang::Fa { field("contactAddressFa") } else { None };
    if let Some(address) = address.or_else(|| field("contactAddress")) {
        org["address"] = json!({ "@type": "PostalAddress", "streetAddress": address });
    }
    let same_as: Vec<String> = ["instagramUrl", "facebookUrl", "twitterUrl", "youtubeUrl", "linkedinUrl"]
        .iter()
        .filter_map(|k| content.get(*k).and_then(Value::as_str))
        .filter(|u| u.starts_with("https://") || u.starts_with("http://"))
        .map(str::to_owned)
        .collect();
    if !same_as.is_empty() {
        org["sameAs"] = json!(same_as);
    }
    org
}

/// A stored image's address (`/media/…`) made absolute; a link to elsewhere as it is.
pub fn absolute(base: &str, url: &str) -> String {
    if url.starts_with('/') {
        format!("{base}{url}")
    } else {
        url.to_owned()
    }
}

/// A product photo as a share picture: a stored photo with its type and size read from its
/// bytes; a link to elsewhere as it is.
pub async fn photo_share_image(state: &AppState, base: &str, photo: &str) -> ShareImage {
    let url = absolute(base, photo);
    let Some(name) = photo.strip_prefix("/media/").map(str::to_owned) else {
        return ShareImage { url, mime: None, size: None };
    };
    let file = state.db.read(move |conn| media::find(conn, &name)).await.ok().flatten();
    let size = file.as_ref().and_then(|f| {
        image::ImageReader::new(std::io::Cursor::new(&f.bytes)).with_guessed_format().ok()?.into_dimensions().ok()
    });
    let mime = match photo.rsplit('.').next() {
        Some("jpg") => Some("image/jpeg"),
        Some("png") => Some("image/png"),
        Some("webp") => Some("image/webp"),
        Some("gif") => Some("image/gif"),
        _ => None,
    };
    ShareImage { url, mime, size }
}

/// Escapes text for an HTML attribute or element (and XML).
pub fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// JSON safe inside a `<script>` element: no `</script>` or `<!--` can appear.
pub fn script_json(v: &Value) -> String {
    script_safe(&v.to_string())
}

/// JSON text made safe inside `<script>`: no `<` (so no `</script>` or `<!--`), and no U+2028 or
/// U+2029 (line ends to older JavaScript parsers). Each is written as its `\\u` escape, which
/// means the same character inside a JSON string, the only place JSON has them.
pub fn script_safe(json: &str) -> String {
    let mut out = String::with_capacity(json.len() + 64);
    let mut from = 0;
    for (at, c) in json.char_indices() {
        let escape = match c {
            '<' => "\\u003c",
            '\u{2028}' => "\\u2028",
            '\u{2029}' => "\\u2029",
            _ => continue,
        };
        out.push_str(&json[from..at]);
        out.push_str(escape);
        from = at + c.len_utf8();
    }
    out.push_str(&json[from..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_json_cannot_close_the_script() {
        assert_eq!(script_json(&json!("</script><!--")), "\"\\u003c/script>\\u003c!--\"");
        let text = "a\u{2028}b\u{2029}<c>دال";
        let safe = script_safe(&json!(text).to_string());
        assert_eq!(safe, "\"a\\u2028b\\u2029\\u003cc>دال\"");
        assert_eq!(serde_json::from_str::<Value>(&safe).unwrap(), json!(text));
    }
}
