//! The working behind a solution, model by model: each model states its own steps beside
//! its formulas (`working` in each model's module), with the user's numbers in them; this
//! module holds what they share — the [`Step`], the numbers a working is told ([`Facts`]),
//! the effective mass, the stiffness and the damping constant as given or integrated.
//! [`crate::explain`] puts them in order for a solution.

use crate::impact::Method;
use crate::scenario::{MassRule, Scenario};
use crate::text::{num, si};
use alloc::format;
use alloc::string::String;
use core::f64::consts::PI;

/// One step of the working.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Step {
    /// The solution field it explains (`effective_mass`, `stiffness`, `damping_constant`,
    /// `damping_coefficient`, `natural_frequency`, `contact_time`, `max_overlap`,
    /// `max_force`, `restitution`; `code` for a code's own formula).
    pub quantity: &'static str,
    /// The formula in symbols.
    pub formula: String,
    /// The formula with the numbers in it, and the result.
    pub numbers: String,
    /// The result \[SI\].
    pub value: f64,
    /// Where the formula comes from.
    pub source: String,
}

/// A step from its parts.
pub(crate) fn step(
    quantity: &'static str,
    formula: &str,
    numbers: String,
    value: f64,
    source: &str,
) -> Step {
    Step { quantity, formula: formula.into(), numbers, value, source: source.into() }
}

/// Teufelsbauer, Hübl & Wu 2008, the linear model's source.
pub(crate) const T08: &str = "Teufelsbauer, Hübl & Wu 2008";
/// The source of a value the user typed.
pub(crate) const GIVEN: &str = "your input";

/// What a model's working is told: the scenario and the numbers of its solution.
#[derive(Debug, Clone, Copy)]
pub struct Facts<'a> {
    /// The scenario solved.
    pub sc: &'a Scenario,
    /// Effective mass \[kg\].
    pub m: f64,
    /// Impact speed \[m/s\].
    pub v0: f64,
    /// Stiffness and its unit.
    pub k: f64,
    /// The unit of `k`.
    pub k_unit: &'a str,
    /// Exponents w, p of k ξ^w and λ ξ^p ξ̇.
    pub w: f64,
    /// See `w`.
    pub p: f64,
    /// The model's damping constant, its symbol and unit.
    pub a: f64,
    /// The symbol of `a`.
    pub symbol: &'a str,
    /// The unit of `a`, when it has one.
    pub a_unit: Option<&'a str>,
    /// The unit of the dashpot coefficient.
    pub coefficient_unit: &'a str,
    /// Where the damping formula comes from.
    pub damping_source: &'a str,
    /// The restitution requested.
    pub requested: Option<f64>,
    /// E*, R* when the stiffness came from the material.
    pub material: Option<(f64, f64)>,
    /// Closed form or integrated.
    pub method: Method,
    /// The contact time \[s\], when the bodies separate.
    pub contact_time: Option<f64>,
    /// The restitution achieved.
    pub restitution: f64,
    /// Whether a DEM code's setting formed the contact (its own formula comes first).
    pub coded: bool,
}

