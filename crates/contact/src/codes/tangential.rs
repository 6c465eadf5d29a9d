//! Each DEM code's tangential law (docs/tangential-codes.md), as data on the tangential model
//! ([`crate::models::tangential`]): the laws it offers in the contract's words, how its
//! spring keeps its history, what F_n its Coulomb cap takes, how its dashpot is formed and
//! meets the cap, and its lever arms — each read in the code's source or documentation
//! (`docs/tangential-codes.md` gives files, lines and commits). With a code chosen, an
//! oblique impact uses that code's law.
//!
//! `tangential_damping` with a code is that code's own input: LAMMPS `x_t` (the tangential
//! dashpot as a multiple of the normal one, default 0), LIGGGHTS `tangential_damping off`
//! (0; on by default), Yade `betas` (default β_n), PFC `dp_sratio` (default 0), and the
//! ratio ζ_t of c_t = 2 ζ_t √(m* k_t) for MercuryDPM (`slidingDissipation` = c_t).

use super::releases::Resolved;
use super::setting::Setting;
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw};
use crate::contact;
use crate::error::Error;
use crate::math::sqrt;
use crate::models::tangential::{Dashpot, Options, Rules};
use crate::pair;
use crate::scenario::{Scenario, TangentialLaw};
use crate::solution::Solution;
use alloc::format;

/// The tangential law of a setting, or why it has none here (its code's [`super::code::Code`]
/// holds its settings' laws).
fn law_of(s: &Setting) -> Result<&'static CodeLaw, &'static str> {
    let row =
        super::catalogue::code_of(s).and_then(|c| c.tangential.iter().find(|(id, _)| *id == s.id));
    row.map_or(Err("this code setting (its tangential law is not in the catalogue yet)"), |r| r.1)
}

/// The tangential laws of the code setting `id`, the first its default, each with the
/// code's own words for it (`tangential history`, `tangential mindlin/force NULL x_t μ`,
/// …): what the page's law selector offers with that code chosen. `Err`: why this setting has
/// no tangential law in the catalogue (or that no setting has this id).
pub fn laws(id: &str) -> Result<&'static [(TangentialLaw, &'static str)], &'static str> {
    let s = super::setting(id).ok_or("no code setting of this id")?;
    law_of(s).map(|c| c.laws)
}

/// Whether a scenario asks for an oblique impact.
fn oblique(sc: &Scenario) -> bool {
    [sc.vt, sc.omega1, sc.omega2, sc.mu, sc.kt, sc.kt_ratio, sc.tangential_damping]
        .iter()
        .any(Option::is_some)
        || sc.tangential.is_some()
}

/// The scenario without its tangential keys (a head-on impact: what the code's normal
/// inversions need).
pub(super) fn head_on(sc: &Scenario) -> Scenario {
    Scenario {
        vt: None,
        omega1: None,
        omega2: None,
        mu: None,
        kt: None,
        kt_ratio: None,
        tangential_damping: None,
        tangential: None,
        ..sc.clone()
    }
}

