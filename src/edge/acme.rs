//! Certificates from an ACME authority (Let's Encrypt by default) with the HTTP-01 challenge,
//! kept in the SQLite file with the account, renewed once a third of their lifetime is left.
//!
//! Built on `instant-acme` (the protocol only) rather than `rustls-acme`: the account and the
//! certificates live in our database, the challenge is answered by our own port-80 listener
//! (which also redirects to https), and the schedule, backoff and logs are ours. Its requests go
//! through [`AcmeHttp`], a one-connection-per-request https client on the hyper and rustls this
//! binary already has (the crate's default client would add a pooled client, HTTP/2 client code
//! and a platform verifier: about a megabyte for a dozen requests every two months).

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use http_body_util::BodyExt;
use hyper_util::rt::TokioIo;
use instant_acme::{
    Account, AccountCredentials, AuthorizationStatus, BodyWrapper, BytesResponse, ChallengeType, HttpClient,
    Identifier, NewAccount, NewOrder, OrderStatus, RetryPolicy,
};
use poem::http::{header, HeaderValue, Method, StatusCode, Uri};
use poem::{Endpoint, Request, Response};
use rusqlite::{params, OptionalExtension};
use rustls_pki_types::ServerName;

use crate::db::{now_ms, Db};
use crate::edge::tls::{format_time, load_pem, unix_now, CertSlot, Loaded, StatusCell, Validity};
use crate::error::ApiError;

/// The longest one request to the authority may take (connect, TLS, answer).
const REQUEST_TIME_LIMIT: Duration = Duration::from_secs(30);
/// The largest answer read from the authority (a certificate chain is a few kilobytes).
const MAX_ANSWER: usize = 1 << 20;

/// The longest one order may take, all requests and validations together.
const ORDER_TIME_LIMIT: Duration = Duration::from_secs(180);
/// The first retry after a failure; doubled per failure up to `MAX_BACKOFF`. Let's Encrypt allows
/// 5 failed validations per hour per name: this stays under it.
const FIRST_BACKOFF: Duration = Duration::from_secs(120);
const MAX_BACKOFF: Duration = Duration::from_secs(6 * 3600);

/// HTTP-01 answers in progress: token → key authorization.
#[derive(Default)]
pub struct Challenges(Mutex<HashMap<String, String>>);

impl Challenges {
    fn answer(&self, token: &str) -> Option<String> {
        self.0.lock().ok()?.get(token).cloned()
    }

    fn set(&self, token: String, key_authorization: String) {
        if let Ok(mut m) = self.0.lock() {
            m.insert(token, key_authorization);
        }
    }

    fn clear(&self) {
        if let Ok(mut m) = self.0.lock() {
            m.clear();
        }
    }
}

/// Keeps the certificate for `domains` valid.
pub struct Acme {
    pub db: Db,
    pub directory: String,
    pub domains: Vec<String>,
    pub email: Option<String>,
    pub ca_root: Option<PathBuf>,
    pub slot: Arc<CertSlot>,
    pub status: Arc<StatusCell>,
    pub challenges: Arc<Challenges>,
}

impl Acme {
    fn domains_key(&self) -> String {
        self.domains.join(",")
    }

