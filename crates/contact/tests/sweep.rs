//! Robustness sweep over many scenarios, including extreme and invalid values: `solve`
//! never panics, every number it returns is finite, and every error names a scenario key.
//! (A deterministic generator, so a failure reproduces; the property tests of a later
//! issue widen this.)

use dem_contact::{solve_with_curves, End, Error, MassRule, Model, Scenario, Solution, KEYS};

struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
    /// Log-uniform in [10^a, 10^b].
    fn log(&mut self, a: f64, b: f64) -> f64 {
        10f64.powf(a + (b - a) * self.next())
    }
    fn pick(&mut self, xs: &[f64]) -> f64 {
        xs[(self.next() * xs.len() as f64) as usize % xs.len()]
    }
}

const ODD: [f64; 10] =
    [0.0, -1.0, f64::NAN, f64::INFINITY, f64::NEG_INFINITY, 1e-300, 1e300, 1.0, 1e-12, 1e12];

/// A log-uniform value in [10^a, 10^b]; for an `odd` scenario 30 % of the time one of
/// [`ODD`] instead.
fn v(r: &mut Lcg, odd: bool, a: f64, b: f64) -> f64 {
    if odd && r.next() < 0.3 {
        r.pick(&ODD)
    } else {
        r.log(a, b)
    }
}

/// The i-th scenario's pair, speed, end criterion and body acceleration, with `e` (even i)
/// or a damping constant (odd i); every fifth (`odd`) has odd values.
fn base_scenario(r: &mut Lcg, i: usize, odd: bool) -> Scenario {
    Scenario {
        m1: Some(v(r, odd, -6.0, 4.0)),
        m2: if r.next() < 0.3 { None } else { Some(v(r, odd, -6.0, 4.0)) },
        mass_rule: if r.next() < 0.5 { MassRule::Reduced } else { MassRule::Arithmetic },
        k: Some(v(r, odd, 0.0, 12.0)),
        v0: Some(v(r, odd, -3.0, 2.0)),
        e: if i % 2 == 0 {
            Some(if odd { r.pick(&[0.0, 1.0, 1e-300, 1e-9, 0.5, 1.5]) } else { r.log(-4.0, 0.0) })
        } else {
            None
        },
        damping: if i % 2 == 1 { Some(v(r, odd, -4.0, 6.5)) } else { None },
        end: if r.next() < 0.5 { End::Overlap } else { End::Force },
        g: if r.next() < 0.2 { Some(r.pick(&[9.81, -9.81, 1e3, 0.0])) } else { None },
        ..Scenario::default()
    }
}

/// `sc` for the i-th model in turn, with the keys it takes: sometimes the material instead
/// of k, Hertz without damping, Hunt–Crossley's and the power law's exponents.
fn with_model(mut sc: Scenario, r: &mut Lcg, i: usize, odd: bool) -> Scenario {
    sc.model = Model::ALL[i % Model::ALL.len()];
    if sc.model != Model::Linear && r.next() < 0.3 {
        // From the material instead of k.
        sc.k = None;
        sc.e1_modulus = Some(v(r, odd, 6.0, 12.0));
        sc.nu1 = Some(if odd { r.pick(&[0.3, 0.5, -1.0, 0.6, f64::NAN]) } else { 0.3 });
        sc.r1 = Some(v(r, odd, -4.0, 0.0));
    }
    match sc.model {
        Model::Hertz => {
            sc.damping = None;
            sc.e = if odd { Some(r.pick(&[1.0, 0.5])) } else { None };
        }
        Model::HuntCrossley => sc.w = if odd { Some(r.pick(&[1.5, 0.0, -1.0, 3.0])) } else { None },
        Model::PowerLaw => {
            sc.w = Some(if odd { r.pick(&[1.0, 0.1, 3.0, 0.0]) } else { 1.0 + r.next() });
            sc.p = Some(if odd { r.pick(&[0.0, 2.0, -0.5]) } else { r.next() * 2.0 });
            if sc.e1_modulus.is_some() && sc.w != Some(1.5) {
                sc.e1_modulus = None;
                sc.nu1 = None;
                sc.r1 = None;
                sc.k = Some(1e6);
            }
        }
        _ => {}
    }
    if sc.model != Model::Linear {
        sc.damping = sc.damping.map(|d| d.min(50.0));
    }
    sc
}

/// A solution: every number and every curve sample finite, 0 ≤ e ≤ 1 + 1e−9.
fn check_solved(sc: &Scenario, s: Solution) {
    let nums = [
        s.effective_mass,
        s.stiffness,
        s.damping_constant,
        s.damping_coefficient,
        s.restitution,
        s.max_overlap,
        s.time_of_max_overlap,
        s.max_force,
        s.time_of_max_force,
        s.min_force,
        s.window,
    ];
    assert!(nums.iter().all(|x| x.is_finite()), "{sc:?} → {s:?}");
    assert!((0.0..=1.0 + 1e-9).contains(&s.restitution), "{sc:?} → e = {}", s.restitution);
    let c = s.curves.unwrap();
    assert!(c.t.iter().chain(&c.overlap).chain(&c.force).all(|x| x.is_finite()), "{sc:?}");
}

/// An error: it names a scenario key, and says NaN only as the value of that key.
fn check_error(sc: &Scenario, e: Error) {
    assert!(KEYS.contains(&e.field()), "{sc:?} → error without a key: {e}");
    assert!(!e.to_string().contains("NaN") || e.to_string().starts_with(e.field()), "{e}");
}

#[test]
fn no_panic_no_nan() {
    let mut r = Lcg(42);
    let (mut ok, mut err) = (0, 0);
    for i in 0..2500 {
        let odd = i % 5 == 0;
        let sc = base_scenario(&mut r, i, odd);
        // Every model in turn, with the keys it takes.
        let sc = with_model(sc, &mut r, i, odd);
        match solve_with_curves(&sc, 20) {
            Ok(s) => {
                ok += 1;
                check_solved(&sc, s);
            }
            Err(e) => {
                err += 1;
                check_error(&sc, e);
            }
        }
    }
    assert!(ok > 800 && err > 100, "ok {ok}, errors {err}");
}
