//! Each DEM code's rolling resistance, as data: the lever arm its coefficient multiplies,
//! how it forms its rolling stiffness and dashpot, what its cap limits, and where each fact
//! was read. The same typed μ_r gives a different torque in each code because the lever
//! differs (R*, min(R_i, R_j), the centre-to-contact distance, 2R*, the mean radius): for
//! two equal spheres a factor 2 to 4. [`mu_r_to_type`] turns one torque into the μ_r each
//! code must be given for it.
//!
//! Sources (read in the code unless marked "documentation"):
//! - LIGGGHTS-PUBLIC 3.8 (`CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2`): `rolling_model_cdt.h`,
//!   `rolling_model_epsd.h`, `rolling_model_epsd2.h`, `rolling_model_epsd3.h`, and
//!   `normal_model_hertz.h:231-265` for the k_n, k_t they take.
//! - LAMMPS (`lammps/lammps@07b704ca`): `src/GRANULAR/gran_sub_mod_rolling_kernel.h`
//!   (`gran_rolling_sds`), `granular_model.cpp@3d4bb449` (`check_contact`: a flat wall's
//!   Reff = radi; `calculate_forces`: v_rl = Reff (Δω × n), torque Reff n × F_r),
//!   `gran_sub_mod_normal.cpp` (`set_fncrit`: |F_n| with its damping).
//! - MercuryDPM (`kuwt/MercuryDPM_fork@fb0ebf1d`):
//!   `Kernel/Interactions/FrictionForceInteractions/FrictionInteraction.cc:117-166`,
//!   `Kernel/Interactions/BaseInteraction.cc:793-799` (R* from the curvatures, a wall's 0).
//! - Yade (`GuoJingjie/yade_code@2a3fa83c`): `pkg/dem/HertzMindlin.cpp`
//!   (`Ip2_FrictMat_FrictMat_MindlinPhys::go`: maxBendPl = eta·Rmean, Rmean = (Da + Db)/2;
//!   `Law2_ScGeom_MindlinPhys_Mindlin::go`, "MOMENT CONTACT LAW"), the flat wall's
//!   radius1 = the sphere's radius (`Ig2_Wall_Sphere_ScGeom::go`, `hertzian` off);
//!   `CohesiveFrictionalContactLaw.cpp` (`Ip2_CohFrictMat_CohFrictMat_CohFrictPhys::go`:
//!   kr = Da·Db·Ks·alphaKr, maxRollPl = min(etaRoll·Da, etaRoll·Db)).
//! - Kratos DEMApplication (`applications/DEMApplication/custom_constitutive/`):
//!   `DEM_rolling_friction_model_constant_torque.cpp@06eb5fb9` — the form whose signatures the
//!   pip 10.4.4 library exports, and the law its runs reproduce (validation/rolling.py) —
//!   `ComputeRollingFriction`: min(R_i, R_j) (:57-58); `ComputeRollingFrictionWithWall`: R − δ
//!   (:95), |F_n| the local contact force (:92), no torque while ω = 0 (:81); Kratos PR #10341
//!   (2022) had taken an effective contact radius instead. The type-C law,
//!   `DEM_rolling_friction_model_elastic_platic_resistance.cpp@3808f54d`: k_t = 8G*√(R*δ)
//!   (:54-59), k_r = k_t R*² (:97), cap μ_r|F_n|R* (:90-95, 105), a wall the constant torque's
//!   μ_r|F_n|(R − δ) (:127-149); it is not in the 10.4.4 wheel (libKratosDEMCore.so holds the
//!   constant, viscous and bounded models only).
//! - Chrono::Multicore (`projectchrono/chrono@7689fbc0`,
//!   `ChIterativeSolverMulticoreSMC.cpp:484-524`): M = μ_r F_n |p_i| against the rolling,
//!   p_i the contact point from body i's centre.
//! - EDEM (Altair documentation: standard rolling friction, RVD, type C) and PFC
//!   (`rrlinear`, Itasca documentation): documentation only.

pub use super::rolling_law::{Dashpot, PairLever, RollingCode, Stiffness, WallLever};
use super::{chrono, edem, kratos, lammps, liggghts, mercurydpm, pfc, yade};

