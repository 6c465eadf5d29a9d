#!/usr/bin/env python3
"""Independent references for the timestep recommendation (not run by the test suite).

Shares no code with the Rust library: every number below is written here from the
definitions, in mpmath at 40 digits (the stability replay alone runs in Python floats).

What it computes, for `dem-contact timestep`:
  kn, ks          Hertz-type models (hertz, tsuji): the tangent stiffnesses at the elastic
                  Hertz maximum overlap xi_max = (15 m* v0^2 / (16 E* sqrt(R*)))^(2/5):
                  kn = 2 E* sqrt(R* xi_max) (= dF/dxi of F = 4/3 E* sqrt(R*) xi^(3/2)),
                  ks = 8 G* sqrt(R* xi_max) (Mindlin). For equal materials
                  ks/kn = 4 G*/E* = 2(1-nu)/(2-nu); the script asserts this at 1e-35 for
                  every Hertz case (nu = 0.2: 8/9 = 0.888...).
                  linear: kn = k (or k1 k2/(k1+k2), or kn given); ks = ks or ks_ratio * kn.
  zeta            linear: alpha (overlap end: -ln e/sqrt(ln^2 e + pi^2); force end: alpha
                  solved by mpmath findroot from the closed-form solution, with the force zero
                  itself found by findroot); tsuji: alpha1/(2 sqrt(1.5)),
                  alpha1 = -ln e sqrt(5/(ln^2 e + pi^2)); hertz: 0.
  criteria.pfc    min over the six degrees of freedom of body 1 of sqrt(m/k_tran,i) and
                  sqrt(I/k_rot,i), I = 0.4 m r^2, the contact normals of the packing
                  enumerated here (fcc 12, sc 6, bcc 8); without a radius I/k_rot is
                  0.4 m / sum ks (1 - n_i^2).
  criteria.contact-stability   (2/omega0)(sqrt(1+zeta^2) - zeta), omega0 = sqrt(kn/m*).
  criteria.rayleigh            fraction * pi r sqrt(rho/G)/(0.1631 nu + 0.8766).
  criteria.contact-time        t_c/10: linear closed form (overlap pi/omega; force: first
                  zero of F = k xi + c xi' by findroot); hertz: t_c = 2 (xi_max/v0) *
                  (2/5) B(2/5, 1/2) = C (m*^2/(k_H^2 v0))^(1/5) with
                  C = (4/5)(5/4)^(2/5) B(2/5,1/2) = 3.2180654597...; tsuji: integrated (below).
  recommended, recommended_by  the smallest criterion and its id.

Tsuji contact time. m* xi'' = -k_H xi^(3/2) - alpha1 sqrt(m* k_H) xi^(1/4) xi', xi(0) = 0,
xi'(0) = v0, to the return of xi to 0. xi^(1/4) has an infinite derivative at both ends of
the contact, so a fixed-step RK4 in t would lose its order there. Instead, three phases, each
a classical RK4 in mpmath with N steps: (1) from xi = 0 to xi = xi_max/8 in the independent
variable u = xi^(1/4) (dt/du = 4u^3/p, dp/du = -4u^3 (k_H u^6 + eta u p)/(m* p): polynomial
in u, smooth at u = 0); (2) in t, steps (Hertz t_c)/N, until xi falls below xi_max/8 with
p < 0; (3) in u again from there down to u = 0, where t = t_c. Agreement of the contact
times between N = 2000 and N = 4000 (relative): case A 1.5e-14, B 6.8e-14, E 8.0e-14 (printed
to stderr at each run, asserted below 1e-12); the N = 4000 values are used. Two further checks
of the integrator: with alpha1 = 0 it reproduces the Beta-function Hertz time to 9.5e-14
(N = 2000); and the restitution it achieves equals the requested e to 6e-15 (A, e = 0.5),
4e-15 (B, 0.8), 2e-15 (E, 0.9): within the integration error, Tsuji's alpha1(e) relation
reproduces e exactly for this damping law, a check independent of the step sizes. Run on
nonlinear.json's Tsuji case (seed 001 Table I) it gives t_c = 2.3501912894e-5, 6e-10 from the
value there (that file's RK4 is compared at 1e-7). Integrated keys
(criteria.contact-time, and recommended if contact-time set it -- in these cases it never
does) are placed in a separate copy of each Tsuji case at rel 1e-9; the rest is at 1e-12.

Linear force criterion (case C, e = 0.3, m* = 2.5 kg, k = 5000 N/m): alpha from the nested
findroot is 0.49723939469929438...; it agrees to 1e-35 with the closed form of the same
definition, e = exp(-(alpha/sqrt(1-alpha^2)) 2 acos(alpha)), and t_F to 1e-30 with
t_F = 2 acos(alpha)/omega (both asserted).

Stability of the scheme with the dashpot at the half-step velocity,
v_{n+1/2} = v_{n-1/2} - (k x_n + c v_{n-1/2})/m dt, x_{n+1} = x_n + v_{n+1/2} dt,
replayed here in floats (omega0 = 1, x_0 = 1, v_{-1/2} = 0): dt is bisected (50 halvings
of [0.5, 1.5] x formula) for the edge where the largest |x| over the last 1000 of 20000 steps
exceeds 10 x the largest |x| over the first 1000 (a window ratio, so that the bounded beat
of the undamped scheme just below the limit is not counted as growth). Results
(zeta: formula, bisected, (bisected - formula)/formula):
  0.00: 2.0000000000000000, 1.9999999976665306, -1.2e-09
  0.05: 1.9024984394500786, 1.9025041996182370, +3.0e-06
  0.30: 1.4880613017821100, 1.4880872136320493, +1.7e-05
  1.00: 0.8284271247461903, 0.8284751308407320, +5.8e-05
With damping the bisected edge sits just above the formula because 10x growth in 20000 steps
needs a dominant eigenvalue of modulus 1 + ln(10)/19000; with 200000 steps (run with --long)
the differences fall 10x: -9.9e-10, +2.9e-07, +1.7e-06, +5.8e-06 -- an edge that converges
to the formula. Undamped, the edge is a double eigenvalue -1, where just below the limit the
bounded beat is slower than the run and looks like linear growth, hence the tiny negative
difference. The one-step matrix says the same exactly: det = 1 - 2 zeta w,
trace = 2 - w^2 - 2 zeta w (w = omega0 dt), and trace = -(1 + det) at w^2 + 4 zeta w - 4 = 0,
w = 2(sqrt(1+zeta^2) - zeta) (|det| < 1 there for every zeta >= 0). The four triples (20000
steps) are in the JSON under "stability_check" (ignored by the golden harness).

Criteria that do not apply are expected as null ("criteria.kinematic" everywhere, as no case
gives epsilon; "criteria.rayleigh" in case C): the harness reads a missing key as null.

Hand check of case A: printed to stderr at each run.
Run: python3 tests/golden/generate_timestep.py > tests/golden/timestep.json
"""
import json, math, sys
from itertools import permutations, product
from mpmath import mp, mpf, sqrt, log, pi, beta, acos, exp, sin, cos, findroot

