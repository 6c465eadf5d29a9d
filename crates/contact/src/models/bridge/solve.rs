//! A scenario with `liquid_bridge` solved (the contract tests/golden/generate_bridge.py writes): the normal model read as
//! without the bridge (its stiffness, and its damping from `e` by the model's own relation,
//! what every DEM code does), the bridge read from its keys and composed in
//! ([`super::law::Bridged`]), the impact integrated ([`super::impact`]), the sticking velocity
//! ([`super::sticking`]).

use super::force::{Capillary, Lubrication};
use super::impact;
use super::law::{Bridge, Bridged, Pull};
use super::rupture;
use super::sticking::{conservative, sticking_velocity};
use crate::error::Error;
use crate::math::sqrt;
use crate::models::{self, Solved};
use crate::pair;
use crate::scenario::{BridgeLaw, End, Rupture, Scenario};
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// What a solution with a liquid bridge adds (the `liquid_bridge` object).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Report {
    /// The capillary force law.
    pub law: BridgeLaw,
    /// The rupture rule.
    pub rupture: Rupture,
    /// F_cap(0) = 2π R' σ cos θ \[N\]: the pull at contact and while the bodies overlap.
    pub force_at_contact: f64,
    /// S_c \[m\].
    pub rupture_distance: f64,
    /// W = ∫₀^{S_c} F_cap dS \[J\]: the capillary work after separation.
    pub bridge_energy: f64,
    /// Whether the bodies stay bridged (they stop before S_c, or never leave the overlap).
    pub stuck: bool,
    /// The restitution of the same contact without the bridge and its lubrication.
    pub restitution_without_bridge: f64,
    /// The largest v0 that stays bridged, the damping, η and S_min held \[m/s\]; `None` where
    /// no speed separates (within 10¹² of the undamped one).
    pub sticking_velocity: Option<f64>,
    /// The lubrication's work from the touch to the rupture \[J\]; `None` when stuck.
    pub viscous_energy: Option<f64>,
    /// The normal model's dashpot's work over the contact \[J\].
    pub dashpot_energy: f64,
    /// R' = 2R* \[m\] (Derjaguin: r for equal spheres, 2 r1 at a flat wall).
    pub derjaguin_radius: f64,
    /// V/R'³: the force laws are fits for the pendular regime, up to about 0.1.
    pub volume_ratio: f64,
    /// The S_min the lubrication used \[m\].
    pub min_separation: f64,
    /// The force law.
    pub formula: &'static str,
    /// Where it comes from.
    pub source: &'static str,
    /// The rupture rule as written.
    pub rupture_formula: &'static str,
    /// Where it comes from.
    pub rupture_source: &'static str,
}

