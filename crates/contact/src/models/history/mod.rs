//! The springs with a history the library composes ([`History`], a [`HistoryPart`] of
//! [`super::composed::Composed`]): a law with a history is a variant here, its branches in its
//! own file (their forces, turn, switches and tangents with their sources); the one driver
//! integrates it (`crate::legs`), the timestep takes its tangents. Adding one: its file, its
//! variant, its arm in `each!` below (the compiler lists it).

pub mod an;
pub mod eepa;
pub mod hysteretic;
pub mod thornton;
pub mod thornton_ning;

use super::parts::{HistoryPart, Spring};
use crate::integrator::Crossing;
use crate::normal::Branch;
use an::An;
pub use eepa::Eepa;
pub use hysteretic::Hysteretic;
pub use thornton::Thornton;
pub use thornton_ning::ThorntonNing;

/// A spring's history.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum History {
    /// An's power function (An 2006, eq. 1): elastic loading k ξ (the spring, w = 1) up to the
    /// transition force F_t (branch `Loading(0)`), then F_t while the overlap grows
    /// (`Loading(1)`), from the turning point B unloading F_B (ξ/ξ_B)^b (`Unloading`).
    PowerFunction {
        /// Transition force F_t \[N\] (infinite: never inelastic).
        f_t: f64,
        /// Unloading exponent b.
        b: f64,
    },
    /// Walton & Braun's linear hysteretic spring with Luding's growing unloading stiffness
    /// and cohesive branch ([`hysteretic`]).
    Hysteretic(Hysteretic),
    /// The Edinburgh elasto-plastic adhesion spring (Thakur et al. 2014; [`eepa`]).
    Eepa(Eepa),
    /// Thornton 1997's elastic–perfectly plastic Hertz contact ([`thornton`]).
    Thornton(Thornton),
    /// LIGGGHTS 3.8.0 `thornton_ning`'s yield: Thornton's loading, unloading on the original
    /// Hertz tangent ([`thornton_ning`]).
    ThorntonNing(ThorntonNing),
}

/// `$e` with `$p` the variant's own part (one arm per variant: the compiler lists a new one).
macro_rules! each {
    ($s:expr, $p:ident => $e:expr) => {
        match *$s {
            History::PowerFunction { f_t, b } => {
                let $p = An { f_t, b };
                $e
            }
            History::Hysteretic($p) => $e,
            History::Eepa($p) => $e,
            History::Thornton($p) => $e,
            History::ThorntonNing($p) => $e,
        }
    };
}

/// Each variant's own ([`an`]).
impl HistoryPart for History {
    const ENABLED: bool = cfg!(feature = "all-models");
    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        each!(self, p => p.force(spring, branch, xi))
    }
    fn slope(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        each!(self, p => p.slope(spring, branch, xi))
    }
    fn tangent(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        each!(self, p => p.tangent(spring, branch, xi))
    }
    fn loading(&self, spring: &Spring, xi: f64) -> Branch {
        each!(self, p => p.loading(spring, xi))
    }
    fn turns(&self, branch: &Branch) -> bool {
        each!(self, p => p.turns(branch))
    }
    fn turn(&self, spring: &Spring, branch: &Branch, xi: f64, f: f64) -> Branch {
        each!(self, p => p.turn(spring, branch, xi, f))
    }
    fn switches(&self, spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2] {
        each!(self, p => p.switches(spring, branch, xi))
    }
    fn watch(&self, branch: &Branch) -> [Crossing; 2] {
        each!(self, p => p.watch(branch))
    }
    fn past(&self, spring: &Spring, branch: &Branch, i: usize, xi: f64) -> Branch {
        each!(self, p => p.past(spring, branch, i, xi))
    }
    fn sticks(&self, branch: &Branch) -> bool {
        each!(self, p => p.sticks(branch))
    }
    fn source(&self) -> &'static str {
        each!(self, p => p.source())
    }
}
