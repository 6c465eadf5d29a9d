//! The single-ball test of Ai, Chen, Rotter & Ooi 2011 (and of the Itasca PFC
//! documentation): a solid sphere rolls without slipping on a flat wall, slowed by its
//! rolling-resistance torque M. Rolling without slip, the sphere turns about its contact
//! point: I_r θ̈ = M with I_r = I + m r² = (7/5) m r², θ the rolling angle, the centre's
//! travel x = r θ and speed v = r θ̇.
//!
//! - Type A (constant torque M_max against the rolling): uniform deceleration
//!   a = M_max r / I_r (= μ_r g/1.4 with M_max = μ_r r m g), so the ball stops after
//!   v0²/(2a) = 0.7 v0²/(μ_r g) in v0/a = 1.4 v0/(μ_r g) — exact.
//! - Type C (EPSD) without damping: the spring takes the rolling elastically,
//!   I_r θ̈ = −k_r θ, until its torque reaches M_max at θ1 = M_max/k_r; then the constant
//!   M_max stops it: θ = θ1 + (½ I_r ω0² − ½ k_r θ1²)/M_max. If ½ I_r ω0² ≤ ½ k_r θ1² the
//!   spring alone stops it at θ = ω0 √(I_r/k_r), after a quarter period. Times from the same
//!   two phases: t1 = asin(θ1 ω_n/ω0)/ω_n (ω_n = √(k_r/I_r)), then t2 = I_r ω1/M_max with
//!   ω1 = √(ω0² − ω_n² θ1²).
//! - Type C with damping: the first phase, I_r θ̈ = −k_r θ − C_r θ̇, integrated
//!   ([`crate::integrator`], Dormand–Prince 5(4) with events: the rolling rate reaching 0,
//!   the spring reaching M_max); the second phase, with the dashpot off at the cap, is the
//!   constant-torque one above.
//!
//! The first phase is integrated in the dimensionless form of the damped oscillator:
//! s = ω_n t, θ = θ1 β q with β = ω0/(ω_n θ1), so that q'' = −q − 2η_r q', q(0) = 0,
//! q'(0) = 1, and the spring reaches its cap at q = 1/β. Every state stays of order 1
//! whatever the inputs' scales; the second phase then adds Δθ = θ1 β1²/2 and Δs = β1 with
//! β1 = β q' at the cap (I_r ω1²/(2 M_max) and I_r ω1/M_max in those units).

use super::phase::first_phase;
pub use super::phase::Stopped;
use crate::error::Error;
use crate::math::{asin, sqrt};
use crate::models::rolling::{Cap, Epsd};

/// Where and when the centre's speed first reaches 0.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stop {
    /// The centre's travel \[m\].
    pub distance: f64,
    /// The time \[s\] (`None`: the speed only tends to 0, [`Stopped::Creeps`]).
    pub time: Option<f64>,
    /// How it stopped.
    pub stopped: Stopped,
}

/// The ball of the test: its radius (the lever of its rolling: x = r θ) and its inertia
/// about the contact point.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Ball {
    /// r \[m\].
    pub radius: f64,
    /// I_r \[kg·m²\].
    pub inertia: f64,
    /// v0 \[m/s\].
    pub speed: f64,
}

/// Type A: M = M_max against the rolling. `None` when no torque acts (M_max = 0) on a
/// rolling ball: it never stops.
pub fn constant(ball: &Ball, limit: f64) -> Option<Stop> {
    if ball.speed == 0.0 {
        return Some(Stop { distance: 0.0, time: Some(0.0), stopped: Stopped::AtRest });
    }
    if limit == 0.0 {
        return None;
    }
    let a = limit * ball.radius / ball.inertia;
    Some(Stop {
        distance: ball.speed * ball.speed / (2.0 * a),
        time: Some(ball.speed / a),
        stopped: Stopped::ConstantTorque,
    })
}

