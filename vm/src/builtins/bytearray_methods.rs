//! What changes a `bytearray` in place: its mutating methods (append,
//! extend, insert, pop, remove, clear, reverse, copy) and item and slice
//! assignment and deletion (`ba[i] = x`, `ba[i:j] = data`, `del ba[i]`),
//! which `ops/index.rs` hands over here.
//!
//! Every change goes through `Vm::bytearray_splice` (`object/bytes.rs`),
//! which grows the storage; new contents are computed into a Rust vector
//! first (converting an iterable may run Python code and allocate), and
//! the bytearray and the key stay rooted meanwhile.

use crate::runtime::native::{def, BuiltinDef, Owner};
use crate::runtime::native::Args;
use crate::object::bytes::{bytearray_data, bytearray_data_mut, bytearray_len, buffer_data};
use crate::object::*;
use crate::ops::arith::int_val;
use crate::runtime::types::TypeId;
use crate::value::Value;
use crate::runtime::vm::{PyResult, Vm};

const BA: Owner = Owner::Type(TypeId::ByteArray);

pub const DEFS: &[BuiltinDef] = &[
    def("append", BA, append),
    def("extend", BA, extend),
    def("insert", BA, insert),
    def("pop", BA, pop),
    def("remove", BA, remove),
    def("clear", BA, clear),
    def("reverse", BA, reverse),
    def("copy", BA, copy),
];

fn append(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("append", &a, 2, 2)?;
    let b = vm.byte_value(vm.arg(&a, 1))?;
    vm.mem.bytearray_push(vm.arg(&a, 0), b);
    Ok(Value::NONE)
}

fn extend(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("extend", &a, 2, 2)?;
    vm.bytearray_extend(vm.arg(&a, 0), vm.arg(&a, 1))?;
    Ok(Value::NONE)
}

/// `insert(index, byte)`: the index clamped to the ends, as for lists.
fn insert(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("insert", &a, 3, 3)?;
    let i = vm.arg_int(vm.arg(&a, 1), "index")?;
    let b = vm.byte_value(vm.arg(&a, 2))?;
    let ba = vm.arg(&a, 0);
    let len = bytearray_len(ba) as i64;
    let i = if i < 0 { (i + len).max(0) } else { i.min(len) } as usize;
    vm.mem.bytearray_splice(ba, i..i, &[b]);
    Ok(Value::NONE)
}

fn pop(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("pop", &a, 1, 2)?;
    let i = if a.n > 1 { vm.arg_int(vm.arg(&a, 1), "index")? } else { -1 };
    let ba = vm.arg(&a, 0);
    let len = bytearray_len(ba);
    if len == 0 {
        return Err(vm.index_error("pop from empty bytearray"));
    }
    let i = if i < 0 { i + len as i64 } else { i };
    if !(0..len as i64).contains(&i) {
        return Err(vm.index_error("pop index out of range"));
    }
    let i = i as usize;
    let b = bytearray_data(ba)[i];
    vm.mem.bytearray_splice(ba, i..i + 1, &[]);
    Ok(Value::int(b as i64))
}

fn remove(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("remove", &a, 2, 2)?;
    let b = vm.byte_value(vm.arg(&a, 1))?;
    let ba = vm.arg(&a, 0);
    match bytearray_data(ba).iter().position(|&x| x == b) {
        Some(i) => {
            vm.mem.bytearray_splice(ba, i..i + 1, &[]);
            Ok(Value::NONE)
        }
        None => Err(vm.value_error("value not found in bytearray")),
    }
}

fn clear(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("clear", &a, 1, 1)?;
    let ba = vm.arg(&a, 0);
    vm.mem.bytearray_splice(ba, 0..bytearray_len(ba), &[]);
    Ok(Value::NONE)
}

fn reverse(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("reverse", &a, 1, 1)?;
    bytearray_data_mut(vm.arg(&a, 0)).reverse();
    Ok(Value::NONE)
}

fn copy(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("copy", &a, 1, 1)?;
    let data = bytearray_data(vm.arg(&a, 0)).to_vec();
    Ok(vm.mem.new_bytearray(&data))
}

