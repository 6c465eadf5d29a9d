//! The rolling test and the timestep's rolling criterion against the independent references
//! of `tests/golden/rolling.json` (written by `tests/golden/generate_rolling.py`: closed forms,
//! and two integrators of its own for the damped EPSD), through the library itself (the CLI
//! reads the same file in `crates/cli/tests/golden.rs`).

use dem_contact::rolling::{rolling, RollingInput, RollingSolution, Stopped};
use dem_contact::timestep::{timestep, TimestepInput};
use dem_contact::Value;
use serde_json::Value as Json;

fn golden() -> Json {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/golden/rolling.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

fn value(v: &Json) -> Value<'_> {
    match v {
        Json::Number(n) => Value::Number(n.as_f64().unwrap()),
        Json::String(s) => Value::Text(s),
        _ => Value::Null,
    }
}

fn stopped(s: Stopped) -> &'static str {
    match s {
        Stopped::AtRest => "at-rest",
        Stopped::ConstantTorque => "constant-torque",
        Stopped::Spring => "spring",
        Stopped::SpringThenLimit => "spring-then-limit",
        Stopped::Creeps => "creeps",
    }
}

/// The solution's value at a golden key, as JSON (null where absent).
fn at(sol: &RollingSolution, key: &str) -> Json {
    let r = &sol.rolling;
    let n = |x: f64| serde_json::json!(x);
    let o = |x: Option<f64>| x.map_or(Json::Null, n);
    match key {
        "rolling.lever_arm" => n(r.lever_arm),
        "rolling.normal_force" => n(r.normal_force),
        "rolling.torque_limit" => n(r.torque_limit),
        "rolling.kn" => o(r.kn),
        "rolling.stiffness" => o(r.stiffness),
        "rolling.damping" => o(r.damping),
        "rolling.inertia" => n(r.inertia),
        "rolling.period" => o(r.period),
        "rolling.stopping_distance" => o(r.stopping_distance),
        "rolling.stopping_time" => o(r.stopping_time),
        "rolling.static_angle" => n(r.static_angle),
        "static_overlap" => o(sol.static_overlap),
        "stopped" => sol.stopped.map_or(Json::Null, |s| Json::from(stopped(s))),
        other => panic!("no golden key {other}"),
    }
}

#[test]
fn rolling_against_golden() {
    let doc = golden();
    let file_rel = doc["rel"].as_f64().unwrap();
    let (mut checked, mut worst_closed, mut worst_integrated) = (0, 0.0f64, 0.0f64);
    for case in doc["cases"].as_array().unwrap() {
        let name = case["name"].as_str().unwrap();
        let rel = case.get("rel").and_then(Json::as_f64).unwrap_or(file_rel);
        let got: Box<dyn Fn(&str) -> Json> = match case["command"].as_str().unwrap() {
            "rolling" => {
                let mut inp = RollingInput::default();
                for (k, v) in case["scenario"].as_object().unwrap() {
                    inp.set(k, value(v)).unwrap();
                }
                let sol = rolling(&inp).unwrap_or_else(|e| panic!("{name}: {e}"));
                Box::new(move |k| at(&sol, k))
            }
            "timestep" => {
                let mut inp = TimestepInput::default();
                for (k, v) in case["scenario"].as_object().unwrap() {
                    inp.set(k, value(v)).unwrap();
                }
                let sol = timestep(&inp).unwrap_or_else(|e| panic!("{name}: {e}"));
                Box::new(move |k| {
                    let id = k.strip_prefix("criteria.").unwrap();
                    let c = sol.criteria.iter().find(|c| c.id == id);
                    c.map_or(Json::Null, |c| serde_json::json!(c.dt))
                })
            }
            other => panic!("{other}"),
        };
        for (key, want) in case["expected"].as_object().unwrap() {
            let g = got(key);
            match (want, &g) {
                (Json::Number(w), Json::Number(x)) => {
                    let (w, x) = (w.as_f64().unwrap(), x.as_f64().unwrap());
                    let d = if w == x { 0.0 } else { (x - w).abs() / w.abs().max(x.abs()) };
                    assert!(d <= rel, "{name}: {key} = {x}, expected {w} (rel {d:.1e} > {rel})");
                    if rel > file_rel && key.starts_with("rolling.stopping") {
                        worst_integrated = worst_integrated.max(d);
                    } else {
                        worst_closed = worst_closed.max(d);
                    }
                }
                _ => assert_eq!(&g, want, "{name}: {key}"),
            }
            checked += 1;
        }
    }
    eprintln!(
        "rolling golden: {checked} values; closed forms within {worst_closed:.1e}, \
         integrated stopping distances and times within {worst_integrated:.1e} (relative)"
    );
    assert!(checked > 150, "only {checked} checks");
}

/// Values a key is perturbed with: ordinary ones and the extreme and invalid ones.
const VALUES: &[f64] = &[
    0.0,
    -1.0,
    1e-300,
    1e300,
    f64::NAN,
    f64::INFINITY,
    -f64::INFINITY,
    5e-324,
    1e-9,
    1e-4,
    0.002,
    0.1,
    0.3,
    1.0,
    9.81,
    2500.0,
    1e5,
    63e9,
    0.2,
    0.5,
    1e12,
    1e13,
];

