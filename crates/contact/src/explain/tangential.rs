//! The working behind an oblique answer (the page's "how" toggles of the Oblique
//! view): each tangential result of a [`Solution`] with its defining formula, the user's
//! numbers in it and its source, beside the normal contact's working (`crate::explain`). Every
//! value is recomputed here from the scenario and the solution by the formula shown, so the
//! working and the result cannot disagree (the tests check they match).
//!
//! The impulses J_t = −∫F_t dt and L_i = ∫a_i F_t dt come from the integration (or the closed
//! form of gross slip); the velocities after follow from them by the momentum balance of rigid
//! bodies: vt′ = vt − J_t/m*, ω_i′ = ω_i − L_i/I_i (Maw, Barber & Fawcett 1976).

use crate::impact::Method;
use crate::models::tangential::{law_source, Tangential};
use crate::models::working::{step, Step};
use crate::scenario::{Scenario, TangentialLaw};
use crate::solution::Solution;
use crate::text::{num, si};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Chung & Ooi's benchmark, the source of the rebound quantities' definitions.
const CHUNG_OOI: &str = "Chung & Ooi 2011";
/// The rigid-body impulse relations.
const MAW: &str = "Maw, Barber & Fawcett 1976";

/// The working of the tangential half of `sol` (empty when it has none).
pub fn working(sc: &Scenario, sol: &Solution) -> Vec<Step> {
    let Some(t) = sol.tangential.as_ref() else { return Vec::new() };
    let v0 = crate::pair::impact_speed(sc).unwrap_or(f64::NAN);
    let vt = sc.vt.unwrap_or(0.0);
    let vn = sol.restitution * v0;
    let mut out = Vec::new();
    out.push(law_step(t));
    if let Some(g) = t.shear_modulus {
        out.push(shear_modulus_step(sc, g));
    }
    out.push(slip_step(sc, t));
    out.extend(velocity_steps(sc, sol, t, v0, vt));
    let deg = |y: f64, x: f64| crate::math::atan2(y, x) * 180.0 / PI;
    if let Some(r) = t.vt_ratio {
        let n = format!("{} / {} = {}", speed(t.vt_after), speed(vt), num(t.vt_after / vt, 6));
        out.push(step("vt_ratio", "vt′/vt", n, r, CHUNG_OOI));
    }
    if let Some(b) = t.restitution {
        let n = format!("−({}) / {} = {}", speed(t.slip_after), speed(t.slip_before), num(b, 6));
        out.push(step("restitution", "−u′/u₀", n, b, &format!("{MAW}; {CHUNG_OOI}")));
    }
    let jn = sol.effective_mass * (v0 + vn);
    let jt = sol.effective_mass * (vt - t.vt_after);
    out.push(step(
        "impulse_ratio",
        "J_t / J_n,  J_t = m*(vt − vt′),  J_n = m*(v₀ + vn′),  vn′ = e v₀",
        format!("{} / {} = {}", impulse(jt), impulse(jn), num(jt / jn, 6)),
        jt / jn,
        MAW,
    ));
    let angle = |q: &'static str, f: &str, y: f64, x: f64, ty: &str, tx: &str| {
        let a = deg(y, x);
        step(q, f, format!("atan({ty} / {tx}) = {}°", num(a, 6)), a, CHUNG_OOI)
    };
    out.push(angle("incidence_angle", "θ = atan(vt/v₀)", vt, v0, &speed(vt), &speed(v0)));
    let (vta, ua, vns) = (speed(t.vt_after), speed(t.slip_after), speed(vn));
    out.push(angle("rebound_angle", "atan(vt′/vn′)", t.vt_after, vn, &vta, &vns));
    out.push(angle("contact_rebound_angle", "atan(u′/vn′)", t.slip_after, vn, &ua, &vns));
    out.push(gross_slip_step(sc, sol, t, v0));
    out
}

fn speed(x: f64) -> String {
    si(x, "m/s")
}
fn impulse(x: f64) -> String {
    format!("{} N·s", num(x, 6))
}

