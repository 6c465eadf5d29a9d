//! Kratos Multiphysics, DEMApplication (release 10.4.4: pip `kratosmultiphysics`,
//! `kratosdemapplication` 10.4.4; run here by the validation suite).
//!
//! - `DEMApplication/sphere_strategy.py` (as installed by the 10.4.4 wheel)
//!   `ModifySubProperties` lines 814–850: each material relation's COEFFICIENT_OF_RESTITUTION
//!   becomes DAMPING_GAMMA γ: for a law of type "Linear" by `RootByBisection` (lines
//!   590–615: bisection on [0, 16] to a bracket of 1e−4, e clamped to ≥ 0.001, γ = 0 for
//!   e > 0.999) of `coeff_of_rest_diff` (lines 578–588: the restitution of a linear
//!   spring–dashpot whose contact ends at zero force, Schwager & Pöschel 2007, with its
//!   overdamped branch); for "Hertz" by `GammaForHertzThornton` (lines 617–637: Thornton,
//!   Cummins & Cleary 2013, eq. B6 with the eq. B7 fit, e clamped to ≥ 0.001, 0 above
//!   0.999).
//! - `custom_constitutive/DEM_D_Hertz_viscous_Coulomb_CL.cpp` (KratosMultiphysics/Kratos, the
//!   sub-properties version of the file; functions named, the stored copy carries no release
//!   tag): `InitializeContact` k_n = 2E*√(R*ξ) (the tangent stiffness), F = ⅔ k_n ξ
//!   (`CalculateNormalForce`), `CalculateViscoDampingForce` c_n = 2γ√(m* k_n) → Tsuji's
//!   form with α1 = √6 γ; `CalculateForces` floors F_n + damping at 0 (tension clipped);
//!   `InitializeContactWithFEM`: against a wall R = the particle's radius, E* with the wall's
//!   own YOUNG_MODULUS and POISSON_RATIO, m* = the particle's mass.
//! - `DEM_D_Linear_viscous_Coulomb_CL.cpp`: `InitializeContact` k_n = 1.432·π·0.31225·E*R*
//!   between spheres, `InitializeContactWithFEM` k_n = π·0.31225·E*R against a wall (no
//!   1.432); c_n = 2γ√(m* k_n); tension clipped as above.
//! - Both: k_t = 4G* k_n/E* (G* = 1/((2 − ν1)/G1 + (2 − ν2)/G2)), c_t = 2γ√(m* k_t), the
//!   elastic shear force incremental (the Hertz law scales it by √(ξ/ξ_old) while unloading),
//!   the cap μ·(F_n clipped) with μ = μ_d + (μ_s − μ_d) exp(−decay |v_t|), the spring and the
//!   dashpot scaled together onto the cap (`CalculateTangentialForceWithNeighbour`).
//! - 2D (`CylinderParticle2D`): `DEM_D_Hertz_viscous_Coulomb2D` is a spring of constant
//!   stiffness given the Hertz γ (run here: e typed 0.5 → 0.527, 0.8 → 0.815);
//!   `DEM_D_Linear_viscous_Coulomb2D` behaves as the 3D linear law (e typed 0.5 → 0.50013).

use super::adhesion_setting::{AdhesiveSetting, Input, Normal, NO_RULES};
use super::code::Code;
use super::rolling_law::{
    Dashpot as RollingDashpot, PairLever, RollingCode, Stiffness as RollingStiffness, WallLever,
};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes};
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw, Tangential};
use crate::math::{atan2, exp, ln, sqrt};
use crate::models::adhesion::law::Rules;
use crate::models::rolling::Cap as RollingCap;
use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::AdhesionLaw;
use crate::scenario::TangentialLaw;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;
use core::f64::consts::PI;

/// Where the facts were read and run.
const SOURCE: &str = "KratosMultiphysics 10.4.4 (pip kratosdemapplication 10.4.4) DEMApplication/sphere_strategy.py lines 578–637, 814–850; custom_constitutive/DEM_D_Hertz_viscous_Coulomb_CL.cpp and DEM_D_Linear_viscous_Coulomb_CL.cpp (InitializeContact, InitializeContactWithFEM, CalculateForces, CalculateViscoDampingForce, CalculateTangentialForceWithNeighbour); custom_elements/spheric_particle.cpp (ComputeMoments, ComputeBallToRigidFaceContactForce); run here (the validation suite)";
const STATUS: &str = "confirmed from source and by running Kratos 10.4.4 (the validation suite)";
const MASS: &str = "reduced m₁m₂/(m₁ + m₂)";
const NOTE_FRICTION: &str = "Kratos's friction is μ_d + (μ_s − μ_d) exp(−FRICTION_DECAY |v_t|): give STATIC_FRICTION = DYNAMIC_FRICTION for the constant μ of this calculator.";

