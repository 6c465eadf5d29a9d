//! Contact models, one module each: each states what it knows of itself ([`info::ModelInfo`]:
//! its formula, keys, relations e ↔ damping, working, what a sweep holds) and solves a
//! scenario; the closed-form ones implement [`ContactModel`] for the generic driver [`run`].

pub mod adhesion;
pub mod bridge;
pub mod composed;
pub mod composition;
pub mod dispatch;
pub mod hertz;
pub mod history;
pub mod hunt_crossley;
pub mod info;
pub mod law;
pub mod linear;
pub mod parts;
pub mod plastic;
pub mod power_function;
pub mod power_law;
pub mod relation;
pub mod rolling;
pub mod tangential;
pub mod tsuji;
pub mod viscoelastic;
pub mod working;

use crate::error::Error;
pub use crate::impact::ForceLaw;
use crate::impact::{self, Outcome, Setup, Summary};
use crate::impact::{Curves, Method};
use crate::integrator::IntegrateError;
use crate::pair;
use crate::scenario::{End, Scenario};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// How a model set its damping (what the solution reports of it).
#[derive(Debug, Clone, PartialEq)]
pub struct Damping {
    /// The model's damping constant (α, α1, α2, A, b).
    pub constant: f64,
    /// Its symbol.
    pub symbol: &'static str,
    /// Its unit, when it has one (viscoelastic A: "s"); `None`: dimensionless.
    pub constant_unit: Option<String>,
    /// The damping coefficient of the force law.
    pub coefficient: f64,
    /// Its unit.
    pub coefficient_unit: String,
    /// The formula that gave the constant.
    pub formula: String,
    /// Its source.
    pub source: &'static str,
    /// The restitution requested, if `e` was given.
    pub requested: Option<f64>,
}

/// The damping regime of a linear contact (Teufelsbauer, Hübl & Wu 2008, eq. 6–7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum Regime {
    /// α < 1: oscillatory, eq. (7a).
    Underdamped,
    /// α = 1.
    CriticallyDamped,
    /// α > 1: eq. (7b).
    Overdamped,
}

/// A linear oscillator's frequencies and regime (Teufelsbauer, Hübl & Wu 2008, eq. 6–7).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Oscillator {
    /// ω0 = √(k/m) \[rad/s\].
    pub natural_frequency: f64,
    /// β = α ω0 \[1/s\].
    pub decay_rate: f64,
    /// ω = ω0 √(1 − α²) \[rad/s\], when underdamped.
    pub damped_frequency: Option<f64>,
    /// Under-, critically or overdamped.
    pub regime: Regime,
}

/// One contact solved by its model: the pair, the law's constants, how the damping was
/// set, the summary and curves, and what only some models state. The contact layer turns
/// it into a [`crate::Solution`].
#[derive(Debug, Clone, PartialEq)]
pub struct Solved {
    /// Effective mass \[kg\].
    pub m: f64,
    /// Impact speed \[m/s\].
    pub v0: f64,
    /// Body acceleration \[m/s²\].
    pub g: f64,
    /// Stiffness k.
    pub stiffness: f64,
    /// Its unit.
    pub stiffness_unit: String,
    /// Elastic exponent w.
    pub w: f64,
    /// Damping exponent p (power-function: the unloading exponent b).
    pub p: f64,
    /// The damping.
    pub damping: Damping,
    /// The contact as computed.
    pub outcome: Outcome,
    /// Closed form or integrated.
    pub method: Method,
    /// What a user should know.
    pub notes: Vec<String>,
    /// E*, R* when the stiffness came from the material.
    pub material: Option<pair::Material>,
    /// The linear model's frequencies and regime.
    pub oscillator: Option<Oscillator>,
    /// A nonlinear model's linear stiffness with the same undamped maximum overlap.
    pub equal_overlap_linear_stiffness: Option<f64>,
    /// Di Maio & Di Renzo's equivalent linear stiffness (w = 3/2).
    pub equivalent_linear_stiffness: Option<f64>,
    /// The power-function model's elastic/inelastic deformation ratio.
    pub elastic_inelastic_ratio: Option<f64>,
    /// The restitution by the model's closed-form expression, beside the exact one.
    pub restitution_formula: Option<f64>,
    /// The force law solved.
    pub law: law::Law,
    /// What an elastic–plastic model adds (hysteretic, eepa, thornton).
    pub plastic: Option<plastic::report::Report>,
}

