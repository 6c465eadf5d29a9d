//! How each result was obtained, with the user's numbers in the formulas: the working a
//! student can follow (the page's "how" toggles, `dem-contact solve --explain`). Each model
//! states its own working beside its formulas (`working` in each module of
//! [`crate::models`]); this puts the steps in order for a solution: the code's formula or
//! the effective mass, the model's steps, and an account of every integrated result
//! (method, tolerance, steps).
//!
//! Every value here is recomputed from the scenario and the solution by the formula shown,
//! so the working and the result cannot disagree (the tests check they match).

pub mod adhesion;
pub mod tangential;

use crate::error::Error;
use crate::impact::Method;
use crate::models::dispatch::info;
pub use crate::models::working::Step;
use crate::models::working::{mass_step, step, Facts};
use crate::scenario::{End, Scenario};
use crate::solution::Solution;
use crate::text::{num, si};
use alloc::format;
use alloc::vec::Vec;

/// The working behind `sol`, the solution of `sc`.
pub fn explain(sc: &Scenario, sol: &Solution) -> Result<Vec<Step>, Error> {
    let mut out = Vec::new();
    // With a code the pair is the one the code uses (its wall rule): the mass shown is the
    // solution's; the code's own formula comes first.
    // The answer is for the value to type when there is one (`codes::solve`), else for the
    // value as typed; its end of contact is the code's (`limit`), not the scenario's `end`.
    let mut as_run = sc.clone();
    if let Some(c) = &sol.code {
        let (name, value, which) = match &c.to_type {
            Some(t) => (t.name, t.value, "the value to type"),
            None => (c.typed.name, c.typed.value, "as typed"),
        };
        out.push(step(
            "code",
            &format!("{}: {}", c.code, c.name),
            format!(
                "{name} = {} ({which}) → the {} model with {} = {}",
                num(value, 6),
                sol.model.name(),
                sol.damping_constant_symbol,
                num(sol.damping_constant, 6)
            ),
            sol.damping_constant,
            c.source,
        ));
        as_run.end = sol.end;
    } else {
        out.push(mass_step(sc, sol.effective_mass));
    }
    let f = facts(&as_run, sol);
    out.extend(info(sol.model).working(&f));
    out.extend(adhesion::steps(sol));
    if sol.method == Method::Integrated {
        integrated(sol, &mut out);
    }
    Ok(out)
}

/// The numbers of `sol` a model's working is told.
fn facts<'a>(sc: &'a Scenario, sol: &'a Solution) -> Facts<'a> {
    Facts {
        sc,
        m: sol.effective_mass,
        v0: crate::pair::impact_speed(sc).unwrap_or(f64::NAN),
        k: sol.stiffness,
        k_unit: &sol.stiffness_unit,
        w: sol.w,
        p: sol.p,
        a: sol.damping_constant,
        symbol: &sol.damping_constant_symbol,
        a_unit: sol.damping_constant_unit.as_deref(),
        coefficient_unit: &sol.damping_coefficient_unit,
        damping_source: &sol.damping_source,
        requested: sol.requested_restitution,
        material: sol.effective_modulus.zip(sol.effective_radius),
        method: sol.method,
        contact_time: sol.contact_time,
        restitution: sol.restitution,
        coded: sc.code.is_some(),
    }
}

