//! Yade (read in the mirror GuoJingjie/yade_code @a376aa8a, 2022-11; yade/trunk has no
//! snapshot here).
//!
//! - `pkg/dem/ViscoelasticPM.cpp`: lines 190–199 massR = m1 m2/(m1 + m2) with a body of mass
//!   0 taken as the other's mass (walls and facets get mass 0 by default, py/utils.py lines
//!   239–272, so massR = m/2 against a wall); tc/en/et branch (lines 214–236, needs all three)
//!   k_n = massR (π² + ln²e)/tc², c_n = −2 massR ln e/tc; law (lines 132–139) clips a
//!   negative normal force (tension always clipped).
//! - `pkg/dem/HertzMindlin.cpp`: to 2022.01a (lines 31–86) with `en`: α = −2√(5/6) ln
//!   e/√(ln²e + π²) · √(2E*√R*) → α1 = √5|β|; from 2023.02a (commit 8766c063, read in the
//!   mirror Aoxi-git/Cementor) `en` gives betan by Thornton, Cummins & Cleary 2013, eq. B6–B7, then as
//!   betan (see [`super::releases`]); with `betan`: c_n = 2β_n √(m̄ · 3/2 k δ^(1/2)) → α1 = √6 β_n;
//!   m̄ the dynamic body's mass against a fixed one; tension clipped; walls:
//!   `Ig2_Wall_Sphere_ScGeom` gives R* = r/2 unless `hertzian=True`.

use super::adhesion_setting::{AdhesiveSetting, Input, Normal, NO_RULES};
use super::code::Code;
use super::release_rules::{Era, Wall};
use super::rolling_law::{
    Dashpot as RollingDashpot, PairLever, RollingCode, Stiffness as RollingStiffness, WallLever,
};
use super::setting::{Alpha1, Instead, Rule, Setting, Stiffness, Takes, Tuning};
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw, Tangential};
use crate::models::adhesion::law::Rules;
use crate::models::rolling::Cap as RollingCap;
use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::AdhesionLaw;
use crate::scenario::TangentialLaw;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;

/// ViscElMat with tc, en, et.
pub const VISCEL: Setting = Setting {
    id: "yade-viscel",
    code: "Yade",
    title: "ViscElMat(tc, en, et) with Law2_ScGeom_ViscElPhys_Basic",
    short: "ViscElMat",
    summary: "Yade ViscElMat tc/en: the exact linear oscillator for the pair, but tension always clipped (e = 0.5 typed → 0.55), and a wall's mass 0 halves its damping",
    rule: Rule::LinearTc(Tuning::YadeMassR),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "en",
    typed_unit: "",
    clipped: true,
    switch: None,
    mass: "massR = m₁m₂/(m₁ + m₂), a body of mass 0 counted as the other's mass",
    wall: "mass 0 by default (utils.wall, utils.facet): k_n, c_n tuned for m/2 act on m (ζ → ζ/√2)",
    extra: &["tc", "local_damping"],
    takes_text: "yade-viscel (it takes the masses, tc and e: no stiffness or material)",
    stiffness: Stiffness::ContactTime,
    source: "yade (mirror GuoJingjie/yade_code @a376aa8a) pkg/dem/ViscoelasticPM.cpp lines 132–139, 190–236, 297–300; py/utils.py lines 239–272",
    status: "confirmed from source (2022 mirror)",
    notes: &[
        "The tc/en branch needs et too; without it Yade silently uses the young/en branch (E and a Newton solve of the no-tension relation, to 1 %).",
        "Yade's tc is the duration of the full linear oscillation to zero overlap; with the force clipped the contact ends earlier.",
    ],
};

