//! One wet impact on the one driver ([`crate::legs`]): the normal law with its bridge
//! ([`Bridged`]) from the touch, through the overlap and the flight under the bridge, to the
//! rupture at S = S_c (a located event) or to the relative velocity reversing (stuck):
//!
//! ```text
//! m ξ̈ = −F(ξ, ξ̇),   ξ(0) = 0, ξ̇(0) = v0 > 0   (the touch; nothing acts before)
//! ```
//!
//! Two more states ride on it ([`Wet`]): D′ = (F − F_cons) ξ̇, the work of everything that is
//! not the law's potential force (the dashpot and the lubrication), and D_η′ = c ξ̇², the
//! lubrication's alone. The energy is accounted for: ½ m v0² = ½ m u_c² + W + D at the
//! rupture (W the bridge energy, [`super::law::Bridge::energy`]).

use super::law::Bridged;
use crate::impact::{force_range, Attracted, Curves, Summary, MAX_STEPS, RTOL, WINDOW_SCALES};
use crate::integrator::{IntegrateError, Settings};
use crate::legs::{Cause, Ending, Leg, Motion, Plan, Rider, System, EXTREMA, SLOTS, TURN};
use crate::math::{pow_pos, sqrt};
use crate::normal::{Event, Mode, NormalLaw, Touch, Watch};
use alloc::vec::Vec;

/// The most legs one contact may take (the normal law's switches, the tail's two pieces).
const MAX_LEGS: usize = 64;

/// Below this e² a dissipative impact's rebound speed is read from the integrated velocity,
/// not from the energy left ([`margin`]).
const SLOW_REBOUND: f64 = 1e-6;

/// What rides on the wet contact: y = [ξ, ξ̇, D, D_η] (module doc).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wet<'a> {
    /// The law, for its lubrication.
    pub law: &'a Bridged,
}

impl Rider<4, SLOTS> for Wet<'_> {
    type Mode = ();
    fn rates(
        &self,
        law: &dyn NormalLaw,
        mode: &Mode,
        _own: &(),
        y: &[f64; 4],
        motion: &Motion,
    ) -> [f64; 4] {
        let f = law.force(mode, y[0], y[1]);
        let c = self.law.bridge.viscous(mode, y[0]);
        [y[1], motion.accel(f, y[1]), (f - law.conservative(mode, y[0])) * y[1], c * y[1] * y[1]]
    }
}

/// A wet impact integrated.
#[derive(Debug, Clone, PartialEq)]
pub struct Wetted {
    /// The numbers as for any contact (contact time from the touch to the rupture, `None`
    /// when stuck; restitution u_c/v0, 0 when stuck).
    pub summary: Summary,
    /// Sampled curves over the window (the flight under the bridge below ξ = 0 included).
    pub curves: Option<Curves>,
    /// Accepted steps, all legs.
    pub steps: u32,
    /// Whether the bodies stay bridged.
    pub stuck: bool,
    /// Whether they never left the overlap.
    pub in_contact: bool,
    /// The work of the dashpot and the lubrication \[J\].
    pub dissipated: f64,
    /// The lubrication's work \[J\].
    pub viscous: f64,
    /// 2H/m = v0² − 2(W + D)/m \[m²/s²\]: u_c² when ruptured (≥ 0), negative when stuck; it
    /// changes sign continuously where sticking begins.
    pub margin: f64,
}

/// The time and length scales of the contact at v0: the spring's L/v0 and L, the pull's
/// √(m ξ_F/F0) at its overlap ξ_F = (F0/k)^(1/w), and the tail's √(m S_c/F_cap(S_c)).
fn scales(law: &Bridged, v0: f64) -> (f64, f64, f64, f64) {
    let n = &law.normal;
    let length = n.spring.length(n.m, v0);
    let t_spring = length / v0;
    let f0 = law.bridge.capillary.at_contact();
    let xi_f = pow_pos(f0 / n.spring.k, 1.0 / n.spring.w);
    let t_pull = sqrt(n.m * xi_f / f0);
    let sc = law.bridge.rupture;
    let t_tail = sqrt(n.m * sc / law.bridge.capillary.force(sc));
    (t_spring, t_pull, t_tail, length)
}

