//! A rolling-resistance law chosen by name ([`RollingChoice`]: Ai et al.'s, or a code's
//! setting of [`super::rolling`]), the keys each takes beyond μ_r, and each law's rolling
//! spring at one contact: k_r \[N·m/rad\] from what the law multiplies ([`SpringParts`]), its
//! dashpot as a damping ratio, and the value to type where a code demands a stiffness and the
//! user gave none ([`suggested`]). The rolling test and the timestep's rolling criterion both
//! use these, so that one place forms each code's k_r.
//!
//! The suggestion: the rolling spring k_r = k_t R*² of LIGGGHTS's `epsd2` (Iwashita & Oda
//! 1998; `CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/rolling_model_epsd2.h:107` reff = R* (a
//! wall's R_i), `:193` `kr = sidata.kt*reff*reff`), k_t the contact's tangential stiffness.
//! A code whose spring is a pseudo-force on its own lever L (LAMMPS `rolling sds`, L = R*;
//! MercuryDPM, L = 2R*) gets k = k_t (R*/L)², so that k L² = k_t R*²; Yade's `krot` is typed
//! in N·m/rad, k_t R*²; LIGGGHTS `epsd3`'s `coeffRollingStiffness` 2.25, Ai et al.'s factor
//! (its `epsd`).

use super::rolling::{rolling_code, Dashpot, RollingCode, Stiffness, ROLLING_CODES};
use crate::error::Error;
use crate::math::sqrt;
use crate::models::rolling::{RollingLaw, EPSD_SPRING_FACTOR};
use crate::scenario::Value;

/// A rolling-resistance law: one of Ai et al.'s, or a code's setting.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RollingChoice {
    /// `constant` or `epsd`.
    Ai(RollingLaw),
    /// A code's setting (`liggghts-epsd2`, `lammps-sds`, …).
    Code(&'static RollingCode),
}

/// The codes' own names of their rolling laws, taken for their settings' ids.
const OWN_NAMES: [(&str, &str); 4] = [
    ("cdt", super::liggghts::ROLLING_CDT.id),
    ("epsd2", super::liggghts::ROLLING_EPSD2.id),
    ("epsd3", super::liggghts::ROLLING_EPSD3.id),
    ("sds", super::lammps::ROLLING_SDS.id),
];

/// What the key `rolling` of the timestep takes, for its errors.
pub const ROLLING_CHOICE_EXPECTED: &str = "\"constant\" or \"epsd\" (Ai et al.'s types A and C), or a code's rolling setting: liggghts-cdt, liggghts-epsd, liggghts-epsd2, liggghts-epsd3, lammps-sds, mercurydpm, yade-hertz-mindlin, kratos-constant-torque, kratos-epsd, chrono-multicore, edem-standard, edem-rvd, edem-type-c or pfc-rrlinear (LIGGGHTS's cdt, epsd2, epsd3 and LAMMPS's sds by their own names too)";

impl RollingChoice {
    /// A law's name, a code setting's id, or a code's own name of its law (`epsd2`).
    pub fn parse(name: &str) -> Option<RollingChoice> {
        if let Some(l) = RollingLaw::parse(name) {
            return Some(RollingChoice::Ai(l));
        }
        let id = OWN_NAMES.iter().find(|(n, _)| *n == name).map_or(name, |(_, id)| *id);
        rolling_code(id).map(RollingChoice::Code)
    }

    /// The key `field` read as a law (blank or null: not given).
    pub fn read(field: &'static str, value: Value<'_>) -> Result<Option<RollingChoice>, Error> {
        let bad = |v: alloc::string::String| Error::Invalid {
            field: field.into(),
            value: v,
            expected: ROLLING_CHOICE_EXPECTED,
        };
        match value {
            Value::Null => Ok(None),
            Value::Text(t) if t.trim().is_empty() => Ok(None),
            Value::Text(t) => Self::parse(t.trim()).map(Some).ok_or_else(|| bad(t.into())),
            Value::Number(x) => Err(bad(alloc::format!("{x}"))),
        }
    }

    /// How it forms its rolling stiffness (Ai et al.'s type C: 2.25 k_n μ_r² R_r²).
    pub fn stiffness(self) -> Stiffness {
        match self {
            RollingChoice::Ai(RollingLaw::Constant) => Stiffness::None,
            RollingChoice::Ai(RollingLaw::Epsd) => Stiffness::Epsd,
            RollingChoice::Code(c) => c.stiffness,
        }
    }

