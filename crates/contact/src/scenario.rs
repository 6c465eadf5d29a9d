//! [`Scenario`]: one calculation, as the CLI reads it (JSON), the page keeps it (URL query)
//! and the wasm API takes it (a JS object). All three go through [`Scenario::set`], so a
//! key means the same everywhere and every error names its key.

use crate::error::Error;
use alloc::string::ToString;

/// The contact model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum Model {
    /// Linear spring–dashpot (Kelvin–Voigt): F = k ξ + c ξ̇ (seed 000, seed 001 §II.A).
    #[default]
    Linear,
}

impl Model {
    /// Every model, in the order the page lists them.
    pub const ALL: [Model; 1] = [Model::Linear];

    /// The scenario name (`"linear"`).
    pub fn name(self) -> &'static str {
        match self {
            Model::Linear => "linear",
        }
    }

    fn parse(s: &str) -> Option<Model> {
        Model::ALL.into_iter().find(|m| m.name() == s)
    }
}

/// How the two masses combine into the one effective mass of the equivalent system.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum MassRule {
    /// m = m1 m2 / (m1 + m2), the reduced mass (seed 000 eq. 4; seed 001 §II.A).
    #[default]
    Reduced,
    /// m = (m1 + m2) / 2, the arithmetic mean that PFC3D 3.0 used (seed 000 eq. 12).
    Arithmetic,
}

impl MassRule {
    /// The scenario name.
    pub fn name(self) -> &'static str {
        match self {
            MassRule::Reduced => "reduced",
            MassRule::Arithmetic => "arithmetic",
        }
    }
}

/// When the contact ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum End {
    /// When the overlap returns to 0; the force may become tensile before (seeds 000, 001).
    #[default]
    Overlap,
    /// When the force first returns to 0: codes that clip tension (PFC "no-tension", Yade,
    /// Chrono); T. Schwager & T. Pöschel, *Granular Matter* 9 (2007) 465–469.
    Force,
}

impl End {
    /// The scenario name.
    pub fn name(self) -> &'static str {
        match self {
            End::Overlap => "overlap",
            End::Force => "force",
        }
    }
}

/// A value for [`Scenario::set`], whatever the source: a JSON number or string, a URL
/// query string, a JS number or string.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value<'a> {
    /// A number.
    Number(f64),
    /// Text: an option name, or a number written out. Blank text means "not given".
    Text(&'a str),
    /// Not given (JSON `null`, JS `undefined`/`null`).
    Null,
}

/// One calculation. Every field is optional at this level so that a missing value gets a
/// message of our own; [`crate::solve`] validates the whole.
///
/// Keys (SI units): `model`, `m1`, `m2` (kg; no `m2` = a wall), `mass_rule`, `k` or
/// `k1` + `k2` (N/m; in series), `v0` (m/s), `e` or `damping`, `end`, `g` (m/s²).
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Scenario {
    /// Contact model.
    pub model: Model,
    /// Mass of body 1 \[kg\].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub m1: Option<f64>,
    /// Mass of body 2 \[kg\]; `None` for a wall (infinite mass).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub m2: Option<f64>,
    /// Effective-mass rule.
    pub mass_rule: MassRule,
    /// Contact stiffness \[N/m\], or give `k1` and `k2`.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub k: Option<f64>,
    /// Stiffness of body 1 \[N/m\] (in series with `k2`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub k1: Option<f64>,
    /// Stiffness of body 2 or the wall \[N/m\].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub k2: Option<f64>,
    /// Normal approach speed at first touch \[m/s\], > 0.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub v0: Option<f64>,
    /// Requested coefficient of restitution, in (0, 1].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub e: Option<f64>,
    /// The model's own dimensionless damping constant (linear: the damping ratio α).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub damping: Option<f64>,
    /// End-of-contact criterion.
    pub end: End,
    /// Constant relative acceleration pushing the bodies together \[m/s²\] (gravity on a
    /// particle resting on a wall); default 0.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub g: Option<f64>,
}

/// Every key a scenario may carry, in display order.
pub const KEYS: [&str; 12] =
    ["model", "m1", "m2", "mass_rule", "k", "k1", "k2", "v0", "e", "damping", "end", "g"];

fn number(key: &str, v: Value<'_>) -> Result<Option<f64>, Error> {
    match v {
        Value::Number(x) => Ok(Some(x)),
        Value::Null => Ok(None),
        Value::Text(s) => {
            let s = s.trim();
            if s.is_empty() {
                return Ok(None);
            }
            s.parse::<f64>().map(Some).map_err(|_| Error::Invalid {
                field: key.to_string(),
                value: s.to_string(),
                expected: "a number in SI units (e.g. 2, 1e4, 0.5)",
            })
        }
    }
}

fn choice<T>(
    key: &str,
    v: Value<'_>,
    parse: impl Fn(&str) -> Option<T>,
    expected: &'static str,
) -> Result<Option<T>, Error> {
    match v {
        Value::Null => Ok(None),
        Value::Text(s) if s.trim().is_empty() => Ok(None),
        Value::Text(s) => parse(s.trim()).map(Some).ok_or_else(|| Error::Invalid {
            field: key.to_string(),
            value: s.to_string(),
            expected,
        }),
        Value::Number(x) => {
            Err(Error::Invalid { field: key.to_string(), value: x.to_string(), expected })
        }
    }
}

