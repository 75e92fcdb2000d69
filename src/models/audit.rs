//! The audit log: every admin change and every sign-in, failed sign-in and sign-out — who, when,
//! from which address, which record, and what changed (before → after). [`record`] is called
//! inside the write transaction of the change it describes, so both commit or neither does.
//! Entries are never changed or deleted: no call does it, and the table's triggers refuse it.

use std::net::IpAddr;

use poem_openapi::types::ToJSON;
use poem_openapi::Object;
use rusqlite::{params, Connection, Transaction};
use serde_json::Value;

use crate::db::now_ms;
use crate::error::ApiError;
use crate::rules::{rfc3339, text_enum};

text_enum!(
    /// What an entry records.
    AuditKind {
        SignIn => "session.signIn",
        SignInFailed => "session.signInFailed",
        SignOut => "session.signOut",
        ProductCreate => "product.create",
        ProductUpdate => "product.update",
        ProductDelete => "product.delete",
        StockImport => "stock.import",
        StockExport => "stock.export",
        OrderStatus => "order.status",
        SlideshowSave => "slideshow.save",
        SlideAdd => "slide.add",
        SlideDelete => "slide.delete",
        AwardCreate => "award.create",
        AwardDelete => "award.delete",
        AwardUpdate => "award.update",
        ContentUpdate => "content.update",
        ProfileUpload => "profile.upload",
        ProfileDelete => "profile.delete",
        AdminCreate => "admin.create",
        AdminDelete => "admin.delete",
        AdminPassword => "admin.password",
        MailSettings => "mail.settings",
        ApiKeyCreate => "apiKey.create",
        ApiKeyRevoke => "apiKey.revoke",
        ApiKeyUse => "apiKey.use",
        DocumentCreate => "document.create",
        DocumentUpdate => "document.update",
        DocumentDelete => "document.delete",
        QuoteRequest => "quote.request",
        QuoteRevision => "quote.revision",
        QuoteStatus => "quote.status",
        QuoteMessage => "quote.message",
        QuoteDelete => "quote.delete",
        BankUpdate => "bank.update",
        SiteUrlUpdate => "siteUrl.update",
        AdminEmail => "admin.email",
        SecondFactorOn => "admin.secondFactorOn",
        SecondFactorOff => "admin.secondFactorOff",
        RecoveryCodes => "admin.recoveryCodes",
        AdminPolicy => "admin.policy",
        BackupDownload => "backup.download",
        ShipmentCreate => "shipment.create",
        ShipmentUpdate => "shipment.update",
        ShipmentDelete => "shipment.delete",
        ShipmentMilestone => "shipment.milestone",
        ShipmentDocument => "shipment.document",
        InvoiceIssue => "invoice.issue",
        CreditNote => "invoice.creditNote",
        PaymentSchedule => "payment.schedule",
        PaymentRecord => "payment.record",
        PaymentDelete => "payment.delete",
        WebhookCreate => "webhook.create",
        WebhookDelete => "webhook.delete",
        WebhookEnable => "webhook.enable",
        WebhookResend => "webhook.resend",
        WebhookTest => "webhook.test",
    }
);

impl AuditKind {
    /// Whether the entry is one a thief would make to turn the site against its buyers (money's
    /// way, the mail's way, who may act): mailed to every admin when made, and marked in the
    /// Activity tab.
    pub fn is_sensitive(self) -> bool {
        use AuditKind::*;
        matches!(
            self,
            BankUpdate
                | SiteUrlUpdate
                | MailSettings
                | AdminCreate
                | AdminDelete
                | AdminPassword
                | AdminEmail
                | ApiKeyCreate
                | ApiKeyRevoke
                | WebhookCreate
                | WebhookDelete
                | WebhookEnable
                | SecondFactorOn
                | SecondFactorOff
                | RecoveryCodes
                | AdminPolicy
                | BackupDownload
        )
    }
}

/// Longest text kept for a value or a record's name: enough to recognise it, not a copy of a
/// document (a data URL never reaches here: images are answered as `/media/...` paths).
const MAX_VALUE: usize = 200;

/// Who acted, and from where.
#[derive(Debug, Clone)]
pub struct Actor {
    pub admin_id: Option<i64>,
    pub username: String,
    pub address: String,
}

impl Actor {
    /// A signed-in admin, from the client address as the rate limits count it (src/peer.rs).
    pub fn admin(id: i64, username: &str, address: IpAddr) -> Actor {
        Actor { admin_id: Some(id), username: username.to_owned(), address: address.to_string() }
    }

    /// A buyer answering on their quote page (by its private token): no account, and no address
    /// kept: a visitor's address is kept nowhere, the audit log included.
    pub fn buyer() -> Actor {
        Actor { admin_id: None, username: "buyer".into(), address: String::new() }
    }

    /// The `site` command line (account commands, and the first account made at start).
    pub fn cli() -> Actor {
        Actor { admin_id: None, username: "cli".into(), address: String::new() }
    }

