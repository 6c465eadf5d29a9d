//! Chart F(ξ): the force–overlap loop; its area is the energy dissipated.

use crate::chart::{Axis, Spec};

/// What F(ξ) plots.
pub const SPEC: Spec = Spec {
    title: "Force against overlap, F(ξ)",
    x: Axis { quantity: "Overlap", symbol: "ξ", unit: "m" },
    y: Axis { quantity: "Force", symbol: "F", unit: "N" },
    x_of: |c| &c.overlap,
    y_of: |c| &c.force,
    zero_line: true,
    shade_loop: true,
    trim_tail: false,
};
