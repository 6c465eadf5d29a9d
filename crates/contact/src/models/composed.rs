//! A normal law as one value that composes its parts ([`Composed`]): a spring k ξ^w, a
//! spring's history (its branches beyond the loading curve: An 2006's power function), a
//! dashpot λ ξ^p ξ̇ acting while the bodies overlap, an adhesion (its pull in contact, its
//! tension tail after the touch, a code's rules for composing it). It computes its force
//! itself from the parts' formulas ([`super::parts`], [`super::history`],
//! [`super::adhesion::law`]) and is the one normal-law interface with its state
//! ([`NormalLaw`]: in contact or on the tail, loading or unloading from the largest overlap,
//! a code's regime), so that every composition — an elastic–plastic spring with an adhesive
//! branch and a dashpot among them (tests/house.rs) — is integrated by the one driver
//! ([`crate::legs`]) without a driver of its own. It is the law a solved contact carries
//! ([`super::law::Law`]): a replay, the timestep and the tangential contact ask it.
//!
//! The composition in contact (δ > 0), as the library composes it and as a code's rules
//! ([`Rules`]) do otherwise: F = F_s(δ) + F_a(δ) + λ a(δ) δ̇, F_s the spring on its branch (or
//! JKR's relation, which holds the adhesion itself), F_a the adhesion's pull, a(δ) = |δ|^p (or
//! JKR's contact radius); a code may clip the spring and dashpot at 0 ([`Regime::Clipped`]) or
//! cap the dashpot's pull at the adhesion's ([`Regime::Capped`]). On the tail (δ ≤ 0 after
//! the touch): the adhesion's tail force, with the dashpot where the code's acts there.

pub use super::adhesion::law::Regime;
use super::adhesion::law::{Adhesion, AdhesiveLaw, Rules};
pub use super::history::History;
pub use super::parts::{Dashpot, HistoryPart, Spring};
use crate::integrator::Crossing;
use crate::normal::TENSION_TOL;
use crate::normal::{next_by_default, Branch, Event, Mode, Next, NormalLaw, Touch, SWITCHES};

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

/// A normal law: spring, its history, dashpot, adhesion (module doc). `H` is the spring's
/// history part: the library's [`History`], or any [`HistoryPart`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Composed<H = History> {
    /// Effective mass \[kg\].
    pub m: f64,
    /// The spring (its loading curve where it has a history).
    pub spring: Spring,
    /// The dashpot, while in overlap.
    pub dashpot: Dashpot,
    /// The adhesion, if any.
    pub adhesion: Option<Adhesive>,
    /// The spring's history, if any.
    pub history: Option<H>,
}

impl Composed {
    /// Spring and dashpot alone: a law of (ξ, ξ̇) (every model but the power function and
    /// the adhesive contacts).
    pub fn free(m: f64, spring: Spring, dashpot: Dashpot) -> Composed {
        Composed { m, spring, dashpot, adhesion: None, history: None }
    }
}

impl<H: HistoryPart> Composed<H> {
    /// Whether the force is a function of (ξ, ξ̇) alone (no history, no adhesion).
    pub fn history_free(&self) -> bool {
        !self.adhesive() && !self.has_history()
    }

    /// Whether it has an adhesion. Without the `adhesion` feature none is made (and the
    /// code that would follow one stays out of the binary).
    pub fn adhesive(&self) -> bool {
        self.adhesion_part().is_some()
    }

    /// Whether it has a history. Without the feature that makes it none is made
    /// ([`HistoryPart::ENABLED`]; An's power function: `all-models`).
    pub fn has_history(&self) -> bool {
        self.history_part().is_some()
    }

    /// Whether it is the spring and the dashpot alone (the power-law family's member: its
    /// force the parts' sum, whatever the mode).
    #[inline]
    fn springy(&self) -> bool {
        self.adhesion.is_none() && self.history.is_none()
    }

    /// The adhesion where the build has adhesion.
    fn adhesion_part(&self) -> Option<&Adhesive> {
        if cfg!(feature = "adhesion") {
            self.adhesion.as_ref()
        } else {
            None
        }
    }

