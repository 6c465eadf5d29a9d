//! The oblique contact integrated: the normal motion, the tangential history, the impulses,
//! phase by phase between the events where the tangential contact changes its mode (the
//! spring reaching or leaving the cap, the force clamped or not, F_n through 0, rolling),
//! each located by the ground integrator ([`crate::integrator`], adaptive Dormand–Prince
//! with event location), so that every phase integrates a smooth right-hand side.
//!
//! Every event function is positive while its mode holds and stops the phase where it
//! falls through 0. At the first instant of a phase the functions are taken as positive
//! (the mode was chosen there to hold: at first touch by the module `start`, after a switch by
//! the switch itself), so an event that is exactly at 0 where a phase starts is not met
//! again, and rates that are unbounded at ξ = 0 are never needed there.

use super::law::{Cap, Dashpot, DashpotRule, Force, History, Setup};
use super::state::{self, held_rate, held_value, history_of, local, Local, Mode, Normal, N};
use crate::impact::{self, End};
use crate::integrator::{self, Crossing, EventSpec, IntegrateError, Settings, Stop};
use crate::math::abs;
use alloc::vec::Vec;

/// The event functions: overlap, normal force, spring at the cap, force clamped, roll.
const K: usize = 5;

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

/// One phase: its mode and its accepted points (for sampling curves).
#[derive(Debug, Clone, PartialEq)]
pub struct Phase {
    /// The mode.
    pub mode: Mode,
    /// Accepted (t, y).
    pub points: Vec<(f64, [f64; N])>,
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
    /// The phases.
    pub phases: Vec<Phase>,
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

/// The event functions in `mode` (positive while it holds).
fn events(s: &Setup, n: &Normal, end: End, y: &[f64; N], mode: Mode) -> [f64; K] {
    let l = local(s, n, y, mode);
    let mut g = [1.0; K];
    g[0] = l.xi;
    if end == End::Force || s.rules.cap != Cap::SpringOnly {
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
    let cap_rate = s.mu * abs(crate::impact::ForceLaw::force_rate(&n.law, l.xi, l.v, l.acc));
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

/// Integrates the oblique contact from first touch to its end (or to `t_end` if it does not
/// end before).
pub fn integrate(
    s: &Setup,
    n: &Normal,
    setup: &impact::Setup,
    t_end: f64,
) -> Result<Run, RunError> {
    let settings = settings(s, setup);
    let mut mode = super::start::mode(s, &n.law, setup.v0);
    let (mut t, mut y) = (0.0, [0.0, setup.v0, 0.0, 0.0, 0.0, 0.0]);
    let mut run = Run { t, y, ended: false, switches: Vec::new(), phases: Vec::new(), steps: 0 };
    run.switches.push(Switch { t, what: "start", state: state_name(s, mode) });
    let spec = EventSpec { crossing: Crossing::Falling, terminal: true };
    let mut piled = 0;
    while run.phases.len() < MAX_PHASES {
        let t0 = t;
        let ode = |_t: f64, y: &[f64; N]| state::rates(s, n, y, mode);
        let g = |tt: f64, yy: &[f64; N]| {
            if tt == t0 {
                [1.0; K]
            } else {
                events(s, n, setup.end, yy, mode)
            }
        };
        let mut points = Vec::new();
        let r = integrator::integrate(&ode, &g, &[spec; K], t, y, t_end, &settings, |tt, yy| {
            points.push((tt, *yy))
        })
        .map_err(RunError::Integrate)?;
        run.steps += r.accepted;
        run.phases.push(Phase { mode, points });
        (t, y) = (r.t, r.y);
        let i = match r.stop {
            Stop::End => break,
            Stop::Event(i) => i,
        };
        if i == 0 || (i == 1 && setup.end == End::Force) {
            run.ended = true;
            run.switches.push(Switch { t, what: "end", state: state_name(s, mode) });
            break;
        }
        piled = if t - t0 <= 1e-12 * setup.time_scale { piled + 1 } else { 0 };
        if piled > 20 {
            return Err(RunError::Chatter { t });
        }
        let (next, what) = switch(s, n, &mut y, mode, i);
        mode = next;
        run.switches.push(Switch { t, what, state: state_name(s, mode) });
    }
    if run.phases.len() >= MAX_PHASES && !run.ended && t < t_end {
        return Err(RunError::Chatter { t });
    }
    (run.t, run.y) = (t, y);
    Ok(run)
}

/// The state at time `t` (within the run) by re-stepping from the phase's nearest accepted
/// point, and that phase's mode.
pub fn state_at(s: &Setup, n: &Normal, run: &Run, t: f64) -> Option<([f64; N], Mode)> {
    let phase = run
        .phases
        .iter()
        .rev()
        .find(|p| p.points.first().is_some_and(|q| q.0 <= t))
        .or_else(|| run.phases.first())?;
    let i = phase.points.iter().rposition(|q| q.0 <= t).unwrap_or(0);
    let (t0, y0) = *phase.points.get(i)?;
    let mode = phase.mode;
    let ode = |_t: f64, y: &[f64; N]| state::rates(s, n, y, mode);
    let t = t.min(run.t);
    Some((integrator::step(&ode, t0, &y0, (t - t0).max(0.0)), mode))
}
