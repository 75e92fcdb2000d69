//! An embedded font as the PDF carries it: a Type 0 font (Identity-H: two bytes a glyph) over a
//! CIDFontType2 whose program is a subset of the TrueType file, and a ToUnicode map so readers get
//! the text back.
//!
//! Each pair of a glyph and the characters it stands for gets a CID of its own, numbered as they
//! are first drawn from 1 (0 is the .notdef), so a glyph standing for different characters in
//! different places (the empty glyph drawn for a lam-alef's alef, the .notdef for any character the
//! font lacks) maps to the right ones in each. The subset font is numbered the same way (glyph *n*
//! of the subset is CID *n*, CIDToGIDMap /Identity): a copy of each drawn glyph's outline, then the
//! glyphs composite ones are made of; it keeps only the tables a PDF's TrueType program needs
//! (head, hhea, maxp, hmtx, loca, glyf, and the hinting tables cvt, fpgm and prep).

use std::collections::HashMap;
use std::io::Write;

use flate2::write::ZlibEncoder;
use flate2::Compression;
use pdf_writer::types::{CidFontType, FontFlags, SystemInfo, UnicodeCmap};
use pdf_writer::{Filter, Finish, Name, Pdf, Rect, Ref, Str};
use rustybuzz::ttf_parser::{self, Face, GlyphId, Tag};

use super::text::Weight;

const SYSTEM_INFO: SystemInfo = SystemInfo { registry: Str(b"Adobe"), ordering: Str(b"Identity"), supplement: 0 };

/// The glyphs of one font a document draws, as they are drawn.
pub struct FontUse {
    weight: Weight,
    /// The font's glyph each CID draws (CID 0: the .notdef).
    glyphs: Vec<u16>,
    /// The characters each CID stands for (empty: none).
    texts: Vec<String>,
    cids: HashMap<(u16, String), u16>,
}

impl FontUse {
    pub fn new(weight: Weight) -> FontUse {
        FontUse { weight, glyphs: vec![0], texts: vec![String::new()], cids: HashMap::new() }
    }

    /// The CID that draws glyph `glyph` standing for `text` (empty for a glyph after the first of a
    /// cluster: the first stands for the cluster's characters).
    pub fn cid(&mut self, glyph: u16, text: &str) -> u16 {
        if glyph == 0 && text.is_empty() {
            return 0;
        }
        let key = (glyph, text.to_owned());
        if let Some(&cid) = self.cids.get(&key) {
            return cid;
        }
        // the subset also holds the glyphs composite ones are made of: it stays within 65 535
        let room = usize::from(u16::MAX) - usize::from(self.weight.font().number_of_glyphs());
        let Ok(cid) = u16::try_from(self.glyphs.len()) else { return 0 };
        if usize::from(cid) >= room {
            return 0;
        }
        self.glyphs.push(glyph);
        self.texts.push(key.1.clone());
        self.cids.insert(key, cid);
        cid
    }

    /// How far a CID moves the pen, in ems (its glyph's advance in the font).
    pub fn advance(&self, cid: u16) -> f32 {
        let font = self.weight.font();
        let glyph = self.glyphs.get(usize::from(cid)).copied().unwrap_or(0);
        f32::from(font.glyph_hor_advance(GlyphId(glyph)).unwrap_or(0)) / f32::from(font.units_per_em())
    }

