//! Each DEM code's own timestep rule, as its source or documentation gives it, evaluated for
//! the particles described, and judged against the calculator's criteria (the research
//! behind each is in `docs/codes.md`, "Timestep guidance").
//!
//! - EDEM: 20 % of the Rayleigh time of the smallest particle (Auto Time Step; "for high
//!   coordination numbers (4 and above) a typical Time Step of 0.2 T_R"), from the Altair
//!   EDEM documentation (selecting_a_time_step_t.htm).
//! - LIGGGHTS: `fix check/timestep/gran` warns when Δt exceeds the fractions the user gives
//!   of the Rayleigh time and of its Hertz time 2.87 (m²/(r_eff Y*² v))^(1/5) with m the
//!   full particle mass, r_eff = r/2 and v = 2 v_max (fix_check_timestep_gran.cpp @3d5c00f2
//!   lines 261–262, 318, 340–348); the documentation's example uses 0.1 and 0.1.
//! - Yade: `PWaveTimeStep()` = r/√(E/ρ) (Shop::PWaveTimeStep, preprocessing/dem/
//!   Shop_01.cpp lines 469–486), multiplied by 0.5 in the tutorials ("to be safe");
//!   GlobalStiffnessTimeStepper uses 0.8.
//! - MercuryDPM: the collision time divided by 50 (`computeTimeStep`,
//!   LinearViscoelasticNormalSpecies.h lines 115–119; the tutorials' `tc/50`).
//! - PFC: its automatic timestep is the per-degree-of-freedom estimate (the `pfc` criterion).
//! - LAMMPS, Chrono: no timestep check or guidance in their sources.

use super::bodies::Body;
use super::kinematic::Motion;
use super::material::Material;
use super::rules::ContactTime;
use super::solution::{CodeRule, Criterion};
use crate::math::{exp, ln, sqrt};
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// What the code rules need of the particles.
pub(crate) struct Particles {
    /// Radius, density, Young's modulus and Poisson's ratio of the smallest particle.
    pub r: Option<f64>,
    pub rho: Option<f64>,
    pub young: Option<f64>,
    pub nu: Option<f64>,
    /// Its mass \[kg\].
    pub mass: f64,
    /// The largest speed \[m/s\].
    pub v_max: Option<f64>,
    /// Rayleigh time \[s\].
    pub rayleigh: Option<f64>,
    /// The shortest contact time of the contacts described \[s\].
    pub contact_time: Option<f64>,
    /// PFC's estimate × safety factor \[s\].
    pub pfc: f64,
}

impl Particles {
    /// The particles as the stages describe them: the smallest particle's radius, density
    /// and material, the largest speed, the contact time given or of the contacts
    /// described, and PFC's estimate × safety factor `pfc`.
    pub(super) fn of(
        body: &Body,
        material: &Material,
        motion: &Motion,
        tc: &ContactTime,
        pfc: f64,
    ) -> Particles {
        Particles {
            r: body.r,
            rho: body.rho,
            young: material.young(),
            nu: material.nu,
            mass: body.mass,
            v_max: motion.v,
            rayleigh: material.rayleigh,
            contact_time: tc.given.or(tc.of_pairs),
            pfc,
        }
    }
}

/// The rules, each judged against `criteria` and set against `recommended`.
pub(crate) fn code_rules(p: &Particles, criteria: &[Criterion], recommended: f64) -> Vec<CodeRule> {
    let mut out = rules(p);
    for r in &mut out {
        if let Some(dt) = r.dt {
            r.verdict = Some(verdict(dt, criteria));
            r.ratio = Some(dt / recommended);
        }
    }
    out
}

/// The worst verdict of `dt` against `criteria`: beyond a stability criterion "unstable",
/// beyond an accuracy one "inaccurate", else "fine".
fn verdict(dt: f64, criteria: &[Criterion]) -> &'static str {
    let mut worst = "fine";
    for c in criteria {
        if dt > c.dt * (1.0 + 1e-9) {
            if c.kind == "stability" {
                worst = "unstable";
            } else if worst == "fine" {
                worst = "inaccurate";
            }
        }
    }
    worst
}

/// Each code's rule for these particles, not yet judged (verdict and ratio `None`), in the
/// order shown.
pub(crate) fn rules(p: &Particles) -> Vec<CodeRule> {
    alloc::vec![edem(p), liggghts(p), yade(p), mercurydpm(p), pfc(p), lammps(), chrono()]
}

fn rule(code: &'static str, rule: String, dt: Option<f64>, source: &'static str) -> CodeRule {
    CodeRule { code, rule, dt, verdict: None, ratio: None, source }
}

