//! A JSON scenario, read as the CLI reads it (the crate's own `Deserialize` for
//! `Scenario`), through `solve_with_curves(…, 32)` (`dem-contact solve --curves 32`) and
//! `damping_view` (`dem-contact damping`).
//!
//! Checks: no panic, no hang (libFuzzer `-timeout`); Ok ⇒ every number finite (or null);
//! Err ⇒ the error names a field and its message starts with it; a JSON object refused
//! by the parser gets a message that starts with one of its keys (the CLI relies on it).

#![no_main]

use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else { return };
    let sc = match serde_json::from_str::<dem_contact::Scenario>(text) {
        Ok(sc) => sc,
        Err(e) => {
            common::check_parse_error(&e, text);
            return;
        }
    };
    match dem_contact::solve_with_curves(&sc, 32) {
        Ok(sol) => common::check_output(&sol, text),
        Err(e) => common::check_error(&e, text),
    }
    match dem_contact::damping_view(&sc) {
        Ok(view) => common::check_output(&view, text),
        Err(e) => common::check_error(&e, text),
    }
});
