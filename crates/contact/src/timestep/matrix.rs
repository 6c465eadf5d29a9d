//! The contact stiffness matrix of one contact between a body and its neighbour, as the
//! Itasca PFC manual, *Timestep Determination* (Itasca PFC manual), writes it: 3D 12×12 (eq. 13–22),
//! 2D 6×6 (eq. 23–27). PFC's estimate sums its diagonal terms over a body's contacts
//! ([`super::dofs`]).
//!
//! The 3D matrix is assembled as K = Bᵀ K_c B + B_θᵀ K_θ B_θ, where B maps the generalized
//! displacements (u_a, θ_a, u_b, θ_b) to the relative displacement of the contact point,
//! (u_a + θ_a × R_a) − (u_b + θ_b × R_b), K_c = k_n n₃n₃ᵀ + k_s (n₁n₁ᵀ + n₂n₂ᵀ) and K_θ
//! likewise with k_nθ, k_sθ, B_θ = (0, I, 0, −I). Its terms are those of eq. (15)–(22)
//! (checked term by term in the tests); the 2D matrix is built separately from eq. (26)–(27).

use crate::math::sqrt;

/// One contact of the body: unit `normal` n₃ (from the body towards the contact), contact
/// `point` relative to the body's centre of mass R_a \[m\], normal and shear stiffness
/// `kn`, `ks` \[N/m\], rotational `kn_rot`, `ks_rot` \[N·m/rad\].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Contact {
    /// Contact normal n₃ (normalised on use).
    pub normal: [f64; 3],
    /// Contact point relative to the body's centre, R = x_c − x_a \[m\].
    pub point: [f64; 3],
    /// Normal stiffness k_n \[N/m\].
    pub kn: f64,
    /// Shear stiffness k_s \[N/m\].
    pub ks: f64,
    /// Rotational (twisting) stiffness k_nθ \[N·m/rad\].
    pub kn_rot: f64,
    /// Rotational (bending) stiffness k_sθ \[N·m/rad\].
    pub ks_rot: f64,
}

type M3 = [[f64; 3]; 3];

fn outer(a: [f64; 3], b: [f64; 3]) -> M3 {
    let mut m = [[0.0; 3]; 3];
    for i in 0..3 {
        for j in 0..3 {
            m[i][j] = a[i] * b[j];
        }
    }
    m
}

fn add(a: M3, b: M3, s: f64) -> M3 {
    let mut m = a;
    for i in 0..3 {
        for j in 0..3 {
            m[i][j] += s * b[i][j];
        }
    }
    m
}

/// \[R\]×, the matrix with \[R\]× v = R × v.
fn cross(r: [f64; 3]) -> M3 {
    [[0.0, -r[2], r[1]], [r[2], 0.0, -r[0]], [-r[1], r[0], 0.0]]
}

/// The unit vector along `v`, or `None` for a zero or non-finite `v`. Scaled by the largest
/// component first, so that [1e300, 0, 0] and [1e-300, 0, 0] are directions like any other.
pub(super) fn normalize(v: [f64; 3]) -> Option<[f64; 3]> {
    let s = v[0].abs().max(v[1].abs()).max(v[2].abs());
    if !(s > 0.0 && s.is_finite()) {
        return None;
    }
    let u = [v[0] / s, v[1] / s, v[2] / s];
    let n = sqrt(u[0] * u[0] + u[1] * u[1] + u[2] * u[2]);
    Some([u[0] / n, u[1] / n, u[2] / n])
}