/// The law: its force, its stiffness at the deepest overlap, μ.
fn law_step(t: &Tangential) -> Step {
    let mu = num(t.mu, 4);
    let kt = t
        .stiffness_at_max_overlap
        .map_or(String::new(), |k| format!(", k_t(ξ_max) = {}", si(k, "N/m")));
    let (formula, numbers) = match t.law {
        TangentialLaw::Mindlin => (
            "dF_t = −k_t u dt,  k_t = 8G*√(R*ξ),  |F_t| ≤ μ F_n",
            format!("μ = {mu}{kt}"),
        ),
        TangentialLaw::MindlinTotal => (
            "F_t = −k_t δ_t,  δ_t = ∫u dt,  k_t = 8G*√(R*ξ); sliding: δ_t rescaled to |F_t| = μ F_n",
            format!("μ = {mu}{kt}"),
        ),
        TangentialLaw::Linear => {
            ("dF_t = −k_t u dt,  k_t constant,  |F_t| ≤ μ F_n", format!("μ = {mu}{kt}"))
        }
        TangentialLaw::Coulomb => {
            ("F_t = −μ F_n sign u while u ≠ 0, then 0 (rolling)", format!("μ = {mu}"))
        }
    };
    step("law", formula, numbers, t.stiffness_at_max_overlap.unwrap_or(t.mu), law_source(t.law))
}

/// 1/G* = (2 − ν₁)/G₁ + (2 − ν₂)/G₂, G = E/(2(1 + ν)); a rigid body 2 adds nothing.
fn shear_modulus_step(sc: &Scenario, g: f64) -> Step {
    let body = |e: Option<f64>, nu: Option<f64>| match (e, nu) {
        (Some(e), Some(nu)) if e.is_finite() => Some((e / (2.0 * (1.0 + nu)), nu)),
        _ => None,
    };
    let mut parts = Vec::new();
    for (i, b) in [body(sc.e1_modulus, sc.nu1), body(sc.e2_modulus, sc.nu2)].iter().enumerate() {
        if let Some((gi, nu)) = b {
            parts.push(format!(
                "(2 − {})/{} (G{} = {})",
                num(*nu, 4),
                si(*gi, "Pa"),
                i + 1,
                si(*gi, "Pa")
            ));
        }
    }
    let numbers = format!("1/G* = {} → G* = {}", parts.join(" + "), si(g, "Pa"));
    step(
        "shear_modulus",
        "1/G* = (2 − ν₁)/G₁ + (2 − ν₂)/G₂,  G = E/(2(1 + ν)) (a rigid body 2: 0)",
        numbers,
        g,
        "Mindlin & Deresiewicz 1953",
    )
}

/// u₀ = vt + r₁ω₁ + r₂ω₂.
fn slip_step(sc: &Scenario, t: &Tangential) -> Step {
    let vt = sc.vt.unwrap_or(0.0);
    let mut n = speed(vt);
    if let Some(r1) = sc.r1 {
        n.push_str(&format!(" + {} × {} rad/s", si(r1, "m"), num(sc.omega1.unwrap_or(0.0), 6)));
    }
    if let (Some(r2), Some(w2)) = (sc.r2, sc.omega2) {
        n.push_str(&format!(" + {} × {} rad/s", si(r2, "m"), num(w2, 6)));
    }
    n.push_str(&format!(" = {}", speed(t.slip_before)));
    step(
        "slip_before",
        "u₀ = vt + r₁ω₁ + r₂ω₂",
        n,
        t.slip_before,
        "rigid-body kinematics; spins signed to add to the slip",
    )
}

