//! `codes`: the DEM code settings, and every code's value for a target restitution.

use crate::input::{parse, to_json};
use crate::CommandError;
use dem_contact::Scenario;
use serde_json::Value;

/// Every code setting as a list (id, code, title, model, what it takes, source, …).
pub fn settings() -> Result<Value, CommandError> {
    to_json(&dem_contact::codes::catalogue())
}

/// `dem-contact codes`: every code setting id with its one-line summary, as text.
pub fn settings_text() -> String {
    let mut out = String::from("Code settings (scenario key `code`; see dem-contact --help):\n");
    let mut last = "";
    for s in dem_contact::codes::SETTINGS {
        if s.code != last {
            out.push_str(&format!(
                "\n{} (releases, key `version`: {})\n",
                s.code,
                releases(s.code)
            ));
            last = s.code;
        }
        out.push_str(&format!("  {:<32} {}\n", s.id, s.summary));
    }
    out.push_str(
        "\nAdhesive settings (with the scenario key `adhesion`, `dem-contact solve` lists each \
         code's value to type under `adhesion_codes`):\n",
    );
    for s in dem_contact::codes::adhesion::SETTINGS {
        out.push_str(&format!("  {:<32} {}: {} ({})\n", s.id, s.code, s.title, s.law.name()));
    }
    out
}

/// A code's releases, the default marked: `7Jan2022, …, 22Jul2025 (default), 2Sep2026`.
fn releases(code: &str) -> String {
    use dem_contact::codes::releases::{default_release, RELEASES};
    let default = default_release(code).map(|r| r.name);
    let names: Vec<String> = RELEASES
        .iter()
        .filter(|r| r.code == code)
        .map(|r| {
            if Some(r.name) == default {
                format!("{} (default)", r.name)
            } else {
                r.name.to_string()
            }
        })
        .collect();
    names.join(", ")
}

/// For the pair of `input` and its target restitution `e`: every code's typed value, the
/// restitution it achieves, and the value to type for that e.
pub fn compare(input: &Value) -> Result<Value, CommandError> {
    let sc: Scenario = parse(input, input)?;
    let e = sc.e.ok_or_else(|| {
        CommandError::from_message(
            "e: missing; the comparison of codes is for a target restitution e".into(),
            input,
        )
    })?;
    if !(e > 0.0 && e <= 1.0) {
        return Err(CommandError::from_message(
            format!("e = {e}: restitution must be in (0, 1]"),
            input,
        ));
    }
    to_json(&dem_contact::codes::compare(&sc, e))
}
