//! Stable timesteps for an explicit DEM code (seed 002, the Itasca PFC manual, and seed 003).
//!
//! - A single mass–spring under the second-order central difference scheme is stable for
//!   Δt < T/π = 2√(m/k) (seed 002 eq. 9, Bathe & Wilson 1976); an infinite chain of masses
//!   and springs for Δt < √(m/k) (eq. 10). PFC applies eq. (10)/(11) per degree of freedom:
//!   √(m/k_tran) and √(I/k_rot), where each stiffness is the sum over the body's contacts of
//!   the diagonal terms of the contact stiffness matrix (3D 12×12, eq. 13–22; 2D 6×6,
//!   eq. 23–27), and takes the minimum over all degrees of freedom.
//! - A kinematic limit so that nothing moves more than ε in a step (eq. 1–4).
//! - Timestep scaling (eq. 5–8): the inertial mass and moment that make a chosen Δt stable.
//! - Rules of thumb (seed 003): Δt < 2/ω_n, Δt ≈ 5–10 % of the contact time, ≥ 10 steps
//!   per contact; the Rayleigh time π R √(ρ/G)/(0.1631 ν + 0.8766) that EDEM users size
//!   their step by, and the Hertz contact time.
//!
//! The contact stiffness matrix is assembled as K = Bᵀ K_c B + B_θᵀ K_θ B_θ, where B maps
//! the generalized displacements (u_a, θ_a, u_b, θ_b) to the relative displacement of the
//! contact point, (u_a + θ_a × R_a) − (u_b + θ_b × R_b), K_c = k_n n₃n₃ᵀ + k_s (n₁n₁ᵀ +
//! n₂n₂ᵀ) and K_θ likewise with k_nθ, k_sθ, B_θ = (0, I, 0, −I). Its terms are those of
//! seed 002 eq. (15)–(22) (checked term by term in the tests); the 2D matrix is built
//! separately from eq. (26)–(27).

mod cases;
mod code_rules;

pub use cases::ContactCheck;
pub use code_rules::CodeRule;

use crate::error::Error;
use crate::math::sqrt;
use crate::scenario::{Model, Scenario};
use crate::scheme::{ExactNumbers, Scheme};
use crate::text;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Default safety factor. Itasca PFC 7.0 documents its dynamic-timestep safety factor as
/// "By default, f = 1.0" (`model dynamic timestep safety-factor`); PFC's per-degree-of-
/// freedom estimate √(m/k) already sits a factor 2 below the single-spring limit 2√(m/k)
/// (seed 002 eq. 9–10).
pub const DEFAULT_SAFETY_FACTOR: f64 = 1.0;

/// One contact of the body: unit `normal` n₃ (from the body towards the contact), contact
/// `point` relative to the body's centre of mass R_a \[m\], normal and shear stiffness
/// `kn`, `ks` \[N/m\], rotational `kn_rot`, `ks_rot` \[N·m/rad\].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Contact {
    /// Contact normal n₃ (normalised on use).
    pub normal: [f64; 3],
    /// Contact point relative to the body's centre, R = x_c − x_a \[m\].
    pub point: [f64; 3],
    /// Normal stiffness k_n \[N/m\].
    pub kn: f64,
    /// Shear stiffness k_s \[N/m\].
    pub ks: f64,
    /// Rotational (twisting) stiffness k_nθ \[N·m/rad\].
    pub kn_rot: f64,
    /// Rotational (bending) stiffness k_sθ \[N·m/rad\].
    pub ks_rot: f64,
}

type M3 = [[f64; 3]; 3];

fn outer(a: [f64; 3], b: [f64; 3]) -> M3 {
    let mut m = [[0.0; 3]; 3];
    for i in 0..3 {
        for j in 0..3 {
            m[i][j] = a[i] * b[j];
        }
    }
    m
}

fn add(a: M3, b: M3, s: f64) -> M3 {
    let mut m = a;
    for i in 0..3 {
        for j in 0..3 {
            m[i][j] += s * b[i][j];
        }
    }
    m
}

/// [R]×, the matrix with [R]× v = R × v.
fn cross(r: [f64; 3]) -> M3 {
    [[0.0, -r[2], r[1]], [r[2], 0.0, -r[0]], [-r[1], r[0], 0.0]]
}

/// The unit vector along `v`, or `None` for a zero or non-finite `v`. Scaled by the largest
/// component first, so that [1e300, 0, 0] and [1e-300, 0, 0] are directions like any other.
fn normalize(v: [f64; 3]) -> Option<[f64; 3]> {
    let s = v[0].abs().max(v[1].abs()).max(v[2].abs());
    if !(s > 0.0 && s.is_finite()) {
        return None;
    }
    let u = [v[0] / s, v[1] / s, v[2] / s];
    let n = sqrt(u[0] * u[0] + u[1] * u[1] + u[2] * u[2]);
    Some([u[0] / n, u[1] / n, u[2] / n])
}

/// An orthonormal triad (n₁, n₂, n₃) completing the normal n₃. The diagonal sums do not
/// depend on the choice of n₁, n₂ (n₁ᵢ² + n₂ᵢ² = 1 − n₃ᵢ²).
pub fn triad(n3: [f64; 3]) -> ([f64; 3], [f64; 3], [f64; 3]) {
    // Cross with the axis least aligned with n3.
    let a = if n3[0].abs() <= n3[1].abs() && n3[0].abs() <= n3[2].abs() {
        [1.0, 0.0, 0.0]
    } else if n3[1].abs() <= n3[2].abs() {
        [0.0, 1.0, 0.0]
    } else {
        [0.0, 0.0, 1.0]
    };
    let c = |u: [f64; 3], v: [f64; 3]| {
        [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
    };
    let n1 = normalize(c(a, n3)).unwrap_or([1.0, 0.0, 0.0]);
    let n2 = c(n3, n1);
    (n1, n2, n3)
}

/// The 3D contact stiffness matrix (seed 002 eq. 13–22), dofs (u, v, w, θx, θy, θz) of
/// node a then node b; `r_b` is the contact point relative to body b.
pub fn matrix_3d(c: &Contact, r_b: [f64; 3]) -> [[f64; 12]; 12] {
    let n3 = normalize(c.normal).unwrap_or([0.0, 0.0, 1.0]);
    let (n1, n2, n3) = triad(n3);
    let shear = add(outer(n1, n1), outer(n2, n2), 1.0);
    let kc = add(add([[0.0; 3]; 3], shear, c.ks), outer(n3, n3), c.kn);
    let kt = add(add([[0.0; 3]; 3], shear, c.ks_rot), outer(n3, n3), c.kn_rot);
    // B (3×12): relative contact displacement (u_a − [R_a]× θ_a) − (u_b − [R_b]× θ_b).
    let ra = cross(c.point);
    let rb = cross(r_b);
    let mut b = [[0.0; 12]; 3];
    let mut bt = [[0.0; 12]; 3];
    for i in 0..3 {
        b[i][i] = 1.0;
        b[i][6 + i] = -1.0;
        for j in 0..3 {
            b[i][3 + j] = -ra[i][j];
            b[i][9 + j] = rb[i][j];
        }
        bt[i][3 + i] = 1.0;
        bt[i][9 + i] = -1.0;
    }
    let mut k = [[0.0; 12]; 12];
    for p in 0..12 {
        for q in 0..12 {
            let mut s = 0.0;
            for i in 0..3 {
                for j in 0..3 {
                    s += b[i][p] * kc[i][j] * b[j][q] + bt[i][p] * kt[i][j] * bt[j][q];
                }
            }
            k[p][q] = s;
        }
    }
    k
}

/// The 2D contact stiffness matrix of seed 002 eq. (23)–(27), dofs (u, v, θz) of node a then
/// node b, with n₃ = (n_x3, n_y3), n₁ = (−n_y3, n_x3) (eq. 24). Terms as printed, except
/// k₆,₁ = −R_xb k₂,₁ + R_yb k₁,₁: the printed "+R_xb" contradicts the 3D term k₁₂,₁ of
/// eq. (15) that it restricts (and the symmetric k₆,₂ of eq. 26).
pub fn matrix_2d(c: &Contact, r_b: [f64; 2]) -> [[f64; 6]; 6] {
    let n = normalize([c.normal[0], c.normal[1], 0.0]).unwrap_or([1.0, 0.0, 0.0]);
    let (nx3, ny3) = (n[0], n[1]);
    let (nx1, ny1) = (-ny3, nx3);
    let (kn, ks, kst) = (c.kn, c.ks, c.ks_rot);
    let (rxa, rya) = (c.point[0], c.point[1]);
    let (rxb, ryb) = (r_b[0], r_b[1]);
    let mut k = [[0.0; 6]; 6];
    // eq. (26): first two columns.
    k[0][0] = ks * nx1 * nx1 + kn * nx3 * nx3;
    k[1][0] = ks * ny1 * nx1 + kn * ny3 * nx3;
    k[2][0] = rxa * k[1][0] - rya * k[0][0];
    k[3][0] = -k[0][0];
    k[4][0] = -k[1][0];
    k[5][0] = -rxb * k[1][0] + ryb * k[0][0];
    k[1][1] = ks * ny1 * ny1 + kn * ny3 * ny3;
    k[0][1] = k[1][0];
    k[2][1] = rxa * k[1][1] - rya * k[0][1];
    k[3][1] = -k[0][1];
    k[4][1] = -k[1][1];
    k[5][1] = -rxb * k[1][1] + ryb * k[0][1];
    // eq. (27): the last four columns (with the symmetric entries above the diagonal).
    for r in 0..6 {
        for col in 0..2 {
            k[col][r] = k[r][col];
        }
    }
    k[2][2] = kst + (rxa * k[1][2] - rya * k[0][2]);
    k[3][2] = -k[0][2];
    k[4][2] = -k[1][2];
    k[5][2] = -kst + (-rxb * k[1][2] + ryb * k[0][2]);
    for r in 3..6 {
        k[2][r] = k[r][2];
    }
    k[3][3] = k[0][0];
    k[4][3] = k[1][0];
    k[5][3] = -rxb * k[1][3] + ryb * k[0][3];
    k[3][4] = k[4][3];
    k[4][4] = k[1][1];
    k[5][4] = -rxb * k[1][4] + ryb * k[0][4];
    k[3][5] = k[5][3];
    k[4][5] = k[5][4];
    k[5][5] = kst + (-rxb * k[1][5] + ryb * k[0][5]);
    k
}

/// Regular packings of equal spheres (3D) or disks (2D).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum Packing {
    /// 6 neighbours along ±x, ±y, ±z.
    SimpleCubic,
    /// 8 neighbours along (±1, ±1, ±1)/√3.
    BodyCentredCubic,
    /// 12 neighbours along (±1, ±1, 0)/√2 and permutations.
    FaceCentredCubic,
    /// 2D: 4 neighbours along ±x, ±y.
    Square,
    /// 2D: 6 neighbours 60° apart.
    Hexagonal,
}

