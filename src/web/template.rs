//! The built index.html as the template every page is written into.

/// index.html cut where the server writes: the `<html>` tag, the title and description (replaced
/// by the page's own) and the root element's content.
pub struct Template {
    /// Up to `<html`.
    pub start: String,
    /// After the `<html ...>` tag up to `</head>`, without the template's title and description.
    pub head: String,
    /// From `</head>` to the end of the root element's opening tag.
    pub body_start: String,
    /// From the root element's end to `</body>`: holds the `<noscript>` note (if any), which a
    /// rendered page (readable without JavaScript) replaces with its inlined data.
    pub after_root: String,
    pub noscript: String,
    /// From `</body>` on.
    pub end: String,
}

const ROOT: &str = "<div id=\"root\">";

impl Template {
    pub fn parse(html: &str) -> Option<Template> {
        let html_at = html.find("<html")?;
        let html_end = html_at + html[html_at..].find('>')? + 1;
        let head_end = html.find("</head>")?;
        let mut head = html.get(html_end..head_end)?.to_owned();
        for (open, close) in [("<title>", "</title>"), ("<meta name=\"description\"", ">")] {
            if let Some(start) = head.find(open) {
                if let Some(len) = head[start..].find(close) {
                    // The whole line: its indent before, its line break after.
                    let a = head[..start].trim_end_matches([' ', '\t']).len();
                    let mut b = start + len + close.len();
                    if head[b..].starts_with('\n') {
                        b += 1;
                    }
                    head.replace_range(a..b, "");
                }
            }
        }
        let root_at = html.find(ROOT)? + ROOT.len();
        let root_end = root_at + html[root_at..].find("</div>")?;
        let body_end = html.rfind("</body>")?;
        let after_root = html.get(root_end..body_end)?.to_owned();
        let noscript = match (after_root.find("<noscript>"), after_root.find("</noscript>")) {
            (Some(a), Some(b)) if a < b => after_root[a..b + "</noscript>".len()].to_owned(),
            _ => String::new(),
        };
        Some(Template {
            start: html[..html_at].to_owned(),
            head,
            body_start: html[head_end..root_at].to_owned(),
            noscript,
            after_root,
            end: html[body_end..].to_owned(),
        })
    }
}
