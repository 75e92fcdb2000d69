//! Pages of an A4 document laid out top to bottom: paragraphs, blocks side by side, tables whose
//! header row repeats on every page they run onto, rules, and a footer on every page that may say
//! "page 2 of 3". Positions are given from the start of the line, so a right-to-left document
//! mirrors every column and alignment by itself. Written as PDF with pdf-writer, the fonts subset
//! to the glyphs drawn (`font`).

use pdf_writer::types::Direction;
use pdf_writer::{Content, Filter, Finish, Name, Pdf, Rect, Ref, Str, TextStr};

use super::font::{deflate, FontUse};
use super::text::{self, Line, Weight};

pub const PAGE_WIDTH: f32 = 595.28;
pub const PAGE_HEIGHT: f32 = 841.89;
const MARGIN: f32 = 42.0;
/// The band at the foot of every page the footer takes, below the content.
const FOOTER: f32 = 30.0;
/// Space inside a table cell, around its text.
pub(super) const CELL_PAD_X: f32 = 4.0;
const CELL_PAD_Y: f32 = 3.0;
/// The gap between a label and its value.
const PAIR_GAP: f32 = 6.0;

/// The width there is between the margins.
pub const CONTENT_WIDTH: f32 = PAGE_WIDTH - 2.0 * MARGIN;

pub type Color = (u8, u8, u8);

#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub size: f32,
    pub weight: Weight,
    pub color: Color,
}

impl Style {
    pub const fn new(size: f32, weight: Weight, color: Color) -> Style {
        Style { size, weight, color }
    }

    fn line_height(&self) -> f32 {
        self.size * self.weight.line_height()
    }
}

/// Where a line sits in its box: at the side the text starts from (left in English, right in
/// Persian) or at the other.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Align {
    Start,
    End,
}

/// A paragraph: wrapped to the width it is given.
#[derive(Clone, Debug)]
pub struct Text {
    pub text: String,
    pub style: Style,
    pub align: Align,
    /// Left to right whatever the document's direction: an e-mail, a phone number, an account
    /// (in a Persian paragraph, `+93 700 123 456` would otherwise read as `456 123 700 93+`).
    pub ltr: bool,
}

impl Text {
    pub fn new(text: impl Into<String>, style: Style) -> Text {
        Text { text: text.into(), style, align: Align::Start, ltr: false }
    }

    pub fn ltr(mut self) -> Text {
        self.ltr = true;
        self
    }

    pub fn end(mut self) -> Text {
        self.align = Align::End;
        self
    }
}

/// One piece of a [`Block`], under the one before.
#[derive(Clone, Debug)]
pub enum Entry {
    Text(Text),
    /// A label and its value beside it, the label `label_width` wide.
    Pair {
        label: Text,
        value: Text,
        label_width: f32,
    },
    Space(f32),
}

/// A column of entries `width` wide, `x` from the start of the line.
#[derive(Clone, Debug)]
pub struct Block {
    pub x: f32,
    pub width: f32,
    pub entries: Vec<Entry>,
}

#[derive(Clone, Copy, Debug)]
pub struct Column {
    pub width: f32,
    pub align: Align,
}

#[derive(Clone, Debug)]
pub struct Cell {
    pub text: String,
    pub style: Style,
    /// How many columns it covers (at least one).
    pub span: usize,
}

impl Cell {
    pub fn new(text: impl Into<String>, style: Style) -> Cell {
        Cell { text: text.into(), style, span: 1 }
    }

    pub fn span(mut self, columns: usize) -> Cell {
        self.span = columns.max(1);
        self
    }
}

#[derive(Clone, Debug)]
pub struct Row {
    pub cells: Vec<Cell>,
    pub fill: Option<Color>,
}

#[derive(Clone, Debug)]
pub struct Table {
    pub columns: Vec<Column>,
    /// Drawn at the top of the table and again at the top of each page it continues on.
    pub header: Row,
    pub rows: Vec<Row>,
    /// The colour of the line under each row.
    pub rule: Color,
}

/// What is drawn on a page, in the PDF's coordinates (from the top left corner, in points).
#[derive(Clone, Debug)]
enum Item {
    Text { line: Line, left: f32, baseline: f32, style: Style },
    Rect { left: f32, top: f32, width: f32, height: f32, color: Color },
}

impl Item {
    fn moved_down(mut self, dy: f32) -> Item {
        match &mut self {
            Item::Text { baseline, .. } => *baseline += dy,
            Item::Rect { top, .. } => *top += dy,
        }
        self
    }
}

