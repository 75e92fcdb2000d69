//! The connection loop: hyper on TCP streams, plain or TLS (rustls), serving the poem endpoint,
//! with an idle limit per connection, a time limit on reading a request's headers, and a graceful
//! stop.
//!
//! Why not `poem::Server`: it boxes every socket behind `tokio::io::split`, which has no vectored
//! writes, so hyper copies every response body into its write buffer (15 % of the time serving the
//! 57 KB main script went to that copy), and its idle check locks a `Notify` on every read and
//! write. Here hyper writes the header buffer and the body's bytes in one `writev`, and idleness is
//! one timestamp per connection.

use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::os::fd::AsRawFd;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::task::{ready, Context, Poll};
use std::time::{Duration, Instant};

use hyper::body::Incoming;
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::server::conn::auto;
use hyper_util::server::graceful::GracefulShutdown;
use poem::http::uri::Scheme;
use poem::web::{LocalAddr, RemoteAddr};
use poem::{Addr, Endpoint, Request, Response};
use tokio::io::{AsyncRead, AsyncWrite, Interest, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::server::TlsStream;
pub use tokio_rustls::TlsAcceptor;

use crate::sendfile;

/// How long a client has to complete the TLS handshake.
const HANDSHAKE_LIMIT: Duration = Duration::from_secs(10);

/// How long a connection may keep the server waiting.
#[derive(Clone, Copy, Debug)]
pub struct ConnLimits {
    /// No traffic and no request in flight for this long: the connection is closed.
    pub idle: Duration,
    /// A request's headers (HTTP/1) not complete this long after the server began reading them:
    /// the connection is dropped (a client trickling header bytes holds nothing for long).
    pub headers: Duration,
}

/// Serves `app` on `listener` (over TLS when `tls` is given) until `stop` completes; then stops
/// accepting, lets requests in flight finish (idle connections close at once, handshakes under
/// way are dropped) and returns when all connections are closed or after `grace`, whichever comes
/// first.
pub async fn run<E>(
    listener: TcpListener,
    tls: Option<TlsAcceptor>,
    app: E,
    limits: ConnLimits,
    grace: Duration,
    stop: impl Future<Output = ()>,
) where
    E: Endpoint<Output = Response> + 'static,
{
    let app = Arc::new(app);
    let idle = limits.idle;
    let mut builder = auto::Builder::new(TokioExecutor::new());
    builder.http1().timer(TokioTimer::new()).header_read_timeout(limits.headers);
    let builder = Arc::new(builder);
    let graceful = GracefulShutdown::new();
    let (stopping, stopping_rx) = tokio::sync::watch::channel(false);
    let scheme = if tls.is_some() { Scheme::HTTPS } else { Scheme::HTTP };
    tokio::pin!(stop);
    loop {
        let accepted = tokio::select! {
            () = &mut stop => break,
            accepted = listener.accept() => accepted,
        };
        let (stream, remote) = match accepted {
            Ok(a) => a,
            Err(e) => {
                // Out of file descriptors and the like: wait for connections to close.
                tracing::warn!("accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(100)).await;
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let local = stream.local_addr().map(Addr::SocketAddr).unwrap_or_default();
        let activity = Arc::new(Activity::starting_now());
        let service = {
            let (app, activity, scheme) = (app.clone(), activity.clone(), scheme.clone());
            let (local, remote) = (LocalAddr(local), RemoteAddr(Addr::SocketAddr(remote)));
            hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
                let (app, activity) = (app.clone(), activity.clone());
                let req: Request = (req, local.clone(), remote.clone(), scheme.clone()).into();
                // Boxed: hyper moves the service's future into place, and the endpoint's nested
                // future is kilobytes; moving a pointer is cheaper than copying it per request.
                Box::pin(async move {
                    let _busy = activity.request();
                    Ok::<_, Infallible>(hyper::Response::from(app.get_response(req).await))
                })
            })
        };
        let tracked = Tracked { stream, activity: activity.clone() };
        // Taken now, so the stop waits for this connection even while it is still shaking hands.
        let watcher = graceful.watcher();
        let (builder, tls, mut stopping) = (builder.clone(), tls.clone(), stopping_rx.clone());
        tokio::spawn(async move {
            let conn = match tls {
                None => watcher.watch(builder.serve_connection(TokioIo::new(Io::Plain(tracked)), service).into_owned()),
                Some(acceptor) => {
                    let handshake = tokio::time::timeout(HANDSHAKE_LIMIT, acceptor.accept(tracked));
                    let stream = tokio::select! {
                        done = handshake => match done {
                            Ok(Ok(stream)) => stream,
                            _ => return, // failed or too slow: nothing was asked yet
                        },
                        _ = stopping.wait_for(|s| *s) => return,
                    };
                    let io = TokioIo::new(Io::Tls(Box::new(stream)));
                    watcher.watch(builder.serve_connection(io, service).into_owned())
                }
            };
            tokio::select! {
                _ = conn => {}
                () = activity.idle_for(idle) => {} // nothing in flight: dropping it closes it
            }
        });
    }
    drop(listener);
    let _ = stopping.send(true);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(grace) => tracing::warn!("grace period over: closing connections still busy"),
    }
}

/// A connection's byte stream: plain TCP, or TLS over it.
enum Io {
    Plain(Tracked),
    Tls(Box<TlsStream<Tracked>>),
}

impl AsyncRead for Io {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Io::Plain(s) => Pin::new(s).poll_read(cx, buf),
            Io::Tls(s) => Pin::new(s.as_mut()).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for Io {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            Io::Plain(s) => Pin::new(s).poll_write(cx, buf),
            Io::Tls(s) => Pin::new(s.as_mut()).poll_write(cx, buf),
        }
    }

    fn poll_write_vectored(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            Io::Plain(s) => Pin::new(s).poll_write_vectored(cx, bufs),
            Io::Tls(s) => Pin::new(s.as_mut()).poll_write_vectored(cx, bufs),
        }
    }

    fn is_write_vectored(&self) -> bool {
        match self {
            Io::Plain(s) => s.is_write_vectored(),
            Io::Tls(s) => s.is_write_vectored(),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Io::Plain(s) => Pin::new(s).poll_flush(cx),
            Io::Tls(s) => Pin::new(s.as_mut()).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            Io::Plain(s) => Pin::new(s).poll_shutdown(cx),
            Io::Tls(s) => Pin::new(s.as_mut()).poll_shutdown(cx),
        }
    }
}

