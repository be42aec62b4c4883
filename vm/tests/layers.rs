//! The architecture holds: `scripts/layers.py --check` measures each crate's
//! import graph, and fails when a cycle of files grows past its limit or,
//! in `vm`, when more imports run upward through the layers listed in
//! `vm/src/lib.rs` than the script allows.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn every_crate_keeps_its_layers() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    for krate in ["vm", "jit", "gc", "lang"] {
        let out = Command::new("python3")
            .arg(root.join("scripts/layers.py"))
            .args(["--crate", krate, "--check"])
            .output()
            .expect("python3 runs scripts/layers.py");
        assert!(out.status.success(), "{krate}:\n{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    }
}
