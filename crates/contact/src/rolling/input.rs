//! What the rolling test takes: [`RollingInput`], the keys of `dem-contact rolling` (and of
//! the Python `rolling()`), read one by one through [`RollingInput::set`] (numbers may come
//! as text with a unit of the key's dimension, `"2 mm"`, `"70 GPa"`). Values are only read
//! here; their ranges are checked when the test is solved.

use crate::error::Error;
use crate::models::rolling::RollingLaw;
use crate::scenario::{number_as, number_in, Value};
use crate::units::Dims;
use crate::units::{self, Physical};

/// The keys of the rolling test, in display order.
pub const ROLLING_KEYS: &[&str] = &[
    "r1",
    "m1",
    "rho1",
    "kn",
    "E1",
    "nu1",
    "E2",
    "nu2",
    "g",
    "v0",
    "rolling",
    "mu_r",
    "eta_r",
    "code",
    "kr",
    "krot",
    "gamma_r",
    "kr_factor",
    "kt",
];

/// A rolling dashpot of pseudo-force form, N·s/m.
const DAMPING: Dims = Dims { mass: 1.0, length: 0.0, time: -1.0 };

/// The single-ball rolling test: body 1, a solid sphere, rolls without slipping on a flat
/// wall under gravity and is slowed by a rolling-resistance law (Ai, Chen, Rotter & Ooi
/// 2011). Every field is optional at this level so that a missing value gets a message of
/// its own.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct RollingInput {
    /// `r1`: the sphere's radius \[m\].
    pub r1: Option<f64>,
    /// `m1`: its mass \[kg\] (or `rho1`).
    pub m1: Option<f64>,
    /// `rho1`: its density \[kg/m³\].
    pub rho1: Option<f64>,
    /// `kn`: the normal contact stiffness \[N/m\] (or the material).
    pub kn: Option<f64>,
    /// `E1`: the sphere's Young's modulus \[Pa\].
    pub e1: Option<f64>,
    /// `nu1`: its Poisson's ratio.
    pub nu1: Option<f64>,
    /// `E2`: the wall's Young's modulus \[Pa\] (absent: rigid).
    pub e2: Option<f64>,
    /// `nu2`: the wall's Poisson's ratio.
    pub nu2: Option<f64>,
    /// `g`: gravity \[m/s²\] (default 9.81).
    pub g: Option<f64>,
    /// `v0`: the centre's initial speed \[m/s\], rolling without slip.
    pub v0: Option<f64>,
    /// `rolling`: the law.
    pub law: Option<RollingLaw>,
    /// `mu_r`: the rolling-friction coefficient.
    pub mu_r: Option<f64>,
    /// `eta_r`: the EPSD dashpot's damping ratio (default 0).
    pub eta_r: Option<f64>,
    /// `code`: the test as that DEM code runs it ([`crate::codes::rolling::ROLLING_CODES`]).
    pub code: Option<&'static crate::codes::rolling::RollingCode>,
    /// `kr`: a code's pseudo-force rolling stiffness \[N/m\] (LAMMPS `k_roll`, MercuryDPM
    /// `rollingStiffness`).
    pub kr: Option<f64>,
    /// `krot`: a code's rolling stiffness typed as such \[N·m/rad\] (Yade `krot`).
    pub krot: Option<f64>,
    /// `gamma_r`: a code's pseudo-force rolling dashpot \[N·s/m\] (LAMMPS `gamma_roll`,
    /// MercuryDPM `rollingDissipation`; default 0).
    pub gamma_r: Option<f64>,
    /// `kr_factor`: LIGGGHTS epsd3's `coeffRollingStiffness`.
    pub kr_factor: Option<f64>,
    /// `kt`: the tangential stiffness \[N/m\] of the codes whose k_r = k_t L² (default:
    /// Mindlin's 8G*√(R* δ_s) from the material).
    pub kt: Option<f64>,
}

