#!/usr/bin/env python3
"""Independent references for the rolling test (`dem-contact rolling`) and the timestep's
`rolling` criterion (not run by the test suite).

Shares no code with the Rust library: every number is written here from the definitions, in
mpmath at 40 digits.

The test (Ai, Chen, Rotter & Ooi 2011, Powder Technol. 206:269): a solid sphere of radius r1,
mass m (or 4/3 pi r1^3 rho1), rolls without slipping on a flat wall under gravity g; rolling
about its contact point, I_r theta'' = M with I_r = 2/5 m r1^2 + m r1^2, the centre's travel
x = r1 theta, F_n = m g, R_r = r1, M_max = mu_r R_r F_n, static angle atan(mu_r) in degrees.

  constant (type A)  M = -M_max: distance 0.7 v0^2/(mu_r g), time 1.4 v0/(mu_r g).
  epsd (type C)      spring k_r = 2.25 k_n mu_r^2 R_r^2, |M_k| <= M_max, dashpot
                     C_r = 2 eta_r sqrt(I_r k_r) only below the cap; period 2 pi sqrt(I_r/k_r).
                     k_n: given, or the Hertz secant F_n/delta_s, delta_s = (F_n/k)^(2/3),
                     k = 4/3 E* sqrt(r1), 1/E* = (1-nu1^2)/E1 + (1-nu2^2)/E2 (rigid wall: no E2).
    eta_r = 0: the contract's closed form (theta1 = M_max/k_r; spring then limit:
               theta = theta1 + (I_r w0^2/2 - k_r theta1^2/2)/M_max, t = asin(theta1 wn/w0)/wn
               + I_r w1/M_max; spring alone: theta = w0/wn, t = pi/(2 wn)).
    eta_r > 0: integrated, by TWO integrators written here, in physical variables
               y = (theta, omega):
      (a) classical RK4 with fixed steps h = T/N (T = pi/(2 wn) or the phase's own scale);
      (b) the 2-stage Gauss-Legendre collocation method (order 4, symplectic, implicit): for
          the linear system y' = A y + b its step is exact algebra, y_{n+1} solved from
          (I - hA/2 + h^2 A^2/12) y_{n+1} = (I + hA/2 + h^2 A^2/12) y_n + (affine part),
          written below through the stage equations solved as a 4x4 linear system.
      Phase 1 (spring below the cap, dashpot on) ends at the first event: omega = 0 (the
      ball stops) or k_r theta = M_max (the cap); phase 2 (M = -M_max, dashpot off) ends at
      omega = 0. An event inside a step is located by root finding (mpmath findroot,
      anderson/bisection) on the length of one fresh step of the same method from the
      step's start. Each integrator is run with N, 2N, 4N, ... steps until two successive
      results agree to 1e-16 relative; the two integrators must then agree to 1e-13, and
      both agree with the exact solution of the damped oscillator (matrix exponential,
      mpmath expm) to 1e-13 (asserted; the largest differences are printed to stderr and
      quoted in "about"). The RK4 values are written.

Timestep (`dem-contact timestep` with rolling "epsd"): the criterion
(2/w_r)(sqrt(1+eta_r^2) - eta_r), w_r = sqrt(k_r/I_r), k_r = 2.25 k_n mu_r^2 R_r^2, with the
contact's k_n as the contact-stability criterion takes it (linear: k; Hertz: the tangent
2 E* sqrt(R* xi_max) at xi_max = (15 m* v^2/(16 E* sqrt(R*)))^(2/5)), R_r = R*, I_r =
[1/(1.4 m1 r1^2) + 1/(1.4 m2 r2^2)]^-1 (wall: 1.4 m1 r1^2).

The codes' rolling springs in the timestep (`rolling` a code's setting), each k_r formed here
as the code's source forms it: LIGGGHTS epsd2 k_t L^2 (rolling_model_epsd2.h:107, 193; PFC
rrlinear after the documentation), LAMMPS sds k_roll L^2 and MercuryDPM rollingStiffness on
L = 2R* (pseudo-forces, dashpot gamma L^2 as the ratio gamma L^2/(2 sqrt(I_r k_r))), Yade
krot typed, epsd3 c k_n mu_r^2 L^2; k_n and Mindlin's k_t = 8 G* sqrt(R* xi_max) at the Hertz
maximum overlap at 1 m/s (equal beads, or a bead on a rigid flat: 1/E* = (1-nu^2)/E,
1/G* = (2-nu)/G). Where a code demands a stiffness and none is given, the suggested one:
k_r = k_t R*^2 (epsd2's). And the rolling test's k_r = k_t r^2 with Mindlin's k_t at the
Hertz static overlap, for epsd2 and the suggestions of LAMMPS, MercuryDPM and Yade.

Run: python3 tests/golden/generate_rolling.py > tests/golden/rolling.json
"""
import json
import sys

