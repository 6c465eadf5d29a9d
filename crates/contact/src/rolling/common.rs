//! What both paths of the rolling test share: the keys checked into a [`Setup`] (Ai et al.'s
//! law or a code's), which keys each law or code takes, the Hertz secant k_n, and the
//! answer's last steps (the stop, its notes, every number finite).

use super::input::RollingInput;
use super::single_ball::{Stop, Stopped};
use super::solution::RollingSolution;
use crate::error::Error;
use crate::math::cbrt;
use crate::pair::STANDARD_GRAVITY;
use crate::scenario::Scenario;
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The largest η_r taken (critical damping is 1): the integration of the first phase
/// resolves the rate's sign change, about −1/(4η_r²) of its start, up to here.
pub const MAX_ETA_R: f64 = 1e12;

/// The law of the test: one of Ai et al.'s (`rolling`), or a code's setting (`code`).
pub(crate) use crate::codes::rolling_spring::RollingChoice as Law;
pub(crate) use crate::codes::rolling_spring::{takes, OWN_KEYS};

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
    if mass < f64::MIN_POSITIVE {
        // Subnormal: fewer than 53 bits left, and the torque and inertia made from it fewer
        // still (ρ = 2.2e−308 gave a stopping distance 0.4 % off its mass-free value).
        let field = if inp.m1.is_some() { "m1" } else { "rho1" };
        return Err(Error::Numerical {
            field,
            reason: format!(
                "the mass {} kg underflows the normal range of f64 (below {:e}: its digits are \
                 lost); scale the inputs",
                text::sig(mass),
                f64::MIN_POSITIVE
            ),
        });
    }
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

/// The static overlap δ_s = F_n/k_n must stay below r1: the Hertz law and the codes' levers
/// (Kratos's R − δ) hold for overlaps well below the radius. Past it, an error naming the key
/// to change with its allowed range: `g` where the g given presses the ball past it and
/// standard gravity would not; else `kn` (k_n > F_n/r1), or the material: E* > 3F_n/(4 r1²)
/// (δ_s = (F_n/k)^(2/3) < r1 with k = (4/3)E*√r1), as `E1` through 1/E* = (1 − ν1²)/E1 +
/// (1 − ν2²)/E2, or `E2` where the wall alone is softer than that.
pub(super) fn check_static_overlap(
    inp: &RollingInput,
    s: &Setup,
    fn_: f64,
    kn: f64,
) -> Result<(), Error> {
    let delta = fn_ / kn;
    if delta < s.r1 {
        return Ok(());
    }
    let r1 = s.r1;
    let r32 = r1 * crate::math::sqrt(r1);
    // The Hertz spring k (δ_s = (F_n/k)^(2/3)) with the material, else k_n itself (δ_s = F_n/k_n).
    let hertz = crate::pair::material(&material_scenario(inp, r1))?.map(|m| m.hertz_k());
    let g_std = STANDARD_GRAVITY;
    let at_standard = match hertz {
        Some(k) => cbrt(s.mass * g_std / k) * cbrt(s.mass * g_std / k) < r1,
        None => s.mass * g_std / kn < r1,
    };
    let past = format!(
        "the ball's weight presses it {} m into the wall (its static overlap δ_s), past its \
         radius r1 = {} m, where the contact law ends (it holds for overlaps well below the \
         radius)",
        text::sig(delta),
        text::sig(r1)
    );
    let unreachable = |field: &'static str, value: f64, bound: String| Error::Unreachable {
        field,
        value,
        reason: format!("{past}; {bound}"),
    };
    if let (Some(g), true) = (inp.g, at_standard) {
        let g_max = match hertz {
            Some(k) => k * r32 / s.mass,
            None => kn * r1 / s.mass,
        };
        let bound = format!("g must be below {} m/s² for this ball", text::sig(g_max));
        return Err(unreachable("g", g, bound));
    }
    let (Some(e1), Some(_)) = (inp.e1, hertz) else {
        let bound = format!("kn must be above {} N/m for this ball", text::sig(fn_ / r1));
        return Err(unreachable("kn", kn, bound));
    };
    let nu1 = inp.nu1.unwrap_or(0.0);
    let e_min = 0.75 * fn_ / (r1 * r1);
    // 1/E* less body 1's part: the wall's (1 − ν2²)/E2, 0 for a rigid wall.
    let wall = match (inp.e2, inp.nu2) {
        (Some(e2), Some(nu2)) if e2 != f64::INFINITY => (1.0 - nu2 * nu2) / e2,
        _ => 0.0,
    };
    let room = 1.0 / e_min - wall;
    if !(room > 0.0) {
        let nu2 = inp.nu2.unwrap_or(0.0);
        let e2_min = (1.0 - nu2 * nu2) * e_min;
        let bound =
            format!("E2 must be above {} Pa for this ball (even a rigid ball)", text::sig(e2_min));
        return Err(unreachable("E2", inp.e2.unwrap_or(f64::NAN), bound));
    }
    let bound = format!(
        "E1 must be above {} Pa for this ball under g = {} m/s²",
        text::sig((1.0 - nu1 * nu1) / room),
        text::sig(s.g)
    );
    Err(unreachable("E1", e1, bound))
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
