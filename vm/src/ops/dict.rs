//! Dict and set lookups by any key: the key is hashed (`ops::hash`, which
//! runs a user `__hash__`) and compared natively, or by a user `__eq__` when
//! it might find the keys equal. The tables' layout is `object/dict.rs`;
//! inserting with a known hash is `runtime/objects/dict.rs`.

use crate::object::dict::*;
use crate::object::*;
use crate::ops::hash::{hash_small_int, hash_value};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use crate::runtime::watch;

/// The entry of `key` in dict `d` and its table hash, without temporaries
/// or a second walk, when `d` is a dict (not a set) and `key` a small int
/// or a str whose lookup no user `__eq__` can decide
/// (`plain_key_entry`); None for every other lookup.
#[inline]
pub(crate) fn plain_key_lookup(d: Value, key: Value) -> Option<(Option<usize>, i64)> {
    let h = if key.is_int() {
        hash_small_int(key.as_int())
    } else if is_type(key, TY_STR) {
        crate::object::str::str_hash(key)
    } else {
        return None;
    };
    if is_set_like(d) {
        return None;
    }
    let h = h & HASH_MASK;
    plain_key_entry(d, key, h).map(|found| (found, h))
}

impl Vm {
    /// `d[key]`, or `None` when absent; errors only for unhashable keys.
    pub fn dict_get(&mut self, d: Value, key: Value) -> PyResult<Option<Value>> {
        if let Some((found, _)) = plain_key_lookup(d, key) {
            return Ok(found.map(|e| entry(d, e).2));
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[d, key]);
        let r = self.table_entry_general(mark);
        let d = self.mem.temp(mark);
        self.mem.pop_temps(mark);
        Ok(r?.0.map(|e| entry(d, e).2))
    }

    /// The entry of the key in temporary `mark + 1` in the table in `mark`
    /// (if there), and the key's table hash (its `__hash__` is called
    /// once). Keys compare by value natively; instances with a user
    /// `__eq__` are asked through Python (restarting if that changed the
    /// table).
    pub(super) fn table_entry(&mut self, mark: usize) -> PyResult<(Option<usize>, i64)> {
        match plain_key_lookup(self.mem.temp(mark), self.mem.temp(mark + 1)) {
            Some(r) => Ok(r),
            None => self.table_entry_general(mark),
        }
    }

    /// `table_entry` for any key (the key hashed by `hash_value`).
    fn table_entry_general(&mut self, mark: usize) -> PyResult<(Option<usize>, i64)> {
        // (A user __hash__ may move the table: read it afterwards.)
        let h = hash_value(self, self.mem.temp(mark + 1))?;
        let h = table_hash(self.mem.temp(mark), h);
        loop {
            let (d, key) = (self.mem.temp(mark), self.mem.temp(mark + 1));
            let native = if is_set_like(d) {
                crate::object::set::find(d, key, h)
            } else {
                match probe(d, key, h) {
                    Probe::Found(e) => Some(e),
                    _ => None,
                }
            };
            if let Some(e) = native {
                return Ok((Some(e), h));
            }
            let candidates = python_candidates(d, key, h);
            if candidates.is_empty() {
                return Ok((None, h));
            }
            let mut changed = false;
            for e in candidates {
                let d = self.mem.temp(mark);
                let k = entry(d, e).1;
                if k.is_empty() {
                    changed = true;
                    break;
                }
                // (Rooted: the comparison may move the key.)
                let k_slot = self.mem.push_temp(k);
                let equal = self.eq(k, self.mem.temp(mark + 1));
                let k = self.mem.temp(k_slot);
                self.mem.pop_temps(k_slot);
                let equal = equal?;
                let d = self.mem.temp(mark);
                if entry(d, e).1 != k {
                    changed = true;
                    break;
                }
                if equal {
                    return Ok((Some(e), h));
                }
            }
            if !changed {
                return Ok((None, h));
            }
        }
    }

    /// `d[key] = value`.
    pub fn dict_set(&mut self, d: Value, key: Value, value: Value) -> PyResult<()> {
        if is_set_like(d) && (key.is_int() || is_type(key, TY_STR)) && !crate::object::set::has_python_eq_keys(d) {
            // A set's add of a small int or a str: its hash and its
            // equality with every key already there are native (no key
            // has a Python `__eq__`), so one probe inserts it or finds it.
            let h = if key.is_int() { hash_small_int(key.as_int()) } else { crate::object::str::str_hash(key) };
            self.mem.set_insert(d, key, h);
            return Ok(());
        }
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[d, key, value]);
        let found = self.table_entry(mark);
        let (d, key, value) = (self.mem.temp(mark), self.mem.temp(mark + 1), self.mem.temp(mark + 2));
        self.mem.pop_temps(mark);
        let h = match found? {
            // An equal key is already there (found natively or by a user __eq__).
            (Some(e), _) => {
                if !is_set_like(d) {
                    let arr = entries(d);
                    if watch::is_watched(d) && field(arr, 4 + 3 * e) != value {
                        self.mem.r.watch.changed(d, key, entry(d, e).0);
                    }
                    self.mem.set_field(arr, 4 + 3 * e, value);
                }
                return Ok(());
            }
            (None, h) => h,
        };
        if is_set_like(d) {
            self.mem.set_insert(d, key, h);
            return Ok(());
        }
        self.mem.dict_set_hashed(d, key, value, h);
        Ok(())
    }

    /// Removes `key`; returns its value when it was present.
    pub fn dict_remove(&mut self, d: Value, key: Value) -> PyResult<Option<Value>> {
        let mark = self.mem.temps_mark();
        self.mem.r.temps.extend_from_slice(&[d, key]);
        let found = self.table_entry(mark);
        let d = self.mem.temp(mark);
        self.mem.pop_temps(mark);
        let found = match found?.0 {
            Some(e) => Probe::Found(e),
            None => Probe::NoTable,
        };
        match found {
            Probe::Found(e) => {
                if watch::is_watched(d) {
                    let (h, k, _) = entry(d, e);
                    self.mem.r.watch.changed(d, k, h);
                }
                let arr = entries(d);
                let v = field(arr, 4 + 3 * e);
                init_field(arr, 3 + 3 * e, Value::EMPTY);
                init_field(arr, 4 + 3 * e, Value::EMPTY);
                init_field(d, 1, Value::int(dict_len(d) as i64 - 1));
                Ok(Some(v))
            }
            _ => Ok(None),
        }
    }
}