    /// The history where the build has it.
    fn history_part(&self) -> Option<&H> {
        if H::ENABLED {
            self.history.as_ref()
        } else {
            None
        }
    }

    /// The same law without its adhesion: the normal model's spring (with its history) and
    /// dashpot — what a timestep linearises.
    pub fn without_adhesion(&self) -> Composed<H> {
        Composed { adhesion: None, ..*self }
    }

    /// The same law with the spring's stiffness `k` (a stiffness the user gave instead).
    pub fn with_stiffness(&self, k: f64) -> Composed<H> {
        Composed { spring: Spring { k, ..self.spring }, ..*self }
    }

    /// The law with its adhesion in the flat form the adhesive contact's scales and searches
    /// read; `None` without an adhesion.
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

    /// The largest overlap the contact can reach at `v0` \[m\], for the timestep and a
    /// replay's stability limit: the undamped spring's ((1+w) m v0²/(2k))^(1/(1+w))
    /// ([`Spring::undamped_overlap`]; an upper bound for any dashpot), or `solved` when larger
    /// (a body acceleration pushing the bodies together); a spring with a history the overlap
    /// it reached (`solved`), from where it unloads.
    pub fn deepest_overlap(&self, v0: f64, solved: f64) -> f64 {
        if self.has_history() {
            return solved;
        }
        self.spring.undamped_overlap(self.m, v0).max(solved)
    }

    /// A time scale of the contact at `v0` \[s\]: the spring's L/v0, L = (m v0²/k)^(1/(1+w))
    /// (Hu et al. 2011, §III).
    pub fn time_scale(&self, v0: f64) -> f64 {
        self.spring.length(self.m, v0) / v0
    }

    /// Where a history's unloading tangent comes from (`None` without a history).
    pub fn history_source(&self) -> Option<&'static str> {
        self.history_part().map(|h| h.source())
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

/// The pieces of the force in contact (module doc): each with its formula once.
impl<H: HistoryPart> Composed<H> {
    /// The elastic part on `branch` at δ: JKR's relation where the adhesion is JKR, else the
    /// spring on its branch.
    fn elastic(&self, branch: &Branch, delta: f64) -> f64 {
        if let Some(Adhesive { law: Adhesion::Jkr(j), .. }) = self.adhesion_part() {
            return j.force(delta);
        }
        match self.history_part() {
            Some(h) => h.force(&self.spring, branch, delta),
            None => self.spring.force(delta),
        }
    }

    /// Its slope dF/dδ.
    fn elastic_slope(&self, branch: &Branch, delta: f64) -> f64 {
        if let Some(Adhesive { law: Adhesion::Jkr(j), .. }) = self.adhesion_part() {
            return j.stiffness(delta);
        }
        match self.history_part() {
            Some(h) => h.slope(&self.spring, branch, delta),
            None => self.spring.slope(delta),
        }
    }

    /// The adhesion's pull in contact and its slope (0 without one).
    fn pull(&self, delta: f64) -> (f64, f64) {
        self.adhesion_part().map_or((0.0, 0.0), |a| a.law.in_contact(delta))
    }

    /// The dashpot λ a(δ) δ̇: a(δ) = |δ|^p, or JKR's contact radius under
    /// [`Rules::dashpot_jkr_radius`] \[N\].
    fn damping(&self, delta: f64, rate: f64) -> f64 {
        match self.jkr_radius() {
            Some(j) if self.dashpot.lambda != 0.0 => {
                self.dashpot.lambda * j.contact_radius(delta) * rate
            }
            _ => self.dashpot.force(delta, rate),
        }
    }

    /// Its rate along a trajectory with acceleration `acc`: λ (a′ δ̇² + a δ̈).
    fn damping_rate(&self, delta: f64, rate: f64, acc: f64) -> f64 {
        match self.jkr_radius() {
            Some(j) if self.dashpot.lambda != 0.0 => {
                let (a, da) = (j.contact_radius(delta), j.contact_radius_slope(delta));
                self.dashpot.lambda * (da * rate * rate + a * acc)
            }
            _ => self.dashpot.rate(delta, rate, acc),
        }
    }