impl Packing {
    /// Every packing, for the page.
    pub const ALL: [Packing; 5] = [
        Packing::SimpleCubic,
        Packing::BodyCentredCubic,
        Packing::FaceCentredCubic,
        Packing::Square,
        Packing::Hexagonal,
    ];
    /// The scenario name.
    pub fn name(self) -> &'static str {
        match self {
            Packing::SimpleCubic => "simple-cubic",
            Packing::BodyCentredCubic => "body-centred-cubic",
            Packing::FaceCentredCubic => "face-centred-cubic",
            Packing::Square => "square",
            Packing::Hexagonal => "hexagonal",
        }
    }
    /// Parses a scenario name.
    pub fn parse(s: &str) -> Option<Packing> {
        Packing::ALL.into_iter().find(|p| p.name() == s)
    }
    /// 2 or 3.
    pub fn dim(self) -> u8 {
        match self {
            Packing::Square | Packing::Hexagonal => 2,
            _ => 3,
        }
    }
    /// Unit normals from the body to its neighbours.
    pub fn normals(self) -> Vec<[f64; 3]> {
        let mut v = Vec::new();
        match self {
            Packing::SimpleCubic => {
                for i in 0..3 {
                    for s in [1.0, -1.0] {
                        let mut n = [0.0; 3];
                        n[i] = s;
                        v.push(n);
                    }
                }
            }
            Packing::BodyCentredCubic => {
                let a = 1.0 / sqrt(3.0);
                for sx in [1.0, -1.0] {
                    for sy in [1.0, -1.0] {
                        for sz in [1.0, -1.0] {
                            v.push([sx * a, sy * a, sz * a]);
                        }
                    }
                }
            }
            Packing::FaceCentredCubic => {
                let a = 1.0 / sqrt(2.0);
                for (i, j) in [(0, 1), (0, 2), (1, 2)] {
                    for si in [1.0, -1.0] {
                        for sj in [1.0, -1.0] {
                            let mut n = [0.0; 3];
                            n[i] = si * a;
                            n[j] = sj * a;
                            v.push(n);
                        }
                    }
                }
            }
            Packing::Square => {
                v.extend([[1.0, 0.0, 0.0], [-1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, -1.0, 0.0]])
            }
            Packing::Hexagonal => {
                for i in 0..6 {
                    let a = PI / 3.0 * i as f64;
                    v.push([crate::math::cos(a), crate::math::sin(a), 0.0]);
                }
            }
        }
        v
    }
}

/// One contact as given: `normal` and `point` with 2 or 3 components (matching `dim`).
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Deserialize), serde(deny_unknown_fields))]
pub struct ContactInput {
    /// Contact normal, from the body towards the contact.
    pub normal: Vec<f64>,
    /// Contact point relative to the body's centre \[m\].
    pub point: Vec<f64>,
    /// Normal stiffness \[N/m\].
    pub kn: f64,
    /// Shear stiffness \[N/m\].
    #[cfg_attr(feature = "serde", serde(default))]
    pub ks: f64,
    /// Rotational stiffnesses \[N·m/rad\] (default 0).
    #[cfg_attr(feature = "serde", serde(default))]
    pub kn_rot: f64,
    /// See `kn_rot`.
    #[cfg_attr(feature = "serde", serde(default))]
    pub ks_rot: f64,
}

/// The scalar keys of a timestep calculation, in display order.
pub const TIMESTEP_KEYS: &[&str] = &[
    "dim",
    "m",
    "I",
    "r",
    "rho",
    "thickness",
    "packing",
    "kn",
    "ks",
    "kn_rot",
    "ks_rot",
    "E",
    "nu",
    "G",
    "v_max",
    "a_max",
    "epsilon",
    "safety_factor",
    "dt",
    "contact_time",
    "ks_ratio",
    "rayleigh_fraction",
    "r_min",
    "r_max",
];

/// The fraction of the Rayleigh time recommended by default: EDEM's guidance of about 20 %
/// (Altair EDEM documentation; DESIGN.md, Timestep).
pub const DEFAULT_RAYLEIGH_FRACTION: f64 = 0.2;
/// At least this many steps per contact (Del Cid, *Choosing a Timestep*: "at least ten time
/// steps between the initial contact to the rebound").
pub const STEPS_PER_CONTACT: f64 = 10.0;

/// A timestep calculation (keys of `dem-contact timestep`).
///
/// The particles are described either with the shorthand keys of this struct (`r`, `rho`
/// or `m`, `E`, `nu`, `v_max`: two equal bodies) or with the scenario keys of the pair,
/// exactly as [`crate::solve`] takes them (`m1`, `r1`, `E1`, …, `v0`), kept in `pair`;
/// `model`, `e`, `damping`, `end` and the model's other keys go to `pair` either way.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TimestepInput {
    /// The contact's scenario keys (model, dissipation, end rule; the pair when given).
    pub pair: Scenario,
    /// The model, when given (the default depends on what describes the stiffness).
    pub model: Option<Model>,
    /// k_s/k_n when k_s is not given (default: Mindlin's 4G*/E* with a material, else 1).
    pub ks_ratio: Option<f64>,
    /// Fraction of the Rayleigh time (default [`DEFAULT_RAYLEIGH_FRACTION`]).
    pub rayleigh_fraction: Option<f64>,
    /// Smallest particle radius of a size range \[m\].
    pub r_min: Option<f64>,
    /// Largest particle radius of a size range \[m\].
    pub r_max: Option<f64>,
    /// 2 or 3 (default 3).
    pub dim: Option<u8>,
    /// Body mass \[kg\] (or `r` with `rho`).
    pub m: Option<f64>,
    /// Moment of inertia \[kg·m²\] (default: a solid sphere 2/5 m r², a disk ½ m r²).
    pub inertia: Option<f64>,
    /// Radius \[m\].
    pub r: Option<f64>,
    /// Density \[kg/m³\].
    pub rho: Option<f64>,
    /// 2D: disk thickness \[m\] (default 1, as PFC2D).
    pub thickness: Option<f64>,
    /// The body's contacts, or
    pub contacts: Vec<ContactInput>,
    /// a packing of equal bodies with `kn`, `ks`, `kn_rot`, `ks_rot`.
    pub packing: Option<Packing>,
    /// Packing: normal stiffness \[N/m\].
    pub kn: Option<f64>,
    /// Packing: shear stiffness \[N/m\].
    pub ks: Option<f64>,
    /// Packing: rotational stiffnesses \[N·m/rad\].
    pub kn_rot: Option<f64>,
    /// See `kn_rot`.
    pub ks_rot: Option<f64>,
    /// Young's modulus \[Pa\] (Rayleigh, Hertz).
    pub young: Option<f64>,
    /// Poisson's ratio.
    pub nu: Option<f64>,
    /// Shear modulus \[Pa\] (instead of E).
    pub shear: Option<f64>,
    /// Largest speed \[m/s\] (kinematic limit; Hertz impact speed).
    pub v_max: Option<f64>,
    /// Largest acceleration \[m/s²\].
    pub a_max: Option<f64>,
    /// Largest displacement per step \[m\].
    pub epsilon: Option<f64>,
    /// Safety factor (default [`DEFAULT_SAFETY_FACTOR`]).
    pub safety_factor: Option<f64>,
    /// A chosen timestep to assess \[s\].
    pub dt: Option<f64>,
    /// A contact duration for the rules of thumb \[s\] (e.g. from `solve`).
    pub contact_time: Option<f64>,
}

/// What limits the timestep, every criterion, and the one recommended.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TimestepSolution {
    /// 2 or 3.
    pub dim: u8,
    /// Body mass \[kg\].
    pub mass: f64,
    /// Moment of inertia \[kg·m²\].
    pub inertia: f64,
    /// Number of contacts used.
    pub contacts: usize,
    /// Degree-of-freedom names ("x", "y", "z", "θx", "θy", "θz"; 2D: "x", "y", "θz").
    pub dofs: Vec<&'static str>,
    /// Summed diagonal stiffness per degree of freedom \[N/m or N·m/rad\].
    pub stiffness: Vec<f64>,
    /// √(m/k) or √(I/k) per degree of freedom \[s\] (`None` where k = 0).
    pub dof_times: Vec<Option<f64>>,
    /// The smallest translational √(m/k_tran) \[s\] (seed 002 eq. 11).
    pub translational: Option<f64>,
    /// The smallest rotational √(I/k_rot) \[s\].
    pub rotational: Option<f64>,
    /// PFC's critical timestep: the minimum over the degrees of freedom, before the
    /// safety factor \[s\].
    pub critical: f64,
    /// The degree of freedom that sets it.
    pub critical_dof: &'static str,
    /// For that degree of freedom: the single mass–spring limit 2√(m/k) = T/π (eq. 9).
    pub single_spring: f64,
    /// The kinematic limit t_kin (eq. 4), when v_max, a_max and ε are given \[s\].
    pub kinematic: Option<f64>,
    /// Safety factor applied.
    pub safety_factor: f64,
    /// PFC's estimate: safety factor × min(critical, kinematic) \[s\] (the first version's
    /// answer, kept for its users; the timestep to use is [`Self::recommended`]).
    pub timestep: f64,
    /// What governs it: "stiffness (x)" or "kinematic".
    pub governing: String,
    /// Rayleigh time π R √(ρ/G)/(0.1631 ν + 0.8766) \[s\], with material and radius.
    pub rayleigh: Option<f64>,
    /// Hertz contact time of two such spheres at v_max \[s\].
    pub hertz_time: Option<f64>,
    /// The timestep as a fraction of the Rayleigh time.
    pub fraction_of_rayleigh: Option<f64>,
    /// The timestep as a fraction of the Hertz contact time.
    pub fraction_of_hertz: Option<f64>,
    /// Rules of thumb (seed 003), with the contact time when given.
    pub rules: Rules,
    /// Timestep scaling for the chosen `dt` (eq. 5–8), when given.
    pub scaling: Option<Scaling>,
    /// Normal stiffness of the packing's contacts \[N/m\] (given, or from the stiffest
    /// contact described); `None` for a list of contacts.
    pub kn: Option<f64>,
    /// Shear stiffness of the packing's contacts \[N/m\].
    pub ks: Option<f64>,
    /// The contacts the particles make, each with its stiffness, damping and duration.
    pub pairs: Vec<ContactCheck>,
    /// Every applicable criterion: id → Δt \[s\] (`pfc`, `contact-stability`, `rayleigh`,
    /// `contact-time`, `kinematic`).
    #[cfg_attr(feature = "serde", serde(serialize_with = "criteria_map"))]
    pub criteria: Vec<Criterion>,
    /// The same criteria with their names, sources, working and verdicts, smallest first.
    pub criteria_detail: Vec<Criterion>,
    /// The recommended timestep: the smallest criterion \[s\].
    pub recommended: f64,
    /// The id of the criterion that sets it.
    pub recommended_by: &'static str,
    /// A typed Δt judged against every criterion: the worst verdict ("fine", "inaccurate",
    /// "unstable").
    pub verdict: Option<&'static str>,
    /// The contact replayed with PFC's velocity Verlet at the recommended Δt.
    pub replay: Option<ReplayCheck>,
    /// Each DEM code's own rule for these particles, judged against the criteria.
    pub code_rules: Vec<CodeRule>,
    /// What else to know (assumptions made, criteria left out and why).
    pub notes: Vec<String>,
}

