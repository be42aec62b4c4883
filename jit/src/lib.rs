//! pith-jit: the language-agnostic half of pith's tracing JIT.
//!
//! Pipeline, one module each:
//! 1. `ir` — the trace IR (SSA, typed, guards with snapshots), declared once as a table;
//!    `build` — the builder every recorded op goes through (limits, folding,
//!    shared constants, the heap cache);
//! 2. `dump` — its text form, printed by `jit-log-opt` and matched by tests;
//!    `parse` reads it back, so pass tests are input and expected IR texts;
//! 3. `opt` — the optimizer's passes, listed once in `opt::PASSES`;
//! 4. `backend` — Cranelift code generation (inline bump allocation, spills
//!    around collections, cold exit blocks, loop phis) and the annotated
//!    disassembly;
//! 5. `context` — the `TraceContext` the machine code and the client share;
//!    `exit_slots` — where in it each value an exit needs waits.
//!
//! The client (pith's VM) records traces, supplies helper functions and the
//! nursery's bump-pointer address, runs the compiled code and rebuilds its
//! frames from the snapshot of the exit taken.
//!
//! Must never: know Python semantics; everything language-specific reaches
//! this crate as IR ops, helper descriptions and the `BackendConfig`.

pub mod backend;
pub mod build;
pub mod context;
pub mod dump;
pub mod exit_slots;
pub mod ir;
pub mod opt;
pub mod parse;
