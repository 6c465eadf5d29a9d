//! Rolling resistance: the torque a contact puts against the relative rolling of its two
//! bodies, after Ai, Chen, Rotter & Ooi, "Assessment of rolling resistance models in
//! discrete element simulations", *Powder Technology* 206 (2011) 269–282 (equation numbers
//! not confirmed here; the forms below are those LIGGGHTS-PUBLIC implements and cites to
//! the paper, read in `CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2`).
//!
//! Notation: μ_r the rolling-friction coefficient (dimensionless), R_r the lever arm
//! (R* = R_i R_j/(R_i + R_j) for two spheres, R_i on a flat wall), F_n the normal force,
//! θ the relative rolling angle, ω = θ̇ its rate.
//!
//! - **Type A, constant directional torque**: M = −μ_r R_r F_n ω/|ω| while the bodies roll;
//!   at rest any torque up to μ_r R_r F_n is resisted (so a sphere stays on an incline while
//!   tan α ≤ μ_r). LIGGGHTS `rolling_friction cdt` (`rolling_model_cdt.h`).
//! - **Type C, elastic–plastic spring–dashpot (EPSD)**: a spring M_k, updated incrementally
//!   dM_k = −k_r dθ, k_r = 2.25 k_n μ_r² R_r² (`rolling_model_epsd.h:282`, the 3D value;
//!   `doc/gran_rolling_friction_epsd.txt`), capped |M_k| ≤ μ_r R_r |F_n|
//!   (`rolling_model_epsd.h:290-309`); a dashpot M_d = −C_r ω, C_r = 2 η_r √(I_r k_r)
//!   (`:324`), added only while the spring is below its cap — "no damping / no dashpot in
//!   case of full mobilisation" (`:311`). η_r is the dashpot's damping ratio against the
//!   rolling inertia I_r.
//! - The rolling inertia, the inertia of the relative rolling about the contact point:
//!   I_r = [1/(I_i + m_i r_i²) + 1/(I_j + m_j r_j²)]⁻¹, a wall's term 0 (Ai et al. 2011;
//!   `rolling_model_epsd.h:142-148` for a wall, 1.4 m R², and `:206-215` for a pair,
//!   1.4 × m_i r_i² m_j r_j²/(m_i r_i² + m_j r_j²), both for solid spheres in 3D).
//!
//! Ai et al.'s type B (a viscous torque proportional to the rolling speed) is not here.

use crate::error::Error;
use crate::math::sqrt;
use crate::named::named;
use crate::scenario::Value;

named! {
    /// A rolling-resistance law (Ai, Chen, Rotter & Ooi 2011).
    RollingLaw, "\"constant\" (Ai et al.'s type A) or \"epsd\" (type C)" {
        /// Type A: the constant directional torque M = −μ_r R_r F_n ω/|ω|.
        Constant = "constant",
        /// Type C: the elastic–plastic spring–dashpot, k_r = 2.25 k_n μ_r² R_r²,
        /// |M_k| ≤ μ_r R_r F_n, C_r = 2 η_r √(I_r k_r) below the cap.
        Epsd = "epsd",
    }
}

impl RollingLaw {
    /// The key `rolling`: a law's name (blank or null: not given).
    pub fn read(value: Value<'_>) -> Result<Option<RollingLaw>, Error> {
        match value {
            Value::Null => Ok(None),
            Value::Text(t) if t.trim().is_empty() => Ok(None),
            Value::Text(t) => RollingLaw::parse(t.trim()).map(Some).ok_or_else(|| Error::Invalid {
                field: "rolling".into(),
                value: t.into(),
                expected: RollingLaw::EXPECTED,
            }),
            Value::Number(x) => Err(Error::Invalid {
                field: "rolling".into(),
                value: alloc::format!("{x}"),
                expected: RollingLaw::EXPECTED,
            }),
        }
    }

    /// The law in one line, for display.
    pub fn formula(self) -> &'static str {
        match self {
            RollingLaw::Constant => "M = −μ_r R_r F_n ω/|ω|",
            RollingLaw::Epsd => {
                "dM_k = −k_r dθ, k_r = 2.25 k_n μ_r² R_r², |M_k| ≤ μ_r R_r F_n; \
                 M = M_k − C_r ω below the cap, C_r = 2 η_r √(I_r k_r)"
            }
        }
    }

    /// Where the law comes from.
    pub fn source(self) -> &'static str {
        match self {
            RollingLaw::Constant => {
                "Ai, Chen, Rotter & Ooi 2011 (type A); LIGGGHTS rolling_model_cdt.h"
            }
            RollingLaw::Epsd => {
                "Ai, Chen, Rotter & Ooi 2011 (type C); LIGGGHTS rolling_model_epsd.h:282-330"
            }
        }
    }
}