mp.dps = 40


def say(*a):
    print(*a, file=sys.stderr)


# ---------------------------------------------------------------- packings
def normals(packing):
    if packing == "face-centred-cubic":
        s = set()
        for a, b in product((1, -1), repeat=2):
            for p in permutations((a, b, 0)):
                s.add(p)
        f = 1 / sqrt(2)
    elif packing == "simple-cubic":
        s = {p for a in (1, -1) for p in permutations((a, 0, 0))}
        f = mpf(1)
    elif packing == "body-centred-cubic":
        s = set(product((1, -1), repeat=3))
        f = 1 / sqrt(3)
    else:
        raise ValueError(packing)
    out = [tuple(f * c for c in n) for n in sorted(s)]
    assert len(out) == {"face-centred-cubic": 12, "simple-cubic": 6, "body-centred-cubic": 8}[packing]
    for n in out:
        assert abs(sum(c * c for c in n) - 1) < mpf(10) ** -35
    return out


# ---------------------------------------------------------------- linear contact, closed form
def linear_solution(m, k, alpha, v0):
    w0 = sqrt(k / m)
    w = w0 * sqrt(1 - alpha**2)
    c = 2 * alpha * sqrt(m * k)
    xi = lambda t: v0 / w * exp(-alpha * w0 * t) * sin(w * t)
    xid = lambda t: v0 / w * exp(-alpha * w0 * t) * (w * cos(w * t) - alpha * w0 * sin(w * t))
    F = lambda t: k * xi(t) + c * xid(t)
    return w0, w, xi, xid, F


