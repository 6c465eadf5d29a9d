//! The two bodies reduced to one: effective mass, series stiffness, and the checks on the
//! numbers every model shares. Each check names the key, the value and the allowed range.

use crate::error::Error;
use crate::scenario::{MassRule, Scenario};

/// Checks `x` is finite and > 0.
pub(crate) fn positive(
    field: &'static str,
    x: f64,
    what: &'static str,
    allowed: &'static str,
) -> Result<f64, Error> {
    if x.is_finite() && x > 0.0 {
        Ok(x)
    } else {
        Err(Error::OutOfRange { field, value: x, what, allowed })
    }
}

/// The value of a required key, checked finite and > 0.
pub(crate) fn required_positive(
    field: &'static str,
    x: Option<f64>,
    what: &'static str,
    allowed: &'static str,
    hint: &'static str,
) -> Result<f64, Error> {
    match x {
        Some(x) => positive(field, x, what, allowed),
        None => Err(Error::Missing { field, hint }),
    }
}

/// Mass of one body \[kg\]: `m`, or a sphere of density `rho` and radius `r`,
/// m = 4/3 π r³ ρ. `Ok(None)` when neither is given.
fn body_mass(
    which: (&'static str, &'static str),
    (mk, m): (&'static str, Option<f64>),
    (rk, rho): (&'static str, Option<f64>),
    (radius_key, r): (&'static str, Option<f64>),
) -> Result<Option<f64>, Error> {
    const KG: &str = "a finite number > 0 kg";
    match (m, rho) {
        (Some(_), Some(_)) => Err(Error::Conflict { field: rk, other: mk }),
        (Some(m), None) => positive(mk, m, which.0, KG).map(Some),
        (None, Some(rho)) => {
            let rho = positive(rk, rho, which.1, "a finite number > 0 kg/m³")?;
            let r = required_positive(
                radius_key,
                r,
                "radius",
                "a finite number > 0 m",
                "a mass from the density needs the radius of the sphere",
            )?;
            let m = 4.0 / 3.0 * core::f64::consts::PI * r * r * r * rho;
            if m.is_finite() && m > 0.0 {
                Ok(Some(m))
            } else {
                // Charged to the farther from ordinary of r³ and ρ (r = 1e-300 with
                // ρ = 1500: the radius), both values said.
                let ln = |x: f64| crate::math::ln(x).abs();
                let n = |x: f64| crate::text::num(x, 5);
                let gone = crate::text::leaves_f64(m);
                Err(if 3.0 * ln(r) >= ln(rho) {
                    Error::Numerical {
                        field: radius_key,
                        reason: alloc::format!(
                            "with a density of {} kg/m³ the mass 4/3 π r³ ρ {gone}",
                            n(rho)
                        ),
                    }
                } else {
                    Error::Numerical {
                        field: rk,
                        reason: alloc::format!(
                            "with a radius of {} m the mass 4/3 π r³ ρ {gone}",
                            n(r)
                        ),
                    }
                })
            }
        }
        (None, None) => Ok(None),
    }
}

/// Effective mass of the equivalent one-body system \[kg\] (Teufelsbauer, Hübl & Wu 2008, Fig. 2).
///
/// - `reduced`: m = m1 m2 / (m1 + m2) (Teufelsbauer, Hübl & Wu 2008, eq. 4; Hu et al. 2011, §II.A, (m*)⁻¹ = m1⁻¹ + m2⁻¹),
///   computed as m1 / (1 + m1/m2) so that it neither overflows nor underflows needlessly;
/// - `arithmetic`: m = (m1 + m2)/2, what PFC3D 3.0 used (Teufelsbauer, Hübl & Wu 2008, eq. 12);
/// - a wall (no `m2`, no `rho2`) is a body of infinite mass: m = m1 under either rule.
pub(crate) fn effective_mass(s: &Scenario) -> Result<f64, Error> {
    let m1 = body_mass(
        ("mass of body 1", "density of body 1"),
        ("m1", s.m1),
        ("rho1", s.rho1),
        ("r1", s.r1),
    )?
    .ok_or(Error::Missing {
        field: "m1",
        hint: "give the mass of body 1 in kg (or its density rho1 with its radius r1)",
    })?;
    let Some(m2) = body_mass(
        ("mass of body 2", "density of body 2"),
        ("m2", s.m2),
        ("rho2", s.rho2),
        ("r2", s.r2),
    )?
    else {
        return Ok(m1);
    };
    let m = match s.mass_rule {
        MassRule::Reduced => m1 / (1.0 + m1 / m2),
        MassRule::Arithmetic => 0.5 * m1 + 0.5 * m2,
    };
    if m.is_finite() && m > 0.0 {
        Ok(m)
    } else {
        Err(Error::Numerical {
            field: "m2",
            reason: alloc::format!(
                "with m1 = {} kg and m2 = {} kg the effective mass {}",
                crate::text::num(m1, 5),
                crate::text::num(m2, 5),
                crate::text::leaves_f64(m)
            ),
        })
    }
}

/// The masses of the two bodies \[kg\]: m1, and m2 (`None` for a wall), each given or from
/// its density and radius (as [`effective_mass`] takes them).
pub(crate) fn body_masses(s: &Scenario) -> Result<(f64, Option<f64>), Error> {
    let m1 = body_mass(
        ("mass of body 1", "density of body 1"),
        ("m1", s.m1),
        ("rho1", s.rho1),
        ("r1", s.r1),
    )?
    .ok_or(Error::Missing {
        field: "m1",
        hint: "give the mass of body 1 in kg (or its density rho1 with its radius r1)",
    })?;
    let m2 = body_mass(
        ("mass of body 2", "density of body 2"),
        ("m2", s.m2),
        ("rho2", s.rho2),
        ("r2", s.r2),
    )?;
    Ok((m1, m2))
}

/// The effective shear modulus of the pair \[Pa\], when the material is given (`E1`):
/// 1/G* = (2 − ν1)/G1 + (2 − ν2)/G2, G = E/(2(1 + ν)) (Mindlin 1949; Di Renzo & Di Maio
/// 2004, eq. 9); a rigid body 2 (no `E2`, or `E2` infinite) adds nothing. The checks on the
/// material are [`material`]'s.
pub(crate) fn shear_modulus(s: &Scenario) -> Result<Option<f64>, Error> {
    if material(s)?.is_none() {
        return Ok(None);
    }
    let term = |e: f64, nu: f64| (2.0 - nu) * 2.0 * (1.0 + nu) / e;
    let (Some(e1), Some(nu1)) = (s.e1_modulus, s.nu1) else { return Ok(None) };
    let mut inv = term(e1, nu1);
    if let (Some(e2), Some(nu2)) = (s.e2_modulus, s.nu2) {
        if e2 != f64::INFINITY {
            inv += term(e2, nu2);
        }
    }
    let g = 1.0 / inv;
    if g.is_finite() && g > 0.0 {
        Ok(Some(g))
    } else {
        Err(Error::Numerical {
            field: "E1",
            reason: alloc::format!("the effective shear modulus G* {}", crate::text::leaves_f64(g)),
        })
    }
}

/// Effective elastic properties of a pair of spheres (or a sphere on a flat wall).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Material {
    /// E* \[Pa\]: 1/E* = (1 − ν1²)/E1 + (1 − ν2²)/E2 (Hertz 1882).
    pub e_star: f64,
    /// R* \[m\]: R1 R2 / (R1 + R2); R1 for a flat wall.
    pub r_star: f64,
}

impl Material {
    /// Hertz stiffness k = 4/3 E* √R* \[N/m^1.5\] (Hu et al. 2011, eq. 5).
    pub fn hertz_k(&self) -> f64 {
        4.0 / 3.0 * self.e_star * crate::math::sqrt(self.r_star)
    }
}

fn poisson(field: &'static str, nu: Option<f64>, hint: &'static str) -> Result<f64, Error> {
    let nu = nu.ok_or(Error::Missing { field, hint })?;
    if nu > -1.0 && nu <= 0.5 {
        Ok(nu)
    } else {
        Err(Error::OutOfRange {
            field,
            value: nu,
            what: "Poisson's ratio",
            allowed: "in (−1, 0.5]",
        })
    }
}

/// The pair's material, if `E1` is given: `E1`, `nu1`, `r1` for body 1; body 2 is a sphere
/// of `r2` or a flat wall (no `r2`), elastic with `E2`, `nu2` or rigid (no `E2`, or `E2`
/// infinite).
pub(crate) fn material(s: &Scenario) -> Result<Option<Material>, Error> {
    const PA: &str = "a finite number > 0 Pa";
    let stiffness_given = s.k.is_some() || s.k1.is_some() || s.k2.is_some();
    let Some(e1) = s.e1_modulus else {
        return match partial_material(s) {
            // A material key beside a stiffness: the key added, not the E1 it lacks.
            Some(field) if stiffness_given => Err(Error::Unsupported {
                field,
                reason: "not used with k (the material E1, nu1 gives the stiffness where k is not given); remove it",
            }),
            Some(_) => Err(Error::Missing {
                field: "E1",
                hint: "the material needs E1, nu1 and r1 of body 1",
            }),
            None => Ok(None),
        };
    };
    if stiffness_given && s.nu1.is_none() {
        // E1 added to a stiffness scenario: the conflict, not the nu1 it lacks.
        return Err(Error::Conflict { field: "E1", other: "k" });
    }
    let e1 = positive("E1", e1, "Young's modulus of body 1", PA)?;
    let nu1 = poisson("nu1", s.nu1, "give Poisson's ratio nu1 of body 1")?;
    let r1 = required_positive(
        "r1",
        s.r1,
        "radius of body 1",
        "a finite number > 0 m",
        "give the radius r1 of body 1 in m",
    )?;
    let mut inv = (1.0 - nu1 * nu1) / e1;
    match s.e2_modulus {
        Some(e2) if e2 == f64::INFINITY => {}
        Some(e2) => {
            let e2 = positive(
                "E2",
                e2,
                "Young's modulus of body 2",
                "a finite number > 0 Pa (leave it out for a rigid wall)",
            )?;
            let nu2 = poisson(
                "nu2",
                s.nu2,
                "give Poisson's ratio nu2 of body 2 (or leave E2 out for a rigid wall)",
            )?;
            inv += (1.0 - nu2 * nu2) / e2;
        }
        None => {}
    }
    let r_star = match s.r2 {
        Some(r2) => {
            let r2 = positive(
                "r2",
                r2,
                "radius of body 2",
                "a finite number > 0 m (leave it out for a flat wall)",
            )?;
            r1 / (1.0 + r1 / r2)
        }
        None => r1,
    };
    let e_star = 1.0 / inv;
    if !(e_star.is_finite() && e_star > 0.0) {
        return Err(Error::Numerical {
            field: "E1",
            reason: alloc::format!("the effective modulus E* {}", crate::text::leaves_f64(e_star)),
        });
    }
    Ok(Some(Material { e_star, r_star }))
}

/// The first material key given without `E1` (`nu1`, `E2`, `nu2`): a material begun but not
/// complete.
pub(crate) fn partial_material(s: &Scenario) -> Option<&'static str> {
    match (s.e1_modulus, s.nu1, s.e2_modulus, s.nu2) {
        (Some(_), ..) => None,
        (None, Some(_), ..) => Some("nu1"),
        (None, None, Some(_), _) => Some("E2"),
        (None, None, None, Some(_)) => Some("nu2"),
        _ => None,
    }
}

/// Stiffness of a Hertz-type law \[N/m^1.5\]: `k`, or 4/3 E*√R* from the material
/// (Hu et al. 2011, eq. 5). Returns the material too, when it was used.
pub(crate) fn hertz_stiffness(s: &Scenario) -> Result<(f64, Option<Material>), Error> {
    match (s.k, material(s)?) {
        (Some(_), Some(_)) => Err(Error::Conflict { field: "E1", other: "k" }),
        (Some(k), None) => Ok((positive("k", k, "contact stiffness", "a finite number > 0 N/m^1.5")?, None)),
        (None, Some(mat)) => {
            let k = mat.hertz_k();
            if k.is_finite() && k > 0.0 {
                Ok((k, Some(mat)))
            } else {
                Err(Error::Numerical { field: "E1", reason: alloc::format!("the stiffness 4/3 E*√R* {}", crate::text::leaves_f64(k)) })
            }
        }
        (None, None) => Err(Error::Missing {
            field: "k",
            hint: "give the stiffness k in N/m^1.5, or the material E1, nu1, r1 (and E2, nu2, r2 for body 2)",
        }),
    }
}

/// Rejects the keys model `model` does not use ([`crate::keys_of`]), naming the first one.
pub(crate) fn only_keys(s: &Scenario, model: &'static str) -> Result<(), Error> {
    match s.first_not_taken(model) {
        Some(field) => Err(Error::NotUsed { field, model }),
        None => Ok(()),
    }
}

/// The keys of the tangential half of a contact (issue 23), in the key table's order (the
/// order an error names the first one given).
pub(crate) fn tangential_keys() -> impl Iterator<Item = &'static str> {
    crate::scenario::keys_in(crate::keys::Group::Tangential, false)
}

