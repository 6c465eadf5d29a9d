//! How a setting's typed value becomes the model's damping constant (and, for the rules
//! that form it, the stiffness), and back: [`forward`] and [`inverse`] per [`Rule`], with
//! the formulas each code uses (sources in the code files and `docs/codes.md`).
//!
//! Notation: β = ln e/√(ln²e + π²) (< 0), m* the effective mass, E*, R* as in `pair`.

pub(crate) use super::ctx::Ctx;
use super::setting::{Alpha1, Rule, Setting, ViscoA};
use crate::error::Error;
use crate::math::{exp, ln, sqrt};
use crate::models::linear;
use crate::scenario::Scenario;
use crate::text;
use alloc::format;
use core::f64::consts::PI;

/// |β(e)| = −ln e/√(ln²e + π²): the linear model's damping ratio for e under the overlap
/// criterion (Teufelsbauer, Hübl & Wu 2008, eq. 11).
pub fn abs_beta(e: f64) -> f64 {
    linear::alpha_from_restitution_overlap(e)
}

/// The e whose |β(e)| is `b`: e = exp(−π b/√(1 − b²)), for 0 ≤ b < 1.
pub fn e_of_abs_beta(b: f64) -> Option<f64> {
    (0.0..1.0).contains(&b).then(|| exp(-PI * b / sqrt(1.0 - b * b)))
}

/// Marshall's polynomial as LAMMPS codes it ("Eq. 53 from Marshall 2009"):
/// 1.2728 − 4.2783e + 11.087e² − 22.348e³ + 27.467e⁴ − 18.022e⁵ + 4.8218e⁶.
pub fn marshall_poly(e: f64) -> f64 {
    let c = [1.2728, -4.2783, 11.087, -22.348, 27.467, -18.022, 4.8218];
    c.iter().rev().fold(0.0, |acc, &ci| acc * e + ci)
}

/// The damping ratio β_n of a no-tension Hertz contact with restitution e, by Thornton,
/// Cummins & Cleary 2013, eq. B6: β_n = √(1/(1 − (1 + e)² exp(α)) − 1), with eq. B7's fit
/// α = Σ h_i e^i, i = 1…10 (their Table 2), as Yade codes it (pkg/dem/HertzMindlin.cpp,
/// commit 8766c063). 0 at e = 1.
pub fn thornton_b6(e: f64) -> f64 {
    const H: [f64; 10] = [
        -6.918798, -16.41105, 146.8049, -796.4559, 2928.711, -7206.864, 11494.29, -11342.18,
        6276.757, -1489.915,
    ];
    if e >= 1.0 {
        return 0.0;
    }
    let alpha = e * H.iter().rev().fold(0.0, |acc, &h| acc * e + h);
    sqrt(1.0 / (1.0 - (1.0 + e) * (1.0 + e) * exp(alpha)) - 1.0)
}

/// Kratos's DAMPING_GAMMA of a "Hertz" law: eq. B6–B7 of Thornton et al. 2013 ([`thornton_b6`])
/// of e clamped as `GammaForHertzThornton` clamps it, 0 above 0.999
/// ([`super::kratos::hertz_e_clamped`]).
pub fn kratos_hertz_gamma(e: f64) -> f64 {
    super::kratos::hertz_e_clamped(e).map_or(0.0, thornton_b6)
}

/// The e in [0, 1] where `f(e)` (decreasing) equals `target`, by Brent's method.
fn invert_decreasing(f: impl Fn(f64) -> f64, target: f64) -> Option<f64> {
    let (lo, hi) = (f(1.0), f(0.0));
    if !(target >= lo && target <= hi) {
        return None;
    }
    crate::roots::brent(|e| f(e) - target, 0.0, 1.0, 1e-15, 200).ok()
}

/// The model's damping constant and, for the linear rules that derive it, the stiffness.
pub(super) struct ModelParams {
    pub damping: f64,
    pub k: Option<f64>,
}

/// The typed value → the model's damping constant (and k where the rule forms it). A
/// stiffness the code forms (from tc, or from a characteristic speed) that leaves the range
/// of f64 is charged to the input most responsible, never to `k`, which was not given (it
/// read "k = inf": issue 19).
pub(super) fn forward(s: &Setting, typed: f64, ctx: &Ctx) -> Result<ModelParams, Error> {
    let params = forward_unchecked(s, typed, ctx)?;
    let formed = |what: &str, x: f64| Error::Numerical {
        field: ctx.k_culprit,
        reason: format!("the {what} {} forms {}", s.code, text::leaves_f64(x)),
    };
    match params.k {
        Some(k) if !(k.is_finite() && k > 0.0) => Err(formed("stiffness", k)),
        _ if !params.damping.is_finite() => Err(formed("damping", params.damping)),
        _ => Ok(params),
    }
}