def linear_end(m, k, alpha, v0, end):
    """Contact time and restitution of the damped linear contact (alpha < 1), by findroot."""
    w0, w, xi, xid, F = linear_solution(m, k, alpha, v0)
    g = xi if end == "overlap" else F
    # scan for the first sign change after t = 0, then refine
    t, dt = mpf(0), (pi / w) / 400
    while g(t + dt) > 0:
        t += dt
    tc = findroot(g, (t, t + dt), solver="anderson")
    return tc, -xid(tc) / v0


def linear_alpha(e, end, m, k, v0):
    e = mpf(e)
    a_ov = -log(e) / sqrt(log(e) ** 2 + pi**2)
    if end == "overlap":
        return a_ov
    a = findroot(lambda a: linear_end(m, k, a, v0, "force")[1] - e, a_ov)
    # the same definition in closed form: omega t_F = pi - 2 asin(alpha) = 2 acos(alpha)
    e_cf = exp(-(a / sqrt(1 - a**2)) * 2 * acos(a))
    assert abs(e_cf - e) < mpf(10) ** -35, (e_cf, e)
    return a


# ---------------------------------------------------------------- Tsuji contact, integrated
def rk4(f, x, y, h, n):
    """n classical RK4 steps of y' = f(x, y) (y a tuple) from x with step h."""
    for _ in range(n):
        k1 = f(x, y)
        k2 = f(x + h / 2, tuple(a + h / 2 * b for a, b in zip(y, k1)))
        k3 = f(x + h / 2, tuple(a + h / 2 * b for a, b in zip(y, k2)))
        k4 = f(x + h, tuple(a + h * b for a, b in zip(y, k3)))
        y = tuple(a + h / 6 * (b + 2 * c + 2 * d + e) for a, b, c, d, e in zip(y, k1, k2, k3, k4))
        x += h
    return x, y


def tsuji_tc(m, kh, eta, v0, N):
    """Contact time (overlap criterion) of m xi'' = -kh xi^1.5 - eta xi^0.25 xi'."""
    xm = (5 * m * v0**2 / (4 * kh)) ** (mpf(2) / 5)       # elastic maximum overlap
    t_h = 2 * xm / v0 * (mpf(2) / 5) * beta(mpf(2) / 5, mpf(1) / 2)
    xs = xm / 8
    # u = xi^(1/4): state (t, p); dt/du = 4u^3/p, dp/du = 4u^3 a/p
    fu = lambda u, y: (4 * u**3 / y[1], -4 * u**3 * (kh * u**6 + eta * u * y[1]) / (m * y[1]))
    u1 = xs ** (mpf(1) / 4)
    _, (t, p) = rk4(fu, mpf(0), (mpf(0), mpf(v0)), u1 / N, N)
    # t: state (xi, p)
    def ft(_, y):
        x, v = y
        return (v, -(kh * x * sqrt(x) + eta * sqrt(sqrt(x)) * v) / m)
    h = t_h / N
    x = xs
    steps = 0
    while not (x < xs and p < 0):
        t, (x, p) = rk4(ft, t, (x, p), h, 1)
        steps += 1
        assert x > 0 and steps < 10 * N, "left the contact inside phase 2"
    u2 = x ** (mpf(1) / 4)
    _, (t, p) = rk4(fu, u2, (t, p), -u2 / N, N)
    return t, -p / v0, t_h


