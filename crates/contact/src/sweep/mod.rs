//! A contact over a range of one input — above all the restitution against the impact
//! speed, e(v0) — with the damping held as a DEM code holds it; and the calibration of that
//! damping from measured restitutions or drop tests ([`fit`]).
//!
//! A DEM code fixes its damping once — from a restitution per material pair, a material
//! constant, a characteristic speed — and every contact then hits at its own speed. The
//! sweep holds that quantity and changes only the swept key:
//!
//! - `linear` α, `tsuji` α1: the damping constant (the dashpot c = 2α√(m k) and Tsuji's
//!   η = α1√(m k) ξ^¼ follow the pair). The restitution does not depend on the speed
//!   (Teufelsbauer, Hübl & Wu 2008, eq. 11; Tsuji, Tanaka & Ishida 1992): a flat line.
//! - `hunt-crossley`, `power-law`: the coefficient λ of λ ξ^p ξ̇ (N·s/m^(p+1)), not α2,
//!   which is defined per impact speed (λ = α2 k/v0, Hu et al. 2011, eq. 11; eq. 8–9).
//!   e falls with speed, except for p = (w − 1)/2 (Hu et al. 2011, eq. 10).
//! - `viscoelastic` A \[s\], a material constant (Brilliantov et al. 1996): e falls with
//!   speed (Schwager & Pöschel 1998).
//! - `power-function` b: e depends on the speed through the ratio of elastic to inelastic
//!   deformation (An 2006, eq. 2).
//! - a code setting: the value typed into the code (its e, `dp_nratio`, `damp`, …), with
//!   a characteristic speed that defaults to the impact speed pinned at the scenario's.
//!
//! With g ≠ 0 every point is integrated with the body acceleration acting, so the low
//! speeds show what a resting or slowly bouncing contact gets.

use crate::error::Error;
use crate::models::dispatch::info;
use crate::models::info::Holds;
use crate::models::power_law;
use crate::scenario::key_dims;
use crate::scenario::{Scenario, Value, KEYS};
use crate::solution::Solution;
use crate::{codes, math, pair};

/// A scenario solved without curves (by its model, or by its code with its input as typed:
/// a sweep holds the value typed, as a simulation does).
fn solve(sc: &Scenario) -> Result<Solution, Error> {
    codes::solve_as_typed(sc, 0)
}
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// The most points of one sweep.
pub const MAX_POINTS: usize = 1000;

/// The most integration steps one sweep (or one fit) may take, all its solves together
/// ([`crate::integrator::steps_taken`]: Dormand–Prince steps, event location included).
/// Measured (release build): 1000 restitutions of the viscoelastic or a power-law model,
/// each an inversion, take about 6 million steps (0.3–0.4 s); 1000 speeds of a Tsuji
/// contact under gravity far less. 50 points that each hit the integrator's step cap took
/// 13.8 s of CPU, now stopped after 13 of them (3.6 s of CPU on a loaded
/// 2-core machine), with an error naming the swept key.
pub const WORK_BUDGET: u32 = 10_000_000;

/// An error once the integration steps taken since `start` exceed [`WORK_BUDGET`]: `field`
/// is the key to name, `done` of `total` the items (points, evaluations) finished.
pub(crate) fn within_budget(
    start: u32,
    field: &'static str,
    what: &str,
    done: usize,
    total: usize,
) -> Result<(), Error> {
    let used = crate::integrator::steps_taken().wrapping_sub(start);
    if used <= WORK_BUDGET {
        return Ok(());
    }
    Err(Error::Numerical {
        field,
        reason: format!(
            "the {what} took more than {WORK_BUDGET} integration steps after {done} of {total} \
             (each contact here is hard to integrate); narrow the range or take fewer points"
        ),
    })
}

/// The range swept: a numeric scenario key from `from` to `to` in `points` steps, evenly
/// spaced or (with `log`) evenly spaced in the logarithm.
#[derive(Debug, Clone, PartialEq)]
pub struct Range {
    /// The scenario key swept (`v0`, `h0`, `e`, `m1`, `k`, …).
    pub over: String,
    /// First value (SI).
    pub from: f64,
    /// Last value (SI).
    pub to: f64,
    /// Number of points, 2 to [`MAX_POINTS`].
    pub points: usize,
    /// Logarithmic spacing.
    pub log: bool,
}

