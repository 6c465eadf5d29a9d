//! The [`Adhesion`] value, a code's [`Rules`] for composing it, and the adhesive contact in
//! its flat form ([`AdhesiveLaw`]: the normal model's spring and dashpot with the adhesion;
//! its scales and tail): the forces of the table in [the module above](super), with their
//! sources there. The law composed from these parts computes its force as
//! [`crate::models::composed::Composed`].

use super::jkr::Jkr;
use crate::math::{pow_pos, sqrt};
use core::f64::consts::PI;

/// The area of LIGGGHTS's cohesion models: a pair of spheres of radii r1, r2, or a sphere of
/// radius r1 on a flat wall.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Geometry {
    /// Two spheres.
    Pair {
        /// Radius of body 1 \[m\].
        r1: f64,
        /// Radius of body 2 \[m\].
        r2: f64,
    },
    /// A sphere on a wall.
    Wall {
        /// Radius of the sphere \[m\].
        r1: f64,
    },
}

impl Geometry {
    /// R* = r1 r2/(r1 + r2), r1 at a wall \[m\].
    pub fn r_star(&self) -> f64 {
        match *self {
            Geometry::Pair { r1, r2 } => r1 / (1.0 + r1 / r2),
            Geometry::Wall { r1 } => r1,
        }
    }
}

/// An adhesive law and its constants (module table).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Adhesion {
    /// JKR: the elastic part of the normal law replaced by the JKR relation.
    Jkr(Jkr),
    /// DMT: a constant pull 2π w R* while the bodies overlap.
    Dmt {
        /// Work of adhesion w \[J/m²\].
        w: f64,
        /// R* \[m\].
        r_star: f64,
    },
    /// LIGGGHTS `sjkr`: k_c times the intersection area π a_g².
    Sjkr {
        /// Cohesion energy density k_c \[J/m³\].
        k_c: f64,
        /// The bodies.
        geometry: Geometry,
    },
    /// LIGGGHTS `sjkr2`: k_c times 2π(2R*)δ for a pair, 2π r1 δ at a wall.
    Sjkr2 {
        /// Cohesion energy density k_c \[J/m³\].
        k_c: f64,
        /// The bodies.
        geometry: Geometry,
    },
    /// Kratos's `DEM_D_JKR_Cohesive_Law`: only JKR's adhesive term √(8π w E* a³), taken at
    /// the Hertz contact radius a = √(R*δ), pulling while the bodies overlap
    /// (KratosMultiphysics/Kratos@0e8572bb applications/DEMApplication/custom_constitutive/
    /// DEM_D_JKR_cohesive_law.cpp, `CalculateCohesiveNormalForce`): not the JKR relation.
    JkrHertz(Jkr),
    /// MercuryDPM's irreversible adhesive force.
    LinearIrreversible {
        /// The constant pull f_a \[N\].
        f_a: f64,
        /// The tail's stiffness k_a \[N/m\].
        k_a: f64,
    },
}

/// A_g/π = a_g² of two spheres overlapping by δ (LIGGGHTS `cohesion_model_sjkr.h`):
/// a_g² = −(d−r1−r2)(d+r1−r2)(d−r1+r2)(d+r1+r2)/(4d²), d = r1 + r2 − δ, written without
/// cancellation as δ(2S − δ)(2r1 − δ)(2r2 − δ)/(4d²), S = r1 + r2 (≈ 2R*δ for small δ);
/// and its derivative d(a_g²)/dδ.
fn circle_squared(r1: f64, r2: f64, delta: f64) -> (f64, f64) {
    let s = r1 + r2;
    let d = s - delta;
    let f = [delta, 2.0 * s - delta, 2.0 * r1 - delta, 2.0 * r2 - delta];
    let n = f[0] * f[1] * f[2] * f[3];
    // N′ = Σ_i ∂N/∂f_i · (±1): f[0]′ = 1, the others −1.
    let dn = f[1] * f[2] * f[3] - f[0] * f[2] * f[3] - f[0] * f[1] * f[3] - f[0] * f[1] * f[2];
    let d2 = 4.0 * d * d;
    (n / d2, dn / d2 + n / (2.0 * d * d * d))
}

