//! MercuryDPM's Willett bridge, read in kuwt/MercuryDPM_fork (commit fb0ebf1d):
//! `Kernel/Interactions/AdhesiveForceInteractions/LiquidBridgeWilletInteraction.cc:102–121` —
//! in the overlap 2π(2R*)σ cos θ, apart, once in contact, that over (1 + (1.05 + 2.5 s)s),
//! s = S √(2R*/V), R* = r1 at a wall, no force beyond (1 + θ/2) V^(1/3)
//! (`LiquidBridgeWilletSpecies.cc:106–109`; θ in radians): the library's `willett` with
//! `rupture: lian` exactly. The species cannot be built at this commit (its constructor
//! dereferences the base species before it is set: SIGSEGV, run); the liquid-migration species
//! `LiquidMigrationWilletSpecies` has the same force (its bridge forms one step after the first
//! overlap and acts one step beyond S_c), and was run (validation/bridge.py: its e, t_c and
//! ξ_max agree with the library's integration within the runs' tolerances).
//! `LiquidMigrationWilletViscousInteraction.cc:89–121` adds a lubrication 6π η R*² v_n/S only
//! apart and only for S > R*/100.

use super::bridge::{named, Wet};
use crate::scenario::{BridgeLaw, Model, Rupture, Scenario};
use crate::solution::{BridgeCode, Solution};
use alloc::vec::Vec;

/// Where it was read.
const SOURCE: &str = "MercuryDPM (fork kuwt/MercuryDPM_fork, commit fb0ebf1d): \
                      LiquidBridgeWilletInteraction.cc, LiquidBridgeWilletSpecies.cc, \
                      LiquidMigrationWilletInteraction.cc; run (built from source)";

/// MercuryDPM's row: the library's own law, so the answer's own numbers where the scenario is
/// willett with Lian's rupture, no viscosity, on hertz or tsuji (MercuryDPM's Hertzian
/// dashpot is Tsuji's).
pub fn rows(sc: &Scenario, sol: &Solution, wet: &Wet) -> Vec<BridgeCode> {
    let Some(b) = sol.liquid_bridge.as_ref() else { return Vec::new() };
    let same = b.law == BridgeLaw::Willett
        && b.rupture == Rupture::Lian
        && wet.eta == 0.0
        && matches!(sc.model, Model::Hertz | Model::Tsuji);
    let mut notes = alloc::vec![
        "LiquidBridgeWilletSpecies crashes at this commit (its constructor, SIGSEGV, run): use \
         LiquidMigrationWilletSpecies with setLiquidBridgeVolumeMax ≥ V and the beads' films \
         (LiquidFilmParticle::setLiquidVolume: V/2 each for a pair, V at a wall); its bridge \
         forms one step after the first overlap."
            .into(),
    ];
    if wet.eta > 0.0 {
        notes.push(
            "LiquidMigrationWilletViscousInteraction's lubrication acts only apart and only for \
             S > R*/100 (none in the overlap), where the library holds it at S_min."
                .into(),
        );
    }
    let films = if wet.r2.is_some() { 0.5 * wet.volume } else { wet.volume };
    let row = BridgeCode {
        id: "mercurydpm-willett",
        code: "MercuryDPM",
        title: "LiquidBridgeWilletSpecies (LiquidMigrationWilletSpecies)",
        to_type: alloc::vec![
            named("setLiquidBridgeVolume", wet.volume, "m³"),
            named("setLiquidBridgeVolumeMax", wet.volume, "m³"),
            named("LiquidFilmParticle::setLiquidVolume", films, "m³"),
            named("setSurfaceTension", wet.sigma, "N/m"),
            named("setContactAngle", wet.theta, "rad"),
        ],
        force_at_contact: Some(b.force_at_contact),
        force_in_overlap: Some(b.force_at_contact),
        rupture_distance: (b.rupture == Rupture::Lian).then_some(b.rupture_distance),
        bridge_energy: (b.law == BridgeLaw::Willett && b.rupture == Rupture::Lian)
            .then_some(b.bridge_energy),
        sticking_velocity: if same { b.sticking_velocity } else { None },
        stuck: same.then_some(b.stuck),
        restitution: same.then_some(sol.restitution),
        reproduced: if same {
            "the library's answer: MercuryDPM's law is the contract's willett with Lian's \
             rupture"
                .into()
        } else {
            "not reproduced here: the scenario's law, rupture, viscosity or model is not \
             MercuryDPM's (willett, lian, no viscosity, hertz or tsuji)"
                .into()
        },
        source: SOURCE,
        status: "source, run",
        notes,
    };
    alloc::vec![row]
}

