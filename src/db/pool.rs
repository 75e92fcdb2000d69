//! The connection pools over the one file (readers, and the one writer), the pragmas every
//! connection gets, and the helpers that run blocking database work off the async threads.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use r2d2::{ManageConnection, Pool};
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};

use super::files::{integrity, partial_path, sync_dir, wal_path};
use super::migrations::migrate;
use crate::config::Sync;
use crate::error::{ApiError, DiskFull};

const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Readers share a small pool; every write goes through a pool of one connection, so writers
/// queue in order instead of failing with SQLITE_BUSY (WAL allows one writer at a time).
#[derive(Clone)]
pub struct Db {
    path: PathBuf,
    read: Pool<Manager>,
    write: Pool<Manager>,
    /// How many readers to close as they come back to the pool ([`Db::release_memory`]).
    retiring_readers: Arc<AtomicUsize>,
    /// Queued by the first write that commits after a full disk (the mail about it): the
    /// commit proves the space is back. Given by the server (mail.rs), which the database does not know.
    disk_full_notice: Option<fn(&Transaction, DiskFull)>,
}

/// SQLite's connection manager, which also closes connections on their return to the pool while
/// `retiring` counts down: a quiet site keeps one reader, not the four a busy minute opened
/// (each holds its own copy of the schema and its own allocator's slots, ~170 KB).
pub struct Manager {
    sqlite: SqliteConnectionManager,
    retiring: Arc<AtomicUsize>,
}

impl ManageConnection for Manager {
    type Connection = Connection;
    type Error = rusqlite::Error;

    fn connect(&self) -> Result<Connection, rusqlite::Error> {
        self.sqlite.connect()
    }

    fn is_valid(&self, conn: &mut Connection) -> Result<(), rusqlite::Error> {
        self.sqlite.is_valid(conn)
    }

    fn has_broken(&self, _: &mut Connection) -> bool {
        self.retiring.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1)).is_ok()
    }
}

/// What the server's last checkpoint left beside the database file.
#[derive(Debug, PartialEq, Eq)]
pub enum Stopped {
    /// No `-wal` remains: the `.db` file alone holds every commit.
    Complete,
    /// A `-wal` of this many bytes remains (another process, such as Litestream, still has the
    /// database open, or was reading when the checkpoint ran).
    WalLeft(u64),
}

fn configure(conn: &Connection, sync: Sync) -> rusqlite::Result<()> {
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.pragma_update(None, "foreign_keys", true)?;
    conn.pragma_update(None, "synchronous", if sync == Sync::Full { "FULL" } else { "NORMAL" })?;
    conn.pragma_update(None, "temp_store", "MEMORY")?;
    // 8 MB of the file per connection.
    conn.pragma_update(None, "cache_size", -8000)?;
    // The paths that run per request use `prepare_cached`, and the one writer connection runs
    // every kind of write: room for all of them, so a busy path never parses its SQL again.
    conn.set_prepared_statement_cache_capacity(64);
    Ok(())
}

impl Db {
    /// The same database, with `notice` queued in the first write that commits after a full disk.
    pub fn with_disk_full_notice(self, notice: fn(&Transaction, DiskFull)) -> Db {
        Db { disk_full_notice: Some(notice), ..self }
    }

