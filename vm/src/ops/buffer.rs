//! The buffer protocol, as far as pith has one: the bytes of a bytes-like
//! value — bytes, bytearray, an instance of a class derived from them, or a
//! `memoryview` (`vm/lib/__pith_builtins__.py`, a Python class whose view is
//! `_obj[_start :: _step]`, `_len` items) — for native code that takes
//! "a bytes-like object" (`bytes.join`, `struct`, `hashlib`, `zlib`,
//! `binascii`, files and streams, ...).
//!
//! Must never: hand out a borrowed slice (the data of a view is gathered
//! into a copy, and the heap may move objects at the next allocation).

use crate::object::bytes::buffer_data;
use crate::object::*;
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;

impl Vm {
    /// The bytes of the bytes-like `v` (copied), or `None` if it is not one.
    /// A released memoryview raises ValueError, as in CPython.
    pub fn bytes_like(&mut self, v: Value) -> PyResult<Option<Vec<u8>>> {
        let view = self.builtin_view(v);
        if let Some(d) = buffer_data(view) {
            return Ok(Some(d.to_vec()));
        }
        self.memoryview_data(v)
    }

    /// The bytes a memoryview `v` sees (copied); `None` if `v` is not one.
    pub fn memoryview_data(&mut self, v: Value) -> PyResult<Option<Vec<u8>>> {
        if !self.is_memoryview(v) {
            return Ok(None);
        }
        let get = |vm: &mut Vm, name: &str| {
            let n = vm.intern(name);
            vm.mem.instance_get(v, n).unwrap_or(Value::NONE)
        };
        if get(self, "_released") == Value::TRUE {
            return Err(self.value_error("operation forbidden on released memoryview object"));
        }
        let obj = get(self, "_obj");
        let (start, step, len) = (get(self, "_start"), get(self, "_step"), get(self, "_len"));
        let (Some(data), true, true, true) = (buffer_data(obj), start.is_int(), step.is_int(), len.is_int()) else {
            return Ok(None);
        };
        let (start, step, len) = (start.as_int(), step.as_int(), len.as_int().max(0));
        let out = (0..len).map_while(|i| usize::try_from(start + i * step).ok().and_then(|k| data.get(k).copied())).collect();
        Ok(Some(out))
    }

    /// The bytes of the bytes-like argument `v` (copied), or CPython's
    /// TypeError naming its type.
    pub fn bytes_like_arg(&mut self, v: Value) -> PyResult<Vec<u8>> {
        match self.bytes_like(v)? {
            Some(d) => Ok(d),
            None => {
                let t = self.type_name(v);
                Err(self.type_error(&format!("a bytes-like object is required, not '{}'", t)))
            }
        }
    }

    /// Is `v` a `memoryview` (the class of `__pith_builtins__`, which cannot
    /// be subclassed; none exists before that module is loaded)?
    fn is_memoryview(&mut self, v: Value) -> bool {
        if !is_instance_obj(v) {
            return false;
        }
        let (module, name) = (self.intern("__pith_builtins__"), self.intern("memoryview"));
        let Some(m) = dict::dict_get_str(self.mem.r.modules, module).filter(|m| is_type(*m, TY_MODULE)) else { return false };
        dict::dict_get_str(field(m, 2), name) == Some(self.mem.instance_class(v))
    }
}
