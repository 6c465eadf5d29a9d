//! The elastic–plastic models (`hysteretic`, `eepa`, `thornton`) against closed forms written
//! here from the papers (not the library's), at several speeds and ratios; their keys' rules
//! (each error names the key given); `e_with_plasticity` against the restitution it asks for
//! and its `e_to_type` against the elastic relation typed back.

use dem_contact::{solve, Error, Scenario, Solution, Value};
use std::f64::consts::PI;

fn scenario(pairs: &[(&str, Value)]) -> Scenario {
    Scenario::from_pairs(pairs.iter().copied()).unwrap()
}

fn run(pairs: &[(&str, Value)]) -> Solution {
    solve(&scenario(pairs)).unwrap_or_else(|e| panic!("{pairs:?}: {e}"))
}

fn err(pairs: &[(&str, Value)]) -> Error {
    solve(&scenario(pairs)).expect_err("refused")
}

fn rel(a: f64, b: f64) -> f64 {
    (a - b).abs() / b.abs()
}

use Value::{Number as N, Text as T};

/// A scenario's keys.
type Keys = Vec<(&'static str, Value<'static>)>;

/// The keys of `model` with the loading stiffness `k` and `extra`, body 1 of mass `m1` on a
/// wall at `v0`.
fn head_on(
    model: &'static str,
    k: f64,
    extra: &[(&'static str, Value<'static>)],
    m1: f64,
    v0: f64,
) -> Keys {
    let mut v = vec![("model", T(model)), ("k", N(k))];
    v.extend_from_slice(extra);
    v.extend([("m1", N(m1)), ("v0", N(v0))]);
    v
}

/// A sphere of radius `r` and density `rho` (Young's modulus `e_mod`, Poisson's ratio `nu`) on a
/// rigid wall at `v0`, the model `thornton` with `extra`.
fn thornton_on_wall(
    (e_mod, nu, r, rho): (f64, f64, f64, f64),
    extra: &[(&'static str, Value<'static>)],
    v0: f64,
) -> Keys {
    let mut v = vec![("model", T("thornton"))];
    v.extend_from_slice(extra);
    v.extend([("E1", N(e_mod)), ("nu1", N(nu)), ("r1", N(r)), ("rho1", N(rho)), ("v0", N(v0))]);
    v
}

/// Walton & Braun 1986 with constant k2, no dashpot: δ_max = v0 √(m/k); unloading from rest
/// about δ0 = δ_max (1 − k/k2) at ω2 = √(k2/m) reaches δ0 at v0 √(k/k2), then flies to 0:
/// e = √(k/k2) at every speed, t_c = π/(2ω1) + π/(2ω2) + δ0/(v0 √(k/k2)).
#[test]
fn hysteretic_walton_braun() {
    let (m, k) = (2e-5, 1e6);
    // k2/k = 10⁶: e = 10⁻³, the bodies leave δ0 at v0/1000 and fly 999 µm-scale lengths at
    // it — a contact 300 times longer than its loading (it was cut as "stuck").
    for ratio in [1.5, 5.0, 20.0, 1e6] {
        for v0 in [0.01, 1.0, 30.0] {
            let k2 = ratio * k;
            let s = run(&head_on("hysteretic", k, &[("unloading_stiffness", N(k2))], m, v0));
            let e = (k / k2).sqrt();
            let d_max = v0 * (m / k).sqrt();
            let d0 = d_max * (1.0 - k / k2);
            let tc = PI / 2.0 * ((m / k).sqrt() + (m / k2).sqrt()) + d0 / (v0 * e);
            let p = s.plastic.as_ref().unwrap();
            println!(
                "k2/k = {ratio}, v0 = {v0}: e = {} ({e}), t_c = {:?} ({tc})",
                s.restitution, s.contact_time
            );
            assert!(rel(s.restitution, e) < 1e-9, "e {} against {e}", s.restitution);
            assert!(rel(s.max_overlap, d_max) < 1e-9);
            assert!(rel(s.contact_time.unwrap(), tc) < 1e-9);
            assert!(rel(p.plastic_overlap, d0) < 1e-9);
            assert_eq!(p.unloading_stiffness, Some(k2));
            assert!(rel(s.restitution_formula.unwrap(), e) < 1e-14);
            assert!(!p.stuck && p.e_to_type.is_none());
        }
    }
}

/// Luding 2008's cohesive branch, by energy (no dashpot): the unloading line returns
/// ½k2((δ_max − δ0)² − (δ* − δ0)²) down to where it meets −k_c δ at δ* = k2 δ0/(k2 + k_c), the
/// cohesive branch takes ½k_c δ*² back: e² = [k2((δ_max − δ0)² − (δ* − δ0)²) − k_c δ*²]/(m v0²),
/// stuck where that is ≤ 0. A plasticity depth φ_f: k2(δ_max) = k + (k2 − k) δ_max/δ_lim below
/// δ_lim = k2/(k2 − k) φ_f 2R*, and e = √(k/k2(δ_max)).
#[test]
fn hysteretic_cohesion_and_depth() {
    let (m, k, k2) = (1e-5, 1e6, 5e6);
    for (k_c, v0) in [(1e5, 1.0), (3e5, 0.2), (6e5, 1.0), (2e6, 1.0)] {
        let extra = [("unloading_stiffness", N(k2)), ("cohesion_stiffness", N(k_c))];
        let s = run(&head_on("hysteretic", k, &extra, m, v0));
        let d_max = v0 * (m / k).sqrt();
        let d0 = d_max * (1.0 - k / k2);
        let ds = k2 * d0 / (k2 + k_c);
        let e2 = (k2 * ((d_max - d0).powi(2) - (ds - d0).powi(2)) - k_c * ds * ds) / (m * v0 * v0);
        println!("k_c = {k_c}: e = {}, by energy e² = {e2}", s.restitution);
        let p = s.plastic.unwrap();
        if e2 > 0.0 {
            assert!(
                rel(s.restitution, e2.sqrt()) < 1e-9,
                "e {} against {}",
                s.restitution,
                e2.sqrt()
            );
            assert!(s.tension && !p.stuck);
        } else {
            assert!(p.stuck && s.contact_time.is_none() && s.restitution == 0.0);
        }
    }
    // The plasticity depth on a wall: R* = r1.
    let (r1, phi) = (1e-3, 1e-3);
    let lim = k2 / (k2 - k) * phi * 2.0 * r1;
    for v0 in [0.05, 0.3, 3.0] {
        let s = run(&[
            ("model", T("hysteretic")),
            ("k", N(k)),
            ("unloading_stiffness", N(k2)),
            ("plasticity_depth", N(phi)),
            ("r1", N(r1)),
            ("rho1", N(2500.0)),
            ("v0", N(v0)),
        ]);
        let m = 4.0 / 3.0 * PI * r1.powi(3) * 2500.0;
        let d_max = v0 * (m / k).sqrt();
        let k2m = if d_max < lim { k + (k2 - k) * d_max / lim } else { k2 };
        let p = s.plastic.unwrap();
        println!(
            "v0 = {v0}: δ_max/δ_lim = {}, k2(δ_max) = {k2m}, e = {}",
            d_max / lim,
            s.restitution
        );
        assert!(rel(p.unloading_stiffness.unwrap(), k2m) < 1e-9);
        assert!(rel(s.restitution, (k / k2m).sqrt()) < 1e-9);
    }
}

