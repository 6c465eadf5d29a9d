//! Elementary functions for `std` and `no_std` builds.
//!
//! With the `std` feature these call the platform's maths library through the inherent
//! `f64` methods; without it they call the pure-Rust [`libm`](https://docs.rs/libm) crate
//! (feature `libm`). One of the two features must be enabled.

#[cfg(not(any(feature = "std", feature = "libm")))]
compile_error!("dem-contact needs either the `std` or the `libm` feature for its maths");

macro_rules! unary {
    ($($(#[$doc:meta])* $name:ident => $libm:ident;)*) => {$(
        $(#[$doc])*
        #[inline]
        pub fn $name(x: f64) -> f64 {
            #[cfg(feature = "std")]
            { x.$name() }
            #[cfg(all(not(feature = "std"), feature = "libm"))]
            { libm::$libm(x) }
        }
    )*};
}

unary! {
    /// Square root.
    sqrt => sqrt;
    /// e^x.
    exp => exp;
    /// Natural logarithm.
    ln => log;
    /// Sine.
    sin => sin;
    /// Cosine.
    cos => cos;
    /// Hyperbolic arc-cosine, for x ≥ 1.
    acosh => acosh;
    /// e^x − 1, accurate for small x.
    exp_m1 => expm1;
    /// ln(1 + x), accurate for small x.
    ln_1p => log1p;
    /// Cube root.
    cbrt => cbrt;
}

/// Four-quadrant arc-tangent of `y / x`.
#[inline]
pub fn atan2(y: f64, x: f64) -> f64 {
    #[cfg(feature = "std")]
    {
        y.atan2(x)
    }
    #[cfg(all(not(feature = "std"), feature = "libm"))]
    {
        libm::atan2(y, x)
    }
}

/// x^y for real y.
#[inline]
pub fn powf(x: f64, y: f64) -> f64 {
    #[cfg(feature = "std")]
    {
        x.powf(y)
    }
    #[cfg(all(not(feature = "std"), feature = "libm"))]
    {
        libm::pow(x, y)
    }
}

/// Absolute value (core, no library needed).
#[inline]
pub fn abs(x: f64) -> f64 {
    f64::from_bits(x.to_bits() & !(1u64 << 63))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Test vectors: identities with exactly known values. Tolerance: 2 ulp-ish.
    const TOL: f64 = 4.0 * f64::EPSILON;

    #[test]
    fn vectors() {
        assert!((sqrt(2.0) * sqrt(2.0) - 2.0).abs() <= TOL * 2.0);
        assert!((exp(ln(7.5)) - 7.5).abs() <= 7.5 * TOL);
        assert!((atan2(1.0, -1.0) - 3.0 * core::f64::consts::FRAC_PI_4).abs() <= TOL);
        assert!((acosh(1.0)).abs() <= TOL);
        assert!((cos(0.0) - 1.0).abs() <= TOL);
        assert!((powf(8.0, 1.0 / 3.0) - 2.0).abs() <= 2.0 * TOL);
        assert_eq!(abs(-3.5), 3.5);
        assert_eq!(abs(-0.0).to_bits(), 0.0f64.to_bits());
    }
}
