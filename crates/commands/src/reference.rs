//! `keys` and `sources`: the scenario keys with their units, and the full references.

use crate::input::to_json;
use crate::CommandError;
use serde_json::Value;

/// The scenario keys with their units, as `dem-contact keys` prints them: one row per key
/// or group of keys (`E1, nu1, r1  Pa, 1, m  …`), continuation lines indented.
pub const KEYS_HELP: &str = "\
model       text     linear | hertz | tsuji | hunt-crossley | power-law | power-function |
                     viscoelastic
m1, m2      kg       masses (omit m2 for a wall), or
rho1, rho2  kg/m^3   densities of spheres of radius r1, r2
mass_rule   text     reduced (default) | arithmetic
k           N/m^w    contact stiffness (N/m linear, N/m^1.5 Hertz-type), or
k1, k2      N/m      linear: stiffnesses of the two bodies, in series, or
E1, nu1, r1 Pa, 1, m material of body 1 (Hertz k = 4/3 E*√R*)
E2, nu2, r2 Pa, 1, m material of body 2 (omit r2 for a flat wall, E2 for a rigid one)
linear_k    text     linear from material: equal-overlap (default) | di-maio-di-renzo
v0          m/s      impact speed (> 0), or
h0          m        drop height: v0 = √(2 g h0), g default 9.81; reports the rebound height
e           1        restitution in (0, 1], or
damping     1        the model's damping constant: α (linear), α1 (tsuji), α2 (others),
                     b (power-function; also `exponent`), A in s (viscoelastic); with
                     code: the code's own constant (dp_nratio, betan, damp, gamma_n)
transition_force N   power-function: F_t (omit: never inelastic)
formula     text     hunt-crossley: exact (default) | hu-fit | hunt-crossley |
                     lankarani-nikravesh | flores | gonthier
w, p        1        exponents of k ξ^w and λ ξ^p ξ̇ (power-law; w for hunt-crossley)
end         text     overlap (default) | force
g           m/s^2    body acceleration pushing the bodies together (default 0)
code        text     a DEM code setting (dem-contact codes lists them): the contact as that
                     code computes it, instead of model
version     text     the code's release (22Jul2025, 2023.02a) where its behaviour changed
                     (default: the newest release known here, run, read or documented)
limit       bool     the code's tension switch (default: the code's default)
absolute_damping bool LIGGGHTS hooke/stiffness: gamma_n typed as the dashpot itself (N·s/m)
tc          s        a code's contact time input (yade-viscel, mercurydpm-linear)
v_char      m/s      a code's characteristic impact speed (liggghts-hooke, chrono-*)
tuning_mass kg       mercurydpm-linear: the mass setCollisionTimeAndRestitutionCoefficient
                     is given (default one particle of body 1)
local_damping 1      local (non-viscous) damping α in [0, 1): −α|F| sign(v) on each body
                     (PFC damp, Yade NewtonIntegrator damping; pfc-*, yade-*, any model)
vt          m/s      oblique impact: tangential speed of body 1 relative to body 2 (v0 stays
                     the normal speed); adds the `tangential` object
omega1, omega2 rad/s spins about the axis normal to the impact plane, positive where they
                     add to the slip u0 = vt + r1 omega1 + r2 omega2 (a wall has no omega2)
mu          1        Coulomb friction coefficient ≥ 0 (required with vt or a spin)
tangential  text     mindlin (incremental, default for Hertz-type models) | mindlin-total |
                     linear (kt or kt_ratio) | coulomb; with code: one of that code's laws
kt          N/m      tangential stiffness of the linear law, or
kt_ratio    1        k_t / k (linear model only)
tangential_damping 1 tangential damping ratio ζ_t, c_t = 2ζ_t√(m k_t) (default none); with
                     code: the code's own (LAMMPS x_t, LIGGGHTS 0 = off, Yade betas)
dim         1        3 (spheres, default) | 2 (disks, I = m r²/2; linear model, masses given)
adhesion    text     jkr | dmt (models hertz, tsuji) | sjkr | sjkr2 (hertz, tsuji, linear) |
                     linear-irreversible (linear): adhesion added to the normal model; adds
                     the `adhesion` object (pull-off, sticking velocity, stuck, e_to_type)
