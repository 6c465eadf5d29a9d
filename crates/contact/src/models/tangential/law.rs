//! The tangential law of one contact as data: the spring (incremental or total, Mindlin or
//! constant), the dashpot, the rules by which they meet the Coulomb cap, the bodies' spins.
//! The equations and sources are in the module above ([`super`]).

use crate::math::sqrt;

/// How a tangential spring keeps its history.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum History {
    /// The spring force itself is integrated: dS/dt = −k_t u (Yade, `mindlin`, `linear`).
    Incremental,
    /// The displacement is integrated, dδ/dt = u, and the force is −k_t δ (LIGGGHTS, EDEM,
    /// LAMMPS `mindlin`, `linear_history`, MercuryDPM; `mindlin-total`).
    Total,
}

/// The tangential stiffness k_t(ξ) \[N/m\].
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Stiffness {
    /// Mindlin's no-slip stiffness k_t = a √ξ, a = 8 G* √R* \[N/m^1.5\] (Mindlin &
    /// Deresiewicz 1953; Di Renzo & Di Maio 2004, eq. 9).
    Mindlin {
        /// 8 G* √R*.
        a: f64,
    },
    /// A constant k_t \[N/m\].
    Constant(f64),
}

impl Stiffness {
    /// k_t and dk_t/dξ at the overlap ξ (≥ 0; 0 below).
    pub fn at(&self, xi: f64) -> (f64, f64) {
        match *self {
            Stiffness::Constant(k) => (k, 0.0),
            Stiffness::Mindlin { a } if xi > 0.0 => {
                let s = sqrt(xi);
                (a * s, 0.5 * a / s)
            }
            Stiffness::Mindlin { .. } => (0.0, 0.0),
        }
    }
}

/// The tangential dashpot coefficient c_t(ξ) \[N·s/m\].
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Dashpot {
    /// None.
    None,
    /// c_t = 2 ζ_t √(m* k_t(ξ)) (the contract's `tangential_damping`; Yade's β_s, PFC's
    /// `dp_sratio`, LIGGGHTS's γ_t with ζ_t = √(5/6)|β|).
    Ratio(f64),
    /// c_t = x × the normal dashpot coefficient λ ξ^p of the normal law (LAMMPS `x_t`;
    /// LIGGGHTS `hooke` γ_t = γ_n; a normal Tsuji dashpot scaled by √(k_t/k_n)).
    Normal(f64),
}

/// The tangential force law.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Force {
    /// A spring (and the dashpot beside it) under the Coulomb cap.
    Spring {
        /// Incremental or total.
        history: History,
        /// k_t(ξ).
        stiffness: Stiffness,
    },
    /// The rigid limit: F_t = −cap sign(u) until u = 0, then rolling.
    Coulomb,
}

/// The normal force the Coulomb cap takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cap {
    /// μ max(F_n, 0), F_n with its dashpot; F_t = 0 while F_n ≤ 0 (the contract; Yade, whose
    /// normal force is clipped to ≥ 0; Chrono).
    NonNegative,
    /// μ |F_n|, F_n with its dashpot: friction acts in the tension tail of an overlap-end
    /// contact (LIGGGHTS, LAMMPS without `limit_damping`, MercuryDPM).
    Absolute,
    /// μ max(k ξ^w, 0): the spring part of the normal force only (PFC's linear model).
    SpringOnly,
}

/// How the tangential dashpot and the cap go together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DashpotRule {
    /// The spring alone is held at the cap; F_t = clamp(spring − c_t u, −cap, cap) (the
    /// contract, `tests/golden/oblique_ref.py`).
    Clamped,
    /// The spring is held at the cap and the dashpot is dropped while sliding; while
    /// sticking F_t = spring − c_t u, not capped (LIGGGHTS `tangential history`, Yade
    /// `Law2_ScGeom_MindlinPhys_Mindlin`).
    OffWhileSliding,
    /// The spring is held at the cap and the dashpot force is added outside it (PFC).
    Outside,
    /// The total spring − c_t u is capped, and the spring is reset so that spring − c_t u
    /// equals the cap (LAMMPS `pair granular`, legacy `gran/*/history`, MercuryDPM).
    Reset,
}

/// A lever arm (or the radius the slip velocity takes).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Arm {
    /// The radius r_i (the contract; LAMMPS's slip velocity, its wall torque, legacy styles).
    Radius,
    /// The distance to the contact point, r_i − ξ/2 (LIGGGHTS, Yade's torque on a pair,
    /// MercuryDPM, LAMMPS's pair torque).
    ContactPoint,
    /// The distance to the other body's surface, r_i − ξ (Yade's torque against a wall: its
    /// contact point is the sphere's centre projected on the wall).
    Surface,
}

