//! Linear spring–dashpot (Kelvin–Voigt) contact: F = k ξ + c ξ̇.
//!
//! Sources: Teufelsbauer, Hübl & Wu 2008, (Teufelsbauer, Hübl & Wu 2008) eq. (1)–(14); Hu et al. 2011, (Hu et al.)
//! eq. (1)–(3); Del Cid, (Del Cid). Force-zero end of contact: T. Schwager & T. Pöschel,
//! "Coefficient of restitution and linear–dashpot model revisited", *Granular Matter* 9
//! (2007) 465–469.
//!
//! Equation of motion of the equivalent one-body system (Teufelsbauer, Hübl & Wu 2008, eq. 1–2):
//! m ξ̈ + c ξ̇ + k ξ = m g, ξ(0) = 0, ξ̇(0) = v0, with (Teufelsbauer, Hübl & Wu 2008, eq. 6a–6d)
//! ω0 = √(k/m), β = c/(2m) = α ω0, ω = √(ω0² − β²), c = 2α√(m k).
//!
//! Dimensionless form used below: τ = ω0 t, ξ = (v0/ω0) ξ̂(τ), F = √(m k) v0 F̂(τ),
//! F̂ = ξ̂ + 2α ξ̂′. For g = 0 (Teufelsbauer, Hübl & Wu 2008, eq. 7a/7b, and the critical case):
//!
//! ```text
//! ξ̂(τ) = e^(−ατ) S(τ),  ξ̂′(τ) = e^(−ατ) (C(τ) − α S(τ)),
//! S = sin(sτ)/s, C = cos(sτ)  (α < 1, s = √(1 − α²))
//! S = τ,         C = 1        (α = 1)
//! S = sinh(Sτ)/S, C = cosh(Sτ) (α > 1, S = √(α² − 1))
//! ```
//!
//! Every special time follows from one function of α (derived here from eq. 7a/7b and
//! 14a/14b; each is checked against the integrator in the tests):
//!
//! ```text
//! θ(α) = arccos(α)/√(1−α²)  (α < 1),  1  (α = 1),  arccosh(α)/√(α²−1)  (α > 1)
//! maximum overlap:   τ_m = θ,                ξ̂_max = e^(−αθ)
//! force back to 0:   τ_F = 2θ,               e_F = e^(−2αθ)          (force criterion)
//! overlap back to 0: τ_c = π/√(1−α²),        e = e^(−απ/√(1−α²))     (α < 1, Teufelsbauer, Hübl & Wu 2008, eq. 9–10)
//! force maximum:     τ = 3θ − π/√(1−α²) for α < 1/2, else τ = 0 with F̂ = 2α
//! force minimum:     τ = 3θ for α > 1/2, else at τ_c with F̂ = −2α e
//! ```
//!
//! τ_F and e_F are Schwager & Pöschel's ω t_F = π − arctan(2βω/(ω² − β²)) (β < ω0/√2),
//! arctan(2βω/(β² − ω²)) (ω0/√2 < β < ω0) and Ω t_F = artanh(2βΩ/(β² + Ω²)) (β > ω0)
//! rewritten: with α = cos φ both branches give ω t_F = 2φ, and artanh(…) = 2 arccosh α.

use super::info::{Holds, ModelInfo, Spring};
use super::relation::relation;
use super::relation::Relation;
use super::working::{self, step, Facts, Step, GIVEN, T08};
use super::ContactModel;
use super::{Damping, Oscillator, Regime, Solved};
use crate::error::Error;
use crate::impact::Method;
use crate::impact::{ForceLaw, Setup, Summary};
use crate::math::{acosh, atan2, cos, exp, exp_m1, ln, ln_1p, sin, sqrt};
use crate::pair;
use crate::roots::brent;
use crate::scenario::{End, LinearK, Scenario};
use crate::text::{num, si};
use alloc::format;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Largest damping ratio accepted. At α = 10⁶ the force-criterion restitution is
/// 1/(4α²) = 2.5·10⁻¹³; nothing useful lies beyond.
pub const ALPHA_MAX: f64 = 1e6;

/// A linear spring–dashpot contact: effective mass `m` \[kg\], stiffness `k` \[N/m\],
/// damping ratio `alpha` = c / (2√(m k)) \[–\] (Teufelsbauer, Hübl & Wu 2008, eq. 6c).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Linear {
    /// Effective mass \[kg\].
    pub m: f64,
    /// Stiffness \[N/m\].
    pub k: f64,
    /// Damping ratio α \[–\].
    pub alpha: f64,
}

impl Linear {
    /// Natural angular frequency ω0 = √(k/m) \[rad/s\] (Teufelsbauer, Hübl & Wu 2008, eq. 6a).
    pub fn omega0(&self) -> f64 {
        sqrt(self.k) / sqrt(self.m)
    }
    /// Damping coefficient c = 2α√(m k) \[N·s/m\] (Teufelsbauer, Hübl & Wu 2008, eq. 6d; Hu et al. 2011, eq. 2).
    pub fn c(&self) -> f64 {
        2.0 * self.alpha * sqrt(self.m) * sqrt(self.k)
    }
    /// Damped angular frequency ω = ω0 √(1 − α²) \[rad/s\] when α < 1 (Teufelsbauer, Hübl & Wu 2008, eq. 6a).
    pub fn omega(&self) -> Option<f64> {
        (self.alpha < 1.0).then(|| self.omega0() * s_under(self.alpha))
    }
    /// Damping regime (Teufelsbauer, Hübl & Wu 2008, eq. 7a/7b).
    pub fn regime(&self) -> Regime {
        if self.alpha < 1.0 {
            Regime::Underdamped
        } else if self.alpha == 1.0 {
            Regime::CriticallyDamped
        } else {
            Regime::Overdamped
        }
    }
}

/// √(1 − α²), computed as √((1 − α)(1 + α)) to keep precision near α = 1.
fn s_under(a: f64) -> f64 {
    sqrt((1.0 - a) * (1.0 + a))
}

/// √(α² − 1) without overflow for large α.
fn s_over(a: f64) -> f64 {
    if a < 1e150 {
        sqrt((a - 1.0) * (a + 1.0))
    } else {
        a
    }
}

/// Damping ratio from restitution under the overlap criterion,
/// α = −ln e / √(ln²e + π²) (Teufelsbauer, Hübl & Wu 2008, eq. 11; Hu et al. 2011, eq. 3; Del Cid).
pub fn alpha_from_restitution_overlap(e: f64) -> f64 {
    let l = ln(e);
    // 0 − ln e, not −ln e: α = +0, not −0, at e = 1 (shown as "-0"; tests/props.rs).
    (0.0 - l) / sqrt(l * l + PI * PI)
}

