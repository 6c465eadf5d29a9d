//! From the caller's JSON to the library's inputs: the text parsed once, a file the page
//! exported read as its scenario, typed inputs deserialised with messages that start with
//! the key.

use crate::CommandError;
use serde_json::{Map, Value};

/// Parses the text of a scenario. A file the page exported, `{"scenario": {…},
/// "solution": {…}}`, is read as its scenario; anything else is returned as it is (the
/// command then says what it expected).
pub fn parse_input(text: &str) -> Result<Value, CommandError> {
    let value: Value = serde_json::from_str(text)
        .map_err(|e| CommandError::scenario(format!("scenario: not a JSON object: {e}")))?;
    Ok(unwrap_export(value))
}

/// See [`parse_input`].
fn unwrap_export(value: Value) -> Value {
    match value {
        Value::Object(mut m) if m.get("scenario").is_some_and(Value::is_object) => {
            m.shift_remove("scenario").unwrap_or(Value::Null)
        }
        other => other,
    }
}

/// Deserialises `T` from `value`; the library's parsers word their messages starting with
/// the key, and the value is looked up in `input` (the caller's whole input) at that key.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(
    value: &Value,
    input: &Value,
) -> Result<T, CommandError> {
    T::deserialize(value).map_err(|e| {
        let msg = e.to_string();
        // serde_json adds a position to errors from text; a Value has none, but a message
        // is kept to its first line either way.
        let msg = msg.rsplit_once(" at line ").map_or(msg.clone(), |(m, _)| m.to_string());
        CommandError::from_message(msg, input)
    })
}

/// The input as a JSON object (to take keys out of it before the rest is a scenario).
pub(crate) fn object(input: &Value) -> Result<Map<String, Value>, CommandError> {
    parse(input, input)
}

/// A library error, its value looked up in `input`.
pub(crate) fn lib(input: &Value) -> impl Fn(dem_contact::Error) -> CommandError + '_ {
    move |e| CommandError::from_library(&e, input)
}

/// A JSON scalar as the library's [`dem_contact::Value`] (`None` for arrays, objects and
/// booleans, which no numeric key takes).
pub(crate) fn scalar(v: &Value) -> Option<dem_contact::Value<'_>> {
    use dem_contact::Value as V;
    match v {
        Value::Null => Some(V::Null),
        Value::Number(n) => Some(n.as_f64().map_or(V::Null, V::Number)),
        Value::String(s) => Some(V::Text(s)),
        Value::Bool(_) | Value::Array(_) | Value::Object(_) => None,
    }
}

/// Serialises a command's answer.
pub(crate) fn to_json<T: serde::Serialize>(out: &T) -> Result<Value, CommandError> {
    serde_json::to_value(out).map_err(|e| CommandError {
        field: "output".into(),
        value: None,
        message: format!("output: cannot encode JSON: {e}"),
        option: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn export_is_read_as_its_scenario() {
        let v = parse_input(r#"{"scenario": {"m1": 1}, "solution": {"x": 2}}"#).unwrap();
        assert_eq!(v, json!({"m1": 1}));
        // A scenario key named `scenario` that is not an object stays (and is refused later).
        let v = parse_input(r#"{"scenario": 3}"#).unwrap();
        assert_eq!(v, json!({"scenario": 3}));
        let e = parse_input("{not json").unwrap_err();
        assert_eq!(e.field, "scenario");
        assert!(e.message.starts_with("scenario: not a JSON object: key must be a string"));
    }

    #[test]
    fn keys_keep_their_order() {
        let v = parse_input(r#"{"z": 1, "a": 2, "m": 3}"#).unwrap();
        let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["z", "a", "m"]);
    }
}
