//! One normal contact integrated in time, for any [`ForceLaw`].
//!
//! The equivalent one-body system of Teufelsbauer, Hübl & Wu 2008, Fig. 2 with a constant body acceleration g
//! pushing the bodies together (Teufelsbauer, Hübl & Wu 2008, eq. 16 with ξ > 0 the overlap and g > 0 towards contact):
//!
//! ```text
//! m ξ̈ = m g − F(ξ, ξ̇),   ξ(0) = 0,  ξ̇(0) = v0 > 0
//! ```
//!
//! integrated by [`crate::integrator`] with these events:
//! overlap back to 0 or to the law's separation point ([`ForceLaw::end_functions`]; end,
//! `overlap` criterion), force back to 0 (end, `force` criterion),
//! ξ̇ = 0 (maximum overlap), dF/dt = 0 (force extrema). A contact that does not end is
//! integrated for [`WINDOW_SCALES`] time scales (so that a late separation is still
//! found); the window reported and plotted then ends where its overlap has decayed to
//! [`SETTLED`] of its maximum, or at that cap.

use crate::integrator::{self, Crossing, EventSpec, Hit, IntegrateError, Settings, Stop};
use crate::named::named;
use alloc::string::String;
use alloc::vec::Vec;

named! {
    /// When the contact ends.
    End, "\"overlap\" or \"force\"" {
        /// When the overlap returns to 0; the force may become tensile before (seeds 000, 001).
        Overlap = "overlap",
        /// When the force first returns to 0: codes that clip tension (PFC "no-tension", Yade,
        /// Chrono); T. Schwager & T. Pöschel, *Granular Matter* 9 (2007) 465–469.
        Force = "force",
    }
}

impl Default for End {
    fn default() -> Self {
        End::Overlap
    }
}

/// How the numbers were obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum Method {
    /// Evaluated from closed-form expressions.
    ClosedForm,
    /// Integrated with the adaptive Dormand–Prince integrator ([`crate::integrator`]).
    Integrated,
}

/// Sampled curves over the contact (or the plotted window when the bodies never separate).
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Curves {
    /// Time since first touch \[s\].
    pub t: Vec<f64>,
    /// Overlap ξ \[m\].
    pub overlap: Vec<f64>,
    /// Contact force F \[N\], repulsive positive.
    pub force: Vec<f64>,
    /// Tangential force F_t on body 1 along +vt \[N\], for an oblique impact.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub tangential_force: Option<Vec<f64>>,
    /// Slip of the contact point u \[m/s\], for an oblique impact.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub slip: Option<Vec<f64>>,
}

impl Curves {
    /// The curves as CSV with units in the header, one sample per line, numbers in Rust's
    /// `{:e}` notation (what `dem-contact solve --format csv` prints, and the page exports).
    pub fn to_csv(&self) -> String {
        let oblique = match (&self.tangential_force, &self.slip) {
            (Some(f), Some(u)) if f.len() == self.t.len() && u.len() == self.t.len() => {
                Some((f, u))
            }
            _ => None,
        };
        let mut out = String::from("t [s],overlap [m],force [N]");
        out.push_str(if oblique.is_some() { ",tangential force [N],slip [m/s]\n" } else { "\n" });
        for i in 0..self.t.len() {
            out.push_str(&alloc::format!(
                "{:e},{:e},{:e}",
                self.t[i],
                self.overlap[i],
                self.force[i]
            ));
            if let Some((f, u)) = oblique {
                out.push_str(&alloc::format!(",{:e},{:e}", f[i], u[i]));
            }
            out.push('\n');
        }
        out
    }

    /// Several labelled series as one CSV: three columns per series, `t [s] (label)`,
    /// `overlap [m] (label)`, `force [N] (label)`, a row per sample, empty cells where a
    /// series has fewer samples (each series keeps its own time base). Labels are quoted
    /// (CSV, RFC 4180).
    pub fn table_csv(series: &[(&str, &Curves)]) -> String {
        let quote = |s: &str| alloc::format!("\"{}\"", s.replace('"', "\"\""));
        let mut head: alloc::vec::Vec<String> = alloc::vec::Vec::new();
        for (label, _) in series {
            for q in ["t [s]", "overlap [m]", "force [N]"] {
                head.push(quote(&alloc::format!("{q} ({label})")));
            }
        }
        let mut out = head.join(",");
        out.push('\n');
        let rows = series.iter().map(|(_, c)| c.t.len()).max().unwrap_or(0);
        for i in 0..rows {
            let mut cells: alloc::vec::Vec<String> = alloc::vec::Vec::new();
            for (_, c) in series {
                if i < c.t.len() {
                    cells.push(alloc::format!("{:e}", c.t[i]));
                    cells.push(alloc::format!("{:e}", c.overlap[i]));
                    cells.push(alloc::format!("{:e}", c.force[i]));
                } else {
                    cells.extend([String::new(), String::new(), String::new()]);
                }
            }
            out.push_str(&cells.join(","));
            out.push('\n');
        }
        out
    }
}

