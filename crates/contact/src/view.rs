//! The restitution ↔ damping view: for the chosen model and end criterion, the damping
//! constant against e over (0, 1] — exact, and by every published relation — and, at the
//! user's e, what each relation gives and the restitution it really achieves.

use crate::error::Error;
use crate::models::power_law::{self, alpha2_closed_form, hc_alpha2, unit_restitution};
use crate::models::{
    damping_exponent, elastic_exponent, hunt_crossley, linear, power_function, tsuji, viscoelastic,
};
use crate::scenario::{End, Formula, Model, Scenario};
use alloc::string::String;
use alloc::vec::Vec;

/// One published relation e → damping constant.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Relation {
    /// Short name (the `formula` key for Hunt–Crossley).
    pub name: String,
    /// The name a reader sees (a legend, a table): the relation's authors for Hunt–Crossley.
    pub label: String,
    /// The formula.
    pub formula: String,
    /// Where it comes from.
    pub source: String,
    /// Whether it is exact for this model and end criterion.
    pub exact: bool,
    /// (e, damping constant) points over the plotted range.
    pub curve: Vec<(f64, f64)>,
    /// At the requested e: the damping constant it gives.
    pub damping_at_e: Option<f64>,
    /// At the requested e: the restitution that damping really achieves (integrated, or
    /// by the model's exact relation where one exists).
    pub achieved_at_e: Option<f64>,
    /// Why it has no value at the requested e, if so.
    pub note: Option<String>,
}

/// The view for one model and criterion.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct DampingView {
    /// The model.
    pub model: Model,
    /// The end criterion.
    pub end: End,
    /// Symbol of the damping constant.
    pub symbol: String,
    /// The requested e, if any.
    pub requested: Option<f64>,
    /// The exact relation first, then the published ones.
    pub relations: Vec<Relation>,
}

/// Restitution grid of the curves: 0.02 … 1.
fn e_grid() -> impl Iterator<Item = f64> {
    const N: usize = 50;
    (0..N).map(|i| 0.02 + 0.98 * i as f64 / (N - 1) as f64)
}

/// A relation given as a function e → damping, with achieved e from `achieve`.
fn relation(
    name: &str,
    (formula, source): (&str, &str),
    exact: bool,
    requested: Option<f64>,
    f: &dyn Fn(f64) -> Result<f64, String>,
    achieve: &dyn Fn(f64) -> Result<f64, Error>,
) -> Result<Relation, Error> {
    let curve = e_grid().filter_map(|e| f(e).ok().map(|a| (e, a))).collect();
    let (mut damping_at_e, mut achieved_at_e, mut note) = (None, None, None);
    if let Some(e) = requested {
        match f(e) {
            Ok(a) => {
                damping_at_e = Some(a);
                // A failure here comes from the user's e (as `solve` reports it).
                achieved_at_e = Some(achieve(a).map_err(|err| err.at("e"))?);
            }
            Err(why) => note = Some(why),
        }
    }
    Ok(Relation {
        name: name.into(),
        label: name.into(),
        formula: formula.into(),
        source: source.into(),
        exact,
        curve,
        damping_at_e,
        achieved_at_e,
        note,
    })
}

/// A relation known only forwards (damping → e, by integration): sampled on a damping grid
/// that spans e from 1 down to about 0.02, and inverted at the requested e.
fn forward_relation(
    name: &str,
    (formula, source): (&str, &str),
    requested: Option<f64>,
    forward: &dyn Fn(f64) -> Result<f64, Error>,
    invert: &dyn Fn(f64) -> Result<f64, Error>,
) -> Result<Relation, Error> {
    let mut curve = Vec::new();
    let mut a = 0.0;
    let mut step = 0.02;
    for _ in 0..80 {
        let e = forward(a)?;
        curve.push((e, a));
        if e < 0.02 || a > power_law::ALPHA2_MAX {
            break;
        }
        a += step;
        step *= 1.12;
    }
    curve.reverse();
    let (damping_at_e, achieved_at_e) = match requested {
        Some(e) => {
            // Failures here come from the user's e (as `solve` reports them).
            let a = invert(e).map_err(|err| err.at("e"))?;
            (Some(a), Some(forward(a).map_err(|err| err.at("e"))?))
        }
        None => (None, None),
    };
    Ok(Relation {
        name: name.into(),
        label: name.into(),
        formula: formula.into(),
        source: source.into(),
        exact: true,
        curve,
        damping_at_e,
        achieved_at_e,
        note: None,
    })
}

