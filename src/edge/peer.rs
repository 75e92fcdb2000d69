//! Who sent a request and which address it was sent to. A proxy's `X-Forwarded-*` headers are
//! believed only when the connection comes from one of `--trusted-proxies`: anyone else could
//! write them. The rate limits, the cross-site check and the pages' own address all ask here.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use poem::http::{header, uri::Scheme};
use poem::Request;

use crate::config::ServeConfig;

fn peer(req: &Request) -> IpAddr {
    req.remote_addr().as_socket_addr().map(|a| a.ip()).unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED))
}

/// The first value of a forwarded header, when a trusted proxy sent it.
fn forwarded<'r>(req: &'r Request, config: &ServeConfig, name: &str) -> Option<&'r str> {
    if !config.trusted_proxies.contains(&peer(req)) {
        return None;
    }
    let value = req.headers().get(name)?.to_str().ok()?;
    Some(value.split(',').next().unwrap_or("").trim())
}

/// The address a request comes from, as the rate limits count it: behind a trusted proxy, the
/// rightmost `X-Forwarded-For` address that is not a proxy.
pub fn client_ip(req: &Request, trusted_proxies: &[IpAddr]) -> IpAddr {
    let peer = peer(req);
    if !trusted_proxies.contains(&peer) {
        return peer;
    }
    req.headers()
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .filter_map(|a| a.trim().parse::<IpAddr>().ok())
        .rev()
        .find(|a| !trusted_proxies.contains(a))
        .unwrap_or(peer)
}

/// The client an address stands for, as every per-address limit counts it: an IPv4 address as it
/// is (an IPv4-mapped IPv6 address too), an IPv6 address as its /64 (the network's prefix, which
/// one machine or household is given whole and may take any address of).
pub fn client_key(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V4(_) => ip,
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => IpAddr::V4(v4),
            None => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !u128::from(u64::MAX))),
        },
    }
}

/// The scheme a request came in on: https over our own TLS; else what a trusted proxy says; else
/// https when the site is served over https (a proxy in front that does not say); else http.
pub fn scheme(req: &Request, config: &ServeConfig) -> &'static str {
    if *req.scheme() == Scheme::HTTPS {
        return "https";
    }
    match forwarded(req, config, "x-forwarded-proto") {
        Some(s) if s.eq_ignore_ascii_case("https") => "https",
        Some(s) if s.eq_ignore_ascii_case("http") => "http",
        _ if config.https() => "https",
        _ => "http",
    }
}

/// The host (with its port, if one was written) a request was sent to: a trusted proxy's
/// `X-Forwarded-Host`, else `Host`, else the request line's authority.
pub fn host<'r>(req: &'r Request, config: &ServeConfig) -> Option<&'r str> {
    forwarded(req, config, "x-forwarded-host")
        .or_else(|| req.headers().get(header::HOST).and_then(|v| v.to_str().ok()))
        .or_else(|| req.uri().authority().map(|a| a.as_str()))
        .filter(|h| !h.is_empty())
}

/// Whether a mutating call comes from our own pages. A browser sends `Origin` with every write
/// (and `Sec-Fetch-Site`); a write with neither is refused, as is `Sec-Fetch-Site: cross-site`.
/// The Origin's scheme, host and port must be the site's own: once the site's address is known
/// (`--public-url`, `--domain`, or `site_url`, the address saved in the dashboard) those
/// addresses only; before, the address the request was sent to. Without an Origin,
/// `Sec-Fetch-Site: same-origin` is the browser's word that the page is the site's own.
pub fn same_origin(req: &Request, config: &ServeConfig, site_url: Option<&str>) -> bool {
    let headers = req.headers();
    let fetch_site = headers.get("sec-fetch-site").map(|v| v.as_bytes());
    if fetch_site.is_some_and(|v| v.eq_ignore_ascii_case(b"cross-site")) {
        return false;
    }
    let Some(origin) = headers.get(header::ORIGIN) else {
        return fetch_site.is_some_and(|v| v.eq_ignore_ascii_case(b"same-origin"));
    };
    let Some(origin) = origin.to_str().ok().and_then(Origin::parse) else {
        return false; // `null` (a sandboxed frame, a file) or garbage
    };
    let configured = configured_origins(config, site_url);
    if !configured.is_empty() {
        return configured.iter().any(|o| o.same(&origin));
    }
    request_origin(req, config).is_some_and(|own| own.same(&origin))
}

/// The origin a request was sent to: its scheme and host (a trusted proxy's forwarded ones).
fn request_origin(req: &Request, config: &ServeConfig) -> Option<Origin> {
    let scheme = scheme(req, config);
    host(req, config).and_then(|h| Origin::parse(&format!("{scheme}://{h}")))
}

