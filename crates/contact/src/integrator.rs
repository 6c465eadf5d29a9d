//! A general-purpose adaptive ODE integrator with event location.
//!
//! Method: the explicit Runge–Kutta pair of Dormand & Prince, "A family of embedded
//! Runge–Kutta formulae", *J. Comp. Appl. Math.* 6 (1980) 19–26 — 5th-order solution,
//! embedded 4th-order error estimate, first-same-as-last — with the step-size controller
//! of Hairer, Nørsett & Wanner, *Solving Ordinary Differential Equations I* (2nd ed.,
//! 1993), §II.4, eq. (4.12)–(4.13): `h_new = h·min(5, max(0.2, 0.9·err^(−1/5)))`.
//!
//! Events: a user function g(t, y) → [f64; K]. After every accepted step each component is
//! checked for a sign change in the direction its [`EventSpec`] asks for; a crossing is
//! located by Brent's method ([`crate::roots::brent`]) on φ(τ) = g(τ, y(τ)), where y(τ) is
//! obtained by a fresh Dormand–Prince step of length τ − tₙ from the accepted point
//! (tₙ, yₙ). An event time is therefore as accurate as an accepted step — no interpolant
//! of lower order is involved. The same re-stepping serves for sampling a trajectory at
//! chosen times ([`step`]).
//!
//! No allocation in the stepping loop; the list of events found is a `Vec`.

use crate::roots::brent;
use alloc::vec::Vec;

/// The Dormand–Prince steps computed so far on this thread by every integration: accepted,
/// rejected, and the re-steps that locate events and sample curves (each six evaluations of
/// the right-hand side, so the count follows the CPU time). A caller that runs many
/// integrations bounds their total by reading it before and after (a sweep over 50 points
/// that each hit the step cap took 13.8 s of CPU: issue 19). It only grows (wrapping), so
/// read a difference with `wrapping_sub`. With `std` it is per thread; without, one counter
/// (the targets without std here are single-threaded: the page's WebAssembly, embedded).
pub fn steps_taken() -> u32 {
    meter::get()
}

#[cfg(feature = "std")]
mod meter {
    std::thread_local! {
        static STEPS: core::cell::Cell<u32> = const { core::cell::Cell::new(0) };
    }
    pub fn get() -> u32 {
        STEPS.with(|s| s.get())
    }
    pub fn add(n: u32) {
        STEPS.with(|s| s.set(s.get().wrapping_add(n)));
    }
}

#[cfg(not(feature = "std"))]
mod meter {
    use core::sync::atomic::{AtomicU32, Ordering};
    static STEPS: AtomicU32 = AtomicU32::new(0);
    pub fn get() -> u32 {
        STEPS.load(Ordering::Relaxed)
    }
    pub fn add(n: u32) {
        STEPS.fetch_add(n, Ordering::Relaxed);
    }
}

/// Right-hand side y' = f(t, y) of a system of N first-order equations.
pub trait Ode<const N: usize> {
    /// Evaluates f(t, y).
    fn rhs(&self, t: f64, y: &[f64; N]) -> [f64; N];
}

impl<const N: usize, F: Fn(f64, &[f64; N]) -> [f64; N]> Ode<N> for F {
    fn rhs(&self, t: f64, y: &[f64; N]) -> [f64; N] {
        self(t, y)
    }
}

/// Which sign changes of an event function count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Crossing {
    /// From negative to zero or positive.
    Rising,
    /// From positive to zero or negative.
    Falling,
    /// Either direction.
    Either,
}

/// How one component of the event function is treated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EventSpec {
    /// Direction of the sign change that counts.
    pub crossing: Crossing,
    /// Stop the integration at the first such crossing.
    pub terminal: bool,
}

/// An event that occurred: component `index` crossed zero at `t` with state `y`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Hit<const N: usize> {
    /// Index of the event component.
    pub index: usize,
    /// Time of the crossing.
    pub t: f64,
    /// State at the crossing.
    pub y: [f64; N],
    /// `true` for a negative → positive crossing.
    pub rising: bool,
}

