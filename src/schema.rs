//! The schema a database file must have before anything in it runs: the tables (with their columns
//! and constraints), indexes, views and triggers that schema.sql and the migrations create, and no
//! others. A backup with a trigger of its own (one that sets every price to 0.01 on each new
//! order) or without the audit log's guard is refused by `site restore` and by start-up.
//!
//! A file's schema is copied into an empty in-memory database, brought to the current version by
//! the same migrations (an older file holds tables as its version created them, columns added
//! later at their end), and compared with a fresh database built from schema.sql: each statement
//! in sqlite_schema read as SQL tokens (comments, spacing, case and identifier quotes aside), a
//! table's columns and constraints as a set, so that the order in which migrations added them does
//! not matter.

use std::collections::{BTreeMap, BTreeSet};

use rusqlite::{Connection, Transaction};

/// SQLite's own tables, made as it needs them (`sqlite_sequence` by AUTOINCREMENT, the statistics
/// by ANALYZE): not part of the comparison.
const SQLITE_OWN: [&str; 4] = ["sqlite_sequence", "sqlite_stat1", "sqlite_stat3", "sqlite_stat4"];

/// Litestream's bookkeeping tables, which it creates in the database it replicates (and which its
/// restores carry): not part of the comparison either. A table runs nothing by itself; a trigger
/// or view on one would still be refused.
const LITESTREAM_OWN: [&str; 2] = ["_litestream_seq", "_litestream_lock"];

/// A table that some other program makes as it needs it, not this one.
fn made_by_others(kind: &str, name: &str) -> bool {
    kind == "table" && (SQLITE_OWN.contains(&name) || LITESTREAM_OWN.contains(&name))
}

/// One object of a schema, normalised: a table as its name and the set of its columns and
/// constraints, anything else as its statement's tokens.
#[derive(Debug, PartialEq, Eq)]
enum Shape {
    Table { head: String, parts: BTreeSet<String>, tail: String },
    Statement(String),
}

/// `(type, name)` → shape.
type Schema = BTreeMap<(String, String), Shape>;

/// Checks that the database on `conn`, at `version`, has the schema that `migrate` (the
/// migrations from a version to the current one) leaves, and that `fresh` (schema.sql) makes.
/// Reads the file's sqlite_schema only: nothing of the file runs. The error names what differs.
pub fn check(
    conn: &Connection,
    version: i64,
    fresh: &str,
    migrate: impl FnOnce(&Transaction, i64) -> Result<(), String>,
) -> Result<(), String> {
    let differs = |what: String| format!("its schema is not the one this program creates ({what})");
    let copy = copy_and_migrate(conn, version, migrate).map_err(differs)?;
    let found = read(&copy).map_err(|e| differs(e.to_string()))?;
    let expected = Connection::open_in_memory()
        .and_then(|c| c.execute_batch(fresh).and_then(|()| read(&c)))
        .map_err(|e| format!("schema.sql: {e}"))?;
    let mut notes = Vec::new();
    for ((kind, name), shape) in &found {
        match expected.get(&(kind.clone(), name.clone())) {
            None => notes.push(format!("{kind} {} is not part of it", plain(name))),
            Some(want) if want != shape => notes.push(format!("{kind} {name} differs: {}", difference(want, shape))),
            Some(_) => {}
        }
    }
    for (kind, name) in expected.keys().filter(|k| !found.contains_key(*k)) {
        notes.push(format!("{kind} {name} is missing"));
    }
    if notes.len() > MAX_NOTES {
        let more = notes.len() - MAX_NOTES;
        notes.truncate(MAX_NOTES);
        notes.push(format!("and {more} more"));
    }
    if notes.is_empty() {
        Ok(())
    } else {
        Err(differs(notes.join("; ")))
    }
}

/// How many differences a message names.
const MAX_NOTES: usize = 8;

/// A name or definition from the file, fit for a terminal and a log line: no control characters.
fn plain(text: &str) -> String {
    text.chars().map(|c| if c.is_control() { '?' } else { c }).collect()
}