/// The plan for `law` at `v0`: tolerances a tenth of [`RTOL`] (absolute: 1e−2 of it on the
/// overlap, speed and energy scales), steps of at most 0.1 of the time scales in contact and
/// on the tail, windows of [`WINDOW_SCALES`] of the slowest (in contact longer by the damping
/// ratio, on the tail by the flight at v0 and the viscous creep c S_c/F_cap(S_c)).
fn plan(law: &Bridged, v0: f64) -> Plan<4> {
    let n = &law.normal;
    let (ts, tp, tt, length) = scales(law, v0);
    let rtol = 0.1 * RTOL;
    let energy = 0.5 * n.m * v0 * v0;
    let sc = law.bridge.rupture;
    let lub = &law.bridge.lubrication;
    let c_max = lub.coefficient(0.0, true);
    let creep_tail = c_max * sc / law.bridge.capillary.force(sc);
    let creep = (n.dashpot.lambda / sqrt(n.m * n.spring.k)).max(1.0)
        * (c_max / sqrt(n.m * n.spring.k)).max(1.0);
    let settings = Settings {
        rtol,
        atol: [
            rtol * 1e-2 * length.min(sc),
            rtol * 1e-2 * v0,
            rtol * 1e-2 * energy,
            rtol * 1e-2 * energy,
        ],
        h0: 1e-3 * ts.min(tp),
        h_max: 0.1 * ts.min(tp),
        max_steps: MAX_STEPS,
    };
    Plan {
        settings,
        h_max: [0.1 * ts.min(tp) * creep, 0.1 * tt.min(sc / v0)],
        window: [WINDOW_SCALES * ts.max(tp) * creep, WINDOW_SCALES * (tt + sc / v0 + creep_tail)],
        by_force: false,
        turn: Watch::Record,
        extrema: true,
        settle: 0.0,
        budget: u32::MAX,
        max_legs: MAX_LEGS,
        chatter: 0.0,
    }
}

/// The force at each state a leg in contact passed (its last as the limit at ξ = 0 where it
/// ended there) and at its located largest overlap and force extrema.
fn forces(law: &Bridged, leg: &Leg<(), 4>) -> Vec<(f64, f64)> {
    let mut out: Vec<(f64, f64)> = Vec::new();
    let n = leg.skeleton.len();
    let crossed = matches!(leg.cause, Cause::Law(Event::Overlap));
    for (i, (t, y)) in leg.skeleton.iter().enumerate() {
        let mut y = *y;
        if i + 1 == n && crossed {
            y[0] = if leg.mode.touch == Touch::In { 0.0 } else { law.separation() };
        }
        out.push((*t, law.force(&leg.mode, y[0], y[1])));
    }
    for h in leg.hits.iter().filter(|h| h.index == TURN || h.index == EXTREMA) {
        out.push((h.t, law.force(&leg.mode, h.y[0], h.y[1])));
    }
    out
}

/// F_max, its time and F_min over the legs, the touch included.
fn force_extrema(law: &Bridged, legs: &[Leg<(), 4>], touch_force: f64) -> (f64, f64, f64) {
    let mut candidates = alloc::vec![(0.0, touch_force)];
    for leg in legs {
        candidates.extend(forces(law, leg));
    }
    force_range(candidates)
}

/// 2H/m at the end ([`Wetted::margin`]) from the energy left, v0² − 2(W + D)/m: exact for a
/// conservative contact (D = 0), and continuous through 0 at the sticking velocity; but for
/// a slow rebound (e² below [`SLOW_REBOUND`]) with dissipation, a difference of energies of
/// order m v0² that the tolerance swamps, so there the integrated u_c². A spring with a
/// history (an elastic–plastic law: `hysteretic`, when its mode turns at the largest
/// overlap) loses energy that D, the dashpot's and the lubrication's, does not count: there
/// too the integrated u_c² (without it the wet contact of a plastic law rebounded as an
/// elastic one).
fn margin(law: &Bridged, v0: f64, stuck: bool, last: &Leg<(), 4>, hysteretic: bool) -> f64 {
    let dissipated = last.y[2];
    let left = v0 * v0 - 2.0 * (law.bridge.energy() + dissipated) / law.normal.m;
    if stuck {
        return left.min(-f64::MIN_POSITIVE);
    }
    if !hysteretic && (left >= SLOW_REBOUND * v0 * v0 || dissipated == 0.0) {
        return left.max(0.0);
    }
    last.y[1] * last.y[1]
}

/// Integrates the wet impact of `law` at `v0` from the touch to the rupture or the reversal
/// (module doc); `samples` > 0 adds curves.
pub fn simulate(law: &Bridged, v0: f64, samples: usize) -> Result<Wetted, IntegrateError> {
    let motion = Motion { m: law.normal.m, g: 0.0, local_damping: 0.0 };
    let rider = Wet { law };
    let sys = System { law, rider: &rider, motion };
    let run = sys.integrate(&plan(law, v0), (), [0.0, v0, 0.0, 0.0])?;
    let Some(last) = run.legs.last() else { return Err(IntegrateError::BadSettings) };
    if matches!(run.ending, Ending::Capped | Ending::Chatter) {
        return Err(IntegrateError::StepLimit { t: last.t });
    }
    let legs = &run.legs;
    let stuck = run.ending != Ending::Ended;
    let touch_force = law.force(&legs[0].mode, 0.0, v0);
    let hysteretic = legs.iter().any(|l| law.turns(&l.mode));
    let margin = margin(law, v0, stuck, last, hysteretic);
    let end = Attracted { stuck, margin, v0, separation: law.separation() };
    let summary = end.summary(legs, force_extrema(law, legs, touch_force));
    let curves = (samples > 0).then(|| sys.sample(legs, last.t, samples));
    Ok(Wetted {
        summary,
        curves,
        steps: run.steps,
        stuck,
        in_contact: legs.iter().all(|l| l.mode.touch == Touch::In),
        dissipated: last.y[2],
        viscous: last.y[3],
        margin,
    })
}
