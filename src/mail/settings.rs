//! The mail server and the sender address: from `--smtp-url` and `--mail-from`, else as an admin
//! saved them in the dashboard (the `mail_settings` row).

use lettre::message::Mailbox;
use rusqlite::{params, Connection, Transaction};

use crate::config::{self, Security, Server};
use crate::error::ApiError;

/// The mail server and the sender address in force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub server: Server,
    pub from: String,
}

/// An address as a mail server takes it (the rule: [`config::smtp_address`]).
pub fn mailbox(address: &str) -> Result<Mailbox, String> {
    let (local, domain) = config::smtp_address(address)?;
    Ok(Mailbox::new(None, lettre::Address::new_dangerous(local, domain)))
}

/// The dashboard's settings as stored.
pub struct Stored {
    pub server: Option<Settings>,
    pub buyer_confirmation: bool,
    pub site_url: Option<String>,
}

/// The dashboard's settings, as stored.
pub fn stored(conn: &Connection) -> Result<Stored, ApiError> {
    Ok(conn.query_row(
        "SELECT smtp_host, smtp_port, smtp_security, smtp_username, smtp_password, mail_from, buyer_confirmation,
             site_url
         FROM mail_settings WHERE id = 1",
        [],
        |r| {
            let host: Option<String> = r.get(0)?;
            let from: Option<String> = r.get(5)?;
            let server = match (host, from) {
                (Some(host), Some(from)) => {
                    let security: Security = r.get::<_, Option<Security>>(2)?.unwrap_or(Security::Starttls);
                    let port: Option<u16> = r.get(1)?;
                    Some(Settings {
                        server: Server {
                            host,
                            port: port.unwrap_or(security.default_port()),
                            security,
                            username: r.get(3)?,
                            password: r.get(4)?,
                        },
                        from,
                    })
                }
                _ => None,
            };
            Ok(Stored { server, buyer_confirmation: r.get(6)?, site_url: r.get(7)? })
        },
    )?)
}

/// Saves the dashboard's settings: `server` `None` clears them (and the password with them);
/// `password` `None` keeps the stored one.
pub fn store(
    tx: &Transaction,
    server: Option<(&Server, &str)>,
    keep_password: bool,
    buyer_confirmation: bool,
) -> Result<Stored, ApiError> {
    match server {
        Some((s, from)) => tx.execute(
            "UPDATE mail_settings SET smtp_host = ?1, smtp_port = ?2, smtp_security = ?3, smtp_username = ?4,
                 smtp_password = CASE WHEN ?7 THEN smtp_password ELSE ?5 END, mail_from = ?6, buyer_confirmation = ?8
             WHERE id = 1",
            params![s.host, s.port, s.security, s.username, s.password, from, keep_password, buyer_confirmation],
        )?,
        None => tx.execute(
            "UPDATE mail_settings SET smtp_host = NULL, smtp_port = NULL, smtp_security = NULL, smtp_username = NULL,
                 smtp_password = NULL, mail_from = NULL, buyer_confirmation = ?1 WHERE id = 1",
            params![buyer_confirmation],
        )?,
    };
    stored(tx)
}

/// Saves the site's address (`None` clears it); answers the settings as stored.
pub fn store_site_url(tx: &Transaction, url: Option<&str>) -> Result<Stored, ApiError> {
    tx.execute("UPDATE mail_settings SET site_url = ?1 WHERE id = 1", params![url])?;
    stored(tx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_smtp_takes() {
        for good in ["a@b.co", "first.last+tag@mail.example.af", "x@[127.0.0.1]", "o'neil@example.com"] {
            assert!(mailbox(good).is_ok(), "{good}");
        }
        for bad in ["a@b", "a..b@c.de", ".a@c.de", "فریده@example.af", "a@exämple.de", "a(b@c.de", "@c.de", "a@"]
        {
            assert!(mailbox(bad).is_err(), "{bad}");
        }
    }
}
