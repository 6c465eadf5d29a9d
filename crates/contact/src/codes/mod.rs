//! What DEM codes really do with a user's inputs: for each code setting, how it turns the
//! restitution (or its own damping constant, contact time, material) into stiffness and
//! damping, mapped onto this crate's models — no new physics where a mapping exists — with
//! the source each fact was read from (one file per code: [`lammps`], [`liggghts`],
//! [`edem`], [`pfc`], [`yade`], [`mercurydpm`], [`chrono`], [`kratos`]).
//!
//! A scenario with `code` is solved as that code computes the contact: its force law and
//! damping (one of the models), its effective mass and wall rules, and its end of contact
//! (tension clipped → the `force` criterion; the code's switch is `limit`). The answer is
//! the usual [`crate::Solution`] — so `restitution` is what the code achieves — plus
//! [`CodeInfo`]: the value typed, the value to type so that the code achieves the requested
//! e exactly (found by inverting the code's formula at the model damping the library finds
//! for that e: closed forms, or integration and Brent's method), and an input snippet.
//!
//! Notation: β = ln e/√(ln²e + π²) (< 0), m* the effective mass, E*, R* as in `pair`.
//! The research notes behind the catalogue are in `docs/codes.md`.

pub mod adhesion;
mod adhesion_line;
mod adhesion_setting;
pub mod adhesion_solve;
#[cfg(feature = "bridge")]
pub mod bridge;
#[cfg(feature = "bridge")]
pub mod bridge_code;
#[cfg(feature = "bridge")]
pub mod bridge_edem;
#[cfg(feature = "bridge")]
pub mod bridge_liggghts;
#[cfg(feature = "bridge")]
pub mod bridge_liggghts_law;
#[cfg(feature = "bridge")]
pub mod bridge_mercurydpm;
#[cfg(feature = "bridge")]
pub mod bridge_rows;
#[cfg(feature = "bridge")]
pub mod bridge_yade;
#[cfg(feature = "bridge")]
pub mod bridge_yade_law;
mod catalogue;
pub mod chrono;
mod code;
mod ctx;
pub mod edem;
mod friction;
pub mod kratos;
pub mod lammps;
pub mod liggghts;
mod mapping;
pub mod mercurydpm;
pub mod pfc;
#[cfg(feature = "all-models")]
mod plastic;
#[cfg(feature = "all-models")]
mod plastic_liggghts;
#[cfg(feature = "all-models")]
mod plastic_mercurydpm;
#[cfg(feature = "all-models")]
mod plastic_solve;
pub mod range;
mod release_rules;
pub mod releases;
pub mod rolling;
mod rolling_law;
pub mod rolling_spring;
pub mod setting;
mod solve;
mod table;
mod tangential;
mod tangential_law;
pub mod yade;

pub(crate) use catalogue::code_of;
pub use catalogue::{
    catalogue, parse_id, setting, timestep_line, with_value_to_type, SettingInfo, SETTINGS,
};
pub use mapping::{abs_beta, e_of_abs_beta, kratos_hertz_gamma, marshall_poly, thornton_b6};
#[cfg(feature = "all-models")]
pub use plastic_solve::{catalogue as plastic_catalogue, PlasticInfo};
pub use setting::{Alpha1, Instead, Rule, Setting, Stiffness, Takes, Tuning, ViscoA};
pub use solve::Answer;
pub use table::{compare, compare_chosen, pair_contact_time, CodeRow};
pub use tangential::laws as tangential_laws;

use crate::error::Error;
use crate::scenario::Scenario;
use crate::solution::Solution;

pub use crate::scenario::CODE_EXPECTED as EXPECTED;

pub use crate::solution::{CodeInfo, Named};

/// The most curve samples one solve (or one rolling test) gives.
pub const MAX_SAMPLES: usize = 100_000;

/// `samples` curve samples asked for: at most [`MAX_SAMPLES`], an error about `curves`
/// otherwise (every analysis that samples curves for a caller checks it).
pub fn check_samples(samples: usize) -> Result<(), Error> {
    if samples > MAX_SAMPLES {
        return Err(Error::OutOfRange {
            field: "curves",
            value: samples as f64,
            what: "number of curve samples",
            allowed: "at most 100000",
        });
    }
    Ok(())
}

