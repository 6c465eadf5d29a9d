//! A JSON timestep input, read as `dem-contact timestep` reads it (the crate's own
//! `Deserialize` for `TimestepInput`), through `timestep::timestep`.
//!
//! Checks: no panic, no hang; Ok ⇒ every number finite (or null); Err ⇒ the error names a
//! field and its message starts with it; a refused JSON object gets a message that starts
//! with one of its keys.

#![no_main]

use libfuzzer_sys::fuzz_target;

mod common;

fuzz_target!(|data: &[u8]| {
    let Some(text) = common::text(data) else { return };
    let inp = match serde_json::from_str::<dem_contact::timestep::TimestepInput>(text) {
        Ok(inp) => inp,
        Err(e) => {
            common::check_parse_error(&e, text);
            return;
        }
    };
    match dem_contact::timestep::timestep(&inp) {
        Ok(sol) => common::check_output(&sol, text),
        Err(e) => common::check_error(&e, text),
    }
});
