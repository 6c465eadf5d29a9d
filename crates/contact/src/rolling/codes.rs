//! The rolling test as a DEM code runs it (`code`): the code's lever arm L for a sphere on a
//! flat wall, its rolling stiffness and dashpot from what it takes, and its cap
//! ([`crate::codes::rolling`]); then the single ball of [`super::single_ball`]. A code with
//! no spring (or on a wall, Kratos's type C) is the constant torque μ_r L F_n. The keys a
//! code takes beyond μ_r: `eta_r` (a damping ratio), `kr` (a pseudo-force stiffness in N/m,
//! k_r = kr L²), `krot` (N·m/rad), `gamma_r` (N·s/m, C_r = γ L²), `kr_factor`
//! (LIGGGHTS epsd3), `kt` (k_r = k_t L²; default Mindlin's 8G*√(R* δ_s) from the
//! material, δ_s the Hertz static overlap, as LIGGGHTS's `normal_model_hertz.h:232` forms
//! it).

use super::common::{finish, finite, normal_stiffness, range, Setup};
use super::input::RollingInput;
use super::single_ball::{self, Ball};
use super::solution::{CodeRun, Rolling, RollingSolution, Suggested};
use crate::codes::rolling::{mu_r_to_type, Dashpot, RollingCode, Stiffness};
use crate::codes::rolling_spring::{suggested, suggestion_rule, SpringParts};
use crate::error::Error;
use crate::math::{atan2, sqrt};
use crate::models::rolling::{self as law, Cap, Epsd};
use alloc::vec::Vec;

/// A required positive number of a code.
fn required(
    field: &'static str,
    x: Option<f64>,
    what: &'static str,
    hint: &'static str,
) -> Result<f64, Error> {
    match x {
        Some(x) if x.is_finite() && x > 0.0 => Ok(x),
        Some(x) => Err(range(field, x, what, "a finite number > 0")),
        None => Err(Error::Missing { field, hint }),
    }
}

/// The code's rolling stiffness k_r \[N·m/rad\] for lever arm `lever` ([`Stiffness::k_r`]),
/// with the k_n and k_t it used and, where the code demands a stiffness, the suggestion
/// ([`crate::codes::rolling_spring::suggested`]: taken when none is given).
fn stiffness(
    inp: &RollingInput,
    s: &Setup,
    c: &RollingCode,
    lever: f64,
    fn_: f64,
) -> Result<Spring, Error> {
    let rule = c.stiffness;
    let kn = match rule {
        Stiffness::Epsd | Stiffness::Factor => Some(normal_stiffness(inp, s.r1, fn_)?.0),
        _ => None,
    };
    let typed_given = match rule.typed_key() {
        Some(("kr", what)) => optional("kr", inp.kr, what)?,
        Some(("krot", what)) => optional("krot", inp.krot, what)?,
        Some((_, what)) => optional("kr_factor", inp.kr_factor, what)?,
        None => None,
    };
    // k_t: given, or Mindlin's from the material; a suggestion needs it too (shown beside a
    // stiffness given when the material is known).
    let kt = match rule {
        Stiffness::Tangential if inp.kt.is_some() => {
            Some(required("kt", inp.kt, "tangential stiffness", "")?)
        }
        Stiffness::Tangential => Some(mindlin(inp, s.r1, fn_, rule)?),
        Stiffness::PseudoForce | Stiffness::Angular if typed_given.is_none() => {
            Some(mindlin(inp, s.r1, fn_, rule)?)
        }
        Stiffness::PseudoForce | Stiffness::Angular => mindlin(inp, s.r1, fn_, rule).ok(),
        _ => None,
    };
    // The test's ball on its flat: R* = r1.
    let suggestion = suggested(rule, kt, s.r1, lever).map(|value| Suggested {
        key: rule.typed_key().map_or("", |(k, _)| k),
        value,
        given: typed_given,
        rule: suggestion_rule(rule),
    });
    let typed = typed_given.or(suggestion.as_ref().map(|x| x.value));
    let parts = SpringParts { kn, kt, typed, mu_r: s.mu_r, lever };
    let k_r = rule.k_r(&parts).unwrap_or(0.0);
    let kt_shown = if rule == Stiffness::Tangential { kt } else { None };
    Ok(Spring { k_r, kn, kt: kt_shown, suggestion })
}

