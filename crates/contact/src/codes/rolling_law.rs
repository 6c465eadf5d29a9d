//! A DEM code's rolling resistance as data ([`RollingCode`]): each code's file holds its own
//! settings; [`super::rolling`] lists them and turns one torque into each code's μ_r.

use crate::models::rolling::Cap;

/// The lever arm of a pair of spheres.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairLever {
    /// R* = R_i R_j/(R_i + R_j).
    Reduced,
    /// min(R_i, R_j).
    Min,
    /// Body i's centre to the contact point, R_i − δ/2.
    Own,
    /// 2R*, MercuryDPM's "effective diameter".
    Diameter,
    /// (R_i + R_j)/2.
    Mean,
}

/// The lever arm of a sphere on a flat wall.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WallLever {
    /// R_i.
    Radius,
    /// R_i − δ.
    LessOverlap,
    /// R_i − δ/2 (the contact point midway through the overlap).
    LessHalfOverlap,
    /// 2R_i.
    Diameter,
}

/// How a code forms its rolling stiffness k_r \[N·m/rad\] (L the lever arm).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stiffness {
    /// None: a constant torque.
    None,
    /// 2.25 k_n μ_r² L² (Ai et al. 2011).
    Epsd,
    /// c k_n μ_r² L², c typed (`kr_factor`).
    Factor,
    /// k_t L², k_t the tangential stiffness (`kt`, or Mindlin's 8G*√(R*δ)).
    Tangential,
    /// k L², k a pseudo-force stiffness typed in N/m (`kr`).
    PseudoForce,
    /// Typed in N·m/rad (`kr`).
    Angular,
    /// α R_i R_j k_s with the code's own k_s: not formed here.
    CodeOwn,
}

/// How a code forms its rolling dashpot.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dashpot {
    /// None.
    None,
    /// C_r = 2 η_r √(I_r k_r), η_r typed (`eta_r`).
    Ratio,
    /// γ L², γ a pseudo-force dashpot typed in N·s/m (`gamma_r`).
    PseudoForce,
}

/// One code's rolling-resistance setting.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RollingCode {
    /// The id for the key `code` of `dem-contact rolling`.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// How the law is chosen there.
    pub setting: &'static str,
    /// The name the rolling-friction coefficient is typed under.
    pub coefficient: &'static str,
    /// The lever arm between two spheres.
    pub pair: PairLever,
    /// The lever arm on a flat wall.
    pub wall: WallLever,
    /// The rolling stiffness (between spheres; see `wall_constant`).
    pub stiffness: Stiffness,
    /// The rolling dashpot.
    pub dashpot: Dashpot,
    /// What the cap limits.
    pub cap: Cap,
    /// On a wall the law is the constant torque whatever `stiffness` says.
    pub wall_constant: bool,
    /// The normal force the cap multiplies, in words.
    pub normal_force: &'static str,
    /// What the code takes, for the errors about keys it does not.
    pub takes: &'static str,
    /// Where it was read.
    pub source: &'static str,
    /// "source" (read in the code) or "documentation".
    pub status: &'static str,
    /// Where the coefficient is one number for every contact (a wall's and the particles'
    /// alike), why, with its source; `None` where each pair of materials takes its own.
    pub one_value: Option<&'static str>,
}
