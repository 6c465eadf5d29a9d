//! An elastic–plastic code setting solved ([`super::plastic`]): the keys it takes, the
//! law as the code builds it, its dashpot as typed or found for `e_with_plasticity`, the
//! contact as the code computes it (clipped where it clips), and what its user reads.

use super::plastic::{Built, PlasticSetting};
use crate::error::Error;
use crate::impact::{self, Outcome, Setup};
use crate::integrator::IntegrateError;
use crate::math::{exp, sqrt};
use crate::models::history::History;
use crate::models::law::Law;
use crate::models::plastic::{clipped, Report};
use crate::models::{common, Common, Damping, Solved};
use crate::scenario::{End, Model, Scenario};
use crate::solution::{CodeInfo, Named, Release, Solution, TypedValue};
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The settings of every code.
pub(crate) fn settings() -> [&'static PlasticSetting; 5] {
    [
        &super::plastic_liggghts::HOOKE_HYSTERESIS,
        &super::plastic_liggghts::LUDING,
        &super::plastic_liggghts::EDINBURGH,
        &super::plastic_liggghts::THORNTON_NING,
        &super::plastic_mercurydpm::LINEAR_PLASTIC,
    ]
}

/// An elastic–plastic code setting as a list shows it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PlasticInfo {
    /// Its id (`code`).
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub title: &'static str,
    /// The library's law the code's own maps onto.
    pub model: Model,
    /// What it takes for its stiffness: "k" (a spring constant) or "material" (E, ν).
    pub stiffness: &'static str,
    /// Its tension switch (`limit`), on by default, where it has one.
    pub switch: Option<&'static str>,
    /// The release read and run.
    pub release: &'static str,
    /// The keys it takes beyond the pair.
    pub keys: &'static [&'static str],
    /// Where it was read.
    pub source: &'static str,
    /// Source, documentation, run.
    pub status: &'static str,
}

/// Every elastic–plastic code setting.
pub fn catalogue() -> Vec<PlasticInfo> {
    settings()
        .iter()
        .map(|s| PlasticInfo {
            id: s.id,
            code: s.code,
            title: s.title,
            model: s.model,
            stiffness: if s.keys.contains(&"k") { "k" } else { "material" },
            switch: s.switch,
            release: s.release.0,
            keys: s.keys,
            source: s.source,
            status: s.status,
        })
        .collect()
}

/// The setting of an id, if it is an elastic–plastic one.
pub(crate) fn setting(id: &str) -> Option<&'static PlasticSetting> {
    settings().into_iter().find(|s| s.id == id)
}

/// The keys, the release and the choices a code makes itself.
fn check(s: &PlasticSetting, sc: &Scenario) -> Result<(), Error> {
    use crate::keys::Group;
    use crate::scenario::keys_in;
    if sc.model != Model::Linear || sc.formula.is_some() || sc.linear_k.is_some() {
        return Err(Error::Conflict { field: "model", other: "code" });
    }
    if sc.end != End::Overlap {
        return Err(Error::NotTaken {
            field: "end",
            by: "an elastic–plastic code setting (its contact ends where the overlap returns to 0)",
        });
    }
    let pair: Vec<&str> = keys_in(Group::Pair, false).collect();
    let ok = |k: &str| ["code", "version"].contains(&k) || pair.contains(&k) || s.keys.contains(&k);
    if let Some(field) = sc.given().find(|k| !ok(k)) {
        return Err(Error::NotTaken { field, by: s.takes_text });
    }
    if let Some(v) = sc.version.as_deref() {
        let (name, aliases, _) = s.release;
        if v != name && !aliases.contains(&v) {
            return Err(Error::Invalid {
                field: "version".into(),
                value: v.into(),
                expected:
                    "the release read and run for this setting (LIGGGHTS 3.8.0, MercuryDPM 1.0)",
            });
        }
    }
    Ok(())
}

