//! The Edinburgh elasto-plastic adhesion model (`eepa`; Thakur et al. 2014, Granular Matter
//! 16:383, eq. 1–5; Morrissey 2013, PhD thesis, University of Edinburgh, ch. 4), as a law of
//! its own:
//!
//! ```text
//! loading (δ = δ_max growing):   F = f0 + k1 δⁿ + λ δ^((n−1)/2) δ̇
//! after the turn:                F = max(f0 + k2 (δⁿ − δ_pⁿ), f0 − k_adh δ^χ) + λ δ^((n−1)/2) δ̇,
//!                                δ_pⁿ = δ_maxⁿ (1 − k1/k2)
//! ```
//!
//! k1 = `k` \[N/m^n\] or 4/3 E*√R* from the material (n = 3/2), n = `w` (default 3/2), k2 from
//! `unloading_stiffness` or `plasticity_ratio`, f0 = `constant_pull_off` ≤ 0, k_adh =
//! `adhesive_branch_stiffness`, χ = `adhesion_exponent` (default 3/2). The dashpot λ = α√(m k1)
//! acts while δ > 0: α from `damping`, from `e` by the power-law model's closed form for
//! p = (n − 1)/2 (Hu et al. 2011, eq. 10) on k1, or found for `e_with_plasticity`. Without
//! adhesion or dashpot the restitution is the same at every speed ([`restitution`]).

use super::{ask, non_negative, overlap_end, report, run, unloading_stiffness, DashpotRule};
use crate::error::Error;
use crate::impact::Method;
use crate::math::{exp, powf, sqrt};
use crate::models::composed::{Composed, Dashpot, History, Spring};
use crate::models::history::Eepa;
use crate::models::info::{Holds, ModelInfo};
use crate::models::power_law::alpha2_closed_form;
use crate::models::relation::Relation;
use crate::models::working::{Facts, Step};
use crate::models::{
    common, common_notes, elastic_exponent, hertz_type_stiffness, unit_pow, Solved,
};
use crate::scenario::{End, Scenario};
use alloc::vec::Vec;
use core::f64::consts::PI;

/// The undamped restitution without adhesion (f0 = k_adh = 0), by the work of the two
/// branches: the loading stores k1 δ_max^(n+1)/(n+1), the unloading returns
/// k2 [(δ_max^(n+1) − δ_p^(n+1))/(n+1) − δ_pⁿ (δ_max − δ_p)]; with x = δ_p/δ_max =
/// (1 − k1/k2)^(1/n): e² = [1 − (n+1) xⁿ + n x^(n+1)]/(1 − xⁿ), whatever v0 (n = 1 gives
/// √(k1/k2), Walton & Braun 1986).
pub fn restitution(n: f64, k1: f64, k2: f64) -> f64 {
    let xn = 1.0 - k1 / k2;
    let x = powf(xn, 1.0 / n);
    sqrt((1.0 - (n + 1.0) * xn + n * xn * x) / (k1 / k2))
}

/// α → e by Hu et al. 2011, eq. 10 inverted: α² (ln²e + π²) = 2(1 + n) ln²e, so
/// −ln e = απ/√(2(1 + n) − α²) (`None` where α² ≥ 2(1 + n): no rebound).
fn restitution_of_alpha(alpha: f64, n: f64) -> Option<f64> {
    let d = 2.0 * (1.0 + n) - alpha * alpha;
    (d > 0.0).then(|| exp(-alpha * PI / sqrt(d))).filter(|e| *e > 0.0)
}

/// EEPA's dashpot λ = α√(m k1) δ^((n−1)/2), α from e by Hu et al. 2011, eq. 10.
fn rule(m: f64, k1: f64, n: f64) -> DashpotRule {
    DashpotRule {
        scale: sqrt(m * k1),
        w: n,
        alpha_of_e: alpha2_closed_form,
        e_of_alpha: restitution_of_alpha,
        relation: "α = −ln e √(2(1 + n)/(ln²e + π²)) (Hu et al. 2011, eq. 10, on k1)",
        coefficient: "λ = α√(m k1), the dashpot λ δ^((n−1)/2) δ̇",
        unit: unit_pow("N·s/m", (n + 1.0) / 2.0),
        source: "Thakur et al. 2014, eq. 5; Hu et al. 2011, eq. 10",
    }
}

