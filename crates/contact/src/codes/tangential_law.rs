//! A DEM code's tangential law as data ([`CodeLaw`]): each code's file holds its settings'
//! laws ([`Tangential`], on its [`super::code::Code`]); [`super::tangential`] runs them.

use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::TangentialLaw;

/// How a code forms its tangential dashpot and what `tangential_damping` is to it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum CodeDashpot {
    /// LIGGGHTS: γ_t = 2√(5/6)|β|√(k_t m*) with the normal β (hertz: the normal Tsuji dashpot
    /// × √(k_t/S_n) = √(4G*/E*)), γ_t = γ_n (hooke); on by default, `tangential_damping off`
    /// (0) removes it.
    Liggghts,
    /// EDEM: −2√(5/6) β √(S_t m*) v_t, always (documentation).
    Edem,
    /// LAMMPS `pair granular`: x_t × the normal damping coefficient; `tangential_damping`
    /// = x_t, default 0.
    TimesNormal,
    /// LAMMPS legacy `gran/*/history`: m* γ_t with LAMMPS's default γ_t = γ_n/2.
    HalfNormal,
    /// Yade Hertz–Mindlin: c_s = 2 β_s √(m k_s), β_s = β_n by default (es = en);
    /// `tangential_damping` = β_s.
    Yade,
    /// The contract's ratio ζ_t (PFC `dp_sratio`, MercuryDPM), default none.
    Ratio,
    /// Kratos: c_t = 2γ√(m* k_t) with the normal law's DAMPING_GAMMA γ (Hertz: α1/√6;
    /// linear: ζ), always on.
    Kratos,
    /// DEM-Engine: γ_t = 2√(5/3)|β|√(m* k_t), ζ_t = √(5/3)|β| = α1/√3, always on.
    Deme,
}

/// How a code forms a constant k_t.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) enum CodeKt {
    /// As given (`kt` or `kt_ratio`).
    Given,
    /// k_t = k_n (LIGGGHTS `hooke`, ktToKnUser off).
    EqualsKn,
    /// k_t = (2/7) k_n unless `kt` is given (LAMMPS legacy default).
    TwoSevenths,
    /// k_t = 4G*/E* × k_n (Kratos `DEM_D_Linear_viscous_Coulomb`).
    FourGOverE,
    /// k_t = 8G*a with DEM-Engine's contact radius a = √(2R*ξ): 6G*/E* × its normal k √ξ.
    SixGOverE,
}

/// One code's tangential law.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct CodeLaw {
    /// The contract's laws it offers, the first its default, with the code's words.
    pub laws: &'static [(TangentialLaw, &'static str)],
    /// How its constant-stiffness spring keeps its history.
    pub linear_history: History,
    /// Its constant k_t.
    pub kt: CodeKt,
    /// The cap without and with the code's tension switch (`limit`).
    pub cap: (Cap, Cap),
    /// The dashpot and the cap.
    pub rule: DashpotRule,
    /// Its dashpot.
    pub dashpot: CodeDashpot,
    /// The radius of the slip velocity; the torque's lever arm on a pair and on a wall.
    pub arms: (Arm, Arm, Arm),
    /// The radius of the slip velocity on a wall, where it differs from a pair's.
    pub wall_slip: Option<Arm>,
    /// The releases whose tangential law is not in the catalogue, each with the words that
    /// follow "not taken by" (`vt`).
    pub refused: &'static [(&'static str, &'static str)],
    /// Where it was read, and how sure.
    pub source: &'static str,
}

/// A setting's tangential law, by its id, or why it has none in the catalogue (the words
/// that follow "not taken by").
pub(crate) type Tangential = (&'static str, Result<&'static CodeLaw, &'static str>);
