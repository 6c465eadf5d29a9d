//! What each DEM code makes of a liquid bridge (`liquid_bridge_codes`), against the codes
//! themselves: every pull-off and impact recorded by validation/bridge.py
//! (validation/recorded_bridge.json: LIGGGHTS 3.8.0, Yade 2023.02a, MercuryDPM run at dt, dt/2
//! and dt/2 on a shifted grid) — the force as the bodies part, the rupture distance and the
//! bridge's work of each pull-off, stuck and e of each impact — within the runs' own tolerance
//! (validation/bridge.py's: 3 × the larger of the halving and grid-shift differences, at least
//! 1e−6 of the value, and for e the bound of the force's jumps).

use dem_contact::{solve, Scenario, Value};
use serde_json::Value as Json;

use Value::{Number as N, Text as T};

/// The row id of a recorded case (`liggghts/easo/pair/pull` → `liggghts-easo`); `None` for
/// the cases the rows do not describe (a ratio that cuts the bridge, a viscous pull-off).
fn row_id(case: &str) -> Option<String> {
    let mut parts = case.split('/');
    let (code, setting) = (parts.next()?, parts.next()?);
    Some(match code {
        "liggghts" if setting == "easo" || setting == "washino" => format!("liggghts-{setting}"),
        "yade" => format!("yade-capillar-{}", setting.to_lowercase().replace('_', "-")),
        "mercurydpm" => "mercurydpm-willett".into(),
        _ => return None,
    })
}

/// The case's scenario: 1 mm beads (glass for the pull-offs, E = 10 MPa for the impacts),
/// water in a 1e-11 m³ bridge, Willett's law with Lian's rupture (what MercuryDPM runs), Hertz
/// elastic, or Tsuji with MercuryDPM's e = 0.9.
fn scenario(case: &str) -> Scenario {
    let parts: Vec<&str> = case.split('/').collect();
    let pull = parts[3] == "pull";
    let e_mod = if pull { 63e9 } else { 1e7 };
    let v0 = if pull { 0.1 } else { parts[3].trim_start_matches('v').parse().unwrap() };
    let mut pairs = vec![
        ("E1", N(e_mod)),
        ("nu1", N(0.2)),
        ("r1", N(1e-3)),
        ("rho1", N(2500.0)),
        ("E2", N(e_mod)),
        ("nu2", N(0.2)),
        ("liquid_bridge", T("willett")),
        ("surface_tension", N(0.072)),
        ("contact_angle", T("20 deg")),
        ("liquid_volume", N(1e-11)),
        ("v0", N(v0)),
    ];
    if parts[2] == "pair" {
        pairs.extend([("r2", N(1e-3)), ("rho2", N(2500.0))]);
    }
    if parts[1] == "willett-e0.9" {
        pairs.extend([("model", T("tsuji")), ("e", N(0.9))]);
    } else {
        pairs.push(("model", T("hertz")));
    }
    Scenario::from_pairs(pairs).unwrap()
}

/// validation/bridge.py's tolerance of quantity `q` of a record.
fn tolerance(runs: &[Json], q: &str) -> f64 {
    let at = |i: usize, k: &str| runs[i][k].as_f64().unwrap_or(0.0);
    let (coarse, fine, shifted) = (at(0, q), at(1, q), at(2, q));
    let jump = if q == "e" { at(1, "jump").max(at(2, "jump")) } else { 0.0 };
    (3.0 * (coarse - fine).abs().max((shifted - fine).abs())).max(1e-6 * fine.abs()).max(jump)
}

#[test]
fn every_recorded_run_agrees() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../validation/recorded_bridge.json");
    let doc: Json = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut checked = 0;
    for rec in doc["records"].as_array().unwrap() {
        let case = rec["id"].as_str().unwrap();
        let Some(id) = row_id(case) else { continue };
        if case.contains("-viscous") || case.contains("-max") {
            continue;
        }
        let sol = solve(&scenario(case)).unwrap();
        let row = sol.liquid_bridge_codes.iter().find(|r| r.id == id).unwrap();
        let runs = rec["runs"].as_array().unwrap();
        let fine = &runs[1];
        let ours = [
            ("f0", row.force_at_contact),
            ("rupture", row.rupture_distance),
            ("energy", row.bridge_energy),
            ("e", row.restitution),
        ];
        for (q, mine) in ours {
            let Some(measured) = fine[q].as_f64() else { continue };
            if q == "e" && fine["stuck"].as_bool() == Some(true) {
                continue;
            }
            let mine = mine.unwrap_or_else(|| panic!("{case}: no {q}"));
            let tol = tolerance(runs, q);
            assert!((mine - measured).abs() <= tol, "{case}: {q} {mine} vs {measured} ± {tol}");
            checked += 1;
        }
        if let Some(stuck) = fine["stuck"].as_bool() {
            assert_eq!(row.stuck, Some(stuck), "{case}");
            checked += 1;
        }
    }
    assert!(checked >= 80, "{checked}");
}

/// What to type: LIGGGHTS's content is a volume fraction of the beads' (easo's pair bond takes
/// 1 − √(3/4) of one bead's liquid per unit content, washino 0.05 of both beads'), its angle in
/// degrees and maxSeparationDistanceRatio above 1 + S_c/(r_i + r_j); Yade's Vb and theta in
/// degrees (docs/bridge-codes.md's figures for 1 mm beads and 1e-11 m³).
#[test]
fn what_to_type() {
    let sol = solve(&scenario("liggghts/easo/pair/pull")).unwrap();
    let value = |id: &str, name: &str| {
        let row = sol.liquid_bridge_codes.iter().find(|r| r.id == id).unwrap();
        row.to_type.iter().find(|n| n.name == name).unwrap().value
    };
    let rel = |a: f64, b: f64| (a - b).abs() / b.abs();
    assert!(rel(value("liggghts-easo", "surfaceLiquidContentInitial"), 0.0178192) < 1e-5);
    assert!(rel(value("liggghts-washino", "surfaceLiquidContentInitial"), 0.0238732) < 1e-5);
    assert!(rel(value("liggghts-easo", "contactAngle"), 20.0) < 1e-12);
    assert_eq!(value("liggghts-easo", "maxSeparationDistanceRatio"), 1.12);
    assert!(rel(value("liggghts-easo", "minSeparationDistanceRatio"), 0.01) < 1e-12);
    assert!(rel(value("yade-capillar-lambert", "theta"), 20.0) < 1e-12);
    assert_eq!(value("yade-capillar-lambert", "Vb"), 1e-11);
    let wall = solve(&scenario("liggghts/washino/wall/pull")).unwrap();
    let row = wall.liquid_bridge_codes.iter().find(|r| r.id == "liggghts-washino").unwrap();
    assert!(rel(row.to_type[0].value, 0.0477465) < 1e-5);
    let easo = wall.liquid_bridge_codes.iter().find(|r| r.id == "liggghts-easo").unwrap();
    assert!(easo.restitution.is_none() && easo.notes.iter().any(|n| n.contains("SIGSEGV")));
}
