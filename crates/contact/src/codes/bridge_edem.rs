//! EDEM's "Liquid Bridge Model", from Altair's documentation only (help.altair.com/edem,
//! Creator → Physics; not run, not read in source): a cohesive force between two particles or
//! a particle and a Geometry "based on the publications by Mikami et al and Schmelzle et al",
//! F = π r_p γ F̂ with Mikami et al. 1998's dimensionless force F̂; the liquid on a particle
//! is its Custom Properties 'Liquid Mass Ratio' and 'Volume Added' (m³); the bridge forms at
//! physical contact only and acts across the gap only within a Contact Radius larger than the
//! physical radius. Its rupture rule, its radius at a Geometry and its force in the overlap were
//! not in the text reachable here (unconfirmed): nothing is computed for it.

use super::bridge::{named, Wet};
use crate::solution::BridgeCode;

/// EDEM's row: what to type, no numbers.
pub fn row(wet: &Wet) -> BridgeCode {
    let films = if wet.r2.is_some() { 0.5 * wet.volume } else { wet.volume };
    BridgeCode {
        id: "edem-liquid-bridge",
        code: "Altair EDEM",
        title: "Liquid Bridge Model (Creator → Physics)",
        to_type: alloc::vec![
            named("Volume Added", films, "m³"),
            named("surface tension γ", wet.sigma, "N/m")
        ],
        force_at_contact: None,
        force_in_overlap: None,
        rupture_distance: None,
        bridge_energy: None,
        sticking_velocity: None,
        stuck: None,
        restitution: None,
        reproduced: "not reproduced: Mikami et al. 1998's force and EDEM's rupture rule are \
                     not computed here (from the documentation only)"
            .into(),
        source: "Altair EDEM documentation, Liquid Bridge Model",
        status: "documentation",
        notes: alloc::vec![
            "The bridge acts across the gap only within the particles' Contact Radius: set it \
             above the physical radius by at least the rupture gap (unconfirmed how EDEM \
             computes that gap)."
                .into(),
            "'Volume Added' is taken here as the liquid each particle brings (half the bridge \
             for a pair, unconfirmed); 'Liquid Mass Ratio' needs the liquid's density."
                .into(),
        ],
    }
}
