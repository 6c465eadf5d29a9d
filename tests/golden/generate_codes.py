#!/usr/bin/env python3
"""Independent references for the code settings (`"code": <id>` in a solve scenario).

Not run by the test suite. Shares no code with the Rust library: the formulas are written
here from the settings' definitions (the DEM codes' own formulas, as recorded from their
sources in the research notes on the code settings) in mpmath at 40 digits, and the
nonlinear contacts are integrated by a fixed-step RK4 written here.
Run: python3 tests/golden/generate_codes.py > tests/golden/codes.json

What each setting does (typed value e' or damping constant -> model):
  linear  F = k xi + c xi', zeta = c/(2 sqrt(m* k)); tsuji  F = k_H xi^1.5 + a1 sqrt(m* k_H) xi^0.25 xi';
  viscoelastic  F = k_H (xi^1.5 + 1.5 A xi^0.5 xi'); Hunt-Crossley  F = k_H xi^1.5 (1 + chi xi').
  m* xi'' = -F, xi(0) = 0, xi'(0) = v0; end "overlap" (xi back to 0, tension allowed) or "force"
  (first zero of F); e = -xi'(t_end)/v0.
  lammps-hooke-coeff-restitution       linear, zeta = |beta(e')|; limit -> force.
  lammps-hertz-coeff-restitution, liggghts-hertz, edem-hertz-mindlin, mercurydpm-hertzian,
  chrono-smc-hertz, yade-hertz-mindlin  tsuji, a1 = sqrt5 |beta(e')| (yade with betan: sqrt6 betan).
  lammps-hertz-tsuji                    a1 = sqrt2 P(e'); -pre2026: a1 = P(e') (Marshall 2009 eq. 53).
  lammps-hertz-viscoelastic             A = damp m*/(2E*); lammps-gran-hertz-history A = 2 m* g_n/(3 (4/3)E*).
  liggghts-hooke, chrono-smc-hooke      linear, k = (16/15) sqrt(R*) E* (15 m* V^2/(16 sqrt(R*) E*))^(1/5),
                                        zeta = |beta(e')| (V: v_char, default v0 / 1 m/s).
  chrono-multicore-flores               Hunt-Crossley, chi = 8(1-e')/(5 e' V), overlap.
  pfc-linear                            linear, zeta = dp_nratio, k1 k2/(k1+k2); pfc-hertz a1 = sqrt6 dp_nratio.
  yade-viscel                           k = m_R (pi^2 + ln^2 e')/tc^2, c = -2 m_R ln e'/tc, m_R = m1/2 at a wall,
                                        run with the real m*; force criterion always.
  mercurydpm-linear                     M = m1, gamma = -M ln e'/tc, k = (M/2)(pi^2/tc^2 + (gamma/M)^2); overlap.
  kratos-hertz                          tsuji, a1 = sqrt6 gamma, gamma = Thornton et al. 2013 B6 with e clamped to
                                        [0.001, 0.999] (0 above: Kratos' GammaForHertzThornton); force end; a wall:
                                        R* = r1 and the wall's own E2, nu2.
  kratos-linear                         linear, k = 1.432 pi 0.31225 E* R* (a wall: without 1.432), zeta = gamma of
                                        Kratos' RootByBisection ([0, 16] halved while wider than 1e-4) of the
                                        Schwager-Poeschel force-end restitution; force end. to_type: e itself when its
                                        bisection lands on the bracket midpoint nearest the exact zeta, else the
                                        restitution of that midpoint; the answer is then that midpoint's contact.
  chrono-deme                           tsuji, a1 = sqrt5 |beta|, k = 4/3 E* sqrt(2 R*) (DEM-Engine's contact radius
                                        from the overlap area, its -xi^2 terms left out as the library does); overlap.
  Chrono walls: m2 := 1 kg (not chrono-deme); LAMMPS walls: E2 := E1, nu2 := nu1; Yade Hertz-Mindlin
  walls: R* = r1/2.
  Chrono always force; Yade always force; LAMMPS, LIGGGHTS and PFC force only with "limit".

Closed forms (mpmath, 40 digits):
  linear, overlap end: e = exp(-pi zeta/sqrt(1 - zeta^2)), t_c = pi/omega_d.
  linear, force end (derived here from xi = (v0/omega_d) exp(-zeta w0 t) sin(omega_d t)): with
  zeta = sin(theta), F is proportional to exp(-zeta w0 t) sin(omega_d t + 2 theta) (up to sign),
  so its first zero after 0 is omega_d t_f = pi - 2 asin(zeta), and xi'(t_f) = -v0 exp(-zeta w0 t_f):
  e = exp(-zeta (pi - 2 asin zeta)/sqrt(1 - zeta^2)) (zeta < 1; -> exp(-2) as zeta -> 1, so a
  force-criterion code whose zeta is |beta(e')| < 1 cannot reach e <= exp(-2) = 0.1353).
  Hunt-Crossley, overlap end: from m v dv/(1 + chi v) = -k xi^1.5 dxi over the whole contact,
  alpha2 (1 + e) = ln((1 + alpha2)/(1 - alpha2 e)), alpha2 = chi v0 (solved by bisection).
  Inversions (to_type): bisection for the damping that gives the requested e, then the code's
  own formula inverted (|beta(e')| = z <=> e' = exp(-pi z/sqrt(1 - z^2)); P(e') = a by bisection,
  P checked monotonic on [0, 1]); null when the value needed is outside what the formula can give.
  Cases that use only these are compared at rel 1e-10.

Integration (Tsuji, viscoelastic, Hunt-Crossley: restitution, contact time; and the roots for
to_type of the Tsuji and viscoelastic settings). xi^0.25 and xi^0.5 are not smooth at xi = 0, so
a fixed step in t would lose RK4's order at both ends. Three phases, each a classical RK4:
(A) from xi = 0 in the variable u = xi^(1/4) (dt/du = 4u^3/v, dv/du = -4u^3 F(u^4, v)/(m* v),
polynomial in u), until v < 0.7 v0; (B) in t, until xi falls below the phase-A end overlap with
v < 0; (C) in u again down to u = 0. The force zero (force criterion) is located by re-taking the
last step with a bisected fraction of its size. Steps: u_e/N and (xi_e/v0)/N, xi_e the elastic
maximum overlap. The roots for to_type are found by the secant method on the integrated e.
Every integrated number is computed at N = 4000 and N = 8000; the largest relative difference
over all cases (printed to stderr at each run, asserted below 1e-11) was 5.0e-13; the N = 8000
values are written. Cross-checks (stderr, asserted below 1e-11): the integrated Tsuji e equals
the linear oscillator's e at zeta = a1/sqrt5, overlap and force end, to 1.7e-13, and the a1 found
by the secant method for the requested e equals sqrt5 times the linear zeta to 1.7e-12 (this mapping is
exact: with ds = xi^(1/4) dt and z = xi^(5/4) the Tsuji equation becomes z'' + a1 z' + (5/4) z = 0,
xi' = (4/5) dz/ds, and F = xi^(1/4) k_H (z + (4 a1/5) dz/ds)); the integrated Hunt-Crossley e equals
the exact relation above to 5.0e-14; the integrator on the linear model reproduces the closed forms
(e and t_c, both end criteria) to 3.2e-13. Cases with integrated values are compared at rel 1e-8.
"""
import json, math, sys
from mpmath import mp, mpf, log, sqrt, pi, exp, asin

