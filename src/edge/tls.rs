//! https: the rustls configuration (TLS 1.2 and 1.3, h2 and http/1.1 by ALPN), the certificate
//! slot that handshakes read and renewals replace, certificates from PEM files re-read when they
//! change, and what the dashboard shows about the certificate in use.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, SystemTime};

use rustls::server::{ClientHello, ResolvesServerCert};
use rustls::sign::CertifiedKey;
use rustls::ServerConfig;
use rustls_pki_types::pem::PemObject;
use rustls_pki_types::{CertificateDer, PrivateKeyDer};

/// The certificate handshakes are answered with; empty until the first one is obtained (a
/// handshake then fails, which is all a client can be told).
#[derive(Debug, Default)]
pub struct CertSlot(RwLock<Option<Arc<CertifiedKey>>>);

impl CertSlot {
    pub fn set(&self, key: Arc<CertifiedKey>) {
        if let Ok(mut slot) = self.0.write() {
            *slot = Some(key);
        }
    }
}

impl ResolvesServerCert for CertSlot {
    fn resolve(&self, _hello: ClientHello<'_>) -> Option<Arc<CertifiedKey>> {
        self.0.read().ok().and_then(|slot| slot.clone())
    }
}

/// The server side of rustls with the ring provider, answering with whatever `slot` holds.
pub fn server_config(slot: Arc<CertSlot>) -> Result<Arc<ServerConfig>, String> {
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut config = ServerConfig::builder_with_provider(provider)
        .with_protocol_versions(&[&rustls::version::TLS13, &rustls::version::TLS12])
        .map_err(|e| e.to_string())?
        .with_no_client_auth()
        .with_cert_resolver(slot);
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    // Tickets let a returning visitor resume without a full handshake (TLS 1.2 and 1.3).
    config.ticketer = rustls::crypto::ring::Ticketer::new().map_err(|e| e.to_string())?;
    Ok(Arc::new(config))
}

/// A certificate chain and its private key, ready for handshakes, with the leaf's validity.
pub struct Loaded {
    pub key: Arc<CertifiedKey>,
    pub validity: Validity,
}

/// A certificate's validity as Unix seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Validity {
    pub not_before: i64,
    pub not_after: i64,
}

impl Validity {
    /// When to renew: once a third of the lifetime is left.
    pub fn renew_at(&self) -> i64 {
        self.not_after - (self.not_after - self.not_before) / 3
    }
}

/// Parses a PEM chain (leaf first) and a PEM private key (PKCS#8, PKCS#1 or SEC1), checking that
/// the key belongs to the leaf.
pub fn load_pem(chain_pem: &[u8], key_pem: &[u8]) -> Result<Loaded, String> {
    let chain = CertificateDer::pem_slice_iter(chain_pem)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| format!("certificate: {e}"))?;
    let leaf = chain.first().ok_or("certificate: no CERTIFICATE block")?;
    let validity = validity(leaf).ok_or("certificate: cannot read its validity")?;
    let key = PrivateKeyDer::from_pem_slice(key_pem).map_err(|e| format!("private key: {e}"))?;
    let signer = rustls::crypto::ring::sign::any_supported_type(&key).map_err(|e| format!("private key: {e}"))?;
    let certified = CertifiedKey::new(chain, signer);
    certified.keys_match().map_err(|_| "the private key does not belong to the certificate".to_owned())?;
    Ok(Loaded { key: Arc::new(certified), validity })
}

/// The validity of an X.509 certificate, read from its DER: Certificate → TBSCertificate →
/// (version, serial, signature, issuer) → Validity. A few lines instead of an X.509 crate.
pub fn validity(cert: &[u8]) -> Option<Validity> {
    let (tag, certificate, _) = der(cert)?;
    if tag != 0x30 {
        return None;
    }
    let (_, mut tbs, _) = der(certificate)?;
    if tbs.first() == Some(&0xa0) {
        tbs = der(tbs)?.2; // explicit version
    }
    for _ in 0..3 {
        tbs = der(tbs)?.2; // serial, signature algorithm, issuer
    }
    let (tag, validity, _) = der(tbs)?;
    if tag != 0x30 {
        return None;
    }
    let (t1, before, rest) = der(validity)?;
    let (t2, after, _) = der(rest)?;
    Some(Validity { not_before: asn1_time(t1, before)?, not_after: asn1_time(t2, after)? })
}

