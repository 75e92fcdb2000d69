//! Text for the PDF documents: the embedded font (Vazirmatn, which draws Persian and Latin), shaping
//! (joined Arabic-script letters, the lam-alef ligature, marks), the Unicode bidirectional
//! algorithm (a Latin name or an e-mail inside a Persian line, a Persian name in an English one) and
//! line breaking. A leaf: `layout` places the lines this makes on pages.
//!
//! A line is shaped once and kept as runs of glyphs in the order they are drawn, left to right;
//! every glyph knows the characters it stands for, so a PDF reader extracting the text gets the
//! original characters (not presentation forms) and can put them back in reading order.

use std::ops::Range;
use std::sync::LazyLock;

use rustybuzz::{Direction, Language, UnicodeBuffer};
use unicode_bidi::{BidiInfo, Level};

/// Vazirmatn (SIL Open Font License 1.1, fonts/OFL.txt): Persian, Arabic and Latin in one design,
/// the face the site's Persian pages use.
static REGULAR: &[u8] = include_bytes!("fonts/Vazirmatn-Regular.ttf");
static BOLD: &[u8] = include_bytes!("fonts/Vazirmatn-Bold.ttf");

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Weight {
    Regular,
    Bold,
}

impl Weight {
    fn face(self) -> &'static Face {
        match self {
            Weight::Regular => &FACES.0,
            Weight::Bold => &FACES.1,
        }
    }

    /// The parsed font (its tables and metrics), for the PDF writer.
    pub fn font(self) -> &'static rustybuzz::ttf_parser::Face<'static> {
        &self.face().shaper
    }

    /// The height above the baseline a line of this font needs, in ems.
    pub fn ascent(self) -> f32 {
        self.face().ascent
    }

    /// The height of a line (ascent and descent), in ems.
    pub fn line_height(self) -> f32 {
        self.face().ascent + self.face().descent
    }
}

struct Face {
    shaper: rustybuzz::Face<'static>,
    /// An empty glyph that stands for the letters of a right-to-left ligature after its first.
    companion: u16,
    units_per_em: f32,
    ascent: f32,
    descent: f32,
}

fn face(bytes: &'static [u8]) -> Face {
    // The font is part of the binary and checked by the tests: it always parses.
    let shaper = rustybuzz::Face::from_slice(bytes, 0).expect("the embedded font parses");
    let units_per_em = shaper.units_per_em() as f32;
    let ascent = f32::from(shaper.ascender()) / units_per_em;
    let descent = -f32::from(shaper.descender()) / units_per_em;
    let empty = |c: char| shaper.glyph_index(c).filter(|&g| shaper.outline_glyph(g, &mut NoOutline).is_none());
    let companion =
        ['\u{200B}', '\u{2060}', '\u{FEFF}', '\u{200D}', ' '].into_iter().find_map(empty).map_or(0, |g| g.0);
    Face { shaper, companion, units_per_em, ascent, descent }
}

struct NoOutline;

impl rustybuzz::ttf_parser::OutlineBuilder for NoOutline {
    fn move_to(&mut self, _: f32, _: f32) {}
    fn line_to(&mut self, _: f32, _: f32) {}
    fn quad_to(&mut self, _: f32, _: f32, _: f32, _: f32) {}
    fn curve_to(&mut self, _: f32, _: f32, _: f32, _: f32, _: f32, _: f32) {}
    fn close(&mut self) {}
}

static FACES: LazyLock<(Face, Face)> = LazyLock::new(|| (face(REGULAR), face(BOLD)));

/// A glyph as shaping placed it: advances and offsets in ems, and the characters of its line it
/// stands for.
#[derive(Clone, Debug, PartialEq)]
pub struct Glyph {
    pub id: u16,
    pub x_advance: f32,
    pub x_offset: f32,
    pub y_offset: f32,
    pub text_range: Range<usize>,
}

/// One line of text, shaped: its characters and the runs of glyphs that draw them, left to right.
#[derive(Clone, Debug, Default)]
pub struct Line {
    /// The characters of the line in reading order; every glyph's `text_range` points into it.
    pub text: String,
    /// Runs of one direction each, in the order they are drawn from the left.
    pub runs: Vec<Vec<Glyph>>,
    /// The width of the line in ems (times the font size: points).
    pub width: f32,
}

