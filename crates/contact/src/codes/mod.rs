//! What DEM codes really do with a user's inputs: for each code setting, how it turns the
//! restitution (or its own damping constant, contact time, material) into stiffness and
//! damping, mapped onto this crate's models — no new physics where a mapping exists — with
//! the source each fact was read from (one file per code: [`lammps`], [`liggghts`],
//! [`edem`], [`pfc`], [`yade`], [`mercurydpm`], [`chrono`]).
//!
//! A scenario with `code` is solved as that code computes the contact: its force law and
//! damping (one of the models), its effective mass and wall rules, and its end of contact
//! (tension clipped → the `force` criterion; the code's switch is `limit`). The answer is
//! the usual [`crate::Solution`] — so `restitution` is what the code achieves — plus
//! [`CodeInfo`]: the value typed, the value to type so that the code achieves the requested
//! e exactly (found by inverting the code's formula at the model damping the library finds
//! for that e: closed forms, or integration and Brent's method), and an input snippet.
//!
//! Notation: β = ln e/√(ln²e + π²) (< 0), m* the effective mass, E*, R* as in `pair`.
//! The research notes behind the catalogue are in `docs/codes.md`.

pub mod chrono;
pub mod edem;
pub mod lammps;
pub mod liggghts;
pub mod mercurydpm;
pub mod pfc;
pub mod yade;

use crate::error::Error;
use crate::math::{exp, ln, sqrt};
use crate::models::linear;
use crate::scenario::{End, MassRule, Model, Scenario};
use crate::solution::Solution;
use crate::text;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::f64::consts::PI;

/// What the code takes for the dissipation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Takes {
    /// A coefficient of restitution (`e`).
    Restitution,
    /// A damping constant of its own (`damping`): PFC `dp_nratio`, Yade `betan`, LAMMPS
    /// `damp`, `gamma_n`.
    Damping,
}

/// How a setting forms its stiffness and damping: which model, and the formula from the
/// typed value (each variant names the settings that use it).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Rule {
    /// Linear, k as given, ζ = |β(e)| (LAMMPS hooke with coeff_restitution).
    LinearFromE,
    /// Linear, k as given, ζ = the typed critical damping ratio (PFC `dp_nratio`).
    LinearRatio,
    /// Linear with k = (16/15)√R* E* (15 m* V²/(16√R* E*))^(1/5) at a characteristic speed
    /// V, ζ = |β(e)| (LIGGGHTS and Chrono hooke).
    LinearCharacteristic,
    /// Linear with k, c from a contact time, e and the mass the code tunes them for:
    /// k = m_t (π² + ln²e)/tc², c = −2 m_t ln e/tc, run with the contact's own m*
    /// (Yade ViscElMat, MercuryDPM linear).
    LinearTc(Tuning),
    /// Tsuji's form η = α1 √(m* k) ξ^(1/4) with α1 from the typed value.
    Tsuji(Alpha1),
    /// Viscoelastic F = k(ξ^(3/2) + (3/2) A ξ^(1/2) ξ̇) with A from the typed constant.
    Viscoelastic(ViscoA),
    /// Hunt–Crossley k ξ^(3/2)(1 + χ ξ̇), χ = 8(1 − e)/(5 e V): Flores et al. at the
    /// characteristic speed V (Chrono::Multicore).
    Flores,
}

/// The mass a tc/e setting tunes its spring and dashpot for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tuning {
    /// Yade: m_R = m1 m2/(m1 + m2), a body of mass 0 (walls, facets) taken as the other's
    /// mass, so m_R = m/2 against a wall.
    YadeMassR,
    /// MercuryDPM: the species is set for one particle's mass M (two equal particles,
    /// m* = M/2), here body 1's.
    OneParticle,
}

/// α1 of Tsuji's form from the typed value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alpha1 {
    /// √5 |β(e)| (= 2√(5/6)|β|√(S_n m*)): exact under the overlap criterion.
    Sqrt5Beta,
    /// √2 · Marshall's polynomial in e (LAMMPS `damping tsuji` since the √2 fix).
    Sqrt2Poly,
    /// Marshall's polynomial in e, without √2 (LAMMPS `damping tsuji` before the fix).
    Poly,
    /// √6 β_n: critical damping ratio β_n of the tangent stiffness (3/2) k ξ^(1/2).
    Sqrt6Ratio,
}

/// A of the viscoelastic law from the typed constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViscoA {
    /// LAMMPS `damping viscoelastic`: η = damp m* √(R* ξ) → A = damp m*/(2E*).
    LammpsDamp,
    /// LAMMPS `gran/hertz/history`: F = √(R*ξ)(K_n ξ − m* γ_n ξ̇) → A = 2 m* γ_n/(3 K_n).
    GammaN,
}

