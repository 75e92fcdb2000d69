//! CSV downloads: RFC 4180 text that spreadsheet programs open safely, streamed as it is read.
//!
//! - UTF-8 with a byte-order mark, so Excel shows Persian text as Persian.
//! - CRLF line ends; a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
//! - No text cell can be read as a formula in any locale (OWASP's CSV-injection guidance): a `'`,
//!   which shows the rest as text, goes where a spreadsheet could begin a cell that then starts
//!   with `=`, `+`, `-`, `@` (or their full-width forms `＝＋－＠`), after blanks or quotes: the
//!   text's start, and each list separator of some locale (`,` `;` `،` `؛`, tab) or line break
//!   inside it. A spreadsheet whose separator is `;`, or one that ignores quotes, begins a cell
//!   there (`x;=1+1` is `x` and `=1+1` to it). A text starting with a tab or carriage return gets
//!   one too. Numbers are written as numbers (`-5` stays a number).
//! - Rows are written by a blocking thread on a reader connection into chunks of about 64 KB that
//!   travel through a channel of a few chunks: memory stays flat whatever the number of rows, and a
//!   client that stops reading stops the query (after [`SEND_TIMEOUT`] at most).

use std::io;
use std::time::Duration;

use bytes::Bytes;
use poem::Body;
use rusqlite::Connection;

use crate::db::Db;
use crate::error::ApiError;
use crate::locale::Lang;

/// The language of a file's header row and of its words (statuses, units); numbers, dates and
/// what people typed stay as they are.
#[derive(poem_openapi::Enum, Clone, Copy, Debug, Default, PartialEq, Eq)]
#[oai(remote = "crate::locale::Lang")]
pub enum Language {
    #[default]
    #[oai(rename = "en")]
    En,
    #[oai(rename = "fa")]
    Fa,
}

/// A header row: each column's `(english, persian)` name in `lang`.
pub fn header<'w>(lang: Lang, columns: &'w [(&'static str, &'static str)]) -> impl Iterator<Item = Cell<'static>> + 'w {
    columns.iter().map(move |c| Cell::Text(lang.pick(*c)))
}

/// A stored time as the caller's local date and time (`2026-11-25 14:03`), which spreadsheets
/// read as a date.
pub fn local_time(ms: i64, offset: time::UtcOffset) -> String {
    let t = time::OffsetDateTime::from_unix_timestamp_nanos(ms as i128 * 1_000_000)
        .unwrap_or(time::OffsetDateTime::UNIX_EPOCH)
        .to_offset(offset);
    format!("{:04}-{:02}-{:02} {:02}:{:02}", t.year(), u8::from(t.month()), t.day(), t.hour(), t.minute())
}

const CHUNK: usize = 64 * 1024;
/// How long a chunk may wait for a client that does not read.
const SEND_TIMEOUT: Duration = Duration::from_secs(30);

/// One cell: text (quoted and neutralised as needed), text a visitor typed, or a number (written
/// as it is).
pub enum Cell<'a> {
    Text(&'a str),
    /// What a visitor typed (a name, notes): as [`Cell::Text`], and when it holds a direction
    /// control (U+202A–U+202E, U+2066–U+2069) it is written without them and isolated
    /// (U+2068 … U+2069), so that neither its own text nor the cells after it on the row read
    /// turned around (a spreadsheet keeps a cell's direction to itself; a text editor showing the
    /// file does not). Other text stays as typed: an isolate around every Persian name would put
    /// invisible characters into every cell a spreadsheet sorts or compares.
    Typed(&'a str),
    Int(i64),
}

impl<'a> From<&'a str> for Cell<'a> {
    fn from(s: &'a str) -> Self {
        Cell::Text(s)
    }
}

impl<'a> From<&'a String> for Cell<'a> {
    fn from(s: &'a String) -> Self {
        Cell::Text(s)
    }
}

impl From<i64> for Cell<'_> {
    fn from(n: i64) -> Self {
        Cell::Int(n)
    }
}

/// Where full chunks go.
type Sink<'a> = Box<dyn FnMut(Bytes) -> Result<(), ApiError> + 'a>;

/// Writes rows into a buffer and hands each full chunk on.
pub struct CsvWriter<'a> {
    buf: Vec<u8>,
    send: Sink<'a>,
}