/// A code's rolling spring as the test forms it.
struct Spring {
    /// k_r \[N·m/rad\].
    k_r: f64,
    /// The k_n it multiplies \[N/m\] (Ai et al.'s rule and epsd3's).
    kn: Option<f64>,
    /// The k_t it multiplies \[N/m\] (k_r = k_t L²).
    kt: Option<f64>,
    /// The stiffness suggested where the code demands one.
    suggestion: Option<Suggested>,
}

/// A code's optional positive number.
fn optional(field: &'static str, x: Option<f64>, what: &'static str) -> Result<Option<f64>, Error> {
    match x {
        None => Ok(None),
        Some(x) if x.is_finite() && x > 0.0 => Ok(Some(x)),
        Some(x) => Err(range(field, x, what, "a finite number > 0")),
    }
}

/// Mindlin's tangential stiffness 8G*√(R* δ_s) at the Hertz static overlap (LIGGGHTS
/// `normal_model_hertz.h:232`), 1/G* = (2 − ν1)/G1 + (2 − ν2)/G2; without a material the
/// error names the key the code demands (`kt`, or `kr`/`krot` whose suggestion needs k_t).
fn mindlin(inp: &RollingInput, r1: f64, fn_: f64, rule: Stiffness) -> Result<f64, Error> {
    let sc = super::common::material_scenario(inp, r1);
    let Some(g) = crate::pair::shear_modulus(&sc)? else {
        return Err(match rule.typed_key() {
            Some(("kr", _)) => Error::Missing {
                field: "kr",
                hint: "this code's rolling spring is typed in N/m: give kr (k_roll, rollingStiffness), or the material E1, nu1 for the suggested k_t (R*/L)², LIGGGHTS epsd2's k_r = k_t R*²",
            },
            Some(("krot", _)) => Error::Missing {
                field: "krot",
                hint: "Yade's rolling spring is typed in N·m/rad: give krot, or the material E1, nu1 for the suggested k_t R*², LIGGGHTS epsd2's",
            },
            _ => Error::Missing {
                field: "kt",
                hint: "k_r = k_t L² needs the tangential stiffness: give kt in N/m, or the material E1, nu1 for Mindlin's 8G*√(R*δ)",
            },
        });
    };
    let (_, overlap) = normal_stiffness(inp, r1, fn_)?;
    let delta = overlap.unwrap_or(0.0);
    finite("E1", "Mindlin's tangential stiffness 8G*√(R*δ)", 8.0 * g * sqrt(r1 * delta))
}

