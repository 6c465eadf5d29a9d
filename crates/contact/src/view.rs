//! The restitution ↔ damping view: for the chosen model and end criterion, the damping
//! constant against e over (0, 1] — exact, and by every published relation — and, at the
//! user's e, what each relation gives and the restitution it really achieves. Each model
//! states its own relations ([`crate::models::info::ModelInfo::relations`]).

use crate::error::Error;
use crate::models::dispatch::info;
pub use crate::models::relation::Relation;
use crate::scenario::{End, Model, Scenario};
use alloc::string::String;
use alloc::vec::Vec;

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

/// The restitution ↔ damping view of `sc`'s model and end criterion (and exponents), at
/// its `e` if given. Independent of masses, stiffness and speed: every relation here is
/// dimensionless (Hu et al. 2011, eq. 9).
pub fn damping_view(sc: &Scenario) -> Result<DampingView, Error> {
    let requested = crate::pair::restitution(sc)?;
    let end = sc.end;
    let (symbol, relations) = info(sc.model).relations(sc, requested, end)?;
    check_finite(
        sc,
        DampingView { model: sc.model, end, symbol: symbol.into(), requested, relations },
    )
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

    /// Hunt–Crossley at e = 0.9 (Hu et al. 2011, Table I): the exact relation achieves 0.9; Hu's
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

    /// Linear under the force criterion: Teufelsbauer, Hübl & Wu 2008, eq. (11) is not exact there; what it
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
        let md = crate::models::power_function::PowerFunction {
            m: 14.0,
            k: 64.0,
            f_t: f64::INFINITY,
            b: 7.0,
        };
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
