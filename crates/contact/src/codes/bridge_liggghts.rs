//! LIGGGHTS 3.8.0's liquid bridges: `cohesion easo/capillary/viscous` (Soulié et al. 2006's
//! force, Lian, Thornton & Adams 1993's rupture) and `cohesion washino/capillary/viscous`
//! (Rabinovich et al. 2005's force with its filling-angle term), read in
//! CFDEMproject/LIGGGHTS-PUBLIC tag 3.8.0 (commit 7c32dc4e),
//! `src/cohesion_model_easo_capillary_viscous.h` and
//! `src/cohesion_model_washino_capillary_viscous.h` (line numbers in docs/bridge-codes.md),
//! and run (Debian liggghts 3.8.0, validation/bridge.py):
//!
//! - each bead carries 1333.333333 π r³ c × 0.001 m³ of liquid per unit of its
//!   `surfaceLiquidContentInitial` c, a volume FRACTION (the documentation says %); easo's bond
//!   takes 0.5 V_i (1 − √(1 − r_j²/(r_i + r_j)²)) from each bead (a wall: 0.5 V_i, the wall
//!   brings none), washino's 0.05 (V_i + V_j) (`lbVolumeFraction`);
//! - the contact angle acts as θ_eff = 0.5 θ_i θ_j in radians (a product; the documentation
//!   says the mean): 20° typed acts as 3.49°;
//! - easo: F = π σ √(r_i r_j)(exp(A S/R₂ + B) + C), R₂ the larger radius, V* = V_b/R₂³,
//!   A = −1.1 V*^−0.53, B = (−0.148 ln V* − 0.96) θ_eff² − 0.0082 ln V* + 0.48,
//!   C = 0.0018 ln V* + 0.078 (Soulié et al. 2006, eq. 13–14), its S = 0 value in the overlap;
//!   the bridge forms in contact; at a primitive wall the code dies (SIGSEGV) once a bridged
//!   bead leaves it (run);
//! - washino: F = 2π R* σ (cos θ_eff/(1 + S/(2d)) + sin α sin(α + θ_eff)),
//!   d = (S/2)(−1 + √(1 + 2V_b/(π R* S²))), α = √((S/R*)(−1 + √(…))) with R* = r_i r_j/(r_i +
//!   r_j) (half Rabinovich's sphere radius), r_j = r_i at a wall; in the overlap
//!   2π R* σ cos θ_eff (1 + δ √(π R*/(2V_b))) (none at a wall); the bridge acts wherever
//!   S < S_c, on the approach too: without viscosity its pull on the way in pays back the way
//!   out, e = 1 (run);
//! - both rupture at (1 + θ_eff/2) V_b^(1/3) (Lian, Thornton & Adams 1993) and beyond
//!   (`maxSeparationDistanceRatio` − 1)(r_i + r_j); the lubrication 6π η R*² v_n/max(S, S_min),
//!   S_min = `minSeparationDistanceRatio` R*.

use super::bridge::{deg, named, row, Wet};
use crate::math::{cbrt, cos, sqrt};
use crate::models::bridge::fits::Fit;
use crate::solution::BridgeCode;
use alloc::format;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Where the settings were read.
const SOURCE: &str = "CFDEMproject/LIGGGHTS-PUBLIC tag 3.8.0 (commit 7c32dc4e): \
                      src/cohesion_model_easo_capillary_viscous.h, \
                      src/cohesion_model_washino_capillary_viscous.h; run (Debian liggghts \
                      3.8.0+repack1)";
/// Read and run.
const STATUS: &str = "source, run";

/// The liquid per unit content of a bead of radius r \[m³\] (the code's 1333.333333 π r³ × 0.001).
fn per_content(r: f64) -> f64 {
    1333.333333 * PI * r * r * r * 0.001
}

/// The effective contact angle θ_eff = 0.5 θ² (one type) \[rad\].
fn theta_eff(wet: &Wet) -> f64 {
    0.5 * wet.theta * wet.theta
}

/// Lian's rupture with θ_eff.
fn rupture(wet: &Wet) -> f64 {
    (1.0 + 0.5 * theta_eff(wet)) * cbrt(wet.volume)
}

