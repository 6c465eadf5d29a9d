//! [`Solution`]: what [`crate::solve`] answers, as the CLI prints it and the page shows it.

use crate::scenario::{End, MassRule, Model};
use alloc::string::String;
use alloc::vec::Vec;

/// How the numbers were obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum Method {
    /// Evaluated from closed-form expressions.
    ClosedForm,
    /// Integrated with the adaptive Dormand–Prince integrator ([`crate::integrator`]).
    Integrated,
}

/// The damping regime of a linear contact (seed 000 eq. 6–7).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum Regime {
    /// α < 1: oscillatory, eq. (7a).
    Underdamped,
    /// α = 1.
    CriticallyDamped,
    /// α > 1: eq. (7b).
    Overdamped,
}

/// Sampled curves over the contact (or the plotted window when the bodies never separate).
#[derive(Debug, Clone, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Curves {
    /// Time since first touch \[s\].
    pub t: Vec<f64>,
    /// Overlap ξ \[m\].
    pub overlap: Vec<f64>,
    /// Contact force F \[N\], repulsive positive.
    pub force: Vec<f64>,
}

impl Curves {
    /// The curves as CSV with units in the header, one sample per line, numbers in Rust's
    /// `{:e}` notation (what `dem-contact solve --format csv` prints, and the page exports).
    pub fn to_csv(&self) -> String {
        let mut out = String::from("t [s],overlap [m],force [N]\n");
        for i in 0..self.t.len() {
            out.push_str(&alloc::format!(
                "{:e},{:e},{:e}\n",
                self.t[i],
                self.overlap[i],
                self.force[i]
            ));
        }
        out
    }

    /// Several labelled series as one CSV: three columns per series, `t [s] (label)`,
    /// `overlap [m] (label)`, `force [N] (label)`, a row per sample, empty cells where a
    /// series has fewer samples (each series keeps its own time base). Labels are quoted
    /// (CSV, RFC 4180).
    pub fn table_csv(series: &[(&str, &Curves)]) -> String {
        let quote = |s: &str| alloc::format!("\"{}\"", s.replace('"', "\"\""));
        let mut head: alloc::vec::Vec<String> = alloc::vec::Vec::new();
        for (label, _) in series {
            for q in ["t [s]", "overlap [m]", "force [N]"] {
                head.push(quote(&alloc::format!("{q} ({label})")));
            }
        }
        let mut out = head.join(",");
        out.push('\n');
        let rows = series.iter().map(|(_, c)| c.t.len()).max().unwrap_or(0);
        for i in 0..rows {
            let mut cells: alloc::vec::Vec<String> = alloc::vec::Vec::new();
            for (_, c) in series {
                if i < c.t.len() {
                    cells.push(alloc::format!("{:e}", c.t[i]));
                    cells.push(alloc::format!("{:e}", c.overlap[i]));
                    cells.push(alloc::format!("{:e}", c.force[i]));
                } else {
                    cells.extend([String::new(), String::new(), String::new()]);
                }
            }
            out.push_str(&cells.join(","));
            out.push('\n');
        }
        out
    }
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
    /// Decay rate β = c/(2m) = α ω0 \[1/s\] (seed 000 eq. 6a), for the linear model.
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
    /// (320/81 m v0² E*⁴ R*²)^(1/5) = (5/4 m v0² k⁴)^(1/5) \[N/m\] (seed 001 eq. 4), i.e.
    /// Hertz's F_max/ξ_max; 5/4 of `equal_overlap_linear_stiffness`.
    pub equivalent_linear_stiffness: Option<f64>,
    /// Damping regime, for the linear model.
    pub regime: Option<Regime>,
    /// Work done on the contact while the overlap grows \[J\]: ½ m v0² + m g ξ_max
    /// (the area under the loading branch of F(ξ)).
    pub absorbed_work: f64,
    /// Work the contact returns until it ends \[J\]: ½ m (e v0)² + m g (ξ_max − ξ_end)
    /// (the area under the unloading branch); `None` when the bodies do not separate.
    pub recovered_work: Option<f64>,
    /// Drop height \[m\] equivalent to v0 under gravity g > 0: v0²/(2g) (or `h0`).
    pub drop_height: Option<f64>,
    /// Rebound height \[m\] after separation under gravity g > 0: (e v0)²/(2g); the drop
    /// test's e = √(h1/h0) (seed 003).
    pub rebound_height: Option<f64>,
    /// Power-function model: g = elastic / inelastic deformation (seed 004 eq. 2); `None`
    /// when the contact stays elastic.
    pub elastic_inelastic_ratio: Option<f64>,
    /// The restitution by the model's closed-form expression, beside the exact one:
    /// power-function, seed 004 eq. (2)–(3) with g as it happened; viscoelastic, the
    /// second-order small-damping expansion.
    pub restitution_formula: Option<f64>,
    /// Unit of `damping_constant` when it has one (viscoelastic A: "s"); `None`: dimensionless.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub damping_constant_unit: Option<String>,
    /// What a DEM code does with the inputs, when the scenario names one (`code`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub code: Option<crate::codes::CodeInfo>,
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
}

/// How the damping was set, for [`Solution::assemble`].
pub(crate) struct Damping {
    pub constant: f64,
    pub symbol: &'static str,
    pub coefficient: f64,
    pub coefficient_unit: String,
    pub formula: String,
    pub source: &'static str,
    pub requested: Option<f64>,
}

impl Solution {
    /// The fields every model fills the same way; model-specific ones start empty.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn assemble(
        sc: &crate::Scenario,
        (m, v0, g): (f64, f64, f64),
        (stiffness, stiffness_unit): (f64, String),
        (w, p): (f64, f64),
        d: Damping,
        out: crate::contact::Outcome,
        method: Method,
        notes: Vec<String>,
    ) -> Solution {
        let s = out.summary;
        let absorbed_work = 0.5 * m * v0 * v0 + m * g * s.max_overlap;
        let recovered_work = s.contact_time.map(|_| {
            let ve = s.restitution * v0;
            0.5 * m * ve * ve + m * g * (s.max_overlap - s.overlap_at_end)
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
            tension: crate::contact::is_tension(&s),
            natural_frequency: None,
            decay_rate: None,
            damped_frequency: None,
            w,
            p,
            effective_modulus: None,
            effective_radius: None,
            equal_overlap_linear_stiffness: None,
            equivalent_linear_stiffness: None,
            regime: None,
            absorbed_work,
            recovered_work,
            drop_height,
            rebound_height,
            elastic_inelastic_ratio: None,
            restitution_formula: None,
            damping_constant_unit: None,
            code: None,
            integration_steps: (method == Method::Integrated).then_some(out.steps),
            method,
            window: s.window,
            notes,
            curves: out.curves,
        }
    }
}
