//! The one SQLite file: connection pools, pragmas, schema and migrations, and the helpers that run
//! blocking database work off the async threads.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Duration;

use r2d2::{ManageConnection, Pool};
use r2d2_sqlite::SqliteConnectionManager;
use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior};

use crate::config::Sync;
use crate::error::{ApiError, DiskFull};

/// The full schema of a fresh database.
const SCHEMA: &str = include_str!("../schema.sql");

/// Migrations from older databases: `MIGRATIONS[i]` takes `user_version` i + 1 to i + 2.
/// Version 1 is `schema.sql` as first released; append here and to `schema.sql` together.
const MIGRATIONS: &[&str] = &[
    // 2: the YouTube link under its own name; four texts that no screen edited (and every save of
    // the Content tab cleared) dropped.
    "ALTER TABLE site_content RENAME COLUMN twitter_url TO youtube_url;
     ALTER TABLE site_content DROP COLUMN hero_title;
     ALTER TABLE site_content DROP COLUMN hero_subtitle;
     ALTER TABLE site_content DROP COLUMN about_text;
     ALTER TABLE site_content DROP COLUMN company_description;",
    // 3: every company detail the pages show is content: the phone, and the Persian texts.
    "ALTER TABLE site_content ADD COLUMN contact_phone TEXT;
     ALTER TABLE site_content ADD COLUMN contact_address_fa TEXT;
     ALTER TABLE site_content ADD COLUMN branches TEXT;
     ALTER TABLE site_content ADD COLUMN branches_fa TEXT;
     ALTER TABLE site_content ADD COLUMN working_hours TEXT;
     ALTER TABLE site_content ADD COLUMN working_hours_fa TEXT;",
    // 4: the ACME account and the certificates of built-in https.
    "CREATE TABLE acme_accounts (
         directory   TEXT PRIMARY KEY,
         credentials TEXT NOT NULL,
         created_at  INTEGER NOT NULL
     ) WITHOUT ROWID;
     CREATE TABLE tls_certificates (
         directory  TEXT NOT NULL,
         domains    TEXT NOT NULL,
         chain_pem  TEXT NOT NULL,
         key_pem    TEXT NOT NULL,
         not_before INTEGER NOT NULL,
         not_after  INTEGER NOT NULL,
         created_at INTEGER NOT NULL,
         PRIMARY KEY (directory, domains)
     ) WITHOUT ROWID;",
    // 5: order e-mails: the language an order was placed in, the outbox, the mail server settings,
    // and what each admin has seen of the orders (existing admins have seen every order so far).
    "ALTER TABLE orders ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'fa'));
     CREATE TABLE outbox (
         id              INTEGER PRIMARY KEY,
         kind            TEXT NOT NULL,
         order_id        INTEGER REFERENCES orders (id) ON DELETE CASCADE,
         recipient       TEXT NOT NULL,
         reply_to        TEXT,
         subject         TEXT NOT NULL,
         body            TEXT NOT NULL,
         message_id      TEXT NOT NULL UNIQUE,
         created_at      INTEGER NOT NULL,
         attempts        INTEGER NOT NULL DEFAULT 0,
         next_attempt_at INTEGER,
         sent_at         INTEGER,
         last_error      TEXT
     );
     CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL;
     CREATE INDEX outbox_order ON outbox (order_id) WHERE order_id IS NOT NULL;
     CREATE TABLE mail_settings (
         id                 INTEGER PRIMARY KEY CHECK (id = 1),
         smtp_host          TEXT,
         smtp_port          INTEGER CHECK (smtp_port BETWEEN 1 AND 65535),
         smtp_security      TEXT CHECK (smtp_security IN ('tls', 'starttls', 'none')),
         smtp_username      TEXT,
         smtp_password      TEXT,
         mail_from          TEXT,
         buyer_confirmation INTEGER NOT NULL DEFAULT 0 CHECK (buyer_confirmation IN (0, 1)),
         CHECK ((smtp_host IS NULL) = (mail_from IS NULL))
     );
     INSERT INTO mail_settings (id) VALUES (1);
     CREATE TABLE order_views (
         admin_id INTEGER PRIMARY KEY REFERENCES admins (id) ON DELETE CASCADE,
         seen_id  INTEGER NOT NULL
     ) WITHOUT ROWID;
     INSERT INTO order_views SELECT id, (SELECT coalesce(max(id), 0) FROM orders) FROM admins;",
    // 6: the audit log, append-only.
    "CREATE TABLE audit_log (
         id          INTEGER PRIMARY KEY,
         at          INTEGER NOT NULL,
         admin_id    INTEGER,
         username    TEXT NOT NULL,
         address     TEXT NOT NULL,
         kind        TEXT NOT NULL,
         record_id   INTEGER,
         record_name TEXT NOT NULL,
         changes     TEXT NOT NULL
     );
     CREATE INDEX audit_log_at ON audit_log (at);
     CREATE INDEX audit_log_username ON audit_log (username COLLATE NOCASE, id);
     CREATE INDEX audit_log_kind ON audit_log (kind, id);
     CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
     BEGIN SELECT RAISE(ABORT, 'the audit log cannot be changed'); END;
     CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
     BEGIN SELECT RAISE(ABORT, 'the audit log cannot be changed'); END;",
    // 7: the site's address saved in the dashboard (links in mail, the Origin of writes), and the
    // count of buyer confirmations per address and day.
    "ALTER TABLE mail_settings ADD COLUMN site_url TEXT;
     CREATE TABLE confirmation_quota (
         address TEXT NOT NULL,
         day     INTEGER NOT NULL,
         sent    INTEGER NOT NULL,
         PRIMARY KEY (address, day)
     ) WITHOUT ROWID;",
    // 8: API keys for integrators' scripts.
    "CREATE TABLE api_keys (
         id           INTEGER PRIMARY KEY AUTOINCREMENT,
         name         TEXT NOT NULL UNIQUE,
         token_hash   BLOB NOT NULL UNIQUE,
         prefix       TEXT NOT NULL,
         can_write    INTEGER NOT NULL CHECK (can_write IN (0, 1)),
         admin_id     INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
         created_at   INTEGER NOT NULL,
         last_used_at INTEGER
     );
     CREATE INDEX api_keys_admin ON api_keys (admin_id);",
    // 9: every product and award text in both languages (empty: not written yet; the pages then
    // show the English text).
    "ALTER TABLE products ADD COLUMN name_fa TEXT NOT NULL DEFAULT '';
     ALTER TABLE products ADD COLUMN description TEXT NOT NULL DEFAULT '';
     ALTER TABLE products ADD COLUMN description_fa TEXT NOT NULL DEFAULT '';
     ALTER TABLE awards ADD COLUMN title_fa TEXT NOT NULL DEFAULT '';
     ALTER TABLE awards ADD COLUMN description_fa TEXT NOT NULL DEFAULT '';",
    // 10: the facts importers decide on, per product (`packaging`: a JSON list of {en, fa}), and
    // the company's commercial terms (`incoterms`: a JSON list of {term, place, placeFa}).
    "CREATE TABLE product_facts (
         product_id        INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
         variety           TEXT,
         variety_fa        TEXT,
         grade             TEXT,
         grade_fa          TEXT,
         origin            TEXT,
         crop_year         INTEGER,
         moisture          REAL CHECK (moisture BETWEEN 0 AND 100),
         shelf_life_months INTEGER CHECK (shelf_life_months > 0),
         hs_code           TEXT,
         packaging         TEXT NOT NULL DEFAULT '[]',
         min_order         INTEGER CHECK (min_order > 0),
         lead_time_days    INTEGER CHECK (lead_time_days >= 0),
         samples           INTEGER CHECK (samples IN (0, 1))
     ) WITHOUT ROWID;
     CREATE TABLE commercial_terms (
         id               INTEGER PRIMARY KEY CHECK (id = 1),
         incoterms        TEXT NOT NULL DEFAULT '[]',
         payment_terms    TEXT,
         payment_terms_fa TEXT,
         sample_policy    TEXT,
         sample_policy_fa TEXT,
         inspection       TEXT,
         inspection_fa    TEXT
     );
     INSERT INTO commercial_terms (id) VALUES (1);",
    // 11: certificates of the company and documents of a product (a PDF or an image each).
    "CREATE TABLE documents (
         id          INTEGER PRIMARY KEY,
         product_id  INTEGER REFERENCES products (id) ON DELETE CASCADE,
         title       TEXT NOT NULL,
         title_fa    TEXT NOT NULL DEFAULT '',
         issuer      TEXT NOT NULL DEFAULT '',
         number      TEXT NOT NULL DEFAULT '',
         valid_until TEXT,
         file_media  TEXT NOT NULL REFERENCES media (name),
         created_at  INTEGER NOT NULL,
         updated_at  INTEGER NOT NULL
     );
     CREATE INDEX documents_product ON documents (product_id);",
    // 12: a product's further photos, and each image's smaller widths.
    "-- A product's photos after the first (the first, the card's, is products.image_*), in order.
     CREATE TABLE product_images (
         product_id  INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
         position    INTEGER NOT NULL CHECK (position >= 1),
         image_media TEXT REFERENCES media (name),
         image_link  TEXT,
         CHECK ((image_media IS NULL) <> (image_link IS NULL)),
         PRIMARY KEY (product_id, position)
     ) WITHOUT ROWID;
     CREATE INDEX product_images_media ON product_images (image_media) WHERE image_media IS NOT NULL;

     -- Each stored image's size, and the smaller widths it is also kept in (made once, on upload, or
     -- after an upgrade by the server's first start). `image_sizes` marks an image as done (width 0:
     -- not decodable). A width is served at /media/<its name>, as immutable as the original, and
     -- goes with it (no REFERENCES: the garbage collector removes both together).
     CREATE TABLE image_sizes (
         name   TEXT PRIMARY KEY,
         width  INTEGER NOT NULL,
         height INTEGER NOT NULL
     ) WITHOUT ROWID;
     CREATE TABLE image_widths (
         name   TEXT PRIMARY KEY,
         source TEXT NOT NULL,
         width  INTEGER NOT NULL,
         mime   TEXT NOT NULL,
         bytes  BLOB NOT NULL
     ) WITHOUT ROWID;
     CREATE INDEX image_widths_source ON image_widths (source, width);",
    // 13: quote requests, their revisions and messages; orders made from a quote; mail attachments;
    // the bank details of the proforma (issue 30).
    "ALTER TABLE orders ADD COLUMN quote_id INTEGER REFERENCES quotes (id) ON DELETE SET NULL;
     -- Quote requests (issue 30): an inquiry over several products becomes a quote request; the
     -- company answers with numbered revisions whose prices never change once sent; the buyer reads
     -- them at /quote/<token> and accepts (one order per line, orders.quote_id) or declines. Status
     -- 'expired' is not stored: a 'quoted' request whose latest revision's last day has ended in Kabul.
     CREATE TABLE quotes (
         id                INTEGER PRIMARY KEY,
         number            TEXT NOT NULL UNIQUE,
         -- 192 random bits, base64url: the buyer's page and calls
         token             TEXT NOT NULL UNIQUE,
         status            TEXT NOT NULL DEFAULT 'new'
                           CHECK (status IN ('new', 'quoted', 'accepted', 'declined', 'withdrawn')),
         lang              TEXT NOT NULL CHECK (lang IN ('en', 'fa')),
         name              TEXT NOT NULL,
         company           TEXT,
         email             TEXT NOT NULL,
         phone             TEXT,
         country           TEXT,
         destination       TEXT,
         incoterm          TEXT,
         wanted_by         TEXT,
         samples_first     INTEGER NOT NULL DEFAULT 0 CHECK (samples_first IN (0, 1)),
         notes             TEXT,
         created_at        INTEGER NOT NULL,
         first_answered_at INTEGER,
         decided_at        INTEGER,
         decline_reason    TEXT,
         accepted_revision INTEGER
     );
     CREATE INDEX quotes_created ON quotes (created_at);
     -- A requested product: its names, unit and packaging as they were asked for.
     CREATE TABLE quote_lines (
         id              INTEGER PRIMARY KEY,
         quote_id        INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
         position        INTEGER NOT NULL,
         product_id      INTEGER REFERENCES products (id) ON DELETE SET NULL,
         product_name    TEXT NOT NULL,
         product_name_fa TEXT NOT NULL DEFAULT '',
         unit            TEXT NOT NULL,
         quantity        INTEGER NOT NULL CHECK (quantity > 0),
         packaging       TEXT,
         packaging_fa    TEXT
     );
     CREATE INDEX quote_lines_quote ON quote_lines (quote_id, position);
     -- The company's answers; `reminded_at`: when the buyer was reminded of its expiry (once).
     CREATE TABLE quote_revisions (
         quote_id         INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
         number           INTEGER NOT NULL CHECK (number >= 1),
         sent_at          INTEGER NOT NULL,
         currency         TEXT NOT NULL CHECK (currency IN ('USD', 'AFN')),
         incoterm         TEXT NOT NULL,
         place            TEXT NOT NULL,
         place_fa         TEXT,
         valid_until      TEXT NOT NULL,
         payment_terms    TEXT NOT NULL,
         payment_terms_fa TEXT,
         lead_time_days   INTEGER NOT NULL,
         message          TEXT,
         message_fa       TEXT,
         reminded_at      INTEGER,
         PRIMARY KEY (quote_id, number)
     ) WITHOUT ROWID;
     -- A revision's price of a line, in hundredths of its currency.
     CREATE TABLE quote_prices (
         quote_id   INTEGER NOT NULL,
         revision   INTEGER NOT NULL,
         line_id    INTEGER NOT NULL REFERENCES quote_lines (id) ON DELETE CASCADE,
         unit_cents INTEGER NOT NULL CHECK (unit_cents > 0),
         PRIMARY KEY (quote_id, revision, line_id),
         FOREIGN KEY (quote_id, revision) REFERENCES quote_revisions (quote_id, number) ON DELETE CASCADE
     ) WITHOUT ROWID;
     -- What was sent is never rewritten: only the reminder's time may be set on a revision.
     CREATE TRIGGER quote_prices_fixed BEFORE UPDATE ON quote_prices
     BEGIN SELECT RAISE(ABORT, 'a sent price never changes'); END;
     CREATE TRIGGER quote_revisions_fixed BEFORE UPDATE OF quote_id, number, sent_at, currency, incoterm, place,
         place_fa, valid_until, payment_terms, payment_terms_fa, lead_time_days, message, message_fa ON quote_revisions
     BEGIN SELECT RAISE(ABORT, 'a sent revision never changes'); END;
     CREATE TABLE quote_messages (
         id       INTEGER PRIMARY KEY,
         quote_id INTEGER NOT NULL REFERENCES quotes (id) ON DELETE CASCADE,
         sender   TEXT NOT NULL CHECK (sender IN ('buyer', 'company')),
         text     TEXT NOT NULL,
         at       INTEGER NOT NULL
     );
     CREATE INDEX quote_messages_quote ON quote_messages (quote_id, id);
     -- Files sent with an outbox message (the proforma with a quote), dropped once it is sent.
     CREATE TABLE outbox_attachments (
         outbox_id INTEGER NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
         position  INTEGER NOT NULL,
         filename  TEXT NOT NULL,
         mime      TEXT NOT NULL,
         bytes     BLOB NOT NULL,
         PRIMARY KEY (outbox_id, position)
     ) WITHOUT ROWID;
     -- The company's bank, printed on every proforma (PUT /api/content/bank).
     CREATE TABLE bank_details (
         id           INTEGER PRIMARY KEY CHECK (id = 1),
         beneficiary  TEXT NOT NULL,
         bank_name    TEXT NOT NULL,
         account      TEXT NOT NULL,
         iban         TEXT,
         swift        TEXT,
         bank_address TEXT,
         notes        TEXT,
         notes_fa     TEXT
     );
     CREATE INDEX orders_quote ON orders (quote_id) WHERE quote_id IS NOT NULL;",
    // 14 (issue 31): visitor counts per day, and the country an order request was sent from.
    "ALTER TABLE orders ADD COLUMN country TEXT;
     -- Visitor analytics (src/visits): counts per UTC day (`day`: days since 1970-01-01), and nothing
     -- about anyone: no address, browser or identifier. Written once a minute. `visit_counts` holds a
     -- day's page views and visitors per page ('/products/12' is product 12's page), language, country
     -- (ISO code or 'unknown'), device ('phone', 'tablet', 'desktop'), referring host, utm_source and
     -- utm_campaign; `visit_products` each product page's views by country, packed as 'AF=12,DE=3'.
     CREATE TABLE visit_days (
         day           INTEGER PRIMARY KEY,
         visitors      INTEGER NOT NULL DEFAULT 0,
         views         INTEGER NOT NULL DEFAULT 0,
         crawler_views INTEGER NOT NULL DEFAULT 0
     );
     CREATE TABLE visit_counts (
         day       INTEGER NOT NULL,
         dimension TEXT NOT NULL
                   CHECK (dimension IN ('page', 'lang', 'country', 'device', 'referrer', 'source', 'campaign')),
         value     TEXT NOT NULL,
         views     INTEGER NOT NULL DEFAULT 0,
         visitors  INTEGER NOT NULL DEFAULT 0,
         PRIMARY KEY (day, dimension, value)
     ) WITHOUT ROWID;
     CREATE TABLE visit_products (
         day        INTEGER NOT NULL,
         product_id INTEGER NOT NULL,
         views      INTEGER NOT NULL,
         countries  TEXT NOT NULL,
         PRIMARY KEY (day, product_id)
     ) WITHOUT ROWID;",
    // 15: the office hours the WhatsApp button reads (Kabul time; `days`: comma-separated
    // sat,sun,…), the specification's Saturday to Thursday 09:00-18:00 until an admin saves others.
    "CREATE TABLE office_hours (
         id          INTEGER PRIMARY KEY CHECK (id = 1),
         days        TEXT NOT NULL DEFAULT 'sat,sun,mon,tue,wed,thu',
         opens       TEXT NOT NULL DEFAULT '09:00',
         closes      TEXT NOT NULL DEFAULT '18:00',
         reply_hours INTEGER NOT NULL DEFAULT 4 CHECK (reply_hours BETWEEN 1 AND 168)
     );
     INSERT INTO office_hours (id) VALUES (1);",
    // 16 (issue 31 with 30): the country a quote request was sent from, for the visitors' funnel
    // (`country` is what the buyer typed).
    "ALTER TABLE quotes ADD COLUMN geo_country TEXT;",
];

