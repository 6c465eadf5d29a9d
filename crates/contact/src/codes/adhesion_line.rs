//! The full input a code's adhesive row gives to type (issue 40: no row without its line): the
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

use super::adhesion::AdhesiveSetting;
use crate::scenario::Scenario;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;

/// The adhesion's first value to type (γ, w, k_c, the multiplier, f_max), written out.
fn first(values: &[Named]) -> String {
    values.first().map_or(String::from("<value>"), |n| text::num(n.value, 6))
}

/// LAMMPS `pair granular jkr|dmt E damp ν γ damping <model>` for the code scenario `sc`
/// (its `damping` the damp typed); at a wall the `fix wall/gran` line with the E that gives
/// the wall's E* (`wall_e`).
pub(super) fn lammps(
    s: &AdhesiveSetting,
    sc: &Scenario,
    values: &[Named],
    wall_e: Option<f64>,
) -> String {
    let model = if s.id == "lammps-jkr" { "jkr" } else { "dmt" };
    let damping = match sc.code {
        Some("lammps-hooke-velocity") => "velocity",
        Some("lammps-hooke-mass-velocity") => "mass_velocity",
        _ => "viscoelastic",
    };
    let n = |x: Option<f64>, name: &str| x.map_or(format!("<{name}>"), |v| text::num(v, 6));
    let (damp, gamma) = (n(sc.damping, "damp"), first(values));
    let words = |e: String, nu: String| {
        format!(
            "{model} {e} {damp} {nu} {gamma} damping {damping} tangential linear_nohistory 0.0 0.0"
        )
    };
    let body1 = words(n(sc.e1_modulus, "E"), n(sc.nu1, "nu"));
    let wall = sc.m2.is_none() && sc.rho2.is_none();
    let other = (sc.e2_modulus.is_some() && sc.e2_modulus != sc.e1_modulus)
        || (sc.nu2.is_some() && sc.nu2 != sc.nu1);
    let mut out = String::from(
        "pair_style granular\n# jkr|dmt: E [pressure], damp, ν, γ of ONE surface; a tangential model is required (linear_nohistory 0 0: no friction, edit it)",
    );
    if wall || !other {
        out.push_str(&format!("\npair_coeff * * {body1}"));
    } else {
        // Two materials: each type's own, mixed by LAMMPS (E* standard, the rest geometric).
        let body2 = words(n(sc.e2_modulus, "E2"), n(sc.nu2, "nu2"));
        out.push_str(&format!("\npair_coeff 1 1 {body1}\npair_coeff 2 2 {body2}"));
    }
    if wall {
        let e = wall_e.or(sc.e1_modulus);
        out.push_str(&format!(
            "\n# the wall: fix wall/gran takes its own E, ν (E_eff = E/(2(1 − ν²)))\nfix wall all wall/gran granular {} zplane 0.0 NULL",
            words(n(e, "E"), n(sc.nu1, "nu"))
        ));
    }
    out
}

/// A base setting's lines where its snippet cannot be written for the inputs (`why`): the
/// lines the adhesion goes into, the rest said.
pub(super) fn unwritten(base: &str, why: &str) -> String {
    match base {
        "liggghts-hooke" | "liggghts-hertz" => format!(
            "pair_style gran model {} tangential history\npair_coeff * *\n# {base}: {why}",
            &base[9..]
        ),
        _ => format!("# {base}: {why}"),
    }
}

/// The other codes: the base setting's snippet (`base`: the code's input for the value
/// typed, without adhesion) with the adhesion written into it.
pub(super) fn added(s: &AdhesiveSetting, base: &str, values: &[Named]) -> String {
    let v = first(values);
    match s.id {
        "liggghts-sjkr" | "liggghts-sjkr2" => {
            let cohesion = &s.id[9..];
            format!(
                "{}\nfix m6 all property/global cohesionEnergyDensity peratomtypepair 1 {v}  # k_c [J/m³]",
                base.replacen("tangential history", &format!("tangential history cohesion {cohesion}"), 1)
            )
        }
        "liggghts-thornton-ning" => format!(
            "{}\nfix m6 all property/global surfaceEnergy peratomtypepair 1 {v}  # w = 2γ [J/m²]\nfix m7 all property/global coefficientYieldRatio peratomtype 1.0  # elastic\n# thornton_ning: coefficientRestitution damps the tangential contact only (no normal dashpot)",
            base.replacen("model hertz", "model thornton_ning", 1)
        ),
        "yade-hertz-mindlin-adhesion" => base
            .replacen("Ip2_FrictMat_FrictMat_MindlinPhys(", &format!("Ip2_FrictMat_FrictMat_MindlinPhys(gamma={v}, "), 1)
            .replacen("Law2_ScGeom_MindlinPhys_Mindlin()", "Law2_ScGeom_MindlinPhys_Mindlin(includeAdhesion=True)", 1),
        "kratos-jkr" | "kratos-dmt" => {
            let suffix = if s.id == "kratos-jkr" { "JKR" } else { "DMT" };
            base.replacen(
                "_viscous_Coulomb\"",
                &format!("_viscous_Coulomb_{suffix}\", \"PARTICLE_COHESION\": {v}"),
                1,
            )
        }
        "chrono-smc-dmt" => format!(
            "{base}\nsys.SetAdhesionForceModel(ChSystemSMC::AdhesionForceModel::DMT);\nmat->SetAdhesionMultDMT({v});  // 2π w √R*"
        ),
        "mercurydpm-irreversible" => {
            let k = values.get(1).map_or(String::from("<k_a>"), |n| text::num(n.value, 6));
            format!(
                "{}\nspecies->setAdhesionForceMax({v});\nspecies->setAdhesionStiffness({k});",
                base.replacen("LinearViscoelasticSpecies()", "LinearViscoelasticIrreversibleAdhesiveSpecies()", 1)
                    .replacen("HertzianViscoelasticMindlinSpecies()", "HertzianViscoelasticFrictionIrreversibleAdhesiveSpecies()", 1)
            )
        }
        "edem-jkr" => format!(
            "{}\nPhysics ▸ Particle-Particle and Particle-Geometry: Hertz-Mindlin with JKR (in place of Hertz-Mindlin (no slip)), Surface Energy = {v} J/m²  # γ of ONE surface",
            base.lines().filter(|l| !l.starts_with("Physics ▸")).collect::<alloc::vec::Vec<_>>().join("\n")
        ),
        _ => String::from(base),
    }
}
