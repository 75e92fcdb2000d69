//! The site's editable content: contact details, social links, texts and the company-profile PDF.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, Transaction};

use super::media;
use crate::error::{ApiError, ErrorCode};
use crate::rules::{
    check_email, check_http_url, check_text, is_invisible, non_blank, Email, Field, Link, LinkOrPhone, Required,
};

/// The site content as answered: the editable fields, and the company profile if uploaded.
/// A company detail the admin has not set is answered with its default ([`DEFAULTS`]), so the pages
/// show exactly what this says; a link that is not set is absent.
/// Its own type, not [`ContentFields`]: an answer never holds `null`.
#[derive(Object, Debug, Clone, Default)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Content {
    pub contact_email: Option<String>,
    pub contact_phone: Option<String>,
    pub contact_address: Option<String>,
    /// The Persian pages' text where it differs from the English (else they show the English).
    pub contact_address_fa: Option<String>,
    /// The branches, one a line.
    pub branches: Option<String>,
    pub branches_fa: Option<String>,
    /// The working hours, one a line.
    pub working_hours: Option<String>,
    pub working_hours_fa: Option<String>,
    pub instagram_url: Option<String>,
    pub facebook_url: Option<String>,
    /// A phone number or an http(s) link.
    pub whatsapp_url: Option<String>,
    /// The video channel (YouTube), under the original client's name.
    #[oai(rename = "twitterUrl")]
    pub youtube_url: Option<String>,
    pub linkedin_url: Option<String>,
    /// The company profile's file name, when one is uploaded.
    pub profile_document_name: Option<String>,
    /// Where the company profile downloads from (`/media/<hash>.pdf`).
    pub profile_document_url: Option<String>,
    /// The commercial terms shown with every product (saved with `PUT /api/content/terms`).
    pub terms: super::facts::CommercialTerms,
    /// The bank details printed on every proforma invoice (saved with `PUT /api/content/bank`);
    /// absent until saved.
    pub bank: Option<super::bank::BankDetails>,
    /// When the office answers WhatsApp (saved with `PUT /api/content/office-hours`).
    pub office_hours: super::office_hours::OfficeHours,
}

/// The fields an admin edits on the Content tab. On save, each absent, null or empty field is
/// cleared (back to its default, or to no link). `…Fa` fields are the Persian pages' text where it
/// differs from the English; when empty, the Persian pages show the English text.
#[derive(Object, Debug, Clone, Default)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none, example)]
pub struct ContentFields {
    #[oai(validator(
        max_length = 254,
        pattern = r#"^\s*$|^[^@\s?&<>"\x00-\x1f\x7f-\x9f]+@[^@\s?&<>".\x00-\x1f\x7f-\x9f][^@\s?&<>"\x00-\x1f\x7f-\x9f]*\.[^@\s?&<>"\x00-\x1f\x7f-\x9f]*[^@\s?&<>".\x00-\x1f\x7f-\x9f]$"#
    ))]
    pub contact_email: Field<Option<Email>>,
    /// The phone number shown in the footer and on the Contact page (6 to 20 digits; spaces and
    /// `+-().` allowed).
    #[oai(validator(max_length = 40, pattern = r"^\s*$|^[ +\-().]*([0-9][ +\-().]*){6,20}$"))]
    pub contact_phone: Field<Option<String>>,
    /// The head office's address.
    #[oai(validator(max_length = 500, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub contact_address: Field<Option<String>>,
    #[oai(validator(max_length = 500, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub contact_address_fa: Field<Option<String>>,
    /// The branches, one a line.
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub branches: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub branches_fa: Field<Option<String>>,
    /// The working hours, one a line (e.g. the days open, then the day closed).
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub working_hours: Field<Option<String>>,
    #[oai(validator(max_length = 1000, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub working_hours_fa: Field<Option<String>>,
    #[oai(validator(max_length = 2048))]
    pub instagram_url: Field<Option<Link>>,
    #[oai(validator(max_length = 2048))]
    pub facebook_url: Field<Option<Link>>,
    /// A phone number (6 to 20 digits; spaces and `+-().` allowed) or an http(s) link.
    #[oai(validator(max_length = 2048))]
    pub whatsapp_url: Field<Option<LinkOrPhone>>,
    /// The video channel (YouTube), sent under the original client's name.
    #[oai(rename = "twitterUrl", validator(max_length = 2048))]
    pub youtube_url: Field<Option<Link>>,
    #[oai(validator(max_length = 2048))]
    pub linkedin_url: Field<Option<Link>>,
}

