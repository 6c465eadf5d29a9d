//! A scenario that names a code setting, solved as that code computes it: the keys it
//! takes, the pair as the code sees it (its wall rule), the value typed and the value to
//! type, the model's contact, and what the code's user reads (notes, the input snippet).

use super::catalogue::code_of;
use super::catalogue::setting;
use super::friction::Friction;
use super::mapping::{abs_beta, forward, inverse, strip_material, Ctx};
use super::releases::{resolve, Resolved, Wall};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes, Tuning};
use crate::error::Error;
use crate::math::sqrt;
use crate::scenario::CODE_EXPECTED as EXPECTED;
use crate::scenario::{End, MassRule, Model, Scenario};
use crate::solution::{CodeInfo, LocalDamping, Named, Release, Solution, TypedValue};
use crate::text;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// The keys a code scenario may carry.
fn allowed_keys(s: &Setting) -> Vec<&'static str> {
    use crate::scenario::{keys_in, Group};
    // Every setting's own (code, version, limit) and the pair (masses, radii, speed, g).
    let mut k: Vec<&'static str> =
        keys_in(Group::Code, true).chain(keys_in(Group::Pair, false)).collect();
    match s.takes {
        Takes::Restitution => k.push("e"),
        Takes::Damping => k.extend(["e", "damping"]),
        Takes::LocalDamping => k.extend(["e", "local_damping"]),
    }
    if s.instead.is_some() {
        k.push("damping");
    }
    let (spring, material) = match s.stiffness {
        Stiffness::K => (true, false),
        Stiffness::KOrMaterial => (true, true),
        Stiffness::Material => (false, true),
        Stiffness::ContactTime => (false, false),
    };
    k.extend(keys_in(Group::Stiffness, false).filter(|_| spring));
    k.extend(keys_in(Group::Material, false).filter(|_| material));
    k.extend_from_slice(s.extra);
    // Oblique impacts (issue 23): the code's tangential law (super::tangential).
    k.extend(crate::pair::tangential_keys());
    k
}

/// Solves a scenario that names a code: the contact as that code computes it, in stages —
/// the setting and the keys it takes, the pair as the code sees it, the value typed (and
/// the value to type), the model's contact, what the code's user reads.
pub(super) fn solve_code(sc: &Scenario, samples: usize, answer: Answer) -> Result<Solution, Error> {
    solve_stages(sc, samples, answer, true)
}

/// The lines a code's user types for the value as typed: the snippet of [`solve_code`] with
/// [`Answer::AsTyped`], without seeking the value to type, which it does not use (for a code
/// that clips tension, an integrated inversion: an adhesive code row writes its line from its
/// base setting so, [`super::adhesion_solve`]).
pub(super) fn snippet_as_typed(sc: &Scenario) -> Result<String, Error> {
    let sol = solve_stages(sc, 0, Answer::AsTyped, false)?;
    Ok(sol.code.map_or(String::new(), |c| c.snippet))
}

/// [`solve_code`], the value to type sought where `to_type` asks for it ([`stages`]).
fn solve_stages(
    sc: &Scenario,
    samples: usize,
    answer: Answer,
    to_type: bool,
) -> Result<Solution, Error> {
    let (resolved, limit, view, mut typed) = stages(sc, to_type)?;
    let s = &resolved.setting;
    let end = if limit { End::Force } else { End::Overlap };
    // With local damping beside the dashpot, the value to type is the one that reaches e with
    // both (issue 31: Yade's pre-filled 0.2 had been left out of it).
    let alone = with_local_damping(s, &view, &mut typed)?;
    // The answer is for the value to type (the code then achieves the e asked for); for
    // the value as typed where none reaches it, when no e was asked for, or when asked.
    let run = match answer {
        Answer::ToType => typed.to_type.unwrap_or(typed.value),
        Answer::AsTyped => typed.value,
    };
    let model = model_scenario(s, &view, run, typed.betan)?;
    let mut sol = super::tangential::solve(&resolved, sc, &model, samples, limit)?;
    let as_typed = if run == typed.value {
        (sol.restitution, sol.contact_time, sol.max_overlap)
    } else {
        let typed_model = model_scenario(s, &view, typed.value, typed.betan)?;
        let t = crate::contact::solve(&super::tangential::head_on(&typed_model), 0)?;
        (t.restitution, t.contact_time, t.max_overlap)
    };
    typed.local = local_damping(s, &view, &typed, alone, &sol)?;
    let info = code_info(&resolved, sc, &view, &typed, as_typed, &sol, (end, limit, answer));
    sol.code = Some(info);
    sol.requested_restitution = typed.requested;
    Ok(sol)
}

