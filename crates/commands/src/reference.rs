//! `keys` and `sources`: the scenario keys with their units, and the full references.

use crate::input::to_json;
use crate::CommandError;
use serde_json::Value;

/// A key's help as a reader sees it: the doc comment's text without rustdoc's escapes.
fn help_text(k: &dem_contact::keys::Key) -> String {
    k.help.trim().replace("\\[", "[").replace("\\]", "]")
}

/// The scenario keys with their units, as `dem-contact keys` prints them: one row per key of
/// the library's key table (`dem_contact::key_table`: key, unit, what it means), the text
/// wrapped at 92 columns under its start.
pub fn keys_help() -> String {
    const TEXT_AT: usize = 21;
    const WIDTH: usize = 92;
    let mut out = String::new();
    for k in dem_contact::key_table() {
        let head = format!("{:<12}{:<9}", k.name, k.measure.unit_text());
        let mut line = if head.chars().count() > TEXT_AT {
            format!("{} {} ", k.name, k.measure.unit_text())
        } else {
            head
        };
        let mut width = line.chars().count();
        for word in help_text(&k).split_whitespace() {
            let n = word.chars().count();
            if width + n > WIDTH && width > TEXT_AT {
                out.push_str(line.trim_end());
                out.push('\n');
                line = " ".repeat(TEXT_AT);
                width = TEXT_AT;
            }
            line.push_str(word);
            line.push(' ');
            width += n + 1;
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.pop();
    out
}

/// The scenario keys as a list of `{"key", "group", "unit", "description"}`, from the
/// library's key table (the rows `dem-contact keys` prints).
pub fn keys() -> Result<Value, CommandError> {
    let out: Vec<Value> = dem_contact::key_table()
        .iter()
        .map(|k| {
            serde_json::json!({
                "key": k.name,
                "group": k.group.name(),
                "unit": k.measure.unit_text(),
                "description": help_text(k),
            })
        })
        .collect();
    Ok(Value::Array(out))
}

/// Every reference the formulas cite: `[{"key", "cite", "full"}]`.
pub fn sources() -> Result<Value, CommandError> {
    to_json(&dem_contact::sources::REFERENCES)
}

/// The references as `dem-contact sources` prints them: the citation, then the full
/// reference indented, a blank line between.
pub fn sources_text() -> String {
    dem_contact::sources::REFERENCES
        .iter()
        .map(|r| format!("{}\n    {}\n", r.cite, r.full))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every scenario key the library takes is listed with a unit, and nothing else is.
    #[test]
    fn keys_are_the_library_keys() {
        let v = keys().unwrap();
        let listed: Vec<&str> =
            v.as_array().unwrap().iter().map(|k| k["key"].as_str().unwrap()).collect();
        let mut want: Vec<&str> = dem_contact::KEYS.to_vec();
        let mut got = listed.clone();
        want.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, want);
        let find = |k: &str| v.as_array().unwrap().iter().find(|x| x["key"] == k).unwrap().clone();
        assert_eq!(find("nu1")["unit"], "1");
        assert_eq!(find("r2")["unit"], "m");
        assert_eq!(find("m2")["unit"], "kg");
        let models = find("model")["description"].as_str().unwrap().to_string();
        assert!(models.contains("viscoelastic") && models.ends_with("thornton"), "{models}");
        // Adhesion: the units of its keys (γ and w per area, k_c per volume).
        assert_eq!(find("surface_energy")["unit"], "J/m^2");
        assert_eq!(find("work_of_adhesion")["unit"], "J/m^2");
        assert_eq!(find("cohesion_energy_density")["unit"], "J/m^3");
        assert_eq!(find("adhesion_force")["unit"], "N");
        assert_eq!(find("adhesion_stiffness")["unit"], "N/m");
        assert_eq!(find("e_with_adhesion")["unit"], "1");
        assert_eq!(find("adhesion")["unit"], "text");
    }
}