/// A normal force law F(ξ, ξ̇), repulsive positive, from the first touch on. Implemented by
/// every rate-independent (history-free) contact model, and by a law composed with an
/// adhesion (after the touch its force is a function of (ξ, ξ̇) too). The law supplies its
/// end of contact ([`ForceLaw::end_functions`]) and what tension means for it
/// ([`ForceLaw::is_tension`]); the defaults are a contact that acts only in overlap.
pub trait ForceLaw {
    /// Contact force \[N\] at overlap ξ \[m\] and overlap rate ξ̇ \[m/s\]. Must be defined (and
    /// continuous) for slightly negative ξ too, where the integrator may probe while
    /// locating the end of contact.
    fn force(&self, xi: f64, xi_dot: f64) -> f64;
    /// dF/dt along a trajectory with acceleration ξ̈ \[N/s\] (for locating force extrema).
    fn force_rate(&self, xi: f64, xi_dot: f64, xi_ddot: f64) -> f64;
    /// The overlap at which the contact ends under the overlap criterion \[m\]: 0, where the
    /// bodies touched (default); a law with a tension tail separates below it (JKR's δ_c < 0,
    /// Johnson, Kendall & Roberts 1971).
    fn separation(&self) -> f64 {
        0.0
    }
    /// The two functions whose fall through 0 ends the contact, under the overlap and the
    /// force criterion ([`End`]): by default ξ − [`ForceLaw::separation`] and F (the force
    /// criterion: Schwager & Pöschel 2007).
    fn end_functions(&self, xi: f64, xi_dot: f64) -> [f64; 2] {
        [xi - self.separation(), self.force(xi, xi_dot)]
    }
    /// Whether the force turned tensile over the contact summarised by `s`: by default
    /// F_min < −[`TENSION_TOL`]·F_max ([`is_tension`]; a contact that acts only in overlap
    /// pulls only through its dashpot).
    fn is_tension(&self, s: &Summary) -> bool {
        is_tension(s)
    }
}

/// Above this ratio |g|·ts / v0 the body acceleration dominates the impact so much that the
/// rebound speed (of order v0) is below the integration's resolution of the speeds reached
/// (of order |g|·ts): the restitution of a contact that ends is then refused
/// (`check_resolved`) rather than reported with an error above 1e−9.
/// 200: with the tolerance tightened as g dominates, e of an undamped linear or Hertz contact
/// (exactly 1) came out within 1e−9 up to ratio 300 and 1.1e−8 at 1000.
pub const G_DOMINATES: f64 = 200.0;

/// An error when a contact that ended was dominated by the body acceleration `g` beyond
/// [`G_DOMINATES`] (its restitution cannot be resolved; see `docs/accuracy.md`), charged to
/// `field`.
pub(crate) fn check_resolved(
    ended: bool,
    g: f64,
    v0: f64,
    ts: f64,
    field: &'static str,
) -> Result<(), crate::error::Error> {
    let ratio = g.abs() * ts / v0;
    if ended && !(ratio <= G_DOMINATES) {
        let ratio = if ratio.is_finite() {
            alloc::format!("ratio {}", crate::text::sig(ratio))
        } else {
            "a ratio beyond the range of f64".into()
        };
        return Err(crate::error::Error::Numerical {
            field,
            reason: alloc::format!(
                "the body acceleration dominates the impact: |g|·t_s = {} m/s against \
                 v0 = {} m/s ({ratio}; at most {G_DOMINATES} is resolved): the rebound \
                 speed is below the integration's resolution; raise v0 or reduce |g|",
                crate::text::sig(g.abs() * ts),
                crate::text::sig(v0),
            ),
        });
    }
    Ok(())
}

