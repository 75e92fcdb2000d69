//! Notices of sensitive changes: bank details, the site's address, mail settings, accounts, keys,
//! second factors, backups downloaded. Each is recorded in the audit log and mailed, in the same
//! transaction, to every admin with an address and to the company's contact address, so that a
//! thief's change (a bank account swapped before the buyers pay) is seen the same hour.

use rusqlite::Transaction;

use super::notices::{date_en, date_fa};
use super::outbox::enqueue_message;
use super::transport::{new_message_id, Outgoing};
use crate::db::now_ms;
use crate::error::ApiError;
use crate::models::audit::{Actor, AuditKind, Change};
use crate::models::content;

/// Fields whose values a notice shows by their last four characters only.
const MASKED: &[&str] = &["account", "iban"];

/// What changed, in both languages, as a notice's subject names it.
fn what(kind: AuditKind) -> (&'static str, &'static str) {
    match kind {
        AuditKind::BankUpdate => ("The bank details were changed", "مشخصات بانکی تغییر کرد"),
        AuditKind::SiteUrlUpdate => ("The site's address was changed", "نشانی سایت تغییر کرد"),
        AuditKind::MailSettings => ("The mail settings were changed", "تنظیمات ایمیل تغییر کرد"),
        AuditKind::AdminCreate => ("An admin account was added", "یک حساب مدیر افزوده شد"),
        AuditKind::AdminDelete => ("An admin account was removed", "یک حساب مدیر حذف شد"),
        AuditKind::AdminEmail => ("An admin's e-mail address was changed", "ایمیل یک مدیر تغییر کرد"),
        AuditKind::ApiKeyCreate => ("An API key was made", "یک کلید API ساخته شد"),
        AuditKind::ApiKeyRevoke => ("An API key was revoked", "یک کلید API باطل شد"),
        AuditKind::WebhookCreate => ("A webhook endpoint was added", "یک نشانی وب‌هوک افزوده شد"),
        AuditKind::WebhookDelete => ("A webhook endpoint was removed", "یک نشانی وب‌هوک حذف شد"),
        AuditKind::WebhookEnable => ("A webhook endpoint was switched on or off", "یک نشانی وب‌هوک روشن یا خاموش شد"),
        AuditKind::SecondFactorOn => ("A second factor was turned on", "تأیید دومرحله‌ای روشن شد"),
        AuditKind::SecondFactorOff => ("A second factor was turned off", "تأیید دومرحله‌ای خاموش شد"),
        AuditKind::RecoveryCodes => ("New recovery codes were made", "کدهای بازیابی تازه ساخته شد"),
        AuditKind::AdminPolicy => {
            ("The rule for admins' second factor was changed", "قاعدهٔ تأیید دومرحله‌ای مدیران تغییر کرد")
        }
        AuditKind::BackupDownload => {
            ("A backup of the whole database was downloaded", "پشتیبانی از کل پایگاه داده دانلود شد")
        }
        _ => ("A setting was changed", "یک تنظیم تغییر کرد"),
    }
}

/// `value` with all but its last four characters hidden.
fn mask(value: &str) -> String {
    let chars: Vec<char> = value.chars().filter(|c| !c.is_whitespace()).collect();
    let tail: String = chars[chars.len().saturating_sub(4)..].iter().collect();
    format!("•••• {tail}")
}

/// One line per change, account numbers masked; a value a buyer or anyone typed is isolated so
/// its direction cannot reorder the line.
fn change_lines(changes: &[Change]) -> String {
    let shown = |field: &str, v: &Option<String>| match v.as_deref() {
        None | Some("") => "—".to_owned(),
        Some(v) if MASKED.contains(&field) => mask(v),
        Some(v) => format!("\u{2068}{v}\u{2069}"),
    };
    changes
        .iter()
        .map(|c| format!("  {}: {} → {}\n", c.field, shown(&c.field, &c.before), shown(&c.field, &c.after)))
        .collect()
}

/// Queues the notice of a sensitive change (its audit entry is written beside it, in `tx` too) to
/// every admin with an address and to the company. Call `Mailer::wake` after the commit.
pub fn notify(
    tx: &Transaction,
    who: &Actor,
    kind: AuditKind,
    name: &str,
    changes: &[Change],
    site_url: Option<&str>,
) -> Result<(), ApiError> {
    debug_assert!(kind.is_sensitive());
    let mut recipients: Vec<String> = tx
        .prepare_cached("SELECT email FROM admins WHERE email IS NOT NULL ORDER BY id")?
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    recipients.extend(content::get(tx)?.contact_email);
    recipients.sort_by_key(|a| a.to_ascii_lowercase());
    recipients.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
    if recipients.is_empty() {
        return Ok(());
    }
    let at = now_ms();
    let (en, fa) = what(kind);
    let site = site_url.unwrap_or("the site");
    let record = if name.is_empty() { String::new() } else { format!(" (\u{2068}{name}\u{2069})") };
    let lines = change_lines(changes);
    let from = if who.address.is_empty() { "the server's command line".to_owned() } else { who.address.clone() };
    let body = format!(
        "{en}{record} on {site}.\n\nBy: {user}\nWhen: {when}\nFrom the address: {from}\n{changed}\n\
         If this was not one of you, sign in at once, change your passwords, check the bank details and \
         the site's address, and tell your buyers not to pay until you have.\n\n\
         ---\n\n{fa}{record}.\n\nتوسط: {user}\nزمان: {when_fa}\nاز نشانی: {from}\n{changed}\n\
         اگر این کار شما یا همکارانتان نبوده است، فوراً وارد شوید، رمزها را عوض کنید، مشخصات بانکی و نشانی سایت \
         را بررسی کنید و به خریداران بگویید تا آن زمان پولی نپردازند.\n",
        user = who.username,
        when = date_en(at),
        when_fa = date_fa(at),
        changed = if lines.is_empty() { String::new() } else { format!("What changed:\n{lines}") },
    );
    for recipient in recipients {
        let message = Outgoing {
            recipient,
            reply_to: None,
            subject: format!("Security: {en} / {fa}"),
            body: body.clone(),
            message_id: new_message_id("security"),
            created_at: at,
            attachments: Vec::new(),
        };
        enqueue_message(tx, "security", &message)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn account_numbers_are_masked_and_other_values_isolated() {
        let changes = [
            Change {
                field: "account".into(),
                before: Some("0012 3456 7890".into()),
                after: Some("9999 8888 1234".into()),
            },
            Change { field: "beneficiary".into(), before: None, after: Some("\u{202E}HTIMS".into()) },
        ];
        let text = change_lines(&changes);
        assert!(text.contains("account: •••• 7890 → •••• 1234"), "{text}");
        assert!(!text.contains("9999"), "{text}");
        assert!(text.contains("beneficiary: — → \u{2068}\u{202E}HTIMS\u{2069}"), "{text}");
    }
}
