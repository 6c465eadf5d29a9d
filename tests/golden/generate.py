#!/usr/bin/env python3
"""Independent reference values for the golden cases (not run by the test suite).

Written from the papers' formulas directly with mpmath at 40 digits, sharing no code with
the Rust library: the closed-form overlap of seed 000 eq. (7a)/(7b) and the force
F = k xi + c xi' (seed 000 eq. 15), with every extremum and end found by mpmath's own root
finder on derivatives taken by mpmath.diff. Run: python3 tests/golden/generate.py > x.json
and compare by eye with linear.json before changing any expected value.
"""
import json
from mpmath import mp, mpf, sqrt, exp, sin, sinh, cos, cosh, log, pi, findroot, diff

mp.dps = 40


def linear_case(m, k, alpha, v0, end="overlap", g=0):
    m, k, alpha, v0, g = mpf(m), mpf(k), mpf(alpha), mpf(v0), mpf(g)
    w0 = sqrt(k / m)
    beta = alpha * w0
    c = 2 * alpha * sqrt(m * k)
    if g != 0:
        # m xi'' + c xi' + k xi = m g (seed 000 eq. 16 as a relative acceleration), alpha < 1:
        # xi = xs + e^(-beta t)(A cos wt + B sin wt), xs = m g/k, A = -xs, B = (v0 - beta xs)/w.
        assert alpha < 1
        w = sqrt(w0**2 - beta**2)
        xs = m * g / k
        A, B = -xs, (v0 - beta * xs) / w
        xi = lambda t: xs + exp(-beta * t) * (A * cos(w * t) + B * sin(w * t))
    elif alpha < 1:
        w = sqrt(w0**2 - beta**2)
        xi = lambda t: v0 / w * exp(-beta * t) * sin(w * t)          # seed 000 eq. (7a)
    elif alpha == 1:
        xi = lambda t: v0 * t * exp(-w0 * t)                         # limit of (7a)/(7b)
    else:
        W = sqrt(beta**2 - w0**2)
        xi = lambda t: v0 / W * exp(-beta * t) * sinh(W * t)         # seed 000 eq. (7b)
    xid = lambda t: diff(xi, t)
    F = lambda t: k * xi(t) + c * xid(t)                             # seed 000 eq. (15)
    Fd = lambda t: diff(F, t)
    out = {"effective_mass": m, "stiffness": k, "damping_constant": alpha,
           "damping_coefficient": c, "natural_frequency": w0}
    # End of contact.
    if end == "overlap" and g != 0:
        t, dt = mpf(0), (1 / w0) / 200
        while xi(t + dt) > 0:
            t += dt
        tc = findroot(xi, (t, t + dt), solver="anderson")
    elif end == "overlap":
        if alpha < 1:
            # seed 000 eq. (8)-(9): the root near pi/w, from a bracket (not from a guess).
            tc = findroot(xi, (pi / w * mpf("0.99"), pi / w * mpf("1.01")), solver="anderson")
        else:
            tc = None
    else:
        # First zero of F after t = 0: scan, then refine.
        t, dt = mpf(0), (1 / w0) / 200
        while F(t + dt) > 0:
            t += dt
        tc = findroot(F, (t, t + dt), solver="anderson")
    out["contact_time"] = tc
    out["restitution"] = (-xid(tc) / v0) if tc is not None else mpf(0)
    # Maximum overlap: the first zero of xi'.
    t, dt = mpf(0), (1 / w0) / 200
    while xid(t + dt) > 0:
        t += dt
    tm = findroot(xid, (t, t + dt), solver="anderson")
    out["time_of_max_overlap"] = tm
    out["max_overlap"] = xi(tm)
    # Force extrema over the contact (or a long window if it never ends).
    t_end = tc if tc is not None else 40 / w0
    n = 4000
    ts = [t_end * i / n for i in range(n + 1)]
    fs = [F(t) for t in ts]
    cands = [(fs[0], ts[0]), (fs[-1], ts[-1])]
    for i in range(1, n):
        if (fs[i] - fs[i - 1]) * (fs[i + 1] - fs[i]) <= 0:
            r = findroot(Fd, (ts[i - 1], ts[i + 1]), solver="anderson")
            cands.append((F(r), r))
    fmax = max(cands, key=lambda p: p[0])
    out["max_force"] = fmax[0]
    out["time_of_max_force"] = fmax[1]
    out["min_force"] = min(cands, key=lambda p: p[0])[0]
    out["tension"] = bool(out["min_force"] < -mpf(10) ** -20 * fmax[0])
    return {kk: (None if v is None else (v if isinstance(v, bool) else float(v))) for kk, v in out.items()}


