//! LIGGGHTS 3.8.0's elastic–plastic normal models, read in CFDEMproject/LIGGGHTS-PUBLIC tag
//! 3.8.0 (commit 7c32dc4e) and run (Debian liggghts 3.8.0+repack1, validation/plastic.py);
//! every rule with its file and lines in docs/plastic-codes.md:
//!
//! - `model hooke/hysteresis` (`src/normal_model_hooke_hysteresis.h`): k_n from Hooke's rule at
//!   `characteristicVelocity` (line 139), k2max = `coefficientMaxElasticStiffness` × k_n, k_c =
//!   `coefficientAdhesionStiffness` × k_n, δ_lim = k2max/(k2max − k_n) φ_f 2R* (line 163);
//!   above δ_lim the contact loads and unloads on the k2max line (lines 166–169:
//!   [`Hysteretic::capped`]); the dashpot −γ_n v_n never clipped (lines 197–198);
//! - `model luding` (`src/normal_model_luding.h`): the same law with `LoadingStiffness` k_n
//!   (line 122) and `UnloadingStiffness` kn2k1 (line 130); `limitForce` on by default (line
//!   78) clips the total at 0 where k_c = 0 and f_adh = 0 (lines 191–193);
//! - `model edinburgh` (`src/normal_model_edinburgh.h`): k1 = 4/3 Y*√R* \[N/m^1.5\] (n ≠ 1;
//!   2Y*R* for n = 1, lines 196–202), k2 = kn2k1 k1 (line 210), EEPA's branches (lines
//!   226–309: [`Eepa`]), the adhesive branch −k_adh δ^χ with k_adh = kn2kc k1 (fixKc on, line
//!   279) or from `surfaceEnergy` at the plastic overlap (fixKc off, `calculate_k_adh`, lines
//!   159–175: none at a wall), the LINEAR dashpot −γ_n v_n with γ_n from e on k1 in N/m^1.5
//!   (lines 213, 311), `limitForce` on by default clipping the total where f_adh = 0 and the
//!   outer k_adh = 0 (lines 315–318; with fixKc on always so: line 279 declares its own);
//! - `model thornton_ning` (`src/normal_model_thornton_ning.h`): a_y = `coefficientYieldRatio`
//!   × r_i (line 243), Thornton's loading, unloading on the original Hertz tangent
//!   ([`ThorntonNing`]), no normal dashpot (line 370).
//!
//! Each code's γ_n = √(4 m* k_n/(1 + (π/ln e)²)), the linear spring's relation on the loading
//! stiffness whatever the law ([`DashpotMap`]); `coefficientRestitution` in (0.05, 1]
//! (`global_properties.cpp:489`).

use super::plastic::{walton_braun_luding, Built, DashpotMap, PlasticSetting, Retune, WBL};
use crate::error::Error;
use crate::math::{powf, sqrt};
use crate::models::composed::{Composed, Dashpot, Spring};
use crate::models::history::{Eepa, History, Hysteretic, Thornton, ThorntonNing};
use crate::models::law::Law;
use crate::models::Common;
use crate::pair::{self, Material};
use crate::scenario::Scenario;
use crate::solution::Named;
use crate::text::sig;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Where it was read and run.
const SOURCE: &str = "CFDEMproject/LIGGGHTS-PUBLIC tag 3.8.0 (commit 7c32dc4e): \
                      src/normal_model_hooke_hysteresis.h, normal_model_luding.h, \
                      normal_model_edinburgh.h, normal_model_thornton_ning.h, \
                      global_properties.cpp:489; run (Debian liggghts 3.8.0+repack1)";
/// The release.
const RELEASE: (&str, &[&str], &str) =
    ("3.8.0", &["3.8", "LIGGGHTS-PUBLIC 3.8.0"], "run here (Debian package liggghts 3.8.0)");
/// Read and run.
const STATUS: &str = "source, run";

