//! LAMMPS (lammps/lammps), GRANULAR package.
//!
//! - `src/GRANULAR/gran_sub_mod_damping.cpp` @07b704ca: `GranSubModDampingCoeffRestitution::
//!   init()` (lines 170–183): Hooke `damp = −2 ln e/√(π² + ln²e)` (ζ = |β|); otherwise
//!   `damp = −√(3/2)·2√(5/6) ln e/√(π² + ln²e)` = √5|β|; `GranSubModDampingTsuji::init()`
//!   (lines 136–149): Marshall's polynomial (`// Eq. 53 from Marshall 2009`) times `MY_SQRT2`
//!   ("for effective mass convention (as in Tsuji 1992)"); the prefactor (kernel
//!   `gran_damping_tsuji_prefactor`) is damp·√(m_eff F_el/δ), so η = α1 √(m* k_H) δ^(1/4)
//!   for Hertz and 2ζ√(m* k) for Hooke. Before the √2: the same file @fbea0af2 (no factor);
//!   the change is discussed in PR lammps/lammps#5113 (the commit that added it was not
//!   identified: unconfirmed).
//! - `GranSubModDampingViscoelastic` (line 118 + kernel): η = damp·m_eff·a, a = √(R*δ): with
//!   `hertz/material` (k = 4/3 E*) this is the viscoelastic law with A = damp m*/(2E*).
//! - `src/GRANULAR/granular_model.cpp`: `if (limit_damping && Fntot < 0.0) Fntot = 0.0`
//!   (tension clipped with the `limit_damping` keyword, default off); wall R* = the
//!   particle's radius (`radj == 0`).
//! - `src/GRANULAR/gran_sub_mod.cpp`: `mix_stiffnessE` = standard E*; `mix_stiffnessE_wall`
//!   = E/(2(1 − ν²)) (a wall of the particle's material); coefficients of different types
//!   mixed by geometric mean.
//! - `pair_granular.cpp`: m_eff = m_i m_j/(m_i + m_j), a frozen body → the other's mass;
//!   `fix_wall_gran.cpp`: m_eff = the particle's mass.
//! - Legacy `src/GRANULAR/pair_gran_hertz_history.cpp` @d4add876: F = √(R*δ)(K_n δ − m_eff
//!   γ_n v_n), K_n in pressure units (k_H = K_n √R*); `limit_damping` from the docs
//!   (`doc/src/pair_gran.rst`).

use super::adhesion_setting::{AdhesiveSetting, Input, Normal, NO_RULES};
use super::code::Code;
use super::friction::Friction;
use super::release_rules::{Absent, Era, Wall};
use super::rolling_law::{
    Dashpot as RollingDashpot, PairLever, RollingCode, Stiffness as RollingStiffness, WallLever,
};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes, ViscoA};
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw, Tangential};
use crate::models::adhesion::law::Rules;
use crate::models::rolling::Cap as RollingCap;
use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::AdhesionLaw;
use crate::scenario::Scenario;
use crate::scenario::TangentialLaw;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;

const MASS: &str = "reduced m₁m₂/(m₁ + m₂); a frozen body counts as the other's mass";
const WALL: &str = "the particle's mass; R* = its radius; E_eff = E/(2(1 − ν²)) of the E, ν typed into fix wall/gran: the snippet types the E that gives the wall's material (E2, ν2), else the particle's own";
const SRC_DAMPING: &str = "lammps/lammps src/GRANULAR/gran_sub_mod_damping.cpp @07b704ca (init() lines 136–183), gran_sub_mod_damping_kernel.h, gran_sub_mod_normal.cpp, granular_model.cpp (limit_damping), pair_granular.cpp, fix_wall_gran.cpp";

/// `pair_coeff * * hooke k e tangential … damping coeff_restitution`.
pub const HOOKE_COEFF_RESTITUTION: Setting = Setting {
    id: "lammps-hooke-coeff-restitution",
    code: "LAMMPS",
    title: "pair granular: hooke with damping coeff_restitution",
    short: "hooke, coeff_restitution",
    summary: "LAMMPS granular hooke, e typed, ζ = |β(e)|: exact unless limit_damping clips tension",
    rule: Rule::LinearFromE,
    takes: Takes::Restitution,
    instead: None,
    typed_name: "e",
    typed_unit: "",
    clipped: false,
    switch: Some("limit_damping"),
    mass: MASS,
    wall: "the particle's mass (fix wall/gran)",
    extra: &[],
    takes_text:
        "lammps-hooke-coeff-restitution (it takes the masses, k or k1 and k2, v0, e and limit)",
    stiffness: Stiffness::K,
    source: SRC_DAMPING,
    status: "confirmed from source",
    notes: &[],
};