/// Restitution from damping ratio under the overlap criterion,
/// e = exp(−απ/√(1 − α²)) for α < 1 (Teufelsbauer, Hübl & Wu 2008, eq. 10); 0 for α ≥ 1 (never separates).
pub fn restitution_overlap(alpha: f64) -> f64 {
    if alpha < 1.0 {
        exp(-alpha * PI / s_under(alpha))
    } else {
        0.0
    }
}

/// θ(α) of the module docs: the dimensionless time of the maximum overlap.
pub fn theta(alpha: f64) -> f64 {
    if alpha < 1.0 {
        let s = s_under(alpha);
        atan2(s, alpha) / s
    } else if alpha == 1.0 {
        1.0
    } else {
        let s = s_over(alpha);
        // arccosh α = ln(1 + (α − 1) + √(α² − 1)), accurate near α = 1.
        let ach = if alpha < 1e150 { ln_1p((alpha - 1.0) + s) } else { acosh(alpha) };
        ach / s
    }
}

/// Restitution under the force criterion, e_F = exp(−2αθ(α)) (Schwager & Pöschel 2007,
/// in the closed form of the module docs).
pub fn restitution_force(alpha: f64) -> f64 {
    exp(-2.0 * alpha * theta(alpha))
}

/// The damping ratio that gives restitution `e` under the force criterion: the root of
/// 2αθ(α) = −ln e, which increases monotonically from 0 (α = 0) like 2 ln(2α) for large α;
/// found by Brent's method to 4 ulp. `None` if it exceeds [`ALPHA_MAX`].
pub fn alpha_from_restitution_force(e: f64) -> Option<f64> {
    if e >= 1.0 {
        return Some(0.0);
    }
    let target = -ln(e);
    let mut f = |a: f64| 2.0 * a * theta(a) - target;
    // e_F ≈ 1/(4α²) for large α: 1/√e brackets the root for small e.
    let mut hi = (1.0 / sqrt(e)).clamp(2.0, ALPHA_MAX);
    if f(hi) < 0.0 {
        hi = ALPHA_MAX;
        if f(hi) < 0.0 {
            return None;
        }
    }
    brent(&mut f as &mut dyn FnMut(f64) -> f64, 0.0, hi, 0.0, 300).ok()
}

/// Dimensionless state (ξ̂, ξ̂′) at τ for the free collision (module docs).
pub fn unit_state(alpha: f64, tau: f64) -> (f64, f64) {
    let a = alpha;
    if a < 1.0 {
        let s = s_under(a);
        let d = exp(-a * tau);
        let sn = if s > 0.0 { sin(s * tau) / s } else { tau };
        (d * sn, d * (cos(s * tau) - a * sn))
    } else if a == 1.0 {
        let d = exp(-tau);
        (tau * d, (1.0 - tau) * d)
    } else {
        let s = s_over(a);
        let slow = 1.0 / (a + s); // α − S, without cancellation
        let fast = a + s;
        // e^(−ατ) sinh(Sτ)/S = (e^(−(α−S)τ) − e^(−(α+S)τ))/(2S), written with expm1 while
        // 2Sτ is small (where the difference cancels) and directly beyond (where
        // e^(2Sτ) would overflow).
        let xi = if 2.0 * s * tau < 1.0 {
            exp(-fast * tau) * exp_m1(2.0 * s * tau) / (2.0 * s)
        } else {
            (exp(-slow * tau) - exp(-fast * tau)) / (2.0 * s)
        };
        let ch = 0.5 * (exp(-slow * tau) + exp(-fast * tau));
        (xi, ch - a * xi)
    }
}

/// F̂ = ξ̂ + 2αξ̂′ at τ.
fn unit_force(alpha: f64, tau: f64) -> f64 {
    let (x, v) = unit_state(alpha, tau);
    x + 2.0 * alpha * v
}

impl ForceLaw for Linear {
    /// F = k ξ + c ξ̇ (Teufelsbauer, Hübl & Wu 2008, eq. 15 with F repulsive positive; Hu et al. 2011, eq. 1).
    fn force(&self, xi: f64, xi_dot: f64) -> f64 {
        self.k * xi + self.c() * xi_dot
    }
    /// dF/dt = k ξ̇ + c ξ̈.
    fn force_rate(&self, _xi: f64, xi_dot: f64, xi_ddot: f64) -> f64 {
        self.k * xi_dot + self.c() * xi_ddot
    }
    /// (k, c).
    fn tangent(&self, _xi: f64, _xi_dot: f64) -> (f64, f64) {
        (self.k, self.c())
    }
}

impl crate::damped::Damped for Linear {
    type Setup = Setup;
    /// c = 2α√(m k) (Teufelsbauer, Hübl & Wu 2008, eq. 6d).
    fn lambda(&self) -> f64 {
        self.c()
    }
    fn with_lambda(&self, lambda: f64) -> Self {
        Linear { alpha: lambda / (2.0 * sqrt(self.m) * sqrt(self.k)), ..*self }
    }
    /// √(m k): c = α2 √(m k), α2 = 2α (Hu et al. 2011, §III with w = 1, p = 0).
    fn lambda_scale(&self, _setup: &Setup) -> f64 {
        sqrt(self.m) * sqrt(self.k)
    }
    fn signed_restitution(
        &self,
        setup: &Setup,
    ) -> Result<(f64, u32), crate::integrator::IntegrateError> {
        crate::impact::simulate(self, setup, 0).map(|o| (o.summary.restitution, o.steps))
    }
    /// 1 without local damping: the spring k ξ is conservative and the contact ends at
    /// ξ = 0 under either criterion, where a body acceleration has done no net work.
    fn undamped_restitution(&self, setup: &Setup) -> Option<f64> {
        (setup.local_damping == 0.0).then_some(1.0)
    }
}

impl ContactModel for Linear {
    fn time_scale(&self) -> f64 {
        1.0 / self.omega0()
    }

    fn state(&self, v0: f64, t: f64) -> Option<(f64, f64)> {
        let w0 = self.omega0();
        let (x, v) = unit_state(self.alpha, w0 * t);
        Some((v0 / w0 * x, v0 * v))
    }

    fn closed_form(&self, v0: f64, end: End) -> Option<Summary> {
        let c = Closed::new(self, v0, end)?;
        let e = c.restitution();
        let (time_of_max_force, max_force) = c.max_force();
        Some(Summary {
            contact_time: c.contact_time(),
            restitution: e,
            max_overlap: c.max_overlap(),
            time_of_max_overlap: c.time_of_max_overlap(),
            max_force,
            time_of_max_force,
            min_force: c.min_force(e),
            window: c.window(),
            overlap_at_end: c.overlap_at_end(),
        })
    }
    fn law(&self) -> &dyn crate::normal::NormalLaw {
        self
    }
}