# ---------------------------------------------------------------- scenario -> criteria
def derive(sc):
    s = dict(sc)
    if "r" in s:  # shorthand: two equal spheres
        for key, val in (("r", "r"), ("rho", "rho"), ("E", "E"), ("nu", "nu")):
            if val in s:
                s[key + "1"] = s[key + "2"] = s[val]
        s["v0"] = s["v_max"]
    P = lambda key: mpf(str(s[key]))
    has = lambda key: key in s
    damped = has("e") or has("damping")
    model = s.get("model") or ("linear" if has("kn") else ("tsuji" if damped else "hertz"))
    end = s.get("end", "overlap")
    packing = s.get("packing", "face-centred-cubic")
    v0 = P("v0")
    r1 = P("r1") if has("r1") else None
    r2 = P("r2") if has("r2") else None
    m1 = P("m1") if has("m1") else 4 * pi * r1**3 * P("rho1") / 3
    if has("m2"):
        m2 = P("m2")
    elif has("r2") and has("rho2"):
        m2 = 4 * pi * r2**3 * P("rho2") / 3
    else:
        m2 = None
    mstar = m1 if m2 is None else m1 * m2 / (m1 + m2)
    out = {"model": model, "m1": m1, "mstar": mstar, "v0": v0, "r1": r1}
    E_known = has("E1") and has("nu1")
    if E_known:
        E1, n1 = P("E1"), P("nu1")
        E2, n2 = (P("E2"), P("nu2")) if has("E2") else (E1, n1)
        Estar = 1 / ((1 - n1**2) / E1 + (1 - n2**2) / E2)
        G1, G2 = E1 / (2 * (1 + n1)), E2 / (2 * (1 + n2))
        Gstar = 1 / ((2 - n1) / G1 + (2 - n2) / G2)
        out.update(Estar=Estar, Gstar=Gstar)
    if model in ("hertz", "tsuji"):
        Rstar = r1 * r2 / (r1 + r2)
        kh = 4 * Estar * sqrt(Rstar) / 3
        xm = (15 * mstar * v0**2 / (16 * Estar * sqrt(Rstar))) ** (mpf(2) / 5)
        kn = 2 * Estar * sqrt(Rstar * xm)
        ks = 8 * Gstar * sqrt(Rstar * xm)
        if E1 == E2 and n1 == n2:
            assert abs(ks / kn - 2 * (1 - n1) / (2 - n1)) < mpf(10) ** -35
        # the tangent of F = kh xi^1.5 at xi_max
        assert abs(kn - mpf(3) / 2 * kh * sqrt(xm)) < mpf(10) ** -30 * kn
        out.update(Rstar=Rstar, kh=kh, xi_max=xm)
    else:
        if has("kn"):
            kn = P("kn")
        elif has("k"):
            kn = P("k")
        else:
            kn = P("k1") * P("k2") / (P("k1") + P("k2"))
        ks = P("ks") if has("ks") else mpf(str(s.get("ks_ratio", 1.0))) * kn
    out.update(kn=kn, ks=ks)
    # damping ratio
    if model == "hertz" or not damped:
        zeta = mpf(0)
        alpha = mpf(0)
    elif model == "linear":
        alpha = P("damping") if has("damping") else linear_alpha(s["e"], end, mstar, kn, v0)
        zeta = alpha
    elif model == "tsuji":
        assert end == "overlap"
        e = P("e")
        alpha = -log(e) * sqrt(5 / (log(e) ** 2 + pi**2))
        zeta = alpha / (2 * sqrt(mpf(3) / 2))
    out.update(alpha=alpha, zeta=zeta)
    w0 = sqrt(kn / mstar)
    out["omega0"] = w0
    crit, integrated = {}, set()
    # pfc
    ns = normals(packing)
    dofs = []
    for i in range(3):
        ktran = sum(kn * n[i] ** 2 + ks * (1 - n[i] ** 2) for n in ns)
        srot = sum(ks * (1 - n[i] ** 2) for n in ns)       # k_rot / r^2
        dofs.append(sqrt(m1 / ktran))
        dofs.append(sqrt(mpf("0.4") * m1 / srot))          # I/k_rot = 0.4 m r^2/(srot r^2)
        if r1 is not None:
            assert abs(sqrt((mpf("0.4") * m1 * r1**2) / (srot * r1**2)) - dofs[-1]) < mpf(10) ** -35
    out["pfc_dofs"] = dofs
    crit["pfc"] = mpf(str(s.get("safety_factor", 1.0))) * min(dofs)
    crit["contact-stability"] = 2 / w0 * (sqrt(1 + zeta**2) - zeta)
    if E_known and r1 is not None:
        # smallest particle
        cand = [(r1, P("rho1"), P("E1"), P("nu1"))]
        if r2 is not None:
            cand.append((r2, P("rho2"), P("E2"), P("nu2")))
        r, rho, E, nu = min(cand, key=lambda c: c[0])
        G = E / (2 * (1 + nu))
        frac = mpf(str(s.get("rayleigh_fraction", 0.2)))
        crit["rayleigh"] = frac * pi * r * sqrt(rho / G) / (mpf("0.1631") * nu + mpf("0.8766"))
        out["rayleigh_full"] = crit["rayleigh"] / frac
    # contact time
    if model == "linear":
        if alpha == 0:
            tc = pi / w0
        else:
            tc, _ = linear_end(mstar, kn, alpha, v0, end)
            w = w0 * sqrt(1 - alpha**2)
            tc_cf = (pi if end == "overlap" else 2 * acos(alpha)) / w
            assert abs(tc - tc_cf) < mpf(10) ** -30 * tc
    elif model == "hertz":
        tc = 2 * out["xi_max"] / v0 * (mpf(2) / 5) * beta(mpf(2) / 5, mpf(1) / 2)
        C = mpf(4) / 5 * (mpf(5) / 4) ** (mpf(2) / 5) * beta(mpf(2) / 5, mpf(1) / 2)
        assert abs(tc - C * (mstar**2 / (out["kh"] ** 2 * v0)) ** (mpf(1) / 5)) < mpf(10) ** -35 * tc
        out["hertz_C"] = C
    else:
        eta = alpha * sqrt(mstar * out["kh"])
        ta, ea, th = tsuji_tc(mstar, out["kh"], eta, v0, 2000)
        tb, eb, _ = tsuji_tc(mstar, out["kh"], eta, v0, 4000)
        rd = abs(ta - tb) / tb
        say(f"  tsuji t_c: N=2000 {mp.nstr(ta, 20)}  N=4000 {mp.nstr(tb, 20)}  rel diff {mp.nstr(rd, 3)};"
            f" achieved e = {mp.nstr(eb, 20)} (requested {s['e']})")
        assert rd < mpf(10) ** -12
        # the same integrator without damping reproduces the Beta-function Hertz time
        t0, e0, th = tsuji_tc(mstar, out["kh"], mpf(0), v0, 2000)
        say(f"  undamped check: integrated/Beta - 1 = {mp.nstr(t0 / th - 1, 3)}, e = {mp.nstr(e0, 20)}")
        assert abs(t0 / th - 1) < mpf(10) ** -12
        tc = tb
        out["tsuji_rel_diff"] = rd
        out["achieved_e"] = eb
        integrated.add("contact-time")
    out["tc"] = tc
    crit["contact-time"] = tc / 10
    best = min(crit, key=lambda kk: crit[kk])
    out.update(criteria=crit, recommended=crit[best], recommended_by=best, integrated=integrated)
    return out


