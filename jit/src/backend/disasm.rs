//! Disassembly of compiled traces (x86-64, Intel syntax) for `jit-backend-dump`.
//!
//! Each stretch of instructions is headed by the IR op it came from (the
//! caller names ops), and immediates that are helper addresses are followed
//! by the helper's name, so the dump reads without another tool. The base
//! address is printed once; every offset, and every branch target inside
//! the trace, is counted from it; the loop's header (the target of the
//! backward branches) is labelled `->LOOP`.
//!
//! Must never: read outside `[addr, addr + len)`.

use iced_x86::{Decoder, DecoderOptions, Formatter, Instruction, IntelFormatter};
use std::fmt::Write;

/// Disassembles the finalized code of a trace.
///
/// `op_ranges` are `(start, end, op)` offsets from `Compiled`; `op_label(op)`
/// gives the heading printed when the op changes; `symbols` names addresses.
pub fn disassemble(addr: usize, len: usize, op_ranges: &[(u32, u32, u32)], op_label: &dyn Fn(u32) -> String, symbols: &[(usize, &str)]) -> String {
    // SAFETY: `[addr, addr + len)` is the finalized code of one function,
    // which stays mapped (read + execute) for the life of the backend.
    let code = unsafe { std::slice::from_raw_parts(addr as *const u8, len) };
    // Cranelift puts the constants after the code: bytes past the last
    // stretch an op owns are not decoded as instructions.
    let code_end = op_ranges.iter().map(|r| r.1).max().unwrap_or(len as u32);
    let instructions = decode(code, addr, code_end);
    let target = |ins: &Instruction| -> Option<u32> {
        let t = ins.near_branch_target();
        (t >= addr as u64 && t < addr as u64 + len as u64).then(|| (t - addr as u64) as u32)
    };
    // The loop's header: where the backward branches go.
    let loop_heads: Vec<u32> = instructions.iter().filter_map(|(off, ins)| target(ins).filter(|t| t <= off)).collect();
    let mut formatter = IntelFormatter::new();
    let mut out = format!("  ; code at {:#x}, {} bytes; offsets and branch targets below count from there\n", addr, len);
    let mut text = String::new();
    let mut last_op = None;
    for (offset, ins) in &instructions {
        let op = op_ranges.iter().find(|(s, e, _)| s <= offset && offset < e).map(|r| r.2);
        if op != last_op {
            match op {
                Some(o) => {
                    let _ = writeln!(out, "  ; {}", op_label(o));
                }
                None => {
                    let _ = writeln!(out, "  ; (not attributed to one op: entry, moves, parts of fused ops)");
                }
            }
            last_op = op;
        }
        if loop_heads.contains(offset) {
            out.push_str("  ->LOOP:\n");
        }
        text.clear();
        match target(ins) {
            Some(t) => {
                formatter.format_mnemonic(ins, &mut text);
                let _ = write!(text, " {t:05x}{}", if loop_heads.contains(&t) { " ->LOOP" } else { "" });
            }
            None => formatter.format(ins, &mut text),
        }
        let _ = write!(out, "  {offset:05x}  {text}");
        // A helper's address as an immediate, or a branch to code outside
        // the trace (a shared stub): named.
        let imm = if ins.near_branch_target() != 0 { ins.near_branch_target() } else { ins.immediate64() };
        if let Some((_, name)) = symbols.iter().find(|(a, _)| *a as u64 == imm && imm != 0) {
            let _ = write!(out, "    ; {name}");
        }
        out.push('\n');
    }
    if (code_end as usize) < len {
        let _ = writeln!(out, "  ; {} bytes of constants after the code", len - code_end as usize);
    }
    out
}

/// The instructions of `code` (at `addr`) up to `code_end`, with their offsets.
fn decode(code: &[u8], addr: usize, code_end: u32) -> Vec<(u32, Instruction)> {
    let mut decoder = Decoder::with_ip(64, code, addr as u64, DecoderOptions::NONE);
    let mut out = Vec::new();
    let mut ins = Instruction::default();
    while decoder.can_decode() {
        decoder.decode_out(&mut ins);
        let offset = (ins.ip() - addr as u64) as u32;
        if offset >= code_end {
            break;
        }
        out.push((offset, ins));
    }
    out
}