fn forward_unchecked(s: &Setting, typed: f64, ctx: &Ctx) -> Result<ModelParams, Error> {
    let only = |d: f64| Ok(ModelParams { damping: d, k: None });
    match s.rule {
        Rule::LinearFromE => only(abs_beta(typed)),
        Rule::LinearRatio => only(typed),
        Rule::LinearCharacteristic => {
            let mat = ctx.material.ok_or(Error::Missing {
                field: "E1",
                hint: "this code forms its linear k from the material: give E1, nu1, r1",
            })?;
            let v = ctx.v_char.unwrap_or(ctx.v0);
            let kh = 16.0 / 15.0 * sqrt(mat.r_star) * mat.e_star;
            let k = kh
                * exp(0.2 * (ln(15.0 / 16.0 * ctx.m * v * v) - ln(sqrt(mat.r_star) * mat.e_star)));
            Ok(ModelParams { damping: abs_beta(typed), k: Some(k) })
        }
        Rule::LinearTc(_) => {
            let (tc, mt) = (ctx.tc.unwrap_or(f64::NAN), ctx.m_tuned.unwrap_or(ctx.m));
            let l = ln(typed);
            let k = mt * (PI * PI + l * l) / (tc * tc);
            let c = -2.0 * mt * l / tc;
            Ok(ModelParams { damping: c / (2.0 * sqrt(ctx.m * k)), k: Some(k) })
        }
        Rule::Tsuji(a) => only(match a {
            Alpha1::Sqrt5Beta => sqrt(5.0) * abs_beta(typed),
            Alpha1::Sqrt2Poly => core::f64::consts::SQRT_2 * marshall_poly(typed),
            Alpha1::Poly => marshall_poly(typed),
            Alpha1::Sqrt6Ratio => sqrt(6.0) * typed,
            Alpha1::ThorntonB6 => sqrt(6.0) * thornton_b6(typed),
            Alpha1::ThorntonKratos => sqrt(6.0) * kratos_hertz_gamma(typed),
        }),
        Rule::KratosLinear => {
            let mat = ctx.material.ok_or(Error::Missing {
                field: "E1",
                hint: "Kratos forms its linear k_n from the material: give E1, nu1, r1",
            })?;
            let k = super::kratos::linear_stiffness(mat.e_star, mat.r_star, ctx.wall);
            Ok(ModelParams { damping: super::kratos::linear_gamma(typed), k: Some(k) })
        }
        Rule::DemeGeometric => {
            let mat = ctx.material.ok_or(Error::Missing {
                field: "E1",
                hint: "this code takes the material: give E1, nu1, r1",
            })?;
            let k = 4.0 / 3.0 * mat.e_star * sqrt(2.0 * mat.r_star);
            Ok(ModelParams { damping: sqrt(5.0) * abs_beta(typed), k: Some(k) })
        }
        Rule::Viscoelastic(ViscoA::StiffnessGammaN) => {
            only(2.0 * ctx.m * typed * sqrt(radius(ctx)?) / (3.0 * spring(ctx)?))
        }
        Rule::Viscoelastic(v) => {
            let mat = ctx.material.ok_or(Error::Missing {
                field: "E1",
                hint: "this code takes the material: give E1, nu1, r1",
            })?;
            only(match v {
                ViscoA::LammpsDamp => typed * ctx.m / (2.0 * mat.e_star),
                _ => 2.0 * ctx.m * typed / (3.0 * (4.0 / 3.0 * mat.e_star)),
            })
        }
        Rule::Flores => {
            let v = ctx.v_char.unwrap_or(1.0);
            let e = typed.clamp(0.01, 1.0 - f64::EPSILON);
            only(8.0 * (1.0 - e) / (5.0 * e) * ctx.v0 / v)
        }
        Rule::LinearMassGamma => only(typed * sqrt(ctx.m) / (2.0 * sqrt(spring(ctx)?))),
        Rule::YadeFrict => {
            // The typed value is the local damping (set on the model's scenario): no dashpot.
            let (e1r1, e2r2) = ctx.frict.ok_or(Error::Missing {
                field: "E1",
                hint: "Yade's FrictPhys forms k_n from E and r: give E1 and r1 (and E2, r2)",
            })?;
            Ok(ModelParams { damping: 0.0, k: Some(2.0 * e1r1 * e2r2 / (e1r1 + e2r2)) })
        }
        Rule::LinearAbsolute => only(typed / (2.0 * sqrt(ctx.m) * sqrt(spring(ctx)?))),
        Rule::HookeViscoelastic => {
            let (k, r) = (spring(ctx)?, radius(ctx)?);
            only(typed * ctx.m * sqrt(r) / hooke_viscoelastic_scale(ctx.m, k, ctx.v0))
        }
    }
}

/// The pair's stiffness, for the rules that type a dashpot coefficient beside it.
fn spring(ctx: &Ctx) -> Result<f64, Error> {
    ctx.k.ok_or(Error::Missing {
        field: "k",
        hint: "this code takes the stiffness k (or k1 and k2)",
    })
}

/// R*, for the dashpots that go with the contact radius √(R*δ).
fn radius(ctx: &Ctx) -> Result<f64, Error> {
    ctx.r_star.ok_or(Error::Missing {
        field: "r1",
        hint:
            "this code's dashpot goes with the contact radius √(R*δ): give r1 (and r2 for body 2)",
    })
}

