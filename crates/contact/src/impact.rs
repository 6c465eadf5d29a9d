//! One normal impact of any law ([`NormalLaw`], or a law without a state: [`ForceLaw`]),
//! integrated in time on the one driver ([`crate::legs`]).
//!
//! The equivalent one-body system of Teufelsbauer, Hübl & Wu 2008, Fig. 2 with a constant body
//! acceleration g pushing the bodies together (Teufelsbauer, Hübl & Wu 2008, eq. 16 with ξ > 0
//! the overlap and g > 0 towards contact):
//!
//! ```text
//! m ξ̈ = m g − F(ξ, ξ̇),   ξ(0) = 0,  ξ̇(0) = v0 > 0
//! ```
//!
//! with these events: overlap back to 0 or to the law's separation point
//! ([`NormalLaw::end`]; `overlap` criterion), force back to 0 (end, `force` criterion),
//! ξ̇ = 0 (maximum overlap: the first leg stops there), dF/dt = 0 (force extrema), and the
//! law's own (a spring with a history switching branches; the bodies stuck where it pulls). A
//! contact that does not end is integrated for [`WINDOW_SCALES`] time scales (so that a late
//! separation is still found); the window reported and plotted then ends where its overlap
//! has decayed to [`SETTLED`] of its maximum, or at that cap.

pub use crate::curves::{sample_times, Curves};
use crate::integrator::{IntegrateError, Settings};
use crate::legs::{self, Bare, Cause, Ending, Leg, Motion, Plan, System, EXTREMA};
use crate::math::sqrt;
use crate::named::named;
pub use crate::normal::NormalLaw;
use crate::normal::{Event, Mode, Watch};

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

/// A normal force law F(ξ, ξ̇) without a state, repulsive positive, from the first touch on:
/// every history-free contact model. It is a [`NormalLaw`] whose mode changes only at its
/// largest overlap (where nothing of its force changes), acting only in overlap: its contact
/// ends where the overlap (or, under the force criterion, the force) falls back to 0.
pub trait ForceLaw {
    /// Contact force \[N\] at overlap ξ \[m\] and overlap rate ξ̇ \[m/s\]. Must be defined (and
    /// continuous) for slightly negative ξ too, where the integrator may probe while
    /// locating the end of contact.
    fn force(&self, xi: f64, xi_dot: f64) -> f64;
    /// dF/dt along a trajectory with acceleration ξ̈ \[N/s\] (for locating force extrema).
    fn force_rate(&self, xi: f64, xi_dot: f64, xi_ddot: f64) -> f64;
    /// The tangent (∂F/∂ξ \[N/m\], ∂F/∂ξ̇ \[N·s/m\]) at (ξ, ξ̇): what the timestep and a
    /// replay's stability limit linearise.
    fn tangent(&self, xi: f64, xi_dot: f64) -> (f64, f64);
}

/// A law without a state as the one normal-law interface: its force whatever the mode.
impl<L: ForceLaw> NormalLaw for L {
    fn force(&self, _mode: &Mode, xi: f64, rate: f64) -> f64 {
        ForceLaw::force(self, xi, rate)
    }
    fn force_rate(&self, _mode: &Mode, xi: f64, rate: f64, acc: f64) -> f64 {
        ForceLaw::force_rate(self, xi, rate, acc)
    }
    fn tangent(&self, _mode: &Mode, xi: f64, rate: f64) -> (f64, f64) {
        ForceLaw::tangent(self, xi, rate)
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
    /// [`NormalLaw::separation`]) under the overlap criterion, positive when
    /// the force returns to 0 first (and where a contact that never ends was left).
    pub overlap_at_end: f64,
}

pub use crate::normal::TENSION_TOL;

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
pub(crate) const GAUSS5: [(f64, f64); 5] = [
    (0.046_910_077_030_668, 0.118_463_442_528_094_54),
    (0.230_765_344_947_158_45, 0.239_314_335_249_683_23),
    (0.5, 0.284_444_444_444_444_44),
    (0.769_234_655_052_841_6, 0.239_314_335_249_683_23),
    (0.953_089_922_969_332, 0.118_463_442_528_094_54),
];

/// The elastic energy ∫₀^ξ F(x, 0) dx of `law` in `mode` at overlap `xi` (the conservative
/// part of the force: the spring, [`NormalLaw::conservative`]). Composite 5-point
/// Gauss–Legendre on 16 panels graded as (i/16)⁶ towards 0, where power laws x^w lose
/// smoothness: 4e−13 relative for w = 3/2, 3e−10 for w = 1/4 (checked in the tests).
pub fn elastic_energy(law: &dyn NormalLaw, mode: &Mode, xi: f64) -> f64 {
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
            sum += w * (b - a) * law.conservative(mode, a + x * (b - a));
        }
        a = b;
    }
    sum
}

