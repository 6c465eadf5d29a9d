//! The one normal-law interface: a normal force law with a state ([`NormalLaw`]).
//!
//! The force of a normal contact is a smooth function of the overlap ξ and its rate ξ̇ in each
//! [`Mode`] of the law: in contact (ξ > 0) or held on a tail after the touch (an adhesion's
//! tension tail down to its separation point; a liquid bridge down to its rupture); loading
//! along the spring's curve (the elastic piece, a plastic piece beyond a yield) or unloading
//! from the largest overlap reached (An 2006; Walton & Braun 1986; Thornton 1997); a code's
//! regime of the composition (a normal force clipped at 0, a capped viscous pull). The law
//! says which events switch its mode ([`Event`]: the overlap back to 0 or to the separation
//! point, the largest overlap, the relative velocity reversing, its own switching functions
//! crossing 0) and the mode after each ([`NormalLaw::next`]), down to its own end of contact;
//! the one driver ([`crate::legs`]) integrates the motion leg by leg, one smooth law per leg,
//! locating each event, so the integrator never steps across a jump of the force.
//!
//! A law without a state (every history-free model: [`crate::impact::ForceLaw`]) is a
//! `NormalLaw` whose mode never changes but at its largest overlap. The tangent
//! ([`NormalLaw::tangent`]: ∂F/∂ξ and ∂F/∂ξ̇) is what the timestep, a replay's stability
//! limit and the tangential stiffness linearise.
//!
//! As kurbo's curve traits, the interface is small and each law implements it in its own
//! file; spring, dashpot, adhesion and a spring's history compose into one value that
//! implements it (`models::composed`).

use crate::integrator::Crossing;

/// How many switching functions a law may watch at once ([`NormalLaw::switches`]): a spring's
/// history's two (leaving an adhesive branch, reloading past the largest overlap) or a code's
/// rules' two (a clipped normal force, a capped viscous pull).
pub const SWITCHES: usize = 2;

/// Relative size below which a negative minimum force counts as round-off, not tension.
pub const TENSION_TOL: f64 = 1e-9;

/// Where the bodies are, for the law.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Touch {
    /// In contact: from the first touch while the overlap is positive.
    #[default]
    In,
    /// On a tail after the touch: ξ ≤ 0 and still held (an adhesion's tension tail, a liquid
    /// bridge), down to the law's separation point.
    Tail,
}

/// The spring's branch.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Branch {
    /// Loading along the spring's curve: piece 0 the elastic one; a law with a yield numbers
    /// its further pieces (An 2006's constant transition force: 1).
    Loading(u8),
    /// Unloading (or reloading below it) after the largest overlap `from` \[m\], where the
    /// spring's force was `force` \[N\]; `piece` numbers the curves after the turn (0 the
    /// unloading curve; a further piece: an adhesive branch, or no force below a plastic
    /// overlap). Only a spring with a history turns to it ([`NormalLaw::turns`]).
    Unloading {
        /// The largest overlap reached \[m\].
        from: f64,
        /// The spring's force there \[N\].
        force: f64,
        /// Which curve.
        piece: u8,
    },
}

impl Default for Branch {
    fn default() -> Self {
        Branch::Loading(0)
    }
}

/// A law's state beyond (ξ, ξ̇): which smooth piece of it acts.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Mode {
    /// In contact or on a tail.
    pub touch: Touch,
    /// The spring's branch.
    pub branch: Branch,
    /// The signs of the law's switching functions of a code's rules, bit i set while function
    /// i is below 0: the rules pick the form of the force from them (an adhesion's clipped or
    /// capped regime).
    pub below: u8,
}

/// An event at which a law may change its mode, located by the driver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// The overlap's end function fell through 0 ([`NormalLaw::end`]): the overlap back to 0
    /// in contact, to the separation point on a tail.
    Overlap,
    /// The force's fell through 0: the end under the force criterion.
    Force,
    /// The largest overlap: ξ̇ fell through 0.
    Turn,
    /// ξ̇ rose through 0 before the contact ended: the bodies move together again.
    Reversal,
    /// The law's switching function `i` crossed 0 (rising: `true`).
    Switch(usize, bool),
    /// |ξ| reached the law's reach ([`NormalLaw::reach`]).
    Reach,
}

/// What follows an event.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Next {
    /// The contact goes on in this mode.
    Mode(Mode),
    /// The contact ended: the bodies separate.
    End,
    /// The bodies stay together.
    Stuck,
    /// Out of the law's range.
    Beyond,
}

/// How the driver watches an event in a mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Watch {
    /// Not at all.
    Off,
    /// Located and recorded; the leg goes on.
    Record,
    /// Located; the leg stops there and the law says what follows.
    Stop,
}

