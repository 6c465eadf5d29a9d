//! [`Solution`]: what [`crate::solve`] answers, as the CLI prints it and the page shows it.

use crate::error::Error;
pub use crate::impact::{Curves, Method};
pub use crate::models::adhesion::solve::Report as AdhesionReport;
#[cfg(feature = "bridge")]
pub use crate::models::bridge::solve::Report as BridgeReport;
pub use crate::models::plastic::Report as PlasticReport;
pub use crate::models::tangential::{Event, Tangential, TangentialRegime};
pub use crate::models::Regime;
use crate::models::Solved;
use crate::scenario::{End, MassRule, Model, Scenario};
use alloc::string::String;
use alloc::vec::Vec;

/// A named value (what to type, what was typed).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Named {
    /// The code's name for it.
    pub name: &'static str,
    /// Its value (SI, or the code's own unit given in `unit`).
    pub value: f64,
    /// Its unit ("" dimensionless).
    pub unit: &'static str,
}

/// Local damping beside a code's dashpot, for a requested restitution.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LocalDamping {
    /// The local damping α.
    pub alpha: f64,
    /// The restitution local damping alone gives an elastic contact: √((1 − α)/(1 + α)).
    pub alone: f64,
    /// The restitution of the answer: the dashpot at its value to type and local damping
    /// together.
    pub together: f64,
    /// The value of the code's input that gives the requested e together with α: the answer's
    /// value to type (`None`: α alone already dissipates more, checked at the input's elastic
    /// end).
    pub to_type_with_local: Option<Named>,
    /// The value of the code's input that would give the requested e without local damping
    /// (the dashpot alone).
    pub dashpot_alone: Option<Named>,
    /// The restitution that `dashpot_alone` really gives with α beside it.
    pub dashpot_alone_gives: Option<f64>,
    /// The local damping that alone (no dashpot) gives the requested e:
    /// α = (1 − e²)/(1 + e²).
    pub alpha_alone_for_e: f64,
}

/// The value a code is given as typed, and what it achieves with it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct TypedValue {
    /// The code's name for it.
    pub name: &'static str,
    /// Its value.
    pub value: f64,
    /// Its unit ("" dimensionless).
    pub unit: &'static str,
    /// The restitution the code achieves with it.
    pub restitution: f64,
    /// The contact time with it \[s\] (`None`: the bodies do not separate).
    pub contact_time: Option<f64>,
    /// The largest overlap with it \[m\].
    pub max_overlap: f64,
}

/// The release of a code an answer describes.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Release {
    /// Its name (`22Jul2025`, `2023.02a`).
    pub name: &'static str,
    /// How it is known here: run here, source read, or from the documentation.
    pub known: &'static str,
    /// Where this release's behaviour was read or run, when it differs from the setting's
    /// newest.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub source: Option<&'static str>,
}

/// What a DEM code does with the inputs (in [`Solution::code`]); the catalogue
/// ([`crate::codes`]) fills it.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CodeInfo {
    /// The setting's id.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub name: &'static str,
    /// What the setting does, in one line, as in the release solved (with the numbers of
    /// these inputs where it speaks of one).
    pub summary: String,
    /// End of contact as the code runs it: "overlap" (tension allowed) or "force"
    /// (tension clipped).
    pub end: End,
    /// Whether the tension switch is on (`limit`).
    pub limit: bool,
    /// The effective-mass rule, in words.
    pub mass_rule: &'static str,
    /// The release it describes, and how it is known.
    pub release: Release,
    /// The value as typed (e itself, or the code's documented constant for it) and what
    /// the code achieves with it: the comparison beside the answer for the value to type.
    pub typed: TypedValue,
    /// The value to type so that the code achieves the requested e exactly (`None`: no e was
    /// requested, or no value reaches it).
    pub to_type: Option<Named>,
    /// The code's own damping constant that achieves the requested e, for a code that takes
    /// one (PFC `dp_nratio`, LAMMPS `damp`, Yade `betan` beside `en`): what a switch from e to
    /// the code's constant fills in (`None`: the code has none, or no e was requested).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub own_constant: Option<Named>,
    /// With local damping (PFC `damp`, Yade NewtonIntegrator `damping`) and a requested e:
    /// what each alone and both together give, and the value to type for each.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub local: Option<LocalDamping>,
    /// The restitution requested.
    pub requested: Option<f64>,
    /// Whether the restitution changes with the impact speed for these inputs.
    pub speed_dependent: bool,
    /// Where the code's behaviour was read.
    pub source: &'static str,
    /// Confirmed from source, from the documentation, or unconfirmed.
    pub status: &'static str,
    /// What the code does differently from the exact model, in words.
    pub notes: Vec<String>,
    /// The code's input text with the values filled in.
    pub snippet: String,
}