/// vt′ and the spins from the impulses.
fn velocity_steps(sc: &Scenario, sol: &Solution, t: &Tangential, v0: f64, vt: f64) -> Vec<Step> {
    let m = sol.effective_mass;
    let jt = m * (vt - t.vt_after);
    let how = if t.method == Method::ClosedForm {
        format!(
            "gross slip throughout: J_t = sign(u₀) μ m*(1 + e) v₀ = {} × {} × {} × (1 + {}) × {}",
            if t.slip_before > 0.0 { "+1" } else { "−1" },
            num(t.mu, 4),
            si(m, "kg"),
            num(sol.restitution, 6),
            speed(v0)
        )
    } else {
        String::from("J_t = −∫F_t dt integrated over the contact")
    };
    let mut out = alloc::vec![step(
        "vt_after",
        "vt′ = vt − J_t/m*",
        format!(
            "{how} = {}; vt′ = {} − {} / {} = {}",
            impulse(jt),
            speed(vt),
            impulse(jt),
            si(m, "kg"),
            speed(t.vt_after)
        ),
        t.vt_after,
        MAW,
    )];
    let spin = |q: &'static str, i: usize, w: f64, w_after: f64, inertia: f64, r: Option<f64>| {
        let l = inertia * (w - w_after);
        let disk = sc.dim == Some(2.0);
        let rule = if disk { "(1/2) m r² (a disk)" } else { "(2/5) m r² (a solid sphere)" };
        step(
            q,
            &format!("ω{i}′ = ω{i} − L{i}/I{i},  L{i} = ∫a{i} F_t dt,  I{i} = {rule}"),
            format!(
                "I{i} = {} kg·m² (r{i} = {}), L{i} = {} N·m·s: ω{i}′ = {} − {} / {} = {} rad/s",
                num(inertia, 6),
                r.map_or(String::from("?"), |r| si(r, "m")),
                num(l, 6),
                num(w, 6),
                num(l, 6),
                num(inertia, 6),
                num(w_after, 6)
            ),
            w_after,
            MAW,
        )
    };
    out.push(spin(
        "omega1_after",
        1,
        sc.omega1.unwrap_or(0.0),
        t.omega1_after,
        t.moment_of_inertia1,
        sc.r1,
    ));
    if let (Some(w2), Some(i2)) = (t.omega2_after, t.moment_of_inertia2) {
        out.push(spin("omega2_after", 2, sc.omega2.unwrap_or(0.0), w2, i2, sc.r2));
    }
    out
}

/// The rigid-body limit: gross slip throughout while |u₀| > μ(1 + e)v₀ m*/m_t,
/// 1/m_t = 1/m* + r₁²/I₁ + r₂²/I₂ (a sphere on a wall: m*/m_t = 7/2).
fn gross_slip_step(sc: &Scenario, sol: &Solution, t: &Tangential, v0: f64) -> Step {
    let m = sol.effective_mass;
    let r1 = sc.r1.unwrap_or(0.0);
    let arm2 = t.moment_of_inertia2.zip(sc.r2).map_or(0.0, |(i, r)| r * r / i);
    let ratio = m * (1.0 / m + r1 * r1 / t.moment_of_inertia1 + arm2);
    let limit = t.mu * (1.0 + sol.restitution) * v0 * ratio;
    let verdict = if t.slip_before.abs() > limit {
        "it slips throughout"
    } else {
        "it would stop slipping (a spring law may stick or reverse sooner)"
    };
    step(
        "regime",
        "rigid body: gross slip while |u₀| > μ(1 + e) v₀ m*/m_t,  1/m_t = 1/m* + r₁²/I₁ + r₂²/I₂",
        format!(
            "m*/m_t = {}: μ(1 + e) v₀ m*/m_t = {} × (1 + {}) × {} × {} = {}; |u₀| = {}: {verdict}",
            num(ratio, 6),
            num(t.mu, 4),
            num(sol.restitution, 6),
            speed(v0),
            num(ratio, 6),
            speed(limit),
            speed(t.slip_before.abs())
        ),
        limit,
        MAW,
    )
}

#[cfg(test)]
#[cfg(feature = "oblique")]
mod tests {
    use super::*;
    use crate::testing::rel;
    use crate::Value::{Number as N, Text as T};