impl Range {
    /// An end not given: the swept key's value in the scenario times this (from) …
    pub const BELOW: f64 = 0.1;
    /// … and times this (to).
    pub const ABOVE: f64 = 10.0;
    /// A range from text as typed (numbers in SI, or with a unit of the swept key's
    /// dimension: `--from "10 cm/s"`); an end not given is a decade from `base`, the
    /// swept key's value in the scenario (two decades around it, spaced logarithmically
    /// unless `log` says otherwise; for `e` the upper end at most 1).
    pub fn parse(
        over: &str,
        from: Option<&str>,
        to: Option<&str>,
        points: usize,
        log: Option<bool>,
        base: Option<f64>,
    ) -> Result<Range, Error> {
        let key = numeric_key(over)?;
        let dims = key_dims(key).unwrap_or(crate::units::Dims::NONE);
        let read = |field: &'static str, text: Option<&str>, factor: f64| -> Result<f64, Error> {
            match text {
                Some(t) => crate::scenario::number_as(field, Value::Text(t), dims)?.ok_or(
                    Error::Missing { field, hint: "give the end of the range" },
                ),
                None => base.filter(|b| b.is_finite() && *b > 0.0).map(|b| b * factor).ok_or(
                    Error::Missing {
                        field,
                        hint: "give the end of the range (the scenario has no positive value of the swept key to centre it on)",
                    },
                ),
            }
        };
        let (from, mut to) = (read("from", from, Range::BELOW)?, read("to", to, Range::ABOVE)?);
        // A default end stays inside the key's range: a restitution of at most 1.
        if over == "e" && to > 1.0 && from <= 1.0 && base.is_some_and(|b| b <= 1.0) {
            to = to.min(1.0);
        }
        Ok(Range { over: key.into(), from, to, points, log: log.unwrap_or(from > 0.0 && to > 0.0) })
    }

    /// The values of the range, after checking it.
    pub fn values(&self) -> Result<Vec<f64>, Error> {
        if !(2..=MAX_POINTS).contains(&self.points) {
            return Err(Error::OutOfRange {
                field: "points",
                value: self.points as f64,
                what: "number of points",
                allowed: "a whole number in [2, 1000]",
            });
        }
        for (field, x) in [("from", self.from), ("to", self.to)] {
            if !x.is_finite() || (self.log && !(x > 0.0)) {
                return Err(Error::OutOfRange {
                    field,
                    value: x,
                    what: "end of the range",
                    allowed: if self.log {
                        "a finite number > 0 (the spacing is logarithmic)"
                    } else {
                        "a finite number"
                    },
                });
            }
        }
        if self.from == self.to {
            return Err(Error::OutOfRange {
                field: "to",
                value: self.to,
                what: "end of the range",
                allowed: "a value other than `from`",
            });
        }
        let n = self.points - 1;
        Ok((0..=n)
            .map(|i| {
                let f = i as f64 / n as f64;
                if i == n {
                    self.to
                } else if self.log {
                    // Rounded to 13 significant digits: 0.1, not 0.10000000000000002.
                    let x = math::exp(
                        math::ln(self.from) + f * (math::ln(self.to) - math::ln(self.from)),
                    );
                    format!("{x:.12e}").parse().unwrap_or(x)
                } else {
                    self.from + f * (self.to - self.from)
                }
            })
            .collect())
    }
}

/// What a sweep holds fixed.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Held {
    /// Its symbol or the code's name for it (`α1`, `λ`, `A`, `dp_nratio`).
    pub name: String,
    /// Its value.
    pub value: f64,
    /// Its unit ("" dimensionless).
    pub unit: String,
    /// In words.
    pub what: String,
}

/// One point of a sweep: the results, or why there are none.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Point {
    /// The swept key's value (SI).
    pub value: f64,
    /// Restitution achieved.
    pub restitution: Option<f64>,
    /// Contact time \[s\] (`None`: the bodies never separate, or no result).
    pub contact_time: Option<f64>,
    /// Maximum overlap \[m\].
    pub max_overlap: Option<f64>,
    /// Maximum force \[N\].
    pub max_force: Option<f64>,
    /// The error at this point, if any (the message names the field).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub error: Option<String>,
}

/// A sweep.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Sweep {
    /// The key swept.
    pub over: &'static str,
    /// Its SI unit ("" dimensionless).
    pub unit: String,
    /// What stays fixed (`None` when the damping itself is swept, or the model has none).
    pub held: Option<Held>,
    /// Whether the restitution is the same at every point (to 1e−9 relative).
    pub constant_restitution: bool,
    /// The points, in the order of the range.
    pub points: Vec<Point>,
    /// How the points were obtained: "scaled" (one solution scaled exactly: the
    /// dimensionless contact does not depend on the speed) or "solved" (one solve each).
    pub method: &'static str,
    /// What to know.
    pub notes: Vec<String>,
    /// With adhesion or a liquid bridge: the sticking velocity of the contact as held \[m/s\] —
    /// below it the bodies stay together (restitution 0); 0 where no speed sticks.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub sticking_velocity: Option<f64>,
}

impl Sweep {
    /// CSV with units in the header: the swept key, e, t_c, ξ_max, F_max, and the error of
    /// a point that has none of them.
    pub fn to_csv(&self) -> String {
        let unit = if self.unit.is_empty() { "1" } else { self.unit.as_str() };
        let mut s = format!(
            "{} [{unit}],restitution [1],contact_time [s],max_overlap [m],max_force [N],error\n",
            self.over
        );
        let cell = |x: Option<f64>| x.map_or(String::new(), |v| format!("{v:e}"));
        for p in &self.points {
            let err = p.error.as_deref().unwrap_or("").replace('"', "'");
            s.push_str(&format!(
                "{:e},{},{},{},{},{}\n",
                p.value,
                cell(p.restitution),
                cell(p.contact_time),
                cell(p.max_overlap),
                cell(p.max_force),
                if err.is_empty() { err } else { format!("\"{err}\"") }
            ));
        }
        s
    }
}

