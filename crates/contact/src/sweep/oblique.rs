//! Oblique impacts over a range: the rebound against the incidence angle at a
//! fixed impact speed, or against the tangential speed or a spin at a fixed normal speed —
//! the curves of Chung & Ooi (2011), Tests 4–8 (vt′/vt, ω′, rebound angles), beside the
//! rigid-body line of Coulomb friction.
//!
//! - `angle` \[deg\]: the impact speed |v| = √(v0² + vt²) of the scenario is held and
//!   v0 = |v| cos θ, vt = |v| sin θ (Chung & Ooi's Test 4); the normal damping is held as a
//!   speed sweep holds it ([`super::hold_at`]: e of a Tsuji or linear contact, λ of a
//!   Hunt–Crossley one, the value typed into a code).
//! - any numeric key (`vt`, `omega1`, `omega2`, `mu`, `v0`, …): that key alone changes
//!   (Tests 5–8), the damping held likewise.
//!
//! The rigid-body line: a rigid contact whose friction acts at μ F_n until the contact point
//! stops slipping (Coulomb; Maw, Barber & Fawcett 1976, the "rigid-body" limit of their
//! Fig. 5): with e the normal restitution and s = sign u0, while |u0| > μ (1 + e) v0 m*/m_t
//! J_t = s μ m* (1 + e) v0, otherwise J_t = m_t u0 (it ends rolling, u′ = 0); then
//! vt′ = vt − J_t/m*, ω_i′ = ω_i − J_t r_i/I_i, u′ = u0 − J_t/m_t.

use super::{hold_at, within_budget, Range};
use crate::error::Error;
use crate::math::{abs, atan2, cos, sin};
use crate::scenario::{Scenario, Value};
use crate::solution::{Solution, TangentialRegime};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::f64::consts::PI;

/// The rigid-body values at one point (see the module).
#[derive(Debug, Clone, Copy, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Rigid {
    /// vt′/vt (`None` when vt = 0).
    pub vt_ratio: Option<f64>,
    /// ω1′ \[rad/s\].
    pub omega1_after: f64,
    /// atan(u′/vn′) \[deg\].
    pub contact_rebound_angle: f64,
    /// Whether it slips throughout (else it ends rolling).
    pub gross_slip: bool,
}

/// One point of an oblique sweep.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ObliquePoint {
    /// The swept value (degrees for `angle`, SI otherwise).
    pub value: f64,
    /// Normal approach speed v0 \[m/s\].
    pub v0: f64,
    /// Tangential speed vt \[m/s\].
    pub vt: f64,
    /// Normal restitution.
    pub restitution: Option<f64>,
    /// The tangential results (the `tangential` object of the solution).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub tangential: Option<crate::solution::Tangential>,
    /// The rigid-body line at this point.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub rigid: Option<Rigid>,
    /// Why there are no results here.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub error: Option<String>,
}

/// An oblique sweep.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ObliqueSweep {
    /// The key swept (`angle` or a scenario key).
    pub over: String,
    /// Its unit (`deg` for the angle).
    pub unit: String,
    /// The impact speed held by an angle sweep \[m/s\].
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub speed: Option<f64>,
    /// The points.
    pub points: Vec<ObliquePoint>,
    /// What to know.
    pub notes: Vec<String>,
}

/// Whether a sweep is oblique: over `angle`, or of a scenario with friction.
pub fn applies(sc: &Scenario, over: &str) -> bool {
    over == "angle" || sc.mu.is_some()
}

