//! The contacts behind a timestep: the particles the user describes (the Contact view's
//! pair, or equal spheres of one material, or a size range) turned into the contact
//! scenarios whose stiffness, damping and duration set the criteria.
//!
//! - Normal stiffness when not given: asked of the law the answer carries (its tangent
//!   ∂F/∂ξ, `crate::normal::NormalLaw::tangent`, on each branch the contact passes; the
//!   stiffest): the linear model's k; for the power-law family (Hertz, Tsuji, Hunt–Crossley,
//!   power law) the tangent dF/dξ = w k ξ^(w−1) at the deepest overlap at the largest impact
//!   speed — for Hertz from the material k_n = 2E*√(R* ξ_max), ξ_max =
//!   (15 m* v²/(16 E*√R*))^(2/5) (the tangent of Hertz's F = 4/3 E*√R* ξ^(3/2) at Hertz's
//!   ξ_max; Hertz 1882); for a spring with a history its unloading tangent too (An's power
//!   function: b F_B/ξ_B at the turning point, An 2006, eq. 1; b times the loading stiffness
//!   for an elastic loading), or its loading stiffness where that is stiffer.
//! - Shear stiffness when not given: Mindlin's k_s = 8G*√(R* ξ_max) with
//!   1/G* = (2 − ν1)/G1 + (2 − ν2)/G2 when the material is known, i.e. k_s = k_n · 4G*/E*
//!   (equal materials: 2(1 − ν)/(2 − ν)); otherwise `ks_ratio` × k_n (default 1).
//! - Damping ratio: the dashpot linearised at that overlap ([`crate::scheme::linearised`]).

use super::input::TimestepInput;
use crate::error::Error;
use crate::math::sqrt;
use crate::models::dispatch::info;
use crate::models::info::Spring;
use crate::models::law::Law;
use crate::normal::{Event, Next, NormalLaw};
use crate::scenario::{Model, Scenario};
use crate::scheme;
use crate::solution::Solution;
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The body whose degrees of freedom PFC's estimate sums over, and its material (for the
/// Rayleigh time).
#[derive(Debug, Clone, Default)]
pub(crate) struct Body {
    pub m: Option<f64>,
    pub r: Option<f64>,
    pub rho: Option<f64>,
    pub young: Option<f64>,
    pub nu: Option<f64>,
    pub shear: Option<f64>,
    /// The input keys these came from, for errors: (mass, radius, density, modulus, ratio).
    pub keys: BodyKeys,
}

#[derive(Debug, Clone, Copy)]
pub(crate) struct BodyKeys {
    pub m: &'static str,
    pub r: &'static str,
    pub rho: &'static str,
    pub young: &'static str,
    pub nu: &'static str,
}

impl Default for BodyKeys {
    fn default() -> Self {
        BodyKeys { m: "m", r: "r", rho: "rho", young: "E", nu: "nu" }
    }
}

const PAIR_KEYS: BodyKeys = BodyKeys { m: "m1", r: "r1", rho: "rho1", young: "E1", nu: "nu1" };

/// One contact to check: what it is, and its scenario.
#[derive(Debug, Clone)]
pub(crate) struct Case {
    pub label: String,
    pub sc: Scenario,
    /// No speed was given: 1 m/s was assumed (a linear contact's times and damping do not
    /// depend on it).
    pub speed_assumed: bool,
    /// A code's value held as typed (a size range under one setting: `codes::range`).
    pub as_typed: bool,
    /// What the user should know of the value held (on the range's first case).
    pub note: Option<String>,
}

/// Which scenario keys describe the pair itself (rather than the model or dissipation).
pub(crate) fn pair_described(s: &Scenario) -> Option<&'static str> {
    [
        ("m1", s.m1.is_some()),
        ("rho1", s.rho1.is_some()),
        ("r1", s.r1.is_some()),
        ("m2", s.m2.is_some()),
        ("rho2", s.rho2.is_some()),
        ("r2", s.r2.is_some()),
        ("E1", s.e1_modulus.is_some()),
        ("nu1", s.nu1.is_some()),
        ("E2", s.e2_modulus.is_some()),
        ("nu2", s.nu2.is_some()),
        ("k", s.k.is_some()),
        ("k1", s.k1.is_some()),
        ("k2", s.k2.is_some()),
    ]
    .into_iter()
    .find(|(_, set)| *set)
    .map(|(k, _)| k)
}