/// `DEM_D_Hertz_viscous_Coulomb`.
pub const HERTZ: Setting = Setting {
    id: "kratos-hertz",
    code: "Kratos",
    title: "DEM_D_Hertz_viscous_Coulomb (DEMApplication)",
    short: "Hertz viscous Coulomb",
    summary: "Kratos DEM Hertz: COEFFICIENT_OF_RESTITUTION → γ by Thornton, Cummins & Cleary 2013 (B6), α1 = √6γ, tension clipped: e as typed to 1e−4; R = r at a wall",
    rule: Rule::Tsuji(Alpha1::ThorntonKratos),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "COEFFICIENT_OF_RESTITUTION",
    typed_unit: "",
    clipped: true,
    switch: None,
    mass: MASS,
    wall: "the particle's mass; R = its radius (RigidFace walls); E* with the wall's own YOUNG_MODULUS, POISSON_RATIO",
    extra: &[],
    takes_text: "kratos-hertz (it takes the masses, the material E1, nu1, r1 (E2, nu2, r2), v0 and e)",
    stiffness: Stiffness::Material,
    source: SOURCE,
    status: STATUS,
    notes: &[
        "With 2D elements (CylinderParticle2D) Kratos uses DEM_D_Hertz_viscous_Coulomb2D: a spring of constant stiffness given this law's γ, so e typed 0.5 gives 0.527 (run here).",
        NOTE_FRICTION,
    ],
};

/// `DEM_D_Linear_viscous_Coulomb`.
pub const LINEAR: Setting = Setting {
    id: "kratos-linear",
    code: "Kratos",
    title: "DEM_D_Linear_viscous_Coulomb (DEMApplication)",
    short: "Linear viscous Coulomb",
    summary: "Kratos DEM linear: k_n = 1.432·π·0.31225·E*R* (no 1.432 at a wall), γ by bisection of the no-tension restitution (to 1e−4), tension clipped",
    rule: Rule::KratosLinear,
    takes: Takes::Restitution,
    instead: None,
    typed_name: "COEFFICIENT_OF_RESTITUTION",
    typed_unit: "",
    clipped: true,
    switch: None,
    mass: MASS,
    wall: "the particle's mass; k_n = π·0.31225·E*r without the 1.432 of sphere pairs; E* with the wall's own YOUNG_MODULUS, POISSON_RATIO",
    extra: &[],
    takes_text: "kratos-linear (it takes the masses, the material E1, nu1, r1 (E2, nu2, r2), v0 and e)",
    stiffness: Stiffness::Material,
    source: SOURCE,
    status: STATUS,
    notes: &[
        "Kratos finds γ by bisection to a bracket of 6.1e−5, so the e it achieves differs from the e typed by up to about 1e−4; the value to type is the one whose bisection lands nearest the exact γ.",
        NOTE_FRICTION,
    ],
};

/// k_n of `DEM_D_Linear_viscous_Coulomb` \[N/m\]: 1.432·π·0.31225·E*R* between spheres,
/// π·0.31225·E*R against a wall (`InitializeContact`, `InitializeContactWithFEM`).
pub fn linear_stiffness(e_star: f64, r_star: f64, wall: bool) -> f64 {
    let beta = if wall { 1.0 } else { 1.432 };
    beta * e_star * PI * (r_star * 0.31225)
}

