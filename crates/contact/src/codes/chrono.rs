//! Project Chrono (projectchrono/chrono @7689fbc0, 2026-08-18).
//!
//! - `src/chrono/physics/ChContactSMC.cpp` `ChDefaultContactForceTorqueSMC::
//!   CalculateForceTorque` lines 57–113, 169–178: m* = m1 m2/(m1 + m2) with a fixed body's
//!   own mass (ChBody default 1 kg); Hooke k = (16/15)√R E* (m* v²/((16/15)√R E*))^(1/5) at
//!   the characteristic impact velocity (`SetCharacteristicImpactVelocity`, default 1,
//!   ChSystemSMC.cpp line 53), g_n = √(4 m* k/(1 + (π/ln e)²)) → ζ = |β|; Hertz (default
//!   model) k_n = 2/3 S_n, g_n = −2√(5/6) β √(S_n m*) → α1 = √5|β|;
//!   `if (forceN < 0) forceN = 0` (tension always clipped). Composite e = min(e1, e2).
//! - With the default Bullet collision system every contact's R* is the global default
//!   effective radius (0.1 m, `ChCollisionInfo::SetDefaultEffectiveCurvatureRadius`).
//! - `src/chrono_multicore/solver/ChIterativeSolverMulticoreSMC.cpp` lines 137, 246,
//!   301–326, 437: Flores g_n = 8(1 − e) k_n δ/(5 e v_char), e clamped to [0.01, 1 − ε],
//!   `characteristic_vel` default 1 (ChSettings.h line 121), no clipping.
//! - DEM-Engine (DEME, projectchrono/DEM-Engine @5f9e2850, the kernel source pip `deme`
//!   3.0.19 compiles; run on a GPU, recorded in `validation/`): `src/kernel/
//!   DEMCustomizablePolicies/FullHertzianForceModel.cu` (its default model) lines 5–63: only
//!   while the overlap is positive, m* reduced, a = √(A/π) from the overlap area A, S_n =
//!   2E*a, β from CoR, k_n = ⅔S_n, γ_n = 2√(5/6)β√(S_n m*), F = k_n δ + γ_n v_n, not clipped;
//!   lines 102–126: k_t = 8G*a, γ_t = 2√(5/3)β√(m* k_t), δ_t the total tangential
//!   displacement, |F_t| capped at μ|F_n| with δ_t reset to the capped force;
//!   `DEMCollisionKernels_SphSph.cuh` lines 73–81: A = π(r_A δ − δ²/4), the contact point at
//!   r − δ/2, lines 107–120 (a plane): A = π(r² − (r − ξ)²) = π(2rξ − ξ²);
//!   `DEMHelperKernels.cuh` lines 1039–1049: E*, G* standard. So a² ≈ 2R*ξ: Hertz's contact
//!   radius times √2, a spring of Hertz's form with R* doubled.

use super::adhesion_setting::{AdhesiveSetting, Input, Normal, NO_RULES};
use super::code::Code;
use super::release_rules::{Absent, Wall};
use super::rolling_law::{
    Dashpot as RollingDashpot, PairLever, RollingCode, Stiffness as RollingStiffness, WallLever,
};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes};
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw, Tangential};
use crate::models::adhesion::law::Rules;
use crate::models::rolling::Cap as RollingCap;
use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::AdhesionLaw;
use crate::scenario::TangentialLaw;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;

const MASS: &str = "reduced m₁m₂/(m₁ + m₂), a fixed body with its own mass (1 kg by default)";
const WALL: &str = "a fixed body of its own mass (ChBody default 1 kg), not infinite";
const NOTE_RADIUS: &str = "With the Bullet collision system every contact's R* is one global value, ChCollisionInfo's default effective curvature radius (0.1 m unless set: a contact about 0.35 × as long for 1 mm beads, run here), not the spheres' R*: the snippet sets it to this contact's R*; particles of several sizes need the Multicore collision system, which computes each contact's R*.";

