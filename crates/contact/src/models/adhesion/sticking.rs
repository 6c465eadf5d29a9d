//! The sticking velocity V_s: the largest impact speed at which the bodies stay together,
//! with the law (and its damping) held as set.
//!
//! Closed forms where the contact has no dashpot: all the energy lost is the tail's work
//! W_tail, so the bodies separate exactly when ½ m v0² > W_tail, V_s = √(2 W_tail/m) —
//! for JKR on Hertz Thornton & Ning's (1998) V_s = √(2W/m*), W = −∫_{δ_c}^{0} F_JKR dδ; for
//! MercuryDPM's irreversible adhesion f_a/√(k_a m*); 0 for the laws that act only in overlap
//! (conservative: nothing sticks). With a dashpot, by integration ([`super::impact`]) and
//! Brent's method on the margin v_sep² (separated) or 2H/m < 0 (stuck), which changes sign
//! continuously at V_s: a bracket is found by doubling (or quartering) from the undamped
//! V_s, or from the adhesion's own speed scale √(2 F ℓ/m) where the law has no tail.

use super::impact;
use super::law::{Adhesion, AdhesiveLaw};
use crate::error::Error;
use crate::integrator::IntegrateError;
use crate::math::sqrt;
use crate::roots::brent;
use crate::text::sig;
use alloc::format;

/// Doublings tried above the reference speed before "no speed separates" (2⁴⁰ ≈ 10¹²).
const UP: u32 = 40;
/// Quarterings tried below it before "no speed sticks" (4⁻³⁰ ≈ 10⁻¹⁸).
const DOWN: u32 = 30;

/// The sticking velocity \[m/s\] of `law`: `Some(0)` where no speed sticks, `None` where no
/// speed up to 10¹² times the reference, or up to where the impact leaves the law's range
/// ([`AdhesiveLaw::reach`]), separates (an overdamped contact that creeps at every speed).
/// Integration failures are charged to `field`.
pub fn sticking_velocity(law: &AdhesiveLaw, field: &'static str) -> Result<Option<f64>, Error> {
    if law.lambda == 0.0 {
        return Ok(Some(sqrt(2.0 * law.tail_work() / law.m)));
    }
    let key = cache::key(law);
    if let Some(v) = cache::get(&key) {
        return Ok(v);
    }
    let v = search(law, field)?;
    cache::put(key, v);
    Ok(v)
}

/// The margin of the impact at `v` ([`impact::Sticky::margin`]); `None` where the impact
/// leaves the law's range ([`AdhesiveLaw::reach`]).
fn margin(law: &AdhesiveLaw, v: f64, field: &'static str) -> Result<Option<f64>, Error> {
    match impact::simulate(law, v, 0) {
        Ok(s) => Ok(Some(s.margin)),
        Err(IntegrateError::OutOfDomain { .. }) => Ok(None),
        Err(e) => Err(crate::models::integration_error(e, field)),
    }
}

/// The speed to start the search from: the undamped V_s where the law has a tail (the
/// damped one is above it), else the adhesion's speed scale.
fn reference(law: &AdhesiveLaw) -> f64 {
    let w = law.tail_work();
    if w > 0.0 {
        return sqrt(2.0 * w / law.m);
    }
    let fallback = match law.adhesion {
        Adhesion::Sjkr { geometry, .. } | Adhesion::Sjkr2 { geometry, .. } => {
            1e-3 * geometry.r_star()
        }
        _ => 1.0,
    };
    let (f, l) = law.adhesion.scale(law.k, law.w, fallback);
    sqrt(2.0 * f * l / law.m)
}