/// How a contact with impact speed v0, body acceleration g and time scale ts is integrated
/// (see [`scales`]).
pub(crate) struct Scales {
    /// Speed scale of the absolute tolerances \[m/s\].
    pub speed: f64,
    /// Time resolution \[s\]: sets the first step.
    pub res: f64,
    /// Relative tolerance.
    pub rtol: f64,
}

/// The scales for [`simulate`] and the power-function's branch integration. The speed scale
/// is the larger of the impact speed and what the body acceleration adds over the contact's
/// time scale (a body set down at 1e-150 m/s under gravity moves at |g|·ts, not at v0). The
/// acceleration changes that speed within speed/|g|: when that is shorter than the
/// contact's own time scale it sets the resolution (first step) instead. The absolute
/// tolerances follow v0 (the rebound speed is what is measured) unless g dominates beyond
/// [`G_DOMINATES`], where the rebound cannot be resolved anyway (`check_resolved`) and a
/// v0-sized tolerance would stall the steps at the turning point. The rebound speed is found
/// from a kinetic energy (v0²) left over from stored energies of order (|g|·ts)²: its error
/// grows as RTOL·ratio² (measured: 1e-10 at ratio 10, 1e-8 at 100 with RTOL alone), so the
/// relative tolerance tightens by up to 100 as g dominates.
pub(crate) fn scales(v0: f64, g: f64, ts: f64) -> Scales {
    let reached = v0.max(g.abs() * ts);
    let ratio = g.abs() * ts / v0;
    Scales {
        speed: v0.max(reached / G_DOMINATES),
        res: if g != 0.0 { ts.min(reached / g.abs()) } else { ts },
        rtol: RTOL / (ratio * ratio).clamp(1.0, 100.0),
    }
}

/// Relative local tolerance of the integration. Gives integrated e, t_c, ξ_max, F_max to
/// about 1e−11 relative against the closed forms (see the tests).
pub const RTOL: f64 = 1e-12;
/// A contact that never separates is followed until ξ ≤ SETTLED · ξ_max.
pub const SETTLED: f64 = 0.01;
/// … or for this many time scales.
pub const WINDOW_SCALES: f64 = 60.0;
/// How far above 1 an integrated restitution may come by round-off where energy bounds it
/// by 1 (integrated quantities to 1e−9 relative: docs/accuracy.md); it is then reported as 1.
pub const E_ROUND_OFF: f64 = 1e-9;
/// Work cap: accepted + rejected steps per phase.
pub const MAX_STEPS: u32 = 200_000;

/// The fixed data of one contact.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setup {
    /// Effective mass \[kg\].
    pub m: f64,
    /// Impact speed \[m/s\].
    pub v0: f64,
    /// Body acceleration pushing together \[m/s²\].
    pub g: f64,
    /// End-of-contact criterion.
    pub end: End,
    /// Characteristic time of the contact \[s\] (sets tolerances, first step, window).
    pub time_scale: f64,
    /// Local (non-viscous) damping α in [0, 1) (PFC's `damp`, Yade's NewtonIntegrator
    /// `damping`): a force −α|F| sign(ξ̇) on each body, F the whole contact force; for a pair
    /// with its centre of mass at rest it is the same term on the relative motion.
    pub local_damping: f64,
}

/// Summary of one contact.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Summary {
    /// Contact duration \[s\], `None` if the bodies did not separate.
    pub contact_time: Option<f64>,
    /// Separation speed / v0 (0 when not separated).
    pub restitution: f64,
    /// ξ_max \[m\].
    pub max_overlap: f64,
    /// Time of ξ_max \[s\].
    pub time_of_max_overlap: f64,
    /// F_max \[N\].
    pub max_force: f64,
    /// Time of F_max \[s\].
    pub time_of_max_force: f64,
    /// F_min \[N\].
    pub min_force: f64,
    /// End of the computed window \[s\].
    pub window: f64,
    /// Overlap when the contact ends \[m\]: the law's separation point (0 by default,
    /// [`ForceLaw::separation`]) under the overlap criterion, positive when
    /// the force returns to 0 first (and where a contact that never ends was left).
    pub overlap_at_end: f64,
}

/// Relative size below which a negative minimum force counts as round-off, not tension.
pub const TENSION_TOL: f64 = 1e-9;