/// `hooke/hysteresis`.
pub(crate) static HOOKE_HYSTERESIS: PlasticSetting = PlasticSetting {
    id: "liggghts-hooke-hysteresis",
    code: "LIGGGHTS",
    title: "model hooke/hysteresis",
    model: crate::scenario::Model::Hysteretic,
    release: RELEASE,
    switch: None,
    keys: &["E1", "nu1", "E2", "nu2", "e", "e_with_plasticity", "v_char", "plasticity_ratio", "cohesion_ratio", "plasticity_depth"],
    takes_text: "liggghts-hooke-hysteresis (it takes the pair, E1, nu1, E2, nu2, e or e_with_plasticity, v_char, plasticity_ratio, cohesion_ratio, plasticity_depth)",
    source: SOURCE,
    status: STATUS,
    build: |sc, c| with_material(sc, hooke_hysteresis(sc, c)),
};

/// `luding`.
pub(crate) static LUDING: PlasticSetting = PlasticSetting {
    id: "liggghts-luding",
    code: "LIGGGHTS",
    title: "model luding",
    model: crate::scenario::Model::Hysteretic,
    release: RELEASE,
    switch: Some("limitForce"),
    keys: &["k", "e", "e_with_plasticity", "plasticity_ratio", "cohesion_ratio", "plasticity_depth", "constant_pull_off", "limit"],
    takes_text: "liggghts-luding (it takes the pair, k, e or e_with_plasticity, plasticity_ratio, cohesion_ratio, plasticity_depth, constant_pull_off, limit)",
    source: SOURCE,
    status: STATUS,
    build: luding,
};

/// `edinburgh`.
pub(crate) static EDINBURGH: PlasticSetting = PlasticSetting {
    id: "liggghts-edinburgh",
    code: "LIGGGHTS",
    title: "model edinburgh",
    model: crate::scenario::Model::Eepa,
    release: RELEASE,
    switch: Some("limitForce"),
    keys: &["E1", "nu1", "E2", "nu2", "e", "e_with_plasticity", "plasticity_ratio", "w", "adhesion_exponent", "constant_pull_off", "work_of_adhesion", "fix_kc", "cohesion_ratio", "limit"],
    takes_text: "liggghts-edinburgh (it takes the pair, E1, nu1, E2, nu2, e or e_with_plasticity, plasticity_ratio, w, adhesion_exponent, constant_pull_off, work_of_adhesion, fix_kc, cohesion_ratio, limit)",
    source: SOURCE,
    status: STATUS,
    build: |sc, c| with_material(sc, edinburgh(sc, c)),
};

/// `thornton_ning` with a yield ratio.
pub(crate) static THORNTON_NING: PlasticSetting = PlasticSetting {
    id: "liggghts-thornton-ning",
    code: "LIGGGHTS",
    title: "model thornton_ning (coefficientYieldRatio)",
    model: crate::scenario::Model::Thornton,
    release: RELEASE,
    switch: None,
    keys: &["E1", "nu1", "E2", "nu2", "e", "e_with_plasticity", "yield_ratio"],
    takes_text: "liggghts-thornton-ning (it takes the pair, E1, nu1, E2, nu2, e (tangential only), yield_ratio or e_with_plasticity)",
    source: SOURCE,
    status: STATUS,
    build: |sc, c| with_material(sc, thornton_ning(sc, c)),
};

/// LIGGGHTS's normal dashpot from `coefficientRestitution` on the loading stiffness k.
fn dashpot(m: f64, k: f64) -> DashpotMap {
    DashpotMap {
        scale: 4.0 * m * k,
        name: "coefficientRestitution",
        lowest: (0.05, "in (0.05, 1] (LIGGGHTS global_properties.cpp:489)"),
    }
}

/// A value to type.
fn named(name: &'static str, value: f64, unit: &'static str) -> Named {
    Named { name, value, unit }
}

/// youngsModulus and poissonsRatio as typed (body 1's; a wall of its own type: E2, nu2).
fn material_values(sc: &Scenario) -> [Named; 2] {
    [
        named("youngsModulus", sc.e1_modulus.unwrap_or(0.0), "Pa"),
        named("poissonsRatio", sc.nu1.unwrap_or(0.0), ""),
    ]
}