/// How the damping is held (see the module).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum Hold {
    /// Nothing to hold: the damping or e is what is swept, or the model is elastic.
    Nothing,
    /// A scenario key keeps its value (`damping`, or a code's `e`).
    Key(&'static str, f64),
    /// λ of λ ξ^p ξ̇ (with the base's m and k for keys that do not change them).
    Lambda { lambda: f64, w: f64, p: f64, m: f64, k: f64 },
}

/// The scenario's value of `key`, the centre of a default range: its own number, or for
/// `v0` the speed of its drop height, √(2 g h0).
pub fn base_value(sc: &Scenario, key: &str) -> Option<f64> {
    sc.numbers().find(|(k, _)| *k == key).map(|(_, v)| v).or_else(|| {
        let g = sc.g.unwrap_or(pair::STANDARD_GRAVITY);
        (key == "v0").then(|| sc.h0.map(|h| math::sqrt(2.0 * g * h))).flatten()
    })
}

/// `sc` at `x` of `over` with its damping held as a sweep holds it (see the module): the
/// same material constant, λ, or code input at another speed, drop height or mass.
pub fn hold_at(sc: &Scenario, over: &str, x: f64) -> Result<Scenario, Error> {
    let over = numeric_key(over)?;
    let (b, hold, _, _) = holding(sc, over)?;
    at(&b, hold, over, x)
}

/// The swept key's static name, if it is a numeric scenario key.
fn numeric_key(over: &str) -> Result<&'static str, Error> {
    KEYS.iter().copied().find(|k| *k == over && (key_dims(k).is_some() || *k == "k")).ok_or_else(
        || Error::Invalid {
            field: "over".into(),
            value: over.into(),
            expected:
                "a numeric scenario key: v0, h0, e, damping, m1, m2, rho1, r1, k, k1, E1, g, …",
        },
    )
}

/// The base scenario ready to sweep (a characteristic speed that defaults to the impact
/// speed pinned), what it holds, and the base solution.
pub(crate) fn holding(
    base: &Scenario,
    over: &str,
) -> Result<(Scenario, Hold, Option<Held>, Solution), Error> {
    let sol = solve(base)?;
    let mut b = base.clone();
    if b.h0.is_some() && b.g.is_none() {
        // A drop test's gravity acts during the contact; it stays when v0 is swept.
        b.g = Some(pair::STANDARD_GRAVITY);
    }
    if matches!(over, "e" | "damping" | "exponent" | "e_with_adhesion" | "e_with_plasticity") {
        return Ok((b, Hold::Nothing, None, sol));
    }
    if base.code.is_some() && base.adhesion.is_some() {
        // A code's adhesive contact keeps the values typed into it as given.
        return Ok((b, Hold::Nothing, None, sol));
    }
    if base.code.is_some_and(|id| crate::scenario::PLASTIC_CODE_IDS.contains(&id)) {
        // An elastic–plastic code setting keeps the values typed into it; the value to type
        // found for e_with_plasticity at the base speed is held as typed.
        if let Some(to) = sol.code.as_ref().and_then(|c| c.to_type.clone()) {
            b.e_with_plasticity = None;
            match to.name {
                "coefficientYieldRatio" => b.yield_ratio = Some(to.value),
                _ => b.e = Some(to.value),
            }
        }
        return Ok((b, Hold::Nothing, None, sol));
    }
    if let (Some(info), Some(id)) = (&sol.code, base.code) {
        let s = codes::setting(id).ok_or(Error::Missing { field: "code", hint: "a code id" })?;
        let own_default = codes::code_of(s).and_then(|c| c.v_char_default);
        if s.extra.contains(&"v_char") && base.v_char.is_none() && own_default.is_none() {
            // Without characteristicVelocity the code takes the impact speed (Chrono its own
            // default): the sweep keeps the base's, as a simulation keeps its setting.
            b.v_char = Some(pair::impact_speed(base)?);
        }
        let key = if s.takes == codes::Takes::Restitution && base.damping.is_none() {
            "e"
        } else {
            "damping"
        };
        let held = Held {
            name: info.typed.name.into(),
            value: info.typed.value,
            unit: info.typed.unit.into(),
            what: format!("{} as typed into {}", info.typed.name, s.code),
        };
        return Ok((b, Hold::Key(key, info.typed.value), Some(held), sol));
    }
    let constant = |what: &str| Held {
        name: sol.damping_constant_symbol.clone(),
        value: sol.damping_constant,
        unit: sol.damping_constant_unit.clone().unwrap_or_default(),
        what: what.into(),
    };
    let model = info(base.model);
    if over == "v0" && model.stiffness_follows_speed(base) {
        // k from the material depends on the speed it was derived at (Hertz's ξ_max(v0));
        // a code keeps the linear spring it was given: k is held at its value at the
        // scenario's v0 (see `notes`).
        b.e1_modulus = None;
        b.nu1 = None;
        b.e2_modulus = None;
        b.nu2 = None;
        b.linear_k = None;
        b.k = Some(sol.stiffness);
    }
    Ok(match model.holds() {
        Holds::Nothing => (b, Hold::Nothing, None, sol),
        Holds::Constant(what) => {
            let h = constant(what);
            (b, Hold::Key("damping", sol.damping_constant), Some(h), sol)
        }
        Holds::Lambda => {
            let held = Held {
                name: "λ".into(),
                value: sol.damping_coefficient,
                unit: sol.damping_coefficient_unit.clone(),
                what: "the dashpot coefficient λ of λ ξ^p ξ̇ (α2 is defined per impact speed)"
                    .into(),
            };
            let hold = Hold::Lambda {
                lambda: sol.damping_coefficient,
                w: sol.w,
                p: sol.p,
                m: sol.effective_mass,
                k: sol.stiffness,
            };
            (b, hold, Some(held), sol)
        }
    })
}

