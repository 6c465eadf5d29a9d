//! Bracketed root finding (Brent's method).
//!
//! Source: R. P. Brent, *Algorithms for Minimization without Derivatives* (1973), ch. 4,
//! algorithm `zero`: inverse quadratic interpolation and secant steps, safeguarded by
//! bisection so that the bracket at least halves every two iterations. It converges for
//! any continuous function with a sign change on the bracket.

/// Why a bracketed search failed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RootError {
    /// f(a) and f(b) have the same sign (values given), so the bracket holds no root.
    NotBracketed {
        /// f(a).
        fa: f64,
        /// f(b).
        fb: f64,
    },
    /// The function returned NaN at the given abscissa.
    NotANumber {
        /// Where.
        x: f64,
    },
    /// The iteration cap was reached; the best estimate so far is given.
    MaxIterations {
        /// Best estimate.
        best: f64,
    },
}

/// Finds x in [a, b] with f(x) = 0, given f(a)·f(b) ≤ 0.
///
/// Terminates when the bracket is narrower than `2·(4·ε·|x| + xtol)` or f(x) is exactly 0,
/// and after at most `max_iter` evaluations (Brent's bound is about (log2((b−a)/xtol))²).
pub fn brent<F: FnMut(f64) -> f64>(
    mut f: F,
    a: f64,
    b: f64,
    xtol: f64,
    max_iter: u32,
) -> Result<f64, RootError> {
    let (mut a, mut b) = (a, b);
    let mut fa = f(a);
    let mut fb = f(b);
    if fa.is_nan() {
        return Err(RootError::NotANumber { x: a });
    }
    if fb.is_nan() {
        return Err(RootError::NotANumber { x: b });
    }
    if fa == 0.0 {
        return Ok(a);
    }
    if fb == 0.0 {
        return Ok(b);
    }
    if (fa > 0.0) == (fb > 0.0) {
        return Err(RootError::NotBracketed { fa, fb });
    }
    let (mut c, mut fc) = (a, fa);
    let mut d = b - a;
    let mut e = d;
    for _ in 0..max_iter {
        if (fb > 0.0) == (fc > 0.0) {
            c = a;
            fc = fa;
            d = b - a;
            e = d;
        }
        if fc.abs() < fb.abs() {
            a = b;
            b = c;
            c = a;
            fa = fb;
            fb = fc;
            fc = fa;
        }
        let tol = 2.0 * f64::EPSILON * b.abs() + 0.5 * xtol;
        let m = 0.5 * (c - b);
        if m.abs() <= tol || fb == 0.0 {
            return Ok(b);
        }
        if e.abs() >= tol && fa.abs() > fb.abs() {
            // Interpolation: secant (two points) or inverse quadratic (three points).
            let s = fb / fa;
            let (mut p, mut q);
            if a == c {
                p = 2.0 * m * s;
                q = 1.0 - s;
            } else {
                let qa = fa / fc;
                let r = fb / fc;
                p = s * (2.0 * m * qa * (qa - r) - (b - a) * (r - 1.0));
                q = (qa - 1.0) * (r - 1.0) * (s - 1.0);
            }
            if p > 0.0 {
                q = -q;
            } else {
                p = -p;
            }
            if 2.0 * p < (3.0 * m * q - (tol * q).abs()).min((e * q).abs()) {
                e = d;
                d = p / q;
            } else {
                d = m;
                e = m;
            }
        } else {
            d = m;
            e = m;
        }
        a = b;
        fa = fb;
        b += if d.abs() > tol {
            d
        } else if m > 0.0 {
            tol
        } else {
            -tol
        };
        fb = f(b);
        if fb.is_nan() {
            return Err(RootError::NotANumber { x: b });
        }
    }
    Err(RootError::MaxIterations { best: b })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Roots known in closed form, to this absolute tolerance.
    const XTOL: f64 = 1e-14;

    #[test]
    fn vectors() {
        // (function, bracket, exact root)
        let r = brent(|x| x * x - 2.0, 0.0, 2.0, 1e-15, 100).unwrap();
        assert!((r - core::f64::consts::SQRT_2).abs() < XTOL);
        let r = brent(|x| crate::math::cos(x) - x, 0.0, 1.0, 1e-15, 100).unwrap();
        assert!((r - 0.739_085_133_215_160_6).abs() < XTOL);
        // A flat root: x^9 at 0. Interpolation stalls there; the bisection safeguard must
        // still shrink the bracket to the tolerance.
        let r = brent(|x| x * x * x * x * x * x * x * x * x, -1.0, 0.5, 1e-15, 400).unwrap();
        assert!(r.abs() < XTOL, "{r}");
        // Exact endpoint root.
        assert_eq!(brent(|x| x - 1.0, 1.0, 3.0, 1e-15, 10), Ok(1.0));
    }

    #[test]
    fn errors() {
        assert!(matches!(
            brent(|x| x * x + 1.0, -1.0, 1.0, 1e-12, 50),
            Err(RootError::NotBracketed { .. })
        ));
        assert!(matches!(
            brent(|_| f64::NAN, -1.0, 1.0, 1e-12, 50),
            Err(RootError::NotANumber { .. })
        ));
        assert!(matches!(
            brent(|x| x * x * x - 0.3, 0.0, 1.0, 0.0, 2),
            Err(RootError::MaxIterations { .. })
        ));
    }
}
