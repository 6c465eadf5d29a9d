//! The sticking velocity V_s: the largest impact speed at which the bodies stay together,
//! with the law (and its damping) held as set.
//!
//! Closed forms where the contact has no dashpot: all the energy lost is the tail's work
//! W_tail, so the bodies separate exactly when ½ m v0² > W_tail, V_s = √(2 W_tail/m) —
//! for JKR on Hertz Thornton & Ning's (1998) V_s = √(2W/m*), W = −∫_{δ_c}^{0} F_JKR dδ; for
//! MercuryDPM's irreversible adhesion f_a/√(k_a m*); 0 for the laws that act only in overlap
//! (conservative: nothing sticks). With a dashpot, by integration ([`super::impact::margin`])
//! and root finding on the margin v_sep² (separated) or 2H/m < 0 (stuck), which changes sign
//! continuously at V_s, in two stages: impacts integrated a million times more coarsely (a
//! tenth of the steps) bracket it — from the undamped V_s divided by the restitution the
//! dashpot gives without adhesion, or from the adhesion's own speed scale √(2 F ℓ/m) where
//! the law has no tail — and find a first root and the slope there; one impact integrated a
//! hundred times more coarsely (a third of the steps) moves it by a Newton step to within
//! ~5e−9 ([`crate::roots::coarse_medium_fine`]); full impacts then polish it by the secant
//! method, one of them where that root is within the last step (1e−8), then one more to see
//! the margin change sign there. Where that
//! fails, the search before it: a bracket by doubling (or quartering) from the reference
//! speed and Brent's method, full impacts throughout.

use super::impact::{self, COARSE, MEDIUM};
use super::law::{Adhesion, AdhesiveLaw};
use crate::error::Error;
use crate::integrator::IntegrateError;
use crate::math::sqrt;
use crate::roots::{brent_from, coarse_medium_fine, RootError};
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

/// The margin of the impact at `v` ([`impact::margin`]), integrated to `coarse` times the
/// full relative tolerance (1: the full one); `None` where the impact leaves the law's range
/// ([`AdhesiveLaw::reach`]).
fn margin(
    law: &AdhesiveLaw,
    v: f64,
    coarse: f64,
    field: &'static str,
) -> Result<Option<f64>, Error> {
    match impact::margin(law, v, coarse) {
        Ok((m, _)) => Ok(Some(m)),
        Err(IntegrateError::OutOfDomain { .. }) => Ok(None),
        Err(e) => Err(crate::models::integration_error(e, field)),
    }
}