/// The closed forms of a linear contact (module docs), each computed where it is asked for:
/// what [`ContactModel::closed_form`] gathers into its summary, and what a table's row that
/// asks for a few of them computes alone (`crate::batch`) — the same expressions either way.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Closed {
    a: f64,
    th: f64,
    t_unit: f64,
    f_unit: f64,
    v0: f64,
    end: End,
    /// τ at the end of contact (`None`: it never separates).
    end_tau: Option<f64>,
    /// τ at the end of the window: the end of contact, or where the overlap has settled.
    window: f64,
}

impl Closed {
    /// The contact of `model` at impact speed `v0` ending by `end`; `None` for a contact
    /// that never separates whose settling time is not found.
    pub(crate) fn new(model: &Linear, v0: f64, end: End) -> Option<Closed> {
        let a = model.alpha;
        let w0 = model.omega0();
        let t_unit = 1.0 / w0;
        let f_unit = sqrt(model.m) * sqrt(model.k) * v0;
        let th = theta(a);
        let end_tau = match end {
            End::Force => Some(2.0 * th),
            End::Overlap if a < 1.0 => Some(PI / s_under(a)),
            End::Overlap => None,
        };
        let window = match end_tau {
            Some(t) => t,
            None => settle_time(a, th)?,
        };
        Some(Closed { a, th, t_unit, f_unit, v0, end, end_tau, window })
    }
    /// The restitution: e_F under the force criterion, e(α) under the overlap criterion, 0
    /// for a contact that never separates.
    pub(crate) fn restitution(&self) -> f64 {
        match self.end {
            End::Force => restitution_force(self.a),
            End::Overlap if self.a < 1.0 => restitution_overlap(self.a),
            End::Overlap => 0.0,
        }
    }
    /// The contact time \[s\] (`None`: it never separates).
    pub(crate) fn contact_time(&self) -> Option<f64> {
        self.end_tau.map(|t| t * self.t_unit)
    }
    /// The largest overlap \[m\].
    pub(crate) fn max_overlap(&self) -> f64 {
        self.v0 * self.t_unit * exp(-self.a * self.th)
    }
    /// The time of the largest overlap \[s\].
    pub(crate) fn time_of_max_overlap(&self) -> f64 {
        self.th * self.t_unit
    }
    /// The time \[s\] and the value \[N\] of the largest force.
    pub(crate) fn max_force(&self) -> (f64, f64) {
        let a = self.a;
        let (tau, fmax) = if a < 0.5 {
            let tau = 3.0 * self.th - PI / s_under(a);
            (tau, unit_force(a, tau))
        } else {
            (0.0, 2.0 * a)
        };
        (tau * self.t_unit, fmax * self.f_unit)
    }
    /// The smallest force \[N\], `e` being [`Closed::restitution`].
    pub(crate) fn min_force(&self, e: f64) -> f64 {
        let a = self.a;
        let fmin = match self.end {
            End::Force => 0.0,
            // (α ≤ 1/2 separates: e(α) > 0 there.)
            End::Overlap if a <= 0.5 => -2.0 * a * e,
            End::Overlap => unit_force(a, 3.0 * self.th),
        };
        fmin * self.f_unit
    }
    /// The time window \[s\]: the contact, or until the overlap has settled.
    pub(crate) fn window(&self) -> f64 {
        self.window * self.t_unit
    }
    /// The overlap at the end of the window \[m\]. Under the overlap criterion the contact
    /// ends where ξ returns to 0 (ξ(π/s) is 0 but for rounding, which left the stored energy
    /// a quadrature of nothing); under the force criterion, and for a contact that never
    /// separates, where it stands.
    pub(crate) fn overlap_at_end(&self) -> f64 {
        match (self.end, self.end_tau) {
            (End::Overlap, Some(_)) => 0.0,
            _ => self.v0 * self.t_unit * unit_state(self.a, self.window).0.max(0.0),
        }
    }
}

/// For a contact that never separates (α ≥ 1, overlap criterion): the τ > θ at which the
/// overlap has decayed to [`crate::impact::SETTLED`] of its maximum (ξ̂ decreases
/// monotonically after θ). Found by doubling a bracket, then Brent.
fn settle_time(a: f64, th: f64) -> Option<f64> {
    let target = crate::impact::SETTLED * exp(-a * th);
    let mut f = |tau: f64| unit_state(a, tau).0 - target;
    let mut hi = 2.0 * th.max(1.0);
    let mut n = 0;
    while f(hi) > 0.0 {
        hi *= 2.0;
        n += 1;
        if n > 200 {
            return None;
        }
    }
    brent(&mut f as &mut dyn FnMut(f64) -> f64, th, hi, 0.0, 300).ok()
}

/// Formula and source texts shown next to the damping result.
fn damping_texts(from_e: bool, end: End) -> (&'static str, &'static str) {
    match (from_e, end) {
        (true, End::Overlap) => (
            "α = −ln e / √(ln²e + π²);  c = 2α√(m k)",
            "Teufelsbauer, Hübl & Wu 2008, eq. 11 and 6d; Hu et al. 2011, eq. 2–3",
        ),
        (true, End::Force) => (
            "α solves e = exp(−2α·θ(α)), θ = arccos α / √(1 − α²) (arccosh α / √(α² − 1) for α > 1);  c = 2α√(m k)",
            "Schwager & Pöschel 2007 (force-zero end of contact), solved by Brent's method; Teufelsbauer, Hübl & Wu 2008, eq. 6d",
        ),
        (false, _) => ("α given;  c = 2α√(m k)", "Teufelsbauer, Hübl & Wu 2008, eq. 6c–6d"),
    }
}

/// The linear stiffness \[N/m\]: `k`, `k1` + `k2` in series, or from the material
/// (E, ν, r) by the `linear_k` rule — `equal-overlap` (default): m v0²/ξ_max² with the
/// Hertz contact's ξ_max = (5 m v0²/(4 k_H))^(2/5); `di-maio-di-renzo`: Hu et al. 2011, eq. (4),
/// 5/4 of that.
fn stiffness(sc: &Scenario, m: f64, v0: f64) -> Result<(f64, Option<pair::Material>), Error> {
    match pair::material(sc)? {
        Some(mat) => {
            for (key, set) in
                [("k", sc.k.is_some()), ("k1", sc.k1.is_some()), ("k2", sc.k2.is_some())]
            {
                if set {
                    return Err(Error::Conflict { field: key, other: "E1" });
                }
            }
            let k_dm = super::hertz::di_maio_di_renzo(m, v0, mat.hertz_k());
            let k = match sc.linear_k.unwrap_or(LinearK::EqualOverlap) {
                LinearK::EqualOverlap => 0.8 * k_dm,
                LinearK::DiMaioDiRenzo => k_dm,
            };
            Ok((k, Some(mat)))
        }
        None if sc.linear_k.is_some() => Err(Error::Missing {
            field: "E1",
            hint: "linear_k chooses how k follows from the material: give E1, nu1, r1",
        }),
        None => pair::series_stiffness(sc).map(|k| (k, None)),
    }
}

