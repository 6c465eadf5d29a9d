//! What an oblique contact answers (the `tangential` object; README, "Oblique impacts"): the
//! rebound velocities and spins, the tangential restitutions, the impulse ratio, the angles, the
//! regime; the closed form of gross slip; the tangential curves.

use super::law::{Arm, Cap, Force, Setup};
use super::run::{self, Run, RunError};
use super::state::{local, Normal};
use crate::error::Error;
use crate::impact::{self, Method};
use crate::math::atan2;
use crate::models::law::Law;
use crate::models::{integration_error, Solved};
use crate::scenario::{Scenario, TangentialLaw};
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// How the contact point behaved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum TangentialRegime {
    /// u0 = 0 and nothing slips.
    Stick,
    /// |F_t| = μ F_n the whole time F_n > 0.
    GrossSlip,
    /// Otherwise: sticking and slipping in turn.
    PartialSlip,
}

/// A change of the tangential contact's mode, for the working and the plots.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Event {
    /// Time since first touch \[s\].
    pub t: f64,
    /// What happened (`start`, `slip`, `stick`, `clamp`, `unclamp`, `roll`, `tension`,
    /// `compression`, `zero-force`, `end`).
    pub event: &'static str,
    /// The contact point after it: `stick`, `slip`, `roll`, `tension` (no friction while
    /// F_n ≤ 0) or `none` (nothing tangential happens).
    pub state: &'static str,
}

/// The tangential half of an oblique impact ([`super::law::Rules::CONTRACT`]). Signs: F_t on body 1
/// along +vt; a positive spin adds to the slip u = vt + r1 ω1 + r2 ω2.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Tangential {
    /// The tangential law used.
    pub law: TangentialLaw,
    /// Where it comes from.
    pub source: &'static str,
    /// The friction coefficient μ.
    pub mu: f64,
    /// Tangential speed of body 1's centre relative to body 2's after the contact \[m/s\].
    pub vt_after: f64,
    /// Spin of body 1 after the contact \[rad/s\].
    pub omega1_after: f64,
    /// Spin of body 2 after the contact \[rad/s\] (absent for a wall).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub omega2_after: Option<f64>,
    /// vt_after / vt, Chung & Ooi's "tangential coefficient of restitution" of the centre
    /// (`None` when vt = 0).
    pub vt_ratio: Option<f64>,
    /// Slip of the contact point at impact u0 = vt + r1 ω1 + r2 ω2 \[m/s\].
    pub slip_before: f64,
    /// Slip of the contact point after the contact u' \[m/s\].
    pub slip_after: f64,
    /// −u'/u0, the tangential restitution of the contact point (`None` when u0 = 0).
    pub restitution: Option<f64>,
    /// J_t / J_n, J_t = −∫F_t dt, J_n = m* (v0 + vn′): +μ in gross slip with u0 > 0.
    pub impulse_ratio: f64,
    /// atan(vt / v0) \[deg\].
    pub incidence_angle: f64,
    /// atan(vt′ / vn′) of the centre \[deg\].
    pub rebound_angle: f64,
    /// atan(u′ / vn′) of the contact point (Chung & Ooi's) \[deg\].
    pub contact_rebound_angle: f64,
    /// Stick, gross slip or partial slip.
    pub regime: TangentialRegime,
    /// The effective shear modulus G* \[Pa\], for a Mindlin law.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub shear_modulus: Option<f64>,
    /// k_t at the largest overlap \[N/m\] (a spring law).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub stiffness_at_max_overlap: Option<f64>,
    /// Moment of inertia of body 1 \[kg·m²\].
    pub moment_of_inertia1: f64,
    /// Moment of inertia of body 2 \[kg·m²\] (absent for a wall).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub moment_of_inertia2: Option<f64>,
    /// Closed form (gross slip) or integrated.
    pub method: Method,
    /// The changes of the contact point's mode.
    pub events: Vec<Event>,
    /// What a user should know.
    pub notes: Vec<String>,
}

/// The impulses of a contact: J = ∫F_t dt, L_i = ∫a_i F_t dt, and the normal rebound speed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Impulses {
    /// ∫F_t dt \[N·s\].
    pub j: f64,
    /// ∫a_i F_t dt \[N·m·s\].
    pub l: [f64; 2],
    /// Normal separation speed vn′ \[m/s\] (0: the bodies did not separate).
    pub vn: f64,
}

