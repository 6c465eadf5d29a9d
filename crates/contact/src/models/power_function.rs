//! An's elastic–inelastic power-function model (An 2006): loading along k ξ (O→A) up to
//! the transition force F_t, then constant F_t while the overlap still grows (A→B, the
//! inelastic process); from the turning point B, where the overlap stops growing, unloading
//! along F_B (ξ/ξ_B)^b back to zero (B→O, the power function y = a x^b). With a very large
//! F_t it is the elastic–power-function model, with b = 1 the triangular model (An 2006
//! Fig. 2). The force is never tensile, so both end criteria agree.
//!
//! Restitution (An 2006, eq. 1–3): e = √(area OBC / area OABC) = √(2/(b+1)) √((g+1)/(g+2)),
//! g = elastic / inelastic deformation = ξ_A / (ξ_B − ξ_A); e = √(2/(b+1)) without an
//! inelastic part. With no body acceleration the contact is known in closed form
//! ([`PowerFunction::closed_form`]); otherwise (and for the curves) it is integrated branch
//! by branch, the branch switching at located events. The force is history-dependent: the
//! branch is the model's state, not a function of (ξ, ξ̇).

use super::info::{Holds, ModelInfo, Spring};
use super::law::Law;
use super::parts::HistoryPart;
use super::relation::relation;
use super::relation::Relation;
use super::working::{self, step, Facts, Step};
use crate::error::Error;
use crate::impact::Curves;
use crate::impact::Method;
use crate::impact::{self, Summary};
use crate::integrator::{IntegrateError, Settings};
use crate::legs::{Bare, Cause, Ending, Motion, Plan, System};
use crate::math::{asin_safe, exp, gamma, ln, powf, sqrt};
use crate::normal::{Branch, Event, Watch};
use crate::scenario::{End, Scenario};
use crate::text::{num, si};
use alloc::format;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// A power-function contact: effective mass `m` \[kg\], loading stiffness `k` \[N/m\],
/// transition force `f_t` \[N\] (infinite: never inelastic), unloading exponent `b` > 0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PowerFunction {
    /// Effective mass \[kg\].
    pub m: f64,
    /// Loading stiffness \[N/m\].
    pub k: f64,
    /// Transition force F_t \[N\].
    pub f_t: f64,
    /// Unloading exponent b.
    pub b: f64,
}

impl PowerFunction {
    /// Elastic deformation ξ_A = F_t / k \[m\] (infinite without a transition).
    pub fn xi_a(&self) -> f64 {
        self.f_t / self.k
    }

    /// An 2006, eq. (2): e = √(2/(b+1)) √((g+1)/(g+2)); eq. (3) when g = ∞.
    pub fn restitution_formula(&self, g_ratio: f64) -> f64 {
        let elastic = sqrt(2.0 / (self.b + 1.0));
        if g_ratio.is_infinite() {
            elastic
        } else {
            elastic * sqrt((g_ratio + 1.0) / (g_ratio + 2.0))
        }
    }

    /// The free collision (no body acceleration) in closed form, and the ratio g:
    /// elastic loading ω = √(k/m) until A at t_A = arcsin(ξ_A ω/v0)/ω with speed
    /// v_A = √(v0² − ω²ξ_A²); inelastic, decelerating at F_t/m, until B after m v_A/F_t,
    /// ξ_B = ξ_A + m v_A²/(2F_t) (= ξ_A/2 + m v0²/(2F_t), energy); without a transition
    /// ξ_B = v0/ω at π/(2ω). Unloading from rest at ξ_B: v² = v_s²(1 − (ξ/ξ_B)^(b+1)),
    /// v_s² = 2 F_B ξ_B/(m(b+1)), lasting (ξ_B/v_s) ∫₀¹ (1 − x^(b+1))^(−1/2) dx =
    /// (ξ_B/v_s) Γ(1/n)√π/(n Γ(1/n+1/2)), n = b+1. Restitution e = v_s/v0 (An 2006, eq. 1–3).
    pub fn closed_form(&self, v0: f64) -> (Summary, f64) {
        let w = sqrt(self.k / self.m);
        let xa = self.xi_a();
        let elastic_only = !(xa * w < v0); // never reaches A (also for F_t = ∞)
        let (t_b, xi_b, f_b, t_fmax, g_ratio) = if elastic_only {
            let xi_b = v0 / w;
            (PI / (2.0 * w), xi_b, self.k * xi_b, PI / (2.0 * w), f64::INFINITY)
        } else {
            let t_a = asin_safe(xa * w / v0) / w;
            let v_a = sqrt((v0 - xa * w) * (v0 + xa * w));
            let xi_b = xa + self.m * v_a * v_a / (2.0 * self.f_t);
            (t_a + self.m * v_a / self.f_t, xi_b, self.f_t, t_a, xa / (xi_b - xa))
        };
        let n = self.b + 1.0;
        // As a product of square roots: F_B ξ_B overflows long before v_s does (m = 14 kg,
        // k = 64 N/m, v0 = 9.83e258 m/s gave v_s = inf, hence e = inf; fuzz/).
        let v_s = sqrt(2.0 / n) * sqrt(f_b) * sqrt(xi_b) / sqrt(self.m);
        let t_u = xi_b / v_s * gamma(1.0 / n) * sqrt(PI) / (n * gamma(1.0 / n + 0.5));
        let s = Summary {
            contact_time: Some(t_b + t_u),
            restitution: v_s / v0,
            max_overlap: xi_b,
            time_of_max_overlap: t_b,
            max_force: f_b,
            time_of_max_force: t_fmax,
            min_force: 0.0,
            window: t_b + t_u,
            overlap_at_end: 0.0,
        };
        (s, g_ratio)
    }