/// What one DEM code makes of the scenario's liquid bridge
/// ([`crate::codes::bridge`]): what to type for the user's liquid, and what the code then does
/// with it at this pair (its force at contact, rupture distance, bridge energy, and, where it
/// is reproduced here, stuck or the restitution).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct BridgeCode {
    /// The code's bridge setting's id.
    pub id: &'static str,
    /// The code and release.
    pub code: &'static str,
    /// The setting in the code's words (the command or class to use).
    pub title: &'static str,
    /// The values to type, in the code's names and units.
    pub to_type: Vec<Named>,
    /// The code's capillary force as the bodies part (S → 0⁺) \[N\].
    pub force_at_contact: Option<f64>,
    /// Its force while the bodies overlap, at the touch \[N\] (0: none).
    pub force_in_overlap: Option<f64>,
    /// Where the code's bridge ruptures \[m\].
    pub rupture_distance: Option<f64>,
    /// The work of the code's capillary force from S = 0 to the rupture \[J\].
    pub bridge_energy: Option<f64>,
    /// The code's sticking velocity \[m/s\], where reproduced (0: nothing sticks).
    pub sticking_velocity: Option<f64>,
    /// Whether the bodies stay bridged at v0 in the code, where reproduced.
    pub stuck: Option<bool>,
    /// The restitution the code achieves at v0, where reproduced.
    pub restitution: Option<f64>,
    /// How the code's contact is obtained here.
    pub reproduced: String,
    /// Where the code's behaviour was read.
    pub source: &'static str,
    /// From source (and run), or documentation.
    pub status: &'static str,
    /// What the code does differently, and what else to know.
    pub notes: Vec<String>,
}

/// What one DEM code makes of the scenario's adhesion ([`crate::codes::adhesion`]):
/// the number to type in its own convention and what the code then achieves.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AdhesiveCode {
    /// The code's adhesive setting's id.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub title: &'static str,
    /// The value(s) to type, in the code's convention (γ, w, k_c, f_max and k_a, …).
    pub to_type: Vec<Named>,
    /// How they follow from the scenario's, in words.
    pub conversion: String,
    /// The full input to type into the code: its setting's lines with the adhesion written
    /// in, the values above filled (placeholders `<…>` where the scenario gives none).
    pub line: String,
    /// The restitution the code achieves, where it is reproduced here.
    pub restitution: Option<f64>,
    /// Its contact time \[s\], where reproduced and the bodies separate.
    pub contact_time: Option<f64>,
    /// Its sticking velocity \[m/s\], where reproduced.
    pub sticking_velocity: Option<f64>,
    /// How the code's contact is obtained here (the library's law, the code's own release, or
    /// not integrated).
    pub reproduced: String,
    /// Where the code's behaviour was read.
    pub source: &'static str,
    /// From source, documentation, or run.
    pub status: &'static str,
    /// What the code does differently, and what else to know.
    pub notes: Vec<String>,
}

