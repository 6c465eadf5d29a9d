//! The linear hysteretic spring (`hysteretic`): Walton & Braun 1986 (J. Rheol. 30:949) with
//! Luding 2008's (Granular Matter 10:235) unloading stiffness that grows with the largest
//! overlap and its cohesive branch, and a linear dashpot:
//!
//! ```text
//! loading (δ = δ_max growing):   F = k δ + c δ̇
//! after the turn:                F = max(k2(δ_max) (δ − δ_0), −k_c δ) + c δ̇,
//!                                δ_0 = δ_max (1 − k/k2(δ_max))
//! k2(δ_max) = k + (k2 − k) δ_max/δ_lim below δ_lim = k2/(k2 − k) φ_f 2R*, else k2
//! ```
//!
//! (Luding 2008, eq. 4–5; LIGGGHTS 3.8.0 `normal_model_hooke_hysteresis.h`, MercuryDPM
//! `LinearPlasticViscoelasticNormalSpecies`.) The dashpot c = 2α√(m* k) acts while δ > 0,
//! also where the spring force is 0; α from `damping`, from `e` by the linear model's
//! relation on the loading k (what LIGGGHTS and MercuryDPM do with a typed restitution), or
//! found for `e_with_plasticity`. Undamped with constant k2 and no cohesion, Walton & Braun's
//! closed form: δ_max = v0 √(m*/k), e = √(k/k2) at every speed ([`closed_form`]).

use super::{ask, non_negative, overlap_end, report, run, unloading_stiffness, DashpotRule};
use crate::error::Error;
use crate::impact::{Method, Summary};
use crate::math::{asin_safe, ln_1p, sqrt};
use crate::models::composed::{Composed, Dashpot, History, Spring};
use crate::models::history::Hysteretic;
use crate::models::info::{Holds, ModelInfo};
use crate::models::linear::{alpha_from_restitution_overlap, restitution_overlap};
use crate::models::relation::Relation;
use crate::models::working::{Facts, Step};
use crate::models::{common, common_notes, Solved};
use crate::scenario::{End, Scenario};
use alloc::vec::Vec;
use core::f64::consts::PI;

/// The undamped contact in closed form (Walton & Braun 1986; Luding 2008, eq. 4, by energy):
/// loading a quarter period of ω1 = √(k/m) to δ_max = v0/ω1; unloading from rest at δ_max
/// about δ_0 with ω2 = √(k2/m), to where the branches meet δ_x = k2 δ_0/(k2 + k_c) at the
/// speed v_x = ω2 √((δ_max − δ_0)² − (δ_x − δ_0)²); then free flight (k_c = 0: δ_0/v_x) or
/// the cohesive branch δ̈ = (k_c/m) δ, on which v² − (k_c/m) δ² is constant: e² = (v_x² −
/// (k_c/m) δ_x²)/v0², stuck where that is ≤ 0 (the time atanh(ω_c δ_x/v_x)/ω_c,
/// ω_c = √(k_c/m)). `k2` is k2(δ_max). Returns `None` where the bodies stick.
pub fn closed_form(m: f64, k: f64, k2: f64, k_c: f64, v0: f64) -> Option<Summary> {
    let (w1, w2) = (sqrt(k / m), sqrt(k2 / m));
    let d_max = v0 / w1;
    let d0 = d_max * (1.0 - k / k2);
    // δ_max − δ0 and δ_x − δ0 without cancelling (k2 ≫ k puts δ0 next to δ_max).
    let amp = d_max * k / k2;
    let dx = k2 * d0 / (k2 + k_c);
    let u = -k_c * d0 / (k2 + k_c);
    let vx = w2 * sqrt((amp - u) * (amp + u));
    // arccos x = π/2 − arcsin x.
    let t_unload = (PI / 2.0 - asin_safe(u / amp)) / w2;
    let (ve, t_tail) = if k_c == 0.0 {
        (vx, if d0 > 0.0 { d0 / vx } else { 0.0 })
    } else {
        let wc = sqrt(k_c / m);
        let ve2 = vx * vx - wc * wc * dx * dx;
        if !(ve2 > 0.0) {
            return None;
        }
        // atanh x = ½ ln(1 + 2x/(1 − x)).
        let x = wc * dx / vx;
        (sqrt(ve2), 0.5 * ln_1p(2.0 * x / (1.0 - x)) / wc)
    };
    let t = PI / (2.0 * w1) + t_unload + t_tail;
    Some(Summary {
        contact_time: Some(t),
        restitution: ve / v0,
        max_overlap: d_max,
        time_of_max_overlap: PI / (2.0 * w1),
        max_force: k * d_max,
        time_of_max_force: PI / (2.0 * w1),
        min_force: -k_c * dx,
        window: t,
        overlap_at_end: 0.0,
    })
}

