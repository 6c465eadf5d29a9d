#!/usr/bin/env python3
"""A second, independent integration of every case of tests/golden/bridge.json (the
damped and viscous ones, integrated there by the fixed-step RK4, and the elastic ones, by
quadrature there): scipy's adaptive DOP853 (rtol 1e-12) with its own event location, the
contract's law written again here (not imported from generate_bridge.py). Prints the largest
relative difference per quantity and kind; exits 1 beyond 1e-7.

Run (scipy: Debian's python3-scipy): /usr/bin/python3 tests/golden/check_bridge_scipy.py
"""

import json
import math
import os
import sys

from scipy.integrate import solve_ivp

HERE = os.path.dirname(os.path.abspath(__file__))


def setting(sc):
    """m*, R*, k, the dashpot, the bridge (F0, law, S_c) and the lubrication of a scenario."""
    r1, r2 = sc["r1"], sc.get("r2")
    rs = r1 * r2 / (r1 + r2) if r2 else r1
    m1 = sc.get("m1") or 4 / 3 * math.pi * r1 ** 3 * sc["rho1"]
    if r2:
        m2 = sc.get("m2") or 4 / 3 * math.pi * r2 ** 3 * sc["rho2"]
        m = m1 * m2 / (m1 + m2)
    else:
        m = m1
    if sc["model"] == "linear":
        k, w = sc["k"], 1.0
    else:
        es = 1 / ((1 - sc["nu1"] ** 2) / sc["E1"] + (1 - sc["nu2"] ** 2) / sc["E2"])
        k, w = 4 / 3 * es * math.sqrt(rs), 1.5
    e = sc.get("e", 1.0)
    ln = math.log(e) if e < 1 else 0.0
    if sc["model"] == "linear":
        dash = lambda d, v, c=2 * (-ln / math.sqrt(ln * ln + math.pi ** 2)) * math.sqrt(m * k): c * v
    elif sc["model"] == "tsuji":
        lam = -ln * math.sqrt(5 / (ln * ln + math.pi ** 2)) * math.sqrt(m * k)
        dash = lambda d, v: lam * max(d, 0.0) ** 0.25 * v
    else:
        dash = lambda d, v: 0.0
    th = sc.get("contact_angle", 0.0)
    if isinstance(th, str):
        th = float(th.split()[0]) * math.pi / 180
    V, rp = sc["liquid_volume"], 2 * rs
    f0 = 2 * math.pi * rp * sc["surface_tension"] * math.cos(th)
    if sc["liquid_bridge"] == "willett":
        q = math.sqrt(rp / V)
        fcap = lambda s: f0 / (1 + 1.05 * q * s + 2.5 * (q * s) ** 2)
    else:
        b = 2 * V / (math.pi * rp)
        fcap = lambda s: f0 * (1 - s / math.sqrt(s * s + b))
    if sc.get("rupture", "lian") == "lian":
        sc_ = (1 + th / 2) * V ** (1 / 3)
    else:
        vs = V / rp ** 3
        sc_ = (1 + th / 2) * (vs ** (1 / 3) + 0.1 * vs ** (2 / 3)) * rp
    cv = 6 * math.pi * sc.get("liquid_viscosity", 0.0) * rs * rs
    smin = sc.get("min_separation", rs / 100)
    return m, k, w, dash, f0, fcap, sc_, cv, smin