/// EEPA without adhesion or dashpot (Thakur et al. 2014): by the work of the two branches,
/// e² = [1 − (n+1)xⁿ + n x^(n+1)]/(1 − xⁿ), x = (1 − k1/k2)^(1/n), whatever v0; δ_max =
/// ((n+1) m v0²/(2k1))^(1/(n+1)); n = 1 is Walton & Braun's √(k1/k2).
#[test]
fn eepa_closed_form() {
    let m = 1e-5;
    for n in [1.0, 1.5, 2.0, 2.5] {
        let k1 = 10f64.powf(6.0 + 3.0 * (n - 1.0));
        for ratio in [1.2, 5.0, 50.0] {
            let xn: f64 = 1.0 - 1.0 / ratio;
            let x = xn.powf(1.0 / n);
            let e = ((1.0 - (n + 1.0) * xn + n * xn * x) / (1.0 - xn)).sqrt();
            for v0 in [0.05, 2.0] {
                let extra = [("w", N(n)), ("unloading_stiffness", N(ratio * k1))];
                let s = run(&head_on("eepa", k1, &extra, m, v0));
                let d_max = ((n + 1.0) * m * v0 * v0 / (2.0 * k1)).powf(1.0 / (n + 1.0));
                let p = s.plastic.as_ref().unwrap();
                println!("n = {n}, k2/k1 = {ratio}, v0 = {v0}: e = {} ({e})", s.restitution);
                assert!(rel(s.restitution, e) < 1e-9, "e {} against {e}", s.restitution);
                assert!(rel(s.max_overlap, d_max) < 1e-9);
                assert!(rel(p.plastic_overlap, x * d_max) < 1e-9);
                assert!(rel(s.restitution_formula.unwrap(), e) < 1e-12);
            }
        }
        if n == 1.0 {
            let extra = [("w", N(1.0)), ("plasticity_ratio", N(0.75))];
            let s = run(&head_on("eepa", k1, &extra, m, 1.0));
            assert!(rel(s.restitution, 0.5) < 1e-9, "{}", s.restitution);
        }
    }
}

/// Thornton 1997 (J. Appl. Mech. 64:383): above the yield velocity V_y, ½ m V_y² = (2/5) F_y
/// δ_y, e = (6√3/5)^½ (1 − r²/6)^½ [r/(r + 2√(6/5 − r²/5))]^¼, r = V_y/v0 (eq. 20); δ_max by
/// energy on Hertz to δ_y, then the plastic line: ½ m v0² = (2/5) F_y δ_y + F_y u + ½ π p_y R* u²,
/// u = δ_max − δ_y. Below V_y elastic: e = 1, δ_p = 0.
#[test]
fn thornton_closed_form() {
    let sphere @ (e_mod, nu, r, rho): (f64, f64, f64, f64) = (7e10, 0.25, 2e-3, 2600.0);
    let e_star = e_mod / (1.0 - nu * nu); // a wall, rigid
    let m = 4.0 / 3.0 * PI * r.powi(3) * rho;
    let p_y = 3e8;
    let d_y = (PI * p_y / (2.0 * e_star)).powi(2) * r;
    let f_y = 4.0 / 3.0 * e_star * r.sqrt() * d_y.powf(1.5);
    let v_y = (4.0 * f_y * d_y / (5.0 * m)).sqrt();
    for v0 in [0.3 * v_y, 2.0 * v_y, 30.0 * v_y, 1000.0 * v_y] {
        let s = run(&thornton_on_wall(sphere, &[("yield_pressure", N(p_y))], v0));
        let p = s.plastic.as_ref().unwrap();
        assert!(rel(p.yield_velocity.unwrap(), v_y) < 1e-12);
        assert_eq!(p.unloading_stiffness, None);
        if v0 < v_y {
            assert!(rel(s.restitution, 1.0) < 1e-9 && p.plastic_overlap == 0.0, "{s:?}");
            continue;
        }
        let q = v_y / v0;
        let e = (6.0 * 3f64.sqrt() / 5.0).sqrt()
            * (1.0 - q * q / 6.0).sqrt()
            * (q / (q + 2.0 * (6.0 / 5.0 - q * q / 5.0).sqrt())).powf(0.25);
        let (a, b, c) = (0.5 * PI * p_y * r, f_y, 0.4 * f_y * d_y - 0.5 * m * v0 * v0);
        let d_max = d_y + (-b + (b * b - 4.0 * a * c).sqrt()) / (2.0 * a);
        println!(
            "v0/V_y = {}: e = {} ({e}), δ_max = {} ({d_max})",
            v0 / v_y,
            s.restitution,
            s.max_overlap
        );
        assert!(rel(s.restitution, e) < 1e-9, "e {} against {e}", s.restitution);
        assert!(rel(s.max_overlap, d_max) < 1e-9);
        assert!(rel(s.max_force, f_y + PI * p_y * r * (d_max - d_y)) < 1e-9);
        assert!(rel(s.restitution_formula.unwrap(), e) < 1e-12);
    }
    // V_y given: the yield pressure it implies gives back the same V_y, and e just above it
    // is near 1 (Thornton's e(r → 1) = (6√3/5 · 5/6 · 1/(1 + 2))^½ ... = 1).
    let s = run(&thornton_on_wall(sphere, &[("yield_velocity", N(v_y))], 30.0 * v_y));
    let by_p = run(&thornton_on_wall(sphere, &[("yield_pressure", N(p_y))], 30.0 * v_y));
    assert!(rel(s.restitution, by_p.restitution) < 1e-9);
}

