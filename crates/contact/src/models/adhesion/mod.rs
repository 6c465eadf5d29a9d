//! Adhesion added to a normal contact (README, "Adhesion"): one [`Adhesion`](law::Adhesion) value
//! that the normal force laws take (`hertz`, `tsuji`, `linear`), not a model per pair of
//! laws. Overlap δ, F > 0 repulsive, the normal law k δ^w + λ δ^p δ̇ (Hertz
//! k = 4/3 E*√R*):
//!
//! | law | force while δ > 0 | after the first touch, δ ≤ 0 | separation |
//! |---|---|---|---|
//! | `jkr` | F_JKR(δ) + dashpot | F_JKR(δ) | δ_c < 0 |
//! | `dmt` | k δ^w + dashpot − 2π w R* | 0 | 0 |
//! | `sjkr` | k δ^w + dashpot − k_c π a_g² | 0 | 0 |
//! | `sjkr2` | k δ^w + dashpot − k_c 2π(2R*)δ (wall 2π r1 δ) | 0 | 0 |
//! | `linear-irreversible` | k δ + c δ̇ − f_a | −(f_a + k_a δ) | −f_a/k_a |
//!
//! Sources: Johnson, Kendall & Roberts 1971 ([`jkr`]); Derjaguin, Muller & Toporov 1975
//! (F = −2π w R* in contact); LIGGGHTS-PUBLIC (CFDEMproject/LIGGGHTS-PUBLIC@3ec8c7fc,
//! read here) `src/cohesion_model_sjkr.h`, `collision()`: A = −(π/4)(r−ri−rj)(r+ri−rj)
//! (r−ri+rj)(r+ri+rj)/r² for a pair (the circle where two spheres intersect, r the distance
//! of the centres), (ri² − r²)π at a wall (= π(2 r1 δ − δ²)); `src/cohesion_model_sjkr2.h`,
//! `collision()`: A = 2π(2 ri rj/(ri + rj))(ri + rj − r) for a pair, 2π ri (ri − r) at a
//! wall; F = −k_c A added to the normal force while the bodies touch. MercuryDPM
//! (kuwt/MercuryDPM_fork@126c08fa, read here)
//! `Kernel/Interactions/AdhesiveForceInteractions/IrreversibleAdhesiveInteraction.cc`,
//! `computeAdhesionForce()`: −f_max while the overlap is ≥ 0 (and `wasInContact_` set), then
//! −(f_max + k_a δ) for δ < 0, to the interaction distance f_max/k_a. The dashpot acts only
//! while δ > 0. The law and its constants: [`law`]; the JKR relation: [`jkr`];
//! the impact integrated with its events: [`impact`]; the sticking velocity: [`sticking`];
//! the range of overlaps the laws hold for: [`range`]; a scenario solved (keys, checks,
//! `e_with_adhesion`): [`solve`].

pub mod impact;
pub mod jkr;
pub mod law;
pub mod range;
pub mod solve;
pub mod sticking;