    /// JKR's relation where a code's dashpot goes with its contact radius.
    fn jkr_radius(&self) -> Option<super::adhesion::jkr::Jkr> {
        match self.adhesion_part() {
            Some(Adhesive { law: Adhesion::Jkr(j), rules, .. }) if rules.dashpot_jkr_radius => {
                Some(*j)
            }
            _ => None,
        }
    }

    /// The code's rules (the library's without an adhesion).
    fn rules(&self) -> Rules {
        self.adhesion_part().map_or(Rules::default(), |a| a.rules)
    }

    /// The regime the code's rules pick where their switching functions are below 0 as the
    /// bits of `below` say ([`Mode::below`]).
    pub fn regime(&self, below: u8) -> Regime {
        let r = self.rules();
        if r.clip_main && below & 1 != 0 {
            Regime::Clipped
        } else if r.cap_viscous && below & 3 == 3 {
            Regime::Capped
        } else {
            Regime::Free
        }
    }

    /// The two switching functions of the code's rules in contact, whose signs select the
    /// regime: the normal model's force (clipped where negative); for Yade's cap, the dashpot
    /// plus the adhesion force and the uncapped total. 1 where the rules have none.
    fn rule_switches(&self, branch: &Branch, delta: f64, rate: f64) -> [f64; 2] {
        let r = self.rules();
        // Without a dashpot the spring alone never falls below 0 in contact: nothing to clip
        // (its zero at δ = 0 is the contact's end, not a switch).
        if r.clip_main && self.dashpot.lambda != 0.0 {
            return [self.elastic(branch, delta) + self.damping(delta, rate), 1.0];
        }
        if r.cap_viscous {
            let d = self.damping(delta, rate);
            let (pull, _) = self.pull(delta);
            return [d - pull, self.elastic(branch, delta) + pull + d];
        }
        [1.0, 1.0]
    }

    /// The bits of `below` at (δ, δ̇).
    fn below(&self, branch: &Branch, delta: f64, rate: f64) -> u8 {
        let s = self.rule_switches(branch, delta, rate);
        u8::from(s[0] < 0.0) | (u8::from(s[1] < 0.0) << 1)
    }

    /// The separation point \[m\]: a code's break where it has one, else the adhesion's
    /// ([`Adhesion::separation`]); 0 without an adhesion.
    fn separation_point(&self) -> f64 {
        self.adhesion_part().map_or(0.0, |a| a.break_at.unwrap_or_else(|| a.law.separation()))
    }

    /// The force beyond the spring and the dashpot alone (module doc): a history's branch, an
    /// adhesion in a code's regime, its tail.
    #[inline(never)]
    fn composed_force(&self, mode: &Mode, xi: f64, rate: f64) -> f64 {
        match (mode.touch, self.adhesion_part()) {
            (Touch::In, None) => self.elastic(&mode.branch, xi) + self.dashpot.force(xi, rate),
            (Touch::In, Some(_)) => {
                let el = self.elastic(&mode.branch, xi);
                let (pull, _) = self.pull(xi);
                match self.regime(mode.below) {
                    Regime::Free => el + pull + self.damping(xi, rate),
                    Regime::Clipped => pull,
                    // Yade: the viscous force is the adhesion force (−pull) along its own
                    // direction, a pull here.
                    Regime::Capped => el + 2.0 * pull,
                }
            }
            (Touch::Tail, Some(a)) => {
                let f = a.law.tail_force(xi);
                if a.rules.dashpot_on_tail {
                    f + self.damping(xi, rate)
                } else {
                    f
                }
            }
            (Touch::Tail, None) => 0.0,
        }
    }

