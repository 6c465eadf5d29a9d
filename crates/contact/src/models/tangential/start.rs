//! The mode at first touch. At t = 0 the overlap, the cap, the spring and (for a dashpot
//! ∝ √k_t or ξ^p) the dashpot all start at 0, so which of them is larger just after is
//! decided by their leading terms as t → 0+ (ξ ≈ v0 t): each is a t^p with a coefficient,
//! the smaller power wins, and at equal powers the larger coefficient.
//!
//! - the cap μ F_n: the normal law's spring k ξ^w and dashpot λ ξ^p ξ̇ (the parts of the law
//!   the answer carries) → μ (k v0^w t^w + λ v0^(p+1) t^p);
//! - the spring against |u0|: incremental Mindlin ∫ 8G*√(R* v0 t) |u0| dt = (2/3) a √v0 |u0|
//!   t^1.5, total Mindlin a √v0 |u0| t^1.5 (a = 8 G* √R*), a constant k_t: k_t |u0| t;
//! - the dashpot c_t |u0|: 2 ζ_t √(m* a) v0^(1/4) |u0| t^(1/4) (Mindlin), 2 ζ_t √(m* k_t) |u0|
//!   (constant k_t), or x λ v0^p |u0| t^p (the normal dashpot's form).

use super::law::{Cap, Dashpot, DashpotRule, Force, History, Setup, Stiffness};
use super::state::Mode;
use crate::math::{pow_pos, sqrt};
use crate::models::law::Law;

/// A leading term a t^p (a ≥ 0; a = 0: absent).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Term {
    p: f64,
    a: f64,
}

/// The leading term of a sum of terms.
fn leading(terms: &[Term]) -> Option<Term> {
    let present = terms.iter().filter(|t| t.a > 0.0);
    let p = present.clone().map(|t| t.p).fold(f64::INFINITY, f64::min);
    if p == f64::INFINITY {
        return None;
    }
    Some(Term { p, a: present.filter(|t| t.p == p).map(|t| t.a).sum() })
}

/// Whether the sum of `terms` exceeds `cap` just after t = 0 (equal: counted as above —
/// the force at the cap from the start).
fn above(terms: &[Term], cap: Option<Term>) -> bool {
    match (leading(terms), cap) {
        (None, _) => false,
        (Some(_), None) => true,
        (Some(t), Some(c)) if t.p != c.p => t.p < c.p,
        (Some(t), Some(c)) => t.a >= c.a,
    }
}

/// The cap's leading term.
fn cap_term(s: &Setup, law: &Law, v0: f64) -> Option<Term> {
    let (k, w, lambda, p) = (law.spring.k, law.spring.w, law.dashpot.lambda, law.dashpot.p);
    let spring = Term { p: w, a: s.mu * k * pow_pos(v0, w) };
    let damp = Term { p, a: s.mu * lambda * pow_pos(v0, p + 1.0) };
    match s.rules.cap {
        Cap::SpringOnly => leading(&[spring]),
        Cap::NonNegative | Cap::Absolute => leading(&[spring, damp]),
    }
}

/// The spring's and the dashpot's leading terms against |u0|.
fn spring_terms(s: &Setup, law: &Law, v0: f64, u0: f64) -> (Term, Term) {
    let u = crate::math::abs(u0);
    let Force::Spring { history, stiffness } = s.force else {
        return (Term { p: 0.0, a: 0.0 }, Term { p: 0.0, a: 0.0 });
    };
    let spring = match (stiffness, history) {
        (Stiffness::Mindlin { a }, History::Incremental) => {
            Term { p: 1.5, a: 2.0 / 3.0 * a * sqrt(v0) * u }
        }
        (Stiffness::Mindlin { a }, History::Total) => Term { p: 1.5, a: a * sqrt(v0) * u },
        (Stiffness::Constant(k), _) => Term { p: 1.0, a: k * u },
    };
    let damp = match (s.dashpot, stiffness) {
        (Dashpot::None, _) => Term { p: 0.0, a: 0.0 },
        (Dashpot::Ratio(z), Stiffness::Mindlin { a }) => {
            Term { p: 0.25, a: 2.0 * z * sqrt(s.m * a) * sqrt(sqrt(v0)) * u }
        }
        (Dashpot::Ratio(z), Stiffness::Constant(k)) => {
            Term { p: 0.0, a: 2.0 * z * sqrt(s.m * k) * u }
        }
        (Dashpot::Normal(x), _) => {
            let d = law.dashpot;
            Term { p: d.p, a: x * d.lambda * pow_pos(v0, d.p) * u }
        }
    };
    (spring, damp)
}

/// The mode just after first touch at the impact speed `v0`.
pub fn mode(s: &Setup, law: &Law, v0: f64) -> Mode {
    let u0 = s.slip_before();
    let mut m = Mode::default();
    if !s.active() {
        return m;
    }
    let side: i8 = if u0 > 0.0 { -1 } else { 1 };
    if s.force == Force::Coulomb {
        m.clamped = side;
        return m;
    }
    let cap = cap_term(s, law, v0);
    let (spring, damp) = spring_terms(s, law, v0, u0);
    let held = match s.rules.dashpot {
        DashpotRule::Reset => above(&[spring, damp], cap),
        _ => above(&[spring], cap),
    };
    m.held = if held { side } else { 0 };
    if s.rules.dashpot == DashpotRule::Clamped {
        let clamped = if s.dashpot == Dashpot::None { held } else { above(&[spring, damp], cap) };
        m.clamped = if clamped { side } else { 0 };
    }
    m
}
