//! What a timestep calculation answers: [`TimestepSolution`] with its [`Criterion`] rows,
//! the [`ReplayCheck`] at the recommendation, Del Cid's [`Rules`] of thumb, the [`Scaling`]
//! of the Itasca PFC manual (Timestep Determination, eq. 5–8) and each DEM code's
//! [`CodeRule`]. Types only: each is filled by the stage named in its docs (the contacts'
//! [`ContactCheck`] is beside the code that fills it, in `cases.rs`).

use super::cases::ContactCheck;
use crate::scheme::ExactNumbers;
use alloc::string::String;
use alloc::vec::Vec;

/// What limits the timestep, every criterion, and the one recommended.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TimestepSolution {
    /// 2 or 3.
    pub dim: u8,
    /// Body mass \[kg\].
    pub mass: f64,
    /// Moment of inertia \[kg·m²\].
    pub inertia: f64,
    /// Number of contacts used.
    pub contacts: usize,
    /// Degree-of-freedom names ("x", "y", "z", "θx", "θy", "θz"; 2D: "x", "y", "θz").
    pub dofs: Vec<&'static str>,
    /// Summed diagonal stiffness per degree of freedom \[N/m or N·m/rad\].
    pub stiffness: Vec<f64>,
    /// √(m/k) or √(I/k) per degree of freedom \[s\] (`None` where k = 0).
    pub dof_times: Vec<Option<f64>>,
    /// The smallest translational √(m/k_tran) \[s\] (PFC manual eq. 11).
    pub translational: Option<f64>,
    /// The smallest rotational √(I/k_rot) \[s\].
    pub rotational: Option<f64>,
    /// PFC's critical timestep: the minimum over the degrees of freedom, before the
    /// safety factor \[s\].
    pub critical: f64,
    /// The degree of freedom that sets it.
    pub critical_dof: &'static str,
    /// For that degree of freedom: the single mass–spring limit 2√(m/k) = T/π (eq. 9).
    pub single_spring: f64,
    /// The kinematic limit t_kin (eq. 4), when v_max, a_max and ε are given \[s\].
    pub kinematic: Option<f64>,
    /// Safety factor applied.
    pub safety_factor: f64,
    /// PFC's estimate: safety factor × min(critical, kinematic) \[s\] (the first version's
    /// answer, kept for its users; the timestep to use is [`Self::recommended`]).
    pub timestep: f64,
    /// What governs it: "stiffness (x)" or "kinematic".
    pub governing: String,
    /// Rayleigh time π R √(ρ/G)/(0.1631 ν + 0.8766) \[s\], with material and radius.
    pub rayleigh: Option<f64>,
    /// Hertz contact time of two such spheres at v_max \[s\].
    pub hertz_time: Option<f64>,
    /// The timestep as a fraction of the Rayleigh time.
    pub fraction_of_rayleigh: Option<f64>,
    /// The timestep as a fraction of the Hertz contact time.
    pub fraction_of_hertz: Option<f64>,
    /// Rules of thumb (Del Cid, Choosing a Timestep), with the contact time when given.
    pub rules: Rules,
    /// Timestep scaling for the chosen `dt` (eq. 5–8), when given.
    pub scaling: Option<Scaling>,
    /// Normal stiffness of the packing's contacts \[N/m\] (given, or from the stiffest
    /// contact described); `None` for a list of contacts.
    pub kn: Option<f64>,
    /// Shear stiffness of the packing's contacts \[N/m\].
    pub ks: Option<f64>,
    /// The contacts the particles make, each with its stiffness, damping and duration.
    pub pairs: Vec<ContactCheck>,
    /// Every applicable criterion: id → Δt \[s\] (`pfc`, `contact-stability`, `rayleigh`,
    /// `contact-time`, `kinematic`).
    #[cfg_attr(feature = "serde", serde(serialize_with = "criteria_map"))]
    pub criteria: Vec<Criterion>,
    /// The same criteria with their names, sources, working and verdicts, smallest first.
    pub criteria_detail: Vec<Criterion>,
    /// The recommended timestep: the smallest criterion \[s\].
    pub recommended: f64,
    /// The id of the criterion that sets it.
    pub recommended_by: &'static str,
    /// A typed Δt judged against every criterion: the worst verdict ("fine", "inaccurate",
    /// "unstable").
    pub verdict: Option<&'static str>,
    /// The contact replayed with PFC's velocity Verlet at the recommended Δt.
    pub replay: Option<ReplayCheck>,
    /// Each DEM code's own rule for these particles, judged against the criteria.
    pub code_rules: Vec<CodeRule>,
    /// With a code chosen (the pair's `code`): the line that sets the recommended timestep in
    /// that code's input (LIGGGHTS/LAMMPS `timestep`, Yade `O.dt`, PFC `model timestep fix`,
    /// MercuryDPM `setTimeStep`, Chrono `DoStepDynamics`, EDEM's fixed time step in words).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub code_line: Option<String>,
    /// What else to know (assumptions made, criteria left out and why).
    pub notes: Vec<String>,
}