/// The scenario at `x` of `over`, with the damping held.
pub(crate) fn at(base: &Scenario, hold: Hold, over: &str, x: f64) -> Result<Scenario, Error> {
    let mut s = base.clone();
    match over {
        "v0" => s.h0 = None,
        "h0" => s.v0 = None,
        "e" => {
            (s.damping, s.exponent, s.e_with_adhesion, s.e_with_plasticity) =
                (None, None, None, None)
        }
        "damping" | "exponent" => {
            (s.e, s.damping, s.exponent, s.formula, s.e_with_plasticity) =
                (None, None, None, None, None)
        }
        _ => {}
    }
    s.set(over, Value::Number(x))?;
    let clear = |s: &mut Scenario| {
        (s.e, s.damping, s.exponent, s.formula) = (None, None, None, None);
        (s.e_with_adhesion, s.e_with_plasticity) = (None, None);
    };
    match hold {
        Hold::Nothing => {}
        Hold::Key(key, value) => {
            clear(&mut s);
            s.set(key, Value::Number(value))?;
        }
        Hold::Lambda { lambda, w, p, m, k } => {
            let (m, k) = if matches!(over, "v0" | "h0" | "g") {
                (m, k)
            } else {
                (pair::effective_mass(&s)?, crate::models::hertz_type_stiffness(&s, w)?.0)
            };
            let v = pair::impact_speed(&s)?;
            clear(&mut s);
            s.damping = Some(lambda / power_law::lambda_from_alpha2(1.0, m, k, v, w, p));
        }
    }
    Ok(s)
}

/// Whether a speed sweep may scale one solution: the force law k ξ^w + (damping) with a
/// dimensionless damping that the held constant keeps for every speed, no body
/// acceleration; a code setting whose constants do not depend on the speed.
fn scalable(base: &Scenario, over: &str, sol: &Solution) -> bool {
    let g = base.g.unwrap_or(0.0);
    // A law with a state brings its own scales (an adhesion's pull-off and separation
    // overlap, the power function's transition force), and so does a liquid bridge (its
    // force at contact and rupture distance): nothing scales.
    if over != "v0" || g != 0.0 || !sol.law.history_free() || sol.bridged() {
        return false;
    }
    // The model's force law with its damping held: the same e at every speed where its
    // dimensionless contact does not depend on v0 (a linear stiffness from the material
    // follows the speed: Hertz's ξ_max(v0)).
    let model = info(sol.model);
    match &sol.code {
        // A code whose constants do not follow the speed (its characteristic speed pinned)
        // runs a fixed force law of its model.
        Some(code) => !code.speed_dependent && model.scales_with_speed(sol.w, sol.p),
        None => !model.stiffness_follows_speed(base) && model.scales_with_speed(sol.w, sol.p),
    }
}

impl Point {
    /// The point of a solved scenario at `value`.
    fn solved(value: f64, s: &Solution) -> Point {
        Point {
            value,
            restitution: Some(s.restitution),
            contact_time: s.contact_time,
            max_overlap: Some(s.max_overlap),
            max_force: Some(s.max_force),
            error: None,
        }
    }

    /// The point at `value` that could not be solved, carrying its error.
    fn failed(value: f64, e: &Error) -> Point {
        Point {
            value,
            restitution: None,
            contact_time: None,
            max_overlap: None,
            max_force: None,
            error: Some(e.to_string()),
        }
    }
}

/// The point at `x` scaled exactly from the reference solution `s0` at `x0` of a force law
/// k ξ^w + (damping) whose dimensionless contact does not depend on the speed: with
/// r = x/x0, ξ ∝ r^(2/(1+w)), t ∝ r^(2/(1+w)−1), F ∝ r^(2w/(1+w)), e unchanged. `None`
/// (the point is then solved) when a scaled number is not finite or the overlap or force
/// does not stay positive (a ratio that underflows or overflows).
fn scaled_point(reference: Option<&(f64, Solution)>, w: f64, x: f64) -> Option<Point> {
    let (x0, s0) = reference?;
    let r = x / x0;
    let xi = math::powf(r, 2.0 / (1.0 + w));
    let p = Point {
        value: x,
        restitution: Some(s0.restitution),
        contact_time: s0.contact_time.map(|t| t * xi / r),
        max_overlap: Some(s0.max_overlap * xi),
        max_force: Some(s0.max_force * math::powf(r, 2.0 * w / (1.0 + w))),
        error: None,
    };
    let ok = |v: Option<f64>, positive: bool| {
        v.map_or(true, |v| v.is_finite() && (!positive || v > 0.0))
    };
    (r.is_normal()
        && ok(p.contact_time, true)
        && ok(p.max_overlap, s0.max_overlap > 0.0)
        && ok(p.max_force, s0.max_force > 0.0))
    .then_some(p)
}