/// An orthonormal triad (n₁, n₂, n₃) completing the normal n₃. The diagonal sums do not
/// depend on the choice of n₁, n₂ (n₁ᵢ² + n₂ᵢ² = 1 − n₃ᵢ²).
pub fn triad(n3: [f64; 3]) -> ([f64; 3], [f64; 3], [f64; 3]) {
    // Cross with the axis least aligned with n3.
    let a = if n3[0].abs() <= n3[1].abs() && n3[0].abs() <= n3[2].abs() {
        [1.0, 0.0, 0.0]
    } else if n3[1].abs() <= n3[2].abs() {
        [0.0, 1.0, 0.0]
    } else {
        [0.0, 0.0, 1.0]
    };
    let c = |u: [f64; 3], v: [f64; 3]| {
        [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]]
    };
    let n1 = normalize(c(a, n3)).unwrap_or([1.0, 0.0, 0.0]);
    let n2 = c(n3, n1);
    (n1, n2, n3)
}

/// The 3D contact stiffness matrix (PFC manual, Timestep Determination, eq. 13–22), dofs
/// (u, v, w, θx, θy, θz) of node a then node b; `r_b` is the contact point relative to
/// body b.
pub fn matrix_3d(c: &Contact, r_b: [f64; 3]) -> [[f64; 12]; 12] {
    let n3 = normalize(c.normal).unwrap_or([0.0, 0.0, 1.0]);
    let (n1, n2, n3) = triad(n3);
    let shear = add(outer(n1, n1), outer(n2, n2), 1.0);
    let kc = add(add([[0.0; 3]; 3], shear, c.ks), outer(n3, n3), c.kn);
    let kt = add(add([[0.0; 3]; 3], shear, c.ks_rot), outer(n3, n3), c.kn_rot);
    // B (3×12): relative contact displacement (u_a − [R_a]× θ_a) − (u_b − [R_b]× θ_b).
    let ra = cross(c.point);
    let rb = cross(r_b);
    let mut b = [[0.0; 12]; 3];
    let mut bt = [[0.0; 12]; 3];
    for i in 0..3 {
        b[i][i] = 1.0;
        b[i][6 + i] = -1.0;
        for j in 0..3 {
            b[i][3 + j] = -ra[i][j];
            b[i][9 + j] = rb[i][j];
        }
        bt[i][3 + i] = 1.0;
        bt[i][9 + i] = -1.0;
    }
    let mut k = [[0.0; 12]; 12];
    for p in 0..12 {
        for q in 0..12 {
            let mut s = 0.0;
            for i in 0..3 {
                for j in 0..3 {
                    s += b[i][p] * kc[i][j] * b[j][q] + bt[i][p] * kt[i][j] * bt[j][q];
                }
            }
            k[p][q] = s;
        }
    }
    k
}

/// The 2D contact stiffness matrix of the PFC manual's eq. (23)–(27), dofs (u, v, θz) of
/// node a then node b, with n₃ = (n_x3, n_y3), n₁ = (−n_y3, n_x3) (eq. 24). Terms as
/// printed, except k₆,₁ = −R_xb k₂,₁ + R_yb k₁,₁: the printed "+R_xb" contradicts the 3D
/// term k₁₂,₁ of eq. (15) that it restricts (and the symmetric k₆,₂ of eq. 26).
pub fn matrix_2d(c: &Contact, r_b: [f64; 2]) -> [[f64; 6]; 6] {
    let n = normalize([c.normal[0], c.normal[1], 0.0]).unwrap_or([1.0, 0.0, 0.0]);
    let (nx3, ny3) = (n[0], n[1]);
    let (nx1, ny1) = (-ny3, nx3);
    let (kn, ks, kst) = (c.kn, c.ks, c.ks_rot);
    let (rxa, rya) = (c.point[0], c.point[1]);
    let (rxb, ryb) = (r_b[0], r_b[1]);
    let mut k = [[0.0; 6]; 6];
    // eq. (26): first two columns.
    k[0][0] = ks * nx1 * nx1 + kn * nx3 * nx3;
    k[1][0] = ks * ny1 * nx1 + kn * ny3 * nx3;
    k[2][0] = rxa * k[1][0] - rya * k[0][0];
    k[3][0] = -k[0][0];
    k[4][0] = -k[1][0];
    k[5][0] = -rxb * k[1][0] + ryb * k[0][0];
    k[1][1] = ks * ny1 * ny1 + kn * ny3 * ny3;
    k[0][1] = k[1][0];
    k[2][1] = rxa * k[1][1] - rya * k[0][1];
    k[3][1] = -k[0][1];
    k[4][1] = -k[1][1];
    k[5][1] = -rxb * k[1][1] + ryb * k[0][1];
    // eq. (27): the last four columns (with the symmetric entries above the diagonal).
    for r in 0..6 {
        for col in 0..2 {
            k[col][r] = k[r][col];
        }
    }
    k[2][2] = kst + (rxa * k[1][2] - rya * k[0][2]);
    k[3][2] = -k[0][2];
    k[4][2] = -k[1][2];
    k[5][2] = -kst + (-rxb * k[1][2] + ryb * k[0][2]);
    for r in 3..6 {
        k[2][r] = k[r][2];
    }
    k[3][3] = k[0][0];
    k[4][3] = k[1][0];
    k[5][3] = -rxb * k[1][3] + ryb * k[0][3];
    k[3][4] = k[4][3];
    k[4][4] = k[1][1];
    k[5][4] = -rxb * k[1][4] + ryb * k[0][4];
    k[3][5] = k[5][3];
    k[4][5] = k[5][4];
    k[5][5] = kst + (-rxb * k[1][5] + ryb * k[0][5]);
    k
}

