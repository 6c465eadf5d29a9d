//! Every code setting for one pair and target restitution (`dem-contact codes`, the page's
//! table of every code): what each takes, achieves, and what to type.

use super::catalogue::SETTINGS;
use super::mapping::strip_material;
use super::setting::Stiffness;
use super::solve::{solve_code, Answer};
use crate::error::Error;
use crate::scenario::{End, MassRule, Model, Scenario};
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// One row of the comparison of every code for one pair and target e.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CodeRow {
    /// Setting id.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub name: &'static str,
    /// The input's name.
    pub typed_name: &'static str,
    /// The input's unit ("" dimensionless; `1/(s·m)` for LAMMPS's damp and gamma_n).
    pub typed_unit: &'static str,
    /// The value typed (the target e, or the code's documented constant for it).
    pub typed: Option<f64>,
    /// The restitution the code achieves with it.
    pub achieved: Option<f64>,
    /// Whether that restitution holds at this impact speed only (the code's constant fixed,
    /// e falling with the speed: LAMMPS viscoelastic, gran/hertz/history, Chrono Flores).
    pub speed_dependent: bool,
    /// The value to type for the target.
    pub to_type: Option<f64>,
    /// End of contact as the code runs it.
    pub end: End,
    /// Contact time as the code runs it \[s\].
    pub contact_time: Option<f64>,
    /// Why there is no answer, when there is none.
    pub error: Option<String>,
}

/// Every code setting for the pair of `base` (its masses, material or stiffness and speed)
/// at target restitution `e`, with each code's defaults, except that `base.limit` (the
/// user's "tension clipped or not") is applied to every setting that has the switch
/// (LAMMPS limit_damping, LIGGGHTS limitForce, PFC dp_mode). Settings that take
/// a contact time get the exact contact's (of `base`'s model under their end rule); those
/// that need the material and find none say so.
pub fn compare(base: &Scenario, e: f64) -> Vec<CodeRow> {
    // The pair re-expressed for each model (the stiffness converted between exponents for
    // the same undamped maximum overlap, the material kept: `Scenario::for_model`).
    let plain = pair_only(base, base.model);
    let limit = base.limit;
    let for_model = |m: Model| -> Result<Scenario, Error> {
        let mut x = plain.clone();
        x.e = Some(e);
        if x.model == Model::Hertz || x.model == Model::PowerFunction {
            // Their stiffness reads the same as the linear (power-function) or Hertz one.
            x.e = None;
        }
        let mut y = x.for_model(m, e)?;
        y.e = None;
        y.damping = None;
        y.exponent = None;
        Ok(y)
    };
    // The linear contact of the pair: its duration serves the codes that take tc.
    let tc = pair_contact_time(base, e);
    SETTINGS
        .iter()
        .map(|s| {
            let clipped = s.clipped || (s.switchable() && limit == Some(true));
            let fallback_end = if clipped { End::Force } else { End::Overlap };
            let built = for_model(s.model()).map(|mut sc| {
                sc.model = Model::Linear;
                sc.code = Some(s.id);
                sc.limit = if s.switchable() { limit } else { None };
                sc.e = Some(e);
                sc.w = None;
                sc.p = None;
                sc.transition_force = None;
                match s.stiffness {
                    Stiffness::ContactTime => {
                        sc.k = None;
                        sc.k1 = None;
                        sc.k2 = None;
                        strip_material(&mut sc);
                        sc.tc = tc;
                    }
                    Stiffness::Material => {
                        sc.k = None;
                        sc.k1 = None;
                        sc.k2 = None;
                    }
                    Stiffness::K => {
                        // A spring constant: the linear k of the material if that is what
                        // the pair gives.
                        if sc.k.is_none() && sc.k1.is_none() {
                            let linear =
                                Scenario { code: None, limit: None, e: Some(e), ..sc.clone() };
                            sc.k = crate::contact::solve(&linear, 0).ok().map(|x| x.stiffness);
                        }
                        strip_material(&mut sc);
                    }
                    Stiffness::KOrMaterial => {}
                }
                sc
            });
            row_of(s, built.and_then(|sc| solve_code(&sc, 0, Answer::AsTyped)), fallback_end)
        })
        .collect()
}

/// The row of setting `s` from its answer as typed (or why there is none).
fn row_of(
    s: &'static super::setting::Setting,
    solved: Result<crate::solution::Solution, Error>,
    fallback_end: End,
) -> CodeRow {
    let row = |typed, achieved, speed_dependent, to_type, end, contact_time, error| CodeRow {
        id: s.id,
        code: s.code,
        name: s.title,
        typed_name: s.typed_name,
        typed_unit: s.typed_unit,
        typed,
        achieved,
        speed_dependent,
        to_type,
        end,
        contact_time,
        error,
    };
    match solved {
        Ok(sol) => {
            let c = sol.code.as_ref();
            row(
                c.map(|c| c.typed.value),
                Some(sol.restitution),
                c.is_some_and(|c| c.speed_dependent),
                c.and_then(|c| c.to_type.as_ref().map(|t| t.value)),
                c.map_or(fallback_end, |c| c.end),
                sol.contact_time,
                None,
            )
        }
        Err(err) => row(None, None, false, None, fallback_end, None, Some(err.to_string())),
    }
}

