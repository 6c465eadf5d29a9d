//! LIGGGHTS 3.8.0's liquid bridge from a code scenario's keys (`code: liggghts-…`,
//! `liquid_bridge: easo | washino`): the bridge the code computes, composed by
//! [`super::bridge_code`]. Read in CFDEMproject/LIGGGHTS-PUBLIC tag 3.8.0 (commit 7c32dc4e),
//! `src/cohesion_model_easo_capillary_viscous.h` (easo) and
//! `src/cohesion_model_washino_capillary_viscous.h` (washino), and run (Debian liggghts
//! 3.8.0+repack1; docs/bridge-codes.md, validation/recorded_bridge.json):
//!
//! - the liquid: each bead carries 1333.333333 π r³ c × 0.001 m³ (easo lines 200–204,
//!   302–306), c = `surfaceLiquidContentInitial` as typed, a volume FRACTION, rounded to the 7
//!   digits of its `%e` (lines 141–160); easo's bond takes 0.5 V_i (1 − √(1 − r_j²/radsum²))
//!   from each bead (at a primitive wall r_j = r_i, radsum = r_i, the wall brings none);
//!   washino's `lbVolumeFraction` (V_i + V_j) (lines 262–266, 361–365; default 0.05);
//! - θ_eff = 0.5 θ_i θ_j in radians (easo lines 210, 309; washino 272, 368): one type, 0.5 θ²;
//! - easo: Soulié's force with √(r_i r_j) and the larger radius (lines 342–348), its S = 0
//!   value in the overlap (lines 216–221); the bridge forms in contact (lines 195–198);
//! - washino: Rabinovich's force with the filling-angle term written with R* = r_i r_j/(r_i +
//!   r_j) (lines 398–401; r_j = r_i at a wall, line 343); in the overlap 2π R* σ cos θ_eff
//!   (1 + δ √(π R*/(2V_b))) (line 277), none at a wall (`sidata.radj` = 0, line 239); the
//!   bridge acts wherever S < S_c, on the approach too (lines 374–381);
//! - rupture at min((1 + θ_eff/2) V_b^(1/3), (maxSeparationDistanceRatio − 1)(r_i + r_j))
//!   (easo lines 310–322; washino 369, 374–381);
//! - the lubrication 6π η R*² v_n/max(S, S_min), S_min = `minSeparationDistanceRatio` R*, in
//!   the overlap at S_min (easo lines 225–227, 397–399);
//! - easo at a primitive wall: the code dies with SIGSEGV the first step after a bridged bead
//!   leaves the wall (`surfacesClose` reads `atom->v[j]` with j = −(wall type), lines 360–362;
//!   run, gdb): refused here, naming `liquid_bridge`.

use super::bridge::{named, CodeBridge};
use crate::error::Error;
use crate::math::{cbrt, cos, floor, log10, powf, sqrt};
use crate::models::bridge::fits::Fit;
use crate::models::bridge::force::{Capillary, Lubrication};
use crate::models::bridge::law::{Bridge, Pull};
use crate::models::bridge::solve::{contact_angle, liquid_viscosity, radii, Meta};
use crate::pair;
use crate::scenario::{BridgeLaw, Rupture, Scenario};
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Where it was read.
const SOURCE: &str = "CFDEMproject/LIGGGHTS-PUBLIC tag 3.8.0 (commit 7c32dc4e): \
                      src/cohesion_model_easo_capillary_viscous.h, \
                      src/cohesion_model_washino_capillary_viscous.h; run (Debian liggghts \
                      3.8.0+repack1)";

/// The rupture rule as the code applies it.
const RUPTURE: &str = "S_c = min((1 + θ_eff/2) V_b^(1/3), (maxSeparationDistanceRatio − 1)(r_i + \
                       r_j)), θ_eff = 0.5 θ² (rad)";
/// Where it comes from.
const RUPTURE_SOURCE: &str = "Lian, Thornton & Adams 1993, J. Colloid Interface Sci. 161:138, as \
                              LIGGGHTS 3.8.0 cohesion_model_easo_capillary_viscous.h:310–322 \
                              applies it";

/// The liquid per unit content of a bead of radius r \[m³\] (the code's 1333.333333 π r³ ×
/// 0.001).
fn per_content(r: f64) -> f64 {
    1333.333333 * PI * r * r * r * 0.001
}

