//! The site's editable content: contact details, social links, texts and the company-profile PDF.

use poem_openapi::types::Example;
use poem_openapi::Object;
use rusqlite::{params, Connection, Transaction};

use super::{check_email, check_http_url, check_text, media, Email, Field, Link, Required};
use crate::error::ApiError;

/// The site content as answered: the editable fields, and the company profile if uploaded.
/// A field is absent when not set: the UI then shows its built-in default.
#[derive(Object, Debug, Clone, Default)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct Content {
    #[oai(flatten)]
    pub fields: ContentFields,
    /// The company profile's file name, when one is uploaded.
    pub profile_document_name: Option<String>,
    /// Where the company profile downloads from (`/media/<hash>.pdf`).
    pub profile_document_url: Option<String>,
}

/// The fields an admin edits on the Content tab. On save, each absent, null or empty field is
/// cleared (back to the default).
#[derive(Object, Debug, Clone, Default)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none, example)]
pub struct ContentFields {
    #[oai(validator(
        max_length = 254,
        pattern = r#"^\s*$|^[^@\s?&<>"\x00-\x1f\x7f-\x9f]+@[^@\s?&<>".\x00-\x1f\x7f-\x9f][^@\s?&<>"\x00-\x1f\x7f-\x9f]*\.[^@\s?&<>"\x00-\x1f\x7f-\x9f]*[^@\s?&<>".\x00-\x1f\x7f-\x9f]$"#
    ))]
    pub contact_email: Field<Option<Email>>,
    #[oai(validator(max_length = 500, pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"))]
    pub contact_address: Field<Option<String>>,
    #[oai(validator(
        max_length = 2048,
        pattern = r"^\s*$|^https?://[^\s/\x00-\x1f\x7f-\x9f][^\s\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub instagram_url: Field<Option<Link>>,
    #[oai(validator(
        max_length = 2048,
        pattern = r"^\s*$|^https?://[^\s/\x00-\x1f\x7f-\x9f][^\s\x00-\x1f\x7f-\x9f]*$"
    ))]
    pub facebook_url: Field<Option<Link>>,
    /// A phone number (6 to 20 digits; spaces and `+-().` allowed) or an http(s) link.
    #[oai(validator(
        max_length = 2048,
        pattern = r"^\s*$|^https?://[^\s/\x00-\x1f\x7f-\x9f][^\s\x00-\x1f\x7f-\x9f]*$|^[ +\-().]*([0-9][ +\-().]*){6,20}$"
    ))]
    pub whatsapp_url: Field<Option<String>>,
    /// The video channel (YouTube), sent under the original client's name.
    #[oai(
        rename = "twitterUrl",
        validator(max_length = 2048, pattern = r"^\s*$|^https?://[^\s/\x00-\x1f\x7f-\x9f][^\s\x00-\x1f\x7f-\x9f]*$")
    )]
    pub youtube_url: Field<Option<Link>>,
    #[oai(validator(
        max_length = 2048,
        pattern = r"^\s*$|^https?://[^\s/\x00-\x1f\x7f-\x9f][^\s\x00-\x1f\x7f-\x9f]*$"
    ))]
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
    /// The file name shown to visitors, e.g. `company-profile.pdf`.
    #[oai(validator(
        max_length = 200,
        pattern = r#"^[^/\\"\x00-\x1f\x7f-\x9f]*[^/\\"\s\x00-\x1f\x7f-\x9f][^/\\"\x00-\x1f\x7f-\x9f]*$"#
    ))]
    pub name: Required<Option<String>>,
    /// The PDF as a data URL (`data:application/pdf;base64,...`).
    #[oai(validator(pattern = r"^data:application/pdf;base64,[A-Za-z0-9+/=]*$"))]
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
fn non_blank<T: std::ops::Deref<Target = str>>(value: &Option<T>) -> Option<&str> {
    value.as_deref().filter(|v| !v.trim().is_empty())
}

fn check_whatsapp(value: &str) -> Result<(), ApiError> {
    if value.to_ascii_lowercase().starts_with("http") {
        return check_http_url("WhatsApp", value);
    }
    let digits = value.chars().filter(char::is_ascii_digit).count();
    let phone_like = value.chars().all(|c| c.is_ascii_digit() || " +-().".contains(c));
    if phone_like && (6..=20).contains(&digits) {
        Ok(())
    } else {
        Err(ApiError::bad_request("WhatsApp must be a phone number or an http(s) link"))
    }
}

impl ContentFields {
    fn check(&self) -> Result<(), ApiError> {
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
        if let Some(v) = non_blank(&self.contact_address) {
            check_text("Contact address", v, 500, true)?;
        }
        Ok(())
    }
}

pub fn update(tx: &Transaction, u: &ContentFields) -> Result<Content, ApiError> {
    u.check()?;
    tx.execute(
        "UPDATE site_content SET contact_email = ?1, contact_address = ?2, instagram_url = ?3,
            facebook_url = ?4, whatsapp_url = ?5, youtube_url = ?6, linkedin_url = ?7 WHERE id = 1",
        params![
            non_blank(&u.contact_email),
            non_blank(&u.contact_address),
            non_blank(&u.instagram_url),
            non_blank(&u.facebook_url),
            non_blank(&u.whatsapp_url),
            non_blank(&u.youtube_url),
            non_blank(&u.linkedin_url),
        ],
    )?;
    get(tx)
}

pub fn set_profile(tx: &Transaction, upload: &ProfileUpload) -> Result<Content, ApiError> {
    let name = upload.name.as_deref().unwrap_or_default().trim();
    if name.is_empty() {
        return Err(ApiError::bad_request("Please fill required fields: Name"));
    }
    check_text("File name", name, 200, false)?;
    if name.contains(['/', '\\', '"']) {
        return Err(ApiError::bad_request("File name must not contain / \\ or \""));
    }
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
    Ok(conn.query_row(
        "SELECT contact_email, contact_address, instagram_url, facebook_url, whatsapp_url, youtube_url,
            linkedin_url, profile_name, profile_media FROM site_content WHERE id = 1",
        [],
        |r| {
            Ok(Content {
                fields: ContentFields {
                    contact_email: r.get(0)?,
                    contact_address: r.get(1)?,
                    instagram_url: r.get(2)?,
                    facebook_url: r.get(3)?,
                    whatsapp_url: r.get(4)?,
                    youtube_url: r.get(5)?,
                    linkedin_url: r.get(6)?,
                },
                profile_document_name: r.get(7)?,
                profile_document_url: r.get::<_, Option<String>>(8)?.map(|m| format!("/media/{m}")),
            })
        },
    )?)
}
