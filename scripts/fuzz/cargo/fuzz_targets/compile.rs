//! The compiler on any text: bytecode (which the liveness analysis accepts)
//! or a diagnostic, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(source) = std::str::from_utf8(data) {
        let _ = lang::compile_source(source, "fuzz.py");
    }
});
