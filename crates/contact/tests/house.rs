//! The proof of the one normal-law interface: an elastic–plastic spring with an adhesive
//! branch and a dashpot, composed from the library's parts
//! (`models::composed::Composed`: a loading spring, a spring's history part, a dashpot) and
//! integrated by the one driver (`impact::simulate` on `legs`), with no model and no driver
//! of its own — only its history part is written here, as a law's own file would be.
//!
//! The spring is Walton & Braun's hysteretic one (Walton & Braun 1986, J. Rheol. 30:949) with
//! Luding's cohesive branch (Luding 2008, Granular Matter 10:235, eq. 4): loading k δ; from
//! the largest overlap δ_max unloading along k2 (δ − δ0), δ0 = δ_max (1 − k/k2), down to the
//! cohesive branch −k_c δ, F_s = max(k2 (δ − δ0), −k_c δ); reloading along k2 up to δ_max,
//! then the loading line. A dashpot c δ̇ acts while δ > 0. Checked against closed forms (no
//! dashpot: e = √(k/k2) and the contact time without cohesion, the energy of both branches
//! with it, sticking where that energy is negative) and against an independent integration
//! written here (classical RK4 at a fixed step with δ_max tracked in every stage, the exit
//! located by bisection on the last step; two steps h and h/2 bound its own error).

use dem_contact::impact::{simulate, End, NormalLaw, Setup, Summary};
use dem_contact::integrator::Crossing;
use dem_contact::models::composed::{Composed, Dashpot, HistoryPart, Spring};
use dem_contact::normal::{Branch, Event, Next};
use std::f64::consts::PI;

/// Walton & Braun's unloading stiffness k2 and Luding's cohesion stiffness k_c \[N/m\].
#[derive(Debug, Clone, Copy, PartialEq)]
struct WaltonBraun {
    k2: f64,
    k_c: f64,
}

impl WaltonBraun {
    /// δ0 = δ_max (1 − k/k2): where the unloading line reaches 0.
    fn plastic(&self, spring: &Spring, from: f64) -> f64 {
        from * (1.0 - spring.k / self.k2)
    }
}

/// Branches: `Loading(0)` k δ; `Unloading { piece: 0 }` the line k2 (δ − δ0); `piece: 1` the
/// cohesive branch −k_c δ.
impl HistoryPart for WaltonBraun {
    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        match *branch {
            Branch::Loading(_) => spring.k * xi,
            Branch::Unloading { from, piece: 0, .. } => self.k2 * (xi - self.plastic(spring, from)),
            Branch::Unloading { .. } => -self.k_c * xi,
        }
    }
    fn slope(&self, spring: &Spring, branch: &Branch, _xi: f64) -> f64 {
        match *branch {
            Branch::Loading(_) => spring.k,
            Branch::Unloading { piece: 0, .. } => self.k2,
            Branch::Unloading { .. } => -self.k_c,
        }
    }
    fn loading(&self, _spring: &Spring, _xi: f64) -> Branch {
        Branch::Loading(0)
    }
    /// Unloading: k2 (δ − δ0) + k_c δ (through 0: the branches meet) and δ − δ_max (rising:
    /// reloading past the largest overlap).
    fn switches(&self, spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2] {
        match *branch {
            Branch::Loading(_) => [1.0, 1.0],
            Branch::Unloading { from, .. } => {
                [self.k2 * (xi - self.plastic(spring, from)) + self.k_c * xi, xi - from]
            }
        }
    }
    fn watch(&self, branch: &Branch) -> [Crossing; 2] {
        match *branch {
            Branch::Unloading { piece: 0, .. } => [Crossing::Falling, Crossing::Rising],
            _ => [Crossing::Rising, Crossing::Rising],
        }
    }
    fn past(&self, _spring: &Spring, branch: &Branch, i: usize, _xi: f64) -> Branch {
        match (*branch, i) {
            (Branch::Unloading { from, force, piece }, 0) => {
                Branch::Unloading { from, force, piece: 1 - piece.min(1) }
            }
            _ => Branch::Loading(0),
        }
    }
    /// The cohesive branch pulls: bodies that move together again before δ = 0 stay so.
    fn sticks(&self, branch: &Branch) -> bool {
        matches!(branch, Branch::Unloading { .. })
    }
    fn source(&self) -> &'static str {
        "Walton & Braun 1986: the unloading stiffness k2"
    }
}

