//! What a code's input snippet writes of the tangential contact: the friction coefficient as
//! given (the Oblique view's μ) or a placeholder said to be one, and the tangential law the
//! answer solved (so that the snippet runs the contact the results describe: it had written
//! friction 0.5 beside the Oblique view's μ = 0.3, and a tangential law other than the one chosen).

use crate::scenario::{Scenario, TangentialLaw};
use crate::text;
use alloc::string::String;

/// What a snippet writes of the tangential contact: the friction coefficient as given (the
/// Oblique view's μ) or a placeholder said to be one, and the tangential law solved.
pub(crate) struct Friction {
    /// μ's text.
    pub mu: String,
    /// Whether μ was given.
    pub given: bool,
    /// The tangential law the answer used (an oblique impact), its k_t and the code's
    /// tangential damping input as given.
    pub law: Option<(TangentialLaw, Option<f64>, Option<f64>)>,
}

impl Friction {
    pub(crate) fn of(sc: &Scenario, law: Option<TangentialLaw>) -> Friction {
        Friction {
            mu: sc.mu.map_or(String::from("0.5"), |m| text::num(m, 6)),
            given: sc.mu.is_some(),
            law: law.map(|l| (l, sc.kt, sc.tangential_damping)),
        }
    }
    /// The comment beside μ.
    pub fn note(&self) -> &'static str {
        if self.given {
            "friction μ as given"
        } else {
            "friction μ not given here: 0.5 is a placeholder, set yours"
        }
    }
}