/// Solves a scenario naming an elastic–plastic code setting (module doc).
pub(crate) fn solve(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    let id = sc.code.unwrap_or_default();
    let s = setting(id).ok_or(Error::Missing { field: "code", hint: "give a code setting id" })?;
    check(s, sc)?;
    let c = common(sc)?;
    if c.local_damping != 0.0 {
        return Err(Error::NotTaken { field: "local_damping", by: s.takes_text });
    }
    let built = (s.build)(sc, &c)?;
    let (law0, typed) = dashpot(sc, &built, &c)?;
    let outcome = contact(&built, &law0, &c, samples)?;
    let undamped = contact(&built, &damped(&law0, 0.0), &c, 0)?.summary.restitution;
    let wanted = sc.e_with_plasticity;
    let report = report(&law0, &outcome, undamped, typed.to_type.as_ref().map(|n| n.value));
    let notes = crate::models::common_notes(
        sc,
        &outcome.summary,
        impact::Method::Integrated,
        law0.time_scale(c.v0),
        None,
        c.g,
    );
    let damping = Damping {
        constant: law0.dashpot.lambda,
        symbol: "γ_n",
        constant_unit: Some("N·s/m".into()),
        coefficient: law0.dashpot.lambda,
        coefficient_unit: "N·s/m".into(),
        formula: typed.formula.clone(),
        source: s.source,
        requested: wanted.or(sc.e),
    };
    let (k, unit) = built.stiffness.clone();
    let mut solved = Solved::new(
        &c,
        (k, unit),
        (law0.spring.w, 0.0),
        damping,
        outcome,
        impact::Method::Integrated,
        notes,
        built.material,
        law0,
    );
    solved.plastic = Some(report);
    let mut sol = Solution::from_solved(sc, solved);
    sol.model = model_of(&law0);
    let paper = built.paper.map(|(f, name)| against_paper(&built, &f(&law0), name, &c, &sol));
    let typed_e = (built.dashpot.is_some() && wanted.is_none()).then_some(typed.value);
    let mut code = info(s, sc, &built, &sol, typed);
    if let Some(e) = typed_e.filter(|e| *e < 1.0) {
        code.notes.insert(
            1,
            format!(
            "{} = {} typed: this code achieves e = {} at this v0 ({} from the plasticity alone). \
             The code maps e as for a linear spring on the loading stiffness, whatever the law: \
             the e typed is not the e achieved (e_with_plasticity gives the value to type).",
            code.typed.name,
            sig(e),
            sig(sol.restitution),
            sig(undamped)
        ),
        );
    }
    code.notes.extend(paper.transpose()?);
    if let Some(t) = wanted.filter(|_| built.dashpot.is_some()) {
        code.notes.extend(by_plasticity(s, sc, &c, t));
    }
    sol.code = Some(code);
    crate::solution::check_finite(sc, sol)
}

/// The other way to a wanted restitution, where the code's ratio of unloading to loading
/// stiffness is a key: that ratio with no dashpot (`coefficientRestitution` 1), found by
/// Brent's method on λ_p in (10⁻⁶, 1 − 10⁻⁶) on the code's own contact; `None` where no λ_p
/// reaches it at this v0 (the hysteretic codes' e returns towards 1 above δ_lim).
fn by_plasticity(s: &PlasticSetting, sc: &Scenario, c: &Common, target: f64) -> Option<String> {
    if !s.keys.contains(&"plasticity_ratio") {
        return None;
    }
    let at = |l: f64| {
        let sc =
            Scenario { plasticity_ratio: Some(l), e_with_plasticity: None, e: None, ..sc.clone() };
        let b = (s.build)(&sc, c).ok()?;
        contact(&b, &b.law0, c, 0).ok().map(|o| o.summary.restitution)
    };
    let f = |l: f64| at(l).map_or(f64::NAN, |e| e - target);
    let (lo, hi) = (1e-6, 1.0 - 1e-6);
    let (flo, fhi) = (f(lo), f(hi));
    if !(flo >= 0.0 && fhi <= 0.0) {
        return None;
    }
    let l = crate::roots::brent_from(f, (lo, flo), (hi, fhi), 1e-13, 200).ok()?;
    let name = if s.keys.contains(&"v_char") {
        "coefficientMaxElasticStiffness"
    } else {
        "UnloadingStiffness"
    };
    Some(format!(
        "Or without a dashpot (coefficientRestitution = 1): {name} = {} (plasticity_ratio λ_p = {}) gives e = {} at this v0 by the plasticity alone.",
        sig(1.0 / (1.0 - l)),
        sig(l),
        sig(target)
    ))
}

