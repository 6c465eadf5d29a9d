//! LIGGGHTS-PUBLIC (CFDEMproject/LIGGGHTS-PUBLIC @3d5c00f2, 2024-06-07).
//!
//! - `src/normal_model_hertz.h` `surfacesIntersect()` lines 211–261: S_n = 2Y*√(R*δ),
//!   k_n = 4/3 Y*√(R*δ), γ_n = −2√(5/6) β √(S_n m*) → Tsuji's form with α1 = √5|β|;
//!   `if (limitForce && Fn < 0) Fn = 0` (option `limitForce on`, default off).
//! - `src/normal_model_hooke.h` lines 236–292: k = (16/15)√R* Y* (15 m* V²/(16√R* Y*))^(1/5)
//!   with V the global `characteristicVelocity` (required, no default), γ_n = √(4 m* k
//!   ln²e/(ln²e + π²)) → ζ = |β|.
//! - `src/global_properties.cpp`: Y* standard (line 432), β (line 539), e checked in
//!   (0.05, 1] (line 488).
//! - `src/pair_gran_base.h` lines 384–388: m* reduced; `src/fix_wall_gran_base.h` lines
//!   192–196: a wall's m* = the particle's mass, R* its radius, Y* with the wall type's own
//!   E, ν.
//! - `src/normal_model_hooke_stiffness.h`: F_n = k_n δ − γ_n v_n with γ_n = m*·gamma_n, or
//!   gamma_n itself with `absolute_damping on` (default off); `limitForce` as above.
//! - `src/normal_model_hertz_stiffness.h`: polyhertz = √(R*δ), F_n = polyhertz (k_n δ −
//!   m*·gamma_n v_n): k = k_n √R*, the viscoelastic law with A = 2 m* γ_n √R*/(3 k); R* the
//!   particle's radius against a wall; no `absolute_damping` option.

use super::adhesion_setting::{AdhesiveSetting, Input, Normal, NO_RULES};
use super::code::Code;
use super::friction::Friction;
use super::rolling_law::{
    Dashpot as RollingDashpot, PairLever, RollingCode, Stiffness as RollingStiffness, WallLever,
};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes, ViscoA};
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw, Tangential};
use crate::models::rolling::Cap as RollingCap;
use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::AdhesionLaw;
use crate::scenario::TangentialLaw;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;

const MASS: &str = "reduced m₁m₂/(m₁ + m₂); a frozen body counts as the other's mass";
const WALL: &str = "the particle's mass; R* = its radius; Y* with the wall type's own E, ν";

/// `pair_style gran model hertz tangential history`.
pub const HERTZ: Setting = Setting {
    id: "liggghts-hertz",
    code: "LIGGGHTS",
    title: "pair_style gran model hertz",
    short: "gran model hertz",
    summary: "LIGGGHTS hertz: coefficientRestitution typed, α1 = √5|β(e)|: exact unless limitForce clips tension",
    rule: Rule::Tsuji(Alpha1::Sqrt5Beta),
    takes: Takes::Restitution,
    instead: None,
    typed_name: "coefficientRestitution",
    typed_unit: "",
    clipped: false,
    switch: Some("limitForce on"),
    mass: MASS,
    wall: WALL,
    extra: &[],
    takes_text: "liggghts-hertz (it takes the masses, the material E1, nu1, r1, v0, e and limit)",
    stiffness: Stiffness::Material,
    source: "CFDEMproject/LIGGGHTS-PUBLIC src/normal_model_hertz.h @3d5c00f2 lines 211–261; src/global_properties.cpp lines 432, 488, 539; src/pair_gran_base.h lines 384–388; src/fix_wall_gran_base.h lines 192–196",
    status: "confirmed from source",
    notes: &["LIGGGHTS accepts coefficientRestitution in (0.05, 1] only (global_properties.cpp)."],
};