/// ChSystemSMC with the Hooke force model.
pub const SMC_HOOKE: Setting = Setting {
    id: "chrono-smc-hooke",
    code: "Chrono",
    title: "ChSystemSMC, ContactForceModel::Hooke",
    short: "SMC Hooke",
    summary: "Chrono SMC Hooke: k at the characteristic velocity (default 1 m/s), ζ = |β(e)|, tension clipped (e = 0.5 → 0.55)",
    rule: Rule::LinearCharacteristic,
    takes: Takes::Restitution,
    instead: None,
    typed_name: "SetRestitution",
    typed_unit: "",
    clipped: true,
    switch: None,
    mass: MASS,
    wall: WALL,
    extra: &["v_char"],
    takes_text: "chrono-smc-hooke (it takes the masses, the material E1, nu1, r1, v0, e and v_char)",
    stiffness: Stiffness::Material,
    source: "projectchrono/chrono src/chrono/physics/ChContactSMC.cpp @7689fbc0 lines 57–92, 169–178; ChSystemSMC.cpp line 53; ChContactMaterialSMC.cpp lines 107–130",
    status: "confirmed from source and by running Chrono 10.0.0 built here (recorded; the validation suite compares the recordings)",
    notes: &[NOTE_RADIUS, "Without v_char, Chrono's default characteristic impact velocity 1 m/s is used."],
};

/// ChSystemSMC with the Hertz force model (the default).
pub const SMC_HERTZ: Setting = Setting {
    id: "chrono-smc-hertz",
    code: "Chrono",
    title: "ChSystemSMC, ContactForceModel::Hertz (default)",
    short: "SMC Hertz (default)",
    summary: "Chrono SMC Hertz: α1 = √5|β(e)|, tension clipped (e = 0.5 typed → 0.55)",
    rule: Rule::Tsuji(Alpha1::Sqrt5Beta),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "SetRestitution",
    typed_unit: "",
    clipped: true,
    switch: None,
    mass: MASS,
    wall: WALL,
    extra: &[],
    takes_text: "chrono-smc-hertz (it takes the masses, the material E1, nu1, r1, v0 and e)",
    stiffness: Stiffness::Material,
    source:
        "projectchrono/chrono src/chrono/physics/ChContactSMC.cpp @7689fbc0 lines 94–113, 169–178",
    status: "confirmed from source and by running Chrono 10.0.0 built here (recorded; the validation suite compares the recordings)",
    notes: &[NOTE_RADIUS],
};

/// Chrono::Multicore SMC with Flores' damping.
pub const MULTICORE_FLORES: Setting = Setting {
    id: "chrono-multicore-flores",
    code: "Chrono",
    title: "Chrono::Multicore SMC, ContactForceModel::Flores",
    short: "Multicore SMC Flores",
    summary: "Chrono::Multicore Flores: Hunt–Crossley χ = 8(1 − e)/(5 e v_char) (v_char default 1 m/s): e depends on the impact speed",
    rule: Rule::Flores,
    takes: Takes::Restitution,
    instead: None,
    typed_name: "SetRestitution",
    typed_unit: "",
    clipped: false,
    switch: None,
    mass: "reduced m₁m₂/(m₁ + m₂) with each body's GetMass()",
    wall: WALL,
    extra: &["v_char"],
    takes_text: "chrono-multicore-flores (it takes the masses, the material E1, nu1, r1, v0, e and v_char)",
    stiffness: Stiffness::Material,
    source: "projectchrono/chrono src/chrono_multicore/solver/ChIterativeSolverMulticoreSMC.cpp @7689fbc0 lines 137, 246, 301–326, 437; src/chrono_multicore/ChSettings.h line 121",
    status: "confirmed from source (Chrono::Multicore not run here)",
    notes: &["With the MultiStep tangential displacement mode the stored initial impact speed (at least v_char) replaces v_char, which makes e independent of the speed."],
};

