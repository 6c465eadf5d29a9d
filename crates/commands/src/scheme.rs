//! `scheme`: one contact replayed with an explicit DEM scheme at a timestep.

use crate::input::{lib, object, parse, scalar, to_json};
use crate::CommandError;
use dem_contact::scheme::{replay, sweep as sweep_fn, Scheme, SchemeRun};
use dem_contact::Scenario;
use serde_json::{Map, Value};

/// The number of timesteps a scheme sweep may take.
pub const SWEEP_POINTS: std::ops::RangeInclusive<usize> = 2..=200;

/// The replay of `input` (the solve keys plus `dt` \[s\], `t_end` \[s\], default 5 contact
/// times, and `scheme`, velocity-verlet or teufelsbauer2008); `sweep`: add the
/// restitution the scheme gives at that many Δt/t_c.
pub fn scheme(input: &Value, sweep: Option<usize>) -> Result<Value, CommandError> {
    if let Some(n) = sweep.filter(|n| !SWEEP_POINTS.contains(n)) {
        return Err(CommandError::option(
            "sweep",
            Some(n.into()),
            &format!(" = {n}: must be a whole number of timesteps in [2, 200]"),
        ));
    }
    let (sc, run, scheme) = run(input)?;
    let mut v = to_json(&run)?;
    if let Some(n) = sweep {
        let pts = sweep_fn(&sc, scheme, n).map_err(lib(input))?;
        v["sweep"] = serde_json::json!(pts
            .iter()
            .map(|(r, e)| serde_json::json!({"dt_over_tc": r, "restitution": e}))
            .collect::<Vec<_>>());
    }
    Ok(v)
}

/// The scheme's points of `input` as CSV (t, overlap, force with units).
pub fn scheme_csv(input: &Value) -> Result<String, CommandError> {
    Ok(run(input)?.1.points.to_csv())
}

/// Takes `dt`, `t_end` and `scheme` out of the input and replays the rest.
fn run(input: &Value) -> Result<(Scenario, SchemeRun, Scheme), CommandError> {
    let mut obj = object(input)?;
    let dt = time_key(&mut obj, "dt", input)?
        .ok_or_else(|| lib(input)(dem_contact::scheme::missing_dt()))?;
    let t_end = time_key(&mut obj, "t_end", input)?;
    let expected = "expected velocity-verlet or teufelsbauer2008";
    let scheme = match obj.shift_remove("scheme") {
        None => Scheme::VelocityVerlet,
        Some(Value::String(s)) => Scheme::parse(&s).ok_or_else(|| {
            CommandError::from_message(format!("scheme = {s:?}: {expected}"), input)
        })?,
        Some(v) => {
            return Err(CommandError::from_message(format!("scheme = {v}: {expected}"), input))
        }
    };
    let rest = Value::Object(obj);
    let sc: Scenario = parse(&rest, input)?;
    let run = replay(&sc, scheme, dt, t_end).map_err(lib(input))?;
    Ok((sc, run, scheme))
}

/// A time in seconds (`dt`, `t_end`), a number or a text with a unit.
fn time_key(
    obj: &mut Map<String, Value>,
    key: &str,
    input: &Value,
) -> Result<Option<f64>, CommandError> {
    let given = obj.shift_remove(key).unwrap_or(Value::Null);
    let value = scalar(&given).ok_or_else(|| {
        CommandError::from_message(format!("{key} = {given}: expected a number in seconds"), input)
    })?;
    dem_contact::scheme::time_key(key, value).map_err(lib(input))
}
