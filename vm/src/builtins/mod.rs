//! Builtin functions, methods of builtin types, and builtin modules.
//!
//! Every builtin is one `BuiltinDef` (name, owner, Rust function) in one of
//! the tables of the submodules; `table()` concatenates them once and a
//! builtin's id is its index. `init_builtins` puts each definition where
//! Python finds it: the `builtins` namespace, a builtin type's dict (as an
//! unbound method), or a builtin module's dict.
//!
//! A builtin receives `Args` (its arguments are stack slots, so they stay
//! rooted) and must follow the allocation rule of `alloc.rs`.

mod bytearray_methods;
mod bytes_methods;
mod codec;
mod constructors;
mod type_methods;
mod binascii_core;
mod dict_methods;
mod frames;
mod hashlib_core;
mod zlib_core;
mod csv_core;
mod decimal_core;
mod memoryview_core;
mod stringio_core;
mod file_lines;
mod class_natives;
mod heapq_core;
mod bisect_core;
mod itertools_types;
mod struct_core;
mod weak_refs;
mod dynamic_code;
mod functions;
mod gc_module;
mod introspection;
mod io_functions;
mod generator_methods;
mod generator_forms;
pub mod import;
pub(crate) mod list_methods;
mod modules;
mod number_methods;
mod object_methods;
mod pith_module;
mod random_core;
mod file_io;
mod os_calls;
mod os_error;
mod std_streams;
mod json_core;
mod math_module;
mod time_module;
mod re_module;
mod regex;
mod str_methods;
pub mod text_algorithms;
mod value_dunders;

use constructors::{construct, new_type_with};
pub use modules::get_or_make_module;
pub(crate) use modules::set_value as set_module_value;

use crate::runtime::native::Args;
use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

use crate::runtime::native::{BuiltinDef, Owner};

/// Every builtin's definition, in id order, with the constructors
/// (installed in `runtime::native` once).
fn table() -> &'static [BuiltinDef] {
    let natives = crate::runtime::native::install(|| {
        let mut v = Vec::new();
        for part in [functions::DEFS, io_functions::DEFS, introspection::DEFS, number_methods::DEFS, gc_module::DEFS, generator_methods::DEFS, pith_module::DEFS, str_methods::DEFS, str_methods::translate::DEFS, bytes_methods::DEFS, bytearray_methods::DEFS, list_methods::DEFS, dict_methods::DEFS, modules::DEFS, dynamic_code::DEFS, frames::DEFS, struct_core::DEFS, binascii_core::DEFS, hashlib_core::DEFS, zlib_core::DEFS, math_module::DEFS, time_module::DEFS, random_core::DEFS, re_module::DEFS, file_io::DEFS, os_calls::DEFS, os_error::DEFS, std_streams::DEFS, json_core::DEFS, object_methods::DEFS, type_methods::DEFS, value_dunders::DEFS, value_dunders::ITERATOR_DEFS, weak_refs::DEFS, csv_core::DEFS, decimal_core::DEFS, memoryview_core::DEFS, stringio_core::DEFS, file_lines::DEFS, itertools_types::DEFS, heapq_core::DEFS, bisect_core::DEFS] {
            for d in part {
                v.push(BuiltinDef { name: d.name, owner: d.owner, f: d.f, raw_self: d.raw_self });
            }
        }
        crate::runtime::native::Natives { defs: v, construct, new_type: new_type_with, generator_form: generator_forms::generator_form }
    });
    &natives.defs
}

