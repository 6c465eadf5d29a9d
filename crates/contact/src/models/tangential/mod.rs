//! The tangential half of a contact (issue 23): friction, the tangential spring and dashpot,
//! the spins — an oblique impact of a sphere (or a disk) on a wall or on another sphere,
//! integrated together with the normal contact of its model.
//!
//! # Kinematics
//!
//! Body 1 moves along the tangent at `vt` relative to body 2 and the bodies spin at ω1, ω2
//! about the axis normal to the impact plane, signed so that a positive spin adds to the
//! slip of the contact point:
//!
//! ```text
//! u = vt + s1 ω1 + s2 ω2                (s_i = r_i, or r_i − ξ/2 for codes that take the
//!                                        contact point)
//! m* d(vt)/dt = F_t,   I_i dω_i/dt = a_i F_t       (a_i the lever arm)
//! ```
//!
//! with F_t the tangential force on body 1 along +vt, m* the effective mass of the normal
//! contact, I = (2/5) m r² for a solid sphere and (1/2) m r² for a disk (`dim: 2`). With
//! s_i = a_i = r_i: du/dt = F_t/m_t, 1/m_t = 1/m* + r1²/I1 + r2²/I2 (a sphere on a wall:
//! m_t = (2/7) m*). A wall neither moves nor turns.
//!
//! # The tangential laws ([`crate::TangentialLaw`])
//!
//! The no-slip stiffness of two elastic spheres pressed to the overlap ξ is Mindlin's
//! k_t = 8 G* √(R* ξ) = 8 G* a (a the contact radius), 1/G* = (2 − ν1)/G1 + (2 − ν2)/G2,
//! G = E/(2(1 + ν)), a rigid wall's term 0 (Mindlin 1949; Mindlin & Deresiewicz 1953; the
//! form of Di Renzo & Di Maio 2004, eq. 9, and Thornton & Yin 1991).
//!
//! - `mindlin` (incremental): dS/dt = −k_t(ξ) u while sticking, F_t = S (Yade's form; the
//!   "no-slip" approximation of Mindlin & Deresiewicz 1953 used by Maw, Barber & Fawcett 1976,
//!   1981 and Thornton & Yin 1991 for the loading branch);
//! - `mindlin-total`: F_t = −k_t(ξ) δ_t, δ_t = ∫u dt (Di Renzo & Di Maio 2004, eq. 9;
//!   LIGGGHTS's and EDEM's form), δ_t rescaled so that |F_t| = μ F_n while sliding;
//! - `linear`: a constant k_t, incremental (Cundall & Strack 1979);
//! - `coulomb`: the rigid limit, F_t = −μ F_n sign(u) while u ≠ 0; once u = 0 it rolls
//!   (F_t = 0).
//!
//! A tangential dashpot c_t u acts beside the spring, c_t = 2 ζ_t √(m* k_t)
//! (`tangential_damping` ζ_t; with a code, that code's own form).
//!
//! # The Coulomb cap and its rules ([`Rules`])
//!
//! |F_t| ≤ μ F_n. How a code enforces it changes the numbers (docs/tangential-codes.md):
//! what F_n the cap takes ([`Cap`]), whether the dashpot is inside it ([`DashpotRule`]),
//! the lever arm ([`Arm`]). The contract of issue 23 ([`Rules::CONTRACT`]): cap μ max(F_n, 0),
//! F_t = 0 while F_n ≤ 0 (δ_t frozen there), the spring alone held at the cap while it would
//! exceed it (truncation of the incremental spring, rescaling of δ_t) and F_t =
//! clamp(spring − c_t u, −cap, cap); the lever arm r.
//!
//! In continuous time a held spring is released when its law's own rate along its sign
//! falls below the cap's rate μ dF_n/dt; every such switch, the force's clamping, the end of
//! the tension tail and rolling are located as events of the integration ([`run`]), so the
//! integration is smooth between them. Gross slip from start to end with the contract's
//! rules has closed forms ([`outcome::gross_slip`]):
//! vt' = vt − s μ (1 + e) v0, ω_i' = ω_i − s μ m* (1 + e) v0 r_i / I_i,
//! u' = u0 − s μ (1 + e) v0 m*/m_t (s = sign u0; a sphere on a wall: m*/m_t = 7/2).

pub mod law;
pub mod outcome;
mod read;
pub mod run;
mod start;
mod state;

pub use law::{
    moment_of_inertia, Arm, Cap, Dashpot, DashpotRule, Force, History, Rules, Setup, Spin,
    Stiffness,
};
pub use outcome::{Event, Tangential, TangentialRegime};
pub use read::{read, Options};
