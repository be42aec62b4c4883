//! pith's virtual machine: values, objects, the interpreter, builtins.
//!
//! | module     | owns                                                     |
//! |------------|----------------------------------------------------------|
//! | `value`    | the one-word `Value` encoding                            |
//! | `object`   | heap layouts and raw access, one file per object family  |
//! | `alloc`    | allocation, the GC object model and the root set         |
//! | `shape`    | hidden classes for instances                             |
//! | `slots`    | `__slots__`: allowed names and member descriptors        |
//! | `mcache`   | the (class, name) → attribute method cache               |
//! | `names`    | names interned at start-up for the hot paths             |
//! | `types`    | the builtin type table, class creation (C3 MRO)          |
//! | `vm`       | the `Vm` state                                           |
//! | `interp`   | frames, calls, the bytecode loop                         |
//! | `ops`      | operators and protocols (arith, compare, attr, ...)      |
//! | `errors`   | raising and printing exceptions                          |
//! | `interrupt`| Ctrl-C: the SIGINT flag and `KeyboardInterrupt`           |
//! | `builtins` | builtin functions, methods and modules                   |
//! | `generator`| generator objects: suspend and resume frames              |
//! | `import`   | modules from `.py` files and packages on `sys.path`      |
//! | `run`      | running a main program                                   |
//! | `alloc_profile` | the allocation profiler's samples and report        |
//! | `time_profile` | the time profiler's samples and report              |
//! | `profile_ticks` | its clock: timer signal, VM state words, tick queue |
//! | `profile_stack` | the Python stack as the profilers see it           |
//! | `flamegraph`| writing folded stacks or an SVG flame graph             |

pub mod alloc;
pub mod alloc_profile;
pub mod builtin_base;
pub mod builtins;
pub mod class_hooks;
pub mod errors;
pub mod exc_chain;
pub mod flamegraph;
pub mod fxhash;
pub mod generator;
pub mod import;
pub mod interp;
pub mod interrupt;
pub mod jit;
pub mod mcache;
pub mod metaclass;
pub mod names;
pub mod object;
pub mod profile_stack;
pub mod profile_ticks;
pub mod ops;
pub mod run;
pub mod shape;
pub mod slots;
pub mod time_profile;
pub mod types;
pub mod value;
pub mod vm;

pub use vm::Vm;