/// One timestep criterion.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Criterion {
    /// Id: `pfc`, `contact-stability`, `rayleigh`, `contact-time`, `kinematic`.
    pub id: &'static str,
    /// What it is, in words.
    pub name: String,
    /// The largest Δt it allows \[s\].
    pub dt: f64,
    /// `stability` (beyond it the scheme blows up) or `accuracy` (beyond it the contact
    /// or the motion is badly resolved).
    pub kind: &'static str,
    /// The formula with the numbers in it.
    pub working: String,
    /// Where it comes from (paper or manual, equation).
    pub source: &'static str,
    /// For a typed Δt: "fine", "inaccurate" or "unstable".
    pub verdict: Option<&'static str>,
    /// For a typed Δt: Δt over this criterion.
    pub ratio: Option<f64>,
}

/// The replay at the recommended Δt: what a DEM code gets, and the stability limit the
/// scheme shows.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ReplayCheck {
    /// The contact replayed (the one with the smallest stability limit).
    pub case: String,
    /// Δt \[s\].
    pub dt: f64,
    /// Steps in contact.
    pub steps: usize,
    /// The scheme's restitution, contact time, maximum overlap and force.
    pub got: ExactNumbers,
    /// The exact ones.
    pub exact: ExactNumbers,
    /// Relative errors.
    pub errors: ExactNumbers,
    /// The stability limit estimated, (2/ω0)(√(1+ζ²) − ζ) \[s\].
    pub stability_estimate: f64,
    /// The stability limit the scheme shows, found by replaying the contact at rest under its
    /// largest force and bisecting Δt (`None` when the contact has no such form).
    pub stability_found: Option<f64>,
    /// The replay's own message (instability, no separation), if any.
    pub message: Option<String>,
}

#[cfg(feature = "serde")]
fn criteria_map<S: serde::Serializer>(c: &[Criterion], s: S) -> Result<S::Ok, S::Error> {
    use serde::ser::SerializeMap;
    let mut m = s.serialize_map(Some(c.len()))?;
    for x in c {
        m.serialize_entry(x.id, &x.dt)?;
    }
    m.end()
}

/// Seed 003's rules of thumb.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Rules {
    /// 2/ω_n = 2√(m/k) for the stiffest translational degree of freedom \[s\].
    pub two_over_omega: f64,
    /// 5 % and 10 % of the contact time \[s\].
    pub contact_fraction: Option<(f64, f64)>,
    /// A tenth of the contact time (≥ 10 steps per contact) \[s\].
    pub ten_steps: Option<f64>,
    /// Steps per contact at the timestep.
    pub steps_per_contact: Option<f64>,
    /// Which of the rules the timestep meets, in words.
    pub verdicts: Vec<String>,
}

/// Timestep scaling (seed 002 eq. 5–8) for a chosen Δt.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Scaling {
    /// The chosen Δt \[s\].
    pub dt: f64,
    /// m_new = k_tran Δt² \[kg\] (eq. 5), k_tran the largest translational stiffness.
    pub mass: f64,
    /// I_new = k_rot Δt² \[kg·m²\] (eq. 7).
    pub inertia: Option<f64>,
    /// Velocity factor m / m_new (eq. 6).
    pub velocity_factor: f64,
    /// v_max m / m_new \[m/s\], when v_max is given.
    pub velocity: Option<f64>,
    /// Whether the chosen Δt is above PFC's critical timestep.
    pub above_critical: bool,
}

fn pos(
    field: &'static str,
    x: Option<f64>,
    what: &'static str,
    allowed: &'static str,
) -> Result<Option<f64>, Error> {
    match x {
        Some(x) if x.is_finite() && x > 0.0 => Ok(Some(x)),
        Some(x) => Err(Error::OutOfRange { field, value: x, what, allowed }),
        None => Ok(None),
    }
}

fn nonneg(field: &'static str, x: f64, what: &'static str) -> Result<f64, Error> {
    if x.is_finite() && x >= 0.0 {
        Ok(x)
    } else {
        Err(Error::OutOfRange { field, value: x, what, allowed: "a finite number ≥ 0" })
    }
}

impl TimestepInput {
    /// Sets one scalar key (numbers may come as text, with a unit of the key's dimension as
    /// [`crate::units`] reads them: `2 mm`, `70 GPa`; `packing` by name). `contacts` is set
    /// directly, as a list.
    pub fn set(&mut self, key: &str, value: crate::Value<'_>) -> Result<(), Error> {
        use crate::units::Dims;
        use crate::Value;
        let num = |v: Value<'_>, dims: Dims| crate::scenario::number_as(key, v, dims);
        match key {
            "packing" => {
                self.packing = match value {
                    Value::Null => None,
                    Value::Text(t) if t.trim().is_empty() => None,
                    Value::Text(t) => Some(Packing::parse(t.trim()).ok_or_else(|| {
                        Error::Invalid {
                    field: key.into(),
                    value: t.into(),
                    expected:
                        "simple-cubic, body-centred-cubic, face-centred-cubic, square or hexagonal",
                }
                    })?),
                    Value::Number(x) => {
                        return Err(Error::Invalid {
                            field: key.into(),
                            value: alloc::format!("{x}"),
                            expected: "a packing name",
                        })
                    }
                }
            }
            "dim" => {
                self.dim = match num(value, Dims::NONE)? {
                    None => None,
                    Some(d) if d == 2.0 || d == 3.0 => Some(d as u8),
                    Some(d) => {
                        return Err(Error::OutOfRange {
                            field: "dim",
                            value: d,
                            what: "dimension",
                            allowed: "2 or 3",
                        })
                    }
                }
            }
            _ => {
                let (slot, dims) = match key {
                    "m" => (&mut self.m, Dims::MASS),
                    "I" => (&mut self.inertia, Dims::INERTIA),
                    "r" => (&mut self.r, Dims::LENGTH),
                    "rho" => (&mut self.rho, Dims::DENSITY),
                    "thickness" => (&mut self.thickness, Dims::LENGTH),
                    "kn" => (&mut self.kn, Dims::STIFFNESS),
                    "ks" => (&mut self.ks, Dims::STIFFNESS),
                    "kn_rot" => (&mut self.kn_rot, Dims::ROTATIONAL_STIFFNESS),
                    "ks_rot" => (&mut self.ks_rot, Dims::ROTATIONAL_STIFFNESS),
                    "E" => (&mut self.young, Dims::PRESSURE),
                    "nu" => (&mut self.nu, Dims::NONE),
                    "G" => (&mut self.shear, Dims::PRESSURE),
                    "v_max" => (&mut self.v_max, Dims::SPEED),
                    "a_max" => (&mut self.a_max, Dims::ACCELERATION),
                    "epsilon" => (&mut self.epsilon, Dims::LENGTH),
                    "safety_factor" => (&mut self.safety_factor, Dims::NONE),
                    "dt" => (&mut self.dt, Dims::TIME),
                    "contact_time" => (&mut self.contact_time, Dims::TIME),
                    "ks_ratio" => (&mut self.ks_ratio, Dims::NONE),
                    "rayleigh_fraction" => (&mut self.rayleigh_fraction, Dims::NONE),
                    "r_min" => (&mut self.r_min, Dims::LENGTH),
                    "r_max" => (&mut self.r_max, Dims::LENGTH),
                    "model" => {
                        self.pair.set(key, value)?;
                        self.model = match value {
                            Value::Text(t) if !t.trim().is_empty() => Some(self.pair.model),
                            _ => None,
                        };
                        return Ok(());
                    }
                    _ if crate::KEYS.contains(&key) => return self.pair.set(key, value),
                    _ => return Err(Error::Unknown { field: key.into() }),
                };
                *slot = num(value, dims)?;
            }
        }
        Ok(())
    }
}

#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for TimestepInput {
    /// Reads a JSON object key by key: scalars through [`TimestepInput::set`], `contacts` as
    /// a list of [`ContactInput`]. Every message starts with the key.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::{self, MapAccess, Visitor};
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = TimestepInput;
            fn expecting(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("a timestep object such as {\"m\": 1e-3, \"packing\": \"face-centred-cubic\", …}")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<TimestepInput, A::Error> {
                let mut t = TimestepInput::default();
                while let Some(key) = map.next_key::<String>()? {
                    if key == "contacts" {
                        t.contacts = map
                            .next_value::<Vec<ContactInput>>()
                            .map_err(|e| de::Error::custom(alloc::format!("contacts: {e}")))?;
                        continue;
                    }
                    let v: crate::scenario::ScalarValue = map
                        .next_value()
                        .map_err(|e| de::Error::custom(alloc::format!("{key}: {e}")))?;
                    t.set(&key, v.as_value()).map_err(de::Error::custom)?;
                }
                Ok(t)
            }
        }
        d.deserialize_map(V)
    }
}

/// Rayleigh time π R √(ρ/G) / (0.1631 ν + 0.8766) \[s\] (the Rayleigh-wave time across a
/// radius; DESIGN.md, as EDEM and LIGGGHTS users size their step).
pub fn rayleigh_time(r: f64, rho: f64, g_mod: f64, nu: f64) -> f64 {
    PI * r * sqrt(rho / g_mod) / (0.1631 * nu + 0.8766)
}

