//! Each model's own relation e → damping (its fast path: a closed form, or the cached
//! dimensionless inversion of the power-law family) against the one generic inversion
//! (`dem_contact::damped::Damped::lambda_for_restitution`: the contact integrated in its real
//! dimensions, Brent's method on e(λ)), for the linear law, Hertz, Tsuji, Hunt–Crossley,
//! viscoelastic and a general power law, under both end criteria, across e in (0, 1) and
//! a few materials and speeds.
//!
//! The tolerance is the integration's error on e, mapped to λ by the relation's slope: the
//! generic λ solves e_integrated(λ) = e, the fast path's e_exact(λ) = e, so they differ by
//! δe / |de/dλ|, δe the integrated restitution's error. [`TOL_E`] = 1e−9 is the accuracy
//! the project holds integrated quantities to (docs/accuracy.md; `impact::E_ROUND_OFF`),
//! plus Brent's own stopping width (1e−13 of its bracket, at most 4λ: 1e−12 λ). The slope is
//! the fast path's own, by a central difference. Each case also integrates the contact at
//! the fast path's λ: its restitution is e to the same [`TOL_E`], and the largest δe seen
//! is printed beside the largest difference of the two inversions (they are of a size: the
//! difference is the integration's error, not the inversion's).

use dem_contact::damped::Damped;
use dem_contact::impact::Setup;
use dem_contact::models::linear::{self, Linear};
use dem_contact::models::power_law::{self, PowerLaw};
use dem_contact::models::{tsuji, viscoelastic};
use dem_contact::End;

/// The integrated restitution's error (absolute) the comparison allows.
const TOL_E: f64 = 1e-9;

/// Restitutions checked.
const ES: [f64; 7] = [0.01, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99];

/// Hertz-type pairs (m* \[kg\], k = 4/3 E*√R* \[N/m^1.5\], v0 \[m/s\]): Hu et al. 2011's
/// Table 1 (k as printed), 1 mm glass beads (E 63 GPa, ν 0.2, 2500 kg/m³) at 0.5 m/s, 20 µm
/// powder (E 5 GPa, ν 0.3, 1500 kg/m³) at 0.05 m/s.
fn hertz_pairs() -> [(f64, f64, f64); 3] {
    let pair = |r: f64, rho: f64, e: f64, nu: f64, v0: f64| {
        let m = rho * 4.0 / 3.0 * std::f64::consts::PI * r * r * r / 2.0;
        let (e_star, r_star) = (e / (2.0 * (1.0 - nu * nu)), r / 2.0);
        (m, 4.0 / 3.0 * e_star * r_star.sqrt(), v0)
    };
    [
        (2.094e-3, 5.935e9, 6.331),
        pair(0.5e-3, 2500.0, 63e9, 0.2, 0.5),
        pair(10e-6, 1500.0, 5e9, 0.3, 0.05),
    ]
}

/// Linear pairs (m \[kg\], k \[N/m\], v0 \[m/s\]): Teufelsbauer, Hübl & Wu 2008, case 1;
/// a light stiff one; a heavy soft one.
const LINEAR_PAIRS: [(f64, f64, f64); 3] = [(2.5, 5e3, 2.0), (1e-5, 1e6, 0.1), (40.0, 2e4, 7.0)];

fn setup(m: f64, v0: f64, time_scale: f64, end: End) -> Setup {
    Setup { m, v0, g: 0.0, end, time_scale, local_damping: 0.0 }
}

/// The largest difference seen, in units of e (|Δλ| / |dλ/de|), where, and the largest
/// error of the integrated restitution at the fast path's λ.
#[derive(Default)]
struct Worst(f64, String, f64);

/// Checks the fast path `fast` (e → λ) against `generic` at each e, and `integrated` (λ → e)
/// at the fast path's λ; records the largest differences in e.
fn check(
    name: &str,
    fast: &dyn Fn(f64) -> f64,
    generic: &dyn Fn(f64) -> f64,
    integrated: &dyn Fn(f64) -> f64,
    worst: &mut Worst,
) {
    for e in ES {
        let de = (integrated(fast(e)) - e).abs();
        assert!(de <= TOL_E, "{name}, e = {e}: the fast path's λ gives e {de:e} away");
        worst.2 = worst.2.max(de);
        let h = 1e-4 * e.min(1.0 - e);
        let slope = (fast(e + h) - fast(e - h)) / (2.0 * h);
        let (lf, lg) = (fast(e), generic(e));
        let diff = (lf - lg).abs();
        let allowed = TOL_E * slope.abs() + 1e-12 * lf;
        let in_e = diff / slope.abs();
        if in_e > worst.0 {
            *worst = Worst(in_e, format!("{name}, e = {e}: λ {lf:e} vs {lg:e}"), worst.2);
        }
        assert!(
            diff <= allowed,
            "{name}, e = {e}: fast λ = {lf:e}, generic λ = {lg:e} (differ by {in_e:e} in e)"
        );
    }
}

fn report(name: &str, w: &Worst) {
    eprintln!(
        "{name}: fast path vs generic inversion, largest difference {:.1e} in e ({}); \
         integrated e at the fast path's λ off by {:.1e} at most",
        w.0, w.1, w.2
    );
}

