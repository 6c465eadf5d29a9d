//! The oblique contact at one instant: from the state y = [ξ, ξ̇, S, J, L1, L2] and the
//! discrete mode, the normal force, the cap, the slip, the tangential force and every rate
//! (the right-hand side of the integration and its event functions).
//!
//! S is the spring's history: the spring force itself (incremental laws) or the
//! displacement δ_t (total laws); J = ∫F_t dt, L_i = ∫a_i F_t dt (a_i the lever arm), so
//! vt = vt0 + J/m*, ω_i = ω_i0 + L_i/I_i.

use super::law::{Cap, Dashpot, DashpotRule, Force, History, Setup, Stiffness};
use crate::math::{abs, pow_pos, sqrt};
use crate::models::law::Law;
use crate::normal::{Mode as NormalMode, NormalLaw};

/// Components of the state.
pub const N: usize = 6;

/// The normal contact the tangential one rides on: the law its answer carries, in its mode.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Normal<'a> {
    /// Its force law (the spring k ξ^w and the dashpot λ ξ^p ξ̇ are the parts the cap and the
    /// tangential dashpot read).
    pub law: &'a Law,
    /// The law's mode.
    pub mode: &'a NormalMode,
    /// Body acceleration pushing the bodies together \[m/s²\].
    pub g: f64,
}

/// The discrete state of the tangential contact between two events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Mode {
    /// F_n ≤ 0 under a cap on max(F_n, 0): F_t = 0, the history frozen.
    pub tension: bool,
    /// The spring held at the cap on the side ±1 (0: it follows its law).
    pub held: i8,
    /// The force clamped at ±cap (the contract's dashpot rule), or the direction of a
    /// Coulomb slip.
    pub clamped: i8,
    /// A Coulomb contact that has stopped slipping.
    pub rolled: bool,
    /// F_n < 0 under a cap on |F_n|: friction still acts (the mode only tells the event
    /// that watches F_n which way it next crosses 0).
    pub pulling: bool,
}

/// Everything at one instant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Local {
    /// Overlap ξ \[m\].
    pub xi: f64,
    /// Overlap rate ξ̇ \[m/s\].
    pub v: f64,
    /// ξ̈ \[m/s²\].
    pub acc: f64,
    /// Normal force F_n \[N\].
    pub fn_: f64,
    /// The cap μ·(its normal force) \[N\].
    pub cap: f64,
    /// Its time derivative \[N/s\].
    pub cap_rate: f64,
    /// k_t \[N/m\].
    pub kt: f64,
    /// dk_t/dt \[N/(m·s)\].
    pub kt_rate: f64,
    /// c_t \[N·s/m\].
    pub ct: f64,
    /// dc_t/dt.
    pub ct_rate: f64,
    /// The slip of the contact point u \[m/s\].
    pub u: f64,
    /// Its rate, given the force F_t.
    pub u_rate: f64,
    /// The spring's force as it stands (held: its held value) \[N\].
    pub spring: f64,
    /// The force F_t on body 1 along +vt \[N\].
    pub ft: f64,
    /// Lever arms a1, a2 \[m\].
    pub arm: [f64; 2],
}

/// The normal force of the law and the acceleration it gives: (F_n, g − F_n/m).
fn normal_force(n: &Normal, m: f64, xi: f64, v: f64) -> (f64, f64) {
    let f = n.law.force(n.mode, xi, v);
    (f, n.g - f / m)
}

/// The normal force's rate along the motion, finite where it is defined (the rate of a
/// dashpot ∝ ξ^p, p < 1, is unbounded as ξ → 0: an event there needs a finite value, and only
/// its sign matters).
fn normal_rate(n: &Normal, xi: f64, v: f64, acc: f64) -> f64 {
    let rate = n.law.force_rate(n.mode, xi, v, acc);
    if rate.is_nan() {
        0.0
    } else {
        rate.clamp(-f64::MAX, f64::MAX)
    }
}

/// The cap and its rate.
fn cap(s: &Setup, n: &Normal, xi: f64, v: f64, f: f64, rate: f64) -> (f64, f64) {
    let mu = s.mu;
    match s.rules.cap {
        Cap::NonNegative if f > 0.0 => (mu * f, mu * rate),
        Cap::NonNegative => (0.0, 0.0),
        Cap::Absolute => (mu * abs(f), if f < 0.0 { -mu * rate } else { mu * rate }),
        Cap::SpringOnly if xi > 0.0 => {
            let (k, w) = (n.law.spring.k, n.law.spring.w);
            (mu * k * pow_pos(xi, w), mu * k * w * pow_pos(xi, w - 1.0) * v)
        }
        Cap::SpringOnly => (0.0, 0.0),
    }
}

/// The stiffness of the law (0 for Coulomb).
fn stiffness(s: &Setup) -> Option<(History, Stiffness)> {
    match s.force {
        Force::Spring { history, stiffness } => Some((history, stiffness)),
        Force::Coulomb => None,
    }
}

/// c_t and its rate.
fn dashpot(s: &Setup, n: &Normal, xi: f64, v: f64, kt: f64, kt_rate: f64) -> (f64, f64) {
    match s.dashpot {
        Dashpot::None => (0.0, 0.0),
        Dashpot::Ratio(z) if kt > 0.0 => {
            let c = 2.0 * z * sqrt(s.m * kt);
            (c, 0.5 * c * kt_rate / kt)
        }
        Dashpot::Ratio(_) => (0.0, 0.0),
        Dashpot::Normal(x) => {
            let (lam, p) = (n.law.dashpot.lambda, n.law.dashpot.p);
            if lam == 0.0 || xi <= 0.0 {
                (if p == 0.0 { x * lam } else { 0.0 }, 0.0)
            } else if p == 0.0 {
                (x * lam, 0.0)
            } else {
                (x * lam * pow_pos(xi, p), x * lam * p * pow_pos(xi, p - 1.0) * v)
            }
        }
    }
}

