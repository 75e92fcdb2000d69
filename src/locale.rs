//! The server's two languages and what it writes in them: the language type, the words for each
//! unit, numbers (grouped, with Persian digits in Persian) and the Persian (Solar Hijri) calendar.
//! The public pages, the e-mails and the CSV files all take their words from here, so they say the
//! same thing; tests/fixtures/units.json, which the UI's dictionaries are checked against too, is
//! the reference for the unit words.
//!
//! A leaf: it imports nothing of the crate's.

/// A language the site is written in. The API names it in two places of its contract (an order's
/// `lang`, a CSV file's `lang`), each a mirror of this type that converts into it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    Fa,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fa];

    /// The language's code (`en`, `fa`): `<html lang>`, the URL prefix, the API's value.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fa => "fa",
        }
    }

    /// The direction its text runs in (`<html dir>`).
    pub fn dir(self) -> &'static str {
        match self {
            Lang::En => "ltr",
            Lang::Fa => "rtl",
        }
    }

    /// `(english, persian)` in this language.
    pub fn pick<T>(self, words: (T, T)) -> T {
        match self {
            Lang::En => words.0,
            Lang::Fa => words.1,
        }
    }

    /// The path of a page (`/`, `/products`) in this language: English at the specification's
    /// routes, Persian under `/fa`.
    pub fn path(self, page_path: &str) -> String {
        match (self, page_path) {
            (Lang::En, p) => p.to_owned(),
            (Lang::Fa, "/") => "/fa".to_owned(),
            (Lang::Fa, p) => format!("/fa{p}"),
        }
    }
}

/// A request path split into its language and the page path without the prefix: `/fa/products`
/// is Persian `/products`, `/fa` Persian `/`; `/faq` is English.
pub fn split_lang(path: &str) -> (Lang, &str) {
    match path.strip_prefix("/fa") {
        Some("") => (Lang::Fa, "/"),
        Some(rest) if rest.starts_with('/') => (Lang::Fa, rest),
        _ => (Lang::En, path),
    }
}

/// The words of one unit: `counted` after a quantity ("12 boxes", "۱۲ جعبه"), `one` as a label
/// or after "per" ("USD per box", a CSV column, the dashboard's unit choice); each `(en, fa)`.
pub struct UnitWords {
    /// The API's name of the unit.
    pub unit: &'static str,
    pub counted: (&'static str, &'static str),
    pub one: (&'static str, &'static str),
}

/// Every unit of the API with its words (tests/fixtures/units.json).
pub const UNITS: [UnitWords; 4] = [
    UnitWords { unit: "kg", counted: ("kg", "کیلوگرم"), one: ("kg", "کیلوگرم") },
    UnitWords { unit: "ton", counted: ("t", "تن"), one: ("tonne", "تن") },
    UnitWords { unit: "bag", counted: ("bags", "بوجی"), one: ("bag", "بوجی") },
    UnitWords { unit: "box", counted: ("boxes", "جعبه"), one: ("box", "جعبه") },
];

fn unit_words(unit: &str) -> Option<&'static UnitWords> {
    UNITS.iter().find(|w| w.unit == unit)
}

/// The word for `unit` (the API's name) after a quantity, in `lang`; None for a unit the API
/// does not have.
pub fn unit_counted(unit: &str, lang: Lang) -> Option<&'static str> {
    unit_words(unit).map(|w| lang.pick(w.counted))
}

/// The word for one `unit` (a label, after "per"), in `lang`; None for a unit the API does not
/// have.
pub fn unit_one(unit: &str, lang: Lang) -> Option<&'static str> {
    unit_words(unit).map(|w| lang.pick(w.one))
}

const PERSIAN_DIGITS: [char; 10] = ['۰', '۱', '۲', '۳', '۴', '۵', '۶', '۷', '۸', '۹'];

/// `s` with its ASCII digits written as Persian digits.
pub fn persian_digits(s: &str) -> String {
    s.chars().map(|c| c.to_digit(10).map_or(c, |d| PERSIAN_DIGITS[d as usize])).collect()
}

/// A number as `lang` writes it: grouped thousands, `decimals` places; Persian digits and
/// separators in Persian.
pub fn format_number(n: f64, decimals: usize, lang: Lang) -> String {
    let text = format!("{:.*}", decimals, n.abs());
    let (int, frac) = text.split_once('.').unwrap_or((&text, ""));
    let (group, point) = lang.pick(((',', '.'), ('\u{066C}', '\u{066B}')));
    let mut out = String::new();
    if n < 0.0 {
        out.push('-');
    }
    for (i, c) in int.chars().enumerate() {
        if i > 0 && (int.len() - i) % 3 == 0 {
            out.push(group);
        }
        out.push(c);
    }
    if !frac.is_empty() {
        out.push(point);
        out.push_str(frac);
    }
    match lang {
        Lang::En => out,
        Lang::Fa => persian_digits(&out),
    }
}