/// DEM-Engine's default force model (`FullHertzianForceModel`).
pub const DEME: Setting = Setting {
    id: "chrono-deme",
    code: "Chrono",
    title: "DEM-Engine default Hertz–Mindlin (FullHertzianForceModel)",
    short: "DEM-Engine Hertz",
    summary: "Chrono DEM-Engine: CoR typed, α1 = √5|β(e)|, tension kept: e as typed, but its contact radius from the overlap area (√2 × Hertz's) makes t_c and ξ_max 2^(−1/5) = 0.87 of Hertz's",
    rule: Rule::DemeGeometric,
    takes: Takes::Restitution,
    instead: None,
    typed_name: "CoR",
    typed_unit: "",
    clipped: false,
    switch: None,
    mass: "reduced m₁m₂/(m₁ + m₂) of the owners' masses",
    wall: "an analytical plane of mass 1e6 kg by default (DEMExternObj): m* = the particle's to 1e−11; a² = 2rξ − ξ²",
    extra: &[],
    takes_text: "chrono-deme (it takes the masses, the material E1, nu1, r1 (E2, nu2, r2), v0 and e)",
    stiffness: Stiffness::Material,
    source: "projectchrono/DEM-Engine @5f9e2850 (the kernel source of pip deme 3.0.19) src/kernel/DEMCustomizablePolicies/FullHertzianForceModel.cu lines 5–63, 102–126; src/kernel/DEMCollisionKernels_SphSph.cuh lines 73–81, 107–120; src/kernel/DEMHelperKernels.cuh lines 1039–1049; run on a GPU (DEME 3.0.19, recorded in validation/deme)",
    status: "confirmed from source and by running DEME 3.0.19 on a GPU (recorded; the validation suite compares the recordings)",
    notes: &[
        "DEME's contact radius is that of the spheres' geometric intersection, a = √(A/π): A = π(r_A δ − δ²/4) between spheres (body A's radius only: here 2R*, the same for equal spheres) and π(2rξ − ξ²) on a plane, √2 × Hertz's a. The spring is Hertz's with R* doubled; the −δ²/4 and −ξ² terms (about 2e−4 of a at 1 m/s for 1 mm glass beads) are left out.",
        "Tension is not clipped (the contact ends at zero overlap), so CoR is achieved as typed; the contact lasts 2^(−1/5) = 0.87 of a Hertz contact with the same damping.",
    ],
};

/// The C++ lines (the Python lines of DEM-Engine), complete: the system, its collision
/// system and the contact's R* (`r_star`; Bullet gives every contact the one
/// `ChCollisionInfo::SetDefaultEffectiveCurvatureRadius`, ChCollisionInfo.cpp line 19: 0.1 m
/// unless set), the force model, the material. Names as declared @7689fbc0:
/// ChSystemSMC.h lines 34–39, 82, 114; ChCollisionInfo.h line 55; ChContactMaterialSMC.h
/// lines 35, 39; ChContactMaterial.h line 79; ChSystemMulticore.h lines 156, 230;
/// chrono_multicore/ChSettings.h lines 175, 188, 232.
pub(crate) fn snippet(
    s: &Setting,
    (e1, nu1): (&str, &str),
    value: f64,
    v_char: Option<f64>,
    r_star: Option<f64>,
) -> String {
    let v = text::num(value, 6);
    let vc = text::num(v_char.unwrap_or(1.0), 6);
    let mat = format!(
        "auto mat = chrono_types::make_shared<ChContactMaterialSMC>();\nmat->SetYoungModulus({e1});\nmat->SetPoissonRatio({nu1});\nmat->SetRestitution({v});\n// each body's collision shape takes it: chrono_types::make_shared<ChCollisionShapeSphere>(mat, radius)"
    );
    let core = |model: &str| {
        let r = r_star.map_or(String::from("0.1 /* R*: give the radii */"), |r| text::num(r, 6));
        format!(
            "// #include \"chrono/physics/ChSystemSMC.h\", \"chrono/collision/ChCollisionInfo.h\"; using namespace chrono;\nChSystemSMC sys;\nsys.SetCollisionSystemType(ChCollisionSystem::Type::BULLET);\n// Bullet gives every contact this one R* (Chrono's default 0.1 m): this contact's R*\nChCollisionInfo::SetDefaultEffectiveCurvatureRadius({r});\nsys.SetContactForceModel(ChSystemSMC::ContactForceModel::{model});\n"
        )
    };
    match s.id {
        "chrono-deme" => format!(
            "# DEM-Engine (pip deme): the default force model is Hertz–Mindlin (FullHertzianForceModel)\nmat = sim.LoadMaterial({{\"E\": {e1}, \"nu\": {nu1}, \"CoR\": {v}, \"mu\": 0.5, \"Crr\": 0.0}})\n# a pair of materials: sim.SetMaterialPropertyPair(\"CoR\", mat1, mat2, {v})"
        ),
        "chrono-smc-hooke" => {
            format!("{}sys.SetCharacteristicImpactVelocity({vc});\n{mat}", core("Hooke"))
        }
        "chrono-smc-hertz" => format!("{}{mat}", core("Hertz")),
        _ => format!(
            "// #include \"chrono_multicore/physics/ChSystemMulticore.h\"; using namespace chrono;\nChSystemMulticoreSMC sys;  // its own collision system computes each contact's R*\nsys.GetSettings()->solver.contact_force_model = ChSystemSMC::ContactForceModel::Flores;\nsys.GetSettings()->solver.characteristic_vel = {vc};\n{mat}"
        ),
    }
}

