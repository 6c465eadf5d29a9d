//! A scenario that names a code setting and an adhesive law (README, "Adhesion"): the adhesion
//! composed with that code's normal contact the way the code composes it, integrated — what the
//! code achieves with the values typed, where its contact is not the library's law (the settings
//! of [`super::adhesion`], their `bases` and [`Rules`]).
//!
//! - LAMMPS `jkr`/`dmt` replace the normal model of the setting named (its Hertz spring from
//!   E*, R*, with the release's wall rule); the setting names the damping kept
//!   (`lammps-hertz-viscoelastic` or `lammps-hooke-viscoelastic`: η = damp·m*·a;
//!   `lammps-hooke-velocity`: η = damp; `lammps-hooke-mass-velocity`: η = damp·m*), typed as
//!   `damping`; with `jkr` the dashpot also acts on the tail and the contact breaks at −F_c.
//! - The other codes keep the setting's own model, as typed (its e → damping mapping, its
//!   wall rule: [`super::solve`]), and add the adhesion by their rules.
//! - LIGGGHTS `jkr` (`model thornton_ning`, with `liggghts-hertz`) replaces hertz by its own
//!   undamped elastic JKR (E*, R*, m* and the wall rule of hertz), released at δ = 0; the e
//!   typed is not used.

use super::adhesion::{value_to_type, AdhesiveSetting, Input, Normal, SETTINGS};
use super::lammps::{HERTZ_VISCOELASTIC, HOOKE_MASS_VELOCITY, HOOKE_VELOCITY, HOOKE_VISCOELASTIC};
use super::solve::{code_model, code_pair};
use crate::error::Error;
use crate::math::{cbrt, pow_pos, sqrt};
use crate::models::adhesion::impact::COARSE;
use crate::models::adhesion::law::{Adhesion, AdhesiveLaw, Rules};
use crate::models::adhesion::solve::{law_on, normal_of, read, solve_composed, without_adhesion};
use crate::models::{self, Solved};
use crate::scenario::{AdhesionLaw, End, Model, Scenario};
use crate::solution::{AdhesiveCode, Named, Solution};
use crate::text::sig;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// The adhesive setting that `code` composes with for `law` (any LAMMPS setting names
/// LAMMPS's, which says which of their damping models it refuses).
pub fn setting_for(code: &str, law: AdhesionLaw) -> Option<&'static AdhesiveSetting> {
    super::adhesion::for_setting(code, super::setting(code).map_or("", |b| b.code), law)
}

/// The settings that compose with some adhesive law, for an error.
const TAKES: &str = "a code setting that composes with this adhesive law: LAMMPS jkr and dmt with \
                     lammps-hertz-viscoelastic, lammps-hooke-viscoelastic, lammps-hooke-velocity or \
                     lammps-hooke-mass-velocity; LIGGGHTS sjkr and sjkr2 with liggghts-hertz or \
                     liggghts-hooke, jkr (model thornton_ning) with liggghts-hertz; Yade dmt \
                     with yade-hertz-mindlin; Kratos jkr and dmt with kratos-hertz or \
                     kratos-linear; Chrono dmt with chrono-smc-hertz or chrono-smc-hooke; \
                     MercuryDPM linear-irreversible with mercurydpm-linear or mercurydpm-hertzian; \
                     EDEM jkr with edem-hertz-mindlin";

/// What a code's settings compose with, for the refusal of another law or setting: the
/// choices to make instead (its `Code::adhesion_choices`; checked against
/// [`SETTINGS`] by a test).
pub fn laws_of(code: &str) -> &'static str {
    let code = super::catalogue::code_named(code);
    code.map_or(super::adhesion_line::NO_ADHESION, |c| c.adhesion_choices)
}

/// The normal model of a code's scenario solved without adhesion (its `Solved`: m*, k, w, p,
/// λ, E*, R*; its restitution under the code's own end criterion): the library's
/// ([`normal_of`]), refused naming what composes with a code's adhesion.
fn normal(model: &Scenario) -> Result<Solved, Error> {
    normal_of(model, TAKES)
}

/// A code's contact: its normal model solved, the adhesive law as the code composes it
/// (the library's [`AdhesiveLaw`] with the code's dashpot, break and [`Rules`]), the
/// restitution without adhesion, and notes.
struct CodeContact {
    /// The code's normal model.
    model: Model,
    solved: Solved,
    law: AdhesiveLaw,
    without: f64,
    notes: Vec<String>,
    /// The modulus to type into LAMMPS's `fix wall/gran` at a wall.
    wall_modulus: Option<f64>,
}

/// LAMMPS's damping models with `jkr`/`dmt`, by the setting named.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum LammpsDamping {
    Velocity,
    MassVelocity,
    Viscoelastic,
}

const LAMMPS_REFUSES: &str = "LAMMPS with jkr or dmt (it refuses damping tsuji and \
                              coeff_restitution with a cohesive normal model, GranularModel::init; \
                              the 7Jan2022 release still accepted tsuji, not reproduced here): \
                              give code lammps-hertz-viscoelastic, lammps-hooke-velocity or \
                              lammps-hooke-mass-velocity with its damp as `damping`";