impl Arm {
    /// The arm of a body of radius `r` at the overlap ξ.
    pub fn of(self, r: f64, xi: f64) -> f64 {
        match self {
            Arm::Radius => r,
            Arm::ContactPoint => r - 0.5 * xi,
            Arm::Surface => r - xi,
        }
    }
}

/// The rules by which a law meets the Coulomb cap (docs/tangential-codes.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rules {
    /// The normal force of the cap.
    pub cap: Cap,
    /// The dashpot and the cap.
    pub dashpot: DashpotRule,
    /// The radius in the slip velocity u = vt + s1 ω1 + s2 ω2.
    pub slip_arm: Arm,
    /// The lever arm of the torque.
    pub torque_arm: Arm,
}

impl Rules {
    /// The calculator's own rules (its `mindlin`, `mindlin-total`, `linear`, `coulomb`): the
    /// cap μ max(F_n, 0), the spring alone held at the cap and the sum clamped, the lever arm r
    /// (README, "Oblique impacts"; docs/tangential-codes.md compares them with the codes').
    pub const CONTRACT: Rules = Rules {
        cap: Cap::NonNegative,
        dashpot: DashpotRule::Clamped,
        slip_arm: Arm::Radius,
        torque_arm: Arm::Radius,
    };
}

/// A body's rotation: radius and moment of inertia.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spin {
    /// Radius \[m\].
    pub r: f64,
    /// Moment of inertia \[kg·m²\].
    pub inertia: f64,
    /// Initial spin \[rad/s\].
    pub omega: f64,
}

/// Where a tangential law comes from, as a user reads it.
pub fn law_source(law: crate::scenario::TangentialLaw) -> &'static str {
    use crate::scenario::TangentialLaw as L;
    match law {
        L::Mindlin => {
            "Mindlin & Deresiewicz 1953; Thornton & Yin 1991 (k_t = 8G*√(R*ξ), dF_t = −k_t u dt)"
        }
        L::MindlinTotal => {
            "Mindlin & Deresiewicz 1953; Di Renzo & Di Maio 2004, eq. 9 (F_t = −k_t δ_t)"
        }
        L::Linear => "Cundall & Strack 1979 (constant k_t, incremental, Coulomb truncation)",
        L::Coulomb => {
            "Maw, Barber & Fawcett 1976 (the rigid-body limit: F_t = −μ F_n sign u until u = 0)"
        }
    }
}

/// Moment of inertia of a solid sphere (3D) or disk (`dim` 2) of mass m and radius r:
/// (2/5) m r² or (1/2) m r².
pub fn moment_of_inertia(m: f64, r: f64, disk: bool) -> f64 {
    (if disk { 0.5 } else { 0.4 }) * m * r * r
}

/// Everything the tangential half of one contact needs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setup {
    /// The law.
    pub force: Force,
    /// Its dashpot.
    pub dashpot: Dashpot,
    /// How it meets the cap.
    pub rules: Rules,
    /// Coulomb friction coefficient.
    pub mu: f64,
    /// Effective mass m* \[kg\] (of the normal contact).
    pub m: f64,
    /// Initial tangential speed of body 1's centre relative to body 2's \[m/s\].
    pub vt: f64,
    /// Body 1.
    pub body1: Spin,
    /// Body 2 (`None`: a wall).
    pub body2: Option<Spin>,
    /// G* \[Pa\], when the law took the material.
    pub shear_modulus: Option<f64>,
}

impl Setup {
    /// The initial slip u0 = vt + r1 ω1 + r2 ω2 (the contract's, with the radii).
    pub fn slip_before(&self) -> f64 {
        self.vt + self.body1.r * self.body1.omega + self.body2.map_or(0.0, |b| b.r * b.omega)
    }

    /// 1/m_t = 1/m* + r1²/I1 + r2²/I2: the inverse of the mass the slip sees.
    pub fn inverse_slip_mass(&self) -> f64 {
        let rot = |b: &Spin| b.r * b.r / b.inertia;
        1.0 / self.m + rot(&self.body1) + self.body2.as_ref().map_or(0.0, rot)
    }

    /// Whether anything tangential happens: friction, and a slip to resist (or a spring
    /// with its own motion: none without slip).
    pub fn active(&self) -> bool {
        self.mu > 0.0 && self.slip_before() != 0.0
    }
}
