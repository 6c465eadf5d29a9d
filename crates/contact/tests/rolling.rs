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