/// `pair_coeff * * hertz/material E e ν tangential … damping coeff_restitution`.
pub const HERTZ_COEFF_RESTITUTION: Setting = Setting {
    id: "lammps-hertz-coeff-restitution",
    code: "LAMMPS",
    title: "pair granular: hertz/material with damping coeff_restitution",
    short: "hertz, coeff_restitution",
    summary: "LAMMPS granular hertz/material, e typed, α1 = √5|β(e)|: exact unless limit_damping clips tension",
    rule: Rule::Tsuji(Alpha1::Sqrt5Beta),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "e",
    typed_unit: "",
    clipped: false,
    switch: Some("limit_damping"),
    mass: MASS,
    wall: WALL,
    extra: &[],
    takes_text: "lammps-hertz-coeff-restitution (it takes the masses, the material or k, v0, e and limit)",
    stiffness: Stiffness::KOrMaterial,
    source: SRC_DAMPING,
    status: "confirmed from source",
    notes: &[],
};

/// `… damping tsuji` (current: √2 × Marshall's polynomial).
pub const HERTZ_TSUJI: Setting = Setting {
    id: "lammps-hertz-tsuji",
    code: "LAMMPS",
    title: "pair granular: hertz/material with damping tsuji",
    short: "hertz, damping tsuji",
    summary: "LAMMPS damping tsuji: α1 = √2 × Marshall's polynomial in e (within 0.15 % of √5|β|)",
    rule: Rule::Tsuji(Alpha1::Sqrt2Poly),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "e",
    typed_unit: "",
    clipped: false,
    switch: Some("limit_damping"),
    mass: MASS,
    wall: WALL,
    extra: &[],
    takes_text: "lammps-hertz-tsuji (it takes the masses, the material or k, v0, e and limit)",
    stiffness: Stiffness::KOrMaterial,
    source: "lammps/lammps src/GRANULAR/gran_sub_mod_damping.cpp @07b704ca, GranSubModDampingTsuji::init() lines 136–149 (`damp *= MY_SQRT2`)",
    status: "confirmed from source (the documentation's version note of the √2 change: unconfirmed)",
    notes: &[],
};

/// `… damping tsuji` before the √2 was added.
pub const HERTZ_TSUJI_PRE2026: Setting = Setting {
    id: "lammps-hertz-tsuji-pre2026",
    code: "LAMMPS",
    title: "pair granular: hertz/material with damping tsuji (before the √2 fix)",
    short: "hertz, tsuji before the fix",
    summary: "LAMMPS damping tsuji before its √2 fix: α1 = Marshall's polynomial, too little damping (e = 0.5 typed → 0.616)",
    rule: Rule::Tsuji(Alpha1::Poly),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "e",
    typed_unit: "",
    clipped: false,
    switch: Some("limit_damping"),
    mass: MASS,
    wall: WALL,
    extra: &[],
    takes_text: "lammps-hertz-tsuji-pre2026 (it takes the masses, the material or k, v0, e and limit)",
    stiffness: Stiffness::KOrMaterial,
    source: "lammps/lammps src/GRANULAR/gran_sub_mod_damping.cpp @fbea0af2 (GranSubModDampingTsuji::init(), no √2); the √2 is discussed in lammps/lammps#5113 (the commit adding it: unconfirmed)",
    status: "confirmed from source; when the fix landed: unconfirmed",
    notes: &["Versions of LAMMPS before the √2 fix: check yours in src/GRANULAR/gran_sub_mod_damping.cpp (`damp *= MY_SQRT2`)."],
};

/// `pair_coeff * * hertz/material E damp ν …` (default damping viscoelastic).
pub const HERTZ_VISCOELASTIC: Setting = Setting {
    id: "lammps-hertz-viscoelastic",
    code: "LAMMPS",
    title: "pair granular: hertz/material with damping viscoelastic (the default)",
    short: "hertz, viscoelastic",
    summary: "LAMMPS default viscoelastic damping η = damp·m*·√(R*δ): e falls with the impact speed",
    rule: Rule::Viscoelastic(ViscoA::LammpsDamp),
    takes: Takes::Damping,
    instead: None,
    typed_name: "damp (η_n0)",
    typed_unit: "1/(s·m)",
    clipped: false,
    switch: Some("limit_damping"),
    mass: MASS,
    wall: WALL,
    extra: &[],
    takes_text: "lammps-hertz-viscoelastic (it takes the masses, the material E1, nu1, r1, v0, damping or e, and limit)",
    stiffness: Stiffness::Material,
    source: "lammps/lammps src/GRANULAR/gran_sub_mod_damping.cpp @07b704ca, GranSubModDampingViscoelastic::calculate_forces() line 118; pair_granular.cpp coeff() (default damping viscoelastic)",
    status: "confirmed from source",
    notes: &["LAMMPS documents no relation from e to damp: the value shown gives the requested e at this impact speed only."],
};

