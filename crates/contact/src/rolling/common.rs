//! What both paths of the rolling test share: the keys checked into a [`Setup`] (Ai et al.'s
//! law or a code's), which keys each law or code takes, the Hertz secant k_n, and the
//! answer's last steps (the stop, its notes, every number finite).

use super::input::RollingInput;
use super::single_ball::{Stop, Stopped};
use super::solution::RollingSolution;
use crate::codes::rolling::{Dashpot, RollingCode, Stiffness};
use crate::error::Error;
use crate::math::cbrt;
use crate::models::rolling::RollingLaw;
use crate::pair::STANDARD_GRAVITY;
use crate::scenario::Scenario;
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The largest η_r taken (critical damping is 1): the integration of the first phase
/// resolves the rate's sign change, about −1/(4η_r²) of its start, up to here.
pub const MAX_ETA_R: f64 = 1e12;

/// The law of the test: one of Ai et al.'s, or a code's setting.
#[derive(Clone, Copy)]
pub(crate) enum Law {
    /// `rolling`.
    Ai(RollingLaw),
    /// `code`.
    Code(&'static RollingCode),
}

/// The ball, the law and the normal force, checked.
pub(crate) struct Setup {
    pub law: Law,
    pub r1: f64,
    pub mass: f64,
    pub g: f64,
    pub mu_r: f64,
    pub eta_r: f64,
    pub v0: Option<f64>,
}

/// The stop written into the answer, its notes, and every number checked finite.
pub(super) fn finish(
    s: &Setup,
    stop: Option<Stop>,
    mut out: RollingSolution,
    mut notes: Vec<String>,
) -> Result<RollingSolution, Error> {
    if let Some(st) = stop {
        out.rolling.stopping_distance = Some(finite("v0", "the stopping distance", st.distance)?);
        out.rolling.stopping_time = match st.time {
            Some(t) => Some(finite("v0", "the stopping time", t)?),
            None => None,
        };
        out.stopped = Some(st.stopped);
    }
    for row in &out.mu_r_to_type {
        for x in [row.lever_wall, row.mu_r_wall, row.lever_pair, row.mu_r_pair] {
            finite("mu_r", "the μ_r of another code", x)?;
        }
    }
    stop_notes(s, stop, &out, &mut notes);
    out.notes = notes;
    Ok(out)
}

/// The keys checked, in the order of [`super::rolling`]'s doc.
pub(super) fn setup(inp: &RollingInput) -> Result<Setup, Error> {
    let law = match (inp.law, inp.code) {
        (Some(_), Some(_)) => return Err(Error::Conflict { field: "rolling", other: "code" }),
        (Some(l), None) => Law::Ai(l),
        (None, Some(c)) => Law::Code(c),
        (None, None) => {
            return Err(Error::Missing {
                field: "rolling",
                hint: "give the rolling-resistance law: \"constant\" (Ai et al.'s type A) or \"epsd\" (type C), or a code's setting with code",
            })
        }
    };
    let sc = Scenario { r1: inp.r1, m1: inp.m1, rho1: inp.rho1, ..Scenario::default() };
    let r1 = crate::pair::required_positive(
        "r1",
        inp.r1,
        "radius of the sphere",
        "a finite number > 0 m",
        "give the radius r1 of the rolling sphere in m",
    )?;
    let (mass, _) = crate::pair::body_masses(&sc)?;
    let mu_r = match inp.mu_r {
        Some(x) if x.is_finite() && x >= 0.0 => x,
        Some(x) => {
            return Err(range("mu_r", x, "rolling-friction coefficient", "a finite number ≥ 0"))
        }
        None => {
            return Err(Error::Missing {
                field: "mu_r",
                hint: "give the rolling-friction coefficient mu_r (≥ 0)",
            })
        }
    };
    keys_taken(inp, law)?;
    let eta_r = match inp.eta_r {
        None => 0.0,
        Some(x) if (0.0..=MAX_ETA_R).contains(&x) => x,
        Some(x) => return Err(range("eta_r", x, "rolling damping ratio", "in [0, 1e12]")),
    };
    let g = match inp.g {
        None => STANDARD_GRAVITY,
        Some(x) if x.is_finite() && x > 0.0 => x,
        Some(x) => {
            return Err(range(
                "g",
                x,
                "gravity pressing the ball on the wall",
                "a finite number > 0 m/s²",
            ))
        }
    };
    let v0 = match inp.v0 {
        Some(x) if !(x.is_finite() && x >= 0.0) => {
            return Err(range("v0", x, "initial speed of the centre", "a finite number ≥ 0 m/s"))
        }
        v => v,
    };
    Ok(Setup { law, r1, mass, g, mu_r, eta_r, v0 })
}

pub(super) fn range(
    field: &'static str,
    value: f64,
    what: &'static str,
    allowed: &'static str,
) -> Error {
    Error::OutOfRange { field, value, what, allowed }
}

/// `x` when finite (and ≥ 0: every number here is), else an error charged to `field`.
pub(super) fn finite(field: &'static str, what: &str, x: f64) -> Result<f64, Error> {
    if x.is_finite() && x >= 0.0 {
        Ok(x)
    } else {
        Err(Error::Numerical { field, reason: format!("{what} {}", text::leaves_f64(x)) })
    }
}

/// k_n \[N/m\] for the EPSD spring: `kn`, or the Hertz secant F_n/δ_s at the static overlap
/// δ_s = (F_n/k)^(2/3), k = (4/3) E*√r1 (with δ_s).
pub(super) fn normal_stiffness(
    inp: &RollingInput,
    r1: f64,
    fn_: f64,
) -> Result<(f64, Option<f64>), Error> {
    let sc = material_scenario(inp, r1);
    if let (Some(_), Some(field)) = (inp.kn, crate::pair::partial_material(&sc)) {
        return Err(Error::Unsupported {
            field,
            reason:
                "not used with kn (the material E1, nu1 gives k_n where kn is not given); remove it",
        });
    }
    match (inp.kn, crate::pair::material(&sc)?) {
        (Some(_), Some(_)) => Err(Error::Conflict { field: "E1", other: "kn" }),
        (Some(kn), None) => {
            Ok((crate::pair::positive("kn", kn, "normal stiffness", "a finite number > 0 N/m")?, None))
        }
        (None, Some(mat)) => {
            let k = mat.hertz_k();
            let cube = cbrt(fn_ / k);
            let overlap = cube * cube;
            let kn = fn_ / overlap;
            if !(kn.is_finite() && kn > 0.0 && overlap > 0.0) {
                return Err(Error::Numerical {
                    field: "E1",
                    reason: format!("the Hertz secant stiffness F_n/δ_s {}", text::leaves_f64(kn)),
                });
            }
            Ok((kn, Some(overlap)))
        }
        (None, None) => Err(Error::Missing {
            field: "kn",
            hint: "the epsd spring k_r = 2.25 k_n μ_r² R_r² needs the normal stiffness: give kn in N/m, or the material E1, nu1 (E2, nu2 for an elastic wall)",
        }),
    }
}

/// Notes on how (or whether) the ball stopped.
fn stop_notes(s: &Setup, stop: Option<Stop>, out: &RollingSolution, notes: &mut Vec<String>) {
    let r = &out.rolling;
    match (s.v0, stop) {
        (None, _) => notes.push(
            "No v0 given: the stopping distance and time need the centre's initial speed.".into(),
        ),
        (Some(_), None) => notes.push(
            "mu_r = 0: no rolling torque acts, so the ball never stops (stopping distance and time are null)."
                .into(),
        ),
        (Some(_), Some(st)) => match st.stopped {
            Stopped::Spring => notes.push(format!(
                "The spring alone stops the ball before its torque reaches M_max = {} (θ < θ1 = {} rad); it then rolls back.",
                text::si(r.torque_limit, "N·m"),
                text::num(out.elastic_angle.unwrap_or(0.0), 4)
            )),
            Stopped::SpringThenLimit => notes.push(format!(
                "The spring reaches M_max = {} at θ1 = {} rad{}; the constant limit torque then stops the ball.",
                text::si(r.torque_limit, "N·m"),
                text::num(out.elastic_angle.unwrap_or(0.0), 4),
                if s.eta_r > 0.0 { " (the dashpot acts only below it)" } else { "" }
            )),
            Stopped::Creeps => notes.push(
                "Past the cap the overdamped spring–dashpot lets the ball creep: its speed tends to 0 without reaching it (stopping time null); the distance is where the spring has relaxed."
                    .into(),
            ),
            Stopped::AtRest | Stopped::ConstantTorque => {}
        },
    }
}

/// The keys a law or code may take beyond the ball, `g`, `v0` and `mu_r`, in the order
/// [`takes`] answers for them.
pub(crate) const OWN_KEYS: [&str; 6] = ["eta_r", "kr", "krot", "gamma_r", "kr_factor", "kt"];

/// Which of [`OWN_KEYS`] `law` takes, and its words for the errors about the others.
pub(crate) fn takes(law: Law) -> ([bool; 6], &'static str) {
    match law {
        Law::Ai(RollingLaw::Constant) => (
            [false; 6],
            "rolling \"constant\" (type A has no spring or dashpot; eta_r is the epsd dashpot's, kr, krot, gamma_r, kr_factor and kt a code's)",
        ),
        Law::Ai(RollingLaw::Epsd) => (
            [true, false, false, false, false, false],
            "rolling \"epsd\" (kr, krot, gamma_r, kr_factor and kt are a code's: give code)",
        ),
        Law::Code(c) => {
            let spring = !c.wall_constant;
            (
                [
                    c.dashpot == Dashpot::Ratio && spring,
                    c.stiffness == Stiffness::PseudoForce && spring,
                    c.stiffness == Stiffness::Angular && spring,
                    c.dashpot == Dashpot::PseudoForce && spring,
                    c.stiffness == Stiffness::Factor && spring,
                    c.stiffness == Stiffness::Tangential && spring,
                ],
                c.takes,
            )
        }
    }
}

/// The code keys, each refused where the law or code does not take it.
pub(super) fn keys_taken(inp: &RollingInput, law: Law) -> Result<(), Error> {
    let (takes, by) = takes(law);
    let given = [
        ("eta_r", inp.eta_r),
        ("kr", inp.kr),
        ("krot", inp.krot),
        ("gamma_r", inp.gamma_r),
        ("kr_factor", inp.kr_factor),
        ("kt", inp.kt),
    ];
    for ((field, x), ok) in given.into_iter().zip(takes) {
        if x.is_some() && !ok {
            return Err(Error::NotTaken { field, by });
        }
    }
    Ok(())
}

/// The ball of radius `r1` on its flat with the materials of `inp`, as a scenario of the
/// library's pair (for its material checks and moduli).
pub(super) fn material_scenario(inp: &RollingInput, r1: f64) -> Scenario {
    Scenario {
        r1: Some(r1),
        e1_modulus: inp.e1,
        nu1: inp.nu1,
        e2_modulus: inp.e2,
        nu2: inp.nu2,
        ..Scenario::default()
    }
}
