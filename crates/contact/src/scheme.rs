//! What an explicit DEM scheme really computes at a chosen timestep: one contact replayed
//! step by step and set against the exact solution.
//!
//! - `velocity-verlet`: PFC's scheme (Itasca PFC manual: "the Velocity Verlet algorithm … the
//!   velocities are 1/2 a timestep out of phase compared with the body positions"), for the
//!   equivalent one-body system: F_n = F(ξ_n, ξ̇_{n−½}); ξ̇_{n+½} = ξ̇_{n−½} + (g − F_n/m) Δt;
//!   ξ_{n+1} = ξ_n + ξ̇_{n+½} Δt. The body arrives at v0 (ξ̇_{−½} = v0) and its first step in
//!   contact is at the touch, ξ_0 = 0⁺: F_0 = F(0, v0) (the dashpot's γv0; 0 for an elastic
//!   law) acts for a whole step, ξ̇_{½} = v0 + (g − F_0/m) Δt. That is MercuryDPM's
//!   integrator (kuwt/MercuryDPM_fork @fb0ebf1d DPMBase::computeOneTimeStep,
//!   BaseParticle::integrateBeforeForceComputation/AfterForceComputation: half kick, drift,
//!   force from the new positions and the half-step velocities, half kick — the same
//!   positions and half-step velocities) when a contact's first step falls at zero overlap.
//!   Where within a step a contact begins is not known: the first step's overlap s·v0·Δt,
//!   s in [0, 1], moves e by O(Δt) ([`SchemeRun::restitution_range`]). The contact ends at
//!   the first step where the overlap (or, under the force criterion, the force) is no
//!   longer positive; e is the half-step velocity then, which no force changes afterwards.
//! - `teufelsbauer2008` (`seed000` accepted): the Matlab listing of Teufelsbauer, Hübl & Wu 2008, §4 exactly as written: x up, `xvel(1) = −v0`,
//!   `F(1) = 0`; `xvel(n+1) = xvel(n) + (F(n)/m1 + g)·dt`; `xpos(n+1) = xpos(n) +
//!   xvel(n+1)·dt`; in contact (`xpos < 0`) `F = −k·xpos − c·xvel`, else 0; its
//!   acceleration uses m1, while c = 2α√(k m) uses the chosen mass rule. The listing's `g`
//!   points along +x, away from the contact; the replay passes −g (this calculator's g
//!   pushes the bodies together), so a scenario with g = −9.81 replays the listing with the
//!   +9.81 printed in Teufelsbauer, Hübl & Wu 2008's case 3.

use crate::error::Error;
use crate::math::{powf, sqrt};
use crate::models::dispatch::info;
use crate::models::law::Law;
use crate::normal::{Mode, NormalLaw};
use crate::scenario::{End, Scenario};
use crate::solution::{Curves, Solution};
use alloc::string::String;
use alloc::vec::Vec;

/// The explicit scheme replayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum Scheme {
    /// PFC's velocity Verlet (leapfrog), on the equivalent one-body system.
    VelocityVerlet,
    /// The listing of Teufelsbauer, Hübl & Wu 2008, §4, as written.
    Listing2008,
}

impl Scheme {
    /// The scenario name.
    pub fn name(self) -> &'static str {
        match self {
            Scheme::VelocityVerlet => "velocity-verlet",
            Scheme::Listing2008 => "teufelsbauer2008",
        }
    }
    /// Parses a scenario name.
    pub fn parse(s: &str) -> Option<Scheme> {
        // "seed000": the name of the first version (links made with it still open).
        let s = if s == "seed000" { "teufelsbauer2008" } else { s };
        [Scheme::VelocityVerlet, Scheme::Listing2008].into_iter().find(|x| x.name() == s)
    }
}

/// The replay: the scheme's numbers, the exact ones, their relative errors, and the points.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SchemeRun {
    /// The scheme.
    pub scheme: Scheme,
    /// Timestep \[s\].
    pub dt: f64,
    /// Steps taken.
    pub steps: usize,
    /// Δt over the stability limit.
    pub dt_over_limit: f64,
    /// The stability limit (2/ω0)(√(1+ζ²) − ζ) \[s\] of the contact linearised at the
    /// deepest overlap it can reach: ω0 = √(k_t/m) with the tangent stiffness k_t there, ζ
    /// the dashpot's damping ratio there ([`damped_limit`]; 2√(m/k) for an undamped linear
    /// spring, Itasca PFC manual, eq. 9).
    pub stability_limit: f64,
    /// Whether the replay stayed bounded.
    pub stable: bool,
    /// Restitution the scheme gives (separation speed / v0), if it separated.
    pub restitution: Option<f64>,
    /// The smallest and largest restitution as the contact's first step falls elsewhere in
    /// a step (its overlap s·v0·Δt, s = 0, 1/16, …, 1; `velocity-verlet` replayed once,
    /// where every start separates; `None` otherwise).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub restitution_range: Option<(f64, f64)>,
    /// Contact duration in whole steps \[s\], if it separated.
    pub contact_time: Option<f64>,
    /// Largest overlap over the steps \[m\].
    pub max_overlap: f64,
    /// Largest force over the steps \[N\].
    pub max_force: f64,
    /// The exact solution of the same scenario (the calculator's `solve`).
    pub exact: ExactNumbers,
    /// Relative errors (scheme − exact)/exact, where both exist.
    pub errors: ExactNumbers,
    /// What happened, in words (instability, no separation, …).
    pub message: Option<String>,
    /// The scheme's points: t \[s\], ξ \[m\], F \[N\] at each step of the contact (and
    /// after, up to `t_end`, for `teufelsbauer2008`).
    pub points: Curves,
}

