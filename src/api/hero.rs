//! /api/hero: the home page slideshow (public read, admin changes).

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::common::{actor, ApiTags, Created, Deleted};
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::errors;
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::hero::{self, Hero, HeroUpdate, NewSlide, Slide};
use crate::state::AppState;

#[derive(Default)]
pub struct HeroApi;

#[OpenApi(prefix_path = "/api/hero", tag = "ApiTags::Hero")]
impl HeroApi {
    /// The slideshow
    ///
    /// The slides in order and the texts per language (a language without texts is absent).
    /// Public.
    #[oai(path = "/", method = "get", operation_id = "getHero")]
    async fn get(&self, state: Data<&Arc<AppState>>) -> Result<Json<Hero>, errors![400]> {
        Ok(Json(state.db.read(hero::get).await?))
    }

    /// Saves the whole slideshow
    ///
    /// Slides in this order (kept by id, new ones added, others removed) and the texts.
    #[oai(path = "/", method = "put", operation_id = "replaceHero")]
    async fn replace(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<HeroUpdate>,
    ) -> Result<Json<Hero>, errors![400, 401, 403, 408, 413]> {
        let who = actor(&state, req, &admin);
        let update = body.0;
        let (images, update) = run_blocking(move || Ok((update.prepare()?, update))).await?;
        let hero = state
            .db
            .write(move |tx| {
                let before = hero::get(tx)?;
                let hero = hero::replace(tx, &update, &images)?;
                let changes = audit::diff(Some(&before), Some(&hero), &[]);
                audit::record(tx, &who, AuditKind::SlideshowSave, Target::named("slideshow"), &changes)?;
                Ok(hero)
            })
            .await?;
        state.site_changed();
        Ok(Json(hero))
    }

    /// Adds a slide at the end
    ///
    /// Refused with 409 when the slideshow is full.
    #[oai(path = "/slides", method = "post", operation_id = "addHeroSlide")]
    async fn add_slide(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<NewSlide>,
    ) -> Result<Created<Slide>, errors![400, 401, 403, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let url = body.0.url.0.unwrap_or_default();
        let image = run_blocking(move || hero::prepare_slide(&url)).await?;
        let slide = state
            .db
            .write(move |tx| {
                let slide = hero::add_slide(tx, &image)?;
                let change = Change::set("url", &slide.url);
                audit::record(tx, &who, AuditKind::SlideAdd, Target::new(slide.id, &slide.url), &[change])?;
                Ok(slide)
            })
            .await?;
        state.site_changed();
        Ok(Created::Created(Json(slide)))
    }

    /// Removes a slide
    #[oai(path = "/slides/:id", method = "delete", operation_id = "deleteHeroSlide")]
    async fn delete_slide(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404]> {
        let who = actor(&state, req, &admin);
        state
            .db
            .write(move |tx| {
                let url = hero::get(tx)?.slides.into_iter().find(|s| s.id == id.0).map(|s| s.url).unwrap_or_default();
                hero::delete_slide(tx, id.0)?;
                let change = Change { field: "url".into(), before: Some(url.clone()), after: None };
                audit::record(tx, &who, AuditKind::SlideDelete, Target::new(id.0, &url), &[change])
            })
            .await?;
        state.site_changed();
        Ok(Deleted::Deleted)
    }
}