impl BridgeLaw {
    /// Where a code's own law is taken (the contract's two take any scenario).
    pub fn needs_code(self) -> &'static str {
        match self {
            BridgeLaw::Willett | BridgeLaw::Rabinovich => "every scenario",
            BridgeLaw::Easo | BridgeLaw::Washino => {
                "a scenario without a code: easo and washino are LIGGGHTS's bridges (give code \
                 liggghts-hertz or liggghts-hooke), or choose willett or rabinovich"
            }
            _ => {
                "a scenario without a code: willett-numeric, weigert, rabinovich-filling-angle \
                 and soulie are Yade ViscElCapMat's laws (give code yade-viscel), or choose \
                 willett or rabinovich"
            }
        }
    }

    /// The capillary force as the contract (or the code) writes it.
    pub fn formula(self) -> &'static str {
        match self {
            BridgeLaw::Willett => {
                "F_cap(S) = 2π R' σ cosθ / (1 + 1.05 ŝ + 2.5 ŝ²), ŝ = S √(R'/V), R' = 2R*"
            }
            BridgeLaw::Rabinovich => {
                "F_cap(S) = 2π R' σ cosθ / (1 + S/(2d)), d = (√(S² + 2V/(π R')) − S)/2, R' = 2R*"
            }
            BridgeLaw::Easo | BridgeLaw::Soulie => {
                "F = π σ √(r_i r_j)(exp(A S/R₂ + B) + C), V* = V/R₂³, A = −1.1 V*^−0.53, \
                 B = (−0.148 ln V* − 0.96) θ² − 0.0082 ln V* + 0.48, C = 0.0018 ln V* + 0.078"
            }
            BridgeLaw::Washino | BridgeLaw::RabinovichFillingAngle => {
                "F = 2π R σ (cos θ/(1 + S/(2d)) + sin α sin(α + θ)), d = (S/2)(−1 + √(1 + \
                 2V/(π R S²))), α = √((S/R)(−1 + √(1 + 2V/(π R S²))))"
            }
            BridgeLaw::WillettNumeric => {
                "F = 2π R σ exp(f1 − f2 exp(f3 ln s⁺ + f4 ln² s⁺)), s⁺ = (S/2)/√(V/R)"
            }
            BridgeLaw::Weigert => {
                "F = π R² sin²β σ (1/r₁ − 1/r₂) + 2π R σ sin β sin(β + θ), sin β = \
                 (V/(0.96 (1 + 3S/R)(1 + 1.1 sin θ) R³))^(1/4)"
            }
        }
    }
    /// Where it comes from.
    pub fn source(self) -> &'static str {
        match self {
            BridgeLaw::Willett => "Willett et al. 2000, Langmuir 16:9396, eq. 12–13",
            BridgeLaw::Rabinovich => {
                "Rabinovich et al. 2005, Langmuir 21:10992, eq. 19–20 (the filling-angle term \
                 dropped)"
            }
            BridgeLaw::Easo | BridgeLaw::Soulie => {
                "Soulié et al. 2006, Int. J. Numer. Anal. Meth. Geomech. 30:213, eq. 13–14"
            }
            BridgeLaw::Washino | BridgeLaw::RabinovichFillingAngle => {
                "Rabinovich et al. 2005, Langmuir 21:10992, eq. 19, 20 and A3 (with the \
                 filling-angle term)"
            }
            BridgeLaw::WillettNumeric => {
                "Willett et al. 2000, Langmuir 16:9396, appendix (numeric fit)"
            }
            BridgeLaw::Weigert => {
                "Weigert & Ripperger 1999, Part. Part. Syst. Charact. 16:238, eq. 5, 6, 15–17, \
                 21, 22"
            }
        }
    }
}

/// The bridge's inputs as read and checked.
pub(crate) struct Inputs {
    pub(crate) law: BridgeLaw,
    pub(crate) rule: Rupture,
    pub(crate) volume: f64,
    pub(crate) sigma: f64,
    pub(crate) theta: f64,
    pub(crate) eta: f64,
    pub(crate) r_star: f64,
}

/// The checks before anything is solved: no adhesion beside it, the overlap criterion, a
/// head-on impact without body acceleration or local damping.
pub(crate) fn check_scenario(sc: &Scenario) -> Result<(), Error> {
    if sc.adhesion.is_some() {
        return Err(Error::Conflict { field: "liquid_bridge", other: "adhesion" });
    }
    if sc.end != End::Overlap {
        return Err(Error::NotTaken {
            field: "end",
            by: "a liquid bridge (its force is tensile by design: the contact ends where the \
                 bridge ruptures)",
        });
    }
    let given: Vec<&'static str> = sc.given().collect();
    const HEAD_ON: &str = "a liquid bridge (the wet impact is computed head-on, without a body \
                           acceleration or local damping; give v0)";
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
    Ok(())
}

/// R* from the radii, which the bridge needs whatever the normal model: a pair (r2 given),
/// or a wall (no r2, m2, rho2: R* = r1); and the smaller sphere's radius.
pub(crate) fn radii(sc: &Scenario) -> Result<(f64, f64), Error> {
    const M: &str = "a finite number > 0 m";
    let r1 = pair::required_positive(
        "r1",
        sc.r1,
        "radius of body 1",
        M,
        "a liquid bridge needs the radius r1 of body 1 (its Derjaguin radius R' = 2R*)",
    )?;
    let wall = sc.m2.is_none() && sc.rho2.is_none();
    match sc.r2 {
        Some(r2) => {
            let r2 = pair::positive("r2", r2, "radius of body 2", M)?;
            Ok((r1 * r2 / (r1 + r2), r1.min(r2)))
        }
        None if wall => Ok((r1, r1)),
        None => Err(Error::Missing {
            field: "r2",
            hint:
                "a liquid bridge needs the radius r2 of body 2 (leave m2 and rho2 out for a wall)",
        }),
    }
}

