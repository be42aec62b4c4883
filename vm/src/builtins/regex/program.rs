//! The matcher's instruction set: a program is a flat sequence of 32-bit
//! words (an opcode, then its operands; jump targets are word indexes).
//! Being plain words, a program lives in a `bytes` object that the Python
//! `Pattern` holds, so the collector owns it like any other value.
//!
//! A program begins with a header (`HEADER` words; see `Header`), then the
//! literal prefix every match starts with (the search loop skips ahead to
//! it), then the code. `validate` checks a program before it runs.
//!
//! Must never: compile or run anything; touch VM objects.

pub const MAGIC: u32 = 0x7265_3131;

pub const OP_MATCH: u32 = 0;
/// `CHAR c`
pub const OP_CHAR: u32 = 1;
/// `FOLD lower upper`: a character matched ignoring case.
pub const OP_FOLD: u32 = 2;
/// `ANY`: any character but a newline.
pub const OP_ANY: u32 = 3;
/// `ANY_ALL`: any character.
pub const OP_ANY_ALL: u32 = 4;
/// `SET len body...` (see `emit_set` for the body).
pub const OP_SET: u32 = 5;
/// `ANCHOR kind` (the `ANCHOR_*` kinds).
pub const OP_ANCHOR: u32 = 6;
/// `SAVE slot`: group `slot / 2` starts (even) or ends (odd) here.
pub const OP_SAVE: u32 = 7;
/// `SPLIT first second`: try `first`, and `second` when it fails.
pub const OP_SPLIT: u32 = 8;
/// `JMP target`
pub const OP_JMP: u32 = 9;
/// `REPEAT_START reg`: a counted loop starts (its count set to 0).
pub const OP_REPEAT_START: u32 = 10;
/// `REPEAT reg min max lazy exit`, then the body, then `JMP` back here.
pub const OP_REPEAT: u32 = 11;
/// `REPEAT_ONE min max kind next`, then one single-character instruction.
pub const OP_REPEAT_ONE: u32 = 12;
/// `BACKREF group ignore_case`
pub const OP_BACKREF: u32 = 13;
pub const OP_ATOMIC_START: u32 = 14;
pub const OP_ATOMIC_END: u32 = 15;
/// `LOOK negated width end`, then the body, then `LOOK_END` at `end`;
/// `width` is `UNBOUNDED` for a lookahead, the lookbehind's width otherwise.
pub const OP_LOOK: u32 = 16;
pub const OP_LOOK_END: u32 = 17;
/// `GROUP_EXISTS group no`: go on when the group matched, else jump to `no`.
pub const OP_GROUP_EXISTS: u32 = 18;

pub const ANCHOR_START: u32 = 0;
pub const ANCHOR_LINE_START: u32 = 1;
pub const ANCHOR_END_OR_NEWLINE: u32 = 2;
pub const ANCHOR_LINE_END: u32 = 3;
pub const ANCHOR_END: u32 = 4;
pub const ANCHOR_WORD: u32 = 5;
pub const ANCHOR_NOT_WORD: u32 = 6;
pub const ANCHOR_WORD_ASCII: u32 = 7;
pub const ANCHOR_NOT_WORD_ASCII: u32 = 8;

pub const KIND_GREEDY: u32 = 0;
pub const KIND_LAZY: u32 = 1;
pub const KIND_POSSESSIVE: u32 = 2;

/// Set body flags.
pub const SET_NEGATED: u32 = 1;
pub const SET_FOLD: u32 = 2;
pub const SET_ASCII: u32 = 4;
/// Set items: `RANGE lo hi` or `CATEGORY cat negated`.
pub const ITEM_RANGE: u32 = 0;
pub const ITEM_CATEGORY: u32 = 1;
pub const CAT_DIGIT: u32 = 0;
pub const CAT_WORD: u32 = 1;
pub const CAT_SPACE: u32 = 2;

/// The header's words, in order.
pub struct Header;
impl Header {
    pub const MAGIC: usize = 0;
    /// Capturing groups (not counting group 0).
    pub const GROUPS: usize = 1;
    /// Counted loops (`REPEAT` registers).
    pub const REGS: usize = 2;
    /// 1 when every match must start at the beginning of the string.
    pub const ANCHORED: usize = 3;
    /// `KIND_*` bits.
    pub const KIND: usize = 4;
    /// Bytes of the literal prefix that follows the header, encoded as the
    /// subject encodes it (UTF-8 for str patterns) and packed 4 to a word.
    pub const PREFIX_LEN: usize = 5;
    /// 1 when `FIRST_BITS` and `FIRST_NON_ASCII` say which characters a
    /// match can start with (0: any, or the empty string).
    pub const HAS_FIRST: usize = 6;
    /// A bitmap of the ASCII characters (4 words).
    pub const FIRST_BITS: usize = 7;
    /// 1 when a character above ASCII may start a match.
    pub const FIRST_NON_ASCII: usize = 11;
    /// Bytes of a literal every match contains (0 when there is a prefix),
    /// encoded and packed as the prefix, after it.
    pub const REQUIRED_LEN: usize = 12;
}
pub const HEADER: usize = 13;
/// Case folding is ASCII-only (bytes patterns, `re.ASCII`).
pub const KIND_ASCII_FOLD: u32 = 1;
/// The pattern is bytes.
pub const KIND_BYTES: u32 = 2;

