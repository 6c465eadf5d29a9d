//! The elastic–plastic normal laws: a spring whose unloading differs from its loading, so
//! that the restitution comes from the plasticity, not from a dashpot. Each law is a spring's
//! history ([`super::history`]: its branches, the largest overlap as its state, the turn and
//! the branch switches located as events by the one driver, no force below the plastic
//! overlap) composed with a dashpot; each model reads its keys in its own file:
//! - [`hysteretic`]: Walton & Braun 1986's linear hysteretic spring with Luding 2008's growing
//!   unloading stiffness and cohesive branch;
//! - [`eepa`]: the Edinburgh elasto-plastic adhesion model (Thakur et al. 2014; Morrissey
//!   2013);
//! - [`thornton`]: Thornton 1997's elastic–perfectly plastic Hertz contact.
//!
//! What they share is here: the unloading stiffness (`unloading_stiffness` or
//! `plasticity_ratio`), the dashpot (from `damping`, `e` by an elastic relation, or
//! `e_with_plasticity` by the generic inversion of [`crate::damped`]), the contact on the one
//! driver with and without its dashpot, and the answer's [`Report`].

pub mod clipped;
pub mod eepa;
pub mod hysteretic;
pub mod report;
pub mod thornton;

pub use report::Report;

use super::law::Law;
use super::{culprit, integration_error, Common, Damping};
use crate::damped::{Damped, InvertError};
use crate::error::Error;
use crate::impact::{self, Outcome, Setup};
use crate::scenario::{End, Scenario};
use crate::text::sig;
use alloc::format;
use alloc::string::String;

/// k2 from `unloading_stiffness` (> k) or `plasticity_ratio` λ_p = 1 − k/k2 in [0, 1),
/// exactly one of them; `k` the loading stiffness.
pub(crate) fn unloading_stiffness(sc: &Scenario, k: f64) -> Result<f64, Error> {
    match (sc.unloading_stiffness, sc.plasticity_ratio) {
        (Some(_), Some(_)) => {
            Err(Error::Conflict { field: "plasticity_ratio", other: "unloading_stiffness" })
        }
        (None, None) => Err(Error::Missing {
            field: "unloading_stiffness",
            hint: "give the unloading stiffness k2 (> the loading k), or plasticity_ratio \
                   λ_p = 1 − k/k2 in [0, 1)",
        }),
        (Some(k2), None) if k2.is_finite() && k2 > k => Ok(k2),
        (Some(k2), None) => Err(Error::OutOfRange {
            field: "unloading_stiffness",
            value: k2,
            what: "unloading stiffness k2",
            allowed: "finite and above the loading stiffness k (plasticity_ratio 0 for k2 = k)",
        }),
        (None, Some(l)) if (0.0..1.0).contains(&l) => Ok(k / (1.0 - l)),
        (None, Some(l)) => Err(Error::OutOfRange {
            field: "plasticity_ratio",
            value: l,
            what: "plasticity ratio λ_p = 1 − k/k2",
            allowed: "in [0, 1)",
        }),
    }
}

/// An optional number ≥ 0 (default 0), or an error naming `field`.
pub(crate) fn non_negative(
    field: &'static str,
    x: Option<f64>,
    what: &'static str,
) -> Result<f64, Error> {
    match x {
        None => Ok(0.0),
        Some(x) if x.is_finite() && x >= 0.0 => Ok(x),
        Some(x) => Err(Error::OutOfRange { field, value: x, what, allowed: "finite and ≥ 0" }),
    }
}

/// The end of contact: the overlap's return to 0 only (what the codes count).
pub(crate) fn overlap_end(sc: &Scenario, model: &'static str) -> Result<(), Error> {
    if sc.end == End::Force {
        return Err(Error::NotUsed { field: "end", model });
    }
    Ok(())
}

/// How the dashpot of an elastic–plastic law was asked for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Ask {
    /// No dashpot.
    None,
    /// Its dimensionless constant α (`damping`).
    Given(f64),
    /// A restitution typed as for an elastic contact (`e`): α by the elastic relation.
    Typed(f64),
    /// The restitution wanted with the plasticity (`e_with_plasticity`): α by inversion.
    Wanted(f64),
}

