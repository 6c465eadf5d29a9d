//! One adhesive impact, integrated with its events: the contact's history (touched or not)
//! makes it stateful, so it is integrated in two phases with [`crate::integrator`]
//! (Dormand–Prince with event location), each with its own force:
//!
//! ```text
//! m δ̈ = −F(δ, δ̇),   δ(0) = 0, δ̇(0) = v0 > 0   (the first touch)
//! in contact (δ > 0):          F = spring with adhesion + dashpot   ([`AdhesiveLaw::force_in`])
//! on the tail (δ ≤ 0, touched): F = the adhesion's tail             ([`AdhesiveLaw::force_tail`])
//! ```
//!
//! A DEM code's own rules ([`super::law::Rules`]) may switch the force in contact between
//! regimes (Kratos's and Chrono's clipped normal force, Yade's capped viscous pull): each
//! switch is a terminal event of its switching function ([`AdhesiveLaw::switches`]), and the
//! contact phase goes on from there in the new regime, watching that function only for the
//! crossing back (so that a switch located a hair early is not found again at once); LAMMPS's
//! dashpot acts on the tail too. The force is smooth within each leg, so the integrator keeps
//! its order.
//!
//! A third state D′ = (F − F_cons) δ̇ ≥ 0 integrates the work of everything that is not the
//! law's potential force F_cons (the dashpot, or what a code's rule makes of it), so that the
//! energy is accounted for: H = ½ m δ̇² + V(δ), with V the potential of the law after the
//! touch taken 0 at the separation point, falls as H(t) = ½ m v0² − W_tail − D(t) (W_tail the
//! work of the tail, [`super::law::Adhesion::tail_work`]).
//!
//! Events: in contact, δ falling through 0 (the tail begins, or the contact ends where the
//! law has no tail), δ̇ falling through 0 (the largest overlap), δ̇ rising through 0 (the
//! relative velocity reverses: stuck), dF/dt = 0 (force extrema); on the tail, δ falling
//! through the separation point (the contact ends), δ̇ rising through 0 (stuck), dF/dt = 0.
//!
//! Stuck: once δ̇ reverses before the separation point, the state has H = V(δ_min) < 0 (a
//! turning point with δ̇ rising has F ≤ 0, inside the well where V < 0), and since H only
//! falls the bodies never reach the separation point again. A contact that creeps (an
//! overdamped dashpot) without reversing is followed for [`crate::impact::WINDOW_SCALES`] of
//! its slowest time scale and counted as stuck there.

use super::law::{AdhesiveLaw, Regime};
use crate::impact::{Curves, Summary, MAX_STEPS, RTOL, WINDOW_SCALES};
use crate::integrator::{self, Crossing, EventSpec, Hit, IntegrateError, Settings, Stop};
use crate::legs;
use crate::math::sqrt;
use alloc::vec::Vec;

/// Which law acts: in contact (δ > 0, in a regime of the code's rules) or on the tail after
/// the touch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// δ > 0: the normal law with adhesion and dashpot.
    In(Regime),
    /// δ ≤ 0 after the first touch: the adhesion's tail.
    Tail,
}

/// The most legs (regime switches) one contact may take before it is given up.
const MAX_LEGS: usize = 64;

/// The equation of motion in y = [δ, δ̇, D] for one phase.
struct Motion<'a> {
    law: &'a AdhesiveLaw,
    phase: Phase,
}

impl Motion<'_> {
    fn force(&self, y: &[f64; 3]) -> f64 {
        match self.phase {
            Phase::In(r) => self.law.force_in(y[0], y[1], r),
            Phase::Tail => self.law.force_tail(y[0], y[1]),
        }
    }
    fn force_rate(&self, y: &[f64; 3]) -> f64 {
        let acc = -self.force(y) / self.law.m;
        match self.phase {
            Phase::In(r) => self.law.force_rate_in(y[0], y[1], acc, r),
            Phase::Tail => self.law.force_rate_tail(y[0], y[1], acc),
        }
    }
}

impl integrator::Ode<3> for Motion<'_> {
    fn rhs(&self, _t: f64, y: &[f64; 3]) -> [f64; 3] {
        // The force and its conservative part from one evaluation of the law (the numbers of
        // `force` and `conservative`).
        let (f, conservative) = match self.phase {
            Phase::In(r) => self.law.force_in_and_spring(y[0], y[1], r),
            Phase::Tail => self.law.force_tail_and_tail(y[0], y[1]),
        };
        [y[1], -f / self.law.m, (f - conservative) * y[1]]
    }
}

/// The adhesive law as a system whose mode is its phase ([`crate::legs::Modes`]): the
/// equation of motion of [`Motion`] in each.
struct Phases<'a>(&'a AdhesiveLaw);