/// A code scenario as typed, for the adhesion composed with it (issue 34,
/// [`super::adhesion_solve`]): the setting in its release, the model's scenario of the
/// contact the code runs with the value as typed (its pair and wall rule, its damping), the
/// value typed, whether tension is clipped, and the wall rule's notes. `sc` carries no
/// adhesion keys. The value to type for the scenario's e, which this contact does not use, is
/// not sought (for a code that clips tension, an integrated inversion per call: a search for
/// e_with_adhesion calls this at every trial).
pub(super) fn code_model(
    sc: &Scenario,
) -> Result<(Resolved, Scenario, f64, bool, Vec<String>), Error> {
    let (resolved, limit, view, typed) = stages(sc, false)?;
    let model = model_scenario(&resolved.setting, &view, typed.value, typed.betan)?;
    Ok((resolved, model, typed.value, limit, view.notes))
}

/// The first stages of a code scenario: the setting in its release (LIGGGHTS's
/// `absolute_damping`: gamma_n is the dashpot itself), whether the code clips tension, the
/// pair as the code sees it, and the value typed (with the value to type where `to_type`
/// asks for it, or the code's input needs it).
fn stages(sc: &Scenario, to_type: bool) -> Result<(Resolved, bool, CodeView, Typed), Error> {
    let mut resolved = resolve(checked_setting(sc)?, sc.version.as_deref())?;
    if sc.absolute_damping == Some(true) {
        resolved.setting.rule = Rule::LinearAbsolute;
        resolved.setting.typed_unit = "N·s/m";
    }
    let limit = sc.limit.unwrap_or(resolved.setting.clipped);
    let end = if limit { End::Force } else { End::Overlap };
    let view = CodeView::of(&resolved, sc, end)?;
    let typed = typed_value(&resolved.setting, sc, &view, to_type)?;
    Ok((resolved, limit, view, typed))
}

/// The pair as the code setting `id` sees it in the release `sc` names (its wall rule
/// applied), without its keys checked or its dissipation read: the settings whose normal
/// model an adhesive model replaces (LAMMPS `jkr`, `dmt`). Returns the resolved setting, the
/// pair's scenario, the wall rule's notes and the modulus to type into the code's wall
/// (LAMMPS's `fix wall/gran`, [`Ctx::wall_modulus`]).
#[allow(clippy::type_complexity)]
pub(super) fn code_pair(
    id: &str,
    sc: &Scenario,
) -> Result<(Resolved, Scenario, Vec<String>, Option<f64>), Error> {
    let s = setting(id).ok_or(Error::Invalid {
        field: "code".into(),
        value: id.into(),
        expected: EXPECTED,
    })?;
    let resolved = resolve(s, sc.version.as_deref())?;
    let view = CodeView::of(&resolved, sc, End::Overlap)?;
    Ok((resolved, view.pair, view.notes, view.ctx.wall_modulus))
}

/// Which contact a code scenario's answer describes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The value to type, so that the code achieves the e asked for (what a user runs).
    ToType,
    /// The value as typed (e itself, or the code's documented constant): what the code
    /// does with it, as a sweep or a fit holds a typed value fixed.
    AsTyped,
}

/// The setting `code` names, when the scenario leaves it the model, the end of contact and
/// the mass rule, and gives only keys it takes.
fn checked_setting(sc: &Scenario) -> Result<&'static Setting, Error> {
    let id = sc.code.ok_or(Error::Missing { field: "code", hint: "give a code setting id" })?;
    let s = setting(id).ok_or(Error::Invalid {
        field: "code".into(),
        value: id.into(),
        expected: EXPECTED,
    })?;
    // The code decides the model, the end of contact and the mass rule.
    if sc.model != Model::Linear || sc.formula.is_some() || sc.linear_k.is_some() {
        return Err(Error::Conflict { field: "model", other: "code" });
    }
    if sc.end != End::Overlap {
        return Err(Error::NotTaken {
            field: "end",
            by: "a code setting (the code decides the end of contact; its switch is `limit`)",
        });
    }
    if sc.mass_rule != MassRule::Reduced {
        return Err(Error::NotTaken {
            field: "mass_rule",
            by: "a code setting (every code here uses the reduced mass)",
        });
    }
    let allowed = allowed_keys(s);
    if let Some(field) = sc.given().find(|k| !allowed.contains(k)) {
        return Err(Error::NotTaken { field, by: s.takes_text });
    }
    if sc.limit.is_some() && !s.switchable() {
        return Err(Error::NotTaken {
            field: "limit",
            by: if s.clipped {
                "this code setting (it always clips tension)"
            } else {
                "this code setting (it has no tension switch)"
            },
        });
    }
    Ok(s)
}

