//! Each DEM code's tangential law (issue 23, item 2), as data on the tangential model
//! ([`crate::models::tangential`]): the laws it offers in the contract's words, how its
//! spring keeps its history, what F_n its Coulomb cap takes, how its dashpot is formed and
//! meets the cap, and its lever arms — each read in the code's source or documentation
//! (`docs/tangential-codes.md` gives files, lines and commits). With a code chosen, an
//! oblique impact uses that code's law.
//!
//! `tangential_damping` with a code is that code's own input: LAMMPS `x_t` (the tangential
//! dashpot as a multiple of the normal one, default 0), LIGGGHTS `tangential_damping off`
//! (0; on by default), Yade `betas` (default β_n), PFC `dp_sratio` (default 0), and the
//! ratio ζ_t of c_t = 2 ζ_t √(m* k_t) for MercuryDPM (`slidingDissipation` = c_t).

use super::releases::Resolved;
use super::setting::Setting;
use crate::contact;
use crate::error::Error;
use crate::math::sqrt;
use crate::models::tangential::{Arm, Cap, Dashpot, DashpotRule, History, Options, Rules};
use crate::pair;
use crate::scenario::{Scenario, TangentialLaw};
use crate::solution::Solution;
use alloc::format;

/// How a code forms its tangential dashpot and what `tangential_damping` is to it.
#[derive(Debug, Clone, Copy, PartialEq)]
enum CodeDashpot {
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
enum CodeKt {
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
struct CodeLaw {
    /// The contract's laws it offers, the first its default, with the code's words.
    laws: &'static [(TangentialLaw, &'static str)],
    /// How its constant-stiffness spring keeps its history.
    linear_history: History,
    /// Its constant k_t.
    kt: CodeKt,
    /// The cap without and with the code's tension switch (`limit`).
    cap: (Cap, Cap),
    /// The dashpot and the cap.
    rule: DashpotRule,
    /// Its dashpot.
    dashpot: CodeDashpot,
    /// The radius of the slip velocity; the torque's lever arm on a pair and on a wall.
    arms: (Arm, Arm, Arm),
    /// The radius of the slip velocity on a wall, where it differs from a pair's.
    wall_slip: Option<Arm>,
    /// Where it was read, and how sure.
    source: &'static str,
}