/// `pair_style gran/hertz/history Kn Kt gamma_n gamma_t xmu dampflag`.
pub const GRAN_HERTZ_HISTORY: Setting = Setting {
    id: "lammps-gran-hertz-history",
    code: "LAMMPS",
    title: "pair_style gran/hertz/history (legacy)",
    short: "gran/hertz/history",
    summary: "LAMMPS legacy gran/hertz/history: F = √(R*δ)(K_n δ − m* γ_n v_n): e falls with the impact speed",
    rule: Rule::Viscoelastic(ViscoA::GammaN),
    takes: Takes::Damping,
    instead: None,
    typed_name: "gamma_n",
    typed_unit: "1/(s·m)",
    clipped: false,
    switch: Some("limit_damping"),
    mass: MASS,
    wall: "the particle's mass; R* = its radius (fix wall/gran hertz/history)",
    extra: &[],
    takes_text: "lammps-gran-hertz-history (it takes the masses, the material E1, nu1, r1, v0, damping or e, and limit)",
    stiffness: Stiffness::Material,
    source: "lammps/lammps src/GRANULAR/pair_gran_hertz_history.cpp @d4add876 compute() and settings(); doc/src/pair_gran.rst @13be68ae (K_n = 4G/(3(1 − ν)), limit_damping)",
    status: "confirmed from source (limit_damping for this style: from the documentation)",
    notes: &["K_n is in pressure units: k_H = K_n √R*; K_n = 4/3 E* here (the documentation suggests 4G/(3(1 − ν)), the same for identical materials)."],
};

const SRC_LEGACY_HOOKE: &str = "lammps/lammps src/GRANULAR/pair_gran_hooke_history.cpp @ec2fece8 compute() lines 240–248 (meff = m_i m_j/(m_i + m_j), a frozen body → the other's; damp = meff·gamman·v_n; ccel = kn·δ − damp; limit_damping clips ccel < 0) and settings() lines 375–394; pair_gran_hooke.cpp lines 166–168 (the same normal force); run here (the validation suite: 7Jan2022 and 22Jul2025)";
const SRC_HOOKE_DAMPING: &str = "lammps/lammps src/GRANULAR/gran_sub_mod_damping.cpp @ec2fece8: velocity (line 79, η = damp), mass_velocity (line 96, η = damp·meff), viscoelastic (line 114, η = damp·meff·a), gran_sub_mod_normal.cpp (hooke F = k δ; a = √(R*δ), line 64); run here (the validation suite: 7Jan2022 and 22Jul2025)";

/// `pair_style gran/hooke Kn Kt gamma_n gamma_t xmu dampflag [limit_damping]`.
pub const GRAN_HOOKE: Setting = Setting {
    id: "lammps-gran-hooke",
    code: "LAMMPS",
    title: "pair_style gran/hooke (legacy)",
    short: "gran/hooke",
    summary: "LAMMPS legacy gran/hooke: F = k_n δ − m* γ_n v_n, γ_n typed [1/time]; e exact from γ_n unless limit_damping clips tension",
    rule: Rule::LinearMassGamma,
    takes: Takes::Damping,
    instead: None,
    typed_name: "gamma_n",
    typed_unit: "1/s",
    clipped: false,
    switch: Some("limit_damping"),
    mass: MASS,
    wall: "the particle's mass (fix wall/gran hooke)",
    extra: &[],
    takes_text: "lammps-gran-hooke (it takes the masses, k or k1 and k2, v0, damping (gamma_n) or e, and limit)",
    stiffness: Stiffness::K,
    source: SRC_LEGACY_HOOKE,
    status: "confirmed from source and by running LAMMPS 7Jan2022 and 22Jul2025",
    notes: &[],
};

/// `pair_style gran/hooke/history …`: the same normal force, with shear history.
pub const GRAN_HOOKE_HISTORY: Setting = Setting {
    id: "lammps-gran-hooke-history",
    title: "pair_style gran/hooke/history (legacy)",
    short: "gran/hooke/history",
    summary: "LAMMPS legacy gran/hooke/history: the normal force of gran/hooke (F = k_n δ − m* γ_n v_n); the history is tangential",
    takes_text: "lammps-gran-hooke-history (it takes the masses, k or k1 and k2, v0, damping (gamma_n) or e, and limit)",
    ..GRAN_HOOKE
};

