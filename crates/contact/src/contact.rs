//! One contact of a model solved: the scenario read by its model ([`crate::models`]), the
//! model's answer ([`crate::models::Solved`]) made into a [`Solution`], the tangential half
//! of an oblique impact ([`crate::models::tangential`]) beside it, and the final guard that
//! nothing non-finite leaves (`solution::check_finite`).

use crate::error::Error;
use crate::models;
use crate::models::tangential::{self, Options};
use crate::scenario::Scenario;
use crate::solution::{self, Solution};

/// Solves a scenario by its model (no DEM code: [`crate::codes::solve`] takes those);
/// `samples` > 0 adds curves. An oblique impact follows the calculator's own tangential rules
/// ([`crate::models::tangential::law::Rules::CONTRACT`]; README, "Oblique impacts").
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    solve_with(sc, samples, &Options::default())
}

/// The tangential half of an oblique scenario (`None`: a head-on impact), and its curves.
#[cfg(feature = "oblique")]
fn oblique(
    sc: &Scenario,
    solved: &models::Solved,
    opts: &Options,
) -> Result<Option<(tangential::Tangential, Option<tangential::outcome::Series>)>, Error> {
    match tangential::read(sc, solved, opts)? {
        Some((law, setup)) => {
            let times = solved.outcome.curves.as_ref().map(|c| c.t.as_slice());
            Ok(Some(tangential::outcome::solve(sc, &setup, law, solved, times)?))
        }
        None => Ok(None),
    }
}

/// Without the `oblique` feature a tangential key is refused (the page's first-load module).
#[cfg(not(feature = "oblique"))]
fn oblique(
    sc: &Scenario,
    _solved: &models::Solved,
    _opts: &Options,
) -> Result<Option<(tangential::Tangential, Option<tangential::outcome::Series>)>, Error> {
    let given: alloc::vec::Vec<&'static str> = sc.given().collect();
    match crate::pair::tangential_keys().find(|k| given.contains(k)) {
        Some(field) => Err(Error::NotTaken {
            field,
            by: "this build (dem-contact without its `oblique` feature; the page's full module has oblique impacts)",
        }),
        None => Ok(None),
    }
}

/// A scenario with `adhesion`: the law composed with the normal model, integrated with its
/// own events ([`crate::models::adhesion`]); its sticking velocity searched where
/// `sticking` asks for it.
#[cfg(feature = "adhesion")]
fn adhesive(sc: &Scenario, samples: usize, sticking: bool) -> Result<Solution, Error> {
    let (solved, report) = models::adhesion::solve::solve_with(sc, samples, sticking)?;
    let mut sol = Solution::from_solved(sc, solved);
    sol.adhesion = Some(report);
    solution::check_finite(sc, sol)
}

/// Without the `adhesion` feature the key is refused (the page's first-load module).
#[cfg(not(feature = "adhesion"))]
fn adhesive(_sc: &Scenario, _samples: usize, _sticking: bool) -> Result<Solution, Error> {
    Err(Error::NotTaken {
        field: "adhesion",
        by: "this build (dem-contact without its `adhesion` feature; the page's full module has adhesion)",
    })
}

/// A scenario with `liquid_bridge`: the bridge composed with the normal model, integrated
/// with its own events ([`crate::models::bridge`]).
#[cfg(feature = "bridge")]
fn bridged(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    let (solved, report) = models::bridge::solve::solve(sc, samples)?;
    let mut sol = Solution::from_solved(sc, solved);
    sol.liquid_bridge = Some(report);
    solution::check_finite(sc, sol)
}

/// Without the `bridge` feature the key is refused (the page's first-load module).
#[cfg(not(feature = "bridge"))]
fn bridged(_sc: &Scenario, _samples: usize) -> Result<Solution, Error> {
    Err(Error::NotTaken {
        field: "liquid_bridge",
        by: "this build (dem-contact without its `bridge` feature; the page's full module has the liquid bridge)",
    })
}

/// A point of a sweep: [`solve`] without curves, and for a contact with adhesion without the
/// search for its sticking velocity (`None` in its report; the sweep gives the held contact's
/// once, from its base solution).
pub fn solve_point(sc: &Scenario) -> Result<Solution, Error> {
    if sc.adhesion.is_some() && sc.liquid_bridge.is_none() {
        sc.check_k_unit()?;
        own_adhesion(sc)?;
        return adhesive(sc, 0, false);
    }
    solve(sc, 0)
}

