//! The JKR relation of two elastic spheres with surface energy (K. L. Johnson, K. Kendall,
//! A. D. Roberts, "Surface energy and the contact of elastic solids", *Proc. R. Soc. Lond.
//! A* 324 (1971) 301–313):
//!
//! ```text
//! F = 4E* a³/(3R*) − √(8π w E* a³),     δ = a²/R* − √(2π w a/E*)
//! ```
//!
//! with w the work of adhesion (w = 2γ for like surfaces, Dupré), a the contact radius, δ
//! the overlap (negative in the tension tail).
//!
//! Solved here in dimensionless form (derived from the two equations above). With a = s²,
//! β = √(2πw/E*), s = s_* u, s_*³ = β R*, the overlap is δ = δ_* (u⁴ − u) with
//! δ_* = β s_* = (2πw/E*)^(2/3) R*^(1/3), and the force F = F_c ((16/9) u⁶ − (8/3) u³) with
//! F_c = (3/2)π w R*. The stable (larger) branch is u ≥ u_c = 4^(−1/3), where dδ/du = 0:
//!
//! - the separation overlap δ_c = δ_* (u_c⁴ − u_c) = −(3/4)(π² w² R*/E*²)^(1/3), where
//!   F = −(5/9) F_c (the displacement-controlled pull-off; Johnson 1985, *Contact
//!   Mechanics*, §5.5);
//! - at first touch, δ = 0: u = 1, F = −(8/9) F_c;
//! - the largest pull, F = −F_c, at u³ = 3/4, δ = δ_c/3^(2/3) = 0.481 δ_c (the
//!   load-controlled pull-off);
//! - zero load: u³ = 3/2, a0 = (9π w R*²/(2E*))^(1/3).
//!
//! u(δ) is found robustly on the whole branch: writing u = u_c + z, the relation becomes
//! z² (z² + 4u_c z + 6u_c²) = (δ − δ_c)/δ_*, and φ(z) = z √(z² + 4u_c z + 6u_c²) is
//! increasing and convex with φ′(0) = √6 u_c > 0, so Newton's method on φ(z) = √((δ − δ_c)/δ_*)
//! from a start above the root converges monotonically and quadratically — no double root at
//! δ_c, no NaN for any w, however small or large (only the dimensionless ratio is solved).

use crate::math::{cbrt, sqrt};
use core::f64::consts::PI;

/// u_c = 4^(−1/3): the turning point of δ(u), where the JKR contact separates.
pub const U_C: f64 = 0.629_960_524_947_436_6;
/// (u_c⁴ − u_c) = −(3/4)·4^(−1/3): δ_c / δ_*.
pub const Y_C: f64 = -0.75 * U_C;

/// The JKR contact of a pair: work of adhesion `w` \[J/m²\], E* \[Pa\], R* \[m\]. Made by
/// [`Jkr::new`], which also keeps the overlap scale δ_* that every force evaluation divides
/// by (a cube root: an eighth of the cost of a force, evaluated six times per integration
/// step).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Jkr {
    /// Work of adhesion w \[J/m²\].
    pub w: f64,
    /// Effective modulus E* \[Pa\].
    pub e_star: f64,
    /// Effective radius R* \[m\].
    pub r_star: f64,
    /// δ_* of these three ([`Jkr::overlap_scale`]).
    scale: f64,
}