/// Solves any scenario, `samples` points of ξ(t) and F(t) over the contact (0 for none):
/// as the DEM code named by `code` computes it, or by its model ([`crate::contact::solve`]).
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    check_samples(samples)?;
    let sol = solve_any(sc, samples).map_err(|e| crate::scenario::charged(sc, e))?;
    // The keys the contact did not read, checked all the same.
    crate::pair::check_given(sc.numbers()).map_err(|e| crate::scenario::charged(sc, e))?;
    Ok(sol)
}

/// [`solve`] without what each DEM code makes of the scenario's adhesion where no code is
/// chosen: `adhesion_codes` left empty, everything else as [`solve`] gives it (its errors
/// too). Each code's row searches several adhesive contacts of its own (the sticking
/// velocity, the damping that gives `e_with_adhesion`), three to four times the contact
/// itself: a page shows the contact first and the rows when they have come (from
/// [`solve`]'s `adhesion_codes`, computed apart). The same for a liquid bridge's
/// `liquid_bridge_codes` (each code's row reproduces its own wet impact and sticking
/// velocity). Any other scenario: [`solve`].
pub fn solve_without_code_rows(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    let rows = sc.adhesion.is_some() || sc.liquid_bridge.is_some();
    if sc.code.is_some() || !rows || !cfg!(feature = "codes") {
        return solve(sc, samples);
    }
    check_samples(samples)?;
    // What `solve_any` does before it adds the rows (and checks the whole again).
    let sol = crate::contact::solve(sc, samples).map_err(|e| crate::scenario::charged(sc, e))?;
    crate::pair::check_given(sc.numbers()).map_err(|e| crate::scenario::charged(sc, e))?;
    Ok(sol)
}

/// [`crate::solve`]'s numbers: the same [`Solution`] with every number as [`crate::solve`]
/// gives it, bit for bit, and the same errors, but the texts that a model writes apart from
/// its numbers (notes, the damping's formula, units' names) possibly left empty — what a
/// caller that reads numbers only (a table of a million contacts) need not pay for. Today
/// the linear model's contact skips them; any other scenario is solved whole.
pub fn solve_numbers(sc: &Scenario) -> Result<Solution, Error> {
    let sol = match sc.code {
        None if sc.adhesion.is_none() => crate::contact::solve_numbers(sc),
        _ => solve_any(sc, 0),
    }
    .map_err(|e| crate::scenario::charged(sc, e))?;
    crate::pair::check_given(sc.numbers()).map_err(|e| crate::scenario::charged(sc, e))?;
    Ok(sol)
}

/// [`solve_numbers`] written into `out` (left unspecified on an error): the same solution
/// bit for bit and the same errors, without moving the solution (some 2 KB) out through each
/// caller — the table's path (a million rows, each into the same `out`).
pub fn solve_numbers_into<'a>(
    sc: &Scenario,
    out: &'a mut Option<Solution>,
) -> Result<&'a Solution, Error> {
    let charged = |e| crate::scenario::charged(sc, e);
    let sol = match sc.code {
        None if sc.adhesion.is_none() => {
            crate::contact::solve_numbers_into(sc, out).map_err(charged)?
        }
        _ => &*out.insert(solve_any(sc, 0).map_err(charged)?),
    };
    crate::pair::check_given(sc.numbers()).map_err(charged)?;
    Ok(sol)
}