/// Restitution, contact time, maximum overlap and force.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ExactNumbers {
    /// Restitution.
    pub restitution: Option<f64>,
    /// Contact time \[s\].
    pub contact_time: Option<f64>,
    /// Maximum overlap \[m\].
    pub max_overlap: Option<f64>,
    /// Maximum force \[N\].
    pub max_force: Option<f64>,
}

/// Cap on the steps of one replay (beyond it the timestep is reported too small).
pub const MAX_STEPS: usize = 2_000_000;
/// Most points returned for plotting (the replay is thinned evenly beyond).
pub const MAX_POINTS: usize = 2_000;

/// The force law a scenario was solved with ([`Solution::law`]), for a replay: the law the
/// answer carries, asked for its force at each step in its mode at the touch. The replay
/// carries no state: a law with one — An's power function (its branch), an adhesive contact
/// (touched or not, its tension tail) — has no replay here.
pub(crate) fn law_of(sol: &Solution) -> Result<&Law, Error> {
    let law: &Law = &sol.law;
    // Charged to the key that chose the law (the scheme, defaulted, was not given).
    if law.has_history() {
        return Err(Error::Unsupported {
            field: "model",
            reason: "the scheme replay does not cover a law with a history (power-function, hysteretic, eepa, thornton: their branches depend on the largest overlap); it replays the other models",
        });
    }
    match law.adhesive() {
        false => Ok(law),
        true => Err(Error::Unsupported {
            field: "adhesion",
            reason: "the scheme replay does not cover a contact with adhesion (its touch and tension tail are a state the replay does not carry); leave adhesion out to replay the normal contact",
        }),
    }
}

/// The central-difference stability limit of a linear oscillator whose dashpot force uses
/// the velocity half a step behind, as PFC's velocity Verlet and this replay do:
/// Δt ≤ (2/ω0)(√(1 + ζ²) − ζ) \[s\] (Belytschko, Liu & Moran 2000, ch. 6). Derived here for
/// the replay's recursion: with Ω = ω0 Δt and u = ξ̇ Δt, one step maps (ξ, u) by a matrix of
/// determinant 1 − 2ζΩ and trace 2 − Ω² − 2ζΩ; both eigenvalues stay in the unit disc
/// exactly while Ω² + 4ζΩ ≤ 4 (the root at λ = −1 comes first), i.e. Ω ≤ 2(√(1+ζ²) − ζ).
/// ζ = 0 gives Itasca PFC manual, eq. (9), 2√(m/k). Written as 2/(ω0 (√(1+ζ²) + ζ)) (no cancellation).
pub fn damped_limit(omega0: f64, zeta: f64) -> f64 {
    2.0 / (omega0 * (sqrt(1.0 + zeta * zeta) + zeta))
}

/// A contact of effective mass `m` linearised at overlap `xi` \[m\] at rest in `mode`: the
/// law's tangent stiffness k_t = ∂F/∂ξ \[N/m\] (w k ξ^(w−1) for the spring k ξ^w) and the
/// damping ratio ζ = c/(2√(m k_t)) of its damping coefficient c = ∂F/∂ξ̇ there (λ ξ^p for the
/// dashpot λ ξ^p ξ̇). Tsuji's law (w = 3/2, p = 1/4, λ = α1√(m k)) gives ζ = α1/(2√1.5) at
/// any overlap; the linear law ζ = α.
pub fn linearised(law: &dyn NormalLaw, m: f64, mode: &Mode, xi: f64) -> (f64, f64) {
    let (k_t, c) = law.tangent(mode, xi, 0.0);
    (k_t, c / (2.0 * sqrt(m * k_t)))
}

/// [`damped_limit`] of the contact linearised where it loads at its deepest overlap at `v0`
/// ([`Law::deepest_overlap`]: the stiffness there is the stiffest the contact gets) \[s\].
pub(crate) fn contact_limit(law: &Law, v0: f64, solved_max_overlap: f64) -> f64 {
    let xi = law.deepest_overlap(v0, solved_max_overlap);
    let (k_t, zeta) = linearised(law, law.m, &law.loading(xi), xi);
    damped_limit(sqrt(k_t / law.m), zeta)
}