/// The pair as the code sees it: the scenario of its model without the code's own keys
/// (its wall rule applied), and what the rules need ([`Ctx`]).
struct CodeView {
    /// The model's scenario of the pair: no dissipation yet.
    pair: Scenario,
    /// The pair's numbers for the code's formulas.
    ctx: Ctx,
    /// What the wall rule changed, for the user.
    notes: Vec<String>,
}

impl CodeView {
    fn of(r: &Resolved, sc: &Scenario, end: End) -> Result<CodeView, Error> {
        let s = &r.setting;
        let mut notes: Vec<String> = Vec::new();
        let mut pair = sc.clone();
        pair.code = None;
        pair.version = None;
        pair.absolute_damping = None;
        pair.limit = None;
        pair.tc = None;
        pair.tuning_mass = None;
        pair.v_char = None;
        pair.e = None;
        pair.damping = None;
        pair.model = s.model();
        pair.end = end;
        let wall = sc.m2.is_none() && sc.rho2.is_none();
        let wall_modulus = apply_wall_rule(r.wall, &mut pair, wall, &mut notes);
        if s.rule == Rule::YadeFrict {
            // FrictPhys takes E and r only (its `poisson` is k_s/k_n): the spring is formed
            // from them (`frict` below), not from a Hertz material.
            strip_material(&mut pair);
        }
        let m = crate::pair::effective_mass(&pair)?;
        let v0 = crate::pair::impact_speed(&pair)?;
        let material = crate::pair::material(&pair)?;
        if s.stiffness == Stiffness::Material && material.is_none() && s.rule != Rule::YadeFrict {
            return Err(Error::Missing {
                field: "E1",
                hint: "this code takes the material: give E1, nu1, r1 (and E2, nu2, r2 for body 2)",
            });
        }
        let v_char = characteristic_speed(s, sc)?;
        let tc = contact_time(s, sc)?;
        let m_tuned = tuning_mass(s, &pair, wall, m, sc.tuning_mass)?;
        let k_culprit = match crate::scenario::most_extreme(sc) {
            "v0" | "h0" if tc.is_some() => "tc",
            "v0" | "h0" if v_char.is_some() => "v_char",
            field => field,
        };
        if s.rule == Rule::HookeViscoelastic {
            // A linear spring with a √ξ dashpot: the power law w = 1, p = 1/2.
            pair.w = Some(1.0);
            pair.p = Some(0.5);
        }
        let k = given_stiffness(&pair, material)?;
        let r_star = material.map(|x| x.r_star).or_else(|| match (pair.r1, pair.r2) {
            (Some(r1), Some(r2)) => Some(r1 * r2 / (r1 + r2)),
            (r1, _) => r1,
        });
        let frict = match (sc.e1_modulus, sc.r1) {
            (Some(e1), Some(r1)) => {
                Some((e1 * r1, sc.e2_modulus.unwrap_or(e1) * sc.r2.unwrap_or(r1)))
            }
            _ => None,
        };
        let ctx = Ctx {
            m,
            v0,
            material,
            v_char,
            tc,
            m_tuned,
            k_culprit,
            k,
            r_star,
            frict,
            wall,
            wall_modulus,
        };
        Ok(CodeView { pair, ctx, notes })
    }
}

/// The pair's stiffness as given: `k` (or `k1`, `k2` in series) for a linear spring, `k` or
/// 4/3 E*√R* for a Hertz-type one; `None` when the code forms it itself.
fn given_stiffness(
    pair: &Scenario,
    material: Option<crate::pair::Material>,
) -> Result<Option<f64>, Error> {
    Ok(match (pair.model, pair.k, pair.k1) {
        (Model::Linear | Model::PowerLaw, Some(_), _) | (_, None, Some(_)) => {
            Some(crate::pair::series_stiffness(pair)?)
        }
        (_, Some(k), _) => Some(k),
        (_, None, None) => material.map(|x| x.hertz_k()),
    })
}

/// The characteristic impact speed `v_char` (LIGGGHTS, Chrono), checked.
fn characteristic_speed(s: &Setting, sc: &Scenario) -> Result<Option<f64>, Error> {
    match sc.v_char {
        // The code's default (Chrono's 1 m/s); LIGGGHTS has none (then the impact speed is
        // used).
        None => Ok(code_of(s).and_then(|c| c.v_char_default)),
        Some(v) if v.is_finite() && v > 0.0 => Ok(Some(v)),
        Some(v) => Err(Error::OutOfRange {
            field: "v_char",
            value: v,
            what: "characteristic impact speed",
            allowed: "a finite number > 0 m/s",
        }),
    }
}