    /// Writes the font's objects, the Type 0 font as `id`; `next` gives the other objects' numbers.
    pub fn write(&self, pdf: &mut Pdf, id: Ref, next: &mut impl FnMut() -> Ref) {
        let font = self.weight.font();
        let (cid_ref, descriptor_ref, cmap_ref, file_ref) = (next(), next(), next(), next());
        let name = format!("{}+{}", subset_tag(&self.glyphs, &self.texts), self.weight.postscript_name());
        let name = Name(name.as_bytes());
        let em = f32::from(font.units_per_em());
        let to_pdf = |v: f32| v * 1000.0 / em;

        pdf.type0_font(id)
            .base_font(name)
            .encoding_predefined(Name(b"Identity-H"))
            .descendant_font(cid_ref)
            .to_unicode(cmap_ref);

        let mut cid = pdf.cid_font(cid_ref);
        cid.subtype(CidFontType::Type2)
            .base_font(name)
            .system_info(SYSTEM_INFO)
            .font_descriptor(descriptor_ref)
            .default_width(0.0)
            .cid_to_gid_map_predefined(Name(b"Identity"));
        let widths: Vec<f32> = (0..self.glyphs.len()).map(|c| self.advance(c as u16) * 1000.0).collect();
        cid.widths().consecutive(0, widths);
        cid.finish();

        // the box of the glyphs drawn (poppler sizes the characters it extracts by it)
        let drawn = self.glyphs.iter().filter_map(|&g| font.glyph_bounding_box(GlyphId(g)));
        let bbox = drawn
            .reduce(|a, b| ttf_parser::Rect {
                x_min: a.x_min.min(b.x_min),
                y_min: a.y_min.min(b.y_min),
                x_max: a.x_max.max(b.x_max),
                y_max: a.y_max.max(b.y_max),
            })
            .unwrap_or_else(|| font.global_bounding_box());
        let ascent = to_pdf(f32::from(font.ascender()));
        let weight = f32::from(font.weight().to_number());
        pdf.font_descriptor(descriptor_ref)
            .name(name)
            .flags(FontFlags::SYMBOLIC)
            .bbox(Rect::new(
                to_pdf(f32::from(bbox.x_min)),
                to_pdf(f32::from(bbox.y_min)),
                to_pdf(f32::from(bbox.x_max)),
                to_pdf(f32::from(bbox.y_max)),
            ))
            .italic_angle(0.0)
            .ascent(ascent)
            .descent(to_pdf(f32::from(font.descender())))
            .cap_height(font.capital_height().map_or(ascent, |h| to_pdf(f32::from(h))))
            .stem_v(10.0 + 0.244 * (weight - 50.0))
            .font_file2(file_ref);

        let mut cmap = UnicodeCmap::new(Name(b"Custom"), SYSTEM_INFO);
        for (cid, text) in self.texts.iter().enumerate().skip(1) {
            if !text.is_empty() {
                cmap.pair_with_multiple(cid as u16, text.chars());
            }
        }
        let cmap = cmap.finish();
        pdf.cmap(cmap_ref, &deflate(&cmap)).filter(Filter::FlateDecode);

        let program = subset(font, &self.glyphs).unwrap_or_default();
        let compressed = deflate(&program);
        let mut file = pdf.stream(file_ref, &compressed);
        file.filter(Filter::FlateDecode);
        file.pair(Name(b"Length1"), program.len() as i32);
        file.finish();
    }
}

impl Weight {
    fn postscript_name(self) -> &'static str {
        match self {
            Weight::Regular => "Vazirmatn-Regular",
            Weight::Bold => "Vazirmatn-Bold",
        }
    }
}

/// The six capital letters before a subset font's name, from what it holds (the same glyphs give
/// the same tag, so a document is the same bytes every time).
fn subset_tag(glyphs: &[u16], texts: &[String]) -> String {
    // FNV-1a
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let bytes = glyphs.iter().flat_map(|g| g.to_be_bytes()).chain(texts.iter().flat_map(|t| t.bytes().chain([0])));
    for byte in bytes {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    (0..6)
        .map(|_| {
            let letter = char::from(b'A' + (hash % 26) as u8);
            hash /= 26;
            letter
        })
        .collect()
}

pub fn deflate(data: &[u8]) -> Vec<u8> {
    let mut encoder = ZlibEncoder::new(Vec::new(), Compression::best());
    // writing to a Vec cannot fail
    let _ = encoder.write_all(data);
    encoder.finish().unwrap_or_default()
}

fn u16_at(data: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_be_bytes(data.get(at..at + 2)?.try_into().ok()?))
}

fn u32_at(data: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_be_bytes(data.get(at..at + 4)?.try_into().ok()?))
}

