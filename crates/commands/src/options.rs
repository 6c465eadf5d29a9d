//! The commands' whole-number options (`curves`, `sweep`, `points`) read from what a caller
//! typed or passed, with the CLI's messages.

use crate::CommandError;
use serde_json::Value;

/// A whole-number option: a non-negative JSON integer or text holding one (`"11"`).
/// Otherwise an error about the option, e.g. `curves = "x": must be a whole number of
/// samples ≥ 2`; `sweep` is also checked against [`crate::SWEEP_POINTS`]. A whole number
/// too large to count (`99999999999999999999999`) is refused as beyond the option's cap,
/// echoed as typed; text is echoed cut to its first characters.
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
    let shown = match given {
        Value::String(s) if is_digits(s) => s.clone(),
        Value::String(s) => dem_contact::text::Quoted(s).to_string(),
        v => v.to_string(),
    };
    let too_large = n.is_none()
        && match given {
            Value::String(s) => is_digits(s),
            Value::Number(x) => x.as_f64().is_some_and(|x| x >= 0.0 && x.fract() == 0.0),
            _ => false,
        };
    let expected = match name {
        "curves" if too_large => "number of curve samples must be at most 100000",
        _ => expected,
    };
    n.filter(|n| name != "sweep" || crate::SWEEP_POINTS.contains(n)).ok_or_else(|| {
        CommandError::option(name, Some(given.clone()), &format!(" = {shown}: {expected}"))
    })
}

/// Text of decimal digits only (a whole number, perhaps beyond any count).
fn is_digits(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
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
        assert_eq!(e.message, "sweep = 201: must be a whole number of timesteps in [2, 200]");
        assert!(e.option);
        assert_eq!(whole("points", &json!(1)).unwrap(), 1, "the sweep itself checks [2, 1000]");
        // A whole number beyond any count: the cap, with the number as typed.
        let e = whole("curves", &json!("99999999999999999999999")).unwrap_err();
        assert_eq!(
            e.message,
            "curves = 99999999999999999999999: number of curve samples must be at most 100000"
        );
        let e = whole("curves", &json!(1e30)).unwrap_err();
        assert!(e.message.ends_with("must be at most 100000"), "{}", e.message);
        let e = whole("points", &json!("99999999999999999999999")).unwrap_err();
        assert_eq!(
            e.message,
            "points = 99999999999999999999999: must be a whole number in [2, 1000]"
        );
        // Pasted text is cut in the echo.
        let e = whole("curves", &json!("x".repeat(100_000))).unwrap_err();
        assert!(e.message.len() < 120, "{}", e.message);
    }
}