/// One code setting of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setting {
    /// Id used by the scenario key `code`, the CLI and the tests.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub title: &'static str,
    /// A few words, for a selector with the code's name before them.
    pub short: &'static str,
    /// One line for `dem-contact codes`.
    pub summary: &'static str,
    /// How it forms stiffness and damping.
    pub rule: Rule,
    /// What it takes for the dissipation.
    pub takes: Takes,
    /// The name of the typed dissipation value in the code.
    pub typed_name: &'static str,
    /// Its unit ("" dimensionless).
    pub typed_unit: &'static str,
    /// Whether the code clips tension by default (→ the `force` end criterion).
    pub clipped: bool,
    /// The option that switches clipping, when the code has one.
    pub switch: Option<&'static str>,
    /// Effective mass, in words.
    pub mass: &'static str,
    /// What a wall is to it (mass, radius, material), in words.
    pub wall: &'static str,
    /// Scenario keys it takes beyond the pair, speed and dissipation (`tc`, `v_char`).
    pub extra: &'static [&'static str],
    /// What it takes, for the error on a key it does not (`"lammps-hooke-coeff-restitution
    /// (it takes the masses, k, e, v0 and limit)"`).
    pub takes_text: &'static str,
    /// Whether it takes the pair's stiffness as `k` (`k1`, `k2`), the material (E, ν), or
    /// neither (from `tc`).
    pub stiffness: Stiffness,
    /// Where each fact was read: repository, file, lines, commit.
    pub source: &'static str,
    /// "confirmed from source", "from the documentation", or what is unconfirmed.
    pub status: &'static str,
    /// What else a user of this setting should know.
    pub notes: &'static [&'static str],
}

/// How a setting takes the contact's stiffness.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stiffness {
    /// `k` (or `k1`, `k2` in series) only: a linear spring constant.
    K,
    /// `k` (or `k1`, `k2`) or the material.
    KOrMaterial,
    /// The material only (E1, ν1, r1; E2, ν2, r2).
    Material,
    /// From the contact time `tc` (no k, no material).
    ContactTime,
}

/// Every setting, grouped by code.
pub const SETTINGS: &[&Setting] = &[
    &lammps::HOOKE_COEFF_RESTITUTION,
    &lammps::HERTZ_COEFF_RESTITUTION,
    &lammps::HERTZ_TSUJI,
    &lammps::HERTZ_TSUJI_PRE2026,
    &lammps::HERTZ_VISCOELASTIC,
    &lammps::GRAN_HERTZ_HISTORY,
    &liggghts::HERTZ,
    &liggghts::HOOKE,
    &edem::HERTZ_MINDLIN,
    &pfc::LINEAR,
    &pfc::HERTZ,
    &yade::VISCEL,
    &yade::HERTZ_MINDLIN,
    &mercurydpm::LINEAR,
    &mercurydpm::HERTZIAN,
    &chrono::SMC_HOOKE,
    &chrono::SMC_HERTZ,
    &chrono::MULTICORE_FLORES,
];

pub use crate::scenario::CODE_EXPECTED as EXPECTED;

/// The id as the catalogue spells it, if it is one.
pub fn parse_id(s: &str) -> Option<&'static str> {
    SETTINGS.iter().find(|x| x.id == s).map(|x| x.id)
}

/// The setting of an id.
pub fn setting(id: &str) -> Option<&'static Setting> {
    SETTINGS.iter().copied().find(|x| x.id == id)
}

impl Setting {
    /// The model its force law and damping map onto.
    pub fn model(&self) -> Model {
        match self.rule {
            Rule::LinearFromE
            | Rule::LinearRatio
            | Rule::LinearCharacteristic
            | Rule::LinearTc(_) => Model::Linear,
            Rule::Tsuji(_) => Model::Tsuji,
            Rule::Viscoelastic(_) => Model::Viscoelastic,
            Rule::Flores => Model::HuntCrossley,
        }
    }
    /// Whether its restitution changes with the impact speed for a fixed input.
    pub fn speed_dependent(&self) -> bool {
        matches!(self.rule, Rule::Viscoelastic(_) | Rule::Flores)
    }
    /// Whether `limit` can change its tension handling.
    pub fn switchable(&self) -> bool {
        self.switch.is_some()
    }
}

pub use crate::solution::{CodeInfo, Named};

/// |β(e)| = −ln e/√(ln²e + π²): the linear model's damping ratio for e under the overlap
/// criterion (Teufelsbauer, Hübl & Wu 2008, eq. 11).
pub fn abs_beta(e: f64) -> f64 {
    linear::alpha_from_restitution_overlap(e)
}

/// The e whose |β(e)| is `b`: e = exp(−π b/√(1 − b²)), for 0 ≤ b < 1.
pub fn e_of_abs_beta(b: f64) -> Option<f64> {
    (0.0..1.0).contains(&b).then(|| exp(-PI * b / sqrt(1.0 - b * b)))
}

/// Marshall's polynomial as LAMMPS codes it ("Eq. 53 from Marshall 2009"):
/// 1.2728 − 4.2783e + 11.087e² − 22.348e³ + 27.467e⁴ − 18.022e⁵ + 4.8218e⁶.
pub fn marshall_poly(e: f64) -> f64 {
    let c = [1.2728, -4.2783, 11.087, -22.348, 27.467, -18.022, 4.8218];
    c.iter().rev().fold(0.0, |acc, &ci| acc * e + ci)
}

/// The e in [0, 1] where `f(e)` (decreasing) equals `target`, by Brent's method.
fn invert_decreasing(f: impl Fn(f64) -> f64, target: f64) -> Option<f64> {
    let (lo, hi) = (f(1.0), f(0.0));
    if !(target >= lo && target <= hi) {
        return None;
    }
    crate::roots::brent(|e| f(e) - target, 0.0, 1.0, 1e-15, 200).ok()
}