/// A setting from the material with youngsModulus and poissonsRatio to type.
fn with_material(sc: &Scenario, b: Result<Built, Error>) -> Result<Built, Error> {
    let mut b = b?;
    b.values.extend(material_values(sc));
    Ok(b)
}

/// The material, required.
fn material(sc: &Scenario) -> Result<Material, Error> {
    pair::material(sc)?.ok_or(Error::Missing {
        field: "E1",
        hint: "this LIGGGHTS model takes its stiffness from youngsModulus and poissonsRatio: give E1, nu1 (and E2, nu2, or a rigid wall)",
    })
}

/// R* from the radii (r1 at a wall), required.
fn r_star(sc: &Scenario) -> Result<f64, Error> {
    let r1 = pair::required_positive(
        "r1",
        sc.r1,
        "radius of body 1",
        "a finite number > 0 m",
        "the plasticity depth is a fraction of 2R*: give r1 (and r2 for a pair)",
    )?;
    Ok(match sc.r2 {
        Some(r2) => r1 / (1.0 + r1 / pair::positive("r2", r2, "radius of body 2", "> 0 m")?),
        None => r1,
    })
}

/// The ratio k2/k from `plasticity_ratio` λ_p = 1 − k/k2 in (0, 1), required.
fn ratio(sc: &Scenario, name: &'static str) -> Result<f64, Error> {
    match sc.plasticity_ratio {
        None => Err(Error::Missing { field: "plasticity_ratio", hint: name }),
        Some(l) if l > 0.0 && l < 1.0 => Ok(1.0 / (1.0 - l)),
        Some(l) => Err(Error::OutOfRange {
            field: "plasticity_ratio",
            value: l,
            what: "plasticity ratio λ_p = 1 − k/k2",
            allowed: "in (0, 1)",
        }),
    }
}

/// An optional ratio ≥ 0 (default 0).
fn non_negative(field: &'static str, x: Option<f64>, what: &'static str) -> Result<f64, Error> {
    crate::models::plastic::non_negative(field, x, what)
}

/// `coefficientPlasticityDepth` φ_f > 0, required.
fn depth(sc: &Scenario) -> Result<f64, Error> {
    let phi = sc.plasticity_depth.ok_or(Error::Missing { field: "plasticity_depth", hint: "coefficientPlasticityDepth φ_f (> 0): k2 grows with the largest overlap up to δ_lim = k2/(k2 − k) φ_f 2R*" })?;
    pair::positive("plasticity_depth", phi, "plasticity depth φ_f", "> 0")
}

/// The hysteretic law of `hooke/hysteresis` and `luding` (module doc).
fn hysteretic(m: f64, k: f64, k2: f64, k_c: f64, delta_lim: f64) -> Law {
    Composed {
        m,
        spring: Spring { k, w: 1.0 },
        dashpot: Dashpot { lambda: 0.0, p: 0.0 },
        adhesion: None,
        history: Some(History::Hysteretic(Hysteretic { k2, k_c, delta_lim, capped: true })),
    }
}