from mpmath import mp, mpf, sqrt, pi, asin, atan, degrees, matrix, expm, lu_solve, findroot

mp.dps = 40
G_DEFAULT = mpf("9.81")


def num(x):
    return None if x is None else float(x)


# ---- the setup ----------------------------------------------------------------------------

def setup(sc):
    r1 = mpf(sc["r1"])
    m = mpf(sc["m1"]) if "m1" in sc else mpf(4) / 3 * pi * r1**3 * mpf(sc["rho1"])
    g = mpf(sc.get("g", G_DEFAULT))
    mu = mpf(sc["mu_r"])
    eta = mpf(sc.get("eta_r", 0))
    fn = m * g
    ir = mpf(2) / 5 * m * r1**2 + m * r1**2
    return dict(r1=r1, m=m, g=g, mu=mu, eta=eta, fn=fn, ir=ir, mmax=mu * r1 * fn,
                v0=mpf(sc["v0"]) if "v0" in sc else None)


def normal_stiffness(sc, s):
    if "kn" in sc:
        return mpf(sc["kn"]), None
    inv = (1 - mpf(sc["nu1"])**2) / mpf(sc["E1"])
    if "E2" in sc:
        inv += (1 - mpf(sc["nu2"])**2) / mpf(sc["E2"])
    k = mpf(4) / 3 / inv * sqrt(s["r1"])
    delta = (s["fn"] / k) ** (mpf(2) / 3)
    return s["fn"] / delta, delta


# ---- the integrators ----------------------------------------------------------------------

def rk4_step(f, y, h):
    k1 = f(y)
    k2 = f([y[i] + h / 2 * k1[i] for i in range(2)])
    k3 = f([y[i] + h / 2 * k2[i] for i in range(2)])
    k4 = f([y[i] + h * k3[i] for i in range(2)])
    return [y[i] + h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]) for i in range(2)]


# Gauss-Legendre 2-stage: c = 1/2 -+ sqrt(3)/6, A = [[1/4, 1/4 - sqrt3/6], [1/4 + sqrt3/6, 1/4]],
# b = [1/2, 1/2]. For y' = L y + c0 the stages K_i = L (y + h sum_j a_ij K_j) + c0 are linear.
S3 = sqrt(3)
GL_A = [[mpf(1) / 4, mpf(1) / 4 - S3 / 6], [mpf(1) / 4 + S3 / 6, mpf(1) / 4]]


def gl_step(lin, y, h):
    L, c0 = lin
    # Unknowns K = (K1_theta, K1_omega, K2_theta, K2_omega).
    M = matrix(4, 4)
    rhs = matrix(4, 1)
    for i in range(2):
        for r in range(2):
            row = 2 * i + r
            M[row, row] += 1
            for j in range(2):
                for c in range(2):
                    M[row, 2 * j + c] -= h * GL_A[i][j] * L[r][c]
            rhs[row] = L[r][0] * y[0] + L[r][1] * y[1] + c0[r]
    K = lu_solve(M, rhs)
    return [y[r] + h / 2 * (K[r] + K[2 + r]) for r in range(2)]


