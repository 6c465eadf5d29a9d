//! The criterion `rolling`: a rolling-resistance law with a spring — Ai et al.'s EPSD
//! (`rolling: "epsd"`) or a code's (`liggghts-epsd2`, `lammps-sds`, `mercurydpm`,
//! `yade-hertz-mindlin`, …; [`crate::codes::rolling_spring`]) — is one more oscillator an
//! explicit scheme must resolve: its spring k_r against the rolling inertia I_r, with its
//! dashpot's damping ratio η_r. Formed as the contact-stability row forms the normal one
//! (Belytschko, Liu & Moran 2000, ch. 6): Δt ≤ (2/ω_r)(√(1+η_r²) − η_r), ω_r = √(k_r/I_r)
//! — C_r = 2 η_r √(I_r k_r) makes η_r the damping ratio of exactly that oscillator (Ai,
//! Chen, Rotter & Ooi 2011; LIGGGHTS `rolling_model_epsd.h:282,324`; the law in
//! [`crate::models::rolling`]).
//!
//! Per contact described: the lever L the code takes (R* for Ai et al. and LIGGGHTS, 2R* for
//! MercuryDPM, the mean radius for Yade; a wall's as the code takes it); k_n and k_s as the
//! contact-stability row and PFC's estimate take them (for Hertz the tangents at the deepest
//! overlap, upper bounds on the secant LIGGGHTS's `epsd` multiplies and on Mindlin's k_t at
//! a lesser overlap); k_r by the law's rule: 2.25 k_n μ_r² L² (Ai et al.'s type C, EDEM's
//! type C), c k_n μ_r² L² (`epsd3`), k_s L² (`epsd2`, Kratos's type C, PFC's `rrlinear`),
//! k L² with the pseudo-force k typed (LAMMPS `k_roll`, MercuryDPM `rollingStiffness`), k_r
//! typed (Yade `krot`) — where a code demands a stiffness and none is given, the suggested
//! one (k_r = k_s R*², LIGGGHTS epsd2's). The dashpot: η_r typed, or a pseudo-force γ L²
//! as the ratio γ L²/(2√(I_r k_r)). I_r = [1/(I_1 + m_1 r_1²) + 1/(I_2 + m_2 r_2²)]⁻¹ with
//! I_i = (2/5) m_i r_i² (3D) or (1/2) m_i r_i² (2D, the spring as in 3D: LIGGGHTS uses 2.25
//! in both), a wall's term 0. For a sphere on a wall with Ai et al.'s spring ω_r/ω_n =
//! √(2.25/1.4) μ_r, so it governs only for μ_r above about 0.79 (undamped); k_s R*² does
//! for any μ_r where k_s is near k_n. A sphere that slides instead of rolling turns on its
//! own inertia I_1 alone, √3.5 faster: the criterion assumes rolling, as Ai et al.'s I_r does.
//!
//! A constant torque (type A and the codes' constant torques) has no spring and adds no
//! criterion.

use super::cases::{Case, ContactCheck};
use super::input::TimestepInput;
use super::solution::Criterion;
use crate::codes::rolling::{Dashpot, Stiffness};
use crate::codes::rolling_spring::{
    damping_ratio, suggested, suggestion_rule, takes, RollingChoice, SpringParts, OWN_KEYS,
};
use crate::error::Error;
use crate::math::sqrt;
use crate::models::rolling as law;
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The numbers of one contact's rolling oscillator.
struct Oscillator {
    case: String,
    lever: f64,
    inertia: f64,
    stiffness: f64,
    /// How k_r was formed, with its numbers.
    formed: String,
    eta: f64,
    omega: f64,
    omega_n: f64,
    dt: f64,
}

/// The law's keys, checked.
struct Keys {
    law: RollingChoice,
    mu_r: f64,
    eta_r: f64,
    typed: Option<f64>,
    gamma_r: f64,
}

/// The `rolling` row, when the law has a spring and a contact is described; notes for what
/// is left out. Errors name `rolling`, `mu_r`, `eta_r` or the code's key.
pub(super) fn criterion(
    inp: &TimestepInput,
    dim: u8,
    cases: &[Case],
    pairs: &[ContactCheck],
    notes: &mut Vec<String>,
) -> Result<Option<Criterion>, Error> {
    let Some(keys) = keys(inp, notes)? else { return Ok(None) };
    let mut best: Option<Oscillator> = None;
    for (case, pair) in cases.iter().zip(pairs) {
        let Some(o) = oscillator(inp, dim, case, pair, &keys, notes)? else { continue };
        if best.as_ref().map_or(true, |b| o.dt < b.dt) {
            best = Some(o);
        }
    }
    let Some(o) = best else {
        if cases.is_empty() {
            notes.push(
                "No rolling criterion: it needs a contact described (its k_n, radii and masses)."
                    .into(),
            );
        }
        return Ok(None);
    };
    Ok(Some(row(&o, &keys)))
}

