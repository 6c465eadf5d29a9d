"""Golden cases for a size range under ONE typed setting (issue 31, item 3): every pair from
smallest-smallest to largest-largest and each size against a wall, with the value typed into
the code found once for the two smallest particles and then held. Computed here independently
of the library, from the codes' own formulas:

  MercuryDPM LinearViscoelasticSpecies::setCollisionTimeAndRestitutionCoefficient(tc, e, mass)
    (LinearViscoelasticNormalSpecies.cc lines 225-259, fork kuwt/MercuryDPM_fork @fb0ebf1d):
    gamma = -mass ln e / tc, k = mass/2 (pi^2/tc^2 + (gamma/mass)^2), mass = one particle of
    r_min; each contact runs F = k x + gamma x' with its own m*, the overlap criterion.
  LAMMPS pair_style gran/hooke Kn Kt gamma_n (pair_gran_hooke.cpp): F = Kn x + m* gamma_n x';
    gamma_n typed once, for the two smallest particles: 2 zeta sqrt(Kn/m*) with zeta the
    damping ratio giving e under the overlap criterion.
  LIGGGHTS hertz with coefficientRestitution (normal_model_hertz.h): Tsuji's dashpot
    2 sqrt(5/6) |beta(e)| sqrt(S_n m*) with S_n = 2 E* sqrt(R* x), i.e. alpha1 = sqrt5 |beta| per
    contact: every contact gets e exactly (overlap criterion); contact times and overlaps by a
    fixed-step RK4 of m x'' = -F, the step halved until two agree to 1e-10.

Linear contacts in closed form: zeta = c/(2 sqrt(m k)), w0 = sqrt(k/m), wd = w0 sqrt(1 - zeta^2),
e = exp(-pi zeta/sqrt(1 - zeta^2)), t_c = pi/wd, the largest overlap at t_m = atan(wd/(zeta w0))/wd:
x_max = v0/wd exp(-zeta w0 t_m) sin(wd t_m).

Writes tests/golden/range.json (run: python3 tests/golden/generate_range.py)."""
import json
import math
import os

RHO = 2500.0
R_MIN, R_MAX = 0.5e-3, 2e-3
E_GLASS, NU_GLASS = 63e9, 0.2


def mass(r):
    return RHO * 4.0 / 3.0 * math.pi * r ** 3


def mstar(r1, r2):
    if r2 is None:
        return mass(r1)
    m1, m2 = mass(r1), mass(r2)
    return m1 * m2 / (m1 + m2)


def contacts():
    """The range's contacts: (r1, r2) with r2 None for a wall, in the library's order."""
    return [(R_MIN, R_MIN), (R_MIN, R_MAX), (R_MAX, R_MAX), (R_MIN, None), (R_MAX, None)]


def abs_beta(e):
    l = math.log(e)
    return -l / math.sqrt(l * l + math.pi ** 2)


def linear(m, k, c, v0):
    z = c / (2 * math.sqrt(m * k))
    w0 = math.sqrt(k / m)
    wd = w0 * math.sqrt(1 - z * z)
    tm = math.atan2(wd, z * w0) / wd
    return {"restitution": math.exp(-math.pi * z / math.sqrt(1 - z * z)),
            "contact_time": math.pi / wd,
            "max_overlap": v0 / wd * math.exp(-z * w0 * tm) * math.sin(wd * tm)}


def tsuji(m, k, a1, v0):
    """m x'' = -(k x^1.5 + a1 sqrt(m k) x^0.25 x'), from x = 0, x' = v0, to x = 0 (RK4)."""
    lam = a1 * math.sqrt(m * k)

    def acc(x, v):
        x = max(x, 0.0)
        return -(k * x ** 1.5 + lam * x ** 0.25 * v) / m

    def run(n):
        ts = (m * m / (k * k * v0)) ** 0.2
        h = ts / n
        t, x, v, xmax = 0.0, 0.0, v0, 0.0

        def step(x, v, h):
            k1x, k1v = v, acc(x, v)
            k2x, k2v = v + h / 2 * k1v, acc(x + h / 2 * k1x, v + h / 2 * k1v)
            k3x, k3v = v + h / 2 * k2v, acc(x + h / 2 * k2x, v + h / 2 * k2v)
            k4x, k4v = v + h * k3v, acc(x + h * k3x, v + h * k3v)
            return x + h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x), v + h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)

        while True:
            x1, v1 = step(x, v, h)
            if v > 0 >= v1:  # the maximum: located by bisection on the step
                lo, hi = 0.0, h
                for _ in range(60):
                    mid = (lo + hi) / 2
                    if step(x, v, mid)[1] > 0:
                        lo = mid
                    else:
                        hi = mid
                xmax = step(x, v, lo)[0]
            if x1 <= 0 and t > 0:
                lo, hi = 0.0, h
                for _ in range(60):
                    mid = (lo + hi) / 2
                    if step(x, v, mid)[0] > 0:
                        lo = mid
                    else:
                        hi = mid
                xe, ve = step(x, v, hi)
                return {"restitution": -ve / v0, "contact_time": t + hi, "max_overlap": xmax}
            t, x, v = t + h, x1, v1

    n, a = 4000, run(4000)
    while True:
        b = run(2 * n)
        if max(abs(b[q] - a[q]) / abs(b[q]) for q in b) < 1e-10 or n > 64000:
            return b
        a, n = b, 2 * n


