//! The profilers: allocation samples and CPU-time samples of the Python
//! stack, their clock, and the flame graphs they write.
//!
//! Must never: change what a program does or prints; they only watch.

pub mod alloc;
pub mod flamegraph;
pub mod records;
pub mod stack;
pub mod ticks;
pub mod time;
