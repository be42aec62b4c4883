//! pith's front end: source text → tokens → AST → bytecode.
//!
//! The pipeline is one module per stage: `source` (bytes to text, as the
//! coding declaration says), `lexer` (logos tokens plus the
//! INDENT/DEDENT layer), `parser` (recursive descent to `ast`), `compiler`
//! (AST to the register bytecode of `bytecode`). Every stage reports problems as
//! a `Diagnostic` with a span; none of them panics on any input.

pub mod source;
pub mod ast;
pub mod diagnostic;
pub mod lexer;
pub mod parser;

pub use diagnostic::{Diagnostic, ErrorKind};
pub use parser::{parse_interactive, parse_module};
pub mod bytecode;
pub mod liveness;
pub mod compiler;
pub mod interactive;

pub use compiler::{compile_dynamic, compile_interactive, compile_module, compile_source, set_optimize_level, DynamicMode};
