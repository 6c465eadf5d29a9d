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

use crate::error::Error;
use crate::math::sqrt;
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
];

/// A timestep calculation (keys of `dem-contact timestep`).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TimestepInput {
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

/// What limits the timestep.
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
    /// The timestep: safety factor × min(critical, kinematic) \[s\].
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

/// Solves a timestep calculation.
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
    let r = pos("r", inp.r, "radius", "a finite number > 0 m")?;
    let rho = pos("rho", inp.rho, "density", "a finite number > 0 kg/m³")?;
    let thickness =
        pos("thickness", inp.thickness, "disk thickness", "a finite number > 0 m")?.unwrap_or(1.0);
    let mass = match (pos("m", inp.m, "mass", "a finite number > 0 kg")?, rho, r) {
        (Some(m), _, _) => m,
        (None, Some(rho), Some(r)) if dim == 3 => 4.0 / 3.0 * PI * r * r * r * rho,
        (None, Some(rho), Some(r)) => PI * r * r * thickness * rho,
        _ => {
            return Err(Error::Missing {
                field: "m",
                hint: "give the body's mass m in kg, or its radius r with its density rho",
            })
        }
    };
    let inertia =
        match (pos("I", inp.inertia, "moment of inertia", "a finite number > 0 kg·m²")?, r) {
            (Some(i), _) => Some(i),
            (None, Some(r)) => Some(if dim == 3 { 0.4 * mass * r * r } else { 0.5 * mass * r * r }),
            (None, None) => None,
        };
    // The contacts: given, or from a packing (contact point at r along each normal).
    let contacts: Vec<Contact> = match (inp.packing, inp.contacts.is_empty()) {
        (Some(_), false) => return Err(Error::Conflict { field: "packing", other: "contacts" }),
        (Some(p), true) => {
            if p.dim() != dim {
                return Err(Error::Invalid {
                    field: "packing".into(),
                    value: p.name().into(),
                    expected: "a packing of the chosen dimension (3D: simple-cubic, body-centred-cubic, face-centred-cubic; 2D: square, hexagonal)",
                });
            }
            let rr = r.ok_or(Error::Missing {
                field: "r",
                hint: "a packing needs the radius r (contact points at r along each normal)",
            })?;
            let kn = pos("kn", inp.kn, "normal stiffness", "a finite number > 0 N/m")?.ok_or(
                Error::Missing {
                    field: "kn",
                    hint: "give the contacts' normal stiffness kn in N/m",
                },
            )?;
            let ks = nonneg("ks", inp.ks.unwrap_or(0.0), "shear stiffness")?;
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
                field: if inp.packing.is_some() { "kn" } else { "contacts" },
                hint: "the contacts carry no stiffness: give kn > 0",
            })
        }
    };
    let critical_dof = dofs[crit_i];
    let k_crit = stiffness[crit_i];
    let inert_crit = if crit_i < n_tran { mass } else { inertia.unwrap_or(mass) };
    let single_spring = 2.0 * sqrt(inert_crit / k_crit);
    // Kinematic limit (eq. 4): t = (−v + √(v² + 2 a ε))/a, or ε/v when a = 0; only with
    // ε given (v_max alone also serves as the Hertz impact speed), v_max and a_max default 0.
    let v_max = inp.v_max.map(|v| nonneg("v_max", v, "largest speed")).transpose()?;
    let a_max = inp.a_max.map(|a| nonneg("a_max", a, "largest acceleration")).transpose()?;
    let kinematic =
        match pos("epsilon", inp.epsilon, "displacement per step", "a finite number > 0 m")? {
            None => None,
            Some(eps) => {
                let (v, a) = (v_max.unwrap_or(0.0), a_max.unwrap_or(0.0));
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
    let g_mod = match (inp.shear, inp.young, inp.nu) {
        (Some(_), Some(_), _) => return Err(Error::Conflict { field: "G", other: "E" }),
        (Some(g), None, _) => pos("G", Some(g), "shear modulus", "a finite number > 0 Pa")?,
        (None, Some(e), Some(nu)) => {
            check_nu(nu)?;
            pos("E", Some(e), "Young's modulus", "a finite number > 0 Pa")?
                .map(|e| e / (2.0 * (1.0 + nu)))
        }
        (None, Some(_), None) => {
            return Err(Error::Missing {
                field: "nu",
                hint: "the Rayleigh time needs Poisson's ratio nu",
            })
        }
        (None, None, _) => None,
    };
    let nu = inp.nu.map(|nu| check_nu(nu).map(|_| nu)).transpose()?;
    let rayleigh = match (g_mod, nu, r, rho) {
        (Some(g), Some(nu), Some(r), Some(rho)) => Some(rayleigh_time(r, rho, g, nu)),
        (Some(_), None, _, _) => {
            return Err(Error::Missing {
                field: "nu",
                hint: "the Rayleigh time needs Poisson's ratio nu",
            })
        }
        _ => None,
    };
    // Hertz contact time of two equal spheres of this material at v_max:
    // t = 3.2181 (m*²/(k² v))^(1/5), m* = m/2, k = 4/3 E* √(R/2), E* = E/(2(1 − ν²)).
    let hertz_time = match (g_mod, nu, r, inp.v_max) {
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
    };
    // Rules of thumb (seed 003).
    let k_tran_max = stiffness[..n_tran].iter().copied().fold(0.0, f64::max);
    let two_over_omega = 2.0 * sqrt(mass / k_tran_max);
    let tc = pos("contact_time", inp.contact_time, "contact time", "a finite number > 0 s")?
        .or(hertz_time);
    let mut verdicts = Vec::new();
    verdicts.push(alloc::format!(
        "Δt {} 2/ω_n = {} s (seed 003: below 2 over the natural frequency)",
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
            "Δt = {} % of the contact time (seed 003 suggests 5–10 %)",
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
    let scaling = match pos("dt", inp.dt, "chosen timestep", "a finite number > 0 s")? {
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
        },
    )
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

fn check_nu(nu: f64) -> Result<(), Error> {
    if nu > -1.0 && nu < 0.5 {
        Ok(())
    } else {
        Err(Error::OutOfRange {
            field: "nu",
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
