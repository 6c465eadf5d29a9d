//! The one driver: every normal contact — the plain impact, the adhesive impact, An's power
//! function, a spring with a history, the normal half of an oblique impact — integrated leg
//! by leg. Within a leg the law ([`NormalLaw`]) is one smooth function of the motion, in the
//! leg's [`Mode`]; each leg is an integration by [`crate::integrator`] (Dormand–Prince 5(4)
//! with event location) that stops at its first terminal event, where the law says what
//! follows ([`NormalLaw::next`]): another mode, the end of contact, the bodies stuck, or out
//! of its range. Stopping at every change of law keeps the integrator's order: it never steps
//! across a jump of the force.
//!
//! The equivalent one-body system (Teufelsbauer, Hübl & Wu 2008, Fig. 2 and eq. 16), with a
//! body acceleration g pushing the bodies together and local damping α ([`Motion`]):
//!
//! ```text
//! m ξ̈ = m g − F(ξ, ξ̇) − α|F| sign ξ̇,   ξ(0) = 0,  ξ̇(0) = v0 > 0
//! ```
//!
//! What rides on the normal contact ([`Rider`]) adds its own states, rates, switches and mode:
//! nothing ([`Bare`]: y = [ξ, ξ̇]), the work of what is not the law's potential force
//! ([`Work`]: the dissipated energy, y = [ξ, ξ̇, D]), an oblique impact's tangential spring,
//! impulses and contact-point mode (`models::tangential`).
//!
//! The events of a leg, each watched as the law, the rider and the [`Plan`] say: the end of
//! contact (the law's end functions, under the criterion), the largest overlap, the relative
//! velocity reversing, the force's extrema (dF/dt = 0), the overlap settling after the largest
//! one (the window of a contact that never separates), the law's reach, the law's switching
//! functions, the rider's.
//!
//! The integrator is compiled once per rider: the law is a `dyn` [`NormalLaw`], the events and
//! the observer `dyn` closures (12.5 KB less code in the page's first WebAssembly module than
//! one integrator per phase and force law; the indirect calls' cost is measured by
//! crates/bench, `impact`).

use crate::curves::{sample_times, Curves};
use crate::integrator::{self, Crossing, EventSpec, Hit, IntegrateError, Settings, Stop};
use crate::normal::{Event, Mode, Next, NormalLaw, Touch, Watch, SWITCHES};
use alloc::vec::Vec;

/// How many switching functions a rider may watch.
pub const RIDES: usize = 4;

/// The event slots of a leg that the normal law's contact takes (module doc): the end (under
/// the criterion), the largest overlap, the force's extrema, the settling, then those of a law
/// with a state (the reversal, the reach, the law's switching functions); a rider's follow (a
/// rider's `K` is the total).
pub const SLOTS: usize = 6 + SWITCHES;
/// The slots of a law without a state: the end, the largest overlap, the extrema, the
/// settling (all a build without laws with a state watches, [`STATES`]).
const PLAIN: usize = 4;
/// The slot of the end.
const END: usize = 0;
/// The slot of the reversal.
const REVERSAL: usize = 4;
/// The slot of the reach.
const REACH: usize = 5;
/// The first of the law's switching functions among the slots.
const LAW: usize = 6;

/// Whether this build makes laws with a state beyond their largest overlap (an adhesion, a
/// liquid bridge, a spring with a history: the `adhesion`, `bridge` and `all-models`
/// features). Without, the driver's
/// handling of tails, switching functions, reversals, a law's reach and the refinement of a
/// grazing exit ([`System::crossed_unseen`]) stays out of the binary (the page's first
/// WebAssembly module): a law with a state is integrated as such only in a build with one of
/// those features ([`NormalLaw`]).
const STATES: bool = cfg!(any(feature = "adhesion", feature = "all-models", feature = "bridge"));

/// Whether this build integrates a rider with switches that may pile up at one instant (the
/// oblique contact: the `oblique` feature).
const CHATTER: bool = cfg!(feature = "oblique");

/// The slot of the largest overlap's event among a leg's hits.
pub const TURN: usize = 1;
/// The slot of the force extrema's.
pub const EXTREMA: usize = 2;
/// The slot of the settling's.
pub const SETTLED: usize = 3;

