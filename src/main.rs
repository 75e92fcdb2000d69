//! The command line: serve the site, manage admin accounts, back up and restore the database,
//! print the spec.

use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use clap::{Parser, Subcommand};

use site::config::{ServeConfig, Sync};
use site::db::{Db, Stopped};
use site::edge::acme::{Acme, Challenges, PlainHttp};
use site::edge::tls::{self, CertFiles, CertSlot};
use site::mail::security;
use site::models::audit::{self, Actor, AuditKind, Target};
use site::models::{admins, demo, second_factor};
use site::ops::backups::Schedule;
use site::state::AppState;
use site::web::Ui;

#[derive(Parser)]
#[command(
    name = "site",
    version,
    about = "The Golbahar exporter site: API, media and UI in one binary on one SQLite file"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run the web server.
    Serve(Box<ServeConfig>),
    /// Manage admin accounts.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
    /// Write a consistent copy of the (possibly running) database to FILE.
    Backup {
        /// Where to write the copy; must not exist yet.
        file: PathBuf,
        #[arg(long, env = "SITE_DB", default_value = "data/site.db")]
        db: PathBuf,
    },
    /// Put a backup in place of the database of a stopped site: checks FILE (integrity, a database
    /// of this site, a schema this program knows), refuses while a server or Litestream has the
    /// database open, and keeps the replaced database beside it as `<db>.replaced-<time>`.
    Restore {
        /// The backup to restore (from --backup-dir, `site backup` or `litestream restore -o`).
        file: PathBuf,
        #[arg(long, env = "SITE_DB", default_value = "data/site.db")]
        db: PathBuf,
    },
    /// Print the OpenAPI spec of the JSON API.
    Openapi,
}

#[derive(Subcommand)]
enum AdminCommand {
    /// Create an admin account. The password comes from SITE_ADMIN_PASSWORD, or standard input
    /// with --password-stdin, or is generated and printed.
    Create(AccountArgs),
    /// Set a new password for an account (its sessions end). Password as for `create`.
    ResetPassword(AccountArgs),
    /// Turn off an account's second factor (for an admin who lost the phone and the recovery
    /// codes): they then sign in with the password alone, and may set a new one up. Every admin
    /// is mailed.
    SecondFactorOff(UserArgs),
}

#[derive(clap::Args)]
struct UserArgs {
    username: String,
    #[arg(long, env = "SITE_DB", default_value = "data/site.db")]
    db: PathBuf,
}

#[derive(clap::Args)]
struct AccountArgs {
    username: String,
    #[arg(long, env = "SITE_DB", default_value = "data/site.db")]
    db: PathBuf,
    /// Read the password from the first line of standard input.
    #[arg(long)]
    password_stdin: bool,
}

fn main() {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Serve(config) => serve(*config),
        Command::Admin { command } => admin(command),
        Command::Backup { file, db } => Db::open(&db, Sync::Normal).and_then(|db| db.backup_to(&file)).map(|()| {
            println!("Backup written to {}", file.display());
        }),
        Command::Restore { file, db } => site::ops::backups::restore(&file, &db).map(|done| println!("{done}")),
        Command::Openapi => {
            println!("{}", site::api::spec_json());
            Ok(())
        }
    };
    if let Err(e) = result {
        eprintln!("error: {e}");
        std::process::exit(1);
    }
}

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("SITE_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_target(false)
        .with_ansi(std::io::stderr().is_terminal())
        .with_writer(std::io::stderr)
        .init();
}

/// The password for a new or reset account, and whether it was generated (and must be shown).
fn account_password(from_stdin: bool) -> Result<(String, bool), String> {
    if from_stdin {
        let mut line = String::new();
        std::io::stdin().read_to_string(&mut line).map_err(|e| e.to_string())?;
        let password = line.lines().next().unwrap_or("").to_owned();
        return Ok((password, false));
    }
    match std::env::var("SITE_ADMIN_PASSWORD") {
        Ok(p) if !p.is_empty() => Ok((p, false)),
        _ => Ok((admins::random_password(), true)),
    }
}