def contact(sc):
    m, k, w, dash, f0, fcap, s_c, cv, smin = setting(sc)
    v0 = sc["v0"]
    tol = dict(method="DOP853", rtol=1e-12, atol=1e-30, dense_output=False)

    # the overlap: y = (xi, v, D_visc)
    def rhs_in(t, y):
        d, v, _ = y
        f = k * max(d, 0.0) ** w + dash(d, v) - f0 + cv / smin * v
        return [v, -f / m, cv / smin * v * v]

    turn = lambda t, y: y[1]
    turn.direction = -1
    tscale = (m * v0 ** 2 / k) ** (1 / (1 + w)) / v0
    a = solve_ivp(rhs_in, (0, 50 * tscale), [0.0, v0, 0.0], events=[turn], max_step=tscale / 200, **tol)
    t1, y1 = a.t_events[0][0], a.y_events[0][0]
    dmax = y1[0]
    out_ = lambda t, y: y[0]
    out_.terminal, out_.direction = True, -1
    back = lambda t, y: y[1]
    back.terminal, back.direction = True, 1
    b = solve_ivp(rhs_in, (t1, t1 + 50 * tscale), y1, events=[out_, back], max_step=tscale / 200, **tol)
    res = {"max_overlap": dmax}
    if b.t_events[1].size and (not b.t_events[0].size or b.t_events[1][0] < b.t_events[0][0]):
        return {**res, "liquid_bridge.stuck": True, "margin": -1.0}
    t2, y2 = b.t_events[0][0], b.y_events[0][0]

    # apart: y = (S, u, D_visc)
    def rhs_out(t, y):
        s, u, _ = y
        c = cv / max(s, smin)
        return [u, (-fcap(s) - c * u) / m, c * u * u]

    rup = lambda t, y: y[0] - s_c
    rup.terminal, rup.direction = True, 1
    stop = lambda t, y: y[1]
    stop.terminal, stop.direction = True, -1
    u0 = -y2[1]
    c = solve_ivp(rhs_out, (t2, t2 + 400 * s_c / u0), [0.0, u0, y2[2]], events=[rup, stop], max_step=s_c / u0 / 400,
                  **tol)
    if c.t_events[1].size and (not c.t_events[0].size or c.t_events[1][0] < c.t_events[0][0]):
        return {**res, "liquid_bridge.stuck": True, "margin": -(s_c - c.y_events[1][0][0]) / s_c}
    t3, y3 = c.t_events[0][0], c.y_events[0][0]
    return {**res, "liquid_bridge.stuck": False, "restitution": y3[1] / v0, "contact_time": t3,
            "liquid_bridge.viscous_energy": y3[2], "margin": (y3[1] / v0) ** 2}


def sticking(sc, guess):
    """The sticking velocity by Brent's method on this integrator's margin."""
    from scipy.optimize import brentq
    g = lambda v: contact({**sc, "v0": v})["margin"]
    return brentq(g, 0.5 * guess, 1.5 * guess, xtol=1e-14, rtol=1e-12)


def main():
    doc = json.load(open(os.path.join(HERE, "bridge.json")))
    worst, n = {}, 0
    for case in doc["cases"]:
        got = contact(case["scenario"])
        kind = "RK4" if "rel" in case else "quadrature"
        n += 1
        for key, want in case["expected"].items():
            if key not in got or key == "margin":
                continue
            g = got[key]
            key = f"{kind}: {key}"
            if isinstance(want, bool) or want is None:
                if (g if not isinstance(want, bool) else bool(g)) != want:
                    print(f"{case['name']}: {key} = {g}, golden {want}")
                    worst[key] = math.inf
                continue
            d = abs(g / want - 1) if want else abs(g)
            worst[key] = max(worst.get(key, 0.0), d)
    # Three sticking velocities found again (a damped pair, a linear wall, a viscous wall).
    names = ("glass beads (pair), water, willett, lian, tsuji e = 0.9, v0 = 0.1",
             "linear k 1e5 N/m, e = 0.8, masses given (wall), willett, v0 = 0.1",
             "glass beads (wall), water with eta = 1e-3 Pa s (S_min = R*/100), willett, hertz, v0 = 0.1")
    for case in doc["cases"]:
        if case["name"] in names:
            want = case["expected"]["liquid_bridge.sticking_velocity"]
            d = abs(sticking(case["scenario"], want) / want - 1)
            worst["RK4: sticking_velocity"] = max(worst.get("RK4: sticking_velocity", 0.0), d)
    print(f"{n} cases; largest relative difference to scipy DOP853: "
          + ", ".join(f"{k} {v:.1e}" for k, v in sorted(worst.items())))
    return 1 if any(v > 1e-7 for v in worst.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