/// One timestep criterion.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Criterion {
    /// Id: `pfc`, `contact-stability`, `rayleigh`, `contact-time`, `kinematic`.
    pub id: &'static str,
    /// What it is, in words.
    pub name: String,
    /// The largest Δt it allows \[s\].
    pub dt: f64,
    /// `stability` (beyond it the scheme blows up) or `accuracy` (beyond it the contact
    /// or the motion is badly resolved).
    pub kind: &'static str,
    /// The formula with the numbers in it.
    pub working: String,
    /// Where it comes from (paper or manual, equation).
    pub source: &'static str,
    /// For a typed Δt: "fine", "inaccurate" or "unstable".
    pub verdict: Option<&'static str>,
    /// For a typed Δt: Δt over this criterion.
    pub ratio: Option<f64>,
}

/// The replay at the recommended Δt: what a DEM code gets, and the stability limit the
/// scheme shows.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ReplayCheck {
    /// The contact replayed (the one with the smallest stability limit).
    pub case: String,
    /// Δt \[s\].
    pub dt: f64,
    /// Steps in contact.
    pub steps: usize,
    /// The scheme's restitution, contact time, maximum overlap and force.
    pub got: ExactNumbers,
    /// The smallest and largest restitution as the contact begins elsewhere within a step
    /// ([`crate::scheme::SchemeRun::restitution_range`]).
    pub restitution_range: Option<(f64, f64)>,
    /// The exact ones.
    pub exact: ExactNumbers,
    /// Relative errors.
    pub errors: ExactNumbers,
    /// The stability limit estimated, (2/ω0)(√(1+ζ²) − ζ) \[s\].
    pub stability_estimate: f64,
    /// The stability limit the scheme shows, found by replaying the contact at rest under its
    /// largest force and bisecting Δt (`None` when the contact has no such form).
    pub stability_found: Option<f64>,
    /// The replay's own message (instability, no separation), if any.
    pub message: Option<String>,
}

#[cfg(feature = "serde")]
fn criteria_map<S: serde::Serializer>(c: &[Criterion], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut m = s.serialize_map(Some(c.len()))?;
    for x in c {
        m.serialize_entry(x.id, &x.dt)?;
    }
    m.end()
}

/// Del Cid's rules of thumb (Choosing a Timestep).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Rules {
    /// 2/ω_n = 2√(m/k) for the stiffest translational degree of freedom \[s\].
    pub two_over_omega: f64,
    /// 5 % and 10 % of the contact time \[s\].
    pub contact_fraction: Option<(f64, f64)>,
    /// A tenth of the contact time (≥ 10 steps per contact) \[s\].
    pub ten_steps: Option<f64>,
    /// Steps per contact at the timestep.
    pub steps_per_contact: Option<f64>,
    /// Which of the rules the timestep meets, in words.
    pub verdicts: Vec<String>,
}

/// Timestep scaling (Itasca PFC manual, Timestep Determination, eq. 5–8) for a chosen Δt.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Scaling {
    /// The chosen Δt \[s\].
    pub dt: f64,
    /// m_new = k_tran Δt² \[kg\] (eq. 5), k_tran the largest translational stiffness.
    pub mass: f64,
    /// I_new = k_rot Δt² \[kg·m²\] (eq. 7).
    pub inertia: Option<f64>,
    /// Velocity factor m / m_new (eq. 6).
    pub velocity_factor: f64,
    /// v_max m / m_new \[m/s\], when v_max is given.
    pub velocity: Option<f64>,
    /// Whether the chosen Δt is above PFC's critical timestep.
    pub above_critical: bool,
}

/// A code's own timestep rule for these particles.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CodeRule {
    /// The code.
    pub code: &'static str,
    /// The rule, in words.
    pub rule: String,
    /// The Δt it gives here \[s\] (`None`: the code has no rule, or it needs what was not
    /// given).
    pub dt: Option<f64>,
    /// "fine", "inaccurate" or "unstable" against the calculator's criteria.
    pub verdict: Option<&'static str>,
    /// Δt over the recommended Δt.
    pub ratio: Option<f64>,
    /// Where the rule was read.
    pub source: &'static str,
}
