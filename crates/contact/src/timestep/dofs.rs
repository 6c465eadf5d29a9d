//! PFC's per-degree-of-freedom estimate (Itasca PFC manual, Timestep Determination):
//!
//! - the stiffness of each degree of freedom, the sum over the body's contacts of the
//!   diagonal terms of the contact stiffness matrix (eq. 11; [`super::matrix`]);
//! - an infinite chain of masses and springs is stable for Δt < √(m/k) (eq. 10), applied per
//!   degree of freedom: √(m/k_tran) and the rotation's √(I/k_rot) (eq. 11); PFC's critical
//!   timestep is the smallest;
//! - a single mass–spring under the second-order central difference scheme is stable for
//!   Δt < T/π = 2√(m/k) (eq. 9, Bathe & Wilson 1976), reported for that degree of freedom;
//! - PFC's timestep: the safety factor × the smaller of the critical and the kinematic limit.

use super::bodies::Body;
use super::matrix::{matrix_2d, matrix_3d, Contact};
use crate::error::Error;
use crate::math::sqrt;
use alloc::string::String;
use alloc::vec::Vec;

/// The body's degrees of freedom and PFC's critical timestep.
pub(super) struct Dofs {
    /// "x", "y", "z", "θx", "θy", "θz" (2D: "x", "y", "θz").
    pub names: Vec<&'static str>,
    /// Summed diagonal stiffness per degree of freedom \[N/m or N·m/rad\].
    pub stiffness: Vec<f64>,
    /// √(m/k) or √(I/k) per degree of freedom \[s\] (`None` where k = 0 or I is unknown).
    pub times: Vec<Option<f64>>,
    /// The number of translational degrees of freedom (they come first).
    pub n_tran: usize,
    /// The smallest translational time and its degree of freedom.
    pub translational: Option<(f64, usize)>,
    /// The smallest rotational time and its degree of freedom.
    pub rotational: Option<(f64, usize)>,
    /// PFC's critical timestep, the smallest of all \[s\].
    pub critical: f64,
    /// The degree of freedom that sets it (an index into `names`).
    pub crit_i: usize,
    /// Its stiffness.
    pub k_crit: f64,
    /// Its mass or moment of inertia.
    pub inert_crit: f64,
    /// Its single mass–spring limit 2√(m/k) \[s\].
    pub single_spring: f64,
}

impl Dofs {
    /// The name of the degree of freedom that sets the critical timestep.
    pub fn critical_dof(&self) -> &'static str {
        self.names[self.crit_i]
    }
    /// The largest translational stiffness \[N/m\].
    pub fn k_tran_max(&self) -> f64 {
        self.stiffness[..self.n_tran].iter().copied().fold(0.0, f64::max)
    }
    /// The largest rotational stiffness \[N·m/rad\].
    pub fn k_rot_max(&self) -> f64 {
        self.stiffness[self.n_tran..].iter().copied().fold(0.0, f64::max)
    }
}

/// PFC's timestep: the safety factor × the smaller of the critical timestep and the
/// kinematic limit, and what governs it ("stiffness (x)" or "kinematic").
pub(super) struct Estimate {
    /// The safety factor applied.
    pub safety_factor: f64,
    /// The timestep \[s\].
    pub dt: f64,
    /// What governs it.
    pub governing: String,
}

