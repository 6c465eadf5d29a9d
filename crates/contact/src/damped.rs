//! The damping a contact needs for a wanted restitution, for any force law with a dashpot:
//! one generic inversion, a default method of [`Damped`] (as kurbo's `inv_arclen` is a
//! default method on top of `arclen`).
//!
//! A law with a dashpot λ ξ^p ξ̇ (Hu et al. 2011, eq. 8; the linear law's c ξ̇, p = 0) whose
//! impact can be integrated to its restitution e(λ) implements [`Damped`]: its coefficient
//! λ, the same law with another λ, λ's natural scale and the integrated restitution. The
//! inversion [`Damped::lambda_for_restitution`] then needs nothing else: e(λ) falls from
//! the undamped contact's restitution at λ = 0 (the dashpot only takes energy), so λ is
//! bracketed from 0 by growing a trial λ fourfold from the law's guess until e(λ) ≤ e, and
//! found by Brent's method (Brent 1973, ch. 4; [`crate::roots::brent`]) — in the law's real
//! dimensions, on the contact as it is integrated (its mass, stiffness, speed, body
//! acceleration, end criterion, adhesion). A law that can also integrate its impact more
//! coarsely ([`Damped::coarse_restitution`]: the adhesive contact) first has the bracket
//! and a root found with coarse trials, then (where it has them,
//! [`Damped::medium_restitution`]) one medium trial, which full ones polish by the secant
//! method ([`crate::roots::coarse_medium_fine`]: one to three full trials instead of a dozen
//! or more); the search above where that fails.
//!
//! λ's natural scale is Hu et al.'s: with L = (m v0²/k)^(1/(1+w)) and T = L/v0 the equation
//! of motion m ξ̈ + λ ξ^p ξ̇ + k ξ^w = 0 becomes δ̂″ + α2 δ̂^p δ̂′ + δ̂^w = 0 with
//! λ = α2 m v0 (k/(m v0²))^((1+p)/(1+w)) (Hu et al. 2011, §III, eq. 9): e depends on α2
//! alone, and α2 beyond [`ALPHA2_MAX`] is not searched.
//!
//! The per-model relations (closed forms, and the cached dimensionless inversion of the
//! power-law family) are fast paths of this one; `tests/inversion.rs` checks each against it.

use crate::integrator::IntegrateError;
use crate::roots::{brent, coarse_medium_fine, RootError};
use core::cell::Cell;

/// Largest dimensionless damping α2 (Hu et al. 2011, §III) searched: λ up to this many
/// times [`Damped::lambda_scale`].
pub const ALPHA2_MAX: f64 = 1e6;

/// The default cap on the integration steps of one inversion, all its trial contacts
/// together (5 × [`crate::impact::MAX_STEPS`]): a smooth inversion takes at most ~35
/// trials of a few thousand steps; where e(λ) is noisy (e ≲ 1e−7) or jumps, Brent's method
/// could try 200 trials of up to 10⁵ steps each (a single `solve` took 2.3 s; found by
/// tests/props.rs).
pub const STEP_BUDGET: u64 = 5 * crate::impact::MAX_STEPS as u64;

/// How close the restitution achieved with the λ found must be to the one asked for, by
/// default (relative): a root found where e(λ) jumps (to 0, where the contact stops
/// separating within its integrated window) is no solution.
pub const RESOLVED: f64 = 1e-8;