/// `hooke/hysteresis` (module doc).
fn hooke_hysteresis(sc: &Scenario, c: &Common) -> Result<Built, Error> {
    let mat = material(sc)?;
    let v = sc.v_char.ok_or(Error::Missing {
        field: "v_char",
        hint: "characteristicVelocity [m/s]: k_n = 16/15 √R* Y* (15 m* v_char²/(16 √R* Y*))^(1/5)",
    })?;
    let v = pair::positive("v_char", v, "characteristic velocity", "> 0 m/s")?;
    let sq = sqrt(mat.r_star);
    let k =
        16.0 / 15.0 * sq * mat.e_star * powf(15.0 * c.m * v * v / (16.0 * sq * mat.e_star), 0.2);
    let kk = ratio(sc, "coefficientMaxElasticStiffness = k2max/k_n = 1/(1 − plasticity_ratio)")?;
    let kc =
        non_negative("cohesion_ratio", sc.cohesion_ratio, "coefficientAdhesionStiffness k_c/k_n")?;
    let phi = depth(sc)?;
    let lim = kk / (kk - 1.0) * phi * 2.0 * mat.r_star;
    Ok(Built {
        law0: hysteretic(c.m, k, kk * k, kc * k, lim),
        dashpot: Some(dashpot(c.m, k)),
        gamma_given: None,
        clip: false,
        stiffness: (k, "N/m".into()),
        material: Some(mat),
        values: alloc::vec![
            named("characteristicVelocity", v, "m/s"),
            named("coefficientMaxElasticStiffness", kk, ""),
            named("coefficientAdhesionStiffness", kc, ""),
            named("coefficientPlasticityDepth", phi, ""),
        ],
        notes: hysteresis_notes(k, kk * k, lim, "k_n from Hooke's rule at characteristicVelocity (normal_model_hooke_hysteresis.h:139)", "The dashpot −γ_n v_n acts while the bodies overlap, never clipped (lines 197–198: the model never reads limitForce): it pulls where the spring is already 0."),
        snippet: hooke_snippet,
        retune: None,
        regeom: None,
        ctx: [0.0; 4],
        paper: Some((walton_braun_luding, WBL)),
    })
}

/// What both hysteretic models' users should know.
fn hysteresis_notes(k: f64, k2: f64, lim: f64, k_from: &str, dashpot: &str) -> Vec<String> {
    alloc::vec![
        format!("k_n = {} N/m ({k_from}); k2max = {} N/m; δ_lim = {} m.", sig(k), sig(k2), sig(lim)),
        "Above δ_lim the code loads and unloads on the k2max line k2max (δ − δ_lim) + k_n δ_lim (its δ_0 stays δ_lim (1 − k_n/k2max)): elastic there, so e returns towards 1 at high speed — not the library's `hysteretic` with plasticity_depth, which loads on k_n to δ_max.".into(),
        "γ_n = √(4 m* k_n/(1 + (π/ln e)²)): the linear spring's relation on the loading k_n; the restitution achieved is lower, as the plasticity takes its share.".into(),
        dashpot.into(),
    ]
}

/// `luding` (module doc).
fn luding(sc: &Scenario, c: &Common) -> Result<Built, Error> {
    let k = pair::required_positive(
        "k",
        sc.k,
        "LoadingStiffness k_n",
        "a finite number > 0 N/m",
        "give LoadingStiffness as k [N/m]",
    )?;
    let kk = ratio(sc, "UnloadingStiffness = k2max/k_n = 1/(1 − plasticity_ratio)")?;
    let kc =
        non_negative("cohesion_ratio", sc.cohesion_ratio, "coefficientAdhesionStiffness k_c/k_n")?;
    let f0 = sc.constant_pull_off.unwrap_or(0.0);
    if f0 != 0.0 {
        return Err(Error::Unsupported { field: "constant_pull_off", reason: "luding's pullOffForce is not reproduced here yet (only 0); use it at 0 or leave it out" });
    }
    let phi = depth(sc)?;
    let rs = r_star(sc)?;
    let lim = kk / (kk - 1.0) * phi * 2.0 * rs;
    let limit = sc.limit.unwrap_or(true);
    let clip = limit && kc == 0.0;
    let mut notes = hysteresis_notes(
        k,
        kk * k,
        lim,
        "LoadingStiffness",
        if clip {
            "limitForce (on by default, normal_model_luding.h:78) clips the total at 0 where k_c = 0 and f_adh = 0 (lines 191–193): once the dashpot's pull equals the spring, the bodies fly apart without force."
        } else {
            "Nothing is clipped here (limitForce off, or k_c > 0): the dashpot pulls where the spring is 0."
        },
    );
    notes.push("The cohesion reset uses the current k2 (lines 169, 182): the force follows max(line, −k_c δ) as the timestep goes to 0.".into());
    Ok(Built {
        law0: hysteretic(c.m, k, kk * k, kc * k, lim),
        dashpot: Some(dashpot(c.m, k)),
        gamma_given: None,
        clip,
        stiffness: (k, "N/m".into()),
        material: None,
        values: alloc::vec![
            named("LoadingStiffness", k, "N/m"),
            named("UnloadingStiffness", kk, ""),
            named("coefficientAdhesionStiffness", kc, ""),
            named("coefficientPlasticityDepth", phi, ""),
            named("pullOffForce", 0.0, "N"),
        ],
        notes,
        snippet: luding_snippet,
        retune: None,
        regeom: None,
        ctx: [0.0; 4],
        paper: Some((walton_braun_luding, WBL)),
    })
}