impl Solved {
    /// What every model states; the optional parts empty.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        c: &Common,
        (stiffness, stiffness_unit): (f64, String),
        (w, p): (f64, f64),
        damping: Damping,
        outcome: Outcome,
        method: Method,
        notes: Vec<String>,
        material: Option<pair::Material>,
        law: law::Law,
    ) -> Solved {
        Solved {
            m: c.m,
            v0: c.v0,
            g: c.g,
            stiffness,
            stiffness_unit,
            w,
            p,
            damping,
            outcome,
            method,
            notes,
            material,
            oscillator: None,
            equal_overlap_linear_stiffness: None,
            equivalent_linear_stiffness: None,
            elastic_inelastic_ratio: None,
            restitution_formula: None,
            law,
            plastic: None,
        }
    }

    /// The answer made an integrated impact with an attraction's (adhesion, a liquid bridge):
    /// `summary`, `curves` and `steps` its outcome (no work terms: neither local damping nor
    /// a body acceleration acts, and the contact ends at its separation point); beside it,
    /// where `closed` (nothing but the attraction takes energy) and the sticking velocity
    /// `vs` was found, the closed form [`rebound_past_sticking`].
    pub(crate) fn integrated_attracted(
        &mut self,
        (summary, curves, steps): (Summary, Option<Curves>, u32),
        closed: bool,
        vs: Option<f64>,
    ) {
        self.restitution_formula = match (closed, vs) {
            (true, Some(vs)) => Some(rebound_past_sticking(vs, self.v0)),
            _ => None,
        };
        self.outcome = Outcome { summary, curves, steps, work: Default::default() };
        self.method = Method::Integrated;
    }
}

/// The restitution of an impact at `v0` whose only loss is an attraction's work W, from its
/// sticking velocity V_s = √(2W/m*): ½ m* v_out² = ½ m* v0² − W, so e = √(1 − V_s²/v0²), and
/// 0 at v0 ≤ V_s (stuck).
pub fn rebound_past_sticking(vs: f64, v0: f64) -> f64 {
    let x = vs / v0;
    if x < 1.0 {
        crate::math::sqrt((1.0 - x) * (1.0 + x))
    } else {
        0.0
    }
}

/// What every contact model provides: its force law, a time scale, and closed forms where
/// they exist. The generic driver [`run`] uses the closed forms for a free collision
/// (g = 0) and the integrator otherwise.
pub trait ContactModel: ForceLaw {
    /// A characteristic contact time \[s\] (sets the integrator's tolerances and window).
    fn time_scale(&self) -> f64;
    /// Closed-form summary of the free collision (g = 0) at impact speed `v0` under the
    /// `end` criterion, if the model has one.
    fn closed_form(&self, v0: f64, end: End) -> Option<Summary>;
    /// Closed-form state (ξ \[m\], ξ̇ \[m/s\]) of the free collision at time `t`, if any.
    fn state(&self, v0: f64, t: f64) -> Option<(f64, f64)>;
    /// The model as the one normal-law interface (what the driver integrates).
    fn law(&self) -> &dyn crate::normal::NormalLaw;
}

/// Solves one contact of `model`: closed form when g = 0 and the model has one (curves
/// from its closed-form state, or integrated when it has none), the integrator otherwise.
///
/// An integration failure is charged to the input `culprit` finds responsible (the body
/// acceleration when it dominates, else the dissipation given).
pub fn run(
    sc: &Scenario,
    model: &dyn ContactModel,
    setup: &Setup,
    samples: usize,
) -> Result<(Outcome, Method), Error> {
    let integrate = |samples| {
        impact::simulate(model.law(), setup, samples)
            .map_err(|e| integration_error(e, culprit(sc, setup.g, setup.v0, setup.time_scale)))
    };
    if setup.g == 0.0 && setup.local_damping == 0.0 {
        if let Some(summary) = model.closed_form(setup.v0, setup.end) {
            let curves = match samples {
                0 => None,
                _ if model.state(setup.v0, 0.0).is_some() => {
                    let mut c = Curves::default();
                    for t in impact::sample_times(summary.window, samples) {
                        let (xi, v) = model.state(setup.v0, t).unwrap_or((0.0, 0.0));
                        c.t.push(t);
                        c.overlap.push(xi);
                        c.force.push(model.force(xi, v));
                    }
                    Some(c)
                }
                _ => integrate(samples)?.curves,
            };
            // No local damping here; the spring's energy where the force ended the contact.
            let work = impact::Work {
                local_damping: 0.0,
                local_damping_loading: 0.0,
                stored: impact::elastic_energy(
                    model.law(),
                    &crate::normal::Mode::default(),
                    summary.overlap_at_end,
                ),
            };
            return Ok((Outcome { summary, curves, steps: 0, work }, Method::ClosedForm));
        }
    }
    let out = integrate(samples)?;
    if setup.g != 0.0 {
        impact::check_resolved(
            out.summary.contact_time.is_some(),
            setup.g,
            setup.v0,
            setup.time_scale,
            crate::scenario::most_extreme(sc),
        )?;
    }
    Ok((out, Method::Integrated))
}