/// The body and the contacts to check, from either description:
/// - the pair's scenario keys (`m1`, `r1`, `E1`, …, `model`, `e`, `v0`; the Contact view's
///   scenario): body 1 is the body, the pair is the contact; `r_min`/`r_max` replace the
///   radii (both bodies of body 1's density and material);
/// - the shorthand `r`/`rho` (or `m`), `E`, `nu` (or `G`), `v_max`: two equal bodies; with
///   `r_min`, `r_max` the smallest particle against one of the same size and against the
///   largest.
///
/// No cases when no contact can be described (custom contacts with no `kn`, or a material
/// without the impact speed).
pub(crate) fn describe(inp: &TimestepInput) -> Result<(Body, Vec<Case>), Error> {
    match pair_described(&inp.pair) {
        Some(key) => describe_pair(inp, key),
        None => describe_shorthand(inp),
    }
}

/// The pair's scenario keys (`key` the first of them): body 1 is the body, the pair is the
/// contact; with `r_min`/`r_max` the smallest particle against one of its size and
/// against the largest, both of body 1's density and material.
fn describe_pair(inp: &TimestepInput, key: &'static str) -> Result<(Body, Vec<Case>), Error> {
    let p = &inp.pair;
    // Shorthand body keys cannot describe the same body twice.
    for (short, given) in [
        ("m", inp.m.is_some()),
        ("r", inp.r.is_some()),
        ("rho", inp.rho.is_some()),
        ("E", inp.young.is_some()),
        ("nu", inp.nu.is_some()),
        ("G", inp.shear.is_some()),
    ] {
        if given {
            return Err(Error::Conflict { field: short, other: key });
        }
    }
    let mut sc = p.clone();
    sc.model = inp.model.unwrap_or(p.model);
    if sc.v0.is_none() && sc.h0.is_none() {
        sc.v0 = inp.v_max;
    }
    default_dissipation(&mut sc);
    let mut body = Body {
        m: p.m1,
        r: p.r1,
        rho: p.rho1,
        young: p.e1_modulus,
        nu: p.nu1,
        shear: None,
        keys: PAIR_KEYS,
    };
    let speed_assumed = assume_speed(&mut sc);
    if inp.r_min.is_none() && inp.r_max.is_none() {
        return Ok((
            body,
            alloc::vec![Case {
                label: "the pair".into(),
                sc,
                speed_assumed,
                as_typed: false,
                note: None
            }],
        ));
    }
    if let Some(k) = [("m1", p.m1), ("m2", p.m2)].iter().find(|x| x.1.is_some()) {
        let field = if inp.r_min.is_some() { "r_min" } else { "r_max" };
        return Err(Error::Conflict { field, other: k.0 });
    }
    let (lo, hi) = size_range(inp)?;
    body.r = Some(lo);
    let mut base = sc;
    if base.code.is_some() {
        // One setting for the whole range, held for every contact (a MercuryDPM species
        // tuned for one mass gives each pair its own e): the value the code is typed with
        // for the pair described — the Contact view's, whose snippet the user copies — or,
        // without its radii, for the two smallest particles.
        let typed_for = base.r1.is_some().then(|| base.clone());
        let (cases, typed, reference, tuning) =
            crate::codes::range::scenarios_typed_for(&base, typed_for.as_ref(), lo, hi)?;
        let note = typed.map(|t| held_note(&t, &reference, tuning));
        let cases = cases.into_iter().enumerate().map(|(i, (label, sc))| Case {
            label,
            sc,
            speed_assumed: false,
            as_typed: true,
            note: if i == 0 { note.clone() } else { None },
        });
        return Ok((body, cases.collect()));
    }
    base.rho2 = base.rho2.or(base.rho1);
    base.e2_modulus = base.e2_modulus.or(base.e1_modulus);
    base.nu2 = base.nu2.or(base.nu1);
    Ok((body, range_cases(&base, lo, hi)))
}

/// What a size range under one code setting holds: the value typed (and MercuryDPM's
/// tuning mass) found for `reference`, every contact run with it.
fn held_note(typed: &crate::solution::Named, reference: &str, tuning: Option<f64>) -> String {
    let unit = if typed.unit.is_empty() { String::new() } else { format!(" {}", typed.unit) };
    let species = tuning.map_or(String::new(), |m| {
        format!(", the species tuned for a mass of {}", text::si(m, "kg"))
    });
    format!(
        "One setting for the whole size range: {} = {}{unit}{species}, as typed for {reference} \
         (the code's snippet); each contact below runs with it, so its e, t_c and ζ are what the \
         code gives that contact.",
        typed.name,
        text::num(typed.value, 6),
    )
}

