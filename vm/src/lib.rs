//! pith's virtual machine: values, objects, the interpreter, builtins, and
//! the VM's half of the JIT.
//!
//! The crate is laid out as its pipeline, bottom to top; a layer imports only
//! the layers below it (`python3 scripts/layers.py` measures this, and the
//! test suite holds it to its limits):
//!
//! | layer      | owns                                                          |
//! |------------|---------------------------------------------------------------|
//! | `value`    | the one-word `Value` encoding; the hash the tables use        |
//! | `object`   | heap layouts and raw access, one file per object family; the shapes of instances; the GC's view of sizes (`model`); key equality. Never allocates |
//! | `runtime`  | the `Vm` and its subsystems (`memory`: heap, roots and shapes, the allocation handle; `tables`, `interp_state`, `host`) and the data they hold (roots, frames, loaded code, tracebacks, allocation samples); making objects (`objects/`, on `Memory`); builtin types and class creation, metaclasses, slots, the method cache, names, the native table, raising exceptions, Ctrl-C |
//! | `ops`      | operators and protocols (arith, compare, attr, iter, dict lookups, ...) |
//! | `interp`   | calls, generators, the bytecode loop, unwinding; the hooks it asks of the JIT (`tracing`) |
//! | `builtins` | builtin functions, methods of builtin types, modules, import  |
//! | `trace`    | the VM's half of the JIT: hot counting, recording, compiling, entering traces, bridges, exits |
//! | `profile`  | the allocation and time profilers, their clock, flame graphs  |
//! | `program`  | running a main program (the `pith` binary is `main.rs`)       |
//!
//! `builtins` and `trace` stand side by side: neither imports the other.
//! Two imports run upward: `runtime/vm.rs` holds the JIT's and the
//! profilers' state (`trace/state.rs`, `profile/records.rs`, data only). A
//! lower layer that needs a higher one to act declares the interface
//! (`interp::tracing`, `runtime::native`) and the higher one provides it.

pub(crate) mod builtins;
pub(crate) mod interp;
pub(crate) mod object;
pub(crate) mod ops;
pub(crate) mod profile;
pub(crate) mod program;
pub(crate) mod runtime;
pub(crate) mod trace;
pub(crate) mod value;

// The crate's face: what the `pith` binary, the tests and the fuzzers use.
// The layers themselves are private to the crate.
pub use runtime::samples::DEFAULT_RATE as DEFAULT_ALLOC_SAMPLE_RATE;
pub use profile::records::DEFAULT_INTERVAL as DEFAULT_PROFILE_INTERVAL;
pub use runtime::interrupt;
pub use runtime::host::Flags;
pub use program::command_line;
pub use program::{script_dir, MainSource};
pub use runtime::vm::{Vm, MAX_RECURSION_LIMIT};
pub use trace::options::{parse_pithlog, JitLogConfig, JitOptions, LOG_CATEGORIES as JIT_LOG_CATEGORIES};