/// `e_with_plasticity`: the contact achieves it; typing `e_to_type` as `e` (the elastic
/// relation on the loading stiffness) gives back the same dashpot and so the same contact.
#[test]
fn e_with_plasticity_and_e_to_type() {
    let base = [("k", N(1e6)), ("unloading_stiffness", N(4e6)), ("m1", N(1e-5)), ("v0", N(0.7))];
    for (model, wanted) in [("hysteretic", 0.35), ("eepa", 0.2)] {
        let k = if model == "eepa" { 1e9 } else { 1e6 };
        let mut pairs = vec![("model", T(model)), ("e_with_plasticity", N(wanted))];
        pairs.extend(base.iter().copied());
        pairs[2] = ("k", N(k));
        pairs[3] = ("unloading_stiffness", N(4.0 * k));
        let s = run(&pairs);
        assert!(rel(s.restitution, wanted) < 1e-8, "{model}: {}", s.restitution);
        let typed = s.plastic.as_ref().unwrap().e_to_type.unwrap();
        pairs[1] = ("e", N(typed));
        let again = run(&pairs);
        println!(
            "{model}: e_to_type = {typed}: α {} / {}",
            s.damping_constant, again.damping_constant
        );
        assert!(rel(again.damping_constant, s.damping_constant) < 1e-12);
        assert!(rel(again.restitution, wanted) < 1e-8);
        // Above what the plasticity alone gives: refused, naming the key, with the range.
        pairs[1] = ("e_with_plasticity", N(0.9));
        let e = err(&pairs);
        assert_eq!(e.field(), "e_with_plasticity", "{e}");
        assert!(e.to_string().contains("reachable"), "{e}");
    }
}

/// Each rule of the keys names the key given.
#[test]
fn errors_name_the_key() {
    let hys = |extra: &[(&'static str, Value<'static>)]| {
        err(&head_on("hysteretic", 1e6, extra, 1e-5, 1.0)).field().to_string()
    };
    assert_eq!(hys(&[]), "unloading_stiffness");
    assert_eq!(
        hys(&[("unloading_stiffness", N(5e6)), ("plasticity_ratio", N(0.5))]),
        "plasticity_ratio"
    );
    assert_eq!(hys(&[("unloading_stiffness", N(5e5))]), "unloading_stiffness");
    assert_eq!(hys(&[("plasticity_ratio", N(1.0))]), "plasticity_ratio");
    assert_eq!(
        hys(&[("plasticity_ratio", N(0.5)), ("cohesion_stiffness", N(-1.0))]),
        "cohesion_stiffness"
    );
    assert_eq!(
        hys(&[("plasticity_ratio", N(0.5)), ("plasticity_depth", N(0.0)), ("r1", N(1e-3))]),
        "plasticity_depth"
    );
    assert_eq!(hys(&[("plasticity_ratio", N(0.5)), ("plasticity_depth", N(0.1))]), "r1");
    assert_eq!(hys(&[("plasticity_ratio", N(0.5)), ("adhesion", T("dmt"))]), "adhesion");
    assert_eq!(
        hys(&[("plasticity_ratio", N(0.5)), ("e", N(0.5)), ("e_with_plasticity", N(0.3))]),
        "e_with_plasticity"
    );
    assert_eq!(hys(&[("plasticity_ratio", N(0.5)), ("yield_pressure", N(1e8))]), "yield_pressure");
    let eepa = |extra: &[(&'static str, Value<'static>)]| {
        let mut v = head_on("eepa", 1e9, &[("plasticity_ratio", N(0.5))], 1e-5, 1.0);
        v.extend_from_slice(extra);
        err(&v).field().to_string()
    };
    assert_eq!(eepa(&[("constant_pull_off", N(0.1))]), "constant_pull_off");
    assert_eq!(eepa(&[("adhesive_branch_stiffness", N(-1.0))]), "adhesive_branch_stiffness");
    assert_eq!(eepa(&[("adhesion_exponent", N(0.0))]), "adhesion_exponent");
    assert_eq!(eepa(&[("w", N(-1.0))]), "w");
    assert_eq!(eepa(&[("cohesion_stiffness", N(1.0))]), "cohesion_stiffness");
    let th = |extra: &[(&'static str, Value<'static>)]| {
        err(&thornton_on_wall((6.3e10, 0.2, 1e-3, 2500.0), extra, 1.0)).field().to_string()
    };
    assert_eq!(th(&[]), "yield_pressure");
    assert_eq!(th(&[("yield_pressure", N(1e8)), ("yield_velocity", N(0.1))]), "yield_velocity");
    assert_eq!(th(&[("yield_pressure", N(-1e8))]), "yield_pressure");
    assert_eq!(th(&[("yield_pressure", N(1e8)), ("e", N(0.5))]), "e");
    assert_eq!(th(&[("yield_pressure", N(1e8)), ("damping", N(0.5))]), "damping");
    assert_eq!(th(&[("yield_pressure", N(1e8)), ("end", T("force"))]), "end");
    assert_eq!(th(&[("yield_pressure", N(1e8)), ("adhesion", T("jkr"))]), "adhesion");
    assert_eq!(
        th(&[("yield_pressure", N(1e8)), ("e_with_plasticity", N(0.5))]),
        "e_with_plasticity"
    );
}

