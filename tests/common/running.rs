//! The `site` binary itself, serving a database a test prepared: what only a real start shows
//! (what runs at start, the log it writes), over a real socket.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// `site serve` on a free port of 127.0.0.1, its standard error (the log) kept.
pub struct Running {
    child: Child,
    pub addr: SocketAddr,
    log: Arc<Mutex<String>>,
    reader: Option<JoinHandle<()>>,
}

impl Running {
    /// Starts the server on `db` with `env` added (`SITE_LOG`, …); answers once it listens.
    pub fn start(db: &Path, env: &[(&str, &str)]) -> Running {
        let mut child = Command::new(env!("CARGO_BIN_EXE_site"))
            .args(["serve", "--addr", "127.0.0.1:0", "--db"])
            .arg(db)
            .envs(env.iter().copied())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the site binary starts");
        let log = Arc::new(Mutex::new(String::new()));
        let (stderr, kept) = (child.stderr.take().unwrap(), log.clone());
        let reader = std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                let mut kept = kept.lock().unwrap();
                kept.push_str(&line);
                kept.push('\n');
            }
        });
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        let addr = loop {
            line.clear();
            assert!(out.read_line(&mut line).unwrap() > 0, "the server stopped:\n{}", log.lock().unwrap());
            if let Some(addr) = line.trim().strip_prefix("listening on http://") {
                break addr.parse().unwrap();
            }
        };
        Running { child, addr, log, reader: Some(reader) }
    }

    /// One HTTP/1.1 request from the site's own page (`Sec-Fetch-Site: same-origin` unless
    /// `headers` say where it comes from), the connection closed after it: (status, body).
    pub fn call(&self, method: &str, path: &str, body: Option<&str>, headers: &[(&str, &str)]) -> (u16, Vec<u8>) {
        let mut conn = TcpStream::connect(self.addr).unwrap();
        conn.set_read_timeout(Some(Duration::from_secs(30))).unwrap();
        let mut req = format!("{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n", self.addr);
        if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("origin") || k.eq_ignore_ascii_case("sec-fetch-site")) {
            req.push_str("Sec-Fetch-Site: same-origin\r\n");
        }
        for (k, v) in headers {
            req.push_str(&format!("{k}: {v}\r\n"));
        }
        if let Some(body) = body {
            req.push_str(&format!("Content-Type: application/json\r\nContent-Length: {}\r\n", body.len()));
        }
        req.push_str("\r\n");
        req.push_str(body.unwrap_or_default());
        conn.write_all(req.as_bytes()).unwrap();
        let mut answer = Vec::new();
        conn.read_to_end(&mut answer).unwrap();
        let split = answer.windows(4).position(|w| w == b"\r\n\r\n").expect("an HTTP answer");
        let head = String::from_utf8_lossy(&answer[..split]).into_owned();
        let status = head.split(' ').nth(1).and_then(|s| s.parse().ok()).expect("a status line");
        (status, answer[split + 4..].to_vec())
    }

    /// Stops the server as systemd does (SIGTERM), waits for it; answers everything it logged.
    pub fn stop(mut self) -> String {
        // SAFETY: kill(2) on the process this value started and has not reaped yet.
        unsafe { libc::kill(self.child.id() as i32, libc::SIGTERM) };
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}:\n{}", self.log.lock().unwrap());
        if let Some(reader) = self.reader.take() {
            reader.join().unwrap();
        }
        std::mem::take(&mut *self.log.lock().unwrap())
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