/// Whether the force becomes tensile: F_min < −[`TENSION_TOL`]·F_max.
pub fn is_tension(s: &Summary) -> bool {
    s.min_force < -TENSION_TOL * s.max_force.abs()
}

/// A summary plus, on request, curves.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    /// The numbers.
    pub summary: Summary,
    /// Samples, if any were asked for.
    pub curves: Option<Curves>,
    /// Accepted integration steps (for the accuracy report).
    pub steps: u32,
    /// Where the normal contact's energy went, besides the kinetic energy left.
    pub work: Work,
}

/// Work terms of one normal contact \[J\] (energy accounted for in every answer:
/// [`crate::energy`]).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Work {
    /// Work done against local damping, ∫ α|F||ξ̇| dt (0 without local damping).
    pub local_damping: f64,
    /// The part of `local_damping` done while the overlap grows, up to the maximum overlap.
    pub local_damping_loading: f64,
    /// Elastic energy left in the normal spring when the contact ends (or the window is
    /// cut): ∫₀^ξ_end F(x, 0) dx — nonzero when the force returns to 0 before the overlap
    /// does, or when the bodies never separate.
    pub stored: f64,
}

/// Gauss–Legendre nodes and weights on [0, 1], 5 points (exact for polynomials of degree 9).
const GAUSS5: [(f64, f64); 5] = [
    (0.046_910_077_030_668, 0.118_463_442_528_094_54),
    (0.230_765_344_947_158_45, 0.239_314_335_249_683_23),
    (0.5, 0.284_444_444_444_444_44),
    (0.769_234_655_052_841_6, 0.239_314_335_249_683_23),
    (0.953_089_922_969_332, 0.118_463_442_528_094_54),
];

/// The elastic energy ∫₀^ξ F(x, 0) dx of `law` at overlap `xi` (the rate-independent part of
/// the force: the spring). Composite 5-point Gauss–Legendre on 16 panels graded as (i/16)⁶
/// towards 0, where power laws x^w lose smoothness: 4e−13 relative for w = 3/2, 3e−10 for
/// w = 1/4 (checked in the tests).
pub fn elastic_energy(law: &dyn ForceLaw, xi: f64) -> f64 {
    if !(xi > 0.0) {
        return 0.0;
    }
    let mut sum = 0.0;
    let mut a = 0.0;
    for i in 1..=16u32 {
        // Panel edges at ξ (i/16)⁶: small panels near 0.
        let f = f64::from(i) / 16.0;
        let b = xi * (f * f * f) * (f * f * f);
        for (x, w) in GAUSS5 {
            sum += w * (b - a) * law.force(a + x * (b - a), 0.0);
        }
        a = b;
    }
    sum
}

/// ∫ α|F||ξ̇| dt over the trajectory, and its part up to `t_max` (the maximum overlap, where
/// the first phase's steps end): 5-point Gauss–Legendre on every accepted step, the state at
/// each node a fresh Dormand–Prince step from the step's start.
fn local_damping_work(motion: &Motion, skeleton: &[(f64, [f64; 2])], t_max: f64) -> (f64, f64) {
    if motion.local_damping == 0.0 {
        return (0.0, 0.0);
    }
    let (mut sum, mut loading) = (0.0, 0.0);
    for pair in skeleton.windows(2) {
        let ((t0, y0), (t1, _)) = (pair[0], pair[1]);
        let h = t1 - t0;
        for (x, w) in GAUSS5 {
            let y = integrator::step(motion, t0, &y0, x * h);
            sum += w * h * motion.local_damping * motion.law.force(y[0], y[1]).abs() * y[1].abs();
        }
        if t1 <= t_max {
            loading = sum;
        }
    }
    (sum, loading)
}

/// Uniform sample times 0 … t_end (n ≥ 2 points; n = 0 gives none).
pub fn sample_times(t_end: f64, n: usize) -> impl Iterator<Item = f64> {
    let n = if n == 1 { 2 } else { n };
    (0..n).map(move |i| if i + 1 == n { t_end } else { t_end * i as f64 / (n - 1) as f64 })
}

/// The equation of motion m ξ̈ = m g − F(ξ, ξ̇) of `law` as a first-order system in
/// y = [ξ, ξ̇] (the module doc): y' = [ξ̇, g − F(ξ, ξ̇)/m].
struct Motion<'a> {
    law: &'a dyn ForceLaw,
    m: f64,
    g: f64,
    local_damping: f64,
}

