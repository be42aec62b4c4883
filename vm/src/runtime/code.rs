//! Loaded code: a compiled `CodeObject` plus its constants as heap values,
//! and the per-instruction state the interpreter keeps beside it (loop
//! counters, global hints, attribute and method caches). Loading is
//! `runtime/load.rs`.

use crate::object::*;
use crate::value::Value;
use lang::bytecode::CodeObject;
use num_bigint::BigInt;
use num_traits::Num;
use std::rc::Rc;

/// One attribute instruction's inline cache (see `interp/attr_cache.rs`):
/// instances with type id `ty[k]` hold the attribute in field `field[k]`,
/// or, for a store that adds it, take type id `to[k]` and hold it there
/// (`to[k] == ty[k]` when they have it already); two shapes per site,
/// while the method cache's epoch is `epoch`. A load may also hold a class
/// entry: the class `class` (by identity) reads as `value`, an old object
/// or an immediate. A load or a store of an attribute an instance keeps in
/// its overflow array has an overflow entry: instances with type id
/// `overflow_ty` keep the array in field `overflow_cap` and the attribute
/// in the array's word `overflow_at`. The default entry matches nothing
/// (no object has type id `u32::MAX` or is EMPTY, and the method cache's
/// epoch starts at 1).
#[derive(Clone, Copy)]
pub struct AttrCache {
    pub ty: [u32; 2],
    pub field: [u32; 2],
    pub to: [u32; 2],
    pub epoch: u64,
    pub class: Value,
    pub value: Value,
    pub overflow_ty: u32,
    pub overflow_cap: u32,
    pub overflow_at: u32,
}

impl Default for AttrCache {
    fn default() -> Self {
        AttrCache { ty: [u32::MAX; 2], field: [0; 2], to: [u32::MAX; 2], epoch: 0, class: Value::EMPTY, value: Value::EMPTY, overflow_ty: u32::MAX, overflow_cap: 0, overflow_at: 0 }
    }
}

/// One `LoadMethod`'s inline cache (see `interp/attr_cache.rs`): for
/// objects with type id `ty[k]`, the method is the plain function
/// `func[k]` (two type ids per site, the last seen first), while the
/// method cache's epoch is `epoch` and the heap has done no more than
/// `minors[k]` minor collections (`func[k]` may be young: a collection may
/// move it, and the entry is refilled with its new address; for an old
/// function, which stays put, `minors[k]` is `u64::MAX`). A site may also
/// hold a class entry: called on the class `class` (by identity), the
/// method is `class_func`, with the class as its first argument when
/// `binds_class` (a classmethod), while the heap has done no more than
/// `class_minors` minor collections (`u64::MAX` when both are old).
#[derive(Clone, Copy)]
pub struct MethodSite {
    pub ty: [u32; 2],
    pub epoch: u64,
    pub minors: [u64; 2],
    pub func: [Value; 2],
    pub class: Value,
    pub class_func: Value,
    pub binds_class: bool,
    pub class_minors: u64,
}

impl Default for MethodSite {
    fn default() -> Self {
        MethodSite { ty: [u32::MAX; 2], epoch: 0, minors: [0; 2], func: [Value::EMPTY; 2], class: Value::EMPTY, class_func: Value::EMPTY, binds_class: false, class_minors: 0 }
    }
}

/// `Code::fast_arity` of code that takes the general binding path.
pub const NO_FAST_ARITY: u32 = u32::MAX;

/// A loop counter value: never counted, never traced.
pub const BLACKLISTED: u32 = u32::MAX;

/// Where `LoadGlobal` of a name found it last.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum GlobalHint {
    #[default]
    None,
    /// This entry of the module dict.
    Module(u32),
    /// This entry of the builtins dict, when the module dict had had
    /// `module_keys` keys added (`dict::keys_added`): while that count
    /// stays, the module dict still lacks the name.
    Builtin { entry: u32, module_keys: i64 },
}

pub struct Code {
    pub co: Rc<CodeObject>,
    pub consts: Vec<Value>,
    /// `co.names` as interned strs.
    pub names: Vec<Value>,
    /// `co.name` and `co.qualname` as interned strs (immortal: the
    /// function objects made from this code take them).
    pub name: Value,
    pub qualname: Value,
    /// Index in `Tables::codes`.
    pub index: usize,
    /// Per instruction: iterations counted at a loop header (the target of a
    /// `LoopBack`) for hot-loop detection, or `BLACKLISTED`; one more entry
    /// past the last instruction counts the calls of the function (its
    /// entry, `function_entry`), except for generators and module or class bodies.
    pub loop_counts: Box<[std::cell::Cell<u32>]>,
    /// Per name in `names`: where `LoadGlobal` last found it (see
    /// `Vm::load_global_hinted`).
    pub global_hints: Box<[std::cell::Cell<GlobalHint>]>,
    /// Per instruction: the inline cache of a `LoadAttr` or `StoreAttr`.
    pub attr_caches: Box<[std::cell::Cell<AttrCache>]>,
    /// Per instruction: the inline cache of a `LoadMethod`.
    pub method_caches: Box<[std::cell::Cell<MethodSite>]>,
    /// The argument count a call passes straight into the frame, for a
    /// function with positional parameters only that is no generator;
    /// `NO_FAST_ARITY` for any other code (see `Vm::enter_plain_function`).
    pub fast_arity: u32,
    /// Compiled by `compile`/`exec`/`eval` (see `builtins/dynamic_code.rs`):
    /// it may run with any globals dict.
    pub dynamic: std::cell::Cell<bool>,
    /// Register liveness, computed when the JIT first needs it.
    pub(crate) liveness: std::cell::OnceCell<Rc<lang::liveness::Liveness>>,
    /// How many of its allocation sites are pretenured now
    /// (`runtime/pretenure.rs`): while it runs with some, every allocation
    /// takes the slow path, which sends theirs to old space.
    pub pretenured_sites: std::cell::Cell<u32>,
}

impl Code {
    /// Marks code compiled at run time: it may run with any globals dict,
    /// so no trace starts in it (its loop and entry counters are
    /// blacklisted; a trace that calls it inlines it with its function's
    /// own globals) and its builtin lookups are not cached against one
    /// module dict (`Vm::load_global_unhinted`).
    pub fn make_dynamic(&self) {
        self.dynamic.set(true);
        for c in self.loop_counts.iter() {
            c.set(BLACKLISTED);
        }
    }

    /// The key of the function's entry among its "loop headers": one past
    /// its last instruction (no instruction has that pc). A function trace
    /// is kept under this key and counted in `loop_counts` there.
    #[inline(always)]
    pub fn function_entry(&self) -> u32 {
        self.co.instrs.len() as u32
    }

    /// The live registers at each instruction (see `lang::liveness`).
    pub fn liveness(&self) -> Rc<lang::liveness::Liveness> {
        self.liveness.get_or_init(|| Rc::new(lang::liveness::liveness(&self.co))).clone()
    }
}


/// Parses an int literal's text (decimal or 0x/0o/0b, no underscores).
pub fn parse_int_literal(text: &str) -> Option<BigInt> {
    let t = text.to_ascii_lowercase();
    let (digits, radix) = if let Some(r) = t.strip_prefix("0x") {
        (r, 16)
    } else if let Some(r) = t.strip_prefix("0o") {
        (r, 8)
    } else if let Some(r) = t.strip_prefix("0b") {
        (r, 2)
    } else {
        (t.as_str(), 10)
    };
    BigInt::from_str_radix(&digits.replace('_', ""), radix).ok()
}