/// Gross slip from first touch to the end by the contract's rules, F_n ≥ 0 throughout and no
/// body acceleration: ∫F_t dt = −s μ ∫F_n dt = −s μ m* (1 + e) v0 (s = sign u0), valid while
/// the slip keeps its sign, |u0| > μ (1 + e) v0 m*/m_t. `None` where that does not hold.
pub fn gross_slip(s: &Setup, v0: f64, e: f64) -> Option<Impulses> {
    let u0 = s.slip_before();
    let sign = if u0 > 0.0 { 1.0 } else { -1.0 };
    let j = -sign * s.mu * s.m * (1.0 + e) * v0;
    let keeps_sign = crate::math::abs(u0) > s.mu * (1.0 + e) * v0 * s.m * s.inverse_slip_mass();
    keeps_sign.then_some(Impulses {
        j,
        l: [s.body1.r * j, s.body2.map_or(0.0, |b| b.r * j)],
        vn: e * v0,
    })
}

fn degrees(y: f64, x: f64) -> f64 {
    atan2(y, x) * 180.0 / PI
}

/// The outputs from the impulses.
fn answer(
    s: &Setup,
    law: TangentialLaw,
    v0: f64,
    imp: Impulses,
    regime: TangentialRegime,
) -> Tangential {
    let vt_after = s.vt + imp.j / s.m;
    let omega1_after = s.body1.omega + imp.l[0] / s.body1.inertia;
    let omega2_after = s.body2.map(|b| b.omega + imp.l[1] / b.inertia);
    let u0 = s.slip_before();
    let slip_after = vt_after
        + s.body1.r * omega1_after
        + s.body2.map_or(0.0, |b| b.r) * omega2_after.unwrap_or(0.0);
    // A ratio whose denominator is below what the integration resolves of the speeds (the
    // impact speed, the slip) would be noise: not given, and said why (vt = 1e−300
    // gave vt_ratio = 3.1e264).
    let floor = RATIO_RESOLUTION * v0.max(crate::math::abs(u0)).max(crate::math::abs(s.vt));
    let resolved = |d: f64| crate::math::abs(d) > floor;
    let mut notes = Vec::new();
    for (name, d, ratio) in
        [("vt", s.vt, "vt_ratio"), ("the initial slip u0", u0, "the tangential restitution −u′/u0")]
    {
        if d != 0.0 && !resolved(d) {
            notes.push(alloc::format!(
                "{name} = {} m/s is below what the integration resolves of the speeds ({RATIO_RESOLUTION:e} of them): {ratio} is not given.",
                crate::text::sig(d)
            ));
        }
    }
    Tangential {
        law,
        source: super::law::law_source(law),
        mu: s.mu,
        vt_after,
        omega1_after,
        omega2_after,
        vt_ratio: resolved(s.vt).then(|| vt_after / s.vt),
        slip_before: u0,
        slip_after,
        restitution: resolved(u0).then(|| -slip_after / u0),
        impulse_ratio: -imp.j / (s.m * (v0 + imp.vn)),
        incidence_angle: degrees(s.vt, v0),
        rebound_angle: degrees(vt_after, imp.vn),
        contact_rebound_angle: degrees(slip_after, imp.vn),
        regime,
        shear_modulus: s.shear_modulus,
        stiffness_at_max_overlap: None,
        moment_of_inertia1: s.body1.inertia,
        moment_of_inertia2: s.body2.map(|b| b.inertia),
        method: Method::Integrated,
        events: Vec::new(),
        notes,
    }
}

/// The smallest denominator of a tangential ratio, as a fraction of the contact's speeds
/// (the integration resolves velocities to about 1e−12 of them; 1e−9 keeps a ratio's error
/// below 1e−3).
pub const RATIO_RESOLUTION: f64 = 1e-9;

/// The regime from the switches, as the theory of oblique impacts names it (Maw, Barber &
/// Fawcett 1976; Thornton, Cummins & Cleary 2013: gross sliding when the contact point slides
/// throughout the impact): stick when u0 = 0; gross slip when nothing resists (μ = 0) or the
/// contact point slides from first touch until F_n first reaches 0 — an opening stick shorter
/// than [`OPENING_STICK`] of the contact (Mindlin's spring starts with no stiffness and
/// reaches its cap within nanoseconds; Chung & Ooi's Test 4 read "partial slip" up to 85°) and a
/// stick at the very instant F_n reaches 0 left aside; partial otherwise.
fn regime(s: &Setup, run: &Run) -> TangentialRegime {
    if s.slip_before() == 0.0 {
        return TangentialRegime::Stick;
    }
    if s.mu == 0.0 {
        return TangentialRegime::GrossSlip;
    }
    let ends = |w: &&super::run::Switch| matches!(w.what, "tension" | "zero-force" | "end");
    let t_end = run.switches.iter().find(ends).map_or(f64::INFINITY, |w| w.t);
    let at_end = |t: f64| t_end - t <= 1e-9 * t_end;
    let mut body = run.switches.iter().take_while(|w| !ends(w)).skip_while(|w| w.what == "start");
    let opening_stick = run.switches.first().is_some_and(|w| w.state == "stick");
    if opening_stick {
        match body.next() {
            Some(w) if w.state == "slip" && w.t <= OPENING_STICK * t_end => {}
            _ => return TangentialRegime::PartialSlip,
        }
    }
    if body.all(|w| w.state == "slip" || at_end(w.t)) {
        TangentialRegime::GrossSlip
    } else {
        TangentialRegime::PartialSlip
    }
}

