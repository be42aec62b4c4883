//! Big-int addition, subtraction, and multiplication by a small int, done
//! on the objects' limbs: for these linear operations, converting to and
//! from num_bigint (a copy in, a copy out, allocations) cost more than the
//! arithmetic. Everything else about ints is `ops/arith.rs`.
//!
//! Must never: hold a limb slice of a heap object across an allocation (the
//! result is computed into a Rust vector first; the object is made after).

use crate::object::num::is_bigint;
use crate::object::word;
use crate::runtime::vm::Vm;
use crate::value::Value;
use lang::bytecode::BinaryOp;

/// A sign and a magnitude (least significant limb first, no high zeros).
struct Signed<'a> {
    negative: bool,
    limbs: &'a [u64],
}

/// The limbs of big int object `v`.
fn big_limbs<'a>(v: Value) -> Signed<'a> {
    let meta = word(v, 1);
    let n = (meta >> 1) as usize;
    // SAFETY: a big int object holds `n` u64 limbs from word 2; the slice
    // is only read before the next heap allocation (module doc).
    let limbs = unsafe { std::slice::from_raw_parts((v.0 as *const u64).add(2), n) };
    Signed { negative: meta & 1 == 1, limbs }
}

/// `a op b` for Add, Sub (ints, at least one big) and Mul (a big int and
/// a small one) on limbs; `None` for anything else. Kept out of line:
/// `binary_op`, which calls it, is hot for every type.
#[inline(never)]
pub(crate) fn limb_op(vm: &mut Vm, op: BinaryOp, a: Value, b: Value) -> Option<Value> {
    let big_a = is_bigint(a);
    let big_b = is_bigint(b);
    if !(big_a && (big_b || b.is_int()) || big_b && a.is_int()) {
        return None;
    }
    let (mut sa, mut sb) = ([0u64], [0u64]);
    let x = if big_a { big_limbs(a) } else { small(a.as_int(), &mut sa) };
    let y = if big_b { big_limbs(b) } else { small(b.as_int(), &mut sb) };
    let (negative, limbs) = match op {
        BinaryOp::Add => add_signed(&x, &y, false),
        BinaryOp::Sub => add_signed(&x, &y, true),
        BinaryOp::Mul if !big_a || !big_b => {
            let (big, k) = if big_a { (&x, &y) } else { (&y, &x) };
            (big.negative != k.negative, mul_limb(big.limbs, k.limbs.first().copied().unwrap_or(0)))
        }
        _ => return None,
    };
    Some(vm.mem.int_from_limbs(negative, limbs))
}

/// A small int as a sign and a one-limb magnitude kept in `buf`.
fn small(i: i64, buf: &mut [u64; 1]) -> Signed<'_> {
    buf[0] = i.unsigned_abs();
    let n = (i != 0) as usize;
    Signed { negative: i < 0, limbs: &buf[..n] }
}

/// `x + y`, or `x - y` when `subtract`: a sign and a magnitude.
fn add_signed(x: &Signed, y: &Signed, subtract: bool) -> (bool, Vec<u64>) {
    let y_negative = y.negative != subtract;
    if x.negative == y_negative {
        return (x.negative, add_mag(x.limbs, y.limbs));
    }
    // Opposite signs: the larger magnitude minus the smaller, with its sign.
    match cmp_mag(x.limbs, y.limbs) {
        std::cmp::Ordering::Less => (y_negative, sub_mag(y.limbs, x.limbs)),
        _ => (x.negative, sub_mag(x.limbs, y.limbs)),
    }
}

fn cmp_mag(x: &[u64], y: &[u64]) -> std::cmp::Ordering {
    x.len().cmp(&y.len()).then_with(|| x.iter().rev().cmp(y.iter().rev()))
}

fn add_mag(x: &[u64], y: &[u64]) -> Vec<u64> {
    let (long, short) = if x.len() >= y.len() { (x, y) } else { (y, x) };
    let mut out = Vec::with_capacity(long.len() + 1);
    let mut carry = false;
    for (i, &l) in long.iter().enumerate() {
        let (s, c1) = l.overflowing_add(short.get(i).copied().unwrap_or(0));
        let (s, c2) = s.overflowing_add(carry as u64);
        out.push(s);
        carry = c1 || c2;
    }
    if carry {
        out.push(1);
    }
    out
}

/// `x - y` for `x >= y` (magnitudes), without high zero limbs.
fn sub_mag(x: &[u64], y: &[u64]) -> Vec<u64> {
    let mut out = Vec::with_capacity(x.len());
    let mut borrow = false;
    for (i, &l) in x.iter().enumerate() {
        let (d, b1) = l.overflowing_sub(y.get(i).copied().unwrap_or(0));
        let (d, b2) = d.overflowing_sub(borrow as u64);
        out.push(d);
        borrow = b1 || b2;
    }
    while out.last() == Some(&0) {
        out.pop();
    }
    out
}

/// `x * k` for a magnitude and a limb, without high zero limbs.
fn mul_limb(x: &[u64], k: u64) -> Vec<u64> {
    if k == 0 {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(x.len() + 1);
    let mut carry = 0u64;
    for &l in x {
        let p = l as u128 * k as u128 + carry as u128;
        out.push(p as u64);
        carry = (p >> 64) as u64;
    }
    if carry != 0 {
        out.push(carry);
    }
    out
}