    /// How it forms its rolling dashpot.
    pub fn dashpot(self) -> Dashpot {
        match self {
            RollingChoice::Ai(RollingLaw::Constant) => Dashpot::None,
            RollingChoice::Ai(RollingLaw::Epsd) => Dashpot::Ratio,
            RollingChoice::Code(c) => c.dashpot,
        }
    }

    /// Its name: the law's, or the code setting's id.
    pub fn id(self) -> &'static str {
        match self {
            RollingChoice::Ai(l) => l.name(),
            RollingChoice::Code(c) => c.id,
        }
    }

    /// The law in words: "Ai et al.'s type C (EPSD)", "LIGGGHTS model rolling_friction epsd2".
    pub fn words(self) -> alloc::string::String {
        match self {
            RollingChoice::Ai(RollingLaw::Constant) => {
                "Ai et al.'s type A (constant torque)".into()
            }
            RollingChoice::Ai(RollingLaw::Epsd) => "Ai et al.'s type C (EPSD)".into(),
            RollingChoice::Code(c) => alloc::format!("{} {}", c.code, c.setting),
        }
    }
}

/// The keys a law or code may take beyond the ball, `g`, `v0` and `mu_r`, in the order
/// [`takes`] answers for them.
pub const OWN_KEYS: [&str; 6] = ["eta_r", "kr", "krot", "gamma_r", "kr_factor", "kt"];

/// Which of [`OWN_KEYS`] `law` takes, and its words for the errors about the others.
pub fn takes(law: RollingChoice) -> ([bool; 6], &'static str) {
    match law {
        RollingChoice::Ai(RollingLaw::Constant) => (
            [false; 6],
            "rolling \"constant\" (type A has no spring or dashpot; eta_r is the epsd dashpot's, kr, krot, gamma_r, kr_factor and kt a code's)",
        ),
        RollingChoice::Ai(RollingLaw::Epsd) => (
            [true, false, false, false, false, false],
            "rolling \"epsd\" (kr, krot, gamma_r, kr_factor and kt are a code's: give code)",
        ),
        RollingChoice::Code(c) => {
            let spring = !c.wall_constant;
            (
                [
                    c.dashpot == Dashpot::Ratio && spring,
                    c.stiffness == Stiffness::PseudoForce && spring,
                    c.stiffness == Stiffness::Angular && spring,
                    c.dashpot == Dashpot::PseudoForce && spring,
                    c.stiffness == Stiffness::Factor && spring,
                    c.stiffness == Stiffness::Tangential && spring,
                ],
                c.takes,
            )
        }
    }
}

/// What a rolling stiffness rule multiplies at one contact.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SpringParts {
    /// k_n \[N/m\] (the rules of Ai et al. and `epsd3`).
    pub kn: Option<f64>,
    /// k_t \[N/m\] (k_r = k_t L²).
    pub kt: Option<f64>,
    /// The value the code's user types: `kr` \[N/m\], `krot` \[N·m/rad\] or `kr_factor`,
    /// whichever [`Stiffness::typed_key`] names.
    pub typed: Option<f64>,
    /// μ_r.
    pub mu_r: f64,
    /// The code's lever arm L \[m\].
    pub lever: f64,
}

impl Stiffness {
    /// k_r \[N·m/rad\] at a contact; `None` where a part it multiplies is not known (or the
    /// code's own k_s, [`Stiffness::CodeOwn`]). A constant torque: 0.
    pub fn k_r(self, p: &SpringParts) -> Option<f64> {
        let l2 = p.lever * p.lever;
        let ml2 = p.mu_r * p.lever * p.mu_r * p.lever;
        Some(match self {
            Stiffness::None => 0.0,
            Stiffness::Epsd => EPSD_SPRING_FACTOR * p.kn? * ml2,
            Stiffness::Factor => p.typed? * p.kn? * ml2,
            Stiffness::Tangential => p.kt? * l2,
            Stiffness::PseudoForce => p.typed? * l2,
            Stiffness::Angular => p.typed?,
            Stiffness::CodeOwn => return None,
        })
    }

    /// The key a code's user types its stiffness under, with the code's words for it.
    pub fn typed_key(self) -> Option<(&'static str, &'static str)> {
        match self {
            Stiffness::PseudoForce => Some(("kr", "the pseudo-force rolling stiffness (N/m)")),
            Stiffness::Angular => Some(("krot", "the rolling stiffness (N·m/rad)")),
            Stiffness::Factor => Some(("kr_factor", "the stiffness factor coeffRollingStiffness")),
            _ => None,
        }
    }
}

