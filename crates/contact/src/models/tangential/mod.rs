//! The tangential half of a contact (README, "Oblique impacts"): friction, the tangential spring
//! and dashpot, the spins — an oblique impact of a sphere (or a disk) on a wall or on another
//! sphere, integrated together with the normal contact of its model.
//!
//! # Kinematics
//!
//! Body 1 moves along the tangent at `vt` relative to body 2 and the bodies spin at ω1, ω2
//! about the axis normal to the impact plane, signed so that a positive spin adds to the
//! slip of the contact point:
//!
//! ```text
//! u = vt + s1 ω1 + s2 ω2                (s_i = r_i, or r_i − ξ/2 for codes that take the
//!                                        contact point)
//! m* d(vt)/dt = F_t,   I_i dω_i/dt = a_i F_t       (a_i the lever arm)
//! ```
//!
//! with F_t the tangential force on body 1 along +vt, m* the effective mass of the normal
//! contact, I = (2/5) m r² for a solid sphere and (1/2) m r² for a disk (`dim: 2`). With
//! s_i = a_i = r_i: du/dt = F_t/m_t, 1/m_t = 1/m* + r1²/I1 + r2²/I2 (a sphere on a wall:
//! m_t = (2/7) m*). A wall neither moves nor turns.
//!
//! # The tangential laws ([`crate::TangentialLaw`])
//!
//! The no-slip stiffness of two elastic spheres pressed to the overlap ξ is Mindlin's
//! k_t = 8 G* √(R* ξ) = 8 G* a (a the contact radius), 1/G* = (2 − ν1)/G1 + (2 − ν2)/G2,
//! G = E/(2(1 + ν)), a rigid wall's term 0 (Mindlin 1949; Mindlin & Deresiewicz 1953; the
//! form of Di Renzo & Di Maio 2004, eq. 9, and Thornton & Yin 1991).
//!
//! - `mindlin` (incremental): dS/dt = −k_t(ξ) u while sticking, F_t = S (Yade's form; the
//!   "no-slip" approximation of Mindlin & Deresiewicz 1953 used by Maw, Barber & Fawcett 1976,
//!   1981 and Thornton & Yin 1991 for the loading branch);
//! - `mindlin-total`: F_t = −k_t(ξ) δ_t, δ_t = ∫u dt (Di Renzo & Di Maio 2004, eq. 9;
//!   LIGGGHTS's and EDEM's form), δ_t rescaled so that |F_t| = μ F_n while sliding;
//! - `linear`: a constant k_t, incremental (Cundall & Strack 1979);
//! - `coulomb`: the rigid limit, F_t = −μ F_n sign(u) while u ≠ 0; once u = 0 it rolls
//!   (F_t = 0).
//!
//! A tangential dashpot c_t u acts beside the spring, c_t = 2 ζ_t √(m* k_t)
//! (`tangential_damping` ζ_t; with a code, that code's own form).
//!
//! # The Coulomb cap and its rules ([`Rules`])
//!
//! |F_t| ≤ μ F_n. How a code enforces it changes the numbers (docs/tangential-codes.md):
//! what F_n the cap takes ([`Cap`]), whether the dashpot is inside it ([`DashpotRule`]),
//! the lever arm ([`Arm`]). The calculator's own rules ([`Rules::CONTRACT`]): cap μ max(F_n, 0),
//! F_t = 0 while F_n ≤ 0 (δ_t frozen there), the spring alone held at the cap while it would
//! exceed it (truncation of the incremental spring, rescaling of δ_t) and F_t =
//! clamp(spring − c_t u, −cap, cap); the lever arm r.
//!
//! In continuous time a held spring is released when its law's own rate along its sign
//! falls below the cap's rate μ dF_n/dt; every such switch, the force's clamping, the end of
//! the tension tail and rolling are located as events of the integration ([`run`]), so the
//! integration is smooth between them. Gross slip from start to end with the contract's
//! rules has closed forms ([`outcome::gross_slip`]):
//! vt' = vt − s μ (1 + e) v0, ω_i' = ω_i − s μ m* (1 + e) v0 r_i / I_i,
//! u' = u0 − s μ (1 + e) v0 m*/m_t (s = sign u0; a sphere on a wall: m*/m_t = 7/2).

pub mod law;
pub mod outcome;
mod read;
pub mod run;
mod start;
mod state;

pub use law::{
    law_source, moment_of_inertia, Arm, Cap, Dashpot, DashpotRule, Force, History, Rules, Setup,
    Spin, Stiffness,
};
pub use outcome::{Event, Tangential, TangentialRegime};
pub use read::{read, Options};