impl legs::Modes<3> for Phases<'_> {
    type Mode = Phase;
    fn rhs(&self, phase: Phase, y: &[f64; 3]) -> [f64; 3] {
        integrator::Ode::rhs(&Motion { law: self.0, phase }, 0.0, y)
    }
    fn force(&self, phase: Phase, y: &[f64; 3]) -> f64 {
        Motion { law: self.0, phase }.force(y)
    }
}

/// An adhesive impact integrated.
#[derive(Debug, Clone, PartialEq)]
pub struct Sticky {
    /// The numbers as for any contact (contact time from the touch to the separation point,
    /// `None` when stuck; restitution 0 when stuck; extremes up to the end or the reversal).
    pub summary: Summary,
    /// Sampled curves over the window (the tail below δ = 0 included).
    pub curves: Option<Curves>,
    /// Accepted steps, both phases.
    pub steps: u32,
    /// Whether the bodies stay together.
    pub stuck: bool,
    /// Whether a stuck contact was decided by the velocity reversing (else it crept for the
    /// whole window without separating).
    pub reversed: bool,
    /// The work of the dashpot (and of a code's rules, [`super::law::Rules`]) \[J\].
    pub dissipated: f64,
    /// The force just after the first touch \[N\] (JKR: −(8/9)F_c, plus a linear dashpot's
    /// c v0).
    pub touch_force: f64,
    /// The force at the separation point, the limit from the contact's side \[N\] (JKR:
    /// −(5/9)F_c); `None` when stuck.
    pub separation_force: Option<f64>,
    /// 2H/m = v0² − 2(W_tail + D)/m \[m²/s²\]: v_sep² when separated (≥ 0), negative when
    /// stuck; a function of v0 and the damping that changes sign, continuously, where
    /// sticking begins.
    pub margin: f64,
}

/// Tolerances, steps and the window of each phase, and whether the extremes are located.
struct Plan {
    settings: Settings<3>,
    /// The longest step in contact and on the tail \[s\].
    h_max: (f64, f64),
    /// How long each phase may last \[s\].
    window: (f64, f64),
    /// Whether the largest overlap and the force's extrema are located (events that do not
    /// stop a leg: without them the legs are the same, step for step, and so the margin).
    extremes: bool,
}

/// The plan for `law` at `v0` from its time scales ([`AdhesiveLaw::scales`]): absolute
/// tolerances 1e−2·rtol of the overlap, speed and energy scales; steps of at most 0.1 of the
/// phase's time scale; windows of [`WINDOW_SCALES`] slowest time scales (longer by the
/// damping ratio in contact, where an overdamped contact creeps; on the tail, of the tail's
/// own scale, [`AdhesiveLaw::tail_time`]: 60 of them cover the approach to the separation of
/// linear-irreversible, atanh(V_s/v)/ω_a, down to v − V_s ~ e⁻¹²⁰ V_s, far below the
/// resolution of f64). The relative tolerance is
/// a tenth of [`RTOL`], divided by the adhesive well's energy over the impact's
/// ([`AdhesiveLaw::well_ratio`], at most 100): the dashpot's work D near the sticking
/// velocity is nearly the whole impact energy, and V_s is where v0² − 2(W + D)/m changes
/// sign (measured against tests/golden/adhesion.json: V_s of DMT on Tsuji to 1.7e−9 at
/// [`RTOL`], 3.6e−11 at a tenth of it, for 1.6 times the steps); inside a deep well the
/// speeds are many times v0 (sjkr on hertz with a well 7·10⁴ times the impact's: the
/// integrated rebound velocity was off by 7.8·10⁻⁸ at [`RTOL`]).
fn plan(law: &AdhesiveLaw, v0: f64, coarse: f64, extremes: bool) -> Plan {
    let (ts, ta, la) = law.scales(v0);
    // The tail's own time scale ([`AdhesiveLaw::tail_time`]): the slow tail of
    // linear-irreversible (k_a ≪ k) takes far longer than the adhesion's scale in contact.
    let tt = law.tail_time().map_or(ta, |t| t.max(ta));
    let length = (v0 * ts).min(la);
    let creep = law.damping_ratio().max(1.0);
    let rtol = coarse * 0.1 * RTOL / law.well_ratio(v0).clamp(1.0, 100.0);
    let settings = Settings {
        rtol,
        atol: [rtol * 1e-2 * length, rtol * 1e-2 * v0, rtol * 1e-2 * 0.5 * law.m * v0 * v0],
        h0: 1e-3 * ts.min(ta),
        h_max: 0.1 * ts.min(ta),
        max_steps: MAX_STEPS,
    };
    // A search's coarse impacts (no extremes, a looser tolerance) take the slower scale's
    // longest step: the error control still resolves the fast one, and only the legs' ends
    // are wanted (an overdamped contact that creeps for its whole window took 124 000 steps
    // at 0.1 of the faster scale, with 200 times between them: linear with sjkr, damping
    // 1.5). Full impacts keep simulate's, so that their legs are its legs step for step and
    // the margin's sign is its stuck flag: with the longer steps a contact creeping back
    // towards δ = 0 crossed it within the window where simulate's did not (sjkr2 on a linear
    // spring at damping 1.05, stuck at every speed by simulate, was given a sticking
    // velocity).
    let fast = if extremes || coarse <= 1.0 { ts.min(ta) } else { ts.max(ta) };
    Plan {
        settings,
        h_max: (0.1 * fast * creep, 0.1 * tt),
        window: (WINDOW_SCALES * ts.max(ta) * creep, WINDOW_SCALES * tt),
        extremes,
    }
}