/// The elastic–plastic models refuse `adhesion`: their adhesion is their own branch
/// (Luding's cohesion, EEPA's pull-off and adhesive branch).
fn own_adhesion(sc: &Scenario) -> Result<(), Error> {
    // Without the feature that has them these models do not exist (the page's first module
    // carries neither the check nor its message).
    #[cfg(feature = "all-models")]
    use crate::scenario::Model;
    #[cfg(feature = "all-models")]
    if matches!(sc.model, Model::Hysteretic | Model::Eepa | Model::Thornton) {
        return Err(Error::NotUsed {
            field: "adhesion",
            model: "hysteretic, eepa or thornton (their own branches hold any adhesion: cohesion_stiffness, constant_pull_off, adhesive_branch_stiffness)",
        });
    }
    #[cfg(not(feature = "all-models"))]
    let _ = sc;
    Ok(())
}

/// [`solve`] with the tangential rules of a DEM code (`opts`).
pub fn solve_with(sc: &Scenario, samples: usize, opts: &Options) -> Result<Solution, Error> {
    sc.check_k_unit()?;
    if sc.liquid_bridge.is_some() {
        return bridged(sc, samples);
    }
    if sc.adhesion.is_some() {
        own_adhesion(sc)?;
        return adhesive(sc, samples, true);
    }
    let solved = models::dispatch::solve(sc, samples)?;
    finish(sc, solved, opts)
}

/// [`solve`] without curves, its numbers only: every number as [`solve`] gives it (the same
/// functions, the same checks, the same errors), the texts a model writes apart from its
/// numbers left empty ([`models::dispatch::solve_numbers`]).
pub(crate) fn solve_numbers(sc: &Scenario) -> Result<Solution, Error> {
    sc.check_k_unit()?;
    if sc.adhesion.is_some() {
        return adhesive(sc, 0, true);
    }
    let solved = models::dispatch::solve_numbers(sc)?;
    finish(sc, solved, &Options::default())
}

/// The model's contact made into a [`Solution`]: the tangential half beside it, local
/// damping's note, the final guard.
fn finish(sc: &Scenario, solved: models::Solved, opts: &Options) -> Result<Solution, Error> {
    let oblique = oblique(sc, &solved, opts)?;
    let mut sol = Solution::from_solved(sc, solved);
    if let Some((t, curves)) = oblique {
        if let (Some(c), Some((f, u))) = (sol.curves.as_mut(), curves) {
            c.tangential_force = Some(f);
            c.slip = Some(u);
        }
        sol.energy.add_tangential(sc, sol.effective_mass, &t);
        if let Some(note) = sol.energy.note(Some(t.law)) {
            sol.notes.push(note);
        }
        sol.tangential = Some(t);
    }
    if let Some(alpha) = sc.local_damping.filter(|a| *a > 0.0) {
        local_damping_note(sc, alpha, &mut sol)?;
    }
    solution::check_finite(sc, sol)
}

/// What local damping α does here, beside the dashpot: alone on an elastic contact it gives
/// e = √((1 − α)/(1 + α)) whatever the force law (the approach stores (1 + α)∫F dξ, the
/// rebound returns (1 − α)∫F dξ); the dashpot alone gives what the same contact gives
/// without it; the answer is both together (docs/code-settings.md; the golden cases:
/// tests/golden/generate_local_damping.py).
fn local_damping_note(sc: &Scenario, alpha: f64, sol: &mut Solution) -> Result<(), Error> {
    let alone = crate::math::sqrt((1.0 - alpha) / (1.0 + alpha));
    let num = |x: f64| crate::text::num(x, 6);
    let dashpot = if sol.damping_constant != 0.0 {
        let without = solve(&Scenario { local_damping: None, ..sc.clone() }, 0)?;
        alloc::format!(
            "; the dashpot alone gives e = {}; together, e = {}",
            num(without.restitution),
            num(sol.restitution)
        )
    } else {
        alloc::string::String::from(" (no dashpot here)")
    };
    sol.notes.push(alloc::format!(
        "Local damping α = {} acts on each body, −α|F| sign(v), as PFC's damp and Yade's \
         NewtonIntegrator damping do; for a pair the centre of mass is at rest here (local \
         damping depends on the frame). Alone, on an elastic contact, it gives e = \
         √((1 − α)/(1 + α)) = {}{dashpot}.",
        num(alpha),
        num(alone),
    ));
    if sol.restitution > 0.0 && sc.g.is_some_and(|g| g != 0.0) {
        sol.notes.push(
            "With a body acceleration the codes damp each body's whole unbalanced force \
             (gravity included); here the contact force only."
                .into(),
        );
    }
    Ok(())
}