/// x to the 7 significant digits of C's `%e` (the content as the code stores it).
fn seven_digits(x: f64) -> f64 {
    let p = powf(10.0, 6.0 - floor(log10(x)));
    floor(x * p + 0.5) / p
}

/// The keys read: the bridge law, radii, content, σ, θ, η, the two ratios, washino's fraction.
struct Keys {
    washino: bool,
    ri: f64,
    rj: f64,
    wall: bool,
    sigma: f64,
    theta: f64,
    eta: f64,
    min_ratio: f64,
    max_ratio: f64,
    fraction: f64,
}

/// A positive number the code requires.
fn required(
    field: &'static str,
    v: Option<f64>,
    what: &'static str,
    hint: &'static str,
) -> Result<f64, Error> {
    pair::required_positive(field, v, what, "a finite number > 0", hint)
}

/// The keys LIGGGHTS does not take with this bridge.
fn refused(sc: &Scenario, washino: bool) -> Result<(), Error> {
    if sc.min_separation.is_some() {
        return Err(Error::NotTaken {
            field: "min_separation",
            by: "LIGGGHTS (it takes min_separation_ratio = S_min/R*, minSeparationDistanceRatio)",
        });
    }
    if sc.rupture.is_some_and(|r| r != Rupture::Lian) {
        return Err(Error::NotTaken {
            field: "rupture",
            by: "LIGGGHTS (its bridges rupture at Lian et al. 1993's distance, or at \
                 maxSeparationDistanceRatio's cut: rupture lian)",
        });
    }
    if !washino && sc.lb_volume_fraction.is_some() {
        return Err(Error::NotTaken {
            field: "lb_volume_fraction",
            by: "easo (a washino keyword)",
        });
    }
    Ok(())
}

/// minSeparationDistanceRatio and maxSeparationDistanceRatio, which the code requires.
fn ratios(sc: &Scenario) -> Result<(f64, f64), Error> {
    let min_ratio = required(
        "min_separation_ratio",
        sc.min_separation_ratio,
        "minSeparationDistanceRatio",
        "LIGGGHTS requires minSeparationDistanceRatio = S_min/R* (0.01 for S_min = R*/100)",
    )?;
    let max_ratio = required(
        "max_separation_ratio",
        sc.max_separation_ratio,
        "maxSeparationDistanceRatio",
        "LIGGGHTS requires maxSeparationDistanceRatio (≥ 1; the bridge is cut beyond (ratio − 1)(r_i + r_j))",
    )?;
    if max_ratio < 1.0 {
        return Err(Error::OutOfRange {
            field: "max_separation_ratio",
            value: max_ratio,
            what: "maxSeparationDistanceRatio (LIGGGHTS stops with an error below 1)",
            allowed: "≥ 1",
        });
    }
    Ok((min_ratio, max_ratio))
}

/// The keys read and checked (module doc); the keys LIGGGHTS does not take refused.
fn keys(sc: &Scenario) -> Result<Keys, Error> {
    let washino = match sc.liquid_bridge {
        Some(BridgeLaw::Easo) => false,
        Some(BridgeLaw::Washino) => true,
        other => {
            return Err(Error::Invalid {
                field: "liquid_bridge".into(),
                value: other.map_or("", |l| l.name()).into(),
                expected: "easo or washino (LIGGGHTS 3.8.0's cohesion easo/capillary/viscous, \
                           washino/capillary/viscous)",
            })
        }
    };
    refused(sc, washino)?;
    let (_, _) = radii(sc)?;
    let ri = sc.r1.unwrap_or(0.0);
    let (rj, wall) = sc.r2.map_or((ri, true), |r| (r, false));
    let sigma = required(
        "surface_tension",
        sc.surface_tension,
        "surface tension",
        "give surfaceTension, the liquid's σ in N/m (water: 0.072 N/m)",
    )?;
    let theta = contact_angle(
        sc,
        "contact angle (rad; \"20 deg\" reads degrees; LIGGGHTS's contactAngle is in deg)",
    )?;
    let eta = liquid_viscosity(sc, "liquid viscosity (fluidViscosity)")?;
    if washino && eta > 0.0 {
        return Err(Error::NotTaken {
            field: "liquid_viscosity",
            by: "washino here (its bridge, and its lubrication, act on the approach as well: \
                 not reproduced; easo's is)",
        });
    }
    let (min_ratio, max_ratio) = ratios(sc)?;
    let fraction = sc.lb_volume_fraction.unwrap_or(0.05);
    if !(fraction > 0.0 && fraction <= 1.0) {
        return Err(Error::OutOfRange {
            field: "lb_volume_fraction",
            value: fraction,
            what: "lbVolumeFraction",
            allowed: "in (0, 1]",
        });
    }
    if wall && !washino {
        return Err(Error::NotTaken {
            field: "liquid_bridge",
            by: "easo at a wall: LIGGGHTS 3.8.0 dies (SIGSEGV in CohesionModel::surfacesClose, \
                 which reads atom->v[j] with j = −(wall type), \
                 cohesion_model_easo_capillary_viscous.h:360–362) the first step after a \
                 bridged bead leaves a primitive wall (run): use washino, or a mesh wall",
        });
    }
    Ok(Keys { washino, ri, rj, wall, sigma, theta, eta, min_ratio, max_ratio, fraction })
}