/// LAMMPS `pair granular jkr|dmt E damp ν γ damping …` (module doc).
fn lammps(s: &AdhesiveSetting, sc: &Scenario, base: &Scenario) -> Result<CodeContact, Error> {
    let code = sc.code.unwrap_or("");
    let kind = match code {
        c if c == HOOKE_VELOCITY.id => LammpsDamping::Velocity,
        c if c == HOOKE_MASS_VELOCITY.id => LammpsDamping::MassVelocity,
        c if c == HERTZ_VISCOELASTIC.id || c == HOOKE_VISCOELASTIC.id => {
            LammpsDamping::Viscoelastic
        }
        _ => return Err(Error::NotTaken { field: "code", by: LAMMPS_REFUSES }),
    };
    const KEYS: &[&str] = &[
        "code", "version", "damping", "m1", "m2", "rho1", "rho2", "r1", "r2", "v0", "E1", "nu1",
        "E2", "nu2",
    ];
    // g = 0 is no body force (the page's fresh form gives it): nothing to refuse.
    if let Some(field) =
        base.given().find(|k| !(KEYS.contains(k) || (*k == "g" && base.g == Some(0.0))))
    {
        return Err(Error::NotTaken {
            field,
            by: "LAMMPS jkr and dmt (they take the material E1, nu1, r1 (E2, nu2, r2), the \
                 masses or densities, v0, and the damping model's damp as `damping`)",
        });
    }
    let damp = match base.damping {
        Some(d) if d.is_finite() && d >= 0.0 => d,
        Some(d) => {
            return Err(Error::OutOfRange {
                field: "damping",
                value: d,
                what: "LAMMPS's damp",
                allowed: "a finite number ≥ 0",
            })
        }
        None => {
            return Err(Error::Missing {
                field: "damping",
                hint: "give LAMMPS's damp of the damping model (0 for none)",
            })
        }
    };
    // The material mixing of `hertz/material` in the release named (the wall rule), which
    // jkr and dmt share (gran_sub_mod_normal.cpp, `mix_stiffnessE_wall`; fix_wall_gran.cpp
    // before 2Aug2023): the pair as the hertz/material setting sees it.
    let mut b = base.clone();
    b.code = Some(HERTZ_VISCOELASTIC.id);
    b.damping = None;
    let (resolved, mut pair, notes, wall_modulus) = code_pair(HERTZ_VISCOELASTIC.id, &b)?;
    let wall = base.m2.is_none() && base.rho2.is_none();
    let jkr = s.law == AdhesionLaw::Jkr;
    if jkr && wall && resolved.release.name == "7Jan2022" {
        return Err(Error::NotTaken {
            field: "version",
            by: "LAMMPS 7Jan2022 jkr at a wall (fix wall/gran granular jkr): its contact is never \
                 released, the run turns NaN past δ_c (run here, LAMMPS 29 Sep 2021 update 2); \
                 22Jul2025 releases it at −F_c",
        });
    }
    let m = crate::pair::effective_mass(&pair)?;
    let v0 = crate::pair::impact_speed(&pair)?;
    let material = crate::pair::material(&pair)?.ok_or(Error::Missing {
        field: "E1",
        hint: "LAMMPS jkr and dmt take the material: give E1, nu1, r1 (and E2, nu2, r2 for body 2)",
    })?;
    // The dashpot without adhesion: η = damp (velocity), damp·m* (mass_velocity),
    // damp·m*·√(R*δ) (viscoelastic, Hertz's contact radius).
    let (lambda0, p) = match kind {
        LammpsDamping::Velocity => (damp, 0.0),
        LammpsDamping::MassVelocity => (damp * m, 0.0),
        LammpsDamping::Viscoelastic => (damp * m * sqrt(material.r_star), 0.5),
    };
    let k = material.hertz_k();
    let (w, scale) = (1.5, m * v0 * pow_pos(k / (m * v0 * v0), (1.0 + p) / 2.5));
    pair.model = Model::PowerLaw;
    pair.w = Some(w);
    pair.p = Some(p);
    pair.damping = Some(lambda0 / scale);
    let solved = normal(&pair)?;
    let without = solved.outcome.summary.restitution;
    let adhesion = read(&with_keys(&pair, sc), s.law, &solved)?;
    let (lambda, break_at) = match adhesion {
        // jkr: the dashpot on JKR's contact radius (viscoelastic: η = damp·m*·a) and the
        // break at the largest pull, 3^(−2/3) δ_c.
        Adhesion::Jkr(j) => (
            if kind == LammpsDamping::Viscoelastic { damp * m } else { lambda0 },
            Some(j.separation() / cbrt(9.0)),
        ),
        _ => (lambda0, None),
    };
    let rules = Rules {
        dashpot_on_tail: jkr,
        dashpot_jkr_radius: jkr && kind == LammpsDamping::Viscoelastic,
        ..Rules::default()
    };
    let law = AdhesiveLaw { break_at, rules, ..law_on(&solved, lambda, adhesion, sc) };
    Ok(CodeContact { model: Model::PowerLaw, solved, law, without, notes, wall_modulus })
}

/// What LIGGGHTS `thornton_ning` makes of the restitution typed (`e`): nothing in the normal
/// contact (normal_model_thornton_ning.h lines 263–264, 370).
fn own_normal_note(e: Option<f64>) -> String {
    let typed = e.map_or(String::new(), |e| format!(" (e = {} here)", sig(e)));
    format!(
        "LIGGGHTS thornton_ning has no normal dashpot: the coefficientRestitution typed{typed} \
         sets only its tangential damping; the normal contact is elastic JKR from −(8/9)F_c at \
         the touch, released at δ = 0 without the tail (its force acts only in overlap)"
    )
}

/// `model` with the scenario's adhesion keys back (for [`read`]).
fn with_keys(model: &Scenario, sc: &Scenario) -> Scenario {
    let mut x = model.clone();
    x.adhesion = sc.adhesion;
    x.surface_energy = sc.surface_energy;
    x.work_of_adhesion = sc.work_of_adhesion;
    x.cohesion_energy_density = sc.cohesion_energy_density;
    x.adhesion_force = sc.adhesion_force;
    x.adhesion_stiffness = sc.adhesion_stiffness;
    x
}

/// The other codes: the setting's own model as typed, the adhesion added by its rules.
/// LIGGGHTS `thornton_ning` ([`Normal::Own`]) replaces the normal model: its
/// base (hertz: E*, R*, m* and the wall rule) solved with e = 1, no dashpot, released at δ = 0.
fn composed(s: &AdhesiveSetting, sc: &Scenario, base: &Scenario) -> Result<CodeContact, Error> {
    let mut own = base.clone();
    if s.normal == Normal::Own {
        own.e = Some(1.0);
        own.damping = None;
    }
    let (_, mut model, _, limit, mut notes) =
        code_model(if s.normal == Normal::Own { &own } else { base })?;
    if s.normal == Normal::Own {
        // The code's normal model is the adhesive law's elastic spring, no dashpot: solved as
        // Hertz's (the answer's damping then says "elastic", not a dashpot constant of 0).
        model.model = Model::Hertz;
        model.e = None;
        model.damping = None;
        notes.push(own_normal_note(base.e));
    }
    let mut solved = normal(&model)?;
    if solved.material.is_none() && matches!(s.law, AdhesionLaw::Jkr | AdhesionLaw::Dmt) {
        // A code that forms a linear k from the material (Kratos linear, Chrono Hooke) still
        // gives its adhesive law the particles' E* and R* (Kratos's cohesive laws read them
        // from the particles' properties, Chrono's DMT takes the contact's R*).
        let (_, pair, _, _) = code_pair(base.code.unwrap_or(""), base)?;
        solved.material = crate::pair::material(&pair)?;
    }
    let without = solved.outcome.summary.restitution;
    let mut adhesion = read(&with_keys(&model, sc), s.law, &solved)?;
    if let (true, Adhesion::Jkr(j)) = (s.jkr_term_only, adhesion) {
        adhesion = Adhesion::JkrHertz(j);
    }
    let mut rules = s.rules;
    // LIGGGHTS `limitForce on` clips the normal model's force before the cohesion model adds
    // its own (normal_model_hertz.h, normal_model_hooke.h, `surfacesIntersect`).
    // (thornton_ning registers limitForce but never reads it, normal_model_thornton_ning.h
    // line 89.)
    rules.clip_main |= s.limit_clips_main && limit;
    let lambda = if s.normal == Normal::Own { 0.0 } else { solved.damping.coefficient };
    let law = AdhesiveLaw {
        // thornton_ning's force is computed only while the surfaces intersect
        // (pair_gran_base.h line 356, fix_wall_gran_base.h line 279): no tail.
        break_at: (s.normal == Normal::Own).then_some(0.0),
        rules,
        ..law_on(&solved, lambda, adhesion, sc)
    };
    Ok(CodeContact { model: model.model, solved, law, without, notes, wall_modulus: None })
}

/// The code's contact for the adhesive setting `s`: LAMMPS's sub-models, or the adhesion
/// added to (or in place of) the base's normal model.
fn contact(s: &AdhesiveSetting, sc: &Scenario, base: &Scenario) -> Result<CodeContact, Error> {
    match s.normal {
        Normal::Submodel => lammps(s, sc, base),
        Normal::Added | Normal::Own => composed(s, sc, base),
    }
}