/// What to know about a sweep over `over` of `base` (`b` the base made ready to sweep,
/// `sol0` its solution): what is held at every point, whether the restitution follows the
/// speed, and that a body acceleration acts.
fn sweep_notes(
    base: &Scenario,
    b: &Scenario,
    over: &str,
    held: Option<&Held>,
    sol0: &Solution,
    constant_restitution: bool,
) -> Result<Vec<String>, Error> {
    let mut notes = Vec::new();
    if let Some(h) = held {
        notes.push(format!(
            "Held at every point: {} = {}{} — {}.",
            h.name,
            crate::text::num(h.value, 6),
            if h.unit.is_empty() { String::new() } else { format!(" {}", h.unit) },
            h.what
        ));
    }
    if over == "v0" && info(base.model).stiffness_follows_speed(base) {
        notes.push(format!(
            "Held at every point: k = {} N/m — the linear stiffness from the material at the \
             scenario's v0 = {} m/s, kept as a DEM code keeps the spring it was given.",
            crate::text::num(sol0.stiffness, 6),
            crate::text::num(pair::impact_speed(base)?, 6),
        ));
    }
    if over == "v0" {
        notes.push(if constant_restitution {
            "The restitution does not depend on the impact speed here: the same e at every speed."
                .to_string()
        } else {
            "The restitution depends on the impact speed: a simulation with this damping gets \
             a different e at every contact speed."
                .to_string()
        });
    }
    if let Some(vs) = sol0.adhesion.as_ref().and_then(|a| a.sticking_velocity) {
        notes.push(if vs > 0.0 {
            format!(
                "Adhesion: below the sticking velocity {} m/s the bodies stay together (e = 0), \
                 the damping held.",
                crate::text::sig(vs)
            )
        } else {
            "Adhesion: no speed sticks with this damping.".to_string()
        });
    }
    if let Some(vs) = sol0.bridge_sticking_velocity() {
        notes.push(format!(
            "Liquid bridge: below the sticking velocity {} m/s the bodies stay bridged (e = 0), \
             the damping, viscosity and S_min held.",
            crate::text::sig(vs)
        ));
    }
    if b.g.unwrap_or(0.0) != 0.0 {
        notes.push(
            "The body acceleration g acts during every contact: at low speeds the contact \
             approaches rest (e → 0), as a particle settling on a wall."
                .to_string(),
        );
    }
    Ok(notes)
}

/// The restitution, contact time, maximum overlap and force of `base` over `range`, with
/// the damping held as a DEM code holds it (see the module).
///
/// Every point is solved exactly (or, for a force law whose dimensionless contact does not
/// depend on the speed, one solution is scaled exactly: `scaled_point`). A point that
/// cannot be solved carries its error; when none can, the first error is returned.
pub fn sweep(base: &Scenario, range: &Range) -> Result<Sweep, Error> {
    let over = numeric_key(&range.over)?;
    let xs = range.values()?;
    let (b, hold, held, sol0) = holding(base, over)?;
    let unit = match over {
        "k" => sol0.stiffness_unit.clone(),
        _ => key_dims(over).map(|d| d.si_unit()).filter(|u| u != "1").unwrap_or_default(),
    };
    let mut points = Vec::with_capacity(xs.len());
    let scaled = scalable(&b, over, &sol0) && xs.iter().all(|x| *x > 0.0);
    // Each point's impact alone: what does not change along the sweep (the held contact's
    // sticking velocity, the codes' rows) comes once, from the base solution.
    let one = |x: f64| -> Result<Solution, Error> { codes::solve_point(&at(&b, hold, over, x)?) };
    // The reference solution of the scaled shortcut (none: every point is solved).
    let reference = if scaled { one(xs[0]).ok().map(|s0| (xs[0], s0)) } else { None };
    let mut first_error = None;
    let mut n_scaled = 0;
    let start = crate::integrator::steps_taken();
    for (i, &x) in xs.iter().enumerate() {
        within_budget(start, over, "sweep", i, xs.len())?;
        if let Some(p) = scaled_point(reference.as_ref(), sol0.w, x) {
            points.push(p);
            n_scaled += 1;
            continue;
        }
        match one(x) {
            Ok(s) => points.push(Point::solved(x, &s)),
            Err(e) => {
                points.push(Point::failed(x, &e));
                first_error.get_or_insert(e);
            }
        }
    }
    if let Some(e) = first_error.filter(|_| points.iter().all(|p| p.error.is_some())) {
        return Err(e);
    }
    let scaled = n_scaled == points.len();
    let es: Vec<f64> = points.iter().filter_map(|p| p.restitution).collect();
    let constant_restitution =
        es.iter().all(|e| (e - es[0]).abs() <= 1e-9 * es[0].abs().max(1e-300));
    let notes = sweep_notes(base, &b, over, held.as_ref(), &sol0, constant_restitution)?;
    Ok(Sweep {
        over,
        unit,
        held,
        constant_restitution,
        points,
        method: if scaled { "scaled" } else { "solved" },
        notes,
        sticking_velocity: sol0
            .adhesion
            .as_ref()
            .and_then(|a| a.sticking_velocity)
            .or(sol0.bridge_sticking_velocity()),
    })
}

