//! Chart v(t): the centre's speed during the rolling test against time, to its first stop,
//! with Ai et al.'s constant-torque closed form at the same torque limit dashed beside it
//! (`dem_contact::rolling::curves`).

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use dem_contact::rolling::RollingCurves;

/// The chart of `label`'s speed in `curves`; `constant` whether the law itself is the
/// constant torque (the closed form is then the curve and is not drawn twice).
pub fn chart(label: &str, curves: &RollingCurves, constant: bool) -> Chart {
    let points = curves.t.iter().copied().zip(curves.speed.iter().copied()).collect();
    let mut series = vec![Series { label: label.into(), index: 0, points, kind: Kind::Solid }];
    if let (false, Some(a)) = (constant, &curves.constant_torque) {
        series.push(Series {
            label: "constant torque M_max (type A, closed form)".into(),
            index: 1,
            points: a.speed.clone(),
            kind: Kind::Dashed,
        });
    }
    Chart {
        title: "Speed of the centre against time, v(t)".into(),
        x: Axis { quantity: "Time", symbol: "t", unit: "s" },
        y: Axis { quantity: "Speed", symbol: "v", unit: "m/s" },
        series,
        extras: Extras { empty_note: "the ball does not roll", ..Extras::default() },
    }
}