/// [`solve`], its errors as found (charged to the keys given by [`solve`]).
fn solve_any(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    match sc.code {
        None if sc.adhesion.is_some() && cfg!(feature = "codes") => {
            // What each code makes of the adhesion, beside the answer (the adhesion rows).
            let mut sol = crate::contact::solve(sc, samples)?;
            sol.adhesion_codes = adhesion_solve::rows(sc, &sol);
            crate::solution::check_finite(sc, sol)
        }
        #[cfg(feature = "bridge")]
        None if sc.liquid_bridge.is_some() && cfg!(feature = "codes") => {
            // What each code makes of the liquid bridge, beside the answer.
            let mut sol = crate::contact::solve(sc, samples)?;
            sol.liquid_bridge_codes = bridge_rows::rows(sc, &sol);
            crate::solution::check_finite(sc, sol)
        }
        None => crate::contact::solve(sc, samples),
        // An elastic–plastic code setting with a liquid bridge: no recorded run combines them.
        #[cfg(all(feature = "bridge", feature = "all-models"))]
        Some(id) if sc.liquid_bridge.is_some() && plastic_solve::setting(id).is_some() => {
            Err(Error::Unsupported {
                field: "liquid_bridge",
                reason: "a liquid bridge with an elastic–plastic code setting is not in the \
                         catalogue (no run of a code checks the two together): choose the \
                         code's elastic setting (liggghts-hertz, yade-viscel, mercurydpm-…), or \
                         no code for the library's own plastic law with the bridge",
            })
        }
        // A code's own liquid bridge composed with its contact (bridge_code.rs).
        #[cfg(feature = "bridge")]
        Some(_) if sc.liquid_bridge.is_some() && cfg!(feature = "codes") => {
            bridge_code::solve_code(sc, samples)
        }
        // A code's own elastic–plastic law (plastic_solve.rs).
        #[cfg(feature = "all-models")]
        Some(id) if cfg!(feature = "codes") && plastic_solve::setting(id).is_some() => {
            plastic_solve::solve(sc, samples)
        }
        // A code's own composition of the adhesion with its contact (adhesion_solve.rs).
        Some(_)
            if sc.adhesion.is_some() && cfg!(feature = "codes") && cfg!(feature = "adhesion") =>
        {
            adhesion_solve::solve_code(sc, samples)
        }
        Some(_) if cfg!(feature = "codes") => solve::solve_code(sc, samples, Answer::ToType),
        Some(id) => Err(Error::Invalid {
            field: "code".into(),
            value: id.into(),
            expected: crate::scenario::NO_CODES,
        }),
    }
}

/// A point of a sweep or a fit over a scenario: [`solve_as_typed`] without curves, and for a
/// contact with adhesion and no code without the searches its points do not show (each
/// code's row, the sticking velocity: [`crate::contact::solve_point`]).
pub fn solve_point(sc: &Scenario) -> Result<Solution, Error> {
    match sc.code {
        None if sc.adhesion.is_some() => crate::contact::solve_point(sc),
        _ => solve_as_typed(sc, 0),
    }
}

