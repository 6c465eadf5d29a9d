//! Thornton 1997's elastic–perfectly plastic Hertz contact (`thornton`; J. Appl. Mech.
//! 64:383): Hertz k δ^(3/2), k = 4/3 E*√R*, up to the yield δ_y = (π p_y/(2E*))² R*,
//! F_y = k δ_y^(3/2) (eq. 4–5); beyond, F = F_y + π p_y R* (δ − δ_y) (eq. 6); unloading from
//! (δ*, F*) on the Hertz curve of radius R_p = (4E*/(3F*))((2F* + F_y)/(2π p_y))^(3/2),
//! F = 4/3 E*√R_p (δ − δ_p)^(3/2), δ_p = δ* − (3F*/(4E*√R_p))^(2/3) (eq. 10–12); no force
//! below δ_p, no dashpot. The yield is `yield_pressure` p_y, or `yield_velocity` V_y, the
//! speed whose elastic impact just reaches it: ½ m V_y² = ∫₀^δ_y F dδ = (2/5) F_y δ_y (eq. 7).
//! Above V_y the restitution falls as v0^(−1/4) ([`restitution`], Thornton 1997, eq. 20);
//! below it the contact is elastic (e = 1, δ_p = 0).

use super::{overlap_end, report, run, Ask, DashpotRule};
use crate::error::Error;
use crate::impact::Method;
use crate::math::{pow_pos, powf, sqrt};
use crate::models::composed::{Composed, Dashpot, History, Spring};
use crate::models::history::Thornton;
use crate::models::info::{Holds, ModelInfo};
use crate::models::relation::Relation;
use crate::models::working::{Facts, Step};
use crate::models::{common, common_notes, Solved};
use crate::pair::Material;
use crate::scenario::{End, Scenario};
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Thornton 1997's restitution above the yield velocity, r = V_y/v0 ≤ 1 (eq. 20, from the
/// work of the loading and of the unloading Hertz curve of R_p):
/// e = (6√3/5)^(1/2) [1 − r²/6]^(1/2) [r/(r + 2√(6/5 − r²/5))]^(1/4); 1 at or below V_y.
pub fn restitution(v_y: f64, v0: f64) -> f64 {
    let r = v_y / v0;
    if !(r < 1.0) {
        return 1.0;
    }
    let a = sqrt(6.0 * sqrt(3.0) / 5.0) * sqrt(1.0 - r * r / 6.0);
    a * pow_pos(r / (r + 2.0 * sqrt(6.0 / 5.0 - r * r / 5.0)), 0.25)
}

/// The yield velocity of the yield `t` for effective mass `m`: V_y = √(4 F_y δ_y/(5m))
/// (Thornton 1997, eq. 7) \[m/s\].
pub fn yield_velocity(t: &Thornton, m: f64) -> f64 {
    sqrt(4.0 * t.f_y * t.delta_y / (5.0 * m))
}

/// The yield pressure for a yield velocity V_y: δ_y = (5 m V_y²/(4k))^(2/5), k = 4/3 E*√R*,
/// and p_y = (2E*/π)√(δ_y/R*) (Thornton 1997, eq. 4, 7) \[Pa\].
pub fn yield_pressure(mat: &Material, m: f64, v_y: f64) -> f64 {
    let delta_y = powf(5.0 * m * v_y * v_y / (4.0 * mat.hertz_k()), 0.4);
    2.0 * mat.e_star / PI * sqrt(delta_y / mat.r_star)
}