const M: f64 = 1e-3;
const K: f64 = 1e5;

/// The law from the parts: the loading spring k δ, Walton & Braun's history, a dashpot c δ̇.
fn law(k2: f64, k_c: f64, c: f64) -> Composed<WaltonBraun> {
    Composed {
        m: M,
        spring: Spring { k: K, w: 1.0 },
        dashpot: Dashpot { lambda: c, p: 0.0 },
        adhesion: None,
        history: Some(WaltonBraun { k2, k_c }),
    }
}

/// The impact at v0 through the one driver (the plain impact's entry).
fn impact(law: &Composed<WaltonBraun>, v0: f64) -> Summary {
    let setup = Setup {
        m: M,
        v0,
        g: 0.0,
        end: End::Overlap,
        time_scale: (M / K).sqrt(),
        local_damping: 0.0,
    };
    simulate(law, &setup, 0).unwrap().summary
}

fn rel(a: f64, b: f64) -> f64 {
    (a - b).abs() / b.abs()
}

/// No dashpot, no cohesion (Walton & Braun 1986): δ_max = v0 √(m/k); unloading from rest at
/// δ_max along k2 reaches δ0 after π/(2ω2), ω2 = √(k2/m), at the speed ω2 (δ_max − δ0) =
/// v0 √(k/k2), then moves freely to δ = 0: e = √(k/k2) at every speed, t_c = π/(2ω1) +
/// π/(2ω2) + δ0/(ω2 (δ_max − δ0)).
#[test]
fn walton_braun_closed_form() {
    for (k2, v0) in [(4e5, 1.0), (1.6e6, 0.3), (1.01e5, 2.0)] {
        let s = impact(&law(k2, 0.0, 0.0), v0);
        let (w1, w2) = ((K / M).sqrt(), (k2 / M).sqrt());
        let d_max = v0 / w1;
        let d0 = d_max * (1.0 - K / k2);
        let tc = PI / (2.0 * w1) + PI / (2.0 * w2) + d0 / (w2 * (d_max - d0));
        let e = (K / k2).sqrt();
        println!(
            "k2 = {k2}, v0 = {v0}: e = {} ({e}), t_c = {:?} ({tc})",
            s.restitution, s.contact_time
        );
        assert!(rel(s.restitution, e) < 1e-9, "k2 = {k2}: e {} against {e}", s.restitution);
        assert!(rel(s.max_overlap, d_max) < 1e-9, "δ_max {} against {d_max}", s.max_overlap);
        assert!(rel(s.contact_time.unwrap(), tc) < 1e-9, "t_c {:?} against {tc}", s.contact_time);
        assert!(rel(s.max_force, K * d_max) < 1e-9);
    }
}

/// With cohesion and no dashpot, by energy: unloading along k2 from δ_max to where the
/// branches meet, δ* = k2 δ0/(k2 + k_c), returns ½k2((δ_max − δ0)² − (δ* − δ0)²); the cohesive
/// branch takes ½k_c δ*² back to δ = 0: e² = [k2((δ_max − δ0)² − (δ* − δ0)²) − k_c δ*²]/(m v0²);
/// where that is negative the bodies stick (they turn back inside the well, which no energy
/// lets them leave). Every term scales as δ_max² ∝ v0²: e does not depend on the speed.
#[test]
fn cohesive_branch_by_energy() {
    let (k2, k_c) = (4e5, 2e4);
    for v0 in [2.0, 1.0] {
        let s = impact(&law(k2, k_c, 0.0), v0);
        let d_max = v0 * (M / K).sqrt();
        let d0 = d_max * (1.0 - K / k2);
        let d_star = k2 * d0 / (k2 + k_c);
        let e2 = (k2 * ((d_max - d0).powi(2) - (d_star - d0).powi(2)) - k_c * d_star * d_star)
            / (M * v0 * v0);
        println!("v0 = {v0}: e = {}, by energy {}", s.restitution, e2.max(0.0).sqrt());
        assert!(e2 > 0.0);
        assert!(rel(s.restitution, e2.sqrt()) < 1e-9, "e {} against {}", s.restitution, e2.sqrt());
        assert!(s.min_force < 0.0, "the cohesive branch pulls: {s:?}");
    }
    // A cohesion stiff enough that the energy left is negative: stuck.
    let k_c = 1e7;
    let d_max = (M / K).sqrt();
    let d0 = d_max * (1.0 - K / k2);
    let d_star = k2 * d0 / (k2 + k_c);
    assert!(k2 * ((d_max - d0).powi(2) - (d_star - d0).powi(2)) - k_c * d_star * d_star < 0.0);
    let s = impact(&law(k2, k_c, 0.0), 1.0);
    assert_eq!(s.contact_time, None, "{s:?}");
    assert_eq!(s.restitution, 0.0);
}

