//! From the caller's JSON to the library's inputs: the text parsed once, a file the page
//! exported read as its scenario, typed inputs deserialised with messages that start with
//! the key.

use crate::CommandError;
use serde_json::{Map, Value};

/// Parses the text of a scenario. A file the page exported, `{"scenario": {…},
/// "solution": {…}}`, is read as its scenario; anything else is returned as it is (the
/// command then says what it expected).
pub fn parse_input(text: &str) -> Result<Value, CommandError> {
    Ok(unwrap_export(parse_object(text)?))
}

/// Parses JSON text as the commands read it: numbers correctly rounded (serde_json's
/// `float_roundtrip`); a key given twice in one object refused (`surface_energy: given twice
/// (0.05, then 0.07); give it once`) — the library's rule for a list of pairs
/// (`dem_contact::Reader`): a null or blank value is "not given", so only two values clash;
/// a number beyond the range of f64 (`1e400`, `10**309` from Python) reported at its key, as
/// the same text in quotes is (`v0 = "1e400": beyond the largest number …`).
pub fn parse_object(text: &str) -> Result<Value, CommandError> {
    serde_json::from_str::<Strict>(text).map(|s| s.0).map_err(|e| {
        let msg = e.to_string();
        let msg = msg.rsplit_once(" at line ").map_or(msg.as_str(), |(m, _)| m);
        if msg.contains(": given twice (") {
            // The value reported is the second one given (the loose parse keeps the last).
            let loose = serde_json::from_str(text).unwrap_or(Value::Null);
            return CommandError::from_message(msg.to_string(), &loose);
        }
        if msg == "number out of range" {
            if let Some(err) = out_of_range(text, e.line(), e.column()) {
                return err;
            }
        }
        CommandError::scenario(format!("scenario: not a JSON object: {e}"))
    })
}

/// A JSON value whose objects are checked for keys given twice while it is read.
struct Strict(Value);

impl<'de> serde::Deserialize<'de> for Strict {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> serde::de::Visitor<'de> for StrictVisitor {
    type Value = Value;
    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JSON")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.into()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut out = Vec::new();
        while let Some(Strict(v)) = seq.next_element()? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            let Strict(v) = map.next_value()?;
            match out.get(&key) {
                Some(old) if given(old) && given(&v) => {
                    return Err(serde::de::Error::custom(dem_contact::Error::Duplicate {
                        field: key,
                        first: typed(old),
                        second: typed(&v),
                    }))
                }
                Some(old) if given(old) => {}
                _ => {
                    out.insert(key, v);
                }
            }
        }
        Ok(Value::Object(out))
    }
}

/// Whether a JSON value counts as given (the library's `Value::is_given`: not null, not
/// blank text).
fn given(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::String(s) => !s.trim().is_empty(),
        _ => true,
    }
}

/// A JSON value as typed, for a message: numbers and booleans as written, text quoted and
/// cut when long, a list or an object by its brackets.
fn typed(v: &Value) -> String {
    match v {
        Value::String(s) => dem_contact::text::Quoted(s).to_string(),
        Value::Array(_) => "[…]".into(),
        Value::Object(_) => "{…}".into(),
        v => v.to_string(),
    }
}

/// The error for a number beyond f64 that serde_json found ending at `line`, `column` of
/// `text`: at the key before it, worded by the library as for the same text in quotes.
fn out_of_range(text: &str, line: usize, column: usize) -> Option<CommandError> {
    let start = text.split_inclusive('\n').take(line.checked_sub(1)?).map(str::len).sum::<usize>();
    let at = (start + column).checked_sub(1)?.min(text.len().checked_sub(1)?);
    let b = text.as_bytes();
    let num = |c: u8| c.is_ascii_digit() || b"+-.eE".contains(&c);
    let mut lo = at;
    while lo > 0 && num(b[lo - 1]) {
        lo -= 1;
    }
    let mut hi = at;
    while hi < b.len() && num(b[hi]) {
        hi += 1;
    }
    let token = text.get(lo..hi)?;
    let before = text[..lo].trim_end().strip_suffix(':')?.trim_end().strip_suffix('"')?;
    let open =
        before.char_indices().rev().find(|&(i, c)| c == '"' && !before[..i].ends_with('\\'))?;
    let key: String = serde_json::from_str(&text[open.0..before.len() + 1]).ok()?;
    let reason = dem_contact::units::parse(token).err()?;
    let err = dem_contact::Error::Units { field: key.clone(), value: token.into(), reason };
    Some(CommandError {
        field: key,
        value: Some(Box::new(Value::String(token.into()))),
        message: err.to_string(),
        option: false,
    })
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

    /// A key given twice: refused, naming the key and both values; a blank or null value is
    /// "not given" and gives way to the other (the library's rule for pairs).
    #[test]
    fn keys_given_twice() {
        let e = parse_input(r#"{"surface_energy": 0.05, "surface_energy": 0.07}"#).unwrap_err();
        assert_eq!(e.field, "surface_energy");
        assert_eq!(e.message, "surface_energy: given twice (0.05, then 0.07); give it once");
        assert_eq!(e.value.as_deref(), Some(&json!(0.07)));
        let e = parse_input(r#"{"m": [{"e": 0.5, "e": "0.5"}]}"#).unwrap_err();
        assert_eq!(e.message, r#"e: given twice (0.5, then "0.5"); give it once"#);
        for text in
            [r#"{"e": "", "e": 0.5}"#, r#"{"e": 0.5, "e": " "}"#, r#"{"e": null, "e": 0.5}"#]
        {
            assert_eq!(parse_input(text).unwrap(), json!({"e": 0.5}), "{text}");
        }
        let many = format!("{{{}}}", vec![r#""v0": 1"#; 10_000].join(","));
        assert_eq!(parse_input(&many).unwrap_err().field, "v0");
    }

    /// A number beyond f64 is reported at its key, as the same text in quotes would be.
    #[test]
    fn numbers_beyond_f64_name_their_key() {
        let e = parse_input("{\"a\": 1,\n \"v0\" : 1e400, \"b\": 2}").unwrap_err();
        assert_eq!(e.field, "v0");
        assert_eq!(
            e.message,
            r#"v0 = "1e400": beyond the largest number (about 1.8e308 in SI units)"#
        );
        let e = parse_input(&format!(r#"{{"m1": -1{}}}"#, "0".repeat(309))).unwrap_err();
        assert_eq!(e.field, "m1");
        let cut = format!(r#"m1 = "-1{}…" (311 characters): beyond"#, "0".repeat(38));
        assert!(e.message.starts_with(&cut), "{}", e.message);
        let e = parse_input(r#"{"measured": [{"e": 1e999}]}"#).unwrap_err();
        assert_eq!(e.field, "e");
    }

    #[test]
    fn keys_keep_their_order() {
        let v = parse_input(r#"{"z": 1, "a": 2, "m": 3}"#).unwrap();
        let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["z", "a", "m"]);
    }
}