impl Adhesion {
    /// The adhesive force added to the normal law while δ > 0 \[N\] (≤ 0: a pull), and its
    /// derivative in δ, for every law but JKR (which replaces the elastic part: [`Jkr`]).
    /// Continued analytically to δ ≤ 0, where an integrator may probe.
    pub fn in_contact(&self, delta: f64) -> (f64, f64) {
        match *self {
            Adhesion::Jkr(_) => (0.0, 0.0),
            Adhesion::Dmt { w, r_star } => (-2.0 * PI * w * r_star, 0.0),
            Adhesion::Sjkr { k_c, geometry: Geometry::Pair { r1, r2 } } => {
                let (a2, da2) = circle_squared(r1, r2, delta);
                (-k_c * PI * a2, -k_c * PI * da2)
            }
            Adhesion::Sjkr { k_c, geometry: Geometry::Wall { r1 } } => {
                (-k_c * PI * delta * (2.0 * r1 - delta), -k_c * PI * (2.0 * r1 - 2.0 * delta))
            }
            Adhesion::Sjkr2 { k_c, geometry } => {
                let slope = k_c * self.area_slope(geometry);
                (-slope * delta, -slope)
            }
            Adhesion::LinearIrreversible { f_a, .. } => (-f_a, 0.0),
            Adhesion::JkrHertz(j) => {
                // √(8π w E*) (R* δ)^(3/4); its slope (3/4)… δ^(−1/4) is infinite at the touch,
                // where it is given as 0 (the force itself is 0 there).
                if !(delta > 0.0) {
                    return (0.0, 0.0);
                }
                let c = sqrt(8.0 * PI * j.w * j.e_star) * pow_pos(j.r_star, 0.75);
                let f = c * pow_pos(delta, 0.75);
                (-f, -0.75 * f / delta)
            }
        }
    }

    /// dA/dδ of `sjkr2`: 2π(2R*) for a pair, 2π r1 at a wall; for `sjkr` the same limit
    /// at δ → 0 (2π R*).
    fn area_slope(&self, geometry: Geometry) -> f64 {
        match (self, geometry) {
            (Adhesion::Sjkr2 { .. }, Geometry::Pair { .. }) => 4.0 * PI * geometry.r_star(),
            _ => 2.0 * PI * geometry.r_star(),
        }
    }

    /// The stiffness k_c dA/dδ at δ → 0 by which sjkr and sjkr2 soften the spring \[N/m\]
    /// (`None` for the other laws).
    pub fn softening(&self) -> Option<f64> {
        match *self {
            Adhesion::Sjkr { k_c, geometry } | Adhesion::Sjkr2 { k_c, geometry } => {
                Some(k_c * self.area_slope(geometry))
            }
            _ => None,
        }
    }

    /// The force on the tail, δ ≤ 0 after the first touch \[N\], and dF/dδ: JKR's (held at
    /// −(5/9)F_c below δ_c), −(f_a + k_a δ) of linear-irreversible, nothing for the others.
    pub fn tail(&self, delta: f64) -> (f64, f64) {
        match *self {
            Adhesion::Jkr(j) => j.force_and_stiffness(delta),
            Adhesion::LinearIrreversible { f_a, k_a } => (-(f_a + k_a * delta), -k_a),
            _ => (0.0, 0.0),
        }
    }

    /// The force of [`Adhesion::tail`] alone (JKR's relation solved once, not for its slope).
    pub fn tail_force(&self, delta: f64) -> f64 {
        match *self {
            Adhesion::Jkr(j) => j.force(delta),
            Adhesion::LinearIrreversible { f_a, k_a } => -(f_a + k_a * delta),
            _ => 0.0,
        }
    }

