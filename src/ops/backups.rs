//! Scheduled backups and restore: checked copies of the database taken every `--backup-every`
//! into `--backup-dir` and pruned to the newest `--backup-keep`, their status for the dashboard,
//! and `site restore`, which puts a checked copy in place of a stopped site's database.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};
use time::OffsetDateTime;

use crate::config::ServeConfig;
use crate::db::{self, Db};
use crate::error::ApiError;

/// Where and how often the server backs up by itself.
#[derive(Clone, Debug)]
pub struct Schedule {
    pub dir: PathBuf,
    pub every: Duration,
    pub keep: usize,
    /// The share of the folder's disk (percent) a backup must leave free.
    pub min_free_percent: u8,
}

impl Schedule {
    /// The schedule the flags ask for: none without --backup-dir.
    pub fn of(config: &ServeConfig) -> Option<Schedule> {
        config.backup_dir.clone().map(|dir| Schedule {
            dir,
            every: config.backup_every,
            keep: config.backup_keep as usize,
            min_free_percent: config.backup_min_free,
        })
    }
}

/// One backup file in the folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupFile {
    pub name: String,
    pub bytes: u64,
    /// When it was taken (Unix milliseconds, from its name).
    pub taken_ms: i64,
}

/// What the dashboard shows about the schedule (times in Unix milliseconds).
#[derive(Clone, Debug, Default)]
pub struct Status {
    pub last_success: Option<i64>,
    pub last_error: Option<String>,
    pub last_error_at: Option<i64>,
    pub next_run: Option<i64>,
    pub running: bool,
}

/// The scheduled backups of one running server.
pub struct Backups {
    db: Db,
    schedule: Option<Schedule>,
    /// Queues a message to the company in a write transaction (kind, subject, body): how a
    /// failure is told is the mailer's business, given by whoever makes `Backups`.
    tell_company: TellCompany,
    status: Mutex<Status>,
    /// One backup at a time (the schedule and "back up now" share it).
    taking: tokio::sync::Mutex<()>,
}

pub type TellCompany = fn(&rusqlite::Transaction, &str, &str, &str) -> Result<i64, ApiError>;

/// Why a backup was not taken.
#[derive(Debug)]
pub enum NotTaken {
    /// No `--backup-dir`.
    Off,
    /// Another backup is being taken.
    Busy,
    Failed(String),
}

impl Backups {
    pub fn new(db: Db, schedule: Option<Schedule>, tell_company: TellCompany) -> Backups {
        Backups { db, schedule, tell_company, status: Mutex::default(), taking: tokio::sync::Mutex::new(()) }
    }

    pub fn schedule(&self) -> Option<&Schedule> {
        self.schedule.as_ref()
    }

    pub fn status(&self) -> Status {
        self.status.lock().map(|s| s.clone()).unwrap_or_default()
    }

    /// The backups in the folder, newest first (none without a schedule, or while the folder
    /// cannot be read: that failure is the last backup's error).
    pub fn list(&self) -> Vec<BackupFile> {
        self.schedule.as_ref().and_then(|s| list(&s.dir).ok()).unwrap_or_default()
    }

    /// The file of a backup the folder holds, by a name [`Backups::list`] gives: nothing else in
    /// or outside the folder can be reached.
    pub fn file(&self, name: &str) -> Option<PathBuf> {
        let schedule = self.schedule.as_ref()?;
        let listed = list(&schedule.dir).ok()?;
        listed.iter().find(|f| f.name == name).map(|f| schedule.dir.join(&f.name))
    }

    /// Takes a backup now, unless one is being taken.
    pub async fn take_now(&self) -> Result<BackupFile, NotTaken> {
        let Some(schedule) = self.schedule.clone() else { return Err(NotTaken::Off) };
        let Ok(_one) = self.taking.try_lock() else { return Err(NotTaken::Busy) };
        self.update(|s| s.running = true);
        let db = self.db.clone();
        let result = low_priority(move || take(&db, &schedule)).await;
        let now = db::now_ms();
        match &result {
            Ok(file) => {
                tracing::info!("backup {} written ({} bytes)", file.name, file.bytes);
                self.update(|s| {
                    s.running = false;
                    s.last_success = Some(now);
                    s.last_error = None;
                    s.last_error_at = None;
                });
            }
            Err(e) => {
                tracing::error!("backup failed: {e}");
                // One mail per run of failures: on the first, not on every retry.
                if self.status().last_error.is_none() {
                    self.mail_failure(e).await;
                }
                self.update(|s| {
                    s.running = false;
                    s.last_error = Some(e.clone());
                    s.last_error_at = Some(now);
                });
            }
        }
        result.map_err(NotTaken::Failed)
    }

