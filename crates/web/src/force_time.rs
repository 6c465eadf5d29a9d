//! Chart F(t): contact force against time; below zero the force pulls (tension).

use crate::chart::{Axis, Spec};

/// What F(t) plots.
pub const SPEC: Spec = Spec {
    title: "Force against time, F(t)",
    x: Axis { quantity: "Time", symbol: "t", unit: "s" },
    y: Axis { quantity: "Force", symbol: "F", unit: "N" },
    x_of: |c| &c.t,
    y_of: |c| &c.force,
    zero_line: true,
    shade_loop: false,
    trim_tail: true,
};