/// Ip2_FrictMat_FrictMat_MindlinPhys with `en` (or `betan`).
pub const HERTZ_MINDLIN: Setting = Setting {
    id: "yade-hertz-mindlin",
    code: "Yade",
    title: "Ip2_FrictMat_FrictMat_MindlinPhys(en) with Law2_ScGeom_MindlinPhys_Mindlin",
    short: "MindlinPhys(en)",
    summary: "Yade Hertz–Mindlin: en typed, betan by Thornton, Cummins & Cleary 2013 (B6), α1 = √6 β_n, tension clipped: e as typed to 1e−4 (2022.01a: √5|β(e)|, e = 0.5 typed → 0.55)",
    rule: Rule::Tsuji(Alpha1::ThorntonB6),
    takes: Takes::Restitution,
    instead: Some(Instead { name: "betan", unit: "", rule: Rule::Tsuji(Alpha1::Sqrt6Ratio) }),
    typed_name: "en",
    typed_unit: "",
    clipped: true,
    switch: None,
    mass: "reduced m₁m₂/(m₁ + m₂); against a non-dynamic body the dynamic body's mass",
    wall: "the particle's mass; R* = r/2 by default (Ig2_Wall_Sphere_ScGeom, hertzian=False)",
    extra: &["local_damping"],
    takes_text: "yade-hertz-mindlin (it takes the masses, the material E1, nu1, r1, v0, e (en) or damping (betan), and local_damping)",
    stiffness: Stiffness::Material,
    source: "yade commit 8766c063 (tag 2023.02a; mirror Aoxi-git/Cementor) pkg/dem/HertzMindlin.cpp lines 72–104 (en → betan, Thornton, Cummins & Cleary 2013, eq. B6–B7), 330–350 (c_n = 2 betan √(m̄ k_n)); before it, mirror GuoJingjie/yade_code @a376aa8a lines 31–86, 291–392; pkg/dem/Ig2_Facet_Sphere_ScGeom.cpp lines 127, 220",
    status: "confirmed from source and by running Yade 2023.02a (the validation suite); 2022.01a from source",
    notes: &["Give damping instead of e for betan (α1 = √6 β_n, the critical damping of the tangent stiffness)."],
};

/// FrictMat with Yade's linear law (Cundall–Strack): no dashpot; the only dissipation is
/// NewtonIntegrator's local damping.
pub const CUNDALL_STRACK: Setting = Setting {
    id: "yade-cundall-strack",
    code: "Yade",
    title: "FrictMat with Ip2_FrictMat_FrictMat_FrictPhys and Law2_ScGeom_FrictPhys_CundallStrack",
    short: "FrictPhys (Cundall–Strack)",
    summary: "Yade Cundall–Strack: k_n = 2E₁r₁E₂r₂/(E₁r₁ + E₂r₂), no dashpot: NewtonIntegrator's local damping (default 0.2 → e = 0.8165) is all that dissipates",
    rule: Rule::YadeFrict,
    takes: Takes::LocalDamping,
    instead: None,
    typed_name: "NewtonIntegrator damping",
    typed_unit: "",
    clipped: true,
    switch: None,
    mass: "each body's own: local damping acts on each body's unbalanced force",
    wall: "a sphere of the particle's radius and, by default, its material (refR2 ≤ 0 → r₁)",
    extra: &["local_damping"],
    takes_text: "yade-cundall-strack (it takes the masses, E1, r1 (E2, r2), v0, and e or local_damping)",
    stiffness: Stiffness::Material,
    source: "yade (mirror GuoJingjie/yade_code @a376aa8a) pkg/dem/FrictPhys.cpp lines 17–42 (Kn = 2 kna knb/(kna + knb), kn = E r), pkg/dem/ElasticContactLaw.cpp (Law2_ScGeom_FrictPhys_CundallStrack), pkg/dem/NewtonIntegrator.hpp line 72 (damping 0.2), NewtonIntegrator.cpp lines 24–35 (F_i ← F_i (1 − α sign(F_i v_i))); run here (the validation suite: Yade 2023.02a)",
    status: "confirmed from source and by running Yade 2023.02a",
    notes: &["Local damping depends on the frame: here for a pair with its centre of mass at rest, as in a collision of two free bodies."],
};