/// A document being laid out: its pages so far and where the next thing goes.
pub struct Pages {
    rtl: bool,
    pages: Vec<Vec<Item>>,
    y: f32,
}

impl Pages {
    /// An empty first page; `rtl` for a right-to-left document.
    pub fn new(rtl: bool) -> Pages {
        Pages { rtl, pages: vec![Vec::new()], y: MARGIN }
    }

    fn bottom() -> f32 {
        PAGE_HEIGHT - MARGIN - FOOTER
    }

    fn new_page(&mut self) {
        self.pages.push(Vec::new());
        self.y = MARGIN;
    }

    fn at_top(&self) -> bool {
        self.y <= MARGIN
    }

    /// Starts a new page unless `height` more points fit on this one.
    pub fn keep(&mut self, height: f32) {
        if self.y + height > Self::bottom() && !self.at_top() {
            self.new_page();
        }
    }

    pub fn space(&mut self, height: f32) {
        self.y += height;
    }

    /// A line across the page, `thickness` high.
    pub fn rule(&mut self, color: Color, thickness: f32) {
        self.keep(thickness);
        let item = Item::Rect { left: MARGIN, top: self.y, width: CONTENT_WIDTH, height: thickness, color };
        self.push(item);
        self.y += thickness;
    }

    /// A paragraph across the page; its lines run onto the next page when this one is full.
    pub fn text(&mut self, text: &Text) {
        let line_height = text.style.line_height();
        for line in text::lines(&text.text, text.style.weight, text.style.size, CONTENT_WIDTH, self.rtl && !text.ltr) {
            self.keep(line_height);
            let item = self.place_line(line, text.style, text.align, 0.0, CONTENT_WIDTH, self.y);
            self.push(item);
            self.y += line_height;
        }
    }

    /// Blocks side by side, kept together on one page; the next thing goes under the tallest.
    pub fn blocks(&mut self, blocks: &[Block]) {
        let mut items = Vec::new();
        let mut height: f32 = 0.0;
        for block in blocks {
            height = height.max(self.block_items(block, &mut items));
        }
        self.keep(height);
        let y = self.y;
        for item in items {
            self.push(item.moved_down(y));
        }
        self.y += height;
    }

    /// A table: the header row, then each row whole on one page; a row that does not fit starts a
    /// new page, which gets the header again.
    pub fn table(&mut self, table: &Table) {
        let (header, header_height) = self.row_items(table, &table.header, f32::INFINITY);
        // a row may be as tall as a page less its header; a taller one loses its last lines
        let room = Self::bottom() - MARGIN - header_height;
        self.keep(header_height + room.min(3.0 * header_height));
        self.put_row(&header, header_height);
        for row in &table.rows {
            let (items, height) = self.row_items(table, row, room);
            if self.y + height > Self::bottom() {
                self.new_page();
                self.put_row(&header, header_height);
            }
            self.put_row(&items, height);
        }
    }

    fn put_row(&mut self, items: &[Item], height: f32) {
        let y = self.y;
        for item in items {
            self.push(item.clone().moved_down(y));
        }
        self.y += height;
    }

    fn push(&mut self, item: Item) {
        if let Some(page) = self.pages.last_mut() {
            page.push(item);
        }
    }

    /// A table row's items from its top, and its height (at most `max_height`).
    fn row_items(&self, table: &Table, row: &Row, max_height: f32) -> (Vec<Item>, f32) {
        let mut cells = Vec::new();
        let mut height: f32 = 0.0;
        let mut column = 0;
        let mut x = 0.0;
        for cell in &row.cells {
            let covered =
                &table.columns[column.min(table.columns.len())..(column + cell.span).min(table.columns.len())];
            let Some(first) = covered.first() else { break };
            let width: f32 = covered.iter().map(|c| c.width).sum();
            let line_height = cell.style.line_height();
            let mut lines =
                text::lines(&cell.text, cell.style.weight, cell.style.size, width - 2.0 * CELL_PAD_X, self.rtl);
            let fitting = (((max_height - 2.0 * CELL_PAD_Y) / line_height).floor().max(1.0)) as usize;
            lines.truncate(fitting);
            height = height.max(lines.len() as f32 * line_height + 2.0 * CELL_PAD_Y);
            cells.push((x, width, first.align, cell.style, lines));
            column += cell.span;
            x += width;
        }
        let table_width: f32 = table.columns.iter().map(|c| c.width).sum();
        let mut items = Vec::new();
        if let Some(color) = row.fill {
            let left = self.left(0.0, table_width);
            items.push(Item::Rect { left, top: 0.0, width: table_width, height, color });
        }
        for (x, width, align, style, lines) in cells {
            let mut top = CELL_PAD_Y;
            for line in lines {
                items.push(self.place_line(line, style, align, x + CELL_PAD_X, width - 2.0 * CELL_PAD_X, top));
                top += style.line_height();
            }
        }
        let left = self.left(0.0, table_width);
        items.push(Item::Rect { left, top: height - 0.5, width: table_width, height: 0.5, color: table.rule });
        (items, height)
    }