/// The timestep takes the stiffest tangent the contact passes: the unloading branch's at
/// the largest overlap — k2 for the hysteretic spring, n k2 δ_max^(n−1) for EEPA (Thakur et
/// al. 2014, eq. 2), and says that it binds.
#[test]
fn timestep_takes_the_unloading_stiffness() {
    use dem_contact::timestep::{timestep, TimestepInput};
    let solve_ts = |pairs: &[(&str, Value)]| {
        let mut t = TimestepInput::default();
        for (k, v) in pairs {
            t.set(k, *v).unwrap();
        }
        timestep(&t).unwrap()
    };
    let ts = solve_ts(&head_on("hysteretic", 1e6, &[("unloading_stiffness", N(5e6))], 1e-5, 1.0));
    let c = &ts.pairs[0];
    println!("{}: {}", c.kn, c.kn_from);
    assert_eq!(c.kn, 5e6);
    assert!(c.kn_from.contains("unloading branch binds: 5 ×"), "{}", c.kn_from);
    let (k1, n, m, v0) = (1e9, 1.5, 1e-5, 1.0);
    let ts = solve_ts(&head_on("eepa", k1, &[("unloading_stiffness", N(5.0 * k1))], m, v0));
    let d_max: f64 = ((n + 1.0) * m * v0 * v0 / (2.0 * k1)).powf(1.0 / (n + 1.0));
    let k_t = n * 5.0 * k1 * d_max.sqrt();
    let c = &ts.pairs[0];
    println!("{} ({k_t}): {}", c.kn, c.kn_from);
    assert!(rel(c.kn, k_t) < 1e-9);
    assert!(c.kn_from.contains("unloading branch binds: 5 ×"), "{}", c.kn_from);
}

/// A sweep over v0: Thornton's e falls with the speed, as eq. 20 says at each point; the
/// undamped hysteretic and EEPA laws (and EEPA with its α held: λ = α√(m k1) keeps the
/// dimensionless contact) give the same e at every speed; `e_with_plasticity` holds the α
/// found at the base speed.
#[test]
fn sweep_over_v0() {
    use dem_contact::sweep::{sweep, Range};
    let range = Range { over: "v0".into(), from: 0.1, to: 10.0, points: 5, log: true };
    let glass = [
        ("E1", N(6.3e10)),
        ("nu1", N(0.2)),
        ("r1", N(1e-3)),
        ("rho1", N(2500.0)),
        ("E2", N(6.3e10)),
        ("nu2", N(0.2)),
        ("r2", N(1e-3)),
        ("rho2", N(2500.0)),
        ("v0", N(1.0)),
    ];
    let mut pairs = vec![("model", T("thornton")), ("yield_pressure", N(2.0889e8))];
    pairs.extend_from_slice(&glass);
    let base = scenario(&pairs);
    let v_y = solve(&base).unwrap().plastic.unwrap().yield_velocity.unwrap();
    let s = sweep(&base, &range).unwrap();
    let mut last = 1.0;
    for p in &s.points {
        let q = v_y / p.value;
        let e = (6.0 * 3f64.sqrt() / 5.0).sqrt()
            * (1.0 - q * q / 6.0).sqrt()
            * (q / (q + 2.0 * (6.0 / 5.0 - q * q / 5.0).sqrt())).powf(0.25);
        let got = p.restitution.unwrap();
        println!("thornton v0 = {}: e = {got} ({e})", p.value);
        assert!(rel(got, e) < 1e-9 && got < last);
        last = got;
    }
    assert!(!s.constant_restitution);
    let ratio = ("plasticity_ratio", N(0.8));
    for (model, k, extra) in [
        ("hysteretic", 1e6, vec![ratio]),
        ("eepa", 1e9, vec![ratio]),
        ("eepa", 1e9, vec![ratio, ("damping", N(0.2))]),
        ("hysteretic", 1e6, vec![ratio, ("e_with_plasticity", N(0.3))]),
    ] {
        let pairs = head_on(model, k, &extra, 1e-5, 1.0);
        let s = sweep(&scenario(&pairs), &range).unwrap();
        let e: Vec<f64> = s.points.iter().map(|p| p.restitution.unwrap()).collect();
        println!("{pairs:?}: {e:?}");
        assert!(s.constant_restitution, "{e:?}");
    }
}

/// One contact recorded in validation/recorded_plastic.json (LIGGGHTS 3.8.0, MercuryDPM fork
/// @fb0ebf1d): its id `<code>/<setting>/<pair|wall>/v<v0>` read, and its runs (at dt, dt/2, and
/// dt/2 on a shifted grid).
struct Recorded {
    id: String,
    setting: String,
    pair: bool,
    v0: f64,
    runs: Vec<serde_json::Value>,
}

/// Every contact recorded in validation/recorded_plastic.json.
fn recorded_runs() -> Vec<Recorded> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../validation/recorded_plastic.json");
    let doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    doc["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|rec| {
            let id = rec["id"].as_str().unwrap().to_string();
            let parts: Vec<&str> = id.split('/').collect();
            Recorded {
                setting: parts[1].to_string(),
                pair: parts[2] == "pair",
                v0: parts[3][1..].parse::<f64>().unwrap(),
                runs: rec["runs"].as_array().unwrap().clone(),
                id,
            }
        })
        .collect()
}