    /// Puts the stored certificate, if any, in the slot (before the server listens: a restart
    /// serves at once and orders nothing). Returns its validity.
    pub fn install_stored(&self) -> Result<Option<Validity>, String> {
        let (directory, domains) = (self.directory.clone(), self.domains_key());
        let stored = self
            .db
            .read_blocking(|conn| {
                Ok(conn
                    .query_row(
                        "SELECT chain_pem, key_pem FROM tls_certificates WHERE directory = ?1 AND domains = ?2",
                        params![directory, domains],
                        |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)),
                    )
                    .optional()?)
            })
            .map_err(|e| e.message().to_owned())?;
        let Some((chain, key)) = stored else {
            self.status.update(|s| self.describe(s, None));
            return Ok(None);
        };
        match load_pem(chain.as_bytes(), key.as_bytes()) {
            Ok(loaded) => {
                let validity = loaded.validity;
                self.slot.set(loaded.key);
                self.status.update(|s| self.describe(s, Some(validity)));
                tracing::info!(
                    "https for {}: stored certificate valid until {}, renewal from {}",
                    self.domains_key(),
                    format_time(validity.not_after),
                    format_time(validity.renew_at())
                );
                Ok(Some(validity))
            }
            Err(e) => {
                tracing::warn!("the stored certificate cannot be used ({e}): ordering a new one");
                self.status.update(|s| self.describe(s, None));
                Ok(None)
            }
        }
    }

    fn describe(&self, s: &mut crate::edge::tls::Status, validity: Option<Validity>) {
        s.source = Some("acme");
        s.domains = self.domains.clone();
        s.validity = validity;
        s.renew_at = Some(validity.map_or_else(unix_now, |v| v.renew_at()));
    }

    /// Runs for the life of the server: waits until renewal is due, orders, stores and installs
    /// the certificate; after a failure retries with a growing delay. Every step is logged.
    pub async fn keep(self, mut current: Option<Validity>) {
        let mut backoff = FIRST_BACKOFF;
        loop {
            let due = current.map_or(i64::MIN, |v| v.renew_at());
            let wait = due.saturating_sub(unix_now());
            if wait > 0 {
                // Wake at least hourly: the wall clock may jump (suspend, a corrected clock).
                tokio::time::sleep(Duration::from_secs(wait.min(3600) as u64)).await;
                continue;
            }
            let why = if current.is_some() { "renewing" } else { "obtaining" };
            tracing::info!("https for {}: {why} the certificate from {}", self.domains_key(), self.directory);
            let result = match tokio::time::timeout(ORDER_TIME_LIMIT, self.obtain()).await {
                Ok(r) => r,
                Err(_) => Err(format!("no certificate within {} s", ORDER_TIME_LIMIT.as_secs())),
            };
            self.challenges.clear();
            match result {
                Ok(loaded) => {
                    let validity = loaded.validity;
                    self.slot.set(loaded.key);
                    current = Some(validity);
                    backoff = FIRST_BACKOFF;
                    self.status.update(|s| {
                        self.describe(s, Some(validity));
                        s.last_error = None;
                    });
                    tracing::info!(
                        "https for {}: new certificate valid until {}, renewal from {}",
                        self.domains_key(),
                        format_time(validity.not_after),
                        format_time(validity.renew_at())
                    );
                }
                Err(e) => {
                    let retry_at = unix_now() + backoff.as_secs() as i64;
                    tracing::warn!(
                        "https for {}: could not get a certificate: {e}; next try in {} s",
                        self.domains_key(),
                        backoff.as_secs()
                    );
                    self.status.update(|s| {
                        s.last_error = Some(e);
                        s.renew_at = Some(retry_at);
                    });
                    tokio::time::sleep(backoff).await;
                    backoff = (backoff * 2).min(MAX_BACKOFF);
                }
            }
        }
    }

    /// The account for this directory: the stored one, or a new one (stored at once).
    async fn account(&self) -> Result<Account, String> {
        let directory = self.directory.clone();
        let stored = self
            .db
            .read(move |conn| {
                Ok(conn
                    .query_row("SELECT credentials FROM acme_accounts WHERE directory = ?1", [directory], |r| {
                        r.get::<_, String>(0)
                    })
                    .optional()?)
            })
            .await
            .map_err(|e| e.message().to_owned())?;
        let builder = Account::builder_with_http(Box::new(AcmeHttp::new(self.ca_root.as_deref())?));
        if let Some(json) = stored {
            let credentials: AccountCredentials =
                serde_json::from_str(&json).map_err(|e| format!("stored ACME account: {e}"))?;
            return builder.from_credentials(credentials).await.map_err(|e| format!("ACME account: {e}"));
        }
        let contact = self.email.as_ref().map(|e| format!("mailto:{e}"));
        let contact: Vec<&str> = contact.iter().map(String::as_str).collect();
        let new = NewAccount { contact: &contact, terms_of_service_agreed: true, only_return_existing: false };
        let (account, credentials) = builder
            .create(&new, self.directory.clone(), None)
            .await
            .map_err(|e| format!("creating the ACME account: {e}"))?;
        let json = serde_json::to_string(&credentials).map_err(|e| e.to_string())?;
        let directory = self.directory.clone();
        self.db
            .write(move |tx| {
                tx.execute(
                    "INSERT OR REPLACE INTO acme_accounts (directory, credentials, created_at) VALUES (?1, ?2, ?3)",
                    params![directory, json, now_ms()],
                )?;
                Ok(())
            })
            .await
            .map_err(|e| e.message().to_owned())?;
        tracing::info!("created an ACME account at {} ({})", self.directory, account.id());
        Ok(account)
    }

    /// One order: HTTP-01 for every name, then the certificate, stored before it is returned.
    async fn obtain(&self) -> Result<Loaded, String> {
        let account = self.account().await?;
        let identifiers: Vec<Identifier> = self.domains.iter().map(|d| Identifier::Dns(d.clone())).collect();
        let mut order = account.new_order(&NewOrder::new(&identifiers)).await.map_err(|e| format!("new order: {e}"))?;
        let mut authorizations = order.authorizations();
        while let Some(authz) = authorizations.next().await {
            let mut authz = authz.map_err(|e| format!("authorization: {e}"))?;
            match authz.status {
                AuthorizationStatus::Pending => {}
                AuthorizationStatus::Valid => continue,
                other => return Err(format!("authorization is {other:?}")),
            }
            let mut challenge =
                authz.challenge(ChallengeType::Http01).ok_or("the authority offers no http-01 challenge")?;
            let answer = challenge.key_authorization().as_str().to_owned();
            self.challenges.set(challenge.token.clone(), answer);
            challenge.set_ready().await.map_err(|e| format!("challenge: {e}"))?;
        }
        let retry = RetryPolicy::new().initial_delay(Duration::from_millis(500)).timeout(Duration::from_secs(90));
        let status = order.poll_ready(&retry).await.map_err(|e| format!("validation: {e}"))?;
        if status != OrderStatus::Ready {
            return Err(format!("the authority did not validate the domains (order {status:?})"));
        }
        let key_pem = order.finalize().await.map_err(|e| format!("finalize: {e}"))?;
        let chain_pem = order.poll_certificate(&retry).await.map_err(|e| format!("certificate: {e}"))?;
        let loaded = load_pem(chain_pem.as_bytes(), key_pem.as_bytes())?;
        let (directory, domains, v) = (self.directory.clone(), self.domains_key(), loaded.validity);
        self.db
            .write(move |tx| {
                tx.execute(
                    "INSERT OR REPLACE INTO tls_certificates
                     (directory, domains, chain_pem, key_pem, not_before, not_after, created_at)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                    params![directory, domains, chain_pem, key_pem, v.not_before, v.not_after, now_ms()],
                )?;
                Ok(())
            })
            .await
            .map_err(|e: ApiError| e.message().to_owned())?;
        Ok(loaded)
    }
}