/// The restitution `coeff_of_rest_diff` (sphere_strategy.py lines 578–588) gives a linear
/// dashpot of damping ratio γ whose contact ends at zero force (Schwager & Pöschel 2007):
/// exp(−γ/√(1 − γ²)·(π − atan(2γ√(1 − γ²)/(1 − 2γ²)))) up to γ = 1/√2, its continuation to
/// γ < 1, e^(−2) at γ = 1 (Kratos writes 0.135335283), the overdamped branch above.
pub fn linear_restitution(g: f64) -> f64 {
    let atan = |x: f64| atan2(x, 1.0);
    if g <= 1.0 / sqrt(2.0) {
        let s = sqrt(1.0 - g * g);
        exp(-g / s * (PI - atan(2.0 * g * s / (-2.0 * g * g + 1.0))))
    } else if g < 1.0 {
        let s = sqrt(1.0 - g * g);
        exp(-g / s * atan(2.0 * g * s / (2.0 * g * g - 1.0)))
    } else if g == 1.0 {
        0.135_335_283
    } else {
        let q = g / sqrt(g * g - 1.0);
        exp(-q * ln((q + 1.0) / (q - 1.0)))
    }
}

/// Kratos's bisection bracket: [0, 16] halved while wider than 1e−4 (`RootByBisection`
/// called with a = 0, b = 16, tol = 0.0001): 2^−14.
const BRACKET: f64 = 16.0 / 262_144.0;

/// DAMPING_GAMMA of a "Linear" law for e typed: `RootByBisection` (sphere_strategy.py lines
/// 590–615) on [`linear_restitution`], step for step.
pub fn linear_gamma(e: f64) -> f64 {
    let e = if e < 0.001 { 0.001 } else { e };
    if e > 0.999 {
        return 0.0;
    }
    let f = |g: f64| linear_restitution(g) - e;
    let (mut a, mut b) = (0.0_f64, 16.0_f64);
    let mut gamma = 0.5 * (a + b);
    let mut k = 0;
    while b - a > 0.0001 && k <= 300 {
        let trial = f(gamma);
        if f(a) * trial < 0.0 {
            b = gamma;
        } else if trial == 0.0 {
            return gamma;
        } else {
            a = gamma;
        }
        gamma = 0.5 * (a + b);
        k += 1;
    }
    gamma
}

/// The e to type into a "Linear" law so that its bisection gives the γ nearest `zeta`
/// (its results are the midpoints of brackets 2^−14 wide, and 0 for e > 0.999): the
/// restitution of that midpoint, which the bisection maps back to it. `None` when `zeta`
/// is beyond the γ of e = 0.001.
pub fn linear_e_to_type(zeta: f64) -> Option<f64> {
    if !(zeta >= 0.0) || zeta > linear_gamma(0.001) + BRACKET {
        return None;
    }
    let mid = (crate::math::floor(zeta / BRACKET) + 0.5) * BRACKET;
    let lower = mid - BRACKET;
    // The nearest midpoint Kratos can reach (e in [0.001, 0.999]), or γ = 0 (e = 1).
    let candidates = [lower, mid, mid + BRACKET]
        .into_iter()
        .filter(|g| *g > 0.0 && (0.001..=0.999).contains(&linear_restitution(*g)));
    let best =
        candidates.fold(
            0.0_f64,
            |best, g| {
                if (g - zeta).abs() < (best - zeta).abs() {
                    g
                } else {
                    best
                }
            },
        );
    Some(if best == 0.0 { 1.0 } else { linear_restitution(best) })
}

/// The e a "Hertz" law's `GammaForHertzThornton` (sphere_strategy.py lines 617–637) puts
/// into Thornton, Cummins & Cleary 2013, eq. B6–B7: e clamped to ≥ 0.001; `None` above 0.999,
/// where it returns γ = 0 ([`super::kratos_hertz_gamma`] forms γ from it).
pub fn hertz_e_clamped(e: f64) -> Option<f64> {
    (e <= 0.999).then_some(if e < 0.001 { 0.001 } else { e })
}