def make_cases(name, sc):
    d = derive(sc)
    crit = d["criteria"]
    closed = {"kn": float(d["kn"]), "ks": float(d["ks"])}
    loose = {}
    for kk, v in crit.items():
        (loose if kk in d["integrated"] else closed)[f"criteria.{kk}"] = float(v)
    (loose if d["recommended_by"] in d["integrated"] else closed)["recommended"] = float(d["recommended"])
    closed["recommended_by"] = d["recommended_by"]
    # criteria that do not apply are absent (or null): no epsilon -> no kinematic; no E, nu, r -> no rayleigh
    closed["criteria.kinematic"] = None
    if "rayleigh" not in crit:
        closed["criteria.rayleigh"] = None
    cases = [{"name": name, "command": "timestep", "scenario": sc, "rel": 1e-12, "expected": closed}]
    if loose:
        cases.append({"name": name + " — integrated Tsuji contact time", "command": "timestep",
                      "scenario": sc, "rel": 1e-9, "expected": loose})
    return d, cases


# ---------------------------------------------------------------- stability replay
def grows(zeta, dt, steps=20000, win=1000):
    """Replay the free damped oscillator (omega0 = 1, m = 1); True if it grows 10x."""
    c = 2 * zeta
    x, v = 1.0, 0.0
    first = last = 0.0
    for n in range(steps):
        v = v - (x + c * v) * dt
        x = x + v * dt
        a = abs(x)
        if a > 1e150:
            return True
        if n < win:
            first = max(first, a)
        elif n >= steps - win:
            last = max(last, a)
    return last > 10 * first


