//! The oblique contact integrated on the one driver ([`crate::legs`]): the normal law the
//! answer carries with its legs and modes, and riding on it ([`crate::legs::Rider`]) the
//! tangential history and the impulses, leg by leg between the events where the tangential
//! contact changes its mode (the spring reaching or leaving the cap, the force clamped or
//! not, F_n through 0, rolling), each located by the driver, so that every leg integrates a
//! smooth right-hand side.
//!
//! Every switching function is positive while its mode holds and stops the leg where it
//! falls through 0. At the first instant of a phase the functions are taken as positive
//! (the mode was chosen there to hold: at first touch by the module `start`, after a switch by
//! the switch itself), so an event that is exactly at 0 where a phase starts is not met
//! again, and rates that are unbounded at ξ = 0 are never needed there.

use super::law::{Cap, Dashpot, DashpotRule, Force, History, Setup};
use super::state::{self, held_rate, held_value, history_of, local, Local, Mode, Normal, N};
use crate::impact::{self, End};
use crate::integrator::{IntegrateError, Settings};
use crate::legs::{Cause, Ending, Leg, Motion, Plan, Rider, System, RIDES, SLOTS};
use crate::math::abs;
use crate::models::law::Law;
use crate::normal::{Mode as NormalMode, NormalLaw, Watch};
use alloc::vec::Vec;

/// The rider's switching functions: the normal force through 0 (a tension tail, a cap on
/// |F_n|), the spring at the cap, the force clamped, rolling.
const K: usize = RIDES;

/// The most phases one contact may have (each switch starts one).
pub const MAX_PHASES: usize = 1000;

/// A change of the tangential contact's mode.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Switch {
    /// Time \[s\].
    pub t: f64,
    /// What happened: `start`, `slip` (the spring reaches the cap), `stick` (it leaves it),
    /// `clamp`, `unclamp`, `roll`, `tension` (F_n ≤ 0), `compression` (F_n > 0 again),
    /// `zero-force` (F_n through 0 under a cap on |F_n|), `end`.
    pub what: &'static str,
    /// The mode after it: `stick`, `slip`, `roll`, `tension`, `none`.
    pub state: &'static str,
}

/// An integrated oblique contact.
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    /// Final time \[s\] (the contact's end, or where it was left).
    pub t: f64,
    /// Final state.
    pub y: [f64; N],
    /// Whether the contact ended.
    pub ended: bool,
    /// The switches, in order.
    pub switches: Vec<Switch>,
    /// The legs integrated (the normal law's mode, the tangential mode and the switch that
    /// led to it, the accepted states).
    pub legs: Vec<Leg<(Mode, &'static str), N>>,
    /// Accepted steps.
    pub steps: u32,
}

/// Why an oblique integration failed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RunError {
    /// The integrator failed.
    Integrate(IntegrateError),
    /// More than [`MAX_PHASES`] switches, or switches piling up at one instant.
    Chatter {
        /// Where.
        t: f64,
    },
}

/// Whether the mode counts as slipping (|F_t| at the cap).
pub fn slipping(s: &Setup, m: Mode) -> bool {
    match s.force {
        Force::Coulomb => !m.rolled,
        Force::Spring { .. } if s.rules.dashpot == DashpotRule::Clamped => m.clamped != 0,
        Force::Spring { .. } => m.held != 0,
    }
}

/// The mode's name.
pub fn state_name(s: &Setup, m: Mode) -> &'static str {
    if !s.active() {
        "none"
    } else if m.tension {
        "tension"
    } else if m.rolled {
        "roll"
    } else if slipping(s, m) {
        "slip"
    } else {
        "stick"
    }
}

/// The contract's dashpot rule without a dashpot: the force is clamped exactly while the
/// spring is held.
fn clamp_follows_hold(s: &Setup) -> bool {
    s.rules.dashpot == DashpotRule::Clamped && s.dashpot == Dashpot::None
}

/// The switching functions in `mode` (positive while it holds), numbered as [`switch`]
/// takes them (1 …): the end of contact (the overlap's, or the normal force's under the force
/// criterion) is the normal law's.
fn events(s: &Setup, n: &Normal, end: End, y: &[f64; N], mode: Mode) -> [f64; K + 1] {
    let l = local(s, n, y, mode);
    let mut g = [1.0; K + 1];
    if end == End::Overlap && s.rules.cap != Cap::SpringOnly {
        g[1] = if mode.tension || mode.pulling { -l.fn_ } else { l.fn_ };
    }
    if !s.active() || mode.tension {
        return g;
    }
    if s.force == Force::Coulomb {
        if !mode.rolled {
            g[4] = -f64::from(mode.clamped) * l.u;
        }
        return g;
    }
    g[2] = if mode.held == 0 {
        l.cap - abs(held_value(s, &l))
    } else {
        f64::from(mode.held) * held_rate(s, &l) - l.cap_rate
    };
    if s.rules.dashpot == DashpotRule::Clamped && !clamp_follows_hold(s) {
        let trial = l.spring - l.ct * l.u;
        g[3] = if mode.clamped == 0 {
            l.cap - abs(trial)
        } else {
            f64::from(mode.clamped) * trial - l.cap
        };
    }
    g
}

