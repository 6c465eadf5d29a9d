//! A size range of particles under ONE typed setting (README, "Your DEM code"): a DEM code is given
//! one value (e, or its own damping constant, and a species' constants tuned for one mass),
//! and every contact of the range runs with it. The value to type is found for the reference
//! pair — the two smallest particles, body 1 of the range — and then held: each pair from
//! smallest–smallest to largest–largest, and each size against a wall, is solved as the code
//! runs it with that value ([`super::solve_as_typed`]). A code that maps e per contact
//! (LIGGGHTS, LAMMPS coeff_restitution, Yade ViscElMat) gives every pair the same e; one whose
//! constants are fixed (MercuryDPM's species tuned for one mass, LAMMPS gran/hooke's γ_n,
//! PFC's k_n, any given k) gives each pair its own.

use super::catalogue::setting;
use super::setting::Takes;
use crate::error::Error;
use crate::scenario::Scenario;
use crate::solution::Named;
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// One contact of the range.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct RangeRow {
    /// Which contact, in words.
    pub pair: String,
    /// Radius of body 1 \[m\].
    pub r1: f64,
    /// Radius of body 2 \[m\] (`None`: a flat wall).
    pub r2: Option<f64>,
    /// Effective mass m* \[kg\].
    pub effective_mass: f64,
    /// The restitution the contact achieves with the value held.
    pub restitution: f64,
    /// Its duration \[s\] (`None`: the bodies never separate).
    pub contact_time: Option<f64>,
    /// Its largest overlap \[m\].
    pub max_overlap: f64,
    /// Its largest force \[N\].
    pub max_force: f64,
    /// The model's stiffness as the code forms it for this contact.
    pub stiffness: f64,
    /// Its unit.
    pub stiffness_unit: String,
    /// The model's damping constant for this contact (α, α1, …).
    pub damping_constant: f64,
    /// Its symbol.
    pub damping_constant_symbol: String,
}

/// Every contact of a size range under one typed value.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SizeRange {
    /// The smallest radius \[m\].
    pub r_min: f64,
    /// The largest radius \[m\].
    pub r_max: f64,
    /// The value typed into the code for every contact (found for the reference pair when
    /// a restitution is asked for; `None` without a code: the model's keys as given).
    pub typed: Option<Named>,
    /// The pair it was found for.
    pub reference: String,
    /// The mass MercuryDPM's species is tuned for \[kg\], where the setting has one.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub tuning_mass: Option<f64>,
    /// The contacts: pairs from smallest–smallest to largest–largest, then each size
    /// against a wall.
    pub rows: Vec<RangeRow>,
    /// Whether every contact achieves the same restitution (within 1e−6).
    pub same_restitution: bool,
    /// The shortest and longest contact time among the contacts that separate \[s\].
    pub contact_time_range: Option<(f64, f64)>,
    /// What a user should know.
    pub notes: Vec<String>,
}

/// The scenarios of the range, each with the one typed value held (`code` scenarios: as the
/// code runs it; see [`SizeRange::typed`]), labelled; and that value, the reference pair's
/// name and the tuning mass. Radii checked: 0 < r_min ≤ r_max, finite; the range takes
/// densities (`m1`, `m2` are refused beside it).
#[allow(clippy::type_complexity)]
pub fn scenarios(
    sc: &Scenario,
    r_min: f64,
    r_max: f64,
) -> Result<(Vec<(String, Scenario)>, Option<Named>, String, Option<f64>), Error> {
    for (k, v) in [("r1", sc.r1), ("r2", sc.r2)] {
        if v.is_some() {
            return Err(Error::Conflict { field: "r_min", other: k });
        }
    }
    scenarios_typed_for(sc, None, r_min, r_max)
}

