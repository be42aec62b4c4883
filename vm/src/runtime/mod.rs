//! The runtime: what every operation on values relies on, below the
//! protocols. The `Vm` state, builtin types and class creation, metaclasses,
//! `__slots__`, classes derived from builtin types, the method cache,
//! interned names, raising exceptions and their chaining, Ctrl-C.
//!
//! Must never: run bytecode or dispatch on operators itself (that is `ops`
//! and `interp`, above).

pub mod activity;
pub mod memory;
pub mod builtin_base;
pub mod calls;
pub mod class_hooks;
pub mod class_versions;
pub mod classes;
pub mod code;
pub mod errors;
pub mod exc_chain;
pub mod form_choice;
pub mod frame;
pub mod host;
pub mod interp_state;
pub mod interrupt;
pub mod load;
pub mod mcache;
pub mod metaclass;
pub mod names;
pub mod pretenure;
pub mod native;
pub mod objects;
pub mod requests;
pub mod roots;
pub mod samples;
pub mod slots;
pub mod suggestions;
pub mod tables;
pub mod traceback;
pub mod traceback_marks;
pub mod types;
pub mod vm;
pub mod watch;
