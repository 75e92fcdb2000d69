//! The connection loop: hyper on TCP streams, plain or TLS (rustls), serving the poem endpoint,
//! with an idle limit per connection, a time limit on reading a request's headers, a cap on the
//! connections one address holds open, and a graceful stop.
//!
//! Why not `poem::Server`: it boxes every socket behind `tokio::io::split`, which has no vectored
//! writes, so hyper copies every response body into its write buffer (a cost that grows with the
//! body: see docs/benchmarks.md), and its idle check locks a `Notify` on every read and write. Here hyper writes the header buffer and the body's bytes in one `writev`, and idleness is
//! one timestamp per connection.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::io;
use std::net::IpAddr;
use std::os::fd::AsRawFd;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
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

use crate::edge::sendfile;

/// How long a client has to complete the TLS handshake.
const HANDSHAKE_LIMIT: Duration = Duration::from_secs(10);

/// How long a connection may keep the server waiting, and how many one client may hold.
#[derive(Clone, Debug)]
pub struct ConnLimits {
    /// No request begun, in flight or being answered for this long: the connection is closed.
    /// Bytes that are not requests (HTTP/2 PINGs and SETTINGS, TCP keep-alives) do not count.
    pub idle: Duration,
    /// A request's headers (HTTP/1) not complete this long after the server began reading them:
    /// the connection is dropped (a client trickling header bytes holds nothing for long).
    pub headers: Duration,
    /// Open connections one client may hold (0: no cap); a connection beyond it is closed as
    /// soon as it is accepted. A client is an IPv4 address or an IPv6 /64 (one machine's
    /// usual share). Browsers open 6 per site over HTTP/1.1 and 1 over HTTP/2.
    pub per_address: usize,
    /// Addresses the cap does not apply to: the trusted proxies, whose connections carry every
    /// visitor's requests (the proxy limits its own clients: nginx's `limit_conn`).
    pub uncapped: Arc<[IpAddr]>,
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
    let open = Arc::new(OpenPerClient::default());
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
        let counted = match open.admit(remote.ip(), &limits) {
            Some(counted) => counted,
            None => continue, // over the cap: dropping the stream closes it
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
                    let busy = activity.request();
                    let answer = hyper::Response::from(app.get_response(req).await);
                    drop(busy);
                    Ok::<_, Infallible>(answer.map(|body| Answer { body, activity }))
                })
            })
        };
        let tracked = Tracked { stream, activity: activity.clone() };
        // Taken now, so the stop waits for this connection even while it is still shaking hands.
        let watcher = graceful.watcher();
        let (builder, tls, mut stopping) = (builder.clone(), tls.clone(), stopping_rx.clone());
        tokio::spawn(async move {
            let _counted = counted;
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

/// How many connections each client holds open, and whether its reaching the cap was logged.
#[derive(Default)]
struct OpenPerClient(Mutex<HashMap<IpAddr, (usize, bool)>>);

impl OpenPerClient {
    /// Counts a new connection from `ip`, or answers `None` when its client holds the most it may.
    fn admit(self: &Arc<Self>, ip: IpAddr, limits: &ConnLimits) -> Option<Counted> {
        if limits.per_address == 0 || limits.uncapped.contains(&ip) {
            return Some(Counted(None));
        }
        let key = super::peer::client_key(ip);
        let mut open = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let (count, logged) = open.entry(key).or_insert((0, false));
        if *count >= limits.per_address {
            if !*logged {
                // Once until the client holds no connection, not per refused connection.
                tracing::warn!("{ip} holds {count} open connections, the most one client may: refusing more");
                *logged = true;
            }
            return None;
        }
        *count += 1;
        Some(Counted(Some((self.clone(), key))))
    }
}

/// One open connection as [`OpenPerClient`] counts it, until dropped.
struct Counted(Option<(Arc<OpenPerClient>, IpAddr)>);

impl Drop for Counted {
    fn drop(&mut self) {
        let Some((open, key)) = self.0.take() else { return };
        let mut open = open.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((count, _)) = open.get_mut(&key) {
            *count -= 1;
            if *count == 0 {
                open.remove(&key);
            }
        }
    }
}

/// When a connection last began or finished answering a request (or wrote part of an answer),
/// and how many of its requests are being answered.
struct Activity {
    last_ms: AtomicU64,
    in_flight: AtomicUsize,
    /// Bytes of answers' bodies handed to hyper and not yet written (roughly: see `wrote`).
    owed: AtomicU64,
}

/// When any connection last began a request ([`now_ms`]), for [`when_quiet`].
static LAST_REQUEST_MS: AtomicU64 = AtomicU64::new(0);

/// Calls `release` (on a blocking thread) once each time the server has begun no request for
/// `quiet`, then hands the freed memory back to the system: a site that went quiet gives back
/// what its caches took while it was busy. Runs until the runtime stops.
pub async fn when_quiet(quiet: Duration, release: impl Fn() + Send + Sync + 'static) {
    let release = Arc::new(release);
    let quiet_ms = quiet.as_millis() as u64;
    let mut released_after = None;
    loop {
        tokio::time::sleep(quiet / 2).await;
        let last = LAST_REQUEST_MS.load(Ordering::Relaxed);
        if release_due(last, now_ms(), quiet_ms, released_after) {
            released_after = Some(last);
            let release = release.clone();
            let _ = tokio::task::spawn_blocking(move || {
                // On a thread of its own that has ended before the trim: what the release frees
                // goes back to the allocator's shared lists, not into one pool thread's cache.
                let _ = std::thread::spawn(move || release()).join();
                trim_heap();
                release_program_pages();
            })
            .await;
        }
    }
}

/// Gives freed memory back to the system (glibc keeps freed memory otherwise).
pub fn trim_heap() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim only releases free memory of the allocator.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Lets go of the pages of the program's own code and read-only data that the process has mapped:
/// most were touched once at start-up (building the API contract, checking the schema) and never
/// again, and they are most of an idle server's resident memory. They stay in the kernel's page
/// cache, and whatever runs next maps its pages back with a minor fault. Only segments the program
/// never writes are touched (no writable segment, nothing of RELRO, whose pages hold relocations):
/// for those, dropping the mapping loses nothing, as the file holds the same bytes.
pub fn release_program_pages() {
    #[cfg(target_os = "linux")]
    {
        unsafe extern "C" fn each(info: *mut libc::dl_phdr_info, _: libc::size_t, _: *mut libc::c_void) -> libc::c_int {
            // SAFETY: the loader hands a valid description of the first object: the program.
            let info = unsafe { &*info };
            let headers = unsafe { std::slice::from_raw_parts(info.dlpi_phdr, info.dlpi_phnum as usize) };
            let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) }.max(4096) as u64;
            let relro = headers
                .iter()
                .find(|h| h.p_type == libc::PT_GNU_RELRO)
                .map(|h| (info.dlpi_addr + h.p_vaddr, info.dlpi_addr + h.p_vaddr + h.p_memsz));
            for h in headers.iter().filter(|h| h.p_type == libc::PT_LOAD && h.p_flags & libc::PF_W == 0) {
                let (start, end) = (info.dlpi_addr + h.p_vaddr, info.dlpi_addr + h.p_vaddr + h.p_filesz);
                // Whole pages inside the segment, none shared with RELRO.
                let (mut start, mut end) = (start.div_ceil(page) * page, end / page * page);
                if let Some((r0, r1)) = relro {
                    if r0 < end && start < r1 {
                        if r0 <= start {
                            start = r1.div_ceil(page) * page;
                        } else {
                            end = r0 / page * page;
                        }
                    }
                }
                if start < end {
                    // SAFETY: the range is whole pages of a read-only, never written file mapping
                    // of this program: dropping them only makes the next read fault them back in.
                    unsafe { libc::madvise(start as *mut libc::c_void, (end - start) as usize, libc::MADV_DONTNEED) };
                }
            }
            1 // the program is the first object: stop there
        }
        // SAFETY: `each` reads only what the loader hands it.
        unsafe { libc::dl_iterate_phdr(Some(each), std::ptr::null_mut()) };
    }
}

