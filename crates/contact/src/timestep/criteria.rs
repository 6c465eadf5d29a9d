//! Every timestep criterion, each a function returning its [`Criterion`] row (the largest
//! Δt it allows, whether beyond it the scheme blows up or the contact is badly resolved,
//! the formula with the numbers in it, and its source):
//!
//! - `pfc`: PFC's per-degree-of-freedom estimate √(m/k), √(I/k_rot) × safety factor
//!   (Itasca PFC manual, Timestep Determination, eq. 9–11 and 13–27; [`super::dofs`]);
//! - `contact-stability`: one contact with its dashpot under the central difference scheme,
//!   (2/ω₀)(√(1+ζ²) − ζ) (Belytschko, Liu & Moran 2000, ch. 6; [`crate::scheme::damped_limit`]);
//! - `rayleigh`: a fraction of the Rayleigh time (EDEM's 20 % by default; [`super::material`]);
//! - `contact-time`: at least 10 steps per contact (Del Cid, *Choosing a Timestep*);
//! - `kinematic`: no body moves more than ε in a step (PFC manual eq. 1–4;
//!   [`super::kinematic`]).
//!
//! The numbers they are made of (the single-spring limit 2√(m/k), Del Cid's 2/ω_n, the Hertz
//! contact time) are reported beside them in the solution, not as rows. Each DEM code's own
//! rule (`code_rules.rs`) is judged against these rows. Where the chosen code's rule is to
//! become a criterion too (one timestep for the chosen code), its row is one more function
//! here, called from [`all`], taking that code's rule from `code_rules::rules` with
//! `code_rules::Particles::of` the stages' results (`code_rules.rs` imports nothing from
//! this module, so the import stays one way).

use super::bodies::{Body, Inertia};
use super::cases::ContactCheck;
use super::code_rules::{self, Particles};
use super::dofs::{dof_words, Dofs, Estimate};
use super::input::TimestepInput;
use super::kinematic::Motion;
use super::material::Material;
use super::rules::ContactTime;
use super::solution::Criterion;
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// At least this many steps per contact (Del Cid, *Choosing a Timestep*: "at least ten time
/// steps between the initial contact to the rebound").
pub const STEPS_PER_CONTACT: f64 = 10.0;

/// What the criteria are made of: the stages' results.
pub(super) struct Facts<'a> {
    /// The input (for the keys given).
    pub inp: &'a TimestepInput,
    /// The body: mass, radius, density, packing.
    pub body: &'a Body,
    /// Its moment of inertia.
    pub inertia: &'a Inertia,
    /// The number of the body's contacts.
    pub contacts: usize,
    /// Its degrees of freedom and PFC's critical timestep.
    pub dofs: &'a Dofs,
    /// PFC's timestep and safety factor.
    pub estimate: &'a Estimate,
    /// The contacts the particles make.
    pub pairs: &'a [ContactCheck],
    /// The material and its Rayleigh time.
    pub material: &'a Material,
    /// The fraction of the Rayleigh time.
    pub rayleigh_fraction: f64,
    /// The contact time of the rules.
    pub contact_time: &'a ContactTime,
    /// The motion and its kinematic limit.
    pub motion: &'a Motion,
}

/// Every applicable criterion, in the order `pfc`, `contact-stability`, `rayleigh`,
/// `contact-time`, `kinematic`; a note for each one asked for but left out.
pub(super) fn all(f: &Facts<'_>, notes: &mut Vec<String>) -> Vec<Criterion> {
    let mut criteria = alloc::vec![pfc(f)];
    criteria.extend(contact_stability(f.pairs));
    match rayleigh(f) {
        Some(c) => criteria.push(c),
        None if f.inp.rayleigh_fraction.is_some() => notes.push(
            "No Rayleigh time: it needs the radius, density, Young's modulus and Poisson's \
             ratio of the particles."
                .into(),
        ),
        None => {}
    }
    match contact_time(f.contact_time) {
        Some(c) => criteria.push(c),
        None if !f.pairs.is_empty() => {
            notes.push("No contact-time criterion: the bodies never separate.".into())
        }
        None => {}
    }
    criteria.extend(kinematic(f));
    criteria.extend(chosen_code(f));
    criteria
}

/// The chosen code's own timestep check (its rule in `code_rules.rs`), as one more
/// criterion, so that the recommendation satisfies it too and the headline is the one number
/// to use (not one the code's own check would refuse). PFC's rule is the `pfc` row already.
fn chosen_code(f: &Facts<'_>) -> Option<Criterion> {
    let code = crate::codes::setting(f.inp.pair.code?)?.code;
    if code == "PFC" {
        return None;
    }
    let pfc = f.estimate.safety_factor * f.dofs.critical;
    let p = Particles::of(f.body, f.material, f.motion, f.contact_time, pfc);
    let r = code_rules::rules(&p).into_iter().find(|r| r.code == code)?;
    let name = format!("{code}'s own check");
    Some(row("code", name, r.dt?, "accuracy", r.rule, r.source))
}

fn row(
    id: &'static str,
    name: String,
    dt: f64,
    kind: &'static str,
    working: String,
    source: &'static str,
) -> Criterion {
    Criterion { id, name, dt, kind, working, source, verdict: None, ratio: None }
}