/// Solves a scenario with `code` and `adhesion` (module doc): the answer as for any adhesive
/// contact, its `adhesion_codes` the code's one row.
pub fn solve_code(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    let (Some(code), Some(law)) = (sc.code, sc.adhesion) else {
        return Err(Error::Missing { field: "adhesion", hint: "give an adhesive law" });
    };
    let s = setting_for(code, law).ok_or_else(|| Error::Invalid {
        field: "adhesion".into(),
        value: law.name().into(),
        expected: laws_of(super::setting(code).map_or("", |b| b.code)),
    })?;
    if sc.absolute_damping.is_some() || sc.local_damping.is_some() {
        let field = if sc.local_damping.is_some() { "local_damping" } else { "absolute_damping" };
        return Err(Error::NotTaken { field, by: "a code scenario with adhesion" });
    }
    let (typed, found) = match sc.e_with_adhesion {
        Some(want) => wanted(s, sc, want)?,
        None => (sc.clone(), None),
    };
    let sc = &typed;
    let base = without_adhesion(sc);
    let c = contact(s, sc, &base)?;
    let mut model_sc = with_keys(&Scenario { code: None, version: None, ..base.clone() }, sc);
    model_sc.model = c.model;
    model_sc.end = End::Overlap;
    let (solved, report) = solve_composed(&model_sc, law, c.solved, &c.law, c.without, samples)?;
    let mut sol = Solution::from_solved(&model_sc, solved);
    sol.adhesion = Some(report);
    let mut row = row(s, sc, &sol, &c.notes);
    row.line = match s.normal {
        Normal::Submodel => super::lammps::adhesion_line(s, sc, &row.to_type, c.wall_modulus),
        Normal::Added | Normal::Own => base_line(s, &base, &row.to_type),
    };
    if let Some(f) = found {
        row.conversion.push_str(&format!(
            "; for e_with_adhesion = {} type {} = {}: {}'s own contact then achieves it",
            sig(sc.e_with_adhesion.unwrap_or(f64::NAN)),
            f.name,
            sig(f.value),
            s.code
        ));
        row.to_type.push(f);
    }
    sol.notes.retain(|n| !n.starts_with("Body 2 is a wall"));
    sol.notes.extend(c.notes);
    sol.adhesion_codes = alloc::vec![row];
    crate::solution::check_finite(sc, sol)
}

/// A code scenario with `e_with_adhesion`: the value to type into the code found so that its
/// own contact achieves it ([`for_wanted`]: its restitution, or LAMMPS's damp), and the
/// scenario typed with it (`e_with_adhesion` kept, for the row). Where nothing typed changes
/// the code's normal contact (LIGGGHTS thornton_ning, no normal dashpot) it says what to
/// choose instead.
fn wanted(
    s: &AdhesiveSetting,
    sc: &Scenario,
    want: f64,
) -> Result<(Scenario, Option<Named>), Error> {
    let (field, given) =
        if s.normal == Normal::Submodel { ("damping", sc.damping) } else { ("e", sc.e) };
    if given.is_some() {
        return Err(Error::Conflict { field: "e_with_adhesion", other: field });
    }
    if s.normal == Normal::Own {
        return Err(Error::Unreachable {
            field: "e_with_adhesion",
            value: want,
            reason: "LIGGGHTS thornton_ning has no normal dashpot: it is elastic, e = 1 whatever \
                     is typed; for a restitution wanted with adhesion choose LIGGGHTS hertz with \
                     cohesion sjkr, or JKR in LAMMPS, Kratos or EDEM"
                .into(),
        });
    }
    let mut x = sc.clone();
    x.e_with_adhesion = None;
    let (value, named) = for_wanted(s, &x, want)?;
    if s.normal == Normal::Submodel {
        x.damping = Some(value);
    } else {
        x.e = Some(value);
    }
    x.e_with_adhesion = Some(want);
    Ok((x, Some(named)))
}

/// The line to type into a code that adds the adhesion to its setting ([`adhesion_line`]):
/// the base setting's snippet for the value typed in `base` (the code scenario without its
/// adhesion; undamped where it gives no restitution), the adhesion written into it.
fn base_line(s: &AdhesiveSetting, base: &Scenario, values: &[Named]) -> String {
    let mut b = base.clone();
    if b.e.is_none() && b.damping.is_none() {
        b.e = Some(1.0);
    }
    let snippet = match super::solve::snippet_as_typed(&b) {
        Ok(snippet) => snippet,
        // The base cannot be written for these inputs (LIGGGHTS hooke forms k from E, ν and
        // v_char, not from a k given): its own lines with the reason.
        Err(e) => {
            let why = match e.field() {
                "k" | "k1" | "k2" => String::from(
                    "it forms its stiffness itself (from the material, MercuryDPM from tc), not \
                     from the k given here: give its inputs for the rest of its lines",
                ),
                _ => e.to_string(),
            };
            let code = super::catalogue::code_named(s.code);
            let base_id = b.code.unwrap_or("");
            let unwritten = code
                .map_or(super::adhesion_line::reason_only as fn(&str, &str) -> String, |c| {
                    c.unwritten
                });
            unwritten(base_id, &why)
        }
    };
    let code = super::catalogue::code_named(s.code);
    code.map_or(snippet.clone(), |c| (c.adhesion_line)(s, &snippet, values))
}

/// LAMMPS's line for a scenario without `code` that LAMMPS's contact cannot be solved for
/// (a restitution typed, which it does not take with jkr or dmt): its damp left to fill.
fn lammps_line(s: &AdhesiveSetting, sc: &Scenario, values: &[Named]) -> String {
    let mut x = without_adhesion(sc);
    x.code = Some(HERTZ_VISCOELASTIC.id);
    x.model = Model::Linear;
    x.e = None;
    x.damping = None;
    let wall_e = code_pair(HERTZ_VISCOELASTIC.id, &x).ok().and_then(|p| p.3);
    super::lammps::adhesion_line(s, &x, values, wall_e)
}

/// The line to type for a row of a scenario without `code` whose contact is the library's
/// law (LIGGGHTS sjkr, sjkr2, MercuryDPM): the base the scenario's model maps to (hooke or
/// linear for the linear model), typed with `e` (None: undamped).
fn law_line(s: &AdhesiveSetting, sc: &Scenario, e: Option<f64>, values: &[Named]) -> String {
    let (linear, other) = s.law_bases;
    let i = if sc.model == Model::Linear { linear } else { other };
    let Some(base) = s.bases.get(i).or(s.bases.first()).copied() else {
        return String::new();
    };
    let mut x = without_adhesion(sc);
    x.code = Some(base);
    x.model = Model::Linear;
    x.e = e;
    x.damping = None;
    base_line(s, &x, values)
}

/// The code's row of a code scenario's answer.
fn row(s: &AdhesiveSetting, sc: &Scenario, sol: &Solution, notes: &[String]) -> AdhesiveCode {
    let (to_type, conversion) = value_to_type(s, sc, sol);
    let a = sol.adhesion.as_ref();
    let mut all: Vec<String> = s.notes.iter().map(|n| String::from(*n)).collect();
    all.extend(notes.iter().cloned());
    AdhesiveCode {
        id: s.id,
        code: s.code,
        title: s.title,
        to_type,
        conversion,
        line: String::new(),
        restitution: Some(sol.restitution),
        contact_time: sol.contact_time,
        sticking_velocity: a.and_then(|a| a.sticking_velocity),
        reproduced: s.reproduced.to_string(),
        source: s.source,
        status: s.status,
        notes: all,
    }
}

