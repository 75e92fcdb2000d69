//! The one SQLite file. This file is the module's face: what the rest of the program uses is
//! re-exported here. A file each: [`pool`] (the connection pools and their pragmas, and running
//! blocking work off the async threads), [`migrations`] (the schema and the migrations from older
//! databases), [`files`] (the files beside the database: WAL, copies, integrity checks).

mod files;
mod migrations;
mod pool;

pub use files::{integrity, side_file, sync_dir, wal_path};
pub use migrations::{check_schema, SCHEMA_VERSION};
pub use pool::{run_blocking, Db, Manager, Stopped};

/// Milliseconds since the Unix epoch, the unit of every stored time.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}
