//! The tangential keys of a scenario read and checked (issue 23's contract): each error
//! names its key, the value and what is allowed.

use super::law::{moment_of_inertia, Dashpot, Force, History, Rules, Setup, Spin, Stiffness};
use crate::error::Error;
use crate::math::sqrt;
use crate::models::Solved;
use crate::pair;
use crate::scenario::{Model, Scenario, TangentialLaw};

/// What a DEM code changes in the tangential half (the contract's without one).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Options {
    /// How the law meets the cap.
    pub rules: Rules,
    /// The code's own dashpot (its form and value), replacing the ratio `tangential_damping`.
    pub dashpot: Option<Dashpot>,
    /// How the code's constant-stiffness spring keeps its history.
    pub linear_history: History,
    /// A code's √ξ stiffness as a multiple of the normal law's k: k_t = x k √ξ (LAMMPS
    /// `gran/hertz/history`, k_t = (2/7) K_n √(R* ξ)), instead of Mindlin's 8G*√(R* ξ).
    pub mindlin_times_k: Option<f64>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rules: Rules::CONTRACT,
            dashpot: None,
            linear_history: History::Incremental,
            mindlin_times_k: None,
        }
    }
}

/// The largest tangential damping ratio taken (a dashpot of ζ_t = 100 already stops the
/// slip within 1 % of a contact; beyond, the integration only gets stiffer).
pub const ZETA_MAX: f64 = 100.0;

/// The first tangential key given ([`pair::tangential_keys`]), if any.
fn first_given(sc: &Scenario) -> Option<&'static str> {
    sc.first_given_in(crate::keys::Group::Tangential)
}

fn finite(
    field: &'static str,
    x: Option<f64>,
    what: &'static str,
    unit: &'static str,
) -> Result<f64, Error> {
    match x {
        Some(x) if !x.is_finite() => {
            Err(Error::OutOfRange { field, value: x, what, allowed: unit })
        }
        Some(x) => Ok(x),
        None => Ok(0.0),
    }
}

/// `dim`: 3 (spheres, default) or 2 (disks, the linear model only, masses given).
fn disks(sc: &Scenario) -> Result<bool, Error> {
    match sc.dim {
        None => Ok(false),
        Some(3.0) => Ok(false),
        Some(2.0) => {
            if sc.model != Model::Linear {
                return Err(Error::NotTaken {
                    field: "dim",
                    by: "a Hertz-type model (dim: 2, disks, is for the linear model only)",
                });
            }
            for (field, x) in [("rho1", sc.rho1), ("rho2", sc.rho2)] {
                if x.is_some() {
                    return Err(Error::NotTaken {
                        field,
                        by: "disks (dim: 2): give the masses m1 (and m2) per unit thickness",
                    });
                }
            }
            Ok(true)
        }
        Some(d) => Err(Error::OutOfRange {
            field: "dim",
            value: d,
            what: "dimension",
            allowed: "3 (spheres) or 2 (disks)",
        }),
    }
}

/// The law the scenario asks for, the linear law where `kt` or `kt_ratio` is given, or its
/// model's default (mindlin; the linear model has none).
fn law(sc: &Scenario) -> Result<TangentialLaw, Error> {
    match (sc.tangential, sc.model) {
        (Some(l), _) => Ok(l),
        // A constant k_t given: the linear law, whatever the normal model.
        (None, _) if sc.kt.is_some() || sc.kt_ratio.is_some() => Ok(TangentialLaw::Linear),
        (None, Model::Linear) => Err(Error::Missing {
            field: "tangential",
            hint: "the linear model has no default tangential law: give tangential \"linear\" with kt (N/m) or kt_ratio = k_t/k, \"coulomb\", or \"mindlin\" with the material E1, nu1",
        }),
        (None, _) => Ok(TangentialLaw::Mindlin),
    }
}