    /// Its rate along a trajectory with acceleration `acc`.
    #[inline(never)]
    fn composed_rate(&self, mode: &Mode, xi: f64, rate: f64, acc: f64) -> f64 {
        match (mode.touch, self.adhesion_part()) {
            (Touch::In, None) => {
                self.elastic_slope(&mode.branch, xi) * rate + self.dashpot.rate(xi, rate, acc)
            }
            (Touch::In, Some(_)) => {
                let del = self.elastic_slope(&mode.branch, xi);
                let (_, dpull) = self.pull(xi);
                match self.regime(mode.below) {
                    Regime::Free => (del + dpull) * rate + self.damping_rate(xi, rate, acc),
                    Regime::Clipped => dpull * rate,
                    Regime::Capped => (del + 2.0 * dpull) * rate,
                }
            }
            (Touch::Tail, Some(a)) => {
                let d = a.law.tail(xi).1 * rate;
                if a.rules.dashpot_on_tail {
                    d + self.damping_rate(xi, rate, acc)
                } else {
                    d
                }
            }
            (Touch::Tail, None) => 0.0,
        }
    }

    /// The most tensile force of the undamped law in contact \[N\] (positive: a pull): the
    /// pull-off force where the adhesion has one ([`Adhesion::pull_off`]: JKR's F_c, the
    /// minimum of its curve; DMT's 2π w R* at the touch; f_a of linear-irreversible; Kratos's
    /// F_c), else (sjkr, sjkr2) the minimum of the spring with the cohesion k δ^w − k_c A(δ) by
    /// Brent's method (Brent 1973, ch. 5) on the overlaps up to where the spring overtakes the
    /// cohesion ([`Adhesion::scale`]; 0 for a linear spring, which the check keeps stiffer
    /// than the cohesion); 0 without an adhesion.
    pub fn adhesive_pull(&self) -> f64 {
        let Some(a) = self.adhesion_part() else { return 0.0 };
        if let Some(f) = a.law.pull_off() {
            return f;
        }
        let (_, reach) = a.law.scale(self.spring.k, self.spring.w, 0.0);
        if !(reach > 0.0) {
            return 0.0;
        }
        let spring = |d: f64| self.conservative(&Mode::default(), d);
        match crate::roots::minimize(spring, 0.0, reach, 0.0, 200) {
            Ok((_, f)) => (-f).max(0.0),
            Err(_) => 0.0,
        }
    }
}

/// The composition as the one normal-law interface (module doc).
impl<H: HistoryPart> NormalLaw for Composed<H> {
    /// In contact, on the loading branch, in the regime the code's rules pick at (0, v0).
    fn touch(&self, v0: f64) -> Mode {
        let branch = Branch::default();
        Mode { touch: Touch::In, branch, below: self.below(&branch, 0.0, v0) }
    }

    fn loading(&self, xi: f64) -> Mode {
        let branch = self.history_part().map_or(Branch::default(), |h| h.loading(&self.spring, xi));
        Mode { branch, ..Mode::default() }
    }

    #[inline]
    fn force(&self, mode: &Mode, xi: f64, rate: f64) -> f64 {
        if self.springy() {
            return self.spring.force(xi) + self.dashpot.force(xi, rate);
        }
        self.composed_force(mode, xi, rate)
    }

    #[inline]
    fn force_rate(&self, mode: &Mode, xi: f64, rate: f64, acc: f64) -> f64 {
        if self.springy() {
            return self.spring.slope(xi) * rate + self.dashpot.rate(xi, rate, acc);
        }
        self.composed_rate(mode, xi, rate, acc)
    }

    /// The spring's tangent on its branch (with its history's, the timestep's closed forms)
    /// plus the adhesion's slope, and the dashpot's coefficient; on the tail the tail's slope.
    fn tangent(&self, mode: &Mode, xi: f64, _rate: f64) -> (f64, f64) {
        if mode.touch == Touch::Tail {
            return (self.adhesion_part().map_or(0.0, |a| a.law.tail(xi).1), 0.0);
        }
        let spring = match (self.adhesion_part(), self.history_part()) {
            (Some(Adhesive { law: Adhesion::Jkr(j), .. }), _) => j.stiffness(xi),
            (_, Some(h)) => h.tangent(&self.spring, &mode.branch, xi),
            (_, None) => self.spring.tangent(xi),
        };
        let c = match self.jkr_radius() {
            Some(j) => self.dashpot.lambda * j.contact_radius(xi),
            None => self.dashpot.coefficient(xi),
        };
        (spring + self.pull(xi).1, c)
    }

