//! EDEM (Altair), Hertz–Mindlin (no slip): closed source; from its documentation
//! (help.altair.com, "Hertz-Mindlin (no slip) Model", 2022 and 2025 help). F_n = 4/3 E*√R*
//! δ^(3/2), m*, R*, E* standard, β = ln e/√(ln²e + π²), S_n = 2E*√(R*δ); the normal damping
//! equation is an image in every copy: −2√(5/6) β √(S_n m*) v_n is inferred from the
//! surrounding text and the tangential analogue (unconfirmed in text). Walls and tension:
//! undocumented (unconfirmed).

use super::adhesion_setting::{AdhesiveSetting, Input, Normal, NO_RULES};
use super::code::Code;
use super::rolling_law::{
    Dashpot as RollingDashpot, PairLever, RollingCode, Stiffness as RollingStiffness, WallLever,
};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes};
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw, Tangential};
use crate::models::rolling::Cap as RollingCap;
use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::AdhesionLaw;
use crate::scenario::Scenario;
use crate::scenario::TangentialLaw;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;

/// Hertz–Mindlin (no slip).
pub const HERTZ_MINDLIN: Setting = Setting {
    id: "edem-hertz-mindlin",
    code: "EDEM",
    title: "Hertz-Mindlin (no slip)",
    short: "Hertz-Mindlin (no slip)",
    summary: "EDEM Hertz-Mindlin: coefficient of restitution typed, −2√(5/6)β√(S_n m*) (α1 = √5|β|; from the documentation)",
    rule: Rule::Tsuji(Alpha1::Sqrt5Beta),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "Coefficient of Restitution",
    typed_unit: "",
    clipped: false,
    switch: None,
    mass: "reduced m₁m₂/(m₁ + m₂) (documentation)",
    wall: "unconfirmed (undocumented)",
    extra: &[],
    takes_text: "edem-hertz-mindlin (it takes the masses, the material E1, nu1, r1, v0 and e)",
    stiffness: Stiffness::Material,
    source: "Altair EDEM documentation, Hertz-Mindlin (no slip) Model (help.altair.com/EDEM/topics/creator_tree_physics/the_hertz_mindlin_no_slip_model_r.htm)",
    status: "from the documentation; the normal damping formula is an image there (inferred), wall and tension handling unconfirmed",
    notes: &["EDEM's handling of tension is undocumented: the contact is taken to end at zero overlap (tension allowed), where the typed e is exact."],
};

/// EDEM takes the material in its GUI (Poisson's ratio, shear modulus, density) and e per
/// interaction.
pub(crate) fn snippet(e1: &str, nu1: &str, rho1: &str, sc: &Scenario, value: f64) -> String {
    let g = match (sc.e1_modulus, sc.nu1) {
        (Some(e), Some(nu)) => text::num(e / (2.0 * (1.0 + nu)), 6),
        _ => String::from("<G>"),
    };
    format!(
        "Creator ▸ Bulk Material: Poisson's Ratio = {nu1}, Shear Modulus = {g} Pa (E = {e1} Pa), Density = {rho1} kg/m³\nCreator ▸ Interactions (material–material): Coefficient of Restitution = {}\nPhysics ▸ Particle-Particle and Particle-Geometry: Hertz-Mindlin (no slip)",
        text::num(value, 6)
    )
}

/// What EDEM does the same way in each of its settings ([`super::code::Code`]).
pub(crate) const CODE: Code = Code {
    name: "EDEM",
    tangential: TANGENTIAL,
    eras: &[],
    absent: &[],
    wall: super::release_rules::wall_as_given,
    adhesion_line,
    unwritten: super::adhesion_line::reason_only,
    adhesion_choices: ADHESION_CHOICES,
    v_char_default: None,
    integrator_damping: None,
    snippet: |x| snippet(&x.e1, &x.nu1, &x.rho1, x.sc, x.value),
    timestep_line: |_, t| format!("Simulator > Time Step: fixed, {} s", t),
    summary: super::code::same_summary,
};

// Its tangential laws (docs/tangential-codes.md; run by `super::tangential`).

const EDEM_SRC: &str = "Altair EDEM help, Hertz-Mindlin (no slip): F_t = −S_t δ_t, S_t = 8G*√(R*δ_n), F_t^d = −2√(5/6)β√(S_t m*) v_t, limited by μ_s F_n; from the documentation (whether the dashpot is inside the cap, and the lever arm, unconfirmed)";

const EDEM: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::MindlinTotal, "Hertz-Mindlin (no slip)")],
    linear_history: History::Total,
    kt: CodeKt::Given,
    cap: (Cap::NonNegative, Cap::NonNegative),
    rule: DashpotRule::Clamped,
    dashpot: CodeDashpot::Edem,
    arms: (Arm::Radius, Arm::Radius, Arm::Radius),
    wall_slip: None,
    refused: &[],
    source: EDEM_SRC,
};

