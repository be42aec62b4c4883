//! Making classes: the builtin types at start-up (`init_types`, from the
//! table in `types.rs`), and user classes: the MRO by C3, the checks on the
//! bases, the class object and its namespace.

use crate::object::class::*;
use crate::object::seq::{tuple_get, tuple_len};
use crate::object::*;
use crate::runtime::types::*;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use crate::runtime::calls::Calls;

/// Creates every builtin class and the Ellipsis / NotImplemented singletons.
pub fn init_types(vm: &mut Vm) {
    for &(id, name, parent, shaped) in TYPE_TABLE {
        let kind = if shaped { 0 } else { id as i64 + 1 };
        let bases: Vec<Value> = if id == TypeId::Object { vec![] } else { vec![vm.ty(parent)] };
        let class = raw_class(vm, name, &bases, kind);
        vm.tables.types[id as usize] = class;
    }
    vm.tables.ellipsis = vm.mem.alloc_old_values(TY_SINGLETON, 1);
    vm.tables.not_implemented = vm.mem.alloc_old_values(TY_SINGLETON, 1);
    vm.tables.stdout_obj = vm.mem.alloc_old_values(TY_SINGLETON, 1);
    vm.tables.stderr_obj = vm.mem.alloc_old_values(TY_SINGLETON, 1);
}

/// Builds a class object in old space; `bases` must already be classes with a valid MRO.
fn raw_class(vm: &mut Vm, name: &str, bases: &[Value], kind: i64) -> Value {
    let mro = c3_mro(bases).unwrap_or_else(|| bases.to_vec());
    let class = vm.mem.alloc_old_values(TY_CLASS, CLASS_WORDS - 1);
    let name_v = vm.intern(name);
    init_field(class, CLASS_NAME, name_v);
    init_field(class, CLASS_QUALNAME, name_v);
    init_field(class, CLASS_SLOT_HINT, Value::int(1));
    init_field(class, CLASS_KIND, Value::int(kind));
    vm.mem.tag_new_class(class);
    let dict = vm.mem.new_module_namespace();
    vm.mem.set_field(class, CLASS_DICT, dict);
    let bases_t = vm.mem.tuple_of_rooted(bases);
    vm.mem.set_field(class, CLASS_BASES, bases_t);
    let mut full = vec![class];
    full.extend(mro);
    let mro_t = vm.mem.tuple_of_rooted(&full);
    vm.mem.set_field(class, CLASS_MRO, mro_t);
    for &base in bases {
        register_subclass(vm, base, class);
    }
    class
}

/// Adds `class` to `base`'s `CLASS_SUBCLASSES` list (classes live in old
/// space and never move, so neither needs rooting).
fn register_subclass(vm: &mut Vm, base: Value, class: Value) {
    if field(base, CLASS_SUBCLASSES).is_empty() {
        let list = vm.mem.new_list(0);
        vm.mem.set_field(base, CLASS_SUBCLASSES, list);
    }
    vm.mem.list_append(field(base, CLASS_SUBCLASSES), class);
}

/// The C3 linearization of the bases' MROs (without the new class), or None
/// when no consistent order exists.
fn c3_mro(bases: &[Value]) -> Option<Vec<Value>> {
    let mut seqs: Vec<Vec<Value>> = bases.iter().map(|b| mro_vec(*b)).collect();
    seqs.push(bases.to_vec());
    let mut out = Vec::new();
    loop {
        seqs.retain(|s| !s.is_empty());
        if seqs.is_empty() {
            return Some(out);
        }
        let head = seqs.iter().map(|s| s[0]).find(|h| !seqs.iter().any(|s| s[1..].contains(h)))?;
        out.push(head);
        for s in &mut seqs {
            if s[0] == head {
                s.remove(0);
            }
        }
    }
}

fn mro_vec(class: Value) -> Vec<Value> {
    let mro = class_mro(class);
    (0..tuple_len(mro)).map(|i| tuple_get(mro, i)).collect()
}

impl Vm {
    /// Creates a user class named `name` with `bases` (temporaries
    /// `bases_slot..+n`) and the namespace dict `ns`, with the hooks of
    /// `class_hooks.rs` around it.
    pub fn new_class(&mut self, name: &str, bases_slot: usize, nbases: usize, ns: Value) -> PyResult<Value> {
        self.new_class_kw(name, bases_slot, nbases, ns, ClassMaker::PLAIN)
    }

    /// `new_class` as `how` says (a class statement with its metaclass
    /// and keywords, or `type.__new__`; see `metaclass.rs`).
    pub fn new_class_kw(&mut self, name: &str, bases_slot: usize, nbases: usize, ns: Value, how: ClassMaker) -> PyResult<Value> {
        let mark = self.mem.temps_mark();
        let r = self.new_class_with_hooks(name, bases_slot, nbases, ns, how);
        self.mem.pop_temps(mark);
        r
    }

