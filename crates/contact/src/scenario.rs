//! [`Scenario`]: one calculation, as the CLI reads it (JSON), the page keeps it (URL query)
//! and the wasm API takes it (a JS object). All three go through [`Scenario::set`], so a
//! key means the same everywhere and every error names its key.

use crate::error::Error;
use alloc::string::ToString;

/// An enum whose variants have scenario names.
macro_rules! named {
    ($(#[$doc:meta])* $name:ident, $expected:literal { $($(#[$vdoc:meta])* $v:ident = $s:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        pub enum $name {
            $($(#[$vdoc])* #[cfg_attr(feature = "serde", serde(rename = $s))] $v,)+
        }
        impl $name {
            /// Every variant, in display order.
            pub const ALL: &'static [$name] = &[$($name::$v),+];
            /// The scenario name.
            pub fn name(self) -> &'static str {
                match self { $($name::$v => $s),+ }
            }
            /// The variant of a scenario name.
            pub fn parse(s: &str) -> Option<$name> {
                Self::ALL.iter().copied().find(|v| v.name() == s)
            }
            const EXPECTED: &'static str = $expected;
        }
    };
}

named! {
    /// The contact model.
    Model, "a model name: linear, hertz, tsuji, hunt-crossley, power-law or power-function" {
        /// Linear spring–dashpot: F = k ξ + c ξ̇ (seed 000; seed 001 §II.A).
        Linear = "linear",
        /// Hertz, elastic: F = k ξ^(3/2), k = 4/3 E*√R* (seed 001 eq. 5).
        Hertz = "hertz",
        /// Tsuji et al.: F = k ξ^(3/2) + α1 √(m k) ξ^(1/4) ξ̇ (seed 001 eq. 6–7).
        Tsuji = "tsuji",
        /// Hunt–Crossley form of Hu et al.: F = k ξ^w + λ ξ^w ξ̇, λ = α2 k / v0 (seed 001 eq. 11).
        HuntCrossley = "hunt-crossley",
        /// General power law: F = k ξ^w + λ ξ^p ξ̇ (seed 001 eq. 8–10).
        PowerLaw = "power-law",
        /// An's elastic–inelastic power-function model (seed 004): k ξ to F_t, then F_t;
        /// unloading F_B (ξ/ξ_B)^b.
        PowerFunction = "power-function",
    }
}

named! {
    /// How the two masses combine into the one effective mass of the equivalent system.
    MassRule, "\"reduced\" or \"arithmetic\"" {
        /// m = m1 m2 / (m1 + m2), the reduced mass (seed 000 eq. 4; seed 001 §II.A).
        Reduced = "reduced",
        /// m = (m1 + m2) / 2, the arithmetic mean that PFC3D 3.0 used (seed 000 eq. 12).
        Arithmetic = "arithmetic",
    }
}

named! {
    /// When the contact ends.
    End, "\"overlap\" or \"force\"" {
        /// When the overlap returns to 0; the force may become tensile before (seeds 000, 001).
        Overlap = "overlap",
        /// When the force first returns to 0: codes that clip tension (PFC "no-tension", Yade,
        /// Chrono); T. Schwager & T. Pöschel, *Granular Matter* 9 (2007) 465–469.
        Force = "force",
    }
}

named! {
    /// Which relation turns a restitution into the Hunt–Crossley damping constant α2 = χ v0.
    Formula, "exact, hu-fit, hunt-crossley, lankarani-nikravesh, flores or gonthier" {
        /// α2 (1 + e) = ln((1 + α2)/(1 − α2 e)), exact for any w (DESIGN.md; Carvalho &
        /// Martins 2019).
        Exact = "exact",
        /// α2 = −ln e · 6.66264 / (3.85238 + ln e), Hu et al.'s fit (seed 001 eq. 13).
        HuFit = "hu-fit",
        /// α2 = 3(1 − e)/2, Hunt & Crossley (1975).
        HuntCrossley = "hunt-crossley",
        /// α2 = 3(1 − e²)/4, Lankarani & Nikravesh (1990).
        LankaraniNikravesh = "lankarani-nikravesh",
        /// α2 = 8(1 − e)/(5e), Flores et al. (2011).
        Flores = "flores",
        /// α2 = (1 − e²)/e, Gonthier et al. (2004).
        Gonthier = "gonthier",
    }
}

named! {
    /// How the linear model takes its stiffness from the material (E, ν, r).
    LinearK, "\"equal-overlap\" or \"di-maio-di-renzo\"" {
        /// k = m v0² / ξ_max²: the same maximum overlap as the Hertz contact (what seed 001's
        /// Table I uses: 3.357e7 N/m).
        EqualOverlap = "equal-overlap",
        /// k = (320/81 · m v0² E*⁴ R*²)^(1/5), Di Maio & Di Renzo (seed 001 eq. 4): Hertz's
        /// F_max/ξ_max, 5/4 of the equal-overlap value.
        DiMaioDiRenzo = "di-maio-di-renzo",
    }
}

impl Model {
    /// The force law, for display.
    pub fn formula(self) -> &'static str {
        match self {
            Model::Linear => "F = k ξ + c ξ̇,  c = 2α√(m k)",
            Model::Hertz => "F = k ξ^(3/2),  k = 4/3 E*√R*  (elastic)",
            Model::Tsuji => "F = k ξ^(3/2) + α1 √(m k) ξ^(1/4) ξ̇",
            Model::HuntCrossley => "F = k ξ^w + λ ξ^w ξ̇,  λ = α2 k / v0",
            Model::PowerLaw => "F = k ξ^w + λ ξ^p ξ̇,  λ = α2 m v0 (k/(m v0²))^((1+p)/(1+w))",
            Model::PowerFunction => {
                "loading F = k ξ up to F_t, then F = F_t; unloading F = F_B (ξ/ξ_B)^b"
            }
        }
    }
    /// Where the model comes from.
    pub fn source(self) -> &'static str {
        match self {
            Model::Linear => "seed 000 eq. (1)–(14); seed 001 eq. (1)–(3)",
            Model::Hertz => "seed 001 eq. (5)",
            Model::Tsuji => "Tsuji et al. (1992); seed 001 eq. (6)–(7)",
            Model::HuntCrossley => "Hunt & Crossley (1975); Hu et al., seed 001 eq. (11)–(13)",
            Model::PowerLaw => "seed 001 §III, eq. (8)–(10)",
            Model::PowerFunction => "An (2006), seed 004 eq. (1)–(3)",
        }
    }
    /// Symbol of the model's dimensionless damping constant ("–" for none).
    pub fn damping_symbol(self) -> &'static str {
        match self {
            Model::Linear => "α",
            Model::Hertz => "–",
            Model::Tsuji => "α1",
            Model::HuntCrossley | Model::PowerLaw => "α2",
            Model::PowerFunction => "b",
        }
    }
}