def run(step, y0, h, event, t_max):
    """Fixed steps of length h from y0 until event(y) changes sign from + to <= 0; the
    crossing located on a fresh step from the last point. Returns (t, y)."""
    t, y = mpf(0), y0
    g0 = event(y)
    assert g0 > 0
    while t < t_max:
        y1 = step(y, h)
        if event(y1) <= 0:
            tau = findroot(lambda s: event(step(y, s)), (mpf(0), h), solver="anderson",
                           tol=mpf(10) ** -36)
            return t + tau, step(y, tau)
        t, y = t + h, y1
    raise RuntimeError("no event")


def epsd_damped(s, kr, cr, integrator, n):
    """(theta, t) at the first omega = 0, phases 1 and 2, with n steps per natural scale."""
    ir, mmax = s["ir"], s["mmax"]
    wn = sqrt(kr / ir)
    w0 = s["v0"] / s["r1"]
    L1 = ([[0, 1], [-kr / ir, -cr / ir]], [0, 0])
    f1 = lambda y: [y[1], (-kr * y[0] - cr * y[1]) / ir]
    step1 = (lambda y, h: rk4_step(f1, y, h)) if integrator == "rk4" else \
        (lambda y, h: gl_step(L1, y, h))
    # Phase 1: events omega = 0 and k_r theta = M_max (whichever first).
    ev = lambda y: min(y[1] / w0, (mmax - kr * y[0]) / mmax)
    h1 = (pi / 2 / wn) / n
    t1, y1 = run(step1, [mpf(0), w0], h1, ev, 20 * pi / wn)
    if abs(y1[1] / w0) <= abs((mmax - kr * y1[0]) / mmax):
        return y1[0], t1, "spring"
    # Phase 2: constant torque -M_max, dashpot off, until omega = 0.
    w1 = y1[1]
    L2 = ([[0, 1], [0, 0]], [0, -mmax / ir])
    f2 = lambda y: [y[1], -mmax / ir]
    step2 = (lambda y, h: rk4_step(f2, y, h)) if integrator == "rk4" else \
        (lambda y, h: gl_step(L2, y, h))
    h2 = (ir * w1 / mmax) / n
    t2, y2 = run(step2, [y1[0], w1], h2, lambda y: y[1] / w1, 4 * ir * w1 / mmax)
    return y2[0], t1 + t2, "spring-then-limit"


def converged(s, kr, cr, integrator):
    n, prev = 256, None
    while True:
        cur = epsd_damped(s, kr, cr, integrator, n)
        if prev is not None:
            d = max(abs(cur[0] / prev[0] - 1), abs(cur[1] / prev[1] - 1))
            if d < mpf(10) ** -16:
                return cur, n
        prev, n = cur, 2 * n
        if n > 1 << 16:
            raise RuntimeError("no convergence")


def epsd_exact(s, kr, cr):
    """The damped oscillator's exact flow (matrix exponential) with its events by findroot."""
    ir, mmax = s["ir"], s["mmax"]
    w0 = s["v0"] / s["r1"]
    A = matrix([[0, 1], [-kr / ir, -cr / ir]])
    y = lambda t: expm(A * t) * matrix([0, w0])
    wn = sqrt(kr / ir)
    # Bracket the first event on a fine grid, then findroot.
    t, h = mpf(0), (pi / 2 / wn) / 400
    ev = lambda t: min(y(t)[1] / w0, (mmax - kr * y(t)[0]) / mmax)
    while ev(t + h) > 0:
        t += h
    te = findroot(ev, (t, t + h), solver="anderson", tol=mpf(10) ** -36)
    ye = y(te)
    if (mmax - kr * ye[0]) / mmax > mpf(10) ** -20:
        return ye[0], te
    w1 = ye[1]
    return ye[0] + ir * w1**2 / (2 * mmax), te + ir * w1 / mmax


