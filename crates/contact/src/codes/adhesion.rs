//! Each DEM code's adhesive setting (issue 34): the number a user types for the adhesion in
//! that code's own convention — the surface energy γ of one surface, the work of adhesion
//! w = 2γ (Dupré), LIGGGHTS's cohesion energy density k_c, MercuryDPM's f_max and k_a,
//! Chrono's multiplier — with the conversion from the scenario's, and what the code then does
//! differently from the law it names.
//!
//! **The trap:** LAMMPS, EDEM and Yade write their forces with γ (3πγR, 4πγR, √(16πγE a³));
//! Kratos, LIGGGHTS's `thornton_ning` (`surfaceEnergy`) and MercuryDPM's "JKRAdhesive" with w.
//! Typing one number into both gives pull-off forces a factor 2 apart.
//!
//! What is reproduced: where the code's law is the library's (LIGGGHTS `sjkr` and `sjkr2`,
//! MercuryDPM's irreversible adhesion) the answer is the contact above. The others are
//! composed as the code composes them ([`super::adhesion_solve`], [`Rules`]) and integrated:
//! LAMMPS's `jkr` with its dashpot acting on the tail too and the contact released at the
//! largest pull F = −F_c (δ = 3^(−2/3) δ_c = 0.481 δ_c), its `dmt` with its wall rule;
//! LIGGGHTS's `thornton_ning` (elastic) as JKR undamped and released at δ = 0; Yade's
//! DMT pull with the viscous pull capped at it; Kratos's JKR term at the Hertz radius (or
//! its DMT pull) added after its normal force is clipped at 0; Chrono's DMT likewise. A
//! scenario without `code` types its own values into each (e as typed, or no dashpot); one
//! with `code` and `adhesion` is solved as that code computes it. Facts read in the codes'
//! source are cited by file and commit; those checked by running the code say which release
//! (validation/adhesion.py); the rest says "documentation". What each code achieves with
//! a scenario's values: [`super::adhesion_solve::rows`].

