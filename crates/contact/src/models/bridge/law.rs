//! The normal law with a liquid bridge composed in ([`Bridged`]): any normal model's law
//! ([`Composed`]: its spring, history and dashpot as without the bridge) and the bridge
//! ([`Bridge`]: its capillary force, rupture distance and lubrication), one
//! [`NormalLaw`] that the one driver ([`crate::legs`]) integrates.
//!
//! Its modes (overlap ξ, gap S = −ξ, F repulsive positive):
//!
//! ```text
//! apart     before the touch: nothing acts (the driver starts at the touch, ξ = 0, ξ̇ = v0)
//! bridged   in contact (Touch::In, ξ > 0):  F = F_model(ξ, ξ̇) − F_cap(0) + (c0/S_min) ξ̇
//!           on the tail (Touch::Tail, ξ ≤ 0):  F = −F_cap(S) + c(S) ξ̇,
//!             c(S) = c0/S_min while S ≤ S_min (below bit 0 set), c0/S beyond (c0 = 6π η R*²)
//! ruptured  S = S_c: the end of the contact (the law's separation point −S_c)
//! ```
//!
//! The tail's two pieces of c are switched at S = S_min (a located event), so that the force
//! is smooth within each leg; the relative velocity reversing, in contact or on the tail, keeps
//! the bodies together (stuck). The bridge forms at the touch and pulls with F_cap(0) while
//! the bodies overlap, as MercuryDPM's `LiquidBridgeWilletInteraction` does (module
//! [`super`]).

use super::force::{Capillary, Lubrication};
use crate::integrator::Crossing;
use crate::models::composed::Composed;
use crate::normal::{Event, Mode, Next, NormalLaw, Touch, SWITCHES};

/// A liquid bridge: its force law, rupture distance and lubrication.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bridge {
    /// The capillary force.
    pub capillary: Capillary,
    /// S_c \[m\].
    pub rupture: f64,
    /// The lubrication.
    pub lubrication: Lubrication,
    /// The pull while the bodies overlap.
    pub pull: Pull,
    /// Whether the normal model's force (spring and dashpot) is clipped at 0 while the bodies
    /// overlap, the bridge's own forces added after: Yade's ViscEl, which
    /// `ViscoelasticCapillarPM.cpp` calls in overlap (`computeForceTorqueViscEl`,
    /// ViscoelasticPM.cpp: `normForceReal < 0` → 0). Switched at the located zero of that
    /// force (below bit 0 in contact).
    pub clip: bool,
}

/// The capillary pull while the bodies overlap, f0 + per ξ \[N\] (attractive): the
/// contract's and MercuryDPM's F_cap(0) (`per` = 0), LIGGGHTS easo's Soulié value at S = 0,
/// LIGGGHTS washino's 2π R* σ cos θ (1 + ξ √(π R*/(2V))) growing with the overlap
/// (`cohesion_model_washino_capillary_viscous.h:277`), Yade's none
/// (`ViscoelasticCapillarPM.cpp:193–213`). It depends on the overlap only: conservative.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pull {
    /// The pull at ξ = 0 \[N\].
    pub f0: f64,
    /// Its growth with the overlap \[N/m\].
    pub per: f64,
}

impl Pull {
    /// A constant pull f0.
    pub fn constant(f0: f64) -> Pull {
        Pull { f0, per: 0.0 }
    }

    /// The pull at the overlap ξ \[N\].
    #[inline]
    pub fn at(&self, xi: f64) -> f64 {
        self.f0 + self.per * xi
    }
}

impl Bridge {
    /// The bridge energy W = ∫₀^{S_c} F_cap dS \[J\].
    pub fn energy(&self) -> f64 {
        self.capillary.work(self.rupture)
    }

    /// The lubrication coefficient in `mode` at ξ \[N·s/m\] ([`Lubrication::coefficient`]).
    #[inline]
    pub fn viscous(&self, mode: &Mode, xi: f64) -> f64 {
        self.lubrication.coefficient(-xi, held(mode))
    }
}

/// Whether the lubrication is on its held piece (c0/S_min): in contact, or on the tail while
/// S ≤ S_min.
#[inline]
fn held(mode: &Mode) -> bool {
    mode.touch == Touch::In || mode.below & 1 != 0
}

impl Bridged {
    /// Whether the normal model's force is clipped now (in contact, its force below 0).
    #[inline]
    fn clipped(&self, mode: &Mode) -> bool {
        self.bridge.clip && mode.touch == Touch::In && mode.below & 1 != 0
    }

    /// Whether a clip can act: the rule, and a dashpot (a spring alone is ≥ 0 in contact).
    fn clips(&self) -> bool {
        self.bridge.clip && self.normal.dashpot.lambda != 0.0
    }
}

/// The normal model's law with the bridge (module doc).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Bridged {
    /// The normal model's law, as without the bridge.
    pub normal: Composed,
    /// The bridge.
    pub bridge: Bridge,
}

impl NormalLaw for Bridged {
    fn touch(&self, v0: f64) -> Mode {
        self.normal.touch(v0)
    }

    fn loading(&self, xi: f64) -> Mode {
        self.normal.loading(xi)
    }

    #[inline]
    fn force(&self, mode: &Mode, xi: f64, rate: f64) -> f64 {
        let visc = self.bridge.viscous(mode, xi) * rate;
        match mode.touch {
            Touch::In if self.clipped(mode) => -self.bridge.pull.at(xi) + visc,
            Touch::In => self.normal.force(mode, xi, rate) - self.bridge.pull.at(xi) + visc,
            Touch::Tail => -self.bridge.capillary.force(-xi) + visc,
        }
    }