mp.dps = 40

# ---------------------------------------------------------------- closed forms

def absbeta(e):
    e = mpf(e)
    return -log(e) / sqrt(log(e) ** 2 + pi ** 2)


def e_from_zeta(z):  # inverse of |beta|; also the linear overlap-criterion e
    z = mpf(z)
    return exp(-pi * z / sqrt(1 - z ** 2))


def e_force(z):
    z = mpf(z)
    assert 0 <= z < 1
    return exp(-z * (pi - 2 * asin(z)) / sqrt(1 - z ** 2))


def t_force(z, w0):
    z = mpf(z)
    return (pi - 2 * asin(z)) / (mpf(w0) * sqrt(1 - z ** 2))


def bisect(f, lo, hi, it=200):
    flo = f(lo)
    for _ in range(it):
        mid = (lo + hi) / 2
        fm = f(mid)
        if (fm > 0) == (flo > 0):
            lo, flo = mid, fm
        else:
            hi = mid
    return (lo + hi) / 2


def zeta_for(e, end):
    """Damping ratio of the linear oscillator that gives e under the end criterion (zeta < 1)."""
    e = mpf(e)
    if end == "overlap":
        return absbeta(e)
    if e <= exp(-2):
        return None
    return bisect(lambda z: e_force(z) - e, mpf(0), 1 - mpf(10) ** -30)


def e_linear(z, end):
    return e_from_zeta(z) if end == "overlap" else e_force(z)


def tc_linear(z, w0, end):
    z = mpf(z)
    return pi / (w0 * sqrt(1 - z ** 2)) if end == "overlap" else t_force(z, w0)


POLY = [mpf(s) for s in ("1.2728", "-4.2783", "11.087", "-22.348", "27.467", "-18.022", "4.8218")]


def P(e):
    return sum(c * mpf(e) ** i for i, c in enumerate(POLY))


# P must be monotonic on [0, 1] for its inverse to be unique.
_ps = [P(mpf(i) / 2000) for i in range(2001)]
assert all(a > b for a, b in zip(_ps, _ps[1:]))


def P_inv(a):
    a = mpf(a)
    if not (P(1) <= a <= P(0)):
        return None
    return bisect(lambda e: P(e) - a, mpf(0), mpf(1))


# Yade 2023.02a Hertz-Mindlin en -> betan: Thornton, Cummins & Cleary 2013, eq. B6 with the
# eq. B7 polynomial (their Table 2), as pkg/dem/HertzMindlin.cpp codes it (commit 8766c063).
H_B7 = [mpf(s) for s in ("-6.918798", "-16.41105", "146.8049", "-796.4559", "2928.711",
                         "-7206.864", "11494.29", "-11342.18", "6276.757", "-1489.915")]


def b6(e):
    e = mpf(e)
    if e >= 1:
        return mpf(0)
    alpha = sum(h * e ** (i + 1) for i, h in enumerate(H_B7))
    return sqrt(1 / (1 - (1 + e) ** 2 * exp(alpha)) - 1)


