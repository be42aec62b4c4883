//! The module `_random`: the Mersenne Twister MT19937 that `vm/lib/random.py`
//! builds CPython's `random` on, natively (CPython's is C too). The
//! generator's state is a bytearray the Python `Random` holds: 624 words of
//! state and the index of the next one, each a little-endian u32
//! (`STATE_BYTES` in all); every function takes it first and checks its size.
//!
//! Functions: `init_by_array(state, key)` (seeding from a list of 32-bit
//! words), `genrand_uint32(state)`, `random(state)`, `getrandbits(state, k)`,
//! `randbelow(state, n)` (CPython's `_randbelow_with_getrandbits`),
//! `getstate(state)` (the 625 words as a tuple) and `setstate(state, words)`
//! (words checked by the caller). Every result is CPython's, draw for draw.
//!
//! Must never: hold the state's bytes across an allocation (a collection may
//! move them): results are made after the last draw.

use crate::object::*;
use crate::ops::arith::{int_val, IntVal};
use crate::runtime::native::{def, Args, BuiltinDef, Owner::Module};
use crate::runtime::vm::{PyResult, Vm};
use crate::value::Value;
use num_bigint::{BigInt, BigUint, Sign};

pub const DEFS: &[BuiltinDef] = &[
    def("init_by_array", Module("_random"), init_by_array),
    def("genrand_uint32", Module("_random"), genrand_uint32),
    def("random", Module("_random"), random),
    def("getrandbits", Module("_random"), getrandbits),
    def("randbelow", Module("_random"), randbelow),
    def("getstate", Module("_random"), getstate),
    def("setstate", Module("_random"), setstate),
];

/// Words of state.
const N: usize = 624;
const M: usize = 397;
/// The state's size: `N` words and the index.
const STATE_BYTES: usize = 4 * (N + 1);

/// The generator over a state's bytes.
struct Mt<'a> {
    bytes: &'a mut [u8],
}

impl Mt<'_> {
    fn word(&self, i: usize) -> u32 {
        u32::from_le_bytes([self.bytes[4 * i], self.bytes[4 * i + 1], self.bytes[4 * i + 2], self.bytes[4 * i + 3]])
    }

    fn set_word(&mut self, i: usize, w: u32) {
        self.bytes[4 * i..4 * i + 4].copy_from_slice(&w.to_le_bytes());
    }

    fn index(&self) -> usize {
        self.word(N) as usize
    }

    fn init_genrand(&mut self, s: u32) {
        self.set_word(0, s);
        let mut prev = s;
        for i in 1..N {
            prev = 1812433253u32.wrapping_mul(prev ^ (prev >> 30)).wrapping_add(i as u32);
            self.set_word(i, prev);
        }
        self.set_word(N, N as u32);
    }

    fn init_by_array(&mut self, key: &[u32]) {
        self.init_genrand(19650218);
        let (mut i, mut j) = (1, 0);
        for _ in 0..N.max(key.len()) {
            let p = self.word(i - 1);
            let w = (self.word(i) ^ (p ^ (p >> 30)).wrapping_mul(1664525)).wrapping_add(key[j]).wrapping_add(j as u32);
            self.set_word(i, w);
            i += 1;
            j += 1;
            if i >= N {
                self.set_word(0, self.word(N - 1));
                i = 1;
            }
            if j >= key.len() {
                j = 0;
            }
        }
        for _ in 0..N - 1 {
            let p = self.word(i - 1);
            let w = (self.word(i) ^ (p ^ (p >> 30)).wrapping_mul(1566083941)).wrapping_sub(i as u32);
            self.set_word(i, w);
            i += 1;
            if i >= N {
                self.set_word(0, self.word(N - 1));
                i = 1;
            }
        }
        self.set_word(0, 0x8000_0000);
    }

    fn twist(&mut self) {
        let mix = |hi: u32, lo: u32, far: u32| {
            let y = (hi & 0x8000_0000) | (lo & 0x7fff_ffff);
            far ^ (y >> 1) ^ if y & 1 == 1 { 0x9908_b0df } else { 0 }
        };
        for k in 0..N {
            let w = mix(self.word(k), self.word((k + 1) % N), self.word((k + M) % N));
            self.set_word(k, w);
        }
        self.set_word(N, 0);
    }

    fn next_u32(&mut self) -> u32 {
        if self.index() >= N {
            self.twist();
        }
        let i = self.index();
        let mut y = self.word(i);
        self.set_word(N, i as u32 + 1);
        y ^= y >> 11;
        y ^= (y << 7) & 0x9d2c_5680;
        y ^= (y << 15) & 0xefc6_0000;
        y ^ (y >> 18)
    }

    /// `k` random bits, `k` at most 64, as CPython draws them: 32-bit
    /// words from the least significant, the last one's top bits.
    fn bits64(&mut self, k: u32) -> u64 {
        if k <= 32 {
            return if k == 0 { 0 } else { (self.next_u32() >> (32 - k)) as u64 };
        }
        let low = self.next_u32() as u64;
        low | ((self.next_u32() >> (64 - k)) as u64) << 32
    }

    /// `k` random bits for any `k`, as `bits64` draws them.
    fn bits(&mut self, k: u64) -> BigUint {
        let mut words = Vec::with_capacity(k.div_ceil(32) as usize);
        let mut left = k;
        while left > 0 {
            let r = self.next_u32();
            words.push(if left < 32 { r >> (32 - left) } else { r });
            left = left.saturating_sub(32);
        }
        BigUint::from_slice(&words)
    }
}

