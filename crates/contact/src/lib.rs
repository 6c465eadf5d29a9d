//! # dem-contact
//!
//! The normal contact models of the Discrete Element Method, solved exactly: the damping
//! that gives a wanted coefficient of restitution, contact duration, maximum overlap and
//! force, whether the force turns tensile, and the curves F(t), ξ(t), F(ξ).
//!
//! One [`Scenario`] in, one [`Solution`] out, through [`solve`]:
//!
//! ```
//! use dem_contact::{solve, Scenario, Value};
//! // seed 000 case 1: two balls of 5 kg, k1 = k2 = 1e4 N/m, v0 = 2 m/s, α = 0.5.
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
//! Sources are the seed documents of the project (`seeds/` beside DESIGN.md), cited by
//! file number and equation: seed 000 Teufelsbauer, Hübl & Wu (2008); seed 001 Hu et al.;
//! seed 002 Itasca PFC manual; seed 003 Del Cid; seed 004 An.

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

pub mod codes;
pub mod compare;
pub mod contact;
mod error;
pub mod explain;
pub mod integrator;
pub mod math;
pub mod models;
mod pair;
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
pub use scenario::{
    key_dims, End, Formula, LinearK, MassRule, Model, Scenario, StiffnessUnit, Value, KEYS,
};
pub use solution::{Curves, Method, Regime, Solution};
pub use view::{damping_view, DampingView, Relation};

/// Solves a scenario (no curves). See [`solve_with_curves`].
pub fn solve(scenario: &Scenario) -> Result<Solution, Error> {
    solve_with_curves(scenario, 0)
}

/// Solves a scenario and samples `samples` points of ξ(t) and F(t), uniformly over the
/// contact (0 for none).
pub fn solve_with_curves(scenario: &Scenario, samples: usize) -> Result<Solution, Error> {
    const MAX_SAMPLES: usize = 100_000;
    if samples > MAX_SAMPLES {
        return Err(Error::OutOfRange {
            field: "curves",
            value: samples as f64,
            what: "number of curve samples",
            allowed: "at most 100000",
        });
    }
    if scenario.code.is_some() {
        #[cfg(feature = "codes")]
        return codes::solve(scenario, samples);
        #[cfg(not(feature = "codes"))]
        return Err(Error::Invalid {
            field: "code".into(),
            value: scenario.code.unwrap_or_default().into(),
            expected: "no code settings in this build (dem-contact without its `codes` feature)",
        });
    }
    scenario.check_k_unit()?;
    match scenario.model {
        Model::Linear => models::linear::solve(scenario, samples),
        Model::Hertz => models::hertz::solve(scenario, samples),
        Model::Tsuji => models::tsuji::solve(scenario, samples),
        Model::HuntCrossley => models::hunt_crossley::solve(scenario, samples),
        Model::PowerLaw => models::power_law::solve(scenario, samples),
        #[cfg(feature = "all-models")]
        Model::PowerFunction => models::power_function::solve(scenario, samples),
        #[cfg(feature = "all-models")]
        Model::Viscoelastic => models::viscoelastic::solve(scenario, samples),
        #[cfg(not(feature = "all-models"))]
        Model::PowerFunction | Model::Viscoelastic => Err(Error::Invalid {
            field: "model".into(),
            value: scenario.model.name().into(),
            expected: "linear, hertz, tsuji, hunt-crossley or power-law in this build (dem-contact without its `all-models` feature)",
        }),
    }
}

/// A number with 5 significant digits for messages: plain between 1e−3 and 1e5,
/// scientific outside (e.g. `1.3416`, `2.5e-13`).
pub(crate) fn fmt_sig(x: f64) -> alloc::string::String {
    let a = x.abs();
    if a == 0.0 || !a.is_finite() {
        return alloc::format!("{x}");
    }
    if (1e-3..1e5).contains(&a) {
        let (mut p, mut v) = (0usize, a);
        while p < 7 && v < 1e4 {
            v *= 10.0;
            p += 1;
        }
        alloc::format!("{x:.p$}")
    } else {
        alloc::format!("{x:.4e}")
    }
}

