//! The one error type: every message names the field, the value and what is allowed.

use crate::text::{KeyText, Quoted};
use alloc::string::{String, ToString};
use core::fmt;

/// Why a scenario cannot be solved. `Display` gives one line for a user, starting with the
/// field, e.g. `e = 1.3: restitution must be in (0, 1]`; [`Error::field`] gives the field
/// alone so a page can show the message next to the right input.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Error {
    /// A number outside its allowed range, or NaN / infinite.
    OutOfRange {
        /// Scenario key.
        field: &'static str,
        /// The value given.
        value: f64,
        /// What the field is, e.g. "restitution".
        what: &'static str,
        /// The allowed range, e.g. "in (0, 1]".
        allowed: &'static str,
    },
    /// A required value is absent.
    Missing {
        /// Scenario key.
        field: &'static str,
        /// What to give instead, e.g. "give k, or both k1 and k2".
        hint: &'static str,
    },
    /// Two keys that exclude each other were both given.
    Conflict {
        /// Scenario key reported.
        field: &'static str,
        /// The key it conflicts with.
        other: &'static str,
    },
    /// A key that the chosen model does not use.
    NotUsed {
        /// Scenario key.
        field: &'static str,
        /// The model chosen.
        model: &'static str,
    },
    /// A key that the chosen DEM code setting does not take.
    NotTaken {
        /// Scenario key.
        field: &'static str,
        /// The code setting, and what it takes instead.
        by: &'static str,
    },
    /// A key (as given) whose value an analysis does not cover: a contact with adhesion in
    /// the scheme replay.
    Unsupported {
        /// Scenario key.
        field: &'static str,
        /// What is not covered, and what is.
        reason: &'static str,
    },
    /// A key that no scenario has.
    Unknown {
        /// The key as given.
        field: String,
    },
    /// A key that no scenario has, close to one that it does (a slip of the keyboard or of
    /// case: `E`, `rho_1`, `v_0`).
    Misspelled {
        /// The key as given.
        field: String,
        /// The key meant, most likely.
        suggestion: &'static str,
    },
    /// A key given twice (both times with a value: a blank or null one is "not given"), in
    /// one JSON object, link or list of pairs.
    Duplicate {
        /// The key as given.
        field: String,
        /// Its first value, as given (quoted when text).
        first: String,
        /// Its second value, as given.
        second: String,
    },
    /// A value of the wrong kind (text where a number is wanted, an unknown option).
    Invalid {
        /// Scenario key.
        field: String,
        /// The value as given.
        value: String,
        /// What is expected.
        expected: &'static str,
    },
    /// A value with a unit that cannot be read, or of the wrong dimension.
    Units {
        /// Scenario key.
        field: String,
        /// The text as given.
        value: String,
        /// Why, e.g. `"GPa" is a pressure (Pa), not a length (m)`.
        reason: String,
    },
    /// A valid request that the model cannot satisfy (e.g. a restitution that no damping
    /// reaches under the chosen end-of-contact criterion).
    Unreachable {
        /// Scenario key.
        field: &'static str,
        /// The value given.
        value: f64,
        /// Why, and what is reachable.
        reason: String,
    },
    /// An error about a number that was typed as text (`"-10 um"`): the message shows the
    /// text typed where `inner`'s shows the number read from it.
    Typed {
        /// The text as typed.
        text: String,
        /// The error, about the number read.
        inner: alloc::boxed::Box<Error>,
    },
    /// The numbers are valid one by one but their combination leaves the range of f64
    /// (overflow, underflow to zero) or the integrator's work cap.
    Numerical {
        /// The key most responsible, as far as can be told.
        field: &'static str,
        /// What went wrong.
        reason: String,
    },
}

impl Error {
    /// A [`Error::Numerical`] charged to `field` instead (other errors as they are): for a
    /// failure found while working from one input towards another.
    pub(crate) fn at(self, field: &'static str) -> Self {
        match self {
            Error::Numerical { reason, .. } => Error::Numerical { field, reason },
            other => other,
        }
    }

    /// The error about the number typed as `text` at its field, shown as typed: an
    /// [`Error::OutOfRange`] or [`Error::Unreachable`] whose value `text` reads as and shows
    /// otherwise (`r1 = "-10 um": radius …`, not `r1 = -1e-5`); other errors as they are.
    pub(crate) fn typed_as(self, text: &str) -> Self {
        let value = match &self {
            Error::OutOfRange { value, .. } | Error::Unreachable { value, .. } => *value,
            _ => return self,
        };
        let read = crate::units::parse(text).map(|q| q.value).ok();
        let same = read.is_some_and(|x| x == value || (x.is_nan() && value.is_nan()));
        if !same || alloc::format!("{}", Shown(value)) == text {
            return self;
        }
        Error::Typed { text: text.into(), inner: alloc::boxed::Box::new(self) }
    }