/// Solves a timestep calculation: PFC's per-degree-of-freedom estimate for the body in
/// its packing (as before), the contacts the particles make, every criterion, the smallest
/// as the recommendation, a typed Δt judged against each, and the contact replayed at the
/// recommendation.
pub fn timestep(inp: &TimestepInput) -> Result<TimestepSolution, Error> {
    let dim = match inp.dim.or(inp.packing.map(|p| p.dim())) {
        None => 3,
        Some(d @ (2 | 3)) => d,
        Some(d) => {
            return Err(Error::OutOfRange {
                field: "dim",
                value: d as f64,
                what: "dimension",
                allowed: "2 or 3",
            })
        }
    };
    // The view's own numbers, at the boundary (used or not, a bad one is an error at its key).
    for (field, x, what, allowed) in [
        ("ks_ratio", inp.ks_ratio, "shear-to-normal stiffness ratio", "a finite number ≥ 0"),
        ("kn_rot", inp.kn_rot, "rotational stiffness", "a finite number ≥ 0 N·m/rad"),
        ("ks_rot", inp.ks_rot, "rotational stiffness", "a finite number ≥ 0 N·m/rad"),
    ] {
        if let Some(x) = x.filter(|x| !(x.is_finite() && *x >= 0.0)) {
            return Err(Error::OutOfRange { field, value: x, what, allowed });
        }
    }
    let rayleigh_fraction = match inp.rayleigh_fraction {
        None => DEFAULT_RAYLEIGH_FRACTION,
        Some(f) if f > 0.0 && f <= 1.0 => f,
        Some(f) => {
            return Err(Error::OutOfRange {
                field: "rayleigh_fraction",
                value: f,
                what: "fraction of the Rayleigh time",
                allowed: "in (0, 1]",
            })
        }
    };
    let (body, cases) = cases::describe(inp)?;
    let keys = body.keys;
    let mut notes: Vec<String> = Vec::new();
    if cases.is_empty() && inp.kn.is_none() && (inp.young.is_some() || inp.shear.is_some()) {
        notes.push(
            "No contact described: the material's Hertz stiffness needs the largest impact \
             speed v_max (the criteria of one contact and of its duration are left out)."
                .into(),
        );
    }
    let r = pos(keys.r, body.r, "radius", "a finite number > 0 m")?;
    let rho = pos(keys.rho, body.rho, "density", "a finite number > 0 kg/m³")?;
    let thickness =
        pos("thickness", inp.thickness, "disk thickness", "a finite number > 0 m")?.unwrap_or(1.0);
    let mass = match (pos(keys.m, body.m, "mass", "a finite number > 0 kg")?, rho, r) {
        (Some(m), _, _) => m,
        (None, Some(rho), Some(r)) if dim == 3 => 4.0 / 3.0 * PI * r * r * r * rho,
        (None, Some(rho), Some(r)) => PI * r * r * thickness * rho,
        _ => {
            return Err(Error::Missing {
                field: keys.m,
                hint: "give the body's mass m in kg, or its radius r with its density rho",
            })
        }
    };
    // Without a list of contacts, a packing: the densest regular one unless chosen.
    let packing = match (inp.packing, inp.contacts.is_empty()) {
        (None, true) if !cases.is_empty() || inp.kn.is_some() => {
            Some(if dim == 3 { Packing::FaceCentredCubic } else { Packing::Hexagonal })
        }
        (p, _) => p,
    };
    if !(mass.is_finite() && mass > 0.0) {
        let field = if body.m.is_some() { keys.m } else { keys.r };
        return Err(crate::out_of_f64(field, "mass", mass));
    }
    // The contacts the particles make: solved, with their stiffness and damping.
    let mut pairs: Vec<ContactCheck> = Vec::new();
    let mut solved: Vec<(usize, crate::Solution)> = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        if case.speed_assumed {
            notes.push(
                "No impact speed given: 1 m/s assumed for the replay's overlaps and forces; the \
                 linear contact's duration and damping do not depend on it."
                    .into(),
            );
        }
        let (c, sol) = cases::check(inp, case)?;
        pairs.push(c);
        solved.push((i, sol));
    }
    let rolling = inp.kn_rot.unwrap_or(0.0) != 0.0 || inp.ks_rot.unwrap_or(0.0) != 0.0;
    // Without a radius, a solid sphere's √(I/k_rot) does not depend on it (I ∝ r², the
    // shear stiffness acts at lever arm r): a packing is laid out at r = 1 m then.
    let unit_radius = r.is_none() && packing.is_some() && !rolling && inp.inertia.is_none();
    let r_layout = if unit_radius { Some(1.0) } else { r };
    let inertia =
        match (pos("I", inp.inertia, "moment of inertia", "a finite number > 0 kg·m²")?, r_layout)
        {
            (Some(i), _) => Some(i),
            (None, Some(r)) => Some(if dim == 3 { 0.4 * mass * r * r } else { 0.5 * mass * r * r }),
            (None, None) => None,
        };
    // The stiffest contact described sets the packing's stiffness unless kn is given.
    let stiffest = pairs.iter().max_by(|a, b| a.kn.total_cmp(&b.kn));
    let (kn_used, ks_used) = match (inp.kn, stiffest) {
        (Some(kn), _) => (Some(kn), inp.ks.or(stiffest.map(|c| c.ks))),
        (None, Some(c)) => (Some(c.kn), Some(c.ks)),
        (None, None) => (None, inp.ks),
    };
    // The contacts: given, or from a packing (contact point at r along each normal).
    if inp.packing.is_none() && packing.is_some() {
        notes.push(format!(
            "Neighbours: a {} packing (the densest regular one) for PFC's estimate; choose \
             another with packing.",
            packing.map_or("", |p| p.name())
        ));
    }
    let contacts: Vec<Contact> = match (packing, inp.contacts.is_empty()) {
        (Some(_), false) => return Err(Error::Conflict { field: "packing", other: "contacts" }),
        (Some(p), true) => {
            if p.dim() != dim {
                return Err(Error::Invalid {
                    field: "packing".into(),
                    value: p.name().into(),
                    expected: "a packing of the chosen dimension (3D: simple-cubic, body-centred-cubic, face-centred-cubic; 2D: square, hexagonal)",
                });
            }
            let rr = match (r, r_layout) {
                (Some(r), _) => r,
                (None, Some(r)) => r,
                // Rolling stiffness makes the radius matter: charged to the key that did.
                _ => {
                    return Err(Error::Missing {
                        field: if inp.kn_rot.unwrap_or(0.0) != 0.0 { "kn_rot" } else { "ks_rot" },
                        hint: "rolling stiffness needs the particle's radius (r, or r1 with the masses as densities): the contact points lie at r along each normal",
                    })
                }
            };
            if unit_radius {
                notes.push(
                    "No radius given: for a solid sphere (disk) the rotational limit √(I/k) \
                     does not depend on it."
                        .into(),
                );
            }
            let kn = pos("kn", kn_used, "normal stiffness", "a finite number > 0 N/m")?.ok_or(
                Error::Missing {
                    field: "kn",
                    hint: "give the contacts' normal stiffness kn in N/m, or the material E, nu with the impact speed v_max",
                },
            )?;
            let ks = nonneg("ks", ks_used.unwrap_or(0.0), "shear stiffness")?;
            let kn_rot = nonneg("kn_rot", inp.kn_rot.unwrap_or(0.0), "rotational stiffness")?;
            let ks_rot = nonneg("ks_rot", inp.ks_rot.unwrap_or(0.0), "rotational stiffness")?;
            p.normals()
                .into_iter()
                .map(|n| Contact {
                    normal: n,
                    point: [rr * n[0], rr * n[1], rr * n[2]],
                    kn,
                    ks,
                    kn_rot,
                    ks_rot,
                })
                .collect()
        }
        (None, false) => {
            let mut out = Vec::new();
            for c in &inp.contacts {
                for (field, v) in [
                    ("contacts", c.kn),
                    ("contacts", c.ks),
                    ("contacts", c.kn_rot),
                    ("contacts", c.ks_rot),
                ] {
                    nonneg(field, v, "contact stiffness")?;
                }
                let vec3 = |v: &[f64], what: &str| -> Result<[f64; 3], Error> {
                    if v.len() != dim as usize || v.iter().any(|x| !x.is_finite()) {
                        return Err(Error::Invalid {
                            field: "contacts".into(),
                            value: alloc::format!("{what} {v:?}"),
                            expected: if dim == 3 {
                                "3 finite components (dim = 3)"
                            } else {
                                "2 finite components (dim = 2)"
                            },
                        });
                    }
                    Ok([v[0], v[1], if dim == 3 { v[2] } else { 0.0 }])
                };
                let normal = vec3(&c.normal, "normal")?;
                if normalize(normal).is_none() {
                    return Err(Error::Invalid {
                        field: "contacts".into(),
                        value: alloc::format!("normal {:?}", c.normal),
                        expected: "a non-zero normal",
                    });
                }
                let point = vec3(&c.point, "point")?;
                out.push(Contact {
                    normal,
                    point,
                    kn: c.kn,
                    ks: c.ks,
                    kn_rot: c.kn_rot,
                    ks_rot: c.ks_rot,
                });
            }
            out
        }
        (None, true) => {
            return Err(Error::Missing {
                field: "contacts",
                hint: "give the body's contacts, or a packing with kn (and ks)",
            })
        }
    };
    // Diagonal sums for the body (node a) over its contacts.
    let (dofs, idx): (Vec<&'static str>, Vec<usize>) = if dim == 3 {
        (alloc::vec!["x", "y", "z", "θx", "θy", "θz"], (0..6).collect())
    } else {
        (alloc::vec!["x", "y", "θz"], alloc::vec![0, 1, 2])
    };
    let mut stiffness = alloc::vec![0.0; dofs.len()];
    for c in &contacts {
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
    let n_tran = if dim == 3 { 3 } else { 2 };
    let dof_times: Vec<Option<f64>> = stiffness
        .iter()
        .enumerate()
        .map(|(i, &k)| {
            let inert = if i < n_tran { Some(mass) } else { inertia };
            match inert {
                Some(m) if k > 0.0 => Some(sqrt(m / k)),
                _ => None,
            }
        })
        .collect();
    let min_of = |range: core::ops::Range<usize>| {
        range.filter_map(|i| dof_times[i].map(|t| (t, i))).min_by(|a, b| a.0.total_cmp(&b.0))
    };
    let tr = min_of(0..n_tran);
    let ro = min_of(n_tran..dofs.len());
    if tr.is_none() && ro.is_some() {
        // Rotational springs alone leave the body free to translate: no 2/ω_n, and no
        // timestep that means anything for a DEM body (found by tests/props.rs). Only custom
        // contacts get here (a packing requires kn > 0).
        return Err(Error::Missing {
            field: "contacts",
            hint:
                "the contacts carry no translational stiffness: give a contact kn > 0 (or ks > 0)",
        });
    }
    if rotational_needs_inertia(&stiffness[n_tran..]) && inertia.is_none() {
        return Err(Error::Missing {
            field: "I",
            hint: "the contacts resist rotation: give the moment of inertia I, or the radius r",
        });
    }
    let (critical, crit_i) = match (tr, ro) {
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
                field: if packing.is_some() { "kn" } else { "contacts" },
                hint: "the contacts carry no stiffness: give kn > 0",
            })
        }
    };
    let critical_dof = dofs[crit_i];
    let k_crit = stiffness[crit_i];
    let inert_crit = if crit_i < n_tran { mass } else { inertia.unwrap_or(mass) };
    let single_spring = 2.0 * sqrt(inert_crit / k_crit);
    // Kinematic limit (eq. 4): t = (−v + √(v² + 2 a ε))/a, or ε/v when a = 0; only with
    // ε given (v_max alone also serves as the impact speed), v_max and a_max default 0.
    let v_max = inp.v_max.map(|v| nonneg("v_max", v, "largest speed")).transpose()?;
    let a_max = inp.a_max.map(|a| nonneg("a_max", a, "largest acceleration")).transpose()?;
    let v_kin = v_max.or(inp.pair.v0.filter(|v| v.is_finite() && *v >= 0.0));
    let kinematic =
        match pos("epsilon", inp.epsilon, "displacement per step", "a finite number > 0 m")? {
            None => None,
            Some(eps) => {
                let (v, a) = (v_kin.unwrap_or(0.0), a_max.unwrap_or(0.0));
                if a > 0.0 {
                    // The stable form of eq. (4): 2ε / (v + √(v² + 2aε)).
                    Some(2.0 * eps / (v + sqrt(v * v + 2.0 * a * eps)))
                } else if v > 0.0 {
                    Some(eps / v)
                } else {
                    None
                }
            }
        }
        // A subnormal v_max (and a_max) gives ε/v = inf: no limit, as v = 0 does.
        .filter(|t: &f64| t.is_finite());
    let sf = match inp.safety_factor {
        None => DEFAULT_SAFETY_FACTOR,
        Some(f) if f > 0.0 && f <= 1.0 => f,
        Some(f) => {
            return Err(Error::OutOfRange {
                field: "safety_factor",
                value: f,
                what: "safety factor",
                allowed: "in (0, 1]",
            })
        }
    };
    let (limit, governing) = match kinematic {
        Some(tk) if tk < critical => (tk, String::from("kinematic")),
        _ => (critical, alloc::format!("stiffness ({critical_dof})")),
    };
    let dt = sf * limit;
    // Material times.
    let g_mod = match (body.shear, body.young, body.nu) {
        (Some(_), Some(_), _) => return Err(Error::Conflict { field: "G", other: "E" }),
        (Some(g), None, _) => pos("G", Some(g), "shear modulus", "a finite number > 0 Pa")?,
        (None, Some(e), Some(nu)) => {
            check_nu(keys.nu, nu)?;
            pos(keys.young, Some(e), "Young's modulus", "a finite number > 0 Pa")?
                .map(|e| e / (2.0 * (1.0 + nu)))
        }
        (None, Some(_), None) => {
            return Err(Error::Missing {
                field: keys.nu,
                hint: "the Rayleigh time needs Poisson's ratio nu",
            })
        }
        (None, None, _) => None,
    };
    let nu = body.nu.map(|nu| check_nu(keys.nu, nu).map(|_| nu)).transpose()?;
    let rayleigh = match (g_mod, nu, r, rho) {
        (Some(g), Some(nu), Some(r), Some(rho)) => Some(rayleigh_time(r, rho, g, nu)),
        (Some(_), None, _, _) => {
            return Err(Error::Missing {
                field: keys.nu,
                hint: "the Rayleigh time needs Poisson's ratio nu",
            })
        }
        _ => None,
    };
    // Hertz contact time: of the pair when it has a material, else of two equal spheres of
    // this material at v_max: t = 3.2181 (m*²/(k² v))^(1/5), m* = m/2, k = 4/3 E* √(R/2),
    // E* = E/(2(1 − ν²)).
    let pair_hertz = solved.iter().find_map(|(i, s)| {
        let (es, rs) = (s.effective_modulus?, s.effective_radius?);
        let v = crate::pair::impact_speed(&cases[*i].sc).ok()?;
        let law = crate::models::power_law::PowerLaw {
            m: s.effective_mass,
            k: 4.0 / 3.0 * es * sqrt(rs),
            w: 1.5,
            p: 0.0,
            lambda: 0.0,
            v0: v,
        };
        law.elastic().contact_time
    });
    let hertz_time = pair_hertz.or(match (g_mod, nu, r, inp.v_max) {
        (Some(g), Some(nu), Some(r), Some(v)) if v > 0.0 && dim == 3 => {
            let e = 2.0 * g * (1.0 + nu);
            let e_star = e / (2.0 * (1.0 - nu * nu));
            let k = 4.0 / 3.0 * e_star * sqrt(0.5 * r);
            let law = crate::models::power_law::PowerLaw {
                m: 0.5 * mass,
                k,
                w: 1.5,
                p: 0.0,
                lambda: 0.0,
                v0: v,
            };
            law.elastic().contact_time
        }
        _ => None,
    });
    // The contact time of the rules: given, else the shortest of the contacts described,
    // else the Hertz time.
    let given_tc = pos("contact_time", inp.contact_time, "contact time", "a finite number > 0 s")?;
    let pairs_tc = pairs.iter().filter_map(|c| c.contact_time).min_by(|a, b| a.total_cmp(b));
    let tc = given_tc.or(pairs_tc).or(hertz_time);
    // Rules of thumb (Del Cid).
    let k_tran_max = stiffness[..n_tran].iter().copied().fold(0.0, f64::max);
    let two_over_omega = 2.0 * sqrt(mass / k_tran_max);
    let mut verdicts = Vec::new();
    verdicts.push(alloc::format!(
        "Δt {} 2/ω_n = {} s (Del Cid: below 2 over the natural frequency)",
        if dt < two_over_omega { "<" } else { "≥" },
        crate::fmt_sig(two_over_omega)
    ));
    if let Some(tc) = tc {
        let steps = tc / dt;
        verdicts.push(alloc::format!(
            "{} steps per contact ({}: at least 10)",
            crate::fmt_sig(steps),
            if steps >= 10.0 { "met" } else { "NOT met" }
        ));
        let pct = 100.0 * dt / tc;
        verdicts.push(alloc::format!(
            "Δt = {} % of the contact time (Del Cid suggests 5–10 %)",
            crate::fmt_sig(pct)
        ));
    }
    let rules = Rules {
        two_over_omega,
        contact_fraction: tc.map(|t| (0.05 * t, 0.1 * t)),
        ten_steps: tc.map(|t| 0.1 * t),
        steps_per_contact: tc.map(|t| t / dt),
        verdicts,
    };
    let typed = pos("dt", inp.dt, "chosen timestep", "a finite number > 0 s")?;
    let scaling = match typed {
        Some(d) => {
            let m_new = k_tran_max * d * d;
            let k_rot_max = stiffness[n_tran..].iter().copied().fold(0.0, f64::max);
            Some(Scaling {
                dt: d,
                mass: m_new,
                inertia: (k_rot_max > 0.0).then_some(k_rot_max * d * d),
                velocity_factor: mass / m_new,
                velocity: inp.v_max.map(|v| v * mass / m_new),
                above_critical: d > critical,
            })
        }
        None => None,
    };
    // ---- Every criterion, and the recommendation. ----
    let mut criteria: Vec<Criterion> = Vec::new();
    let crit = |id, name: String, dt: f64, kind, working: String, source| Criterion {
        id,
        name,
        dt,
        kind,
        working,
        source,
        verdict: None,
        ratio: None,
    };
    let inert_name = if crit_i < n_tran { "m" } else { "I" };
    criteria.push(crit(
        "pfc",
        format!(
            "PFC's estimate: √(m/k) per degree of freedom{}, in a {}",
            if sf != 1.0 { " × safety factor" } else { "" },
            match packing {
                Some(p) => format!("{} packing ({} contacts)", p.name(), contacts.len()),
                None => format!("list of {} contacts", contacts.len()),
            }
        ),
        sf * critical,
        "stability",
        if unit_radius && crit_i >= n_tran {
            format!(
                "√(I/k) = √(0.4 m / Σ k_s (1 − n²)) = {}√(0.4 × {} / {}) = {}, for {} \
                 ({critical_dof}; a solid sphere: the radius cancels)",
                if sf != 1.0 { format!("{} × ", text::num(sf, 4)) } else { String::new() },
                text::si(mass, "kg"),
                text::si(k_crit, "N/m"),
                text::si(sf * critical, "s"),
                dof_words(critical_dof),
            )
        } else {
            format!(
                "{}√({inert_name}/k) = {}√({} / {}) = {}, for {} ({critical_dof})",
                if sf != 1.0 { "f × " } else { "" },
                if sf != 1.0 { format!("{} × ", text::num(sf, 4)) } else { String::new() },
                text::si(inert_crit, if crit_i < n_tran { "kg" } else { "kg·m²" }),
                text::si(k_crit, if crit_i < n_tran { "N/m" } else { "N·m/rad" }),
                text::si(sf * critical, "s"),
                dof_words(critical_dof),
            )
        },
        "Itasca PFC manual, Timestep Determination, eq. 9–11 and 13–27",
    ));
    if let Some(c) = pairs.iter().min_by(|a, b| a.stability.total_cmp(&b.stability)) {
        criteria.push(crit(
            "contact-stability",
            String::from("stability of one contact with its dashpot, (2/ω₀)(√(1+ζ²) − ζ)"),
            c.stability,
            "stability",
            format!(
                "ω₀ = √(k_n/m*) = √({} / {}) = {} rad/s, ζ = {}: (2/ω₀)(√(1+ζ²) − ζ) = {} ({})",
                text::si(c.kn, "N/m"),
                text::si(c.effective_mass, "kg"),
                text::num(c.natural_frequency, 4),
                text::num(c.damping_ratio, 4),
                text::si(c.stability, "s"),
                c.case
            ),
            "Belytschko, Liu & Moran 2000, ch. 6 (central difference with damping)",
        ));
    }
    if let (Some(tr_), Some(r), Some(rho), Some(g), Some(nu)) = (rayleigh, r, rho, g_mod, nu) {
        let f = rayleigh_fraction;
        criteria.push(crit(
            "rayleigh",
            format!("{} % of the Rayleigh time of the smallest particle", text::num(100.0 * f, 4)),
            f * tr_,
            "accuracy",
            format!(
                "T_R = π r √(ρ/G)/(0.1631 ν + 0.8766) = π × {} × √({} / {}) / {} = {}; × {} = {}",
                text::si(r, "m"),
                text::si(rho, "kg/m³"),
                text::si(g, "Pa"),
                text::num(0.1631 * nu + 0.8766, 4),
                text::si(tr_, "s"),
                text::num(f, 4),
                text::si(f * tr_, "s")
            ),
            "the Rayleigh time as CFDEMproject/LIGGGHTS-PUBLIC (fix check/timestep/gran) and the Altair EDEM documentation compute it; EDEM recommends 20 % for dense packings",
        ));
    } else if inp.rayleigh_fraction.is_some() {
        notes.push("No Rayleigh time: it needs the radius, density, Young's modulus and Poisson's ratio of the particles.".into());
    }
    if let Some(t) = tc {
        let from = if given_tc.is_some() {
            String::from("the contact time given")
        } else if pairs_tc.is_some() {
            String::from("the contact's duration at the impact speed")
        } else {
            String::from("the Hertz contact time at v_max")
        };
        criteria.push(crit(
            "contact-time",
            String::from("at least 10 steps per contact"),
            t / STEPS_PER_CONTACT,
            "accuracy",
            format!("t_c / 10 = {} / 10 = {} ({from})", text::si(t, "s"), text::si(t / 10.0, "s")),
            "Del Cid, Choosing a Timestep (at least ten steps per contact)",
        ));
    } else if !pairs.is_empty() {
        notes.push("No contact-time criterion: the bodies never separate.".into());
    }
    if let Some(tk) = kinematic {
        criteria.push(crit(
            "kinematic",
            String::from("kinematic limit: no body moves more than ε in a step"),
            tk,
            "accuracy",
            format!(
                "2ε/(v + √(v² + 2aε)) with v = {}, a = {} m/s², ε = {}: {}",
                text::si(v_kin.unwrap_or(0.0), "m/s"),
                text::num(a_max.unwrap_or(0.0), 4),
                text::si(inp.epsilon.unwrap_or(0.0), "m"),
                text::si(tk, "s")
            ),
            "Itasca PFC manual, Timestep Determination, eq. 4",
        ));
    }
    let mut detail = criteria.clone();
    detail.sort_by(|a, b| a.dt.total_cmp(&b.dt));
    let best = &detail[0];
    let (recommended, recommended_by) = (best.dt, best.id);
    let mut verdict = None;
    if let Some(d) = typed {
        for c in criteria.iter_mut().chain(detail.iter_mut()) {
            let over = d > c.dt * (1.0 + 1e-12);
            c.ratio = Some(d / c.dt);
            c.verdict = Some(match (over, c.kind) {
                (false, _) => "fine",
                (true, "stability") => "unstable",
                (true, _) => "inaccurate",
            });
        }
        verdict = detail.iter().filter_map(|c| c.verdict).max_by_key(|v| match *v {
            "unstable" => 2,
            "inaccurate" => 1,
            _ => 0,
        });
    }
    // ---- The replay at the recommendation. ----
    let replay = match pairs
        .iter()
        .enumerate()
        .min_by(|a, b| a.1.stability.total_cmp(&b.1.stability))
        .map(|(i, c)| (i, c.clone()))
    {
        Some((i, c)) => replay_check(&cases[i].sc, &solved[i].1, &c, recommended, &mut notes),
        None => None,
    };
    let code_rules = code_rules::code_rules(
        &code_rules::Particles {
            r,
            rho,
            young: g_mod.zip(nu).map(|(g, nu)| 2.0 * g * (1.0 + nu)),
            nu,
            mass,
            v_max: v_kin,
            rayleigh,
            contact_time: given_tc.or(pairs_tc),
            pfc: sf * critical,
        },
        &criteria,
        recommended,
    );
    let fraction = |t: Option<f64>| t.map(|t| inp.dt.unwrap_or(dt) / t);
    check_finite(
        inp,
        TimestepSolution {
            dim,
            mass,
            inertia: inertia.unwrap_or(0.0),
            contacts: contacts.len(),
            dofs,
            stiffness,
            dof_times,
            translational: tr.map(|t| t.0),
            rotational: ro.map(|t| t.0),
            critical,
            critical_dof,
            single_spring,
            kinematic,
            safety_factor: sf,
            timestep: dt,
            governing,
            rayleigh,
            hertz_time,
            fraction_of_rayleigh: fraction(rayleigh),
            fraction_of_hertz: fraction(hertz_time),
            rules,
            scaling,
            kn: packing.and(kn_used),
            ks: packing.and(ks_used),
            pairs,
            criteria,
            criteria_detail: detail,
            recommended,
            recommended_by,
            verdict,
            replay,
            code_rules,
            notes,
        },
    )
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