/// The input to name when numbers leave the range of f64 or the integrator's budget — one
/// the user gave: the body acceleration `g` when it dominates the speeds (|g|·ts > v0: what
/// it adds over the contact's time scale `ts` exceeds the impact speed; an ordinary g with a
/// tiny v0 is integrated fine, so only an extreme g gets here), else
/// [`crate::scenario::scale_culprit`] (an input beyond 1e±30, else the dissipation given:
/// `e`, or the model's `damping`, else the impact speed).
pub(crate) fn culprit(sc: &Scenario, g: f64, v0: f64, ts: f64) -> &'static str {
    if g != 0.0 && !(g.abs() * ts <= v0) {
        "g"
    } else {
        crate::scenario::scale_culprit(sc)
    }
}

/// An integration failure as a user-facing error on `field`.
pub(crate) fn integration_error(e: IntegrateError, field: &'static str) -> Error {
    let advice = match field {
        "e" => "raise e (less damping), or reduce the ratio of the time scales",
        "g" => "reduce |g|, or reduce the ratio of the time scales",
        "transition_force" => "raise the transition force, or reduce the ratio of the time scales",
        "damping" | "exponent" => "reduce the damping, or reduce the ratio of the time scales",
        "e_with_adhesion" => {
            "raise e_with_adhesion (less damping), or reduce the ratio of the time scales"
        }
        // An input far from the others' scale (surface_energy = 1e300 on a 20 µm powder).
        _ => "the inputs' time scales are too far apart",
    };
    let reason = match e {
        IntegrateError::StepLimit { t } => format!(
            "the contact is too stiff for the integrator: more than {} steps by t = {} s; \
             {advice}",
            impact::MAX_STEPS,
            crate::text::sig(t)
        ),
        IntegrateError::StepTooSmall { t } | IntegrateError::NonFinite { t } => format!(
            "the integration broke down at t = {} s (the numbers leave the range of f64)",
            crate::text::sig(t)
        ),
        IntegrateError::BadSettings => {
            "the numbers give a time or length scale outside the range of f64".into()
        }
        IntegrateError::OutOfDomain { t } => format!(
            "the overlap reaches the smaller radius of the bodies at t = {} s, beyond the range \
             of the contact law",
            crate::text::sig(t)
        ),
    };
    Error::Numerical { field, reason }
}

/// What every model reads the same way: effective mass, speed, body acceleration.
pub(crate) struct Common {
    pub m: f64,
    pub v0: f64,
    pub g: f64,
    /// Local (non-viscous) damping α in [0, 1) (0: none).
    pub local_damping: f64,
}

pub(crate) fn common(sc: &Scenario) -> Result<Common, Error> {
    Ok(Common {
        m: pair::effective_mass(sc)?,
        v0: pair::impact_speed(sc)?,
        g: pair::body_acceleration(sc)?,
        local_damping: pair::local_damping(sc)?,
    })
}

/// The notes every model may add: a wall, a contact that does not end, damping set from e
/// while g acts.
pub(crate) fn common_notes(
    sc: &Scenario,
    s: &Summary,
    method: Method,
    time_scale: f64,
    requested: Option<f64>,
    g: f64,
) -> Vec<String> {
    let mut notes: Vec<String> = Vec::new();
    if sc.m2.is_none() && sc.rho2.is_none() {
        notes.push(
            "Body 2 is a wall (no m2): infinite mass, so m = m1 under either mass rule.".into(),
        );
    }
    if s.contact_time.is_none() && method == Method::Integrated {
        notes.push(format!(
            "The bodies did not separate within the {} s integrated; the curves stop where the \
             overlap has decayed to 1 % of its maximum, or at that time.",
            crate::text::sig(impact::WINDOW_SCALES * time_scale)
        ));
    }
    if let (Some(e), true) = (requested, g != 0.0) {
        let achieved = match s.contact_time {
            Some(_) => {
                format!("the restitution achieved is {}, not {e}", crate::text::sig(s.restitution))
            }
            None => "the bodies do not separate".into(),
        };
        notes.push(format!(
            "The damping is set from e for a free collision (g = 0), as DEM codes do; with \
             g = {g} m/s² acting during the contact {achieved}."
        ));
    }
    notes
}

