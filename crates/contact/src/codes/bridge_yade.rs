//! Yade 2023.02a's `ViscElCapMat` liquid bridge (Gladkyy & Schwarze 2014), read in
//! `pkg/dem/ViscoelasticCapillarPM.cpp` at tag 2023.02a (commit d081c80d, in the mirror
//! Aoxi-git/Cementor; line numbers in docs/bridge-codes.md) and run (Debian yade 2023.02a):
//!
//! - the material's `Capillar` (True), `Vb` \[m³\], `gamma` (σ \[N/m\]), `theta` (degrees),
//!   `dcap` (a dashpot on the bridge apart) and `CapillarType`, equal on both materials;
//! - R = 2 r1 r2/(r1 + r2) = 2R* for two spheres, **R = r1 at a wall** (every law gives the
//!   pair's force there, half the Derjaguin wall's);
//! - no capillary force while the bodies overlap (the ViscEl law alone);
//! - apart, one of six laws until S = sCrit = (1 + θ/2)(V*^(1/3) + 0.1 V*^(2/3)) R, V* = V/R³
//!   (Willett et al. 2000, eq. 15): `Willett_numeric` (Willett et al. 2000's appendix fit),
//!   `Willett_analytic` (2πRσ cos θ/(1 + 2.1 s⁺ + 10 s⁺²), s⁺ = (S/2)/√(V/R)), `Weigert`
//!   (Weigert & Ripperger 1999), `Rabinovich` (Rabinovich et al. 2005 with the filling-angle
//!   term), `Lambert` (the same without it), `Soulie` (Soulié et al. 2006 with R for both
//!   radii). Each as validation/bridge_source.py writes it from the source (its forces equal
//!   Yade's runs to 1e−15), in [`crate::models::bridge::fits`] ([`super::bridge_yade_law`]).

use super::bridge::{deg, named, row, Wet};
use crate::math::powf;
use crate::solution::BridgeCode;
use alloc::vec::Vec;

/// Where it was read.
const SOURCE: &str = "yade tag 2023.02a (commit d081c80d, mirror Aoxi-git/Cementor): \
                      pkg/dem/ViscoelasticCapillarPM.cpp; run (Debian yade 2023.02a)";

/// Yade's rows (module doc).
pub fn rows(wet: &Wet) -> Vec<BridgeCode> {
    let r = wet.r2.map_or(wet.r1, |r2| 2.0 * wet.r1 * r2 / (wet.r1 + r2));
    let vs = wet.volume / (r * r * r);
    let s_c = (1.0 + 0.5 * wet.theta) * (crate::math::cbrt(vs) + 0.1 * powf(vs, 2.0 / 3.0)) * r;
    let mut notes = alloc::vec![
        "No capillary force while the bodies overlap (the ViscEl law alone).".into(),
        "Rupture at Willett et al. 2000's eq. 15 with Yade's R, whatever the law.".into(),
    ];
    if wet.r2.is_none() {
        notes.push(
            "At a wall Yade takes R = r1 where the Derjaguin radius is 2 r1: the pair's force, \
             half the wall's."
                .into(),
        );
    }
    if wet.eta > 0.0 {
        notes.push(
            "Yade has no lubrication: its dcap is a dashpot −dcap·v_n on the bridge apart, not \
             6π η R*² Ṡ/S."
                .into(),
        );
    }
    super::bridge_yade_law::LAWS
        .iter()
        .map(|(kind, id, law)| {
            let cap = super::bridge_yade_law::capillary(*law, r, wet.sigma, wet.theta, wet.volume);
            let law = move |s: f64| cap.force(s);
            row(
                (id, "Yade 2023.02a", kind),
                alloc::vec![
                    named("Vb", wet.volume, "m³"),
                    named("gamma", wet.sigma, "N/m"),
                    named("theta", deg(wet.theta), "deg"),
                    named("dcap", 0.0, "N·s/m"),
                ],
                &law,
                0.0,
                s_c,
                (wet, wet.conservative(), "not from the bridge's energy alone (a dashpot or viscosity): choose Yade ViscElMat \
                 as the DEM code with this CapillarType, and its own contact with the bridge is \
                 integrated (with en = 1: its clipped dashpot is not composed with a bridge here)"),
                (SOURCE, "source, run"),
                notes.clone(),
            )
        })
        .collect()
}