/// Type C (EPSD), with its dashpot when `law.damping` > 0 (`eta_r` its damping ratio).
/// `Ok(None)` when no spring acts (k_r = 0 with M_max = 0): the ball never stops.
pub fn epsd(ball: &Ball, law: &Epsd, eta_r: f64) -> Result<Option<Stop>, Error> {
    if ball.speed == 0.0 {
        return Ok(Some(Stop { distance: 0.0, time: Some(0.0), stopped: Stopped::AtRest }));
    }
    if law.stiffness == 0.0 || law.limit == 0.0 {
        return Ok(None);
    }
    let omega0 = ball.speed / ball.radius;
    let omega_n = sqrt(law.stiffness / ball.inertia);
    let theta1 = law.limit / law.stiffness;
    let (theta, time, stopped) = if eta_r == 0.0 {
        undamped(ball.inertia, law, omega0)
    } else {
        let beta = omega0 / (omega_n * theta1);
        let (q, s, stopped) = damped(eta_r, beta, law.cap)?;
        (theta1 * q, s.map(|s| s / omega_n), stopped)
    };
    Ok(Some(Stop { distance: ball.radius * theta, time, stopped }))
}

/// The closed form without damping (the module's doc): (θ, t, how).
fn undamped(inertia: f64, law: &Epsd, omega0: f64) -> (f64, Option<f64>, Stopped) {
    let (k, m_max) = (law.stiffness, law.limit);
    let omega_n = sqrt(k / inertia);
    let theta1 = m_max / k;
    let kinetic = 0.5 * inertia * omega0 * omega0;
    let elastic = 0.5 * k * theta1 * theta1;
    if kinetic <= elastic {
        let quarter = core::f64::consts::FRAC_PI_2 / omega_n;
        return (omega0 / omega_n, Some(quarter), Stopped::Spring);
    }
    let theta = theta1 + (kinetic - elastic) / m_max;
    let t1 = asin(theta1 * omega_n / omega0) / omega_n;
    let omega1 = sqrt(omega0 * omega0 - omega_n * omega_n * theta1 * theta1);
    (theta, Some(t1 + inertia * omega1 / m_max), Stopped::SpringThenLimit)
}