    fn new_class_with_hooks(&mut self, name: &str, bases_slot: usize, nbases: usize, ns: Value, how: ClassMaker) -> PyResult<Value> {
        let ns_slot = self.mem.push_temp(ns);
        let ClassMaker { meta: asked, kwargs, direct } = how;
        let kw_slot = self.mem.push_temp(kwargs);
        let asked = if asked.is_empty() { self.ty(TypeId::Type) } else { asked };
        let asked_slot = self.mem.push_temp(asked);
        let (bases_slot, nbases) = self.resolve_mro_entries(bases_slot, nbases, ns_slot)?;
        let asked = self.mem.temp(asked_slot);
        // A metaclass that is not a metaclass (a function, any callable) makes the class itself.
        let is_meta = is_class(asked) && is_subclass(asked, self.ty(TypeId::Type));
        let class_bases: Vec<Value> = (0..nbases).map(|i| self.mem.temp(bases_slot + i)).filter(|b| is_class(*b)).collect();
        if !is_meta || (!direct && self.is_user_metaclass(asked)) || class_bases.iter().any(|b| self.user_meta(*b).is_some()) {
            let winner = if is_meta { self.winning_metaclass(asked, &class_bases)? } else { asked };
            self.mem.set_temp(asked_slot, winner);
            if !direct && (!is_meta || self.is_user_metaclass(winner)) {
                return self.call_class_maker(name, bases_slot, nbases, ns_slot, kw_slot, asked_slot);
            }
        }
        let meta = self.mem.temp(asked_slot);
        let class = self.build_class(name, bases_slot, nbases, self.mem.temp(ns_slot), meta)?;
        let kwargs = self.mem.temp(kw_slot);
        self.class_created(class, kwargs)?;
        Ok(class)
    }

    /// `maker(name, bases, namespace, **kwargs)`: a class statement's (or
    /// `type()`'s) user metaclass or other callable, each argument in the
    /// temporaries named.
    fn call_class_maker(&mut self, name: &str, bases_slot: usize, nbases: usize, ns_slot: usize, kw_slot: usize, maker_slot: usize) -> PyResult<Value> {
        let name_v = self.mem.new_str(name);
        let name_slot = self.mem.push_temp(name_v);
        let bases_t = self.mem.tuple_from_temps(bases_slot, nbases);
        let args = [self.mem.temp(name_slot), bases_t, self.mem.temp(ns_slot)];
        let (maker, kwargs) = (self.mem.temp(maker_slot), self.mem.temp(kw_slot));
        if self.is_user_metaclass(maker) {
            self.call_metaclass(maker, &args, kwargs)
        } else {
            self.call_with_kwargs(maker, &args, kwargs)
        }
    }

    /// The class object itself: bases checked, MRO, namespace, slots, and
    /// its metaclass `meta` (recorded unless it is `type`).
    fn build_class(&mut self, name: &str, bases_slot: usize, nbases: usize, ns: Value, meta: Value) -> PyResult<Value> {
        let ns_slot = self.mem.push_temp(ns);
        let mut bases: Vec<Value> = (0..nbases).map(|i| self.mem.temp(bases_slot + i)).collect();
        for b in &bases {
            if !is_class(*b) {
                let tn = self.type_name(*b);
                self.mem.pop_temps(ns_slot);
                return Err(self.type_error(&format!("bases must be types, not {}", tn)));
            }
        }
        if let Err(e) = self.check_value_bases(&bases) {
            self.mem.pop_temps(ns_slot);
            return Err(e);
        }
        if bases.is_empty() {
            bases.push(self.ty(TypeId::Object));
        }
        if c3_mro(&bases).is_none() {
            self.mem.pop_temps(ns_slot);
            let names: Vec<&str> = bases.iter().map(|b| class_name(*b)).collect();
            let msg = format!("Cannot create a consistent method resolution\norder (MRO) for bases {}", names.join(", "));
            return Err(self.type_error(&msg));
        }
        self.implicit_method_kinds(ns_slot);
        let class = raw_class(self, name, &bases, 0);
        if meta != self.ty(TypeId::Type) {
            self.mem.set_field(class, CLASS_META, meta);
        }
        let ns = self.mem.temp(ns_slot);
        self.mem.pop_temps(ns_slot);
        self.mem.set_field(class, CLASS_DICT, ns);
        // A nested class's qualified name (`Outer.Inner`), set by the class body.
        // It goes from the dict to the class, as in CPython (where subclasses
        // would inherit it).
        if let Some(q) = dict::dict_get_str(ns, self.names.qualname).filter(|q| is_type(*q, TY_STR)) {
            self.mem.set_field(class, CLASS_QUALNAME, q);
            self.dict_remove(class_dict(class), self.names.qualname)?;
        }
        self.class_changed(class);
        if let Some(s) = dict::dict_get_str(ns, self.names.slots) {
            self.apply_slots(class, s)?;
        }
        // A subclass of enum.Enum gets its members now.
        let marker = self.names.enum_marker;
        if self.lookup_type(class, marker).is_some() && dict::dict_get_str(class_dict(class), marker).is_none() {
            self.class_hook(class, "__pith_enum_setup__", &[])?;
        }
        // (The dict may have moved in a collection since.)
        let ns = class_dict(class);
        let holds_value = crate::runtime::builtin_base::value_base(class).is_some();
        let hint = self.slot_hint(ns, &bases, holds_value);
        init_field(class, CLASS_SLOT_HINT, Value::int(hint));
        // Functions defined in the body learn their class (zero-argument super()).
        for (_, v) in crate::object::dict::dict_items(ns) {
            let f = match ptr_type(v) {
                Some(TY_FUNCTION) => v,
                Some(TY_STATICMETHOD) | Some(TY_CLASSMETHOD) => field(v, 1),
                Some(TY_PROPERTY) => field(v, 1),
                _ => continue,
            };
            if is_type(f, TY_FUNCTION) && field(f, func::FN_CLASS).is_empty() {
                self.mem.set_field(f, func::FN_CLASS, class);
            }
        }
        Ok(class)
    }

