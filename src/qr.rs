//! QR codes drawn as SVG: the footer's code of the site's address (web/qr.rs keeps them), and the
//! key an authenticator app reads when an admin turns a second factor on.

use std::fmt::Write as _;

use crate::error::ApiError;

/// `text` as an SVG of one path, dark modules on white with the four-module quiet zone scanners
/// need.
pub fn svg(text: &str) -> Result<String, ApiError> {
    let code = qrcode::QrCode::with_error_correction_level(text, qrcode::EcLevel::M)
        .map_err(|e| ApiError::internal(format!("drawing a QR code: {e}")))?;
    let width = code.width();
    let size = width + 8;
    let mut path = String::new();
    for (i, color) in code.to_colors().iter().enumerate() {
        if *color == qrcode::Color::Dark {
            let _ = write!(path, "M{} {}h1v1h-1z", i % width + 4, i / width + 4);
        }
    }
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 {size} {size}\" shape-rendering=\"crispEdges\">\
         <rect width=\"{size}\" height=\"{size}\" fill=\"#fff\"/><path fill=\"#1f1713\" d=\"{path}\"/></svg>"
    ))
}