/// Asserts e, t_c and ξ_max (`ours`) against the recorded run at dt/2 within the run's own
/// tolerance (3 × the larger of its change with dt and with the grid, floor 10⁻⁶ of the
/// quantity); the number of quantities checked.
fn within_the_run(rec: &Recorded, (e, tc, overlap): (f64, f64, f64)) -> usize {
    let (id, runs) = (&rec.id, &rec.runs);
    for (q, ours) in [("e", e), ("tc", tc), ("overlap", overlap)] {
        let (coarse, fine, shifted) = (
            runs[0][q].as_f64().unwrap(),
            runs[1][q].as_f64().unwrap(),
            runs[2][q].as_f64().unwrap(),
        );
        let scale = if q == "e" { 1.0 } else { fine.abs() };
        let tol = (3.0 * (coarse - fine).abs().max((shifted - fine).abs())).max(1e-6 * scale);
        println!("{id} {q}: {ours} against {fine} ± {tol}");
        assert!((ours - fine).abs() <= tol, "{id} {q}: {ours} against {fine} ± {tol}");
    }
    3
}

/// The codes' rule of the plasticity depth (`Hysteretic::capped`: loading beyond δ_lim on the
/// k2 line, δ_0 held at δ_lim (1 − k/k2)), composed with each code's linear dashpot as read in
/// its source (docs/plastic-codes.md), against the codes run: LIGGGHTS 3.8.0 `hooke/hysteresis`
/// (k_n from `characteristicVelocity`, with and without cohesion) and `luding` with cohesion,
/// MercuryDPM `LinearPlasticViscoelastic` (constant k2; Luding's growing k2 with cohesion) —
/// e, t_c and ξ_max of each recorded run (validation/recorded_plastic.json, at dt/2) within
/// the run's own tolerance (3 × its change with dt and with the grid, floor 1e−6).
#[test]
fn the_codes_hysteretic_rule_against_their_runs() {
    use dem_contact::impact::{simulate, End, Setup};
    use dem_contact::models::composed::{Composed, Dashpot, History, Spring};
    use dem_contact::models::history::Hysteretic;
    let (r, rho, e_mod, nu): (f64, f64, f64, f64) = (1e-3, 2500.0, 63e9, 0.2);
    let y_star = e_mod / (2.0 * (1.0 - nu * nu)); // glass on glass (the wall's type the same)
    let mass = 4.0 / 3.0 * PI * r.powi(3) * rho;
    let mut checked = 0;
    for rec in recorded_runs() {
        let (setting, pair, v0) = (rec.setting.as_str(), rec.pair, rec.v0);
        let (m, r_star) = if pair { (mass / 2.0, r / 2.0) } else { (mass, r) };
        // LIGGGHTS's linear dashpot γ_n = √(4 m* k/(1 + (π/ln e)²)) on the loading k.
        let liggghts_c = |k: f64, e: f64| {
            if e == 1.0 {
                0.0
            } else {
                (4.0 * m * k / (1.0 + (PI / e.ln()).powi(2))).sqrt()
            }
        };
        let hooke_k = 16.0 / 15.0
            * r_star.sqrt()
            * y_star
            * (15.0 * m / (16.0 * r_star.sqrt() * y_star)).powf(0.2);
        let lim = |k: f64, k2: f64, phi: f64| k2 / (k2 - k) * phi * 2.0 * r_star;
        // (k, k2, k_c, δ_lim, c)
        let (k, k2, k_c, delta_lim, c) = match setting {
            "hooke-hysteresis" => (
                hooke_k,
                5.0 * hooke_k,
                0.0,
                lim(hooke_k, 5.0 * hooke_k, 1e-3),
                liggghts_c(hooke_k, 0.9),
            ),
            "hooke-hysteresis-cohesion" => {
                (hooke_k, 5.0 * hooke_k, 0.05 * hooke_k, lim(hooke_k, 5.0 * hooke_k, 1e-3), 0.0)
            }
            "luding-cohesion" => (5e6, 2.5e7, 2.5e5, lim(5e6, 2.5e7, 5e-4), liggghts_c(5e6, 0.9)),
            // MercuryDPM setRestitutionCoefficient(e, mass): γ = −ln e √(2 mass k1/(π² + ln²e)).
            "linear-plastic-constant" | "linear-plastic-luding" => {
                let l = 0.9f64.ln();
                let c = -l * (2.0 * mass * 5e6 / (PI * PI + l * l)).sqrt();
                if setting == "linear-plastic-constant" {
                    (5e6, 2.5e7, 0.0, 0.0, c)
                } else {
                    (5e6, 2.5e7, 2.5e5, lim(5e6, 2.5e7, 5e-4), c)
                }
            }
            _ => continue,
        };
        let law = Composed {
            m,
            spring: Spring { k, w: 1.0 },
            dashpot: Dashpot { lambda: c, p: 0.0 },
            adhesion: None,
            history: Some(History::Hysteretic(Hysteretic { k2, k_c, delta_lim, capped: true })),
        };
        let setup = Setup {
            m,
            v0,
            g: 0.0,
            end: End::Overlap,
            time_scale: (m / k).sqrt(),
            local_damping: 0.0,
        };
        let s = simulate(&law, &setup, 0).unwrap().summary;
        checked += within_the_run(&rec, (s.restitution, s.contact_time.unwrap(), s.max_overlap));
    }
    assert_eq!(checked, 3 * 20, "the 20 hysteretic runs recorded");
}

/// A fit of measured restitutions: for an elastic–plastic law a measured e is the one WITH
/// plasticity, so each measurement alone is its `e_with_plasticity` (the dashpot found), and
/// the law with the α fitted reproduces it.
#[test]
fn fit_takes_the_measured_e_with_plasticity() {
    use dem_contact::sweep::fit::{fit, Measured};
    let ratio = ("plasticity_ratio", N(0.8));
    let base = scenario(&head_on("hysteretic", 1e6, &[ratio], 1e-5, 1.0));
    let measured = [Measured::from_pairs(0, [("v0", N(1.0)), ("e", N(0.3))]).unwrap()];
    let f = fit(&base, &measured).unwrap();
    println!("α = {}, {:?}", f.damping_constant, f.points);
    let wanted =
        run(&head_on("hysteretic", 1e6, &[ratio, ("e_with_plasticity", N(0.3))], 1e-5, 1.0));
    assert!(rel(f.damping_constant, wanted.damping_constant) < 1e-9);
    assert!(rel(f.points[0].model_e, 0.3) < 1e-8, "{:?}", f.points);
}

