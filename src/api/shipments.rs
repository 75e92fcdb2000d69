//! /api/shipments (issue 41): an admin (or a write key) ships orders, fills in the transport and
//! packages, records the steps and uploads the papers of others; a read key reads them. Every
//! change is in the audit log. The buyer's link (`orderLink`) goes only to a signed-in admin.

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::common::{actor, buyer_call, ApiTags, Created, CsvFile, Deleted};
use super::invoices::InvoicePdf;
use super::quotes::PdfBody;
use crate::auth::AdminSession;
use crate::db::run_blocking;
use crate::error::ApiError;
use crate::errors;
use crate::mail::{self, shipments as shipment_mail};
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::bank::{self, BankDetails};
use crate::models::invoices::{self, InvoiceKind, Paper};
use crate::models::media;
use crate::models::payments::{self, Schedule};
use crate::models::products::Currency;
use crate::models::shipments::{
    self, BuyerShipment, MilestoneKind, NewMilestone, NewShipment, NewShipmentDocument, Shipment, ShipmentFields,
};
use crate::models::webhooks::events as hooks;
use crate::ops::csv::{self, Language};
use crate::rules::utc_offset;
use crate::state::AppState;

#[derive(Default)]
pub struct ShipmentsApi;

/// One page of shipments.
#[derive(ApiResponse)]
pub enum ShipmentPage {
    /// Shipments, newest first.
    #[oai(status = 200)]
    Ok(
        Json<Vec<Shipment>>,
        /// How many shipments there are, across all pages.
        #[oai(header = "X-Total-Count")]
        i64,
    ),
}

/// The buyer's order page: their shipment, what is paid and due, and where to pay.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct BuyerOrderPage {
    #[oai(flatten)]
    pub shipment: BuyerShipment,
    /// The payment schedule: each share with its due date, paid and outstanding, and the payments
    /// received (`scheduled` false while none is set).
    pub schedule: Schedule,
    /// The bank to pay into: as printed on the live invoice, else as saved (absent: none is).
    pub bank: Option<BankDetails>,
    /// The invoices and credit notes issued, oldest first; their PDFs are at
    /// `/api/shipments/by-token/{token}/invoices/{number}/{paper}` (`getOrderDocument`).
    pub invoices: Vec<BuyerInvoice>,
}

/// An invoice or credit note of the buyer's shipment.
#[derive(Object, Debug)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct BuyerInvoice {
    pub number: String,
    pub kind: InvoiceKind,
    /// `YYYY-MM-DD`.
    pub issue_date: String,
    pub currency: Currency,
    pub total_cents: i64,
    /// An invoice's: the credit note that cancels it.
    pub credited_by: Option<String>,
    /// A credit note's: the invoice it cancels.
    pub cancels: Option<String>,
}

/// The bank to pay into: the live invoice's, as it was issued, else today's.
fn bank_to_pay(conn: &rusqlite::Connection, live: Option<i64>) -> Result<Option<BankDetails>, ApiError> {
    if let Some(id) = live {
        let (_, doc) = invoices::document(conn, id)?;
        if let Some(b) = doc.bank {
            return Ok(Some(BankDetails {
                beneficiary: b.beneficiary,
                bank_name: b.bank_name,
                account: b.account,
                iban: b.iban,
                swift: b.swift,
                bank_address: b.bank_address,
                notes: b.notes,
                notes_fa: b.notes_fa,
            }));
        }
    }
    bank::get(conn)
}

/// The buyer's shipment: never stored by a cache, never indexed.
#[derive(ApiResponse)]
pub enum BuyerOrder {
    #[oai(status = 200)]
    Ok(
        Json<BuyerOrderPage>,
        /// Always `no-store`.
        #[oai(header = "Cache-Control")]
        String,
        /// Always `noindex`.
        #[oai(header = "X-Robots-Tag")]
        String,
    ),
}

const NO_STORE: &str = "no-store";
const NOINDEX: &str = "noindex";