def b6_inv(a):
    """The e whose sqrt6 * b6(e) is a (b6 falls from +inf at 0 to 0 at 1)."""
    a = mpf(a)
    return bisect(lambda e: SQ6 * b6(e) - a, mpf(10) ** -12, mpf(1))


def hc_e(alpha2):
    """Hunt-Crossley restitution (overlap end) for alpha2 = chi v0."""
    a = mpf(alpha2)
    f = lambda e: a * (1 + e) - log((1 + a) / (1 - a * e))
    return bisect(f, mpf(0), min(mpf(1), 1 / a) * (1 - mpf(10) ** -35))


def hc_alpha(e):
    e = mpf(e)
    f = lambda a: a * (1 + e) - log((1 + a) / (1 - a * e))
    return bisect(f, mpf(10) ** -12, 1 / e * (1 - mpf(10) ** -35))

# ---------------------------------------------------------------- integration


def contact(m, k, w, lam, p, v0, end, N):
    """RK4 in three phases (see the docstring). F = k xi^w + lam xi^p v. Returns (e, t_end)."""
    m, k, lam, v0 = float(m), float(k), float(lam), float(v0)
    W, Pp = int(round(4 * w)), int(round(4 * p))
    Fx = lambda x, v: k * x ** w + lam * x ** p * v
    Fu = lambda u, v: k * u ** W + lam * u ** Pp * v

    def fu(u, y):  # y = (t, v), independent variable u
        c = 4 * u ** 3 / y[1]
        return (c, -c * Fu(u, y[1]) / m)

    def rk_u(u, y, du):
        k1 = fu(u, y)
        k2 = fu(u + du / 2, (y[0] + du / 2 * k1[0], y[1] + du / 2 * k1[1]))
        k3 = fu(u + du / 2, (y[0] + du / 2 * k2[0], y[1] + du / 2 * k2[1]))
        k4 = fu(u + du, (y[0] + du * k3[0], y[1] + du * k3[1]))
        return (y[0] + du / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0]),
                y[1] + du / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1]))

    def ft(y):  # y = (x, v)
        return (y[1], -Fx(y[0], y[1]) / m)

    def rk_t(y, h):
        k1 = ft(y)
        k2 = ft((y[0] + h / 2 * k1[0], y[1] + h / 2 * k1[1]))
        k3 = ft((y[0] + h / 2 * k2[0], y[1] + h / 2 * k2[1]))
        k4 = ft((y[0] + h * k3[0], y[1] + h * k3[1]))
        return (y[0] + h / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0]),
                y[1] + h / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1]))

    def zero_fraction(g):  # g(s) for s in (0, 1]: g(0) > 0 >= g(1); bisection on the step fraction
        lo, hi = 0.0, 1.0
        for _ in range(80):
            mid = (lo + hi) / 2
            if g(mid) > 0:
                lo = mid
            else:
                hi = mid
        return hi

    xe = ((1 + w) * m * v0 ** 2 / (2 * k)) ** (1 / (1 + w))
    du, h = xe ** 0.25 / N, xe / v0 / N
    # (A)
    u, y = 0.0, (0.0, v0)
    while y[1] >= 0.7 * v0:
        y = rk_u(u, y, du)
        u += du
    xsw = u ** 4
    t, x, v = y[0], xsw, y[1]
    # (B)
    while True:
        xn, vn = rk_t((x, v), h)
        if end == "force" and Fx(xn, vn) <= 0:
            s = zero_fraction(lambda s: Fx(*rk_t((x, v), s * h)))
            xf, vf = rk_t((x, v), s * h)
            return -vf / v0, t + s * h
        if vn < 0 and xn < xsw:
            break
        t, x, v = t + h, xn, vn
    # (C)
    u, y = x ** 0.25, (t, v)
    n = int(math.ceil(u / du))
    dd = -u / n
    for i in range(n):
        yn = rk_u(u, y, dd)
        un = u + dd if i < n - 1 else 0.0
        if end == "force" and Fu(un, yn[1]) <= 0:
            s = zero_fraction(lambda s: Fu(u + s * dd, rk_u(u, y, s * dd)[1]))
            yf = rk_u(u, y, s * dd)
            return -yf[1] / v0, yf[0]
        u, y = un, yn
    return -y[1] / v0, y[0]


N1, N2 = 4000, 8000
DIFF = {  # largest relative differences of each check
   "resolution": 0.0, "tsuji-map": 0.0, "tsuji-root": 0.0, "hc-exact": 0.0, "linear": 0.0}


def note(kind, a, b):
    d = abs(a - b) / max(abs(a), abs(b))
    DIFF[kind] = max(DIFF[kind], d)
    assert d < 1e-11, (kind, a, b)


def integrate(*args):
    a = contact(*args, N1)
    b = contact(*args, N2)
    for x, y in zip(a, b):
        note("resolution", x, y)
    return b


def secant(f, x0, x1, tol=1e-13):
    f0, f1 = f(x0), f(x1)
    for _ in range(60):
        if f1 == 0 or f1 == f0:
            return x1
        x2 = x1 - f1 * (x1 - x0) / (f1 - f0)
        if abs(x2 - x1) <= tol * abs(x2):
            return x2
        x0, f0, x1, f1 = x1, f1, x2, f(x2)
    raise RuntimeError("secant")