# ---- one case -----------------------------------------------------------------------------

STATS = {"rk4_vs_gl": mpf(0), "rk4_vs_exact": mpf(0)}


def rolling_case(name, sc):
    s = setup(sc)
    law = sc["rolling"]
    out = {
        "rolling.lever_arm": s["r1"], "rolling.normal_force": s["fn"],
        "rolling.torque_limit": s["mmax"], "rolling.inertia": s["ir"],
        "rolling.static_angle": degrees(atan(s["mu"])),
        "rolling.kn": None, "rolling.stiffness": None, "rolling.damping": None,
        "rolling.period": None,
    }
    v0 = s["v0"]
    dist = time = None
    integrated = False
    if law == "constant":
        if v0 == 0:
            dist = time = mpf(0)
            out["stopped"] = "at-rest"
        elif s["mu"] > 0:
            dist, time = mpf("0.7") * v0**2 / (s["mu"] * s["g"]), mpf("1.4") * v0 / (s["mu"] * s["g"])
            out["stopped"] = "constant-torque"
        else:
            out["stopped"] = None
    else:
        kn, delta = normal_stiffness(sc, s)
        kr = mpf("2.25") * kn * s["mu"]**2 * s["r1"]**2
        cr = 2 * s["eta"] * sqrt(s["ir"] * kr)
        out.update({"rolling.kn": kn, "rolling.stiffness": kr, "rolling.damping": cr,
                    "rolling.period": 2 * pi * sqrt(s["ir"] / kr) if kr > 0 else None})
        if delta is not None:
            out["static_overlap"] = delta
        if v0 == 0:
            dist = time = mpf(0)
            out["stopped"] = "at-rest"
        elif kr > 0 and s["eta"] == 0:
            theta, time, out["stopped"] = epsd_undamped(s, kr, v0)
            dist = s["r1"] * theta
        elif kr > 0:
            (theta, time, how), n_rk = converged(s, kr, cr, "rk4")
            (theta_gl, time_gl, how_gl), n_gl = converged(s, kr, cr, "gl")
            theta_x, time_x = epsd_exact(s, kr, cr)
            assert how == how_gl
            d_gl = max(abs(theta_gl / theta - 1), abs(time_gl / time - 1))
            d_x = max(abs(theta_x / theta - 1), abs(time_x / time - 1))
            assert d_gl < 1e-13 and d_x < 1e-13, (name, d_gl, d_x)
            STATS["rk4_vs_gl"] = max(STATS["rk4_vs_gl"], d_gl)
            STATS["rk4_vs_exact"] = max(STATS["rk4_vs_exact"], d_x)
            print(f"{name}: {how}, RK4 N={n_rk}, GL N={n_gl}, RK4-GL {float(d_gl):.1e}, "
                  f"RK4-exact {float(d_x):.1e}", file=sys.stderr)
            out["stopped"] = how
            dist = s["r1"] * theta
            integrated = True
    out["rolling.stopping_distance"] = dist
    out["rolling.stopping_time"] = time
    case = {"name": name, "command": "rolling", "scenario": sc,
            "expected": {k: (v if isinstance(v, str) else num(v)) for k, v in out.items()}}
    if integrated:
        case["rel"] = 1e-9
    return case


def epsd_undamped(s, kr, v0):
    ir, mmax = s["ir"], s["mmax"]
    w0 = v0 / s["r1"]
    wn = sqrt(kr / ir)
    th1 = mmax / kr
    if ir * w0**2 / 2 <= kr * th1**2 / 2:
        return w0 / wn, pi / 2 / wn, "spring"
    theta = th1 + (ir * w0**2 / 2 - kr * th1**2 / 2) / mmax
    w1 = sqrt(w0**2 - wn**2 * th1**2)
    return theta, asin(th1 * wn / w0) / wn + ir * w1 / mmax, "spring-then-limit"


