//! A code's `limitForce`: the total normal force (spring, dashpot, pull-off) clipped at 0
//! while the bodies overlap, as LIGGGHTS 3.8.0 does by default in `luding` where k_c = 0 and
//! f_adh = 0 (`src/normal_model_luding.h:191–193`) and in `edinburgh` where f_adh = 0 and its
//! outer k_adh = 0 (`src/normal_model_edinburgh.h:315–318`).
//!
//! After the turn the clipped total first reaches 0 where the dashpot's pull c δ̇ (δ̇ < 0)
//! equals the spring's push; from there the bodies move at a constant speed (no force), the
//! spring's force on its unloading branch only falls as δ falls, and the dashpot's pull stays
//! c δ̇: the total stays below 0, clipped to 0, to δ = 0. So the contact is the law integrated
//! to the force's first return to 0 ([`End::Force`]), then a free flight over the overlap
//! left: e = the speed there over v0, t_c = t_F + δ_F/(e v0). The spring's energy at the clip
//! is lost to it (nothing is stored when the contact ends).

use crate::impact::{self, Outcome, Setup};
use crate::integrator::IntegrateError;
use crate::models::law::Law;
use crate::scenario::End;

/// The clipped contact of `law` (module doc); `samples` curve points up to the force's
/// return to 0 (the free flight after it carries no force).
pub fn simulate(law: &Law, setup: &Setup, samples: usize) -> Result<Outcome, IntegrateError> {
    let mut out = impact::simulate(law, &Setup { end: End::Force, ..*setup }, samples)?;
    let s = &mut out.summary;
    if let Some(t) = s.contact_time {
        let speed = s.restitution * setup.v0;
        if s.overlap_at_end > 0.0 && speed > 0.0 {
            let flight = s.overlap_at_end / speed;
            s.contact_time = Some(t + flight);
            s.window += flight;
            s.overlap_at_end = 0.0;
            // The spring's energy at the clip, ½ k2 (δ_F − δ_0)² on its line, is never given
            // back: the clip takes it (the contact ends at δ = 0 with nothing stored).
            out.work.stored = 0.0;
        }
    }
    Ok(out)
}