/// A scenario solved as [`solve`] does, but a code scenario for the value as typed (what
/// the code does with e itself, or with its constant as given): the contact a sweep or a
/// fit holds while the speed or the data change.
pub fn solve_as_typed(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    match sc.code {
        Some(_) if sc.adhesion.is_some() || sc.liquid_bridge.is_some() => solve(sc, samples),
        Some(id) if crate::scenario::PLASTIC_CODE_IDS.contains(&id) => solve(sc, samples),
        Some(_) if cfg!(feature = "codes") => solve::solve_code(sc, samples, Answer::AsTyped)
            .map_err(|e| crate::scenario::charged(sc, e)),
        _ => solve(sc, samples),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::End;

    /// The scenario's list of ids (read without the catalogue) is the catalogue's.
    #[test]
    fn scenario_knows_every_id() {
        let ids: Vec<&str> = SETTINGS.iter().map(|s| s.id).collect();
        assert_eq!(ids, crate::scenario::CODE_IDS);
        for id in ids {
            assert!(EXPECTED.contains(id), "{id}");
        }
    }

    /// Ids are unique, and "code short" fits a selector of a phone or a course column
    /// (about 34 characters at the page's font in 300 px; the page test measures it).
    #[test]
    fn catalogue_names() {
        let list = catalogue();
        assert_eq!(list.len(), 29);
        for (i, s) in list.iter().enumerate() {
            assert!(list[..i].iter().all(|t| t.id != s.id), "{} twice", s.id);
            let label = alloc::format!("{} {}", s.code, s.short);
            assert!(label.chars().count() <= 34, "{label:?} is too long for a selector");
            assert!(!s.title.is_empty() && !s.source.is_empty(), "{}", s.id);
        }
    }

    /// The table follows the user's "tension clipped": with `limit` = true every setting
    /// that has the switch runs clipped, and its row equals a solve of that setting with
    /// the switch on; settings without it are the same as without `limit`. Force-end
    /// restitution of a linear contact typed for e = 0.5: 0.55028 (tests/golden/codes.json).
    #[test]
    fn compare_follows_the_tension_switch() {
        use crate::Value::{Number as N, Text as T};
        let pairs = [
            ("model", T("tsuji")),
            ("rho1", N(2500.0)),
            ("rho2", N(2500.0)),
            ("r1", N(1e-3)),
            ("r2", N(1e-3)),
            ("E1", N(63e9)),
            ("nu1", N(0.2)),
            ("E2", N(63e9)),
            ("nu2", N(0.2)),
            ("v0", N(1.0)),
        ];
        let plain = Scenario::from_pairs(pairs).unwrap();
        let clipped = Scenario { limit: Some(true), ..plain.clone() };
        let (a, b) = (compare(&plain, 0.5), compare(&clipped, 0.5));
        for (x, y) in a.iter().zip(&b) {
            let s = setting(x.id).unwrap();
            assert!(
                x.error.is_none() && y.error.is_none(),
                "{}: {:?} {:?}",
                x.id,
                x.error,
                y.error
            );
            if s.switchable() {
                assert_eq!(y.end, End::Force, "{}", x.id);
            } else {
                assert_eq!(x, y, "{}", x.id);
            }
        }
        let row = |id: &str| b.iter().find(|r| r.id == id).unwrap().clone();
        for id in ["lammps-hooke-coeff-restitution", "liggghts-hertz"] {
            let e = row(id).achieved.unwrap();
            assert!((e - 0.55028).abs() < 1e-5, "{id}: {e}");
        }
    }

    /// Each code's own constant, both ways (switching to it must keep e): for every setting that
    /// takes one (dp_nratio, damp, gamma_n, …), e → the value to type → that value typed gives e
    /// back (to 1e−7: the value to type is exact to the inversion's tolerance).
    #[test]
    fn own_constant_round_trip() {
        use crate::Value::{Number as N, Text as T};
        let mut checked = 0;
        for s in SETTINGS.iter().filter(|s| s.takes == Takes::Damping) {
            for e in [0.3, 0.8] {
                let mut pairs = alloc::vec![
                    ("code", T(s.id)),
                    ("rho1", N(2500.0)),
                    ("r1", N(1e-3)),
                    ("rho2", N(2500.0)),
                    ("r2", N(1e-3)),
                    ("v0", N(1.0)),
                ];
                match s.stiffness {
                    Stiffness::K => pairs.push(("k", N(5e6))),
                    Stiffness::ContactTime => pairs.push(("tc", N(1e-5))),
                    _ => pairs.extend([
                        ("E1", N(63e9)),
                        ("nu1", N(0.2)),
                        ("E2", N(63e9)),
                        ("nu2", N(0.2)),
                    ]),
                }
                let with = |key: &'static str, x: f64| {
                    let mut p = pairs.clone();
                    p.push((key, N(x)));
                    solve(&Scenario::from_pairs(p).unwrap(), 0).unwrap()
                };
                let sol = with("e", e);
                let Some(to) = sol.code.as_ref().and_then(|c| c.to_type.clone()) else {
                    continue;
                };
                let back = with("damping", to.value).restitution;
                assert!(
                    (back - e).abs() < 1e-7,
                    "{} e = {e}: {} = {} gives {back}",
                    s.id,
                    to.name,
                    to.value
                );
                checked += 1;
            }
        }
        // Every setting with its own constant, at both e (PFC's two, LAMMPS's damp and
        // gamma_n settings, LIGGGHTS's stiffness settings, …).
        assert!(checked >= 20, "{checked}");
        // Yade Hertz–Mindlin takes en or betan: the betan that gives e, typed, gives e (it
        // received α1 = √6 betan on the page, and e dropped silently from 0.8 to 0.6113).
        for e in [0.3, 0.8] {
            let glass = |key: &'static str, x: f64| {
                let sc = Scenario::from_pairs([
                    ("code", T("yade-hertz-mindlin")),
                    ("rho1", N(2500.0)),
                    ("r1", N(1e-3)),
                    ("E1", N(63e9)),
                    ("nu1", N(0.2)),
                    ("v0", N(1.0)),
                    (key, N(x)),
                ]);
                solve(&sc.unwrap(), 0).unwrap()
            };
            let c = glass("e", e).code.unwrap().own_constant.unwrap();
            assert_eq!(c.name, "betan");
            assert!((glass("damping", c.value).restitution - e).abs() < 1e-7, "{e}: {}", c.value);
        }
    }
}
