//! The vocabulary of the key table: what a scenario key is ([`Key`]: its group, what it holds,
//! who takes it, its help). The table itself is written once, in `scenario.rs`'s
//! `scenario_keys!`, which also declares the [`crate::Scenario`] field of each key; `KEYS`, the
//! dimension check, each model's and each adhesive law's keys, a code setting's keys, the
//! CLI's `keys` and the page's key lists all derive from it.

use crate::units::Physical;
use alloc::string::String;

/// Where a key belongs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    /// The bodies and the impact: masses, radii, speed or drop height, body acceleration.
    Pair,
    /// The material: Young's moduli and Poisson's ratios.
    Material,
    /// A stiffness given directly.
    Stiffness,
    /// The dissipation: the restitution, the model's damping constant, local damping.
    Dissipation,
    /// The normal law's own choices and constants (model, end, exponents, …).
    Normal,
    /// The tangential half of an oblique impact.
    Tangential,
    /// Adhesion.
    Adhesion,
    /// A pendular liquid bridge.
    Bridge,
    /// A DEM code setting and what only code settings take.
    Code,
}

impl Group {
    /// Its id: `pair`, `material`, `stiffness`, `dissipation`, `normal`, `tangential`,
    /// `adhesion`, `bridge`, `code`.
    pub fn id(self) -> &'static str {
        match self {
            Group::Pair => "pair",
            Group::Material => "material",
            Group::Stiffness => "stiffness",
            Group::Dissipation => "dissipation",
            Group::Normal => "normal",
            Group::Tangential => "tangential",
            Group::Adhesion => "adhesion",
            Group::Bridge => "bridge",
            Group::Code => "code",
        }
    }
    /// The group by the names of the contact's parts: `normal` (the pair, material, stiffness,
    /// dissipation and the normal law's own), `tangential`, `adhesion`, `bridge`,
    /// `code`.
    pub fn name(self) -> &'static str {
        match self {
            Group::Pair
            | Group::Material
            | Group::Stiffness
            | Group::Dissipation
            | Group::Normal => "normal",
            Group::Tangential => "tangential",
            Group::Adhesion => "adhesion",
            Group::Bridge => "bridge",
            Group::Code => "code",
        }
    }
}

/// What a key holds.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Measure {
    /// A name out of a list.
    Text,
    /// Yes or no.
    Bool,
    /// A number of this quantity (text may carry a unit of its dimension).
    Number(Physical),
    /// The stiffness k of k ξ^w, N/m^w with the model's w.
    Stiffness,
}

impl Measure {
    /// The unit in plain text, as `dem-contact keys` prints it: `kg`, `kg/m^3`, `J/m^2`,
    /// `N/m^w`, `1`, `text`, `bool`.
    pub fn unit_text(&self) -> String {
        match self {
            Measure::Text => "text".into(),
            Measure::Bool => "bool".into(),
            Measure::Number(q) => q.unit_text(),
            Measure::Stiffness => "N/m^w".into(),
        }
    }
}

/// Who takes a key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Takers {
    /// Every model (a `code` key: every code setting).
    Every,
    /// The models or the adhesive laws named (`"power-function"`, `"jkr"`).
    Of(&'static [&'static str]),
    /// Every model but those named (`local_damping`: all but the power function, which
    /// integrates its history branch by branch without it).
    AllBut(&'static [&'static str]),
    /// Decided elsewhere: a choice every scenario makes, or a key of some code settings
    /// (their `extra`).
    Other,
}

impl Takers {
    /// Whether the model or adhesive law named `name` takes the key.
    pub fn include(&self, name: &str) -> bool {
        match self {
            Takers::Every => true,
            Takers::Of(names) => names.contains(&name),
            Takers::AllBut(names) => !names.contains(&name),
            Takers::Other => false,
        }
    }
}

/// One row of the key table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Key {
    /// The key.
    pub name: &'static str,
    /// Where it belongs.
    pub group: Group,
    /// What it holds.
    pub measure: Measure,
    /// Who takes it.
    pub takers: Takers,
    /// The library's choice when it is not given (choices only; "" where none).
    pub default: &'static str,
    /// What it means (the [`crate::Scenario`] field's doc).
    pub help: &'static str,
}

/// A key as a form asks for it: what the field is called, its hint and what an empty field
/// stands for (the page builds a view's inputs from an analysis's table of these: the
/// timestep's, the speed sweep's). A hint writes code in backticks
/// (`` `model dynamic timestep safety-factor` ``).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field {
    /// The key (`dt`, `packing`, `from`, …).
    pub key: &'static str,
    /// What the field is called.
    pub label: &'static str,
    /// What to type and what an empty field means ("" where the label says it all).
    pub hint: &'static str,
    /// What an empty field stands for, shown in it ("" where nothing is).
    pub placeholder: &'static str,
}