/// The effective mass: a wall, the reduced mass or the arithmetic mean (PFC3D 3.0).
pub(crate) fn mass_step(sc: &Scenario, m: f64) -> Step {
    let body = |mk: Option<f64>, rho: Option<f64>, r: Option<f64>| -> Option<(f64, String)> {
        match (mk, rho, r) {
            (Some(m), _, _) => Some((m, si(m, "kg"))),
            (None, Some(rho), Some(r)) => {
                let m = 4.0 / 3.0 * PI * r * r * r * rho;
                Some((
                    m,
                    format!("4/3 π ({})³ × {} kg/m³ = {}", si(r, "m"), num(rho, 5), si(m, "kg")),
                ))
            }
            _ => None,
        }
    };
    let b1 = body(sc.m1, sc.rho1, sc.r1);
    let b2 = body(sc.m2, sc.rho2, sc.r2);
    match (b1, b2, sc.mass_rule) {
        (Some((_, t1)), None, _) => step(
            "effective_mass",
            "a wall: m = m₁",
            format!("m = {t1}"),
            m,
            &format!("{T08}, Fig. 2"),
        ),
        (Some((m1, t1)), Some((m2, t2)), MassRule::Reduced) => step(
            "effective_mass",
            "m = m₁ m₂ / (m₁ + m₂)",
            format!(
                "m₁ = {t1}, m₂ = {t2}: m = {} × {} / ({} + {}) = {}",
                si(m1, "kg"),
                si(m2, "kg"),
                si(m1, "kg"),
                si(m2, "kg"),
                si(m, "kg")
            ),
            m,
            &format!("{T08}, eq. 4"),
        ),
        (Some((m1, t1)), Some((m2, t2)), MassRule::Arithmetic) => step(
            "effective_mass",
            "m = (m₁ + m₂)/2 (PFC3D 3.0's rule)",
            format!(
                "m₁ = {t1}, m₂ = {t2}: m = ({} + {}) / 2 = {}",
                si(m1, "kg"),
                si(m2, "kg"),
                si(m, "kg")
            ),
            m,
            &format!("{T08}, eq. 12"),
        ),
        _ => step("effective_mass", "m", format!("m = {}", si(m, "kg")), m, GIVEN),
    }
}

/// The stiffness as given.
pub(crate) fn given_stiffness(f: &Facts) -> Step {
    step("stiffness", "k as given", format!("k = {}", si(f.k, f.k_unit)), f.k, GIVEN)
}

/// A Hertz-type stiffness: from the material (4/3 E*√R*, Hertz 1882) or as given.
pub(crate) fn hertz_stiffness(f: &Facts) -> Step {
    match f.material {
        Some((e, r)) => step(
            "stiffness",
            "k = 4/3 E* √R*,  1/E* = (1 − ν₁²)/E₁ + (1 − ν₂²)/E₂,  R* = R₁R₂/(R₁ + R₂)",
            format!("k = 4/3 × {} × √{} = {}", si(e, "Pa"), si(r, "m"), si(f.k, f.k_unit)),
            f.k,
            "Hertz 1882; Hu et al. 2011, eq. 5",
        ),
        None => given_stiffness(f),
    }
}

/// The damping constant's step: the model's own formula for e where it has one (`own`:
/// formula, numbers, source), else how it was found for e (integrated) or that it was
/// given. None when a code's setting formed it (its own step says how).
pub(crate) fn damping_step(f: &Facts, own: Option<(&str, String, String)>) -> Option<Step> {
    if f.coded {
        return None;
    }
    let (a, sym) = (f.a, f.symbol);
    let (formula, numbers, source) = match (own, f.requested) {
        (Some(own), _) => own,
        (None, Some(e)) => (
            "the damping constant whose integrated restitution is e",
            format!(
                "{sym} = {} gives e = {} (Brent's method on the integrated e({sym}))",
                num(a, 6),
                num(e, 6)
            ),
            f.damping_source.into(),
        ),
        (None, None) => (
            "given",
            match f.a_unit {
                Some(u) if !u.is_empty() => format!("{sym} = {}", si(a, u)),
                _ => format!("{sym} = {}", num(a, 6)),
            },
            format!("your input; the model: {}", f.damping_source),
        ),
    };
    Some(Step { quantity: "damping_constant", formula: formula.into(), numbers, value: a, source })
}

/// The dashpot coefficient of a nonlinear law from its damping constant; None when a
/// code's setting formed the contact.
pub(crate) fn coefficient_step(
    f: &Facts,
    formula: &str,
    numbers: String,
    value: f64,
    source: &str,
) -> Option<Step> {
    (!f.coded).then(|| step("damping_coefficient", formula, numbers, value, source))
}