impl RollingInput {
    /// Sets one key. Unknown keys and values of the wrong kind are errors naming the key; a
    /// `Null` or blank value resets the key to "not given".
    pub fn set(&mut self, key: &str, value: Value<'_>) -> Result<(), Error> {
        if key == "rolling" {
            self.law = RollingLaw::read(value)?;
            return Ok(());
        }
        if key == "code" {
            self.code = code_of(value)?;
            return Ok(());
        }
        let Some((slot, dims)) = self.number_slot(key) else {
            return Err(Error::Unknown { field: key.into() });
        };
        *slot = match key {
            "krot" => number_in(key, value, Physical::named(dims, units::ROTATIONAL_STIFFNESS))?,
            _ => number_as(key, value, dims)?,
        };
        Ok(())
    }

    /// Sets every pair in order, stopping at the first bad one; a key given twice with a
    /// value is refused as [`crate::Reader`] refuses it (a blank or null value is "not given"
    /// and gives way).
    pub fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a str, Value<'a>)>,
    ) -> Result<RollingInput, Error> {
        let mut inp = RollingInput::default();
        let mut given: alloc::vec::Vec<(&'a str, alloc::string::String)> = alloc::vec::Vec::new();
        for (k, v) in pairs {
            if let Some((_, first)) = given.iter().find(|(g, _)| *g == k) {
                if !v.is_given() {
                    continue;
                }
                return Err(Error::Duplicate {
                    field: k.into(),
                    first: first.clone(),
                    second: v.as_typed(),
                });
            }
            inp.set(k, v)?;
            if v.is_given() {
                given.push((k, v.as_typed()));
            }
        }
        Ok(inp)
    }

    /// The numbers given, with their keys, in [`ROLLING_KEYS`]' order.
    pub(crate) fn numbers(&self) -> alloc::vec::Vec<(&'static str, f64)> {
        let mut copy = self.clone();
        ROLLING_KEYS
            .iter()
            .filter_map(|k| copy.number_slot(k).and_then(|(slot, _)| *slot).map(|x| (*k, x)))
            .collect()
    }

    /// An error of the test charged to a key the user gave, with its value
    /// ([`crate::scenario::charge`]): a failure found at a key left out (`eta_r` of a spring
    /// without dashpot) goes to an input beyond 1e±30, else the dissipation given (`eta_r`,
    /// `gamma_r`), else the rolling stiffness given (`krot`, `kr`, `kr_factor`, `kt`, `kn`,
    /// `E1`), else `v0`.
    pub(crate) fn charged(&self, err: Error) -> Error {
        let numbers = self.numbers();
        let has = |k: &str| numbers.iter().any(|(n, _)| *n == k);
        let culprit = crate::scenario::extreme_of(&numbers)
            .or_else(|| {
                ["eta_r", "gamma_r", "krot", "kr", "kr_factor", "kt", "kn", "E1"]
                    .into_iter()
                    .find(|k| has(k))
            })
            .unwrap_or("v0");
        crate::scenario::charge(
            err,
            &numbers,
            |k| ROLLING_KEYS.contains(&k) && !has(k) && k != "rolling" && k != "code",
            culprit,
        )
    }

    /// The field of a numeric key, with the dimension it is read in.
    fn number_slot(&mut self, key: &str) -> Option<(&mut Option<f64>, Dims)> {
        Some(match key {
            "r1" => (&mut self.r1, Dims::LENGTH),
            "m1" => (&mut self.m1, Dims::MASS),
            "rho1" => (&mut self.rho1, Dims::DENSITY),
            "kn" => (&mut self.kn, Dims::STIFFNESS),
            "E1" => (&mut self.e1, Dims::PRESSURE),
            "nu1" => (&mut self.nu1, Dims::NONE),
            "E2" => (&mut self.e2, Dims::PRESSURE),
            "nu2" => (&mut self.nu2, Dims::NONE),
            "g" => (&mut self.g, Dims::ACCELERATION),
            "v0" => (&mut self.v0, Dims::SPEED),
            "mu_r" => (&mut self.mu_r, Dims::NONE),
            "eta_r" => (&mut self.eta_r, Dims::NONE),
            "kr" => (&mut self.kr, Dims::STIFFNESS),
            "krot" => (&mut self.krot, Dims::ROTATIONAL_STIFFNESS),
            "gamma_r" => (&mut self.gamma_r, DAMPING),
            "kr_factor" => (&mut self.kr_factor, Dims::NONE),
            "kt" => (&mut self.kt, Dims::STIFFNESS),
            _ => return None,
        })
    }
}

