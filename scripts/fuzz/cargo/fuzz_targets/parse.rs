//! The parser on any text: an AST or a diagnostic, never a panic or a
//! native stack overflow (deep nesting is refused by a limit).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(source) = std::str::from_utf8(data) {
        let _ = lang::parse_module(source);
    }
});