const LIGGGHTS_SRC: &str = "CFDEMproject/LIGGGHTS-PUBLIC @3d5c00f src/tangential_model_history.h (total displacement, rescaled to μ|F_n|, dashpot only while sticking), surface_model_default.h (lever arm r − ξ/2), normal_model_hertz.h, normal_model_hooke.h (γ_t on by default); source, run here (LIGGGHTS 3.8.0)";
const LAMMPS_SRC: &str = "LAMMPS src/GRANULAR/gran_sub_mod_tangential.cpp (jtclemm/lammps @ec2fece, 29Aug2024: mindlin total, mindlin/force incremental, linear_history total; |F| > μ|F_n| scaled and the history reset), granular_model.cpp (slip with the radii, torque r − ξ/2, wall r); source, run here (LAMMPS 22Jul2025)";
const LAMMPS_LEGACY_SRC: &str = "LAMMPS src/GRANULAR/pair_gran_hooke_history.cpp, pair_gran_hertz_history.cpp (jtclemm/lammps @ec2fece: total shear, kt = 2/7 kn and γ_t = γ_n/2 by default, cap μ|F_n| with the dashpot, reset, torque with the radius); source";
const YADE_SRC: &str = "Yade pkg/dem/HertzMindlin.cpp Law2_ScGeom_MindlinPhys_Mindlin (incremental, k_s = 8G*√(Rξ) from 2023.02a, cap μ max(F_n, 0), dashpot only while sticking, β_s = β_n by default), Ig2_Sphere_Sphere_ScGeom and Ig2_Wall_Sphere_ScGeom (slip with the radii, force at the contact point: r − ξ/2 on a pair, the wall's surface r − ξ on a wall); source, run here (Yade 2023.02a)";
const PFC_SRC: &str = "Itasca PFC 7.0 documentation (linear and hertz contact models: incremental shear force, slip at μ × the spring normal force, dp_sratio dashpot added outside the cap) and Itasca's example plugin ContactModelExample; from the documentation";
const EDEM_SRC: &str = "Altair EDEM help, Hertz-Mindlin (no slip): F_t = −S_t δ_t, S_t = 8G*√(R*δ_n), F_t^d = −2√(5/6)β√(S_t m*) v_t, limited by μ_s F_n; from the documentation (whether the dashpot is inside the cap, and the lever arm, unconfirmed)";
const KRATOS_SRC: &str = "KratosMultiphysics 10.4.4 DEMApplication custom_constitutive/DEM_D_Hertz_viscous_Coulomb_CL.cpp CalculateTangentialForceWithNeighbour (its newest stored text, which the linear law shares: the elastic shear force incremental, k_t = 4G*k_n/E*, scaled by √(ξ/ξ_old) while unloading in the Hertz law; cap DYNAMIC_FRICTION × F_n clipped at 0; over the cap with spring and dashpot alike in direction, the spring held at the cap and the dashpot dropped if the spring alone exceeds it, else the dashpot trimmed; against each other, the larger one kept and trimmed), CalculateViscoDampingForce (c_t = 2γ√(m* k_t)); custom_elements/spheric_particle.cpp (slip and torque at r − ξ/2 on a pair, at r − ξ against a wall); source, and run here (Kratos 10.4.4: a step-by-step emulation of these rules, validation/kratos_tangential.py, gives its vt′ and ω′ to 1e−6). Here the spring is held at the cap whenever it exceeds it; where the dashpot pulls against a spring beyond the cap Kratos's spring saw-tooths between the cap and cap + |F_d| instead (force μF_n − |F_d|/2 on average, here μF_n − |F_d|): vt′ 0.3 % off at 10° and 60° on a wall, equal at 30°";
const DEME_SRC: &str = "projectchrono/DEM-Engine @5f9e2850 src/kernel/DEMCustomizablePolicies/FullHertzianForceModel.cu lines 36–47 (δ_t += v_t Δt, projected), 102–126 (k_t = 8G*a with the geometric contact radius a, γ_t = 2√(5/3)β√(m* k_t), |F_t| capped at μ|F_n| and δ_t reset to the capped force); DEMCollisionKernels_SphSph.cuh (the contact point at r − δ/2); source, run on a GPU (DEME 3.0.19, recorded)";
const MERCURY_SRC: &str = "MercuryDPM Kernel/Interactions/FrictionForceInteractions/SlidingFrictionInteraction.cc (kuwt/MercuryDPM_fork @fb0ebf1: total spring, cap μ|F_n|, reset, contact point r − ξ/2); source";

const LIGGGHTS_HERTZ: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::MindlinTotal, "tangential history")],
    linear_history: History::Total,
    kt: CodeKt::Given,
    cap: (Cap::Absolute, Cap::NonNegative),
    rule: DashpotRule::OffWhileSliding,
    dashpot: CodeDashpot::Liggghts,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::ContactPoint),
    wall_slip: None,
    source: LIGGGHTS_SRC,
};

const LIGGGHTS_HOOKE: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Linear, "tangential history (k_t = k_n)")],
    kt: CodeKt::EqualsKn,
    ..LIGGGHTS_HERTZ
};

const LIGGGHTS_HOOKE_STIFFNESS: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Linear, "tangential history (kt typed)")],
    kt: CodeKt::Given,
    ..LIGGGHTS_HERTZ
};

const LAMMPS_HERTZ: CodeLaw = CodeLaw {
    laws: &[
        (TangentialLaw::MindlinTotal, "tangential mindlin NULL x_t μ"),
        (TangentialLaw::Mindlin, "tangential mindlin/force NULL x_t μ"),
        (TangentialLaw::Linear, "tangential linear_history k_t x_t μ"),
    ],
    linear_history: History::Total,
    kt: CodeKt::Given,
    cap: (Cap::Absolute, Cap::NonNegative),
    rule: DashpotRule::Reset,
    dashpot: CodeDashpot::TimesNormal,
    arms: (Arm::Radius, Arm::ContactPoint, Arm::Radius),
    wall_slip: None,
    source: LAMMPS_SRC,
};

const LAMMPS_HOOKE: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Linear, "tangential linear_history k_t x_t μ")],
    ..LAMMPS_HERTZ
};

