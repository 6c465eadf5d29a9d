//! The one error of every command: the field, the value given for it (when there is one)
//! and the message, worded as the CLI prints it (`e = 1.3: restitution must be in (0, 1]`).

use serde_json::Value;
use std::fmt;

/// Why a command cannot answer.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandError {
    /// The scenario key (`e`, `measured[0].e`, `contacts[1].kn`) or the command's option
    /// (`curves`, `over`) the error is about; `scenario` for the input as a whole.
    pub field: String,
    /// The value the caller gave for `field`, as given (`None` when it gave none: a missing
    /// key, a quantity derived from other keys).
    pub value: Option<Box<Value>>,
    /// One line for a user, starting with the field.
    pub message: String,
    /// The error is about an option of the command rather than a scenario key: the CLI
    /// writes it as its flag (`--curves = 1: …`).
    pub option: bool,
}

impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for CommandError {}

impl CommandError {
    /// An error about the scenario as a whole (not one key of it).
    pub fn scenario(message: impl Into<String>) -> Self {
        CommandError {
            field: "scenario".into(),
            value: None,
            message: message.into(),
            option: false,
        }
    }

    /// An error about the command's option `name`, given as `value`; `message` follows
    /// `name` (`= 1: must be at least 2 samples`, `: missing; …`).
    pub fn option(name: &str, value: Option<Value>, rest: &str) -> Self {
        CommandError {
            field: name.into(),
            value: value.map(Box::new),
            message: format!("{name}{rest}"),
            option: true,
        }
    }

    /// A message that starts with its field (the library's and its parsers' messages do:
    /// `m1 = "heavy": …`, `k2: missing; …`, `measured[0].e = 1.5: …`); the value is looked
    /// up in `input` at that field.
    pub fn from_message(message: String, input: &Value) -> Self {
        if let Some(key) = quoted_field(&message, input) {
            return CommandError {
                value: input.get(&key).filter(|v| !v.is_null()).map(|v| Box::new(v.clone())),
                field: key,
                message,
                option: false,
            };
        }
        let field = field_of(&message);
        match field {
            Some(f) => CommandError {
                value: lookup(input, f),
                field: f.to_string(),
                message,
                option: false,
            },
            None => CommandError::scenario(message),
        }
    }

    /// A library error; the value is looked up in `input` at the error's field.
    pub fn from_library(err: &dem_contact::Error, input: &Value) -> Self {
        let field = err.field().to_string();
        CommandError {
            value: lookup(input, &field),
            field,
            message: err.to_string(),
            option: false,
        }
    }

    /// The JSON form: `{"field", "value", "message", "option"}` (for the Python package).
    pub fn to_json(&self) -> Value {
        serde_json::json!({
            "field": self.field,
            "value": self.value,
            "message": self.message,
            "option": self.option,
        })
    }
}

/// The field a message starts with: a key, possibly with a JSON path (`measured[0].e`),
/// followed by ` = ` or `:`.
fn field_of(message: &str) -> Option<&str> {
    let end = message
        .find(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '[' | ']' | '.' | '-')))?;
    let (head, rest) = message.split_at(end);
    (!head.is_empty() && (rest.starts_with(" = ") || rest.starts_with(':'))).then_some(head)
}

/// The key a message starts with when the library quoted it (a key that does not read as
/// one, `" surface_energy": unknown key`, or one cut to its first characters, `"xxx…" (100000
/// characters): unknown key`): the key of `input` it names, as given.
fn quoted_field(message: &str, input: &Value) -> Option<String> {
    let body = message.strip_prefix('"')?;
    let (mut shown, mut pos) = (String::new(), 0);
    loop {
        let c = body[pos..].chars().next()?;
        pos += c.len_utf8();
        match c {
            '"' => break,
            '\\' if body[pos..].starts_with("u{") => {
                let close = pos + body[pos..].find('}')?;
                shown.push(char::from_u32(u32::from_str_radix(&body[pos + 2..close], 16).ok()?)?);
                pos = close + 1;
            }
            '\\' => {
                let e = body[pos..].chars().next()?;
                shown.push(e);
                pos += e.len_utf8();
            }
            c => shown.push(c),
        }
    }
    let rest = &body[pos..];
    let obj = input.as_object()?;
    let (key, rest) = match (shown.strip_suffix('…'), rest.strip_prefix(" (")) {
        (Some(prefix), Some(count)) => {
            let (n, rest) = count.split_once(" characters)")?;
            let n: usize = n.parse().ok()?;
            let key = obj.keys().find(|k| k.starts_with(prefix) && k.chars().count() == n)?;
            (key.clone(), rest)
        }
        _ => (shown, rest),
    };
    (obj.contains_key(&key) && (rest.starts_with(':') || rest.starts_with(" = "))).then_some(key)
}

/// The value at a path such as `e`, `measured[0].e` or `contacts[1].normal` in `input`
/// (`None` where there is none, or it is JSON null).
pub(crate) fn lookup(input: &Value, path: &str) -> Option<Box<Value>> {
    let mut at = input;
    for part in path.split('.') {
        let (key, indices) = match part.find('[') {
            Some(i) => (&part[..i], &part[i..]),
            None => (part, ""),
        };
        if !key.is_empty() {
            at = at.get(key)?;
        }
        for idx in indices.split('[').filter(|s| !s.is_empty()) {
            let i: usize = idx.strip_suffix(']')?.parse().ok()?;
            at = at.get(i)?;
        }
    }
    (!at.is_null()).then(|| Box::new(at.clone()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn fields_of_messages() {
        assert_eq!(field_of("e = 1.3: restitution must be in (0, 1]"), Some("e"));
        assert_eq!(field_of("k2: missing; give k"), Some("k2"));
        assert_eq!(field_of("measured[0].e = 1.5: restitution"), Some("measured[0].e"));
        assert_eq!(field_of("scenario: not a JSON object: x"), Some("scenario"));
        assert_eq!(field_of("invalid type: sequence, expected a scenario"), None);
        assert_eq!(field_of(""), None);
    }

    #[test]
    fn values_at_paths() {
        let v = json!({"e": 1.3, "measured": [{"v0": 1, "e": 1.5}], "c": [[1, 2]], "n": null});
        assert_eq!(lookup(&v, "e").as_deref(), Some(&json!(1.3)));
        assert_eq!(lookup(&v, "measured[0].e").as_deref(), Some(&json!(1.5)));
        assert_eq!(lookup(&v, "c[0][1]").as_deref(), Some(&json!(2)));
        assert_eq!(lookup(&v, "measured[3].e"), None);
        assert_eq!(lookup(&v, "k2"), None);
        assert_eq!(lookup(&v, "n"), None);
        assert_eq!(lookup(&v, "e[x]"), None);
    }
}
