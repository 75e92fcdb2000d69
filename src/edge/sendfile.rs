//! Bodies the kernel sends without copying them, as nginx sends its files: a cached page's gzip
//! is kept in a file mapped into the process, and a plain TCP connection that writes it hands the
//! kernel the file (`sendfile`) rather than copying the bytes into the socket: for a page of tens
//! of KB, that copy is a large part of what a request costs (docs/benchmarks.md).
//!
//! The file is a nameless one (`O_TMPFILE`) in the database's folder, set by [`keep_in`]: it never
//! appears there and is gone with its last mapping, or with the process. A disk file system's page
//! cache holds it in large folios, which `sendfile` hands on a few at a time; shared memory (memfd,
//! the fallback, sealed against writes) is handed on page by page, which costs more per request.
//! Nothing else holds the file, so nothing changes bytes in flight.
//!
//! To everyone else the body is ordinary `Bytes` (TLS encrypts it from the mapping).

use std::collections::BTreeMap;
use std::ffi::CString;
use std::io::{self, IoSlice, Write as _};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::os::unix::ffi::OsStrExt;
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{OnceLock, RwLock};

use bytes::Bytes;

/// A smaller body's copy costs little, and each file holds a descriptor.
const SMALLEST: usize = 16 * 1024;

/// The mappings alive, by the address of their first byte.
static MAPPED: RwLock<BTreeMap<usize, Mapped>> = RwLock::new(BTreeMap::new());

/// A mapping alive: its length, its file, and a number no other mapping has had (once unmapped,
/// its address and its descriptor's number are free for the next file mapped).
#[derive(Clone, Copy)]
struct Mapped {
    len: usize,
    file: RawFd,
    id: u64,
}

/// The number the next mapping gets.
static NEXT_ID: AtomicU64 = AtomicU64::new(0);

/// A read-only mapping of a sealed memfd, forgotten and unmapped with the last `Bytes` of it.
struct Mapping {
    ptr: *const u8,
    len: usize,
    file: OwnedFd,
    id: u64,
}

// SAFETY: the mapping is read-only and nothing writes its file again (sealed when a memfd):
// nothing changes the bytes.
unsafe impl Send for Mapping {}
unsafe impl Sync for Mapping {}

impl AsRef<[u8]> for Mapping {
    fn as_ref(&self) -> &[u8] {
        // SAFETY: `ptr` maps `len` readable bytes until `drop`.
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }
}

impl Drop for Mapping {
    fn drop(&mut self) {
        if let Ok(mut mapped) = MAPPED.write() {
            let at = self.ptr as usize;
            if mapped.get(&at).is_some_and(|m| m.id == self.id) {
                mapped.remove(&at);
            }
        }
        // SAFETY: unmaps what `map` mapped; no `Bytes` of it is left.
        unsafe { libc::munmap(self.ptr as *mut libc::c_void, self.len) };
    }
}

/// `body` kept where the kernel can send it from: the same bytes, in a memfd mapping when it is
/// large enough to gain and memfds are at hand; else `body` itself.
pub fn filed(body: Bytes) -> Bytes {
    if body.len() < SMALLEST {
        return body;
    }
    match map(&body) {
        Ok(mapping) => Bytes::from_owner(mapping),
        Err(e) => {
            tracing::debug!("body kept on the heap: {e}");
            body
        }
    }
}

/// The folder whose file system keeps the bodies' files (see the module's comment).
static FOLDER: OnceLock<CString> = OnceLock::new();

/// Keeps bodies in nameless files in `folder` from now on (the first call counts).
pub fn keep_in(folder: &Path) {
    if let Ok(path) = CString::new(folder.as_os_str().as_bytes()) {
        let _ = FOLDER.set(path);
    }
}

/// A new nameless file in [`FOLDER`], else a memfd that [`map`] seals.
fn new_file() -> io::Result<(OwnedFd, bool)> {
    // SAFETY: plain system calls; a descriptor they return is owned here.
    unsafe {
        if let Some(folder) = FOLDER.get() {
            let fd = libc::open(folder.as_ptr(), libc::O_TMPFILE | libc::O_RDWR | libc::O_CLOEXEC, 0o600);
            if fd >= 0 {
                return Ok((OwnedFd::from_raw_fd(fd), false));
            }
        }
        let fd = libc::memfd_create(c"body".as_ptr(), libc::MFD_CLOEXEC | libc::MFD_ALLOW_SEALING);
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok((OwnedFd::from_raw_fd(fd), true))
    }
}

