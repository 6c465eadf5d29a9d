//! `rolling`: the single-ball rolling test of Ai, Chen, Rotter & Ooi 2011 — a solid sphere
//! rolling without slip on a flat wall, slowed by a rolling-resistance law.

use crate::input::{lib, parse, to_json};
use crate::CommandError;
use serde_json::Value;

/// The rolling test for `input` (the library's `RollingInput` keys: `r1`, `m1` or `rho1`,
/// `kn` or `E1`/`nu1` (`E2`/`nu2`), `g`, `v0`, `rolling`, `mu_r`, `eta_r`): `{"rolling":
/// {lever_arm, normal_force, torque_limit, kn, stiffness, damping, inertia, period,
/// stopping_distance, stopping_time, static_angle}, law, formula, source, static_overlap,
/// elastic_angle, stopped, notes}`.
pub fn rolling(input: &Value) -> Result<Value, CommandError> {
    rolling_with_curves(input, None)
}

/// [`rolling`] with `curves` samples of the motion (`--curves N`): `"curves": {t, speed,
/// torque, distance, constant_torque}` (`dem_contact::rolling::curves`: the centre's speed
/// \[m/s\], the rolling torque \[N·m\] and travel \[m\] against time \[s\] to the first stop, and
/// the constant-torque closed form at the same limit).
pub fn rolling_with_curves(input: &Value, curves: Option<usize>) -> Result<Value, CommandError> {
    let inp: dem_contact::rolling::RollingInput = parse(input, input)?;
    let sol = dem_contact::rolling::rolling(&inp).map_err(lib(input))?;
    let mut out = to_json(&sol)?;
    crate::solve::check_curves(curves)?;
    if let (Some(n), Some(obj)) = (curves, out.as_object_mut()) {
        let c = dem_contact::rolling::curves(&inp, &sol, n)
            .map_err(lib(input))
            .map_err(crate::solve::curves_error(curves))?;
        obj.insert("curves".into(), to_json(&c)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn answers_and_errors() {
        let v = rolling(
            &json!({"r1": "2 mm", "rho1": 2500, "rolling": "constant", "mu_r": 0.1, "v0": 0.3}),
        )
        .unwrap();
        let d = v["rolling"]["stopping_distance"].as_f64().unwrap();
        assert!((d - 0.7 * 0.09 / (0.1 * 9.81)).abs() < 1e-14 * d);
        assert!(v["rolling"]["kn"].is_null());
        let c = rolling_with_curves(
            &json!({"r1": "2 mm", "rho1": 2500, "rolling": "constant", "mu_r": 0.1, "v0": 0.3}),
            Some(10),
        )
        .unwrap();
        let t = c["curves"]["t"].as_array().unwrap();
        let last = t.last().unwrap().as_f64().unwrap();
        assert!((last - 1.4 * 0.3 / (0.1 * 9.81)).abs() < 1e-14, "{last}");
        let e = rolling(&json!({"r1": 0.002, "rho1": 2500, "rolling": "epsd", "mu_r": 0.1, "kn": 1e5, "eta_r": -1}))
            .unwrap_err();
        assert_eq!(e.field, "eta_r");
        assert_eq!(e.value.as_deref(), Some(&json!(-1)));
        let e = rolling(&json!({"r1": 0.002, "colour": "red"})).unwrap_err();
        assert_eq!((e.field.as_str(), e.message.as_str()), ("colour", "colour: unknown key"));
    }
}
