//! A page ready to send: its HTML, its gzip (quick for the first visitors, then a smaller copy
//! kept for the kernel to send) and its ETag; and a product's page made from its products page
//! with another head, compressing only the new beginning.

use std::io::Write as _;
use std::ops::Range;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};

use bytes::Bytes;
use poem::http::{HeaderValue, StatusCode};
use sha2::{Digest, Sha256};

use crate::edge::sendfile;
use crate::error::ApiError;

/// A page ready to send: the HTML, its gzip and its ETag.
pub struct Rendered {
    pub status: StatusCode,
    pub identity: Bytes,
    pub gzip: Bytes,
    pub etag: HeaderValue,
    /// Where the head the server writes for this page lies in `identity`: a product's page is its
    /// products page with another head.
    pub head: Range<usize>,
    /// Set on a first visitor's copy (gzip at [`FIRST_GZIP`]) until a smaller one is asked for.
    pub quick: AtomicBool,
    /// What follows the head, compressed once for all the product pages made from this page.
    pub tail: OnceLock<Tail>,
}

/// The part of a page after its head as a deflate stream of its own (it refers to nothing before
/// it), with the CRC-32 and length of those bytes. A product's page is its products page with
/// another head: its gzip is the new beginning compressed, then this.
#[derive(Clone)]
pub struct Tail {
    pub deflate: Bytes,
    crc: crc32fast::Hasher,
    len: usize,
}

impl Tail {
    fn of(bytes: &[u8]) -> Tail {
        let mut deflate = Vec::with_capacity(bytes.len() / 6);
        deflate_into(&mut new_deflate(), bytes, &mut deflate, flate2::FlushCompress::Finish);
        let mut crc = crc32fast::Hasher::new();
        crc.update(bytes);
        Tail { deflate: Bytes::from(deflate), crc, len: bytes.len() }
    }
}

impl Rendered {
    pub fn new(status: StatusCode, html: String, head: Range<usize>, gzip_level: u32) -> Rendered {
        let etag = page_etag(&Sha256::digest(html.as_bytes()));
        let identity = Bytes::from(html);
        Rendered {
            status,
            gzip: gzip(&identity, gzip_level),
            identity,
            etag,
            head,
            quick: AtomicBool::new(gzip_level < KEPT_GZIP),
            tail: OnceLock::new(),
        }
    }

    /// [`Rendered::new`] on a blocking thread: hashing and compressing a whole page is work the
    /// async threads must not spend their time on.
    pub async fn made(
        status: StatusCode,
        html: String,
        head: Range<usize>,
        gzip_level: u32,
    ) -> Result<Rendered, ApiError> {
        tokio::task::spawn_blocking(move || Rendered::new(status, html, head, gzip_level))
            .await
            .map_err(|e| ApiError::internal(format!("compressing a page: {e}")))
    }

    /// The same page with its gzip at [`KEPT_GZIP`], both kept where the kernel sends them without
    /// copying (`sendfile`), outside the process's memory: the copy a cached page is sent from.
    pub fn kept(&self) -> Rendered {
        Rendered {
            status: self.status,
            identity: sendfile::filed(self.identity.clone()),
            gzip: sendfile::filed(gzip(&self.identity, KEPT_GZIP)),
            etag: self.etag.clone(),
            head: self.head.clone(),
            quick: AtomicBool::new(false),
            tail: self.tail.get().cloned().map(OnceLock::from).unwrap_or_default(),
        }
    }

    /// This page with `head` in place of its own, on a blocking thread.
    pub async fn with_head(self: &Arc<Self>, status: StatusCode, head: String) -> Result<Rendered, ApiError> {
        let page = self.clone();
        tokio::task::spawn_blocking(move || page.joined(status, &head))
            .await
            .map_err(|e| ApiError::internal(format!("writing a product's page: {e}")))
    }

    /// This page with `head` in place of its own. Only the part before the page's body is
    /// compressed here (a few KB); the body's compressed [`Tail`] is made once and joined to it.
    /// The ETag is this page's with the new head's digest.
    pub fn joined(&self, status: StatusCode, head: &str) -> Rendered {
        let (before, after) = (&self.identity[..self.head.start], &self.identity[self.head.end..]);
        let tail = self.tail.get_or_init(|| Tail::of(after));
        let mut html = Vec::with_capacity(before.len() + head.len() + after.len());
        html.extend_from_slice(before);
        html.extend_from_slice(head.as_bytes());
        let beginning = html.len();
        html.extend_from_slice(after);

        // gzip (RFC 1952): a header, the beginning compressed and flushed to a byte boundary with
        // nothing carried over (a full flush), the tail's stream, then the CRC-32 and length of it all.
        let mut gz = Vec::with_capacity(GZIP_HEADER.len() + beginning / 4 + tail.deflate.len() + 8);
        gz.extend_from_slice(&GZIP_HEADER);
        deflate_into(&mut new_deflate(), &html[..beginning], &mut gz, flate2::FlushCompress::Full);
        gz.extend_from_slice(&tail.deflate);
        let mut crc = crc32fast::Hasher::new();
        crc.update(&html[..beginning]);
        crc.combine(&tail.crc);
        gz.extend_from_slice(&crc.finalize().to_le_bytes());
        gz.extend_from_slice(&((beginning + tail.len) as u32).to_le_bytes());

        let etag = page_etag(&Sha256::new().chain_update(self.etag.as_bytes()).chain_update(head).finalize());
        Rendered {
            status,
            identity: Bytes::from(html),
            gzip: Bytes::from(gz),
            etag,
            head: self.head.start..self.head.start + head.len(),
            quick: AtomicBool::new(false),
            tail: OnceLock::new(),
        }
    }
}