    /// The spring (on its branch) with the adhesion's pull in contact; the tail's force on
    /// the tail.
    fn conservative(&self, mode: &Mode, xi: f64) -> f64 {
        match (mode.touch, self.adhesion_part()) {
            (Touch::In, None) => self.elastic(&mode.branch, xi),
            (Touch::In, Some(_)) => self.elastic(&mode.branch, xi) + self.pull(xi).0,
            (Touch::Tail, Some(a)) => a.law.tail_force(xi),
            (Touch::Tail, None) => 0.0,
        }
    }

    /// Both from one evaluation of the spring, the adhesion and the tail (JKR's relation
    /// solved once per state, not twice: the work rider asks for both at every stage).
    fn force_and_conservative(&self, mode: &Mode, xi: f64, rate: f64) -> (f64, f64) {
        if self.springy() {
            let spring = self.spring.force(xi);
            return (spring + self.dashpot.force(xi, rate), spring);
        }
        match (mode.touch, self.adhesion_part()) {
            (Touch::In, Some(_)) => {
                let el = self.elastic(&mode.branch, xi);
                let (pull, _) = self.pull(xi);
                let force = match self.regime(mode.below) {
                    Regime::Free => el + pull + self.damping(xi, rate),
                    Regime::Clipped => pull,
                    Regime::Capped => el + 2.0 * pull,
                };
                (force, el + pull)
            }
            (Touch::Tail, Some(a)) => {
                let f = a.law.tail_force(xi);
                let d = if a.rules.dashpot_on_tail { self.damping(xi, rate) } else { 0.0 };
                (f + d, f)
            }
            _ => (self.force(mode, xi, rate), self.conservative(mode, xi)),
        }
    }

    fn separation(&self) -> f64 {
        self.separation_point()
    }

    /// Without an adhesion: ξ, or F under the force criterion. With one, the overlap only —
    /// δ in contact (the tail begins, or the contact ends), δ − δ_sep on the tail: the force of
    /// an adhesive contact is tensile by design, so its return to 0 ends nothing.
    fn end(&self, mode: &Mode, by_force: bool, xi: f64, rate: f64) -> f64 {
        if !by_force && self.adhesion.is_none() {
            return xi;
        }
        match (self.adhesion_part(), mode.touch, by_force) {
            (None, _, false) => xi,
            (None, _, true) => self.force(mode, xi, rate),
            (Some(_), _, true) => 1.0,
            (Some(_), Touch::In, false) => xi,
            (Some(_), Touch::Tail, false) => xi - self.separation_point(),
        }
    }

    fn turns(&self, mode: &Mode) -> bool {
        mode.touch == Touch::In && self.history_part().is_some_and(|h| h.turns(&mode.branch))
    }

    /// An adhesive law pulls: where the bodies move together again before the separation
    /// point, they stay together; a history's pulling branch likewise.
    fn sticks(&self, mode: &Mode) -> bool {
        self.adhesive() || self.history_part().is_some_and(|h| h.sticks(&mode.branch))
    }

    /// In contact, the history's (where the spring has one), else the code's rules' (where
    /// the adhesion has rules that switch; a history and such rules are not composed).
    fn switches(&self, mode: &Mode, xi: f64, rate: f64) -> [f64; SWITCHES] {
        if mode.touch == Touch::Tail {
            return [1.0; SWITCHES];
        }
        match self.history_part() {
            Some(h) => h.switches(&self.spring, &mode.branch, xi),
            None => self.rule_switches(&mode.branch, xi, rate),
        }
    }

    /// The history's; a rule's function watched for the crossing back from the side it is
    /// on (so that a switch located a hair early is not found again at once). `None` without
    /// either.
    fn watch(&self, mode: &Mode) -> Option<[Crossing; SWITCHES]> {
        if let Some(h) = self.history_part() {
            return Some(h.watch(&mode.branch));
        }
        let r = self.rules();
        if !(r.cap_viscous || r.clip_main && self.dashpot.lambda != 0.0)
            || mode.touch == Touch::Tail
        {
            return None;
        }
        let side =
            |i: u8| if mode.below & (1 << i) != 0 { Crossing::Rising } else { Crossing::Falling };
        Some([side(0), side(1)])
    }