/// The contact `sc` (solved as `sol`) replayed with PFC's velocity Verlet at `dt`, and the
/// stability limit the scheme itself shows. `None` (with a note) where no replay exists.
fn replay_check(
    sc: &Scenario,
    sol: &crate::Solution,
    c: &ContactCheck,
    dt: f64,
    notes: &mut Vec<String>,
) -> Option<ReplayCheck> {
    let v0 = crate::pair::impact_speed(sc).ok()?;
    let law = match crate::scheme::law_of(sol, v0) {
        Ok(l) => l,
        Err(_) => {
            notes.push("No replay: the power-function model depends on its loading history; the replay covers the other models.".into());
            return None;
        }
    };
    let t_end = sol.contact_time.map(|t| 1.5 * t);
    let run = match crate::scheme::replay(sc, Scheme::VelocityVerlet, dt, t_end) {
        Ok(run) => run,
        Err(e) => {
            notes.push(format!("No replay at the recommended Δt: {e}"));
            return None;
        }
    };
    // The scheme's own limit, with the law the timestep uses (k_n as given, if it was).
    let law_t = if c.kn_from == "given" && law.w == 1.0 {
        crate::models::power_law::PowerLaw { k: c.kn, ..law }
    } else {
        law
    };
    let found = crate::scheme::resting_limit(&law_t, c.overlap);
    Some(ReplayCheck {
        case: c.case.clone(),
        dt,
        steps: run.steps,
        got: ExactNumbers {
            restitution: run.restitution,
            contact_time: run.contact_time,
            max_overlap: Some(run.max_overlap),
            max_force: Some(run.max_force),
        },
        exact: run.exact,
        errors: run.errors,
        stability_estimate: c.stability,
        stability_found: found,
        message: run.message,
    })
}

