//! The timestep of the rolling test's ball ([`step`]): the Δt a simulation of such balls
//! can take, by every criterion of [`crate::timestep`] — the normal and tangential springs
//! (PFC's per-degree-of-freedom estimate in a packing, one contact's stability, 10 steps
//! per contact), the Rayleigh time of its material, and the law's rolling spring — for the
//! ball on its flat as the Timestep view would describe it, so that both views give one Δt
//! for one ball. The ball resting under gravity is not what sets a stable step: an impact
//! is, and the Rayleigh time does not depend on the load.
//!
//! - The ball: `r1`, `m1` or `rho1`; its flat: rigid, or `E2`, `nu2`.
//! - The normal contact: Hertz from the material (`E1`, `nu1`) at an impact of 1 m/s, the
//!   Timestep view's glass beads' speed (the rolling speed `v0` is not an impact); or the
//!   linear spring `kn` (its times do not depend on the speed). Undamped: the test takes no
//!   normal dashpot (a dashpot only shortens the stability limit by (√(1+ζ²) − ζ)).
//! - The tangential spring: `kt` where given, else Mindlin's (material) or k_n.
//! - The rolling law and its keys as the test took them; a code's stiffness given, or the
//!   one the test suggested ([`super::Suggested`]).

use super::input::RollingInput;
use super::solution::RollingSolution;
use crate::error::Error;
use crate::scenario::Value;
use crate::timestep::{timestep as solve_timestep, TimestepInput};
use alloc::string::String;
use alloc::vec::Vec;

/// The impact speed \[m/s\] at which the ball's Hertz contact is taken (the Timestep view's
/// glass beads').
pub const IMPACT_SPEED: f64 = 1.0;

/// One criterion, in words.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct StepRow {
    /// Its id (`rayleigh`, `pfc`, `contact-stability`, `contact-time`, `rolling`).
    pub id: &'static str,
    /// What it is.
    pub name: String,
    /// The largest Δt it allows \[s\].
    pub dt: f64,
    /// Its formula with the numbers in it.
    pub working: String,
    /// Where it comes from.
    pub source: &'static str,
}

/// The ball's timestep: the recommendation, the criterion that sets it, and the rolling
/// spring's own limit beside it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RollingStep {
    /// The recommended Δt \[s\]: the smallest of the criteria.
    pub recommended: f64,
    /// The criterion that sets it.
    pub recommended_by: &'static str,
    /// Its name.
    pub governing: String,
    /// The rolling spring's own limit \[s\] (null: the law has no spring).
    pub rolling: Option<f64>,
    /// Whether the rolling spring sets the recommendation.
    pub governs: bool,
    /// Every criterion, smallest first.
    pub criteria: Vec<StepRow>,
    /// What the timestep assumed, and the notes of [`crate::timestep`].
    pub notes: Vec<String>,
}

/// The timestep of the ball of `inp`, whose test `sol` solved (for the stiffness it took or
/// suggested). Errors name the rolling test's keys.
pub fn step(inp: &RollingInput, sol: &RollingSolution) -> Result<RollingStep, Error> {
    let t = input(inp, sol)?;
    let s = solve_timestep(&t)?;
    let criteria: Vec<StepRow> = s
        .criteria_detail
        .iter()
        .map(|c| StepRow {
            id: c.id,
            name: c.name.clone(),
            dt: c.dt,
            working: c.working.clone(),
            source: c.source,
        })
        .collect();
    let governing = criteria.first().map_or_else(String::new, |c| c.name.clone());
    let rolling = criteria.iter().find(|c| c.id == "rolling").map(|c| c.dt);
    let mut notes = Vec::new();
    if inp.kn.is_none() {
        notes.push(alloc::format!(
            "The normal contact: Hertz from the material at an impact of {IMPACT_SPEED} m/s (the rolling speed v0 is not an impact); the Rayleigh time does not depend on the speed."
        ));
    }
    // The speed is said above; whether the rolling spring governs, by the view beside Δt.
    let said =
        ["No impact speed given", "The rolling spring governs", "The rolling spring does not"];
    notes.extend(s.notes.iter().filter(|n| !said.iter().any(|x| n.starts_with(x))).cloned());
    Ok(RollingStep {
        recommended: s.recommended,
        recommended_by: s.recommended_by,
        governing,
        rolling,
        governs: s.recommended_by == "rolling",
        criteria,
        notes,
    })
}

/// The Timestep view's keys for the ball on its flat.
fn input(inp: &RollingInput, sol: &RollingSolution) -> Result<TimestepInput, Error> {
    let mut t = TimestepInput::default();
    let law = match (inp.law, inp.code) {
        (_, Some(c)) => c.id,
        (Some(l), None) => l.name(),
        (None, None) => return Err(Error::Missing { field: "rolling", hint: "give the law" }),
    };
    let suggested = sol.code.as_ref().and_then(|c| c.suggested.as_ref());
    let typed = |key: &str, given: Option<f64>| {
        given.or_else(|| suggested.filter(|s| s.key == key).map(|s| s.value))
    };
    let model = if inp.kn.is_some() { "linear" } else { "hertz" };
    let text = [("model", model), ("rolling", law)];
    let numbers = [
        ("r1", inp.r1),
        ("m1", inp.m1),
        ("rho1", if inp.m1.is_some() { None } else { inp.rho1 }),
        ("E1", inp.e1),
        ("nu1", inp.nu1),
        ("E2", inp.e2),
        ("nu2", inp.nu2),
        ("k", inp.kn),
        ("v0", inp.kn.is_none().then_some(IMPACT_SPEED)),
        ("mu_r", inp.mu_r),
        ("eta_r", inp.eta_r),
        ("kr", typed("kr", inp.kr)),
        ("krot", typed("krot", inp.krot)),
        ("gamma_r", inp.gamma_r),
        ("kr_factor", typed("kr_factor", inp.kr_factor)),
        ("ks", inp.kt),
    ];
    for (k, v) in text {
        t.set(k, Value::Text(v))?;
    }
    for (k, x) in numbers {
        if let Some(x) = x {
            t.set(k, Value::Number(x))?;
        }
    }
    Ok(t)
}
