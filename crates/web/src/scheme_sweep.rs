//! Chart of the restitution an explicit scheme gives against log₁₀(Δt/t_c), with the exact
//! restitution and the scheme's stability limit.

use crate::chart::{Axis, Chart, Extras, Kind, Series};

/// The chart for `scheme`'s sweep `points` ((Δt/t_c, e) pairs), the exact restitution and
/// the stability limit as a fraction of t_c.
pub fn chart(scheme: &str, points: &[(f64, f64)], exact: f64, limit: f64) -> Chart {
    let log: Vec<(f64, f64)> = points.iter().map(|&(r, e)| (r.log10(), e)).collect();
    let (lo, hi) =
        log.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |a, p| (a.0.min(p.0), a.1.max(p.0)));
    Chart {
        title: "Restitution the scheme gives against the timestep".into(),
        x: Axis { quantity: "log₁₀ Δt/t_c", symbol: "", unit: "" },
        y: Axis { quantity: "Restitution", symbol: "e", unit: "" },
        series: vec![
            Series {
                label: "exact".into(),
                index: 0,
                points: vec![(lo, exact), (hi, exact)],
                kind: Kind::Solid,
            },
            Series { label: scheme.into(), index: 1, points: log, kind: Kind::Points },
        ],
        extras: Extras {
            y_max: Some(1.15_f64.max(1.5 * exact)),
            marker_x: Some(limit.log10()),
            ..Extras::default()
        },
    }
}