fn admin(command: AdminCommand) -> Result<(), String> {
    let (args, reset) = match command {
        AdminCommand::Create(a) => (a, false),
        AdminCommand::ResetPassword(a) => (a, true),
        AdminCommand::SecondFactorOff(a) => return second_factor_off(a),
    };
    // The name is checked before the password is asked for or hashed.
    let username = admins::normalize_username(&args.username).map_err(|e| e.message().to_owned())?;
    let db = Db::open(&args.db, Sync::Normal)?;
    let (password, generated) = account_password(args.password_stdin)?;
    admins::check_new_password(&password).map_err(|e| e.message().to_owned())?;
    let hash = admins::hash_password(&password).map_err(|e| e.message().to_owned())?;
    db.write_blocking(|tx| {
        if reset {
            admins::set_password(tx, &Actor::cli(), &username, &hash)
        } else {
            admins::create_audited(tx, &Actor::cli(), &username, &hash).map(|_| ())
        }
    })
    .map_err(|e| e.message().to_owned())?;
    let done = if reset { "Password reset for" } else { "Created admin" };
    if generated {
        println!("{done} '{username}'. Password: {password}");
    } else {
        println!("{done} '{username}'.");
    }
    Ok(())
}

/// `site admin second-factor-off`: on the server itself, so whoever runs it already holds the
/// database.
fn second_factor_off(args: UserArgs) -> Result<(), String> {
    let username = admins::normalize_username(&args.username).map_err(|e| e.message().to_owned())?;
    let db = Db::open(&args.db, Sync::Normal)?;
    let off = db
        .write_blocking(|tx| {
            let id =
                admins::id_of(tx, &username)?.ok_or_else(|| site::error::ApiError::not_found("Admin not found"))?;
            if !second_factor::turn_off(tx, id)? {
                return Ok(false);
            }
            let (who, kind) = (Actor::cli(), AuditKind::SecondFactorOff);
            audit::record(tx, &who, kind, Target::new(id, &username), &[])?;
            let site_url = site::mail::stored(tx)?.site_url;
            security::notify(tx, &who, kind, &username, &[], site_url.as_deref())?;
            Ok(true)
        })
        .map_err(|e| e.message().to_owned())?;
    match off {
        true => println!("Second factor turned off for '{username}': they sign in with the password alone."),
        false => println!("'{username}' had no second factor."),
    }
    Ok(())
}

/// On first start there is no account: create `admin`, with SITE_ADMIN_PASSWORD or a random
/// password printed once.
fn ensure_first_admin(db: &Db) -> Result<(), String> {
    if db.read_blocking(admins::count).map_err(|e| e.message().to_owned())? > 0 {
        return Ok(());
    }
    let (password, generated) = account_password(false)?;
    admins::check_new_password(&password).map_err(|e| format!("SITE_ADMIN_PASSWORD: {}", e.message()))?;
    let hash = admins::hash_password(&password).map_err(|e| e.message().to_owned())?;
    db.write_blocking(|tx| admins::create_audited(tx, &Actor::cli(), "admin", &hash))
        .map_err(|e| e.message().to_owned())?;
    if generated {
        println!("Created the first admin account. Username: admin  Password: {password}");
        println!("(shown only this once; change it with `site admin reset-password admin`)");
    } else {
        println!("Created the first admin account 'admin' with the password from SITE_ADMIN_PASSWORD.");
    }
    Ok(())
}

/// Process settings for a long-running server on a small machine.
fn tune_process() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: plain libc calls with valid arguments, made before any other thread starts.
    unsafe {
        // glibc otherwise raises its mmap threshold after the first large free (argon2's 19 MiB
        // buffer, a decoded image) and keeps such blocks in per-thread arenas for good:
        // resident memory then grows by tens of MiB per sign-in.
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
        libc::mallopt(libc::M_ARENA_MAX, 2);
    }
    #[cfg(unix)]
    // SAFETY: getrlimit/setrlimit on a local struct.
    unsafe {
        // Every connection is a file: allow as many as the hard limit permits (often 1024 soft).
        let mut limit = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) == 0 && limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &limit);
        }
    }
}