/// An empty in-memory database with the schema of the file on `conn`, migrated from `version`.
fn copy_and_migrate(
    conn: &Connection,
    version: i64,
    migrate: impl FnOnce(&Transaction, i64) -> Result<(), String>,
) -> Result<Connection, String> {
    let mut copy = Connection::open_in_memory().map_err(|e| e.to_string())?;
    copy.pragma_update(None, "trusted_schema", false).map_err(|e| e.to_string())?;
    // Tables first: an index or trigger needs its table.
    let mut stmt = conn
        .prepare(
            "SELECT type, name, sql FROM sqlite_schema
             ORDER BY CASE type WHEN 'table' THEN 0 WHEN 'index' THEN 1 WHEN 'view' THEN 2 ELSE 3 END, rowid",
        )
        .map_err(|e| e.to_string())?;
    let rows = stmt
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, Option<String>>(2)?)))
        .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
        .map_err(|e| e.to_string())?;
    for (kind, name, sql) in rows {
        if made_by_others(&kind, &name) {
            continue;
        }
        let Some(sql) = sql else {
            // The index of a UNIQUE or PRIMARY KEY constraint, which its table's text makes.
            if kind == "index" && name.starts_with("sqlite_autoindex_") {
                continue;
            }
            return Err(format!("{kind} {} is not part of it", plain(&name)));
        };
        // Only a statement that creates what the row says it is runs, on the empty copy (one
        // statement: `prepare` refuses more); a table made `AS SELECT` is none of ours either.
        let words = tokens(&sql);
        let creates = words.first().is_some_and(|w| w == "create")
            && words.iter().skip(1).take(3).any(|w| *w == kind)
            && !(kind == "table" && words.iter().any(|w| w == "select"));
        let made = creates && copy.prepare(&sql).and_then(|mut s| s.execute([])).is_ok();
        if !made {
            return Err(format!("{kind} {} is not part of it", plain(&name)));
        }
    }
    let tx = copy.transaction().map_err(|e| e.to_string())?;
    migrate(&tx, version).map_err(|e| format!("its tables do not take the migrations: {e}"))?;
    tx.commit().map_err(|e| e.to_string())?;
    Ok(copy)
}

/// The schema of the database on `conn`, normalised.
fn read(conn: &Connection) -> rusqlite::Result<Schema> {
    let mut stmt = conn.prepare("SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL")?;
    let rows = stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?)))?;
    let mut schema = Schema::new();
    for row in rows {
        let (kind, name, sql) = row?;
        if made_by_others(&kind, &name) {
            continue;
        }
        let shape = if kind == "table" { table(&tokens(&sql)) } else { Shape::Statement(tokens(&sql).join(" ")) };
        schema.insert((kind, name), shape);
    }
    Ok(schema)
}

/// A `CREATE TABLE` statement as its head (`create table name`), the set of its columns and
/// table constraints, and what follows the list (`without rowid`).
fn table(words: &[String]) -> Shape {
    let Some(open) = words.iter().position(|w| w == "(") else { return Shape::Statement(words.join(" ")) };
    let mut parts = BTreeSet::new();
    let mut part: Vec<&str> = Vec::new();
    let mut depth = 0;
    for (i, w) in words.iter().enumerate().skip(open + 1) {
        match w.as_str() {
            "(" => depth += 1,
            ")" if depth == 0 => {
                parts.insert(part.join(" "));
                let (head, tail) = (words[..open].join(" "), words[i + 1..].join(" "));
                return Shape::Table { head, parts, tail };
            }
            ")" => depth -= 1,
            "," if depth == 0 => {
                parts.insert(std::mem::take(&mut part).join(" "));
                continue;
            }
            _ => {}
        }
        part.push(w);
    }
    Shape::Statement(words.join(" "))
}

/// What a table has that it should not and lacks, for the message.
fn difference(want: &Shape, found: &Shape) -> String {
    match (want, found) {
        (Shape::Table { parts: want, .. }, Shape::Table { parts: found, .. }) if want != found => {
            let list = |set: Vec<&String>| set.iter().map(|p| format!("`{}`", plain(p))).collect::<Vec<_>>().join(", ");
            let extra = list(found.difference(want).collect());
            let lacking = list(want.difference(found).collect());
            match (extra.is_empty(), lacking.is_empty()) {
                (false, false) => format!("it has {extra} and lacks {lacking}"),
                (false, true) => format!("it has {extra}"),
                _ => format!("it lacks {lacking}"),
            }
        }
        (Shape::Statement(want), Shape::Statement(found)) => {
            format!("`{}` where this program has `{want}`", plain(found))
        }
        _ => "its definition is not this program's".to_owned(),
    }
}