/// `rolling`, `mu_r`, `eta_r` and the code's keys checked; `None` for no law, a constant
/// torque or μ_r = 0 with a spring that multiplies it (noted).
fn keys(inp: &TimestepInput, notes: &mut Vec<String>) -> Result<Option<Keys>, Error> {
    let law = match inp.rolling {
        Some(l) => l,
        None if inp.mu_r.is_some() || inp.eta_r.is_some() || code_key(inp).is_some() => {
            return Err(Error::Missing {
                field: "rolling",
                hint: "mu_r, eta_r, kr, krot, gamma_r and kr_factor belong to a rolling-resistance law: give rolling \"epsd\" (type C, whose spring joins the criteria), \"constant\", or a code's setting (liggghts-epsd2, lammps-sds, …)",
            })
        }
        None => return Ok(None),
    };
    let (taken, by) = takes(law);
    let given = [inp.eta_r, inp.kr, inp.krot, inp.gamma_r, inp.kr_factor];
    for ((field, x), ok) in OWN_KEYS.iter().zip(given).zip(taken) {
        if x.is_some() && !ok {
            return Err(Error::NotTaken { field, by });
        }
    }
    let stiffness = law.stiffness();
    let mu_r = match inp.mu_r {
        Some(mu) => Some(nonneg_mu(mu)?),
        None if matches!(stiffness, Stiffness::Epsd | Stiffness::Factor) => {
            return Err(Error::Missing {
                field: "mu_r",
                hint: "the epsd spring k_r = 2.25 k_n μ_r² R_r² needs the rolling-friction coefficient mu_r (≥ 0)",
            })
        }
        None => None,
    };
    let eta_r = ranged("eta_r", inp.eta_r, "rolling damping ratio", (0.0, 1e12), "in [0, 1e12]")?;
    let gamma_r = ranged(
        "gamma_r",
        inp.gamma_r,
        "pseudo-force rolling dashpot",
        (0.0, f64::MAX),
        "a finite number ≥ 0 N·s/m",
    )?;
    let typed = match stiffness.typed_key() {
        Some((key, what)) => {
            let x = [("kr", inp.kr), ("krot", inp.krot), ("kr_factor", inp.kr_factor)]
                .into_iter()
                .find(|(k, _)| *k == key)
                .and_then(|(_, x)| x);
            match x {
                Some(x) if x.is_finite() && x > 0.0 => Some(x),
                Some(x) => {
                    return Err(Error::OutOfRange {
                        field: key,
                        value: x,
                        what,
                        allowed: "a finite number > 0",
                    })
                }
                None => None,
            }
        }
        None => None,
    };
    let mu_r = mu_r.unwrap_or(0.0);
    let none = match stiffness {
        Stiffness::None => {
            Some(format!("{} is a constant torque: no spring, no rolling criterion.", law.words()))
        }
        Stiffness::CodeOwn => Some(format!(
            "{}: its k_r = alphaKr·R_a·R_b·k_s takes Yade's own k_s; no rolling criterion is formed here.",
            law.words()
        )),
        Stiffness::Epsd | Stiffness::Factor if mu_r == 0.0 => Some(String::from(
            "mu_r = 0: the rolling spring k_r = 2.25 k_n μ_r² R_r² is 0 and limits nothing.",
        )),
        _ => None,
    };
    if let Some(n) = none {
        notes.push(n);
        return Ok(None);
    }
    Ok(Some(Keys { law, mu_r, eta_r, typed, gamma_r }))
}

/// The first of a code's keys given, for the error without a law.
fn code_key(inp: &TimestepInput) -> Option<&'static str> {
    [("kr", inp.kr), ("krot", inp.krot), ("gamma_r", inp.gamma_r), ("kr_factor", inp.kr_factor)]
        .into_iter()
        .find(|(_, x)| x.is_some())
        .map(|(k, _)| k)
}

fn ranged(
    field: &'static str,
    x: Option<f64>,
    what: &'static str,
    (lo, hi): (f64, f64),
    allowed: &'static str,
) -> Result<f64, Error> {
    match x {
        None => Ok(0.0),
        Some(x) if x.is_finite() && (lo..=hi).contains(&x) => Ok(x),
        Some(x) => Err(Error::OutOfRange { field, value: x, what, allowed }),
    }
}