/// Every code that names the scenario's adhesive law: the value to type in its convention,
/// the conversion, and what it achieves with the scenario's values typed into it — the
/// answer above where its contact is the library's law, else its own contact integrated
/// ([`as_typed`]), or why not.
pub fn rows(sc: &Scenario, sol: &Solution) -> Vec<AdhesiveCode> {
    let Some(law) = sc.adhesion else { return Vec::new() };
    let mut out = Vec::new();
    for s in SETTINGS.iter().filter(|s| s.law == law) {
        let (mut to_type, mut conversion) = value_to_type(s, sc, sol);
        let a = sol.adhesion.as_ref();
        // LIGGGHTS and MercuryDPM map a typed restitution to their dashpot as without
        // adhesion, by the model's relation here: the e to type is the report's.
        let maps_e = matches!(s.input, Input::CohesionEnergyDensity | Input::ForceAndStiffness);
        if let (Some(e), true) = (a.and_then(|a| a.e_to_type), maps_e) {
            to_type.push(Named {
                name: "restitution (mapped without adhesion)",
                value: e,
                unit: "",
            });
            conversion.push_str(&format!(
                "; for e_with_adhesion type e = {}: {} maps e to its dashpot as without adhesion \
                 (model {}'s relation here)",
                sig(e),
                s.code,
                sc.model.name()
            ));
        }
        let mut line = String::new();
        let (restitution, contact_time, sticking_velocity, reproduced) = if s.as_the_law {
            let undamped = sc.model == Model::Hertz || (sc.damping == Some(0.0) && sc.e.is_none());
            let e = a.and_then(|a| a.e_to_type).or(sc.e).or(undamped.then_some(1.0));
            line = law_line(s, sc, e, &to_type);
            (
                Some(sol.restitution),
                sol.contact_time,
                a.and_then(|a| a.sticking_velocity),
                String::from(s.reproduced),
            )
        } else {
            match as_typed(s, sc) {
                Ok((c, typed)) => {
                    line = c.adhesion_codes.first().map_or(String::new(), |r| r.line.clone());
                    if let Some(t) = typed {
                        conversion.push_str(&format!(
                            "; for e_with_adhesion type {} = {}: {}'s own contact then achieves it",
                            t.name,
                            sig(t.value),
                            s.code
                        ));
                        to_type.push(t);
                    }
                    (
                        Some(c.restitution),
                        c.contact_time,
                        c.adhesion.as_ref().and_then(|a| a.sticking_velocity),
                        String::from(s.reproduced),
                    )
                }
                Err(why) => {
                    if s.normal == Normal::Submodel {
                        line = lammps_line(s, sc, &to_type);
                    }
                    (None, None, None, why)
                }
            }
        };
        out.push(AdhesiveCode {
            id: s.id,
            code: s.code,
            title: s.title,
            to_type,
            conversion,
            line,
            restitution,
            contact_time,
            sticking_velocity,
            reproduced,
            source: s.source,
            status: s.status,
            notes: s.notes.iter().map(|n| String::from(*n)).collect(),
        });
    }
    out
}

/// What a code makes of a scenario solved without `code` (the rows above): the code scenario
/// that types the scenario's values into it — its base setting, e as typed (or e = 1 where
/// the scenario has no dashpot); with `e_with_adhesion`, the value to type found
/// (`for_wanted`) — solved, and that value (`None`: e as typed); `Err` with the reason where
/// the scenario's values cannot be typed into it.
pub fn as_typed(s: &AdhesiveSetting, sc: &Scenario) -> Result<(Solution, Option<Named>), String> {
    let base = s.bases.first().ok_or_else(|| String::from("not integrated: documentation only"))?;
    let mut x = sc.clone();
    x.code = Some(base);
    x.model = Model::Linear;
    x.damping = None;
    x.e = None;
    x.e_with_adhesion = None;
    let undamped = sc.model == Model::Hertz || (sc.damping == Some(0.0) && sc.e.is_none());
    let mut typed = None;
    match (s.normal, undamped, sc.e, sc.e_with_adhesion) {
        // No normal dashpot: nothing typed changes its e (thornton_ning).
        (Normal::Own, ..) => x.e = Some(1.0),
        (normal, false, None, Some(want)) => {
            let (value, named) = for_wanted(s, &x, want).map_err(|e| format_err(&e))?;
            if normal == Normal::Submodel {
                x.damping = Some(value);
            } else {
                x.e = Some(value);
            }
            typed = Some(named);
        }
        (Normal::Submodel, true, _, _) => x.damping = Some(0.0),
        (Normal::Submodel, false, _, _) => {
            return Err("not integrated: LAMMPS takes no restitution with jkr or dmt (it refuses \
                        tsuji and coeff_restitution): with model hertz (undamped) it is, or give \
                        code lammps-hertz-viscoelastic (…-velocity, …-mass-velocity) with its \
                        damp; for e_with_adhesion its velocity damp is found"
                .into())
        }
        (_, true, _, _) => x.e = Some(1.0),
        (_, false, Some(e), _) => x.e = Some(e),
        _ => {
            return Err("not integrated: the scenario gives no restitution e to type into it".into())
        }
    }
    let sol = solve_code(&x, 0).map_err(|e| format_err(&e))?;
    Ok((sol, typed))
}

/// The restitution of an adhesive law's impact at v0, signed: e when the bodies separate,
/// −√(−2H/m)/v0 when they stick (continuous through 0 where sticking begins; the margin of
/// [`crate::models::adhesion::impact::Sticky`]); its sticking velocity is not searched. The
/// impact integrated to `coarse` times the full relative tolerance
/// ([`crate::models::adhesion::impact::margin`]; 1: the full one).
fn signed_restitution(law: &AdhesiveLaw, v0: f64, coarse: f64) -> Result<f64, Error> {
    let (margin, _) = crate::models::adhesion::impact::margin(law, v0, coarse)
        .map_err(|e| models::integration_error(e, "e_with_adhesion"))?;
    Ok(if margin >= 0.0 { sqrt(margin) } else { -sqrt(-margin) } / v0)
}

/// The adhesive laws of the code scenario `x` with each value typed, for the trials of
/// [`for_wanted`]. The code's contact is composed ([`contact`]: its normal model solved, an
/// integration) for the first two values whose dashpot is not zero; from then on, where the
/// two gave the same λ per unit of what the value sets, the law of another value is theirs
/// with λ scaled: LAMMPS's damp, of which λ is a multiple (η = damp, damp·m*, damp·m*·√R*);
/// the other codes' damping constant from their own relation ([`code_model`], no
/// integration), of which the normal model's λ is a multiple (Tsuji's α1 √(m k), the linear
/// model's 2α √(m k), the power law's α2 times its scale), as long as nothing else of the
/// code's model changes with the value (a code that forms its stiffness from e: composed
/// each time).
struct Laws<'a> {
    s: &'a AdhesiveSetting,
    x: &'a Scenario,
    lammps: bool,
    /// The first value composed.
    first: core::cell::RefCell<Option<FirstLaw>>,
    /// Whether a second value composed agreed with the first.
    agreed: core::cell::Cell<bool>,
}

/// A value composed for [`Laws`]: the code's model without its damping (`None`: LAMMPS),
/// λ per unit of what the value sets, the law, v0.
type FirstLaw = (Option<Scenario>, f64, AdhesiveLaw, f64);