/// `pair_style gran model hooke tangential history` with `characteristicVelocity`.
pub const HOOKE: Setting = Setting {
    id: "liggghts-hooke",
    code: "LIGGGHTS",
    title: "pair_style gran model hooke",
    short: "gran model hooke",
    summary: "LIGGGHTS hooke: k from the material at characteristicVelocity, ζ = |β(e)|",
    rule: Rule::LinearCharacteristic,
    takes: Takes::Restitution,
    instead: None,
    typed_name: "coefficientRestitution",
    typed_unit: "",
    clipped: false,
    switch: Some("limitForce on"),
    mass: MASS,
    wall: WALL,
    extra: &["v_char"],
    takes_text: "liggghts-hooke (it takes the masses, the material E1, nu1, r1, v0, e, v_char and limit)",
    stiffness: Stiffness::Material,
    source: "CFDEMproject/LIGGGHTS-PUBLIC src/normal_model_hooke.h @3d5c00f2 lines 236–292; src/global_properties.cpp",
    status: "confirmed from source",
    notes: &[
        "LIGGGHTS has no default characteristicVelocity: without v_char the impact speed v0 is used here.",
        "Its k is the linear spring with Hertz's maximum overlap at V: 4/5 of Di Maio & Di Renzo's k.",
    ],
};

const SRC_STIFFNESS: &str = "CFDEMproject/LIGGGHTS-PUBLIC src/normal_model_hooke_stiffness.h and normal_model_hertz_stiffness.h @3d5c00f2 surfacesIntersect() (F = k_n δ − γ_n v_n; hertz: × √(R*δ)), registerSettings() (absolute_damping, limitForce); run here (the validation suite: LIGGGHTS 3.8.0)";

/// `pair_style gran model hooke/stiffness`: k_n, k_t, gamma_n, gamma_t given.
pub const HOOKE_STIFFNESS: Setting = Setting {
    id: "liggghts-hooke-stiffness",
    code: "LIGGGHTS",
    title: "pair_style gran model hooke/stiffness",
    short: "hooke/stiffness",
    summary: "LIGGGHTS hooke/stiffness: k_n and gamma_n typed (per unit mass, or absolute with absolute_damping on); e exact unless limitForce clips tension",
    rule: Rule::LinearMassGamma,
    takes: Takes::Damping,
    instead: None,
    typed_name: "gammaN",
    typed_unit: "1/s",
    clipped: false,
    switch: Some("limitForce on"),
    mass: MASS,
    wall: "the particle's mass",
    extra: &["absolute_damping"],
    takes_text: "liggghts-hooke-stiffness (it takes the masses, k or k1 and k2, v0, damping (gammaN) or e, absolute_damping and limit)",
    stiffness: Stiffness::K,
    source: SRC_STIFFNESS,
    status: "confirmed from source and by running LIGGGHTS 3.8.0",
    notes: &[],
};

/// `pair_style gran model hertz/stiffness`: k_n (pressure), gamma_n.
pub const HERTZ_STIFFNESS: Setting = Setting {
    id: "liggghts-hertz-stiffness",
    code: "LIGGGHTS",
    title: "pair_style gran model hertz/stiffness",
    short: "hertz/stiffness",
    summary: "LIGGGHTS hertz/stiffness: F = √(R*δ)(k_n δ − m* γ_n v_n): e falls with the impact speed",
    rule: Rule::Viscoelastic(ViscoA::StiffnessGammaN),
    takes: Takes::Damping,
    instead: None,
    typed_name: "gammaN",
    typed_unit: "1/(s·m)",
    clipped: false,
    switch: Some("limitForce on"),
    mass: MASS,
    wall: "the particle's mass; R* = its radius",
    extra: &[],
    takes_text: "liggghts-hertz-stiffness (it takes the masses, the radii, k (N/m^1.5) or the material, v0, damping (gammaN) or e, and limit)",
    stiffness: Stiffness::KOrMaterial,
    source: SRC_STIFFNESS,
    status: "confirmed from source and by running LIGGGHTS 3.8.0",
    notes: &["k_n is typed in pressure units: k = k_n √R* (the snippet gives k_n = k/√R*)."],
};