    /// A block's items from its top, and its height.
    fn block_items(&self, block: &Block, items: &mut Vec<Item>) -> f32 {
        let mut top = 0.0;
        for entry in &block.entries {
            match entry {
                Entry::Space(height) => top += height,
                Entry::Text(text) => top += self.text_items(text, block.x, block.width, top, items),
                Entry::Pair { label, value, label_width } => {
                    let label_height = self.text_items(label, block.x, *label_width, top, items);
                    let value_x = block.x + label_width + PAIR_GAP;
                    let value_height =
                        self.text_items(value, value_x, block.width - label_width - PAIR_GAP, top, items);
                    top += label_height.max(value_height);
                }
            }
        }
        top
    }

    /// A paragraph's lines in a box `x` from the start and `width` wide; returns their height.
    fn text_items(&self, text: &Text, x: f32, width: f32, top: f32, items: &mut Vec<Item>) -> f32 {
        let line_height = text.style.line_height();
        let lines = text::lines(&text.text, text.style.weight, text.style.size, width, self.rtl && !text.ltr);
        let height = lines.len() as f32 * line_height;
        for (i, line) in lines.into_iter().enumerate() {
            items.push(self.place_line(line, text.style, text.align, x, width, top + i as f32 * line_height));
        }
        height
    }

    /// A line in a box `x` from the start and `width` wide, its top at `top`.
    fn place_line(&self, line: Line, style: Style, align: Align, x: f32, width: f32, top: f32) -> Item {
        let box_left = self.left(x, width);
        let line_width = line.width * style.size;
        let at_right = (align == Align::Start) == self.rtl;
        let left = if at_right { box_left + width - line_width } else { box_left };
        let baseline = top + style.size * style.weight.ascent();
        Item::Text { line, left, baseline, style }
    }

    /// The left edge on the page of a box `x` from the start of the line and `width` wide.
    fn left(&self, x: f32, width: f32) -> f32 {
        if self.rtl {
            PAGE_WIDTH - MARGIN - x - width
        } else {
            MARGIN + x
        }
    }

    /// The PDF: every page with its footer, `footer(page, pages)` giving the texts at its start
    /// and its end.
    pub fn finish(mut self, footer: impl Fn(usize, usize) -> (Text, Text), metadata: Metadata) -> Vec<u8> {
        let count = self.pages.len();
        let pages = std::mem::take(&mut self.pages);
        let mut pdf = Pdf::new();
        let mut last = 0;
        let mut next = move || {
            last += 1;
            Ref::new(last)
        };
        let (catalog, tree, info) = (next(), next(), next());
        let font_refs = [next(), next()];
        let mut fonts = [FontUse::new(Weight::Regular), FontUse::new(Weight::Bold)];
        let mut page_refs = Vec::with_capacity(count);
        for (index, mut items) in pages.into_iter().enumerate() {
            let (start, end) = footer(index + 1, count);
            let top = PAGE_HEIGHT - MARGIN - FOOTER + 12.0;
            let half = CONTENT_WIDTH / 2.0;
            self.text_items(&start, 0.0, half, top, &mut items);
            self.text_items(&end.end(), half, half, top, &mut items);

            let mut content = Content::new();
            // positions from the top of the page, as laid out (the text matrix turns glyphs upright)
            content.transform([1.0, 0.0, 0.0, -1.0, 0.0, PAGE_HEIGHT]);
            for item in items {
                match item {
                    Item::Rect { left, top, width, height, color } => {
                        set_fill(&mut content, color);
                        content.rect(left, top, width, height);
                        content.fill_nonzero();
                    }
                    Item::Text { line, left, baseline, style } => {
                        let font = match style.weight {
                            Weight::Regular => 0,
                            Weight::Bold => 1,
                        };
                        set_fill(&mut content, style.color);
                        content.begin_text();
                        content.set_font(Name(FONT_NAMES[font]), style.size);
                        content.set_text_matrix([1.0, 0.0, 0.0, -1.0, left, baseline]);
                        show_line(&mut content, &line, style.size, &mut fonts[font]);
                        content.end_text();
                    }
                }
            }
            let (page, contents) = (next(), next());
            let data = deflate(&content.finish());
            pdf.stream(contents, &data).filter(Filter::FlateDecode);
            let mut writer = pdf.page(page);
            writer.parent(tree).media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT)).contents(contents);
            let mut resources = writer.resources();
            let mut names = resources.fonts();
            for (name, id) in FONT_NAMES.iter().zip(font_refs) {
                names.pair(Name(name), id);
            }
            names.finish();
            resources.finish();
            writer.finish();
            page_refs.push(page);
        }
        for (font, id) in fonts.iter().zip(font_refs) {
            font.write(&mut pdf, id, &mut next);
        }
        pdf.pages(tree).kids(page_refs.iter().copied()).count(page_refs.len() as i32);
        let mut root = pdf.catalog(catalog);
        root.pages(tree).lang(TextStr(&metadata.language));
        root.viewer_preferences().direction(if self.rtl { Direction::R2L } else { Direction::L2R });
        root.finish();
        pdf.document_info(info).title(TextStr(&metadata.title)).creator(TextStr(&metadata.creator));
        pdf.finish()
    }
}

