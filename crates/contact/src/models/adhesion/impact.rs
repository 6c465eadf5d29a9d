//! One adhesive impact, integrated with its events on the one driver ([`crate::legs`]): the
//! contact's history (touched or not) makes it stateful — the law composed with its adhesion
//! ([`crate::models::composed::Composed`]) has two touch modes, each with its own force:
//!
//! ```text
//! m δ̈ = −F(δ, δ̇),   δ(0) = 0, δ̇(0) = v0 > 0   (the first touch)
//! in contact (δ > 0):          F = spring with adhesion + dashpot
//! on the tail (δ ≤ 0, touched): F = the adhesion's tail
//! ```
//!
//! A DEM code's own rules ([`super::law::Rules`]) may switch the force in contact between
//! regimes (Kratos's and Chrono's clipped normal force, Yade's capped viscous pull): each
//! switch is a terminal event of its switching function (the law's), and the
//! contact phase goes on from there in the new regime, watching that function only for the
//! crossing back (so that a switch located a hair early is not found again at once); LAMMPS's
//! dashpot acts on the tail too. The force is smooth within each leg, so the integrator keeps
//! its order.
//!
//! A third state D′ = (F − F_cons) δ̇ ≥ 0 ([`crate::legs::Work`]) integrates the work of
//! everything that is not the law's potential force F_cons (the dashpot, or what a code's rule makes of it), so that the
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

use super::law::AdhesiveLaw;
use crate::impact::{Curves, Summary, MAX_STEPS, RTOL, WINDOW_SCALES};
use crate::integrator::{IntegrateError, Settings};
use crate::legs::{Cause, Ending, Leg, Motion, Plan, System, Work, EXTREMA, TURN};
use crate::math::sqrt;
use crate::models::composed::Composed;
use crate::normal::{Event, NormalLaw, Touch, Watch};
use alloc::vec::Vec;

/// The most legs (regime switches) one contact may take before it is given up.
const MAX_LEGS: usize = 64;