# ---------------------------------------------------------------- the pair


def sphere_mass(r, rho):
    return 4 * pi * mpf(r) ** 3 * mpf(rho) / 3


def pair(sc, code):
    g = lambda key: None if sc.get(key) is None else mpf(sc[key])
    m1 = g("m1") if "m1" in sc else sphere_mass(sc["r1"], sc["rho1"])
    if "m2" in sc:
        m2 = g("m2")
    elif "rho2" in sc:
        m2 = sphere_mass(sc["r2"], sc["rho2"])
    else:
        m2 = None
    wall = m2 is None
    if wall and code.startswith("chrono-") and code != "chrono-deme":
        m2 = mpf(1)  # the fixed body's nominal mass
    mstar = m1 if m2 is None else m1 * m2 / (m1 + m2)
    E1, nu1, E2, nu2 = g("E1"), g("nu1"), g("E2"), g("nu2")
    if wall and code.startswith("lammps-"):
        E2, nu2 = E1, nu1  # the wall is the particle's material
    estar = rstar = None
    if E1 is not None:
        inv = (1 - nu1 ** 2) / E1 + ((1 - nu2 ** 2) / E2 if E2 is not None else 0)
        estar = 1 / inv
    if "r1" in sc:
        r1 = mpf(sc["r1"])
        if wall:
            rstar = r1 / 2 if code == "yade-hertz-mindlin" else r1
        else:
            r2 = mpf(sc["r2"])
            rstar = r1 * r2 / (r1 + r2)
    if "k" in sc:
        k = mpf(sc["k"])
    elif "k1" in sc:
        k = mpf(sc["k1"]) * mpf(sc["k2"]) / (mpf(sc["k1"]) + mpf(sc["k2"]))
    elif estar is not None and rstar is not None:
        k = 4 * estar * sqrt(2 * rstar if code == "chrono-deme" else rstar) / 3  # k_H
    else:
        k = None
    return dict(m1=m1, m2=m2, wall=wall, mstar=mstar, estar=estar, rstar=rstar, k=k)

# ---------------------------------------------------------------- the settings

SQ5, SQ6, SQ2 = sqrt(5), sqrt(6), sqrt(2)
TSUJI_B5 = {"lammps-hertz-coeff-restitution", "liggghts-hertz", "edem-hertz-mindlin",
            "mercurydpm-hertzian", "chrono-smc-hertz", "yade-hertz-mindlin", "chrono-deme"}


def kratos_b6(e):
    """Kratos' GammaForHertzThornton: B6 with e clamped to >= 0.001, 0 above 0.999."""
    e = mpf(e)
    return mpf(0) if e > mpf("0.999") else b6(max(e, mpf("0.001")))


KRATOS_W = mpf(16) / 2 ** 18  # the width of the bisection's last bracket (16 halved while > 1e-4)


def kratos_bisect(e):
    """Kratos' RootByBisection(coeff_of_rest_diff, 0, 16, 1e-4, 300, e): the midpoint of the
    last bracket containing the root of e_force(gamma) = e (computed here as that midpoint)."""
    e = mpf(e)
    if e > mpf("0.999"):
        return mpf(0)
    e = max(e, mpf("0.001"))
    z = bisect(lambda g: e_force_any(g) - e, mpf(0), mpf(16))
    return (mp.floor(z / KRATOS_W) + mpf(1) / 2) * KRATOS_W


def e_force_any(g):
    """The force-end restitution of a linear dashpot for any damping ratio (Schwager & Poeschel 2007)."""
    g = mpf(g)
    if g < 1:
        return e_force(g)
    if g == 1:
        return exp(-2)
    q = g / sqrt(g ** 2 - 1)
    return exp(-q * log((q + 1) / (q - 1)))


def end_of(code, sc):
    if code.startswith("chrono-smc") or code.startswith("yade-") or code.startswith("kratos-"):
        return "force"
    if code in ("chrono-multicore-flores", "chrono-deme") or code.startswith("mercurydpm") or code == "edem-hertz-mindlin":
        return "overlap"
    return "force" if sc.get("limit") else "overlap"


def tsuji_run(pr, a1, v0, end):
    m, k = pr["mstar"], pr["k"]
    e, tc = integrate(m, k, 1.5, float(a1 * sqrt(m * k)), 0.25, v0, end)
    note("tsuji-map", e, float(e_linear(a1 / SQ5, end)))
    return e, tc


def tsuji_target(pr, e_req, v0, end):
    """The a1 that gives e_req, by the secant method on the integrated e (None if unreachable)."""
    z = zeta_for(e_req, end)
    if z is None:
        return None
    m, k = pr["mstar"], pr["k"]
    f = lambda a1: contact(m, k, 1.5, a1 * float(sqrt(m * k)), 0.25, v0, end, N2)[0] - float(e_req)
    a1 = secant(f, float(SQ5 * z), float(SQ5 * z) * 1.001)
    note("tsuji-root", a1, float(SQ5 * z))
    return mpf(a1)