# ---- the timestep's criterion -------------------------------------------------------------

def timestep_case(name, sc, bodies, kn):
    """bodies: [(m1, r1), (m2, r2) or None]."""
    (m1, r1), second = bodies
    mu, eta = mpf(sc["mu_r"]), mpf(sc.get("eta_r", 0))
    if second is None:
        rr, ir = r1, mpf("1.4") * m1 * r1**2
    else:
        m2, r2 = second
        rr = r1 * r2 / (r1 + r2)
        a, b = mpf("1.4") * m1 * r1**2, mpf("1.4") * m2 * r2**2
        ir = 1 / (1 / a + 1 / b)
    kr = mpf("2.25") * kn * mu**2 * rr**2
    wr = sqrt(kr / ir)
    dt = 2 / wr * (sqrt(1 + eta**2) - eta)
    return {"name": name, "command": "timestep", "scenario": sc,
            "expected": {"criteria.rolling": num(dt)}}


def code_timestep_case(name, sc, bodies, kr, lever, eta=0, gamma=0):
    """A code's rolling spring: k_r [N m/rad] formed by the caller as the code forms it,
    its dashpot a ratio eta, or a pseudo-force gamma [N s/m] on the lever (C_r = gamma L^2,
    eta = C_r/(2 sqrt(I_r k_r)))."""
    (m1, r1), second = bodies
    a = mpf("1.4") * m1 * r1**2
    ir = a if second is None else 1 / (1 / a + 1 / (mpf("1.4") * second[0] * second[1]**2))
    eta = mpf(eta) + mpf(gamma) * lever**2 / (2 * sqrt(ir * kr))
    wr = sqrt(kr / ir)
    dt = 2 / wr * (sqrt(1 + eta**2) - eta)
    return {"name": name, "command": "timestep", "scenario": sc,
            "expected": {"criteria.rolling": num(dt)}}


def hertz_mindlin(E, nu, r, mass, v, wall):
    """The Hertz tangent k_n = 2E* sqrt(R* xi_max) and Mindlin's k_s = 8G* sqrt(R* xi_max) at
    the elastic maximum overlap xi_max = (15 m* v^2/(16 E* sqrt(R*)))^(2/5), equal spheres of
    one material or one on a rigid flat (1/E* = (1 - nu^2)/E, 1/G* = (2 - nu)/G per body)."""
    G = E / (2 * (1 + nu))
    n = 1 if wall else 2
    es, gs = E / (n * (1 - nu**2)), G / (n * (2 - nu))
    rs, ms = (r, mass) if wall else (r / 2, mass / 2)
    xi = (15 * ms * v**2 / (16 * es * sqrt(rs))) ** (mpf(2) / 5)
    return 2 * es * sqrt(rs * xi), 8 * gs * sqrt(rs * xi)


