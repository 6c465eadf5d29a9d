//! Tests of the whole pipeline ([`super::timestep`]): PFC's estimate against diagonals
//! derived by hand, the kinematic limit, the Rayleigh time and the scaling against their
//! closed forms written out here, the errors named by key; and the recommendation from the
//! particles against independent closed forms and a replay search.

/// PFC's per-degree-of-freedom estimate, the kinematic limit, the scaling and the errors.
mod estimate {
    use super::super::*;
    use crate::math::sqrt;
    use core::f64::consts::PI;

    const TOL: f64 = 1e-12;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= TOL * a.abs().max(b.abs()).max(1e-300)
    }

    /// A single contact along x: k_x = kn, k_y = k_z = ks; √(m/kn) sets the step; the
    /// rotational terms carry ks r² (hand-derived: θ × R ⊥ n).
    #[test]
    fn single_contact_along_x() {
        let inp = TimestepInput {
            m: Some(2.0),
            // √(I/(ks r²)) = 2e−3 s > √(m/kn) = 7.1e−4 s: translation governs.
            inertia: Some(1e-2),
            contacts: alloc::vec![ContactInput {
                normal: alloc::vec![1.0, 0.0, 0.0],
                point: alloc::vec![0.05, 0.0, 0.0],
                kn: 4e6,
                ks: 1e6,
                kn_rot: 0.0,
                ks_rot: 0.0
            }],
            ..TimestepInput::default()
        };
        let s = timestep(&inp).unwrap();
        assert!(close(s.stiffness[0], 4e6));
        assert!(close(s.stiffness[1], 1e6) && close(s.stiffness[2], 1e6));
        assert!(s.stiffness[3].abs() < 1e-9);
        assert!(
            close(s.stiffness[4], 1e6 * 0.05 * 0.05) && close(s.stiffness[5], 1e6 * 0.05 * 0.05)
        );
        assert!(close(s.critical, sqrt(2.0 / 4e6)));
        assert_eq!(s.critical_dof, "x");
        assert!(close(s.single_spring, 2.0 * sqrt(2.0 / 4e6)));
        assert_eq!(s.timestep, s.critical);
        assert_eq!(s.governing, "stiffness (x)");
        // A normal's length does not matter, even where its square overflows or underflows.
        for scale in [1e300, 1e-300, 7.0] {
            let mut scaled = inp.clone();
            scaled.contacts[0].normal = alloc::vec![scale, 0.0, 0.0];
            let t = timestep(&scaled).unwrap();
            assert_eq!((t.critical, t.stiffness.clone()), (s.critical, s.stiffness.clone()));
        }
    }

    /// Packings against diagonals derived by hand: a contact of normal n at R = r n adds
    /// kn nᵢ² + ks (1 − nᵢ²) to translation i and ks r² (1 − nᵢ²) + kn_θ nᵢ² + ks_θ (1 − nᵢ²)
    /// to rotation i.
    #[test]
    fn packings_by_hand() {
        let (kn, ks, r, knr, ksr) = (5e6, 2e6, 0.01, 3.0, 1.0);
        let cases: [(Packing, f64, f64); 5] = [
            // (packing, Σ translation per axis, Σ (1 − nᵢ²) per axis)
            (Packing::SimpleCubic, 2.0 * kn + 4.0 * ks, 4.0),
            (Packing::BodyCentredCubic, 8.0 * (kn / 3.0 + ks * 2.0 / 3.0), 8.0 * 2.0 / 3.0),
            (Packing::FaceCentredCubic, 8.0 * (kn / 2.0 + ks / 2.0) + 4.0 * ks, 8.0 / 2.0 + 4.0),
            (Packing::Square, 2.0 * kn + 2.0 * ks, 2.0),
            (Packing::Hexagonal, 3.0 * kn + 3.0 * ks, 3.0),
        ];
        for (p, k_tran, shear_sum) in cases {
            let inp = TimestepInput {
                packing: Some(p),
                r: Some(r),
                rho: Some(2600.0),
                kn: Some(kn),
                ks: Some(ks),
                kn_rot: Some(knr),
                ks_rot: Some(ksr),
                ..TimestepInput::default()
            };
            let s = timestep(&inp).unwrap();
            let n = s.contacts as f64;
            assert!(close(s.stiffness[0], k_tran), "{p:?} x: {} vs {k_tran}", s.stiffness[0]);
            assert!(close(s.stiffness[1], k_tran), "{p:?} y");
            let rot = *s.stiffness.last().unwrap();
            let rot_want = if p.dim() == 3 {
                ks * r * r * shear_sum + knr * (n - shear_sum) + ksr * shear_sum
            } else {
                // θz: every in-plane contact is perpendicular to z.
                ks * r * r * n + ksr * n
            };
            assert!(close(rot, rot_want), "{p:?} θ: {rot} vs {rot_want}");
        }
    }

    #[test]
    fn kinematic_rayleigh_scaling() {
        let inp = TimestepInput {
            packing: Some(Packing::FaceCentredCubic),
            r: Some(1e-3),
            rho: Some(2500.0),
            kn: Some(1e4),
            ks: Some(1e4),
            young: Some(70e9),
            nu: Some(0.25),
            v_max: Some(2.0),
            a_max: Some(100.0),
            epsilon: Some(1e-7),
            dt: Some(1e-6),
            ..TimestepInput::default()
        };
        let s = timestep(&inp).unwrap();
        // eq. (4) written out: (−v + √(v² + 2aε))/a.
        let tk = (-2.0 + sqrt(4.0 + 2.0 * 100.0 * 1e-7)) / 100.0;
        assert!((s.kinematic.unwrap() - tk).abs() <= 1e-9 * tk);
        assert_eq!(s.governing, "kinematic");
        assert!(close(s.timestep, s.kinematic.unwrap()));
        let g = 70e9 / 2.5;
        assert!(close(
            s.rayleigh.unwrap(),
            PI * 1e-3 * sqrt(2500.0 / g) / (0.1631 * 0.25 + 0.8766)
        ));
        let sc = s.scaling.unwrap();
        assert!(close(sc.mass, s.stiffness[0] * 1e-12));
        assert!(close(sc.velocity.unwrap(), 2.0 * s.mass / sc.mass));
        assert!(s.hertz_time.is_some());
    }

    #[test]
    fn errors_name_the_field() {
        let base = TimestepInput {
            m: Some(1.0),
            packing: Some(Packing::SimpleCubic),
            r: Some(0.01),
            kn: Some(1e5),
            ..TimestepInput::default()
        };
        assert_eq!(
            timestep(&TimestepInput { dim: Some(4), ..base.clone() }).unwrap_err().field(),
            "dim"
        );
        assert_eq!(
            timestep(&TimestepInput { kn: None, ..base.clone() }).unwrap_err().field(),
            "kn"
        );
        assert_eq!(
            timestep(&TimestepInput { safety_factor: Some(2.0), ..base.clone() })
                .unwrap_err()
                .field(),
            "safety_factor"
        );
        assert_eq!(
            timestep(&TimestepInput { dim: Some(2), ..base.clone() }).unwrap_err().field(),
            "packing"
        );
        let bad_a = TimestepInput { epsilon: Some(1e-6), a_max: Some(-1.0), ..base.clone() };
        assert_eq!(timestep(&bad_a).unwrap_err().field(), "a_max");
        // v_max alone (the Hertz impact speed) asks for no kinematic limit.
        assert!(timestep(&TimestepInput { v_max: Some(1.0), ..base.clone() })
            .unwrap()
            .kinematic
            .is_none());
        assert_eq!(timestep(&TimestepInput { m: None, ..base }).unwrap_err().field(), "m");
    }
}