/// The glass beads of the recorded runs (r = 1 mm, E = 63 GPa, ν = 0.2, ρ = 2500 kg/m³): a pair
/// head-on, or one bead on a flat wall of the same glass; the material where the setting
/// takes its stiffness from it.
fn glass_pair(pair: bool, material: bool) -> Vec<(&'static str, Value<'static>)> {
    let mut v = vec![("rho1", N(2500.0)), ("r1", N(1e-3))];
    if pair {
        v.extend([("rho2", N(2500.0)), ("r2", N(1e-3))]);
    }
    if material {
        v.extend([("E1", N(63e9)), ("nu1", N(0.2)), ("E2", N(63e9)), ("nu2", N(0.2))]);
    }
    v
}

/// The keys each recorded setting typed (validation/cases.py LIGGGHTS_PLASTIC, MERCURY_PLASTIC:
/// the values typed into the code, as the calculator's keys).
fn code_keys(setting: &str) -> Option<(bool, Vec<(&'static str, Value<'static>)>)> {
    let ratio = ("plasticity_ratio", N(0.8)); // kn2kcMax, kn2k1 = 5
    let e09 = ("e", N(0.9));
    let hooke = |e: f64| {
        vec![
            ("code", T("liggghts-hooke-hysteresis")),
            ("e", N(e)),
            ("v_char", N(1.0)),
            ratio,
            ("plasticity_depth", N(1e-3)),
        ]
    };
    let luding = vec![
        ("code", T("liggghts-luding")),
        ("k", N(5e6)),
        e09,
        ratio,
        ("plasticity_depth", N(5e-4)),
    ];
    let edinburgh = |e: f64| vec![("code", T("liggghts-edinburgh")), ("e", N(e)), ratio];
    let mercury = vec![
        ("code", T("mercurydpm-linear-plastic")),
        ("k", N(5e6)),
        ("unloading_stiffness", N(2.5e7)),
        e09,
    ];
    let with = |mut v: Vec<(&'static str, Value<'static>)>,
                extra: &[(&'static str, Value<'static>)]| {
        v.extend_from_slice(extra);
        v
    };
    Some(match setting {
        "hooke-hysteresis" => (true, hooke(0.9)),
        "hooke-hysteresis-cohesion" => (true, with(hooke(1.0), &[("cohesion_ratio", N(0.05))])),
        "luding" => (false, luding),
        "luding-cohesion" => (false, with(luding, &[("cohesion_ratio", N(0.05))])),
        "edinburgh" => (true, edinburgh(1.0)),
        "edinburgh-e0.8" => (true, edinburgh(0.8)),
        "edinburgh-surface-energy" => {
            (true, with(edinburgh(1.0), &[("work_of_adhesion", N(100.0))]))
        }
        "edinburgh-fixKc" => {
            (true, with(edinburgh(1.0), &[("fix_kc", T("on")), ("cohesion_ratio", N(0.1))]))
        }
        "edinburgh-fixKc-limitForce-off" => (
            true,
            with(
                edinburgh(1.0),
                &[("fix_kc", T("on")), ("cohesion_ratio", N(0.1)), ("limit", T("off"))],
            ),
        ),
        "thornton-ning-yield" => (
            true,
            vec![("code", T("liggghts-thornton-ning")), ("e", N(0.5)), ("yield_ratio", N(0.005))],
        ),
        "linear-plastic-constant" => (
            false,
            with(mercury, &[("plasticity_depth", N(1.0)), ("constant_unloading", T("true"))]),
        ),
        "linear-plastic-luding" => (
            false,
            with(mercury, &[("cohesion_stiffness", N(2.5e5)), ("plasticity_depth", N(5e-4))]),
        ),
        _ => return None,
    })
}

/// Each code setting against the code's own runs (LIGGGHTS 3.8.0, MercuryDPM fork @fb0ebf1d,
/// validation/recorded_plastic.json: e, t_c, ξ_max at dt/2, the tolerance 3 × the larger of
/// the dt/2 and grid-shift differences, floor 10⁻⁶ of the quantity): every recorded contact,
/// pair and wall, each speed, solved with `code` as a user types it.
/// Returns the number of quantities checked for the recorded settings in `settings`.
fn against_their_runs(settings: &[&str]) -> usize {
    let mut checked = 0;
    for rec in recorded_runs() {
        let (setting, pair, v0) = (rec.setting.as_str(), rec.pair, rec.v0);
        if !settings.contains(&setting) {
            continue;
        }
        let id = &rec.id;
        let (material, mut pairs) = code_keys(setting).unwrap_or_else(|| panic!("{id}"));
        pairs.extend(glass_pair(pair, material));
        pairs.push(("v0", N(v0)));
        let s = run(&pairs);
        let code = s.code.as_ref().unwrap();
        assert_eq!(code.typed.restitution, s.restitution, "{id}: the answer is the typed value's");
        checked += within_the_run(&rec, (s.restitution, s.contact_time.unwrap(), s.max_overlap));
    }
    checked
}

/// `liggghts-hooke-hysteresis` against LIGGGHTS 3.8.0 `hooke/hysteresis` (with and without
/// cohesion; δ_max above δ_lim at 1 m/s).
#[test]
fn liggghts_hooke_hysteresis_against_its_runs() {
    assert_eq!(against_their_runs(&["hooke-hysteresis", "hooke-hysteresis-cohesion"]), 3 * 8);
}

/// `liggghts-luding` against `luding` (limitForce clipping without cohesion; cohesion).
#[test]
fn liggghts_luding_against_its_runs() {
    assert_eq!(against_their_runs(&["luding", "luding-cohesion"]), 3 * 8);
}