def code_cases():
    """The codes' rolling springs in the timestep (a glass bead r = 1 mm on a rigid flat and
    two such beads, Hertz at 1 m/s; a sphere on a wall with linear k and k_s given)."""
    out = []
    r, rho, E, nu, v = mpf("0.001"), mpf(2500), mpf("63e9"), mpf("0.2"), mpf(1)
    m = mpf(4) / 3 * pi * r**3 * rho
    bead = {"model": "hertz", "r1": 0.001, "rho1": 2500, "E1": 63e9, "nu1": 0.2, "v0": 1}
    kn_w, ks_w = hertz_mindlin(E, nu, r, m, v, True)
    wall = [(m, r), None]
    # LIGGGHTS epsd2 (rolling_model_epsd2.h:107, 193): k_r = k_t R*^2, R* = r on a wall.
    for law in ("liggghts-epsd2", "epsd2", "pfc-rrlinear"):
        out.append(code_timestep_case(f"timestep: {law}, glass bead on a rigid flat, k_r = k_t r^2 (Mindlin)",
                                      {**bead, "rolling": law, "mu_r": 0.1}, wall, ks_w * r**2, r))
    # A suggested stiffness where the code demands one: k_r = k_t R*^2 on each code's lever.
    for law, key in (("lammps-sds", "kr"), ("mercurydpm", "kr"), ("yade-hertz-mindlin", "krot")):
        out.append(code_timestep_case(f"timestep: {law} without {key}: the suggested k_r = k_t r^2",
                                      {**bead, "rolling": law, "mu_r": 0.1}, wall, ks_w * r**2, r))
    # Typed pseudo-force springs and dashpots: LAMMPS on R* (a wall: r), MercuryDPM on 2R*.
    k, g = mpf("2e5"), mpf("0.02")
    out.append(code_timestep_case("timestep: lammps-sds k_roll = 2e5 N/m, gamma_roll = 0.02 N s/m on a flat",
                                  {**bead, "rolling": "lammps-sds", "mu_r": 0.1, "kr": 2e5, "gamma_r": 0.02},
                                  wall, k * r**2, r, gamma=g))
    out.append(code_timestep_case("timestep: mercurydpm rollingStiffness = 2e5 N/m, rollingDissipation = 0.02 on a flat (lever 2r)",
                                  {**bead, "rolling": "mercurydpm", "mu_r": 0.1, "kr": 2e5, "gamma_r": 0.02},
                                  wall, k * (2 * r)**2, 2 * r, gamma=g))
    out.append(code_timestep_case("timestep: yade-hertz-mindlin krot = 0.5 N m/rad",
                                  {**bead, "rolling": "yade-hertz-mindlin", "mu_r": 0.1, "krot": 0.5},
                                  wall, mpf("0.5"), r))
    # epsd3: c k_n mu_r^2 R*^2 with c typed, or the suggested 2.25; EDEM type C as Ai's.
    for law, c, eta in (("liggghts-epsd3", mpf("1.5"), 0.3), ("liggghts-epsd3", None, 0), ("edem-type-c", None, 0.2)):
        sc = {**bead, "rolling": law, "mu_r": 0.8, "eta_r": eta}
        if c is not None:
            sc["kr_factor"] = float(c)
        cc = mpf("2.25") if c is None else c
        out.append(code_timestep_case(f"timestep: {law} c = {cc}, mu_r = 0.8, eta_r = {eta}",
                                      sc, wall, cc * kn_w * mpf("0.8")**2 * r**2, r, eta=eta))
    # Two equal beads (shorthand r, rho, E, nu, v_max): R* = r/2, I_r = 0.7 m r^2.
    kn_p, ks_p = hertz_mindlin(E, nu, r, m, v, False)
    pair = [(m, r), (m, r)]
    short = {"r": 0.001, "rho": 2500, "E": 63e9, "nu": 0.2, "v_max": 1}
    out.append(code_timestep_case("timestep: liggghts-epsd2 between two equal beads, k_t (r/2)^2",
                                  {**short, "rolling": "liggghts-epsd2", "mu_r": 0.1}, pair, ks_p * (r / 2)**2, r / 2))
    out.append(code_timestep_case("timestep: mercurydpm between two equal beads, k (2R*)^2 = k r^2",
                                  {**short, "rolling": "mercurydpm", "mu_r": 0.1, "kr": 2e5, "gamma_r": 0.02},
                                  pair, k * r**2, r, gamma=g))
    out.append(code_timestep_case("timestep: mercurydpm between two equal beads without kr: suggested k_t/4, k_r = k_t (r/2)^2",
                                  {**short, "rolling": "mercurydpm", "mu_r": 0.1}, pair, ks_p * (r / 2)**2, r))
    # The rolling test takes the suggested stiffness where a code demands one and none is
    # given: k_r = k_t R*^2 (LIGGGHTS epsd2's) with Mindlin's k_t = 8 G* sqrt(r delta_s) at the
    # Hertz static overlap of the bead resting on a rigid flat.
    rest = {"r1": 0.001, "rho1": 2500, "E1": 63e9, "nu1": 0.2, "mu_r": 0.1, "v0": 0.01}
    st = setup(rest)
    _, delta = normal_stiffness(rest, st)
    kt = 8 * (E / (2 * (1 + nu)) / (2 - nu)) * sqrt(r * delta)
    for law in ("liggghts-epsd2", "lammps-sds", "mercurydpm", "yade-hertz-mindlin"):
        out.append({"name": f"rolling: {law} on a rigid flat, k_r = k_t r^2 (Mindlin at the static overlap; suggested where the code demands a stiffness)",
                    "command": "rolling", "scenario": {**rest, "code": law},
                    "expected": {"rolling.stiffness": num(kt * r**2)}})
    # A linear contact with k_s given: epsd2's k_r = k_s r^2.
    out.append(code_timestep_case("timestep: liggghts-epsd2, sphere on a wall, linear k = 1e5, ks = 4e4",
                                  {"model": "linear", "m1": 0.01, "r1": 0.005, "k": 1e5, "ks": 4e4,
                                   "rolling": "liggghts-epsd2", "mu_r": 0.2},
                                  [(mpf("0.01"), mpf("0.005")), None], mpf(4e4) * mpf("0.005")**2, mpf("0.005")))
    return out


