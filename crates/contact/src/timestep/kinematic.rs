//! The kinematic limit (Itasca PFC manual, Timestep Determination, eq. 1–4): the largest Δt
//! in which no body moves more than ε, v Δt + ½ a Δt² = ε, i.e. Δt = (−v + √(v² + 2aε))/a,
//! or ε/v when a = 0. Asked for by giving ε; `v_max` alone also serves as the impact speed.

use super::input::TimestepInput;
use super::validate::{nonneg, pos};
use crate::error::Error;
use crate::math::sqrt;

/// The body's motion and the limit it sets.
pub(super) struct Motion {
    /// The largest speed \[m/s\]: `v_max`, else the pair's `v0` when it is ≥ 0.
    pub v: Option<f64>,
    /// The largest acceleration \[m/s²\] (`a_max`).
    pub a: Option<f64>,
    /// The kinematic limit \[s\], when ε is given and the body moves.
    pub limit: Option<f64>,
}

/// The motion of `inp` and its kinematic limit (v and a default 0).
pub(super) fn motion(inp: &TimestepInput) -> Result<Motion, Error> {
    let v_max = inp.v_max.map(|v| nonneg("v_max", v, "largest speed")).transpose()?;
    let a = inp.a_max.map(|a| nonneg("a_max", a, "largest acceleration")).transpose()?;
    let v = v_max.or(inp.pair.v0.filter(|v| v.is_finite() && *v >= 0.0));
    let epsilon = pos("epsilon", inp.epsilon, "displacement per step", "a finite number > 0 m")?;
    let limit = epsilon.and_then(|eps| limit(eps, v.unwrap_or(0.0), a.unwrap_or(0.0)));
    Ok(Motion { v, a, limit })
}

/// Eq. (4) in its stable form 2ε / (v + √(v² + 2aε)), or ε/v when a = 0; `None` when the
/// body does not move, or when the limit overflows (a subnormal v gives ε/v = inf: no limit,
/// as v = 0 does).
fn limit(eps: f64, v: f64, a: f64) -> Option<f64> {
    let t = if a > 0.0 {
        2.0 * eps / (v + sqrt(v * v + 2.0 * a * eps))
    } else if v > 0.0 {
        eps / v
    } else {
        return None;
    };
    Some(t).filter(|t| t.is_finite())
}