#[cfg(test)]
#[cfg(feature = "oblique")]
mod tests {
    use super::*;
    use crate::contact::{solve, solve_with};
    use crate::testing::rel;
    use crate::{Error, Scenario, Solution, Value};

    /// A scenario from JSON-like pairs of numbers and texts.
    fn sc(pairs: &[(&str, Value<'_>)]) -> Scenario {
        Scenario::from_pairs(pairs.iter().copied()).unwrap()
    }
    use Value::{Number as N, Text as T};

    /// A glass sphere (r = 1 mm) on a rigid wall at 1 m/s.
    fn glass_wall(model: &'static str, more: &[(&'static str, Value<'static>)]) -> Scenario {
        let mut p = alloc::vec![
            ("model", T(model)),
            ("rho1", N(2500.0)),
            ("r1", N(1e-3)),
            ("E1", N(63e9)),
            ("nu1", N(0.2)),
            ("v0", N(1.0)),
        ];
        p.extend_from_slice(more);
        sc(&p)
    }

    fn tang(s: &Solution) -> &Tangential {
        s.tangential.as_ref().expect("an oblique answer")
    }

    /// The closed forms of gross slip (sphere on a wall; README, "Oblique impacts"):
    /// vt′ = vt − μ(1+e)v0, ω1′ = ω1 − (5/2) μ (1+e) v0 / r1, u′ = u0 − (7/2) μ (1+e) v0, for
    /// every law that slips throughout (elastic Hertz: e = 1; Tsuji with the force end: F_n ≥ 0
    /// throughout). The formulas as written there, to 1e−10 of the speeds.
    #[test]
    fn gross_slip_exact_relations() {
        let cases = [
            glass_wall("hertz", &[("vt", N(3.0)), ("mu", N(0.1)), ("tangential", T("mindlin"))]),
            glass_wall(
                "hertz",
                &[("vt", N(3.0)), ("mu", N(0.1)), ("tangential", T("mindlin-total"))],
            ),
            glass_wall("hertz", &[("vt", N(3.0)), ("mu", N(0.1)), ("tangential", T("coulomb"))]),
            glass_wall(
                "tsuji",
                &[
                    ("e", N(0.8)),
                    ("end", T("force")),
                    ("vt", N(2.5)),
                    ("omega1", N(300.0)),
                    ("mu", N(0.3)),
                    ("tangential", T("coulomb")),
                ],
            ),
        ];
        for s in cases {
            let sol = solve(&s, 0).unwrap();
            let t = tang(&sol);
            let (e, v0, mu, r1) = (sol.restitution, 1.0, s.mu.unwrap(), 1e-3);
            let (vt, w1) = (s.vt.unwrap(), s.omega1.unwrap_or(0.0));
            let u0 = vt + r1 * w1;
            assert_eq!(t.slip_before, u0);
            assert!(u0 > 3.5 * mu * (1.0 + e) * v0, "the relations hold in gross slip only");
            assert!((t.vt_after - (vt - mu * (1.0 + e) * v0)).abs() < 1e-10, "{s:?}: {t:?}");
            let w = w1 - 2.5 * mu * (1.0 + e) * v0 / r1;
            assert!((t.omega1_after - w).abs() < 1e-10 * vt / r1, "{} vs {w}", t.omega1_after);
            assert!((t.slip_after - (u0 - 3.5 * mu * (1.0 + e) * v0)).abs() < 1e-10);
            assert!((t.impulse_ratio - mu).abs() < 1e-10);
            assert_eq!(t.regime, TangentialRegime::GrossSlip);
        }
    }

    /// The Coulomb law's closed form (used without curves) equals its integration (with
    /// curves the contact is integrated).
    #[test]
    fn coulomb_closed_form_equals_integration() {
        let s = glass_wall(
            "tsuji",
            &[
                ("e", N(0.7)),
                ("end", T("force")),
                ("vt", N(1.2)),
                ("mu", N(0.2)),
                ("tangential", T("coulomb")),
            ],
        );
        let a = solve(&s, 0).unwrap();
        let b = solve(&s, 50).unwrap();
        assert_eq!(tang(&a).method, crate::Method::ClosedForm);
        assert_eq!(tang(&b).method, crate::Method::Integrated);
        // To 1e−10 of the speed scale (u′ = 0.01 m/s is a difference of 1.2 and 1.19).
        for (x, y, scale) in [
            (tang(&a).vt_after, tang(&b).vt_after, 1.2),
            (tang(&a).omega1_after, tang(&b).omega1_after, 1.2 / 1e-3),
            (tang(&a).slip_after, tang(&b).slip_after, 1.2),
        ] {
            assert!((x - y).abs() < 1e-10 * scale, "{x} vs {y}");
        }
        // The curves: F_t = −μ F_n while slipping (u > 0 throughout here).
        let c = b.curves.unwrap();
        let (f, u) = (c.tangential_force.unwrap(), c.slip.unwrap());
        for i in 0..c.t.len() {
            assert!(u[i] > 0.0);
            let fn_ = c.force[i].max(0.0);
            assert!(
                (f[i] + 0.2 * fn_).abs()
                    <= 1e-9 * 0.2 * c.force.iter().cloned().fold(0.0, f64::max)
            );
        }
    }

    /// Without friction nothing tangential changes, exactly.
    #[test]
    fn no_friction() {
        let s = glass_wall("hertz", &[("vt", N(1.0)), ("omega1", N(200.0)), ("mu", N(0.0))]);
        let t = solve(&s, 0).unwrap().tangential.unwrap();
        assert_eq!((t.vt_after, t.omega1_after, t.slip_after), (1.0, 200.0, 1.2));
        assert_eq!(t.impulse_ratio, 0.0);
        assert_eq!(t.regime, TangentialRegime::GrossSlip);
    }

    /// A linear elastic contact that sticks throughout with k_t/m_t = k/m* (a sphere on a
    /// wall, k_t = (2/7) k): u = u0 cos(ω t) with the normal period, so u′ = −u0.
    #[test]
    fn full_stick_reverses_the_slip() {
        let s = sc(&[
            ("model", T("linear")),
            ("m1", N(0.01)),
            ("r1", N(0.01)),
            ("k", N(1e5)),
            ("v0", N(1.0)),
            ("damping", N(0.0)),
            ("vt", N(0.5)),
            ("omega1", N(20.0)),
            ("mu", N(10.0)),
            ("kt_ratio", N(2.0 / 7.0)),
        ]);
        let t = solve(&s, 0).unwrap().tangential.unwrap();
        assert!((t.slip_after + 0.7).abs() < 1e-10, "{}", t.slip_after);
        assert_eq!(t.regime, TangentialRegime::PartialSlip);
        assert_eq!(t.events.len(), 2, "{:?}", t.events); // start (stick), end
    }

    /// Two spheres: the impulse J = m*(vt′ − vt) turns both, ω_i′ − ω_i = r_i J / I_i.
    #[test]
    fn pair_shares_the_impulse() {
        let s = sc(&[
            ("model", T("tsuji")),
            ("rho1", N(2500.0)),
            ("r1", N(1e-3)),
            ("E1", N(63e9)),
            ("nu1", N(0.2)),
            ("rho2", N(7800.0)),
            ("r2", N(2e-3)),
            ("E2", N(200e9)),
            ("nu2", N(0.3)),
            ("v0", N(1.0)),
            ("e", N(0.7)),
            ("vt", N(0.3)),
            ("omega1", N(500.0)),
            ("omega2", N(-200.0)),
            ("mu", N(0.3)),
        ]);
        let sol = solve(&s, 0).unwrap();
        let t = tang(&sol);
        let j = sol.effective_mass * (t.vt_after - 0.3);
        let (i1, i2) = (t.moment_of_inertia1, t.moment_of_inertia2.unwrap());
        assert!(rel((t.omega1_after - 500.0) * i1 / 1e-3, j) < 1e-12);
        assert!(rel((t.omega2_after.unwrap() + 200.0) * i2 / 2e-3, j) < 1e-12);
        let m2 = 4.0 / 3.0 * core::f64::consts::PI * 8e-9 * 7800.0;
        assert!(rel(i2, 0.4 * m2 * 4e-6) < 1e-14);
    }

    /// The law at first touch: a Hertz contact under the incremental Mindlin law slips from
    /// the start when (2/3)·8G*√(R* v0)|u0| t^1.5 exceeds μ k v0^1.5 t^1.5, i.e.
    /// 4 G* |u0| / (μ E* v0) > 1, and sticks first otherwise.
    #[test]
    fn first_touch_threshold() {
        let (e1, nu): (f64, f64) = (63e9, 0.2);
        let e_star = e1 / (1.0 - nu * nu);
        let g_star = e1 / (2.0 * (1.0 + nu)) / (2.0 - nu);
        let u_crit = 0.3 * e_star / (4.0 * g_star);
        for (f, state) in [(1.001, "slip"), (0.999, "stick")] {
            let s = glass_wall("hertz", &[("vt", N(f * u_crit)), ("mu", N(0.3))]);
            let t = solve(&s, 0).unwrap().tangential.unwrap();
            assert_eq!(t.events[0].state, state, "{f}");
        }
    }

    /// Without a dashpot the three ways of capping it agree (truncation of the spring,
    /// the code's drop of the dashpot, the reset of the total): the same contact.
    #[test]
    fn cap_rules_agree_without_a_dashpot() {
        let s = glass_wall(
            "tsuji",
            &[("e", N(0.8)), ("vt", N(0.4)), ("mu", N(0.3)), ("tangential", T("mindlin-total"))],
        );
        let base = tang(&solve(&s, 0).unwrap()).clone();
        for dashpot in [DashpotRule::OffWhileSliding, DashpotRule::Reset, DashpotRule::Outside] {
            let rules = Rules { dashpot, ..Rules::CONTRACT };
            let o = Options { rules, ..Options::default() };
            let t = solve_with(&s, 0, &o).unwrap().tangential.unwrap();
            assert!(rel(t.vt_after, base.vt_after) < 1e-10, "{dashpot:?}");
            assert!(rel(t.omega1_after, base.omega1_after) < 1e-10, "{dashpot:?}");
        }
    }

    /// The reset rule (LAMMPS's) against the first-order scheme of the golden generator
    /// (tests/golden/oblique.json, each damping case's note: Richardson-extrapolated, given to
    /// 6 digits), to 2e−6.
    #[test]
    fn reset_rule_matches_the_golden_notes() {
        let lin = |z: f64| {
            sc(&[
                ("model", T("linear")),
                ("m1", N(0.01)),
                ("r1", N(0.01)),
                ("k", N(1e5)),
                ("v0", N(1.0)),
                ("e", N(0.5)),
                ("end", T("force")),
                ("vt", N(0.8)),
                ("mu", N(0.3)),
                ("tangential", T("linear")),
                ("kt_ratio", N(0.8)),
                ("tangential_damping", N(z)),
            ])
        };
        let tsuji = |law: &'static str| {
            glass_wall(
                "tsuji",
                &[
                    ("e", N(0.8)),
                    ("end", T("force")),
                    ("vt", N(0.5773502691896257)),
                    ("mu", N(0.3)),
                    ("tangential", T(law)),
                    ("tangential_damping", N(0.3)),
                ],
            )
        };
        let rules = Rules { dashpot: DashpotRule::Reset, ..Rules::CONTRACT };
        let o = Options { rules, ..Options::default() };
        for (s, vt, w) in [
            (lin(0.2), 0.534613, -66.3469),
            (lin(1.0), 0.633499, -41.6252),
            (tsuji("mindlin"), 0.408012, -423.345),
            (tsuji("mindlin-total"), 0.401715, -439.089),
        ] {
            let t = solve_with(&s, 0, &o).unwrap().tangential.unwrap();
            assert!(rel(t.vt_after, vt) < 2e-6, "{} vs {vt}", t.vt_after);
            assert!(rel(t.omega1_after, w) < 2e-6, "{} vs {w}", t.omega1_after);
        }
    }

    /// A linear contact of 10 g on a wall with `more` keys.
    fn linear_wall(more: &[(&'static str, Value<'static>)]) -> Scenario {
        let mut p = alloc::vec![
            ("model", T("linear")),
            ("m1", N(0.01)),
            ("k", N(1e5)),
            ("v0", N(1.0)),
            ("e", N(0.5))
        ];
        p.extend_from_slice(more);
        sc(&p)
    }

    /// The key an invalid scenario's error names (its message starting with it).
    fn field(s: Scenario) -> String {
        let e: Error = solve(&s, 0).unwrap_err();
        assert!(e.to_string().starts_with(e.field()), "{e}");
        e.field().into()
    }

    /// Each rule of the contract's keys fails naming its key: the Hertz-type laws.
    #[test]
    fn errors_name_the_key() {
        let hertz = |more: &[(&'static str, Value<'static>)]| glass_wall("hertz", more);
        assert_eq!(field(hertz(&[("vt", N(1.0))])), "mu");
        assert_eq!(field(hertz(&[("omega1", N(1.0))])), "mu");
        assert_eq!(field(hertz(&[("vt", N(1.0)), ("mu", N(-0.1))])), "mu");
        assert_eq!(
            field(hertz(&[
                ("vt", N(1.0)),
                ("mu", N(0.3)),
                ("kt_ratio", N(0.3)),
                ("tangential", T("linear"))
            ])),
            "kt_ratio"
        );
        assert_eq!(
            field(hertz(&[("vt", N(1.0)), ("mu", N(0.3)), ("tangential", T("linear"))])),
            "kt"
        );
        // kt alone means the linear law; kt_ratio is for the linear model only.
        assert_eq!(
            field(hertz(&[("vt", N(1.0)), ("mu", N(0.3)), ("kt_ratio", N(0.3))])),
            "kt_ratio"
        );
        assert_eq!(
            field(hertz(&[
                ("vt", N(1.0)),
                ("mu", N(0.3)),
                ("tangential", T("mindlin")),
                ("kt", N(1e5))
            ])),
            "kt"
        );
        let t = solve(&hertz(&[("vt", N(1.0)), ("mu", N(0.3)), ("kt", N(1e5))]), 0).unwrap();
        assert_eq!(tang(&t).law, crate::TangentialLaw::Linear);
        assert_eq!(field(hertz(&[("vt", N(1.0)), ("mu", N(0.3)), ("omega2", N(1.0))])), "omega2");
        assert_eq!(field(hertz(&[("vt", N(1.0)), ("mu", N(0.3)), ("dim", N(2.0))])), "dim");
        assert_eq!(
            field(hertz(&[
                ("vt", N(1.0)),
                ("mu", N(0.3)),
                ("tangential", T("coulomb")),
                ("tangential_damping", N(0.1))
            ])),
            "tangential_damping"
        );
        assert_eq!(
            field(hertz(&[("vt", N(1.0)), ("mu", N(0.3)), ("tangential_damping", N(-1.0))])),
            "tangential_damping"
        );
        assert_eq!(field(hertz(&[("vt", N(f64::INFINITY)), ("mu", N(0.3))])), "vt");
        // A Hertz-type law with k (no material): Mindlin's stiffness needs E1.
        let hk = sc(&[
            ("model", T("tsuji")),
            ("m1", N(0.01)),
            ("r1", N(0.01)),
            ("k", N(1e9)),
            ("v0", N(1.0)),
            ("e", N(0.5)),
            ("vt", N(1.0)),
            ("mu", N(0.3)),
        ]);
        assert_eq!(field(hk), "E1");
    }

    /// Each rule of the contract's keys fails naming its key: the linear model, disks, the
    /// power-function model.
    #[test]
    fn errors_name_the_key_linear() {
        let linear = linear_wall;
        // The linear model has no default law; the spin needs the radius.
        assert_eq!(field(linear(&[("vt", N(1.0)), ("mu", N(0.3))])), "tangential");
        assert_eq!(field(linear(&[("vt", N(1.0)), ("mu", N(0.3)), ("kt_ratio", N(0.3))])), "r1");
        assert_eq!(
            field(linear(&[
                ("r1", N(0.01)),
                ("vt", N(1.0)),
                ("mu", N(0.3)),
                ("kt", N(1e4)),
                ("kt_ratio", N(0.3))
            ])),
            "kt_ratio"
        );
        assert_eq!(
            field(linear(&[
                ("r1", N(0.01)),
                ("m2", N(0.01)),
                ("vt", N(1.0)),
                ("mu", N(0.3)),
                ("kt", N(1e4))
            ])),
            "r2"
        );
        // dim 2 only with given masses.
        let d2 = sc(&[
            ("model", T("linear")),
            ("rho1", N(2500.0)),
            ("r1", N(0.01)),
            ("k", N(1e5)),
            ("v0", N(1.0)),
            ("e", N(0.5)),
            ("dim", N(2.0)),
        ]);
        assert_eq!(field(d2), "rho1");
        assert_eq!(field(linear(&[("dim", N(2.5))])), "dim");
        // The power-function model has no tangential half.
        let pf = sc(&[
            ("model", T("power-function")),
            ("m1", N(510.5)),
            ("k", N(2.1333e10)),
            ("v0", N(1.0)),
            ("exponent", N(10.0)),
            ("vt", N(1.0)),
            ("mu", N(0.3)),
        ]);
        assert_eq!(field(pf), "vt");
    }

    /// No tangential key: no `tangential` object (a head-on impact as before).
    #[test]
    fn head_on_has_no_tangential_object() {
        assert!(solve(&glass_wall("hertz", &[]), 0).unwrap().tangential.is_none());
        let t = solve(&glass_wall("hertz", &[("mu", N(0.3))]), 0).unwrap().tangential.unwrap();
        assert_eq!((t.regime, t.vt_ratio, t.restitution), (TangentialRegime::Stick, None, None));
    }
}