surface_energy J/m^2 jkr, dmt: γ of ONE surface (LAMMPS, EDEM, Yade type γ); w = 2γ, or
work_of_adhesion J/m^2 jkr, dmt: the work of adhesion w (Kratos, MercuryDPM type w)
cohesion_energy_density J/m^3 sjkr, sjkr2: k_c (LIGGGHTS cohesionEnergyDensity)
adhesion_force N     linear-irreversible: the constant pull f_a (MercuryDPM)
adhesion_stiffness N/m linear-irreversible: the tail's stiffness k_a, to δ = −f_a/k_a
e_with_adhesion 1    the restitution wanted WITH adhesion at this v0 (instead of e or
                     damping): the damping found so that the adhesive contact achieves it";

/// The scenario keys as a list of `{"key", "unit", "description"}`, read from
/// [`KEYS_HELP`] (so the two cannot disagree): a row naming several keys gives each its
/// unit (`E1, nu1, r1` → `Pa`, `1`, `m`) or the row's one unit, and the row's description.
pub fn keys() -> Result<Value, CommandError> {
    let mut rows: Vec<(Vec<String>, Vec<String>, String)> = Vec::new();
    for line in KEYS_HELP.lines() {
        match rows.last_mut() {
            Some(row) if line.starts_with(' ') => {
                row.2.push(' ');
                row.2.push_str(line.trim());
            }
            _ => {
                let mut words = line.split_whitespace().peekable();
                let (keys, units) = (list(&mut words), list(&mut words));
                rows.push((keys, units, words.collect::<Vec<_>>().join(" ")));
            }
        }
    }
    let mut out = Vec::new();
    for (names, units, text) in rows {
        for (i, key) in names.iter().enumerate() {
            let unit = units.get(if units.len() == names.len() { i } else { 0 });
            out.push(serde_json::json!({"key": key, "unit": unit, "description": text}));
        }
    }
    Ok(Value::Array(out))
}

/// A comma-separated list at the start of `words` (`E1, nu1, r1`).
fn list<'a>(words: &mut impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut out = Vec::new();
    for w in words.by_ref() {
        let more = w.ends_with(',');
        out.push(w.trim_end_matches(',').to_string());
        if !more {
            break;
        }
    }
    out
}

/// Every reference the formulas cite: `[{"key", "cite", "full"}]`.
pub fn sources() -> Result<Value, CommandError> {
    to_json(&dem_contact::sources::REFERENCES)
}

/// The references as `dem-contact sources` prints them: the citation, then the full
/// reference indented, a blank line between.
pub fn sources_text() -> String {
    dem_contact::sources::REFERENCES
        .iter()
        .map(|r| format!("{}\n    {}\n", r.cite, r.full))
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every scenario key the library takes is listed with a unit, and nothing else is.
    #[test]
    fn keys_are_the_library_keys() {
        let v = keys().unwrap();
        let listed: Vec<&str> =
            v.as_array().unwrap().iter().map(|k| k["key"].as_str().unwrap()).collect();
        let mut want: Vec<&str> =
            dem_contact::KEYS.iter().copied().filter(|k| *k != "exponent").collect();
        let mut got = listed.clone();
        want.sort_unstable();
        got.sort_unstable();
        assert_eq!(got, want);
        let find = |k: &str| v.as_array().unwrap().iter().find(|x| x["key"] == k).unwrap().clone();
        assert_eq!(find("nu1")["unit"], "1");
        assert_eq!(find("r2")["unit"], "m");
        assert_eq!(find("m2")["unit"], "kg");
        assert!(find("model")["description"].as_str().unwrap().ends_with("viscoelastic"));
        // Adhesion (issue 34): the units of its keys.
        assert_eq!(find("surface_energy")["unit"], "J/m^2");
        assert_eq!(find("work_of_adhesion")["unit"], "J/m^2");
        assert_eq!(find("cohesion_energy_density")["unit"], "J/m^3");
        assert_eq!(find("adhesion_force")["unit"], "N");
        assert_eq!(find("adhesion_stiffness")["unit"], "N/m");
        assert_eq!(find("e_with_adhesion")["unit"], "1");
        assert_eq!(find("adhesion")["unit"], "text");
    }
}
