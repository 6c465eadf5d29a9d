//! The rolling test under Ai et al.'s own laws (`rolling`: `constant`, `epsd`), with the
//! lever R_r = r1 of a sphere on a flat.

use super::common::{check_static_overlap, finish, finite, normal_stiffness, Setup};
use super::input::RollingInput;
use super::single_ball::{self, Ball};
use super::solution::{Rolling, RollingSolution};
use crate::error::Error;
use crate::math::sqrt;
use crate::models::rolling::{self as law, Epsd, RollingLaw};
use alloc::vec::Vec;

/// The test under `law`.
pub(super) fn run(
    inp: &RollingInput,
    s: &Setup,
    law: RollingLaw,
) -> Result<RollingSolution, Error> {
    let normal_force = finite("m1", "the normal force m g", s.mass * s.g)?;
    let lever = s.r1;
    let inertia = finite(
        "r1",
        "the rolling inertia (7/5) m r1²",
        law::rolling_inertia(
            law::about_contact(law::solid_sphere_inertia(s.mass, s.r1), s.mass, s.r1),
            None,
        ),
    )?;
    let limit = law::torque_limit(s.mu_r, lever, normal_force);
    let mut notes = Vec::new();
    let ball = s.v0.map(|v0| Ball { radius: s.r1, inertia, speed: v0 });
    let mut out = RollingSolution {
        rolling: Rolling {
            lever_arm: lever,
            normal_force,
            torque_limit: finite("mu_r", "the torque limit μ_r R_r F_n", limit)?,
            kn: None,
            stiffness: None,
            damping: None,
            inertia,
            period: None,
            stopping_distance: None,
            stopping_time: None,
            static_angle: crate::math::atan2(s.mu_r, 1.0).to_degrees(),
        },
        law: law.name(),
        formula: law.formula(),
        source: law.source(),
        static_overlap: None,
        elastic_angle: None,
        stopped: None,
        notes: Vec::new(),
        mu_r_to_type: Vec::new(),
        code: None,
    };
    let stop = match law {
        RollingLaw::Constant => {
            let material = [inp.e1, inp.nu1, inp.e2, inp.nu2].iter().any(Option::is_some);
            if inp.kn.is_some() || material {
                // Not used, but checked as the epsd would check them; a material begun but
                // not complete is the key added (`nu1` alone), which the torque does not use.
                let sc = super::common::material_scenario(inp, s.r1);
                if let Some(field) = crate::pair::partial_material(&sc) {
                    return Err(Error::Unsupported {
                        field,
                        reason:
                            "not used by the constant torque (it takes no stiffness); remove it",
                    });
                }
                normal_stiffness(inp, s.r1, normal_force)?;
                notes.push(
                    "The constant torque takes no stiffness: kn (or the material) is not used."
                        .into(),
                );
            }
            ball.and_then(|b| single_ball::constant(&b, limit))
        }
        RollingLaw::Epsd => {
            let (kn, overlap) = normal_stiffness(inp, s.r1, normal_force)?;
            check_static_overlap(inp, s, normal_force, kn)?;
            let epsd = Epsd::new(kn, s.mu_r, s.eta_r, lever, normal_force, inertia);
            let r = &mut out.rolling;
            r.kn = Some(kn);
            r.stiffness = Some(finite("mu_r", "the rolling stiffness k_r", epsd.stiffness)?);
            r.damping = Some(finite("eta_r", "the rolling dashpot C_r", epsd.damping)?);
            r.period = (epsd.stiffness > 0.0)
                .then(|| 2.0 * core::f64::consts::PI * sqrt(inertia / epsd.stiffness));
            out.static_overlap = overlap;
            out.elastic_angle = (epsd.stiffness > 0.0).then(|| epsd.limit / epsd.stiffness);
            match ball {
                Some(b) => single_ball::epsd(&b, &epsd, s.eta_r)?,
                None => None,
            }
        }
    };
    let delta = out.rolling.kn.map(|kn| normal_force / kn);
    out.mu_r_to_type = crate::codes::rolling::mu_r_to_type(
        s.mu_r,
        (lever, 0.5 * s.r1),
        s.r1,
        delta.unwrap_or(0.0),
    );
    finish(s, stop, out, notes)
}
