//! /api/mail: the mail server that sends order e-mails, the buyer's confirmation, what waits in
//! the outbox, and a test e-mail.

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::types::Example;
use poem_openapi::{Object, OpenApi};

use super::common::{sensitive, ApiTags};
use crate::auth::AdminSession;
use crate::config::{self, Security, Server};
use crate::error::{ApiError, ErrorCode};
use crate::errors;
use crate::mail;
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::rules::{check_text, is_blank, rfc3339, text_enum, Email, Field};
use crate::state::AppState;

#[derive(Default)]
pub struct MailApi;

text_enum!(
    /// Where the mail server's settings come from: `flags` (the server's command line or
    /// environment; they cannot be changed here), `dashboard`, or `none` (no mail server: new
    /// orders are not mailed; other messages wait in the outbox until one is set).
    MailSource { Flags => "flags", Dashboard => "dashboard", Nothing => "none" }
);

text_enum!(
    /// Where the site's address comes from: `flags` (`--public-url` or `--domain`; it cannot be
    /// changed here), `dashboard` (saved by an admin), or `none` (not set: mail carries no links,
    /// and writes are checked against the address each request was sent to).
    SiteUrlSource { Flags => "flags", Dashboard => "dashboard", Nothing => "none" }
);

/// The mail settings in force, and the outbox. The password is never answered.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
struct MailSettings {
    source: MailSource,
    host: Option<String>,
    port: Option<u16>,
    security: Option<Security>,
    username: Option<String>,
    /// Whether a password is set (it is never answered).
    password_set: bool,
    /// The sender address of the site's e-mails.
    from: Option<String>,
    /// Whether buyers who gave an e-mail address get a short confirmation, in the language of the
    /// page they ordered from.
    buyer_confirmation: bool,
    /// Messages waiting to be sent (and tried again after a failure).
    queued: i64,
    /// Of those, the ones whose last attempt failed.
    failing: i64,
    /// Messages that cannot be sent at all (an address the mail server does not take).
    given_up: i64,
    /// When the last message was sent (RFC 3339).
    last_sent_at: Option<String>,
    /// The last failure to deliver, until the next delivery.
    last_error: Option<String>,
    last_error_at: Option<String>,
    /// The site's address, for the links in mail and the only Origin accepted for writes.
    site_url: Option<String>,
    site_url_source: SiteUrlSource,
    /// While no address is set: the address this request was sent to, for an admin to confirm
    /// (it is never saved without that).
    suggested_site_url: Option<String>,
}

/// The site's address as the dashboard saves it.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
struct SiteUrlUpdate {
    /// `https://` or `http://`, a host name and an optional port, e.g. `https://golbahar.af`;
    /// empty: no address. It must be the address the dashboard is open at (else 409: saving
    /// another would refuse every later write from this page). Refused with 409 while
    /// `--public-url` or `--domain` set it.
    #[oai(validator(
        max_length = 300,
        pattern = r"^[ \t\r\n]*$|^[ \t\r\n]*[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9.:\[\]\-]{1,255}/*[ \t\r\n]*$"
    ))]
    site_url: String,
}

impl Example for SiteUrlUpdate {
    fn example() -> Self {
        SiteUrlUpdate { site_url: "https://golbahar.af".into() }
    }
}

/// The mail settings as the dashboard saves them.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
struct MailSettingsUpdate {
    /// The mail server's host name; empty: no mail server. Refused with 409 while flags set the
    /// server.
    #[oai(validator(max_length = 253, pattern = r"^\s*$|^(?:[A-Za-z0-9-]{1,63}\.)*[A-Za-z0-9-]{1,63}$"))]
    host: Field<Option<String>>,
    /// Default: 465 with `tls`, 587 with `starttls`, 25 with `none`.
    #[oai(validator(minimum(value = "1"), maximum(value = "65535")))]
    port: Field<Option<i64>>,
    /// Default (absent or null): `starttls`.
    security: Field<Option<Security>>,
    #[oai(validator(max_length = 254, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    username: Field<Option<String>>,
    /// Absent or null: the stored password is kept, as long as the host, port, security and
    /// username stay as they were (changing any of them, where the password would go, forgets it
    /// unless a new one is given); empty: no password. With no username, the sender address signs
    /// in.
    #[oai(validator(max_length = 1024, pattern = r"^[^\x00-\x1f\x7f-\x9f]*$"))]
    password: Field<Option<String>>,
    /// The sender address. Empty or absent: the username when it is an e-mail address, else the
    /// company's address (the contact e-mail of the site content).
    #[oai(validator(
        max_length = 254,
        pattern = r#"^\s*$|^[^@\s?&<>"\x00-\x1f\x7f-\x9f]+@[^@\s?&<>".\x00-\x1f\x7f-\x9f][^@\s?&<>"\x00-\x1f\x7f-\x9f]*\.[^@\s?&<>"\x00-\x1f\x7f-\x9f]*[^@\s?&<>".\x00-\x1f\x7f-\x9f]$"#
    ))]
    from: Field<Option<Email>>,
    /// Mail buyers who gave an address a short confirmation (absent or null: off).
    buyer_confirmation: Field<Option<bool>>,
}

