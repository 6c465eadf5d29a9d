//! Hertz's elastic contact: F = k ξ^(3/2), k = 4/3 E*√R* (Hu et al. 2011, eq. 5), in closed form
//! (see [`PowerLaw::elastic`]): ξ_max = (15 m v0²/(16 E*√R*))^(2/5) = (5 m v0²/(4k))^(2/5),
//! t_c = 3.2181 (m²/(k² v0))^(1/5) = 2.868 (m²/(R* E*² v0))^(1/5), F_max = k ξ_max^(3/2)
//! (Hertz 1882; Hu et al. 2011, eq. 5). No damping: e = 1.

use super::common;
use super::info::{Holds, ModelInfo};
use super::power_law::solve_family;
use super::power_law::PowerLaw;
use super::relation::Relation;
use super::working::{self, step, Facts, Step};
use super::{Damping, Solved};
use crate::error::Error;
use crate::impact::Method;
use crate::math::{exp, ln, sqrt};
use crate::pair;
use crate::scenario::End;
use crate::scenario::Scenario;
use crate::text::si;
use alloc::format;
use alloc::vec::Vec;

pub use super::power_law::di_maio_di_renzo;

/// Solves a `hertz` scenario.
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solved, Error> {
    pair::only_keys(sc, "hertz")?;
    let c = common(sc)?;
    let (k, material) = pair::hertz_stiffness(sc)?;
    const ELASTIC: &str =
        "1: hertz is elastic (choose tsuji, hunt-crossley or power-law for damping)";
    let requested = pair::restitution(sc)?;
    if let Some(e) = requested.filter(|&e| e != 1.0) {
        return Err(Error::OutOfRange {
            field: "e",
            value: e,
            what: "restitution",
            allowed: ELASTIC,
        });
    }
    if let Some(d) = sc.damping.filter(|&d| d != 0.0) {
        return Err(Error::OutOfRange {
            field: "damping",
            value: d,
            what: "damping",
            allowed: "0: hertz is elastic (choose tsuji, hunt-crossley or power-law for damping)",
        });
    }
    let law = PowerLaw { m: c.m, k, w: 1.5, p: 0.0, lambda: 0.0, v0: c.v0 };
    let damping = Damping {
        constant: 0.0,
        symbol: "–",
        constant_unit: None,
        coefficient: 0.0,
        coefficient_unit: "–".into(),
        formula: "elastic: no damping, e = 1;  k = 4/3 E*√R*".into(),
        source: "Hertz 1882; Hu et al. 2011, eq. 5",
        requested,
    };
    solve_family(sc, &c, law, material, damping, samples)
}

