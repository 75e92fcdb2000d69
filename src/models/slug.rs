//! A product's path: `/products/<id>-<slug>`, the slug made as the UI's `productPath` makes it
//! (tests/fixtures/slugs.json holds the cases both are checked against).

use std::fmt::Write as _;

/// A product's path segment: `<id>-<slug>` (the id alone when the name has no letter or digit),
/// the slug percent-encoded as browsers send it. The UI's `productPath` makes the same.
pub fn product_segment(id: i64, name: &str) -> String {
    let slug = slug(name);
    if slug.is_empty() {
        return id.to_string();
    }
    let mut out = format!("{id}-");
    for b in slug.bytes() {
        if b.is_ascii_alphanumeric() || b == b'-' {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// A name's letters and digits in lower case (any script), each run of other characters one
/// `-`, cut at 60 characters.
fn slug(name: &str) -> String {
    let mut slug = String::new();
    let mut gap = false;
    for c in name.to_lowercase().chars() {
        if c.is_alphanumeric() {
            if gap && !slug.is_empty() {
                slug.push('-');
            }
            gap = false;
            slug.push(c);
        } else {
            gap = true;
        }
    }
    let cut: String = slug.chars().take(60).collect();
    cut.trim_end_matches('-').to_owned()
}

/// The product id a path segment starts with (`12` of `12-dried-figs`).
pub fn segment_id(segment: &str) -> Option<i64> {
    let digits = segment.split('-').next()?;
    if digits.is_empty() || digits.len() > 15 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Whether two path segments are the same once their `%XX` escapes are decoded (either case of
/// hex); a segment whose escapes do not decode to UTF-8 is the same as none.
pub fn same_segment(a: &str, b: &str) -> bool {
    fn decode(s: &str) -> Option<std::borrow::Cow<'_, str>> {
        percent_encoding::percent_decode_str(s).decode_utf8().ok()
    }
    matches!((decode(a), decode(b)), (Some(a), Some(b)) if a == b)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The names in tests/fixtures/slugs.json, which ui/test/productLink.test.mjs reads too: the
    /// server and the UI make the same URLs.
    #[test]
    fn slugs_match_the_ui() {
        let cases: serde_json::Value = serde_json::from_str(include_str!("../../tests/fixtures/slugs.json")).unwrap();
        for case in cases["slugs"].as_array().unwrap() {
            let (name, expected) = (case[0].as_str().unwrap(), case[1].as_str().unwrap());
            assert_eq!(slug(name), expected, "{name}");
        }
        for case in cases["segments"].as_array().unwrap() {
            let (id, name) = (case[0].as_i64().unwrap(), case[1].as_str().unwrap());
            assert_eq!(product_segment(id, name), case[2].as_str().unwrap(), "{name}");
        }
        assert_eq!(segment_id("12-dried-figs"), Some(12));
        for bad in ["", "dried-figs", "12x", "-12", "1234567890123456"] {
            assert_eq!(segment_id(bad), None, "{bad}");
        }
        assert!(same_segment("%d8%a8-x", "%D8%A8-x") && same_segment("%d8%a8-x", "ب-x"));
        assert!(!same_segment("%d8%a8-x", "%d8%a9-x"));
        assert!(!same_segment("%ff", "%ff"), "not UTF-8");
    }
}