/// The adhesive keys: f0 ≤ 0, k_adh ≥ 0, χ > 0 (default 3/2).
fn adhesive(sc: &Scenario) -> Result<(f64, f64, f64), Error> {
    let f0 = match sc.constant_pull_off {
        None => 0.0,
        Some(f) if f.is_finite() && f <= 0.0 => f,
        Some(f) => {
            return Err(Error::OutOfRange {
                field: "constant_pull_off",
                value: f,
                what: "constant pull-off force f0 (a pull is negative)",
                allowed: "finite and ≤ 0 N",
            })
        }
    };
    let k_adh = non_negative(
        "adhesive_branch_stiffness",
        sc.adhesive_branch_stiffness,
        "adhesive branch stiffness k_adh",
    )?;
    let chi = crate::models::exponent(
        "adhesion_exponent",
        sc.adhesion_exponent,
        Some(1.5),
        "in (0, 10]",
        |x| x > 0.0 && x <= crate::models::EXPONENT_MAX,
    )?;
    Ok((f0, k_adh, chi))
}

/// Solves an `eepa` scenario (module doc).
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solved, Error> {
    crate::pair::only_keys(sc, "eepa")?;
    overlap_end(sc, "eepa (its contact ends where the overlap returns to 0)")?;
    let c = common(sc)?;
    let n = elastic_exponent(sc.w, Some(1.5))?;
    let (k1, material) = hertz_type_stiffness(sc, n)?;
    let k2 = unloading_stiffness(sc, k1)?;
    let (f0, k_adh, chi) = adhesive(sc)?;
    let history = Eepa { k2, f0, k_adh, chi };
    let asked = ask(sc)?;
    let spring = Spring { k: k1, w: n };
    let law0 = Composed {
        m: c.m,
        spring,
        dashpot: Dashpot { lambda: 0.0, p: (n - 1.0) / 2.0 },
        adhesion: None,
        history: Some(History::Eepa(history)),
    };
    let free = (f0 == 0.0 && k_adh == 0.0).then(|| restitution(n, k1, k2));
    let r = run(sc, &c, (law0, free), asked, &rule(c.m, k1, n), samples)
        .map_err(|e| super::or_ratio(e, sc, solve))?;
    let s = r.outcome.summary;
    let mut plastic = report(&r, Some(k2), history.plastic_overlap(&spring, s.max_overlap), None);
    let notes = common_notes(sc, &s, Method::Integrated, r.law.time_scale(c.v0), None, c.g);
    let closed = c.g == 0.0 && c.local_damping == 0.0;
    let law = r.law;
    let mut solved = Solved::new(
        &c,
        (k1, unit_pow("N/m", n)),
        (n, (n - 1.0) / 2.0),
        r.damping,
        r.outcome,
        Method::Integrated,
        notes,
        material,
        law,
    );
    solved.restitution_formula = free.filter(|_| closed);
    plastic.plasticity_ratio_alone = super::ratio_alone(sc, solve);
    solved.plastic = Some(plastic);
    Ok(solved)
}

/// What the model knows of itself ([`ModelInfo`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info;

impl ModelInfo for Info {
    const FORMULA: &'static str =
        "F = f0 + k1 δⁿ, then max(f0 + k2 (δⁿ − δpⁿ), f0 − k_adh δ^χ); + λ δ^p δ̇";
    const SOURCE: &'static str = "Thakur et al. 2014; Morrissey 2013";
    const DAMPING_SYMBOL: &'static str = "α";
    fn elastic_exponent(&self, w: Option<f64>) -> Option<f64> {
        Some(w.unwrap_or(1.5))
    }
    fn holds(&self) -> Holds {
        Holds::Constant("the damping constant α (λ = α√(m k1)) and the plasticity")
    }
    fn relations(
        &self,
        _sc: &Scenario,
        _requested: Option<f64>,
        _end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error> {
        Ok(("α", Vec::new()))
    }
    fn working(&self, _f: &Facts) -> Vec<Step> {
        Vec::new()
    }
}