/// Linear contact stiffness \[N/m\]: `k`, or `k1` and `k2` in series,
/// k = k1 k2 / (k1 + k2) (Teufelsbauer, Hübl & Wu 2008, §2, Fig. 2), computed as k1 / (1 + k1/k2).
pub(crate) fn series_stiffness(s: &Scenario) -> Result<f64, Error> {
    const ALLOWED: &str = "a finite number > 0 N/m";
    match (s.k, s.k1, s.k2) {
        (Some(_), Some(_), _) => Err(Error::Conflict { field: "k1", other: "k" }),
        (Some(_), None, Some(_)) => Err(Error::Conflict { field: "k2", other: "k" }),
        (Some(k), None, None) => positive("k", k, "contact stiffness", ALLOWED),
        (None, Some(k1), Some(k2)) => {
            let k1 = positive("k1", k1, "stiffness of body 1", ALLOWED)?;
            let k2 = positive("k2", k2, "stiffness of body 2", ALLOWED)?;
            let k = k1 / (1.0 + k1 / k2);
            if k.is_finite() && k > 0.0 {
                Ok(k)
            } else {
                Err(Error::Numerical {
                    field: "k2",
                    reason: alloc::format!(
                        "with k1 = {} and k2 = {} N/m the series stiffness {}",
                        crate::text::num(k1, 5),
                        crate::text::num(k2, 5),
                        crate::text::leaves_f64(k)
                    ),
                })
            }
        }
        (None, Some(_), None) => Err(Error::Missing {
            field: "k2",
            hint: "k1 is given: give k2 too (the two act in series), or give k alone",
        }),
        (None, None, Some(_)) => Err(Error::Missing {
            field: "k1",
            hint: "k2 is given: give k1 too (the two act in series), or give k alone",
        }),
        (None, None, None) => Err(Error::Missing {
            field: "k",
            hint: "give the contact stiffness k in N/m, or both k1 and k2",
        }),
    }
}

