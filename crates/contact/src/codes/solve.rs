//! A scenario that names a code setting, solved as that code computes it: the keys it
//! takes, the pair as the code sees it (its wall rule), the value typed and the value to
//! type, the model's contact, and what the code's user reads (notes, the input snippet).

use super::catalogue::setting;
use super::mapping::{abs_beta, forward, inverse, strip_material, Ctx, ModelParams};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes, Tuning};
use super::{chrono, edem, lammps, liggghts, mercurydpm, pfc, yade};
use crate::error::Error;
use crate::math::sqrt;
use crate::scenario::CODE_EXPECTED as EXPECTED;
use crate::scenario::{End, MassRule, Model, Scenario};
use crate::solution::{CodeInfo, Named, Solution};
use crate::text;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// The keys a code scenario may carry.
fn allowed_keys(s: &Setting) -> Vec<&'static str> {
    let mut k: Vec<&'static str> =
        alloc::vec!["code", "limit", "m1", "m2", "rho1", "rho2", "r1", "r2", "v0", "h0", "g"];
    match s.takes {
        Takes::Restitution => k.push("e"),
        Takes::Damping => k.extend(["e", "damping"]),
    }
    if s.id == "yade-hertz-mindlin" {
        k.push("damping");
    }
    match s.stiffness {
        Stiffness::K => k.extend(["k", "k1", "k2"]),
        Stiffness::KOrMaterial => k.extend(["k", "k1", "k2", "E1", "nu1", "E2", "nu2"]),
        Stiffness::Material => k.extend(["E1", "nu1", "E2", "nu2"]),
        Stiffness::ContactTime => {}
    }
    k.extend_from_slice(s.extra);
    k
}