fn map(bytes: &[u8]) -> io::Result<Mapping> {
    let (fd, memfd) = new_file()?;
    let file = std::fs::File::from(fd);
    (&file).write_all(bytes)?;
    let fd = file.as_raw_fd();
    // SAFETY: plain system calls on a file descriptor owned here.
    unsafe {
        // Sealed: bytes the kernel is still sending can never change under it.
        let seals = libc::F_SEAL_WRITE | libc::F_SEAL_SHRINK | libc::F_SEAL_GROW | libc::F_SEAL_SEAL;
        if memfd && libc::fcntl(fd, libc::F_ADD_SEALS, seals) < 0 {
            return Err(io::Error::last_os_error());
        }
        let ptr = libc::mmap(std::ptr::null_mut(), bytes.len(), libc::PROT_READ, libc::MAP_SHARED, fd, 0);
        if ptr == libc::MAP_FAILED {
            return Err(io::Error::last_os_error());
        }
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        let mapping = Mapping { ptr: ptr as *const u8, len: bytes.len(), file: OwnedFd::from(file), id };
        let mut mapped = MAPPED.write().map_err(|_| io::Error::other("mappings lock poisoned"))?;
        mapped.insert(ptr as usize, Mapped { len: bytes.len(), file: mapping.file.as_raw_fd(), id });
        Ok(mapping)
    }
}

/// The file and offset `buf` lies at, if it lies within a mapping.
fn file_of(buf: &[u8]) -> Option<(RawFd, usize)> {
    let at = buf.as_ptr() as usize;
    let mapped = MAPPED.read().ok()?;
    let (&start, m) = mapped.range(..=at).next_back()?;
    (at + buf.len() <= start + m.len).then_some((m.file, at - start))
}

/// The file and offset a part of a vectored write is sent from, if it has bytes and lies within a
/// mapping.
fn filed_part(part: &IoSlice<'_>) -> Option<(RawFd, usize)> {
    if part.is_empty() {
        None
    } else {
        file_of(part)
    }
}