    /// The overlap at which the contact ends \[m\]: δ_c (jkr), −f_a/k_a
    /// (linear-irreversible), 0 for the laws that act only in overlap.
    pub fn separation(&self) -> f64 {
        match *self {
            Adhesion::Jkr(j) => j.separation(),
            Adhesion::LinearIrreversible { f_a, k_a } => -f_a / k_a,
            _ => 0.0,
        }
    }

    /// The work the tail takes from the bodies between δ = 0 and the separation \[J\]:
    /// JKR's W ([`Jkr::tail_work`]), f_a²/(2k_a) for linear-irreversible, 0 otherwise.
    pub fn tail_work(&self) -> f64 {
        match *self {
            Adhesion::Jkr(j) => j.tail_work(),
            Adhesion::LinearIrreversible { f_a, k_a } => 0.5 * f_a * f_a / k_a,
            _ => 0.0,
        }
    }

    /// −∫_δ^0 F_tail dδ′ \[J\]: the tail's work down to the overlap δ ≤ 0 (JKR:
    /// F_c δ_* (P(u) − P(1)), P(u) = (32/45)u¹⁰ − (16/9)u⁷ + (2/3)u⁴, from the integral in
    /// [`Jkr::tail_work`]; linear-irreversible −f_a δ − k_a δ²/2).
    pub fn tail_work_to(&self, delta: f64) -> f64 {
        match *self {
            Adhesion::Jkr(j) => {
                let p = |u: f64| {
                    let u4 = u * u * u * u;
                    u4 * (32.0 / 45.0 * u4 * u * u - 16.0 / 9.0 * u * u * u + 2.0 / 3.0)
                };
                j.pull_off() * j.overlap_scale() * (p(j.u(delta)) - p(1.0))
            }
            Adhesion::LinearIrreversible { f_a, k_a } => -f_a * delta - 0.5 * k_a * delta * delta,
            _ => 0.0,
        }
    }

    /// LIGGGHTS sjkr and sjkr2 as a surface energy at an overlap δ > 0 (its deepest in a
    /// contact): the work of adhesion w whose energy over the circle where the spheres
    /// intersect, w π a_g², equals the energy the cohesion stores there, ∫₀^δ k_c A dδ′ —
    /// for sjkr k_c times the volume of the lens of overlap, since that volume grows by the
    /// intersection circle's area (dV/dδ = π a_g²): w = k_c V/(π a_g²) ≈ k_c δ/2 at small δ
    /// (sjkr2 ≈ k_c δ). Derived here (an equal-energy equivalence, not a relation LIGGGHTS
    /// documents: its cohesion_model_sjkr.h and doc/gran_cohesion_sjkr.txt give none); the
    /// integral by Simpson's rule on 64 intervals of the polynomial areas (exact to
    /// round-off for the wall's and sjkr2's, the pair's rational to ~1e−10). `None` for the
    /// other laws, or δ ≤ 0.
    pub fn equivalent_work_of_adhesion(&self, delta: f64) -> Option<f64> {
        let (Adhesion::Sjkr { geometry, .. } | Adhesion::Sjkr2 { geometry, .. }) = *self else {
            return None;
        };
        if !(delta > 0.0) {
            return None;
        }
        let circle = match geometry {
            Geometry::Pair { r1, r2 } => circle_squared(r1, r2, delta).0,
            Geometry::Wall { r1 } => delta * (2.0 * r1 - delta),
        };
        let n = 64;
        let h = delta / n as f64;
        let pull = |x: f64| -self.in_contact(x).0;
        let mut sum = pull(0.0) + pull(delta);
        for i in 1..n {
            sum += if i % 2 == 1 { 4.0 } else { 2.0 } * pull(i as f64 * h);
        }
        let work = sum * h / 3.0;
        Some(work / (PI * circle))
    }