    fn reach(&self) -> f64 {
        self.adhesion_part().map_or(f64::INFINITY, |a| a.reach)
    }

    fn next(&self, mode: &Mode, event: Event, y: &mut [f64]) -> Next {
        let branch = mode.branch;
        match (event, self.history_part()) {
            (Event::Overlap, _) if mode.touch == Touch::In && self.separation_point() < 0.0 => {
                // The tail begins where the overlap is 0 exactly.
                y[0] = 0.0;
                Next::Mode(Mode { touch: Touch::Tail, ..*mode })
            }
            (Event::Turn, Some(h)) => {
                let f = h.force(&self.spring, &branch, y[0]);
                Next::Mode(Mode { branch: h.turn(&self.spring, &branch, y[0], f), ..*mode })
            }
            (Event::Switch(i, _), Some(h)) => {
                Next::Mode(Mode { branch: h.past(&self.spring, &branch, i, y[0]), ..*mode })
            }
            (Event::Switch(i, rising), None) => {
                let bit = 1u8 << i;
                let below = self.below(&branch, y[0], y[1]) & !bit;
                Next::Mode(Mode { below: if rising { below } else { below | bit }, ..*mode })
            }
            _ => next_by_default(mode, event),
        }
    }

    /// An adhesive contact: a pull beyond the adhesion's own — F_min below the most tensile
    /// force of the undamped law ([`Composed::adhesive_pull`]) by more than [`TENSION_TOL`]
    /// of F_max: the dashpot (or a code's rule) pulling the bodies together, as it does a
    /// contact without adhesion.
    fn is_tension(&self, min_force: f64, max_force: f64) -> bool {
        let pull = if self.adhesive() { self.adhesive_pull() } else { 0.0 };
        min_force < -pull - TENSION_TOL * max_force.abs()
    }
}

#[cfg(all(test, feature = "adhesion"))]
mod tests {
    use super::*;
    use crate::math::sqrt;
    use crate::models::adhesion::law::Geometry;
    use crate::testing::rel;
    use core::f64::consts::PI;

    /// The most tensile force of the undamped law: sjkr2 on a Hertz spring,
    /// k δ^(3/2) − s δ (s = k_c 4π R* for a pair), is least at δ* = (2s/(3k))², where it is
    /// −s δ*/3 (dF/dδ = 0); DMT's is its constant pull; a linear spring stiffer than the
    /// cohesion has none.
    #[test]
    fn adhesive_pull() {
        let (r1, r2, k_c) = (1e-3, 3e-4, 1e5);
        let r_star = r1 * r2 / (r1 + r2);
        let k = 4.0 / 3.0 * 1e9 * sqrt(r_star);
        let geometry = Geometry::Pair { r1, r2 };
        let law = AdhesiveLaw {
            m: 1e-6,
            k,
            w: 1.5,
            p: 0.0,
            lambda: 0.0,
            adhesion: Adhesion::Sjkr2 { k_c, geometry },
            break_at: None,
            rules: Rules::default(),
            reach: r2,
        };
        let s = k_c * 4.0 * PI * r_star;
        let d = (2.0 * s / (3.0 * k)) * (2.0 * s / (3.0 * k));
        let pull = Composed::from(law).adhesive_pull();
        assert!(rel(pull, s * d / 3.0) < 1e-10, "{pull}");
        let dmt = AdhesiveLaw { adhesion: Adhesion::Dmt { w: 0.1, r_star }, ..law };
        assert_eq!(Composed::from(dmt).adhesive_pull(), 2.0 * PI * 0.1 * r_star);
        let linear = AdhesiveLaw { w: 1.0, k: 10.0 * s, ..law };
        assert_eq!(Composed::from(linear).adhesive_pull(), 0.0);
    }
}