/// The pair as the code sees it: its effective mass (with the code's wall rule) and the
/// parameters a rule needs.
pub(crate) struct Ctx {
    /// m* the contact runs with \[kg\].
    pub m: f64,
    /// v0 \[m/s\].
    pub v0: f64,
    /// E* and R*, when the material is given.
    pub material: Option<crate::pair::Material>,
    /// The characteristic speed \[m/s\].
    pub v_char: Option<f64>,
    /// The contact time input \[s\].
    pub tc: Option<f64>,
    /// The tuning mass m_t of a tc/e setting \[kg\].
    pub m_tuned: Option<f64>,
    /// The input charged when a stiffness the code forms itself leaves the range of f64.
    pub k_culprit: &'static str,
}

/// The model's damping constant and, for the linear rules that derive it, the stiffness.
struct ModelParams {
    damping: f64,
    k: Option<f64>,
}

/// The typed value → the model's damping constant (and k where the rule forms it). A
/// stiffness the code forms (from tc, or from a characteristic speed) that leaves the range
/// of f64 is charged to the input most responsible, never to `k`, which was not given (it
/// read "k = inf": issue 19).
fn forward(s: &Setting, typed: f64, ctx: &Ctx) -> Result<ModelParams, Error> {
    let params = forward_unchecked(s, typed, ctx)?;
    let formed = |what: &str, x: f64| Error::Numerical {
        field: ctx.k_culprit,
        reason: format!("the {what} {} forms {}", s.code, text::leaves_f64(x)),
    };
    match params.k {
        Some(k) if !(k.is_finite() && k > 0.0) => Err(formed("stiffness", k)),
        _ if !params.damping.is_finite() => Err(formed("damping", params.damping)),
        _ => Ok(params),
    }
}

fn forward_unchecked(s: &Setting, typed: f64, ctx: &Ctx) -> Result<ModelParams, Error> {
    let only = |d: f64| Ok(ModelParams { damping: d, k: None });
    match s.rule {
        Rule::LinearFromE => only(abs_beta(typed)),
        Rule::LinearRatio => only(typed),
        Rule::LinearCharacteristic => {
            let mat = ctx.material.ok_or(Error::Missing {
                field: "E1",
                hint: "this code forms its linear k from the material: give E1, nu1, r1",
            })?;
            let v = ctx.v_char.unwrap_or(ctx.v0);
            let kh = 16.0 / 15.0 * sqrt(mat.r_star) * mat.e_star;
            let k = kh
                * exp(0.2 * (ln(15.0 / 16.0 * ctx.m * v * v) - ln(sqrt(mat.r_star) * mat.e_star)));
            Ok(ModelParams { damping: abs_beta(typed), k: Some(k) })
        }
        Rule::LinearTc(_) => {
            let (tc, mt) = (ctx.tc.unwrap_or(f64::NAN), ctx.m_tuned.unwrap_or(ctx.m));
            let l = ln(typed);
            let k = mt * (PI * PI + l * l) / (tc * tc);
            let c = -2.0 * mt * l / tc;
            Ok(ModelParams { damping: c / (2.0 * sqrt(ctx.m * k)), k: Some(k) })
        }
        Rule::Tsuji(a) => only(match a {
            Alpha1::Sqrt5Beta => sqrt(5.0) * abs_beta(typed),
            Alpha1::Sqrt2Poly => core::f64::consts::SQRT_2 * marshall_poly(typed),
            Alpha1::Poly => marshall_poly(typed),
            Alpha1::Sqrt6Ratio => sqrt(6.0) * typed,
        }),
        Rule::Viscoelastic(v) => {
            let mat = ctx.material.ok_or(Error::Missing {
                field: "E1",
                hint: "this code takes the material: give E1, nu1, r1",
            })?;
            only(match v {
                ViscoA::LammpsDamp => typed * ctx.m / (2.0 * mat.e_star),
                ViscoA::GammaN => 2.0 * ctx.m * typed / (3.0 * (4.0 / 3.0 * mat.e_star)),
            })
        }
        Rule::Flores => {
            let v = ctx.v_char.unwrap_or(1.0);
            let e = typed.clamp(0.01, 1.0 - f64::EPSILON);
            only(8.0 * (1.0 - e) / (5.0 * e) * ctx.v0 / v)
        }
    }
}