    /// How many attributes instances of a new class will likely have, so the
    /// first instances get room for them inline (instances keep the size
    /// they were allocated with; the hint only grows afterwards): the
    /// distinct `self.NAME = ...` stores in the class body's functions
    /// (and the attribute holding the builtin value, for a class derived
    /// from a builtin type such as dict, when `holds_value`), or a base's
    /// hint if larger. (A first instance without room for its attributes
    /// has another shape than the later ones: a loop recorded on it does
    /// not fit them.)
    fn slot_hint(&self, ns: Value, bases: &[Value], holds_value: bool) -> i64 {
        let mut names: std::collections::HashSet<&str> = std::collections::HashSet::new();
        for (_, v) in crate::object::dict::dict_items(ns) {
            if !is_type(v, TY_FUNCTION) {
                continue;
            }
            let co = &self.tables.codes[func::function_code_index(v)].co;
            if co.signature.positional == 0 {
                continue;
            }
            for ins in &co.instrs {
                if let lang::bytecode::Instr::StoreAttr { obj: 0, name, .. } = ins {
                    if let Some(n) = co.names.get(*name as usize) {
                        names.insert(n.as_str());
                    }
                }
            }
        }
        let inherited = bases.iter().map(|b| field(*b, CLASS_SLOT_HINT).as_int()).max().unwrap_or(1);
        (names.len() as i64 + holds_value as i64).max(inherited).clamp(1, crate::object::shape::MAX_CAPACITY as i64)
    }

    /// Calls the class-level hook `name` (a classmethod defined by a bundled
    /// module such as `enum`) if `cls` has one: how pith gives classes the
    /// behaviour other Pythons get from metaclasses.
    pub fn class_hook(&mut self, cls: Value, name: &str, args: &[Value]) -> PyResult<Option<Value>> {
        let n = self.intern(name);
        if self.lookup_type(cls, n).is_none() {
            return Ok(None);
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(args);
        let f = self.get_attr(cls, n);
        let args: Vec<Value> = self.mem.r.temps[mark..].to_vec();
        self.mem.pop_temps(mark);
        let f = f?;
        self.call_value(f, &args).map(Some)
    }

    /// Is `cls` (a class) one of the builtin `TypeId`s or derived from it?
    pub fn class_is(&self, cls: Value, t: TypeId) -> bool {
        is_subclass(cls, self.ty(t))
    }

    /// isinstance(v, builtin type t)
    pub fn isinstance_of(&self, v: Value, t: TypeId) -> bool {
        is_subclass(self.type_of(v), self.ty(t))
    }
}

/// The builtin types visible by name in the `builtins` namespace.
pub fn exposed_types(vm: &Vm) -> Vec<(String, Value)> {
    use TypeId as T;
    let hidden = [T::NoneType, T::Function, T::BuiltinFunction, T::Method, T::Module, T::DictKeys, T::DictValues, T::DictItems, T::Ellipsis, T::NotImplementedType, T::TextIO, T::Cell, T::Generator, T::Coroutine];
    TYPE_TABLE.iter().filter(|(id, ..)| !hidden.contains(id) && !ITERATOR_TYPES.contains(id) && !ITERTOOLS_TYPES.contains(id)).map(|(id, name, ..)| (name.to_string(), vm.ty(*id))).collect()
}