/// The answer to a [`crate::Scenario`]. All quantities in SI units.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Solution {
    /// The model solved.
    pub model: Model,
    /// Effective mass m of the equivalent one-body system \[kg\].
    pub effective_mass: f64,
    /// Mass rule used (a wall always gives m = m1).
    pub mass_rule: MassRule,
    /// Contact stiffness k (unit in `stiffness_unit`).
    pub stiffness: f64,
    /// Unit of `stiffness`.
    pub stiffness_unit: String,
    /// The model's dimensionless damping constant (linear: the damping ratio α).
    pub damping_constant: f64,
    /// Symbol of the damping constant, e.g. "α".
    pub damping_constant_symbol: String,
    /// The damping coefficient in the force law (linear: c = 2α√(m k)).
    pub damping_coefficient: f64,
    /// Unit of `damping_coefficient`.
    pub damping_coefficient_unit: String,
    /// The formula that produced the damping constant.
    pub damping_formula: String,
    /// Where that formula comes from.
    pub damping_source: String,
    /// The restitution asked for, if `e` was given.
    pub requested_restitution: Option<f64>,
    /// The restitution this contact really achieves: separation speed / v0 (0 when the
    /// bodies never separate). At most 1, except under the `force` end criterion with a
    /// body acceleration g > 0: the contact then ends at an overlap ξ_end > 0, after g has
    /// done the net work m g ξ_end on the bodies, and e ≤ √(1 + 2 g ξ_end / v0²) only
    /// (e.g. tsuji, α1 = 1e−5, g = 0.5 m/s², v0 = 0.01 m/s: e = 1.00009).
    pub restitution: f64,
    /// End-of-contact criterion used.
    pub end: End,
    /// Contact duration \[s\]; `None` when the bodies never separate.
    pub contact_time: Option<f64>,
    /// Largest overlap ξ_max \[m\].
    pub max_overlap: f64,
    /// Time at which ξ_max is reached \[s\].
    pub time_of_max_overlap: f64,
    /// Largest (repulsive) force \[N\].
    pub max_force: f64,
    /// Time of the largest force \[s\].
    pub time_of_max_force: f64,
    /// Smallest force during the contact \[N\]; negative means tension.
    pub min_force: f64,
    /// Whether the force becomes tensile (pulls the bodies together) before they separate.
    pub tension: bool,
    /// Natural angular frequency ω0 = √(k/m) \[rad/s\], for linear stiffness.
    pub natural_frequency: Option<f64>,
    /// Decay rate β = c/(2m) = α ω0 \[1/s\] (Teufelsbauer, Hübl & Wu 2008, eq. 6a), for the linear model.
    pub decay_rate: Option<f64>,
    /// Damped angular frequency ω = ω0 √(1 − α²) \[rad/s\], when underdamped.
    pub damped_frequency: Option<f64>,
    /// Elastic exponent w of k ξ^w (1 for linear).
    pub w: f64,
    /// Damping exponent p of λ ξ^p ξ̇ (0 for linear).
    pub p: f64,
    /// E* \[Pa\], when the stiffness came from the material.
    pub effective_modulus: Option<f64>,
    /// R* \[m\], when the stiffness came from the material.
    pub effective_radius: Option<f64>,
    /// For a nonlinear model: the linear stiffness \[N/m\] with the same maximum overlap
    /// as this contact without damping, m v0² / ξ_max².
    pub equal_overlap_linear_stiffness: Option<f64>,
    /// For a Hertz-type model (w = 3/2): Di Maio & Di Renzo's equivalent linear stiffness
    /// (320/81 m v0² E*⁴ R*²)^(1/5) = (5/4 m v0² k⁴)^(1/5) \[N/m\] (Hu et al. 2011, eq. 4), i.e.
    /// Hertz's F_max/ξ_max; 5/4 of `equal_overlap_linear_stiffness`.
    pub equivalent_linear_stiffness: Option<f64>,
    /// Damping regime, for the linear model.
    pub regime: Option<Regime>,
    /// Work done on the contact while the overlap grows \[J\]: the area under the loading
    /// branch of F(ξ), ½ m v0² + m g ξ_max − W_local (the work of local damping while
    /// loading, integrated with the contact).
    pub absorbed_work: f64,
    /// Work the contact returns until it ends \[J\]: the area under the unloading branch,
    /// ½ m (e v0)² + m g (ξ_max − ξ_end) + W_local (local damping's work while unloading);
    /// `None` when the bodies do not separate.
    pub recovered_work: Option<f64>,
    /// Drop height \[m\] equivalent to v0 under gravity g > 0: v0²/(2g) (or `h0`).
    pub drop_height: Option<f64>,
    /// Rebound height \[m\] after separation under gravity g > 0: (e v0)²/(2g); the drop
    /// test's e = √(h1/h0) (Del Cid).
    pub rebound_height: Option<f64>,
    /// Power-function model: g = elastic / inelastic deformation (An 2006, eq. 2); `None`
    /// when the contact stays elastic.
    pub elastic_inelastic_ratio: Option<f64>,
    /// The restitution by the model's closed-form expression, beside the exact one:
    /// power-function, An 2006, eq. (2)–(3) with g as it happened; viscoelastic, the
    /// second-order small-damping expansion.
    pub restitution_formula: Option<f64>,
    /// Unit of `damping_constant` when it has one (viscoelastic A: "s"); `None`: dimensionless.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub damping_constant_unit: Option<String>,
    /// What a DEM code does with the inputs, when the scenario names one (`code`).
    // Without the features that fill them these fields are always empty: skipped there, the
    // first-load WebAssembly carries no serialiser for them (≈ 2 KB gzip).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(all(feature = "serde", not(feature = "codes")), serde(skip))]
    pub code: Option<CodeInfo>,
    /// The tangential half of an oblique impact, when `vt`, a spin or `mu` is given
    /// ([`crate::models::tangential`]).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(all(feature = "serde", not(feature = "oblique")), serde(skip))]
    pub tangential: Option<Tangential>,
    /// Where the energy went: kinetic before and after, each sink, any energy a law created
    /// ([`crate::energy`]).
    pub energy: crate::energy::Energy,
    /// The adhesive contact's own numbers, when the scenario adds `adhesion`
    /// ([`crate::models::adhesion`]).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(all(feature = "serde", not(feature = "adhesion")), serde(skip))]
    pub adhesion: Option<AdhesionReport>,
    /// What an elastic–plastic model adds (hysteretic, eepa, thornton): the unloading
    /// stiffness at the turn, the plastic overlap, the yield velocity, the restitution without
    /// the dashpot, whether the bodies stick, the e to type.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(all(feature = "serde", not(feature = "all-models")), serde(skip))]
    pub plastic: Option<PlasticReport>,
    /// With adhesion and no `code`: every DEM code that names the adhesive law, the value to
    /// type in its convention and what it achieves ([`crate::codes::adhesion`]).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    #[cfg_attr(all(feature = "serde", not(feature = "adhesion")), serde(skip))]
    pub adhesion_codes: Vec<AdhesiveCode>,
    /// The liquid bridge's own numbers, when the scenario adds `liquid_bridge`.
    // Without the feature the fields are left out (their clone, drop and comparison glue
    // stayed in the page's first-load module: 2.5 KB gzip over its budget).
    #[cfg(feature = "bridge")]
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub liquid_bridge: Option<BridgeReport>,
    /// With a liquid bridge and no `code`: what each DEM code's bridge setting takes for the
    /// user's liquid and what it then does.
    #[cfg(feature = "bridge")]
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub liquid_bridge_codes: Vec<BridgeCode>,
    /// Closed form or integration.
    pub method: Method,
    /// End of the computed window \[s\]: the contact time, or where a contact that never
    /// separates was stopped.
    pub window: f64,
    /// Accepted steps of the integration (`None` for a closed form).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub integration_steps: Option<u32>,
    /// Anything a user should know about this answer, in plain words.
    pub notes: Vec<String>,
    /// Sampled curves, when asked for.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub curves: Option<Curves>,
    /// The force law solved (not serialised): what a replay, a sweep and the timestep's
    /// replay use instead of rebuilding a law from these numbers.
    #[cfg_attr(feature = "serde", serde(skip))]
    pub law: crate::models::law::Law,
}

