//! The Edinburgh elasto-plastic adhesion spring as a spring's history ([`Eepa`], a
//! [`HistoryPart`]; Thakur et al. 2014, Granular Matter 16:383, eq. 1–4; Morrissey 2013, PhD
//! thesis, University of Edinburgh, ch. 4): loading f0 + k1 δⁿ (the loading spring k1 δⁿ
//! plus the constant pull-off f0 ≤ 0); from the largest overlap δ_max unloading along
//! f0 + k2 (δⁿ − δ_pⁿ), δ_pⁿ = δ_maxⁿ (1 − k1/k2), down to the adhesive branch
//! f0 − k_adh δ^χ: after the turn F = max(f0 + k2(δⁿ − δ_pⁿ), f0 − k_adh δ^χ). The model is
//! [`crate::models::plastic::eepa`].

use crate::integrator::Crossing;
use crate::math::{pow_pos, powf};
use crate::models::parts::{HistoryPart, Spring};
use crate::normal::Branch;

/// EEPA's unloading stiffness, constant pull-off and adhesive branch.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Eepa {
    /// The unloading stiffness k2 \[N/m^n\].
    pub k2: f64,
    /// The constant pull-off f0 \[N\] (≤ 0), acting while δ > 0.
    pub f0: f64,
    /// The adhesive branch's stiffness k_adh \[N/m^χ\].
    pub k_adh: f64,
    /// The adhesive branch's exponent χ.
    pub chi: f64,
}

/// |x|^y sgn x: a power continued oddly below 0 (where the integrator probes).
fn odd(x: f64, y: f64) -> f64 {
    let p = pow_pos(x.abs(), y);
    if x < 0.0 {
        -p
    } else {
        p
    }
}

impl Eepa {
    /// δ_pⁿ = δ_maxⁿ (1 − k1/k2) after the largest overlap `from` \[m^n\].
    pub fn plastic_power(&self, spring: &Spring, from: f64) -> f64 {
        pow_pos(from, spring.w) * (1.0 - spring.k / self.k2)
    }

    /// The plastic overlap δ_p = δ_max (1 − k1/k2)^(1/n) \[m\].
    pub fn plastic_overlap(&self, spring: &Spring, from: f64) -> f64 {
        from * powf(1.0 - spring.k / self.k2, 1.0 / spring.w)
    }

    /// k2 (δⁿ − δ_pⁿ) + k_adh δ^χ: falls through 0 where the branches meet.
    fn meet(&self, spring: &Spring, from: f64, xi: f64) -> f64 {
        let adh = if self.k_adh == 0.0 { 0.0 } else { self.k_adh * odd(xi, self.chi) };
        self.k2 * (odd(xi, spring.w) - self.plastic_power(spring, from)) + adh
    }
}

/// Branches: `Loading(0)` f0 + k1 δⁿ; `Unloading { piece: 0 }` f0 + k2(δⁿ − δ_pⁿ);
/// `piece: 1` the adhesive branch f0 − k_adh δ^χ (f0 alone without it).
impl HistoryPart for Eepa {
    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(_) => self.f0 + spring.force(xi),
            Branch::Unloading { from, piece: 0, .. } => {
                self.f0 + self.k2 * (odd(xi, spring.w) - self.plastic_power(spring, from))
            }
            Branch::Unloading { .. } if self.k_adh == 0.0 => self.f0,
            Branch::Unloading { .. } => self.f0 - self.k_adh * odd(xi, self.chi),
        }
    }

    fn slope(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        let a = xi.abs();
        match *branch {
            Branch::Loading(_) => spring.slope(xi),
            Branch::Unloading { piece: 0, .. } => self.k2 * spring.w * pow_pos(a, spring.w - 1.0),
            Branch::Unloading { .. } if self.k_adh == 0.0 => 0.0,
            Branch::Unloading { .. } => -self.k_adh * self.chi * pow_pos(a, self.chi - 1.0),
        }
    }

    /// n k1 δ^(n−1) loading, n k2 δ^(n−1) unloading (n k2 δ_max^(n−1) at the turn: Thakur et
    /// al. 2014, eq. 2), −χ k_adh δ^(χ−1) on the adhesive branch.
    fn tangent(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(_) => spring.tangent(xi),
            Branch::Unloading { piece: 0, .. } => Spring { k: self.k2, w: spring.w }.tangent(xi),
            Branch::Unloading { .. } if self.k_adh == 0.0 => 0.0,
            Branch::Unloading { .. } => -self.k_adh * self.chi * powf(xi, self.chi - 1.0),
        }
    }

    fn loading(&self, _spring: &Spring, _xi: f64) -> Branch {
        Branch::Loading(0)
    }

    /// Unloading: `Eepa::meet` (falling: onto the adhesive branch; not watched where
    /// δ_p = 0 and no adhesive branch, as the branches then meet at δ = 0, the end) and
    /// δ − δ_max (rising: reloading past the largest overlap).
    fn switches(&self, spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2] {
        match *branch {
            Branch::Loading(_) => [1.0, 1.0],
            Branch::Unloading { from, .. } => {
                let watched = self.plastic_power(spring, from) > 0.0 || self.k_adh > 0.0;
                [if watched { self.meet(spring, from, xi) } else { 1.0 }, xi - from]
            }
        }
    }

    fn watch(&self, branch: &Branch) -> [Crossing; 2] {
        match *branch {
            Branch::Unloading { piece: 0, .. } => [Crossing::Falling, Crossing::Rising],
            _ => [Crossing::Rising, Crossing::Rising],
        }
    }

    fn past(&self, _spring: &Spring, branch: &Branch, i: usize, _xi: f64) -> Branch {
        match (*branch, i) {
            (Branch::Unloading { from, force, piece }, 0) => {
                Branch::Unloading { from, force, piece: 1 - piece.min(1) }
            }
            _ => Branch::Loading(0),
        }
    }

    /// After the turn the bodies are held (the pull-off, the adhesive branch, a dashpot).
    fn sticks(&self, branch: &Branch) -> bool {
        matches!(branch, Branch::Unloading { .. })
    }

    fn source(&self) -> &'static str {
        "Thakur et al. 2014, eq. 2: the unloading stiffness k2, tangent n k2 δ_max^(n−1)"
    }
}