    /// The same error with its field renamed where `rename` gives another key: errors found
    /// in a scenario built from other keys (the timestep's shorthand `r`, `rho` become the
    /// pair's `r1`, `rho1`) are reported at the keys the user typed. The message names the
    /// field too; it is rewritten where it starts with the old name.
    pub(crate) fn renamed(self, rename: impl Fn(&str) -> Option<&'static str>) -> Self {
        match rename(self.field()) {
            Some(new) => self.with_field(new),
            None => self,
        }
    }

    /// The same error at field `new` (see [`Error::renamed`]).
    fn with_field(self, new: &'static str) -> Self {
        let old = String::from(self.field());
        let swap = |t: String| match t.strip_prefix(old.as_str()) {
            Some(rest) if rest.starts_with(|c: char| !c.is_alphanumeric() && c != '_') => {
                alloc::format!("{new}{rest}")
            }
            _ => t,
        };
        match self {
            Error::OutOfRange { value, what, allowed, .. } => {
                Error::OutOfRange { field: new, value, what, allowed }
            }
            Error::Missing { hint, .. } => Error::Missing { field: new, hint },
            Error::Conflict { other, .. } => Error::Conflict { field: new, other },
            Error::NotUsed { model, .. } => Error::NotUsed { field: new, model },
            Error::NotTaken { by, .. } => Error::NotTaken { field: new, by },
            Error::Unsupported { reason, .. } => Error::Unsupported { field: new, reason },
            Error::Unknown { .. } => Error::Unknown { field: new.into() },
            Error::Misspelled { suggestion, .. } => {
                Error::Misspelled { field: new.into(), suggestion }
            }
            Error::Duplicate { first, second, .. } => {
                Error::Duplicate { field: new.into(), first, second }
            }
            Error::Invalid { value, expected, .. } => {
                Error::Invalid { field: new.into(), value, expected }
            }
            Error::Units { value, reason, .. } => {
                Error::Units { field: new.into(), value, reason: swap(reason) }
            }
            Error::Unreachable { value, reason, .. } => {
                Error::Unreachable { field: new, value, reason: swap(reason) }
            }
            Error::Numerical { reason, .. } => {
                Error::Numerical { field: new, reason: swap(reason) }
            }
            Error::Typed { text, inner } => {
                Error::Typed { text, inner: alloc::boxed::Box::new(inner.with_field(new)) }
            }
        }
    }

    /// The scenario key the error is about (for placing the message at an input).
    pub fn field(&self) -> &str {
        match self {
            Error::OutOfRange { field, .. }
            | Error::Missing { field, .. }
            | Error::Conflict { field, .. }
            | Error::NotUsed { field, .. }
            | Error::NotTaken { field, .. }
            | Error::Unsupported { field, .. }
            | Error::Unreachable { field, .. }
            | Error::Numerical { field, .. } => field,
            Error::Typed { inner, .. } => inner.field(),
            Error::Unknown { field }
            | Error::Misspelled { field, .. }
            | Error::Duplicate { field, .. }
            | Error::Invalid { field, .. }
            | Error::Units { field, .. } => field,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::OutOfRange { field, value, what, allowed } => {
                write!(f, "{field} = {}: {what} must be {allowed}", Shown(*value))
            }
            Error::Missing { field, hint } => write!(f, "{field}: missing; {hint}"),
            Error::Conflict { field, other } => {
                write!(f, "{field}: give either {other} or {field}, not both")
            }
            Error::NotUsed { field, model } => {
                write!(f, "{field}: not used by model {model}; remove it")
            }
            Error::NotTaken { field, by } => write!(f, "{field}: not taken by {by}; remove it"),
            Error::Unsupported { field, reason } => write!(f, "{field}: {reason}"),
            Error::Unknown { field } => write!(f, "{}: unknown key", KeyText(field)),
            Error::Misspelled { field, suggestion } => {
                write!(f, "{}: unknown key; did you mean {suggestion}?", KeyText(field))
            }
            Error::Duplicate { field, first, second } => {
                write!(f, "{}: given twice ({first}, then {second}); give it once", KeyText(field))
            }
            Error::Invalid { field, value, expected } => {
                write!(f, "{field} = {}: expected {expected}", Quoted(value))
            }
            Error::Units { field, value, reason } => {
                write!(f, "{field} = {}: {reason}", Quoted(value))
            }
            Error::Unreachable { field, value, reason } => {
                write!(f, "{field} = {}: {reason}", Shown(*value))
            }
            Error::Numerical { field, reason } => write!(f, "{field}: {reason}"),
            Error::Typed { text, inner } => {
                let shown = match **inner {
                    Error::OutOfRange { value, .. } | Error::Unreachable { value, .. } => value,
                    _ => return inner.fmt(f),
                };
                let message = inner.to_string();
                let head = alloc::format!("{} = {}", inner.field(), Shown(shown));
                match message.strip_prefix(head.as_str()) {
                    Some(rest) => write!(f, "{} = {}{rest}", inner.field(), Quoted(text)),
                    None => f.write_str(&message),
                }
            }
        }
    }
}