/// The model's damping constant → the value to type (the inverse of [`forward`]).
fn inverse(s: &Setting, damping: f64, ctx: &Ctx) -> Option<f64> {
    match s.rule {
        Rule::LinearFromE | Rule::LinearCharacteristic => e_of_abs_beta(damping),
        Rule::LinearRatio => Some(damping),
        Rule::LinearTc(_) => {
            // ζ = |β(e)| √(m_t/m) (the spring and dashpot tuned for m_t act on m).
            let mt = ctx.m_tuned.unwrap_or(ctx.m);
            e_of_abs_beta(damping * sqrt(ctx.m / mt))
        }
        Rule::Tsuji(a) => match a {
            Alpha1::Sqrt5Beta => e_of_abs_beta(damping / sqrt(5.0)),
            Alpha1::Sqrt2Poly => {
                invert_decreasing(|e| core::f64::consts::SQRT_2 * marshall_poly(e), damping)
            }
            Alpha1::Poly => invert_decreasing(marshall_poly, damping),
            Alpha1::Sqrt6Ratio => Some(damping / sqrt(6.0)),
        },
        Rule::Viscoelastic(v) => {
            let mat = ctx.material?;
            Some(match v {
                ViscoA::LammpsDamp => 2.0 * mat.e_star * damping / ctx.m,
                ViscoA::GammaN => 3.0 * (4.0 / 3.0 * mat.e_star) * damping / (2.0 * ctx.m),
            })
        }
        Rule::Flores => {
            let v = ctx.v_char.unwrap_or(1.0);
            let e = 1.0 / (1.0 + 5.0 * damping * v / (8.0 * ctx.v0));
            (0.01..1.0).contains(&e).then_some(e)
        }
    }
}

/// The keys a code scenario may carry.
fn allowed_keys(s: &Setting) -> Vec<&'static str> {
    let mut k: Vec<&'static str> =
        alloc::vec!["code", "limit", "m1", "m2", "rho1", "rho2", "r1", "r2", "v0", "h0", "g"];
    match s.takes {
        Takes::Restitution => k.push("e"),
        Takes::Damping => k.extend(["e", "damping"]),
    }
    if s.id == "yade-hertz-mindlin" {
        k.push("damping");
    }
    match s.stiffness {
        Stiffness::K => k.extend(["k", "k1", "k2"]),
        Stiffness::KOrMaterial => k.extend(["k", "k1", "k2", "E1", "nu1", "E2", "nu2"]),
        Stiffness::Material => k.extend(["E1", "nu1", "E2", "nu2"]),
        Stiffness::ContactTime => {}
    }
    k.extend_from_slice(s.extra);
    k
}

/// The most curve samples one solve gives.
pub const MAX_SAMPLES: usize = 100_000;

/// Solves any scenario, `samples` points of ξ(t) and F(t) over the contact (0 for none):
/// as the DEM code named by `code` computes it, or by its model ([`crate::contact::solve`]).
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    if samples > MAX_SAMPLES {
        return Err(Error::OutOfRange {
            field: "curves",
            value: samples as f64,
            what: "number of curve samples",
            allowed: "at most 100000",
        });
    }
    match sc.code {
        None => crate::contact::solve(sc, samples),
        Some(_) if cfg!(feature = "codes") => solve_code(sc, samples),
        Some(id) => Err(Error::Invalid {
            field: "code".into(),
            value: id.into(),
            expected: "no code settings in this build (dem-contact without its `codes` feature)",
        }),
    }
}