/// Every code's rolling-resistance setting.
pub const ROLLING_CODES: &[RollingCode] = &[
    liggghts::ROLLING_CDT,
    liggghts::ROLLING_EPSD,
    liggghts::ROLLING_EPSD2,
    liggghts::ROLLING_EPSD3,
    lammps::ROLLING_SDS,
    mercurydpm::ROLLING,
    yade::ROLLING_HERTZ_MINDLIN,
    yade::ROLLING_COHFRICT,
    kratos::ROLLING_CONSTANT_TORQUE,
    kratos::ROLLING_EPSD,
    chrono::ROLLING_MULTICORE,
    edem::ROLLING_STANDARD,
    edem::ROLLING_RVD,
    edem::ROLLING_TYPE_C,
    pfc::ROLLING_RRLINEAR,
];

/// The setting of `id`.
pub fn rolling_code(id: &str) -> Option<&'static RollingCode> {
    ROLLING_CODES.iter().find(|c| c.id == id)
}

// `ROLLING_CODE_EXPECTED`, the ids for an error's expected text, generated from
// `ROLLING_CODES` by build.rs.
include!(concat!(env!("OUT_DIR"), "/rolling_ids.rs"));

impl PairLever {
    /// The lever arm \[m\] of spheres r1, r2 at overlap δ.
    pub fn arm(self, r1: f64, r2: f64, delta: f64) -> f64 {
        let reduced = r1 / (1.0 + r1 / r2);
        match self {
            PairLever::Reduced => reduced,
            PairLever::Min => r1.min(r2),
            PairLever::Own => r1 - 0.5 * delta,
            PairLever::Diameter => 2.0 * reduced,
            PairLever::Mean => 0.5 * (r1 + r2),
        }
    }

    /// The rule in words.
    pub fn rule(self) -> &'static str {
        match self {
            PairLever::Reduced => "R* = R_i R_j/(R_i + R_j)",
            PairLever::Min => "min(R_i, R_j)",
            PairLever::Own => "R_i − δ/2 (body i's centre to the contact point)",
            PairLever::Diameter => "2R* (the effective diameter)",
            PairLever::Mean => "(R_i + R_j)/2",
        }
    }
}

impl WallLever {
    /// The lever arm \[m\] of a sphere r on a flat wall at overlap δ.
    pub fn arm(self, r: f64, delta: f64) -> f64 {
        match self {
            WallLever::Radius => r,
            WallLever::LessOverlap => r - delta,
            WallLever::LessHalfOverlap => r - 0.5 * delta,
            WallLever::Diameter => 2.0 * r,
        }
    }

    /// The rule in words.
    pub fn rule(self) -> &'static str {
        match self {
            WallLever::Radius => "R_i",
            WallLever::LessOverlap => "R_i − δ",
            WallLever::LessHalfOverlap => "R_i − δ/2",
            WallLever::Diameter => "2R_i",
        }
    }
}

impl Stiffness {
    /// The rule in words (L the lever arm).
    pub fn rule(self) -> &'static str {
        match self {
            Stiffness::None => "none (a constant torque)",
            Stiffness::Epsd => "k_r = 2.25 k_n μ_r² L²",
            Stiffness::Factor => "k_r = c k_n μ_r² L², c typed",
            Stiffness::Tangential => "k_r = k_t L²",
            Stiffness::PseudoForce => "k_r = k L², k typed in N/m",
            Stiffness::Angular => "k_r typed in N·m/rad",
            Stiffness::CodeOwn => "k_r = α R_i R_j k_s with the code's own k_s",
        }
    }
}

impl Dashpot {
    /// The rule in words.
    pub fn rule(self) -> &'static str {
        match self {
            Dashpot::None => "none",
            Dashpot::Ratio => "C_r = 2 η_r √(I_r k_r)",
            Dashpot::PseudoForce => "C_r = γ L², γ typed in N·s/m",
        }
    }
}

