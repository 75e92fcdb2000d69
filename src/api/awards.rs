//! /api/awards: awards and certificates (public read, admin changes).

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
use crate::models::audit::{self, AuditKind, Target};
use crate::models::awards::{self, Award, AwardUpdate, NewAward};
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
        req: &Request,
        admin: AdminSession,
        body: Json<NewAward>,
    ) -> Result<Created<Award>, errors![400, 401, 403, 408, 413]> {
        let who = actor(&state, req, &admin);
        body.check()?;
        let mut new = body.0;
        let url = new.image_url.take();
        let image = run_blocking(move || media::prepare_image(url.as_deref(), "Award image")).await?;
        let award = state
            .db
            .write(move |tx| {
                let award = awards::create(tx, &new, &image)?;
                let changes = audit::diff(None, Some(&award), &["id"]);
                audit::record(tx, &who, AuditKind::AwardCreate, Target::new(award.id, &award.record_name()), &changes)?;
                Ok(award)
            })
            .await?;
        state.site_changed();
        Ok(Created::Created(Json(award)))
    }

    /// Changes an award's texts
    ///
    /// Absent texts stay as they are; an empty one is cleared (an empty Persian text: the Persian
    /// pages show the English one).
    #[oai(path = "/:id", method = "patch", operation_id = "updateAward")]
    async fn update(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<AwardUpdate>,
    ) -> Result<Json<Award>, errors![400, 401, 403, 404, 408, 413]> {
        let who = actor(&state, req, &admin);
        let change = body.0;
        let award = state
            .db
            .write(move |tx| {
                let before = awards::get(tx, id.0)?;
                let award = awards::update(tx, id.0, &change)?;
                let changes = audit::diff(Some(&before), Some(&award), &["id"]);
                audit::record(tx, &who, AuditKind::AwardUpdate, Target::new(award.id, &award.record_name()), &changes)?;
                Ok(award)
            })
            .await?;
        state.site_changed();
        Ok(Json(award))
    }

    /// Removes an award
    #[oai(path = "/:id", method = "delete", operation_id = "deleteAward")]
    async fn delete(
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
                let before = awards::list(tx)?.into_iter().find(|a| a.id == id.0);
                awards::delete(tx, id.0)?;
                let changes = audit::diff(before.as_ref(), None, &["id"]);
                let name = before.map(|a| a.record_name()).unwrap_or_default();
                audit::record(tx, &who, AuditKind::AwardDelete, Target::new(id.0, &name), &changes)
            })
            .await?;
        state.site_changed();
        Ok(Deleted::Deleted)
    }
}