/// The restitution ↔ damping view of `sc`'s model and end criterion (and exponents), at
/// its `e` if given. Independent of masses, stiffness and speed: every relation here is
/// dimensionless (seed 001 eq. 9).
pub fn damping_view(sc: &Scenario) -> Result<DampingView, Error> {
    let requested = crate::pair::restitution(sc)?;
    let end = sc.end;
    let (symbol, relations) = match sc.model {
        // The elastic model has no relation to show: charged to `e` where one was asked for,
        // else to the model (issue 31: "e: not used" was said with no e given).
        Model::Hertz if sc.e.is_some() => {
            return Err(Error::NotUsed { field: "e", model: "hertz (elastic: e = 1, no damping)" })
        }
        Model::Hertz => {
            return Err(Error::Invalid {
                field: "model".into(),
                value: "hertz".into(),
                expected: "a model with damping (hertz is elastic, e = 1): linear, tsuji, hunt-crossley, power-law, power-function or viscoelastic",
            })
        }
        Model::PowerFunction => power_function_relations(sc, requested)?,
        Model::Linear => linear_relations(requested, end)?,
        Model::Tsuji => tsuji_relations(requested, end)?,
        Model::HuntCrossley => hunt_crossley_relations(sc, requested, end)?,
        Model::Viscoelastic => viscoelastic_relations(requested, end)?,
        Model::PowerLaw => power_law_relations(sc, requested, end)?,
    };
    check_finite(
        sc,
        DampingView { model: sc.model, end, symbol: symbol.into(), requested, relations },
    )
}

/// An's b(e) (An 2006, eq. 2 and 3): it depends on the loading through g, so it
/// needs the pair, the speed and F_t, and is not dimensionless like the others.
fn power_function_relations(
    sc: &Scenario,
    requested: Option<f64>,
) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    // b(e) depends on the loading through g (seed 004 eq. 2): it needs the pair,
    // the speed and F_t, and is not dimensionless like the others.
    let m = crate::pair::effective_mass(sc)?;
    let k = crate::pair::series_stiffness(sc)?;
    let v0 = crate::pair::impact_speed(sc)?;
    let f_t = sc.transition_force.unwrap_or(f64::INFINITY);
    let md = power_function::PowerFunction { m, k, f_t, b: 1.0 };
    let (_, g) = md.closed_form(v0);
    let achieved =
        |b: f64| Ok(power_function::PowerFunction { b, ..md }.closed_form(v0).0.restitution);
    let eq2 = |e: f64| {
        let b = if g.is_infinite() {
            2.0 / (e * e) - 1.0
        } else {
            2.0 * (g + 1.0) / (e * e * (g + 2.0)) - 1.0
        };
        if b > 0.0 {
            Ok(b)
        } else {
            Err(String::from("no exponent b > 0 gives this e with this loading"))
        }
    };
    relations.push(relation(
        "An 2006, eq. 2",
        (
            "b = 2(g + 1)/(e²(g + 2)) − 1, g = ξ_A/(ξ_B − ξ_A)",
            "An 2006, eq. 2 (exact without a body acceleration)",
        ),
        true,
        requested,
        &eq2,
        &achieved,
    )?);
    if g.is_finite() {
        relations.push(relation(
            "An 2006, eq. 3",
            (
                "b = 2/e² − 1 (ignores the inelastic part)",
                "An 2006, eq. 3: exact only when the contact stays elastic",
            ),
            false,
            requested,
            &|e: f64| Ok(2.0 / (e * e) - 1.0),
            &achieved,
        )?);
    }
    Ok(("b", relations))
}