impl Example for ContentFields {
    fn example() -> Self {
        ContentFields {
            contact_email: Field(Some(Email("info@example.com".into()))),
            contact_address: Field(Some("Kabul, Afghanistan".into())),
            whatsapp_url: Field(Some("+93 70 000 0000".into())),
            instagram_url: Field(Some(Link("https://instagram.com/example".into()))),
            ..ContentFields::default()
        }
    }
}

#[derive(Object, Debug)]
#[oai(example)]
pub struct ProfileUpload {
    /// The file name shown to visitors, e.g. `company-profile.pdf`: at most 200 characters, no `/`,
    /// `\` or `"`, no control characters, and no character that shows nothing or turns the text
    /// around but the zero-width non-joiner (U+200C) of Persian spelling; spaces around it are
    /// dropped (and not counted).
    #[oai(validator(
        // Exactly what `set_profile` accepts, spelled for every regex engine: the length in the
        // pattern, since it counts the name without the spaces around it (a maxLength would count
        // them); Rust's whitespace (`trim`) by name, not `\s`, which each engine reads
        // differently; the characters beyond U+FFFF as themselves (`\u{...}` here), which each
        // engine escapes differently.
        pattern = "^[\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*\
                   [^/\\\\\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}\
                   \\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]\
                   (?:[^/\\\\\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}]{0,198}\
                   [^/\\\\\"\\x00-\\x1f\\x7f-\\x9f\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B\\u200D-\\u200F\
                   \\u2028-\\u202E\\u2060-\\u206F\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0000}-\u{E0FFF}\
                   \\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000])?\
                   [\\t-\\r \\x85\\xA0\\u1680\\u2000-\\u200A\\u2028\\u2029\\u202F\\u205F\\u3000]*$"
    ))]
    pub name: Required<Option<String>>,
    /// The PDF as a data URL (`data:application/pdf;base64,...`).
    #[oai(validator(
        pattern = r"^data:application/pdf;base64,(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?$"
    ))]
    pub data: Required<Option<String>>,
}

impl Example for ProfileUpload {
    fn example() -> Self {
        ProfileUpload {
            name: Field(Some("company-profile.pdf".into())),
            data: Field(Some(
                "data:application/pdf;base64,JVBERi0xLjQKMSAwIG9iajw8Pj5lbmRvYmoKdHJhaWxlcjw8Pj4KJSVFT0YK".into(),
            )),
        }
    }
}

/// The value to store: blank text clears the field.
/// What a fresh site shows, as the specification describes the company, by column; a field that
/// is not set falls back to its default (a Persian one only with its English, see
/// [`pair_or_default`]).
pub const DEFAULTS: &[(&str, &str)] = &[
    ("contact_email", "export@golbahar.af"),
    ("contact_phone", "+93 70 123 4567"),
    ("contact_address", "Karte Se, Kabul, Afghanistan"),
    ("contact_address_fa", "کارته سه، کابل، افغانستان"),
    ("branches", "United Kingdom\nDubai\nIndia"),
    ("branches_fa", "بریتانیا\nدبی\nهند"),
    ("working_hours", "Saturday to Thursday, 9:00 AM – 6:00 PM\nFriday: closed"),
    ("working_hours_fa", "شنبه تا پنج‌شنبه، ۹ صبح تا ۶ عصر\nجمعه: تعطیل"),
];