/// Final guard, as [`crate::check_finite`] for `solve`: every number of the answer is
/// finite, and the mass and the times are > 0 (0 there is an underflow: r = 1e−300 m gives
/// m = 0 kg and Δt = 0 s; kn = 1.8e308 N/m on two contacts sums to inf). Each quantity is
/// charged to the input it comes from. Found by the property tests (`tests/props.rs`).
fn check_finite(inp: &TimestepInput, s: TimestepSolution) -> Result<TimestepSolution, Error> {
    let TimestepSolution {
        dim: _,
        mass,
        inertia,
        contacts: _,
        dofs: _,
        stiffness,
        dof_times,
        translational,
        rotational,
        critical,
        critical_dof: _,
        single_spring,
        kinematic,
        safety_factor: _,
        timestep,
        governing: _,
        rayleigh,
        hertz_time,
        fraction_of_rayleigh,
        fraction_of_hertz,
        rules,
        scaling,
        kn,
        ks,
        pairs,
        criteria,
        criteria_detail: _,
        recommended,
        recommended_by: _,
        verdict: _,
        replay,
        code_rules,
        notes: _,
    } = &s;
    let Rules { two_over_omega, contact_fraction, ten_steps, steps_per_contact, verdicts: _ } =
        rules;
    let k_field = if inp.packing.is_some() { "kn" } else { "contacts" };
    let mass_field = if inp.m.is_some() { "m" } else { "r" };
    let inertia_field = if inp.inertia.is_some() { "I" } else { "r" };
    let material = if inp.shear.is_some() { "G" } else { "E" };
    // (field charged, quantity, value, must be > 0)
    let mut checks: Vec<(&'static str, &'static str, f64, bool)> = alloc::vec![
        (mass_field, "mass", *mass, true),
        (inertia_field, "inertia", *inertia, false),
        (k_field, "critical", *critical, true),
        (k_field, "single_spring", *single_spring, true),
        ("safety_factor", "timestep", *timestep, true),
        (k_field, "two_over_omega", *two_over_omega, true),
    ];
    checks.extend(stiffness.iter().map(|&k| (k_field, "stiffness", k, false)));
    let opt = |field, name, x: Option<f64>, pos| x.map(|x| (field, name, x, pos));
    checks.extend(dof_times.iter().filter_map(|&t| opt(k_field, "dof_times", t, true)));
    checks.extend(
        [
            opt(k_field, "translational", *translational, true),
            opt(k_field, "rotational", *rotational, true),
            opt("epsilon", "kinematic", *kinematic, true),
            opt(material, "rayleigh", *rayleigh, true),
            opt(material, "fraction_of_rayleigh", *fraction_of_rayleigh, false),
            opt("v_max", "hertz_time", *hertz_time, true),
            opt("v_max", "fraction_of_hertz", *fraction_of_hertz, false),
            opt("contact_time", "contact_fraction", contact_fraction.map(|c| c.0), false),
            opt("contact_time", "ten_steps", *ten_steps, false),
            opt("contact_time", "steps_per_contact", *steps_per_contact, false),
        ]
        .into_iter()
        .flatten(),
    );
    // The contacts described: charged to kn when given, else to the most extreme input of
    // the pair (or the material of the shorthand).
    let contact_field = if inp.kn.is_some() {
        "kn"
    } else if cases::pair_described(&inp.pair).is_some() {
        crate::most_extreme(&inp.pair)
    } else if inp.young.is_some() || inp.shear.is_some() {
        material
    } else {
        "v_max"
    };
    checks.extend(opt(contact_field, "kn", *kn, true));
    checks.extend(opt(contact_field, "ks", *ks, false));
    for c in pairs {
        checks.extend([
            (contact_field, "kn", c.kn, true),
            (contact_field, "ks", c.ks, false),
            (contact_field, "natural_frequency", c.natural_frequency, true),
            (contact_field, "damping_ratio", c.damping_ratio, false),
            (contact_field, "contact stability limit", c.stability, true),
            (contact_field, "overlap", c.overlap, true),
        ]);
    }
    for c in criteria {
        checks.push((contact_field, c.id, c.dt, true));
    }
    checks.push((contact_field, "recommended", *recommended, true));
    for c in code_rules {
        checks.extend(opt(contact_field, "code rule", c.dt, true));
    }
    if let Some(r) = replay {
        checks.push(("dt", "replay stability estimate", r.stability_estimate, true));
        checks.extend(opt("dt", "replay stability found", r.stability_found, true));
    }
    if let Some(sc) = scaling {
        checks.extend([
            ("dt", "scaling.mass", sc.mass, false),
            ("dt", "scaling.velocity_factor", sc.velocity_factor, false),
        ]);
        checks.extend(opt("dt", "scaling.inertia", sc.inertia, false));
        checks.extend(opt("dt", "scaling.velocity", sc.velocity, false));
    }
    match checks.into_iter().find(|&(_, _, x, pos)| !x.is_finite() || (pos && !(x > 0.0))) {
        Some((field, name, x, _)) => Err(crate::out_of_f64(field, name, x)),
        None => Ok(s),
    }
}

fn rotational_needs_inertia(k_rot: &[f64]) -> bool {
    k_rot.iter().any(|&k| k > 0.0)
}

