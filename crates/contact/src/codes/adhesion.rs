//! Each DEM code's adhesive setting (docs/code-settings.md): the number a user types for the
//! adhesion in that code's own convention — the surface energy γ of one surface, the work of
//! adhesion w = 2γ (Dupré), LIGGGHTS's cohesion energy density k_c, MercuryDPM's f_max and k_a,
//! Chrono's multiplier — with the conversion from the scenario's, and what the code then does
//! differently from the law it names.
//!
//! **The trap:** LAMMPS, EDEM and Yade write their forces with γ (3πγR, 4πγR, √(16πγE a³));
//! Kratos, LIGGGHTS's `thornton_ning` (`surfaceEnergy`) and MercuryDPM's "JKRAdhesive" with w.
//! Typing one number into both gives pull-off forces a factor 2 apart.
//!
//! What is reproduced: where the code's law is the library's (LIGGGHTS `sjkr` and `sjkr2`,
//! MercuryDPM's irreversible adhesion) the answer is the contact above. The others are
//! composed as the code composes them ([`super::adhesion_solve`], [`crate::models::adhesion::law::Rules`]) and integrated:
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
use crate::scenario::{AdhesionLaw, Scenario};
use crate::solution::{Named, Solution};
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

pub use super::adhesion_setting::{AdhesiveSetting, Input, Normal};
use super::{chrono, edem, kratos, lammps, liggghts, mercurydpm, yade};

/// Every code's adhesive setting, by code.
pub const SETTINGS: &[AdhesiveSetting] = &[
    lammps::ADHESION_JKR,
    lammps::ADHESION_DMT,
    liggghts::ADHESION_SJKR,
    liggghts::ADHESION_SJKR2,
    liggghts::ADHESION_THORNTON_NING,
    yade::ADHESION_HERTZ_MINDLIN_ADHESION,
    kratos::ADHESION_JKR,
    kratos::ADHESION_DMT,
    mercurydpm::ADHESION_IRREVERSIBLE,
    chrono::ADHESION_SMC_DMT,
    edem::ADHESION_JKR,
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