/// PFC's estimate: the critical timestep √(m/k) or √(I/k) of the degree of freedom that
/// sets it, × the safety factor.
fn pfc(f: &Facts<'_>) -> Criterion {
    let (d, sf, mass) = (f.dofs, f.estimate.safety_factor, f.body.mass);
    let critical_dof = d.critical_dof();
    let translation = d.crit_i < d.n_tran;
    let factor = if sf != 1.0 { format!("{} × ", text::num(sf, 4)) } else { String::new() };
    let working = if f.inertia.unit_radius && !translation {
        format!(
            "√(I/k) = √(0.4 m / Σ k_s (1 − n²)) = {}√(0.4 × {} / {}) = {}, for {} \
             ({critical_dof}; a solid sphere: the radius cancels)",
            factor,
            text::si(mass, "kg"),
            text::si(d.k_crit, "N/m"),
            text::si(sf * d.critical, "s"),
            dof_words(critical_dof),
        )
    } else {
        format!(
            "{}√({}/k) = {}√({} / {}) = {}, for {} ({critical_dof})",
            if sf != 1.0 { "f × " } else { "" },
            if translation { "m" } else { "I" },
            factor,
            text::si(d.inert_crit, if translation { "kg" } else { "kg·m²" }),
            text::si(d.k_crit, if translation { "N/m" } else { "N·m/rad" }),
            text::si(sf * d.critical, "s"),
            dof_words(critical_dof),
        )
    };
    let layout = match f.body.packing {
        Some(p) => format!("{} packing ({} contacts)", p.name(), f.contacts),
        None => format!("list of {} contacts", f.contacts),
    };
    row(
        "pfc",
        format!(
            "PFC's estimate: √(m/k) per degree of freedom{}, in a {layout}",
            if sf != 1.0 { " × safety factor" } else { "" },
        ),
        sf * d.critical,
        "stability",
        working,
        "Itasca PFC manual, Timestep Determination, eq. 9–11 and 13–27",
    )
}

/// The contact with the smallest stability limit (2/ω₀)(√(1+ζ²) − ζ), its dashpot
/// linearised at the deepest overlap.
fn contact_stability(pairs: &[ContactCheck]) -> Option<Criterion> {
    let c = pairs.iter().min_by(|a, b| a.stability.total_cmp(&b.stability))?;
    Some(row(
        "contact-stability",
        String::from("stability of one contact with its dashpot, (2/ω₀)(√(1+ζ²) − ζ)"),
        c.stability,
        "stability",
        format!(
            "ω₀ = √(k_n/m*) = √({} / {}) = {} rad/s, ζ = {}: (2/ω₀)(√(1+ζ²) − ζ) = {} ({})",
            text::si(c.kn, "N/m"),
            text::si(c.effective_mass, "kg"),
            text::num(c.natural_frequency, 4),
            text::num(c.damping_ratio, 4),
            text::si(c.stability, "s"),
            c.case
        ),
        "Belytschko, Liu & Moran 2000, ch. 6 (central difference with damping)",
    ))
}

/// The chosen fraction of the Rayleigh time of the smallest particle.
fn rayleigh(f: &Facts<'_>) -> Option<Criterion> {
    let m = f.material;
    let (Some(tr), Some(r), Some(rho), Some(g), Some(nu)) =
        (m.rayleigh, f.body.r, f.body.rho, m.g_mod, m.nu)
    else {
        return None;
    };
    let frac = f.rayleigh_fraction;
    Some(row(
        "rayleigh",
        format!("{} % of the Rayleigh time of the smallest particle", text::num(100.0 * frac, 4)),
        frac * tr,
        "accuracy",
        format!(
            "T_R = π r √(ρ/G)/(0.1631 ν + 0.8766) = π × {} × √({} / {}) / {} = {}; × {} = {}",
            text::si(r, "m"),
            text::si(rho, "kg/m³"),
            text::si(g, "Pa"),
            text::num(0.1631 * nu + 0.8766, 4),
            text::si(tr, "s"),
            text::num(frac, 4),
            text::si(frac * tr, "s")
        ),
        "the Rayleigh time as CFDEMproject/LIGGGHTS-PUBLIC (fix check/timestep/gran) and the Altair EDEM documentation compute it; EDEM recommends 20 % for dense packings",
    ))
}

/// A tenth of the contact time: at least [`STEPS_PER_CONTACT`] steps per contact.
fn contact_time(tc: &ContactTime) -> Option<Criterion> {
    let t = tc.used?;
    let from = if tc.given.is_some() {
        "the contact time given"
    } else if tc.of_pairs.is_some() {
        "the contact's duration at the impact speed"
    } else {
        "the Hertz contact time at v_max"
    };
    Some(row(
        "contact-time",
        String::from("at least 10 steps per contact"),
        t / STEPS_PER_CONTACT,
        "accuracy",
        format!("t_c / 10 = {} / 10 = {} ({from})", text::si(t, "s"), text::si(t / 10.0, "s")),
        "Del Cid, Choosing a Timestep (at least ten steps per contact)",
    ))
}

/// The kinematic limit, when ε is given.
fn kinematic(f: &Facts<'_>) -> Option<Criterion> {
    let tk = f.motion.limit?;
    Some(row(
        "kinematic",
        String::from("kinematic limit: no body moves more than ε in a step"),
        tk,
        "accuracy",
        format!(
            "2ε/(v + √(v² + 2aε)) with v = {}, a = {} m/s², ε = {}: {}",
            text::si(f.motion.v.unwrap_or(0.0), "m/s"),
            text::num(f.motion.a.unwrap_or(0.0), 4),
            text::si(f.inp.epsilon.unwrap_or(0.0), "m"),
            text::si(tk, "s")
        ),
        "Itasca PFC manual, Timestep Determination, eq. 4",
    ))
}