/// Words taken by a literal prefix of `bytes` bytes.
pub fn prefix_words(bytes: usize) -> usize {
    bytes.div_ceil(4)
}

/// Where the code starts.
pub fn code_start(program: &[u32]) -> usize {
    let literals = prefix_words(program[Header::PREFIX_LEN] as usize) + prefix_words(program[Header::REQUIRED_LEN] as usize);
    HEADER.saturating_add(literals)
}

/// The literal prefix's bytes (valid when the program validated).
pub fn prefix(program: &[u32]) -> &[u8] {
    literal(program, HEADER, program[Header::PREFIX_LEN] as usize)
}

/// The required literal's bytes (valid when the program validated).
pub fn required(program: &[u32]) -> &[u8] {
    let at = HEADER + prefix_words(program[Header::PREFIX_LEN] as usize);
    literal(program, at, program[Header::REQUIRED_LEN] as usize)
}

fn literal(program: &[u32], at: usize, len: usize) -> &[u8] {
    let words = &program[at..at + prefix_words(len)];
    // SAFETY: any initialized u32 memory may be read as bytes (u8 has no
    // alignment or validity requirement), and `len` is at most
    // 4 * words.len() (`validate` checks that the words exist).
    let bytes = unsafe { std::slice::from_raw_parts(words.as_ptr() as *const u8, 4 * words.len()) };
    &bytes[..len]
}

/// Is `program` one `compile` could have made (every operand present, every
/// jump target an instruction's start, every group and register in range)?
/// The matcher indexes the program without checks, and a program is a
/// `bytes` object a user could forge.
pub fn validate(program: &[u32]) -> bool {
    if program.len() < HEADER || program[Header::MAGIC] != MAGIC {
        return false;
    }
    let start = code_start(program);
    let (groups, regs) = (program[Header::GROUPS] as usize, program[Header::REGS]);
    let mut starts = vec![false; program.len() + 1];
    let mut targets = Vec::new();
    let mut pc = start;
    let mut last = None;
    while pc < program.len() {
        starts[pc] = true;
        last = Some(program[pc]);
        let Some(len) = instruction_len(program, pc) else { return false };
        let ops = &program[pc + 1..pc + len];
        let ok = match program[pc] {
            OP_SAVE => (ops[0] as usize) < 2 * (groups + 1),
            OP_SPLIT => {
                targets.extend_from_slice(ops);
                true
            }
            OP_JMP => {
                targets.push(ops[0]);
                true
            }
            OP_REPEAT_START => ops[0] < regs,
            OP_REPEAT => {
                targets.push(ops[4]);
                ops[0] < regs
            }
            OP_REPEAT_ONE => {
                targets.push(ops[3]);
                ops[3] as usize == pc + len
            }
            OP_BACKREF | OP_GROUP_EXISTS => {
                if program[pc] == OP_GROUP_EXISTS {
                    targets.push(ops[1]);
                }
                (1..=groups).contains(&(ops[0] as usize))
            }
            OP_LOOK => {
                targets.push(ops[2]);
                program.get(ops[2] as usize) == Some(&OP_LOOK_END)
            }
            _ => true,
        };
        if !ok {
            return false;
        }
        pc += len;
    }
    pc == program.len() && last == Some(OP_MATCH) && targets.iter().all(|&t| starts.get(t as usize) == Some(&true))
}

/// The words an instruction takes (None when it runs past the end or its
/// embedded single-character instruction or set is malformed).
fn instruction_len(program: &[u32], pc: usize) -> Option<usize> {
    let len = match *program.get(pc)? {
        OP_MATCH | OP_ANY | OP_ANY_ALL | OP_ATOMIC_START | OP_ATOMIC_END | OP_LOOK_END => 1,
        OP_CHAR | OP_ANCHOR | OP_SAVE | OP_JMP | OP_REPEAT_START => 2,
        OP_FOLD | OP_SPLIT | OP_BACKREF | OP_GROUP_EXISTS => 3,
        OP_LOOK => 4,
        OP_REPEAT => 6,
        OP_SET => {
            let body = *program.get(pc + 1)? as usize;
            let items = *program.get(pc + 7)? as usize;
            if body != 6 + 3 * items {
                return None;
            }
            2 + body
        }
        OP_REPEAT_ONE => {
            let item = 5 + instruction_len(program, pc + 5)?;
            if !matches!(program[pc + 5], OP_CHAR | OP_FOLD | OP_ANY | OP_ANY_ALL | OP_SET) {
                return None;
            }
            item
        }
        _ => return None,
    };
    (pc + len <= program.len()).then_some(len)
}