def mercury():
    tc, e, v0 = 1e-5, 0.7, 2.0
    M = mass(R_MIN)
    gamma = -M * math.log(e) / tc
    k = M / 2 * (math.pi ** 2 / tc ** 2 + (gamma / M) ** 2)
    rows = [linear(mstar(a, b), k, gamma, v0) for a, b in contacts()]
    sc = {"code": "mercurydpm-linear", "rho1": RHO, "r_min": R_MIN, "r_max": R_MAX, "v0": v0, "e": e, "tc": tc}
    return ("MercuryDPM linear species tuned for one 0.5 mm particle (tc = 10 us, e = 0.7): each pair its own e",
            sc, rows, {"typed.value": e, "tuning_mass": M})


def gran_hooke():
    kn, e, v0 = 1e5, 0.9, 1.0
    z = abs_beta(e)
    gamma_n = 2 * z * math.sqrt(kn / mstar(R_MIN, R_MIN))
    rows = [linear(mstar(a, b), kn, mstar(a, b) * gamma_n, v0) for a, b in contacts()]
    sc = {"code": "lammps-gran-hooke", "rho1": RHO, "k": kn, "r_min": R_MIN, "r_max": R_MAX, "v0": v0, "e": e}
    return ("LAMMPS gran/hooke, one gamma_n typed (for e = 0.9 between the two smallest): each pair its own e",
            sc, rows, {"typed.value": gamma_n})


def liggghts_hertz():
    e, v0 = 0.8, 1.0
    rows = []
    for a, b in contacts():
        m = mstar(a, b)
        if b is None:  # a rigid flat wall
            es, rs = E_GLASS / (1 - NU_GLASS ** 2), a
        else:
            es, rs = E_GLASS / (2 * (1 - NU_GLASS ** 2)), a * b / (a + b)
        k = 4.0 / 3.0 * es * math.sqrt(rs)
        rows.append(tsuji(m, k, math.sqrt(5) * abs_beta(e), v0))
    sc = {"code": "liggghts-hertz", "rho1": RHO, "E1": E_GLASS, "nu1": NU_GLASS, "r_min": R_MIN, "r_max": R_MAX,
          "v0": v0, "e": e}
    return ("LIGGGHTS hertz, coefficientRestitution 0.8: mapped per contact, every pair e = 0.8, times differ",
            sc, rows, {"typed.value": e, "same_restitution": True})


cases = []
for name, sc, rows, extra in (mercury(), gran_hooke(), liggghts_hertz()):
    expected = dict(extra)
    for i, r in enumerate(rows):
        for q in ("restitution", "contact_time", "max_overlap"):
            expected[f"rows.{i}.{q}"] = r[q]
    cases.append({"name": name, "command": "codes", "scenario": sc, "expected": expected})
    print(name)
    for (a, b), r in zip(contacts(), rows):
        print(f"  {a * 1e3:g} mm - {'wall' if b is None else f'{b * 1e3:g} mm'}: e = {r['restitution']:.6f}, "
              f"t_c = {r['contact_time']:.6e} s, x_max = {r['max_overlap']:.6e} m")
out = {
    "about": "A size range under one typed setting (issue 31): every contact's e, t_c and largest overlap "
             "from the codes' own formulas, computed independently by tests/golden/generate_range.py "
             "(closed forms for the linear contacts, RK4 with step halving for Tsuji's).",
    "rel": 1e-8,
    "cases": cases,
}
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "range.json"), "w") as f:
    json.dump(out, f, indent=1)