/// Chrono's default characteristic impact velocity \[m/s\] (ChSystemSMC.cpp line 53;
/// ChSettings.h line 121), taken where `v_char` is not given.
pub const DEFAULT_V_CHAR: f64 = 1.0;

/// What Chrono does the same way in each of its settings ([`super::code::Code`]).
pub(crate) const CODE: Code = Code {
    name: "Chrono",
    tangential: TANGENTIAL,
    eras: &[],
    absent: ABSENT,
    wall,
    adhesion_line,
    unwritten: super::adhesion_line::reason_only,
    adhesion_choices: ADHESION_CHOICES,
    v_char_default: Some(DEFAULT_V_CHAR),
    integrator_damping: None,
    snippet: |x| snippet(x.s, (&x.e1, &x.nu1), x.value, x.ctx.v_char, x.ctx.r_star),
    // DEM-Engine's Python (validation/deme/deme_impact.py: SetInitTimeStep), else C++.
    timestep_line: |id, t| match id {
        "chrono-deme" => format!("sim.SetInitTimeStep({t})"),
        _ => format!("sys.DoStepDynamics({t});  // each step"),
    },
    summary: super::code::same_summary,
};

// Its tangential laws (docs/tangential-codes.md; run by `super::tangential`).

const DEME_SRC: &str = "projectchrono/DEM-Engine @5f9e2850 src/kernel/DEMCustomizablePolicies/FullHertzianForceModel.cu lines 36–47 (δ_t += v_t Δt, projected), 102–126 (k_t = 8G*a with the geometric contact radius a, γ_t = 2√(5/3)β√(m* k_t), |F_t| capped at μ|F_n| and δ_t reset to the capped force); DEMCollisionKernels_SphSph.cuh (the contact point at r − δ/2); source, run on a GPU (DEME 3.0.19, recorded)";

const DEME_TANGENTIAL: CodeLaw = CodeLaw {
    laws: &[(
        TangentialLaw::MindlinTotal,
        "FullHertzianForceModel (k_t = 8G*a with its contact radius, total δ_t, reset at μ|F_n|)",
    )],
    linear_history: History::Total,
    kt: CodeKt::SixGOverE,
    cap: (Cap::Absolute, Cap::Absolute),
    rule: DashpotRule::Reset,
    dashpot: CodeDashpot::Deme,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::ContactPoint),
    wall_slip: None,
    refused: &[],
    source: DEME_SRC,
};

/// Each setting's tangential law, or why it has none in the catalogue.
pub(crate) const TANGENTIAL: &[Tangential] = &[
    (DEME.id, Ok(&DEME_TANGENTIAL)),
    (SMC_HOOKE.id, Err("this Chrono setting (Chrono SMC keeps no tangential history: its tangential force k_t|u|Δt + g_t|u| depends on the time step; not in the catalogue)")),
    (SMC_HERTZ.id, Err("this Chrono setting (Chrono SMC keeps no tangential history: its tangential force k_t|u|Δt + g_t|u| depends on the time step; not in the catalogue)")),
    (MULTICORE_FLORES.id, Err("this Chrono setting (Chrono SMC keeps no tangential history: its tangential force k_t|u|Δt + g_t|u| depends on the time step; not in the catalogue)")),
];

// Its releases (`super::releases`): DEM-Engine has its own.