/// The same law written out with the largest overlap so far δ_max: loading while δ ≥ δ_max.
fn force(k2: f64, k_c: f64, c: f64, d: f64, v: f64, d_max: f64) -> f64 {
    let spring = if d >= d_max {
        K * d
    } else {
        let d0 = d_max * (1.0 - K / k2);
        (k2 * (d - d0)).max(-k_c * d)
    };
    spring + c * v
}

/// The impact by classical RK4 at step `h`: (restitution, contact time, largest overlap,
/// stuck).
fn rk4(k2: f64, k_c: f64, c: f64, v0: f64, h: f64) -> (f64, f64, f64, bool) {
    let acc = |d: f64, v: f64, d_max: f64| -force(k2, k_c, c, d, v, d_max) / M;
    let step = |d: f64, v: f64, d_max: f64, h: f64| {
        let (k1d, k1v) = (v, acc(d, v, d_max));
        let (k2d, k2v) = (v + 0.5 * h * k1v, acc(d + 0.5 * h * k1d, v + 0.5 * h * k1v, d_max));
        let (k3d, k3v) = (v + 0.5 * h * k2v, acc(d + 0.5 * h * k2d, v + 0.5 * h * k2v, d_max));
        let (k4d, k4v) = (v + h * k3v, acc(d + h * k3d, v + h * k3v, d_max));
        (
            d + h / 6.0 * (k1d + 2.0 * k2d + 2.0 * k3d + k4d),
            v + h / 6.0 * (k1v + 2.0 * k2v + 2.0 * k3v + k4v),
        )
    };
    let (mut d, mut v, mut t, mut d_max) = (0.0, v0, 0.0, 0.0f64);
    let mut rebounding = false;
    loop {
        let (nd, nv) = step(d, v, d_max, h);
        if nd <= 0.0 && t > 0.0 {
            let (mut lo, mut hi) = (0.0, h);
            for _ in 0..80 {
                let mid = 0.5 * (lo + hi);
                if step(d, v, d_max, mid).0 > 0.0 {
                    lo = mid
                } else {
                    hi = mid
                }
            }
            return (-step(d, v, d_max, hi).1 / v0, t + hi, d_max, false);
        }
        rebounding |= nv < 0.0;
        if rebounding && nv >= 0.0 {
            return (0.0, f64::NAN, d_max, true);
        }
        (d, v, t) = (nd, nv, t + h);
        d_max = d_max.max(d);
    }
}

