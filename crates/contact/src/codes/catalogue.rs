//! The catalogue: every code setting, by code, and what the page lists of each.

use super::code::Code;
use super::setting::{Setting, Stiffness, Takes};
use super::{chrono, edem, kratos, lammps, liggghts, mercurydpm, pfc, yade};
use crate::scenario::{Model, Scenario};
use crate::solution::Solution;
use alloc::vec::Vec;

/// Every setting, grouped by code.
pub const SETTINGS: &[&Setting] = &[
    &lammps::HOOKE_COEFF_RESTITUTION,
    &lammps::HERTZ_COEFF_RESTITUTION,
    &lammps::HERTZ_TSUJI,
    &lammps::HERTZ_TSUJI_PRE2026,
    &lammps::HERTZ_VISCOELASTIC,
    &lammps::GRAN_HERTZ_HISTORY,
    &lammps::GRAN_HOOKE,
    &lammps::GRAN_HOOKE_HISTORY,
    &lammps::HOOKE_VELOCITY,
    &lammps::HOOKE_MASS_VELOCITY,
    &lammps::HOOKE_VISCOELASTIC,
    &liggghts::HERTZ,
    &liggghts::HOOKE,
    &liggghts::HOOKE_STIFFNESS,
    &liggghts::HERTZ_STIFFNESS,
    &edem::HERTZ_MINDLIN,
    &pfc::LINEAR,
    &pfc::HERTZ,
    &yade::VISCEL,
    &yade::HERTZ_MINDLIN,
    &yade::CUNDALL_STRACK,
    &mercurydpm::LINEAR,
    &mercurydpm::HERTZIAN,
    &chrono::SMC_HOOKE,
    &chrono::SMC_HERTZ,
    &chrono::MULTICORE_FLORES,
    &chrono::DEME,
    &kratos::HERTZ,
    &kratos::LINEAR,
];

/// The id as the catalogue spells it, if it is one.
pub fn parse_id(s: &str) -> Option<&'static str> {
    SETTINGS.iter().find(|x| x.id == s).map(|x| x.id)
}

/// The setting of an id.
pub fn setting(id: &str) -> Option<&'static Setting> {
    SETTINGS.iter().copied().find(|x| x.id == id)
}

/// The scenario of a code setting with its input set to the value to type, so that the
/// code achieves the requested restitution: the "exact" companion of `sc` (solved as
/// `sol`). `None` when `sc` names no code, no e was requested, or no value reaches it.
pub fn with_value_to_type(sc: &Scenario, sol: &Solution) -> Option<Scenario> {
    let info = sol.code.as_ref()?;
    let to = info.to_type.as_ref()?;
    let s = setting(info.id)?;
    let mut out = sc.clone();
    match s.takes {
        Takes::Restitution => out.e = Some(to.value),
        Takes::Damping => {
            out.e = None;
            out.damping = Some(to.value);
        }
        Takes::LocalDamping => {
            out.e = None;
            out.local_damping = Some(to.value);
        }
    }
    Some(out)
}

/// A code setting as the page lists it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SettingInfo {
    /// Id.
    pub id: &'static str,
    /// Code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub title: &'static str,
    /// A few words, for a selector with the code's name before them.
    pub short: &'static str,
    /// One line.
    pub summary: &'static str,
    /// The model its force law maps onto.
    pub model: Model,
    /// "restitution" or "damping".
    pub takes: &'static str,
    /// The input's name in the code.
    pub typed_name: &'static str,
    /// Its unit.
    pub typed_unit: &'static str,
    /// Clips tension by default.
    pub clipped: bool,
    /// The tension switch's name.
    pub switch: Option<&'static str>,
    /// Extra keys taken (`tc`, `v_char`).
    pub extra: &'static [&'static str],
    /// "k", "k-or-material", "material" or "contact-time".
    pub stiffness: &'static str,
    /// Where it was read.
    pub source: &'static str,
    /// Confirmed from source, documentation, unconfirmed.
    pub status: &'static str,
    /// The adhesive laws it composes with (`adhesion`), and what it then takes: LAMMPS's
    /// `jkr`/`dmt` are its normal model, a Hertz spring from the material, whatever the
    /// setting's own spring ([`super::adhesion::Normal::Submodel`]).
    pub adhesive: Vec<AdhesiveBase>,
}