    /// A time scale for the integration: the free collision's contact time.
    pub fn time_scale(&self, v0: f64) -> f64 {
        self.closed_form(v0).0.window
    }
}

/// The result of [`simulate`]: summary, the ratio g of the contact as it happened, and the
/// curves if asked for.
pub struct Run {
    /// The numbers.
    pub summary: Summary,
    /// ξ_A/(ξ_B − ξ_A) at the first turning point (∞ if it stayed elastic).
    pub g_ratio: f64,
    /// Overlap at the end (0 when it separates).
    pub xi_end: f64,
    /// Curves, when asked for.
    pub curves: Option<Curves>,
    /// Accepted integration steps over all branches (for the accuracy report).
    pub steps: u32,
}

/// Cap on branch switches (turns of a contact that rests and rocks under gravity).
const MAX_PHASES: usize = 200;
/// Cap on the integration steps of one search for the exponent b under a body acceleration
/// ([`exponent_for_restitution`]): all its trial contacts together.
pub const SEARCH_STEPS: u32 = impact::MAX_STEPS;

/// Integrates the contact branch by branch with body acceleration `g`, from ξ = 0, ξ̇ = v0,
/// within [`impact::MAX_STEPS`] integration steps over all branches.
pub fn simulate(
    model: &PowerFunction,
    v0: f64,
    g: f64,
    samples: usize,
) -> Result<Run, IntegrateError> {
    simulate_within(model, v0, g, samples, impact::MAX_STEPS)
}

/// The tolerances of the branch integration, and the time scale t_est (the free
/// collision's contact time): [`impact::scales`] for t_est; absolute tolerances 1e−2·rtol
/// times the overlap scale (the free ξ_max, or what the body acceleration adds) and the
/// speed scale; a first step of 1e−3 of the smaller of √(m/k) and the resolution; steps of
/// at most 0.02 t_est.
fn branch_settings(model: &PowerFunction, v0: f64, g: f64, max_steps: u32) -> (Settings<2>, f64) {
    let t_est = model.time_scale(v0);
    let impact::Scales { speed, res, rtol } = impact::scales(v0, g, t_est);
    let w_inv = sqrt(model.m / model.k);
    let xi_free = model.closed_form(v0).0.max_overlap;
    let xi_scale = if speed > v0 { xi_free.max(speed * res) } else { xi_free };
    let settings = Settings {
        rtol,
        atol: [rtol * 1e-2 * xi_scale, rtol * 1e-2 * speed],
        h0: 1e-3 * w_inv.min(res),
        h_max: 0.02 * t_est,
        max_steps,
    };
    (settings, t_est)
}

/// A power-function contact integrated so far, read from its legs: what An 2006's eq. 2 and
/// the answer need of the branches passed.
struct Progress {
    /// ξ_max \[m\] and its time \[s\].
    xi_max: f64,
    t_ximax: f64,
    /// F_max \[N\] and its time \[s\].
    f_max: f64,
    t_fmax: f64,
    /// ξ_A/(ξ_B − ξ_A) at the first turning point.
    g_ratio: Option<f64>,
    /// Whether the elastic branch has reached A (F = F_t).
    reached_a: bool,
}

impl Progress {
    /// Turning point B (ξ̇ = 0) at (t, y) on `branch`: a maximum of the overlap and of the
    /// force; at the first turn the ratio g = ξ_A/(ξ_B − ξ_A) (An 2006, eq. 2).
    fn turn(&mut self, model: &PowerFunction, law: &Law, branch: &Branch, (t, y): (f64, [f64; 2])) {
        let f_b = law.history.map_or(0.0, |h| h.force(&law.spring, branch, y[0]));
        if y[0] > self.xi_max {
            self.xi_max = y[0];
            self.t_ximax = t;
        }
        if f_b > self.f_max {
            // F rises along the elastic branch to B; on the inelastic one it has
            // been F_t since A.
            self.f_max = f_b;
            if *branch == Branch::Loading(0) {
                self.t_fmax = t;
            }
        }
        let reached_a = self.reached_a;
        self.g_ratio.get_or_insert(if reached_a {
            model.xi_a() / (y[0] - model.xi_a())
        } else {
            f64::INFINITY
        });
    }

    /// A branch limit passed at `t`: the elastic branch reaches F_t at A (F_max = F_t at the
    /// first A); a reloading past the old turning point changes nothing here.
    fn past_limit(&mut self, model: &PowerFunction, branch: &Branch, t: f64) {
        if *branch == Branch::Loading(0) && !self.reached_a {
            self.reached_a = true;
            self.f_max = model.f_t;
            self.t_fmax = t;
        }
    }
}

