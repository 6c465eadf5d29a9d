//! One relation e → damping constant of the restitution ↔ damping view
//! ([`crate::damping_view`]): its curve over e, and at a requested e the damping it gives and the
//! restitution that damping really achieves. Each model states its own relations
//! ([`super::info::ModelInfo::relations`]); these are the two ways to build one.

use crate::error::Error;
use alloc::string::String;
use alloc::vec::Vec;

/// One published relation e → damping constant.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Relation {
    /// Short name (the `formula` key for Hunt–Crossley).
    pub name: String,
    /// The name a reader sees (a legend, a table): the relation's authors for Hunt–Crossley.
    pub label: String,
    /// The formula.
    pub formula: String,
    /// Where it comes from.
    pub source: String,
    /// Whether it is exact for this model and end criterion.
    pub exact: bool,
    /// (e, damping constant) points over the plotted range.
    pub curve: Vec<(f64, f64)>,
    /// At the requested e: the damping constant it gives.
    pub damping_at_e: Option<f64>,
    /// At the requested e: the restitution that damping really achieves (integrated, or
    /// by the model's exact relation where one exists).
    pub achieved_at_e: Option<f64>,
    /// Why it has no value at the requested e, if so.
    pub note: Option<String>,
}

/// Restitution grid of the curves: 0.02 … 1.
fn e_grid() -> impl Iterator<Item = f64> {
    const N: usize = 50;
    (0..N).map(|i| 0.02 + 0.98 * i as f64 / (N - 1) as f64)
}

/// A relation given as a function e → damping, with achieved e from `achieve`.
pub(crate) fn relation(
    name: &str,
    (formula, source): (&str, &str),
    exact: bool,
    requested: Option<f64>,
    f: &dyn Fn(f64) -> Result<f64, String>,
    achieve: &dyn Fn(f64) -> Result<f64, Error>,
) -> Result<Relation, Error> {
    let curve = e_grid().filter_map(|e| f(e).ok().map(|a| (e, a))).collect();
    let (mut damping_at_e, mut achieved_at_e, mut note) = (None, None, None);
    if let Some(e) = requested {
        match f(e) {
            Ok(a) => {
                damping_at_e = Some(a);
                // A failure here comes from the user's e (as `solve` reports it).
                achieved_at_e = Some(achieve(a).map_err(|err| err.at("e"))?);
            }
            Err(why) => note = Some(why),
        }
    }
    Ok(Relation {
        name: name.into(),
        label: name.into(),
        formula: formula.into(),
        source: source.into(),
        exact,
        curve,
        damping_at_e,
        achieved_at_e,
        note,
    })
}

/// A relation known only forwards (damping → e, by integration): sampled on a damping grid
/// that spans e from 1 down to about 0.02 (or up to the constant `a_max`), and inverted at the
/// requested e.
pub(crate) fn forward_relation(
    name: &str,
    (formula, source): (&str, &str),
    requested: Option<f64>,
    a_max: f64,
    forward: &dyn Fn(f64) -> Result<f64, Error>,
    invert: &dyn Fn(f64) -> Result<f64, Error>,
) -> Result<Relation, Error> {
    let mut curve = Vec::new();
    let mut a = 0.0;
    let mut step = 0.02;
    for _ in 0..80 {
        let e = forward(a)?;
        curve.push((e, a));
        if e < 0.02 || a > a_max {
            break;
        }
        a += step;
        step *= 1.12;
    }
    curve.reverse();
    let (damping_at_e, achieved_at_e) = match requested {
        Some(e) => {
            // Failures here come from the user's e (as `solve` reports them).
            let a = invert(e).map_err(|err| err.at("e"))?;
            (Some(a), Some(forward(a).map_err(|err| err.at("e"))?))
        }
        None => (None, None),
    };
    Ok(Relation {
        name: name.into(),
        label: name.into(),
        formula: formula.into(),
        source: source.into(),
        exact: true,
        curve,
        damping_at_e,
        achieved_at_e,
        note: None,
    })
}