/// The material (required: E*, R*) and the yield, from exactly one of `yield_pressure` and
/// `yield_velocity`.
fn read(sc: &Scenario, m: f64) -> Result<(Material, Thornton), Error> {
    for (field, given) in [("e", sc.e.is_some()), ("damping", sc.damping.is_some())] {
        if given {
            return Err(Error::NotUsed {
                field,
                model: "thornton (elastic–perfectly plastic, no dashpot: the restitution comes from the yield)",
            });
        }
    }
    let mat =
        match crate::pair::material(sc)? {
            Some(mat) if sc.k.is_none() => mat,
            _ if sc.k.is_some() => return Err(Error::NotUsed {
                field: "k",
                model:
                    "thornton (its yield needs E* and R*: give the material E1, nu1, r1 instead)",
            }),
            _ => {
                return Err(Error::Missing {
                    field: "E1",
                    hint: "thornton takes the material: E1, nu1, r1 (and E2, nu2, r2 for a pair)",
                })
            }
        };
    let p_y = match (sc.yield_pressure, sc.yield_velocity) {
        (Some(_), Some(_)) => {
            return Err(Error::Conflict { field: "yield_velocity", other: "yield_pressure" })
        }
        (None, None) => {
            return Err(Error::Missing {
                field: "yield_pressure",
                hint: "give the limiting contact pressure p_y in Pa, or yield_velocity V_y in m/s",
            })
        }
        (Some(p), None) => crate::pair::positive(
            "yield_pressure",
            p,
            "yield pressure p_y",
            "a finite number > 0 Pa",
        )?,
        (None, Some(v)) => {
            let v = crate::pair::positive(
                "yield_velocity",
                v,
                "yield velocity V_y",
                "a finite number > 0 m/s",
            )?;
            yield_pressure(&mat, m, v)
        }
    };
    Ok((mat, Thornton::new(mat.e_star, mat.r_star, p_y)))
}

/// Solves a `thornton` scenario (module doc).
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solved, Error> {
    crate::pair::only_keys(sc, "thornton")?;
    overlap_end(sc, "thornton (its contact ends where the overlap returns to 0)")?;
    let c = common(sc)?;
    let (mat, yield_) = read(sc, c.m)?;
    let k = mat.hertz_k();
    let law0 = Composed {
        m: c.m,
        spring: Spring { k, w: 1.5 },
        dashpot: Dashpot::NONE,
        adhesion: None,
        history: Some(History::Thornton(yield_)),
    };
    let rule = DashpotRule {
        scale: 0.0,
        w: 1.5,
        alpha_of_e: |_, _| 0.0,
        e_of_alpha: |_, _| None,
        relation: "",
        coefficient: "",
        unit: "N·s/m".into(),
        source: "Thornton 1997: no dashpot",
    };
    let v_y = sc.yield_velocity.unwrap_or_else(|| yield_velocity(&yield_, c.m));
    let r = run(sc, &c, (law0, Some(restitution(v_y, c.v0))), Ask::None, &rule, samples)?;
    let s = r.outcome.summary;
    let d = s.max_overlap;
    let f_star = if d > yield_.delta_y {
        yield_.f_y + PI * yield_.p_y * yield_.r_star * (d - yield_.delta_y)
    } else {
        k * pow_pos(d, 1.5)
    };
    let plastic = report(&r, None, yield_.unloading(d, f_star).1, Some(v_y));
    let notes = common_notes(sc, &s, Method::Integrated, r.law.time_scale(c.v0), None, c.g);
    let closed = c.g == 0.0 && c.local_damping == 0.0;
    let mut damping = r.damping;
    damping.formula = "no dashpot: the restitution comes from the yield".into();
    let mut solved = Solved::new(
        &c,
        (k, "N/m^1.5".into()),
        (1.5, 0.0),
        damping,
        r.outcome,
        Method::Integrated,
        notes,
        Some(mat),
        r.law,
    );
    solved.restitution_formula = closed.then(|| restitution(v_y, c.v0));
    solved.plastic = Some(plastic);
    Ok(solved)
}

/// What the model knows of itself ([`ModelInfo`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info;

impl ModelInfo for Info {
    const FORMULA: &'static str =
        "F = k δ^(3/2), F_y + π p_y R* (δ − δ_y) past δ_y; unloading on Hertz of R_p";
    const SOURCE: &'static str = "Thornton 1997, eq. 4–12";
    const DAMPING_SYMBOL: &'static str = "–";
    fn elastic_exponent(&self, _w: Option<f64>) -> Option<f64> {
        Some(1.5)
    }
    fn undamped(&self) -> Option<f64> {
        None
    }
    fn holds(&self) -> Holds {
        Holds::Nothing
    }
    fn relations(
        &self,
        _sc: &Scenario,
        _requested: Option<f64>,
        _end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error> {
        Ok(("–", Vec::new()))
    }
    fn working(&self, _f: &Facts) -> Vec<Step> {
        Vec::new()
    }
}
