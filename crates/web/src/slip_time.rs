//! Chart u(t): the slip speed of the contact point against time (u0 = vt + r1 ω1 + r2 ω2 at
//! first touch; zero while it sticks), the contract's `slip` curve.

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use dem_contact::Curves;

/// The chart of `label`'s slip in `curves`.
pub fn chart(label: &str, curves: &Curves) -> Chart {
    let u = curves.slip.as_deref().unwrap_or_default();
    Chart {
        title: "Slip of the contact point against time, u(t)".into(),
        x: Axis { quantity: "Time", symbol: "t", unit: "s" },
        y: Axis { quantity: "Slip speed", symbol: "u", unit: "m/s" },
        series: vec![Series {
            label: label.into(),
            index: 0,
            points: curves.t.iter().copied().zip(u.iter().copied()).collect(),
            kind: Kind::Solid,
        }],
        extras: Extras { zero_line: true, ..Extras::default() },
    }
}