/// [`simulate`] within `max_steps` integration steps (accepted + rejected) over all its
/// branches. The cap is on the whole contact, not per branch: up to [`MAX_PHASES`] branches
/// of [`impact::MAX_STEPS`] each made one call take 5 × 10⁶ steps (3.9 s for b = 2.9e5 under
/// g = 9.81; found by tests/props.rs).
///
/// The law with An's history ([`super::history::History`]) on the one driver
/// ([`crate::legs`]): each branch integrated to its first terminal event — the end (ξ falls
/// to 0), the turning point B (ξ̇ falls to 0 while loading), a branch limit (F rises to F_t
/// on the elastic branch, ξ past ξ_B on the unloading curve) — the law switching the branch
/// there; [`Progress`] reads what the answer needs from the legs.
fn simulate_within(
    model: &PowerFunction,
    v0: f64,
    g: f64,
    samples: usize,
    max_steps: u32,
) -> Result<Run, IntegrateError> {
    let (settings, t_est) = branch_settings(model, v0, g, max_steps);
    let t_cap = impact::WINDOW_SCALES * t_est;
    let law = Law::from(*model);
    let sys =
        System { law: &law, rider: &Bare, motion: Motion { m: model.m, g, local_damping: 0.0 } };
    let plan = Plan {
        settings,
        h_max: [settings.h_max; 2],
        window: [t_cap; 2],
        by_force: false,
        turn: Watch::Off,
        extrema: false,
        settle: 0.0,
        budget: max_steps,
        max_legs: MAX_PHASES,
        chatter: 0.0,
    };
    let run = sys.integrate(&plan, (), [0.0, v0])?;
    let mut c = Progress {
        xi_max: 0.0,
        t_ximax: 0.0,
        f_max: 0.0,
        t_fmax: 0.0,
        g_ratio: None,
        reached_a: false,
    };
    for leg in &run.legs {
        match leg.cause {
            Cause::Law(Event::Turn) => c.turn(model, &law, &leg.mode.branch, (leg.t, leg.y)),
            Cause::Law(Event::Switch(..)) => c.past_limit(model, &leg.mode.branch, leg.t),
            _ => {}
        }
    }
    let Some(last) = run.legs.last() else { return Err(IntegrateError::BadSettings) };
    let (t, y, ended) = (last.t, last.y, run.ending == Ending::Ended);
    let summary = Summary {
        contact_time: ended.then_some(t),
        restitution: if ended { (-y[1] / v0).max(0.0) } else { 0.0 },
        max_overlap: c.xi_max,
        time_of_max_overlap: c.t_ximax,
        max_force: c.f_max,
        time_of_max_force: c.t_fmax,
        min_force: 0.0,
        window: t,
        overlap_at_end: if ended { 0.0 } else { y[0].max(0.0) },
    };
    // Each sample a fresh Dormand–Prince step on the branch of its leg; the force is never
    // tensile.
    let curves = (samples > 0).then(|| {
        let mut c = sys.sample(&run.legs, summary.window, samples);
        c.force.iter_mut().for_each(|f| *f = f.max(0.0));
        c
    });
    let g_ratio = c.g_ratio.unwrap_or(f64::INFINITY);
    let xi_end = if ended { 0.0 } else { y[0] };
    Ok(Run { summary, g_ratio, xi_end, curves, steps: run.steps })
}

