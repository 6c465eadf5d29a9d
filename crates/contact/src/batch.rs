//! A plan for solving many scenarios that share their keys — a table's rows: what every row
//! shares is checked once ([`Plan::new`]), and each row whose contact has a closed form
//! gives the numbers asked for without building its whole [`crate::Solution`]
//! ([`Plan::solve`]). A row the plan does not serve is the caller's to solve by
//! [`crate::solve`] (or [`crate::solve_numbers_into`]), which also gives its error.
//!
//! The numbers are [`crate::solve`]'s to the last bit: the same functions compute them, in
//! the same order (the linear model's reading and closed form,
//! `models::linear::{read, closed}`), and a row is served only where [`crate::solve`]
//! accepts it:
//! - the keys a row may give are the linear model's own numbers (m1, m2, k, k1, k2, v0, e,
//!   damping, g, local_damping) and the choices every scenario makes (model linear, end,
//!   mass rule): the model takes each of them, so its check of the keys given passes; no
//!   code, no adhesion, no liquid bridge;
//! - each number given passes the check every number passes (`pair::check_given`);
//! - the model's reading passes (masses, speed, stiffness, restitution or damping ratio), the
//!   contact has no body acceleration and no local damping (g and local_damping given as 0
//!   are served, as `solve` takes them), and its closed form is found — as `models::run`
//!   decides;
//! - the final guard of every solution (no number outside the range of f64, no time or
//!   overlap that underflows) passes: the effective mass, the stiffness and the impact speed
//!   each lie in [10⁻⁶⁰, 10⁶⁰] ([`SCALE`]). Every number of a linear closed-form solution is
//!   then a product of at most three of them, their square roots and the dimensionless
//!   closed forms (α ≤ 10⁶, θ in [1.4·10⁻⁵, π/2], e^(−αθ) ≥ 5·10⁻⁷, τ_c ≤ 3·10⁸): within
//!   10^±200, finite and > 0 where the guard asks for > 0. Outside, the row is the caller's.
//!
//! ```
//! use dem_contact::batch::Plan;
//! use dem_contact::{Scenario, Value};
//! let mut base = Scenario::default();
//! base.set("k", Value::Number(1e5)).unwrap();
//! base.set("v0", Value::Number(1.0)).unwrap();
//! let plan = Plan::new(&base, &["m1", "e"], &["contact_time", "restitution"]).unwrap();
//! let mut row = base.clone();
//! row.set("m1", Value::Number(2e-3)).unwrap();
//! row.set("e", Value::Number(0.5)).unwrap();
//! let mut out = [0.0; 2];
//! assert!(plan.solve(&row, &mut out));
//! let whole = dem_contact::solve(&row).unwrap();
//! assert_eq!(out[0].to_bits(), whole.contact_time.unwrap().to_bits());
//! assert_eq!(out[1].to_bits(), whole.restitution.to_bits());
//! row.set("e", Value::Number(1.3)).unwrap(); // refused by `solve`: not served
//! assert!(!plan.solve(&row, &mut out));
//! ```

use crate::models::linear::{self, Closed, Read};
use crate::scenario::{Model, Scenario};
use alloc::vec::Vec;

/// The field of a scenario that holds a key's number.
type Field = fn(&Scenario) -> Option<f64>;

/// The numbers a row may give, each with the scenario's field that holds it.
const KEYS: &[(&str, Field)] = &[
    ("m1", |s| s.m1),
    ("m2", |s| s.m2),
    ("k", |s| s.k),
    ("k1", |s| s.k1),
    ("k2", |s| s.k2),
    ("v0", |s| s.v0),
    ("e", |s| s.e),
    ("damping", |s| s.damping),
    ("g", |s| s.g),
    ("local_damping", |s| s.local_damping),
];

/// The range of the effective mass \[kg\], stiffness \[N/m\] and impact speed \[m/s\] of a
/// row served (see the module's docs: the final guard passes inside it).
pub const SCALE: (f64, f64) = (1e-60, 1e60);

/// An output a plan serves: a field of [`crate::Solution`] that the closed form gives
/// directly.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Output {
    EffectiveMass,
    Stiffness,
    DampingConstant,
    DampingCoefficient,
    RequestedRestitution,
    Restitution,
    ContactTime,
    MaxOverlap,
    TimeOfMaxOverlap,
    MaxForce,
    TimeOfMaxForce,
    MinForce,
    NaturalFrequency,
    DecayRate,
    DampedFrequency,
    W,
    P,
    Window,
}

/// The outputs served, by the names of [`crate::Solution`]'s fields.
const OUTPUTS: &[(&str, Output)] = &[
    ("effective_mass", Output::EffectiveMass),
    ("stiffness", Output::Stiffness),
    ("damping_constant", Output::DampingConstant),
    ("damping_coefficient", Output::DampingCoefficient),
    ("requested_restitution", Output::RequestedRestitution),
    ("restitution", Output::Restitution),
    ("contact_time", Output::ContactTime),
    ("max_overlap", Output::MaxOverlap),
    ("time_of_max_overlap", Output::TimeOfMaxOverlap),
    ("max_force", Output::MaxForce),
    ("time_of_max_force", Output::TimeOfMaxForce),
    ("min_force", Output::MinForce),
    ("natural_frequency", Output::NaturalFrequency),
    ("decay_rate", Output::DecayRate),
    ("damped_frequency", Output::DampedFrequency),
    ("w", Output::W),
    ("p", Output::P),
    ("window", Output::Window),
];