/// Solves a scenario that names a code: the contact as that code computes it.
fn solve_code(sc: &Scenario, samples: usize) -> Result<Solution, Error> {
    let id = sc.code.ok_or(Error::Missing { field: "code", hint: "give a code setting id" })?;
    let s = setting(id).ok_or(Error::Invalid {
        field: "code".into(),
        value: id.into(),
        expected: EXPECTED,
    })?;
    // The code decides the model, the end of contact and the mass rule.
    if sc.model != Model::Linear || sc.formula.is_some() || sc.linear_k.is_some() {
        return Err(Error::Conflict { field: "model", other: "code" });
    }
    if sc.end != End::Overlap {
        return Err(Error::NotTaken {
            field: "end",
            by: "a code setting (the code decides the end of contact; its switch is `limit`)",
        });
    }
    if sc.mass_rule != MassRule::Reduced {
        return Err(Error::NotTaken {
            field: "mass_rule",
            by: "a code setting (every code here uses the reduced mass)",
        });
    }
    let allowed = allowed_keys(s);
    if let Some(field) = sc.given().find(|k| !allowed.contains(k)) {
        return Err(Error::NotTaken { field, by: s.takes_text });
    }
    if sc.limit.is_some() && !s.switchable() {
        return Err(Error::NotTaken {
            field: "limit",
            by: if s.clipped {
                "this code setting (it always clips tension)"
            } else {
                "this code setting (it has no tension switch)"
            },
        });
    }
    let limit = sc.limit.unwrap_or(s.clipped);
    let end = if limit { End::Force } else { End::Overlap };
    let mut notes: Vec<String> = Vec::new();
    // The pair as the code sees it.
    let mut pair = sc.clone();
    pair.code = None;
    pair.limit = None;
    pair.tc = None;
    pair.v_char = None;
    pair.e = None;
    pair.damping = None;
    pair.model = s.model();
    pair.end = end;
    let wall = sc.m2.is_none() && sc.rho2.is_none();
    apply_wall_rule(s, &mut pair, wall, &mut notes);
    let m = crate::pair::effective_mass(&pair)?;
    let v0 = crate::pair::impact_speed(&pair)?;
    let material = crate::pair::material(&pair)?;
    if s.stiffness == Stiffness::Material && material.is_none() {
        return Err(Error::Missing {
            field: "E1",
            hint: "this code takes the material: give E1, nu1, r1 (and E2, nu2, r2 for body 2)",
        });
    }
    let v_char = match sc.v_char {
        // Chrono's default characteristic impact velocity is 1 m/s (ChSystemSMC.cpp line 53;
        // ChSettings.h line 121); LIGGGHTS has none (then the impact speed is used).
        None if s.code == "Chrono" => Some(1.0),
        Some(v) if v.is_finite() && v > 0.0 => Some(v),
        Some(v) => {
            return Err(Error::OutOfRange {
                field: "v_char",
                value: v,
                what: "characteristic impact speed",
                allowed: "a finite number > 0 m/s",
            })
        }
        None => None,
    };
    let tc = match (s.stiffness, sc.tc) {
        (Stiffness::ContactTime, Some(t)) if t.is_finite() && t > 0.0 => Some(t),
        (Stiffness::ContactTime, Some(t)) => {
            return Err(Error::OutOfRange {
                field: "tc",
                value: t,
                what: "contact time",
                allowed: "a finite number > 0 s",
            })
        }
        (Stiffness::ContactTime, None) => {
            return Err(Error::Missing {
                field: "tc",
                hint: "this code takes the contact time tc (s) with e",
            })
        }
        _ => None,
    };
    let m_tuned = match s.rule {
        Rule::LinearTc(Tuning::YadeMassR) => {
            // A body of mass 0 (walls, facets by default) counts as the other's mass.
            let m1 =
                crate::pair::effective_mass(&Scenario { m2: None, rho2: None, ..pair.clone() })?;
            Some(if wall { 0.5 * m1 } else { m })
        }
        Rule::LinearTc(Tuning::OneParticle) => {
            let m1 =
                crate::pair::effective_mass(&Scenario { m2: None, rho2: None, ..pair.clone() })?;
            Some(0.5 * m1)
        }
        _ => None,
    };
    let k_culprit = match crate::scenario::most_extreme(sc) {
        "v0" | "h0" if tc.is_some() => "tc",
        "v0" | "h0" if v_char.is_some() => "v_char",
        field => field,
    };
    let ctx = Ctx { m, v0, material, v_char, tc, m_tuned, k_culprit };
    // The typed value: the code's input as given, or what its documented formula makes of e.
    let requested = crate::pair::restitution(sc)?;
    if sc.e.is_some() && sc.damping.is_some() {
        return Err(Error::Conflict { field: "damping", other: "e" });
    }
    // The model's damping constant for the requested e, exactly (the library's inversion
    // under the code's end criterion and pair).
    let needed = |e: f64| -> Result<f64, Error> {
        let mut x = pair.clone();
        x.e = Some(e);
        if let Some(k) = forward(s, e, &ctx)?.k {
            // The tc/e and characteristic-speed rules form k themselves.
            x.k = Some(k);
            strip_material(&mut x);
        }
        Ok(crate::contact::solve(&x, 0)?.damping_constant)
    };
    let (typed, to_type_value) = match (s.takes, requested, sc.damping) {
        (Takes::Restitution, Some(e), _) => {
            let d = needed(e)?;
            (e, inverse(s, d, &ctx))
        }
        (Takes::Restitution, None, Some(d)) if s.id == "yade-hertz-mindlin" => {
            // Yade's `betan` instead of `en`.
            (d, None)
        }
        (Takes::Restitution, None, _) => {
            return Err(Error::Missing { field: "e", hint: "this code takes the restitution e" })
        }
        (Takes::Damping, Some(e), _) => {
            let d = needed(e)?;
            let to = inverse(s, d, &ctx);
            // What the code's documented relation gives for e, where it has one.
            let documented = match s.rule {
                Rule::LinearRatio | Rule::Tsuji(Alpha1::Sqrt6Ratio) => Some(abs_beta(e)),
                _ => None,
            };
            match documented.or(to) {
                Some(t) => (t, to),
                None => {
                    return Err(Error::Unreachable {
                        field: "e",
                        value: e,
                        reason: "no value of this code's damping constant reaches it".into(),
                    })
                }
            }
        }
        (Takes::Damping, None, Some(d)) => (d, None),
        (Takes::Damping, None, None) => {
            return Err(Error::Missing {
                field: "damping",
                hint: "give the code's damping constant (damping), or the restitution e",
            })
        }
    };
    if !(typed.is_finite() && typed >= 0.0) {
        return Err(Error::OutOfRange {
            field: if sc.damping.is_some() { "damping" } else { "e" },
            value: typed,
            what: "the code's input",
            allowed: "a finite number ≥ 0",
        });
    }
    let betan = s.id == "yade-hertz-mindlin" && sc.damping.is_some();
    let params = if betan {
        ModelParams { damping: sqrt(6.0) * typed, k: None }
    } else {
        forward(s, typed, &ctx)?
    };
    let mut model = pair.clone();
    // + 0.0 turns −0 (−ln 1) into 0, which reads as "0", not "-0".
    model.damping = Some(params.damping + 0.0);
    if let Some(k) = params.k {
        model.k = Some(k);
        strip_material(&mut model);
    }
    let mut sol = crate::contact::solve(&model, samples)?;
    let (typed_name, typed_unit) = if betan { ("betan", "") } else { (s.typed_name, s.typed_unit) };
    let to_type = to_type_value.map(|value| Named { name: typed_name, value, unit: typed_unit });
    // What the user should know: the code's restitution against the one asked for.
    if let Some(e) = requested {
        let got = sol.restitution;
        if (got - e).abs() > 1e-9 * e.max(1e-300) {
            notes.push(format!(
                "Typed as {} = {}, {} achieves e = {} (not {e}){}.",
                typed_name,
                text::num(typed, 6),
                s.code,
                text::num(got, 6),
                match &to_type {
                    Some(t) => format!("; type {} = {} to get {e}", t.name, text::num(t.value, 6)),
                    None => String::from("; no value of its input reaches it"),
                }
            ));
        }
    }
    if s.speed_dependent() {
        notes.push(format!(
            "Its restitution depends on the impact speed: e = {} at v0 = {} with this input \
             (see e against v0).",
            text::num(sol.restitution, 6),
            text::si(v0, "m/s")
        ));
    }
    notes.extend(s.notes.iter().map(|n| n.to_string()));
    let info = CodeInfo {
        id: s.id,
        code: s.code,
        name: s.title,
        end,
        limit,
        mass_rule: s.mass,
        typed: Named { name: typed_name, value: typed, unit: typed_unit },
        snippet: snippet(
            s,
            sc,
            &ctx,
            sol.stiffness,
            to_type.as_ref().map_or(typed, |t| t.value),
            limit,
            betan,
        ),
        to_type,
        requested,
        speed_dependent: s.speed_dependent(),
        source: s.source,
        status: s.status,
        notes,
    };
    sol.code = Some(info);
    sol.requested_restitution = requested;
    Ok(sol)
}

