//! SMTP: a message as it travels, the connection pool to the mail server, and one delivery.

use std::time::{Duration, UNIX_EPOCH};

use lettre::message::header::{ContentTransferEncoding, ContentType};
use lettre::message::{Attachment as MimeAttachment, Body, MultiPart, SinglePart};
use lettre::transport::smtp::authentication::Credentials;
use lettre::transport::smtp::client::{Certificate, CertificateStore, Tls, TlsParameters};
use lettre::transport::smtp::extension::ClientId;
use lettre::transport::smtp::PoolConfig;
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use super::settings::mailbox;
use crate::config::{Security, Server};
use crate::db::now_ms;
use crate::edge::tls;

/// The longest one SMTP step may take (connecting, TLS, each command and its answer).
const STEP_LIMIT: Duration = Duration::from_secs(15);
/// The longest one message may take, all steps together.
const MESSAGE_LIMIT: Duration = Duration::from_secs(60);

/// A message as the outbox holds it.
pub struct Outgoing {
    pub recipient: String,
    pub reply_to: Option<String>,
    pub subject: String,
    pub body: String,
    /// The part before the `@` (the sender's domain follows it when sent).
    pub message_id: String,
    pub created_at: i64,
    /// Files sent with the text (a quote's proforma): the message is then multipart/mixed, each
    /// file base64-encoded.
    pub attachments: Vec<Attachment>,
}

/// A file sent with a message.
#[derive(Clone, Debug, PartialEq)]
pub struct Attachment {
    pub filename: String,
    pub mime: String,
    pub bytes: Vec<u8>,
}

pub fn new_message_id(kind: &str) -> String {
    format!("{kind}.{}.{:016x}", now_ms(), rand::random::<u64>())
}

/// Why a message did not go.
pub struct SendError {
    pub text: String,
    /// The message itself cannot be sent (it will not be tried again).
    pub unsendable: bool,
}

/// A connection pool to `server`, verifying its certificate against the system's roots (or
/// `$SSL_CERT_FILE`), each step bounded by [`STEP_LIMIT`].
pub fn transport(server: &Server, from: &str, pool: u32) -> Result<AsyncSmtpTransport<Tokio1Executor>, String> {
    let tls = || -> Result<TlsParameters, String> {
        let mut builder = TlsParameters::builder(server.host.clone()).certificate_store(CertificateStore::None);
        for root in tls::trusted_roots(None)? {
            builder = builder.add_root_certificate(Certificate::from_der(root.to_vec()).map_err(|e| e.to_string())?);
        }
        builder.build_rustls().map_err(|e| format!("TLS: {e}"))
    };
    let tls = match server.security {
        Security::Tls => Tls::Wrapper(tls()?),
        Security::Starttls => Tls::Required(tls()?),
        Security::Plain => Tls::None,
    };
    let domain = from.rsplit_once('@').map_or("localhost", |(_, d)| d);
    let mut builder = AsyncSmtpTransport::<Tokio1Executor>::builder_dangerous(server.host.as_str())
        .port(server.port)
        .tls(tls)
        .timeout(Some(STEP_LIMIT))
        .hello_name(ClientId::Domain(domain.to_owned()))
        .pool_config(PoolConfig::new().max_size(pool).idle_timeout(Duration::from_secs(60)));
    if let Some(user) = &server.username {
        builder = builder.credentials(Credentials::new(user.clone(), server.password.clone().unwrap_or_default()));
    }
    Ok(builder.build())
}

pub async fn send(transport: &AsyncSmtpTransport<Tokio1Executor>, from: &str, m: &Outgoing) -> Result<(), SendError> {
    let unsendable = |text: String| SendError { text, unsendable: true };
    let address = |a: &str| mailbox(a).map_err(unsendable);
    let domain = from.rsplit_once('@').map_or("localhost", |(_, d)| d);
    let mut builder = Message::builder()
        .from(address(from)?)
        .to(address(&m.recipient)?)
        .subject(m.subject.as_str())
        .message_id(Some(format!("<{}@{domain}>", m.message_id)))
        .date(UNIX_EPOCH + Duration::from_millis(m.created_at.max(0) as u64));
    if let Some(reply_to) = &m.reply_to {
        builder = builder.reply_to(address(reply_to)?);
    }
    let message = if m.attachments.is_empty() {
        builder.header(ContentType::TEXT_PLAIN).body(m.body.clone())
    } else {
        let mut parts = MultiPart::mixed().singlepart(SinglePart::plain(m.body.clone()));
        for a in &m.attachments {
            let mime = ContentType::parse(&a.mime).map_err(|e| unsendable(format!("{}: {e}", a.mime)))?;
            // base64 whatever the bytes: a PDF may look like text, and must arrive unchanged
            let body = Body::new_with_encoding(a.bytes.clone(), ContentTransferEncoding::Base64)
                .map_err(|_| unsendable(format!("{}: cannot be encoded", a.filename)))?;
            parts = parts.singlepart(MimeAttachment::new(a.filename.clone()).body(body, mime));
        }
        builder.multipart(parts)
    }
    .map_err(|e| unsendable(e.to_string()))?;
    match tokio::time::timeout(MESSAGE_LIMIT, transport.send(message)).await {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => Err(SendError { text: describe(&e), unsendable: false }),
        Err(_) => Err(SendError { text: format!("no answer within {} s", MESSAGE_LIMIT.as_secs()), unsendable: false }),
    }
}

/// lettre's error with its causes, e.g. `permanent error (535): authentication failed`.
fn describe(e: &lettre::transport::smtp::Error) -> String {
    let mut text = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text.chars().take(500).collect()
}