/// The recommendation from the particles (docs/timestep.md): each derived number against an
/// independent closed form written here, the scheme's stability against a replay search.
mod recommendation {
    use super::super::*;
    use crate::Value;
    use core::f64::consts::PI;

    fn input(pairs: &[(&str, Value<'_>)]) -> TimestepInput {
        let mut t = TimestepInput::default();
        for (k, v) in pairs {
            t.set(k, *v).unwrap();
        }
        t
    }

    fn rel(a: f64, b: f64) -> f64 {
        (a - b).abs() / b.abs()
    }

    /// Glass beads, Tsuji damping from e = 0.8: k_n from the Hertz closed form of ξ_max,
    /// Mindlin's k_s/k_n = 2(1 − ν)/(2 − ν), ζ = α1/(2√1.5), and the Rayleigh time.
    #[test]
    fn glass_beads_by_hand() {
        let (r, rho, e_mod, nu, v, e) = (1e-3, 2500.0, 63e9, 0.2, 1.0, 0.8);
        let t = timestep(&input(&[
            ("r", Value::Number(r)),
            ("rho", Value::Number(rho)),
            ("E", Value::Number(e_mod)),
            ("nu", Value::Number(nu)),
            ("v_max", Value::Number(v)),
            ("e", Value::Number(e)),
        ]))
        .unwrap();
        let m = 4.0 / 3.0 * PI * r * r * r * rho;
        let (ms, rs, es) = (m / 2.0, r / 2.0, e_mod / (2.0 * (1.0 - nu * nu)));
        let xi = libm_pow(15.0 * ms * v * v / (16.0 * es * rs.sqrt()), 0.4);
        let kn = 2.0 * es * (rs * xi).sqrt();
        let c = &t.pairs[0];
        assert!(rel(c.kn, kn) < 1e-12, "{} vs {kn}", c.kn);
        assert!(rel(c.ks / c.kn, 2.0 * (1.0 - nu) / (2.0 - nu)) < 1e-12);
        let l = e.ln();
        let alpha1 = -l * (5.0 / (l * l + PI * PI)).sqrt();
        assert!(rel(c.damping_ratio, alpha1 / (2.0 * 1.5f64.sqrt())) < 1e-12);
        let g = e_mod / (2.0 * (1.0 + nu));
        let tr = PI * r * (rho / g).sqrt() / (0.1631 * nu + 0.8766);
        let get = |id: &str| t.criteria.iter().find(|c| c.id == id).unwrap().dt;
        assert!(rel(get("rayleigh"), 0.2 * tr) < 1e-12);
        let w0 = (kn / ms).sqrt();
        let z = c.damping_ratio;
        assert!(rel(get("contact-stability"), 2.0 / w0 * ((1.0 + z * z).sqrt() - z)) < 1e-12);
        // The recommendation is the smallest criterion and below 20 % of the Rayleigh time.
        assert_eq!(t.recommended_by, "rayleigh");
        assert!(t.recommended <= 0.2 * tr * (1.0 + 1e-12));
        assert!(t.criteria.iter().all(|c| t.recommended <= c.dt));
        // The replay at it gets e within 2 % and found the stability limit of the estimate.
        let rp = t.replay.as_ref().unwrap();
        assert!(rp.errors.restitution.unwrap().abs() < 0.02, "{rp:?}");
        assert!(rel(rp.stability_found.unwrap(), rp.stability_estimate) < 1e-3, "{rp:?}");
    }

    fn libm_pow(x: f64, y: f64) -> f64 {
        x.powf(y)
    }

    /// The velocity-Verlet recursion of the replay (dashpot at the half-step velocity) on a
    /// free damped oscillator, written out here: the first unstable Δt, by bisection, is
    /// (2/ω0)(√(1+ζ²) − ζ) (Belytschko, Liu & Moran). Also the scheme's own
    /// `resting_limit` on a linear and a Tsuji contact.
    #[test]
    fn damped_limit_against_replay_search() {
        let grows = |w0: f64, z: f64, dt: f64| {
            let (mut x, mut v) = (1.0f64, 0.0f64);
            for _ in 0..50_000 {
                x += v * dt;
                let a = -w0 * w0 * x - 2.0 * z * w0 * v;
                v += a * dt;
                if !(x.abs() < 1e3) {
                    return true;
                }
            }
            false
        };
        for z in [0.0, 0.05, 0.3, 1.0, 3.0] {
            let w0 = 7.0;
            let (mut lo, mut hi) = (0.1 / w0, 3.0 / w0);
            for _ in 0..60 {
                let mid = 0.5 * (lo + hi);
                if grows(w0, z, mid) {
                    hi = mid
                } else {
                    lo = mid
                }
            }
            let f = crate::scheme::damped_limit(w0, z);
            assert!(rel(lo, f) < 2e-4, "ζ = {z}: search {lo}, formula {f}");
        }
        use crate::models::composed::{Dashpot, Spring};
        use crate::models::law::Law;
        let lambda = 2.0 * 0.4 * (2.5f64 * 5e3).sqrt();
        let linear = Law::free(2.5, Spring { k: 5e3, w: 1.0 }, Dashpot { lambda, p: 0.0 });
        let (m, k, a1) = (5.236e-6, 9.783e8, 0.16);
        let tsuji =
            Law::free(m, Spring { k, w: 1.5 }, Dashpot { lambda: a1 * (m * k).sqrt(), p: 0.25 });
        let at = crate::normal::Mode::default();
        for law in [linear, tsuji] {
            let xi = law.deepest_overlap(1.0, 0.0);
            let (kt, z) = crate::scheme::linearised(&law, law.m, &at, xi);
            let est = crate::scheme::damped_limit((kt / law.m).sqrt(), z);
            let found = crate::scheme::resting_limit(&law, xi).unwrap();
            assert!(rel(found, est) < 1e-3, "{law:?}: found {found}, estimate {est}");
        }
        // Tsuji's ζ does not depend on the overlap.
        let z1 = crate::scheme::linearised(&tsuji, m, &at, 1e-7).1;
        let z2 = crate::scheme::linearised(&tsuji, m, &at, 1e-5).1;
        assert!(rel(z1, a1 / (2.0 * 1.5f64.sqrt())) < 1e-12 && rel(z2, z1) < 1e-12);
    }

    /// A PFC pair (two 5 kg bodies, k1 = k2 = 1e4 N/m, e = 0.3, the force end of contact): its
    /// answer depends on its own inputs only (no hidden radius, modulus or default stiffness),
    /// and a typed Δt is judged against each.
    #[test]
    fn pfc_pair_and_verdicts() {
        let base = [
            ("model", Value::Text("linear")),
            ("m1", Value::Number(5.0)),
            ("m2", Value::Number(5.0)),
            ("k1", Value::Number(1e4)),
            ("k2", Value::Number(1e4)),
            ("e", Value::Number(0.3)),
            ("end", Value::Text("force")),
        ];
        let t = timestep(&input(&base)).unwrap();
        assert_eq!(t.kn, Some(5e3));
        assert!(t.criteria.iter().all(|c| c.id != "rayleigh"));
        assert!(t.hertz_time.is_none() && t.rayleigh.is_none());
        let mut with_dt = base.to_vec();
        with_dt.push(("dt", Value::Number(0.01)));
        let t2 = timestep(&input(&with_dt)).unwrap();
        // 10 ms: above the 10-steps rule (inaccurate) and PFC's 7.07 ms (unstable).
        let v = |id: &str| t2.criteria.iter().find(|c| c.id == id).unwrap().verdict;
        assert_eq!(v("contact-time"), Some("inaccurate"));
        assert_eq!(v("pfc"), Some("unstable"));
        assert_eq!(v("contact-stability"), Some("fine"));
        assert_eq!(t2.verdict, Some("unstable"));
        // Only the speed-free numbers: the same answer at another impact speed.
        let mut fast = base.to_vec();
        fast.push(("v0", Value::Number(7.0)));
        assert_eq!(timestep(&input(&fast)).unwrap().recommended, t.recommended);
    }

    /// A size range: the smallest particle against the largest is the stiffer contact
    /// (larger R*), and the Rayleigh time is the smallest particle's.
    #[test]
    fn size_range() {
        let t = timestep(&input(&[
            ("r_min", Value::Number(0.5e-3)),
            ("r_max", Value::Number(2e-3)),
            ("rho", Value::Number(2500.0)),
            ("E", Value::Number(63e9)),
            ("nu", Value::Number(0.2)),
            ("v_max", Value::Number(1.0)),
            ("e", Value::Number(0.8)),
        ]))
        .unwrap();
        assert_eq!(t.pairs.len(), 2);
        assert!(t.pairs[1].kn > t.pairs[0].kn);
        let g: f64 = 63e9 / 2.4;
        let tr = PI * 0.5e-3 * (2500.0 / g).sqrt() / (0.1631 * 0.2 + 0.8766);
        assert!(rel(t.rayleigh.unwrap(), tr) < 1e-12);
        // The stability criterion is the smaller of the two contacts'.
        let cs = t.criteria.iter().find(|c| c.id == "contact-stability").unwrap().dt;
        assert_eq!(cs, t.pairs[0].stability.min(t.pairs[1].stability));
        // Errors land on the keys typed.
        let mut bad = input(&[
            ("r_min", Value::Number(1e-3)),
            ("rho", Value::Number(2500.0)),
            ("E", Value::Number(63e9)),
            ("nu", Value::Number(0.2)),
            ("v_max", Value::Number(1.0)),
        ]);
        // r_max missing: reported at r_min, where the user is typing.
        assert_eq!(timestep(&bad).unwrap_err().field(), "r_min");
        bad.r_max = Some(1e-4);
        assert_eq!(timestep(&bad).unwrap_err().field(), "r_max");
        bad.r_max = Some(2e-3);
        bad.v_max = Some(-1.0);
        assert_eq!(timestep(&bad).unwrap_err().field(), "v_max");
    }

    /// One timestep for the chosen code: with LIGGGHTS chosen its own check
    /// (fix check/timestep/gran 0.1 0.1: 10 % of the Rayleigh and of its Hertz time) is a
    /// criterion, so the recommendation satisfies it; and the line for its input says it.
    /// The glass beads: 106.6 ns (the check, by hand below), not 213.3 ns (20 % Rayleigh).
    #[test]
    fn the_chosen_codes_check_is_a_criterion() {
        let pairs = [
            ("code", Value::Text("liggghts-hertz")),
            ("rho1", Value::Number(2500.0)),
            ("r1", Value::Number(1e-3)),
            ("rho2", Value::Number(2500.0)),
            ("r2", Value::Number(1e-3)),
            ("E1", Value::Number(63e9)),
            ("nu1", Value::Number(0.2)),
            ("E2", Value::Number(63e9)),
            ("nu2", Value::Number(0.2)),
            ("v0", Value::Number(1.0)),
            ("e", Value::Number(0.8)),
        ];
        let t = timestep(&input(&pairs)).unwrap();
        // LIGGGHTS's Hertz time 2.87 (m²/(r/2 · Y*² · 2v))^(1/5), m the particle's mass.
        let m = 4.0 / 3.0 * PI * 1e-9 * 2500.0;
        let y: f64 = 63e9 / (2.0 * (1.0 - 0.04));
        let hertz = 2.87 * (m * m / (0.5e-3 * y * y * 2.0)).powf(0.2);
        let g: f64 = 63e9 / 2.4;
        let tr = PI * 1e-3 * (2500.0 / g).sqrt() / (0.1631 * 0.2 + 0.8766);
        let check = 0.1 * tr.min(hertz);
        assert_eq!(t.recommended_by, "code");
        assert!(rel(t.recommended, check) < 1e-12, "{} vs {check}", t.recommended);
        assert_eq!(
            t.code_line.as_deref(),
            Some(alloc::format!("timestep {}", crate::text::num(check, 4)).as_str())
        );
        // Without a code: no such criterion, no line.
        let plain: Vec<_> = pairs.iter().filter(|p| p.0 != "code").cloned().collect();
        let mut plain = plain;
        plain.push(("model", Value::Text("tsuji")));
        let t = timestep(&input(&plain)).unwrap();
        assert!(t.criteria.iter().all(|c| c.id != "code") && t.code_line.is_none());
    }
}