impl Motion<'_> {
    /// ξ̈ = g − F(ξ, ξ̇)/m, and with local damping α: ξ̈ = g − (F + α|F| sign ξ̇)/m — the
    /// force that moves the bodies is (1 + α)F while they approach and (1 − α)F while they
    /// separate (Cundall 1987; Itasca PFC manual, local damping; Yade NewtonIntegrator).
    fn accel(&self, y: &[f64; 2]) -> f64 {
        let f = self.law.force(y[0], y[1]);
        if self.local_damping == 0.0 {
            return self.g - f / self.m;
        }
        let damp = self.local_damping * f.abs() * sign(y[1]);
        self.g - (f + damp) / self.m
    }
}

/// The sign of ξ̇ (0 at rest), for the local damping's direction.
fn sign(x: f64) -> f64 {
    if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        0.0
    }
}

impl integrator::Ode<2> for Motion<'_> {
    fn rhs(&self, _t: f64, y: &[f64; 2]) -> [f64; 2] {
        [y[1], self.accel(y)]
    }
}

/// The integration's tolerances and step bounds for `setup` (from [`scales`]): absolute
/// tolerances 1e−2·rtol times the overlap (speed × resolution) and speed scales, a first
/// step of 1e−3 of the resolution, steps of at most 0.1 time scale.
fn settings(setup: &Setup) -> Settings<2> {
    let Scales { speed, res, rtol } = scales(setup.v0, setup.g, setup.time_scale);
    Settings {
        rtol,
        atol: [rtol * 1e-2 * speed * res, rtol * 1e-2 * speed],
        h0: 1e-3 * res,
        h_max: 0.1 * setup.time_scale,
        max_steps: MAX_STEPS,
    }
}

/// The event functions of both phases as one type (and the observer likewise), so that the
/// integrator is compiled once for an impact, not once per phase and force law: 12.5 KB less
/// code in the page's first WebAssembly module (1 KB gzip). The indirect calls' cost is
/// measured by crates/bench (`impact`).
type Events<'a> = &'a dyn Fn(f64, &[f64; 2]) -> [f64; 4];
type Observe<'a> = &'a mut dyn FnMut(f64, &[f64; 2]);

/// How one event component is treated.
fn spec(crossing: Crossing, terminal: bool) -> EventSpec {
    EventSpec { crossing, terminal }
}

/// The events that end the contact ([`ForceLaw::end_functions`]): 0 the overlap's (falls to
/// 0 or the law's separation point), 1 the force's (falls to 0), each terminal when it is the
/// `end` criterion.
fn ending(end: End) -> [EventSpec; 2] {
    let ends = |c: End| spec(Crossing::Falling, end == c);
    [ends(End::Overlap), ends(End::Force)]
}

/// A contact integrated so far: every accepted state, the events met, where it stopped.
struct Trajectory {
    /// Every accepted state (t, [ξ, ξ̇]), the terminal ones included: the skeleton the curves
    /// are sampled from.
    skeleton: Vec<(f64, [f64; 2])>,
    /// The events met (phase 2's settling event left out).
    hits: Vec<Hit<2>>,
    /// Final time \[s\].
    t: f64,
    /// Final state [ξ, ξ̇].
    y: [f64; 2],
    /// Why the integration stopped.
    stop: Stop,
    /// Accepted steps over both phases.
    steps: u32,
    /// Where the overlap had decayed to [`SETTLED`]·ξ_max (phase 2), if it did.
    settled_at: Option<f64>,
    /// ξ_max \[m\].
    xi_max: f64,
    /// Time of ξ_max \[s\].
    t_ximax: f64,
}

impl Trajectory {
    /// Whether the contact ended (by either end event) rather than at the window's cap.
    fn ended(&self) -> bool {
        matches!(self.stop, Stop::Event(0) | Stop::Event(1))
    }
}