/// The bridge MercuryDPM computes for a `mercurydpm-…` scenario with `liquid_bridge`: the
/// library's `willett` with `rupture: lian` (module doc; R' = 2R*, 2 r1 at a wall).
pub fn bridge(sc: &Scenario) -> Result<super::bridge::CodeBridge, crate::error::Error> {
    use crate::error::Error;
    use crate::models::bridge::solve::{bridge as contract, inputs, Meta};
    if sc.liquid_bridge != Some(BridgeLaw::Willett) {
        return Err(Error::Invalid {
            field: "liquid_bridge".into(),
            value: sc.liquid_bridge.map_or("", |l| l.name()).into(),
            expected: "willett (MercuryDPM's LiquidBridgeWilletInteraction)",
        });
    }
    if sc.rupture == Some(Rupture::Willett) {
        return Err(Error::NotTaken {
            field: "rupture",
            by: "MercuryDPM (its Willett bridge ends at Lian et al. 1993's interaction distance, \
                 LiquidBridgeWilletSpecies.cc:106–109: rupture lian)",
        });
    }
    if sc.liquid_viscosity.is_some_and(|v| v != 0.0) {
        return Err(Error::NotTaken {
            field: "liquid_viscosity",
            by: "MercuryDPM here (LiquidMigrationWilletViscousInteraction's lubrication acts only \
                 apart and only for S > R*/100, not reproduced)",
        });
    }
    let i = inputs(sc, BridgeLaw::Willett)?;
    let bridge = contract(sc, &i);
    let meta = Meta {
        law: BridgeLaw::Willett,
        rupture: Rupture::Lian,
        formula: BridgeLaw::Willett.formula(),
        source: BridgeLaw::Willett.source(),
        rupture_formula: Rupture::Lian.formula(),
        rupture_source: Rupture::Lian.source(),
        viscous: false,
        volume: i.volume,
        r_prime: 2.0 * i.r_star,
        on_approach: false,
    };
    let films = if sc.r2.is_some() { 0.5 * i.volume } else { i.volume };
    Ok(super::bridge::CodeBridge {
        bridge,
        meta,
        head: (
            "mercurydpm-willett",
            "MercuryDPM",
            "LiquidBridgeWilletSpecies (LiquidMigrationWilletSpecies)",
        ),
        to_type: alloc::vec![
            named("setLiquidBridgeVolume", i.volume, "m³"),
            named("setLiquidBridgeVolumeMax", i.volume, "m³"),
            named("LiquidFilmParticle::setLiquidVolume", films, "m³"),
            named("setSurfaceTension", i.sigma, "N/m"),
            named("setContactAngle", i.theta, "rad"),
        ],
        notes: alloc::vec![
            "MercuryDPM's Willett bridge is the library's willett with Lian's rupture: in the \
             overlap 2π(2R*)σ cos θ, apart the Willett fit, R' = 2R* (2 r1 at a wall)."
                .into(),
            "LiquidBridgeWilletSpecies crashes at this commit (its constructor, SIGSEGV, run): \
             use LiquidMigrationWilletSpecies with setLiquidBridgeVolumeMax ≥ V and the beads' \
             films; its bridge forms one step after the first overlap and acts one step beyond \
             S_c."
                .into(),
        ],
        source: SOURCE,
    })
}