def bisect_dt(zeta, steps=20000):
    f = 2 * (math.sqrt(1 + zeta * zeta) - zeta)
    lo, hi = 0.5 * f, 1.5 * f
    assert not grows(zeta, lo, steps) and grows(zeta, hi, steps)
    for _ in range(50):
        mid = (lo + hi) / 2
        if grows(zeta, mid, steps):
            hi = mid
        else:
            lo = mid
    return f, (lo + hi) / 2


# ---------------------------------------------------------------- cases
glass = {"r": 1e-3, "rho": 2500, "E": 63e9, "nu": 0.2, "v_max": 1}
specs = [
    ("A: glass spheres, r = 1 mm, 1 m/s, e = 0.5 (shorthand, E and e given: Tsuji), face-centred cubic",
     {**glass, "packing": "face-centred-cubic", "e": 0.5}),
    ("B: glass beads, Tsuji pair r = 1 mm, 1 m/s, e = 0.8 (default packing face-centred cubic)",
     {"model": "tsuji", "r1": 1e-3, "rho1": 2500, "E1": 63e9, "nu1": 0.2, "r2": 1e-3, "rho2": 2500,
      "E2": 63e9, "nu2": 0.2, "v0": 1, "e": 0.8}),
    ("C: PFC pair by masses, linear k = 5000 N/m, e = 0.3 under the force criterion (no radius: "
     "rotational dofs with the radius cancelled, no Rayleigh)",
     {"model": "linear", "m1": 5, "m2": 5, "k1": 1e4, "k2": 1e4, "v0": 1, "e": 0.3, "end": "force"}),
    ("D: legacy linear kn = 1e5, ks = 5e4 between two equal spheres, undamped, face-centred cubic",
     {"r": 1e-3, "rho": 2500, "packing": "face-centred-cubic", "kn": 1e5, "ks": 5e4, "E": 70e9,
      "nu": 0.25, "v_max": 1}),
    ("E: glass spheres as A but body-centred cubic, e = 0.9, rayleigh_fraction = 0.3",
     {**glass, "packing": "body-centred-cubic", "e": 0.9, "rayleigh_fraction": 0.3}),
    ("F (extra): glass spheres as A without e (elastic Hertz, Beta-function contact time), simple cubic",
     {**glass, "packing": "simple-cubic"}),
]

cases, derived = [], {}
for name, sc in specs:
    say(name)
    d, cs = make_cases(name, sc)
    derived[name[0]] = d
    cases += cs
    say(f"  model {d['model']}, kn {mp.nstr(d['kn'], 17)}, ks {mp.nstr(d['ks'], 17)}, zeta {mp.nstr(d['zeta'], 17)}")
    for kk, v in d["criteria"].items():
        say(f"  criteria.{kk} = {mp.nstr(v, 17)}")
    say(f"  recommended {mp.nstr(d['recommended'], 17)} by {d['recommended_by']}")

# ---------------------------------------------------------------- hand check of case A
A = derived["A"]
say("\nHand check, case A (glass, r = 1 mm, rho = 2500, E = 63 GPa, nu = 0.2, v = 1 m/s, e = 0.5):")
r, rho, E, nu, v = mpf("1e-3"), mpf(2500), mpf("63e9"), mpf("0.2"), mpf(1)
m = 4 * pi * r**3 * rho / 3
ms, Rs = m / 2, r / 2
Es = E / (2 * (1 - nu**2))
G = E / (2 * (1 + nu))
Gs = G / (2 * (2 - nu))
kh = 4 * Es * sqrt(Rs) / 3
xm = (15 * ms * v**2 / (16 * Es * sqrt(Rs))) ** mpf("0.4")
kn = 2 * Es * sqrt(Rs * xm)
ks = 8 * Gs * sqrt(Rs * xm)
say(f"  m = {mp.nstr(m, 15)} kg, m* = {mp.nstr(ms, 15)}, R* = {mp.nstr(Rs, 6)}, E* = {mp.nstr(Es, 15)},"
    f" G = {mp.nstr(G, 15)}, G* = {mp.nstr(Gs, 15)}")
say(f"  k_H = {mp.nstr(kh, 15)}, xi_max = {mp.nstr(xm, 15)} m, kn = {mp.nstr(kn, 15)}, ks = {mp.nstr(ks, 15)},"
    f" ks/kn = {mp.nstr(ks / kn, 15)} (8/9 = {mp.nstr(mpf(8) / 9, 15)})")