/// The bond's liquid per unit content \[m³\] (module doc).
fn per_unit(k: &Keys) -> f64 {
    let pj = if k.wall { 0.0 } else { per_content(k.rj) };
    if k.washino {
        return k.fraction * (per_content(k.ri) + pj);
    }
    let radsum = if k.wall { k.ri } else { k.ri + k.rj };
    let take = |r_other: f64| 0.5 * (1.0 - sqrt(1.0 - r_other * r_other / (radsum * radsum)));
    per_content(k.ri) * take(k.rj) + if k.wall { 0.0 } else { pj * take(k.ri) }
}

/// The content as typed, or the one to type for `liquid_volume`, and the bond's V_b.
fn content(sc: &Scenario, k: &Keys) -> Result<(f64, f64), Error> {
    let per = per_unit(k);
    let c = match (sc.surface_liquid_content, sc.liquid_volume) {
        (Some(_), Some(_)) => {
            return Err(Error::Conflict { field: "surface_liquid_content", other: "liquid_volume" })
        }
        (Some(c), None) => pair::positive(
            "surface_liquid_content",
            c,
            "surfaceLiquidContentInitial",
            "a finite number > 0 (a volume fraction)",
        )?,
        (None, Some(v)) => {
            pair::positive("liquid_volume", v, "liquid volume", "a finite number > 0 m³")? / per
        }
        (None, None) => {
            return Err(Error::Missing {
                field: "surface_liquid_content",
                hint: "give surfaceLiquidContentInitial as typed in LIGGGHTS (a volume fraction \
                       of each bead), or the bridge's liquid_volume in m³",
            })
        }
    };
    let c = seven_digits(c);
    let vb = per * c;
    let smaller = k.ri.min(k.rj);
    if vb > 4.0 / 3.0 * PI * smaller * smaller * smaller {
        let field =
            if sc.liquid_volume.is_some() { "liquid_volume" } else { "surface_liquid_content" };
        return Err(Error::Unreachable {
            field,
            value: sc.liquid_volume.or(sc.surface_liquid_content).unwrap_or(vb),
            reason: format!(
                "a bridge of {} m³, larger than the smaller bead (the content is a fraction: 1 \
                 means the bead's whole volume)",
                sig(vb)
            ),
        });
    }
    Ok((c, vb))
}

