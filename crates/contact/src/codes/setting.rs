//! The catalogue's vocabulary: what a DEM code setting is (the code, its words, what it
//! takes, how it forms stiffness and damping, its source) as data. Each code's file
//! ([`super::lammps`], [`super::liggghts`], …) holds its settings in these terms.

use crate::scenario::Model;

/// What the code takes for the dissipation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Takes {
    /// A coefficient of restitution (`e`).
    Restitution,
    /// A damping constant of its own (`damping`): PFC `dp_nratio`, Yade `betan`, LAMMPS
    /// `damp`, `gamma_n`.
    Damping,
    /// Only local (non-viscous) damping (`local_damping`): the contact itself is elastic
    /// (Yade Cundall–Strack with NewtonIntegrator's `damping`).
    LocalDamping,
}

/// How a setting forms its stiffness and damping: which model, and the formula from the
/// typed value (each variant names the settings that use it).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Rule {
    /// Linear, k as given, ζ = |β(e)| (LAMMPS hooke with coeff_restitution).
    LinearFromE,
    /// Linear, k as given, ζ = the typed critical damping ratio (PFC `dp_nratio`).
    LinearRatio,
    /// Linear with k = (16/15)√R* E* (15 m* V²/(16√R* E*))^(1/5) at a characteristic speed
    /// V, ζ = |β(e)| (LIGGGHTS and Chrono hooke).
    LinearCharacteristic,
    /// Linear with k, c from a contact time, e and the mass the code tunes them for:
    /// k = m_t (π² + ln²e)/tc², c = −2 m_t ln e/tc, run with the contact's own m*
    /// (Yade ViscElMat, MercuryDPM linear).
    LinearTc(Tuning),
    /// Tsuji's form η = α1 √(m* k) ξ^(1/4) with α1 from the typed value.
    Tsuji(Alpha1),
    /// Viscoelastic F = k(ξ^(3/2) + (3/2) A ξ^(1/2) ξ̇) with A from the typed constant.
    Viscoelastic(ViscoA),
    /// Hunt–Crossley k ξ^(3/2)(1 + χ ξ̇), χ = 8(1 − e)/(5 e V): Flores et al. at the
    /// characteristic speed V (Chrono::Multicore).
    Flores,
    /// Linear, k as given, the dashpot c = m* γ_n with γ_n typed \[1/s\]: ζ = γ_n √m*/(2√k)
    /// (LAMMPS `gran/hooke`, `gran/hooke/history`, `granular hooke … damping mass_velocity`;
    /// LIGGGHTS `hooke/stiffness`).
    LinearMassGamma,
    /// Linear, k as given, the dashpot c typed \[N·s/m\]: ζ = c/(2√(m* k)) (LAMMPS `granular
    /// hooke … damping velocity`; LIGGGHTS `hooke/stiffness` with `absolute_damping on`).
    LinearAbsolute,
    /// A linear spring with LAMMPS's viscoelastic dashpot η = damp·m*·√(R*δ): the power law
    /// k ξ + λ ξ^(1/2) ξ̇, λ = damp m* √R* (`granular hooke … damping viscoelastic`).
    HookeViscoelastic,
    /// Yade's FrictPhys spring, k_n = 2 E₁r₁E₂r₂/(E₁r₁ + E₂r₂) (a wall: the particle's
    /// radius and, by default, its material), no dashpot (`Ip2_FrictMat_FrictMat_FrictPhys`).
    YadeFrict,
    /// Kratos `DEM_D_Linear_viscous_Coulomb`: k_n = 1.432·π·0.31225·E*R* between spheres,
    /// π·0.31225·E*R at a wall; ζ = γ from e by Kratos's bisection of the no-tension
    /// restitution ([`super::kratos`]).
    KratosLinear,
    /// Chrono DEM-Engine's default Hertz–Mindlin: the contact radius from the geometric
    /// overlap area, a² ≈ 2R*ξ (√2 × Hertz's), S_n = 2E*a, k_n = ⅔S_n, the damping
    /// 2√(5/6)|β|√(S_n m*): Tsuji's form with α1 = √5|β| on k = 4/3 E*√(2R*)
    /// ([`super::chrono`]).
    DemeGeometric,
}

/// The mass a tc/e setting tunes its spring and dashpot for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tuning {
    /// Yade: m_R = m1 m2/(m1 + m2), a body of mass 0 (walls, facets) taken as the other's
    /// mass, so m_R = m/2 against a wall.
    YadeMassR,
    /// MercuryDPM: the species is set for one particle's mass M (two equal particles,
    /// m* = M/2), here body 1's.
    OneParticle,
}