/// The MaterialsDEM.json (and the lines of ProjectParametersDEM.json) for the answer's
/// particles and, at a wall, the wall's own material: a RigidFace wall takes its own
/// YOUNG_MODULUS and POISSON_RATIO into E* (the settings' `wall` rule), and the relation
/// particle–wall carries the value to type (the form of the runs in `validation/kratos_run.py`,
/// which Kratos 10.4.4 read). Kratos has no rigid wall: for the answer's rigid one (no `E2`)
/// the snippet writes 1000 × E1 and says so (E* within (1 − ν1²)/1000 of the rigid wall's).
pub(crate) fn snippet(
    s: &Setting,
    (e1, nu1, rho1): (&str, &str, &str),
    value: f64,
    wall: Option<(Option<f64>, Option<f64>, Option<f64>)>,
) -> String {
    let law = if s.id == "kratos-linear" {
        "DEM_D_Linear_viscous_Coulomb"
    } else {
        "DEM_D_Hertz_viscous_Coulomb"
    };
    let rel = format!(
        "\"Variables\": {{\"COEFFICIENT_OF_RESTITUTION\": {}, \"STATIC_FRICTION\": 0.5, \"DYNAMIC_FRICTION\": 0.5, \"FRICTION_DECAY\": 500.0, \"ROLLING_FRICTION\": 0.0, \"ROLLING_FRICTION_WITH_WALLS\": 0.0, \"DEM_DISCONTINUUM_CONSTITUTIVE_LAW_NAME\": \"{law}\"}}",
        text::num(value, 6)
    );
    let mat = format!("{{\"material_name\": \"mat\", \"material_id\": 1, \"Variables\": {{\"PARTICLE_DENSITY\": {rho1}, \"YOUNG_MODULUS\": {e1}, \"POISSON_RATIO\": {nu1}}}}}");
    let tail = "// ProjectParametersDEM.json: \"ElementType\": \"SphericPartDEMElement3D\", \"solver_settings\": {\"strategy\": \"sphere_strategy\", \"material_import_settings\": {\"materials_filename\": \"MaterialsDEM.json\"}}";
    let Some((e2, nu2, e1_value)) = wall else {
        return format!(
            "// MaterialsDEM.json\n{{\"materials\": [{mat}],\n \"material_relations\": [{{\"material_names_list\": [\"mat\", \"mat\"], \"material_ids_list\": [1, 1], {rel}}}],\n \"material_assignation_table\": [[\"SpheresPart\", \"mat\"]]}}\n{tail}"
        );
    };
    let (note, e_wall, nu_wall) = match e2 {
        Some(e2) => (String::new(), text::num(e2, 6), nu2.map_or_else(|| String::from("ν2"), |n| text::num(n, 6))),
        None => (
            String::from("// Kratos has no rigid wall: a RigidFace takes its own YOUNG_MODULUS and POISSON_RATIO. This answer's wall is rigid; 1000 × E1 stands for it (E* within 0.1 %). Give the wall's E2, ν2 above for your wall's own contact.\n"),
            e1_value.map_or_else(|| String::from("1000 × E1"), |e| text::num(1000.0 * e, 6)),
            String::from(nu1),
        ),
    };
    format!(
        "// MaterialsDEM.json, the particles on a wall (the wall's own material: RigidFacePart)\n{note}{{\"materials\": [{mat},\n  {{\"material_name\": \"wall\", \"material_id\": 2, \"Variables\": {{\"YOUNG_MODULUS\": {e_wall}, \"POISSON_RATIO\": {nu_wall}, \"COMPUTE_WEAR\": false}}}}],\n \"material_relations\": [{{\"material_names_list\": [\"mat\", \"wall\"], \"material_ids_list\": [1, 2], {rel}}}],\n \"material_assignation_table\": [[\"SpheresPart\", \"mat\"], [\"RigidFacePart\", \"wall\"]]}}\n{tail}"
    )
}

/// What Kratos does the same way in each of its settings ([`super::code::Code`]).
pub(crate) const CODE: Code = Code {
    name: "Kratos",
    tangential: TANGENTIAL,
    eras: &[],
    absent: &[],
    wall: super::release_rules::wall_as_given,
    adhesion_line,
    unwritten: super::adhesion_line::reason_only,
    adhesion_choices: ADHESION_CHOICES,
    v_char_default: None,
    integrator_damping: None,
    snippet: |x| {
        let wall = x.ctx.wall.then_some((x.sc.e2_modulus, x.sc.nu2, x.sc.e1_modulus));
        snippet(x.s, (&x.e1, &x.nu1, &x.rho1), x.value, wall)
    },
    timestep_line: |_, t| format!("\"MaxTimeStep\": {t}  // ProjectParametersDEM.json"),
    summary: super::code::same_summary,
};

// Its tangential laws (docs/tangential-codes.md; run by `super::tangential`).

