//! A scenario with `adhesion` solved (as README's "Adhesion" states it; references:
//! tests/golden/generate_adhesion.py): the normal model read as without adhesion (its stiffness,
//! and its damping from `e` by the model's own relation, what every DEM code does with a typed
//! restitution), the [`Adhesion`] read from its keys and composed in, the impact integrated
//! ([`super::impact`]), the sticking velocity ([`super::sticking`]), and for `e_with_adhesion` the
//! damping found by Brent's method so that the adhesive contact achieves it.

use super::impact;
use super::jkr::Jkr;
use super::law::{Adhesion, AdhesiveLaw, Geometry};
use super::range;
use super::sticking::sticking_velocity;
use crate::damped::{self, Damped, InvertError};
use crate::error::Error;
use crate::math::{exp, sqrt};
use crate::models::{self, Solved};
use crate::pair;
use crate::scenario::{AdhesionLaw, End, Model, Scenario};
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// What a solution with adhesion adds (the `adhesion` object).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Report {
    /// The adhesive law.
    pub law: AdhesionLaw,
    /// The work of adhesion w \[J/m²\] (jkr, dmt; `None` otherwise).
    pub work_of_adhesion: Option<f64>,
    /// The surface energy of one surface γ = w/2 \[J/m²\] (jkr, dmt).
    pub surface_energy: Option<f64>,
    /// sjkr, sjkr2: the work of adhesion whose energy over the intersection circle at the
    /// deepest overlap equals the cohesion's there \[J/m²\] (an equivalence derived here,
    /// [`Adhesion::equivalent_work_of_adhesion`]; `None` for the other laws).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub equivalent_work_of_adhesion: Option<f64>,
    /// The pull-off force \[N\]: jkr F_c = (3/2)π w R*, dmt 2π w R*, linear-irreversible f_a
    /// (`None` for sjkr, sjkr2).
    pub pull_off_force: Option<f64>,
    /// The contact radius at zero load a0 = (9π w R*²/(2E*))^(1/3) \[m\] (jkr).
    pub contact_radius_zero_load: Option<f64>,
    /// The overlap at which the contact ends \[m\]: δ_c (jkr), −f_a/k_a
    /// (linear-irreversible), 0 otherwise.
    pub separation_overlap: f64,
    /// The most tensile force during the contact \[N\], the one-sided limits at the jumps
    /// (touch, separation) included.
    pub min_force: f64,
    /// The force just after the first touch \[N\] (JKR: −(8/9)F_c; a linear dashpot adds
    /// c v0).
    pub touch_force: f64,
    /// The force at the separation point, the limit from the contact's side \[N\] (JKR:
    /// −(5/9)F_c); `None` when stuck.
    pub separation_force: Option<f64>,
    /// Whether the bodies stay together: the relative velocity reverses before the
    /// separation point.
    pub stuck: bool,
    /// The largest impact speed at which the bodies stay stuck, the damping held \[m/s\]; 0
    /// where no speed sticks; `None` where no speed separates (within 10¹² of the search's
    /// start).
    pub sticking_velocity: Option<f64>,
    /// The restitution the same damping gives without adhesion.
    pub restitution_without_adhesion: f64,
    /// With `e_with_adhesion`: the restitution whose relation without adhesion gives the
    /// damping found (what to type into a code that maps e as if there were no adhesion).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub e_to_type: Option<f64>,
    /// The work the tail takes from the bodies between δ = 0 and the separation \[J\].
    pub tail_work: f64,
    /// The work of the dashpot over the contact \[J\].
    pub dashpot_work: f64,
    /// The force law.
    pub formula: &'static str,
    /// Where it comes from.
    pub source: &'static str,
}

impl AdhesionLaw {
    /// The adhesive force as the contract writes it.
    pub fn formula(self) -> &'static str {
        match self {
            AdhesionLaw::Jkr => "F = 4E*a³/(3R*) − √(8π w E* a³) + F_d,  δ = a²/R* − √(2π w a/E*); touch at δ = 0 (−(8/9)F_c), separation at δ_c = −(3/4)(π² w² R*/E*²)^(1/3) (−(5/9)F_c)",
            AdhesionLaw::Dmt => "F = F_model − 2π w R* while δ > 0",
            AdhesionLaw::Sjkr => "F = F_model − k_c π a_g², a_g² = −(d−r1−r2)(d+r1−r2)(d−r1+r2)(d+r1+r2)/(4d²), d = r1 + r2 − δ (wall: π(2 r1 δ − δ²)) while δ > 0",
            AdhesionLaw::Sjkr2 => "F = F_model − k_c 2π(2R*)δ (wall: 2π r1 δ) while δ > 0",
            AdhesionLaw::LinearIrreversible => "F = k δ + c δ̇ − f_a while δ > 0; after the first touch F = −(f_a + k_a δ) down to δ = −f_a/k_a",
        }
    }
    /// Where the law comes from.
    pub fn source(self) -> &'static str {
        match self {
            AdhesionLaw::Jkr => "Johnson, Kendall & Roberts 1971; Thornton & Ning 1998",
            AdhesionLaw::Dmt => "Derjaguin, Muller & Toporov 1975",
            AdhesionLaw::Sjkr => {
                "CFDEMproject/LIGGGHTS-PUBLIC, src/cohesion_model_sjkr.h (read at commit 3ec8c7fc)"
            }
            AdhesionLaw::Sjkr2 => {
                "CFDEMproject/LIGGGHTS-PUBLIC, src/cohesion_model_sjkr2.h (read at commit 3ec8c7fc)"
            }
            AdhesionLaw::LinearIrreversible => {
                "MercuryDPM, Kernel/Interactions/AdhesiveForceInteractions/\
                 IrreversibleAdhesiveInteraction.cc (read in the fork kuwt/MercuryDPM_fork at \
                 commit 126c08fa)"
            }
        }
    }
    /// What the law takes, for an error.
    fn takes(self) -> &'static str {
        match self {
            AdhesionLaw::Jkr => "adhesion jkr (it takes surface_energy or work_of_adhesion)",
            AdhesionLaw::Dmt => "adhesion dmt (it takes surface_energy or work_of_adhesion)",
            AdhesionLaw::Sjkr => "adhesion sjkr (it takes cohesion_energy_density)",
            AdhesionLaw::Sjkr2 => "adhesion sjkr2 (it takes cohesion_energy_density)",
            AdhesionLaw::LinearIrreversible => {
                "adhesion linear-irreversible (it takes adhesion_force and adhesion_stiffness)"
            }
        }
    }
}

