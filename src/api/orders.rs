//! /api/orders: visitors send order requests (public, rate-limited); admins list and move them.

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use super::common::{actor, ApiTags, Created};
use crate::auth::AdminSession;
use crate::error::ApiError;
use crate::errors;
use crate::mail;
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::orders::{self, NewOrder, NewOrders, NoticeStatus, Order, OrderStatus, SeenOrders, StatusChange};
use crate::models::webhooks::events as hooks;
use crate::state::AppState;

#[derive(Default)]
pub struct OrdersApi;

#[derive(ApiResponse)]
enum OrderPage {
    /// Orders, newest first.
    #[oai(status = 200)]
    Ok(
        Json<Vec<Order>>,
        /// How many orders match, across all pages.
        #[oai(header = "X-Total-Count")]
        i64,
    ),
}

#[OpenApi(prefix_path = "/api/orders", tag = "ApiTags::Orders")]
impl OrdersApi {
    /// Sends an order request for a product
    ///
    /// Refused with 409 `Requested quantity exceeds available stock` (`out_of_stock`) when the
    /// stock does not cover it, and with 409 `below_minimum_order` below the product's minimum
    /// order. While a mail server is set, the e-mail to the company (and the buyer's
    /// confirmation, when they gave an address and confirmations are on) is queued with the order
    /// and sent in the background. Public; limited per client address (429).
    #[oai(path = "/", method = "post", operation_id = "createOrder")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        body: Json<NewOrder>,
    ) -> Result<Created<Order>, errors![400, 403, 404, 408, 409, 413, 429]> {
        if !state.order_limiter.allow(state.client_ip(req)) {
            return Err(ApiError::too_many_requests().into());
        }
        let site_url = state.site_url();
        let mailer = state.mail.clone();
        // The funnel's market (issue 31): the country of the sender's address, not the address.
        let country = state.visits.country_code(state.client_ip(req));
        let order = state
            .db
            .write(move |tx| {
                let mut order = orders::create(tx, &body)?;
                crate::visits::store::record_order_country(tx, order.id, country.as_deref())?;
                hooks::order_created(tx, &order)?;
                if mailer.configured() {
                    mail::enqueue_order(tx, &mailer, &order, site_url.as_deref())?;
                    order.notice = NoticeStatus::Queued;
                }
                Ok(order)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        state.analytics_json.invalidate();
        Ok(Created::Created(Json(order)))
    }

    /// Lists orders, newest first
    ///
    /// Without `limit` every order is answered; `X-Total-Count` always gives the number of
    /// matching orders.
    #[oai(path = "/", method = "get", operation_id = "listOrders")]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// At most this many orders (1 to 1000).
        #[oai(validator(minimum(value = "1"), maximum(value = "1000")))]
        limit: Query<Option<u32>>,
        /// Skip this many orders first.
        #[oai(validator(minimum(value = "0"), maximum(value = "100000000")))]
        offset: Query<Option<u32>>,
        /// Only orders with this status.
        status: Query<Option<OrderStatus>>,
    ) -> Result<OrderPage, errors![400, 401]> {
        let (orders, total) =
            state.db.read(move |conn| orders::page(conn, status.0, limit.0, offset.0.unwrap_or(0))).await?;
        Ok(OrderPage::Ok(Json(orders), total))
    }

    /// Counts the orders new to you
    ///
    /// The orders that arrived since you (the signed-in admin) last marked them seen.
    #[oai(path = "/new", method = "get", operation_id = "countNewOrders")]
    async fn new_orders(
        &self,
        state: Data<&Arc<AppState>>,
        admin: AdminSession,
    ) -> Result<Json<NewOrders>, errors![400, 401]> {
        let admin_id = admin.admin().id;
        Ok(Json(state.db.read(move |conn| orders::new_orders(conn, admin_id)).await?))
    }

    /// Marks orders as seen by you
    ///
    /// Orders up to `upTo` (an order id) are no longer new to the signed-in admin; never moves back.
    #[oai(path = "/seen", method = "put", operation_id = "markOrdersSeen")]
    async fn mark_seen(
        &self,
        state: Data<&Arc<AppState>>,
        admin: AdminSession,
        body: Json<SeenOrders>,
    ) -> Result<Json<NewOrders>, errors![400, 401, 403, 408, 413]> {
        let admin_id = admin.admin().id;
        Ok(Json(state.db.write(move |tx| orders::mark_seen(tx, admin_id, body.up_to)).await?))
    }

    /// Sets an order's status
    ///
    /// Approved, completed, cancelled, or back to pending.
    #[oai(path = "/:id", method = "patch", operation_id = "setOrderStatus")]
    async fn set_status(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<StatusChange>,
    ) -> Result<Json<Order>, errors![400, 401, 403, 404, 408, 413]> {
        let who = actor(&state, req, &admin);
        let status = body.0.status;
        let order = state
            .db
            .write(move |tx| {
                let before = orders::get(tx, id.0)?;
                let order = orders::set_status(tx, id.0, status)?;
                let change = Change::from_to("status", before.status.as_str(), order.status.as_str());
                let name = format!("{} — {}", order.customer_name, order.product_name);
                audit::record(tx, &who, AuditKind::OrderStatus, Target::new(order.id, &name), &[change])?;
                if order.status != before.status {
                    hooks::order_status_changed(tx, &order, before.status)?;
                }
                // an approved order sets its goods aside: what a low-stock alert watches
                if let Some(product) = order.product_id {
                    mail::low_stock(tx, product)?;
                }
                Ok(order)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        state.analytics_json.invalidate();
        Ok(Json(order))
    }
}
