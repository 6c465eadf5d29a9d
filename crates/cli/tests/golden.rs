//! The papers' cases, end to end through the `dem-contact` binary: every JSON file in
//! `tests/golden/` at the repository root holds cases with a scenario, `expected` values
//! from an independent computation (compared at the file's relative tolerance `rel`), and
//! `paper` values read from the papers (compared at the tolerance their printing allows).

use serde_json::Value;
use std::path::PathBuf;
use std::process::Command;

fn golden_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/golden")
}

fn run(command: &str, scenario: &Value) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_dem-contact"))
        .args([command, "--scenario", &scenario.to_string()])
        .output()
        .expect("run dem-contact");
    assert!(out.status.success(), "{scenario}: {}", String::from_utf8_lossy(&out.stderr));
    serde_json::from_slice(&out.stdout).expect("JSON output")
}

fn close(got: f64, want: f64, rel: f64) -> bool {
    got == want || (got - want).abs() <= rel * got.abs().max(want.abs())
}

#[test]
fn golden_cases() {
    let mut files: Vec<_> = std::fs::read_dir(golden_dir())
        .expect("tests/golden exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no golden files");
    let mut checked = 0;
    let mut failures = Vec::new();
    for file in files {
        let doc: Value = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let rel = doc["rel"].as_f64().expect("file-level rel tolerance");
        for case in doc["cases"].as_array().expect("cases") {
            let name = case["name"].as_str().unwrap();
            // A case may loosen the file's tolerance (integrated rather than closed form).
            let rel = case.get("rel").and_then(Value::as_f64).unwrap_or(rel);
            let command = case.get("command").and_then(Value::as_str).unwrap_or("solve");
            let got = run(command, &case["scenario"]);
            // Keys may name nested values with dots ("errors.max_overlap").
            // (a number indexes an array: "rows.0.restitution").
            let at = |key: &str| {
                key.split('.').fold(&got, |v, k| k.parse::<usize>().map_or(&v[k], |i| &v[i]))
            };
            // A case may compare some keys absolutely (values at or near 0, where a relative
            // tolerance means nothing): "abs": {"tangential.slip_after": 1e-10}.
            let abs_tol =
                |key: &str| case.get("abs").and_then(|a| a.get(key)).and_then(Value::as_f64);
            for (key, want) in case["expected"].as_object().unwrap() {
                let g = at(key);
                let ok = match (want, g) {
                    (Value::Null, Value::Null) => true,
                    (Value::Bool(a), Value::Bool(b)) => a == b,
                    (Value::String(a), Value::String(b)) => a == b,
                    (Value::Number(a), Value::Number(b)) => {
                        let (w, g) = (a.as_f64().unwrap(), b.as_f64().unwrap());
                        match abs_tol(key) {
                            Some(tol) => (g - w).abs() <= tol,
                            None => close(g, w, rel),
                        }
                    }
                    _ => false,
                };
                if !ok {
                    let tol = abs_tol(key).map_or(format!("rel {rel}"), |t| format!("abs {t}"));
                    failures.push(format!("{name}: {key} = {g}, expected {want} ({tol})"));
                }
                checked += 1;
            }
            if let Some(paper) = case.get("paper").and_then(Value::as_object) {
                for (key, spec) in paper {
                    let g = at(key);
                    let ok = match (&spec["value"], g) {
                        (Value::Bool(a), Value::Bool(b)) => a == b,
                        (Value::Number(a), Value::Number(b)) => {
                            let tol = spec["abs"].as_f64().expect("paper values carry abs");
                            (b.as_f64().unwrap() - a.as_f64().unwrap()).abs() <= tol
                        }
                        _ => false,
                    };
                    if !ok {
                        failures.push(format!("{name}: {key} = {g}, paper says {spec}"));
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {checked} checks failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(checked > 50, "only {checked} checks");
}