/// The linear model's α(e): Teufelsbauer, Hübl & Wu 2008, eq. 11, and under the force
/// criterion the exact one of Schwager & Pöschel 2007.
fn linear_relations(
    requested: Option<f64>,
    end: End,
) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    let eq11 = |e: f64| Ok(linear::alpha_from_restitution_overlap(e));
    let achieved = |a: f64| {
        Ok(match end {
            End::Overlap => linear::restitution_overlap(a),
            End::Force => linear::restitution_force(a),
        })
    };
    if end == End::Force {
        relations.push(relation(
            "exact",
            (
                "e = exp(−2α θ(α)), θ = arccos α/√(1 − α²), solved for α",
                "Schwager & Pöschel 2007 (force criterion)",
            ),
            true,
            requested,
            &|e| linear::alpha_from_restitution_force(e).ok_or_else(|| "not reachable".into()),
            &achieved,
        )?);
    }
    relations.push(relation(
        "Teufelsbauer, Hübl & Wu 2008, eq. 11",
        (
            "α = −ln e / √(ln²e + π²)",
            "Teufelsbauer, Hübl & Wu 2008, eq. 11; Hu et al. 2011, eq. 3 (overlap criterion)",
        ),
        end == End::Overlap,
        requested,
        &eq11,
        &achieved,
    )?);
    Ok(("α", relations))
}

/// Tsuji's α1(e): Hu et al. 2011, eq. 7, and under the force criterion the exact one by
/// integration.
fn tsuji_relations(
    requested: Option<f64>,
    end: End,
) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    let achieved = |a: f64| unit_restitution(1.5, 0.25, a, end);
    if end == End::Force {
        relations.push(forward_relation(
            "exact",
            (
                "e_F(α1) by integrating Hu et al. 2011, eq. 9, w = 3/2, p = 1/4",
                "Hu et al. 2011, eq. 6 and 9; force criterion",
            ),
            requested,
            &achieved,
            &|e| {
                power_law::alpha2_for_restitution(e, 1.5, 0.25, End::Force)
                    .map_err(|err| crate::models::power_law::unreachable(e, err))
            },
        )?);
    }
    relations.push(relation(
        "Hu et al. 2011, eq. 7",
        (
            "α1 = −ln e √(5/(ln²e + π²))",
            "Hu et al. 2011, eq. 7 (exact under the overlap criterion)",
        ),
        end == End::Overlap,
        requested,
        &|e| Ok(tsuji::alpha1_from_restitution(e)),
        &achieved,
    )?);
    Ok(("α1", relations))
}