/// The value to type for a code's demanded stiffness when none is given: k = k_t (R*/L)² for a
/// pseudo-force spring on lever L, k_t R*² in N·m/rad, 2.25 for `epsd3` (the module's doc).
/// `reduced` is R* of the contact (a wall's: the sphere's radius); `None` without k_t where it
/// needs one, or for a rule that takes nothing typed.
pub fn suggested(stiffness: Stiffness, kt: Option<f64>, reduced: f64, lever: f64) -> Option<f64> {
    match stiffness {
        Stiffness::PseudoForce => Some(kt? * (reduced / lever) * (reduced / lever)),
        Stiffness::Angular => Some(kt? * reduced * reduced),
        Stiffness::Factor => Some(EPSD_SPRING_FACTOR),
        _ => None,
    }
}

/// The suggestion's rule and source, in words.
pub fn suggestion_rule(stiffness: Stiffness) -> &'static str {
    match stiffness {
        Stiffness::Factor => {
            "2.25, the factor of Ai, Chen, Rotter & Ooi 2011: k_r = 2.25 k_n μ_r² R*², LIGGGHTS's epsd (CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/rolling_model_epsd.h:282)"
        }
        Stiffness::Angular => {
            "k_t R*², LIGGGHTS epsd2's k_r (Iwashita & Oda 1998; CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/rolling_model_epsd2.h:107, 193), k_t Mindlin's 8G*√(R*δ) (Mindlin 1949)"
        }
        _ => {
            "k_t (R*/L)² on the code's lever L, so that k L² = k_t R*², LIGGGHTS epsd2's k_r (Iwashita & Oda 1998; CFDEMproject/LIGGGHTS-PUBLIC@3d5c00f2 src/rolling_model_epsd2.h:107, 193), k_t Mindlin's 8G*√(R*δ) (Mindlin 1949)"
        }
    }
}

/// The damping ratio η of a law's dashpot against the rolling inertia `inertia` \[kg·m²\]
/// (C_r = 2η√(I_r k_r)): `eta_r` for a ratio, γ L²/(2√(I_r k_r)) for a pseudo-force dashpot
/// γ \[N·s/m\] on lever L, 0 without a dashpot.
pub fn damping_ratio(
    dashpot: Dashpot,
    eta_r: f64,
    gamma_r: f64,
    lever: f64,
    inertia: f64,
    k_r: f64,
) -> f64 {
    match dashpot {
        Dashpot::None => 0.0,
        Dashpot::Ratio => eta_r,
        Dashpot::PseudoForce if k_r > 0.0 => gamma_r * lever * lever / (2.0 * sqrt(inertia * k_r)),
        Dashpot::PseudoForce => 0.0,
    }
}

/// Every code setting whose rolling spring the calculator forms (not Yade CohFrict's, which
/// takes Yade's own k_s), for the lists of the page and the tests.
pub fn springs() -> impl Iterator<Item = &'static RollingCode> {
    ROLLING_CODES.iter().filter(|c| !matches!(c.stiffness, Stiffness::None | Stiffness::CodeOwn))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_aliases() {
        assert_eq!(RollingChoice::parse("epsd"), Some(RollingChoice::Ai(RollingLaw::Epsd)));
        for (alias, id) in OWN_NAMES {
            assert_eq!(RollingChoice::parse(alias).map(RollingChoice::id), Some(id));
        }
        for c in ROLLING_CODES {
            assert_eq!(RollingChoice::parse(c.id), Some(RollingChoice::Code(c)));
            if c.stiffness != Stiffness::CodeOwn {
                assert!(ROLLING_CHOICE_EXPECTED.contains(c.id), "{}", c.id);
            }
        }
        let err = RollingChoice::read("rolling", Value::Text("epsd4")).unwrap_err();
        assert_eq!(err.field(), "rolling");
        assert!(err.to_string().contains("liggghts-epsd2"), "{err}");
    }

    /// The suggestion gives each code LIGGGHTS epsd2's k_r = k_t R*² on its own lever.
    #[test]
    fn suggestion_is_epsd2s_spring() {
        let (kt, r) = (3.0e5, 0.002);
        for c in springs() {
            for (reduced, lever) in [(r / 2.0, c.pair.arm(r, r, 0.0)), (r, c.wall.arm(r, 0.0))] {
                let Some(s) = suggested(c.stiffness, Some(kt), reduced, lever) else { continue };
                let parts =
                    SpringParts { kn: Some(1.0), kt: Some(kt), typed: Some(s), mu_r: 0.3, lever };
                let k_r = c.stiffness.k_r(&parts).unwrap();
                let want = if c.stiffness == Stiffness::Factor {
                    2.25 * 0.09 * lever * lever
                } else {
                    kt * reduced * reduced
                };
                assert!((k_r - want).abs() <= 1e-12 * want, "{}: {k_r} {want}", c.id);
            }
        }
    }
}