const LAMMPS_LEGACY_HOOKE: CodeLaw = CodeLaw {
    laws: &[(
        TangentialLaw::Linear,
        "pair_style gran/hooke/history (kt = 2/7 kn, gammat = gamman/2 by default)",
    )],
    kt: CodeKt::TwoSevenths,
    dashpot: CodeDashpot::HalfNormal,
    arms: (Arm::Radius, Arm::Radius, Arm::Radius),
    source: LAMMPS_LEGACY_SRC,
    ..LAMMPS_HERTZ
};

const LAMMPS_LEGACY_HERTZ: CodeLaw = CodeLaw {
    laws: &[(
        TangentialLaw::MindlinTotal,
        "pair_style gran/hertz/history (k_t = 2/7 K_n √(R*ξ), gammat = gamman/2 by default)",
    )],
    ..LAMMPS_LEGACY_HOOKE
};

const YADE: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Mindlin, "Law2_ScGeom_MindlinPhys_Mindlin")],
    linear_history: History::Incremental,
    kt: CodeKt::Given,
    cap: (Cap::NonNegative, Cap::NonNegative),
    rule: DashpotRule::OffWhileSliding,
    dashpot: CodeDashpot::Yade,
    arms: (Arm::Radius, Arm::ContactPoint, Arm::Surface),
    wall_slip: None,
    source: YADE_SRC,
};

const PFC_LINEAR: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Linear, "linear model: ks (or kt_ratio), fric, dp_sratio")],
    linear_history: History::Incremental,
    kt: CodeKt::Given,
    cap: (Cap::SpringOnly, Cap::SpringOnly),
    rule: DashpotRule::Outside,
    dashpot: CodeDashpot::Ratio,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::ContactPoint),
    wall_slip: None,
    source: PFC_SRC,
};

const PFC_HERTZ: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Mindlin, "hertz model: hz_shear, hz_poiss, fric, dp_sratio")],
    ..PFC_LINEAR
};

const EDEM: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::MindlinTotal, "Hertz-Mindlin (no slip)")],
    linear_history: History::Total,
    kt: CodeKt::Given,
    cap: (Cap::NonNegative, Cap::NonNegative),
    rule: DashpotRule::Clamped,
    dashpot: CodeDashpot::Edem,
    arms: (Arm::Radius, Arm::Radius, Arm::Radius),
    wall_slip: None,
    source: EDEM_SRC,
};

const MERCURY: CodeLaw = CodeLaw {
    laws: &[(
        TangentialLaw::Linear,
        "SlidingFrictionSpecies: slidingStiffness, slidingDissipation, slidingFrictionCoefficient",
    )],
    linear_history: History::Total,
    kt: CodeKt::Given,
    cap: (Cap::Absolute, Cap::Absolute),
    rule: DashpotRule::Reset,
    dashpot: CodeDashpot::Ratio,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::ContactPoint),
    wall_slip: None,
    source: MERCURY_SRC,
};

const KRATOS_LINEAR: CodeLaw = CodeLaw {
    laws: &[(
        TangentialLaw::Linear,
        "DEM_D_Linear_viscous_Coulomb (k_t = 4G*/E* k_n, incremental)",
    )],
    linear_history: History::Incremental,
    kt: CodeKt::FourGOverE,
    cap: (Cap::NonNegative, Cap::NonNegative),
    rule: DashpotRule::Clamped,
    dashpot: CodeDashpot::Kratos,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::Surface),
    wall_slip: Some(Arm::Surface),
    source: KRATOS_SRC,
};

const DEME: CodeLaw = CodeLaw {
    laws: &[(
        TangentialLaw::MindlinTotal,
        "FullHertzianForceModel (k_t = 8G*a with its contact radius, total δ_t, reset at μ|F_n|)",
    )],
    linear_history: History::Total,
    kt: CodeKt::SixGOverE,
    cap: (Cap::Absolute, Cap::Absolute),
    rule: DashpotRule::Reset,
    dashpot: CodeDashpot::Deme,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::ContactPoint),
    wall_slip: None,
    source: DEME_SRC,
};