/// `pair_coeff * * hooke k damp … damping velocity`.
pub const HOOKE_VELOCITY: Setting = Setting {
    id: "lammps-hooke-velocity",
    code: "LAMMPS",
    title: "pair granular: hooke with damping velocity",
    short: "hooke, damping velocity",
    summary: "LAMMPS granular hooke with damping velocity: the dashpot η = damp [force·time/distance] itself",
    rule: Rule::LinearAbsolute,
    takes: Takes::Damping,
    instead: None,
    typed_name: "damp",
    typed_unit: "N·s/m",
    clipped: false,
    switch: Some("limit_damping"),
    mass: MASS,
    wall: "the particle's mass (fix wall/gran)",
    extra: &[],
    takes_text: "lammps-hooke-velocity (it takes the masses, k or k1 and k2, v0, damping (damp) or e, and limit)",
    stiffness: Stiffness::K,
    source: SRC_HOOKE_DAMPING,
    status: "confirmed from source and by running LAMMPS 7Jan2022 and 22Jul2025",
    notes: &[],
};

/// `pair_coeff * * hooke k damp … damping mass_velocity`.
pub const HOOKE_MASS_VELOCITY: Setting = Setting {
    id: "lammps-hooke-mass-velocity",
    title: "pair granular: hooke with damping mass_velocity",
    short: "hooke, mass_velocity",
    summary: "LAMMPS granular hooke with damping mass_velocity: η = damp·m* (damp [1/time])",
    rule: Rule::LinearMassGamma,
    typed_unit: "1/s",
    takes_text: "lammps-hooke-mass-velocity (it takes the masses, k or k1 and k2, v0, damping (damp) or e, and limit)",
    ..HOOKE_VELOCITY
};

/// `pair_coeff * * hooke k damp …` with the default `damping viscoelastic`.
pub const HOOKE_VISCOELASTIC: Setting = Setting {
    id: "lammps-hooke-viscoelastic",
    title: "pair granular: hooke with damping viscoelastic (the default)",
    short: "hooke, viscoelastic",
    summary: "LAMMPS granular hooke with the default damping viscoelastic: η = damp·m*·√(R*δ): e falls with the impact speed",
    rule: Rule::HookeViscoelastic,
    typed_unit: "1/(s·m)",
    takes_text: "lammps-hooke-viscoelastic (it takes the masses, the radii r1 (r2), k or k1 and k2, v0, damping (damp) or e, and limit)",
    notes: &["damping viscoelastic is LAMMPS's default: a granular hooke contact without a damping keyword gets it, and its restitution falls with the impact speed."],
    ..HOOKE_VELOCITY
};

/// LAMMPS's tangential model for the law solved (`tangential mindlin`, `mindlin/force`,
/// `linear_history`; `gran_sub_mod_tangential.cpp`), or the placeholder a head-on contact
/// needs (`pair granular` requires one).
fn tangential_model(f: &Friction) -> String {
    let mu = &f.mu;
    let xt = |x: Option<f64>| x.map_or(String::from("0.0"), |x| text::num(x, 6));
    match f.law {
        Some((TangentialLaw::MindlinTotal, _, x)) => {
            format!("tangential mindlin NULL {} {mu}", xt(x))
        }
        Some((TangentialLaw::Mindlin, _, x)) => {
            format!("tangential mindlin/force NULL {} {mu}", xt(x))
        }
        Some((TangentialLaw::Linear, kt, x)) => format!(
            "tangential linear_history {} {} {mu}",
            kt.map_or(String::from("<k_t>"), |k| text::num(k, 6)),
            xt(x)
        ),
        _ => format!("tangential linear_nohistory 1.0 {mu}"),
    }
}

/// The `pair_coeff`/`pair_style` lines; `f`: the friction and the tangential law solved; at
/// a wall (`wall_e`: the E to type into the fix, [`super::ctx::Ctx::wall_modulus`]) the
/// hertz/material settings' `fix wall/gran` line too.
pub(crate) fn snippet(
    s: &Setting,
    k: &str,
    (e1, nu1): (&str, &str),
    value: f64,
    limit: bool,
    (e_star, wall_e): (Option<f64>, Option<f64>),
    f: &Friction,
) -> String {
    let lines = pair_lines(s, k, (e1, nu1), value, limit, e_star, f);
    let damping = match s.id {
        "lammps-hertz-coeff-restitution" => "coeff_restitution",
        "lammps-hertz-tsuji" | "lammps-hertz-tsuji-pre2026" => "tsuji",
        "lammps-hertz-viscoelastic" => "viscoelastic",
        _ => return lines,
    };
    match wall_e {
        Some(e) => format!(
            "{lines}\n# the wall: fix wall/gran takes its own E, ν (E_eff = E/(2(1 − ν²))): E typed for this wall's E*\nfix wall all wall/gran granular hertz/material {} {} {nu1} {} damping {damping}{} zplane 0.0 NULL",
            text::num(e, 6),
            text::num(value, 6),
            tangential_model(f),
            if limit { " limit_damping" } else { "" }
        ),
        None => lines,
    }
}

