//! PFC (Itasca): closed source. The linear and hertz models' property pages (PFC 7.0
//! documentation, docs.itascacg.com/pfc700/common/contactmodel/{linear,hertz}) and Itasca's
//! public example plugin `ContactModelExample` ("a simplified version of the linear contact
//! model available with PFC"): dashpot c = 2 β_n √(m_c k) (`dp_nratio` = β_n), `dp_mode` 0
//! (default) lets the dashpot pull, 1 (and 3) clips the total normal force at zero. The
//! contact mass m_c (`inertialMass`) lives in PFC's closed core: the reduced mass, and a
//! ball's own against a wall, are assumed (unconfirmed). Hertz: `hz_shear`, `hz_poiss`,
//! `dp_nratio`; its dashpot's stiffness (tangent, as assumed here: α1 = √6 β_n) is
//! unconfirmed.

use super::code::Code;
use super::rolling_law::{
    Dashpot as RollingDashpot, PairLever, RollingCode, Stiffness as RollingStiffness, WallLever,
};
use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes};
use super::tangential_law::{CodeDashpot, CodeKt, CodeLaw, Tangential};
use crate::models::rolling::Cap as RollingCap;
use crate::models::tangential::{Arm, Cap, DashpotRule, History};
use crate::scenario::Scenario;
use crate::scenario::TangentialLaw;
use crate::text;
use alloc::format;
use alloc::string::String;

/// The linear model.
pub const LINEAR: Setting = Setting {
    id: "pfc-linear",
    code: "PFC",
    title: "contact model linear (kn, dp_nratio, dp_mode)",
    short: "linear, dp_nratio",
    summary: "PFC linear: dp_nratio = β_n typed (ζ); dp_mode 1 clips tension",
    rule: Rule::LinearRatio,
    takes: Takes::Damping,
    instead: None,
    typed_name: "dp_nratio",
    typed_unit: "",
    clipped: false,
    switch: Some("dp_mode 1"),
    mass: "the contact's inertial mass m_c: reduced m₁m₂/(m₁ + m₂) assumed (PFC's core: unconfirmed)",
    wall: "the ball's mass assumed (unconfirmed)",
    extra: &["local_damping"],
    takes_text: "pfc-linear (it takes the masses, k or k1 and k2, v0, damping (dp_nratio) or e, and limit for dp_mode 1)",
    stiffness: Stiffness::K,
    source: "Itasca PFC 7.0 documentation, linear model properties (docs.itascacg.com/pfc700/common/contactmodel/linear/doc/manual/def_linear_property.html); Itasca's example plugin ContactModelExample (dashpot 2β_n√(m_c k), dp_mode 1 and 3 clip)",
    status: "from the documentation and Itasca's example plugin; the contact mass m_c: unconfirmed",
    notes: &["PFC takes no restitution: with e, dp_nratio = −ln e/√(ln²e + π²) is the usual relation (exact with dp_mode 0); the value to type is exact for the dp_mode chosen."],
};

/// The Hertz model.
pub const HERTZ: Setting = Setting {
    id: "pfc-hertz",
    code: "PFC",
    title: "contact model hertz (hz_shear, hz_poiss, dp_nratio, dp_mode)",
    short: "hertz, dp_nratio",
    summary: "PFC hertz: dp_nratio typed, critical damping of the tangent stiffness assumed (α1 = √6 β_n; unconfirmed)",
    rule: Rule::Tsuji(Alpha1::Sqrt6Ratio),
    takes: Takes::Damping,
    instead: None,
    typed_name: "dp_nratio",
    typed_unit: "",
    clipped: false,
    switch: Some("dp_mode 1"),
    mass: "the contact's inertial mass m_c: reduced assumed (unconfirmed)",
    wall: "the ball's mass assumed (unconfirmed)",
    extra: &["local_damping"],
    takes_text: "pfc-hertz (it takes the masses, the material E1, nu1, r1, v0, damping (dp_nratio) or e, and limit for dp_mode 1)",
    stiffness: Stiffness::Material,
    source: "Itasca PFC 7.0 documentation, hertz model properties (docs.itascacg.com/pfc700/common/contactmodel/hertz/doc/manual/def_hertz_property.html)",
    status: "from the documentation (properties only); the dashpot formula is unconfirmed",
    notes: &["How PFC's hertz dashpot forms its coefficient is not public: critical damping of the tangent stiffness (3/2)k δ^(1/2) is assumed (α1 = √6 β_n), as Yade's betan does."],
};