/// The motion of the equivalent one-body system (module doc).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Motion {
    /// Effective mass \[kg\].
    pub m: f64,
    /// Body acceleration pushing the bodies together \[m/s²\].
    pub g: f64,
    /// Local damping α (0: none).
    pub local_damping: f64,
}

impl Motion {
    /// ξ̈ = g − F/m, and with local damping α: ξ̈ = g − (F + α|F| sign ξ̇)/m — the force that
    /// moves the bodies is (1 + α)F while they approach and (1 − α)F while they separate
    /// (Cundall 1987; Itasca PFC manual, local damping; Yade NewtonIntegrator).
    pub fn accel(&self, f: f64, rate: f64) -> f64 {
        if self.local_damping == 0.0 {
            return self.g - f / self.m;
        }
        let damp = self.local_damping * f.abs() * sign(rate);
        self.g - (f + damp) / self.m
    }
}

/// The sign of ξ̇ (0 at rest), for the local damping's direction.
fn sign(x: f64) -> f64 {
    if x > 0.0 {
        1.0
    } else if x < 0.0 {
        -1.0
    } else {
        0.0
    }
}

/// What rides on the normal contact: states y\[2..N\] integrated with it, their rates, their
/// switching functions (positive while the rider's mode holds: a fall through 0 switches it)
/// and its mode. `K` is the number of event slots with its own: [`SLOTS`] and up to
/// [`RIDES`] (the integrator checks `K` functions at every step: a rider without switches
/// takes none).
pub trait Rider<const N: usize, const K: usize> {
    /// The rider's own mode.
    type Mode: Copy;
    /// The rates of the whole state: y\[0\]′ = ξ̇ and y\[1\]′ the acceleration the `motion`
    /// gives with the law's force ([`Motion::accel`]), and its own states'.
    fn rates(
        &self,
        law: &dyn NormalLaw,
        mode: &Mode,
        own: &Self::Mode,
        y: &[f64; N],
        motion: &Motion,
    ) -> [f64; N];
    /// Its switching functions (1 where none).
    fn switches(
        &self,
        _law: &dyn NormalLaw,
        _mode: &Mode,
        _own: &Self::Mode,
        _y: &[f64; N],
    ) -> [f64; RIDES] {
        [1.0; RIDES]
    }
    /// Its mode after switch `i` (which may set its states in `y`).
    fn next(
        &self,
        _law: &dyn NormalLaw,
        _mode: &Mode,
        own: &Self::Mode,
        _i: usize,
        _y: &mut [f64; N],
    ) -> Self::Mode {
        *own
    }
}

/// Nothing rides: y = [ξ, ξ̇].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Bare;

impl
    Rider<
        2,
        {
            if STATES {
                SLOTS
            } else {
                PLAIN
            }
        },
    > for Bare
{
    type Mode = ();
    fn rates(
        &self,
        law: &dyn NormalLaw,
        mode: &Mode,
        _own: &(),
        y: &[f64; 2],
        motion: &Motion,
    ) -> [f64; 2] {
        [y[1], motion.accel(law.force(mode, y[0], y[1]), y[1])]
    }
}

/// The work of everything that is not the law's potential force: y = [ξ, ξ̇, D],
/// D′ = (F − F_cons) ξ̇ ≥ 0 for a dashpot ([`NormalLaw::conservative`]), so that the energy
/// ½ m ξ̇² + V(ξ) + D is accounted for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Work;

impl Rider<3, SLOTS> for Work {
    type Mode = ();
    fn rates(
        &self,
        law: &dyn NormalLaw,
        mode: &Mode,
        _own: &(),
        y: &[f64; 3],
        motion: &Motion,
    ) -> [f64; 3] {
        let (f, conservative) = law.force_and_conservative(mode, y[0], y[1]);
        [y[1], motion.accel(f, y[1]), (f - conservative) * y[1]]
    }
}

