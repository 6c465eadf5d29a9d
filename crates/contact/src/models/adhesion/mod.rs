//! Adhesion added to a normal contact (issue 34): one [`Adhesion`] value that the normal
//! force laws take (`hertz`, `tsuji`, `linear`), not a model per pair of laws. Overlap δ,
//! F > 0 repulsive, the normal law k δ^w + λ δ^p ξ̇ (Hertz k = 4/3 E*√R*):
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
//! (F = −2π w R* in contact); LIGGGHTS-PUBLIC 3.8.0 `src/cohesion_model_sjkr.h` lines 87–99
//! (A = π a_g², the circle where two spheres intersect; a wall π(2 r1 δ − δ²)) and
//! `src/cohesion_model_sjkr2.h` lines 95–100 (A = 2π(2R*)δ); MercuryDPM
//! `Kernel/Interactions/AdhesiveForceInteractions/IrreversibleAdhesiveInteraction.cc` lines
//! 102–114 (−f_max in contact, −(f_max + k_a δ) on the tail after first contact). The dashpot
//! acts only while δ > 0.

pub mod impact;
pub mod jkr;
pub mod law;
pub mod solve;
pub mod sticking;