/// m v0 (k/(m v0²))^(3/4): λ of the power law k ξ + λ ξ^(1/2) ξ̇ per unit α2 (Hu et al.
/// 2011, eq. 9 with w = 1, p = 1/2).
fn hooke_viscoelastic_scale(m: f64, k: f64, v0: f64) -> f64 {
    m * v0 * exp(0.75 * (ln(k) - ln(m) - 2.0 * ln(v0)))
}

/// The model's damping constant → the value to type (the inverse of [`forward`]).
pub(super) fn inverse(s: &Setting, damping: f64, ctx: &Ctx) -> Option<f64> {
    match s.rule {
        Rule::LinearFromE | Rule::LinearCharacteristic => e_of_abs_beta(damping),
        Rule::LinearRatio => Some(damping),
        Rule::LinearTc(_) => {
            // ζ = |β(e)| √(m_t/m) (the spring and dashpot tuned for m_t act on m).
            let mt = ctx.m_tuned.unwrap_or(ctx.m);
            e_of_abs_beta(damping * sqrt(ctx.m / mt))
        }
        Rule::Tsuji(a) => match a {
            Alpha1::Sqrt5Beta => e_of_abs_beta(damping / sqrt(5.0)),
            Alpha1::Sqrt2Poly => {
                invert_decreasing(|e| core::f64::consts::SQRT_2 * marshall_poly(e), damping)
            }
            Alpha1::Poly => invert_decreasing(marshall_poly, damping),
            Alpha1::Sqrt6Ratio => Some(damping / sqrt(6.0)),
            Alpha1::ThorntonB6 => invert_decreasing(|e| sqrt(6.0) * thornton_b6(e), damping),
            Alpha1::ThorntonKratos => {
                invert_decreasing(|e| sqrt(6.0) * kratos_hertz_gamma(e), damping)
            }
        },
        Rule::KratosLinear => super::kratos::linear_e_to_type(damping),
        Rule::DemeGeometric => e_of_abs_beta(damping / sqrt(5.0)),
        Rule::Viscoelastic(ViscoA::StiffnessGammaN) => {
            Some(3.0 * ctx.k? * damping / (2.0 * ctx.m * sqrt(ctx.r_star?)))
        }
        Rule::Viscoelastic(v) => {
            let mat = ctx.material?;
            Some(match v {
                ViscoA::LammpsDamp => 2.0 * mat.e_star * damping / ctx.m,
                _ => 3.0 * (4.0 / 3.0 * mat.e_star) * damping / (2.0 * ctx.m),
            })
        }
        Rule::Flores => {
            let v = ctx.v_char.unwrap_or(1.0);
            let e = 1.0 / (1.0 + 5.0 * damping * v / (8.0 * ctx.v0));
            (0.01..1.0).contains(&e).then_some(e)
        }
        Rule::LinearMassGamma => Some(2.0 * damping * sqrt(ctx.k? / ctx.m)),
        Rule::YadeFrict => None,
        Rule::LinearAbsolute => Some(2.0 * damping * sqrt(ctx.m) * sqrt(ctx.k?)),
        Rule::HookeViscoelastic => Some(
            damping * hooke_viscoelastic_scale(ctx.m, ctx.k?, ctx.v0) / (ctx.m * sqrt(ctx.r_star?)),
        ),
    }
}

/// The linear rules that form k themselves take the material only for it.
pub(super) fn strip_material(sc: &mut Scenario) {
    sc.e1_modulus = None;
    sc.nu1 = None;
    sc.e2_modulus = None;
    sc.nu2 = None;
    sc.linear_k = None;
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Thornton et al. 2013, eq. B6–B7 as Yade 2023.02a computes it: for en = 0.5 it gives
    /// betan = 0.23302 (the validation suite's run of Yade: e = 0.5000 achieved), and
    /// √6 β_n is within 1e−4 of the exact no-tension α1 for 0.5 (0.570814, by integration).
    #[test]
    fn thornton_b6_vectors() {
        assert!((thornton_b6(0.5) - 0.233_025).abs() < 1e-6, "{}", thornton_b6(0.5));
        assert_eq!(thornton_b6(1.0), 0.0);
        assert!((sqrt(6.0) * thornton_b6(0.5) - 0.570_814).abs() < 1e-4);
        // Kratos 10.4.4's GammaForHertzThornton, run through the wheel's Python: the same
        // polynomial, 0 above e = 0.999.
        assert!((kratos_hertz_gamma(0.5) - 0.233_024_857_683_442_4).abs() < 1e-15);
        assert!((kratos_hertz_gamma(0.8) - 0.067_902_890_046_024_58).abs() < 1e-15);
        assert_eq!(kratos_hertz_gamma(0.9995), 0.0);
        // Decreasing in e, so the value to type inverts.
        let mut last = f64::INFINITY;
        for i in 1..100 {
            let b = thornton_b6(i as f64 / 100.0);
            assert!(b < last, "{i}");
            last = b;
        }
    }
}
