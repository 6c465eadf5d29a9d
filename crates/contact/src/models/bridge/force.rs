//! The capillary force of a pendular liquid bridge against the gap S ≥ 0, its slope and its
//! work, in closed form ([`Capillary`]); and the lubrication force of the liquid
//! ([`Lubrication`]).
//!
//! With R' = 2R* the Derjaguin radius (R' = r for two equal spheres, 2 r1 at a flat wall), σ
//! the surface tension, θ the contact angle and V the liquid's volume, F0 = 2π R' σ cos θ:
//!
//! ```text
//! willett     F(S) = F0 / (1 + 1.05 ŝ + 2.5 ŝ²),  ŝ = q S,  q = √(R'/V)
//!             W(S) = ∫₀^S F = (F0/q)(2/D)[atan((5qS + 1.05)/D) − atan(1.05/D)],  D = √(10 − 1.05²)
//! rabinovich  F(S) = F0 / (1 + S/(2d)),  d = (√(S² + b) − S)/2,  b = 2V/(π R')
//!                  = F0 b / (r (r + S)),  r = √(S² + b)      (F(0) = F0 exactly)
//!             W(S) = F0 (S + √b − √(S² + b)) = F0 (√b − b/(r + S))
//! ```
//!
//! Willett et al. 2000 (Langmuir 16:9396), eq. 12–13: F⁺ = 1/(1 + 2.1 s⁺ + 10 s⁺²) in its own
//! variables s⁺ = (S/2)√(R/V) with R the radius of the equal spheres (R = R' here), which is
//! the form above. Rabinovich et al. 2005 (Langmuir 21:10992), eq. 19–20, with the
//! filling-angle term dropped (as LIGGGHTS's `washino` and Yade's `Rabinovich` law do). The
//! work W is each law's integral, written so that neither loses digits at small S; the
//! lubrication is Reynolds's squeeze film between two spheres, 6π η R*² Ṡ / S (Pitois,
//! Moucheront & Chateau 2000, J. Colloid Interface Sci. 231:26), held at S_min below S_min
//! (the codes' `minSeparationDistanceRatio`).

use crate::math::{atan2, sqrt};
use core::f64::consts::PI;

/// 1.05 and 2.5 of Willett's fit (eq. 12 with ŝ = 2 s⁺).
const W1: f64 = 1.05;
/// See [`W1`].
const W2: f64 = 2.5;

/// A capillary force law with its constants (module doc).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Capillary {
    /// Willett et al. 2000: F0 and q = √(R'/V) \[1/m\].
    Willett {
        /// F(0) = 2π R' σ cos θ \[N\].
        f0: f64,
        /// √(R'/V) \[1/m\].
        q: f64,
    },
    /// Rabinovich et al. 2005: F0 and b = 2V/(π R') \[m²\].
    Rabinovich {
        /// F(0) \[N\].
        f0: f64,
        /// 2V/(π R') \[m²\].
        b: f64,
    },
    /// A code's fitted law ([`super::fits`]): its work by quadrature, its slope by a
    /// difference.
    Fit(super::fits::Fit),
}

impl Capillary {
    /// The law for the Derjaguin radius `r_prime` R' \[m\], surface tension σ \[N/m\], contact
    /// angle θ \[rad\] and volume V \[m³\].
    pub fn new(rabinovich: bool, r_prime: f64, sigma: f64, theta: f64, volume: f64) -> Capillary {
        let f0 = 2.0 * PI * r_prime * sigma * crate::math::cos(theta);
        if rabinovich {
            Capillary::Rabinovich { f0, b: 2.0 * volume / (PI * r_prime) }
        } else {
            Capillary::Willett { f0, q: sqrt(r_prime / volume) }
        }
    }

    /// F(0) = 2π R' σ cos θ \[N\]: the pull at contact and while the bodies overlap.
    pub fn at_contact(&self) -> f64 {
        match *self {
            Capillary::Willett { f0, .. } | Capillary::Rabinovich { f0, .. } => f0,
            Capillary::Fit(fit) => fit.force(0.0),
        }
    }

    /// The attractive force F(S) at the gap S \[N\] (positive: a pull); continued a little
    /// below S = 0, where the integrator probes.
    #[inline]
    pub fn force(&self, s: f64) -> f64 {
        match *self {
            Capillary::Willett { f0, q } => {
                let x = q * s;
                f0 / (1.0 + x * (W1 + W2 * x))
            }
            Capillary::Rabinovich { f0, b } => {
                let r = sqrt(s * s + b);
                f0 * b / (r * (r + s))
            }
            Capillary::Fit(fit) => fit.force(s),
        }
    }