const KRATOS_SRC: &str = "KratosMultiphysics 10.4.4 DEMApplication custom_constitutive/DEM_D_Hertz_viscous_Coulomb_CL.cpp CalculateTangentialForceWithNeighbour (its newest stored text, which the linear law shares: the elastic shear force incremental, k_t = 4G*k_n/E*, scaled by √(ξ/ξ_old) while unloading in the Hertz law; cap DYNAMIC_FRICTION × F_n clipped at 0; over the cap with spring and dashpot alike in direction, the spring held at the cap and the dashpot dropped if the spring alone exceeds it, else the dashpot trimmed; against each other, the larger one kept and trimmed), CalculateViscoDampingForce (c_t = 2γ√(m* k_t)); custom_elements/spheric_particle.cpp (slip and torque at r − ξ/2 on a pair, at r − ξ against a wall); source, and run here (Kratos 10.4.4: a step-by-step emulation of these rules, validation/kratos_tangential.py, gives its vt′ and ω′ to 1e−6). Here the spring is held at the cap whenever it exceeds it; where the dashpot pulls against a spring beyond the cap Kratos's spring saw-tooths between the cap and cap + |F_d| instead (force μF_n − |F_d|/2 on average, here μF_n − |F_d|): vt′ 0.3 % off at 10° and 60° on a wall, equal at 30°";

const KRATOS_LINEAR: CodeLaw = CodeLaw {
    laws: &[(
        TangentialLaw::Linear,
        "DEM_D_Linear_viscous_Coulomb (k_t = 4G*/E* k_n, incremental)",
    )],
    linear_history: History::Incremental,
    kt: CodeKt::FourGOverE,
    cap: (Cap::NonNegative, Cap::NonNegative),
    rule: DashpotRule::Clamped,
    dashpot: CodeDashpot::Kratos,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::Surface),
    wall_slip: Some(Arm::Surface),
    refused: &[],
    source: KRATOS_SRC,
};

/// Each setting's tangential law, or why it has none in the catalogue.
pub(crate) const TANGENTIAL: &[Tangential] = &[
    (LINEAR.id, Ok(&KRATOS_LINEAR)),
    (HERTZ.id, Err("kratos-hertz (its incremental Mindlin spring, scaled by √(ξ/ξ_old) while unloading, is not in the catalogue yet; kratos-linear is)")),
];

// Its rolling resistance (`super::rolling`).

/// Its rolling resistance `kratos-constant-torque` ([`super::rolling`]).
pub const ROLLING_CONSTANT_TORQUE: RollingCode = RollingCode {
    id: "kratos-constant-torque",
    code: "Kratos",
    setting: "DEM_ROLLING_FRICTION_MODEL_NAME DEMRollingFrictionModelConstantTorque",
    coefficient: "ROLLING_FRICTION",
    pair: PairLever::Min,
    wall: WallLever::LessOverlap,
    stiffness: RollingStiffness::None,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "|F_n| (the local contact force)",
    takes: "code kratos-constant-torque (a constant torque: it takes mu_r only)",
    source: "KratosMultiphysics/Kratos@06eb5fb9 applications/DEMApplication/custom_constitutive/DEM_rolling_friction_model_constant_torque.cpp:57-58 (min(R_i, R_j)), 95 (a wall: R − δ), 92 (|F_n|), 81 (no torque while ω = 0); the form the pip 10.4.4 library exports, run in 10.4.4 (flat and incline); Kratos PR #10341 (2022) had taken an effective contact radius",
    status: "source",
    one_value: None,
};

/// Its rolling resistance `kratos-epsd` ([`super::rolling`]).
pub const ROLLING_EPSD: RollingCode = RollingCode {
    id: "kratos-epsd",
    code: "Kratos",
    setting: "the elastic–plastic rolling resistance (\"Model Type C in Ai 2011\")",
    coefficient: "ROLLING_FRICTION",
    pair: PairLever::Reduced,
    wall: WallLever::LessOverlap,
    stiffness: RollingStiffness::Tangential,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: true,
    normal_force: "|F_n|",
    takes: "code kratos-epsd (it takes mu_r; on a wall it is the constant torque)",
    source: "KratosMultiphysics/Kratos@3808f54d applications/DEMApplication/custom_constitutive/DEM_rolling_friction_model_elastic_platic_resistance.cpp:54-59 (k_t = 4G* k_n/E* = 8G*√(R*δ)), 90-95 (R*, cap μ_r|F_n|R*), 97-100 (k_r = k_t R*², no dashpot), 127-149 (a wall: the constant torque μ_r|F_n|(R − δ)); not in the pip 10.4.4 release",
    status: "source",
    one_value: None,
};