/// The shorthand `r`/`rho` (or `m`), `E`, `nu` (or `G`), `v_max`: two equal bodies; with
/// `r_min`, `r_max` the smallest particle against one of its size and against the largest.
fn describe_shorthand(inp: &TimestepInput) -> Result<(Body, Vec<Case>), Error> {
    let young = match (inp.young, inp.shear, inp.nu) {
        (Some(e), _, _) => Some(e),
        (None, Some(g), Some(nu)) => Some(2.0 * g * (1.0 + nu)),
        _ => None,
    };
    let body = Body {
        m: inp.m,
        r: inp.r,
        rho: inp.rho,
        young: inp.young,
        nu: inp.nu,
        shear: inp.shear,
        keys: BodyKeys::default(),
    };
    let Some(model) = shorthand_model(inp, young) else { return Ok((body, Vec::new())) };
    let mut sc = inp.pair.clone();
    sc.model = model;
    sc.v0 = sc.v0.or(inp.v_max);
    let linear = matches!(info(model).spring(), Spring::Linear { .. });
    if linear {
        if sc.k.is_none() && sc.k1.is_none() {
            sc.k = inp.kn;
        }
    } else {
        sc.e1_modulus = young;
        sc.nu1 = inp.nu;
        if young.is_some() {
            sc.e2_modulus = young;
            sc.nu2 = inp.nu;
        }
    }
    default_dissipation(&mut sc);
    if inp.r_min.is_some() || inp.r_max.is_some() {
        return shorthand_range(inp, body, sc);
    }
    match (inp.m, inp.rho) {
        (Some(m), _) => {
            sc.m1 = Some(m);
            sc.m2 = Some(m);
        }
        (None, rho) => {
            sc.rho1 = rho;
            sc.rho2 = rho;
        }
    }
    sc.r1 = inp.r;
    sc.r2 = inp.r;
    // The linear contact needs no radius; a radius alone would ask for a material.
    if linear && inp.m.is_some() {
        sc.r1 = None;
        sc.r2 = None;
    }
    let speed_assumed = assume_speed(&mut sc);
    Ok((
        body,
        alloc::vec![Case {
            label: "two equal particles".into(),
            sc,
            speed_assumed,
            as_typed: false,
            note: None,
        }],
    ))
}

/// The shorthand's model: given; else linear with `kn`, Tsuji with a material and a
/// restitution or damping, Hertz with a material alone. `None`: no contact can be described
/// (no stiffness, or a material without the speed that sets its stiffness; the material
/// still gives the Rayleigh time, and custom contacts PFC's estimate).
fn shorthand_model(inp: &TimestepInput, young: Option<f64>) -> Option<Model> {
    let p = &inp.pair;
    match inp.model {
        Some(m) => Some(m),
        None if inp.kn.is_some() => Some(Model::Linear),
        None if young.is_some() && inp.v_max.is_none() && p.v0.is_none() && p.h0.is_none() => None,
        None if young.is_some() && (p.e.is_some() || p.damping.is_some()) => Some(Model::Tsuji),
        None if young.is_some() => Some(Model::Hertz),
        None => None,
    }
}

/// The shorthand with a size range: `r` and `m` cannot be given too; both bodies of
/// density `rho`.
fn shorthand_range(
    inp: &TimestepInput,
    mut body: Body,
    mut sc: Scenario,
) -> Result<(Body, Vec<Case>), Error> {
    let field = if inp.r_min.is_some() { "r_min" } else { "r_max" };
    if inp.r.is_some() {
        return Err(Error::Conflict { field, other: "r" });
    }
    if inp.m.is_some() {
        return Err(Error::Conflict { field, other: "m" });
    }
    let (lo, hi) = size_range(inp)?;
    sc.rho1 = inp.rho;
    sc.rho2 = inp.rho;
    body.r = Some(lo);
    Ok((body, range_cases(&sc, lo, hi)))
}