/// The range: for `angle` plain numbers in degrees (default 5 to 85, Chung & Ooi's Test 4),
/// evenly spaced unless `log`; any other key as [`Range::parse`] reads it.
pub fn range(
    sc: &Scenario,
    over: &str,
    from: Option<&str>,
    to: Option<&str>,
    points: usize,
    log: Option<bool>,
) -> Result<Range, Error> {
    if over != "angle" {
        return Range::parse(over, from, to, points, log, super::base_value(sc, over));
    }
    let read = |field: &'static str, t: Option<&str>, default: f64| -> Result<f64, Error> {
        let Some(t) = t else { return Ok(default) };
        let s = t.trim().trim_end_matches("deg").trim_end_matches('°').trim();
        let x: f64 = s.parse().map_err(|_| Error::Invalid {
            field: field.into(),
            value: t.into(),
            expected: "an incidence angle in degrees, in (-90, 90)",
        })?;
        if x.is_finite() && x > -90.0 && x < 90.0 {
            Ok(x)
        } else {
            Err(Error::OutOfRange {
                field,
                value: x,
                what: "incidence angle",
                allowed: "in (-90, 90) degrees",
            })
        }
    };
    let (from, to) = (read("from", from, 5.0)?, read("to", to, 85.0)?);
    Ok(Range { over: "angle".into(), from, to, points, log: log.unwrap_or(false) })
}

/// `sc` with its tangential speed given by an incidence angle θ \[deg\] at its normal approach
/// speed v0 (or the drop's impact speed): vt = v0 tan θ, the contract's
/// `incidence_angle` = atan(vt/v0) read backwards (the page's "given as angle"). Errors name
/// `angle`: θ in (−90, 90) degrees, and not beside `vt`.
pub fn with_angle(sc: &Scenario, angle: f64) -> Result<Scenario, Error> {
    if sc.vt.is_some() {
        return Err(Error::Conflict { field: "angle", other: "vt" });
    }
    if !(angle.is_finite() && angle > -90.0 && angle < 90.0) {
        return Err(Error::OutOfRange {
            field: "angle",
            value: angle,
            what: "incidence angle",
            allowed: "in (-90, 90) degrees",
        });
    }
    let v0 = crate::pair::impact_speed(sc)?;
    let th = angle * PI / 180.0;
    let mut s = sc.clone();
    s.set("vt", Value::Number(v0 * sin(th) / cos(th)))?;
    Ok(s)
}

/// `sc` with the impact given as a speed |v| \[m/s\] at an incidence angle θ \[deg\]: v0 =
/// |v| cos θ, vt = |v| sin θ — what Chung & Ooi's Test 4 holds over its angles (holding v0
/// instead, 85° gave |v| = 44.6 m/s). Errors name `speed` (> 0, finite), `angle`
/// (in (−90, 90)), and either beside `vt`.
pub fn with_angle_at_speed(sc: &Scenario, angle: f64, speed: f64) -> Result<Scenario, Error> {
    if !(speed.is_finite() && speed > 0.0) {
        return Err(Error::OutOfRange {
            field: "speed",
            value: speed,
            what: "impact speed |v|",
            allowed: "a finite number > 0 m/s",
        });
    }
    if sc.h0.is_some() {
        return Err(Error::Conflict { field: "speed", other: "h0" });
    }
    let s = with_angle(&Scenario { v0: Some(1.0), ..sc.clone() }, angle)?;
    let th = angle * PI / 180.0;
    let mut s = hold_at(&s, "v0", speed * cos(th))?;
    s.set("vt", Value::Number(speed * sin(th)))?;
    Ok(s)
}

/// The rigid-body line of a solution (see the module).
fn rigid(sc: &Scenario, sol: &Solution) -> Option<Rigid> {
    let t = sol.tangential.as_ref()?;
    let (v0, e, m) = (crate::pair::impact_speed(sc).ok()?, sol.restitution, sol.effective_mass);
    let r1 = sc.r1?;
    let i2 = t.moment_of_inertia2.zip(sc.r2);
    let inv_mt = 1.0 / m + r1 * r1 / t.moment_of_inertia1 + i2.map_or(0.0, |(i, r)| r * r / i);
    let u0 = t.slip_before;
    let s = if u0 > 0.0 { 1.0 } else { -1.0 };
    let slip = t.mu * (1.0 + e) * v0 * m * inv_mt;
    let gross = abs(u0) > slip;
    let jt = if gross { s * t.mu * m * (1.0 + e) * v0 } else { u0 / inv_mt };
    let vt = sc.vt.unwrap_or(0.0);
    let vt_after = vt - jt / m;
    let u_after = u0 - jt * inv_mt;
    Some(Rigid {
        vt_ratio: (vt != 0.0).then(|| vt_after / vt),
        omega1_after: sc.omega1.unwrap_or(0.0) - jt * r1 / t.moment_of_inertia1,
        contact_rebound_angle: atan2(u_after, e * v0) * 180.0 / PI,
        gross_slip: gross,
    })
}