impl Jkr {
    /// The JKR contact of work of adhesion `w`, E* and R*.
    pub fn new(w: f64, e_star: f64, r_star: f64) -> Jkr {
        let b = 2.0 * PI * w / e_star;
        Jkr { w, e_star, r_star, scale: cbrt(b * b * r_star) }
    }
    /// F_c = (3/2)π w R* \[N\], the JKR pull-off force (Johnson, Kendall & Roberts 1971).
    pub fn pull_off(&self) -> f64 {
        1.5 * PI * self.w * self.r_star
    }
    /// δ_* = (2πw/E*)^(2/3) R*^(1/3) \[m\], the overlap scale of the dimensionless relation
    /// (module doc).
    pub fn overlap_scale(&self) -> f64 {
        self.scale
    }
    /// δ_c = −(3/4)(π² w² R*/E*²)^(1/3) \[m\]: the overlap at which the contact separates.
    pub fn separation(&self) -> f64 {
        let x = PI * self.w / self.e_star;
        -0.75 * cbrt(x * x * self.r_star)
    }
    /// a0 = (9π w R*²/(2E*))^(1/3) \[m\]: the contact radius at zero load.
    pub fn contact_radius_zero_load(&self) -> f64 {
        cbrt(4.5 * PI * self.w * self.r_star * self.r_star / self.e_star)
    }
    /// u on the stable branch at overlap δ (u_c below δ_c: the force is continued there at
    /// its value at δ_c, for an integrator that probes past the end).
    pub fn u(&self, delta: f64) -> f64 {
        u_of(delta / self.overlap_scale())
    }
    /// The contact radius a \[m\] at overlap δ on the stable branch: a = (β R*)^(2/3) u².
    pub fn contact_radius(&self, delta: f64) -> f64 {
        let u = self.u(delta);
        let b = sqrt(2.0 * PI * self.w / self.e_star);
        let s2 = cbrt(b * self.r_star);
        s2 * s2 * u * u
    }
    /// da/dδ on the stable branch: 2 s² u/(δ_* (4u³ − 1)) with a = s² u² (module doc); 0 at
    /// and below δ_c, where a is continued as a constant.
    pub fn contact_radius_slope(&self, delta: f64) -> f64 {
        let u = self.u(delta);
        let den = 4.0 * u * u * u - 1.0;
        if !(den > 0.0) {
            return 0.0;
        }
        let b = sqrt(2.0 * PI * self.w / self.e_star);
        let s2 = cbrt(b * self.r_star);
        2.0 * s2 * s2 * u / (self.overlap_scale() * den)
    }
    /// The JKR force F \[N\] (repulsive positive) at overlap δ on the stable branch:
    /// F = F_c ((16/9)u⁶ − (8/3)u³).
    pub fn force(&self, delta: f64) -> f64 {
        self.pull_off() * unit_force(self.u(delta))
    }
    /// dF/dδ \[N/m\] on the stable branch: F_c ((32/3)u⁵ − 8u²) / (δ_* (4u³ − 1)); 0 at and
    /// below δ_c, where the force is continued as a constant.
    pub fn stiffness(&self, delta: f64) -> f64 {
        let u = self.u(delta);
        let den = 4.0 * u * u * u - 1.0;
        if !(den > 0.0) {
            return 0.0;
        }
        self.pull_off() * (32.0 / 3.0 * u * u * u * u * u - 8.0 * u * u)
            / (self.overlap_scale() * den)
    }
    /// [`Jkr::force`] and [`Jkr::stiffness`] at δ from one solve of u (the same numbers: an
    /// integration step asks for both at every stage).
    pub fn force_and_stiffness(&self, delta: f64) -> (f64, f64) {
        let scale = self.overlap_scale();
        let u = u_of(delta / scale);
        let f = self.pull_off() * unit_force(u);
        let den = 4.0 * u * u * u - 1.0;
        if !(den > 0.0) {
            return (f, 0.0);
        }
        (f, self.pull_off() * (32.0 / 3.0 * u * u * u * u * u - 8.0 * u * u) / (scale * den))
    }
    /// W = −∫_{δ_c}^{0} F dδ = F_c δ_* (u_c/15 + 2/5) \[J\]: the work the tension tail takes
    /// from the bodies between touch and separation, lost in an elastic JKR impact (Thornton &
    /// Ning 1998; W = 0.9355 F_c |δ_c|). From ∫ F dδ = F_c δ_* ∫ ((16/9)u⁶ − (8/3)u³)(4u³ − 1) du
    /// = F_c δ_* [(32/45)u¹⁰ − (16/9)u⁷ + (2/3)u⁴], between u_c and 1.
    pub fn tail_work(&self) -> f64 {
        self.pull_off() * self.overlap_scale() * (U_C / 15.0 + 0.4)
    }
}

/// F/F_c = (16/9)u⁶ − (8/3)u³ = (8/9)u³(2u³ − 3).
pub fn unit_force(u: f64) -> f64 {
    let u3 = u * u * u;
    8.0 / 9.0 * u3 * (2.0 * u3 - 3.0)
}

