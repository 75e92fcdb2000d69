//! The UI (`ui/dist`) and the sample catalogue (`demo/`) are embedded at compile time: rebuild
//! when they change, and build the server alone (with an empty UI) before the UI exists.
//!
//! The binary embeds a copy of ui/dist without each file that has a `.gz` twin: the server sends
//! the .br or .gz, and unzips the .gz for the rare client that takes neither (ui/dist itself stays
//! whole for `--ui-dir` and the UI's tools).

use std::path::Path;

fn main() {
    // The binary's relocations packed (DT_RELR, glibc 2.36+): ~900 KB smaller, and ~2 MB less of
    // it resident in every running server (the loader reads a few KB of them, not a table of MBs).
    println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    let dist = Path::new("ui/dist");
    if !dist.exists() {
        std::fs::create_dir_all(dist).expect("create ui/dist");
        println!("cargo:warning=ui/dist is missing: building without the UI (run scripts/build)");
    }
    let embedded = Path::new(&std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("ui");
    if embedded.exists() {
        std::fs::remove_dir_all(&embedded).expect("clear the embedded copy of ui/dist");
    }
    copy_without_gzip_twins(dist, &embedded).expect("copy ui/dist to embed");
    for path in ["ui/dist", "demo/products", "demo/hero", "demo/awards", "demo/profile", "schema.sql"] {
        println!("cargo:rerun-if-changed={path}");
    }
}

fn copy_without_gzip_twins(from: &Path, to: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(to)?;
    for entry in std::fs::read_dir(from)? {
        let path = entry?.path();
        let Some(name) = path.file_name() else { continue };
        if path.is_dir() {
            copy_without_gzip_twins(&path, &to.join(name))?;
        } else if !path.with_file_name(format!("{}.gz", name.to_string_lossy())).exists() {
            std::fs::copy(&path, to.join(name))?;
        }
    }
    Ok(())
}
