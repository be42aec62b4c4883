//! Big-int addition, subtraction, multiplication by a small int, floor
//! division and modulo (and both at once, for `divmod`), comparison, the
//! bit length and the decimal string, done on the objects' limbs: for the linear
//! operations, converting to and from num_bigint (a copy in, a copy out,
//! allocations) cost more than the arithmetic, and for division of numbers
//! of a few thousand bits its recursive algorithm copies more than it
//! computes (schoolbook division, Knuth's algorithm D, is used here).
//! Everything else about ints is `ops/arith.rs`.
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

/// A small int's value, bools included.
pub(crate) fn small_int(v: Value) -> Option<i64> {
    match v {
        Value::TRUE => Some(1),
        Value::FALSE => Some(0),
        _ => v.is_int().then(|| v.as_int()),
    }
}

/// `f(a, b)` on the signed limbs of two ints of which at least one is
/// big; `None` when they are not. The limbs are only read before the next
/// heap allocation (module doc): `f` must not allocate on the heap.
fn with_ints<R>(a: Value, b: Value, f: impl FnOnce(&Signed, &Signed) -> R) -> Option<R> {
    let (big_a, big_b) = (is_bigint(a), is_bigint(b));
    if !big_a && !big_b {
        return None;
    }
    let (mut sa, mut sb) = ([0u64], [0u64]);
    let x = if big_a { big_limbs(a) } else { small(small_int(a)?, &mut sa) };
    let y = if big_b { big_limbs(b) } else { small(small_int(b)?, &mut sb) };
    Some(f(&x, &y))
}

/// `a` compared with `b`, two ints of which at least one is big.
pub(crate) fn cmp_ints(a: Value, b: Value) -> Option<std::cmp::Ordering> {
    with_ints(a, b, |x, y| match (x.negative, y.negative) {
        (false, true) => std::cmp::Ordering::Greater,
        (true, false) => std::cmp::Ordering::Less,
        (false, false) => cmp_mag(x.limbs, y.limbs),
        (true, true) => cmp_mag(y.limbs, x.limbs),
    })
}

/// `divmod(a, b)` (a tuple) for two ints of which at least one is big and
/// `b` not zero: one division gives both.
pub(crate) fn divmod_ints(vm: &mut Vm, a: Value, b: Value) -> Option<Value> {
    let ((qn, q), (rn, r)) = with_ints(a, b, |x, y| (!y.limbs.is_empty()).then(|| floor_div_mod(x, y)))??;
    let q = vm.mem.int_from_limbs(qn, &q);
    let slot = vm.mem.push_temp(q);
    let r = vm.mem.int_from_limbs(rn, &r);
    let q = vm.mem.temp(slot);
    vm.mem.pop_temps(slot);
    Some(vm.mem.tuple_of_rooted(&[q, r]))
}

/// The bit length of the magnitude of big int `v`.
pub(crate) fn big_bit_length(v: Value) -> u64 {
    let limbs = big_limbs(v).limbs;
    limbs.last().map_or(0, |top| 64 * limbs.len() as u64 - top.leading_zeros() as u64)
}

/// The decimal digits of big int `v`, with a `-` when negative: the
/// magnitude divided by 10^9 in place while it lasts, each remainder
/// giving 9 digits (quadratic, as num_bigint's, without its copies). Each
/// limb is divided in two 32-bit halves, so every division is of a u64
/// by a constant (a multiplication), never a 128-bit one.
pub(crate) fn big_decimal(v: Value) -> String {
    const CHUNK: u64 = 1_000_000_000;
    let x = big_limbs(v);
    let mut mag = x.limbs.to_vec();
    let mut chunks: Vec<u32> = Vec::with_capacity(mag.len() * 64 / 29 + 1);
    while !mag.is_empty() {
        let mut r = 0u64;
        for limb in mag.iter_mut().rev() {
            // r < 10^9 < 2^30: both partial dividends fit in 62 bits.
            let hi = r << 32 | *limb >> 32;
            r = hi % CHUNK;
            let lo = r << 32 | (*limb & 0xffff_ffff);
            r = lo % CHUNK;
            *limb = (hi / CHUNK) << 32 | lo / CHUNK;
        }
        trim(&mut mag);
        chunks.push(r as u32);
    }
    let mut out = Vec::with_capacity(chunks.len() * 9 + 1);
    if x.negative {
        out.push(b'-');
    }
    let mut rest = chunks.iter().rev();
    out.extend_from_slice(rest.next().copied().unwrap_or(0).to_string().as_bytes());
    for &c in rest {
        let mut digits = [b'0'; 9];
        let mut c = c;
        for d in digits.iter_mut().rev() {
            *d = b'0' + (c % 10) as u8;
            c /= 10;
        }
        out.extend_from_slice(&digits);
    }
    // Only ASCII digits and a sign were written.
    String::from_utf8(out).unwrap_or_default()
}

