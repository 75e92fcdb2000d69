//! What a thief with a key, a stolen password or an unattended session cannot do: change where
//! the buyers' money or the mail goes, take the database, or act unseen (issue 40, items 9 and
//! 12–14). Sensitive changes need a session whose password was entered in the last five minutes,
//! mail every admin and the company, and stand out in the Activity tab; the second factor is
//! RFC 6238, checked against `oathtool` as an authenticator app computes it.

use poem::http::{Method, StatusCode};
use serde_json::{json, Value};

use crate::common::{Site, PASSWORD};

const BANK: &str = "/api/content/bank";

fn bank(account: &str) -> Value {
    json!({"beneficiary": "Golbahar Export Ltd.", "bankName": "Afghanistan International Bank", "account": account})
}

async fn key(site: &Site, name: &str, access: &str) -> String {
    let made = site.post("/api/keys", json!({"name": name, "access": access})).await;
    assert_eq!(made.status, StatusCode::CREATED, "{:?}", made.body);
    made.body["secret"].as_str().unwrap().to_owned()
}

/// As if the admin entered the password more than five minutes ago.
fn confirmation_expires(site: &Site) {
    site.db.write_blocking(|tx| Ok(tx.execute("UPDATE sessions SET confirmed_at = 0", [])?)).unwrap();
}

