//! Chart ξ(t): overlap against time; each curve ends where its contact ends.

use crate::chart::{Axis, Spec};

/// What ξ(t) plots.
pub const SPEC: Spec = Spec {
    title: "Overlap against time, ξ(t)",
    x: Axis { quantity: "Time", symbol: "t", unit: "s" },
    y: Axis { quantity: "Overlap", symbol: "ξ", unit: "m" },
    x_of: |c| &c.t,
    y_of: |c| &c.overlap,
    zero_line: false,
    shade_loop: false,
    trim_tail: false,
};