/// The pair's `pair_style`/`pair_coeff` lines ([`snippet`]).
fn pair_lines(
    s: &Setting,
    k: &str,
    (e1, nu1): (&str, &str),
    value: f64,
    limit: bool,
    e_star: Option<f64>,
    f: &Friction,
) -> String {
    let v = text::num(value, 6);
    let mu = &f.mu;
    let lim = format!("{}\n# {}", if limit { " limit_damping" } else { "" }, f.note());
    let tangential = tangential_model(f);
    match s.id {
        "lammps-hooke-coeff-restitution" => format!(
            "pair_style granular\n# hooke: k [force/distance], then e; the tangential model is required (edit it)\npair_coeff * * hooke {k} {v} {tangential} damping coeff_restitution{lim}"
        ),
        "lammps-hertz-coeff-restitution" => format!(
            "pair_style granular\n# hertz/material: E [pressure], e, nu; the tangential model is required (edit it)\npair_coeff * * hertz/material {e1} {v} {nu1} {tangential} damping coeff_restitution{lim}"
        ),
        "lammps-hertz-tsuji" | "lammps-hertz-tsuji-pre2026" => format!(
            "pair_style granular\n# hertz/material: E [pressure], e (read as e by damping tsuji), nu\npair_coeff * * hertz/material {e1} {v} {nu1} {tangential} damping tsuji{lim}"
        ),
        "lammps-hertz-viscoelastic" => format!(
            "pair_style granular\n# hertz/material: E [pressure], damp [1/(time·distance)], nu; damping viscoelastic is the default\npair_coeff * * hertz/material {e1} {v} {nu1} {tangential} damping viscoelastic{lim}"
        ),
        "lammps-gran-hooke" | "lammps-gran-hooke-history" => format!(
            "# {}: Kn [force/distance], Kt, gamma_n [1/time], gamma_t, xmu, dampflag\npair_style {} {k} NULL {v} NULL {mu} 1{lim}\npair_coeff * *",
            &s.id[7..].replace('-', "/"),
            &s.id[7..].replace('-', "/")
        ),
        "lammps-hooke-velocity" | "lammps-hooke-mass-velocity" | "lammps-hooke-viscoelastic" => {
            let damping = &s.id[13..].replace('-', "_");
            format!(
                "pair_style granular\n# hooke: k [force/distance], damp [{}]; the tangential model is required (edit it)\npair_coeff * * hooke {k} {v} {tangential} damping {damping}{lim}",
                match s.id {
                    "lammps-hooke-velocity" => "force·time/distance",
                    "lammps-hooke-mass-velocity" => "1/time",
                    _ => "1/(time·distance)",
                }
            )
        }
        _ => {
            let kn = e_star.map_or(String::from("<Kn>"), |e| text::num(4.0 / 3.0 * e, 6));
            format!(
                "# gran/hertz/history: Kn [pressure] = 4/3 E*, Kt, gamma_n [1/(time·distance)], gamma_t, xmu, dampflag\npair_style gran/hertz/history {kn} NULL {v} NULL {mu} 1{lim}\npair_coeff * *"
            )
        }
    }
}

/// What LAMMPS does the same way in each of its settings ([`super::code::Code`]).
pub(crate) const CODE: Code = Code {
    name: "LAMMPS",
    tangential: TANGENTIAL,
    eras: ERAS,
    absent: ABSENT,
    wall: |_| Wall::ParticleMaterial,
    adhesion_line: super::adhesion_line::as_base,
    unwritten: super::adhesion_line::reason_only,
    adhesion_choices: ADHESION_CHOICES,
    v_char_default: None,
    integrator_damping: None,
    snippet: |x| {
        let e_star = x.ctx.material.map(|m| m.e_star);
        snippet(
            x.s,
            &x.k,
            (&x.e1, &x.nu1),
            x.value,
            x.limit,
            (e_star, x.ctx.wall_modulus),
            &x.friction,
        )
    },
    timestep_line: |_, t| format!("timestep {t}"),
    summary: super::code::same_summary,
};

// Its tangential laws (docs/tangential-codes.md; run by `super::tangential`).