/// A linear contact's times and damping do not depend on the speed (without a body
/// acceleration): 1 m/s when none is given. Returns whether it was assumed.
fn assume_speed(sc: &mut Scenario) -> bool {
    let assumed = info(sc.model).linear_spring_dashpot()
        && sc.v0.is_none()
        && sc.h0.is_none()
        && sc.g.unwrap_or(0.0) == 0.0;
    if assumed {
        sc.v0 = Some(1.0);
    }
    assumed
}

/// Undamped when neither `e` nor `damping` is given (the stiffness alone sets the
/// timestep); Hertz is elastic and takes neither.
fn default_dissipation(sc: &mut Scenario) {
    if sc.e.is_some()
        || sc.damping.is_some()
        || sc.exponent.is_some()
        || sc.e_with_plasticity.is_some()
    {
        return;
    }
    // A code takes its own input: e = 1 (undamped) for one that takes a restitution ("damping:
    // not taken by liggghts-hertz" was said of a key the user never gave).
    if let Some(s) = sc.code.and_then(crate::codes::setting) {
        match s.takes {
            crate::codes::Takes::Restitution => sc.e = Some(1.0),
            crate::codes::Takes::Damping => sc.damping = Some(0.0),
            crate::codes::Takes::LocalDamping => {}
        }
        return;
    }
    sc.damping = info(sc.model).undamped();
}

fn size_range(inp: &TimestepInput) -> Result<(f64, f64), Error> {
    // A missing partner is reported at the one given (where the user is typing).
    let check = |field: &'static str, x: Option<f64>| -> Result<f64, Error> {
        match x {
            Some(x) if x.is_finite() && x > 0.0 => Ok(x),
            Some(x) => Err(Error::OutOfRange {
                field,
                value: x,
                what: "particle radius",
                allowed: "a finite number > 0 m",
            }),
            None if field == "r_max" => Err(Error::Missing {
                field: "r_min",
                hint: "a size range needs the largest radius r_max too",
            }),
            None => Err(Error::Missing {
                field: "r_max",
                hint: "a size range needs the smallest radius r_min too",
            }),
        }
    };
    let lo = check("r_min", inp.r_min)?;
    let hi = check("r_max", inp.r_max)?;
    if hi < lo {
        return Err(Error::OutOfRange {
            field: "r_max",
            value: hi,
            what: "largest radius",
            allowed: "at least r_min",
        });
    }
    Ok((lo, hi))
}

/// The smallest particle against one of its size and against the largest.
fn range_cases(base: &Scenario, lo: f64, hi: f64) -> Vec<Case> {
    let mut out = Vec::new();
    let mut a = base.clone();
    a.r1 = Some(lo);
    a.r2 = Some(lo);
    out.push(Case {
        label: format!("two smallest particles (r = {})", text::si(lo, "m")),
        sc: a,
        speed_assumed: false,
        as_typed: false,
        note: None,
    });
    if hi > lo {
        let mut b = base.clone();
        b.r1 = Some(lo);
        b.r2 = Some(hi);
        out.push(Case {
            label: format!(
                "smallest against largest (r = {} and {})",
                text::si(lo, "m"),
                text::si(hi, "m")
            ),
            sc: b,
            speed_assumed: false,
            as_typed: false,
            note: None,
        });
    }
    out
}

/// One contact's numbers for the timestep.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ContactCheck {
    /// Which contact ("the pair", "two smallest particles (r = …)").
    pub case: String,
    /// Effective mass m* \[kg\].
    pub effective_mass: f64,
    /// Normal stiffness used \[N/m\].
    pub kn: f64,
    /// Where k_n comes from, in words with the formula.
    pub kn_from: String,
    /// Shear stiffness used \[N/m\].
    pub ks: f64,
    /// Where k_s comes from.
    pub ks_from: String,
    /// Overlap at which the contact is linearised \[m\] (the deepest at the impact speed).
    pub overlap: f64,
    /// ω0 = √(k_n/m*) \[rad/s\].
    pub natural_frequency: f64,
    /// ζ, the dashpot's damping ratio there.
    pub damping_ratio: f64,
    /// (2/ω0)(√(1+ζ²) − ζ) \[s\].
    pub stability: f64,
    /// The contact's duration at the impact speed \[s\] (`None`: the bodies never separate).
    pub contact_time: Option<f64>,
    /// The restitution the contact achieves.
    pub restitution: f64,
}

