//! The connection loop over real sockets: keep-alive, the idle limit, the time limits on headers
//! and bodies, and the graceful stop with its grace period.
//!
//! The tests wait for events, not for durations: `GET /hold` tells the test when it reaches the
//! handler and answers only when the test lets it go, so "a request in flight" is a fact, not a
//! guess about how fast this machine is. The time bounds left are the behaviour under test (the
//! idle limit, the grace period), each measured from a moment the server cannot be ahead of.

use std::time::{Duration, Instant};

use clap::Parser;
use poem::endpoint::make;
use poem::{Endpoint, EndpointExt, Response};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;

use site::edge::server::ConnLimits;

/// Answers `GET /hold` once the test releases it (after reporting that it started), anything else
/// at once.
fn app(started: mpsc::UnboundedSender<()>, release: watch::Receiver<bool>) -> impl Endpoint<Output = Response> {
    make(move |req| {
        let (started, mut release) = (started.clone(), release.clone());
        async move {
            if req.uri().path() == "/hold" {
                let _ = started.send(());
                let _ = release.wait_for(|go| *go).await;
                return "held";
            }
            "at once"
        }
    })
    .map_to_response()
}

struct Running {
    addr: std::net::SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    done: JoinHandle<()>,
    started: mpsc::UnboundedReceiver<()>,
    release: watch::Sender<bool>,
}

async fn start(idle: Duration, grace: Duration) -> Running {
    start_with(limits(idle, Duration::from_secs(30)), grace).await
}

/// These time limits, and no cap on connections per address.
fn limits(idle: Duration, headers: Duration) -> ConnLimits {
    ConnLimits { idle, headers, per_address: 0, uncapped: Vec::new().into() }
}

async fn start_with(limits: ConnLimits, grace: Duration) -> Running {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (tx, rx) = oneshot::channel::<()>();
    let (started_tx, started) = mpsc::unbounded_channel();
    let (release, release_rx) = watch::channel(false);
    let done =
        tokio::spawn(site::edge::server::run(listener, None, app(started_tx, release_rx), limits, grace, async {
            let _ = rx.await;
        }));
    Running { addr, stop: Some(tx), done, started, release }
}

impl Running {
    fn stop(&mut self) {
        let _ = self.stop.take().unwrap().send(());
    }

    /// Until a `/hold` request has reached the handler: it is in flight.
    async fn held(&mut self) {
        tokio::time::timeout(Duration::from_secs(30), self.started.recv())
            .await
            .expect("the /hold request never reached the handler")
            .unwrap();
    }

    fn release(&self) {
        self.release.send_replace(true);
    }
}

async fn send(conn: &mut TcpStream, path: &str) {
    conn.write_all(format!("GET {path} HTTP/1.1\r\nHost: t\r\n\r\n").as_bytes()).await.unwrap();
}

/// Reads one response with a Content-Length body and returns its body.
async fn read_response(conn: &mut TcpStream) -> String {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 4096];
    loop {
        let n = conn.read(&mut chunk).await.unwrap();
        assert!(n > 0, "connection closed before a full answer: {:?}", String::from_utf8_lossy(&buf));
        buf.extend_from_slice(&chunk[..n]);
        let text = String::from_utf8_lossy(&buf).to_string();
        if let Some((head, body)) = text.split_once("\r\n\r\n") {
            let len: usize = head
                .lines()
                .find_map(|l| l.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().parse().unwrap()))
                .unwrap();
            if body.len() >= len {
                assert!(head.starts_with("HTTP/1.1 200"), "{head}");
                return body[..len].to_owned();
            }
        }
    }
}

/// Whether the server closed the connection within `within`.
async fn closed_within(conn: &mut TcpStream, within: Duration) -> bool {
    let mut byte = [0u8; 1];
    matches!(tokio::time::timeout(within, conn.read(&mut byte)).await, Ok(Ok(0)) | Ok(Err(_)))
}