fn sign(x: f64) -> i8 {
    if x > 0.0 {
        1
    } else if x < 0.0 {
        -1
    } else {
        0
    }
}

/// The mode where the cap is 0 and about to grow (F_n through 0 under a cap on |F_n|, or
/// F_n > 0 again after a tension tail): held where the spring (or what the rule holds)
/// already exceeds the cap or grows faster than it, the force clamped where the trial force
/// is not 0, a Coulomb contact slipping against u.
fn at_zero_cap(s: &Setup, n: &Normal, y: &[f64; N], rolled: bool) -> Mode {
    let mut m = Mode { rolled, ..Mode::default() };
    let l = local(s, n, y, m);
    if s.force == Force::Coulomb {
        match sign(l.u) {
            0 => m.rolled = true,
            d => m.clamped = -d,
        }
        return m;
    }
    let (x, rate) = (held_value(s, &l), held_rate(s, &l));
    let cap_rate = s.mu * abs(n.law.force_rate(n.mode, l.xi, l.v, l.acc));
    m.held = if abs(x) > l.cap && x != 0.0 {
        sign(x)
    } else if abs(rate) > cap_rate {
        sign(rate)
    } else {
        0
    };
    if s.rules.dashpot == DashpotRule::Clamped {
        m.clamped = if clamp_follows_hold(s) {
            m.held
        } else {
            let l = local(s, n, y, m);
            let trial = l.spring - l.ct * l.u;
            if abs(trial) > l.cap {
                sign(trial)
            } else {
                0
            }
        };
    }
    m
}

/// The switch at event `i` (not an end of contact): the new mode, the history updated.
fn switch(s: &Setup, n: &Normal, y: &mut [f64; N], mode: Mode, i: usize) -> (Mode, &'static str) {
    let l: Local = local(s, n, y, mode);
    let mut m = mode;
    let incremental = matches!(s.force, Force::Spring { history: History::Incremental, .. });
    match i {
        1 if s.rules.cap == Cap::NonNegative && !mode.tension => {
            // F_n ≤ 0: no friction; the incremental spring is 0 (held at a cap of 0), the
            // total displacement frozen.
            y[2] = if incremental { 0.0 } else { history_of(s, &l) };
            m = Mode { tension: true, rolled: mode.rolled, ..Mode::default() };
            (m, "tension")
        }
        1 => {
            y[2] = history_of(s, &l);
            let what = if mode.tension { "compression" } else { "zero-force" };
            let mut m = at_zero_cap(s, n, y, mode.rolled);
            m.pulling = s.rules.cap != Cap::NonNegative && !mode.pulling;
            (m, what)
        }
        2 if mode.held == 0 => {
            m.held = sign(held_value(s, &l));
            if clamp_follows_hold(s) {
                m.clamped = m.held;
            }
            (m, "slip")
        }
        2 => {
            y[2] = history_of(s, &l);
            m.held = 0;
            if clamp_follows_hold(s) {
                m.clamped = 0;
            }
            (m, "stick")
        }
        3 if mode.clamped == 0 => {
            m.clamped = sign(l.spring - l.ct * l.u);
            (m, "clamp")
        }
        3 => {
            m.clamped = 0;
            (m, "unclamp")
        }
        _ => {
            m.rolled = true;
            m.clamped = 0;
            (m, "roll")
        }
    }
}

/// The integrator's settings for this contact (tolerances on each component's scale).
fn settings(s: &Setup, setup: &impact::Setup) -> Settings<N> {
    let impact::Scales { speed, res, rtol } = impact::scales(setup.v0, setup.g, setup.time_scale);
    let ts = setup.time_scale;
    let v = speed.max(abs(s.vt)).max(abs(s.slip_before()));
    let a = rtol * 1e-2;
    let history = match s.force {
        Force::Spring { history: History::Total, .. } => a * v * ts,
        _ => a * s.m * v / ts,
    };
    let impulse = a * s.m * v;
    let r2 = s.body2.map_or(s.body1.r, |b| b.r);
    Settings {
        rtol,
        atol: [a * speed * res, a * speed, history, impulse, impulse * s.body1.r, impulse * r2],
        h0: 1e-3 * res,
        h_max: 0.1 * ts,
        max_steps: impact::MAX_STEPS,
    }
}

