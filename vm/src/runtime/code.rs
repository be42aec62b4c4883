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

/// How many shapes an attribute instruction's cache holds.
pub const ATTR_WAYS: usize = 4;

/// How many type ids a `LoadMethod`'s cache holds.
pub const METHOD_WAYS: usize = 4;

/// One attribute instruction's inline cache (see `interp/attr_cache.rs`):
/// instances with type id `ty[k]` hold the attribute in field `field[k]`,
/// or, for a store that adds it, take type id `to[k]` and hold it there
/// (`to[k] == ty[k]` when they have it already); `ATTR_WAYS` shapes per
/// site (a method inherited by four subclasses sees four), the last filled
/// first, each while `version[k]` is the version tag of type id `ty[k]`'s
/// class (`runtime/class_versions.rs`). A load may also hold a class
/// entry: the class `class` (by identity) reads as `value`, an old object
/// or an immediate, while the class's tag is `class_version`. A load or a
/// store of an attribute an instance keeps in
/// its overflow array has an overflow entry: instances with type id
/// `overflow_ty` keep the array in field `overflow_cap` and the attribute
/// in the array's word `overflow_at`, while their class's tag is
/// `overflow_version`. The default entry matches nothing
/// (no object has type id `u32::MAX` or is EMPTY).
#[derive(Clone, Copy)]
pub struct AttrCache {
    pub ty: [u32; ATTR_WAYS],
    pub field: [u32; ATTR_WAYS],
    pub to: [u32; ATTR_WAYS],
    pub version: [u64; ATTR_WAYS],
    pub class: Value,
    pub value: Value,
    pub class_version: u64,
    pub overflow_ty: u32,
    pub overflow_cap: u32,
    pub overflow_at: u32,
    pub overflow_version: u64,
}

impl Default for AttrCache {
    fn default() -> Self {
        AttrCache { ty: [u32::MAX; ATTR_WAYS], field: [0; ATTR_WAYS], to: [u32::MAX; ATTR_WAYS], version: [0; ATTR_WAYS], class: Value::EMPTY, value: Value::EMPTY, class_version: 0, overflow_ty: u32::MAX, overflow_cap: 0, overflow_at: 0, overflow_version: 0 }
    }
}

/// One `LoadMethod`'s inline cache (see `interp/attr_cache.rs`): for
/// objects with type id `ty[k]`, the method is the plain function
/// `func[k]` (`METHOD_WAYS` type ids per site, the last seen first), while
/// `version[k]` is the version tag of the type id's class and the heap has done no more than
/// `minors[k]` minor collections (`func[k]` may be young: a collection may
/// move it, and the entry is refilled with its new address; for an old
/// function, which stays put, `minors[k]` is `u64::MAX`). A site may also
/// hold a class entry: called on the class `class` (by identity), the
/// method is `class_func`, with the class as its first argument when
/// `binds_class` (a classmethod), while the heap has done no more than
/// `class_minors` minor collections (`u64::MAX` when both are old) and the
/// class's tag is `class_version`. Or a
/// super entry: called on `super(class, obj)` with `obj` of type
/// `super_type`, the method is `class_func`, unbound, `obj` its first
/// argument (`super().__init__(...)`), while `super_type`'s tag is
/// `class_version`; `super_type` is EMPTY in a class entry. A site calling
/// a module's function keeps instead the namespace entry it found the
/// function at, `module_entry`, with `ty[0]` the marker `MODULE_ENTRY` of
/// `interp/attr_cache.rs`.
#[derive(Clone, Copy)]
pub struct MethodSite {
    pub ty: [u32; METHOD_WAYS],
    pub version: [u64; METHOD_WAYS],
    pub minors: [u64; METHOD_WAYS],
    pub func: [Value; METHOD_WAYS],
    pub class: Value,
    pub class_func: Value,
    pub binds_class: bool,
    pub class_minors: u64,
    pub class_version: u64,
    pub super_type: Value,
    pub module_entry: u64,
}

