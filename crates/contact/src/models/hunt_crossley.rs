//! The Hunt–Crossley damping of Hu et al.: F = k ξ^w + λ ξ^w ξ̇ = k ξ^w (1 + χ ξ̇),
//! λ = α2 k / v0, α2 = χ v0 (Hu et al. 2011, eq. 8 with p = w, eq. 11; Hu et al. take w = 3/2).
//! The force never turns tensile, so both end criteria agree. α2 from e: the exact
//! relation α2 (1 + e) = ln((1 + α2)/(1 − α2 e)), or a published approximation
//! (`formula`), whose real restitution the solution reports.

use super::info::{Holds, ModelInfo};
use super::power_law::solve_family;
use super::power_law::{self, PowerLaw, ALPHA2_MAX};
use super::power_law::{hc_alpha2, unit_restitution};
use super::relation::relation;
use super::relation::Relation;
use super::working::{self, Facts, Step};
use super::{common, damping_constant, dissipation, elastic_exponent, unit_pow};
use super::{Damping, Solved};
use crate::error::Error;
use crate::pair;
use crate::scenario::End;
use crate::scenario::{Formula, Scenario};
use crate::text::{num, si};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

pub use super::power_law::formula_text;

/// Solves a `hunt-crossley` scenario.
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solved, Error> {
    pair::only_keys(sc, "hunt-crossley")?;
    let c = common(sc)?;
    let w = elastic_exponent(sc.w, Some(1.5))?;
    let (k, material) = super::hertz_type_stiffness(sc, w)?;
    let (requested, given) = dissipation(sc)?;
    if given.is_some() && sc.formula.is_some() {
        return Err(Error::Conflict { field: "formula", other: "damping" });
    }
    let formula = sc.formula.unwrap_or(Formula::Exact);
    let (alpha2, text, source) = match (requested, given) {
        (Some(e), _) => {
            let a = power_law::hc_alpha2(formula, e).map_err(|reason| Error::Unreachable {
                field: "e",
                value: e,
                reason: reason.into(),
            })?;
            let (t, s) = formula_text(formula);
            (a, format!("{t};  λ = α2 k / v0"), s)
        }
        (None, Some(a)) => (
            damping_constant(a, "damping constant α2", "in [0, 1e6]", ALPHA2_MAX)?,
            "α2 given;  λ = α2 k / v0".into(),
            "Hu et al. 2011, eq. 11",
        ),
        (None, None) => unreachable!("dissipation() requires one"),
    };
    let lambda = alpha2 * k / c.v0;
    let law = PowerLaw { m: c.m, k, w, p: w, lambda, v0: c.v0 };
    let damping = Damping {
        constant: alpha2,
        symbol: "α2",
        constant_unit: None,
        coefficient: lambda,
        coefficient_unit: unit_pow("N·s/m", w + 1.0),
        formula: text,
        source,
        requested,
    };
    let mut sol = solve_family(sc, &c, law, material, damping, samples)?;
    // At e = 1 every relation gives α2 = 0: nothing to compare (the percentage was
    // "NaN %"; found by tests/props.rs).
    if let (Some(e), true) = (requested.filter(|&e| e < 1.0), formula != Formula::Exact) {
        let exact = power_law::hc_alpha2_exact(e);
        let achieved = crate::text::sig(sol.outcome.summary.restitution);
        let (name, given, e_text) =
            (formula.name(), crate::text::sig(alpha2), crate::text::num(e, 6));
        sol.notes.push(if exact.is_finite() {
            format!(
                "{name} gives α2 = {given}; the exact α2 for e = {e_text} is {} ({:+.1} %). \
                 With it the contact achieves e = {achieved}.",
                crate::text::sig(exact),
                100.0 * (alpha2 / exact - 1.0),
            )
        } else {
            // e so small that the exact relation needs α2 beyond f64 (e = 5e−324 gave
            // "is inf": found by tests/props.rs).
            format!(
                "{name} gives α2 = {given}; the exact relation needs an α2 beyond the range of \
                 f64 for e = {e_text}. With {given} the contact achieves e = {achieved}."
            )
        });
        if formula == Formula::HuFit && e < 0.05 {
            sol.notes.push(format!(
                "e = {} is outside the fit's domain e ∈ [0.05, 1] (Hu et al. 2011, eq. 13).",
                crate::text::num(e, 6)
            ));
        }
    }
    Ok(sol)
}

/// The working of the Hunt–Crossley law: k, α2 from e (the exact relation, Carvalho &
/// Martins 2019, or the chosen published one) and λ = α2 k / v₀.
pub fn working(f: &Facts) -> alloc::vec::Vec<Step> {
    let (v0, k, a, ku, lu) = (f.v0, f.k, f.a, f.k_unit, f.coefficient_unit);
    let mut out = alloc::vec![working::hertz_stiffness(f)];
    let own = match f.requested {
        Some(e) if f.sc.formula.is_none() => Some((
            "α2 solves α2 (1 + e) = ln((1 + α2)/(1 − α2 e))",
            format!(
                "α2 = {}: {} × {} = {} = ln({}/{})",
                num(a, 6),
                num(a, 6),
                num(1.0 + e, 6),
                num(a * (1.0 + e), 6),
                num(1.0 + a, 6),
                num(1.0 - a * e, 6)
            ),
            "Carvalho & Martins 2019".into(),
        )),
        _ => None,
    };
    out.extend(working::damping_step(f, own));
    out.extend(working::coefficient_step(
        f,
        "λ = α2 k / v₀, the dashpot λ ξ^w ξ̇",
        format!("λ = {} × {} / {} = {}", num(a, 6), si(k, ku), si(v0, "m/s"), si(a * k / v0, lu)),
        a * k / v0,
        "Hu et al. 2011, eq. 11",
    ));
    out
}

/// What the model knows of itself ([`super::info::ModelInfo`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info;

impl ModelInfo for Info {
    const FORMULA: &'static str = "F = k ξ^w + λ ξ^w ξ̇,  λ = α2 k / v0";
    const SOURCE: &'static str = "Hunt & Crossley 1975; Hu et al. 2011, eq. 11–13";
    const DAMPING_SYMBOL: &'static str = "α2";
    fn elastic_exponent(&self, w: Option<f64>) -> Option<f64> {
        Some(w.unwrap_or(1.5))
    }
    /// A power law's own w carries over; any other model's scenario gets Hertz's 3/2.
    fn converted_w(&self, from: &Scenario) -> f64 {
        if from.model == crate::scenario::Model::PowerLaw {
            from.w.unwrap_or(1.5)
        } else {
            1.5
        }
    }
    fn holds(&self) -> Holds {
        Holds::Lambda
    }
    fn relations(
        &self,
        sc: &Scenario,
        requested: Option<f64>,
        end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error> {
        relations(sc, requested, end)
    }
    fn working(&self, f: &Facts) -> Vec<Step> {
        working(f)
    }
}

/// The Hunt–Crossley α2(e): the exact relation and every published one.
fn relations(
    sc: &Scenario,
    requested: Option<f64>,
    end: End,
) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    let w = elastic_exponent(sc.w, Some(1.5))?;
    let achieved = |a: f64| unit_restitution(w, w, a, end);
    for &f in Formula::ALL {
        let (formula, source) = formula_text(f);
        let mut r = relation(
            f.name(),
            (formula, source),
            f == Formula::Exact,
            requested,
            &|e| hc_alpha2(f, e).map_err(String::from),
            &achieved,
        )?;
        r.label = f.label().into();
        relations.push(r);
    }
    Ok(("α2", relations))
}