/// The stable root u ≥ u_c of u⁴ − u = y (y = δ/δ_*); u_c for y ≤ y_c (module doc).
///
/// With u = u_c + z the relation is h(z) = z²(z² + 4u_c z + 6u_c²) − (y − y_c) = 0, h
/// increasing and convex for z > 0. Halley's method on h (E. Halley 1694; cubic convergence,
/// J. F. Traub, *Iterative Methods for the Solution of Equations*, 1964; no square root per
/// step, unlike Newton's on φ) from s (a + s)/(b + s), s = √(u_c² + t) − u_c, t = √(y − y_c)
/// — s lies above the root (φ(z) ≥ z(z + 2u_c)), and the fitted ratio brings it within 1 %
/// of it — or t/(√6 u_c) (above the root too: φ(z) ≥ √6 u_c z) where that is smaller; stops
/// once a step is below 1e−6 of z (the next would be ~1e−18): two steps (three from the
/// bounds alone, within ~13 %), the root to ~2 ulp of u (checked against a 60-digit bisection over
/// y − y_c from 1e−15 to 1e100; the same accuracy as Newton's method on φ to round-off,
/// which takes four to seven steps of two square roots each). Beyond y − y_c = 1e150, where
/// h′² would overflow, and for the rare start that does not converge: Newton's method on φ.
pub fn u_of(y: f64) -> f64 {
    let d = y - Y_C;
    if !(d > 0.0) {
        return U_C;
    }
    if !(d <= 1e150) {
        return newton_on_phi(d);
    }
    const A: f64 = 4.0 * U_C;
    const B: f64 = 6.0 * U_C * U_C;
    /// 1/(√6 u_c).
    const INV: f64 = 1.0 / (SQRT_6 * U_C);
    let t = sqrt(d);
    // √(u_c² + t) − u_c bounds z from above; z over it, a function of it alone that rises
    // from 2/√6 to 1, is fitted by (a + s)/(b + s) within 1 % (least maximum relative error
    // over t from 1e−8 to 1e6, against bisection to round-off), so that two Halley steps
    // most often reach the stop instead of three.
    let s = sqrt(U_C * U_C + t) - U_C;
    let mut z = (s * (0.319_555 + s) / (0.395 + s)).min(t * INV);
    for _ in 0..8 {
        let z2 = z * z;
        let h = z2 * (z2 + A * z + B) - d;
        let dh = z * (4.0 * z2 + 3.0 * A * z + 2.0 * B);
        let ddh = 12.0 * z2 + 6.0 * A * z + 2.0 * B;
        let step = 2.0 * h * dh / (2.0 * dh * dh - h * ddh);
        z -= step;
        if !(step.abs() > 1e-6 * z) {
            return U_C + z;
        }
    }
    newton_on_phi(d)
}

/// √6.
const SQRT_6: f64 = 2.449_489_742_783_178;