/// The linear rules that form k themselves take the material only for it.
fn strip_material(sc: &mut Scenario) {
    sc.e1_modulus = None;
    sc.nu1 = None;
    sc.e2_modulus = None;
    sc.nu2 = None;
    sc.linear_k = None;
}

/// A wall as the code sees it.
fn apply_wall_rule(s: &Setting, pair: &mut Scenario, wall: bool, notes: &mut Vec<String>) {
    if !wall {
        return;
    }
    match s.code {
        "LAMMPS" if pair.e1_modulus.is_some() => {
            // fix wall/gran: E_eff = E/(2(1 − ν²)), the wall of the particle's material.
            if pair.e2_modulus.is_some_and(|e2| Some(e2) != pair.e1_modulus)
                || pair.e2_modulus.is_none()
            {
                notes.push("LAMMPS's fix wall/gran takes the wall to be of the particle's material (E_eff = E/(2(1 − ν²))): E2, ν2 are replaced by E1, ν1.".into());
            }
            pair.e2_modulus = pair.e1_modulus;
            pair.nu2 = pair.nu1;
        }
        "Yade" if s.id == "yade-hertz-mindlin" && pair.r1.is_some() => {
            // Ig2_Wall_Sphere_ScGeom without hertzian=True: radius1 = the sphere's radius.
            pair.r2 = pair.r1;
            notes.push("Yade's default Wall geometry (Ig2_Wall_Sphere_ScGeom, hertzian=False) gives R* = r/2 against a wall (a Facet gives 2r/3); with hertzian=True it is r.".into());
        }
        "Chrono" => {
            // A fixed body enters m* with its nominal mass (default 1 kg).
            pair.m2 = Some(1.0);
            pair.rho2 = None;
            notes.push("Chrono: a fixed body (the wall) enters m* = m₁M/(m₁ + M) with its own mass M, 1 kg by default (ChBody); m2 = 1 kg is used here.".into());
        }
        _ => {}
    }
}

/// The code's input text with the values filled in.
fn snippet(
    s: &Setting,
    sc: &Scenario,
    ctx: &Ctx,
    stiffness: f64,
    value: f64,
    limit: bool,
    betan: bool,
) -> String {
    let n = |x: f64| text::num(x, 6);
    let e1 = sc.e1_modulus.map_or(String::from("<E>"), n);
    let nu1 = sc.nu1.map_or(String::from("<nu>"), n);
    let rho1 = sc.rho1.map_or(String::from("<density>"), n);
    // The contact's linear stiffness as solved (k, or k1 and k2 in series).
    let k = n(stiffness);
    match s.code {
        "LAMMPS" => lammps::snippet(s, &k, &e1, &nu1, value, limit, ctx.material.map(|m| m.e_star)),
        "LIGGGHTS" => liggghts::snippet(s, &e1, &nu1, value, limit, ctx.v_char.unwrap_or(ctx.v0)),
        "EDEM" => edem::snippet(&e1, &nu1, &rho1, sc, value),
        "PFC" => pfc::snippet(s, &k, sc, value, limit),
        "Yade" => yade::snippet(s, &e1, &nu1, &rho1, ctx.tc, value, betan),
        "MercuryDPM" => mercurydpm::snippet(s, &rho1, ctx, value),
        "Chrono" => chrono::snippet(s, &e1, &nu1, value, ctx.v_char),
        _ => String::new(),
    }
}