impl Example for MailSettingsUpdate {
    fn example() -> Self {
        MailSettingsUpdate {
            host: Field(Some("smtp.example.com".into())),
            port: Field(Some(465)),
            security: Field(Some(Security::Tls)),
            username: Field(Some("orders@golbahar.af".into())),
            password: Field(Some("app password".into())),
            from: Field(Some(Email("orders@golbahar.af".into()))),
            buyer_confirmation: Field(Some(true)),
        }
    }
}

/// Where to send a test e-mail.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", example)]
struct MailTest {
    /// Empty or absent: the company's address (the contact e-mail of the site content).
    #[oai(validator(
        max_length = 254,
        pattern = r#"^\s*$|^[^@\s?&<>"\x00-\x1f\x7f-\x9f]+@[^@\s?&<>".\x00-\x1f\x7f-\x9f][^@\s?&<>"\x00-\x1f\x7f-\x9f]*\.[^@\s?&<>"\x00-\x1f\x7f-\x9f]*[^@\s?&<>".\x00-\x1f\x7f-\x9f]$"#
    ))]
    to: Field<Option<Email>>,
}

impl Example for MailTest {
    fn example() -> Self {
        MailTest { to: Field(Some(Email("export@golbahar.af".into()))) }
    }
}

/// How the test e-mail went.
#[derive(Object)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
struct MailTestResult {
    /// The mail server accepted the message.
    sent: bool,
    to: String,
    /// What the mail server (or the connection to it) answered, when it was not accepted.
    error: Option<String>,
}

/// A valid sender or recipient address, as SMTP takes it.
fn address((name, field): (&str, &str), value: &str) -> Result<String, ApiError> {
    config::parse_address(value)
        .map_err(|_| ApiError::invalid(field, format!("{name}: please enter a valid e-mail address")))
}

impl MailSettingsUpdate {
    /// The server and sender this saves (`None`: the company's address), or `None` for no mail
    /// server.
    fn server(&self) -> Result<Option<(Server, Option<String>)>, ApiError> {
        let Some(host) = self.host.as_deref().map(str::trim).filter(|h| !h.is_empty()) else {
            return Ok(None);
        };
        if !config::valid_mail_host(host) || host.starts_with('[') {
            return Err(ApiError::invalid("host", "Host must be a host name such as smtp.example.com"));
        }
        let security = self.security.unwrap_or(Security::Starttls);
        let port = match *self.port {
            None => security.default_port(),
            Some(p) => u16::try_from(p)
                .ok()
                .filter(|&p| p > 0)
                .ok_or_else(|| ApiError::invalid("port", "Port must be from 1 to 65535"))?,
        };
        let username = self.username.as_deref().filter(|u| !u.is_empty());
        let password = self.password.as_deref().filter(|p| !p.is_empty());
        check_text("Username", username.unwrap_or_default(), 254, false)?;
        check_text("Password", password.unwrap_or_default(), 1024, false)?;
        let from = match self.from.as_deref().map(str::trim).filter(|f| !f.is_empty()) {
            Some(from) => Some(address(("Sender address", "from"), from)?),
            None => username.and_then(|u| config::parse_address(u).ok()),
        };
        let server = Server {
            host: host.to_ascii_lowercase(),
            port,
            security,
            username: username.map(str::to_owned),
            password: password.map(str::to_owned),
        };
        Ok(Some((server, from)))
    }
}

/// Whether a password saved for `old` would go to the same place with `new`: the same host, port,
/// security and username.
fn same_place(old: &Server, new: &Server) -> bool {
    (&old.host, old.port, old.security, &old.username) == (&new.host, new.port, new.security, &new.username)
}

