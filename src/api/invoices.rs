//! Commercial invoices, their packing lists and credit notes (issue 41): issued from a packed
//! shipment by an admin or a read-write key, read by any key; every one in the audit log.

use std::sync::Arc;

use poem::web::Data;
use poem::Request;
use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use super::common::{actor, ApiTags, Created, CsvFile};
use super::quotes::PdfBody;
use crate::auth::AdminSession;
use crate::errors;
use crate::models::audit::{self, AuditKind, Change, Target};
use crate::models::invoices::{self, Invoice, NewCreditNote, Paper};
use crate::models::quotes::money_text;
use crate::models::webhooks::events as hooks;
use crate::ops::csv::{self, Language};
use crate::state::AppState;

#[derive(Default)]
pub struct InvoicesApi;

/// A PDF to download: never stored by a cache, never indexed.
#[derive(ApiResponse)]
pub enum InvoicePdf {
    /// The PDF, as a download (`invoice-INV-2026-0001-en.pdf`).
    #[oai(status = 200)]
    Ok(
        PdfBody,
        #[oai(header = "Content-Disposition")] String,
        /// Always `no-store`.
        #[oai(header = "Cache-Control")]
        String,
        /// Always `noindex`.
        #[oai(header = "X-Robots-Tag")]
        String,
    ),
}

fn target(i: &Invoice) -> Target {
    Target::new(i.id, &format!("{} — {}", i.number, i.buyer_name))
}

async fn pdf(
    state: &AppState,
    id: i64,
    paper: Paper,
    lang: Option<Language>,
) -> Result<InvoicePdf, errors![400, 401, 404]> {
    let lang = lang.map(crate::locale::Lang::from);
    let (bytes, name) = state.db.read(move |conn| invoices::pdf(conn, id, paper, lang)).await?;
    Ok(InvoicePdf::Ok(PdfBody(bytes), format!("attachment; filename=\"{name}\""), "no-store".into(), "noindex".into()))
}

