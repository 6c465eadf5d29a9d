//! `dem-contact scheme`: a JSON scenario plus `dt`, `t_end` and `scheme`, taken out of the
//! object exactly as crates/cli/src/main.rs `scheme()` does (numbers, null, blank text, or
//! text with a time unit), the rest read as a `Scenario`, then `scheme::replay`. A harness-
//! only key `sweep` (a whole number in [2, 200], as the CLI's `--sweep N`) adds
//! `scheme::sweep`.
//!
//! Checks: no panic, no hang; Ok ⇒ every number finite (or null); Err ⇒ the error names a
//! field and its message starts with it.

#![no_main]

use dem_contact::scheme::{replay, sweep, Scheme};
use libfuzzer_sys::fuzz_target;
use serde_json::{Map, Value};

mod common;

/// The CLI's `take_num`: `Err(())` where the CLI exits with its own message.
fn take_num(obj: &mut Map<String, Value>, key: &str) -> Result<Option<f64>, ()> {
    match obj.remove(key) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Number(n)) => Ok(n.as_f64()),
        Some(Value::String(s)) if s.trim().is_empty() => Ok(None),
        Some(Value::String(s)) => dem_contact::units::parse_as(&s, dem_contact::units::Dims::TIME)
            .map(Some)
            .map_err(|reason| assert!(!reason.is_empty(), "empty unit error for {key} = {s:?}")),
        Some(_) => Err(()),
    }
}

fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else { return };
    let Ok(mut obj) = serde_json::from_str::<Map<String, Value>>(text) else { return };
    let Ok(Some(dt)) = take_num(&mut obj, "dt") else { return };
    let Ok(t_end) = take_num(&mut obj, "t_end") else { return };
    let scheme = match obj.remove("scheme") {
        None => Scheme::VelocityVerlet,
        Some(Value::String(s)) => match Scheme::parse(&s) {
            Some(s) => s,
            None => return,
        },
        Some(_) => return,
    };
    let n_sweep = match obj.remove("sweep") {
        Some(Value::Number(n)) => n.as_u64().filter(|n| (2..=200).contains(n)),
        _ => None,
    };
    let rest = Value::Object(obj).to_string();
    let sc = match serde_json::from_str::<dem_contact::Scenario>(&rest) {
        Ok(sc) => sc,
        Err(e) => {
            common::check_parse_error(&e, &rest);
            return;
        }
    };
    match replay(&sc, scheme, dt, t_end) {
        Ok(run) => {
            common::check_output(&run, text);
            assert!(run.points.t.len() <= dem_contact::scheme::MAX_POINTS + 1, "{text}");
        }
        Err(e) => common::check_error(&e, text),
    }
    if let Some(n) = n_sweep {
        match sweep(&sc, scheme, n as usize) {
            Ok(pts) => common::check_output(&pts, text),
            Err(e) => common::check_error(&e, text),
        }
    }
});
