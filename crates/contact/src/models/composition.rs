//! The composed law's ([`Composed`]) inversion e → λ ([`Damped`]) through the models' fast
//! paths — its spring and dashpot as the power-law family's member, its history as An's
//! power function, its adhesion as the adhesive law — and its integration on the one driver
//! otherwise. Apart from the value so that the models that build it do not import what these
//! fast paths are.

use super::composed::{Composed, Dashpot, History, Spring};
use super::power_function::PowerFunction;
use super::power_law::PowerLaw;
use crate::damped::{Damped, InvertError};
use crate::impact::Setup;
use crate::integrator::IntegrateError;

/// How much looser than the full impact ([`crate::impact::RTOL`]) the coarse trials of an
/// inversion of a law with a history are integrated: a relative tolerance of 1e−6, enough to
/// bracket λ and find its root within ~1e−6, which the full impacts then polish (the same
/// stages as the adhesive contact's, `models::adhesion::impact`).
const COARSE: f64 = 1e6;
/// The medium trial's factor, between the coarse stage and the full impacts
/// ([`crate::roots::coarse_medium_fine`]).
const MEDIUM: f64 = 1e2;

impl Composed {
    /// The spring and dashpot as the power-law family's member at impact speed `v0` (the
    /// adhesion and history left out).
    pub fn power_law(&self, v0: f64) -> PowerLaw {
        let (s, d) = (self.spring, self.dashpot);
        PowerLaw { m: self.m, k: s.k, w: s.w, p: d.p, lambda: d.lambda, v0 }
    }

    /// An's power function of the spring and the history; `None` without that history.
    pub fn power_function(&self) -> Option<PowerFunction> {
        match self.history? {
            History::PowerFunction { f_t, b } => {
                Some(PowerFunction { m: self.m, k: self.spring.k, f_t, b })
            }
            _ => None,
        }
    }
}

impl From<PowerFunction> for Composed {
    fn from(f: PowerFunction) -> Composed {
        Composed {
            m: f.m,
            spring: Spring { k: f.k, w: 1.0 },
            dashpot: Dashpot::NONE,
            adhesion: None,
            history: Some(History::PowerFunction { f_t: f.f_t, b: f.b }),
        }
    }
}

