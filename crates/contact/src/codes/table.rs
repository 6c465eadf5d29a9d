//! Every code setting for one pair and target restitution (`dem-contact codes`, the page's
//! table of every code): what each takes, achieves, and what to type.

use super::catalogue::SETTINGS;
use super::mapping::strip_material;
use super::setting::Stiffness;
use super::solve::{solve_code, Answer};
use crate::error::Error;
use crate::scenario::{End, MassRule, Model, Scenario};
use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// One row of the comparison of every code for one pair and target e.
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CodeRow {
    /// Setting id.
    pub id: &'static str,
    /// The code.
    pub code: &'static str,
    /// The setting in the code's words.
    pub name: &'static str,
    /// The input's name.
    pub typed_name: &'static str,
    /// The input's unit ("" dimensionless; `1/(s·m)` for LAMMPS's damp and gamma_n).
    pub typed_unit: &'static str,
    /// The value typed (the target e, or the code's documented constant for it).
    pub typed: Option<f64>,
    /// The restitution the code achieves with it.
    pub achieved: Option<f64>,
    /// Whether that restitution holds at this impact speed only (the code's constant fixed,
    /// e falling with the speed: LAMMPS viscoelastic, gran/hertz/history, Chrono Flores).
    pub speed_dependent: bool,
    /// The value to type for the target.
    pub to_type: Option<f64>,
    /// End of contact as the code runs it.
    pub end: End,
    /// Contact time as the code runs it \[s\].
    pub contact_time: Option<f64>,
    /// Why there is no answer, when there is none.
    pub error: Option<String>,
}

/// Every code setting for the pair of `base` (its masses, material or stiffness and speed)
/// at target restitution `e`, with each code's defaults, except that `base.limit` (the
/// user's "tension clipped or not") is applied to every setting that has the switch
/// (LAMMPS limit_damping, LIGGGHTS limitForce, PFC dp_mode). Settings that take
/// a contact time get the exact contact's (of `base`'s model under their end rule); those
/// that need the material and find none say so.
pub fn compare(base: &Scenario, e: f64) -> Vec<CodeRow> {
    // The pair re-expressed for each model (the stiffness converted between exponents for
    // the same undamped maximum overlap, the material kept: `Scenario::for_model`).
    let plain = pair_only(base, base.model);
    let limit = base.limit;
    let for_model = |m: Model| -> Result<Scenario, Error> {
        let mut x = plain.clone();
        x.e = Some(e);
        if x.model == Model::Hertz || x.model == Model::PowerFunction {
            // Their stiffness reads the same as the linear (power-function) or Hertz one.
            x.e = None;
        }
        let mut y = x.for_model(m, e)?;
        y.e = None;
        y.damping = None;
        y.exponent = None;
        Ok(y)
    };
    // The linear contact of the pair: its duration serves the codes that take tc.
    let tc = pair_contact_time(base, e);
    SETTINGS
        .iter()
        .map(|s| {
            let row =
                |typed, achieved, speed_dependent, to_type, end, contact_time, error| CodeRow {
                    id: s.id,
                    code: s.code,
                    name: s.title,
                    typed_name: s.typed_name,
                    typed_unit: s.typed_unit,
                    typed,
                    achieved,
                    speed_dependent,
                    to_type,
                    end,
                    contact_time,
                    error,
                };
            let clipped = s.clipped || (s.switchable() && limit == Some(true));
            let fallback_end = if clipped { End::Force } else { End::Overlap };
            let built = for_model(s.model()).map(|mut sc| {
                sc.model = Model::Linear;
                sc.code = Some(s.id);
                sc.limit = if s.switchable() { limit } else { None };
                sc.e = Some(e);
                sc.w = None;
                sc.p = None;
                sc.transition_force = None;
                match s.stiffness {
                    Stiffness::ContactTime => {
                        sc.k = None;
                        sc.k1 = None;
                        sc.k2 = None;
                        strip_material(&mut sc);
                        sc.tc = tc;
                    }
                    Stiffness::Material => {
                        sc.k = None;
                        sc.k1 = None;
                        sc.k2 = None;
                    }
                    Stiffness::K => {
                        // A spring constant: the linear k of the material if that is what
                        // the pair gives.
                        if sc.k.is_none() && sc.k1.is_none() {
                            let linear =
                                Scenario { code: None, limit: None, e: Some(e), ..sc.clone() };
                            sc.k = crate::contact::solve(&linear, 0).ok().map(|x| x.stiffness);
                        }
                        strip_material(&mut sc);
                    }
                    Stiffness::KOrMaterial => {}
                }
                sc
            });
            match built.and_then(|sc| solve_code(&sc, 0, Answer::AsTyped)) {
                Ok(sol) => {
                    let c = sol.code.as_ref();
                    row(
                        c.map(|c| c.typed.value),
                        Some(sol.restitution),
                        c.is_some_and(|c| c.speed_dependent),
                        c.and_then(|c| c.to_type.as_ref().map(|t| t.value)),
                        c.map_or(fallback_end, |c| c.end),
                        sol.contact_time,
                        None,
                    )
                }
                Err(err) => row(None, None, false, None, fallback_end, None, Some(err.to_string())),
            }
        })
        .collect()
}

/// The contact time of `base`'s pair at restitution `e` as a linear contact (its stiffness,
/// or the material's linear k with Hertz's maximum overlap): what a code that takes a contact
/// time (Yade ViscElMat `tc`, MercuryDPM `collisionTime`) is given for this pair, in the
/// table of every code and as the page's first value of `tc` (issue 22). `None` when the
/// pair does not describe a contact. The contact's own time: local damping (a body force the
/// integrator applies, not part of the contact's spring and dashpot) is left out, so that the
/// value does not depend on whether Yade's default 0.2 was filled in before or after.
pub fn pair_contact_time(base: &Scenario, e: f64) -> Option<f64> {
    let mut x = pair_only(base, base.model);
    x.local_damping = None;
    x.e = Some(e);
    if matches!(x.model, Model::Hertz | Model::PowerFunction) {
        x.e = None;
    }
    let mut y = x.for_model(Model::Linear, e).ok()?;
    y.exponent = None;
    y.damping = None;
    y.e = Some(e);
    crate::contact::solve(&y, 0).ok()?.contact_time
}

/// The pair, speed and stiffness of `base` (no model, dissipation or code keys).
fn pair_only(base: &Scenario, model: Model) -> Scenario {
    Scenario {
        model,
        mass_rule: MassRule::Reduced,
        end: End::Overlap,
        formula: None,
        linear_k: None,
        code: None,
        version: None,
        absolute_damping: None,
        limit: None,
        e: None,
        damping: None,
        exponent: None,
        transition_force: None,
        w: None,
        p: None,
        tc: None,
        v_char: None,
        ..base.clone()
    }
}