/// Phase 1: from first touch (ξ = 0, ξ̇ = v0) up to the maximum overlap (event 2: ξ̇ falls
/// through 0) or an earlier end ([`ending`]); event 3 records the force extrema (dF/dt = 0
/// either way). The first maximum of the overlap is the largest: the motion only loses
/// energy.
fn to_max_overlap(
    motion: &Motion,
    setup: &Setup,
    settings: &Settings<2>,
    t_cap: f64,
) -> Result<Trajectory, IntegrateError> {
    let law = motion.law;
    let mut skeleton: Vec<(f64, [f64; 2])> = Vec::new();
    let g1 = |_t: f64, y: &[f64; 2]| {
        let [overlap, force] = law.end_functions(y[0], y[1]);
        [overlap, force, y[1], law.force_rate(y[0], y[1], motion.accel(y))]
    };
    let [overlap, force] = ending(setup.end);
    let specs1 = [overlap, force, spec(Crossing::Falling, true), spec(Crossing::Either, false)];
    let y0 = [0.0, setup.v0];
    let g1: Events = &g1;
    let observe: Observe = &mut |t, y| skeleton.push((t, *y));
    let run = integrator::integrate(motion, &g1, &specs1, 0.0, y0, t_cap, settings, observe)?;
    Ok(Trajectory {
        skeleton,
        hits: run.hits,
        t: run.t,
        y: run.y,
        stop: run.stop,
        steps: run.accepted,
        settled_at: None,
        xi_max: run.y[0],
        t_ximax: run.t,
    })
}

/// Phase 2: from the maximum overlap to the end of contact ([`ending`]), force extrema as
/// in phase 1. Event 2 now records (without stopping) where the overlap has decayed to
/// [`SETTLED`]·ξ_max: the window shown for a contact that does not separate.
fn to_end(
    motion: &Motion,
    setup: &Setup,
    settings: &Settings<2>,
    t_cap: f64,
    tr: &mut Trajectory,
) -> Result<(), IntegrateError> {
    let law = motion.law;
    let xi_stop = SETTLED * tr.xi_max;
    let g2 = |_t: f64, y: &[f64; 2]| {
        let [overlap, force] = law.end_functions(y[0], y[1]);
        [overlap, force, y[0] - xi_stop, law.force_rate(y[0], y[1], motion.accel(y))]
    };
    let [overlap, force] = ending(setup.end);
    let specs2 = [overlap, force, spec(Crossing::Falling, false), spec(Crossing::Either, false)];
    let mut first = true;
    let skeleton = &mut tr.skeleton;
    let g2: Events = &g2;
    let observe: Observe = &mut |t, y| {
        if !core::mem::take(&mut first) {
            skeleton.push((t, *y));
        }
    };
    let run = integrator::integrate(motion, &g2, &specs2, tr.t, tr.y, t_cap, settings, observe)?;
    tr.steps += run.accepted;
    tr.settled_at = run.hits.iter().find(|h| h.index == 2).map(|h| h.t);
    tr.hits.extend(run.hits.iter().filter(|h| h.index != 2).copied());
    tr.t = run.t;
    tr.y = run.y;
    tr.stop = run.stop;
    Ok(())
}

/// A contact that ended (or was capped) before any maximum: the largest overlap is on the
/// skeleton.
fn max_on_skeleton(tr: &mut Trajectory) {
    for (t, y) in &tr.skeleton {
        if y[0] > tr.xi_max {
            tr.xi_max = y[0];
            tr.t_ximax = *t;
        }
    }
}

/// F_max, its time and F_min over the contact: at first touch, at the located force
/// extrema (dF/dt = 0, event 3), at every accepted step and at the end.
fn force_extrema(law: &dyn ForceLaw, tr: &Trajectory, v0: f64) -> (f64, f64, f64) {
    // At a force-criterion end the force is 0 by definition (the located state gives
    // round-off of either sign).
    // At an end event the located state has ξ = 0 (or F = 0) by definition; evaluate there
    // rather than at the round-off of the located ξ.
    let f_end = match tr.stop {
        Stop::Event(1) => 0.0,
        Stop::Event(0) => law.force(law.separation(), tr.y[1]),
        _ => law.force(tr.y[0], tr.y[1]),
    };
    let f0 = law.force(0.0, v0);
    let (mut f_max, mut t_fmax, mut f_min) = (f0, 0.0, f0);
    // The force's extrema are where dF/dt = 0 (event 3), but an extremum that falls on a
    // terminal event (an undamped law peaks exactly at ξ̇ = 0, where phase 1 stops) may be
    // located by that event only; every accepted step (the skeleton, which holds the
    // terminal states too) is a candidate as well (a Hertz contact under g gave F_max = 0).
    // The state located at an end event is left to `f_end` (its ξ or F is 0 up to
    // round-off).
    let skeleton = &tr.skeleton;
    let steps_inside =
        &skeleton[..skeleton.len() - usize::from(tr.ended() && !skeleton.is_empty())];
    let located = tr.hits.iter().filter(|h| h.index == 3).map(|h| (h.t, h.y));
    for (t, y) in located.chain(steps_inside.iter().copied()) {
        let f = law.force(y[0], y[1]);
        if f > f_max {
            f_max = f;
            t_fmax = t;
        }
        f_min = f_min.min(f);
    }
    if f_end > f_max {
        f_max = f_end;
        t_fmax = tr.t;
    }
    f_min = f_min.min(f_end);
    (f_max, t_fmax, f_min)
}