/// ∫ α|F||ξ̇| dt over the legs, and its part up to `t_max` (the maximum overlap, where the
/// first leg ends): 5-point Gauss–Legendre on every accepted step, the state at each node a
/// fresh Dormand–Prince step from the step's start.
fn local_damping_work(sys: &System<Bare>, legs: &[Leg<(), 2>], t_max: f64) -> (f64, f64) {
    let alpha = sys.motion.local_damping;
    if alpha == 0.0 {
        return (0.0, 0.0);
    }
    let (mut sum, mut loading) = (0.0, 0.0);
    for leg in legs {
        for pair in leg.skeleton.windows(2) {
            let ((t0, y0), (t1, _)) = (pair[0], pair[1]);
            let h = t1 - t0;
            for (x, w) in GAUSS5 {
                let y = sys.advance(&leg.mode, &(), (t0, &y0), x * h);
                sum += w * h * alpha * sys.law.force(&leg.mode, y[0], y[1]).abs() * y[1].abs();
            }
            if t1 <= t_max {
                loading = sum;
            }
        }
    }
    (sum, loading)
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

/// The most legs of one impact (a law with a history turns and switches branches; one
/// without has two: to the largest overlap, and from there to the end).
pub const MAX_LEGS: usize = 200;

/// How an impact described by `setup` is integrated ([`legs::Plan`]): [`settings`], a window
/// of [`WINDOW_SCALES`] time scales, the `end` criterion's end function, a stop at the
/// largest overlap (where a law with a history turns, and from where the overlap's decay to
/// [`SETTLED`] of it is recorded: the window shown for a contact that never separates), the
/// force's extrema (dF/dt = 0).
fn plan(setup: &Setup) -> Plan<2> {
    let settings = settings(setup);
    let t_cap = WINDOW_SCALES * setup.time_scale;
    Plan {
        settings,
        h_max: [settings.h_max; 2],
        window: [t_cap; 2],
        by_force: setup.end == End::Force,
        turn: Watch::Stop,
        extrema: true,
        settle: SETTLED,
        budget: u32::MAX,
        max_legs: MAX_LEGS,
        chatter: 0.0,
    }
}

/// The largest overlap and its time: where the first leg turned, else (a contact that ended
/// or was capped before any maximum) the largest state passed — the first leg's end unless a
/// state before it is larger.
fn largest_overlap(legs: &[Leg<(), 2>]) -> (f64, f64) {
    let Some(first) = legs.first() else { return (0.0, 0.0) };
    let mut best = (first.y[0], first.t);
    if matches!(first.cause, Cause::Law(Event::Turn)) {
        return best;
    }
    for l in legs {
        for (t, y) in &l.skeleton {
            if y[0] > best.0 {
                best = (y[0], *t);
            }
        }
    }
    best
}

/// F_max, its time and F_min over the contact: at first touch, at the located force
/// extrema (dF/dt = 0), at every accepted step and at the end.
fn force_extrema(
    law: &dyn NormalLaw,
    legs: &[Leg<(), 2>],
    v0: f64,
    ended: bool,
) -> (f64, f64, f64) {
    let Some(last) = legs.last() else { return (0.0, 0.0, 0.0) };
    // At a force-criterion end the force is 0 by definition (the located state gives
    // round-off of either sign); at an overlap end the located state has ξ at the end point
    // by definition: the force there rather than at the round-off of the located ξ.
    let f_end = match last.cause {
        Cause::Law(Event::Force) => 0.0,
        Cause::Law(Event::Overlap) => law.force(&last.mode, law.separation(), last.y[1]),
        _ => law.force(&last.mode, last.y[0], last.y[1]),
    };
    let f0 = law.force(&law.touch(v0), 0.0, v0);
    let (mut f_max, mut t_fmax, mut f_min) = (f0, 0.0, f0);
    // The force's extrema are where dF/dt = 0, but an extremum that falls on a terminal
    // event (an undamped law peaks exactly at ξ̇ = 0, where the first leg stops) may be
    // located by that event only; every accepted step (each leg's skeleton, its start left to
    // the leg before) is a candidate as well (a Hertz contact under g
    // had given F_max = 0). The state located at an end event is left to `f_end` (its ξ or F is 0 up to
    // round-off).
    let mut candidate = |mode: &Mode, t: f64, y: &[f64; 2]| {
        let f = law.force(mode, y[0], y[1]);
        if f > f_max {
            f_max = f;
            t_fmax = t;
        }
        f_min = f_min.min(f);
    };
    for l in legs {
        for h in l.hits.iter().filter(|h| h.index == EXTREMA) {
            candidate(&l.mode, h.t, &h.y);
        }
    }
    for (i, l) in legs.iter().enumerate() {
        let to = l.skeleton.len() - usize::from(ended && i + 1 == legs.len());
        for (t, y) in &l.skeleton[usize::from(i > 0).min(to)..to] {
            candidate(&l.mode, *t, y);
        }
    }
    if f_end > f_max {
        f_max = f_end;
        t_fmax = last.t;
    }
    f_min = f_min.min(f_end);
    (f_max, t_fmax, f_min)
}

/// F_max, its time and F_min over `candidates` (t \[s\], F \[N\]): the forces an impact
/// passed, as its law's own integration lists them.
pub fn force_range(candidates: impl IntoIterator<Item = (f64, f64)>) -> (f64, f64, f64) {
    let (mut max_force, mut t_fmax, mut min_force) = (f64::NEG_INFINITY, 0.0, f64::INFINITY);
    for (t, f) in candidates {
        if f > max_force {
            (max_force, t_fmax) = (f, t);
        }
        min_force = min_force.min(f);
    }
    (max_force, t_fmax, min_force)
}

/// How an impact with an attraction (adhesion, a liquid bridge) ended: stuck (the bodies
/// stopped together, the relative velocity reversed before they could leave) or separated at
/// the law's separation point with the speed √`margin`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Attracted {
    /// Whether the bodies stay together.
    pub stuck: bool,
    /// 2H/m at the end \[m²/s²\]: the separation speed squared when they leave.
    pub margin: f64,
    /// The impact speed \[m/s\].
    pub v0: f64,
    /// The overlap where the attraction lets go \[m\] (the law's separation point).
    pub separation: f64,
}