#[cfg(test)]
mod tests {
    use super::*;

    const TOL: f64 = 1e-12;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() <= TOL * a.abs().max(b.abs()).max(1e-300)
    }

    fn contact(n: [f64; 3], p: [f64; 3]) -> Contact {
        Contact { normal: n, point: p, kn: 3e6, ks: 1e6, kn_rot: 50.0, ks_rot: 20.0 }
    }

    /// Symmetric, and no force for a rigid translation of both bodies (3D and 2D).
    #[test]
    fn symmetric_and_translation_free() {
        let c = contact([0.3, -0.5, 0.81], [0.012, -0.02, 0.0324]);
        let k = matrix_3d(&c, [-0.01, 0.017, -0.027]);
        for i in 0..12 {
            for j in 0..12 {
                assert!((k[i][j] - k[j][i]).abs() <= 1e-9 * k[i][i].abs().max(1.0), "({i},{j})");
            }
        }
        for axis in 0..3 {
            let mut d = [0.0; 12];
            d[axis] = 1.0;
            d[6 + axis] = 1.0;
            for i in 0..12 {
                let f: f64 = (0..12).map(|j| k[i][j] * d[j]).sum();
                assert!(f.abs() <= 1e-9 * 3e6, "row {i} axis {axis}: {f}");
            }
        }
        let c2 = contact([0.6, 0.8, 0.0], [0.006, 0.008, 0.0]);
        let k2 = matrix_2d(&c2, [-0.003, -0.004]);
        for i in 0..6 {
            for j in 0..6 {
                assert!((k2[i][j] - k2[j][i]).abs() <= 1e-9 * 3e6, "2D ({i},{j})");
            }
            let f: f64 = k2[i][0] + k2[i][3];
            assert!(f.abs() <= 1e-9 * 3e6, "2D row {i}");
        }
    }

    /// The PFC manual's eq. (15)–(22), term by term, against the assembled matrix.
    #[test]
    fn terms_of_eq15_to_22() {
        let c = contact([0.3, -0.5, 0.81], [0.012, -0.02, 0.0324]);
        let rb = [-0.01, 0.017, -0.027];
        let k = matrix_3d(&c, rb);
        let (n1, n2, n3) = triad(normalize(c.normal).unwrap());
        let t = |i: usize, j: usize, a: f64, b: f64| {
            a * (n1[i] * n1[j] + n2[i] * n2[j]) + b * n3[i] * n3[j]
        };
        let (ra, kk) = (c.point, |i: usize, j: usize| k[i - 1][j - 1]);
        // eq. (15)
        assert!(close(kk(1, 1), t(0, 0, c.ks, c.kn)));
        assert!(close(kk(2, 1), t(1, 0, c.ks, c.kn)));
        assert!(close(kk(3, 1), t(2, 0, c.ks, c.kn)));
        assert!(close(kk(7, 1), -kk(1, 1)));
        assert!(close(kk(4, 1), ra[1] * kk(3, 1) - ra[2] * kk(2, 1)));
        assert!(close(kk(5, 1), ra[2] * kk(1, 1) - ra[0] * kk(3, 1)));
        assert!(close(kk(6, 1), ra[0] * kk(2, 1) - ra[1] * kk(1, 1)));
        assert!(close(kk(10, 1), -rb[1] * kk(3, 1) + rb[2] * kk(2, 1)));
        assert!(close(kk(11, 1), -rb[2] * kk(1, 1) + rb[0] * kk(3, 1)));
        assert!(close(kk(12, 1), -rb[0] * kk(2, 1) + rb[1] * kk(1, 1)));
        // eq. (18)–(20): rotational diagonal and cross terms.
        assert!(close(
            kk(4, 4),
            t(0, 0, c.ks_rot, c.kn_rot) + (ra[1] * kk(3, 4) - ra[2] * kk(2, 4))
        ));
        assert!(close(
            kk(5, 4),
            t(1, 0, c.ks_rot, c.kn_rot) + (ra[2] * kk(1, 4) - ra[0] * kk(3, 4))
        ));
        assert!(close(
            kk(6, 6),
            t(2, 2, c.ks_rot, c.kn_rot) + (ra[0] * kk(2, 6) - ra[1] * kk(1, 6))
        ));
        assert!(close(
            kk(10, 4),
            -t(0, 0, c.ks_rot, c.kn_rot) + (-rb[1] * kk(3, 4) + rb[2] * kk(2, 4))
        ));
        // eq. (21)–(22)
        assert!(close(kk(7, 7), kk(1, 1)));
        assert!(close(kk(9, 8), kk(3, 2)));
        assert!(close(
            kk(12, 10),
            t(2, 0, c.ks_rot, c.kn_rot) + (-rb[0] * kk(2, 10) + rb[1] * kk(1, 10))
        ));
        assert!(close(
            kk(12, 12),
            t(2, 2, c.ks_rot, c.kn_rot) + (-rb[0] * kk(2, 12) + rb[1] * kk(1, 12))
        ));
    }

    /// The 2D matrix (eq. 26–27, with the corrected k₆,₁) is the 3D one restricted to the
    /// plane: rows and columns (u, v, θz) of each node.
    #[test]
    fn two_d_is_three_d_restricted() {
        for (n, p, rb) in [
            ([0.6, 0.8, 0.0], [0.006, 0.008, 0.0], [-0.003, -0.004]),
            ([-1.0, 0.0, 0.0], [-0.01, 0.0, 0.0], [0.02, 0.0]),
            ([0.28, -0.96, 0.0], [0.0028, -0.0096, 0.0], [-0.0056, 0.0192]),
        ] {
            let c = contact(n, p);
            let k3 = matrix_3d(&c, [rb[0], rb[1], 0.0]);
            let k2 = matrix_2d(&c, rb);
            let map = [0, 1, 5, 6, 7, 11];
            for i in 0..6 {
                for j in 0..6 {
                    // In 2D the twisting stiffness about the in-plane normal plays no role,
                    // and θz sees k_sθ only (n₂ = ẑ).
                    let want = k3[map[i]][map[j]];
                    assert!(
                        (k2[i][j] - want).abs() <= 1e-9 * 3e6,
                        "({i},{j}): {} vs {want}",
                        k2[i][j]
                    );
                }
            }
        }
    }
}