/// Builds the builtins namespace, the builtin types' methods and the builtin modules.
pub fn init_builtins(vm: &mut Vm) {
    // Immortal, as a module's namespace: compiled traces read builtins from it by address.
    let builtins = vm.mem.new_module_namespace();
    vm.mem.r.builtins = builtins;
    let modules = vm.mem.new_dict();
    vm.mem.r.modules = modules;
    for (id, d) in table().iter().enumerate() {
        match (d.name, d.owner) {
            ("len", Owner::Global) => vm.interp.len_builtin = id,
            ("isinstance", Owner::Global) => vm.interp.isinstance_builtin = id,
            _ => {}
        }
        let b = vm.mem.alloc_old_values(TY_BUILTIN, 2);
        init_field(b, 1, Value::int(id as i64));
        let name = vm.intern(d.name);
        let wrapper = match d.owner {
            Owner::ClassMethod(_) => Some(TY_CLASSMETHOD),
            Owner::StaticMethod(_) => Some(TY_STATICMETHOD),
            _ => None,
        };
        let b = match wrapper {
            Some(ty) => {
                let w = vm.mem.alloc_old_values(ty, 1);
                init_field(w, 1, b);
                w
            }
            None => b,
        };
        let target = match d.owner {
            Owner::Global => vm.mem.r.builtins,
            Owner::Type(t) | Owner::ClassMethod(t) | Owner::StaticMethod(t) => class::class_dict(vm.ty(t)),
            Owner::Module(m) => {
                let module = modules::get_or_make_module(vm, m);
                field(module, 2)
            }
        };
        vm.mem.dict_set_str(target, name, b);
    }
    let hash = vm.names.hash;
    for t in value_dunders::UNHASHABLE {
        let d = class::class_dict(vm.ty(*t));
        vm.mem.dict_set_str(d, hash, Value::NONE);
    }
    let names: Vec<(String, Value)> = crate::runtime::classes::exposed_types(vm);
    for (n, c) in names {
        let k = vm.intern(&n);
        let b = vm.mem.r.builtins;
        vm.mem.dict_set_str(b, k, c);
    }
    let extras = [("None", Value::NONE), ("True", Value::TRUE), ("False", Value::FALSE), ("Ellipsis", vm.tables.ellipsis), ("NotImplemented", vm.tables.not_implemented)];
    for (n, v) in extras {
        let k = vm.intern(n);
        let b = vm.mem.r.builtins;
        vm.mem.dict_set_str(b, k, v);
    }
    modules::init_module_values(vm);
    math_module::init_values(vm);
    os_error::init_class(vm);
    modules::init_builtins_module(vm);
    std_streams::init_class(vm);
    itertools_types::init_types(vm);
    for &t in crate::runtime::types::ITERTOOLS_TYPES {
        let cls = vm.ty(t);
        let name = class::class_name(cls).to_string();
        modules::set_value(vm, "_itertools", &name, cls);
    }
}

/// The most parameters `Vm::param_slots` binds.
pub const MAX_PARAMS: usize = 8;

/// Helpers shared by the builtin tables.
impl Vm {
    /// Where the arguments of a builtin taking `params` by position or
    /// keyword lie on the stack (None for one not given), with CPython's
    /// errors for unknown, duplicate and surplus ones. Slots, not values: a
    /// call or an allocation may move what they hold, so each is read when
    /// used (`param_value`).
    pub fn param_slots(&mut self, name: &str, a: &Args, params: &[&str]) -> PyResult<[Option<usize>; MAX_PARAMS]> {
        debug_assert!(params.len() <= MAX_PARAMS);
        if a.n > params.len() {
            let n = params.len();
            return Err(self.type_error(&format!("{}() takes at most {} argument{} ({} given)", name, n, if n == 1 { "" } else { "s" }, a.n)));
        }
        let mut out: [Option<usize>; MAX_PARAMS] = std::array::from_fn(|i| (i < a.npos()).then_some(a.start + i));
        for k in 0..a.nkw {
            let key = str::as_str(seq::tuple_get(a.kwnames, k)).to_string();
            let Some(i) = params.iter().position(|p| *p == key) else {
                return Err(self.type_error(&format!("{}() got an unexpected keyword argument '{}'", name, key)));
            };
            if out[i].is_some() {
                return Err(self.type_error(&format!("argument for {}() given by name ('{}') and position ({})", name, key, i + 1)));
            }
            out[i] = Some(a.start + a.npos() + k);
        }
        Ok(out)
    }

    /// The value of an argument `param_slots` found, now.
    pub fn param_value(&self, slot: Option<usize>) -> Option<Value> {
        slot.map(|i| self.mem.r.stack[i])
    }

    /// CPython's TypeError for an attribute name that is not a str
    /// (`getattr`, `object.__setattr__`, ...).
    pub fn check_attr_name(&mut self, name: Value) -> PyResult<()> {
        if is_type(name, TY_STR) {
            return Ok(());
        }
        let t = self.type_name(name);
        Err(self.type_error(&format!("attribute name must be string, not '{}'", t)))
    }

    /// The argument as a str's text, or a TypeError naming `what`.
    pub fn arg_str(&mut self, v: Value, what: &str) -> PyResult<String> {
        let text = self.builtin_view(v);
        if is_type(text, TY_STR) {
            return Ok(str::as_str(text).to_string());
        }
        let t = self.type_name(v);
        Err(self.type_error(&format!("{} must be str, not {}", what, t)))
    }

    /// Replaces each argument from `first` on that is an object with
    /// `__index__` by the int it gives (CPython's integer arguments accept
    /// those), so the checks that follow see ints.
    pub fn index_args(&mut self, a: &Args, first: usize) -> PyResult<()> {
        for i in first..a.n {
            if let Some(n) = self.user_index(self.arg(a, i))? {
                self.mem.r.stack[a.start + i] = n;
            }
        }
        Ok(())
    }

