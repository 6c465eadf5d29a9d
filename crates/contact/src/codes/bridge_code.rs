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
use crate::scenario::{BridgeLaw, End, Scenario};
use crate::solution::{BridgeCode, Solution};
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Which bridge a code setting composes (by its id).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    /// LIGGGHTS's `cohesion easo|washino/capillary/viscous`.
    Liggghts,
    /// Yade's `ViscElCapMat`.
    YadeViscel,
    /// MercuryDPM's `LiquidBridgeWilletSpecies`.
    Mercurydpm,
    /// Another Yade setting (its bridge is ViscElCapMat's).
    YadeOther,
    /// A code without a pendular-bridge law here.
    Without,
}

/// The bridge family of a code setting id.
fn family(code: &str) -> Family {
    if code.starts_with("liggghts-") {
        Family::Liggghts
    } else if code == super::yade::VISCEL.id {
        Family::YadeViscel
    } else if code.starts_with("mercurydpm-") {
        Family::Mercurydpm
    } else if code.starts_with("yade-") {
        Family::YadeOther
    } else {
        Family::Without
    }
}

/// The code family of a code setting id, for its bridge.
fn code_bridge(code: &str, sc: &Scenario) -> Result<CodeBridge, Error> {
    match family(code) {
        Family::Liggghts => super::bridge_liggghts_law::bridge(sc),
        Family::YadeViscel => super::bridge_yade_law::bridge(sc),
        Family::Mercurydpm => super::bridge_mercurydpm::bridge(sc),
        Family::YadeOther => Err(Error::NotTaken {
            field: "liquid_bridge",
            by: "this Yade setting: Yade's capillary bridge is ViscElCapMat, a ViscElMat (give \
                 code yade-viscel)",
        }),
        Family::Without => Err(Error::NotTaken {
            field: "liquid_bridge",
            by: "this code here: LAMMPS, Kratos, PFC and Chrono have no pendular-bridge law; \
                 EDEM's is known from its documentation only (choose no code for its row); \
                 LIGGGHTS (liggghts-…), Yade (yade-viscel) and MercuryDPM (mercurydpm-…) take \
                 their own",
        }),
    }
}

/// The values of `liquid_bridge` a scenario with `code` takes, each with the name its code
/// gives it (for a selector): the library's two laws without a code; a code's own bridges with
/// one (LIGGGHTS `easo`/`washino`, Yade's six `CapillarType`s, MercuryDPM's Willett bridge);
/// none for a code without a pendular bridge (its refusal says why).
pub fn bridge_laws(code: Option<&str>) -> Vec<(BridgeLaw, &'static str)> {
    let Some(code) = code else {
        return alloc::vec![
            (BridgeLaw::Willett, "Willett et al. 2000"),
            (BridgeLaw::Rabinovich, "Rabinovich et al. 2005"),
        ];
    };
    match family(code) {
        Family::Liggghts => alloc::vec![
            (BridgeLaw::Easo, "easo (Soulié et al. 2006)"),
            (BridgeLaw::Washino, "washino (Rabinovich et al. 2005)"),
        ],
        Family::YadeViscel => {
            super::bridge_yade_law::LAWS.iter().map(|&(kind, _, l)| (l, kind)).collect()
        }
        Family::Mercurydpm => {
            alloc::vec![(BridgeLaw::Willett, "LiquidBridgeWillet (Willett 2000)")]
        }
        Family::YadeOther | Family::Without => Vec::new(),
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
    // The contact without the bridge as the code ends it (a clipped force: where it returns
    // to 0), its restitution the answer's `restitution_without_bridge`; the wet contact ends
    // at the rupture.
    model.end = if limit { End::Force } else { End::Overlap };
    let solved = crate::models::dispatch::solve(&model, 0)?;
    model.end = End::Overlap;
    // A code that clips its normal force at 0 (Yade's ViscEl; LIGGGHTS `limitForce on`)
    // clips the spring and dashpot, the bridge's forces added after.
    let bridge = crate::models::bridge::law::Bridge { clip: limit, ..cb.bridge };
    let (solved, report) = solve_wet(&model, solved, bridge, &cb.meta, samples)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::CODE_IDS;
    use crate::Value::{Number as N, Text as T};

    /// Wet glass beads with `code` and `law`, the separation ratios given where the key
    /// table says the law takes them (LIGGGHTS's).
    fn wet(code: &'static str, law: &'static str) -> Scenario {
        let mut sc = crate::testing::glass("hertz");
        let takes = crate::scenario::keys_of(law);
        for (k, v) in [
            ("code", T(code)),
            ("liquid_bridge", T(law)),
            ("liquid_volume", N(1e-11)),
            ("surface_tension", N(0.072)),
            ("min_separation_ratio", N(0.01)),
            ("max_separation_ratio", N(1.1)),
        ] {
            if k.ends_with("_ratio") && !takes.contains(&k) {
                continue;
            }
            sc.set(k, v).unwrap();
        }
        sc
    }

    /// The laws offered for each code are those its bridge takes: an offered law is never
    /// refused as a law, every other one is (naming `liquid_bridge`); the library's two without
    /// a code.
    #[test]
    fn the_laws_offered_are_the_laws_taken() {
        let names = |code| bridge_laws(code).iter().map(|l| l.0.name()).collect::<Vec<_>>();
        assert_eq!(names(None), ["willett", "rabinovich"]);
        let mut offered = 0;
        for &code in CODE_IDS {
            let laws = names(Some(code));
            for law in BridgeLaw::ALL {
                let taken = code_bridge(code, &wet(code, law.name()));
                if laws.contains(&law.name()) {
                    offered += 1;
                    assert!(taken.is_ok(), "{code} {}: {taken:?}", law.name());
                } else {
                    let field = taken.err().map(|e| e.field().to_string());
                    assert_eq!(field.as_deref(), Some("liquid_bridge"), "{code} {}", law.name());
                }
            }
        }
        assert!(offered >= 10, "LIGGGHTS's 2, Yade's 6 and MercuryDPM's: {offered}");
    }
}