    /// dF/dS \[N/m\] (negative: the pull weakens as the gap opens).
    #[inline]
    pub fn slope(&self, s: f64) -> f64 {
        match *self {
            Capillary::Willett { f0, q } => {
                let x = q * s;
                let den = 1.0 + x * (W1 + W2 * x);
                -f0 * q * (W1 + 2.0 * W2 * x) / (den * den)
            }
            Capillary::Rabinovich { f0, b } => {
                let r2 = s * s + b;
                -f0 * b / (r2 * sqrt(r2))
            }
            Capillary::Fit(fit) => fit.slope(s),
        }
    }

    /// The work W(S) = ∫₀^S F dS′ \[J\] (module doc); W(S_c) is the bridge energy.
    pub fn work(&self, s: f64) -> f64 {
        match *self {
            Capillary::Willett { f0, q } => {
                let d = sqrt(10.0 - W1 * W1);
                // atan(a) − atan(c) = atan2(a − c, 1 + a c) for a, c ≥ 0.
                let (a, c) = ((2.0 * W2 * q * s + W1) / d, W1 / d);
                f0 / q * 2.0 / d * atan2(a - c, 1.0 + a * c)
            }
            Capillary::Rabinovich { f0, b } => {
                let r = sqrt(s * s + b);
                f0 * (sqrt(b) - b / (r + s))
            }
            Capillary::Fit(fit) => fit.work(s),
        }
    }
}

/// The lubrication force 6π η R*² Ṡ / max(S, S_min) (module doc), opposing the relative
/// motion: in the overlap's sign convention (ξ = −S, repulsive positive) it is c(S) ξ̇.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Lubrication {
    /// 6π η R*² \[N·s\] (0: no viscosity).
    pub c0: f64,
    /// S_min \[m\].
    pub s_min: f64,
}

impl Lubrication {
    /// The coefficient c = c0 / S at the gap S on the open piece (S ≥ S_min), c0/S_min on the
    /// held piece (`held`: S ≤ S_min, or overlapping) \[N·s/m\].
    #[inline]
    pub fn coefficient(&self, s: f64, held: bool) -> f64 {
        if self.c0 == 0.0 {
            0.0
        } else if held {
            self.c0 / self.s_min
        } else {
            self.c0 / s
        }
    }

    /// dc/dS on that piece \[N·s/m²\].
    #[inline]
    pub fn coefficient_slope(&self, s: f64, held: bool) -> f64 {
        if self.c0 == 0.0 || held {
            0.0
        } else {
            -self.c0 / (s * s)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rel;

    /// The closed-form works against Simpson's rule on the force, and the slopes against a
    /// central difference; Rabinovich's stable form against the contract's F0/(1 + S/(2d)).
    #[test]
    fn work_and_slope() {
        let (rp, sigma, theta, v) = (1e-3, 0.072, 20f64.to_radians(), 1e-11);
        for rab in [false, true] {
            let c = Capillary::new(rab, rp, sigma, theta, v);
            let sc = 2.53e-4;
            let n = 20_000;
            let h = sc / n as f64;
            let mut sum = c.force(0.0) + c.force(sc);
            for i in 1..n {
                sum += if i % 2 == 1 { 4.0 } else { 2.0 } * c.force(i as f64 * h);
            }
            let simpson = sum * h / 3.0;
            assert!(rel(c.work(sc), simpson) < 1e-12, "{rab}: {} vs {simpson}", c.work(sc));
            for s in [1e-7, 1e-5, 1e-4] {
                let d = 1e-6 * s;
                let fd = (c.force(s + d) - c.force(s - d)) / (2.0 * d);
                assert!(rel(c.slope(s), fd) < 1e-6, "{rab} {s}");
            }
            assert_eq!(c.force(0.0), c.at_contact());
        }
        let Capillary::Rabinovich { f0, b } = Capillary::new(true, rp, sigma, theta, v) else {
            unreachable!()
        };
        for s in [1e-6, 5e-5, 2e-4] {
            let d = (sqrt(s * s + b) - s) / 2.0;
            let contract = f0 / (1.0 + s / (2.0 * d));
            assert!(rel(Capillary::Rabinovich { f0, b }.force(s), contract) < 1e-12);
        }
    }
}
