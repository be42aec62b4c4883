//! Loaded code: a compiled `CodeObject` plus its constants as heap values.
//!
//! Loading turns each constant into a value once (strings interned, floats,
//! big ints and tuples in old space, so they never move) and each nested code
//! object into a small int naming its index in `Vm::codes`.

use crate::object::*;
use crate::value::Value;
use crate::runtime::vm::Vm;
use lang::bytecode::{CodeObject, Const};
use num_bigint::BigInt;
use num_traits::Num;
use std::rc::Rc;

/// One attribute instruction's inline cache (see `interp/attr_cache.rs`):
/// instances with type id `ty[k]` hold the attribute in field `field[k]`
/// (two shapes per site), while the method cache's epoch is `epoch`. The
/// default entry matches nothing (no object has type id `u32::MAX`, and the
/// method cache's epoch starts at 1).
#[derive(Clone, Copy)]
pub struct AttrCache {
    pub ty: [u32; 2],
    pub field: [u32; 2],
    pub epoch: u64,
}

impl Default for AttrCache {
    fn default() -> Self {
        AttrCache { ty: [u32::MAX; 2], field: [0; 2], epoch: 0 }
    }
}

/// One `LoadMethod`'s inline cache (see `interp/attr_cache.rs`): for
/// objects with type id `ty`, the method is the plain function `func`, while
/// the method cache's epoch is `epoch` and the heap has done `minors` minor
/// collections (`func` may be young: a collection may move it; once old it
/// stays put, and the entry is refilled with its new address).
#[derive(Clone, Copy)]
pub struct MethodSite {
    pub ty: u32,
    pub epoch: u64,
    pub minors: u64,
    pub func: Value,
}

impl Default for MethodSite {
    fn default() -> Self {
        MethodSite { ty: u32::MAX, epoch: 0, minors: 0, func: Value::EMPTY }
    }
}

/// `Code::fast_arity` of code that takes the general binding path.
pub const NO_FAST_ARITY: u32 = u32::MAX;

pub struct Code {
    pub co: Rc<CodeObject>,
    pub consts: Vec<Value>,
    /// `co.names` as interned strs.
    pub names: Vec<Value>,
    /// `co.name` and `co.qualname` as interned strs (immortal: the
    /// function objects made from this code take them).
    pub name: Value,
    pub qualname: Value,
    /// Index in `Vm::codes`.
    pub index: usize,
    /// Per instruction: iterations counted at a loop header (the target of a
    /// `LoopBack`) for hot-loop detection, or `jit::BLACKLISTED`.
    pub loop_counts: Box<[std::cell::Cell<u32>]>,
    /// Per name in `names`: 1 + the entry of the module dict where
    /// `LoadGlobal` last found it, or 0 (see `Vm::load_global_hinted`).
    pub global_hints: Box<[std::cell::Cell<u32>]>,
    /// Per instruction: the inline cache of a `LoadAttr` or `StoreAttr`.
    pub attr_caches: Box<[std::cell::Cell<AttrCache>]>,
    /// Per instruction: the inline cache of a `LoadMethod`.
    pub method_caches: Box<[std::cell::Cell<MethodSite>]>,
    /// The argument count a call passes straight into the frame, for a
    /// function with positional parameters only that is no generator;
    /// `NO_FAST_ARITY` for any other code (see `Vm::enter_plain_function`).
    pub fast_arity: u32,
    /// Register liveness, computed when the JIT first needs it.
    liveness: std::cell::OnceCell<Rc<lang::liveness::Liveness>>,
}

impl Code {
    /// The live registers at each instruction (see `lang::liveness`).
    pub fn liveness(&self) -> Rc<lang::liveness::Liveness> {
        self.liveness.get_or_init(|| Rc::new(lang::liveness::liveness(&self.co))).clone()
    }
}

impl Vm {
    /// Loads `co` and every code object nested in it; returns its index.
    pub fn load_code(&mut self, co: &Rc<CodeObject>) -> usize {
        let consts: Vec<Value> = co.consts.iter().map(|c| self.const_value(c)).collect();
        let names: Vec<Value> = co.names.iter().map(|n| self.intern(n)).collect();
        let (name, qualname) = (self.intern(&co.name), self.intern(&co.qualname));
        let index = self.codes.len();
        let loop_counts = co.instrs.iter().map(|_| std::cell::Cell::new(0)).collect();
        let global_hints = names.iter().map(|_| std::cell::Cell::new(0)).collect();
        let attr_caches = co.instrs.iter().map(|_| std::cell::Cell::new(AttrCache::default())).collect();
        let method_caches = co.instrs.iter().map(|_| std::cell::Cell::new(MethodSite::default())).collect();
        let sig = &co.signature;
        let plain = !co.is_generator && !sig.varargs && !sig.varkw && sig.kwonly == 0;
        let fast_arity = if plain { sig.positional as u32 } else { NO_FAST_ARITY };
        self.codes.push(Rc::new(Code { co: co.clone(), consts, names, name, qualname, index, loop_counts, global_hints, attr_caches, method_caches, fast_arity, liveness: Default::default() }));
        index
    }

    fn const_value(&mut self, c: &Const) -> Value {
        match c {
            Const::Int(i) => match Value::try_int(*i) {
                Some(v) => v,
                None => self.new_old_bigint(&BigInt::from(*i)),
            },
            Const::BigInt(text) => {
                let b = parse_int_literal(text).unwrap_or_default();
                self.new_old_bigint(&b)
            }
            Const::Float(f) => {
                let v = self.alloc_old_data(TY_FLOAT, 8);
                set_word(v, 1, f.to_bits());
                v
            }
            Const::Str(s) => self.intern(s),
            Const::Bytes(b) => {
                let v = self.alloc_old_data(TY_BYTES, 8 + b.len());
                set_word(v, 1, b.len() as u64);
                // SAFETY: the object was sized for `b.len()` bytes after 16.
                unsafe { std::ptr::copy_nonoverlapping(b.as_ptr(), byte_ptr(v, 16), b.len()) };
                v
            }
            Const::Tuple(items) => {
                let vals: Vec<Value> = items.iter().map(|i| self.const_value(i)).collect();
                let t = self.alloc_old_values(TY_TUPLE, 1 + vals.len());
                init_field(t, 1, Value::int(vals.len() as i64));
                for (i, v) in vals.iter().enumerate() {
                    init_field(t, 2 + i, *v);
                }
                t
            }
            Const::Code(nested) => Value::int(self.load_code(nested) as i64),
            Const::None => Value::NONE,
            Const::Bool(b) => Value::bool(*b),
            Const::Ellipsis => self.ellipsis,
        }
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