impl Laws<'_> {
    /// The code scenario with `v` typed.
    fn typed(&self, v: f64) -> Scenario {
        let mut y = self.x.clone();
        if self.lammps {
            y.damping = Some(v);
        } else {
            y.e = Some(v);
        }
        y
    }

    /// The law with `v` typed, and v0.
    fn at(&self, v: f64) -> Result<(AdhesiveLaw, f64), Error> {
        let y = self.typed(v);
        let base = without_adhesion(&y);
        // What the value sets: LAMMPS's damp, else the code's model's damping constant.
        let (unit, model) = if self.lammps {
            (v, None)
        } else {
            let (_, mut model, _, _, _) = code_model(&base)?;
            (model.damping.take().unwrap_or(0.0), Some(model))
        };
        let mut first = self.first.borrow_mut();
        if let (true, Some(f)) = (self.agreed.get(), first.as_ref()) {
            if f.0 == model {
                return Ok((AdhesiveLaw { lambda: unit * f.1, ..f.2 }, f.3));
            }
        }
        let c = contact(self.s, &y, &base)?;
        let per = c.law.lambda / unit;
        if unit > 0.0 && per.is_finite() {
            match first.as_ref() {
                Some(f) => {
                    let plain = |law: &AdhesiveLaw| AdhesiveLaw { lambda: 0.0, ..*law };
                    let same = f.0 == model && (f.1 - per).abs() <= 1e-12 * per;
                    self.agreed.set(same && plain(&f.2) == plain(&c.law) && f.3 == c.solved.v0);
                }
                None => *first = Some((model, per, c.law, c.solved.v0)),
            }
        }
        Ok((c.law, c.solved.v0))
    }

    /// The signed restitution with `v` typed ([`signed_restitution`]).
    fn restitution(&self, v: f64, coarse: f64) -> Result<f64, Error> {
        let (law, v0) = self.at(v)?;
        signed_restitution(&law, v0, coarse)
    }
}

/// The value to type into the code scenario `x` (its base setting) so that its contact
/// achieves `want` at v0, by root finding on the code's own contact: the restitution typed
/// (Yade's en, Kratos's COEFFICIENT_OF_RESTITUTION, Chrono's e, each mapped by the code as
/// without adhesion and composed by its rules), in (0, 1]; for LAMMPS, which takes no
/// restitution with an adhesive model, the damp of its velocity damping \[N·s/m\]. The
/// bracket and a first root with coarse impacts, polished with full ones
/// ([`crate::roots::coarse_then_fine`]); where that fails, Brent's method with full impacts
/// throughout.
fn for_wanted(s: &AdhesiveSetting, x: &Scenario, want: f64) -> Result<(f64, Named), Error> {
    // LAMMPS takes no restitution with an adhesive model: its damp is searched.
    let lammps = s.normal == Normal::Submodel;
    let laws = Laws { s, x, lammps, first: Default::default(), agreed: Default::default() };
    let at = |v: f64, coarse: f64| laws.restitution(v, coarse);
    let unreachable =
        |reason: String| Error::Unreachable { field: "e_with_adhesion", value: want, reason };
    let top = at(if lammps { 0.0 } else { 1.0 }, 1.0)?;
    if top < want {
        return Err(unreachable(format!(
            "{} reaches at most e = {} here (no damping)",
            s.code,
            sig(top.max(0.0))
        )));
    }
    let v = match coarse_first(&at, lammps, want, top) {
        Some(v) => v,
        None => full_search(&at, lammps, want, s.code)?,
    };
    let named = if lammps {
        Named { name: "damp (damping velocity) for e_with_adhesion", value: v, unit: "N·s/m" }
    } else {
        Named { name: "restitution to type for e_with_adhesion", value: v, unit: "" }
    };
    Ok((v, named))
}

/// The search of [`for_wanted`] with coarse impacts first: the bracket (LAMMPS's damp grown
/// fourfold from 1e−9 N·s/m; e typed halved from `want` down to 0.001; `top` the restitution
/// at the undamped end, damp 0 or e typed 1) and a first root, polished with full impacts.
/// `None`: the full search decides (an impact that fails, a bracket not found, a stage that
/// does not converge, a last trial that does not reach `want`).
fn coarse_first(
    at: &impl Fn(f64, f64) -> Result<f64, Error>,
    lammps: bool,
    want: f64,
    top: f64,
) -> Option<f64> {
    let coarse = |v: f64| at(v, COARSE).map_or(f64::NAN, |e| e - want);
    let fine = |v: f64| at(v, 1.0).map_or(f64::NAN, |e| e - want);
    let (lo, hi) = if lammps {
        let (mut lo, mut hi) = ((0.0, top - want), 1e-9);
        loop {
            let f = coarse(hi);
            if !(f > 0.0) {
                break (lo, (hi, f));
            }
            (lo, hi) = ((hi, f), 4.0 * hi);
            if hi > 1e15 {
                return None;
            }
        }
    } else {
        // Down from e typed = want (adhesion takes energy: the contact achieves less than the
        // e typed), halving to 0.001: an e typed far below the root is a heavily damped
        // contact that creeps, long to integrate.
        let (mut x, mut hi) = (want.clamp(1e-3, 1.0), (1.0, top - want));
        loop {
            let f = coarse(x);
            if !(f > 0.0) {
                break ((x, f), hi);
            }
            if x <= 1e-3 {
                return None;
            }
            (x, hi) = ((0.5 * x).max(1e-3), (x, f));
        }
    };
    // e typed rises with the restitution achieved, LAMMPS's damp lowers it.
    if !(lo.1 * hi.1 <= 0.0) {
        return None;
    }
    let bounds = if lammps { (0.0, 2.0 * hi.0) } else { (0.5e-3, 1.0) };
    let (v, last) =
        crate::roots::coarse_then_fine(coarse, fine, lo, hi, (1e-6, 1e-8), bounds).ok()?;
    // The last full trial, a step of 1e−8 from the root, reaches `want`: no jump there.
    (last.abs() <= RESOLVED * want).then_some(v)
}

/// The search of [`for_wanted`] with full impacts throughout: the bracket, then Brent's
/// method to 1e−13 of it.
fn full_search(
    at: &impl Fn(f64, f64) -> Result<f64, Error>,
    lammps: bool,
    want: f64,
    code: &str,
) -> Result<f64, Error> {
    let unreachable =
        |reason: String| Error::Unreachable { field: "e_with_adhesion", value: want, reason };
    let (mut lo, mut hi) = if lammps { (0.0, 1e-9) } else { (1e-3, 1.0) };
    if lammps {
        let mut n = 0;
        while at(hi, 1.0)? > want {
            (lo, hi) = (hi, 4.0 * hi);
            n += 1;
            if n > 40 {
                return Err(unreachable("no damp up to 1e15 N·s/m reaches it".into()));
            }
        }
    } else if at(lo, 1.0)? > want {
        return Err(unreachable(format!("{code} typed e = 0.001 still gives more")));
    }
    let mut failed = None;
    let f = |v: f64| match at(v, 1.0) {
        Ok(e) => e - want,
        Err(err) => {
            failed.get_or_insert(err);
            f64::NAN
        }
    };
    let root = crate::roots::brent(f, lo, hi, 1e-13 * hi, 200);
    if let Some(err) = failed {
        return Err(err);
    }
    let v = match root {
        Ok(v) | Err(crate::roots::RootError::MaxIterations { best: v }) => v,
        Err(_) => return Err(unreachable("the search failed".into())),
    };
    // A root where the restitution jumps (a code whose relation of e to its damping is
    // stepped, a contact that stops separating) is no value to type.
    // Within [`STEPPED`] of it, the closest the code reaches (Kratos's e typed turned into
    // its damping by a bisection of fixed steps): the value to type, the row giving the
    // restitution the code then achieves.
    let got = at(v, 1.0)?;
    if (got - want).abs() <= STEPPED * want {
        return Ok(v);
    }
    Err(unreachable(format!(
        "the closest value typed into {code} ({}) gives e = {}: the restitution it achieves \
         jumps over it",
        sig(v),
        sig(got.max(0.0))
    )))
}