    /// Takes a backup whenever one is due, for as long as the server runs: the first when the
    /// newest in the folder is older than the interval (at once on a new folder), then one per
    /// interval.
    pub async fn keep_taking(self: Arc<Self>) {
        let Some(schedule) = self.schedule.clone() else { return };
        let every_ms = schedule.every.as_millis() as i64;
        let mut due = list(&schedule.dir).ok().and_then(|l| l.first().map(|f| f.taken_ms + every_ms)).unwrap_or(0);
        loop {
            let now = db::now_ms();
            due = due.max(now);
            self.update(|s| s.next_run = Some(due));
            tokio::time::sleep(Duration::from_millis((due - now) as u64)).await;
            let started = db::now_ms();
            match self.take_now().await {
                Err(NotTaken::Busy) => due = db::now_ms() + 1000, // "back up now" is running: soon again
                _ => due = started + every_ms,
            }
        }
    }

    /// Tells the company through the outbox that backups have started failing.
    async fn mail_failure(&self, error: &str) {
        let folder = self.schedule.as_ref().map(|s| s.dir.display().to_string()).unwrap_or_default();
        let body = format!(
            "The site could not take its scheduled backup into {folder}:\n\n{error}\n\nIt will try again at the \
             next run; the dashboard's Users tab shows the status. This mail is sent once per run of failures.\n\n\
             پشتیبان‌گیری زمان‌بندی‌شدهٔ سایت ناموفق بود. جزئیات بالا آمده است؛ وضعیت در زبانهٔ کاربران داشبورد دیده می‌شود.\n"
        );
        let tell = self.tell_company;
        let sent =
            self.db.write(move |tx| tell(tx, "backup-failed", "Backup failed / پشتیبان‌گیری ناموفق", &body)).await;
        if let Err(e) = sent {
            tracing::warn!("the backup failure could not be queued for mail: {}", e.message());
        }
    }

    /// Waits (blocking) until no backup is being taken, at most `limit`.
    pub fn wait_idle(&self, limit: Duration) {
        let deadline = std::time::Instant::now() + limit;
        while self.status().running && std::time::Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    fn update(&self, f: impl FnOnce(&mut Status)) {
        if let Ok(mut s) = self.status.lock() {
            f(&mut s);
        }
    }
}

/// Runs blocking work on a thread of its own that the kernel runs only when the processors have
/// nothing else to do (SCHED_IDLE, else nice 19): a long copy waits for requests rather than
/// competing with them.
async fn low_priority<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = tokio::sync::oneshot::channel();
    std::thread::spawn(move || {
        #[cfg(target_os = "linux")]
        // SAFETY: scheduling calls on this thread only (0: the calling thread; Linux schedules
        // threads as tasks), with a valid parameter struct.
        unsafe {
            let idle = libc::sched_param { sched_priority: 0 };
            if libc::sched_setscheduler(0, libc::SCHED_IDLE, &idle) != 0 {
                let tid = libc::syscall(libc::SYS_gettid) as libc::id_t;
                libc::setpriority(libc::PRIO_PROCESS, tid, 19);
            }
        }
        let _ = tx.send(f());
    });
    rx.await.expect("the backup thread answers before it ends")
}

const PREFIX: &str = "site-";
const SUFFIX: &str = ".db";
/// `site-20261125T085300.123Z.db`: sorts by name as by time, and says when it was taken.
const NAME_TIME: &[time::format_description::FormatItem<'static>] =
    time::macros::format_description!("[year][month][day]T[hour][minute][second].[subsecond digits:3]Z");

fn name_at(ms: i64) -> String {
    let t = OffsetDateTime::from_unix_timestamp_nanos(ms as i128 * 1_000_000).unwrap_or(OffsetDateTime::UNIX_EPOCH);
    format!("{PREFIX}{}{SUFFIX}", t.format(NAME_TIME).unwrap_or_default())
}

/// When the backup called `name` was taken, if `name` is a backup's name.
fn taken_ms(name: &str) -> Option<i64> {
    let stamp = name.strip_prefix(PREFIX)?.strip_suffix(SUFFIX)?;
    let t = time::PrimitiveDateTime::parse(stamp, NAME_TIME).ok()?.assume_utc();
    Some((t.unix_timestamp_nanos() / 1_000_000) as i64)
}

fn list(dir: &Path) -> Result<Vec<BackupFile>, String> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(format!("cannot read {}: {e}", dir.display())),
    };
    let mut files: Vec<BackupFile> = entries
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().into_string().ok()?;
            let taken_ms = taken_ms(&name)?;
            let meta = e.metadata().ok().filter(|m| m.is_file())?;
            Some(BackupFile { name, bytes: meta.len(), taken_ms })
        })
        .collect();
    files.sort_by(|a, b| b.name.cmp(&a.name));
    Ok(files)
}

