//! `fit`: the damping constant that best fits measured restitutions or drop tests.

use crate::input::{lib, object, parse, scalar, to_json};
use crate::CommandError;
use dem_contact::sweep::fit::{fit as fit_fn, parse_table, Measured};
use dem_contact::Scenario;
use serde_json::Value;

/// The fit of `input`: the pair, the model or code, and `measured`: a list of
/// `{"v0", "e"}` or `{"h0", "h1"}` objects, or CSV text of the pairs.
pub fn fit(input: &Value) -> Result<Value, CommandError> {
    let mut obj = object(input)?;
    let measured = measured(obj.shift_remove("measured"), input)?;
    let sc: Scenario = parse(&Value::Object(obj), input)?;
    to_json(&fit_fn(&sc, &measured).map_err(lib(input))?)
}

/// The measurements; rows counted from 0 as JSON paths count them (`measured[0]`).
fn measured(given: Option<Value>, input: &Value) -> Result<Vec<Measured>, CommandError> {
    let msg = |m: String| CommandError::from_message(m, input);
    match given {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::String(t)) => parse_table(&t).map_err(lib(input)),
        Some(Value::Array(rows)) => {
            let mut out = Vec::with_capacity(rows.len());
            for (i, row) in rows.iter().enumerate() {
                let Value::Object(m) = row else {
                    return Err(msg(format!(
                        "measured[{i}] = {row}: expected an object {{\"v0\": …, \"e\": …}} or {{\"h0\": …, \"h1\": …}}"
                    )));
                };
                let mut pairs = Vec::with_capacity(m.len());
                for (k, v) in m {
                    let value = scalar(v).ok_or_else(|| {
                        msg(format!("measured[{i}].{k} = {v}: expected a number"))
                    })?;
                    pairs.push((k.as_str(), value));
                }
                out.push(Measured::from_pairs(i, pairs).map_err(lib(input))?);
            }
            Ok(out)
        }
        Some(v) => Err(msg(format!(
            "measured = {v}: expected a list of {{\"v0\", \"e\"}} or {{\"h0\", \"h1\"}} objects, or CSV text"
        ))),
    }
}