/// The tangential contact riding on the normal one ([`crate::legs::Rider`]): its states
/// y[2..6] (the spring's history, the impulses), its mode (and the name of the switch that
/// led to it), its switches at the events of [`events`].
struct Oblique<'a> {
    s: &'a Setup,
    law: &'a Law,
    g: f64,
    end: End,
}

impl Oblique<'_> {
    fn normal<'m>(&'m self, mode: &'m NormalMode) -> Normal<'m> {
        Normal { law: self.law, mode, g: self.g }
    }
}

impl Rider<N, { SLOTS + RIDES }> for Oblique<'_> {
    type Mode = (Mode, &'static str);
    /// The normal force from the law itself (its type known here), the motion without local
    /// damping (an oblique impact refuses it).
    fn rates(
        &self,
        _law: &dyn NormalLaw,
        mode: &NormalMode,
        own: &Self::Mode,
        y: &[f64; N],
        _motion: &Motion,
    ) -> [f64; N] {
        state::rates(self.s, &self.normal(mode), y, own.0)
    }
    fn switches(
        &self,
        _law: &dyn NormalLaw,
        mode: &NormalMode,
        own: &Self::Mode,
        y: &[f64; N],
    ) -> [f64; K] {
        let g = events(self.s, &self.normal(mode), self.end, y, own.0);
        [g[1], g[2], g[3], g[4]]
    }
    fn next(
        &self,
        _law: &dyn NormalLaw,
        mode: &NormalMode,
        own: &Self::Mode,
        i: usize,
        y: &mut [f64; N],
    ) -> Self::Mode {
        switch(self.s, &self.normal(mode), y, own.0, i + 1)
    }
}

/// The system integrated: the solved normal law, the tangential contact riding on it.
fn system<'a>(rider: &'a Oblique<'a>) -> System<'a, Oblique<'a>> {
    let motion = Motion { m: rider.s.m, g: rider.g, local_damping: 0.0 };
    System { law: rider.law, rider, motion }
}

/// Integrates the oblique contact on the one driver ([`crate::legs`]) from first touch to
/// its end (or to `t_end` if it does not end before): the normal law's legs and modes, the
/// tangential contact's switches located as its rider's.
pub fn integrate(s: &Setup, law: &Law, setup: &impact::Setup, t_end: f64) -> Result<Run, RunError> {
    let settings = settings(s, setup);
    let rider = Oblique { s, law, g: setup.g, end: setup.end };
    let sys = system(&rider);
    let plan = Plan {
        settings,
        h_max: [settings.h_max; 2],
        window: [t_end; 2],
        by_force: setup.end == End::Force,
        turn: Watch::Off,
        extrema: false,
        settle: 0.0,
        budget: u32::MAX,
        max_legs: MAX_PHASES,
        chatter: 1e-12 * setup.time_scale,
    };
    let start = (super::start::mode(s, law, setup.v0), "start");
    let legs = sys
        .integrate(&plan, start, [0.0, setup.v0, 0.0, 0.0, 0.0, 0.0])
        .map_err(RunError::Integrate)?;
    let Some(last) = legs.legs.last() else { return Err(RunError::Chatter { t: 0.0 }) };
    let (t, y) = (last.t, last.y);
    let ended = legs.ending == Ending::Ended;
    match legs.ending {
        Ending::Chatter => return Err(RunError::Chatter { t }),
        Ending::Capped if t < t_end => return Err(RunError::Chatter { t }),
        _ => {}
    }
    let mut switches = alloc::vec![Switch { t: 0.0, what: "start", state: state_name(s, start.0) }];
    for pair in legs.legs.windows(2) {
        if let Cause::Rider(_) = pair[0].cause {
            let (mode, what) = pair[1].own;
            switches.push(Switch { t: pair[0].t, what, state: state_name(s, mode) });
        }
    }
    if ended {
        switches.push(Switch { t, what: "end", state: state_name(s, last.own.0) });
    }
    let steps = legs.steps;
    Ok(Run { t, y, ended, switches, legs: legs.legs, steps })
}

/// The state at time `t` (within the run) by re-stepping from the nearest accepted point of
/// its leg, and that leg's tangential and normal modes.
pub fn state_at(
    s: &Setup,
    law: &Law,
    setup: &impact::Setup,
    run: &Run,
    t: f64,
) -> Option<([f64; N], Mode, NormalMode)> {
    let rider = Oblique { s, law, g: setup.g, end: setup.end };
    let sys = system(&rider);
    sys.state_at(&run.legs, t).map(|(y, leg)| (y, leg.own.0, leg.mode))
}