/// The months of the Persian (Solar Hijri) calendar, Farvardin first.
pub const SOLAR_HIJRI_MONTHS: [&str; 12] =
    ["فروردین", "اردیبهشت", "خرداد", "تیر", "مرداد", "شهریور", "مهر", "آبان", "آذر", "دی", "بهمن", "اسفند"];

/// A Gregorian date in the Persian (Solar Hijri) calendar: year, month (1–12), day.
pub fn solar_hijri(gy: i32, gm: u8, gd: u8) -> (i32, u8, u8) {
    const BEFORE_MONTH: [i32; 12] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
    let gy2 = if gm > 2 { gy + 1 } else { gy };
    let mut days = 355_666 + 365 * gy + (gy2 + 3) / 4 - (gy2 + 99) / 100
        + (gy2 + 399) / 400
        + i32::from(gd)
        + BEFORE_MONTH[usize::from(gm) - 1];
    let mut jy = -1595 + 33 * (days / 12_053);
    days %= 12_053;
    jy += 4 * (days / 1461);
    days %= 1461;
    if days > 365 {
        jy += (days - 1) / 365;
        days = (days - 1) % 365;
    }
    let (jm, jd) =
        if days < 186 { (1 + days / 31, 1 + days % 31) } else { (7 + (days - 186) / 30, 1 + (days - 186) % 30) };
    (jy, jm as u8, jd as u8)
}

const MONTHS: [&str; 12] = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
];

/// A Gregorian day as a reader of `lang` writes it: `18 December 2026`, `۲۷ آذر ۱۴۰۵` (Solar
/// Hijri, Persian digits). The proforma and the quote mails write their dates with it, so the
/// mail's "valid until" is the PDF's.
pub fn long_date(year: i32, month: u8, day: u8, lang: Lang) -> String {
    let month = month.clamp(1, 12);
    match lang {
        Lang::En => format!("{day} {} {year}", MONTHS[usize::from(month) - 1]),
        Lang::Fa => {
            let (y, m, d) = solar_hijri(year, month, day);
            persian_digits(&format!("{d} {} {y}", SOLAR_HIJRI_MONTHS[usize::from(m.clamp(1, 12)) - 1]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_prefix() {
        assert_eq!(split_lang("/fa"), (Lang::Fa, "/"));
        assert_eq!(split_lang("/fa/"), (Lang::Fa, "/"));
        assert_eq!(split_lang("/fa/products"), (Lang::Fa, "/products"));
        assert_eq!(split_lang("/faq"), (Lang::En, "/faq"));
        assert_eq!(split_lang("/products"), (Lang::En, "/products"));
        assert_eq!(Lang::Fa.path("/"), "/fa");
        assert_eq!(Lang::Fa.path("/about"), "/fa/about");
    }

    #[test]
    fn numbers_in_each_language() {
        assert_eq!(format_number(1234567.5, 2, Lang::En), "1,234,567.50");
        assert_eq!(format_number(1234.5, 2, Lang::Fa), "۱٬۲۳۴٫۵۰");
        assert_eq!(format_number(300.0, 0, Lang::En), "300");
        assert_eq!(format_number(0.0, 0, Lang::Fa), "۰");
        assert_eq!(persian_digits("order 12"), "order ۱۲");
    }

    #[test]
    fn persian_dates_follow_the_solar_hijri_calendar() {
        assert_eq!(solar_hijri(2025, 3, 21), (1404, 1, 1));
        assert_eq!(solar_hijri(2026, 11, 25), (1405, 9, 4));
        assert_eq!(solar_hijri(2024, 3, 19), (1402, 12, 29));
    }

    /// The table is tests/fixtures/units.json, which the UI's dictionaries are checked against.
    #[test]
    fn the_unit_words_are_the_fixtures() {
        let fixture: serde_json::Value =
            serde_json::from_str(include_str!("../tests/fixtures/units.json")).expect("units.json is JSON");
        for lang in Lang::ALL {
            for form in ["counted", "one"] {
                let words = fixture[lang.code()][form].as_object().expect("a table of words");
                let ours: Vec<(&str, &str)> = UNITS
                    .iter()
                    .map(|w| {
                        (
                            w.unit,
                            if form == "counted" { unit_counted(w.unit, lang) } else { unit_one(w.unit, lang) }
                                .unwrap(),
                        )
                    })
                    .collect();
                let theirs: Vec<(&str, &str)> = words.iter().map(|(k, v)| (k.as_str(), v.as_str().unwrap())).collect();
                let mut sorted = ours.clone();
                sorted.sort();
                let mut theirs_sorted = theirs.clone();
                theirs_sorted.sort();
                assert_eq!(sorted, theirs_sorted, "{} {form}", lang.code());
            }
        }
        assert_eq!(unit_counted("crate", Lang::En), None);
    }
}
