//! The working of an adhesive contact: the law's closed forms with the user's
//! numbers (Johnson, Kendall & Roberts 1971; Derjaguin, Muller & Toporov 1975; Thornton &
//! Ning 1998), and how the sticking velocity was found. Each value is recomputed here by the
//! formula shown from the solution's E*, R*, m and the adhesion object.

use crate::models::working::{step, Step};
use crate::scenario::AdhesionLaw;
use crate::solution::Solution;
use crate::text::{num, si};
use alloc::format;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// The steps of `sol`'s adhesion (none without one).
pub fn steps(sol: &Solution) -> Vec<Step> {
    let Some(a) = &sol.adhesion else { return Vec::new() };
    let mut out = Vec::new();
    let r = sol.effective_radius.unwrap_or(f64::NAN);
    let e_star = sol.effective_modulus.unwrap_or(f64::NAN);
    let w = a.work_of_adhesion.unwrap_or(f64::NAN);
    const JKR: &str = "Johnson, Kendall & Roberts 1971";
    match a.law {
        AdhesionLaw::Jkr => {
            let fc = 1.5 * PI * w * r;
            out.push(step(
                "adhesion.pull_off_force",
                "F_c = (3/2)π w R*",
                format!("F_c = 1.5π × {} J/m² × {} = {}", num(w, 6), si(r, "m"), si(fc, "N")),
                fc,
                JKR,
            ));
            let x = PI * w / e_star;
            let dc = -0.75 * crate::math::cbrt(x * x * r);
            out.push(step(
                "adhesion.separation_overlap",
                "δ_c = −(3/4)(π² w² R*/E*²)^(1/3), where F = −(5/9)F_c",
                format!(
                    "δ_c = −0.75 × (π² × ({} J/m²)² × {} / ({})²)^(1/3) = {}",
                    num(w, 6),
                    si(r, "m"),
                    si(e_star, "Pa"),
                    si(dc, "m")
                ),
                dc,
                JKR,
            ));
            let a0 = crate::math::cbrt(4.5 * PI * w * r * r / e_star);
            out.push(step(
                "adhesion.contact_radius_zero_load",
                "a₀ = (9π w R*²/(2E*))^(1/3)",
                format!(
                    "a₀ = (4.5π × {} J/m² × ({})² / {})^(1/3) = {}",
                    num(w, 6),
                    si(r, "m"),
                    si(e_star, "Pa"),
                    si(a0, "m")
                ),
                a0,
                JKR,
            ));
        }
        AdhesionLaw::Dmt => {
            let f = 2.0 * PI * w * r;
            out.push(step(
                "adhesion.pull_off_force",
                "F = 2π w R*, pulling while the bodies overlap",
                format!("2π × {} J/m² × {} = {}", num(w, 6), si(r, "m"), si(f, "N")),
                f,
                "Derjaguin, Muller & Toporov 1975",
            ));
        }
        _ => {}
    }
    sticking_steps(sol, &mut out);
    out
}

/// The tail's work, the sticking velocity, and the closed-form restitution where the contact
/// has no dashpot (Thornton & Ning 1998).
fn sticking_steps(sol: &Solution, out: &mut Vec<Step>) {
    let Some(a) = &sol.adhesion else { return };
    let m = sol.effective_mass;
    let undamped = sol.damping_coefficient == 0.0;
    if a.tail_work > 0.0 {
        out.push(step(
            "adhesion.tail_work",
            "W = −∫ F dδ over the tail, δ = 0 … the separation point",
            format!(
                "W = {} (JKR: 0.935503 F_c |δ_c|; linear-irreversible: f_a²/(2k_a))",
                si(a.tail_work, "J")
            ),
            a.tail_work,
            "Thornton & Ning 1998",
        ));
    }
    let Some(vs) = a.sticking_velocity else { return };
    if undamped {
        out.push(step(
            "adhesion.sticking_velocity",
            "V_s = √(2W/m*): the impact's kinetic energy against the tail's work",
            format!("V_s = √(2 × {} / {}) = {}", si(a.tail_work, "J"), si(m, "kg"), si(vs, "m/s")),
            vs,
            "Thornton & Ning 1998",
        ));
        if !a.stuck {
            let e = sol.restitution_formula.unwrap_or(f64::NAN);
            out.push(step(
                "restitution",
                "e = √(1 − V_s²/v₀²) (no dashpot: all the loss is the tail's)",
                format!("e = {}", num(e, 9)),
                e,
                "Thornton & Ning 1998",
            ));
        }
    } else {
        out.push(step(
            "adhesion.sticking_velocity",
            "V_s: the impact speed at which the bodies just reach the separation point, the damping held",
            format!(
                "V_s = {} by integrating the contact and Brent's method on v_sep² (or 2H/m < 0 when stuck)",
                si(vs, "m/s")
            ),
            vs,
            "Brent 1973; Dormand & Prince 1980",
        ));
    }
}

#[cfg(test)]
mod tests {
    use crate::testing::rel;
    use crate::{Scenario, Value};

    /// Every step's value is the solution's (JKR on hertz, the 20 µm powder pair).
    #[test]
    fn steps_match_the_solution() {
        use Value::{Number as N, Text as T};
        let sc = Scenario::from_pairs([
            ("model", T("hertz")),
            ("adhesion", T("jkr")),
            ("surface_energy", N(0.05)),
            ("v0", N(0.1)),
            ("E1", N(5e9)),
            ("nu1", N(0.3)),
            ("r1", N(20e-6)),
            ("rho1", N(1500.0)),
            ("E2", N(5e9)),
            ("nu2", N(0.3)),
            ("r2", N(20e-6)),
            ("rho2", N(1500.0)),
        ])
        .unwrap();
        let sol = crate::solve(&sc).unwrap();
        let steps = crate::explain::explain(&sc, &sol).unwrap();
        let a = sol.adhesion.as_ref().unwrap();
        let value = |q: &str| steps.iter().find(|s| s.quantity == q).map(|s| s.value);
        assert!(rel(value("adhesion.pull_off_force").unwrap(), a.pull_off_force.unwrap()) < 1e-14);
        assert!(rel(value("adhesion.separation_overlap").unwrap(), a.separation_overlap) < 1e-14);
        let a0 = a.contact_radius_zero_load.unwrap();
        assert!(rel(value("adhesion.contact_radius_zero_load").unwrap(), a0) < 1e-14);
        assert!(
            rel(value("adhesion.sticking_velocity").unwrap(), a.sticking_velocity.unwrap()) < 1e-15
        );
        let w = a.pull_off_force.unwrap() * a.separation_overlap.abs() * 0.935_502_783_271_9;
        assert!(rel(value("adhesion.tail_work").unwrap(), w) < 1e-12);
        assert!(steps
            .iter()
            .any(|s| s.quantity == "restitution" && rel(s.value, sol.restitution) < 1e-9));
    }
}