    /// The pull-off force \[N\]: JKR F_c = (3/2)π w R*, DMT 2π w R*, linear-irreversible f_a;
    /// Kratos's JKR term on a Hertz spring k δ^(3/2) − c δ^(3/4) pulls at most c²/(4k) = F_c,
    /// at δ = (c/2k)^(4/3) (derived: dF/dδ = 0 there, c² = 8π w E* R*^(3/2), k = (4/3)E*√R*);
    /// `None` for sjkr, sjkr2 (no constant pull).
    pub fn pull_off(&self) -> Option<f64> {
        match *self {
            Adhesion::Jkr(j) | Adhesion::JkrHertz(j) => Some(j.pull_off()),
            Adhesion::Dmt { w, r_star } => Some(2.0 * PI * w * r_star),
            Adhesion::LinearIrreversible { f_a, .. } => Some(f_a),
            _ => None,
        }
    }

    /// The force and the length of the tail (δ ≤ 0 after the touch): JKR's F_c and |δ_c|,
    /// linear-irreversible's f_a and f_a/k_a; `None` for the laws that act only in overlap.
    pub fn tail_scale(&self) -> Option<(f64, f64)> {
        match *self {
            Adhesion::Jkr(j) => Some((j.pull_off(), -j.separation())),
            Adhesion::LinearIrreversible { f_a, k_a } => Some((f_a, f_a / k_a)),
            _ => None,
        }
    }

    /// A force and an overlap that measure the adhesion against a normal spring k δ^w: the
    /// pull and the overlap where the spring balances it (JKR: F_c and |δ_c|; sjkr, sjkr2:
    /// the softening stiffness and the overlap where a Hertz spring overtakes it, or for a
    /// linear spring `fallback` (the impact's own scale)).
    pub fn scale(&self, k: f64, w: f64, fallback: f64) -> (f64, f64) {
        let balance = |f: f64| pow_pos(f / k, 1.0 / w);
        match *self {
            Adhesion::Jkr(j) => (j.pull_off(), -j.separation()),
            Adhesion::Dmt { .. } => {
                let f = self.pull_off().unwrap_or(0.0);
                (f, balance(f))
            }
            Adhesion::LinearIrreversible { f_a, k_a } => (f_a, (f_a / k_a).min(balance(f_a))),
            Adhesion::JkrHertz(j) => {
                let f = j.pull_off();
                (f, balance(f))
            }
            Adhesion::Sjkr { .. } | Adhesion::Sjkr2 { .. } => {
                let ks = self.softening().unwrap_or(0.0);
                if w > 1.0 {
                    // k δ^w = k_s δ at δ = (k_s/k)^(1/(w − 1)).
                    let l = pow_pos(ks / k, 1.0 / (w - 1.0));
                    (ks * l, l)
                } else {
                    (ks * fallback, fallback)
                }
            }
        }
    }
}

/// How a DEM code composes the adhesion with its normal law where it is not the library's
/// (every flag off: the module table). Each flag is a code's own rule, read in its source:
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Rules {
    /// The dashpot also acts on the tension tail, while the contact lasts (LAMMPS: its damping
    /// force −prefactor·v_n is added whenever the contact exists, `GranularModel::
    /// calculate_forces`, granular_model.cpp; a `jkr` contact exists down to its break).
    pub dashpot_on_tail: bool,
    /// The dashpot goes with the JKR contact radius, λ a(δ) δ̇, instead of λ|δ|^p δ̇ (LAMMPS
    /// `damping viscoelastic` with `jkr`: η = damp·m*·a, a the normal model's contact radius,
    /// gran_sub_mod_damping_kernel.h `gran_damping_viscoelastic_prefactor`).
    pub dashpot_jkr_radius: bool,
    /// The normal model's force, spring plus dashpot, is clipped at 0 before the adhesion is
    /// added (Kratos: `DEM_D_Hertz_viscous_Coulomb::CalculateForces` sets the viscous force
    /// to −elastic where their sum is negative and keeps the cohesive force apart; Chrono
    /// `ChContactSMC.cpp` lines 175–190).
    pub clip_main: bool,
    /// The dashpot's pull is limited to the adhesion force while the total force pulls
    /// (Yade `Law2_ScGeom_MindlinPhys_Mindlin::go` with `includeAdhesion`, HertzMindlin.cpp:
    /// where normalForce − normalViscous < 0 and |normalViscous| > adhesionForce, the viscous
    /// force is set to adhesionForce along its direction).
    pub cap_viscous: bool,
}

