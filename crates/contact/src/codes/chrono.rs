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

use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes};
use crate::text;
use alloc::format;
use alloc::string::String;

const MASS: &str = "reduced m₁m₂/(m₁ + m₂), a fixed body with its own mass (1 kg by default)";
const WALL: &str = "a fixed body of its own mass (ChBody default 1 kg), not infinite";
const NOTE_RADIUS: &str = "With Chrono's default Bullet collision system every contact's R* is the global default effective radius (0.1 m), not the spheres' R*: set ChCollisionInfo::SetDefaultEffectiveCurvatureRadius, or use the Multicore collision system.";

/// ChSystemSMC with the Hooke force model.
pub const SMC_HOOKE: Setting = Setting {
    id: "chrono-smc-hooke",
    code: "Chrono",
    title: "ChSystemSMC, ContactForceModel::Hooke",
    short: "SMC Hooke",
    summary: "Chrono SMC Hooke: k at the characteristic velocity (default 1 m/s), ζ = |β(e)|, tension clipped (e = 0.5 → 0.55)",
    rule: Rule::LinearCharacteristic,
    takes: Takes::Restitution,
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
    status: "confirmed from source",
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
    status: "confirmed from source",
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
    status: "confirmed from source",
    notes: &["With the MultiStep tangential displacement mode the stored initial impact speed (at least v_char) replaces v_char, which makes e independent of the speed."],
};

/// The C++ lines.
pub(crate) fn snippet(s: &Setting, e1: &str, nu1: &str, value: f64, v_char: Option<f64>) -> String {
    let v = text::num(value, 6);
    let vc = text::num(v_char.unwrap_or(1.0), 6);
    let mat = format!(
        "auto mat = chrono_types::make_shared<ChContactMaterialSMC>();\nmat->SetYoungModulus({e1});\nmat->SetPoissonRatio({nu1});\nmat->SetRestitution({v});"
    );
    match s.id {
        "chrono-smc-hooke" => format!(
            "{mat}\nsys.SetContactForceModel(ChSystemSMC::ContactForceModel::Hooke);\nsys.SetCharacteristicImpactVelocity({vc});"
        ),
        "chrono-smc-hertz" => format!("{mat}\nsys.SetContactForceModel(ChSystemSMC::ContactForceModel::Hertz);"),
        _ => format!(
            "{mat}\n// ChSystemMulticoreSMC sys;\nsys.GetSettings()->solver.contact_force_model = ChSystemSMC::ContactForceModel::Flores;\nsys.GetSettings()->solver.characteristic_vel = {vc};"
        ),
    }
}
