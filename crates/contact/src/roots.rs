//! Bracketed root finding and minimisation (Brent's methods).
//!
//! Source: R. P. Brent, *Algorithms for Minimization without Derivatives* (1973), ch. 4,
//! algorithm `zero`: inverse quadratic interpolation and secant steps, safeguarded by
//! bisection so that the bracket at least halves every two iterations. It converges for
//! any continuous function with a sign change on the bracket. Ch. 5, algorithm `localmin`:
//! parabolic interpolation through the three best points, safeguarded by golden-section
//! steps, for a minimum inside a bracket.

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
    let fa = f(a);
    let fb = f(b);
    brent_from(f, (a, fa), (b, fb), xtol, max_iter)
}

/// [`brent`] on a bracket whose ends' values are known already (a search that found the
/// bracket by evaluating them), so that they are not computed again.
pub fn brent_from<F: FnMut(f64) -> f64>(
    mut f: F,
    (a, fa): (f64, f64),
    (b, fb): (f64, f64),
    xtol: f64,
    max_iter: u32,
) -> Result<f64, RootError> {
    let (mut a, mut b, mut fa, mut fb) = (a, b, fa, fb);
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

/// A root of f polished by the secant method, from x0 (where f = f0) and a first step along
/// an estimated slope f′ (a cheaper, less accurate model of f gave both): each next estimate
/// from the last two points; `Some((x, f_last))` once the step to x is at most `xtol`, its
/// error then of the order of that step times its distance from the previous points
/// (superlinear convergence near a simple root of a smooth f), with f_last the value at the
/// last point evaluated (the one the step left). `None` when an estimate leaves
/// `(lo, hi)`, a value is not finite, or after `max_iter` evaluations: the caller then falls
/// back on a bracketed search.
pub fn secant<F: FnMut(f64) -> f64>(
    mut f: F,
    (x0, f0): (f64, f64),
    slope: f64,
    (lo, hi): (f64, f64),
    xtol: f64,
    max_iter: u32,
) -> Option<(f64, f64)> {
    if f0 == 0.0 {
        return Some((x0, f0));
    }
    let (mut xa, mut fa) = (x0, f0);
    let mut xb = x0 - f0 / slope;
    for _ in 0..max_iter {
        if !(xb > lo && xb < hi) {
            return None;
        }
        let fb = f(xb);
        if !fb.is_finite() {
            return None;
        }
        if fb == 0.0 {
            return Some((xb, fb));
        }
        let next = xb - fb * (xb - xa) / (fb - fa);
        if !next.is_finite() {
            return None;
        }
        if (next - xb).abs() <= xtol {
            return (next > lo && next < hi).then_some((next, fb));
        }
        (xa, fa, xb) = (xb, fb, next);
    }
    None
}

/// A root of a function known two ways: `coarse`, cheap and less accurate (an integration
/// at a looser tolerance), and `fine`, the one wanted. Brent's method on `coarse` in the
/// bracket a, b (their coarse values known) to `coarse_rel` of the larger end; its slope
/// there by a central difference over 1e−2 of the root (within the bracket: its error, from
/// the curvature and the coarse model's noise, ~1e−4; a one-sided difference from a point
/// Brent's method had evaluated, off by ~1e−2, cost a third evaluation of `fine` more often
/// than the two of `coarse` it saved); then the secant method on `fine` ([`secant`]) from
/// the coarse root, inside `bounds`, to a step of `fine_rel` of the coarse root — for a
/// smooth function whose coarse root lies within ~1e−6 of the fine one, two or three
/// evaluations of `fine` in all; returned with the value of `fine` at the last point
/// evaluated. `Err(Some(x))` where the coarse root x was found but the secant did not
/// converge (a function that jumps there, a slope of 0), `Err(None)` where the coarse stage
/// failed (a NaN): the caller then searches with `fine` alone.
pub fn coarse_then_fine(
    coarse: impl FnMut(f64) -> f64,
    fine: impl FnMut(f64) -> f64,
    a: (f64, f64),
    b: (f64, f64),
    rels: (f64, f64),
    bounds: (f64, f64),
) -> Result<(f64, f64), Option<f64>> {
    coarse_medium_fine(coarse, None, fine, a, b, rels, bounds)
}

/// [`coarse_then_fine`] with a third, `medium` function between the two (an integration at
/// a tolerance between theirs, a few times cheaper than `fine`, whose root lies within a
/// fraction of `fine_rel` of the fine one): one Newton step on `medium` from the coarse root
/// with the coarse slope, then the secant method on `fine` from there; where that first fine
/// value already asks for a step of at most `fine_rel` (the medium root was that close), the
/// Newton step with the coarse slope ends it, without a second fine evaluation — its error is
/// the slope's (~1e−4) times a step already below `fine_rel`. One evaluation of `fine` in
/// all where the medium root is close enough, else as [`coarse_then_fine`]. `None`: as
/// [`coarse_then_fine`].
pub fn coarse_medium_fine(
    mut coarse: impl FnMut(f64) -> f64,
    medium: Option<&mut dyn FnMut(f64) -> f64>,
    fine: impl FnMut(f64) -> f64,
    (a, fa): (f64, f64),
    (b, fb): (f64, f64),
    (coarse_rel, fine_rel): (f64, f64),
    bounds: (f64, f64),
) -> Result<(f64, f64), Option<f64>> {
    let coarse_tol = coarse_rel * a.abs().max(b.abs());
    let x = match brent_from(&mut coarse, (a, fa), (b, fb), coarse_tol, 100) {
        Ok(x) | Err(RootError::MaxIterations { best: x }) => x,
        Err(_) => return Err(None),
    };
    let (lo, hi) = (a.min(b), a.max(b));
    let h = 1e-2 * x.abs();
    let (x1, x2) = ((x - h).max(lo), (x + h).min(hi));
    let slope = (coarse(x2) - coarse(x1)) / (x2 - x1);
    if !(slope.is_finite() && slope != 0.0) {
        return Err(Some(x));
    }
    let tol = fine_rel * x.abs();
    // The Newton step on `medium`, kept where it stays within the bounds.
    let from = medium
        .map(|m| x - m(x) / slope)
        .filter(|&y| y.is_finite() && y > bounds.0 && y < bounds.1)
        .unwrap_or(x);
    let mut fine = fine;
    let start = (from, fine(from));
    if !start.1.is_finite() {
        return Err(Some(x));
    }
    let step = start.1 / slope;
    if from != x && step.abs() <= tol {
        let root = from - step;
        return (root > bounds.0 && root < bounds.1).then_some((root, start.1)).ok_or(Some(x));
    }
    secant(fine, start, slope, bounds, tol, 8).ok_or(Some(x))
}

/// The minimum of f on [a, b]: (x, f(x)), by Brent's `localmin` (see the module), with
/// the two ends compared as well (a minimum at an end of the bracket is found too).
///
/// Stops when the bracket around the best point is narrower than `2·(√ε·|x| + xtol)`
/// (ε the machine epsilon: a minimum is only defined to about √ε relative by function
/// values), or after `max_iter` evaluations (returning the best point so far). NaN values
/// are errors.
pub fn minimize<F: FnMut(f64) -> f64>(
    mut f: F,
    a: f64,
    b: f64,
    xtol: f64,
    max_iter: u32,
) -> Result<(f64, f64), RootError> {
    let (mut a, mut b) = if a <= b { (a, b) } else { (b, a) };
    let mut eval = |x: f64| {
        let y = f(x);
        if y.is_nan() {
            Err(RootError::NotANumber { x })
        } else {
            Ok(y)
        }
    };
    let (fa0, fb0, a0, b0) = (eval(a)?, eval(b)?, a, b);
    // Golden-section ratio (3 − √5)/2.
    let c = 0.381_966_011_250_105_1;
    let eps = crate::math::sqrt(f64::EPSILON);
    let mut x = a + c * (b - a);
    let (mut w, mut v) = (x, x);
    let mut fx = eval(x)?;
    let (mut fw, mut fv) = (fx, fx);
    let (mut d, mut e) = (0.0f64, 0.0f64);
    for _ in 0..max_iter {
        let m = 0.5 * (a + b);
        let tol = eps * x.abs() + xtol;
        let t2 = 2.0 * tol;
        if (x - m).abs() <= t2 - 0.5 * (b - a) {
            break;
        }
        let (mut p, mut q, mut r) = (0.0, 0.0, 0.0);
        if e.abs() > tol {
            // Parabola through (v, fv), (w, fw), (x, fx).
            r = (x - w) * (fx - fv);
            q = (x - v) * (fx - fw);
            p = (x - v) * q - (x - w) * r;
            q = 2.0 * (q - r);
            if q > 0.0 {
                p = -p;
            } else {
                q = -q;
            }
            r = e;
            e = d;
        }
        if p.abs() < (0.5 * q * r).abs() && p > q * (a - x) && p < q * (b - x) {
            // The parabola's vertex, kept away from the ends.
            d = p / q;
            let u = x + d;
            if u - a < t2 || b - u < t2 {
                d = if x < m { tol } else { -tol };
            }
        } else {
            // Golden section into the larger part.
            e = if x < m { b - x } else { a - x };
            d = c * e;
        }
        let u = x + if d.abs() >= tol {
            d
        } else if d > 0.0 {
            tol
        } else {
            -tol
        };
        let fu = eval(u)?;
        if fu <= fx {
            if u < x {
                b = x;
            } else {
                a = x;
            }
            (v, fv, w, fw, x, fx) = (w, fw, x, fx, u, fu);
        } else {
            if u < x {
                a = u;
            } else {
                b = u;
            }
            if fu <= fw || w == x {
                (v, fv, w, fw) = (w, fw, u, fu);
            } else if fu <= fv || v == x || v == w {
                (v, fv) = (u, fu);
            }
        }
    }
    // The ends, where localmin never evaluates.
    Ok([(a0, fa0), (b0, fb0)]
        .into_iter()
        .fold((x, fx), |best, p| if p.1 < best.1 { p } else { best }))
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

    /// Minima known in closed form: a parabola, cos on [2, 5] (π), x ln x (1/e), a minimum
    /// at an end, and |x − 0.3| (not smooth: golden section alone).
    #[test]
    fn minima() {
        let (x, fx) = minimize(|x| (x - 1.7) * (x - 1.7) + 3.0, 0.0, 10.0, 1e-12, 200).unwrap();
        assert!((x - 1.7).abs() < 1e-7 && (fx - 3.0).abs() < 1e-14, "{x} {fx}");
        let (x, _) = minimize(crate::math::cos, 2.0, 5.0, 1e-12, 200).unwrap();
        assert!((x - core::f64::consts::PI).abs() < 1e-7, "{x}");
        let (x, _) = minimize(|x| x * crate::math::ln(x), 0.1, 2.0, 1e-12, 200).unwrap();
        assert!((x - 1.0 / core::f64::consts::E).abs() < 1e-7, "{x}");
        assert_eq!(minimize(|x| x, 1.0, 3.0, 1e-12, 200).unwrap(), (1.0, 1.0));
        let (x, _) = minimize(|x: f64| (x - 0.3).abs(), -1.0, 1.0, 1e-12, 200).unwrap();
        assert!((x - 0.3).abs() < 1e-7, "{x}");
        assert!(matches!(
            minimize(|_| f64::NAN, 0.0, 1.0, 1e-12, 10),
            Err(RootError::NotANumber { .. })
        ));
    }

    /// The secant polish from a point and a rough slope: √2 to round-off in a few steps;
    /// None when it leaves its interval or does not converge.
    #[test]
    fn secant_polish() {
        let mut n = 0;
        let f = |x: f64| {
            n += 1;
            x * x - 2.0
        };
        let (r, fr) = secant(f, (1.4, 1.4 * 1.4 - 2.0), 2.5, (1.0, 2.0), 1e-15, 20).unwrap();
        assert!((r - core::f64::consts::SQRT_2).abs() < 4.0 * f64::EPSILON, "{r}");
        assert!(fr.abs() < 1e-14, "{fr}");
        assert!(n <= 6, "{n} evaluations");
        assert_eq!(secant(|x| x * x - 2.0, (1.4, -0.04), -0.01, (1.0, 2.0), 1e-15, 20), None);
        assert_eq!(secant(|x| x * x - 2.0, (1.4, -0.04), 2.5, (1.0, 2.0), 1e-15, 1), None);
        assert_eq!(secant(|x| x - 1.5, (1.5, 0.0), 1.0, (1.0, 2.0), 1e-15, 1), Some((1.5, 0.0)));
    }

    /// Coarse then fine: a coarse model off by 1e−6 (a shifted root) leads the secant on the
    /// fine one to its root in at most three fine evaluations.
    #[test]
    fn coarse_model_then_fine() {
        let coarse = |x: f64| x * x - 2.0 * (1.0 + 1e-6);
        let mut n = 0;
        let fine = |x: f64| {
            n += 1;
            x * x - 2.0
        };
        let r = coarse_then_fine(coarse, fine, (1.0, -1.0), (2.0, 2.0), (1e-9, 1e-12), (0.5, 4.0));
        let (r, _) = r.unwrap();
        assert!((r - core::f64::consts::SQRT_2).abs() < 4.0 * f64::EPSILON, "{r}");
        assert!(n <= 3, "{n} fine evaluations");
        // A jump at 1.5: the coarse root is found, the secant does not converge.
        let step = |x: f64| if x < 1.5 { -1.0 } else { 1.0 };
        let r = coarse_then_fine(step, step, (1.0, -1.0), (2.0, 1.0), (1e-9, 1e-12), (0.5, 4.0));
        assert!(matches!(r, Err(Some(x)) if (x - 1.5).abs() < 1e-8), "{r:?}");
        assert_eq!(
            coarse_then_fine(
                |_| f64::NAN,
                |x| x,
                (1.0, -1.0),
                (2.0, 1.0),
                (1e-9, 1e-9),
                (0.0, 3.0)
            ),
            Err(None)
        );
    }

    /// With a medium function whose root lies within a tenth of the last step of the fine
    /// one: one fine evaluation, the root to round-off; a medium root too far (1e−6): the
    /// secant goes on, as without one.
    #[test]
    fn coarse_medium_then_fine() {
        let coarse = |x: f64| x * x - 2.0 * (1.0 + 1e-6);
        for (offset, most) in [(1e-10, 1), (1e-6, 3)] {
            let mut medium = |x: f64| x * x - 2.0 * (1.0 + offset);
            let mut n = 0;
            let fine = |x: f64| {
                n += 1;
                x * x - 2.0
            };
            let (a, b, rels) = ((1.0, -1.0), (2.0, 2.0), (1e-9, 1e-8));
            let r = coarse_medium_fine(coarse, Some(&mut medium), fine, a, b, rels, (0.5, 4.0));
            let (r, _) = r.unwrap();
            assert!((r - core::f64::consts::SQRT_2).abs() < 1e-15, "{offset}: {r}");
            assert!(n <= most, "{offset}: {n} fine evaluations");
        }
    }

    /// brent_from with the ends' values given: the same root, no evaluation of the ends.
    #[test]
    fn brent_from_known_ends() {
        let mut at = alloc::vec::Vec::new();
        let f = |x: f64| {
            at.push(x);
            crate::math::cos(x) - x
        };
        let r = brent_from(f, (0.0, 1.0), (1.0, crate::math::cos(1.0) - 1.0), 1e-15, 100);
        assert_eq!(r, brent(|x| crate::math::cos(x) - x, 0.0, 1.0, 1e-15, 100));
        assert!(!at.contains(&0.0) && !at.contains(&1.0), "{at:?}");
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