    fn value(steps: &[Step], q: &str) -> f64 {
        steps.iter().find(|s| s.quantity == q).map_or(f64::NAN, |s| s.value)
    }

    /// Chung & Ooi's Test 4 (Al oxide on a wall, 3.9 m/s at 5°, Tsuji e = 0.98, mindlin) and a
    /// pair with both spins: every step recomputed from the velocities agrees with the
    /// solution's own field, which the library takes from the integrated impulses.
    #[test]
    fn steps_match_the_solution() {
        let test4 = Scenario::from_pairs([
            ("model", T("tsuji")),
            ("rho1", N(4000.0)),
            ("r1", N(0.0025)),
            ("E1", N(3.8e11)),
            ("nu1", N(0.23)),
            ("v0", N(3.8851593225578074)),
            ("vt", N(0.33990739671586684)),
            ("e", N(0.98)),
            ("mu", N(0.092)),
        ])
        .unwrap();
        let mut pair = crate::testing::glass("tsuji");
        for (k, v) in [("e", 0.8), ("vt", 0.4), ("omega1", 100.0), ("omega2", -50.0), ("mu", 0.3)] {
            pair.set(k, N(v)).unwrap();
        }
        for sc in [test4, pair] {
            let sol = crate::solve(&sc).unwrap();
            let t = sol.tangential.clone().unwrap();
            let w = working(&sc, &sol);
            let check = |q: &str, want: f64, tol: f64| {
                let got = value(&w, q);
                assert!(rel(got, want) <= tol, "{q}: {got} against {want}");
            };
            check("vt_ratio", t.vt_ratio.unwrap(), 1e-12);
            check("restitution", t.restitution.unwrap(), 1e-12);
            check("slip_before", t.slip_before, 1e-15);
            check("incidence_angle", t.incidence_angle, 1e-12);
            // vn′ = e v₀ here; the library's angles take the separation speed of the oblique
            // integration: the two agree to its tolerance (≈ 1e−10).
            check("rebound_angle", t.rebound_angle, 1e-9);
            check("contact_rebound_angle", t.contact_rebound_angle, 1e-9);
            check("shear_modulus", t.shear_modulus.unwrap(), 1e-12);
            // J_t/J_n from the velocities against the library's from the integrated impulses.
            check("impulse_ratio", t.impulse_ratio, 1e-9);
            // The momentum balance of body 1 with the contract's lever arm r₁: the spin after
            // from the tangential speed after, ω₁′ = ω₁ − r₁ m*(vt − vt′)/I₁.
            let (r1, i1) = (sc.r1.unwrap(), t.moment_of_inertia1);
            let jt = sol.effective_mass * (sc.vt.unwrap() - t.vt_after);
            check("omega1_after", sc.omega1.unwrap_or(0.0) - r1 * jt / i1, 1e-9);
        }
    }

    /// The rigid-body limit on a wall: μ(1 + e)v₀ m*/m_t with m*/m_t = 7/2 for a solid sphere.
    #[test]
    fn gross_slip_limit_on_a_wall() {
        let sc = Scenario::from_pairs([
            ("model", T("hertz")),
            ("rho1", N(2500.0)),
            ("r1", N(1e-3)),
            ("E1", N(63e9)),
            ("nu1", N(0.2)),
            ("v0", N(1.0)),
            ("vt", N(3.0)),
            ("mu", N(0.1)),
            ("tangential", T("coulomb")),
        ])
        .unwrap();
        let sol = crate::solve(&sc).unwrap();
        let w = working(&sc, &sol);
        assert!(rel(value(&w, "regime"), 3.5 * 0.1 * 2.0 * 1.0) < 1e-12);
        assert!(w.iter().any(|s| s.quantity == "regime" && s.numbers.contains("slips throughout")));
        // Gross slip: vt′ = vt − μ(1 + e)v₀ exactly (e = 1).
        assert!(rel(value(&w, "vt_after"), 3.0 - 0.1 * 2.0) < 1e-12);
    }
}
