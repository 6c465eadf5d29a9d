//! MercuryDPM (read in the fork kuwt/MercuryDPM_fork @fb0ebf1d, 2024-07; MercuryDPM/
//! MercuryDPM has no snapshot here; the fork built and run here by the validation suite:
//! `validation/mercurydpm/`).
//!
//! - `Kernel/Species/NormalForceSpecies/LinearViscoelasticNormalSpecies.cc` lines 225–259:
//!   `setCollisionTimeAndRestitutionCoefficient(tc, e, mass)`: γ = −mass ln e/tc,
//!   k = ½ mass (π²/tc² + (γ/mass)²) — the exact oscillator for m* = mass/2, i.e. `mass`
//!   is 2m* of the pair it is tuned for (the (m1, m2) overload passes 2m*, the particle
//!   overload one particle's mass). k and γ are species constants: another m* gets another
//!   e; a wall (inverse mass 0) gives m* = the particle's mass.
//! - `LinearViscoelasticInteraction.cc` lines 112–124: force only while the overlap is
//!   positive, not clipped (overlap criterion).
//! - `HertzianViscoelasticNormalSpecies.cc` lines 109–138 and `HertzianViscoelastic
//!   Interaction.cc` lines 117–126: the effective modulus E* typed directly, dissipation
//!   √(5 ln²e/(ln²e + π²)) = √5|β| times √(m* k_H √δ): Tsuji's form, exact.

use super::adhesion_setting::{AdhesiveSetting, Input as AdhesionInput, Normal, NO_RULES};
use super::code::{Code, Input};
use super::mapping::Ctx;
use super::rolling_law::{
    Dashpot as RollingDashpot, PairLever, RollingCode, Stiffness as RollingStiffness, WallLever,
};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes, Tuning};
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw, Tangential};
use crate::models::rolling::Cap as RollingCap;
use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::AdhesionLaw;
use crate::scenario::TangentialLaw;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;
use core::f64::consts::PI;

/// LinearViscoelasticSpecies with setCollisionTimeAndRestitutionCoefficient.
pub const LINEAR: Setting = Setting {
    id: "mercurydpm-linear",
    code: "MercuryDPM",
    title: "LinearViscoelasticSpecies::setCollisionTimeAndRestitutionCoefficient(tc, e, mass)",
    short: "linear viscoelastic",
    summary: "MercuryDPM linear: tc and e tuned for one mass (here one particle of body 1): exact for two particles of that mass; every other pair, and a wall, gets another e",
    rule: Rule::LinearTc(Tuning::OneParticle),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "restitutionCoefficient",
    typed_unit: "",
    clipped: false,
    switch: None,
    mass: "species constants k, γ tuned for mass = one particle's (2m* of two equal ones); each contact runs with its own m*",
    wall: "m* = the particle's mass (a wall's inverse mass is 0)",
    extra: &["tc", "tuning_mass"],
    takes_text: "mercurydpm-linear (it takes the masses, tc, e and tuning_mass: no stiffness or material)",
    stiffness: Stiffness::ContactTime,
    source: "MercuryDPM (fork kuwt/MercuryDPM_fork @fb0ebf1d) Kernel/Species/NormalForceSpecies/LinearViscoelasticNormalSpecies.cc lines 225–259; Kernel/Interactions/NormalForceInteractions/LinearViscoelasticInteraction.cc lines 112–124",
    status: "confirmed from source and run (fork @fb0ebf1d, built here: the validation suite, pair and wall, e 0.5 and 0.8, and with sliding friction at 10°, 30°, 60°)",
    notes: &["The species is taken as set for one particle of body 1 (setCollisionTimeAndRestitutionCoefficient(tc, e, particleMass)); setConstantRestitution(true) makes e and tc the same for every pair."],
};

/// HertzianViscoelasticSpecies with setEffectiveElasticModulusAndRestitutionCoefficient.
pub const HERTZIAN: Setting = Setting {
    id: "mercurydpm-hertzian",
    code: "MercuryDPM",
    title: "HertzianViscoelasticSpecies::setEffectiveElasticModulusAndRestitutionCoefficient(E*, e)",
    short: "Hertzian viscoelastic",
    summary: "MercuryDPM Hertzian viscoelastic: E* and e typed, α1 = √5|β(e)|, no clipping: exact",
    rule: Rule::Tsuji(Alpha1::Sqrt5Beta),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "restitutionCoefficient",
    typed_unit: "",
    clipped: false,
    switch: None,
    mass: "reduced m₁m₂/(m₁ + m₂)",
    wall: "the particle's mass; R* = its radius",
    extra: &[],
    takes_text: "mercurydpm-hertzian (it takes the masses, the material or k, v0 and e)",
    stiffness: Stiffness::KOrMaterial,
    source: "MercuryDPM (fork kuwt/MercuryDPM_fork @fb0ebf1d) HertzianViscoelasticNormalSpecies.cc lines 109–138; HertzianViscoelasticInteraction.cc lines 117–126",
    status: "confirmed from source and run (fork @fb0ebf1d, built here: the validation suite, pair and wall, e 0.5 and 0.8)",
    notes: &["MercuryDPM takes the effective modulus E* itself, not E and ν of each material."],
};

