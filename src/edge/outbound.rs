//! Requests this server sends to addresses others chose (webhook endpoints): https only, to a
//! public address only (unless the operator allows others), checked on the address actually
//! connected to, so a name that resolves elsewhere at send time (DNS rebinding) is refused too;
//! bounded in time, no redirect followed, and only the answer's first kilobyte read.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use http_body_util::{BodyExt, Full};
use hyper::body::Body;
use hyper_util::rt::TokioIo;
use poem::http::{header, HeaderValue, Method, Request, Uri};
use rustls::pki_types::ServerName;

/// The most of an answer's body that is read and kept.
pub const ANSWER_KEPT: usize = 1024;

/// An https URL taken apart: where to connect and what to ask for.
#[derive(Debug, Clone, PartialEq)]
pub struct Target {
    pub host: String,
    pub port: u16,
    /// The host as the Host header names it (with the port when not 443).
    pub authority: String,
    pub path: String,
}

/// Why a URL is not one this server sends to.
#[derive(Debug, PartialEq)]
pub enum BadUrl {
    /// Not an https URL with a host (and no user name, password or fragment).
    NotHttps,
    /// Its host is an address that is not public.
    Private,
}

/// `url` as an https target: https scheme, a host, no user name or password. An address written
/// as the host must be public unless `allow_private`.
pub fn target(url: &str, allow_private: bool) -> Result<Target, BadUrl> {
    // The characters of RFC 3986 that may stand unescaped, the contract's pattern for the URL; a
    // user name and password (`@` before the path) are refused.
    let rest = url.strip_prefix("https://").ok_or(BadUrl::NotHttps)?;
    let split = rest.find(['/', '?']).unwrap_or(rest.len());
    let (host_part, path_part) = rest.split_at(split);
    let unreserved = |c: char| c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:%".contains(c);
    if host_part.is_empty()
        || !host_part.chars().all(|c| unreserved(c) || c == '[' || c == ']')
        || !path_part.chars().all(|c| unreserved(c) || "@/?".contains(c))
    {
        return Err(BadUrl::NotHttps);
    }
    let uri: Uri = url.parse().map_err(|_| BadUrl::NotHttps)?;
    let authority = uri.authority().ok_or(BadUrl::NotHttps)?;
    if uri.scheme_str() != Some("https") || authority.as_str().contains('@') || authority.host().is_empty() {
        return Err(BadUrl::NotHttps);
    }
    let host = authority.host().trim_start_matches('[').trim_end_matches(']').to_ascii_lowercase();
    let name = host.trim_end_matches('.');
    let named_local = name == "localhost" || name.ends_with(".localhost");
    let literal_private = host.parse::<IpAddr>().is_ok_and(|ip| !is_public(ip));
    if !allow_private && (named_local || literal_private) {
        return Err(BadUrl::Private);
    }
    let port = authority.port_u16().unwrap_or(443);
    let path = uri.path_and_query().map_or("/", |p| p.as_str()).to_owned();
    Ok(Target { host, port, authority: authority.as_str().to_ascii_lowercase(), path })
}

/// Whether `ip` is an address of the public internet: not loopback, private (RFC 1918, fc00::/7),
/// link-local (169.254/16 with the clouds' metadata service, fe80::/10), CGNAT (100.64/10),
/// unspecified, multicast, broadcast or reserved; an IPv4 address inside IPv6 (mapped, NAT64)
/// counts as itself.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => {
            if let Some(v4) = v6.to_ipv4_mapped() {
                return is_public_v4(v4);
            }
            let s = v6.segments();
            if s[0] == 0x64 && s[1] == 0xff9b && s[2..6] == [0, 0, 0, 0] {
                // NAT64 (64:ff9b::/96): the IPv4 address it reaches
                return is_public_v4(Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8));
            }
            !(v6.is_loopback()
                || v6.is_unspecified()
                || v6.is_multicast()
                || (s[0] & 0xfe00) == 0xfc00 // unique local, fc00::/7 (AWS's metadata: fd00:ec2::254)
                || (s[0] & 0xffc0) == 0xfe80 // link-local
                || (s[0] == 0 && s[1..6] == [0, 0, 0, 0, 0])) // ::/96, the old IPv4-compatible form
        }
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, ..] = ip.octets();
    !(ip.is_loopback()
        || ip.is_private()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_multicast()
        || ip.is_broadcast()
        || a == 0
        || (a == 100 && (64..128).contains(&b)) // CGNAT, where Alibaba's metadata lives (100.100.100.200)
        || (a == 192 && b == 0 && ip.octets()[2] == 0) // IETF protocol assignments
        || a >= 240) // reserved
}