#[tokio::test]
async fn keeps_connections_alive_and_closes_idle_ones() {
    let idle = Duration::from_secs(1);
    let mut server = start(idle, Duration::from_secs(5)).await;
    let mut conn = TcpStream::connect(server.addr).await.unwrap();
    for _ in 0..3 {
        send(&mut conn, "/").await;
        assert_eq!(read_response(&mut conn).await, "at once");
    }
    // A request in flight for twice the idle limit is not cut: only quiet connections count as idle.
    send(&mut conn, "/hold").await;
    server.held().await;
    tokio::time::sleep(idle * 2).await;
    let released = Instant::now();
    server.release();
    assert_eq!(read_response(&mut conn).await, "held");
    let answered = Instant::now();
    assert!(closed_within(&mut conn, idle + Duration::from_secs(5)).await, "idle connection left open");
    let closed = Instant::now();
    // The connection's last activity, writing the answer, came after the release and before the
    // answer was read here: quiet for the idle limit, then closed (the upper bound leaves 1.1 s
    // for the machine to be late).
    let (quiet_at_least, quiet_at_most) = (closed - released, closed - answered);
    assert!(quiet_at_least >= idle - Duration::from_millis(5), "closed after only {quiet_at_least:?} of quiet");
    assert!(quiet_at_most < idle + Duration::from_millis(1100), "closed after {quiet_at_most:?} of quiet");

    // A connection that never sends anything is closed too.
    let mut silent = TcpStream::connect(server.addr).await.unwrap();
    assert!(closed_within(&mut silent, idle + Duration::from_secs(5)).await);
}

/// An HTTP/2 connection (prior knowledge, as hyper's auto-detection takes it) that sends a PING
/// every 200 ms but no request is idle: it is closed once the idle limit is over, although the
/// server reads (and answers) a frame five times a second. Before, any byte read counted as
/// activity and such a connection stayed open for as long as the client liked.
#[tokio::test]
async fn an_http2_connection_sending_only_pings_is_closed_when_idle() {
    let idle = Duration::from_secs(1);
    let _server = start(idle, Duration::from_secs(5)).await;
    let began = Instant::now();
    let mut conn = TcpStream::connect(_server.addr).await.unwrap();
    // The preface, an empty SETTINGS, and the acknowledgement of the server's SETTINGS.
    conn.write_all(b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n\0\0\0\x04\0\0\0\0\0\0\0\0\x04\x01\0\0\0\0").await.unwrap();
    let mut pongs = 0;
    let mut closed = false;
    let mut buf = [0u8; 4096];
    while began.elapsed() < idle + Duration::from_secs(10) {
        let ping = [&b"\0\0\x08\x06\0\0\0\0\0"[..], &(pongs as u64).to_be_bytes()].concat();
        if conn.write_all(&ping).await.is_err() {
            closed = true;
            break;
        }
        let deadline = Instant::now() + Duration::from_millis(200);
        loop {
            match tokio::time::timeout_at(deadline.into(), conn.read(&mut buf)).await {
                Err(_) => break, // time for the next PING
                Ok(Ok(0) | Err(_)) => {
                    closed = true;
                    break;
                }
                Ok(Ok(n)) => pongs += buf[..n].windows(5).filter(|w| w[..4] == [0, 0, 8, 6] && w[4] == 1).count(),
            }
        }
        if closed {
            break;
        }
    }
    let took = began.elapsed();
    assert!(pongs > 0, "the server never answered a PING: not an HTTP/2 connection");
    assert!(closed, "still open after {took:?} of PINGs ({pongs} answered)");
    assert!(took >= idle, "closed after {took:?}, before the idle limit");
}

/// Connects from `local` (any 127.0.0.0/8 address is this machine's) and makes one request.
async fn connect_from(local: &str, to: std::net::SocketAddr) -> TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{local}:0").parse().unwrap()).unwrap();
    socket.connect(to).await.unwrap()
}