/// The longest opening stick, as a fraction of the time to F_n = 0, that still counts as
/// sliding throughout.
pub const OPENING_STICK: f64 = 0.01;

/// The normal contact as the tangential integration takes it: the law the answer carries
/// ([`Solved::law`], its spring k ξ^w and dashpot λ ξ^p ξ̇ among its parts) and how it is
/// integrated (its time scale (m v0²/k)^(1/(1+w))/v0: Hu et al. 2011, §III).
fn normal(sc: &Scenario, solved: &Solved) -> impact::Setup {
    impact::Setup {
        m: solved.m,
        v0: solved.v0,
        g: solved.g,
        end: sc.end,
        time_scale: solved.law.time_scale(solved.v0),
        local_damping: 0.0,
    }
}

/// The key to charge an integration failure to.
fn culprit(sc: &Scenario) -> &'static str {
    if sc.tangential_damping.is_some() {
        "tangential_damping"
    } else if sc.kt_ratio.is_some() {
        "kt_ratio"
    } else if sc.kt.is_some() {
        "kt"
    } else {
        "mu"
    }
}

/// The tangential curves: F_t \[N\] and u \[m/s\] at the sample times.
pub type Series = (Vec<f64>, Vec<f64>);

/// The tangential half solved, and its curves (F_t \[N\] and u \[m/s\] at the times `t`).
pub fn solve(
    sc: &Scenario,
    s: &Setup,
    law: TangentialLaw,
    solved: &Solved,
    t: Option<&[f64]>,
) -> Result<(Tangential, Option<Series>), Error> {
    let setup = normal(sc, solved);
    let normal_law: &Law = &solved.law;
    let summary = &solved.outcome.summary;
    let e = summary.restitution;
    let exact = s.force == Force::Coulomb
        && s.rules.cap == Cap::NonNegative
        && (s.rules.slip_arm, s.rules.torque_arm) == (Arm::Radius, Arm::Radius)
        && solved.g == 0.0
        && summary.contact_time.is_some()
        && !impact::is_tension(summary)
        && t.is_none();
    if let Some(imp) = exact.then(|| gross_slip(s, setup.v0, e)).flatten() {
        // gross_slip holds only where u0 ≠ 0 keeps its sign.
        let mut out = answer(s, law, setup.v0, imp, TangentialRegime::GrossSlip);
        out.method = Method::ClosedForm;
        out.events = alloc::vec![
            Event { t: 0.0, event: "start", state: if s.active() { "slip" } else { "none" } },
            Event {
                t: summary.contact_time.unwrap_or(0.0),
                event: "end",
                state: if s.active() { "slip" } else { "none" }
            },
        ];
        return Ok((out, None));
    }
    let t_end = summary.contact_time.map_or(summary.window, |tc| 2.0 * tc);
    let run = run::integrate(s, normal_law, &setup, t_end).map_err(|err| match err {
        RunError::Integrate(e) => integration_error(e, culprit(sc)),
        RunError::Chatter { t } => Error::Numerical {
            field: culprit(sc),
            reason: alloc::format!(
                "the contact point switches between sticking and slipping without end near t = {} s; change mu or the tangential law",
                crate::text::sig(t)
            ),
        },
    })?;
    let vn = if run.ended { (-run.y[1]).max(0.0) } else { 0.0 };
    let imp = Impulses { j: run.y[3], l: [run.y[4], run.y[5]], vn };
    let mut out = answer(s, law, setup.v0, imp, regime(s, &run));
    out.events =
        run.switches.iter().map(|w| Event { t: w.t, event: w.what, state: w.state }).collect();
    out.stiffness_at_max_overlap = match s.force {
        Force::Spring { stiffness, .. } => Some(stiffness.at(summary.max_overlap).0),
        Force::Coulomb => None,
    };
    if !run.ended {
        out.notes.push("The bodies did not separate: the tangential values are those at the end of the window computed.".into());
    }
    let curves = t.map(|ts| {
        let mut f = Vec::with_capacity(ts.len());
        let mut u = Vec::with_capacity(ts.len());
        for &ti in ts {
            let (y, mode, normal) = run::state_at(s, normal_law, &setup, &run, ti).unwrap_or((
                run.y,
                Default::default(),
                Default::default(),
            ));
            let l = local(s, &Normal { law: normal_law, mode: &normal, g: setup.g }, &y, mode);
            f.push(l.ft);
            u.push(l.u);
        }
        (f, u)
    });
    Ok((out, curves))
}