fn check_nu(field: &'static str, nu: f64) -> Result<(), Error> {
    if nu > -1.0 && nu < 0.5 {
        Ok(())
    } else {
        Err(Error::OutOfRange {
            field,
            value: nu,
            what: "Poisson's ratio",
            allowed: "in (−1, 0.5)",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOL: f64 = 1e-12;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= TOL * a.abs().max(b.abs()).max(1e-300)
    }

    fn contact(n: [f64; 3], p: [f64; 3]) -> Contact {
        Contact { normal: n, point: p, kn: 3e6, ks: 1e6, kn_rot: 50.0, ks_rot: 20.0 }
    }

    /// Symmetric, and no force for a rigid translation of both bodies (3D and 2D).
    #[test]
    fn symmetric_and_translation_free() {
        let c = contact([0.3, -0.5, 0.81], [0.012, -0.02, 0.0324]);
        let k = matrix_3d(&c, [-0.01, 0.017, -0.027]);
        for i in 0..12 {
            for j in 0..12 {
                assert!((k[i][j] - k[j][i]).abs() <= 1e-9 * k[i][i].abs().max(1.0), "({i},{j})");
            }
        }
        for axis in 0..3 {
            let mut d = [0.0; 12];
            d[axis] = 1.0;
            d[6 + axis] = 1.0;
            for i in 0..12 {
                let f: f64 = (0..12).map(|j| k[i][j] * d[j]).sum();
                assert!(f.abs() <= 1e-9 * 3e6, "row {i} axis {axis}: {f}");
            }
        }
        let c2 = contact([0.6, 0.8, 0.0], [0.006, 0.008, 0.0]);
        let k2 = matrix_2d(&c2, [-0.003, -0.004]);
        for i in 0..6 {
            for j in 0..6 {
                assert!((k2[i][j] - k2[j][i]).abs() <= 1e-9 * 3e6, "2D ({i},{j})");
            }
            let f: f64 = k2[i][0] + k2[i][3];
            assert!(f.abs() <= 1e-9 * 3e6, "2D row {i}");
        }
    }

    /// seed 002 eq. (15)–(22), term by term, against the assembled matrix.
    #[test]
    fn terms_of_eq15_to_22() {
        let c = contact([0.3, -0.5, 0.81], [0.012, -0.02, 0.0324]);
        let rb = [-0.01, 0.017, -0.027];
        let k = matrix_3d(&c, rb);
        let (n1, n2, n3) = triad(normalize(c.normal).unwrap());
        let t = |i: usize, j: usize, a: f64, b: f64| {
            a * (n1[i] * n1[j] + n2[i] * n2[j]) + b * n3[i] * n3[j]
        };
        let (ra, kk) = (c.point, |i: usize, j: usize| k[i - 1][j - 1]);
        // eq. (15)
        assert!(close(kk(1, 1), t(0, 0, c.ks, c.kn)));
        assert!(close(kk(2, 1), t(1, 0, c.ks, c.kn)));
        assert!(close(kk(3, 1), t(2, 0, c.ks, c.kn)));
        assert!(close(kk(7, 1), -kk(1, 1)));
        assert!(close(kk(4, 1), ra[1] * kk(3, 1) - ra[2] * kk(2, 1)));
        assert!(close(kk(5, 1), ra[2] * kk(1, 1) - ra[0] * kk(3, 1)));
        assert!(close(kk(6, 1), ra[0] * kk(2, 1) - ra[1] * kk(1, 1)));
        assert!(close(kk(10, 1), -rb[1] * kk(3, 1) + rb[2] * kk(2, 1)));
        assert!(close(kk(11, 1), -rb[2] * kk(1, 1) + rb[0] * kk(3, 1)));
        assert!(close(kk(12, 1), -rb[0] * kk(2, 1) + rb[1] * kk(1, 1)));
        // eq. (18)–(20): rotational diagonal and cross terms.
        assert!(close(
            kk(4, 4),
            t(0, 0, c.ks_rot, c.kn_rot) + (ra[1] * kk(3, 4) - ra[2] * kk(2, 4))
        ));
        assert!(close(
            kk(5, 4),
            t(1, 0, c.ks_rot, c.kn_rot) + (ra[2] * kk(1, 4) - ra[0] * kk(3, 4))
        ));
        assert!(close(
            kk(6, 6),
            t(2, 2, c.ks_rot, c.kn_rot) + (ra[0] * kk(2, 6) - ra[1] * kk(1, 6))
        ));
        assert!(close(
            kk(10, 4),
            -t(0, 0, c.ks_rot, c.kn_rot) + (-rb[1] * kk(3, 4) + rb[2] * kk(2, 4))
        ));
        // eq. (21)–(22)
        assert!(close(kk(7, 7), kk(1, 1)));
        assert!(close(kk(9, 8), kk(3, 2)));
        assert!(close(
            kk(12, 10),
            t(2, 0, c.ks_rot, c.kn_rot) + (-rb[0] * kk(2, 10) + rb[1] * kk(1, 10))
        ));
        assert!(close(
            kk(12, 12),
            t(2, 2, c.ks_rot, c.kn_rot) + (-rb[0] * kk(2, 12) + rb[1] * kk(1, 12))
        ));
    }

    /// The 2D matrix (eq. 26–27, with the corrected k₆,₁) is the 3D one restricted to the
    /// plane: rows and columns (u, v, θz) of each node.
    #[test]
    fn two_d_is_three_d_restricted() {
        for (n, p, rb) in [
            ([0.6, 0.8, 0.0], [0.006, 0.008, 0.0], [-0.003, -0.004]),
            ([-1.0, 0.0, 0.0], [-0.01, 0.0, 0.0], [0.02, 0.0]),
            ([0.28, -0.96, 0.0], [0.0028, -0.0096, 0.0], [-0.0056, 0.0192]),
        ] {
            let c = contact(n, p);
            let k3 = matrix_3d(&c, [rb[0], rb[1], 0.0]);
            let k2 = matrix_2d(&c, rb);
            let map = [0, 1, 5, 6, 7, 11];
            for i in 0..6 {
                for j in 0..6 {
                    // In 2D the twisting stiffness about the in-plane normal plays no role,
                    // and θz sees k_sθ only (n₂ = ẑ).
                    let want = k3[map[i]][map[j]];
                    assert!(
                        (k2[i][j] - want).abs() <= 1e-9 * 3e6,
                        "({i},{j}): {} vs {want}",
                        k2[i][j]
                    );
                }
            }
        }
    }

    /// A single contact along x: k_x = kn, k_y = k_z = ks; √(m/kn) sets the step; the
    /// rotational terms carry ks r² (hand-derived: θ × R ⊥ n).
    #[test]
    fn single_contact_along_x() {
        let inp = TimestepInput {
            m: Some(2.0),
            // √(I/(ks r²)) = 2e−3 s > √(m/kn) = 7.1e−4 s: translation governs.
            inertia: Some(1e-2),
            contacts: alloc::vec![ContactInput {
                normal: alloc::vec![1.0, 0.0, 0.0],
                point: alloc::vec![0.05, 0.0, 0.0],
                kn: 4e6,
                ks: 1e6,
                kn_rot: 0.0,
                ks_rot: 0.0
            }],
            ..TimestepInput::default()
        };
        let s = timestep(&inp).unwrap();
        assert!(close(s.stiffness[0], 4e6));
        assert!(close(s.stiffness[1], 1e6) && close(s.stiffness[2], 1e6));
        assert!(s.stiffness[3].abs() < 1e-9);
        assert!(
            close(s.stiffness[4], 1e6 * 0.05 * 0.05) && close(s.stiffness[5], 1e6 * 0.05 * 0.05)
        );
        assert!(close(s.critical, sqrt(2.0 / 4e6)));
        assert_eq!(s.critical_dof, "x");
        assert!(close(s.single_spring, 2.0 * sqrt(2.0 / 4e6)));
        assert_eq!(s.timestep, s.critical);
        assert_eq!(s.governing, "stiffness (x)");
        // A normal's length does not matter, even where its square overflows or underflows.
        for scale in [1e300, 1e-300, 7.0] {
            let mut scaled = inp.clone();
            scaled.contacts[0].normal = alloc::vec![scale, 0.0, 0.0];
            let t = timestep(&scaled).unwrap();
            assert_eq!((t.critical, t.stiffness.clone()), (s.critical, s.stiffness.clone()));
        }
    }

    /// Packings against diagonals derived by hand: a contact of normal n at R = r n adds
    /// kn nᵢ² + ks (1 − nᵢ²) to translation i and ks r² (1 − nᵢ²) + kn_θ nᵢ² + ks_θ (1 − nᵢ²)
    /// to rotation i.
    #[test]
    fn packings_by_hand() {
        let (kn, ks, r, knr, ksr) = (5e6, 2e6, 0.01, 3.0, 1.0);
        let cases: [(Packing, f64, f64); 5] = [
            // (packing, Σ translation per axis, Σ (1 − nᵢ²) per axis)
            (Packing::SimpleCubic, 2.0 * kn + 4.0 * ks, 4.0),
            (Packing::BodyCentredCubic, 8.0 * (kn / 3.0 + ks * 2.0 / 3.0), 8.0 * 2.0 / 3.0),
            (Packing::FaceCentredCubic, 8.0 * (kn / 2.0 + ks / 2.0) + 4.0 * ks, 8.0 / 2.0 + 4.0),
            (Packing::Square, 2.0 * kn + 2.0 * ks, 2.0),
            (Packing::Hexagonal, 3.0 * kn + 3.0 * ks, 3.0),
        ];
        for (p, k_tran, shear_sum) in cases {
            let inp = TimestepInput {
                packing: Some(p),
                r: Some(r),
                rho: Some(2600.0),
                kn: Some(kn),
                ks: Some(ks),
                kn_rot: Some(knr),
                ks_rot: Some(ksr),
                ..TimestepInput::default()
            };
            let s = timestep(&inp).unwrap();
            let n = s.contacts as f64;
            assert!(close(s.stiffness[0], k_tran), "{p:?} x: {} vs {k_tran}", s.stiffness[0]);
            assert!(close(s.stiffness[1], k_tran), "{p:?} y");
            let rot = *s.stiffness.last().unwrap();
            let rot_want = if p.dim() == 3 {
                ks * r * r * shear_sum + knr * (n - shear_sum) + ksr * shear_sum
            } else {
                // θz: every in-plane contact is perpendicular to z.
                ks * r * r * n + ksr * n
            };
            assert!(close(rot, rot_want), "{p:?} θ: {rot} vs {rot_want}");
        }
    }

    #[test]
    fn kinematic_rayleigh_scaling() {
        let inp = TimestepInput {
            packing: Some(Packing::FaceCentredCubic),
            r: Some(1e-3),
            rho: Some(2500.0),
            kn: Some(1e4),
            ks: Some(1e4),
            young: Some(70e9),
            nu: Some(0.25),
            v_max: Some(2.0),
            a_max: Some(100.0),
            epsilon: Some(1e-7),
            dt: Some(1e-6),
            ..TimestepInput::default()
        };
        let s = timestep(&inp).unwrap();
        // eq. (4) written out: (−v + √(v² + 2aε))/a.
        let tk = (-2.0 + sqrt(4.0 + 2.0 * 100.0 * 1e-7)) / 100.0;
        assert!((s.kinematic.unwrap() - tk).abs() <= 1e-9 * tk);
        assert_eq!(s.governing, "kinematic");
        assert!(close(s.timestep, s.kinematic.unwrap()));
        let g = 70e9 / 2.5;
        assert!(close(
            s.rayleigh.unwrap(),
            PI * 1e-3 * sqrt(2500.0 / g) / (0.1631 * 0.25 + 0.8766)
        ));
        let sc = s.scaling.unwrap();
        assert!(close(sc.mass, s.stiffness[0] * 1e-12));
        assert!(close(sc.velocity.unwrap(), 2.0 * s.mass / sc.mass));
        assert!(s.hertz_time.is_some());
    }

    #[test]
    fn units_in_set() {
        use crate::Value;
        let mut t = TimestepInput::default();
        for (k, v) in [
            ("m", "2.1 g"),
            ("r", "2 mm"),
            ("rho", "2.6 t/m³"),
            ("kn", "100 kN/m"),
            ("kn_rot", "3 N·m/rad"),
            ("I", "5 g·cm²"),
            ("E", "70 GPa"),
            ("dt", "25 µs"),
            ("v_max", "72 km/h"),
            ("a_max", "9.81 m/s^2"),
            ("safety_factor", "80 %"),
        ] {
            t.set(k, Value::Text(v)).unwrap();
        }
        assert_eq!(t.m, Some(0.0021));
        assert_eq!(t.r, Some(0.002));
        assert_eq!(t.rho, Some(2600.0));
        assert_eq!(t.kn, Some(1e5));
        assert_eq!(t.kn_rot, Some(3.0));
        assert!(close(t.inertia.unwrap(), 5e-7));
        assert_eq!(t.young, Some(7e10));
        assert_eq!(t.dt, Some(2.5e-5));
        assert_eq!(t.v_max, Some(20.0));
        assert_eq!(t.a_max, Some(9.81));
        assert_eq!(t.safety_factor, Some(0.8));
        let err = t.set("kn", Value::Text("100 kN")).unwrap_err();
        assert_eq!(err.to_string(), r#"kn = "100 kN": "kN" is a force (N), not a stiffness (N/m)"#);
        assert_eq!(t.set("dt", Value::Text("1 m")).unwrap_err().field(), "dt");
    }

    #[test]
    fn errors_name_the_field() {
        let base = TimestepInput {
            m: Some(1.0),
            packing: Some(Packing::SimpleCubic),
            r: Some(0.01),
            kn: Some(1e5),
            ..TimestepInput::default()
        };
        assert_eq!(
            timestep(&TimestepInput { dim: Some(4), ..base.clone() }).unwrap_err().field(),
            "dim"
        );
        assert_eq!(
            timestep(&TimestepInput { kn: None, ..base.clone() }).unwrap_err().field(),
            "kn"
        );
        assert_eq!(
            timestep(&TimestepInput { safety_factor: Some(2.0), ..base.clone() })
                .unwrap_err()
                .field(),
            "safety_factor"
        );
        assert_eq!(
            timestep(&TimestepInput { dim: Some(2), ..base.clone() }).unwrap_err().field(),
            "packing"
        );
        let bad_a = TimestepInput { epsilon: Some(1e-6), a_max: Some(-1.0), ..base.clone() };
        assert_eq!(timestep(&bad_a).unwrap_err().field(), "a_max");
        // v_max alone (the Hertz impact speed) asks for no kinematic limit.
        assert!(timestep(&TimestepInput { v_max: Some(1.0), ..base.clone() })
            .unwrap()
            .kinematic
            .is_none());
        assert_eq!(timestep(&TimestepInput { m: None, ..base }).unwrap_err().field(), "m");
    }
}

/// The recommendation from the particles (issue 11): each derived number against an
/// independent closed form written here, the scheme's stability against a replay search.
#[cfg(test)]
mod recommend_tests {
    use super::*;
    use crate::Value;

    fn input(pairs: &[(&str, Value<'_>)]) -> TimestepInput {
        let mut t = TimestepInput::default();
        for (k, v) in pairs {
            t.set(k, *v).unwrap();
        }
        t
    }

    fn rel(a: f64, b: f64) -> f64 {
        (a - b).abs() / b.abs()
    }

    /// Glass beads, Tsuji damping from e = 0.8: k_n from the Hertz closed form of ξ_max,
    /// Mindlin's k_s/k_n = 2(1 − ν)/(2 − ν), ζ = α1/(2√1.5), and the Rayleigh time.
    #[test]
    fn glass_beads_by_hand() {
        let (r, rho, e_mod, nu, v, e) = (1e-3, 2500.0, 63e9, 0.2, 1.0, 0.8);
        let t = timestep(&input(&[
            ("r", Value::Number(r)),
            ("rho", Value::Number(rho)),
            ("E", Value::Number(e_mod)),
            ("nu", Value::Number(nu)),
            ("v_max", Value::Number(v)),
            ("e", Value::Number(e)),
        ]))
        .unwrap();
        let m = 4.0 / 3.0 * PI * r * r * r * rho;
        let (ms, rs, es) = (m / 2.0, r / 2.0, e_mod / (2.0 * (1.0 - nu * nu)));
        let xi = libm_pow(15.0 * ms * v * v / (16.0 * es * rs.sqrt()), 0.4);
        let kn = 2.0 * es * (rs * xi).sqrt();
        let c = &t.pairs[0];
        assert!(rel(c.kn, kn) < 1e-12, "{} vs {kn}", c.kn);
        assert!(rel(c.ks / c.kn, 2.0 * (1.0 - nu) / (2.0 - nu)) < 1e-12);
        let l = e.ln();
        let alpha1 = -l * (5.0 / (l * l + PI * PI)).sqrt();
        assert!(rel(c.damping_ratio, alpha1 / (2.0 * 1.5f64.sqrt())) < 1e-12);
        let g = e_mod / (2.0 * (1.0 + nu));
        let tr = PI * r * (rho / g).sqrt() / (0.1631 * nu + 0.8766);
        let get = |id: &str| t.criteria.iter().find(|c| c.id == id).unwrap().dt;
        assert!(rel(get("rayleigh"), 0.2 * tr) < 1e-12);
        let w0 = (kn / ms).sqrt();
        let z = c.damping_ratio;
        assert!(rel(get("contact-stability"), 2.0 / w0 * ((1.0 + z * z).sqrt() - z)) < 1e-12);
        // The recommendation is the smallest criterion and below 20 % of the Rayleigh time.
        assert_eq!(t.recommended_by, "rayleigh");
        assert!(t.recommended <= 0.2 * tr * (1.0 + 1e-12));
        assert!(t.criteria.iter().all(|c| t.recommended <= c.dt));
        // The replay at it gets e within 2 % and found the stability limit of the estimate.
        let rp = t.replay.as_ref().unwrap();
        assert!(rp.errors.restitution.unwrap().abs() < 0.02, "{rp:?}");
        assert!(rel(rp.stability_found.unwrap(), rp.stability_estimate) < 1e-3, "{rp:?}");
    }

    fn libm_pow(x: f64, y: f64) -> f64 {
        x.powf(y)
    }

    /// The velocity-Verlet recursion of the replay (dashpot at the half-step velocity) on a
    /// free damped oscillator, written out here: the first unstable Δt, by bisection, is
    /// (2/ω0)(√(1+ζ²) − ζ) (Belytschko, Liu & Moran). Also the scheme's own
    /// `resting_limit` on a linear and a Tsuji contact.
    #[test]
    fn damped_limit_against_replay_search() {
        let grows = |w0: f64, z: f64, dt: f64| {
            let (mut x, mut v) = (1.0f64, 0.0f64);
            for _ in 0..50_000 {
                x += v * dt;
                let a = -w0 * w0 * x - 2.0 * z * w0 * v;
                v += a * dt;
                if !(x.abs() < 1e3) {
                    return true;
                }
            }
            false
        };
        for z in [0.0, 0.05, 0.3, 1.0, 3.0] {
            let w0 = 7.0;
            let (mut lo, mut hi) = (0.1 / w0, 3.0 / w0);
            for _ in 0..60 {
                let mid = 0.5 * (lo + hi);
                if grows(w0, z, mid) {
                    hi = mid
                } else {
                    lo = mid
                }
            }
            let f = crate::scheme::damped_limit(w0, z);
            assert!(rel(lo, f) < 2e-4, "ζ = {z}: search {lo}, formula {f}");
        }
        use crate::models::power_law::PowerLaw;
        let linear = PowerLaw {
            m: 2.5,
            k: 5e3,
            w: 1.0,
            p: 0.0,
            lambda: 2.0 * 0.4 * (2.5f64 * 5e3).sqrt(),
            v0: 1.0,
        };
        let (m, k, a1) = (5.236e-6, 9.783e8, 0.16);
        let tsuji = PowerLaw { m, k, w: 1.5, p: 0.25, lambda: a1 * (m * k).sqrt(), v0: 1.0 };
        for law in [linear, tsuji] {
            let xi = crate::scheme::deepest_overlap(&law, 0.0);
            let (kt, z) = crate::scheme::linearised(&law, xi);
            let est = crate::scheme::damped_limit((kt / law.m).sqrt(), z);
            let found = crate::scheme::resting_limit(&law, xi).unwrap();
            assert!(rel(found, est) < 1e-3, "{law:?}: found {found}, estimate {est}");
        }
        // Tsuji's ζ does not depend on the overlap.
        let z1 = crate::scheme::linearised(&tsuji, 1e-7).1;
        let z2 = crate::scheme::linearised(&tsuji, 1e-5).1;
        assert!(rel(z1, a1 / (2.0 * 1.5f64.sqrt())) < 1e-12 && rel(z2, z1) < 1e-12);
    }

    /// The PFC pair of the issue: its answer depends on its own inputs only (no hidden
    /// radius, modulus or default stiffness), and a typed Δt is judged against each.
    #[test]
    fn pfc_pair_and_verdicts() {
        let base = [
            ("model", Value::Text("linear")),
            ("m1", Value::Number(5.0)),
            ("m2", Value::Number(5.0)),
            ("k1", Value::Number(1e4)),
            ("k2", Value::Number(1e4)),
            ("e", Value::Number(0.3)),
            ("end", Value::Text("force")),
        ];
        let t = timestep(&input(&base)).unwrap();
        assert_eq!(t.kn, Some(5e3));
        assert!(t.criteria.iter().all(|c| c.id != "rayleigh"));
        assert!(t.hertz_time.is_none() && t.rayleigh.is_none());
        let mut with_dt = base.to_vec();
        with_dt.push(("dt", Value::Number(0.01)));
        let t2 = timestep(&input(&with_dt)).unwrap();
        // 10 ms: above the 10-steps rule (inaccurate) and PFC's 7.07 ms (unstable).
        let v = |id: &str| t2.criteria.iter().find(|c| c.id == id).unwrap().verdict;
        assert_eq!(v("contact-time"), Some("inaccurate"));
        assert_eq!(v("pfc"), Some("unstable"));
        assert_eq!(v("contact-stability"), Some("fine"));
        assert_eq!(t2.verdict, Some("unstable"));
        // Only the speed-free numbers: the same answer at another impact speed.
        let mut fast = base.to_vec();
        fast.push(("v0", Value::Number(7.0)));
        assert_eq!(timestep(&input(&fast)).unwrap().recommended, t.recommended);
    }

    /// A size range: the smallest particle against the largest is the stiffer contact
    /// (larger R*), and the Rayleigh time is the smallest particle's.
    #[test]
    fn size_range() {
        let t = timestep(&input(&[
            ("r_min", Value::Number(0.5e-3)),
            ("r_max", Value::Number(2e-3)),
            ("rho", Value::Number(2500.0)),
            ("E", Value::Number(63e9)),
            ("nu", Value::Number(0.2)),
            ("v_max", Value::Number(1.0)),
            ("e", Value::Number(0.8)),
        ]))
        .unwrap();
        assert_eq!(t.pairs.len(), 2);
        assert!(t.pairs[1].kn > t.pairs[0].kn);
        let g: f64 = 63e9 / 2.4;
        let tr = PI * 0.5e-3 * (2500.0 / g).sqrt() / (0.1631 * 0.2 + 0.8766);
        assert!(rel(t.rayleigh.unwrap(), tr) < 1e-12);
        // The stability criterion is the smaller of the two contacts'.
        let cs = t.criteria.iter().find(|c| c.id == "contact-stability").unwrap().dt;
        assert_eq!(cs, t.pairs[0].stability.min(t.pairs[1].stability));
        // Errors land on the keys typed.
        let mut bad = input(&[
            ("r_min", Value::Number(1e-3)),
            ("rho", Value::Number(2500.0)),
            ("E", Value::Number(63e9)),
            ("nu", Value::Number(0.2)),
            ("v_max", Value::Number(1.0)),
        ]);
        // r_max missing: reported at r_min, where the user is typing.
        assert_eq!(timestep(&bad).unwrap_err().field(), "r_min");
        bad.r_max = Some(1e-4);
        assert_eq!(timestep(&bad).unwrap_err().field(), "r_max");
        bad.r_max = Some(2e-3);
        bad.v_max = Some(-1.0);
        assert_eq!(timestep(&bad).unwrap_err().field(), "v_max");
    }
}
