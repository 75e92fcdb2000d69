//! API keys: made, listed and revoked by a signed-in admin (a key cannot make keys).

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::OpenApi;

use super::common::{sensitive, ApiTags, Created, Deleted};
use crate::auth::SignedIn;
use crate::errors;
use crate::models::api_keys::{self, ApiKey, CreatedApiKey, NewApiKey};
use crate::models::audit::{AuditKind, Change};
use crate::state::AppState;

#[derive(Default)]
pub struct ApiKeysApi;

#[OpenApi(prefix_path = "/api/keys", tag = "ApiTags::ApiKeys")]
impl ApiKeysApi {
    /// Every API key
    ///
    /// Name, access, first characters, who made it and when, and when it was last used (to the
    /// minute). Never the key itself.
    #[oai(path = "/", method = "get", operation_id = "listApiKeys")]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: SignedIn,
    ) -> Result<Json<Vec<ApiKey>>, errors![400, 401]> {
        Ok(Json(state.db.read(api_keys::list).await?))
    }

    /// Makes an API key
    ///
    /// Answers the key itself in `secret`, this once: only its hash is kept. It acts for the
    /// signed-in admin. A name already taken answers 409. A sensitive change: the password
    /// entered in the last five minutes (403 `confirm_password` otherwise), and every admin is
    /// mailed.
    #[oai(path = "/", method = "post", operation_id = "createApiKey")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        body: Json<NewApiKey>,
    ) -> Result<Created<CreatedApiKey>, errors![400, 401, 403, 408, 409, 413]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        let key = sensitive(&state, who, AuditKind::ApiKeyCreate, move |tx, who| {
            let key = api_keys::create(tx, who, &admin.0, &body.0)?;
            let (name, access) = (key.key.name.clone(), Change::set("access", key.key.access.as_str()));
            Ok((key, name, vec![access]))
        })
        .await?;
        Ok(Created::Created(Json(key)))
    }

    /// Revokes an API key
    ///
    /// The key opens nothing from then on. A sensitive change, as making one.
    #[oai(path = "/:id", method = "delete", operation_id = "revokeApiKey")]
    async fn revoke(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: SignedIn,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404]> {
        let who = admin.confirmed()?.actor(state.client_ip(req));
        sensitive(&state, who, AuditKind::ApiKeyRevoke, move |tx, who| {
            Ok(((), api_keys::revoke(tx, who, id.0)?, vec![]))
        })
        .await?;
        Ok(Deleted::Deleted)
    }
}