/// One row of the comparison of every code for one pair and target e.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CodeRow {
    /// Setting id.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub name: &'static str,
    /// The input's name.
    pub typed_name: &'static str,
    /// The input's unit ("" dimensionless; `1/(s·m)` for LAMMPS's damp and gamma_n).
    pub typed_unit: &'static str,
    /// The value typed (the target e, or the code's documented constant for it).
    pub typed: Option<f64>,
    /// The restitution the code achieves with it.
    pub achieved: Option<f64>,
    /// Whether that restitution holds at this impact speed only (the code's constant fixed,
    /// e falling with the speed: LAMMPS viscoelastic, gran/hertz/history, Chrono Flores).
    pub speed_dependent: bool,
    /// The value to type for the target.
    pub to_type: Option<f64>,
    /// End of contact as the code runs it.
    pub end: End,
    /// Contact time as the code runs it \[s\].
    pub contact_time: Option<f64>,
    /// Why there is no answer, when there is none.
    pub error: Option<String>,
}

/// Every code setting for the pair of `base` (its masses, material or stiffness and speed)
/// at target restitution `e`, with each code's defaults, except that `base.limit` (the
/// user's "tension clipped or not") is applied to every setting that has the switch
/// (LAMMPS limit_damping, LIGGGHTS limitForce, PFC dp_mode). Settings that take
/// a contact time get the exact contact's (of `base`'s model under their end rule); those
/// that need the material and find none say so.
pub fn compare(base: &Scenario, e: f64) -> Vec<CodeRow> {
    // The pair re-expressed for each model (the stiffness converted between exponents for
    // the same undamped maximum overlap, the material kept: `Scenario::for_model`).
    let plain = pair_only(base, base.model);
    let limit = base.limit;
    let for_model = |m: Model| -> Result<Scenario, Error> {
        let mut x = plain.clone();
        x.e = Some(e);
        if x.model == Model::Hertz || x.model == Model::PowerFunction {
            // Their stiffness reads the same as the linear (power-function) or Hertz one.
            x.e = None;
        }
        let mut y = x.for_model(m, e)?;
        y.e = None;
        y.damping = None;
        y.exponent = None;
        Ok(y)
    };
    // The linear contact of the pair: its duration serves the codes that take tc.
    let tc = for_model(Model::Linear)
        .and_then(|x| crate::contact::solve(&Scenario { e: Some(e), ..x }, 0))
        .ok()
        .and_then(|s| s.contact_time);
    SETTINGS
        .iter()
        .map(|s| {
            let row =
                |typed, achieved, speed_dependent, to_type, end, contact_time, error| CodeRow {
                    id: s.id,
                    code: s.code,
                    name: s.title,
                    typed_name: s.typed_name,
                    typed_unit: s.typed_unit,
                    typed,
                    achieved,
                    speed_dependent,
                    to_type,
                    end,
                    contact_time,
                    error,
                };
            let clipped = s.clipped || (s.switchable() && limit == Some(true));
            let fallback_end = if clipped { End::Force } else { End::Overlap };
            let built = for_model(s.model()).map(|mut sc| {
                sc.model = Model::Linear;
                sc.code = Some(s.id);
                sc.limit = if s.switchable() { limit } else { None };
                sc.e = Some(e);
                sc.w = None;
                sc.p = None;
                sc.transition_force = None;
                match s.stiffness {
                    Stiffness::ContactTime => {
                        sc.k = None;
                        sc.k1 = None;
                        sc.k2 = None;
                        strip_material(&mut sc);
                        sc.tc = tc;
                    }
                    Stiffness::Material => {
                        sc.k = None;
                        sc.k1 = None;
                        sc.k2 = None;
                    }
                    Stiffness::K => {
                        // A spring constant: the linear k of the material if that is what
                        // the pair gives.
                        if sc.k.is_none() && sc.k1.is_none() {
                            let linear =
                                Scenario { code: None, limit: None, e: Some(e), ..sc.clone() };
                            sc.k = crate::contact::solve(&linear, 0).ok().map(|x| x.stiffness);
                        }
                        strip_material(&mut sc);
                    }
                    Stiffness::KOrMaterial => {}
                }
                sc
            });
            match built.and_then(|sc| solve(&sc, 0)) {
                Ok(sol) => {
                    let c = sol.code.as_ref();
                    row(
                        c.map(|c| c.typed.value),
                        Some(sol.restitution),
                        c.is_some_and(|c| c.speed_dependent),
                        c.and_then(|c| c.to_type.as_ref().map(|t| t.value)),
                        c.map_or(fallback_end, |c| c.end),
                        sol.contact_time,
                        None,
                    )
                }
                Err(err) => row(None, None, false, None, fallback_end, None, Some(err.to_string())),
            }
        })
        .collect()
}

/// The pair, speed and stiffness of `base` (no model, dissipation or code keys).
fn pair_only(base: &Scenario, model: Model) -> Scenario {
    Scenario {
        model,
        mass_rule: MassRule::Reduced,
        end: End::Overlap,
        formula: None,
        linear_k: None,
        code: None,
        limit: None,
        e: None,
        damping: None,
        exponent: None,
        transition_force: None,
        w: None,
        p: None,
        tc: None,
        v_char: None,
        ..base.clone()
    }
}

