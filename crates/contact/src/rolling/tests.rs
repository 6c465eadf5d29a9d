//! The rolling test against the contract's closed forms, written out here from the
//! formulas (not from the library's functions), and its errors.

use super::*;
use crate::scenario::Value;

fn close(a: f64, b: f64, rel: f64) -> bool {
    (a - b).abs() <= rel * a.abs().max(b.abs())
}

fn input(pairs: &[(&str, Value<'_>)]) -> RollingInput {
    RollingInput::from_pairs(pairs.iter().copied()).unwrap()
}

const PI: f64 = core::f64::consts::PI;

/// A glass bead, r = 5 mm, ρ = 2500 kg/m³, v0 = 0.5 m/s, μ_r = 0.1, type A.
#[test]
fn constant_torque_closed_forms() {
    use Value::{Number as N, Text as T};
    let sol = rolling(&input(&[
        ("r1", T("5 mm")),
        ("rho1", N(2500.0)),
        ("rolling", T("constant")),
        ("mu_r", N(0.1)),
        ("v0", N(0.5)),
    ]))
    .unwrap();
    let r = &sol.rolling;
    let m = 4.0 / 3.0 * PI * 0.005f64.powi(3) * 2500.0;
    let g = 9.81;
    assert!(close(r.normal_force, m * g, 1e-15));
    assert_eq!(r.lever_arm, 0.005);
    assert!(close(r.torque_limit, 0.1 * 0.005 * m * g, 1e-15));
    assert!(close(r.inertia, 1.4 * m * 0.005 * 0.005, 1e-15));
    assert!(close(r.stopping_distance.unwrap(), 0.7 * 0.25 / (0.1 * g), 1e-14));
    assert!(close(r.stopping_time.unwrap(), 1.4 * 0.5 / (0.1 * g), 1e-14));
    assert!(close(r.static_angle, 5.710593137499643, 1e-14));
    assert_eq!((r.kn, r.stiffness, r.damping, r.period), (None, None, None, None));
    assert_eq!(sol.stopped, Some(Stopped::ConstantTorque));
}

/// EPSD without damping: the contract's two phases, with k_n given.
#[test]
fn epsd_undamped_two_phases() {
    use Value::{Number as N, Text as T};
    let (r1, m, kn, mu, v0) = (0.01, 0.02, 1e5, 0.3, 0.05);
    let base = |v0: f64| {
        rolling(&input(&[
            ("r1", N(r1)),
            ("m1", N(m)),
            ("kn", N(kn)),
            ("rolling", T("epsd")),
            ("mu_r", N(mu)),
            ("v0", N(v0)),
        ]))
        .unwrap()
    };
    let sol = base(v0);
    let r = &sol.rolling;
    let (fn_, ir) = (m * 9.81, 1.4 * m * r1 * r1);
    let kr = 2.25 * kn * mu * mu * r1 * r1;
    let mmax = mu * r1 * fn_;
    assert!(close(r.stiffness.unwrap(), kr, 1e-15));
    assert_eq!(r.damping, Some(0.0));
    assert_eq!(r.kn, Some(kn));
    assert!(close(r.period.unwrap(), 2.0 * PI * (ir / kr).sqrt(), 1e-15));
    let (w0, wn, th1) = (v0 / r1, (kr / ir).sqrt(), mmax / kr);
    assert!(0.5 * ir * w0 * w0 > 0.5 * kr * th1 * th1, "the case must reach the cap");
    let theta = th1 + (0.5 * ir * w0 * w0 - 0.5 * kr * th1 * th1) / mmax;
    let t = (th1 * wn / w0).asin() / wn + ir * (w0 * w0 - wn * wn * th1 * th1).sqrt() / mmax;
    assert!(close(r.stopping_distance.unwrap(), r1 * theta, 1e-13), "{r:?}");
    assert!(close(r.stopping_time.unwrap(), t, 1e-13), "{r:?}");
    assert_eq!(sol.stopped, Some(Stopped::SpringThenLimit));
    // Slow enough for the spring alone: a quarter period.
    let slow = base(1e-4);
    let w0 = 1e-4 / r1;
    assert!(0.5 * ir * w0 * w0 < 0.5 * kr * th1 * th1);
    assert!(close(slow.rolling.stopping_distance.unwrap(), r1 * w0 / wn, 1e-14));
    assert!(close(slow.rolling.stopping_time.unwrap(), PI / 2.0 / wn, 1e-14));
    assert_eq!(slow.stopped, Some(Stopped::Spring));
}

/// k_n from the material: the Hertz secant at the static overlap, and C_r from η_r.
#[test]
fn epsd_hertz_secant_and_dashpot() {
    use Value::{Number as N, Text as T};
    let sol = rolling(&input(&[
        ("r1", N(0.002)),
        ("rho1", N(2500.0)),
        ("E1", T("63 GPa")),
        ("nu1", N(0.2)),
        ("E2", T("200 GPa")),
        ("nu2", N(0.3)),
        ("rolling", T("epsd")),
        ("mu_r", N(0.05)),
        ("eta_r", N(0.3)),
        ("v0", N(0.1)),
        ("g", N(9.8)),
    ]))
    .unwrap();
    let r = &sol.rolling;
    let m = 4.0 / 3.0 * PI * 0.002f64.powi(3) * 2500.0;
    let es = 1.0 / ((1.0 - 0.04) / 63e9 + (1.0 - 0.09) / 200e9);
    let k = 4.0 / 3.0 * es * 0.002f64.sqrt();
    let delta = (m * 9.8 / k).powf(2.0 / 3.0);
    assert!(close(sol.static_overlap.unwrap(), delta, 1e-14));
    assert!(close(r.kn.unwrap(), 4.0 / 3.0 * es * (0.002 * delta).sqrt(), 1e-14));
    let kr = 2.25 * r.kn.unwrap() * 0.05 * 0.05 * 0.002 * 0.002;
    assert!(close(r.damping.unwrap(), 0.6 * (1.4 * m * 0.002 * 0.002 * kr).sqrt(), 1e-14));
    assert!(r.stopping_distance.unwrap() > 0.0 && r.stopping_time.unwrap() > 0.0);
}

#[test]
fn no_torque_never_stops_and_rest_is_rest() {
    use Value::{Number as N, Text as T};
    for law in ["constant", "epsd"] {
        let sol = rolling(&input(&[
            ("r1", N(0.01)),
            ("m1", N(0.01)),
            ("kn", N(1e4)),
            ("rolling", T(law)),
            ("mu_r", N(0.0)),
            ("v0", N(1.0)),
        ]))
        .unwrap();
        assert_eq!(sol.rolling.stopping_distance, None, "{law}");
        assert_eq!(sol.rolling.static_angle, 0.0);
        assert!(sol.notes.iter().any(|n| n.contains("never stops")), "{:?}", sol.notes);
        let rest = rolling(&input(&[
            ("r1", N(0.01)),
            ("m1", N(0.01)),
            ("kn", N(1e4)),
            ("rolling", T(law)),
            ("mu_r", N(0.2)),
            ("v0", N(0.0)),
        ]))
        .unwrap();
        assert_eq!(rest.rolling.stopping_distance, Some(0.0));
        assert_eq!(rest.rolling.stopping_time, Some(0.0));
    }
}

/// Each bad input is an error naming its key.
#[test]
fn errors_name_the_key() {
    use Value::{Number as N, Text as T};
    let ok: [(&str, Value<'_>); 6] = [
        ("r1", N(0.01)),
        ("m1", N(0.01)),
        ("kn", N(1e4)),
        ("rolling", T("epsd")),
        ("mu_r", N(0.2)),
        ("v0", N(1.0)),
    ];
    assert!(rolling(&input(&ok)).is_ok());
    let with = |key: &'static str, v: Value<'static>| {
        let mut pairs: Vec<(&str, Value<'_>)> =
            ok.iter().copied().filter(|(k, _)| *k != key).collect();
        if v != Value::Null {
            pairs.push((key, v));
        }
        rolling(&input(&pairs)).unwrap_err()
    };
    let cases: [(&str, Value<'static>, &str, &str); 12] = [
        ("mu_r", Value::Null, "mu_r", "mu_r: missing"),
        ("mu_r", N(-0.1), "mu_r", "mu_r = -0.1: "),
        ("eta_r", N(-0.5), "eta_r", "eta_r = -0.5: rolling damping ratio must be in [0, 1e12]"),
        ("rolling", Value::Null, "rolling", "rolling: missing"),
        ("r1", Value::Null, "r1", "r1: missing"),
        ("m1", Value::Null, "m1", "m1: missing"),
        ("kn", Value::Null, "kn", "kn: missing"),
        ("kn", N(0.0), "kn", "kn = 0: "),
        ("g", N(0.0), "g", "g = 0: "),
        ("v0", N(-1.0), "v0", "v0 = -1: "),
        ("E1", N(70e9), "nu1", "nu1: missing"),
        ("rho1", N(2500.0), "rho1", "rho1: give either m1 or rho1, not both"),
    ];
    for (key, v, field, start) in cases {
        let err = with(key, v);
        assert_eq!(err.field(), field, "{key}: {err}");
        assert!(err.to_string().starts_with(start), "{key}: {err}");
    }
    // Both kn and the material.
    let mut pairs = ok.to_vec();
    pairs.extend([("E1", N(70e9)), ("nu1", N(0.2))]);
    let err = rolling(&input(&pairs)).unwrap_err();
    assert_eq!(err.to_string(), "E1: give either kn or E1, not both");
    // η_r with the constant torque.
    let mut pairs = ok.to_vec();
    pairs[3] = ("rolling", T("constant"));
    pairs.push(("eta_r", N(0.0)));
    let err = rolling(&input(&pairs)).unwrap_err();
    assert_eq!(err.field(), "eta_r");
    assert!(err.to_string().contains("not taken by rolling \"constant\""), "{err}");
    // The stiffness is checked with the constant torque too, though not used.
    let mut pairs = ok.to_vec();
    pairs[3] = ("rolling", T("constant"));
    pairs[2] = ("kn", N(-5.0));
    assert_eq!(rolling(&input(&pairs)).unwrap_err().field(), "kn");
    // Unknown keys, when read.
    let err = RollingInput::from_pairs([("m2", N(1.0))]).unwrap_err();
    assert_eq!(err.to_string(), "m2: unknown key");
}

fn solve(pairs: &[(&str, Value<'_>)]) -> Result<RollingSolution, crate::error::Error> {
    rolling(&RollingInput::from_pairs(pairs.iter().copied())?)
}

/// A code's run equals the library's own law where the code implements it: LIGGGHTS's
/// epsd is Ai et al.'s type C, cdt the constant torque (its lever R* = r1 on a wall).
#[test]
fn codes_that_are_the_contract_laws() {
    use Value::{Number as N, Text as T};
    let base =
        [("r1", N(0.01)), ("m1", N(0.02)), ("kn", N(1e5)), ("mu_r", N(0.3)), ("v0", N(0.05))];
    let with = |extra: &[(&str, Value<'static>)]| {
        let mut p = base.to_vec();
        p.extend_from_slice(extra);
        solve(&p).unwrap()
    };
    let own = with(&[("rolling", T("epsd")), ("eta_r", N(0.3))]);
    let code = with(&[("code", T("liggghts-epsd")), ("eta_r", N(0.3))]);
    assert_eq!(own.rolling, code.rolling);
    let own = with(&[("rolling", T("constant"))]);
    let code = with(&[("code", T("liggghts-cdt"))]);
    assert_eq!(own.rolling.stopping_distance, code.rolling.stopping_distance);
    assert_eq!(code.rolling.stiffness, None);
    assert_eq!(code.code.as_ref().unwrap().id, "liggghts-cdt");
}

/// MercuryDPM: lever 2R* = 2 r1 on a wall, k_r = k (2 r1)², cap μ_r F_n 2 r1; undamped, the
/// contract's two phases with those numbers.
#[test]
fn mercurydpm_lever_and_spring() {
    use Value::{Number as N, Text as T};
    let (r1, m, k, mu, v0) = (0.01, 0.02, 400.0, 0.1, 0.05);
    let sol = solve(&[
        ("r1", N(r1)),
        ("m1", N(m)),
        ("code", T("mercurydpm")),
        ("kr", N(k)),
        ("mu_r", N(mu)),
        ("v0", N(v0)),
    ])
    .unwrap();
    let r = &sol.rolling;
    let (fn_, ir) = (m * 9.81, 1.4 * m * r1 * r1);
    let (kr, mmax) = (k * 4.0 * r1 * r1, mu * 2.0 * r1 * fn_);
    assert!(close(r.lever_arm, 2.0 * r1, 1e-15) && close(r.stiffness.unwrap(), kr, 1e-15));
    assert!(close(r.torque_limit, mmax, 1e-15));
    assert!(close(r.static_angle, (2.0 * mu).atan().to_degrees(), 1e-14));
    let (w0, wn, th1) = (v0 / r1, (kr / ir).sqrt(), mmax / kr);
    assert!(w0 > wn * th1, "the case must reach the cap");
    let theta = th1 + (0.5 * ir * w0 * w0 - 0.5 * kr * th1 * th1) / mmax;
    assert!(close(r.stopping_distance.unwrap(), r1 * theta, 1e-13), "{r:?}");
    // Its μ_r for LIGGGHTS's torque: twice as large (lever r1 against 2 r1).
    let row = sol.mu_r_to_type.iter().find(|x| x.id == "liggghts-epsd2").unwrap();
    assert!(close(row.mu_r_wall, 2.0 * mu, 1e-15) && close(row.mu_r_pair, 2.0 * mu, 1e-15));
}

/// LAMMPS rolling sds with its dashpot inside the cap, against the pseudo-force law stepped
/// here as `gran_rolling_sds` steps it (ξ += v_rl dt; F = −k ξ − γ v_rl; beyond μ F_n the
/// force scaled to the cap and ξ reset to −(F + γ v_rl)/k; torque R* n × F), the ball
/// rolling on a wall (R* = r1): the same stopping point to the scheme's first-order error.
#[test]
fn lammps_sds_against_its_stepped_law() {
    use Value::{Number as N, Text as T};
    let (r1, m, mu, v0) = (0.01, 0.02, 0.1, 0.05);
    for (k, gamma) in [(400.0, 0.05), (400.0, 0.6), (50.0, 0.02)] {
        let sol = solve(&[
            ("r1", N(r1)),
            ("m1", N(m)),
            ("code", T("lammps-sds")),
            ("kr", N(k)),
            ("gamma_r", N(gamma)),
            ("mu_r", N(mu)),
            ("v0", N(v0)),
        ])
        .unwrap();
        let (fn_, ir) = (m * 9.81, 1.4 * m * r1 * r1);
        let dt = 2e-7;
        let (mut omega, mut theta, mut xi, mut t) = (v0 / r1, 0.0, 0.0, 0.0);
        while omega > 0.0 && t < 10.0 {
            let v = r1 * omega;
            xi += v * dt;
            let mut f = -k * xi - gamma * v;
            if f.abs() > mu * fn_ {
                f *= mu * fn_ / f.abs();
                xi = -(f + gamma * v) / k;
            }
            omega += f * r1 / ir * dt;
            theta += omega * dt;
            t += dt;
        }
        let r = &sol.rolling;
        match r.stopping_time {
            Some(ts) => {
                assert!(
                    close(r.stopping_distance.unwrap(), r1 * theta, 1e-3),
                    "{k} {gamma}: {r:?} {theta}"
                );
                assert!(close(ts, t, 1e-3), "{k} {gamma}: {r:?} {t}");
            }
            None => assert_eq!(sol.stopped, Some(Stopped::Creeps), "{k} {gamma}"),
        }
    }
}

#[test]
fn code_errors_name_the_key() {
    use Value::{Number as N, Text as T};
    let base = [("r1", N(0.01)), ("m1", N(0.02)), ("mu_r", N(0.1)), ("v0", N(0.05))];
    let err = |extra: &[(&str, Value<'static>)]| {
        let mut p = base.to_vec();
        p.extend_from_slice(extra);
        solve(&p).unwrap_err()
    };
    let e = err(&[("rolling", T("epsd")), ("code", T("liggghts-epsd"))]);
    assert_eq!(e.to_string(), "rolling: give either code or rolling, not both");
    let e = err(&[("code", T("liggghts-epsd")), ("kn", N(1e5)), ("kr", N(1.0))]);
    assert_eq!(e.field(), "kr");
    assert!(e.to_string().contains("code liggghts-epsd"), "{e}");
    assert_eq!(err(&[("code", T("lammps-sds"))]).field(), "kr");
    assert_eq!(
        err(&[("code", T("lammps-sds")), ("kr", N(1.0)), ("eta_r", N(0.1))]).field(),
        "eta_r"
    );
    assert_eq!(err(&[("code", T("liggghts-epsd2"))]).field(), "kt");
    assert_eq!(
        err(&[("code", T("liggghts-epsd3")), ("kn", N(1e5)), ("kr_factor", N(-1.0))]).field(),
        "kr_factor"
    );
    assert_eq!(err(&[("code", T("yade-hertz-mindlin"))]).field(), "krot");
    assert_eq!(err(&[("code", T("yade-cohfrict"))]).field(), "code");
    assert_eq!(err(&[("rolling", T("epsd")), ("kn", N(1e5)), ("kt", N(1.0))]).field(), "kt");
    let e = RollingInput::from_pairs([("code", T("liggghts-epsd4"))]).unwrap_err();
    assert_eq!(e.field(), "code");
}

/// Kratos's lever on a wall is R − δ, δ the static overlap F_n/k_n; epsd2 takes Mindlin's
/// k_t from the material.
#[test]
fn kratos_lever_and_epsd2_mindlin() {
    use Value::{Number as N, Text as T};
    let (r1, m, kn) = (0.01, 0.02, 1e3);
    let sol = solve(&[
        ("r1", N(r1)),
        ("m1", N(m)),
        ("kn", N(kn)),
        ("code", T("kratos-constant-torque")),
        ("mu_r", N(0.1)),
        ("v0", N(0.05)),
    ])
    .unwrap();
    let delta = m * 9.81 / kn;
    assert!(close(sol.rolling.lever_arm, r1 - delta, 1e-14));
    let sol = solve(&[
        ("r1", N(r1)),
        ("m1", N(m)),
        ("E1", N(7e10)),
        ("nu1", N(0.25)),
        ("code", T("liggghts-epsd2")),
        ("mu_r", N(0.1)),
        ("v0", N(0.05)),
    ])
    .unwrap();
    let g = 7e10 / (2.0 * 1.25) / (2.0 - 0.25);
    let es = 7e10 / (1.0 - 0.0625);
    let d = (m * 9.81 / (4.0 / 3.0 * es * r1.sqrt())).powf(2.0 / 3.0);
    let kt = 8.0 * g * (r1 * d).sqrt();
    assert!(close(sol.code.as_ref().unwrap().kt.unwrap(), kt, 1e-13));
    assert!(close(sol.rolling.stiffness.unwrap(), kt * r1 * r1, 1e-13));
    assert_eq!(sol.rolling.damping, Some(0.0));
}

/// The keys each law or code takes, as the errors about the others say.
#[test]
fn keys_each_takes() {
    use super::keys_taken_by;
    assert_eq!(keys_taken_by("constant"), Some(vec![]));
    assert_eq!(keys_taken_by("epsd"), Some(vec!["eta_r"]));
    assert_eq!(keys_taken_by("lammps-sds"), Some(vec!["kr", "gamma_r"]));
    assert_eq!(keys_taken_by("liggghts-epsd3"), Some(vec!["eta_r", "kr_factor"]));
    assert_eq!(keys_taken_by("yade-hertz-mindlin"), Some(vec!["krot"]));
    assert_eq!(keys_taken_by("nothing"), None);
}

/// Where a code demands a rolling stiffness and none is given, the test takes the suggested
/// one: LIGGGHTS epsd2's k_r = k_t R*² on the code's own lever (a wall: R* = r1), k_t
/// Mindlin's 8G*√(R* δ_s) at the Hertz static overlap computed here by hand; epsd3's factor
/// 2.25 (LIGGGHTS epsd's spring). A stiffness given is taken as given, the suggestion beside it.
#[test]
fn suggested_rolling_stiffness() {
    use Value::{Number as N, Text as T};
    let (r1, rho, e, nu, g) = (0.001, 2500.0, 63e9, 0.2, 9.81);
    let m = 4.0 / 3.0 * PI * r1 * r1 * r1 * rho;
    let fn_ = m * g;
    // Hertz on a rigid flat: E* = E/(1 − ν²), F = (4/3) E* √r1 δ^(3/2).
    let e_star = e / (1.0 - nu * nu);
    let delta = (fn_ / (4.0 / 3.0 * e_star * r1.sqrt())).powf(2.0 / 3.0);
    // Mindlin: 1/G* = (2 − ν)/G for a rigid flat, k_t = 8 G* √(r1 δ).
    let g_star = e / (2.0 * (1.0 + nu)) / (2.0 - nu);
    let kt = 8.0 * g_star * (r1 * delta).sqrt();
    let want = kt * r1 * r1;
    let ball = [("r1", N(r1)), ("rho1", N(rho)), ("E1", N(e)), ("nu1", N(nu)), ("mu_r", N(0.1))];
    let run = |extra: &[(&str, Value<'static>)]| {
        let mut p = ball.to_vec();
        p.extend_from_slice(extra);
        solve(&p).unwrap()
    };
    let epsd2 = run(&[("code", T("liggghts-epsd2"))]);
    assert!(close(epsd2.rolling.stiffness.unwrap(), want, 1e-12), "{epsd2:?}");
    assert!(epsd2.code.unwrap().suggested.is_none(), "epsd2 forms its own k_r");
    for (id, key, value) in [
        ("lammps-sds", "kr", kt),
        ("mercurydpm", "kr", kt / 4.0),
        ("yade-hertz-mindlin", "krot", want),
    ] {
        let sol = run(&[("code", T(id))]);
        let s = sol.code.as_ref().unwrap().suggested.clone().unwrap();
        assert_eq!((s.key, s.given), (key, None), "{id}");
        assert!(close(s.value, value, 1e-12), "{id}: {} {value}", s.value);
        assert!(close(sol.rolling.stiffness.unwrap(), want, 1e-12), "{id}: {sol:?}");
        assert!(s.rule.contains("epsd2"), "{}", s.rule);
        // Given: taken as given, the suggestion still beside it.
        let typed = run(&[("code", T(id)), (key, N(2.0 * value))]);
        let s2 = typed.code.as_ref().unwrap().suggested.clone().unwrap();
        assert_eq!(s2.given, Some(2.0 * value));
        assert!(close(typed.rolling.stiffness.unwrap(), 2.0 * want, 1e-12), "{id}");
    }
    let epsd3 = run(&[("code", T("liggghts-epsd3"))]);
    let epsd = run(&[("code", T("liggghts-epsd"))]);
    assert_eq!(epsd3.code.as_ref().unwrap().suggested.as_ref().unwrap().value, 2.25);
    assert!(close(epsd3.rolling.stiffness.unwrap(), epsd.rolling.stiffness.unwrap(), 1e-14));
    // Without the material nothing can be suggested: the error names the key to give.
    let e = solve(&[("r1", N(r1)), ("m1", N(m)), ("mu_r", N(0.1)), ("code", T("lammps-sds"))])
        .unwrap_err();
    assert_eq!(e.field(), "kr");
    assert!(e.to_string().contains("suggested"), "{e}");
}