/// Which models each law composes with.
const WHERE: &str = "an adhesive law for this model: jkr and dmt with models hertz and tsuji, \
                     sjkr and sjkr2 with hertz, tsuji and linear, linear-irreversible with linear";

/// The checks before anything is solved: the law fits the model, the end criterion, no
/// body acceleration, local damping or tangential keys, only the law's own keys.
fn check_scenario(sc: &Scenario, law: AdhesionLaw) -> Result<(), Error> {
    let fits = match law {
        AdhesionLaw::Jkr | AdhesionLaw::Dmt => matches!(sc.model, Model::Hertz | Model::Tsuji),
        AdhesionLaw::Sjkr | AdhesionLaw::Sjkr2 => {
            matches!(sc.model, Model::Hertz | Model::Tsuji | Model::Linear)
        }
        AdhesionLaw::LinearIrreversible => sc.model == Model::Linear,
    };
    if !fits {
        return Err(Error::Invalid {
            field: "adhesion".into(),
            value: law.name().into(),
            expected: WHERE,
        });
    }
    if sc.end != End::Overlap {
        return Err(Error::NotTaken {
            field: "end",
            by: "adhesion (the contact ends at the law's separation point)",
        });
    }
    let given: Vec<&'static str> = sc.given().collect();
    const HEAD_ON: &str = "adhesion (the adhesive impact is computed head-on, without a body \
                           acceleration or local damping; give v0)";
    // g = 0 and local_damping = 0 are what their absence means (the page writes them so).
    let zero = |field: &str| match field {
        "g" => sc.g == Some(0.0),
        "local_damping" => sc.local_damping == Some(0.0),
        _ => false,
    };
    for field in ["g", "h0", "local_damping"].into_iter().chain(pair::tangential_keys()) {
        if given.contains(&field) && !zero(field) {
            return Err(Error::NotTaken { field, by: HEAD_ON });
        }
    }
    // The adhesion's numbers that another law takes (the key table's takers).
    let takes = crate::scenario::keys_of(law.name());
    let adhesive = |k: &&&'static str| {
        matches!(crate::scenario::key_place(k), Some((crate::keys::Group::Adhesion, _)))
            && matches!(crate::scenario::key_measure(k), Some(crate::keys::Measure::Number(_)))
    };
    if let Some(&field) = given.iter().filter(adhesive).find(|k| !takes.contains(k)) {
        return Err(Error::NotTaken { field, by: law.takes() });
    }
    Ok(())
}

/// The work of adhesion from `surface_energy` (w = 2γ) or `work_of_adhesion`: exactly one.
pub(crate) fn work_of_adhesion(sc: &Scenario) -> Result<f64, Error> {
    const J: &str = "a finite number > 0 J/m²";
    match (sc.surface_energy, sc.work_of_adhesion) {
        (Some(_), Some(_)) => {
            Err(Error::Conflict { field: "work_of_adhesion", other: "surface_energy" })
        }
        (Some(g), None) => Ok(2.0 * pair::positive("surface_energy", g, "surface energy", J)?),
        (None, Some(w)) => pair::positive("work_of_adhesion", w, "work of adhesion", J),
        (None, None) => Err(Error::Missing {
            field: "surface_energy",
            hint: "give the surface energy γ of one surface in J/m² (or the work of adhesion \
                   work_of_adhesion, w = 2γ)",
        }),
    }
}

/// The bodies of LIGGGHTS's cohesion area: a pair needs both radii, a wall (no m2, no rho2)
/// r1; a radius r2 given makes body 2 a sphere.
fn geometry(sc: &Scenario) -> Result<Geometry, Error> {
    const M: &str = "a finite number > 0 m";
    let r1 = pair::required_positive(
        "r1",
        sc.r1,
        "radius of body 1",
        M,
        "sjkr and sjkr2 need the radius r1 of body 1 for the area",
    )?;
    let wall = sc.m2.is_none() && sc.rho2.is_none();
    match sc.r2 {
        Some(r2) => Ok(Geometry::Pair { r1, r2: pair::positive("r2", r2, "radius of body 2", M)? }),
        None if wall => Ok(Geometry::Wall { r1 }),
        None => Err(Error::Missing {
            field: "r2",
            hint:
                "sjkr and sjkr2 need the radius r2 of body 2 for the area (leave m2 out for a wall)",
        }),
    }
}