impl Scenario {
    /// Sets one key from any source. Unknown keys and values of the wrong kind are errors
    /// naming the key; ranges are checked later, by [`crate::solve`], where the other keys
    /// are known too. A `Null` or blank value resets the key to "not given".
    pub fn set(&mut self, key: &str, value: Value<'_>) -> Result<(), Error> {
        match key {
            "model" => {
                self.model = choice(key, value, Model::parse, "a model name: \"linear\"")?
                    .unwrap_or_default()
            }
            "mass_rule" => {
                self.mass_rule = choice(
                    key,
                    value,
                    |s| match s {
                        "reduced" => Some(MassRule::Reduced),
                        "arithmetic" => Some(MassRule::Arithmetic),
                        _ => None,
                    },
                    "\"reduced\" or \"arithmetic\"",
                )?
                .unwrap_or_default()
            }
            "end" => {
                self.end = choice(
                    key,
                    value,
                    |s| match s {
                        "overlap" => Some(End::Overlap),
                        "force" => Some(End::Force),
                        _ => None,
                    },
                    "\"overlap\" or \"force\"",
                )?
                .unwrap_or_default()
            }
            "m1" => self.m1 = number(key, value)?,
            "m2" => self.m2 = number(key, value)?,
            "k" => self.k = number(key, value)?,
            "k1" => self.k1 = number(key, value)?,
            "k2" => self.k2 = number(key, value)?,
            "v0" => self.v0 = number(key, value)?,
            "e" => self.e = number(key, value)?,
            "damping" => self.damping = number(key, value)?,
            "g" => self.g = number(key, value)?,
            _ => return Err(Error::Unknown { field: key.to_string() }),
        }
        Ok(())
    }

    /// Builds a scenario from (key, value) pairs, e.g. a URL query or a JS object's
    /// entries. Stops at the first bad pair.
    pub fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, Value<'a>)>,
    ) -> Result<Scenario, Error> {
        let mut s = Scenario::default();
        for (k, v) in pairs {
            s.set(k, v)?;
        }
        Ok(s)
    }
}

#[cfg(feature = "serde")]
mod de {
    use super::{Scenario, Value};
    use alloc::string::String;
    use core::fmt;
    use serde::de::{self, Deserializer, MapAccess, Visitor};

    /// A scalar as JSON gives it: number, string or null.
    struct Scalar(Option<ScalarKind>);
    enum ScalarKind {
        Num(f64),
        Text(String),
    }

    impl<'de> serde::Deserialize<'de> for Scalar {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Scalar;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a number, a string or null")
                }
                fn visit_f64<E>(self, v: f64) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Num(v))))
                }
                fn visit_i64<E>(self, v: i64) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Num(v as f64))))
                }
                fn visit_u64<E>(self, v: u64) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Num(v as f64))))
                }
                fn visit_str<E>(self, v: &str) -> Result<Scalar, E> {
                    Ok(Scalar(Some(ScalarKind::Text(v.into()))))
                }
                fn visit_unit<E>(self) -> Result<Scalar, E> {
                    Ok(Scalar(None))
                }
                fn visit_none<E>(self) -> Result<Scalar, E> {
                    Ok(Scalar(None))
                }
            }
            d.deserialize_any(V)
        }
    }

    /// Reads a JSON object key by key through [`Scenario::set`]: unknown keys are errors,
    /// and every message starts with the key.
    impl<'de> serde::Deserialize<'de> for Scenario {
        fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
            struct V;
            impl<'de> Visitor<'de> for V {
                type Value = Scenario;
                fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                    f.write_str("a scenario object such as {\"model\":\"linear\", ...}")
                }
                fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Scenario, A::Error> {
                    let mut s = Scenario::default();
                    while let Some(key) = map.next_key::<String>()? {
                        let v: Scalar = map
                            .next_value()
                            .map_err(|e| de::Error::custom(alloc::format!("{key}: {e}")))?;
                        let value = match &v.0 {
                            None => Value::Null,
                            Some(ScalarKind::Num(x)) => Value::Number(*x),
                            Some(ScalarKind::Text(t)) => Value::Text(t),
                        };
                        s.set(&key, value).map_err(de::Error::custom)?;
                    }
                    Ok(s)
                }
            }
            d.deserialize_map(V)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_and_errors() {
        let s = Scenario::from_pairs([
            ("model", Value::Text("linear")),
            ("m1", Value::Number(5.0)),
            ("m2", Value::Text(" 5 ")),
            ("k1", Value::Text("1e4")),
            ("v0", Value::Text("")),
            ("mass_rule", Value::Text("arithmetic")),
            ("end", Value::Text("force")),
        ])
        .unwrap();
        assert_eq!(s.m2, Some(5.0));
        assert_eq!(s.k1, Some(1e4));
        assert_eq!(s.v0, None);
        assert_eq!(s.mass_rule, MassRule::Arithmetic);
        assert_eq!(s.end, End::Force);

        let err = Scenario::from_pairs([("v0", Value::Text("fast"))]).unwrap_err();
        assert_eq!(err.field(), "v0");
        let err = Scenario::from_pairs([("foo", Value::Number(1.0))]).unwrap_err();
        assert_eq!(err, Error::Unknown { field: "foo".into() });
        let err = Scenario::from_pairs([("model", Value::Text("quantum"))]).unwrap_err();
        assert_eq!(err.field(), "model");
        let err = Scenario::from_pairs([("end", Value::Number(1.0))]).unwrap_err();
        assert_eq!(err.field(), "end");
        // Text "NaN" parses; the range check in solve rejects it with the value shown.
        let s = Scenario::from_pairs([("e", Value::Text("NaN"))]).unwrap();
        assert!(s.e.unwrap().is_nan());
    }

    #[test]
    fn every_key_is_settable() {
        let mut s = Scenario::default();
        for k in KEYS {
            let v = match k {
                "model" => Value::Text("linear"),
                "mass_rule" => Value::Text("reduced"),
                "end" => Value::Text("overlap"),
                _ => Value::Number(1.0),
            };
            s.set(k, v).unwrap();
        }
    }
}