const LAMMPS_SRC: &str = "LAMMPS src/GRANULAR/gran_sub_mod_tangential.cpp (jtclemm/lammps @ec2fece, 29Aug2024: mindlin total, mindlin/force incremental, linear_history total; |F| > μ|F_n| scaled and the history reset), granular_model.cpp (slip with the radii, torque r − ξ/2, wall r); source, run here (LAMMPS 22Jul2025)";

const LAMMPS_LEGACY_SRC: &str = "LAMMPS src/GRANULAR/pair_gran_hooke_history.cpp, pair_gran_hertz_history.cpp (jtclemm/lammps @ec2fece: total shear, kt = 2/7 kn and γ_t = γ_n/2 by default, cap μ|F_n| with the dashpot, reset, torque with the radius); source";

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
    refused: &[],
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

/// Each setting's tangential law, or why it has none in the catalogue.
pub(crate) const TANGENTIAL: &[Tangential] = &[
    (HOOKE_COEFF_RESTITUTION.id, Ok(&LAMMPS_HOOKE)),
    (HOOKE_VELOCITY.id, Ok(&LAMMPS_HOOKE)),
    (HOOKE_MASS_VELOCITY.id, Ok(&LAMMPS_HOOKE)),
    (HOOKE_VISCOELASTIC.id, Ok(&LAMMPS_HOOKE)),
    (HERTZ_COEFF_RESTITUTION.id, Ok(&LAMMPS_HERTZ)),
    (HERTZ_TSUJI.id, Ok(&LAMMPS_HERTZ)),
    (HERTZ_TSUJI_PRE2026.id, Ok(&LAMMPS_HERTZ)),
    (HERTZ_VISCOELASTIC.id, Ok(&LAMMPS_HERTZ)),
    (GRAN_HOOKE_HISTORY.id, Ok(&LAMMPS_LEGACY_HOOKE)),
    (GRAN_HERTZ_HISTORY.id, Ok(&LAMMPS_LEGACY_HERTZ)),
    (GRAN_HOOKE.id, Err("lammps-gran-hooke (pair_style gran/hooke keeps no shear history: its viscous tangential force is not in the catalogue yet; use lammps-gran-hooke-history)")),
];

// What its settings did in older releases (`super::releases`; the changes are told there).

const OLD_WALL: &str = "lammps/lammps fix_wall_gran.cpp before 2Aug2023 (read @02e2e22b: \
    normal_coeffs[0] = Emod/(2*(1-poiss))*FOURTHIRDS); run here: 7Jan2022 and 23Jun2022";
const NO_SQRT2: &str = "lammps/lammps gran_sub_mod_damping.cpp @fbea0af2 (no √2); run here: \
    7Jan2022, 23Jun2022, 2Aug2023, 29Aug2024 and 22Jul2025 all give e = 0.616 for 0.5 typed";

/// Its settings' behaviour in releases where it differs from their own rule or wall.
const ERAS: &[Era] = &[
    Era {
        setting: HERTZ_TSUJI.id,
        releases: &["7Jan2022", "23Jun2022"],
        rule: Some(Rule::Tsuji(Alpha1::Poly)),
        wall: Some(Wall::ParticleMaterialOld),
        source: OLD_WALL,
        summary: Some("LAMMPS damping tsuji in this release: α1 = Marshall's polynomial in e, without the √2 added later (too little damping: e = 0.5 typed gives 0.616, run here)"),
    },
    Era {
        setting: HERTZ_TSUJI.id,
        releases: &["2Aug2023", "29Aug2024", "22Jul2025"],
        rule: Some(Rule::Tsuji(Alpha1::Poly)),
        wall: None,
        source: NO_SQRT2,
        summary: Some("LAMMPS damping tsuji in this release: α1 = Marshall's polynomial in e, without the √2 added later (too little damping: e = 0.5 typed gives 0.616, run here)"),
    },
    Era {
        setting: HERTZ_TSUJI_PRE2026.id,
        releases: &["7Jan2022", "23Jun2022"],
        rule: None,
        wall: Some(Wall::ParticleMaterialOld),
        source: OLD_WALL,
        summary: None,
    },
    Era {
        setting: HERTZ_VISCOELASTIC.id,
        releases: &["7Jan2022", "23Jun2022"],
        rule: None,
        wall: Some(Wall::ParticleMaterialOld),
        source: OLD_WALL,
        summary: None,
    },
];

/// Releases a setting does not exist in, and why.
const ABSENT: &[Absent] = &[
    (
        HOOKE_COEFF_RESTITUTION.id,
        &["7Jan2022", "23Jun2022", "2Aug2023"],
        "damping coeff_restitution came with lammps/lammps PR #4068 (2024); 7Jan2022 refuses it (run here)",
    ),
    (
        HERTZ_COEFF_RESTITUTION.id,
        &["7Jan2022", "23Jun2022", "2Aug2023"],
        "damping coeff_restitution came with lammps/lammps PR #4068 (2024); 7Jan2022 refuses it (run here)",
    ),
    (
        HERTZ_TSUJI_PRE2026.id,
        &["2Sep2026"],
        "this id is the tsuji damping without √2; from 2Sep2026 use lammps-hertz-tsuji",
    ),
];