/// Reads the dashpot's keys: `e_with_plasticity` (instead of `e` and `damping`), `e`,
/// `damping` (exclusive), or none.
pub(crate) fn ask(sc: &Scenario) -> Result<Ask, Error> {
    if let Some(t) = sc.e_with_plasticity {
        for (other, given) in [("e", sc.e.is_some()), ("damping", sc.damping.is_some())] {
            if given {
                return Err(Error::Conflict { field: "e_with_plasticity", other });
            }
        }
        if !(t > 0.0 && t <= 1.0) {
            return Err(Error::OutOfRange {
                field: "e_with_plasticity",
                value: t,
                what: "restitution with plasticity",
                allowed: "in (0, 1]",
            });
        }
        return Ok(Ask::Wanted(t));
    }
    if sc.e.is_some() && sc.damping.is_some() {
        return Err(Error::Conflict { field: "damping", other: "e" });
    }
    if let Some(e) = crate::pair::restitution(sc)? {
        return Ok(Ask::Typed(e));
    }
    match sc.damping {
        Some(a) => Ok(Ask::Given(super::damping_constant(
            a,
            "damping constant α",
            "in [0, 1e6]",
            crate::damped::ALPHA2_MAX,
        )?)),
        None => Ok(Ask::None),
    }
}

/// A law's dashpot as its model defines it: λ = α × `scale`, the elastic relation α(e) and
/// its inverse (what a code that maps e does), and the words for the answer.
pub(crate) struct DashpotRule {
    /// λ per unit α (2√(m k) for the linear dashpot, √(m k1) for EEPA's).
    pub scale: f64,
    /// The elastic exponent the relations take (n of k1 δⁿ).
    pub w: f64,
    /// α from a restitution by the elastic relation, for exponent w.
    pub alpha_of_e: fn(f64, f64) -> f64,
    /// The restitution the elastic relation gives for α and w (`None`: no rebound).
    pub e_of_alpha: fn(f64, f64) -> Option<f64>,
    /// The elastic relation, for the answer.
    pub relation: &'static str,
    /// λ from α, for the answer.
    pub coefficient: &'static str,
    /// The unit of λ.
    pub unit: String,
    /// Its source.
    pub source: &'static str,
}

/// An elastic–plastic contact solved: the law with its dashpot, the outcome, the undamped
/// restitution, the damping and what to type for a wanted one.
pub(crate) struct Run {
    /// The law solved.
    pub law: Law,
    /// Its contact.
    pub outcome: Outcome,
    /// The same contact without its dashpot: its restitution (0 where stuck).
    pub undamped: f64,
    /// How the dashpot was set.
    pub damping: Damping,
    /// With `e_with_plasticity`: the e of the elastic relation for the α found.
    pub e_to_type: Option<f64>,
}

/// The impact's setup for `c` on the law's time scale, stretched by 1/e for a law whose
/// undamped restitution `e_free` (its closed form, where it has one) is small: the bodies then
/// leave the plastic overlap slowly, and the flight to δ = 0 (about δ_p/(e v0)) must fit in
/// the integrated window ([`impact::WINDOW_SCALES`] time scales; k2 = 10⁶ k gave "stuck"
/// for e = 10⁻³). At most 10⁶: the overlap's absolute tolerance grows with the time scale
/// (10⁻¹⁴ of v0 × its time scale).
fn setup(law: &Law, c: &Common, e_free: Option<f64>) -> Setup {
    let stretch = e_free.filter(|e| *e > 0.0).map_or(1.0, |e| (1.0 / e).clamp(1.0, 1e6));
    Setup {
        m: c.m,
        v0: c.v0,
        g: c.g,
        end: End::Overlap,
        time_scale: law.time_scale(c.v0) * stretch,
        local_damping: c.local_damping,
    }
}

/// Solves the contact of the undamped law `law0` with the dashpot `asked` by `rule`: α given,
/// from `e` by the elastic relation, or found by the generic inversion e → λ
/// ([`Damped::lambda_for_restitution`]) for `e_with_plasticity`; the contact integrated on
/// the one driver ([`impact::simulate`]) with and without its dashpot. `e_free`: the
/// undamped restitution in closed form, where the law has one (it sets the window).
pub(crate) fn run(
    sc: &Scenario,
    c: &Common,
    (law0, e_free): (Law, Option<f64>),
    asked: Ask,
    rule: &DashpotRule,
    samples: usize,
) -> Result<Run, Error> {
    let setup = setup(&law0, c, e_free);
    let blame = culprit(sc, c.g, c.v0, setup.time_scale);
    let simulate = |law: &Law, samples| {
        impact::simulate(law, &setup, samples).map_err(|e| integration_error(e, blame))
    };
    let (alpha, formula) = match asked {
        Ask::None => (0.0, String::from("no dashpot (neither e nor damping given)")),
        Ask::Given(a) => (a, format!("α given;  {}", rule.coefficient)),
        Ask::Typed(e) => {
            ((rule.alpha_of_e)(e, rule.w), format!("{};  {}", rule.relation, rule.coefficient))
        }
        Ask::Wanted(e) => {
            let lambda = law0.lambda_for_restitution(e, &setup).map_err(|err| wanted(e, err))?;
            (
                lambda / rule.scale,
                format!("α solves e(α) = e_with_plasticity, integrated;  {}", rule.coefficient),
            )
        }
    };
    let lambda = alpha * rule.scale;
    let law = law0.with_lambda(lambda);
    let outcome = simulate(&law, samples)?;
    let undamped = if lambda == 0.0 {
        outcome.summary.restitution
    } else {
        simulate(&law0, 0)?.summary.restitution
    };
    let requested = match asked {
        Ask::Typed(e) | Ask::Wanted(e) => Some(e),
        _ => None,
    };
    let damping = Damping {
        constant: alpha,
        symbol: "α",
        constant_unit: None,
        coefficient: lambda,
        coefficient_unit: rule.unit.clone(),
        formula,
        source: rule.source,
        requested,
    };
    let e_to_type = match asked {
        Ask::Wanted(_) => (rule.e_of_alpha)(alpha, rule.w),
        _ => None,
    };
    Ok(Run { law, outcome, undamped, damping, e_to_type })
}

