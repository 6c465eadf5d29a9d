//! The criterion `rolling`: with an EPSD rolling-resistance law (`rolling: "epsd"`), the
//! rolling spring k_r = 2.25 k_n μ_r² R_r² against the rolling inertia I_r, with its dashpot
//! ratio η_r, is one more oscillator an explicit scheme must resolve. Formed as the
//! contact-stability row forms the normal one (Belytschko, Liu & Moran 2000, ch. 6):
//! Δt ≤ (2/ω_r)(√(1+η_r²) − η_r), ω_r = √(k_r/I_r) — C_r = 2 η_r √(I_r k_r) makes η_r the
//! damping ratio of exactly that oscillator (Ai, Chen, Rotter & Ooi 2011; LIGGGHTS
//! `rolling_model_epsd.h:282,324`; the law in [`crate::models::rolling`]).
//!
//! Per contact described: k_n as the contact-stability row takes it (for Hertz the tangent
//! at the deepest overlap, an upper bound on the secant LIGGGHTS's `epsd` multiplies);
//! R_r = R* (r1 on a wall); I_r = [1/(I_1 + m_1 r_1²) + 1/(I_2 + m_2 r_2²)]⁻¹ with
//! I_i = (2/5) m_i r_i² (3D) or (1/2) m_i r_i² (2D, the spring as in 3D: LIGGGHTS uses 2.25
//! in both), a wall's term 0. For a sphere on a wall ω_r/ω_n = √(2.25/1.4) μ_r, so the spring
//! governs only for μ_r above about 0.79 (undamped). A sphere that slides instead of rolling
//! turns on its own inertia I_1 alone, √3.5 faster: the criterion assumes rolling, as Ai et
//! al.'s I_r does.
//!
//! The constant torque (type A) has no spring and adds no criterion.

use super::cases::{Case, ContactCheck};
use super::input::TimestepInput;
use super::solution::Criterion;
use crate::error::Error;
use crate::math::sqrt;
use crate::models::rolling::{self as law, RollingLaw};
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// The numbers of one contact's rolling oscillator.
struct Oscillator {
    case: String,
    kn: f64,
    lever: f64,
    inertia: f64,
    stiffness: f64,
    omega: f64,
    omega_n: f64,
    dt: f64,
}