/// Solves a scenario that names a code: the contact as that code computes it.
pub(super) fn solve_code(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
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
    let limit = sc.limit.unwrap_or(s.clipped);
    let end = if limit { End::Force } else { End::Overlap };
    let mut notes: Vec<String> = Vec::new();
    // The pair as the code sees it.
    let mut pair = sc.clone();
    pair.code = None;
    pair.limit = None;
    pair.tc = None;
    pair.v_char = None;
    pair.e = None;
    pair.damping = None;
    pair.model = s.model();
    pair.end = end;
    let wall = sc.m2.is_none() && sc.rho2.is_none();
    apply_wall_rule(s, &mut pair, wall, &mut notes);
    let m = crate::pair::effective_mass(&pair)?;
    let v0 = crate::pair::impact_speed(&pair)?;
    let material = crate::pair::material(&pair)?;
    if s.stiffness == Stiffness::Material && material.is_none() {
        return Err(Error::Missing {
            field: "E1",
            hint: "this code takes the material: give E1, nu1, r1 (and E2, nu2, r2 for body 2)",
        });
    }
    let v_char = match sc.v_char {
        // Chrono's default characteristic impact velocity is 1 m/s (ChSystemSMC.cpp line 53;
        // ChSettings.h line 121); LIGGGHTS has none (then the impact speed is used).
        None if s.code == "Chrono" => Some(1.0),
        Some(v) if v.is_finite() && v > 0.0 => Some(v),
        Some(v) => {
            return Err(Error::OutOfRange {
                field: "v_char",
                value: v,
                what: "characteristic impact speed",
                allowed: "a finite number > 0 m/s",
            })
        }
        None => None,
    };
    let tc = match (s.stiffness, sc.tc) {
        (Stiffness::ContactTime, Some(t)) if t.is_finite() && t > 0.0 => Some(t),
        (Stiffness::ContactTime, Some(t)) => {
            return Err(Error::OutOfRange {
                field: "tc",
                value: t,
                what: "contact time",
                allowed: "a finite number > 0 s",
            })
        }
        (Stiffness::ContactTime, None) => {
            return Err(Error::Missing {
                field: "tc",
                hint: "this code takes the contact time tc (s) with e",
            })
        }
        _ => None,
    };
    let m_tuned = match s.rule {
        Rule::LinearTc(Tuning::YadeMassR) => {
            // A body of mass 0 (walls, facets by default) counts as the other's mass.
            let m1 =
                crate::pair::effective_mass(&Scenario { m2: None, rho2: None, ..pair.clone() })?;
            Some(if wall { 0.5 * m1 } else { m })
        }
        Rule::LinearTc(Tuning::OneParticle) => {
            let m1 =
                crate::pair::effective_mass(&Scenario { m2: None, rho2: None, ..pair.clone() })?;
            Some(0.5 * m1)
        }
        _ => None,
    };
    let k_culprit = match crate::scenario::most_extreme(sc) {
        "v0" | "h0" if tc.is_some() => "tc",
        "v0" | "h0" if v_char.is_some() => "v_char",
        field => field,
    };
    let ctx = Ctx { m, v0, material, v_char, tc, m_tuned, k_culprit };
    // The typed value: the code's input as given, or what its documented formula makes of e.
    let requested = crate::pair::restitution(sc)?;
    if sc.e.is_some() && sc.damping.is_some() {
        return Err(Error::Conflict { field: "damping", other: "e" });
    }
    // The model's damping constant for the requested e, exactly (the library's inversion
    // under the code's end criterion and pair).
    let needed = |e: f64| -> Result<f64, Error> {
        let mut x = pair.clone();
        x.e = Some(e);
        if let Some(k) = forward(s, e, &ctx)?.k {
            // The tc/e and characteristic-speed rules form k themselves.
            x.k = Some(k);
            strip_material(&mut x);
        }
        Ok(crate::contact::solve(&x, 0)?.damping_constant)
    };
    let (typed, to_type_value) = match (s.takes, requested, sc.damping) {
        (Takes::Restitution, Some(e), _) => {
            let d = needed(e)?;
            (e, inverse(s, d, &ctx))
        }
        (Takes::Restitution, None, Some(d)) if s.id == "yade-hertz-mindlin" => {
            // Yade's `betan` instead of `en`.
            (d, None)
        }
        (Takes::Restitution, None, _) => {
            return Err(Error::Missing { field: "e", hint: "this code takes the restitution e" })
        }
        (Takes::Damping, Some(e), _) => {
            let d = needed(e)?;
            let to = inverse(s, d, &ctx);
            // What the code's documented relation gives for e, where it has one.
            let documented = match s.rule {
                Rule::LinearRatio | Rule::Tsuji(Alpha1::Sqrt6Ratio) => Some(abs_beta(e)),
                _ => None,
            };
            match documented.or(to) {
                Some(t) => (t, to),
                None => {
                    return Err(Error::Unreachable {
                        field: "e",
                        value: e,
                        reason: "no value of this code's damping constant reaches it".into(),
                    })
                }
            }
        }
        (Takes::Damping, None, Some(d)) => (d, None),
        (Takes::Damping, None, None) => {
            return Err(Error::Missing {
                field: "damping",
                hint: "give the code's damping constant (damping), or the restitution e",
            })
        }
    };
    if !(typed.is_finite() && typed >= 0.0) {
        return Err(Error::OutOfRange {
            field: if sc.damping.is_some() { "damping" } else { "e" },
            value: typed,
            what: "the code's input",
            allowed: "a finite number ≥ 0",
        });
    }
    let betan = s.id == "yade-hertz-mindlin" && sc.damping.is_some();
    let params = if betan {
        ModelParams { damping: sqrt(6.0) * typed, k: None }
    } else {
        forward(s, typed, &ctx)?
    };
    let mut model = pair.clone();
    // + 0.0 turns −0 (−ln 1) into 0, which reads as "0", not "-0".
    model.damping = Some(params.damping + 0.0);
    if let Some(k) = params.k {
        model.k = Some(k);
        strip_material(&mut model);
    }
    let mut sol = crate::contact::solve(&model, samples)?;
    let (typed_name, typed_unit) = if betan { ("betan", "") } else { (s.typed_name, s.typed_unit) };
    let to_type = to_type_value.map(|value| Named { name: typed_name, value, unit: typed_unit });
    // What the user should know: the code's restitution against the one asked for.
    if let Some(e) = requested {
        let got = sol.restitution;
        if (got - e).abs() > 1e-9 * e.max(1e-300) {
            notes.push(format!(
                "Typed as {} = {}, {} achieves e = {} (not {e}){}.",
                typed_name,
                text::num(typed, 6),
                s.code,
                text::num(got, 6),
                match &to_type {
                    Some(t) => format!("; type {} = {} to get {e}", t.name, text::num(t.value, 6)),
                    None => String::from("; no value of its input reaches it"),
                }
            ));
        }
    }
    if s.speed_dependent() {
        notes.push(format!(
            "Its restitution depends on the impact speed: e = {} at v0 = {} with this input \
             (see e against v0).",
            text::num(sol.restitution, 6),
            text::si(v0, "m/s")
        ));
    }
    notes.extend(s.notes.iter().map(|n| n.to_string()));
    let info = CodeInfo {
        id: s.id,
        code: s.code,
        name: s.title,
        end,
        limit,
        mass_rule: s.mass,
        typed: Named { name: typed_name, value: typed, unit: typed_unit },
        snippet: snippet(
            s,
            sc,
            &ctx,
            sol.stiffness,
            to_type.as_ref().map_or(typed, |t| t.value),
            limit,
            betan,
        ),
        to_type,
        requested,
        speed_dependent: s.speed_dependent(),
        source: s.source,
        status: s.status,
        notes,
    };
    sol.code = Some(info);
    sol.requested_restitution = requested;
    Ok(sol)
}