/// `liggghts-edinburgh` against `edinburgh`: plasticity alone, e = 0.8 typed (the linear
/// dashpot on k1 in N/m^1.5), surfaceEnergy (pair: a branch; wall: none), fixKc on with and
/// without limitForce.
#[test]
fn liggghts_edinburgh_against_its_runs() {
    let settings = [
        "edinburgh",
        "edinburgh-e0.8",
        "edinburgh-surface-energy",
        "edinburgh-fixKc",
        "edinburgh-fixKc-limitForce-off",
    ];
    assert_eq!(against_their_runs(&settings), 3 * 20);
}

/// `liggghts-thornton-ning` against `thornton_ning` with a yield ratio, four speeds.
#[test]
fn liggghts_thornton_ning_against_its_runs() {
    assert_eq!(against_their_runs(&["thornton-ning-yield"]), 3 * 8);
}

/// `mercurydpm-linear-plastic` against `LinearPlasticViscoelasticSpecies` (constant k2;
/// growing k2 with cohesion).
#[test]
fn mercurydpm_linear_plastic_against_its_runs() {
    assert_eq!(against_their_runs(&["linear-plastic-constant", "linear-plastic-luding"]), 3 * 8);
}

/// `e_with_plasticity` with a code: the value to type found (LIGGGHTS's coefficientRestitution,
/// MercuryDPM's setRestitutionCoefficient, thornton_ning's coefficientYieldRatio), typed back
/// as the code's input, gives the wanted restitution; above what the plasticity alone gives it
/// is refused naming the key and the reachable range.
#[test]
fn code_settings_value_to_type() {
    let cases: Vec<(Keys, &str, f64)> = vec![
        (vec![("code", T("liggghts-edinburgh")), ("plasticity_ratio", N(0.8))], "e", 0.3),
        (
            vec![
                ("code", T("liggghts-hooke-hysteresis")),
                ("v_char", N(1.0)),
                ("plasticity_ratio", N(0.8)),
                ("plasticity_depth", N(1e-3)),
            ],
            "e",
            0.5,
        ),
        (
            vec![
                ("code", T("liggghts-luding")),
                ("k", N(5e6)),
                ("plasticity_ratio", N(0.8)),
                ("plasticity_depth", N(5e-4)),
            ],
            "e",
            0.5,
        ),
        (
            vec![
                ("code", T("mercurydpm-linear-plastic")),
                ("k", N(5e6)),
                ("unloading_stiffness", N(2.5e7)),
                ("plasticity_depth", N(1.0)),
                ("constant_unloading", T("on")),
            ],
            "e",
            0.3,
        ),
        (vec![("code", T("liggghts-thornton-ning"))], "yield_ratio", 0.4),
    ];
    for (mut pairs, key, wanted) in cases {
        let material = !pairs.iter().any(|(k, _)| *k == "k");
        pairs.extend(glass_pair(true, material));
        pairs.push(("v0", N(0.3)));
        let mut asked = pairs.clone();
        asked.push(("e_with_plasticity", N(wanted)));
        let s = run(&asked);
        let to = s.code.as_ref().unwrap().to_type.clone().unwrap();
        println!("{:?}: {} = {} for e = {wanted}", pairs[0].1, to.name, to.value);
        assert!(rel(s.restitution, wanted) < 1e-8, "{}", s.restitution);
        assert_eq!(s.plastic.as_ref().unwrap().e_to_type, Some(to.value));
        let mut typed = pairs.clone();
        typed.push((key, N(to.value)));
        let back = run(&typed);
        assert!(rel(back.restitution, wanted) < 1e-7, "{key} = {}: {}", to.value, back.restitution);
        if key == "e" {
            // Above what the plasticity alone gives: a dashpot only lowers it.
            asked.pop();
            asked.push(("e_with_plasticity", N(0.99)));
            let e = err(&asked);
            assert_eq!(e.field(), "e_with_plasticity", "{e}");
            assert!(e.to_string().contains("reachable"), "{e}");
        }
    }
}

/// The code settings' keys: each error names the key, its value and the allowed range.
#[test]
fn code_settings_errors_name_the_key() {
    let field_of = |material: bool, extra: &[(&'static str, Value<'static>)]| {
        let mut v = glass_pair(true, material);
        v.push(("v0", N(1.0)));
        v.extend_from_slice(extra);
        err(&v).field().to_string()
    };
    let field = |extra: &[(&'static str, Value<'static>)]| field_of(true, extra);
    let bare = |extra: &[(&'static str, Value<'static>)]| field_of(false, extra);
    let ed = ("code", T("liggghts-edinburgh"));
    assert_eq!(field(&[ed]), "plasticity_ratio");
    assert_eq!(field(&[ed, ("plasticity_ratio", N(1.0))]), "plasticity_ratio");
    assert_eq!(field(&[ed, ("plasticity_ratio", N(0.5)), ("e", N(0.04))]), "e");
    let msg = err(&{
        let mut v = glass_pair(true, true);
        v.extend([ed, ("plasticity_ratio", N(0.5)), ("e", N(0.04)), ("v0", N(1.0))]);
        v
    })
    .to_string();
    assert!(msg.contains("0.05") && msg.contains("0.04"), "{msg}");
    assert_eq!(field(&[ed, ("plasticity_ratio", N(0.5)), ("yield_ratio", N(0.1))]), "yield_ratio");
    assert_eq!(
        field(&[
            ed,
            ("plasticity_ratio", N(0.5)),
            ("work_of_adhesion", N(1.0)),
            ("cohesion_ratio", N(0.1))
        ]),
        "cohesion_ratio"
    );
    assert_eq!(field(&[ed, ("plasticity_ratio", N(0.5)), ("version", T("3.7.0"))]), "version");
    let tn = ("code", T("liggghts-thornton-ning"));
    assert_eq!(field(&[tn]), "yield_ratio");
    assert_eq!(field(&[tn, ("yield_ratio", N(-0.1))]), "yield_ratio");
    assert_eq!(
        field(&[tn, ("yield_ratio", N(0.01)), ("e_with_plasticity", N(0.5))]),
        "e_with_plasticity"
    );
    let hh = ("code", T("liggghts-hooke-hysteresis"));
    assert_eq!(field(&[hh, ("plasticity_ratio", N(0.5)), ("plasticity_depth", N(1e-3))]), "v_char");
    assert_eq!(field(&[hh, ("plasticity_ratio", N(0.5)), ("v_char", N(1.0))]), "plasticity_depth");
    assert_eq!(
        field(&[
            hh,
            ("plasticity_ratio", N(0.5)),
            ("v_char", N(1.0)),
            ("plasticity_depth", N(1e-3)),
            ("cohesion_ratio", N(-1.0))
        ]),
        "cohesion_ratio"
    );
    assert_eq!(
        bare(&[
            ("code", T("liggghts-luding")),
            ("plasticity_ratio", N(0.5)),
            ("plasticity_depth", N(1e-3))
        ]),
        "k"
    );
    let md = ("code", T("mercurydpm-linear-plastic"));
    let field = bare;
    assert_eq!(field(&[md, ("k", N(5e6))]), "unloading_stiffness");
    assert_eq!(field(&[md, ("k", N(5e6)), ("unloading_stiffness", N(1e6))]), "unloading_stiffness");
    assert_eq!(
        field(&[md, ("k", N(5e6)), ("unloading_stiffness", N(1e7)), ("plasticity_depth", N(2.0))]),
        "plasticity_depth"
    );
    // E1 etc. are not MercuryDPM's: it takes k.
    assert_eq!(
        field_of(
            true,
            &[md, ("k", N(5e6)), ("unloading_stiffness", N(1e7)), ("plasticity_depth", N(1.0))]
        ),
        "E1"
    );
}