/// The damped first phase in the dimensionless form (the module's doc), then the second:
/// (θ/θ1, ω_n t, how). With [`Cap::Total`] (the pseudo-force laws) the phases after the
/// cap are [`super::total_cap`]'s.
fn damped(eta: f64, beta: f64, on: Cap) -> Result<(f64, Option<f64>, Stopped), Error> {
    if on == Cap::Total {
        return super::total_cap::damped(eta, beta);
    }
    let first = first_phase(eta, beta, 0.0)?;
    if !first.capped {
        return Ok((beta * first.q, Some(first.s), Stopped::Spring));
    }
    let beta1 = beta * first.p;
    Ok((1.0 + 0.5 * beta1 * beta1, Some(first.s + beta1), Stopped::SpringThenLimit))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::math::{atan2, exp};

    fn close(a: f64, b: f64, rel: f64) -> bool {
        (a - b).abs() <= rel * a.abs().max(b.abs())
    }

    /// The closed forms of the contract: 0.7 v0²/(μ_r g), 1.4 v0/(μ_r g).
    #[test]
    fn constant_torque() {
        let (m, r, mu, g, v0) = (0.1, 0.01, 0.2, 9.81, 0.5);
        let ball = Ball { radius: r, inertia: 1.4 * m * r * r, speed: v0 };
        let s = constant(&ball, mu * r * m * g).unwrap();
        assert!(close(s.distance, 0.7 * v0 * v0 / (mu * g), 1e-14));
        assert!(close(s.time.unwrap(), 1.4 * v0 / (mu * g), 1e-14));
        assert_eq!(constant(&ball, 0.0), None);
    }

    /// With η_r → 0 the integrated phase meets the closed form; an overdamped and an
    /// underdamped first phase that end on the rate against the damped oscillator's own
    /// closed form (x = e^(−ηs) sin(ω_d s)/ω_d stops where tan(ω_d s) = ω_d/η).
    #[test]
    fn damped_against_closed_forms() {
        let law = Epsd { stiffness: 2.0, damping: 0.0, limit: 1.0, cap: Cap::Spring };
        let inertia = 0.5; // ω_n = 2, θ1 = 0.5
        for v0 in [0.3, 1.0, 5.0, 400.0] {
            let ball = Ball { radius: 1.0, inertia, speed: v0 };
            let exact = epsd(&ball, &law, 0.0).unwrap().unwrap();
            let tiny = epsd(&ball, &law, 1e-13).unwrap().unwrap();
            assert!(close(exact.distance, tiny.distance, 1e-10), "{exact:?} {tiny:?}");
            assert!(close(exact.time.unwrap(), tiny.time.unwrap(), 1e-10), "{exact:?} {tiny:?}");
            assert_eq!(exact.stopped, tiny.stopped);
        }
        for eta in [0.3, 0.9] {
            let wd = sqrt(1.0 - eta * eta);
            let s = atan2(wd, eta) / wd;
            let q = exp(-eta * s) * crate::math::sin(wd * s) / wd;
            let (qq, ss, how) = damped(eta, 0.5, Cap::Spring).unwrap();
            let ss = ss.unwrap();
            assert_eq!(how, Stopped::Spring);
            assert!(close(qq, 0.5 * q, 1e-10) && close(ss, s, 1e-10), "{qq} {ss}");
        }
        for eta in [3.0, 1e3, 1e6] {
            // s₁ = −η + √(η² − 1) written without cancellation.
            let root = sqrt(eta * eta - 1.0);
            let (s1, s2) = (-1.0 / (eta + root), -eta - root);
            let s = crate::math::ln(s2 / s1) / (s1 - s2);
            let q = (exp(s1 * s) - exp(s2 * s)) / (s1 - s2);
            let (qq, ss, _) = damped(eta, 0.2, Cap::Spring).unwrap();
            let ss = ss.unwrap();
            assert!(close(qq, 0.2 * q, 1e-10) && close(ss, s, 1e-10), "{eta}: {qq} {ss}");
        }
    }

    /// The ODE with its events against the law stepped as a DEM code steps it
    /// ([`Epsd::torque`], semi-implicit Euler with 2·10⁵ steps per natural period), for
    /// both caps: the same stopping point to the scheme's first-order error.
    #[test]
    fn events_match_the_stepped_law() {
        for cap in [Cap::Spring, Cap::Total] {
            for (eta, v0) in [(0.3, 3.0), (0.3, 0.2), (2.0, 3.0), (0.05, 1.5)] {
                let (k, i, m_max) = (2.0, 0.5, 1.0);
                let c = 2.0 * eta * sqrt(i * k);
                let law = Epsd { stiffness: k, damping: c, limit: m_max, cap };
                let ball = Ball { radius: 1.0, inertia: i, speed: v0 };
                let exact = epsd(&ball, &law, eta).unwrap().unwrap();
                let dt = 2.0 * core::f64::consts::PI / sqrt(k / i) / 2e5;
                let (mut theta, mut omega, mut spring, mut t) = (0.0, v0, 0.0, 0.0);
                // A creeping ball (capped on the total, overdamped) never reaches 0: 40
                // natural periods are its asymptote to 1e-6 here.
                while omega > 0.0 && t < 40.0 * 2.0 * core::f64::consts::PI / sqrt(k / i) {
                    let m = law.torque(spring, omega * dt, omega);
                    spring = m.spring;
                    omega += m.total / i * dt;
                    theta += omega * dt;
                    t += dt;
                }
                assert!(
                    close(theta, exact.distance, 2e-4),
                    "{cap:?} {eta} {v0}: {theta} {exact:?}"
                );
                match exact.time {
                    Some(te) => assert!(close(t, te, 2e-4), "{cap:?} {eta} {v0}: {t} {exact:?}"),
                    None => assert_eq!(exact.stopped, Stopped::Creeps),
                }
            }
        }
    }

    /// Inputs far from order 1 stay within the integrator's cap.
    #[test]
    fn extreme_scales() {
        for (eta, beta) in [
            (1e-9, 1e9),
            (1e6, 1e-9),
            (1e6, 1e9),
            (0.5, 1e15),
            (1e9, 1.0),
            (1e12, 1e-3),
            (1e12, 1e12),
        ] {
            let (q, s, _) =
                damped(eta, beta, Cap::Spring).unwrap_or_else(|e| panic!("{eta} {beta}: {e}"));
            let s = s.unwrap();
            assert!(q.is_finite() && q > 0.0 && s.is_finite() && s > 0.0, "{eta} {beta}");
        }
    }
}