/// Solves a `linear` scenario; `samples` > 0 adds curves.
pub fn solve(sc: &Scenario, samples: usize) -> Result<Solved, Error> {
    solve_as(sc, samples, true)
}

/// [`solve`] without curves and without the texts a reader reads (notes, the damping's
/// formula, the units' names: left empty), every number the same: what a caller that asks
/// for numbers only (a table of contacts) pays for.
pub(crate) fn solve_numbers(sc: &Scenario) -> Result<Solved, Error> {
    solve_as(sc, 0, false)
}

/// A linear scenario read, before its contact is solved: the inputs every model reads
/// (effective mass, impact speed, body acceleration, local damping), the stiffness and the
/// material it came from, the restitution asked for, the model (m, k, α), ω0 and c.
pub(crate) struct Read {
    /// The inputs every model reads.
    pub c: super::Common,
    /// The stiffness \[N/m\].
    pub k: f64,
    /// E*, R* when the stiffness came from the material.
    pub material: Option<pair::Material>,
    /// The restitution asked for (`None`: a damping ratio given).
    pub requested: Option<f64>,
    /// The contact's law.
    pub model: Linear,
    /// ω0 = √(k/m) \[rad/s\].
    pub w0: f64,
    /// c = 2α√(m k) \[N·s/m\].
    pub cc: f64,
}

/// The elastic and damping exponents (w, p) of the linear law, as a solution gives them.
pub(crate) const EXPONENTS: (f64, f64) = (1.0, 0.0);

/// Reads a linear scenario (every check but [`pair::only_keys`], which [`solve_as`] makes
/// first): what [`solve`] and [`closed`] share.
fn read(sc: &Scenario) -> Result<Read, Error> {
    let c = super::common(sc)?;
    let (k, material) = stiffness(sc, c.m, c.v0)?;
    let (requested, given) = super::dissipation(sc)?;
    let alpha = match (requested, given) {
        (Some(e), _) => match sc.end {
            End::Overlap => alpha_from_restitution_overlap(e),
            End::Force => alpha_from_restitution_force(e).ok_or_else(|| Error::Unreachable {
                field: "e",
                value: e,
                reason: format!(
                    "under the force criterion a restitution this low needs a damping ratio \
                     above {ALPHA_MAX:e}; the lowest reachable is {:e}",
                    restitution_force(ALPHA_MAX)
                ),
            })?,
        },
        (None, Some(a)) => super::damping_constant(a, "damping ratio α", "in [0, 1e6]", ALPHA_MAX)?,
        (None, None) => unreachable!("dissipation() requires one"),
    };
    let model = Linear { m: c.m, k, alpha };
    let w0 = model.omega0();
    let cc = model.c();
    if !(w0.is_finite() && w0 > 0.0 && cc.is_finite()) {
        return Err(Error::Numerical {
            field: "k",
            reason: format!(
                "with k = {} N/m and m = {} kg, ω0 = √(k/m) or c = 2α√(m k) leaves the range \
                 of f64 (ω0 {}; c {})",
                crate::text::num(k, 5),
                crate::text::num(c.m, 5),
                crate::text::leaves_f64(w0),
                crate::text::leaves_f64(cc)
            ),
        });
    }
    Ok(Read { c, k, material, requested, model, w0, cc })
}

/// The oscillator of a linear contact (Teufelsbauer, Hübl & Wu 2008, eq. 6a–7b).
pub(crate) fn oscillator(model: &Linear, w0: f64) -> Oscillator {
    Oscillator {
        natural_frequency: w0,
        decay_rate: model.alpha * w0,
        damped_frequency: model.omega(),
        regime: model.regime(),
    }
}

/// A linear scenario's contact by its closed form, read as [`solve`] reads it and solved by
/// the same functions, without building its solution: `None` where [`solve`] refuses the
/// scenario or would not take the closed form (a body acceleration, local damping, a
/// contact that never separates whose settling time is not found). The caller has checked
/// what [`solve_as`] checks before [`read`] (the keys the model takes).
pub(crate) fn closed(sc: &Scenario) -> Option<(Read, Closed)> {
    let r = read(sc).ok()?;
    // The condition under which `super::run` takes the closed form.
    if r.c.g != 0.0 || r.c.local_damping != 0.0 {
        return None;
    }
    let c = Closed::new(&r.model, r.c.v0, sc.end)?;
    Some((r, c))
}

/// [`solve`], the texts written only where `texts` asks for them.
fn solve_as(sc: &Scenario, samples: usize, texts: bool) -> Result<Solved, Error> {
    pair::only_keys(sc, "linear")?;
    let Read { c, k, material, requested, model, w0, cc } = read(sc)?;
    let alpha = model.alpha;
    let setup = Setup {
        m: c.m,
        v0: c.v0,
        g: c.g,
        end: sc.end,
        time_scale: 1.0 / w0,
        local_damping: c.local_damping,
    };
    let (out, method) = super::run(sc, &model, &setup, samples)?;
    let (formula, source) = damping_texts(requested.is_some(), sc.end);
    let mut notes = Vec::new();
    if texts {
        notes = super::common_notes(sc, &out.summary, method, 1.0 / w0, requested, c.g);
    }
    if texts && out.summary.contact_time.is_none() && method == Method::ClosedForm {
        notes.push(format!(
            "α = {alpha} ≥ 1 with the overlap criterion: the bodies never separate \
             (Teufelsbauer, Hübl & Wu 2008, eq. 7b); the curves stop where the overlap has decayed to 1 % of \
             its maximum."
        ));
    }
    let text = |t: &str| if texts { t.into() } else { alloc::string::String::new() };
    let law = super::law::Law::free(
        c.m,
        super::composed::Spring { k, w: 1.0 },
        super::composed::Dashpot { lambda: cc, p: 0.0 },
    );
    let damping = Damping {
        constant: alpha,
        symbol: "α",
        constant_unit: None,
        coefficient: cc,
        coefficient_unit: text("N·s/m"),
        formula: text(formula),
        source,
        requested,
    };
    let mut solved =
        Solved::new(&c, (k, text("N/m")), EXPONENTS, damping, out, method, notes, material, law);
    solved.oscillator = Some(oscillator(&model, w0));
    Ok(solved)
}