/// The paper's law with the same inputs and dashpot, unclipped, against what the code does.
fn against_paper(
    b: &Built,
    paper: &Law,
    name: &str,
    c: &Common,
    sol: &Solution,
) -> Result<String, Error> {
    let free = Built { clip: false, regeom: None, ..b.clone() };
    let p = contact(&free, paper, c, 0)?.summary;
    let us = |t: Option<f64>| t.map_or("—".into(), |t| format!("{} µs", sig(t * 1e6)));
    let gap = if p.restitution > 0.0 {
        format!(" ({:+.1} %)", 100.0 * (sol.restitution / p.restitution - 1.0))
    } else {
        String::new()
    };
    Ok(format!(
        "{name}, with the same inputs: e = {}, t_c = {}, δ_max = {} µm; this code: e = {}{gap}, t_c = {}, δ_max = {} µm.",
        sig(p.restitution), us(p.contact_time), sig(p.max_overlap * 1e6),
        sig(sol.restitution), us(sol.contact_time), sig(sol.max_overlap * 1e6)
    ))
}

/// The law with the dashpot γ \[N·s/m\].
fn damped(law: &Law, gamma: f64) -> Law {
    Law { dashpot: crate::models::composed::Dashpot { lambda: gamma, ..law.dashpot }, ..*law }
}

/// The model the code's law is a variant of.
fn model_of(law: &Law) -> Model {
    match law.history {
        Some(History::Eepa(_)) => Model::Eepa,
        Some(History::Thornton(_) | History::ThorntonNing(_)) => Model::Thornton,
        _ => Model::Hysteretic,
    }
}

/// The dashpot as typed, or found for `e_with_plasticity`.
struct Typed {
    /// The input's name, value, unit.
    name: &'static str,
    value: f64,
    unit: &'static str,
    /// How γ followed from it.
    formula: String,
    /// The value to type for `e_with_plasticity`.
    to_type: Option<Named>,
}

/// The law with the dashpot the code makes of what was typed, or of the value to type found
/// for `e_with_plasticity` (module doc).
fn dashpot(sc: &Scenario, b: &Built, c: &Common) -> Result<(Law, Typed), Error> {
    if let Some(t) = sc.e_with_plasticity {
        for (other, given) in [("e", sc.e.is_some()), ("damping", sc.damping.is_some())] {
            if given {
                return Err(Error::Conflict { field: "e_with_plasticity", other });
            }
        }
        if !(t > 0.0 && t <= 1.0) {
            return Err(Error::OutOfRange {
                field: "e_with_plasticity",
                value: t,
                what: "restitution with plasticity",
                allowed: "in (0, 1]",
            });
        }
        return wanted(b, c, t);
    }
    if let (Some(g), Some(name)) = (sc.damping, b.gamma_given) {
        if !(g.is_finite() && g >= 0.0) {
            return Err(Error::OutOfRange {
                field: "damping",
                value: g,
                what: "the dissipation γ typed (N·s/m)",
                allowed: "finite and ≥ 0 N·s/m",
            });
        }
        if sc.e.is_some() {
            return Err(Error::Conflict { field: "damping", other: "e" });
        }
        let law = damped(&b.law0, g);
        return Ok((
            law,
            Typed {
                name,
                value: g,
                unit: "N·s/m",
                formula: format!("{name}({}) typed", sig(g)),
                to_type: None,
            },
        ));
    }
    let Some(map) = b.dashpot else {
        // No normal dashpot: e is the code's tangential damping only.
        return Ok((b.law0, Typed { name: "coefficientRestitution", value: sc.e.unwrap_or(1.0), unit: "", formula: "no normal dashpot (the code's coefficientRestitution damps the tangential spring only)".into(), to_type: None }));
    };
    let e = sc.e.unwrap_or(1.0);
    if !(e > map.lowest.0 && e <= 1.0) {
        return Err(Error::OutOfRange {
            field: "e",
            value: e,
            what: map.name,
            allowed: map.lowest.1,
        });
    }
    let g = map.gamma(e);
    let formula = format!(
        "γ_n = −ln e √(K/(π² + ln²e)) with K = {} (the code's relation of a linear spring)",
        sig(map.scale)
    );
    Ok((damped(&b.law0, g), Typed { name: map.name, value: e, unit: "", formula, to_type: None }))
}

