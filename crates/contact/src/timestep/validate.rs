//! The boundary checks of the timestep's own keys: each error names the key, the value and
//! the allowed range. The pipeline ([`super::timestep`]) calls them in the order it reads
//! the keys, so that of several bad keys the same one is always reported first; the keys of
//! the pair are checked where the pair is solved ([`crate::solve`]).

use super::input::{TimestepInput, DEFAULT_RAYLEIGH_FRACTION, DEFAULT_SAFETY_FACTOR};
use crate::error::Error;

/// The dimension: `dim`, else the packing's, else 3.
pub(super) fn dim(inp: &TimestepInput) -> Result<u8, Error> {
    match inp.dim.or(inp.packing.map(|p| p.dim())) {
        None => Ok(3),
        Some(d @ (2 | 3)) => Ok(d),
        Some(d) => Err(Error::OutOfRange {
            field: "dim",
            value: d as f64,
            what: "dimension",
            allowed: "2 or 3",
        }),
    }
}

/// The view's own numbers, at the boundary (used or not, a bad one is an error at its key).
pub(super) fn view_numbers(inp: &TimestepInput) -> Result<(), Error> {
    for (field, x, what, allowed) in [
        ("ks_ratio", inp.ks_ratio, "shear-to-normal stiffness ratio", "a finite number ≥ 0"),
        ("kn_rot", inp.kn_rot, "rotational stiffness", "a finite number ≥ 0 N·m/rad"),
        ("ks_rot", inp.ks_rot, "rotational stiffness", "a finite number ≥ 0 N·m/rad"),
    ] {
        if let Some(x) = x.filter(|x| !(x.is_finite() && *x >= 0.0)) {
            return Err(Error::OutOfRange { field, value: x, what, allowed });
        }
    }
    Ok(())
}

/// The fraction of the Rayleigh time, in (0, 1] (default [`DEFAULT_RAYLEIGH_FRACTION`]).
pub(super) fn rayleigh_fraction(inp: &TimestepInput) -> Result<f64, Error> {
    match inp.rayleigh_fraction {
        None => Ok(DEFAULT_RAYLEIGH_FRACTION),
        Some(f) if f > 0.0 && f <= 1.0 => Ok(f),
        Some(f) => Err(Error::OutOfRange {
            field: "rayleigh_fraction",
            value: f,
            what: "fraction of the Rayleigh time",
            allowed: "in (0, 1]",
        }),
    }
}

/// The safety factor, in (0, 1] (default [`DEFAULT_SAFETY_FACTOR`]).
pub(super) fn safety_factor(inp: &TimestepInput) -> Result<f64, Error> {
    match inp.safety_factor {
        None => Ok(DEFAULT_SAFETY_FACTOR),
        Some(f) if f > 0.0 && f <= 1.0 => Ok(f),
        Some(f) => Err(Error::OutOfRange {
            field: "safety_factor",
            value: f,
            what: "safety factor",
            allowed: "in (0, 1]",
        }),
    }
}

/// A finite number > 0 when given.
pub(super) fn pos(
    field: &'static str,
    x: Option<f64>,
    what: &'static str,
    allowed: &'static str,
) -> Result<Option<f64>, Error> {
    match x {
        Some(x) if x.is_finite() && x > 0.0 => Ok(Some(x)),
        Some(x) => Err(Error::OutOfRange { field, value: x, what, allowed }),
        None => Ok(None),
    }
}

/// A finite number ≥ 0.
pub(super) fn nonneg(field: &'static str, x: f64, what: &'static str) -> Result<f64, Error> {
    if x.is_finite() && x >= 0.0 {
        Ok(x)
    } else {
        Err(Error::OutOfRange { field, value: x, what, allowed: "a finite number ≥ 0" })
    }
}

/// Poisson's ratio in (−1, 0.5], as `solve` takes it (0.5 was once refused here only;
/// the Rayleigh time, G = E/(2(1 + ν)) and Mindlin's k_s/k_n = 2(1 − ν)/(2 − ν) are all
/// defined there).
pub(super) fn poisson(field: &'static str, nu: f64) -> Result<(), Error> {
    if nu > -1.0 && nu <= 0.5 {
        Ok(())
    } else {
        Err(Error::OutOfRange {
            field,
            value: nu,
            what: "Poisson's ratio",
            allowed: "in (−1, 0.5]",
        })
    }
}
