//! The liquid bridge composed with the normal models (issue 45): the energy accounted for at
//! the rupture (½ m v0² = ½ m u_c² + W + the dashpot's and the lubrication's work), the
//! rupture located (the curves end at S = S_c with the force −F_cap(S_c) there), the
//! sticking velocity a root (stuck just below, bouncing just above), the bridge on the other
//! models, the units of its keys.

use dem_contact::{solve, solve_with_curves, Scenario, Value};
use std::f64::consts::PI;

use Value::{Number as N, Text as T};

fn rel(a: f64, b: f64) -> f64 {
    if a == b {
        0.0
    } else {
        (a - b).abs() / a.abs().max(b.abs())
    }
}

/// 1 mm glass beads (a pair) with water, as the golden cases, `extra` added or replacing.
fn beads(extra: &[(&'static str, Value<'static>)]) -> Scenario {
    let mut pairs = vec![
        ("E1", N(63e9)),
        ("nu1", N(0.2)),
        ("r1", N(1e-3)),
        ("rho1", N(2500.0)),
        ("E2", N(63e9)),
        ("nu2", N(0.2)),
        ("r2", N(1e-3)),
        ("rho2", N(2500.0)),
        ("liquid_bridge", T("willett")),
        ("surface_tension", N(0.072)),
        ("contact_angle", T("20 deg")),
        ("liquid_volume", N(1e-11)),
    ];
    pairs.retain(|(k, _)| !extra.iter().any(|(x, _)| x == k));
    pairs.extend_from_slice(extra);
    Scenario::from_pairs(pairs).unwrap()
}

/// With a dashpot (Tsuji, e = 0.9 and 0.7) and the lubrication (η = 1 and 2 mPa·s), just
/// above the sticking velocity (v0 = V_s (1 + 1e−7)), where the rebound speed u_c is read from
/// the integrated velocity (e² < 1e−6): ½ m v0² = ½ m u_c² + W + the dashpot's and the
/// lubrication's work (each integrated on its own), to 1e−10 of the energy before.
#[test]
fn energy_is_accounted_for() {
    for extra in [
        vec![("model", T("tsuji")), ("e", N(0.9))],
        vec![("model", T("hertz")), ("liquid_viscosity", T("1 mPa s"))],
        vec![
            ("model", T("tsuji")),
            ("e", N(0.7)),
            ("liquid_viscosity", N(2e-3)),
            ("liquid_bridge", T("rabinovich")),
        ],
    ] {
        let at = |v0: f64| {
            let mut x = extra.clone();
            x.push(("v0", N(v0)));
            solve(&beads(&x)).unwrap()
        };
        let vs = at(1.0).liquid_bridge.unwrap().sticking_velocity.unwrap();
        let s = at(vs * (1.0 + 1e-7));
        let b = s.liquid_bridge.as_ref().unwrap();
        assert!(!b.stuck && s.restitution < 1e-3 && s.restitution > 0.0, "{extra:?}");
        let before = s.energy.before.normal;
        let after = s.energy.after.normal;
        let spent = b.bridge_energy + b.viscous_energy.unwrap_or(0.0) + b.dashpot_energy;
        let miss = (before - after - spent).abs() / before;
        assert!(miss < 1e-10, "{extra:?}: {miss:e}");
    }
}

/// The rupture is located: the last sample is at S = S_c, where the force is −F_cap(S_c)
/// plus the lubrication (0 here); the curves pass below ξ = 0.
#[test]
fn rupture_is_located() {
    let s = solve_with_curves(&beads(&[("model", T("hertz")), ("v0", N(0.2))]), 400).unwrap();
    let b = s.liquid_bridge.as_ref().unwrap();
    let c = s.curves.as_ref().unwrap();
    let s_c = b.rupture_distance;
    assert!(rel(*c.overlap.last().unwrap(), -s_c) < 1e-9, "{}", c.overlap.last().unwrap());
    // Willett's F_cap(S_c) written here.
    let (rp, v, theta) = (1e-3f64, 1e-11f64, 20.0 * PI / 180.0);
    let x = s_c * (rp / v).sqrt();
    let f = 2.0 * PI * rp * 0.072 * theta.cos() / (1.0 + 1.05 * x + 2.5 * x * x);
    assert!(rel(*c.force.last().unwrap(), -f) < 1e-9);
    assert!(rel(s.contact_time.unwrap(), *c.t.last().unwrap()) < 1e-12);
    assert!(s.max_overlap > 0.0 && s.min_force < 0.0);
}