/// `a op b` for Add, Sub (ints, at least one big), Mul (a big int and
/// a small one), FloorDiv, Mod, and `&`, `|`, `^` of two non-negative ints
/// (Zobrist hashes, bit sets) on limbs; `None` for anything else. Kept out
/// of line:
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
    if matches!(op, BinaryOp::And | BinaryOp::Or | BinaryOp::Xor) && !x.negative && !y.negative && x.limbs.len() <= 1 && y.limbs.len() <= 1 {
        // One limb each (a 64-bit hash): no vector.
        let limb = |s: &[u64]| s.first().copied().unwrap_or(0);
        let r = [bitwise_limb(op, limb(x.limbs), limb(y.limbs))];
        return Some(vm.mem.int_from_limbs(false, if r[0] == 0 { &[] } else { &r }));
    }
    let (negative, limbs) = match op {
        BinaryOp::Add => add_signed(&x, &y, false),
        BinaryOp::Sub => add_signed(&x, &y, true),
        BinaryOp::Mul if !big_a || !big_b => {
            let (big, k) = if big_a { (&x, &y) } else { (&y, &x) };
            (big.negative != k.negative, mul_limb(big.limbs, k.limbs.first().copied().unwrap_or(0)))
        }
        // A zero divisor raises: the general path does that.
        BinaryOp::FloorDiv | BinaryOp::Mod if !y.limbs.is_empty() => {
            let (q, r) = floor_div_mod(&x, &y);
            if op == BinaryOp::FloorDiv { q } else { r }
        }
        BinaryOp::And | BinaryOp::Or | BinaryOp::Xor if !x.negative && !y.negative => (false, bitwise_mag(op, x.limbs, y.limbs)),
        _ => return None,
    };
    Some(vm.mem.int_from_limbs(negative, &limbs))
}

/// `u op v` for `&`, `|` or `^` of two magnitudes (the bits of
/// non-negative ints), without high zero limbs.
fn bitwise_mag(op: BinaryOp, u: &[u64], v: &[u64]) -> Vec<u64> {
    let at = |s: &[u64], i: usize| s.get(i).copied().unwrap_or(0);
    let mut out: Vec<u64> = (0..u.len().max(v.len())).map(|i| bitwise_limb(op, at(u, i), at(v, i))).collect();
    while out.last() == Some(&0) {
        out.pop();
    }
    out
}

/// `p op q` for one limb of `&`, `|` or `^`.
fn bitwise_limb(op: BinaryOp, p: u64, q: u64) -> u64 {
    match op {
        BinaryOp::And => p & q,
        BinaryOp::Or => p | q,
        _ => p ^ q,
    }
}

/// Python's `x // y` and `x % y` (`y` not zero): the quotient rounds
/// toward minus infinity and the remainder takes the divisor's sign.
fn floor_div_mod(x: &Signed, y: &Signed) -> ((bool, Vec<u64>), (bool, Vec<u64>)) {
    let (q, r) = div_mag(x.limbs, y.limbs);
    if x.negative == y.negative || r.is_empty() {
        let q_negative = x.negative != y.negative && !q.is_empty();
        return ((q_negative, q), (y.negative && !r.is_empty(), r));
    }
    // Opposite signs and a remainder: one more unit of quotient away from
    // zero, and the remainder's complement to the divisor.
    ((true, add_mag(&q, &[1])), (y.negative, sub_mag(y.limbs, &r)))
}

/// Magnitudes `(u / v, u % v)` for `v` not zero, without high zero limbs.
fn div_mag(u: &[u64], v: &[u64]) -> (Vec<u64>, Vec<u64>) {
    if cmp_mag(u, v) == std::cmp::Ordering::Less {
        return (Vec::new(), u.to_vec());
    }
    if v.len() == 1 {
        let (mut q, r) = div_limb(u, v[0]);
        trim(&mut q);
        return (q, if r == 0 { Vec::new() } else { vec![r] });
    }
    // Normalize: the divisor's top limb gets its top bit set.
    let s = v[v.len() - 1].leading_zeros();
    let vn = shl_bits(v, s, false);
    let mut un = shl_bits(u, s, true);
    let n = vn.len();
    let m = u.len() - n;
    let mut q = vec![0u64; m + 1];
    let (top, next) = (vn[n - 1] as u128, vn[n - 2] as u128);
    for j in (0..=m).rev() {
        let num = (un[j + n] as u128) << 64 | un[j + n - 1] as u128;
        let (mut qhat, mut rhat) = (num / top, num % top);
        // At most two corrections make the estimate exact or one too big.
        while qhat >> 64 != 0 || qhat * next > (rhat << 64 | un[j + n - 2] as u128) {
            qhat -= 1;
            rhat += top;
            if rhat >> 64 != 0 {
                break;
            }
        }
        if sub_multiple(&mut un[j..=j + n], &vn, qhat as u64) {
            // The estimate was one too big: add the divisor back.
            qhat -= 1;
            let mut carry = 0u128;
            for i in 0..n {
                let s = un[i + j] as u128 + vn[i] as u128 + carry;
                un[i + j] = s as u64;
                carry = s >> 64;
            }
            un[j + n] = un[j + n].wrapping_add(carry as u64);
        }
        q[j] = qhat as u64;
    }
    trim(&mut q);
    let mut r = shr_bits(&un[..n], s);
    trim(&mut r);
    (q, r)
}