/// The Hunt–Crossley α2(e): the exact relation and every published one.
fn hunt_crossley_relations(
    sc: &Scenario,
    requested: Option<f64>,
    end: End,
) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    let w = elastic_exponent(sc.w, Some(1.5))?;
    let achieved = |a: f64| unit_restitution(w, w, a, end);
    for &f in Formula::ALL {
        let (formula, source) = hunt_crossley::formula_text(f);
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

/// The viscoelastic α2(e) (A = α2/((3/2) ρ^(2/5) v0^(1/5)) depends on the pair and the
/// speed): exact by integration, and the small-damping expansion.
fn viscoelastic_relations(
    requested: Option<f64>,
    end: End,
) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    // Dimensionless: α2 = (3/2) A ρ^(2/5) v0^(1/5); A itself depends on the pair and
    // the speed (the solution gives it).
    let (w, p) = (viscoelastic::W, viscoelastic::P);
    let achieved = |a: f64| unit_restitution(w, p, a, end);
    relations.push(forward_relation(
            "exact",
            (
                "e(α2) by integrating Hu et al. 2011, eq. 9, w = 3/2, p = 1/2; A = α2/((3/2) ρ^(2/5) v0^(1/5))",
                "Brilliantov et al. 1996; Hu et al. 2011, eq. 9; Brent's method",
            ),
            requested,
            &achieved,
            &|e| {
                power_law::alpha2_for_restitution(e, w, p, end)
                    .map_err(|err| crate::models::power_law::unreachable(e, err))
            },
        )?);
    // The second-order expansion, inverted: x = α2/(3/2) solves C2 x² − C1 x + 1 − e = 0.
    let (c1, c2) = (viscoelastic::c1(), viscoelastic::c2());
    relations.push(relation(
            "small-damping expansion",
            (
                "e ≈ 1 − C1 x + C2 x², x = A ρ^(2/5) v0^(1/5) = α2/(3/2), C1 = 1.7302, C2 = 1.7961",
                "Schwager & Pöschel 1998; Ramírez, Pöschel, Brilliantov & Schwager 1999 (in κ = (3/2)^(5/2) k/m: 1.1534, 0.7983)",
            ),
            false,
            requested,
            &|e: f64| {
                let disc = c1 * c1 - 4.0 * c2 * (1.0 - e);
                if disc < 0.0 {
                    return Err(String::from("the second-order expansion reaches no e this low (e ≥ 0.583)"));
                }
                Ok(1.5 * (c1 - crate::math::sqrt(disc)) / (2.0 * c2))
            },
            &achieved,
        )?);
    Ok(("α2", relations))
}

/// The power law's α2(e): exact (closed for p = w, integrated otherwise) and Hu et al.
/// 2011, eq. 10.
fn power_law_relations(
    sc: &Scenario,
    requested: Option<f64>,
    end: End,
) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    let w = elastic_exponent(sc.w, None)?;
    let p = damping_exponent(sc.p)?;
    let achieved = |a: f64| unit_restitution(w, p, a, end);
    let closed = end == End::Overlap && p == 0.5 * (w - 1.0);
    if p == w {
        relations.push(relation(
            "exact",
            hunt_crossley::formula_text(Formula::Exact),
            true,
            requested,
            &|e| Ok(power_law::hc_alpha2_exact(e)),
            &achieved,
        )?);
    } else if !closed {
        relations.push(forward_relation(
            "exact",
            (
                "e(α2) by integrating Hu et al. 2011, eq. 9",
                "Hu et al. 2011, eq. 8–9; Brent's method",
            ),
            requested,
            &achieved,
            &|e| {
                power_law::alpha2_for_restitution(e, w, p, end)
                    .map_err(|err| crate::models::power_law::unreachable(e, err))
            },
        )?);
    }
    relations.push(relation(
        "Hu et al. 2011, eq. 10",
        (
            "α2 = −ln e √(2(1 + w)/(ln²e + π²))",
            "Hu et al. 2011, eq. 10: exact only for p = (w − 1)/2 under the overlap criterion",
        ),
        closed,
        requested,
        &|e| Ok(alpha2_closed_form(e, w)),
        &achieved,
    )?);
    Ok(("α2", relations))
}

