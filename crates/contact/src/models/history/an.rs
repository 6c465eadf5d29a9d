//! An 2006's power function as a spring's history ([`An`], a [`HistoryPart`]): elastic loading
//! k ξ (the spring, w = 1) up to the transition force F_t, then F_t while the overlap grows,
//! from the turning point B unloading along F_B (ξ/ξ_B)^b (An 2006, eq. 1, Fig. 2). The model
//! (its keys, closed forms, inversion, working) is [`crate::models::power_function`].

use crate::integrator::Crossing;
use crate::math::{pow_pos, powf};
use crate::models::parts::{HistoryPart, Spring};
use crate::normal::Branch;

/// An's power function: transition force and unloading exponent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct An {
    /// Transition force F_t \[N\] (infinite: never inelastic).
    pub f_t: f64,
    /// Unloading exponent b.
    pub b: f64,
}

/// An's branches (An 2006, eq. 1, Fig. 2): O→A k ξ, A→B F_t, from B (ξ_B, F_B) the power
/// function F_B (ξ/ξ_B)^b, continued oddly below ξ = 0 for probing; unloading or, after a
/// turn, reloading along it until ξ_B is passed, back on the loading path.
impl HistoryPart for An {
    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        let An { f_t, b } = *self;
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
        let An { b, .. } = *self;
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
        let An { b, .. } = *self;
        match *branch {
            Branch::Loading(0) => spring.k,
            Branch::Loading(_) => 0.0,
            Branch::Unloading { from, force, .. } => b * force / from * powf(xi / from, b - 1.0),
        }
    }

    /// Elastic while k ξ ≤ F_t, inelastic beyond.
    fn loading(&self, spring: &Spring, xi: f64) -> Branch {
        let An { f_t, .. } = *self;
        Branch::Loading(u8::from(spring.k * xi > f_t))
    }

    /// On the elastic branch k ξ − F_t (rising: A, the transition); on the unloading curve
    /// ξ − ξ_B (rising: past the old turning point).
    fn switches(&self, spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2] {
        let An { f_t, .. } = *self;
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
        let An { f_t, .. } = *self;
        match *branch {
            Branch::Unloading { force, .. } if force < f_t => Branch::Loading(0),
            _ => Branch::Loading(1),
        }
    }

    fn source(&self) -> &'static str {
        "An 2006, eq. 1: b F_B/ξ_B at the turning point B"
    }
}