/// The contact time `tc` of a setting that takes one (Yade ViscElMat, MercuryDPM), checked.
fn contact_time(s: &Setting, sc: &Scenario) -> Result<Option<f64>, Error> {
    match (s.stiffness, sc.tc) {
        (Stiffness::ContactTime, Some(t)) if t.is_finite() && t > 0.0 => Ok(Some(t)),
        (Stiffness::ContactTime, Some(t)) => Err(Error::OutOfRange {
            field: "tc",
            value: t,
            what: "contact time",
            allowed: "a finite number > 0 s",
        }),
        (Stiffness::ContactTime, None) => Err(Error::Missing {
            field: "tc",
            hint: "this code takes the contact time tc (s) with e",
        }),
        _ => Ok(None),
    }
}

/// The mass a tc/e setting tunes its spring and dashpot for (see [`Tuning`]).
fn tuning_mass(
    s: &Setting,
    pair: &Scenario,
    wall: bool,
    m: f64,
    given: Option<f64>,
) -> Result<Option<f64>, Error> {
    let body1 = || crate::pair::effective_mass(&Scenario { m2: None, rho2: None, ..pair.clone() });
    Ok(match s.rule {
        // A body of mass 0 (walls, facets by default) counts as the other's mass.
        Rule::LinearTc(Tuning::YadeMassR) => Some(if wall { 0.5 * body1()? } else { m }),
        // MercuryDPM's `mass` argument: as given (`tuning_mass`, checked), else body 1's.
        Rule::LinearTc(Tuning::OneParticle) => Some(
            0.5 * match given {
                Some(t) if t.is_finite() && t > 0.0 => t,
                Some(t) => {
                    return Err(Error::OutOfRange {
                        field: "tuning_mass",
                        value: t,
                        what: "the mass the species is tuned for",
                        allowed: "a finite number > 0 kg",
                    })
                }
                None => body1()?,
            },
        ),
        _ => None,
    })
}

/// The value the code is given for its dissipation, and the value to type so that it
/// achieves the requested e.
struct Typed {
    /// The restitution requested (`e`).
    requested: Option<f64>,
    /// What is typed: e itself, the code's documented constant for it, or the constant given.
    value: f64,
    /// The value to type for exactly the requested e (`None`: none reaches it, or no e).
    to_type: Option<f64>,
    /// Yade Hertz–Mindlin given `betan` instead of `en`.
    betan: bool,
    /// Local damping beside the dashpot (filled once the answer is solved).
    local: Option<LocalDamping>,
}

/// The typed value and the value to type: the code's input as given, or what its
/// documented formula makes of e; the value to type from the model's exact damping for e
/// (the library's inversion under the code's end criterion and pair), inverted through
/// the code's formula.
fn typed_value(s: &Setting, sc: &Scenario, view: &CodeView, to_type: bool) -> Result<Typed, Error> {
    let requested = crate::pair::restitution(sc)?;
    if sc.e.is_some() && sc.damping.is_some() {
        return Err(Error::Conflict { field: "damping", other: "e" });
    }
    let (value, to_type) = match (s.takes, requested, sc.damping) {
        // Local damping alone on an elastic contact: e = √((1 − α)/(1 + α)), so
        // α = (1 − e²)/(1 + e²) (exact: no tension, the overlap and force ends agree); as
        // typed, the given α or the integrator's default (Yade's NewtonIntegrator: 0.2).
        (Takes::LocalDamping, e, _) => (
            match sc.local_damping {
                Some(_) => crate::pair::local_damping(sc)?,
                None => code_of(s).and_then(|c| c.integrator_damping).map_or(0.0, |d| d.0),
            },
            e.map(|e| (1.0 - e * e) / (1.0 + e * e)),
        ),
        (Takes::Restitution, Some(e), _) if to_type => (e, value_to_type(s, view, e)?),
        (Takes::Restitution, Some(e), _) => (e, None),
        // The setting's second input (Yade's `betan` instead of `en`).
        (Takes::Restitution, None, Some(d)) if s.instead.is_some() => (d, None),
        (Takes::Restitution, None, _) => {
            return Err(Error::Missing { field: "e", hint: "this code takes the restitution e" })
        }
        (Takes::Damping, Some(e), _) => {
            let to = value_to_type(s, view, e)?;
            // What the code's documented relation gives for e, where it has one.
            let documented = match s.rule {
                Rule::LinearRatio | Rule::Tsuji(Alpha1::Sqrt6Ratio) => Some(abs_beta(e)),
                _ => None,
            };
            let typed = documented.or(to).ok_or_else(|| Error::Unreachable {
                field: "e",
                value: e,
                reason: "no value of this code's damping constant reaches it".into(),
            })?;
            (typed, to)
        }
        (Takes::Damping, None, Some(d)) => (d, None),
        (Takes::Damping, None, None) => {
            return Err(Error::Missing {
                field: "damping",
                hint: "give the code's damping constant (damping), or the restitution e",
            })
        }
    };
    let field = if sc.damping.is_some() { "damping" } else { "e" };
    if !value.is_finite() {
        // Derived from e (or the constant given) and out of f64: said in words, not "NaN".
        return Err(Error::Numerical {
            field,
            reason: alloc::format!("the code's input {}", text::leaves_f64(value)),
        });
    }
    if !(value >= 0.0) {
        return Err(Error::OutOfRange {
            field,
            value,
            what: "the code's input",
            allowed: "a finite number ≥ 0",
        });
    }
    let betan = s.instead.is_some() && sc.damping.is_some();
    Ok(Typed { requested, value, to_type, betan, local: None })
}

