//! # dem-contact
//!
//! The contact models of the Discrete Element Method — normal, oblique (friction and spin),
//! rolling resistance — solved exactly: the damping
//! that gives a wanted coefficient of restitution, contact duration, maximum overlap and
//! force, whether the force turns tensile, and the curves F(t), ξ(t), F(ξ).
//!
//! One [`Scenario`] in, one [`Solution`] out, through [`solve`]:
//!
//! ```
//! use dem_contact::{solve, Scenario, Value};
//! // Teufelsbauer, Hübl & Wu 2008 case 1: two balls of 5 kg, k1 = k2 = 1e4 N/m, v0 = 2 m/s, α = 0.5.
//! let sc = Scenario::from_pairs([
//!     ("model", Value::Text("linear")),
//!     ("m1", Value::Number(5.0)), ("m2", Value::Number(5.0)),
//!     ("k1", Value::Number(1e4)), ("k2", Value::Number(1e4)),
//!     ("v0", Value::Number(2.0)), ("damping", Value::Number(0.5)),
//! ]).unwrap();
//! let sol = solve(&sc).unwrap();
//! assert_eq!(sol.effective_mass, 2.5);
//! let omega = (5000.0f64 / 2.5).sqrt() * (1.0f64 - 0.25).sqrt();
//! assert!((sol.contact_time.unwrap() - std::f64::consts::PI / omega).abs() < 1e-12);
//! ```
//!
//! `no_std` (with `alloc`): disable the default `std` feature and enable `libm`.
//! Features: `serde` for (de)serialising [`Scenario`] and [`Solution`].
//!
//! Every formula cites its source by author, year and equation ("Hu et al. 2011, eq. 7");
//! [`sources::REFERENCES`] gives each in full.

#![cfg_attr(not(feature = "std"), no_std)]
#![warn(missing_docs)]
#![forbid(unsafe_code)]
// `!(x > 0.0)` is how this crate rejects NaN together with the out-of-range values.
#![allow(clippy::neg_cmp_op_on_partial_ord)]
// The named enums get their Default by hand (the `named!` macro does not take attributes per
// variant).
#![allow(clippy::derivable_impls)]
// Matrix and vector code reads as the equations with explicit indices.
#![allow(clippy::needless_range_loop)]

extern crate alloc;

pub mod batch;
pub mod codes;
pub mod compare;
pub mod contact;
pub mod curves;
pub mod damped;
pub mod energy;
mod error;
pub mod explain;
pub mod impact;
pub mod integrator;
pub mod keys;
pub mod legs;
pub mod math;
pub mod models;
mod named;
pub mod normal;
pub mod pair;
pub mod rolling;
pub mod roots;
mod scenario;
pub mod scheme;
mod solution;
pub mod sources;
pub mod sweep;
#[cfg(test)]
mod testing;
pub mod text;
pub mod timestep;
pub mod units;
mod view;

pub use error::Error;
pub use named::Words;
pub use scenario::{
    key_default, key_dims, key_measure, key_place, key_table, keys_in, keys_of, AdhesionLaw,
    BridgeLaw, End, Formula, LinearK, MassRule, Model, NumberKey, Reader, Rupture, Scenario,
    StiffnessUnit, TangentialLaw, Value, KEYS,
};
#[cfg(feature = "bridge")]
pub use solution::BridgeReport;
pub use solution::Event as TangentialEvent;
pub use solution::{
    AdhesionReport, AdhesiveCode, BridgeCode, Curves, Method, PlasticReport, Regime, Solution,
    Tangential, TangentialRegime,
};
pub use view::{damping_view, DampingView, Relation};

/// Solves a scenario (no curves). See [`solve_with_curves`].
pub fn solve(scenario: &Scenario) -> Result<Solution, Error> {
    solve_with_curves(scenario, 0)
}

/// [`solve`] for a caller that reads numbers only: the same [`Solution`], every number and
/// every error as [`solve`] gives them bit for bit, but the texts a model writes apart from
/// its numbers (notes, the damping's formula, units' names) possibly left empty — a table of
/// a million linear contacts does not pay for them ([`codes::solve_numbers`]).
pub fn solve_numbers(scenario: &Scenario) -> Result<Solution, Error> {
    codes::solve_numbers(scenario)
}

/// [`solve_numbers`] written into `out`, for a caller that solves many scenarios one after
/// another (a table's rows): the same solution bit for bit and the same errors, the solution
/// built in `out` rather than moved out through each layer; `out`'s value after an error is
/// unspecified ([`codes::solve_numbers_into`]).
///
/// ```
/// use dem_contact::{Scenario, Value};
/// let mut out = None;
/// let mut sc = Scenario::default();
/// for (key, v) in [("m1", 1e-3), ("k", 1e5), ("v0", 1.0), ("e", 0.5)] {
///     sc.set(key, Value::Number(v)).unwrap();
/// }
/// let tc = dem_contact::solve_numbers_into(&sc, &mut out).unwrap().contact_time;
/// assert_eq!(tc, dem_contact::solve(&sc).unwrap().contact_time);
/// ```
pub fn solve_numbers_into<'a>(
    scenario: &Scenario,
    out: &'a mut Option<Solution>,
) -> Result<&'a Solution, Error> {
    codes::solve_numbers_into(scenario, out)
}

/// Solves a scenario and samples `samples` points of ξ(t) and F(t), uniformly over the
/// contact (0 for none): as the DEM code named by `code` computes it, or by its model
/// ([`codes::solve`]).
pub fn solve_with_curves(scenario: &Scenario, samples: usize) -> Result<Solution, Error> {
    codes::solve(scenario, samples)
}
