//! The final guard, as [`crate::solution::check_finite`] for `solve`: every number of the answer is
//! finite, and the mass and the times are > 0 (0 there is an underflow: r = 1e−300 m gives
//! m = 0 kg and Δt = 0 s; kn = 1.8e308 N/m on two contacts sums to inf). Each quantity is
//! charged to the input it comes from, so that the error names a key the user typed. Found
//! by the property tests (`tests/props.rs`).

use super::cases;
use super::input::TimestepInput;
use super::solution::{Rules, TimestepSolution};
use crate::error::Error;
use alloc::vec::Vec;

/// One check: (key charged, quantity, value, whether it must be > 0).
type Check = (&'static str, &'static str, f64, bool);

/// The keys the quantities are charged to.
struct Keys {
    /// The contacts' stiffness: `kn` for a packing, else `contacts`.
    k: &'static str,
    mass: &'static str,
    inertia: &'static str,
    /// `G` or `E`.
    material: &'static str,
    /// The contacts described: `kn` when given, else the most extreme input of the pair (or
    /// the material of the shorthand, or `v_max`).
    contact: &'static str,
    /// The timestep: the kinematic limit's `epsilon` when it governs, else the safety factor
    /// when given, else the stiffness (it named `safety_factor` when that was not given and
    /// ε = a_max = 1e300 made the kinematic limit 0).
    dt: &'static str,
}

impl Keys {
    fn of(inp: &TimestepInput, governing: &str) -> Keys {
        let material = if inp.shear.is_some() { "G" } else { "E" };
        let contact = if inp.kn.is_some() {
            "kn"
        } else if cases::pair_described(&inp.pair).is_some() {
            crate::scenario::most_extreme(&inp.pair)
        } else if inp.young.is_some() || inp.shear.is_some() {
            material
        } else {
            "v_max"
        };
        let k = if inp.packing.is_some() { "kn" } else { "contacts" };
        let dt = match (governing, inp.safety_factor) {
            ("kinematic", _) => "epsilon",
            (_, Some(_)) => "safety_factor",
            _ => k,
        };
        Keys {
            k,
            dt,
            mass: if inp.m.is_some() { "m" } else { "r" },
            inertia: if inp.inertia.is_some() { "I" } else { "r" },
            material,
            contact,
        }
    }
}

/// `s` when every number in it is finite (and > 0 where it must be), else the error of the
/// first that is not, charged to its key.
pub(super) fn check_finite(
    inp: &TimestepInput,
    s: TimestepSolution,
) -> Result<TimestepSolution, Error> {
    // Every field named, so that a new one is not left unchecked: the numbers are checked
    // by the functions below, in this order; the rest are words, counts or copies.
    let TimestepSolution {
        dim: _,
        contacts: _,
        dofs: _,
        critical_dof: _,
        safety_factor: _,
        governing: _,
        criteria_detail: _,
        recommended_by: _,
        verdict: _,
        notes: _,
        // body_and_times
        mass: _,
        inertia: _,
        critical: _,
        single_spring: _,
        timestep: _,
        rules: _,
        stiffness: _,
        dof_times: _,
        translational: _,
        rotational: _,
        kinematic: _,
        rayleigh: _,
        fraction_of_rayleigh: _,
        hertz_time: _,
        fraction_of_hertz: _,
        // contacts_and_criteria
        kn: _,
        ks: _,
        pairs: _,
        criteria: _,
        recommended: _,
        code_rules: _,
        code_line: _,
        // typed_dt
        replay: _,
        scaling: _,
    } = &s;
    let keys = Keys::of(inp, &s.governing);
    let mut checks = Vec::new();
    body_and_times(&keys, &s, &mut checks);
    contacts_and_criteria(&keys, &s, &mut checks);
    typed_dt(&s, &mut checks);
    match checks.into_iter().find(|&(_, _, x, pos)| !x.is_finite() || (pos && !(x > 0.0))) {
        Some((field, name, x, _)) => Err(crate::error::out_of_f64(field, name, x)),
        None => Ok(s),
    }
}

fn opt(field: &'static str, name: &'static str, x: Option<f64>, pos: bool) -> Option<Check> {
    x.map(|x| (field, name, x, pos))
}

/// The body, its degrees of freedom, and the times of the rules and the material.
fn body_and_times(keys: &Keys, s: &TimestepSolution, checks: &mut Vec<Check>) {
    let Rules { two_over_omega, contact_fraction, ten_steps, steps_per_contact, verdicts: _ } =
        &s.rules;
    let k = keys.k;
    checks.extend([
        (keys.mass, "mass", s.mass, true),
        (keys.inertia, "inertia", s.inertia, false),
        (k, "critical", s.critical, true),
        (k, "single_spring", s.single_spring, true),
        (keys.dt, "timestep", s.timestep, true),
        (k, "two_over_omega", *two_over_omega, true),
    ]);
    checks.extend(s.stiffness.iter().map(|&x| (k, "stiffness", x, false)));
    checks.extend(s.dof_times.iter().filter_map(|&t| opt(k, "dof_times", t, true)));
    checks.extend(
        [
            opt(k, "translational", s.translational, true),
            opt(k, "rotational", s.rotational, true),
            opt("epsilon", "kinematic", s.kinematic, true),
            opt(keys.material, "rayleigh", s.rayleigh, true),
            opt(keys.material, "fraction_of_rayleigh", s.fraction_of_rayleigh, false),
            opt("v_max", "hertz_time", s.hertz_time, true),
            opt("v_max", "fraction_of_hertz", s.fraction_of_hertz, false),
            opt("contact_time", "contact_fraction", contact_fraction.map(|c| c.0), false),
            opt("contact_time", "ten_steps", *ten_steps, false),
            opt("contact_time", "steps_per_contact", *steps_per_contact, false),
        ]
        .into_iter()
        .flatten(),
    );
}

/// The contacts described, the criteria, the recommendation and the codes' rules.
fn contacts_and_criteria(keys: &Keys, s: &TimestepSolution, checks: &mut Vec<Check>) {
    let field = keys.contact;
    checks.extend(opt(field, "kn", s.kn, true));
    checks.extend(opt(field, "ks", s.ks, false));
    for c in &s.pairs {
        checks.extend([
            (field, "kn", c.kn, true),
            (field, "ks", c.ks, false),
            (field, "natural_frequency", c.natural_frequency, true),
            (field, "damping_ratio", c.damping_ratio, false),
            (field, "contact stability limit", c.stability, true),
            (field, "overlap", c.overlap, true),
        ]);
    }
    for c in &s.criteria {
        checks.push((field, c.id, c.dt, true));
    }
    checks.push((field, "recommended", s.recommended, true));
    for c in &s.code_rules {
        checks.extend(opt(field, "code rule", c.dt, true));
    }
}

/// The replay at the recommended Δt and the scaling for a typed Δt.
fn typed_dt(s: &TimestepSolution, checks: &mut Vec<Check>) {
    if let Some(r) = &s.replay {
        checks.push(("dt", "replay stability estimate", r.stability_estimate, true));
        checks.extend(opt("dt", "replay stability found", r.stability_found, true));
    }
    if let Some(sc) = &s.scaling {
        checks.extend([
            ("dt", "scaling.mass", sc.mass, false),
            ("dt", "scaling.velocity_factor", sc.velocity_factor, false),
        ]);
        checks.extend(opt("dt", "scaling.inertia", sc.inertia, false));
        checks.extend(opt("dt", "scaling.velocity", sc.velocity, false));
    }
}