/// The tangential law of a setting, or why it has none here.
fn law_of(s: &Setting) -> Result<&'static CodeLaw, &'static str> {
    Ok(match s.id {
        "liggghts-hertz" => &LIGGGHTS_HERTZ,
        "liggghts-hooke" => &LIGGGHTS_HOOKE,
        "liggghts-hooke-stiffness" => &LIGGGHTS_HOOKE_STIFFNESS,
        "lammps-hooke-coeff-restitution" | "lammps-hooke-velocity" | "lammps-hooke-mass-velocity" | "lammps-hooke-viscoelastic" => &LAMMPS_HOOKE,
        "lammps-hertz-coeff-restitution" | "lammps-hertz-tsuji" | "lammps-hertz-tsuji-pre2026" | "lammps-hertz-viscoelastic" => &LAMMPS_HERTZ,
        "lammps-gran-hooke-history" => &LAMMPS_LEGACY_HOOKE,
        "lammps-gran-hertz-history" => &LAMMPS_LEGACY_HERTZ,
        "yade-hertz-mindlin" => &YADE,
        "pfc-linear" => &PFC_LINEAR,
        "pfc-hertz" => &PFC_HERTZ,
        "edem-hertz-mindlin" => &EDEM,
        "mercurydpm-linear" | "mercurydpm-hertzian" => &MERCURY,
        "kratos-linear" => &KRATOS_LINEAR,
        "chrono-deme" => &DEME,
        "kratos-hertz" => return Err("kratos-hertz (its incremental Mindlin spring, scaled by √(ξ/ξ_old) while unloading, is not in the catalogue yet; kratos-linear is)"),
        "lammps-gran-hooke" => return Err("lammps-gran-hooke (pair_style gran/hooke keeps no shear history: its viscous tangential force is not in the catalogue yet; use lammps-gran-hooke-history)"),
        "liggghts-hertz-stiffness" => return Err("liggghts-hertz-stiffness (its k_t typed in pressure units is not in the catalogue yet)"),
        "yade-viscel" => return Err("yade-viscel (ViscElMat's tangential spring from tc and et is not in the catalogue yet; use yade-hertz-mindlin)"),
        "yade-cundall-strack" => return Err("yade-cundall-strack (FrictPhys's tangential spring k_s = poisson·k_n, Law2_ScGeom_FrictPhys_CundallStrack, is not in the catalogue yet; use yade-hertz-mindlin)"),
        "chrono-smc-hooke" | "chrono-smc-hertz" | "chrono-multicore-flores" => return Err("this Chrono setting (Chrono SMC keeps no tangential history: its tangential force k_t|u|Δt + g_t|u| depends on the time step; not in the catalogue)"),
        _ => return Err("this code setting (its tangential law is not in the catalogue yet)"),
    })
}

/// The tangential laws of the code setting `id`, the first its default, each with the
/// code's own words for it (`tangential history`, `tangential mindlin/force NULL x_t μ`,
/// …): what the page's law selector offers with that code chosen. `Err`: why this setting has
/// no tangential law in the catalogue (or that no setting has this id).
pub fn laws(id: &str) -> Result<&'static [(TangentialLaw, &'static str)], &'static str> {
    let s = super::setting(id).ok_or("no code setting of this id")?;
    law_of(s).map(|c| c.laws)
}

/// Whether a scenario asks for an oblique impact.
fn oblique(sc: &Scenario) -> bool {
    [sc.vt, sc.omega1, sc.omega2, sc.mu, sc.kt, sc.kt_ratio, sc.tangential_damping]
        .iter()
        .any(Option::is_some)
        || sc.tangential.is_some()
}

/// The scenario without its tangential keys (a head-on impact: what the code's normal
/// inversions need).
pub(super) fn head_on(sc: &Scenario) -> Scenario {
    Scenario {
        vt: None,
        omega1: None,
        omega2: None,
        mu: None,
        kt: None,
        kt_ratio: None,
        tangential_damping: None,
        tangential: None,
        ..sc.clone()
    }
}