/// Where the glyph index of each component of a composite glyph is, and the index.
fn components(glyph: &[u8]) -> Vec<(usize, u16)> {
    let mut out = Vec::new();
    // a composite glyph has a negative number of contours
    if glyph.len() < 10 || u16_at(glyph, 0).is_none_or(|n| n & 0x8000 == 0) {
        return out;
    }
    let mut at = 10;
    while let (Some(flags), Some(index)) = (u16_at(glyph, at), u16_at(glyph, at + 2)) {
        out.push((at + 2, index));
        at += 4;
        at += if flags & 0x0001 != 0 { 4 } else { 2 }; // ARG_1_AND_2_ARE_WORDS
        at += if flags & 0x0008 != 0 {
            2 // WE_HAVE_A_SCALE
        } else if flags & 0x0040 != 0 {
            4 // WE_HAVE_AN_X_AND_Y_SCALE
        } else if flags & 0x0080 != 0 {
            8 // WE_HAVE_A_TWO_BY_TWO
        } else {
            0
        };
        if flags & 0x0020 == 0 {
            break; // no MORE_COMPONENTS
        }
    }
    out
}

/// The TrueType program of the subset: glyph *n* draws the font's glyph `glyphs[n]`, followed by
/// the glyphs composite ones use. None if the font lacks a table it needs.
pub fn subset(font: &Face, glyphs: &[u16]) -> Option<Vec<u8>> {
    let raw = font.raw_face();
    let table = |tag: &[u8; 4]| raw.table(Tag::from_bytes(tag));
    let (head, hhea, maxp) = (table(b"head")?, table(b"hhea")?, table(b"maxp")?);
    let (loca, glyf) = (table(b"loca")?, table(b"glyf")?);
    if head.len() < 54 || hhea.len() < 36 || maxp.len() < 6 {
        return None;
    }
    let outlines = Outlines { loca, glyf, long: u16_at(head, 50)? != 0 };
    let outline = |g: u16| outlines.get(g);
    let count = font.number_of_glyphs();

    // the drawn glyphs, then the components of composite ones (and theirs)
    let mut order: Vec<u16> = glyphs.iter().map(|&g| if g < count { g } else { 0 }).collect();
    let mut first: HashMap<u16, u16> = HashMap::new();
    for (new, &g) in order.iter().enumerate() {
        first.entry(g).or_insert(new as u16);
    }
    let mut i = 0;
    while i < order.len() {
        for (_, component) in components(outline(order[i])) {
            if component < count && !first.contains_key(&component) && order.len() < usize::from(u16::MAX) {
                first.insert(component, order.len() as u16);
                order.push(component);
            }
        }
        i += 1;
    }

    let mut new_glyf = Vec::new();
    let mut new_loca = Vec::with_capacity(4 * (order.len() + 1));
    let mut hmtx = Vec::with_capacity(4 * order.len());
    for &g in &order {
        new_loca.extend_from_slice(&(new_glyf.len() as u32).to_be_bytes());
        let mut data = outline(g).to_vec();
        for (at, component) in components(&data) {
            let new = first.get(&component).copied().unwrap_or(0);
            data[at..at + 2].copy_from_slice(&new.to_be_bytes());
        }
        new_glyf.extend_from_slice(&data);
        new_glyf.resize(new_glyf.len().next_multiple_of(4), 0);
        hmtx.extend_from_slice(&font.glyph_hor_advance(GlyphId(g)).unwrap_or(0).to_be_bytes());
        hmtx.extend_from_slice(&font.glyph_hor_side_bearing(GlyphId(g)).unwrap_or(0).to_be_bytes());
    }
    new_loca.extend_from_slice(&(new_glyf.len() as u32).to_be_bytes());

    let n = (order.len() as u16).to_be_bytes();
    let mut new_head = head.to_vec();
    new_head[8..12].fill(0); // checkSumAdjustment, set below
    new_head[50..52].copy_from_slice(&1u16.to_be_bytes()); // long loca offsets
    let mut new_hhea = hhea.to_vec();
    new_hhea[34..36].copy_from_slice(&n); // numberOfHMetrics
    let mut new_maxp = maxp.to_vec();
    new_maxp[4..6].copy_from_slice(&n); // numGlyphs

    let mut tables: Vec<([u8; 4], Vec<u8>)> = vec![
        (*b"glyf", new_glyf),
        (*b"head", new_head),
        (*b"hhea", new_hhea),
        (*b"hmtx", hmtx),
        (*b"loca", new_loca),
        (*b"maxp", new_maxp),
    ];
    for tag in [b"cvt ", b"fpgm", b"prep"] {
        if let Some(data) = table(tag) {
            tables.push((*tag, data.to_vec()));
        }
    }
    tables.sort_by_key(|(tag, _)| *tag);
    Some(sfnt(&tables))
}