/// The bracket search and Brent's method (module doc). Speeds whose impact leaves the law's
/// range ([`AdhesiveLaw::reach`]) end the search upwards (`None`: no speed within the range
/// separates); met below the reference, the sticking velocity is out of the range: an error
/// on `field`.
fn search(law: &AdhesiveLaw, field: &'static str) -> Result<Option<f64>, Error> {
    let v_ref = reference(law);
    let out_of_range = |v: f64| Error::Numerical {
        field,
        reason: format!(
            "the impact at {} m/s, near the sticking velocity, overlaps by more than the smaller \
             radius of the bodies ({} m), beyond the range of the contact law",
            sig(v),
            sig(law.reach)
        ),
    };
    let Some(at_ref) = margin(law, v_ref, field)? else { return Err(out_of_range(v_ref)) };
    let (lo, hi) = if at_ref < 0.0 {
        let (mut lo, mut hi) = (v_ref, 2.0 * v_ref);
        let mut n = 0;
        loop {
            match margin(law, hi, field)? {
                None => return Ok(None),
                Some(m) if m >= 0.0 => break,
                Some(_) => {}
            }
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
        while margin(law, lo, field)?.ok_or_else(|| out_of_range(lo))? >= 0.0 {
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
        |v| match margin(law, v, field).and_then(|m| m.ok_or_else(|| out_of_range(v))) {
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

/// The last sticking velocities found, by the law's constants (with `std`, per thread): a
/// sweep over v0 holds the law, so every point shares one search.
#[cfg(feature = "std")]
mod cache {
    use crate::models::adhesion::law::{Adhesion, AdhesiveLaw, Geometry};
    use core::cell::RefCell;
    use std::vec::Vec;

    pub type Key = [u64; 13];
    std::thread_local! {
        static LAST: RefCell<Vec<(Key, Option<f64>)>> = const { RefCell::new(Vec::new()) };
    }

    /// The law's constants, bit for bit.
    pub fn key(l: &AdhesiveLaw) -> Key {
        let (kind, a) = match l.adhesion {
            Adhesion::Jkr(j) => (0.0, [j.w, j.e_star, j.r_star, 0.0]),
            Adhesion::Dmt { w, r_star } => (1.0, [w, r_star, 0.0, 0.0]),
            Adhesion::Sjkr { k_c, geometry } => (2.0, geo(k_c, geometry)),
            Adhesion::Sjkr2 { k_c, geometry } => (3.0, geo(k_c, geometry)),
            Adhesion::LinearIrreversible { f_a, k_a } => (4.0, [f_a, k_a, 0.0, 0.0]),
            Adhesion::JkrHertz(j) => (5.0, [j.w, j.e_star, j.r_star, 0.0]),
        };
        let r = l.rules;
        let rules = [r.dashpot_on_tail, r.dashpot_jkr_radius, r.clip_main, r.cap_viscous]
            .iter()
            .enumerate()
            .map(|(i, on)| if *on { (1u32 << i) as f64 } else { 0.0 })
            .sum::<f64>();
        let x = [
            l.m,
            l.k,
            l.w,
            l.p,
            l.lambda,
            kind,
            a[0],
            a[1],
            a[2],
            a[3],
            rules,
            l.separation(),
            l.reach,
        ];
        x.map(f64::to_bits)
    }

    fn geo(k_c: f64, g: Geometry) -> [f64; 4] {
        match g {
            Geometry::Pair { r1, r2 } => [k_c, r1, r2, 0.0],
            Geometry::Wall { r1 } => [k_c, r1, -1.0, 0.0],
        }
    }

    pub fn get(k: &Key) -> Option<Option<f64>> {
        LAST.with(|c| c.borrow().iter().find(|(x, _)| x == k).map(|(_, v)| *v))
    }

    pub fn put(k: Key, v: Option<f64>) {
        LAST.with(|c| {
            let mut c = c.borrow_mut();
            c.insert(0, (k, v));
            c.truncate(8);
        });
    }
}

/// Without `std`: no cache (every solve searches).
#[cfg(not(feature = "std"))]
mod cache {
    use crate::models::adhesion::law::AdhesiveLaw;
    /// No key: nothing is kept.
    pub struct Key;
    pub fn key(_: &AdhesiveLaw) -> Key {
        Key
    }
    pub fn get(_: &Key) -> Option<Option<f64>> {
        None
    }
    pub fn put(_: Key, _: Option<f64>) {}
}