/// A valid input for a law or code (`pick` chooses among the typical values), as pairs.
fn valid(law: &str, pick: &[usize]) -> Vec<(&'static str, f64)> {
    use dem_contact::codes::rolling::{rolling_code, Dashpot, Stiffness};
    let p = |i: usize, xs: &[f64]| xs[pick[i] % xs.len()];
    let mut v = vec![
        ("r1", p(0, &[1e-3, 0.01, 0.05])),
        ("m1", p(1, &[1e-5, 0.02, 3.0])),
        ("v0", p(2, &[0.0, 1e-5, 2e-4, 0.05, 10.0])),
        ("mu_r", p(3, &[0.0, 1e-3, 0.1, 1.0])),
    ];
    if pick[4] % 2 == 0 {
        v.push(("g", p(5, &[1.0, 9.81, 1e3])));
    }
    let material = |v: &mut Vec<(&'static str, f64)>| {
        v.extend([("E1", p(6, &[1e6, 63e9, 2e11])), ("nu1", p(7, &[0.0, 0.2, 0.49]))]);
        if pick[8] % 2 == 0 {
            v.extend([("E2", 2e11), ("nu2", 0.3)]);
        }
    };
    let stiffness = |v: &mut Vec<(&'static str, f64)>| {
        if pick[9] % 2 == 0 {
            v.push(("kn", p(10, &[1e3, 1e5, 1e8])));
        } else {
            material(v);
        }
    };
    match law.strip_prefix("code:") {
        None if law == "epsd" => {
            stiffness(&mut v);
            v.push(("eta_r", p(11, &[0.0, 0.3, 1.0, 5.0])));
        }
        None => {}
        Some(id) => {
            let c = rolling_code(id).unwrap();
            match c.stiffness {
                Stiffness::Epsd => stiffness(&mut v),
                Stiffness::Factor => {
                    stiffness(&mut v);
                    v.push(("kr_factor", p(12, &[0.5, 2.25, 10.0])));
                }
                Stiffness::Tangential if !c.wall_constant => {
                    if pick[13] % 2 == 0 {
                        v.push(("kt", p(14, &[1e3, 1e5])))
                    } else {
                        material(&mut v)
                    }
                }
                Stiffness::PseudoForce => v.push(("kr", p(15, &[1.0, 1e3, 1e6]))),
                Stiffness::Angular => v.push(("krot", p(16, &[1e-6, 1e-3]))),
                _ => {}
            }
            match c.dashpot {
                Dashpot::Ratio => v.push(("eta_r", p(11, &[0.0, 0.3, 1.0, 5.0]))),
                Dashpot::PseudoForce if !c.wall_constant => {
                    v.push(("gamma_r", p(17, &[0.0, 1e-3, 0.1, 10.0])))
                }
                _ => {}
            }
        }
    }
    v
}

/// The rolling test at random inputs (a valid one for its law or code, with up to two keys
/// set to extreme or invalid values or removed): never a panic; `Ok` ⇒ every number finite
/// and ≥ 0, a stopping time only with its distance; `Err` ⇒ the error names one of the
/// test's keys and its message starts with it.
#[test]
fn rolling_never_panics_numbers_finite_errors_named() {
    use dem_contact::codes::rolling::ROLLING_CODES;
    use dem_contact::rolling::ROLLING_KEYS;
    use proptest::prelude::*;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let numeric: Vec<&'static str> =
        ROLLING_KEYS.iter().copied().filter(|k| *k != "rolling" && *k != "code").collect();
    let laws: Vec<String> = ["constant", "epsd"]
        .iter()
        .map(|s| s.to_string())
        .chain(ROLLING_CODES.iter().map(|c| format!("code:{}", c.id)))
        .collect();
    let strategy = (
        prop::sample::select(laws),
        prop::collection::vec(0usize..64, 18),
        prop::collection::vec(
            (
                prop::sample::select(numeric),
                prop::option::weighted(0.8, prop::sample::select(VALUES)),
            ),
            0..3,
        ),
    );
    let config = Config { cases: 3000, failure_persistence: None, ..Config::default() };
    let rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]);
    let mut runner = TestRunner::new_with_rng(config, rng);
    let solved = std::cell::Cell::new(0u32);
    let result = runner.run(&strategy, |(law, pick, changes)| {
        let mut inp = RollingInput::default();
        match law.strip_prefix("code:") {
            Some(id) => inp.set("code", Value::Text(id)).unwrap(),
            None => inp.set("rolling", Value::Text(&law)).unwrap(),
        }
        for (k, v) in valid(&law, &pick) {
            inp.set(k, Value::Number(v)).unwrap();
        }
        for (k, v) in &changes {
            inp.set(k, v.map_or(Value::Null, Value::Number)).unwrap();
        }
        match rolling(&inp) {
            Ok(sol) => {
                solved.set(solved.get() + 1);
                let r = &sol.rolling;
                let all = [
                    Some(r.lever_arm),
                    Some(r.normal_force),
                    Some(r.torque_limit),
                    r.kn,
                    r.stiffness,
                    r.damping,
                    Some(r.inertia),
                    r.period,
                    r.stopping_distance,
                    r.stopping_time,
                    Some(r.static_angle),
                ];
                for x in all.into_iter().flatten() {
                    prop_assert!(x.is_finite() && x >= 0.0, "{x} in {sol:?}");
                }
                prop_assert!(r.stopping_time.is_none() || r.stopping_distance.is_some());
                for row in &sol.mu_r_to_type {
                    prop_assert!(row.mu_r_wall.is_finite() && row.mu_r_pair.is_finite(), "{row:?}");
                }
                for note in &sol.notes {
                    prop_assert!(!note.contains("NaN") && !note.contains("inf"), "{note}");
                }
            }
            Err(e) => {
                prop_assert!(ROLLING_KEYS.contains(&e.field()), "{e}");
                prop_assert!(e.to_string().starts_with(e.field()), "{e}");
            }
        }
        Ok(())
    });
    if let Err(e) = result {
        panic!("{e}");
    }
    // The inputs reach the solver, not only the checks at the boundary.
    eprintln!("rolling property: {} of 3000 cases solved", solved.get());
    assert!(solved.get() > 100, "only {} cases solved", solved.get());
}