/// Tolerances and limits of an integration.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Settings<const N: usize> {
    /// Relative tolerance of the local error.
    pub rtol: f64,
    /// Absolute tolerance per component (same units as y).
    pub atol: [f64; N],
    /// First trial step (> 0).
    pub h0: f64,
    /// Largest step allowed (> 0).
    pub h_max: f64,
    /// Cap on accepted + rejected steps; reaching it is an error, never a hang.
    pub max_steps: u32,
}

/// Why the integration stopped normally.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// A terminal event occurred (its index).
    Event(usize),
    /// `t_end` was reached.
    End,
}

/// The result of [`integrate`].
#[derive(Debug, Clone, PartialEq)]
pub struct Run<const N: usize> {
    /// Final time (the terminal event's, or `t_end`).
    pub t: f64,
    /// Final state.
    pub y: [f64; N],
    /// Every event met, in time order.
    pub hits: Vec<Hit<N>>,
    /// Why it stopped.
    pub stop: Stop,
    /// Accepted steps.
    pub accepted: u32,
    /// Rejected steps.
    pub rejected: u32,
}

/// Why an integration failed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum IntegrateError {
    /// `max_steps` reached at time `t`.
    StepLimit {
        /// Time reached.
        t: f64,
    },
    /// The step size fell below the resolution of t (stiffness or a singularity) at `t`.
    StepTooSmall {
        /// Time reached.
        t: f64,
    },
    /// The right-hand side stayed non-finite however small the step, at `t`.
    NonFinite {
        /// Time reached.
        t: f64,
    },
    /// Invalid settings (non-positive or non-finite tolerances or step bounds).
    BadSettings,
    /// The state left the domain where the system holds, at `t` (found by the caller's own
    /// event: an adhesive contact whose overlap reached the smaller radius of the bodies).
    OutOfDomain {
        /// Time reached.
        t: f64,
    },
}

// Dormand–Prince 5(4) coefficients (Hairer, Nørsett & Wanner, Table II.5.2).
const C2: f64 = 1.0 / 5.0;
const C3: f64 = 3.0 / 10.0;
const C4: f64 = 4.0 / 5.0;
const C5: f64 = 8.0 / 9.0;
const A21: f64 = 1.0 / 5.0;
const A31: f64 = 3.0 / 40.0;
const A32: f64 = 9.0 / 40.0;
const A41: f64 = 44.0 / 45.0;
const A42: f64 = -56.0 / 15.0;
const A43: f64 = 32.0 / 9.0;
const A51: f64 = 19372.0 / 6561.0;
const A52: f64 = -25360.0 / 2187.0;
const A53: f64 = 64448.0 / 6561.0;
const A54: f64 = -212.0 / 729.0;
const A61: f64 = 9017.0 / 3168.0;
const A62: f64 = -355.0 / 33.0;
const A63: f64 = 46732.0 / 5247.0;
const A64: f64 = 49.0 / 176.0;
const A65: f64 = -5103.0 / 18656.0;
const B1: f64 = 35.0 / 384.0;
const B3: f64 = 500.0 / 1113.0;
const B4: f64 = 125.0 / 192.0;
const B5: f64 = -2187.0 / 6784.0;
const B6: f64 = 11.0 / 84.0;
// Error weights b − b̂.
const E1: f64 = 71.0 / 57600.0;
const E3: f64 = -71.0 / 16695.0;
const E4: f64 = 71.0 / 1920.0;
const E5: f64 = -17253.0 / 339200.0;
const E6: f64 = 22.0 / 525.0;
const E7: f64 = -1.0 / 40.0;

#[inline]
fn axpy<const N: usize>(y: &[f64; N], h: f64, terms: &[(f64, &[f64; N])]) -> [f64; N] {
    let mut out = *y;
    for (i, o) in out.iter_mut().enumerate() {
        let mut s = 0.0;
        for (c, k) in terms {
            s += c * k[i];
        }
        *o += h * s;
    }
    out
}

