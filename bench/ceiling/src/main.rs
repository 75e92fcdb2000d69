//! Storage ceiling: how many single-row commits per second SQLite takes on this machine, replaying
//! the newest row of a table the server wrote (same schema, indexes and triggers) in a tight loop.
//!
//! Usage: bench-ceiling --db PATH --table NAME [--seconds S]
//! Prints one JSON line: {"table":..,"inserts":..,"seconds":..,"perSecond":..}

use rusqlite::types::Value;
use rusqlite::{params_from_iter, Connection};
use std::time::{Duration, Instant};

struct Args {
    db: String,
    table: String,
    seconds: f64,
}

fn parse_args() -> Result<Args, String> {
    let mut db = None;
    let mut table = None;
    let mut seconds = 3.0;
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--db" => db = Some(value),
            "--table" => table = Some(value),
            "--seconds" => seconds = value.parse().map_err(|_| "--seconds takes a number".to_string())?,
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    Ok(Args {
        db: db.ok_or("--db is required")?,
        table: table.ok_or("--table is required")?,
        seconds,
    })
}

fn quote(ident: &str) -> String {
    format!("\"{}\"", ident.replace('"', "\"\""))
}

fn run(args: &Args) -> rusqlite::Result<(u64, f64)> {
    let conn = Connection::open(&args.db)?;
    // The pragmas the server is documented to use (shared/dependency-notes.md).
    conn.busy_timeout(Duration::from_secs(5))?;
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;

    // Every column except the integer primary key, which SQLite assigns.
    let mut columns = Vec::new();
    {
        let mut info = conn.prepare(&format!("PRAGMA table_info({})", quote(&args.table)))?;
        let rows = info.query_map([], |r| Ok((r.get::<_, String>(1)?, r.get::<_, i64>(5)?)))?;
        for row in rows {
            let (name, pk) = row?;
            if pk == 0 {
                columns.push(quote(&name));
            }
        }
    }
    if columns.is_empty() {
        return Err(rusqlite::Error::InvalidParameterName(format!("no table {}", args.table)));
    }
    let list = columns.join(", ");
    let template: Vec<Value> = conn.query_row(
        &format!("SELECT {list} FROM {} ORDER BY rowid DESC LIMIT 1", quote(&args.table)),
        [],
        |r| (0..columns.len()).map(|i| r.get::<_, Value>(i)).collect(),
    )?;
    let placeholders = (1..=columns.len()).map(|i| format!("?{i}")).collect::<Vec<_>>().join(", ");
    let mut insert = conn.prepare(&format!("INSERT INTO {} ({list}) VALUES ({placeholders})", quote(&args.table)))?;

    // One IMMEDIATE transaction per row, as the server commits each order on its own.
    let limit = Duration::from_secs_f64(args.seconds);
    let start = Instant::now();
    let mut inserts = 0u64;
    while start.elapsed() < limit {
        conn.execute_batch("BEGIN IMMEDIATE")?;
        insert.execute(params_from_iter(template.iter()))?;
        conn.execute_batch("COMMIT")?;
        inserts += 1;
    }
    Ok((inserts, start.elapsed().as_secs_f64()))
}

fn main() {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("bench-ceiling: {e}\nusage: bench-ceiling --db PATH --table NAME [--seconds S]");
            std::process::exit(2);
        }
    };
    match run(&args) {
        Ok((inserts, secs)) => println!(
            "{{\"table\":\"{}\",\"inserts\":{inserts},\"seconds\":{secs:.3},\"perSecond\":{:.1}}}",
            args.table.replace('"', ""),
            inserts as f64 / secs
        ),
        Err(e) => {
            eprintln!("bench-ceiling: {e}");
            std::process::exit(1);
        }
    }
}