// Its rolling resistance (`super::rolling`).

/// Its rolling resistance `lammps-sds` ([`super::rolling`]).
pub const ROLLING_SDS: RollingCode = RollingCode {
    id: "lammps-sds",
    code: "LAMMPS",
    setting: "pair_style granular … rolling sds k_roll gamma_roll mu_roll",
    coefficient: "mu_roll (k_roll, gamma_roll)",
    pair: PairLever::Reduced,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::PseudoForce,
    dashpot: RollingDashpot::PseudoForce,
    cap: RollingCap::Total,
    wall_constant: false,
    normal_force: "|F_n| with its dashpot (Fncrit)",
    takes: "code lammps-sds (it takes mu_r = mu_roll, kr = k_roll in N/m, gamma_r = gamma_roll in N·s/m)",
    source: "lammps/lammps@07b704ca src/GRANULAR/gran_sub_mod_rolling_kernel.h gran_rolling_sds (F_r = −k ξ − γ v_rl capped at μ F_ncrit, spring rescaled); granular_model.cpp@3d4bb449 check_contact (wall: Reff = radi), calculate_forces (v_rl = Reff Δω × n, torque Reff n × F_r); gran_sub_mod_normal.cpp set_fncrit (|Fntot|)",
    status: "source",
    one_value: None,
};

// Its adhesive settings (`super::adhesion`).

const ADHESION_SRC: &str = "lammps/lammps@07b704ca src/GRANULAR/gran_sub_mod_normal_kernel.h (jkr: force `gran_normal_jkr_force`, contact radius `gran_normal_jkr_contact_radius`, release `gran_normal_jkr_touch` with JKRPREFIX = (3π²/16)^(1/3); dmt: `gran_normal_dmt_force`), gran_sub_mod_damping_kernel.h (the damping prefactors), granular_model.cpp@14dc2fb1 GranularModel::init and calculate_forces";
const ADHESION_REFUSES: &str = "LAMMPS refuses the damping models tsuji and coeff_restitution with a cohesive normal model (\"Cannot use {} model with a cohesive normal model\", GranularModel::init; the 7Jan2022 release still accepted tsuji, not reproduced here): a restitution cannot be typed, only the damp of the velocity, mass_velocity or viscoelastic damping — choose one of those three LAMMPS settings as the code, with its damp as the damping.";
const ADHESION_BASES: &[&str] =
    &[HOOKE_VELOCITY.id, HOOKE_MASS_VELOCITY.id, HERTZ_VISCOELASTIC.id, HOOKE_VISCOELASTIC.id];
const ADHESION_WALL: &str = "At a wall LAMMPS's fix wall/gran takes its own E and ν and forms E_eff = E/(2(1 − ν²)) from them (gran_sub_mod.cpp mix_stiffnessE_wall, 22Jul2025; 7Jan2022 forms E/(2(1 − ν)), run here with dmt: E_eff = 3.5714e9 Pa for E = 5 GPa, ν = 0.3): the E to type there gives the wall's material (E2, ν2) where it is given, else the particle's own.";

/// Its adhesive setting `lammps-jkr` ([`super::adhesion`]).
pub const ADHESION_JKR: AdhesiveSetting = AdhesiveSetting {
    id: "lammps-jkr",
    code: "LAMMPS",
    title: "pair granular jkr E damp ν γ",
    law: AdhesionLaw::Jkr,
    input: Input::Gamma,
    typed_name: "γ (jkr's 4th coefficient)",
    as_the_law: false,
    bases: ADHESION_BASES,
    law_bases: (0, 0),
    rules: Rules { dashpot_on_tail: true, ..NO_RULES },
    jkr_term_only: false,
    normal: Normal::Submodel,
    limit_clips_main: false,
    reproduced: "integrated here with LAMMPS's rules: its dashpot on the tail too, the contact released at −F_c",
    source: ADHESION_SRC,
    status: "from source; run: LAMMPS 7Jan2022 (a pair) and 22Jul2025 (a pair and a wall), undamped and with each damping model (validation/adhesion.py)",
    notes: &[
        "The contact is released at the largest pull F = −3πγR* = −F_c, at 0.481 δ_c, not at δ_c: the tail keeps 0.49 of JKR's hysteresis and the undamped sticking velocity is 0.703 of Thornton & Ning's.",
        "Its damping force acts while the contact lasts, on the tension tail too (velocity: η = damp; mass_velocity: η = damp·m*; viscoelastic: η = damp·m*·a with JKR's contact radius a): more is lost than by a dashpot in overlap only.",
        ADHESION_REFUSES,
        ADHESION_WALL,
        "7Jan2022 (29 Sep 2021 update 2, run here): the jkr wall contact is never released (the run turns NaN past δ_c), and every jkr run ends with \"Neighbor history overflow\" after its last step.",
        "A new contact forms only at δ ≥ 0 (the jump to −(8/9)F_c), as here.",
    ],
};