/// The test as code `c` runs it.
pub(super) fn run(
    inp: &RollingInput,
    s: &Setup,
    c: &'static RollingCode,
) -> Result<RollingSolution, Error> {
    if c.stiffness == Stiffness::CodeOwn {
        return Err(Error::Invalid {
            field: "code".into(),
            value: c.id.into(),
            expected: "a code whose rolling stiffness the calculator forms (yade-cohfrict takes Yade's own k_s; its lever is in mu_r_to_type of any other answer)",
        });
    }
    let fn_ = finite("m1", "the normal force m g", s.mass * s.g)?;
    let own = law::about_contact(law::solid_sphere_inertia(s.mass, s.r1), s.mass, s.r1);
    let inertia = finite("r1", "the rolling inertia (7/5) m r1²", law::rolling_inertia(own, None))?;
    // The overlap the lever arms take: δ_s = F_n/k_n where k_n is known.
    let delta = match (inp.kn, inp.e1) {
        (None, None) => 0.0,
        _ => {
            let kn = normal_stiffness(inp, s.r1, fn_)?.0;
            super::common::check_static_overlap(inp, s, fn_, kn)?;
            fn_ / kn
        }
    };
    let lever = finite("r1", "the lever arm", c.wall.arm(s.r1, delta))?;
    let limit = finite("mu_r", "the torque limit", law::torque_limit(s.mu_r, lever, fn_))?;
    let constant = c.stiffness == Stiffness::None || c.wall_constant;
    let Spring { k_r, kn, kt, suggestion } = if constant {
        Spring { k_r: 0.0, kn: None, kt: None, suggestion: None }
    } else {
        stiffness(inp, s, c, lever, fn_)?
    };
    let damping = match c.dashpot {
        _ if constant => 0.0,
        Dashpot::None => 0.0,
        Dashpot::Ratio => law::epsd_damping(s.eta_r, inertia, k_r),
        Dashpot::PseudoForce => inp.gamma_r.map_or(Ok(0.0), |g| {
            if g.is_finite() && g >= 0.0 {
                Ok(g * lever * lever)
            } else {
                Err(range(
                    "gamma_r",
                    g,
                    "pseudo-force rolling dashpot",
                    "a finite number ≥ 0 N·s/m",
                ))
            }
        })?,
    };
    let ball = s.v0.map(|v0| Ball { radius: s.r1, inertia, speed: v0 });
    let stop = match ball {
        None => None,
        Some(b) if constant => single_ball::constant(&b, limit),
        Some(b) => {
            let epsd = Epsd { stiffness: k_r, damping, limit, cap: c.cap };
            let eta = if k_r > 0.0 { damping / (2.0 * sqrt(inertia * k_r)) } else { 0.0 };
            single_ball::epsd(&b, &epsd, eta)?
        }
    };
    let spring = !constant && k_r > 0.0;
    let out = RollingSolution {
        rolling: Rolling {
            lever_arm: lever,
            normal_force: fn_,
            torque_limit: limit,
            kn,
            stiffness: (!constant).then_some(finite("mu_r", "the rolling stiffness", k_r)?),
            damping: (!constant).then_some(finite("gamma_r", "the rolling dashpot", damping)?),
            inertia,
            period: spring.then(|| 2.0 * core::f64::consts::PI * sqrt(inertia / k_r)),
            stopping_distance: None,
            stopping_time: None,
            static_angle: atan2(s.mu_r * lever, s.r1).to_degrees(),
        },
        law: c.id,
        formula: c.setting,
        source: c.source,
        static_overlap: (delta > 0.0).then_some(delta),
        elastic_angle: spring.then(|| limit / k_r),
        stopped: None,
        notes: Vec::new(),
        mu_r_to_type: mu_r_to_type(s.mu_r, (lever, c.pair.arm(s.r1, s.r1, 0.0)), s.r1, delta),
        code: Some(code_run(c, kt, constant, suggestion)),
    };
    let mut notes = Vec::new();
    if c.wall_constant {
        notes.push(alloc::format!("{} on a wall: the constant torque μ_r (R − δ) F_n.", c.id));
    }
    finish(s, stop, out, notes)
}

fn code_run(
    c: &'static RollingCode,
    kt: Option<f64>,
    constant: bool,
    suggested: Option<Suggested>,
) -> CodeRun {
    CodeRun {
        id: c.id,
        code: c.code,
        setting: c.setting,
        coefficient: c.coefficient,
        lever: [c.wall.rule(), c.pair.rule()],
        stiffness_rule: if constant { Stiffness::None.rule() } else { c.stiffness.rule() },
        dashpot_rule: if constant { Dashpot::None.rule() } else { c.dashpot.rule() },
        cap: match c.cap {
            _ if constant => "torque itself (a constant torque: no spring)",
            Cap::Spring => "spring",
            Cap::Total => "spring and dashpot",
        },
        normal_force: c.normal_force,
        kt,
        suggested,
        source: c.source,
        status: c.status,
    }
}