/// The code's dashpot from its input.
fn dashpot(c: &CodeLaw, model: &Scenario, sc: &Scenario) -> Result<Dashpot, Error> {
    let given = sc.tangential_damping;
    let bad = |allowed: &'static str| Error::OutOfRange {
        field: "tangential_damping",
        value: given.unwrap_or(f64::NAN),
        what: "the code's tangential damping",
        allowed,
    };
    // √(k_t/S_n) of a Hertz–Mindlin pair: √(8G*√(R*ξ) / (2E*√(R*ξ))) = √(4G*/E*).
    let mindlin_over_tangent = || -> Result<f64, Error> {
        match (pair::shear_modulus(model)?, pair::material(model)?) {
            (Some(g), Some(m)) => Ok(sqrt(4.0 * g / m.e_star)),
            _ => Ok(1.0),
        }
    };
    Ok(match (c.dashpot, given) {
        (CodeDashpot::Liggghts, Some(0.0)) => Dashpot::None,
        (CodeDashpot::Liggghts, Some(_)) => {
            return Err(bad("0 (tangential_damping off), or left out (on, LIGGGHTS's default)"))
        }
        (CodeDashpot::Liggghts | CodeDashpot::Edem, None)
            if model.model == crate::scenario::Model::Linear =>
        {
            Dashpot::Normal(1.0)
        }
        (CodeDashpot::Liggghts | CodeDashpot::Edem | CodeDashpot::Yade, None) => {
            Dashpot::Normal(mindlin_over_tangent()?)
        }
        (CodeDashpot::Edem, Some(_)) => {
            return Err(bad("left out (EDEM's tangential dashpot follows e)"))
        }
        (CodeDashpot::HalfNormal, None) => Dashpot::Normal(0.5),
        (CodeDashpot::HalfNormal, Some(_)) => {
            return Err(bad("left out (LAMMPS's default gammat = gamman/2 is used)"))
        }
        (CodeDashpot::TimesNormal, None) => Dashpot::None,
        (CodeDashpot::TimesNormal, Some(x)) if (0.0..=100.0).contains(&x) => {
            if x == 0.0 {
                Dashpot::None
            } else {
                Dashpot::Normal(x)
            }
        }
        (CodeDashpot::Ratio, None) => Dashpot::None,
        // The normal law's γ: α1 = √6γ (Hertz), ζ = γ (linear).
        (CodeDashpot::Kratos, None) if model.model == crate::scenario::Model::Linear => {
            Dashpot::Ratio(model.damping.unwrap_or(0.0))
        }
        (CodeDashpot::Kratos, None) => Dashpot::Ratio(model.damping.unwrap_or(0.0) / sqrt(6.0)),
        // α1 = √5|β| → ζ_t = √(5/3)|β| = α1/√3.
        (CodeDashpot::Deme, None) => Dashpot::Ratio(model.damping.unwrap_or(0.0) / sqrt(3.0)),
        (CodeDashpot::Kratos | CodeDashpot::Deme, Some(_)) => {
            return Err(bad("left out (this code's tangential dashpot follows e)"))
        }
        (CodeDashpot::Yade | CodeDashpot::Ratio, Some(z)) if (0.0..=100.0).contains(&z) => {
            if z == 0.0 {
                Dashpot::None
            } else {
                Dashpot::Ratio(z)
            }
        }
        (_, Some(_)) => return Err(bad("in [0, 100]")),
    })
}