/// The restitution −ξ̇_end/v0 of a contact that ended with overlap rate `xi_dot_end`.
fn restitution(xi_dot_end: f64, setup: &Setup) -> f64 {
    // At either end event ξ̇ ≤ 0 (the overlap or, for F = k ξ^w + damping ≥ 0 while
    // ξ, ξ̇ > 0, the force can only reach 0 while separating): a positive ξ̇ is round-off.
    let e = (-xi_dot_end / setup.v0).max(0.0);
    // Energy bounds e by 1 when the contact ends at ξ = 0 (g then does no net work)
    // or g ≤ 0: an excess within the integration tolerance is round-off (an elastic
    // Hertz contact under g = −1000 m/s² gave 1 + 7.6e−13; tests/props.rs).
    let bounded = setup.end == End::Overlap || setup.g <= 0.0;
    if bounded && e > 1.0 && e <= 1.0 + E_ROUND_OFF {
        1.0
    } else {
        e
    }
}

/// `samples` uniform samples of the curves over 0 … `window`, each a fresh Dormand–Prince
/// step from the accepted state before it ([`integrator::step`]).
fn sample_curves(
    motion: &Motion,
    skeleton: &[(f64, [f64; 2])],
    window: f64,
    samples: usize,
) -> Curves {
    let mut c = Curves::default();
    let mut i = 0;
    for t in sample_times(window, samples) {
        while i + 1 < skeleton.len() && skeleton[i + 1].0 <= t {
            i += 1;
        }
        let (t0, y0) = skeleton[i];
        let y = integrator::step(motion, t0, &y0, t - t0);
        c.t.push(t);
        c.overlap.push(y[0]);
        c.force.push(motion.law.force(y[0], y[1]));
    }
    c
}