/// k_t of the `linear` law: `kt`, or `kt_ratio` × k of the linear model.
fn linear_stiffness(sc: &Scenario, k: f64) -> Result<f64, Error> {
    let kt = match (sc.kt, sc.kt_ratio) {
        (Some(_), Some(_)) => return Err(Error::Conflict { field: "kt_ratio", other: "kt" }),
        (Some(kt), None) => pair::positive("kt", kt, "tangential stiffness", "a finite number > 0 N/m")?,
        (None, Some(_)) if sc.model != Model::Linear => {
            return Err(Error::NotTaken {
                field: "kt_ratio",
                by: "a Hertz-type model (kt_ratio = k_t/k is for the linear model; give kt in N/m, or tangential \"mindlin\")",
            })
        }
        (None, Some(x)) => pair::positive("kt_ratio", x, "stiffness ratio k_t/k", "a finite number > 0")? * k,
        (None, None) => {
            return Err(Error::Missing {
                field: "kt",
                hint: "the linear tangential law needs kt (N/m), or kt_ratio = k_t/k with the linear model",
            })
        }
    };
    if kt.is_finite() && kt > 0.0 {
        Ok(kt)
    } else {
        Err(Error::Numerical {
            field: "kt_ratio",
            reason: alloc::format!("k_t = kt_ratio × k {}", crate::text::leaves_f64(kt)),
        })
    }
}

/// The spring's stiffness for `law`, and G* when it took the material.
fn spring(
    sc: &Scenario,
    law: TangentialLaw,
    k: f64,
    times_k: Option<f64>,
) -> Result<(Stiffness, Option<f64>), Error> {
    if law != TangentialLaw::Linear {
        let by = if law == TangentialLaw::Coulomb {
            "the tangential law \"coulomb\" (kt and kt_ratio are for \"linear\")"
        } else {
            "a Mindlin tangential law (its stiffness 8G*√(R*ξ) comes from the material; kt and kt_ratio are for \"linear\")"
        };
        for (field, x) in [("kt", sc.kt), ("kt_ratio", sc.kt_ratio)] {
            if x.is_some() {
                return Err(Error::NotTaken { field, by });
            }
        }
    }
    match law {
        TangentialLaw::Linear => Ok((Stiffness::Constant(linear_stiffness(sc, k)?), None)),
        TangentialLaw::Coulomb => Ok((Stiffness::Constant(0.0), None)),
        TangentialLaw::Mindlin | TangentialLaw::MindlinTotal if times_k.is_some() => {
            Ok((Stiffness::Mindlin { a: times_k.unwrap_or(0.0) * k }, None))
        }
        TangentialLaw::Mindlin | TangentialLaw::MindlinTotal => {
            let missing = Error::Missing {
                field: "E1",
                hint: "the Mindlin stiffness 8G*√(R*ξ) takes the material: give E1, nu1, r1 (and E2, nu2 for an elastic body 2), or tangential \"linear\" with kt",
            };
            let g = pair::shear_modulus(sc)?.ok_or(missing.clone())?;
            let r_star = pair::material(sc)?.ok_or(missing)?.r_star;
            let a = 8.0 * g * sqrt(r_star);
            if !(a.is_finite() && a > 0.0) {
                return Err(Error::Numerical {
                    field: "E1",
                    reason: alloc::format!(
                        "the Mindlin stiffness 8G*√R* {}",
                        crate::text::leaves_f64(a)
                    ),
                });
            }
            Ok((Stiffness::Mindlin { a }, Some(g)))
        }
    }
}

/// The dashpot: the code's own, or the contract's ratio ζ_t.
fn dashpot(sc: &Scenario, law: TangentialLaw, opts: &Options) -> Result<Dashpot, Error> {
    if let Some(d) = opts.dashpot {
        return Ok(d);
    }
    match sc.tangential_damping {
        None => Ok(Dashpot::None),
        Some(_) if law == TangentialLaw::Coulomb => Err(Error::NotTaken {
            field: "tangential_damping",
            by: "the tangential law \"coulomb\" (the rigid limit has no dashpot)",
        }),
        Some(z) if (0.0..=ZETA_MAX).contains(&z) => {
            Ok(if z == 0.0 { Dashpot::None } else { Dashpot::Ratio(z) })
        }
        Some(z) => Err(Error::OutOfRange {
            field: "tangential_damping",
            value: z,
            what: "tangential damping ratio",
            allowed: "in [0, 100], or none",
        }),
    }
}