const DEME_APART: &str = "chrono-deme (DEM-Engine is a program of its own, projectchrono/DEM-Engine; its release here is DEME 3.0.19)";
const SMC_NOT_DEME: &str = "this Chrono setting (DEME 3.0.19 is DEM-Engine's release; ChSystemSMC and Chrono::Multicore are in Chrono 10.0.0)";

/// Releases a setting does not exist in, and why.
const ABSENT: &[Absent] = &[
    (DEME.id, &["10.0.0"], DEME_APART),
    (SMC_HOOKE.id, &["DEME 3.0.19"], SMC_NOT_DEME),
    (SMC_HERTZ.id, &["DEME 3.0.19"], SMC_NOT_DEME),
    (MULTICORE_FLORES.id, &["DEME 3.0.19"], SMC_NOT_DEME),
];

/// What a wall is to a setting: a fixed `ChBody` of nominal mass 1 kg entering m*, except in
/// DEM-Engine.
fn wall(s: &Setting) -> Wall {
    if s.id == DEME.id {
        Wall::AsGiven
    } else {
        Wall::NominalMass
    }
}

// Its rolling resistance (`super::rolling`).

/// Its rolling resistance `chrono-multicore` ([`super::rolling`]).
pub const ROLLING_MULTICORE: RollingCode = RollingCode {
    id: "chrono-multicore",
    code: "Chrono",
    setting: "ChSystemMulticoreSMC, material SetRollingFriction",
    coefficient: "rolling friction",
    pair: PairLever::Own,
    wall: WallLever::LessHalfOverlap,
    stiffness: RollingStiffness::None,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "|F_n|",
    takes: "code chrono-multicore (a constant torque: it takes mu_r only)",
    source: "projectchrono/chrono@7689fbc0 src/chrono_multicore/solver/ChIterativeSolverMulticoreSMC.cpp:484-524 (μ_r F_n |p_i| against the rolling, off until the contact outlasts one collision time when underdamped)",
    status: "source",
    one_value: None,
};

// Its adhesive settings (`super::adhesion`).

/// Its adhesive setting `chrono-smc-dmt` ([`super::adhesion`]).
pub const ADHESION_SMC_DMT: AdhesiveSetting = AdhesiveSetting {
    id: "chrono-smc-dmt",
    code: "Chrono",
    title: "ChSystemSMC adhesion model DMT, adhesionMultDMT",
    law: AdhesionLaw::Dmt,
    input: Input::ChronoMult,
    typed_name: "adhesionMultDMT",
    as_the_law: false,
    bases: &[SMC_HERTZ.id, SMC_HOOKE.id],
    law_bases: (0, 0),
    rules: Rules { clip_main: true, ..NO_RULES },
    jkr_term_only: false,
    normal: Normal::Added,
    limit_clips_main: false,
    reproduced: "integrated here with Chrono's rule (from source): the DMT pull added after the normal force is clipped at 0",
    source: "projectchrono/chrono@7689fbc0 src/chrono/physics/ChContactSMC.cpp lines 175–190; ChContactMaterialSMC.h lines 46–56 (the comment: adhesionMultDMT = 2π w √R*)",
    status: "from source (not run here with adhesion)",
    notes: &["F = adhesionMultDMT √R* subtracted in overlap after the normal force (elastic minus dashpot) is clipped at 0: with damping its e differs from the library's law. A fixed body (a wall) enters m* with its own mass, 1 kg by default."],
};

/// Its adhesive settings' input: the base setting's snippet (`base`) with the adhesion (the
/// values to type) written into it (`super::adhesion_line`).
fn adhesion_line(_: &AdhesiveSetting, base: &str, values: &[Named]) -> String {
    let v = super::adhesion_line::first(values);
    format!(
        "{base}\nsys.SetAdhesionForceModel(ChSystemSMC::AdhesionForceModel::DMT);\nmat->SetAdhesionMultDMT({v});  // 2π w √R*"
    )
}

/// What its settings compose with, for the refusal of another adhesive law or setting.
const ADHESION_CHOICES: &str =
    "with Chrono: dmt with chrono-smc-hertz or chrono-smc-hooke — or no code, for every code's row";