/// An answer: its status and the first [`ANSWER_KEPT`] bytes of its body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    /// Where a redirect points (it is not followed).
    pub location: Option<String>,
    pub body: String,
}

/// The client: trusted roots and whether non-public addresses may be reached.
pub struct Outbound {
    tls: tokio_rustls::TlsConnector,
    allow_private: bool,
    limit: Duration,
}

impl Outbound {
    /// A client trusting the system's roots (or `$SSL_CERT_FILE`'s) and those of `extra_ca`;
    /// each request bounded by `limit` from resolving the name to the answer's first kilobyte.
    pub fn new(allow_private: bool, extra_ca: Option<&Path>, limit: Duration) -> Result<Outbound, String> {
        let mut roots = rustls::RootCertStore::empty();
        // No system roots is no reason to refuse to start: then only the extra CA is trusted.
        roots.add_parsable_certificates(super::tls::trusted_roots(None).unwrap_or_default());
        if let Some(file) = extra_ca {
            roots.add_parsable_certificates(super::tls::trusted_roots(Some(file))?);
        }
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| e.to_string())?
            .with_root_certificates(roots)
            .with_no_client_auth();
        Ok(Outbound { tls: tokio_rustls::TlsConnector::from(Arc::new(config)), allow_private, limit })
    }

    pub fn allows_private(&self) -> bool {
        self.allow_private
    }

    /// The addresses `host` resolves to now, refused when one is not public (unless allowed).
    pub async fn resolve(&self, host: &str, port: u16) -> Result<Vec<SocketAddr>, String> {
        let addrs: Vec<SocketAddr> = match host.parse::<IpAddr>() {
            Ok(ip) => vec![SocketAddr::new(ip, port)],
            Err(_) => tokio::net::lookup_host((host, port))
                .await
                .map_err(|e| format!("cannot resolve {host}: {e}"))?
                .collect(),
        };
        if let Some(bad) = addrs.iter().find(|a| !self.allow_private && !is_public(a.ip())) {
            return Err(format!("{host} resolves to {}, an address that is not public", bad.ip()));
        }
        if addrs.is_empty() {
            return Err(format!("{host} resolves to no address"));
        }
        Ok(addrs)
    }

    /// POSTs `body` (JSON) with `headers` to `target`, within the time limit; any answer is
    /// answered, a 3xx too (redirects are not followed).
    pub async fn post(
        &self,
        target: &Target,
        headers: &[(&'static str, String)],
        body: Bytes,
    ) -> Result<Answer, String> {
        match tokio::time::timeout(self.limit, self.send(target, headers, body)).await {
            Ok(result) => result,
            Err(_) => Err(format!("no answer within {} s", self.limit.as_secs())),
        }
    }

    async fn send(&self, target: &Target, headers: &[(&'static str, String)], body: Bytes) -> Result<Answer, String> {
        let addrs = self.resolve(&target.host, target.port).await?;
        let mut last = String::new();
        let mut tcp = None;
        for addr in addrs {
            match tokio::net::TcpStream::connect(addr).await {
                Ok(stream) => {
                    // the address connected to is one resolve() checked: nothing is resolved again
                    tcp = Some(stream);
                    break;
                }
                Err(e) => last = format!("cannot connect to {addr}: {e}"),
            }
        }
        let tcp = tcp.ok_or(last)?;
        let name = ServerName::try_from(target.host.clone()).map_err(|e| e.to_string())?;
        let stream = self.tls.connect(name, tcp).await.map_err(|e| format!("TLS: {e}"))?;
        let (mut sender, conn) =
            hyper::client::conn::http1::handshake(TokioIo::new(stream)).await.map_err(|e| format!("HTTP: {e}"))?;
        let conn = tokio::spawn(conn);
        let mut req = Request::builder()
            .method(Method::POST)
            .uri(target.path.as_str())
            .header(header::HOST, HeaderValue::from_str(&target.authority).map_err(|e| e.to_string())?)
            .header(header::CONTENT_TYPE, "application/json")
            .header(header::USER_AGENT, concat!("Golbahar-Webhooks/", env!("CARGO_PKG_VERSION")));
        for (name, value) in headers {
            req = req.header(*name, value);
        }
        let req = req.body(Full::new(body)).map_err(|e| e.to_string())?;
        let answer = sender.send_request(req).await.map_err(|e| format!("HTTP: {e}"));
        let answer = match answer {
            Ok(a) => a,
            Err(e) => {
                conn.abort();
                return Err(e);
            }
        };
        let status = answer.status().as_u16();
        let location =
            answer.headers().get(header::LOCATION).map(|v| String::from_utf8_lossy(v.as_bytes()).into_owned());
        let mut body = answer.into_body();
        let mut kept = Vec::new();
        while kept.len() < ANSWER_KEPT && !body.is_end_stream() {
            match body.frame().await {
                Some(Ok(frame)) => {
                    if let Ok(data) = frame.into_data() {
                        kept.extend_from_slice(&data[..data.len().min(ANSWER_KEPT - kept.len())]);
                    }
                }
                Some(Err(_)) | None => break,
            }
        }
        drop(sender);
        conn.abort();
        Ok(Answer { status, location, body: String::from_utf8_lossy(&kept).into_owned() })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_public() {
        let private = [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "100.100.100.200",
            "0.0.0.0",
            "224.0.0.1",
            "255.255.255.255",
            "240.0.0.1",
            "::1",
            "::",
            "fc00::1",
            "fd00:ec2::254",
            "fe80::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a9fe:a9fe",
            "::127.0.0.1",
        ];
        for ip in private {
            assert!(!is_public(ip.parse().unwrap()), "{ip} is not public");
        }
        for ip in ["93.184.216.34", "8.8.8.8", "100.128.0.1", "2606:4700::1111", "::ffff:8.8.8.8"] {
            assert!(is_public(ip.parse().unwrap()), "{ip} is public");
        }
    }

    #[test]
    fn a_target_is_an_https_url_with_a_public_host() {
        let t = target("https://Hooks.Example.com:8443/in?x=1", false).unwrap();
        assert_eq!(
            (t.host.as_str(), t.port, t.authority.as_str(), t.path.as_str()),
            ("hooks.example.com", 8443, "hooks.example.com:8443", "/in?x=1")
        );
        assert_eq!(target("https://example.com", false).unwrap().path, "/");
        for url in [
            "http://example.com/",
            "ftp://example.com/",
            "https://user:pw@example.com/",
            "example.com",
            "https:///x",
            "",
        ] {
            assert_eq!(target(url, false), Err(BadUrl::NotHttps), "{url}");
        }
        for url in [
            "https://127.0.0.1/",
            "https://[::1]:8443/",
            "https://localhost/",
            "https://a.localhost/",
            "https://localhost./",
            "https://169.254.169.254/latest",
        ] {
            assert_eq!(target(url, false), Err(BadUrl::Private), "{url}");
            assert!(target(url, true).is_ok(), "{url} with private addresses allowed");
        }
    }
}