/// Each setting's tangential law, or why it has none in the catalogue.
pub(crate) const TANGENTIAL: &[Tangential] = &[(HERTZ_MINDLIN.id, Ok(&EDEM))];

// Its rolling resistance (`super::rolling`).

/// Its rolling resistance `edem-standard` ([`super::rolling`]).
pub const ROLLING_STANDARD: RollingCode = RollingCode {
    id: "edem-standard",
    code: "EDEM",
    setting: "Standard Rolling Friction",
    coefficient: "coefficient of rolling friction",
    pair: PairLever::Own,
    wall: WallLever::LessOverlap,
    stiffness: RollingStiffness::None,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "F_n",
    takes: "code edem-standard (a constant torque: it takes mu_r only)",
    source: "Altair EDEM documentation, Standard Rolling Friction: τ = −μ_r F_n R_i ω_i/|ω_i|, R_i the distance from the centre to the contact point",
    status: "documentation",
    one_value: None,
};

/// Its rolling resistance `edem-rvd` ([`super::rolling`]).
pub const ROLLING_RVD: RollingCode = RollingCode {
    id: "edem-rvd",
    code: "EDEM",
    setting: "Rolling Friction RVD (relative velocity dependent)",
    coefficient: "coefficient of rolling friction",
    pair: PairLever::Reduced,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::None,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "F_n",
    takes: "code edem-rvd (a constant torque: it takes mu_r only)",
    source:
        "Altair EDEM documentation, RVD rolling friction: μ_r F_n R* against the relative rolling",
    status: "documentation",
    one_value: None,
};

/// Its rolling resistance `edem-type-c` ([`super::rolling`]).
pub const ROLLING_TYPE_C: RollingCode = RollingCode {
    id: "edem-type-c",
    code: "EDEM",
    setting: "Type C Rolling Friction",
    coefficient: "coefficient of rolling friction (rolling damping ratio)",
    pair: PairLever::Reduced,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::Epsd,
    dashpot: RollingDashpot::Ratio,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "F_n",
    takes: "code edem-type-c (it takes mu_r, eta_r and kn or the material)",
    source: "Altair EDEM documentation, Type C rolling friction (Ai et al. 2011's EPSD; lever R* and k_r = 2.25 k_n μ_r² R*² unconfirmed)",
    status: "documentation",
    one_value: None,
};

// Its adhesive settings (`super::adhesion`).

/// Its adhesive setting `edem-jkr` ([`super::adhesion`]).
pub const ADHESION_JKR: AdhesiveSetting = AdhesiveSetting {
    id: "edem-jkr",
    code: "EDEM",
    title: "Hertz-Mindlin with JKR, surface energy",
    law: AdhesionLaw::Jkr,
    input: Input::Gamma,
    typed_name: "Surface Energy γ",
    as_the_law: false,
    bases: &[HERTZ_MINDLIN.id],
    law_bases: (0, 0),
    rules: NO_RULES,
    jkr_term_only: false,
    normal: Normal::Added,
    limit_clips_main: false,
    reproduced: "integrated here as its documentation writes it: JKR with w = 2γ on EDEM's Hertz–Mindlin, its damping from the Coefficient of Restitution as without adhesion (α1 = √5|β(e)|), acting in overlap; the tail to δ_c",
    source: "Altair EDEM documentation (help.altair.com, Hertz-Mindlin with JKR)",
    status: "from the documentation (closed source: not read, not run)",
    notes: &[
        "Written with γ: F = −4√(πγE*) a^(3/2) + 4E*a³/(3R*), δ = a²/R* − √(4πγa/E*): JKR with w = 2γ; attraction beyond contact down to a documented δ_c (0.997 of JKR's separation point, taken here as JKR's); damping from the Hertz–Mindlin restitution mapping, which ignores the adhesion.",
        "Whether EDEM's damping acts on the tension tail (δ < 0) is not documented: taken here as acting in overlap only (unconfirmed).",
    ],
};

/// Its adhesive settings' input: the base setting's snippet (`base`) with the adhesion (the
/// values to type) written into it (`super::adhesion_line`).
fn adhesion_line(_: &AdhesiveSetting, base: &str, values: &[Named]) -> String {
    let v = super::adhesion_line::first(values);
    format!(
        "{}\nPhysics ▸ Particle-Particle and Particle-Geometry: Hertz-Mindlin with JKR (in place of Hertz-Mindlin (no slip)), Surface Energy = {v} J/m²  # γ of ONE surface",
        base.lines().filter(|l| !l.starts_with("Physics ▸")).collect::<alloc::vec::Vec<_>>().join("\n")
    )
}

/// What its settings compose with, for the refusal of another adhesive law or setting.
const ADHESION_CHOICES: &str = "with EDEM: jkr with edem-hertz-mindlin (Hertz-Mindlin with JKR) — or no code, for every code's row";
