//! A contact with a state (a history), integrated in legs: within a leg the force law is one
//! smooth function of the motion, in the leg's mode; at a located event the law changes
//! (An 2006's power function: loading, plastic, unloading branches; an adhesive law: in
//! contact in a code's regime, or on the tension tail after the touch). Each leg is an
//! integration by [`crate::integrator`] (Dormand–Prince 5(4) with event location) that stops
//! at its first terminal event; the law decides the next mode from there. Stopping at every
//! change of law keeps the integrator's order: it never steps across a jump of the force.
//!
//! What the stateful laws share lives here: a system's right-hand side and force in each
//! mode ([`Modes`]), one leg integrated ([`leg`]), and the curves sampled over the legs
//! ([`sample`]: each sample a fresh Dormand–Prince step from the accepted state before it,
//! in its leg's mode).

use crate::impact::{sample_times, Curves};
use crate::integrator::{self, EventSpec, Hit, IntegrateError, Settings, Stop};
use alloc::vec::Vec;

/// A system whose law depends on a mode (its state beyond y).
pub trait Modes<const N: usize> {
    /// The mode: which smooth law acts.
    type Mode: Copy + PartialEq;
    /// y′ in `mode`.
    fn rhs(&self, mode: Self::Mode, y: &[f64; N]) -> [f64; N];
    /// The contact force in `mode` at y \[N\] (what the curves show).
    fn force(&self, mode: Self::Mode, y: &[f64; N]) -> f64;
}

/// A system held in one mode: an [`integrator::Ode`].
pub struct InMode<'a, S, M> {
    /// The system.
    pub system: &'a S,
    /// Its mode.
    pub mode: M,
}

impl<const N: usize, S: Modes<N>> integrator::Ode<N> for InMode<'_, S, S::Mode> {
    fn rhs(&self, _t: f64, y: &[f64; N]) -> [f64; N] {
        self.system.rhs(self.mode, y)
    }
}

/// Every accepted state (t, y) of a leg.
pub type Skeleton<const N: usize> = Vec<(f64, [f64; N])>;

/// One leg integrated.
#[derive(Debug, Clone, PartialEq)]
pub struct Leg<M, const N: usize> {
    /// The mode it was integrated in.
    pub mode: M,
    /// Every accepted state (t, y), from the leg's start (included) to where it stopped.
    pub skeleton: Skeleton<N>,
    /// The events met, in time order.
    pub hits: Vec<Hit<N>>,
    /// Where it stopped: time \[s\] and state.
    pub t: f64,
    /// See `t`.
    pub y: [f64; N],
    /// Why it stopped.
    pub stop: Stop,
    /// Accepted steps.
    pub accepted: u32,
    /// Rejected steps.
    pub rejected: u32,
}

/// Integrates `system` in `mode` from `(t0, y0)` to its first terminal event of `events`
/// (with `specs`) or `t_end`.
#[allow(clippy::too_many_arguments)]
pub fn leg<S: Modes<N>, const N: usize, const K: usize>(
    system: &S,
    mode: S::Mode,
    (t0, y0): (f64, [f64; N]),
    events: &impl Fn(f64, &[f64; N]) -> [f64; K],
    specs: &[EventSpec; K],
    t_end: f64,
    settings: &Settings<N>,
) -> Result<Leg<S::Mode, N>, IntegrateError> {
    let ode = InMode { system, mode };
    let mut skeleton = Vec::new();
    let run = integrator::integrate(&ode, events, specs, t0, y0, t_end, settings, |t, y| {
        skeleton.push((t, *y))
    })?;
    Ok(Leg {
        mode,
        skeleton,
        hits: run.hits,
        t: run.t,
        y: run.y,
        stop: run.stop,
        accepted: run.accepted,
        rejected: run.rejected,
    })
}

/// `samples` uniform samples of the curves over 0 … `window` from the legs (`(mode,
/// skeleton)` in time order): each a fresh Dormand–Prince step from the last accepted state
/// at or before it, in the mode of the last leg that has one (at a change of mode, the new
/// mode's).
pub fn sample<'a, S: Modes<N>, const N: usize>(
    system: &S,
    legs: impl Iterator<Item = (S::Mode, &'a [(f64, [f64; N])])> + Clone,
    window: f64,
    samples: usize,
) -> Curves {
    let mut c = Curves::default();
    for t in sample_times(window, samples) {
        let mut from = None;
        for (mode, skeleton) in legs.clone() {
            if let Some(s) = skeleton.iter().rev().find(|s| s.0 <= t) {
                from = Some((mode, *s));
            }
        }
        let Some((mode, (t0, y0))) = from else { continue };
        let y = integrator::step(&InMode { system, mode }, t0, &y0, t - t0);
        c.t.push(t);
        c.overlap.push(y[0]);
        c.force.push(system.force(mode, &y));
    }
    c
}
