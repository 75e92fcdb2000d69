//! The schema of a fresh database (schema.sql) and the migrations that bring an older one to it,
//! checked against what this program makes before anything of the file runs.

use rusqlite::{Connection, Transaction, TransactionBehavior};

/// The full schema of a fresh database.
const SCHEMA: &str = include_str!("../../schema.sql");

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
    // 17 (issue 40): sensitive changes need a recent password (and second factor); admins' mail
    // addresses for their notices; backup-only keys; a proforma keeps the bank details it was
    // sent with (those of today for what was sent before).
    "ALTER TABLE admins ADD COLUMN email TEXT;
     ALTER TABLE admins ADD COLUMN totp_secret BLOB;
     ALTER TABLE admins ADD COLUMN totp_pending BLOB;
     ALTER TABLE admins ADD COLUMN totp_step INTEGER;
     CREATE TABLE recovery_codes (
         admin_id  INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
         code_hash BLOB NOT NULL,
         PRIMARY KEY (admin_id, code_hash)
     ) WITHOUT ROWID;
     CREATE TABLE admin_policy (
         id                    INTEGER PRIMARY KEY CHECK (id = 1),
         require_second_factor INTEGER NOT NULL DEFAULT 0 CHECK (require_second_factor IN (0, 1))
     );
     INSERT INTO admin_policy (id) VALUES (1);
     ALTER TABLE sessions ADD COLUMN confirmed_at INTEGER NOT NULL DEFAULT 0;
     ALTER TABLE api_keys ADD COLUMN for_backups INTEGER NOT NULL DEFAULT 0 CHECK (for_backups IN (0, 1));
     ALTER TABLE bank_details ADD COLUMN changed_at INTEGER;
     ALTER TABLE quote_revisions ADD COLUMN bank TEXT;
     UPDATE quote_revisions SET bank = (SELECT json_object('beneficiary', beneficiary, 'bankName', bank_name,
         'account', account, 'iban', iban, 'swift', swift, 'bankAddress', bank_address, 'notes', notes,
         'notesFa', notes_fa) FROM bank_details WHERE id = 1);
     DROP TRIGGER quote_revisions_fixed;
     CREATE TRIGGER quote_revisions_fixed BEFORE UPDATE OF quote_id, number, sent_at, currency, incoterm, place,
         place_fa, valid_until, payment_terms, payment_terms_fa, lead_time_days, message, message_fa, bank ON quote_revisions
     BEGIN SELECT RAISE(ABORT, 'a sent revision never changes'); END;",
    // 18 (issue 41): shipments with their packages, milestones and documents; commercial invoices
    // and credit notes that never change; payment schedules and payments; the exports a departure
    // recorded.
    "CREATE TABLE shipments (
         id                INTEGER PRIMARY KEY,
         number            TEXT NOT NULL UNIQUE, -- 'SHP-2026-0001'
         -- 192 random bits, base64url: the buyer's order page and calls
         token             TEXT NOT NULL UNIQUE,
         quote_id          INTEGER REFERENCES quotes (id) ON DELETE SET NULL,
         lang              TEXT NOT NULL CHECK (lang IN ('en', 'fa')),
         buyer_name        TEXT NOT NULL,
         buyer_company     TEXT,
         buyer_email       TEXT NOT NULL,
         currency          TEXT NOT NULL CHECK (currency IN ('USD', 'AFN')),
         consignee         TEXT NOT NULL DEFAULT '',
         notify_party      TEXT NOT NULL DEFAULT '',
         mode              TEXT NOT NULL CHECK (mode IN ('air', 'road', 'sea', 'rail')),
         carrier           TEXT NOT NULL DEFAULT '',
         transport_doc     TEXT NOT NULL DEFAULT '', -- the AWB, B/L or CMR number
         loading_place     TEXT NOT NULL DEFAULT '',
         discharge_place   TEXT NOT NULL DEFAULT '',
         destination       TEXT NOT NULL,            -- the country, as the public exports name it
         incoterm          TEXT NOT NULL,
         incoterm_place    TEXT NOT NULL DEFAULT '',
         payment_terms     TEXT NOT NULL DEFAULT '',
         payment_terms_fa  TEXT NOT NULL DEFAULT '',
         etd               TEXT,
         eta               TEXT,
         created_at        INTEGER NOT NULL,
         updated_at        INTEGER NOT NULL,
         CHECK (eta IS NULL OR etd IS NULL OR eta >= etd)
     );
     CREATE INDEX shipments_quote ON shipments (quote_id) WHERE quote_id IS NOT NULL;
     CREATE INDEX shipments_buyer ON shipments (buyer_email COLLATE NOCASE);
     CREATE TABLE shipment_containers (
         shipment_id INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
         position    INTEGER NOT NULL CHECK (position >= 1),
         number      TEXT NOT NULL, -- ISO 6346, e.g. 'MSKU1234565'
         seal        TEXT NOT NULL DEFAULT '',
         PRIMARY KEY (shipment_id, position),
         UNIQUE (shipment_id, number)
     ) WITHOUT ROWID;
     -- An order shipped: what of it, at what price, in which packages. An order is in one shipment.
     CREATE TABLE shipment_lines (
         shipment_id       INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
         position          INTEGER NOT NULL CHECK (position >= 1),
         order_id          INTEGER NOT NULL UNIQUE REFERENCES orders (id),
         product_id        INTEGER REFERENCES products (id) ON DELETE SET NULL,
         product_name      TEXT NOT NULL,
         product_name_fa   TEXT NOT NULL DEFAULT '',
         unit              TEXT NOT NULL CHECK (unit IN ('kg', 'ton', 'bag', 'box')),
         hs_code           TEXT NOT NULL DEFAULT '',
         origin            TEXT NOT NULL DEFAULT '', -- a province's code (src/models/facts.rs)
         quantity          INTEGER NOT NULL CHECK (quantity > 0), -- in `unit`, at most the order's
         unit_cents        INTEGER NOT NULL CHECK (unit_cents > 0),
         -- the packages, once packed (all four set or none)
         packages          INTEGER CHECK (packages > 0),
         package_kind      TEXT,
         package_kind_fa   TEXT NOT NULL DEFAULT '',
         net_grams         INTEGER CHECK (net_grams > 0),   -- per package
         gross_grams       INTEGER CHECK (gross_grams >= net_grams), -- per package
         marks             TEXT NOT NULL DEFAULT '',
         container         TEXT NOT NULL DEFAULT '', -- one of the shipment's container numbers, or ''
         PRIMARY KEY (shipment_id, position),
         CHECK ((packages IS NULL) = (package_kind IS NULL) AND (packages IS NULL) = (net_grams IS NULL)
                AND (packages IS NULL) = (gross_grams IS NULL))
     ) WITHOUT ROWID;
     -- booked, packed, departed, arrived, delivered: each after the one before, never earlier.
     CREATE TABLE shipment_milestones (
         shipment_id INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
         kind        TEXT NOT NULL CHECK (kind IN ('booked', 'packed', 'departed', 'arrived', 'delivered')),
         date        TEXT NOT NULL,
         recorded_at INTEGER NOT NULL,
         PRIMARY KEY (shipment_id, kind)
     ) WITHOUT ROWID;
     -- Papers of others (phytosanitary, origin, the B/L or AWB scan, inspection, insurance).
     CREATE TABLE shipment_documents (
         id          INTEGER PRIMARY KEY,
         shipment_id INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
         kind        TEXT NOT NULL
                     CHECK (kind IN ('phytosanitary', 'origin', 'transport', 'inspection', 'insurance', 'other')),
         number      TEXT NOT NULL DEFAULT '',
         file_media  TEXT NOT NULL REFERENCES media (name),
         created_at  INTEGER NOT NULL
     );
     CREATE INDEX shipment_documents_shipment ON shipment_documents (shipment_id);
     -- Commercial invoices ('INV-2026-0001') and credit notes ('CN-2026-0001'), each numbered per year
     -- without gaps. `document` is everything printed (JSON: seller, buyer, lines with their packages,
     -- totals, bank details) as issued: the invoice and its packing list are both drawn from it.
     -- Nothing changes or deletes one: a correction is a credit note and a new invoice.
     CREATE TABLE invoices (
         id          INTEGER PRIMARY KEY,
         kind        TEXT NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
         year        INTEGER NOT NULL,
         seq         INTEGER NOT NULL CHECK (seq >= 1),
         number      TEXT NOT NULL UNIQUE,
         shipment_id INTEGER NOT NULL REFERENCES shipments (id),
         corrects    INTEGER UNIQUE REFERENCES invoices (id), -- a credit note: the invoice it cancels
         issue_date  TEXT NOT NULL,
         issued_at   INTEGER NOT NULL,
         currency    TEXT NOT NULL CHECK (currency IN ('USD', 'AFN')),
         total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
         document    TEXT NOT NULL,
         UNIQUE (kind, year, seq),
         CHECK ((kind = 'credit_note') = (corrects IS NOT NULL))
     );
     CREATE INDEX invoices_shipment ON invoices (shipment_id);
     CREATE INDEX invoices_issued ON invoices (issue_date);
     CREATE TRIGGER invoices_no_update BEFORE UPDATE ON invoices
     BEGIN SELECT RAISE(ABORT, 'an issued invoice never changes'); END;
     CREATE TRIGGER invoices_no_delete BEFORE DELETE ON invoices
     BEGIN SELECT RAISE(ABORT, 'an issued invoice never changes'); END;
     -- A shipment's payment schedule: shares of its value (basis points, summing to 10 000), each due on
     -- a date, or some days after the departure (the B/L date) or the arrival. The amounts are computed:
     -- the last share takes the rounding, so they add up to the value exactly.
     CREATE TABLE payment_dues (
         shipment_id        INTEGER NOT NULL REFERENCES shipments (id) ON DELETE CASCADE,
         position           INTEGER NOT NULL CHECK (position >= 1),
         basis_points       INTEGER NOT NULL CHECK (basis_points BETWEEN 1 AND 10000),
         due                TEXT NOT NULL CHECK (due IN ('date', 'departed', 'arrived')),
         due_date           TEXT,    -- for 'date'
         days               INTEGER NOT NULL DEFAULT 0 CHECK (days BETWEEN 0 AND 365), -- after the milestone
         reminded_before_at INTEGER, -- the buyer was reminded a few days before (once)
         reminded_due_at    INTEGER, -- and on the day (once)
         PRIMARY KEY (shipment_id, position),
         CHECK ((due = 'date') = (due_date IS NOT NULL))
     ) WITHOUT ROWID;
     -- Money received for a shipment, in its currency; applied to its dues in their order.
     CREATE TABLE payments (
         id          INTEGER PRIMARY KEY,
         shipment_id INTEGER NOT NULL REFERENCES shipments (id),
         date        TEXT NOT NULL,
         amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
         currency    TEXT NOT NULL CHECK (currency IN ('USD', 'AFN')),
         method      TEXT NOT NULL CHECK (method IN ('transfer', 'letter_of_credit', 'hawala', 'cash', 'other')),
         reference   TEXT NOT NULL DEFAULT '',
         recorded_at INTEGER NOT NULL
     );
     CREATE INDEX payments_shipment ON payments (shipment_id);
     CREATE INDEX payments_date ON payments (date);
     -- The export movements a shipment's departure recorded (the public Exports grid shows them).
     ALTER TABLE stock_exports ADD COLUMN shipment_id INTEGER REFERENCES shipments (id) ON DELETE SET NULL;",
    // 19 (issue 42): a product's low-stock threshold and whether its alert has fired
    "CREATE TABLE stock_alerts (
         product_id INTEGER PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
         threshold  INTEGER NOT NULL CHECK (threshold BETWEEN 0 AND 1000000000),
         low_since  INTEGER
     ) WITHOUT ROWID;",
    // 20: webhooks (issue 42): endpoints, their deliveries and each attempt.
    "CREATE TABLE webhook_endpoints (
         id           INTEGER PRIMARY KEY,
         url          TEXT NOT NULL,
         events       TEXT NOT NULL,   -- the event types it wants, comma-separated
         secret       TEXT NOT NULL,   -- whsec_ + base64 of 32 random bytes
         enabled      INTEGER NOT NULL DEFAULT 1 CHECK (enabled IN (0, 1)),
         disabled_at  INTEGER,         -- when three days of failures switched it off
         created_at   INTEGER NOT NULL,
         created_by   TEXT NOT NULL
     );
     -- One event for one endpoint, written in the transaction of the change it tells of: pending while
     -- next_attempt_at is set; an endpoint's deliveries go out one at a time, in id order.
     CREATE TABLE webhook_deliveries (
         id              INTEGER PRIMARY KEY,
         endpoint_id     INTEGER NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
         message_id      TEXT NOT NULL,    -- webhook-id: the same for every attempt and endpoint
         type            TEXT NOT NULL,
         body            TEXT NOT NULL,    -- the JSON sent, {type, timestamp, data}
         created_at      INTEGER NOT NULL,
         next_attempt_at INTEGER,          -- NULL once delivered or given up
         failing_since   INTEGER,          -- the first failed attempt in a row
         delivered_at    INTEGER,
         given_up_at     INTEGER
     );
     CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (endpoint_id, id) WHERE next_attempt_at IS NOT NULL;
     CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, id);
     CREATE INDEX webhook_deliveries_created ON webhook_deliveries (created_at);
     -- Each attempt, kept 30 days: when, the answer's status (none when there was no answer), what
     -- failed, and the first 1 KB of the answer's body.
     CREATE TABLE webhook_attempts (
         id          INTEGER PRIMARY KEY,
         delivery_id INTEGER NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
         at          INTEGER NOT NULL,
         status      INTEGER,
         error       TEXT,
         answer      TEXT NOT NULL DEFAULT '',
         duration_ms INTEGER NOT NULL
     );
     CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id);
     CREATE INDEX webhook_attempts_at ON webhook_attempts (at);",
    // 21: an order keeps its product's unit, as it keeps its name ("500" alone says nothing); the
    // payment reminders remember the last day they ran (a due day missed while stopped is caught up)
    "ALTER TABLE orders ADD COLUMN unit TEXT CHECK (unit IN ('kg', 'ton', 'bag', 'box'));
     UPDATE orders SET unit = (SELECT unit FROM products WHERE products.id = orders.product_id);
     CREATE TABLE payment_reminder_runs (
         id       INTEGER PRIMARY KEY CHECK (id = 1),
         last_day TEXT NOT NULL
     );",
];

pub const SCHEMA_VERSION: i64 = 1 + MIGRATIONS.len() as i64;

pub(super) fn migrate(conn: &mut Connection) -> Result<(), String> {
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
