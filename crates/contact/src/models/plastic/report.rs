//! What the elastic–plastic models add to the answer ([`Report`], the `plastic` object).

/// What the elastic–plastic models add to the answer (the `plastic` object).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Report {
    /// The unloading stiffness at the turn k2(δ_max) \[N/m^n\] (hysteretic, eepa; `None` for
    /// thornton).
    pub unloading_stiffness: Option<f64>,
    /// The plastic overlap \[m\]: δ_0 (hysteretic), δ_p (eepa, thornton), where the unloading
    /// branch's spring force reaches 0.
    pub plastic_overlap: f64,
    /// Thornton's yield velocity V_y \[m/s\] (`None` for the others).
    pub yield_velocity: Option<f64>,
    /// The restitution of the same contact with its dashpot removed (0 where it sticks).
    pub restitution_without_damping: f64,
    /// Whether the bodies stay together.
    pub stuck: bool,
    /// With `e_with_plasticity`: the restitution whose elastic relation (the linear one on
    /// the loading k for hysteretic, Hu et al. 2011 eq. 10 on k1 for eepa) gives the dashpot
    /// found — what to type into a code that maps e as if there were no plasticity.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub e_to_type: Option<f64>,
    /// With `e_with_plasticity` (hysteretic, eepa): the plasticity ratio λ_p = 1 − k/k2 whose
    /// contact reaches that e with NO dashpot at v0, the other keys held — the plasticity
    /// alone giving the restitution wanted (`None` where no λ_p in [0, 1) reaches it: a
    /// wanted e above the undamped λ_p = 0 contact's).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub plasticity_ratio_alone: Option<f64>,
}