impl Solution {
    /// The liquid bridge's sticking velocity, with a bridge (`None` without one, or without
    /// the `bridge` feature).
    pub fn bridge_sticking_velocity(&self) -> Option<f64> {
        #[cfg(feature = "bridge")]
        return self.liquid_bridge.as_ref().and_then(|b| b.sticking_velocity);
        #[cfg(not(feature = "bridge"))]
        None
    }

    /// Whether the answer is a wet contact's (a liquid bridge).
    pub fn bridged(&self) -> bool {
        #[cfg(feature = "bridge")]
        return self.liquid_bridge.is_some();
        #[cfg(not(feature = "bridge"))]
        false
    }

    /// The answer to `sc` from its model's solved contact: the fields every model fills
    /// the same way (work, drop and rebound heights) and what the model adds.
    pub(crate) fn from_solved(sc: &Scenario, solved: Solved) -> Solution {
        let Solved {
            m,
            v0,
            g,
            stiffness,
            stiffness_unit,
            w,
            p,
            damping: d,
            outcome,
            method,
            notes,
            material,
            oscillator,
            equal_overlap_linear_stiffness,
            equivalent_linear_stiffness,
            elastic_inelastic_ratio,
            restitution_formula,
            law,
            plastic,
        } = solved;
        let s = outcome.summary;
        // What tension means is the law's (an adhesive law pulls by design).
        let tension = crate::normal::NormalLaw::is_tension(&law, s.min_force, s.max_force);
        let energy = crate::energy::normal(m, v0, g, &s, &outcome.work);
        // The areas under F(ξ) from the work-energy balance of each phase: the body
        // acceleration's work and local damping's (integrated with the contact, split at the
        // maximum overlap) are the other forces on the bodies.
        let work = &outcome.work;
        let absorbed_work = 0.5 * m * v0 * v0 + m * g * s.max_overlap - work.local_damping_loading;
        let recovered_work = s.contact_time.map(|_| {
            let ve = s.restitution * v0;
            0.5 * m * ve * ve
                + m * g * (s.max_overlap - s.overlap_at_end)
                + (work.local_damping - work.local_damping_loading)
        });
        let (drop_height, rebound_height) = if g > 0.0 {
            let ve = s.restitution * v0;
            (
                Some(sc.h0.unwrap_or(v0 * v0 / (2.0 * g))),
                s.contact_time.map(|_| ve * ve / (2.0 * g)),
            )
        } else {
            (None, None)
        };
        Solution {
            model: sc.model,
            effective_mass: m,
            mass_rule: sc.mass_rule,
            stiffness,
            stiffness_unit,
            damping_constant: d.constant,
            damping_constant_symbol: d.symbol.into(),
            damping_coefficient: d.coefficient,
            damping_coefficient_unit: d.coefficient_unit,
            damping_formula: d.formula,
            damping_source: d.source.into(),
            requested_restitution: d.requested,
            restitution: s.restitution,
            end: sc.end,
            contact_time: s.contact_time,
            max_overlap: s.max_overlap,
            time_of_max_overlap: s.time_of_max_overlap,
            max_force: s.max_force,
            time_of_max_force: s.time_of_max_force,
            min_force: s.min_force,
            tension,
            natural_frequency: oscillator.map(|o| o.natural_frequency),
            decay_rate: oscillator.map(|o| o.decay_rate),
            damped_frequency: oscillator.and_then(|o| o.damped_frequency),
            w,
            p,
            effective_modulus: material.map(|x| x.e_star),
            effective_radius: material.map(|x| x.r_star),
            equal_overlap_linear_stiffness,
            equivalent_linear_stiffness,
            regime: oscillator.map(|o| o.regime),
            absorbed_work,
            recovered_work,
            drop_height,
            rebound_height,
            elastic_inelastic_ratio,
            restitution_formula,
            damping_constant_unit: d.constant_unit,
            code: None,
            tangential: None,
            energy,
            adhesion: None,
            plastic,
            adhesion_codes: Vec::new(),
            #[cfg(feature = "bridge")]
            liquid_bridge: None,
            #[cfg(feature = "bridge")]
            liquid_bridge_codes: Vec::new(),
            integration_steps: (method == Method::Integrated).then_some(outcome.steps),
            method,
            window: s.window,
            notes,
            curves: outcome.curves,
            law,
        }
    }
}