/// The `pair_style` and `fix property/global` lines for one particle type.
pub(crate) fn snippet(
    s: &Setting,
    (e1, nu1): (&str, &str),
    value: f64,
    limit: bool,
    v_char: f64,
    (k, r_star): (Option<f64>, Option<f64>),
    f: &Friction,
) -> String {
    let (mu, mu_note) = (&f.mu, format!("  # {}", f.note()));
    let v = text::num(value, 6);
    if let Some(model) = s.id.strip_prefix("liggghts-").filter(|m| m.ends_with("-stiffness")) {
        let model = model.replace('-', "/");
        let lim = if limit { " limitForce on" } else { "" };
        let absolute = if s.typed_unit == "N·s/m" { " absolute_damping on" } else { "" };
        // hertz/stiffness types k_n in pressure units: k = k_n √R*.
        let kn = match (model.as_str(), k, r_star) {
            ("hertz/stiffness", Some(k), Some(r)) => text::num(k / crate::math::sqrt(r), 6),
            ("hertz/stiffness", _, _) => String::from("<k/√R*>"),
            (_, Some(k), _) => text::num(k, 6),
            _ => String::from("<kn>"),
        };
        return format!(
            "pair_style gran model {model} tangential history{absolute}{lim}\npair_coeff * *\nfix m1 all property/global kn peratomtypepair 1 {kn}\nfix m2 all property/global kt peratomtypepair 1 <kt>  # tangential: not computed here\nfix m3 all property/global gamman peratomtypepair 1 {v}\nfix m4 all property/global gammat peratomtypepair 1 <gammat>\nfix m5 all property/global coefficientFriction peratomtypepair 1 {mu}{mu_note}"
        );
    }
    let model = if s.id == "liggghts-hooke" { "hooke" } else { "hertz" };
    let lim = if limit { " limitForce on" } else { "" };
    let mut out = format!(
        "pair_style gran model {model} tangential history{lim}\npair_coeff * *\nfix m1 all property/global youngsModulus peratomtype {e1}\nfix m2 all property/global poissonsRatio peratomtype {nu1}\nfix m3 all property/global coefficientRestitution peratomtypepair 1 {v}\nfix m4 all property/global coefficientFriction peratomtypepair 1 {mu}{mu_note}"
    );
    if s.id == "liggghts-hooke" {
        out.push_str(&format!(
            "\nfix m5 all property/global characteristicVelocity scalar {}",
            text::num(v_char, 6)
        ));
    }
    out
}

/// What LIGGGHTS does the same way in each of its settings ([`super::code::Code`]).
pub(crate) const CODE: Code = Code {
    name: "LIGGGHTS",
    tangential: TANGENTIAL,
    eras: &[],
    absent: &[],
    wall: super::release_rules::wall_as_given,
    adhesion_line,
    unwritten,
    adhesion_choices: ADHESION_CHOICES,
    v_char_default: None,
    integrator_damping: None,
    snippet: |x| {
        snippet(
            x.s,
            (&x.e1, &x.nu1),
            x.value,
            x.limit,
            x.ctx.v_char.unwrap_or(x.ctx.v0),
            (x.ctx.k, x.ctx.r_star),
            &x.friction,
        )
    },
    timestep_line: |_, t| format!("timestep {t}"),
    summary: super::code::same_summary,
};

// Its tangential laws (docs/tangential-codes.md; run by `super::tangential`).

const LIGGGHTS_SRC: &str = "CFDEMproject/LIGGGHTS-PUBLIC @3d5c00f src/tangential_model_history.h (total displacement, rescaled to μ|F_n|, dashpot only while sticking), surface_model_default.h (lever arm r − ξ/2), normal_model_hertz.h, normal_model_hooke.h (γ_t on by default); source, run here (LIGGGHTS 3.8.0)";

const LIGGGHTS_HERTZ: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::MindlinTotal, "tangential history")],
    linear_history: History::Total,
    kt: CodeKt::Given,
    cap: (Cap::Absolute, Cap::NonNegative),
    rule: DashpotRule::OffWhileSliding,
    dashpot: CodeDashpot::Liggghts,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::ContactPoint),
    wall_slip: None,
    refused: &[],
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

