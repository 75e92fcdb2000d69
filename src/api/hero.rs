//! /api/hero: the home page slideshow (public read, admin changes).

use std::sync::Arc;

use poem::web::Data;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::{ApiTags, Created, Deleted};
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::error::ApiError;
use crate::models::hero::{self, Hero, HeroUpdate, NewSlide, Slide};
use crate::state::AppState;

#[derive(Default)]
pub struct HeroApi;

#[OpenApi(prefix_path = "/api/hero", tag = "ApiTags::Hero")]
impl HeroApi {
    /// The slides in order and the texts per language (a language without texts is absent).
    #[oai(path = "/", method = "get")]
    async fn get(&self, state: Data<&Arc<AppState>>) -> Result<Json<Hero>, ApiError> {
        Ok(Json(state.db.read(hero::get).await?))
    }

    /// Saves the whole slideshow: slides in this order (kept by id, new ones added, others
    /// removed) and the texts.
    #[oai(path = "/", method = "put")]
    async fn replace(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<HeroUpdate>,
    ) -> Result<Json<Hero>, ApiError> {
        let update = body.0;
        let (images, update) = run_blocking(move || Ok((update.prepare()?, update))).await?;
        Ok(Json(state.db.write(move |tx| hero::replace(tx, &update, &images)).await?))
    }

    /// Adds a slide at the end.
    #[oai(path = "/slides", method = "post")]
    async fn add_slide(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        body: Json<NewSlide>,
    ) -> Result<Created<Slide>, ApiError> {
        let url = body.0.url;
        let image = run_blocking(move || hero::prepare_slide(&url)).await?;
        Ok(Created::Created(Json(state.db.write(move |tx| hero::add_slide(tx, &image)).await?)))
    }

    /// Removes a slide.
    #[oai(path = "/slides/:id", method = "delete")]
    async fn delete_slide(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, ApiError> {
        state.db.write(move |tx| hero::delete_slide(tx, id.0)).await?;
        Ok(Deleted::Deleted)
    }
}