/// [`scenarios`] with the setting typed for `typed_for`: a pair of its own (the Contact
/// view's, whose snippet the user copies), so that every contact of the range runs with the
/// very value and species that snippet types — MercuryDPM's species tuned for one particle
/// of ITS body 1, not of the range's smallest. `None`: for the two smallest particles.
/// `sc`'s radii are the range's; `typed_for`'s its own.
#[allow(clippy::type_complexity)]
pub fn scenarios_typed_for(
    sc: &Scenario,
    typed_for: Option<&Scenario>,
    r_min: f64,
    r_max: f64,
) -> Result<(Vec<(String, Scenario)>, Option<Named>, String, Option<f64>), Error> {
    check_radii(r_min, r_max)?;
    for (k, v) in [("m1", sc.m1), ("m2", sc.m2)] {
        if v.is_some() {
            return Err(Error::Conflict { field: "r_min", other: k });
        }
    }
    let mut sc = sc.clone();
    sc.r1 = None;
    sc.r2 = None;
    let sc = &sc;
    if sc.rho1.is_none() {
        return Err(Error::Missing {
            field: "rho1",
            hint: "a size range takes the particles' density rho1 (rho2 for body 2, default rho1)",
        });
    }
    let mut base = sc.clone();
    base.rho2 = base.rho2.or(base.rho1);
    base.e2_modulus = base.e2_modulus.or(base.e1_modulus);
    base.nu2 = base.nu2.or(base.nu1);
    let reference = match typed_for.and_then(|p| p.r1.map(|r1| (r1, p.r2))) {
        Some((r1, Some(r2))) => {
            format!("your pair (r1 = {}, r2 = {})", text::si(r1, "m"), text::si(r2, "m"))
        }
        Some((r1, None)) => format!("your particle on a wall (r1 = {})", text::si(r1, "m")),
        None => format!("two particles of r = {}", text::si(r_min, "m")),
    };
    let with = |r1: f64, r2: Option<f64>| {
        let mut x = base.clone();
        x.r1 = Some(r1);
        x.r2 = r2;
        if r2.is_none() {
            // A flat wall: rigid unless the user gave body 2's material.
            x.rho2 = None;
            x.e2_modulus = sc.e2_modulus;
            x.nu2 = sc.nu2;
        }
        x
    };
    let (typed, tuning) = match typed_for {
        Some(pair) => hold_typed(pair)?,
        None => {
            let reference_pair = with(r_min, Some(r_min));
            hold_typed(&reference_pair)
                .map_err(|e| at_range_keys(sc, &reference_pair, (r_min, &reference), e))?
        }
    };
    let held = |mut x: Scenario| {
        if let (Some(t), Some(id)) = (&typed, sc.code) {
            let takes = setting(id).map(|s| s.takes);
            match takes {
                Some(Takes::Restitution) => x.e = Some(t.value),
                Some(Takes::Damping) if t.name != "betan" => {
                    x.e = None;
                    x.damping = Some(t.value);
                }
                _ => {}
            }
            if sc.tuning_mass.is_none() {
                x.tuning_mass = tuning;
            }
        }
        x
    };
    let mut rows = Vec::new();
    let s = |r: f64| text::si(r, "m");
    rows.push((format!("{} – {}", s(r_min), s(r_min)), held(with(r_min, Some(r_min)))));
    if r_max > r_min {
        rows.push((format!("{} – {}", s(r_min), s(r_max)), held(with(r_min, Some(r_max)))));
        rows.push((format!("{} – {}", s(r_max), s(r_max)), held(with(r_max, Some(r_max)))));
    }
    rows.push((format!("{} – wall", s(r_min)), held(with(r_min, None))));
    if r_max > r_min {
        rows.push((format!("{} – wall", s(r_max)), held(with(r_max, None))));
    }
    Ok((rows, typed, reference, tuning))
}

/// The value a code scenario is typed with for the reference pair (the value to type for
/// the e asked for, else the value as given), and the mass its species is tuned for
/// (MercuryDPM's `mass` argument: as given, else one particle of the reference's body 1).
fn hold_typed(reference: &Scenario) -> Result<(Option<Named>, Option<f64>), Error> {
    let Some(_) = reference.code else { return Ok((None, None)) };
    let sol = super::solve(reference, 0)?;
    let Some(c) = sol.code else { return Ok((None, None)) };
    let typed = c.to_type.clone().unwrap_or(Named {
        name: c.typed.name,
        value: c.typed.value,
        unit: c.typed.unit,
    });
    // A setting that takes `tuning_mass` (MercuryDPM's linear species).
    let setting = reference.code.and_then(super::setting);
    let tuning = match setting.filter(|s| s.extra.contains(&"tuning_mass")) {
        Some(_) => Some(match reference.tuning_mass {
            Some(m) => m,
            None => body1_mass(reference)?,
        }),
        None => None,
    };
    Ok((Some(typed), tuning))
}

/// Body 1's mass (a sphere of rho1 and r1).
fn body1_mass(sc: &Scenario) -> Result<f64, Error> {
    crate::pair::effective_mass(&Scenario { m2: None, rho2: None, ..sc.clone() })
}

