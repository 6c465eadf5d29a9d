//! Contact models, one module each, all behind [`ContactModel`].

pub mod linear;

pub use crate::contact::ForceLaw;
use crate::contact::{self, Outcome, Setup, Summary};
use crate::error::Error;
use crate::integrator::IntegrateError;
use crate::scenario::End;
use crate::solution::{Curves, Method};
use alloc::format;

/// What every contact model provides: its force law, a time scale, and closed forms where
/// they exist. The generic driver [`run`] uses the closed forms for a free collision
/// (g = 0) and the integrator otherwise.
pub trait ContactModel: ForceLaw {
    /// A characteristic contact time \[s\] (sets the integrator's tolerances and window).
    fn time_scale(&self) -> f64;
    /// Closed-form summary of the free collision (g = 0) at impact speed `v0` under the
    /// `end` criterion, if the model has one.
    fn closed_form(&self, v0: f64, end: End) -> Option<Summary>;
    /// Closed-form state (ξ \[m\], ξ̇ \[m/s\]) of the free collision at time `t`, if any.
    fn state(&self, v0: f64, t: f64) -> Option<(f64, f64)>;
}

/// Solves one contact of `model`: closed form when g = 0 and the model has one, the
/// integrator otherwise. `samples` > 0 adds curves.
pub fn run<M: ContactModel>(
    model: &M,
    setup: &Setup,
    samples: usize,
) -> Result<(Outcome, Method), Error> {
    if setup.g == 0.0 {
        if let Some(summary) = model.closed_form(setup.v0, setup.end) {
            let curves = (samples > 0).then(|| {
                let mut c = Curves::default();
                for t in contact::sample_times(summary.window, samples) {
                    let (xi, v) = model.state(setup.v0, t).unwrap_or((0.0, 0.0));
                    c.t.push(t);
                    c.overlap.push(xi);
                    c.force.push(model.force(xi, v));
                }
                c
            });
            return Ok((Outcome { summary, curves, steps: 0 }, Method::ClosedForm));
        }
    }
    contact::simulate(model, setup, samples)
        .map(|o| (o, Method::Integrated))
        .map_err(integration_error)
}

fn integration_error(e: IntegrateError) -> Error {
    let reason = match e {
        IntegrateError::StepLimit { t } => format!(
            "the contact is too stiff for the integrator: more than {} steps by t = {t:e} s; \
             reduce the damping or the ratio of the time scales",
            contact::MAX_STEPS
        ),
        IntegrateError::StepTooSmall { t } | IntegrateError::NonFinite { t } => {
            format!(
                "the integration broke down at t = {t:e} s (the numbers leave the range of f64)"
            )
        }
        IntegrateError::BadSettings => {
            "the numbers give a time or length scale outside the range of f64".into()
        }
    };
    Error::Numerical { field: "damping", reason }
}