/// The low-stock alerts of the shipment's products: its orders approved, or its goods departed
/// (or taken back), change what the alerts watch.
fn low_stock(tx: &rusqlite::Transaction, s: &Shipment) -> Result<(), ApiError> {
    let mut seen = Vec::new();
    for product in s.lines.iter().filter_map(|l| l.product_id) {
        if !seen.contains(&product) {
            seen.push(product);
            mail::low_stock(tx, product)?;
        }
    }
    Ok(())
}

fn target(s: &Shipment) -> Target {
    Target::new(s.id, &format!("{} — {}", s.number, s.buyer_name))
}

/// A shipment as its caller may see it: a signed-in admin gets the buyer's order page to send on;
/// an API key never does (the token shows the buyer's documents and bank details).
fn shown_to(admin: &AdminSession, (mut s, token): (Shipment, String)) -> Shipment {
    if let AdminSession::Session(_) = admin {
        s.order_link = Some(shipments::order_path(s.lang, &token));
    }
    s
}

/// After a step is recorded or taken back: a departure changes the stock the public pages show
/// (its exports), a delivery the orders' status the figures count.
fn step_taken(state: &AppState, kind: Option<MilestoneKind>) {
    if kind == Some(MilestoneKind::Departed) {
        state.products_changed();
    } else {
        state.analytics_json.invalidate();
    }
}