/// The generic inversion e → λ of the parts: the power-law family's on `setup`, the
/// adhesive law's at `setup.v0` (its own integration: the law holds the mass; it resolves
/// e to 1e−6), each with its own fast paths and tolerances. A law with a history: An's
/// power function alone is its own (An 2006, its closed form or branch integration); with
/// a dashpot or an adhesion the composition integrated on the one driver
/// ([`crate::impact::simulate`]).
impl Damped for Composed {
    type Setup = Setup;
    fn lambda(&self) -> f64 {
        self.dashpot.lambda
    }
    fn with_lambda(&self, lambda: f64) -> Self {
        Composed { dashpot: Dashpot { lambda, ..self.dashpot }, ..*self }
    }
    fn lambda_scale(&self, setup: &Setup) -> f64 {
        match self.adhesive_law() {
            Some(a) => a.lambda_scale(&setup.v0),
            None => self.power_law(setup.v0).lambda_scale(setup),
        }
    }
    /// The parts' restitution (the module doc of [`Damped`] for `Composed`).
    fn signed_restitution(&self, setup: &Setup) -> Result<(f64, u32), IntegrateError> {
        if self.has_history() {
            if let (Some(f), 0.0, None) =
                (self.power_function(), self.dashpot.lambda, self.adhesion)
            {
                let run = super::power_function::simulate(&f, setup.v0, setup.g, 0)?;
                return Ok((run.summary.restitution, run.steps));
            }
            let out = crate::impact::simulate(self, setup, 0)?;
            return Ok((out.summary.restitution, out.steps));
        }
        match self.adhesive_law() {
            Some(a) => a.signed_restitution(&setup.v0),
            None => self.power_law(setup.v0).signed_restitution(setup),
        }
    }
    /// A law with a history: its impact integrated `COARSE`ly (the inversion's bracket and
    /// first root, which full impacts then polish: [`crate::damped`]); without one, the
    /// adhesive and power laws invert on their own.
    fn coarse_restitution(&self, setup: &Setup) -> Option<Result<(f64, u32), IntegrateError>> {
        self.has_history().then(|| crate::impact::restitution_within(self, setup, COARSE))
    }
    /// The same, integrated `MEDIUM`ly.
    fn medium_restitution(&self, setup: &Setup) -> Option<Result<(f64, u32), IntegrateError>> {
        self.has_history().then(|| crate::impact::restitution_within(self, setup, MEDIUM))
    }
    fn undamped_restitution(&self, setup: &Setup) -> Option<f64> {
        if !self.history_free() {
            return None;
        }
        self.power_law(setup.v0).undamped_restitution(setup)
    }
    fn lambda_guess(&self, e: f64, setup: &Setup) -> f64 {
        match self.adhesive_law() {
            Some(a) => a.lambda_guess(e, &setup.v0),
            None => self.lambda_scale(setup),
        }
    }
    fn lambda_for_restitution(&self, e: f64, setup: &Setup) -> Result<f64, InvertError> {
        if self.history.is_some() {
            return crate::damped::invert(self, e, setup);
        }
        match self.adhesive_law() {
            Some(a) => a.lambda_for_restitution(e, &setup.v0),
            None => self.power_law(setup.v0).lambda_for_restitution(e, setup),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impact::{simulate, End};

    fn setup(m: f64, v0: f64, time_scale: f64) -> Setup {
        Setup { m, v0, g: 0.0, end: End::Overlap, time_scale, local_damping: 0.0 }
    }

    /// Spring and dashpot alone are the power-law family's member, to the bit: the same
    /// integrated contact and the same inversion e → λ (Tsuji's w = 3/2, p = 1/4).
    #[test]
    fn free_law_is_the_power_law() {
        let (m, k, v0) = (1e-3, 1e7, 0.5);
        let law = Composed::free(m, Spring { k, w: 1.5 }, Dashpot { lambda: 3.0, p: 0.25 });
        assert!(law.history_free());
        let pl = law.power_law(v0);
        let s = setup(m, v0, pl.length() / v0);
        assert_eq!(simulate(&law, &s, 0).unwrap().summary, simulate(&pl, &s, 0).unwrap().summary);
        assert_eq!(law.lambda_for_restitution(0.6, &s), pl.lambda_for_restitution(0.6, &s));
        assert_eq!(law.with_lambda(1.0).dashpot, Dashpot { lambda: 1.0, p: 0.25 });
    }

    /// A law with a history keeps it on the one driver: An's power function as a spring with
    /// its history, integrated under the plain impact's plan, against An's closed form (An
    /// 2006, eq. 1–3: loading, inelastic, unloading F_B (ξ/ξ_B)^b; elastic–inelastic ratio g
    /// from the loading); its restitution for the inversion is the power function's own, and a
    /// dashpot composed with it lowers it.
    #[test]
    fn history_is_not_dropped() {
        use crate::testing::rel;
        let f = PowerFunction { m: 1e-3, k: 1e5, f_t: 5.0, b: 2.0 };
        let law = Composed::from(f);
        assert_eq!(law.power_function(), Some(f));
        assert!(!law.history_free());
        let s = setup(f.m, 1.0, f.time_scale(1.0));
        let (cf, g) = f.closed_form(1.0);
        assert!(g.is_finite(), "the contact goes inelastic");
        let out = simulate(&law, &s, 0).unwrap().summary;
        assert!(rel(out.restitution, cf.restitution) < 1e-9, "{out:?} against {cf:?}");
        assert!(rel(out.max_overlap, cf.max_overlap) < 1e-9);
        assert!(rel(out.contact_time.unwrap(), cf.contact_time.unwrap()) < 1e-9);
        assert!(rel(out.max_force, cf.max_force) < 1e-9);
        let own = super::super::power_function::simulate(&f, 1.0, 0.0, 0).unwrap();
        let e = law.signed_restitution(&s).unwrap().0;
        assert_eq!(e, own.summary.restitution);
        let damped = law.with_lambda(1.0).signed_restitution(&s).unwrap().0;
        assert!(damped > 0.0 && damped < e, "{damped} against {e}");
    }

    /// The answer carries the composed law: a Tsuji contact's spring and dashpot as solved.
    #[test]
    fn the_answer_carries_the_parts() {
        let sc = crate::Scenario::from_pairs([
            ("model", crate::Value::Text("tsuji")),
            ("e", crate::Value::Number(0.7)),
            ("rho1", crate::Value::Number(2500.0)),
            ("rho2", crate::Value::Number(2500.0)),
            ("r1", crate::Value::Number(1e-3)),
            ("r2", crate::Value::Number(1e-3)),
            ("E1", crate::Value::Number(7e10)),
            ("E2", crate::Value::Number(7e10)),
            ("nu1", crate::Value::Number(0.22)),
            ("nu2", crate::Value::Number(0.22)),
            ("v0", crate::Value::Number(1.0)),
        ])
        .unwrap();
        let sol = crate::solve(&sc).unwrap();
        let law = sol.law;
        assert!(law.history_free());
        assert_eq!((law.spring.w, law.dashpot.p), (1.5, 0.25));
        assert_eq!(law.dashpot.lambda, sol.damping_coefficient);
    }
}
