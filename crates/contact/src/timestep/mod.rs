//! Stable timesteps for an explicit DEM code (the Itasca PFC manual, *Timestep
//! Determination*, Itasca PFC manual; Del Cid, *Choosing a Timestep*, Del Cid; Belytschko, Liu &
//! Moran 2000, ch. 6).
//!
//! - A single mass–spring under the second-order central difference scheme is stable for
//!   Δt < T/π = 2√(m/k) (PFC manual eq. 9, Bathe & Wilson 1976); an infinite chain of masses
//!   and springs for Δt < √(m/k) (eq. 10). PFC applies eq. (10)/(11) per degree of freedom:
//!   √(m/k_tran) and √(I/k_rot), where each stiffness is the sum over the body's contacts of
//!   the diagonal terms of the contact stiffness matrix (3D 12×12, eq. 13–22; 2D 6×6,
//!   eq. 23–27), and takes the minimum over all degrees of freedom.
//! - A kinematic limit so that nothing moves more than ε in a step (eq. 1–4).
//! - Timestep scaling (eq. 5–8): the inertial mass and moment that make a chosen Δt stable.
//! - Rules of thumb (Del Cid): Δt < 2/ω_n, Δt ≈ 5–10 % of the contact time, ≥ 10 steps
//!   per contact; the Rayleigh time π R √(ρ/G)/(0.1631 ν + 0.8766) that EDEM users size
//!   their step by, and the Hertz contact time.
//! - One contact with its dashpot: stable for Δt ≤ (2/ω₀)(√(1+ζ²) − ζ) (Belytschko et al.).
//!
//! [`timestep`] is a pipeline of named stages, one module each, read top to bottom:
//!
//! | stage | module | what it gives |
//! |---|---|---|
//! | validate | `validate.rs` | the view's own keys checked at the boundary |
//! | bodies | `cases.rs`, `bodies.rs` | the particles described; the body's mass, packing and moment of inertia |
//! | contacts | `contacts.rs`, `cases.rs` | each contact the particles make, solved (stiffness given or from the material, damping, duration); the body's contacts, from a packing (`packing.rs`) or listed |
//! | criteria | `dofs.rs` (`matrix.rs`), `kinematic.rs`, `material.rs`, `rules.rs`, `scaling.rs`, `criteria.rs`, `rolling.rs` (a rolling spring: Ai et al.'s EPSD or a code's, `codes::rolling_spring`) | the numbers the criteria are made of, then one row per criterion |
//! | recommendation | `recommend.rs` | the smallest criterion, a typed Δt judged against each |
//! | replay | `replay.rs` | the contact replayed at the recommended Δt |
//! | codes | `code_rules.rs` | each DEM code's own rule, judged against the criteria |
//! | final guards | `guards.rs` | every number finite, charged to the key it comes from |
//!
//! The types are in `input.rs` and `solution.rs`. Every stage validates what it reads, in
//! this order, so that of several bad keys the same one is always reported first.

mod bodies;
mod cases;
mod code_rules;
mod contacts;
mod criteria;
mod dofs;
pub mod fields;
mod guards;
mod input;
mod kinematic;
mod material;
mod matrix;
mod packing;
mod recommend;
mod replay;
mod rolling;
mod rules;
mod scaling;
mod solution;
mod validate;

#[cfg(test)]
mod tests;

pub use cases::ContactCheck;
pub use criteria::STEPS_PER_CONTACT;
pub use dofs::dof_words;
pub use input::{
    ContactInput, TimestepInput, DEFAULT_RAYLEIGH_FRACTION, DEFAULT_SAFETY_FACTOR, TIMESTEP_KEYS,
};
pub use material::rayleigh_time;
pub use matrix::{matrix_2d, matrix_3d, triad, Contact};
pub use packing::Packing;
pub use solution::{CodeRule, Criterion, ReplayCheck, Rules, Scaling, TimestepSolution};

use crate::error::Error;
use alloc::vec::Vec;