/// One Dormand–Prince step of length `h` from (t, y) with slope `k1 = f(t, y)`.
/// Returns (y_new, error estimate, f(t + h, y_new)).
fn dp_step<const N: usize>(
    ode: &impl Ode<N>,
    t: f64,
    y: &[f64; N],
    k1: &[f64; N],
    h: f64,
) -> ([f64; N], [f64; N], [f64; N]) {
    meter::add(1);
    let k2 = ode.rhs(t + C2 * h, &axpy(y, h, &[(A21, k1)]));
    let k3 = ode.rhs(t + C3 * h, &axpy(y, h, &[(A31, k1), (A32, &k2)]));
    let k4 = ode.rhs(t + C4 * h, &axpy(y, h, &[(A41, k1), (A42, &k2), (A43, &k3)]));
    let k5 = ode.rhs(t + C5 * h, &axpy(y, h, &[(A51, k1), (A52, &k2), (A53, &k3), (A54, &k4)]));
    let k6 =
        ode.rhs(t + h, &axpy(y, h, &[(A61, k1), (A62, &k2), (A63, &k3), (A64, &k4), (A65, &k5)]));
    let y_new = axpy(y, h, &[(B1, k1), (B3, &k3), (B4, &k4), (B5, &k5), (B6, &k6)]);
    let k7 = ode.rhs(t + h, &y_new);
    let mut err = [0.0; N];
    for i in 0..N {
        err[i] = h * (E1 * k1[i] + E3 * k3[i] + E4 * k4[i] + E5 * k5[i] + E6 * k6[i] + E7 * k7[i]);
    }
    (y_new, err, k7)
}

/// One 5th-order Dormand–Prince step of length `h` (may be 0) from (t, y): the state at
/// t + h. Used to sample a trajectory between accepted steps at full accuracy.
pub fn step<const N: usize>(ode: &impl Ode<N>, t: f64, y: &[f64; N], h: f64) -> [f64; N] {
    if h == 0.0 {
        return *y;
    }
    let k1 = ode.rhs(t, y);
    dp_step(ode, t, y, &k1, h).0
}

fn all_finite<const N: usize>(v: &[f64; N]) -> bool {
    v.iter().all(|x| x.is_finite())
}

/// Whether an integration can start: tolerances and step bounds positive and finite,
/// `t_end` after `t0`, a finite initial state.
fn valid_start<const N: usize>(s: &Settings<N>, t0: f64, y0: &[f64; N], t_end: f64) -> bool {
    let ok = |x: f64| x.is_finite() && x > 0.0;
    ok(s.rtol)
        && s.atol.iter().all(|&a| ok(a))
        && ok(s.h0)
        && ok(s.h_max)
        && t_end > t0
        && all_finite(y0)
}

/// The root-mean-square of the local error weighted by the tolerances, Hairer, Nørsett &
/// Wanner (1993) §II.4 eq. (4.10)–(4.11): √(1/N Σ (errᵢ / (atolᵢ + rtol·max(|yᵢ|, |y_newᵢ|)))²);
/// infinite when the step produced a non-finite state or slope (`finite` false).
fn error_norm<const N: usize>(
    s: &Settings<N>,
    y: &[f64; N],
    y_new: &[f64; N],
    err: &[f64; N],
    finite: bool,
) -> f64 {
    if !finite {
        return f64::INFINITY;
    }
    let mut acc = 0.0;
    for i in 0..N {
        let sc = s.atol[i] + s.rtol * y[i].abs().max(y_new[i].abs());
        let r = err[i] / sc;
        acc += r * r;
    }
    crate::math::sqrt(acc / N as f64)
}