fn or_default(column: &str, stored: Option<String>) -> Option<String> {
    stored.or_else(|| DEFAULTS.iter().find(|(c, _)| *c == column).map(|(_, v)| (*v).to_owned()))
}

/// An English text and its Persian one. The Persian default goes with the English default only:
/// once an admin has written the English, the Persian pages show it until a Persian one is saved.
fn pair_or_default(column: &str, en: Option<String>, fa: Option<String>) -> (Option<String>, Option<String>) {
    let fa = if en.is_some() { fa } else { or_default(&format!("{column}_fa"), fa) };
    (or_default(column, en), fa)
}

fn is_phone(value: &str) -> bool {
    let digits = value.chars().filter(char::is_ascii_digit).count();
    let phone_like = value.chars().all(|c| c.is_ascii_digit() || " +-().".contains(c));
    phone_like && (6..=20).contains(&digits)
}

fn check_whatsapp(value: &str) -> Result<(), ApiError> {
    if value.to_ascii_lowercase().starts_with("http") {
        return check_http_url("WhatsApp", value);
    }
    if is_phone(value) {
        Ok(())
    } else {
        Err(ApiError::invalid("whatsappUrl", "WhatsApp must be a phone number or an http(s) link"))
    }
}

impl ContentFields {
    fn check(&self) -> Result<(), ApiError> {
        // Blank means "none", yet the length limits hold for blank text too, as the schema says.
        for (field, value, max) in [
            ("E-mail", self.contact_email.as_deref(), 254),
            ("Phone", self.contact_phone.as_deref(), 40),
            ("Instagram", self.instagram_url.as_deref(), 2048),
            ("Facebook", self.facebook_url.as_deref(), 2048),
            ("WhatsApp", self.whatsapp_url.as_deref(), 2048),
            ("YouTube", self.youtube_url.as_deref(), 2048),
            ("LinkedIn", self.linkedin_url.as_deref(), 2048),
        ] {
            if value.is_some_and(|v| v.chars().count() > max) {
                return Err(ApiError::new(
                    ErrorCode::InvalidField,
                    format!("{field} is too long (at most {max} characters)"),
                ));
            }
        }
        if let Some(email) = non_blank(&self.contact_email) {
            check_email(email)?;
        }
        for (field, value) in [
            ("Instagram", &self.instagram_url),
            ("Facebook", &self.facebook_url),
            ("YouTube", &self.youtube_url),
            ("LinkedIn", &self.linkedin_url),
        ] {
            if let Some(v) = non_blank(value) {
                check_http_url(field, v)?;
            }
        }
        if let Some(v) = non_blank(&self.whatsapp_url) {
            check_whatsapp(v)?;
        }
        if let Some(v) = non_blank(&self.contact_phone) {
            if !is_phone(v) {
                return Err(ApiError::invalid(
                    "contactPhone",
                    "Phone must be a phone number (digits, spaces, + - ( ) .)",
                ));
            }
        }
        for (field, value) in
            [("Contact address", &self.contact_address), ("Contact address (Persian)", &self.contact_address_fa)]
        {
            if let Some(v) = value.as_deref() {
                check_text(field, v, 500, true)?;
            }
        }
        for (field, value) in [
            ("Branches", &self.branches),
            ("Branches (Persian)", &self.branches_fa),
            ("Working hours", &self.working_hours),
            ("Working hours (Persian)", &self.working_hours_fa),
        ] {
            if let Some(v) = value.as_deref() {
                check_text(field, v, 1000, true)?;
            }
        }
        Ok(())
    }
}