/// https requests to the ACME authority: one connection per request (an order makes about ten),
/// each bounded in time and size, verified against the system's roots or the given test CA.
struct AcmeHttp {
    tls: tokio_rustls::TlsConnector,
}

impl AcmeHttp {
    fn new(ca_root: Option<&std::path::Path>) -> Result<AcmeHttp, String> {
        let mut roots = rustls::RootCertStore::empty();
        let trusted = crate::edge::tls::trusted_roots(ca_root).map_err(|e| {
            if ca_root.is_some() {
                format!("--acme-ca-root {e}")
            } else {
                e
            }
        })?;
        roots.add_parsable_certificates(trusted);
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let config = rustls::ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| e.to_string())?
            .with_root_certificates(roots)
            .with_no_client_auth();
        Ok(AcmeHttp { tls: tokio_rustls::TlsConnector::from(Arc::new(config)) })
    }
}

type BoxError = Box<dyn std::error::Error + Send + Sync>;

impl HttpClient for AcmeHttp {
    fn request(
        &self,
        req: poem::http::Request<BodyWrapper<Bytes>>,
    ) -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<BytesResponse, instant_acme::Error>> + Send>> {
        let tls = self.tls.clone();
        Box::pin(async move {
            match tokio::time::timeout(REQUEST_TIME_LIMIT, send(tls, req)).await {
                Ok(Ok(answer)) => Ok(answer),
                Ok(Err(e)) => Err(instant_acme::Error::Other(e)),
                Err(_) => Err(instant_acme::Error::Str("the ACME server did not answer within 30 s")),
            }
        })
    }
}