/// The C++ lines.
pub(crate) fn snippet(s: &Setting, rho1: &str, ctx: &Ctx, value: f64) -> String {
    let v = text::num(value, 6);
    if s.id == "mercurydpm-linear" {
        let tc = ctx.tc.map_or(String::from("<tc>"), |t| text::num(t, 6));
        let mass = ctx.m_tuned.map_or(String::from("<mass>"), |m| text::num(2.0 * m, 6));
        format!(
            "auto species = speciesHandler.copyAndAddObject(LinearViscoelasticSpecies());\nspecies->setDensity({rho1});\n// mass: one particle's mass (2m* of two equal particles)\nspecies->setCollisionTimeAndRestitutionCoefficient({tc}, {v}, {mass});"
        )
    } else {
        let es = ctx.material.map_or(String::from("<E*>"), |m| text::num(m.e_star, 6));
        format!(
            "auto species = speciesHandler.copyAndAddObject(HertzianViscoelasticMindlinSpecies());\nspecies->setDensity({rho1});\n// the effective modulus E* of the pair\nspecies->setEffectiveElasticModulusAndRestitutionCoefficient({es}, {v});"
        )
    }
}

/// The restitution of the species `setCollisionTimeAndRestitutionCoefficient(tc, e, mass)`
/// in a contact of effective mass `m` (overlap criterion): γ = −mass ln e/tc, k = ½ mass
/// (π² + ln²e)/tc² (LinearViscoelasticNormalSpecies.cc lines 225–259), the damped oscillator
/// m ẍ + γ ẋ + k x = 0 from ẋ = v0 to x = 0: e = exp(−βπ/ω), β = γ/(2m), ω = √(k/m − β²);
/// `None` when overdamped (it never separates by overlap).
pub(crate) fn species_restitution(tc: f64, e: f64, mass: f64, m: f64) -> Option<f64> {
    let l = crate::math::ln(e);
    let (k, gamma) = (0.5 * mass * (PI * PI + l * l) / (tc * tc), -mass * l / tc);
    let beta = gamma / (2.0 * m);
    let w2 = k / m - beta * beta;
    (w2 > 0.0).then(|| crate::math::exp(-beta * PI / crate::math::sqrt(w2)))
}

/// The linear setting's summary for these inputs: the mass its species is tuned for and what
/// it gives two particles of body 1 and body 1 on a wall ([`species_restitution`]).
fn summary_here(x: &Input<'_>) -> Option<String> {
    if x.s.id != LINEAR.id {
        return None;
    }
    let (tc, mass) = (x.ctx.tc?, 2.0 * x.ctx.m_tuned?);
    let m1 = crate::pair::effective_mass(&crate::scenario::Scenario {
        m2: None,
        rho2: None,
        ..x.sc.clone()
    })
    .ok()?;
    let e = |m: f64| {
        species_restitution(tc, x.value, mass, m)
            .map_or(String::from("none (overdamped: it never separates)"), |e| text::num(e, 4))
    };
    let tuned =
        if x.sc.tuning_mass.is_some() { "the mass given" } else { "one particle of body 1" };
    Some(format!(
        "MercuryDPM linear: tc and e tuned for one mass ({tuned}, {}): exact for two particles of that mass; with {} = {} typed, two particles of body 1 get e = {}, body 1 on a wall e = {}",
        text::si(mass, "kg"),
        x.s.typed_name,
        text::num(x.value, 6),
        e(0.5 * m1),
        e(m1)
    ))
}

/// What MercuryDPM does the same way in each of its settings ([`super::code::Code`]).
pub(crate) const CODE: Code = Code {
    name: "MercuryDPM",
    tangential: TANGENTIAL,
    eras: &[],
    absent: &[],
    wall: super::release_rules::wall_as_given,
    adhesion_line,
    unwritten: super::adhesion_line::reason_only,
    adhesion_choices: ADHESION_CHOICES,
    v_char_default: None,
    integrator_damping: None,
    snippet: |x| snippet(x.s, &x.rho1, x.ctx, x.value),
    timestep_line: |_, t| format!("setTimeStep({t});"),
    summary: summary_here,
};