pub fn update(tx: &Transaction, u: &ContentFields) -> Result<Content, ApiError> {
    u.check()?;
    tx.execute(
        "UPDATE site_content SET contact_email = ?1, contact_address = ?2, instagram_url = ?3,
            facebook_url = ?4, whatsapp_url = ?5, youtube_url = ?6, linkedin_url = ?7, contact_phone = ?8,
            contact_address_fa = ?9, branches = ?10, branches_fa = ?11, working_hours = ?12,
            working_hours_fa = ?13 WHERE id = 1",
        params![
            non_blank(&u.contact_email),
            non_blank(&u.contact_address),
            non_blank(&u.instagram_url),
            non_blank(&u.facebook_url),
            non_blank(&u.whatsapp_url),
            non_blank(&u.youtube_url),
            non_blank(&u.linkedin_url),
            non_blank(&u.contact_phone),
            non_blank(&u.contact_address_fa),
            non_blank(&u.branches),
            non_blank(&u.branches_fa),
            non_blank(&u.working_hours),
            non_blank(&u.working_hours_fa),
        ],
    )?;
    get(tx)
}

pub fn set_profile(tx: &Transaction, upload: &ProfileUpload) -> Result<Content, ApiError> {
    let name = upload.name.as_deref().unwrap_or_default().trim();
    if name.is_empty() {
        return Err(ApiError::required(&[("Name", "name")]));
    }
    check_text("File name", name, 200, false)?;
    if name.contains(['/', '\\', '"']) {
        return Err(ApiError::new(ErrorCode::InvalidField, "File name must not contain / \\ or \""));
    }
    // `sec-\u{202E}fdp.exe` would read as `sec-exe.pdf` while naming an .exe. The zero-width
    // non-joiner is part of Persian spelling (معرفی‌نامه) and moves nothing: it stays.
    if name.chars().any(|c| c != '\u{200C}' && is_invisible(c)) {
        return Err(ApiError::new(
            ErrorCode::InvisibleCharacters,
            "File name must not contain invisible or direction-control characters",
        )
        .field("name"));
    }
    let name = if name.to_lowercase().ends_with(".pdf") { name.to_owned() } else { format!("{name}.pdf") };
    let media = media::save_pdf(tx, upload.data.as_deref().unwrap_or_default())?;
    tx.execute("UPDATE site_content SET profile_name = ?1, profile_media = ?2 WHERE id = 1", params![name, media])?;
    media::collect_garbage(tx)?;
    get(tx)
}

pub fn delete_profile(tx: &Transaction) -> Result<(), ApiError> {
    tx.execute("UPDATE site_content SET profile_name = NULL, profile_media = NULL WHERE id = 1", [])?;
    media::collect_garbage(tx)
}

pub fn get(conn: &Connection) -> Result<Content, ApiError> {
    let terms = super::facts::terms(conn)?;
    let bank = super::bank::get(conn)?;
    let office_hours = super::office_hours::get(conn)?;
    Ok(conn
        .prepare_cached(
            "SELECT contact_email, contact_address, instagram_url, facebook_url, whatsapp_url, youtube_url,
                linkedin_url, profile_name, profile_media, contact_phone, contact_address_fa, branches, branches_fa,
                working_hours, working_hours_fa FROM site_content WHERE id = 1",
        )?
        .query_row([], |r| {
            let (contact_address, contact_address_fa) = pair_or_default("contact_address", r.get(1)?, r.get(10)?);
            let (branches, branches_fa) = pair_or_default("branches", r.get(11)?, r.get(12)?);
            let (working_hours, working_hours_fa) = pair_or_default("working_hours", r.get(13)?, r.get(14)?);
            Ok(Content {
                contact_email: or_default("contact_email", r.get(0)?),
                contact_phone: or_default("contact_phone", r.get(9)?),
                contact_address,
                contact_address_fa,
                branches,
                branches_fa,
                working_hours,
                working_hours_fa,
                instagram_url: r.get(2)?,
                facebook_url: r.get(3)?,
                whatsapp_url: r.get(4)?,
                youtube_url: r.get(5)?,
                linkedin_url: r.get(6)?,
                profile_document_name: r.get(7)?,
                profile_document_url: r.get::<_, Option<String>>(8)?.map(|m| format!("/media/{m}")),
                terms,
                bank,
                office_hours,
            })
        })?)
}