/// The bodies' rotation: radii (required), moments of inertia, initial spins.
fn spins(sc: &Scenario, disk: bool) -> Result<(Spin, Option<Spin>), Error> {
    let (m1, m2) = pair::body_masses(sc)?;
    let radius = |field, r: Option<f64>, hint| {
        pair::required_positive(field, r, "radius", "a finite number > 0 m", hint)
    };
    let r1 = radius(
        "r1",
        sc.r1,
        "the spin of body 1 needs its radius r1 (its moment of inertia is (2/5) m1 r1²)",
    )?;
    let omega1 = finite("omega1", sc.omega1, "spin of body 1", "a finite number of rad/s")?;
    let body1 = Spin { r: r1, inertia: moment_of_inertia(m1, r1, disk), omega: omega1 };
    let Some(m2) = m2 else {
        if sc.omega2.is_some() {
            return Err(Error::NotTaken {
                field: "omega2",
                by: "a wall (no m2 or rho2: it does not turn)",
            });
        }
        return Ok((body1, None));
    };
    let r2 = radius(
        "r2",
        sc.r2,
        "the spin of body 2 needs its radius r2 (its moment of inertia is (2/5) m2 r2²)",
    )?;
    let omega2 = finite("omega2", sc.omega2, "spin of body 2", "a finite number of rad/s")?;
    Ok((body1, Some(Spin { r: r2, inertia: moment_of_inertia(m2, r2, disk), omega: omega2 })))
}

/// The tangential half of a scenario whose normal contact its model solved (`None`: no
/// tangential key given, a head-on impact), checked.
pub fn read(
    sc: &Scenario,
    solved: &Solved,
    opts: &Options,
) -> Result<Option<(TangentialLaw, Setup)>, Error> {
    let disk = disks(sc)?;
    let Some(first) = first_given(sc) else { return Ok(None) };
    if sc.model == Model::PowerFunction {
        return Err(Error::NotUsed {
            field: first,
            model: "power-function (its plastic normal law has no tangential half here)",
        });
    }
    if sc.local_damping.is_some_and(|a| a > 0.0) {
        // The codes damp each body's forces and torques alike; the tangential integration
        // here has no local damping, so the two together are refused, not approximated.
        return Err(Error::NotTaken {
            field: "local_damping",
            by: "an oblique impact here (local damping of forces and torques is not in the \
                 tangential integration; solve the head-on contact with it)",
        });
    }
    let mu = match sc.mu {
        None => {
            return Err(Error::Missing {
                field: "mu",
                hint: "an oblique impact needs the Coulomb friction coefficient mu (0 for none)",
            })
        }
        Some(mu) if mu.is_finite() && mu >= 0.0 => mu,
        Some(mu) => {
            return Err(Error::OutOfRange {
                field: "mu",
                value: mu,
                what: "friction coefficient",
                allowed: "a finite number ≥ 0",
            })
        }
    };
    let vt = finite("vt", sc.vt, "tangential speed", "a finite number of m/s")?;
    let law = law(sc)?;
    let (body1, body2) = spins(sc, disk)?;
    let (stiffness, shear_modulus) = spring(sc, law, solved.stiffness, opts.mindlin_times_k)?;
    let dashpot = dashpot(sc, law, opts)?;
    let history = match law {
        TangentialLaw::Mindlin => History::Incremental,
        TangentialLaw::MindlinTotal => History::Total,
        _ => opts.linear_history,
    };
    let force = match law {
        TangentialLaw::Coulomb => Force::Coulomb,
        _ => Force::Spring { history, stiffness },
    };
    let setup = Setup {
        force,
        dashpot,
        rules: opts.rules,
        mu,
        m: solved.m,
        vt,
        body1,
        body2,
        shear_modulus,
    };
    let u0 = setup.slip_before();
    if !u0.is_finite() {
        let field = if crate::math::abs(body1.omega * body1.r) >= crate::math::abs(vt) {
            "omega1"
        } else {
            "vt"
        };
        return Err(Error::Numerical {
            field,
            reason: alloc::format!(
                "the slip of the contact point u0 = vt + r1 omega1 + r2 omega2 {}",
                crate::text::leaves_f64(u0)
            ),
        });
    }
    Ok(Some((law, setup)))
}