impl<'a> CsvWriter<'a> {
    /// Starts the file with its byte-order mark.
    pub fn new(send: impl FnMut(Bytes) -> Result<(), ApiError> + 'a) -> Self {
        let mut buf = Vec::with_capacity(CHUNK + 4096);
        buf.extend_from_slice("\u{FEFF}".as_bytes());
        CsvWriter { buf, send: Box::new(send) }
    }

    pub fn row<'c>(&mut self, cells: impl IntoIterator<Item = Cell<'c>>) -> Result<(), ApiError> {
        for (i, cell) in cells.into_iter().enumerate() {
            if i > 0 {
                self.buf.push(b',');
            }
            match cell {
                Cell::Int(n) => self.buf.extend_from_slice(n.to_string().as_bytes()),
                Cell::Text(s) => write_text(&mut self.buf, s),
                Cell::Typed(s) if s.contains(crate::rules::is_direction_control) => {
                    write_text(&mut self.buf, &crate::rules::isolate(s))
                }
                Cell::Typed(s) => write_text(&mut self.buf, s),
            }
        }
        self.buf.extend_from_slice(b"\r\n");
        if self.buf.len() >= CHUNK {
            let chunk = Bytes::from(std::mem::replace(&mut self.buf, Vec::with_capacity(CHUNK + 4096)));
            (self.send)(chunk)?;
        }
        Ok(())
    }

    /// Sends what is left.
    pub fn finish(mut self) -> Result<(), ApiError> {
        let rest = std::mem::take(&mut self.buf);
        if rest.is_empty() {
            return Ok(());
        }
        (self.send)(Bytes::from(rest))
    }
}

/// The signs a spreadsheet reads as the start of a formula: OWASP's four, and the full-width and
/// small forms that spreadsheets of East Asian locales take for the same signs.
const FORMULA_SIGNS: [char; 12] = ['=', '+', '-', '@', '＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫'];
/// Where a spreadsheet may begin a cell inside a text: after a list separator of some locale
/// (Persian Windows uses `؛`) or a line break.
const CELL_BREAKS: [char; 7] = [',', ';', '،', '؛', '\t', '\n', '\r'];
/// What a spreadsheet may pass over before a cell's first sign (an isolate's start too, which
/// shows nothing).
const BLANKS: [char; 8] = [' ', '\t', '\n', '\r', '\u{a0}', '\u{3000}', '"', '\u{2068}'];

/// The byte offsets in `s` where a `'` goes so that no cell a spreadsheet could begin there is a
/// formula, in increasing order (none for ordinary text).
fn formula_starts(s: &str) -> Vec<usize> {
    let breaks = s.char_indices().filter(|(_, c)| CELL_BREAKS.contains(c)).map(|(i, c)| i + c.len_utf8());
    std::iter::once(0)
        .chain(breaks)
        .filter(|&at| {
            let rest = &s[at..];
            (at == 0 && rest.starts_with(['\t', '\r'])) || rest.trim_start_matches(BLANKS).starts_with(FORMULA_SIGNS)
        })
        .collect()
}

/// `s` as a spreadsheet is to read it: a `'` at each of [`formula_starts`] (the text a CSV cell
/// holds, before quoting). The reader of an uploaded file (`super::sheet`) takes exactly these
/// marks away again.
pub fn mark_formulas(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    let mut from = 0;
    for at in formula_starts(s) {
        out.push_str(&s[from..at]);
        out.push('\'');
        from = at;
    }
    out.push_str(&s[from..]);
    out
}

/// Whether a spreadsheet could begin a cell at each `'` of [`mark_formulas`]: the start, and after
/// each list separator or line break.
pub fn is_cell_break(c: char) -> bool {
    CELL_BREAKS.contains(&c)
}

/// A cell of an uploaded file as the text it stands for: without the `'`s [`mark_formulas`] put
/// in (a file this site wrote, or a spreadsheet saved from it), else as it is. `Err` for a cell
/// that a spreadsheet would compute, not show: one starting (or, after a list separator or line
/// break, going on) with a formula (see [`looks_like_formula`]).
pub fn unmark(cell: &str) -> Result<String, NotText> {
    let unmarked = strip_marks(cell);
    if mark_formulas(&unmarked) == cell {
        return Ok(unmarked);
    }
    if looks_like_formula(cell) {
        return Err(NotText);
    }
    Ok(cell.to_owned())
}