/// edinburgh's adhesion: pullOffForce f_adh ≤ 0, fixKc, and either coefficientAdhesionStiffness
/// (fixKc on) or surfaceEnergy (off).
fn edinburgh_adhesion(sc: &Scenario) -> Result<(f64, bool, f64, f64), Error> {
    let f0 = match sc.constant_pull_off {
        None => 0.0,
        Some(f) if f.is_finite() && f <= 0.0 => f,
        Some(f) => {
            return Err(Error::OutOfRange {
                field: "constant_pull_off",
                value: f,
                what: "pullOffForce f_adh as added (a pull is negative)",
                allowed: "finite and ≤ 0 N",
            })
        }
    };
    let fix = sc.fix_kc.unwrap_or(false);
    let (kc, w) = match fix {
        true => {
            if sc.work_of_adhesion.is_some() {
                return Err(Error::NotTaken { field: "work_of_adhesion", by: "liggghts-edinburgh with fix_kc on (its adhesive branch is cohesion_ratio × k1)" });
            }
            (
                non_negative(
                    "cohesion_ratio",
                    sc.cohesion_ratio,
                    "coefficientAdhesionStiffness k_adh/k1",
                )?,
                0.0,
            )
        }
        false => {
            if sc.cohesion_ratio.is_some() {
                return Err(Error::NotTaken { field: "cohesion_ratio", by: "liggghts-edinburgh with fix_kc off (its adhesive branch comes from work_of_adhesion, surfaceEnergy)" });
            }
            (
                0.0,
                non_negative(
                    "work_of_adhesion",
                    sc.work_of_adhesion,
                    "surfaceEnergy γ_surf (= w: f_min = 1.5π γ_surf a)",
                )?,
            )
        }
    };
    Ok((f0, fix, kc, w))
}

