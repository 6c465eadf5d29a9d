//! The rolling test (`dem-contact rolling`): a solid sphere, body 1, rolls without slipping
//! on a flat wall under gravity and is slowed by a rolling-resistance law of Ai, Chen,
//! Rotter & Ooi 2011 ([`crate::models::rolling`]): type A (`constant`) or type C (`epsd`).
//! The answer: the lever arm, normal force and torque limit, the EPSD spring, dashpot and
//! period, the rolling inertia, where and when the ball stops ([`single_ball`]) and the
//! steepest incline it rests on.
//!
//! - F_n = m g; R_r = r1 and I_r = I + m r1² = (7/5) m r1² (a sphere on a flat: R* = r1, the
//!   wall's inertia term 0).
//! - k_n for the EPSD spring: `kn`, or the Hertz secant at the static overlap,
//!   k_n = F_n/δ_s = (4/3) E*√(R* δ_s), δ_s = (F_n/k)^(2/3), k = (4/3) E*√R*, 1/E* =
//!   (1 − ν1²)/E1 + (1 − ν2²)/E2 (a rigid wall without `E2`) — the k_n LIGGGHTS's `epsd`
//!   multiplies (`rolling_model_epsd.h:282` takes `sidata.kn`, which the Hertz model sets to
//!   4/3 Y*√(R* δ), `normal_model_hertz.h:234,264`).
//! - static_angle = atan μ_r: on an incline α the weight's moment about the contact point,
//!   m g r1 sin α, is resisted up to μ_r r1 m g cos α.

mod input;
pub mod single_ball;
mod solution;
mod total_cap;

pub use input::{RollingInput, ROLLING_KEYS};
pub use single_ball::{Ball, Stop, Stopped};
pub use solution::{Rolling, RollingSolution};

use crate::error::Error;
use crate::math::{cbrt, sqrt};
use crate::models::rolling::{self as law, Epsd, RollingLaw};
use crate::pair::STANDARD_GRAVITY;
use crate::scenario::Scenario;
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The largest η_r taken (critical damping is 1): the integration of the first phase
/// resolves the rate's sign change, about −1/(4η_r²) of its start, up to here.
pub const MAX_ETA_R: f64 = 1e12;

/// The ball, the law and the normal force, checked.
struct Setup {
    law: RollingLaw,
    r1: f64,
    mass: f64,
    g: f64,
    mu_r: f64,
    eta_r: f64,
    v0: Option<f64>,
}

