//! The linear hysteretic spring as a spring's history ([`Hysteretic`], a [`HistoryPart`]):
//! loading k δ; from the largest overlap δ_max unloading along k2(δ_max)(δ − δ_0),
//! δ_0 = δ_max (1 − k/k2(δ_max)) (Walton & Braun 1986, J. Rheol. 30:949, eq. 1–2), down to
//! Luding's cohesive branch −k_c δ (Luding 2008, Granular Matter 10:235, eq. 4):
//! F_s = max(k2 (δ − δ_0), −k_c δ); k_c = 0: no force below δ_0. With a plasticity depth the
//! unloading stiffness grows with the largest overlap, k2(δ_max) = k + (k2 − k) δ_max/δ_lim
//! below δ_lim, k2 above (Luding 2008, eq. 5; LIGGGHTS 3.8.0 `normal_model_hooke_hysteresis.h`;
//! MercuryDPM `LinearPlasticViscoelasticNormalSpecies::setPenetrationDepthMax`). The model
//! (keys, closed forms, dashpot) is [`crate::models::plastic::hysteretic`].
//!
//! At and above δ_lim the codes do otherwise than the model's rule ([`Hysteretic::capped`]):
//! LIGGGHTS 3.8.0 (`normal_model_hooke_hysteresis.h` lines 166–169, `normal_model_luding.h`)
//! and MercuryDPM (`LinearPlasticViscoelasticInteraction.cc` lines 140–154) load beyond δ_lim
//! on the k2 line k2 (δ − δ_lim) + k δ_lim and unload on that same line: δ_0 stays
//! δ_lim (1 − k/k2), the contact is elastic above δ_lim.

use crate::integrator::Crossing;
use crate::models::parts::{HistoryPart, Spring};
use crate::normal::Branch;

/// Walton & Braun's unloading stiffness with Luding's growth and cohesion.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hysteretic {
    /// The (largest) unloading stiffness k2 \[N/m\].
    pub k2: f64,
    /// The cohesion stiffness k_c \[N/m\] (0: none).
    pub k_c: f64,
    /// δ_lim \[m\] below which k2 grows with δ_max (0: k2 constant).
    pub delta_lim: f64,
    /// The codes' rule above δ_lim (module doc): the largest overlap counts up to δ_lim only,
    /// the loading beyond it is on the k2 line. `false`: the model's own (its contract, as
    /// tests/golden/generate_plastic.py writes it).
    pub capped: bool,
}

impl Hysteretic {
    /// k2(δ_max) = k + (k2 − k) δ_max/δ_lim while δ_max < δ_lim, else k2 (Luding 2008, eq. 5)
    /// \[N/m\]; `k` the loading stiffness.
    pub fn k2_at(&self, k: f64, d_max: f64) -> f64 {
        if self.delta_lim > 0.0 && d_max < self.delta_lim {
            k + (self.k2 - k) * d_max / self.delta_lim
        } else {
            self.k2
        }
    }

    /// δ_0 = δ_max (1 − k/k2(δ_max)): where the unloading line reaches 0 \[m\]; under the
    /// codes' rule with δ_max counted up to δ_lim.
    pub fn plastic_overlap(&self, k: f64, d_max: f64) -> f64 {
        let d = self.counted(d_max);
        d * (1.0 - k / self.k2_at(k, d))
    }

    /// The largest overlap as the unloading counts it: up to δ_lim under the codes' rule.
    fn counted(&self, d_max: f64) -> f64 {
        if self.beyond(d_max) {
            self.delta_lim
        } else {
            d_max
        }
    }

    /// Whether the codes' rule puts ξ on the k2 line above δ_lim.
    fn beyond(&self, xi: f64) -> bool {
        self.capped && self.delta_lim > 0.0 && xi > self.delta_lim
    }

    /// The unloading line's stiffness and zero after the largest overlap `from`.
    fn line(&self, spring: &Spring, from: f64) -> (f64, f64) {
        (self.k2_at(spring.k, self.counted(from)), self.plastic_overlap(spring.k, from))
    }
}

/// Branches: `Loading(0)` k δ; `Unloading { piece: 0 }` the line k2 (δ − δ_0); `piece: 1` the
/// cohesive branch −k_c δ (0 without cohesion), where the dashpot alone may act.
impl HistoryPart for Hysteretic {
    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(0) => spring.k * xi,
            // The codes' k2 line above δ_lim: k2 (δ − δ_lim) + k δ_lim.
            Branch::Loading(_) => self.k2 * (xi - self.delta_lim) + spring.k * self.delta_lim,
            Branch::Unloading { from, piece: 0, .. } => {
                let (k2, d0) = self.line(spring, from);
                k2 * (xi - d0)
            }
            Branch::Unloading { .. } => -self.k_c * xi,
        }
    }

    fn slope(&self, spring: &Spring, branch: &Branch, _xi: f64) -> f64 {
        match *branch {
            Branch::Loading(0) => spring.k,
            Branch::Loading(_) => self.k2,
            Branch::Unloading { from, piece: 0, .. } => self.k2_at(spring.k, self.counted(from)),
            Branch::Unloading { .. } => -self.k_c,
        }
    }

    fn loading(&self, _spring: &Spring, xi: f64) -> Branch {
        Branch::Loading(u8::from(self.beyond(xi)))
    }

    /// Loading under the codes' rule: δ − δ_lim (rising: onto the k2 line). Unloading:
    /// k2 (δ − δ_0) + k_c δ (falling through 0: onto the cohesive branch; where δ_0 = 0 the
    /// line meets it at δ = 0, the end, and nothing is watched) and δ − δ_max (rising:
    /// reloading past the largest overlap).
    fn switches(&self, spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2] {
        match *branch {
            Branch::Loading(0) if self.capped && self.delta_lim > 0.0 => [xi - self.delta_lim, 1.0],
            Branch::Loading(_) => [1.0, 1.0],
            Branch::Unloading { from, .. } => {
                let (k2, d0) = self.line(spring, from);
                let meet = if d0 > 0.0 { k2 * (xi - d0) + self.k_c * xi } else { 1.0 };
                [meet, xi - from]
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
            (Branch::Unloading { from, .. }, _) => Branch::Loading(u8::from(self.beyond(from))),
            // Past δ_lim: onto the k2 line.
            (Branch::Loading(_), _) => Branch::Loading(1),
        }
    }

    /// After the turn the bodies are held (a cohesive pull, a dashpot): moving together
    /// again before δ = 0 they stay together.
    fn sticks(&self, branch: &Branch) -> bool {
        matches!(branch, Branch::Unloading { .. })
    }

    fn source(&self) -> &'static str {
        "Walton & Braun 1986, eq. 2: the unloading stiffness k2 (Luding 2008, eq. 5, with a plasticity depth)"
    }
}
