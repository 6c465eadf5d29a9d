//! What each model knows of itself, asked by the analyses instead of matching on the model:
//! its force law and source, the symbol of its damping constant, its elastic exponent, its
//! keys, its relations e ↔ damping, its working, what a sweep holds of its damping and
//! whether its contact scales with the impact speed. Each model implements [`ModelInfo`] in
//! its own module; [`super::dispatch::info`] hands a [`crate::scenario::Model`]'s
//! implementation to the one generic call.

use super::relation::Relation;
use super::working::{Facts, Step};
use crate::error::Error;
use crate::scenario::{End, Scenario};
use alloc::vec::Vec;

/// How a model's spring takes its stiffness (what `compare` and the timestep's shorthand
/// give it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spring {
    /// A linear spring: `k`, or `k1`, `k2` in series \[N/m\]; `material`: whether it also
    /// forms k from the material (E, ν, r) by a rule of its own.
    Linear {
        /// Whether the material gives its k.
        material: bool,
    },
    /// k ξ^w: `k` \[N/m^w\], or 4/3 E*√R* from the material when w = 3/2 (Hertz).
    Hertz,
}

/// What a speed sweep holds of a model's damping (see [`crate::sweep`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Holds {
    /// Nothing: the model has no damping (Hertz).
    Nothing,
    /// Its damping constant, a dimensionless or material constant described by the text.
    Constant(&'static str),
    /// The dashpot coefficient λ of λ ξ^p ξ̇ (the constant α2 is defined per impact speed).
    Lambda,
}

/// A model's knowledge of itself, implemented in its own module.
pub trait ModelInfo {
    /// The force law, for display.
    const FORMULA: &'static str;
    /// Where the model comes from.
    const SOURCE: &'static str;
    /// Symbol of the model's damping constant ("–" for none).
    const DAMPING_SYMBOL: &'static str;
    /// See [`ModelInfo::FORMULA`].
    fn formula(&self) -> &'static str {
        Self::FORMULA
    }
    /// See [`ModelInfo::SOURCE`].
    fn source(&self) -> &'static str {
        Self::SOURCE
    }
    /// See [`ModelInfo::DAMPING_SYMBOL`].
    fn damping_symbol(&self) -> &'static str {
        Self::DAMPING_SYMBOL
    }
    /// The elastic exponent w of k ξ^w for the scenario's `w` (the key), with the model's
    /// default; `None` where the model needs `w` and it is not given (it reports that).
    fn elastic_exponent(&self, w: Option<f64>) -> Option<f64>;
    /// The w a scenario converted to this model from `from` takes (`Scenario::for_model`):
    /// the model's own, unless it takes `w`.
    fn converted_w(&self, _from: &Scenario) -> f64 {
        self.elastic_exponent(None).unwrap_or(1.5)
    }
    /// How its spring takes its stiffness.
    fn spring(&self) -> Spring {
        Spring::Hertz
    }
    /// Whether the law is elastic: no damping, e = 1 (Hertz).
    fn elastic(&self) -> bool {
        false
    }
    /// The damping constant of an undamped contact (`None`: the model takes none).
    fn undamped(&self) -> Option<f64> {
        Some(0.0)
    }
    /// Whether it is the linear spring–dashpot F = k ξ + c ξ̇, whose contact time and
    /// restitution do not depend on the impact speed (Teufelsbauer, Hübl & Wu 2008's
    /// listing replays it).
    fn linear_spring_dashpot(&self) -> bool {
        false
    }
    /// Whether its stiffness follows from the material at the scenario's impact speed (the
    /// linear model's k with Hertz's maximum overlap): a sweep over v0 holds k instead.
    fn stiffness_follows_speed(&self, _sc: &Scenario) -> bool {
        false
    }
    /// What a sweep over the speed, drop height or mass holds of its damping.
    fn holds(&self) -> Holds;
    /// Whether its contact with the damping held (see [`ModelInfo::holds`]) has the same
    /// restitution at every impact speed, so that one solution scales to every speed (no
    /// body acceleration): its dimensionless contact does not depend on v0. `(w, p)`: the
    /// exponents solved.
    fn scales_with_speed(&self, _w: f64, _p: f64) -> bool {
        false
    }
    /// The relations e ↔ damping of the restitution–damping view ([`crate::damping_view`]) and the
    /// symbol they give, for the scenario's end criterion and exponents, at `requested`.
    fn relations(
        &self,
        sc: &Scenario,
        requested: Option<f64>,
        end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error>;
    /// The working behind a solution, with the user's numbers ([`crate::explain`]).
    fn working(&self, f: &Facts) -> Vec<Step>;
}