/// The code's dashpot from its input.
fn dashpot(c: &CodeLaw, model: &Scenario, sc: &Scenario) -> Result<Dashpot, Error> {
    let given = sc.tangential_damping;
    let bad = |allowed: &'static str| Error::OutOfRange {
        field: "tangential_damping",
        value: given.unwrap_or(f64::NAN),
        what: "the code's tangential damping",
        allowed,
    };
    // √(k_t/S_n) of a Hertz–Mindlin pair: √(8G*√(R*ξ) / (2E*√(R*ξ))) = √(4G*/E*).
    let mindlin_over_tangent = || -> Result<f64, Error> {
        match (pair::shear_modulus(model)?, pair::material(model)?) {
            (Some(g), Some(m)) => Ok(sqrt(4.0 * g / m.e_star)),
            _ => Ok(1.0),
        }
    };
    Ok(match (c.dashpot, given) {
        (CodeDashpot::Liggghts, Some(0.0)) => Dashpot::None,
        (CodeDashpot::Liggghts, Some(_)) => {
            return Err(bad("0 (tangential_damping off), or left out (on, LIGGGHTS's default)"))
        }
        (CodeDashpot::Liggghts | CodeDashpot::Edem, None)
            if model.model == crate::scenario::Model::Linear =>
        {
            Dashpot::Normal(1.0)
        }
        (CodeDashpot::Liggghts | CodeDashpot::Edem | CodeDashpot::Yade, None) => {
            Dashpot::Normal(mindlin_over_tangent()?)
        }
        (CodeDashpot::Edem, Some(_)) => {
            return Err(bad("left out (EDEM's tangential dashpot follows e)"))
        }
        (CodeDashpot::HalfNormal, None) => Dashpot::Normal(0.5),
        (CodeDashpot::HalfNormal, Some(_)) => {
            return Err(bad("left out (LAMMPS's default gammat = gamman/2 is used)"))
        }
        (CodeDashpot::TimesNormal, None) => Dashpot::None,
        (CodeDashpot::TimesNormal, Some(x)) if (0.0..=100.0).contains(&x) => {
            if x == 0.0 {
                Dashpot::None
            } else {
                Dashpot::Normal(x)
            }
        }
        (CodeDashpot::Ratio, None) => Dashpot::None,
        // The normal law's γ: α1 = √6γ (Hertz), ζ = γ (linear).
        (CodeDashpot::Kratos, None) if model.model == crate::scenario::Model::Linear => {
            Dashpot::Ratio(model.damping.unwrap_or(0.0))
        }
        (CodeDashpot::Kratos, None) => Dashpot::Ratio(model.damping.unwrap_or(0.0) / sqrt(6.0)),
        // α1 = √5|β| → ζ_t = √(5/3)|β| = α1/√3.
        (CodeDashpot::Deme, None) => Dashpot::Ratio(model.damping.unwrap_or(0.0) / sqrt(3.0)),
        (CodeDashpot::Kratos | CodeDashpot::Deme, Some(_)) => {
            return Err(bad("left out (this code's tangential dashpot follows e)"))
        }
        (CodeDashpot::Yade | CodeDashpot::Ratio, Some(z)) if (0.0..=100.0).contains(&z) => {
            if z == 0.0 {
                Dashpot::None
            } else {
                Dashpot::Ratio(z)
            }
        }
        (_, Some(_)) => return Err(bad("in [0, 100]")),
    })
}

