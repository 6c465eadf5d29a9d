//! `solve` and `damping`: one contact, and the restitution–damping view of its model.

use crate::input::{lib, parse, to_json};
use crate::CommandError;
use dem_contact::Scenario;
use serde_json::Value;

/// Curve samples of `solve`'s CSV when no number is asked for.
pub const CSV_SAMPLES: usize = 201;

/// The options of `solve`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SolveOptions {
    /// Sample the curves t, overlap, force at this many points (≥ 2); `None`: no curves.
    pub curves: Option<usize>,
    /// Add `explain`: how each result was obtained, with its formula and source.
    pub explain: bool,
}

/// Checks the number of curve samples (the library caps it; 0 and 1 draw nothing).
pub(crate) fn check_curves(curves: Option<usize>) -> Result<(), CommandError> {
    match curves {
        Some(n) if n < 2 => Err(CommandError::option(
            "curves",
            Some(n.into()),
            &format!(" = {n}: must be at least 2 samples"),
        )),
        _ => Ok(()),
    }
}

/// Library errors about the number of samples are about the option.
pub(crate) fn curves_error(curves: Option<usize>) -> impl Fn(CommandError) -> CommandError {
    move |mut e| {
        if e.field == "curves" {
            e.option = true;
            e.value = curves.map(|n| Box::new(Value::from(n)));
        }
        e
    }
}

/// Solves the scenario `input`: the library's `Solution` as JSON, with `curves` when asked
/// for and `explain` when asked for.
pub fn solve(input: &Value, opts: SolveOptions) -> Result<Value, CommandError> {
    let scenario: Scenario = parse(input, input)?;
    check_curves(opts.curves)?;
    let sol = dem_contact::solve_with_curves(&scenario, opts.curves.unwrap_or(0))
        .map_err(lib(input))
        .map_err(curves_error(opts.curves))?;
    let mut v = to_json(&sol)?;
    if opts.explain {
        let steps = dem_contact::explain::explain(&scenario, &sol).map_err(lib(input))?;
        v["explain"] = to_json(&steps)?;
    }
    Ok(v)
}

/// The scenario's curves as CSV with units in the header (`curves` samples, default
/// [`CSV_SAMPLES`]).
pub fn solve_csv(input: &Value, curves: Option<usize>) -> Result<String, CommandError> {
    let scenario: Scenario = parse(input, input)?;
    check_curves(curves)?;
    let sol = dem_contact::solve_with_curves(&scenario, curves.unwrap_or(CSV_SAMPLES))
        .map_err(lib(input))
        .map_err(curves_error(curves))?;
    Ok(sol.curves.as_ref().map(|c| c.to_csv()).unwrap_or_default())
}

/// The restitution–damping view of the scenario's model and end criterion: the exact
/// relation and every published one, as curves over e, and at the scenario's e the damping
/// each gives and the restitution it really achieves.
pub fn damping(input: &Value) -> Result<Value, CommandError> {
    let scenario: Scenario = parse(input, input)?;
    let view = dem_contact::damping_view(&scenario).map_err(lib(input))?;
    to_json(&view)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Teufelsbauer, Hübl & Wu (2008) case 1: m = 2.5 kg, k = 5000 N/m, α = 0.5:
    /// t_c = π / (√(k/m) √(1 − α²)) (their eq. 9).
    #[test]
    fn case_1_and_its_curves() {
        let input = json!({"model":"linear","m1":5,"m2":5,"k1":1e4,"k2":1e4,"v0":2,"damping":0.5});
        let v = solve(&input, SolveOptions { curves: Some(11), explain: false }).unwrap();
        let tc = std::f64::consts::PI / ((5000.0f64 / 2.5).sqrt() * 0.75f64.sqrt());
        let got = v["contact_time"].as_f64().unwrap();
        assert!((got - tc).abs() < 1e-12 * tc);
        assert_eq!(v["curves"]["t"].as_array().unwrap().len(), 11);
        // The solution's fields in the order the library declares them.
        let keys: Vec<&String> = v.as_object().unwrap().keys().take(2).collect();
        assert_eq!(keys, ["model", "effective_mass"]);
        let csv = solve_csv(&input, Some(3)).unwrap();
        assert_eq!(csv.lines().count(), 4);
    }

    #[test]
    fn errors_name_the_field_and_its_value() {
        let e =
            solve(&json!({"m1":5,"k":1e4,"v0":2,"e":1.3}), SolveOptions::default()).unwrap_err();
        assert_eq!((e.field.as_str(), e.value.as_deref()), ("e", Some(&json!(1.3))));
        assert_eq!(e.message, "e = 1.3: restitution must be in (0, 1]");
        let e = solve(&json!({"m1":"heavy","k":1e4,"v0":2,"e":0.5}), SolveOptions::default())
            .unwrap_err();
        assert_eq!((e.field.as_str(), e.value.as_deref()), ("m1", Some(&json!("heavy"))));
        let e =
            solve(&json!({"m1":5,"k1":1e4,"v0":2,"e":0.5}), SolveOptions::default()).unwrap_err();
        assert_eq!((e.field.as_str(), e.value.as_deref()), ("k2", None));
        let ok = json!({"m1":5,"k":1e4,"v0":2,"e":0.5});
        let e = solve(&ok, SolveOptions { curves: Some(1), explain: false }).unwrap_err();
        assert_eq!((e.field.as_str(), e.option), ("curves", true));
        assert_eq!(e.message, "curves = 1: must be at least 2 samples");
        let e = solve(&ok, SolveOptions { curves: Some(200_000), explain: false }).unwrap_err();
        assert_eq!(
            (e.field.as_str(), e.option, e.value.as_deref()),
            ("curves", true, Some(&json!(200_000)))
        );
        let e = solve(&json!([1, 2]), SolveOptions::default()).unwrap_err();
        assert_eq!(e.field, "scenario");
    }
}
