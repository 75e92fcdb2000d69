//! The site's public address: the one pages, the sitemap and the QR code are written for.

use poem::Request;

use crate::config::{self, ServeConfig};
use crate::edge::peer;
use crate::state::AppState;

/// The site's public address without a trailing slash: `--public-url` when set; else the
/// scheme and host of the request (from X-Forwarded-Proto/-Host only when a trusted proxy sent
/// it). A host with characters no host name has is not believed.
pub fn public_base(req: &Request, state: &AppState) -> String {
    if let Some(url) = &state.config.public_url {
        return url.trim_end_matches('/').to_owned();
    }
    let scheme = peer::scheme(req, &state.config);
    let host = peer::host(req, &state.config).filter(|h| config::valid_public_host(h)).unwrap_or("localhost");
    format!("{scheme}://{}", host.to_ascii_lowercase())
}

/// Whether [`public_base`] reads a trusted proxy's `X-Forwarded-Host` and `-Proto`: behind one,
/// without `--public-url`.
pub fn address_from_proxy(config: &ServeConfig) -> bool {
    config.public_url.is_none() && !config.trusted_proxies.is_empty()
}
