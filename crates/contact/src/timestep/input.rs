//! What a timestep calculation takes: [`TimestepInput`] (the keys of `dem-contact timestep`,
//! the page's timestep view and the wasm `timestep`), the contacts given as a list
//! ([`ContactInput`]), the defaults, and how each key is read ([`TimestepInput::set`], the
//! JSON reader). Values are only read here; their ranges are checked by [`super::validate`]
//! and the stage that uses them.

use super::packing::Packing;
use crate::error::Error;
use crate::scenario::{Model, Scenario};
use alloc::vec::Vec;

/// Default safety factor. Itasca PFC 7.0 documents its dynamic-timestep safety factor as
/// "By default, f = 1.0" (`model dynamic timestep safety-factor`); PFC's per-degree-of-
/// freedom estimate √(m/k) already sits a factor 2 below the single-spring limit 2√(m/k)
/// (Itasca PFC manual, Timestep Determination, eq. 9–10).
pub const DEFAULT_SAFETY_FACTOR: f64 = 1.0;

/// The fraction of the Rayleigh time recommended by default: EDEM's guidance of about 20 %
/// (Altair EDEM documentation).
pub const DEFAULT_RAYLEIGH_FRACTION: f64 = 0.2;

/// One contact as given: `normal` and `point` with 2 or 3 components (matching `dim`).
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize), serde(deny_unknown_fields))]
pub struct ContactInput {
    /// Contact normal, from the body towards the contact.
    pub normal: Vec<f64>,
    /// Contact point relative to the body's centre \[m\].
    pub point: Vec<f64>,
    /// Normal stiffness \[N/m\].
    pub kn: f64,
    /// Shear stiffness \[N/m\].
    #[cfg_attr(feature = "serde", serde(default))]
    pub ks: f64,
    /// Rotational stiffnesses \[N·m/rad\] (default 0).
    #[cfg_attr(feature = "serde", serde(default))]
    pub kn_rot: f64,
    /// See `kn_rot`.
    #[cfg_attr(feature = "serde", serde(default))]
    pub ks_rot: f64,
}

/// The scalar keys of a timestep calculation, in display order.
pub const TIMESTEP_KEYS: &[&str] = &[
    "dim",
    "m",
    "I",
    "r",
    "rho",
    "thickness",
    "packing",
    "kn",
    "ks",
    "kn_rot",
    "ks_rot",
    "E",
    "nu",
    "G",
    "v_max",
    "a_max",
    "epsilon",
    "safety_factor",
    "dt",
    "contact_time",
    "ks_ratio",
    "rayleigh_fraction",
    "r_min",
    "r_max",
    "rolling",
    "mu_r",
    "eta_r",
    "kr",
    "krot",
    "gamma_r",
    "kr_factor",
];

