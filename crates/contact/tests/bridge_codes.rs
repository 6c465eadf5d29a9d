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
        // The rows give what the bridge's energy alone decides: not a viscous pull-off, a cut
        // bridge, or a dashpot's impact (`-en`: the code's own scenario, below).
        if case.contains("-viscous") || case.contains("-max") || case.contains("-en") {
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

/// surfaceLiquidContentInitial for a 1e-11 m³ bond between 1 mm beads (validation/bridge.py's
/// CONTENT): easo's pair bond takes 1 − √(3/4) of one bead's liquid per unit content, washino's
/// 0.05 of both beads' (0.05 of the one bead's at a wall).
fn content(model: &str, geo: &str) -> f64 {
    let per = 1333.333333 * std::f64::consts::PI * 1e-9 * 0.001;
    1e-11
        / match (model, geo) {
            ("easo", _) => per * (1.0 - 0.75f64.sqrt()),
            ("washino", "pair") => 0.1 * per,
            _ => 0.05 * per,
        }
}

/// A recorded case as the code scenario validation/bridge.py sends (`code` with the code's
/// own bridge and keys): LIGGGHTS with its content, ratios and θ in degrees; Yade's ViscEl with
/// tc and its CapillarType; MercuryDPM's Hertzian species (e = 1, or its e = 0.9).
fn code_scenario(case: &str) -> Scenario {
    let p: Vec<&str> = case.split('/').collect();
    let pull = p[3].starts_with("pull");
    let v0 = if pull { 0.1 } else { p[3].trim_start_matches('v').parse().unwrap() };
    let e_mod = if pull { 63e9 } else { 1e7 };
    let mut pairs = vec![
        ("r1", N(1e-3)),
        ("rho1", N(2500.0)),
        ("surface_tension", N(0.072)),
        ("contact_angle", T("20 deg")),
        ("v0", N(v0)),
    ];
    if p[2] == "pair" {
        pairs.extend([("r2", N(1e-3)), ("rho2", N(2500.0))]);
    }
    let material = [("E1", N(e_mod)), ("nu1", N(0.2)), ("E2", N(e_mod)), ("nu2", N(0.2))];
    match p[0] {
        "liggghts" => {
            let model = if p[1].starts_with("easo") { "easo" } else { "washino" };
            let max = if p[1] == "easo-max1.1" { 1.1 } else { 1.2 };
            // `easo-e0.8-limitForce`: hertz's dashpot, its force clipped at 0.
            let clipped = p[1] == "easo-e0.8-limitForce";
            pairs.extend(material);
            if clipped {
                pairs.push(("limit", T("true")));
            }
            pairs.extend([
                ("code", T("liggghts-hertz")),
                ("e", N(if clipped { 0.8 } else { 1.0 })),
                ("liquid_bridge", T(model)),
                ("surface_liquid_content", N(content(model, p[2]))),
                ("min_separation_ratio", N(0.01)),
                ("max_separation_ratio", N(max)),
            ]);
            if p[1] == "easo-viscous" {
                pairs.push(("liquid_viscosity", N(1e-3)));
            }
        }
        "yade" => {
            // `<CapillarType>-en0.8`: ViscEl's dashpot (its clip) with the bridge.
            let (kind, en) =
                p[1].split_once("-en").map_or((p[1], 1.0), |(k, e)| (k, e.parse().unwrap()));
            let law = match kind {
                "Willett_analytic" => "willett",
                "Willett_numeric" => "willett-numeric",
                "Weigert" => "weigert",
                "Rabinovich" => "rabinovich-filling-angle",
                "Lambert" => "rabinovich",
                _ => "soulie",
            };
            pairs.extend([
                ("code", T("yade-viscel")),
                ("tc", N(if pull { 1e-4 } else { 3e-4 })),
                ("e", N(en)),
                ("liquid_bridge", T(law)),
                ("rupture", T("willett")),
                ("liquid_volume", N(1e-11)),
            ]);
        }
        _ => {
            pairs.extend(material);
            let e = if p[1] == "willett-e0.9" { 0.9 } else { 1.0 };
            pairs.extend([
                ("code", T("mercurydpm-hertzian")),
                ("e", N(e)),
                ("liquid_bridge", T("willett")),
                ("liquid_volume", N(1e-11)),
            ]);
        }
    }
    Scenario::from_pairs(pairs).unwrap()
}

/// Every recorded run (LIGGGHTS 3.8.0 easo and washino, pair and wall, the ratio's cut and
/// the viscous pull-off; Yade 2023.02a's six laws; MercuryDPM) against the code scenario's
/// answer — the code's bridge composed with its normal contact and integrated: the force at
/// contact, rupture distance and bridge energy of each pull-off, stuck, e, the contact time
/// and the largest overlap of each impact, within the run's own tolerance. The code's run is
/// the independent reference.
#[test]
fn code_scenarios_reproduce_every_recorded_run() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../validation/recorded_bridge.json");
    let doc: Json = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut checked = 0;
    for rec in doc["records"].as_array().unwrap() {
        let case = rec["id"].as_str().unwrap();
        let sol = solve(&code_scenario(case)).unwrap_or_else(|e| panic!("{case}: {e}"));
        let b = sol.liquid_bridge.as_ref().unwrap();
        let runs = rec["runs"].as_array().unwrap();
        let fine = &runs[1];
        let viscous = case.contains("-viscous");
        let ours = [
            ("f0", Some(b.force_at_contact)),
            ("rupture", Some(b.rupture_distance)),
            ("energy", Some(b.bridge_energy)),
            ("e", Some(sol.restitution)),
            ("tc", sol.contact_time),
            ("overlap", Some(sol.max_overlap)),
        ];
        for (q, mine) in ours {
            // The viscous pull-off's force and work hold the lubrication at its pulling speed.
            let Some(measured) = fine[q].as_f64() else { continue };
            if (viscous && q != "rupture") || (q == "e" && fine["stuck"].as_bool() == Some(true)) {
                continue;
            }
            let mine = mine.unwrap_or_else(|| panic!("{case}: no {q}"));
            let tol = tolerance(runs, q);
            assert!((mine - measured).abs() <= tol, "{case}: {q} {mine} vs {measured} ± {tol}");
            checked += 1;
        }
        if let Some(stuck) = fine["stuck"].as_bool() {
            assert_eq!(b.stuck, stuck, "{case}");
            checked += 1;
        }
        assert_eq!(sol.liquid_bridge_codes.len(), 1, "{case}: the code's one row");
    }
    assert!(checked >= 110, "{checked}");
}

