//! Issue 32's proof of composition: DMT on Tsuji — the pull 2π w R* while ξ > 0 and Tsuji's
//! dashpot α1 √(m k) ξ^(1/4) ξ̇ only while ξ > 0 — built from the parts in one value
//! (`models::composed::Composed`: a Hertz spring k ξ^(3/2), a dashpot λ ξ^p ξ̇, an
//! adhesion, no history), without a `Model` of its own, against an independent integration: classical
//! RK4 at a fixed step with the exit located by bisection on the last step, at two steps
//! (h and h/2) whose difference bounds its own error. The same contact typed as a scenario
//! (`model: tsuji`, `adhesion: dmt`) gives the same numbers.
#![cfg(feature = "adhesion")]

use dem_contact::models::adhesion::impact::simulate;
use dem_contact::models::adhesion::law::{Adhesion, AdhesiveLaw, Rules};
use dem_contact::models::composed::{Adhesive, Composed, Dashpot, Spring};
use dem_contact::{Scenario, Value};
use std::f64::consts::PI;

/// 20 µm powder particles (E = 5 GPa, ν = 0.3, 1500 kg/m³), a pair: m*, E*, R*.
fn powder() -> (f64, f64, f64) {
    let m = 1500.0 * 4.0 / 3.0 * PI * 20e-6_f64.powi(3);
    (m / 2.0, 5e9 / (2.0 * (1.0 - 0.3 * 0.3)), 10e-6)
}

/// The end of the contact by RK4 at step `h`: (restitution, contact time, stuck).
fn rk4(m: f64, k: f64, lambda: f64, pull: f64, v0: f64, h: f64) -> (f64, f64, bool) {
    // ξ'' = −(k ξ^1.5 + λ ξ^0.25 ξ' − pull)/m while ξ > 0 (ξ ≥ 0 probed as 0).
    let acc = |x: f64, v: f64| {
        let x = x.max(0.0);
        -(k * x.powf(1.5) + lambda * x.powf(0.25) * v - pull) / m
    };
    let step = |x: f64, v: f64, h: f64| {
        let (k1x, k1v) = (v, acc(x, v));
        let (k2x, k2v) = (v + 0.5 * h * k1v, acc(x + 0.5 * h * k1x, v + 0.5 * h * k1v));
        let (k3x, k3v) = (v + 0.5 * h * k2v, acc(x + 0.5 * h * k2x, v + 0.5 * h * k2v));
        let (k4x, k4v) = (v + h * k3v, acc(x + h * k3x, v + h * k3v));
        (
            x + h / 6.0 * (k1x + 2.0 * k2x + 2.0 * k3x + k4x),
            v + h / 6.0 * (k1v + 2.0 * k2v + 2.0 * k3v + k4v),
        )
    };
    let (mut x, mut v, mut t) = (0.0, v0, 0.0);
    let mut rebounding = false;
    loop {
        let (nx, nv) = step(x, v, h);
        if nx <= 0.0 && t > 0.0 {
            // The exit within this step: bisection on the step's length.
            let (mut lo, mut hi) = (0.0, h);
            for _ in 0..80 {
                let mid = 0.5 * (lo + hi);
                if step(x, v, mid).0 > 0.0 {
                    lo = mid
                } else {
                    hi = mid
                }
            }
            let (_, ve) = step(x, v, hi);
            return (-ve / v0, t + hi, false);
        }
        rebounding |= nv < 0.0;
        if rebounding && nv >= 0.0 {
            return (0.0, f64::NAN, true);
        }
        (x, v, t) = (nx, nv, t + h);
    }
}

/// DMT on Tsuji from the parts: a Hertz spring k ξ^(3/2), Tsuji's dashpot λ ξ^(1/4) ξ̇, DMT's
/// pull, no history; the adhesive law it stands for is exactly those parts.
fn dmt_on_tsuji(m: f64, k: f64, lambda: f64, w: f64, r_star: f64) -> Composed {
    let law = Composed {
        m,
        spring: Spring { k, w: 1.5 },
        dashpot: Dashpot { lambda, p: 0.25 },
        adhesion: Some(Adhesive {
            law: Adhesion::Dmt { w, r_star },
            break_at: None,
            rules: Rules::default(),
            reach: f64::INFINITY,
        }),
        history: None,
    };
    let parts = law.adhesive_law().unwrap();
    let by_hand = AdhesiveLaw {
        m,
        k,
        w: 1.5,
        p: 0.25,
        lambda,
        adhesion: Adhesion::Dmt { w, r_star },
        break_at: None,
        rules: Rules::default(),
        reach: f64::INFINITY,
    };
    assert_eq!(parts, by_hand);
    assert_eq!(Composed::from(by_hand), law);
    law
}