/// How a phase ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// δ reached the phase's end point (0 in contact, the separation point on the tail).
    Crossed,
    /// δ̇ reversed: stuck.
    Reversed,
    /// The window ran out.
    Window,
    /// A switching function of the code's rules crossed 0 (index 0 or 1) in the direction
    /// given (`true`: rising): the contact goes on in another regime.
    Switch(usize, bool),
    /// |δ| reached the law's reach ([`AdhesiveLaw::reach`]): out of its range.
    Beyond,
}

/// One leg integrated: its phase, skeleton, located events, end state.
struct Leg {
    phase: Phase,
    skeleton: Vec<(f64, [f64; 3])>,
    hits: Vec<Hit<3>>,
    t: f64,
    y: [f64; 3],
    end: End,
    steps: u32,
}

/// One leg in contact, from (t0, y0) in `regime`: events δ ↓ 0 (0, terminal), δ̇ ↓ 0 (1:
/// largest overlap), δ̇ ↑ 0 (2, terminal: reversal), dF/dt = 0 (3), the switching functions
/// (4, 5, terminal) in the directions `watch` allows, δ ↑ the law's reach (6, terminal: out of
/// its range).
fn in_contact(
    law: &AdhesiveLaw,
    (t0, y0): (f64, [f64; 3]),
    regime: Regime,
    watch: [Crossing; 2],
    p: &Plan,
) -> Result<Leg, IntegrateError> {
    let phase = Phase::In(regime);
    let motion = Motion { law, phase };
    let reach = law.reach.min(f64::MAX);
    let g = |_t: f64, y: &[f64; 3]| {
        let s = law.switches(y[0], y[1]);
        // Without the extremes, constants: no root, no event located, no step rejected
        // for one (the reach stays: an impact out of range stops, coarse or full).
        let (rate, force_rate) = if p.extremes { (y[1], motion.force_rate(y)) } else { (1.0, 1.0) };
        [y[0], rate, y[1], force_rate, s[0], s[1], y[0] - reach]
    };
    let spec = |crossing, terminal| EventSpec { crossing, terminal };
    let specs = [
        spec(Crossing::Falling, true),
        spec(Crossing::Falling, false),
        spec(Crossing::Rising, true),
        spec(Crossing::Either, false),
        spec(watch[0], true),
        spec(watch[1], true),
        spec(Crossing::Rising, true),
    ];
    let settings = Settings { h_max: p.h_max.0, ..p.settings };
    let run = legs::leg(&Phases(law), phase, (t0, y0), &g, &specs, p.window.0, &settings)?;
    let end = match run.stop {
        Stop::Event(0) => End::Crossed,
        Stop::Event(i @ (4 | 5)) => {
            let rising = run.hits.iter().rev().find(|h| h.index == i).is_some_and(|h| h.rising);
            End::Switch(i - 4, rising)
        }
        Stop::Event(6) => End::Beyond,
        Stop::Event(_) => End::Reversed,
        Stop::End => End::Window,
    };
    let (skeleton, hits, t, y, steps) = (run.skeleton, run.hits, run.t, run.y, run.accepted);
    Ok(Leg { phase, skeleton, hits, t, y, end, steps })
}

/// The contact phase: legs from the touch, switching regime at each switch event, until δ
/// falls through 0, the velocity reverses, or the window ends.
fn contact_legs(law: &AdhesiveLaw, v0: f64, p: &Plan) -> Result<Vec<Leg>, IntegrateError> {
    let mut legs: Vec<Leg> = Vec::new();
    let (mut t, mut y) = (0.0, [0.0, v0, 0.0]);
    let s = law.switches(0.0, v0);
    let mut below = [s[0] < 0.0, s[1] < 0.0];
    let mut watch = [Crossing::Either, Crossing::Either];
    loop {
        let mut leg = in_contact(law, (t, y), law.regime(below), watch, p)?;
        crossed_unseen(law, &mut leg, 0.0);
        if matches!(leg.end, End::Switch(..)) && !(leg.y[0] > 0.0) {
            // A switch located at δ = 0 itself (within the root's tolerance): the contact ends.
            leg.y[0] = 0.0;
            leg.end = End::Crossed;
        }
        let end = leg.end;
        (t, y) = (leg.t, leg.y);
        legs.push(leg);
        let End::Switch(i, rising) = end else { return Ok(legs) };
        if legs.len() >= MAX_LEGS {
            return Err(IntegrateError::StepLimit { t });
        }
        let s = law.switches(y[0], y[1]);
        below = [s[0] < 0.0, s[1] < 0.0];
        below[i] = !rising;
        watch = [Crossing::Either, Crossing::Either];
        watch[i] = if rising { Crossing::Falling } else { Crossing::Rising };
    }
}