/// Why an inversion e → λ failed.
#[derive(Debug, Clone, PartialEq)]
pub enum InvertError {
    /// The restitution asked for is above the undamped contact's (given; ≤ 0 where the
    /// bodies stick even without damping): the dashpot only lowers it.
    AboveUndamped {
        /// The undamped contact's restitution (signed, [`Damped::signed_restitution`]).
        highest: f64,
    },
    /// Below the lowest restitution reached with λ up to [`ALPHA2_MAX`] scales (or within
    /// the integrated window).
    Unreachable {
        /// The lowest restitution found.
        lowest: f64,
    },
    /// The λ found gives a restitution further than [`Damped::RESOLVED`] from the one asked
    /// for (a rebound below the integration's resolution).
    Unresolved {
        /// The λ found.
        lambda: f64,
        /// The restitution it gives.
        achieved: f64,
    },
    /// Brent's method found no root in a bracket whose ends straddle e (e(λ) not
    /// continuous there).
    NoBracket,
    /// More than [`Damped::STEP_BUDGET`] integration steps (e barely changes with λ there).
    Budget,
    /// An integration failed.
    Integration(IntegrateError),
}

/// A force law with a dashpot λ ξ^p ξ̇ whose impact can be integrated to its restitution:
/// what the generic inversion e → λ ([`Damped::lambda_for_restitution`]) needs.
pub trait Damped: Sized {
    /// What the law is integrated with besides itself (an impact's [`crate::impact::Setup`]:
    /// mass, speed, body acceleration, end criterion; the speed alone where the law holds
    /// the rest).
    type Setup;
    /// How close the restitution achieved must be to the one asked for (relative).
    const RESOLVED: f64 = RESOLVED;
    /// The cap on the integration steps of one inversion.
    const STEP_BUDGET: u64 = STEP_BUDGET;

    /// The dashpot's coefficient λ \[N·s/m^(p+1)\].
    fn lambda(&self) -> f64;
    /// The same law with the dashpot's coefficient `lambda`.
    fn with_lambda(&self, lambda: f64) -> Self;
    /// λ at unit dimensionless damping: m v0 (k/(m v0²))^((1+p)/(1+w)) (Hu et al. 2011,
    /// §III).
    fn lambda_scale(&self, setup: &Self::Setup) -> f64;
    /// The restitution of the impact, integrated, signed: where the bodies stick, 0 or (for
    /// a law that can say how deep they are held) a negative number continuous with e
    /// where sticking begins; and the integration steps it took.
    fn signed_restitution(&self, setup: &Self::Setup) -> Result<(f64, u32), IntegrateError>;
    /// [`Damped::signed_restitution`] integrated to a looser tolerance: a cheaper, less
    /// accurate e(λ) for the first stage of the inversion (its bracket and a first root,
    /// which full integrations then polish: [`crate::roots::coarse_then_fine`]); `None`: the
    /// law has none, and every trial is a full one.
    fn coarse_restitution(
        &self,
        _setup: &Self::Setup,
    ) -> Option<Result<(f64, u32), IntegrateError>> {
        None
    }
    /// [`Damped::signed_restitution`] integrated to a tolerance between the coarse one and
    /// the full one, whose root lies within a fraction of the inversion's last step of the
    /// full one: one trial between the coarse stage and the full one
    /// ([`crate::roots::coarse_medium_fine`]); `None`: the law has none.
    fn medium_restitution(
        &self,
        _setup: &Self::Setup,
    ) -> Option<Result<(f64, u32), IntegrateError>> {
        None
    }
    /// The undamped contact's restitution where it is known without integrating (an
    /// elastic contact that ends at ξ = 0: 1, by energy); `None`: integrate it.
    fn undamped_restitution(&self, _setup: &Self::Setup) -> Option<f64> {
        None
    }
    /// Where the search for λ starts: λ's scale, or a law's closed form for a related
    /// contact.
    fn lambda_guess(&self, _e: f64, setup: &Self::Setup) -> f64 {
        self.lambda_scale(setup)
    }
    /// The λ with which the contact achieves restitution `e`, integrated (module doc).
    fn lambda_for_restitution(&self, e: f64, setup: &Self::Setup) -> Result<f64, InvertError> {
        invert(self, e, setup)
    }
}

/// The restitution of `law` with dashpot coefficient `lambda`, counting the steps against
/// the law's budget.
struct Trials<'a, L: Damped> {
    law: &'a L,
    setup: &'a L::Setup,
    used: Cell<u64>,
}