fn nonneg_mu(mu: f64) -> Result<f64, Error> {
    if mu.is_finite() && mu >= 0.0 {
        Ok(mu)
    } else {
        Err(Error::OutOfRange {
            field: "mu_r",
            value: mu,
            what: "rolling-friction coefficient",
            allowed: "a finite number ≥ 0",
        })
    }
}
/// One contact's rolling oscillator; `None` (noted) when a radius or a mass is not known, or
/// the law has no spring there (Kratos's type C on a wall).
fn oscillator(
    inp: &TimestepInput,
    dim: u8,
    case: &Case,
    pair: &ContactCheck,
    keys: &Keys,
    notes: &mut Vec<String>,
) -> Result<Option<Oscillator>, Error> {
    let sc = &case.sc;
    let masses = crate::pair::body_masses(sc).ok();
    let radii = sc.r1.or(inp.r).map(|r1| (r1, sc.r2.or(inp.r)));
    let (Some((m1, m2)), Some((r1, r2))) = (masses, radii) else {
        notes.push(format!(
            "No rolling criterion for {}: it needs the radius and mass of each particle.",
            case.label
        ));
        return Ok(None);
    };
    let code = match keys.law {
        RollingChoice::Code(c) => Some(c),
        RollingChoice::Ai(_) => None,
    };
    let (reduced, lever, second) = match (m2, r2) {
        (None, _) if code.is_some_and(|c| c.wall_constant) => {
            notes.push(format!(
                "No rolling criterion for {}: {} on a wall is the constant torque.",
                case.label,
                keys.law.id()
            ));
            return Ok(None);
        }
        (None, _) => (r1, code.map_or(r1, |c| c.wall.arm(r1, 0.0)), None),
        (Some(m2), Some(r2)) => {
            let reduced = r1 / (1.0 + r1 / r2);
            (reduced, code.map_or(reduced, |c| c.pair.arm(r1, r2, 0.0)), Some(own(dim, m2, r2)))
        }
        (Some(_), None) => {
            notes.push(format!("No rolling criterion for {}: it needs r2.", case.label));
            return Ok(None);
        }
    };
    let inertia = law::rolling_inertia(own(dim, m1, r1), second);
    let rule = keys.law.stiffness();
    let typed = keys.typed.or_else(|| suggested(rule, Some(pair.ks), reduced, lever));
    let parts = SpringParts { kn: Some(pair.kn), kt: Some(pair.ks), typed, mu_r: keys.mu_r, lever };
    let Some(stiffness) = rule.k_r(&parts) else { return Ok(None) };
    if let (None, Some((key, _)), Some(x)) = (keys.typed, rule.typed_key(), typed) {
        let value = match key {
            "kr" => text::si(x, "N/m"),
            "krot" => text::si(x, "N·m/rad"),
            _ => text::sig(x),
        };
        let kt = if rule == Stiffness::Factor {
            String::new()
        } else {
            format!(", k_t the contact's k_s = {} ({})", text::si(pair.ks, "N/m"), pair.ks_from)
        };
        notes.push(format!(
            "{key} not given: the rolling criterion takes the suggested {key} = {value} for {}{kt} — {}.",
            case.label,
            suggestion_rule(rule)
        ));
    }
    let eta =
        damping_ratio(keys.law.dashpot(), keys.eta_r, keys.gamma_r, lever, inertia, stiffness);
    let omega = sqrt(stiffness / inertia);
    let dt = crate::scheme::damped_limit(omega, eta);
    if !(dt.is_finite() && dt > 0.0 && stiffness > 0.0) {
        return Err(Error::Numerical {
            field: "mu_r",
            reason: format!(
                "the rolling spring's stability limit {} (k_r = {})",
                text::leaves_f64(dt),
                text::sig(stiffness)
            ),
        });
    }
    Ok(Some(Oscillator {
        case: case.label.clone(),
        lever,
        inertia,
        stiffness,
        formed: formed(rule, &parts, pair),
        eta,
        omega,
        omega_n: pair.natural_frequency,
        dt,
    }))
}

/// One body's inertia about the contact point: a solid sphere (3D) or disk (2D) of mass `m`
/// and radius `r`.
fn own(dim: u8, m: f64, r: f64) -> f64 {
    let centre = if dim == 2 { 0.5 * m * r * r } else { law::solid_sphere_inertia(m, r) };
    law::about_contact(centre, m, r)
}