/// EDEM: 20 % of the Rayleigh time.
fn edem(p: &Particles) -> CodeRule {
    rule(
        "EDEM",
        match p.rayleigh {
            Some(t) => format!("20 % of the Rayleigh time, 0.2 × {}", text::si(t, "s")),
            None => "20 % of the Rayleigh time (needs the material and the densities)".into(),
        },
        p.rayleigh.map(|t| 0.2 * t),
        "Altair EDEM documentation, Selecting a Time Step (Auto Time Step: 20 %; 40 % for coordination below 4)",
    )
}

/// LIGGGHTS's Hertz time 2.87 (m²/(r_eff Y*² v))^(1/5), m the particle's mass, r/2,
/// 2 v_max (fix_check_timestep_gran.cpp @3d5c00f2 lines 340–348).
fn liggghts_hertz(p: &Particles) -> Option<f64> {
    match (p.r, p.young, p.nu, p.v_max) {
        (Some(r), Some(e), Some(nu), Some(v)) if v > 0.0 => {
            let y = e / (2.0 * (1.0 - nu * nu));
            let arg = 2.0 * ln(p.mass) - ln(0.5 * r) - 2.0 * ln(y) - ln(2.0 * v);
            Some(2.87 * exp(0.2 * arg))
        }
        _ => None,
    }
}

/// LIGGGHTS: `fix check/timestep/gran` with the documentation's 0.1 0.1.
fn liggghts(p: &Particles) -> CodeRule {
    let hertz = liggghts_hertz(p);
    let dt = match (p.rayleigh, hertz) {
        (Some(a), Some(b)) => Some(0.1 * a.min(b)),
        (Some(a), None) => Some(0.1 * a),
        _ => None,
    };
    rule(
        "LIGGGHTS",
        match (p.rayleigh, hertz) {
            (Some(a), Some(b)) => format!(
                "fix check/timestep/gran with the documentation's 0.1 0.1: 10 % of the Rayleigh time ({}) and of its Hertz time ({}, with the full particle mass and 2 v_max)",
                text::si(a, "s"),
                text::si(b, "s")
            ),
            _ => "fix check/timestep/gran: fractions of the Rayleigh and Hertz times the user chooses (needs the material)".into(),
        },
        dt,
        "CFDEMproject/LIGGGHTS-PUBLIC src/fix_check_timestep_gran.cpp @3d5c00f2 lines 261–262, 318, 340–348; doc/fix_check_timestep_gran.txt (example 0.1 0.1)",
    )
}

/// Yade: 0.5 × PWaveTimeStep() = 0.5 r √(ρ/E).
fn yade(p: &Particles) -> CodeRule {
    let pwave = match (p.r, p.rho, p.young) {
        (Some(r), Some(rho), Some(e)) => Some(r * sqrt(rho / e)),
        _ => None,
    };
    rule(
        "Yade",
        match pwave {
            Some(t) => format!("0.5 × PWaveTimeStep() = 0.5 × r √(ρ/E) = 0.5 × {} (the tutorials' factor; GlobalStiffnessTimeStepper uses 0.8)", text::si(t, "s")),
            None => "0.5 × PWaveTimeStep() = 0.5 r √(ρ/E) (needs the radius, density and E)".into(),
        },
        pwave.map(|t| 0.5 * t),
        "yade (mirror GuoJingjie/yade_code @a376aa8a) preprocessing/dem/Shop_01.cpp lines 469–486; doc/sphinx tutorials (.5*PWaveTimeStep())",
    )
}

/// MercuryDPM: the collision time / 50.
fn mercurydpm(p: &Particles) -> CodeRule {
    rule(
        "MercuryDPM",
        match p.contact_time {
            Some(t) => format!("the collision time / 50 = {} / 50", text::si(t, "s")),
            None => "the collision time / 50 (the bodies never separate)".into(),
        },
        p.contact_time.map(|t| t / 50.0),
        "MercuryDPM (fork kuwt/MercuryDPM_fork @fb0ebf1d) LinearViscoelasticNormalSpecies.h lines 115–119 (computeTimeStep: tc/50); Drivers/Tutorials",
    )
}

/// PFC: its automatic timestep, the per-degree-of-freedom estimate.
fn pfc(p: &Particles) -> CodeRule {
    rule(
        "PFC",
        "its automatic timestep: √(m/k) per degree of freedom × safety factor (the PFC estimate above)".into(),
        Some(p.pfc),
        "Itasca PFC manual, Timestep Determination; model mechanical timestep automatic (default)",
    )
}

/// LAMMPS: no rule.
fn lammps() -> CodeRule {
    rule(
        "LAMMPS",
        "no timestep check or guidance for granular contacts in its source: you choose".into(),
        None,
        "lammps/lammps src/GRANULAR (no check/timestep/gran; file listing)",
    )
}

/// Chrono: no rule.
fn chrono() -> CodeRule {
    rule(
        "Chrono",
        "no timestep check or guidance in its source: you choose (its demos fix it)".into(),
        None,
        "projectchrono/chrono @7689fbc0 (no critical-step code found)",
    )
}