/// The working of a linear contact: k (in series, from the material or given), α from e
/// (Teufelsbauer, Hübl & Wu 2008, eq. 11; Schwager & Pöschel 2007 under the force
/// criterion), ω₀ and c, and the closed forms of ξ_max, F_max, t_c and e.
pub fn working(f: &Facts) -> Vec<Step> {
    let mut out = Vec::new();
    out.push(if f.coded { working::given_stiffness(f) } else { stiffness_step(f) });
    let a = f.a;
    let own = match (f.requested, f.sc.end) {
        (Some(e), End::Overlap) => Some((
            "α = −ln e / √(ln²e + π²)",
            format!(
                "α = −ln {} / √({} + {}) = {}",
                num(e, 6),
                num(ln(e) * ln(e), 4),
                num(PI * PI, 5),
                num(a, 6)
            ),
            format!("{T08}, eq. 11"),
        )),
        (Some(e), End::Force) => Some((
            "α solves e = exp(−2α θ(α)), θ = arccos α/√(1 − α²)",
            format!("α = {} (Brent's method, to 4 ulp) gives e = {}", num(a, 6), num(e, 6)),
            "Schwager & Pöschel 2007".into(),
        )),
        (None, _) => None,
    };
    out.extend(working::damping_step(f, own));
    oscillator_steps(f, &mut out);
    out
}

/// ω₀ and c (Teufelsbauer, Hübl & Wu 2008, eq. 6), and the closed forms where the contact
/// has them.
fn oscillator_steps(f: &Facts, out: &mut Vec<Step>) {
    let (m, k, a) = (f.m, f.k, f.a);
    let w0 = sqrt(k / m);
    out.push(step(
        "natural_frequency",
        "ω₀ = √(k/m)",
        format!("ω₀ = √({} / {}) = {} rad/s", si(k, "N/m"), si(m, "kg"), num(w0, 5)),
        w0,
        &format!("{T08}, eq. 6"),
    ));
    let c = 2.0 * a * sqrt(m * k);
    out.push(step(
        "damping_coefficient",
        "c = 2α√(m k)",
        format!(
            "c = 2 × {} × √({} × {}) = {} N·s/m",
            num(a, 6),
            si(m, "kg"),
            si(k, "N/m"),
            num(c, 5)
        ),
        c,
        &format!("{T08}, eq. 6c"),
    ));
    if f.method == Method::ClosedForm {
        let theta = theta(a);
        peak_steps(f, (w0, c, theta), out);
        end_steps(f, (w0, theta), out);
    }
}

/// The closed forms of ξ_max (eq. 7a) and of the peak force k ξ + c ξ̇.
fn peak_steps(f: &Facts, (w0, c, theta): (f64, f64, f64), out: &mut Vec<Step>) {
    let (m, v0, k, a) = (f.m, f.v0, f.k, f.a);
    let xi = v0 / w0 * exp(-a * theta);
    out.push(step(
        "max_overlap",
        "ξ_max = (v₀/ω₀) exp(−α θ),  θ = arccos α / √(1 − α²) (arccosh α / √(α² − 1) for α > 1)",
        format!(
            "ξ_max = ({} / {} rad/s) × exp(−{} × {}) = {}",
            si(v0, "m/s"),
            num(w0, 5),
            num(a, 5),
            num(theta, 5),
            si(xi, "m")
        ),
        xi,
        &format!("{T08}, eq. 7a"),
    ));
    // The force k ξ + c ξ̇ peaks where dF/dt = 0: at ω₀t = 3θ − π/√(1 − α²) while
    // that is positive (α < 1/2), else at impact (F = c v₀).
    let (t_f, f) = if a < 0.5 {
        let tau = 3.0 * theta - PI / sqrt(1.0 - a * a);
        let (x, v) = unit_state(a, tau);
        (tau / w0, (x + 2.0 * a * v) * sqrt(m * k) * v0)
    } else {
        (0.0, c * v0)
    };
    out.push(if a < 0.5 {
        step(
            "max_force",
            "F = k ξ + c ξ̇ is largest where dF/dt = 0: ω₀t = 3θ − π/√(1 − α²)",
            format!(
                "t = (3 × {} − π/√(1 − {}²)) / {} rad/s = {}: F_max = k ξ(t) + c ξ̇(t) = {}",
                num(theta, 5),
                num(a, 5),
                num(w0, 5),
                si(t_f, "s"),
                si(f, "N")
            ),
            f,
            &format!("derived from {T08}, eq. 7a–7b"),
        )
    } else {
        step(
            "max_force",
            "α ≥ 1/2: the force is largest at impact, F_max = c v₀",
            format!("F_max = {} N·s/m × {} = {}", num(c, 5), si(v0, "m/s"), si(f, "N")),
            f,
            &format!("derived from {T08}, eq. 7a–7b"),
        )
    });
}

/// The contact time and restitution under the end criterion: t_c = π/ω and e (eq. 8–10), or
/// the force-zero end (Schwager & Pöschel 2007); none when overdamped under the overlap one.
fn end_steps(f: &Facts, (w0, theta): (f64, f64), out: &mut Vec<Step>) {
    let a = f.a;
    match f.sc.end {
        // Overdamped under the overlap criterion: the bodies never separate (e = 0).
        End::Overlap if a >= 1.0 => out.push(step(
            "restitution",
            "α ≥ 1: the overlap never returns to 0, e = 0",
            format!("α = {} ≥ 1: e = 0", num(a, 6)),
            0.0,
            &format!("{T08}, eq. 14a–14b"),
        )),
        End::Overlap => {
            let w = w0 * sqrt(1.0 - a * a);
            let tc = PI / w;
            out.push(step(
                "contact_time",
                "t_c = π/ω,  ω = ω₀ √(1 − α²)",
                format!(
                    "t_c = π / ({} rad/s × √(1 − {}²)) = {}",
                    num(w0, 5),
                    num(a, 5),
                    si(tc, "s")
                ),
                tc,
                &format!("{T08}, eq. 8–9"),
            ));
            let e = exp(-PI * a / sqrt(1.0 - a * a));
            out.push(step(
                "restitution",
                "e = exp(−π α / √(1 − α²))",
                format!("e = exp(−π × {} / √(1 − {}²)) = {}", num(a, 6), num(a, 6), num(e, 6)),
                e,
                &format!("{T08}, eq. 10"),
            ));
        }
        End::Force => {
            let tc = 2.0 * theta / w0;
            out.push(step(
                "contact_time",
                "the force k ξ + c ξ̇ returns to 0 at ω₀t = 2θ: t_c = 2θ/ω₀",
                format!("t_c = 2 × {} / {} rad/s = {}", num(theta, 5), num(w0, 5), si(tc, "s")),
                tc,
                "Schwager & Pöschel 2007",
            ));
            let e = exp(-2.0 * a * theta);
            out.push(step(
                "restitution",
                "e = exp(−2α θ)",
                format!("e = exp(−2 × {} × {}) = {}", num(a, 6), num(theta, 6), num(e, 6)),
                e,
                "Schwager & Pöschel 2007",
            ));
        }
    }
}