/// The scenario at one value of the range.
fn at(base: &Scenario, over: &str, speed: f64, x: f64) -> Result<Scenario, Error> {
    if over != "angle" {
        return hold_at(base, over, x);
    }
    let th = x * PI / 180.0;
    let mut s = hold_at(base, "v0", speed * cos(th))?;
    s.set("vt", Value::Number(speed * sin(th)))?;
    Ok(s)
}

/// The oblique contact of `base` over `range`: each point solved exactly (a point that
/// cannot be solved carries its error; when none can, the first error is returned).
pub fn sweep(base: &Scenario, range: &Range) -> Result<ObliqueSweep, Error> {
    if base.mu.is_none() {
        return Err(Error::Missing {
            field: "mu",
            hint: "an oblique sweep needs the friction coefficient mu",
        });
    }
    let xs = range.values()?;
    let angle = range.over == "angle";
    let v0 = crate::pair::impact_speed(base)?;
    let speed = crate::math::sqrt(v0 * v0 + base.vt.unwrap_or(0.0) * base.vt.unwrap_or(0.0));
    let over: &str = &range.over;
    let mut points = Vec::with_capacity(xs.len());
    let mut first_error = None;
    let start = crate::integrator::steps_taken();
    for (i, &x) in xs.iter().enumerate() {
        within_budget(start, if angle { "vt" } else { "v0" }, "sweep", i, xs.len())?;
        let sc = at(base, over, speed, x);
        let sol = sc.as_ref().map_err(Clone::clone).and_then(super::solve);
        match (sc, sol) {
            (Ok(sc), Ok(sol)) => points.push(ObliquePoint {
                value: x,
                v0: crate::pair::impact_speed(&sc)?,
                vt: sc.vt.unwrap_or(0.0),
                restitution: Some(sol.restitution),
                rigid: rigid(&sc, &sol),
                tangential: sol.tangential,
                error: None,
            }),
            (_, Err(e)) | (Err(e), _) => {
                points.push(ObliquePoint {
                    value: x,
                    v0: 0.0,
                    vt: 0.0,
                    restitution: None,
                    tangential: None,
                    rigid: None,
                    error: Some(e.to_string()),
                });
                first_error.get_or_insert(e);
            }
        }
    }
    if let Some(e) = first_error.filter(|_| points.iter().all(|p| p.error.is_some())) {
        return Err(e);
    }
    let mut notes = Vec::new();
    if angle {
        notes.push(format!(
            "Held at every point: the impact speed |v| = √(v0² + vt²) = {} m/s; v0 = |v| cos θ, vt = |v| sin θ.",
            crate::text::num(speed, 6)
        ));
    }
    let regimes = points.iter().filter_map(|p| p.tangential.as_ref().map(|t| t.regime));
    if regimes.clone().any(|r| r == TangentialRegime::GrossSlip)
        && regimes.clone().any(|r| r != TangentialRegime::GrossSlip)
    {
        notes.push("Gross slip at some points, partial slip at others: the rigid-body line (rigid) is reached where the contact point slips throughout.".into());
    }
    let unit = if angle {
        "deg".to_string()
    } else {
        crate::scenario::key_dims(over)
            .map(|d| d.si_unit())
            .filter(|u| u != "1")
            .unwrap_or_default()
    };
    Ok(ObliqueSweep {
        over: range.over.clone(),
        unit,
        speed: angle.then_some(speed),
        points,
        notes,
    })
}