/// The shorthand key a pair key was filled from (errors are reported where the user typed).
fn shorthand_key(inp: &TimestepInput, key: &str) -> Option<&'static str> {
    if pair_described(&inp.pair).is_some() {
        return None;
    }
    let ranged = inp.r_min.is_some() || inp.r_max.is_some();
    Some(match key {
        "m1" | "m2" => "m",
        "rho1" | "rho2" => "rho",
        "r1" if ranged => "r_min",
        "r2" if ranged => "r_max",
        "r1" | "r2" => "r",
        "E1" | "E2" if inp.young.is_none() && inp.shear.is_some() => "G",
        "E1" | "E2" => "E",
        "nu1" | "nu2" => "nu",
        "v0" if inp.pair.v0.is_none() => "v_max",
        "k" if inp.pair.k.is_none() => "kn",
        _ => return None,
    })
}

/// The contact check of one case: solve it, then derive k_n, k_s, ζ. Errors are reported
/// at the keys the user typed.
pub(crate) fn check(inp: &TimestepInput, case: &Case) -> Result<(ContactCheck, Solution), Error> {
    check_case(inp, case).map_err(|e| e.renamed(|k| shorthand_key(inp, k)))
}

fn check_case(inp: &TimestepInput, case: &Case) -> Result<(ContactCheck, Solution), Error> {
    let sol = if case.as_typed {
        crate::codes::solve_as_typed(&case.sc, 0)?
    } else {
        crate::codes::solve(&case.sc, 0)?
    };
    let m = sol.effective_mass;
    let normal = tangent(case, &sol)?;
    let (kn, kn_from) = match inp.kn {
        Some(k) => (k, String::from("given")),
        None => (normal.k, normal.from),
    };
    let (ks, ks_from) = shear_stiffness(inp, case, kn)?;
    let omega0 = sqrt(kn / m);
    let check = ContactCheck {
        case: case.label.clone(),
        effective_mass: m,
        kn,
        kn_from,
        ks,
        ks_from,
        overlap: normal.overlap,
        natural_frequency: omega0,
        damping_ratio: normal.zeta,
        stability: scheme::damped_limit(omega0, normal.zeta),
        contact_time: sol.contact_time,
        restitution: sol.restitution,
    };
    Ok((check, sol))
}

/// The contact's own normal stiffness, linearised where the timestep is decided.
struct Normal {
    /// Stiffness \[N/m\].
    k: f64,
    /// The overlap it is taken at \[m\].
    overlap: f64,
    /// The dashpot's damping ratio there.
    zeta: f64,
    /// Where it comes from, in words with the formula.
    from: String,
}

/// The contact's own normal stiffness where the timestep is decided, asked of the law the
/// answer carries without its adhesion (the normal model's spring, its history and dashpot:
/// what a DEM code's normal stiffness is): at the deepest overlap at the impact speed
/// ([`crate::models::composed::Composed::deepest_overlap`]: without damping, an upper bound;
/// the overlap reached for a spring with a history), the stiffest of its tangents
/// ([`NormalLaw::tangent`]) on the branches the contact passes — where loading starts, where
/// it loads there, and the branch it unloads on from there (An 2006, eq. 1: the unloading
/// tangent b F_B/ξ_B of the power function) — with the dashpot's damping ratio there
/// ([`scheme::linearised`]); the linear contact's k (two in series when given so).
fn tangent(case: &Case, sol: &Solution) -> Result<Normal, Error> {
    let v0 = crate::pair::impact_speed(&case.sc)?;
    let law = sol.law.without_adhesion();
    let xi = law.deepest_overlap(v0, sol.max_overlap);
    let loading = law.loading(xi);
    let (k_load, zeta) = scheme::linearised(&law, law.m, &loading, xi);
    let k_touch = law.tangent(&law.touch(v0), xi, 0.0).0;
    let mut y = [xi, 0.0];
    let turned = match law.next(&loading, Event::Turn, &mut y) {
        Next::Mode(m) => m,
        _ => loading,
    };
    let k_unload = law.tangent(&turned, xi, 0.0).0;
    if k_unload > k_load.max(k_touch) || k_touch > k_load {
        let k_t = k_unload.max(k_touch).max(k_load);
        let zeta = law.tangent(&turned, xi, 0.0).1 / (2.0 * sqrt(law.m * k_t));
        let source = law.history_source().unwrap_or("the law's unloading branch");
        // An elastic–plastic spring unloads stiffer than it loads: say that this binds.
        let binds = if k_unload >= k_touch.max(k_load) && k_unload > k_load {
            format!(
                "; the unloading branch binds: {} × the tangent of the loading branch there ({})",
                text::num(k_unload / k_load, 4),
                text::si(k_load, "N/m")
            )
        } else {
            String::new()
        };
        let from = format!(
            "the stiffest of the law's tangents on the branches the contact passes, {}: \
             loading from the touch {}; unloading from the largest overlap ξ_max = {}, {} \
             ({source}){binds}",
            text::si(k_t, "N/m"),
            text::si(k_touch, "N/m"),
            text::si(xi, "m"),
            text::si(k_unload, "N/m"),
        );
        return Ok(Normal { k: k_t, overlap: xi, zeta, from });
    }
    let k_t = k_load;
    let from = tangent_from(case, sol, &law, (k_t, xi, v0));
    Ok(Normal { k: k_t, overlap: xi, zeta, from })
}