/// The [`Adhesion`] of the scenario's keys, on the normal model `solved`.
pub(crate) fn read(sc: &Scenario, law: AdhesionLaw, solved: &Solved) -> Result<Adhesion, Error> {
    let material = || {
        solved.material.ok_or(Error::Missing {
            field: "E1",
            hint: "jkr and dmt need E* and R*: give the material E1, nu1, r1 (and E2, nu2, r2 \
                   for body 2) instead of k",
        })
    };
    Ok(match law {
        AdhesionLaw::Jkr => {
            let m = material()?;
            Adhesion::Jkr(Jkr::new(work_of_adhesion(sc)?, m.e_star, m.r_star))
        }
        AdhesionLaw::Dmt => {
            let m = material()?;
            Adhesion::Dmt { w: work_of_adhesion(sc)?, r_star: m.r_star }
        }
        AdhesionLaw::Sjkr | AdhesionLaw::Sjkr2 => {
            let k_c = pair::required_positive(
                "cohesion_energy_density",
                sc.cohesion_energy_density,
                "cohesion energy density",
                "a finite number > 0 J/m³",
                "give LIGGGHTS's cohesion energy density k_c in J/m³",
            )?;
            let geometry = geometry(sc)?;
            if law == AdhesionLaw::Sjkr {
                Adhesion::Sjkr { k_c, geometry }
            } else {
                Adhesion::Sjkr2 { k_c, geometry }
            }
        }
        AdhesionLaw::LinearIrreversible => Adhesion::LinearIrreversible {
            f_a: pair::required_positive(
                "adhesion_force",
                sc.adhesion_force,
                "adhesion force",
                "a finite number > 0 N",
                "give the constant pull f_a in N",
            )?,
            k_a: pair::required_positive(
                "adhesion_stiffness",
                sc.adhesion_stiffness,
                "adhesion stiffness",
                "a finite number > 0 N/m",
                "give the stiffness k_a of the tail in N/m",
            )?,
        },
    })
}

/// sjkr and sjkr2 on a linear spring: the cohesion k_c dA/dδ must stay below k, or it
/// overcomes the spring at every overlap.
fn check_spring(sc: &Scenario, law: &AdhesiveLaw) -> Result<(), Error> {
    match law.adhesion.softening() {
        Some(ks) if law.w == 1.0 && !(ks < law.k) => Err(Error::Unreachable {
            field: "cohesion_energy_density",
            value: sc.cohesion_energy_density.unwrap_or(f64::NAN),
            reason: format!(
                "the cohesion overcomes the linear spring at every overlap: k_c dA/dδ = {} N/m \
                 is not below k = {} N/m; the cohesion energy density must be below {} J/m³",
                sig(ks),
                sig(law.k),
                sig(sc.cohesion_energy_density.unwrap_or(0.0) * law.k / ks)
            ),
        }),
        _ => Ok(()),
    }
}

/// The scenario with its adhesion keys left out.
pub(crate) fn without_adhesion(sc: &Scenario) -> Scenario {
    let mut b = sc.clone();
    b.adhesion = None;
    b.surface_energy = None;
    b.work_of_adhesion = None;
    b.cohesion_energy_density = None;
    b.adhesion_force = None;
    b.adhesion_stiffness = None;
    b.e_with_adhesion = None;
    b
}

/// The normal model's scenario: the adhesion keys left out, the damping `damping` when
/// given.
fn normal_scenario(sc: &Scenario, damping: Option<f64>) -> Scenario {
    let mut b = without_adhesion(sc);
    if damping.is_some() {
        b.damping = damping;
    }
    b
}

/// The adhesive law on a normal model solved without adhesion (its m*, k, w and p), with the
/// dashpot's coefficient `lambda`, composed the library's way (no code's break or rules),
/// over the reach of `sc`'s radii ([`range::reach`]).
pub(crate) fn law_on(
    solved: &Solved,
    lambda: f64,
    adhesion: Adhesion,
    sc: &Scenario,
) -> AdhesiveLaw {
    AdhesiveLaw {
        m: solved.m,
        k: solved.stiffness,
        w: solved.w,
        p: solved.p,
        lambda,
        adhesion,
        break_at: None,
        rules: Default::default(),
        reach: range::reach(sc),
    }
}

/// The normal model alone, as without adhesion: the models an adhesion composes with
/// (linear, Hertz, Tsuji, and the power law a code's sub-model forms); any other is refused
/// naming `adhesion`, with `takes` saying what does compose.
pub(crate) fn normal_of(sc: &Scenario, takes: &'static str) -> Result<Solved, Error> {
    match sc.model {
        Model::Linear => models::linear::solve(sc, 0),
        Model::Hertz => models::hertz::solve(sc, 0),
        Model::Tsuji => models::tsuji::solve(sc, 0),
        Model::PowerLaw => models::power_law::solve(sc, 0),
        _ => Err(Error::NotTaken { field: "adhesion", by: takes }),
    }
}

/// The normal model of a scenario with adhesion ([`check_scenario`] has refused the others).
fn normal(sc: &Scenario) -> Result<Solved, Error> {
    normal_of(sc, WHERE)
}

/// λ per unit of the model's damping constant: 2√(m k) (linear, c = 2α√(m k)) or √(m k)
/// (Tsuji, η = α1 √(m k) ξ^(1/4)); 0 for Hertz.
fn per_constant(model: Model, law: &AdhesiveLaw) -> f64 {
    match model {
        Model::Linear => 2.0 * sqrt(law.m * law.k),
        Model::Tsuji => sqrt(law.m * law.k),
        _ => 0.0,
    }
}

/// The restitution the damping constant `d` gives without adhesion, under the overlap
/// criterion: linear e = exp(−απ/√(1 − α²)) (Teufelsbauer, Hübl & Wu 2008, eq. 10); Tsuji
/// e = exp(−α1 π/√(5 − α1²)), Hu et al. 2011, eq. 10 with w = 3/2 solved for e (exact; 0 for
/// α1 ≥ √5); Hertz 1.
pub fn restitution_without_adhesion(model: Model, d: f64) -> f64 {
    match model {
        Model::Linear => models::linear::restitution_overlap(d),
        Model::Tsuji if d * d < 5.0 => exp(-d * core::f64::consts::PI / sqrt(5.0 - d * d)),
        Model::Tsuji => 0.0,
        _ => 1.0,
    }
}