// Its adhesive settings (`super::adhesion`).

const ADHESION_SRC: &str = "KratosMultiphysics/Kratos applications/DEMApplication/custom_constitutive/: DEM_D_JKR_cohesive_law.cpp@0e8572bb and DEM_D_DMT_cohesive_law.cpp@1dee4e45 (`CalculateCohesiveNormalForce`, …WithFEM), DEM_D_Hertz_viscous_Coulomb_CL.cpp@03f57bf0 (`CalculateForces`: the normal force clipped at 0), DEM_compound_constitutive_law.h (the main law with a cohesive law: DEM_D_Hertz_viscous_Coulomb_JKR, …_DMT, DEM_D_Linear_viscous_Coulomb_JKR, …_DMT in the 10.4.4 wheel)";
const ADHESION_RUN: &str = "Kratos 10.4.4 (run here) reads PARTICLE_COHESION from the material relation (the contact's properties), for a pair and at a wall: WALL_COHESION and the particles' own PARTICLE_COHESION are not used by these laws.";
const CLIP: &str = "The main law's elastic and viscous force is clipped at 0 before the cohesive force is added (the viscous force set to −elastic), so the dashpot never pulls: with damping its e differs from the library's law.";

/// Kratos's cohesive law `law` composed with its main law as the 10.4.4 wheel does: the
/// material relation's PARTICLE_COHESION (w) typed, the cohesive force added after the main
/// law's force is clipped at 0 (`rules.clip_main`), on its Hertz or linear law; `title`,
/// `reproduced` and `notes` say which of the two cohesive laws.
const fn kratos_adhesion(
    (id, title, law): (&'static str, &'static str, AdhesionLaw),
    jkr_term_only: bool,
    reproduced: &'static str,
    notes: &'static [&'static str],
) -> AdhesiveSetting {
    AdhesiveSetting {
        id,
        code: "Kratos",
        title,
        law,
        input: Input::W,
        typed_name: "PARTICLE_COHESION (of the material relation)",
        as_the_law: false,
        bases: &[HERTZ.id, LINEAR.id],
        law_bases: (0, 0),
        rules: Rules { clip_main: true, ..NO_RULES },
        jkr_term_only,
        normal: Normal::Added,
        limit_clips_main: false,
        reproduced,
        source: ADHESION_SRC,
        status: "from source; run: Kratos 10.4.4, a pair and a wall (validation/adhesion.py)",
        notes,
    }
}

/// Its adhesive setting `kratos-jkr` ([`super::adhesion`]).
pub const ADHESION_JKR: AdhesiveSetting = kratos_adhesion(
    (
        "kratos-jkr",
        "DEM_D_Hertz_viscous_Coulomb_JKR (DEM_D_JKR_Cohesive_Law), PARTICLE_COHESION",
        AdhesionLaw::Jkr,
    ),
    true,
    "integrated here with Kratos's rules: JKR's adhesive term at the Hertz radius, added after the normal force is clipped at 0",
    &[
        "Only JKR's adhesive term √(8π w E* a³), at the Hertz radius a = √(R*δ), pulling while the bodies overlap; no tail, no jump at the touch: not the JKR relation. On a Hertz spring its largest pull is still F_c = (3/2)π w R*, but undamped it is conservative (e = 1, never stuck).",
        CLIP,
        ADHESION_RUN,
    ],
);

/// Its adhesive setting `kratos-dmt` ([`super::adhesion`]).
pub const ADHESION_DMT: AdhesiveSetting = kratos_adhesion(
    (
        "kratos-dmt",
        "DEM_D_Hertz_viscous_Coulomb_DMT (DEM_D_DMT_Cohesive_Law), PARTICLE_COHESION",
        AdhesionLaw::Dmt,
    ),
    false,
    "integrated here with Kratos's rule: the DMT pull added after the normal force is clipped at 0",
    &["The pull 2π w R* in overlap (R* = r at a wall).", CLIP, ADHESION_RUN],
);

