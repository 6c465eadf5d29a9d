//! Thornton's elastic–perfectly plastic Hertz contact as a spring's history ([`Thornton`], a
//! [`HistoryPart`]; Thornton 1997, J. Appl. Mech. 64:383, eq. 2–12): Hertz k δ^(3/2),
//! k = 4/3 E*√R*, up to the yield δ_y = (π p_y/(2E*))² R* (F_y = k δ_y^(3/2)); beyond, the
//! plastic line F = F_y + π p_y R* (δ − δ_y); from the largest overlap δ* (force F* > F_y)
//! unloading on a Hertz curve of the larger radius R_p = (4E*/(3F*))((2F* + F_y)/(2π p_y))^(3/2):
//! F = 4/3 E*√R_p (δ − δ_p)^(3/2), δ_p = δ* − (3F*/(4E*√R_p))^(2/3); no force below δ_p. Below
//! the yield (F* ≤ F_y) it unloads on Hertz's own curve (δ_p = 0). The model is
//! [`crate::models::plastic::thornton`].

use crate::integrator::Crossing;
use crate::math::{pow_pos, powf, sqrt};
use crate::models::parts::{HistoryPart, Spring};
use crate::normal::Branch;
use core::f64::consts::PI;

/// Thornton's yield.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Thornton {
    /// E* \[Pa\].
    pub e_star: f64,
    /// R* \[m\].
    pub r_star: f64,
    /// The limiting contact pressure p_y \[Pa\].
    pub p_y: f64,
    /// The yield overlap δ_y = (π p_y/(2E*))² R* \[m\].
    pub delta_y: f64,
    /// The yield force F_y = 4/3 E*√R* δ_y^(3/2) \[N\].
    pub f_y: f64,
}

impl Thornton {
    /// Thornton's yield for E*, R*, p_y (Thornton 1997, eq. 4–5).
    pub fn new(e_star: f64, r_star: f64, p_y: f64) -> Thornton {
        let s = PI * p_y / (2.0 * e_star);
        let delta_y = s * s * r_star;
        let f_y = 4.0 / 3.0 * e_star * sqrt(r_star) * pow_pos(delta_y, 1.5);
        Thornton { e_star, r_star, p_y, delta_y, f_y }
    }

    /// The unloading curve after (δ*, F*): its radius R_p and plastic overlap δ_p \[m\]
    /// (Thornton 1997, eq. 10–12); R*, 0 where F* ≤ F_y.
    pub fn unloading(&self, from: f64, force: f64) -> (f64, f64) {
        if !(force > self.f_y) {
            return (self.r_star, 0.0);
        }
        let base = (2.0 * force + self.f_y) / (2.0 * PI * self.p_y);
        let r_p = 4.0 * self.e_star / (3.0 * force) * base * sqrt(base);
        let d_p = from - powf(3.0 * force / (4.0 * self.e_star * sqrt(r_p)), 2.0 / 3.0);
        (r_p, d_p.max(0.0))
    }

    /// The Hertz spring of the unloading curve after (δ*, F*), and δ_p.
    fn curve(&self, from: f64, force: f64) -> (Spring, f64) {
        let (r_p, d_p) = self.unloading(from, force);
        (Spring { k: 4.0 / 3.0 * self.e_star * sqrt(r_p), w: 1.5 }, d_p)
    }
}

/// Branches: `Loading(0)` Hertz; `Loading(1)` the plastic line; `Unloading { piece: 0 }` the
/// Hertz curve of R_p about δ_p; `piece: 1` no force (below δ_p).
impl HistoryPart for Thornton {
    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(0) => spring.force(xi),
            Branch::Loading(_) => self.f_y + PI * self.p_y * self.r_star * (xi - self.delta_y),
            Branch::Unloading { from, force, piece: 0 } => {
                let (s, d_p) = self.curve(from, force);
                s.force(xi - d_p)
            }
            Branch::Unloading { .. } => 0.0,
        }
    }

    fn slope(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(0) => spring.slope(xi),
            Branch::Loading(_) => PI * self.p_y * self.r_star,
            Branch::Unloading { from, force, piece: 0 } => {
                let (s, d_p) = self.curve(from, force);
                s.slope(xi - d_p)
            }
            Branch::Unloading { .. } => 0.0,
        }
    }

    /// 2E*√(R* δ) on Hertz's curve, π p_y R* on the plastic line, 2E*√(R_p (δ − δ_p)) on the
    /// unloading curve (Thornton 1997, eq. 3, 6, 10).
    fn tangent(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(0) => spring.tangent(xi),
            Branch::Loading(_) => PI * self.p_y * self.r_star,
            Branch::Unloading { from, force, piece: 0 } => {
                let (s, d_p) = self.curve(from, force);
                s.tangent((xi - d_p).max(0.0))
            }
            Branch::Unloading { .. } => 0.0,
        }
    }

    fn loading(&self, _spring: &Spring, xi: f64) -> Branch {
        Branch::Loading(u8::from(xi > self.delta_y))
    }

    /// On Hertz's curve δ − δ_y (rising: the yield); unloading δ − δ_p (falling: no force
    /// below it; not watched where δ_p = 0) and δ − δ* (rising: reloading).
    fn switches(&self, _spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2] {
        match *branch {
            Branch::Loading(0) => [xi - self.delta_y, 1.0],
            Branch::Loading(_) => [1.0, 1.0],
            Branch::Unloading { from, force, .. } => {
                let (_, d_p) = self.unloading(from, force);
                [if d_p > 0.0 { xi - d_p } else { 1.0 }, xi - from]
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
            (Branch::Loading(_), _) => Branch::Loading(1),
            (Branch::Unloading { from, force, piece }, 0) => {
                Branch::Unloading { from, force, piece: 1 - piece.min(1) }
            }
            (Branch::Unloading { force, .. }, _) => Branch::Loading(u8::from(force > self.f_y)),
        }
    }

    fn source(&self) -> &'static str {
        "Thornton 1997, eq. 10: the unloading curve's tangent 2E*√(R_p (δ* − δ_p))"
    }
}