/// An adhesive impact integrated.
#[derive(Debug, Clone, PartialEq)]
pub struct Sticky {
    /// The numbers as for any contact (contact time from the touch to the separation point,
    /// `None` when stuck; restitution 0 when stuck; extremes up to the end or the reversal).
    pub summary: Summary,
    /// Sampled curves over the window (the tail below δ = 0 included).
    pub curves: Option<Curves>,
    /// Accepted steps, all legs.
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

/// The plan for `law` at `v0` from its time scales ([`AdhesiveLaw::scales`]): absolute
/// tolerances 1e−2·rtol of the overlap, speed and energy scales; steps of at most 0.1 of the
/// touch mode's time scale; windows of [`WINDOW_SCALES`] slowest time scales (longer by the
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
/// integrated rebound velocity was off by 7.8·10⁻⁸ at [`RTOL`]). The overlap's end ends a
/// touch mode; the largest overlap and the force's extrema are recorded.
fn plan(law: &AdhesiveLaw, v0: f64) -> Plan<3> {
    let (ts, ta, la) = law.scales(v0);
    // The tail's own time scale ([`AdhesiveLaw::tail_time`]): the slow tail of
    // linear-irreversible (k_a ≪ k) takes far longer than the adhesion's scale in contact.
    let tt = law.tail_time().map_or(ta, |t| t.max(ta));
    let length = (v0 * ts).min(la);
    let creep = law.damping_ratio().max(1.0);
    let rtol = 0.1 * RTOL / law.well_ratio(v0).clamp(1.0, 100.0);
    let settings = Settings {
        rtol,
        atol: [rtol * 1e-2 * length, rtol * 1e-2 * v0, rtol * 1e-2 * 0.5 * law.m * v0 * v0],
        h0: 1e-3 * ts.min(ta),
        h_max: 0.1 * ts.min(ta),
        max_steps: MAX_STEPS,
    };
    Plan {
        settings,
        h_max: [0.1 * ts.min(ta) * creep, 0.1 * tt],
        window: [WINDOW_SCALES * ts.max(ta) * creep, WINDOW_SCALES * tt],
        by_force: false,
        turn: Watch::Record,
        extrema: true,
        settle: 0.0,
        budget: u32::MAX,
        max_legs: MAX_LEGS,
        chatter: 0.0,
    }
}

/// The force at each state a leg passed (its terminal state as the one-sided limit at the
/// exact end point: δ = `at_end`) and at its located events of `indices`.
fn forces(law: &Composed, leg: &Leg<(), 3>, at_end: f64, indices: &[usize]) -> Vec<(f64, f64)> {
    let mut out: Vec<(f64, f64)> = Vec::new();
    let n = leg.skeleton.len();
    let crossed = matches!(leg.cause, Cause::Law(Event::Overlap));
    for (i, (t, y)) in leg.skeleton.iter().enumerate() {
        let mut y = *y;
        if i + 1 == n && crossed {
            y[0] = at_end;
        }
        out.push((*t, law.force(&leg.mode, y[0], y[1])));
    }
    for h in leg.hits.iter().filter(|h| indices.contains(&h.index)) {
        out.push((h.t, law.force(&leg.mode, h.y[0], h.y[1])));
    }
    out
}

/// The largest overlap: located where δ̇ fell through 0, else the largest state passed.
fn largest_overlap(legs: &[Leg<(), 3>]) -> (f64, f64) {
    if let Some(h) = legs.iter().flat_map(|l| l.hits.iter()).find(|h| h.index == TURN) {
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

/// Below this e² (e = 10⁻³) a dissipative impact's rebound speed is read from the integrated
/// velocity, not from the energy left ([`margin`]).
const SLOW_REBOUND: f64 = 1e-6;

/// 2H/m at the end of the impact integrated in `legs` ([`Sticky::margin`]): negative when
/// stuck, else v_sep² ≥ 0. The energy left at the separation point, ½ m v_sep² =
/// ½ m v0² − W_tail − D (module doc), rather than the velocity integrated through the well:
/// where the well holds far more energy than the impact, that velocity is a small difference
/// of large ones (sjkr on hertz with a well 10⁸ times the impact's came out e = 1 + 3.3e−8
/// for a conservative contact), while D is the dashpot's work alone, integrated to its own
/// relative accuracy (and exact, 0, without a dashpot). But with a dashpot a slow rebound (e²
/// below [`SLOW_REBOUND`]) is a difference of energies of order m v0² that the integration's
/// tolerance swamps (measured on linear with sjkr: e = 10⁻¹² came out 0, 10⁻⁶ 0.9 % low,
/// against RK4), while the velocity where the contact ends at δ = 0, integrated to an
/// absolute tolerance of 10⁻¹⁵ v0, keeps its digits: there v_sep² is that velocity's square,
/// less 2W_tail/m where a conservative tail follows (the velocity integrated to the tail's
/// end, δ_c of JKR, is less accurate: the force has a vertical tangent there).
fn margin(law: &AdhesiveLaw, v0: f64, stuck: bool, legs: &[Leg<(), 3>]) -> f64 {
    let Some(last) = legs.last() else { return f64::NAN };
    let dissipated = last.y[2];
    let left = v0 * v0 - 2.0 * (law.tail_work() + dissipated) / law.m;
    if stuck {
        return left.min(-f64::MIN_POSITIVE);
    }
    if left >= SLOW_REBOUND * v0 * v0 || dissipated == 0.0 {
        return left.max(0.0);
    }
    let conservative_tail = !law.rules.dashpot_on_tail || law.lambda == 0.0;
    match legs.iter().rev().find(|l| l.mode.touch != Touch::Tail) {
        Some(contact) if last.mode.touch == Touch::Tail && conservative_tail => {
            let v = contact.y[1];
            let sep = v * v - 2.0 * law.tail_work() / law.m;
            if sep > 0.0 {
                sep
            } else {
                last.y[1] * last.y[1]
            }
        }
        _ => last.y[1] * last.y[1],
    }
}

/// F_max, its time and F_min over the legs: at the touch (`touch_force`), at every state
/// passed and at the located largest overlap and force extrema.
fn force_extrema(law: &Composed, legs: &[Leg<(), 3>], touch_force: f64) -> (f64, f64, f64) {
    let sep = law.separation();
    let mut candidates = alloc::vec![(0.0, touch_force)];
    for leg in legs {
        let (at_end, indices): (f64, &[usize]) =
            if leg.mode.touch == Touch::Tail { (sep, &[EXTREMA]) } else { (0.0, &[TURN, EXTREMA]) };
        candidates.extend(forces(law, leg, at_end, indices));
    }
    let (mut max_force, mut t_fmax, mut min_force) = (f64::NEG_INFINITY, 0.0, f64::INFINITY);
    for (t, f) in candidates {
        if f > max_force {
            (max_force, t_fmax) = (f, t);
        }
        min_force = min_force.min(f);
    }
    (max_force, t_fmax, min_force)
}

/// Integrates the impact of `law` at `v0` on the one driver from the first touch to the
/// separation point or to the reversal of the relative velocity (stuck); `samples` > 0 adds
/// curves. An impact whose |δ| reaches the law's reach ([`AdhesiveLaw::reach`]) is out of the
/// law's range: [`IntegrateError::OutOfDomain`].
pub fn simulate(law: &AdhesiveLaw, v0: f64, samples: usize) -> Result<Sticky, IntegrateError> {
    let composed = Composed::from(*law);
    let motion = Motion { m: law.m, g: 0.0, local_damping: 0.0 };
    let sys = System { law: &composed, rider: &Work, motion };
    let run = sys.integrate(&plan(law, v0), (), [0.0, v0, 0.0])?;
    let Some(last) = run.legs.last() else { return Err(IntegrateError::BadSettings) };
    if run.ending == Ending::Capped {
        return Err(IntegrateError::StepLimit { t: last.t });
    }
    let legs = &run.legs;
    let stuck = run.ending != Ending::Ended;
    let sep = law.separation();
    let touch_force = composed.force(&legs[0].mode, 0.0, v0);
    let (max_force, time_of_max_force, min_force) = force_extrema(&composed, legs, touch_force);
    let (max_overlap, t_max) = largest_overlap(legs);
    let dissipated = last.y[2];
    let margin = margin(law, v0, stuck, legs);
    let summary = Summary {
        contact_time: (!stuck).then_some(last.t),
        restitution: if stuck { 0.0 } else { sqrt(margin) / v0 },
        max_overlap,
        time_of_max_overlap: t_max,
        max_force,
        time_of_max_force,
        min_force,
        window: last.t,
        overlap_at_end: if stuck { last.y[0] } else { sep },
    };
    let separation_force = (!stuck).then(|| {
        let at = if last.mode.touch == Touch::Tail { sep } else { 0.0 };
        composed.force(&last.mode, at, last.y[1])
    });
    // Each sample a fresh Dormand–Prince step from the accepted state before it, with that
    // state's law.
    let curves = (samples > 0).then(|| sys.sample(legs, last.t, samples));
    Ok(Sticky {
        summary,
        curves,
        steps: run.steps,
        stuck,
        reversed: matches!(last.cause, Cause::Law(Event::Reversal)),
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
        let s = simulate(self, *v0, 0)?;
        let e = if s.margin >= 0.0 { sqrt(s.margin) } else { -sqrt(-s.margin) } / *v0;
        Ok((e, s.steps))
    }
    /// The λ that gives `e` without adhesion under the overlap criterion, exact for
    /// p = (w − 1)/2 (Hu et al. 2011, eq. 10; linear: Teufelsbauer, Hübl & Wu 2008, eq. 11;
    /// Tsuji: Hu et al. 2011, eq. 7): the adhesion takes energy too, so the λ sought lies
    /// below it.
    fn lambda_guess(&self, e: f64, v0: &f64) -> f64 {
        crate::models::power_law::alpha2_closed_form(e, self.w) * self.lambda_scale(v0)
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
            adhesion: Adhesion::Jkr(Jkr { w: 0.1, e_star, r_star }),
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
}