cases = []
for name, sc, rule_m in [
    ("seed 000 case 1, reduced mass", dict(alpha=0.5), 2.5),
    ("seed 000 case 1, arithmetic mean (PFC3D 3.0)", dict(alpha=0.5), 5.0),
    ("seed 000 case 2, reduced mass", dict(alpha=2.0), 2.5),
    ("seed 000 case 2, arithmetic mean (PFC3D 3.0)", dict(alpha=2.0), 5.0),
]:
    rule = "reduced" if rule_m == 2.5 else "arithmetic"
    scenario = {"model": "linear", "m1": 5, "m2": 5, "mass_rule": rule,
                "k1": 1e4, "k2": 1e4, "v0": 2, "damping": sc["alpha"]}
    cases.append({"name": name, "scenario": scenario,
                  "expected": linear_case(rule_m, 5000, sc["alpha"], 2)})
for end in ["overlap", "force"]:
    scenario = {"model": "linear", "m1": 5, "m2": 5, "k1": 1e4, "k2": 1e4, "v0": 2,
                "damping": 0.5, "end": end}
    if end == "force":
        cases.append({"name": "seed 000 case 1, force criterion (Schwager & Pöschel 2007)",
                      "scenario": scenario, "expected": linear_case(2.5, 5000, 0.5, 2, end)})
for rule, m in [("reduced", 3.75), ("arithmetic", 10)]:
    scenario = {"model": "linear", "m1": 5, "m2": 15, "mass_rule": rule, "k1": 1e5, "k2": 1e6,
                "v0": 2, "damping": 0.4, "g": 9.81}
    cases.append({"name": f"seed 000 case 3 parameters, {rule} mass, g = 9.81 m/s^2 as a relative "
                          "acceleration (integrated; closed form with gravity as reference)",
                  "scenario": scenario, "rel": 1e-9,
                  "expected": linear_case(m, mpf(10)**11 / (mpf(11) * 10**5), "0.4", 2, g="9.81")})
scenario = {"model": "linear", "m1": 5, "m2": 5, "k1": 1e4, "k2": 1e4, "v0": 2, "damping": 1.0}
cases.append({"name": "critical damping (alpha = 1): never separates under the overlap criterion",
              "scenario": scenario, "expected": linear_case(2.5, 5000, 1.0, 2)})
# seed 001 Table I, linear column: e = 0.9, m* = 2.094e-3 kg, k = 3.357e7 N/m, v0 = 6.331 m/s.
e = mpf("0.9")
alpha_exact = -log(e) / sqrt(log(e) ** 2 + pi ** 2)                  # seed 001 eq. (3)
scenario = {"model": "linear", "m1": 2.094e-3, "k": 3.357e7, "v0": 6.331, "e": 0.9}
exp_ = linear_case("2.094e-3", "3.357e7", alpha_exact, "6.331")
cases.append({"name": "seed 001 Table I, linear model (ball on a wall)", "scenario": scenario,
              "expected": exp_,
              "paper": {
                  "damping_constant": {"value": 0.034, "abs": 0.0005,
                                       "note": "Table I prints alpha = 0.034 (3 decimals)"},
                  "max_force": {"value": 1600, "abs": 100,
                                "note": "Fig. 2: maximum force of the linear model 'about 1600 N'"},
                  "max_overlap": {"value": 5e-5, "abs": 0.5e-5,
                                  "note": "Fig. 2: equal maximum overlaps near 5e-5 m"},
                  "tension": {"value": True,
                              "note": "Fig. 2 / section IV: the linear force changes direction before the end"}}})
print(json.dumps({
    "about": "Golden cases for the linear spring-dashpot model. 'expected': independent "
             "references from tests/golden/generate.py (mpmath, 40 digits, seed 000 eq. 7a/7b/15 "
             "with numerical extrema); compared at 'rel' relative tolerance. 'paper': numbers "
             "read from the papers, with the tolerance their printing allows.",
    "rel": 1e-12,
    "cases": cases}, indent=2))
