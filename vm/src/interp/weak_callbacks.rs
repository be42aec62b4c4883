//! Running the callbacks of weak references whose referent died.
//!
//! The GC clears weak holders at collection time and lists the ones it
//! cleared (`gc` crate, `weak.rs`); the Python code of the callbacks runs
//! later, here, at the interpreter's safe points (loop back edges and calls,
//! where Ctrl-C is checked), after `gc.collect()`, and at calls from
//! compiled code. The owners of the cleared holders (the `weakref.ref`
//! objects) go to the runner `weakref.py` registered with
//! `_weakref.set_callback_runner`, which calls each callback once and
//! reports an exception from one as CPython does ("Exception ignored in").
//!
//! Must never: run inside a collection; run callbacks from inside a
//! callback (a nested safe point leaves them to the outer run, which loops
//! until none is pending).

use crate::runtime::calls::Calls;
use crate::runtime::vm::Vm;

impl Vm {
    /// Runs the callbacks due, if any and if not already running them.
    pub(crate) fn run_weak_callbacks(&mut self) {
        if self.interp.running_weak_callbacks {
            return;
        }
        self.interp.running_weak_callbacks = true;
        while self.mem.has_cleared_weak() {
            let owners = self.mem.take_orphaned_weak_owners();
            let runner = self.mem.r.weak_runner;
            if owners.is_empty() || runner.is_empty() {
                continue;
            }
            // Owners are old objects, but a collection during the tuple's
            // allocation could free them unrooted: `tuple_of_rooted` roots them.
            let slot = self.mem.push_temp(runner);
            let refs = self.mem.tuple_of_rooted(&owners);
            let runner = self.mem.temp(slot);
            self.mem.pop_temps(slot);
            if self.call_value(runner, &[refs]).is_err() {
                // The runner catches what callbacks raise; this is its own failure.
                eprint!("Exception ignored in the weak reference callback runner:\n");
                self.print_exception();
                self.mem.r.exception = crate::value::Value::EMPTY;
            }
        }
        self.interp.running_weak_callbacks = false;
    }
}