/// The damped sticking velocity is the boundary: 1e−6 below it the bodies stay bridged, 1e−6
/// above they leave; V_s is above the undamped √(2W/m*).
#[test]
fn sticking_velocity_is_the_boundary() {
    let at = |v0: f64| {
        solve(&beads(&[
            ("model", T("tsuji")),
            ("e", N(0.5)),
            ("liquid_viscosity", N(1e-3)),
            ("v0", N(v0)),
        ]))
        .unwrap()
    };
    let s = at(0.3);
    let b = s.liquid_bridge.clone().unwrap();
    let vs = b.sticking_velocity.unwrap();
    let undamped = (2.0 * b.bridge_energy / s.effective_mass).sqrt();
    assert!(vs > undamped, "{vs} vs {undamped}");
    let below = at(vs * (1.0 - 1e-6));
    let above = at(vs * (1.0 + 1e-6));
    assert!(below.liquid_bridge.unwrap().stuck && below.contact_time.is_none());
    assert!(!above.liquid_bridge.unwrap().stuck && above.restitution > 0.0);
    assert_eq!(below.restitution, 0.0);
}

/// Any normal model takes the bridge: with e the restitution without the bridge is the
/// model's own, and the bridge lowers it.
#[test]
fn other_models() {
    for model in ["hunt-crossley", "power-law", "viscoelastic"] {
        let mut extra = vec![("model", T(model)), ("v0", N(0.5))];
        if model == "viscoelastic" {
            extra.push(("damping", N(1e-7)));
        } else {
            extra.push(("e", N(0.8)));
        }
        if model == "power-law" {
            extra.extend([("w", N(1.5)), ("p", N(0.25))]);
        }
        let s = solve(&beads(&extra)).unwrap();
        let b = s.liquid_bridge.as_ref().unwrap();
        assert!(s.restitution < b.restitution_without_bridge, "{model}");
        if model != "viscoelastic" {
            assert!(rel(b.restitution_without_bridge, 0.8) < 1e-6, "{model}");
        }
        assert!(s.contact_time.is_some_and(|t| t > 0.0) && !b.stuck, "{model}");
    }
}

/// The units of the bridge's keys: degrees, mPa·s, µL are read; a wrong unit is named by the
/// quantity the key takes.
#[test]
fn units() {
    let s = Scenario::from_pairs([
        ("contact_angle", T("30 deg")),
        ("liquid_viscosity", T("1 mPa s")),
        ("liquid_volume", T("10 mm^3")),
        ("surface_tension", T("72 mN/m")),
    ])
    .unwrap();
    assert!(rel(s.contact_angle.unwrap(), PI / 6.0) < 1e-15);
    assert!(rel(s.liquid_viscosity.unwrap(), 1e-3) < 1e-15);
    assert!(rel(s.liquid_volume.unwrap(), 1e-8) < 1e-15);
    assert!(rel(s.surface_tension.unwrap(), 0.072) < 1e-15);
    let msg = |k: &str, v: &'static str| Scenario::from_pairs([(k, T(v))]).unwrap_err().to_string();
    assert_eq!(
        msg("surface_tension", "5 kg"),
        r#"surface_tension = "5 kg": "kg" is a mass (kg), not a surface tension (N/m)"#
    );
    assert!(
        msg("liquid_volume", "5 m^2").contains("not a volume (m³)"),
        "{}",
        msg("liquid_volume", "5 m^2")
    );
}