impl Default for MethodSite {
    fn default() -> Self {
        MethodSite { ty: [u32::MAX; METHOD_WAYS], version: [0; METHOD_WAYS], minors: [0; METHOD_WAYS], func: [Value::EMPTY; METHOD_WAYS], class: Value::EMPTY, class_func: Value::EMPTY, binds_class: false, class_minors: 0, class_version: 0, super_type: Value::EMPTY, module_entry: 0 }
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
    /// The inline caches of the `LoadAttr` and `StoreAttr` instructions,
    /// one each, in instruction order.
    pub attr_caches: Box<[std::cell::Cell<AttrCache>]>,
    /// The inline caches of the `LoadMethod` instructions, one each.
    pub method_caches: Box<[std::cell::Cell<MethodSite>]>,
    /// Per instruction: the index of its cache in `attr_caches` or
    /// `method_caches` (0 for instructions without one).
    pub cache_slots: Box<[u32]>,
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
    /// The name with index `i` in `names`, as an instruction's operand
    /// names it.
    #[inline(always)]
    pub fn name(&self, i: u32) -> Value {
        debug_assert!((i as usize) < self.names.len());
        // SAFETY: the compiler gives instructions name indices of their
        // code object's table only, and `names` has one value per entry
        // (`Vm::load_code`).
        unsafe { *self.names.get_unchecked(i as usize) }
    }

    /// The constant with index `i` in `consts`, as an instruction's
    /// operand names it.
    #[inline(always)]
    pub fn constant(&self, i: u32) -> Value {
        debug_assert!((i as usize) < self.consts.len());
        // SAFETY: as `name`, for the constants' table.
        unsafe { *self.consts.get_unchecked(i as usize) }
    }

    /// Where `LoadGlobal` found the name with index `i` last.
    #[inline(always)]
    pub fn global_hint(&self, i: usize) -> &std::cell::Cell<GlobalHint> {
        debug_assert!(i < self.global_hints.len());
        // SAFETY: as `name`: `global_hints` has one entry per name.
        unsafe { self.global_hints.get_unchecked(i) }
    }

    /// The cache of the `LoadAttr` or `StoreAttr` at `pc`.
    ///
    /// # Safety
    /// The instruction at `pc` is a `LoadAttr` or a `StoreAttr`.
    #[inline(always)]
    pub unsafe fn attr_cache(&self, pc: usize) -> &std::cell::Cell<AttrCache> {
        debug_assert!(matches!(self.co.instrs[pc], lang::bytecode::Instr::LoadAttr { .. } | lang::bytecode::Instr::StoreAttr { .. }));
        // SAFETY: `cache_slots` has one entry per instruction (`pc` is one),
        // and an attribute instruction's entry indexes `attr_caches`
        // (`Code::cache_layout`).
        unsafe { self.attr_caches.get_unchecked(*self.cache_slots.get_unchecked(pc) as usize) }
    }

    /// The cache of the `LoadMethod` at `pc`.
    ///
    /// # Safety
    /// The instruction at `pc` is a `LoadMethod`.
    #[inline(always)]
    pub unsafe fn method_cache(&self, pc: usize) -> &std::cell::Cell<MethodSite> {
        debug_assert!(matches!(self.co.instrs[pc], lang::bytecode::Instr::LoadMethod { .. }));
        // SAFETY: as `attr_cache`, for `method_caches`.
        unsafe { self.method_caches.get_unchecked(*self.cache_slots.get_unchecked(pc) as usize) }
    }

    /// The caches of `instrs`: (attribute caches, method caches, each
    /// instruction's index into its kind's).
    pub fn cache_layout(instrs: &[lang::bytecode::Instr]) -> (Box<[std::cell::Cell<AttrCache>]>, Box<[std::cell::Cell<MethodSite>]>, Box<[u32]>) {
        use lang::bytecode::Instr;
        let (mut attrs, mut methods) = (0u32, 0u32);
        let slots = instrs
            .iter()
            .map(|ins| match ins {
                Instr::LoadAttr { .. } | Instr::StoreAttr { .. } => {
                    attrs += 1;
                    attrs - 1
                }
                Instr::LoadMethod { .. } => {
                    methods += 1;
                    methods - 1
                }
                _ => 0,
            })
            .collect();
        let attr_caches = (0..attrs).map(|_| std::cell::Cell::new(AttrCache::default())).collect();
        let method_caches = (0..methods).map(|_| std::cell::Cell::new(MethodSite::default())).collect();
        (attr_caches, method_caches, slots)
    }

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