/// The exponent b that gives restitution `e` for this F_t, pair and speed. Free collision:
/// from An 2006, eq. (2), b = 2(g+1)/(e²(g+2)) − 1, since g does not depend on b (the
/// loading does not see b). With a body acceleration: by integration and Brent's method.
pub fn exponent_for_restitution(
    model: &PowerFunction,
    v0: f64,
    g_acc: f64,
    e: f64,
) -> Result<f64, Error> {
    let (_, g_ratio) = model.closed_form(v0);
    let closed = |g_ratio: f64| {
        if g_ratio.is_infinite() {
            2.0 / (e * e) - 1.0
        } else {
            2.0 * (g_ratio + 1.0) / (e * e * (g_ratio + 2.0)) - 1.0
        }
    };
    let b0 = closed(g_ratio);
    let unreachable =
        |reason: alloc::string::String| Error::Unreachable { field: "e", value: e, reason };
    if !(b0 > 0.0) {
        return Err(unreachable(alloc::format!(
            "with F_t = {} N the loading dissipates so little that e ≥ {} needs b ≤ 0; \
             the exponent must be > 0",
            crate::text::sig(model.f_t),
            crate::text::sig(model.restitution_formula(g_ratio) * sqrt((model.b + 1.0) / 1.0))
        )));
    }
    if g_acc == 0.0 {
        return Ok(b0);
    }
    // One budget of integration steps for the whole search: every trial b integrates the
    // contact, up to the step cap each where the bodies rock without separating, and the
    // bracketing and Brent's method try up to 240 of them (one search took 6.7 s with
    // e = 0.0013 under g = 9.81; found by tests/props.rs).
    let budget = core::cell::Cell::new(SEARCH_STEPS);
    let mut f = |b: f64| {
        let md = PowerFunction { b, ..*model };
        match simulate_within(&md, v0, g_acc, 0, budget.get()) {
            Ok(r) => {
                budget.set(budget.get().saturating_sub(r.steps));
                r.summary.restitution - e
            }
            Err(err) => {
                if let IntegrateError::StepLimit { .. } = err {
                    budget.set(0);
                }
                f64::NAN
            }
        }
    };
    let over_budget = || Error::Numerical {
        field: "e",
        reason: alloc::format!(
            "finding the exponent b for this restitution with the body acceleration acting \
             takes more than {SEARCH_STEPS} integration steps (the bodies barely separate); \
             give the exponent instead"
        ),
    };
    // e falls as b grows; bracket around the free-collision value.
    let (mut lo, mut hi) = (b0 / 4.0, b0 * 4.0);
    let (mut fl, mut fh) = (f(lo), f(hi));
    for _ in 0..20 {
        if fl.is_nan() || fh.is_nan() {
            break;
        }
        if fl >= 0.0 && fh <= 0.0 {
            return crate::roots::brent(
                &mut f as &mut dyn FnMut(f64) -> f64,
                lo,
                hi,
                1e-13 * hi,
                200,
            )
            .map_err(|_| {
                if budget.get() == 0 {
                    over_budget()
                } else {
                    unreachable(
                        "no exponent b brackets this restitution with the body acceleration".into(),
                    )
                }
            });
        }
        if fl < 0.0 {
            lo /= 4.0;
            fl = f(lo);
        }
        if fh > 0.0 {
            hi *= 4.0;
            fh = f(hi);
        }
    }
    if budget.get() == 0 {
        return Err(over_budget());
    }
    Err(unreachable(
        "no exponent b reaches this restitution with the body acceleration acting (the bodies \
         may not separate at all)"
            .into(),
    ))
}

/// The transition force F_t of `sc` \[N\]: absent or infinite, never inelastic; otherwise
/// a number > 0.
fn transition_force(sc: &crate::scenario::Scenario) -> Result<f64, Error> {
    Ok(match sc.transition_force {
        None => f64::INFINITY,
        Some(f) if f == f64::INFINITY => f,
        Some(f) => crate::pair::positive(
            "transition_force",
            f,
            "transition force",
            "a number > 0 N (or leave it out: never inelastic)",
        )?,
    })
}

/// The unloading exponent b of `sc` with the formula that gave it, and the restitution
/// requested: b given (`exponent`, or its synonym `damping`, in (0, 1e6]), or found from
/// `e` ([`exponent_for_restitution`]); one of them, not both.
fn exponent(
    sc: &crate::scenario::Scenario,
    model0: &PowerFunction,
    c: &super::Common,
) -> Result<(f64, &'static str, Option<f64>), Error> {
    if sc.exponent.is_some() && sc.damping.is_some() {
        return Err(Error::Conflict { field: "damping", other: "exponent" });
    }
    let given = sc.exponent.map(|b| ("exponent", b)).or(sc.damping.map(|b| ("damping", b)));
    let requested = crate::pair::restitution(sc)?;
    let (b, formula) = match (requested, given) {
        (Some(_), Some((field, _))) => return Err(Error::Conflict { field, other: "e" }),
        (Some(e), None) => (
            exponent_for_restitution(model0, c.v0, c.g, e)?,
            if c.g == 0.0 {
                "b = 2(g + 1)/(e²(g + 2)) − 1, g = ξ_A/(ξ_B − ξ_A) from the loading"
            } else {
                "b solves e(b) = e, integrated with the body acceleration"
            },
        ),
        (None, Some((field, b))) => {
            if !(b > 0.0 && b <= 1e6) {
                return Err(Error::OutOfRange {
                    field,
                    value: b,
                    what: "unloading exponent b",
                    allowed: "in (0, 1e6]",
                });
            }
            (b, "b given;  e = √(2/(b+1)) √((g+1)/(g+2))")
        }
        (None, None) => {
            return Err(Error::Missing {
                field: "exponent",
                hint: "give the unloading exponent b (or damping), or the restitution e",
            })
        }
    };
    Ok((b, formula, requested))
}

