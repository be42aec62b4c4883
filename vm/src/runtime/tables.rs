//! The runtime's tables: every loaded code object, the interned strings,
//! the builtin type objects and singletons, the source texts tracebacks
//! quote. The values here are old-space objects: they never move, so the
//! tables are not roots.
//!
//! Must never: hold a nursery object (nothing would update it).

use crate::runtime::code::Code;
use crate::runtime::types::TYPE_COUNT;
use crate::value::fxhash::FxHashMap;
use crate::value::Value;
use std::collections::HashMap;
use std::rc::Rc;

pub struct Tables {
    /// Every loaded code object; functions name theirs by index.
    pub(crate) codes: Vec<Rc<Code>>,
    pub(crate) interned: FxHashMap<String, Value>,
    /// Keyword-name tuples built for `f(**kw)` calls, by their names.
    pub(crate) kwnames_cache: FxHashMap<Vec<u64>, Value>,
    /// Builtin type objects by `TypeId`.
    pub(crate) types: Vec<Value>,
    /// Ellipsis and NotImplemented.
    pub(crate) ellipsis: Value,
    pub(crate) not_implemented: Value,
    /// `sys.stdout` and `sys.stderr`.
    pub(crate) stdout_obj: Value,
    pub(crate) stderr_obj: Value,
    /// Source text by filename, for tracebacks.
    pub(crate) sources: HashMap<String, Rc<str>>,
    /// Code compiled by `compile`/`exec`/`eval`, by (source, filename, is
    /// eval mode): each distinct source loads once.
    pub(crate) dynamic_codes: HashMap<(String, String, lang::DynamicMode), usize>,
}

impl Default for Tables {
    fn default() -> Tables {
        Tables {
            codes: Vec::new(),
            interned: FxHashMap::default(),
            kwnames_cache: FxHashMap::default(),
            types: vec![Value::EMPTY; TYPE_COUNT],
            ellipsis: Value::EMPTY,
            not_implemented: Value::EMPTY,
            stdout_obj: Value::EMPTY,
            stderr_obj: Value::EMPTY,
            sources: HashMap::new(),
            dynamic_codes: HashMap::new(),
        }
    }
}
