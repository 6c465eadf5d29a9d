//! A scenario that names a code and a liquid bridge, solved as that code computes it: the
//! code's normal contact as without the bridge (its setting, pair and wall rule, the value
//! typed: `codes::solve::code_model`), the code's own bridge composed with it — LIGGGHTS's
//! `easo`/`washino` ([`super::bridge_liggghts_law`]), Yade's `ViscElCapMat`
//! ([`super::bridge_yade_law`]), MercuryDPM's Willett bridge ([`super::bridge_mercurydpm`]) —
//! and the wet impact integrated on the library's driver
//! ([`crate::models::bridge::solve::solve_wet`]). The answer is the library's bridged answer
//! (`liquid_bridge`, the top-level restitution and contact time of the wet contact) with the
//! code's one row in `liquid_bridge_codes`: what to type, and what the code then does. Each
//! code's rules as read in its source and checked by running it: docs/bridge-codes.md.

use super::bridge::CodeBridge;
use super::solve::{code_model, solve_code as dry_solve, Answer};
use crate::error::Error;
use crate::models::bridge::solve::{check_scenario, solve_wet, without_bridge};
use crate::scenario::{End, Scenario};
use crate::solution::{BridgeCode, Solution};
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The code family of a code setting id, for its bridge.
fn code_bridge(code: &str, sc: &Scenario) -> Result<CodeBridge, Error> {
    if code.starts_with("liggghts-") {
        super::bridge_liggghts_law::bridge(sc)
    } else if code == super::yade::VISCEL.id {
        super::bridge_yade_law::bridge(sc)
    } else if code.starts_with("mercurydpm-") {
        super::bridge_mercurydpm::bridge(sc)
    } else if code.starts_with("yade-") {
        Err(Error::NotTaken {
            field: "liquid_bridge",
            by: "this Yade setting: Yade's capillary bridge is ViscElCapMat, a ViscElMat (give \
                 code yade-viscel)",
        })
    } else {
        Err(Error::NotTaken {
            field: "liquid_bridge",
            by: "this code here: LAMMPS, Kratos, PFC and Chrono have no pendular-bridge law; \
                 EDEM's is known from its documentation only (choose no code for its row); \
                 LIGGGHTS (liggghts-…), Yade (yade-viscel) and MercuryDPM (mercurydpm-…) take \
                 their own",
        })
    }
}

/// Solves a scenario with `code` and `liquid_bridge` (module doc).
pub fn solve_code(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    let Some(code) = sc.code else {
        return Err(Error::Missing { field: "code", hint: "give a code setting id" });
    };
    check_scenario(sc)?;
    let cb = code_bridge(code, sc)?;
    let dry = without_bridge(sc);
    let (_, mut model, _, limit, view_notes) = code_model(&dry)?;
    model.end = End::Overlap;
    let solved = crate::models::dispatch::solve(&model, 0)?;
    if limit && solved.law.dashpot.lambda != 0.0 {
        // A code that clips its normal force at 0 (Yade's ViscEl, `limit`) changes nothing of
        // an elastic contact (k ξ^w ≥ 0); with a dashpot its clip is not composed here.
        let field = if sc.limit == Some(true) { "limit" } else { "e" };
        return Err(Error::NotTaken {
            field,
            by: "a liquid bridge on a code contact that clips its normal force at 0 with a \
                 dashpot (not reproduced here: give e = 1, or limit false where the code has \
                 the switch)",
        });
    }
    let (solved, report) = solve_wet(&model, solved, cb.bridge, &cb.meta, samples)?;
    let mut sol = Solution::from_solved(&model, solved);
    sol.notes = outcome_notes(&cb, &report, sol.restitution);
    sol.notes.extend(view_notes);
    sol.notes.extend(cb.notes.iter().cloned());
    // What to type for the normal contact, as without the bridge (the code sets its damping
    // from e so, whatever the bridge).
    sol.code = dry_solve(&dry, 0, Answer::AsTyped).ok().and_then(|s| s.code);
    if sol.code.is_some() {
        sol.notes.push(
            "`code` describes the code's normal contact as without the bridge (what to type \
             for e); the wet contact's restitution and contact time are the answer's own."
                .into(),
        );
    }
    sol.liquid_bridge_codes = alloc::vec![row(&cb, &report, &sol)];
    sol.liquid_bridge = Some(report);
    crate::solution::check_finite(sc, sol)
}

/// What the code's wet contact does, first.
fn outcome_notes(cb: &CodeBridge, r: &crate::models::bridge::solve::Report, e: f64) -> Vec<String> {
    let vs =
        r.sticking_velocity.map_or("none found up to 10¹² times the undamped one".into(), |v| {
            format!("{} m/s", sig(v))
        });
    let what = if r.stuck {
        format!("the bodies stay bridged (sticking velocity {vs})")
    } else {
        format!(
            "the bridge ruptures and the bodies leave with e = {} (sticking velocity {vs})",
            sig(e)
        )
    };
    alloc::vec![format!(
        "{} {}: force at contact {} N, rupture at S_c = {} m, bridge energy {} J; {what}.",
        cb.head.1,
        cb.head.2,
        sig(r.force_at_contact),
        sig(r.rupture_distance),
        sig(r.bridge_energy)
    )]
}

/// The code's row: what to type and what the code does, integrated.
fn row(cb: &CodeBridge, r: &crate::models::bridge::solve::Report, sol: &Solution) -> BridgeCode {
    BridgeCode {
        id: cb.head.0,
        code: cb.head.1,
        title: cb.head.2,
        to_type: cb.to_type.clone(),
        force_at_contact: Some(r.force_at_contact),
        force_in_overlap: Some(cb.bridge.pull.f0),
        rupture_distance: Some(r.rupture_distance),
        bridge_energy: Some(r.bridge_energy),
        sticking_velocity: r.sticking_velocity,
        stuck: Some(r.stuck),
        restitution: Some(sol.restitution),
        reproduced: "integrated: the code's bridge composed with its normal contact".into(),
        source: cb.source,
        status: "source, run",
        notes: cb.notes.clone(),
    }
}
