//! /api/content: contact details, social links, texts and the company profile PDF.

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::{ApiTags, Deleted};
use crate::auth::AdminSession;
use crate::errors;
use crate::models::content::{self, Content, ContentFields, ProfileUpload};
use crate::state::AppState;

#[derive(Default)]
pub struct ContentApi;

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
        _admin: AdminSession,
        body: Json<ContentFields>,
    ) -> Result<Json<Content>, errors![400, 401, 403, 408, 413]> {
        Ok(Json(state.db.write(move |tx| content::update(tx, &body)).await?))
    }

    /// Uploads the company profile
    ///
    /// A PDF sent as a data URL; replaces the one before.
    #[oai(path = "/profile", method = "put", operation_id = "setProfile")]
    async fn set_profile(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<ProfileUpload>,
    ) -> Result<Json<Content>, errors![400, 401, 403, 408, 413]> {
        Ok(Json(state.db.write(move |tx| content::set_profile(tx, &body)).await?))
    }

    /// Removes the company profile
    #[oai(path = "/profile", method = "delete", operation_id = "deleteProfile")]
    async fn delete_profile(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
    ) -> Result<Deleted, errors![400, 401, 403]> {
        state.db.write(content::delete_profile).await?;
        Ok(Deleted::Deleted)
    }
}