/// One DER element: (tag, contents, what follows).
fn der(input: &[u8]) -> Option<(u8, &[u8], &[u8])> {
    let (&tag, rest) = input.split_first()?;
    let (&first, rest) = rest.split_first()?;
    let (len, rest) = if first < 0x80 {
        (first as usize, rest)
    } else {
        let n = (first & 0x7f) as usize;
        if n == 0 || n > 4 || rest.len() < n {
            return None;
        }
        (rest[..n].iter().fold(0usize, |acc, &b| acc << 8 | b as usize), &rest[n..])
    };
    (rest.len() >= len).then(|| (tag, &rest[..len], &rest[len..]))
}

/// UTCTime (`YYMMDDHHMMSSZ`, years 1950–2049) or GeneralizedTime (`YYYYMMDDHHMMSSZ`) as Unix seconds.
fn asn1_time(tag: u8, bytes: &[u8]) -> Option<i64> {
    let s = std::str::from_utf8(bytes).ok()?.strip_suffix('Z')?;
    let (year, rest) = match tag {
        0x17 if s.len() == 12 => {
            let yy: i32 = s[..2].parse().ok()?;
            (if yy < 50 { 2000 + yy } else { 1900 + yy }, &s[2..])
        }
        0x18 if s.len() == 14 => (s[..4].parse().ok()?, &s[4..]),
        _ => return None,
    };
    let num = |i: usize| rest.get(i..i + 2).and_then(|v| v.parse::<u8>().ok());
    let month = time::Month::try_from(num(0)?).ok()?;
    let date = time::Date::from_calendar_date(year, month, num(2)?).ok()?;
    let t = time::Time::from_hms(num(4)?, num(6)?, num(8)?).ok()?;
    Some(time::PrimitiveDateTime::new(date, t).assume_utc().unix_timestamp())
}

/// Where Linux distributions keep the trusted roots (Debian and Ubuntu first).
const SYSTEM_ROOTS: [&str; 4] = [
    "/etc/ssl/certs/ca-certificates.crt",
    "/etc/pki/tls/certs/ca-bundle.crt",
    "/etc/ssl/ca-bundle.pem",
    "/etc/ssl/cert.pem",
];

/// The certificate authorities this server trusts as a client (the ACME directory, the mail
/// server): those of `file` when given, else of `$SSL_CERT_FILE`, else the system's bundle.
/// Certificates rustls cannot use as roots are left out.
pub fn trusted_roots(file: Option<&Path>) -> Result<Vec<CertificateDer<'static>>, String> {
    let file = match file {
        Some(f) => Some(f.to_owned()),
        None => std::env::var_os("SSL_CERT_FILE")
            .map(PathBuf::from)
            .into_iter()
            .chain(SYSTEM_ROOTS.iter().map(PathBuf::from))
            .find(|p| p.is_file()),
    };
    let Some(file) = file else {
        return Err("no trusted roots found (install the ca-certificates package)".to_owned());
    };
    let mut roots = Vec::new();
    let mut usable = rustls::RootCertStore::empty();
    for cert in CertificateDer::pem_file_iter(&file).map_err(|e| format!("{}: {e}", file.display()))? {
        let cert = cert.map_err(|e| format!("{}: {e}", file.display()))?;
        if usable.add(cert.clone()).is_ok() {
            roots.push(cert);
        }
    }
    if roots.is_empty() {
        return Err(format!("{}: no certificate in it", file.display()));
    }
    Ok(roots)
}

pub fn unix_now() -> i64 {
    SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
}

/// What the dashboard shows about https.
#[derive(Clone, Debug, Default)]
pub struct Status {
    /// `acme` or `files`; None while the site speaks plain http.
    pub source: Option<&'static str>,
    pub domains: Vec<String>,
    pub validity: Option<Validity>,
    /// When the next ACME order is due (Unix seconds).
    pub renew_at: Option<i64>,
    /// The last failure to obtain or load a certificate, cleared by the next success.
    pub last_error: Option<String>,
}

/// The https status shared between the certificate's keeper and the API.
#[derive(Debug, Default)]
pub struct StatusCell(Mutex<Status>);

