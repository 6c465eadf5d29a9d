//! Del Cid's rules of thumb (*Choosing a Timestep*, Del Cid): Δt < 2/ω_n, Δt ≈ 5–10 % of
//! the contact time, at least 10 steps per contact; and the contact time they take (given,
//! else the shortest of the contacts described, else the Hertz time).

use super::cases::ContactCheck;
use super::dofs::Dofs;
use super::input::TimestepInput;
use super::solution::Rules;
use super::validate::pos;
use crate::error::Error;
use crate::math::sqrt;
use alloc::vec::Vec;

/// The contact time of the rules, and where it comes from.
pub(super) struct ContactTime {
    /// `contact_time` given \[s\].
    pub given: Option<f64>,
    /// The shortest duration of the contacts described \[s\].
    pub of_pairs: Option<f64>,
    /// The one used: given, else of the contacts, else the Hertz time \[s\].
    pub used: Option<f64>,
}

/// The contact time: given, else the shortest of the contacts described, else `hertz_time`.
pub(super) fn contact_time(
    inp: &TimestepInput,
    pairs: &[ContactCheck],
    hertz_time: Option<f64>,
) -> Result<ContactTime, Error> {
    let given = pos("contact_time", inp.contact_time, "contact time", "a finite number > 0 s")?;
    let of_pairs = pairs.iter().filter_map(|c| c.contact_time).min_by(|a, b| a.total_cmp(b));
    Ok(ContactTime { given, of_pairs, used: given.or(of_pairs).or(hertz_time) })
}

/// The rules of thumb at PFC's timestep `dt`: 2/ω_n = 2√(m/k) for the stiffest
/// translational degree of freedom, and with a contact time `tc` the steps per contact and
/// the fraction of it.
pub(super) fn rules(dofs: &Dofs, mass: f64, dt: f64, tc: Option<f64>) -> Rules {
    let two_over_omega = 2.0 * sqrt(mass / dofs.k_tran_max());
    let mut verdicts = Vec::new();
    verdicts.push(alloc::format!(
        "Δt {} 2/ω_n = {} s (Del Cid: below 2 over the natural frequency)",
        if dt < two_over_omega { "<" } else { "≥" },
        crate::text::sig(two_over_omega)
    ));
    if let Some(tc) = tc {
        let steps = tc / dt;
        verdicts.push(alloc::format!(
            "{} steps per contact ({}: at least 10)",
            crate::text::sig(steps),
            if steps >= 10.0 { "met" } else { "NOT met" }
        ));
        let pct = 100.0 * dt / tc;
        verdicts.push(alloc::format!(
            "Δt = {} % of the contact time (Del Cid suggests 5–10 %)",
            crate::text::sig(pct)
        ));
    }
    Rules {
        two_over_omega,
        contact_fraction: tc.map(|t| (0.05 * t, 0.1 * t)),
        ten_steps: tc.map(|t| 0.1 * t),
        steps_per_contact: tc.map(|t| t / dt),
        verdicts,
    }
}