impl Output {
    /// The value from the model's reading and closed form, as `Solution::from_solved`
    /// takes it from the model's summary (NaN for a field the solution leaves out: `None`).
    fn value(self, r: &Read, s: &Closed) -> f64 {
        let none = f64::NAN;
        match self {
            Output::EffectiveMass => r.c.m,
            Output::Stiffness => r.k,
            Output::DampingConstant => r.model.alpha,
            Output::DampingCoefficient => r.cc,
            Output::RequestedRestitution => r.requested.unwrap_or(none),
            Output::Restitution => s.restitution(),
            Output::ContactTime => s.contact_time().unwrap_or(none),
            Output::MaxOverlap => s.max_overlap(),
            Output::TimeOfMaxOverlap => s.time_of_max_overlap(),
            Output::MaxForce => s.max_force().1,
            Output::TimeOfMaxForce => s.max_force().0,
            Output::MinForce => s.min_force(s.restitution()),
            Output::NaturalFrequency => linear::oscillator(&r.model, r.w0).natural_frequency,
            Output::DecayRate => linear::oscillator(&r.model, r.w0).decay_rate,
            Output::DampedFrequency => {
                linear::oscillator(&r.model, r.w0).damped_frequency.unwrap_or(none)
            }
            Output::W => linear::EXPONENTS.0,
            Output::P => linear::EXPONENTS.1,
            Output::Window => s.window(),
        }
    }
}

/// The names of the outputs a plan can serve (fields of [`crate::Solution`]).
pub fn served() -> impl Iterator<Item = &'static str> {
    OUTPUTS.iter().map(|(name, _)| *name)
}

/// What the rows of a table share, checked once: see the module's docs.
#[derive(Debug, Clone)]
pub struct Plan {
    outputs: Vec<Output>,
    varying: Vec<(&'static str, Field)>,
}

impl Plan {
    /// The plan for rows that are `base` (the keys every row shares) with the numbers of
    /// `varying` keys written over it, answering `outputs` (fields of [`crate::Solution`]);
    /// `None` where no row of such a table would be served (another model, a code, a key or
    /// an output the plan does not serve, a shared number refused).
    pub fn new(base: &Scenario, varying: &[&str], outputs: &[&str]) -> Option<Plan> {
        let outputs = outputs
            .iter()
            .map(|o| OUTPUTS.iter().find(|(name, _)| name == o).map(|(_, out)| *out))
            .collect::<Option<Vec<_>>>()?;
        let varying = varying
            .iter()
            .map(|v| KEYS.iter().find(|(key, _)| key == v).copied())
            .collect::<Option<Vec<_>>>()?;
        let shared_keys = base.given().all(|g| KEYS.iter().any(|(key, _)| *key == g));
        let plan = Plan { outputs, varying };
        (shared_keys && plan.served(base) && crate::pair::check_given(base.numbers()).is_ok())
            .then_some(plan)
    }

    /// What a row must be that [`Plan::new`] checks of the base: linear, no code, no
    /// adhesion, no liquid bridge, no stiffness typed with a unit (cheap: fields, no keys).
    fn served(&self, sc: &Scenario) -> bool {
        let bridge = {
            #[cfg(feature = "bridge")]
            let b = sc.liquid_bridge.is_some();
            #[cfg(not(feature = "bridge"))]
            let b = false;
            b
        };
        sc.model == Model::Linear
            && sc.code.is_none()
            && sc.adhesion.is_none()
            && !bridge
            && sc.check_k_unit().is_ok()
    }

    /// Row `sc` — the plan's base with its varying keys written over it (a key a row leaves
    /// out not given) — solved into `out` (one value per output, in order; at least as long):
    /// `true`, or `false` where the plan does not serve the row (then `out` is unspecified,
    /// and [`crate::solve`] gives the row's answer or its error).
    pub fn solve(&self, sc: &Scenario, out: &mut [f64]) -> bool {
        if !self.served(sc) {
            return false;
        }
        let given = self.varying.iter().filter_map(|(key, field)| field(sc).map(|x| (*key, x)));
        if crate::pair::check_given(given).is_err() {
            return false;
        }
        let Some((r, s)) = linear::closed(sc) else { return false };
        let within = |x: f64| (SCALE.0..=SCALE.1).contains(&x);
        if !(within(r.c.m) && within(r.k) && within(r.c.v0)) {
            return false;
        }
        for (o, slot) in self.outputs.iter().zip(out.iter_mut()) {
            *slot = o.value(&r, &s);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    /// The model takes every key a row may give: its check of the keys given passes.
    #[test]
    fn linear_takes_every_key() {
        let taken = crate::scenario::keys_of("linear");
        for (key, _) in super::KEYS {
            assert!(taken.contains(key), "{key}");
        }
    }
}