/// One row of the conversion table: the lever arms of a code and the μ_r to type there for
/// the torque of the reference.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct MuRow {
    /// The code setting's id.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The name the coefficient is typed under.
    pub coefficient: &'static str,
    /// The lever arm on the flat wall of the test \[m\].
    pub lever_wall: f64,
    /// The μ_r to type there for the reference's torque on the wall.
    pub mu_r_wall: f64,
    /// The lever arm between two equal spheres of the test's radius \[m\].
    pub lever_pair: f64,
    /// The μ_r to type there for the reference's torque between the two spheres.
    pub mu_r_pair: f64,
    /// Where the code takes one number for both and they differ: what to know, in words.
    pub note: Option<alloc::string::String>,
}

/// The μ_r each code must be given to produce the torque limit that μ_r with the lever
/// arms `reference` (wall, pair) gives: μ_code = μ_r L_ref/L_code for the same normal
/// force, for a sphere of radius `r` on a wall at overlap `delta` and for two such spheres
/// (taken at zero overlap).
pub fn mu_r_to_type(
    mu_r: f64,
    reference: (f64, f64),
    r: f64,
    delta: f64,
) -> alloc::vec::Vec<MuRow> {
    ROLLING_CODES
        .iter()
        .map(|c| {
            let lever_wall = c.wall.arm(r, delta);
            let lever_pair = c.pair.arm(r, r, 0.0);
            let (mu_r_wall, mu_r_pair) =
                (mu_r * reference.0 / lever_wall, mu_r * reference.1 / lever_pair);
            // Apart by more than the overlap's share of a lever (a wall's R − δ against R).
            let differ = (mu_r_wall - mu_r_pair).abs() > 1e-3 * mu_r_wall.abs().max(mu_r_pair.abs());
            let note = c.one_value.filter(|_| differ).map(|why| {
                alloc::format!(
                    "{}'s {} is {why}: the same torque needs {} on the flat and {} between two spheres; type one of them, and the other contacts get the torque of that value instead.",
                    c.code,
                    c.coefficient.split(' ').next().unwrap_or(c.coefficient),
                    crate::text::num(mu_r_wall, 4),
                    crate::text::num(mu_r_pair, 4)
                )
            });
            MuRow {
                id: c.id,
                code: c.code,
                coefficient: c.coefficient,
                lever_wall,
                mu_r_wall,
                lever_pair,
                mu_r_pair,
                note,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_unique_and_listed() {
        for (i, c) in ROLLING_CODES.iter().enumerate() {
            assert!(ROLLING_CODES[..i].iter().all(|d| d.id != c.id), "{}", c.id);
            assert!(ROLLING_CODE_EXPECTED.contains(c.id), "{}", c.id);
            assert_eq!(rolling_code(c.id), Some(c));
        }
        assert_eq!(ROLLING_CODE_EXPECTED.matches(", ").count() + 2, ROLLING_CODES.len());
    }

    /// Two equal spheres: MercuryDPM's 2R* = R is twice LIGGGHTS's R* = R/2, so the same
    /// torque needs half the μ_r in MercuryDPM; Kratos's min(R, R) = R likewise; Yade's mean
    /// radius R too.
    #[test]
    fn the_same_torque_in_each_code() {
        let rows = mu_r_to_type(0.1, (0.005, 0.0025), 0.005, 1e-6);
        let get = |id: &str| rows.iter().find(|r| r.id == id).unwrap();
        assert_eq!(get("liggghts-epsd2").mu_r_pair, 0.1);
        assert!((get("mercurydpm").mu_r_pair - 0.05).abs() < 1e-15);
        assert!((get("mercurydpm").mu_r_wall - 0.05).abs() < 1e-15);
        assert!((get("kratos-constant-torque").mu_r_pair - 0.05).abs() < 1e-15);
        assert!((get("kratos-constant-torque").lever_wall - (0.005 - 1e-6)).abs() < 1e-18);
        assert!((get("yade-hertz-mindlin").mu_r_pair - 0.05).abs() < 1e-15);
        assert!((get("chrono-multicore").lever_wall - (0.005 - 0.5e-6)).abs() < 1e-18);
        // Yade's eta is one number for every contact: the two values it would need are said.
        let yade = get("yade-hertz-mindlin").note.clone().unwrap();
        assert!(yade.contains("0.1 on the flat and 0.05 between two spheres"), "{yade}");
        assert!(yade.contains("HertzMindlin.hpp:110"), "{yade}");
        assert!(rows.iter().filter(|r| r.note.is_some()).count() == 1);
    }
}