impl Default for Model {
    fn default() -> Self {
        Model::Linear
    }
}
impl Default for MassRule {
    fn default() -> Self {
        MassRule::Reduced
    }
}
impl Default for End {
    fn default() -> Self {
        End::Overlap
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

/// The numeric keys, with the field each sets. One table serves `set`, `get` and [`KEYS`].
macro_rules! numeric_keys {
    ($($key:literal => $field:ident: $doc:literal,)+) => {
        /// One calculation. Every field is optional at this level so that a missing value
        /// gets a message of our own; [`crate::solve`] validates the whole. Units are SI.
        #[derive(Debug, Clone, PartialEq, Default)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize))]
        pub struct Scenario {
            /// Contact model.
            pub model: Model,
            /// Effective-mass rule.
            pub mass_rule: MassRule,
            /// End-of-contact criterion.
            pub end: End,
            /// Hunt–Crossley: the relation for α2 from `e` (default exact).
            #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
            pub formula: Option<Formula>,
            /// Linear model from material: how k is chosen (default equal-overlap).
            #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
            pub linear_k: Option<LinearK>,
            $(
                #[doc = $doc]
                #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none", rename = $key))]
                pub $field: Option<f64>,
            )+
        }

        /// Every key a scenario may carry.
        pub const KEYS: &[&str] = &["model", "mass_rule", "end", "formula", "linear_k", $($key),+];

        impl Scenario {
            fn number_slot(&mut self, key: &str) -> Option<&mut Option<f64>> {
                match key {
                    $($key => Some(&mut self.$field),)+
                    _ => None,
                }
            }
            /// The numeric keys that are set, in table order.
            pub fn numbers(&self) -> impl Iterator<Item = (&'static str, f64)> + '_ {
                [$(($key, self.$field)),+].into_iter().filter_map(|(k, v)| v.map(|v| (k, v)))
            }
        }
    };
}

numeric_keys! {
    "m1" => m1: "Mass of body 1 \\[kg\\] (or `rho1` with `r1`).",
    "m2" => m2: "Mass of body 2 \\[kg\\]; absent for a wall (infinite mass).",
    "rho1" => rho1: "Density of body 1 \\[kg/m³\\], a sphere of radius `r1`.",
    "rho2" => rho2: "Density of body 2 \\[kg/m³\\], a sphere of radius `r2`.",
    "k" => k: "Contact stiffness \\[N/m^w\\] (N/m for linear, N/m^1.5 for Hertz-type).",
    "k1" => k1: "Linear: stiffness of body 1 \\[N/m\\], in series with `k2`.",
    "k2" => k2: "Linear: stiffness of body 2 or the wall \\[N/m\\].",
    "E1" => e1_modulus: "Young's modulus of body 1 \\[Pa\\].",
    "nu1" => nu1: "Poisson's ratio of body 1.",
    "r1" => r1: "Radius of body 1 \\[m\\].",
    "E2" => e2_modulus: "Young's modulus of body 2 \\[Pa\\]; absent (or inf) for a rigid wall.",
    "nu2" => nu2: "Poisson's ratio of body 2.",
    "r2" => r2: "Radius of body 2 \\[m\\]; absent for a flat wall.",
    "v0" => v0: "Normal approach speed at first touch \\[m/s\\], > 0 (or `h0`).",
    "h0" => h0: "Drop height \\[m\\] (instead of `v0`): v0 = √(2 g h0), g default 9.81.",
    "e" => e: "Requested coefficient of restitution, in (0, 1].",
    "damping" => damping: "The model's own damping constant (α, α1, α2; b for power-function).",
    "transition_force" => transition_force: "power-function: transition force F_t \\[N\\] (absent: never inelastic).",
    "exponent" => exponent: "power-function: unloading exponent b (synonym of `damping`).",
    "w" => w: "Exponent of the elastic force k ξ^w (hunt-crossley, power-law).",
    "p" => p: "Exponent of the damping force λ ξ^p ξ̇ (power-law).",
    "g" => g: "Constant acceleration pushing the bodies together \\[m/s²\\] (default 0).",
}

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
                self.model = choice(key, value, Model::parse, Model::EXPECTED)?.unwrap_or_default()
            }
            "mass_rule" => {
                self.mass_rule =
                    choice(key, value, MassRule::parse, MassRule::EXPECTED)?.unwrap_or_default()
            }
            "end" => self.end = choice(key, value, End::parse, End::EXPECTED)?.unwrap_or_default(),
            "formula" => self.formula = choice(key, value, Formula::parse, Formula::EXPECTED)?,
            "linear_k" => self.linear_k = choice(key, value, LinearK::parse, LinearK::EXPECTED)?,
            _ => match self.number_slot(key) {
                Some(slot) => *slot = number(key, value)?,
                None => return Err(Error::Unknown { field: key.to_string() }),
            },
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

    /// The keys that are set (options that differ from their defaults count as set).
    pub fn given(&self) -> impl Iterator<Item = &'static str> + '_ {
        let opts = [("formula", self.formula.is_some()), ("linear_k", self.linear_k.is_some())];
        opts.into_iter().filter(|o| o.1).map(|o| o.0).chain(self.numbers().map(|(k, _)| k))
    }
}

#[cfg(feature = "serde")]
pub(crate) use de::Scalar as ScalarValue;

#[cfg(feature = "serde")]
mod de {
    use super::{Scenario, Value};
    use alloc::string::String;
    use core::fmt;
    use serde::de::{self, Deserializer, MapAccess, Visitor};

    /// A scalar as JSON gives it: number, string or null.
    pub struct Scalar(Option<ScalarKind>);
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

    impl Scalar {
        /// As a [`Value`] borrowing this scalar.
        pub fn as_value(&self) -> Value<'_> {
            match &self.0 {
                None => Value::Null,
                Some(ScalarKind::Num(x)) => Value::Number(*x),
                Some(ScalarKind::Text(t)) => Value::Text(t),
            }
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
        for &k in KEYS {
            let v = match k {
                "model" => Value::Text("linear"),
                "mass_rule" => Value::Text("reduced"),
                "end" => Value::Text("overlap"),
                "formula" => Value::Text("hu-fit"),
                "linear_k" => Value::Text("di-maio-di-renzo"),
                _ => Value::Number(1.0),
            };
            s.set(k, v).unwrap();
        }
    }
}
