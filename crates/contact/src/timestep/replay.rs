//! The replay at the recommended Δt: the contact with the smallest stability limit replayed
//! with PFC's velocity Verlet (Itasca PFC manual, Timestep Determination: velocities half a
//! step out of phase; MercuryDPM's velocity Verlet gives the same positions and half-step
//! velocities; [`crate::scheme::replay`]) to show the restitution (and its spread as the
//! contact begins elsewhere within a step), contact time,
//! overlap and force a DEM code gets at that Δt, and the stability limit the scheme itself
//! shows, found by bisection ([`crate::scheme::resting_limit`]) beside the estimate
//! (2/ω0)(√(1+ζ²) − ζ) (Belytschko, Liu & Moran 2000, ch. 6).

use super::cases::{Case, ContactCheck};
use super::solution::ReplayCheck;
use crate::scenario::Scenario;
use crate::scheme::{ExactNumbers, Scheme};
use crate::solution::Solution;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The replay of the contact with the smallest stability limit at `dt` (`None` without
/// contacts, or with a note where no replay exists).
pub(super) fn at(
    cases: &[Case],
    solved: &[Solution],
    pairs: &[ContactCheck],
    dt: f64,
    notes: &mut Vec<String>,
) -> Option<ReplayCheck> {
    let (i, c) = pairs.iter().enumerate().min_by(|a, b| a.1.stability.total_cmp(&b.1.stability))?;
    replay_check(&cases[i].sc, &solved[i], c, dt, notes)
}

/// The contact `sc` (solved as `sol`) replayed with PFC's velocity Verlet at `dt`, and the
/// stability limit the scheme itself shows. `None` (with a note) where no replay exists.
fn replay_check(
    sc: &Scenario,
    sol: &Solution,
    c: &ContactCheck,
    dt: f64,
    notes: &mut Vec<String>,
) -> Option<ReplayCheck> {
    let law = match (crate::scheme::law_of(sol), sol.law.adhesive()) {
        (Ok(l), _) => l,
        (Err(_), true) => {
            notes.push("No replay: the adhesive contact's touch and tension tail are a state the replay does not carry; the replay covers the laws without adhesion.".into());
            return None;
        }
        (Err(_), _) => {
            notes.push("No replay: the power-function model depends on its loading history; the replay covers the other models.".into());
            return None;
        }
    };
    let t_end = sol.contact_time.map(|t| 1.5 * t);
    let run = match crate::scheme::replay(sc, Scheme::VelocityVerlet, dt, t_end) {
        Ok(run) => run,
        Err(e) => {
            notes.push(format!("No replay at the recommended Δt: {e}"));
            return None;
        }
    };
    // The scheme's own limit, with the law the timestep uses (k_n as given, if it was).
    let law_t =
        if c.kn_from == "given" && law.spring.w == 1.0 { law.with_stiffness(c.kn) } else { *law };
    let found = crate::scheme::resting_limit(&law_t, c.overlap);
    Some(ReplayCheck {
        case: c.case.clone(),
        dt,
        steps: run.steps,
        got: ExactNumbers {
            restitution: run.restitution,
            contact_time: run.contact_time,
            max_overlap: Some(run.max_overlap),
            max_force: Some(run.max_force),
        },
        restitution_range: run.restitution_range,
        exact: run.exact,
        errors: run.errors,
        stability_estimate: c.stability,
        stability_found: found,
        message: run.message,
    })
}
