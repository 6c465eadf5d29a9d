//! The single ball's motion sampled for the page's plots and `dem-contact rolling --curves`:
//! the centre's speed v = r ω, the rolling torque M on the ball and the centre's travel
//! against time, from the start to the first stop; and beside it Ai et al.'s closed form of
//! the constant torque at the same limit (type A: v = v0 − (M_max r/I_r) t, Ai, Chen, Rotter
//! & Ooi 2011).
//!
//! Each phase of [`super::single_ball`] and `total_cap` in closed form, in their
//! units (angles in θ1 = M_max/k_r, rates in θ1 ω_n, time s = ω_n t, torque in M_max):
//! - below the cap, the damped oscillator q'' = −q − 2η q' from (q0, p0):
//!   q = c q0 + S (p0 + η q0), p = c p0 − S (q0 + η p0), with c = e^(−ηs) cos(ws),
//!   S = e^(−ηs) sin(ws)/w, w = √(1 − η²) (η < 1), or c = e^(−ηs) cosh(ws),
//!   S = e^(−ηs) sinh(ws)/w, w = √(η² − 1) (η ≥ 1; S = s e^(−s) at η = 1); torque −(q + 2η p);
//! - at the cap, the torque −1: p falls by 1 per unit of s.
//!
//! Where the first phase ends (the spring or spring and dashpot reaching the cap, or the rate
//! reaching 0) is the event `phase::first_phase` locates; the samples themselves are
//! the closed forms, so the curves end at the answer's stopping distance and time.

use super::input::RollingInput;
use super::phase::first_phase;
use super::single_ball::{self, Ball};
use super::solution::RollingSolution;
use crate::error::Error;
use crate::math::{asin, cos, exp, exp_m1, sin, sqrt};
use crate::models::rolling::Cap;
use alloc::vec::Vec;

/// The sampled motion (SI units; `t` ascending, a time repeated where the torque jumps).
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RollingCurves {
    /// Time \[s\].
    pub t: Vec<f64>,
    /// The centre's speed v = r ω \[m/s\].
    pub speed: Vec<f64>,
    /// The rolling torque on the ball \[N·m\] (negative: against the rolling).
    pub torque: Vec<f64>,
    /// The centre's travel \[m\].
    pub distance: Vec<f64>,
    /// The constant torque M_max of the same answer: Ai et al.'s type A closed form.
    pub constant_torque: Option<ConstantTorque>,
}

/// The ball under the constant torque M_max against its rolling (Ai, Chen, Rotter & Ooi
/// 2011, type A): uniform deceleration a = M_max r/I_r, so it stops after v0²/(2a) in v0/a
/// (0.7 v0²/(μ_r g) and 1.4 v0/(μ_r g) with the lever R_r = r).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ConstantTorque {
    /// Its stopping distance \[m\].
    pub distance: f64,
    /// Its stopping time \[s\].
    pub time: f64,
    /// The speed at its start and stop, (t \[s\], v \[m/s\]): a straight line.
    pub speed: Vec<(f64, f64)>,
}

/// One sample in the phases' units: s, p, torque / M_max, x.
type Sample = (f64, f64, f64, f64);

