//! The footer's QR code of the site's address, drawn once per address.

use std::sync::Arc;

use bytes::Bytes;

use crate::cache::Cache;
use crate::error::ApiError;
use crate::qr::svg as qr_svg;

/// Codes kept at most: as many as whole pages, since a client may send any Host.
const LIMIT: usize = 64;

/// The footer's QR codes by the address each encodes, each drawn once (drawing one is too slow to
/// do per request): at most [`LIMIT`].
pub struct QrCodes(Cache<String, Bytes, ()>);

impl Default for QrCodes {
    fn default() -> Self {
        QrCodes(Cache::new(LIMIT))
    }
}

impl QrCodes {
    /// The code of `url` as SVG, drawn on a blocking thread unless it is kept.
    pub async fn get(&self, url: String) -> Result<Bytes, ApiError> {
        // The code of an address never changes: any slot for it is as good as a fresh one.
        let slot = self.0.at(&url, ())?;
        let svg = slot
            .value
            .get_or_try_init(|| async move {
                let svg = tokio::task::spawn_blocking(move || qr_svg(&url))
                    .await
                    .map_err(|e| ApiError::internal(format!("drawing a QR code: {e}")))??;
                Ok::<_, ApiError>(Arc::new(Bytes::from(svg)))
            })
            .await?;
        Ok(Bytes::clone(svg))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each address's QR code is drawn once and kept, and however many addresses clients send,
    /// no more than [`LIMIT`] codes are.
    #[tokio::test]
    async fn qr_codes_are_drawn_once_per_address_and_bounded() {
        let codes = QrCodes::default();
        let first = codes.get("https://golbahar.af/".to_owned()).await.unwrap();
        assert_eq!(first, qr_svg("https://golbahar.af/").unwrap().as_bytes());
        let again = codes.get("https://golbahar.af/".to_owned()).await.unwrap();
        assert_eq!(again.as_ptr(), first.as_ptr(), "the kept drawing, not a new one");
        for i in 0..3 * LIMIT {
            codes.get(format!("http://{i}.example/")).await.unwrap();
            assert!(codes.0.len() <= LIMIT);
        }
    }
}