    pub fn open(path: &Path, sync: Sync) -> Result<Db, String> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
        }
        let fail = |e: rusqlite::Error| format!("cannot open {}: {e}", path.display());
        {
            let mut conn = Connection::open(path).map_err(fail)?;
            conn.busy_timeout(BUSY_TIMEOUT).map_err(fail)?;
            let mode: String = conn.query_row("PRAGMA journal_mode = WAL", [], |r| r.get(0)).map_err(fail)?;
            if !mode.eq_ignore_ascii_case("wal") {
                return Err(format!("{}: cannot switch to WAL (got {mode})", path.display()));
            }
            configure(&conn, sync).map_err(fail)?;
            migrate(&mut conn).map_err(|e| format!("{}: {e}", path.display()))?;
        }
        let retiring = Arc::new(AtomicUsize::new(0));
        let manager = |flags, retiring| Manager {
            sqlite: SqliteConnectionManager::file(path).with_flags(flags).with_init(move |c| configure(c, sync)),
            retiring,
        };
        let rw = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX | OpenFlags::SQLITE_OPEN_URI;
        let read = Pool::builder()
            .max_size(4)
            .min_idle(Some(1))
            .connection_timeout(Duration::from_secs(30))
            .build(manager(rw, retiring.clone()))
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        let write = Pool::builder()
            .max_size(1)
            .connection_timeout(Duration::from_secs(30))
            .build(manager(rw, Arc::default()))
            .map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        Ok(Db { path: path.to_owned(), read, write, retiring_readers: retiring, disk_full_notice: None })
    }

    /// Runs `f` on a reader connection, on the blocking thread pool.
    pub async fn read<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&Connection) -> Result<T, ApiError> + Send + 'static,
    {
        let pool = self.read.clone();
        run_blocking(move || f(&*pool.get().map_err(ApiError::internal)?)).await
    }

    /// Runs `f` in an IMMEDIATE transaction on the writer connection; commits when `f` succeeds,
    /// rolls back when it fails, so a broken rule changes nothing.
    pub async fn write<T, F>(&self, f: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        F: FnOnce(&Transaction) -> Result<T, ApiError> + Send + 'static,
    {
        let pool = self.write.clone();
        let notice = self.disk_full_notice;
        run_blocking(move || {
            let mut conn = pool.get().map_err(ApiError::internal)?;
            write_tx(&mut conn, notice, f)
        })
        .await
    }

    /// The same as [`Db::write`], for callers already off the async threads (CLI, demo data).
    pub fn write_blocking<T>(&self, f: impl FnOnce(&Transaction) -> Result<T, ApiError>) -> Result<T, ApiError> {
        let mut conn = self.write.get().map_err(ApiError::internal)?;
        write_tx(&mut conn, self.disk_full_notice, f)
    }

    /// A reader connection held for longer than one call (a streamed download), taken on a
    /// blocking thread.
    pub fn reader(&self) -> Result<r2d2::PooledConnection<Manager>, ApiError> {
        self.read.get().map_err(ApiError::internal)
    }

    /// How many reader connections are open, idle or in use.
    pub fn open_readers(&self) -> u32 {
        self.read.state().connections
    }

    pub fn read_blocking<T>(&self, f: impl FnOnce(&Connection) -> Result<T, ApiError>) -> Result<T, ApiError> {
        f(&*self.read.get().map_err(ApiError::internal)?)
    }

    /// Empties the caches of the connections no one is using: while the site is busy each keeps up
    /// to 8 MB of the file in memory and up to 64 prepared statements (a report's can take tens of
    /// KB); once it is quiet that memory goes back (`PRAGMA shrink_memory`, the statement cache
    /// flushed: the next reads come from the system's file cache and parse their SQL again, then
    /// fill them again), and every idle reader but one is closed. Connections in use are left
    /// alone. Blocking; answers how many were shrunk.
    pub fn release_memory(&self) -> usize {
        let mut idle = Vec::new();
        while let Some(conn) = self.read.try_get() {
            idle.push(conn);
        }
        let writer = self.write.try_get();
        let shrink = |c: &Connection| {
            c.flush_prepared_statement_cache();
            c.execute_batch("PRAGMA shrink_memory").is_ok()
        };
        let mut idle = idle.into_iter();
        let kept = idle.next();
        let shrunk = kept.iter().chain(writer.iter()).filter(|c| shrink(c)).count();
        // The kept reader goes back first: a pool left without an idle one would open another.
        drop(kept);
        self.retiring_readers.store(idle.len(), Ordering::SeqCst);
        drop(idle);
        shrunk
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes a consistent copy of the live database to `dest` (which must not exist):
    /// `VACUUM INTO` a temporary file beside it, check it, sync it, then rename it into place.
    /// The copy is read on a connection of its own, so every pooled reader stays free for requests.
    pub fn backup_to(&self, dest: &Path) -> Result<(), String> {
        if dest.exists() {
            return Err(format!("{} already exists", dest.display()));
        }
        let tmp = partial_path(dest);
        let _ = std::fs::remove_file(&tmp);
        let result = (|| {
            let conn = Connection::open_with_flags(&self.path, OpenFlags::SQLITE_OPEN_READ_WRITE)
                .and_then(|c| c.busy_timeout(BUSY_TIMEOUT).map(|()| c))
                .map_err(|e| e.to_string())?;
            conn.execute("VACUUM INTO ?1", [tmp.to_string_lossy()]).map_err(|e| e.to_string())?;
            drop(conn);
            let check = integrity(&tmp)?;
            if check != "ok" {
                return Err(format!("integrity check of the copy failed: {check}"));
            }
            std::fs::File::open(&tmp).and_then(|f| f.sync_all()).map_err(|e| e.to_string())?;
            std::fs::rename(&tmp, dest).map_err(|e| e.to_string())?;
            sync_dir(dest);
            Ok(())
        })();
        if result.is_err() {
            let _ = std::fs::remove_file(&tmp);
        }
        result
    }

    /// Folds the WAL back into the database file before the pools close, as far as the mode
    /// allows. Alone on the file (`TRUNCATE`) this makes the `.db` complete, and SQLite removes the
    /// `-wal` and `-shm` when the last connection closes. Beside Litestream (`passive`) nothing is
    /// waited for: Litestream holds a read transaction and runs the checkpoints itself, so the
    /// newest commits stay in the `-wal` for it to replicate.
    pub fn checkpoint(&self, passive: bool) {
        let sql = if passive { "PRAGMA wal_checkpoint(PASSIVE)" } else { "PRAGMA wal_checkpoint(TRUNCATE)" };
        match self.write.get() {
            Ok(conn) => {
                // A reader of another process must not hold the stop for the full busy timeout.
                let _ = conn.busy_timeout(Duration::from_secs(2));
                if let Err(e) = conn.query_row(sql, [], |_| Ok(())) {
                    tracing::warn!("WAL checkpoint failed: {e}");
                }
            }
            Err(e) => tracing::warn!("WAL checkpoint skipped: {e}"),
        }
    }

    /// Closes every connection and says what is left beside the file.
    pub fn close(self) -> Stopped {
        let wal = wal_path(&self.path);
        drop(self);
        match std::fs::metadata(&wal) {
            Ok(m) => Stopped::WalLeft(m.len()),
            Err(_) => Stopped::Complete,
        }
    }
}

fn write_tx<T>(
    conn: &mut Connection,
    notice: Option<fn(&Transaction, DiskFull)>,
    f: impl FnOnce(&Transaction) -> Result<T, ApiError>,
) -> Result<T, ApiError> {
    // `ApiError::from`: a full disk is told from other failures (503, not 500).
    let tx = conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(ApiError::from)?;
    let value = f(&tx)?; // dropping an uncommitted transaction rolls it back
                         // After a full disk, the first write that commits also queues the one mail about it.
    let episode = crate::error::disk_full();
    if let (Some(episode), Some(notice)) = (episode, notice) {
        notice(&tx, episode);
    }
    tx.commit().map_err(ApiError::from)?;
    if let Some(episode) = episode {
        crate::error::disk_space_back(episode);
    }
    Ok(value)
}

/// Runs blocking work (SQLite, password hashing) on tokio's blocking pool.
pub async fn run_blocking<T, F>(f: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce() -> Result<T, ApiError> + Send + 'static,
{
    tokio::task::spawn_blocking(f).await.map_err(ApiError::internal)?
}