/// An inversion for `e_with_plasticity` that failed, with the reachable range.
fn wanted(e: f64, err: InvertError) -> Error {
    let reason = match err {
        InvertError::AboveUndamped { highest } if highest > 0.0 => format!(
            "above what the plasticity alone gives ({}): a dashpot only lowers it; reachable: \
             {} and below, down to where the bodies stick",
            sig(highest),
            sig(highest)
        ),
        InvertError::AboveUndamped { .. } => {
            "the bodies stick even without a dashpot: no restitution is reachable".into()
        }
        InvertError::Unreachable { lowest } => format!(
            "below {}, the lowest restitution reached before the dashpot holds the bodies \
             together; reachable: [{}, the undamped restitution]",
            sig(lowest),
            sig(lowest)
        ),
        InvertError::Unresolved { achieved, .. } => format!(
            "the dashpot found gives e = {}: the rebound is below the integration's resolution",
            sig(achieved)
        ),
        _ => "no dashpot was found for it within the integration's budget".into(),
    };
    Error::Unreachable { field: "e_with_plasticity", value: e, reason }
}

/// The report of a solved elastic–plastic contact.
pub(crate) fn report(
    run: &Run,
    unloading_stiffness: Option<f64>,
    plastic_overlap: f64,
    yield_velocity: Option<f64>,
) -> Report {
    Report {
        unloading_stiffness,
        plastic_overlap,
        yield_velocity,
        restitution_without_damping: run.undamped,
        stuck: run.outcome.summary.contact_time.is_none(),
        e_to_type: run.e_to_type,
        plasticity_ratio_alone: None,
    }
}

/// The largest plasticity ratio searched for [`ratio_alone`]: k2 = 10⁶ k.
const RATIO_MAX: f64 = 1.0 - 1e-6;

/// With `e_with_plasticity`: the plasticity ratio λ_p whose undamped contact (no dashpot,
/// `plasticity_ratio` in place of `unloading_stiffness`, every other key held) reaches it at
/// v0, by Brent's method on [0, 1 − 10⁻⁶] over the model's own `solve`; `None` without the
/// key, or where the wanted e lies outside what that range reaches.
pub(crate) fn ratio_alone(
    sc: &Scenario,
    solve: fn(&Scenario, usize) -> Result<super::Solved, Error>,
) -> Option<f64> {
    let want = sc.e_with_plasticity?;
    let mut x = sc.clone();
    x.e_with_plasticity = None;
    x.e = None;
    x.damping = None;
    x.unloading_stiffness = None;
    let mut miss = |lp: f64| {
        x.plasticity_ratio = Some(lp);
        solve(&x, 0).map_or(f64::NAN, |s| s.outcome.summary.restitution) - want
    };
    crate::roots::brent(&mut miss, 0.0, RATIO_MAX, 1e-12, 200).ok()
}

/// A wanted restitution that no dashpot reaches on this plasticity: the refusal says which
/// plasticity ratio gives it alone ([`ratio_alone`]), where one does.
pub(crate) fn or_ratio(
    err: Error,
    sc: &Scenario,
    solve: fn(&Scenario, usize) -> Result<super::Solved, Error>,
) -> Error {
    match err {
        Error::Unreachable { field: "e_with_plasticity", value, reason } => {
            let reason = match ratio_alone(sc, solve) {
                Some(r) => format!(
                    "{reason}; with no dashpot, plasticity_ratio = {} gives it (the other keys held)",
                    sig(r)
                ),
                None => reason,
            };
            Error::Unreachable { field: "e_with_plasticity", value, reason }
        }
        other => other,
    }
}