/// Final guard: no NaN or infinity leaves the library in a field that claims a number, and
/// no time or overlap that has underflowed to zero (a contact with v0 > 0 always has
/// ξ_max > 0 and lasts t_c > 0; 0 there means the scales left the range of f64, e.g.
/// v0 = 1e−308). The destructuring names every field, so a new one cannot be forgotten
/// (the property tests, `tests/props.rs`, found NaN in `equal_overlap_linear_stiffness`
/// when only some fields were checked). The error names [`most_extreme`] of the inputs.
pub(crate) fn check_finite(sc: &Scenario, s: Solution) -> Result<Solution, Error> {
    let Solution {
        model: _,
        effective_mass,
        mass_rule: _,
        stiffness,
        stiffness_unit: _,
        damping_constant,
        damping_constant_symbol: _,
        damping_coefficient,
        damping_coefficient_unit: _,
        damping_formula: _,
        damping_source: _,
        requested_restitution,
        restitution,
        end: _,
        contact_time,
        max_overlap,
        time_of_max_overlap,
        max_force,
        time_of_max_force,
        min_force,
        tension: _,
        natural_frequency,
        decay_rate,
        damped_frequency,
        w,
        p,
        effective_modulus,
        effective_radius,
        equal_overlap_linear_stiffness,
        equivalent_linear_stiffness,
        regime: _,
        absorbed_work,
        recovered_work,
        drop_height,
        rebound_height,
        elastic_inelastic_ratio,
        restitution_formula,
        damping_constant_unit: _,
        code: _,
        method: _,
        window,
        integration_steps: _,
        notes: _,
        curves,
    } = &s;
    let scalars = [
        ("effective_mass", *effective_mass),
        ("stiffness", *stiffness),
        ("damping_constant", *damping_constant),
        ("damping_coefficient", *damping_coefficient),
        ("restitution", *restitution),
        ("max_overlap", *max_overlap),
        ("time_of_max_overlap", *time_of_max_overlap),
        ("max_force", *max_force),
        ("time_of_max_force", *time_of_max_force),
        ("min_force", *min_force),
        ("w", *w),
        ("p", *p),
        ("absorbed_work", *absorbed_work),
        ("window", *window),
    ];
    let options = [
        ("requested_restitution", *requested_restitution),
        ("contact_time", *contact_time),
        ("natural_frequency", *natural_frequency),
        ("decay_rate", *decay_rate),
        ("damped_frequency", *damped_frequency),
        ("effective_modulus", *effective_modulus),
        ("effective_radius", *effective_radius),
        ("equal_overlap_linear_stiffness", *equal_overlap_linear_stiffness),
        ("equivalent_linear_stiffness", *equivalent_linear_stiffness),
        ("recovered_work", *recovered_work),
        ("drop_height", *drop_height),
        ("rebound_height", *rebound_height),
        ("elastic_inelastic_ratio", *elastic_inelastic_ratio),
        ("restitution_formula", *restitution_formula),
    ];
    let curves_ok = curves
        .as_ref()
        .map_or(true, |c| c.t.iter().chain(&c.overlap).chain(&c.force).all(|x| x.is_finite()));
    let bad = scalars
        .into_iter()
        .chain(options.into_iter().filter_map(|(n, v)| v.map(|v| (n, v))))
        .find(|(_, v)| !v.is_finite());
    if let Some((name, v)) = bad {
        return Err(out_of_f64(most_extreme(sc), name, v));
    }
    if !curves_ok {
        return Err(Error::Numerical {
            field: most_extreme(sc),
            reason: "the inputs give a curve outside the range of f64; scale them".into(),
        });
    }
    let underflow = [("max_overlap", *max_overlap), ("window", *window)]
        .into_iter()
        .chain(contact_time.map(|t| ("contact_time", t)))
        .find(|(_, v)| !(*v > 0.0));
    if let Some((name, v)) = underflow {
        return Err(Error::Numerical {
            field: most_extreme(sc),
            reason: alloc::format!(
                "the inputs give {} = {v}: the scales underflow the range of f64; scale them",
                name.replace('_', " ")
            ),
        });
    }
    Ok(s)
}

/// The error for a derived quantity `name` = `x` that left the range of f64 (the final
/// guards of `solve`, the damping view, `scheme` and `timestep`), charged to `field`.
/// The message never shows the non-finite value itself (a user cannot act on "NaN";
/// issue 19): an infinity is an overflow, a NaN an undefined intermediate.
pub(crate) fn out_of_f64(field: &'static str, name: &str, x: f64) -> Error {
    Error::Numerical {
        field,
        reason: alloc::format!(
            "with these inputs the {} {}; scale them",
            name.replace('_', " "),
            text::leaves_f64(x)
        ),
    }
}

/// The input to name when results leave the range of f64 though each input is valid: the
/// one farthest from 1 in orders of magnitude (|log10 x| largest; g = 1e300 among ordinary
/// masses and stiffnesses) beyond 1e±30, else the impact speed (`h0` when given as a drop
/// height, `v0` otherwise). Poisson's ratios are bounded and never the cause.
pub(crate) fn most_extreme(sc: &Scenario) -> &'static str {
    sc.numbers()
        .filter(|(k, x)| !matches!(*k, "nu1" | "nu2") && x.is_finite() && *x != 0.0)
        .map(|(k, x)| (k, math::ln(x.abs()).abs()))
        .filter(|(_, l)| *l > math::ln(1e30))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map_or(if sc.h0.is_some() { "h0" } else { "v0" }, |(k, _)| k)
}

#[cfg(test)]
mod tests {
    #[test]
    fn most_extreme_input() {
        use crate::{Scenario, Value};
        let sc = |pairs: &[(&str, f64)]| {
            let mut s = Scenario::default();
            for (k, v) in pairs {
                s.set(k, Value::Number(*v)).unwrap();
            }
            s
        };
        assert_eq!(super::most_extreme(&sc(&[("m1", 5.0), ("k", 1e4), ("g", 1e300)])), "g");
        assert_eq!(super::most_extreme(&sc(&[("m1", 1e-300), ("k", 1e200)])), "m1");
        assert_eq!(super::most_extreme(&sc(&[("m1", 5.0), ("k", 1e9)])), "v0");
    }

    #[test]
    fn fmt_sig_vectors() {
        assert_eq!(super::fmt_sig(1.341_640_786), "1.3416");
        assert_eq!(super::fmt_sig(12345.4), "12345");
        assert_eq!(super::fmt_sig(0.001_234_04), "0.0012340");
        assert_eq!(super::fmt_sig(-0.5), "-0.50000");
        assert_eq!(super::fmt_sig(2.5e-13), "2.5000e-13");
        assert_eq!(super::fmt_sig(0.0), "0");
    }
}
