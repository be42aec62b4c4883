//! pith-jit: the tracing JIT (trace IR, optimizer passes, Cranelift backend).
//!
//! Not built yet: this crate exists so the workspace has its final shape. It
//! will own the language-agnostic trace IR and its compilation; the trace
//! recorder and deoptimization will live in `vm`. Nothing calls it today and
//! `pith --jit` accepts only `off`.
