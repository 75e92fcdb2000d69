//! /api/awards: awards and certificates (public read, admin changes).

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::{ApiTags, Created, Deleted};
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::error::ApiError;
use crate::models::awards::{self, Award, NewAward};
use crate::models::media;
use crate::state::AppState;

#[derive(Default)]
pub struct AwardsApi;

#[OpenApi(prefix_path = "/api/awards", tag = "ApiTags::Awards")]
impl AwardsApi {
    /// Every award, in the order added.
    #[oai(path = "/", method = "get")]
    async fn list(&self, state: Data<&Arc<AppState>>) -> Result<Json<Vec<Award>>, ApiError> {
        Ok(Json(state.db.read(awards::list).await?))
    }

    /// Adds an award; an image is required (`Please choose an image`).
    #[oai(path = "/", method = "post")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<NewAward>,
    ) -> Result<Created<Award>, ApiError> {
        body.check()?;
        let mut new = body.0;
        let url = new.image_url.take();
        let image = run_blocking(move || media::prepare_image(url.as_deref(), "Award image")).await?;
        Ok(Created::Created(Json(state.db.write(move |tx| awards::create(tx, &new, &image)).await?)))
    }

    /// Removes an award.
    #[oai(path = "/:id", method = "delete")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, ApiError> {
        state.db.write(move |tx| awards::delete(tx, id.0)).await?;
        Ok(Deleted::Deleted)
    }
}