/// The restitution `e_with_adhesion` asked for, if any: in (0, 1], alone (no `e`, no
/// `damping`).
fn wanted(sc: &Scenario) -> Result<Option<f64>, Error> {
    let Some(e) = sc.e_with_adhesion else { return Ok(None) };
    if sc.e.is_some() {
        return Err(Error::Conflict { field: "e_with_adhesion", other: "e" });
    }
    if sc.damping.is_some() {
        return Err(Error::Conflict { field: "e_with_adhesion", other: "damping" });
    }
    if e > 0.0 && e <= 1.0 {
        Ok(Some(e))
    } else {
        Err(Error::OutOfRange {
            field: "e_with_adhesion",
            value: e,
            what: "restitution",
            allowed: "in (0, 1]",
        })
    }
}

/// The damping constant that makes the adhesive contact achieve `e` at v0: the generic
/// inversion e → λ ([`Damped::lambda_for_restitution`]: Brent's method on the signed
/// restitution, bracketed from 0 by the λ that gives `e` without adhesion), divided by λ per
/// unit of the model's constant; each way it fails said in the model's terms.
/// An integration that fails is charged to `field` (`e_with_adhesion`, or an input beyond
/// 1e±30 that sets the scale).
fn invert(
    model: Model,
    law: &AdhesiveLaw,
    v0: f64,
    e: f64,
    field: &'static str,
) -> Result<f64, Error> {
    let per = per_constant(model, law);
    let unreachable =
        |reason: String| Error::Unreachable { field: "e_with_adhesion", value: e, reason };
    let integration = |err| models::integration_error(err, field);
    let stuck = || -> Error {
        match sticking_velocity(law, field) {
            Err(err) => err,
            Ok(vs) => {
                let reason = format!(
                    "the bodies stick at v0 = {} m/s even without damping (its sticking \
                     velocity is {} m/s): no damping reaches any restitution; raise v0",
                    sig(v0),
                    sig(vs.unwrap_or(f64::NAN))
                );
                // An impact speed beyond 1e±30 is itself what to change.
                if field == "v0" {
                    let reason = format!(
                        "the bodies stay stuck at this speed, whatever the dashpot (the sticking \
                         velocity without one is {} m/s), so no e_with_adhesion is reached; \
                         raise v0 above it",
                        sig(vs.unwrap_or(f64::NAN))
                    );
                    Error::Unreachable { field, value: v0, reason }
                } else {
                    unreachable(reason)
                }
            }
        }
    };
    let above = |e0: f64, why: &str| {
        unreachable(format!(
            "reachable at v0 = {} m/s: (0, {}], the undamped adhesive contact's restitution; {why}",
            sig(v0),
            sig(e0)
        ))
    };
    if per == 0.0 {
        // Hertz has no dashpot: its undamped value (as printed, to 1e-9) is the one e it
        // reaches.
        let (e0, _) = law.with_lambda(0.0).signed_restitution(&v0).map_err(integration)?;
        if e0 > 0.0 && (e - e0).abs() <= 1e-9 * e0 {
            return Ok(0.0);
        }
        return Err(if e0 <= 0.0 {
            stuck()
        } else {
            unreachable(format!(
                "model hertz has no dashpot, so at v0 = {} m/s the one restitution it reaches \
                 is its undamped value e = {} ({e0}); leave e_with_adhesion out, or choose \
                 tsuji to reach a lower e",
                sig(v0),
                sig(e0)
            ))
        });
    }
    match law.lambda_for_restitution(e, &v0) {
        Ok(lambda) => Ok(lambda / per),
        Err(InvertError::AboveUndamped { highest }) if highest <= 0.0 => Err(stuck()),
        Err(InvertError::AboveUndamped { highest }) => {
            Err(above(highest, "damping only lowers it"))
        }
        Err(InvertError::Unreachable { .. }) => Err(unreachable(format!(
            "no damping constant up to {} reaches it",
            sig(damped::ALPHA2_MAX * law.lambda_scale(&v0) / per)
        ))),
        Err(InvertError::Unresolved { achieved, .. }) => resolved(e, achieved).map(|()| 0.0),
        Err(InvertError::Integration(err)) => Err(integration(err)),
        Err(InvertError::Budget) => Err(unreachable(format!(
            "finding the damping takes more than {} integration steps",
            <AdhesiveLaw as Damped>::STEP_BUDGET
        ))),
        Err(InvertError::NoBracket) => Err(unreachable("the search for the damping failed".into())),
    }
}

/// Solves a scenario with `adhesion` (module doc): the model's [`Solved`] with the adhesive
/// contact as its outcome, and the [`Report`].
pub fn solve(sc: &Scenario, samples: usize) -> Result<(Solved, Report), Error> {
    solve_with(sc, samples, true)
}