/// `contact_angle` θ (default 0) checked: 0 ≤ θ < π/2, the wetting the force laws are written
/// for; `what` names the key as the user reads it (a code may add its own key's unit).
pub(crate) fn contact_angle(sc: &Scenario, what: &'static str) -> Result<f64, Error> {
    let theta = sc.contact_angle.unwrap_or(0.0);
    if (0.0..PI / 2.0).contains(&theta) {
        return Ok(theta);
    }
    Err(Error::OutOfRange {
        field: "contact_angle",
        value: theta,
        what,
        allowed: "in [0, π/2): 0 ≤ θ < 90 deg",
    })
}

/// `liquid_viscosity` η (default 0) checked: finite and ≥ 0; `what` names the key as the user
/// reads it (a code may add its own key's name).
pub(crate) fn liquid_viscosity(sc: &Scenario, what: &'static str) -> Result<f64, Error> {
    let eta = sc.liquid_viscosity.unwrap_or(0.0);
    if eta.is_finite() && eta >= 0.0 {
        return Ok(eta);
    }
    Err(Error::OutOfRange {
        field: "liquid_viscosity",
        value: eta,
        what,
        allowed: "a finite number ≥ 0 Pa·s",
    })
}

/// The bridge's keys read and checked (the contract's errors).
pub(crate) fn inputs(sc: &Scenario, law: BridgeLaw) -> Result<Inputs, Error> {
    let (r_star, smaller) = radii(sc)?;
    let volume = pair::required_positive(
        "liquid_volume",
        sc.liquid_volume,
        "liquid volume",
        "a finite number > 0 m³",
        "give the volume V of liquid in the bridge in m³",
    )?;
    let sphere = 4.0 / 3.0 * PI * smaller * smaller * smaller;
    if volume > sphere {
        return Err(Error::Unreachable {
            field: "liquid_volume",
            value: volume,
            reason: format!(
                "larger than the smaller sphere's volume ({} m³); a pendular bridge holds a \
                 small fraction of it (the force laws are fits for V/R'³ up to about 0.1)",
                sig(sphere)
            ),
        });
    }
    let sigma = pair::required_positive(
        "surface_tension",
        sc.surface_tension,
        "surface tension",
        "a finite number > 0 N/m",
        "give the liquid's surface tension σ in N/m (water: 0.072 N/m)",
    )?;
    let theta = contact_angle(sc, "contact angle (rad; \"20 deg\" reads degrees)")?;
    let eta = liquid_viscosity(sc, "liquid viscosity")?;
    if let Some(s) = sc.min_separation {
        pair::positive("min_separation", s, "smallest separation", "a finite number > 0 m")?;
    }
    Ok(Inputs { law, rule: sc.rupture.unwrap_or(Rupture::Lian), volume, sigma, theta, eta, r_star })
}

/// The scenario with its bridge keys left out: the normal model's.
pub(crate) fn without_bridge(sc: &Scenario) -> Scenario {
    let mut b = sc.clone();
    b.liquid_bridge = None;
    b.rupture = None;
    b.liquid_volume = None;
    b.surface_tension = None;
    b.contact_angle = None;
    b.liquid_viscosity = None;
    b.min_separation = None;
    b.surface_liquid_content = None;
    b.min_separation_ratio = None;
    b.max_separation_ratio = None;
    b.lb_volume_fraction = None;
    b
}

/// The bridge of `inputs` (and `min_separation`, default R*/100).
pub(crate) fn bridge(sc: &Scenario, i: &Inputs) -> Bridge {
    let r_prime = 2.0 * i.r_star;
    let capillary =
        Capillary::new(i.law == BridgeLaw::Rabinovich, r_prime, i.sigma, i.theta, i.volume);
    let lubrication = Lubrication {
        c0: 6.0 * PI * i.eta * i.r_star * i.r_star,
        s_min: sc.min_separation.unwrap_or(0.01 * i.r_star),
    };
    Bridge {
        capillary,
        rupture: rupture::distance(i.rule, i.volume, i.theta, r_prime),
        lubrication,
        pull: Pull::constant(capillary.at_contact()),
        clip: false,
    }
}

