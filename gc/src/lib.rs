//! gc