/// The settings as the audit log records them: the password only as set or not.
fn audited(stored: &mail::Stored) -> serde_json::Value {
    let server = stored.server.as_ref();
    serde_json::json!({
        "host": server.map(|s| s.server.host.clone()),
        "port": server.map(|s| s.server.port),
        "security": server.map(|s| s.server.security.as_str()),
        "username": server.and_then(|s| s.server.username.clone()),
        "passwordSet": server.is_some_and(|s| s.server.password.is_some()),
        "from": server.map(|s| s.from.clone()),
        "buyerConfirmation": stored.buyer_confirmation,
    })
}

async fn settings(state: &AppState, req: &Request) -> Result<MailSettings, ApiError> {
    let (stored, outbox) = state.db.read(|conn| Ok((mail::stored(conn)?, mail::outbox_status(conn)?))).await?;
    let source = match (state.mail.set_by_flags(), &stored.server) {
        (true, _) => MailSource::Flags,
        (false, Some(_)) => MailSource::Dashboard,
        (false, None) => MailSource::Nothing,
    };
    let current = state.mail.settings();
    let server = current.as_ref().map(|s| &s.server);
    let failure = state.mail.last_failure();
    let site_url = state.site_url();
    let site_url_source = match (&state.config.public_url, &site_url) {
        (Some(_), _) => SiteUrlSource::Flags,
        (None, Some(_)) => SiteUrlSource::Dashboard,
        (None, None) => SiteUrlSource::Nothing,
    };
    let suggested_site_url = match site_url {
        Some(_) => None,
        None => crate::edge::peer::request_url(req, &state.config).and_then(|u| config::parse_public_url(&u).ok()),
    };
    Ok(MailSettings {
        source,
        host: server.map(|s| s.host.clone()),
        port: server.map(|s| s.port),
        security: server.map(|s| s.security),
        username: server.and_then(|s| s.username.clone()),
        password_set: server.is_some_and(|s| s.password.is_some()),
        from: current.as_ref().map(|s| s.from.clone()),
        buyer_confirmation: stored.buyer_confirmation,
        queued: outbox.queued,
        failing: outbox.failing,
        given_up: outbox.given_up,
        last_sent_at: outbox.last_sent_at.map(rfc3339),
        last_error_at: failure.as_ref().map(|(at, _)| rfc3339(*at)),
        last_error: failure.map(|(_, e)| e),
        site_url,
        site_url_source,
        suggested_site_url,
    })
}

#[OpenApi(prefix_path = "/api/mail", tag = "ApiTags::Mail")]
impl MailApi {
    /// The mail settings and the outbox
    ///
    /// The mail server in force (from flags or the dashboard; never its password), whether buyers
    /// get a confirmation, and what waits in the outbox.
    #[oai(path = "/", method = "get", operation_id = "getMailSettings")]
    async fn get(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        _admin: AdminSession,
    ) -> Result<Json<MailSettings>, errors![400, 401]> {
        Ok(Json(settings(&state, req).await?))
    }

