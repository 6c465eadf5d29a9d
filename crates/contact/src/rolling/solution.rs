//! What the rolling test answers: [`RollingSolution`], whose [`Rolling`] object holds the
//! contract's numbers (`dem-contact rolling`), and beside it the law, how the ball stopped
//! and the notes. Types only; [`super::rolling`] fills them.

use super::single_ball::Stopped;
use crate::codes::rolling::MuRow;
use alloc::string::String;
use alloc::vec::Vec;

/// The rolling test's numbers, SI units (null where the law has no such number, or where
/// it is infinite: no torque, the ball never stops).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Rolling {
    /// R_r \[m\]: the lever arm (a sphere on a flat: r1).
    pub lever_arm: f64,
    /// F_n = m g \[N\].
    pub normal_force: f64,
    /// M_max = μ_r R_r F_n \[N·m\].
    pub torque_limit: f64,
    /// k_n used \[N/m\] (epsd; null for constant).
    pub kn: Option<f64>,
    /// k_r = 2.25 k_n μ_r² R_r² \[N·m/rad\] (epsd).
    pub stiffness: Option<f64>,
    /// C_r = 2 η_r √(I_r k_r) \[N·m·s/rad\] (epsd).
    pub damping: Option<f64>,
    /// I_r = (7/5) m r1² \[kg·m²\], the inertia about the contact point.
    pub inertia: f64,
    /// 2π√(I_r/k_r) \[s\] (epsd).
    pub period: Option<f64>,
    /// The centre's travel until its speed first reaches 0 \[m\].
    pub stopping_distance: Option<f64>,
    /// The time until then \[s\].
    pub stopping_time: Option<f64>,
    /// atan(μ_r) \[deg\]: the steepest incline on which the ball stays at rest.
    pub static_angle: f64,
}

/// The answer of the rolling test.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RollingSolution {
    /// The contract's numbers.
    pub rolling: Rolling,
    /// The law's name (`constant`, `epsd`).
    pub law: &'static str,
    /// The law in one line.
    pub formula: &'static str,
    /// Where it comes from.
    pub source: &'static str,
    /// The Hertz static overlap δ_s = (F_n/k)^(2/3) \[m\] when k_n comes from the material.
    pub static_overlap: Option<f64>,
    /// θ1 = M_max/k_r \[rad\]: the rolling angle the EPSD spring takes elastically.
    pub elastic_angle: Option<f64>,
    /// How the ball stopped (null when it never stops or no v0 was given).
    pub stopped: Option<Stopped>,
    /// What else to know, in words.
    pub notes: Vec<String>,
    /// The μ_r to type in each code for the torque limit of this answer, on the test's wall
    /// and between two equal spheres of its radius.
    pub mu_r_to_type: Vec<MuRow>,
    /// With `code`: the code's setting and rules.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub code: Option<CodeRun>,
}

/// The setting of the code the test was run as.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CodeRun {
    /// Its id.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// How the law is chosen there.
    pub setting: &'static str,
    /// The name the coefficient is typed under.
    pub coefficient: &'static str,
    /// Its lever arm on a flat wall, and between two spheres, in words.
    pub lever: [&'static str; 2],
    /// How it forms k_r, in words.
    pub stiffness_rule: &'static str,
    /// How it forms its dashpot, in words.
    pub dashpot_rule: &'static str,
    /// What its cap limits: "spring", "spring and dashpot", or for a constant torque "torque
    /// itself (a constant torque: no spring)".
    pub cap: &'static str,
    /// The normal force its cap multiplies, in words.
    pub normal_force: &'static str,
    /// The tangential stiffness used \[N/m\] (k_r = k_t L²), given or Mindlin's.
    pub kt: Option<f64>,
    /// Where the code demands a rolling stiffness: the suggested value (taken when none is
    /// given).
    pub suggested: Option<Suggested>,
    /// Where it was read.
    pub source: &'static str,
    /// "source" or "documentation".
    pub status: &'static str,
}

/// The stiffness suggested where a code demands one (`kr`, `krot`, `kr_factor`): LIGGGHTS
/// epsd2's k_r = k_t R*² on the code's own lever, or Ai et al.'s 2.25
/// ([`crate::codes::rolling_spring::suggested`]).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Suggested {
    /// The key it is typed under.
    pub key: &'static str,
    /// The suggested value (SI: N/m for `kr`, N·m/rad for `krot`).
    pub value: f64,
    /// The value given instead, if any (null: the test took the suggestion).
    pub given: Option<f64>,
    /// Its rule and source, in words.
    pub rule: &'static str,
}