def solve(sc):
    code, v0, end = sc["code"], mpf(sc["v0"]), end_of(sc["code"], sc)
    pr = pair(sc, code)
    m = pr["mstar"]
    given_e = "e" in sc
    e_req = mpf(sc["e"]) if given_e else None
    out = {"code.end": end}
    extra = {}

    if code in TSUJI_B5 or code in ("lammps-hertz-tsuji", "lammps-hertz-tsuji-pre2026", "pfc-hertz", "kratos-hertz"):
        version = sc.get("version")
        if code == "lammps-hertz-tsuji" and version in ("2Sep2026", None):
            # the newest release known is the default (issue 31): 2Sep2026, with the sqrt2
            a1_of, inv = (lambda x: SQ2 * P(x)), (lambda a: P_inv(a / SQ2))
        elif code == "lammps-hertz-tsuji":
            # every release run (7Jan2022 .. 22Jul2025): Marshall's polynomial without sqrt2
            a1_of, inv = P, P_inv
        elif code == "lammps-hertz-tsuji-pre2026":
            a1_of, inv = P, P_inv
        elif code == "pfc-hertz" or (code == "yade-hertz-mindlin" and not given_e):
            a1_of, inv = (lambda d: SQ6 * d), (lambda a: a / SQ6)
        elif code == "yade-hertz-mindlin" and version != "2022.01a":
            a1_of, inv = (lambda x: SQ6 * b6(x)), b6_inv
        elif code == "kratos-hertz":
            a1_of, inv = (lambda x: SQ6 * kratos_b6(x)), b6_inv
        else:
            a1_of = lambda x: SQ5 * absbeta(x)
            inv = lambda a: e_from_zeta(a / SQ5) if a / SQ5 < 1 else None
        if code == "pfc-hertz":
            typed = absbeta(e_req) if given_e else mpf(sc["damping"])
        else:
            typed = e_req if given_e else mpf(sc["damping"])
        e, tc = tsuji_run(pr, a1_of(typed), v0, end)
        if given_e:
            a1t = tsuji_target(pr, e_req, v0, end)
            to_type = None if a1t is None else inv(a1t)
        else:
            to_type = None
    elif code in ("lammps-hertz-viscoelastic", "lammps-gran-hertz-history"):
        kh, es = pr["k"], pr["estar"]
        A_of = (lambda d: d * m / (2 * es)) if code == "lammps-hertz-viscoelastic" else \
               (lambda g: 2 * m * g / (3 * (4 * es / 3)))
        lam = lambda d: float(kh * 3 * A_of(mpf(d)) / 2)
        if given_e:
            # the damping constant giving e_req: secant in ln(damp) on the integrated e
            f = lambda ld: contact(m, kh, 1.5, lam(math.exp(ld)), 0.5, v0, end, N2)[0] - float(e_req)
            to_type = typed = mpf(math.exp(secant(f, math.log(1e10), math.log(1e10) + 0.05)))
        else:
            typed, to_type = mpf(sc["damping"]), None
        e, tc = integrate(m, kh, 1.5, lam(typed), 0.5, v0, end)
    elif code == "chrono-multicore-flores":
        V = mpf(sc.get("v_char", 1))
        typed = e_req
        ec = min(max(typed, mpf("0.01")), 1 - mpf(10) ** -15)
        chi = 8 * (1 - ec) / (5 * ec * V)
        kh = pr["k"]
        e, tc = integrate(m, kh, 1.5, float(kh * chi), 1.5, v0, end)
        e_exact = hc_e(chi * v0)
        note("hc-exact", e, float(e_exact))
        e = e_exact
        to_type = 1 / (1 + 5 * hc_alpha(e_req) * V / (8 * v0))
        if not (mpf("0.01") <= to_type < 1):
            to_type = None
    else:  # linear settings, closed form
        if code in ("lammps-hooke-coeff-restitution", "pfc-linear"):
            k = pr["k"]
            if code == "pfc-linear":
                typed = absbeta(e_req) if given_e else mpf(sc["damping"])
                zeta_of = lambda x: x
                inv = lambda z: z
            else:
                typed = e_req
                zeta_of = absbeta
                inv = lambda z: e_from_zeta(z)
            c_of = lambda x: 2 * zeta_of(x) * sqrt(m * k)
            k_of = lambda x: k
        elif code in ("liggghts-hooke", "chrono-smc-hooke"):
            V = mpf(sc.get("v_char", sc["v0"] if code == "liggghts-hooke" else 1))
            es, rs = pr["estar"], pr["rstar"]
            k = 16 * sqrt(rs) * es / 15 * (15 * m * V ** 2 / (16 * sqrt(rs) * es)) ** (mpf(1) / 5)
            extra["stiffness"] = k
            typed = e_req
            k_of = lambda x: k
            c_of = lambda x: 2 * absbeta(x) * sqrt(m * k)
            inv = lambda z: e_from_zeta(z)
        elif code == "yade-viscel":
            tc_in = mpf(sc["tc"])
            mR = pr["m1"] / 2 if pr["wall"] else pr["mstar"]
            typed = e_req
            k_of = lambda x: mR * (pi ** 2 + log(x) ** 2) / tc_in ** 2
            c_of = lambda x: -2 * mR * log(x) / tc_in
            inv = None
        elif code == "kratos-linear":
            es, rs = pr["estar"], pr["rstar"]
            k = (1 if pr["wall"] else mpf("1.432")) * es * pi * mpf("0.31225") * rs
            typed = e_req
            k_of = lambda x: k
            c_of = lambda x: 2 * kratos_bisect(x) * sqrt(m * k)
            inv = "kratos"
        elif code == "mercurydpm-linear":
            tc_in = mpf(sc["tc"])
            M = pr["m1"]
            typed = e_req
            c_of = lambda x: -M * log(x) / tc_in
            k_of = lambda x: M / 2 * (pi ** 2 / tc_in ** 2 + (c_of(x) / M) ** 2)
            inv = None
        else:
            raise ValueError(code)
        zeta = lambda x: c_of(x) / (2 * sqrt(m * k_of(x)))
        z = zeta(typed)
        e = e_linear(z, end)
        tc = tc_linear(z, sqrt(k_of(typed) / m), end)
        # the integrator on the same linear contact, as a check of both
        ei, ti = integrate(m, k_of(typed), 1, c_of(typed), 0, v0, end)
        note("linear", ei, float(e))
        note("linear", ti, float(tc))
        if given_e:
            zt = zeta_for(e_req, end)
            if zt is None:
                to_type = None
            elif inv == "kratos":
                near = (mp.floor(zt / KRATOS_W) + mpf(1) / 2) * KRATOS_W
                to_type = e_req if kratos_bisect(e_req) == near else e_force_any(near)
                extra["restitution"] = e_linear(kratos_bisect(to_type), end)
            elif inv is not None:
                to_type = inv(zt) if code == "pfc-linear" or zt < 1 else None
            else:  # yade-viscel, mercurydpm-linear: bisection on e' in (0, 1) for zeta(e') = zt
                lo, hi = mpf(10) ** -30, 1 - mpf(10) ** -30
                if (zeta(lo) - zt) * (zeta(hi) - zt) > 0:
                    to_type = None
                else:
                    to_type = bisect(lambda x: zeta(x) - zt, lo, hi)
                    assert abs(e_linear(zeta(to_type), end) - e_req) < mpf(10) ** -25
        else:
            to_type = None

    # The answer is for the value to type (issue 21): it achieves the e asked for; what the
    # value as typed gives is code.typed.
    if to_type is not None:
        out["restitution"] = float(e_req)
    out["code.typed.value"] = float(typed)
    out["code.typed.restitution"] = float(e)
    out["code.typed.contact_time"] = float(tc)
    out["code.to_type.value"] = None if to_type is None else float(to_type)
    if to_type is None:
        out["restitution"] = float(e)
        out["contact_time"] = float(tc)
    for key, val in extra.items():
        out[key] = float(val)
    return out