/// Its adhesive setting `lammps-dmt` ([`super::adhesion`]).
pub const ADHESION_DMT: AdhesiveSetting = AdhesiveSetting {
    id: "lammps-dmt",
    code: "LAMMPS",
    title: "pair granular dmt E damp ν γ",
    law: AdhesionLaw::Dmt,
    input: Input::Gamma,
    typed_name: "γ (dmt's 4th coefficient)",
    as_the_law: false,
    bases: ADHESION_BASES,
    law_bases: (0, 0),
    rules: NO_RULES,
    jkr_term_only: false,
    normal: Normal::Submodel,
    limit_clips_main: false,
    reproduced: "integrated here: the library's DMT with LAMMPS's damping model and wall rule",
    source: ADHESION_SRC,
    status: "from source; run: LAMMPS 7Jan2022 and 22Jul2025, a pair and a wall (validation/adhesion.py)",
    notes: &[
        "Hertz − 4πγR* while δ > 0: the DMT pull 2π w R* with w = 2γ; the dashpot acts in overlap only (the contact ends at δ = 0).",
        ADHESION_REFUSES,
        ADHESION_WALL,
    ],
};

/// LAMMPS `pair granular jkr|dmt E damp ν γ damping <model>` for the code scenario `sc`
/// (its `damping` the damp typed); at a wall the `fix wall/gran` line with the E that gives
/// the wall's E* (`wall_e`).
pub(super) fn adhesion_line(
    s: &AdhesiveSetting,
    sc: &Scenario,
    values: &[Named],
    wall_e: Option<f64>,
) -> String {
    let model = if s.id == ADHESION_JKR.id { "jkr" } else { "dmt" };
    let damping = match sc.code {
        Some(id) if id == HOOKE_VELOCITY.id => "velocity",
        Some(id) if id == HOOKE_MASS_VELOCITY.id => "mass_velocity",
        _ => "viscoelastic",
    };
    let n = |x: Option<f64>, name: &str| x.map_or(format!("<{name}>"), |v| text::num(v, 6));
    let (damp, gamma) = (n(sc.damping, "damp"), super::adhesion_line::first(values));
    let words = |e: String, nu: String| {
        format!(
            "{model} {e} {damp} {nu} {gamma} damping {damping} tangential linear_nohistory 0.0 0.0"
        )
    };
    let body1 = words(n(sc.e1_modulus, "E"), n(sc.nu1, "nu"));
    let wall = sc.m2.is_none() && sc.rho2.is_none();
    let other = (sc.e2_modulus.is_some() && sc.e2_modulus != sc.e1_modulus)
        || (sc.nu2.is_some() && sc.nu2 != sc.nu1);
    let mut out = String::from(
        "pair_style granular\n# jkr|dmt: E [pressure], damp, ν, γ of ONE surface; a tangential model is required (linear_nohistory 0 0: no friction, edit it)",
    );
    if wall || !other {
        out.push_str(&format!("\npair_coeff * * {body1}"));
    } else {
        // Two materials: each type's own, mixed by LAMMPS (E* standard, the rest geometric).
        let body2 = words(n(sc.e2_modulus, "E2"), n(sc.nu2, "nu2"));
        out.push_str(&format!("\npair_coeff 1 1 {body1}\npair_coeff 2 2 {body2}"));
    }
    if wall {
        let e = wall_e.or(sc.e1_modulus);
        out.push_str(&format!(
            "\n# the wall: fix wall/gran takes its own E, ν (E_eff = E/(2(1 − ν²)))\nfix wall all wall/gran granular {} zplane 0.0 NULL",
            words(n(e, "E"), n(sc.nu1, "nu"))
        ));
    }
    out
}

/// What its settings compose with, for the refusal of another adhesive law or setting.
const ADHESION_CHOICES: &str = "with LAMMPS: jkr or dmt, with lammps-hooke-velocity, lammps-hooke-mass-velocity, lammps-hertz-viscoelastic or lammps-hooke-viscoelastic (their damp typed; LAMMPS takes no restitution with them) — or no code, for every code's row";
