//! The full input a code's adhesive row gives to type (every row comes with its line): the
//! base setting's own snippet for the value typed with that code's adhesion written into it —
//! LAMMPS's `pair_coeff … jkr|dmt E damp ν γ damping …` (and `fix wall/gran` at a wall),
//! LIGGGHTS's `cohesion sjkr|sjkr2` and `cohesionEnergyDensity` or `model thornton_ning` with
//! `surfaceEnergy` and `coefficientYieldRatio`, Yade's `gamma` and `includeAdhesion`, Kratos's
//! `…_JKR|_DMT` law with `PARTICLE_COHESION`, Chrono's DMT model and `SetAdhesionMultDMT`,
//! MercuryDPM's irreversible adhesive species, EDEM's Hertz-Mindlin with JKR. The names are
//! those the validation suite ran (validation/adhesion_run.py: LAMMPS, LIGGGHTS, Yade, Kratos)
//! or read in the code's source (Chrono ChSystemSMC.h lines 42–47, 88, ChContactMaterialSMC.h
//! line 55 @7689fbc0; MercuryDPM IrreversibleAdhesiveSpecies.h lines 71, 77,
//! LinearViscoelasticIrreversibleAdhesiveSpecies.h, HertzianViscoelasticFrictionIrreversible
//! AdhesiveSpecies.h @fb0ebf1d); EDEM's from its documentation.

use super::adhesion_setting::AdhesiveSetting;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;

/// The adhesion's first value to type (γ, w, k_c, the multiplier, f_max), written out.
pub(super) fn first(values: &[Named]) -> String {
    values.first().map_or(String::from("<value>"), |n| text::num(n.value, 6))
}

/// [`super::code::Code::adhesion_line`] of a code that writes no adhesion into its settings'
/// snippets (none of its own, or LAMMPS's, whose own line is [`super::lammps::adhesion_line`]).
pub(super) fn as_base(_: &AdhesiveSetting, base: &str, _: &[Named]) -> String {
    String::from(base)
}

/// [`super::code::Code::adhesion_choices`] of a code none of whose adhesive models is
/// reproduced here.
pub(super) const NO_ADHESION: &str = "none: this code's adhesive models are not reproduced here — choose no code, for every code's row";

/// [`super::code::Code::unwritten`] of most codes: the reason only.
pub(super) fn reason_only(base: &str, why: &str) -> String {
    format!("# {base}: {why}")
}