#[OpenApi(prefix_path = "/api/shipments", tag = "ApiTags::Shipments")]
impl ShipmentsApi {
    /// Lists shipments, newest first
    ///
    /// Without `limit` every shipment is answered; `X-Total-Count` always gives how many there
    /// are. No shipment carries its buyer's link here (`orderLink`: see `getShipment`).
    #[oai(path = "/", method = "get", operation_id = "listShipments")]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// At most this many shipments (1 to 1000).
        #[oai(validator(minimum(value = "1"), maximum(value = "1000")))]
        limit: Query<Option<u32>>,
        /// Skip this many shipments first.
        #[oai(validator(minimum(value = "0"), maximum(value = "100000000")))]
        offset: Query<Option<u32>>,
    ) -> Result<ShipmentPage, errors![400, 401]> {
        let (list, total) = state.db.read(move |conn| shipments::page(conn, limit.0, offset.0.unwrap_or(0))).await?;
        Ok(ShipmentPage::Ok(Json(list), total))
    }

    /// Ships orders
    ///
    /// One buyer's orders (409 `mixed_buyers`), priced in one currency (409 `mixed_currencies`),
    /// none cancelled, completed or without a price (409 `order_not_shippable`) nor in another
    /// shipment (409 `already_shipped`); unknown orders 404. Pending orders become approved. The
    /// lines take each order's quantity and price (the accepted revision's, else the product's);
    /// the Incoterm, place, payment terms and destination come from the quote they were accepted
    /// from, else from the company's terms. Numbered `SHP-<year>-<n>` in Kabul's year.
    #[oai(path = "/", method = "post", operation_id = "createShipment")]
    async fn create(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        body: Json<NewShipment>,
    ) -> Result<Created<Shipment>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let created = state
            .db
            .write(move |tx| {
                let before = hooks::orders_before(tx, body.order_ids.as_deref().unwrap_or_default())?;
                let (s, token) = shipments::create(tx, &body)?;
                hooks::orders_changed(tx, &before)?;
                let orders = s.lines.iter().map(|l| l.order_id.to_string()).collect::<Vec<_>>().join(", ");
                let changes = [Change::set("orders", orders), Change::set("mode", s.mode.as_str())];
                audit::record(tx, &who, AuditKind::ShipmentCreate, target(&s), &changes)?;
                low_stock(tx, &s)?;
                Ok((s, token))
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        state.analytics_json.invalidate();
        Ok(Created::Created(Json(shown_to(&admin, created))))
    }

    /// The buyer's shipment, by their order page's token
    ///
    /// Where the goods are (the steps with their dates), how they travel, what they carry, the
    /// papers to download, what is paid and due, and the bank to pay into. A wrong or removed token is 404 like any other; more than 20 misses a
    /// minute from one address (quote and order tokens together) are answered 429. Never cached
    /// (`no-store`) nor indexed. The buyer's alone: a call with an API key is refused (403
    /// `buyer_only`).
    #[oai(path = "/by-token/:token", method = "get", operation_id = "getShipmentByToken")]
    async fn buyer_get(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        token: Path<String>,
    ) -> Result<BuyerOrder, errors![400, 403, 404, 429]> {
        let today = state.kabul_today();
        let page = buyer_call(&state, req, move |conn| {
            let (id, shipment) = shipments::for_buyer(conn, &token.0)?;
            let issued = invoices::of_shipment(conn, id)?;
            let live = issued.iter().find(|i| i.kind == InvoiceKind::Invoice && i.credited_by.is_none()).map(|i| i.id);
            Ok(BuyerOrderPage {
                shipment,
                schedule: payments::get(conn, id, today)?,
                bank: bank_to_pay(conn, live)?,
                invoices: issued
                    .into_iter()
                    .map(|i| BuyerInvoice {
                        number: i.number,
                        kind: i.kind,
                        issue_date: i.issue_date,
                        currency: i.currency,
                        total_cents: i.total_cents,
                        credited_by: i.credited_by_number,
                        cancels: i.corrects_number,
                    })
                    .collect(),
            })
        })
        .await?;
        Ok(BuyerOrder::Ok(Json(page), NO_STORE.into(), NOINDEX.into()))
    }

    /// A paper of the buyer's shipment, by their order page's token
    ///
    /// `paper` is `invoice.pdf`, `packing-list.pdf` or `certificate-of-origin.pdf` of the
    /// invoice (or `invoice.pdf` of the credit note) `number` of this shipment, in `lang` (default:
    /// the buyer's). Anything else, or a number of another shipment, is 404; the token's rules are
    /// `getShipmentByToken`'s.
    #[oai(path = "/by-token/:token/invoices/:number/:paper", method = "get", operation_id = "getOrderDocument")]
    async fn buyer_document(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        token: Path<String>,
        number: Path<String>,
        paper: Path<String>,
        /// The language of the paper (default: the buyer's).
        lang: Query<Option<Language>>,
    ) -> Result<InvoicePdf, errors![400, 403, 404, 429]> {
        let paper = match paper.0.as_str() {
            "invoice.pdf" => Paper::Invoice,
            "packing-list.pdf" => Paper::PackingList,
            "certificate-of-origin.pdf" => Paper::CertificateOfOrigin,
            _ => return Err(ApiError::not_found("Not found").into()),
        };
        let lang = lang.0.map(crate::locale::Lang::from);
        let (bytes, name) = buyer_call(&state, req, move |conn| {
            let (id, _) = shipments::for_buyer(conn, &token.0)?;
            let invoice = invoices::of_shipment(conn, id)?
                .into_iter()
                .find(|i| i.number == number.0)
                .ok_or_else(|| ApiError::not_found("Not found"))?;
            invoices::pdf(conn, invoice.id, paper, lang)
        })
        .await?;
        Ok(InvoicePdf::Ok(PdfBody(bytes), format!("attachment; filename=\"{name}\""), NO_STORE.into(), NOINDEX.into()))
    }

    /// Shipments as a CSV file
    ///
    /// One row per line shipped, oldest shipment first: its number, stage, quote, buyer, company,
    /// destination, mode, carrier, transport document, containers, ETD, ETA and the dates it
    /// departed, arrived and was delivered; the order, product, quantity, unit, unit price, amount
    /// and currency; its packages, their kind, net and gross kilograms and container; and when the
    /// shipment was made (in the caller's time zone).
    #[oai(path = "/shipments.csv", method = "get", operation_id = "exportShipments")]
    async fn export(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// The caller's offset from UTC in minutes (Kabul: -270). Default 0.
        #[oai(name = "tzOffset", validator(minimum(value = "-960"), maximum(value = "960")))]
        tz_offset: Query<Option<i32>>,
        /// The language of the header row and of the words in it (default en).
        lang: Query<Option<Language>>,
    ) -> Result<CsvFile, errors![400, 401]> {
        let offset = utc_offset(tz_offset.0.unwrap_or(0))?;
        let lang = lang.0.unwrap_or_default();
        let body = csv::stream(&state.db, move |conn, out| shipments::export(conn, offset, lang, out));
        Ok(CsvFile::dated(body, "shipments", offset))
    }

    /// A shipment
    ///
    /// With the buyer's order page (`orderLink`) for a signed-in admin, who sends it on; never
    /// for an API key.
    #[oai(path = "/:id", method = "get", operation_id = "getShipment")]
    async fn get(
        &self,
        state: Data<&Arc<AppState>>,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Json<Shipment>, errors![400, 401, 404]> {
        let found = state.db.read(move |conn| shipments::get_with_token(conn, id.0)).await?;
        Ok(Json(shown_to(&admin, found)))
    }

    /// Edits a shipment
    ///
    /// Everything as sent (absent texts cleared). Every order of the shipment once (409
    /// `lines_mismatch`); a line's quantity at most the order's, and for kg or tons its packages'
    /// net weight exactly its quantity (409 `more_than_ordered` above what was ordered, 400
    /// `invalid_field` otherwise; in bags or boxes one package each); a package's gross weight at
    /// least its net (400); ETA not before ETD (400, `field` `eta`); containers ISO 6346 numbers
    /// with their check digit, each once (400). Once departed or invoiced what it carries
    /// (containers, lines) cannot change (409 `shipment_locked`): the transport and terms can.
    #[oai(path = "/:id", method = "put", operation_id = "updateShipment")]
    async fn update(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<ShipmentFields>,
    ) -> Result<Json<Shipment>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let found = state
            .db
            .write(move |tx| {
                let before = shipments::get(tx, id.0)?;
                let after = shipments::update(tx, id.0, &body)?;
                let changes = audit::diff(Some(&before), Some(&after), &["updatedAt", "documents"]);
                audit::record(tx, &who, AuditKind::ShipmentUpdate, target(&after), &changes)?;
                shipments::get_with_token(tx, id.0)
            })
            .await?;
        Ok(Json(shown_to(&admin, found)))
    }

    /// Deletes a shipment
    ///
    /// Its orders stay (approved). 409 `shipment_locked` once it has departed, has an invoice or
    /// a payment.
    #[oai(path = "/:id", method = "delete", operation_id = "deleteShipment")]
    async fn delete(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Deleted, errors![400, 401, 403, 404, 409]> {
        let who = actor(&state, req, &admin);
        state
            .db
            .write(move |tx| {
                let s = shipments::delete(tx, id.0)?;
                audit::record(tx, &who, AuditKind::ShipmentDelete, target(&s), &[])
            })
            .await?;
        state.analytics_json.invalidate();
        Ok(Deleted::Deleted)
    }

    /// Records a shipment's next step
    ///
    /// booked, packed, departed, arrived, delivered, in this order (409 `milestone_order`); dated
    /// not after today in Kabul (409 `date_out_of_range`) nor before the step before (400).
    /// `packed` and later need every line's packages (409 `not_packed`). `departed` records the
    /// export of each product to the destination (409 `out_of_stock` when the stock does not
    /// cover it), which the public Exports show; `delivered` completes the orders. The buyer is
    /// mailed (in their language, with their order page) when the freight is booked, when the
    /// goods depart and when they arrive.
    #[oai(path = "/:id/milestones", method = "post", operation_id = "recordShipmentMilestone")]
    async fn milestone(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewMilestone>,
    ) -> Result<Created<Shipment>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let (today, site_url, mailer) = (state.kabul_today(), state.site_url(), state.mail.clone());
        let found = state
            .db
            .write(move |tx| {
                let orders = shipments::get(tx, id.0)?.lines.iter().map(|l| l.order_id).collect::<Vec<_>>();
                let before = hooks::orders_before(tx, &orders)?;
                shipments::record_milestone(tx, id.0, &body, today)?;
                let (s, token) = shipments::get_with_token(tx, id.0)?;
                if let Some(m) = s.milestones.last() {
                    let change = Change::set(m.kind.as_str(), &m.date);
                    audit::record(tx, &who, AuditKind::ShipmentMilestone, target(&s), &[change])?;
                    shipment_mail::milestone(tx, &mailer, &s, &token, m.kind, site_url.as_deref())?;
                    hooks::shipment_milestone(tx, &s, m.kind, &m.date)?;
                }
                hooks::orders_changed(tx, &before)?;
                low_stock(tx, &s)?;
                Ok((s, token))
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        step_taken(&state, found.0.stage);
        Ok(Created::Created(Json(shown_to(&admin, found))))
    }

    /// Takes back a shipment's latest step
    ///
    /// Only the latest (409 `milestone_order`): a departure's exports are removed with it, a
    /// delivery's orders are approved again.
    #[oai(path = "/:id/milestones/:kind", method = "delete", operation_id = "undoShipmentMilestone")]
    async fn undo_milestone(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        kind: Path<MilestoneKind>,
    ) -> Result<Json<Shipment>, errors![400, 401, 403, 404, 409]> {
        let who = actor(&state, req, &admin);
        let found = state
            .db
            .write(move |tx| {
                let before = shipments::get(tx, id.0)?;
                let orders = hooks::orders_before(tx, &before.lines.iter().map(|l| l.order_id).collect::<Vec<_>>())?;
                let s = shipments::undo_milestone(tx, id.0, kind.0)?;
                hooks::orders_changed(tx, &orders)?;
                let date = before.milestone(kind.0).unwrap_or_default().to_string();
                let change = Change::from_to(kind.0.as_str(), date, "");
                audit::record(tx, &who, AuditKind::ShipmentMilestone, target(&s), &[change])?;
                low_stock(tx, &s)?;
                shipments::get_with_token(tx, id.0)
            })
            .await?;
        state.mail.wake();
        state.hooks.wake();
        step_taken(&state, Some(kind.0));
        Ok(Json(shown_to(&admin, found)))
    }

    /// Uploads a paper of others to a shipment
    ///
    /// A phytosanitary certificate, certificate of origin, the bill of lading or air waybill,
    /// an inspection or insurance certificate, or another paper: a PDF (at most 20 MB) or an image
    /// (at most 8 MB) whose bytes say so (400 `invalid_image` otherwise); at most 30 a shipment.
    /// The buyer downloads it from their order page.
    #[oai(path = "/:id/documents", method = "post", operation_id = "addShipmentDocument")]
    async fn add_document(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewShipmentDocument>,
    ) -> Result<Created<Shipment>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        body.check()?;
        let mut new = body.0;
        let data = new.file.take().unwrap_or_default();
        let file = run_blocking(move || media::prepare_document(&data, "file")).await?;
        let found = state
            .db
            .write(move |tx| {
                let s = shipments::add_document(tx, id.0, &new, &file)?;
                if let Some(d) = s.documents.last() {
                    let changes = [Change::set("kind", d.kind.as_str()), Change::set("number", &d.number)];
                    audit::record(tx, &who, AuditKind::ShipmentDocument, target(&s), &changes)?;
                }
                shipments::get_with_token(tx, id.0)
            })
            .await?;
        Ok(Created::Created(Json(shown_to(&admin, found))))
    }

    /// Removes a paper from a shipment
    #[oai(path = "/:id/documents/:document", method = "delete", operation_id = "removeShipmentDocument")]
    async fn remove_document(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        document: Path<i64>,
    ) -> Result<Json<Shipment>, errors![400, 401, 403, 404]> {
        let who = actor(&state, req, &admin);
        let found = state
            .db
            .write(move |tx| {
                let before = shipments::get(tx, id.0)?;
                let gone = before.documents.iter().find(|d| d.id == document.0).map(|d| d.kind.as_str());
                let s = shipments::remove_document(tx, id.0, document.0)?;
                let change = Change::from_to("document", gone.unwrap_or_default(), "");
                audit::record(tx, &who, AuditKind::ShipmentDocument, target(&s), &[change])?;
                shipments::get_with_token(tx, id.0)
            })
            .await?;
        Ok(Json(shown_to(&admin, found)))
    }
}