/// The stiffness of a linear contact: in series, from the material, or given.
fn stiffness_step(f: &Facts) -> Step {
    let (sc, k) = (f.sc, f.k);
    match (sc.k1, sc.k2) {
        (Some(k1), Some(k2)) => step(
            "stiffness",
            "k = k₁ k₂ / (k₁ + k₂) (in series)",
            format!(
                "k = {} × {} / ({} + {}) = {}",
                si(k1, "N/m"),
                si(k2, "N/m"),
                si(k1, "N/m"),
                si(k2, "N/m"),
                si(k, "N/m")
            ),
            k,
            &format!("{T08}, Fig. 2"),
        ),
        _ if sc.e1_modulus.is_some() => step(
            "stiffness",
            "the linear k with Hertz's maximum overlap: k = m v₀² / ξ_max²",
            format!("k = {}", si(k, "N/m")),
            k,
            "Hu et al. 2011, Table I",
        ),
        _ => step("stiffness", "k as given", format!("k = {}", si(k, "N/m")), k, GIVEN),
    }
}

#[cfg(test)]
#[allow(clippy::excessive_precision)]
mod tests {
    use super::*;
    // The whole contact (the model's `solve` gives its part, `Solved`).
    use crate::contact::solve;
    use crate::impact::simulate;
    use crate::testing::rel;
    use crate::Value;

    /// Closed forms against one another: 1e−12 relative (the project's accuracy bar,
    /// docs/accuracy.md).
    const CLOSED: f64 = 1e-12;
    /// Integrated quantities against the closed forms: 1e−9 relative (docs/accuracy.md).
    const INTEGRATED: f64 = 1e-9;
    /// Inversions e → α: 1e−10 (docs/accuracy.md).
    const INVERSE: f64 = 1e-10;

    /// Undamped under a body acceleration: ξ(t) = (g/ω²)(1 − cos ωt) + (v0/ω) sin ωt
    /// (Teufelsbauer, Hübl & Wu 2008, eq. 1 with α = 0 and a constant force m g) returns to ξ = 0 at
    /// t_c = 2(π − atan(v0 ω/g))/ω, at speed v0: e = 1. Checked while g dominates the impact
    /// up to the resolved limit (|g|/(ω v0) = 150), refused beyond it (300), and a damped
    /// contact that never ends is still answered at ratio 1e149 (h0 = 1e−300 m).
    #[test]
    fn gravity_dominated_contacts() {
        let (m, k, g): (f64, f64, f64) = (2.5, 5000.0, 9.81);
        let w = (k / m).sqrt();
        for ratio in [0.01, 1.0, 10.0, 150.0] {
            let v0 = g / w / ratio;
            let sc = Scenario::from_pairs([
                ("m1", Value::Number(m)),
                ("k", Value::Number(k)),
                ("v0", Value::Number(v0)),
                ("damping", Value::Number(0.0)),
                ("g", Value::Number(g)),
            ])
            .unwrap();
            let s = solve(&sc, 0).unwrap();
            assert_eq!(s.method, Method::Integrated);
            assert!(rel(s.restitution, 1.0) < INTEGRATED, "ratio {ratio}: e = {}", s.restitution);
            let tc = 2.0 * (core::f64::consts::PI - (v0 * w / g).atan()) / w;
            assert!(rel(s.contact_time.unwrap(), tc) < INTEGRATED, "ratio {ratio}: t_c");
        }
        let refused = Scenario::from_pairs([
            ("m1", Value::Number(m)),
            ("k", Value::Number(k)),
            ("v0", Value::Number(g / w / 300.0)),
            ("damping", Value::Number(0.0)),
            ("g", Value::Number(g)),
        ])
        .unwrap();
        let err = solve(&refused, 0).unwrap_err();
        assert_eq!(err.field(), "v0");
        assert!(err.to_string().contains("dominates the impact"), "{err}");
        let settles = Scenario::from_pairs([
            ("m1", Value::Number(m)),
            ("k", Value::Number(k)),
            ("h0", Value::Number(1e-300)),
            ("damping", Value::Number(0.5)),
            ("g", Value::Number(g)),
        ])
        .unwrap();
        let s = solve(&settles, 0).unwrap();
        assert!(s.contact_time.is_none());
        // Overshoot of the static overlap m g / k: 1 + exp(−α π/√(1 − α²)) for a step load.
        let a: f64 = 0.5;
        let overshoot = 1.0 + (-a * core::f64::consts::PI / (1.0 - a * a).sqrt()).exp();
        assert!(rel(s.max_overlap, m * g / k * overshoot) < INTEGRATED, "{}", s.max_overlap);
    }

    /// Teufelsbauer, Hübl & Wu 2008, eq. (10) ↔ (11) round trip, and Hu et al. 2011, Table I: e = 0.9 → α = 0.034.
    #[test]
    fn overlap_inverse_vectors() {
        for e in [1e-12, 0.05, 0.1, 0.5, 0.9, 0.999, 1.0] {
            let a = alpha_from_restitution_overlap(e);
            assert!(rel(restitution_overlap(a), e) < CLOSED, "e = {e}");
        }
        let a = alpha_from_restitution_overlap(0.9);
        assert!((a - 0.034).abs() < 0.0005, "{a}"); // Table I prints 3 decimals
                                                    // Independent value (mpmath, 40 digits): −ln 0.9/√(ln²0.9 + π²).
        assert!(rel(a, 0.033_518_449_105_676_371_8) < CLOSED, "{a}");
    }

