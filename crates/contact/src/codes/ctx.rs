//! The pair as a code sees it ([`Ctx`]): what its rules ([`super::mapping`]) and its snippet
//! ([`super::code`]) are given.

/// The pair as the code sees it: its effective mass (with the code's wall rule) and the
/// parameters a rule needs.
pub(crate) struct Ctx {
    /// m* the contact runs with \[kg\].
    pub m: f64,
    /// v0 \[m/s\].
    pub v0: f64,
    /// E* and R*, when the material is given.
    pub material: Option<crate::pair::Material>,
    /// The characteristic speed \[m/s\].
    pub v_char: Option<f64>,
    /// The contact time input \[s\].
    pub tc: Option<f64>,
    /// The tuning mass m_t of a tc/e setting \[kg\].
    pub m_tuned: Option<f64>,
    /// The input charged when a stiffness the code forms itself leaves the range of f64.
    pub k_culprit: &'static str,
    /// The pair's stiffness as given (`k`, or `k1`, `k2` in series; Hertz-type: k or
    /// 4/3 E*√R*), for the rules that type a dashpot coefficient.
    pub k: Option<f64>,
    /// R* \[m\] from the radii (a wall: the particle's radius), for the dashpots that go with
    /// the contact radius √(R*δ).
    pub r_star: Option<f64>,
    /// E₁r₁ and E₂r₂ (a wall: the particle's own), for Yade's FrictPhys spring.
    pub frict: Option<(f64, f64)>,
    /// Whether body 2 is a wall (the rules whose stiffness differs there: Kratos linear).
    pub wall: bool,
    /// The modulus E to type into LAMMPS's `fix wall/gran` for this wall \[Pa\] (its wall
    /// rule: `solve::apply_wall_rule`).
    pub wall_modulus: Option<f64>,
}