/// The model scenario with the code's law fixed (its law's name, its k_t), and the options
/// of its rules.
fn with_law(
    r: &Resolved,
    c: &CodeLaw,
    model: &Scenario,
    sc: &Scenario,
    limit: bool,
) -> Result<(Scenario, Options), Error> {
    let s = &r.setting;
    let law = match sc.tangential {
        None => c.laws[0].0,
        Some(l) if c.laws.iter().any(|(x, _)| *x == l) => l,
        Some(l) => {
            return Err(Error::Invalid {
                field: "tangential".into(),
                value: l.name().into(),
                expected: "a tangential law of the code chosen (see its notes: LIGGGHTS mindlin-total or linear, LAMMPS mindlin-total, mindlin or linear, Yade and PFC hertz mindlin, EDEM mindlin-total, PFC linear and MercuryDPM linear)",
            })
        }
    };
    if s.id == "yade-hertz-mindlin" && r.release.name == "2022.01a" {
        return Err(Error::NotTaken { field: "vt", by: "Yade 2022.01a (its Mindlin shear stiffness 4G√(Rξ)/(2 − ν) with the materials' mean G and ν, and its wall radius, are not in the catalogue; 2023.02a is)" });
    }
    let mut m = model.clone();
    m.tangential = Some(law);
    m.tangential_damping = None;
    let mut mindlin_times_k = None;
    match (c.kt, law) {
        (CodeKt::EqualsKn, _) => {
            if sc.kt.is_some() || sc.kt_ratio.is_some() {
                return Err(Error::NotTaken {
                    field: if sc.kt.is_some() { "kt" } else { "kt_ratio" },
                    by: "liggghts-hooke (its k_t is k_n)",
                });
            }
            m.kt_ratio = Some(1.0);
        }
        (CodeKt::TwoSevenths, TangentialLaw::Linear)
            if sc.kt.is_none() && sc.kt_ratio.is_none() =>
        {
            m.kt_ratio = Some(2.0 / 7.0)
        }
        (CodeKt::TwoSevenths, _) => {
            // gran/hertz/history: k_t = (2/7) K_n √(R*ξ) = (2/7) k √ξ, k = K_n √R*.
            let given = [("kt", sc.kt), ("kt_ratio", sc.kt_ratio)];
            if let Some((field, _)) = given.iter().find(|x| x.1.is_some()) {
                return Err(Error::NotTaken {
                    field,
                    by: "lammps-gran-hertz-history (its default kt = 2/7 kn is used)",
                });
            }
            mindlin_times_k = Some(2.0 / 7.0);
        }
        (CodeKt::FourGOverE | CodeKt::SixGOverE, _) => {
            if let Some(field) =
                [("kt", sc.kt), ("kt_ratio", sc.kt_ratio)].iter().find_map(|(f, x)| x.map(|_| *f))
            {
                return Err(Error::NotTaken {
                    field,
                    by: "this code setting (its k_t is formed from the material)",
                });
            }
            let g_over_e = match (pair::shear_modulus(sc)?, pair::material(sc)?) {
                (Some(g), Some(m)) => g / m.e_star,
                _ => {
                    return Err(Error::Missing {
                        field: "E1",
                        hint: "this code forms k_t from the material: give E1, nu1, r1",
                    })
                }
            };
            if c.kt == CodeKt::FourGOverE {
                m.kt_ratio = Some(4.0 * g_over_e);
            } else {
                mindlin_times_k = Some(6.0 * g_over_e);
            }
        }
        _ => {}
    }
    let wall = model.m2.is_none() && model.rho2.is_none();
    let rules = Rules {
        cap: if limit { c.cap.1 } else { c.cap.0 },
        dashpot: c.rule,
        slip_arm: if wall { c.wall_slip.unwrap_or(c.arms.0) } else { c.arms.0 },
        torque_arm: if wall { c.arms.2 } else { c.arms.1 },
    };
    let dashpot = dashpot(c, model, sc)?;
    let opts = Options {
        rules,
        dashpot: Some(dashpot),
        linear_history: c.linear_history,
        mindlin_times_k,
    };
    Ok((m, opts))
}

/// The model's contact of a code scenario (`model`, the scenario the code's mapping made
/// from the user's `sc`), with that code's tangential law when `sc` is oblique.
pub(super) fn solve(
    r: &Resolved,
    sc: &Scenario,
    model: &Scenario,
    samples: usize,
    limit: bool,
) -> Result<Solution, Error> {
    if !oblique(sc) {
        return contact::solve(model, samples);
    }
    let c = law_of(&r.setting).map_err(|by| {
        let field = pair::tangential_keys().find(|k| sc.given().any(|g| g == *k)).unwrap_or("vt");
        Error::NotTaken { field, by }
    })?;
    let (m, opts) = with_law(r, c, model, sc, limit)?;
    let mut sol = contact::solve_with(&m, samples, &opts)?;
    if let Some(t) = sol.tangential.as_mut() {
        let words = c.laws.iter().find(|(l, _)| *l == t.law).map_or("", |(_, w)| *w);
        t.notes.push(format!("{}: {words}. Read in {}.", r.setting.code, c.source));
    }
    Ok(sol)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The laws listed per setting are those `with_law` accepts: LIGGGHTS hertz the total
    /// displacement law alone, LAMMPS granular hertz three (mindlin first), Yade the incremental
    /// one; settings without a tangential law say why.
    #[test]
    fn laws_of_settings() {
        let names =
            |id| laws(id).unwrap().iter().map(|(l, _)| l.name()).collect::<alloc::vec::Vec<_>>();
        assert_eq!(names("liggghts-hertz"), ["mindlin-total"]);
        assert_eq!(names("lammps-hertz-tsuji"), ["mindlin-total", "mindlin", "linear"]);
        assert_eq!(names("yade-hertz-mindlin"), ["mindlin"]);
        assert_eq!(names("pfc-linear"), ["linear"]);
        assert!(laws("liggghts-hertz").unwrap()[0].1.contains("tangential history"));
        assert!(laws("chrono-smc-hooke").is_err());
        assert!(laws("no-such-code").is_err());
    }
}
