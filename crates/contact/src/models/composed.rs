//! A force law as one value that composes ([`Composed`]): a spring k ξ^w, a dashpot
//! λ ξ^p ξ̇ acting while the bodies overlap, an optional adhesion and an optional history,
//! combined in one place. It is the law a solved contact carries
//! ([`super::law::Law`]) and the law a composition is built from (tests/compose.rs: DMT on
//! Tsuji from a Hertz spring, Tsuji's dashpot and DMT's pull).
//!
//! It computes nothing of its own: its [`crate::impact::ForceLaw`] and
//! [`crate::damped::Damped`] ([`super::composition`]) delegate to the existing
//! parts — without adhesion or history to the power-law family
//! ([`super::power_law::PowerLaw`], Hu et al. 2011, eq. 8; linear: w = 1, p = 0, λ = c),
//! with an adhesion to [`AdhesiveLaw`] (its touch, tension tail and code rules), with
//! An's history to [`super::power_function`] — so every number is theirs. The per-model
//! closed forms stay the models' fast paths.

use super::adhesion::law::{Adhesion, AdhesiveLaw, Rules};

/// The spring k ξ^w (w = 1: linear; 3/2: Hertz).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spring {
    /// Stiffness k \[N/m^w\].
    pub k: f64,
    /// Elastic exponent w.
    pub w: f64,
}

/// The dashpot λ ξ^p ξ̇, acting while the bodies overlap (λ = 0: none).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Dashpot {
    /// Coefficient λ \[N·s/m^(p+1)\].
    pub lambda: f64,
    /// Exponent p.
    pub p: f64,
}

impl Dashpot {
    /// No dashpot.
    pub const NONE: Dashpot = Dashpot { lambda: 0.0, p: 0.0 };
}

/// An adhesion composed with the spring and dashpot: the law, and how a DEM code composes
/// it where that is not the library's way ([`AdhesiveLaw::break_at`], [`Rules`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Adhesive {
    /// The adhesive law and its constants.
    pub law: Adhesion,
    /// A code's own separation overlap on the tail (`None`: the law's).
    pub break_at: Option<f64>,
    /// A code's own composition (default: the library's).
    pub rules: Rules,
    /// The largest |δ| the law describes ([`AdhesiveLaw::reach`]).
    pub reach: f64,
}

/// A state the force depends on beyond (ξ, ξ̇).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum History {
    /// An's power function (An 2006, eq. 1): elastic loading k ξ (the spring, w = 1) up to
    /// the transition force F_t, then F_t, then unloading F_B (ξ/ξ_B)^b; its branch is the
    /// state ([`super::power_function::Branch`]).
    PowerFunction {
        /// Transition force F_t \[N\] (infinite: never inelastic).
        f_t: f64,
        /// Unloading exponent b.
        b: f64,
    },
}

/// A force law: spring, dashpot, optional adhesion, optional history (module doc).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Composed {
    /// Effective mass \[kg\].
    pub m: f64,
    /// The spring.
    pub spring: Spring,
    /// The dashpot, while in overlap.
    pub dashpot: Dashpot,
    /// The adhesion, if any.
    pub adhesion: Option<Adhesive>,
    /// The history, if any (An's power function: its own loading spring is [`Composed::spring`],
    /// with no dashpot and no adhesion).
    pub history: Option<History>,
}

impl Composed {
    /// Spring and dashpot alone: a law of (ξ, ξ̇) (every model but the power function and
    /// the adhesive contacts).
    pub fn free(m: f64, spring: Spring, dashpot: Dashpot) -> Composed {
        Composed { m, spring, dashpot, adhesion: None, history: None }
    }

    /// Whether the force is a function of (ξ, ξ̇) alone (no history, no adhesion).
    pub fn history_free(&self) -> bool {
        !self.adhesive() && !self.has_history()
    }

    /// Whether it has an adhesion. Without the `adhesion` feature none is made (and the
    /// code that would follow one stays out of the binary).
    pub fn adhesive(&self) -> bool {
        cfg!(feature = "adhesion") && self.adhesion.is_some()
    }

    /// Whether it has a history. Without the `all-models` feature none is made (An's
    /// power function is refused; its code stays out of the binary).
    pub fn has_history(&self) -> bool {
        cfg!(feature = "all-models") && self.history.is_some()
    }

    /// The law with its adhesion, as the adhesive contact integrates it; `None` without
    /// an adhesion.
    pub fn adhesive_law(&self) -> Option<AdhesiveLaw> {
        let a = self.adhesion?;
        let (s, d) = (self.spring, self.dashpot);
        Some(AdhesiveLaw {
            m: self.m,
            k: s.k,
            w: s.w,
            p: d.p,
            lambda: d.lambda,
            adhesion: a.law,
            break_at: a.break_at,
            rules: a.rules,
            reach: a.reach,
        })
    }
}

impl From<AdhesiveLaw> for Composed {
    fn from(a: AdhesiveLaw) -> Composed {
        Composed {
            m: a.m,
            spring: Spring { k: a.k, w: a.w },
            dashpot: Dashpot { lambda: a.lambda, p: a.p },
            adhesion: Some(Adhesive {
                law: a.adhesion,
                break_at: a.break_at,
                rules: a.rules,
                reach: a.reach,
            }),
            history: None,
        }
    }
}