/// Each setting's tangential law, or why it has none in the catalogue.
pub(crate) const TANGENTIAL: &[Tangential] = &[
    (HERTZ.id, Ok(&LIGGGHTS_HERTZ)),
    (HOOKE.id, Ok(&LIGGGHTS_HOOKE)),
    (HOOKE_STIFFNESS.id, Ok(&LIGGGHTS_HOOKE_STIFFNESS)),
    (HERTZ_STIFFNESS.id, Err("liggghts-hertz-stiffness (its k_t typed in pressure units is not in the catalogue yet)")),
];

// Its rolling resistance (`super::rolling`).

/// Its rolling resistance `liggghts-cdt` ([`super::rolling`]).
pub const ROLLING_CDT: RollingCode = RollingCode {
    id: "liggghts-cdt",
    code: "LIGGGHTS",
    setting: "model rolling_friction cdt",
    coefficient: "coefficientRollingFriction",
    pair: PairLever::Reduced,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::None,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "k_n δ_n, the elastic normal force (no dashpot)",
    takes: "code liggghts-cdt (a constant torque: it takes mu_r only)",
    source: "CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/rolling_model_cdt.h:98 (reff), 117-120 and 145 (μ_r k_n δ_n R* ω/|ω|)",
    status: "source",
    one_value: None,
};

/// Its rolling resistance `liggghts-epsd` ([`super::rolling`]).
pub const ROLLING_EPSD: RollingCode = RollingCode {
    id: "liggghts-epsd",
    code: "LIGGGHTS",
    setting: "model rolling_friction epsd",
    coefficient: "coefficientRollingFriction (η_r: coefficientRollingViscousDamping)",
    pair: PairLever::Reduced,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::Epsd,
    dashpot: RollingDashpot::Ratio,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "|F_n| with its dashpot",
    takes: "code liggghts-epsd (it takes mu_r, eta_r and kn or the material)",
    source: "CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/rolling_model_epsd.h:105 (reff), 142-148 and 206-215 (I_r), 282 (k_r), 292 (cap), 311-330 (dashpot below the cap); normal_model_hertz.h:234, 264 (k_n = 4/3 Y*√(R*δ))",
    status: "source",
    one_value: None,
};

/// Its rolling resistance `liggghts-epsd2` ([`super::rolling`]).
pub const ROLLING_EPSD2: RollingCode = RollingCode {
    id: "liggghts-epsd2",
    code: "LIGGGHTS",
    setting: "model rolling_friction epsd2",
    coefficient: "coefficientRollingFriction",
    pair: PairLever::Reduced,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::Tangential,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "|F_n| with its dashpot",
    takes: "code liggghts-epsd2 (it takes mu_r, and kt or the material; no dashpot)",
    source: "CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/rolling_model_epsd2.h:107 (reff), 193 (k_r = k_t R*²), 203 (cap), 226 (no dashpot); normal_model_hertz.h:232, 235, 265 (k_t = 8 G*√(R*δ))",
    status: "source",
    one_value: None,
};

/// Its rolling resistance `liggghts-epsd3` ([`super::rolling`]).
pub const ROLLING_EPSD3: RollingCode = RollingCode {
    id: "liggghts-epsd3",
    code: "LIGGGHTS",
    setting: "model rolling_friction epsd3",
    coefficient: "coefficientRollingFriction (coeffRollingStiffness, coefficientRollingViscousDamping)",
    pair: PairLever::Reduced,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::Factor,
    dashpot: RollingDashpot::Ratio,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "|F_n| with its dashpot",
    takes: "code liggghts-epsd3 (it takes mu_r, kr_factor = coeffRollingStiffness, eta_r and kn or the material)",
    source: "CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/rolling_model_epsd3.h:213 (k_r = c k_n μ_r² R*²), 223 (cap), 244-261 (dashpot below the cap)",
    status: "source",
    one_value: None,
};

// Its adhesive settings (`super::adhesion`).