pub mod fields;
pub mod fit;
pub mod oblique;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::power_law::hc_restitution_exact;
    use crate::testing::{glass, rel};

    fn sc(pairs: &[(&str, Value<'_>)]) -> Scenario {
        Scenario::from_pairs(pairs.iter().copied()).unwrap()
    }
    fn with(mut s: Scenario, key: &str, x: f64) -> Scenario {
        s.set(key, Value::Number(x)).unwrap();
        s
    }
    fn speeds(points: usize) -> Range {
        Range { over: "v0".into(), from: 0.01, to: 10.0, points, log: true }
    }

    /// A linear stiffness taken from the material depends on the speed it is derived at
    /// (k = 0.8 k_DM with Hertz's ξ_max ∝ v0^(4/5): Di Maio & Di Renzo 2004); a code keeps
    /// the spring it was given, so the sweep holds k at its value at the scenario's v0 (the
    /// old sweep scaled from the range's first speed, a k of 0.1 m/s). Checked against the
    /// closed form of the linear spring-dashpot with that k under the overlap criterion
    /// (the default): t_c = π / (ω0 √(1 − α²)), ω0 = √(k/m); and ξ_max ∝ v0.
    #[test]
    fn linear_from_the_material_holds_k_at_the_scenario_speed() {
        let base = with(glass("linear"), "e", 0.8);
        let sol = solve(&base).unwrap();
        let s = sweep(&base, &speeds(7)).unwrap();
        assert!(s.constant_restitution);
        assert!(s.notes.iter().any(|n| n.contains("k = 1.14457e6 N/m")), "{:?}", s.notes);
        let m = sol.effective_mass;
        let (k, alpha) = (sol.stiffness, sol.damping_constant);
        let t_c = core::f64::consts::PI / ((k / m).sqrt() * (1.0 - alpha * alpha).sqrt());
        for p in &s.points {
            assert!(rel(p.contact_time.unwrap(), t_c) < 1e-9, "{} s at {}", t_c, p.value);
            let xi = sol.max_overlap * p.value / 1.0;
            assert!(rel(p.max_overlap.unwrap(), xi) < 1e-9, "ξ_max at {}", p.value);
        }
    }

    /// The default range of `e` stops at 1 (was a decade above: e = 8, an error row).
    #[test]
    fn default_range_of_e_stops_at_one() {
        let r = Range::parse("e", None, None, 5, None, Some(0.8)).unwrap();
        assert_eq!((r.from, r.to), (0.08000000000000002, 1.0));
        let v0 = Range::parse("v0", None, None, 5, None, Some(2.0)).unwrap();
        assert_eq!((v0.from, v0.to), (0.2, 20.0));
    }

    /// A speed ratio that underflows (5e−324 m/s against 40 m/s) is solved, not scaled into
    /// NaN: the point carries finite numbers or an error that names a field.
    #[test]
    fn underflowing_speed_ratio_is_solved() {
        let range = Range { over: "v0".into(), from: 40.0, to: 5e-324, points: 3, log: false };
        for base in [with(glass("tsuji"), "e", 0.5), glass("hertz")] {
            let s = sweep(&base, &range).unwrap();
            for p in &s.points {
                match &p.error {
                    Some(e) => assert!(e.starts_with("v0") || e.starts_with("damping"), "{e}"),
                    None => {
                        for x in [p.contact_time, p.max_overlap, p.max_force] {
                            assert!(x.unwrap().is_finite(), "{p:?}");
                        }
                    }
                }
            }
            assert_ne!(s.method, "scaled");
        }
    }

    /// Models whose restitution does not depend on the speed: flat to 1e−9, and every point
    /// (scaled from one solution) equals a solve of its own at that speed, to 1e−9.
    #[test]
    fn speed_independent_models_are_flat() {
        let linear = {
            use Value::{Number as N, Text as T};
            sc(&[
                ("model", T("linear")),
                ("m1", N(5.0)),
                ("m2", N(5.0)),
                ("k1", N(1e4)),
                ("k2", N(1e4)),
                ("v0", N(2.0)),
                ("e", N(0.3)),
            ])
        };
        let power_law = {
            use Value::{Number as N, Text as T};
            sc(&[
                ("model", T("power-law")),
                ("w", N(1.5)),
                ("p", N(0.25)),
                ("m1", N(1.0)),
                ("k", N(1e6)),
                ("v0", N(1.0)),
                ("e", N(0.7)),
            ])
        };
        let code = |id: &str| {
            let mut s = with(glass("linear"), "e", 0.5);
            s.set("code", Value::Text(id)).unwrap();
            s
        };
        let pfc = {
            use Value::{Number as N, Text as T};
            sc(&[
                ("code", T("pfc-linear")),
                ("m1", N(5.0)),
                ("m2", N(5.0)),
                ("k", N(5e3)),
                ("v0", N(2.0)),
                ("e", N(0.3)),
                ("limit", T("true")),
            ])
        };
        for base in [
            linear,
            with(glass("tsuji"), "e", 0.8),
            glass("hertz"),
            power_law,
            code("liggghts-hooke"),
            code("liggghts-hertz"),
            code("chrono-smc-hertz"),
            pfc,
        ] {
            let s = sweep(&base, &speeds(25)).unwrap();
            assert_eq!(s.method, "scaled", "{:?}", base.model);
            assert!(s.constant_restitution, "{:?}", base.model);
            let e0 = s.points[0].restitution.unwrap();
            for p in &s.points {
                let direct = solve(
                    &at(
                        &holding(&base, "v0").unwrap().0,
                        holding(&base, "v0").unwrap().1,
                        "v0",
                        p.value,
                    )
                    .unwrap(),
                )
                .unwrap();
                assert!(
                    rel(direct.restitution, e0) < 1e-9,
                    "{:?} flat: {} vs {e0}",
                    base.model,
                    direct.restitution
                );
                assert!(
                    rel(direct.max_overlap, p.max_overlap.unwrap()) < 1e-9,
                    "{:?} ξ_max at {}",
                    base.model,
                    p.value
                );
                assert!(
                    rel(direct.max_force, p.max_force.unwrap()) < 1e-9,
                    "{:?} F_max at {}",
                    base.model,
                    p.value
                );
                assert!(
                    rel(direct.contact_time.unwrap(), p.contact_time.unwrap()) < 1e-9,
                    "{:?} t_c",
                    base.model
                );
            }
        }
    }

    /// Hunt–Crossley with λ held: α2 = λ v0/k grows with the speed, and each point's e
    /// satisfies the exact relation α2 (1 + e) = ln((1 + α2)/(1 − α2 e)) (Carvalho &
    /// Martins 2019) — an implicit equation, not the integration that produced e.
    #[test]
    fn hunt_crossley_falls_with_speed() {
        use Value::{Number as N, Text as T};
        let base = sc(&[
            ("model", T("hunt-crossley")),
            ("m1", N(2.094e-3)),
            ("k", N(5.935e9)),
            ("v0", N(6.331)),
            ("e", N(0.9)),
        ]);
        let s = sweep(
            &base,
            &Range { over: "v0".into(), from: 0.6331, to: 63.31, points: 9, log: true },
        )
        .unwrap();
        assert_eq!(s.method, "solved");
        assert!(!s.constant_restitution);
        let lambda = s.held.as_ref().unwrap().value;
        let mut last = 1.0;
        for p in &s.points {
            let e = p.restitution.unwrap();
            assert!(e < last, "e falls with speed");
            last = e;
            let a2 = lambda * p.value / 5.935e9;
            let residual = a2 * (1.0 + e) - crate::math::ln((1.0 + a2) / (1.0 - a2 * e));
            assert!(residual.abs() < 1e-9, "relation at v0 = {}: {residual}", p.value);
            assert!(rel(e, hc_restitution_exact(a2)) < 1e-9);
        }
        // At the scenario's own speed, the requested e.
        assert!(rel(s.points[4].restitution.unwrap(), 0.9) < 1e-9);
    }

    /// The viscoelastic model with A held: e falls with speed; at low speed it meets the
    /// small-damping expansion 1 − C1 x + C2 x² (x = A (k/m)^(2/5) v0^(1/5); Schwager &
    /// Pöschel 1998) to O(x³).
    #[test]
    fn viscoelastic_falls_with_speed_and_meets_the_expansion() {
        let base = with(glass("viscoelastic"), "damping", 2.5e-7);
        let s = sweep(&base, &speeds(7)).unwrap();
        assert!(!s.constant_restitution);
        assert!(s.points.windows(2).all(|w| w[1].restitution < w[0].restitution));
        let sol = solve(&base).unwrap();
        let (m, k) = (sol.effective_mass, sol.stiffness);
        let p = &s.points[0];
        let x = 2.5e-7 * crate::math::powf(k / m, 0.4) * crate::math::powf(p.value, 0.2);
        let approx =
            1.0 - crate::models::viscoelastic::c1() * x + crate::models::viscoelastic::c2() * x * x;
        assert!(
            (p.restitution.unwrap() - approx).abs() < 2.0 * x * x * x,
            "{} vs {approx} (x = {x})",
            p.restitution.unwrap()
        );
        assert_eq!(s.held.as_ref().unwrap().unit, "s");
    }

    /// Gravity: the low-speed end approaches rest; a code's characteristic speed is pinned;
    /// other keys sweep too; the range is checked.
    #[test]
    fn gravity_codes_keys_and_errors() {
        let base = with(with(glass("tsuji"), "e", 0.8), "g", 9.81);
        let s =
            sweep(&base, &Range { over: "v0".into(), from: 1e-4, to: 1.0, points: 5, log: true })
                .unwrap();
        assert_eq!(s.method, "solved");
        assert!(s.points[0].restitution.unwrap() < s.points[4].restitution.unwrap());
        assert!(s.notes.iter().any(|n| n.contains("acts during every contact")));

        use Value::{Number as N, Text as T};
        let mut code = with(glass("linear"), "e", 0.5);
        code.set("code", T("liggghts-hooke")).unwrap();
        let _ = N;
        let s = sweep(&code, &speeds(4)).unwrap();
        assert!(s.constant_restitution, "hooke at a pinned characteristic speed: flat");
        assert_eq!(s.held.as_ref().unwrap().name, "coefficientRestitution");

        let s = sweep(
            &with(glass("tsuji"), "e", 0.8),
            &Range { over: "e".into(), from: 0.1, to: 1.0, points: 10, log: false },
        )
        .unwrap();
        assert!(s.held.is_none());
        assert!(s.points.iter().all(|p| rel(p.restitution.unwrap(), p.value) < 1e-9));
        let s = sweep(
            &with(glass("tsuji"), "e", 0.8),
            &Range { over: "r1".into(), from: 1e-4, to: 1e-2, points: 3, log: true },
        )
        .unwrap();
        assert!(s.constant_restitution);
        assert_eq!(s.unit, "m");

        let bad = |over: &str, from: f64, to: f64, points: usize, log: bool| {
            sweep(
                &with(glass("tsuji"), "e", 0.8),
                &Range { over: over.into(), from, to, points, log },
            )
            .unwrap_err()
            .field()
            .to_string()
        };
        assert_eq!(bad("model", 1.0, 2.0, 5, false), "over");
        assert_eq!(bad("v0", 0.0, 2.0, 5, true), "from");
        assert_eq!(bad("v0", 1.0, f64::NAN, 5, false), "to");
        assert_eq!(bad("v0", 1.0, 1.0, 5, false), "to");
        assert_eq!(bad("v0", 1.0, 2.0, 1, false), "points");
        assert_eq!(bad("v0", 1.0, 2.0, 1001, false), "points");
        // Every point invalid: the first error.
        assert_eq!(bad("v0", -2.0, -1.0, 3, false), "v0");
        // Some invalid: the others stand.
        let s = sweep(
            &with(glass("tsuji"), "e", 0.8),
            &Range { over: "v0".into(), from: -1.0, to: 1.0, points: 3, log: false },
        )
        .unwrap();
        assert!(s.points[0].error.as_deref().unwrap().starts_with("v0"));
        assert!(s.points[2].restitution.is_some());
        assert!(s.to_csv().starts_with(
            "v0 [m/s],restitution [1],contact_time [s],max_overlap [m],max_force [N],error\n"
        ));
    }

    /// A sweep's total work is bounded ([`WORK_BUDGET`]): 50 points that each hit the integrator's
    /// step cap took 13.8 s; now the sweep stops within the budget with an error naming the
    /// swept key.
    #[test]
    fn work_is_bounded() {
        let base = sc(&[
            ("model", Value::Text("tsuji")),
            ("m1", Value::Number(1e-8)),
            ("k", Value::Number(1e6)),
            ("v0", Value::Number(0.0002)),
            ("e", Value::Number(0.75)),
            ("g", Value::Number(9.81)),
        ]);
        let range = Range { over: "k".into(), from: 1e6, to: 1e-300, points: 50, log: true };
        let start = crate::integrator::steps_taken();
        let err = sweep(&base, &range).unwrap_err();
        let used = crate::integrator::steps_taken().wrapping_sub(start);
        assert_eq!(err.field(), "k", "{err}");
        assert!(err.to_string().contains("integration steps"), "{err}");
        // Stopped at the first point past the budget: one point's work beyond it at most
        // (each of these points costs about 0.8 million steps: two phases capped at
        // MAX_STEPS each, and the re-steps of event location).
        assert!(used > WORK_BUDGET && used < WORK_BUDGET + 10 * crate::impact::MAX_STEPS, "{used}");
    }

    /// With adhesion the restitution against speed holds the damping and marks the sticking
    /// velocity: every speed below it sticks (e = 0), every one above separates, and the
    /// elastic JKR contact follows e = √(1 − V_s²/v0²) (Thornton & Ning 1998).
    #[test]
    fn adhesion_marks_the_sticking_velocity() {
        use Value::{Number as N, Text as T};
        let mut pairs =
            alloc::vec![("adhesion", T("jkr")), ("surface_energy", N(0.05)), ("v0", N(0.1))];
        for (k, v) in [
            ("E1", 5e9),
            ("nu1", 0.3),
            ("r1", 20e-6),
            ("rho1", 1500.0),
            ("E2", 5e9),
            ("nu2", 0.3),
            ("r2", 20e-6),
            ("rho2", 1500.0),
        ] {
            pairs.push((k, N(v)));
        }
        let mut tsuji = pairs.clone();
        tsuji.extend([("model", T("tsuji")), ("e", N(0.5))]);
        let range = Range { over: "v0".into(), from: 0.01, to: 10.0, points: 13, log: true };
        let s = sweep(&sc(&tsuji), &range).unwrap();
        let vs = s.sticking_velocity.unwrap();
        assert_eq!(s.method, "solved");
        assert!(s.notes.iter().any(|n| n.contains("sticking velocity")), "{:?}", s.notes);
        for p in &s.points {
            let e = p.restitution.unwrap();
            assert_eq!(e == 0.0, p.value <= vs, "{} m/s: e = {e}, V_s = {vs}", p.value);
            assert_eq!(p.contact_time.is_none(), p.value <= vs);
        }
        let mut hertz = pairs;
        hertz.push(("model", T("hertz")));
        let s = sweep(&sc(&hertz), &range).unwrap();
        let vs = s.sticking_velocity.unwrap();
        for p in s.points.iter().filter(|p| p.value > vs) {
            let e = (1.0 - vs * vs / (p.value * p.value)).sqrt();
            assert!(
                rel(p.restitution.unwrap(), e) < 1e-9,
                "{}: {:?} vs {e}",
                p.value,
                p.restitution
            );
        }
    }
}