/// A cell a spreadsheet would take for a formula.
#[derive(Debug, PartialEq, Eq)]
pub struct NotText;

/// `cell` without each `'` that [`mark_formulas`] could have put there: at a place a spreadsheet
/// could begin a cell, before (blanks, other marks, and) a formula sign.
fn strip_marks(cell: &str) -> String {
    let chars: Vec<(usize, char)> = cell.char_indices().collect();
    let mut out = String::with_capacity(cell.len());
    for (k, &(at, c)) in chars.iter().enumerate() {
        let starts = k == 0 || is_cell_break(chars[k - 1].1);
        if c == '\'' && starts && marks_a_formula(&cell[at + 1..], k == 0) {
            continue;
        }
        out.push(c);
    }
    out
}

/// Whether what follows a `'` is what the writer marks: a formula sign after blanks (and the
/// marks of the breaks among them), or at the text's very start a tab or carriage return.
fn marks_a_formula(rest: &str, at_start: bool) -> bool {
    if at_start && rest.starts_with(['\t', '\r']) {
        return true;
    }
    let mut previous = '\0';
    for c in rest.chars() {
        if BLANKS.contains(&c) || (c == '\'' && is_cell_break(previous)) {
            previous = c;
            continue;
        }
        return FORMULA_SIGNS.contains(&c);
    }
    false
}

/// Whether a spreadsheet would compute `text` (or a cell it could begin inside it): `=` and
/// anything; `+`, `-` or `@` followed by a function call (`SUM(`), a link to another program
/// (`cmd|'…'!A0`) or arithmetic of numbers and cell references (`-A1*2`, `+1+1`). A dash before
/// words (`- 10 kg bags`, `- بادام`) or a number (`-5`, `+93 70 …`) is text.
pub fn looks_like_formula(text: &str) -> bool {
    let breaks = text.char_indices().filter(|(_, c)| is_cell_break(*c)).map(|(i, c)| i + c.len_utf8());
    std::iter::once(0).chain(breaks).any(|at| {
        let rest = text[at..].trim_start_matches(BLANKS);
        let Some(sign) = rest.chars().next().filter(|c| FORMULA_SIGNS.contains(c)) else { return false };
        let after = &rest[sign.len_utf8()..];
        let cell = after.split(is_cell_break).next().unwrap_or_default().trim();
        match sign {
            '=' | '＝' | '﹦' => !cell.is_empty(),
            _ => computes(cell),
        }
    })
}

/// What follows a `+`, `-` or `@` that a spreadsheet would compute.
fn computes(cell: &str) -> bool {
    let bytes = cell.as_bytes();
    let call = bytes.windows(2).any(|w| w[0].is_ascii_alphabetic() && w[1] == b'(');
    if call || (cell.contains('|') && cell.contains('!')) {
        return true;
    }
    const OPERATORS: [char; 7] = ['+', '-', '*', '/', '^', '&', '%'];
    let is_number = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit() || c == '.');
    let is_reference = |t: &str| {
        let t = t.replace('$', "");
        let letters = t.chars().take_while(char::is_ascii_alphabetic).count();
        (1..=3).contains(&letters) && t.len() > letters && t[letters..].chars().all(|c| c.is_ascii_digit())
    };
    let tokens: Vec<&str> =
        cell.split(|c: char| OPERATORS.contains(&c) || c == ' ' || c == ':').filter(|t| !t.is_empty()).collect();
    let arithmetic = !tokens.is_empty() && tokens.iter().all(|t| is_number(t) || is_reference(t));
    arithmetic && (tokens.iter().any(|t| is_reference(t)) || cell.contains(OPERATORS))
}

fn write_text(buf: &mut Vec<u8>, s: &str) {
    let marks = formula_starts(s);
    let quote = !marks.is_empty() || s.contains([',', ';', '"', '\r', '\n']);
    if quote {
        buf.push(b'"');
    }
    let mut from = 0;
    for at in marks.into_iter().chain([s.len()]) {
        for part in s[from..at].split_inclusive('"') {
            buf.extend_from_slice(part.as_bytes());
            if part.ends_with('"') {
                buf.push(b'"');
            }
        }
        if at < s.len() {
            buf.push(b'\'');
        }
        from = at;
    }
    if quote {
        buf.push(b'"');
    }
}