/// Every code setting at the pair `pair` and target `e` ([`compare`]) with a code chosen: its
/// own row from `chosen`, the user's scenario with that code (its own inputs: a contact time,
/// a tuning mass, a release), solved as typed at `e`; the other rows from the pair's physical
/// description, `pair` — the page's fields whatever the code hides (masses, radii, material
/// or spring, speed). A pair described by the chosen code alone (a contact-time code's `tc`,
/// no stiffness or material) takes the linear spring that code forms from it, so that every
/// row that takes a spring answers for the same contact.
pub fn compare_chosen(pair: &Scenario, chosen: &Scenario, e: f64) -> Vec<CodeRow> {
    let mut ask = chosen.clone();
    ask.e = Some(e);
    ask.damping = None;
    ask.exponent = None;
    let own = solve_code(&ask, 0, Answer::AsTyped);
    let described = pair.k.is_some() || pair.k1.is_some() || pair.e1_modulus.is_some();
    let mut physical = pair.clone();
    if let (false, Ok(sol)) = (described, &own) {
        physical.k = Some(sol.stiffness);
        physical.model = Model::Linear;
    }
    let mut rows = compare(&physical, e);
    let setting = chosen.code.and_then(super::catalogue::setting);
    if let (Some(s), Some(row)) = (setting, rows.iter_mut().find(|r| Some(r.id) == chosen.code)) {
        *row = row_of(s, own, row.end);
    }
    rows
}

/// The contact time of `base`'s pair at restitution `e` as a linear contact (its stiffness,
/// or the material's linear k with Hertz's maximum overlap): what a code that takes a contact
/// time (Yade ViscElMat `tc`, MercuryDPM `collisionTime`) is given for this pair, in the
/// table of every code and as the page's first value of `tc` (issue 22). `None` when the
/// pair does not describe a contact. The contact's own time: local damping (a body force the
/// integrator applies, not part of the contact's spring and dashpot) is left out, so that the
/// value does not depend on whether Yade's default 0.2 was filled in before or after.
pub fn pair_contact_time(base: &Scenario, e: f64) -> Option<f64> {
    let mut x = pair_only(base, base.model);
    x.local_damping = None;
    x.e = Some(e);
    if matches!(x.model, Model::Hertz | Model::PowerFunction) {
        x.e = None;
    }
    let mut y = x.for_model(Model::Linear, e).ok()?;
    y.exponent = None;
    y.damping = None;
    y.e = Some(e);
    crate::contact::solve(&y, 0).ok()?.contact_time
}

/// The pair, speed and stiffness of `base` (no model, dissipation or code keys).
fn pair_only(base: &Scenario, model: Model) -> Scenario {
    Scenario {
        model,
        mass_rule: MassRule::Reduced,
        end: End::Overlap,
        formula: None,
        linear_k: None,
        code: None,
        version: None,
        absolute_damping: None,
        limit: None,
        e: None,
        damping: None,
        exponent: None,
        transition_force: None,
        w: None,
        p: None,
        tc: None,
        v_char: None,
        ..base.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Value;

    fn sc(pairs: &[(&str, Value<'_>)]) -> Scenario {
        Scenario::from_pairs(pairs.iter().copied()).unwrap()
    }

    /// MercuryDPM's linear species chosen with its own tc (the user): the pair, with
    /// no stiffness or material of its own, is the spring that tc forms, so its own row and
    /// every linear row that takes a spring answer the same contact (the same t_c), none
    /// says "tc: missing" or "k: missing"; with the glass beads' material the material rows
    /// answer too.
    #[test]
    fn a_code_chosen_keeps_every_row() {
        use Value::{Number as N, Text as T};
        let bodies = [
            ("rho1", N(2500.0)),
            ("rho2", N(2500.0)),
            ("r1", N(1e-3)),
            ("r2", N(1e-3)),
            ("v0", N(1.0)),
            ("model", T("linear")),
        ];
        let mut chosen = bodies[..5].to_vec();
        chosen.extend([("code", T("mercurydpm-linear")), ("tc", N(6.76253e-6)), ("e", N(0.7))]);
        let chosen = sc(&chosen);
        let rows = compare_chosen(&sc(&bodies), &chosen, 0.7);
        let row = |id: &str| rows.iter().find(|r| r.id == id).unwrap();
        let own = row("mercurydpm-linear");
        assert_eq!(own.error, None);
        let tc = own.contact_time.unwrap();
        for id in [
            "lammps-hooke-velocity",
            "lammps-gran-hooke",
            "liggghts-hooke-stiffness",
            "pfc-linear",
            "yade-viscel",
        ] {
            let r = row(id);
            assert_eq!(r.error, None, "{id}");
            if r.end == own.end {
                assert!((r.contact_time.unwrap() - tc).abs() < 1e-9 * tc, "{id}: {r:?} {tc}");
            }
        }
        // Before: the same pair without the chosen code's inputs leaves every row unsolved.
        let bare = compare(&sc(&bodies), 0.7);
        assert!(bare.iter().all(|r| r.error.is_some()));
        // The glass beads' material given: every row answers.
        let mut glass = bodies.to_vec();
        glass.extend([("E1", N(63e9)), ("nu1", N(0.2)), ("E2", N(63e9)), ("nu2", N(0.2))]);
        let rows = compare_chosen(&sc(&glass), &chosen, 0.7);
        for r in &rows {
            assert_eq!(r.error, None, "{}", r.id);
        }
    }
}
