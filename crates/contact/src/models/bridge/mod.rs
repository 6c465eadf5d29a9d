//! A pendular liquid bridge added to the normal contact: one [`law::Bridge`]
//! composed with any normal model's law ([`law::Bridged`], the one normal-law interface), not
//! a model per pair of laws. Gap S = −δ ≥ 0, R' = 2R* the Derjaguin radius (R' = r for two
//! equal spheres, 2 r1 at a flat wall), F_cap attractive:
//!
//! | mode | where | force (repulsive positive) |
//! |---|---|---|
//! | apart | before the touch | 0 (nothing acts) |
//! | bridged, in contact | δ > 0 | F_model(δ, δ̇) − F_cap(0) + 6π η R*² δ̇ / S_min |
//! | bridged, apart | 0 ≤ S < S_c | −F_cap(S) + 6π η R*² δ̇ / max(S, S_min) |
//! | ruptured | S = S_c | 0: the contact's end |
//!
//! The capillary laws ([`force`]): Willett et al. 2000 (Langmuir 16:9396), eq. 12–13,
//! F_cap = 2π R' σ cos θ / (1 + 1.05 ŝ + 2.5 ŝ²), ŝ = S √(R'/V); Rabinovich et al. 2005
//! (Langmuir 21:10992), eq. 19–20 without the filling-angle term, F_cap = 2π R' σ cos θ /
//! (1 + S/(2d)), d = (√(S² + 2V/(π R')) − S)/2; Soulié et al. 2006 (Int. J. Numer. Anal.
//! Meth. Geomech. 30:213) is LIGGGHTS's `easo` law, read in [`crate::codes`]. The rupture
//! ([`rupture`]): Lian, Thornton & Adams 1993 (J. Colloid Interface Sci. 161:138)
//! S_c = (1 + θ/2) V^(1/3), or Willett 2000 eq. 15. The lubrication: Reynolds's squeeze film
//! 6π η R*² Ṡ / S (Pitois, Moucheront & Chateau 2000, J. Colloid Interface Sci. 231:26), held
//! at S_min (default R*/100) below it and while the bodies overlap.
//!
//! The bridge forms at the first touch and pulls with F_cap(0) while the bodies overlap (as
//! MercuryDPM's `LiquidBridgeWilletInteraction` does), then with F_cap(S) until S = S_c. The
//! normal model's damping from `e` is set as without the bridge (what every code does). With
//! η = 0 and an elastic normal contact the pull in the overlap is conservative and the bridge
//! takes W = ∫₀^{S_c} F_cap dS: e = √(1 − 2W/(m* v0²)) and V_s = √(2W/m*) ([`sticking`]);
//! otherwise the wet impact is integrated on the one driver ([`impact`]). A scenario solved:
//! [`solve`].

pub mod fits;
pub mod force;
pub mod impact;
pub mod law;
pub mod rupture;
pub mod solve;
pub mod sticking;