/// Standard gravity \[m/s²\], the body acceleration of a drop test when `g` is not given.
pub const STANDARD_GRAVITY: f64 = 9.81;

/// Impact speed v0 \[m/s\], > 0: `v0`, or from a drop height `h0`, v0 = √(2 g h0)
/// (free fall; Del Cid's drop test).
pub(crate) fn impact_speed(s: &Scenario) -> Result<f64, Error> {
    match (s.v0, s.h0) {
        (Some(_), Some(_)) => Err(Error::Conflict { field: "h0", other: "v0" }),
        (None, Some(h0)) => {
            let h0 = positive("h0", h0, "drop height", "a finite number > 0 m")?;
            let g = body_acceleration(s)?;
            if !(g > 0.0) {
                return Err(Error::OutOfRange {
                    field: "g",
                    value: g,
                    what: "gravity of a drop test",
                    allowed: "> 0 m/s² (leave it out for 9.81)",
                });
            }
            let v0 = crate::math::sqrt(2.0 * g * h0);
            if v0.is_finite() && v0 > 0.0 {
                return Ok(v0);
            }
            // The message names h0's own value and what became of the speed (it showed the
            // speed as "h0 = inf": issue 19).
            let culprit =
                if crate::math::ln(g.abs()) > crate::math::ln(h0).abs() { "g" } else { "h0" };
            Err(Error::Numerical {
                field: culprit,
                reason: alloc::format!(
                    "with h0 = {} m and g = {} m/s² the impact speed √(2 g h0) {}",
                    crate::text::num(h0, 5),
                    crate::text::num(g, 5),
                    crate::text::leaves_f64(v0)
                ),
            })
        }
        _ => required_positive(
            "v0",
            s.v0,
            "impact speed",
            "a finite number > 0 m/s",
            "give the impact speed v0 in m/s (or a drop height h0 in m)",
        ),
    }
}

