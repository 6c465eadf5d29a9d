//! Capillary force laws that the DEM codes compile beside Willett's and Rabinovich's closed
//! forms ([`super::force`]): fits with no closed-form work, their work W(S) = ∫₀^S F by
//! quadrature ([`work`]) and their slope by a central difference. With R the radius the law
//! is written with (each code chooses it: LIGGGHTS's R*, Yade's 2R* or r1 at a wall), σ the
//! surface tension, θ the contact angle \[rad\] and V the bridge's volume, F attractive:
//!
//! ```text
//! soulie      F = π σ √(r_i r_j) (exp(A S/R₂ + B) + C),  V* = V/R₂³,  A = −1.1 V*^−0.53,
//!             B = (−0.148 ln V* − 0.96) θ² − 0.0082 ln V* + 0.48,  C = 0.0018 ln V* + 0.078
//! filling     F = 2π R σ (cos θ/(1 + S/(2d)) + sin α sin(α + θ)),
//!             d = (S/2)(−1 + √(1 + 2V/(π R S²))),  α = √((S/R)(−1 + √(1 + 2V/(π R S²))))
//! willett-n   F = 2π R σ exp(f1 − f2 exp(f3 ln s⁺ + f4 ln² s⁺)),  s⁺ = (S/2)/√(V/R),
//!             f1…f4 polynomials in θ and ln(V/R³)
//! weigert     F = π R² sin²β σ (1/r₁ − 1/r₂) + 2π R σ sin β sin(β + θ),
//!             sin β = (V/(0.12 (1 + 3S/R)(1 + 1.1 sin θ) 8R³))^(1/4)
//! ```
//!
//! Soulié, Cherblanc, El Youssoufi & Saix 2006 (Int. J. Numer. Anal. Meth. Geomech.
//! 30:213), eq. 13–14, as LIGGGHTS 3.8.0's `easo/capillary/viscous`
//! (`src/cohesion_model_easo_capillary_viscous.h:342–348`, r_i r_j and the larger radius R₂)
//! and Yade 2023.02a's `Soulie` (`pkg/dem/ViscoelasticCapillarPM.cpp:397–415`, R for both)
//! write it; Rabinovich et al. 2005 (Langmuir 21:10992), eq. 19, 20 and A3 with the
//! filling-angle term, as LIGGGHTS's `washino/capillary/viscous` (`…washino…h:398–401`, with
//! R = R*) and Yade's `Rabinovich` (cpp 340–372, R = 2R*); Willett et al. 2000 (Langmuir
//! 16:9396), the appendix's numeric fit, as Yade's `Willett_numeric` (cpp 230–268); Weigert &
//! Ripperger 1999 (Part. Part. Syst. Charact. 16:238), eq. 5, 6, 15–17, 21, 22, as Yade's
//! `Weigert` (cpp 290–323). Each is written here as validation/bridge_source.py writes it from
//! those lines; the forces equal the codes' runs to 1e−15 (docs/bridge-codes.md).

use crate::math::{asin, cos, exp, ln, powf, sin, sqrt};
use core::f64::consts::PI;

/// The smallest gap a fit is evaluated at \[m\]: its limit S → 0⁺ (the laws divide by S or
/// take its logarithm; the codes never meet S = 0 exactly).
const S_FLOOR: f64 = 1e-18;

/// A fitted capillary law with its constants (module doc).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fit {
    /// Soulié et al. 2006: π σ √(r_i r_j) and A/R₂, B, C.
    Soulie {
        /// π σ √(r_i r_j) \[N\].
        pre: f64,
        /// A/R₂ \[1/m\].
        a: f64,
        /// B.
        b: f64,
        /// C.
        c: f64,
    },
    /// Rabinovich et al. 2005 with the filling-angle term, written with the radius R.
    Filling {
        /// R \[m\].
        r: f64,
        /// σ \[N/m\].
        sigma: f64,
        /// θ \[rad\].
        theta: f64,
        /// V \[m³\].
        volume: f64,
    },
    /// Willett et al. 2000's numeric fit: 2π R σ, √(V/R) and f1…f4.
    WillettNumeric {
        /// 2π R σ \[N\].
        pre: f64,
        /// √(V/R) \[m\].
        scale: f64,
        /// f1, f2, f3, f4.
        f: [f64; 4],
    },
    /// Weigert & Ripperger 1999, written with the radius R.
    Weigert {
        /// R \[m\].
        r: f64,
        /// σ \[N/m\].
        sigma: f64,
        /// θ \[rad\].
        theta: f64,
        /// V \[m³\].
        volume: f64,
    },
}