/// Where a spring's tangent stiffness comes from, in words with the formula.
fn tangent_from(case: &Case, sol: &Solution, law: &Law, (k_t, xi, v0): (f64, f64, f64)) -> String {
    let w = law.spring.w;
    if let (1.0, Some(k1), Some(k2)) = (w, case.sc.k1, case.sc.k2) {
        format!(
            "k₁ and k₂ in series, k₁k₂/(k₁ + k₂) = {} × {} / {} = {}",
            text::si(k1, "N/m"),
            text::si(k2, "N/m"),
            text::si(k1 + k2, "N/m"),
            text::si(k_t, "N/m")
        )
    } else if w == 1.0 {
        format!("the contact stiffness k = {}", text::si(k_t, "N/m"))
    } else if let (Some(es), Some(rs), true) =
        (sol.effective_modulus, sol.effective_radius, w == 1.5)
    {
        format!(
            "Hertz tangent stiffness 2E*√(R* ξ_max) with E* = {}, R* = {} and \
             ξ_max = {}, the deepest overlap at {} without damping (an upper bound)",
            text::si(es, "Pa"),
            text::si(rs, "m"),
            text::si(xi, "m"),
            text::si(v0, "m/s")
        )
    } else {
        format!(
            "tangent stiffness w k ξ^(w−1) at ξ_max = {}, the deepest overlap at {} without damping (an upper bound)",
            text::si(xi, "m"),
            text::si(v0, "m/s")
        )
    }
}

/// The shear stiffness: `ks` given, else `ks_ratio` × k_n, else Mindlin's ratio 4G*/E* from
/// the material, else k_n.
fn shear_stiffness(inp: &TimestepInput, case: &Case, kn: f64) -> Result<(f64, String), Error> {
    Ok(match (inp.ks, inp.ks_ratio, shear_ratio(&case.sc)?) {
        (Some(ks), _, _) => (ks, String::from("given")),
        (None, Some(r), _) => (r * kn, format!("{} × k_n (the ratio given)", text::num(r, 4))),
        (None, None, Some(r)) => (
            r * kn,
            format!(
                "Mindlin: k_s = 8G*√(R* ξ_max) = 4G*/E* × k_n = {} × k_n (Mindlin 1949)",
                text::num(r, 4)
            ),
        ),
        (None, None, None) => (
            kn,
            String::from("k_n (no material to take Mindlin's ratio from; give k_s or ks_ratio)"),
        ),
    })
}

/// k_s/k_n = 4G*/E* from the pair's material, when it has one: Mindlin's 8G*√(R*ξ) over
/// Hertz's 2E*√(R*ξ), 1/G* = (2 − ν1)/G1 + (2 − ν2)/G2, G = E/(2(1 + ν)); a rigid body 2
/// (no E2, or E2 = inf) adds nothing to either sum.
fn shear_ratio(sc: &Scenario) -> Result<Option<f64>, Error> {
    let Some(mat) = crate::pair::material(sc)? else { return Ok(None) };
    let (Some(e1), Some(nu1)) = (sc.e1_modulus, sc.nu1) else { return Ok(None) };
    let g = |e: f64, nu: f64| e / (2.0 * (1.0 + nu));
    let mut inv_g = (2.0 - nu1) / g(e1, nu1);
    if let (Some(e2), Some(nu2)) = (sc.e2_modulus, sc.nu2) {
        if e2.is_finite() {
            inv_g += (2.0 - nu2) / g(e2, nu2);
        }
    }
    Ok(Some(4.0 / inv_g / mat.e_star))
}