/// Every integrated result gets the same account: the equation, the method, its tolerance
/// and the steps it took; then the number itself.
fn integrated(sol: &Solution, out: &mut Vec<Step>) {
    let how = format!(
        "adaptive Dormand–Prince 5(4), relative tolerance {}, {} accepted steps; the end of \
         contact ({}) and the extrema located on the dense output; within 1e−9 of the \
         closed forms where they exist (the project's accuracy report)",
        num(crate::impact::RTOL, 1).replace('-', "−"),
        sol.integration_steps.unwrap_or(0),
        if sol.end == End::Force { "F = 0" } else { "ξ = 0" }
    );
    let ode = "m ξ̈ = m g − F(ξ, ξ̇), ξ(0) = 0, ξ̇(0) = v₀, integrated";
    let mut integrated = |quantity: &'static str, what: alloc::string::String, value: f64| {
        out.push(Step {
            quantity,
            formula: ode.into(),
            numbers: format!("{what} by {how}"),
            value,
            source: "Dormand & Prince 1980".into(),
        });
    };
    if let Some(tc) = sol.contact_time {
        integrated("contact_time", format!("t_c = {}", si(tc, "s")), tc);
    }
    integrated(
        "max_overlap",
        format!("ξ_max = {} at t = {}", si(sol.max_overlap, "m"), si(sol.time_of_max_overlap, "s")),
        sol.max_overlap,
    );
    integrated(
        "max_force",
        format!("F_max = {} at t = {}", si(sol.max_force, "N"), si(sol.time_of_max_force, "s")),
        sol.max_force,
    );
    integrated(
        "restitution",
        format!("e = (separation speed)/v₀ = {}", num(sol.restitution, 6)),
        sol.restitution,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Value;

    /// The working of `sc`, its solution, and the value of each step (1e−12) against the
    /// solution's `fields`.
    /// A solution field by name, for [`matches`].
    type Field = (&'static str, fn(&Solution) -> f64);

    fn matches(sc: &Scenario, fields: &[Field]) {
        let sol = crate::solve(sc).unwrap();
        let steps = explain(sc, &sol).unwrap();
        for (q, field) in fields {
            let got = steps.iter().find(|s| s.quantity == *q).unwrap_or_else(|| panic!("{q}"));
            let want = field(&sol);
            assert!((got.value - want).abs() <= 1e-12 * want.abs(), "{q}: {} vs {want}", got.value);
        }
    }

    /// The working's values equal the solution's, for the closed forms.
    #[test]
    fn working_matches_the_solution() {
        use Value::{Number as N, Text as T};
        let tc = |s: &Solution| s.contact_time.unwrap();
        let every: &[Field] = &[
            ("effective_mass", |s| s.effective_mass),
            ("stiffness", |s| s.stiffness),
            ("damping_constant", |s| s.damping_constant),
            ("contact_time", tc),
            ("restitution", |s| s.restitution),
            ("max_overlap", |s| s.max_overlap),
            ("max_force", |s| s.max_force),
        ];
        for (end, e) in [("overlap", 0.5), ("force", 0.3), ("overlap", 0.05), ("force", 0.9)] {
            let sc = Scenario::from_pairs([
                ("model", T("linear")),
                ("m1", N(5.0)),
                ("m2", N(5.0)),
                ("k1", N(1e4)),
                ("k2", N(1e4)),
                ("v0", N(2.0)),
                ("e", N(e)),
                ("end", T(end)),
            ])
            .unwrap();
            matches(&sc, every);
        }
        // Overdamped (α = 2): ξ_max, F_max and e by the same θ (arccosh branch); under the
        // overlap criterion the bodies never separate (e = 0, no contact time).
        for (end, fields) in [("overlap", &every[4..]), ("force", &every[3..])] {
            let sc = Scenario::from_pairs([
                ("model", T("linear")),
                ("m1", N(5.0)),
                ("k", N(5e3)),
                ("v0", N(2.0)),
                ("damping", N(2.0)),
                ("end", T(end)),
            ])
            .unwrap();
            matches(&sc, fields);
        }
        let hertz = Scenario::from_pairs([
            ("model", T("hertz")),
            ("m1", N(2.094e-3)),
            ("k", N(5.935e9)),
            ("v0", N(6.331)),
        ])
        .unwrap();
        matches(&hertz, &every[4..]);
    }

    /// A code that clips tension (PFC dp_mode 1): the working follows the code's end of
    /// contact and the value to type (it showed the overlap-end t_c = 80.97 ms and e = 0.1652
    /// for the pair whose answer is t_c = 54.14 ms, e = 0.3; issue 21).
    #[test]
    fn code_working_follows_its_end_and_the_value_to_type() {
        use Value::{Number as N, Text as T};
        let sc = Scenario::from_pairs([
            ("code", T("pfc-linear")),
            ("m1", N(5.0)),
            ("m2", N(5.0)),
            ("k1", N(1e4)),
            ("k2", N(1e4)),
            ("v0", N(1.0)),
            ("e", N(0.3)),
            ("limit", T("true")),
        ])
        .unwrap();
        let sol = crate::solve(&sc).unwrap();
        let steps = explain(&sc, &sol).unwrap();
        let get = |q: &str| steps.iter().find(|s| s.quantity == q).unwrap();
        assert!(get("code").numbers.starts_with("dp_nratio = 0.497239 (the value to type)"));
        let tc = get("contact_time").value;
        assert!((tc / sol.contact_time.unwrap() - 1.0).abs() < 1e-12, "{tc}");
        assert!((get("restitution").value - 0.3).abs() < 1e-9);
        // Schwager & Pöschel's force-zero end, independently: ω t_F = π − arctan(2βω/(ω² − β²)).
        let (w0, a) = ((5e3f64 / 2.5).sqrt(), sol.damping_constant);
        let (b, w) = (a * w0, w0 * (1.0 - a * a).sqrt());
        let t_f = (core::f64::consts::PI - (2.0 * b * w / (w * w - b * b)).atan()) / w;
        assert!((tc / t_f - 1.0).abs() < 1e-9, "{tc} vs {t_f}");
    }

    /// The nonlinear laws: the dashpot coefficient recomputed by the formula shown equals the
    /// solution's, and every integrated result has a "how" (method, tolerance, steps) whose
    /// value is the solution's; no step without a source.
    #[test]
    fn nonlinear_working_has_every_quantity() {
        use Value::Number as N;
        let glass = |model: &str, d: (&str, f64)| {
            let mut s = crate::testing::glass(model);
            s.set(d.0, N(d.1)).unwrap();
            if model == "power-law" {
                s.set("w", N(1.5)).unwrap();
                s.set("p", N(0.5)).unwrap();
            }
            s
        };
        for sc in [
            glass("tsuji", ("e", 0.8)),
            glass("hunt-crossley", ("e", 0.8)),
            glass("viscoelastic", ("damping", 2.5e-7)),
            glass("power-law", ("e", 0.7)),
        ] {
            let sol = crate::solve(&sc).unwrap();
            assert_eq!(sol.method, Method::Integrated);
            assert!(sol.integration_steps.unwrap() > 10, "{:?}", sol.model);
            let steps = explain(&sc, &sol).unwrap();
            let get = |q: &str| {
                steps
                    .iter()
                    .find(|s| s.quantity == q)
                    .unwrap_or_else(|| panic!("{:?}: no {q}", sol.model))
            };
            let c = get("damping_coefficient").value;
            assert!(
                (c / sol.damping_coefficient - 1.0).abs() < 1e-12,
                "{:?}: {c} vs {}",
                sol.model,
                sol.damping_coefficient
            );
            for (q, v) in [
                ("contact_time", sol.contact_time.unwrap()),
                ("max_overlap", sol.max_overlap),
                ("max_force", sol.max_force),
                ("restitution", sol.restitution),
            ] {
                let s = get(q);
                assert_eq!(s.value, v, "{:?} {q}", sol.model);
                assert!(s.numbers.contains("accepted steps"), "{}", s.numbers);
            }
            for s in &steps {
                assert!(!s.source.is_empty(), "{:?}: {} has no source", sol.model, s.quantity);
                assert!(!s.numbers.contains("docs/"), "{}", s.numbers);
            }
        }
    }

    /// An's power-function contact (g = 0, closed form): the working recomputes ξ_B, F_B, a,
    /// e and t_c, inelastic and elastic, to 1e−12 of the solution.
    #[test]
    fn power_function_working_matches_the_solution() {
        use Value::{Number as N, Text as T};
        for f_t in [100.0, 1e12] {
            let sc = Scenario::from_pairs([
                ("model", T("power-function")),
                ("m1", N(1.0)),
                ("k", N(1e6)),
                ("v0", N(1.0)),
                ("transition_force", N(f_t)),
                ("damping", N(3.0)),
            ])
            .unwrap();
            let sol = crate::solve(&sc).unwrap();
            let steps = explain(&sc, &sol).unwrap();
            let get = |q: &str| steps.iter().find(|s| s.quantity == q).unwrap().value;
            let close = |a: f64, b: f64| (a - b).abs() <= 1e-12 * b.abs();
            assert!(close(get("max_overlap"), sol.max_overlap), "{f_t}");
            assert!(close(get("max_force"), sol.max_force), "{f_t}");
            assert!(close(get("damping_coefficient"), sol.damping_coefficient), "{f_t}");
            assert!(close(get("restitution"), sol.restitution), "{f_t}");
            assert!(close(get("contact_time"), sol.contact_time.unwrap()), "{f_t}");
        }
    }
}