#[OpenApi(tag = "ApiTags::Shipments")]
impl InvoicesApi {
    /// Issues a shipment's commercial invoice
    ///
    /// Numbered `INV-<year>-<nnnn>` in Kabul's year, without gaps, and never changed afterwards:
    /// it keeps everything it prints (seller, buyer, consignee, notify party, transport, lines with
    /// HS code, origin and packages, totals, Incoterm, payment terms, and the bank details as
    /// saved now), and its packing list is drawn from the same record. 404 for no such shipment;
    /// 409 `not_packed` unless every line has its packages, `no_bank_details` when the bank
    /// details are not saved, `already_invoiced` when the shipment has an invoice no credit note
    /// cancels. Once invoiced, what the shipment carries cannot change (`shipment_locked`) until a
    /// credit note cancels the invoice. A read-write key may issue; a read key is refused (403).
    #[oai(path = "/api/shipments/:id/invoice", method = "post", operation_id = "issueInvoice")]
    async fn issue(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Created<Invoice>, errors![400, 401, 403, 404, 409]> {
        let who = actor(&state, req, &admin);
        let (today, website) = (state.kabul_today(), state.site_url());
        let invoice = state
            .db
            .write(move |tx| {
                let i = invoices::issue(tx, id.0, today, website.as_deref())?;
                let changes = [
                    Change::set("number", &i.number),
                    Change::set("shipment", &i.shipment_number),
                    Change::set("total", format!("{} {}", money_text(i.total_cents), i.currency.as_str())),
                ];
                audit::record(tx, &who, AuditKind::InvoiceIssue, target(&i), &changes)?;
                hooks::invoice_issued(tx, &i)?;
                Ok(i)
            })
            .await?;
        state.hooks.wake();
        Ok(Created::Created(Json(invoice)))
    }

    /// Cancels an invoice with a credit note
    ///
    /// Numbered `CN-<year>-<nnnn>` (its own series, without gaps), of the invoice's amount; it
    /// names the invoice it cancels and the `reason` (400 `required` without one). The shipment
    /// can then be changed and invoiced again. 404 for no such invoice; 409 `conflict` when the id
    /// is a credit note's or the invoice is already cancelled. A read-write key may do it.
    #[oai(path = "/api/invoices/:id/credit-note", method = "post", operation_id = "creditInvoice")]
    async fn credit_note(
        &self,
        state: Data<&Arc<AppState>>,
        req: &Request,
        admin: AdminSession,
        id: Path<i64>,
        body: Json<NewCreditNote>,
    ) -> Result<Created<Invoice>, errors![400, 401, 403, 404, 408, 409, 413]> {
        let who = actor(&state, req, &admin);
        let today = state.kabul_today();
        let note = state
            .db
            .write(move |tx| {
                let c = invoices::credit_note(tx, id.0, &body, today)?;
                let changes = [
                    Change::set("number", &c.number),
                    Change::set("cancels", c.corrects_number.as_deref().unwrap_or_default()),
                    Change::set("reason", c.reason.as_deref().unwrap_or_default()),
                ];
                audit::record(tx, &who, AuditKind::CreditNote, target(&c), &changes)?;
                hooks::invoice_issued(tx, &c)?;
                Ok(c)
            })
            .await?;
        state.hooks.wake();
        Ok(Created::Created(Json(note)))
    }

    /// Lists invoices and credit notes
    ///
    /// In the order they were issued; with `shipmentId`, only that shipment's (none: an empty
    /// list).
    #[oai(path = "/api/invoices", method = "get", operation_id = "listInvoices")]
    async fn list(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// Only this shipment's.
        #[oai(name = "shipmentId")]
        shipment_id: Query<Option<i64>>,
    ) -> Result<Json<Vec<Invoice>>, errors![400, 401]> {
        Ok(Json(state.db.read(move |conn| invoices::list(conn, shipment_id.0)).await?))
    }

    /// Invoices and credit notes as a CSV file
    ///
    /// One row per invoice or credit note, in the order they were issued: number, kind, date,
    /// shipment, buyer, company, currency, total, the invoice a credit note cancels and the credit
    /// note that cancels an invoice.
    #[oai(path = "/api/invoices/invoices.csv", method = "get", operation_id = "exportInvoices")]
    async fn export(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        /// The language of the header row and of the words in it (default en).
        lang: Query<Option<Language>>,
    ) -> Result<CsvFile, errors![400, 401]> {
        let lang = lang.0.unwrap_or_default();
        let body = csv::stream(&state.db, move |conn, out| invoices::export(conn, lang, out));
        Ok(CsvFile::attachment(body, &format!("invoices-{}.csv", state.kabul_today())))
    }

    /// An invoice or credit note
    #[oai(path = "/api/invoices/:id", method = "get", operation_id = "getInvoice")]
    async fn get(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
    ) -> Result<Json<Invoice>, errors![400, 401, 404]> {
        Ok(Json(state.db.read(move |conn| invoices::get(conn, id.0)).await?))
    }

    /// An invoice's (or credit note's) PDF
    ///
    /// As issued, in `lang` (default: the buyer's language): Persian right to left with Persian
    /// digits and Solar Hijri dates. Never cached (`no-store`).
    #[oai(path = "/api/invoices/:id/invoice.pdf", method = "get", operation_id = "invoicePdf")]
    async fn invoice_pdf(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
        /// The document's language (default: the buyer's).
        lang: Query<Option<Language>>,
    ) -> Result<InvoicePdf, errors![400, 401, 404]> {
        pdf(&state, id.0, Paper::Invoice, lang.0).await
    }

    /// An invoice's packing list as a PDF
    ///
    /// Drawn from the invoice as issued: the same packages, net and gross weights. In `lang`
    /// (default: the buyer's language). A credit note has none (404). Never cached (`no-store`).
    #[oai(path = "/api/invoices/:id/packing-list.pdf", method = "get", operation_id = "packingListPdf")]
    async fn packing_list_pdf(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
        /// The document's language (default: the buyer's).
        lang: Query<Option<Language>>,
    ) -> Result<InvoicePdf, errors![400, 401, 404]> {
        pdf(&state, id.0, Paper::PackingList, lang.0).await
    }

    /// The draft of an invoice's certificate of origin as a PDF
    ///
    /// For the chamber of commerce to check and stamp: exporter, consignee, transport, countries
    /// of origin and destination, and per line the marks, packages, goods, HS code and gross weight,
    /// drawn from the invoice as issued. In `lang` (default: the buyer's language). A credit note
    /// has none (404). Never cached (`no-store`).
    #[oai(
        path = "/api/invoices/:id/certificate-of-origin.pdf",
        method = "get",
        operation_id = "certificateOfOriginPdf"
    )]
    async fn certificate_pdf(
        &self,
        state: Data<&Arc<AppState>>,
        _admin: AdminSession,
        id: Path<i64>,
        /// The document's language (default: the buyer's).
        lang: Query<Option<Language>>,
    ) -> Result<InvoicePdf, errors![400, 401, 404]> {
        pdf(&state, id.0, Paper::CertificateOfOrigin, lang.0).await
    }
}
