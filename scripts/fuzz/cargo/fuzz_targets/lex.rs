//! The lexer on any text: tokens or a diagnostic, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(source) = std::str::from_utf8(data) {
        let _ = lang::lexer::tokenize(source);
    }
});