/// The contact of `model`: in closed form without a body acceleration (integrated only
/// for the curves), else integrated; with the ratio g = ξ_A/(ξ_B − ξ_A), the method, and
/// the time scale (the free collision's contact time). Integration errors are charged to
/// the input most responsible (the transition force when the contact is nearly all
/// plastic).
fn contact(
    sc: &crate::scenario::Scenario,
    model: &PowerFunction,
    c: &super::Common,
    samples: usize,
) -> Result<(impact::Outcome, f64, crate::impact::Method, f64), Error> {
    use crate::impact::Method;
    // A transition force far below the elastic peak puts nearly the whole contact on the
    // plastic branch (ξ_A/(ξ_B − ξ_A) tiny: F_t = 1e-300 N gave a 1e301 s contact whose
    // curves cannot be integrated); then the transition force is what to change.
    let (free, free_g_ratio) = model.closed_form(c.v0);
    let ts = free.window; // model.time_scale(c.v0)
    let blame = match super::culprit(sc, c.g, c.v0, ts) {
        "g" => "g",
        _ if free_g_ratio < 1e-9 => "transition_force",
        other => other,
    };
    if c.g == 0.0 {
        let curves = if samples > 0 {
            simulate(model, c.v0, 0.0, samples)
                .map_err(|e| super::integration_error(e, blame))?
                .curves
        } else {
            None
        };
        // No local damping here; a free contact ends at zero overlap (nothing stored).
        let outcome = impact::Outcome { summary: free, curves, steps: 0, work: Default::default() };
        return Ok((outcome, free_g_ratio, Method::ClosedForm, ts));
    }
    let run =
        simulate(model, c.v0, c.g, samples).map_err(|e| super::integration_error(e, blame))?;
    let ended = run.summary.contact_time.is_some();
    impact::check_resolved(ended, c.g, c.v0, ts, crate::scenario::most_extreme(sc))?;
    // A contact that never separates keeps energy on its unloading branch: not split out
    // here (the energy account says so: `crate::energy`).
    let outcome = impact::Outcome {
        summary: run.summary,
        curves: run.curves,
        steps: run.steps,
        work: Default::default(),
    };
    Ok((outcome, run.g_ratio, Method::Integrated, ts))
}

/// Refuses a restitution outside f64 (the scales left its range) and one above 1 beyond
/// round-off: an unloading curve above the loading path (b below 2(g+1)/(g+2) − 1) would
/// return more work than the contact absorbed.
fn check_restitution(
    sc: &crate::scenario::Scenario,
    s: &Summary,
    g_ratio: f64,
    b: f64,
) -> Result<(), Error> {
    if !s.restitution.is_finite() {
        // Not a b too small: the scales left f64 (and `min(1.0)` below would hide it from
        // check_finite, whose field rule this follows).
        return Err(crate::error::out_of_f64(
            crate::scenario::most_extreme(sc),
            "restitution",
            s.restitution,
        ));
    }
    if s.restitution > 1.0 + 1e-12 {
        // b below 2(g+1)/(g+2) − 1 puts the unloading curve above the loading path: the
        // contact would return more work than it absorbed.
        let b_min =
            if g_ratio.is_finite() { 2.0 * (g_ratio + 1.0) / (g_ratio + 2.0) - 1.0 } else { 1.0 };
        let field = if sc.exponent.is_some() { "exponent" } else { "damping" };
        return Err(Error::Unreachable {
            field,
            value: b,
            reason: alloc::format!(
                "with this loading the unloading curve would return more work than the loading \
                 absorbed (e = {} > 1); the exponent must be at least {}",
                crate::text::sig(s.restitution),
                crate::text::sig(b_min)
            ),
        });
    }
    Ok(())
}

/// Solves a `power-function` scenario: `k` (or `k1` + `k2` in series), `transition_force`
/// (absent: never inelastic), and `exponent` b (or `damping`, its synonym), or `e`, from
/// which b is found.
///
/// The keys → F_t and b (`transition_force`, `exponent`) → the contact (`contact`) →
/// its restitution checked (`check_restitution`) → the solution, with a = F_B/ξ_B^b.
pub fn solve(sc: &crate::scenario::Scenario, samples: usize) -> Result<super::Solved, Error> {
    if sc.local_damping.is_some() {
        return Err(Error::NotUsed {
            field: "local_damping",
            model: "power-function (its loading history is integrated branch by branch, without local damping)",
        });
    }
    use super::{common, common_notes, unit_pow, Damping, Solved};
    crate::pair::only_keys(sc, "power-function")?;
    let c = common(sc)?;
    let k = crate::pair::series_stiffness(sc)?;
    let f_t = transition_force(sc)?;
    let model0 = PowerFunction { m: c.m, k, f_t, b: 1.0 };
    let (b, formula, requested) = exponent(sc, &model0, &c)?;
    let model = PowerFunction { b, ..model0 };
    let (outcome, g_ratio, method, ts) = contact(sc, &model, &c, samples)?;
    let s = outcome.summary;
    let mut notes = common_notes(sc, &s, method, ts, requested, c.g);
    let eq2 = model.restitution_formula(g_ratio);
    if c.g != 0.0 && s.contact_time.is_some() {
        notes.push(alloc::format!(
            "An 2006, eq. 2 with this contact's ratio of elastic to inelastic deformation \
             (written g there, not gravity) = {} gives e = {}; with the body acceleration \
             acting during the contact the integrated e is {}.",
            if g_ratio.is_finite() { crate::text::sig(g_ratio) } else { "∞".into() },
            crate::text::sig(eq2),
            crate::text::sig(s.restitution)
        ));
    }
    check_restitution(sc, &s, g_ratio, b)?;
    // Above 1 by no more than round-off (e = 1 requested gives v_s/v0 = 1 + 2.2e−16, found by
    // tests/props.rs): the restitution reported is at most 1.
    let mut outcome = outcome;
    outcome.summary.restitution = outcome.summary.restitution.min(1.0);
    let f_b = s.max_force;
    let a = f_b / powf(s.max_overlap, b);
    let law = super::law::Law::from(PowerFunction { b, ..model });
    let damping = Damping {
        constant: b,
        symbol: "b",
        constant_unit: None,
        coefficient: a,
        coefficient_unit: unit_pow("N/m", b),
        formula: alloc::format!("{formula};  unloading F = a ξ^b, a = F_B/ξ_B^b"),
        source: "An 2006, eq. 1–3",
        requested,
    };
    let mut solved =
        Solved::new(&c, (k, "N/m".into()), (1.0, 0.0), damping, outcome, method, notes, None, law);
    solved.p = b;
    solved.elastic_inelastic_ratio = g_ratio.is_finite().then_some(g_ratio);
    solved.restitution_formula = Some(eq2);
    Ok(solved)
}