#[test]
fn dmt_on_tsuji_from_the_parts() {
    let (m, e_star, r_star) = powder();
    let k = 4.0 / 3.0 * e_star * r_star.sqrt();
    let (w, alpha1) = (0.1, 0.35);
    let lambda = alpha1 * (m * k).sqrt();
    let law = dmt_on_tsuji(m, k, lambda, w, r_star);
    let pull = 2.0 * PI * w * r_star;
    let parts = law.adhesive_law().unwrap();
    for v0 in [0.02, 0.1, 1.0] {
        let built = simulate(&parts, v0, 0).unwrap();
        // A time scale of the contact: the Hertz contact time without damping or pull.
        let tc = 2.87 * (m * m / (r_star * (4.0 / 3.0 * e_star).powi(2) * v0)).powf(0.2);
        let a = rk4(m, k, lambda, pull, v0, tc / 20_000.0);
        let b = rk4(m, k, lambda, pull, v0, tc / 40_000.0);
        println!(
            "v0 = {v0}: built e = {}, stuck {}; RK4 e = {} (h/2), {} (h)",
            built.summary.restitution, built.stuck, b.0, a.0
        );
        assert_eq!(built.stuck, b.2, "v0 = {v0}: stuck");
        if b.2 {
            continue;
        }
        let tol = |x: f64, y: f64| 2.0 * (x - y).abs() + 1e-6 * y.abs();
        let (e, t) = (built.summary.restitution, built.summary.contact_time.unwrap());
        assert!((e - b.0).abs() <= tol(a.0, b.0), "v0 = {v0}: e {e} against RK4 {} ({})", b.0, a.0);
        assert!(
            (t - b.1).abs() <= tol(a.1, b.1),
            "v0 = {v0}: t_c {t} against RK4 {} ({})",
            b.1,
            a.1
        );
        // The same contact typed as a scenario: the normal model and the adhesion named.
        let sc = Scenario::from_pairs([
            ("model", Value::Text("tsuji")),
            ("adhesion", Value::Text("dmt")),
            ("work_of_adhesion", Value::Number(w)),
            ("damping", Value::Number(alpha1)),
            ("rho1", Value::Number(1500.0)),
            ("rho2", Value::Number(1500.0)),
            ("r1", Value::Number(20e-6)),
            ("r2", Value::Number(20e-6)),
            ("E1", Value::Number(5e9)),
            ("E2", Value::Number(5e9)),
            ("nu1", Value::Number(0.3)),
            ("nu2", Value::Number(0.3)),
            ("v0", Value::Number(v0)),
        ])
        .unwrap();
        let typed = dem_contact::solve(&sc).unwrap();
        assert!(
            (typed.restitution - e).abs() <= 1e-9 * e,
            "v0 = {v0}: scenario e {}",
            typed.restitution
        );
    }
}

/// The composed law runs through the one driver as every other law does, also under the plain
/// impact's plan (`impact::simulate`: the law supplies its modes — in contact, on the tail —,
/// its end of contact, its separation point, and what tension means): DMT on Tsuji against
/// the RK4 above and the adhesive contact's own plan, and elastic JKR on Hertz against
/// Thornton & Ning's closed form e = √(1 − V_s²/v0²), V_s = √(2W/m*) (Thornton & Ning 1998,
/// W the work the tail takes: `Jkr::tail_work`), its tail below δ = 0 to δ_c included.
#[test]
fn composed_law_through_the_shared_integrator() {
    use dem_contact::impact::{simulate as shared, End, NormalLaw, Setup};
    use dem_contact::models::adhesion::jkr::Jkr;
    let (m, e_star, r_star) = powder();
    let k = 4.0 / 3.0 * e_star * r_star.sqrt();
    let setup = |law: &AdhesiveLaw, v0: f64| {
        let (ts, ta, _) = law.scales(v0);
        Setup { m, v0, g: 0.0, end: End::Overlap, time_scale: ts.max(ta), local_damping: 0.0 }
    };
    let (w, alpha1) = (0.1, 0.35);
    let composed = dmt_on_tsuji(m, k, alpha1 * (m * k).sqrt(), w, r_star);
    let dmt = composed.adhesive_law().unwrap();
    for v0 in [0.1, 1.0] {
        let out = shared(&composed, &setup(&dmt, v0), 0).unwrap().summary;
        let tc = 2.87 * (m * m / (r_star * (4.0 / 3.0 * e_star).powi(2) * v0)).powf(0.2);
        let a = rk4(m, k, dmt.lambda, 2.0 * PI * w * r_star, v0, tc / 20_000.0);
        let b = rk4(m, k, dmt.lambda, 2.0 * PI * w * r_star, v0, tc / 40_000.0);
        let tol = 2.0 * (a.0 - b.0).abs() + 1e-6 * b.0;
        let e = out.restitution;
        assert!((e - b.0).abs() <= tol, "v0 = {v0}: e {e} against RK4 {} ({})", b.0, a.0);
        let own = simulate(&dmt, v0, 0).unwrap().summary.restitution;
        println!(
            "DMT on Tsuji, v0 = {v0}: plain plan e = {e}, adhesive plan e = {own}, RK4 {}",
            b.0
        );
        assert!((e - own).abs() <= 1e-9 * own, "v0 = {v0}: {e} against {own}");
        // The dashpot pulls beyond the adhesion while the bodies part: tension, as the law
        // means it.
        assert!(composed.is_tension(out.min_force, out.max_force), "{out:?}");
    }
    let jkr = AdhesiveLaw {
        w: 1.5,
        p: 0.0,
        lambda: 0.0,
        adhesion: Adhesion::Jkr(Jkr::new(w, e_star, r_star)),
        ..dmt
    };
    let Adhesion::Jkr(j) = jkr.adhesion else { unreachable!() };
    let vs = (2.0 * j.tail_work() / m).sqrt();
    for v0 in [1.5 * vs, 10.0 * vs] {
        let out = shared(&Composed::from(jkr), &setup(&jkr, v0), 0).unwrap().summary;
        let e = (1.0 - vs * vs / (v0 * v0)).sqrt();
        let got = out.restitution;
        println!("elastic JKR, v0 = {v0}: shared e = {got}, Thornton & Ning {e}");
        assert!((got - e).abs() <= 1e-9 * e, "v0 = {v0}: e {got} against {e}");
        assert_eq!(out.overlap_at_end, j.separation());
        assert!((out.min_force + j.pull_off()).abs() <= 1e-9 * j.pull_off(), "{out:?}");
        // Its pull is the adhesion's own (−F_c): no tension beyond it.
        assert!(!Composed::from(jkr).is_tension(out.min_force, out.max_force), "{out:?}");
    }
}
