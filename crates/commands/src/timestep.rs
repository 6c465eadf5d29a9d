//! `timestep`: every criterion and the recommended timestep.

use crate::input::{lib, parse, to_json};
use crate::CommandError;
use serde_json::Value;

/// The timestep to use for the particles of `input` (the library's `TimestepInput` keys).
pub fn timestep(input: &Value) -> Result<Value, CommandError> {
    let inp: dem_contact::timestep::TimestepInput = parse(input, input)?;
    let sol = dem_contact::timestep::timestep(&inp).map_err(lib(input))?;
    to_json(&sol)
}
