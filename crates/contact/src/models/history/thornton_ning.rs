//! LIGGGHTS 3.8.0's `model thornton_ning` with a yield ratio and no surface energy, as a
//! spring's history ([`ThorntonNing`], a [`HistoryPart`]), read in CFDEMproject/LIGGGHTS-PUBLIC
//! tag 3.8.0 (commit 7c32dc4e) `src/normal_model_thornton_ning.h`:
//!
//! - the yield contact radius a_y = `coefficientYieldRatio` × r_i (line 243), the yield
//!   pressure p_y = 2Y* a_y/(π R*) (line 244, γ_s = 0): Thornton 1997's loading exactly —
//!   Hertz k δ^(3/2), k = 4/3 Y*√R*, up to δ_y = a_y²/R*, then the line of slope 2Y* a_y
//!   (lines 144, 160, 302) = π p_y R* ([`Thornton`]);
//! - unloading (lines 327–340): R_p = R* f_max/(F_max + √(4 F_c f_max)) (line 332) = R* with
//!   F_c = 0, and the increment df = 2Y*√(R* δ) dδ on the TOTAL overlap (line 172): the
//!   tangent of the original Hertz curve, F(δ) = F* − k (δ*^(3/2) − δ^(3/2)), down to 0 at
//!   δ_q = (δ*^(3/2) − F*/k)^(2/3); then f = 0 (lines 343–349);
//! - no normal dashpot (line 370: the force is the spring's).
//!
//! Thornton 1997 unloads instead on the Hertz curve of the larger radius R_p about δ_p
//! ([`Thornton::unloading`]): LIGGGHTS's curve is stiffer, reaches 0 at δ_q > δ_p and returns
//! less energy (7–8 % lower e at v0/V_y ≈ 30–300, docs/plastic-codes.md).

use super::thornton::Thornton;
use crate::integrator::Crossing;
use crate::math::{pow_pos, powf};
use crate::models::parts::{HistoryPart, Spring};
use crate::normal::Branch;

/// Thornton's yield with LIGGGHTS's unloading on the original Hertz tangent.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ThorntonNing {
    /// The loading (Thornton 1997's: Hertz, then the plastic line).
    pub yield_: Thornton,
}

impl ThorntonNing {
    /// δ_q^(3/2) = δ*^(3/2) − F*/k: where the unloading curve reaches 0 (as a power), 0 while
    /// elastic.
    fn zero_power(spring: &Spring, from: f64, force: f64) -> f64 {
        (pow_pos(from, 1.5) - force / spring.k).max(0.0)
    }

    /// The overlap δ_q where the force returns to 0 after (δ*, F*) \[m\].
    pub fn plastic_overlap(spring: &Spring, from: f64, force: f64) -> f64 {
        powf(Self::zero_power(spring, from, force), 2.0 / 3.0)
    }
}

/// |x|^(3/2) sgn x (the integrator may probe just below 0).
fn odd15(x: f64) -> f64 {
    let p = pow_pos(x.abs(), 1.5);
    if x < 0.0 {
        -p
    } else {
        p
    }
}

/// Branches: loading as [`Thornton`]; `Unloading { piece: 0 }` F* − k(δ*^(3/2) − δ^(3/2));
/// `piece: 1` no force (below δ_q).
impl HistoryPart for ThorntonNing {
    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(_) => self.yield_.force(spring, branch, xi),
            Branch::Unloading { from, force, piece: 0 } => {
                spring.k * (odd15(xi) - Self::zero_power(spring, from, force))
            }
            Branch::Unloading { .. } => 0.0,
        }
    }

    fn slope(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(_) => self.yield_.slope(spring, branch, xi),
            Branch::Unloading { piece: 0, .. } => spring.slope(xi),
            Branch::Unloading { .. } => 0.0,
        }
    }

    /// 2Y*√(R* δ) on the unloading curve (line 172), Thornton's on loading.
    fn tangent(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(_) => self.yield_.tangent(spring, branch, xi),
            Branch::Unloading { piece: 0, .. } => spring.tangent(xi.max(0.0)),
            Branch::Unloading { .. } => 0.0,
        }
    }

    fn loading(&self, spring: &Spring, xi: f64) -> Branch {
        self.yield_.loading(spring, xi)
    }

    /// Loading: Thornton's (the yield). Unloading: δ − δ_q (falling: no force below it; not
    /// watched while elastic, δ_q = 0) and δ − δ* (rising: reloading).
    fn switches(&self, spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2] {
        match *branch {
            Branch::Loading(_) => self.yield_.switches(spring, branch, xi),
            Branch::Unloading { from, force, .. } => {
                let d_q = Self::plastic_overlap(spring, from, force);
                [if d_q > 0.0 { xi - d_q } else { 1.0 }, xi - from]
            }
        }
    }

    fn watch(&self, branch: &Branch) -> [Crossing; 2] {
        self.yield_.watch(branch)
    }

    fn past(&self, spring: &Spring, branch: &Branch, i: usize, xi: f64) -> Branch {
        self.yield_.past(spring, branch, i, xi)
    }

    fn source(&self) -> &'static str {
        "LIGGGHTS 3.8.0 normal_model_thornton_ning.h:172, 332: the unloading tangent 2Y*√(R* δ)"
    }
}