/// The motion of the answer `sol` to `inp` with about `samples` points (at least 2 per
/// phase). Empty when the ball does not move (no `v0`, or v0 = 0) or never stops (no torque).
/// More than [`crate::codes::MAX_SAMPLES`] is an error about `curves`, as for a solve.
pub fn curves(
    inp: &RollingInput,
    sol: &RollingSolution,
    samples: usize,
) -> Result<RollingCurves, Error> {
    crate::codes::check_samples(samples)?;
    let r = &sol.rolling;
    let (Some(v0), Some(radius)) = (inp.v0, inp.r1) else { return Ok(RollingCurves::default()) };
    let mut out = RollingCurves::default();
    if v0 == 0.0 || r.torque_limit == 0.0 || sol.stopped.is_none() {
        return Ok(out);
    }
    let ball = Ball { radius, inertia: r.inertia, speed: v0 };
    out.constant_torque = single_ball::constant(&ball, r.torque_limit).map(|st| {
        let time = st.time.unwrap_or(0.0);
        ConstantTorque { distance: st.distance, time, speed: alloc::vec![(0.0, v0), (time, 0.0)] }
    });
    let n = samples.max(8);
    let k = r.stiffness.unwrap_or(0.0);
    if k == 0.0 {
        // The constant torque: v falls linearly to 0 at the stopping time.
        let t_end = r.stopping_time.unwrap_or(0.0);
        for i in 0..=n {
            let t = t_end * i as f64 / n as f64;
            let v = v0 * (1.0 - i as f64 / n as f64);
            out.push(t, v, -r.torque_limit, 0.5 * (v0 + v) * t);
        }
        return Ok(out);
    }
    let omega_n = sqrt(k / r.inertia);
    let theta1 = r.torque_limit / k;
    let eta = r.damping.unwrap_or(0.0) / (2.0 * sqrt(r.inertia * k));
    let beta = v0 / radius / (omega_n * theta1);
    let cap = inp.code.map_or(Cap::Spring, |c| c.cap);
    for (s, p, m, x) in phases(eta, beta, cap, n)? {
        let rate = theta1 * omega_n;
        out.push(s / omega_n, radius * rate * p, r.torque_limit * m, radius * theta1 * x);
    }
    Ok(out)
}

impl RollingCurves {
    fn push(&mut self, t: f64, v: f64, m: f64, x: f64) {
        self.t.push(t);
        self.speed.push(v);
        self.torque.push(m);
        self.distance.push(x);
    }
}

/// The state transition of q'' = −q − 2η q' over s: (c, S) of the module's doc, without
/// overflow (e^(−ηs) cosh(ws) = (e^(s₁s) + e^(s₂s))/2 with s₁ = −1/(η + w), s₂ = −η − w).
fn transition(eta: f64, s: f64) -> (f64, f64) {
    if eta < 1.0 {
        let w = sqrt(1.0 - eta * eta);
        let decay = exp(-eta * s);
        return (decay * cos(w * s), decay * sin(w * s) / w);
    }
    let w = sqrt(eta * eta - 1.0);
    let s1 = -1.0 / (eta + w);
    let slow = exp(s1 * s);
    // e^(−ηs) sinh(ws)/w = e^(s₁s)(1 − e^(−2ws))/(2w), → s e^(−s) as w → 0.
    let sinh_over_w = if w == 0.0 { s } else { -exp_m1(-2.0 * w * s) / (2.0 * w) };
    let fast = exp((-eta - w) * s);
    (0.5 * (slow + fast), slow * sinh_over_w)
}

/// The free oscillator from (q0, p0) after s: (q, p).
fn free(eta: f64, q0: f64, p0: f64, s: f64) -> (f64, f64) {
    let (c, big_s) = transition(eta, s);
    (c * q0 + big_s * (p0 + eta * q0), c * p0 - big_s * (q0 + eta * p0))
}

/// Where the free oscillator from (q0, p0 > 0) first stops (p = 0): s, or `None` when it
/// only creeps (critically or overdamped, p → 0 without a zero).
fn free_stop(eta: f64, q0: f64, p0: f64) -> Option<f64> {
    if eta < 1.0 {
        let w = sqrt(1.0 - eta * eta);
        return Some(crate::math::atan2(p0 * w, q0 + eta * p0) / w);
    }
    // p = 0 where c p0 = S (q0 + η p0); on the exponentials, with e = e^(−2ws):
    // p ∝ p0 w (1 + e) − (q0 + η p0)(1 − e).
    let w = sqrt(eta * eta - 1.0);
    let a = q0 + eta * p0;
    if w == 0.0 {
        return (a > 0.0).then(|| p0 / a);
    }
    // p0 w (1 + e) = a (1 − e)  ⇒  e = (a − p0 w)/(a + p0 w), which must lie in (0, 1).
    let e = (a - p0 * w) / (a + p0 * w);
    (e > 0.0 && e < 1.0).then(|| -crate::math::ln(e) / (2.0 * w))
}