/// The `contact cmat` line.
pub(crate) fn snippet(s: &Setting, k: &str, sc: &Scenario, value: f64, limit: bool) -> String {
    let mode = if limit { 1 } else { 0 };
    let v = text::num(value, 6);
    if s.id == "pfc-linear" {
        format!("contact cmat default model linear property kn {k} dp_nratio {v} dp_mode {mode}")
    } else {
        let (g, nu) = match (sc.e1_modulus, sc.nu1) {
            (Some(e), Some(nu)) => (text::num(e / (2.0 * (1.0 + nu)), 6), text::num(nu, 6)),
            _ => (String::from("<G>"), String::from("<nu>")),
        };
        format!("contact cmat default model hertz property hz_shear {g} hz_poiss {nu} dp_nratio {v} dp_mode {mode}")
    }
}

/// What PFC does the same way in each of its settings ([`super::code::Code`]).
pub(crate) const CODE: Code = Code {
    name: "PFC",
    tangential: TANGENTIAL,
    eras: &[],
    absent: &[],
    wall: super::release_rules::wall_as_given,
    adhesion_line: super::adhesion_line::as_base,
    unwritten: super::adhesion_line::reason_only,
    adhesion_choices: super::adhesion_line::NO_ADHESION,
    v_char_default: None,
    integrator_damping: None,
    snippet: |x| snippet(x.s, &x.k, x.sc, x.value, x.limit),
    timestep_line: |_, t| format!("model timestep fix {t}"),
    summary: super::code::same_summary,
};

// Its tangential laws (docs/tangential-codes.md; run by `super::tangential`).

const PFC_SRC: &str = "Itasca PFC 7.0 documentation (linear and hertz contact models: incremental shear force, slip at μ × the spring normal force, dp_sratio dashpot added outside the cap) and Itasca's example plugin ContactModelExample; from the documentation";

const PFC_LINEAR: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Linear, "linear model: ks (or kt_ratio), fric, dp_sratio")],
    linear_history: History::Incremental,
    kt: CodeKt::Given,
    cap: (Cap::SpringOnly, Cap::SpringOnly),
    rule: DashpotRule::Outside,
    dashpot: CodeDashpot::Ratio,
    arms: (Arm::ContactPoint, Arm::ContactPoint, Arm::ContactPoint),
    wall_slip: None,
    refused: &[],
    source: PFC_SRC,
};

const PFC_HERTZ: CodeLaw = CodeLaw {
    laws: &[(TangentialLaw::Mindlin, "hertz model: hz_shear, hz_poiss, fric, dp_sratio")],
    ..PFC_LINEAR
};

/// Each setting's tangential law, or why it has none in the catalogue.
pub(crate) const TANGENTIAL: &[Tangential] =
    &[(LINEAR.id, Ok(&PFC_LINEAR)), (HERTZ.id, Ok(&PFC_HERTZ))];

// Its rolling resistance (`super::rolling`).

/// Its rolling resistance `pfc-rrlinear` ([`super::rolling`]).
pub const ROLLING_RRLINEAR: RollingCode = RollingCode {
    id: "pfc-rrlinear",
    code: "PFC",
    setting: "contact model rrlinear",
    coefficient: "rr_fric (rr_kr)",
    pair: PairLever::Reduced,
    wall: WallLever::Radius,
    stiffness: RollingStiffness::Tangential,
    dashpot: RollingDashpot::None,
    cap: RollingCap::Spring,
    wall_constant: false,
    normal_force: "F_n",
    takes: "code pfc-rrlinear (it takes mu_r = rr_fric and kt = the shear stiffness k_s; no rolling dashpot)",
    source: "Itasca PFC documentation, Rolling Resistance Linear Model: k_r = k_s R̄², R̄ = 1/(1/R_1 + 1/R_2), cap μ_r R̄ F_n (after Iwashita & Oda 1998; the exact form unconfirmed)",
    status: "documentation",
    one_value: None,
};
