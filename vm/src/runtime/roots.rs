//! The root set: everything the interpreter keeps alive, which a collection
//! visits and updates when it moves objects: the register stack, frames,
//! temporaries held by Rust code, the exception in flight, the builtins and
//! module tables, the method cache, the shadow frames of running traces,
//! the constants of compiled traces.

use crate::runtime::frame::Frame;
use crate::value::Value;
use gc::RootSet;

/// Every value the interpreter keeps alive.
#[derive(Default)]
pub struct Roots {
    /// The register stack: frame windows, contiguous.
    pub stack: Vec<Value>,
    pub frames: Vec<Frame>,
    /// Values held by Rust code across allocations (LIFO).
    pub temps: Vec<Value>,
    /// The exception being raised or handled.
    pub exception: Value,
    /// The `builtins` namespace (a dict).
    pub builtins: Value,
    /// Imported modules by name (a dict).
    pub modules: Value,
    /// The main module's namespace.
    pub main_globals: Value,
    /// The method cache (its values are roots).
    pub mcache: crate::runtime::mcache::MethodCache,
    /// Containers whose repr is being built (cycle detection).
    pub repr_stack: Vec<Value>,
    /// Shadow frames of running traces: references compiled code spills
    /// around calls that may collect. Sized once (`jit::SPILL_WORDS`) and
    /// never reallocated, since traces hold pointers into it; the words
    /// below `jit_spill_top` are roots.
    pub jit_spill: Vec<Value>,
    pub jit_spill_top: usize,
    /// The compiled code running now, innermost last (a helper may run
    /// Python code that enters another trace), with the frame depth each
    /// runs in. Not values: the contexts live on the native stack.
    pub running_traces: Vec<(*const jit::context::TraceContext, usize)>,
    /// The Python functions builtins run when given a generator
    /// (`builtins/generator_forms.rs`), once they are first needed.
    pub generator_forms: Vec<Value>,
    /// The function `weakref.py` registered to run weak references'
    /// callbacks (`interp/weak_callbacks.rs`); EMPTY before.
    pub weak_runner: Value,
    /// What the native halves of Python classes (`builtins/class_natives.rs`)
    /// hold between calls: the classes they serve, and decimal's current
    /// context; at the indices of `native_class` below (NONE until set).
    pub native_classes: Vec<Value>,
    /// What compiled traces folded out of namespaces, and the objects
    /// their code names (roots of major collections).
    pub watch: crate::runtime::watch::Watches,
}

/// Indices in `Roots::native_classes`.
pub mod native_class {
    /// `decimal.Decimal` and `decimal.Context` (`builtins/decimal_core.rs`).
    pub const DECIMAL_CLASS: usize = 0;
    pub const DECIMAL_CONTEXT_CLASS: usize = 1;
    /// decimal's current context, None before the first `getcontext()`.
    pub const DECIMAL_CURRENT: usize = 2;
    /// `memoryview` (`builtins/memoryview_core.rs`).
    pub const MEMORYVIEW_CLASS: usize = 3;
    /// `io.StringIO` (`builtins/stringio_core.rs`).
    pub const STRINGIO_CLASS: usize = 4;
    /// io.py's `TextIOWrapper` and `_BinaryFile` (`builtins/file_lines.rs`).
    pub const TEXT_FILE_CLASS: usize = 5;
    pub const BINARY_FILE_CLASS: usize = 6;
    pub const COUNT: usize = 7;
}

impl Roots {
    /// `native_classes[i]` (NONE when never set).
    pub fn native_class(&self, i: usize) -> Value {
        self.native_classes.get(i).copied().unwrap_or(Value::NONE)
    }

    pub fn set_native_class(&mut self, i: usize, v: Value) {
        if self.native_classes.len() < native_class::COUNT {
            self.native_classes.resize(native_class::COUNT, Value::NONE);
        }
        self.native_classes[i] = v;
    }
}

impl RootSet for Roots {
    fn visit_roots(&mut self, visit: &mut dyn FnMut(*mut u64)) {
        self.visit(visit, false);
    }

    fn visit_roots_for_minor(&mut self, visit: &mut dyn FnMut(*mut u64)) {
        self.visit(visit, true);
    }
}

impl Roots {
    /// Every root; for a minor collection the method cache only when it
    /// took an object since the last one.
    fn visit(&mut self, visit: &mut dyn FnMut(*mut u64), minor: bool) {
        let mut v = |x: &mut Value| {
            if x.is_ptr() {
                visit(x as *mut Value as *mut u64)
            }
        };
        self.stack.iter_mut().for_each(&mut v);
        self.temps.iter_mut().for_each(&mut v);
        self.repr_stack.iter_mut().for_each(&mut v);
        self.generator_forms.iter_mut().for_each(&mut v);
        self.native_classes.iter_mut().for_each(&mut v);
        self.jit_spill[..self.jit_spill_top].iter_mut().for_each(&mut v);
        if minor {
            self.mcache.visit_values_for_minor(&mut v);
        } else {
            self.mcache.visit_values(&mut v);
            // Old objects only: a minor collection neither moves nor frees them.
            self.watch.visit_constants(&mut v);
        }
        for f in &mut self.frames {
            v(&mut f.func);
            v(&mut f.globals);
            v(&mut f.namespace);
            v(&mut f.init_obj);
            v(&mut f.generator);
        }
        v(&mut self.exception);
        v(&mut self.builtins);
        v(&mut self.modules);
        v(&mut self.main_globals);
        v(&mut self.weak_runner);
    }
}
