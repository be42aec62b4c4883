//! jit