impl Attracted {
    /// The [`Summary`] of the impact integrated in `legs` (from the touch to the separation or
    /// the reversal), `forces` its F_max, time of F_max and F_min ([`force_range`]): no
    /// contact time and e = 0 when stuck, the overlap where the bodies stopped; else e =
    /// √margin/v0 and the separation point. The largest overlap is located where ξ̇ fell
    /// through 0, else the largest state passed.
    pub fn summary<M, const N: usize>(
        &self,
        legs: &[Leg<M, N>],
        (max_force, time_of_max_force, min_force): (f64, f64, f64),
    ) -> Summary {
        let (t_end, overlap_end) = legs.last().map_or((0.0, 0.0), |l| (l.t, l.y[0]));
        let turned = legs.iter().flat_map(|l| l.hits.iter()).find(|h| h.index == legs::TURN);
        let (max_overlap, time_of_max_overlap) = turned.map_or_else(
            || {
                legs.iter()
                    .flat_map(|l| l.skeleton.iter())
                    .map(|(t, y)| (y[0], *t))
                    .fold((0.0, 0.0), |a, b| if b.0 > a.0 { b } else { a })
            },
            |h| (h.y[0], h.t),
        );
        Summary {
            contact_time: (!self.stuck).then_some(t_end),
            restitution: if self.stuck { 0.0 } else { sqrt(self.margin) / self.v0 },
            max_overlap,
            time_of_max_overlap,
            max_force,
            time_of_max_force,
            min_force,
            window: t_end,
            overlap_at_end: if self.stuck { overlap_end } else { self.separation },
        }
    }
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

/// The restitution of the impact of `law` described by `setup`, integrated to `looser` times
/// the tolerances of [`simulate`] (no extrema, no curves), and its steps: the coarse and
/// medium trials of an inversion e → λ ([`crate::damped`]) of a law with a history, whose
/// root the full impacts then polish and check.
pub fn restitution_within(
    law: &dyn NormalLaw,
    setup: &Setup,
    looser: f64,
) -> Result<(f64, u32), IntegrateError> {
    let motion = Motion { m: setup.m, g: setup.g, local_damping: setup.local_damping };
    let sys = System { law, rider: &Bare, motion };
    let mut plan = plan(setup);
    plan.settings.rtol *= looser;
    plan.settings.atol = plan.settings.atol.map(|a| a * looser);
    plan.extrema = false;
    let run = sys.integrate(&plan, (), [0.0, setup.v0])?;
    let Some(last) = run.legs.last() else { return Err(IntegrateError::BadSettings) };
    let e = if run.ending == Ending::Ended { restitution(last.y[1], setup) } else { 0.0 };
    Ok((e, run.steps))
}

/// Integrates the impact of `law` described by `setup` on the one driver ([`crate::legs`]):
/// to the largest overlap, from there to the end (a law with a history: branch by branch),
/// then the extrema (`force_extrema`), the restitution, the curves (`samples` > 0) and the
/// work terms.
pub fn simulate(
    law: &dyn NormalLaw,
    setup: &Setup,
    samples: usize,
) -> Result<Outcome, IntegrateError> {
    let motion = Motion { m: setup.m, g: setup.g, local_damping: setup.local_damping };
    let sys = System { law, rider: &Bare, motion };
    let run = sys.integrate(&plan(setup), (), [0.0, setup.v0])?;
    let Some(last) = run.legs.last() else { return Err(IntegrateError::BadSettings) };
    let ended = run.ending == Ending::Ended;
    let (max_overlap, time_of_max_overlap) = largest_overlap(&run.legs);
    let (max_force, time_of_max_force, min_force) = force_extrema(law, &run.legs, setup.v0, ended);
    let mut settled_at = None;
    for l in &run.legs {
        if let Some(h) = l.hits.iter().find(|h| h.index == legs::SETTLED) {
            settled_at.get_or_insert(h.t);
        }
    }
    let window = if ended { last.t } else { settled_at.unwrap_or(last.t) };
    let at_separation = matches!(last.cause, Cause::Law(Event::Overlap));
    let summary = Summary {
        contact_time: ended.then_some(last.t),
        restitution: if ended { restitution(last.y[1], setup) } else { 0.0 },
        max_overlap,
        time_of_max_overlap,
        max_force,
        time_of_max_force,
        min_force,
        window,
        overlap_at_end: if at_separation { law.separation() } else { last.y[0].max(0.0) },
    };
    let curves = (samples > 0).then(|| sys.sample(&run.legs, window, samples));
    let (local_damping, local_damping_loading) =
        local_damping_work(&sys, &run.legs, summary.time_of_max_overlap);
    let work = Work {
        local_damping,
        local_damping_loading,
        stored: elastic_energy(law, &last.mode, summary.overlap_at_end),
    };
    Ok(Outcome { summary, curves, steps: run.steps, work })
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
            fn tangent(&self, xi: f64, _v: f64) -> (f64, f64) {
                (ForceLaw::force_rate(self, xi, 1.0, 0.0), 0.0)
            }
        }
        for w in [1.0, 1.5, 0.25] {
            let xi = 3e-5;
            let exact = 2e9 * crate::math::powf(xi, w + 1.0) / (w + 1.0);
            let got = elastic_energy(&Power(w), &Mode::default(), xi);
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
            fn tangent(&self, xi: f64, _v: f64) -> (f64, f64) {
                (3e6 * xi * xi, 0.0)
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
