//! The times of the particles' material:
//!
//! - the shear modulus G (given, or E/(2(1 + ν)));
//! - the Rayleigh time π R √(ρ/G)/(0.1631 ν + 0.8766), the Rayleigh-wave time across a
//!   radius that EDEM and LIGGGHTS users size their step by (the Altair EDEM documentation; CFDEMproject/LIGGGHTS-PUBLIC fix_check_timestep_gran.cpp);
//! - the Hertz contact time t = 3.2181 (m*²/(k² v))^(1/5), k = 4/3 E* √R* (Hu et al. 2011,
//!   eq. 5): of the pair when it has a material, else of two
//!   equal spheres of this material at v_max.

use super::bodies::Body;
use super::cases::Case;
use super::input::TimestepInput;
use super::validate::{poisson, pos};
use crate::error::Error;
use crate::math::sqrt;
use crate::models::parts::Spring;
use crate::solution::Solution;
use core::f64::consts::PI;

/// The body's elastic constants and its Rayleigh time.
pub(super) struct Material {
    /// Shear modulus G \[Pa\].
    pub g_mod: Option<f64>,
    /// Poisson's ratio ν.
    pub nu: Option<f64>,
    /// The Rayleigh time \[s\], with the radius and density.
    pub rayleigh: Option<f64>,
}

impl Material {
    /// Young's modulus E = 2G(1 + ν) \[Pa\].
    pub fn young(&self) -> Option<f64> {
        self.g_mod.zip(self.nu).map(|(g, nu)| 2.0 * g * (1.0 + nu))
    }
}

/// Rayleigh time π R √(ρ/G) / (0.1631 ν + 0.8766) \[s\] (the Rayleigh-wave time across a
/// radius, as EDEM and LIGGGHTS users size their step: the Altair EDEM documentation).
pub fn rayleigh_time(r: f64, rho: f64, g_mod: f64, nu: f64) -> f64 {
    PI * r * sqrt(rho / g_mod) / (0.1631 * nu + 0.8766)
}

/// The body's material: G from `G`, or from `E` with `nu` (not both), and its Rayleigh time.
pub(super) fn material(body: &Body) -> Result<Material, Error> {
    let d = &body.described;
    let keys = d.keys;
    let g_mod = match (d.shear, d.young, d.nu) {
        (Some(_), Some(_), _) => return Err(Error::Conflict { field: "G", other: "E" }),
        (Some(g), None, _) => pos("G", Some(g), "shear modulus", "a finite number > 0 Pa")?,
        (None, Some(e), Some(nu)) => {
            poisson(keys.nu, nu)?;
            pos(keys.young, Some(e), "Young's modulus", "a finite number > 0 Pa")?
                .map(|e| e / (2.0 * (1.0 + nu)))
        }
        (None, Some(_), None) => return Err(missing_nu(keys.nu)),
        (None, None, _) => None,
    };
    let nu = d.nu.map(|nu| poisson(keys.nu, nu).map(|_| nu)).transpose()?;
    let rayleigh = match (g_mod, nu, body.r, body.rho) {
        (Some(g), Some(nu), Some(r), Some(rho)) => Some(rayleigh_time(r, rho, g, nu)),
        (Some(_), None, _, _) => return Err(missing_nu(keys.nu)),
        _ => None,
    };
    Ok(Material { g_mod, nu, rayleigh })
}

fn missing_nu(field: &'static str) -> Error {
    Error::Missing { field, hint: "the Rayleigh time needs Poisson's ratio nu" }
}

/// The Hertz contact time: of the first contact described that has a material, else of two
/// equal spheres of this material at `v_max` (3D): m* = m/2, k = 4/3 E* √(R/2),
/// E* = E/(2(1 − ν²)).
pub(super) fn hertz_time(
    inp: &TimestepInput,
    body: &Body,
    material: &Material,
    cases: &[Case],
    solved: &[Solution],
) -> Option<f64> {
    let of_pair = solved.iter().zip(cases).find_map(|(s, case)| {
        let (es, rs) = (s.effective_modulus?, s.effective_radius?);
        let v = crate::pair::impact_speed(&case.sc).ok()?;
        let hertz = Spring { k: 4.0 / 3.0 * es * sqrt(rs), w: 1.5 };
        Some(hertz.undamped_contact_time(s.effective_mass, v))
    });
    of_pair.or(match (material.g_mod, material.nu, body.r, inp.v_max) {
        (Some(g), Some(nu), Some(r), Some(v)) if v > 0.0 && body.dim == 3 => {
            let e = 2.0 * g * (1.0 + nu);
            let e_star = e / (2.0 * (1.0 - nu * nu));
            let k = 4.0 / 3.0 * e_star * sqrt(0.5 * r);
            Some(Spring { k, w: 1.5 }.undamped_contact_time(0.5 * body.mass, v))
        }
        _ => None,
    })
}