/// The error where the impact at `v`, at or near the sticking velocity, leaves the law's
/// range: the sticking velocity is out of it.
fn out_of_range(law: &AdhesiveLaw, v: f64, field: &'static str) -> Error {
    Error::Numerical {
        field,
        reason: format!(
            "the impact at {} m/s, near the sticking velocity, overlaps by more than the smaller \
             radius of the bodies ({} m), beyond the range of the contact law",
            sig(v),
            sig(law.reach)
        ),
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

/// What the bracket search found, each speed with its margin.
enum Bracket {
    /// The margin changes sign between the two: negative at the first, not at the second.
    Sign((f64, f64), (f64, f64)),
    /// Negative up to this speed, 2^(UP+1) times the reference: no speed separates.
    Never(f64),
    /// Negative up to a speed whose impact leaves the law's range ([`AdhesiveLaw::reach`]):
    /// no speed within the range separates (doubling; galloping, the speeds skipped may).
    Beyond,
    /// Not negative down to this speed, 4^−(DOWN+1) times the reference: no speed sticks.
    Always(f64),
}

/// The bracket search: from `start`, doubling while the margin is negative, else quartering
/// while it is not, within the range of the reference speed `v_ref` (up to 2^(UP+1) times
/// it, down to 4^−(DOWN+1) times it: the last speed of each way tried, where the search
/// decides). With `gallop` the factor squares at each step (2, 4, 16, 256, …: a bracket
/// twelve decades away in six impacts, not forty), and the bracket found is then halved in
/// the logarithm back to a factor of 2 (4 below the start). `margin` gives `None` where the
/// impact leaves the law's range: going up, the search ends there ([`Bracket::Beyond`]);
/// at the start, going down or between the bracket's ends, the sticking velocity is out of
/// the range: `out_of_range` at that speed.
fn bracket(
    mut margin: impl FnMut(f64) -> Result<Option<f64>, Error>,
    start: f64,
    v_ref: f64,
    gallop: bool,
    out_of_range: impl Fn(f64) -> Error,
) -> Result<Bracket, Error> {
    // Powers of 2: the same speeds as doubling (quartering) from v_ref, exactly.
    // (By shifts: `f64::powi` needs std, and the library builds without it.)
    const { assert!(UP + 1 < 64 && 2 * (DOWN + 1) < 64) };
    let top = v_ref * (1u64 << (UP + 1)) as f64;
    let bottom = v_ref / (1u64 << (2 * (DOWN + 1))) as f64;
    let within = |m: Option<f64>, v: f64| m.ok_or_else(|| out_of_range(v));
    let at_start = within(margin(start)?, start)?;
    let grow = |f: f64| if gallop { f * f } else { f };
    let (lo, hi) = if at_start < 0.0 {
        let mut factor = 2.0;
        let (mut lo, mut hi) = ((start, at_start), (2.0 * start).min(top));
        loop {
            let Some(m) = margin(hi)? else { return Ok(Bracket::Beyond) };
            if m >= 0.0 {
                break (lo, (hi, m));
            }
            if hi >= top {
                return Ok(Bracket::Never(hi));
            }
            factor = grow(factor);
            (lo, hi) = ((hi, m), (factor * hi).min(top));
        }
    } else {
        let mut factor = 0.25;
        let (mut lo, mut hi) = ((0.25 * start).max(bottom), (start, at_start));
        loop {
            let m = within(margin(lo)?, lo)?;
            if m < 0.0 {
                break ((lo, m), hi);
            }
            if lo <= bottom {
                return Ok(Bracket::Always(lo));
            }
            factor = grow(factor);
            (lo, hi) = ((factor * lo).max(bottom), (lo, m));
        }
    };
    narrow(|v| within(margin(v)?, v), lo, hi)
}

/// A bracket (negative, not negative) halved in the logarithm of the speed to a factor of 2.
fn narrow(
    mut margin: impl FnMut(f64) -> Result<f64, Error>,
    mut lo: (f64, f64),
    mut hi: (f64, f64),
) -> Result<Bracket, Error> {
    while hi.0 > 2.0 * lo.0 {
        let mid = sqrt(lo.0 * hi.0);
        let m = margin(mid)?;
        if m < 0.0 {
            lo = (mid, m);
        } else {
            hi = (mid, m);
        }
    }
    Ok(Bracket::Sign(lo, hi))
}

/// Where the search with coarse impacts starts: the reference speed divided by the
/// restitution the law's dashpot gives without adhesion, where that is known in closed form
/// (p = (w − 1)/2: Hu et al. 2011, eq. 10, e = exp(−π α2/√(2(1 + w) − α2²)), α2 the dashpot
/// over its scale, which does not depend on the speed then) and the code's rules leave the
/// dashpot as it is: with the tail's work W, the margin v² e0² − 2W/m vanishes there (the
/// sticking velocity lies above it, the dashpot taking more near the well). Else the
/// reference speed.
fn start(law: &AdhesiveLaw, v_ref: f64) -> f64 {
    let plain = law.rules == super::law::Rules::default();
    if !(plain && law.lambda > 0.0 && law.p == 0.5 * (law.w - 1.0)) {
        return v_ref;
    }
    let scale =
        crate::models::power_law::lambda_from_alpha2(1.0, law.m, law.k, v_ref, law.w, law.p);
    let a2 = law.lambda / scale;
    let room = 2.0 * (1.0 + law.w) - a2 * a2;
    if !(room > 0.0) {
        return v_ref;
    }
    let e0 = crate::math::exp(-core::f64::consts::PI * a2 / sqrt(room));
    let v = v_ref / e0;
    if v.is_finite() && v > v_ref {
        v
    } else {
        v_ref
    }
}

/// The sticking velocity (module doc) in stages ([`crate::roots::coarse_medium_fine`]):
/// coarse impacts find the bracket, the root to 1e−7 and the margin's slope there; one
/// medium impact a Newton step closer; full ones polish it by the secant method to a step of
/// 1e−9 of V_s (one to three impacts). A decision
/// at the end of the range (no speed sticks, or none separates) is confirmed by a full impact
/// there; where a stage fails (a coarse impact that does not integrate, the secant leaving
/// the bracket) or an impact leaves the law's range ([`AdhesiveLaw::reach`]: the galloping
/// bracket may have skipped the speeds that separate within it, and a coarse impact does not
/// decide the range), the bracket and Brent's method with full impacts throughout
/// ([`search_full`]), which decide it.
fn search(law: &AdhesiveLaw, field: &'static str) -> Result<Option<f64>, Error> {
    let v_ref = reference(law);
    let full = |v: f64| margin(law, v, 1.0, field);
    let coarse = |v: f64| margin(law, v, COARSE, field);
    let beyond = |v: f64| out_of_range(law, v, field);
    let (lo, hi) = match bracket(coarse, start(law, v_ref), v_ref, true, beyond) {
        Ok(Bracket::Sign(lo, hi)) => (lo, hi),
        Ok(Bracket::Never(v)) if matches!(full(v)?, Some(m) if m < 0.0) => return Ok(None),
        Ok(Bracket::Always(v)) if matches!(full(v)?, Some(m) if m >= 0.0) => return Ok(Some(0.0)),
        _ => return search_full(law, field, v_ref),
    };
    let mut failed = None;
    // An impact out of the range: NaN, which ends the stage (the full search decides).
    let mut fine = |v: f64| match full(v) {
        Ok(m) => m.unwrap_or(f64::NAN),
        Err(e) => {
            failed.get_or_insert(e);
            f64::NAN
        }
    };
    let coarse = |v: f64| coarse(v).ok().flatten().unwrap_or(f64::NAN);
    // NaN where it fails or leaves the range: the secant then starts from the coarse root.
    let mut medium =
        |s: f64| margin(law, sqrt(s), MEDIUM, field).ok().flatten().unwrap_or(f64::NAN);
    // In s = v²: the margin v² − 2(W + D)/m is nearly linear in it (D about a fixed share of
    // the impact's energy), so that the interpolations converge in fewer impacts.
    let (lo, hi) = ((lo.0 * lo.0, lo.1), (hi.0 * hi.0, hi.1));
    // The full impacts the secant evaluates, (s, margin), for the check of its root.
    let mut seen = alloc::vec::Vec::new();
    let root = coarse_medium_fine(
        |s| coarse(sqrt(s)),
        Some(&mut medium),
        |s| {
            let m = fine(sqrt(s));
            seen.push((s, m));
            m
        },
        lo,
        hi,
        (1e-6, 1e-8),
        (0.25 * lo.0, 4.0 * hi.0),
    );
    if let Some(e) = failed {
        return Err(e);
    }
    match root {
        Ok((s, _)) if settled(law, field, s, &seen)? => Ok(Some(sqrt(s))),
        Ok((s, _)) | Err(Some(s)) => match around(law, field, s)? {
            Some(s) => Ok(Some(sqrt(s))),
            None => search_full(law, field, v_ref),
        },
        Err(None) => search_full(law, field, v_ref),
    }
}

/// How close to the secant's root (in s = v², relative) the full margin must be seen to
/// change sign: the secant's last step ([`coarse_then_fine`]'s 1e−8 of s), 5e−9 of V_s.
const SETTLE: f64 = 1e-8;

/// Whether the full margin changes sign within [`SETTLE`] of the secant's root `s` (in
/// s = v²): negative at or below it, not negative at or above it, from the full impacts the
/// secant evaluated (`seen`) and at most two more, at s(1 ∓ SETTLE). The margin's sign is the
/// integrated impact's stuck flag, which must flip at the sticking velocity reported; the
/// secant's last step alone does not show it where the margin is flat near its root (an
/// overdamped sjkr contact that creeps: margins of 1e−14 v0² across 1e−7 of V_s, where the
/// secant stopped 1.5e−8 and 1.2e−7 away from the flip).
fn settled(
    law: &AdhesiveLaw,
    field: &'static str,
    s: f64,
    seen: &[(f64, f64)],
) -> Result<bool, Error> {
    let full = |s: f64| margin(law, sqrt(s), 1.0, field);
    let tol = SETTLE * s;
    let stuck_below = seen.iter().any(|&(x, m)| m < 0.0 && x <= s && s - x <= tol);
    if !(stuck_below || matches!(full(s - tol)?, Some(m) if m < 0.0)) {
        return Ok(false);
    }
    let apart_above = seen.iter().any(|&(x, m)| m >= 0.0 && x >= s && x - s <= tol);
    Ok(apart_above || matches!(full(s + tol)?, Some(m) if m >= 0.0))
}

/// Where the secant did not converge from the coarse root `s` (in s = v²; a margin that
/// jumps there, as where an overdamped contact stops creeping within its window), or its
/// root is not where the full margin changes sign ([`settled`]): Brent's
/// method with full impacts on a bracket around it, ±1e−5 of it widened tenfold (three times
/// at most) until the full margins change sign. `None`: no such bracket, or an impact out of
/// the law's range.
fn around(law: &AdhesiveLaw, field: &'static str, s: f64) -> Result<Option<f64>, Error> {
    let full = |s: f64| margin(law, sqrt(s), 1.0, field);
    let mut r = 1e-5;
    for _ in 0..4 {
        let (lo, hi) = (s * (1.0 - r), s * (1.0 + r));
        let (Some(m_lo), Some(m_hi)) = (full(lo)?, full(hi)?) else { return Ok(None) };
        if m_lo < 0.0 && m_hi >= 0.0 {
            let mut failed = None;
            let root = brent_from(
                |s| match full(s) {
                    Ok(x) => x.unwrap_or(f64::NAN),
                    Err(e) => {
                        failed.get_or_insert(e);
                        f64::NAN
                    }
                },
                (lo, m_lo),
                (hi, m_hi),
                1e-13 * hi,
                200,
            );
            if let Some(e) = failed {
                return Err(e);
            }
            return Ok(match root {
                Ok(s) | Err(RootError::MaxIterations { best: s }) => Some(s),
                Err(_) => None,
            });
        }
        r *= 10.0;
    }
    Ok(None)
}

/// The bracket search and Brent's method with full impacts throughout (the module doc).
/// Speeds whose impact leaves the law's range ([`AdhesiveLaw::reach`]) end the search
/// upwards (`None`: no speed within the range separates); met below the reference, or
/// between the bracket's ends, the sticking velocity is out of the range: an error on
/// `field`.
fn search_full(law: &AdhesiveLaw, field: &'static str, v_ref: f64) -> Result<Option<f64>, Error> {
    let beyond = |v: f64| out_of_range(law, v, field);
    let full = |v: f64| margin(law, v, 1.0, field);
    let ((lo, m_lo), (hi, m_hi)) = match bracket(full, v_ref, v_ref, false, beyond)? {
        Bracket::Sign(lo, hi) => (lo, hi),
        Bracket::Never(_) | Bracket::Beyond => return Ok(None),
        Bracket::Always(_) => return Ok(Some(0.0)),
    };
    let mut failed = None;
    let root = brent_from(
        |v| match full(v).and_then(|m| m.ok_or_else(|| beyond(v))) {
            Ok(x) => x,
            Err(e) => {
                failed.get_or_insert(e);
                f64::NAN
            }
        },
        (lo, m_lo),
        (hi, m_hi),
        1e-13 * hi,
        200,
    );
    if let Some(e) = failed {
        return Err(e);
    }
    Ok(Some(match root {
        Ok(v) => v,
        Err(RootError::MaxIterations { best }) => best,
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

#[cfg(test)]
mod tests {
    use super::super::jkr::Jkr;
    use super::super::law::{Geometry, Rules};
    use super::*;
    use crate::testing::rel;

    /// Laws of every kind on a 20 µm sphere (E = 5 GPa, ν = 0.3, 1500 kg/m³) on a wall:
    /// Tsuji's dashpot α1 √(m k) ξ^(1/4) at α1 = 0.3 and 1 with JKR, DMT, sjkr and sjkr2;
    /// LAMMPS's JKR (dashpot on the tail, released at −F_c), Kratos's (force clipped) and
    /// Yade's DMT (viscous pull capped); a linear spring-dashpot with MercuryDPM's
    /// irreversible adhesion.
    fn laws() -> alloc::vec::Vec<AdhesiveLaw> {
        let (r1, e_star) = (20e-6, 5e9 / (1.0 - 0.09));
        let m = 1500.0 * 4.0 / 3.0 * core::f64::consts::PI * r1 * r1 * r1;
        let k = 4.0 / 3.0 * e_star * sqrt(r1);
        let jkr = Jkr::new(0.1, e_star, r1);
        let wall = Geometry::Wall { r1 };
        let tsuji = |alpha1: f64, adhesion, rules| AdhesiveLaw {
            m,
            k,
            w: 1.5,
            p: 0.25,
            lambda: alpha1 * sqrt(m * k),
            adhesion,
            break_at: None,
            rules,
            reach: r1,
        };
        let plain = Rules::default();
        let mut out = alloc::vec::Vec::new();
        for alpha1 in [0.3, 1.0] {
            out.extend([
                tsuji(alpha1, Adhesion::Jkr(jkr), plain),
                tsuji(alpha1, Adhesion::Dmt { w: 0.1, r_star: r1 }, plain),
                tsuji(alpha1, Adhesion::Sjkr { k_c: 1e8, geometry: wall }, plain),
                tsuji(alpha1, Adhesion::Sjkr2 { k_c: 1e8, geometry: wall }, plain),
            ]);
        }
        let lammps = Rules { dashpot_on_tail: true, ..plain };
        let released = jkr.separation() / crate::math::cbrt(9.0);
        out.push(AdhesiveLaw {
            break_at: Some(released),
            ..tsuji(0.5, Adhesion::Jkr(jkr), lammps)
        });
        out.push(tsuji(0.5, Adhesion::Jkr(jkr), Rules { clip_main: true, ..plain }));
        let yade = Rules { cap_viscous: true, ..plain };
        out.push(tsuji(0.5, Adhesion::Dmt { w: 0.1, r_star: r1 }, yade));
        let (m, k) = (1e-9, 1e4);
        out.push(AdhesiveLaw {
            m,
            k,
            w: 1.0,
            p: 0.0,
            lambda: 2.0 * 0.2 * sqrt(m * k),
            adhesion: Adhesion::LinearIrreversible { f_a: 1e-6, k_a: 10.0 },
            break_at: None,
            rules: plain,
            reach: f64::INFINITY,
        });
        out
    }

    /// The search in two stages finds the sticking velocity that the bracket and Brent's
    /// method with full impacts throughout (the search before it, kept as the fallback) find,
    /// to 1e−9, the project's tolerance for an integrated number (they differ by up to
    /// 1.2e−10, sjkr at α1 = 1: the full margin's own noise near its root, which Brent's
    /// 1e−13 cannot see below), with at most half of their integration steps (a third to a
    /// tenth measured).
    #[test]
    fn two_stages_agree_with_the_full_search() {
        for law in laws() {
            let start = crate::integrator::steps_taken();
            let fast = search(&law, "e").unwrap();
            let middle = crate::integrator::steps_taken();
            let full = search_full(&law, "e", reference(&law)).unwrap();
            let end = crate::integrator::steps_taken();
            match (fast, full) {
                (Some(a), Some(b)) => assert!(rel(a, b) < 1e-9, "{law:?}: {a} vs {b}"),
                (a, b) => assert_eq!(a, b, "{law:?}"),
            }
            let (n_fast, n_full) = (middle.wrapping_sub(start), end.wrapping_sub(middle));
            assert!(2 * n_fast <= n_full, "{law:?}: {n_fast} steps against {n_full}");
        }
    }

    /// The bracket search decides at the same speeds from any start: the last speeds tried
    /// are 2^41 and 4^−31 times the reference, galloping or not.
    #[test]
    fn bracket_ends_of_the_range() {
        let none = |v: f64| Error::Numerical { field: "e", reason: format!("out of range at {v}") };
        for gallop in [false, true] {
            for start in [1.0, 3.7] {
                let never = bracket(|_| Ok(Some(-1.0)), start, 1.0, gallop, none).unwrap();
                assert!(matches!(never, Bracket::Never(v) if v == 2f64.powi(41)), "{gallop}");
                let always = bracket(|_| Ok(Some(1.0)), start, 1.0, gallop, none).unwrap();
                assert!(matches!(always, Bracket::Always(v) if v == 0.25f64.powi(31)));
            }
            // A root at 1000: a bracket of a factor of 2 around it.
            let Bracket::Sign(lo, hi) =
                bracket(|v| Ok(Some(v - 1e3)), 1.0, 1.0, gallop, none).unwrap()
            else {
                panic!("no bracket")
            };
            assert!(lo.0 < 1e3 && hi.0 >= 1e3 && hi.0 <= 2.0 * lo.0, "{lo:?} {hi:?}");
            // Impacts out of the law's range from 100 up: going up the search ends there; met
            // at the start or going down, an error.
            let within = |v: f64, m: f64| Ok((v < 100.0).then_some(m));
            let up = bracket(|v| within(v, -1.0), 1.0, 1.0, gallop, none).unwrap();
            assert!(matches!(up, Bracket::Beyond), "{gallop}");
            assert!(bracket(|v| within(v, 1.0), 200.0, 1.0, gallop, none).is_err());
            let down = bracket(|v| Ok((v > 0.5).then_some(1.0)), 2.0, 1.0, gallop, none);
            assert!(down.is_err(), "{gallop}");
        }
    }
}
