//! The DEM-code numbers a user acts on, against independent computations written here: a
//! size range under one MercuryDPM species, Chrono's snippet, LAMMPS at a wall of another
//! material, the scheme replay, and codes with adhesion.

use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dem-contact")).args(args).output().unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let out = run(args);
    assert!(out.status.success(), "{:?}: {}", args, String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).unwrap()
}

fn rel(a: f64, b: f64) -> f64 {
    (a - b).abs() / b.abs()
}

/// MercuryDPM's `setCollisionTimeAndRestitutionCoefficient(tc, e, mass)` (kuwt/MercuryDPM_fork
/// LinearViscoelasticNormalSpecies.cc lines 225–259: γ = −mass ln e/tc, k = ½ mass (π²/tc² +
/// (γ/mass)²)) in a contact of effective mass `m`: the damped oscillator m ẍ + γ ẋ + k x = 0
/// integrated here by RK4 from x = 0, ẋ = 1 until x returns to 0 → (e, t_c).
fn species_contact(tc: f64, e: f64, mass: f64, m: f64) -> (f64, f64) {
    let gamma = -mass * e.ln() / tc;
    let k = 0.5 * mass * (std::f64::consts::PI.powi(2) / (tc * tc) + (gamma / mass).powi(2));
    let f = |x: f64, v: f64| (v, -(k * x + gamma * v) / m);
    let h = 2.0 * std::f64::consts::PI * (m / k).sqrt() / 200_000.0;
    let (mut x, mut v, mut t) = (0.0f64, 1.0f64, 0.0f64);
    loop {
        let k1 = f(x, v);
        let k2 = f(x + h / 2.0 * k1.0, v + h / 2.0 * k1.1);
        let k3 = f(x + h / 2.0 * k2.0, v + h / 2.0 * k2.1);
        let k4 = f(x + h * k3.0, v + h * k3.1);
        let xn = x + h / 6.0 * (k1.0 + 2.0 * k2.0 + 2.0 * k3.0 + k4.0);
        let vn = v + h / 6.0 * (k1.1 + 2.0 * k2.1 + 2.0 * k3.1 + k4.1);
        if xn < 0.0 && t > 0.0 {
            let s = x / (x - xn);
            return (-(v + s * (vn - v)), t + s * h);
        }
        (x, v, t) = (xn, vn, t + h);
    }
}

/// A size range (0.5–2 mm) under MercuryDPM's linear species, the pair described being the
/// snippet's (r1 = r2 = 1 mm): every contact runs with THAT species (tuned for one 1 mm
/// particle, 1.0472e-5 kg), each with its own e, and MercuryDPM's t_c/50 comes from the
/// shortest contact. The issue's numbers: 0.347 (t_c 2.507 µs), 0.480, 0.882, 0.483, 0.915.
#[test]
fn mercurydpm_size_range_is_the_snippets_species() {
    let sc = r#"{"code":"mercurydpm-linear","rho1":2500,"rho2":2500,"r1":1e-3,"r2":1e-3,"v0":1,"g":0,"tc":6.76253e-6,"e":0.7,"r_min":5e-4,"r_max":2e-3}"#;
    let ts = json(&["timestep", "--scenario", sc]);
    let solve = json(&["solve", "--scenario", &sc.replace(r#","r_min":5e-4,"r_max":2e-3"#, "")]);
    let snippet = solve["code"]["snippet"].as_str().unwrap();
    assert!(
        snippet.contains("setCollisionTimeAndRestitutionCoefficient(6.76253e-6, 0.7, 1.0472e-5);"),
        "{snippet}"
    );
    let m = |r: f64| 4.0 / 3.0 * std::f64::consts::PI * r.powi(3) * 2500.0;
    let red = |a: f64, b: f64| a * b / (a + b);
    let mass = m(1e-3);
    let cases =
        [red(m(5e-4), m(5e-4)), red(m(5e-4), m(2e-3)), red(m(2e-3), m(2e-3)), m(5e-4), m(2e-3)];
    let pairs = ts["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 5);
    let mut shortest = f64::INFINITY;
    for ((p, ms), issue) in
        pairs.iter().zip(cases).zip(["0.347", "0.480", "0.882", "0.483", "0.915"])
    {
        let (e, tc) = species_contact(6.76253e-6, 0.7, mass, ms);
        assert_eq!(format!("{e:.3}"), issue);
        assert!(rel(p["restitution"].as_f64().unwrap(), e) < 1e-6, "{p}: e {e}");
        assert!(rel(p["contact_time"].as_f64().unwrap(), tc) < 1e-6, "{p}: t_c {tc}");
        shortest = shortest.min(tc);
    }
    assert!(rel(shortest, 2.507e-6) < 2e-4);
    assert_eq!(ts["recommended_by"], "code");
    assert!(rel(ts["recommended"].as_f64().unwrap(), shortest / 50.0) < 1e-6);
    assert_eq!(ts["code_line"], "setTimeStep(5.013e-8);");
    assert!(ts["notes"][0]
        .as_str()
        .unwrap()
        .contains("as typed for your pair (r1 = 1 mm, r2 = 1 mm)"));
    // The summary follows the restitution typed: at a wall the 1 mm particle gets another e.
    let summary = solve["code"]["summary"].as_str().unwrap();
    let (wall, _) = species_contact(6.76253e-6, 0.7, mass, mass);
    assert!(summary.contains(&format!("body 1 on a wall e = {wall:.4}")), "{summary}");
    assert!(!summary.contains("0.616"), "{summary}");
}