/// What the document says about itself: its title, who made it, its language (`en`, `fa`).
pub struct Metadata {
    pub title: String,
    pub creator: String,
    pub language: String,
}

/// The names the pages give the two fonts: regular and bold.
const FONT_NAMES: [&[u8]; 2] = [b"F0", b"F1"];

fn set_fill(content: &mut Content, (r, g, b): Color) {
    content.set_fill_rgb(f32::from(r) / 255.0, f32::from(g) / 255.0, f32::from(b) / 255.0);
}

/// A piece of a `TJ` array: glyphs (their CIDs, two bytes each) or a move of the pen.
enum Shown {
    Glyphs(Vec<u8>),
    Move(f32),
}

/// Draws a line's glyphs from the text position: each where shaping put it (the font's advance
/// corrected to the shaped one, marks moved by their offsets), each standing for its characters.
fn show_line(content: &mut Content, line: &Line, size: f32, font: &mut FontUse) {
    // where shaping puts the next glyph, and where the PDF's text position is, in ems from the start
    let (mut pen, mut at) = (0.0f32, 0.0f32);
    let mut rise = 0.0f32;
    let mut shown: Vec<Shown> = Vec::new();
    for run in &line.runs {
        let mut previous = None;
        for glyph in run {
            // the glyphs of one cluster after the first stand for nothing: the first has its text
            let same = previous.as_ref() == Some(&glyph.text_range);
            let text = if same { "" } else { line.text.get(glyph.text_range.clone()).unwrap_or("") };
            previous = Some(glyph.text_range.clone());
            let cid = font.cid(glyph.id, text);
            if glyph.y_offset != rise {
                show(content, &mut shown);
                rise = glyph.y_offset;
                content.set_rise(rise * size);
            }
            let target = pen + glyph.x_offset;
            if (target - at).abs() > 1e-5 {
                shown.push(Shown::Move((at - target) * 1000.0));
                at = target;
            }
            match shown.last_mut() {
                Some(Shown::Glyphs(bytes)) => bytes.extend_from_slice(&cid.to_be_bytes()),
                _ => shown.push(Shown::Glyphs(cid.to_be_bytes().to_vec())),
            }
            at += font.advance(cid);
            pen += glyph.x_advance;
        }
    }
    show(content, &mut shown);
    if rise != 0.0 {
        // the rise is part of the text state, kept after the text object ends
        content.set_rise(0.0);
    }
}

/// Writes what `shown` holds as one `TJ` and empties it.
fn show(content: &mut Content, shown: &mut Vec<Shown>) {
    if !shown.iter().any(|s| matches!(s, Shown::Glyphs(_))) {
        shown.clear();
        return;
    }
    let mut operation = content.show_positioned();
    let mut items = operation.items();
    for piece in shown.drain(..) {
        match piece {
            Shown::Glyphs(bytes) => items.show(Str(bytes.as_slice())),
            Shown::Move(amount) => items.adjust(amount),
        };
    }
}