use crate::math::sqrt;
use crate::models::adhesion::law::Rules;
use crate::scenario::{AdhesionLaw, Scenario};
use crate::solution::{Named, Solution};
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

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
const NO_RULES: Rules = Rules {
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

const LAMMPS_SRC: &str = "lammps/lammps@07b704ca src/GRANULAR/gran_sub_mod_normal_kernel.h (jkr: force `gran_normal_jkr_force`, contact radius `gran_normal_jkr_contact_radius`, release `gran_normal_jkr_touch` with JKRPREFIX = (3π²/16)^(1/3); dmt: `gran_normal_dmt_force`), gran_sub_mod_damping_kernel.h (the damping prefactors), granular_model.cpp@14dc2fb1 GranularModel::init and calculate_forces";
const LAMMPS_REFUSES: &str = "LAMMPS refuses `damping tsuji` and `damping coeff_restitution` with a cohesive normal model (\"Cannot use {} model with a cohesive normal model\", GranularModel::init; the 7Jan2022 release still accepted `tsuji`, not reproduced here): a restitution cannot be typed, only `damp` of `velocity`, `mass_velocity` or `viscoelastic` (give `code` lammps-hooke-velocity, lammps-hooke-mass-velocity or lammps-hertz-viscoelastic with `damping` = damp).";
const LAMMPS_BASES: &[&str] = &[
    "lammps-hooke-velocity",
    "lammps-hooke-mass-velocity",
    "lammps-hertz-viscoelastic",
    "lammps-hooke-viscoelastic",
];
const LAMMPS_WALL: &str = "At a wall LAMMPS's fix wall/gran takes its own E and ν and forms E_eff = E/(2(1 − ν²)) from them (gran_sub_mod.cpp mix_stiffnessE_wall, 22Jul2025; 7Jan2022 forms E/(2(1 − ν)), run here with dmt: E_eff = 3.5714e9 Pa for E = 5 GPa, ν = 0.3): the E to type there gives the wall's material (E2, ν2) where it is given, else the particle's own.";
const KRATOS_SRC: &str = "KratosMultiphysics/Kratos applications/DEMApplication/custom_constitutive/: DEM_D_JKR_cohesive_law.cpp@0e8572bb and DEM_D_DMT_cohesive_law.cpp@1dee4e45 (`CalculateCohesiveNormalForce`, …WithFEM), DEM_D_Hertz_viscous_Coulomb_CL.cpp@03f57bf0 (`CalculateForces`: the normal force clipped at 0), DEM_compound_constitutive_law.h (the main law with a cohesive law: DEM_D_Hertz_viscous_Coulomb_JKR, …_DMT, DEM_D_Linear_viscous_Coulomb_JKR, …_DMT in the 10.4.4 wheel)";
const KRATOS_RUN: &str = "Kratos 10.4.4 (run here) reads PARTICLE_COHESION from the material relation (the contact's properties), for a pair and at a wall: WALL_COHESION and the particles' own PARTICLE_COHESION are not used by these laws.";
const TN_SRC: &str = "CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/normal_model_thornton_ning.h (last changed 84ba3d76), NormalModel<THORNTON_NING>::surfacesIntersect (lines 207–407) and its helpers (lines 119–203); src/global_properties.cpp lines 97–99 (the names surfaceEnergy, coefficientYieldRatio), 924–945 (createYieldRatio); src/pair_gran_base.h line 356 and src/fix_wall_gran_base.h line 279 (the force only while the surfaces intersect)";
const CLIP: &str = "The main law's elastic and viscous force is clipped at 0 before the cohesive force is added (the viscous force set to −elastic), so the dashpot never pulls: with damping its e differs from the library's law.";

/// Every code's adhesive setting, by code.
pub const SETTINGS: &[AdhesiveSetting] = &[
    AdhesiveSetting {
        id: "lammps-jkr",
        code: "LAMMPS",
        title: "pair granular jkr E damp ν γ",
        law: AdhesionLaw::Jkr,
        input: Input::Gamma,
        typed_name: "γ (jkr's 4th coefficient)",
        as_the_law: false,
        bases: LAMMPS_BASES,
        rules: Rules { dashpot_on_tail: true, ..NO_RULES },
        jkr_term_only: false,
        normal: Normal::Submodel,
        limit_clips_main: false,
        reproduced: "integrated here with LAMMPS's rules: its dashpot on the tail too, the contact released at −F_c",
        source: LAMMPS_SRC,
        status: "from source; run: LAMMPS 7Jan2022 (a pair) and 22Jul2025 (a pair and a wall), undamped and with each damping model (validation/adhesion.py)",
        notes: &[
            "The contact is released at the largest pull F = −3πγR* = −F_c, at 0.481 δ_c, not at δ_c: the tail keeps 0.49 of JKR's hysteresis and the undamped sticking velocity is 0.703 of Thornton & Ning's.",
            "Its damping force acts while the contact lasts, on the tension tail too (velocity: η = damp; mass_velocity: η = damp·m*; viscoelastic: η = damp·m*·a with JKR's contact radius a): more is lost than by a dashpot in overlap only.",
            LAMMPS_REFUSES,
            LAMMPS_WALL,
            "7Jan2022 (29 Sep 2021 update 2, run here): the jkr wall contact is never released (the run turns NaN past δ_c), and every jkr run ends with \"Neighbor history overflow\" after its last step.",
            "A new contact forms only at δ ≥ 0 (the jump to −(8/9)F_c), as here.",
        ],
    },
    AdhesiveSetting {
        id: "lammps-dmt",
        code: "LAMMPS",
        title: "pair granular dmt E damp ν γ",
        law: AdhesionLaw::Dmt,
        input: Input::Gamma,
        typed_name: "γ (dmt's 4th coefficient)",
        as_the_law: false,
        bases: LAMMPS_BASES,
        rules: NO_RULES,
        jkr_term_only: false,
        normal: Normal::Submodel,
        limit_clips_main: false,
        reproduced: "integrated here: the library's DMT with LAMMPS's damping model and wall rule",
        source: LAMMPS_SRC,
        status: "from source; run: LAMMPS 7Jan2022 and 22Jul2025, a pair and a wall (validation/adhesion.py)",
        notes: &[
            "Hertz − 4πγR* while δ > 0: the DMT pull 2π w R* with w = 2γ; the dashpot acts in overlap only (the contact ends at δ = 0).",
            LAMMPS_REFUSES,
            LAMMPS_WALL,
        ],
    },
    AdhesiveSetting {
        id: "liggghts-sjkr",
        code: "LIGGGHTS",
        title: "cohesion sjkr, cohesionEnergyDensity",
        law: AdhesionLaw::Sjkr,
        input: Input::CohesionEnergyDensity,
        typed_name: "cohesionEnergyDensity",
        as_the_law: true,
        bases: &["liggghts-hertz", "liggghts-hooke"],
        rules: NO_RULES,
        jkr_term_only: false,
        normal: Normal::Added,
        limit_clips_main: true,
        reproduced: "the library's law: the answer above",
        source: "CFDEMproject/LIGGGHTS-PUBLIC@3ec8c7fc src/cohesion_model_sjkr.h, collision()",
        status: "from source; run: LIGGGHTS 3.8.0 on hertz and hooke, a pair and a wall (validation/adhesion.py)",
        notes: &[
            "k_c [J/m³] times the circle where the spheres intersect (≈ 2πR*δ); added after the normal model, whose damping from the restitution ignores it (as `e` here).",
            "With limitForce on, the normal model's force is clipped at 0 before the cohesion is added.",
        ],
    },
    AdhesiveSetting {
        id: "liggghts-sjkr2",
        code: "LIGGGHTS",
        title: "cohesion sjkr2, cohesionEnergyDensity",
        law: AdhesionLaw::Sjkr2,
        input: Input::CohesionEnergyDensity,
        typed_name: "cohesionEnergyDensity",
        as_the_law: true,
        bases: &["liggghts-hertz", "liggghts-hooke"],
        rules: NO_RULES,
        jkr_term_only: false,
        normal: Normal::Added,
        limit_clips_main: true,
        reproduced: "the library's law: the answer above",
        source: "CFDEMproject/LIGGGHTS-PUBLIC@3ec8c7fc src/cohesion_model_sjkr2.h, collision()",
        status: "from source; run: LIGGGHTS 3.8.0 on hertz and hooke, a pair and a wall (validation/adhesion.py)",
        notes: &[
            "A = 2π(2R*)δ for a pair: twice sjkr's area at small overlaps (type half the k_c for the same pull); at a wall 2π r1 δ, the same as sjkr's.",
            "With limitForce on, the normal model's force is clipped at 0 before the cohesion is added.",
        ],
    },
    AdhesiveSetting {
        id: "liggghts-thornton-ning",
        code: "LIGGGHTS",
        title: "pair_style gran model thornton_ning, surfaceEnergy, coefficientYieldRatio",
        law: AdhesionLaw::Jkr,
        input: Input::WYieldRatio,
        typed_name: "surfaceEnergy (peratomtypepair)",
        as_the_law: false,
        bases: &["liggghts-hertz"],
        rules: NO_RULES,
        jkr_term_only: false,
        normal: Normal::Own,
        limit_clips_main: false,
        reproduced: "integrated here: the library's JKR on E*, R*, m*, undamped, released at δ = 0 (no tail)",
        source: TN_SRC,
        status: "from source; run: LIGGGHTS 3.8.0 with coefficientYieldRatio 1, a pair and a wall (validation/adhesion.py)",
        notes: &[
            "Its own normal model (Thornton & Ning 1998), in place of hertz: surfaceEnergy is its gamma_surf in F_c = (3/2)π gamma_surf R* (line 240), the work of adhesion w = 2γ.",
            "Elastic, it follows JKR's stable branch F = F1 − 2√(F_c F1), F1 = 4E*a³/(3R*), incrementally: F += dF/dδ·Δδ with JKR's tangent 2E*a(3√F1 − 3√F_c)/(3√F1 − √F_c) at the step's start (lines 119–148, 166–178, 188–203, 294–317), from −(8/9)F_c at the first touch (lines 266–278).",
            "Its force is computed only while the bodies overlap (pair_gran_base.h line 356, fix_wall_gran_base.h line 279): the contact is released at δ = 0 with −(8/9)F_c, without JKR's tail to δ_c. Elastic and undamped it is conservative: e = 1 at every speed, never stuck (LIGGGHTS 3.8.0 ran, a pair: e = 0.99994 at 0.1 m/s and 0.9985 at 0.01 m/s, below JKR's sticking velocity 0.0365 m/s, at t_c/20000; → 1 as the step halves: its incremental scheme's step error). Its release at −(5/9)F_c (lines 351–367) needs the force below −F_c, which the elastic contact never reaches in overlap.",
            "No normal dashpot: the coefficientRestitution it requires sets only the tangential damping (gammat, lines 263–264); the normal force is the T&N force alone (line 370). A typed restitution is not used; limitForce is registered but not used (line 89).",
            "Plasticity: yielding starts where the contact radius reaches coefficientYieldRatio × r_i, or from the start where its yield stress 2E*a_y/(πR*) − √(2wE*/(πa_y)) is below (2E*²w/(π²R*))^(1/3) (lines 243–251, 302–307); then the plastic tangent and an enlarged R* on unloading (lines 150–164, 329–339) dissipate and the contact can stick: not reproduced here. coefficientYieldRatio = 1, the largest it accepts (global_properties.cpp line 939), keeps the 20 µm powder elastic (a stays far below r).",
        ],
    },
    AdhesiveSetting {
        id: "yade-hertz-mindlin-adhesion",
        code: "Yade",
        title: "Ip2_FrictMat_FrictMat_MindlinPhys(gamma=γ), Law2_ScGeom_MindlinPhys_Mindlin(includeAdhesion=True)",
        law: AdhesionLaw::Dmt,
        input: Input::Gamma,
        typed_name: "gamma (of Ip2_FrictMat_FrictMat_MindlinPhys)",
        as_the_law: false,
        bases: &["yade-hertz-mindlin"],
        rules: Rules { cap_viscous: true, ..NO_RULES },
        jkr_term_only: false,
        normal: Normal::Added,
        limit_clips_main: false,
        reproduced: "integrated here with Yade's rule: the viscous pull capped at the adhesion force",
        source: "Yade pkg/dem/HertzMindlin.cpp, read at the 2023.02a commit 8766c063 (mirror Aoxi-git/Cementor): Ip2_FrictMat_FrictMat_MindlinPhys::go (adhesionForce = 4πRγ), Law2_ScGeom_MindlinPhys_Mindlin::go (erased at uN < 0, Fn −= adhesionForce, the viscous force capped)",
        status: "from source; run: Yade 2023.02a, a pair and a wall (validation/adhesion.py)",
        notes: &[
            "The DMT pull 4πR*γ = 2π w R* while uN ≥ 0, with Yade's R* (r/2 against a wall of its default Ig2_Wall_Sphere_ScGeom); the interaction is erased as soon as uN < 0 (no tail, as dmt here).",
            "With damping (en or betan) the viscous force may pull, but where the total force pulls and the viscous force exceeds the adhesion force it is set to the adhesion force: the force jumps there, and e differs from the library's law. With adhesion the normal force is not clipped at 0.",
            "gamma is a parameter of Ip2_FrictMat_FrictMat_MindlinPhys, not of FrictMat; en maps to betan by Thornton, Cummins & Cleary 2013 (B6) as without adhesion. NewtonIntegrator(damping=0) is assumed (its default 0.2 damps the bodies too).",
        ],
    },
    AdhesiveSetting {
        id: "kratos-jkr",
        code: "Kratos",
        title: "DEM_D_Hertz_viscous_Coulomb_JKR (DEM_D_JKR_Cohesive_Law), PARTICLE_COHESION",
        law: AdhesionLaw::Jkr,
        input: Input::W,
        typed_name: "PARTICLE_COHESION (of the material relation)",
        as_the_law: false,
        bases: &["kratos-hertz", "kratos-linear"],
        rules: Rules { clip_main: true, ..NO_RULES },
        jkr_term_only: true,
        normal: Normal::Added,
        limit_clips_main: false,
        reproduced: "integrated here with Kratos's rules: JKR's adhesive term at the Hertz radius, added after the normal force is clipped at 0",
        source: KRATOS_SRC,
        status: "from source; run: Kratos 10.4.4, a pair and a wall (validation/adhesion.py)",
        notes: &[
            "Only JKR's adhesive term √(8π w E* a³), at the Hertz radius a = √(R*δ), pulling while the bodies overlap; no tail, no jump at the touch: not the JKR relation. On a Hertz spring its largest pull is still F_c = (3/2)π w R*, but undamped it is conservative (e = 1, never stuck).",
            CLIP,
            KRATOS_RUN,
        ],
    },
    AdhesiveSetting {
        id: "kratos-dmt",
        code: "Kratos",
        title: "DEM_D_Hertz_viscous_Coulomb_DMT (DEM_D_DMT_Cohesive_Law), PARTICLE_COHESION",
        law: AdhesionLaw::Dmt,
        input: Input::W,
        typed_name: "PARTICLE_COHESION (of the material relation)",
        as_the_law: false,
        bases: &["kratos-hertz", "kratos-linear"],
        rules: Rules { clip_main: true, ..NO_RULES },
        jkr_term_only: false,
        normal: Normal::Added,
        limit_clips_main: false,
        reproduced: "integrated here with Kratos's rule: the DMT pull added after the normal force is clipped at 0",
        source: KRATOS_SRC,
        status: "from source; run: Kratos 10.4.4, a pair and a wall (validation/adhesion.py)",
        notes: &["The pull 2π w R* in overlap (R* = r at a wall).", CLIP, KRATOS_RUN],
    },
    AdhesiveSetting {
        id: "mercurydpm-irreversible",
        code: "MercuryDPM",
        title: "IrreversibleAdhesiveSpecies: setAdhesionForceMax, setAdhesionStiffness",
        law: AdhesionLaw::LinearIrreversible,
        input: Input::ForceAndStiffness,
        typed_name: "adhesionForceMax, adhesionStiffness",
        as_the_law: true,
        bases: &["mercurydpm-linear", "mercurydpm-hertzian"],
        rules: NO_RULES,
        jkr_term_only: false,
        normal: Normal::Added,
        limit_clips_main: false,
        reproduced: "the library's law: the answer above",
        source: "kuwt/MercuryDPM_fork@126c08fa Kernel/Interactions/AdhesiveForceInteractions/IrreversibleAdhesiveInteraction.cc, computeAdhesionForce()",
        status: "from source (not run here with adhesion)",
        notes: &["−f_max in contact, −(f_max + k_a δ) after the first contact, to the interaction distance f_max/k_a; its normal species' restitution setting ignores it (as `e` here). Its \"JKRAdhesive\" species has the same linear shape with f_max = (3/2)π w R*, not the JKR relation."],
    },
    AdhesiveSetting {
        id: "chrono-smc-dmt",
        code: "Chrono",
        title: "ChSystemSMC adhesion model DMT, adhesionMultDMT",
        law: AdhesionLaw::Dmt,
        input: Input::ChronoMult,
        typed_name: "adhesionMultDMT",
        as_the_law: false,
        bases: &["chrono-smc-hertz", "chrono-smc-hooke"],
        rules: Rules { clip_main: true, ..NO_RULES },
        jkr_term_only: false,
        normal: Normal::Added,
        limit_clips_main: false,
        reproduced: "integrated here with Chrono's rule (from source): the DMT pull added after the normal force is clipped at 0",
        source: "projectchrono/chrono@7689fbc0 src/chrono/physics/ChContactSMC.cpp lines 175–190; ChContactMaterialSMC.h lines 46–56 (the comment: adhesionMultDMT = 2π w √R*)",
        status: "from source (not run here with adhesion)",
        notes: &["F = adhesionMultDMT √R* subtracted in overlap after the normal force (elastic minus dashpot) is clipped at 0: with damping its e differs from the library's law. A fixed body (a wall) enters m* with its own mass, 1 kg by default."],
    },
    AdhesiveSetting {
        id: "edem-jkr",
        code: "EDEM",
        title: "Hertz-Mindlin with JKR, surface energy",
        law: AdhesionLaw::Jkr,
        input: Input::Gamma,
        typed_name: "Surface Energy γ",
        as_the_law: false,
        bases: &["edem-hertz-mindlin"],
        rules: NO_RULES,
        jkr_term_only: false,
        normal: Normal::Added,
        limit_clips_main: false,
        reproduced: "integrated here as its documentation writes it: JKR with w = 2γ on EDEM's Hertz–Mindlin, its damping from the Coefficient of Restitution as without adhesion (α1 = √5|β(e)|), acting in overlap; the tail to δ_c",
        source: "Altair EDEM documentation (help.altair.com, Hertz-Mindlin with JKR)",
        status: "from the documentation (closed source: not read, not run)",
        notes: &[
            "Written with γ: F = −4√(πγE*) a^(3/2) + 4E*a³/(3R*), δ = a²/R* − √(4πγa/E*): JKR with w = 2γ; attraction beyond contact down to a documented δ_c (0.997 of JKR's separation point, taken here as JKR's); damping from the Hertz–Mindlin restitution mapping, which ignores the adhesion.",
            "Whether EDEM's damping acts on the tension tail (δ < 0) is not documented: taken here as acting in overlap only (unconfirmed).",
        ],
    },
];

/// The adhesive setting that the code setting `id` (of the code named `code`) composes with
/// for `law` (any LAMMPS setting names LAMMPS's, which says which of their damping models it
/// refuses).
pub fn for_setting(id: &str, code: &str, law: AdhesionLaw) -> Option<&'static AdhesiveSetting> {
    SETTINGS.iter().find(|s| s.law == law && s.bases.contains(&id)).or_else(|| {
        SETTINGS.iter().find(|s| s.law == law && s.normal == Normal::Submodel && s.code == code)
    })
}