/// The generator over the state in argument 0, or CPython's error for a
/// state that is not one (only reachable by replacing `Random._state`).
fn state<'a>(vm: &mut Vm, a: &Args) -> PyResult<Mt<'a>> {
    let s = vm.arg(a, 0);
    if !is_type(s, TY_BYTEARRAY) || bytes::bytearray_len(s) != STATE_BYTES {
        return Err(vm.value_error("invalid Random state"));
    }
    Ok(Mt { bytes: bytes::bytearray_data_mut(s) })
}

fn init_by_array(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("init_by_array", &a, 2, 2)?;
    let key_list = vm.arg(&a, 1);
    if !is_type(key_list, TY_LIST) || seq::list_len(key_list) == 0 {
        return Err(vm.type_error("init_by_array() needs a non-empty list of words"));
    }
    let mut key = Vec::with_capacity(seq::list_len(key_list));
    for i in 0..seq::list_len(key_list) {
        match int_val(seq::list_get(key_list, i)) {
            Some(IntVal::Small(w)) if (0..=u32::MAX as i64).contains(&w) => key.push(w as u32),
            _ => return Err(vm.value_error("init_by_array() key words must be ints in [0, 2**32)")),
        }
    }
    state(vm, &a)?.init_by_array(&key);
    Ok(Value::NONE)
}

fn genrand_uint32(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("genrand_uint32", &a, 1, 1)?;
    let w = state(vm, &a)?.next_u32();
    Ok(Value::int(w as i64))
}

fn random(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("random", &a, 1, 1)?;
    let mut mt = state(vm, &a)?;
    let (x, y) = ((mt.next_u32() >> 5) as f64, (mt.next_u32() >> 6) as f64);
    Ok(vm.mem.new_float((x * 67108864.0 + y) * (1.0 / 9007199254740992.0)))
}

fn getrandbits(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getrandbits", &a, 2, 2)?;
    let k = match int_val(vm.arg(&a, 1)) {
        Some(IntVal::Small(k)) => k,
        Some(IntVal::Big(b)) if b.sign() == Sign::Minus => -1,
        Some(IntVal::Big(_)) => return Err(vm.raise_new(crate::runtime::types::TypeId::OverflowError, "Python int too large to convert to C int")),
        None => {
            let t = vm.type_name(vm.arg(&a, 1));
            return Err(vm.type_error(&format!("'{}' object cannot be interpreted as an integer", t)));
        }
    };
    if k < 0 {
        return Err(vm.value_error("number of bits must be non-negative"));
    }
    let mut mt = state(vm, &a)?;
    if k <= 62 {
        let r = mt.bits64(k as u32);
        return Ok(Value::int(r as i64));
    }
    let r = BigInt::from_biguint(Sign::Plus, mt.bits(k as u64));
    Ok(vm.mem.new_bigint(&r))
}

fn randbelow(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("randbelow", &a, 2, 2)?;
    match int_val(vm.arg(&a, 1)) {
        Some(IntVal::Small(n)) if n > 0 => {
            let k = 64 - (n as u64).leading_zeros();
            let mut mt = state(vm, &a)?;
            loop {
                let r = mt.bits64(k);
                if r < n as u64 {
                    return Ok(Value::int(r as i64));
                }
            }
        }
        Some(IntVal::Big(n)) if n.sign() == Sign::Plus => {
            let (n, k) = (n.magnitude().clone(), n.bits());
            let mut mt = state(vm, &a)?;
            let r = loop {
                let r = mt.bits(k);
                if r < n {
                    break r;
                }
            };
            Ok(vm.mem.new_bigint(&BigInt::from_biguint(Sign::Plus, r)))
        }
        _ => Err(vm.value_error("randbelow() needs a positive int")),
    }
}

fn getstate(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("getstate", &a, 1, 1)?;
    let mt = state(vm, &a)?;
    let words: Vec<u32> = (0..=N).map(|i| mt.word(i)).collect();
    let t = vm.mem.new_tuple(words.len());
    for (i, w) in words.iter().enumerate() {
        init_field(t, 2 + i, Value::int(*w as i64));
    }
    Ok(t)
}

fn setstate(vm: &mut Vm, a: Args) -> PyResult<Value> {
    vm.check_args("setstate", &a, 2, 2)?;
    let t = vm.arg(&a, 1);
    if !is_type(t, TY_TUPLE) || seq::tuple_len(t) != N + 1 {
        return Err(vm.value_error("state vector is the wrong size"));
    }
    let mut words = [0u32; N + 1];
    for (i, w) in words.iter_mut().enumerate() {
        match int_val(seq::tuple_get(t, i)) {
            Some(IntVal::Small(x)) if (0..=u32::MAX as i64).contains(&x) && (i < N || x as usize <= N) => *w = x as u32,
            _ => return Err(vm.value_error("invalid state")),
        }
    }
    let mut mt = state(vm, &a)?;
    for (i, w) in words.iter().enumerate() {
        mt.set_word(i, *w);
    }
    Ok(Value::NONE)
}