/// Code scenarios refused with the field named: LIGGGHTS easo at a wall (the code crashes),
/// a code's law without its code, Yade with Lian's rupture or a viscosity, LIGGGHTS without its
/// ratios or with both a content and a volume, a code without a bridge law.
#[test]
fn code_scenario_errors() {
    let with = |case: &str, change: &[(&str, Value)], drop: fn(&mut Scenario)| {
        let mut sc = code_scenario(case);
        for (k, v) in change {
            sc.set(k, *v).unwrap();
        }
        drop(&mut sc);
        dem_contact::solve(&sc).map(|_| ()).unwrap_err().to_string()
    };
    let keep: fn(&mut Scenario) = |_| {};
    let easo_wall = with("liggghts/washino/wall/pull", &[("liquid_bridge", T("easo"))], keep);
    assert!(easo_wall.starts_with("liquid_bridge") && easo_wall.contains("SIGSEGV"), "{easo_wall}");
    let no_code = with("liggghts/easo/pair/pull", &[], |s| s.code = None);
    assert!(no_code.starts_with("liquid_bridge"), "{no_code}");
    let lian = with("yade/Weigert/pair/pull", &[("rupture", T("lian"))], keep);
    assert!(lian.starts_with("rupture"), "{lian}");
    let eta = with("yade/Weigert/pair/pull", &[("liquid_viscosity", N(1e-3))], keep);
    assert!(eta.starts_with("liquid_viscosity"), "{eta}");
    let ratio = with("liggghts/easo/pair/pull", &[], |s| s.max_separation_ratio = None);
    assert!(ratio.starts_with("max_separation_ratio"), "{ratio}");
    let both = with("liggghts/easo/pair/pull", &[("liquid_volume", N(1e-11))], keep);
    assert!(both.starts_with("surface_liquid_content"), "{both}");
    let lammps = with("liggghts/easo/pair/pull", &[("code", T("lammps-hertz-tsuji"))], keep);
    assert!(lammps.starts_with("liquid_bridge"), "{lammps}");
    let yade_easo = with("yade/Weigert/pair/pull", &[("liquid_bridge", T("easo"))], keep);
    assert!(yade_easo.starts_with("liquid_bridge"), "{yade_easo}");
    // An elastic–plastic code setting: refused at liquid_bridge, not "expected a code id".
    let plastic = with("liggghts/easo/pair/pull", &[("code", T("liggghts-edinburgh"))], keep);
    assert!(
        plastic.starts_with("liquid_bridge") && plastic.contains("elastic–plastic"),
        "{plastic}"
    );
}