/// The `rolling` row, when `rolling` is `epsd` and a contact is described; notes for what
/// is left out. Errors name `rolling`, `mu_r` or `eta_r`.
pub(super) fn criterion(
    inp: &TimestepInput,
    dim: u8,
    cases: &[Case],
    pairs: &[ContactCheck],
    notes: &mut Vec<String>,
) -> Result<Option<Criterion>, Error> {
    let Some((mu_r, eta_r)) = keys(inp)? else { return Ok(None) };
    if mu_r == 0.0 {
        notes.push(
            "mu_r = 0: the rolling spring k_r = 2.25 k_n μ_r² R_r² is 0 and limits nothing.".into(),
        );
        return Ok(None);
    }
    let mut best: Option<Oscillator> = None;
    for (case, pair) in cases.iter().zip(pairs) {
        let Some(o) = oscillator(inp, dim, case, pair, mu_r, eta_r)? else {
            notes.push(format!(
                "No rolling criterion for {}: it needs the radius and mass of each particle.",
                case.label
            ));
            continue;
        };
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
    Ok(Some(row(&o, mu_r, eta_r)))
}

/// `rolling`, `mu_r`, `eta_r` checked: (μ_r, η_r) for `epsd`, `None` for no law or the
/// constant torque.
fn keys(inp: &TimestepInput) -> Result<Option<(f64, f64)>, Error> {
    let law = match inp.rolling {
        Some(l) => l,
        None if inp.mu_r.is_some() || inp.eta_r.is_some() => {
            return Err(Error::Missing {
                field: "rolling",
                hint: "mu_r and eta_r belong to a rolling-resistance law: give rolling \"epsd\" (type C, whose spring joins the criteria) or \"constant\"",
            })
        }
        None => return Ok(None),
    };
    if law == RollingLaw::Constant {
        if inp.eta_r.is_some() {
            return Err(Error::NotTaken {
                field: "eta_r",
                by: "rolling \"constant\" (type A has no dashpot; eta_r is the epsd dashpot's)",
            });
        }
        if let Some(mu) = inp.mu_r {
            nonneg_mu(mu)?;
        }
        return Ok(None);
    }
    let mu_r = match inp.mu_r {
        Some(mu) => nonneg_mu(mu)?,
        None => {
            return Err(Error::Missing {
                field: "mu_r",
                hint: "the epsd spring k_r = 2.25 k_n μ_r² R_r² needs the rolling-friction coefficient mu_r (≥ 0)",
            })
        }
    };
    let eta_r = match inp.eta_r {
        None => 0.0,
        Some(x) if (0.0..=1e12).contains(&x) => x,
        Some(x) => {
            return Err(Error::OutOfRange {
                field: "eta_r",
                value: x,
                what: "rolling damping ratio",
                allowed: "in [0, 1e12]",
            })
        }
    };
    Ok(Some((mu_r, eta_r)))
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

/// One contact's rolling oscillator; `None` when a radius or a mass is not known.
fn oscillator(
    inp: &TimestepInput,
    dim: u8,
    case: &Case,
    pair: &ContactCheck,
    mu_r: f64,
    eta_r: f64,
) -> Result<Option<Oscillator>, Error> {
    let sc = &case.sc;
    let Ok((m1, m2)) = crate::pair::body_masses(sc) else { return Ok(None) };
    let Some(r1) = sc.r1.or(inp.r) else { return Ok(None) };
    let own = |m: f64, r: f64| {
        let centre = if dim == 2 { 0.5 * m * r * r } else { law::solid_sphere_inertia(m, r) };
        law::about_contact(centre, m, r)
    };
    let (lever, second) = match m2 {
        None => (r1, None),
        Some(m2) => {
            let Some(r2) = sc.r2.or(inp.r) else { return Ok(None) };
            (r1 / (1.0 + r1 / r2), Some(own(m2, r2)))
        }
    };
    let inertia = law::rolling_inertia(own(m1, r1), second);
    let stiffness = law::epsd_stiffness(pair.kn, mu_r, lever);
    let omega = sqrt(stiffness / inertia);
    let dt = crate::scheme::damped_limit(omega, eta_r);
    if !(dt.is_finite() && dt > 0.0 && stiffness > 0.0) {
        return Err(Error::Numerical {
            field: "mu_r",
            reason: format!(
                "the rolling spring's stability limit {} (k_r = 2.25 k_n μ_r² R_r² = {})",
                text::leaves_f64(dt),
                text::sig(stiffness)
            ),
        });
    }
    Ok(Some(Oscillator {
        case: case.label.clone(),
        kn: pair.kn,
        lever,
        inertia,
        stiffness,
        omega,
        omega_n: pair.natural_frequency,
        dt,
    }))
}

fn row(o: &Oscillator, mu_r: f64, eta_r: f64) -> Criterion {
    let working = format!(
        "k_r = 2.25 k_n μ_r² R_r² = 2.25 × {} × {}² × ({})² = {} N·m/rad; I_r = {} kg·m²; \
         ω_r = √(k_r/I_r) = {} rad/s ({} × ω_n = √(k_n/m*)), η_r = {}: (2/ω_r)(√(1+η_r²) − η_r) = {} ({})",
        text::si(o.kn, "N/m"),
        text::num(mu_r, 4),
        text::si(o.lever, "m"),
        text::num(o.stiffness, 4),
        text::num(o.inertia, 4),
        text::num(o.omega, 4),
        text::num(o.omega / o.omega_n, 4),
        text::num(eta_r, 4),
        text::si(o.dt, "s"),
        o.case
    );
    Criterion {
        id: "rolling",
        name: String::from(
            "stability of the EPSD rolling spring with its dashpot, (2/ω_r)(√(1+η_r²) − η_r)",
        ),
        dt: o.dt,
        kind: "stability",
        working,
        source: "Ai, Chen, Rotter & Ooi 2011 (k_r = 2.25 k_n μ_r² R_r², C_r = 2η_r√(I_r k_r); LIGGGHTS rolling_model_epsd.h:282, 324); Belytschko, Liu & Moran 2000, ch. 6",
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