/// The degrees of freedom of `body` with its `contacts`, each with its chain limit, and the
/// critical one.
pub(super) fn dofs(body: &Body, inertia: Option<f64>, contacts: &[Contact]) -> Result<Dofs, Error> {
    let (names, stiffness) = diagonal_sums(body.dim, contacts);
    let n_tran = if body.dim == 3 { 3 } else { 2 };
    let times = chain_times(&stiffness, n_tran, body.mass, inertia);
    let min_of = |range: core::ops::Range<usize>| {
        range.filter_map(|i| times[i].map(|t| (t, i))).min_by(|a, b| a.0.total_cmp(&b.0))
    };
    let translational = min_of(0..n_tran);
    let rotational = min_of(n_tran..names.len());
    if translational.is_none() && rotational.is_some() {
        // Rotational springs alone leave the body free to translate: no 2/ω_n, and no
        // timestep that means anything for a DEM body (found by tests/props.rs). Only custom
        // contacts get here (a packing requires kn > 0).
        return Err(Error::Missing {
            field: "contacts",
            hint:
                "the contacts carry no translational stiffness: give a contact kn > 0 (or ks > 0)",
        });
    }
    if stiffness[n_tran..].iter().any(|&k| k > 0.0) && inertia.is_none() {
        return Err(Error::Missing {
            field: "I",
            hint: "the contacts resist rotation: give the moment of inertia I, or the radius r",
        });
    }
    let (critical, crit_i) = match (translational, rotational) {
        (Some(a), Some(b)) => {
            if a.0 <= b.0 {
                a
            } else {
                b
            }
        }
        (Some(a), None) | (None, Some(a)) => a,
        (None, None) => {
            return Err(Error::Missing {
                field: if body.packing.is_some() { "kn" } else { "contacts" },
                hint: "the contacts carry no stiffness: give kn > 0",
            })
        }
    };
    let k_crit = stiffness[crit_i];
    let inert_crit = if crit_i < n_tran { body.mass } else { inertia.unwrap_or(body.mass) };
    let single_spring = central_difference(inert_crit, k_crit);
    Ok(Dofs {
        names,
        stiffness,
        times,
        n_tran,
        translational,
        rotational,
        critical,
        crit_i,
        k_crit,
        inert_crit,
        single_spring,
    })
}

/// The degree-of-freedom names and the diagonal sums for the body (node a) over its
/// contacts (eq. 11, the diagonal terms of eq. 13–22 in 3D, eq. 26–27 in 2D).
fn diagonal_sums(dim: u8, contacts: &[Contact]) -> (Vec<&'static str>, Vec<f64>) {
    let (names, idx): (Vec<&'static str>, Vec<usize>) = if dim == 3 {
        (alloc::vec!["x", "y", "z", "θx", "θy", "θz"], (0..6).collect())
    } else {
        (alloc::vec!["x", "y", "θz"], alloc::vec![0, 1, 2])
    };
    let mut stiffness = alloc::vec![0.0; names.len()];
    for c in contacts {
        if dim == 3 {
            let k = matrix_3d(c, [0.0; 3]);
            for (s, &i) in stiffness.iter_mut().zip(&idx) {
                *s += k[i][i];
            }
        } else {
            let k = matrix_2d(c, [0.0; 2]);
            for (s, &i) in stiffness.iter_mut().zip(&idx) {
                *s += k[i][i];
            }
        }
    }
    (names, stiffness)
}

/// The chain limit per degree of freedom (eq. 10–11): √(m/k) for the first `n_tran`,
/// √(I/k) for the rotations; `None` where k = 0 or I is unknown.
fn chain_times(
    stiffness: &[f64],
    n_tran: usize,
    mass: f64,
    inertia: Option<f64>,
) -> Vec<Option<f64>> {
    stiffness
        .iter()
        .enumerate()
        .map(|(i, &k)| {
            let inert = if i < n_tran { Some(mass) } else { inertia };
            match inert {
                Some(m) if k > 0.0 => Some(sqrt(m / k)),
                _ => None,
            }
        })
        .collect()
}

/// The single mass–spring limit of the central difference scheme, 2√(m/k) = T/π (eq. 9).
fn central_difference(inert: f64, k: f64) -> f64 {
    2.0 * sqrt(inert / k)
}

/// PFC's timestep (the first version's answer): `safety_factor` × min(critical, kinematic).
pub(super) fn estimate(dofs: &Dofs, kinematic: Option<f64>, safety_factor: f64) -> Estimate {
    let (limit, governing) = match kinematic {
        Some(tk) if tk < dofs.critical => (tk, String::from("kinematic")),
        _ => (dofs.critical, alloc::format!("stiffness ({})", dofs.critical_dof())),
    };
    Estimate { safety_factor, dt: safety_factor * limit, governing }
}

/// A degree of freedom in words ("θx" → "rotation about x").
pub fn dof_words(dof: &str) -> &'static str {
    match dof {
        "x" => "translation along x",
        "y" => "translation along y",
        "z" => "translation along z",
        "θx" => "rotation about x",
        "θy" => "rotation about y",
        _ => "rotation about z",
    }
}
