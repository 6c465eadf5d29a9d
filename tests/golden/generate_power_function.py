#!/usr/bin/env python3
"""Independent references for An's elastic-inelastic power-function model (seed 004).

Shares no code with the Rust library; mpmath at 40 digits. Without a body acceleration:
the loading/unloading energy balance and seed 004 eq. (2)-(3). With gravity g acting during
the contact: loading  1/2 m v0^2 + m g xi_B = area under the loading path to xi_B,
unloading 1/2 m v_s^2 = F_B xi_B/(b+1) - m g xi_B (the area under F_B (xi/xi_B)^b minus the
work against gravity), e = v_s/v0.
Run: python3 tests/golden/generate_power_function.py > tests/golden/power_function.json
"""
import json
from mpmath import mp, mpf, sqrt, pi

mp.dps = 40
M = 2600 * pi * mpf("0.25") ** 2          # disk r = 0.25 m, rho = 2600, unit thickness
K = mpf("3.2e10") * mpf("6.4e10") / (mpf("3.2e10") + mpf("6.4e10"))
H0, G = mpf("5.001"), mpf("9.8")


def contact(m, k, f_t, b, v0, g=0):
    m, k, b, v0, g = mpf(m), mpf(k), mpf(b), mpf(v0), mpf(g)
    f_t = mpf(f_t) if f_t is not None else None
    mg = m * g
    # Elastic only if the loading line reaches the turning point below F_t:
    # 1/2 m v0^2 + m g xi = 1/2 k xi^2  ->  xi_B = (mg + sqrt(mg^2 + k m v0^2))/k.
    xi_el = (mg + sqrt(mg**2 + k * m * v0**2)) / k
    if f_t is None or k * xi_el <= f_t:
        xi_b, f_b, g_ratio = xi_el, k * xi_el, None
    else:
        xa = f_t / k
        xi_b = (m * v0**2 / 2 + f_t * xa / 2) / (f_t - mg)
        f_b, g_ratio = f_t, xa / (xi_b - xa)
    v_s = sqrt(2 * (f_b * xi_b / (b + 1) - mg * xi_b) / m)
    e = v_s / v0
    out = {"restitution": float(e), "max_overlap": float(xi_b), "max_force": float(f_b),
           "absorbed_work": float(m * v0**2 / 2 + mg * xi_b),
           "recovered_work": float(m * v_s**2 / 2 + mg * xi_b), "tension": False, "min_force": 0.0}
    eq2 = sqrt(2 / (b + 1)) * (1 if g_ratio is None else sqrt((g_ratio + 1) / (g_ratio + 2)))
    out["restitution_formula"] = float(eq2) if g == 0 else None
    out["elastic_inelastic_ratio"] = None if g_ratio is None else float(g_ratio)
    if g > 0:
        out["rebound_height"] = float(v_s**2 / (2 * g))
        out.pop("restitution_formula")
    if g == 0:
        # seed 004 eq. (2) is this contact's restitution exactly.
        assert abs(eq2 - e) < mpf(10) ** -30
    return out


cases = []
v0 = sqrt(2 * G * H0)
for f_t, label in [("1.28e8", "stays elastic"), ("1.28e5", "inelastic")]:
    base = {"model": "power-function", "m1": float(M), "k1": 3.2e10, "k2": 6.4e10,
            "transition_force": float(mpf(f_t)), "exponent": 10}
    free = contact(M, K, mpf(f_t), 10, v0)
    c = {"name": f"seed 004 PFC2D example, F_t = {f_t} ({label}), no gravity during the contact",
         "scenario": {**base, "v0": float(v0)}, "rel": 1e-12, "expected": free}
    if f_t == "1.28e8":
        c["paper"] = {"restitution": {"value": 0.42, "abs": 0.01, "note": "seed 004: 'about 0.42' (e = sqrt(2/11) = 0.4264)"}}
    cases.append(c)
    grav = contact(M, K, mpf(f_t), 10, v0, G)
    cases.append({"name": f"seed 004 PFC2D example, F_t = {f_t} ({label}), dropped from 5.001 m under g = 9.8 "
                          "(gravity acts during the contact; integrated)",
                  "scenario": {**base, "h0": 5.001, "g": 9.8}, "rel": 1e-9, "expected": grav})
# The CLI example.
cases.append({"name": "CLI example: m1 = 510.5, k = 2.1333e10, v0 = 9.9, F_t = 1.28e8, b = 10",
              "scenario": {"model": "power-function", "m1": 510.5, "k": 2.1333e10, "v0": 9.9,
                           "transition_force": 1.28e8, "exponent": 10},
              "rel": 1e-12, "expected": {"restitution": float(sqrt(mpf(2) / 11))},
              "paper": {"restitution": {"value": 0.4264, "abs": 0.00005, "note": "the issue: restitution = 0.4264"}}})
# Limits (seed 004 Fig. 2): triangular (b = 1) with an inelastic part; elastic-power-function.
for b, f_t in [(1, "1e7"), (3, None), (1, None)]:
    sc = {"model": "power-function", "m1": 2, "k": 1e8, "v0": 3, "exponent": b}
    if f_t:
        sc["transition_force"] = float(mpf(f_t))
    name = {(1, "1e7"): "triangular model (b = 1) with an inelastic part: e = sqrt((g+1)/(g+2))",
            (3, None): "elastic-power-function (no F_t): e = sqrt(2/(b+1)) = sqrt(1/2)",
            (1, None): "b = 1 and no F_t: elastic, e = 1"}[(b, f_t)]
    cases.append({"name": name, "scenario": sc, "rel": 1e-12, "expected": contact(2, 1e8, mpf(f_t) if f_t else None, b, 3)})
# The inverse: e -> b (free collision), seed 004 eq. (2) solved for b.
sc = {"model": "power-function", "m1": float(M), "k1": 3.2e10, "k2": 6.4e10, "v0": float(v0),
      "transition_force": 1.28e5, "e": 0.25}
xa = mpf("1.28e5") / K
xi_b = xa / 2 + M * v0**2 / (2 * mpf("1.28e5"))
g_r = xa / (xi_b - xa)
b = 2 * (g_r + 1) / (mpf("0.25") ** 2 * (g_r + 2)) - 1
cases.append({"name": "exponent from e (seed 004 eq. 2 solved for b)", "scenario": sc, "rel": 1e-12,
              "expected": {"damping_constant": float(b), "restitution": 0.25}})
for c in cases:
    c["expected"] = {k: v for k, v in c["expected"].items() if v is not None}
print(json.dumps({
    "about": "Golden cases for the power-function model (seed 004). 'expected': independent references "
             "from tests/golden/generate_power_function.py (mpmath; energy balance with and without gravity; "
             "seed 004 eq. 2-3). 'paper': seed 004's stated restitutions.",
    "rel": 1e-12, "cases": cases}, indent=2))