/// The phases sampled (s, p, M/M_max, x), about `n` points over the whole motion, each
/// phase's ends included.
fn phases(eta: f64, beta: f64, cap: Cap, n: usize) -> Result<Vec<Sample>, Error> {
    let dashpot = if cap == Cap::Total { 2.0 * eta } else { 0.0 };
    let mut segs: Vec<Segment> = Vec::new();
    // 1. Below the cap from q = 0, p = β (at once capped when the dashpot alone reaches it).
    let (mut s, mut p, mut x) = (0.0, beta, 0.0);
    let mut q = 1.0 - dashpot * beta;
    if dashpot * beta < 1.0 {
        let first = if eta == 0.0 {
            undamped_first(beta)
        } else {
            let f = first_phase(eta, beta, dashpot)?;
            (f.s, f.q, f.p, f.capped)
        };
        let (s1, q1, p1) = (first.0, beta * first.1, beta * first.2);
        segs.push(Segment::Free { s0: 0.0, s1, q0: 0.0, p0: beta, x0: 0.0 });
        if !first.3 {
            return Ok(sample(&segs, eta, n));
        }
        (s, q, p, x) = (s1, q1, p1, q1);
    }
    // 2. At the cap: the torque −1 until p = 0 (spring cap) or p = 2η (spring and dashpot).
    let p_end = if cap == Cap::Total { dashpot } else { 0.0 };
    if p > p_end {
        segs.push(Segment::Capped { s0: s, s1: s + (p - p_end), p0: p, x0: x });
        x += 0.5 * (p - p_end) * (p + p_end);
        s += p - p_end;
        (q, p) = (1.0 - p_end * p_end, p_end);
    }
    // 3. Below the cap again (spring and dashpot capped together): free until p = 0, or while
    // it creeps until the rate is a thousandth of its start there.
    if cap == Cap::Total && p > 0.0 {
        let len = free_stop(eta, q, p).unwrap_or_else(|| {
            let w = sqrt(eta * eta - 1.0);
            crate::math::ln(1e3) * (eta + w)
        });
        segs.push(Segment::Free { s0: s, s1: s + len, q0: q, p0: p, x0: x - q });
    }
    Ok(sample(&segs, eta, n))
}

/// The undamped first phase in [`first_phase`]'s units (s, q/β, p/β, capped): the spring
/// reaches its cap at s = asin(1/β) if β > 1, else the rate 0 at s = π/2.
fn undamped_first(beta: f64) -> (f64, f64, f64, bool) {
    if beta <= 1.0 {
        return (core::f64::consts::FRAC_PI_2, 1.0, 0.0, false);
    }
    let s = asin(1.0 / beta);
    (s, sin(s), cos(s), true)
}

/// One phase of the motion.
enum Segment {
    /// The free oscillator from (q0, p0) at s0, the travel x = x0 + q.
    Free { s0: f64, s1: f64, q0: f64, p0: f64, x0: f64 },
    /// At the cap from p0 at s0, travel x0 there.
    Capped { s0: f64, s1: f64, p0: f64, x0: f64 },
}

