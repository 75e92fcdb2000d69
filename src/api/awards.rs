//! /api/awards: awards and certificates (public read, admin changes).

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::{ApiTags, Created, Deleted};
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::errors;
use crate::models::awards::{self, Award, NewAward};
use crate::models::media;
use crate::state::AppState;

#[derive(Default)]
pub struct AwardsApi;

#[OpenApi(prefix_path = "/api/awards", tag = "ApiTags::Awards")]
impl AwardsApi {
    /// Every award
    ///
    /// In the order added. Public.
    #[oai(path = "/", method = "get", operation_id = "listAwards")]
    async fn list(&self, state: Data<&Arc<AppState>>) -> Result<Json<Vec<Award>>, errors![400]> {
        Ok(Json(state.db.read(awards::list).await?))
    }

    /// Adds an award
    ///
    /// An image is required (`Please choose an image`).
    #[oai(path = "/", method = "post", operation_id = "createAward")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<NewAward>,
    ) -> Result<Created<Award>, errors![400, 401, 403, 408, 413]> {
        body.check()?;
        let mut new = body.0;
        let url = new.image_url.take();
        let image = run_blocking(move || media::prepare_image(url.as_deref(), "Award image")).await?;
        Ok(Created::Created(Json(state.db.write(move |tx| awards::create(tx, &new, &image)).await?)))
    }

    /// Removes an award
    #[oai(path = "/:id", method = "delete", operation_id = "deleteAward")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404]> {
        state.db.write(move |tx| awards::delete(tx, id.0)).await?;
        Ok(Deleted::Deleted)
    }
}
