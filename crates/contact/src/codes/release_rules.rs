//! What a code's setting does in some of its releases, as data each code's file holds on its
//! [`super::code::Code`] (its eras, the releases a setting is absent from, its wall);
//! [`super::releases`] resolves a setting in a release with them.

use super::setting::Rule;

/// What a wall is to the code (beside what the scenario says of body 2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wall {
    /// As the scenario gives it (a rigid flat wall, or body 2's material).
    AsGiven,
    /// A wall of the particle's material, E_eff = E/(2(1 − ν²)) (LAMMPS `fix wall/gran`
    /// from 2Aug2023).
    ParticleMaterial,
    /// LAMMPS `fix wall/gran … hertz/material` before 2Aug2023: E_eff = E/(2(1 − ν)).
    ParticleMaterialOld,
    /// A sphere of the particle's radius: R* = r/2 (Yade `Ig2_Wall_Sphere_ScGeom`).
    SphereOfSameRadius,
    /// A fixed body of nominal mass 1 kg entering m* (Chrono `ChBody`).
    NominalMass,
}

/// A setting's behaviour over some of its code's releases, where it differs from the
/// setting's own rule or wall.
pub(crate) struct Era {
    /// The setting's id.
    pub setting: &'static str,
    /// The releases.
    pub releases: &'static [&'static str],
    /// Its rule there, where it differs.
    pub rule: Option<Rule>,
    /// Its wall there, where it differs.
    pub wall: Option<Wall>,
    /// Where it was read or run.
    pub source: &'static str,
    /// The setting's one-line summary in these releases, where its rule differs (so that
    /// the text and the numbers describe the same release).
    pub summary: Option<&'static str>,
}

/// A release a setting does not exist in: its id, the releases, and why (the words that
/// follow "not taken by").
pub(crate) type Absent = (&'static str, &'static [&'static str], &'static str);

/// [`super::code::Code::wall`] of a code whose walls are as the scenario gives them.
pub(crate) fn wall_as_given(_: &super::setting::Setting) -> Wall {
    Wall::AsGiven
}
