//! A DEM code's adhesive setting as data ([`AdhesiveSetting`]): each code's file holds its
//! own; [`super::adhesion`] lists them and says what to type.

use crate::models::adhesion::law::Rules;
use crate::scenario::AdhesionLaw;

/// The number a code takes for the adhesion.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    /// The surface energy of one surface γ \[J/m²\] (w = 2γ).
    Gamma,
    /// The work of adhesion w \[J/m²\].
    W,
    /// Chrono's `adhesionMultDMT` = 2π w √R* \[N/m^(1/2)\] (F = adhesionMultDMT √R*).
    ChronoMult,
    /// LIGGGHTS's cohesion energy density k_c \[J/m³\], as the library's.
    CohesionEnergyDensity,
    /// MercuryDPM's f_max \[N\] and k_a \[N/m\], as the library's.
    ForceAndStiffness,
    /// LIGGGHTS `thornton_ning`: `surfaceEnergy` = the work of adhesion w \[J/m²\] (its
    /// `gamma_surf`, F_c = (3/2)π gamma_surf R*), with `coefficientYieldRatio` = 1 to keep the
    /// contact elastic.
    WYieldRatio,
}

/// How a code's adhesive setting stands to the normal model of the setting it composes with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Normal {
    /// Added to the base's normal model, its spring and dashpot as without adhesion.
    Added,
    /// LAMMPS `pair granular`: the adhesive model (`jkr`, `dmt`) is the normal sub-model,
    /// the base's damping sub-model stays with it, and no restitution can be typed, only
    /// that damping model's damp ([`super::adhesion_solve`]).
    Submodel,
    /// LIGGGHTS `thornton_ning`: the adhesive law is the code's normal model itself, in place
    /// of the base's — no normal dashpot (a typed restitution is not used), its force computed
    /// only while the bodies overlap (the contact released at δ = 0, no tail).
    Own,
}

/// A code's composition with nothing of its own ([`AdhesiveSetting::rules`]).
pub(crate) const NO_RULES: Rules = Rules {
    dashpot_on_tail: false,
    dashpot_jkr_radius: false,
    clip_main: false,
    cap_viscous: false,
};

/// One code's adhesive setting.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AdhesiveSetting {
    /// Id.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub title: &'static str,
    /// The library's law it names.
    pub law: AdhesionLaw,
    /// The number it takes.
    pub input: Input,
    /// That number's name in the code.
    pub typed_name: &'static str,
    /// Whether its contact is the library's law (`true`), or differs as `notes` say.
    pub as_the_law: bool,
    /// The code settings (`code`) it composes with, the first the one a scenario without
    /// `code` is typed into; none where it is not reproduced here.
    pub bases: &'static [&'static str],
    /// Where in `bases` the base of a scenario without `code` is (the linear model's, the
    /// others'; the first where there are fewer).
    pub law_bases: (usize, usize),
    /// How the code composes the adhesion with its normal law (LAMMPS's are set by its
    /// damping model, [`super::adhesion_solve`]).
    pub rules: Rules,
    /// Kratos `jkr`: only JKR's adhesive term, at the Hertz contact radius.
    pub jkr_term_only: bool,
    /// How the adhesive setting stands to the base setting's normal model.
    pub normal: Normal,
    /// The base's force limit (LIGGGHTS `limitForce on`) clips the normal model's force at 0
    /// before the adhesion is added.
    pub limit_clips_main: bool,
    /// How its contact is obtained here.
    pub reproduced: &'static str,
    /// Where each fact was read.
    pub source: &'static str,
    /// From source, documentation, or run.
    pub status: &'static str,
    /// What it does differently, and what else to know.
    pub notes: &'static [&'static str],
}