/// Which form of the force acts in contact under the code's [`Rules`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Regime {
    /// Spring, dashpot and adhesion as they are.
    Free,
    /// [`Rules::clip_main`]: spring plus dashpot below 0, clipped to 0; the adhesion alone.
    Clipped,
    /// [`Rules::cap_viscous`]: the dashpot's pull replaced by the adhesion force.
    Capped,
}

/// A normal law with adhesion, after the first touch: the normal model's spring k δ^w and
/// dashpot λ δ^p δ̇ (linear: w = 1, p = 0, λ = c) with the [`Adhesion`] composed in.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AdhesiveLaw {
    /// Effective mass \[kg\].
    pub m: f64,
    /// The spring's stiffness k \[N/m^w\].
    pub k: f64,
    /// The spring's exponent w.
    pub w: f64,
    /// The dashpot's exponent p.
    pub p: f64,
    /// The dashpot's coefficient λ \[N·s/m^(p+1)\] (0: none).
    pub lambda: f64,
    /// The adhesion.
    pub adhesion: Adhesion,
    /// A DEM code's own separation overlap on the tail, instead of the law's (LAMMPS's
    /// `jkr` releases the contact where F = −F_c, at 3^(−2/3) δ_c); `None`: the law's.
    pub break_at: Option<f64>,
    /// A DEM code's own composition ([`Rules`]; default: the library's).
    pub rules: Rules,
    /// The largest |δ| the law describes \[m\]: the smaller radius of the bodies (r1 at a
    /// wall), where the overlapping caps of two spheres meet their centres (the contact laws
    /// assume δ well below it; LIGGGHTS's sjkr area π a_g² turns negative past twice it);
    /// `f64::INFINITY` where no radius is given. An impact that reaches it is out of the law's
    /// range ([`super::impact::simulate`]).
    pub reach: f64,
}

impl AdhesiveLaw {
    /// The overlap at which the contact ends \[m\]: the code's break where it has one, else
    /// the law's ([`Adhesion::separation`]).
    pub fn separation(&self) -> f64 {
        self.break_at.unwrap_or_else(|| self.adhesion.separation())
    }

    /// The work the tail takes between δ = 0 and [`AdhesiveLaw::separation`] \[J\].
    pub fn tail_work(&self) -> f64 {
        match self.break_at {
            Some(d) => self.adhesion.tail_work_to(d),
            None => self.adhesion.tail_work(),
        }
    }

    /// The energy the contact without a dashpot stores at the overlap δ > 0, ∫₀^δ F dδ′ \[J\],
    /// where it is known in closed form and the library composes the law (no code's
    /// [`Rules`], no break): JKR F_c δ_* (P(u) − P(1)) — the antiderivative of
    /// [`Adhesion::tail_work_to`], which holds on the whole stable branch — and DMT
    /// k δ^(w+1)/(w+1) − 2π w R* δ (its spring k δ^w and constant pull, Derjaguin, Muller &
    /// Toporov 1975); `None` for the other laws.
    pub fn stored_energy(&self, delta: f64) -> Option<f64> {
        if self.rules != Rules::default() || self.break_at.is_some() {
            return None;
        }
        match self.adhesion {
            Adhesion::Jkr(_) => Some(self.adhesion.tail_work_to(delta)),
            Adhesion::Dmt { w, r_star } => Some(
                self.k * pow_pos(delta, self.w + 1.0) / (self.w + 1.0)
                    - 2.0 * PI * w * r_star * delta,
            ),
            _ => None,
        }
    }

