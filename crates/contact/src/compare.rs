//! Re-expressing one scenario for another model, so that several models can be compared on
//! the same pair, impact speed and restitution (Hu et al. 2011, Fig. 2).
//!
//! - The material (E, ν, r), when given, is kept: every model takes its stiffness from it.
//! - A stiffness given directly is converted between elastic exponents so that the
//!   undamped contacts reach the same maximum overlap: ξ_max = ((1+w) m v0²/(2k))^(1/(1+w))
//!   (energy conservation), hence k_to = (1+w_to) m v0² / (2 ξ_max^(1+w_to)). Between the
//!   linear model and Hertz this is the rule behind Hu et al. 2011, Table I (3.357e7 N/m ↔
//!   5.935e9 N/m^1.5).
//! - The restitution is kept; when the scenario gives its own damping constant instead,
//!   the restitution that constant achieves is used. Hertz is elastic and takes none.

use crate::error::Error;
use crate::math::{exp, ln};
use crate::models::dispatch::info;
use crate::models::info::Spring;
use crate::pair;
use crate::scenario::{Model, Scenario};

/// Elastic exponent w of a scenario's model, as the model states it
/// ([`crate::models::info::ModelInfo::elastic_exponent`]: linear 1; Hertz and Tsuji 3/2;
/// Hunt–Crossley `w`, default 3/2; power-law `w`), 3/2 where a power law has none yet.
pub fn elastic_exponent(sc: &Scenario) -> f64 {
    info(sc.model).elastic_exponent(sc.w).unwrap_or(1.5)
}

/// The stiffness of exponent `w_to` with the same undamped maximum overlap as stiffness
/// `k` of exponent `w_from`, for effective mass `m` and impact speed `v0`.
pub fn equal_overlap_stiffness(k: f64, w_from: f64, w_to: f64, m: f64, v0: f64) -> f64 {
    let e = ln(m) + 2.0 * ln(v0); // ln(m v0²)
    let ln_xi = (ln(0.5 * (1.0 + w_from)) + e - ln(k)) / (1.0 + w_from);
    exp(ln(0.5 * (1.0 + w_to)) + e - (1.0 + w_to) * ln_xi)
}

impl Scenario {
    /// This scenario for `target`, comparable as described in the module docs.
    /// `restitution` is the restitution this scenario achieves (used when it gives a
    /// damping constant rather than `e`).
    pub fn for_model(&self, target: Model, restitution: f64) -> Result<Scenario, Error> {
        let mut s = self.clone();
        s.model = target;
        if target == self.model {
            return Ok(s);
        }
        same_dissipation(self, &mut s, restitution)?;
        drop_foreign_keys(&mut s);
        let (w_from, w_to) = (elastic_exponent(self), info(target).converted_w(self));
        let takes = |key| info(target).takes(key);
        s.w = takes("w").then_some(w_to);
        // A power law converted from another model damps as λ ξ^(1/2) ξ̇.
        s.p = takes("p").then_some(0.5);
        carry_stiffness(self, &mut s, (w_from, w_to))?;
        Ok(s)
    }
}

/// Dissipation: `to` (already set to its model) keeps the restitution of `from`, the
/// `restitution` it achieves when it gives a damping constant instead (refused when the
/// bodies do not separate); Hertz is elastic and takes none.
fn same_dissipation(from: &Scenario, to: &mut Scenario, restitution: f64) -> Result<(), Error> {
    to.damping = None;
    if info(to.model).elastic() {
        to.e = None;
    } else if to.e.is_none() {
        if !(restitution > 0.0 && restitution <= 1.0) {
            let reason = "the bodies do not separate, so there is no restitution to \
                          compare other models at";
            return Err(match from.damping {
                Some(value) => {
                    Error::Unreachable { field: "damping", value, reason: reason.into() }
                }
                None => Error::Missing { field: "e", hint: reason },
            });
        }
        to.e = Some(restitution);
    }
    Ok(())
}

/// Clears the keys only another model takes (the power-function's transition force and
/// exponent, Hunt–Crossley's formula, the linear model's `linear_k`).
fn drop_foreign_keys(s: &mut Scenario) {
    let target = info(s.model);
    if !target.takes("transition_force") {
        s.transition_force = None;
    }
    if !target.takes("exponent") {
        s.exponent = None;
    }
    if !target.takes("formula") {
        s.formula = None;
    }
    if !target.takes("linear_k") {
        s.linear_k = None;
    }
}

