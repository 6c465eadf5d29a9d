//! The parts a normal law is composed of ([`super::composed::Composed`]), each formula once:
//! the spring k ξ^w and the dashpot λ ξ^p ξ̇ of the power-law family (Hu et al. 2011, eq. 8;
//! linear: w = 1, p = 0, λ = c), and what a spring with a history must say of itself
//! ([`HistoryPart`]: its branches beyond the loading curve, An 2006's power function in
//! [`super::history`]). The power-law family's own law ([`super::power_law::PowerLaw`]) is
//! these two parts too.

use crate::integrator::Crossing;
use crate::math::{exp, gamma, ln, pow_pos, powf, sqrt};
use crate::normal::Branch;
use core::f64::consts::PI;

/// The spring k ξ^w (w = 1: linear; 3/2: Hertz).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spring {
    /// Stiffness k \[N/m^w\].
    pub k: f64,
    /// Elastic exponent w.
    pub w: f64,
}

impl Spring {
    /// k|ξ|^w, continued oddly below ξ = 0 for the integrator's probing past the end of
    /// contact \[N\].
    #[inline(always)]
    pub fn force(&self, xi: f64) -> f64 {
        let spring = self.k * pow_pos(xi.abs(), self.w);
        if xi < 0.0 {
            -spring
        } else {
            spring
        }
    }

    /// dF/dξ = k w |ξ|^(w−1) \[N/m\] (k for w = 1), as the integration's rates take it.
    #[inline(always)]
    pub fn slope(&self, xi: f64) -> f64 {
        if self.w == 1.0 {
            self.k
        } else {
            self.k * self.w * pow_pos(xi.abs(), self.w - 1.0)
        }
    }

    /// The tangent stiffness w k ξ^(w−1) at ξ ≥ 0 (k for w = 1) \[N/m\], as the timestep's
    /// closed forms take it (with the platform's pow).
    pub fn tangent(&self, xi: f64) -> f64 {
        if self.w == 1.0 {
            self.k
        } else {
            self.w * self.k * powf(xi, self.w - 1.0)
        }
    }

    /// The length scale L = (m v0²/k)^(1/(1+w)) of an impact of effective mass `m` at `v0` \[m\]
    /// (Hu et al. 2011, §III); L/v0 is its time scale.
    pub fn length(&self, m: f64, v0: f64) -> f64 {
        exp((ln(m) + 2.0 * ln(v0) - ln(self.k)) / (1.0 + self.w))
    }

    /// The largest overlap of an undamped impact of effective mass `m` at `v0`, by energy:
    /// ((1+w) m v0²/(2k))^(1/(1+w)) \[m\] (Hu et al. 2011, eq. 5 for w = 3/2), in logarithms
    /// (n m v0² overflows for masses near the top of f64).
    pub fn undamped_overlap(&self, m: f64, v0: f64) -> f64 {
        let n = 1.0 + self.w;
        exp((ln(0.5 * n) + ln(m) + 2.0 * ln(v0) - ln(self.k)) / n)
    }

    /// The contact time of an undamped impact of effective mass `m` at `v0`, by energy:
    /// t_c = 2 (ξ_max/v0) ∫₀¹ (1 − x^(1+w))^(−1/2) dx (a Beta integral); for w = 3/2 Hertz's
    /// t_c = 3.2181 (m²/(k² v0))^(1/5) (Hertz 1882; Hu et al. 2011, eq. 5) \[s\].
    pub fn undamped_contact_time(&self, m: f64, v0: f64) -> f64 {
        2.0 * self.undamped_overlap(m, v0) / v0 * half_period_integral(1.0 + self.w)
    }
}

/// ∫₀¹ (1 − x^n)^(−1/2) dx = Γ(1/n) Γ(1/2) / (n Γ(1/n + 1/2)) (a Beta integral).
#[inline(always)]
pub fn half_period_integral(n: f64) -> f64 {
    gamma(1.0 / n) * sqrt(PI) / (n * gamma(1.0 / n + 0.5))
}

/// The dashpot λ ξ^p ξ̇, acting while the bodies overlap (λ = 0: none).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Dashpot {
    /// Coefficient λ \[N·s/m^(p+1)\].
    pub lambda: f64,
    /// Exponent p.
    pub p: f64,
}

impl Dashpot {
    /// No dashpot.
    pub const NONE: Dashpot = Dashpot { lambda: 0.0, p: 0.0 };