/// The bridge LIGGGHTS computes for a `liggghts-…` scenario (module doc).
pub fn bridge(sc: &Scenario) -> Result<CodeBridge, Error> {
    let k = keys(sc)?;
    let (c, vb) = content(sc, &k)?;
    let th = 0.5 * k.theta * k.theta;
    let r_star = k.ri * k.rj / (k.ri + k.rj);
    let lian = (1.0 + 0.5 * th) * cbrt(vb);
    let cut = (k.max_ratio - 1.0) * (k.ri + k.rj);
    let (capillary, pull) = if k.washino {
        let fit = Fit::Filling { r: r_star, sigma: k.sigma, theta: th, volume: vb };
        let f0 = 2.0 * PI * r_star * k.sigma * cos(th);
        let pull = if k.wall {
            Pull::constant(0.0)
        } else {
            Pull { f0, per: f0 * sqrt(PI * r_star / (2.0 * vb)) }
        };
        (Capillary::Fit(fit), pull)
    } else {
        let fit = Fit::soulie(k.ri, k.rj, k.sigma, th, vb);
        (Capillary::Fit(fit), Pull::constant(fit.force(0.0)))
    };
    let lubrication =
        Lubrication { c0: 6.0 * PI * k.eta * r_star * r_star, s_min: k.min_ratio * r_star };
    let bridge = Bridge { capillary, rupture: lian.min(cut), lubrication, pull, clip: false };
    let law = if k.washino { BridgeLaw::Washino } else { BridgeLaw::Easo };
    let meta = Meta {
        law,
        rupture: Rupture::Lian,
        formula: law.formula(),
        source: law.source(),
        rupture_formula: RUPTURE,
        rupture_source: RUPTURE_SOURCE,
        viscous: k.eta > 0.0,
        volume: vb,
        r_prime: 2.0 * if k.wall { k.ri } else { r_star },
        on_approach: k.washino,
    };
    let head = if k.washino {
        ("liggghts-washino", "LIGGGHTS 3.8.0", "cohesion washino/capillary/viscous")
    } else {
        ("liggghts-easo", "LIGGGHTS 3.8.0", "cohesion easo/capillary/viscous")
    };
    let mut to_type = alloc::vec![
        named("surfaceLiquidContentInitial", c, "volume fraction"),
        named("surfaceTension", k.sigma, "N/m"),
        named("contactAngle", k.theta * 180.0 / PI, "deg"),
        named("fluidViscosity", k.eta, "Pa·s"),
        named("minSeparationDistanceRatio", k.min_ratio, ""),
        named("maxSeparationDistanceRatio", k.max_ratio, ""),
    ];
    if k.washino {
        to_type.push(named("lbVolumeFraction", k.fraction, ""));
    }
    let notes = notes(&k, vb, th, lian, cut, &bridge);
    Ok(CodeBridge { bridge, meta, head, to_type, notes, source: SOURCE })
}

/// What LIGGGHTS does that differs from the papers' laws (module doc).
fn notes(k: &Keys, vb: f64, th: f64, lian: f64, cut: f64, b: &Bridge) -> Vec<String> {
    let mut out: Vec<String> = alloc::vec![
        format!(
            "surfaceLiquidContentInitial is a volume FRACTION of each bead (the documentation \
             says %): the bridge holds V_b = {} m³ ({}).",
            sig(vb),
            if k.washino {
                "lbVolumeFraction of both beads' liquid"
            } else {
                "0.5 (1 − √(1 − r_j²/(r_i + r_j)²)) of each bead's"
            }
        ),
        format!(
            "The contact angle acts as θ_eff = 0.5 θ² = {} deg (the product of the two types' \
             angles in radians, where the documentation says their mean): the force and the \
             rupture use it.",
            sig(th * 180.0 / PI)
        ),
    ];
    if cut < lian {
        out.push(format!(
            "maxSeparationDistanceRatio cuts the bridge at (ratio − 1)(r_i + r_j) = {} m, before \
             Lian's rupture at {} m: type at least {} for the bridge to last to Lian's distance.",
            sig(cut),
            sig(lian),
            sig(1.0 + lian / (k.ri + k.rj))
        ));
    }
    if k.washino {
        out.push(format!(
            "washino's bridge acts wherever S < S_c, on the approach as well: its pull on the way \
             in ({} J) pays back what it takes on the way out; without viscosity e = 1 at any \
             speed. R* = r_i r_j/(r_i + r_j) in the force (half Rabinovich's sphere radius), the \
             filling-angle term kept.",
            sig(b.energy())
        ));
        if k.wall {
            out.push(
                "At a primitive wall washino pulls with the pair's force apart (r_j = r_i) \
                      and not at all in the overlap (sidata.radj = 0)."
                    .into(),
            );
        }
    } else {
        out.push(format!(
            "easo pulls with Soulié's S = 0 value ({} N) in the overlap, where the Derjaguin \
             limit 2π R' σ cos θ would be {} N.",
            sig(b.pull.f0),
            sig(2.0 * PI * 2.0 * k.ri * k.rj / (k.ri + k.rj) * k.sigma * cos(k.theta))
        ));
    }
    out
}