/// Every number of the tangential half, named (for [`check_finite`]).
fn oblique_numbers(t: &Tangential) -> Vec<(&'static str, f64)> {
    let Tangential {
        law: _,
        source: _,
        mu,
        vt_after,
        omega1_after,
        omega2_after,
        vt_ratio,
        slip_before,
        slip_after,
        restitution,
        impulse_ratio,
        incidence_angle,
        rebound_angle,
        contact_rebound_angle,
        regime: _,
        shear_modulus,
        stiffness_at_max_overlap,
        moment_of_inertia1,
        moment_of_inertia2,
        method: _,
        events,
        notes: _,
    } = t;
    let mut v = alloc::vec![
        ("mu", *mu),
        ("tangential vt_after", *vt_after),
        ("tangential omega1_after", *omega1_after),
        ("tangential slip_before", *slip_before),
        ("tangential slip_after", *slip_after),
        ("tangential impulse_ratio", *impulse_ratio),
        ("tangential incidence_angle", *incidence_angle),
        ("tangential rebound_angle", *rebound_angle),
        ("tangential contact_rebound_angle", *contact_rebound_angle),
        ("tangential moment_of_inertia1", *moment_of_inertia1),
    ];
    let options = [
        ("tangential omega2_after", *omega2_after),
        ("tangential vt_ratio", *vt_ratio),
        ("tangential restitution", *restitution),
        ("tangential shear_modulus", *shear_modulus),
        ("tangential stiffness_at_max_overlap", *stiffness_at_max_overlap),
        ("tangential moment_of_inertia2", *moment_of_inertia2),
    ];
    v.extend(options.into_iter().filter_map(|(n, x)| x.map(|x| (n, x))));
    v.extend(events.iter().map(|e| ("tangential event time", e.t)));
    v
}

