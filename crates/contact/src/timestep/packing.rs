//! Regular packings of equal spheres (3D) or disks (2D): the neighbours PFC's estimate sums
//! over when the user gives a packing instead of a list of contacts (Itasca PFC manual,
//! Timestep Determination, eq. 11: the sum over the body's contacts).

use crate::math::sqrt;
use alloc::vec::Vec;
use core::f64::consts::PI;

/// Regular packings of equal spheres (3D) or disks (2D).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize), serde(rename_all = "kebab-case"))]
pub enum Packing {
    /// 6 neighbours along ±x, ±y, ±z.
    SimpleCubic,
    /// 8 neighbours along (±1, ±1, ±1)/√3.
    BodyCentredCubic,
    /// 12 neighbours along (±1, ±1, 0)/√2 and permutations.
    FaceCentredCubic,
    /// 2D: 4 neighbours along ±x, ±y.
    Square,
    /// 2D: 6 neighbours 60° apart.
    Hexagonal,
}

impl Packing {
    /// Every packing, for the page.
    pub const ALL: [Packing; 5] = [
        Packing::SimpleCubic,
        Packing::BodyCentredCubic,
        Packing::FaceCentredCubic,
        Packing::Square,
        Packing::Hexagonal,
    ];
    /// The scenario name.
    pub fn name(self) -> &'static str {
        match self {
            Packing::SimpleCubic => "simple-cubic",
            Packing::BodyCentredCubic => "body-centred-cubic",
            Packing::FaceCentredCubic => "face-centred-cubic",
            Packing::Square => "square",
            Packing::Hexagonal => "hexagonal",
        }
    }
    /// What it is called ("face-centred cubic").
    pub fn words(self) -> &'static str {
        match self {
            Packing::SimpleCubic => "simple cubic",
            Packing::BodyCentredCubic => "body-centred cubic",
            Packing::FaceCentredCubic => "face-centred cubic",
            Packing::Square => "square",
            Packing::Hexagonal => "hexagonal",
        }
    }
    /// Parses a scenario name.
    pub fn parse(s: &str) -> Option<Packing> {
        Packing::ALL.into_iter().find(|p| p.name() == s)
    }
    /// 2 or 3.
    pub fn dim(self) -> u8 {
        match self {
            Packing::Square | Packing::Hexagonal => 2,
            _ => 3,
        }
    }
    /// Unit normals from the body to its neighbours.
    pub fn normals(self) -> Vec<[f64; 3]> {
        let mut v = Vec::new();
        match self {
            Packing::SimpleCubic => {
                for i in 0..3 {
                    for s in [1.0, -1.0] {
                        let mut n = [0.0; 3];
                        n[i] = s;
                        v.push(n);
                    }
                }
            }
            Packing::BodyCentredCubic => {
                let a = 1.0 / sqrt(3.0);
                for sx in [1.0, -1.0] {
                    for sy in [1.0, -1.0] {
                        for sz in [1.0, -1.0] {
                            v.push([sx * a, sy * a, sz * a]);
                        }
                    }
                }
            }
            Packing::FaceCentredCubic => {
                let a = 1.0 / sqrt(2.0);
                for (i, j) in [(0, 1), (0, 2), (1, 2)] {
                    for si in [1.0, -1.0] {
                        for sj in [1.0, -1.0] {
                            let mut n = [0.0; 3];
                            n[i] = si * a;
                            n[j] = sj * a;
                            v.push(n);
                        }
                    }
                }
            }
            Packing::Square => {
                v.extend([[1.0, 0.0, 0.0], [-1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, -1.0, 0.0]])
            }
            Packing::Hexagonal => {
                for i in 0..6 {
                    let a = PI / 3.0 * i as f64;
                    v.push([crate::math::cos(a), crate::math::sin(a), 0.0]);
                }
            }
        }
        v
    }
}
