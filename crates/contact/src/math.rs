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
    /// Arc-sine, for x in [−1, 1].
    asin => asin;
    /// Smallest integer ≥ x.
    ceil => ceil;
    /// Largest integer ≤ x.
    floor => floor;
    /// Base-10 logarithm.
    log10 => log10;
}

/// Arc-sine with the argument clamped to [−1, 1] (round-off just outside gives NaN
/// otherwise).
pub fn asin_safe(x: f64) -> f64 {
    asin(x.clamp(-1.0, 1.0))
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

/// x^y for x ≥ 0 (or NaN), fast for the exponents the contact laws use: when 4y is an
/// integer with |y| ≤ 16 (ξ^1.5 of Hertz, ξ^0.25 of Tsuji, ξ^10 of An 2006's unloading),
/// by products of x, √x and ⁴√x (binary powering, a few ulp), otherwise [`powf`].
///
/// Why: on wasm, `powf` is libm's software `pow`; in the force law it took 5 ms of a
/// 9 ms redraw with five models overlaid (Chromium CPU profile, `bench/page.mjs`),
/// while `sqrt` is one instruction.
#[inline]
pub fn pow_pos(x: f64, y: f64) -> f64 {
    let q = y * 4.0;
    if !(q.abs() <= 64.0 && q == (q as i32) as f64) {
        return powf(x, y);
    }
    let q = q as i32;
    let (n, quarters) = (q.unsigned_abs() / 4, q.unsigned_abs() % 4);
    // x^n by squaring.
    let (mut r, mut base, mut k) = (1.0, x, n);
    while k > 0 {
        if k & 1 == 1 {
            r *= base;
        }
        base *= base;
        k >>= 1;
    }
    let frac = match quarters {
        0 => 1.0,
        2 => sqrt(x),
        1 => sqrt(sqrt(x)),
        _ => sqrt(x) * sqrt(sqrt(x)),
    };
    let r = r * frac;
    if q < 0 {
        1.0 / r
    } else {
        r
    }
}

/// Γ(x) for x > 0: Lanczos approximation with g = 7, n = 9 (C. Lanczos, *SIAM J. Numer.
/// Anal.* B 1 (1964) 86–96; coefficients as tabulated by P. Godfrey), with the reflection
/// formula below x = 1/2. Relative error about 1e−15 on (0, 20].
#[allow(clippy::excessive_precision)]
pub fn gamma(x: f64) -> f64 {
    const G: f64 = 7.0;
    const C: [f64; 9] = [
        0.999_999_999_999_809_93,
        676.520_368_121_885_1,
        -1_259.139_216_722_402_8,
        771.323_428_777_653_13,
        -176.615_029_162_140_59,
        12.507_343_278_686_905,
        -0.138_571_095_265_720_12,
        9.984_369_578_019_571_6e-6,
        1.505_632_735_149_311_6e-7,
    ];
    if x < 0.5 {
        // Γ(x) Γ(1 − x) = π / sin(πx)
        return core::f64::consts::PI / (sin(core::f64::consts::PI * x) * gamma(1.0 - x));
    }
    let x = x - 1.0;
    let mut a = C[0];
    let t = x + G + 0.5;
    for (i, c) in C.iter().enumerate().skip(1) {
        a += c / (x + i as f64);
    }
    sqrt(2.0 * core::f64::consts::PI) * powf(t, x + 0.5) * exp(-t) * a
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

    /// `pow_pos` against `powf` over the exponents it handles itself and others, and its
    /// edge values.
    #[test]
    fn pow_pos_matches_powf() {
        let xs = [1e-300, 3.7e-12, 1e-6, 0.013, 0.5, 1.0, 1.7, 42.0, 6.3e5, 1e12, 1e150];
        for q in -64..=64 {
            let y = q as f64 / 4.0;
            for &x in &xs {
                let (a, b) = (pow_pos(x, y), powf(x, y));
                let ok = if b.is_finite() && b != 0.0 && b.abs() > 1e-290 {
                    (a - b).abs() <= 2e-15 * b.abs() * (1.0 + y.abs().log2().max(0.0))
                } else {
                    // Outside the normal range both over- or underflow (maybe at a slightly
                    // different point): compare on a log scale.
                    a == b
                        || (a.ln() - b.ln()).abs() < 1e-9 * b.ln().abs().max(1.0)
                        || (a == 0.0 && b < 1e-290)
                        || (a.is_infinite() && b > 1e290)
                };
                assert!(ok, "{x}^{y}: {a} vs powf {b}");
            }
        }
        for y in [0.3, 1.0 / 3.0, 17.0, -20.25, 1e-9] {
            assert_eq!(pow_pos(2.5, y), powf(2.5, y));
        }
        assert_eq!(pow_pos(0.0, 1.5), 0.0);
        assert_eq!(pow_pos(0.0, 0.0), 1.0);
        assert_eq!(pow_pos(0.0, -0.75), f64::INFINITY);
        assert_eq!(pow_pos(f64::INFINITY, 1.5), f64::INFINITY);
        assert!(pow_pos(f64::NAN, 1.5).is_nan());
        assert!(pow_pos(2.0, f64::NAN).is_nan());
    }

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
        // Γ vectors (mpmath, 20 digits); tolerance 1e−14 relative.
        for (x, g) in [
            (0.4, 2.218_159_543_757_688),
            (0.9, 1.068_628_702_119_319_4),
            (1.0, 1.0),
            (0.5, 1.772_453_850_905_516),
            (2.5, 1.329_340_388_179_137),
            (1.0 / 3.0, 2.678_938_534_707_747_6),
            (7.0, 720.0),
        ] {
            assert!((gamma(x) - g).abs() < 1e-14 * g, "Γ({x}) = {} vs {g}", gamma(x));
        }
    }
}