/// With a dashpot (and with cohesion) against the RK4 above, at the tolerance its two steps
/// give; with a cohesion whose well the dashpot's loss leaves the bodies in, stuck.
#[test]
fn dashpot_and_cohesion_against_rk4() {
    let tc = PI * (M / K).sqrt();
    let cases =
        [(0.0, 0.2, 1.0), (2e4, 0.02, 1.0), (2e4, 0.02, 0.3), (2e4, 0.2, 1.0), (2e6, 0.02, 0.05)];
    for (k_c, zeta, v0) in cases {
        let c = zeta * 2.0 * (M * K).sqrt();
        let s = impact(&law(4e5, k_c, c), v0);
        let a = rk4(4e5, k_c, c, v0, tc / 20_000.0);
        let b = rk4(4e5, k_c, c, v0, tc / 40_000.0);
        println!(
            "k_c = {k_c}, ζ = {zeta}, v0 = {v0}: e = {}, t_c = {:?}; RK4 {b:?} ({a:?})",
            s.restitution, s.contact_time
        );
        assert_eq!(s.contact_time.is_none(), b.3, "stuck");
        let tol = |x: f64, y: f64| 2.0 * (x - y).abs() + 1e-7 * y.abs();
        assert!(
            (s.max_overlap - b.2).abs() <= tol(a.2, b.2),
            "δ_max {} against {}",
            s.max_overlap,
            b.2
        );
        if b.3 {
            continue;
        }
        assert!(
            (s.restitution - b.0).abs() <= tol(a.0, b.0),
            "e {} against {}",
            s.restitution,
            b.0
        );
        let t = s.contact_time.unwrap();
        assert!((t - b.1).abs() <= tol(a.1, b.1), "t_c {t} against {}", b.1);
    }
}

/// A history law's own tangent for the timestep: on loading k, on the unloading branch from
/// the largest overlap k2 (the stiffer one governs the stable step), with the dashpot's
/// coefficient; the driver's turn gives that branch.
#[test]
fn its_tangent_after_the_turn() {
    let law = law(4e5, 5e4, 3.0);
    let d_max = 1e-4;
    let loading = law.loading(d_max);
    assert_eq!(law.tangent(&loading, d_max, 0.0), (K, 3.0));
    let mut y = [d_max, 0.0];
    let Next::Mode(turned) = law.next(&loading, Event::Turn, &mut y) else { panic!() };
    assert_eq!(turned.branch, Branch::Unloading { from: d_max, force: K * d_max, piece: 0 });
    assert_eq!(law.tangent(&turned, d_max, 0.0), (4e5, 3.0));
}

/// A law written on the interface alone (no composition), which says it turns at its largest
/// overlap and keeps the trait's default `next`: the driver's turn puts it on the unloading
/// branch from there, so its unloading force applies. Walton & Braun's line without cohesion,
/// F = k δ loading, k2 (δ − δ_max (1 − k/k2)) unloading: e = √(k/k2) (Walton & Braun 1986)
/// — a law left on its loading branch would give e = 1.
#[derive(Debug, Clone, Copy)]
struct Bare {
    k2: f64,
}

impl NormalLaw for Bare {
    fn force(&self, mode: &dem_contact::normal::Mode, xi: f64, _rate: f64) -> f64 {
        match mode.branch {
            Branch::Loading(_) => K * xi,
            Branch::Unloading { from, .. } => self.k2 * (xi - from * (1.0 - K / self.k2)),
        }
    }
    fn force_rate(&self, mode: &dem_contact::normal::Mode, xi: f64, rate: f64, _acc: f64) -> f64 {
        self.tangent(mode, xi, rate).0 * rate
    }
    fn tangent(&self, mode: &dem_contact::normal::Mode, _xi: f64, _rate: f64) -> (f64, f64) {
        match mode.branch {
            Branch::Loading(_) => (K, 0.0),
            Branch::Unloading { .. } => (self.k2, 0.0),
        }
    }
    fn turns(&self, mode: &dem_contact::normal::Mode) -> bool {
        matches!(mode.branch, Branch::Loading(_))
    }
    /// The unloading line reaches 0 at δ0 > 0: the bodies part there (force criterion).
    fn end(&self, mode: &dem_contact::normal::Mode, _by_force: bool, xi: f64, rate: f64) -> f64 {
        match mode.branch {
            Branch::Loading(_) => xi,
            Branch::Unloading { .. } => self.force(mode, xi, rate),
        }
    }
}

#[test]
fn the_default_next_turns_a_law_that_says_it_turns() {
    let k2 = 4e5;
    let setup = Setup {
        m: M,
        v0: 1.0,
        g: 0.0,
        end: End::Force,
        time_scale: (M / K).sqrt(),
        local_damping: 0.0,
    };
    let s = simulate(&Bare { k2 }, &setup, 0).unwrap().summary;
    let e = (K / k2).sqrt();
    assert!(rel(s.restitution, e) < 1e-9, "e {} against {e}", s.restitution);
}