/// Whether a request on `conn` is answered (a connection over the cap is closed unanswered).
async fn answered(conn: &mut TcpStream) -> bool {
    let mut buf = Vec::new();
    let mut chunk = [0u8; 4096];
    if conn.write_all(b"GET / HTTP/1.1\r\nHost: t\r\n\r\n").await.is_err() {
        return false;
    }
    loop {
        match tokio::time::timeout(Duration::from_secs(10), conn.read(&mut chunk)).await {
            Ok(Ok(n)) if n > 0 => buf.extend_from_slice(&chunk[..n]),
            Ok(_) => return false,
            Err(_) => panic!("neither answered nor closed within 10 s"),
        }
        if buf.ends_with(b"at once") {
            return true;
        }
    }
}

/// One address holds at most `per_address` open connections: the next is closed at once, while
/// another address is served, and so is the first again once one of its connections closed.
/// A trusted proxy's address is not capped. Before, 2 000 idle connections from one address
/// were each held for the idle minute.
#[tokio::test]
async fn one_address_holds_at_most_its_share_of_connections() {
    let capped = ConnLimits { per_address: 4, ..limits(Duration::from_secs(60), Duration::from_secs(30)) };
    let server = start_with(capped.clone(), Duration::from_secs(5)).await;
    let mut held = Vec::new();
    for _ in 0..4 {
        let mut conn = connect_from("127.0.0.1", server.addr).await;
        assert!(answered(&mut conn).await);
        held.push(conn);
    }
    for _ in 0..3 {
        let mut over = connect_from("127.0.0.1", server.addr).await;
        assert!(!answered(&mut over).await, "a fifth connection from one address was served");
    }
    let mut other = connect_from("127.0.0.2", server.addr).await;
    assert!(answered(&mut other).await, "another address was refused");
    // Held ones still work; closing one makes room (once the server has seen it close).
    assert!(answered(&mut held[0]).await);
    drop(held.pop());
    let began = Instant::now();
    loop {
        let mut again = connect_from("127.0.0.1", server.addr).await;
        if answered(&mut again).await {
            break;
        }
        assert!(began.elapsed() < Duration::from_secs(10), "no room made by closing a connection");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    // Behind a trusted proxy every visitor comes from its address: it is not capped.
    let proxied = ConnLimits { uncapped: vec!["127.0.0.1".parse().unwrap()].into(), ..capped };
    let server = start_with(proxied, Duration::from_secs(5)).await;
    let mut conns = Vec::new();
    for _ in 0..10 {
        let mut conn = connect_from("127.0.0.1", server.addr).await;
        assert!(answered(&mut conn).await, "the trusted proxy's address was capped");
        conns.push(conn);
    }
    let mut conn = connect_from("127.0.0.3", server.addr).await;
    assert!(answered(&mut conn).await);
}

#[tokio::test]
async fn graceful_stop_finishes_requests_in_flight_and_accepts_no_more() {
    // A grace far beyond any wait here: stopping must not need it.
    let grace = Duration::from_secs(30);
    let mut server = start(Duration::from_secs(60), grace).await;
    let mut busy = TcpStream::connect(server.addr).await.unwrap();
    let mut idle = TcpStream::connect(server.addr).await.unwrap();
    send(&mut idle, "/").await;
    read_response(&mut idle).await;
    send(&mut busy, "/hold").await;
    server.held().await;

    server.stop();
    // While the busy request is still held: the idle keep-alive connection is closed, and the
    // listener is gone (it closes before the connections are told to stop).
    assert!(closed_within(&mut idle, Duration::from_secs(10)).await, "idle keep-alive connection not closed on stop");
    assert!(TcpStream::connect(server.addr).await.is_err(), "still accepting while stopping");
    let released = Instant::now();
    server.release();
    assert_eq!(read_response(&mut busy).await, "held");
    assert!(closed_within(&mut busy, Duration::from_secs(10)).await, "busy connection kept open after its answer");
    tokio::time::timeout(Duration::from_secs(10), &mut server.done).await.expect("run() did not return").unwrap();
    // returned once its last request was answered, not at the end of the grace
    assert!(released.elapsed() < grace / 3, "run() returned {:?} after the last answer", released.elapsed());
    assert!(TcpStream::connect(server.addr).await.is_err(), "still accepting after the stop");
}

#[tokio::test]
async fn grace_period_bounds_the_stop() {
    let grace = Duration::from_secs(1);
    let mut server = start(Duration::from_secs(60), grace).await;
    let mut slow = TcpStream::connect(server.addr).await.unwrap();
    send(&mut slow, "/hold").await;
    server.held().await; // and never released: only the grace can end the stop
    let stopping = Instant::now();
    server.stop();
    tokio::time::timeout(grace + Duration::from_secs(5), &mut server.done)
        .await
        .expect("grace period ignored")
        .unwrap();
    let took = stopping.elapsed();
    assert!(took >= grace && took < grace + Duration::from_secs(2), "stopped after {took:?} (grace {grace:?})");
}

/// A client that sends its headers a few bytes at a time, never finishing them, is dropped once
/// the header time limit is over (the idle limit here is far longer).
#[tokio::test]
async fn headers_trickled_past_the_time_limit_are_dropped() {
    let headers = Duration::from_millis(500);
    let server = start_with(limits(Duration::from_secs(60), headers), Duration::from_secs(5)).await;
    let mut conn = TcpStream::connect(server.addr).await.unwrap();
    let began = Instant::now();
    conn.write_all(b"GET / HTTP/1.1\r\nHost: t\r\n").await.unwrap();
    let mut closed = false;
    for i in 0..100 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        if conn.write_all(format!("X-Slow-{i}: y\r\n").as_bytes()).await.is_err() {
            closed = true;
            break;
        }
        let mut byte = [0u8; 1];
        if let Ok(Ok(0) | Err(_)) = tokio::time::timeout(Duration::from_millis(1), conn.read(&mut byte)).await {
            closed = true;
            break;
        }
    }
    let took = began.elapsed();
    assert!(closed, "still open after {took:?} of trickled headers");
    assert!(took >= headers && took < headers + Duration::from_secs(5), "dropped after {took:?}");
}