/// [`solve`], the sticking velocity searched only where `sticking` asks for it (`None` in the
/// report otherwise): a sweep's points, which show the impact alone, skip that search.
pub fn solve_with(
    sc: &Scenario,
    samples: usize,
    sticking: bool,
) -> Result<(Solved, Report), Error> {
    let kind =
        sc.adhesion.ok_or(Error::Missing { field: "adhesion", hint: "give an adhesive law" })?;
    check_scenario(sc, kind)?;
    let e_wanted = wanted(sc)?;
    let mut solved = normal(&normal_scenario(sc, e_wanted.map(|_| 0.0)))?;
    let adhesion = read(sc, kind, &solved)?;
    let mut law = law_on(&solved, solved.damping.coefficient, adhesion, sc);
    check_spring(sc, &law)?;
    let v0 = solved.v0;
    range::check_law(sc, kind, &law, v0)?;
    let mut e_to_type = None;
    if let Some(e) = e_wanted {
        let field = crate::scenario::extreme_input(sc).unwrap_or("e_with_adhesion");
        let d = invert(sc.model, &law, v0, e, field)?;
        solved = normal(&normal_scenario(sc, Some(d)))?;
        if per_constant(sc.model, &law) == 0.0 {
            // Hertz: nothing was found; e_with_adhesion is its undamped value.
            solved.damping.formula = format!(
                "{}; e_with_adhesion = {} is the undamped adhesive contact's restitution",
                solved.damping.formula,
                sig(e)
            );
        } else {
            solved.damping.formula = format!(
                "{} found so that the adhesive contact achieves e_with_adhesion = {} (integrated; Brent's method)",
                solved.damping.symbol,
                sig(e)
            );
            solved.damping.source = "the adhesive contact integrated; Brent's method";
        }
        law.lambda = solved.damping.coefficient;
        e_to_type = Some(restitution_without_adhesion(sc.model, d));
    }
    let field =
        if e_wanted.is_some() { "e_with_adhesion" } else { models::culprit(sc, 0.0, v0, 1.0) };
    let out = impact::simulate(&law, v0, samples)
        .map_err(|e| range::error(e, (sc, kind, &law, v0), field))?;
    if let Some(e) = e_wanted {
        resolved(e, out.summary.restitution)?;
    }
    let vs = if sticking { sticking_velocity(&law, field)? } else { None };
    let without = restitution_without_adhesion(sc.model, solved.damping.constant);
    let report = report(kind, &law, &out, vs, without, e_to_type);
    finish(&mut solved, &law, out, &report);
    let notes = notes(sc, &law, &report, &solved);
    solved.notes = notes;
    Ok((solved, report))
}

/// An adhesive law composed as a DEM code composes it ([`crate::codes::adhesion`]: its own
/// normal model, damping and [`super::law::Rules`]) on the normal model `solved`, integrated
/// at its v0: the answer as [`solve`] gives it. `without` is the restitution of the code's
/// contact without adhesion (its own end criterion).
pub fn solve_composed(
    sc: &Scenario,
    kind: AdhesionLaw,
    mut solved: Solved,
    law: &AdhesiveLaw,
    without: f64,
    samples: usize,
) -> Result<(Solved, Report), Error> {
    let v0 = solved.v0;
    let field = models::culprit(sc, 0.0, v0, 1.0);
    range::check_law(sc, kind, law, v0)?;
    let out = impact::simulate(law, v0, samples)
        .map_err(|e| range::error(e, (sc, kind, law, v0), field))?;
    let vs = sticking_velocity(law, field)?;
    let report = report(kind, law, &out, vs, without, None);
    finish(&mut solved, law, out, &report);
    solved.notes = notes(sc, law, &report, &solved);
    Ok((solved, report))
}

/// The restitution achieved with the damping found must be the one asked for (to 1e−6): a
/// rebound speed far below the impact's is below what the integration resolves (its kinetic
/// energy is a difference of energies of order m v0²; measured: e = 1e−5 asked for came out
/// 0.99995e−5, 1e−4 to 2e−7), and is refused.
fn resolved(wanted: f64, achieved: f64) -> Result<(), Error> {
    if (achieved - wanted).abs() <= 1e-6 * wanted {
        return Ok(());
    }
    Err(Error::Unreachable {
        field: "e_with_adhesion",
        value: wanted,
        reason: format!(
            "the damping found gives e = {}: a rebound this slow is below the integration's \
             resolution (the energy left is a difference of energies of order m v0²); ask for \
             e ≥ 1e-4",
            sig(achieved)
        ),
    })
}

/// The `adhesion` object.
fn report(
    kind: AdhesionLaw,
    law: &AdhesiveLaw,
    out: &impact::Sticky,
    vs: Option<f64>,
    without: f64,
    e_to_type: Option<f64>,
) -> Report {
    let w = match law.adhesion {
        Adhesion::Jkr(j) | Adhesion::JkrHertz(j) => Some(j.w),
        Adhesion::Dmt { w, .. } => Some(w),
        _ => None,
    };
    Report {
        law: kind,
        work_of_adhesion: w,
        surface_energy: w.map(|w| 0.5 * w),
        equivalent_work_of_adhesion: law
            .adhesion
            .equivalent_work_of_adhesion(out.summary.max_overlap),
        pull_off_force: law.adhesion.pull_off(),
        contact_radius_zero_load: match law.adhesion {
            Adhesion::Jkr(j) => Some(j.contact_radius_zero_load()),
            _ => None,
        },
        separation_overlap: law.separation(),
        min_force: out.summary.min_force,
        touch_force: out.touch_force,
        separation_force: out.separation_force,
        stuck: out.stuck,
        sticking_velocity: vs,
        restitution_without_adhesion: without,
        e_to_type,
        tail_work: law.tail_work(),
        dashpot_work: out.dissipated,
        formula: kind.formula(),
        source: kind.source(),
    }
}