/// Whether `url` (an address such as `--public-url` takes) has the origin this request comes
/// from: its `Origin`, else the scheme and host it was sent to. Saving the site's address from a
/// page on another address would lock that page out of every write.
pub fn comes_from(req: &Request, config: &ServeConfig, url: &str) -> bool {
    let Some(wanted) = url_origin(url) else { return false };
    let from = match req.headers().get(header::ORIGIN) {
        Some(origin) => origin.to_str().ok().and_then(Origin::parse),
        None => request_origin(req, config),
    };
    from.is_some_and(|o| o.same(&wanted))
}

/// The address a request was sent to, as the site's address would be written
/// (`scheme://host[:port]`): what the dashboard proposes before one is saved.
pub fn request_url(req: &Request, config: &ServeConfig) -> Option<String> {
    request_origin(req, config).map(|o| {
        let default = if o.scheme == "https" { 443 } else { 80 };
        match o.port {
            p if p == default => format!("{}://{}", o.scheme, o.host),
            p => format!("{}://{}:{p}", o.scheme, o.host),
        }
    })
}

/// The origin of an address such as `--public-url` takes: what precedes its path.
fn url_origin(u: &str) -> Option<Origin> {
    let path_at = u.find("://").map_or(0, |i| i + 3);
    Origin::parse(&u[..u[path_at..].find('/').map_or(u.len(), |i| path_at + i)])
}

/// The site's configured addresses: the public URL, each domain on the https port (and 443, for
/// a port forwarded to a non-standard one), and the address saved in the dashboard.
fn configured_origins(config: &ServeConfig, site_url: Option<&str>) -> Vec<Origin> {
    let https_port = config.https_port();
    let mut origins: Vec<Origin> = config.public_url.iter().filter_map(|u| url_origin(u)).collect();
    for domain in &config.domains {
        for port in [443, https_port] {
            origins.extend(Origin::parse(&format!("https://{domain}:{port}")));
        }
    }
    origins.extend(site_url.and_then(url_origin));
    origins
}

/// A web origin: scheme, host and port, the port filled in from the scheme when not written.
#[derive(Debug)]
struct Origin {
    scheme: String,
    host: String,
    port: u16,
}

impl Origin {
    /// `scheme://host[:port]`; `None` for anything else (no scheme, a path, a user part, an
    /// unknown scheme, an empty host).
    fn parse(s: &str) -> Option<Origin> {
        let (scheme, rest) = s.split_once("://")?;
        let scheme = scheme.to_ascii_lowercase();
        let default = match scheme.as_str() {
            "http" => 80,
            "https" => 443,
            _ => return None,
        };
        let authority = rest;
        if authority.contains(['/', '@', '?', '#']) {
            return None;
        }
        let (host, port) = match authority.rsplit_once(':') {
            Some((h, p)) if !h.ends_with(':') && (!h.starts_with('[') || h.ends_with(']')) => (h, p.parse().ok()?),
            _ => (authority, default),
        };
        (!host.is_empty()).then(|| Origin { scheme, host: host.to_ascii_lowercase(), port })
    }