impl<L: Damped> Trials<'_, L> {
    fn at(&self, lambda: f64) -> Result<f64, InvertError> {
        self.count(self.law.with_lambda(lambda).signed_restitution(self.setup))
    }
    /// The coarse restitution ([`Damped::coarse_restitution`]); `None` where the law has none.
    fn coarse(&self, lambda: f64) -> Option<Result<f64, InvertError>> {
        let law = self.law.with_lambda(lambda);
        law.coarse_restitution(self.setup).map(|r| self.count(r))
    }
    /// The medium restitution ([`Damped::medium_restitution`]); `None` where the law has none.
    fn medium(&self, lambda: f64) -> Option<Result<f64, InvertError>> {
        let law = self.law.with_lambda(lambda);
        law.medium_restitution(self.setup).map(|r| self.count(r))
    }
    fn count(&self, r: Result<(f64, u32), IntegrateError>) -> Result<f64, InvertError> {
        if self.used.get() > L::STEP_BUDGET {
            return Err(InvertError::Budget);
        }
        let (e, steps) = r.map_err(InvertError::Integration)?;
        self.used.set(self.used.get() + u64::from(steps));
        Ok(e)
    }
}

/// The first stage of [`invert`] with coarse trials, where the law has them: the bracket
/// grown fourfold from `start` as [`bracket`] does, then [`coarse_medium_fine`] (Brent's method
/// on the coarse e(λ), one medium trial where the law has them, the secant method on the full
/// one), and the root checked as
/// [`invert`] checks it, at the last full trial (the root lies within 1e−8 of its λ, a step
/// of the secant that converged from it). `None` leaves the answer, or the error, to the full
/// search: a trial that fails, a coarse one that gives 0 (the jump where the contact stops
/// separating), the end of the range, a stage that does not converge, a last trial that is
/// not resolved.
fn coarse_first<L: Damped>(
    trials: &Trials<L>,
    e: f64,
    e0: f64,
    start: f64,
    max: f64,
) -> Option<f64> {
    let coarse = |x: f64| trials.coarse(x).and_then(Result::ok);
    let (mut lo, mut e_lo, mut hi) = (0.0, e0, start);
    // The smallest λ known to stick (e = 0: the contact stops separating), as [`bracket`]
    // handles it: the bracket is then bisected towards the separating side, not grown.
    let mut stuck_at = f64::INFINITY;
    let e_hi = loop {
        let eh = coarse(hi)?;
        if eh == 0.0 {
            if hi - lo <= 1e-2 * hi {
                return None;
            }
            stuck_at = hi;
            hi = 0.5 * (lo + hi);
            continue;
        }
        if eh <= e {
            break eh;
        }
        if hi >= max {
            return None;
        }
        (lo, e_lo) = (hi, eh);
        hi = if stuck_at.is_finite() { 0.5 * (hi + stuck_at) } else { (hi * 4.0).min(max) };
    };
    let fine = |x: f64| trials.at(x).map_or(f64::NAN, |got| got - e);
    let coarse = |x: f64| coarse(x).map_or(f64::NAN, |got| got - e);
    // NaN where the law has no medium trials (or one fails): the secant starts from the
    // coarse root.
    let mut medium = |x: f64| trials.medium(x).and_then(Result::ok).map_or(f64::NAN, |g| g - e);
    let medium = Some(&mut medium as &mut dyn FnMut(f64) -> f64);
    let ends = ((lo, e_lo - e), (hi, e_hi - e));
    let rels = (1e-6, 1e-8);
    let (lambda, last) =
        coarse_medium_fine(coarse, medium, fine, ends.0, ends.1, rels, (0.0, max)).ok()?;
    (last.abs() <= L::RESOLVED * e).then_some(lambda)
}

