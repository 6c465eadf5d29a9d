//! Yade 2023.02a's `ViscElCapMat` liquid bridge from a code scenario's keys (`code:
//! yade-viscel`, `liquid_bridge` one of its six `CapillarType`s): the bridge the code computes,
//! composed by [`super::bridge_code`]. Read in `pkg/dem/ViscoelasticCapillarPM.cpp` at tag
//! 2023.02a (commit d081c80d, mirror Aoxi-git/Cementor) and run (Debian yade 2023.02a;
//! docs/bridge-codes.md, validation/recorded_bridge.json):
//!
//! - R = 2 r1 r2/(r1 + r2) = 2R* for two spheres, R = r1 at a wall (cpp 120–128): at a wall
//!   every law gives the pair's force, half the Derjaguin wall's;
//! - the bridge forms at the first contact (cpp 114–129); no capillary force while the bodies
//!   overlap, the ViscEl law alone (cpp 193–213);
//! - apart, the law chosen until S = sCrit = (1 + θ/2)(V*^(1/3) + 0.1 V*^(2/3)) R, V* = V/R³
//!   (Willett et al. 2000, eq. 15, cpp 217–224), whatever the law; θ typed in degrees (cpp
//!   49–53);
//! - the laws (cpp 230–415): `Willett_analytic` = the library's willett with R' = R,
//!   `Lambert` = its rabinovich with R' = R, `Willett_numeric`, `Weigert`, `Rabinovich` (with
//!   the filling-angle term) and `Soulie` ([`crate::models::bridge::fits`]);
//! - no lubrication: `dcap` is a dashpot −dcap·v_n on the bridge apart (cpp 147–165), not
//!   6π η R*² Ṡ/S; `liquid_viscosity` is refused.

use super::bridge::{named, CodeBridge};
use crate::error::Error;
use crate::models::bridge::fits::Fit;
use crate::models::bridge::force::{Capillary, Lubrication};
use crate::models::bridge::law::{Bridge, Pull};
use crate::models::bridge::rupture;
use crate::models::bridge::solve::{inputs, Meta};
use crate::scenario::{BridgeLaw, Rupture, Scenario};
use crate::text::sig;
use core::f64::consts::PI;

/// Where it was read.
const SOURCE: &str = "yade tag 2023.02a (commit d081c80d, mirror Aoxi-git/Cementor): \
                      pkg/dem/ViscoelasticCapillarPM.cpp; run (Debian yade 2023.02a)";

/// The laws Yade takes, by `CapillarType`.
const EXPECTED: &str = "willett (Willett_analytic), willett-numeric (Willett_numeric), weigert \
                        (Weigert), rabinovich (Lambert), rabinovich-filling-angle (Rabinovich) \
                        or soulie (Soulie): Yade ViscElCapMat's CapillarType";

/// The six laws: `CapillarType`, the row's id, the law.
pub(crate) const LAWS: [(&str, &str, BridgeLaw); 6] = [
    ("Willett_numeric", "yade-capillar-willett-numeric", BridgeLaw::WillettNumeric),
    ("Willett_analytic", "yade-capillar-willett-analytic", BridgeLaw::Willett),
    ("Weigert", "yade-capillar-weigert", BridgeLaw::Weigert),
    ("Rabinovich", "yade-capillar-rabinovich", BridgeLaw::RabinovichFillingAngle),
    ("Lambert", "yade-capillar-lambert", BridgeLaw::Rabinovich),
    ("Soulie", "yade-capillar-soulie", BridgeLaw::Soulie),
];

/// The law's `CapillarType` and the row's id ([`LAWS`]).
fn kind(law: BridgeLaw) -> Option<(&'static str, &'static str)> {
    LAWS.iter().find(|l| l.2 == law).map(|&(kind, id, _)| (kind, id))
}

/// The capillary law `law` as Yade writes it with its radius R (module doc).
pub fn capillary(law: BridgeLaw, r: f64, sigma: f64, theta: f64, volume: f64) -> Capillary {
    match law {
        BridgeLaw::Willett => Capillary::new(false, r, sigma, theta, volume),
        BridgeLaw::Rabinovich => Capillary::new(true, r, sigma, theta, volume),
        BridgeLaw::WillettNumeric => Capillary::Fit(Fit::willett_numeric(r, sigma, theta, volume)),
        BridgeLaw::Weigert => Capillary::Fit(Fit::Weigert { r, sigma, theta, volume }),
        BridgeLaw::RabinovichFillingAngle => {
            Capillary::Fit(Fit::Filling { r, sigma, theta, volume })
        }
        _ => Capillary::Fit(Fit::soulie(r, r, sigma, theta, volume)),
    }
}