/// Solves a scenario with `liquid_bridge` (module doc): the model's [`Solved`] with the wet
/// contact as its outcome, and the [`Report`].
pub fn solve(sc: &Scenario, samples: usize) -> Result<(Solved, Report), Error> {
    let law = sc.liquid_bridge.ok_or(Error::Missing {
        field: "liquid_bridge",
        hint: "give a capillary force law: willett or rabinovich",
    })?;
    if !matches!(law, BridgeLaw::Willett | BridgeLaw::Rabinovich) {
        return Err(Error::NotTaken { field: "liquid_bridge", by: law.needs_code() });
    }
    check_scenario(sc)?;
    let inputs = inputs(sc, law)?;
    let solved = models::dispatch::solve(&without_bridge(sc), 0)?;
    let r_prime = 2.0 * inputs.r_star;
    let meta = Meta {
        law,
        rupture: inputs.rule,
        formula: law.formula(),
        source: law.source(),
        rupture_formula: inputs.rule.formula(),
        rupture_source: inputs.rule.source(),
        viscous: inputs.eta > 0.0,
        volume: inputs.volume,
        r_prime,
        on_approach: false,
    };
    let (mut solved, report) = solve_wet(sc, solved, bridge(sc, &inputs), &meta, samples)?;
    solved.notes = notes(sc, &report, &solved);
    Ok((solved, report))
}

/// What a bridge's answer says of its law beside the numbers: the contract's, or a code's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Meta {
    /// The force law.
    pub law: BridgeLaw,
    /// The rupture rule.
    pub rupture: Rupture,
    /// The force law as written.
    pub formula: &'static str,
    /// Where it comes from.
    pub source: &'static str,
    /// The rupture rule as written.
    pub rupture_formula: &'static str,
    /// Where it comes from.
    pub rupture_source: &'static str,
    /// Whether a lubrication acts (η > 0).
    pub viscous: bool,
    /// V \[m³\].
    pub volume: f64,
    /// The radius the law is written with (R' = 2R* for the contract) \[m\].
    pub r_prime: f64,
    /// Whether the bridge acts on the approach too, from S = S_c (LIGGGHTS washino): the
    /// bodies touch at √(v0² + 2W/m*), the pull on the way in conservative (no viscosity).
    pub on_approach: bool,
}

/// The wet contact of the normal model `solved` (its law as without the bridge) with `bridge`
/// at the scenario's v0 (`sc` the normal model's, for the field an integration failure is
/// charged to): the impact from the touch to the rupture or the reversal, the sticking
/// velocity, the [`Report`]. With [`Meta::on_approach`] the touch speed is raised by the
/// bridge's work and the restitution and sticking velocity are read against v0.
pub fn solve_wet(
    sc: &Scenario,
    mut solved: Solved,
    bridge: Bridge,
    meta: &Meta,
    samples: usize,
) -> Result<(Solved, Report), Error> {
    let without = solved.outcome.summary.restitution;
    let wet = Bridged { normal: solved.law, bridge };
    let v0 = solved.v0;
    let gain = if meta.on_approach { 2.0 * bridge.energy() / solved.m } else { 0.0 };
    let v_touch = sqrt(v0 * v0 + gain);
    let field = models::culprit(sc, 0.0, v0, 1.0);
    let mut out = impact::simulate(&wet, v_touch, samples)
        .map_err(|e| models::integration_error(e, field))?;
    out.summary.restitution *= v_touch / v0;
    let vs = sticking_velocity(&wet, field)?.map(|v| {
        if meta.on_approach {
            sqrt((v * v - gain).max(0.0))
        } else {
            v
        }
    });
    let report = Report {
        law: meta.law,
        rupture: meta.rupture,
        force_at_contact: wet.bridge.capillary.at_contact(),
        rupture_distance: wet.bridge.rupture,
        bridge_energy: wet.bridge.energy(),
        stuck: out.stuck,
        restitution_without_bridge: without,
        sticking_velocity: vs,
        viscous_energy: (!out.stuck && meta.viscous).then_some(out.viscous),
        dashpot_energy: out.dissipated - out.viscous,
        derjaguin_radius: meta.r_prime,
        volume_ratio: meta.volume / (meta.r_prime * meta.r_prime * meta.r_prime),
        min_separation: wet.bridge.lubrication.s_min,
        formula: meta.formula,
        source: meta.source,
        rupture_formula: meta.rupture_formula,
        rupture_source: meta.rupture_source,
    };
    finish(&mut solved, &wet, out, &report);
    if meta.on_approach {
        solved.restitution_formula = None;
    }
    Ok((solved, report))
}

