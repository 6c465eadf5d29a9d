//! The single ball under a spring–dashpot–slider whose cap limits spring and dashpot
//! together ([`crate::models::rolling::Cap::Total`]: the pseudo-force laws of Luding 2008,
//! LAMMPS `rolling sds`, MercuryDPM), in the units of [`super::single_ball`]: angles in
//! θ1 = M_max/k_r, rates in θ1 ω_n, time s = ω_n t, q the spring's angle, p the rate.
//!
//! 1. Below the cap (from q = 0, p = β): q'' = −q − 2η q' until p = 0 (stopped) or
//!    q + 2η p = 1 ([`super::phase::first_phase`]); at once capped when 2ηβ ≥ 1,
//!    the spring set to q = 1 − 2ηβ (the code rescales it so that the sum is the cap).
//! 2. At the cap the torque is M_max, p' = −1, while the sum would grow,
//!    d(q + 2ηp)/ds = p − 2η > 0: down to p = 2η, the spring then at q = 1 − 4η².
//! 3. Below the cap again, q'' = −q − 2η q' from there, in closed form (the damped
//!    oscillator): underdamped (η < 1) the rate reaches 0 at
//!    ω_d s = atan2(p0 ω_d, q0 + η p0), ω_d = √(1 − η²); critically or overdamped it
//!    reaches 0 only where p(s) = s₁A e^{s₁s} + s₂B e^{s₂s} has its one zero, if any
//!    (e^{(s₁−s₂)s} = −s₂B/(s₁A) > 1); otherwise the ball creeps, q → 0, having rolled −q0
//!    more.

use super::phase::{first_phase, Stopped};
use crate::error::Error;
use crate::math::{atan2, cos, exp, ln, sin, sqrt};

/// (θ/θ1, ω_n t or `None` when it creeps, how).
pub(super) fn damped(eta: f64, beta: f64) -> Result<(f64, Option<f64>, Stopped), Error> {
    let (mut x, mut s, mut q, mut p) = (0.0, 0.0, 1.0 - 2.0 * eta * beta, beta);
    if 2.0 * eta * beta < 1.0 {
        let first = first_phase(eta, beta, 2.0 * eta)?;
        if !first.capped {
            return Ok((beta * first.q, Some(first.s), Stopped::Spring));
        }
        (x, s, q, p) = (beta * first.q, first.s, beta * first.q, beta * first.p);
    }
    let p_end = 2.0 * eta;
    if p > p_end {
        x += 0.5 * (p - p_end) * (p + p_end);
        s += p - p_end;
        (q, p) = (1.0 - p_end * p_end, p_end);
    }
    Ok(match free(eta, q, p) {
        Some((ds, q_end)) => (x + q_end - q, Some(s + ds), Stopped::SpringThenLimit),
        None => (x - q, None, Stopped::Creeps),
    })
}

/// q'' = −q − 2η q' from (q0, p0 > 0): the time to p = 0 and q there, or `None` when p
/// only tends to 0.
fn free(eta: f64, q0: f64, p0: f64) -> Option<(f64, f64)> {
    if eta < 1.0 {
        let w = sqrt(1.0 - eta * eta);
        let s = atan2(p0 * w, q0 + eta * p0) / w;
        let q = exp(-eta * s) * (q0 * cos(w * s) + (p0 + eta * q0) / w * sin(w * s));
        return Some((s, q));
    }
    if eta == 1.0 {
        // q = (q0 + (p0 + q0) s) e^{−s}, p = (p0 − (p0 + q0) s) e^{−s}.
        let c = p0 + q0;
        return (c > 0.0).then(|| {
            let s = p0 / c;
            (s, (q0 + c * s) * exp(-s))
        });
    }
    let root = sqrt(eta * eta - 1.0);
    // s₁ = −η + √(η² − 1) written without cancellation.
    let (s1, s2) = (-1.0 / (eta + root), -eta - root);
    let a = (p0 - s2 * q0) / (s1 - s2);
    let b = (s1 * q0 - p0) / (s1 - s2);
    let z = -s2 * b / (s1 * a);
    (z > 1.0 && z.is_finite()).then(|| {
        let s = ln(z) / (s1 - s2);
        (s, a * exp(s1 * s) + b * exp(s2 * s))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The free phase's closed forms against the ODE stepped finely (RK4 written here).
    #[test]
    fn free_phase_closed_forms() {
        for (eta, q0, p0) in [
            (0.3, 0.64, 0.6),
            (0.3, -2.0, 1.0),
            (1.0, -0.5, 2.0),
            (3.0, 0.2, 1.5),
            (3.0, -35.0, 6.0),
        ] {
            let f = |y: [f64; 2]| [y[1], -y[0] - 2.0 * eta * y[1]];
            let h = 1e-4;
            let (mut y, mut t) = ([q0, p0], 0.0);
            let got = free(eta, q0, p0);
            while y[1] > 0.0 && t < 250.0 {
                let k1 = f(y);
                let k2 = f([y[0] + h / 2.0 * k1[0], y[1] + h / 2.0 * k1[1]]);
                let k3 = f([y[0] + h / 2.0 * k2[0], y[1] + h / 2.0 * k2[1]]);
                let k4 = f([y[0] + h * k3[0], y[1] + h * k3[1]]);
                for i in 0..2 {
                    y[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
                }
                t += h;
            }
            match got {
                Some((s, q)) => {
                    assert!(
                        (s - t).abs() < 2e-4 && (q - y[0]).abs() < 1e-6,
                        "{eta} {q0} {p0}: {s} {q} vs {t} {y:?}"
                    );
                }
                None => assert!(y[1] > 0.0 && y[0].abs() < 1e-6, "{eta} {q0} {p0}: {y:?}"),
            }
        }
    }
}