const TN_SRC: &str = "CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/normal_model_thornton_ning.h (last changed 84ba3d76), NormalModel<THORNTON_NING>::surfacesIntersect (lines 207–407) and its helpers (lines 119–203); src/global_properties.cpp lines 97–99 (the names surfaceEnergy, coefficientYieldRatio), 924–945 (createYieldRatio); src/pair_gran_base.h line 356 and src/fix_wall_gran_base.h line 279 (the force only while the surfaces intersect)";

/// What `limitForce on` does to a cohesion (both sjkr laws).
const LIMIT_CLIPS: &str =
    "With limitForce on, the normal model's force is clipped at 0 before the cohesion is added.";

/// LIGGGHTS's `cohesion <law>` (sjkr or sjkr2: `notes` say its area A) on its hertz or hooke
/// model: cohesionEnergyDensity k_c typed, the force k_c A added after the normal model (the
/// library's law), the normal force clipped first with `limitForce on`; read in `source`.
const fn liggghts_sjkr(
    (id, title, law): (&'static str, &'static str, AdhesionLaw),
    source: &'static str,
    notes: &'static [&'static str],
) -> AdhesiveSetting {
    AdhesiveSetting {
        id,
        code: "LIGGGHTS",
        title,
        law,
        input: Input::CohesionEnergyDensity,
        typed_name: "cohesionEnergyDensity",
        as_the_law: true,
        bases: &[HERTZ.id, HOOKE.id],
        law_bases: (1, 0),
        rules: NO_RULES,
        jkr_term_only: false,
        normal: Normal::Added,
        limit_clips_main: true,
        reproduced: "the library's law: the answer above",
        source,
        status: "from source; run: LIGGGHTS 3.8.0 on hertz and hooke, a pair and a wall (validation/adhesion.py)",
        notes,
    }
}

/// Its adhesive setting `liggghts-sjkr` ([`super::adhesion`]).
pub const ADHESION_SJKR: AdhesiveSetting = liggghts_sjkr(
    ("liggghts-sjkr", "cohesion sjkr, cohesionEnergyDensity", AdhesionLaw::Sjkr),
    "CFDEMproject/LIGGGHTS-PUBLIC@3ec8c7fc src/cohesion_model_sjkr.h, collision()",
    &[
        "k_c [J/m³] times the circle where the spheres intersect (≈ 2πR*δ); added after the normal model, whose damping from the restitution ignores it (as `e` here).",
        LIMIT_CLIPS,
    ],
);

/// Its adhesive setting `liggghts-sjkr2` ([`super::adhesion`]).
pub const ADHESION_SJKR2: AdhesiveSetting = liggghts_sjkr(
    ("liggghts-sjkr2", "cohesion sjkr2, cohesionEnergyDensity", AdhesionLaw::Sjkr2),
    "CFDEMproject/LIGGGHTS-PUBLIC@3ec8c7fc src/cohesion_model_sjkr2.h, collision()",
    &[
        "A = 2π(2R*)δ for a pair: twice sjkr's area at small overlaps (type half the k_c for the same pull); at a wall 2π r1 δ, the same as sjkr's.",
        LIMIT_CLIPS,
    ],
);