/// A timestep calculation (keys of `dem-contact timestep`).
///
/// The particles are described either with the shorthand keys of this struct (`r`, `rho`
/// or `m`, `E`, `nu`, `v_max`: two equal bodies) or with the scenario keys of the pair,
/// exactly as [`crate::solve`] takes them (`m1`, `r1`, `E1`, …, `v0`), kept in `pair`;
/// `model`, `e`, `damping`, `end` and the model's other keys go to `pair` either way.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TimestepInput {
    /// The contact's scenario keys (model, dissipation, end rule; the pair when given).
    pub pair: Scenario,
    /// The model, when given (the default depends on what describes the stiffness).
    pub model: Option<Model>,
    /// k_s/k_n when k_s is not given (default: Mindlin's 4G*/E* with a material, else 1).
    pub ks_ratio: Option<f64>,
    /// Fraction of the Rayleigh time (default [`DEFAULT_RAYLEIGH_FRACTION`]).
    pub rayleigh_fraction: Option<f64>,
    /// Smallest particle radius of a size range \[m\].
    pub r_min: Option<f64>,
    /// Largest particle radius of a size range \[m\].
    pub r_max: Option<f64>,
    /// 2 or 3 (default 3).
    pub dim: Option<u8>,
    /// Body mass \[kg\] (or `r` with `rho`).
    pub m: Option<f64>,
    /// Moment of inertia \[kg·m²\] (default: a solid sphere 2/5 m r², a disk ½ m r²).
    pub inertia: Option<f64>,
    /// Radius \[m\].
    pub r: Option<f64>,
    /// Density \[kg/m³\].
    pub rho: Option<f64>,
    /// 2D: disk thickness \[m\] (default 1, as PFC2D).
    pub thickness: Option<f64>,
    /// The body's contacts, or
    pub contacts: Vec<ContactInput>,
    /// a packing of equal bodies with `kn`, `ks`, `kn_rot`, `ks_rot`.
    pub packing: Option<Packing>,
    /// Packing: normal stiffness \[N/m\].
    pub kn: Option<f64>,
    /// Packing: shear stiffness \[N/m\].
    pub ks: Option<f64>,
    /// Packing: rotational stiffnesses \[N·m/rad\].
    pub kn_rot: Option<f64>,
    /// See `kn_rot`.
    pub ks_rot: Option<f64>,
    /// Young's modulus \[Pa\] (Rayleigh, Hertz).
    pub young: Option<f64>,
    /// Poisson's ratio.
    pub nu: Option<f64>,
    /// Shear modulus \[Pa\] (instead of E).
    pub shear: Option<f64>,
    /// Largest speed \[m/s\] (kinematic limit; Hertz impact speed).
    pub v_max: Option<f64>,
    /// Largest acceleration \[m/s²\].
    pub a_max: Option<f64>,
    /// Largest displacement per step \[m\].
    pub epsilon: Option<f64>,
    /// Safety factor (default [`DEFAULT_SAFETY_FACTOR`]).
    pub safety_factor: Option<f64>,
    /// A chosen timestep to assess \[s\].
    pub dt: Option<f64>,
    /// A contact duration for the rules of thumb \[s\] (e.g. from `solve`).
    pub contact_time: Option<f64>,
    /// The rolling-resistance law of the contacts: Ai et al.'s (`constant`, `epsd`) or a
    /// code's setting (`liggghts-epsd2`, `lammps-sds`, …); one with a spring adds the
    /// criterion `rolling`.
    pub rolling: Option<crate::codes::rolling_spring::RollingChoice>,
    /// The rolling-friction coefficient μ_r (with `rolling`).
    pub mu_r: Option<f64>,
    /// The EPSD rolling dashpot's damping ratio η_r (default 0).
    pub eta_r: Option<f64>,
    /// A code's pseudo-force rolling stiffness \[N/m\] (LAMMPS `k_roll`, MercuryDPM
    /// `rollingStiffness`; default: the suggested one).
    pub kr: Option<f64>,
    /// A code's rolling stiffness \[N·m/rad\] (Yade `krot`; default: the suggested one).
    pub krot: Option<f64>,
    /// A code's pseudo-force rolling dashpot \[N·s/m\] (LAMMPS `gamma_roll`, MercuryDPM
    /// `rollingDissipation`; default 0).
    pub gamma_r: Option<f64>,
    /// LIGGGHTS epsd3's `coeffRollingStiffness` (default: the suggested 2.25).
    pub kr_factor: Option<f64>,
}