/// The bridge Yade computes for a `yade-viscel` scenario (module doc).
pub fn bridge(sc: &Scenario) -> Result<CodeBridge, Error> {
    let law = sc.liquid_bridge.unwrap_or(BridgeLaw::Willett);
    let (kind, id) = kind(law).ok_or_else(|| Error::Invalid {
        field: "liquid_bridge".into(),
        value: law.name().into(),
        expected: EXPECTED,
    })?;
    if sc.rupture == Some(Rupture::Lian) {
        return Err(Error::NotTaken {
            field: "rupture",
            by: "Yade's ViscElCapMat (it ruptures at Willett et al. 2000's eq. 15 whatever the \
                 law, ViscoelasticCapillarPM.cpp:217–224: rupture willett)",
        });
    }
    if sc.liquid_viscosity.is_some_and(|v| v != 0.0) || sc.min_separation.is_some() {
        let field = if sc.min_separation.is_some() { "min_separation" } else { "liquid_viscosity" };
        return Err(Error::NotTaken {
            field,
            by: "Yade's ViscElCapMat (no lubrication: its dcap is a dashpot −dcap·v_n on the \
                 bridge apart, ViscoelasticCapillarPM.cpp:147–165)",
        });
    }
    for (field, given) in [
        ("surface_liquid_content", sc.surface_liquid_content.is_some()),
        ("min_separation_ratio", sc.min_separation_ratio.is_some()),
        ("max_separation_ratio", sc.max_separation_ratio.is_some()),
        ("lb_volume_fraction", sc.lb_volume_fraction.is_some()),
    ] {
        if given {
            return Err(Error::NotTaken { field, by: "Yade's ViscElCapMat (a LIGGGHTS key)" });
        }
    }
    let i = inputs(sc, law)?;
    let wall = sc.r2.is_none();
    let r = if wall { i.r_star } else { 2.0 * i.r_star };
    let capillary = capillary(law, r, i.sigma, i.theta, i.volume);
    let bridge = Bridge {
        capillary,
        rupture: rupture::distance(Rupture::Willett, i.volume, i.theta, r),
        lubrication: Lubrication { c0: 0.0, s_min: 0.01 * i.r_star },
        pull: Pull::constant(0.0),
        // ViscEl's clip is the code setting's (`limit`, composed by super::bridge_code).
        clip: false,
    };
    let meta = Meta {
        law,
        rupture: Rupture::Willett,
        formula: law.formula(),
        source: law.source(),
        rupture_formula: "sCrit = (1 + θ/2)(V*^(1/3) + 0.1 V*^(2/3)) R, V* = V/R³, R = 2R* \
                          (pair), r1 (wall)",
        rupture_source: "Willett et al. 2000, Langmuir 16:9396, eq. 15, as Yade 2023.02a \
                         ViscoelasticCapillarPM.cpp:217–224 applies it",
        viscous: false,
        volume: i.volume,
        r_prime: 2.0 * i.r_star,
        on_approach: false,
    };
    let mut notes = alloc::vec![
        alloc::format!(
            "CapillarType '{kind}': the bridge forms at the first contact and pulls only apart \
             (no capillary force while the bodies overlap, the ViscEl law alone), until sCrit = \
             {} m (Willett et al. 2000's eq. 15 with Yade's R, whatever the law).",
            sig(bridge.rupture)
        ),
        "Yade's theta is in degrees, gamma is σ itself (N/m), Vb the bridge's volume (m³); \
         Capillar=True and the same values on both materials (else a runtime_error)."
            .into(),
        "Computed as Yade runs with NewtonIntegrator(damping=0) (validation/bridge_run.py): \
         its default damping = 0.2 (pkg/dem/NewtonIntegrator.hpp) also slows each body, which \
         the wet impact here leaves out; set damping=0 in the script to match."
            .into(),
    ];
    if wall {
        notes.push(alloc::format!(
            "At a wall Yade takes R = r1 = {} m where the Derjaguin radius is 2 r1: the pair's \
             force, half the wall's.",
            sig(r)
        ));
    }
    let to_type = alloc::vec![
        named("Vb", i.volume, "m³"),
        named("gamma", i.sigma, "N/m"),
        named("theta", i.theta * 180.0 / PI, "deg"),
        named("dcap", 0.0, "N·s/m"),
    ];
    Ok(CodeBridge {
        bridge,
        meta,
        head: (id, "Yade 2023.02a", kind),
        to_type,
        notes,
        source: SOURCE,
    })
}