/// When a connection last read or wrote, and how many of its requests are being answered.
struct Activity {
    last_ms: AtomicU64,
    in_flight: AtomicUsize,
}

/// Milliseconds since the first call: a cheap monotonic clock to store in an atomic.
fn now_ms() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as u64
}

impl Activity {
    /// A new connection counts as active from its accept.
    fn starting_now() -> Activity {
        Activity { last_ms: AtomicU64::new(now_ms()), in_flight: AtomicUsize::new(0) }
    }

    fn touch(&self) {
        self.last_ms.store(now_ms(), Ordering::Relaxed);
    }

    fn request(self: &Arc<Self>) -> InFlight {
        self.in_flight.fetch_add(1, Ordering::Relaxed);
        InFlight(self.clone())
    }

    /// Completes once the connection has been quiet for `limit` with no request in flight.
    async fn idle_for(&self, limit: Duration) {
        let limit_ms = limit.as_millis() as u64;
        loop {
            let quiet = now_ms().saturating_sub(self.last_ms.load(Ordering::Relaxed));
            if quiet >= limit_ms && self.in_flight.load(Ordering::Relaxed) == 0 {
                return;
            }
            let wait = if quiet >= limit_ms { limit_ms } else { limit_ms - quiet };
            tokio::time::sleep(Duration::from_millis(wait.max(1))).await;
        }
    }
}

struct InFlight(Arc<Activity>);

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.touch();
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The TCP stream, noting activity; vectored writes pass straight through, or to `sendfile` for
/// bodies kept in a file ([`crate::sendfile`]).
struct Tracked {
    stream: TcpStream,
    activity: Arc<Activity>,
}

impl AsyncRead for Tracked {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let polled = Pin::new(&mut self.stream).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.activity.touch();
        }
        polled
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        self.activity.touch();
        Pin::new(&mut self.stream).poll_write(cx, buf)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        self.activity.touch();
        if !sendfile::any_filed(bufs) {
            return Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
        }
        let sock = self.stream.as_raw_fd();
        loop {
            ready!(self.stream.poll_write_ready(cx))?;
            // A full socket buffer clears the readiness and waits for it again.
            match self.stream.try_io(Interest::WRITABLE, || sendfile::write(sock, bufs)) {
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => continue,
                done => return Poll::Ready(done),
            }
        }
    }

    fn is_write_vectored(&self) -> bool {
        self.stream.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_shutdown(cx)
    }
}
