//! Chart M(t): the rolling torque on the ball against time (negative: against the rolling),
//! between the limits ±M_max = ±μ_r R_r F_n (`dem_contact::rolling::curves`). Below the cap
//! an EPSD dashpot adds to the spring, so the torque may pass M_max there (LIGGGHTS's `epsd`
//! caps the spring alone): at the start, C_r ω₀ may be a thousand times M_max for a
//! microsecond; the axis then stops at [`FLOOR`] M_max and the page says where the torque went.

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use dem_contact::rolling::RollingCurves;

/// Where the torque axis stops, in M_max, when the torque goes beyond.
pub const FLOOR: f64 = 1.6;

/// The torque beyond the axis: its most negative value \[N·m\] and the last time \[s\] it is
/// beyond [`FLOOR`] M_max; `None` when it stays within.
pub fn beyond(curves: &RollingCurves, limit: f64) -> Option<(f64, f64)> {
    let peak = curves.torque.iter().copied().fold(0.0, f64::min);
    let last = curves
        .t
        .iter()
        .zip(&curves.torque)
        .rev()
        .find(|(_, m)| **m < -FLOOR * limit)
        .map(|(t, _)| *t)?;
    Some((peak, last))
}

/// The chart of `label`'s torque in `curves`, with the limits ±`limit`; its axis stops at
/// [`FLOOR`] M_max where the torque goes `beyond` it.
pub fn chart(label: &str, curves: &RollingCurves, limit: f64, beyond: Option<(f64, f64)>) -> Chart {
    let points = curves.t.iter().copied().zip(curves.torque.iter().copied()).collect();
    let span = [curves.t.first().copied().unwrap_or(0.0), curves.t.last().copied().unwrap_or(0.0)];
    let bound = |sign: f64| span.iter().map(|&t| (t, sign * limit)).collect();
    let mut series = vec![Series { label: label.into(), index: 0, points, kind: Kind::Solid }];
    if !curves.t.is_empty() {
        series.push(Series {
            label: "+M_max".into(),
            index: 1,
            points: bound(1.0),
            kind: Kind::Dashed,
        });
        series.push(Series {
            label: "−M_max".into(),
            index: 1,
            points: bound(-1.0),
            kind: Kind::Dashed,
        });
    }
    Chart {
        title: "Rolling torque against time, M(t)".into(),
        x: Axis { quantity: "Time", symbol: "t", unit: "s" },
        y: Axis { quantity: "Torque", symbol: "M", unit: "N·m" },
        series,
        extras: Extras {
            zero_line: true,
            empty_note: "the ball does not roll",
            y_min: beyond.map(|_| -FLOOR * limit),
            ..Extras::default()
        },
    }
}