/// The scenario of a code setting with its input set to the value to type, so that the
/// code achieves the requested restitution: the "exact" companion of `sc` (solved as
/// `sol`). `None` when `sc` names no code, no e was requested, or no value reaches it.
pub fn with_value_to_type(sc: &Scenario, sol: &Solution) -> Option<Scenario> {
    let info = sol.code.as_ref()?;
    let to = info.to_type.as_ref()?;
    let s = setting(info.id)?;
    let mut out = sc.clone();
    match s.takes {
        Takes::Restitution => out.e = Some(to.value),
        Takes::Damping => {
            out.e = None;
            out.damping = Some(to.value);
        }
    }
    Some(out)
}

/// A code setting as the page lists it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SettingInfo {
    /// Id.
    pub id: &'static str,
    /// Code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub title: &'static str,
    /// A few words, for a selector with the code's name before them.
    pub short: &'static str,
    /// One line.
    pub summary: &'static str,
    /// The model its force law maps onto.
    pub model: Model,
    /// "restitution" or "damping".
    pub takes: &'static str,
    /// The input's name in the code.
    pub typed_name: &'static str,
    /// Its unit.
    pub typed_unit: &'static str,
    /// Clips tension by default.
    pub clipped: bool,
    /// The tension switch's name.
    pub switch: Option<&'static str>,
    /// Extra keys taken (`tc`, `v_char`).
    pub extra: &'static [&'static str],
    /// "k", "k-or-material", "material" or "contact-time".
    pub stiffness: &'static str,
    /// Where it was read.
    pub source: &'static str,
    /// Confirmed from source, documentation, unconfirmed.
    pub status: &'static str,
}

/// Every setting, for a list or a selector.
pub fn catalogue() -> Vec<SettingInfo> {
    SETTINGS
        .iter()
        .map(|s| SettingInfo {
            id: s.id,
            code: s.code,
            title: s.title,
            short: s.short,
            summary: s.summary,
            model: s.model(),
            takes: match s.takes {
                Takes::Restitution => "restitution",
                Takes::Damping => "damping",
            },
            typed_name: s.typed_name,
            typed_unit: s.typed_unit,
            clipped: s.clipped,
            switch: s.switch,
            extra: s.extra,
            stiffness: match s.stiffness {
                Stiffness::K => "k",
                Stiffness::KOrMaterial => "k-or-material",
                Stiffness::Material => "material",
                Stiffness::ContactTime => "contact-time",
            },
            source: s.source,
            status: s.status,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The scenario's list of ids (read without the catalogue) is the catalogue's.
    #[test]
    fn scenario_knows_every_id() {
        let ids: Vec<&str> = SETTINGS.iter().map(|s| s.id).collect();
        assert_eq!(ids, crate::scenario::CODE_IDS);
        for id in ids {
            assert!(EXPECTED.contains(id), "{id}");
        }
    }

    /// Ids are unique, and "code short" fits a selector of a phone or a course column
    /// (about 34 characters at the page's font in 300 px; the page test measures it).
    #[test]
    fn catalogue_names() {
        let list = catalogue();
        assert_eq!(list.len(), 18);
        for (i, s) in list.iter().enumerate() {
            assert!(list[..i].iter().all(|t| t.id != s.id), "{} twice", s.id);
            let label = alloc::format!("{} {}", s.code, s.short);
            assert!(label.chars().count() <= 34, "{label:?} is too long for a selector");
            assert!(!s.title.is_empty() && !s.source.is_empty(), "{}", s.id);
        }
    }

    /// The table follows the user's "tension clipped": with `limit` = true every setting
    /// that has the switch runs clipped, and its row equals a solve of that setting with
    /// the switch on; settings without it are the same as without `limit`. Force-end
    /// restitution of a linear contact typed for e = 0.5: 0.55028 (tests/golden/codes.json).
    #[test]
    fn compare_follows_the_tension_switch() {
        use crate::Value::{Number as N, Text as T};
        let pairs = [
            ("model", T("tsuji")),
            ("rho1", N(2500.0)),
            ("rho2", N(2500.0)),
            ("r1", N(1e-3)),
            ("r2", N(1e-3)),
            ("E1", N(63e9)),
            ("nu1", N(0.2)),
            ("E2", N(63e9)),
            ("nu2", N(0.2)),
            ("v0", N(1.0)),
        ];
        let plain = Scenario::from_pairs(pairs).unwrap();
        let clipped = Scenario { limit: Some(true), ..plain.clone() };
        let (a, b) = (compare(&plain, 0.5), compare(&clipped, 0.5));
        for (x, y) in a.iter().zip(&b) {
            let s = setting(x.id).unwrap();
            assert!(
                x.error.is_none() && y.error.is_none(),
                "{}: {:?} {:?}",
                x.id,
                x.error,
                y.error
            );
            if s.switchable() {
                assert_eq!(y.end, End::Force, "{}", x.id);
            } else {
                assert_eq!(x, y, "{}", x.id);
            }
        }
        let row = |id: &str| b.iter().find(|r| r.id == id).unwrap().clone();
        for id in ["lammps-hooke-coeff-restitution", "liggghts-hertz"] {
            let e = row(id).achieved.unwrap();
            assert!((e - 0.55028).abs() < 1e-5, "{id}: {e}");
        }
    }
}