    /// The argument as an i64 (ints and bools), or a TypeError.
    pub fn arg_int(&mut self, v: Value, what: &str) -> PyResult<i64> {
        match crate::ops::arith::int_val(v).or_else(|| crate::ops::arith::int_val(self.builtin_view(v))) {
            Some(crate::ops::arith::IntVal::Small(i)) => Ok(i),
            Some(crate::ops::arith::IntVal::Big(_)) => Err(self.overflow_error("Python int too large to convert to C ssize_t")),
            None => {
                let t = self.type_name(v);
                let _ = what;
                Err(self.type_error(&format!("'{}' object cannot be interpreted as an integer", t)))
            }
        }
    }

    /// Argument-count check worded like CPython's argument clinic
    /// ("replace expected at least 2 arguments, got 1"); counts exclude the receiver.
    pub fn check_positional(&mut self, name: &str, a: &Args, min: usize, max: usize) -> PyResult<()> {
        self.check_positional_from(name, a, 1, min, max)
    }

    /// `check_positional` counting the arguments after the first `skip`
    /// (0 for a constructor: "list expected at most 1 argument, got 2").
    pub fn check_positional_from(&mut self, name: &str, a: &Args, skip: usize, min: usize, max: usize) -> PyResult<()> {
        if a.nkw > 0 {
            return Err(self.type_error(&format!("{}() takes no keyword arguments", name)));
        }
        if a.n < skip {
            return Err(self.type_error(&format!("{}() needs an argument", name)));
        }
        let n = a.n - skip;
        let (bound, k) = if n < min { ("at least ", min) } else if n > max { ("at most ", max) } else { return Ok(()) };
        // (CPython says just "expected 2 arguments" when there is one count.)
        let bound = if min == max { "" } else { bound };
        let s = if k == 1 { "" } else { "s" };
        Err(self.type_error(&format!("{} expected {}{} argument{}, got {}", name, bound, k, s, n)))
    }

    /// The optional `start` and `end` arguments at `first` and `first + 1`
    /// of `find`, `count`, `startswith` and the like (None when absent or None).
    pub fn slice_bounds(&mut self, a: &Args, first: usize) -> PyResult<(Option<i64>, Option<i64>)> {
        let mut get = |i: usize| -> PyResult<Option<i64>> {
            if a.n <= i || self.arg(a, i).is_none() {
                return Ok(None);
            }
            self.arg_int(self.arg(a, i), "slice index").map(Some)
        };
        Ok((get(first)?, get(first + 1)?))
    }

    /// The argument as an f64 (floats and ints), or a TypeError.
    pub fn arg_float(&mut self, v: Value) -> PyResult<f64> {
        match crate::ops::arith::to_f64(v) {
            crate::ops::arith::FloatConv::Ok(f) => Ok(f),
            crate::ops::arith::FloatConv::Overflow => Err(self.overflow_error("int too large to convert to float")),
            crate::ops::arith::FloatConv::NotNumber => {
                let t = self.type_name(v);
                Err(self.type_error(&format!("must be real number, not {}", t)))
            }
        }
    }

    /// Calls `f` on each item of `iterable` in turn, until it returns false
    /// or fails (the iterator is rooted; `f` roots what it keeps). Ctrl-C
    /// stops it: a builtin consuming an iterable is a safe point, so
    /// `sum(range(10**12))` can be interrupted.
    pub fn for_each_item(&mut self, iterable: Value, mut f: impl FnMut(&mut Vm, Value) -> PyResult<bool>) -> PyResult<()> {
        let it = self.get_iter(iterable)?;
        let slot = self.mem.push_temp(it);
        let r = loop {
            if crate::runtime::interrupt::pending() {
                break Err(self.raise_interrupt());
            }
            match self.iter_next(self.mem.temp(slot)) {
                Ok(Some(v)) => match f(self, v) {
                    Ok(true) => {}
                    Ok(false) => break Ok(()),
                    Err(e) => break Err(e),
                },
                Ok(None) => break Ok(()),
                Err(e) => break Err(e),
            }
        };
        self.mem.pop_temps(slot);
        r
    }

    /// The items of any iterable, rooted as temporaries from the returned
    /// slot on (the caller pops them).
    pub fn iterable_to_temps(&mut self, v: Value) -> PyResult<(usize, usize)> {
        let l = self.to_list(v)?;
        let items = seq::seq_items(l);
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&items);
        Ok((mark, items.len()))
    }
}