/// Phase 2, on the tail from δ = 0: events δ ↓ δ_sep (0, terminal), δ̇ ↑ 0 (1, terminal:
/// reversal), dF/dt = 0 (2), δ ↓ −reach (3, terminal: out of the law's range).
fn on_tail(law: &AdhesiveLaw, t0: f64, y0: [f64; 3], p: &Plan) -> Result<Leg, IntegrateError> {
    let motion = Motion { law, phase: Phase::Tail };
    let sep = law.separation();
    let reach = law.reach.min(f64::MAX);
    let g = |_t: f64, y: &[f64; 3]| {
        let force_rate = if p.extremes { motion.force_rate(y) } else { 1.0 };
        [y[0] - sep, y[1], force_rate, y[0] + reach]
    };
    let spec = |crossing, terminal| EventSpec { crossing, terminal };
    let specs = [
        spec(Crossing::Falling, true),
        spec(Crossing::Rising, true),
        spec(Crossing::Either, false),
        spec(Crossing::Falling, true),
    ];
    let settings = Settings { h_max: p.h_max.1, ..p.settings };
    let tail = Phase::Tail;
    let run = legs::leg(&Phases(law), tail, (t0, y0), &g, &specs, t0 + p.window.1, &settings)?;
    let end = match run.stop {
        Stop::Event(0) => End::Crossed,
        Stop::Event(3) => End::Beyond,
        Stop::Event(_) => End::Reversed,
        Stop::End => End::Window,
    };
    let (skeleton, hits, t, y, steps) = (run.skeleton, run.hits, run.t, run.y, run.accepted);
    let mut leg = Leg { phase: tail, skeleton, hits, t, y, end, steps };
    crossed_unseen(law, &mut leg, sep);
    Ok(leg)
}

/// A leg that reversed past `level` (δ below it at the reversal) crossed `level` and came back
/// within one step, unseen by the sign test at the steps' ends (a grazing exit near the
/// sticking velocity: the break or δ = 0 passed by a hair): the crossing is located by Brent's
/// method between the last accepted state and the reversal, and the leg ends there, crossed.
fn crossed_unseen(law: &AdhesiveLaw, leg: &mut Leg, level: f64) {
    if leg.end != End::Reversed || !(leg.y[0] < level) || leg.skeleton.len() < 2 {
        return;
    }
    let (t0, y0) = leg.skeleton[leg.skeleton.len() - 2];
    if !(y0[0] > level) {
        return;
    }
    let motion = Motion { law, phase: leg.phase };
    let phi = |t: f64| integrator::step(&motion, t0, &y0, t - t0)[0] - level;
    let xtol = 4.0 * f64::EPSILON * leg.t.abs();
    let t = match crate::roots::brent(phi, t0, leg.t, xtol, 200) {
        Ok(t) | Err(crate::roots::RootError::MaxIterations { best: t }) => t,
        Err(_) => return,
    };
    let y = integrator::step(&motion, t0, &y0, t - t0);
    leg.skeleton.pop();
    leg.skeleton.push((t, y));
    leg.hits.retain(|h| h.t <= t);
    (leg.t, leg.y, leg.end) = (t, y, End::Crossed);
}

/// The force at each state a leg passed (its terminal state as the one-sided limit at the
/// exact end point: δ = `at_end`) and at its located events of `indices`.
fn forces(law: &AdhesiveLaw, leg: &Leg, at_end: f64, indices: &[usize]) -> Vec<(f64, f64)> {
    let motion = Motion { law, phase: leg.phase };
    let mut out: Vec<(f64, f64)> = Vec::new();
    let n = leg.skeleton.len();
    for (i, (t, y)) in leg.skeleton.iter().enumerate() {
        let mut y = *y;
        if i + 1 == n && leg.end == End::Crossed {
            y[0] = at_end;
        }
        out.push((*t, motion.force(&y)));
    }
    for h in leg.hits.iter().filter(|h| indices.contains(&h.index)) {
        out.push((h.t, motion.force(&h.y)));
    }
    out
}

/// The largest overlap: located where δ̇ fell through 0, else the largest state passed.
fn largest_overlap(legs: &[Leg]) -> (f64, f64) {
    if let Some(h) = legs.iter().flat_map(|l| l.hits.iter()).find(|h| h.index == 1) {
        return (h.y[0], h.t);
    }
    legs.iter().flat_map(|l| l.skeleton.iter()).map(|(t, y)| (y[0], *t)).fold((0.0, 0.0), |a, b| {
        if b.0 > a.0 {
            b
        } else {
            a
        }
    })
}