/// α1 of Tsuji's form from the typed value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alpha1 {
    /// √5 |β(e)| (= 2√(5/6)|β|√(S_n m*)): exact under the overlap criterion.
    Sqrt5Beta,
    /// √2 · Marshall's polynomial in e (LAMMPS `damping tsuji` since the √2 fix).
    Sqrt2Poly,
    /// Marshall's polynomial in e, without √2 (LAMMPS `damping tsuji` before the fix).
    Poly,
    /// √6 β_n with β_n from e by Thornton, Cummins & Cleary 2013, eq. B6–B7 (Yade
    /// Hertz–Mindlin `en` from 2023.02a): a fit of the no-tension restitution.
    ThorntonB6,
    /// √6 β_n: critical damping ratio β_n of the tangent stiffness (3/2) k ξ^(1/2).
    Sqrt6Ratio,
    /// √6 γ with γ from e by Kratos's `GammaForHertzThornton`: eq. B6–B7 of Thornton et al.
    /// 2013 with e clamped to ≥ 0.001 and γ = 0 above 0.999 ([`super::kratos`]).
    ThorntonKratos,
}

/// A of the viscoelastic law from the typed constant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ViscoA {
    /// LAMMPS `damping viscoelastic`: η = damp m* √(R* ξ) → A = damp m*/(2E*).
    LammpsDamp,
    /// LAMMPS `gran/hertz/history`: F = √(R*ξ)(K_n ξ − m* γ_n ξ̇) → A = 2 m* γ_n/(3 K_n).
    GammaN,
    /// LIGGGHTS `hertz/stiffness`: F = √(R*ξ)(k_n ξ + m* γ_n ξ̇), k_n typed in pressure
    /// units (k = k_n √R*) → A = 2 m* γ_n √R*/(3 k).
    StiffnessGammaN,
}

/// One code setting of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Setting {
    /// Id used by the scenario key `code`, the CLI and the tests.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub title: &'static str,
    /// A few words, for a selector with the code's name before them.
    pub short: &'static str,
    /// One line for `dem-contact codes`.
    pub summary: &'static str,
    /// How it forms stiffness and damping.
    pub rule: Rule,
    /// What it takes for the dissipation.
    pub takes: Takes,
    /// A second input it takes instead of the restitution, given as `damping`.
    pub instead: Option<Instead>,
    /// The name of the typed dissipation value in the code.
    pub typed_name: &'static str,
    /// Its unit ("" dimensionless).
    pub typed_unit: &'static str,
    /// Whether the code clips tension by default (→ the `force` end criterion).
    pub clipped: bool,
    /// The option that switches clipping, when the code has one.
    pub switch: Option<&'static str>,
    /// Effective mass, in words.
    pub mass: &'static str,
    /// What a wall is to it (mass, radius, material), in words.
    pub wall: &'static str,
    /// Scenario keys it takes beyond the pair, speed and dissipation (`tc`, `v_char`).
    pub extra: &'static [&'static str],
    /// What it takes, for the error on a key it does not (`"lammps-hooke-coeff-restitution
    /// (it takes the masses, k, e, v0 and limit)"`).
    pub takes_text: &'static str,
    /// Whether it takes the pair's stiffness as `k` (`k1`, `k2`), the material (E, ν), or
    /// neither (from `tc`).
    pub stiffness: Stiffness,
    /// Where each fact was read: repository, file, lines, commit.
    pub source: &'static str,
    /// "confirmed from source", "from the documentation", or what is unconfirmed.
    pub status: &'static str,
    /// What else a user of this setting should know.
    pub notes: &'static [&'static str],
}

/// How a setting takes the contact's stiffness.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stiffness {
    /// `k` (or `k1`, `k2` in series) only: a linear spring constant.
    K,
    /// `k` (or `k1`, `k2`) or the material.
    KOrMaterial,
    /// The material only (E1, ν1, r1; E2, ν2, r2).
    Material,
    /// From the contact time `tc` (no k, no material).
    ContactTime,
}

impl Setting {
    /// The model its force law and damping map onto.
    pub fn model(&self) -> Model {
        match self.rule {
            Rule::LinearFromE
            | Rule::LinearRatio
            | Rule::LinearCharacteristic
            | Rule::LinearTc(_)
            | Rule::LinearMassGamma
            | Rule::LinearAbsolute
            | Rule::YadeFrict
            | Rule::KratosLinear => Model::Linear,
            Rule::Tsuji(_) | Rule::DemeGeometric => Model::Tsuji,
            Rule::Viscoelastic(_) => Model::Viscoelastic,
            Rule::Flores => Model::HuntCrossley,
            Rule::HookeViscoelastic => Model::PowerLaw,
        }
    }
    /// Whether its restitution changes with the impact speed for a fixed input.
    pub fn speed_dependent(&self) -> bool {
        matches!(self.rule, Rule::Viscoelastic(_) | Rule::Flores | Rule::HookeViscoelastic)
    }
    /// Whether `limit` can change its tension handling.
    pub fn switchable(&self) -> bool {
        self.switch.is_some()
    }
}

/// A second input a setting takes instead of the restitution, given as `damping` (Yade
/// Hertz–Mindlin's `betan` beside `en`): its name, unit and the rule that makes it the
/// model's damping constant.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Instead {
    /// Its name in the code.
    pub name: &'static str,
    /// Its unit ("" dimensionless).
    pub unit: &'static str,
    /// How it becomes the model's damping constant.
    pub rule: Rule,
}