/// Body acceleration g \[m/s²\]: any finite value; default 0, or standard gravity for a
/// drop test (`h0` given).
pub(crate) fn body_acceleration(s: &Scenario) -> Result<f64, Error> {
    let g = s.g.unwrap_or(if s.h0.is_some() { STANDARD_GRAVITY } else { 0.0 });
    if g.is_finite() {
        Ok(g)
    } else {
        Err(Error::OutOfRange {
            field: "g",
            value: g,
            what: "body acceleration",
            allowed: "a finite number in m/s² (0 for none)",
        })
    }
}

/// Local (non-viscous) damping α \[–\], if given: in [0, 1) (1 would stop every body);
/// 0 when not given.
pub(crate) fn local_damping(s: &Scenario) -> Result<f64, Error> {
    match s.local_damping {
        None => Ok(0.0),
        Some(a) if (0.0..1.0).contains(&a) => Ok(a),
        Some(a) => Err(Error::OutOfRange {
            field: "local_damping",
            value: a,
            what: "local damping",
            allowed: "in [0, 1) (Yade's NewtonIntegrator default 0.2)",
        }),
    }
}

/// Requested restitution, if given: in (0, 1].
pub(crate) fn restitution(s: &Scenario) -> Result<Option<f64>, Error> {
    match s.e {
        Some(e) if e > 0.0 && e <= 1.0 => Ok(Some(e)),
        Some(e) => Err(Error::OutOfRange {
            field: "e",
            value: e,
            what: "restitution",
            allowed: "in (0, 1]",
        }),
        None => Ok(None),
    }
}