/// Whether a component of the event function changed sign from `a` to `b` in the direction
/// `spec` counts, and whether it rose (negative → zero or positive).
fn crossed(spec: &EventSpec, a: f64, b: f64) -> Option<bool> {
    let rising = a < 0.0 && b >= 0.0;
    let falling = a > 0.0 && b <= 0.0;
    let counts = match spec.crossing {
        Crossing::Rising => rising,
        Crossing::Falling => falling,
        Crossing::Either => rising || falling,
    };
    counts.then_some(rising)
}

/// Every counted sign change of the event function in the accepted step (t, t_new], one
/// per component: the crossing located by Brent's method on φ(τ) = gᵢ(τ, y(τ)), y(τ) a fresh
/// Dormand–Prince step of length τ − t from (t, y) (see the module doc).
#[allow(clippy::too_many_arguments)]
fn locate_events<const N: usize, const K: usize>(
    ode: &impl Ode<N>,
    g: &impl Fn(f64, &[f64; N]) -> [f64; K],
    specs: &[EventSpec; K],
    t: f64,
    y: &[f64; N],
    t_new: f64,
    gv: &[f64; K],
    g_new: &[f64; K],
) -> [Option<Hit<N>>; K] {
    let mut found: [Option<Hit<N>>; K] = [None; K];
    for i in 0..K {
        let Some(rising) = crossed(&specs[i], gv[i], g_new[i]) else { continue };
        let mut phi = |tau: f64| g(tau, &step(ode, t, y, tau - t))[i];
        let xtol = 4.0 * f64::EPSILON * t_new.abs();
        // `dyn`: one Brent for every integration, the driver's own locations and the models'
        // inversions.
        let tr = match brent(&mut phi as &mut dyn FnMut(f64) -> f64, t, t_new, xtol, 200) {
            Ok(r) => r,
            Err(crate::roots::RootError::MaxIterations { best }) => best,
            // φ(t) = a and φ(t_new) = b bracket the root by construction; a NaN inside
            // the step cannot happen for an accepted step, but keep the step end then.
            Err(_) => t_new,
        };
        let yr = step(ode, t, y, tr - t);
        found[i] = Some(Hit { index: i, t: tr, y: yr, rising });
    }
    found
}

/// The earliest terminal event among `found` (its time and index), and the hits up to it
/// (all of them when none is terminal) in time order.
fn up_to_first_terminal<const N: usize, const K: usize>(
    found: &[Option<Hit<N>>; K],
    specs: &[EventSpec; K],
) -> (Option<(f64, usize)>, Vec<Hit<N>>) {
    let mut stop_at: Option<(f64, usize)> = None;
    for h_i in found.iter().flatten() {
        if specs[h_i.index].terminal && stop_at.map_or(true, |(ts, _)| h_i.t < ts) {
            stop_at = Some((h_i.t, h_i.index));
        }
    }
    let mut ordered: Vec<Hit<N>> = found
        .iter()
        .flatten()
        .filter(|h_i| stop_at.map_or(true, |(ts, _)| h_i.t <= ts))
        .copied()
        .collect();
    ordered.sort_by(|p, q| p.t.total_cmp(&q.t));
    (stop_at, ordered)
}