# fcc per axis: 8 of 12 normals have n_i^2 = 1/2 -> sum n_i^2 = 4, sum (1 - n_i^2) = 8
ktran = 4 * kn + 8 * ks
t_tran = sqrt(m / ktran)
t_rot = sqrt(mpf("0.4") * m * r**2 / (8 * ks * r**2))
say(f"  fcc: k_tran = 4 kn + 8 ks = {mp.nstr(ktran, 15)}, sqrt(m/k_tran) = {mp.nstr(t_tran, 15)};"
    f" k_rot = 8 ks r^2, sqrt(I/k_rot) = sqrt(0.05 m/ks) = {mp.nstr(t_rot, 15)}")
e = mpf("0.5")
a1 = -log(e) * sqrt(5 / (log(e) ** 2 + pi**2))
z = a1 / (2 * sqrt(mpf("1.5")))
w0 = sqrt(kn / ms)
cs = 2 / w0 * (sqrt(1 + z**2) - z)
ray = mpf("0.2") * pi * r * sqrt(rho / G) / (mpf("0.1631") * nu + mpf("0.8766"))
say(f"  alpha1 = {mp.nstr(a1, 15)}, zeta = {mp.nstr(z, 15)}, omega0 = {mp.nstr(w0, 15)} rad/s,"
    f" 2/omega0 = {mp.nstr(2 / w0, 15)}, contact-stability = {mp.nstr(cs, 15)}")
say(f"  rayleigh = 0.2 pi r sqrt(rho/G)/(0.1631*0.2 + 0.8766) = {mp.nstr(ray, 15)}")
say(f"  Hertz elastic t_c = {mp.nstr(2 * xm / v * mpf('0.4') * beta(mpf('0.4'), mpf('0.5')), 15)},"
    f" Tsuji t_c = {mp.nstr(A['tc'], 15)}, contact-time = {mp.nstr(A['tc'] / 10, 15)}")
for a, b in [(kn, A["kn"]), (ks, A["ks"]), (min(t_tran, t_rot), A["criteria"]["pfc"]),
             (cs, A["criteria"]["contact-stability"]), (ray, A["criteria"]["rayleigh"])]:
    assert abs(a - b) < mpf(10) ** -30 * abs(b), (a, b)
say("  hand values agree with the general code")

# ---------------------------------------------------------------- stability check
say("\nStability of the half-step-dashpot leapfrog (omega0 = 1):")
stab = []
for zeta in (0.0, 0.05, 0.3, 1.0):
    f, b = bisect_dt(zeta)
    say(f"  zeta {zeta:4.2f}: formula {f:.16f}, bisected {b:.16f}, rel diff {(b - f) / f:+.2e}")
    stab.append({"zeta": zeta, "formula": f, "bisected": b, "rel_diff": (b - f) / f})
if "--long" in sys.argv:
    for zeta in (0.0, 0.05, 0.3, 1.0):
        f, b = bisect_dt(zeta, 200000)
        say(f"  200000 steps, zeta {zeta:4.2f}: bisected {b:.16f}, rel diff {(b - f) / f:+.2e}")

print(json.dumps({
    "about": "Golden cases for the timestep recommendation (dem-contact timestep). 'expected': "
             "independent references from tests/golden/generate_timestep.py (mpmath, 40 digits: "
             "Hertz tangent kn and Mindlin ks at the elastic Hertz maximum overlap, PFC per-dof "
             "estimate over the packing's contact normals, central-difference limit with the dashpot "
             "at the half-step velocity, Rayleigh time, contact time / 10). Closed-form keys are "
             "compared at rel 1e-12; the Tsuji contact time is integrated (three-phase RK4 in "
             "u = xi^(1/4) and t, two resolutions agreeing to < 1e-12), so it and 'recommended' when "
             "contact-time sets it sit in a separate copy of the case at rel 1e-9. Criteria that do not "
             "apply are expected null (absent). 'stability_check' "
             "(not read by the harness): (zeta, formula (2/omega0)(sqrt(1+zeta^2)-zeta), edge bisected "
             "by a float replay of 20000 steps, growth 10x between the first and last 1000 steps), "
             "omega0 = 1.",
    "rel": 1e-12,
    "cases": cases,
    "stability_check": stab}, indent=2))
