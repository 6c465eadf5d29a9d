//! The force law a contact was solved with, carried on its answer ([`Law`]): a replay with
//! another scheme, a speed sweep and the timestep's replay use it instead of rebuilding a law
//! from the answer's numbers (which would drop what they do not show: an adhesion, a
//! history).

use super::adhesion::law::AdhesiveLaw;
use crate::impact::{ForceLaw, Summary};

/// The force law of a solved contact.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Law {
    /// F = k ξ^w + λ ξ^p ξ̇ while in contact, a function of (ξ, ξ̇) alone (every model but
    /// the power function; linear: w = 1, p = 0, λ = c; Hu et al. 2011, eq. 8).
    Free {
        /// Effective mass \[kg\].
        m: f64,
        /// Stiffness k \[N/m^w\].
        k: f64,
        /// Elastic exponent w.
        w: f64,
        /// Damping exponent p.
        p: f64,
        /// Dashpot coefficient λ \[N·s/m^(p+1)\].
        lambda: f64,
    },
    /// An's power function (An 2006, eq. 1): its branch (loading, plastic, unloading) is a
    /// state, so the force is not a function of (ξ, ξ̇) alone.
    PowerFunction {
        /// Effective mass \[kg\].
        m: f64,
        /// Loading stiffness k \[N/m\].
        k: f64,
        /// Transition force F_t \[N\] (infinite: never inelastic).
        f_t: f64,
        /// Unloading exponent b.
        b: f64,
    },
    /// A normal law with an adhesion composed in (issue 34): touched or not is a state, and
    /// a tension tail may follow δ = 0.
    Adhesive(AdhesiveLaw),
}

impl Law {
    /// Whether the force is a function of (ξ, ξ̇) alone (no history, no adhesion).
    pub fn history_free(&self) -> bool {
        matches!(self, Law::Free { .. })
    }

    /// Whether the force turned tensile over the contact summarised by `s`, as the law means
    /// it ([`ForceLaw::is_tension`]): the default for the laws that act only in overlap, the
    /// adhesive law's own (a pull beyond the adhesion's).
    pub fn is_tension(&self, s: &Summary) -> bool {
        match self {
            // (Without the `adhesion` feature no adhesive law is made: its code stays out.)
            Law::Adhesive(law) if cfg!(feature = "adhesion") => law.is_tension(s),
            _ => crate::impact::is_tension(s),
        }
    }
}