/// `edinburgh` (module doc).
fn edinburgh(sc: &Scenario, c: &Common) -> Result<Built, Error> {
    let mat = material(sc)?;
    let n = sc.w.unwrap_or(1.5);
    let n = pair::positive("w", n, "overlapExponent n (dex)", "> 0")?;
    let k1 = if n == 1.0 {
        2.0 * mat.e_star * mat.r_star
    } else {
        4.0 / 3.0 * mat.e_star * sqrt(mat.r_star)
    };
    let kk = ratio(sc, "UnloadingStiffness = k2/k1 = 1/(1 − plasticity_ratio)")?;
    let chi = pair::positive(
        "adhesion_exponent",
        sc.adhesion_exponent.unwrap_or(1.5),
        "adhesionExponent χ (cex)",
        "> 0",
    )?;
    let (f0, fix, kc, w) = edinburgh_adhesion(sc)?;
    let wall = sc.r2.is_none();
    // The outer k_adh (line 315): 0 with fixKc on (line 279), or where no branch forms.
    let outer = !fix && w > 0.0 && !wall;
    let clip = sc.limit.unwrap_or(true) && f0 == 0.0 && !outer;
    // Clipped, no pull remains: the adhesive branch is cut (the dashpot's pull too).
    let k_adh = if clip { 0.0 } else { kc * k1 };
    let law0 = Composed {
        m: c.m,
        spring: Spring { k: k1, w: n },
        dashpot: Dashpot { lambda: 0.0, p: 0.0 },
        adhesion: None,
        history: Some(History::Eepa(Eepa { k2: kk * k1, f0, k_adh, chi })),
    };
    let map = dashpot(c.m, k1);
    let mut notes = alloc::vec![
        format!("k1 = {} N/m^{n} (4/3 Y*√R*, or 2Y*R* for n = 1: normal_model_edinburgh.h:196–202), k2 = {} × k1.", sig(k1), sig(kk)),
        format!("The dashpot is LINEAR, −γ_n v_n, independent of δ, with γ_n = √(4 m* k1/(1 + (π/ln e)²)) computed with k1 in N/m^{n} (lines 213, 311): a number with no consistent unit. Here γ_n = {} × √(1/(1 + (π/ln e)²)) N·s/m for a typed e — far above what the e typed means for these bodies unless e is near 1 (the e achieved says by how much).", sig(sqrt(map.scale))),
    ];
    if clip {
        notes.push("limitForce (on by default, line 89) clips the total at 0 where f_adh = 0 and the outer k_adh = 0 (lines 315–318): once the dashpot's pull equals the spring, the bodies fly apart force-free.".into());
        if fix && kc > 0.0 {
            notes.push("With fixKc on the outer k_adh stays 0 (line 279 declares its own), so limitForce cuts the adhesive branch kn2kc × k1: no adhesion acts (run); limit off keeps it.".into());
        }
    }
    if !fix && w > 0.0 && wall {
        notes.push("At a wall the contact radius of calculate_k_adh is 0 (radj = 0, lines 159–175): surfaceEnergy forms no adhesive branch (run).".into());
    }
    Ok(Built {
        law0,
        dashpot: Some(map),
        gamma_given: None,
        clip,
        stiffness: (k1, format!("N/m^{n}")),
        material: Some(mat),
        values: alloc::vec![
            named("UnloadingStiffness", kk, ""),
            named("overlapExponent", n, ""),
            named("adhesionExponent", chi, ""),
            named("pullOffForce", f0, "N"),
            named("surfaceEnergy", w, "J/m²"),
            named("coefficientAdhesionStiffness", kc, ""),
        ],
        notes,
        snippet: edinburgh_snippet,
        retune: None,
        regeom: outer.then_some(surface_energy as fn(&Built, &Law, f64) -> Law),
        ctx: [sc.r1.unwrap_or(0.0), sc.r2.unwrap_or(0.0), w, if fix { 1.0 } else { 0.0 }],
        paper: None,
    })
}

/// fixKc off with γ_surf at a pair (`calculate_k_adh`, normal_model_edinburgh.h:159–175): the
/// contact radius a of spheres r_i, r_j at distance r_i + r_j − δ_p, f_min = 1.5π γ_surf a,
/// capped at k2 δ_pⁿ/2 (then δ_min = δ_p/2), else δ_min where the unloading curve gives
/// −f_min; k_adh = f_min/δ_min^χ — computed at the turn from δ_p (the loading does not
/// depend on it).
fn surface_energy(b: &Built, law: &Law, d_max: f64) -> Law {
    let Some(History::Eepa(h)) = law.history else { return *law };
    let [ri, rj, gamma, _] = b.ctx;
    let n = law.spring.w;
    let dp = h.plastic_overlap(&law.spring, d_max);
    let d = ri + rj - dp;
    let q = d * d - rj * rj + ri * ri;
    let a = sqrt((4.0 * d * d * ri * ri - q * q).max(0.0)) / (2.0 * d);
    let dpn = powf(dp, n);
    let (mut f_min, mut d_min) = (1.5 * PI * gamma * a, 0.0);
    if f_min > 0.5 * h.k2 * dpn {
        (f_min, d_min) = (0.5 * h.k2 * dpn, 0.5 * dp);
    } else if f_min > 0.0 {
        d_min = powf((h.k2 * dpn - f_min) / h.k2, 1.0 / n);
    }
    let k_adh = if d_min > 0.0 { f_min / powf(d_min, h.chi) } else { 0.0 };
    Composed { history: Some(History::Eepa(Eepa { k_adh, ..h })), ..*law }
}

