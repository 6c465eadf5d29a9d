//! The wet sticking velocity V_s: the largest impact speed at which the bodies stay bridged,
//! the normal model's damping, η and S_min held.
//!
//! Closed form where nothing dissipates (an elastic normal contact, η = 0): the pull during
//! the overlap is conservative (the bodies leave the overlap at v0), so all the energy lost is
//! the bridge's, W = ∫₀^{S_c} F_cap dS, and the bodies separate exactly when ½ m v0² > W:
//! V_s = √(2W/m*), e = √(1 − V_s²/v0²). Otherwise by integration ([`super::impact`]) and
//! Brent's method (Brent 1973, ch. 4) on the margin 2H/m (u_c² when ruptured, negative when
//! stuck), which changes sign continuously at V_s: the bracket found by doubling from the
//! undamped V_s, below which every damped contact sticks (or quartering from it).

use super::impact;
use super::law::Bridged;
use crate::error::Error;
use crate::math::sqrt;
use crate::roots::brent;

/// Doublings tried above the undamped V_s before "no speed separates" (2⁴⁰ ≈ 10¹²).
const UP: u32 = 40;
/// Quarterings tried below it before "no speed sticks".
const DOWN: u32 = 30;

/// Whether the wet contact is conservative but for the bridge: no dashpot, no history, no
/// viscosity.
pub fn conservative(law: &Bridged) -> bool {
    law.normal.dashpot.lambda == 0.0
        && !law.normal.has_history()
        && law.bridge.lubrication.c0 == 0.0
}

/// The undamped sticking velocity √(2W/m*) \[m/s\] (module doc).
pub fn undamped(law: &Bridged) -> f64 {
    sqrt(2.0 * law.bridge.energy() / law.normal.m)
}

/// The sticking velocity \[m/s\] of `law` (module doc); `None` where no speed up to 10¹²
/// times the undamped one separates. Integration failures are charged to `field`.
pub fn sticking_velocity(law: &Bridged, field: &'static str) -> Result<Option<f64>, Error> {
    let v_ref = undamped(law);
    if conservative(law) {
        return Ok(Some(v_ref));
    }
    let margin = |v: f64| {
        impact::simulate(law, v, 0)
            .map(|w| w.margin)
            .map_err(|e| crate::models::integration_error(e, field))
    };
    let (lo, hi) = if margin(v_ref)? < 0.0 {
        let (mut lo, mut hi) = (v_ref, 2.0 * v_ref);
        let mut n = 0;
        while margin(hi)? < 0.0 {
            n += 1;
            if n > UP {
                return Ok(None);
            }
            (lo, hi) = (hi, 2.0 * hi);
        }
        (lo, hi)
    } else {
        let (mut lo, mut hi) = (0.25 * v_ref, v_ref);
        let mut n = 0;
        while margin(lo)? >= 0.0 {
            n += 1;
            if n > DOWN {
                return Ok(Some(0.0));
            }
            (lo, hi) = (0.25 * lo, lo);
        }
        (lo, hi)
    };
    let mut failed = None;
    let root = brent(
        |v| match margin(v) {
            Ok(x) => x,
            Err(e) => {
                failed.get_or_insert(e);
                f64::NAN
            }
        },
        lo,
        hi,
        1e-13 * hi,
        200,
    );
    if let Some(e) = failed {
        return Err(e);
    }
    Ok(Some(match root {
        Ok(v) => v,
        Err(crate::roots::RootError::MaxIterations { best }) => best,
        Err(_) => 0.5 * (lo + hi),
    }))
}