/// Steps of one trial in [`resting_limit`]; a trial is unstable when the disturbance grows
/// [`GROWTH`]-fold within them (detects a growth of ln(100)/20000 ≈ 2.3e−4 per step).
const TRIAL_STEPS: usize = 20_000;
const GROWTH: f64 = 100.0;

/// The stability limit the scheme itself shows, found by replaying rather than estimated:
/// the contact is held at overlap `xi` by a constant load equal to its elastic force there
/// (a particle resting under the largest force of the impact), disturbed by 10⁻⁶ ξ, and
/// advanced with the replay's velocity Verlet (dashpot at the half-step velocity) for
/// 20 000 steps; Δt is unstable when the disturbance grows a hundredfold (or the contact
/// opens). Bisection between 0.6 and 1.5 times [`damped_limit`] to 10⁻⁴ relative (the
/// middle of the last bracket is returned). Returns
/// `None` when the bracket does not hold (the scheme is stable up to 1.5 × the estimate or
/// unstable below 0.6 of it — then the estimate would be wrong).
pub fn resting_limit(law: &Law, xi: f64) -> Option<f64> {
    let mode = law.loading(xi);
    let (k_t, zeta) = linearised(law, law.m, &mode, xi);
    let guess = damped_limit(sqrt(k_t / law.m), zeta);
    let load = law.force(&mode, xi, 0.0);
    let eps = 1e-6 * xi;
    let unstable = |dt: f64| {
        let m = law.m;
        let mut x = xi + eps;
        let mut v_half = (load - law.force(&mode, x, 0.0)) / m * 0.5 * dt;
        for _ in 0..TRIAL_STEPS {
            x += v_half * dt;
            let f = law.force(&mode, x, v_half);
            let d = (x - xi).abs();
            if !(d.is_finite() && f.is_finite()) || d > GROWTH * eps || x <= 0.0 {
                return true;
            }
            v_half += (load - f) / m * dt;
        }
        false
    };
    let (mut lo, mut hi) = (0.6 * guess, 1.5 * guess);
    if unstable(lo) || !unstable(hi) {
        return None;
    }
    while hi - lo > 1e-4 * lo {
        let mid = 0.5 * (lo + hi);
        if unstable(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    Some(0.5 * (lo + hi))
}

fn rel(a: Option<f64>, b: Option<f64>) -> Option<f64> {
    match (a, b) {
        (Some(a), Some(b)) if b != 0.0 => Some((a - b) / b),
        _ => None,
    }
}

/// Reads the replay's `dt` or `t_end` \[s\] as [`Scenario::set`] reads its keys: a number
/// in seconds, or text with a time unit (`25 µs`); blank or null is not given. Errors name
/// the key. (The CLI and the page both read their scheme keys through this.)
pub fn time_key(key: &str, value: crate::scenario::Value<'_>) -> Result<Option<f64>, Error> {
    crate::scenario::number_as(key, value, crate::units::Dims::TIME)
}

/// The error for a replay asked for without its timestep `dt`.
pub fn missing_dt() -> Error {
    Error::Missing { field: "dt", hint: "give the scheme's timestep, e.g. 1e-5 s or 10 µs" }
}

/// Replays `sc` with `scheme` at timestep `dt` up to `t_end` (default: 5 × the exact
/// contact time, or its window).
pub fn replay(
    sc: &Scenario,
    scheme: Scheme,
    dt: f64,
    t_end: Option<f64>,
) -> Result<SchemeRun, Error> {
    check_dt(dt)?;
    replay_solved(sc, &crate::codes::solve(sc, 0)?, scheme, (dt, t_end), true)
}

fn check_dt(dt: f64) -> Result<(), Error> {
    if dt.is_finite() && dt > 0.0 {
        Ok(())
    } else {
        Err(Error::OutOfRange {
            field: "dt",
            value: dt,
            what: "timestep",
            allowed: "a finite number > 0 s",
        })
    }
}

/// What a scheme's step loop produced: its points, extremes, and where the contact ended.
struct Steps {
    /// t \[s\], ξ \[m\], F \[N\] at every step.
    pts: Curves,
    /// Largest overlap over the contact's steps \[m\].
    max_overlap: f64,
    /// Largest force over the contact's steps \[N\].
    max_force: f64,
    /// The step at which the contact ended, if it did.
    end_step: Option<usize>,
    /// The separation speed there \[m/s\].
    sep_speed: Option<f64>,
    /// Whether the overlap stayed finite and below the blow-up bound.
    stable: bool,
}

/// The solution's exact restitution (only where it separates), contact time, ξ_max, F_max.
fn exact_numbers(sol: &Solution) -> ExactNumbers {
    ExactNumbers {
        restitution: sol.contact_time.map(|_| sol.restitution),
        contact_time: sol.contact_time,
        max_overlap: Some(sol.max_overlap),
        max_force: Some(sol.max_force),
    }
}

/// The replay's end time: `t_end` when given (finite, > 0), else 5 × the exact contact time
/// (or its window); and the number of steps to it, at most [`MAX_STEPS`].
fn end_and_steps(sol: &Solution, dt: f64, t_end: Option<f64>) -> Result<(f64, usize), Error> {
    let t_end = match t_end {
        Some(t) if t.is_finite() && t > 0.0 => t,
        Some(t) => {
            return Err(Error::OutOfRange {
                field: "t_end",
                value: t,
                what: "end time",
                allowed: "a finite number > 0 s",
            })
        }
        None => 5.0 * sol.contact_time.unwrap_or(sol.window),
    };
    let n_steps = crate::math::ceil(t_end / dt);
    if !(n_steps <= MAX_STEPS as f64) {
        return Err(Error::OutOfRange {
            field: "dt",
            value: dt,
            what: "timestep",
            allowed: "large enough for at most 2 000 000 steps to t_end",
        });
    }
    Ok((t_end, n_steps as usize))
}

/// PFC's velocity Verlet on the equivalent one-body system (the module doc): F_n =
/// F(ξ_n, ξ̇_{n−½}); ξ̇_{n+½} = ξ̇_{n−½} + (g − F_n/m) Δt; ξ_{n+1} = ξ_n + ξ̇_{n+½} Δt from
/// ξ̇_{−½} = v0 and the first step in contact at ξ_0 = `start`·v0·Δt (0: the touch, 0⁺),
/// until the overlap (or under the force criterion the force) is no longer positive, the
/// overlap passes `blow_up`, or `n_steps`.
fn velocity_verlet(
    law: &Law,
    end: End,
    (v0, g): (f64, f64),
    (dt, start): (f64, f64),
    n_steps: usize,
    blow_up: f64,
) -> Steps {
    let m = law.m;
    let mode = law.touch(v0);
    let mut pts = Curves::default();
    let mut max_overlap = 0.0f64;
    let (mut end_step, mut sep_speed, mut stable) = (None, None, true);
    let mut x = start * v0 * dt;
    let f0 = law.force(&mode, x, v0);
    let mut v_half = v0 + (g - f0 / m) * dt;
    pts.t.push(0.0);
    pts.overlap.push(x);
    pts.force.push(f0);
    let mut max_force = f0;
    for n in 0..n_steps {
        x += v_half * dt;
        let v = v_half;
        let f = law.force(&mode, x, v);
        let t = (n + 1) as f64 * dt;
        if !(x.is_finite() && f.is_finite()) || x.abs() > blow_up {
            stable = false;
            break;
        }
        let ended = match end {
            End::Overlap => x <= 0.0,
            End::Force => f <= 0.0,
        };
        if ended {
            end_step = Some(n + 1);
            sep_speed = Some(-v);
            pts.t.push(t);
            pts.overlap.push(x.max(0.0));
            pts.force.push(if end == End::Force { 0.0 } else { law.force(&mode, x.max(0.0), v) });
            break;
        }
        max_overlap = max_overlap.max(x);
        max_force = max_force.max(f);
        pts.t.push(t);
        pts.overlap.push(x);
        pts.force.push(f);
        v_half += (g - f / m) * dt;
    }
    Steps { pts, max_overlap, max_force, end_step, sep_speed, stable }
}

/// The smallest and largest restitution of [`velocity_verlet`] as the contact's first step
/// falls at the overlap s·v0·Δt, s = 0, 1/16, …, 1 (`None` where one of them does not
/// separate, or leaves f64).
fn start_spread(
    law: &Law,
    end: End,
    (v0, g): (f64, f64),
    dt: f64,
    (n_steps, blow_up): (usize, f64),
) -> Option<(f64, f64)> {
    let es = (0..=16)
        .map(|i| {
            let run = velocity_verlet(law, end, (v0, g), (dt, i as f64 / 16.0), n_steps, blow_up);
            run.sep_speed.map(|x| x / v0)
        })
        .collect::<Option<Vec<f64>>>()?;
    let lo = es.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = es.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    (lo.is_finite() && hi.is_finite()).then_some((lo, hi))
}

/// The Matlab listing of Teufelsbauer, Hübl & Wu (2008) §4 as written (the module doc): x up,
/// `xvel += (F/m1 + g)·dt`, `xpos += xvel·dt`, `F = −k·xpos − c·xvel` in contact
/// (`xpos < 0`), c = 2α√(k m) with the chosen mass rule, the listing's g = −g; on to
/// `n_steps` after the separation, or until `xpos` passes `blow_up`. Linear model only, m1
/// required.
fn listing2008(
    sc: &Scenario,
    sol: &Solution,
    (v0, g): (f64, f64),
    dt: f64,
    n_steps: usize,
    blow_up: f64,
) -> Result<Steps, Error> {
    if !info(sc.model).linear_spring_dashpot() {
        return Err(Error::NotUsed { field: "scheme", model: "teufelsbauer2008 (the 2008 listing) on a model other than linear (the listing is the linear spring–dashpot)" });
    }
    let m1 = sc.m1.ok_or(Error::Missing {
        field: "m1",
        hint: "the listing accelerates body 1 with its own mass m1",
    })?;
    let mut pts = Curves::default();
    let mut max_overlap = 0.0f64;
    let (mut end_step, mut sep_speed, mut stable) = (None, None, true);
    // c as the listing computes it: c = 2.0*sqrt(k*m)*alpha, m by the mass rule.
    let k = sol.stiffness;
    let c = 2.0 * sqrt(k * sol.effective_mass) * sol.damping_constant;
    let g_listing = -g;
    let (mut xpos, mut xvel, mut f) = (0.0f64, -v0, 0.0f64);
    let mut in_contact = false;
    pts.t.push(0.0);
    pts.overlap.push(0.0);
    pts.force.push(0.0);
    let mut max_force = 0.0f64;
    for n in 0..n_steps {
        xvel += (f / m1 + g_listing) * dt;
        xpos += xvel * dt;
        f = if xpos < 0.0 { -k * xpos - c * xvel } else { 0.0 };
        let t = (n + 1) as f64 * dt;
        if !(xpos.is_finite() && f.is_finite()) || xpos.abs() > blow_up {
            stable = false;
            break;
        }
        if xpos < 0.0 {
            in_contact = true;
        } else if in_contact && end_step.is_none() {
            end_step = Some(n + 1);
            sep_speed = Some(xvel);
        }
        if end_step.is_none() {
            max_overlap = max_overlap.max(-xpos);
            max_force = max_force.max(f);
        }
        pts.t.push(t);
        pts.overlap.push((-xpos).max(0.0));
        pts.force.push(f);
    }
    Ok(Steps { pts, max_overlap, max_force, end_step, sep_speed, stable })
}

/// What happened, in words: unstable, not separated within `t_end`, or ended with Δt above
/// the stability limit; `None` for a clean replay.
fn message(steps: &Steps, dt: f64, stability_limit: f64, t_end: f64) -> Option<String> {
    if !steps.stable {
        Some(alloc::format!(
            "unstable: Δt = {} s is {} × the stability limit (2/ω₀)(√(1+ζ²) − ζ) = {} s; the overlap grew \
             without bound",
            crate::text::sig(dt),
            crate::text::sig(dt / stability_limit),
            crate::text::sig(stability_limit)
        ))
    } else if steps.end_step.is_none() {
        Some(alloc::format!(
            "the bodies did not separate within t_end = {} s",
            crate::text::sig(t_end)
        ))
    } else if dt > stability_limit {
        Some(alloc::format!(
            "Δt is above the stability limit (2/ω₀)(√(1+ζ²) − ζ) = {} s: the contact ended before the \
             instability could grow, but the numbers are not to be trusted",
            crate::text::sig(stability_limit)
        ))
    } else {
        None
    }
}

/// The points thinned evenly to about [`MAX_POINTS`] for plotting (every stride-th, and the
/// last).
fn thinned(pts: Curves) -> Curves {
    if pts.t.len() <= MAX_POINTS {
        return pts;
    }
    let stride = pts.t.len().div_ceil(MAX_POINTS);
    let keep = |v: &Vec<f64>| -> Vec<f64> {
        let mut out: Vec<f64> = v.iter().step_by(stride).copied().collect();
        if let Some(&l) = v.last() {
            out.push(l);
        }
        out
    };
    Curves {
        t: keep(&pts.t),
        overlap: keep(&pts.overlap),
        force: keep(&pts.force),
        ..Curves::default()
    }
}

/// [`replay`] of a scenario already solved (`sol` = `crate::solve(sc)`): [`sweep`] replays
/// one scenario many times, and solving it again for each Δt repeated an inversion e → α2
/// that may take 0.1 s (a sweep of 20 took 1.5 s; found by tests/props.rs).
///
/// Sets up the scheme ([`end_and_steps`], the stability limit), runs its step loop
/// ([`velocity_verlet`] or [`listing2008`]), measures e, t_c, ξ_max, F_max against the
/// exact ones, and guards the result ([`check_finite`]).
fn replay_solved(
    sc: &Scenario,
    sol: &Solution,
    scheme: Scheme,
    (dt, t_end): (f64, Option<f64>),
    spread: bool,
) -> Result<SchemeRun, Error> {
    let v0 = crate::pair::impact_speed(sc)?;
    let g = crate::pair::body_acceleration(sc)?;
    let law = law_of(sol)?;
    let exact = exact_numbers(sol);
    let (t_end, n_steps) = end_and_steps(sol, dt, t_end)?;
    // Stability: the central-difference limit with the dashpot, (2/ω0)(√(1+ζ²) − ζ), with
    // the contact linearised at the deepest overlap it can reach (the timestep view's
    // `contact-stability` criterion is the same number).
    let stability_limit = contact_limit(law, v0, sol.max_overlap);
    let blow_up = 1e3 * sol.max_overlap.max(f64::MIN_POSITIVE);
    let run = match scheme {
        Scheme::VelocityVerlet => {
            velocity_verlet(law, sc.end, (v0, g), (dt, 0.0), n_steps, blow_up)
        }
        Scheme::Listing2008 => listing2008(sc, sol, (v0, g), dt, n_steps, blow_up)?,
    };
    // Where within a step the contact begins, for a single replay: e over the start.
    let restitution_range = (spread && scheme == Scheme::VelocityVerlet && run.sep_speed.is_some())
        .then(|| start_spread(law, sc.end, (v0, g), dt, (n_steps, blow_up)))
        .flatten();
    let contact_time = run.end_step.map(|n| n as f64 * dt);
    let restitution = run.sep_speed.map(|s| s / v0);
    let message = message(&run, dt, stability_limit, t_end);
    let (max_overlap, max_force) = (run.max_overlap, run.max_force);
    let got = ExactNumbers {
        restitution,
        contact_time,
        max_overlap: Some(max_overlap),
        max_force: (max_force > f64::NEG_INFINITY).then_some(max_force),
    };
    let errors = ExactNumbers {
        restitution: rel(got.restitution, exact.restitution),
        contact_time: rel(got.contact_time, exact.contact_time),
        max_overlap: rel(got.max_overlap, exact.max_overlap),
        max_force: rel(got.max_force, exact.max_force),
    };
    let steps = run.pts.t.len().saturating_sub(1);
    check_finite(
        sc,
        SchemeRun {
            scheme,
            dt,
            steps,
            dt_over_limit: dt / stability_limit,
            stability_limit,
            stable: run.stable,
            restitution,
            restitution_range,
            contact_time,
            max_overlap,
            max_force: got.max_force.unwrap_or(0.0),
            exact,
            errors,
            message,
            points: thinned(run.pts),
        },
    )
}

/// Final guard, as [`crate::solution::check_finite`] for `solve`: no NaN or infinity in a replay. A
/// Δt far beyond the contact's time scales (Δt = 1.8e308 s gives Δt/limit = inf) is refused
/// on `dt`; a derived number that leaves f64 otherwise (a relative error against an exact
/// value that underflowed) on the most extreme input, as `solve` does. Found by the
/// property tests (`tests/props.rs`).
fn check_finite(sc: &Scenario, run: SchemeRun) -> Result<SchemeRun, Error> {
    if !run.dt_over_limit.is_finite() {
        return Err(Error::OutOfRange {
            field: "dt",
            value: run.dt,
            what: "timestep",
            allowed: "a finite number > 0 s within the range of f64 times the stability limit",
        });
    }
    let ExactNumbers { restitution, contact_time, max_overlap, max_force } = run.errors;
    let numbers = [
        ("stability_limit", Some(run.stability_limit)),
        ("restitution", run.restitution),
        ("contact_time", run.contact_time),
        ("max_overlap", Some(run.max_overlap)),
        ("max_force", Some(run.max_force)),
        ("relative error of restitution", restitution),
        ("relative error of contact_time", contact_time),
        ("relative error of max_overlap", max_overlap),
        ("relative error of max_force", max_force),
    ];
    let points = &run.points;
    let bad = numbers.into_iter().find_map(|(n, x)| x.filter(|x| !x.is_finite()).map(|x| (n, x)));
    let bad_points =
        points.t.iter().chain(&points.overlap).chain(&points.force).any(|x| !x.is_finite());
    match (bad, bad_points) {
        (Some((name, x)), _) => {
            Err(crate::error::out_of_f64(crate::scenario::most_extreme(sc), name, x))
        }
        (None, true) => Err(Error::Numerical {
            field: crate::scenario::most_extreme(sc),
            reason: "the replay gives points outside the range of f64; scale the inputs".into(),
        }),
        (None, false) => Ok(run),
    }
}

/// The restitution the scheme achieves against Δt/t_c, for `n` timesteps log-spaced from
/// t_c/1000 to just past the stability limit (unstable or non-separating points left out).
pub fn sweep(sc: &Scenario, scheme: Scheme, n: usize) -> Result<Vec<(f64, f64)>, Error> {
    let sol = crate::codes::solve(sc, 0)?;
    let tc = sol.contact_time.ok_or(Error::Unreachable {
        field: "e",
        value: sol.restitution,
        reason: "the bodies never separate, so there is no restitution to sweep".into(),
    })?;
    let v0 = crate::pair::impact_speed(sc)?;
    let law = law_of(&sol)?;
    let hi = (1.2 * contact_limit(law, v0, sol.max_overlap) / tc).min(2.0);
    let lo = 1e-3;
    let mut out = Vec::new();
    for i in 0..n.max(2) {
        let ratio = lo * powf(hi / lo, i as f64 / (n.max(2) - 1) as f64);
        let dt = ratio * tc;
        check_dt(dt)?;
        let run = replay_solved(sc, &sol, scheme, (dt, Some(5.0 * tc)), false)?;
        if let (true, Some(e)) = (run.stable, run.restitution) {
            out.push((ratio, e));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Value;

    fn case(pairs: &[(&str, Value<'_>)]) -> Scenario {
        let mut base: Vec<(&str, Value<'_>)> = alloc::vec![
            ("model", Value::Text("linear")),
            ("m1", Value::Number(5.0)),
            ("m2", Value::Number(5.0)),
            ("k1", Value::Number(1e4)),
            ("k2", Value::Number(1e4)),
            ("v0", Value::Number(2.0)),
            ("damping", Value::Number(0.5)),
        ];
        // `pairs` override the base (a key is given once).
        base.retain(|(k, _)| !pairs.iter().any(|(p, _)| p == k));
        base.extend_from_slice(pairs);
        Scenario::from_pairs(base).unwrap()
    }

    /// Observed order of convergence of a replay quantity as Δt halves.
    fn orders(sc: &Scenario, pick: impl Fn(&SchemeRun) -> f64) -> Vec<f64> {
        let tc = crate::solve(sc).unwrap().contact_time.unwrap();
        let errs: Vec<f64> = (0..5)
            .map(|k| {
                pick(
                    &replay(sc, Scheme::VelocityVerlet, tc / 200.0 / (1u32 << k) as f64, None)
                        .unwrap(),
                )
                .abs()
            })
            .collect();
        errs.windows(2).map(|w| crate::math::ln(w[0] / w[1]) / core::f64::consts::LN_2).collect()
    }

    /// Velocity Verlet converges to the closed form with second-order error on an undamped
    /// contact (halving Δt divides the error of ξ_max and F_max by 4). With a dashpot it is
    /// first order: PFC evaluates the damping force with the velocity half a step behind
    /// (Itasca PFC manual), an O(Δt) lag — what a DEM code really computes.
    #[test]
    fn velocity_verlet_order() {
        let undamped = case(&[("damping", Value::Number(0.0))]);
        for o in orders(&undamped, |r| r.errors.max_overlap.unwrap())
            .into_iter()
            .chain(orders(&undamped, |r| r.errors.max_force.unwrap()))
        {
            assert!(o > 1.8 && o < 2.2, "undamped: order {o}");
        }
        let damped = case(&[]);
        for o in orders(&damped, |r| r.errors.restitution.unwrap()) {
            assert!(o > 0.9 && o < 1.1, "damped: order {o}");
        }
        let sc = damped;
        let tc = crate::solve(&sc).unwrap().contact_time.unwrap();
        // And it converges: at Δt = t_c/10⁴ everything is within 1e−3.
        let r = replay(&sc, Scheme::VelocityVerlet, tc / 1e4, None).unwrap();
        for x in
            [r.errors.restitution, r.errors.contact_time, r.errors.max_overlap, r.errors.max_force]
        {
            assert!(x.unwrap().abs() < 1e-3, "{:?}", r.errors);
        }
    }

    /// The names: the 2008 listing under its name and the first version's.
    #[test]
    fn names() {
        assert_eq!(Scheme::parse("teufelsbauer2008"), Some(Scheme::Listing2008));
        assert_eq!(Scheme::parse("seed000"), Some(Scheme::Listing2008));
        assert_eq!(Scheme::parse("velocity-verlet"), Some(Scheme::VelocityVerlet));
        assert_eq!(Scheme::parse("verlet"), None);
        assert_eq!(Scheme::Listing2008.name(), "teufelsbauer2008");
    }

    /// The seed000 replay reproduces the listing step by step: the first steps of case 1
    /// (reduced mass: k = 5000, c = 2·0.5·√(5000·2.5), m1 = 5, dt = 1e−3), written out here.
    #[test]
    fn seed000_listing_step_by_step() {
        let sc = case(&[]);
        let run = replay(&sc, Scheme::Listing2008, 1e-3, Some(0.12)).unwrap();
        let (k, c, m1, dt) = (5000.0, 2.0 * 0.5 * (5000.0f64 * 2.5).sqrt(), 5.0, 1e-3);
        let (mut xpos, mut xvel, mut f) = (0.0f64, -2.0f64, 0.0f64);
        for n in 1..=60 {
            xvel += (f / m1 + 0.0) * dt;
            xpos += xvel * dt;
            f = if xpos < 0.0 { -k * xpos - c * xvel } else { 0.0 };
            assert_eq!(run.points.overlap[n], (-xpos).max(0.0), "ξ at step {n}");
            assert_eq!(run.points.force[n], f, "F at step {n}");
        }
        assert_eq!(run.points.t.len(), 121);
    }

    /// Equal masses: the listing (acceleration with m1 = 5) matches the closed form with
    /// the arithmetic-mean mass m = 5 and c from it — how Teufelsbauer, Hübl & Wu 2008 detected PFC's rule.
    #[test]
    fn seed000_equal_masses_match_arithmetic_closed_form() {
        let sc = case(&[("mass_rule", Value::Text("arithmetic"))]);
        let run = replay(&sc, Scheme::Listing2008, 1e-4, Some(0.2)).unwrap();
        assert!(run.errors.max_overlap.unwrap().abs() < 2e-3, "{:?}", run.errors);
        assert!(run.errors.restitution.unwrap().abs() < 2e-2, "{:?}", run.errors);
        // …and not the reduced-mass closed form (m = 2.5).
        let red = replay(&case(&[]), Scheme::Listing2008, 1e-4, Some(0.2)).unwrap();
        assert!(red.errors.max_overlap.unwrap().abs() > 0.1, "{:?}", red.errors);
    }

    /// Past the stability limit: a clear message, no NaN.
    #[test]
    fn instability_is_reported() {
        let sc = case(&[("damping", Value::Number(0.0))]);
        let lim = 2.0 * (2.5f64 / 5000.0).sqrt();
        let run = replay(&sc, Scheme::VelocityVerlet, 3.0 * lim, Some(50.0)).unwrap();
        assert!(run.message.is_some());
        assert!(run.points.force.iter().all(|x| x.is_finite()));
        assert!(run.dt_over_limit > 2.9);
        let sw = sweep(&sc, Scheme::VelocityVerlet, 20).unwrap();
        assert!(sw.len() > 10 && sw.iter().all(|p| p.1.is_finite()));
        // At small Δt/t_c the undamped scheme gives e → 1.
        assert!((sw[0].1 - 1.0).abs() < 1e-3, "{:?}", sw[0]);
    }

    #[test]
    fn errors() {
        let sc = case(&[]);
        assert_eq!(replay(&sc, Scheme::VelocityVerlet, -1.0, None).unwrap_err().field(), "dt");
        assert_eq!(
            replay(&sc, Scheme::VelocityVerlet, 1e-12, Some(1.0)).unwrap_err().field(),
            "dt"
        );
        let hz = Scenario::from_pairs([
            ("model", Value::Text("hertz")),
            ("m1", Value::Number(1.0)),
            ("k", Value::Number(1e9)),
            ("v0", Value::Number(1.0)),
        ])
        .unwrap();
        assert_eq!(replay(&hz, Scheme::Listing2008, 1e-6, None).unwrap_err().field(), "scheme");
        assert!(replay(&hz, Scheme::VelocityVerlet, 1e-7, None).unwrap().stable);
    }

    /// The replay takes the law the contact was solved with: an adhesive contact's (its touch
    /// and tension tail a state) is refused, not replayed without its adhesion (which gave
    /// e = 1.0005 against the adhesive contact's 0.68 in the timestep's replay check).
    #[test]
    fn adhesive_contact_is_not_replayed_without_its_adhesion() {
        let mut sc = crate::testing::glass("tsuji");
        sc.set("e", Value::Number(0.6)).unwrap();
        sc.set("adhesion", Value::Text("dmt")).unwrap();
        sc.set("surface_energy", Value::Number(0.05)).unwrap();
        sc.set("v0", Value::Number(0.01)).unwrap();
        let sol = crate::solve(&sc).unwrap();
        assert!(sol.law.adhesion.is_some());
        let err = replay(&sc, Scheme::VelocityVerlet, 1e-8, None).unwrap_err();
        // Charged to the key given (adhesion), not to `scheme`, which was not.
        assert_eq!(
            err.to_string(),
            "adhesion: the scheme replay does not cover a contact with adhesion (its touch and \
             tension tail are a state the replay does not carry); leave adhesion out to replay \
             the normal contact"
        );
        // Its normal law without the adhesion is what the timestep linearises.
        let normal = sol.law.without_adhesion();
        assert!(!normal.adhesive());
        assert_eq!(
            (normal.spring.k, normal.spring.w, normal.dashpot.p),
            (sol.stiffness, 1.5, 0.25)
        );
    }
}
