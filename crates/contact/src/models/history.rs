//! The springs with a history the library composes ([`History`], a [`HistoryPart`] of
//! [`super::composed::Composed`]): An 2006's power function. A law with a history is a
//! variant here and its branches in its own file (their forces, turn, switches and tangents
//! with their sources); the one driver integrates it (`crate::legs`), the timestep takes its
//! unloading tangent.

use super::parts::{HistoryPart, Spring};
use crate::integrator::Crossing;
use crate::math::{pow_pos, powf};
use crate::normal::Branch;

/// A spring's history.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum History {
    /// An's power function (An 2006, eq. 1): elastic loading k ξ (the spring, w = 1) up to the
    /// transition force F_t (branch `Loading(0)`), then F_t while the overlap grows
    /// (`Loading(1)`), from the turning point B unloading F_B (ξ/ξ_B)^b (`Unloading`).
    PowerFunction {
        /// Transition force F_t \[N\] (infinite: never inelastic).
        f_t: f64,
        /// Unloading exponent b.
        b: f64,
    },
}

/// An's branches (An 2006, eq. 1, Fig. 2): O→A k ξ, A→B F_t, from B (ξ_B, F_B) the power
/// function F_B (ξ/ξ_B)^b, continued oddly below ξ = 0 for probing; unloading or, after a
/// turn, reloading along it until ξ_B is passed, back on the loading path.
impl HistoryPart for History {
    const ENABLED: bool = cfg!(feature = "all-models");

    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        let History::PowerFunction { f_t, b } = *self;
        match *branch {
            Branch::Loading(0) => spring.k * xi,
            Branch::Loading(_) => f_t,
            Branch::Unloading { from, force, .. } => {
                let x = xi / from;
                let mag = force * pow_pos(x.abs(), b);
                if x < 0.0 {
                    -mag
                } else {
                    mag
                }
            }
        }
    }

    fn slope(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        let History::PowerFunction { b, .. } = *self;
        match *branch {
            Branch::Loading(0) => spring.k,
            Branch::Loading(_) => 0.0,
            Branch::Unloading { from, force, .. } => {
                b * force * pow_pos((xi / from).abs(), b - 1.0) / from
            }
        }
    }

    /// k, 0, and the unloading tangent (b F_B/ξ_B)(ξ/ξ_B)^(b−1): b F_B/ξ_B at the turning
    /// point (An 2006, eq. 1).
    fn tangent(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        let History::PowerFunction { b, .. } = *self;
        match *branch {
            Branch::Loading(0) => spring.k,
            Branch::Loading(_) => 0.0,
            Branch::Unloading { from, force, .. } => b * force / from * powf(xi / from, b - 1.0),
        }
    }

    /// Elastic while k ξ ≤ F_t, inelastic beyond.
    fn loading(&self, spring: &Spring, xi: f64) -> Branch {
        let History::PowerFunction { f_t, .. } = *self;
        Branch::Loading(u8::from(spring.k * xi > f_t))
    }

    /// On the elastic branch k ξ − F_t (rising: A, the transition); on the unloading curve
    /// ξ − ξ_B (rising: past the old turning point).
    fn switches(&self, spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2] {
        let History::PowerFunction { f_t, .. } = *self;
        match *branch {
            Branch::Loading(0) => [spring.k * xi - f_t, 1.0],
            Branch::Loading(_) => [1.0, 1.0],
            Branch::Unloading { from, .. } => [xi - from, 1.0],
        }
    }

    fn watch(&self, _branch: &Branch) -> [Crossing; 2] {
        [Crossing::Rising, Crossing::Rising]
    }

    /// Past A: inelastic; past the old turning point: back on the loading path (inelastic if
    /// F_B ≥ F_t, else elastic).
    fn past(&self, _spring: &Spring, branch: &Branch, _i: usize, _xi: f64) -> Branch {
        let History::PowerFunction { f_t, .. } = *self;
        match *branch {
            Branch::Unloading { force, .. } if force < f_t => Branch::Loading(0),
            _ => Branch::Loading(1),
        }
    }

    fn source(&self) -> &'static str {
        "An 2006, eq. 1: b F_B/ξ_B at the turning point B"
    }
}