/// An adhesive law a setting composes with ([`SettingInfo::adhesive`]).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AdhesiveBase {
    /// The law (`adhesion`).
    pub law: &'static str,
    /// The code's adhesive setting.
    pub id: &'static str,
    /// What the setting takes for its stiffness with it ("k", "k-or-material", "material"
    /// or "contact-time").
    pub stiffness: &'static str,
    /// The model its force law then maps onto.
    pub model: Model,
}

/// The adhesive laws a setting composes with ([`SettingInfo::adhesive`]).
fn adhesive_bases(s: &Setting, stiffness: &'static str) -> Vec<AdhesiveBase> {
    use crate::scenario::AdhesionLaw;
    AdhesionLaw::ALL
        .iter()
        .filter_map(|&law| {
            let a = super::adhesion::for_setting(s.id, s.code, law)?;
            let submodel = a.normal == super::adhesion::Normal::Submodel;
            Some(AdhesiveBase {
                law: law.name(),
                id: a.id,
                stiffness: if submodel { "material" } else { stiffness },
                model: if submodel { Model::Hertz } else { s.model() },
            })
        })
        .collect()
}

/// Every setting, for a list or a selector.
pub fn catalogue() -> Vec<SettingInfo> {
    SETTINGS
        .iter()
        .map(|s| SettingInfo {
            id: s.id,
            code: s.code,
            title: s.title,
            short: s.short,
            summary: s.summary,
            model: s.model(),
            takes: match s.takes {
                Takes::Restitution => "restitution",
                Takes::Damping => "damping",
                Takes::LocalDamping => "local-damping",
            },
            typed_name: s.typed_name,
            typed_unit: s.typed_unit,
            clipped: s.clipped,
            switch: s.switch,
            extra: s.extra,
            stiffness: stiffness_name(s.stiffness),
            source: s.source,
            status: s.status,
            adhesive: adhesive_bases(s, stiffness_name(s.stiffness)),
        })
        .collect()
}

fn stiffness_name(s: Stiffness) -> &'static str {
    match s {
        Stiffness::K => "k",
        Stiffness::KOrMaterial => "k-or-material",
        Stiffness::Material => "material",
        Stiffness::ContactTime => "contact-time",
    }
}

/// The line of a code's input that sets the timestep `dt` \[s\] (what its snippet lacks until
/// a timestep is chosen): LIGGGHTS and LAMMPS `timestep`, Yade `O.dt`, PFC `model timestep
/// fix`, MercuryDPM `setTimeStep`, Chrono `DoStepDynamics`, EDEM's fixed time step in words,
/// Kratos `MaxTimeStep` (each code's `timestep_line`).
pub fn timestep_line(id: &str, dt: f64) -> Option<alloc::string::String> {
    Some((code_of(setting(id)?)?.timestep_line)(id, &crate::text::num(dt, 4)))
}

/// Every code, with what it does the same way in each of its settings.
const CODES: &[&Code] = &[
    &lammps::CODE,
    &liggghts::CODE,
    &edem::CODE,
    &pfc::CODE,
    &yade::CODE,
    &mercurydpm::CODE,
    &chrono::CODE,
    &kratos::CODE,
];

/// The code of this name ([`Code::name`]).
pub(crate) fn code_named(name: &str) -> Option<&'static Code> {
    CODES.iter().copied().find(|c| c.name == name)
}

/// The code of a setting.
pub(crate) fn code_of(s: &Setting) -> Option<&'static Code> {
    CODES.iter().copied().find(|c| c.name == s.code)
}
