//! The UI (`ui/dist`) and the sample catalogue (`demo/`) are embedded at compile time: rebuild
//! when they change, and build the server alone (with an empty UI) before the UI exists.

fn main() {
    let dist = std::path::Path::new("ui/dist");
    if !dist.exists() {
        std::fs::create_dir_all(dist).expect("create ui/dist");
        println!("cargo:warning=ui/dist is missing: building without the UI (run scripts/build)");
    }
    for path in ["ui/dist", "demo/products", "demo/hero", "demo/awards", "demo/profile", "schema.sql"] {
        println!("cargo:rerun-if-changed={path}");
    }
}