/// Integrates the contact of `law` described by `setup`; `samples` > 0 adds curves.
/// Phase 1 to the maximum overlap (`to_max_overlap`), phase 2 to the end (`to_end`),
/// then the extrema (`force_extrema`), the restitution and the curves.
pub fn simulate(
    law: &dyn ForceLaw,
    setup: &Setup,
    samples: usize,
) -> Result<Outcome, IntegrateError> {
    let motion = Motion { law, m: setup.m, g: setup.g, local_damping: setup.local_damping };
    let settings = settings(setup);
    let t_cap = WINDOW_SCALES * setup.time_scale;
    let mut tr = to_max_overlap(&motion, setup, &settings, t_cap)?;
    if tr.stop == Stop::Event(2) && tr.t < t_cap {
        to_end(&motion, setup, &settings, t_cap, &mut tr)?;
    } else if tr.stop != Stop::Event(2) {
        max_on_skeleton(&mut tr);
    }
    let ended = tr.ended();
    let (max_force, time_of_max_force, min_force) = force_extrema(law, &tr, setup.v0);
    let window = if ended { tr.t } else { tr.settled_at.unwrap_or(tr.t) };
    let summary = Summary {
        contact_time: ended.then_some(tr.t),
        restitution: if ended { restitution(tr.y[1], setup) } else { 0.0 },
        max_overlap: tr.xi_max,
        time_of_max_overlap: tr.t_ximax,
        max_force,
        time_of_max_force,
        min_force,
        window,
        overlap_at_end: if tr.stop == Stop::Event(0) { law.separation() } else { tr.y[0].max(0.0) },
    };
    let curves = (samples > 0).then(|| sample_curves(&motion, &tr.skeleton, window, samples));
    let (local_damping, local_damping_loading) =
        local_damping_work(&motion, &tr.skeleton, summary.time_of_max_overlap);
    let work = Work {
        local_damping,
        local_damping_loading,
        stored: elastic_energy(law, summary.overlap_at_end),
    };
    Ok(Outcome { summary, curves, steps: tr.steps, work })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sample_time_vectors() {
        let t: Vec<f64> = sample_times(2.0, 5).collect();
        assert_eq!(t, [0.0, 0.5, 1.0, 1.5, 2.0]);
        // The last sample is exactly the end, whatever the rounding of i·t/(n−1).
        assert_eq!(sample_times(0.1, 7).last(), Some(0.1));
        assert_eq!(sample_times(1.0, 0).count(), 0);
        assert_eq!(sample_times(1.0, 1).count(), 2);
    }

    fn summary(min_force: f64, max_force: f64) -> Summary {
        Summary {
            contact_time: None,
            restitution: 0.0,
            max_overlap: 1.0,
            time_of_max_overlap: 0.0,
            max_force,
            time_of_max_force: 0.0,
            min_force,
            window: 1.0,
            overlap_at_end: 0.0,
        }
    }

    #[test]
    fn tension_threshold() {
        assert!(is_tension(&summary(-1e-3, 1.0)));
        assert!(!is_tension(&summary(-1e-12, 1.0))); // round-off, not tension
        assert!(!is_tension(&summary(0.0, 1.0)));
        assert!(!is_tension(&summary(-0.0, 1.0)));
    }

    /// The elastic energy by quadrature against k ξ^(w+1)/(w+1), and local damping's work
    /// against the energy it takes from an elastic contact: ½mv0² (1 − e²) with
    /// e = √((1 − α)/(1 + α)).
    #[test]
    fn work_terms() {
        struct Power(f64);
        impl ForceLaw for Power {
            fn force(&self, xi: f64, _v: f64) -> f64 {
                2e9 * crate::math::powf(xi.max(0.0), self.0)
            }
            fn force_rate(&self, xi: f64, v: f64, _a: f64) -> f64 {
                2e9 * self.0 * crate::math::powf(xi.max(0.0), self.0 - 1.0) * v
            }
        }
        for w in [1.0, 1.5, 0.25] {
            let xi = 3e-5;
            let exact = 2e9 * crate::math::powf(xi, w + 1.0) / (w + 1.0);
            let got = elastic_energy(&Power(w), xi);
            assert!((got - exact).abs() < 1e-9 * exact, "w = {w}: {got} against {exact}");
        }
        let setup = Setup {
            m: 0.01,
            v0: 1.0,
            g: 0.0,
            end: End::Overlap,
            time_scale: 1e-5,
            local_damping: 0.3,
        };
        let out = simulate(&Power(1.5), &setup, 0).unwrap();
        let e2 = 0.7 / 1.3;
        let lost = 0.5 * 0.01 * (1.0 - e2);
        assert!((out.summary.restitution - crate::math::sqrt(e2)).abs() < 1e-9);
        assert!((out.work.local_damping - lost).abs() < 1e-8 * lost, "{:?}", out.work);
        assert_eq!(out.work.stored, 0.0);
    }

    /// A law with no damping and a cubic spring: energy is conserved, so the integrated
    /// restitution is 1 and ξ_max solves k ξ⁴/4 = m v0²/2 exactly.
    #[test]
    fn conservative_cubic_spring() {
        struct Cubic;
        impl ForceLaw for Cubic {
            fn force(&self, xi: f64, _v: f64) -> f64 {
                1e6 * xi * xi * xi
            }
            fn force_rate(&self, xi: f64, v: f64, _a: f64) -> f64 {
                3e6 * xi * xi * v
            }
        }
        let setup = Setup {
            m: 0.5,
            v0: 3.0,
            g: 0.0,
            end: End::Overlap,
            time_scale: 1e-2,
            local_damping: 0.0,
        };
        let s = simulate(&Cubic, &setup, 0).unwrap().summary;
        assert!((s.restitution - 1.0).abs() < 1e-10, "{}", s.restitution);
        let xi_max = crate::math::sqrt(crate::math::sqrt(4.0 * 0.5 * 9.0 / 2.0 / 1e6));
        assert!((s.max_overlap - xi_max).abs() < 1e-10 * xi_max);
        assert!((s.max_force - 1e6 * xi_max * xi_max * xi_max).abs() < 1e-9 * s.max_force);
        // Symmetric in time: the maximum is at half the contact.
        let tc = s.contact_time.unwrap();
        assert!((s.time_of_max_overlap - tc / 2.0).abs() < 1e-10 * tc);
    }
}