/// `text` broken into lines no wider than `max_width` points at `size` points: paragraphs at each
/// line feed, lines at spaces, a word wider than the whole line at the character where it no longer
/// fits. `rtl` is the direction of the document: each paragraph's base direction. Control
/// characters count as spaces; a character the font lacks is drawn as its .notdef box.
pub fn lines(text: &str, weight: Weight, size: f32, max_width: f32, rtl: bool) -> Vec<Line> {
    let max_em = if size > 0.0 { max_width / size } else { f32::INFINITY };
    let cleaned: String = text
        .chars()
        .map(|c| {
            // paragraph separators other than the line feed would split the bidi paragraph
            if c != '\n' && (c.is_control() || matches!(c, '\u{2028}' | '\u{2029}')) {
                ' '
            } else {
                c
            }
        })
        .collect();
    let mut out = Vec::new();
    for paragraph in cleaned.split('\n') {
        let paragraph = paragraph.trim_matches(' ');
        if paragraph.is_empty() {
            out.push(Line::default());
        } else {
            wrap_paragraph(paragraph, weight, max_em, rtl, &mut out);
        }
    }
    out
}

/// A paragraph's base direction: the document's, unless all its letters are of the other direction
/// (a Latin bank name in the Persian proforma keeps its full stop at its end, not at its left).
fn base_level(text: &str, rtl: bool) -> Level {
    use unicode_bidi::{bidi_class, BidiClass};
    let (mut ltr_letters, mut rtl_letters) = (false, false);
    for c in text.chars() {
        match bidi_class(c) {
            BidiClass::L => ltr_letters = true,
            BidiClass::R | BidiClass::AL => rtl_letters = true,
            _ => {}
        }
    }
    let rtl = if rtl { rtl_letters || !ltr_letters } else { rtl_letters && !ltr_letters };
    if rtl {
        Level::rtl()
    } else {
        Level::ltr()
    }
}