    /// Whether the impact at `v0` without a dashpot turns, and separates, within the law's
    /// reach ([`AdhesiveLaw::reach`]) — shown by energy, without integrating: the force of
    /// JKR and DMT rises with the overlap, so the stored energy falls from 0 and then rises,
    /// and the bodies turn where it first equals ½ m v0², before the reach exactly when it
    /// is above that there ([`AdhesiveLaw::stored_energy`]); the separation point lies
    /// within the reach. `false` where that is not known (the impact is then integrated).
    pub fn undamped_within_reach(&self, v0: f64) -> bool {
        if self.reach == f64::INFINITY {
            return true;
        }
        matches!(self.stored_energy(self.reach), Some(u) if u > 0.5 * self.m * v0 * v0)
            && -self.separation() < self.reach
    }

    /// The time scales of the contact at impact speed v0 \[s\]: the normal spring's
    /// (m v0²/k)^(1/(1+w))/v0 and the adhesion's √(m ℓ/F) ([`Adhesion::scale`]); and the
    /// adhesion's overlap scale ℓ \[m\].
    pub fn scales(&self, v0: f64) -> (f64, f64, f64) {
        let length = pow_pos(self.m * v0 * v0 / self.k, 1.0 / (1.0 + self.w));
        let t_spring = length / v0;
        let (f, l) = self.adhesion.scale(self.k, self.w, length);
        let t_adhesion = sqrt(self.m * l / f);
        (t_spring, t_adhesion, l)
    }

    /// The time scale of the tail \[s\]: √(m ℓ_t/F_t) with the tail's own force and length
    /// ([`Adhesion::tail_scale`]), `None` where the law has no tail. For linear-irreversible it
    /// is 1/ω_a = √(m/k_a): on the tail m δ̈ = f_a + k_a δ, so x = δ + f_a/k_a obeys
    /// ẍ = ω_a² x, and a body entering at speed v reaches the separation after
    /// atanh(V_s/v)/ω_a (V_s = f_a/√(k_a m)), which grows without bound as v falls to V_s
    /// — not the adhesion's scale in contact ([`Adhesion::scale`]), which the stiffer of the
    /// two springs sets.
    pub fn tail_time(&self) -> Option<f64> {
        let (f, l) = self.adhesion.tail_scale()?;
        Some(sqrt(self.m * l / f))
    }

    /// The energy scale of the adhesion F ℓ ([`Adhesion::scale`]) against the kinetic energy
    /// ½ m v0² at impact: how much faster than v0 the bodies move inside the adhesive well.
    pub fn well_ratio(&self, v0: f64) -> f64 {
        let length = pow_pos(self.m * v0 * v0 / self.k, 1.0 / (1.0 + self.w));
        let (f, l) = self.adhesion.scale(self.k, self.w, length);
        f * l / (0.5 * self.m * v0 * v0)
    }

