//! What each DEM code makes of a liquid bridge: for the user's liquid (volume V,
//! surface tension σ, contact angle θ, viscosity η, S_min) and bodies, what to type into the
//! code's bridge setting and what the code then does at this pair — its capillary force as
//! the bodies part, its force in the overlap, where it ruptures, the work its bridge takes, and,
//! where the code's contact takes energy only by its bridge (an elastic normal contact, no
//! viscosity, a pull in the overlap that depends on the overlap only), stuck or the
//! restitution from that work: e = √(1 − 2W/(m* v0²)), V_s = √(2W/m*) (the pull in the overlap
//! is conservative). One file per code: [`super::bridge_liggghts`] (easo, washino),
//! [`super::bridge_yade`] (ViscElCapMat's six laws), [`super::bridge_mercurydpm`] (Willett:
//! the library's own law), [`super::bridge_edem`] (from the documentation). Each code's law as
//! read in its source, and its runs: docs/bridge-codes.md, validation/bridge.py. This file
//! is their vocabulary; [`super::bridge_rows`] collects the rows.

use crate::math::sqrt;
use crate::models::rebound_past_sticking;
use crate::scenario::Scenario;
use crate::solution::{BridgeCode, Named, Solution};
use alloc::string::String;
use alloc::vec::Vec;

/// The user's liquid and bodies, as each code's row reads them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Wet {
    /// V \[m³\].
    pub volume: f64,
    /// σ \[N/m\].
    pub sigma: f64,
    /// θ \[rad\].
    pub theta: f64,
    /// η \[Pa·s\].
    pub eta: f64,
    /// S_min \[m\].
    pub s_min: f64,
    /// r1 \[m\].
    pub r1: f64,
    /// r2 \[m\]; `None` at a flat wall.
    pub r2: Option<f64>,
    /// m* \[kg\].
    pub m: f64,
    /// v0 \[m/s\].
    pub v0: f64,
    /// Whether the normal contact is elastic (no dashpot, no history).
    pub elastic: bool,
}

impl Wet {
    /// The scenario's bridge and bodies, from its answer (`None` without a bridge).
    pub fn of(sc: &Scenario, sol: &Solution) -> Option<Wet> {
        let b = sol.liquid_bridge.as_ref()?;
        Some(Wet {
            volume: sc.liquid_volume?,
            sigma: sc.surface_tension?,
            theta: sc.contact_angle.unwrap_or(0.0),
            eta: sc.liquid_viscosity.unwrap_or(0.0),
            s_min: b.min_separation,
            r1: sc.r1?,
            r2: sc.r2,
            m: sol.effective_mass,
            v0: sc.v0.unwrap_or_else(|| v0_of(sol)),
            elastic: sol.law.dashpot.lambda == 0.0 && !sol.law.has_history(),
        })
    }

    /// R* \[m\] (r1 at a wall).
    pub fn r_star(&self) -> f64 {
        self.r2.map_or(self.r1, |r2| self.r1 * r2 / (self.r1 + r2))
    }

    /// Whether nothing but the bridge takes energy (the normal contact elastic, η = 0).
    pub fn conservative(&self) -> bool {
        self.elastic && self.eta == 0.0
    }
}

/// v0 of an answer: its kinetic energy before, ½ m* v0².
fn v0_of(sol: &Solution) -> f64 {
    sqrt(2.0 * sol.energy.before.normal / sol.effective_mass)
}

/// ∫₀^{s_c} f(S) dS \[J\] ([`crate::models::bridge::fits::work`]: graded Gauss–Legendre).
pub fn work(f: &dyn Fn(f64) -> f64, s_c: f64) -> f64 {
    crate::models::bridge::fits::work(f, s_c)
}

/// Stuck, the restitution and the sticking velocity at v0 from the work W of a bridge that
/// alone takes energy (module doc): V_s = √(2W/m*), stuck at v0 ≤ V_s, else
/// e = √(1 − V_s²/v0²).
pub fn by_energy(w: f64, wet: &Wet) -> (Option<bool>, Option<f64>, Option<f64>) {
    let vs = sqrt(2.0 * w / wet.m);
    let stuck = vs >= wet.v0;
    (Some(stuck), Some(rebound_past_sticking(vs, wet.v0)), Some(vs))
}

/// A value to type.
pub fn named(name: &'static str, value: f64, unit: &'static str) -> Named {
    Named { name, value, unit }
}

/// A row with its numbers from the code's law: F(0⁺), the force in the overlap, S_c, W by
/// [`work`], and stuck, e and V_s by [`by_energy`] where `energy_only` (else not reproduced,
/// with `why`).
#[allow(clippy::too_many_arguments)]
pub fn row(
    head: (&'static str, &'static str, &'static str),
    to_type: Vec<Named>,
    law: &dyn Fn(f64) -> f64,
    in_overlap: f64,
    s_c: f64,
    (wet, energy_only, why): (&Wet, bool, &str),
    (source, status): (&'static str, &'static str),
    notes: Vec<String>,
) -> BridgeCode {
    let w = work(law, s_c);
    let (stuck, restitution, sticking_velocity) =
        if energy_only { by_energy(w, wet) } else { (None, None, None) };
    BridgeCode {
        id: head.0,
        code: head.1,
        title: head.2,
        to_type,
        force_at_contact: Some(law(0.0)),
        force_in_overlap: Some(in_overlap),
        rupture_distance: Some(s_c),
        bridge_energy: Some(w),
        sticking_velocity,
        stuck,
        restitution,
        reproduced: if energy_only {
            "from the work of the code's bridge: nothing else takes energy here (an elastic \
             contact, no viscosity, a pull in the overlap that depends on the overlap only)"
                .into()
        } else {
            why.into()
        },
        source,
        status,
        notes,
    }
}

/// Radians in degrees.
pub fn deg(x: f64) -> f64 {
    x * 180.0 / core::f64::consts::PI
}

/// A code's bridge for the scenario: the law composed, what its answer says, what to type.
#[derive(Debug, Clone)]
pub struct CodeBridge {
    /// The bridge as the code computes it.
    pub bridge: crate::models::bridge::law::Bridge,
    /// Its law's texts, V, the radius, whether it acts on the approach.
    pub meta: crate::models::bridge::solve::Meta,
    /// The row's id, code and title.
    pub head: (&'static str, &'static str, &'static str),
    /// What to type in the code.
    pub to_type: Vec<Named>,
    /// What the code does that the user should know.
    pub notes: Vec<String>,
    /// Where it was read.
    pub source: &'static str,
}