/// The restitution the code achieves with `value` typed (its whole contact: the pair as the
/// code sees it, local damping included), head-on.
fn achieved(s: &Setting, view: &CodeView, value: f64, betan: bool) -> Result<f64, Error> {
    let model = model_scenario(s, view, value, betan)?;
    Ok(crate::contact::solve(&super::tangential::head_on(&model), 0)?.restitution)
}

/// With local damping α > 0 beside the code's dashpot and a requested e: the value to type
/// becomes the one whose contact reaches e WITH the local damping, found by Brent's method on
/// the code's own input (its spring may change with it: Yade ViscElMat forms k_n and c_n from
/// tc and en). Local damping only lowers e, so the root lies between the dashpot-alone value
/// and the input's elastic end (e' = 1, or a damping constant 0); where even that end stays
/// below e (local damping alone takes e below it) there is none. Returns the dashpot-alone
/// value and what it achieves with α (`None` where nothing changed).
fn with_local_damping(
    s: &Setting,
    view: &CodeView,
    typed: &mut Typed,
) -> Result<Option<(Option<f64>, f64)>, Error> {
    let (Some(_), Some(e)) = (view.pair.local_damping.filter(|a| *a > 0.0), typed.requested) else {
        return Ok(None);
    };
    if s.takes == Takes::LocalDamping || typed.betan {
        return Ok(None);
    }
    let alone = typed.to_type;
    let start = alone.unwrap_or(typed.value);
    let start_gives = achieved(s, view, start, false)?;
    let elastic_end = match s.takes {
        Takes::Restitution => 1.0,
        _ => 0.0,
    };
    let end_gives = achieved(s, view, elastic_end, false)?;
    typed.to_type = if end_gives < e {
        None
    } else if (start_gives - e).abs() <= 1e-12 * e {
        Some(start)
    } else {
        let (lo, hi) =
            if start < elastic_end { (start, elastic_end) } else { (elastic_end, start) };
        let f = |v: f64| achieved(s, view, v, false).map_or(f64::NAN, |x| x - e);
        crate::roots::brent(f, lo, hi, 1e-14 * hi.abs().max(1e-300), 200).ok()
    };
    Ok(Some((alone, start_gives)))
}

/// With local damping α and a requested e: each alone, both together, the value to type for
/// both (the answer's), and what the dashpot-alone value gives with α (`alone`, from
/// [`with_local_damping`]).
fn local_damping(
    s: &Setting,
    view: &CodeView,
    typed: &Typed,
    alone_value: Option<(Option<f64>, f64)>,
    sol: &Solution,
) -> Result<Option<LocalDamping>, Error> {
    let (Some(alpha), Some(e)) = (view.pair.local_damping.filter(|a| *a > 0.0), typed.requested)
    else {
        return Ok(None);
    };
    let named = |value| Named { name: s.typed_name, value, unit: s.typed_unit };
    let (dashpot_alone, dashpot_alone_gives) = match alone_value {
        Some((v, gives)) => (v.map(named), Some(gives)),
        None => (None, None),
    };
    Ok(Some(LocalDamping {
        alpha,
        alone: sqrt((1.0 - alpha) / (1.0 + alpha)),
        together: sol.restitution,
        to_type_with_local: if s.takes == Takes::LocalDamping || typed.betan {
            None
        } else {
            typed.to_type.map(named)
        },
        dashpot_alone,
        dashpot_alone_gives,
        alpha_alone_for_e: (1.0 - e * e) / (1.0 + e * e),
    }))
}

