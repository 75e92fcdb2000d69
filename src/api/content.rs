//! /api/content: contact details, social links, texts and the company profile PDF.

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::common::{actor, sensitive, ApiTags, Deleted};
use crate::auth::AdminSession;
use crate::errors;
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::bank::{self, BankDetails, BankFields};
use crate::models::content::{self, Content, ContentFields, ProfileUpload};
use crate::models::facts::{self, CommercialTerms, TermsFields};
use crate::models::office_hours::{self, OfficeHours, OfficeHoursFields};
use crate::state::AppState;

#[derive(Default)]
pub struct ContentApi;

/// The profile's fields: its own calls record them.
const PROFILE: &[&str] = &["profileDocumentName", "profileDocumentUrl", "terms", "bank", "officeHours"];

#[OpenApi(prefix_path = "/api/content", tag = "ApiTags::Content")]
impl ContentApi {
    /// The site content
    ///
    /// Every company detail the pages show (its default until an admin saves one), the links
    /// that are set, and the company profile. Public.
    #[oai(path = "/", method = "get", operation_id = "getContent")]
    async fn get(&self, state: Data<&Arc<AppState>>) -> Result<Json<Content>, errors![400]> {
        Ok(Json(state.db.read(content::get).await?))
    }

    /// Saves the editable fields
    ///
    /// Absent or empty fields are cleared (back to their default).
    #[oai(path = "/", method = "put", operation_id = "updateContent")]
    async fn update(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<ContentFields>,
    ) -> Result<Json<Content>, errors![400, 401, 403, 408, 413]> {
        let who = actor(&state, req, &admin);
        let content = state
            .db
            .write(move |tx| {
                let before = content::get(tx)?;
                let after = content::update(tx, &body)?;
                let changes = audit::diff(Some(&before), Some(&after), PROFILE);
                audit::record(tx, &who, AuditKind::ContentUpdate, Target::named("content"), &changes)?;
                Ok(after)
            })
            .await?;
        state.site_changed();
        Ok(Json(content))
    }

    /// Saves the commercial terms
    ///
    /// The Incoterms offered with their named places, payment terms, sample policy and inspection,
    /// in English and Persian. Absent or empty fields are cleared.
    #[oai(path = "/terms", method = "put", operation_id = "updateTerms")]
    async fn update_terms(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<TermsFields>,
    ) -> Result<Json<CommercialTerms>, errors![400, 401, 403, 408, 413]> {
        let who = actor(&state, req, &admin);
        let terms = state
            .db
            .write(move |tx| {
                let before = facts::terms(tx)?;
                let after = facts::save_terms(tx, &body)?;
                let changes = audit::diff(Some(&before), Some(&after), &[]);
                audit::record(tx, &who, AuditKind::ContentUpdate, Target::named("terms"), &changes)?;
                Ok(after)
            })
            .await?;
        state.site_changed();
        Ok(Json(terms))
    }

    /// Saves the bank details
    ///
    /// Printed on every proforma invoice sent from now on (one already sent keeps those it was
    /// sent with): beneficiary, bank and account required; IBAN, SWIFT, the bank's address and
    /// notes (English and Persian) cleared when absent or empty. Where the buyers' money goes, so
    /// a sensitive change: only a signed-in admin (never an API key, 403 `session_only`) who
    /// entered the password in the last five minutes (403 `confirm_password`); every admin and the
    /// company are mailed at once, the account shown masked.
    #[oai(path = "/bank", method = "put", operation_id = "updateBank")]
    async fn update_bank(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<BankFields>,
    ) -> Result<Json<BankDetails>, errors![400, 401, 403, 408, 413]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        let saved = sensitive(&state, who, AuditKind::BankUpdate, move |tx, who| {
            let before = bank::get(tx)?;
            let after = bank::save(tx, &body)?;
            let changes = audit::diff(before.as_ref(), Some(&after), &[]);
            audit::record(tx, who, AuditKind::BankUpdate, Target::named("bank"), &changes)?;
            Ok((after, String::new(), changes))
        })
        .await?;
        state.site_changed();
        Ok(Json(saved))
    }

    /// Saves the office hours
    ///
    /// The days the office is open, its opening and closing time (Kabul time) and within how many
    /// hours a message is answered: the WhatsApp button on every public page says from them
    /// whether the office is open now and when to expect a reply. A closing time that is not after
    /// the opening time is 409.
    #[oai(path = "/office-hours", method = "put", operation_id = "updateOfficeHours")]
    async fn update_office_hours(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<OfficeHoursFields>,
    ) -> Result<Json<OfficeHours>, errors![400, 401, 403, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let hours = state
            .db
            .write(move |tx| {
                let before = office_hours::get(tx)?;
                let after = office_hours::save(tx, &body)?;
                let changes = audit::diff(Some(&before), Some(&after), &[]);
                audit::record(tx, &who, AuditKind::ContentUpdate, Target::named("office hours"), &changes)?;
                Ok(after)
            })
            .await?;
        state.site_changed();
        Ok(Json(hours))
    }

    /// Uploads the company profile
    ///
    /// A PDF sent as a data URL; replaces the one before.
    #[oai(path = "/profile", method = "put", operation_id = "setProfile")]
    async fn set_profile(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<ProfileUpload>,
    ) -> Result<Json<Content>, errors![400, 401, 403, 408, 413]> {
        let who = actor(&state, req, &admin);
        let content = state
            .db
            .write(move |tx| {
                let before = content::get(tx)?.profile_document_name;
                let after = content::set_profile(tx, &body)?;
                let name = after.profile_document_name.clone().unwrap_or_default();
                let change = Change { field: "profileDocumentName".into(), before, after: Some(name.clone()) };
                audit::record(tx, &who, AuditKind::ProfileUpload, Target::named(&name), &[change])?;
                Ok(after)
            })
            .await?;
        state.site_changed();
        Ok(Json(content))
    }

    /// Removes the company profile
    #[oai(path = "/profile", method = "delete", operation_id = "deleteProfile")]
    async fn delete_profile(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
    ) -> Result<Deleted, errors![400, 401, 403]> {
        let who = actor(&state, req, &admin);
        state
            .db
            .write(move |tx| {
                let before = content::get(tx)?.profile_document_name;
                content::delete_profile(tx)?;
                let name = before.clone().unwrap_or_default();
                let change = Change { field: "profileDocumentName".into(), before, after: None };
                audit::record(tx, &who, AuditKind::ProfileDelete, Target::named(&name), &[change])
            })
            .await?;
        state.site_changed();
        Ok(Deleted::Deleted)
    }
}