impl ObliqueSweep {
    /// CSV with units in the header: the swept value, v0, vt, e, vt′/vt, ω1′, ω2′, u′, the
    /// tangential restitution, the impulse ratio, the rebound angles, the regime, the
    /// rigid-body vt′/vt, ω1′ and contact rebound angle, and a point's error.
    pub fn to_csv(&self) -> String {
        let unit = if self.unit.is_empty() { "1" } else { self.unit.as_str() };
        let mut s = format!(
            "{} [{unit}],v0 [m/s],vt [m/s],restitution [1],vt_ratio [1],omega1_after [rad/s],omega2_after [rad/s],slip_after [m/s],tangential_restitution [1],impulse_ratio [1],rebound_angle [deg],contact_rebound_angle [deg],regime,rigid_vt_ratio [1],rigid_omega1_after [rad/s],rigid_contact_rebound_angle [deg],error\n",
            self.over
        );
        let c = |x: Option<f64>| x.map_or(String::new(), |v| format!("{v:e}"));
        for p in &self.points {
            let t = p.tangential.as_ref();
            let r = p.rigid.as_ref();
            let regime = t.map_or("", |t| match t.regime {
                TangentialRegime::Stick => "stick",
                TangentialRegime::GrossSlip => "gross-slip",
                TangentialRegime::PartialSlip => "partial-slip",
            });
            let err = p
                .error
                .as_deref()
                .map_or(String::new(), |e| format!("\"{}\"", e.replace('"', "'")));
            let cells = [
                c(Some(p.value)),
                c(Some(p.v0)),
                c(Some(p.vt)),
                c(p.restitution),
                c(t.and_then(|t| t.vt_ratio)),
                c(t.map(|t| t.omega1_after)),
                c(t.and_then(|t| t.omega2_after)),
                c(t.map(|t| t.slip_after)),
                c(t.and_then(|t| t.restitution)),
                c(t.map(|t| t.impulse_ratio)),
                c(t.map(|t| t.rebound_angle)),
                c(t.map(|t| t.contact_rebound_angle)),
                regime.to_string(),
                c(r.and_then(|r| r.vt_ratio)),
                c(r.map(|r| r.omega1_after)),
                c(r.map(|r| r.contact_rebound_angle)),
                err,
            ];
            s.push_str(&cells.join(","));
            s.push('\n');
        }
        s
    }
}

#[cfg(test)]
#[cfg(feature = "oblique")]
mod tests {
    use super::*;
    use crate::testing::rel;
    use crate::Value::{Number as N, Text as T};

    /// An Al oxide sphere on a wall (Chung & Ooi 2011, Test 4) at v0 = 3.9 cos 5° m/s.
    fn test4() -> Scenario {
        Scenario::from_pairs([
            ("model", T("tsuji")),
            ("rho1", N(4000.0)),
            ("r1", N(0.0025)),
            ("E1", N(3.8e11)),
            ("nu1", N(0.23)),
            ("v0", N(3.9 * cos(5.0 * PI / 180.0))),
            ("e", N(0.98)),
            ("mu", N(0.092)),
        ])
        .unwrap()
    }

    /// θ = 5° gives vt = 3.9 sin 5° (the golden case's tangential speed, from
    /// tests/golden/chung_ooi.json: 0.33990739671586684 m/s) and the solution says 5°.
    #[test]
    fn angle_gives_vt() {
        let s = with_angle(&test4(), 5.0).unwrap();
        assert!(rel(s.vt.unwrap(), 0.33990739671586684) < 1e-14, "{:?}", s.vt);
        let sol = super::super::solve(&s).unwrap();
        let t = sol.tangential.unwrap();
        assert!((t.incidence_angle - 5.0).abs() < 1e-12, "{}", t.incidence_angle);
        // A negative angle: the mirror image.
        assert!(rel(with_angle(&test4(), -5.0).unwrap().vt.unwrap(), -0.33990739671586684) < 1e-14);
    }

    #[test]
    fn angle_errors_name_it() {
        for bad in [90.0, -90.0, 120.0, f64::NAN, f64::INFINITY] {
            assert_eq!(with_angle(&test4(), bad).unwrap_err().field(), "angle", "{bad}");
        }
        let mut both = test4();
        both.set("vt", N(1.0)).unwrap();
        assert_eq!(with_angle(&both, 5.0).unwrap_err().field(), "angle");
    }
}
