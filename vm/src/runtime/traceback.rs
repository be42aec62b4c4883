//! Tracebacks as the VM keeps them: the frames an exception has left
//! (`TraceEntry`), and the tracebacks of recently caught exceptions, kept for
//! printing chains and for re-raises (`exc_chain.rs` decides what goes in).

use lang::ast::Span;
use std::collections::VecDeque;
use std::rc::Rc;

/// One line of a traceback: where a frame was when the exception left it.
#[derive(Clone)]
pub struct TraceEntry {
    pub filename: Rc<str>,
    pub line: u32,
    pub name: String,
    /// The span of the instruction the frame was at, when known: the
    /// traceback marks its columns under the line.
    pub span: Option<Span>,
}

/// Where a frame is: its line, and the span of its instruction when known.
pub type At = (u32, Option<Span>);

/// The bundled modules written in Python whose CPython counterparts are C
/// (the builtins' own `__pith_builtins__` among them): their frames are
/// left out of tracebacks, as CPython's C code has none.
const WRITTEN_IN_C: &[&str] = &[
    "<pith>/__pith_builtins__.py",
    "<pith>/__pith_forms__.py",
    "<pith>/decimal.py",
    "<pith>/__pith_asyncgen__.py",
    "<pith>/io.py",
    "<pith>/array.py",
    "<pith>/itertools.py",
    "<pith>/operator.py",
    "<pith>/struct.py",
    "<pith>/zlib.py",
    "<pith>/binascii.py",
    "<pith>/time.py",
    "<pith>/cmath.py",
];

/// Does a traceback show frames of code from `filename`?
pub fn shown(filename: &str) -> bool {
    !WRITTEN_IN_C.contains(&filename)
}

/// How many caught exceptions' tracebacks are kept for printing chains.
pub(crate) const KEPT_TRACEBACKS: usize = 32;

/// How many (frame, exception) catch lines are kept for re-raises.
pub(crate) const KEPT_CATCH_LINES: usize = 64;

/// Tracebacks of recently caught exceptions, by identity hash.
#[derive(Default)]
pub struct CaughtTracebacks {
    pub(crate) kept: VecDeque<(i64, Vec<TraceEntry>)>,
    /// (frame depth, exception identity, where) of recent catches.
    pub(crate) lines: VecDeque<(usize, i64, At)>,
    /// What the next unwind does with its first frame: set by a re-raise.
    pub(crate) reraise: Option<FirstFrame>,
}

/// How an unwind started by a re-raise records the frame it starts in.
#[derive(Clone, Copy)]
pub enum FirstFrame {
    /// At this place: where the frame caught the exception.
    Line(At),
    /// Not at all: the frame re-raised an exception a caller is handling.
    Skip,
}

impl CaughtTracebacks {
    pub(crate) fn keep(&mut self, id: i64, entries: Vec<TraceEntry>) {
        if self.kept.len() == KEPT_TRACEBACKS {
            self.kept.pop_front();
        }
        self.kept.push_back((id, entries));
    }

    pub(crate) fn find(&self, id: i64) -> Option<&Vec<TraceEntry>> {
        self.kept.iter().rev().find(|(k, _)| *k == id).map(|(_, e)| e)
    }

    /// Notes that the frame at `depth` caught exception `id` at `line`;
    /// forgets the catches of deeper frames (they have returned).
    pub(crate) fn note_line(&mut self, depth: usize, id: i64, line: At) {
        self.lines.retain(|&(d, e, _)| d < depth || (d == depth && e != id));
        if self.lines.len() == KEPT_CATCH_LINES {
            self.lines.pop_front();
        }
        self.lines.push_back((depth, id, line));
    }
}