/// The Python lines.
pub(crate) fn snippet(
    s: &Setting,
    (e1, nu1, rho1): (&str, &str, &str),
    tc: Option<f64>,
    value: f64,
    betan: bool,
    (mu, local): (Option<f64>, Option<f64>),
) -> String {
    let v = text::num(value, 6);
    // The friction angle only where μ was given (Yade's material default otherwise).
    let friction = mu.map_or(String::new(), |m| {
        format!(", frictionAngle={}", text::num(crate::math::atan2(m, 1.0), 6))
    });
    let friction_note = if mu.is_some() { "  # frictionAngle = atan(μ)" } else { "" };
    // Every number assumes this local damping: NewtonIntegrator's (0.2 unless set).
    let newton = match local {
        Some(a) => format!("\nNewtonIntegrator(damping={})  # local damping, as in the results", text::num(a, 6)),
        None => String::from("\nNewtonIntegrator(damping=0)  # the results have no local damping (Yade's default is 0.2)"),
    };
    if s.id == "yade-cundall-strack" {
        return format!(
            "mat = O.materials.append(FrictMat(young={e1}, poisson=0.5, density={rho1}{friction}))  # poisson: here k_s/k_n{friction_note}\n# engines: InteractionLoop([...], [Ip2_FrictMat_FrictMat_FrictPhys()], [Law2_ScGeom_FrictPhys_CundallStrack()])\nNewtonIntegrator(damping={v})"
        );
    }
    if s.id == "yade-viscel" {
        let tc = tc.map_or(String::from("<tc>"), |t| text::num(t, 6));
        format!(
            "mat = O.materials.append(ViscElMat(tc={tc}, en={v}, et={v}, density={rho1}{friction})){friction_note}\n# engines: InteractionLoop([...], [Ip2_ViscElMat_ViscElMat_ViscElPhys()], [Law2_ScGeom_ViscElPhys_Basic()]){newton}"
        )
    } else {
        let ip2 = if betan { format!("betan={v}") } else { format!("en={v}, es={v}") };
        format!(
            "mat = O.materials.append(FrictMat(young={e1}, poisson={nu1}, density={rho1}{friction})){friction_note}\n# engines: InteractionLoop([Ig2_Sphere_Sphere_ScGeom(), Ig2_Wall_Sphere_ScGeom()], [Ip2_FrictMat_FrictMat_MindlinPhys({ip2})], [Law2_ScGeom_MindlinPhys_Mindlin()])\n# Ig2_Wall_Sphere_ScGeom(hertzian=True) makes R* = r at walls (default r/2){newton}"
        )
    }
}

/// Yade's NewtonIntegrator applies this local damping unless told otherwise
/// (`NewtonIntegrator.damping`, pkg/dem/NewtonIntegrator.hpp line 72, @a376aa8a).
pub const DEFAULT_DAMPING: f64 = 0.2;

/// What a user of a Yade setting with a dashpot reads when the scenario leaves local damping
/// out.
const DEFAULT_DAMPING_NOTE: &str = "Yade's NewtonIntegrator also damps each body by default (local damping 0.2, NewtonIntegrator.damping): give local_damping = 0.2 to include it, or write NewtonIntegrator(damping=0) in your script; here: none.";

/// What Yade does the same way in each of its settings ([`super::code::Code`]).
pub(crate) const CODE: Code = Code {
    name: "Yade",
    tangential: TANGENTIAL,
    eras: ERAS,
    absent: &[],
    wall,
    adhesion_line,
    unwritten: super::adhesion_line::reason_only,
    adhesion_choices: ADHESION_CHOICES,
    v_char_default: None,
    integrator_damping: Some((DEFAULT_DAMPING, DEFAULT_DAMPING_NOTE)),
    snippet: |x| {
        snippet(
            x.s,
            (&x.e1, &x.nu1, &x.rho1),
            x.ctx.tc,
            x.value,
            x.instead,
            (x.sc.mu, x.sc.local_damping),
        )
    },
    timestep_line: |_, t| format!("O.dt = {t}"),
    summary: super::code::same_summary,
};

// Its tangential laws (docs/tangential-codes.md; run by `super::tangential`).

const YADE_SRC: &str = "Yade pkg/dem/HertzMindlin.cpp Law2_ScGeom_MindlinPhys_Mindlin (incremental, k_s = 8G*√(Rξ) from 2023.02a, cap μ max(F_n, 0), dashpot only while sticking, β_s = β_n by default), Ig2_Sphere_Sphere_ScGeom and Ig2_Wall_Sphere_ScGeom (slip with the radii, force at the contact point: r − ξ/2 on a pair, the wall's surface r − ξ on a wall); source, run here (Yade 2023.02a)";