/// The legs of the impact of `law` at `v0` as `p` plans them: in contact from the first
/// touch, then on the tail where the law has one, to the separation point or the reversal
/// (or to the law's reach: [`End::Beyond`]).
fn legs_of(law: &AdhesiveLaw, v0: f64, p: &Plan) -> Result<Vec<Leg>, IntegrateError> {
    let mut legs = contact_legs(law, v0, p)?;
    let sep = law.separation();
    let first_end = legs.last().map_or(End::Window, |l| l.end);
    if first_end == End::Crossed && sep < 0.0 {
        let (t, y) = legs.last().map_or((0.0, [0.0; 3]), |l| (l.t, l.y));
        legs.push(on_tail(law, t, [0.0, y[1], y[2]], p)?);
    }
    Ok(legs)
}

/// Below this e² (e = 10⁻³) a dissipative impact's rebound speed is read from the integrated
/// velocity, not from the energy left ([`margin_of`]).
const SLOW_REBOUND: f64 = 1e-6;

/// Whether the bodies stay together, and 2H/m at the end of the impact integrated in `legs`
/// ([`Sticky::margin`]): negative when stuck, else v_sep² ≥ 0; an impact that reached the
/// law's reach is out of its range ([`IntegrateError::OutOfDomain`]). The energy left at the
/// separation point, ½ m v_sep² = ½ m v0² − W_tail − D (module doc), rather than the velocity
/// integrated through the well: where the well holds far more energy than the impact, that
/// velocity is a small difference of large ones (sjkr on hertz with a well 10⁸ times the
/// impact's came out e = 1 + 3.3e−8 for a conservative contact), while D is the dashpot's
/// work alone, integrated to its own relative accuracy (and exact, 0, without a dashpot).
/// But with a dashpot a slow rebound (e² below [`SLOW_REBOUND`]) is a difference of energies
/// of order m v0² that the integration's tolerance swamps (measured on linear with sjkr:
/// e = 10⁻¹² came out 0, 10⁻⁶ 0.9 % low, against RK4), while the velocity where the contact
/// ends at δ = 0, integrated to an absolute tolerance of 10⁻¹⁵ v0, keeps its digits: there
/// v_sep² is that velocity's square, less 2W_tail/m where a conservative tail follows
/// ([`through_tail`]; the velocity integrated to the tail's end, δ_c of JKR, is less
/// accurate: the force has a vertical tangent there).
fn margin_of(law: &AdhesiveLaw, v0: f64, legs: &[Leg]) -> Result<(bool, f64), IntegrateError> {
    let Some(last) = legs.last() else { return Err(IntegrateError::BadSettings) };
    if last.end == End::Beyond {
        return Err(IntegrateError::OutOfDomain { t: last.t });
    }
    let stuck = last.end != End::Crossed;
    let dissipated = last.y[2];
    let left = v0 * v0 - 2.0 * (law.tail_work() + dissipated) / law.m;
    if stuck {
        return Ok((true, left.min(-f64::MIN_POSITIVE)));
    }
    if left >= SLOW_REBOUND * v0 * v0 || dissipated == 0.0 {
        return Ok((false, left.max(0.0)));
    }
    let slow = match legs.iter().rev().find(|l| l.phase != Phase::Tail) {
        Some(contact) if last.phase == Phase::Tail && conservative_tail(law) => {
            through_tail(law, contact.y[1]).unwrap_or(last.y[1] * last.y[1])
        }
        _ => last.y[1] * last.y[1],
    };
    Ok((false, slow))
}

/// Whether nothing acts on the tail but the adhesion's own force (no dashpot there).
fn conservative_tail(law: &AdhesiveLaw) -> bool {
    !law.rules.dashpot_on_tail || law.lambda == 0.0
}

/// v_sep² of bodies that leave the overlap at speed `v` onto a conservative tail,
/// v² − 2W_tail/m, where it is positive (they reach the separation point).
fn through_tail(law: &AdhesiveLaw, v: f64) -> Option<f64> {
    let sep = v * v - 2.0 * law.tail_work() / law.m;
    (sep > 0.0).then_some(sep)
}

