//! Reading an uploaded spreadsheet saved as CSV: UTF-8 with or without a byte-order mark (any
//! other encoding is refused whole, never guessed), `,` or `;` between cells (whichever the header
//! row uses more: Excel in a European or Persian locale saves `;`), cells quoted as RFC 4180 says
//! (a quote doubled inside, line breaks allowed), CRLF, LF or CR line ends. Each record keeps the
//! line of the file it starts on, for the messages. What the cells mean is the caller's.

/// The most records a file may hold below its header row.
pub const MAX_RECORDS: usize = 10_000;

/// One row of the file: the line it starts on (the header is line 1) and its cells as written
/// (quotes taken away, nothing else).
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    pub line: usize,
    pub cells: Vec<String>,
}

#[derive(Debug)]
pub struct Sheet {
    pub header: Record,
    /// The rows below the header, blank ones left out.
    pub records: Vec<Record>,
    /// The line of a quote that opens a cell and is never closed: the rows from there on are not
    /// read.
    pub unclosed_quote: Option<usize>,
    /// `,` or `;`: what the numbers of a `;` file may use as their decimal mark.
    pub separator: char,
}

/// Why a file cannot be read at all.
#[derive(Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// Not UTF-8 (Windows-1256, UTF-16, a binary file, …).
    NotUtf8,
    /// More than [`MAX_RECORDS`] rows below the header.
    TooManyRows,
    /// No header row.
    Empty,
}

/// Reads `bytes` as a CSV file.
pub fn read(bytes: &[u8]) -> Result<Sheet, Unreadable> {
    // UTF-16 (what Excel's "Unicode text" saves) starts with its own byte-order mark, and its
    // ASCII text would otherwise pass as UTF-8 full of NULs.
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) || bytes.contains(&0) {
        return Err(Unreadable::NotUtf8);
    }
    let text = std::str::from_utf8(bytes).map_err(|_| Unreadable::NotUtf8)?;
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let separator = separator_of(text);
    let mut reader = Reader { chars: text.chars().peekable(), line: 1, separator };
    let mut records = Vec::new();
    let mut unclosed_quote = None;
    loop {
        match reader.record() {
            Row::Record(record) => {
                if !record.cells.iter().all(|c| c.trim().is_empty()) {
                    records.push(record);
                    if records.len() > MAX_RECORDS + 1 {
                        return Err(Unreadable::TooManyRows);
                    }
                }
            }
            Row::Unclosed(line) => {
                unclosed_quote = Some(line);
                break;
            }
            Row::End => break,
        }
    }
    if records.is_empty() {
        return Err(Unreadable::Empty);
    }
    let header = records.remove(0);
    Ok(Sheet { header, records, unclosed_quote, separator })
}

/// `;` when the first row has more of them than of `,` (outside quotes), else `,`.
fn separator_of(text: &str) -> char {
    let (mut commas, mut semicolons, mut quoted) = (0, 0, false);
    for c in text.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => commas += 1,
            ';' if !quoted => semicolons += 1,
            '\n' | '\r' if !quoted => break,
            _ => {}
        }
    }
    if semicolons > commas {
        ';'
    } else {
        ','
    }
}

enum Row {
    Record(Record),
    /// A quote opened on this line is never closed.
    Unclosed(usize),
    End,
}

struct Reader<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    separator: char,
}

impl Reader<'_> {
    fn record(&mut self) -> Row {
        if self.chars.peek().is_none() {
            return Row::End;
        }
        let line = self.line;
        let mut cells = Vec::new();
        loop {
            let mut cell = String::new();
            if self.chars.peek() == Some(&'"') {
                self.chars.next();
                let opened = self.line;
                loop {
                    match self.chars.next() {
                        None => return Row::Unclosed(opened),
                        Some('"') if self.chars.peek() == Some(&'"') => {
                            self.chars.next();
                            cell.push('"');
                        }
                        Some('"') => break,
                        Some(c) => {
                            if c == '\n' || (c == '\r' && self.chars.peek() != Some(&'\n')) {
                                self.line += 1;
                            }
                            cell.push(c);
                        }
                    }
                }
            }
            // unquoted text, or what follows a closing quote (kept, as spreadsheets keep it)
            loop {
                match self.chars.peek() {
                    Some(&c) if c == self.separator || c == '\n' || c == '\r' => break,
                    Some(&c) => {
                        cell.push(c);
                        self.chars.next();
                    }
                    None => break,
                }
            }
            cells.push(cell);
            match self.chars.next() {
                Some(c) if c == self.separator => continue,
                Some('\r') => {
                    if self.chars.peek() == Some(&'\n') {
                        self.chars.next();
                    }
                    self.line += 1;
                }
                Some(_) => self.line += 1,
                None => {}
            }
            return Row::Record(Record { line, cells });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cells(sheet: &Sheet) -> Vec<(usize, Vec<&str>)> {
        sheet.records.iter().map(|r| (r.line, r.cells.iter().map(String::as_str).collect())).collect()
    }

    #[test]
    fn reads_quoted_cells_line_breaks_and_either_separator() {
        let sheet = read(
            "\u{FEFF}ID,Product\r\n1,\"Almonds, \"\"sweet\"\"\"\r\n2,\"two\nlines\"\r\n\r\n,,\r\n3,بادام".as_bytes(),
        )
        .unwrap();
        assert_eq!(sheet.header.cells, ["ID", "Product"]);
        assert_eq!(
            cells(&sheet),
            [(2, vec!["1", "Almonds, \"sweet\""]), (3, vec!["2", "two\nlines"]), (7, vec!["3", "بادام"])]
        );
        let sheet = read("ID;Price\n1;4,5\n".as_bytes()).unwrap();
        assert_eq!((sheet.separator, cells(&sheet)), (';', vec![(2, vec!["1", "4,5"])]));
    }

    #[test]
    fn refuses_other_encodings_and_too_many_rows() {
        // "بادام" in Windows-1256, and in UTF-16 with its mark
        assert_eq!(read(b"ID,Product\n1,\xc8\xc7\xcf\xc7\xe3\n").unwrap_err(), Unreadable::NotUtf8);
        let utf16: Vec<u8> = "\u{FEFF}ID,Product".encode_utf16().flat_map(u16::to_le_bytes).collect();
        assert_eq!(read(&utf16).unwrap_err(), Unreadable::NotUtf8);
        assert_eq!(read(b"").unwrap_err(), Unreadable::Empty);
        let rows = |n: usize| format!("ID\n{}", "1\n".repeat(n));
        assert_eq!(read(rows(MAX_RECORDS).as_bytes()).unwrap().records.len(), MAX_RECORDS);
        assert_eq!(read(rows(MAX_RECORDS + 1).as_bytes()).unwrap_err(), Unreadable::TooManyRows);
    }

    #[test]
    fn an_unclosed_quote_is_found_on_its_line() {
        let sheet = read(b"ID,Product\n1,Almonds\n2,\"Walnuts\n3,Figs\n").unwrap();
        assert_eq!((cells(&sheet), sheet.unclosed_quote), (vec![(2, vec!["1", "Almonds"])], Some(3)));
    }
}
