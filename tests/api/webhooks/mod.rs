//! Webhooks (issue 42, items 1 and 2): endpoints added in the Users tab, events written with the
//! change they tell of, delivered signed, in order, retried, and never into the server's own
//! network. The receiver is an integrator's (`receiver.mjs`): https on 127.0.0.1 with a test CA,
//! verifying each message with the Standard Webhooks library; the site runs with
//! `--webhooks-allow-private` for it (and trusts the test CA by `--webhooks-ca-root`).

mod delivery;
mod journey;
mod refusals;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common::Site;
use poem::http::StatusCode;
use serde_json::{json, Value};

/// A test CA and a certificate for 127.0.0.1 it signed, made with openssl.
pub struct Certs {
    pub dir: tempfile::TempDir,
}

impl Certs {
    pub fn new() -> Certs {
        let dir = tempfile::tempdir().unwrap();
        let openssl = |args: &[&str]| {
            let out = Command::new("openssl").args(args).current_dir(dir.path()).output().expect("openssl runs");
            assert!(out.status.success(), "openssl {args:?}: {}", String::from_utf8_lossy(&out.stderr));
        };
        let ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"];
        openssl(
            &[
                &["req", "-x509"],
                &ec[..],
                &["-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=Webhooks test CA"],
                &["-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign"],
            ]
            .concat(),
        );
        let ext = "subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n";
        std::fs::write(dir.path().join("leaf.ext"), ext).unwrap();
        openssl(&[&["req"], &ec[..], &["-keyout", "leaf.key", "-out", "leaf.csr", "-subj", "/CN=127.0.0.1"]].concat());
        openssl(&[
            "x509",
            "-req",
            "-in",
            "leaf.csr",
            "-CA",
            "ca.pem",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-days",
            "2",
            "-extfile",
            "leaf.ext",
            "-out",
            "leaf.pem",
        ]);
        Certs { dir }
    }

    pub fn ca(&self) -> PathBuf {
        self.dir.path().join("ca.pem")
    }
}

/// The integrator's receiver (`node receiver.mjs`), and what it printed: one JSON value a request.
pub struct Receiver {
    child: Child,
    pub port: u16,
    seen: Arc<Mutex<Vec<Value>>>,
    secrets: PathBuf,
}

impl Receiver {
    /// Starts on `port` (0: any free one) with the certificate of `certs`, verifying with the
    /// secrets written to `secrets` (`<name>.secret`).
    pub fn start(certs: &Certs, port: u16, secrets: &Path) -> Receiver {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/api/webhooks/receiver.mjs");
        let dir = certs.dir.path();
        let mut child = Command::new("node")
            .arg(script)
            .arg(port.to_string())
            .arg(dir.join("leaf.pem"))
            .arg(dir.join("leaf.key"))
            .arg(secrets)
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("node runs");
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        let port = line.trim().strip_prefix("listening ").and_then(|p| p.parse().ok()).expect("the receiver listens");
        let seen = Arc::new(Mutex::new(Vec::new()));
        let kept = seen.clone();
        std::thread::spawn(move || {
            for line in out.lines().map_while(Result::ok) {
                kept.lock().unwrap().push(serde_json::from_str(&line).unwrap_or(Value::String(line)));
            }
        });
        Receiver { child, port, seen, secrets: secrets.to_owned() }
    }

    pub fn url(&self, name: &str) -> String {
        format!("https://127.0.0.1:{}/{name}", self.port)
    }

    /// Tells the receiver the secret of `/<name>`.
    pub fn trust(&self, name: &str, secret: &str) {
        std::fs::write(self.secrets.join(format!("{name}.secret")), secret).unwrap();
    }

    /// Every request, as it came.
    pub fn seen(&self) -> Vec<Value> {
        self.seen.lock().unwrap().clone()
    }

    /// The messages received, each once, as a receiver that keeps the `webhook-id`s it has seen
    /// takes them (the Standard Webhooks way: an attempt whose answer was lost, past its 10 s on a
    /// loaded machine, comes again under the same id).
    pub fn messages(&self) -> Vec<Value> {
        let mut ids = std::collections::HashSet::new();
        self.seen().into_iter().filter(|m| m["id"].as_str().is_none_or(|id| ids.insert(id.to_owned()))).collect()
    }

    /// Every request once it has received `n` (fails after a minute).
    pub async fn wait_for_requests(&self, n: usize) -> Vec<Value> {
        wait_until(|| self.seen.lock().unwrap().len() >= n, &format!("{n} requests at the receiver")).await;
        self.seen()
    }

    /// The messages it has received, each once, once it holds `n` (fails after a minute).
    pub async fn wait_for(&self, n: usize) -> Vec<Value> {
        wait_until(|| self.messages().len() >= n, &format!("{n} messages at the receiver")).await;
        self.messages()
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Waits until `done` holds, looking every 20 ms; fails after a minute (a loaded machine of two
/// cores shared by several builds takes seconds where an idle one takes milliseconds).
pub async fn wait_until(mut done: impl FnMut() -> bool, what: &str) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(60), "waited a minute for {what}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// A signed-in site whose webhooks may reach 127.0.0.1 and trust the test CA, retrying after
/// 100 ms; its sender runs (mail is queued to a server that is not there).
pub async fn hooked_site(certs: &Certs) -> Site {
    let ca = certs.ca();
    let flags = ["--public-url", "https://golbahar.example", "--webhooks-allow-private", "--webhooks-retry-ms", "100"];
    let mut site = Site::with_flags(&[&flags[..], &["--webhooks-ca-root", ca.to_str().unwrap()]].concat());
    site.login().await;
    let a = site
        .put("/api/mail", json!({"host": "127.0.0.1", "port": 1, "security": "none", "from": "site@golbahar.af"}))
        .await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    tokio::spawn(site::hooks::run(site.db.clone(), site.state.hooks.clone(), site.state.mail.clone()));
    site
}

/// Adds an endpoint at `url` for `events`: (its id, its secret).
pub async fn add_endpoint(site: &Site, url: &str, events: &[&str]) -> (i64, String) {
    let a = site.post("/api/webhooks", json!({"url": url, "events": events})).await;
    assert_eq!(a.status, StatusCode::CREATED, "{:?}", a.body);
    (a.body["id"].as_i64().unwrap(), a.body["secret"].as_str().unwrap().to_owned())
}

/// The deliveries of endpoint `id`, newest first, as the dashboard lists them.
pub async fn deliveries(site: &Site, id: i64) -> Vec<Value> {
    let a = site.get(&format!("/api/webhooks/{id}/deliveries")).await;
    assert_eq!(a.status, StatusCode::OK, "{:?}", a.body);
    a.body.as_array().unwrap().clone()
}

/// Every event type.
pub const ALL_EVENTS: [&str; 12] = [
    "order.created",
    "order.status_changed",
    "inquiry.created",
    "quote.sent",
    "quote.accepted",
    "quote.declined",
    "quote.withdrawn",
    "quote.question",
    "shipment.milestone",
    "invoice.issued",
    "payment.recorded",
    "stock.low",
];