fn wrap_paragraph(text: &str, weight: Weight, max_em: f32, rtl: bool, out: &mut Vec<Line>) {
    let base = base_level(text, rtl);
    let bidi = BidiInfo::new(text, Some(base));
    let space = space_width(weight);

    // The words: `(start, end)`, the spaces between them left out.
    let mut words: Vec<(usize, usize)> = Vec::new();
    let mut start = None;
    for (i, c) in text.char_indices() {
        match (c == ' ', start) {
            (true, Some(s)) => {
                words.push((s, i));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        words.push((s, text.len()));
    }

    let mut ranges: Vec<Range<usize>> = Vec::new();
    let mut current: Option<(usize, usize, f32)> = None; // start, end, width in ems
    for (start, end) in words {
        let rtl_word = bidi.levels[start].is_rtl();
        let width = advance_of(text, start..end, rtl_word, weight);
        if let Some((line_start, line_end, line_width)) = current {
            let joined = line_width + space * text[line_end..start].chars().count() as f32 + width;
            if joined <= max_em {
                current = Some((line_start, end, joined));
                continue;
            }
            ranges.push(line_start..line_end);
        }
        if width <= max_em {
            current = Some((start, end, width));
        } else {
            // A word wider than a line: cut it where it no longer fits.
            let mut pieces = cut_word(text, start..end, rtl_word, weight, max_em);
            let last = pieces.pop().unwrap_or(start..end);
            ranges.extend(pieces);
            let width = advance_of(text, last.clone(), rtl_word, weight);
            current = Some((last.start, last.end, width));
        }
    }
    if let Some((line_start, line_end, _)) = current {
        ranges.push(line_start..line_end);
    }

    let paragraph = &bidi.paragraphs[0];
    for range in ranges {
        let (levels, runs) = bidi.visual_runs(paragraph, range.clone());
        let mut line = Line { text: text[range.clone()].to_owned(), runs: Vec::new(), width: 0.0 };
        for run in runs {
            let glyphs = shape(text, run.clone(), levels[run.start].is_rtl(), weight, range.start);
            line.width += glyphs.iter().map(|g| g.x_advance).sum::<f32>();
            line.runs.push(glyphs);
        }
        out.push(line);
    }
}

fn space_width(weight: Weight) -> f32 {
    advance_of(" ", 0..1, false, weight)
}

/// The width of `text[range]` shaped on its own, in ems.
fn advance_of(text: &str, range: Range<usize>, rtl: bool, weight: Weight) -> f32 {
    shape(text, range, rtl, weight, 0).iter().map(|g| g.x_advance).sum()
}

/// A word wider than `max_em` in pieces that fit (each at least one cluster, so a line always
/// takes something).
fn cut_word(text: &str, range: Range<usize>, rtl: bool, weight: Weight, max_em: f32) -> Vec<Range<usize>> {
    let glyphs = shape(text, range.clone(), rtl, weight, 0);
    // the advance of each cluster, in reading order
    let mut clusters: Vec<(usize, f32)> = Vec::new();
    for g in &glyphs {
        match clusters.iter_mut().find(|(start, _)| *start == g.text_range.start) {
            Some((_, width)) => *width += g.x_advance,
            None => clusters.push((g.text_range.start, g.x_advance)),
        }
    }
    clusters.sort_by_key(|(start, _)| *start);
    let mut pieces = Vec::new();
    let mut piece_start = range.start;
    let mut width = 0.0;
    for (start, advance) in clusters {
        // never between a letter and its mark
        let mark = text[start..].chars().next().is_some_and(is_mark);
        if width + advance > max_em && start > piece_start && !mark {
            pieces.push(piece_start..start);
            piece_start = start;
            width = 0.0;
        }
        width += advance;
    }
    pieces.push(piece_start..range.end);
    pieces
}

/// `text[range]` shaped in one direction; glyphs left to right, their text ranges relative to
/// `origin` (the start of the line they are drawn in), advances and offsets in ems.
fn shape(text: &str, range: Range<usize>, rtl: bool, weight: Weight, origin: usize) -> Vec<Glyph> {
    let run = &text[range.clone()];
    if run.is_empty() {
        return Vec::new();
    }
    let face = weight.face();
    let mut buffer = UnicodeBuffer::new();
    buffer.push_str(run);
    buffer.set_direction(if rtl { Direction::RightToLeft } else { Direction::LeftToRight });
    buffer.guess_segment_properties();
    if rtl {
        if let Ok(persian) = "fa".parse::<Language>() {
            buffer.set_language(persian);
        }
    }
    let shaped = rustybuzz::shape(&face.shaper, &[], buffer);
    let mut starts: Vec<u32> = shaped.glyph_infos().iter().map(|info| info.cluster).collect();
    starts.sort_unstable();
    starts.dedup();
    let em = face.units_per_em;
    let offset = range.start - origin;
    let glyphs: Vec<Glyph> = shaped
        .glyph_infos()
        .iter()
        .zip(shaped.glyph_positions())
        .map(|(info, pos)| {
            let start = info.cluster as usize;
            let end = starts.iter().find(|&&s| s > info.cluster).map_or(run.len(), |&s| s as usize);
            Glyph {
                // glyph ids of a TrueType font are 16-bit
                id: u16::try_from(info.glyph_id).unwrap_or(0),
                x_advance: pos.x_advance as f32 / em,
                x_offset: pos.x_offset as f32 / em,
                y_offset: pos.y_offset as f32 / em,
                text_range: offset + start..offset + end,
            }
        })
        .collect();
    if rtl {
        let line = &text[origin..];
        split_ligatures(attach_marks(glyphs, line, face.companion), line, face.companion)
    } else {
        glyphs
    }
}

/// Whether `c` is a mark drawn over or under the letter before it (a fatha, a tanween, a shadda, a
/// hamza above: a nonspacing mark).
fn is_mark(c: char) -> bool {
    unicode_bidi::bidi_class(c) == unicode_bidi::BidiClass::NSM
}

/// A letter with its marks (`اً` in `لطفاً`) drawn so that readers extracting the text keep the
/// word whole. Shaping gives the letter and its marks one cluster, the marks drawn first (at the
/// letter's left) and raised or lowered; poppler makes a glyph that overlaps the one before it, or
/// sits off its baseline, a word of its own, and `لطفاً` came out `لطف ًا`. Drawn instead, as a
/// lam-alef's alef is: an empty glyph standing for each mark at the letter's left edge (where it is
/// read), the letter standing for itself, then the marks where shaping put them, standing for
/// nothing. The page looks the same.
fn attach_marks(glyphs: Vec<Glyph>, line: &str, companion: u16) -> Vec<Glyph> {
    let mut out = Vec::with_capacity(glyphs.len());
    let mut i = 0;
    while i < glyphs.len() {
        let range = glyphs[i].text_range.clone();
        let end = glyphs[i..].iter().position(|g| g.text_range != range).map_or(glyphs.len(), |n| i + n);
        let cluster = &glyphs[i..end];
        i = end;
        let Some((base_at, base_len, marks)) = marks_of(cluster, line, &range) else {
            out.extend_from_slice(cluster);
            continue;
        };
        // drawn from the left: the last mark read first
        for mark in marks.into_iter().rev() {
            out.push(Glyph { id: companion, x_advance: 0.0, x_offset: 0.0, y_offset: 0.0, text_range: mark });
        }
        let base = &cluster[base_at];
        out.push(Glyph { text_range: range.start..range.start + base_len, ..base.clone() });
        // an empty range no other glyph starts at (a lam-alef after it is still split)
        let nothing = range.start + base_len..range.start + base_len;
        for (k, glyph) in cluster.iter().enumerate().filter(|&(k, _)| k != base_at) {
            // now drawn after the letter: where shaping put it, from the pen after the letter
            let moved = if k < base_at { base.x_advance } else { 0.0 };
            out.push(Glyph { x_offset: glyph.x_offset - moved, text_range: nothing.clone(), ..glyph.clone() });
        }
    }
    out
}

/// A cluster of one letter (the one glyph that moves the pen) and marks (glyphs that do not) whose
/// text is the letter and then its marks: the letter's glyph, the length of its text, and each
/// mark's characters in reading order. None for any other cluster.
fn marks_of(cluster: &[Glyph], line: &str, range: &Range<usize>) -> Option<(usize, usize, Vec<Range<usize>>)> {
    let mut advancing = cluster.iter().enumerate().filter(|(_, g)| g.x_advance > 0.0);
    let (base_at, _) = advancing.next()?;
    if cluster.len() < 2 || advancing.next().is_some() {
        return None;
    }
    let text = line.get(range.clone())?;
    let base_len = text.char_indices().find(|&(_, c)| is_mark(c)).map(|(at, _)| at)?;
    let marks: Vec<Range<usize>> = text[base_len..]
        .char_indices()
        .map(|(at, c)| is_mark(c).then(|| range.start + base_len + at..range.start + base_len + at + c.len_utf8()))
        .collect::<Option<_>>()?;
    (base_len > 0).then_some((base_at, base_len, marks))
}

/// A right-to-left ligature (lam-alef) drawn as one glyph standing for its first letter, its other
/// letters as empty glyphs at its left edge, where they would be written. Readers put glyphs drawn
/// left to right back in reading order; poppler (`pdftotext`) splits a glyph that stands for
/// several letters from left to right and then reverses the right-to-left run, which turned `لا`
/// into `ال`. With one letter per glyph every reader gets the letters in order.
fn split_ligatures(glyphs: Vec<Glyph>, line: &str, companion: u16) -> Vec<Glyph> {
    let mut out = Vec::with_capacity(glyphs.len());
    for (i, glyph) in glyphs.iter().enumerate() {
        let range = glyph.text_range.clone();
        let alone = glyphs.iter().enumerate().all(|(j, g)| j == i || g.text_range.start != range.start);
        let letters: Vec<(usize, char)> = line.get(range.clone()).map_or(Vec::new(), |t| t.char_indices().collect());
        if !alone || letters.len() < 2 {
            out.push(glyph.clone());
            continue;
        }
        let end_of = |k: usize| letters.get(k + 1).map_or(range.end, |(at, _)| range.start + at);
        for k in (1..letters.len()).rev() {
            let start = range.start + letters[k].0;
            let text_range = start..end_of(k);
            out.push(Glyph { id: companion, x_advance: 0.0, x_offset: 0.0, y_offset: 0.0, text_range });
        }
        let mut first = glyph.clone();
        first.text_range = range.start..end_of(0);
        out.push(first);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_latin_paragraph_in_a_persian_document_keeps_its_full_stop_at_its_end() {
        for (text, runs) in [("Golbahar Export Ltd.", 1), ("بانک ملی.", 1), ("Bank: بانک ملی", 2)] {
            let line = &lines(text, Weight::Regular, 10.0, 500.0, true)[0];
            assert_eq!(line.runs.len(), runs, "{text}");
        }
        let line = &lines("Golbahar Export Ltd.", Weight::Regular, 10.0, 500.0, true)[0];
        let last = line.runs[0].last().unwrap();
        assert_eq!(&line.text[last.text_range.clone()], ".", "drawn last, at the right");
    }

    fn glyph_ids(text: &str, rtl: bool) -> Vec<u32> {
        shape(text, 0..text.len(), rtl, Weight::Regular, 0).iter().map(|g| u32::from(g.id)).collect()
    }

    /// The characters each run of a line draws, in reading order within the run.
    fn run_texts(line: &Line) -> Vec<String> {
        line.runs
            .iter()
            .map(|run| {
                let start = run.iter().map(|g| g.text_range.start).min().unwrap_or(0);
                let end = run.iter().map(|g| g.text_range.end).max().unwrap_or(0);
                line.text[start..end].trim().to_owned()
            })
            .collect()
    }

    #[test]
    fn persian_letters_join_and_lam_alef_is_one_glyph() {
        let alone = glyph_ids("ب", true)[0];
        let joined = glyph_ids("ببب", true);
        assert_eq!(joined.len(), 3);
        assert!(joined.iter().all(|&g| g != alone && g != 0), "{joined:?} vs {alone}");
        // lam-alef is one glyph, drawn for the lam; the alef an empty glyph at its left
        let lam_alef = shape("لا", 0..4, true, Weight::Regular, 0);
        let drawn: Vec<_> = lam_alef.iter().filter(|g| g.x_advance > 0.0).collect();
        assert_eq!(drawn.len(), 1);
        assert_eq!(drawn[0].text_range, 0..2);
        assert_eq!(lam_alef.iter().map(|g| g.text_range.clone()).collect::<Vec<_>>(), [2..4, 0..2]);
        assert_eq!(glyph_ids("😀", false), vec![0], "a character the font lacks is its .notdef");
    }

    #[test]
    fn a_latin_name_inside_persian_runs_left_to_right_in_its_place() {
        let persian = lines("به sales@golbahar.example بنویسید", Weight::Regular, 10.0, 1_000.0, true);
        assert_eq!(persian.len(), 1);
        // drawn from the left: the last Persian word, the e-mail, the first Persian word
        assert_eq!(run_texts(&persian[0]), ["بنویسید", "sales@golbahar.example", "به"]);
        let english = lines("Send to امینه رحیمی today", Weight::Regular, 10.0, 1_000.0, false);
        assert_eq!(run_texts(&english[0]), ["Send to", "امینه رحیمی", "today"]);
    }

    #[test]
    fn lines_break_at_spaces_within_their_width() {
        let text = "Thirty per cent in advance by bank transfer, seventy per cent against copies of the \
                    shipping documents, the balance before the goods leave Kabul.";
        let wrapped = lines(text, Weight::Regular, 9.0, 120.0, false);
        assert!(wrapped.len() > 3);
        for line in &wrapped {
            assert!(line.width * 9.0 <= 120.0, "{:?} is {} wide", line.text, line.width * 9.0);
        }
        let words: Vec<&str> = wrapped.iter().flat_map(|l| l.text.split(' ')).collect();
        assert_eq!(words, text.split(' ').collect::<Vec<_>>());
    }

    #[test]
    fn a_word_wider_than_the_line_is_cut_and_nothing_is_lost() {
        let word = "پیش‌فاکتور".repeat(20);
        let cut = lines(&word, Weight::Bold, 10.0, 100.0, true);
        assert!(cut.len() > 5);
        assert_eq!(cut.iter().map(|l| l.text.as_str()).collect::<String>(), word);
        assert!(lines(&word, Weight::Bold, 10.0, 0.0, true).len() >= word.chars().count() / 2);
        assert_eq!(lines("", Weight::Regular, 10.0, 100.0, true).len(), 1);
        assert_eq!(lines("a\n\nb", Weight::Regular, 10.0, 100.0, false).len(), 3);
    }
}