/// The working of An's power-function contact: k as given, b (given, or from e), and
/// without a body acceleration the closed forms of ξ_B, F_B, a, e and t_c.
pub fn working(f: &Facts) -> Vec<Step> {
    let mut out = alloc::vec![working::given_stiffness(f)];
    out.extend(working::damping_step(f, None));
    if f.method == Method::ClosedForm {
        closed_form_steps(f, &mut out);
    }
    out
}

/// An's power-function contact without body acceleration, in closed form: loading k ξ up to
/// F_t, constant F_t to the turning point B, unloading a ξ^b (An 2006, eq. 1–3, Fig. 2).
fn closed_form_steps(f: &Facts, out: &mut Vec<Step>) {
    let (m, k, b, v0) = (f.m, f.k, f.a, f.v0);
    let f_t = f.sc.transition_force.unwrap_or(f64::INFINITY);
    let w = sqrt(k / m);
    let xa = f_t / k;
    let (xi_b, f_b, xi_text) = if xa * w < v0 {
        let va2 = (v0 - xa * w) * (v0 + xa * w);
        let xi_b = xa + m * va2 / (2.0 * f_t);
        let text = format!(
            "ξ_A = F_t/k = {}; v_A² = v₀² − (ξ_A ω)² = {} m²/s²; ξ_B = ξ_A + m v_A²/(2F_t) = {}",
            si(xa, "m"),
            num(va2, 5),
            si(xi_b, "m")
        );
        (xi_b, f_t, text)
    } else {
        let xi_b = v0 / w;
        (xi_b, k * xi_b, format!("elastic to the turning point: ξ_B = v₀/ω = {}", si(xi_b, "m")))
    };
    out.push(step(
        "max_overlap",
        "loading k ξ to F_t (ξ_A = F_t/k), then F_t until the energy m v₀²/2 is absorbed",
        xi_text,
        xi_b,
        "An 2006, Fig. 2 (work of the loading path)",
    ));
    out.push(step(
        "max_force",
        "F_max = F_B = min(F_t, k ξ_B)",
        format!("F_max = {}", si(f_b, "N")),
        f_b,
        "An 2006, Fig. 2",
    ));
    let a = f_b * exp(-b * ln(xi_b));
    out.push(step(
        "damping_coefficient",
        "unloading F = a ξ^b through B: a = F_B / ξ_B^b",
        format!("a = {} / ({})^{} = {}", si(f_b, "N"), si(xi_b, "m"), num(b, 5), num(a, 5)),
        a,
        "An 2006, eq. 1",
    ));
    let n = b + 1.0;
    let g = if f_b < f_t { f64::INFINITY } else { xa / (xi_b - xa) };
    let e = if g.is_finite() { sqrt(2.0 / n) * sqrt((g + 1.0) / (g + 2.0)) } else { sqrt(2.0 / n) };
    out.push(step(
        "restitution",
        "e = √(2/(b + 1)) √((g + 1)/(g + 2)),  g = ξ_A/(ξ_B − ξ_A) (√(2/(b + 1)) if elastic)",
        if g.is_finite() {
            format!(
                "g = {} / ({} − {}) = {}: e = √(2/{}) × √({}/{}) = {}",
                si(xa, "m"),
                si(xi_b, "m"),
                si(xa, "m"),
                num(g, 5),
                num(n, 5),
                num(g + 1.0, 5),
                num(g + 2.0, 5),
                num(e, 6)
            )
        } else {
            format!("e = √(2/{}) = {}", num(n, 5), num(e, 6))
        },
        e.min(1.0),
        "An 2006, eq. 2–3",
    ));
    if f.contact_time.is_some() {
        // Loading: a quarter period of ω while elastic, then F_t decelerates v_A to 0.
        let t_b = if g.is_finite() {
            let t_a = crate::math::asin_safe(xa * w / v0) / w;
            t_a + m * sqrt((v0 - xa * w) * (v0 + xa * w)) / f_t
        } else {
            PI / (2.0 * w)
        };
        let v_s = e * v0;
        let beta = crate::math::gamma(1.0 / n) * sqrt(PI) / (n * crate::math::gamma(1.0 / n + 0.5));
        let t_u = xi_b / v_s * beta;
        out.push(step(
            "contact_time",
            "t_c = t_B + t_U: t_B = arcsin(ξ_A ω/v₀)/ω + m v_A/F_t (π/(2ω) if elastic), \
             t_U = ξ_B/v_s · Γ(1/n)Γ(1/2)/(n Γ(1/n + 1/2)), n = b + 1, v_s = e v₀",
            format!(
                "t_B = {}, t_U = {} / {} × {} = {}: t_c = {}",
                si(t_b, "s"),
                si(xi_b, "m"),
                si(v_s, "m/s"),
                num(beta, 5),
                si(t_u, "s"),
                si(t_b + t_u, "s")
            ),
            t_b + t_u,
            "An 2006, Fig. 2; the unloading time by energy conservation (a Beta integral)",
        ));
    }
}