impl Vm {
    /// `ba.extend(iterable)` and `ba += iterable`.
    pub fn bytearray_extend(&mut self, ba: Value, src: Value) -> PyResult<()> {
        let slot = self.mem.push_temp(ba);
        let data = if buffer_data(self.builtin_view(src)).is_none() && !self.is_iterable(src) {
            let t = self.type_name(src);
            Err(self.type_error(&format!("can't extend bytearray with {}", t)))
        } else {
            self.bytes_of_iterable(src, "byte must be in range(0, 256)")
        };
        let ba = self.mem.temp(slot);
        self.mem.pop_temps(slot);
        let len = bytearray_len(ba);
        self.mem.bytearray_splice(ba, len..len, &data?);
        Ok(())
    }

    /// `ba[key] = v`: one byte, or a slice replaced by a bytes-like object
    /// or an iterable of ints (any length for a step of 1, the slice's
    /// length for an extended slice).
    pub fn bytearray_set_item(&mut self, ba: Value, key: Value, v: Value) -> PyResult<()> {
        if !is_type(key, TY_SLICE) {
            let i = self.index_value(key, "bytearray")?;
            let b = self.byte_value(v)?;
            match Self::normalize(i, bytearray_len(ba)) {
                Some(i) => {
                    bytearray_data_mut(ba)[i] = b;
                    Ok(())
                }
                None => Err(self.index_error("bytearray index out of range")),
            }
        } else {
            let mark = self.mem.temps_mark();
            self.mem.r.temps.extend_from_slice(&[ba, key]);
            let data = self.slice_source(v);
            let (ba, key) = (self.mem.temp(mark), self.mem.temp(mark + 1));
            self.mem.pop_temps(mark);
            let data = data?;
            let (start, stop, step, count) = self.slice_indices(key, bytearray_len(ba))?;
            if step == 1 {
                let (start, stop) = (start as usize, stop.max(start) as usize);
                self.mem.bytearray_splice(ba, start..stop, &data);
                return Ok(());
            }
            if data.len() != count {
                return Err(self.value_error(&format!("attempt to assign bytes of size {} to extended slice of size {}", data.len(), count)));
            }
            let bytes = bytearray_data_mut(ba);
            for (k, b) in data.into_iter().enumerate() {
                bytes[(start + k as i64 * step) as usize] = b;
            }
            Ok(())
        }
    }

    /// What may be assigned to a bytearray slice, as bytes.
    fn slice_source(&mut self, v: Value) -> PyResult<Vec<u8>> {
        let view = self.builtin_view(v);
        if int_val(view).is_some() || is_type(view, TY_STR) || (buffer_data(view).is_none() && !self.is_iterable(v)) {
            return Err(self.type_error("can assign only bytes, buffers, or iterables of ints in range(0, 256)"));
        }
        self.bytes_of_iterable(v, "byte must be in range(0, 256)")
    }

    /// `del ba[key]`.
    pub fn bytearray_del_item(&mut self, ba: Value, key: Value) -> PyResult<()> {
        let len = bytearray_len(ba);
        if !is_type(key, TY_SLICE) {
            let i = self.index_value(key, "bytearray")?;
            return match Self::normalize(i, len) {
                Some(i) => {
                    self.mem.bytearray_splice(ba, i..i + 1, &[]);
                    Ok(())
                }
                None => Err(self.index_error("bytearray index out of range")),
            };
        }
        let (start, stop, step, count) = self.slice_indices(key, len)?;
        if step == 1 {
            self.mem.bytearray_splice(ba, start as usize..stop.max(start) as usize, &[]);
            return Ok(());
        }
        let mut doomed = vec![false; len];
        (0..count).for_each(|k| doomed[(start + k as i64 * step) as usize] = true);
        let keep: Vec<u8> = bytearray_data(ba).iter().zip(&doomed).filter(|(_, &d)| !d).map(|(&b, _)| b).collect();
        self.mem.bytearray_splice(ba, 0..len, &keep);
        Ok(())
    }
}