/// The state at one instant in `mode`.
pub fn local(s: &Setup, n: &Normal, y: &[f64; N], mode: Mode) -> Local {
    local_with(s, n, y, mode, normal_force(n, s.m, y[0], y[1]))
}

/// [`local`] with the normal force and the acceleration given.
fn local_with(s: &Setup, n: &Normal, y: &[f64; N], mode: Mode, (fn_, acc): (f64, f64)) -> Local {
    let (xi, v) = (y[0], y[1]);
    let rate = normal_rate(n, xi, v, acc);
    let (cap, cap_rate) = cap(s, n, xi, v, fn_, rate);
    let law = stiffness(s);
    let (kt, dkt) = law.map_or((0.0, 0.0), |(_, k)| k.at(xi));
    let kt_rate = dkt * v;
    let (ct, ct_rate) = dashpot(s, n, xi, v, kt, kt_rate);
    let arm = [
        s.rules.torque_arm.of(s.body1.r, xi),
        s.body2.map_or(0.0, |b| s.rules.torque_arm.of(b.r, xi)),
    ];
    let slip_r =
        [s.rules.slip_arm.of(s.body1.r, xi), s.body2.map_or(0.0, |b| s.rules.slip_arm.of(b.r, xi))];
    let w1 = s.body1.omega + y[4] / s.body1.inertia;
    let w2 = s.body2.map_or(0.0, |b| b.omega + y[5] / b.inertia);
    let u = s.vt + y[3] / s.m + slip_r[0] * w1 + slip_r[1] * w2;
    let h = f64::from(mode.held);
    let spring = match law {
        None => 0.0,
        Some(_) if mode.held != 0 && s.rules.dashpot == DashpotRule::Reset => h * cap + ct * u,
        Some(_) if mode.held != 0 => h * cap,
        Some((History::Incremental, _)) => y[2],
        Some((History::Total, _)) => -kt * y[2],
    };
    let ft = if mode.tension || mode.rolled || !s.active() {
        0.0
    } else if law.is_none() {
        f64::from(mode.clamped) * cap
    } else {
        match s.rules.dashpot {
            DashpotRule::Clamped if mode.clamped != 0 => f64::from(mode.clamped) * cap,
            DashpotRule::OffWhileSliding | DashpotRule::Reset if mode.held != 0 => h * cap,
            _ => spring - ct * u,
        }
    };
    // d(slip radius)/dt: 0 for r, −ξ̇/2 for r − ξ/2, −ξ̇ for r − ξ.
    let d_slip_r = |a: super::law::Arm| a.of(0.0, v);
    let rot = |r: f64, a: f64, i: f64| r * a / i;
    let inv = 1.0 / s.m
        + rot(slip_r[0], arm[0], s.body1.inertia)
        + s.body2.map_or(0.0, |b| rot(slip_r[1], arm[1], b.inertia));
    let u_rate = ft * inv + d_slip_r(s.rules.slip_arm) * (w1 + w2);
    Local { xi, v, acc, fn_, cap, cap_rate, kt, kt_rate, ct, ct_rate, u, u_rate, spring, ft, arm }
}

/// The spring's free rate d(spring)/dt by its law at this instant (from the spring as it
/// stands), and the rate of the variable a cap rule holds: the spring (truncation) or
/// spring − c_t u (reset).
pub fn held_rate(s: &Setup, l: &Local) -> f64 {
    let spring_rate = match stiffness(s) {
        None => 0.0,
        Some((History::Incremental, _)) => -l.kt * l.u,
        // spring = −k_t δ: d/dt = −k̇_t δ − k_t u with δ = −spring/k_t.
        Some((History::Total, _)) if l.kt > 0.0 => l.kt_rate * l.spring / l.kt - l.kt * l.u,
        Some((History::Total, _)) => 0.0,
    };
    if s.rules.dashpot == DashpotRule::Reset {
        spring_rate - l.ct_rate * l.u - l.ct * l.u_rate
    } else {
        spring_rate
    }
}

/// The value a cap rule holds: the spring, or spring − c_t u (reset).
pub fn held_value(s: &Setup, l: &Local) -> f64 {
    if s.rules.dashpot == DashpotRule::Reset {
        l.spring - l.ct * l.u
    } else {
        l.spring
    }
}

/// The history S that stores the spring as it stands (after a held phase).
pub fn history_of(s: &Setup, l: &Local) -> f64 {
    match stiffness(s) {
        Some((History::Total, _)) if l.kt > 0.0 => -l.spring / l.kt,
        Some((History::Total, _)) => 0.0,
        _ => l.spring,
    }
}

/// dy/dt in `mode`.
pub fn rates(s: &Setup, n: &Normal, y: &[f64; N], mode: Mode) -> [f64; N] {
    let l = local(s, n, y, mode);
    let ds = match stiffness(s) {
        Some((history, _)) if s.active() && mode.held == 0 && !mode.tension => match history {
            History::Incremental => -l.kt * l.u,
            History::Total => l.u,
        },
        _ => 0.0,
    };
    [l.v, l.acc, ds, l.ft, l.arm[0] * l.ft, l.arm[1] * l.ft]
}