/// Thornton 1997's unloading for the code's yield.
fn thornton_1997(law: &Law) -> Law {
    match law.history {
        Some(History::ThorntonNing(t)) => {
            Composed { history: Some(History::Thornton(t.yield_)), ..*law }
        }
        _ => *law,
    }
}

/// `thornton_ning` (module doc): the law for a yield ratio.
fn thornton_law(b: &Built, ratio: f64) -> Law {
    let [m, e_star, r_star, r1] = b.ctx;
    let a_y = ratio * r1;
    let p_y = 2.0 * e_star * a_y / (PI * r_star);
    Composed {
        m,
        spring: Spring { k: 4.0 / 3.0 * e_star * sqrt(r_star), w: 1.5 },
        dashpot: Dashpot { lambda: 0.0, p: 0.0 },
        adhesion: None,
        history: Some(History::ThorntonNing(ThorntonNing {
            yield_: Thornton::new(e_star, r_star, p_y),
        })),
    }
}

/// `thornton_ning` (module doc).
fn thornton_ning(sc: &Scenario, c: &Common) -> Result<Built, Error> {
    let mat = material(sc)?;
    let r1 = sc.r1.unwrap_or(mat.r_star);
    let e = sc.e.unwrap_or(1.0);
    if !(e > 0.05 && e <= 1.0) {
        return Err(Error::OutOfRange {
            field: "e",
            value: e,
            what: "coefficientRestitution (the tangential damping only)",
            allowed: "in (0.05, 1] (LIGGGHTS global_properties.cpp:489)",
        });
    }
    // The yield ratio at which the undamped Hertz contact just reaches the yield.
    let k = 4.0 / 3.0 * mat.e_star * sqrt(mat.r_star);
    let d_hertz = powf(1.25 * c.m * c.v0 * c.v0 / k, 0.4);
    let elastic = sqrt(mat.r_star * d_hertz) / r1;
    let mut b = Built {
        law0: Composed::free(c.m, Spring { k, w: 1.5 }, Dashpot { lambda: 0.0, p: 0.0 }),
        dashpot: None,
        gamma_given: None,
        clip: false,
        stiffness: (k, "N/m^1.5".into()),
        material: Some(mat),
        values: Vec::new(),
        notes: alloc::vec![
            "No normal dashpot (normal_model_thornton_ning.h:370): coefficientRestitution damps the tangential spring only; the normal restitution is the plasticity's.".into(),
            "It unloads on the tangent of the ORIGINAL Hertz curve, 2Y*√(R* δ) (lines 172, 332: R_p = R* without surface energy), where Thornton 1997 unloads on the Hertz curve of the larger radius R_p: the code's unloading is stiffer, ends at a larger plastic overlap and returns less energy — e 6–8 % below Thornton 1997's at v0/V_y from 10 to 300 (docs/plastic-codes.md).".into(),
            format!("a_y = coefficientYieldRatio × r1 (line 243; the particle's radius, pair and wall alike); p_y = 2Y* a_y/(π R*) (line 244); the contact stays elastic at this speed above a ratio of {}.", sig(elastic)),
        ],
        snippet: thornton_snippet,
        retune: Some(Retune {
            name: "coefficientYieldRatio",
            range: (crate::math::ln(1e-7 * elastic), crate::math::ln(0.999 * elastic)),
            law: thornton_law,
        }),
        regeom: None,
        ctx: [c.m, mat.e_star, mat.r_star, r1],
        paper: Some((thornton_1997, "Thornton 1997 (the library's `thornton`: the same yield pressure, unloading on the Hertz curve of R_p)")),
    };
    if sc.e_with_plasticity.is_none() {
        let ratio = sc.yield_ratio.ok_or(Error::Missing { field: "yield_ratio", hint: "coefficientYieldRatio: the yield contact radius a_y over the particle radius (> 0), or e_with_plasticity for the ratio that gives it" })?;
        let ratio = pair::positive("yield_ratio", ratio, "coefficientYieldRatio a_y/r", "> 0")?;
        b.law0 = thornton_law(&b, ratio);
        b.values.push(named("coefficientYieldRatio", ratio, ""));
    } else if sc.yield_ratio.is_some() {
        return Err(Error::Conflict { field: "e_with_plasticity", other: "yield_ratio" });
    }
    Ok(b)
}