/// A number as a user typed it: plain for ordinary magnitudes (`1.3`, `0.001`), the
/// shortest round-trip scientific form otherwise (`-1e308`, `2.5e-12`), so a huge value is
/// not printed as 300 digits.
pub(crate) struct Shown(pub(crate) f64);

impl fmt::Display for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = self.0.abs();
        if a.is_finite() && a != 0.0 && !(1e-4..1e6).contains(&a) {
            write!(f, "{:e}", self.0)
        } else {
            write!(f, "{}", self.0)
        }
    }
}

/// The error for a derived quantity `name` = `x` that left the range of f64 (the final
/// guards of `solve`, the damping view, `scheme` and `timestep`), charged to `field`.
/// The message never shows the non-finite value itself (a user cannot act on "NaN";
/// issue 19): an infinity is an overflow, a NaN an undefined intermediate.
pub(crate) fn out_of_f64(field: &'static str, name: &str, x: f64) -> Error {
    Error::Numerical {
        field,
        reason: alloc::format!(
            "with these inputs the {} {}; scale them",
            name.replace('_', " "),
            crate::text::leaves_f64(x)
        ),
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Message vectors: the exact text users see.
    #[test]
    fn messages() {
        let long = "x".repeat(100_000);
        let long_msg = alloc::format!(r#""{}…" (100000 characters): unknown key"#, "x".repeat(40));
        let cases: [(Error, &str, &str); 10] = [
            (
                Error::Misspelled { field: " surface_energy".into(), suggestion: "surface_energy" },
                " surface_energy",
                r#"" surface_energy": unknown key; did you mean surface_energy?"#,
            ),
            (Error::Unknown { field: long.clone() }, &long, &long_msg),
            (
                Error::Duplicate { field: "v0".into(), first: "1".into(), second: "\"2\"".into() },
                "v0",
                r#"v0: given twice (1, then "2"); give it once"#,
            ),
            (
                Error::OutOfRange {
                    field: "e",
                    value: 1.3,
                    what: "restitution",
                    allowed: "in (0, 1]",
                },
                "e",
                "e = 1.3: restitution must be in (0, 1]",
            ),
            (
                Error::OutOfRange {
                    field: "v0",
                    value: f64::NAN,
                    what: "impact speed",
                    allowed: "a finite number > 0 m/s",
                },
                "v0",
                "v0 = NaN: impact speed must be a finite number > 0 m/s",
            ),
            (
                Error::OutOfRange {
                    field: "m1",
                    value: -1e308,
                    what: "mass",
                    allowed: "a finite number > 0 kg",
                },
                "m1",
                "m1 = -1e308: mass must be a finite number > 0 kg",
            ),
            (
                Error::OutOfRange {
                    field: "h0",
                    value: 2.5e-12,
                    what: "drop height",
                    allowed: "a finite number > 0 m",
                },
                "h0",
                "h0 = 2.5e-12: drop height must be a finite number > 0 m",
            ),
            (
                Error::Missing { field: "k", hint: "give k, or both k1 and k2" },
                "k",
                "k: missing; give k, or both k1 and k2",
            ),
            (Error::Unknown { field: "foo".into() }, "foo", "foo: unknown key"),
            (
                Error::Invalid { field: "v0".into(), value: "abc".into(), expected: "a number" },
                "v0",
                "v0 = \"abc\": expected a number",
            ),
        ];
        for (err, field, text) in cases {
            assert_eq!(err.field(), field);
            assert_eq!(err.to_string(), text);
        }
    }
}