    /// Saves the mail settings
    ///
    /// An empty host removes the mail server (new orders are then not mailed). While flags set
    /// the server, only `buyerConfirmation` can be saved: a host is refused with 409. The stored
    /// password is sent only where it was saved for: a new host, port, security or username with
    /// no new password forgets it (the answer's `passwordSet` is then false).
    #[oai(path = "/", method = "put", operation_id = "updateMailSettings")]
    async fn update(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<MailSettingsUpdate>,
    ) -> Result<Json<MailSettings>, errors![400, 401, 403, 408, 409, 413]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        let by_flags = state.mail.set_by_flags();
        if by_flags && !is_blank(body.host.as_deref()) {
            return Err(ApiError::new(
                ErrorCode::SetByFlags,
                "The mail server is set on the server's command line (--smtp-url); change it there",
            )
            .field("host")
            .into());
        }
        let server = match body.server()? {
            Some((mut server, from)) => {
                let from = match from {
                    Some(from) => from,
                    None => {
                        let company =
                            state.db.read(|conn| Ok(crate::models::content::get(conn)?.contact_email)).await?;
                        let from = company.as_deref().and_then(|c| config::parse_address(c).ok());
                        from.ok_or_else(|| ApiError::required(&[("Sender address", "from")]))?
                    }
                };
                // Most mail services sign in with the sender's address.
                if server.password.is_some() && server.username.is_none() {
                    server.username = Some(from.clone());
                }
                Some((server, from))
            }
            None => None,
        };
        let keep_password = body.password.is_none();
        let confirmation = body.buyer_confirmation.unwrap_or(false);
        let stored = sensitive(&state, who, AuditKind::MailSettings, move |tx, who| {
            let current = mail::stored(tx)?;
            let before = audited(&current);
            // Under flags the dashboard's own server stays as it was.
            let server = if by_flags { current.server.clone().map(|s| (s.server, s.from)) } else { server };
            // The stored password goes only where it went before: a new place forgets it.
            let keep_password = keep_password
                && matches!((&current.server, &server), (Some(old), Some((new, _))) if same_place(&old.server, new));
            let replaces_password = !keep_password && server.as_ref().is_some_and(|(s, _)| s.password.is_some());
            let stored =
                mail::store(tx, server.as_ref().map(|(s, from)| (s, from.as_str())), keep_password, confirmation)?;
            let mut changes = audit::diff(Some(&before), Some(&audited(&stored)), &[]);
            if replaces_password && !changes.iter().any(|c| c.field == "passwordSet") {
                changes.push(Change::set("password", "replaced"));
            }
            audit::record(tx, who, AuditKind::MailSettings, Target::named("mail settings"), &changes)?;
            Ok((stored, String::new(), changes))
        })
        .await?;
        state.mail.stored_changed(stored);
        Ok(Json(settings(&state, req).await?))
    }

    /// Saves the site's address
    ///
    /// The address the links in mail use and the only Origin accepted for writes, e.g.
    /// `https://golbahar.af`. Until one is set (here, or by `--public-url` or `--domain`), mail
    /// carries no links. It must be the address this request comes from (409 otherwise: open the
    /// dashboard at that address and save it there); 409 too while flags set it. Empty clears it.
    #[oai(path = "/site-url", method = "put", operation_id = "updateSiteUrl")]
    async fn update_site_url(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<SiteUrlUpdate>,
    ) -> Result<Json<MailSettings>, errors![400, 401, 403, 408, 409, 413]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        if state.config.public_url.is_some() {
            return Err(ApiError::new(
                ErrorCode::SetByFlags,
                "The site's address is set on the server's command line (--public-url or --domain); change it there",
            )
            .field("siteUrl")
            .into());
        }
        let url = match body.site_url.trim() {
            "" => None,
            url => {
                let url = config::parse_public_url(&url.to_ascii_lowercase()).map_err(|_| {
                    ApiError::invalid("siteUrl", "The site's address must be like https://golbahar.af (https:// or http://, a host name, an optional port)")
                })?;
                if url.trim_end_matches('/').matches('/').count() > 2 {
                    return Err(ApiError::invalid(
                        "siteUrl",
                        "The site's address takes no path: only https://, the host name and an optional port",
                    )
                    .into());
                }
                if !crate::edge::peer::comes_from(req, &state.config, &url) {
                    return Err(ApiError::new(
                        ErrorCode::OtherAddress,
                        "Open the dashboard at that address and save it there: once saved, writes from any other address are refused",
                    )
                    .into());
                }
                Some(url)
            }
        };
        let stored = sensitive(&state, who, AuditKind::SiteUrlUpdate, move |tx, who| {
            let before = mail::stored(tx)?.site_url;
            let stored = mail::store_site_url(tx, url.as_deref())?;
            let mut changes = Vec::new();
            if before != stored.site_url {
                let text = |u: &Option<String>| u.clone().unwrap_or_default();
                changes.push(Change::from_to("siteUrl", text(&before), text(&stored.site_url)));
                audit::record(tx, who, AuditKind::SiteUrlUpdate, Target::named("site address"), &changes)?;
            }
            Ok((stored, String::new(), changes))
        })
        .await?;
        state.mail.stored_changed(stored);
        Ok(Json(settings(&state, req).await?))
    }

    /// Sends a test e-mail
    ///
    /// Sends at once through the mail server in force and answers whether it accepted the
    /// message, or what it (or the connection to it) answered. 409 when no mail server is set.
    #[oai(path = "/test", method = "post", operation_id = "sendTestMail")]
    async fn test(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<MailTest>,
    ) -> Result<Json<MailTestResult>, errors![400, 401, 403, 408, 409, 413]> {
        let to = match body.to.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            Some(to) => address(("Recipient", "to"), to)?,
            None => {
                state.db.read(|conn| Ok(crate::models::content::get(conn)?.contact_email)).await?.unwrap_or_default()
            }
        };
        if !state.mail.configured() {
            return Err(ApiError::new(ErrorCode::NoMailServer, "No mail server is set").into());
        }
        Ok(Json(match state.mail.send_test(&to).await {
            Ok(()) => MailTestResult { sent: true, to, error: None },
            Err(error) => MailTestResult { sent: false, to, error: Some(error) },
        }))
    }
}
