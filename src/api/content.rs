//! /api/content: contact details, social links, texts and the company profile PDF.

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::{ApiTags, Deleted};
use crate::auth::AdminSession;
use crate::error::ApiError;
use crate::models::content::{self, Content, ContentFields, ProfileUpload};
use crate::state::AppState;

#[derive(Default)]
pub struct ContentApi;

#[OpenApi(prefix_path = "/api/content", tag = "ApiTags::Content")]
impl ContentApi {
    /// The site content: every company detail the pages show (its default until an admin saves
    /// one), the links that are set, and the company profile. Public.
    #[oai(path = "/", method = "get")]
    async fn get(&self, state: Data<&Arc<AppState>>) -> Result<Json<Content>, ApiError> {
        Ok(Json(state.db.read(content::get).await?))
    }

    /// Saves the editable fields; absent or empty fields are cleared (back to their default).
    #[oai(path = "/", method = "put")]
    async fn update(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<ContentFields>,
    ) -> Result<Json<Content>, ApiError> {
        Ok(Json(state.db.write(move |tx| content::update(tx, &body)).await?))
    }

    /// Uploads (or replaces) the company profile PDF, sent as a data URL.
    #[oai(path = "/profile", method = "put")]
    async fn set_profile(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<ProfileUpload>,
    ) -> Result<Json<Content>, ApiError> {
        Ok(Json(state.db.write(move |tx| content::set_profile(tx, &body)).await?))
    }

    /// Removes the company profile.
    #[oai(path = "/profile", method = "delete")]
    async fn delete_profile(&self, state: Data<&Arc<AppState>>, _admin: AdminSession) -> Result<Deleted, ApiError> {
        state.db.write(content::delete_profile).await?;
        Ok(Deleted::Deleted)
    }
}