/// Quiet for `quiet_ms` since the last request began at `last`, and not yet released since it.
fn release_due(last: u64, now: u64, quiet_ms: u64, released_after: Option<u64>) -> bool {
    now.saturating_sub(last) >= quiet_ms && released_after != Some(last)
}

/// Milliseconds since the first call: a cheap monotonic clock to store in an atomic.
fn now_ms() -> u64 {
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_millis() as u64
}

impl Activity {
    /// A new connection counts as active from its accept.
    fn starting_now() -> Activity {
        Activity { last_ms: AtomicU64::new(now_ms()), in_flight: AtomicUsize::new(0), owed: AtomicU64::new(0) }
    }

    fn touch(&self) {
        self.last_ms.store(now_ms(), Ordering::Relaxed);
    }

    /// A body handed its next bytes to hyper: they are owed to the client until written.
    fn owe(&self, bytes: usize) {
        self.owed.fetch_add(bytes as u64, Ordering::Relaxed);
        self.touch();
    }

    /// An answer still going out after its handler returned (a large body, a slow reader) keeps
    /// the connection while its bytes move: a write counts while answer bytes are owed. What
    /// HTTP/2 writes unasked (a PING's or SETTINGS' acknowledgement) does not once they are all
    /// written, so a client pinging an idle connection does not keep it open. (Writes also carry
    /// headers and framing, so the count reaches zero a few hundred bytes early: a client that
    /// stops reading there is dropped after the idle limit, which is right for one that stalls.)
    fn wrote(&self, written: &Poll<io::Result<usize>>) {
        let Poll::Ready(Ok(n)) = written else { return };
        let paid = self.owed.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |owed| {
            (owed > 0).then(|| owed.saturating_sub(*n as u64))
        });
        if paid.is_ok() {
            self.touch();
        }
    }

    fn request(self: &Arc<Self>) -> InFlight {
        self.in_flight.fetch_add(1, Ordering::Relaxed);
        // One clock read for both: this is every request's path.
        let now = now_ms();
        self.last_ms.store(now, Ordering::Relaxed);
        LAST_REQUEST_MS.store(now, Ordering::Relaxed);
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

/// A response's body, noting the bytes it hands to hyper as owed to the client.
struct Answer<B> {
    body: B,
    activity: Arc<Activity>,
}

impl<B> hyper::body::Body for Answer<B>
where
    B: hyper::body::Body<Data = bytes::Bytes> + Unpin,
{
    type Data = bytes::Bytes;
    type Error = B::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<hyper::body::Frame<bytes::Bytes>, B::Error>>> {
        let polled = Pin::new(&mut self.body).poll_frame(cx);
        if let Poll::Ready(Some(Ok(frame))) = &polled {
            if let Some(data) = frame.data_ref() {
                self.activity.owe(data.len());
            }
        }
        polled
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.body.size_hint()
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.touch();
        self.0.in_flight.fetch_sub(1, Ordering::Relaxed);
    }
}

/// The TCP stream, noting activity; vectored writes pass straight through, or to `sendfile` for
/// bodies kept in a file ([`crate::edge::sendfile`]).
struct Tracked {
    stream: TcpStream,
    activity: Arc<Activity>,
}

impl AsyncRead for Tracked {
    /// Reading is not activity: a request is, once it begins ([`Activity::request`]).
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.stream).poll_read(cx, buf)
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.stream).poll_write(cx, buf);
        self.activity.wrote(&written);
        written
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        if !sendfile::any_filed(bufs) {
            let written = Pin::new(&mut self.stream).poll_write_vectored(cx, bufs);
            self.activity.wrote(&written);
            return written;
        }
        let sock = self.stream.as_raw_fd();
        loop {
            ready!(self.stream.poll_write_ready(cx))?;
            // A full socket buffer clears the readiness and waits for it again.
            match self.stream.try_io(Interest::WRITABLE, || sendfile::write(sock, bufs)) {
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => continue,
                done => {
                    let written = Poll::Ready(done);
                    self.activity.wrote(&written);
                    return written;
                }
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

#[cfg(test)]
mod tests {
    use super::{release_due, release_program_pages};

    #[test]
    fn memory_is_released_once_per_quiet_spell() {
        // Busy: the last request began 10 s ago, a minute is asked for.
        assert!(!release_due(50_000, 60_000, 60_000, None));
        // Quiet for a minute: released, and not again while no request comes.
        assert!(release_due(0, 60_000, 60_000, None));
        assert!(!release_due(0, 180_000, 60_000, Some(0)));
        // A request after the release, then quiet again: released again.
        assert!(!release_due(200_000, 230_000, 60_000, Some(0)));
        assert!(release_due(200_000, 260_000, 60_000, Some(0)));
    }

    /// The program's resident pages of its own file, from `/proc/self/status`.
    #[cfg(target_os = "linux")]
    fn rss_file_kb() -> u64 {
        let status = std::fs::read_to_string("/proc/self/status").unwrap();
        let line = status.lines().find(|l| l.starts_with("RssFile:")).unwrap();
        line.split_whitespace().nth(1).unwrap().parse().unwrap()
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn the_programs_own_pages_are_let_go_and_come_back_when_used() {
        let before = rss_file_kb();
        release_program_pages();
        let after = rss_file_kb();
        assert!(after < before, "RssFile {before} kB before, {after} kB after");
        // Code and read-only data still work: their pages fault back in from the file.
        let text = format!("{:?}", std::time::Duration::from_millis(1500));
        assert_eq!(text, "1.5s");
    }
}