impl Fit {
    /// Soulié's law for the radii r_i, r_j (R₂ the larger) and the bridge's V, σ, θ.
    pub fn soulie(ri: f64, rj: f64, sigma: f64, theta: f64, volume: f64) -> Fit {
        let r2 = ri.max(rj);
        let vs = volume / (r2 * r2 * r2);
        let lv = ln(vs);
        Fit::Soulie {
            pre: PI * sigma * sqrt(ri * rj),
            a: -1.1 * powf(vs, -0.53) / r2,
            b: (-0.148 * lv - 0.96) * theta * theta - 0.0082 * lv + 0.48,
            c: 0.0018 * lv + 0.078,
        }
    }

    /// Willett et al. 2000's numeric fit for the radius R (its coefficients as Yade writes
    /// them, `ViscoelasticCapillarPM.cpp:241–262`).
    pub fn willett_numeric(r: f64, sigma: f64, theta: f64, volume: f64) -> Fit {
        let (t1, t2) = (theta, theta * theta);
        let lv = ln(volume / (r * r * r));
        let (l2, l3) = (lv * lv, lv * lv * lv);
        let f1 = (-0.44507 + 0.050832 * t1 - 1.1466 * t2)
            + (-0.1119 - 0.000411 * t1 - 0.1490 * t2) * lv
            + (-0.012101 - 0.0036456 * t1 - 0.01255 * t2) * l2
            + (-0.0005 - 0.0003505 * t1 - 0.00029076 * t2) * l3;
        let f2 = (1.9222 - 0.57473 * t1 - 1.2918 * t2)
            + (-0.0668 - 0.1201 * t1 - 0.22574 * t2) * lv
            + (-0.0013375 - 0.0068988 * t1 - 0.01137 * t2) * l2;
        let f3 = (1.268 - 0.01396 * t1 - 0.23566 * t2)
            + (0.198 + 0.092 * t1 - 0.06418 * t2) * lv
            + (0.02232 + 0.02238 * t1 - 0.009853 * t2) * l2
            + (0.0008585 + 0.001318 * t1 - 0.00053 * t2) * l3;
        let f4 = (-0.010703 + 0.073776 * t1 - 0.34742 * t2)
            + (0.03345 + 0.04543 * t1 - 0.09056 * t2) * lv
            + (0.0018574 + 0.004456 * t1 - 0.006257 * t2) * l2;
        Fit::WillettNumeric {
            pre: 2.0 * PI * r * sigma,
            scale: sqrt(volume / r),
            f: [f1, f2, f3, f4],
        }
    }

