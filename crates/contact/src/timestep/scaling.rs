//! Timestep scaling (Itasca PFC manual, Timestep Determination, eq. 5–8): for a chosen Δt,
//! the inertial mass m_new = k_tran Δt² (eq. 5) and moment I_new = k_rot Δt² (eq. 7) that
//! make it stable, and the velocity factor m / m_new (eq. 6).

use super::dofs::Dofs;
use super::solution::Scaling;

/// The scaling for the typed Δt `dt` of a body of `mass` moving at up to `v_max`.
pub(super) fn scaling(dofs: &Dofs, mass: f64, v_max: Option<f64>, dt: f64) -> Scaling {
    let m_new = dofs.k_tran_max() * dt * dt;
    let k_rot_max = dofs.k_rot_max();
    Scaling {
        dt,
        mass: m_new,
        inertia: (k_rot_max > 0.0).then_some(k_rot_max * dt * dt),
        velocity_factor: mass / m_new,
        velocity: v_max.map(|v| v * mass / m_new),
        above_critical: dt > dofs.critical,
    }
}
