//! A regular-expression engine of pith's own, with CPython 3.11's `re`
//! syntax and semantics: `syntax` parses a pattern into a tree, `compile`
//! turns the tree into a program of 32-bit words (`program`), `matcher`
//! runs a program over a subject (`text`) by backtracking on a heap stack;
//! `sets` answers character-set membership for both.
//!
//! The module `_re` (`builtins/re_module.rs`) exposes it to `vm/lib/re.py`,
//! which builds the `re` API on it.
//!
//! Must never: touch VM objects; the binding owns every conversion.

pub mod compile;
pub mod matcher;
pub mod program;
pub mod sets;
pub mod syntax;
pub mod text;

#[cfg(test)]
mod tests;