/// Final guard, as [`crate::solution::check_finite`] for `solve`: no NaN or infinity leaves the view
/// (JSON would show it as null). A damping constant out of f64 is charged to `e`; an
/// achieved restitution out of f64 — only power-function's depends on the scales m, k, v0,
/// F_t — to the most extreme input, as `solve` does (fuzz/: v0 = 9.83e258 m/s gave achieved
/// e = inf).
fn check_finite(sc: &Scenario, view: DampingView) -> Result<DampingView, Error> {
    for r in &view.relations {
        let damping = r.curve.iter().map(|p| p.1).chain(r.damping_at_e);
        if let Some(x) = damping.into_iter().find(|x| !x.is_finite()) {
            return Err(Error::Numerical {
                field: "e",
                reason: alloc::format!(
                    "the relation {} gives a damping constant that {}",
                    r.name,
                    crate::text::leaves_f64(x)
                ),
            });
        }
        let restitution = r.curve.iter().map(|p| p.0).chain(r.achieved_at_e);
        if let Some(x) = restitution.into_iter().find(|x| !x.is_finite()) {
            return Err(Error::Numerical {
                field: crate::scenario::most_extreme(sc),
                reason: alloc::format!(
                    "with the relation {} the achieved restitution {}; scale the inputs",
                    r.name,
                    crate::text::leaves_f64(x)
                ),
            });
        }
    }
    Ok(view)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Value;

    fn sc(pairs: &[(&str, Value<'_>)]) -> Scenario {
        Scenario::from_pairs(pairs.iter().copied()).unwrap()
    }

    /// Hunt–Crossley at e = 0.9 (seed 001 Table I): the exact relation achieves 0.9; Hu's
    /// fit gives 0.187 and achieves less; every published relation is listed.
    #[test]
    fn hunt_crossley_view() {
        let v = damping_view(&sc(&[
            ("model", Value::Text("hunt-crossley")),
            ("e", Value::Number(0.9)),
        ]))
        .unwrap();
        assert_eq!(v.relations.len(), 6);
        let exact = &v.relations[0];
        assert!(exact.exact);
        assert!((exact.achieved_at_e.unwrap() - 0.9).abs() < 1e-9);
        let fit = v.relations.iter().find(|r| r.name == "hu-fit").unwrap();
        assert!((fit.damping_at_e.unwrap() - 0.187).abs() < 5e-4);
        assert!(fit.achieved_at_e.unwrap() < 0.89);
        // Each relation's achieved e agrees with the exact relation's inverse.
        for r in &v.relations {
            let a = r.damping_at_e.unwrap();
            let e = crate::models::power_law::hc_restitution_exact(a);
            assert!((r.achieved_at_e.unwrap() - e).abs() < 1e-9, "{}", r.name);
        }
        assert!(exact.curve.len() >= 40);
    }

    /// Linear under the force criterion: seed 000 eq. (11) is not exact there; what it
    /// achieves equals the closed form e_F(α).
    #[test]
    fn linear_force_view() {
        let v =
            damping_view(&sc(&[("end", Value::Text("force")), ("e", Value::Number(0.5))])).unwrap();
        assert_eq!(v.relations[0].name, "exact");
        assert!((v.relations[0].achieved_at_e.unwrap() - 0.5).abs() < 1e-10);
        let eq11 = &v.relations[1];
        assert!(!eq11.exact);
        let a = crate::models::linear::alpha_from_restitution_overlap(0.5);
        assert_eq!(eq11.achieved_at_e, Some(crate::models::linear::restitution_force(a)));
    }

    /// Fuzz finding (fuzz/, target scenario_solve): with p = 1e6, ξ̂^p is a step at ξ̂ = 1,
    /// e(α2) stays near 0.6, and the view sampled all 80 damping values with 10⁵ steps
    /// each (seconds; the CLI's `damping` took 4 s). The exponents are now limited to
    /// [`crate::models::EXPONENT_MAX`], refused on their own key by the view and `solve`.
    #[test]
    fn extreme_exponents_are_refused() {
        let base = [
            ("model", Value::Text("power-law")),
            ("m1", Value::Number(1.0)),
            ("k", Value::Number(1.0)),
            ("v0", Value::Number(1.0)),
            ("e", Value::Number(0.7)),
        ];
        let with = |extra: &[(&'static str, Value<'static>)]| {
            let mut pairs = base.to_vec();
            pairs.extend_from_slice(extra);
            sc(&pairs)
        };
        let s = with(&[("w", Value::Number(4.5)), ("p", Value::Number(1e6))]);
        let err = damping_view(&s).unwrap_err();
        assert_eq!(err.to_string(), "p = 1e6: exponent must be in [0, 10]");
        assert_eq!(crate::solve(&s).unwrap_err(), err);
        let s = with(&[("w", Value::Number(10.5)), ("p", Value::Number(1.0))]);
        assert_eq!(
            damping_view(&s).unwrap_err().to_string(),
            "w = 10.5: exponent must be in (0, 10]"
        );
        let s = sc(&[("model", Value::Text("hunt-crossley")), ("w", Value::Number(1e300))]);
        assert_eq!(damping_view(&s).unwrap_err().field(), "w");
        // The limits themselves are accepted.
        let s = with(&[("w", Value::Number(10.0)), ("p", Value::Number(10.0))]);
        assert!(damping_view(&s).is_ok());
        assert!(crate::solve(&s).is_ok());
    }

    /// Fuzz finding (fuzz/, target scenario_solve): power-function at v0 = 9.83e258 m/s.
    /// The closed form computed v_s = √(2 F_B ξ_B/(m n)) with F_B ξ_B = inf, so the view
    /// reported achieved e = inf (null in JSON) and `solve` blamed the exponent ("e = inf >
    /// 1"). Now v_s is a product of roots (e = √(2/(b+1)) exactly, elastic), and what does
    /// overflow is refused on v0.
    #[test]
    fn power_function_at_extreme_speed() {
        let s = sc(&[
            ("model", Value::Text("power-function")),
            ("m1", Value::Number(14.0)),
            ("k", Value::Number(64.0)),
            ("v0", Value::Number(983e256)),
            ("e", Value::Number(0.5)),
        ]);
        let v = damping_view(&s).unwrap();
        assert_eq!(v.relations.len(), 1);
        assert_eq!(v.relations[0].damping_at_e, Some(7.0));
        assert!((v.relations[0].achieved_at_e.unwrap() - 0.5).abs() < 1e-15);
        let md = power_function::PowerFunction { m: 14.0, k: 64.0, f_t: f64::INFINITY, b: 7.0 };
        assert!((md.closed_form(983e256).0.restitution - 0.5).abs() < 1e-15);
        let err = crate::solve(&s).unwrap_err();
        assert_eq!(err.field(), "v0", "{err}");
        assert!(err.to_string().contains("range of f64"), "{err}");
    }

    /// Tsuji under the force criterion: the forward-sampled exact curve passes through the
    /// inverted value at e.
    #[test]
    fn tsuji_force_view() {
        let v = damping_view(&sc(&[
            ("model", Value::Text("tsuji")),
            ("end", Value::Text("force")),
            ("e", Value::Number(0.6)),
        ]))
        .unwrap();
        let ex = &v.relations[0];
        assert!((ex.achieved_at_e.unwrap() - 0.6).abs() < 1e-10);
        let es: Vec<f64> = ex.curve.iter().map(|p| p.0).collect();
        assert!(es.windows(2).all(|w| w[0] <= w[1]), "sorted by e");
        assert!(es[0] < 0.03 && (es[es.len() - 1] - 1.0).abs() < 1e-9, "{es:?}");
        assert!(damping_view(&sc(&[("model", Value::Text("hertz"))])).is_err());
    }

    /// The view names the key the user gave, as `solve` does: a Hunt–Crossley e = 1e−12
    /// that the integrator cannot reach is an error on `e`, not on `damping` (issue 19).
    #[test]
    fn unreachable_e_is_charged_to_e() {
        let s = sc(&[
            ("model", Value::Text("hunt-crossley")),
            ("m1", Value::Number(1.0)),
            ("k", Value::Number(1e9)),
            ("v0", Value::Number(1.0)),
            ("e", Value::Number(1e-12)),
        ]);
        assert_eq!(crate::solve(&s).unwrap_err().field(), "e");
        assert_eq!(damping_view(&s).unwrap_err().field(), "e");
    }
}
