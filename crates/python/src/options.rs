//! The options of the Python functions, from their JSON (`{"curves": 11}`), checked with
//! the CLI's messages; each error names the keyword argument.

use dem_contact_commands::{whole, CommandError, SolveOptions, SweepOptions};
use serde_json::Value;

/// An error about the keyword argument `name`.
fn bad(name: &str, given: &Value, expected: &str) -> CommandError {
    CommandError::option(name, Some(given.clone()), &format!(" = {given}: {expected}"))
}

/// A whole-number option; JSON null is "not given".
fn count(o: &Value, name: &str) -> Result<Option<usize>, CommandError> {
    match o.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => whole(name, v).map(Some),
    }
}

/// A true/false option; JSON null is "not given".
fn flag(o: &Value, name: &str) -> Result<Option<bool>, CommandError> {
    match o.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Bool(b)) => Ok(Some(*b)),
        Some(v) => Err(bad(name, v, "expected True or False")),
    }
}

/// `curves`, `explain`.
pub fn solve(o: &Value) -> Result<SolveOptions, CommandError> {
    Ok(SolveOptions { curves: count(o, "curves")?, explain: flag(o, "explain")?.unwrap_or(false) })
}

/// `sweep` of `scheme`.
pub fn scheme_sweep(o: &Value) -> Result<Option<usize>, CommandError> {
    count(o, "sweep")
}

/// An end of a sweep: a number (SI) or a text with a unit.
fn end(o: &Value, name: &str) -> Result<Option<String>, CommandError> {
    match o.get(name) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => Ok(Some(n.to_string())),
        Some(Value::String(s)) => Ok(Some(s.clone())),
        Some(v) => Err(bad(name, v, "expected a number (SI) or a number with a unit")),
    }
}

/// `over`, `start`, `stop`, `points`, `log`.
pub fn sweep(o: &Value) -> Result<SweepOptions, CommandError> {
    let over = match o.get("over") {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        Some(v) => return Err(bad("over", v, "expected the name of a numeric scenario key")),
    };
    Ok(SweepOptions {
        over,
        from: end(o, "start")?,
        to: end(o, "stop")?,
        points: count(o, "points")?,
        log: flag(o, "log")?,
    })
}

/// The ends of a sweep are `start` and `stop` in Python (`from` and `to` on the command
/// line): an error about one is renamed to the argument the caller typed.
pub fn range_names(mut e: CommandError) -> CommandError {
    for (cli, py) in [("from", "start"), ("to", "stop")] {
        if e.field == cli {
            e.field = py.into();
            if let Some(rest) = e.message.strip_prefix(cli) {
                e.message = format!("{py}{rest}");
            }
        }
    }
    e
}

/// Chart size in pixels, default 640 × 400 (the commands clamp it).
pub fn size(o: &Value) -> (u32, u32) {
    let px = |k: &str, d: u32| {
        o.get(k).and_then(Value::as_u64).map_or(d, |v| u32::try_from(v).unwrap_or(u32::MAX))
    };
    (px("width", 640), px("height", 400))
}