/// The glyf table and where each glyph is in it (loca, short or long offsets).
struct Outlines<'a> {
    loca: &'a [u8],
    glyf: &'a [u8],
    long: bool,
}

impl<'a> Outlines<'a> {
    fn offset(&self, glyph: usize) -> Option<usize> {
        if self.long {
            u32_at(self.loca, 4 * glyph).map(|o| o as usize)
        } else {
            u16_at(self.loca, 2 * glyph).map(|o| 2 * usize::from(o))
        }
    }

    /// The glyph's outline data (empty for a glyph without one, or one loca does not place).
    fn get(&self, glyph: u16) -> &'a [u8] {
        let range = self.offset(usize::from(glyph)).zip(self.offset(usize::from(glyph) + 1));
        range.and_then(|(start, end)| self.glyf.get(start..end)).unwrap_or(&[])
    }
}

fn checksum(data: &[u8]) -> u32 {
    data.chunks(4).fold(0u32, |sum, chunk| {
        let mut word = [0u8; 4];
        word[..chunk.len()].copy_from_slice(chunk);
        sum.wrapping_add(u32::from_be_bytes(word))
    })
}

/// A TrueType file of `tables` (sorted by tag), its checksums set.
fn sfnt(tables: &[([u8; 4], Vec<u8>)]) -> Vec<u8> {
    let count = tables.len() as u16;
    let power = if count == 0 { 0 } else { 15 - count.leading_zeros() as u16 }; // floor(log2(count))
    let search_range = 16 * (1u16 << power);
    let mut out = Vec::new();
    out.extend_from_slice(&0x0001_0000u32.to_be_bytes());
    for value in [count, search_range, power, count * 16 - search_range] {
        out.extend_from_slice(&value.to_be_bytes());
    }
    let mut offset = 12 + 16 * tables.len();
    let mut head_at = None;
    for (tag, data) in tables {
        out.extend_from_slice(tag);
        out.extend_from_slice(&checksum(data).to_be_bytes());
        out.extend_from_slice(&(offset as u32).to_be_bytes());
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        if tag == b"head" {
            head_at = Some(offset);
        }
        offset += data.len().next_multiple_of(4);
    }
    for (_, data) in tables {
        out.extend_from_slice(data);
        out.resize(out.len().next_multiple_of(4), 0);
    }
    if let Some(at) = head_at {
        let adjustment = 0xB1B0_AFBAu32.wrapping_sub(checksum(&out));
        out[at + 8..at + 12].copy_from_slice(&adjustment.to_be_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use rustybuzz::ttf_parser::{OutlineBuilder, Rect as Bounds};

    use super::*;

    struct Nothing;

    impl OutlineBuilder for Nothing {
        fn move_to(&mut self, _: f32, _: f32) {}
        fn line_to(&mut self, _: f32, _: f32) {}
        fn quad_to(&mut self, _: f32, _: f32, _: f32, _: f32) {}
        fn curve_to(&mut self, _: f32, _: f32, _: f32, _: f32, _: f32, _: f32) {}
        fn close(&mut self) {}
    }

    fn bounds(face: &Face, glyph: u16) -> Option<Bounds> {
        face.outline_glyph(GlyphId(glyph), &mut Nothing)
    }

    /// The subset is a TrueType font whose glyph n draws what the font's `glyphs[n]` draws,
    /// composite glyphs included, with right checksums, and small.
    #[test]
    fn a_subset_draws_its_glyphs_and_only_them() {
        for weight in [Weight::Regular, Weight::Bold] {
            let font = weight.font();
            let outlines = Outlines {
                loca: font.raw_face().table(Tag::from_bytes(b"loca")).unwrap(),
                glyf: font.raw_face().table(Tag::from_bytes(b"glyf")).unwrap(),
                long: u16_at(font.raw_face().table(Tag::from_bytes(b"head")).unwrap(), 50).unwrap() != 0,
            };
            let composite: Vec<u16> =
                (0..font.number_of_glyphs()).filter(|&g| !components(outlines.get(g)).is_empty()).take(20).collect();
            let mut glyphs = vec![0];
            for c in "سلام Kabul ۱۲۳٬۴۵ لا کیسهٔ".chars() {
                glyphs.push(font.glyph_index(c).map_or(0, |g| g.0));
            }
            glyphs.extend(&composite);
            glyphs.push(glyphs[2]); // the same glyph twice (standing for other characters)

            let program = subset(font, &glyphs).expect("a subset");
            assert!(program.len() * 10 < font.raw_face().data.len(), "{} bytes", program.len());
            let sub = Face::parse(&program, 0).expect("the subset parses");
            assert!(usize::from(sub.number_of_glyphs()) >= glyphs.len());
            assert_eq!(sub.units_per_em(), font.units_per_em());
            for (new, &old) in glyphs.iter().enumerate() {
                let new = new as u16;
                assert_eq!(bounds(&sub, new), bounds(font, old), "glyph {old} as {new}");
                assert_eq!(sub.glyph_hor_advance(GlyphId(new)), font.glyph_hor_advance(GlyphId(old)));
            }
            // a glyph not asked for is not there
            let unused = (1..font.number_of_glyphs()).find(|g| !glyphs.contains(g) && bounds(font, *g).is_some());
            assert!(unused.is_some_and(
                |g| usize::from(g) >= usize::from(sub.number_of_glyphs()) || bounds(&sub, g) != bounds(font, g)
            ));

            // the checksums: each table's in the directory, the whole file's in head
            assert_eq!(checksum(&program), 0xB1B0_AFBA);
            let tables = usize::from(u16_at(&program, 4).unwrap());
            for record in 0..tables {
                let at = 12 + 16 * record;
                let (tag, sum) = (&program[at..at + 4], u32_at(&program, at + 4).unwrap());
                let (offset, length) =
                    (u32_at(&program, at + 8).unwrap() as usize, u32_at(&program, at + 12).unwrap() as usize);
                let mut data = program[offset..offset + length].to_vec();
                if tag == b"head" {
                    data[8..12].fill(0);
                }
                assert_eq!(checksum(&data), sum, "{}", String::from_utf8_lossy(tag));
                assert_eq!(offset % 4, 0);
            }
        }
    }

    /// One glyph standing for other characters in other places gets a CID for each; a glyph
    /// after the first of a cluster stands for nothing and is not in the ToUnicode map.
    #[test]
    fn each_glyph_and_text_has_its_cid() {
        let mut font = FontUse::new(Weight::Regular);
        let space = Weight::Regular.font().glyph_index(' ').unwrap().0;
        let a = font.cid(space, " ");
        let b = font.cid(space, "ا");
        assert_ne!(a, b);
        assert_eq!(font.cid(space, " "), a);
        assert_eq!(font.cid(0, ""), 0);
        let missing = font.cid(0, "😀");
        assert_ne!(missing, 0);
        assert_eq!(font.glyphs, [0, space, space, 0]);
        assert_eq!(font.advance(a), font.advance(b));
        let mut pdf = Pdf::new();
        let mut last = 1;
        font.write(&mut pdf, Ref::new(1), &mut || {
            last += 1;
            Ref::new(last)
        });
        assert!(pdf.finish().len() < 8_000);
    }
}
