//! The one place a [`Model`] finds its module: [`info`] asks a model's [`ModelInfo`], and
//! `solve` solves a scenario by its model. The calls are dispatched statically (`each!`):
//! a caller that asks only for the formula links only the formulas (the page's first-load
//! WebAssembly asks for no working or view).

use super::info::{Holds, ModelInfo, Spring};
use super::relation::Relation;
use super::working::{Facts, Step};
use super::Solved;
use crate::error::Error;
use crate::scenario::{End, Model, Scenario};
use alloc::vec::Vec;

/// Runs `$body` with `$i` bound to the [`ModelInfo`] of `$model` (static dispatch: each
/// call site links only what it asks).
macro_rules! each {
    ($model:expr, $i:ident => $body:expr) => {
        match $model {
            Model::Linear => {
                let $i = &super::linear::Info;
                $body
            }
            Model::Hertz => {
                let $i = &super::hertz::Info;
                $body
            }
            Model::Tsuji => {
                let $i = &super::tsuji::Info;
                $body
            }
            Model::HuntCrossley => {
                let $i = &super::hunt_crossley::Info;
                $body
            }
            Model::PowerLaw => {
                let $i = &super::power_law::Info;
                $body
            }
            Model::PowerFunction => {
                let $i = &super::power_function::Info;
                $body
            }
            Model::Viscoelastic => {
                let $i = &super::viscoelastic::Info;
                $body
            }
            #[cfg(feature = "all-models")]
            Model::Hysteretic => {
                let $i = &super::plastic::hysteretic::Info;
                $body
            }
            #[cfg(feature = "all-models")]
            Model::Eepa => {
                let $i = &super::plastic::eepa::Info;
                $body
            }
            #[cfg(feature = "all-models")]
            Model::Thornton => {
                let $i = &super::plastic::thornton::Info;
                $body
            }
        }
    };
}

/// A model's knowledge, asked generically: `info(model).formula()`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info(pub Model);

/// The knowledge of `model`.
pub fn info(model: Model) -> Info {
    Info(model)
}

impl Info {
    /// See [`ModelInfo::formula`].
    pub fn formula(self) -> &'static str {
        each!(self.0, i => i.formula())
    }
    /// See [`ModelInfo::source`].
    pub fn source(self) -> &'static str {
        each!(self.0, i => i.source())
    }
    /// See [`ModelInfo::damping_symbol`].
    pub fn damping_symbol(self) -> &'static str {
        each!(self.0, i => i.damping_symbol())
    }
    /// See [`ModelInfo::elastic_exponent`].
    pub fn elastic_exponent(self, w: Option<f64>) -> Option<f64> {
        each!(self.0, i => i.elastic_exponent(w))
    }
    /// See [`ModelInfo::converted_w`].
    pub fn converted_w(self, from: &Scenario) -> f64 {
        each!(self.0, i => i.converted_w(from))
    }
    /// Whether the model takes `key` (the key table's [`crate::keys_of`]).
    pub fn takes(self, key: &str) -> bool {
        crate::scenario::keys_of(self.0.name()).contains(&key)
    }
    /// See [`ModelInfo::spring`].
    pub fn spring(self) -> Spring {
        each!(self.0, i => i.spring())
    }
    /// See [`ModelInfo::elastic`].
    pub fn elastic(self) -> bool {
        each!(self.0, i => i.elastic())
    }
    /// See [`ModelInfo::undamped`].
    pub fn undamped(self) -> Option<f64> {
        each!(self.0, i => i.undamped())
    }
    /// See [`ModelInfo::linear_spring_dashpot`].
    pub fn linear_spring_dashpot(self) -> bool {
        each!(self.0, i => i.linear_spring_dashpot())
    }
    /// See [`ModelInfo::stiffness_follows_speed`].
    pub fn stiffness_follows_speed(self, sc: &Scenario) -> bool {
        each!(self.0, i => i.stiffness_follows_speed(sc))
    }
    /// See [`ModelInfo::holds`].
    pub fn holds(self) -> Holds {
        each!(self.0, i => i.holds())
    }
    /// See [`ModelInfo::scales_with_speed`].
    pub fn scales_with_speed(self, w: f64, p: f64) -> bool {
        each!(self.0, i => i.scales_with_speed(w, p))
    }
    /// See [`ModelInfo::relations`].
    pub fn relations(
        self,
        sc: &Scenario,
        requested: Option<f64>,
        end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error> {
        each!(self.0, i => i.relations(sc, requested, end))
    }
    /// See [`ModelInfo::working`].
    pub fn working(self, f: &Facts) -> Vec<Step> {
        each!(self.0, i => i.working(f))
    }
}