/// The root of u⁴ − u = y at d = y − y_c > 0 by Newton's method on φ(z) = √d (module doc),
/// from above, to round-off: the way for any d, however large.
fn newton_on_phi(d: f64) -> f64 {
    if d == f64::INFINITY {
        return f64::INFINITY;
    }
    let target = sqrt(d);
    // φ(z) ≥ √6 u_c z and φ(z) ≥ z²: either start lies at or above the root.
    let mut z = (target / (SQRT_6 * U_C)).min(sqrt(target));
    for _ in 0..200 {
        let q = z * z + 4.0 * U_C * z + 6.0 * U_C * U_C;
        let sq = sqrt(q);
        let phi = z * sq - target;
        let dphi = sq + z * (z + 2.0 * U_C) / sq;
        let next = z - phi / dphi;
        // From above the root of a convex increasing φ the iterates fall monotonically;
        // once they stop falling, round-off has been reached.
        if !(next < z) {
            break;
        }
        z = next.max(0.0);
    }
    U_C + z
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::math::powf;
    use crate::testing::rel;

    /// u⁴ − u = y is solved to round-off over the whole branch, and the closed forms of the
    /// module doc hold (touch, largest pull, zero load, separation).
    #[test]
    fn relation_and_closed_forms() {
        assert!(rel(U_C, powf(4.0, -1.0 / 3.0)) < 1e-15);
        for y in [-0.47, -0.4, -0.3, -0.1, 0.0, 1e-9, 0.3, 3.0, 1e3, 1e12, 1e100] {
            let u = u_of(y);
            let back = u * u * u * u - u;
            assert!((back - y).abs() <= 1e-14 * y.abs().max(1.0), "y = {y}: {back}");
        }
        assert!(rel(u_of(0.0), 1.0) < 1e-15);
        assert_eq!(u_of(-0.5), U_C);
        assert_eq!(u_of(Y_C), U_C);
        assert!(rel(unit_force(1.0), -8.0 / 9.0) < 1e-15);
        assert!(rel(unit_force(U_C), -5.0 / 9.0) < 1e-15);
        assert!(rel(unit_force(cbrt(0.75)), -1.0) < 1e-15);
        assert!(unit_force(cbrt(1.5)).abs() < 1e-15);
        // The largest pull sits at 3^(−2/3) of δ_c (LAMMPS breaks the contact there).
        let u = cbrt(0.75);
        assert!(rel((u * u * u * u - u) / Y_C, powf(3.0, -2.0 / 3.0)) < 1e-14);
    }

    /// Halley's method on the quartic and Newton's on φ agree to 4 ulp over the whole branch
    /// (y − y_c from 1e−15 to 1e150, and past it where both are Newton's).
    #[test]
    fn halley_agrees_with_newton_on_phi() {
        let mut worst = 0.0f64;
        for i in 0..=3000 {
            let d = 10f64.powf(-15.0 + 165.0 * f64::from(i) / 3000.0);
            let (a, b) = (u_of(Y_C + d), newton_on_phi(Y_C + d - Y_C));
            worst = worst.max((a - b).abs() / b);
        }
        assert!(worst <= 4.0 * f64::EPSILON, "{worst:e}");
        assert_eq!(u_of(1e300), newton_on_phi(1e300 - Y_C));
        assert_eq!(u_of(f64::INFINITY), f64::INFINITY);
    }

    /// The dimensionless relation against JKR's own: δ(a) and F(a) at the radius found,
    /// and the closed forms written with w, E*, R* (a 20 µm pair, γ = 0.05 J/m²).
    #[test]
    fn against_the_dimensional_relation() {
        let e_star = 5e9 / (2.0 * (1.0 - 0.09));
        let j = Jkr::new(0.1, e_star, 10e-6);
        let (w, r) = (j.w, j.r_star);
        for delta in [-1e-9, 0.0, 1e-9, 5e-8, 1e-6] {
            let a = j.contact_radius(delta);
            let d = a * a / r - sqrt(2.0 * PI * w * a / e_star);
            assert!((d - delta).abs() < 1e-12 * j.overlap_scale(), "{delta}: {d}");
            let f = 4.0 * e_star * a * a * a / (3.0 * r) - sqrt(8.0 * PI * w * e_star * a * a * a);
            assert!(rel(j.force(delta), f) < 1e-12, "{delta}: {} vs {f}", j.force(delta));
        }
        let a0 = j.contact_radius_zero_load();
        assert!(
            j.force(a0 * a0 / r - sqrt(2.0 * PI * w * a0 / e_star)).abs() < 1e-10 * j.pull_off()
        );
        let dc = j.separation();
        assert!(rel(dc, Y_C * j.overlap_scale()) < 1e-14);
        assert!(rel(j.force(dc), -5.0 / 9.0 * j.pull_off()) < 1e-12);
        assert!(rel(j.force(0.0), -8.0 / 9.0 * j.pull_off()) < 1e-14);
        // Thornton & Ning's 0.9355 F_c |δ_c|.
        assert!((j.tail_work() / (j.pull_off() * dc.abs()) - 0.935_502_783).abs() < 1e-8);
        // No NaN near δ_c or for extreme w.
        for w in [1e-12, 1e-3, 1e3, 1e9] {
            let j = Jkr::new(w, j.e_star, j.r_star);
            let dc = j.separation();
            for x in [dc * (1.0 + 1e-15), dc * (1.0 - 1e-15), dc * (1.0 - 1e-9), 0.0, -dc] {
                assert!(j.force(x).is_finite() && j.stiffness(x).is_finite(), "w = {w}");
            }
        }
    }
}