    /// The attractive force at the gap S \[N\] (its limit S → 0⁺ at and below 0).
    pub fn force(&self, s: f64) -> f64 {
        let s = s.max(S_FLOOR);
        match *self {
            Fit::Soulie { pre, a, b, c } => pre * (exp(a * s + b) + c),
            Fit::Filling { r, sigma, theta, volume } => {
                let root = -1.0 + sqrt(1.0 + 2.0 * volume / (PI * r * s * s));
                let d = 0.5 * s * root;
                let alpha = sqrt(s / r * root);
                2.0 * PI
                    * r
                    * sigma
                    * (cos(theta) / (1.0 + s / (2.0 * d)) + sin(alpha) * sin(alpha + theta))
            }
            Fit::WillettNumeric { pre, scale, f } => {
                let ls = ln(0.5 * s / scale);
                pre * exp(f[0] - f[1] * exp(f[2] * ls + f[3] * ls * ls))
            }
            Fit::Weigert { r, sigma, theta, volume } => {
                let ca = 1.0 + 6.0 * s / (2.0 * r);
                let ct = 1.0 + 1.1 * sin(theta);
                let beta = asin(powf(volume / (0.12 * ca * ct * 8.0 * r * r * r), 0.25));
                let r1 = (2.0 * r * (1.0 - cos(beta)) + s) / (2.0 * cos(beta + theta));
                let r2 = r * sin(beta) + r1 * (sin(beta + theta) - 1.0);
                let pk = sigma * (1.0 / r1 - 1.0 / r2);
                PI * r * r * sin(beta) * sin(beta) * pk
                    + sigma * PI * 2.0 * r * sin(beta) * sin(beta + theta)
            }
        }
    }

    /// dF/dS \[N/m\] by a central difference (one-sided next to S = 0).
    pub fn slope(&self, s: f64) -> f64 {
        let h = 1e-6 * s.abs().max(1e-9);
        if s > h {
            (self.force(s + h) - self.force(s - h)) / (2.0 * h)
        } else {
            let s = s.max(S_FLOOR);
            (self.force(s + h) - self.force(s)) / h
        }
    }

    /// W(S) = ∫₀^S F dS′ \[J\] ([`work`]).
    pub fn work(&self, s: f64) -> f64 {
        work(&|x| self.force(x), s)
    }
}

/// ∫₀^{s_c} f(S) dS \[J\]: composite 5-point Gauss–Legendre on panels graded geometrically
/// towards S = 0 (halving 60 times, each halving in 4 panels), where a law fitted in ln S
/// (Willett's numeric fit) loses smoothness; the nodes never reach S = 0.
pub fn work(f: &dyn Fn(f64) -> f64, s_c: f64) -> f64 {
    if s_c <= 0.0 {
        return 0.0;
    }
    let mut sum = 0.0;
    let mut hi = s_c;
    for _ in 0..60 {
        let lo = 0.5 * hi;
        let h = (hi - lo) / 4.0;
        for j in 0..4 {
            let a = lo + f64::from(j) * h;
            for (x, w) in crate::impact::GAUSS5 {
                sum += w * h * f(a + x * h);
            }
        }
        hi = lo;
    }
    for (x, w) in crate::impact::GAUSS5 {
        sum += w * hi * f(x * hi);
    }
    sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rel;

    /// The work against Simpson's rule on 2·10⁵ panels (an independent quadrature), and the
    /// slope against a wider central difference, for each fit on the golden glass pair.
    #[test]
    fn work_and_slope() {
        let (r, sigma, theta, v) = (1e-3, 0.072, 20f64.to_radians(), 1e-11);
        let fits = [
            Fit::soulie(r, r, sigma, theta, v),
            Fit::Filling { r, sigma, theta, volume: v },
            Fit::willett_numeric(r, sigma, theta, v),
            Fit::Weigert { r, sigma, theta, volume: v },
        ];
        let sc = 2.5e-4;
        for fit in fits {
            let n = 200_000;
            let h = sc / f64::from(n);
            let mut sum = fit.force(0.0) + fit.force(sc);
            for i in 1..n {
                sum += if i % 2 == 1 { 4.0 } else { 2.0 } * fit.force(f64::from(i) * h);
            }
            let simpson = sum * h / 3.0;
            assert!(rel(fit.work(sc), simpson) < 1e-6, "{fit:?}: {} vs {simpson}", fit.work(sc));
            for s in [1e-6, 1e-5, 1e-4] {
                let d = 1e-4 * s;
                let fd = (fit.force(s + d) - fit.force(s - d)) / (2.0 * d);
                assert!(rel(fit.slope(s), fd) < 1e-4, "{fit:?} {s}");
            }
        }
    }
}