const YADE: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Mindlin, "Law2_ScGeom_MindlinPhys_Mindlin")],
    linear_history: History::Incremental,
    kt: CodeKt::Given,
    cap: (Cap::NonNegative, Cap::NonNegative),
    rule: DashpotRule::OffWhileSliding,
    dashpot: CodeDashpot::Yade,
    arms: (Arm::Radius, Arm::ContactPoint, Arm::Surface),
    wall_slip: None,
    refused: &[("2022.01a", "Yade 2022.01a (its Mindlin shear stiffness 4G√(Rξ)/(2 − ν) with the materials' mean G and ν, and its wall radius, are not in the catalogue; 2023.02a is)")],
    source: YADE_SRC,
};

/// Each setting's tangential law, or why it has none in the catalogue.
pub(crate) const TANGENTIAL: &[Tangential] = &[
    (HERTZ_MINDLIN.id, Ok(&YADE)),
    (VISCEL.id, Err("yade-viscel (ViscElMat's tangential spring from tc and et is not in the catalogue yet; use yade-hertz-mindlin)")),
    (CUNDALL_STRACK.id, Err("yade-cundall-strack (FrictPhys's tangential spring k_s = poisson·k_n, Law2_ScGeom_FrictPhys_CundallStrack, is not in the catalogue yet; use yade-hertz-mindlin)")),
];

// What its settings did in older releases (`super::releases`; the changes are told there).

const SQRT5: &str = "yade (mirror GuoJingjie/yade_code @a376aa8a) pkg/dem/HertzMindlin.cpp lines \
    31–86: α1 = √5|β(e)|";

/// Its settings' behaviour in releases where it differs from their own rule.
const ERAS: &[Era] = &[Era {
    setting: HERTZ_MINDLIN.id,
    releases: &["2022.01a"],
    rule: Some(Rule::Tsuji(Alpha1::Sqrt5Beta)),
    wall: None,
    source: SQRT5,
    summary: Some("Yade Hertz–Mindlin in this release: α1 = √5 |β(e)| (the Tsuji relation; Thornton et al.'s betan came in 2023.02a)"),
}];

/// What a wall is to a setting: Hertz–Mindlin's `Ig2_Wall_Sphere_ScGeom` a sphere of the
/// particle's radius (R* = r/2).
fn wall(s: &Setting) -> Wall {
    if s.id == HERTZ_MINDLIN.id {
        Wall::SphereOfSameRadius
    } else {
        Wall::AsGiven
    }
}

// Its rolling resistance (`super::rolling`).

/// Its rolling resistance `yade-hertz-mindlin` ([`super::rolling`]).
pub const ROLLING_HERTZ_MINDLIN: RollingCode = RollingCode {
    id: "yade-hertz-mindlin",
    code: "Yade",
    setting: "Law2_ScGeom_MindlinPhys_Mindlin(includeMoment=True), Ip2_FrictMat_FrictMat_MindlinPhys(krot=…, eta=…)",
    coefficient: "eta (krot)",
    pair: PairLever::Mean,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::Angular,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "|F_n| with its dashpot",
    takes: "code yade-hertz-mindlin (it takes mu_r = eta and kr = krot in N·m/rad; no rolling dashpot)",
    source: "GuoJingjie/yade_code@2a3fa83c pkg/dem/HertzMindlin.cpp Ip2_FrictMat_FrictMat_MindlinPhys::go (kr = krot, maxBendPl = eta·(Da + Db)/2), Law2_ScGeom_MindlinPhys_Mindlin::go (incremental bending moment capped at maxBendPl·|F_n|); Ig2_Wall_Sphere_ScGeom::go (a wall's radius1 = the sphere's)",
    status: "source",
    one_value: Some("an attribute of the functor Ip2_FrictMat_FrictMat_MindlinPhys, one number for every contact it makes, a wall's too (GuoJingjie/yade_code@a376aa8a pkg/dem/HertzMindlin.hpp:110; maxBendPl = eta·(Da + Db)/2, HertzMindlin.cpp:53, 69)"),
};

