//! Where the energy of a contact went (energy accounted for in every answer, and any energy a law
//! creates said): the kinetic energy of the relative motion before and after (normal, tangential,
//! rotational), the work of the body acceleration, and each sink — the normal contact's own
//! dissipation (its dashpot, or the power-function's hysteresis), local damping, the tangential
//! contact (friction and its dashpot), and what is left in the normal spring. Where a law creates
//! energy the account says so, with the amount.
//!
//! Energies are those of the equivalent one-body system (the relative motion of a pair in its
//! centre-of-mass frame, or a body against a wall): ½ m* v² with m* the effective mass, plus
//! ½ Σ I_i ω_i² for spins, which no frame changes.

use crate::impact::{Summary, Work};
use crate::models::tangential::Tangential;
use crate::scenario::Scenario;
use alloc::format;
use alloc::string::String;

/// Kinetic energy of the relative motion \[J\].
#[derive(Debug, Clone, Copy, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Kinetic {
    /// Normal: ½ m* v_n².
    pub normal: f64,
    /// Tangential: ½ m* v_t² (0 for a head-on impact).
    pub tangential: f64,
    /// Rotational: ½ I₁ ω₁² + ½ I₂ ω₂² (0 without spins).
    pub rotational: f64,
    /// The three together.
    pub total: f64,
}

impl Kinetic {
    fn new(normal: f64, tangential: f64, rotational: f64) -> Kinetic {
        Kinetic { normal, tangential, rotational, total: normal + tangential + rotational }
    }
}

/// Where a contact's energy went \[J\]: before + body acceleration's work = after + the sinks
/// (each named; `None` where it cannot be told apart).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Energy {
    /// Kinetic energy at first touch.
    pub before: Kinetic,
    /// Kinetic energy when the bodies separate (0 normal when they never do).
    pub after: Kinetic,
    /// Work of the body acceleration g over the contact, m* g ξ_end.
    pub body_acceleration: f64,
    /// Elastic energy left in the normal spring at the end (the force returned to 0 before
    /// the overlap did); `None` when the bodies never separate or the model keeps it on a
    /// branch of its own (power-function).
    pub stored: Option<f64>,
    /// Dissipated by the normal contact itself: its dashpot, or the power-function's
    /// hysteresis; `None` when the bodies never separate (not told apart from the motion
    /// and spring energy left at the window's end).
    pub normal_contact: Option<f64>,
    /// Dissipated by local damping, ∫ α|F||ξ̇| dt.
    pub local_damping: f64,
    /// Taken by the tangential contact: friction and its dashpot (`None` head-on). Negative:
    /// the tangential law gave energy to the bodies.
    pub tangential: Option<f64>,
    /// Energy a law created, when the energy after exceeds what came in beyond the
    /// integration's resolution (1e−8 of the energy before).
    pub created: Option<f64>,
}

/// Below this fraction of the energy before, an excess is round-off, not created energy.
pub const CREATED_TOL: f64 = 1e-8;

/// The normal contact's account, from its summary and work terms.
pub(crate) fn normal(m: f64, v0: f64, g: f64, s: &Summary, work: &Work) -> Energy {
    let before = Kinetic::new(0.5 * m * v0 * v0, 0.0, 0.0);
    let ended = s.contact_time.is_some();
    let ve = s.restitution * v0;
    let after = Kinetic::new(if ended { 0.5 * m * ve * ve } else { 0.0 }, 0.0, 0.0);
    let body_acceleration = m * g * s.overlap_at_end;
    let (stored, normal_contact) = if ended {
        let dissipated =
            before.normal + body_acceleration - after.normal - work.stored - work.local_damping;
        (Some(work.stored), Some(dissipated))
    } else {
        (None, None)
    };
    let mut energy = Energy {
        before,
        after,
        body_acceleration,
        stored,
        normal_contact,
        local_damping: work.local_damping,
        tangential: None,
        created: None,
    };
    energy.check_created();
    energy
}

impl Energy {
    /// Adds the tangential half of an oblique impact: its kinetic energies before and after
    /// (m* the effective mass; spins from the scenario) and what it took.
    pub(crate) fn add_tangential(&mut self, sc: &Scenario, m: f64, t: &Tangential) {
        let vt = sc.vt.unwrap_or(0.0);
        let spin = |i1: f64, w1: f64, i2: Option<f64>, w2: f64| {
            0.5 * i1 * w1 * w1 + i2.map_or(0.0, |i| 0.5 * i * w2 * w2)
        };
        let (i1, i2) = (t.moment_of_inertia1, t.moment_of_inertia2);
        let rot_before = spin(i1, sc.omega1.unwrap_or(0.0), i2, sc.omega2.unwrap_or(0.0));
        let rot_after = spin(i1, t.omega1_after, i2, t.omega2_after.unwrap_or(0.0));
        self.before = Kinetic::new(self.before.normal, 0.5 * m * vt * vt, rot_before);
        let after_t = if self.after.normal > 0.0 || self.normal_contact.is_some() {
            0.5 * m * t.vt_after * t.vt_after
        } else {
            0.0
        };
        self.after = Kinetic::new(self.after.normal, after_t, rot_after);
        self.tangential = Some(
            self.before.tangential + self.before.rotational
                - self.after.tangential
                - self.after.rotational,
        );
        self.check_created();
    }

    /// `created`: the energy after beyond the energy before, the body acceleration's work
    /// and the sinks that cannot be negative, when more than round-off.
    fn check_created(&mut self) {
        let gained =
            -self.tangential.unwrap_or(0.0).min(0.0) - self.normal_contact.unwrap_or(0.0).min(0.0);
        self.created = (gained > CREATED_TOL * self.before.total).then_some(gained);
    }

    /// What a user should read when a law created energy (`None`: none did).
    pub(crate) fn note(&self, law: Option<crate::scenario::TangentialLaw>) -> Option<String> {
        let created = self.created?;
        let pct = 100.0 * created / self.before.total;
        let why = match law {
            Some(crate::scenario::TangentialLaw::MindlinTotal) => {
                " The total-displacement Mindlin law (F_t = −k_t(ξ) δ_t, as LIGGGHTS and EDEM run it) is not \
                 conservative when its stiffness changes with the overlap: unloading at a smaller k_t returns \
                 less than loading stored, and reloading the other way more. LAMMPS offers `tangential \
                 mindlin_rescale` against it (the history rescaled with the contact radius); the incremental \
                 `mindlin` law (Yade's) does not do it this way."
            }
            Some(_) => " The tangential spring's stiffness changes with the overlap, so the law is not conservative.",
            None => "",
        };
        Some(format!(
            "Energy created: the kinetic energy after the contact is {} above what came in ({} % of the energy \
             before). This is the law, not an integration error (resolved to {:e} of the energy).{why}",
            crate::text::si(created, "J"),
            crate::text::num(pct, 3),
            CREATED_TOL
        ))
    }
}