/// A page's ETag from the digest of what it is made of.
fn page_etag(digest: &[u8]) -> HeaderValue {
    let hex: String = digest[..12].iter().map(|b| format!("{b:02x}")).collect();
    HeaderValue::from_str(&format!("\"p{hex}\"")).expect("hex digits are a valid header value")
}

/// A gzip member's header: deflate, no name or time, unknown system.
const GZIP_HEADER: [u8; 10] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];

/// A raw deflate stream at [`KEPT_GZIP`].
fn new_deflate() -> flate2::Compress {
    flate2::Compress::new(flate2::Compression::new(KEPT_GZIP), false)
}

/// Compresses all of `input` onto the end of `out`, then flushes as `flush` says.
fn deflate_into(c: &mut flate2::Compress, mut input: &[u8], out: &mut Vec<u8>, flush: flate2::FlushCompress) {
    loop {
        out.reserve(input.len() / 4 + 4096);
        let read = c.total_in();
        let status = c.compress_vec(input, out, flush);
        input = &input[(c.total_in() - read) as usize..];
        // Done once the input is in and the flush did not fill the room it was given; a stream
        // error cannot happen with valid arguments, and ends the loop rather than spinning.
        match status {
            Ok(flate2::Status::StreamEnd) | Err(_) => return,
            Ok(_) if input.is_empty() && out.len() < out.capacity() => return,
            Ok(_) => {}
        }
    }
}

/// gzip levels of a rendered page: level 1 compresses several times faster than level 6, level 6
/// makes a smaller file (docs/benchmarks.md has the figures). The visitors who wait for a render
/// get the quick one; once the page is read again, the cache's copy is compressed small in the background
/// for everyone after. A page the next change of data replaces before a second visit (an admin at
/// work) costs no second compression.
pub const FIRST_GZIP: u32 = 1;
pub const KEPT_GZIP: u32 = 6;

fn gzip(bytes: &[u8], level: u32) -> Bytes {
    let mut gz = flate2::write::GzEncoder::new(Vec::with_capacity(bytes.len() / 3), flate2::Compression::new(level));
    Bytes::from(gz.write_all(bytes).and_then(|()| gz.finish()).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_with_another_head_is_one_valid_gzip_of_its_bytes() {
        use std::io::Read as _;
        let unzip = |gz: &[u8]| {
            let mut out = Vec::new();
            flate2::read::GzDecoder::new(gz).read_to_end(&mut out).map(|_| out)
        };
        let body: String = (0..4000).map(|i| format!("<li>پسته {i} · pistachio</li>")).collect();
        let html = format!("<!doctype html><html><head><title>List</title></head><body>{body}</body></html>");
        let head = html.find("<title>").unwrap()..html.find("</head>").unwrap();
        let list = Rendered::new(StatusCode::OK, html.clone(), head.clone(), FIRST_GZIP);
        for title in ["<title>Almonds</title><meta name=\"description\" content=\"بادام\">", ""] {
            let page = list.joined(StatusCode::OK, title);
            let expected = format!("{}{title}{}", &html[..head.start], &html[head.end..]);
            assert_eq!(&page.identity[..], expected.as_bytes());
            assert_eq!(unzip(&page.gzip).unwrap(), expected.as_bytes());
            assert_eq!(&page.identity[page.head.clone()], title.as_bytes());
            assert_ne!(page.etag, list.etag);
            // Smaller than the list's own quick gzip: the body is compressed at the kept level.
            assert!(page.gzip.len() < list.gzip.len(), "{} >= {}", page.gzip.len(), list.gzip.len());
        }
        // The body is compressed once, and the list's smaller copy keeps it.
        let tail = list.tail.get().unwrap().deflate.clone();
        assert_eq!(list.kept().tail.get().unwrap().deflate.as_ptr(), tail.as_ptr());
        // A different head gives a different ETag; the same head the same one.
        assert_eq!(
            list.joined(StatusCode::OK, "<title>A</title>").etag,
            list.joined(StatusCode::OK, "<title>A</title>").etag
        );
        assert_ne!(
            list.joined(StatusCode::OK, "<title>A</title>").etag,
            list.joined(StatusCode::OK, "<title>B</title>").etag
        );
    }
}