/// Solves a timestep calculation: PFC's per-degree-of-freedom estimate for the body in
/// its packing (as before), the contacts the particles make, every criterion, the smallest
/// as the recommendation, a typed Δt judged against each, and the contact replayed at the
/// recommendation.
pub fn timestep(inp: &TimestepInput) -> Result<TimestepSolution, Error> {
    // Validate: the keys of the view's own that every path reads.
    let dim = validate::dim(inp)?;
    validate::view_numbers(inp)?;
    let rayleigh_fraction = validate::rayleigh_fraction(inp)?;
    let mut notes = Vec::new();
    // Bodies: the particles described, the body's mass and its packing.
    let (described, cases) = cases::describe(inp)?;
    contacts::note_undescribed(inp, &cases, &mut notes);
    let body = bodies::body(inp, dim, described, &cases)?;
    // Contacts: each one the particles make, solved; the body's moment of inertia (it takes
    // the packing); the body's own contacts, with the stiffness given or described.
    let (pairs, solved) = contacts::solve_cases(inp, &cases, &mut notes)?;
    let inertia = bodies::inertia(inp, &body)?;
    let stiffness = contacts::stiffness_used(inp, &pairs);
    let layout = contacts::layout(inp, &body, &inertia, &stiffness, &mut notes)?;
    // Criteria: what they are made of, then one row each.
    let dofs = dofs::dofs(&body, inertia.inertia, &layout)?;
    let motion = kinematic::motion(inp)?;
    let estimate = dofs::estimate(&dofs, motion.limit, validate::safety_factor(inp)?);
    let material = material::material(&body)?;
    let hertz_time = material::hertz_time(inp, &body, &material, &cases, &solved);
    let contact_time = rules::contact_time(inp, &pairs, hertz_time)?;
    let rules = rules::rules(&dofs, body.mass, estimate.dt, contact_time.used);
    let typed = validate::pos("dt", inp.dt, "chosen timestep", "a finite number > 0 s")?;
    let scaling = typed.map(|d| scaling::scaling(&dofs, body.mass, inp.v_max, d));
    let facts = criteria::Facts {
        inp,
        body: &body,
        inertia: &inertia,
        contacts: layout.len(),
        dofs: &dofs,
        estimate: &estimate,
        pairs: &pairs,
        material: &material,
        rayleigh_fraction,
        contact_time: &contact_time,
        motion: &motion,
    };
    let mut criteria = criteria::all(&facts, &mut notes);
    criteria.extend(rolling::criterion(inp, dim, &cases, &pairs, &mut notes)?);
    let pfc = estimate.safety_factor * dofs.critical;
    let particles = code_rules::Particles::of(&body, &material, &motion, &contact_time, pfc);
    // Recommendation, replay, and each code's rule beside it.
    let rec = recommend::recommend(criteria, typed);
    rolling::governs(&rec.detail, &mut notes);
    let replay = replay::at(&cases, &solved, &pairs, rec.recommended, &mut notes);
    let code_rules = code_rules::code_rules(&particles, &rec.criteria, rec.recommended);
    // Final guards.
    let fraction = |t: Option<f64>| t.map(|t| inp.dt.unwrap_or(estimate.dt) / t);
    let packed = body.packing.is_some();
    let solution = TimestepSolution {
        dim,
        mass: body.mass,
        inertia: inertia.inertia.unwrap_or(0.0),
        contacts: layout.len(),
        translational: dofs.translational.map(|t| t.0),
        rotational: dofs.rotational.map(|t| t.0),
        critical: dofs.critical,
        critical_dof: dofs.critical_dof(),
        single_spring: dofs.single_spring,
        dofs: dofs.names,
        stiffness: dofs.stiffness,
        dof_times: dofs.times,
        kinematic: motion.limit,
        safety_factor: estimate.safety_factor,
        timestep: estimate.dt,
        governing: estimate.governing,
        rayleigh: material.rayleigh,
        hertz_time,
        fraction_of_rayleigh: fraction(material.rayleigh),
        fraction_of_hertz: fraction(hertz_time),
        rules,
        scaling,
        kn: if packed { stiffness.kn } else { None },
        ks: if packed { stiffness.ks } else { None },
        pairs,
        criteria: rec.criteria,
        criteria_detail: rec.detail,
        recommended: rec.recommended,
        recommended_by: rec.by,
        verdict: rec.verdict,
        replay,
        code_rules,
        code_line: inp.pair.code.and_then(|id| crate::codes::timestep_line(id, rec.recommended)),
        notes,
    };
    guards::check_finite(inp, solution)
}
