//! The speed sweep's own keys as a form asks for them (the page's e(v₀) view: the range's
//! ends and the measurements to fit), in the form's order: words, not physics; the ends'
//! placeholders are the defaults [`super::Range::parse`] applies ([`super::Range::BELOW`],
//! [`super::Range::ABOVE`]), checked by a test.

pub use crate::keys::Field;

/// The sweep's keys a form asks for, in its order.
pub const FIELDS: &[Field] = &[
    Field { key: "from", label: "From", hint: "", placeholder: "v₀ / 10" },
    Field { key: "to", label: "To", hint: "", placeholder: "10 v₀" },
    Field {
        key: "measured",
        label: "Your measurements (optional)",
        hint: "One per line: impact speed and restitution (`v0, e`), or drop and rebound heights under a first line `h0, h1`; units allowed (`50 cm`), pasted spreadsheet columns too. The model's damping constant that fits them best is shown, with its curve.",
        placeholder: "v0, e\n0.5, 0.83\n1, 0.80\n2, 0.77",
    },
];

/// The unit field `key` is read in when the sweep runs over scenario key `over`: the range's
/// ends in `over`'s (`m/s` for `v0`); `None` for the measurements (a table with its own).
pub fn key_unit(key: &str, over: &str) -> Option<alloc::string::String> {
    matches!(key, "from" | "to")
        .then(|| crate::scenario::key_dims(over))
        .flatten()
        .map(|d| d.si_unit())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sweep::{fit, Range};

    #[test]
    fn the_ends_say_the_defaults_and_the_example_is_read() {
        let r = Range::parse("v0", None, None, 3, None, Some(2.0)).unwrap();
        assert_eq!((r.from, r.to), (0.2, 20.0));
        let placeholder = |k: &str| FIELDS.iter().find(|f| f.key == k).unwrap().placeholder;
        assert_eq!(placeholder("from"), alloc::format!("v₀ / {}", 1.0 / Range::BELOW));
        assert_eq!(placeholder("to"), alloc::format!("{} v₀", Range::ABOVE));
        // The example in the measurements' field is what the fit reads.
        let points = fit::parse_table(placeholder("measured")).unwrap();
        assert_eq!(points.len(), 3);
        assert_eq!(key_unit("from", "v0").as_deref(), Some("m/s"));
        assert_eq!(key_unit("measured", "v0"), None);
    }
}
