//! The files beside the database: SQLite's write-ahead log, copies written before they are renamed
//! into place, the integrity check of a file, and durable renames.

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags};

/// `FILE-wal`: SQLite's write-ahead log beside `FILE`.
pub fn wal_path(db: &Path) -> PathBuf {
    side_file(db, "-wal")
}

/// `FILE` with `suffix` appended to its name (`-wal`, `-shm`, `.partial`, …).
pub fn side_file(db: &Path, suffix: &str) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Where a copy is written before it is checked and renamed into place.
pub fn partial_path(dest: &Path) -> PathBuf {
    side_file(dest, ".partial")
}

/// `PRAGMA integrity_check` of the file at `path`, opened read-only ("ok" when sound).
pub fn integrity(path: &Path) -> Result<String, String> {
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY).map_err(|e| e.to_string())?;
    conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).map_err(|e| format!("not a readable database: {e}"))
}

/// Makes a rename in `file`'s folder durable.
pub fn sync_dir(file: &Path) {
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
    }
}