/// The model's answer made the adhesive contact's: its outcome, integrated; the closed-form
/// restitution beside it where the contact has no dashpot (√(1 − V_s²/v0²), 0 when stuck).
fn finish(solved: &mut Solved, law: &AdhesiveLaw, out: impact::Sticky, r: &Report) {
    // No local damping or body acceleration with adhesion; the contact ends at its separation
    // point, nothing left in a spring: the energy account's normal loss is the dashpot's and
    // the adhesive tail's together (the adhesion report splits them: `dashpot_work`,
    // `tail_work`).
    let outcome = (out.summary, out.curves, out.steps);
    solved.integrated_attracted(outcome, law.lambda == 0.0, r.sticking_velocity);
    solved.law = crate::models::law::Law::from(*law);
}

/// What the user reads beside the adhesive answer.
fn notes(sc: &Scenario, law: &AdhesiveLaw, r: &Report, solved: &Solved) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    if sc.m2.is_none() && sc.rho2.is_none() {
        out.push("Body 2 is a wall (no m2): infinite mass, so m = m1; R* = r1.".into());
    }
    if let (Some(g), Some(w)) = (r.surface_energy, r.work_of_adhesion) {
        out.push(format!(
            "Surface energy γ = {} J/m² of one surface, work of adhesion w = 2γ = {} J/m² \
             (Dupré): LAMMPS, EDEM and Yade take γ; Kratos, LIGGGHTS thornton_ning and \
             MercuryDPM take w.",
            sig(g),
            sig(w)
        ));
    }
    let s = &solved.outcome.summary;
    match (r.stuck, r.sticking_velocity) {
        (true, vs) => out.push(format!(
            "The bodies stick: they do not reach the separation point (δ = {}); sticking \
             velocity {}.",
            crate::text::si(r.separation_overlap, "m"),
            vs.map_or("above every speed tried".into(), |v| format!("{} m/s", sig(v)))
        )),
        (false, Some(vs)) if vs > 0.0 => out.push(format!(
            "Above the sticking velocity {} m/s: the bodies separate at δ = {} with e = {}.",
            sig(vs),
            crate::text::si(r.separation_overlap, "m"),
            sig(s.restitution)
        )),
        _ => {}
    }
    if solved.damping.requested.is_some() {
        out.push(format!(
            "The damping is set from e by the model's relation without adhesion, as DEM codes \
             do: without adhesion it gives e = {}; with adhesion the contact achieves e = {}.",
            sig(r.restitution_without_adhesion),
            sig(s.restitution)
        ));
    }
    if law.lambda == 0.0 && law.adhesion.tail_work() == 0.0 {
        out.push(
            "This adhesion acts only in overlap and nothing damps the contact: it is \
                  conservative (e = 1, never stuck)."
                .into(),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use crate::contact::solve;
    use crate::testing::rel;
    use crate::{Error, Scenario, Value};

    /// The README's 20 µm powder (E = 5 GPa, ν = 0.3, radius 20 µm, 1500 kg/m³), a pair.
    fn powder(extra: &[(&'static str, Value<'static>)]) -> Result<Scenario, Error> {
        let mut pairs = alloc::vec![
            ("E1", Value::Text("5 GPa")),
            ("nu1", Value::Number(0.3)),
            ("r1", Value::Text("20 um")),
            ("rho1", Value::Number(1500.0)),
            ("E2", Value::Text("5 GPa")),
            ("nu2", Value::Number(0.3)),
            ("r2", Value::Text("20 um")),
            ("rho2", Value::Number(1500.0)),
        ];
        pairs.extend_from_slice(extra);
        Scenario::from_pairs(pairs)
    }

    fn field(extra: &[(&'static str, Value<'static>)]) -> String {
        let err = match powder(extra) {
            Ok(sc) => solve(&sc, 0).unwrap_err(),
            Err(e) => e,
        };
        err.field().into()
    }

    use Value::{Number as N, Text as T};

    /// Each error of the contract names the field it says.
    #[test]
    fn contract_errors() {
        let jkr = [("model", T("hertz")), ("adhesion", T("jkr")), ("v0", N(0.1))];
        let with = |more: &[(&'static str, Value<'static>)]| {
            let mut v = jkr.to_vec();
            v.extend_from_slice(more);
            field(&v)
        };
        assert_eq!(
            with(&[("surface_energy", N(0.05)), ("work_of_adhesion", N(0.1))]),
            "work_of_adhesion"
        );
        assert_eq!(with(&[]), "surface_energy");
        assert_eq!(with(&[("surface_energy", N(0.05)), ("end", T("force"))]), "end");
        assert_eq!(
            with(&[("surface_energy", N(0.05)), ("cohesion_energy_density", N(1e5))]),
            "cohesion_energy_density"
        );
        assert_eq!(with(&[("surface_energy", N(-1.0))]), "surface_energy");
        // jkr on linear, linear-irreversible on hertz, anything on hunt-crossley: `adhesion`.
        assert_eq!(
            field(&[
                ("model", T("linear")),
                ("adhesion", T("jkr")),
                ("surface_energy", N(0.05)),
                ("k", N(1e3)),
                ("e", N(0.5)),
                ("v0", N(0.1))
            ]),
            "adhesion"
        );
        assert_eq!(
            field(&[("model", T("hertz")), ("adhesion", T("linear-irreversible")), ("v0", N(0.1))]),
            "adhesion"
        );
        assert_eq!(
            field(&[
                ("model", T("hunt-crossley")),
                ("adhesion", T("sjkr")),
                ("v0", N(0.1)),
                ("e", N(0.5))
            ]),
            "adhesion"
        );
        // k alone: E1.
        let k_only = Scenario::from_pairs([
            ("model", T("hertz")),
            ("adhesion", T("dmt")),
            ("surface_energy", N(0.05)),
            ("m1", N(1e-9)),
            ("k", N(1e9)),
            ("v0", N(0.1)),
        ])
        .unwrap();
        assert_eq!(solve(&k_only, 0).unwrap_err().field(), "E1");
        // sjkr, sjkr2 need k_c; linear-irreversible f_a and k_a.
        assert_eq!(
            field(&[("model", T("tsuji")), ("adhesion", T("sjkr")), ("e", N(0.5)), ("v0", N(0.1))]),
            "cohesion_energy_density"
        );
        let li = |more: &[(&'static str, Value<'static>)]| {
            let mut v = alloc::vec![
                ("model", T("linear")),
                ("adhesion", T("linear-irreversible")),
                ("k", N(1e3)),
                ("m1", N(1e-10)),
                ("v0", N(0.3)),
                ("e", N(0.8))
            ];
            v.extend_from_slice(more);
            let sc = Scenario::from_pairs(v).unwrap();
            String::from(solve(&sc, 0).unwrap_err().field())
        };
        assert_eq!(li(&[("adhesion_stiffness", N(100.0))]), "adhesion_force");
        assert_eq!(li(&[("adhesion_force", N(1e-5))]), "adhesion_stiffness");
        // e_with_adhesion is exclusive with e and damping.
        assert_eq!(
            with(&[("surface_energy", N(0.05)), ("e_with_adhesion", N(0.9)), ("e", N(1.0))]),
            "e_with_adhesion"
        );
        assert_eq!(
            field(&[
                ("model", T("tsuji")),
                ("adhesion", T("jkr")),
                ("surface_energy", N(0.05)),
                ("e_with_adhesion", N(0.5)),
                ("damping", N(0.1)),
                ("v0", N(1.0))
            ]),
            "e_with_adhesion"
        );
        // A body acceleration or local damping is refused (head-on); at 0 it is their absence.
        assert_eq!(with(&[("surface_energy", N(0.05)), ("g", N(9.81))]), "g");
        assert_eq!(
            with(&[("surface_energy", N(0.05)), ("local_damping", N(0.1))]),
            "local_damping"
        );
        // A key of adhesion without `adhesion`.
        assert_eq!(
            field(&[("model", T("hertz")), ("surface_energy", N(0.05)), ("v0", N(0.1))]),
            "surface_energy"
        );
    }

    /// g = 0 and local_damping = 0 are their absence: the same answer as without them.
    #[test]
    fn zero_body_force_and_local_damping_are_absent() {
        let zero = powder(&[
            ("model", T("hertz")),
            ("adhesion", T("jkr")),
            ("surface_energy", N(0.05)),
            ("v0", N(0.1)),
        ]);
        let mut zero = zero.unwrap();
        let plain = solve(&zero, 0).unwrap();
        zero.set("g", N(0.0)).unwrap();
        zero.set("local_damping", N(0.0)).unwrap();
        assert_eq!(solve(&zero, 0).unwrap().restitution, plain.restitution);
    }

    /// Cohesion that overcomes the linear spring at every overlap: k ≤ 4πR*k_c (sjkr2, pair).
    #[test]
    fn cohesion_beyond_the_spring() {
        let sc = |kc: f64| {
            Scenario::from_pairs([
                ("model", T("linear")),
                ("adhesion", T("sjkr2")),
                ("cohesion_energy_density", N(kc)),
                ("k", N(1000.0)),
                ("e", N(0.5)),
                ("v0", N(0.1)),
                ("rho1", N(2500.0)),
                ("r1", N(2e-5)),
                ("rho2", N(2500.0)),
                ("r2", N(2e-5)),
            ])
            .unwrap()
        };
        // 4π R* k_c = 4π · 1e-5 · k_c: 1000 N/m at k_c = 7.96e6 J/m³.
        let err = solve(&sc(8e6), 0).unwrap_err();
        assert_eq!(err.field(), "cohesion_energy_density");
        assert!(err.to_string().contains("must be below 7.9577"), "{err}");
        assert!(solve(&sc(7e6), 0).is_ok());
    }

    /// e_with_adhesion out of reach: above the undamped restitution, stuck even undamped, or
    /// no dashpot; the error names e_with_adhesion and the reachable range.
    #[test]
    fn e_with_adhesion_out_of_reach() {
        let tsuji = |e: f64, v0: f64| {
            powder(&[
                ("model", T("tsuji")),
                ("adhesion", T("jkr")),
                ("surface_energy", N(0.05)),
                ("e_with_adhesion", N(e)),
                ("v0", N(v0)),
            ])
            .unwrap()
        };
        // Undamped at 0.1 m/s: e = √(1 − (0.036544/0.1)²) = 0.93083.
        let err = solve(&tsuji(0.95, 0.1), 0).unwrap_err();
        assert_eq!(err.field(), "e_with_adhesion");
        assert!(err.to_string().contains("(0, 0.93083]"), "{err}");
        let err = solve(&tsuji(0.5, 0.03), 0).unwrap_err();
        assert_eq!(err.field(), "e_with_adhesion");
        assert!(err.to_string().contains("stick"), "{err}");
        let hertz = powder(&[
            ("model", T("hertz")),
            ("adhesion", T("jkr")),
            ("surface_energy", N(0.05)),
            ("e_with_adhesion", N(0.5)),
            ("v0", N(0.1)),
        ])
        .unwrap();
        let err = solve(&hertz, 0).unwrap_err();
        assert_eq!(err.field(), "e_with_adhesion");
        assert!(err.to_string().contains("no dashpot"), "{err}");
        // Reachable: achieved to 1e−9, and e_to_type is the e of the damping found.
        let s = solve(&tsuji(0.5, 0.3), 0).unwrap();
        assert!(rel(s.restitution, 0.5) < 1e-9, "{}", s.restitution);
        let a = s.adhesion.unwrap();
        let e_type = a.e_to_type.unwrap();
        assert!(
            rel(crate::models::tsuji::alpha1_from_restitution(e_type), s.damping_constant) < 1e-12
        );
        assert!(e_type > 0.5);
    }

    /// Units: J/m² and J/m³ are read, and a wrong unit is named by the quantity the key
    /// takes; N/m and Pa keys are reported as before.
    #[test]
    fn surface_energy_units() {
        let s = Scenario::from_pairs([
            ("surface_energy", T("50 mJ/m^2")),
            ("cohesion_energy_density", T("2 MJ/m^3")),
        ])
        .unwrap();
        assert!(rel(s.surface_energy.unwrap(), 0.05) < 1e-15);
        assert!(rel(s.cohesion_energy_density.unwrap(), 2e6) < 1e-15);
        let msg =
            |k: &str, v: &'static str| Scenario::from_pairs([(k, T(v))]).unwrap_err().to_string();
        assert_eq!(
            msg("surface_energy", "5 kg"),
            r#"surface_energy = "5 kg": "kg" is a mass (kg), not a surface energy (J/m²)"#
        );
        assert_eq!(
            msg("work_of_adhesion", "5 Pa"),
            r#"work_of_adhesion = "5 Pa": "Pa" is a pressure (Pa), not a surface energy (J/m²)"#
        );
        assert_eq!(
            msg("cohesion_energy_density", "5 kg"),
            r#"cohesion_energy_density = "5 kg": "kg" is a mass (kg), not an energy density (J/m³)"#
        );
        assert_eq!(msg("k1", "5 kg"), r#"k1 = "5 kg": "kg" is a mass (kg), not a stiffness (N/m)"#);
        assert_eq!(msg("E1", "5 kg"), r#"E1 = "5 kg": "kg" is a mass (kg), not a pressure (Pa)"#);
        assert_eq!(
            msg("E1", "5 J/m^2"),
            r#"E1 = "5 J/m^2": "J/m^2" is a surface energy (J/m²), not a pressure (Pa)"#
        );
        // N/m for a surface energy and Pa for an energy density are the same SI quantity.
        assert!(Scenario::from_pairs([("surface_energy", T("0.05 N/m"))]).is_ok());
    }

    /// γ or w: the same contact; DMT and sjkr on hertz are conservative (e = 1, V_s = 0);
    /// the tension tail is in the curves.
    #[test]
    fn switch_conservative_and_curves() {
        let g = solve(
            &powder(&[
                ("model", T("hertz")),
                ("adhesion", T("jkr")),
                ("surface_energy", N(0.05)),
                ("v0", N(0.1)),
            ])
            .unwrap(),
            200,
        )
        .unwrap();
        let w = solve(
            &powder(&[
                ("model", T("hertz")),
                ("adhesion", T("jkr")),
                ("work_of_adhesion", N(0.1)),
                ("v0", N(0.1)),
            ])
            .unwrap(),
            200,
        )
        .unwrap();
        assert_eq!(g, w);
        let c = g.curves.unwrap();
        let a = g.adhesion.unwrap();
        assert!(c.overlap.iter().any(|x| *x < 0.0));
        assert!(rel(*c.overlap.last().unwrap(), a.separation_overlap) < 1e-9);
        assert!(rel(*c.force.last().unwrap(), -5.0 / 9.0 * a.pull_off_force.unwrap()) < 1e-6);
        assert!(rel(c.force[0], -8.0 / 9.0 * a.pull_off_force.unwrap()) < 1e-12);
        for law in ["dmt", "sjkr", "sjkr2"] {
            let key = if law == "dmt" {
                ("surface_energy", N(0.05))
            } else {
                ("cohesion_energy_density", N(1e7))
            };
            let s = solve(
                &powder(&[("model", T("hertz")), ("adhesion", T(law)), key, ("v0", N(0.05))])
                    .unwrap(),
                0,
            )
            .unwrap();
            assert!((s.restitution - 1.0).abs() < 1e-9, "{law}: {}", s.restitution);
            let a = s.adhesion.unwrap();
            assert!(!a.stuck && a.sticking_velocity == Some(0.0), "{law}");
        }
    }

    /// The README's case ("Adhesion"): with Tsuji's damping from e = 0.5 the powder sticks at
    /// 0.1 m/s and bounces at 1 m/s; its sticking velocity lies between.
    #[test]
    fn powder_sticks_slow_bounces_fast() {
        let at = |v0: f64| {
            solve(
                &powder(&[
                    ("model", T("tsuji")),
                    ("adhesion", T("jkr")),
                    ("surface_energy", N(0.05)),
                    ("e", N(0.5)),
                    ("v0", N(v0)),
                ])
                .unwrap(),
                0,
            )
            .unwrap()
        };
        let slow = at(0.1);
        let fast = at(1.0);
        let (a, b) = (slow.adhesion.unwrap(), fast.adhesion.unwrap());
        assert!(a.stuck && slow.restitution == 0.0 && slow.contact_time.is_none());
        assert!(!b.stuck && fast.restitution > 0.0 && fast.restitution < 0.5);
        let vs = a.sticking_velocity.unwrap();
        assert!(vs > 0.1 && vs < 1.0, "{vs}");
        assert_eq!(a.sticking_velocity, b.sticking_velocity);
        assert!(rel(b.restitution_without_adhesion, 0.5) < 1e-12);
        // Just below and above V_s.
        assert!(at(vs * (1.0 - 1e-6)).adhesion.unwrap().stuck);
        assert!(!at(vs * (1.0 + 1e-6)).adhesion.unwrap().stuck);
    }
}
