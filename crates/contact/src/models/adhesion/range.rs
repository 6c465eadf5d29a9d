//! The range of an adhesive contact: its overlap |δ| stays below the smaller radius of the
//! bodies ([`AdhesiveLaw::reach`]). Hertz's and JKR's laws assume δ far below the radius,
//! LIGGGHTS's sjkr area π a_g² turns negative past twice it (so that the "cohesion" pushes),
//! and a tail to δ_c or −f_a/k_a beyond it has no meaning. A contact that leaves the range is
//! refused, naming the key to change and its allowed range at the scenario's other values:
//!
//! - `v0` where slower impacts stay in range (the impact drives the bodies in): the speed at
//!   which the overlap reaches the radius, by bisection on the integrated impact;
//! - else the adhesion's own key (`surface_energy` or `work_of_adhesion`,
//!   `cohesion_energy_density`, `adhesion_force`), whose value the bodies pull themselves in
//!   by at every speed: the value at which the overlap (or the tail's end) reaches the radius,
//!   by bisection on the law with its strength scaled.

use super::impact;
use super::jkr::Jkr;
use super::law::{Adhesion, AdhesiveLaw};
use crate::error::Error;
use crate::integrator::IntegrateError;
use crate::scenario::{AdhesionLaw, Scenario};
use crate::text::sig;
use alloc::format;
use alloc::string::String;

/// The smaller radius given (r1, r2; r1 alone at a wall) \[m\], `f64::INFINITY` where none
/// is: the reach of the law ([`AdhesiveLaw::reach`]).
pub fn reach(sc: &Scenario) -> f64 {
    let r = [sc.r1, sc.r2].into_iter().flatten().filter(|r| *r > 0.0);
    r.fold(f64::INFINITY, f64::min)
}

/// Quarterings of the speed (or of the adhesion's strength) tried before giving up on a
/// value in range (4⁻³⁰ ≈ 10⁻¹⁸).
const TRIES: u32 = 30;
/// Bisections between a value in range and four times it: 4·2⁻²⁴ ≈ 2.4e−7, below the five
/// digits shown.
const BISECTIONS: u32 = 24;

/// Whether `law`'s impact at `v0` stays in range; `None` where its integration fails for
/// another reason.
fn within(law: &AdhesiveLaw, v0: f64) -> Option<bool> {
    if !(-law.separation() < law.reach) {
        return Some(false);
    }
    match impact::simulate(law, v0, 0) {
        Ok(_) => Some(true),
        Err(IntegrateError::OutOfDomain { .. }) => Some(false),
        Err(_) => None,
    }
}