/// Brackets λ on (lo, hi]: from the guess, fourfold until e(hi) ≤ e. Where e(hi) is 0 (the
/// contact stops separating: e(λ) falls continuously, then jumps to 0 somewhere in
/// (lo, hi]), Brent's method would converge on that jump by bisection when e is below it
/// (~45 integrations, each long near it: 2.8 s for w = 0.395, p = 0.046, e = 1e−9;
/// tests/props.rs): bisect instead until a separating λ reaches e (a bracket of the
/// continuous part) or the interval is 1 % of λ (7 trials): then e is unreachable, and the
/// lowest reachable e is about e(lo).
fn bracket<L: Damped>(
    trials: &Trials<L>,
    e: f64,
    (mut lo, mut e_lo): (f64, f64),
    mut hi: f64,
    max: f64,
) -> Result<(f64, f64), InvertError> {
    loop {
        let eh = trials.at(hi)?;
        if eh == 0.0 {
            loop {
                if hi - lo <= 1e-2 * hi {
                    return Err(InvertError::Unreachable { lowest: e_lo });
                }
                let mid = 0.5 * (lo + hi);
                let em = trials.at(mid)?;
                if em > e {
                    (lo, e_lo) = (mid, em);
                } else {
                    hi = mid;
                    if em > 0.0 {
                        return Ok((lo, hi));
                    }
                }
            }
        }
        if eh <= e {
            return Ok((lo, hi));
        }
        if hi >= max {
            return Err(InvertError::Unreachable { lowest: eh });
        }
        (lo, e_lo) = (hi, eh);
        hi = (hi * 4.0).min(max);
    }
}

/// [`Damped::lambda_for_restitution`]: the undamped restitution, a bracket ([`bracket`]),
/// Brent's method to 1e−13 of the bracket, and the root checked ([`Damped::RESOLVED`]).
pub(crate) fn invert<L: Damped>(law: &L, e: f64, setup: &L::Setup) -> Result<f64, InvertError> {
    let trials = Trials { law, setup, used: Cell::new(0) };
    let e0 = match law.undamped_restitution(setup) {
        Some(e0) => e0,
        None => trials.at(0.0)?,
    };
    if e == e0 {
        return Ok(0.0);
    }
    if !(e < e0) {
        return Err(InvertError::AboveUndamped { highest: e0 });
    }
    let scale = law.lambda_scale(setup);
    let max = ALPHA2_MAX * scale;
    let start = law.lambda_guess(e, setup).max(1e-6 * scale).min(max);
    if let Some(lambda) = coarse_first(&trials, e, e0, start, max) {
        return Ok(lambda);
    }
    // The full search as without the coarse stage (none where the law has no coarse trials),
    // with its own budget.
    trials.used.set(0);
    let (lo, hi) = bracket(&trials, e, (0.0, e0), start, max)?;
    let mut failure = None;
    // `dyn`: one Brent for every root the crate's first module finds.
    let mut f = |x| match trials.at(x) {
        Ok(got) => got - e,
        Err(err) => {
            failure = Some(err);
            f64::NAN
        }
    };
    let root = brent(&mut f as &mut dyn FnMut(f64) -> f64, lo, hi, 1e-13 * hi, 200);
    let lambda = match (root, failure) {
        (Ok(x), _) => x,
        (Err(RootError::MaxIterations { best }), None) => best,
        (_, Some(err)) => return Err(err),
        (Err(_), None) => return Err(InvertError::NoBracket),
    };
    // e(λ) drops to 0 where the contact stops separating within the integrated window; a
    // root found at that jump is not a solution. Check, and report what is reachable.
    let got = trials.at(lambda)?;
    if (got - e).abs() <= L::RESOLVED * e {
        Ok(lambda)
    } else if got > 0.0 {
        Err(InvertError::Unresolved { lambda, achieved: got })
    } else {
        let lowest = trials.at(lo)?.min(e0);
        Err(InvertError::Unreachable { lowest })
    }
}