impl TimestepInput {
    /// Sets one scalar key (numbers may come as text, with a unit of the key's dimension as
    /// [`crate::units`] reads them: `2 mm`, `70 GPa`; `packing` by name). `contacts` is set
    /// directly, as a list.
    pub fn set(&mut self, key: &str, value: crate::scenario::Value<'_>) -> Result<(), Error> {
        use crate::scenario::Value;
        match key {
            "packing" => self.packing = packing_of(key, value)?,
            "dim" => self.dim = dim_of(key, value)?,
            "rolling" => {
                self.rolling = crate::codes::rolling_spring::RollingChoice::read("rolling", value)?
            }
            "krot" => {
                self.krot = crate::scenario::number_in(
                    key,
                    value,
                    crate::units::Physical::named(
                        crate::units::Dims::ROTATIONAL_STIFFNESS,
                        crate::units::ROTATIONAL_STIFFNESS,
                    ),
                )?
            }
            "model" => {
                self.pair.set(key, value)?;
                self.model = match value {
                    Value::Text(t) if !t.trim().is_empty() => Some(self.pair.model),
                    _ => None,
                };
            }
            _ => match self.number_slot(key) {
                Some((slot, dims)) => *slot = crate::scenario::number_as(key, value, dims)?,
                None if crate::scenario::KEYS.contains(&key) => return self.pair.set(key, value),
                None => {
                    let known = TIMESTEP_KEYS.iter().chain(crate::scenario::KEYS).copied();
                    let known: alloc::vec::Vec<&'static str> = known.chain(["packing"]).collect();
                    return Err(match crate::text::closest(key, &known) {
                        Some(suggestion) => Error::Misspelled { field: key.into(), suggestion },
                        None => Error::Unknown { field: key.into() },
                    });
                }
            },
        }
        Ok(())
    }

    /// The dimension numeric key `key` of the timestep's own is read in (`None`: no such key).
    pub(super) fn key_dims(key: &str) -> Option<crate::units::Dims> {
        TimestepInput::default().number_slot(key).map(|(_, dims)| dims)
    }

    /// The field of a numeric key of the timestep's own, with the dimension it is read in.
    fn number_slot(&mut self, key: &str) -> Option<(&mut Option<f64>, crate::units::Dims)> {
        use crate::units::Dims;
        Some(match key {
            "m" => (&mut self.m, Dims::MASS),
            "I" => (&mut self.inertia, Dims::INERTIA),
            "r" => (&mut self.r, Dims::LENGTH),
            "rho" => (&mut self.rho, Dims::DENSITY),
            "thickness" => (&mut self.thickness, Dims::LENGTH),
            "kn" => (&mut self.kn, Dims::STIFFNESS),
            "ks" => (&mut self.ks, Dims::STIFFNESS),
            "kn_rot" => (&mut self.kn_rot, Dims::ROTATIONAL_STIFFNESS),
            "ks_rot" => (&mut self.ks_rot, Dims::ROTATIONAL_STIFFNESS),
            "E" => (&mut self.young, Dims::PRESSURE),
            "nu" => (&mut self.nu, Dims::NONE),
            "G" => (&mut self.shear, Dims::PRESSURE),
            "v_max" => (&mut self.v_max, Dims::SPEED),
            "a_max" => (&mut self.a_max, Dims::ACCELERATION),
            "epsilon" => (&mut self.epsilon, Dims::LENGTH),
            "safety_factor" => (&mut self.safety_factor, Dims::NONE),
            "dt" => (&mut self.dt, Dims::TIME),
            "contact_time" => (&mut self.contact_time, Dims::TIME),
            "ks_ratio" => (&mut self.ks_ratio, Dims::NONE),
            "rayleigh_fraction" => (&mut self.rayleigh_fraction, Dims::NONE),
            "r_min" => (&mut self.r_min, Dims::LENGTH),
            "r_max" => (&mut self.r_max, Dims::LENGTH),
            "mu_r" => (&mut self.mu_r, Dims::NONE),
            "eta_r" => (&mut self.eta_r, Dims::NONE),
            "kr" => (&mut self.kr, Dims::STIFFNESS),
            "gamma_r" => (&mut self.gamma_r, Dims { mass: 1.0, length: 0.0, time: -1.0 }),
            "kr_factor" => (&mut self.kr_factor, Dims::NONE),
            _ => return None,
        })
    }
}