/// A wall as the code sees it.
fn apply_wall_rule(s: &Setting, pair: &mut Scenario, wall: bool, notes: &mut Vec<String>) {
    if !wall {
        return;
    }
    match s.code {
        "LAMMPS" if pair.e1_modulus.is_some() => {
            // fix wall/gran: E_eff = E/(2(1 − ν²)), the wall of the particle's material.
            if pair.e2_modulus.is_some_and(|e2| Some(e2) != pair.e1_modulus)
                || pair.e2_modulus.is_none()
            {
                notes.push("LAMMPS's fix wall/gran takes the wall to be of the particle's material (E_eff = E/(2(1 − ν²))): E2, ν2 are replaced by E1, ν1.".into());
            }
            pair.e2_modulus = pair.e1_modulus;
            pair.nu2 = pair.nu1;
        }
        "Yade" if s.id == "yade-hertz-mindlin" && pair.r1.is_some() => {
            // Ig2_Wall_Sphere_ScGeom without hertzian=True: radius1 = the sphere's radius.
            pair.r2 = pair.r1;
            notes.push("Yade's default Wall geometry (Ig2_Wall_Sphere_ScGeom, hertzian=False) gives R* = r/2 against a wall (a Facet gives 2r/3); with hertzian=True it is r.".into());
        }
        "Chrono" => {
            // A fixed body enters m* with its nominal mass (default 1 kg).
            pair.m2 = Some(1.0);
            pair.rho2 = None;
            notes.push("Chrono: a fixed body (the wall) enters m* = m₁M/(m₁ + M) with its own mass M, 1 kg by default (ChBody); m2 = 1 kg is used here.".into());
        }
        _ => {}
    }
}

/// The code's input text with the values filled in.
fn snippet(
    s: &Setting,
    sc: &Scenario,
    ctx: &Ctx,
    stiffness: f64,
    value: f64,
    limit: bool,
    betan: bool,
) -> String {
    let n = |x: f64| text::num(x, 6);
    let e1 = sc.e1_modulus.map_or(String::from("<E>"), n);
    let nu1 = sc.nu1.map_or(String::from("<nu>"), n);
    let rho1 = sc.rho1.map_or(String::from("<density>"), n);
    // The contact's linear stiffness as solved (k, or k1 and k2 in series).
    let k = n(stiffness);
    match s.code {
        "LAMMPS" => lammps::snippet(s, &k, &e1, &nu1, value, limit, ctx.material.map(|m| m.e_star)),
        "LIGGGHTS" => liggghts::snippet(s, &e1, &nu1, value, limit, ctx.v_char.unwrap_or(ctx.v0)),
        "EDEM" => edem::snippet(&e1, &nu1, &rho1, sc, value),
        "PFC" => pfc::snippet(s, &k, sc, value, limit),
        "Yade" => yade::snippet(s, &e1, &nu1, &rho1, ctx.tc, value, betan),
        "MercuryDPM" => mercurydpm::snippet(s, &rho1, ctx, value),
        "Chrono" => chrono::snippet(s, &e1, &nu1, value, ctx.v_char),
        _ => String::new(),
    }
}