/// The value to type for `e` (`None`: no value of the code's input reaches it); one that
/// leaves the range of f64 is charged to the input most responsible (it read "e = NaN":
/// found by tests/props.rs).
fn value_to_type(s: &Setting, view: &CodeView, e: f64) -> Result<Option<f64>, Error> {
    match inverse(s, needed(s, view, e)?, &view.ctx) {
        Some(x) if !x.is_finite() => Err(Error::Numerical {
            field: view.ctx.k_culprit,
            reason: format!("the value to type into {} {}", s.code, text::leaves_f64(x)),
        }),
        // A code whose formula is piecewise constant (Kratos's bisection) may give the same
        // contact for e itself: then e is the value to type.
        Some(x) if same_contact(s, view, e, x) => Ok(Some(e)),
        to => Ok(to),
    }
}

/// Whether typing `a` and typing `b` give the code the same damping and stiffness.
fn same_contact(s: &Setting, view: &CodeView, a: f64, b: f64) -> bool {
    match (forward(s, a, &view.ctx), forward(s, b, &view.ctx)) {
        (Ok(x), Ok(y)) => x.damping == y.damping && x.k == y.k,
        _ => false,
    }
}

/// The model's damping constant that achieves `e` exactly for the pair as the code sees it.
fn needed(s: &Setting, view: &CodeView, e: f64) -> Result<f64, Error> {
    let mut x = super::tangential::head_on(&view.pair);
    x.e = Some(e);
    if let Some(k) = forward(s, e, &view.ctx)?.k {
        // The tc/e and characteristic-speed rules form k themselves.
        x.k = Some(k);
        strip_material(&mut x);
    }
    Ok(crate::contact::solve(&x, 0)?.damping_constant)
}

/// The model's scenario of the contact the code runs with `value` typed (`betan`: Yade
/// Hertz–Mindlin given betan, α1 = √6 β_n).
fn model_scenario(
    s: &Setting,
    view: &CodeView,
    value: f64,
    betan: bool,
) -> Result<Scenario, Error> {
    let params = match s.instead {
        Some(alt) if betan => forward(&Setting { rule: alt.rule, ..*s }, value, &view.ctx)?,
        _ => forward(s, value, &view.ctx)?,
    };
    let mut model = view.pair.clone();
    // + 0.0 turns −0 (−ln 1) into 0, which reads as "0", not "-0".
    model.damping = Some(params.damping + 0.0);
    if s.takes == Takes::LocalDamping {
        model.local_damping = Some(value);
    }
    if let Some(k) = params.k {
        model.k = Some(k);
        strip_material(&mut model);
    }
    Ok(model)
}

/// What the code's user reads: the value to type and what typing the value as typed gives,
/// the release, the notes, the snippet.
fn code_info(
    r: &Resolved,
    sc: &Scenario,
    view: &CodeView,
    typed: &Typed,
    (typed_e, typed_tc, typed_overlap): (f64, Option<f64>, f64),
    sol: &Solution,
    (end, limit, answer): (End, bool, Answer),
) -> CodeInfo {
    let s = &r.setting;
    let (typed_name, typed_unit) = match s.instead {
        Some(alt) if typed.betan => (alt.name, alt.unit),
        _ => (s.typed_name, s.typed_unit),
    };
    let to_type = typed.to_type.map(|value| Named { name: typed_name, value, unit: typed_unit });
    let mut notes = view.notes.clone();
    if let Some(e) = typed.requested {
        notes.push(match &to_type {
            // Typing e is already the nearest the code's formula gets (Kratos's bisection).
            Some(t) if t.value == typed.value && (typed_e - e).abs() > 1e-9 * e.max(1e-300) => {
                format!(
                    "{} cannot reach e = {e} exactly: {} = {} is the nearest its formula gets, and gives e = {}.",
                    s.code,
                    typed_name,
                    text::num(t.value, 6),
                    text::num(typed_e, 6)
                )
            }
            // What the user should know: what typing e itself (or the documented constant)
            // gives, beside the answer for the value to type.
            Some(t) if (typed_e - e).abs() > 1e-9 * e.max(1e-300) => format!(
                "Type {} = {} for e = {e}: the results are for it. Typed as {} = {}, {} achieves e = {} instead.",
                t.name,
                text::num(t.value, 6),
                typed_name,
                text::num(typed.value, 6),
                s.code,
                text::num(typed_e, 6)
            ),
            Some(_) => String::new(),
            None => format!(
                "No value of {typed_name} makes {} reach e = {e}: the results are for {typed_name} = {} as typed (e = {}).",
                s.code,
                text::num(typed.value, 6),
                text::num(sol.restitution, 6)
            ),
        });
        notes.retain(|n| !n.is_empty());
    }
    if s.speed_dependent() {
        notes.push(format!(
            "Its restitution depends on the impact speed: e = {} at v0 = {} with this input \
             (see e against v0).",
            text::num(sol.restitution, 6),
            text::si(view.ctx.v0, "m/s")
        ));
    }
    if let Some((_, note)) = code_of(s).and_then(|c| c.integrator_damping) {
        if s.takes != Takes::LocalDamping && view.pair.local_damping.is_none() {
            notes.push(note.into());
        }
    }
    notes.extend(s.notes.iter().map(|n| n.to_string()));
    // The snippet types the value the answer is for: the value to type, or as typed.
    let value = match answer {
        Answer::ToType => to_type.as_ref().map_or(typed.value, |t| t.value),
        Answer::AsTyped => typed.value,
    };
    let (snippet, summary) = snippet(
        s,
        sc,
        &view.ctx,
        sol.stiffness,
        value,
        (limit, typed.betan, sol.tangential.as_ref().map(|t| t.law)),
    );
    CodeInfo {
        id: s.id,
        code: s.code,
        name: s.title,
        summary: summary.unwrap_or_else(|| s.summary.to_string()),
        release: Release { name: r.release.name, known: r.release.known, source: r.era_source },
        end,
        limit,
        mass_rule: s.mass,
        typed: TypedValue {
            name: typed_name,
            value: typed.value,
            unit: typed_unit,
            restitution: typed_e,
            contact_time: typed_tc,
            max_overlap: typed_overlap,
        },
        snippet,
        own_constant: own_constant(s, &view.ctx, typed, &to_type, sol),
        local: typed.local.clone(),
        to_type,
        requested: typed.requested,
        speed_dependent: s.speed_dependent(),
        source: s.source,
        status: s.status,
        notes,
    }
}