/// What the outbox holds of the security notices: (recipient, subject, body).
fn notices(site: &Site) -> Vec<(String, String, String)> {
    site.db
        .read_blocking(|c| {
            let mut stmt =
                c.prepare("SELECT recipient, subject, body FROM outbox WHERE kind = 'security' ORDER BY id")?;
            let rows = stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .unwrap()
}

/// The code an authenticator app shows for `secret` now (`offset`: seconds from now).
fn totp(secret: &str, offset: i64) -> String {
    let at = format!("now {offset:+} seconds");
    let out = std::process::Command::new("oathtool")
        .args(["--totp", "-b", secret, "-N", &at])
        .output()
        .expect("oathtool (Debian's oathtool package) runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap().trim().to_owned()
}

async fn sign_in(site: &Site, code: Option<&str>) -> crate::common::Answer {
    let mut body = json!({"username": "admin", "password": PASSWORD});
    if let Some(code) = code {
        body["code"] = json!(code);
    }
    site.send(Method::POST, "/api/admins/auth", Some(body.to_string().into_bytes()), &[]).await
}

/// Turns the signed-in admin's second factor on; answers its key and recovery codes.
async fn second_factor_on(site: &Site) -> (String, Vec<String>) {
    let setup = site.call(Method::POST, "/api/session/second-factor", None).await;
    assert_eq!(setup.status, StatusCode::OK, "{:?}", setup.body);
    let secret = setup.body["secret"].as_str().unwrap().to_owned();
    assert!(setup.body["uri"].as_str().unwrap().starts_with("otpauth://totp/"), "{:?}", setup.body);
    assert!(setup.body["qrSvg"].as_str().unwrap().starts_with("<svg"));
    let wrong = if [-30, 0, 30].iter().any(|s| totp(&secret, *s) == "000000") { "111111" } else { "000000" };
    let wrong = site.put("/api/session/second-factor", json!({"code": wrong})).await;
    assert_eq!(wrong.status, StatusCode::CONFLICT, "a wrong first code turns nothing on");
    let on = site.put("/api/session/second-factor", json!({"code": totp(&secret, 0)})).await;
    assert_eq!(on.status, StatusCode::OK, "{:?}", on.body);
    let codes: Vec<String> =
        on.body["recoveryCodes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_owned()).collect();
    assert_eq!(codes.len(), 10);
    (secret, codes)
}

#[tokio::test]
async fn no_key_changes_where_money_or_mail_goes_or_who_may_act() {
    let site = Site::signed_in().await;
    let write = key(&site, "sync", "readWrite").await;
    let read = key(&site, "reader", "read").await;
    for (method, path, body) in [
        (Method::PUT, BANK, Some(bank("6666 6666"))),
        (Method::PUT, "/api/mail/site-url", Some(json!({"siteUrl": "https://evil.example"}))),
        (
            Method::PUT,
            "/api/mail",
            Some(json!({"host": "smtp.evil.example", "security": "tls", "from": "a@evil.example"})),
        ),
        (Method::GET, "/api/backup", None),
    ] {
        let refused = site.with_key(&write, method.clone(), path, body).await;
        assert_eq!(
            (refused.status, refused.body["code"].as_str()),
            (StatusCode::FORBIDDEN, Some("session_only")),
            "{method} {path} with a read-write key: {:?}",
            refused.body
        );
    }
    // accounts and keys take no key at all, as the contract says: only the session cookie
    for (method, path, body) in [
        (Method::POST, "/api/admins", json!({"username": "mallory", "password": "a long passphrase"})),
        (Method::POST, "/api/keys", json!({"name": "more", "access": "readWrite"})),
        (Method::PUT, "/api/admins/policy", json!({"requireSecondFactor": false})),
        (Method::PUT, "/api/session/email", json!({"email": "mallory@evil.example"})),
    ] {
        let refused = site.with_key(&write, method.clone(), path, Some(body)).await;
        assert_eq!(refused.status, StatusCode::UNAUTHORIZED, "{method} {path}: {:?}", refused.body);
    }
    let refused = site.with_key(&read, Method::GET, "/api/backup", None).await;
    assert_eq!((refused.status, refused.body["code"].as_str()), (StatusCode::FORBIDDEN, Some("session_only")));
    assert!(site.get("/api/content").await.body.get("bank").is_none(), "nothing was saved");
    assert_eq!(site.get("/api/admins").await.body.as_array().unwrap().len(), 1);
    assert!(site.get("/api/mail").await.body.get("siteUrl").is_none());
}

#[tokio::test]
async fn a_backup_key_downloads_backups_and_nothing_else() {
    let site = Site::signed_in().await;
    let backups = key(&site, "nightly copy", "backup").await;
    let listed = site.get("/api/keys").await;
    assert_eq!(listed.body[0]["access"], json!("backup"), "named so in the list");
    let copy = site.with_key(&backups, Method::GET, "/api/backup", None).await;
    assert_eq!(copy.status, StatusCode::OK, "{:?}", copy.body);
    assert!(copy.bytes.starts_with(b"SQLite format 3\0"));
    for (method, path, body) in
        [(Method::GET, "/api/orders", None), (Method::GET, "/api/mail", None), (Method::PUT, BANK, Some(bank("1")))]
    {
        let refused = site.with_key(&backups, method.clone(), path, body).await;
        assert_eq!(
            (refused.status, refused.body["code"].as_str()),
            (StatusCode::FORBIDDEN, Some("backup_key")),
            "{method} {path}"
        );
    }
    // a key's nightly copy is in the Activity tab, and mails nobody
    assert!(notices(&site).iter().all(|(_, subject, _)| !subject.contains("backup")));
    let activity = site.get("/api/audit?kind=backup.download").await;
    assert_eq!(activity.body.as_array().map(Vec::len), Some(1), "{:?}", activity.body);
}

#[tokio::test]
async fn sensitive_changes_need_the_password_entered_in_the_last_five_minutes() {
    let site = Site::signed_in().await;
    assert_eq!(site.put(BANK, bank("0100 2345 6789")).await.status, StatusCode::OK, "just signed in");
    confirmation_expires(&site);
    let session = site.get("/api/session").await;
    assert!(session.body.get("confirmedUntil").is_none(), "{:?}", session.body);
    for (method, path, body) in [
        (Method::PUT, BANK, Some(bank("6666 6666"))),
        (Method::PUT, "/api/mail/site-url", Some(json!({"siteUrl": ""}))),
        (Method::PUT, "/api/mail", Some(json!({"host": ""}))),
        (Method::POST, "/api/admins", Some(json!({"username": "mallory", "password": "a long passphrase"}))),
        (Method::POST, "/api/keys", Some(json!({"name": "k", "access": "read"}))),
        (Method::GET, "/api/backup", None),
        (Method::POST, "/api/session/second-factor", None),
    ] {
        let refused = site.call(method.clone(), path, body).await;
        assert_eq!(
            (refused.status, refused.body["code"].as_str()),
            (StatusCode::FORBIDDEN, Some("confirm_password")),
            "{method} {path}: {:?}",
            refused.body
        );
    }
    // other work goes on without the password
    assert_eq!(site.put("/api/content/office-hours", json!({})).await.status.as_u16() / 100, 4);
    assert_eq!(site.get("/api/orders").await.status, StatusCode::OK);
    let wrong = site.post("/api/session/confirm", json!({"password": "not it"})).await;
    assert_eq!((wrong.status, wrong.body["field"].as_str()), (StatusCode::FORBIDDEN, Some("password")));
    assert_eq!(wrong.body["code"], json!("confirm_password"), "not sign-in's 401: the session lives on");
    assert_eq!(site.put(BANK, bank("6666 6666")).await.status, StatusCode::FORBIDDEN, "a wrong password opens nothing");
    let right = site.post("/api/session/confirm", json!({"password": PASSWORD})).await;
    assert_eq!(right.status, StatusCode::OK, "{:?}", right.body);
    assert!(right.body["confirmedUntil"].is_string());
    assert_eq!(site.put(BANK, bank("6666 6666")).await.status, StatusCode::OK);
}

#[tokio::test]
async fn a_bank_change_mails_every_admin_and_the_company_with_the_account_masked() {
    let site = Site::signed_in().await;
    let mine = site.put("/api/session/email", json!({"email": "farida@golbahar.af"})).await;
    assert_eq!((mine.status, mine.body["email"].as_str()), (StatusCode::OK, Some("farida@golbahar.af")));
    let other = site
        .post(
            "/api/admins",
            json!({"username": "zahra", "password": "a long passphrase", "email": "zahra@golbahar.af"}),
        )
        .await;
    assert_eq!(other.status, StatusCode::CREATED, "{:?}", other.body);
    let before = notices(&site).len();
    let saved = site.put(BANK, bank("0100 2345 6789")).await;
    assert_eq!(saved.status, StatusCode::OK);
    let sent = &notices(&site)[before..];
    let mut to: Vec<&str> = sent.iter().map(|(r, _, _)| r.as_str()).collect();
    to.sort();
    assert_eq!(to, ["export@golbahar.af", "farida@golbahar.af", "zahra@golbahar.af"]);
    let (_, subject, body) = &sent[0];
    assert!(subject.contains("bank details"), "{subject}");
    assert!(body.contains("By: admin") && body.contains("From the address:"), "{body}");
    assert!(body.contains("•••• 6789") && !body.contains("2345"), "the account masked:\n{body}");
    assert!(body.contains("مشخصات بانکی"), "in Persian too:\n{body}");
    // it stands out in the Activity tab, and the dashboard knows when the bank last changed
    let activity = site.get("/api/audit?kind=bank.update").await;
    assert_eq!(activity.body[0]["sensitive"], json!(true), "{:?}", activity.body);
    let signed_in = site.get("/api/audit?kind=session.signIn").await;
    assert_eq!(signed_in.body[0]["sensitive"], json!(false));
    assert!(site.get("/api/session").await.body["bankChangedAt"].is_string());
}

#[tokio::test]
async fn an_admin_with_a_second_factor_signs_in_with_the_authenticator_code() {
    let mut site = Site::signed_in().await;
    let (secret, recovery) = second_factor_on(&site).await;
    assert_eq!(site.get("/api/session").await.body["secondFactor"], json!(true));
    site.cookie = None;
    let bare = sign_in(&site, None).await;
    assert_eq!((bare.status, bare.body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("second_factor_required")));
    assert!(bare.headers.get("set-cookie").is_none(), "the password alone opens no session");
    let guess = if [-30, 0, 30, 60].iter().any(|s| totp(&secret, *s) == "123456") { "654321" } else { "123456" };
    let wrong = sign_in(&site, Some(guess)).await;
    assert_eq!((wrong.status, wrong.body["code"].as_str()), (StatusCode::UNAUTHORIZED, Some("invalid_code")));
    // the app's code (the next one: that which turned it on is used) is taken, once
    let code = totp(&secret, 30);
    assert_eq!(sign_in(&site, Some(&code)).await.status, StatusCode::OK, "the app's code");
    let replay = sign_in(&site, Some(&code)).await;
    assert_eq!(replay.body["code"], json!("invalid_code"), "a code is taken once");
    assert_eq!(sign_in(&site, Some(&recovery[0])).await.status, StatusCode::OK, "a recovery code");
    assert_eq!(sign_in(&site, Some(&recovery[0])).await.body["code"], json!("invalid_code"), "once");
    // re-entering the password for a sensitive change asks for the code too
    site.login_with(Some(&recovery[1])).await;
    confirmation_expires(&site);
    let no_code = site.post("/api/session/confirm", json!({"password": PASSWORD})).await;
    assert_eq!((no_code.status, no_code.body["field"].as_str()), (StatusCode::FORBIDDEN, Some("code")));
    let with_code = site.post("/api/session/confirm", json!({"password": PASSWORD, "code": recovery[2]})).await;
    assert_eq!(with_code.status, StatusCode::OK, "{:?}", with_code.body);
    let left = site.get("/api/session").await;
    assert_eq!(left.body["recoveryCodesLeft"], json!(7));
    // turning it off is a sensitive change like the others: mailed
    assert_eq!(site.delete("/api/session/second-factor").await.status, StatusCode::NO_CONTENT);
    assert!(notices(&site).iter().any(|(_, s, _)| s.contains("second factor was turned off")));
    site.cookie = None;
    assert_eq!(sign_in(&site, None).await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_owner_can_require_a_second_factor_of_every_admin() {
    let mut site = Site::signed_in().await;
    let refused = site.put("/api/admins/policy", json!({"requireSecondFactor": true})).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "not before the owner's own is on");
    let other = site.post("/api/admins", json!({"username": "zahra", "password": "a long passphrase"})).await;
    assert_eq!(other.status, StatusCode::CREATED);
    second_factor_on(&site).await;
    let required = site.put("/api/admins/policy", json!({"requireSecondFactor": true})).await;
    assert_eq!(required.status, StatusCode::OK, "{:?}", required.body);
    let off = site.delete("/api/session/second-factor").await;
    assert_eq!(off.status, StatusCode::CONFLICT, "none can turn theirs off while required");
    // zahra has none: after signing in she may only set one up
    site.cookie = None;
    let zahra = site
        .call(Method::POST, "/api/admins/auth", Some(json!({"username": "zahra", "password": "a long passphrase"})))
        .await;
    assert_eq!(zahra.status, StatusCode::OK);
    site.cookie = Some(zahra.headers["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned());
    let blocked = site.get("/api/orders").await;
    assert_eq!((blocked.status, blocked.body["code"].as_str()), (StatusCode::FORBIDDEN, Some("second_factor_setup")));
    assert_eq!(site.get("/api/session").await.body["secondFactorRequired"], json!(true));
    second_factor_on(&site).await;
    assert_eq!(site.get("/api/orders").await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_command_line_turns_off_a_locked_out_admins_second_factor() {
    let mut site = Site::signed_in().await;
    second_factor_on(&site).await;
    let db = site.dir.path().join("site.db");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_site"))
        .args(["admin", "second-factor-off", "admin", "--db", db.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stdout).contains("turned off"));
    site.cookie = None;
    assert_eq!(sign_in(&site, None).await.status, StatusCode::OK, "the password alone again");
    assert!(notices(&site).iter().any(|(_, s, _)| s.contains("second factor was turned off")), "mailed");
    let entry = site.db.read_blocking(|c| {
        Ok(c.query_row("SELECT username FROM audit_log WHERE kind = 'admin.secondFactorOff'", [], |r| {
            r.get::<_, String>(0)
        })?)
    });
    assert_eq!(entry.unwrap(), "cli");
    site.login().await;
}