/// A spring with a history under the bridge: Walton & Braun's linear hysteretic spring with a
/// constant k2 and no dashpot loses the energy of its loop, which no rate term counts. Its
/// wet rebound in closed form: the constant pull F0 = F_cap(0) acts while overlapping, so
/// ½ k δ_max² = ½ m v0² + F0 δ_max on loading; the unloading line returns (k/k2) of the
/// spring's energy while the pull takes F0 δ_max back, and the bridge W after the touch:
/// ½ m u² = (k/k2)(½ m v0² + F0 δ_max) − F0 δ_max − W. (The wet contact of a plastic law
/// once rebounded as an elastic one, e = 0.994 for EEPA whose dry e is 0.413.)
#[test]
fn a_plastic_spring_keeps_its_loss_under_the_bridge() {
    let (k, k2, m, v0) = (1e5, 4e5, 0.5e-5, 0.5);
    let sc = Scenario::from_pairs([
        ("model", T("hysteretic")),
        ("k", N(k)),
        ("unloading_stiffness", N(k2)),
        ("m1", N(2.0 * m)),
        ("m2", N(2.0 * m)),
        ("r1", N(1e-3)),
        ("r2", N(1e-3)),
        ("v0", N(v0)),
        ("liquid_bridge", T("willett")),
        ("liquid_volume", N(1e-11)),
        ("surface_tension", N(0.072)),
    ])
    .unwrap();
    let sol = solve(&sc).unwrap();
    let lb = sol.liquid_bridge.as_ref().unwrap();
    // Willett at S = 0 with R' = 2R* = r and θ = 0: 2π r σ.
    let f0 = 2.0 * PI * 1e-3 * 0.072;
    assert!(rel(lb.force_at_contact, f0) < 1e-14);
    let d_max = (f0 + (f0 * f0 + k * m * v0 * v0).sqrt()) / k;
    let u2 = (k / k2) * (v0 * v0 + 2.0 * f0 * d_max / m)
        - 2.0 * f0 * d_max / m
        - 2.0 * lb.bridge_energy / m;
    let e = u2.sqrt() / v0;
    assert!(rel(sol.max_overlap, d_max) < 1e-9, "{} vs {d_max}", sol.max_overlap);
    assert!(rel(sol.restitution, e) < 1e-9, "{} vs {e}", sol.restitution);
    // Dry, the same spring gives √(k/k2) = 0.5; wet, less.
    assert!(sol.restitution < 0.5 && lb.restitution_without_bridge > 0.4999);
}

/// The F(S) curve the page draws: from Willett's F(0) = 2π R' σ cos θ at contact to Lian's
/// S_c = (1 + θ/2) V^(1/3), each point Willett et al. 2000 eq. 12–13 (computed here).
#[test]
fn force_curve_is_willett_from_contact_to_lian_rupture() {
    let sc = beads(&[]);
    let curve = dem_contact::models::bridge::solve::force_curve(&sc, 101).unwrap();
    assert_eq!(curve.len(), 101);
    let theta = 20f64.to_radians();
    let (r_prime, sigma, v): (f64, f64, f64) = (1e-3, 0.072, 1e-11);
    let s_c = (1.0 + theta / 2.0) * v.cbrt();
    assert_eq!(curve[0].0, 0.0);
    assert!(rel(curve[100].0, s_c) < 1e-12, "S_c {} against {s_c}", curve[100].0);
    for &(s, f) in &curve {
        let hat = s * (r_prime / v).sqrt();
        let want = 2.0 * PI * r_prime * sigma * theta.cos() / (1.0 + 1.05 * hat + 2.5 * hat * hat);
        assert!(rel(f, want) < 1e-12, "F({s}) = {f} against {want}");
    }
    // The same rupture and force at contact as the answer's.
    let sol = solve(&beads(&[("v0", N(0.1)), ("model", T("hertz"))])).unwrap();
    let b = sol.liquid_bridge.unwrap();
    assert_eq!(curve[0].1, b.force_at_contact);
    assert_eq!(curve[100].0, b.rupture_distance);
}

/// The page's contact without each code's bridge rows (computed apart, in its worker): the
/// answer less `liquid_bridge_codes`, everything else the same; invalid input gives `solve`'s
/// error.
#[test]
fn the_wet_contact_without_the_code_rows_is_the_answer_less_them() {
    use dem_contact::codes::solve_without_code_rows;
    let sc = beads(&[("v0", N(0.2)), ("model", T("hertz"))]);
    let own = solve_without_code_rows(&sc, 400).unwrap();
    let mut all = solve_with_curves(&sc, 400).unwrap();
    assert!(own.liquid_bridge_codes.is_empty() && !all.liquid_bridge_codes.is_empty());
    all.liquid_bridge_codes.clear();
    assert_eq!(format!("{own:?}"), format!("{all:?}"));
    let bad = beads(&[("v0", N(0.2)), ("model", T("hertz")), ("liquid_volume", N(-1e-11))]);
    assert_eq!(
        solve_without_code_rows(&bad, 0).unwrap_err().to_string(),
        solve(&bad).unwrap_err().to_string()
    );
}
