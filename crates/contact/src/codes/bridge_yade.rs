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
//!   radii). Each written here as validation/bridge_source.py writes it from the source (its
//!   forces equal Yade's runs to 1e−15).

use super::bridge::{deg, named, row, Wet};
use crate::math::{asin, cos, exp, ln, powf, sin, sqrt};
use crate::solution::BridgeCode;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Where it was read.
const SOURCE: &str = "yade tag 2023.02a (commit d081c80d, mirror Aoxi-git/Cementor): \
                      pkg/dem/ViscoelasticCapillarPM.cpp; run (Debian yade 2023.02a)";

/// The six laws: `CapillarType`, the row's id.
const LAWS: [(&str, &str); 6] = [
    ("Willett_numeric", "yade-capillar-willett-numeric"),
    ("Willett_analytic", "yade-capillar-willett-analytic"),
    ("Weigert", "yade-capillar-weigert"),
    ("Rabinovich", "yade-capillar-rabinovich"),
    ("Lambert", "yade-capillar-lambert"),
    ("Soulie", "yade-capillar-soulie"),
];

/// A law's constants: R, V, σ, θ.
#[derive(Clone, Copy)]
struct Cap {
    r: f64,
    v: f64,
    g: f64,
    t: f64,
}

impl Cap {
    /// The attractive force at the gap S (its limit S → 0⁺ at 0) of law `i` of [`LAWS`].
    fn force(&self, i: usize, s: f64) -> f64 {
        let s = s.max(1e-18);
        match i {
            0 => self.willett_numeric(s),
            1 => {
                let sp = 0.5 * s / sqrt(self.v / self.r);
                cos(self.t) / (1.0 + 2.1 * sp + 10.0 * sp * sp) * (2.0 * PI * self.r * self.g)
            }
            2 => self.weigert(s),
            3 => self.rabinovich(s, true),
            4 => self.rabinovich(s, false),
            _ => {
                let vs = self.v / (self.r * self.r * self.r);
                let a = -1.1 * powf(vs, -0.53);
                let b = (-0.148 * ln(vs) - 0.96) * self.t * self.t - 0.0082 * ln(vs) + 0.48;
                let c = 0.0018 * ln(vs) + 0.078;
                PI * self.g * self.r * (c + exp(a * s / self.r + b))
            }
        }
    }

    /// Willett et al. 2000's appendix fit as Yade writes it.
    fn willett_numeric(&self, s: f64) -> f64 {
        let (t1, t2) = (self.t, self.t * self.t);
        let lv = ln(self.v / (self.r * self.r * self.r));
        let (l2, l3) = (lv * lv, lv * lv * lv);
        let f1 = (-0.44507 + 0.050832 * t1 - 1.1466 * t2)
            + (-0.1119 - 0.000411 * t1 - 0.1490 * t2) * lv
            + (-0.012101 - 0.0036456 * t1 - 0.01255 * t2) * l2
            + (-0.0005 - 0.0003505 * t1 - 0.00029076 * t2) * l3;
        let f2 = (1.9222 - 0.57473 * t1 - 1.2918 * t2)
            + (-0.0668 - 0.1201 * t1 - 0.22574 * t2) * lv
            + (-0.0013375 - 0.0068988 * t1 - 0.01137 * t2) * l2;
        let f3 = (1.268 - 0.01396 * t1 - 0.23566 * t2)
            + (0.198 + 0.092 * t1 - 0.06418 * t2) * lv
            + (0.02232 + 0.02238 * t1 - 0.009853 * t2) * l2
            + (0.0008585 + 0.001318 * t1 - 0.00053 * t2) * l3;
        let f4 = (-0.010703 + 0.073776 * t1 - 0.34742 * t2)
            + (0.03345 + 0.04543 * t1 - 0.09056 * t2) * lv
            + (0.0018574 + 0.004456 * t1 - 0.006257 * t2) * l2;
        let ls = ln(0.5 * s / sqrt(self.v / self.r));
        exp(f1 - f2 * exp(f3 * ls + f4 * ls * ls)) * 2.0 * PI * self.r * self.g
    }

    /// Weigert & Ripperger 1999 as Yade writes it.
    fn weigert(&self, a: f64) -> f64 {
        let (r, th) = (self.r, self.t);
        let ca = 1.0 + 6.0 * a / (2.0 * r);
        let ct = 1.0 + 1.1 * sin(th);
        let beta = asin(powf(self.v / (0.12 * ca * ct * 8.0 * r * r * r), 0.25));
        let r1 = (2.0 * r * (1.0 - cos(beta)) + a) / (2.0 * cos(beta + th));
        let r2 = r * sin(beta) + r1 * (sin(beta + th) - 1.0);
        let pk = self.g * (1.0 / r1 - 1.0 / r2);
        PI / 4.0 * 4.0 * r * r * sin(beta) * sin(beta) * pk
            + self.g * PI * 2.0 * r * sin(beta) * sin(beta + th)
    }

    /// Rabinovich et al. 2005 as Yade writes it, with or without the filling-angle term.
    fn rabinovich(&self, h: f64, filling: bool) -> f64 {
        let (r, g) = (self.r, self.g);
        let root = sqrt(1.0 + 2.0 * self.v / (PI * r * h * h));
        let dsp = 0.5 * h * (-1.0 + root);
        let mut f = 2.0 * PI * r * g * cos(self.t) / (1.0 + h / (2.0 * dsp));
        if filling {
            let alpha = sqrt(h / r * (-1.0 + root));
            f += 2.0 * PI * r * g * sin(alpha) * sin(self.t + alpha);
        }
        f
    }
}

/// Yade's rows (module doc).
pub fn rows(wet: &Wet) -> Vec<BridgeCode> {
    let r = wet.r2.map_or(wet.r1, |r2| 2.0 * wet.r1 * r2 / (wet.r1 + r2));
    let cap = Cap { r, v: wet.volume, g: wet.sigma, t: wet.theta };
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
    LAWS.iter()
        .enumerate()
        .map(|(i, (kind, id))| {
            let law = move |s: f64| cap.force(i, s);
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
                (wet, wet.conservative(), "not reproduced here (a dashpot or viscosity)"),
                (SOURCE, "source, run"),
                notes.clone(),
            )
        })
        .collect()
}
