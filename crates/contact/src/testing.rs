//! What the unit tests share: a relative difference and the glass beads every view uses.

use crate::{Scenario, Value};

/// |a − b| / max(|a|, |b|), and 0 when they are equal (also at 0 = 0).
pub(crate) fn rel(a: f64, b: f64) -> f64 {
    if a == b {
        0.0
    } else {
        (a - b).abs() / a.abs().max(b.abs())
    }
}

/// Two glass beads (r = 1 mm, ρ = 2500 kg/m³, E = 63 GPa, ν = 0.2) at 1 m/s, under `model`.
pub(crate) fn glass(model: &str) -> Scenario {
    use Value::{Number as N, Text as T};
    Scenario::from_pairs([
        ("model", T(model)),
        ("rho1", N(2500.0)),
        ("r1", N(1e-3)),
        ("E1", N(63e9)),
        ("nu1", N(0.2)),
        ("rho2", N(2500.0)),
        ("r2", N(1e-3)),
        ("E2", N(63e9)),
        ("nu2", N(0.2)),
        ("v0", N(1.0)),
    ])
    .unwrap()
}
