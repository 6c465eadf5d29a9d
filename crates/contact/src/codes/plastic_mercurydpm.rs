//! MercuryDPM's `LinearPlasticViscoelasticSpecies` (Luding 2008), read in kuwt/MercuryDPM_fork
//! (commit fb0ebf1d) `Kernel/Species/NormalForceSpecies/LinearPlasticViscoelasticNormalSpecies.cc`
//! and `Kernel/Interactions/NormalForceInteractions/LinearPlasticViscoelasticInteraction.cc`,
//! and run (built from source, validation/plastic.py):
//!
//! - `setLoadingStiffness` k1, `setUnloadingStiffnessMax` k2max, `setCohesionStiffness` k_c,
//!   `setPenetrationDepthMax` φ (lines 185–212; `setPlasticParameters` requires k1 > 0,
//!   k2 ≥ k1, k_c ≥ 0, 0 ≤ φ ≤ 1, lines 134–148): δ* = k2max/(k2max − k1) φ 2R*
//!   (Interaction.cc line 134; R* = r at a wall), the largest overlap counted up to δ*
//!   (lines 140–141), k2 = k1 + (k2max − k1) maxOverlap/δ* or k2max with
//!   `setDoConstantUnloadingStiffness` (lines 144–147), F = k2 (δ − δ_0) (line 154): on
//!   loading k1 δ below δ* and the k2max line beyond ([`Hysteretic::capped`]), the cohesion
//!   branch −k_c δ (lines 157–164);
//! - the dashpot −γ v_n, never clipped (line 167): `setDissipation(γ)` (lines 230–234), or
//!   `setRestitutionCoefficient(e, mass)`: γ = −ln e √(2·mass·k1/(π² + ln²e)) (lines 300–310),
//!   mass the harmonic mean 2/(1/m1 + 1/m2) of the pair the species is tuned for — here one
//!   particle of body 1: for two equal particles that is 2m*, at a wall 2m* = 2m ≠ mass, and
//!   the dashpot is weaker than the e typed means.

use super::plastic::{Built, DashpotMap, PlasticSetting};
use crate::error::Error;
use crate::models::composed::{Composed, Dashpot, Spring};
use crate::models::history::{History, Hysteretic};
use crate::models::Common;
use crate::pair;
use crate::scenario::Scenario;
use crate::solution::Named;
use crate::text::sig;
use alloc::format;
use alloc::string::String;

/// `LinearPlasticViscoelasticSpecies`.
pub(crate) static LINEAR_PLASTIC: PlasticSetting = PlasticSetting {
    id: "mercurydpm-linear-plastic",
    code: "MercuryDPM",
    title: "LinearPlasticViscoelasticSpecies",
    model: crate::scenario::Model::Hysteretic,
    release: ("1.0", &["1.0.0"], "run here (fork kuwt/MercuryDPM_fork @fb0ebf1d, built from source)"),
    switch: None,
    keys: &["k", "unloading_stiffness", "cohesion_stiffness", "plasticity_depth", "constant_unloading", "e", "damping", "e_with_plasticity"],
    takes_text: "mercurydpm-linear-plastic (it takes the pair, k, unloading_stiffness, cohesion_stiffness, plasticity_depth, constant_unloading, e or damping (setDissipation, N·s/m) or e_with_plasticity)",
    source: "MercuryDPM (fork kuwt/MercuryDPM_fork, commit fb0ebf1d): \
             LinearPlasticViscoelasticNormalSpecies.cc:134–310, \
             LinearPlasticViscoelasticInteraction.cc:116–180; run (built from source)",
    status: "source, run",
    build,
};