/// `w -= k * v` where `w` has one limb more than `v`; true when the result
/// went below zero (it is then `2^(64 len) + w - k v`).
fn sub_multiple(w: &mut [u64], v: &[u64], k: u64) -> bool {
    let n = v.len();
    let (mut carry, mut borrow) = (0u128, 0u64);
    for i in 0..n {
        let p = k as u128 * v[i] as u128 + carry;
        carry = p >> 64;
        let (d, b1) = w[i].overflowing_sub(p as u64);
        let (d, b2) = d.overflowing_sub(borrow);
        w[i] = d;
        borrow = (b1 || b2) as u64;
    }
    let (d, b1) = w[n].overflowing_sub(carry as u64);
    let (d, b2) = d.overflowing_sub(borrow);
    w[n] = d;
    b1 || b2
}

/// `u / k` and `u % k` for one limb `k` (not zero).
fn div_limb(u: &[u64], k: u64) -> (Vec<u64>, u64) {
    let mut q = vec![0u64; u.len()];
    let mut r = 0u128;
    for i in (0..u.len()).rev() {
        let num = r << 64 | u[i] as u128;
        q[i] = (num / k as u128) as u64;
        r = num % k as u128;
    }
    (q, r as u64)
}

/// `x << s` for `s < 64`, one limb longer when `grow` (the top limb may be 0).
fn shl_bits(x: &[u64], s: u32, grow: bool) -> Vec<u64> {
    let mut out = Vec::with_capacity(x.len() + 1);
    let mut carry = 0u64;
    for &l in x {
        out.push(l << s | carry);
        carry = if s == 0 { 0 } else { l >> (64 - s) };
    }
    if grow {
        out.push(carry);
    }
    out
}

/// `x >> s` for `s < 64`.
fn shr_bits(x: &[u64], s: u32) -> Vec<u64> {
    if s == 0 {
        return x.to_vec();
    }
    (0..x.len()).map(|i| x[i] >> s | x.get(i + 1).map_or(0, |h| h << (64 - s))).collect()
}

/// Drops high zero limbs.
fn trim(x: &mut Vec<u64>) {
    while x.last() == Some(&0) {
        x.pop();
    }
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
    trim(&mut out);
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

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigUint;

    fn big(limbs: &[u64]) -> BigUint {
        limbs.iter().rev().fold(BigUint::default(), |acc, l| (acc << 64u32) + BigUint::from(*l))
    }

    /// A deterministic stream of limbs biased towards the edge values
    /// (zero, all ones, a top bit) where estimates and borrows go wrong.
    fn limbs(seed: &mut u64, n: usize) -> Vec<u64> {
        (0..n)
            .map(|_| {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                match *seed % 5 {
                    0 => 0,
                    1 => u64::MAX,
                    2 => 1 << 63,
                    _ => *seed,
                }
            })
            .collect()
    }

    #[test]
    fn decimal_chunks_agree_with_num_bigint() {
        let mut seed = 0x1234_5678_9abc_def1u64;
        for n in 1..12 {
            for _ in 0..200 {
                let mut u = limbs(&mut seed, n);
                trim(&mut u);
                if u.is_empty() {
                    continue;
                }
                // A fake big int object: header, then length and sign, then limbs.
                let mut obj = vec![0u64, (u.len() as u64) << 1 | (seed & 1)];
                obj.extend(&u);
                let v = Value(obj.as_mut_ptr() as u64);
                let sign = if seed & 1 == 1 { "-" } else { "" };
                assert_eq!(big_decimal(v), format!("{sign}{}", big(&u)));
                assert_eq!(big_bit_length(v), big(&u).bits());
            }
        }
    }

    #[test]
    fn div_mag_agrees_with_num_bigint() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..20_000 {
            let (a, b) = ((seed % 9) as usize, (seed >> 8) as usize % 6 + 1);
            let u = limbs(&mut seed, a);
            let mut v = limbs(&mut seed, b);
            trim(&mut v);
            if v.is_empty() {
                continue;
            }
            let mut u = u;
            trim(&mut u);
            let (q, r) = div_mag(&u, &v);
            let (bu, bv) = (big(&u), big(&v));
            assert_eq!(big(&q), &bu / &bv, "{u:?} / {v:?}");
            assert_eq!(big(&r), &bu % &bv, "{u:?} % {v:?}");
            assert!(q.last() != Some(&0) && r.last() != Some(&0));
        }
    }
}
