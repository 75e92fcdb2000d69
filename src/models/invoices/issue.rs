//! Invoices and credit notes made: everything they print taken from the shipment, the site content
//! and the bank details as they are at issue, numbered per year in Kabul without gaps (the next
//! number is taken inside the write transaction; `UNIQUE (kind, year, seq)` guards the rest).

use poem_openapi::Object;
use rusqlite::{params, Transaction};

use super::records::{document, get, Invoice, InvoiceKind};
use crate::db::now_ms;
use crate::error::{ApiError, ErrorCode};
use crate::locale::Lang;
use crate::models::facts::province_name;
use crate::models::products::Currency;
use crate::models::quotes::ymd;
use crate::models::shipments::{self, Shipment};
use crate::models::{bank, content};
use crate::pdf::invoice::{
    Bank, Buyer, Cancelled, Container, DocumentKind, InvoiceDocument, InvoiceLine, Seller, Totals, Transport,
};
use crate::rules::{check_field, check_required, is_blank, without_direction_controls, Required};

/// The longest reason a credit note gives, in characters.
pub const MAX_REASON: usize = 500;

/// Why an invoice is cancelled: printed on the credit note.
#[derive(Object, Debug, Default)]
#[oai(rename_all = "camelCase")]
pub struct NewCreditNote {
    /// 1 to 500 characters (line breaks allowed).
    #[oai(validator(
        max_length = 500,
        pattern = r"^[^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*[^\s\x00-\x1f\x7f-\x9f][^\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]*$"
    ))]
    pub reason: Required<Option<String>>,
}

impl NewCreditNote {
    fn check(&self) -> Result<&str, ApiError> {
        check_required(&[("Reason", "reason", !is_blank(self.reason.as_deref()))])?;
        check_field("reason", "Reason", self.reason.as_deref(), MAX_REASON, true)?;
        Ok(self.reason.as_deref().unwrap_or_default().trim())
    }
}

/// Issues the commercial invoice of shipment `shipment_id`, dated `today` (Kabul), with the site's
/// address `website` in its letterhead. 404 for no such shipment; 409 `not_packed` unless every
/// line has its packages, `no_bank_details` when none are saved, `already_invoiced` when an invoice
/// no credit note cancels exists.
pub fn issue(
    tx: &Transaction,
    shipment_id: i64,
    today: time::Date,
    website: Option<&str>,
) -> Result<Invoice, ApiError> {
    let s = shipments::get(tx, shipment_id)?;
    if !s.packed {
        return Err(ApiError::new(
            ErrorCode::NotPacked,
            "Every line needs its packages before the shipment is invoiced",
        ));
    }
    let Some(bank) = bank::get(tx)? else {
        return Err(ApiError::new(ErrorCode::NoBankDetails, "Save the bank details before issuing an invoice"));
    };
    if let Some((_, number)) = shipments::live_invoice(tx, shipment_id)? {
        return Err(ApiError::new(
            ErrorCode::AlreadyInvoiced,
            format!("The shipment is already invoiced ({number}): issue a credit note first"),
        ));
    }
    let (seq, number) = next_number(tx, InvoiceKind::Invoice, today.year())?;
    let site = content::get(tx)?;
    let seller = Seller {
        // the company's name as the proforma prints it
        name: "Golbahar".into(),
        name_fa: "گلبهار".into(),
        address: site.contact_address,
        address_fa: site.contact_address_fa,
        phone: site.contact_phone,
        email: site.contact_email,
        website: website.map(str::to_owned),
    };
    let bank = Bank {
        beneficiary: bank.beneficiary,
        bank_name: bank.bank_name,
        account: bank.account,
        iban: bank.iban,
        swift: bank.swift,
        bank_address: bank.bank_address,
        notes: bank.notes,
        notes_fa: bank.notes_fa,
    };
    let doc = snapshot(&s, number, ymd(today), seller, bank);
    insert(tx, &doc, InvoiceKind::Invoice, today.year(), seq, s.id, None, s.currency)
}

/// Cancels invoice `invoice_id` with a credit note of the same amount, dated `today`: the shipment
/// can then be changed and invoiced again. 404 for no such invoice; 409 `conflict` for a credit
/// note or an invoice a credit note already cancels; 400 `required` without a reason.
pub fn credit_note(
    tx: &Transaction,
    invoice_id: i64,
    body: &NewCreditNote,
    today: time::Date,
) -> Result<Invoice, ApiError> {
    let reason = body.check()?;
    let (invoice, mut doc) = document(tx, invoice_id)?;
    if invoice.kind == InvoiceKind::CreditNote {
        let message = format!("{} is a credit note: only an invoice is cancelled", invoice.number);
        return Err(ApiError::new(ErrorCode::Conflict, message));
    }
    if let Some(by) = &invoice.credited_by_number {
        return Err(ApiError::new(ErrorCode::Conflict, format!("{} is already cancelled by {by}", invoice.number)));
    }
    let (seq, number) = next_number(tx, InvoiceKind::CreditNote, today.year())?;
    doc.kind = DocumentKind::CreditNote;
    doc.number = number;
    doc.issue_date = ymd(today);
    doc.bank = None;
    doc.cancels = Some(Cancelled {
        number: invoice.number.clone(),
        issue_date: invoice.issue_date.clone(),
        reason: reason.to_owned(),
    });
    let kind = InvoiceKind::CreditNote;
    insert(tx, &doc, kind, today.year(), seq, invoice.shipment_id, Some(invoice.id), invoice.currency)
}