/// The factor of the EPSD spring, k_r = 2.25 k_n μ_r² R_r² (3D; LIGGGHTS
/// `rolling_model_epsd.h:282`, after Ai et al. 2011).
pub const EPSD_SPRING_FACTOR: f64 = 2.25;

/// The largest rolling torque M_max = μ_r R_r F_n \[N·m\] (Ai et al. 2011, types A and C;
/// LIGGGHTS `rolling_model_epsd.h:292`, `fabs(Fn)*reff*rmu`).
pub fn torque_limit(mu_r: f64, lever: f64, normal_force: f64) -> f64 {
    mu_r * lever * normal_force
}

/// The EPSD rolling stiffness k_r = 2.25 k_n μ_r² R_r² \[N·m/rad\] (Ai et al. 2011;
/// LIGGGHTS `rolling_model_epsd.h:282`, `kr = 2.25*sidata.kn*rmu*rmu*reff*reff`, where
/// `sidata.kn` is the normal model's k_n: for Hertz the secant 4/3 Y*√(R* δ),
/// `normal_model_hertz.h:234,264`).
pub fn epsd_stiffness(kn: f64, mu_r: f64, lever: f64) -> f64 {
    EPSD_SPRING_FACTOR * kn * (mu_r * lever) * (mu_r * lever)
}

/// The EPSD dashpot C_r = 2 η_r √(I_r k_r) \[N·m·s/rad\] (Ai et al. 2011; LIGGGHTS
/// `rolling_model_epsd.h:324`, `coeffRollVisc * 2 * sqrt(r_inertia*kr)`).
pub fn epsd_damping(eta_r: f64, inertia: f64, k_r: f64) -> f64 {
    2.0 * eta_r * sqrt(inertia * k_r)
}

/// One body's inertia about the contact point, I + m r² \[kg·m²\] (I its moment of inertia
/// about its centre, r the distance from the centre to the contact).
pub fn about_contact(inertia: f64, mass: f64, r: f64) -> f64 {
    inertia + mass * r * r
}

/// The rolling inertia I_r = [1/(I_i + m_i r_i²) + 1/(I_j + m_j r_j²)]⁻¹ \[kg·m²\] of two
/// bodies, each given as its inertia about the contact point ([`about_contact`]); `None`
/// for a wall, whose term is 0 (Ai et al. 2011; LIGGGHTS `rolling_model_epsd.h:142-148,
/// 206-215`). Written as a / (1 + a/b) so that it neither overflows nor underflows
/// needlessly.
pub fn rolling_inertia(body_i: f64, body_j: Option<f64>) -> f64 {
    match body_j {
        Some(b) => body_i / (1.0 + body_i / b),
        None => body_i,
    }
}

/// A solid sphere's moment of inertia about its centre, 2/5 m r² \[kg·m²\].
pub fn solid_sphere_inertia(mass: f64, r: f64) -> f64 {
    0.4 * mass * r * r
}

/// What the cap M_max limits in a spring–dashpot–slider rolling law.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cap {
    /// The spring torque alone; the dashpot acts only below the cap (Ai et al.'s type C as
    /// LIGGGHTS's `epsd`, `epsd3` apply it, `rolling_model_epsd.h:290-330`).
    Spring,
    /// The spring and dashpot together, the spring rescaled so that their sum is the cap
    /// (the pseudo-force form of Luding 2008: LAMMPS `rolling sds`,
    /// `gran_sub_mod_rolling_kernel.h:gran_rolling_sds`; MercuryDPM
    /// `FrictionInteraction.cc:143-163`).
    Total,
}

/// The EPSD law's numbers for one contact (and any spring–dashpot–slider rolling law).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Epsd {
    /// k_r \[N·m/rad\].
    pub stiffness: f64,
    /// C_r \[N·m·s/rad\].
    pub damping: f64,
    /// M_max = μ_r R_r F_n \[N·m\].
    pub limit: f64,
    /// What the cap limits ([`Cap::Spring`] for Ai et al.'s type C).
    pub cap: Cap,
}

/// The torque of the EPSD law at one instant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EpsdTorque {
    /// The spring torque after the cap \[N·m\] (what the code keeps as its history).
    pub spring: f64,
    /// The torque on the rolling \[N·m\]: the spring, plus the dashpot below the cap.
    pub total: f64,
    /// The spring is at its cap (full mobilisation: no dashpot).
    pub at_limit: bool,
}