    /// A failed sign-in: the name that was tried (in the form accounts are stored:
    /// `admins::attempt_actor`), cut to an account name's length. Never the password.
    pub fn attempt(name: &str, address: IpAddr) -> Actor {
        Actor { admin_id: None, username: truncate(name, 64), address: address.to_string() }
    }
}

/// The record an entry is about: its id (absent for one-of-a-kind records such as the content)
/// and a name a person recognises.
#[derive(Debug, Clone, Default)]
pub struct Target {
    pub id: Option<i64>,
    pub name: String,
}

impl Target {
    pub fn new(id: i64, name: &str) -> Target {
        Target { id: Some(id), name: truncate(name, MAX_VALUE) }
    }

    pub fn named(name: &str) -> Target {
        Target { id: None, name: truncate(name, MAX_VALUE) }
    }
}

/// One field that changed; `before` is absent for what was created, `after` for what was removed.
#[derive(Object, Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[oai(skip_serializing_if_is_none)]
pub struct Change {
    /// The field as the API names it (`price`, `status`, `texts.fa.title`, ...).
    pub field: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub before: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub after: Option<String>,
}

impl Change {
    pub fn set(field: &str, after: impl ToString) -> Change {
        Change { field: field.into(), before: None, after: Some(truncate(&after.to_string(), MAX_VALUE)) }
    }

    pub fn from_to(field: &str, before: impl ToString, after: impl ToString) -> Change {
        Change {
            field: field.into(),
            before: Some(truncate(&before.to_string(), MAX_VALUE)),
            after: Some(truncate(&after.to_string(), MAX_VALUE)),
        }
    }
}

/// An entry as `GET /api/audit` answers it.
#[derive(Object, Debug, Clone)]
#[oai(rename_all = "camelCase", skip_serializing_if_is_none)]
pub struct AuditEntry {
    pub id: i64,
    /// When (RFC 3339, UTC).
    pub at: String,
    /// The account that acted; absent for the command line, failed sign-ins and API keys.
    pub admin_id: Option<i64>,
    /// The account's name at the time; `cli` for the command line; the name tried in a failed
    /// sign-in; `key 3 (Stock sync)` for an API key (its id and name).
    pub username: String,
    /// The client address (behind a trusted proxy, the one it forwarded); empty for the command
    /// line and for buyers (`buyer`: a visitor's address is not kept).
    pub address: String,
    pub kind: AuditKind,
    /// The record's id, when it has one.
    pub record_id: Option<i64>,
    /// The record's name when the entry was written (a product's name, an order's customer, an
    /// account's username, a file name); may be empty.
    pub record_name: String,
    /// What changed, field by field.
    pub changes: Vec<Change>,
    /// The changes in one line: `price 12.5 → 13; unit kg → bag`.
    pub summary: String,
    /// A change a thief would make (bank details, the site's address, mail settings, accounts,
    /// keys, second factors, a backup downloaded): every admin was mailed about it.
    pub sensitive: bool,
}

/// Writes one entry, in the transaction of the change it describes.
pub fn record(
    tx: &Transaction,
    who: &Actor,
    kind: AuditKind,
    target: Target,
    changes: &[Change],
) -> Result<(), ApiError> {
    let changes = serde_json::to_string(changes).map_err(ApiError::internal)?;
    tx.prepare_cached(
        "INSERT INTO audit_log (at, admin_id, username, address, kind, record_id, record_name, changes)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
    )?
    .execute(params![now_ms(), who.admin_id, who.username, who.address, kind, target.id, target.name, changes])?;
    Ok(())
}

/// The fields that differ between two records as the API answers them (`None`: the record did
/// not exist, or no longer does). Nested objects compare field by field (`texts.en.title`); a
/// list of records compares as the list of their ids. `skip`: fields that are not the record's
/// own (derived figures, lists recorded by their own entries).
pub fn diff<T: ToJSON>(before: Option<&T>, after: Option<&T>, skip: &[&str]) -> Vec<Change> {
    let flat = |record: Option<&T>| {
        let mut out = Vec::new();
        if let Some(value) = record.and_then(|r| r.to_json()) {
            flatten("", &value, skip, &mut out);
        }
        out
    };
    let (before, after) = (flat(before), flat(after));
    let find = |list: &[(String, String)], field: &str| list.iter().find(|(f, _)| f == field).map(|(_, v)| v.clone());
    let mut fields: Vec<&String> = after.iter().map(|(f, _)| f).collect();
    fields.extend(before.iter().map(|(f, _)| f).filter(|f| find(&after, f).is_none()));
    fields
        .into_iter()
        .filter_map(|field| {
            let (b, a) = (find(&before, field), find(&after, field));
            (b != a).then(|| Change { field: field.clone(), before: b, after: a })
        })
        .collect()
}