/// The value to type so that the code achieves `target` at this speed: the restitution
/// input for a code with a dashpot (its γ found by Brent's method on the code's contact, then
/// its e by the code's relation inverted), the plasticity input for one without.
fn wanted(b: &Built, c: &Common, target: f64) -> Result<(Law, Typed), Error> {
    let unreachable =
        |reason: String| Error::Unreachable { field: "e_with_plasticity", value: target, reason };
    let e_at = |law: &Law| contact(b, law, c, 0).map(|o| o.summary.restitution);
    if let Some(r) = &b.retune {
        let f = |x: f64| e_at(&(r.law)(b, exp(x))).map_or(f64::NAN, |e| e - target);
        let (lo, hi) = r.range;
        if target >= 1.0 {
            // Elastic: any value at or above the bracket's top (where the contact just yields).
            return Ok(retuned(b, r, exp(hi)));
        }
        let (flo, fhi) = (f(lo), f(hi));
        if !(flo <= 0.0 && fhi >= 0.0) {
            return Err(unreachable(format!(
                "{} from {} to {} gives e from {} to {}",
                r.name,
                sig(exp(lo)),
                sig(exp(hi)),
                sig(flo + target),
                sig(fhi + target)
            )));
        }
        let x = crate::roots::brent_from(f, (lo, flo), (hi, fhi), 1e-12, 200)
            .map_err(|_| unreachable("no value found".into()))?;
        return Ok(retuned(b, r, exp(x)));
    }
    let Some(map) = b.dashpot else {
        return Err(unreachable("this setting has no input that sets the restitution".into()));
    };
    let top = e_at(&b.law0).map_err(|_| unreachable("the undamped contact does not end".into()))?;
    if target > top {
        return Err(unreachable(format!("above what the plasticity alone gives ({}), with {} = 1: the dashpot only lowers it; reachable: {} and below", sig(top), map.name, sig(top))));
    }
    let g_max = map.gamma(map.lowest.0.max(1e-6) * (1.0 + 1e-9));
    let f = |g: f64| e_at(&damped(&b.law0, g)).unwrap_or(0.0) - target;
    let f_max = f(g_max);
    if f_max > 0.0 {
        return Err(unreachable(format!(
            "below {}, what the code gives with the smallest {} it takes ({})",
            sig(f_max + target),
            map.name,
            map.lowest.1
        )));
    }
    let g = crate::roots::brent_from(f, (0.0, top - target), (g_max, f_max), 1e-14 * g_max, 200)
        .map_err(|_| unreachable("no dashpot found".into()))?;
    let e = map.e_of(g).unwrap_or(map.lowest.0);
    let formula = format!(
        "γ_n found so that the code's contact gives e = {}; {} = {} gives it",
        sig(target),
        map.name,
        sig(e)
    );
    Ok((
        damped(&b.law0, g),
        Typed {
            name: map.name,
            value: e,
            unit: "",
            formula,
            to_type: Some(Named { name: map.name, value: e, unit: "" }),
        },
    ))
}

/// The law and the value to type for a plasticity input found.
fn retuned(b: &Built, r: &super::plastic::Retune, v: f64) -> (Law, Typed) {
    (
        (r.law)(b, v),
        Typed {
            name: r.name,
            value: v,
            unit: "",
            formula: format!("{} found for e_with_plasticity", r.name),
            to_type: Some(Named { name: r.name, value: v, unit: "" }),
        },
    )
}

