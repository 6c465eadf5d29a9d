//! The wrong numbers of the 2026-11-29 edge-case survey (shared/repros, W1–W7 and the rolling
//! soft ball of B2), each reproducer through the library as the CLI sends it, against a value
//! computed here independently: a closed form, or a classical RK4 at a fixed step written in
//! this file (its exits located by bisection on the last step, its error bounded by the
//! same run at half the step).
#![cfg(feature = "adhesion")]

use dem_contact::rolling::{rolling, RollingInput};
use dem_contact::{solve, Error, Scenario, Solution, Value};
use std::f64::consts::PI;

fn scenario(pairs: &[(&'static str, f64)], texts: &[(&'static str, &'static str)]) -> Scenario {
    let mut v: Vec<(&str, Value)> = texts.iter().map(|(k, t)| (*k, Value::Text(t))).collect();
    v.extend(pairs.iter().map(|(k, x)| (*k, Value::Number(*x))));
    Scenario::from_pairs(v).unwrap()
}

fn rel(a: f64, b: f64) -> f64 {
    (a - b).abs() / b.abs()
}

/// The number after "must be below " or "must be above " in a message.
fn bound(err: &Error) -> f64 {
    let msg = err.to_string();
    let at = msg.find("must be below ").or_else(|| msg.find("must be above ")).expect(&msg);
    let rest = &msg[at + "must be below ".len()..];
    rest.split(' ').next().unwrap().parse().expect(&msg)
}

/// One RK4 step of x″ = a(x, x′) by h.
fn rk4_step(a: &impl Fn(f64, f64) -> f64, x: f64, v: f64, h: f64) -> (f64, f64) {
    let (k1x, k1v) = (v, a(x, v));
    let (k2x, k2v) = (v + 0.5 * h * k1v, a(x + 0.5 * h * k1x, v + 0.5 * h * k1v));
    let (k3x, k3v) = (v + 0.5 * h * k2v, a(x + 0.5 * h * k2x, v + 0.5 * h * k2v));
    let (k4x, k4v) = (v + h * k3v, a(x + h * k3x, v + h * k3v));
    (
        x + h / 6.0 * (k1x + 2.0 * k2x + 2.0 * k3x + k4x),
        v + h / 6.0 * (k1v + 2.0 * k2v + 2.0 * k3v + k4v),
    )
}

/// RK4 from (x, v) at step h until x falls through `level` (after the first step): the
/// state there (x = level, its speed, the time taken), the crossing located by bisection on
/// the last step's length; `None` if the speed turns positive first (stuck) or after `n` steps.
fn rk4_until(
    a: impl Fn(f64, f64) -> f64,
    (mut x, mut v): (f64, f64),
    level: f64,
    h: f64,
    n: usize,
) -> Option<(f64, f64)> {
    let mut t = 0.0;
    let mut falling = false;
    for _ in 0..n {
        let (nx, nv) = rk4_step(&a, x, v, h);
        if nx <= level && t > 0.0 {
            let (mut lo, mut hi) = (0.0, h);
            for _ in 0..100 {
                let mid = 0.5 * (lo + hi);
                if rk4_step(&a, x, v, mid).0 > level {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            return Some((rk4_step(&a, x, v, hi).1, t + hi));
        }
        falling |= nv < 0.0;
        if falling && nv > 0.0 {
            return None;
        }
        (x, v, t) = (nx, nv, t + h);
    }
    None
}

/// The largest x of RK4 from (0, v0) at step h (x″ = a(x, x′)), until x′ falls through 0.
fn rk4_max(a: impl Fn(f64, f64) -> f64, v0: f64, h: f64) -> f64 {
    let (mut x, mut v) = (0.0, v0);
    loop {
        let (nx, nv) = rk4_step(&a, x, v, h);
        if nv <= 0.0 {
            let (mut lo, mut hi) = (0.0, h);
            for _ in 0..100 {
                let mid = 0.5 * (lo + hi);
                if rk4_step(&a, x, v, mid).1 > 0.0 {
                    lo = mid;
                } else {
                    hi = mid;
                }
            }
            return rk4_step(&a, x, v, hi).0;
        }
        (x, v) = (nx, nv);
    }
}

// ---------------------------------------------------------------------------------------
// W1: linear-irreversible with a soft tail, above its sticking velocity.

/// MercuryDPM's irreversible adhesion on an undamped linear spring, by RK4 in two phases: in
/// contact m δ̈ = −(k δ − f_a) to δ = 0, then on the tail m δ̈ = f_a + k_a δ to −f_a/k_a:
/// (rebound speed, contact time), `None` when stuck.
fn linear_irreversible(
    m: f64,
    k: f64,
    f_a: f64,
    k_a: f64,
    v0: f64,
    div: f64,
) -> Option<(f64, f64)> {
    let (w, wa) = ((k / m).sqrt(), (k_a / m).sqrt());
    let (vc, t1) = rk4_until(|x, _| -(k * x - f_a) / m, (0.0, v0), 0.0, 1e-3 / (w * div), 1 << 24)?;
    let (vs, t2) =
        rk4_until(|x, _| (f_a + k_a * x) / m, (0.0, vc), -f_a / k_a, 1e-3 / (wa * div), 1 << 24)?;
    Some((-vs, t1 + t2))
}

#[test]
fn w1_soft_tail_bounces_above_its_sticking_velocity() {
    // (k, m1, f_a, k_a, v0): the survey's two cases, V_s = f_a/√(k_a m) = 0.01 and 2 m/s.
    let cases = [
        (1e4, 1e-9, 1e-6, 10.0, 0.0104),
        (1e7, 1e-4, 0.2, 100.0, 3.0),
        (1e7, 1e-4, 0.2, 100.0, 5.0),
        (1e7, 1e-4, 0.2, 100.0, 8.0),
    ];
    for (k, m, f_a, k_a, v0) in cases {
        let sc = scenario(
            &[
                ("k", k),
                ("m1", m),
                ("adhesion_force", f_a),
                ("adhesion_stiffness", k_a),
                ("damping", 0.0),
                ("v0", v0),
            ],
            &[("model", "linear"), ("adhesion", "linear-irreversible")],
        );
        let sol = solve(&sc).unwrap();
        let a = sol.adhesion.as_ref().unwrap();
        let vs = f_a / (k_a * m).sqrt();
        assert!(rel(a.sticking_velocity.unwrap(), vs) < 1e-14);
        let (v1, t1) = linear_irreversible(m, k, f_a, k_a, v0, 1.0).unwrap();
        let (v2, t2) = linear_irreversible(m, k, f_a, k_a, v0, 2.0).unwrap();
        let err = (v1 - v2).abs() / v0;
        assert!(err < 1e-11, "RK4 step error {err}");
        let closed = (1.0 - (vs / v0).powi(2)).sqrt();
        assert!(rel(v2 / v0, closed) < 1e-9, "RK4 {} against √(1 − V_s²/v0²) {closed}", v2 / v0);
        assert!(!a.stuck, "v0 = {v0}: stuck above V_s = {vs}");
        assert!(
            rel(sol.restitution, v2 / v0) < 1e-9,
            "v0 = {v0}: e = {} against RK4 {}",
            sol.restitution,
            v2 / v0
        );
        assert!(
            rel(sol.contact_time.unwrap(), t2) < 1e-6,
            "t_c {:?} against RK4 {t2} ({t1})",
            sol.contact_time
        );
        // The energy: what the tail took, nothing else (no dashpot).
        let e = &sol.energy;
        let lost = e.before.total - e.after.total;
        assert!(rel(lost, a.tail_work) < 1e-9, "lost {lost}, tail work {}", a.tail_work);
        assert_eq!(a.dashpot_work, 0.0);
    }
}

// ---------------------------------------------------------------------------------------
// W2: a conservative contact with a well deeper than the bodies: refused, never "stuck".

/// The sjkr2 case: a 1 cm rubber ball pair, k_c given.
fn rubber(k_c: f64) -> Scenario {
    scenario(
        &[
            ("cohesion_energy_density", k_c),
            ("v0", 0.01),
            ("E1", 1e6),
            ("nu1", 0.49),
            ("r1", 0.01),
            ("rho1", 1100.0),
            ("E2", 1e6),
            ("nu2", 0.49),
            ("r2", 0.01),
            ("rho2", 1100.0),
        ],
        &[("model", "hertz"), ("adhesion", "sjkr2")],
    )
}

#[test]
fn w2_conservative_overlap_past_the_radius_is_refused() {
    let err = solve(&rubber(1e7)).unwrap_err();
    assert_eq!(err.field(), "cohesion_energy_density", "{err}");
    assert!(err.to_string().contains("0.010000 m"), "{err}");
    // Undamped, the overlap reaches r = 0.01 m where the potential of the spring and the
    // cohesion, U(δ) = (2/5) k δ^(5/2) − (1/2) k_s δ² (k_s = k_c 4πR*), has not taken the
    // whole impact energy by then: U rises past δ = (k_s/k)² < r, so the bound is U(r) = E,
    // k_s = 2 ((2/5) k r^(5/2) − E)/r².
    let (r, rho, v0) = (0.01f64, 1100.0, 0.01);
    let e_star = 1e6 / (2.0 * (1.0 - 0.49f64 * 0.49));
    let r_star = r / 2.0;
    let k = 4.0 / 3.0 * e_star * r_star.sqrt();
    let m = rho * 4.0 / 3.0 * PI * r.powi(3) / 2.0;
    let energy = 0.5 * m * v0 * v0;
    let ks = 2.0 * (0.4 * k * r.powf(2.5) - energy) / (r * r);
    assert!((ks / k).powi(2) < r);
    let kc = ks / (4.0 * PI * r_star);
    assert!(rel(bound(&err), kc) < 1e-4, "{err}: closed form {kc}");
    // Just inside: answered, conservative, e = 1, never stuck.
    let sol = solve(&rubber(0.99 * kc)).unwrap();
    let a = sol.adhesion.unwrap();
    assert!(!a.stuck && (sol.restitution - 1.0).abs() < 1e-12, "e = {}", sol.restitution);
    assert_eq!(a.sticking_velocity, Some(0.0));
    assert!(sol.max_overlap < r);
}

/// DMT with a partner 10⁶ times smaller, and its γ/w twins that flipped between "stuck" and
/// e = 1 on a 1-ulp change: refused alike, at the closed-form bound of the undamped
/// contact, (2/5) k r^(5/2) − F0 r = E with F0 = 2π w R*.
#[test]
fn w2_dmt_tiny_partner_refused_alike_for_gamma_and_w() {
    let pair = |key: &'static str, x: f64| {
        scenario(
            &[
                ("E1", 3e9),
                ("nu1", 0.35),
                ("r1", 1.7528e-6),
                ("rho1", 1000.0),
                ("E2", 3e9),
                ("nu2", 0.35),
                ("r2", 1.7528e-12),
                ("rho2", 1000.0),
                (key, x),
                ("v0", 0.0057),
            ],
            &[("model", "hertz"), ("adhesion", "dmt")],
        )
    };
    let w = solve(&pair("work_of_adhesion", 927.9)).unwrap_err();
    let g = solve(&pair("surface_energy", 927.9 / 2.0)).unwrap_err();
    assert_eq!((w.field(), g.field()), ("work_of_adhesion", "surface_energy"));
    let (r1, r2, rho, v0) = (1.7528e-6f64, 1.7528e-12f64, 1000.0, 0.0057);
    let r_star = r1 * r2 / (r1 + r2);
    let e_star = 3e9 / (2.0 * (1.0 - 0.35f64 * 0.35));
    let k = 4.0 / 3.0 * e_star * r_star.sqrt();
    let (m1, m2) = (rho * 4.0 / 3.0 * PI * r1.powi(3), rho * 4.0 / 3.0 * PI * r2.powi(3));
    let m = m1 * m2 / (m1 + m2);
    let energy = 0.5 * m * v0 * v0;
    let w_max = (0.4 * k * r2.powf(2.5) - energy) / (2.0 * PI * r_star * r2);
    assert!(rel(bound(&w), w_max) < 1e-4, "{w}: closed form {w_max}");
    assert!(rel(bound(&g), w_max / 2.0) < 1e-4, "{g}: closed form {}", w_max / 2.0);
}

// ---------------------------------------------------------------------------------------
// W4: overdamped linear + sjkr at 10⁹ m/s: an overlap of 0.58 m for a 0.8 µm particle.

#[test]
fn w4_overdamped_sjkr_past_the_radius_names_v0() {
    let at = |v0: f64| {
        scenario(
            &[
                ("k", 300.0),
                ("m1", 2.7e-15),
                ("r1", 8e-7),
                ("v0", v0),
                ("cohesion_energy_density", 1400.0),
                ("damping", 1.5),
            ],
            &[("model", "linear"), ("adhesion", "sjkr")],
        )
    };
    let err = solve(&at(1e9)).unwrap_err();
    assert_eq!(err.field(), "v0", "{err}");
    // The speed whose largest overlap is r1, by RK4 and bisection: m δ̈ = −(k δ + c δ̇ −
    // k_c π(2 r1 δ − δ²)), c = 2α√(m k) (a wall: LIGGGHTS's area (r1² − (r1 − δ)²)π).
    let (k, m, r1, kc, alpha) = (300.0f64, 2.7e-15f64, 8e-7f64, 1400.0, 1.5);
    let c = 2.0 * alpha * (m * k).sqrt();
    let acc = |x: f64, v: f64| -(k * x + c * v - kc * PI * (2.0 * r1 * x - x * x)) / m;
    let h = 1e-4 / (k / m).sqrt();
    let (mut lo, mut hi) = (1.0, 1e4);
    for _ in 0..60 {
        let mid = 0.5 * (lo + hi);
        if rk4_max(acc, mid, h) < r1 {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    assert!(rel(bound(&err), lo) < 1e-4, "{err}: RK4 {lo}");
    // In range, the overdamped contact never separates (no speed does: sticking_velocity
    // null), as without adhesion; the adhesion does not raise e.
    let sol = solve(&at(100.0)).unwrap();
    let a = sol.adhesion.unwrap();
    assert!(a.stuck && sol.restitution == 0.0 && a.restitution_without_adhesion == 0.0);
    assert_eq!(a.sticking_velocity, None);
}

// ---------------------------------------------------------------------------------------
// W5: a restitution of 10⁻¹² reported as 0 while the bodies separate.

#[test]
fn w5_tiny_restitution_is_the_small_number_it_is() {
    let (m, k, kc, r1, v0) = (1e-9f64, 1e4f64, 1e5, 2e-5, 0.5f64);
    for e in [1e-12, 1e-6, 1e-3] {
        let sc = scenario(
            &[
                ("cohesion_energy_density", kc),
                ("k", k),
                ("m1", m),
                ("r1", r1),
                ("e", e),
                ("v0", v0),
            ],
            &[("model", "linear"), ("adhesion", "sjkr")],
        );
        let sol: Solution = solve(&sc).unwrap();
        assert!(!sol.adhesion.as_ref().unwrap().stuck);
        // α from e (Teufelsbauer, Hübl & Wu 2008, eq. 11), then RK4 in the dimensionless
        // x = δ ω0/v0, τ = ω0 t: x″ = −(x + 2α x′ − (k_c π/k)(2 r1 x − L x²)), L = v0/ω0.
        let le = e.ln();
        let alpha = -le / (le * le + PI * PI).sqrt();
        let w0 = (k / m).sqrt();
        let l = v0 / w0;
        let q = kc * PI / k;
        let acc = |x: f64, v: f64| -(x + 2.0 * alpha * v - q * (2.0 * r1 * x - l * x * x));
        let run = |h: f64| rk4_until(acc, (0.0, 1.0), 0.0, h, 1 << 26).unwrap();
        let ((v1, _), (v2, t2)) = (run(5e-4), run(2.5e-4));
        let tol = if e < 1e-9 { 2e-5 } else { 1e-8 };
        assert!((v1 - v2).abs() < 0.1 * tol * v2.abs(), "RK4 step error at e = {e}");
        assert!(
            rel(sol.restitution, -v2) < tol,
            "e = {e}: achieved {} against RK4 {}",
            sol.restitution,
            -v2
        );
        assert!(rel(sol.contact_time.unwrap(), t2 / w0) < 1e-6);
    }
}

// ---------------------------------------------------------------------------------------
// W6: γ = 10¹²: a JKR contact deeper than the particle; refused at its bound.

#[test]
fn w6_huge_surface_energy_refused_at_the_radius() {
    let jkr = |g: f64| {
        scenario(
            &[
                ("surface_energy", g),
                ("v0", 0.2),
                ("E1", 5e9),
                ("nu1", 0.3),
                ("r1", 2e-5),
                ("rho1", 1500.0),
            ],
            &[("model", "hertz"), ("adhesion", "jkr")],
        )
    };
    let err = solve(&jkr(1e12)).unwrap_err();
    assert_eq!(err.field(), "surface_energy", "{err}");
    // The undamped JKR impact on a wall reaches δ = r1 where its potential U(δ) = ∫0^δ F dδ,
    // from the touch (JKR's F(a), δ(a) by Simpson's rule over the contact radius), equals
    // ½ m v0²; bisected over w here.
    let (r, rho, v0) = (2e-5f64, 1500.0, 0.2f64);
    let e_star = 5e9 / (1.0 - 0.09);
    let m = rho * 4.0 / 3.0 * PI * r.powi(3);
    let energy = 0.5 * m * v0 * v0;
    let (mut lo, mut hi) = (1.0f64, 1e6f64);
    for _ in 0..100 {
        let mid = (lo * hi).sqrt();
        if jkr_potential(mid, e_star, r, r) > energy {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    // The tail's end δ_c = −(3/4)(π² w² R*/E*²)^(1/3) is within r there: the overlap binds.
    assert!(0.75 * (PI * PI * lo * lo * r / (e_star * e_star)).cbrt() < r);
    assert!(rel(bound(&err), lo / 2.0) < 1e-4, "{err}: γ = w/2 = {}", lo / 2.0);
    // Below the bound, LIGGGHTS thornton_ning (no tail, no dashpot) is conservative: e = 1,
    // V_s = 0 (its row), while the library's JKR sticks.
    let sol = solve(&jkr(0.9 * lo / 2.0)).unwrap();
    let tn = sol.adhesion_codes.iter().find(|r| r.id == "liggghts-thornton-ning").unwrap();
    assert_eq!((tn.restitution, tn.sticking_velocity), (Some(1.0), Some(0.0)));
}

/// U(δ) = ∫0^δ F dδ of JKR (Johnson, Kendall & Roberts 1971: F = 4E*a³/(3R*) − √(8πwE*a³),
/// δ = a²/R* − √(2πwa/E*)) from the touch (δ = 0) to δ > 0, by Simpson's rule over a.
fn jkr_potential(w: f64, e_star: f64, r_star: f64, delta: f64) -> f64 {
    let force = |a: f64| {
        4.0 * e_star * a.powi(3) / (3.0 * r_star) - (8.0 * PI * w * e_star * a.powi(3)).sqrt()
    };
    let overlap = |a: f64| a * a / r_star - (2.0 * PI * w * a / e_star).sqrt();
    let slope = |a: f64| 2.0 * a / r_star - 0.5 * (2.0 * PI * w / (e_star * a)).sqrt();
    let a0 = (2.0 * PI * w * r_star * r_star / e_star).cbrt();
    let (mut lo, mut hi) = (a0, a0 + (r_star * delta).sqrt() + a0);
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if overlap(mid) < delta {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    let n = 20_000;
    let h = (lo - a0) / n as f64;
    let g = |i: usize| {
        let a = a0 + h * i as f64;
        force(a) * slope(a)
    };
    let mut sum = g(0) + g(n);
    for i in 1..n {
        sum += if i % 2 == 1 { 4.0 } else { 2.0 } * g(i);
    }
    sum * h / 3.0
}

// ---------------------------------------------------------------------------------------
// W7 and B2: the rolling test with a subnormal mass, and a ball pressed past its radius.

fn roll(
    pairs: &[(&'static str, f64)],
    law: &'static str,
) -> Result<dem_contact::rolling::RollingSolution, Error> {
    let mut v: Vec<(&str, Value)> = vec![("rolling", Value::Text(law))];
    v.extend(pairs.iter().map(|(k, x)| (*k, Value::Number(*x))));
    rolling(&RollingInput::from_pairs(v).unwrap())
}

#[test]
fn w7_subnormal_mass_refused_normal_mass_exact() {
    let ball =
        |rho: f64| roll(&[("r1", 1e-3), ("rho1", rho), ("mu_r", 0.1), ("v0", 0.05)], "constant");
    // 2.2e−308 kg/m³ gives a subnormal mass (9.3e−317 kg): refused, as a mass of 0 is.
    let err = ball(2.2250738585072014e-308).unwrap_err();
    assert_eq!(err.field(), "rho1");
    assert!(err.to_string().contains("underflows"), "{err}");
    // A normal one: 0.7 v0²/(μ_r g) and 1.4 v0/(μ_r g) (Ai et al. 2011, type A), whatever the
    // mass.
    let g = 9.81;
    for rho in [1e-290, 2500.0] {
        let r = ball(rho).unwrap().rolling;
        assert!(rel(r.stopping_distance.unwrap(), 0.7 * 0.05 * 0.05 / (0.1 * g)) < 1e-14);
        assert!(rel(r.stopping_time.unwrap(), 1.4 * 0.05 / (0.1 * g)) < 1e-14);
    }
}

#[test]
fn b2_rolling_ball_pressed_past_its_radius_names_e1_or_g() {
    // A 1 cm ball of E1 = 100 Pa: δ_s = (F_n/k)^(2/3) > r1. Below the bound E* > 3F_n/(4r1²)
    // (k r1^(3/2) > F_n, k = (4/3)E*√r1; a rigid wall: E1 = (1 − ν1²) E*).
    let soft =
        [("r1", 0.01), ("rho1", 1000.0), ("E1", 100.0), ("nu1", 0.45), ("mu_r", 0.1), ("v0", 0.05)];
    let err = roll(&soft, "epsd").unwrap_err();
    assert_eq!(err.field(), "E1", "{err}");
    let f = 1000.0 * 4.0 / 3.0 * PI * 1e-6 * 9.81;
    let e1 = (1.0 - 0.45 * 0.45) * 0.75 * f / 1e-4;
    assert!(rel(bound(&err), e1) < 1e-4, "{err}: {e1}");
    // The constant torque takes no stiffness: answered, 0.7 v0²/(μ_r g).
    let c = roll(&soft, "constant").unwrap().rolling;
    assert!(rel(c.stopping_distance.unwrap(), 0.7 * 0.05 * 0.05 / (0.1 * 9.81)) < 1e-14);
    // g = 10¹² on glass: g names itself, g < k r1^(3/2)/m.
    let glass = [
        ("r1", 1e-3),
        ("rho1", 2500.0),
        ("E1", 63e9),
        ("nu1", 0.2),
        ("mu_r", 0.1),
        ("v0", 0.05),
        ("g", 1e12),
    ];
    let err = roll(&glass, "epsd").unwrap_err();
    assert_eq!(err.field(), "g", "{err}");
    let k = 4.0 / 3.0 * 63e9 / (1.0 - 0.04) * 1e-3f64.sqrt();
    let m = 2500.0 * 4.0 / 3.0 * PI * 1e-9;
    assert!(rel(bound(&err), k * 1e-3f64.powf(1.5) / m) < 1e-4, "{err}");
}
