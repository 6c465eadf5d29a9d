//! The liquid bridge through the CLI (issue 45's contract): the errors of
//! tests/golden/bridge.json's `errors` list each name their field, the granulation engineer's
//! glass beads with water against the contract's closed forms written here, and the bridge's
//! keys with their units in `dem-contact keys`.

use serde_json::{json, Value};
use std::f64::consts::PI;
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dem-contact")).args(args).output().unwrap()
}

fn solve(sc: &Value) -> Value {
    let out = run(&["solve", "--scenario", &sc.to_string()]);
    assert!(out.status.success(), "{sc}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn rel(a: f64, b: f64) -> f64 {
    (a - b).abs() / a.abs().max(b.abs())
}

/// Every scenario the contract rejects is refused (exit 2) by an error that names its field
/// first (`error: FIELD…`).
#[test]
fn contract_errors_name_their_field() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/golden/bridge.json");
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let errors = doc["errors"].as_array().unwrap();
    assert!(errors.len() >= 17);
    for e in errors {
        let field = e["field"].as_str().unwrap();
        let out = run(&["solve", "--scenario", &e["scenario"].to_string()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{field}: {err}");
        let named = err.strip_prefix("error: ").unwrap_or(&err);
        assert!(named.starts_with(field), "{field}: {err}");
    }
}

/// 1 mm glass beads (E = 63 GPa, ν = 0.2, ρ = 2500 kg/m³) with water (σ = 0.072 N/m, θ = 20°,
/// V = 1e-11 m³), Willett's force and Lian's rupture: F0 = 2π R' σ cos θ, S_c = (1 + θ/2)V^(1/3),
/// W by Willett's closed form, V_s = √(2W/m*), e = √(1 − V_s²/v0²) (elastic Hertz, η = 0: the
/// contract's closed forms), each written here. A pair sticks at 0.1 m/s; a wall (R' = 2 r1)
/// does not; both bounce at 0.2 m/s.
#[test]
fn glass_beads_with_water() {
    let bead = |v0: f64, wall: bool| {
        let mut sc = json!({"model": "hertz", "E1": 63e9, "nu1": 0.2, "r1": 1e-3, "rho1": 2500,
            "E2": 63e9, "nu2": 0.2, "liquid_bridge": "willett", "surface_tension": 0.072,
            "contact_angle": "20 deg", "liquid_volume": 1e-11, "v0": v0});
        if !wall {
            sc["r2"] = json!(1e-3);
            sc["rho2"] = json!(2500);
        }
        solve(&sc)
    };
    let theta = 20.0 * PI / 180.0;
    let m1 = 4.0 / 3.0 * PI * 1e-9 * 2500.0;
    for (wall, r_prime, m) in [(false, 1e-3, m1 / 2.0), (true, 2e-3, m1)] {
        let f0 = 2.0 * PI * r_prime * 0.072 * theta.cos();
        let s_c = (1.0 + theta / 2.0) * 1e-11f64.cbrt();
        let q = (r_prime / 1e-11f64).sqrt();
        let d = (10.0f64 - 1.05 * 1.05).sqrt();
        let w = f0 / q * 2.0 / d * (((5.0 * q * s_c + 1.05) / d).atan() - (1.05 / d).atan());
        let vs = (2.0 * w / m).sqrt();
        let slow = bead(0.1, wall);
        let b = &slow["liquid_bridge"];
        assert!(rel(b["force_at_contact"].as_f64().unwrap(), f0) < 1e-12, "{wall}");
        assert!(rel(b["rupture_distance"].as_f64().unwrap(), s_c) < 1e-12, "{wall}");
        assert!(rel(b["bridge_energy"].as_f64().unwrap(), w) < 1e-10, "{wall}");
        assert!(rel(b["sticking_velocity"].as_f64().unwrap(), vs) < 1e-10, "{wall}");
        assert_eq!(b["stuck"], json!(vs > 0.1), "{wall}: V_s = {vs}");
        let fast = bead(0.2, wall);
        let e = (1.0 - vs * vs / 0.04).sqrt();
        assert!(rel(fast["restitution"].as_f64().unwrap(), e) < 1e-9, "{wall}");
        assert!(fast["contact_time"].as_f64().unwrap() > 0.0);
    }
}

/// The bridge's keys in `dem-contact keys`, with their units.
#[test]
fn keys_list_the_bridge() {
    let out = run(&["keys"]);
    let text = String::from_utf8(out.stdout).unwrap();
    for (key, unit) in [
        ("liquid_bridge", "text"),
        ("rupture", "text"),
        ("liquid_volume", "m^3"),
        ("surface_tension", "N/m"),
        ("contact_angle", "1"),
        ("liquid_viscosity", "Pa·s"),
        ("min_separation", "m"),
    ] {
        let line = text.lines().find(|l| l.starts_with(&format!("{key} "))).unwrap();
        assert!(line.split_whitespace().nth(1) == Some(unit), "{line}");
    }
}

/// A speed sweep solves every point with the bridge (it does not scale one solution): e = 0
/// exactly below the sticking velocity it reports, e > 0 above, and each point equals `solve`.
#[test]
fn sweep_marks_the_sticking_velocity() {
    let sc = json!({"model": "tsuji", "e": 0.9, "E1": 63e9, "nu1": 0.2, "r1": 1e-3, "rho1": 2500,
        "E2": 63e9, "nu2": 0.2, "r2": 1e-3, "rho2": 2500, "liquid_bridge": "willett",
        "surface_tension": 0.072, "contact_angle": "20 deg", "liquid_volume": 1e-11, "v0": 0.3});
    let out = run(&[
        "sweep",
        "--scenario",
        &sc.to_string(),
        "--over",
        "v0",
        "--from",
        "0.05",
        "--to",
        "1",
        "--points",
        "8",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let sw: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(sw["method"], "solved");
    let vs = sw["sticking_velocity"].as_f64().unwrap();
    assert!(vs > 0.1 && vs < 0.2, "{vs}");
    for p in sw["points"].as_array().unwrap() {
        let (v0, e) = (p["value"].as_f64().unwrap(), p["restitution"].as_f64().unwrap());
        assert_eq!(e == 0.0, v0 < vs, "{v0}: {e}");
        let mut one = sc.clone();
        one["v0"] = json!(v0);
        assert_eq!(solve(&one)["restitution"].as_f64().unwrap(), e, "{v0}");
    }
}

/// With a code chosen the answer is that code's bridge: the granulation engineer's 1 mm glass
/// beads and water (V = 1e-11 m³) in LIGGGHTS easo stick at 0.1 m/s and are told the content
/// to type (a fraction, 7 digits), the angle in degrees; easo at a wall is refused naming
/// `liquid_bridge` (the code crashes there); Yade's Willett_analytic at a wall takes R = r1:
/// e = √(1 − 2W/(m v0²)) with Willett's closed-form W for R = r1 and sCrit by eq. 15 (written
/// here), 0.666 at 0.1 m/s (docs/bridge-codes.md).
#[test]
fn a_code_answers_with_its_own_bridge() {
    let glass = json!({"E1": 63e9, "nu1": 0.2, "r1": 1e-3, "rho1": 2500, "E2": 63e9, "nu2": 0.2,
        "r2": 1e-3, "rho2": 2500, "v0": 0.1, "code": "liggghts-hertz", "e": 1.0,
        "liquid_bridge": "easo", "liquid_volume": 1e-11, "surface_tension": 0.072,
        "contact_angle": "20 deg", "min_separation_ratio": 0.01, "max_separation_ratio": 1.2});
    let sol = solve(&glass);
    assert_eq!(sol["liquid_bridge"]["stuck"], json!(true));
    let row = &sol["liquid_bridge_codes"][0];
    let typed = |name: &str| {
        row["to_type"].as_array().unwrap().iter().find(|n| n["name"] == name).unwrap()["value"]
            .as_f64()
            .unwrap()
    };
    assert_eq!(typed("surfaceLiquidContentInitial"), 0.01781923);
    assert_eq!(typed("contactAngle"), 20.0);
    let mut wall = glass.clone();
    for k in ["r2", "rho2", "E2", "nu2"] {
        wall.as_object_mut().unwrap().remove(k);
    }
    let out = run(&["solve", "--scenario", &wall.to_string()]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.starts_with("error: liquid_bridge") && err.contains("SIGSEGV"), "{err}");

    let yade = json!({"code": "yade-viscel", "tc": 1e-5, "e": 1.0, "r1": 1e-3, "rho1": 2500,
        "v0": 0.1, "liquid_bridge": "willett", "liquid_volume": 1e-11, "surface_tension": 0.072,
        "contact_angle": "20 deg"});
    let sol = solve(&yade);
    let (r, sigma, theta, v): (f64, f64, f64, f64) = (1e-3, 0.072, 20.0 * PI / 180.0, 1e-11);
    let vs = v / (r * r * r);
    let sc = (1.0 + theta / 2.0) * (vs.cbrt() + 0.1 * vs.powf(2.0 / 3.0)) * r;
    let (f0, q, d) =
        (2.0 * PI * r * sigma * theta.cos(), (r / v).sqrt(), (10.0 - 1.05f64 * 1.05).sqrt());
    let w = f0 / q * 2.0 / d * (((5.0 * q * sc + 1.05) / d).atan() - (1.05 / d).atan());
    let m = 4.0 / 3.0 * PI * r * r * r * 2500.0;
    let e = (1.0 - 2.0 * w / (m * 0.01)).sqrt();
    assert!(rel(sol["liquid_bridge"]["rupture_distance"].as_f64().unwrap(), sc) < 1e-12);
    assert!(rel(sol["liquid_bridge"]["bridge_energy"].as_f64().unwrap(), w) < 1e-9);
    assert!(rel(sol["restitution"].as_f64().unwrap(), e) < 1e-6, "{} vs {e}", sol["restitution"]);
    assert!((e - 0.666).abs() < 5e-4, "{e}");
}