/// `packing`: a packing name (blank or null: not given).
fn packing_of(key: &str, value: crate::scenario::Value<'_>) -> Result<Option<Packing>, Error> {
    use crate::scenario::Value;
    match value {
        Value::Null => Ok(None),
        Value::Text(t) if t.trim().is_empty() => Ok(None),
        Value::Text(t) => Packing::parse(t.trim()).map(Some).ok_or_else(|| Error::Invalid {
            field: key.into(),
            value: t.into(),
            expected: "simple-cubic, body-centred-cubic, face-centred-cubic, square or hexagonal",
        }),
        Value::Number(x) => Err(Error::Invalid {
            field: key.into(),
            value: alloc::format!("{x}"),
            expected: "a packing name",
        }),
    }
}

/// `dim`: 2 or 3.
fn dim_of(key: &str, value: crate::scenario::Value<'_>) -> Result<Option<u8>, Error> {
    match crate::scenario::number_as(key, value, crate::units::Dims::NONE)? {
        None => Ok(None),
        Some(d) if d == 2.0 || d == 3.0 => Ok(Some(d as u8)),
        Some(d) => {
            Err(Error::OutOfRange { field: "dim", value: d, what: "dimension", allowed: "2 or 3" })
        }
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for TimestepInput {
    /// Reads a JSON object key by key: scalars through [`TimestepInput::set`], `contacts` as
    /// a list of [`ContactInput`]. Every message starts with the key.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::{self, MapAccess, Visitor};
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = TimestepInput;
            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("a timestep object such as {\"m\": 1e-3, \"packing\": \"face-centred-cubic\", …}")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<TimestepInput, A::Error> {
                let mut t = TimestepInput::default();
                while let Some(key) = map.next_key::<alloc::string::String>()? {
                    if key == "contacts" {
                        t.contacts = map
                            .next_value::<Vec<ContactInput>>()
                            .map_err(|e| de::Error::custom(alloc::format!("contacts: {e}")))?;
                        continue;
                    }
                    let v: crate::scenario::ScalarValue = map.next_value().map_err(|e| {
                        de::Error::custom(alloc::format!("{}: {e}", crate::text::KeyText(&key)))
                    })?;
                    t.set(&key, v.as_value()).map_err(de::Error::custom)?;
                }
                Ok(t)
            }
        }
        d.deserialize_map(V)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * a.abs().max(b.abs()).max(1e-300)
    }

    #[test]
    fn units_in_set() {
        use crate::scenario::Value;
        let mut t = TimestepInput::default();
        for (k, v) in [
            ("m", "2.1 g"),
            ("r", "2 mm"),
            ("rho", "2.6 t/m³"),
            ("kn", "100 kN/m"),
            ("kn_rot", "3 N·m/rad"),
            ("I", "5 g·cm²"),
            ("E", "70 GPa"),
            ("dt", "25 µs"),
            ("v_max", "72 km/h"),
            ("a_max", "9.81 m/s^2"),
            ("safety_factor", "80 %"),
        ] {
            t.set(k, Value::Text(v)).unwrap();
        }
        assert_eq!(t.m, Some(0.0021));
        assert_eq!(t.r, Some(0.002));
        assert_eq!(t.rho, Some(2600.0));
        assert_eq!(t.kn, Some(1e5));
        assert_eq!(t.kn_rot, Some(3.0));
        assert!(close(t.inertia.unwrap(), 5e-7));
        assert_eq!(t.young, Some(7e10));
        assert_eq!(t.dt, Some(2.5e-5));
        assert_eq!(t.v_max, Some(20.0));
        assert_eq!(t.a_max, Some(9.81));
        assert_eq!(t.safety_factor, Some(0.8));
        let err = t.set("kn", Value::Text("100 kN")).unwrap_err();
        assert_eq!(err.to_string(), r#"kn = "100 kN": "kN" is a force (N), not a stiffness (N/m)"#);
        assert_eq!(t.set("dt", Value::Text("1 m")).unwrap_err().field(), "dt");
    }
}
