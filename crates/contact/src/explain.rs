//! How each result was obtained, with the user's numbers in the formulas: the working a
//! student can follow (the page's "how" toggles, `dem-contact solve --explain`). Closed
//! forms are written out step by step in the units shown; integrated results name the
//! method, its tolerance and how it was checked.
//!
//! Every value here is recomputed from the scenario and the solution by the formula shown,
//! so the working and the result cannot disagree (the tests check they match).

use crate::error::Error;
use crate::math::{exp, ln, sqrt};
use crate::scenario::{End, MassRule, Model, Scenario};
use crate::solution::{Method, Solution};
use crate::text::{num, si};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
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

fn step(quantity: &'static str, formula: &str, numbers: String, value: f64, source: &str) -> Step {
    Step { quantity, formula: formula.into(), numbers, value, source: source.into() }
}

const T08: &str = "Teufelsbauer, Hübl & Wu 2008";
/// The source of a value the user typed.
const GIVEN: &str = "your input";

/// The working behind `sol`, the solution of `sc`.
pub fn explain(sc: &Scenario, sol: &Solution) -> Result<Vec<Step>, Error> {
    let mut out = Vec::new();
    // With a code the pair is the one the code uses (its wall rule): the mass shown is the
    // solution's; the code's own formula comes first.
    if let Some(c) = &sol.code {
        out.push(step(
            "code",
            &format!("{}: {}", c.code, c.name),
            format!(
                "{} = {} typed → the {} model with {} = {}",
                c.typed.name,
                num(c.typed.value, 6),
                sol.model.name(),
                sol.damping_constant_symbol,
                num(sol.damping_constant, 6)
            ),
            sol.damping_constant,
            c.source,
        ));
    } else {
        out.push(mass_step(sc, sol)?);
    }
    let m = sol.effective_mass;
    let v0 = crate::pair::impact_speed(sc).unwrap_or(f64::NAN);
    let (es, rs) = (sol.effective_modulus, sol.effective_radius);
    // Stiffness.
    match (sol.model, es, rs) {
        (Model::Linear, _, _) if sc.code.is_none() => out.push(linear_k_step(sc, sol)),
        (
            Model::Hertz
            | Model::Tsuji
            | Model::Viscoelastic
            | Model::HuntCrossley
            | Model::PowerLaw,
            Some(e),
            Some(r),
        ) => {
            out.push(step(
                "stiffness",
                "k = 4/3 E* √R*,  1/E* = (1 − ν₁²)/E₁ + (1 − ν₂²)/E₂,  R* = R₁R₂/(R₁ + R₂)",
                format!(
                    "k = 4/3 × {} × √{} = {}",
                    si(e, "Pa"),
                    si(r, "m"),
                    si(sol.stiffness, &sol.stiffness_unit)
                ),
                sol.stiffness,
                "Hertz 1882; Hu et al. 2011, eq. 5",
            ));
        }
        _ => out.push(step(
            "stiffness",
            "k as given",
            format!("k = {}", si(sol.stiffness, &sol.stiffness_unit)),
            sol.stiffness,
            GIVEN,
        )),
    }
    // Damping.
    let e_req = sol.requested_restitution;
    let sym = sol.damping_constant_symbol.as_str();
    if sol.model != Model::Hertz && sc.code.is_none() {
        let a = sol.damping_constant;
        let (formula, numbers, source) = match (sol.model, e_req, sc.end) {
            (Model::Linear, Some(e), End::Overlap) => (
                "α = −ln e / √(ln²e + π²)",
                format!(
                    "α = −ln {} / √({} + {}) = {}",
                    num(e, 6),
                    num(ln(e) * ln(e), 4),
                    num(PI * PI, 5),
                    num(a, 6)
                ),
                format!("{T08}, eq. 11"),
            ),
            (Model::Linear, Some(e), End::Force) => (
                "α solves e = exp(−2α θ(α)), θ = arccos α/√(1 − α²)",
                format!("α = {} (Brent's method, to 4 ulp) gives e = {}", num(a, 6), num(e, 6)),
                "Schwager & Pöschel 2007".into(),
            ),
            (Model::Tsuji, Some(e), End::Overlap) => (
                "α1 = −ln e √(5/(ln²e + π²))",
                format!(
                    "α1 = −ln {} × √(5/({} + {})) = {}",
                    num(e, 6),
                    num(ln(e) * ln(e), 4),
                    num(PI * PI, 5),
                    num(a, 6)
                ),
                "Hu et al. 2011, eq. 7".into(),
            ),
            (Model::HuntCrossley, Some(e), _) if sc.formula.is_none() => (
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
            ),
            (_, Some(e), _) => (
                "the damping constant whose integrated restitution is e",
                format!(
                    "{sym} = {} gives e = {} (Brent's method on the integrated e({sym}))",
                    num(a, 6),
                    num(e, 6)
                ),
                sol.damping_source.clone(),
            ),
            (_, None, _) => (
                "given",
                match sol.damping_constant_unit.as_deref() {
                    Some(u) if !u.is_empty() => format!("{sym} = {}", si(a, u)),
                    _ => format!("{sym} = {}", num(a, 6)),
                },
                format!("your input; the model: {}", sol.damping_source),
            ),
        };
        out.push(Step {
            quantity: "damping_constant",
            formula: formula.into(),
            numbers,
            value: a,
            source,
        });
    }
    // The dashpot coefficient of the nonlinear laws, from the damping constant.
    if sc.code.is_none() {
        let (k, a) = (sol.stiffness, sol.damping_constant);
        let (ku, lu) = (sol.stiffness_unit.as_str(), sol.damping_coefficient_unit.as_str());
        let coefficient = match sol.model {
            Model::Tsuji => Some((
                "λ = α1 √(m k), the dashpot η = λ ξ^(1/4)",
                format!(
                    "λ = {} × √({} × {}) = {}",
                    num(a, 6),
                    si(m, "kg"),
                    si(k, ku),
                    si(a * sqrt(m * k), lu)
                ),
                a * sqrt(m * k),
                "Hu et al. 2011, eq. 6",
            )),
            Model::HuntCrossley => Some((
                "λ = α2 k / v₀, the dashpot λ ξ^w ξ̇",
                format!(
                    "λ = {} × {} / {} = {}",
                    num(a, 6),
                    si(k, ku),
                    si(v0, "m/s"),
                    si(a * k / v0, lu)
                ),
                a * k / v0,
                "Hu et al. 2011, eq. 11",
            )),
            Model::Viscoelastic => Some((
                "λ = (3/2) k A, the dashpot λ ξ^(1/2) ξ̇",
                format!("λ = 3/2 × {} × {} = {}", si(k, ku), si(a, "s"), si(1.5 * k * a, lu)),
                1.5 * k * a,
                "Brilliantov et al. 1996",
            )),
            Model::PowerLaw => {
                let (w, p) = (sol.w, sol.p);
                let x = (1.0 + p) / (1.0 + w);
                let l = a * m * v0 * exp(x * ln(k / (m * v0 * v0)));
                Some((
                    "λ = α2 m v₀ (k / (m v₀²))^((1 + p)/(1 + w)), the dashpot λ ξ^p ξ̇",
                    format!(
                        "λ = {} × {} × {} × ({} / ({} × ({})²))^{} = {}",
                        num(a, 6),
                        si(m, "kg"),
                        si(v0, "m/s"),
                        si(k, ku),
                        si(m, "kg"),
                        si(v0, "m/s"),
                        num(x, 4),
                        si(l, lu)
                    ),
                    l,
                    "Hu et al. 2011, eq. 8–9",
                ))
            }
            _ => None,
        };
        if let Some((formula, numbers, value, source)) = coefficient {
            out.push(step("damping_coefficient", formula, numbers, value, source));
        }
    }
    if sol.model == Model::Linear {
        let (k, a) = (sol.stiffness, sol.damping_constant);
        let w0 = sqrt(k / m);
        out.push(step(
            "natural_frequency",
            "ω₀ = √(k/m)",
            format!("ω₀ = √({} / {}) = {} rad/s", si(k, "N/m"), si(m, "kg"), num(w0, 5)),
            w0,
            &format!("{T08}, eq. 6"),
        ));
        let c = 2.0 * a * sqrt(m * k);
        out.push(step(
            "damping_coefficient",
            "c = 2α√(m k)",
            format!(
                "c = 2 × {} × √({} × {}) = {} N·s/m",
                num(a, 6),
                si(m, "kg"),
                si(k, "N/m"),
                num(c, 5)
            ),
            c,
            &format!("{T08}, eq. 6c"),
        ));
        if sol.method == Method::ClosedForm {
            let theta = crate::models::linear::theta(a);
            let xi = v0 / w0 * exp(-a * theta);
            out.push(step(
                "max_overlap",
                "ξ_max = (v₀/ω₀) exp(−α θ),  θ = arccos α / √(1 − α²) (arccosh α / √(α² − 1) for α > 1)",
                format!(
                    "ξ_max = ({} / {} rad/s) × exp(−{} × {}) = {}",
                    si(v0, "m/s"),
                    num(w0, 5),
                    num(a, 5),
                    num(theta, 5),
                    si(xi, "m")
                ),
                xi,
                &format!("{T08}, eq. 7a"),
            ));
            // The force k ξ + c ξ̇ peaks where dF/dt = 0: at ω₀t = 3θ − π/√(1 − α²) while
            // that is positive (α < 1/2), else at impact (F = c v₀).
            let (t_f, f) = if a < 0.5 {
                let tau = 3.0 * theta - PI / sqrt(1.0 - a * a);
                let (x, v) = crate::models::linear::unit_state(a, tau);
                (tau / w0, (x + 2.0 * a * v) * sqrt(m * k) * v0)
            } else {
                (0.0, c * v0)
            };
            out.push(if a < 0.5 {
                step(
                    "max_force",
                    "F = k ξ + c ξ̇ is largest where dF/dt = 0: ω₀t = 3θ − π/√(1 − α²)",
                    format!(
                        "t = (3 × {} − π/√(1 − {}²)) / {} rad/s = {}: F_max = k ξ(t) + c ξ̇(t) = {}",
                        num(theta, 5),
                        num(a, 5),
                        num(w0, 5),
                        si(t_f, "s"),
                        si(f, "N")
                    ),
                    f,
                    &format!("derived from {T08}, eq. 7a–7b"),
                )
            } else {
                step(
                    "max_force",
                    "α ≥ 1/2: the force is largest at impact, F_max = c v₀",
                    format!("F_max = {} N·s/m × {} = {}", num(c, 5), si(v0, "m/s"), si(f, "N")),
                    f,
                    &format!("derived from {T08}, eq. 7a–7b"),
                )
            });
            match sc.end {
                // Overdamped under the overlap criterion: the bodies never separate (e = 0).
                End::Overlap if a >= 1.0 => out.push(step(
                    "restitution",
                    "α ≥ 1: the overlap never returns to 0, e = 0",
                    format!("α = {} ≥ 1: e = 0", num(a, 6)),
                    0.0,
                    &format!("{T08}, eq. 14a–14b"),
                )),
                End::Overlap => {
                    let w = w0 * sqrt(1.0 - a * a);
                    let tc = PI / w;
                    out.push(step(
                        "contact_time",
                        "t_c = π/ω,  ω = ω₀ √(1 − α²)",
                        format!(
                            "t_c = π / ({} rad/s × √(1 − {}²)) = {}",
                            num(w0, 5),
                            num(a, 5),
                            si(tc, "s")
                        ),
                        tc,
                        &format!("{T08}, eq. 8–9"),
                    ));
                    let e = exp(-PI * a / sqrt(1.0 - a * a));
                    out.push(step(
                        "restitution",
                        "e = exp(−π α / √(1 − α²))",
                        format!(
                            "e = exp(−π × {} / √(1 − {}²)) = {}",
                            num(a, 6),
                            num(a, 6),
                            num(e, 6)
                        ),
                        e,
                        &format!("{T08}, eq. 10"),
                    ));
                }
                End::Force => {
                    let tc = 2.0 * theta / w0;
                    out.push(step(
                        "contact_time",
                        "the force k ξ + c ξ̇ returns to 0 at ω₀t = 2θ: t_c = 2θ/ω₀",
                        format!(
                            "t_c = 2 × {} / {} rad/s = {}",
                            num(theta, 5),
                            num(w0, 5),
                            si(tc, "s")
                        ),
                        tc,
                        "Schwager & Pöschel 2007",
                    ));
                    let e = exp(-2.0 * a * theta);
                    out.push(step(
                        "restitution",
                        "e = exp(−2α θ)",
                        format!("e = exp(−2 × {} × {}) = {}", num(a, 6), num(theta, 6), num(e, 6)),
                        e,
                        "Schwager & Pöschel 2007",
                    ));
                }
            }
        }
    }
    if sol.model == Model::Hertz && sol.method == Method::ClosedForm {
        let k = sol.stiffness;
        let xi = exp(0.4 * ln(1.25 * m * v0 * v0 / k));
        out.push(step(
            "max_overlap",
            "ξ_max = (5 m v₀² / (4k))^(2/5) = (15 m v₀² / (16 E* √R*))^(2/5)",
            format!(
                "ξ_max = (5 × {} × ({})² / (4 × {}))^(2/5) = {}",
                si(m, "kg"),
                si(v0, "m/s"),
                si(k, &sol.stiffness_unit),
                si(xi, "m")
            ),
            xi,
            "Hertz 1882",
        ));
        let tc = sol.contact_time.unwrap_or(f64::NAN);
        out.push(step(
            "contact_time",
            "t_c = 3.2181 (m²/(k² v₀))^(1/5)",
            format!(
                "t_c = 3.2181 × ({}² / ({}² × {}))^(1/5) = {}",
                si(m, "kg"),
                si(k, &sol.stiffness_unit),
                si(v0, "m/s"),
                si(tc, "s")
            ),
            tc,
            "Hertz 1882",
        ));
        let f = k * xi * sqrt(xi);
        out.push(step(
            "max_force",
            "F_max = k ξ_max^(3/2)",
            format!(
                "F_max = {} × ({})^(3/2) = {}",
                si(k, &sol.stiffness_unit),
                si(xi, "m"),
                si(f, "N")
            ),
            f,
            "Hertz 1882",
        ));
    }
    if sol.model == Model::PowerFunction && sol.method == Method::ClosedForm {
        power_function_steps(sc, sol, v0, &mut out);
    }
    if sol.model == Model::Hertz {
        out.push(step(
            "restitution",
            "Hertz's contact is elastic: e = 1",
            "no dissipation: e = 1".into(),
            sol.restitution,
            "Hertz 1882",
        ));
    }
    if sol.method == Method::Integrated {
        // Every integrated result gets the same account: the equation, the method, its
        // tolerance and the steps it took; then the number itself.
        let how = format!(
            "adaptive Dormand–Prince 5(4), relative tolerance {}, {} accepted steps; the end of \
             contact ({}) and the extrema located on the dense output; within 1e−9 of the \
             closed forms where they exist (the project's accuracy report)",
            num(crate::impact::RTOL, 1).replace('-', "−"),
            sol.integration_steps.unwrap_or(0),
            if sol.end == End::Force { "F = 0" } else { "ξ = 0" }
        );
        let ode = "m ξ̈ = m g − F(ξ, ξ̇), ξ(0) = 0, ξ̇(0) = v₀, integrated";
        let mut integrated = |quantity: &'static str, what: String, value: f64| {
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
            format!(
                "ξ_max = {} at t = {}",
                si(sol.max_overlap, "m"),
                si(sol.time_of_max_overlap, "s")
            ),
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
    Ok(out)
}

/// An's power-function contact without body acceleration, in closed form: loading k ξ up to
/// F_t, constant F_t to the turning point B, unloading a ξ^b (An 2006, eq. 1–3, Fig. 2).
fn power_function_steps(sc: &Scenario, sol: &Solution, v0: f64, out: &mut Vec<Step>) {
    let (m, k, b) = (sol.effective_mass, sol.stiffness, sol.damping_constant);
    let f_t = sc.transition_force.unwrap_or(f64::INFINITY);
    let w = sqrt(k / m);
    let xa = f_t / k;
    let (xi_b, f_b, xi_text) = if xa * w < v0 {
        let va2 = (v0 - xa * w) * (v0 + xa * w);
        let xi_b = xa + m * va2 / (2.0 * f_t);
        let text = format!(
            "ξ_A = F_t/k = {}; v_A² = v₀² − (ξ_A ω)² = {} m²/s²; ξ_B = ξ_A + m v_A²/(2F_t) = {}",
            si(xa, "m"),
            num(va2, 5),
            si(xi_b, "m")
        );
        (xi_b, f_t, text)
    } else {
        let xi_b = v0 / w;
        (xi_b, k * xi_b, format!("elastic to the turning point: ξ_B = v₀/ω = {}", si(xi_b, "m")))
    };
    out.push(step(
        "max_overlap",
        "loading k ξ to F_t (ξ_A = F_t/k), then F_t until the energy m v₀²/2 is absorbed",
        xi_text,
        xi_b,
        "An 2006, Fig. 2 (work of the loading path)",
    ));
    out.push(step(
        "max_force",
        "F_max = F_B = min(F_t, k ξ_B)",
        format!("F_max = {}", si(f_b, "N")),
        f_b,
        "An 2006, Fig. 2",
    ));
    let a = f_b * exp(-b * ln(xi_b));
    out.push(step(
        "damping_coefficient",
        "unloading F = a ξ^b through B: a = F_B / ξ_B^b",
        format!("a = {} / ({})^{} = {}", si(f_b, "N"), si(xi_b, "m"), num(b, 5), num(a, 5)),
        a,
        "An 2006, eq. 1",
    ));
    let n = b + 1.0;
    let g = if f_b < f_t { f64::INFINITY } else { xa / (xi_b - xa) };
    let e = if g.is_finite() { sqrt(2.0 / n) * sqrt((g + 1.0) / (g + 2.0)) } else { sqrt(2.0 / n) };
    out.push(step(
        "restitution",
        "e = √(2/(b + 1)) √((g + 1)/(g + 2)),  g = ξ_A/(ξ_B − ξ_A) (√(2/(b + 1)) if elastic)",
        if g.is_finite() {
            format!(
                "g = {} / ({} − {}) = {}: e = √(2/{}) × √({}/{}) = {}",
                si(xa, "m"),
                si(xi_b, "m"),
                si(xa, "m"),
                num(g, 5),
                num(n, 5),
                num(g + 1.0, 5),
                num(g + 2.0, 5),
                num(e, 6)
            )
        } else {
            format!("e = √(2/{}) = {}", num(n, 5), num(e, 6))
        },
        e.min(1.0),
        "An 2006, eq. 2–3",
    ));
    if sol.contact_time.is_some() {
        // Loading: a quarter period of ω while elastic, then F_t decelerates v_A to 0.
        let t_b = if g.is_finite() {
            let t_a = crate::math::asin_safe(xa * w / v0) / w;
            t_a + m * sqrt((v0 - xa * w) * (v0 + xa * w)) / f_t
        } else {
            PI / (2.0 * w)
        };
        let v_s = e * v0;
        let beta = crate::math::gamma(1.0 / n) * sqrt(PI) / (n * crate::math::gamma(1.0 / n + 0.5));
        let t_u = xi_b / v_s * beta;
        out.push(step(
            "contact_time",
            "t_c = t_B + t_U: t_B = arcsin(ξ_A ω/v₀)/ω + m v_A/F_t (π/(2ω) if elastic), \
             t_U = ξ_B/v_s · Γ(1/n)Γ(1/2)/(n Γ(1/n + 1/2)), n = b + 1, v_s = e v₀",
            format!(
                "t_B = {}, t_U = {} / {} × {} = {}: t_c = {}",
                si(t_b, "s"),
                si(xi_b, "m"),
                si(v_s, "m/s"),
                num(beta, 5),
                si(t_u, "s"),
                si(t_b + t_u, "s")
            ),
            t_b + t_u,
            "An 2006, Fig. 2; the unloading time by energy conservation (a Beta integral)",
        ));
    }
}

fn mass_step(sc: &Scenario, sol: &Solution) -> Result<Step, Error> {
    let m = sol.effective_mass;
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
    Ok(match (b1, b2, sc.mass_rule) {
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
    })
}

fn linear_k_step(sc: &Scenario, sol: &Solution) -> Step {
    let k = sol.stiffness;
    match (sc.k1, sc.k2) {
        (Some(k1), Some(k2)) => step(
            "stiffness",
            "k = k₁ k₂ / (k₁ + k₂) (in series)",
            format!(
                "k = {} × {} / ({} + {}) = {}",
                si(k1, "N/m"),
                si(k2, "N/m"),
                si(k1, "N/m"),
                si(k2, "N/m"),
                si(k, "N/m")
            ),
            k,
            &format!("{T08}, Fig. 2"),
        ),
        _ if sc.e1_modulus.is_some() => step(
            "stiffness",
            "the linear k with Hertz's maximum overlap: k = m v₀² / ξ_max²",
            format!("k = {}", si(k, "N/m")),
            k,
            "Hu et al. 2011, Table I",
        ),
        _ => step("stiffness", "k as given", format!("k = {}", si(k, "N/m")), k, GIVEN),
    }
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