/// The segments sampled: about `n` points over their total length, at least 2 each.
fn sample(segs: &[Segment], eta: f64, n: usize) -> Vec<Sample> {
    let span = |g: &Segment| match *g {
        Segment::Free { s0, s1, .. } | Segment::Capped { s0, s1, .. } => (s0, s1),
    };
    let total: f64 = segs.iter().map(|g| span(g).1 - span(g).0).sum();
    let mut out = Vec::new();
    for g in segs {
        let (a, b) = span(g);
        let m = if total > 0.0 { ((n as f64) * (b - a) / total) as usize } else { 1 };
        let m = m.max(1);
        for i in 0..=m {
            let s = a + (b - a) * i as f64 / m as f64;
            let pt = match *g {
                Segment::Free { s0, q0, p0, x0, .. } => {
                    let (q, p) = free(eta, q0, p0, s - s0);
                    let p = if i == m && p.abs() < 1e-12 * p0.abs().max(1.0) { 0.0 } else { p };
                    (s, p, -(q + 2.0 * eta * p), x0 + q)
                }
                Segment::Capped { s0, p0, x0, .. } => {
                    let d = s - s0;
                    (s, p0 - d, -1.0, x0 + p0 * d - 0.5 * d * d)
                }
            };
            out.push(pt);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::models::rolling::Epsd;
    use crate::rolling::rolling;
    use crate::scenario::Value;

    fn input(pairs: &[(&str, Value<'_>)]) -> RollingInput {
        RollingInput::from_pairs(pairs.iter().copied()).unwrap()
    }

    /// The curves end where the answer stops, and follow the law stepped as a DEM code steps
    /// it ([`Epsd::torque`], semi-implicit Euler, 2·10⁴ steps per natural period or more) — an
    /// independent computation of the same motion — for both caps, under- and overdamped.
    #[test]
    fn curves_follow_the_stepped_law() {
        for (code, eta, v0) in [
            (None, 0.0, 0.05),
            (None, 0.3, 0.05),
            (None, 0.3, 0.001),
            (None, 2.5, 0.05),
            (Some("lammps-sds"), 0.0, 0.05),
            (Some("mercurydpm"), 0.0, 0.05),
        ] {
            let eta_text = alloc::format!("{eta}");
            let v0_text = alloc::format!("{v0}");
            let mut pairs = alloc::vec![
                ("r1", Value::Text("1 mm")),
                ("rho1", Value::Number(2500.0)),
                ("mu_r", Value::Number(0.1)),
                ("v0", Value::Text(&v0_text)),
            ];
            match code {
                None => {
                    pairs.extend([
                        ("rolling", Value::Text("epsd")),
                        ("E1", Value::Text("63 GPa")),
                        ("nu1", Value::Number(0.2)),
                        ("eta_r", Value::Text(&eta_text)),
                    ]);
                }
                Some(c) => {
                    pairs.extend([
                        ("code", Value::Text(c)),
                        ("kr", Value::Number(1e4)),
                        ("gamma_r", Value::Number(2e-3)),
                    ]);
                }
            }
            let inp = input(&pairs);
            let sol = rolling(&inp).unwrap();
            let c = curves(&inp, &sol, 400).unwrap();
            let r = &sol.rolling;
            let last = c.t.len() - 1;
            let rel = |a: f64, b: f64| (a - b).abs() / a.abs().max(b.abs());
            let creeps = sol.stopped == Some(crate::rolling::Stopped::Creeps);
            if !creeps {
                assert!(c.speed[last].abs() < 1e-9 * v0, "{code:?} {eta}: {}", c.speed[last]);
                assert!(
                    rel(c.distance[last], r.stopping_distance.unwrap()) < 1e-9,
                    "{code:?} {eta}"
                );
            }
            if let Some(ts) = r.stopping_time {
                assert!(rel(c.t[last], ts) < 1e-9, "{code:?} {eta}: {} {ts}", c.t[last]);
            }
            // The law stepped: ω, the spring torque, the travel.
            let cap = inp.code.map_or(Cap::Spring, |c| c.cap);
            let law = Epsd {
                stiffness: r.stiffness.unwrap(),
                damping: r.damping.unwrap(),
                limit: r.torque_limit,
                cap,
            };
            // Capped on spring and dashpot together, or without a dashpot, |M| ≤ M_max; with
            // the spring alone capped the dashpot adds to it below the cap.
            if cap == Cap::Total || eta == 0.0 {
                assert!(c.torque.iter().all(|m| m.abs() <= r.torque_limit * (1.0 + 1e-12)));
            }
            let i_r = r.inertia;
            let period = 2.0 * core::f64::consts::PI * sqrt(i_r / law.stiffness);
            // Fine steps until the cap is first met (the phase below it may last a
            // thousandth of a period), then 2·10⁴ per period or 2·10⁶ over the motion.
            let coarse = (period / 2e4).min(c.t[last] / 2e6);
            let (mut omega, mut spring, mut t, mut theta) = (v0 / 1e-3, 0.0, 0.0, 0.0);
            let (mut j, mut capped) = (0, false);
            while omega > 0.0 && j < c.t.len() {
                let dt = if capped || t > period { coarse } else { period / 1e6 };
                let m = law.torque(spring, omega * dt, omega);
                capped |= m.at_limit;
                spring = m.spring;
                omega += m.total / i_r * dt;
                theta += omega * dt;
                t += dt;
                while j < c.t.len() && c.t[j] <= t {
                    let v = 1e-3 * omega;
                    assert!(
                        (c.speed[j] - v).abs() < 2e-3 * v0,
                        "{code:?} {eta} t = {t}: {} {v}",
                        c.speed[j]
                    );
                    let x = 1e-3 * theta;
                    assert!(
                        (c.distance[j] - x).abs() < 2e-3 * r.stopping_distance.unwrap(),
                        "{code:?} {eta} t = {t}: {} {x} stop {:?} v {} {}",
                        c.distance[j],
                        r.stopping_distance,
                        c.speed[j],
                        1e-3 * omega
                    );
                    j += 1;
                }
            }
        }
    }

    /// Type A: the closed form 0.7 v0²/(μ_r g) in 1.4 v0/(μ_r g), the torque −M_max.
    #[test]
    fn constant_torque() {
        let inp = input(&[
            ("r1", Value::Number(0.002)),
            ("rho1", Value::Number(2500.0)),
            ("rolling", Value::Text("constant")),
            ("mu_r", Value::Number(0.1)),
            ("v0", Value::Number(0.3)),
        ]);
        let sol = rolling(&inp).unwrap();
        let c = curves(&inp, &sol, 100).unwrap();
        let (d, t) = (0.7 * 0.09 / (0.1 * 9.81), 1.4 * 0.3 / (0.1 * 9.81));
        let last = c.t.len() - 1;
        assert!((c.t[last] - t).abs() < 1e-14 && (c.distance[last] - d).abs() < 1e-14);
        for (i, &ti) in c.t.iter().enumerate() {
            assert!((c.speed[i] - (0.3 - 0.1 * 9.81 / 1.4 * ti)).abs() < 1e-13);
            assert_eq!(c.torque[i], -sol.rolling.torque_limit);
        }
        let a = c.constant_torque.unwrap();
        assert_eq!(a.speed, alloc::vec![(0.0, 0.3), (c.t[last], 0.0)]);
        assert!((a.distance - d).abs() < 1e-14 && (a.time - t).abs() < 1e-14);
        let still = input(&[
            ("r1", Value::Number(0.002)),
            ("rho1", Value::Number(2500.0)),
            ("rolling", Value::Text("constant")),
            ("mu_r", Value::Number(0.1)),
            ("v0", Value::Number(0.0)),
        ]);
        assert!(curves(&still, &rolling(&still).unwrap(), 100).unwrap().t.is_empty());
    }

    /// The free oscillator's stop and its transition across η = 1.
    #[test]
    fn free_oscillator() {
        for (eta, q0, p0) in
            [(0.3, 0.64, 0.6), (1.0, -0.5, 2.0), (1.0 + 1e-9, -0.5, 2.0), (3.0, 0.2, 1.5)]
        {
            let s = free_stop(eta, q0, p0).unwrap();
            let (_, p) = free(eta, q0, p0, s);
            assert!(p.abs() < 1e-9, "{eta}: {p}");
            // p is q' (central difference).
            let h = 1e-6;
            let d = (free(eta, q0, p0, 0.5 + h).0 - free(eta, q0, p0, 0.5 - h).0) / (2.0 * h);
            assert!((d - free(eta, q0, p0, 0.5).1).abs() < 1e-7, "{eta}");
        }
        assert_eq!(free_stop(3.0, -35.0, 6.0), None);
    }
}