/// How k_r was formed, with its numbers.
fn formed(rule: Stiffness, p: &SpringParts, pair: &ContactCheck) -> String {
    let l = text::si(p.lever, "m");
    let typed = p.typed.map_or(String::new(), text::sig);
    match rule {
        Stiffness::Epsd => format!(
            "k_r = 2.25 k_n μ_r² L² = 2.25 × {} × {}² × ({l})²",
            text::si(pair.kn, "N/m"),
            text::num(p.mu_r, 4)
        ),
        Stiffness::Factor => format!(
            "k_r = c k_n μ_r² L² = {typed} × {} × {}² × ({l})²",
            text::si(pair.kn, "N/m"),
            text::num(p.mu_r, 4)
        ),
        Stiffness::Tangential => format!(
            "k_r = k_t L² = {} × ({l})² (k_t: the contact's k_s, {})",
            text::si(pair.ks, "N/m"),
            pair.ks_from
        ),
        Stiffness::PseudoForce => format!("k_r = k L² = {typed} N/m × ({l})²"),
        Stiffness::Angular => format!("k_r = {typed} N·m/rad"),
        Stiffness::None | Stiffness::CodeOwn => String::new(),
    }
}

fn row(o: &Oscillator, keys: &Keys) -> Criterion {
    let working = format!(
        "{} = {} N·m/rad (lever L = {}); I_r = {} kg·m²; ω_r = √(k_r/I_r) = {} rad/s ({} × ω_n = \
         √(k_n/m*)), η_r = {}: (2/ω_r)(√(1+η_r²) − η_r) = {} ({})",
        o.formed,
        text::num(o.stiffness, 4),
        text::si(o.lever, "m"),
        text::num(o.inertia, 4),
        text::num(o.omega, 4),
        text::num(o.omega / o.omega_n, 4),
        text::num(o.eta, 4),
        text::si(o.dt, "s"),
        o.case
    );
    let (name, source) = match keys.law {
        RollingChoice::Ai(_) => (
            String::from(
                "stability of the EPSD rolling spring with its dashpot, (2/ω_r)(√(1+η_r²) − η_r)",
            ),
            "Ai, Chen, Rotter & Ooi 2011 (k_r = 2.25 k_n μ_r² R_r², C_r = 2η_r√(I_r k_r); LIGGGHTS rolling_model_epsd.h:282, 324); Belytschko, Liu & Moran 2000, ch. 6",
        ),
        RollingChoice::Code(c) => (
            format!(
                "stability of {}'s rolling spring ({}){}, (2/ω_r)(√(1+η_r²) − η_r)",
                c.code,
                c.setting,
                if c.dashpot == Dashpot::None { "" } else { " with its dashpot" }
            ),
            c.source,
        ),
    };
    Criterion {
        id: "rolling",
        name,
        dt: o.dt,
        kind: "stability",
        working,
        source,
        verdict: None,
        ratio: None,
    }
}

/// After the recommendation: whether the rolling spring governs, in words.
pub(super) fn governs(detail: &[Criterion], notes: &mut Vec<String>) {
    let Some(rolling) = detail.iter().find(|c| c.id == "rolling") else { return };
    let Some(other) = detail.iter().find(|c| c.id != "rolling") else { return };
    if rolling.dt < other.dt {
        notes.push(format!(
            "The rolling spring governs the timestep: its limit {} is {}× shorter than the next \
             criterion ({}, {}).",
            text::si(rolling.dt, "s"),
            text::num(other.dt / rolling.dt, 4),
            other.id,
            text::si(other.dt, "s")
        ));
    } else {
        notes.push(format!(
            "The rolling spring does not govern the timestep: its limit {} is {}× the recommended {}.",
            text::si(rolling.dt, "s"),
            text::num(rolling.dt / other.dt, 4),
            text::si(other.dt, "s")
        ));
    }
}

#[cfg(test)]
mod tests {
    use super::super::{timestep, TimestepInput};
    use crate::scenario::Value;

