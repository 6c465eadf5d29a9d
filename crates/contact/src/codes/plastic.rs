//! What DEM codes do with an elastic–plastic contact: each code's own plastic law, read in
//! its source (docs/plastic-codes.md, with the file and lines of each rule) and run
//! (validation/plastic.py), composed from the library's springs with a history
//! ([`crate::models::history`]) and the code's own dashpot and rules. One file per code:
//! [`super::plastic_liggghts`] (`hooke/hysteresis`, `luding`, `edinburgh`, `thornton_ning`),
//! [`super::plastic_mercurydpm`] (`LinearPlasticViscoelastic`). This file is their
//! vocabulary ([`PlasticSetting`], [`Built`], [`DashpotMap`]); [`super::plastic_solve`] the
//! one solve: the contact as the code computes it from the values typed, what it achieves,
//! and, for a wanted restitution at the user's speed (`e_with_plasticity`), the value to type
//! in the code's own name and unit that makes that code achieve it.

use crate::error::Error;
use crate::math::{exp, ln, sqrt};
use crate::models::composed::Composed;
use crate::models::history::{History, Hysteretic};
use crate::models::law::Law;
use crate::models::Common;
use crate::scenario::Scenario;
use crate::solution::Named;
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// A code's elastic–plastic setting.
pub(crate) struct PlasticSetting {
    /// Its id (`code`).
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub title: &'static str,
    /// The library's law the code's own maps onto (the page's model for its fields).
    pub model: crate::scenario::Model,
    /// The release read and run, and how it is known.
    pub release: (&'static str, &'static [&'static str], &'static str),
    /// Its tension switch (`limit`), where it has one: on by default in these models.
    pub switch: Option<&'static str>,
    /// The keys it takes beyond the pair (masses, radii, speed).
    pub keys: &'static [&'static str],
    /// What it takes, for the error on a key it does not.
    pub takes_text: &'static str,
    /// Where it was read.
    pub source: &'static str,
    /// Source, documentation, run.
    pub status: &'static str,
    /// The law as the code builds it from the scenario.
    pub build: fn(&Scenario, &Common) -> Result<Built, Error>,
}

/// How a code turns its restitution input into its linear normal dashpot γ \[N·s/m\]:
/// γ = L √(K/(π² + L²)), L = −ln e — LIGGGHTS (`K = 4 m* k_n`, its linear relation on the
/// loading stiffness whatever the law) and MercuryDPM `setRestitutionCoefficient(e, mass)`
/// (`K = 2 mass k1`); inverted, L = γπ/√(K − γ²).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct DashpotMap {
    /// K \[kg·N/m, or the code's own unit of k\].
    pub scale: f64,
    /// The code's name of the restitution input.
    pub name: &'static str,
    /// The smallest e the code takes (exclusive) and the range in words.
    pub lowest: (f64, &'static str),
}

impl DashpotMap {
    /// γ for a typed e.
    pub fn gamma(&self, e: f64) -> f64 {
        if e >= 1.0 {
            return 0.0;
        }
        let l = -ln(e);
        l * sqrt(self.scale / (PI * PI + l * l))
    }

    /// The e that gives γ (`None`: γ at or above √K, no e does).
    pub fn e_of(&self, gamma: f64) -> Option<f64> {
        let d = self.scale - gamma * gamma;
        (d > 0.0).then(|| exp(-gamma * PI / sqrt(d)))
    }
}

/// What a code's law is for the scenario: the undamped law, its dashpot, its rules, what to
/// type.
#[derive(Clone)]
pub(crate) struct Built {
    /// The law without its dashpot.
    pub law0: Law,
    /// The code's restitution → dashpot mapping (`None`: no normal dashpot).
    pub dashpot: Option<DashpotMap>,
    /// The name of the dashpot's own input, given as `damping` \[N·s/m\] (MercuryDPM
    /// `setDissipation`), if the code has one.
    pub gamma_given: Option<&'static str>,
    /// Whether the code clips the total at 0 ([`clipped`]).
    pub clip: bool,
    /// The loading stiffness and its unit.
    pub stiffness: (f64, String),
    /// E*, R* where the material gave the stiffness.
    pub material: Option<crate::pair::Material>,
    /// The values to type beside the dashpot's input.
    pub values: Vec<Named>,
    /// What the user of this setting should know.
    pub notes: Vec<String>,
    /// The code's input lines, given the restitution (or dissipation) to write.
    pub snippet: fn(&Built, f64) -> String,
    /// For a law without a normal dashpot: the plasticity input the code searches for
    /// `e_with_plasticity` (its name, bracket, and the law for a value).
    pub retune: Option<Retune>,
    /// A law the code completes at the turn from the largest overlap (LIGGGHTS edinburgh's
    /// adhesive branch from the surface energy): the contact is integrated again with it (its
    /// loading does not depend on it).
    pub regeom: Option<fn(&Built, &Law, f64) -> Law>,
    /// The numbers `retune` and `regeom` need.
    pub ctx: [f64; 4],
    /// The paper's law for the same inputs, and its name: what the code's rules change.
    pub paper: Option<Paper>,
}

/// The paper's law from the code's, and its name.
pub(crate) type Paper = (fn(&Law) -> Law, &'static str);

/// A plasticity input that sets the restitution of a code without a normal dashpot.
#[derive(Clone, Copy)]
pub(crate) struct Retune {
    /// Its name in the code.
    pub name: &'static str,
    /// The bracket searched (in ln).
    pub range: (f64, f64),
    /// The law for a value.
    pub law: fn(&Built, f64) -> Law,
}

/// The name of the paper's hysteretic law.
pub(crate) const WBL: &str = "Walton & Braun 1986 with Luding 2008's k2(δ_max) (the library's `hysteretic`: loading on k to δ_max and unloading from there, above δ_lim too; the same dashpot, never clipped)";

/// The paper's hysteretic law for a code's: the model's own rule above δ_lim.
pub(crate) fn walton_braun_luding(law: &Law) -> Law {
    match law.history {
        Some(History::Hysteretic(h)) => Composed {
            history: Some(History::Hysteretic(Hysteretic { capped: false, ..h })),
            ..*law
        },
        _ => *law,
    }
}