/// Stiffness: the material carries over (except to the power-function model, whose
/// loading is linear: it takes the equal-overlap linear k); a direct k is converted
/// ([`equal_overlap_stiffness`]); a material cannot give a law with w ≠ 3/2 other than the
/// linear ones.
fn carry_stiffness(
    from: &Scenario,
    to: &mut Scenario,
    (w_from, w_to): (f64, f64),
) -> Result<(), Error> {
    let target = to.model;
    let spring = info(target).spring();
    if from.e1_modulus.is_some() && spring == (Spring::Linear { material: false }) {
        let (k_h, _) = pair::hertz_stiffness(from)?;
        let m = pair::effective_mass(from)?;
        let v0 = pair::impact_speed(from)?;
        to.k = Some(equal_overlap_stiffness(k_h, 1.5, 1.0, m, v0));
        for slot in [&mut to.e1_modulus, &mut to.nu1, &mut to.e2_modulus, &mut to.nu2] {
            *slot = None;
        }
    } else if from.e1_modulus.is_none() {
        let k_from = given_stiffness(from)?;
        to.k1 = None;
        to.k2 = None;
        to.k = Some(if w_from == w_to {
            k_from
        } else {
            let m = pair::effective_mass(from)?;
            let v0 = pair::impact_speed(from)?;
            let k = equal_overlap_stiffness(k_from, w_from, w_to, m, v0);
            if !(k.is_finite() && k > 0.0) {
                // Charged to the input most responsible, not to the k it was not given
                // as (it read "k = inf": issue 19).
                return Err(Error::Numerical {
                    field: crate::scenario::most_extreme(from),
                    reason: alloc::format!(
                        "the stiffness of {} with the same maximum overlap {}",
                        target.name(),
                        crate::text::leaves_f64(k)
                    ),
                });
            }
            k
        });
    } else if w_to != 1.5 && spring == Spring::Hertz {
        return Err(Error::NotUsed {
            field: "E1",
            model: "a law with w ≠ 3/2 (the material gives Hertz's k only); give k instead",
        });
    }
    Ok(())
}

/// The stiffness `from` gives directly: k1, k2 in series for the linear and power-function
/// models, otherwise `k` (k1, k2 refused: they are the linear model's per-body springs).
fn given_stiffness(from: &Scenario) -> Result<f64, Error> {
    if matches!(info(from.model).spring(), Spring::Linear { .. }) {
        return pair::series_stiffness(from);
    }
    let k = match (from.k, from.k1.or(from.k2)) {
        (Some(k), _) => k,
        // k1, k2 are the linear model's per-body springs (issue 19: this gave
        // "k = NaN" for each code).
        (None, Some(_)) => {
            let field = if from.k1.is_some() { "k1" } else { "k2" };
            return Err(Error::NotUsed { field, model: from.model.name() });
        }
        (None, None) => {
            return Err(Error::Missing {
                field: "k",
                hint: "give the stiffness k in N/m^w, or the material E1, nu1, r1",
            })
        }
    };
    pair::positive("k", k, "contact stiffness", "a finite number > 0")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{solve, Value};

    /// Hu et al. 2011, Table I: Hertz k = 5.935e9 N/m^1.5 ↔ linear k = 3.357e7 N/m (equal
    /// maximum overlap, m* = 2.094e−3 kg, v0 = 6.331 m/s).
    #[test]
    fn table1_stiffness() {
        let k_lin = equal_overlap_stiffness(5.935e9, 1.5, 1.0, 2.094e-3, 6.331);
        assert!((k_lin - 3.357e7).abs() < 0.0005e7, "{k_lin}");
        let back = equal_overlap_stiffness(k_lin, 1.0, 1.5, 2.094e-3, 6.331);
        assert!((back / 5.935e9 - 1.0).abs() < 1e-13);
    }

    #[test]
    fn for_model_keeps_pair_speed_and_restitution() {
        let base = Scenario::from_pairs([
            ("model", Value::Text("hunt-crossley")),
            ("m1", Value::Number(2.094e-3)),
            ("k", Value::Number(5.935e9)),
            ("v0", Value::Number(6.331)),
            ("e", Value::Number(0.9)),
            ("formula", Value::Text("hu-fit")),
        ])
        .unwrap();
        let lin = base.for_model(Model::Linear, 0.0).unwrap();
        assert_eq!(lin.formula, None);
        assert_eq!(lin.e, Some(0.9));
        assert_eq!(lin.w, None);
        let s = solve(&lin).unwrap();
        let h = solve(&base.for_model(Model::Hertz, 0.0).unwrap()).unwrap();
        // Same undamped maximum overlap: v0/ω0 for the linear spring equals Hertz's ξ_max.
        assert!((6.331 / s.natural_frequency.unwrap() / h.max_overlap - 1.0).abs() < 1e-12);
        let pl = base.for_model(Model::PowerLaw, 0.0).unwrap();
        assert_eq!((pl.w, pl.p), (Some(1.5), Some(0.5)));
        assert!((solve(&pl).unwrap().restitution - 0.9).abs() < 1e-9);
        // From a damping constant: the achieved restitution is carried.
        let lin_d = Scenario { e: None, damping: Some(0.05), ..lin };
        let sol = solve(&lin_d).unwrap();
        let ts = lin_d.for_model(Model::Tsuji, sol.restitution).unwrap();
        assert_eq!(ts.e, Some(sol.restitution));
        assert_eq!(ts.damping, None);
    }
}