/// How one contact is integrated: tolerances, windows, which events count.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Plan<const N: usize> {
    /// Tolerances and first step; its `h_max` and `max_steps` are taken per leg from below.
    pub settings: Settings<N>,
    /// The longest step in contact and on a tail \[s\].
    pub h_max: [f64; 2],
    /// How long the contact may last from the touch, and a tail from its start \[s\].
    pub window: [f64; 2],
    /// Whether the force's fall through 0 ends the contact (the force criterion) rather than
    /// the overlap's.
    pub by_force: bool,
    /// How the largest overlap is watched in contact until a leg has stopped there, beyond what
    /// the law needs (the plain impact stops there; an adhesive one records it).
    pub turn: Watch,
    /// Whether the force's extrema (dF/dt = 0) are located.
    pub extrema: bool,
    /// After the largest overlap, where the overlap has decayed to this fraction of it is
    /// recorded (0: not).
    pub settle: f64,
    /// Integration steps over all legs, accepted and rejected (each leg also at most
    /// `settings.max_steps`).
    pub budget: u32,
    /// Legs at most.
    pub max_legs: usize,
    /// More than 20 legs in a row shorter than this \[s\] are chatter (0: not checked).
    pub chatter: f64,
}

/// Why a leg stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cause {
    /// An event of the law.
    Law(Event),
    /// The rider's switch `i`.
    Rider(usize),
    /// The end of its window.
    Window,
}

/// Every accepted state (t, y) of a leg.
pub type Skeleton<const N: usize> = Vec<(f64, [f64; N])>;

/// One leg integrated.
#[derive(Debug, Clone, PartialEq)]
pub struct Leg<M, const N: usize> {
    /// The law's mode it was integrated in.
    pub mode: Mode,
    /// The rider's.
    pub own: M,
    /// Every accepted state (t, y), from the leg's start (included) to where it stopped.
    pub skeleton: Skeleton<N>,
    /// The events met, in time order (`index`: the slot, [`TURN`], [`EXTREMA`], [`SETTLED`]).
    pub hits: Vec<Hit<N>>,
    /// Where it stopped: time \[s\] and state.
    pub t: f64,
    /// See `t`.
    pub y: [f64; N],
    /// Why it stopped.
    pub cause: Cause,
    /// Accepted steps.
    pub accepted: u32,
    /// Rejected steps.
    pub rejected: u32,
}

/// How an integrated contact ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The bodies separated (the law's end of contact).
    Ended,
    /// They stay together (the law said so at a reversal).
    Stuck,
    /// The window ran out first.
    Window,
    /// [`Plan::max_legs`] legs and it goes on.
    Capped,
    /// Legs piling up at one instant ([`Plan::chatter`]).
    Chatter,
}

/// A contact integrated: its legs and how it ended.
#[derive(Debug, Clone, PartialEq)]
pub struct Run<M, const N: usize> {
    /// The legs, in time order.
    pub legs: Vec<Leg<M, N>>,
    /// How it ended.
    pub ending: Ending,
    /// Accepted steps over all legs.
    pub steps: u32,
}

impl<M, const N: usize> Run<M, N> {
    /// The last leg's end: time and state (the touch where there is none).
    pub fn last(&self) -> Option<&Leg<M, N>> {
        self.legs.last()
    }
}

/// The system integrated: the law, the rider, the motion.
pub struct System<'a, R> {
    /// The normal law.
    pub law: &'a dyn NormalLaw,
    /// What rides on it.
    pub rider: &'a R,
    /// The motion.
    pub motion: Motion,
}

/// The system held in one mode: an [`integrator::Ode`].
struct InMode<'a, R: Rider<N, K>, const N: usize, const K: usize> {
    s: &'a System<'a, R>,
    mode: Mode,
    own: R::Mode,
}

impl<R: Rider<N, K>, const N: usize, const K: usize> integrator::Ode<N> for InMode<'_, R, N, K> {
    fn rhs(&self, _t: f64, y: &[f64; N]) -> [f64; N] {
        self.s.rider.rates(self.s.law, &self.mode, &self.own, y, &self.s.motion)
    }
}

/// The events and the observer as one type each, so that the integrator is compiled once per
/// rider (module doc).
type Events<'a, const N: usize, const K: usize> = &'a dyn Fn(f64, &[f64; N]) -> [f64; K];
type Observe<'a, const N: usize> = &'a mut dyn FnMut(f64, &[f64; N]);

fn spec(crossing: Crossing, terminal: bool) -> EventSpec {
    EventSpec { crossing, terminal }
}

/// What a leg watches.
struct Watched {
    turn: Watch,
    sticks: bool,
    settle: Option<f64>,
    reach: f64,
    switches: Option<[Crossing; SWITCHES]>,
}