/// The margin of bodies that leave the overlap at speed `v_out`, the dashpot having taken
/// `dissipated`, onto a conservative tail that ends within the law's reach, without
/// integrating the tail: the energy account decides, read as [`margin_of`] reads the
/// integrated tail — v0² − 2(W_tail + D)/m, or below [`SLOW_REBOUND`] with a dashpot
/// [`through_tail`] of `v_out` — separated where that is positive (the bodies reach the
/// separation point exactly then: on a conservative tail ½ m δ̇² + V(δ) stays what it was at
/// δ = 0), else stuck, 2H/m < 0 as [`margin_of`] gives it.
fn past_conservative_tail(law: &AdhesiveLaw, v0: f64, dissipated: f64, v_out: f64) -> f64 {
    let left = v0 * v0 - 2.0 * (law.tail_work() + dissipated) / law.m;
    let v_sep2 = if left >= SLOW_REBOUND * v0 * v0 || dissipated == 0.0 {
        left
    } else {
        v_out * v_out - 2.0 * law.tail_work() / law.m
    };
    if v_sep2 > 0.0 {
        v_sep2
    } else {
        left.min(-f64::MIN_POSITIVE)
    }
}

/// How much looser than the full relative tolerance a search's first, coarse impacts are
/// integrated ([`margin`]): they take a fifth to a tenth of the steps, and the sticking
/// velocity's root lies within ~1e−6 of the full one's (measured on JKR and DMT on Tsuji,
/// α1 = 0.3 and 1: 6.5e−7, 9e−9, 4.1e−6, 5e−8); full impacts then finish the search.
pub const COARSE: f64 = 1e6;

/// [`Sticky::margin`] of the impact of `law` at `v0` and the integration steps it took,
/// integrated to `coarse` times the full relative tolerance (1: the full one; more: a
/// cheaper, less accurate impact for the first steps of a search), without locating the
/// extremes (events that do not stop a leg). An impact that reaches the law's reach
/// ([`AdhesiveLaw::reach`]) is out of its range, coarse or full:
/// [`IntegrateError::OutOfDomain`], as [`simulate`] says. Where the rest is conservative it
/// is not integrated, the energy account deciding (`past_conservative_tail`; module doc:
/// H = ½ m v0² − W_tail − D, D the dashpot's work): the tail after the bodies leave the
/// overlap where the dashpot does not act on it and it ends within the reach (its |δ| stays
/// below |δ_sep|); and without a dashpot, where no reach is given, the whole contact (D = 0:
/// the margin is v0² − 2W_tail/m) — with a reach the contact is integrated, to know that it
/// stays within it.
pub fn margin(law: &AdhesiveLaw, v0: f64, coarse: f64) -> Result<(f64, u32), IntegrateError> {
    // Every code's rule acts through the dashpot, but Yade's cap (the viscous pull replaced
    // by the adhesion force): without a dashpot, nothing but the tail takes energy.
    if law.lambda == 0.0 && !law.rules.cap_viscous && law.reach == f64::INFINITY {
        return Ok((past_conservative_tail(law, v0, 0.0, v0), 0));
    }
    let p = plan(law, v0, coarse, false);
    let mut legs = contact_legs(law, v0, &p)?;
    let mut steps = legs.iter().map(|l| l.steps).sum::<u32>();
    let Some(last) = legs.last() else { return Err(IntegrateError::BadSettings) };
    let sep = law.separation();
    if last.end == End::Crossed && sep < 0.0 {
        if conservative_tail(law) && -sep < law.reach {
            let (d, v) = (last.y[2], last.y[1]);
            return Ok((past_conservative_tail(law, v0, d, v), steps));
        }
        let y = last.y;
        let tail = on_tail(law, last.t, [0.0, y[1], y[2]], &p)?;
        steps += tail.steps;
        legs.push(tail);
    }
    Ok((margin_of(law, v0, &legs)?.1, steps))
}

/// Integrates the impact of `law` at `v0` from the first touch to the separation point or
/// to the reversal of the relative velocity (stuck); `samples` > 0 adds curves. An impact
/// whose |δ| reaches the law's reach ([`AdhesiveLaw::reach`]) is out of the law's range:
/// [`IntegrateError::OutOfDomain`].
pub fn simulate(law: &AdhesiveLaw, v0: f64, samples: usize) -> Result<Sticky, IntegrateError> {
    let legs = legs_of(law, v0, &plan(law, v0, 1.0, true))?;
    let sep = law.separation();
    let Some(last) = legs.last() else { return Err(IntegrateError::BadSettings) };
    let (stuck, margin) = margin_of(law, v0, &legs)?;
    let touch_force = law.force_in(0.0, v0, legs[0].phase_regime());
    let mut candidates = alloc::vec![(0.0, touch_force)];
    for leg in &legs {
        let (at_end, indices): (f64, &[usize]) =
            if leg.phase == Phase::Tail { (sep, &[2]) } else { (0.0, &[1, 3]) };
        candidates.extend(forces(law, leg, at_end, indices));
    }
    let (mut max_force, mut t_fmax, mut min_force) = (f64::NEG_INFINITY, 0.0, f64::INFINITY);
    for (t, f) in candidates {
        if f > max_force {
            (max_force, t_fmax) = (f, t);
        }
        min_force = min_force.min(f);
    }
    let (max_overlap, t_max) = largest_overlap(&legs);
    let dissipated = last.y[2];
    let summary = Summary {
        contact_time: (!stuck).then_some(last.t),
        restitution: if stuck { 0.0 } else { sqrt(margin) / v0 },
        max_overlap,
        time_of_max_overlap: t_max,
        max_force,
        time_of_max_force: t_fmax,
        min_force,
        window: last.t,
        overlap_at_end: if stuck { last.y[0] } else { sep },
    };
    let separation_force = (!stuck).then(|| {
        let mut y = last.y;
        y[0] = if last.phase == Phase::Tail { sep } else { 0.0 };
        Motion { law, phase: last.phase }.force(&y)
    });
    // Each sample a fresh Dormand–Prince step from the accepted state before it, with that
    // state's law.
    let curves = (samples > 0).then(|| {
        let skeletons = legs.iter().map(|l| (l.phase, &l.skeleton[..]));
        legs::sample(&Phases(law), skeletons, last.t, samples)
    });
    Ok(Sticky {
        summary,
        curves,
        steps: legs.iter().map(|l| l.steps).sum(),
        stuck,
        reversed: last.end == End::Reversed,
        dissipated,
        touch_force,
        separation_force,
        margin,
    })
}

