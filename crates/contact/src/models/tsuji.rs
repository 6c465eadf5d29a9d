//! Tsuji et al.'s nonlinear spring–dashpot: F = k ξ^(3/2) + α1 √(m k) ξ^(1/4) ξ̇
//! (Hu et al. 2011, eq. 6), the power law w = 3/2, p = 1/4 with α2 = α1. Under the overlap
//! criterion α1 = −ln e √(5/(ln²e + π²)) (Hu et al. 2011, eq. 7, eq. 10 with w = 3/2), exact;
//! under the force criterion α1 comes from integrating Hu et al. 2011, eq. (9).

use super::info::{Holds, ModelInfo};
use super::power_law::unit_restitution;
use super::power_law::{self, PowerLaw, ALPHA2_MAX};
use super::power_law::{solve_family, unreachable};
use super::relation::Relation;
use super::relation::{forward_relation, relation};
use super::working::{self, Facts, Step};
use super::{common, damping_constant, dissipation, unit_pow};
use super::{Damping, Solved};
use crate::error::Error;
use crate::math::ln;
use crate::math::sqrt;
use crate::pair;
use crate::scenario::{End, Scenario};
use crate::text::{num, si};
use alloc::format;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// α1 from e under the overlap criterion: Hu et al. 2011, eq. (7).
pub fn alpha1_from_restitution(e: f64) -> f64 {
    power_law::alpha2_closed_form(e, 1.5)
}

/// Solves a `tsuji` scenario.
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solved, Error> {
    pair::only_keys(sc, "tsuji")?;
    let c = common(sc)?;
    let (k, material) = pair::hertz_stiffness(sc)?;
    let (requested, given) = dissipation(sc)?;
    let (alpha1, formula, source) = match (requested, given) {
        (Some(e), _) if sc.end == End::Overlap => (
            alpha1_from_restitution(e),
            "α1 = −ln e √(5/(ln²e + π²));  η = α1 √(m k) ξ^(1/4)",
            "Hu et al. 2011, eq. 6–7 (eq. 10 with w = 3/2; exact under the overlap criterion)",
        ),
        (Some(e), _) => (
            power_law::alpha2_for_restitution(e, 1.5, 0.25, End::Force)
                .map_err(|err| unreachable(e, err))?,
            "α1 solves e_F(α1) = e, Hu et al. 2011, eq. 9 with w = 3/2, p = 1/4 integrated to F = 0;  η = α1 √(m k) ξ^(1/4)",
            "Hu et al. 2011, eq. 6 and 9; force-zero end of contact; Brent's method",
        ),
        (None, Some(a)) => (
            damping_constant(a, "damping constant α1", "in [0, 1e6]", ALPHA2_MAX)?,
            "α1 given;  η = α1 √(m k) ξ^(1/4)",
            "Hu et al. 2011, eq. 6",
        ),
        (None, None) => unreachable!("dissipation() requires one"),
    };
    let lambda = alpha1 * sqrt(c.m) * sqrt(k);
    let law = PowerLaw { m: c.m, k, w: 1.5, p: 0.25, lambda, v0: c.v0 };
    let damping = Damping {
        constant: alpha1,
        symbol: "α1",
        constant_unit: None,
        coefficient: lambda,
        coefficient_unit: unit_pow("N·s/m", 1.25),
        formula: formula.into(),
        source,
        requested,
    };
    solve_family(sc, &c, law, material, damping, samples)
}

/// The working of Tsuji's dashpot: k, α1 from e (Hu et al. 2011, eq. 7, under the overlap
/// criterion; integrated otherwise) and λ = α1 √(m k).
pub fn working(f: &Facts) -> Vec<Step> {
    let (m, k, a, ku, lu) = (f.m, f.k, f.a, f.k_unit, f.coefficient_unit);
    let mut out = alloc::vec![working::hertz_stiffness(f)];
    let own = match (f.requested, f.sc.end) {
        (Some(e), End::Overlap) => Some((
            "α1 = −ln e √(5/(ln²e + π²))",
            format!(
                "α1 = −ln {} × √(5/({} + {})) = {}",
                num(e, 6),
                num(ln(e) * ln(e), 4),
                num(PI * PI, 5),
                num(a, 6)
            ),
            "Hu et al. 2011, eq. 7".into(),
        )),
        _ => None,
    };
    out.extend(working::damping_step(f, own));
    out.extend(working::coefficient_step(
        f,
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
    ));
    out
}

/// What the model knows of itself ([`super::info::ModelInfo`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info;

impl ModelInfo for Info {
    const FORMULA: &'static str = "F = k ξ^(3/2) + α1 √(m k) ξ^(1/4) ξ̇";
    const SOURCE: &'static str = "Tsuji, Tanaka & Ishida 1992; Hu et al. 2011, eq. 6–7";
    const DAMPING_SYMBOL: &'static str = "α1";
    fn elastic_exponent(&self, _w: Option<f64>) -> Option<f64> {
        Some(1.5)
    }
    fn holds(&self) -> Holds {
        Holds::Constant("Tsuji's α1 (η = α1√(m k) ξ^¼ follows the pair)")
    }
    fn scales_with_speed(&self, _w: f64, _p: f64) -> bool {
        true
    }
    fn relations(
        &self,
        _sc: &Scenario,
        requested: Option<f64>,
        end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error> {
        relations(requested, end)
    }
    fn working(&self, f: &Facts) -> Vec<Step> {
        working(f)
    }
}

/// Tsuji's α1(e): Hu et al. 2011, eq. 7, and under the force criterion the exact one by
/// integration.
fn relations(requested: Option<f64>, end: End) -> Result<(&'static str, Vec<Relation>), Error> {
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
            ALPHA2_MAX,
            &achieved,
            &|e| {
                power_law::alpha2_for_restitution(e, 1.5, 0.25, End::Force)
                    .map_err(|err| unreachable(e, err))
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
        &|e| Ok(alpha1_from_restitution(e)),
        &achieved,
    )?);
    Ok(("α1", relations))
}

#[cfg(test)]
mod tests {
    use super::*;
    // The whole contact (the model's `solve` gives its part, `Solved`).
    use crate::contact::solve;
    use crate::Value;

    fn table1(end: &str, e: f64) -> Scenario {
        Scenario::from_pairs([
            ("model", Value::Text("tsuji")),
            ("m1", Value::Number(2.094e-3)),
            ("k", Value::Number(5.935e9)),
            ("v0", Value::Number(6.331)),
            ("e", Value::Number(e)),
            ("end", Value::Text(end)),
        ])
        .unwrap()
    }

    /// Under each criterion the integrated contact achieves the requested e (1e−9).
    #[test]
    fn achieves_requested_e() {
        for end in ["overlap", "force"] {
            for e in [0.3, 0.9] {
                let s = solve(&table1(end, e), 0).unwrap();
                assert!((s.restitution - e).abs() < 1e-9 * e, "{end} {e}: {}", s.restitution);
            }
        }
        // The force criterion needs more damping for the same e (no tensile phase).
        let o = solve(&table1("overlap", 0.5), 0).unwrap();
        let f = solve(&table1("force", 0.5), 0).unwrap();
        assert!(f.damping_constant > o.damping_constant);
        assert!(o.tension && !f.tension);
    }

    /// A restitution below what any damping gives within the integrated window is an
    /// error on e, not a wrong answer.
    #[test]
    fn unreachable_e() {
        let err = solve(&table1("force", 1e-12), 0).unwrap_err();
        assert!(matches!(err, Error::Unreachable { field: "e", .. }), "{err}");
    }
}