impl StatusCell {
    pub fn get(&self) -> Status {
        self.0.lock().map(|s| s.clone()).unwrap_or_default()
    }

    pub fn update(&self, f: impl FnOnce(&mut Status)) {
        if let Ok(mut s) = self.0.lock() {
            f(&mut s);
        }
    }
}

/// A certificate the company already has: read now (a failure stops the start), then re-read
/// whenever either file's modification time or size changes. A pair that fails to load is
/// logged and the previous certificate kept.
pub struct CertFiles {
    cert: PathBuf,
    key: PathBuf,
}

type Stamp = Option<(SystemTime, u64)>;

fn stamp(path: &Path) -> Stamp {
    std::fs::metadata(path).ok().and_then(|m| Some((m.modified().ok()?, m.len())))
}

impl CertFiles {
    pub fn new(cert: PathBuf, key: PathBuf) -> CertFiles {
        CertFiles { cert, key }
    }

    fn load(&self) -> Result<Loaded, String> {
        let read = |p: &Path| std::fs::read(p).map_err(|e| format!("{}: {e}", p.display()));
        load_pem(&read(&self.cert)?, &read(&self.key)?).map_err(|e| format!("{}: {e}", self.cert.display()))
    }

    /// Loads the pair into `slot` once, before the server listens.
    pub fn install(&self, slot: &CertSlot, status: &StatusCell) -> Result<(), String> {
        let loaded = self.load()?;
        slot.set(loaded.key);
        status.update(|s| {
            s.source = Some("files");
            s.validity = Some(loaded.validity);
            s.last_error = None;
        });
        Ok(())
    }

    /// Polls the files every `every`; runs until the task is dropped.
    pub async fn watch(self, slot: Arc<CertSlot>, status: Arc<StatusCell>, every: Duration) {
        let mut seen = (stamp(&self.cert), stamp(&self.key));
        loop {
            tokio::time::sleep(every).await;
            let now = (stamp(&self.cert), stamp(&self.key));
            if now == seen {
                continue;
            }
            // A renewal tool may write the two files one after the other: let it finish.
            tokio::time::sleep(Duration::from_millis(200)).await;
            seen = (stamp(&self.cert), stamp(&self.key));
            match self.load() {
                Ok(loaded) => {
                    tracing::info!(
                        "reloaded the certificate {} (valid until {})",
                        self.cert.display(),
                        format_time(loaded.validity.not_after)
                    );
                    slot.set(loaded.key);
                    status.update(|s| {
                        s.validity = Some(loaded.validity);
                        s.last_error = None;
                    });
                }
                Err(e) => {
                    tracing::warn!("certificate files changed but cannot be used (keeping the previous one): {e}");
                    status.update(|s| s.last_error = Some(e));
                }
            }
        }
    }
}

/// Unix seconds as an RFC 3339 UTC time, for logs and the API.
pub fn format_time(unix: i64) -> String {
    time::OffsetDateTime::from_unix_timestamp(unix)
        .ok()
        .and_then(|t| t.format(&time::format_description::well_known::Rfc3339).ok())
        .unwrap_or_else(|| unix.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_utc_and_generalized_times() {
        assert_eq!(asn1_time(0x17, b"700101000000Z"), Some(0));
        assert_eq!(asn1_time(0x17, b"491231235959Z"), Some(2524607999));
        assert_eq!(asn1_time(0x18, b"20500101000000Z"), Some(2524608000));
        assert_eq!(asn1_time(0x17, b"7001010000Z"), None);
        assert_eq!(asn1_time(0x17, b"701301000000Z"), None);
    }

    #[test]
    fn renewal_is_due_with_a_third_of_the_lifetime_left() {
        let v = Validity { not_before: 0, not_after: 90 };
        assert_eq!(v.renew_at(), 60);
    }

    #[test]
    fn malformed_der_is_refused_without_panicking() {
        assert!(validity(&[]).is_none());
        assert!(validity(&[0x30, 0x84, 0xff, 0xff, 0xff, 0xff]).is_none());
        assert!(validity(&[0x30, 0x03, 0x30, 0x01]).is_none());
        for len in 0..40 {
            let junk: Vec<u8> = (0..len).map(|i| (i * 37 % 256) as u8).collect();
            let _ = validity(&junk);
        }
    }
}