/// The capillary force against the gap, F_cap(S), at `points` gaps (at least 2) evenly from
/// S = 0 to the rupture distance S_c, both included: `[(S [m], F_cap [N])]`, the pull
/// positive (the force law and rupture of the module doc, for the scenario's bridge). The
/// curve the page draws with the rupture marked.
pub fn force_curve(sc: &Scenario, points: usize) -> Result<Vec<(f64, f64)>, Error> {
    let law = sc.liquid_bridge.ok_or(Error::Missing {
        field: "liquid_bridge",
        hint: "give a capillary force law: willett or rabinovich",
    })?;
    check_scenario(sc)?;
    let b = bridge(sc, &inputs(sc, law)?);
    let n = points.max(2);
    let last = (n - 1) as f64;
    Ok((0..n)
        .map(|k| {
            let s = b.rupture * k as f64 / last;
            (s, b.capillary.force(s))
        })
        .collect())
}

/// The model's answer made the wet contact's: its outcome, integrated; the closed-form
/// restitution beside it where nothing but the bridge takes energy (√(1 − V_s²/v0²), 0 when
/// stuck).
fn finish(solved: &mut Solved, wet: &Bridged, out: impact::Wetted, r: &Report) {
    let outcome = (out.summary, out.curves, out.steps);
    solved.integrated_attracted(outcome, conservative(wet), r.sticking_velocity);
}

/// What the user reads beside the wet answer.
fn notes(sc: &Scenario, r: &Report, solved: &Solved) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    if sc.r2.is_none() {
        out.push(format!(
            "Body 2 is a flat wall: R* = r1, and the bridge's Derjaguin radius is R' = 2 r1 = {} m \
             (Yade's ViscElCapMat takes R = r1 at a wall, half this force).",
            sig(r.derjaguin_radius)
        ));
    }
    if r.volume_ratio > 0.1 {
        out.push(format!(
            "V/R'³ = {}: beyond about 0.1 the pendular fits of Willett and Rabinovich no longer \
             hold (a funicular or capillary state).",
            sig(r.volume_ratio)
        ));
    }
    let s = &solved.outcome.summary;
    let vs =
        r.sticking_velocity.map_or("above every speed tried".into(), |v| format!("{} m/s", sig(v)));
    if r.stuck {
        out.push(format!(
            "The bodies stay bridged: they stop before the bridge ruptures at S_c = {} m \
             (sticking velocity {vs}).",
            sig(r.rupture_distance)
        ));
    } else {
        out.push(format!(
            "Above the sticking velocity {vs}: the bridge ruptures at S_c = {} m and the bodies \
             leave with e = {}.",
            sig(r.rupture_distance),
            sig(s.restitution)
        ));
    }
    if !r.stuck {
        out.push(format!(
            "Energy: of the impact's ½ m* v0² = {} J the bridge takes W = {} J, the lubrication \
             {} J and the dashpot {} J (the energy account's normal contact holds the three).",
            sig(0.5 * solved.m * solved.v0 * solved.v0),
            sig(r.bridge_energy),
            sig(r.viscous_energy.unwrap_or(0.0)),
            sig(r.dashpot_energy)
        ));
    }
    if solved.damping.requested.is_some() {
        out.push(format!(
            "The damping is set from e by the model's relation without the bridge, as DEM codes \
             do: without the bridge it gives e = {}.",
            sig(r.restitution_without_bridge)
        ));
    }
    out
}