/// The working of Hertz's elastic contact: k from the material or given, the closed forms
/// of ξ_max, t_c and F_max (Hertz 1882), and e = 1.
pub fn working(f: &Facts) -> Vec<Step> {
    let mut out = alloc::vec![working::hertz_stiffness(f)];
    if f.method == Method::ClosedForm {
        let (m, v0, k, k_unit) = (f.m, f.v0, f.k, f.k_unit);
        let xi = exp(0.4 * ln(1.25 * m * v0 * v0 / k));
        out.push(step(
            "max_overlap",
            "ξ_max = (5 m v₀² / (4k))^(2/5) = (15 m v₀² / (16 E* √R*))^(2/5)",
            format!(
                "ξ_max = (5 × {} × ({})² / (4 × {}))^(2/5) = {}",
                si(m, "kg"),
                si(v0, "m/s"),
                si(k, k_unit),
                si(xi, "m")
            ),
            xi,
            "Hertz 1882",
        ));
        let tc = f.contact_time.unwrap_or(f64::NAN);
        out.push(step(
            "contact_time",
            "t_c = 3.2181 (m²/(k² v₀))^(1/5)",
            format!(
                "t_c = 3.2181 × ({}² / ({}² × {}))^(1/5) = {}",
                si(m, "kg"),
                si(k, k_unit),
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
            format!("F_max = {} × ({})^(3/2) = {}", si(k, k_unit), si(xi, "m"), si(f, "N")),
            f,
            "Hertz 1882",
        ));
    }
    out.push(step(
        "restitution",
        "Hertz's contact is elastic: e = 1",
        "no dissipation: e = 1".into(),
        f.restitution,
        "Hertz 1882",
    ));
    out
}

/// What the model knows of itself ([`super::info::ModelInfo`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info;

impl ModelInfo for Info {
    const FORMULA: &'static str = "F = k ξ^(3/2),  k = 4/3 E*√R*  (elastic)";
    const SOURCE: &'static str = "Hu et al. 2011, eq. 5";
    const DAMPING_SYMBOL: &'static str = "–";
    fn elastic_exponent(&self, _w: Option<f64>) -> Option<f64> {
        Some(1.5)
    }
    fn elastic(&self) -> bool {
        true
    }
    fn undamped(&self) -> Option<f64> {
        None
    }
    fn holds(&self) -> Holds {
        Holds::Nothing
    }
    fn scales_with_speed(&self, _w: f64, _p: f64) -> bool {
        true
    }
    /// The elastic model has no relation to show: charged to `e` where one was asked for,
    /// else to the model ("e: not used" was said with no e given).
    fn relations(
        &self,
        sc: &Scenario,
        _requested: Option<f64>,
        _end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error> {
        if sc.e.is_some() {
            return Err(Error::NotUsed { field: "e", model: "hertz (elastic: e = 1, no damping)" });
        }
        Err(Error::Invalid { field: "model".into(), value: "hertz".into(), expected: DAMPED })
    }
    fn working(&self, f: &Facts) -> Vec<Step> {
        working(f)
    }
}

/// The models whose dashpot a restitution sets, for the refusal above (checked against each
/// model's [`super::ModelInfo`] by a test).
const DAMPED: &str =
    "a model with damping (hertz is elastic, e = 1): linear, tsuji, hunt-crossley, \
                      power-law, power-function, viscoelastic, hysteretic or eepa";

#[cfg(test)]
mod tests {
    use super::*;

    /// The refusal's list is every model with a dashpot set from e: neither elastic nor
    /// without a damping constant (Thornton 1997's loss is its yield alone).
    #[test]
    #[cfg(feature = "all-models")]
    fn the_damped_models_listed_are_the_models_with_a_dashpot() {
        use crate::models::dispatch::info;
        let listed: Vec<&str> = DAMPED
            .split(": ")
            .nth(1)
            .unwrap()
            .split([',', ' '])
            .filter(|w| !w.is_empty() && *w != "or")
            .collect();
        let damped: Vec<&str> = crate::scenario::Model::ALL
            .iter()
            .filter(|m| !info(**m).elastic() && info(**m).undamped().is_some())
            .map(|m| m.name())
            .collect();
        assert_eq!(listed, damped);
    }
    // The whole contact (the model's `solve` gives its part, `Solved`).
    use crate::contact::solve;
    use crate::math::{powf, sqrt};
    use crate::testing::rel;
    use crate::Value;

    /// Hertz from the material against the closed forms written with E*, R*
    /// (ξ_max = (15 m v0²/(16 E*√R*))^(2/5), t_c = 2.868 (m²/(R* E*² v0))^(1/5)), and the
    /// masses from density: steel spheres, r = 5 mm, on each other.
    #[test]
    fn material_closed_forms() {
        let sc = Scenario::from_pairs([
            ("model", Value::Text("hertz")),
            ("E1", Value::Number(210e9)),
            ("nu1", Value::Number(0.3)),
            ("r1", Value::Number(5e-3)),
            ("rho1", Value::Number(7800.0)),
            ("E2", Value::Number(210e9)),
            ("nu2", Value::Number(0.3)),
            ("r2", Value::Number(5e-3)),
            ("rho2", Value::Number(7800.0)),
            ("v0", Value::Number(1.0)),
        ])
        .unwrap();
        let s = solve(&sc, 0).unwrap();
        let e_star = 1.0 / (2.0 * (1.0 - 0.09) / 210e9);
        let r_star: f64 = 2.5e-3;
        let m1 = 4.0 / 3.0 * core::f64::consts::PI * 125e-9 * 7800.0;
        let m = m1 / 2.0;
        assert!(rel(s.effective_mass, m) < 1e-14);
        assert!(rel(s.effective_modulus.unwrap(), e_star) < 1e-14);
        assert!(rel(s.stiffness, 4.0 / 3.0 * e_star * sqrt(r_star)) < 1e-14);
        let xi = powf(15.0 * m / (16.0 * e_star * sqrt(r_star)), 0.4);
        assert!(rel(s.max_overlap, xi) < 1e-12);
        // The literature's 2.868 is rounded: 3.2180654597… (3/4)^(2/5) = 2.86818…
        let tc =
            3.218_065_459_719_043 * powf(0.75, 0.4) * powf(m * m / (r_star * e_star * e_star), 0.2);
        assert!(rel(s.contact_time.unwrap(), tc) < 1e-12);
        assert!(
            (s.contact_time.unwrap() / powf(m * m / (r_star * e_star * e_star), 0.2) - 2.868).abs()
                < 1e-3
        );
        assert_eq!(s.restitution, 1.0);
        assert!(!s.tension);
        // Di Maio–Di Renzo from E*, R* directly (Hu et al. 2011, eq. 4) equals the k-form.
        let dm = powf(320.0 / 81.0 * m * e_star * e_star * e_star * e_star * r_star * r_star, 0.2);
        assert!(rel(s.equivalent_linear_stiffness.unwrap(), dm) < 1e-12);
        assert!(
            rel(
                s.equivalent_linear_stiffness.unwrap(),
                1.25 * s.equal_overlap_linear_stiffness.unwrap()
            ) < 1e-12
        );
    }

    #[test]
    fn elastic_only() {
        let base = Scenario::from_pairs([
            ("model", Value::Text("hertz")),
            ("m1", Value::Number(1.0)),
            ("k", Value::Number(1e9)),
            ("v0", Value::Number(1.0)),
        ])
        .unwrap();
        assert!(solve(&Scenario { e: Some(1.0), ..base.clone() }, 0).is_ok());
        assert_eq!(solve(&Scenario { e: Some(0.9), ..base.clone() }, 0).unwrap_err().field(), "e");
        assert_eq!(
            solve(&Scenario { damping: Some(0.1), ..base.clone() }, 0).unwrap_err().field(),
            "damping"
        );
        assert_eq!(
            solve(&Scenario { k1: Some(1.0), ..base.clone() }, 0).unwrap_err().field(),
            "k1"
        );
        // E1 added beside k: the conflict, at the key added (not the nu1 it lacks).
        let err = solve(&Scenario { e1_modulus: Some(1e9), ..base.clone() }, 0).unwrap_err();
        assert_eq!(err.to_string(), "E1: give either k or E1, not both");
        let err = solve(&Scenario { nu1: Some(0.3), ..base }, 0).unwrap_err();
        assert!(err.to_string().starts_with("nu1: not used with k"), "{err}");
    }
    /// Under a body acceleration the undamped Hertz force peaks at the maximum overlap,
    /// where energy gives (2/5) k ξ^(5/2) = m v0²/2 + m g ξ; the integrated F_max is
    /// k ξ_max^(3/2) there (it was reported as 0 when the peak fell on the terminal event of
    /// the first phase). Both cases found so, v0 given and a drop height.
    #[test]
    fn peak_force_under_gravity() {
        for (m, k, v0, g) in [(1000.0, 2e7, 35.0, 9.81), (13.5, 9e8, sqrt(2.0 * 9.81 * 0.32), 9.81)]
        {
            let sc = Scenario::from_pairs([
                ("model", Value::Text("hertz")),
                ("m1", Value::Number(m)),
                ("k", Value::Number(k)),
                ("v0", Value::Number(v0)),
                ("g", Value::Number(g)),
            ])
            .unwrap();
            let s = solve(&sc, 0).unwrap();
            // Energy balance by bisection (independent of the integrator).
            let f = |x: f64| 0.4 * k * powf(x, 2.5) - 0.5 * m * v0 * v0 - m * g * x;
            let (mut lo, mut hi) = (0.0, 1.0);
            while f(hi) < 0.0 {
                hi *= 2.0;
            }
            for _ in 0..200 {
                let mid = 0.5 * (lo + hi);
                if f(mid) < 0.0 {
                    lo = mid
                } else {
                    hi = mid
                }
            }
            let f_max = k * powf(lo, 1.5);
            assert!(rel(s.max_force, f_max) < 1e-9, "{m} kg: {} vs {f_max}", s.max_force);
            assert!(rel(s.time_of_max_force, s.time_of_max_overlap) < 1e-9);
        }
        let h = Scenario::from_pairs([
            ("model", Value::Text("hertz")),
            ("m1", Value::Number(13.5)),
            ("k", Value::Number(9e8)),
            ("h0", Value::Number(0.32)),
        ])
        .unwrap();
        assert!(solve(&h, 0).unwrap().max_force > 6e4);
    }
}
