//! What a code does the same way in each of its settings ([`Code`]: its defaults, its input
//! snippet, its timestep line), and what a snippet is filled with ([`Input`]: the setting,
//! the scenario, the pair as the code sees it and the values solved). Each code's file holds
//! its own `CODE`.

use super::adhesion_setting::AdhesiveSetting;
use super::ctx::Ctx;
use super::friction::Friction;
use super::setting::Setting;
use crate::scenario::Scenario;
use crate::solution::Named;

/// The values a snippet is written with.
pub(crate) struct Input<'a> {
    /// The setting.
    pub s: &'a Setting,
    /// The scenario as given.
    pub sc: &'a Scenario,
    /// The pair as the code sees it.
    pub ctx: &'a Ctx,
    /// The contact's stiffness as solved (k, or k1 and k2 in series), written out.
    pub k: alloc::string::String,
    /// E1, ν1 and ρ1 written out, or placeholders.
    pub e1: alloc::string::String,
    /// See `e1`.
    pub nu1: alloc::string::String,
    /// See `e1`.
    pub rho1: alloc::string::String,
    /// The value to write for the dissipation input.
    pub value: f64,
    /// The code's tension switch.
    pub limit: bool,
    /// Whether the value is the setting's second input ([`super::setting::Instead`]).
    pub instead: bool,
    /// The tangential contact.
    pub friction: Friction,
}

/// What a code does the same way in each of its settings: its defaults where the user gives
/// nothing, its input snippet and its timestep line. Each code's file holds its own
/// (`CODE`); `catalogue::code_of` finds a setting's.
#[derive(Clone, Copy)]
pub(crate) struct Code {
    /// Its name ([`Setting::code`]).
    pub name: &'static str,
    /// Its settings' tangential laws, by id ([`super::tangential`]).
    pub tangential: &'static [super::tangential_law::Tangential],
    /// Its settings' behaviour in releases where it differs from their own rule or wall.
    pub eras: &'static [super::release_rules::Era],
    /// The releases a setting of it does not exist in.
    pub absent: &'static [super::release_rules::Absent],
    /// What a wall is to a setting in its newest release.
    pub wall: fn(&Setting) -> super::release_rules::Wall,
    /// Its adhesive settings' input: the base setting's snippet with the adhesion (the values
    /// to type) written into it.
    pub adhesion_line: fn(&AdhesiveSetting, &str, &[Named]) -> alloc::string::String,
    /// A setting's lines where its snippet cannot be written for the inputs (the setting's
    /// id, why).
    pub unwritten: fn(&str, &str) -> alloc::string::String,
    /// What its settings compose with, for the refusal of another adhesive law or setting
    /// (the choices to make instead).
    pub adhesion_choices: &'static str,
    /// The characteristic impact speed it takes when `v_char` is not given \[m/s\]; `None`:
    /// the impact speed itself (or none used).
    pub v_char_default: Option<f64>,
    /// Local damping its integrator applies unless told otherwise, and what the user reads
    /// of it where the scenario leaves it out.
    pub integrator_damping: Option<(f64, &'static str)>,
    /// Its input snippet, filled in.
    pub snippet: fn(&Input<'_>) -> alloc::string::String,
    /// The line of its input that sets the timestep, for the setting id given (the number
    /// written out), in the snippet's language (Chrono's C++, DEM-Engine's Python).
    pub timestep_line: fn(&str, &str) -> alloc::string::String,
    /// The setting's one-line summary for these inputs, where its catalogue summary speaks of
    /// a number that depends on them (MercuryDPM's species at a wall); `None`: the catalogue's.
    pub summary: fn(&Input<'_>) -> Option<alloc::string::String>,
}

/// [`Code::summary`] of a code whose settings' summaries hold for any input.
pub(crate) fn same_summary(_: &Input<'_>) -> Option<alloc::string::String> {
    None
}
