//! Chart F_t(t): the tangential force on body 1 (along +vt: negative while it brakes a
//! positive slip) against time, between the Coulomb bounds ±μ|F_n| that every law caps it
//! at (Coulomb friction; the laws of `dem_contact::models::tangential`). Where the normal
//! force is tensile the contract's laws carry no tangential force; some codes cap with |F_n|
//! there, hence the absolute value.

use crate::chart::{Axis, Chart, Extras, Kind, Series};
use dem_contact::Curves;

/// The chart of `label`'s tangential force in `curves`, with the bounds ±μ|F_n|.
pub fn chart(label: &str, curves: &Curves, mu: f64) -> Chart {
    let ft = curves.tangential_force.as_deref().unwrap_or_default();
    let points = curves.t.iter().copied().zip(ft.iter().copied()).collect();
    let bound = |sign: f64| -> Vec<(f64, f64)> {
        curves.t.iter().zip(&curves.force).map(|(&t, &f)| (t, sign * mu * f.abs())).collect()
    };
    Chart {
        title: "Tangential force against time, F_t(t)".into(),
        x: Axis { quantity: "Time", symbol: "t", unit: "s" },
        y: Axis { quantity: "Tangential force", symbol: "F_t", unit: "N" },
        series: vec![
            Series { label: label.into(), index: 0, points, kind: Kind::Solid },
            Series { label: "+μ|F_n|".into(), index: 1, points: bound(1.0), kind: Kind::Dashed },
            Series {
                label: "−μ|F_n|".into(), index: 1, points: bound(-1.0), kind: Kind::Dashed
            },
        ],
        extras: Extras { zero_line: true, ..Extras::default() },
    }
}
