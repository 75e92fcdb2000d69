//! What a page request says about its visit, read without keeping the request: crawler or browser
//! and the device class from the User-Agent, the referring site's host from `Referer`, and the
//! campaign from `utm_source` / `utm_campaign`. Each answer is a short word or nothing: a value that
//! is not what it should be (a referrer that is not an http(s) URL, a campaign in odd characters)
//! is dropped, never kept as sent.

/// A browser's device class, read from its User-Agent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Device {
    Phone,
    Tablet,
    Desktop,
}

impl Device {
    pub const ALL: [Device; 3] = [Device::Phone, Device::Tablet, Device::Desktop];

    pub fn as_str(self) -> &'static str {
        match self {
            Device::Phone => "phone",
            Device::Tablet => "tablet",
            Device::Desktop => "desktop",
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Words of a User-Agent that mark a program rather than a person's browser: search engines,
/// link previews (chat apps, social sites), monitors, headless and scripted browsers, HTTP
/// libraries. A word matches when it appears anywhere in the User-Agent, in any case.
const MACHINE_WORDS: &[&str] = &[
    "bot",
    "crawl",
    "spider",
    "slurp",
    "preview",
    "facebookexternalhit",
    "facebookcatalog",
    "embedly",
    "lighthouse",
    "headless",
    "phantomjs",
    "selenium",
    "puppeteer",
    "playwright",
    "whatsapp",
    "telegram",
    "skype",
    "discord",
    "slack",
    "vkshare",
    "pinterest",
    "bitly",
    "curl",
    "wget",
    "python",
    "go-http",
    "java/",
    "okhttp",
    "axios",
    "node-fetch",
    "undici",
    "httpclient",
    "libwww",
    "scrapy",
    "monitor",
    "uptime",
    "pingdom",
    "validator",
    "archiver",
    "mediapartners",
    "google-inspectiontool",
    "feedfetcher",
];

/// The longest User-Agent read (browsers send about 150 bytes); the rest is not looked at.
const UA_READ: usize = 512;

/// `Some(device)` for a person's browser, `None` for a crawler, a link previewer or another
/// program (no User-Agent, one not in the `Mozilla/5.0 (...)` form every browser sends, or one
/// with a word of [`MACHINE_WORDS`]).
pub fn browser(user_agent: &str) -> Option<Device> {
    if !user_agent.starts_with("Mozilla/") {
        return None;
    }
    let mut end = user_agent.len().min(UA_READ);
    while !user_agent.is_char_boundary(end) {
        end -= 1;
    }
    // lower-cased on the stack: no allocation per page view
    let mut buf = [0u8; UA_READ];
    let lower = &mut buf[..end];
    lower.copy_from_slice(&user_agent.as_bytes()[..end]);
    lower.make_ascii_lowercase();
    let Ok(lower) = std::str::from_utf8(lower) else { return None };
    let has = |word: &str| lower.contains(word);
    if MACHINE_WORDS.iter().any(|w| has(w)) {
        return None;
    }
    Some(if has("ipad") || has("tablet") || (has("android") && !has("mobile")) {
        Device::Tablet
    } else if has("mobi") || has("iphone") || has("android") {
        Device::Phone
    } else {
        Device::Desktop
    })
}

/// The longest host name kept as a referrer.
const MAX_HOST: usize = 100;

/// The host of a `Referer` that names another site (lower case, without `www.`), or `None`: no
/// header, not an http(s) URL, an odd host, or one of `own_hosts` (the site itself).
pub fn referrer(referer: Option<&str>, own_hosts: &[&str]) -> Option<String> {
    let url = referer?.trim();
    let rest = url
        .get(..8)
        .filter(|s| s.eq_ignore_ascii_case("https://"))
        .map(|_| &url[8..])
        .or_else(|| url.get(..7).filter(|s| s.eq_ignore_ascii_case("http://")).map(|_| &url[7..]))?;
    let authority = rest.split(['/', '?', '#']).next()?;
    if authority.contains('@') {
        return None;
    }
    let host = strip_port(authority).to_ascii_lowercase();
    let host = host.trim_end_matches('.');
    let valid = !host.is_empty()
        && host.len() <= MAX_HOST
        && host.contains('.')
        && host.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.')
        && !host.starts_with(['.', '-']);
    if !valid {
        return None;
    }
    let bare = |h: &str| h.strip_prefix("www.").unwrap_or(h).to_owned();
    let host = bare(host);
    if own_hosts.iter().any(|own| bare(&strip_port(own).to_ascii_lowercase()) == host) {
        return None;
    }
    Some(host)
}

/// `host[:port]` without the port (an IPv6 literal keeps its brackets).
pub fn strip_port(authority: &str) -> &str {
    match authority.rsplit_once(':') {
        Some((host, port))
            if port.bytes().all(|b| b.is_ascii_digit()) && (!host.starts_with('[') || host.ends_with(']')) =>
        {
            host
        }
        _ => authority,
    }
}

/// The longest campaign word kept.
const MAX_CAMPAIGN: usize = 40;

/// `utm_source` and `utm_campaign` of a page's query, each as a short word: percent-decoded,
/// lower case, spaces and `+` as `-`, only letters (of any script), digits, `-`, `_` and `.`;
/// empty, longer than 40 characters, or with anything else: none.
pub fn campaign(query: Option<&str>) -> (Option<String>, Option<String>) {
    let (mut source, mut campaign) = (None, None);
    for pair in query.unwrap_or("").split('&') {
        let Some((key, value)) = pair.split_once('=') else { continue };
        let slot = match key {
            "utm_source" => &mut source,
            "utm_campaign" => &mut campaign,
            _ => continue,
        };
        if slot.is_none() {
            *slot = word(value);
        }
    }
    (source, campaign)
}

fn word(raw: &str) -> Option<String> {
    if raw.len() > MAX_CAMPAIGN * 12 {
        return None;
    }
    let plus = raw.replace('+', " ");
    let decoded = percent_encoding::percent_decode_str(&plus).decode_utf8().ok()?;
    let word: String =
        decoded.trim().chars().map(|c| if c == ' ' { '-' } else { c }).flat_map(char::to_lowercase).collect();
    let ok = !word.is_empty()
        && word.chars().count() <= MAX_CAMPAIGN
        && word.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'));
    ok.then_some(word)
}

/// A prefetch or prerender the browser makes on its own (`Sec-Purpose: prefetch`, or the older
/// `Purpose`/`X-Moz`): not a page anyone has opened yet.
pub fn is_prefetch(headers: &poem::http::HeaderMap) -> bool {
    ["sec-purpose", "purpose", "x-purpose", "x-moz"].iter().any(|name| {
        headers.get(*name).is_some_and(|v| {
            let v = v.as_bytes();
            v.windows(8).any(|w| w.eq_ignore_ascii_case(b"prefetch"))
                || v.windows(9).any(|w| w.eq_ignore_ascii_case(b"prerender"))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHROME: &str =
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const IPHONE: &str = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    const ANDROID_PHONE: &str = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    const ANDROID_TABLET: &str =
        "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    const IPAD: &str = "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

    #[test]
    fn browsers_by_device_and_programs_apart() {
        assert_eq!(browser(CHROME), Some(Device::Desktop));
        assert_eq!(browser(IPHONE), Some(Device::Phone));
        assert_eq!(browser(ANDROID_PHONE), Some(Device::Phone));
        assert_eq!(browser(ANDROID_TABLET), Some(Device::Tablet));
        assert_eq!(browser(IPAD), Some(Device::Tablet));
        for machine in [
            "",
            "curl/8.5.0",
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
            "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
            "WhatsApp/2.23.20.0",
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_1) AppleWebKit/600.2.5 (KHTML, like Gecko) Version/8.0.2 Safari/600.2.5 (Applebot/0.1)",
            "TelegramBot (like TwitterBot)",
            "python-requests/2.31",
        ] {
            assert_eq!(browser(machine), None, "{machine}");
        }
        let long = format!("Mozilla/5.0 {}", "x".repeat(5000));
        assert_eq!(browser(&long), Some(Device::Desktop));
    }

    #[test]
    fn only_other_sites_hosts_are_referrers() {
        let own = ["golbahar.af", "127.0.0.1:8080"];
        assert_eq!(referrer(Some("https://www.Google.com/"), &own).as_deref(), Some("google.com"));
        assert_eq!(referrer(Some("http://news.example.org:8443/a?b#c"), &own).as_deref(), Some("news.example.org"));
        assert_eq!(referrer(Some("https://golbahar.af/products"), &own), None);
        assert_eq!(referrer(Some("https://www.golbahar.af/"), &own), None);
        assert_eq!(referrer(Some("http://127.0.0.1:8080/fa"), &own), None);
        for bad in [
            "",
            "not a url",
            "android-app://com.google.android.gm/",
            "javascript:alert(1)",
            "https://",
            "https://user@evil.com/",
            "https://exa mple.com/",
            "https://<script>.com/",
            "https://localhost/",
            "file:///etc/passwd",
        ] {
            assert_eq!(referrer(Some(bad), &own), None, "{bad}");
        }
        assert_eq!(referrer(Some(&format!("https://{}.com/", "a".repeat(200))), &own), None);
    }

    #[test]
    fn campaigns_are_short_clean_words() {
        assert_eq!(
            campaign(Some("utm_source=Newsletter&utm_campaign=Spring+Fair%202026&x=1")),
            (Some("newsletter".into()), Some("spring-fair-2026".into()))
        );
        assert_eq!(campaign(Some("utm_source=%D8%AA%D9%84%DA%AF%D8%B1%D8%A7%D9%85")).0.as_deref(), Some("تلگرام"));
        assert_eq!(campaign(Some("utm_source=%3Cscript%3E")), (None, None));
        assert_eq!(campaign(Some("utm_source=%FF")), (None, None));
        assert_eq!(campaign(Some(&format!("utm_campaign={}", "a".repeat(41)))), (None, None));
        assert_eq!(campaign(Some("utm_source=")), (None, None));
        assert_eq!(campaign(None), (None, None));
    }
}
