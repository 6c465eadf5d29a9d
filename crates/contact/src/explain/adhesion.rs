//! The working of an adhesive contact: the law's closed forms with the user's
//! numbers (Johnson, Kendall & Roberts 1971; Derjaguin, Muller & Toporov 1975; Thornton &
//! Ning 1998), and how the sticking velocity was found. Each value is the law's own
//! ([`crate::models::adhesion::jkr::Jkr`], [`crate::models::adhesion::law::Adhesion`]) for the
//! solution's E*, R* and w: the formulas are written once, in the law, and shown here.

use crate::models::adhesion::jkr::Jkr;
use crate::models::adhesion::law::Adhesion;
use crate::models::working::{step, Step};
use crate::scenario::AdhesionLaw;
use crate::solution::Solution;
use crate::text::{num, si};
use alloc::format;
use alloc::vec::Vec;

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
            let jkr = Jkr::new(w, e_star, r);
            let fc = jkr.pull_off();
            out.push(step(
                "adhesion.pull_off_force",
                "F_c = (3/2)π w R*",
                format!("F_c = 1.5π × {} J/m² × {} = {}", num(w, 6), si(r, "m"), si(fc, "N")),
                fc,
                JKR,
            ));
            let dc = jkr.separation();
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
            let a0 = jkr.contact_radius_zero_load();
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
            let f = Adhesion::Dmt { w, r_star: r }.pull_off().unwrap_or(f64::NAN);
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

    /// Every step's value, against numbers computed apart from this crate (mpmath, 30 digits,
    /// from Johnson, Kendall & Roberts 1971's F = 4E*a³/(3R*) − √(8πwE*a³), δ = a²/R* −
    /// √(2πwa/E*)): for the 20 µm powder pair (E* = 5 GPa/(2(1 − 0.3²)), R* = 10 µm,
    /// w = 2γ = 0.1 J/m²), F_c = (3/2)πwR*, δ_c where dδ/da = 0, a₀ where F = 0, and the tail's
    /// work W = −∫F dδ from δ_c to 0 on the stable branch (quadrature); the sticking velocity
    /// √(2W/m*) with m* = ρ(4/3)πr³/2.
    #[test]
    fn steps_match_independent_numbers() {
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
        let value = |q: &str| steps.iter().find(|s| s.quantity == q).unwrap().value;
        assert!(rel(value("adhesion.pull_off_force"), 4.712_388_980_384_69e-6) < 1e-14);
        assert!(rel(value("adhesion.separation_overlap"), -3.806_817_884_379_023e-9) < 1e-14);
        let a0 = value("adhesion.contact_radius_zero_load");
        assert!(rel(a0, 3.719_528_779_527_537e-7) < 1e-14);
        let w = 1.678_217_774_952_956e-14;
        assert!(rel(value("adhesion.tail_work"), w) < 1e-9);
        let m = 1500.0 * 4.0 / 3.0 * core::f64::consts::PI * 20e-6_f64.powi(3) / 2.0;
        assert!(rel(value("adhesion.sticking_velocity"), (2.0 * w / m).sqrt()) < 1e-9);
        // e = √(1 − V_s²/v₀²) with no dashpot (Thornton & Ning 1998).
        let e = (1.0 - 2.0 * w / m / 0.01).sqrt();
        assert!(steps.iter().any(|s| s.quantity == "restitution" && rel(s.value, e) < 1e-9));
    }
}