GLASS = {"rho1": 2500, "r1": 1e-3, "E1": 63e9, "nu1": 0.2, "rho2": 2500, "r2": 1e-3, "E2": 63e9, "nu2": 0.2}
GLASS_WALL = {"rho1": 2500, "r1": 1e-3, "E1": 63e9, "nu1": 0.2}
INTEGRATED = 1e-8
CLOSED = 1e-10

specs = [
    ("lammps-hertz-tsuji-pre2026, seed 001 Table I ball on a wall, e = 0.5: alpha1 = P(e) without sqrt2 gives 0.616",
     {"code": "lammps-hertz-tsuji-pre2026", "m1": 2.094e-3, "k": 5.935e9, "v0": 6.331, "e": 0.5}, INTEGRATED),
    ("lammps-hertz-tsuji-pre2026, e = 0.1: the polynomial cannot reach it (P(0) = 1.2728 gives e = 0.113): to_type null",
     {"code": "lammps-hertz-tsuji-pre2026", "m1": 2.094e-3, "k": 5.935e9, "v0": 6.331, "e": 0.1}, INTEGRATED),
    ("lammps-hertz-coeff-restitution with limit_damping (force end), glass beads, e = 0.5",
     {"code": "lammps-hertz-coeff-restitution", **GLASS, "v0": 1, "e": 0.5, "limit": True}, INTEGRATED),
    ("lammps-hertz-coeff-restitution with limit_damping (force end), glass beads, e = 0.9",
     {"code": "lammps-hertz-coeff-restitution", **GLASS, "v0": 1, "e": 0.9, "limit": True}, INTEGRATED),
    ("lammps-hertz-coeff-restitution, glass bead on a wall given without E2: the wall takes the bead's E and nu",
     {"code": "lammps-hertz-coeff-restitution", **GLASS_WALL, "v0": 1, "e": 0.5}, INTEGRATED),
    ("chrono-smc-hertz, glass beads, e = 0.5: tension always clipped (force end)",
     {"code": "chrono-smc-hertz", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("chrono-smc-hertz, 1 kg ball on a fixed body: the body's nominal 1 kg enters m* (= 0.5 kg)",
     {"code": "chrono-smc-hertz", "m1": 1, "r1": 0.05, "E1": 2e11, "nu1": 0.3, "v0": 1, "e": 0.5}, INTEGRATED),
    ("yade-hertz-mindlin (en), 2022.01a, glass beads, e = 0.5: alpha1 = sqrt5 |beta|, force end",
     {"code": "yade-hertz-mindlin", "version": "2022.01a", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("yade-hertz-mindlin (en), 2022.01a, glass bead on a Wall: R* = r1/2 (the wall as a sphere of the same radius)",
     {"code": "yade-hertz-mindlin", "version": "2022.01a", **GLASS_WALL, "v0": 1, "e": 0.5}, INTEGRATED),
    ("yade-hertz-mindlin (en), 2023.02a (default), glass beads, e = 0.5: betan by Thornton et al. 2013 B6, alpha1 = sqrt6 betan",
     {"code": "yade-hertz-mindlin", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("yade-hertz-mindlin (en), 2023.02a, glass beads, e = 0.8",
     {"code": "yade-hertz-mindlin", "version": "2023.02a", **GLASS, "v0": 1, "e": 0.8}, INTEGRATED),
    ("yade-hertz-mindlin with betan = 0.2 (damping): alpha1 = sqrt6 betan, force end",
     {"code": "yade-hertz-mindlin", **GLASS, "v0": 1, "damping": 0.2}, INTEGRATED),
    ("lammps-hertz-tsuji 2Sep2026 (sqrt2 P(e), from the documentation), glass beads, e = 0.5",
     {"code": "lammps-hertz-tsuji", "version": "2Sep2026", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("lammps-hertz-tsuji 2Sep2026 (sqrt2 P(e)), glass beads, e = 0.1",
     {"code": "lammps-hertz-tsuji", "version": "2Sep2026", **GLASS, "v0": 1, "e": 0.1}, INTEGRATED),
    ("lammps-hertz-tsuji, 22Jul2025 (P(e) without sqrt2 as run here), glass beads, e = 0.5",
     {"code": "lammps-hertz-tsuji", "version": "22Jul2025", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("lammps-hertz-tsuji, no version: the newest known, 2Sep2026 (sqrt2 P(e)), glass beads, e = 0.8",
     {"code": "lammps-hertz-tsuji", **GLASS, "v0": 1, "e": 0.8}, INTEGRATED),
    ("liggghts-hertz with limitForce, glass beads, e = 0.5",
     {"code": "liggghts-hertz", **GLASS, "v0": 1, "e": 0.5, "limit": True}, INTEGRATED),
    ("edem-hertz-mindlin, glass beads, e = 0.5: overlap end, e exact",
     {"code": "edem-hertz-mindlin", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("mercurydpm-hertzian, glass beads, e = 0.3: overlap end, e exact",
     {"code": "mercurydpm-hertzian", **GLASS, "v0": 1, "e": 0.3}, INTEGRATED),
    ("pfc-hertz, glass beads, e = 0.5: dp_nratio = |beta| on the tangent stiffness (alpha1 = sqrt6 |beta|) over-damps",
     {"code": "pfc-hertz", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("yade-viscel (tc, en) on a wall: the wall's mass 0 makes m_R = m1/2, force end",
     {"code": "yade-viscel", "m1": 0.01, "tc": 1e-4, "v0": 1, "e": 0.5}, CLOSED),
    ("yade-viscel (tc, en), two equal particles: force end",
     {"code": "yade-viscel", "m1": 0.01, "m2": 0.01, "tc": 1e-4, "v0": 1, "e": 0.5}, CLOSED),
    ("mercurydpm-linear on a wall, species tuned for M = m1: zeta = |beta|/sqrt2",
     {"code": "mercurydpm-linear", "m1": 0.01, "tc": 1e-4, "v0": 1, "e": 0.5}, CLOSED),
    ("mercurydpm-linear, two equal particles: e and tc exactly as typed",
     {"code": "mercurydpm-linear", "m1": 0.01, "m2": 0.01, "tc": 1e-4, "v0": 1, "e": 0.5}, CLOSED),
    ("chrono-multicore-flores, glass beads, e = 0.5, v0 = v_char = 1",
     {"code": "chrono-multicore-flores", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("chrono-multicore-flores, glass beads, e = 0.5, v0 = 3: e falls with speed",
     {"code": "chrono-multicore-flores", **GLASS, "v0": 3, "e": 0.5}, INTEGRATED),
    ("liggghts-hooke, glass beads, e = 0.5, v_char = v0 = 1",
     {"code": "liggghts-hooke", **GLASS, "v0": 1, "e": 0.5}, CLOSED),
    ("chrono-smc-hooke, glass beads, e = 0.5, v0 = 2 (v_char default 1 m/s): force end",
     {"code": "chrono-smc-hooke", **GLASS, "v0": 2, "e": 0.5}, CLOSED),
    ("chrono-smc-hooke, 1 kg ball on a fixed body (m* = 0.5 kg), e = 0.5",
     {"code": "chrono-smc-hooke", "m1": 1, "r1": 0.05, "E1": 2e11, "nu1": 0.3, "v0": 1, "e": 0.5}, CLOSED),
    ("pfc-linear, k1 k2 in series, dp_mode 1 (limit, force end), e = 0.3: dp_nratio = |beta| under-shoots",
     {"code": "pfc-linear", "m1": 5, "m2": 5, "k1": 1e4, "k2": 1e4, "v0": 1, "e": 0.3, "limit": True}, CLOSED),
    ("pfc-linear, dp_mode 0 (overlap end), dp_nratio = 0.2 typed",
     {"code": "pfc-linear", "m1": 5, "m2": 5, "k1": 1e4, "k2": 1e4, "v0": 1, "damping": 0.2}, CLOSED),
    ("lammps-hertz-viscoelastic, glass beads, damp = 1e10, v0 = 0.1",
     {"code": "lammps-hertz-viscoelastic", **GLASS, "v0": 0.1, "damping": 1e10}, INTEGRATED),
    ("lammps-hertz-viscoelastic, glass beads, damp = 1e10, v0 = 1",
     {"code": "lammps-hertz-viscoelastic", **GLASS, "v0": 1, "damping": 1e10}, INTEGRATED),
    ("lammps-hertz-viscoelastic, glass beads, damp = 1e10, v0 = 10",
     {"code": "lammps-hertz-viscoelastic", **GLASS, "v0": 10, "damping": 1e10}, INTEGRATED),
    ("lammps-hertz-viscoelastic, glass beads, e = 0.5 at v0 = 1: typed = to_type = the damp giving 0.5",
     {"code": "lammps-hertz-viscoelastic", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("lammps-gran-hertz-history, glass beads, gamma_n = 1e10, v0 = 1: with Kn = 4/3 E* the same as viscoelastic damp = 1e10",
     {"code": "lammps-gran-hertz-history", **GLASS, "v0": 1, "damping": 1e10}, INTEGRATED),
    ("lammps-hooke-coeff-restitution on a wall with limit_damping, e = 0.5",
     {"code": "lammps-hooke-coeff-restitution", "m1": 0.01, "k": 1e5, "v0": 1, "e": 0.5, "limit": True}, CLOSED),
    ("lammps-hooke-coeff-restitution on a wall with limit_damping, e = 0.1 < exp(-2): no typed e reaches it",
     {"code": "lammps-hooke-coeff-restitution", "m1": 0.01, "k": 1e5, "v0": 1, "e": 0.1, "limit": True}, CLOSED),
    ("lammps-hooke-coeff-restitution on a wall, overlap end, e = 0.5: exact",
     {"code": "lammps-hooke-coeff-restitution", "m1": 0.01, "k": 1e5, "v0": 1, "e": 0.5}, CLOSED),
    ("kratos-hertz, glass beads, e = 0.5: gamma by Thornton et al. 2013 B6, alpha1 = sqrt6 gamma, force end",
     {"code": "kratos-hertz", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("kratos-hertz, glass bead on a glass RigidFace wall, e = 0.8: R* = r1 (Yade: r1/2)",
     {"code": "kratos-hertz", **GLASS_WALL, "E2": 63e9, "nu2": 0.2, "v0": 1, "e": 0.8}, INTEGRATED),
    ("kratos-linear, glass beads, e = 0.5: k = 1.432 pi 0.31225 E* R*, gamma by Kratos' bisection (dyadic)",
     {"code": "kratos-linear", **GLASS, "v0": 1, "e": 0.5}, CLOSED),
    ("kratos-linear, glass bead on a rigid wall, e = 0.7: k without 1.432; no typed e reaches 0.7 exactly",
     {"code": "kratos-linear", **GLASS_WALL, "v0": 1, "e": 0.7}, CLOSED),
    ("kratos-linear, two 1 cm steel balls, e = 0.3",
     {"code": "kratos-linear", "rho1": 7800, "r1": 5e-3, "E1": 2e11, "nu1": 0.3, "rho2": 7800, "r2": 5e-3,
      "E2": 2e11, "nu2": 0.3, "v0": 2, "e": 0.3}, CLOSED),
    ("chrono-deme, glass beads, e = 0.5: DEM-Engine's contact radius sqrt(2 R* xi), overlap end, e exact",
     {"code": "chrono-deme", **GLASS, "v0": 1, "e": 0.5}, INTEGRATED),
    ("chrono-deme, glass bead on a glass plane, e = 0.8 (the plane's mass 1e6 kg is not entered)",
     {"code": "chrono-deme", **GLASS_WALL, "E2": 63e9, "nu2": 0.2, "v0": 1, "e": 0.8}, INTEGRATED),
]

cases = []
for name, sc, rel in specs:
    exp_ = solve(sc)
    cases.append({"name": name, "command": "solve", "scenario": sc, "rel": rel, "expected": exp_})
    print(f"{sc['code']:32s} e={exp_['restitution']:.6g} to_type={exp_['code.to_type.value']} "
          f"typed={exp_['code.typed.value']:.6g} -> {exp_['code.typed.restitution']:.6g} "
          f"tc={exp_['code.typed.contact_time']:.6g} {exp_['code.end']}", file=sys.stderr)
print("largest relative differences: " + ", ".join(f"{k} {v:.2g}" for k, v in DIFF.items()), file=sys.stderr)

print(json.dumps({
    "about": "Golden cases for the code settings (scenario key 'code'): the value to type into each DEM code's "
             "setting for the requested e (the answer's restitution is then that e), and what the value as typed "
             "achieves (code.typed.restitution, code.typed.contact_time; where no value reaches e, the answer is "
             "for the value as typed: restitution, contact_time), with the end criterion. "
             "'expected': independent references from tests/golden/generate_codes.py (mpmath closed forms "
             "for the linear settings and the damping relations; a three-phase RK4 for the Tsuji, viscoelastic "
             "and Hunt-Crossley settings), compared at each case's 'rel'.",
    "rel": 1e-10, "cases": cases}, indent=1))
