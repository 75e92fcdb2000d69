//! Admin accounts, and the owner's rule that every admin uses a second factor. Sign-in and the
//! admin's own session are in session.rs.

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

use super::common::{sensitive, ApiTags, Created, Deleted};
use crate::auth::SignedIn;
use crate::db::run_blocking;
use crate::error::ApiError;
use crate::errors;
use crate::models::admins::{self, Admin, AdminAccount, NewAdmin};
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::second_factor;
use crate::rules::check_email;
use crate::state::AppState;

#[derive(Default)]
pub struct AdminsApi;

/// Whether every admin must use a second factor.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
struct AdminPolicy {
    require_second_factor: bool,
}

#[OpenApi(tag = "ApiTags::Admins")]
impl AdminsApi {
    /// Every admin account
    ///
    /// Id, username, e-mail address and whether each signs in with a second factor. Accounts
    /// need a signed-in admin: an API key cannot manage them.
    #[oai(path = "/api/admins", method = "get", operation_id = "listAdmins")]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: SignedIn,
    ) -> Result<Json<Vec<AdminAccount>>, errors![400, 401, 403]> {
        Ok(Json(state.db.read(admins::accounts).await?))
    }

    /// Creates an admin account
    ///
    /// A taken username answers 409 `Username already exists`. A sensitive change: the password
    /// entered in the last five minutes (403 `confirm_password`), and every admin is mailed.
    #[oai(path = "/api/admins", method = "post", operation_id = "createAdmin")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        body: Json<NewAdmin>,
    ) -> Result<Created<Admin>, errors![400, 401, 403, 408, 409, 413]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        let (username, password) = body.require()?;
        let username = admins::normalize_username(username)?;
        let email = body.email.as_deref().map(str::trim).filter(|e| !e.is_empty()).map(str::to_owned);
        if let Some(email) = &email {
            check_email(email).map_err(|e| e.field("email"))?;
        }
        let password = password.to_owned();
        admins::check_new_password(&password)?;
        let hash = {
            let _permit = state.hashing.acquire().await.map_err(ApiError::internal)?;
            run_blocking(move || admins::hash_password(&password)).await?
        };
        let admin = sensitive(&state, who, AuditKind::AdminCreate, move |tx, who| {
            let admin = admins::create_audited(tx, who, &username, &hash)?;
            admins::set_email(tx, admin.id, email.as_deref())?;
            let name = admin.username.clone();
            Ok((admin, name, Vec::new()))
        })
        .await?;
        Ok(Created::Created(Json(admin)))
    }

    /// Removes an admin account
    ///
    /// Its sessions and keys end. The last account cannot be removed (409 `Cannot remove the
    /// last admin`). A sensitive change, as creating one.
    #[oai(path = "/api/admins/:id", method = "delete", operation_id = "deleteAdmin")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404, 409]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        sensitive(&state, who, AuditKind::AdminDelete, move |tx, who| {
            let name = admins::list(tx)?.into_iter().find(|a| a.id == id.0).map(|a| a.username).unwrap_or_default();
            admins::delete(tx, id.0)?;
            audit::record(tx, who, AuditKind::AdminDelete, Target::new(id.0, &name), &[])?;
            Ok(((), name, Vec::new()))
        })
        .await?;
        Ok(Deleted::Deleted)
    }

    /// Sets whether every admin must use a second factor
    ///
    /// When required, an admin without one may do nothing but set it up after signing in (403
    /// `second_factor_setup`), and none can turn theirs off. Requiring it needs the admin's own
    /// second factor on (409). A sensitive change: the password (and code) entered in the last
    /// five minutes, and every admin is mailed.
    #[oai(path = "/api/admins/policy", method = "put", operation_id = "setAdminPolicy")]
    async fn set_policy(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        body: Json<AdminPolicy>,
    ) -> Result<Json<AdminPolicy>, errors![400, 401, 403, 408, 409, 413]> {
        let me = admin.confirmed()?.clone();
        let who = me.actor(state.client_ip(req));
        let on = body.require_second_factor;
        sensitive(&state, who, AuditKind::AdminPolicy, move |tx, who| {
            let before = second_factor::required(tx)?;
            if before == on {
                return Ok(((), String::new(), Vec::new()));
            }
            if on && !second_factor::is_on(tx, me.id)? {
                return Err(ApiError::conflict("Turn on your own second factor before requiring it of every admin"));
            }
            second_factor::set_required(tx, on)?;
            let changes = vec![Change::from_to("requireSecondFactor", before, on)];
            audit::record(tx, who, AuditKind::AdminPolicy, Target::named("admins"), &changes)?;
            Ok(((), String::new(), changes))
        })
        .await?;
        Ok(Json(AdminPolicy { require_second_factor: on }))
    }
}
