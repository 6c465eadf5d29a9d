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

use super::setting::{Alpha1, Rule, Setting, Stiffness, Takes};
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

/// The `pair_style` and `fix property/global` lines for one particle type.
pub(crate) fn snippet(
    s: &Setting,
    e1: &str,
    nu1: &str,
    value: f64,
    limit: bool,
    v_char: f64,
) -> String {
    let v = text::num(value, 6);
    let model = if s.id == "liggghts-hooke" { "hooke" } else { "hertz" };
    let lim = if limit { " limitForce on" } else { "" };
    let mut out = format!(
        "pair_style gran model {model} tangential history{lim}\npair_coeff * *\nfix m1 all property/global youngsModulus peratomtype {e1}\nfix m2 all property/global poissonsRatio peratomtype {nu1}\nfix m3 all property/global coefficientRestitution peratomtypepair 1 {v}\nfix m4 all property/global coefficientFriction peratomtypepair 1 0.5  # friction: not computed here, set yours"
    );
    if s.id == "liggghts-hooke" {
        out.push_str(&format!(
            "\nfix m5 all property/global characteristicVelocity scalar {}",
            text::num(v_char, 6)
        ));
    }
    out
}
