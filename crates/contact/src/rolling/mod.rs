//! The rolling test (`dem-contact rolling`): a solid sphere, body 1, rolls without slipping
//! on a flat wall under gravity and is slowed by a rolling-resistance law of Ai, Chen,
//! Rotter & Ooi 2011 ([`crate::models::rolling`]): type A (`constant`) or type C (`epsd`).
//! The answer: the lever arm, normal force and torque limit, the EPSD spring, dashpot and
//! period, the rolling inertia, where and when the ball stops ([`single_ball`]) and the
//! steepest incline it rests on.
//!
//! - F_n = m g; R_r = r1 and I_r = I + m r1² = (7/5) m r1² (a sphere on a flat: R* = r1, the
//!   wall's inertia term 0).
//! - k_n for the EPSD spring: `kn`, or the Hertz secant at the static overlap,
//!   k_n = F_n/δ_s = (4/3) E*√(R* δ_s), δ_s = (F_n/k)^(2/3), k = (4/3) E*√R*, 1/E* =
//!   (1 − ν1²)/E1 + (1 − ν2²)/E2 (a rigid wall without `E2`) — the k_n LIGGGHTS's `epsd`
//!   multiplies (`rolling_model_epsd.h:282` takes `sidata.kn`, which the Hertz model sets to
//!   4/3 Y*√(R* δ), `normal_model_hertz.h:234,264`).
//! - static_angle = atan μ_r: on an incline α the weight's moment about the contact point,
//!   m g r1 sin α, is resisted up to μ_r r1 m g cos α.

mod codes;
mod common;
pub mod curves;
mod input;
mod own;
mod phase;
pub mod single_ball;
mod solution;
mod step;
mod total_cap;

pub use common::MAX_ETA_R;
pub use curves::{curves, ConstantTorque, RollingCurves};
pub use input::{RollingInput, ROLLING_KEYS};
pub use single_ball::{Ball, Stop, Stopped};
pub use solution::{CodeRun, Rolling, RollingSolution, Suggested};
pub use step::{step, RollingStep, StepRow, IMPACT_SPEED};

use crate::error::Error;

/// Solves the rolling test. Of several bad keys the first in the order `rolling`/`code`,
/// `r1`, `m1`/`rho1`, `mu_r`, the keys a code takes, `eta_r`, `g`, `v0`, `kn`/the material
/// is reported.
pub fn rolling(inp: &RollingInput) -> Result<RollingSolution, Error> {
    let run = || {
        let s = common::setup(inp)?;
        match s.law {
            common::Law::Ai(law) => own::run(inp, &s, law),
            common::Law::Code(c) => codes::run(inp, &s, c),
        }
    };
    let sol = run().map_err(|e| inp.charged(e))?;
    // The keys the test did not read (nu1 for lammps-sds, E2 without a material), checked
    // all the same.
    crate::pair::check_given(&inp.numbers())?;
    Ok(sol)
}

/// The keys beyond the ball (`r1`, `m1`/`rho1`, `kn` or the material), `g`, `v0` and `mu_r`
/// that a law (`"constant"`, `"epsd"`) or a code setting's id (`code`) takes: some of
/// `eta_r`, `kr`, `krot`, `gamma_r`, `kr_factor`, `kt`. `None` for a name that is neither.
pub fn keys_taken_by(name: &str) -> Option<alloc::vec::Vec<&'static str>> {
    use crate::models::rolling::RollingLaw;
    let law = match RollingLaw::parse(name) {
        Some(l) => common::Law::Ai(l),
        None => common::Law::Code(crate::codes::rolling::rolling_code(name)?),
    };
    let (takes, _) = common::takes(law);
    Some(common::OWN_KEYS.iter().zip(takes).filter(|(_, t)| *t).map(|(k, _)| *k).collect())
}

#[cfg(test)]
mod tests;