/// δ_lim = k2/(k2 − k) φ_f 2R* from `plasticity_depth` φ_f (> 0, needs `r1`); 0 without it.
fn delta_lim(sc: &Scenario, k: f64, k2: f64) -> Result<f64, Error> {
    let Some(phi) = sc.plasticity_depth else { return Ok(0.0) };
    let phi = crate::pair::positive("plasticity_depth", phi, "plasticity depth φ_f", "> 0")?;
    let r1 = crate::pair::required_positive(
        "r1",
        sc.r1,
        "radius of body 1",
        "a finite number > 0 m",
        "plasticity_depth φ_f is a fraction of the effective diameter 2R*: give r1 (and r2 for a pair)",
    )?;
    let r_star = match sc.r2 {
        Some(r2) => r1 / (1.0 + r1 / crate::pair::positive("r2", r2, "radius of body 2", "> 0 m")?),
        None => r1,
    };
    if k2 == k {
        return Ok(0.0);
    }
    Ok(k2 / (k2 - k) * phi * 2.0 * r_star)
}

/// The linear dashpot c = 2α√(m k) on the loading stiffness, α from e by the linear model's
/// relation (Teufelsbauer, Hübl & Wu 2008, eq. 10–11).
fn rule(m: f64, k: f64) -> DashpotRule {
    DashpotRule {
        scale: 2.0 * sqrt(m * k),
        w: 1.0,
        alpha_of_e: |e, _| alpha_from_restitution_overlap(e),
        e_of_alpha: |a, _| Some(restitution_overlap(a)).filter(|e| *e > 0.0),
        relation: "α = −ln e/√(ln²e + π²) (the linear model's, on the loading k)",
        coefficient: "c = 2α√(m k)",
        unit: "N·s/m".into(),
        source: "Walton & Braun 1986; Luding 2008, eq. 3; Teufelsbauer, Hübl & Wu 2008, eq. 11",
    }
}

/// Solves a `hysteretic` scenario (module doc).
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solved, Error> {
    crate::pair::only_keys(sc, "hysteretic")?;
    overlap_end(sc, "hysteretic (its contact ends where the overlap returns to 0)")?;
    let c = common(sc)?;
    let k = crate::pair::series_stiffness(sc)?;
    let k2 = unloading_stiffness(sc, k)?;
    let k_c = non_negative("cohesion_stiffness", sc.cohesion_stiffness, "cohesion stiffness k_c")?;
    let history = Hysteretic { k2, k_c, delta_lim: delta_lim(sc, k, k2)?, capped: false };
    let asked = ask(sc)?;
    let law0 = Composed {
        m: c.m,
        spring: Spring { k, w: 1.0 },
        dashpot: Dashpot { lambda: 0.0, p: 0.0 },
        adhesion: None,
        history: Some(History::Hysteretic(history)),
    };
    // Undamped, the closed form at the undamped contact's largest overlap.
    let free = closed_form(c.m, k, history.k2_at(k, c.v0 * sqrt(c.m / k)), k_c, c.v0)
        .map_or(0.0, |s| s.restitution);
    let r = run(sc, &c, (law0, Some(free)), asked, &rule(c.m, k), samples)
        .map_err(|e| super::or_ratio(e, sc, solve))?;
    let s = r.outcome.summary;
    let k2_turn = history.k2_at(k, s.max_overlap);
    let mut plastic = report(&r, Some(k2_turn), history.plastic_overlap(k, s.max_overlap), None);
    let notes = common_notes(sc, &s, Method::Integrated, r.law.time_scale(c.v0), None, c.g);
    let formula = (c.g == 0.0 && c.local_damping == 0.0).then_some(free);
    let law = r.law;
    let mut solved = Solved::new(
        &c,
        (k, "N/m".into()),
        (1.0, 0.0),
        r.damping,
        r.outcome,
        Method::Integrated,
        notes,
        None,
        law,
    );
    solved.restitution_formula = formula;
    plastic.plasticity_ratio_alone = super::ratio_alone(sc, solve);
    solved.plastic = Some(plastic);
    Ok(solved)
}

/// What the model knows of itself ([`ModelInfo`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info;

impl ModelInfo for Info {
    const FORMULA: &'static str = "F = k δ, then max(k2 (δ − δ0), −k_c δ); + c δ̇";
    const SOURCE: &'static str = "Walton & Braun 1986; Luding 2008, eq. 4–5";
    const DAMPING_SYMBOL: &'static str = "α";
    fn elastic_exponent(&self, _w: Option<f64>) -> Option<f64> {
        Some(1.0)
    }
    fn spring(&self) -> crate::models::info::Spring {
        crate::models::info::Spring::Linear { material: false }
    }
    fn undamped(&self) -> Option<f64> {
        Some(0.0)
    }
    fn holds(&self) -> Holds {
        Holds::Constant("the damping ratio α (c = 2α√(m k)) and the plasticity")
    }
    /// Linear branches: the contact scales with v0 where k2 is constant (no plasticity
    /// depth).
    fn scales_with_speed(&self, _w: f64, _p: f64) -> bool {
        false
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