/// The code's own constant that achieves the requested e: the value to type of a setting
/// that takes one; for a setting with a second input ([`super::setting::Instead`]), that
/// input of the answer's damping constant (which achieves e): Yade Hertz–Mindlin's betan =
/// α1/√6, the critical damping ratio of the tangent stiffness
/// (`Ip2_FrictMat_FrictMat_MindlinPhys`).
fn own_constant(
    s: &Setting,
    ctx: &Ctx,
    typed: &Typed,
    to_type: &Option<Named>,
    sol: &Solution,
) -> Option<Named> {
    typed.requested?;
    match (s.takes, s.instead) {
        (Takes::Damping, _) => to_type.clone(),
        (_, Some(alt)) if to_type.is_some() || typed.betan => Some(Named {
            name: alt.name,
            value: inverse(&Setting { rule: alt.rule, ..*s }, sol.damping_constant, ctx)?,
            unit: alt.unit,
        }),
        _ => None,
    }
}

/// A wall as the code sees it in the release solved ([`Wall`]). LAMMPS's `fix wall/gran`
/// takes a material of its own on its command line, E and ν, and forms the contact's modulus
/// as if particle and wall were both of it: E_eff = E/(2(1 − ν²)) (`mix_stiffnessE_wall`,
/// lammps/lammps src/GRANULAR/gran_sub_mod.cpp; hertz/material, dmt and jkr
/// `coeffs_to_local`, gran_sub_mod_normal.cpp @07b704ca), E/(2(1 − ν)) for hertz/material
/// before 2Aug2023. With body 2's material given (E2, ν2 other than body 1's) the contact is
/// the pair's own E*, and the E to type into the fix (with ν = ν1) is the one that gives it:
/// 2(1 − ν1²)E* (before 2Aug2023: 2(1 − ν1)E*); without it, a wall of the particle's
/// material (E1 typed into the fix). Returns that E \[Pa\].
fn apply_wall_rule(
    rule: Wall,
    pair: &mut Scenario,
    wall: bool,
    notes: &mut Vec<String>,
) -> Option<f64> {
    if !wall {
        return None;
    }
    match rule {
        Wall::ParticleMaterial | Wall::ParticleMaterialOld if pair.e1_modulus.is_some() => {
            let old = rule == Wall::ParticleMaterialOld;
            let (e1, nu1) = (pair.e1_modulus.unwrap_or(f64::NAN), pair.nu1.unwrap_or(0.0));
            // E_eff of the fix typed with E and ν1 in this release.
            let factor = if old { 2.0 * (1.0 - nu1) } else { 2.0 * (1.0 - nu1 * nu1) };
            let own = match (pair.e2_modulus, pair.nu2) {
                (Some(e2), Some(nu2)) if e2 != e1 || nu2 != nu1 => Some((e2, nu2)),
                _ => None,
            };
            let Some((e2, nu2)) = own else {
                // A wall of the particle's material: E1 typed into the fix.
                notes.push(format!(
                    "LAMMPS's fix wall/gran takes its own E and ν and forms E_eff = {} from them, as if particle and wall were both of that material: with E1 = {} typed into it the wall is of the particle's material{}.",
                    if old { "E/(2(1 − ν))" } else { "E/(2(1 − ν²))" },
                    text::si(e1, "Pa"),
                    if pair.e2_modulus.is_none() { " (give E2, nu2 for a wall of another material)" } else { "" }
                ));
                pair.e2_modulus = pair.e1_modulus;
                pair.nu2 = pair.nu1;
                if old {
                    // E_eff = E/(2(1 − ν)) = that of a wall of modulus E/(1 − ν)² and ν = 0
                    // against the particle: 1/E* = (1 − ν²)/E + (1 − ν)²/E = 2(1 − ν)/E.
                    pair.e2_modulus = Some(e1 / ((1.0 - nu1) * (1.0 - nu1)));
                    pair.nu2 = Some(0.0);
                    notes.push("In this release LAMMPS's fix wall/gran … hertz/material forms the wall's stiffness as 4/3·E/(2(1 − ν))·√R (fix_wall_gran.cpp, before 2Aug2023): 1 + ν stiffer than a wall of the particle's material; E_eff = E/(2(1 − ν)) is used here.".into());
                }
                return Some(e1);
            };
            // Body 2's own material: the contact's E*, reached by the E typed into the fix.
            let e_star = 1.0 / ((1.0 - nu1 * nu1) / e1 + (1.0 - nu2 * nu2) / e2);
            let typed = factor * e_star;
            let this = if e2.is_finite() {
                format!("this wall (E2 = {}, ν2 = {})", text::si(e2, "Pa"), text::num(nu2, 4))
            } else {
                String::from("a rigid wall")
            };
            notes.push(format!(
                "LAMMPS's fix wall/gran takes its own E and ν and forms E_eff = {} from them (gran_sub_mod.cpp, mix_stiffnessE_wall{}): for {this} type E = {} with ν = {} into fix wall/gran, which gives the contact's E* = {}; typing E1 or E2 there would not.",
                if old { "E/(2(1 − ν))" } else { "E/(2(1 − ν²))" },
                if old { "; before 2Aug2023 fix_wall_gran.cpp" } else { "" },
                text::num(typed, 6),
                text::num(nu1, 4),
                text::si(e_star, "Pa")
            ));
            return Some(typed);
        }
        Wall::SphereOfSameRadius if pair.r1.is_some() => {
            // Ig2_Wall_Sphere_ScGeom without hertzian=True: radius1 = the sphere's radius.
            pair.r2 = pair.r1;
            notes.push("Yade's default Wall geometry (Ig2_Wall_Sphere_ScGeom, hertzian=False) gives R* = r/2 against a wall (a Facet gives 2r/3); with hertzian=True it is r.".into());
        }
        Wall::NominalMass => {
            // A fixed body enters m* with its nominal mass (default 1 kg).
            pair.m2 = Some(1.0);
            pair.rho2 = None;
            notes.push("Chrono: a fixed body (the wall) enters m* = m₁M/(m₁ + M) with its own mass M, 1 kg by default (ChBody); m2 = 1 kg is used here.".into());
        }
        _ => {}
    }
    None
}

/// The code's input text with the values filled in (each code writes its own:
/// [`super::code::Code::snippet`]), and its summary for these values where the code writes
/// one ([`super::code::Code::summary`]).
fn snippet(
    s: &Setting,
    sc: &Scenario,
    ctx: &Ctx,
    stiffness: f64,
    value: f64,
    (limit, betan, law): (bool, bool, Option<crate::scenario::TangentialLaw>),
) -> (String, Option<String>) {
    let n = |x: f64| text::num(x, 6);
    let input = super::code::Input {
        s,
        sc,
        ctx,
        // The contact's linear stiffness as solved (k, or k1 and k2 in series).
        k: n(stiffness),
        e1: sc.e1_modulus.map_or(String::from("<E>"), n),
        nu1: sc.nu1.map_or(String::from("<nu>"), n),
        rho1: sc.rho1.map_or(String::from("<density>"), n),
        value,
        limit,
        instead: betan,
        friction: Friction::of(sc, law),
    };
    code_of(s).map_or((String::new(), None), |c| ((c.snippet)(&input), (c.summary)(&input)))
}