/// The code's contact of `law`: clipped where the code clips, on the time scale of the
/// loading, stretched until the contact ends (a slow exit from a large plastic overlap).
fn contact(b: &Built, law: &Law, c: &Common, samples: usize) -> Result<Outcome, Error> {
    let mut last = None;
    // A slow exit from a large plastic overlap (e ≪ 1) takes up to 10⁶ loading times.
    for stretch in [1.0, 30.0, 1e3, 3e4, 1e6] {
        let setup = Setup {
            m: c.m,
            v0: c.v0,
            g: c.g,
            end: End::Overlap,
            time_scale: law.time_scale(c.v0) * stretch,
            local_damping: 0.0,
        };
        let out = if b.clip && law.dashpot.lambda != 0.0 {
            clipped::simulate(law, &setup, samples)
        } else {
            impact::simulate(law, &setup, samples)
        };
        let mut out = out.map_err(|e| integration(e, law.dashpot.lambda != 0.0))?;
        if let Some(f) = b.regeom {
            let law = f(b, law, out.summary.max_overlap);
            out = if b.clip && law.dashpot.lambda != 0.0 {
                clipped::simulate(&law, &setup, samples)
            } else {
                impact::simulate(&law, &setup, samples)
            }
            .map_err(|e| integration(e, law.dashpot.lambda != 0.0))?;
        }
        if out.summary.contact_time.is_some() {
            return Ok(out);
        }
        last = Some(out);
    }
    last.ok_or(Error::Numerical { field: "v0", reason: "the contact was not integrated".into() })
}

/// An integration failure, charged to the dashpot where there is one (a code's γ_n far above
/// critical makes the contact stiff), else to the impact speed.
fn integration(e: IntegrateError, damped: bool) -> Error {
    crate::models::integration_error(e, if damped { "e" } else { "v0" })
}

/// The plastic report: the unloading stiffness at the turn, the plastic overlap.
fn report(law: &Law, out: &Outcome, undamped: f64, e_to_type: Option<f64>) -> Report {
    let s = out.summary;
    let (k, d) = (law.spring.k, s.max_overlap);
    let (k2, plastic) = match law.history {
        Some(History::Hysteretic(h)) => (
            Some(h.k2_at(k, d.min(if h.capped && h.delta_lim > 0.0 { h.delta_lim } else { d }))),
            h.plastic_overlap(k, d),
        ),
        Some(History::Eepa(h)) => (Some(h.k2), h.plastic_overlap(&law.spring, d)),
        Some(History::ThorntonNing(_)) => (
            None,
            crate::models::history::ThorntonNing::plastic_overlap(&law.spring, d, s.max_force),
        ),
        _ => (None, 0.0),
    };
    // Thornton 1997's yield velocity of the code's yield (its loading is Thornton's):
    // ½ m V_y² = (2/5) F_y δ_y.
    let yield_velocity = match law.history {
        Some(History::ThorntonNing(t)) => Some(sqrt(0.8 * t.yield_.f_y * t.yield_.delta_y / law.m)),
        _ => None,
    };
    Report {
        unloading_stiffness: k2,
        plastic_overlap: plastic,
        yield_velocity,
        restitution_without_damping: undamped,
        stuck: s.contact_time.is_none(),
        e_to_type,
        plasticity_ratio_alone: None,
    }
}

/// What the code's user reads: what to type, what the code achieves, the snippet.
fn info(s: &PlasticSetting, sc: &Scenario, b: &Built, sol: &Solution, t: Typed) -> CodeInfo {
    let mut notes = Vec::new();
    let list: Vec<String> = b
        .values
        .iter()
        .map(|n| {
            format!(
                "{} = {}{}{}",
                n.name,
                sig(n.value),
                if n.unit.is_empty() { "" } else { " " },
                n.unit
            )
        })
        .collect();
    notes.push(format!(
        "Type: {}{} = {}.",
        if list.is_empty() { String::new() } else { format!("{}, ", list.join(", ")) },
        t.name,
        sig(t.value)
    ));
    let (name, _, known) = s.release;
    CodeInfo {
        id: s.id,
        code: s.code,
        name: s.title,
        summary: format!("{} ({} {})", s.title, s.code, name),
        end: End::Overlap,
        limit: b.clip,
        mass_rule: "m* = m1 m2/(m1 + m2); at a wall m1",
        release: Release { name, known, source: None },
        typed: TypedValue {
            name: t.name,
            value: t.value,
            unit: t.unit,
            restitution: sol.restitution,
            contact_time: sol.contact_time,
            max_overlap: sol.max_overlap,
        },
        to_type: t.to_type,
        own_constant: None,
        local: None,
        requested: sc.e_with_plasticity,
        speed_dependent: true,
        source: s.source,
        status: s.status,
        notes: notes.into_iter().chain(b.notes.iter().cloned()).collect(),
        snippet: (b.snippet)(b, t.value),
    }
}