/// The setting of an id.
pub fn setting(id: &str) -> Option<&'static AdhesiveSetting> {
    SETTINGS.iter().find(|s| s.id == id)
}

/// The value to type for `s` from the contact solved (`sol`, with its `adhesion` object), and
/// the conversion in words.
pub(super) fn value_to_type(
    s: &AdhesiveSetting,
    sc: &Scenario,
    sol: &Solution,
) -> (Vec<Named>, String) {
    let a = sol.adhesion.as_ref();
    let w = a.and_then(|a| a.work_of_adhesion).unwrap_or(f64::NAN);
    let named = |name, value, unit| Named { name, value, unit };
    match s.input {
        Input::Gamma => (
            alloc::vec![named(s.typed_name, 0.5 * w, "J/m²")],
            format!(
                "{} takes the surface energy of ONE surface: γ = w/2 = {} J/m² (typing w = {} J/m² there doubles the pull-off)",
                s.code,
                sig(0.5 * w),
                sig(w)
            ),
        ),
        Input::W => (
            alloc::vec![named(s.typed_name, w, "J/m²")],
            format!(
                "{} takes the work of adhesion w = 2γ = {} J/m² (typing γ = {} J/m² there halves the pull-off)",
                s.code,
                sig(w),
                sig(0.5 * w)
            ),
        ),
        Input::ChronoMult => {
            let r = sol.effective_radius.unwrap_or(f64::NAN);
            let m = 2.0 * PI * w * sqrt(r);
            (
                alloc::vec![named(s.typed_name, m, "N/m^0.5")],
                format!("adhesionMultDMT = 2π w √R* = 2π × {} J/m² × √({} m) = {}", sig(w), sig(r), sig(m)),
            )
        }
        Input::CohesionEnergyDensity => {
            let kc = sc.cohesion_energy_density.unwrap_or(f64::NAN);
            let eq = a.and_then(|a| a.equivalent_work_of_adhesion).map_or(String::new(), |w| {
                format!(
                    " (J/m³, not a surface energy: at this contact's deepest overlap δ_max = {} m \
                     it stores as much energy as a work of adhesion w = {} J/m², γ = w/2 = {} \
                     J/m², would over the circle where the spheres intersect — an equal-energy \
                     equivalence derived here, unconfirmed: LIGGGHTS documents no relation; \
                     for another w at this δ_max, k_c = {} × w)",
                    sig(sol.max_overlap),
                    sig(w),
                    sig(0.5 * w),
                    sig(kc / w)
                )
            });
            (
                alloc::vec![named(s.typed_name, kc, "J/m³")],
                format!("cohesionEnergyDensity = k_c = {} J/m³, as given{eq}", sig(kc)),
            )
        }
        Input::WYieldRatio => (
            alloc::vec![
                named(s.typed_name, w, "J/m²"),
                named("coefficientYieldRatio (peratomtype, for an elastic contact)", 1.0, ""),
            ],
            format!(
                "LIGGGHTS thornton_ning takes the work of adhesion as surfaceEnergy (its gamma_surf, \
                 F_c = (3/2)π gamma_surf R*): w = 2γ = {} J/m² (typing γ = {} J/m² there halves the \
                 pull-off); coefficientYieldRatio = 1 keeps it elastic; its coefficientRestitution \
                 does not damp the normal contact",
                sig(w),
                sig(0.5 * w)
            ),
        ),
        Input::ForceAndStiffness => {
            let (f, k) = (
                sc.adhesion_force.unwrap_or(f64::NAN),
                sc.adhesion_stiffness.unwrap_or(f64::NAN),
            );
            (
                alloc::vec![named("adhesionForceMax", f, "N"), named("adhesionStiffness", k, "N/m")],
                format!("adhesionForceMax = f_a = {} N, adhesionStiffness = k_a = {} N/m, as given", sig(f), sig(k)),
            )
        }
    }
}