/// The next number of `kind` in `year`: `INV-2026-0001`, `CN-2026-0001`.
fn next_number(tx: &Transaction, kind: InvoiceKind, year: i32) -> Result<(i64, String), ApiError> {
    let seq: i64 = tx
        .prepare_cached("SELECT coalesce(max(seq), 0) + 1 FROM invoices WHERE kind = ?1 AND year = ?2")?
        .query_row(params![kind, year], |r| r.get(0))?;
    let prefix = match kind {
        InvoiceKind::Invoice => "INV",
        InvoiceKind::CreditNote => "CN",
    };
    Ok((seq, format!("{prefix}-{year}-{seq:04}")))
}

/// What a person typed, as the documents draw it: without direction controls (a name stored before
/// they were refused cannot turn the words after it around).
fn typed(text: &str) -> String {
    without_direction_controls(text)
}

/// Everything the invoice of `s` prints, as it is now.
fn snapshot(s: &Shipment, number: String, issue_date: String, seller: Seller, bank: Bank) -> InvoiceDocument {
    let lines: Vec<InvoiceLine> = s
        .lines
        .iter()
        .filter_map(|l| {
            let p = l.packages.as_ref()?;
            Some(InvoiceLine {
                product_name: l.product_name.clone(),
                product_name_fa: l.product_name_fa.clone(),
                hs_code: l.hs_code.clone(),
                origin: l.origin.clone(),
                origin_name: province_name(&l.origin, Lang::En).unwrap_or_default().to_owned(),
                origin_name_fa: province_name(&l.origin, Lang::Fa).unwrap_or_default().to_owned(),
                quantity: l.quantity,
                unit: l.unit.as_str().to_owned(),
                unit_cents: l.unit_cents,
                amount_cents: i128::from(l.quantity) * i128::from(l.unit_cents),
                packages: p.count,
                package_kind: typed(&p.kind),
                package_kind_fa: typed(&p.kind_fa),
                net_grams: p.net_grams,
                gross_grams: p.gross_grams,
                marks: typed(&l.marks),
                container: l.container.clone(),
            })
        })
        .collect();
    InvoiceDocument {
        kind: DocumentKind::Invoice,
        number,
        issue_date,
        buyer_lang: s.lang.as_str().to_owned(),
        seller,
        buyer: Buyer {
            name: typed(&s.buyer_name),
            company: s.buyer_company.as_deref().map(typed),
            email: typed(&s.buyer_email),
        },
        consignee: typed(&s.consignee),
        notify_party: typed(&s.notify_party),
        shipment_number: s.number.clone(),
        quote_number: s.quote_number.clone(),
        transport: Transport {
            mode: s.mode.as_str().to_owned(),
            carrier: typed(&s.carrier),
            document: typed(&s.transport_doc),
            loading_place: typed(&s.loading_place),
            discharge_place: typed(&s.discharge_place),
            destination: typed(&s.destination),
            containers: s
                .containers
                .iter()
                .map(|c| Container { number: c.number.clone(), seal: typed(&c.seal) })
                .collect(),
        },
        incoterm: s.incoterm.as_str().to_owned(),
        incoterm_place: typed(&s.incoterm_place),
        payment_terms: typed(&s.payment_terms),
        payment_terms_fa: typed(&s.payment_terms_fa),
        currency: s.currency.as_str().to_owned(),
        totals: Totals::of(&lines),
        lines,
        bank: Some(bank),
        cancels: None,
    }
}

/// Writes an invoice or credit note as issued now.
#[allow(clippy::too_many_arguments)]
fn insert(
    tx: &Transaction,
    doc: &InvoiceDocument,
    kind: InvoiceKind,
    year: i32,
    seq: i64,
    shipment_id: i64,
    corrects: Option<i64>,
    currency: Currency,
) -> Result<Invoice, ApiError> {
    let total = i64::try_from(doc.totals.amount_cents)
        .map_err(|_| ApiError::new(ErrorCode::Conflict, "The total is too large for one invoice"))?;
    let json = serde_json::to_string(doc).map_err(ApiError::internal)?;
    tx.prepare_cached(
        "INSERT INTO invoices (kind, year, seq, number, shipment_id, corrects, issue_date, issued_at, currency,
             total_cents, document)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
    )?
    .execute(params![
        kind,
        year,
        seq,
        doc.number,
        shipment_id,
        corrects,
        doc.issue_date,
        now_ms(),
        currency,
        total,
        json
    ])?;
    get(tx, tx.last_insert_rowid())
}
