//! Admin accounts and their sessions: the sign-in cookie and sign-out, the session lifetime,
//! duplicate and look-alike names, weak passwords, the last admin, sessions ended with their
//! account, and the lock-out after failed sign-ins.

use crate::common::{admin, Site, NO_BODY, PASSWORD};
use poem::http::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn sign_in_sets_a_strict_http_only_cookie_and_sign_out_ends_the_session() {
    let mut site = Site::new();
    let ok = site.post("/api/admins/auth", json!({"username": "admin", "password": PASSWORD})).await;
    assert_eq!(ok.body, json!({"username": "admin"}));
    let cookie = ok.headers["set-cookie"].to_str().unwrap().to_owned();
    for flag in ["HttpOnly", "SameSite=Strict", "Path=/"] {
        assert!(cookie.contains(flag), "{cookie} lacks {flag}");
    }
    assert!(!cookie.contains("Secure"), "no Secure flag unless configured");
    site.cookie = Some(cookie.split(';').next().unwrap().to_owned());
    let session = site.get("/api/session").await.body;
    assert_eq!((&session["authenticated"], &session["username"]), (&json!(true), &json!("admin")));
    assert_eq!((&session["secondFactor"], &session["secondFactorRequired"]), (&json!(false), &json!(false)));
    assert!(session["confirmedUntil"].is_string(), "the password was just entered: {session}");
    assert_eq!(site.get("/api/admins").await.status, StatusCode::OK);

    let out = site.delete("/api/session").await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    assert!(out.headers["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
    assert_eq!(site.get("/api/admins").await.status, StatusCode::UNAUTHORIZED, "the old cookie is dead");
    assert_eq!(site.get("/api/session").await.body["authenticated"], json!(false));
}

#[tokio::test]
async fn sessions_expire() {
    // Long enough that a sign-in (argon2, slow on two busy cores: over a second was seen) and one
    // call fit in it; a try that took longer proves nothing and is made again.
    let ttl = std::time::Duration::from_secs(4);
    let mut site = Site::with_flags(&["--session-ttl", "4"]);
    let mut fresh = None;
    for _ in 0..5 {
        let start = std::time::Instant::now();
        site.login().await;
        let status = site.get("/api/admins").await.status;
        if start.elapsed() < ttl {
            fresh = Some(status);
            break;
        }
    }
    assert_eq!(fresh, Some(StatusCode::OK), "a session younger than its lifetime is let in");
    // opened before the sign-in answered: past its lifetime once that much has gone by since
    tokio::time::sleep(ttl + std::time::Duration::from_millis(200)).await;
    assert_eq!(site.get("/api/admins").await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn admins_duplicate_names_last_admin_and_revoked_sessions() {
    let mut site = Site::signed_in().await;
    site.check(&[
        admin(
            "short password",
            "POST /api/admins",
            json!({"username": "farida", "password": "short"}),
            400,
            "Password must be at least 8 characters",
        ),
        admin(
            "no username",
            "POST /api/admins",
            json!({"username": "", "password": "long enough"}),
            400,
            "Please fill required fields: Username",
        ),
        admin("unknown account", "DELETE /api/admins/999", NO_BODY, 404, "Admin not found"),
    ])
    .await;
    let created = site.post("/api/admins", json!({"username": "farida", "password": "long enough"})).await;
    assert_eq!(created.status, StatusCode::CREATED);
    let farida = created.body["id"].as_i64().unwrap();
    let dup = site.post("/api/admins", json!({"username": "FARIDA", "password": "long enough"})).await;
    assert_eq!((dup.status, dup.error()), (StatusCode::CONFLICT, "Username already exists"));

    let list = site.get("/api/admins").await;
    let text = list.body.to_string();
    assert!(!text.contains("argon2") && !text.contains("password"), "listing leaks nothing: {text}");
    assert_eq!(list.body.as_array().unwrap().len(), 2);

    // farida signs in elsewhere; deleting her account ends that session
    let mine = site.cookie.take();
    let her = site.post("/api/admins/auth", json!({"username": "farida", "password": "long enough"})).await;
    let her_cookie = her.headers["set-cookie"].to_str().unwrap().split(';').next().unwrap().to_owned();
    site.cookie = mine;
    assert_eq!(site.delete(&format!("/api/admins/{farida}")).await.status, StatusCode::NO_CONTENT);
    let mine = site.cookie.replace(her_cookie);
    assert_eq!(site.get("/api/admins").await.status, StatusCode::UNAUTHORIZED);

    site.cookie = mine;
    let me = site.get("/api/admins").await.body[0]["id"].as_i64().unwrap();
    let last = site.delete(&format!("/api/admins/{me}")).await;
    assert_eq!((last.status, last.error()), (StatusCode::CONFLICT, "Cannot remove the last admin"));
}

/// Failed sign-ins lock the address they come from, for longer and longer, and not the admin
/// signing in from elsewhere; an attack on one username from many addresses locks that username
/// for every address but those its admin has signed in from. (Behind a trusted proxy, so that
/// X-Forwarded-For gives each request its address.)
#[tokio::test]
async fn failed_sign_ins_lock_the_address_and_the_username_but_not_the_admin() {
    let site = Site::with_flags(&["--trusted-proxies", "0.0.0.0", "--login-limit", "10000"]);
    let sign_in = |from: &'static str, password: &'static str| {
        let site = &site;
        async move {
            let body = json!({"username": "admin", "password": password}).to_string().into_bytes();
            site.send(Method::POST, "/api/admins/auth", Some(body), &[("x-forwarded-for", from)]).await
        }
    };
    let home = "198.51.100.7";
    assert_eq!(sign_in(home, PASSWORD).await.status, StatusCode::OK);
    let attacker = "203.0.113.1";
    for _ in 0..6 {
        assert_eq!(sign_in(attacker, "wrong password").await.status, StatusCode::UNAUTHORIZED);
    }
    let locked = sign_in(attacker, PASSWORD).await;
    assert_eq!(locked.status, StatusCode::TOO_MANY_REQUESTS, "even the right password, from the attacker's address");
    assert_eq!(locked.error(), "Too many requests. Please try again later.");
    assert_eq!(locked.headers["retry-after"], "1");
    assert_eq!(sign_in("192.0.2.50", PASSWORD).await.status, StatusCode::OK, "another address signs in");

    // Four more addresses, one failure each: ten failures on `admin` in all, and the username is locked.
    for from in ["203.0.113.2", "203.0.113.3", "203.0.113.4", "203.0.113.5", "203.0.113.6"] {
        assert_eq!(sign_in(from, "wrong password").await.status, StatusCode::UNAUTHORIZED);
    }
    let fresh_attacker = sign_in("203.0.113.99", "wrong password").await;
    assert_eq!(fresh_attacker.status, StatusCode::TOO_MANY_REQUESTS, "a new address of the attack");
    assert_eq!(sign_in(home, PASSWORD).await.status, StatusCode::OK, "the admin's own address still signs in");
}

/// Passwords padded with spaces or among the most common are refused; usernames are normalised
/// (NFKC, trimmed), so look-alikes of `admin` are the same account or refused.
#[tokio::test]
async fn weak_passwords_and_look_alike_usernames_are_refused() {
    let site = Site::signed_in().await;
    let create = |username: &str, password: &str| json!({"username": username, "password": password});
    site.check(&[
        admin(
            "seven spaces and an x",
            "POST /api/admins",
            create("ahmad", "       x"),
            400,
            "Password must have at least 8 characters that are not spaces",
        ),
        admin(
            "padded",
            "POST /api/admins",
            create("ahmad", "  abc  def  "),
            400,
            "Password must have at least 8 characters that are not spaces",
        ),
        admin(
            "common",
            "POST /api/admins",
            create("ahmad", "password1"),
            400,
            "This password is one of the most common; please choose another",
        ),
        admin(
            "common, other case",
            "POST /api/admins",
            create("ahmad", "Qwertyuiop"),
            400,
            "This password is one of the most common; please choose another",
        ),
        admin("leading space", "POST /api/admins", create(" admin", "long enough"), 409, "Username already exists"),
        admin(
            "full-width letters",
            "POST /api/admins",
            create("ａｄｍｉｎ", "long enough"),
            409,
            "Username already exists",
        ),
        admin(
            "zero-width space",
            "POST /api/admins",
            create("admin\u{200b}", "long enough"),
            400,
            "Username must not contain invisible or direction-control characters",
        ),
        admin(
            "right-to-left override",
            "POST /api/admins",
            create("\u{202e}nimda", "long enough"),
            400,
            "Username must not contain invisible or direction-control characters",
        ),
    ])
    .await;
    assert_eq!(site.get("/api/admins").await.body.as_array().unwrap().len(), 1, "no account was created");
    let created = site.post("/api/admins", create("  احمد ", "a long passphrase")).await;
    assert_eq!(created.status, StatusCode::CREATED);
    assert_eq!(created.body["username"], json!("احمد"), "stored trimmed");
    let signed_in = site.post("/api/admins/auth", create("احمد ", "a long passphrase")).await;
    assert_eq!(signed_in.status, StatusCode::OK, "signs in under the same normalised name");
}
