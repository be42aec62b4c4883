//! The VM's half of the tracing JIT: hot-loop detection, recording, compiling,
//! entering traces and rebuilding the frame at their exits. One step a file:
//!
//! | file        | step                                                        |
//! |-------------|-------------------------------------------------------------|
//! | `state`     | `JitState`: compiled traces, loops' verdicts, the recording in progress, statistics, limits |
//! | `hooks`     | what the interpreter asks of the JIT (`interp::tracing`), answered |
//! | `hot`       | a loop header or a function's entry past its threshold: enter its trace or start recording |
//! | `recorder/` | bytecode to trace IR, one instruction at a time            |
//! | `record`    | the recording's life cycle: feed, close, abort, retry, blacklist |
//! | `compile`   | optimizer passes and backend; the trace logs                |
//! | `enter`     | running compiled code on the current frame                  |
//! | `exits`     | a trace's exit table (counts and bridge addresses)          |
//! | `bridge`    | hot exits get bridges; hotter ones throw their trace away   |
//! | `deopt`     | an exit's snapshot written back into the frames             |
//! | `helpers`   | the VM functions compiled code calls                        |
//! | `alloc_samples` | the sampling points compiled allocations cross, charged to their objects |
//! | `pretenure` | pretenured sites' allocations in traces, and the traces a decision changes |
//! | `options`, `log`, `summary` | `--jit` options, `PITHLOG` categories, `jit-summary` |
//! | `setup`     | the JIT switched on with its options and helpers            |
//!
//! 1. Each `LoopBack` counts iterations of its loop header in the code's
//!    `loop_counts`. Past the threshold, `loop_hot` decides: enter the
//!    loop's trace if it has one, else start recording (unless the loop is
//!    blacklisted or another recording is on). Each call of a function
//!    counts in the slot past its last instruction (`Code::function_entry`)
//!    and `function_hot` decides the same for a trace of the whole function,
//!    from its entry to its return (a trace without a loop, like a bridge).
//! 2. While recording, the interpreter runs in recording mode and calls
//!    `record_instruction` before each instruction of the traced frame
//!    (`recorder/`). When the loop closes, the trace is compiled by the
//!    `jit` crate's backend; when the recording aborts, the reason is counted
//!    and logged, and after `blacklist_after` aborts the loop is never traced again.
//! 3. `enter_trace` runs compiled code on the current frame (the shadow frame
//!    for spilled references is a window of `Roots::jit_spill`), then
//!    `deopt` writes the exit's snapshot values into the frame's registers
//!    (boxing floats) and sets the pc, or re-raises the exception a helper raised.
//!
//! Must never: run a trace with a recorder active (recording mode never
//! enters traces), or let compiled code see a register stack pointer older
//! than its last helper call (helpers refresh it).

mod alloc_samples;
mod bridge;
mod compile;
mod deopt;
mod enter;
mod exits;
pub mod helpers;
mod hooks;
mod hot;
mod log;
pub(crate) mod pretenure;
pub mod options;
mod record;
mod dump_names;
mod report;
mod report_page;
mod setup;
pub mod recorder;
pub mod state;
mod summary;

pub use state::*;