impl<R> System<'_, R> {
    /// How the largest overlap is watched in `mode`: where the law turns, a stop; else in
    /// contact, until a leg has stopped at it (`turned`), as the plan says.
    fn turn_watch<const N: usize>(&self, mode: &Mode, plan: &Plan<N>, turned: bool) -> Watch {
        if self.law.turns(mode) {
            Watch::Stop
        } else if mode.touch == Touch::In && !turned {
            plan.turn
        } else {
            Watch::Off
        }
    }

    /// The event functions of a leg in `mode` at (t, y) (the module doc's slots): a slot not
    /// watched is 1; the rider's are 1 at the leg's first instant (`first`), where its mode was
    /// chosen to hold.
    #[allow(clippy::too_many_arguments)]
    fn events<const N: usize, const K: usize>(
        &self,
        mode: &Mode,
        own: &R::Mode,
        w: &Watched,
        plan: &Plan<N>,
        first: bool,
        y: &[f64; N],
    ) -> [f64; K]
    where
        R: Rider<N, K>,
    {
        let law = self.law;
        let mut g = [1.0; K];
        g[END] = law.end(mode, plan.by_force, y[0], y[1]);
        if w.turn != Watch::Off {
            g[TURN] = y[1];
        }
        if plan.extrema {
            let acc = self.motion.accel(law.force(mode, y[0], y[1]), y[1]);
            g[EXTREMA] = law.force_rate(mode, y[0], y[1], acc);
        }
        if let Some(level) = w.settle {
            g[SETTLED] = y[0] - level;
        }
        if K >= SLOTS {
            if w.sticks {
                g[REVERSAL] = y[1];
            }
            if w.reach.is_finite() {
                g[REACH] = if mode.touch == Touch::In { y[0] - w.reach } else { y[0] + w.reach };
            }
            if w.switches.is_some() {
                g[LAW..SLOTS].copy_from_slice(&law.switches(mode, y[0], y[1]));
            }
        }
        if K > SLOTS && !first {
            let r = self.rider.switches(law, mode, own, y);
            g[SLOTS..].copy_from_slice(&r[..K - SLOTS]);
        }
        g
    }

    /// The event specifications of a leg in `mode`.
    fn specs<const K: usize>(&self, mode: &Mode, w: &Watched) -> [EventSpec; K] {
        let mut s = [spec(Crossing::Falling, true); K];
        s[TURN] = spec(Crossing::Falling, w.turn == Watch::Stop);
        s[EXTREMA] = spec(Crossing::Either, false);
        s[SETTLED] = spec(Crossing::Falling, false);
        if K >= SLOTS {
            s[REVERSAL] = spec(Crossing::Rising, true);
            if mode.touch == Touch::In {
                s[REACH] = spec(Crossing::Rising, true);
            }
            if let Some(c) = w.switches {
                for i in 0..SWITCHES {
                    s[LAW + i] = spec(c[i], true);
                }
            }
        }
        s
    }

    /// The state a Dormand–Prince step of length `h` after (t0, y0) in the modes given
    /// ([`integrator::step`]): how curves, quadratures and event locations re-step from an
    /// accepted state.
    pub fn advance<const N: usize, const K: usize>(
        &self,
        mode: &Mode,
        own: &R::Mode,
        (t0, y0): (f64, &[f64; N]),
        h: f64,
    ) -> [f64; N]
    where
        R: Rider<N, K>,
    {
        integrator::step(&InMode { s: self, mode: *mode, own: *own }, t0, y0, h)
    }

    /// One leg from (t0, y0) in (`mode`, `own`) to its first terminal event or `t_end`.
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn leg<const N: usize, const K: usize>(
        &self,
        (mode, own): (Mode, R::Mode),
        (t0, y0): (f64, [f64; N]),
        t_end: f64,
        settings: &Settings<N>,
        plan: &Plan<N>,
        (settle, turned): (Option<f64>, bool),
    ) -> Result<Leg<R::Mode, N>, IntegrateError>
    where
        R: Rider<N, K>,
    {
        let w = Watched {
            turn: self.turn_watch(&mode, plan, turned),
            sticks: STATES && self.law.sticks(&mode),
            settle,
            reach: if STATES { self.law.reach() } else { f64::INFINITY },
            switches: if STATES { self.law.watch(&mode) } else { None },
        };
        let ode = InMode { s: self, mode, own };
        let g = |t: f64, y: &[f64; N]| self.events(&mode, &own, &w, plan, t == t0, y);
        let specs = self.specs(&mode, &w);
        let mut skeleton = Vec::new();
        let g: Events<N, K> = &g;
        let observe: Observe<N> = &mut |t, y| skeleton.push((t, *y));
        let run = integrator::integrate(&ode, &g, &specs, t0, y0, t_end, settings, observe)?;
        let cause = match run.stop {
            Stop::End => Cause::Window,
            Stop::Event(END) if plan.by_force => Cause::Law(Event::Force),
            Stop::Event(END) => Cause::Law(Event::Overlap),
            Stop::Event(TURN) => Cause::Law(Event::Turn),
            Stop::Event(REVERSAL) => Cause::Law(Event::Reversal),
            Stop::Event(REACH) => Cause::Law(Event::Reach),
            Stop::Event(i) if i < SLOTS => {
                let rising = run.hits.iter().rev().find(|h| h.index == i).is_some_and(|h| h.rising);
                Cause::Law(Event::Switch(i - LAW, rising))
            }
            Stop::Event(i) => Cause::Rider(i - SLOTS),
        };
        let (hits, t, y, accepted, rejected) = (run.hits, run.t, run.y, run.accepted, run.rejected);
        Ok(Leg { mode, own, skeleton, hits, t, y, cause, accepted, rejected })
    }

    /// A leg that reversed past its end level (the first end function below 0 at the
    /// reversal) crossed it and came back within one step, unseen by the sign test at the
    /// steps' ends (a grazing exit near the sticking velocity: the end passed by a hair): the
    /// crossing is located by Brent's method between the last accepted state and the reversal,
    /// and the leg ends there, at the overlap's end.
    fn crossed_unseen<const N: usize, const K: usize>(&self, leg: &mut Leg<R::Mode, N>)
    where
        R: Rider<N, K>,
    {
        let level = |y: &[f64; N]| self.law.end(&leg.mode, false, y[0], y[1]);
        if !matches!(leg.cause, Cause::Law(Event::Reversal))
            || !(level(&leg.y) < 0.0)
            || leg.skeleton.len() < 2
        {
            return;
        }
        let (t0, y0) = leg.skeleton[leg.skeleton.len() - 2];
        if !(level(&y0) > 0.0) {
            return;
        }
        let mut phi = |t: f64| level(&self.advance(&leg.mode, &leg.own, (t0, &y0), t - t0));
        let xtol = 4.0 * f64::EPSILON * leg.t.abs();
        let root =
            crate::roots::brent(&mut phi as &mut dyn FnMut(f64) -> f64, t0, leg.t, xtol, 200);
        let t = match root {
            Ok(t) | Err(crate::roots::RootError::MaxIterations { best: t }) => t,
            Err(_) => return,
        };
        let y = self.advance(&leg.mode, &leg.own, (t0, &y0), t - t0);
        leg.skeleton.pop();
        leg.skeleton.push((t, y));
        leg.hits.retain(|h| h.t <= t);
        (leg.t, leg.y, leg.cause) = (t, y, Cause::Law(Event::Overlap));
    }

    /// Integrates the contact from the touch (t = 0, y0, the law's mode at the touch, the
    /// rider's `own`) leg by leg (module doc) until the law ends it, the bodies stick, the
    /// window runs out, or the plan's caps are reached.
    pub fn integrate<const N: usize, const K: usize>(
        &self,
        plan: &Plan<N>,
        own: R::Mode,
        y0: [f64; N],
    ) -> Result<Run<R::Mode, N>, IntegrateError>
    where
        R: Rider<N, K>,
    {
        let (mut mode, mut own, mut t, mut y) = (self.law.touch(y0[1]), own, 0.0, y0);
        let mut legs: Vec<Leg<R::Mode, N>> = Vec::new();
        let (mut used, mut steps, mut since, mut piled) = (0u32, 0u32, 0.0, 0u32);
        let (mut settle, mut turned) = (None, false);
        let ending = loop {
            let i = usize::from(STATES && mode.touch == Touch::Tail);
            let t_end = since + plan.window[i];
            if !(t < t_end) {
                break Ending::Window;
            }
            if legs.len() >= plan.max_legs {
                break Ending::Capped;
            }
            let settings = Settings {
                h_max: plan.h_max[i],
                max_steps: plan.settings.max_steps.min(plan.budget.saturating_sub(used)),
                ..plan.settings
            };
            let mut leg =
                self.leg((mode, own), (t, y), t_end, &settings, plan, (settle, turned))?;
            used = used.saturating_add(leg.accepted).saturating_add(leg.rejected);
            steps = steps.saturating_add(leg.accepted);
            if STATES {
                self.crossed_unseen(&mut leg);
            }
            if STATES
                && matches!(leg.cause, Cause::Law(Event::Switch(..)))
                && mode.touch == Touch::In
                && !(leg.y[0] > 0.0)
            {
                // A switch located at ξ = 0 itself (within the root's tolerance): the overlap's
                // end.
                leg.y[0] = 0.0;
                leg.cause = Cause::Law(Event::Overlap);
            }
            let (t0, cause) = (t, leg.cause);
            (t, y) = (leg.t, leg.y);
            legs.push(leg);
            let next = match cause {
                Cause::Window => break Ending::Window,
                Cause::Rider(i) => {
                    own = self.rider.next(self.law, &mode, &own, i, &mut y);
                    mode
                }
                Cause::Law(event) => match self.law.next(&mode, event, &mut y) {
                    Next::Mode(m) => m,
                    Next::End => break Ending::Ended,
                    Next::Stuck => break Ending::Stuck,
                    Next::Beyond => return Err(IntegrateError::OutOfDomain { t }),
                },
            };
            piled =
                if CHATTER && plan.chatter > 0.0 && t - t0 <= plan.chatter { piled + 1 } else { 0 };
            if piled > 20 {
                break Ending::Chatter;
            }
            if matches!(cause, Cause::Law(Event::Turn)) {
                turned = true;
                if plan.settle > 0.0 {
                    settle = Some(plan.settle * y[0]);
                }
            }
            if STATES && next.touch != mode.touch {
                since = t;
            }
            mode = next;
        };
        Ok(Run { legs, ending, steps })
    }

    /// The state at time `t` of an integrated contact, and the leg it is on: a fresh
    /// Dormand–Prince step from the last accepted state at or before `t` (clamped to the run's
    /// end), in the mode of the last leg that has one (at a change of mode, the new mode's).
    pub fn state_at<'r, const N: usize, const K: usize>(
        &self,
        legs: &'r [Leg<R::Mode, N>],
        t: f64,
    ) -> Option<([f64; N], &'r Leg<R::Mode, N>)>
    where
        R: Rider<N, K>,
    {
        let mut from = None;
        for leg in legs {
            if let Some(p) = leg.skeleton.iter().rev().find(|p| p.0 <= t) {
                from = Some((leg, p));
            }
        }
        let (leg, (t0, y0)) = from?;
        let h = (t.min(legs[legs.len() - 1].t) - t0).max(0.0);
        Some((self.advance(&leg.mode, &leg.own, (*t0, y0), h), leg))
    }

    /// `samples` uniform samples of the curves over 0 … `window`, each as
    /// [`System::state_at`] gives it, the force the law's in the leg's mode.
    pub fn sample<const N: usize, const K: usize>(
        &self,
        legs: &[Leg<R::Mode, N>],
        window: f64,
        samples: usize,
    ) -> Curves
    where
        R: Rider<N, K>,
    {
        let mut c = Curves::default();
        let Some(end) = legs.last().map(|l| l.t) else { return c };
        // The last accepted state at or before each sample time, found by walking forward.
        let (mut i, mut j) = (0, 0);
        for t in sample_times(window, samples) {
            loop {
                if j + 1 < legs[i].skeleton.len() && legs[i].skeleton[j + 1].0 <= t {
                    j += 1;
                } else if i + 1 < legs.len() && legs[i + 1].skeleton[0].0 <= t {
                    (i, j) = (i + 1, 0);
                } else {
                    break;
                }
            }
            let leg = &legs[i];
            let (t0, y0) = &leg.skeleton[j];
            let y = self.advance(&leg.mode, &leg.own, (*t0, y0), (t.min(end) - t0).max(0.0));
            c.t.push(t);
            c.overlap.push(y[0]);
            c.force.push(self.law.force(&leg.mode, y[0], y[1]));
        }
        c
    }
}