/// What the model knows of itself ([`super::info::ModelInfo`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info;

impl ModelInfo for Info {
    const FORMULA: &'static str =
        "loading F = k ξ up to F_t, then F = F_t; unloading F = F_B (ξ/ξ_B)^b";
    const SOURCE: &'static str = "An 2006, eq. 1–3";
    const DAMPING_SYMBOL: &'static str = "b";
    fn elastic_exponent(&self, _w: Option<f64>) -> Option<f64> {
        Some(1.0)
    }
    fn spring(&self) -> Spring {
        Spring::Linear { material: false }
    }
    fn undamped(&self) -> Option<f64> {
        Some(1.0)
    }
    fn holds(&self) -> Holds {
        Holds::Constant("the unloading exponent b")
    }
    fn relations(
        &self,
        sc: &Scenario,
        requested: Option<f64>,
        _end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error> {
        relations(sc, requested)
    }
    fn working(&self, f: &Facts) -> Vec<Step> {
        working(f)
    }
}

/// An's b(e) (An 2006, eq. 2 and 3): it depends on the loading through g, so it
/// needs the pair, the speed and F_t, and is not dimensionless like the others.
fn relations(
    sc: &Scenario,
    requested: Option<f64>,
) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    // b(e) depends on the loading through g (An 2006, eq. 2): it needs the pair,
    // the speed and F_t, and is not dimensionless like the others.
    let m = crate::pair::effective_mass(sc)?;
    let k = crate::pair::series_stiffness(sc)?;
    let v0 = crate::pair::impact_speed(sc)?;
    let f_t = sc.transition_force.unwrap_or(f64::INFINITY);
    let md = PowerFunction { m, k, f_t, b: 1.0 };
    let (_, g) = md.closed_form(v0);
    let achieved = |b: f64| Ok(PowerFunction { b, ..md }.closed_form(v0).0.restitution);
    let eq2 = |e: f64| {
        let b = if g.is_infinite() {
            2.0 / (e * e) - 1.0
        } else {
            2.0 * (g + 1.0) / (e * e * (g + 2.0)) - 1.0
        };
        if b > 0.0 {
            Ok(b)
        } else {
            Err(alloc::string::String::from("no exponent b > 0 gives this e with this loading"))
        }
    };
    relations.push(relation(
        "An 2006, eq. 2",
        (
            "b = 2(g + 1)/(e²(g + 2)) − 1, g = ξ_A/(ξ_B − ξ_A)",
            "An 2006, eq. 2 (exact without a body acceleration)",
        ),
        true,
        requested,
        &eq2,
        &achieved,
    )?);
    if g.is_finite() {
        relations.push(relation(
            "An 2006, eq. 3",
            (
                "b = 2/e² − 1 (ignores the inelastic part)",
                "An 2006, eq. 3: exact only when the contact stays elastic",
            ),
            false,
            requested,
            &|e: f64| Ok(2.0 / (e * e) - 1.0),
            &achieved,
        )?);
    }
    Ok(("b", relations))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rel;

    const INTEGRATED: f64 = 1e-9;

    /// An 2006, eq. (2) and the closed-form contact against integration (g = 0), for
    /// several (b, F_t), including the elastic (F_t large) and triangular (b = 1) limits.
    #[test]
    fn eq2_and_closed_form_vs_integration() {
        let (m, k, v0) = (510.5, 2.1333e10, 9.9);
        for f_t in [1.28e5, 1e6, 1e7, 1.28e8, f64::INFINITY] {
            for b in [1.0, 2.5, 10.0] {
                let md = PowerFunction { m, k, f_t, b };
                let (cf, g_ratio) = md.closed_form(v0);
                let run = simulate(&md, v0, 0.0, 0).unwrap();
                let ctx = alloc::format!("F_t {f_t} b {b}");
                assert!(
                    rel(md.restitution_formula(g_ratio), cf.restitution) < 1e-12,
                    "{ctx}: eq. 2"
                );
                assert!(
                    rel(run.summary.restitution, cf.restitution) < INTEGRATED,
                    "{ctx}: e {} {}",
                    run.summary.restitution,
                    cf.restitution
                );
                assert!(
                    rel(run.summary.contact_time.unwrap(), cf.contact_time.unwrap()) < INTEGRATED,
                    "{ctx}: t_c"
                );
                assert!(rel(run.summary.max_overlap, cf.max_overlap) < INTEGRATED, "{ctx}: ξ_B");
                assert!(rel(run.summary.max_force, cf.max_force) < INTEGRATED, "{ctx}: F_B");
                if g_ratio.is_finite() {
                    assert!(
                        rel(run.g_ratio, g_ratio) < 1e-8,
                        "{ctx}: g {} {}",
                        run.g_ratio,
                        g_ratio
                    );
                }
            }
        }
    }