/// The species for the scenario (module doc).
fn build(sc: &Scenario, c: &Common) -> Result<Built, Error> {
    let (k1, k2, kc, phi, r_star) = inputs(sc)?;
    let delta_star = k2 / (k2 - k1) * phi * 2.0 * r_star;
    let constant = sc.constant_unloading.unwrap_or(false);
    let (mass, _) = pair::body_masses(sc)?;
    let history = Hysteretic { k2, k_c: kc, delta_lim: delta_star, capped: true };
    let law0 = Composed {
        m: c.m,
        spring: Spring { k: k1, w: 1.0 },
        dashpot: Dashpot { lambda: 0.0, p: 0.0 },
        adhesion: None,
        history: Some(History::Hysteretic(history)),
    };
    let mut notes = alloc::vec![
        format!("δ* = k2max/(k2max − k1) φ 2R* = {} m (LinearPlasticViscoelasticInteraction.cc:134); above it the species loads and unloads on the k2max line, elastic there.", sig(delta_star)),
        format!("setRestitutionCoefficient(e, mass) with mass = {} kg (one particle of body 1): γ = −ln e √(2·mass·k1/(π² + ln²e)) (NormalSpecies.cc:300–310); the contact's m* is {} kg{}.", sig(mass), sig(c.m), if sc.r2.is_none() && sc.m2.is_none() { " (a wall: 2m* = 2·mass, so the dashpot is weaker than the e typed means)" } else { "" }),
        "setCollisionTimeAndRestitutionCoefficient after the plastic setters sets unloadingStiffnessMax = k1 (NormalSpecies.cc:276): the contact becomes elastic. Use the plastic setters last.".into(),
    ];
    // With a constant k2 the species still counts the largest overlap up to δ* (lines
    // 140–141): modelled here where the contact stays below δ* (the undamped largest overlap
    // v0 √(m*/k1) bounds the damped one).
    if constant && c.v0 * crate::math::sqrt(c.m / k1) >= delta_star {
        return Err(Error::Unsupported {
            field: "plasticity_depth",
            reason: "with constant_unloading the contact reaches δ*, where MercuryDPM caps the largest overlap; not reproduced here: give a larger φ (1 puts δ* far)",
        });
    }
    if constant {
        notes.push("setDoConstantUnloadingStiffness(true): k2 = k2max at every overlap.".into());
    }
    let history = if constant { Hysteretic { delta_lim: 0.0, ..history } } else { history };
    let law0 = Composed { history: Some(History::Hysteretic(history)), ..law0 };
    Ok(Built {
        law0,
        dashpot: Some(DashpotMap {
            scale: 2.0 * mass * k1,
            name: "setRestitutionCoefficient",
            lowest: (0.0, "in (0, 1]"),
        }),
        gamma_given: Some("setDissipation"),
        clip: false,
        stiffness: (k1, "N/m".into()),
        material: None,
        values: alloc::vec![
            Named { name: "setLoadingStiffness", value: k1, unit: "N/m" },
            Named { name: "setUnloadingStiffnessMax", value: k2, unit: "N/m" },
            Named { name: "setCohesionStiffness", value: kc, unit: "N/m" },
            Named { name: "setPenetrationDepthMax", value: phi, unit: "" },
            Named {
                name: "setDoConstantUnloadingStiffness",
                value: if constant { 1.0 } else { 0.0 },
                unit: ""
            },
            Named { name: "mass (of setRestitutionCoefficient)", value: mass, unit: "kg" },
        ],
        notes,
        snippet,
        retune: None,
        regeom: None,
        ctx: [0.0; 4],
        paper: Some((super::plastic::walton_braun_luding, super::plastic::WBL)),
    })
}

/// k1, k2max, k_c, φ and R* (`setPlasticParameters`' rules, lines 134–148).
fn inputs(sc: &Scenario) -> Result<(f64, f64, f64, f64, f64), Error> {
    let k1 = pair::required_positive(
        "k",
        sc.k,
        "setLoadingStiffness k1",
        "a finite number > 0 N/m",
        "give the loading stiffness k1 as k [N/m]",
    )?;
    let k2 = sc.unloading_stiffness.ok_or(Error::Missing {
        field: "unloading_stiffness",
        hint: "setUnloadingStiffnessMax k2max [N/m], above k",
    })?;
    if !(k2.is_finite() && k2 > k1) {
        return Err(Error::OutOfRange {
            field: "unloading_stiffness",
            value: k2,
            what: "setUnloadingStiffnessMax k2max",
            allowed: "finite and above k (setPlasticParameters: k2 ≥ k1)",
        });
    }
    let kc = crate::models::plastic::non_negative(
        "cohesion_stiffness",
        sc.cohesion_stiffness,
        "setCohesionStiffness k_c",
    )?;
    let phi = sc.plasticity_depth.ok_or(Error::Missing {
        field: "plasticity_depth",
        hint: "setPenetrationDepthMax φ in (0, 1]",
    })?;
    if !(phi > 0.0 && phi <= 1.0) {
        return Err(Error::OutOfRange {
            field: "plasticity_depth",
            value: phi,
            what: "setPenetrationDepthMax φ",
            allowed: "in (0, 1] (setPlasticParameters: 0 ≤ φ ≤ 1; 0 makes δ* = 0)",
        });
    }
    let r1 = pair::required_positive(
        "r1",
        sc.r1,
        "radius of body 1",
        "a finite number > 0 m",
        "δ* = k2max/(k2max − k1) φ 2R*: give r1 (and r2 for a pair)",
    )?;
    let r_star = match sc.r2 {
        Some(r2) => r1 / (1.0 + r1 / pair::positive("r2", r2, "radius of body 2", "> 0 m")?),
        None => r1,
    };
    Ok((k1, k2, kc, phi, r_star))
}

/// The species' setters.
fn snippet(b: &Built, value: f64) -> String {
    let v = |i: usize| sig(b.values[i].value);
    let constant = b.values[4].value != 0.0;
    format!("LinearPlasticViscoelasticSpecies s;\ns.setDensity(<rho>);\ns.setPlasticParameters({}, {}, {}, {});\ns.setDoConstantUnloadingStiffness({});\ns.setRestitutionCoefficient({}, {}); // or s.setDissipation(γ [N·s/m])", v(0), v(1), v(2), v(3), constant, sig(value), v(5))
}