/// Whether any of `bufs` can be sent from a file (then [`write`] sends them).
pub fn any_filed(bufs: &[IoSlice<'_>]) -> bool {
    bufs.iter().any(|b| filed_part(b).is_some())
}

/// Writes `bufs` to the socket `sock` in order, as `writev` would, but sends the parts that lie
/// in a mapping from its file. Parts before a file go with MSG_MORE, so a response's head and body
/// share packets. Returns how many bytes were written (fewer than asked once the socket's buffer
/// is full), or the error when nothing was (`WouldBlock` on a full non-blocking socket).
pub fn write(sock: RawFd, bufs: &[IoSlice<'_>]) -> io::Result<usize> {
    let mut written = 0;
    let mut rest = bufs;
    while !rest.is_empty() {
        let (wanted, sent) = match filed_part(&rest[0]) {
            Some((file, offset)) => {
                let (wanted, mut offset) = (rest[0].len(), offset as libc::off_t);
                rest = &rest[1..];
                // SAFETY: `file` stays open while the slice, a borrow of its mapping, is alive.
                (wanted, unsafe { libc::sendfile(sock, file, &mut offset, wanted) })
            }
            None => {
                let (run, after) =
                    rest.split_at(rest.iter().position(|b| filed_part(b).is_some()).unwrap_or(rest.len()));
                rest = after;
                let wanted: usize = run.iter().map(|b| b.len()).sum();
                if wanted == 0 {
                    continue;
                }
                let more = if rest.is_empty() { 0 } else { libc::MSG_MORE };
                // SAFETY: IoSlice is an iovec; the message names only these buffers.
                let sent = unsafe {
                    let mut msg: libc::msghdr = std::mem::zeroed();
                    msg.msg_iov = run.as_ptr() as *mut libc::iovec;
                    msg.msg_iovlen = run.len() as _;
                    libc::sendmsg(sock, &msg, more | libc::MSG_NOSIGNAL)
                };
                (wanted, sent)
            }
        };
        if sent < 0 {
            let e = io::Error::last_os_error();
            return if written > 0 { Ok(written) } else { Err(e) };
        }
        written += sent as usize;
        if (sent as usize) < wanted {
            break;
        }
    }
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;
    use std::net::{TcpListener, TcpStream};

    fn body(len: usize) -> Vec<u8> {
        (0..len).map(|i| (i * 7 % 251) as u8).collect()
    }

    #[test]
    fn a_large_body_is_filed_and_forgotten_when_dropped() {
        let bytes = filed(Bytes::from(body(100_000)));
        assert_eq!(&bytes[..], &body(100_000)[..]);
        assert!(file_of(&bytes[10..20]).is_some_and(|(_, offset)| offset == 10));
        let slice = bytes.slice(50_000..);
        assert!(file_of(&slice).is_some());
        // This body's own entry, by its number: once unmapped, another test's body may be mapped
        // at the same address with the same descriptor's number.
        let id = MAPPED.read().unwrap()[&(bytes.as_ptr() as usize)].id;
        drop((bytes, slice));
        assert!(MAPPED.read().unwrap().values().all(|m| m.id != id), "forgotten when its last Bytes is dropped");
        let small = filed(Bytes::from(body(1000)));
        assert!(file_of(&small).is_none(), "a small body stays on the heap");
    }

    /// Once given a folder, a body is kept in a nameless file there (no name left in the folder),
    /// sent the same way.
    #[test]
    fn a_body_is_kept_in_a_nameless_file_in_the_folder_given() {
        let folder = std::env::temp_dir().join(format!("site-sendfile-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        keep_in(&folder);
        let bytes = filed(Bytes::from(body(100_000)));
        assert_eq!(&bytes[..], &body(100_000)[..]);
        let (fd, _) = file_of(&bytes).expect("filed");
        let target = std::fs::read_link(format!("/proc/self/fd/{fd}")).unwrap();
        let kept_here = FOLDER.get().is_some_and(|f| target.starts_with(std::str::from_utf8(f.as_bytes()).unwrap()));
        assert!(kept_here, "kept in {}", target.display());
        assert_eq!(std::fs::read_dir(&folder).unwrap().count(), 0, "no file appears in the folder");
        drop(bytes);
        std::fs::remove_dir(&folder).unwrap();
    }

    /// A head and a filed body written through a socket whose buffer fills: what arrives is the
    /// head and the body, in order, however the writes were cut. The reader starts only once a
    /// write was cut: a reader quick enough (and a receive buffer the kernel grows to megabytes)
    /// would otherwise take it all in one write, now and then.
    #[test]
    fn partial_writes_resume_where_they_stopped() {
        // SAFETY: setsockopt with a c_int option on an open socket.
        let small = |sock: RawFd, option: libc::c_int| unsafe {
            let size: libc::c_int = 64 * 1024;
            let len = std::mem::size_of::<libc::c_int>() as libc::socklen_t;
            assert_eq!(libc::setsockopt(sock, libc::SOL_SOCKET, option, (&raw const size).cast(), len), 0);
        };
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        small(listener.as_raw_fd(), libc::SO_RCVBUF); // the accepted socket's, fixed
        let sender = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (mut receiver, _) = listener.accept().unwrap();
        sender.set_nonblocking(true).unwrap();
        small(sender.as_raw_fd(), libc::SO_SNDBUF);
        let head = b"HTTP/1.1 200 OK\r\ncontent-length: 3000000\r\n\r\n".to_vec();
        let full = filed(Bytes::from(body(3_000_000)));
        let (cut, was_cut) = std::sync::mpsc::channel::<()>();
        let reader = std::thread::spawn(move || {
            let _ = was_cut.recv(); // a write was cut, or the writer gave up
            let mut got = Vec::new();
            receiver.read_to_end(&mut got).unwrap();
            got
        });
        let (mut head_at, mut body_at, mut partial) = (0, 0, 0);
        while body_at < full.len() {
            let bufs = [IoSlice::new(&head[head_at..]), IoSlice::new(&full[body_at..])];
            assert!(any_filed(&bufs));
            match write(sender.as_raw_fd(), &bufs) {
                Ok(n) => {
                    let to_head = n.min(head.len() - head_at);
                    head_at += to_head;
                    body_at += n - to_head;
                    if body_at < full.len() {
                        partial += 1;
                        let _ = cut.send(());
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                    let _ = cut.send(());
                    std::thread::sleep(std::time::Duration::from_millis(1))
                }
                Err(e) => panic!("{e}"),
            }
        }
        drop((sender, cut));
        let got = reader.join().unwrap();
        assert_eq!(&got[..head.len()], &head[..]);
        assert!(got[head.len()..] == full[..], "the body arrived changed");
        assert!(partial > 0, "the socket's buffer never filled: nothing was resumed");
    }
}