/// The lines common to the LIGGGHTS snippets.
fn material_lines(b: &Built) -> String {
    let find = |name: &str| b.values.iter().find(|n| n.name == name).map(|n| sig(n.value));
    match (find("youngsModulus"), find("poissonsRatio")) {
        (Some(e), Some(nu)) => format!(
            "fix m1 all property/global youngsModulus peratomtype {e}\nfix m2 all property/global poissonsRatio peratomtype {nu}\n"
        ),
        _ => String::new(),
    }
}

/// `hooke/hysteresis`'s input lines.
fn hooke_snippet(b: &Built, e: f64) -> String {
    let v = |i: usize| sig(b.values[i].value);
    format!("{}fix m3 all property/global coefficientRestitution peratomtypepair 1 {}\nfix m4 all property/global characteristicVelocity scalar {}\nfix m5 all property/global coefficientMaxElasticStiffness peratomtypepair 1 {}\nfix m6 all property/global coefficientAdhesionStiffness peratomtypepair 1 {}\nfix m7 all property/global coefficientPlasticityDepth peratomtypepair 1 {}\npair_style gran model hooke/hysteresis tangential history\npair_coeff * *", material_lines(b), sig(e), v(0), v(1), v(2), v(3))
}

/// `luding`'s input lines.
fn luding_snippet(b: &Built, e: f64) -> String {
    let v = |i: usize| sig(b.values[i].value);
    format!("fix m1 all property/global LoadingStiffness peratomtypepair 1 {}\nfix m2 all property/global UnloadingStiffness peratomtypepair 1 {}\nfix m3 all property/global coefficientAdhesionStiffness peratomtypepair 1 {}\nfix m4 all property/global coefficientPlasticityDepth peratomtypepair 1 {}\nfix m5 all property/global pullOffForce peratomtypepair 1 0\nfix m6 all property/global coefficientRestitution peratomtypepair 1 {}\npair_style gran model luding tangential history limitForce {}\npair_coeff * *", v(0), v(1), v(2), v(3), sig(e), if b.clip || b.values[2].value > 0.0 { "on" } else { "off" })
}

/// `edinburgh`'s input lines.
fn edinburgh_snippet(b: &Built, e: f64) -> String {
    let v = |i: usize| sig(b.values[i].value);
    format!("{}fix m3 all property/global coefficientRestitution peratomtypepair 1 {}\nfix m4 all property/global UnloadingStiffness peratomtypepair 1 {}\nfix m5 all property/global overlapExponent scalar {}\nfix m6 all property/global adhesionExponent scalar {}\nfix m7 all property/global pullOffForce peratomtypepair 1 {}\nfix m8 all property/global surfaceEnergy peratomtypepair 1 {}\nfix m9 all property/global coefficientAdhesionStiffness peratomtypepair 1 {}\npair_style gran model edinburgh{} tangential history\npair_coeff * *", material_lines(b), sig(e), v(0), v(1), v(2), v(3), v(4), v(5), if b.ctx[3] != 0.0 { " fixKc on" } else { "" })
}

/// `thornton_ning`'s input lines.
fn thornton_snippet(b: &Built, ratio: f64) -> String {
    let r = b.values.iter().find(|n| n.name == "coefficientYieldRatio").map_or(ratio, |n| n.value);
    format!("{}fix m3 all property/global coefficientRestitution peratomtypepair 1 <e (tangential)>\nfix m4 all property/global coefficientYieldRatio peratomtype {}\nfix m5 all property/global surfaceEnergy peratomtypepair 1 0\npair_style gran model thornton_ning tangential history\npair_coeff * *", material_lines(b), sig(r))
}