/// Its adhesive setting `liggghts-thornton-ning` ([`super::adhesion`]).
pub const ADHESION_THORNTON_NING: AdhesiveSetting = AdhesiveSetting {
    id: "liggghts-thornton-ning",
    code: "LIGGGHTS",
    title: "pair_style gran model thornton_ning, surfaceEnergy, coefficientYieldRatio",
    law: AdhesionLaw::Jkr,
    input: Input::WYieldRatio,
    typed_name: "surfaceEnergy (peratomtypepair)",
    as_the_law: false,
    bases: &[HERTZ.id],
    law_bases: (1, 0),
    rules: NO_RULES,
    jkr_term_only: false,
    normal: Normal::Own,
    limit_clips_main: false,
    reproduced: "integrated here: the library's JKR on E*, R*, m*, undamped, released at δ = 0 (no tail)",
    source: TN_SRC,
    status: "from source; run: LIGGGHTS 3.8.0 with coefficientYieldRatio 1, a pair and a wall (validation/adhesion.py)",
    notes: &[
        "Its own normal model (Thornton & Ning 1998), in place of hertz: surfaceEnergy is its gamma_surf in F_c = (3/2)π gamma_surf R* (line 240), the work of adhesion w = 2γ.",
        "Elastic, it follows JKR's stable branch F = F1 − 2√(F_c F1), F1 = 4E*a³/(3R*), incrementally: F += dF/dδ·Δδ with JKR's tangent 2E*a(3√F1 − 3√F_c)/(3√F1 − √F_c) at the step's start (lines 119–148, 166–178, 188–203, 294–317), from −(8/9)F_c at the first touch (lines 266–278).",
        "Its force is computed only while the bodies overlap (pair_gran_base.h line 356, fix_wall_gran_base.h line 279): the contact is released at δ = 0 with −(8/9)F_c, without JKR's tail to δ_c. Elastic and undamped it is conservative: e = 1 at every speed, never stuck (LIGGGHTS 3.8.0 ran, a pair: e = 0.99994 at 0.1 m/s and 0.9985 at 0.01 m/s, below JKR's sticking velocity 0.0365 m/s, at t_c/20000; → 1 as the step halves: its incremental scheme's step error). Its release at −(5/9)F_c (lines 351–367) needs the force below −F_c, which the elastic contact never reaches in overlap.",
        "No normal dashpot: the coefficientRestitution it requires sets only the tangential damping (gammat, lines 263–264); the normal force is the T&N force alone (line 370). A typed restitution is not used; limitForce is registered but not used (line 89).",
        "Plasticity: yielding starts where the contact radius reaches coefficientYieldRatio × r_i, or from the start where its yield stress 2E*a_y/(πR*) − √(2wE*/(πa_y)) is below (2E*²w/(π²R*))^(1/3) (lines 243–251, 302–307); then the plastic tangent and an enlarged R* on unloading (lines 150–164, 329–339) dissipate and the contact can stick: not reproduced here. coefficientYieldRatio = 1, the largest it accepts (global_properties.cpp line 939), keeps the 20 µm powder elastic (a stays far below r).",
    ],
};

/// Its adhesive settings' input: the base setting's snippet (`base`) with the adhesion (the
/// values to type) written into it (`super::adhesion_line`).
fn adhesion_line(s: &AdhesiveSetting, base: &str, values: &[Named]) -> String {
    let v = super::adhesion_line::first(values);
    if s.id == ADHESION_THORNTON_NING.id {
        return format!(
            "{}\nfix m6 all property/global surfaceEnergy peratomtypepair 1 {v}  # w = 2γ [J/m²]\nfix m7 all property/global coefficientYieldRatio peratomtype 1.0  # elastic\n# thornton_ning: coefficientRestitution damps the tangential contact only (no normal dashpot)",
            base.replacen("model hertz", "model thornton_ning", 1)
        );
    }
    // sjkr, sjkr2.
    let cohesion = &s.id[9..];
    format!(
        "{}\nfix m6 all property/global cohesionEnergyDensity peratomtypepair 1 {v}  # k_c [J/m³]",
        base.replacen("tangential history", &format!("tangential history cohesion {cohesion}"), 1)
    )
}

/// Its setting's lines where its snippet cannot be written for the inputs (`why`): the
/// lines the adhesion goes into, the rest said.
fn unwritten(base: &str, why: &str) -> String {
    let model = if base == HOOKE.id {
        "hooke"
    } else if base == HERTZ.id {
        "hertz"
    } else {
        return super::adhesion_line::reason_only(base, why);
    };
    format!("pair_style gran model {model} tangential history\npair_coeff * *\n# {base}: {why}")
}

/// What its settings compose with, for the refusal of another adhesive law or setting.
const ADHESION_CHOICES: &str = "with LIGGGHTS: sjkr or sjkr2 with liggghts-hertz or liggghts-hooke, jkr (model thornton_ning) with liggghts-hertz — or no code, for every code's row";
