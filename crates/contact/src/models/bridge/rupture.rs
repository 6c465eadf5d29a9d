//! Where a pendular liquid bridge ruptures: the gap S_c at which it breaks.
//!
//! ```text
//! lian     S_c = (1 + θ/2) V^(1/3)                                 Lian, Thornton & Adams 1993
//! willett  S_c = (1 + θ/2)(V*^(1/3) + 0.1 V*^(2/3)) R',  V* = V/R'³  Willett et al. 2000, eq. 15
//! ```
//!
//! Lian, Thornton & Adams 1993 (J. Colloid Interface Sci. 161:138) from their numerical
//! solutions of the Laplace–Young equation (as LIGGGHTS's `easo/capillary/viscous`, MercuryDPM's
//! liquid migration and Yade's `ViscElCapMat` with `CapillarType` other than Willett's take
//! it); Willett et al. 2000 (Langmuir 16:9396), eq. 15, fitted to theirs (R' = 2R*: the radius
//! of the equal spheres; θ in radians).

use crate::math::cbrt;
use crate::scenario::Rupture;

/// The rupture distance S_c \[m\] of a bridge of volume V \[m³\] at contact angle θ \[rad\]
/// with Derjaguin radius R' \[m\] (module doc).
pub fn distance(rule: Rupture, volume: f64, theta: f64, r_prime: f64) -> f64 {
    let angle = 1.0 + 0.5 * theta;
    match rule {
        Rupture::Lian => angle * cbrt(volume),
        Rupture::Willett => {
            let third = cbrt(volume / (r_prime * r_prime * r_prime));
            angle * (third + 0.1 * third * third) * r_prime
        }
    }
}

impl Rupture {
    /// The rule as written.
    pub fn formula(self) -> &'static str {
        match self {
            Rupture::Lian => "S_c = (1 + θ/2) V^(1/3)",
            Rupture::Willett => "S_c = (1 + θ/2)(V*^(1/3) + 0.1 V*^(2/3)) R', V* = V/R'³",
        }
    }
    /// Where it comes from.
    pub fn source(self) -> &'static str {
        match self {
            Rupture::Lian => "Lian, Thornton & Adams 1993, J. Colloid Interface Sci. 161:138",
            Rupture::Willett => "Willett et al. 2000, Langmuir 16:9396, eq. 15",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rel;

    /// The golden pair (r = 1 mm, R' = 1 mm, θ = 20°, V = 1e-11 m³), against the values
    /// tests/golden/generate_bridge.py computes in mpmath: Lian 2.530454478634282e-4 m,
    /// Willett 2.584971467737444e-4 m.
    #[test]
    fn glass_beads() {
        let theta = 20f64.to_radians();
        let s = distance(Rupture::Lian, 1e-11, theta, 1e-3);
        assert!(rel(s, 2.530_454_478_634_282e-4) < 1e-14, "{s}");
        let w = distance(Rupture::Willett, 1e-11, theta, 1e-3);
        assert!(rel(w, 2.584_971_467_737_444e-4) < 1e-14, "{w}");
    }
}