    /// Schwager & Pöschel's piecewise arctan/artanh expressions (Schwager & Pöschel 2007)
    /// against the θ form, on each branch.
    #[test]
    fn force_time_matches_schwager_poschel() {
        // Either side of the branch point α = 1/√2 included.
        let r2 = core::f64::consts::FRAC_1_SQRT_2;
        for a in [0.05, 0.3, 0.7, r2 - 1e-9, r2 + 1e-9, 0.72, 0.95, 1.5, 2.0, 10.0] {
            let w0 = 1.0;
            let b = a * w0;
            let t_f = if a < 1.0 {
                let w = sqrt(w0 * w0 - b * b);
                let x = 2.0 * b * w / (w * w - b * b);
                let wt = if b < w0 / core::f64::consts::SQRT_2 {
                    PI - crate::math::atan2(x, 1.0)
                } else {
                    crate::math::atan2(2.0 * b * w / (b * b - w * w), 1.0)
                };
                wt / w
            } else {
                let om = sqrt(b * b - w0 * w0);
                let x = 2.0 * b * om / (b * b + om * om);
                0.5 * ln((1.0 + x) / (1.0 - x)) / om
            };
            assert!(
                rel(2.0 * theta(a), t_f) < CLOSED * 10.0,
                "α = {a}: {} vs {t_f}",
                2.0 * theta(a)
            );
        }
        // For large α the artanh form loses digits in f64 (its argument → 1); compare with
        // mpmath at 40 digits instead: 2·arccosh(300)/√(300² − 1), and artanh(x)/Ω there.
        assert!(rel(2.0 * theta(300.0), 0.042_646_416_108_037_357_206) < CLOSED);
    }

    #[test]
    fn force_inverse_vectors() {
        for e in [1e-12, 1e-6, 0.01, 0.135, 0.2, 0.5, 0.9, 0.999_999] {
            let a = alpha_from_restitution_force(e).unwrap();
            assert!(rel(restitution_force(a), e) < INVERSE, "e = {e}");
        }
        assert_eq!(alpha_from_restitution_force(1.0), Some(0.0));
        assert_eq!(alpha_from_restitution_force(1e-20), None);
        // Critical damping gives e_F = e^−2 (τ_F = 2).
        assert!(rel(restitution_force(1.0), exp(-2.0)) < CLOSED);
        // Large α: e_F → 1/(4α²); the next term of the expansion is a relative
        // −ln(2α)/α² ≈ −1.2e−9 at α = 1e5, hence the tolerance.
        assert!(rel(restitution_force(1e5), 1.0 / 4e10) < 2e-9);
    }

    /// The closed form state satisfies the equation of motion: compare ξ̂ with a central
    /// difference of ξ̂′ and check ξ̂″ = −2αξ̂′ − ξ̂ by differences, on all three regimes.
    #[test]
    fn unit_state_solves_the_ode() {
        for a in [0.0, 0.2, 0.5, 0.999, 1.0, 1.001, 2.0, 50.0] {
            for tau in [0.3, 1.0, 2.5] {
                let h = 1e-5;
                let (x, v) = unit_state(a, tau);
                let (xp, vp) = unit_state(a, tau + h);
                let (xm, vm) = unit_state(a, tau - h);
                let dx = (xp - xm) / (2.0 * h);
                let dv = (vp - vm) / (2.0 * h);
                assert!((dx - v).abs() < 1e-8, "α {a} τ {tau}: ξ̂′");
                assert!((dv + 2.0 * a * v + x).abs() < 1e-7 * (1.0 + a), "α {a} τ {tau}: ODE");
            }
            assert_eq!(unit_state(a, 0.0), (0.0, 1.0));
        }
    }

    fn lin(alpha: f64) -> Linear {
        Linear { m: 2.5, k: 5000.0, alpha }
    }

    /// The closed-form summary against the general integrator (which knows nothing of the
    /// closed forms), on every regime and both end criteria: 1e−9 relative.
    #[test]
    fn closed_form_vs_integrator() {
        let v0 = 2.0;
        for a in [0.0, 0.1, 0.4, 0.5, 0.6, 0.9, 1.0, 1.7, 4.0] {
            for end in [End::Overlap, End::Force] {
                let model = lin(a);
                let cf = model.closed_form(v0, end).unwrap();
                let setup = Setup {
                    m: model.m,
                    v0,
                    g: 0.0,
                    end,
                    time_scale: model.time_scale(),
                    local_damping: 0.0,
                };
                let num = simulate(&model, &setup, 0).unwrap().summary;
                let ctx = format!("α = {a}, {end:?}");
                match (cf.contact_time, num.contact_time) {
                    (Some(x), Some(y)) => assert!(rel(x, y) < INTEGRATED, "{ctx}: t_c {x} {y}"),
                    (None, None) => {}
                    other => panic!("{ctx}: contact time {other:?}"),
                }
                assert!(
                    (cf.restitution - num.restitution).abs()
                        < INTEGRATED * cf.restitution.max(1e-3),
                    "{ctx}: e {} {}",
                    cf.restitution,
                    num.restitution
                );
                assert!(rel(cf.max_overlap, num.max_overlap) < INTEGRATED, "{ctx}: ξmax");
                assert!(
                    rel(cf.time_of_max_overlap, num.time_of_max_overlap) < INTEGRATED,
                    "{ctx}: t(ξmax)"
                );
                assert!(rel(cf.max_force, num.max_force) < INTEGRATED, "{ctx}: Fmax");
                assert!(
                    (cf.time_of_max_force - num.time_of_max_force).abs() < INTEGRATED * cf.window,
                    "{ctx}: t(Fmax) {} {}",
                    cf.time_of_max_force,
                    num.time_of_max_force
                );
                assert!(
                    (cf.min_force - num.min_force).abs() < INTEGRATED * cf.max_force,
                    "{ctx}: Fmin {} {}",
                    cf.min_force,
                    num.min_force
                );
            }
        }
    }

    /// With g ≠ 0 the equation m ξ̈ + c ξ̇ + k ξ = m g still has a closed form:
    /// ξ̂ = γ + e^(−ατ)(−γ C + (1 − αγ) S), γ = g/(v0 ω0). The integrator's contact time and
    /// restitution are checked against its root ξ̂ = 0 found independently by bisection.
    #[test]
    fn gravity_vs_closed_form() {
        for (a, g) in [(0.4, 9.81), (0.2, 60.0), (0.1, -300.0), (0.0, 50.0)] {
            let model = Linear { m: 3.75, k: 1e11 / 1.1e6, alpha: a };
            let v0 = 2.0;
            let w0 = model.omega0();
            let gam = g / (v0 * w0);
            let s = s_under(a);
            let xi_hat = |tau: f64| {
                gam + exp(-a * tau) * (-gam * cos(s * tau) + (1.0 - a * gam) * sin(s * tau) / s)
            };
            let v_hat = |tau: f64| {
                exp(-a * tau)
                    * ((a * gam + (1.0 - a * gam) * 1.0) * cos(s * tau)
                        + (gam * s - a * (1.0 - a * gam) / s) * sin(s * tau))
            };
            // First return to ξ = 0: scan on a fine grid, then bisect.
            let mut hi = 1e-3;
            while xi_hat(hi) > 0.0 {
                hi += 1e-3;
                assert!(hi < 20.0, "α {a} g {g}: no separation in the closed form");
            }
            let mut lo = hi - 1e-3;
            for _ in 0..200 {
                let mid = 0.5 * (lo + hi);
                if xi_hat(mid) > 0.0 {
                    lo = mid
                } else {
                    hi = mid
                }
            }
            let tau_c = 0.5 * (lo + hi);
            let setup = Setup {
                m: model.m,
                v0,
                g,
                end: End::Overlap,
                time_scale: 1.0 / w0,
                local_damping: 0.0,
            };
            let num = simulate(&model, &setup, 0).unwrap().summary;
            let t_c = num.contact_time.expect("separates");
            assert!(rel(t_c, tau_c / w0) < INTEGRATED, "α {a} g {g}: t_c {t_c} vs {}", tau_c / w0);
            assert!(
                rel(num.restitution, -v_hat(tau_c)) < INTEGRATED,
                "α {a} g {g}: e {} vs {}",
                num.restitution,
                -v_hat(tau_c)
            );
        }
    }