#[derive(Parser)]
struct Flags {
    #[command(flatten)]
    config: site::config::ServeConfig,
}

/// The whole site on a real socket, with these command-line flags.
async fn start_site(dir: &tempfile::TempDir, flags: &[&str]) -> std::net::SocketAddr {
    let db_path = dir.path().join("site.db");
    let mut args = vec!["site", "--db", db_path.to_str().unwrap(), "--order-limit", "0"];
    args.extend_from_slice(flags);
    let config = Flags::parse_from(args).config;
    let db = site::db::Db::open(&db_path, site::config::Sync::Normal).unwrap();
    let app = site::app(site::state::AppState::new(db, config), std::sync::Arc::new(site::web::Ui::embedded()));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let limits = limits(Duration::from_secs(60), Duration::from_secs(30));
    tokio::spawn(site::edge::server::run(listener, None, app, limits, Duration::from_secs(1), std::future::pending()));
    addr
}

/// Everything the server sends until it closes the connection (or `within` is over).
async fn read_until_closed(conn: &mut TcpStream, within: Duration) -> (String, bool) {
    let mut buf = Vec::new();
    let closed = tokio::time::timeout(within, conn.read_to_end(&mut buf)).await.is_ok();
    (String::from_utf8_lossy(&buf).into_owned(), closed)
}

/// A body that stops arriving is answered 408 and its connection closed once the body time limit
/// is over: it holds no memory and no connection for as long as the client likes.
#[tokio::test]
async fn a_stalled_body_is_refused_and_its_connection_closed() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start_site(&dir, &["--body-timeout-ms", "500"]).await;
    let mut conn = TcpStream::connect(addr).await.unwrap();
    let began = Instant::now();
    conn.write_all(
        b"POST /api/orders HTTP/1.1\r\nHost: t\r\nOrigin: http://t\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"pro",
    )
    .await
    .unwrap();
    let (answer, closed) = read_until_closed(&mut conn, Duration::from_secs(10)).await;
    let took = began.elapsed();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer:?} after {took:?}");
    assert!(answer.contains("The request body stopped arriving"), "{answer}");
    assert!(closed, "connection left open after the 408");
    assert!(took >= Duration::from_millis(500), "gave up after {took:?}");
}