/// The adhesive impact at v0 (the setup: the law holds the mass) through the generic
/// inversion e → λ ([`crate::damped`]): its restitution signed as [`Sticky::margin`] gives it
/// (−√(−2H/m)/v0 when stuck, continuous through 0 where sticking begins).
impl crate::damped::Damped for AdhesiveLaw {
    type Setup = f64;
    /// The restitution achieved must be the one asked for to 1e−6: a rebound speed far below
    /// the impact's is below what the integration resolves (its kinetic energy is a
    /// difference of energies of order m v0²; measured: e = 1e−5 asked for came out
    /// 0.99995e−5, 1e−4 to 2e−7).
    const RESOLVED: f64 = 1e-6;
    fn lambda(&self) -> f64 {
        self.lambda
    }
    fn with_lambda(&self, lambda: f64) -> Self {
        AdhesiveLaw { lambda, ..*self }
    }
    /// The normal law's: m v0 (k/(m v0²))^((1+p)/(1+w)) (Hu et al. 2011, §III).
    fn lambda_scale(&self, v0: &f64) -> f64 {
        crate::models::power_law::lambda_from_alpha2(1.0, self.m, self.k, *v0, self.w, self.p)
    }
    fn signed_restitution(&self, v0: &f64) -> Result<(f64, u32), IntegrateError> {
        signed(self, *v0, 1.0)
    }
    /// The same, integrated [`COARSE`]ly.
    fn coarse_restitution(&self, v0: &f64) -> Option<Result<(f64, u32), IntegrateError>> {
        Some(signed(self, *v0, COARSE))
    }
    /// The λ that gives `e` without adhesion under the overlap criterion, exact for
    /// p = (w − 1)/2 (Hu et al. 2011, eq. 10; linear: Teufelsbauer, Hübl & Wu 2008, eq. 11;
    /// Tsuji: Hu et al. 2011, eq. 7): the adhesion takes energy too, so the λ sought lies
    /// below it.
    fn lambda_guess(&self, e: f64, v0: &f64) -> f64 {
        crate::models::power_law::alpha2_closed_form(e, self.w) * self.lambda_scale(v0)
    }
}

/// The restitution of the impact of `law` at `v0`, signed as [`Sticky::margin`], and its
/// steps, integrated to `coarse` times the full relative tolerance.
fn signed(law: &AdhesiveLaw, v0: f64, coarse: f64) -> Result<(f64, u32), IntegrateError> {
    let (margin, steps) = margin(law, v0, coarse)?;
    let e = if margin >= 0.0 { sqrt(margin) } else { -sqrt(-margin) } / v0;
    Ok((e, steps))
}