    /// A resting contact (strong g, low speed) never separates; the integrator says so.
    #[test]
    fn resting_contact() {
        let model = Linear { m: 1.0, k: 1e4, alpha: 0.3 };
        let setup = Setup {
            m: 1.0,
            v0: 0.01,
            g: 9.81,
            end: End::Overlap,
            time_scale: 0.01,
            local_damping: 0.0,
        };
        let out = simulate(&model, &setup, 50).unwrap();
        assert_eq!(out.summary.contact_time, None);
        assert_eq!(out.summary.restitution, 0.0);
        let c = out.curves.unwrap();
        assert_eq!(c.t.len(), 50);
        // Settles about the static overlap m g / k.
        let last = *c.overlap.last().unwrap();
        assert!((last - 9.81e-4).abs() < 1e-5, "{last}");
    }

    /// Teufelsbauer, Hübl & Wu 2008 case 1: v0 = 2, m1 = m2 = 5, k1 = k2 = 1e4, α = 0.5 → m = 2.5, k = 5000,
    /// t_c = π/ω with ω = √(k/m)·√(1 − α²) (Teufelsbauer, Hübl & Wu 2008, eq. 9); arithmetic rule: m = 5.
    #[test]
    fn seed000_case1() {
        let mut sc = Scenario {
            m1: Some(5.0),
            m2: Some(5.0),
            k1: Some(1e4),
            k2: Some(1e4),
            v0: Some(2.0),
            damping: Some(0.5),
            ..Scenario::default()
        };
        for (rule, m) in [(crate::MassRule::Reduced, 2.5), (crate::MassRule::Arithmetic, 5.0)] {
            sc.mass_rule = rule;
            let sol = solve(&sc, 0).unwrap();
            assert_eq!(sol.effective_mass, m);
            assert_eq!(sol.stiffness, 5000.0);
            let w = sqrt(5000.0 / m) * sqrt(0.75);
            assert!(rel(sol.contact_time.unwrap(), PI / w) < CLOSED);
            assert!(sol.tension);
        }
    }

    #[test]
    fn errors_name_the_field() {
        let base = Scenario {
            m1: Some(1.0),
            k: Some(1.0),
            v0: Some(1.0),
            e: Some(0.5),
            ..Scenario::default()
        };
        let cases: [(Scenario, &str); 6] = [
            (Scenario { e: Some(1.3), ..base.clone() }, "e"),
            (Scenario { damping: Some(0.3), ..base.clone() }, "damping"),
            (Scenario { e: None, ..base.clone() }, "e"),
            (Scenario { e: None, damping: Some(-1.0), ..base.clone() }, "damping"),
            (Scenario { v0: Some(f64::INFINITY), ..base.clone() }, "v0"),
            (Scenario { g: Some(f64::NAN), ..base.clone() }, "g"),
        ];
        for (sc, field) in cases {
            assert_eq!(solve(&sc, 0).unwrap_err().field(), field, "{sc:?}");
        }
        let err = solve(&Scenario { e: Some(1e-30), end: End::Force, ..base }, 0).unwrap_err();
        assert!(matches!(err, Error::Unreachable { field: "e", .. }), "{err}");
    }
}

/// What the model knows of itself ([`super::info::ModelInfo`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Info;

impl ModelInfo for Info {
    const FORMULA: &'static str = "F = k ξ + c ξ̇,  c = 2α√(m k)";
    const SOURCE: &'static str = "Teufelsbauer, Hübl & Wu 2008, eq. 1–14; Hu et al. 2011, eq. 1–3";
    const DAMPING_SYMBOL: &'static str = "α";
    fn elastic_exponent(&self, _w: Option<f64>) -> Option<f64> {
        Some(1.0)
    }
    fn spring(&self) -> Spring {
        Spring::Linear { material: true }
    }
    fn linear_spring_dashpot(&self) -> bool {
        true
    }
    fn stiffness_follows_speed(&self, sc: &Scenario) -> bool {
        sc.e1_modulus.is_some()
    }
    fn holds(&self) -> Holds {
        Holds::Constant("the damping ratio α (c = 2α√(m k) follows the pair)")
    }
    fn scales_with_speed(&self, _w: f64, _p: f64) -> bool {
        true
    }
    fn relations(
        &self,
        _sc: &Scenario,
        requested: Option<f64>,
        end: End,
    ) -> Result<(&'static str, Vec<Relation>), Error> {
        relations(requested, end)
    }
    fn working(&self, f: &Facts) -> Vec<Step> {
        working(f)
    }
}

/// The linear model's α(e): Teufelsbauer, Hübl & Wu 2008, eq. 11, and under the force
/// criterion the exact one of Schwager & Pöschel 2007.
fn relations(requested: Option<f64>, end: End) -> Result<(&'static str, Vec<Relation>), Error> {
    let mut relations = Vec::new();
    let eq11 = |e: f64| Ok(alpha_from_restitution_overlap(e));
    let achieved = |a: f64| {
        Ok(match end {
            End::Overlap => restitution_overlap(a),
            End::Force => restitution_force(a),
        })
    };
    if end == End::Force {
        relations.push(relation(
            "exact",
            (
                "e = exp(−2α θ(α)), θ = arccos α/√(1 − α²), solved for α",
                "Schwager & Pöschel 2007 (force criterion)",
            ),
            true,
            requested,
            &|e| alpha_from_restitution_force(e).ok_or_else(|| "not reachable".into()),
            &achieved,
        )?);
    }
    relations.push(relation(
        "Teufelsbauer, Hübl & Wu 2008, eq. 11",
        (
            "α = −ln e / √(ln²e + π²)",
            "Teufelsbauer, Hübl & Wu 2008, eq. 11; Hu et al. 2011, eq. 3 (overlap criterion)",
        ),
        end == End::Overlap,
        requested,
        &eq11,
        &achieved,
    )?);
    Ok(("α", relations))
}