/// "N/m^1.5" style units: `base` raised to `exp` (no exponent when 1).
pub(crate) fn unit_pow(base: &str, exp: f64) -> String {
    if exp == 1.0 {
        base.into()
    } else {
        format!("{base}^{exp}")
    }
}

/// Largest exponent w (of k ξ^w) and p (of λ ξ^p ξ̇) accepted. Published power laws have w
/// from 1 to 2 and p from 0 to w; far beyond, ξ̂^p is nearly a step at ξ̂ = 1 and the
/// restitution barely moves with α2, so each integration needs ever more steps (about 10⁵
/// at p = 10⁶) while the damping view and the inversion e → α2 integrate up to a hundred
/// times: `{"model":"power-law","w":4.5,"p":1e6,"e":0.7}` took seconds (fuzz/, target
/// scenario_solve). Within [0, 10] that plateau is gone: on a grid of w, p up to 10, both
/// end criteria and e down to 1e−6, `solve` and the view each take under a second.
pub const EXPONENT_MAX: f64 = 10.0;

/// The elastic exponent w of k ξ^w, in (0, [`EXPONENT_MAX`]]; `default` when not given.
pub(crate) fn elastic_exponent(w: Option<f64>, default: Option<f64>) -> Result<f64, Error> {
    exponent("w", w, default, "in (0, 10]", |x| x > 0.0 && x <= EXPONENT_MAX)
}

/// The damping exponent p of λ ξ^p ξ̇, in [0, [`EXPONENT_MAX`]].
pub(crate) fn damping_exponent(p: Option<f64>) -> Result<f64, Error> {
    exponent("p", p, None, "in [0, 10]", |x| (0.0..=EXPONENT_MAX).contains(&x))
}

/// Checks an exponent of the power law.
pub(crate) fn exponent(
    field: &'static str,
    x: Option<f64>,
    default: Option<f64>,
    allowed: &'static str,
    ok: impl Fn(f64) -> bool,
) -> Result<f64, Error> {
    let x = match (x, default) {
        (Some(x), _) => x,
        (None, Some(d)) => d,
        (None, None) => {
            return Err(Error::Missing {
                field,
                hint: if field == "w" {
                    "give the elastic exponent w of k ξ^w (1.5 for Hertz)"
                } else {
                    "give the damping exponent p of λ ξ^p ξ̇ (p = w: Hunt–Crossley; 1/4 with w = 3/2: Tsuji)"
                },
            })
        }
    };
    if x.is_finite() && ok(x) {
        Ok(x)
    } else {
        Err(Error::OutOfRange { field, value: x, what: "exponent", allowed })
    }
}

/// The requested restitution and the given damping constant, exclusive.
pub(crate) fn dissipation(sc: &Scenario) -> Result<(Option<f64>, Option<f64>), Error> {
    if sc.e.is_some() && sc.damping.is_some() {
        return Err(Error::Conflict { field: "damping", other: "e" });
    }
    let e = pair::restitution(sc)?;
    if e.is_none() && sc.damping.is_none() {
        // With local damping alone the contact's own law is elastic: no dashpot.
        if sc.local_damping.is_some() {
            return Ok((None, Some(0.0)));
        }
        return Err(Error::Missing {
            field: "e",
            hint: "give the restitution e, or damping (the model's damping constant), or local_damping",
        });
    }
    Ok((e, sc.damping))
}

/// A given damping constant, checked to lie in [0, max].
pub(crate) fn damping_constant(
    x: f64,
    what: &'static str,
    allowed: &'static str,
    max: f64,
) -> Result<f64, Error> {
    if (0.0..=max).contains(&x) {
        Ok(x)
    } else {
        Err(Error::OutOfRange { field: "damping", value: x, what, allowed })
    }
}

/// The stiffness of a law k ξ^w: from the material only for w = 3/2 (Hertz).
pub(crate) fn hertz_type_stiffness(
    sc: &Scenario,
    w: f64,
) -> Result<(f64, Option<pair::Material>), Error> {
    if w != 1.5 && sc.e1_modulus.is_some() {
        return Err(Error::NotUsed { field: "E1", model: "a law with w ≠ 3/2 (the material gives Hertz's k for w = 3/2 only); give k in N/m^w" });
    }
    pair::hertz_stiffness(sc)
}