fn serve(config: ServeConfig) -> Result<(), String> {
    tune_process();
    init_logging();
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build().map_err(|e| e.to_string())?;
    let db = Db::open(&config.db, config.sync)?.with_disk_full_notice(site::mail::queue_disk_full_notice);
    // Cached pages are sent from nameless files beside the database (sendfile.rs says why).
    site::edge::sendfile::keep_in(config.db.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new(".")));
    ensure_first_admin(&db)?;
    if config.demo && demo::seed(&db).map_err(|e| e.message().to_owned())? {
        tracing::info!("filled the new database with the sample catalogue");
    }
    let ui = match &config.ui_dir {
        Some(dir) => Ui::from_dir(dir).map_err(|e| format!("--ui-dir {}: {e}", dir.display()))?,
        None => Ui::embedded(),
    };
    if ui.is_empty() {
        tracing::warn!("no UI: build it first (scripts/build), or pass --ui-dir");
    }
    let grace = Duration::from_secs(config.shutdown_grace);
    let mut config = config;
    if config.public_url.is_none() {
        // With built-in https the site's address is its first domain (on the https port, when that
        // is not the standard one).
        let port = match config.https_port() {
            443 => String::new(),
            port => format!(":{port}"),
        };
        config.public_url = config.domains.first().map(|d| format!("https://{d}{port}"));
    }
    let limits = site::edge::server::ConnLimits {
        idle: Duration::from_secs(config.idle_timeout),
        headers: Duration::from_millis(config.header_timeout_ms),
        per_address: config.max_conns_per_address,
        uncapped: config.trusted_proxies.clone().into(),
    };
    let litestream = config.litestream;
    let state = AppState::new(db.clone(), config);
    let config = &state.config;
    if let (Some(path), false) = (&config.geoip, state.visits.has_geoip()) {
        return Err(format!("--geoip {}: not a readable country database (the log says why)", path.display()));
    }
    if let Some(s) = Schedule::of(config) {
        tracing::info!("backing up into {} every {:?}, keeping the newest {}", s.dir.display(), s.every, s.keep);
    }
    let https = if config.serves_https() { Some(Https::prepare(&state)?) } else { None };
    let ui = Arc::new(ui);
    let app = site::app(state.clone(), ui.clone());
    // An upgraded database's images get their smaller widths, one at a time, behind the pages.
    let filling = state.clone();
    runtime.spawn_blocking(move || {
        if site::models::gallery::fill_sizes(&filling.db) > 0 {
            filling.products_changed();
        }
    });
    runtime.spawn(site::mail::run_sender(db.clone(), state.mail.clone()));
    runtime.spawn(site::hooks::run(db.clone(), state.hooks.clone(), state.mail.clone()));
    runtime.spawn(site::api::quotes::keep_reminding(state.clone()));
    runtime.spawn(state.visits.clone().keep_writing(db.clone()));
    runtime.block_on(async {
        tokio::spawn(state.backups.clone().keep_taking());
        let quiet_db = db.clone();
        tokio::spawn(site::edge::server::when_quiet(Duration::from_secs(30), move || {
            quiet_db.release_memory();
            ui.release_memory();
        }));
        let Some(https) = https else {
            let listener = bind(&config.addr).await?;
            if let Ok(local) = listener.local_addr() {
                println!("listening on http://{local}");
            }
            site::edge::server::run(listener, None, app, limits, grace, shutdown_signal()).await;
            return Ok(());
        };
        let secure = bind(&config.https_addr).await?;
        let plain = bind(&config.http_addr).await?;
        let https_port = secure.local_addr().map(|a| a.port()).ok().filter(|&p| p != 443);
        if let (Ok(s), Ok(p)) = (secure.local_addr(), plain.local_addr()) {
            println!("listening on https://{s} and http://{p} (redirects to https)");
        }
        let redirect = PlainHttp { challenges: https.challenges.clone(), domains: config.domains.clone(), https_port };
        let keeper = tokio::spawn(https.keeper);
        let (stop, stopped) = tokio::sync::watch::channel(false);
        let stop_when = || {
            let mut stopped = stopped.clone();
            async move {
                let _ = stopped.wait_for(|s| *s).await;
            }
        };
        let acceptor = site::edge::server::TlsAcceptor::from(https.config);
        tokio::join!(
            async {
                shutdown_signal().await;
                let _ = stop.send(true);
            },
            site::edge::server::run(secure, Some(acceptor), app, limits.clone(), grace, stop_when()),
            site::edge::server::run(
                plain,
                None,
                redirect,
                site::edge::server::ConnLimits { idle: Duration::from_secs(10).min(limits.idle), ..limits },
                grace,
                stop_when()
            ),
        );
        keeper.abort();
        Ok::<(), String>(())
    })?;
    // The visitor counts of the last minute.
    if let Err(e) = runtime.block_on(state.visits.flush(&db)) {
        tracing::warn!("the last visitor counts could not be written: {}", e.message());
    }
    let backups = state.backups.clone();
    drop(state);
    runtime.shutdown_timeout(Duration::from_secs(5));
    // A backup being taken holds the database open; give it a moment to finish cleanly.
    backups.wait_idle(Duration::from_secs(10));
    drop(backups);
    db.checkpoint(litestream);
    let path = db.path().to_owned();
    match db.close() {
        Stopped::Complete => tracing::info!("stopped; the database file is complete"),
        Stopped::WalLeft(bytes) if litestream => tracing::info!(
            "stopped; the newest commits ({bytes} bytes) stay in {}-wal for Litestream to replicate and fold in \
             (keep it beside the file)",
            path.display()
        ),
        Stopped::WalLeft(bytes) => tracing::warn!(
            "stopped, but another process still has the database open: the newest commits ({bytes} bytes) stay \
             in {}-wal (keep it beside the file; beside Litestream, run with --litestream)",
            path.display()
        ),
    }
    Ok(())
}