/// Every number given must be in its key's own range whether or not the scenario uses it
/// (a key a model does not read is otherwise never looked at: `"r1": "nan"` beside `k` and
/// `m1` was answered): NaN and infinities refused (but `E2` = inf, a rigid wall), magnitudes
/// (masses, densities, radii, moduli, stiffnesses, speeds, times, forces, adhesion) ≥ 0,
/// Poisson's ratios in (−1, 0.5]. Checked after a model has read its own keys with its own,
/// narrower, checks, so it only ever names a key the scenario did not use. A blank value is
/// "not given" and never checked.
pub(crate) fn check_given(numbers: &[(&'static str, f64)]) -> Result<(), Error> {
    const EVEN: &str = "a finite number ≥ 0, even where it is not used (or leave it out)";
    const FINITE: &str = "a finite number, even where it is not used (or leave it out)";
    for &(field, x) in numbers {
        let (ok, what, allowed) = match field {
            "nu1" | "nu2" => (
                x > -1.0 && x <= 0.5,
                "Poisson's ratio",
                "in (−1, 0.5], even where it is not used (or leave it out)",
            ),
            "E2" => (
                x >= 0.0 && !x.is_nan(),
                "Young's modulus of body 2",
                "a number ≥ 0 Pa, or inf for a rigid wall, even where it is not used (or leave it out)",
            ),
            _ => match magnitude(field) {
                Some(what) => (x.is_finite() && x >= 0.0, what, EVEN),
                None => (x.is_finite(), "the value", FINITE),
            },
        };
        if !ok {
            return Err(Error::OutOfRange { field, value: x, what, allowed });
        }
    }
    Ok(())
}

/// What a key that holds a magnitude (≥ 0 by nature) holds, for [`check_given`] (a table
/// searched, not a match: smaller in the page's WebAssembly).
fn magnitude(key: &str) -> Option<&'static str> {
    const MAGNITUDES: &[(&str, &str)] = &[
        ("m1", "mass of body 1"),
        ("m2", "mass of body 2"),
        ("tuning_mass", "tuning mass"),
        ("rho1", "density of body 1"),
        ("rho2", "density of body 2"),
        ("r1", "radius of body 1"),
        ("r2", "radius of body 2"),
        ("h0", "drop height"),
        ("E1", "Young's modulus of body 1"),
        ("k", "contact stiffness"),
        ("k1", "contact stiffness"),
        ("k2", "contact stiffness"),
        ("kn", "contact stiffness"),
        ("kt", "tangential stiffness"),
        ("kr", "rolling stiffness"),
        ("krot", "rolling stiffness"),
        ("adhesion_stiffness", "adhesion stiffness"),
        ("v0", "impact speed"),
        ("v_char", "characteristic speed"),
        ("tc", "contact time"),
        ("transition_force", "transition force"),
        ("adhesion_force", "adhesion force"),
        ("surface_energy", "surface energy"),
        ("work_of_adhesion", "work of adhesion"),
        ("cohesion_energy_density", "cohesion energy density"),
        ("mu", "friction coefficient"),
        ("mu_r", "rolling-friction coefficient"),
        ("kt_ratio", "stiffness ratio"),
        ("kr_factor", "stiffness ratio"),
        ("tangential_damping", "tangential damping ratio"),
        ("eta_r", "rolling damping ratio"),
        ("gamma_r", "rolling dashpot"),
    ];
    MAGNITUDES.iter().find(|(k, _)| *k == key).map(|(_, what)| *what)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn sc(m1: f64, m2: Option<f64>, rule: MassRule) -> Scenario {
        Scenario { m1: Some(m1), m2, mass_rule: rule, ..Scenario::default() }
    }

    /// Vectors: exact rational results (tolerance: exact or 1 ulp).
    #[test]
    fn mass_rules() {
        assert_eq!(effective_mass(&sc(5.0, Some(5.0), MassRule::Reduced)), Ok(2.5));
        assert_eq!(effective_mass(&sc(5.0, Some(15.0), MassRule::Reduced)), Ok(3.75));
        assert_eq!(effective_mass(&sc(5.0, Some(15.0), MassRule::Arithmetic)), Ok(10.0));
        assert_eq!(effective_mass(&sc(5.0, None, MassRule::Arithmetic)), Ok(5.0));
        assert_eq!(effective_mass(&sc(1e300, Some(1e300), MassRule::Reduced)), Ok(5e299));
        assert_eq!(effective_mass(&sc(-1.0, None, MassRule::Reduced)).unwrap_err().field(), "m1");
        assert_eq!(
            effective_mass(&sc(1.0, Some(f64::NAN), MassRule::Reduced)).unwrap_err().field(),
            "m2"
        );
        assert_eq!(effective_mass(&Scenario::default()).unwrap_err().field(), "m1");
    }

    #[test]
    fn stiffness() {
        let k = |k: Option<f64>, k1: Option<f64>, k2: Option<f64>| {
            series_stiffness(&Scenario { k, k1, k2, ..Scenario::default() })
        };
        assert_eq!(k(None, Some(1e4), Some(1e4)), Ok(5e3));
        let k3 = k(None, Some(1e5), Some(1e6)).unwrap();
        assert!((k3 - 1e11 / 1.1e6).abs() <= 1e-10 * k3);
        assert_eq!(k(Some(7.0), None, None), Ok(7.0));
        assert_eq!(k(Some(7.0), Some(1.0), None).unwrap_err().field(), "k1");
        assert_eq!(k(None, Some(1.0), None).unwrap_err().field(), "k2");
        assert_eq!(k(None, None, None).unwrap_err().field(), "k");
        assert_eq!(
            k(Some(0.0), None, None).unwrap_err().to_string(),
            "k = 0: contact stiffness must be a finite number > 0 N/m"
        );
    }

    #[test]
    fn restitution_range() {
        let r = |e| restitution(&Scenario { e: Some(e), ..Scenario::default() });
        assert_eq!(r(1.0), Ok(Some(1.0)));
        assert_eq!(r(1.3).unwrap_err().to_string(), "e = 1.3: restitution must be in (0, 1]");
        assert!(r(0.0).is_err());
        assert!(r(f64::NAN).is_err());
    }
}