def hertz_tangent(es, rs, mstar, v):
    xi = (15 * mstar * v**2 / (16 * es * sqrt(rs))) ** (mpf(2) / 5)
    return 2 * es * sqrt(rs * xi)


def main():
    cases = []
    glass = {"r1": 0.002, "rho1": 2500}
    cases.append(rolling_case("A: glass bead r = 2 mm on a flat, constant torque, mu_r = 0.1, v0 = 0.3 m/s",
                              {**glass, "rolling": "constant", "mu_r": 0.1, "v0": 0.3}))
    cases.append(rolling_case("A: steel ball m = 4.1 g, r = 5 mm, constant torque, mu_r = 0.02, v0 = 1 m/s, g = 9.8",
                              {"r1": 0.005, "m1": 0.0041, "rolling": "constant", "mu_r": 0.02,
                               "v0": 1.0, "g": 9.8}))
    cases.append(rolling_case("A: constant torque with a material given (not used: kn null)",
                              {**glass, "E1": 63e9, "nu1": 0.2, "rolling": "constant",
                               "mu_r": 0.3, "v0": 0.05}))
    cases.append(rolling_case("A: mu_r = 0 never stops (nulls)",
                              {**glass, "rolling": "constant", "mu_r": 0, "v0": 0.3}))
    cases.append(rolling_case("C undamped: kn given, the spring reaches its cap, then the limit torque",
                              {"r1": 0.01, "m1": 0.02, "kn": 1e5, "rolling": "epsd", "mu_r": 0.3,
                               "v0": 0.05}))
    cases.append(rolling_case("C undamped: kn given, slow: the spring alone stops it",
                              {"r1": 0.01, "m1": 0.02, "kn": 1e5, "rolling": "epsd", "mu_r": 0.3,
                               "v0": 1e-4}))
    cases.append(rolling_case("C undamped: Hertz secant at the static overlap, glass on steel",
                              {**glass, "E1": 63e9, "nu1": 0.2, "E2": 210e9, "nu2": 0.3,
                               "rolling": "epsd", "mu_r": 0.1, "v0": 0.2}))
    cases.append(rolling_case("C undamped: at rest (v0 = 0)",
                              {**glass, "E1": 63e9, "nu1": 0.2, "rolling": "epsd", "mu_r": 0.1,
                               "v0": 0}))
    cases.append(rolling_case("C damped eta_r = 0.3: kn given, the spring reaches its cap",
                              {"r1": 0.01, "m1": 0.02, "kn": 1e5, "rolling": "epsd", "mu_r": 0.3,
                               "eta_r": 0.3, "v0": 0.05}))
    cases.append(rolling_case("C damped eta_r = 1 (critical): slow, the spring alone stops it",
                              {"r1": 0.01, "m1": 0.02, "kn": 1e5, "rolling": "epsd", "mu_r": 0.3,
                               "eta_r": 1.0, "v0": 2e-4}))
    cases.append(rolling_case("C damped eta_r = 0.05: Hertz secant on a rigid wall, the cap reached",
                              {**glass, "E1": 63e9, "nu1": 0.2, "rolling": "epsd", "mu_r": 0.1,
                               "eta_r": 0.05, "v0": 0.2}))
    cases.append(rolling_case("C damped eta_r = 3 (overdamped): fast enough to reach the cap",
                              {"r1": 0.01, "m1": 0.02, "kn": 1e5, "rolling": "epsd", "mu_r": 0.3,
                               "eta_r": 3.0, "v0": 0.5}))
    cases.append(rolling_case("C damped eta_r = 0.3: slow, the spring alone, rolls back after",
                              {"r1": 0.004, "rho1": 7800, "kn": 3e5, "rolling": "epsd",
                               "mu_r": 0.05, "eta_r": 0.3, "v0": 1e-4, "g": 9.8}))
    # Timestep.
    m, r, k = mpf("0.01"), mpf("0.005"), mpf(1e5)
    for mu, eta in [(10, 0), (10, 0.5), (0.5, 0.3)]:
        sc = {"model": "linear", "m1": 0.01, "r1": 0.005, "k": 1e5, "rolling": "epsd",
              "mu_r": mu, "eta_r": eta}
        cases.append(timestep_case(f"timestep: sphere on a wall, linear k = 1e5 N/m, mu_r = {mu}, eta_r = {eta}",
                                   sc, [(m, r), None], k))
    # Two equal glass spheres (shorthand), Hertz tangent at the deepest overlap at v_max.
    rr, rho, E, nu, v = mpf("0.001"), mpf(2500), mpf("63e9"), mpf("0.2"), mpf(1)
    mass = mpf(4) / 3 * pi * rr**3 * rho
    es = 1 / (2 * (1 - nu**2) / E)
    kn = hertz_tangent(es, rr / 2, mass / 2, v)
    cases.append(timestep_case("timestep: two equal glass spheres r = 1 mm (shorthand, Hertz tangent at v_max = 1 m/s), mu_r = 0.5",
                               {"r": 0.001, "rho": 2500, "E": 63e9, "nu": 0.2, "v_max": 1,
                                "rolling": "epsd", "mu_r": 0.5},
                               [(mass, rr), (mass, rr)], kn))
    cases += code_cases()
    doc = {
        "about": (
            "Golden cases for the rolling test (dem-contact rolling) and the timestep's rolling "
            "criterion, from tests/golden/generate_rolling.py (mpmath, 40 digits; shares no code "
            "with the library). Closed forms (type A; EPSD without damping; k_r, C_r, I_r, the "
            "Hertz secant k_n) at rel 1e-12. EPSD with damping integrated by two integrators "
            "written there, RK4 and 2-stage Gauss-Legendre, each with fixed steps halved until two "
            "resolutions agree to 1e-16, events located by root finding on one fresh step: the "
            "two agree to " + f"{float(STATS['rk4_vs_gl']):.1e}" + " and RK4 and the exact "
            "matrix-exponential solution to " + f"{float(STATS['rk4_vs_exact']):.1e}" +
            " (relative, largest over the cases); the RK4 values are written and compared at "
            "rel 1e-9 (the library's Dormand-Prince at rtol 1e-12)."),
        "rel": 1e-12,
        "cases": cases,
    }
    print(json.dumps(doc, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()