async fn bind(addr: &str) -> Result<tokio::net::TcpListener, String> {
    tokio::net::TcpListener::bind(addr).await.map_err(|e| format!("cannot listen on {addr}: {e}"))
}

/// https set up before listening: the certificate in the slot (stored, or from the files), the
/// rustls configuration, and the task that keeps the certificate current.
struct Https {
    config: Arc<rustls::ServerConfig>,
    challenges: Arc<Challenges>,
    keeper: std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>,
}

impl Https {
    fn prepare(state: &Arc<AppState>) -> Result<Https, String> {
        let config = &state.config;
        let slot = Arc::new(CertSlot::default());
        let challenges = Arc::new(Challenges::default());
        let keeper: std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> =
            match (&config.tls_cert, &config.tls_key) {
                (Some(cert), Some(key)) => {
                    let files = CertFiles::new(cert.clone(), key.clone());
                    files.install(&slot, &state.tls)?;
                    Box::pin(files.watch(slot.clone(), state.tls.clone(), Duration::from_secs(2)))
                }
                _ => {
                    let acme = Acme {
                        db: state.db.clone(),
                        directory: config.acme_directory_url().to_owned(),
                        domains: config.domains.clone(),
                        email: config.acme_email.clone(),
                        ca_root: config.acme_ca_root.clone(),
                        slot: slot.clone(),
                        status: state.tls.clone(),
                        challenges: challenges.clone(),
                    };
                    let current = acme.install_stored()?;
                    Box::pin(acme.keep(current))
                }
            };
        Ok(Https { config: tls::server_config(slot)?, challenges, keeper })
    }
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term = match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(s) => s,
            Err(_) => return ctrl_c.await.unwrap_or(()),
        };
        tokio::select! {
            _ = ctrl_c => {},
            _ = term.recv() => {},
        }
    }
    #[cfg(not(unix))]
    let _ = ctrl_c.await;
    tracing::info!("stopping: finishing requests in flight");
}