/// How close the restitution a code achieves with the value found must be to the one asked
/// for (relative), as for the library's own contact (`Damped::RESOLVED` of the adhesive law).
const RESOLVED: f64 = 1e-6;

/// How close the restitution a code achieves must be to the one asked for (relative) for the
/// value found to be offered where the code's relation of e to its damping is stepped: the
/// steps of Kratos's bisection at a 1 mm wall are about 5e−6 of e; a jump (a contact that
/// stops separating, e from 0.4986 to 1) is refused.
const STEPPED: f64 = 1e-4;

fn format_err(e: &Error) -> String {
    let mut out = String::from("not integrated: ");
    out.push_str(&e.to_string());
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Value::{self, Number as N, Text as T};

    /// The README's 20 µm powder ("Adhesion"), a pair (or with `wall` a sphere on a wall of it).
    fn powder(wall: bool, extra: &[(&'static str, Value<'static>)]) -> Scenario {
        let mut pairs = alloc::vec![
            ("E1", N(5e9)),
            ("nu1", N(0.3)),
            ("r1", N(20e-6)),
            ("rho1", N(1500.0)),
            ("E2", N(5e9)),
            ("nu2", N(0.3)),
        ];
        if !wall {
            pairs.extend_from_slice(&[("r2", N(20e-6)), ("rho2", N(1500.0))]);
        }
        pairs.extend_from_slice(extra);
        Scenario::from_pairs(pairs).unwrap()
    }

    fn field(sc: &Scenario) -> String {
        String::from(crate::solve(sc).unwrap_err().field())
    }

    /// The line an adhesive row writes from its base setting ([`base_line`]) is the snippet of
    /// the base solved as typed, though the value to type is not sought for it: every base
    /// of every adhesive setting, e typed 0.5 and 1, a wall and a pair, the same snippet (or
    /// the same refusal).
    #[test]
    fn base_snippet_without_the_value_to_type() {
        use super::super::solve::{snippet_as_typed, solve_code, Answer};
        let mut compared = 0;
        for s in SETTINGS.iter().filter(|s| s.normal != Normal::Submodel) {
            for base in s.bases {
                for (wall, e) in [(true, 0.5), (false, 0.5), (true, 1.0)] {
                    let sc = powder(wall, &[("code", T(base)), ("e", N(e)), ("v0", N(0.2))]);
                    let fast = snippet_as_typed(&sc).map_err(|e| e.to_string());
                    let full = solve_code(&sc, 0, Answer::AsTyped)
                        .map(|x| x.code.map_or(String::new(), |c| c.snippet))
                        .map_err(|e| e.to_string());
                    assert_eq!(fast, full, "{base} e = {e}");
                    compared += usize::from(fast.is_ok_and(|x| !x.is_empty()));
                }
            }
        }
        assert!(compared >= 20, "{compared} snippets compared");
    }

    /// What each code refuses, by the field to change: LAMMPS's tsuji with jkr, a law the
    /// setting does not compose with, LAMMPS 7Jan2022's jkr at a wall, e_with_adhesion where
    /// nothing typed changes the contact (thornton_ning); a code scenario with
    /// e_with_adhesion is solved for the value to type (Kratos: its restitution).
    #[test]
    fn refusals() {
        let jkr = [("adhesion", T("jkr")), ("surface_energy", N(0.05)), ("v0", N(0.1))];
        let with = |wall, code, more: &[(&'static str, Value<'static>)]| {
            let mut v = jkr.to_vec();
            v.push(("code", T(code)));
            v.extend_from_slice(more);
            field(&powder(wall, &v))
        };
        assert_eq!(with(false, "lammps-hertz-tsuji", &[("e", N(0.5))]), "code");
        assert_eq!(with(false, "liggghts-hooke", &[("e", N(0.5)), ("v_char", N(0.1))]), "adhesion");
        assert_eq!(with(false, "lammps-hooke-velocity", &[]), "damping");
        assert_eq!(
            with(false, "lammps-hooke-velocity", &[("damping", N(0.0)), ("k", N(1e3))]),
            "k"
        );
        assert_eq!(
            with(true, "lammps-hooke-velocity", &[("damping", N(0.0)), ("version", T("7Jan2022"))]),
            "version"
        );
        let wanted = |code| {
            powder(
                false,
                &[
                    ("code", T(code)),
                    ("adhesion", T("jkr")),
                    ("work_of_adhesion", N(0.1)),
                    ("e_with_adhesion", N(0.5)),
                    ("v0", N(0.3)),
                ],
            )
        };
        assert_eq!(field(&wanted("liggghts-hertz")), "e_with_adhesion");
        let sol = crate::solve(&wanted("kratos-hertz")).unwrap();
        assert!((sol.restitution - 0.5).abs() < 1e-9, "{}", sol.restitution);
        let named = sol.adhesion_codes[0].to_type.last().unwrap();
        assert_eq!(named.name, "restitution to type for e_with_adhesion");
    }

    /// The refusal of a law a code setting does not compose with names what to choose
    /// instead, as the catalogue has it: each adhesive setting's law and bases in its code's
    /// words.
    #[test]
    fn what_to_choose_instead_follows_the_catalogue() {
        for s in SETTINGS {
            let says = laws_of(s.code);
            assert!(says.contains(s.law.name()), "{}: {says}", s.id);
            for b in s.bases {
                assert!(says.contains(b), "{} with {b}: {says}", s.id);
            }
        }
        assert!(laws_of("PFC").starts_with("none"));
    }

    /// LAMMPS's dashpot on the tail: the same velocity damping acting in overlap only loses
    /// less (a higher e); its undamped jkr is the row's (e = √(1 − V_L²/v0²)); the row of a
    /// code scenario is its own answer, with the value typed in LAMMPS's convention (γ).
    #[test]
    fn lammps_dashpot_on_the_tail() {
        let sc = powder(
            false,
            &[
                ("code", T("lammps-hooke-velocity")),
                ("damping", N(2e-6)),
                ("adhesion", T("jkr")),
                ("surface_energy", N(0.05)),
                ("v0", N(0.1)),
            ],
        );
        let sol = crate::solve(&sc).unwrap();
        let row = &sol.adhesion_codes[0];
        assert_eq!((row.id, row.restitution), ("lammps-jkr", Some(sol.restitution)));
        assert_eq!(row.to_type[0].value, 0.05);
        let base = without_adhesion(&sc);
        let s = setting_for("lammps-hooke-velocity", AdhesionLaw::Jkr).unwrap();
        let c = lammps(s, &sc, &base).unwrap();
        assert!(c.law.rules.dashpot_on_tail && c.law.break_at.is_some());
        let overlap_only = AdhesiveLaw { rules: Rules::default(), ..c.law };
        let e_in = crate::models::adhesion::impact::simulate(&overlap_only, 0.1, 0).unwrap();
        assert!(e_in.summary.restitution > sol.restitution + 1e-3, "{}", e_in.summary.restitution);
    }

    /// Kratos's JKR term and DMT pull on an undamped Hertz spring (e = 1 typed: γ = 0) are
    /// conservative: e = 1 exactly, never stuck; with e = 0.5 its clipped normal force loses
    /// less than the same dashpot left unclipped, which pulls at the end of the unloading.
    #[test]
    fn kratos_clip() {
        for law in ["jkr", "dmt"] {
            let sc = powder(
                false,
                &[
                    ("code", T("kratos-hertz")),
                    ("e", N(1.0)),
                    ("adhesion", T(law)),
                    ("work_of_adhesion", N(0.1)),
                    ("v0", N(0.3)),
                ],
            );
            let sol = crate::solve(&sc).unwrap();
            assert_eq!(sol.restitution, 1.0, "{law}");
            assert_eq!(sol.adhesion.unwrap().sticking_velocity, Some(0.0));
        }
        let sc = powder(
            false,
            &[
                ("code", T("kratos-hertz")),
                ("e", N(0.5)),
                ("adhesion", T("dmt")),
                ("work_of_adhesion", N(0.1)),
                ("v0", N(0.3)),
            ],
        );
        let base = without_adhesion(&sc);
        let s = setting_for("kratos-hertz", AdhesionLaw::Dmt).unwrap();
        let c = composed(s, &sc, &base).unwrap();
        assert!(c.law.rules.clip_main);
        let simulate = |l: &AdhesiveLaw| {
            crate::models::adhesion::impact::simulate(l, 0.3, 0).unwrap().summary.restitution
        };
        let clipped = simulate(&c.law);
        let free = simulate(&AdhesiveLaw { rules: Rules::default(), ..c.law });
        assert!(free > 0.0 && clipped > free + 1e-3, "{clipped} vs {free}");
    }
}