/// What to type from the user's bridge volume: LIGGGHTS's content (a fraction: 0.01781923 for
/// easo's 1e-11 m³ between 1 mm beads, docs/bridge-codes.md) with its θ in degrees; Yade's Vb
/// and theta in degrees; and the same contact whether the content or the volume is given.
#[test]
fn code_scenario_says_what_to_type() {
    let mut sc = code_scenario("liggghts/easo/pair/v0.1");
    sc.surface_liquid_content = None;
    sc.set("liquid_volume", N(1e-11)).unwrap();
    let sol = solve(&sc).unwrap();
    let row = &sol.liquid_bridge_codes[0];
    let value = |name: &str| row.to_type.iter().find(|n| n.name == name).unwrap().value;
    // 7 significant digits, as the code stores it (its `%e`).
    assert_eq!(value("surfaceLiquidContentInitial"), 0.01781923);
    assert_eq!(value("contactAngle"), 20.0);
    assert_eq!(value("maxSeparationDistanceRatio"), 1.2);
    let typed = solve(&code_scenario("liggghts/easo/pair/v0.1")).unwrap();
    let (a, b) = (sol.liquid_bridge.unwrap(), typed.liquid_bridge.unwrap());
    assert_eq!(a.force_at_contact, b.force_at_contact);
    assert!(a.stuck && b.stuck);
    let yade = solve(&code_scenario("yade/Soulie/wall/pull")).unwrap();
    let row = &yade.liquid_bridge_codes[0];
    assert_eq!(row.title, "Soulie");
    assert!(row.to_type.iter().any(|n| n.name == "theta" && (n.value - 20.0).abs() < 1e-12));
    assert!(yade.notes.iter().any(|n| n.contains("R = r1")), "{:?}", yade.notes);
}

/// MercuryDPM's Willett bridge is the library's own law: its code scenario gives the
/// contract's numbers on the same normal contact (Hertz elastic, or its Hertzian dashpot =
/// Tsuji's at e = 0.9).
#[test]
fn mercurydpm_code_is_the_contract() {
    for case in ["mercurydpm/willett-e1/wall/v0.1", "mercurydpm/willett-e0.9/pair/v0.2"] {
        let code = solve(&code_scenario(case)).unwrap();
        let plain = solve(&scenario(case)).unwrap();
        let rel = |a: f64, b: f64| (a - b).abs() / b.abs();
        assert!(rel(code.restitution, plain.restitution) < 1e-9, "{case}");
        let (a, b) = (code.liquid_bridge.unwrap(), plain.liquid_bridge.unwrap());
        assert_eq!(a.bridge_energy, b.bridge_energy, "{case}");
        assert_eq!(a.rupture_distance, b.rupture_distance, "{case}");
    }
}