/// Its rolling resistance `yade-cohfrict` ([`super::rolling`]).
pub const ROLLING_COHFRICT: RollingCode = RollingCode {
    id: "yade-cohfrict",
    code: "Yade",
    setting: "CohFrictMat(momentRotationLaw=True, etaRoll=…, alphaKr=…)",
    coefficient: "etaRoll (alphaKr)",
    pair: PairLever::Min,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::CodeOwn,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "|F_n|",
    takes: "code yade-cohfrict (its k_r = alphaKr·R_a·R_b·k_s takes Yade's own k_s: the test is not run for it here)",
    source: "GuoJingjie/yade_code@a376aa8a (a mirror of yade) pkg/dem/CohesiveFrictionalContactLaw.cpp:307 (kr = Da·Db·Ks·AlphaKr), 321 (maxRollPl = min(etaRoll·Da, etaRoll·Db)), Ip2_CohFrictMat_CohFrictMat_CohFrictPhys::go; Ig2_Wall_Sphere_ScGeom::go (a wall's radius1 = the sphere's)",
    status: "source",
    one_value: None,
};

// Its adhesive settings (`super::adhesion`).

/// Its adhesive setting `yade-hertz-mindlin-adhesion` ([`super::adhesion`]).
pub const ADHESION_HERTZ_MINDLIN_ADHESION: AdhesiveSetting = AdhesiveSetting {
    id: "yade-hertz-mindlin-adhesion",
    code: "Yade",
    title: "Ip2_FrictMat_FrictMat_MindlinPhys(gamma=γ), Law2_ScGeom_MindlinPhys_Mindlin(includeAdhesion=True)",
    law: AdhesionLaw::Dmt,
    input: Input::Gamma,
    typed_name: "gamma (of Ip2_FrictMat_FrictMat_MindlinPhys)",
    as_the_law: false,
    bases: &[HERTZ_MINDLIN.id],
    law_bases: (0, 0),
    rules: Rules { cap_viscous: true, ..NO_RULES },
    jkr_term_only: false,
    normal: Normal::Added,
    limit_clips_main: false,
    reproduced: "integrated here with Yade's rule: the viscous pull capped at the adhesion force",
    source: "Yade pkg/dem/HertzMindlin.cpp, read at the 2023.02a commit 8766c063 (mirror Aoxi-git/Cementor): Ip2_FrictMat_FrictMat_MindlinPhys::go (adhesionForce = 4πRγ), Law2_ScGeom_MindlinPhys_Mindlin::go (erased at uN < 0, Fn −= adhesionForce, the viscous force capped)",
    status: "from source; run: Yade 2023.02a, a pair and a wall (validation/adhesion.py)",
    notes: &[
        "The DMT pull 4πR*γ = 2π w R* while uN ≥ 0, with Yade's R* (r/2 against a wall of its default Ig2_Wall_Sphere_ScGeom); the interaction is erased as soon as uN < 0 (no tail, as dmt here).",
        "With damping (en or betan) the viscous force may pull, but where the total force pulls and the viscous force exceeds the adhesion force it is set to the adhesion force: the force jumps there, and e differs from the library's law. With adhesion the normal force is not clipped at 0.",
        "gamma is a parameter of Ip2_FrictMat_FrictMat_MindlinPhys, not of FrictMat; en maps to betan by Thornton, Cummins & Cleary 2013 (B6) as without adhesion. NewtonIntegrator(damping=0) is assumed (its default 0.2 damps the bodies too).",
    ],
};

/// Its adhesive settings' input: the base setting's snippet (`base`) with the adhesion (the
/// values to type) written into it (`super::adhesion_line`).
fn adhesion_line(_: &AdhesiveSetting, base: &str, values: &[Named]) -> String {
    let v = super::adhesion_line::first(values);
    base.replacen(
        "Ip2_FrictMat_FrictMat_MindlinPhys(",
        &format!("Ip2_FrictMat_FrictMat_MindlinPhys(gamma={v}, "),
        1,
    )
    .replacen(
        "Law2_ScGeom_MindlinPhys_Mindlin()",
        "Law2_ScGeom_MindlinPhys_Mindlin(includeAdhesion=True)",
        1,
    )
}

/// What its settings compose with, for the refusal of another adhesive law or setting.
const ADHESION_CHOICES: &str =
    "with Yade: dmt with yade-hertz-mindlin (includeAdhesion) — or no code, for every code's row";