#[cfg(test)]
mod row_tests {
    use super::*;
    use crate::math::sqrt;
    use crate::testing::rel;
    use crate::Value::{Number as N, Text as T};
    use core::f64::consts::PI;

    fn powder(model: &str, extra: &[(&'static str, crate::Value<'static>)]) -> Scenario {
        let mut pairs = alloc::vec![
            ("model", T(model)),
            ("E1", N(5e9)),
            ("nu1", N(0.3)),
            ("r1", N(20e-6)),
            ("rho1", N(1500.0)),
            ("E2", N(5e9)),
            ("nu2", N(0.3)),
            ("r2", N(20e-6)),
            ("rho2", N(1500.0)),
        ];
        // `extra` overrides (a key is given once: a Null leaves it out).
        pairs.retain(|(k, _)| !extra.iter().any(|(x, _)| x == k));
        pairs.extend_from_slice(extra);
        Scenario::from_pairs(pairs).unwrap()
    }

    /// The γ/w trap: LAMMPS, EDEM and Yade are told γ = w/2, Kratos w; LAMMPS's jkr (damp
    /// = 0) releases at −F_c: its sticking velocity is √(W_L/W) = 0.7028 of Thornton & Ning's
    /// (0.02568 m/s for the README's 20 µm pair; LAMMPS ran gives 0.02567 m/s), and above it
    /// e = √(1 − V_L²/v0²) exactly, the same law with less lost. Kratos's JKR term on an
    /// undamped Hertz spring is conservative (e = 1); EDEM is not integrated.
    #[test]
    fn jkr_values_to_type_and_lammps_release() {
        let sc =
            powder("hertz", &[("adhesion", T("jkr")), ("surface_energy", N(0.05)), ("v0", N(0.1))]);
        let sol = crate::solve(&sc).unwrap();
        let list = rows(&sc, &sol);
        let row = |id: &str| list.iter().find(|r| r.id == id).unwrap();
        assert_eq!(list.len(), 4);
        assert_eq!(row("lammps-jkr").to_type[0].value, 0.05);
        assert_eq!(row("edem-jkr").to_type[0].value, 0.05);
        assert_eq!(row("kratos-jkr").to_type[0].value, 0.1);
        let l = row("lammps-jkr");
        let vs = sol.adhesion.as_ref().unwrap().sticking_velocity.unwrap();
        let vl = l.sticking_velocity.unwrap();
        assert!((vl / vs - 0.7028).abs() < 1e-4 && (vl - 0.02568).abs() < 1e-5, "{vl}");
        let e = sqrt(1.0 - vl * vl / 0.01);
        assert!(rel(l.restitution.unwrap(), e) < 1e-9, "{:?} vs {e}", l.restitution);
        assert!(l.restitution.unwrap() > sol.restitution);
        assert_eq!(row("kratos-jkr").restitution, Some(1.0));
        assert_eq!(row("kratos-jkr").sticking_velocity, Some(0.0));
        // EDEM's JKR (from its documentation) is the library's on an undamped Hertz spring.
        assert!(rel(row("edem-jkr").restitution.unwrap(), sol.restitution) < 1e-9);
    }

    /// LIGGGHTS thornton_ning, what to type for the README's powder (γ = 0.05 J/m², 20 µm, 5 GPa):
    /// type surfaceEnergy = w = 2γ = 0.1 J/m² (normal_model_thornton_ning.h line 240: F_c =
    /// (3/2)π gamma_surf R*) and coefficientYieldRatio = 1. Elastic, undamped and released at
    /// δ = 0 it is conservative: e = 1, never stuck, whatever e is typed (LIGGGHTS 3.8.0 ran:
    /// e = 1 within its step error, validation/adhesion.py). Its code scenario pulls at most
    /// −(8/9)F_c, JKR's force at δ = 0 (Thornton & Ning 1998), and lasts less than the library's
    /// JKR, which follows the tail to δ_c.
    #[test]
    fn liggghts_thornton_ning() {
        let sc = powder(
            "hertz",
            &[("adhesion", T("jkr")), ("surface_energy", N(0.05)), ("v0", N(0.05))],
        );
        let sol = crate::solve(&sc).unwrap();
        let list = rows(&sc, &sol);
        let tn = list.iter().find(|r| r.id == "liggghts-thornton-ning").unwrap();
        assert_eq!((tn.to_type[0].value, tn.to_type[1].value), (0.1, 1.0));
        assert!(tn.conversion.contains("w = 2γ = 0.10000 J/m²"), "{}", tn.conversion);
        assert_eq!((tn.restitution, tn.sticking_velocity), (Some(1.0), Some(0.0)));
        let code = |e: f64| {
            let mut v = alloc::vec![
                ("code", T("liggghts-hertz")),
                ("version", T("3.8.0")),
                ("e", N(e)),
                ("adhesion", T("jkr")),
                ("surface_energy", N(0.05)),
                ("v0", N(0.05)),
            ];
            let material = [("E1", 5e9), ("nu1", 0.3), ("r1", 20e-6), ("rho1", 1500.0)];
            let body2 = [("E2", 5e9), ("nu2", 0.3), ("r2", 20e-6), ("rho2", 1500.0)];
            v.extend(material.into_iter().chain(body2).map(|(k, x)| (k, N(x))));
            crate::solve(&Scenario::from_pairs(v).unwrap()).unwrap()
        };
        let (typed, undamped) = (code(0.5), code(1.0));
        assert_eq!(typed.restitution, 1.0);
        assert_eq!(typed.contact_time, undamped.contact_time);
        assert!(typed.notes.iter().any(|n| n.contains("no normal dashpot")));
        // The answer's damping says so: its normal model is Hertz's elastic spring (no
        // "α1 given" of 0).
        assert_eq!((typed.model, typed.damping_constant_symbol.as_str()), (Model::Hertz, "–"));
        assert!(typed.damping_formula.starts_with("elastic: no damping"));
        let a = typed.adhesion.as_ref().unwrap();
        let fc = 1.5 * PI * 0.1 * 10e-6;
        assert!(rel(a.min_force, -8.0 / 9.0 * fc) < 1e-9, "{}", a.min_force);
        assert!(rel(a.separation_force.unwrap_or(f64::NAN), -8.0 / 9.0 * fc) < 1e-9);
        assert!(!a.stuck && typed.contact_time.unwrap() < sol.contact_time.unwrap());
        assert_eq!(typed.adhesion_codes[0].id, "liggghts-thornton-ning");
    }