/// The largest x in (0, 1] (a fraction of the speed or of the strength) at which `inside`
/// holds, where it fails at 1: quartered until it holds, then bisected; `None` where it
/// holds at no x tried (or cannot be decided).
fn threshold(inside: impl Fn(f64) -> Option<bool>) -> Option<f64> {
    let mut lo = 1.0;
    let mut n = 0;
    loop {
        lo *= 0.25;
        n += 1;
        if inside(lo)? {
            break;
        }
        if n >= TRIES {
            return None;
        }
    }
    let mut hi = 4.0 * lo;
    for _ in 0..BISECTIONS {
        let mid = 0.5 * (lo + hi);
        if inside(mid)? {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    Some(lo)
}

/// The law with its adhesion's strength (w, k_c, f_a) scaled by `s`.
fn scaled(law: &AdhesiveLaw, s: f64) -> AdhesiveLaw {
    let adhesion = match law.adhesion {
        Adhesion::Jkr(j) => Adhesion::Jkr(Jkr::new(s * j.w, j.e_star, j.r_star)),
        Adhesion::JkrHertz(j) => Adhesion::JkrHertz(Jkr::new(s * j.w, j.e_star, j.r_star)),
        Adhesion::Dmt { w, r_star } => Adhesion::Dmt { w: s * w, r_star },
        Adhesion::Sjkr { k_c, geometry } => Adhesion::Sjkr { k_c: s * k_c, geometry },
        Adhesion::Sjkr2 { k_c, geometry } => Adhesion::Sjkr2 { k_c: s * k_c, geometry },
        Adhesion::LinearIrreversible { f_a, k_a } => {
            Adhesion::LinearIrreversible { f_a: s * f_a, k_a }
        }
    };
    // A code's break on the JKR tail scales with δ_c ∝ w^(2/3).
    let break_at = law.break_at.map(|d| d * crate::math::cbrt(s * s));
    AdhesiveLaw { adhesion, break_at, ..*law }
}

/// The key that sets the adhesion's strength, as given, with its value, what it is and its
/// unit.
fn strength(sc: &Scenario, kind: AdhesionLaw) -> (&'static str, f64, &'static str, &'static str) {
    match kind {
        AdhesionLaw::Jkr | AdhesionLaw::Dmt => match (sc.surface_energy, sc.work_of_adhesion) {
            (Some(g), _) => ("surface_energy", g, "the surface energy", "J/m²"),
            (None, w) => {
                ("work_of_adhesion", w.unwrap_or(f64::NAN), "the work of adhesion", "J/m²")
            }
        },
        AdhesionLaw::Sjkr | AdhesionLaw::Sjkr2 => (
            "cohesion_energy_density",
            sc.cohesion_energy_density.unwrap_or(f64::NAN),
            "the cohesion energy density",
            "J/m³",
        ),
        AdhesionLaw::LinearIrreversible => {
            ("adhesion_force", sc.adhesion_force.unwrap_or(f64::NAN), "the adhesion force", "N")
        }
    }
}

/// The refusal of `law` at `v0`, out of its range (module doc).
pub(crate) fn refuse(sc: &Scenario, kind: AdhesionLaw, law: &AdhesiveLaw, v0: f64) -> Error {
    let past = format!(
        "past the smaller radius of the bodies, {} m, where the contact law ends (it holds for \
         overlaps well below the radius)",
        sig(law.reach)
    );
    let (field, value, what, unit) = strength(sc, kind);
    let tail = -law.separation() >= law.reach;
    if !tail {
        if let Some(x) = threshold(|x| within(law, x * v0)) {
            return Error::Unreachable {
                field: "v0",
                value: v0,
                reason: format!(
                    "the impact drives the overlap {past}; v0 must be below {} m/s for these \
                     bodies and this adhesion",
                    sig(x * v0)
                ),
            };
        }
    }
    let why = if tail {
        let end = law.separation();
        let end = if end.is_finite() {
            format!("δ = {} m", sig(end))
        } else {
            "beyond any finite overlap".into()
        };
        format!("the adhesion's tail reaches {end}, {past}")
    } else {
        format!("at v0 = {} m/s the adhesion pulls the overlap {past}", sig(v0))
    };
    let bound = threshold(|x| within(&scaled(law, x), v0)).map_or(String::new(), |x| {
        format!("; {what} must be below {} {unit} for these bodies at this v0", sig(x * value))
    });
    Error::Unreachable { field, value, reason: format!("{why}{bound}") }
}

/// Refuses a law whose tail already ends beyond its reach ([`refuse`]).
pub(crate) fn check_law(
    sc: &Scenario,
    kind: AdhesionLaw,
    law: &AdhesiveLaw,
    v0: f64,
) -> Result<(), Error> {
    if -law.separation() >= law.reach {
        return Err(refuse(sc, kind, law, v0));
    }
    Ok(())
}

/// An integration failure of `law` at `v0` as the user's error: [`refuse`] where the impact
/// left the law's range, else [`crate::models::integration_error`] on `field`.
pub(crate) fn error(
    e: IntegrateError,
    (sc, kind, law, v0): (&Scenario, AdhesionLaw, &AdhesiveLaw, f64),
    field: &'static str,
) -> Error {
    match e {
        IntegrateError::OutOfDomain { .. } => refuse(sc, kind, law, v0),
        e => crate::models::integration_error(e, field),
    }
}