/// Every number of a [`Solution`] by its field's name: those always present, the optional
/// ones, and the curves.
struct Numbers<'a> {
    /// The numbers every solution has.
    scalars: [(&'static str, f64); 17],
    /// The numbers a solution may have.
    options: [(&'static str, Option<f64>); 18],
    /// The solution, for its parts: the sampled curves, the tangential half of an oblique
    /// impact, the adhesive contact's, the elastic–plastic model's and the liquid bridge's
    /// numbers, what the codes make of them.
    whole: &'a Solution,
}

/// The numbers of one code's bridge row (for [`check_finite`]).
#[cfg(feature = "bridge")]
fn bridge_code_numbers(c: &BridgeCode) -> Vec<(&'static str, f64)> {
    let mut v: Vec<(&'static str, f64)> =
        c.to_type.iter().map(|n| ("liquid_bridge_codes to_type", n.value)).collect();
    let options = [
        ("liquid_bridge_codes force_at_contact", c.force_at_contact),
        ("liquid_bridge_codes force_in_overlap", c.force_in_overlap),
        ("liquid_bridge_codes rupture_distance", c.rupture_distance),
        ("liquid_bridge_codes bridge_energy", c.bridge_energy),
        ("liquid_bridge_codes sticking_velocity", c.sticking_velocity),
        ("liquid_bridge_codes restitution", c.restitution),
    ];
    v.extend(options.into_iter().filter_map(|(n, x)| x.map(|x| (n, x))));
    v
}

/// Every number of the liquid bridge's object, named (for [`check_finite`]).
#[cfg(feature = "bridge")]
fn bridge_numbers(b: &BridgeReport) -> Vec<(&'static str, f64)> {
    let BridgeReport {
        law: _,
        rupture: _,
        force_at_contact,
        rupture_distance,
        bridge_energy,
        stuck: _,
        restitution_without_bridge,
        sticking_velocity,
        viscous_energy,
        dashpot_energy,
        derjaguin_radius,
        volume_ratio,
        min_separation,
        formula: _,
        source: _,
        rupture_formula: _,
        rupture_source: _,
    } = b;
    let mut v = alloc::vec![
        ("liquid_bridge force_at_contact", *force_at_contact),
        ("liquid_bridge rupture_distance", *rupture_distance),
        ("liquid_bridge bridge_energy", *bridge_energy),
        ("liquid_bridge restitution_without_bridge", *restitution_without_bridge),
        ("liquid_bridge dashpot_energy", *dashpot_energy),
        ("liquid_bridge derjaguin_radius", *derjaguin_radius),
        ("liquid_bridge volume_ratio", *volume_ratio),
        ("liquid_bridge min_separation", *min_separation),
    ];
    let options = [
        ("liquid_bridge sticking_velocity", *sticking_velocity),
        ("liquid_bridge viscous_energy", *viscous_energy),
    ];
    v.extend(options.into_iter().filter_map(|(n, x)| x.map(|x| (n, x))));
    v
}

/// Every number of the plastic object, named (for [`check_finite`]).
fn plastic_numbers(p: &PlasticReport) -> Vec<(&'static str, f64)> {
    let PlasticReport {
        unloading_stiffness,
        plastic_overlap,
        yield_velocity,
        restitution_without_damping,
        stuck: _,
        e_to_type,
        plasticity_ratio_alone,
    } = p;
    let mut v = alloc::vec![
        ("plastic plastic_overlap", *plastic_overlap),
        ("plastic restitution_without_damping", *restitution_without_damping),
    ];
    let options = [
        ("plastic unloading_stiffness", *unloading_stiffness),
        ("plastic yield_velocity", *yield_velocity),
        ("plastic e_to_type", *e_to_type),
        ("plastic plasticity_ratio_alone", *plasticity_ratio_alone),
    ];
    v.extend(options.into_iter().filter_map(|(n, x)| x.map(|x| (n, x))));
    v
}

/// The numbers of one code's adhesive row (for [`check_finite`]).
fn adhesive_code_numbers(c: &AdhesiveCode) -> Vec<(&'static str, f64)> {
    let mut v: Vec<(&'static str, f64)> =
        c.to_type.iter().map(|n| ("adhesion_codes to_type", n.value)).collect();
    let options = [
        ("adhesion_codes restitution", c.restitution),
        ("adhesion_codes contact_time", c.contact_time),
        ("adhesion_codes sticking_velocity", c.sticking_velocity),
    ];
    v.extend(options.into_iter().filter_map(|(n, x)| x.map(|x| (n, x))));
    v
}

/// Every number of the adhesion object, named (for [`check_finite`]).
fn adhesion_numbers(a: &AdhesionReport) -> Vec<(&'static str, f64)> {
    let AdhesionReport {
        law: _,
        work_of_adhesion,
        surface_energy,
        equivalent_work_of_adhesion,
        pull_off_force,
        contact_radius_zero_load,
        separation_overlap,
        min_force,
        touch_force,
        separation_force,
        stuck: _,
        sticking_velocity,
        restitution_without_adhesion,
        e_to_type,
        tail_work,
        dashpot_work,
        formula: _,
        source: _,
    } = a;
    let mut v = alloc::vec![
        ("adhesion separation_overlap", *separation_overlap),
        ("adhesion min_force", *min_force),
        ("adhesion touch_force", *touch_force),
        ("adhesion restitution_without_adhesion", *restitution_without_adhesion),
        ("adhesion tail_work", *tail_work),
        ("adhesion dashpot_work", *dashpot_work),
    ];
    let options = [
        ("adhesion work_of_adhesion", *work_of_adhesion),
        ("adhesion surface_energy", *surface_energy),
        ("adhesion equivalent_work_of_adhesion", *equivalent_work_of_adhesion),
        ("adhesion pull_off_force", *pull_off_force),
        ("adhesion contact_radius_zero_load", *contact_radius_zero_load),
        ("adhesion sticking_velocity", *sticking_velocity),
        ("adhesion separation_force", *separation_force),
        ("adhesion e_to_type", *e_to_type),
    ];
    v.extend(options.into_iter().filter_map(|(n, x)| x.map(|x| (n, x))));
    v
}

impl Numbers<'_> {
    /// The liquid bridge's numbers and its codes' rows (none without the feature).
    #[cfg(feature = "bridge")]
    fn bridge_numbers(&self) -> Vec<(&'static str, f64)> {
        let mut v: Vec<_> =
            self.whole.liquid_bridge.as_ref().map(bridge_numbers).unwrap_or_default();
        v.extend(self.whole.liquid_bridge_codes.iter().flat_map(bridge_code_numbers));
        v
    }

    /// None without the feature.
    #[cfg(not(feature = "bridge"))]
    fn bridge_numbers(&self) -> Vec<(&'static str, f64)> {
        Vec::new()
    }

    /// The first number (scalar, or optional one present) that is NaN or infinite.
    fn first_non_finite(&self) -> Option<(&'static str, f64)> {
        // Plain loops over the arrays by reference (every solve asks: a table solves
        // millions); the parts below are empty for most contacts.
        for &(n, v) in &self.scalars {
            if !v.is_finite() {
                return Some((n, v));
            }
        }
        for &(n, v) in &self.options {
            if let Some(v) = v.filter(|v| !v.is_finite()) {
                return Some((n, v));
            }
        }
        // Without the features that fill them these parts are always empty: `cfg!` lets
        // the first-load WebAssembly leave their checks out.
        let mut rest = self
            .whole
            .tangential
            .as_ref()
            .filter(|_| cfg!(feature = "oblique"))
            .map(oblique_numbers)
            .into_iter()
            .flatten()
            .chain(
                self.whole
                    .adhesion
                    .as_ref()
                    .filter(|_| cfg!(feature = "adhesion"))
                    .map(adhesion_numbers)
                    .into_iter()
                    .flatten(),
            )
            .chain(
                self.whole
                    .adhesion_codes
                    .iter()
                    .filter(|_| cfg!(feature = "adhesion"))
                    .flat_map(adhesive_code_numbers),
            )
            .chain(
                self.whole
                    .plastic
                    .as_ref()
                    .filter(|_| cfg!(feature = "all-models"))
                    .map(plastic_numbers)
                    .into_iter()
                    .flatten(),
            )
            .chain(self.bridge_numbers());
        rest.find(|(_, v)| !v.is_finite())
    }

    /// Whether every sample of the curves is finite (true without curves).
    fn curves_finite(&self) -> bool {
        self.whole.curves.as_ref().map_or(true, |c| {
            let oblique = c.tangential_force.iter().chain(&c.slip).flatten();
            c.t.iter().chain(&c.overlap).chain(&c.force).chain(oblique).all(|x| x.is_finite())
        })
    }
}

/// The numbers of `s` by name. The destructuring names every field, so a new one cannot be
/// forgotten (the property tests, `tests/props.rs`, found NaN in
/// `equal_overlap_linear_stiffness` when only some fields were checked).
fn numbers(s: &Solution) -> Numbers<'_> {
    let Solution {
        model: _,
        effective_mass,
        mass_rule: _,
        stiffness,
        stiffness_unit: _,
        damping_constant,
        damping_constant_symbol: _,
        damping_coefficient,
        damping_coefficient_unit: _,
        damping_formula: _,
        damping_source: _,
        requested_restitution,
        restitution,
        end: _,
        contact_time,
        max_overlap,
        time_of_max_overlap,
        max_force,
        time_of_max_force,
        min_force,
        tension: _,
        natural_frequency,
        decay_rate,
        damped_frequency,
        w,
        p,
        effective_modulus,
        effective_radius,
        equal_overlap_linear_stiffness,
        equivalent_linear_stiffness,
        regime: _,
        absorbed_work,
        recovered_work,
        drop_height,
        rebound_height,
        elastic_inelastic_ratio,
        restitution_formula,
        damping_constant_unit: _,
        code: _,
        tangential: _,
        energy,
        adhesion: _,
        plastic: _,
        adhesion_codes: _,
        #[cfg(feature = "bridge")]
            liquid_bridge: _,
        #[cfg(feature = "bridge")]
            liquid_bridge_codes: _,
        method: _,
        window,
        integration_steps: _,
        notes: _,
        curves: _,
        law: _,
    } = s;
    let scalars = [
        ("effective_mass", *effective_mass),
        ("stiffness", *stiffness),
        ("damping_constant", *damping_constant),
        ("damping_coefficient", *damping_coefficient),
        ("restitution", *restitution),
        ("max_overlap", *max_overlap),
        ("time_of_max_overlap", *time_of_max_overlap),
        ("max_force", *max_force),
        ("time_of_max_force", *time_of_max_force),
        ("min_force", *min_force),
        ("w", *w),
        ("p", *p),
        ("absorbed_work", *absorbed_work),
        ("window", *window),
        ("energy.before.total", energy.before.total),
        ("energy.after.total", energy.after.total),
        ("energy.local_damping", energy.local_damping),
    ];
    let options = [
        ("requested_restitution", *requested_restitution),
        ("contact_time", *contact_time),
        ("natural_frequency", *natural_frequency),
        ("decay_rate", *decay_rate),
        ("damped_frequency", *damped_frequency),
        ("effective_modulus", *effective_modulus),
        ("effective_radius", *effective_radius),
        ("equal_overlap_linear_stiffness", *equal_overlap_linear_stiffness),
        ("equivalent_linear_stiffness", *equivalent_linear_stiffness),
        ("recovered_work", *recovered_work),
        ("drop_height", *drop_height),
        ("rebound_height", *rebound_height),
        ("elastic_inelastic_ratio", *elastic_inelastic_ratio),
        ("restitution_formula", *restitution_formula),
        ("energy.stored", energy.stored),
        ("energy.normal_contact", energy.normal_contact),
        ("energy.tangential", energy.tangential),
        ("energy.created", energy.created),
    ];
    Numbers { scalars, options, whole: s }
}

/// The first of ξ_max, the window and t_c (when it separates) that is not > 0: a contact
/// with v0 > 0 always has ξ_max > 0 and lasts t_c > 0, so 0 there means an underflow.
fn underflowed(s: &Solution) -> Option<(&'static str, f64)> {
    [("max_overlap", s.max_overlap), ("window", s.window)]
        .into_iter()
        .chain(s.contact_time.map(|t| ("contact_time", t)))
        .find(|(_, v)| !(*v > 0.0))
}

/// Final guard: no NaN or infinity leaves the library in a field that claims a number, and
/// no time or overlap that has underflowed to zero (a contact with v0 > 0 always has
/// ξ_max > 0 and lasts t_c > 0; 0 there means the scales left the range of f64, e.g.
/// v0 = 1e−308). Every field is checked ([`numbers`]). The error names
/// [`crate::scenario::most_extreme`] of the inputs.
pub(crate) fn check_finite(sc: &Scenario, s: Solution) -> Result<Solution, Error> {
    guard(sc, &s)?;
    Ok(s)
}

/// [`check_finite`] on a solution in place: the same checks and errors, without moving the
/// solution (some 2 KB) in and out — what a table of a million contacts pays per row.
pub(crate) fn guard(sc: &Scenario, s: &Solution) -> Result<(), Error> {
    let fields = numbers(s);
    if let Some((name, v)) = fields.first_non_finite() {
        return Err(crate::error::out_of_f64(crate::scenario::most_extreme(sc), name, v));
    }
    if !fields.curves_finite() {
        return Err(Error::Numerical {
            field: crate::scenario::most_extreme(sc),
            reason: "the inputs give a curve outside the range of f64; scale them".into(),
        });
    }
    if let Some((name, v)) = underflowed(s) {
        return Err(Error::Numerical {
            field: crate::scenario::most_extreme(sc),
            reason: alloc::format!(
                "the inputs give {} = {v}: the scales underflow the range of f64; scale them",
                name.replace('_', " ")
            ),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::testing::rel;
    use crate::{Scenario, Value};

    /// ∫F dξ over the sampled loading branch (to the deepest sample) and the unloading one,
    /// by trapezoids: an independent reading of the curve the answer draws.
    fn areas(sol: &super::Solution) -> (f64, f64) {
        let c = sol.curves.as_ref().unwrap();
        let top = (0..c.overlap.len()).max_by(|&i, &j| c.overlap[i].total_cmp(&c.overlap[j]));
        let top = top.unwrap();
        let trapezoids = |r: core::ops::Range<usize>| -> f64 {
            r.map(|i| 0.5 * (c.force[i] + c.force[i + 1]) * (c.overlap[i + 1] - c.overlap[i])).sum()
        };
        (trapezoids(0..top), -trapezoids(top..c.overlap.len() - 1))
    }

    /// The work terms are the areas under F(ξ) while loading and unloading, checked against
    /// the trapezoidal rule on the sampled curve, with local damping and a body acceleration
    /// acting on the bodies beside the contact force (½ m v0² + m g ξ_max alone counted local
    /// damping's work as the contact's: a Cundall–Strack spring, elastic, showed a loop).
    #[test]
    fn work_terms_are_the_areas_under_the_force() {
        let n = Value::Number;
        for (alpha, g, damping) in [(0.1, 0.0, 0.2), (0.2, 9.81, 0.1), (0.3, 0.0, 0.0)] {
            let sc = Scenario::from_pairs([
                ("model", Value::Text("linear")),
                ("m1", n(0.01)),
                ("k", n(1e5)),
                ("v0", n(1.0)),
                ("damping", n(damping)),
                ("local_damping", n(alpha)),
                ("g", n(g)),
            ])
            .unwrap();
            let sol = crate::solve_with_curves(&sc, 20_001).unwrap();
            let (load, unload) = areas(&sol);
            assert!(
                rel(sol.absorbed_work, load) < 1e-6,
                "{alpha}: {} vs {load}",
                sol.absorbed_work
            );
            let recovered = sol.recovered_work.unwrap();
            assert!(rel(recovered, unload) < 1e-6, "{alpha}: {recovered} vs {unload}");
            if damping == 0.0 {
                // An elastic spring: no loop, whatever the local damping took.
                assert!(rel(sol.absorbed_work, recovered) < 1e-9);
                assert!(sol.energy.local_damping > 0.1 * sol.absorbed_work);
            }
        }
    }
}