/// An error solving the contact `x` of the range at the keys the user gave: body 1's and
/// 2's radii are `r_min` or `r_max` (by their value), body 2's density and material default
/// to body 1's (`rho2` → `rho1` where not given); a failure at a key the user did not give
/// (the value typed once for the range, a damping found for the reference pair) is charged
/// to `r_min`, which set it, naming the contact.
fn at_range_keys(sc: &Scenario, x: &Scenario, (r_min, reference): (f64, &str), e: Error) -> Error {
    let gave = |k: &str| sc.given().any(|g| g == k);
    let radius = |r: Option<f64>| if r == Some(r_min) { "r_min" } else { "r_max" };
    let e = e.renamed(|f| match f {
        "r1" => Some(radius(x.r1)),
        "r2" => Some(radius(x.r2)),
        "rho2" if !gave("rho2") => Some("rho1"),
        "E2" if !gave("E2") => Some("E1"),
        "nu2" if !gave("nu2") => Some("nu1"),
        _ => None,
    });
    let field = e.field();
    if matches!(field, "r_min" | "r_max") || gave(field) || !crate::scenario::KEYS.contains(&field)
    {
        return e;
    }
    let s = |r: Option<f64>| r.map_or("wall".into(), |r| text::si(r, "m"));
    Error::Unreachable {
        field: "r_min",
        value: r_min,
        reason: format!(
            "at the contact {} – {}, with the value typed once for the range (found for \
             {reference}): {e}",
            s(x.r1),
            s(x.r2)
        ),
    }
}

fn check_radii(r_min: f64, r_max: f64) -> Result<(), Error> {
    if !(r_min.is_finite() && r_min > 0.0) {
        return Err(Error::OutOfRange {
            field: "r_min",
            value: r_min,
            what: "smallest radius",
            allowed: "a finite number > 0 m",
        });
    }
    if !(r_max.is_finite() && r_max >= r_min) {
        return Err(Error::OutOfRange {
            field: "r_max",
            value: r_max,
            what: "largest radius",
            allowed: "a finite number ≥ r_min",
        });
    }
    Ok(())
}

/// Every contact of the range solved with the one typed value ([`scenarios`]).
pub fn size_range(sc: &Scenario, r_min: f64, r_max: f64) -> Result<SizeRange, Error> {
    let (cases, typed, reference, tuning_mass) = scenarios(sc, r_min, r_max)?;
    let mut rows = Vec::new();
    for (label, x) in &cases {
        let sol = super::solve_as_typed(x, 0)
            .map_err(|e| at_range_keys(sc, x, (r_min, &reference), e))?;
        rows.push(RangeRow {
            pair: label.clone(),
            r1: x.r1.unwrap_or(r_min),
            r2: x.r2,
            effective_mass: sol.effective_mass,
            restitution: sol.restitution,
            contact_time: sol.contact_time,
            max_overlap: sol.max_overlap,
            max_force: sol.max_force,
            stiffness: sol.stiffness,
            stiffness_unit: sol.stiffness_unit,
            damping_constant: sol.damping_constant,
            damping_constant_symbol: sol.damping_constant_symbol,
        });
    }
    let e0 = rows.first().map_or(0.0, |r| r.restitution);
    let same_restitution = rows.iter().all(|r| (r.restitution - e0).abs() <= 1e-6 * e0.max(1e-300));
    let times = rows.iter().filter_map(|r| r.contact_time);
    let contact_time_range = times.clone().reduce(f64::min).zip(times.reduce(f64::max));
    let mut notes = Vec::new();
    if let Some(t) = &typed {
        notes.push(if same_restitution {
            format!(
                "{} = {} typed once: this code maps it per contact, so every pair and wall gets e = {}; the contact times differ.",
                t.name,
                text::num(t.value, 6),
                text::num(e0, 6)
            )
        } else {
            format!(
                "{} = {} typed once (the value for {reference}): the code's constants are fixed, so each contact gets its own e — from {} to {}.",
                t.name,
                text::num(t.value, 6),
                text::num(rows.iter().map(|r| r.restitution).fold(f64::INFINITY, f64::min), 6),
                text::num(rows.iter().map(|r| r.restitution).fold(0.0, f64::max), 6)
            )
        });
    }
    Ok(SizeRange {
        r_min,
        r_max,
        typed,
        reference,
        tuning_mass,
        rows,
        same_restitution,
        contact_time_range,
        notes,
    })
}