/// One scheduled backup: a checked copy under a new name, then the oldest beyond `keep` (and
/// copies left half-written by a stop) removed.
fn take(db: &Db, schedule: &Schedule) -> Result<BackupFile, String> {
    std::fs::create_dir_all(&schedule.dir).map_err(|e| format!("cannot create {}: {e}", schedule.dir.display()))?;
    check_room(db.path(), schedule)?;
    let at = db::now_ms();
    let name = name_at(at);
    let path = schedule.dir.join(&name);
    db.backup_to(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
    for old in list(&schedule.dir)?.iter().skip(schedule.keep) {
        if let Err(e) = std::fs::remove_file(schedule.dir.join(&old.name)) {
            tracing::warn!("cannot remove the old backup {}: {e}", old.name);
        }
    }
    // A copy cut short by a stop is left as `<name>.partial`.
    if let Ok(entries) = std::fs::read_dir(&schedule.dir) {
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.strip_suffix(".partial").and_then(taken_ms).is_some() {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
    Ok(BackupFile { name, bytes, taken_ms: at })
}

/// How the refusal of a backup for want of room begins.
pub const NO_ROOM: &str = "Not taken: ";

/// Refuses a backup that would leave less than `min_free_percent` of the folder's disk free: the
/// copy is at most the database file and its `-wal` together (it is written compacted).
fn check_room(db: &Path, schedule: &Schedule) -> Result<(), String> {
    if schedule.min_free_percent == 0 {
        return Ok(());
    }
    let size = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    let estimate = size(db) + size(&db::wal_path(db));
    let Some((free, total)) = disk_space(&schedule.dir) else { return Ok(()) };
    let left = free.saturating_sub(estimate);
    if u128::from(left) * 100 < u128::from(total) * u128::from(schedule.min_free_percent) {
        let mb = |b: u64| b.div_ceil(1024 * 1024);
        return Err(format!(
            "{NO_ROOM}it would leave {} MB of {} MB free on the disk of {} (the copy is about {} MB), under the \
             {} % kept free (--backup-min-free). Free space there, keep fewer backups (--backup-keep) or back up \
             to another disk",
            mb(left),
            mb(total),
            schedule.dir.display(),
            mb(estimate),
            schedule.min_free_percent
        ));
    }
    Ok(())
}

/// Bytes free (for an unprivileged process) and in all on the file system holding `dir`.
fn disk_space(dir: &Path) -> Option<(u64, u64)> {
    use std::os::unix::ffi::OsStrExt;
    let path = std::ffi::CString::new(dir.as_os_str().as_bytes()).ok()?;
    // SAFETY: statvfs fills the struct it is given; the path is a valid C string.
    unsafe {
        let mut st: libc::statvfs = std::mem::zeroed();
        if libc::statvfs(path.as_ptr(), &mut st) != 0 {
            return None;
        }
        let unit = st.f_frsize as u64;
        Some((st.f_bavail as u64 * unit, st.f_blocks as u64 * unit))
    }
}

/// `site restore FILE --db PATH`: checks FILE (readable, intact, a database of this site whose
/// schema is exactly what this program creates at its version: schema.rs), refuses while any
/// process has PATH open, keeps the database it replaces beside it (complete: its WAL folded in)
/// and puts a copy of FILE in its place, with no `-wal` or `-shm` of the old file left to be
/// replayed into the new one. Answers what it did.
pub fn restore(file: &Path, target: &Path) -> Result<String, String> {
    let source = std::fs::canonicalize(file).map_err(|e| format!("{}: {e}", file.display()))?;
    if std::fs::canonicalize(target).is_ok_and(|t| t == source) {
        return Err(format!("{} is the database itself; restore from a copy", file.display()));
    }
    check_restorable(&source)?;
    if let Some(dir) = target.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    // The copy goes next to the target first, so that putting it in place is one rename.
    let incoming = db::side_file(target, ".restoring");
    let copied = (|| {
        std::fs::copy(&source, &incoming).map_err(|e| format!("cannot copy to {}: {e}", incoming.display()))?;
        take_ownership_of(&incoming, target)?;
        std::fs::File::open(&incoming).and_then(|f| f.sync_all()).map_err(|e| e.to_string())?;
        check_restorable(&incoming)
    })();
    let result = copied.and_then(|()| swap_in(&incoming, target));
    let _ = std::fs::remove_file(&incoming);
    result
}

/// Gives the incoming file the owner and mode of the database it replaces (or of its folder, mode
/// 0600, when there is none): restored as root, it stays writable by the service's own user.
fn take_ownership_of(incoming: &Path, target: &Path) -> Result<(), String> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        let folder = target.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        let (like, mode) = match std::fs::metadata(target) {
            Ok(m) => (m.clone(), m.mode() & 0o666),
            Err(_) => (std::fs::metadata(folder).map_err(|e| format!("{}: {e}", folder.display()))?, 0o600),
        };
        std::fs::set_permissions(incoming, std::fs::Permissions::from_mode(mode)).map_err(|e| e.to_string())?;
        if let Err(e) = std::os::unix::fs::chown(incoming, Some(like.uid()), Some(like.gid())) {
            // Only root may give a file away; anyone else restores files they own anyway.
            if e.kind() != std::io::ErrorKind::PermissionDenied {
                return Err(format!("cannot set the owner of {}: {e}", incoming.display()));
            }
        }
    }
    Ok(())
}

/// The checks a file passes before it can become the site's database.
fn check_restorable(path: &Path) -> Result<(), String> {
    let what = path.display();
    let check = db::integrity(path).map_err(|e| format!("{what}: {e}"))?;
    if check != "ok" {
        return Err(format!("{what} is damaged (integrity check: {check})"));
    }
    let conn =
        Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(|e| format!("{what}: {e}"))?;
    let version: i64 =
        conn.pragma_query_value(None, "user_version", |r| r.get(0)).map_err(|e| format!("{what}: {e}"))?;
    let has = |table: &str| -> bool {
        conn.query_row("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?1", [table], |_| Ok(())).is_ok()
    };
    if version == 0 || !["products", "orders", "admins", "site_content"].iter().all(|t| has(t)) {
        return Err(format!("{what} is not a database of this site"));
    }
    if version > db::SCHEMA_VERSION {
        return Err(format!(
            "{what} is at schema version {version}, newer than this program ({}); restore with a newer build",
            db::SCHEMA_VERSION
        ));
    }
    // A trigger of its own would run in the server on the next order: the schema must be this
    // program's, exactly.
    db::check_schema(&conn, version)
        .map_err(|e| format!("{what} is refused: {e}. It may have been tampered with; nothing was changed"))
}

/// Puts `incoming` in place of `target`, keeping the old one aside.
fn swap_in(incoming: &Path, target: &Path) -> Result<String, String> {
    if !target.exists() {
        for suffix in ["-wal", "-shm"] {
            let _ = std::fs::remove_file(db::side_file(target, suffix));
        }
        std::fs::rename(incoming, target).map_err(|e| e.to_string())?;
        db::sync_dir(target);
        return Ok(format!("Restored into {} (there was no database there).", target.display()));
    }
    // An exclusive lock on the database file is granted only while no other connection has it
    // open: a server keeps connections open for as long as it runs, and Litestream beside it
    // holds one too. Held until the new file is in place, it also keeps them from starting.
    let what = target.display();
    let old = Connection::open_with_flags(target, OpenFlags::SQLITE_OPEN_READ_WRITE)
        .map_err(|e| format!("cannot open {what}: {e}"))?;
    let in_use = |e: rusqlite::Error| {
        format!(
            "{what} is in use by another process (a running server, or Litestream beside it): stop it \
             first ({e})"
        )
    };
    old.execute_batch("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;").map_err(in_use)?;
    // The old file is kept complete: whatever a crash left in its WAL is folded in, and it leaves
    // WAL mode so that no -wal or -shm belongs to it any more.
    old.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(())).map_err(|e| format!("{what}: {e}"))?;
    let _mode: String =
        old.query_row("PRAGMA journal_mode = DELETE", [], |r| r.get(0)).map_err(|e| format!("{what}: {e}"))?;
    let stamp = name_at(db::now_ms());
    let stamp = stamp.trim_start_matches(PREFIX).trim_end_matches(SUFFIX);
    let aside = db::side_file(target, &format!(".replaced-{stamp}"));
    std::fs::hard_link(target, &aside)
        .map_err(|e| format!("cannot keep the old database as {}: {e}", aside.display()))?;
    for suffix in ["-wal", "-shm"] {
        let side = db::side_file(target, suffix);
        if side.exists() {
            std::fs::remove_file(&side).map_err(|e| format!("cannot remove {}: {e}", side.display()))?;
        }
    }
    std::fs::rename(incoming, target).map_err(|e| format!("cannot put the backup in place: {e}"))?;
    db::sync_dir(target);
    drop(old);
    Ok(format!(
        "Restored {what} from the backup. The database it replaced is kept as {} (complete; delete it when \
         no longer needed).",
        aside.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_say_when_and_only_backup_names_count() {
        let ms = 1_795_000_000_123;
        let name = name_at(ms);
        assert_eq!(name, "site-20261118T110640.123Z.db");
        assert_eq!(taken_ms(&name), Some(ms));
        for other in ["site.db", "site-20261118T110640.123Z.db.partial", "../site-20261118T110640.123Z.db", "x.db"] {
            assert_eq!(taken_ms(other), None, "{other}");
        }
    }
}
