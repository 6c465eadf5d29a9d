//! The force law a contact was solved with, carried on its answer ([`Law`]): a replay with
//! another scheme, a speed sweep and the timestep's replay use it instead of rebuilding a law
//! from the answer's numbers (which would drop what they do not show: an adhesion, a
//! history).

/// The force law of a solved contact: the composed law ([`super::composed::Composed`]) —
/// spring, dashpot, and the adhesion or history where the contact has one — a
/// [`crate::normal::NormalLaw`] the analyses ask (its force in a mode, its tangent). What tension
/// means is the law's ([`crate::normal::NormalLaw::is_tension`]).
pub type Law = super::composed::Composed;