/// A normal force law with a state (module doc). The defaults are a law with one mode in
/// contact that ends where the overlap returns to 0. A law with a state beyond its largest
/// overlap (a tail, switching functions, a reversal that sticks, a reach) is integrated as
/// such in a build with the `adhesion` or `all-models` feature (the library's laws with a
/// state come with them); without, the driver leaves that handling out of the binary.
pub trait NormalLaw {
    /// The mode at the first touch (ξ = 0, ξ̇ = v0).
    fn touch(&self, _v0: f64) -> Mode {
        Mode::default()
    }
    /// The mode of a slow loading from the touch to the overlap ξ (the spring's loading
    /// curve: which piece holds there).
    fn loading(&self, _xi: f64) -> Mode {
        Mode::default()
    }
    /// The force in `mode` at overlap ξ \[m\] and rate ξ̇ \[m/s\] \[N\], repulsive positive.
    /// Defined (and continuous) a little past the mode's ends, where the integrator probes
    /// while locating them.
    fn force(&self, mode: &Mode, xi: f64, rate: f64) -> f64;
    /// dF/dt in `mode` along a trajectory with acceleration `acc` \[N/s\].
    fn force_rate(&self, mode: &Mode, xi: f64, rate: f64, acc: f64) -> f64;
    /// The tangent in `mode` at (ξ, ξ̇): the stiffness ∂F/∂ξ \[N/m\] and the damping
    /// coefficient ∂F/∂ξ̇ \[N·s/m\] — what a timestep, a replay's stability limit and a
    /// tangential stiffness linearise.
    fn tangent(&self, mode: &Mode, xi: f64, rate: f64) -> (f64, f64);
    /// The part of the force that has a potential in `mode` (spring, adhesion); the rest is
    /// dissipated. By default the force at rest.
    fn conservative(&self, mode: &Mode, xi: f64) -> f64 {
        self.force(mode, xi, 0.0)
    }
    /// The force and its conservative part at one state (what an integration of the work
    /// asks for at every stage): by default each on its own; a law whose parts are costly
    /// (JKR's relation) gives both from one evaluation.
    fn force_and_conservative(&self, mode: &Mode, xi: f64, rate: f64) -> (f64, f64) {
        (self.force(mode, xi, rate), self.conservative(mode, xi))
    }
    /// The overlap at which the contact ends \[m\]: 0 where the bodies touched (default); an
    /// adhesion's tail ends below it (JKR's δ_c < 0, Johnson, Kendall & Roberts 1971).
    fn separation(&self) -> f64 {
        0.0
    }
    /// The function whose fall through 0 ends the contact in `mode`, under the overlap
    /// criterion or (`by_force`) the force criterion: by default ξ − [`NormalLaw::separation`]
    /// and F (the force criterion: Schwager & Pöschel 2007); 1 where a criterion ends nothing.
    fn end(&self, mode: &Mode, by_force: bool, xi: f64, rate: f64) -> f64 {
        if by_force {
            self.force(mode, xi, rate)
        } else {
            xi - self.separation()
        }
    }
    /// Whether the mode changes at the largest overlap ([`Event::Turn`]): a spring with a
    /// history unloads from there.
    fn turns(&self, _mode: &Mode) -> bool {
        false
    }
    /// Whether the bodies stay together when their relative velocity reverses in `mode`
    /// before the contact ended ([`Event::Reversal`]): a law that pulls.
    fn sticks(&self, _mode: &Mode) -> bool {
        false
    }
    /// The law's switching functions in `mode` (1 where none), whose crossing of 0 in the
    /// direction [`NormalLaw::watch`] gives changes the mode.
    fn switches(&self, _mode: &Mode, _xi: f64, _rate: f64) -> [f64; SWITCHES] {
        [1.0; SWITCHES]
    }
    /// The crossing of each switching function that counts in `mode`; `None` where the law
    /// has none there (by default).
    fn watch(&self, _mode: &Mode) -> Option<[Crossing; SWITCHES]> {
        None
    }
    /// The largest |ξ| the law describes \[m\] (an adhesive contact's: the smaller radius);
    /// an impact that reaches it is out of the law's range.
    fn reach(&self) -> f64 {
        f64::INFINITY
    }
    /// What follows `event`, located at the state `y` (whose overlap the law may set: a tail
    /// starts at ξ = 0 exactly). By default ([`next_by_default`]) the contact ends at either
    /// end, sticks at a reversal, leaves its range at its reach and keeps its mode at a
    /// switch; at the largest overlap a law that [`NormalLaw::turns`] there unloads from it
    /// (`Branch::Unloading` from ξ with the conservative force there), any other keeps its
    /// mode.
    fn next(&self, mode: &Mode, event: Event, y: &mut [f64]) -> Next {
        if event == Event::Turn && self.turns(mode) {
            let branch =
                Branch::Unloading { from: y[0], force: self.conservative(mode, y[0]), piece: 0 };
            return Next::Mode(Mode { branch, ..*mode });
        }
        next_by_default(mode, event)
    }
    /// Whether the force turned tensile over a contact whose force ranged over
    /// `min_force` … `max_force` \[N\]: by default F_min < −[`TENSION_TOL`]·|F_max| (a contact
    /// that acts only in overlap pulls only through its dashpot).
    fn is_tension(&self, min_force: f64, max_force: f64) -> bool {
        min_force < -TENSION_TOL * max_force.abs()
    }
}

/// What follows `event` by default ([`NormalLaw::next`]): the end at either end, stuck at a
/// reversal, out of range at the reach, the same mode at the largest overlap (a law without a
/// history does not change there) and at a switch.
pub fn next_by_default(mode: &Mode, event: Event) -> Next {
    match event {
        Event::Overlap | Event::Force => Next::End,
        Event::Reversal => Next::Stuck,
        Event::Reach => Next::Beyond,
        Event::Turn | Event::Switch(..) => Next::Mode(*mode),
    }
}