/// `code`: a rolling code id (blank or null: not given).
fn code_of(value: Value<'_>) -> Result<Option<&'static crate::codes::rolling::RollingCode>, Error> {
    use crate::codes::rolling::{rolling_code, ROLLING_CODE_EXPECTED};
    let bad = |v: alloc::string::String| Error::Invalid {
        field: "code".into(),
        value: v,
        expected: ROLLING_CODE_EXPECTED,
    };
    match value {
        Value::Null => Ok(None),
        Value::Text(t) if t.trim().is_empty() => Ok(None),
        Value::Text(t) => rolling_code(t.trim()).map(Some).ok_or_else(|| bad(t.into())),
        Value::Number(x) => Err(bad(alloc::format!("{x}"))),
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for RollingInput {
    /// Reads a JSON object key by key through [`RollingInput::set`]: unknown keys are
    /// errors, and every message starts with the key.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::{self, MapAccess, Visitor};
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RollingInput;
            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(
                    "a rolling test such as {\"r1\": 0.01, \"rho1\": 2500, \"rolling\": \"constant\", \"mu_r\": 0.1, \"v0\": 0.5}",
                )
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RollingInput, A::Error> {
                let mut inp = RollingInput::default();
                while let Some(key) = map.next_key::<alloc::string::String>()? {
                    let v: crate::scenario::ScalarValue = map.next_value().map_err(|e| {
                        de::Error::custom(alloc::format!("{}: {e}", crate::text::KeyText(&key)))
                    })?;
                    inp.set(&key, v.as_value()).map_err(de::Error::custom)?;
                }
                Ok(inp)
            }
        }
        d.deserialize_map(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_units_and_errors() {
        let inp = RollingInput::from_pairs([
            ("r1", Value::Text("5 mm")),
            ("rho1", Value::Text("2.5 g/cm^3")),
            ("kn", Value::Text("100 kN/m")),
            ("v0", Value::Text("36 km/h")),
            ("rolling", Value::Text(" epsd ")),
            ("mu_r", Value::Number(0.1)),
            ("eta_r", Value::Text("")),
        ])
        .unwrap();
        assert_eq!(inp.r1, Some(0.005));
        assert!((inp.rho1.unwrap() - 2500.0).abs() < 1e-9);
        assert_eq!(inp.kn, Some(1e5));
        assert_eq!(inp.v0, Some(10.0));
        assert_eq!(inp.law, Some(RollingLaw::Epsd));
        assert_eq!(inp.eta_r, None);
        for &k in ROLLING_KEYS {
            let mut t = RollingInput::default();
            let v = match k {
                "rolling" => Value::Text("constant"),
                "code" => Value::Text("lammps-sds"),
                _ => Value::Number(1.0),
            };
            t.set(k, v).unwrap();
        }
        let err = RollingInput::from_pairs([("k", Value::Number(1.0))]).unwrap_err();
        assert_eq!(err, Error::Unknown { field: "k".into() });
        let err = RollingInput::from_pairs([("rolling", Value::Text("cdt"))]).unwrap_err();
        assert_eq!(err.field(), "rolling");
        assert!(err.to_string().contains("\"constant\""), "{err}");
        let err = RollingInput::from_pairs([("kn", Value::Text("1 N"))]).unwrap_err();
        assert_eq!(err.field(), "kn");
    }
}