    /// The laws that are the library's report its answer; k_c and f_a, k_a as given;
    /// Chrono's multiplier 2π w √R*; Yade and LAMMPS's dmt take γ. LAMMPS takes no
    /// restitution with dmt: its row says so; Yade, Kratos and Chrono, typed e = 0.5 each
    /// by its own mapping and rules, achieve another e than the library's DMT on Tsuji.
    #[test]
    fn exact_mappings() {
        let sc = powder(
            "tsuji",
            &[("adhesion", T("dmt")), ("work_of_adhesion", N(0.1)), ("e", N(0.5)), ("v0", N(0.3))],
        );
        let sol = crate::solve(&sc).unwrap();
        let list = rows(&sc, &sol);
        let row = |id: &str| list.iter().find(|r| r.id == id).unwrap();
        assert_eq!(row("lammps-dmt").to_type[0].value, 0.05);
        assert!(row("lammps-dmt").restitution.is_none());
        assert!(row("lammps-dmt").reproduced.contains("no restitution"));
        assert_eq!(row("yade-hertz-mindlin-adhesion").to_type[0].value, 0.05);
        assert_eq!(row("kratos-dmt").to_type[0].value, 0.1);
        for id in ["yade-hertz-mindlin-adhesion", "kratos-dmt", "chrono-smc-dmt"] {
            let e = row(id).restitution.unwrap();
            assert!(
                e > 0.0 && (e - sol.restitution).abs() > 1e-3,
                "{id}: {e} vs {}",
                sol.restitution
            );
        }
        let r = sol.effective_radius.unwrap();
        assert!(rel(row("chrono-smc-dmt").to_type[0].value, 2.0 * PI * 0.1 * sqrt(r)) < 1e-15);
        let sc = powder(
            "linear",
            &[
                ("adhesion", T("sjkr2")),
                ("cohesion_energy_density", N(1e6)),
                ("k", N(1e3)),
                ("e", N(0.5)),
                ("v0", N(0.3)),
                ("E1", crate::Value::Null),
                ("nu1", crate::Value::Null),
                ("E2", crate::Value::Null),
                ("nu2", crate::Value::Null),
            ],
        );
        let sol = crate::solve(&sc).unwrap();
        let list = rows(&sc, &sol);
        assert_eq!(list.len(), 1);
        assert_eq!(list[0].to_type[0].value, 1e6);
        assert_eq!(list[0].restitution, Some(sol.restitution));
    }
}

#[cfg(test)]
mod wanted_tests {
    use super::*;
    use crate::Value::{Number as N, Text as T};

    /// With e_with_adhesion each code's row carries the value to type into it, and typing it
    /// into the code (a code scenario) gives the restitution wanted.
    #[test]
    fn value_to_type_for_a_wanted_restitution() {
        let pairs = alloc::vec![
            ("model", T("tsuji")),
            ("adhesion", T("dmt")),
            ("surface_energy", N(0.05)),
            ("e_with_adhesion", N(0.5)),
            ("v0", N(0.3)),
            ("E1", N(5e9)),
            ("nu1", N(0.3)),
            ("r1", N(20e-6)),
            ("rho1", N(1500.0)),
            ("E2", N(5e9)),
            ("nu2", N(0.3)),
            ("r2", N(20e-6)),
            ("rho2", N(1500.0)),
        ];
        let sc = Scenario::from_pairs(pairs.clone()).unwrap();
        let sol = crate::solve(&sc).unwrap();
        for (i, (row, code)) in sol
            .adhesion_codes
            .iter()
            .zip(["lammps-hooke-velocity", "yade-hertz-mindlin"])
            .enumerate()
        {
            assert!((row.restitution.unwrap() - 0.5).abs() < 1e-9, "{}", row.id);
            let typed = row.to_type[1].value;
            let mut p = pairs.clone();
            p.retain(|(k, _)| !matches!(*k, "model" | "e_with_adhesion"));
            p.push(("code", T(code)));
            p.push((if i == 0 { "damping" } else { "e" }, N(typed)));
            let got = crate::solve(&Scenario::from_pairs(p).unwrap()).unwrap();
            assert!((got.restitution - 0.5).abs() < 1e-9, "{code}: {}", got.restitution);
        }
    }

    /// Where the restitution a code achieves jumps over the one wanted (Kratos's e typed,
    /// turned into its damping by a bisection of fixed steps, at a soft 130 µm pair), no value
    /// is offered as the one to type: the row says why (it read e = 1 with "restitution to
    /// type 0.999" for e_with_adhesion = 0.4986). The rows that reach it still give it.
    #[test]
    fn a_restitution_that_jumps_over_the_one_wanted_is_refused() {
        let (e1, r1, rho1) = (167839876.15616086, 6.599313718494826e-05, 934.7118327941381);
        let want = 0.4985761570103769;
        let sc = Scenario::from_pairs([
            ("model", T("tsuji")),
            ("adhesion", T("dmt")),
            ("surface_energy", N(0.28932404900819014)),
            ("e_with_adhesion", N(want)),
            ("v0", N(0.008378717381136925)),
            ("E1", N(e1)),
            ("nu1", N(0.3)),
            ("r1", N(r1)),
            ("rho1", N(rho1)),
            ("E2", N(e1)),
            ("nu2", N(0.25)),
            ("r2", N(2.0 * r1)),
            ("rho2", N(rho1)),
        ])
        .unwrap();
        let sol = crate::solve(&sc).unwrap();
        let row = |id: &str| sol.adhesion_codes.iter().find(|r| r.id == id).unwrap();
        let kratos = row("kratos-dmt");
        assert!(kratos.restitution.is_none(), "{:?}", kratos.restitution);
        assert!(kratos.reproduced.contains("jumps over it"), "{}", kratos.reproduced);
        for id in ["lammps-dmt", "chrono-smc-dmt"] {
            let e = row(id).restitution.unwrap();
            assert!((e - want).abs() < 1e-6 * want, "{id}: {e}");
        }
    }
}