impl Leg {
    /// The regime of a contact leg (Free on the tail).
    fn phase_regime(&self) -> Regime {
        match self.phase {
            Phase::In(r) => r,
            Phase::Tail => Regime::Free,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::jkr::Jkr;
    use super::super::law::Adhesion;
    use super::*;
    use crate::testing::rel;

    fn jkr_on_hertz(lambda: f64) -> AdhesiveLaw {
        let e_star = 5e9 / (2.0 * (1.0 - 0.09));
        let r1 = 20e-6;
        let r_star = r1 / 2.0;
        let m = 4.0 / 3.0 * core::f64::consts::PI * r1 * r1 * r1 * 1500.0 / 2.0;
        let k = 4.0 / 3.0 * e_star * crate::math::sqrt(r_star);
        AdhesiveLaw {
            m,
            k,
            w: 1.5,
            p: 0.25,
            lambda,
            adhesion: Adhesion::Jkr(Jkr::new(0.1, e_star, r_star)),
            break_at: None,
            rules: Default::default(),
            reach: r1,
        }
    }

    /// The elastic JKR impact (Thornton & Ning 1998): e = √(1 − V_s²/v0²) with
    /// V_s = √(2W/m*), energy W lost on the tail; the extremes at the jumps: −(8/9)F_c at
    /// the touch, −F_c on the tail, −(5/9)F_c at δ_c; below V_s stuck.
    #[test]
    fn elastic_jkr() {
        let law = jkr_on_hertz(0.0);
        let Adhesion::Jkr(j) = law.adhesion else { unreachable!() };
        let vs = crate::math::sqrt(2.0 * j.tail_work() / law.m);
        assert!((vs - 0.036_544).abs() < 1e-5, "{vs}");
        for v0 in [1.2 * vs, 3.0 * vs, 30.0 * vs] {
            let s = simulate(&law, v0, 0).unwrap();
            assert!(!s.stuck);
            let e = crate::math::sqrt(1.0 - vs * vs / (v0 * v0));
            assert!(rel(s.summary.restitution, e) < 1e-9, "{v0}: {} vs {e}", s.summary.restitution);
            assert!(rel(s.summary.min_force, -j.pull_off()) < 1e-9, "{}", s.summary.min_force);
        }
        let s = simulate(&law, 0.9 * vs, 50).unwrap();
        assert!(s.stuck && s.reversed && s.margin < 0.0);
        assert!(s.curves.unwrap().overlap.iter().any(|x| *x < 0.0));
    }

    /// The powder pair's JKR and DMT on Tsuji's dashpot at α1.
    fn on_tsuji(alpha1: f64) -> [AdhesiveLaw; 2] {
        let jkr = jkr_on_hertz(0.0);
        let lambda = alpha1 * crate::math::sqrt(jkr.m * jkr.k);
        let Adhesion::Jkr(j) = jkr.adhesion else { unreachable!() };
        let dmt = Adhesion::Dmt { w: j.w, r_star: j.r_star };
        [AdhesiveLaw { lambda, ..jkr }, AdhesiveLaw { lambda, adhesion: dmt, ..jkr }]
    }

    /// A search's margin (no extremes located, a conservative rest by its energy, no
    /// dashpot in closed form) is the integrated impact's ([`simulate`]) on both sides of the
    /// sticking velocity, stuck in contact, on the tail, or separated.
    #[test]
    fn margin_is_the_simulated_one() {
        for alpha1 in [0.0, 0.3, 1.0] {
            for law in on_tsuji(alpha1) {
                for v0 in [0.01, 0.03, 0.07, 0.1, 0.3, 3.0] {
                    let (m, _) = margin(&law, v0, 1.0).unwrap();
                    let s = simulate(&law, v0, 0).unwrap();
                    assert!((m - s.margin).abs() <= 1e-12 * v0 * v0, "{v0}: {m} vs {}", s.margin);
                    assert_eq!(m < 0.0, s.stuck, "{alpha1} {v0}");
                }
            }
        }
    }

    /// The law without coarse trials: the generic inversion with full trials throughout.
    struct FullOnly(AdhesiveLaw);

    impl crate::damped::Damped for FullOnly {
        type Setup = f64;
        const RESOLVED: f64 = 1e-6;
        fn lambda(&self) -> f64 {
            self.0.lambda
        }
        fn with_lambda(&self, lambda: f64) -> Self {
            FullOnly(self.0.with_lambda(lambda))
        }
        fn lambda_scale(&self, v0: &f64) -> f64 {
            self.0.lambda_scale(v0)
        }
        fn signed_restitution(&self, v0: &f64) -> Result<(f64, u32), IntegrateError> {
            self.0.signed_restitution(v0)
        }
        fn lambda_guess(&self, e: f64, v0: &f64) -> f64 {
            self.0.lambda_guess(e, v0)
        }
    }

    /// The inversion e → λ with coarse trials first (the bracket and a first root, polished
    /// by the secant method on full ones) finds the λ of the inversion with full trials
    /// throughout, to 1e−9, and the restitution asked for to 1e−9.
    #[test]
    fn inversion_with_coarse_trials_agrees() {
        use crate::damped::Damped;
        for law in on_tsuji(0.0) {
            for (e, v0) in [(0.5, 0.3), (0.2, 0.3), (0.8, 1.0)] {
                let fast = law.lambda_for_restitution(e, &v0).unwrap();
                let full = FullOnly(law).lambda_for_restitution(e, &v0).unwrap();
                assert!(crate::testing::rel(fast, full) < 1e-9, "{e} {v0}: {fast} vs {full}");
                let (got, _) = law.with_lambda(fast).signed_restitution(&v0).unwrap();
                assert!((got - e).abs() < 1e-9 * e, "{e} {v0}: {got}");
            }
        }
    }
}