pub const SCHEMA_VERSION: i64 = 1 + MIGRATIONS.len() as i64;

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
    /// commit proves the space is back. Given by the server (mail.rs), which db.rs does not know.
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

fn migrate(conn: &mut Connection) -> Result<(), String> {
    let version: i64 = conn.pragma_query_value(None, "user_version", |r| r.get(0)).map_err(|e| e.to_string())?;
    if version > SCHEMA_VERSION {
        return Err(format!(
            "the database is at schema version {version}, newer than this program ({SCHEMA_VERSION}); use a newer build"
        ));
    }
    // Before anything of the file runs (a migration fires its triggers): what it holds must be
    // what this program made (schema.rs).
    if version > 0 {
        check_schema(conn, version).map_err(|e| {
            format!("{e}. It may have been tampered with: it is not opened. Restore a backup you trust (site restore)")
        })?;
    }
    if version == SCHEMA_VERSION {
        return Ok(());
    }
    let tx = conn.transaction_with_behavior(TransactionBehavior::Exclusive).map_err(|e| e.to_string())?;
    if version == 0 {
        let tables: i64 = tx
            .query_row("SELECT count(*) FROM sqlite_schema WHERE type = 'table'", [], |r| r.get(0))
            .map_err(|e| e.to_string())?;
        if tables > 0 {
            return Err("the file holds tables but no schema version: not a database of this site".into());
        }
        tx.execute_batch(SCHEMA).map_err(|e| format!("schema.sql: {e}"))?;
    } else {
        upgrade(&tx, version)?;
    }
    tx.pragma_update(None, "user_version", SCHEMA_VERSION).map_err(|e| e.to_string())?;
    tx.commit().map_err(|e| e.to_string())
}

/// Checks that the schema of the database on `conn`, at `version` (1 ..= [`SCHEMA_VERSION`]), is
/// what this program makes: schema.sql, or the schema of that version after the migrations.
pub fn check_schema(conn: &Connection, version: i64) -> Result<(), String> {
    crate::schema::check(conn, version, SCHEMA, upgrade)
}

/// Runs the migrations that take a database at `version` (at least 1) to [`SCHEMA_VERSION`].
fn upgrade(tx: &Transaction, version: i64) -> Result<(), String> {
    for (i, step) in MIGRATIONS.iter().enumerate().skip((version - 1).max(0) as usize) {
        tx.execute_batch(step).map_err(|e| format!("migration {}: {e}", i + 2))?;
    }
    Ok(())
}

/// Milliseconds since the Unix epoch, the unit of every stored time.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as i64).unwrap_or(0)
}