#[test]
fn linear_fast_paths_against_the_generic_inversion() {
    let mut worst = Worst::default();
    for (m, k, v0) in LINEAR_PAIRS {
        let law = Linear { m, k, alpha: 0.0 };
        let c = |alpha: f64| 2.0 * alpha * m.sqrt() * k.sqrt();
        for end in [End::Overlap, End::Force] {
            let s = setup(m, v0, (m / k).sqrt(), end);
            let generic = |e: f64| law.lambda_for_restitution(e, &s).unwrap();
            let integrated = |l: f64| law.with_lambda(l).signed_restitution(&s).unwrap().0;
            let fast = |e: f64| match end {
                End::Overlap => c(linear::alpha_from_restitution_overlap(e)),
                End::Force => c(linear::alpha_from_restitution_force(e).unwrap()),
            };
            let name = format!("linear {end:?} m {m} k {k}");
            check(&name, &fast, &generic, &integrated, &mut worst);
        }
    }
    report("linear", &worst);
}

/// A power-law member's fast path (e → its damping constant, then its λ) against the generic
/// inversion of the same law in real dimensions.
fn power_family(
    name: &str,
    (w, p): (f64, f64),
    ends: &[End],
    fast: &dyn Fn(f64, End, (f64, f64, f64)) -> f64,
) -> Worst {
    let mut worst = Worst::default();
    for (m, k, v0) in hertz_pairs() {
        let law = PowerLaw { m, k, w, p, lambda: 0.0, v0 };
        let ts = dem_contact::models::ContactModel::time_scale(&law);
        for &end in ends {
            let s = setup(m, v0, ts, end);
            let generic = |e: f64| law.lambda_for_restitution(e, &s).unwrap();
            let integrated = |l: f64| law.with_lambda(l).signed_restitution(&s).unwrap().0;
            let fast = |e: f64| fast(e, end, (m, k, v0));
            let name = format!("{name} {end:?} m {m:e} k {k:e} v0 {v0}");
            check(&name, &fast, &generic, &integrated, &mut worst);
        }
    }
    report(name, &worst);
    worst
}

#[test]
fn tsuji_fast_paths_against_the_generic_inversion() {
    // Overlap: Hu et al. 2011, eq. 7 (closed); force: the cached dimensionless inversion.
    power_family("tsuji", (1.5, 0.25), &[End::Overlap, End::Force], &|e, end, (m, k, _)| {
        let a1 = match end {
            End::Overlap => tsuji::alpha1_from_restitution(e),
            End::Force => power_law::alpha2_for_restitution(e, 1.5, 0.25, end).unwrap(),
        };
        a1 * m.sqrt() * k.sqrt()
    });
}

#[test]
fn hunt_crossley_fast_path_against_the_generic_inversion() {
    // The exact phase-plane relation (Carvalho & Martins 2019), λ = α2 k / v0 (Hu et al.
    // 2011, eq. 11); both criteria (the force never turns tensile).
    power_family("hunt-crossley", (1.5, 1.5), &[End::Overlap, End::Force], &|e, _, (_, k, v0)| {
        power_law::hc_alpha2_exact(e) * k / v0
    });
}

#[test]
fn viscoelastic_fast_path_against_the_generic_inversion() {
    // The cached dimensionless inversion, A = α2/((3/2) ρ^(2/5) v0^(1/5)), λ = (3/2) k A.
    power_family("viscoelastic", (1.5, 0.5), &[End::Overlap, End::Force], &|e, end, (m, k, v0)| {
        let a2 = power_law::alpha2_for_restitution(e, 1.5, 0.5, end).unwrap();
        1.5 * k * viscoelastic::a_of(a2, m, k, v0)
    });
}

#[test]
fn power_law_fast_paths_against_the_generic_inversion() {
    // p = (w − 1)/2 under the overlap criterion: Hu et al. 2011, eq. 10 (closed).
    power_family("power-law w 2.5 p 0.75", (2.5, 0.75), &[End::Overlap], &|e, _, (m, k, v0)| {
        power_law::lambda_from_alpha2(power_law::alpha2_closed_form(e, 2.5), m, k, v0, 2.5, 0.75)
    });
    // Any other (w, p): the cached dimensionless inversion.
    power_family(
        "power-law w 2 p 0.3",
        (2.0, 0.3),
        &[End::Overlap, End::Force],
        &|e, end, (m, k, v0)| {
            let a2 = power_law::alpha2_for_restitution(e, 2.0, 0.3, end).unwrap();
            power_law::lambda_from_alpha2(a2, m, k, v0, 2.0, 0.3)
        },
    );
}

/// Hertz has no dashpot: its fast path is e = 1. The generic inversion gives λ = 0 for it,
/// and the undamped contact integrated rebounds with e = 1 (to the integration's error).
#[test]
fn hertz_is_the_undamped_end() {
    for (m, k, v0) in hertz_pairs() {
        let law = PowerLaw { m, k, w: 1.5, p: 0.0, lambda: 0.0, v0 };
        let ts = dem_contact::models::ContactModel::time_scale(&law);
        for end in [End::Overlap, End::Force] {
            let s = setup(m, v0, ts, end);
            assert_eq!(law.lambda_for_restitution(1.0, &s), Ok(0.0));
            let (e, _) = law.signed_restitution(&s).unwrap();
            assert!((e - 1.0).abs() <= TOL_E, "{e}");
        }
    }
}