/// Solves a scenario by its model (`samples` > 0 adds curves). Without the `all-models`
/// feature the power-function, viscoelastic and elastic–plastic models are refused (and left out of the
/// binary: the page's first-load WebAssembly).
pub(crate) fn solve(sc: &Scenario, samples: usize) -> Result<Solved, Error> {
    match sc.model {
        Model::Linear => super::linear::solve(sc, samples),
        Model::Hertz => super::hertz::solve(sc, samples),
        Model::Tsuji => super::tsuji::solve(sc, samples),
        Model::HuntCrossley => super::hunt_crossley::solve(sc, samples),
        Model::PowerLaw => super::power_law::solve(sc, samples),
        #[cfg(feature = "all-models")]
        Model::PowerFunction => super::power_function::solve(sc, samples),
        #[cfg(feature = "all-models")]
        Model::Viscoelastic => super::viscoelastic::solve(sc, samples),
        #[cfg(feature = "all-models")]
        Model::Hysteretic => super::plastic::hysteretic::solve(sc, samples),
        #[cfg(feature = "all-models")]
        Model::Eepa => super::plastic::eepa::solve(sc, samples),
        #[cfg(feature = "all-models")]
        Model::Thornton => super::plastic::thornton::solve(sc, samples),
        #[cfg(not(feature = "all-models"))]
        Model::PowerFunction | Model::Viscoelastic => Err(Error::Invalid {
            field: "model".into(),
            value: sc.model.name().into(),
            expected: "linear, hertz, tsuji, hunt-crossley or power-law in this build (dem-contact without its `all-models` feature)",
        }),
    }
}

/// [`solve`] without curves, the texts left empty where a model writes them apart from its
/// numbers (the linear model: the closed forms a table of contacts asks for by the million);
/// every number as [`solve`] gives it.
pub(crate) fn solve_numbers(sc: &Scenario) -> Result<Solved, Error> {
    match sc.model {
        Model::Linear => super::linear::solve_numbers(sc),
        _ => solve(sc, 0),
    }
}

impl Model {
    /// Whether this build solves the model (without the `all-models` feature the
    /// power-function and viscoelastic models are named but refused, as `solve` does; the
    /// page loads its full module for them).
    pub fn solved_here(self) -> bool {
        match self {
            Model::Linear | Model::Hertz | Model::Tsuji | Model::HuntCrossley | Model::PowerLaw => {
                true
            }
            Model::PowerFunction | Model::Viscoelastic => cfg!(feature = "all-models"),
            #[cfg(feature = "all-models")]
            Model::Hysteretic | Model::Eepa | Model::Thornton => true,
        }
    }
    /// The force law, for display.
    pub fn formula(self) -> &'static str {
        info(self).formula()
    }
    /// Where the model comes from.
    pub fn source(self) -> &'static str {
        info(self).source()
    }
    /// Symbol of the model's dimensionless damping constant ("–" for none).
    pub fn damping_symbol(self) -> &'static str {
        info(self).damping_symbol()
    }
}

impl Scenario {
    /// A stiffness typed with a unit must be in the model's N/m^w: `5 kN/m` is refused for
    /// Hertz (N/m^1.5). Nothing to check for a bare number, or while w itself is missing
    /// or invalid (the model reports that).
    pub(crate) fn check_k_unit(&self) -> Result<(), Error> {
        let Some(u) = &self.k_unit else { return Ok(()) };
        let w = info(self.model).elastic_exponent(self.w);
        match w.filter(|w| w.is_finite() && *w > 0.0) {
            Some(w) if (u.w - w).abs() > 1e-9 => Err(Error::Units {
                field: "k".into(),
                value: u.text.clone(),
                reason: alloc::format!(
                    "the unit is {}, but model {} with w = {w} takes k in {}",
                    crate::units::Dims::stiffness(u.w).si_unit(),
                    self.model.name(),
                    crate::units::Dims::stiffness(w).si_unit()
                ),
            }),
            _ => Ok(()),
        }
    }
}