fn flatten(prefix: &str, value: &Value, skip: &[&str], out: &mut Vec<(String, String)>) {
    let Value::Object(fields) = value else { return };
    for (name, v) in fields {
        let path = if prefix.is_empty() { name.clone() } else { format!("{prefix}.{name}") };
        if skip.contains(&path.as_str()) {
            continue;
        }
        let text = match v {
            // an empty text is no value, as everywhere in the API
            Value::Null => continue,
            Value::String(s) if s.is_empty() => continue,
            Value::Object(_) => {
                flatten(&path, v, skip, out);
                continue;
            }
            Value::String(s) => s.clone(),
            // a whole price reads `13`, not `13.0`
            Value::Number(n) => match n.as_f64() {
                Some(f) if n.is_f64() && f.fract() == 0.0 && f.abs() < 1e15 => (f as i64).to_string(),
                _ => n.to_string(),
            },
            Value::Array(items) if items.iter().all(|i| i.get("id").is_some()) => {
                let ids: Vec<String> = items.iter().map(|i| i["id"].to_string()).collect();
                format!("[{}]", ids.join(", "))
            }
            other => other.to_string(),
        };
        out.push((path, truncate(&text, MAX_VALUE)));
    }
}

fn truncate(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut cut: String = text.chars().take(max - 1).collect();
    cut.push('…');
    cut
}

/// `price 12.5 → 13; status pending → approved; quantity 500`.
pub fn summary(changes: &[Change]) -> String {
    changes
        .iter()
        .map(|c| match (&c.before, &c.after) {
            (Some(b), Some(a)) => format!("{} {b} → {a}", c.field),
            (None, Some(a)) => format!("{} {a}", c.field),
            (Some(b), None) => format!("{} {b} → (none)", c.field),
            (None, None) => c.field.clone(),
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// Which entries to list; times are Unix milliseconds, `to` excluded.
#[derive(Debug, Default)]
pub struct Filter {
    pub username: Option<String>,
    pub kind: Option<AuditKind>,
    pub from: Option<i64>,
    pub to: Option<i64>,
}

/// A page of entries, newest first, and how many match in all.
pub fn page(conn: &Connection, f: &Filter, limit: u32, offset: u32) -> Result<(Vec<AuditEntry>, i64), ApiError> {
    const WHERE: &str = "WHERE (?1 IS NULL OR username = ?1 COLLATE NOCASE) AND (?2 IS NULL OR kind = ?2)
        AND (?3 IS NULL OR at >= ?3) AND (?4 IS NULL OR at < ?4)";
    let total: i64 = conn
        .prepare_cached(&format!("SELECT count(*) FROM audit_log {WHERE}"))?
        .query_row(params![f.username, f.kind, f.from, f.to], |r| r.get(0))?;
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT id, at, admin_id, username, address, kind, record_id, record_name, changes FROM audit_log {WHERE}
         ORDER BY id DESC LIMIT ?5 OFFSET ?6"
    ))?;
    let rows = stmt.query_map(params![f.username, f.kind, f.from, f.to, limit, offset], |r| {
        let changes: String = r.get(8)?;
        Ok((
            AuditEntry {
                id: r.get(0)?,
                at: rfc3339(r.get(1)?),
                admin_id: r.get(2)?,
                username: r.get(3)?,
                address: r.get(4)?,
                kind: r.get(5)?,
                record_id: r.get(6)?,
                record_name: r.get(7)?,
                changes: Vec::new(),
                summary: String::new(),
                sensitive: false,
            },
            changes,
        ))
    })?;
    let mut entries = Vec::new();
    for row in rows {
        let (mut entry, changes) = row?;
        entry.changes = serde_json::from_str(&changes).map_err(ApiError::internal)?;
        entry.summary = summary(&entry.changes);
        entry.sensitive = entry.kind.is_sensitive();
        entries.push(entry);
    }
    Ok((entries, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Object)]
    struct Thing {
        name: String,
        price: f64,
        tags: Vec<String>,
        texts: Option<Inner>,
    }

    #[derive(Object)]
    struct Inner {
        title: String,
    }

    #[test]
    fn diff_names_each_changed_field_with_its_values() {
        let a = Thing { name: "Almonds".into(), price: 12.5, tags: vec![], texts: None };
        let b = Thing {
            name: "Almonds".into(),
            price: 13.0,
            tags: vec!["x".into()],
            texts: Some(Inner { title: "سلام".into() }),
        };
        let changes = diff(Some(&a), Some(&b), &["tags"]);
        assert_eq!(summary(&changes), "price 12.5 → 13; texts.title سلام");
        assert_eq!(summary(&diff(Some(&a), None, &["tags", "price"])), "name Almonds → (none)");
    }

    #[test]
    fn long_values_are_cut() {
        let c = Change::set("notes", "x".repeat(500));
        assert_eq!(c.after.unwrap().chars().count(), MAX_VALUE);
    }
}
