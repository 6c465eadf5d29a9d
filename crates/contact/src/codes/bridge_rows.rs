//! What every DEM code makes of a liquid bridge ([`super::bridge`]): one row per code
//! setting, beside the library's answer.

use super::bridge::Wet;
use crate::scenario::Scenario;
use crate::solution::{BridgeCode, Solution};
use alloc::vec::Vec;

/// What the codes make of the scenario's bridge (`sol` its answer without a code): one row per
/// code setting; none without a bridge.
pub fn rows(sc: &Scenario, sol: &Solution) -> Vec<BridgeCode> {
    let Some(wet) = Wet::of(sc, sol) else { return Vec::new() };
    let mut out = Vec::new();
    out.extend(super::bridge_liggghts::rows(&wet));
    out.extend(super::bridge_yade::rows(&wet));
    out.extend(super::bridge_mercurydpm::rows(sc, sol, &wet));
    out.push(super::bridge_edem::row(&wet));
    out
}