/// The SQL text as tokens: comments and spacing dropped, keywords and identifiers in lower case
/// and without their quotes, string literals as they are.
fn tokens(sql: &str) -> Vec<String> {
    let chars: Vec<char> = sql.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    // the index just past a quoted run that ends with `close` (a doubled `close` is part of it)
    let quoted = |from: usize, close: char| {
        let mut j = from + 1;
        while j < chars.len() {
            if chars[j] == close {
                if close != ']' && chars.get(j + 1) == Some(&close) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            j += 1;
        }
        chars.len()
    };
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c.is_whitespace() {
            i += 1;
        } else if c == '-' && next == Some('-') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let end = (i + 2..chars.len().saturating_sub(1)).find(|&j| chars[j] == '*' && chars[j + 1] == '/');
            i = end.map_or(chars.len(), |j| j + 2);
        } else if c == '\'' {
            let end = quoted(i, '\'');
            out.push(chars[i..end].iter().collect());
            i = end;
        } else if matches!(c, '"' | '`' | '[') {
            let close = if c == '[' { ']' } else { c };
            let end = quoted(i, close);
            let inner: String = chars[i + 1..end.saturating_sub(1).max(i + 1)].iter().collect();
            let doubled: String = [close, close].iter().collect();
            out.push(inner.replace(&doubled, &close.to_string()).to_lowercase());
            i = end;
        } else if c.is_alphanumeric() || c == '_' || c == '$' {
            let end = (i..chars.len()).find(|&j| !(chars[j].is_alphanumeric() || matches!(chars[j], '_' | '$')));
            let end = end.unwrap_or(chars.len());
            out.push(chars[i..end].iter().collect::<String>().to_lowercase());
            i = end;
        } else if matches!(c, '<' | '>' | '=' | '!' | '|') {
            let end =
                (i..chars.len()).find(|&j| !matches!(chars[j], '<' | '>' | '=' | '!' | '|')).unwrap_or(chars.len());
            out.push(chars[i..end].iter().collect());
            i = end;
        } else {
            out.push(c.to_string());
            i += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_ignore_comments_spacing_case_and_quotes() {
        let a = tokens("CREATE TABLE \"t\" (a TEXT, -- note\n b INTEGER CHECK (b<>1) /* x */, c TEXT DEFAULT 'It''s')");
        let b = tokens("create table t(a text,b integer check(b <> 1),c text default 'It''s')");
        assert_eq!(a, b);
        assert_ne!(tokens("CHECK (lang IN ('en'))"), tokens("CHECK (lang IN ('EN'))"));
    }

    #[test]
    fn a_table_is_its_parts_in_any_order() {
        let a = table(&tokens("CREATE TABLE t (a TEXT, b TEXT CHECK (b IN (1, 2)), PRIMARY KEY (a, b)) WITHOUT ROWID"));
        let b = table(&tokens("CREATE TABLE t (b TEXT CHECK (b IN (1, 2)), PRIMARY KEY (a, b), a TEXT) WITHOUT ROWID"));
        assert_eq!(a, b);
        let rowid = table(&tokens("CREATE TABLE t (b TEXT CHECK (b IN (1, 2)), PRIMARY KEY (a, b), a TEXT)"));
        assert_ne!(a, rowid);
    }

    const FRESH: &str = "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, note TEXT);
        CREATE INDEX t_name ON t (name);
        CREATE TRIGGER t_keep BEFORE DELETE ON t BEGIN SELECT RAISE(ABORT, 'kept'); END;";

    /// Version 1 had `t` without `note`; version 2 adds it.
    fn migrate(tx: &Transaction, version: i64) -> Result<(), String> {
        if version < 2 {
            tx.execute_batch("ALTER TABLE t ADD COLUMN note TEXT;").map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    fn file(sql: &str) -> Connection {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(sql).unwrap();
        conn
    }

    #[test]
    fn a_fresh_or_migrated_database_passes() {
        assert_eq!(check(&file(FRESH), 2, FRESH, migrate), Ok(()));
        let v1 = "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
            CREATE INDEX t_name ON t (name);
            CREATE TRIGGER t_keep BEFORE DELETE ON t BEGIN SELECT RAISE(ABORT, 'kept'); END;";
        assert_eq!(check(&file(v1), 1, FRESH, migrate), Ok(()));
    }

    #[test]
    fn litestreams_tables_pass_but_not_a_trigger_on_them() {
        let replicated = file(FRESH);
        replicated
            .execute_batch(
                "CREATE TABLE _litestream_seq (id INTEGER PRIMARY KEY, seq INTEGER);
                 CREATE TABLE _litestream_lock (id INTEGER);",
            )
            .unwrap();
        assert_eq!(check(&replicated, 2, FRESH, migrate), Ok(()));
        replicated
            .execute_batch("CREATE TRIGGER sneaky AFTER INSERT ON _litestream_lock BEGIN DELETE FROM t; END")
            .unwrap();
        let refused = check(&replicated, 2, FRESH, migrate).unwrap_err();
        assert!(refused.contains("trigger sneaky is not part of it"), "{refused}");
    }

    #[test]
    fn what_differs_is_named() {
        for (change, says) in [
            ("DROP TRIGGER t_keep", "trigger t_keep is missing"),
            ("CREATE TRIGGER t_cheap AFTER INSERT ON t BEGIN DELETE FROM t; END", "trigger t_cheap is not part of it"),
            ("DROP INDEX t_name; CREATE INDEX t_name ON t (note)", "index t_name differs"),
            ("ALTER TABLE t ADD COLUMN extra", "table t differs: it has `extra`"),
            ("CREATE VIEW v AS SELECT 1", "view v is not part of it"),
        ] {
            let conn = file(FRESH);
            conn.execute_batch(change).unwrap();
            let refused = check(&conn, 2, FRESH, migrate).unwrap_err();
            assert!(refused.contains(says), "{change}: {refused}");
        }
    }
}