    /// Limits (An 2006, Fig. 2): no inelastic part gives e = √(2/(b+1)) (≈ 0.426 for
    /// b = 10); b = 1 without an inelastic part is elastic (e = 1); b = 1 with one is the
    /// triangular model, e = √((g+1)/(g+2)).
    #[test]
    fn limits() {
        let md = PowerFunction { m: 510.5, k: 2.1333e10, f_t: 1.28e8, b: 10.0 };
        let (s, g) = md.closed_form(9.9);
        assert!(g.is_infinite());
        assert!(rel(s.restitution, sqrt(2.0 / 11.0)) < 1e-14);
        assert!((s.restitution - 0.4264).abs() < 1e-4);
        let tri = PowerFunction { b: 1.0, f_t: f64::INFINITY, ..md };
        assert!(rel(tri.closed_form(9.9).0.restitution, 1.0) < 1e-14);
        let tri = PowerFunction { b: 1.0, f_t: 1.28e5, ..md };
        let (s, g) = tri.closed_form(9.9);
        assert!(rel(s.restitution, sqrt((g + 1.0) / (g + 2.0))) < 1e-14);
    }

    #[test]
    fn exponent_inversion() {
        let md = PowerFunction { m: 510.5, k: 2.1333e10, f_t: 1e7, b: 1.0 };
        for e in [0.3, 0.6, 0.9] {
            let b = exponent_for_restitution(&md, 9.9, 0.0, e).unwrap();
            let got = PowerFunction { b, ..md }.closed_form(9.9).0.restitution;
            assert!(rel(got, e) < 1e-12, "e {e}");
            // With gravity, by integration.
            let bg = exponent_for_restitution(&md, 9.9, 9.8, e).unwrap();
            let got =
                simulate(&PowerFunction { b: bg, ..md }, 9.9, 9.8, 0).unwrap().summary.restitution;
            assert!(rel(got, e) < 1e-9, "e {e} with g: {got}");
        }
    }

    /// The PFC2D example of An 2006, (disk r = 0.25 m, ρ = 2600, unit thickness; ball and
    /// wall kn in series; dropped from 5.001 m, g = 9.8, b = 10).
    #[test]
    fn seed004_example() {
        let m = 2600.0 * PI * 0.25 * 0.25;
        let k = 3.2e10 * 6.4e10 / (3.2e10 + 6.4e10);
        let v0 = sqrt(2.0 * 9.8 * 5.001);
        // F_t = 1.28e8 stays elastic: e = √(2/11) = 0.4264 without gravity ("about 0.42").
        let el = PowerFunction { m, k, f_t: 1.28e8, b: 10.0 };
        assert!(rel(el.closed_form(v0).0.restitution, sqrt(2.0 / 11.0)) < 1e-14);
        // With gravity during the 0.3 ms contact, by energy: ½mv0² + mgξ_B = ½kξ_B²,
        // ½mv_s² = kξ_B²/11 − mgξ_B.
        let mg = m * 9.8;
        let xi_b = (mg + sqrt(mg * mg + k * m * v0 * v0)) / k;
        let v_s = sqrt(2.0 * (k * xi_b * xi_b / 11.0 - mg * xi_b) / m);
        let with_g = simulate(&el, v0, 9.8, 0).unwrap().summary.restitution;
        assert!(rel(with_g, v_s / v0) < 1e-9, "{with_g} vs {}", v_s / v0);
        // F_t = 1.28e5: mostly inelastic; gravity acts through a long plastic phase.
        let pl = PowerFunction { f_t: 1.28e5, ..el };
        let free = pl.closed_form(v0).0.restitution;
        let grav = simulate(&pl, v0, 9.8, 0).unwrap().summary.restitution;
        assert!((free - 0.3015).abs() < 1e-3, "{free}");
        // Energy balance with gravity (independent of the integrator): loading
        // ½mv0² + mgξ_B = ½F_tξ_A + F_t(ξ_B − ξ_A), unloading ½mv_s² = F_tξ_B/(b+1) − mgξ_B.
        let xa = pl.xi_a();
        let xi_b = (0.5 * m * v0 * v0 + 0.5 * pl.f_t * xa) / (pl.f_t - mg);
        let v_s = sqrt(2.0 * (pl.f_t * xi_b / 11.0 - mg * xi_b) / m);
        assert!(rel(grav, v_s / v0) < 1e-9, "{grav} vs {}", v_s / v0);
    }
}