async fn send(
    tls: tokio_rustls::TlsConnector,
    mut req: poem::http::Request<BodyWrapper<Bytes>>,
) -> Result<BytesResponse, BoxError> {
    let uri = req.uri().clone();
    if uri.scheme_str() != Some("https") {
        return Err(format!("not an https URL: {uri}").into());
    }
    let host = uri.host().ok_or("URL without a host")?.trim_start_matches('[').trim_end_matches(']').to_owned();
    let port = uri.port_u16().unwrap_or(443);
    let tcp = tokio::net::TcpStream::connect((host.as_str(), port)).await?;
    let name = ServerName::try_from(host.clone())?;
    let stream = tls.connect(name, tcp).await?;
    let (mut sender, conn) = hyper::client::conn::http1::handshake(TokioIo::new(stream)).await?;
    let conn = tokio::spawn(conn); // drives the connection; ends when the answer has been read
    let authority = uri.authority().map(|a| a.as_str().to_owned()).unwrap_or(host);
    req.headers_mut().insert(header::HOST, HeaderValue::from_str(&authority)?);
    *req.uri_mut() = uri.path_and_query().map_or("/", |p| p.as_str()).parse()?;
    let answer = sender.send_request(req).await?;
    let (parts, body) = answer.into_parts();
    let body = http_body_util::Limited::new(body, MAX_ANSWER).collect().await?.to_bytes();
    drop(sender);
    conn.abort();
    Ok(BytesResponse { parts, body: Box::new(body) })
}

/// Plain http while https is on: the ACME challenge answers, and a permanent redirect of
/// everything else to the same path on https (GET and HEAD 301, other methods 308 so they keep
/// their method and body).
pub struct PlainHttp {
    pub challenges: Arc<Challenges>,
    /// The names the site answers to; a request for another host goes to the first.
    pub domains: Vec<String>,
    /// The https port, when not 443.
    pub https_port: Option<u16>,
}

const CHALLENGE_PREFIX: &str = "/.well-known/acme-challenge/";

impl Endpoint for PlainHttp {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let path = req.uri().path();
        if let Some(token) = path.strip_prefix(CHALLENGE_PREFIX) {
            let found = (req.method() == Method::GET || req.method() == Method::HEAD)
                .then(|| self.challenges.answer(token))
                .flatten();
            return Ok(match found {
                Some(answer) => Response::builder().content_type("application/octet-stream").body(answer),
                None => Response::builder().status(StatusCode::NOT_FOUND).body("no such challenge"),
            });
        }
        let asked = req
            .headers()
            .get(header::HOST)
            .and_then(|h| h.to_str().ok())
            .and_then(|h| h.parse::<poem::http::uri::Authority>().ok())
            .map(|a| a.host().to_ascii_lowercase());
        let host = match asked {
            Some(h) if self.domains.is_empty() || self.domains.contains(&h) => h,
            _ => match self.domains.first() {
                Some(first) => first.clone(),
                None => return Ok(Response::builder().status(StatusCode::BAD_REQUEST).body("no Host header")),
            },
        };
        let port = self.https_port.map(|p| format!(":{p}")).unwrap_or_default();
        let path_and_query = req.uri().path_and_query().map_or("/", |p| p.as_str());
        let target = format!("https://{host}{port}{path_and_query}");
        let Ok(location) =
            target.parse::<Uri>().map_err(|_| ()).and_then(|_| HeaderValue::from_str(&target).map_err(|_| ()))
        else {
            return Ok(Response::builder().status(StatusCode::BAD_REQUEST).body("bad request"));
        };
        let status = if matches!(*req.method(), Method::GET | Method::HEAD) {
            StatusCode::MOVED_PERMANENTLY
        } else {
            StatusCode::PERMANENT_REDIRECT
        };
        Ok(Response::builder().status(status).header(header::LOCATION, location).finish())
    }
}