/// The elastic–plastic code settings as a list shows them (the page's code selector): each
/// one's law is the `model` its solution reports, its stiffness input is the `k` it takes or
/// the material, and it names a tension switch exactly where it takes `limit`.
#[test]
fn plastic_code_catalogue_agrees_with_each_setting() {
    let list = dem_contact::codes::plastic_catalogue();
    assert_eq!(list.len(), 5);
    for s in &list {
        let takes = |k: &str| s.keys.contains(&k);
        assert_eq!(s.stiffness, if takes("k") { "k" } else { "material" }, "{}", s.id);
        assert_eq!(takes("E1"), s.stiffness == "material", "{}", s.id);
        assert_eq!(s.switch.is_some(), takes("limit"), "{}", s.id);
        let mut pairs: Vec<(&str, Value)> = vec![
            ("code", T(s.id)),
            ("r1", N(2e-5)),
            ("r2", N(2e-5)),
            ("rho1", N(1500.0)),
            ("rho2", N(1500.0)),
            ("v0", N(0.2)),
        ];
        let given: &[(&str, f64)] = match s.id {
            "liggghts-hooke-hysteresis" => &[
                ("E1", 5e9),
                ("nu1", 0.3),
                ("v_char", 0.2),
                ("plasticity_ratio", 0.5),
                ("plasticity_depth", 0.5),
            ],
            "liggghts-luding" => {
                &[("k", 1500.0), ("plasticity_ratio", 0.5), ("plasticity_depth", 0.5)]
            }
            "liggghts-edinburgh" => &[("E1", 5e9), ("nu1", 0.3), ("plasticity_ratio", 0.5)],
            "liggghts-thornton-ning" => &[("E1", 5e9), ("nu1", 0.3), ("yield_ratio", 0.005)],
            _ => &[
                ("k", 1500.0),
                ("unloading_stiffness", 3000.0),
                ("plasticity_depth", 0.5),
                ("e", 0.9),
            ],
        };
        pairs.extend(given.iter().map(|&(k, v)| (k, N(v))));
        assert_eq!(run(&pairs).model, s.model, "{}", s.id);
    }
}

/// With `e_with_plasticity`: the plasticity ratio that gives the wanted e with no dashpot,
/// against the closed forms written here — Walton & Braun's e = √(1 − λ_p) (λ_p = 1 − e²) and
/// EEPA's e² = [1 − (n + 1)xⁿ + n x^(n+1)]/(1 − xⁿ), xⁿ = λ_p (Thakur et al. 2014) — and said
/// in the refusal of an e above what the plasticity typed gives.
#[test]
fn the_plasticity_ratio_alone() {
    for want in [0.2, 0.5, 0.65] {
        let extra = [("plasticity_ratio", N(0.3)), ("e_with_plasticity", N(want))];
        let s = run(&head_on("hysteretic", 1e5, &extra, 1e-6, 0.2));
        let lp = s.plastic.as_ref().unwrap().plasticity_ratio_alone.unwrap();
        assert!((lp - (1.0 - want * want)).abs() < 1e-9, "hysteretic {want}: {lp}");
        for n in [1.5, 2.5] {
            let extra = [("w", N(n)), ("plasticity_ratio", N(0.3)), ("e_with_plasticity", N(want))];
            let s = run(&head_on("eepa", 1e7, &extra, 1e-6, 0.2));
            let xn = s.plastic.as_ref().unwrap().plasticity_ratio_alone.unwrap();
            let x = xn.powf(1.0 / n);
            let e = ((1.0 - (n + 1.0) * xn + n * xn * x) / (1.0 - xn)).sqrt();
            assert!((e - want).abs() < 1e-8, "eepa n = {n}, {want}: λ_p {xn} gives {e}");
        }
    }
    // Without e_with_plasticity there is none.
    let s = run(&head_on("hysteretic", 1e5, &[("plasticity_ratio", N(0.6))], 1e-6, 0.2));
    assert_eq!(s.plastic.as_ref().unwrap().plasticity_ratio_alone, None);
    // e = 0.9 is above what λ_p = 0.5 gives (√0.5): the refusal names λ_p = 1 − 0.81.
    let extra = [("plasticity_ratio", N(0.5)), ("e_with_plasticity", N(0.9))];
    let said = err(&head_on("hysteretic", 1e5, &extra, 1e-6, 0.2)).to_string();
    assert!(said.contains("plasticity_ratio = 0.19000 gives it"), "{said}");
}