/// The body of a CSV download: `write` runs on a reader connection on a blocking thread and its
/// chunks are sent as they fill. A failure after the first bytes aborts the body, so the client
/// sees a broken download rather than a file that looks complete.
pub fn stream<F>(db: &Db, write: F) -> Body
where
    F: FnOnce(&Connection, &mut CsvWriter) -> Result<(), ApiError> + Send + 'static,
{
    let (tx, rx) = tokio::sync::mpsc::channel::<io::Result<Bytes>>(4);
    let runtime = tokio::runtime::Handle::current();
    let db = db.clone();
    tokio::task::spawn_blocking(move || {
        let send = |chunk: Bytes| {
            match runtime.block_on(tokio::time::timeout(SEND_TIMEOUT, tx.send(Ok(chunk)))) {
                Ok(Ok(())) => Ok(()),
                // the client went away or stopped reading: stop quietly
                _ => Err(ApiError::bad_request("the download was not read")),
            }
        };
        let result = db.reader().and_then(|conn| {
            let mut writer = CsvWriter::new(send);
            write(&conn, &mut writer)?;
            writer.finish()
        });
        if let Err(e) = result {
            if e.status().is_server_error() {
                let _ = tx.blocking_send(Err(io::Error::other(e.message().to_owned())));
            }
        }
    });
    Body::from_bytes_stream(futures_util::stream::unfold(
        rx,
        |mut rx| async move { rx.recv().await.map(|item| (item, rx)) },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn csv(rows: &[Vec<Cell>]) -> String {
        let mut out = Vec::new();
        let mut w = CsvWriter::new(|b: Bytes| {
            out.extend_from_slice(&b);
            Ok(())
        });
        for row in rows {
            let cells: Vec<Cell> = row
                .iter()
                .map(|c| match c {
                    Cell::Text(s) => Cell::Text(s),
                    Cell::Typed(s) => Cell::Typed(s),
                    Cell::Int(n) => Cell::Int(*n),
                })
                .collect();
            w.row(cells).unwrap();
        }
        w.finish().unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn quoting_and_formulas() {
        let text = csv(&[
            vec!["plain".into(), "a,b".into(), "say \"hi\"".into(), "two\nlines".into(), 42.into()],
            vec!["=1+1".into(), "+93 70".into(), "-5".into(), "@SUM(A1)".into(), "\tx".into(), "بادام".into()],
        ]);
        assert_eq!(
            text,
            "\u{FEFF}plain,\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",42\r\n\
             \"'=1+1\",\"'+93 70\",\"'-5\",\"'@SUM(A1)\",\"'\tx\",بادام\r\n"
        );
    }

    /// One text cell as written (without the byte-order mark and line end).
    fn cell(text: &str) -> String {
        let written = csv(&[vec![text.into()]]);
        written.trim_start_matches('\u{FEFF}').trim_end_matches("\r\n").to_owned()
    }

    #[test]
    fn no_cell_a_spreadsheet_could_begin_in_a_text_is_a_formula() {
        for (text, written) in [
            ("=1+1", "\"'=1+1\""),
            ("x;=1+1", "\"x;'=1+1\""),
            ("x; =1+1", "\"x;' =1+1\""),
            ("x,=1+1", "\"x,'=1+1\""),
            ("x,\"=1+1\"", "\"x,'\"\"=1+1\"\"\""),
            ("x\t=1+1", "\"x\t'=1+1\""),
            ("x؛=1+1", "\"x؛'=1+1\""),
            ("x،@A1", "\"x،'@A1\""),
            (" =1+1", "\"' =1+1\""),
            ("\u{a0}=1+1", "\"'\u{a0}=1+1\""),
            ("\n=1+1", "\"'\n'=1+1\""),
            ("\r\n+1", "\"'\r'\n'+1\""),
            ("note\n-1", "\"note\n'-1\""),
            ("\t=1", "\"'\t'=1\""),
            ("\rx", "\"'\rx\""),
            ("\tx", "\"'\tx\""),
            ("＝1+1", "\"'＝1+1\""),
            ("＋1", "\"'＋1\""),
            ("－1", "\"'－1\""),
            ("＠SUM(A1)", "\"'＠SUM(A1)\""),
            ("﹦1+1", "\"'﹦1+1\""),
            ("=HYPERLINK(\"http://x\";\"y\")", "\"'=HYPERLINK(\"\"http://x\"\";\"\"y\"\")\""),
            ("-5", "\"'-5\""),
            ("+93 70 123 4567", "\"'+93 70 123 4567\""),
        ] {
            assert_eq!(cell(text), written, "{text:?}");
        }
    }

    #[test]
    fn ordinary_text_is_written_as_it_is() {
        for (text, written) in [
            ("Almonds", "Almonds"),
            ("بادام درجه‌یک", "بادام درجه‌یک"),
            ("Karimi-Ahmadi", "Karimi-Ahmadi"),
            ("a+b=c", "a+b=c"),
            ("sales@golbahar.af", "sales@golbahar.af"),
            ("2026-11-25 14:03", "2026-11-25 14:03"),
            ("it's", "it's"),
            ("'=1", "'=1"),
            ("", ""),
            ("Kabul; Herat", "\"Kabul; Herat\""),
            ("10 kg, 5 boxes", "\"10 kg, 5 boxes\""),
            ("two\nlines", "\"two\nlines\""),
        ] {
            assert_eq!(cell(text), written, "{text:?}");
        }
    }

    /// A visitor's text with a direction control reads as typed, in its cell and after it; other
    /// text (a Persian name) is written as it is.
    #[test]
    fn a_visitors_direction_controls_are_isolated_and_dropped() {
        let typed = |text: &str| {
            let written = csv(&[vec![Cell::Typed(text), Cell::Int(7)]]);
            written.trim_start_matches('\u{FEFF}').trim_end_matches("\r\n").to_owned()
        };
        assert_eq!(typed("Mallory \u{202E}exe.fdp"), "\u{2068}Mallory exe.fdp\u{2069},7");
        assert_eq!(typed("\u{202E}HTIMS NHOJ"), "\u{2068}HTIMS NHOJ\u{2069},7");
        assert_eq!(typed("\u{2067}=1+1"), "\"'\u{2068}=1+1\u{2069}\",7", "still no formula");
        assert_eq!(typed("مریم احمدی"), "مریم احمدی,7");
        assert_eq!(typed("Karimi\u{200C}zada"), "Karimi\u{200C}zada,7");
    }

    /// Every text the writer marks reads back as it was; cells a spreadsheet would compute are
    /// refused, and text that merely starts with a dash or a sign is not.
    #[test]
    fn marked_cells_read_back_and_formulas_are_refused() {
        for text in [
            "=1+1",
            "x;=1+1",
            "\n=1+1",
            "\r\n+1",
            "note\n-1",
            "\t=1",
            "\rx",
            "- 10 kg bags\n- 25 kg bags",
            "-5",
            "+93 70 123 4567",
            "＝1+1",
            "=HYPERLINK(\"http://x\";\"y\")",
            "=1,'abc",
            "it's",
            "x,'y",
            "Almonds",
            "بادام درجه‌یک",
            "- بادام",
            "",
        ] {
            assert_eq!(unmark(&mark_formulas(text)).as_deref(), Ok(text), "{text:?}");
        }
        for formula in
            ["=1+1", "=SUM(A1:A9)", "@SUM(A1)", "+A1*2", "-2+3", "-cmd|' /C calc'!A0", "x;=1", "ok\n=1", "＝1"]
        {
            assert_eq!(unmark(formula), Err(NotText), "{formula:?}");
        }
        for text in [
            "- 10 kg bags",
            "-5",
            "-",
            "+93 70 123 4567",
            "@golbahar",
            "- بادام",
            "Karimi-Ahmadi",
            "a+b=c",
            "-10-20 kg",
        ] {
            assert_eq!(unmark(text).as_deref(), Ok(text), "{text:?}");
        }
    }

    #[test]
    fn numbers_stay_numbers() {
        let text = csv(&[vec![Cell::Int(-5), Cell::Int(0), Cell::Int(1250), Cell::Int(i64::MIN)]]);
        assert_eq!(text, "\u{FEFF}-5,0,1250,-9223372036854775808\r\n");
    }
}
