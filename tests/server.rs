//! The connection loop over real sockets: keep-alive, the idle limit, and the graceful stop with
//! its grace period.

use std::time::{Duration, Instant};

use poem::endpoint::make;
use poem::{Endpoint, EndpointExt, Response};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

/// Answers `GET /sleep/N` after N milliseconds, anything else at once.
fn app() -> impl Endpoint<Output = Response> {
    make(|req| async move {
        let ms = req.uri().path().strip_prefix("/sleep/").and_then(|n| n.parse().ok()).unwrap_or(0);
        tokio::time::sleep(Duration::from_millis(ms)).await;
        format!("slept {ms}")
    })
    .map_to_response()
}

struct Running {
    addr: std::net::SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    done: JoinHandle<()>,
}

async fn start(idle: Duration, grace: Duration) -> Running {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (tx, rx) = oneshot::channel::<()>();
    let done = tokio::spawn(site::server::run(listener, app(), idle, grace, async {
        let _ = rx.await;
    }));
    Running { addr, stop: Some(tx), done }
}

impl Running {
    fn stop(&mut self) {
        let _ = self.stop.take().unwrap().send(());
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
    let server = start(Duration::from_millis(400), Duration::from_secs(5)).await;
    let mut conn = TcpStream::connect(server.addr).await.unwrap();
    for _ in 0..3 {
        send(&mut conn, "/").await;
        assert_eq!(read_response(&mut conn).await, "slept 0");
    }
    // A request longer than the idle limit is not cut: only quiet connections count as idle.
    send(&mut conn, "/sleep/700").await;
    assert_eq!(read_response(&mut conn).await, "slept 700");
    let quiet = Instant::now();
    assert!(closed_within(&mut conn, Duration::from_secs(3)).await, "idle connection left open");
    let after = quiet.elapsed();
    assert!(after >= Duration::from_millis(350) && after < Duration::from_millis(1500), "closed after {after:?}");

    // A connection that never sends anything is closed too.
    let mut silent = TcpStream::connect(server.addr).await.unwrap();
    assert!(closed_within(&mut silent, Duration::from_secs(3)).await);
}

#[tokio::test]
async fn graceful_stop_finishes_requests_in_flight_and_accepts_no_more() {
    let mut server = start(Duration::from_secs(60), Duration::from_secs(5)).await;
    let mut busy = TcpStream::connect(server.addr).await.unwrap();
    let mut idle = TcpStream::connect(server.addr).await.unwrap();
    send(&mut idle, "/").await;
    read_response(&mut idle).await;
    send(&mut busy, "/sleep/600").await;
    tokio::time::sleep(Duration::from_millis(100)).await;

    let stopping = Instant::now();
    server.stop();
    assert!(
        closed_within(&mut idle, Duration::from_millis(500)).await,
        "idle keep-alive connection not closed on stop"
    );
    assert_eq!(read_response(&mut busy).await, "slept 600");
    assert!(closed_within(&mut busy, Duration::from_millis(500)).await, "busy connection kept open after its answer");
    tokio::time::timeout(Duration::from_secs(2), server.done).await.expect("run() did not return").unwrap();
    assert!(stopping.elapsed() < Duration::from_secs(2));
    assert!(TcpStream::connect(server.addr).await.is_err(), "still accepting after the stop");
}

#[tokio::test]
async fn grace_period_bounds_the_stop() {
    let mut server = start(Duration::from_secs(60), Duration::from_millis(300)).await;
    let mut slow = TcpStream::connect(server.addr).await.unwrap();
    send(&mut slow, "/sleep/10000").await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    let stopping = Instant::now();
    server.stop();
    tokio::time::timeout(Duration::from_secs(2), server.done).await.expect("grace period ignored").unwrap();
    let took = stopping.elapsed();
    assert!(took >= Duration::from_millis(250) && took < Duration::from_secs(1), "stopped after {took:?}");
}