/// Its adhesive settings' input: the base setting's snippet (`base`) with the adhesion (the
/// values to type) written into it (`super::adhesion_line`).
fn adhesion_line(s: &AdhesiveSetting, base: &str, values: &[Named]) -> String {
    let v = super::adhesion_line::first(values);
    let suffix = if s.id == ADHESION_JKR.id { "JKR" } else { "DMT" };
    base.replacen(
        "_viscous_Coulomb\"",
        &format!("_viscous_Coulomb_{suffix}\", \"PARTICLE_COHESION\": {v}"),
        1,
    )
}

/// What its settings compose with, for the refusal of another adhesive law or setting.
const ADHESION_CHOICES: &str = "with Kratos: jkr or dmt, with kratos-hertz or kratos-linear — or no code, for every code's row";

#[cfg(test)]
mod tests {
    use super::*;

    /// The values the 10.4.4 wheel's sphere_strategy.py computes (run here through its
    /// Python: `RootByBisection(coeff_of_rest_diff, 0, 16, 1e-4, 300, e)`): γ(0.5) =
    /// 0.255279541015625, γ(0.8) = 0.074371337890625 (dyadic: the bisection's midpoints).
    #[test]
    fn the_wheels_gammas() {
        assert_eq!(linear_gamma(0.5), 0.255_279_541_015_625);
        assert_eq!(linear_gamma(0.8), 0.074_371_337_890_625);
        assert_eq!(linear_gamma(0.9995), 0.0);
        assert_eq!(linear_gamma(0.0001), linear_gamma(0.001));
        assert_eq!(hertz_e_clamped(0.9995), None);
        assert_eq!(hertz_e_clamped(0.0001), Some(0.001));
    }

    /// The value to type lands the bisection on the nearest midpoint, and that midpoint's
    /// restitution (force end) is within half a bracket of the exact γ.
    #[test]
    fn value_to_type_round_trips() {
        for e in [0.05, 0.2, 0.5, 0.8, 0.95, 0.998] {
            let zeta = crate::models::linear::alpha_from_restitution_force(e).unwrap();
            let typed = linear_e_to_type(zeta).unwrap();
            let g = linear_gamma(typed);
            assert!((g - zeta).abs() <= 0.5 * BRACKET + 1e-15, "{e}: {g} vs {zeta}");
        }
        assert_eq!(linear_e_to_type(0.0), Some(1.0));
        assert!(linear_e_to_type(20.0).is_none());
        // Kratos's formula is the Schwager–Pöschel force-end restitution of the library.
        for g in [0.01, 0.3, 0.7, 0.9, 1.5, 4.0] {
            let lib = crate::models::linear::restitution_force(g);
            assert!((linear_restitution(g) - lib).abs() < 1e-12 * lib.max(1e-3), "{g}");
        }
    }

    /// At a wall the snippet carries the wall's own material and the particle–wall relation
    /// (the form Kratos 10.4.4 read in the validation runs); a rigid wall, which Kratos cannot
    /// take, is said and stood for by 1000 × E1.
    #[test]
    fn wall_snippet() {
        let s = crate::codes::setting("kratos-hertz").unwrap();
        let pair = snippet(s, ("6.3e10", "0.2", "2500"), 0.8, None);
        assert!(
            pair.contains(r#""material_names_list": ["mat", "mat"]"#)
                && !pair.contains("RigidFacePart")
        );
        let steel =
            snippet(s, ("6.3e10", "0.2", "2500"), 0.8, Some((Some(2e11), Some(0.3), Some(6.3e10))));
        assert!(steel.contains(r#""material_name": "wall", "material_id": 2, "Variables": {"YOUNG_MODULUS": 2e11, "POISSON_RATIO": 0.3"#), "{steel}");
        assert!(
            steel.contains(r#""material_names_list": ["mat", "wall"]"#)
                && steel.contains(r#"["RigidFacePart", "wall"]"#)
        );
        assert!(!steel.contains("no rigid wall"));
        let rigid = snippet(s, ("6.3e10", "0.2", "2500"), 0.8, Some((None, None, Some(6.3e10))));
        assert!(rigid.contains("// Kratos has no rigid wall"), "{rigid}");
        assert!(rigid.contains(r#""YOUNG_MODULUS": 6.3e13, "POISSON_RATIO": 0.2"#), "{rigid}");
    }
}