/// A body sent with a request that takes none is refused before it is read, and the connection
/// closed, whatever length it declares.
#[tokio::test]
async fn a_body_on_a_request_that_takes_none_is_refused_unread() {
    let dir = tempfile::tempdir().unwrap();
    let addr = start_site(&dir, &[]).await;
    // the profile is only written (read at /media/...): a GET there is a 405, still unread
    for (path, status) in
        [("/api/content/profile", "405"), ("/api/products", "400"), ("/media/x.png", "400"), ("/", "400")]
    {
        let mut conn = TcpStream::connect(addr).await.unwrap();
        // 29 MB announced, 1 KB sent: an answer now means the rest was never waited for.
        let head = format!("GET {path} HTTP/1.1\r\nHost: t\r\nContent-Length: {}\r\n\r\n", 29 * 1024 * 1024);
        conn.write_all(head.as_bytes()).await.unwrap();
        conn.write_all(&[b'x'; 1024]).await.unwrap();
        let (answer, closed) = read_until_closed(&mut conn, Duration::from_secs(10)).await;
        assert!(answer.starts_with(&format!("HTTP/1.1 {status}")), "GET {path}: {answer:?}");
        if status == "400" {
            assert!(answer.contains("This request takes no body"), "GET {path}: {answer}");
        }
        assert!(closed, "GET {path}: connection left open");
    }
}

/// A quiet site empties its connections' page caches: every idle connection is shrunk, one in use
/// is left alone, and the database reads the same afterwards.
#[test]
fn idle_connections_give_back_their_page_cache() {
    let dir = tempfile::tempdir().unwrap();
    let db = site::db::Db::open(&dir.path().join("site.db"), site::config::Sync::Normal).unwrap();
    let count = || db.read_blocking(|c| Ok(c.query_row("SELECT count(*) FROM products", [], |r| r.get::<_, i64>(0))?));
    assert_eq!(count().unwrap(), 0);
    assert!(db.release_memory() >= 2, "the idle reader(s) and the writer");
    let held = db.reader().unwrap();
    let shrunk = db.release_memory();
    assert!(shrunk >= 1, "the writer (and any reader the pool opened meanwhile), not the held one");
    drop(held);
    assert_eq!(count().unwrap(), 0);

    // Prepared statements go too: a reader that ran cached statements holds none once released.
    let statements = |c: &rusqlite::Connection| {
        let (mut current, mut highest) = (0, 0);
        // SAFETY: a status query on a live connection's handle.
        unsafe {
            rusqlite::ffi::sqlite3_db_status(
                c.handle(),
                rusqlite::ffi::SQLITE_DBSTATUS_STMT_USED,
                &mut current,
                &mut highest,
                0,
            )
        };
        current
    };
    let busy = db.reader().unwrap();
    for table in ["products", "orders", "audit_log"] {
        busy.prepare_cached(&format!("SELECT count(*) FROM {table}")).unwrap().query_row([], |_| Ok(())).unwrap();
    }
    assert!(statements(&busy) > 0, "cached statements take memory");
    drop(busy);
    db.release_memory();
    let readers: Vec<_> = (0..4).map(|_| db.reader().unwrap()).collect();
    for r in &readers {
        assert_eq!(statements(r), 0, "no reader keeps a statement after a release");
    }

    // A busy minute opened four readers; once quiet, one stays open.
    drop(readers);
    assert_eq!(db.open_readers(), 4);
    db.release_memory();
    assert_eq!(db.open_readers(), 1, "the idle readers but one are closed");
    assert_eq!(count().unwrap(), 0);
    let again: Vec<_> = (0..4).map(|_| db.reader().unwrap()).collect();
    assert_eq!(db.open_readers(), 4, "and opened again when needed");
    drop(again);
}
