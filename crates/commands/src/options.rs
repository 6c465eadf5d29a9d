//! The commands' whole-number options (`curves`, `sweep`, `points`) read from what a caller
//! typed or passed, with the CLI's messages.

use crate::CommandError;
use serde_json::Value;

/// A whole-number option: a non-negative JSON integer or text holding one (`"11"`).
/// Otherwise an error about the option, e.g. `curves = "x": must be a whole number of
/// samples ≥ 2`; `sweep` is also checked against [`crate::SWEEP_POINTS`].
pub fn whole(name: &str, given: &Value) -> Result<usize, CommandError> {
    let expected = match name {
        "curves" => "must be a whole number of samples ≥ 2",
        "sweep" => "must be a whole number of timesteps in [2, 200]",
        _ => "must be a whole number in [2, 1000]",
    };
    let n = match given {
        Value::Number(n) => n.as_u64().and_then(|n| usize::try_from(n).ok()),
        Value::String(s) => s.parse::<usize>().ok(),
        _ => None,
    };
    n.filter(|n| name != "sweep" || crate::SWEEP_POINTS.contains(n)).ok_or_else(|| {
        CommandError::option(name, Some(given.clone()), &format!(" = {given}: {expected}"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn whole_numbers() {
        assert_eq!(whole("curves", &json!(11)).unwrap(), 11);
        assert_eq!(whole("curves", &json!("11")).unwrap(), 11);
        let e = whole("curves", &json!("x")).unwrap_err();
        assert_eq!(e.message, "curves = \"x\": must be a whole number of samples ≥ 2");
        let e = whole("curves", &json!(-1)).unwrap_err();
        assert_eq!(
            (e.message.as_str(), e.value.as_deref()),
            ("curves = -1: must be a whole number of samples ≥ 2", Some(&json!(-1)))
        );
        assert!(whole("curves", &json!(2.5)).is_err());
        assert!(whole("curves", &json!(true)).is_err());
        assert_eq!(whole("sweep", &json!("200")).unwrap(), 200);
        let e = whole("sweep", &json!("201")).unwrap_err();
        assert_eq!(e.message, "sweep = \"201\": must be a whole number of timesteps in [2, 200]");
        assert!(e.option);
        assert_eq!(whole("points", &json!(1)).unwrap(), 1, "the sweep itself checks [2, 1000]");
    }
}
