//! The work of the adhesive answers (issue 41 C2, issue 44 item 4), counted in integration
//! steps (`integrator::steps_taken`: Dormand–Prince steps, event location included), which
//! follow the CPU time and, unlike it, do not depend on the machine or its load. The sticky
//! powder of issue 44: Tsuji, e = 0.5 (or e_with_adhesion = 0.5), JKR, γ = 0.05 J/m², a 20 µm
//! sphere (E = 5 GPa, ν = 0.3, 1500 kg/m³) on a wall at 0.2 m/s.
//!
//! Before the searches in two stages (coarse impacts first) and the sweep's points without
//! what does not change along the sweep, the same answers took: 17 181 steps (e) and 38 041
//! (e_with_adhesion) for the adhesive contact, 66 941 and 208 692 with the code rows; a sweep
//! of 50 points over e 4 598 292, over surface_energy 1 055 373, over r1 1 060 851 (10 s of
//! CPU for the first). They now take 4 686 and 7 360 steps for the contact, 17 463 and 34 107
//! with the code rows, about 89 000 for each sweep: the bounds below are about 1.5 times that
//! (the code rows with e took 9 790 before each sticking velocity was checked to flip the stuck
//! flag within 5e−9 of it, at most two full impacts per search, and the tail's window was made
//! whole: correctness that costs about 7 700 steps here).
#![cfg(feature = "adhesion")]

use dem_contact::integrator::steps_taken;
use dem_contact::sweep::{base_value, sweep, Range};
use dem_contact::{solve, Scenario, Value};

fn powder(dissipation: &'static str, gamma: f64) -> Scenario {
    Scenario::from_pairs([
        ("model", Value::Text("tsuji")),
        ("adhesion", Value::Text("jkr")),
        ("surface_energy", Value::Number(gamma)),
        (dissipation, Value::Number(0.5)),
        ("v0", Value::Number(0.2)),
        ("E1", Value::Number(5e9)),
        ("nu1", Value::Number(0.3)),
        ("r1", Value::Number(2e-5)),
        ("rho1", Value::Number(1500.0)),
    ])
    .unwrap()
}

/// The integration steps `f` takes.
fn steps<T>(f: impl FnOnce() -> T) -> (T, u32) {
    let start = steps_taken();
    let out = f();
    (out, steps_taken().wrapping_sub(start))
}

/// The adhesive contact (its impact, sticking velocity, restitution without adhesion; with
/// e_with_adhesion the damping found) and the whole answer with the code rows. Each solve a
/// new law (γ apart), so that no sticking velocity found before is reused.
#[test]
fn sticky_powder_solves_in_few_steps() {
    let cases = [("e", 6_000, 26_000), ("e_with_adhesion", 9_000, 45_000)];
    for (i, (dissipation, own_max, all_max)) in cases.into_iter().enumerate() {
        let sc = powder(dissipation, 0.05 * (1.0 + 1e-6 * i as f64));
        let (own, n) = steps(|| dem_contact::contact::solve(&sc, 0).unwrap());
        assert!(n <= own_max, "{dissipation}: {n} steps for the adhesive contact");
        let a = own.adhesion.as_ref().unwrap();
        assert!(a.sticking_velocity.is_some_and(|v| v > 0.05 && v < 0.15), "{a:?}");
        let sc = powder(dissipation, 0.05 * (1.0 + 1e-6 * (i + 2) as f64));
        let (all, n) = steps(|| solve(&sc).unwrap());
        assert!(n <= all_max, "{dissipation}: {n} steps with the code rows");
        assert!(!all.adhesion_codes.is_empty());
    }
}

/// A sweep of 50 points over e, surface_energy or r1 (issue 41 C2: 10.3, 4.9 and 4.4 s):
/// each point's impact alone; the held contact's sticking velocity once, from the base.
#[test]
fn sweeps_reuse_what_does_not_change() {
    for (i, over) in ["e", "surface_energy", "r1"].into_iter().enumerate() {
        let sc = powder("e", 0.05 * (1.0 + 1e-6 * (i + 4) as f64));
        let range = Range::parse(over, None, None, 50, None, base_value(&sc, over)).unwrap();
        let (s, n) = steps(|| sweep(&sc, &range).unwrap());
        assert!(n <= 150_000, "--over {over}: {n} steps");
        assert_eq!(s.points.len(), 50);
        assert!(s.points.iter().all(|p| p.error.is_none() && p.restitution.is_some()), "{over}");
        assert!(s.sticking_velocity.is_some_and(|v| v > 0.0), "{over}");
    }
}

/// A sweep's point is the same impact as the scenario at that value solved alone: the same
/// restitution, contact time, overlap and force, bit for bit.
#[test]
fn sweep_points_are_the_solves() {
    let sc = powder("e", 0.05);
    let range = Range { over: "e".into(), from: 0.2, to: 0.9, points: 4, log: false };
    let s = sweep(&sc, &range).unwrap();
    for p in &s.points {
        let mut x = sc.clone();
        x.set("e", Value::Number(p.value)).unwrap();
        let alone = solve(&x).unwrap();
        assert_eq!(p.restitution, Some(alone.restitution));
        assert_eq!(p.contact_time, alone.contact_time);
        assert_eq!(p.max_overlap, Some(alone.max_overlap));
        assert_eq!(p.max_force, Some(alone.max_force));
    }
}