    /// |ξ|^p (1 for p = 0).
    #[inline(always)]
    pub fn shape(&self, xi: f64) -> f64 {
        if self.p == 0.0 {
            1.0
        } else {
            pow_pos(xi.abs(), self.p)
        }
    }

    /// The force λ |ξ|^p ξ̇ \[N\] (0 without a dashpot).
    #[inline(always)]
    pub fn force(&self, xi: f64, rate: f64) -> f64 {
        if self.lambda == 0.0 {
            return 0.0;
        }
        self.lambda * self.shape(xi) * rate
    }

    /// Its rate along a trajectory with acceleration `acc`: λ (p |ξ|^(p−1) sgn ξ ξ̇² + |ξ|^p ξ̈)
    /// \[N/s\] (0 without a dashpot).
    #[inline(always)]
    pub fn rate(&self, xi: f64, rate: f64, acc: f64) -> f64 {
        if self.lambda == 0.0 {
            return 0.0;
        }
        let (ap, dp) = if self.p == 0.0 {
            (1.0, 0.0)
        } else {
            let a = xi.abs();
            let sign = if xi < 0.0 { -1.0 } else { 1.0 };
            (pow_pos(a, self.p), self.p * pow_pos(a, self.p - 1.0) * sign * rate * rate)
        };
        self.lambda * (dp + ap * acc)
    }

    /// The damping coefficient λ ξ^p at ξ ≥ 0 (λ for p = 0) \[N·s/m\], as the timestep's closed
    /// forms take it (with the platform's pow).
    pub fn coefficient(&self, xi: f64) -> f64 {
        if self.p == 0.0 {
            self.lambda
        } else {
            self.lambda * powf(xi, self.p)
        }
    }
}

/// A spring with a history: beyond its loading spring ([`Spring`], the curve of the first
/// loading) it has branches ([`Branch`]) that depend on where the overlap turned. The
/// composition ([`super::composed::Composed`]) asks it for its force on a branch, the branch
/// after the largest overlap, its switching functions and the branch past each; the one
/// driver locates them (`crate::legs`). An 2006's power function is one
/// ([`super::history::History`]); the tests compose Walton & Braun's hysteretic spring with a
/// cohesive branch (tests/house.rs).
pub trait HistoryPart: Copy + PartialEq + core::fmt::Debug {
    /// Whether the build has it (a law left out of the binary by a feature is never made, and
    /// its code stays out).
    const ENABLED: bool = true;
    /// The spring's force on `branch` at ξ \[N\], given the loading spring (continued past the
    /// branch's ends where the integrator probes).
    fn force(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64;
    /// Its slope dF/dξ there \[N/m\], as the integration's rates take it.
    fn slope(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64;
    /// The tangent stiffness on `branch` at ξ \[N/m\], as the timestep's closed forms take it;
    /// by default the slope.
    fn tangent(&self, spring: &Spring, branch: &Branch, xi: f64) -> f64 {
        self.slope(spring, branch, xi)
    }
    /// The branch of a slow loading from the touch to ξ.
    fn loading(&self, spring: &Spring, xi: f64) -> Branch;
    /// Whether the branch changes where the overlap turns (by default every loading branch).
    fn turns(&self, branch: &Branch) -> bool {
        matches!(branch, Branch::Loading(_))
    }
    /// The branch after the largest overlap ξ where the spring's force is `f`: by default the
    /// unloading curve from there.
    fn turn(&self, _spring: &Spring, _branch: &Branch, xi: f64, f: f64) -> Branch {
        Branch::Unloading { from: xi, force: f, piece: 0 }
    }
    /// The switching functions on `branch` at ξ (1 where none).
    fn switches(&self, spring: &Spring, branch: &Branch, xi: f64) -> [f64; 2];
    /// The crossing of each that switches on `branch`.
    fn watch(&self, branch: &Branch) -> [Crossing; 2];
    /// The branch past switch `i` at ξ.
    fn past(&self, spring: &Spring, branch: &Branch, i: usize, xi: f64) -> Branch;
    /// Whether the bodies stay together when they move together again on `branch` before
    /// the contact ended (a branch that pulls). By default not.
    fn sticks(&self, _branch: &Branch) -> bool {
        false
    }
    /// Where its unloading tangent comes from, for the timestep's working.
    fn source(&self) -> &'static str;
}