    /// The dimensionless damping λ/√(m k) (α1 of Tsuji, 2α of the linear model): how much
    /// longer than its time scale an overdamped contact may creep.
    pub fn damping_ratio(&self) -> f64 {
        self.lambda / sqrt(self.m * self.k)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::rel;

    /// The stored energy of JKR and DMT against Simpson's rule on the force the integrator
    /// uses ([`crate::models::composed::Composed`]'s elastic force plus pull), 2000 panels
    /// from the touch, up to overlaps of 10⁻¹ to 10⁴ of δ_*; `None` under a code's rules.
    #[test]
    fn stored_energy_is_the_force_integrated() {
        let (e_star, r_star, w) = (2.7e9, 1e-5, 0.1);
        let k = 4.0 / 3.0 * e_star * sqrt(r_star);
        let jkr = super::Jkr::new(w, e_star, r_star);
        let law = |adhesion| AdhesiveLaw {
            m: 1e-11,
            k,
            w: 1.5,
            p: 0.25,
            lambda: 0.0,
            adhesion,
            break_at: None,
            rules: Rules::default(),
            reach: 1e-5,
        };
        let dmt = Adhesion::Dmt { w, r_star };
        let forces: [(AdhesiveLaw, &dyn Fn(f64) -> f64); 2] = [
            (law(Adhesion::Jkr(jkr)), &|d| jkr.force(d)),
            (law(dmt), &|d| k * pow_pos(d, 1.5) + dmt.in_contact(d).0),
        ];
        for (l, force) in forces {
            for x in [0.1, 1.0, 30.0, 1e4] {
                let delta = x * jkr.overlap_scale();
                let n = 2000;
                let h = delta / f64::from(n);
                let simpson: f64 = (0..=n)
                    .map(|i| {
                        let c = if i == 0 || i == n {
                            1.0
                        } else if i % 2 == 1 {
                            4.0
                        } else {
                            2.0
                        };
                        c * force(f64::from(i) * h)
                    })
                    .sum::<f64>()
                    * h
                    / 3.0;
                let got = l.stored_energy(delta).unwrap();
                assert!(rel(got, simpson) < 1e-7, "{x}: {got} vs {simpson}");
            }
            let coded = AdhesiveLaw { rules: Rules { clip_main: true, ..Rules::default() }, ..l };
            assert_eq!(coded.stored_energy(1e-9), None);
        }
    }

    /// The sjkr area against LIGGGHTS's formula as written (no cancellation left), its
    /// small-overlap limit 2π R* δ, and its derivative against a difference quotient.
    #[test]
    fn sjkr_area() {
        let (r1, r2) = (1e-3, 3e-4);
        for delta in [1e-9, 1e-6, 1e-4] {
            let d: f64 = r1 + r2 - delta;
            let liggghts =
                -(d - r1 - r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2) / (4.0 * d * d);
            let (a2, da2) = circle_squared(r1, r2, delta);
            assert!(rel(a2, liggghts) < 1e-9, "{delta}: {a2} vs {liggghts}");
            let h = 1e-6 * delta;
            let dq = (circle_squared(r1, r2, delta + h).0 - circle_squared(r1, r2, delta - h).0)
                / (2.0 * h);
            assert!(rel(da2, dq) < 1e-6, "{delta}: {da2} vs {dq}");
        }
        let r_star = r1 * r2 / (r1 + r2);
        assert!(rel(circle_squared(r1, r2, 1e-12).0, 2.0 * r_star * 1e-12) < 1e-8);
        let sj = Adhesion::Sjkr { k_c: 1e5, geometry: Geometry::Pair { r1, r2 } };
        let sj2 = Adhesion::Sjkr2 { k_c: 1e5, geometry: Geometry::Pair { r1, r2 } };
        // sjkr2 pulls with twice sjkr's area for a pair at small overlaps.
        assert!(rel(sj2.in_contact(1e-12).0, 2.0 * sj.in_contact(1e-12).0) < 1e-8);
        let wall = Adhesion::Sjkr2 { k_c: 1e5, geometry: Geometry::Wall { r1 } };
        assert!(rel(wall.in_contact(1e-6).0, -1e5 * 2.0 * PI * r1 * 1e-6) < 1e-15);
    }

    /// LAMMPS's break at the largest pull (F = −F_c, δ = 3^(−2/3) δ_c) keeps
    /// W_L = F_c δ_* (0.4 − 0.2 u_b), u_b³ = 3/4: 0.4939 of Thornton & Ning's W, so the
    /// undamped sticking velocity is 0.7028 of theirs; and the tail's work to δ_c is
    /// [`Jkr::tail_work`].
    #[test]
    fn tail_work_to_a_break() {
        let e_star = 5e9 / (2.0 * (1.0 - 0.09));
        let j = Jkr::new(0.1, e_star, 10e-6);
        let a = Adhesion::Jkr(j);
        let dc = j.separation();
        assert!(rel(a.tail_work_to(dc), j.tail_work()) < 1e-14);
        let ub = crate::math::cbrt(0.75);
        let wl = a.tail_work_to(dc / crate::math::cbrt(9.0));
        assert!(rel(wl, j.pull_off() * j.overlap_scale() * (0.4 - 0.2 * ub)) < 1e-12);
        assert!((sqrt(wl / j.tail_work()) - 0.7028).abs() < 1e-4);
        let li = Adhesion::LinearIrreversible { f_a: 2.0, k_a: 4.0 };
        assert!(rel(li.tail_work_to(li.separation()), li.tail_work()) < 1e-15);
    }
}