impl Epsd {
    /// The law for a contact: k_r from k_n, μ_r and R_r, C_r from η_r and I_r, the cap from
    /// F_n ([`epsd_stiffness`], [`epsd_damping`], [`torque_limit`]).
    pub fn new(
        kn: f64,
        mu_r: f64,
        eta_r: f64,
        lever: f64,
        normal_force: f64,
        inertia: f64,
    ) -> Self {
        let stiffness = epsd_stiffness(kn, mu_r, lever);
        Epsd {
            stiffness,
            damping: epsd_damping(eta_r, inertia, stiffness),
            limit: torque_limit(mu_r, lever, normal_force),
            cap: Cap::Spring,
        }
    }

    /// One increment of the law, torques on the rolling rather than a code's sign: the trial
    /// spring `spring − k_r dθ`; with [`Cap::Spring`] (LIGGGHTS `rolling_model_epsd.h:284-330`)
    /// scaled back to the cap when beyond it (then no dashpot), else the dashpot −C_r ω
    /// added; with [`Cap::Total`] (LAMMPS `gran_rolling_sds`) the sum of spring and dashpot
    /// scaled back to the cap, the spring set to the cap less the dashpot.
    pub fn torque(&self, spring: f64, d_theta: f64, omega: f64) -> EpsdTorque {
        let trial = spring - self.stiffness * d_theta;
        let sign = |x: f64| if x > 0.0 { 1.0 } else { -1.0 };
        match self.cap {
            Cap::Spring if trial.abs() > self.limit => {
                let capped = sign(trial) * self.limit;
                EpsdTorque { spring: capped, total: capped, at_limit: true }
            }
            Cap::Spring => {
                EpsdTorque { spring: trial, total: trial - self.damping * omega, at_limit: false }
            }
            Cap::Total => {
                let total = trial - self.damping * omega;
                if total.abs() > self.limit {
                    let capped = sign(total) * self.limit;
                    EpsdTorque {
                        spring: capped + self.damping * omega,
                        total: capped,
                        at_limit: true,
                    }
                } else {
                    EpsdTorque { spring: trial, total, at_limit: false }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers() {
        // A 1 kg sphere of 10 mm: I + m r² = 1.4 m r².
        let m = 1.0;
        let r = 0.01;
        let own = about_contact(solid_sphere_inertia(m, r), m, r);
        assert!((own - 1.4e-4).abs() < 1e-18);
        assert_eq!(rolling_inertia(own, None), own);
        // Two equal spheres: half of one.
        assert!((rolling_inertia(own, Some(own)) - 0.7e-4).abs() < 1e-18);
        assert_eq!(torque_limit(0.1, 0.01, 9.81), 0.1 * 0.01 * 9.81);
        let k = epsd_stiffness(1e5, 0.1, 0.01);
        assert!((k - 2.25 * 1e5 * 1e-6).abs() < 1e-15);
        assert!((epsd_damping(0.3, 1.4e-4, k) - 0.6 * (1.4e-4f64 * k).sqrt()).abs() < 1e-18);
    }

    #[test]
    fn spring_caps_and_drops_its_dashpot() {
        let law = Epsd { stiffness: 2.0, damping: 0.5, limit: 1.0, cap: Cap::Spring };
        let below = law.torque(0.0, 0.25, 1.0);
        assert_eq!(below, EpsdTorque { spring: -0.5, total: -1.0, at_limit: false });
        let capped = law.torque(-0.5, 0.5, 1.0);
        assert_eq!(capped, EpsdTorque { spring: -1.0, total: -1.0, at_limit: true });
        // Rolling back unloads the spring elastically.
        let back = law.torque(-1.0, -0.1, -1.0);
        assert!(!back.at_limit);
        assert!((back.spring + 0.8).abs() < 1e-15);
        assert!((back.total + 0.3).abs() < 1e-15);
        // Capped on the total: the dashpot counts against the cap and stays.
        let total = Epsd { cap: Cap::Total, ..law };
        let t = total.torque(-0.5, 0.25, 1.0);
        assert_eq!(t, EpsdTorque { spring: -0.5, total: -1.0, at_limit: true });
        let t = total.torque(0.0, 0.1, 1.0);
        assert!(!t.at_limit && (t.total + 0.7).abs() < 1e-15, "{t:?}");
        assert_eq!(RollingLaw::parse("epsd"), Some(RollingLaw::Epsd));
        assert_eq!(RollingLaw::parse("cdt"), None);
    }
}