    fn force_rate(&self, mode: &Mode, xi: f64, rate: f64, acc: f64) -> f64 {
        let c = self.bridge.viscous(mode, xi);
        match mode.touch {
            Touch::In if self.clipped(mode) => -self.bridge.pull.per * rate + c * acc,
            Touch::In => {
                self.normal.force_rate(mode, xi, rate, acc) - self.bridge.pull.per * rate + c * acc
            }
            Touch::Tail => {
                // d/dt of −F_cap(S) + c(S) ξ̇ with Ṡ = −ξ̇.
                let dc = self.bridge.lubrication.coefficient_slope(-xi, held(mode));
                self.bridge.capillary.slope(-xi) * rate + c * acc - dc * rate * rate
            }
        }
    }

    fn tangent(&self, mode: &Mode, xi: f64, rate: f64) -> (f64, f64) {
        let c = self.bridge.viscous(mode, xi);
        match mode.touch {
            Touch::In if self.clipped(mode) => (-self.bridge.pull.per, c),
            Touch::In => {
                let (k, d) = self.normal.tangent(mode, xi, rate);
                (k - self.bridge.pull.per, d + c)
            }
            Touch::Tail => (self.bridge.capillary.slope(-xi), c),
        }
    }

    fn conservative(&self, mode: &Mode, xi: f64) -> f64 {
        match mode.touch {
            // The spring's force whether clipped or not: its potential is what the clip
            // takes away (the wet impact's energy balance counts it as dissipated).
            Touch::In => self.normal.conservative(mode, xi) - self.bridge.pull.at(xi),
            Touch::Tail => -self.bridge.capillary.force(-xi),
        }
    }

    fn separation(&self) -> f64 {
        -self.bridge.rupture
    }

    /// The overlap in contact, ξ + S_c on the tail (the force criterion is refused with a
    /// bridge: its force is tensile by design).
    fn end(&self, mode: &Mode, _by_force: bool, xi: f64, _rate: f64) -> f64 {
        match mode.touch {
            Touch::In => xi,
            Touch::Tail => xi + self.bridge.rupture,
        }
    }

    fn turns(&self, mode: &Mode) -> bool {
        mode.touch == Touch::In && self.normal.turns(mode)
    }

    /// The bridge pulls: a reversal before the rupture keeps the bodies together.
    fn sticks(&self, _mode: &Mode) -> bool {
        true
    }

    /// In contact the normal law's; on the tail S − S_min (the lubrication's two pieces).
    fn switches(&self, mode: &Mode, xi: f64, rate: f64) -> [f64; SWITCHES] {
        match mode.touch {
            // The normal model's force, whose zero switches the clip (a model with a history
            // keeps its own switches: no code clips one).
            Touch::In if self.clips() && !self.normal.has_history() => {
                let mut s = [1.0; SWITCHES];
                s[0] = self.normal.force(&Mode { below: 0, ..*mode }, xi, rate);
                s
            }
            Touch::In => self.normal.switches(mode, xi, rate),
            Touch::Tail => {
                let mut s = [1.0; SWITCHES];
                s[0] = -xi - self.bridge.lubrication.s_min;
                s
            }
        }
    }

    /// On the tail, S − S_min rising through 0 while held (with viscosity only).
    fn watch(&self, mode: &Mode) -> Option<[Crossing; SWITCHES]> {
        match mode.touch {
            Touch::In if self.clips() && !self.normal.has_history() => {
                let side = if mode.below & 1 != 0 { Crossing::Rising } else { Crossing::Falling };
                Some([side, Crossing::Falling])
            }
            Touch::In => self.normal.watch(mode),
            Touch::Tail if held(mode) && self.bridge.lubrication.c0 != 0.0 => {
                Some([Crossing::Rising; SWITCHES])
            }
            Touch::Tail => None,
        }
    }

    fn reach(&self) -> f64 {
        self.normal.reach()
    }

    fn next(&self, mode: &Mode, event: Event, y: &mut [f64]) -> Next {
        match (mode.touch, event) {
            (Touch::In, Event::Overlap) => {
                // The tail begins where the overlap is 0 exactly, held (S < S_min).
                y[0] = 0.0;
                Next::Mode(Mode { touch: Touch::Tail, below: 1, ..*mode })
            }
            (Touch::In, Event::Switch(0, rising)) if self.clips() && !self.normal.has_history() => {
                Next::Mode(Mode { below: u8::from(!rising), ..*mode })
            }
            (Touch::In, _) => self.normal.next(mode, event, y),
            (Touch::Tail, Event::Switch(0, true)) => Next::Mode(Mode { below: 0, ..*mode }),
            (Touch::Tail, Event::Switch(..)) => Next::Mode(*mode),
            (Touch::Tail, Event::Reversal) => Next::Stuck,
            (Touch::Tail, Event::Reach) => Next::Beyond,
            (Touch::Tail, _) => Next::End,
        }
    }

    /// Tension beyond the bridge's own pull.
    fn is_tension(&self, min_force: f64, max_force: f64) -> bool {
        let pull = self.bridge.capillary.at_contact().max(self.bridge.pull.f0);
        min_force < -pull - crate::normal::TENSION_TOL * max_force.abs()
    }
}