/// Integrates y' = f(t, y) from (t0, y0) towards `t_end` (> t0), locating the zeros of the
/// event function `g` described by `specs`, and stopping at the first terminal one.
///
/// `observe` is called with every accepted point (t, y), starting with (t0, y0) and ending
/// with the final point, so a caller can keep the trajectory's skeleton and later refine
/// it with [`step`].
///
/// A trial step is accepted when its `error_norm` `err` is at most 1. The next step is
/// h·min(5, max(0.2, 0.9·err^(−1/5))) after an accepted step (Hairer, Nørsett & Wanner
/// 1993, §II.4 eq. (4.13)), h·min(1, max(0.2, 0.9·err^(−1/5))) after a rejected one, h/4
/// after a non-finite one.
#[allow(clippy::too_many_arguments, clippy::nonminimal_bool, clippy::neg_cmp_op_on_partial_ord)]
pub fn integrate<const N: usize, const K: usize>(
    ode: &impl Ode<N>,
    g: &impl Fn(f64, &[f64; N]) -> [f64; K],
    specs: &[EventSpec; K],
    t0: f64,
    y0: [f64; N],
    t_end: f64,
    settings: &Settings<N>,
    mut observe: impl FnMut(f64, &[f64; N]),
) -> Result<Run<N>, IntegrateError> {
    let s = settings;
    if !valid_start(s, t0, &y0, t_end) {
        return Err(IntegrateError::BadSettings);
    }
    let mut t = t0;
    let mut y = y0;
    let mut k1 = ode.rhs(t, &y);
    if !all_finite(&k1) {
        return Err(IntegrateError::NonFinite { t });
    }
    let mut gv = g(t, &y);
    let mut h = s.h0.min(s.h_max).min(t_end - t0);
    let mut hits: Vec<Hit<N>> = Vec::new();
    let (mut accepted, mut rejected) = (0u32, 0u32);
    observe(t, &y);

    loop {
        if accepted + rejected >= s.max_steps {
            return Err(IntegrateError::StepLimit { t });
        }
        let last = t + h >= t_end;
        if last {
            h = t_end - t;
        }
        if h <= 4.0 * f64::EPSILON * t.abs().max(f64::MIN_POSITIVE) {
            return Err(IntegrateError::StepTooSmall { t });
        }
        let (y_new, err, k7) = dp_step(ode, t, &y, &k1, h);
        let finite = all_finite(&y_new) && all_finite(&k7);
        let norm = error_norm(s, &y, &y_new, &err, finite);
        if !(norm <= 1.0) {
            rejected += 1;
            h *= if norm.is_finite() {
                (0.9 * crate::math::powf(norm, -0.2)).clamp(0.2, 1.0)
            } else {
                0.25
            };
            if !finite && h <= 4.0 * f64::EPSILON * t.abs().max(1e-300) {
                return Err(IntegrateError::NonFinite { t });
            }
            continue;
        }
        let t_new = if last { t_end } else { t + h };
        let g_new = g(t_new, &y_new);
        // Most steps cross nothing: the location and ordering only where one counts.
        let mut stop_at = None;
        if (0..K).any(|i| crossed(&specs[i], gv[i], g_new[i]).is_some()) {
            let found = locate_events(ode, g, specs, t, &y, t_new, &gv, &g_new);
            let (first_terminal, ordered) = up_to_first_terminal(&found, specs);
            hits.extend(ordered);
            stop_at = first_terminal;
        }

        accepted += 1;
        if let Some((ts, idx)) = stop_at {
            let ys = step(ode, t, &y, ts - t);
            observe(ts, &ys);
            return Ok(Run { t: ts, y: ys, hits, stop: Stop::Event(idx), accepted, rejected });
        }
        t = t_new;
        y = y_new;
        k1 = k7;
        gv = g_new;
        observe(t, &y);
        if last {
            return Ok(Run { t, y, hits, stop: Stop::End, accepted, rejected });
        }
        let grow =
            if norm == 0.0 { 5.0 } else { (0.9 * crate::math::powf(norm, -0.2)).clamp(0.2, 5.0) };
        h = (h * grow).min(s.h_max);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::math::{cos, exp, sin};

    /// Global accuracy demanded of the integrator against closed forms (relative).
    const REL: f64 = 1e-10;

    fn settings(scale: f64) -> Settings<2> {
        Settings { rtol: 1e-12, atol: [1e-14 * scale; 2], h0: 1e-3, h_max: 1.0, max_steps: 100_000 }
    }

    /// Harmonic oscillator x'' = −x, x(0)=0, x'(0)=1: x = sin t. Events: x falls through 0
    /// at t = π (terminal), x' falls through 0 at π/2.
    #[test]
    fn oscillator_events_vs_closed_form() {
        let ode = |_t: f64, y: &[f64; 2]| [y[1], -y[0]];
        let g = |_t: f64, y: &[f64; 2]| [y[0], y[1]];
        let specs = [
            EventSpec { crossing: Crossing::Falling, terminal: true },
            EventSpec { crossing: Crossing::Falling, terminal: false },
        ];
        let mut n = 0;
        let run = integrate(&ode, &g, &specs, 0.0, [0.0, 1.0], 10.0, &settings(1.0), |_, _| n += 1)
            .unwrap();
        assert_eq!(run.stop, Stop::Event(0));
        assert!((run.t - core::f64::consts::PI).abs() < REL * 4.0, "{}", run.t);
        assert!((run.y[1] + 1.0).abs() < REL);
        assert_eq!(run.hits.len(), 2);
        assert_eq!(run.hits[0].index, 1);
        assert!((run.hits[0].t - core::f64::consts::FRAC_PI_2).abs() < REL * 2.0);
        assert!((run.hits[0].y[0] - 1.0).abs() < REL);
        assert_eq!(n as u32, run.accepted + 1);
    }

    /// Damped oscillator x'' + 2ζx' + x = 0 (ζ = 0.3) against its closed form at t = 7,
    /// sampled by re-stepping from the accepted skeleton.
    #[test]
    fn damped_oscillator_and_sampling() {
        let z = 0.3;
        let w = crate::math::sqrt(1.0 - z * z);
        let exact = |t: f64| exp(-z * t) * sin(w * t) / w;
        let ode = move |_t: f64, y: &[f64; 2]| [y[1], -2.0 * z * y[1] - y[0]];
        let g = |_t: f64, _y: &[f64; 2]| [0.0; 0];
        let mut pts: Vec<(f64, [f64; 2])> = Vec::new();
        let run = integrate(&ode, &g, &[], 0.0, [0.0, 1.0], 7.0, &settings(1.0), |t, y| {
            pts.push((t, *y))
        })
        .unwrap();
        assert_eq!(run.stop, Stop::End);
        assert_eq!(run.t, 7.0);
        assert!((run.y[0] - exact(7.0)).abs() < REL);
        for ts in [0.0, 0.123, 2.5, 6.999] {
            let i = pts.iter().rposition(|p| p.0 <= ts).unwrap();
            let (t0, y0) = pts[i];
            let y = step(&ode, t0, &y0, ts - t0);
            assert!((y[0] - exact(ts)).abs() < REL, "t = {ts}");
        }
        // Decaying sine: cos derivative check at one point.
        let y = step(&ode, 0.0, &[0.0, 1.0], 1e-3);
        assert!((y[1] - exp(-z * 1e-3) * (cos(w * 1e-3) - z / w * sin(w * 1e-3))).abs() < 1e-15);
    }

    #[test]
    fn caps_and_bad_settings() {
        let ode = |_t: f64, y: &[f64; 2]| [y[1], -y[0]];
        let g = |_t: f64, _y: &[f64; 2]| [0.0; 0];
        let mut s = settings(1.0);
        s.max_steps = 5;
        assert!(matches!(
            integrate(&ode, &g, &[], 0.0, [0.0, 1.0], 100.0, &s, |_, _| {}),
            Err(IntegrateError::StepLimit { .. })
        ));
        let mut s = settings(1.0);
        s.rtol = f64::NAN;
        assert_eq!(
            integrate(&ode, &g, &[], 0.0, [0.0, 1.0], 1.0, &s, |_, _| {}),
            Err(IntegrateError::BadSettings)
        );
        // A right-hand side that blows up at t = 0.5: y' = 1/(0.5 − t)² ⇒ y → ∞.
        let blow = |t: f64, _y: &[f64; 2]| [1.0 / ((0.5 - t) * (0.5 - t)), 0.0];
        let r = integrate(&blow, &g, &[], 0.0, [0.0, 0.0], 1.0, &settings(1.0), |_, _| {});
        assert!(r.is_err(), "{r:?}");
    }
}