/// The values every LIGGGHTS bridge takes besides its content.
fn common(wet: &Wet, content: f64) -> Vec<crate::solution::Named> {
    let radsum = wet.r1 + wet.r2.unwrap_or(wet.r1);
    let ratio = 1.0 + rupture(wet) / radsum;
    alloc::vec![
        named("surfaceLiquidContentInitial", content, "volume fraction"),
        named("surfaceTension", wet.sigma, "N/m"),
        named("contactAngle", deg(wet.theta), "deg"),
        named("fluidViscosity", wet.eta, "Pa·s"),
        named("minSeparationDistanceRatio", wet.s_min / wet.r_star(), ""),
        named("maxSeparationDistanceRatio", crate::math::ceil(ratio * 100.0) / 100.0, ""),
    ]
}

/// easo: the row (module doc).
fn easo(wet: &Wet) -> BridgeCode {
    let (ri, rj) = (wet.r1, wet.r2.unwrap_or(wet.r1));
    let radsum = if wet.r2.is_some() { ri + rj } else { ri };
    let take = |r_other: f64| 0.5 * (1.0 - sqrt(1.0 - r_other * r_other / (radsum * radsum)));
    let per = per_content(ri) * take(rj) + wet.r2.map_or(0.0, |_| per_content(rj) * take(ri));
    let content = wet.volume / per;
    let th = theta_eff(wet);
    let fit = Fit::soulie(ri, rj, wet.sigma, th, wet.volume);
    let law = move |s: f64| fit.force(s);
    let mut notes = alloc::vec![format!(
        "The contact angle typed acts as θ_eff = 0.5 θ² = {:.4} deg (a product of the two \
         types' angles in radians, where the documentation says their mean): the force and the \
         rupture use it.",
        deg(th)
    )];
    let wall = wet.r2.is_none();
    if wall {
        notes.push(
            "At a primitive wall LIGGGHTS 3.8.0 dies (SIGSEGV in surfacesClose) the first step \
             after a bridged bead leaves the wall (run): use washino, or a mesh wall."
                .into(),
        );
    }
    let energy_only = wet.conservative() && !wall;
    row(
        ("liggghts-easo", "LIGGGHTS 3.8.0", "cohesion easo/capillary/viscous"),
        common(wet, content),
        &law,
        law(0.0),
        rupture(wet),
        (
            wet,
            energy_only,
            "not from the bridge's energy alone (a dashpot, viscosity or a wall): choose LIGGGHTS \
             (hertz or hooke) as the DEM code with this cohesion model, and its own contact with \
             the bridge is integrated",
        ),
        (SOURCE, STATUS),
        notes,
    )
}

/// washino: the row (module doc).
fn washino(wet: &Wet) -> BridgeCode {
    let (ri, rj) = (wet.r1, wet.r2.unwrap_or(wet.r1));
    let per = 0.05 * (per_content(ri) + wet.r2.map_or(0.0, per_content));
    let content = wet.volume / per;
    let r_eff = ri * rj / (ri + rj);
    let th = theta_eff(wet);
    let fit = Fit::Filling { r: r_eff, sigma: wet.sigma, theta: th, volume: wet.volume };
    let law = move |s: f64| fit.force(s);
    let in_overlap = if wet.r2.is_some() { 2.0 * PI * r_eff * wet.sigma * cos(th) } else { 0.0 };
    let mut out = row(
        ("liggghts-washino", "LIGGGHTS 3.8.0", "cohesion washino/capillary/viscous"),
        common(wet, content),
        &law,
        in_overlap,
        rupture(wet),
        (wet, false, "not from the bridge's energy alone (viscosity, or a dashpot): choose LIGGGHTS (hertz or \
             hooke) as the DEM code with this cohesion model, and its own contact with the bridge \
             is integrated"),
        (SOURCE, STATUS),
        alloc::vec![
            "The bridge acts wherever S < S_c, on the approach as well: without viscosity its \
             pull on the way in pays back what it takes on the way out (e = 1 at any speed, \
             run); nothing sticks by capillarity."
                .into(),
            "R* = r_i r_j/(r_i + r_j) in the force, half Rabinovich's sphere radius; at a wall \
             r_j = r_i apart and no force in the overlap."
                .into(),
        ],
    );
    if wet.conservative() {
        (out.stuck, out.restitution, out.sticking_velocity) = (Some(false), Some(1.0), Some(0.0));
        out.reproduced = "the pull on the approach pays back the way out (no viscosity, an \
                          elastic contact): e = 1"
            .into();
    }
    out
}

/// LIGGGHTS's rows.
pub fn rows(wet: &Wet) -> Vec<BridgeCode> {
    alloc::vec![easo(wet), washino(wet)]
}