/// Solves the rolling test. Of several bad keys the first in the order `rolling`, `r1`,
/// `m1`/`rho1`, `mu_r`, `eta_r`, `g`, `v0`, `kn`/the material is reported.
pub fn rolling(inp: &RollingInput) -> Result<RollingSolution, Error> {
    let s = setup(inp)?;
    let normal_force = finite("m1", "the normal force m g", s.mass * s.g)?;
    let lever = s.r1;
    let inertia = finite(
        "r1",
        "the rolling inertia (7/5) m r1²",
        law::rolling_inertia(
            law::about_contact(law::solid_sphere_inertia(s.mass, s.r1), s.mass, s.r1),
            None,
        ),
    )?;
    let limit = law::torque_limit(s.mu_r, lever, normal_force);
    let mut notes = Vec::new();
    let ball = s.v0.map(|v0| Ball { radius: s.r1, inertia, speed: v0 });
    let mut out = RollingSolution {
        rolling: Rolling {
            lever_arm: lever,
            normal_force,
            torque_limit: finite("mu_r", "the torque limit μ_r R_r F_n", limit)?,
            kn: None,
            stiffness: None,
            damping: None,
            inertia,
            period: None,
            stopping_distance: None,
            stopping_time: None,
            static_angle: crate::math::atan2(s.mu_r, 1.0).to_degrees(),
        },
        law: s.law.name(),
        formula: s.law.formula(),
        source: s.law.source(),
        static_overlap: None,
        elastic_angle: None,
        stopped: None,
        notes: Vec::new(),
    };
    let stop = match s.law {
        RollingLaw::Constant => {
            if inp.kn.is_some() || inp.e1.is_some() {
                notes.push(
                    "The constant torque takes no stiffness: kn (or the material) is not used."
                        .into(),
                );
            }
            ball.and_then(|b| single_ball::constant(&b, limit))
        }
        RollingLaw::Epsd => {
            let (kn, overlap) = normal_stiffness(inp, s.r1, normal_force)?;
            let epsd = Epsd::new(kn, s.mu_r, s.eta_r, lever, normal_force, inertia);
            let r = &mut out.rolling;
            r.kn = Some(kn);
            r.stiffness = Some(finite("mu_r", "the rolling stiffness k_r", epsd.stiffness)?);
            r.damping = Some(finite("eta_r", "the rolling dashpot C_r", epsd.damping)?);
            r.period = (epsd.stiffness > 0.0)
                .then(|| 2.0 * core::f64::consts::PI * sqrt(inertia / epsd.stiffness));
            out.static_overlap = overlap;
            out.elastic_angle = (epsd.stiffness > 0.0).then(|| epsd.limit / epsd.stiffness);
            match ball {
                Some(b) => single_ball::epsd(&b, &epsd, s.eta_r)?,
                None => None,
            }
        }
    };
    if let Some(st) = stop {
        out.rolling.stopping_distance = Some(finite("v0", "the stopping distance", st.distance)?);
        out.rolling.stopping_time = match st.time {
            Some(t) => Some(finite("v0", "the stopping time", t)?),
            None => None,
        };
        out.stopped = Some(st.stopped);
    }
    stop_notes(&s, stop, &out, &mut notes);
    out.notes = notes;
    Ok(out)
}

/// The keys checked, in the order of [`rolling`]'s doc.
fn setup(inp: &RollingInput) -> Result<Setup, Error> {
    let law = inp.law.ok_or(Error::Missing {
        field: "rolling",
        hint: "give the rolling-resistance law: \"constant\" (Ai et al.'s type A) or \"epsd\" (type C)",
    })?;
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
    let eta_r = match (inp.eta_r, law) {
        (None, _) => 0.0,
        (Some(_), RollingLaw::Constant) => {
            return Err(Error::NotTaken {
                field: "eta_r",
                by: "rolling \"constant\" (type A has no dashpot; eta_r is the epsd dashpot's)",
            })
        }
        (Some(x), _) if (0.0..=MAX_ETA_R).contains(&x) => x,
        (Some(x), _) => return Err(range("eta_r", x, "rolling damping ratio", "in [0, 1e12]")),
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

fn range(field: &'static str, value: f64, what: &'static str, allowed: &'static str) -> Error {
    Error::OutOfRange { field, value, what, allowed }
}

/// `x` when finite (and ≥ 0: every number here is), else an error charged to `field`.
fn finite(field: &'static str, what: &str, x: f64) -> Result<f64, Error> {
    if x.is_finite() && x >= 0.0 {
        Ok(x)
    } else {
        Err(Error::Numerical { field, reason: format!("{what} {}", text::leaves_f64(x)) })
    }
}

/// k_n \[N/m\] for the EPSD spring: `kn`, or the Hertz secant F_n/δ_s at the static overlap
/// δ_s = (F_n/k)^(2/3), k = (4/3) E*√r1 (with δ_s).
fn normal_stiffness(inp: &RollingInput, r1: f64, fn_: f64) -> Result<(f64, Option<f64>), Error> {
    let sc = Scenario {
        r1: Some(r1),
        e1_modulus: inp.e1,
        nu1: inp.nu1,
        e2_modulus: inp.e2,
        nu2: inp.nu2,
        ..Scenario::default()
    };
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

#[cfg(test)]
mod tests;
