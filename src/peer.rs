//! Who sent a request and which address it was sent to. A proxy's `X-Forwarded-*` headers are
//! believed only when the connection comes from one of `--trusted-proxies`: anyone else could
//! write them. The rate limits, the cross-site check and the pages' own address all ask here.

use std::net::{IpAddr, Ipv4Addr};

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

/// Whether a mutating call comes from our own pages (or from a client that sends no Origin, such
/// as curl or an integrator's server). The Origin's scheme, host and port must be the site's own:
/// with `--public-url` or `--domain` those addresses only; otherwise the address the request was
/// sent to.
pub fn same_origin(req: &Request, config: &ServeConfig) -> bool {
    let headers = req.headers();
    if headers.get("sec-fetch-site").is_some_and(|v| v.as_bytes().eq_ignore_ascii_case(b"cross-site")) {
        return false;
    }
    let Some(origin) = headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()) else {
        return true;
    };
    let Some(origin) = Origin::parse(origin) else {
        return false; // `null` (a sandboxed frame, a file) or garbage
    };
    let configured = configured_origins(config);
    if !configured.is_empty() {
        return configured.iter().any(|o| o.same(&origin));
    }
    let scheme = scheme(req, config);
    host(req, config).and_then(|h| Origin::parse(&format!("{scheme}://{h}"))).is_some_and(|own| own.same(&origin))
}

/// The site's configured addresses: the public URL, and each domain on the https port (and 443,
/// for a port forwarded to a non-standard one).
fn configured_origins(config: &ServeConfig) -> Vec<Origin> {
    let https_port = config.https_port();
    // The public URL's origin is what precedes its path.
    let url_origin = |u: &str| {
        let path_at = u.find("://").map_or(0, |i| i + 3);
        Origin::parse(&u[..u[path_at..].find('/').map_or(u.len(), |i| path_at + i)])
    };
    let mut origins: Vec<Origin> = config.public_url.iter().filter_map(|u| url_origin(u)).collect();
    for domain in &config.domains {
        for port in [443, https_port] {
            origins.extend(Origin::parse(&format!("https://{domain}:{port}")));
        }
    }
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
        let from =
            |origin: &str| same_origin(&request("192.0.2.7:5000", &[("origin", origin), ("host", "1.2.3.4")]), &cfg);
        assert!(from("https://golbahar.af"));
        assert!(from("https://GOLBAHAR.af:443"));
        assert!(!from("http://golbahar.af"));
        assert!(!from("http://1.2.3.4"), "the request's own Host is not enough once an address is configured");
        assert!(!from("https://www.golbahar.af"));
        let domains =
            config(&["--domain", "golbahar.af", "--domain", "www.golbahar.af", "--https-addr", "127.0.0.1:8443"]);
        let from = |origin: &str| same_origin(&request("192.0.2.7:5000", &[("origin", origin)]), &domains);
        assert!(from("https://www.golbahar.af"));
        assert!(from("https://golbahar.af:8443"));
        assert!(!from("https://evil.af"));
        assert!(!from("evil://golbahar.af"));
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