    fn input(pairs: &[(&str, Value<'_>)]) -> TimestepInput {
        let mut t = TimestepInput::default();
        for (k, v) in pairs {
            t.set(k, *v).unwrap();
        }
        t
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= 1e-12 * a.abs().max(b.abs())
    }

    /// A sphere on a wall, linear k_n: ω_r² = 2.25 k_n μ_r² r²/(1.4 m r²), √(2.25/1.4) μ_r
    /// times the normal contact's ω_n. PFC's estimate over the default packing (12
    /// neighbours, k_s = k_n) is set by the rotation, √(I/Σ k_s r²) = √(0.4/8)/ω_n, 8.9×
    /// below the single contact's 2/ω_n: the spring governs only from μ_r ≈ 7 (undamped).
    #[test]
    fn sphere_on_a_wall() {
        use Value::{Number as N, Text as T};
        let (m, r, k) = (0.01, 0.005, 1e5);
        for (mu, eta, governs) in [(10.0, 0.0, true), (1.0, 0.0, false), (10.0, 0.5, true)] {
            let sol = timestep(&input(&[
                ("model", T("linear")),
                ("m1", N(m)),
                ("r1", N(r)),
                ("k", N(k)),
                ("rolling", T("epsd")),
                ("mu_r", N(mu)),
                ("eta_r", N(eta)),
            ]))
            .unwrap();
            let wr = (2.25 * k * mu * mu * r * r / (1.4 * m * r * r)).sqrt();
            let want = 2.0 / wr * ((1.0 + eta * eta).sqrt() - eta);
            let got = sol.criteria.iter().find(|c| c.id == "rolling").unwrap();
            assert!(close(got.dt, want), "{} {want}", got.dt);
            let stab = sol.criteria.iter().find(|c| c.id == "contact-stability").unwrap();
            assert!(close(stab.dt, 2.0 / (k / m).sqrt()), "{}", stab.dt);
            if eta == 0.0 {
                assert!(close(stab.dt / got.dt, (2.25f64 / 1.4).sqrt() * mu));
            }
            assert_eq!(sol.recommended_by == "rolling", governs, "{mu} {eta}");
            assert!(sol.recommended <= got.dt);
            let word = if governs { "The rolling spring governs" } else { "does not govern" };
            assert!(sol.notes.iter().any(|n| n.contains(word)), "{:?}", sol.notes);
        }
    }

    /// Two equal spheres (the shorthand): R_r = r/2, I_r = 0.7 m r², k_n the Hertz tangent
    /// the contact-stability row uses.
    #[test]
    fn two_equal_spheres() {
        use Value::{Number as N, Text as T};
        let sol = timestep(&input(&[
            ("r", N(0.001)),
            ("rho", N(2500.0)),
            ("E", T("63 GPa")),
            ("nu", N(0.2)),
            ("v_max", N(1.0)),
            ("rolling", T("epsd")),
            ("mu_r", N(0.5)),
        ]))
        .unwrap();
        let m = 4.0 / 3.0 * core::f64::consts::PI * 1e-9 * 2500.0;
        let kn = sol.pairs[0].kn;
        let kr = 2.25 * kn * 0.25 * 0.0005 * 0.0005;
        let want = 2.0 / (kr / (0.7 * m * 1e-6)).sqrt();
        let got = sol.criteria.iter().find(|c| c.id == "rolling").unwrap();
        assert!(close(got.dt, want), "{} {want}", got.dt);
    }

    #[test]
    fn keys_and_errors() {
        use Value::{Number as N, Text as T};
        let base = [("model", T("linear")), ("m1", N(0.01)), ("r1", N(0.005)), ("k", N(1e5))];
        let with = |extra: &[(&str, Value<'static>)]| {
            let mut p = base.to_vec();
            p.extend_from_slice(extra);
            timestep(&input(&p))
        };
        let err = with(&[("mu_r", N(0.1))]).unwrap_err();
        assert_eq!(err.field(), "rolling");
        let err = with(&[("rolling", T("epsd"))]).unwrap_err();
        assert_eq!(err.field(), "mu_r");
        let err = with(&[("rolling", T("epsd")), ("mu_r", N(-1.0))]).unwrap_err();
        assert_eq!(err.field(), "mu_r");
        let err =
            with(&[("rolling", T("epsd")), ("mu_r", N(0.1)), ("eta_r", N(-1.0))]).unwrap_err();
        assert_eq!(err.field(), "eta_r");
        let err = with(&[("rolling", T("constant")), ("eta_r", N(0.1))]).unwrap_err();
        assert_eq!(err.field(), "eta_r");
        // No spring: no row.
        for extra in [
            &[("rolling", T("constant")), ("mu_r", N(0.1))][..],
            &[("rolling", T("epsd")), ("mu_r", N(0.0))][..],
            &[][..],
        ] {
            let sol = with(extra).unwrap();
            assert!(sol.criteria.iter().all(|c| c.id != "rolling"));
        }
        let mut t = TimestepInput::default();
        assert_eq!(t.set("rolling", T("spd")).unwrap_err().field(), "rolling");
    }
}