    fn same(&self, other: &Origin) -> bool {
        self.scheme == other.scheme && self.host == other.host && self.port == other.port
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;

    #[derive(Parser)]
    struct Serve {
        #[command(flatten)]
        config: ServeConfig,
    }

    fn config(flags: &[&str]) -> ServeConfig {
        Serve::try_parse_from(std::iter::once("serve").chain(flags.iter().copied())).unwrap().config
    }

    fn request(from: &str, headers: &[(&str, &str)]) -> Request {
        let mut b = poem::http::Request::builder().method("POST").uri("/api/orders");
        for (k, v) in headers {
            b = b.header(*k, *v);
        }
        let (parts, ()) = b.body(()).unwrap().into_parts();
        let peer = poem::web::RemoteAddr(poem::Addr::SocketAddr(from.parse().unwrap()));
        let parts = poem::RequestParts::from((parts, Default::default(), peer, Scheme::HTTP));
        Request::from_parts(parts, poem::Body::empty())
    }

    #[test]
    fn forwarded_headers_count_only_from_trusted_proxies() {
        let cfg = config(&["--trusted-proxies", "10.0.0.1"]);
        let said = [("x-forwarded-proto", "https"), ("x-forwarded-host", "shop.test"), ("host", "internal:8080")];
        let via_proxy = request("10.0.0.1:5000", &said);
        assert_eq!((scheme(&via_proxy, &cfg), host(&via_proxy, &cfg)), ("https", Some("shop.test")));
        let direct = request("192.0.2.7:5000", &said);
        assert_eq!((scheme(&direct, &cfg), host(&direct, &cfg)), ("http", Some("internal:8080")));
        let odd = request("10.0.0.1:5000", &[("x-forwarded-proto", "gopher"), ("host", "a")]);
        assert_eq!(scheme(&odd, &cfg), "http");
        let secure = config(&["--cookie-secure", "true"]);
        assert_eq!(scheme(&request("192.0.2.7:5000", &[]), &secure), "https");
    }

    #[test]
    fn a_configured_address_is_the_only_origin_accepted() {
        let cfg = config(&["--public-url", "https://golbahar.af/shop/"]);
        let from = |origin: &str| {
            same_origin(&request("192.0.2.7:5000", &[("origin", origin), ("host", "1.2.3.4")]), &cfg, None)
        };
        assert!(from("https://golbahar.af"));
        assert!(from("https://GOLBAHAR.af:443"));
        assert!(!from("http://golbahar.af"));
        assert!(!from("http://1.2.3.4"), "the request's own Host is not enough once an address is configured");
        assert!(!from("https://www.golbahar.af"));
        let domains =
            config(&["--domain", "golbahar.af", "--domain", "www.golbahar.af", "--https-addr", "127.0.0.1:8443"]);
        let from = |origin: &str| same_origin(&request("192.0.2.7:5000", &[("origin", origin)]), &domains, None);
        assert!(from("https://www.golbahar.af"));
        assert!(from("https://golbahar.af:8443"));
        assert!(!from("https://evil.af"));
        assert!(!from("evil://golbahar.af"));
    }

    #[test]
    fn a_write_says_where_it_comes_from_and_a_saved_address_is_the_only_origin() {
        let cfg = config(&[]);
        let from = |headers: &[(&str, &str)], saved: Option<&str>| {
            same_origin(&request("192.0.2.7:5000", headers), &cfg, saved)
        };
        assert!(!from(&[("host", "shop.test")], None), "neither Origin nor Sec-Fetch-Site");
        assert!(!from(&[("sec-fetch-site", "none")], None));
        assert!(!from(&[("sec-fetch-site", "same-site")], None));
        assert!(from(&[("sec-fetch-site", "same-origin")], None));
        assert!(from(&[("origin", "http://shop.test"), ("host", "shop.test")], None));
        let saved = Some("https://golbahar.af");
        assert!(!from(&[("origin", "http://shop.test"), ("host", "shop.test")], saved), "the Host is not enough");
        assert!(from(&[("origin", "https://golbahar.af"), ("host", "shop.test")], saved));
        assert!(!from(&[("origin", "https://golbahar.af"), ("sec-fetch-site", "cross-site")], saved));
        let req = request("192.0.2.7:5000", &[("host", "Shop.Test:8080")]);
        assert_eq!(request_url(&req, &cfg).as_deref(), Some("http://shop.test:8080"));
        assert!(comes_from(&req, &cfg, "http://shop.test:8080"));
        assert!(!comes_from(&req, &cfg, "https://shop.test:8080"));
        let req = request("192.0.2.7:5000", &[("host", "shop.test"), ("origin", "https://golbahar.af")]);
        assert!(comes_from(&req, &cfg, "https://golbahar.af") && !comes_from(&req, &cfg, "http://shop.test"));
    }

    #[test]
    fn an_ipv6_client_is_its_64_and_a_mapped_ipv4_address_is_itself() {
        let key = |s: &str| client_key(s.parse().unwrap()).to_string();
        assert_eq!(key("203.0.113.9"), "203.0.113.9");
        assert_eq!(key("::ffff:203.0.113.9"), "203.0.113.9");
        assert_eq!(key("2001:db8:1:2:aaaa:bbbb:cccc:dddd"), "2001:db8:1:2::");
        assert_eq!(key("2001:db8:1:2::1"), key("2001:db8:1:2:ffff::9"));
        assert_ne!(key("2001:db8:1:2::1"), key("2001:db8:1:3::1"));
    }

    #[test]
    fn origins_parse_strictly() {
        assert!(Origin::parse("null").is_none());
        assert!(Origin::parse("https://user@host").is_none());
        assert!(Origin::parse("ftp://host").is_none());
        assert!(Origin::parse("https://").is_none());
        assert!(Origin::parse("https://host/path").is_none());
        let v6 = Origin::parse("http://[::1]:8080").unwrap();
        assert_eq!((v6.host.as_str(), v6.port), ("[::1]", 8080));
        assert_eq!(Origin::parse("http://[::1]").unwrap().port, 80);
    }
}