/// The model scenario with the code's law fixed (its law's name, its k_t), and the options
/// of its rules.
fn with_law(
    r: &Resolved,
    c: &CodeLaw,
    model: &Scenario,
    sc: &Scenario,
    limit: bool,
) -> Result<(Scenario, Options), Error> {
    let law = match sc.tangential {
        None => c.laws[0].0,
        Some(l) if c.laws.iter().any(|(x, _)| *x == l) => l,
        Some(l) => {
            return Err(Error::Invalid {
                field: "tangential".into(),
                value: l.name().into(),
                expected: "a tangential law of the code chosen (see its notes: LIGGGHTS mindlin-total or linear, LAMMPS mindlin-total, mindlin or linear, Yade and PFC hertz mindlin, EDEM mindlin-total, PFC linear and MercuryDPM linear)",
            })
        }
    };
    if let Some((_, by)) = c.refused.iter().find(|(release, _)| *release == r.release.name) {
        return Err(Error::NotTaken { field: "vt", by });
    }
    let mut m = model.clone();
    m.tangential = Some(law);
    m.tangential_damping = None;
    let mut mindlin_times_k = None;
    match (c.kt, law) {
        (CodeKt::EqualsKn, _) => {
            if sc.kt.is_some() || sc.kt_ratio.is_some() {
                return Err(Error::NotTaken {
                    field: if sc.kt.is_some() { "kt" } else { "kt_ratio" },
                    by: "liggghts-hooke (its k_t is k_n)",
                });
            }
            m.kt_ratio = Some(1.0);
        }
        (CodeKt::TwoSevenths, TangentialLaw::Linear)
            if sc.kt.is_none() && sc.kt_ratio.is_none() =>
        {
            m.kt_ratio = Some(2.0 / 7.0)
        }
        (CodeKt::TwoSevenths, _) => {
            // gran/hertz/history: k_t = (2/7) K_n √(R*ξ) = (2/7) k √ξ, k = K_n √R*.
            let given = [("kt", sc.kt), ("kt_ratio", sc.kt_ratio)];
            if let Some((field, _)) = given.iter().find(|x| x.1.is_some()) {
                return Err(Error::NotTaken {
                    field,
                    by: "lammps-gran-hertz-history (its default kt = 2/7 kn is used)",
                });
            }
            mindlin_times_k = Some(2.0 / 7.0);
        }
        (CodeKt::FourGOverE | CodeKt::SixGOverE, _) => {
            if let Some(field) =
                [("kt", sc.kt), ("kt_ratio", sc.kt_ratio)].iter().find_map(|(f, x)| x.map(|_| *f))
            {
                return Err(Error::NotTaken {
                    field,
                    by: "this code setting (its k_t is formed from the material)",
                });
            }
            let g_over_e = match (pair::shear_modulus(sc)?, pair::material(sc)?) {
                (Some(g), Some(m)) => g / m.e_star,
                _ => {
                    return Err(Error::Missing {
                        field: "E1",
                        hint: "this code forms k_t from the material: give E1, nu1, r1",
                    })
                }
            };
            if c.kt == CodeKt::FourGOverE {
                m.kt_ratio = Some(4.0 * g_over_e);
            } else {
                mindlin_times_k = Some(6.0 * g_over_e);
            }
        }
        _ => {}
    }
    let wall = model.m2.is_none() && model.rho2.is_none();
    let rules = Rules {
        cap: if limit { c.cap.1 } else { c.cap.0 },
        dashpot: c.rule,
        slip_arm: if wall { c.wall_slip.unwrap_or(c.arms.0) } else { c.arms.0 },
        torque_arm: if wall { c.arms.2 } else { c.arms.1 },
    };
    let dashpot = dashpot(c, model, sc)?;
    let opts = Options {
        rules,
        dashpot: Some(dashpot),
        linear_history: c.linear_history,
        mindlin_times_k,
    };
    Ok((m, opts))
}

/// The model's contact of a code scenario (`model`, the scenario the code's mapping made
/// from the user's `sc`), with that code's tangential law when `sc` is oblique.
pub(super) fn solve(
    r: &Resolved,
    sc: &Scenario,
    model: &Scenario,
    samples: usize,
    limit: bool,
) -> Result<Solution, Error> {
    if !oblique(sc) {
        return contact::solve(model, samples);
    }
    let c = law_of(&r.setting).map_err(|by| {
        let field = pair::tangential_keys().find(|k| sc.given().any(|g| g == *k)).unwrap_or("vt");
        Error::NotTaken { field, by }
    })?;
    let (m, opts) = with_law(r, c, model, sc, limit)?;
    let mut sol = contact::solve_with(&m, samples, &opts)?;
    if let Some(t) = sol.tangential.as_mut() {
        let words = c.laws.iter().find(|(l, _)| *l == t.law).map_or("", |(_, w)| *w);
        t.notes.push(format!("{}: {words}. Read in {}.", r.setting.code, c.source));
    }
    Ok(sol)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The laws listed per setting are those `with_law` accepts: LIGGGHTS hertz the total
    /// displacement law alone, LAMMPS granular hertz three (mindlin first), Yade the incremental
    /// one; settings without a tangential law say why.
    #[test]
    fn laws_of_settings() {
        let names =
            |id| laws(id).unwrap().iter().map(|(l, _)| l.name()).collect::<alloc::vec::Vec<_>>();
        assert_eq!(names("liggghts-hertz"), ["mindlin-total"]);
        assert_eq!(names("lammps-hertz-tsuji"), ["mindlin-total", "mindlin", "linear"]);
        assert_eq!(names("yade-hertz-mindlin"), ["mindlin"]);
        assert_eq!(names("pfc-linear"), ["linear"]);
        assert!(laws("liggghts-hertz").unwrap()[0].1.contains("tangential history"));
        assert!(laws("chrono-smc-hooke").is_err());
        assert!(laws("no-such-code").is_err());
    }
}
