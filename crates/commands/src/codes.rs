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
        let release = dem_contact::codes::releases::default_release_of(s).map_or("", |r| r.name);
        out.push_str(&format!("  {:<32} [{release}] {}\n", s.id, s.summary));
    }
    out.push_str(
        "\nAdhesive settings (with the scenario key `adhesion`, `dem-contact solve` lists each \
         code's value to type under `adhesion_codes`; with `code` too, it solves that code's own \
         adhesive contact):\n",
    );
    for s in dem_contact::codes::adhesion::SETTINGS {
        out.push_str(&format!("  {:<32} {}: {} ({})\n", s.id, s.code, s.title, s.law.name()));
        if !s.bases.is_empty() {
            out.push_str(&format!("  {:<32}   with code {}\n", "", s.bases.join(", ")));
        }
    }
    out.push_str(
        "\nElastic–plastic settings (`code` instead of `model`: the code's own plastic law, what it \
         achieves with the values typed, and with e_with_plasticity the value to type):\n",
    );
    for s in dem_contact::codes::plastic_catalogue() {
        out.push_str(&format!("  {:<32} [{}] {}: {}\n", s.id, s.release, s.code, s.title));
        out.push_str(&format!("  {:<32}   keys {}\n", "", s.keys.join(", ")));
    }
    out
}

/// A code's releases, oldest first (each setting's line names the release it describes by
/// default, in brackets: the newest known in which it exists).
fn releases(code: &str) -> String {
    use dem_contact::codes::releases::RELEASES;
    let names: Vec<&str> = RELEASES.iter().filter(|r| r.code == code).map(|r| r.name).collect();
    names.join(", ")
}

/// For the pair of `input` and its target restitution `e`: every code's typed value, the
/// restitution it achieves, and the value to type for that e.
/// With `r_min` and `r_max` (a size range) and a `code`: every contact of the range under
/// the one value typed into that code ([`range`]).
pub fn compare(input: &Value) -> Result<Value, CommandError> {
    if input.get("r_min").is_some() || input.get("r_max").is_some() {
        return range(input);
    }
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

/// A size range (`r_min`, `r_max`, with units; the rest a scenario without radii or masses):
/// every pair from smallest–smallest to largest–largest and each size against a wall, under
/// the ONE value typed into the code (`dem_contact::codes::range`).
pub fn range(input: &Value) -> Result<Value, CommandError> {
    let mut obj = crate::input::object(input)?;
    let mut radius = |key: &'static str| -> Result<f64, CommandError> {
        let v = obj.shift_remove(key).unwrap_or(Value::Null);
        let missing = || {
            CommandError::from_message(
                format!("{key}: missing; a size range needs r_min and r_max (m, or with a unit: \"0.5 mm\")"),
                input,
            )
        };
        match crate::input::scalar(&v) {
            Some(dem_contact::Value::Null) | None => Err(missing()),
            Some(dem_contact::Value::Number(x)) => Ok(x),
            Some(dem_contact::Value::Text(t)) => {
                dem_contact::units::parse_as(t, dem_contact::units::Dims::LENGTH)
                    .map_err(|m| CommandError::from_message(format!("{key} = {t:?}: {m}"), input))
            }
        }
    };
    let (lo, hi) = (radius("r_min")?, radius("r_max")?);
    let sc: Scenario = parse(&Value::Object(obj), input)?;
    let out =
        dem_contact::codes::range::size_range(&sc, lo, hi).map_err(crate::input::lib(input))?;
    to_json(&out)
}