// Its tangential laws (docs/tangential-codes.md; run by `super::tangential`).

const MERCURY_SRC: &str = "MercuryDPM Kernel/Interactions/FrictionForceInteractions/SlidingFrictionInteraction.cc (kuwt/MercuryDPM_fork @fb0ebf1: total spring, cap μ|F_n|, reset, contact point r − ξ/2); source";

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
    refused: &[],
    source: MERCURY_SRC,
};

/// Each setting's tangential law, or why it has none in the catalogue.
pub(crate) const TANGENTIAL: &[Tangential] =
    &[(LINEAR.id, Ok(&MERCURY)), (HERTZIAN.id, Ok(&MERCURY))];

// Its rolling resistance (`super::rolling`).

/// Its rolling resistance `mercurydpm` ([`super::rolling`]).
pub const ROLLING: RollingCode = RollingCode {
    id: "mercurydpm",
    code: "MercuryDPM",
    setting: "FrictionSpecies: setRollingStiffness, setRollingDissipation, setRollingFrictionCoefficient",
    coefficient: "rollingFrictionCoefficient (rollingStiffness, rollingDissipation)",
    pair: PairLever::Diameter,
    wall: WallLever::Diameter,
    stiffness: RollingStiffness::PseudoForce,
    dashpot: RollingDashpot::PseudoForce,
    cap: RollingCap::Total,
    wall_constant: false,
    normal_force: "|F_n| (getAbsoluteNormalForce)",
    takes: "code mercurydpm (it takes mu_r, kr = rollingStiffness in N/m, gamma_r = rollingDissipation in N·s/m)",
    source: "kuwt/MercuryDPM_fork@fb0ebf1d Kernel/Interactions/FrictionForceInteractions/FrictionInteraction.cc:121 (2R*), 124-144 (pseudo-force −k ξ − γ v), 150-163 (cap on both, spring rescaled), 165 (torque 2R* n × F); BaseInteraction.cc:793-799 (R*, a wall's curvature 0)",
    status: "source",
    one_value: None,
};

// Its adhesive settings (`super::adhesion`).

/// Its adhesive setting `mercurydpm-irreversible` ([`super::adhesion`]).
pub const ADHESION_IRREVERSIBLE: AdhesiveSetting = AdhesiveSetting {
    id: "mercurydpm-irreversible",
    code: "MercuryDPM",
    title: "IrreversibleAdhesiveSpecies: setAdhesionForceMax, setAdhesionStiffness",
    law: AdhesionLaw::LinearIrreversible,
    input: AdhesionInput::ForceAndStiffness,
    typed_name: "adhesionForceMax, adhesionStiffness",
    as_the_law: true,
    bases: &[LINEAR.id, HERTZIAN.id],
    law_bases: (0, 1),
    rules: NO_RULES,
    jkr_term_only: false,
    normal: Normal::Added,
    limit_clips_main: false,
    reproduced: "the library's law: the answer above",
    source: "kuwt/MercuryDPM_fork@126c08fa Kernel/Interactions/AdhesiveForceInteractions/IrreversibleAdhesiveInteraction.cc, computeAdhesionForce()",
    status: "from source (not run here with adhesion)",
    notes: &["−f_max in contact, −(f_max + k_a δ) after the first contact, to the interaction distance f_max/k_a; its normal species' restitution setting ignores it (as `e` here). Its \"JKRAdhesive\" species has the same linear shape with f_max = (3/2)π w R*, not the JKR relation."],
};

/// Its adhesive settings' input: the base setting's snippet (`base`) with the adhesion (the
/// values to type) written into it (`super::adhesion_line`).
fn adhesion_line(_: &AdhesiveSetting, base: &str, values: &[Named]) -> String {
    let v = super::adhesion_line::first(values);
    let k = values.get(1).map_or(String::from("<k_a>"), |n| text::num(n.value, 6));
    format!(
        "{}\nspecies->setAdhesionForceMax({v});\nspecies->setAdhesionStiffness({k});",
        base.replacen(
            "LinearViscoelasticSpecies()",
            "LinearViscoelasticIrreversibleAdhesiveSpecies()",
            1
        )
        .replacen(
            "HertzianViscoelasticMindlinSpecies()",
            "HertzianViscoelasticFrictionIrreversibleAdhesiveSpecies()",
            1
        )
    )
}

/// What its settings compose with, for the refusal of another adhesive law or setting.
const ADHESION_CHOICES: &str = "with MercuryDPM: linear-irreversible with mercurydpm-linear or mercurydpm-hertzian — or no code, for every code's row";
