#!/usr/bin/env python3
"""The capillary force of Willett et al. 2000's experimental setting (Langmuir 16:9396) from a
numerical solution of the Young-Laplace equation written here: an independent check of the
closed form the calculator's `liquid_bridge: "willett"` uses, NOT the paper's measurements
(their numbers were not found in any source reachable here; the paper shows them in its
figures) and NOT the paper's own numerical values.

The setting (as Yade 2023.02a's examples/capillary/capillar.py restates it, "Parameters are set
like in experiments of [Willett2000]"): two equal spheres r = 2.381 mm, surface tension
gamma = 20.6 mN/m, contact angle 0, bridge volume V = 74.2 nL (V/r^3 = 5.5e-3); no gravity.

The bridge, symmetric about the mid-plane x = 0, meets the sphere (centre at x = S/2 + r) at the
filling angle beta: contact point (x_c, y_c) = (S/2 + r(1 - cos beta), r sin beta), where its
meridian makes the angle psi_c = pi/2 - beta - theta with the axis. With kappa = dp/gamma
(dp = p_inside - p_outside) the Young-Laplace equation of a surface of revolution,
kappa = cos(psi)/y - dpsi/ds, has the first integral y cos(psi) - kappa y^2/2 = C, and the
axial force through any cross-section (surface tension plus pressure) is the attraction
F = 2 pi gamma y cos(psi) - pi y^2 dp = 2 pi gamma C. At the neck (y0, psi = 0) and at the
contact point C is the same, which gives kappa from y0; the neck radius y0 is the root of
x_c = integral from y0 to y_c of g/sqrt(1 - g^2) dy, g = cos(psi) = (C + kappa y^2/2)/y (the
largest root: the concave pendular bridge), and beta the root of
V = 2 (pi integral y^2 dx - pi h^2 (3r - h)/3), h = r(1 - cos beta) (the spherical caps inside
the bridge), scanned up from small beta.

Cross-check of the solver: Willett et al. 2000's appendix fit of their own numerical solutions
(its coefficients as Yade writes them, pkg/dem/ViscoelasticCapillarPM.cpp:241-262, and as
crates/contact/src/models/bridge/fits.rs writes them), printed beside it.

Writes validation/willett2000_young_laplace.json (S [m], F [N], beta, y0) and prints the
table. Exits 1 if a point does not solve. About 15 s.

Run (scipy: Debian's python3-scipy): /usr/bin/python3 -m validation.willett_young_laplace
"""

import json
import math
import os
import sys
import warnings

from scipy.integrate import quad
from scipy.optimize import brentq

HERE = os.path.dirname(os.path.abspath(__file__))
R, V, GAMMA, THETA = 2.381e-3, 74.2e-12, 20.6e-3, 0.0
GAPS = [1e-6, 1e-5, 2e-5, 5e-5, 1e-4, 1.5e-4, 2e-4, 2.5e-4, 3e-4, 3.5e-4]


def meniscus(beta, y0, s):
    """kappa, C, the axial length from the neck to the contact point, and pi * int y^2 dx."""
    yc = R * math.sin(beta)
    kappa = 2 * (y0 - yc * math.sin(beta + THETA)) / (y0 * y0 - yc * yc)
    c = y0 - 0.5 * kappa * y0 * y0

    def dx(t):  # y = y0 + t^2 takes out the neck's square-root singularity
        y = y0 + t * t
        g = (c + 0.5 * kappa * y * y) / y
        return 2 * t * g / math.sqrt(1 - g * g) if g * g < 1 else float("nan")

    top = math.sqrt(yc - y0)
    x, _ = quad(dx, 0, top, limit=200, epsabs=0, epsrel=1e-12)
    vol, _ = quad(lambda t: dx(t) * (y0 + t * t) ** 2, 0, top, limit=200, epsabs=0, epsrel=1e-12)
    return kappa, c, x, math.pi * vol


def at_filling_angle(beta, s):
    """(y0, C, V) of the concave bridge at the gap s and filling angle beta, or None."""
    yc = R * math.sin(beta)
    xc = s / 2 + R * (1 - math.cos(beta))
    miss = lambda y0: meniscus(beta, y0, s)[2] - xc
    grid = [yc * k / 400 for k in range(1, 400)]
    vals = [miss(y) for y in grid]
    bracket = None
    for (a, fa), (b, fb) in zip(zip(grid, vals), zip(grid[1:], vals[1:])):
        if fa == fa and fb == fb and (fa > 0) != (fb > 0):
            bracket = (a, b)  # the last one: the largest neck
    if bracket is None:
        return None
    y0 = brentq(miss, *bracket, xtol=1e-16 * yc, rtol=1e-14)
    _, c, _, vol = meniscus(beta, y0, s)
    h = R * (1 - math.cos(beta))
    return y0, c, 2 * (vol - math.pi * h * h * (3 * R - h) / 3)


def bridge(s):
    """(F, beta, y0) of the bridge of volume V at the gap s, or None."""
    prev = None
    for k in range(2, 200):
        b = 0.005 * k
        r = at_filling_angle(b, s)
        if r is None:
            prev = None
            continue
        if prev is not None and (prev[1] > 0) != (r[2] - V > 0):
            beta = brentq(lambda x: at_filling_angle(x, s)[2] - V, prev[0], b, xtol=1e-14)
            y0, c, _ = at_filling_angle(beta, s)
            return 2 * math.pi * GAMMA * c, beta, y0
        prev = (b, r[2] - V)
    return None


def appendix_fit(s):
    """Willett et al. 2000's appendix fit (theta = 0), s+ = (S/2)/sqrt(V/R)."""
    lv = math.log(V / R ** 3)
    f1 = -0.44507 - 0.1119 * lv - 0.012101 * lv ** 2 - 0.0005 * lv ** 3
    f2 = 1.9222 - 0.0668 * lv - 0.0013375 * lv ** 2
    f3 = 1.268 + 0.198 * lv + 0.02232 * lv ** 2 + 0.0008585 * lv ** 3
    f4 = -0.010703 + 0.03345 * lv + 0.0018574 * lv ** 2
    ls = math.log(0.5 * s / math.sqrt(V / R))
    return 2 * math.pi * R * GAMMA * math.exp(f1 - f2 * math.exp(f3 * ls + f4 * ls * ls))


def closed_form(s):
    """The calculator's willett (Willett 2000 eq. 12-13, R' = r for equal spheres)."""
    sh = s * math.sqrt(R / V)
    return 2 * math.pi * R * GAMMA * math.cos(THETA) / (1 + 1.05 * sh + 2.5 * sh * sh)


def main():
    warnings.simplefilter("ignore")  # quad's warnings near the neck; each root is checked
    points, failed = [], []
    print(f"{'S [m]':>9} {'Young-Laplace [N]':>18} {'appendix fit':>13} {'diff':>8} {'closed form':>12} {'diff':>8}")
    for s in GAPS:
        got = bridge(s)
        if got is None:
            failed.append(s)
            continue
        f, beta, y0 = got
        points.append({"S": s, "F": f, "beta": beta, "y0": y0})
        fit, cf = appendix_fit(s), closed_form(s)
        print(f"{s:9.2e} {f:18.6e} {fit:13.6e} {fit / f - 1:+8.2%} {cf:12.6e} {cf / f - 1:+8.2%}")
    doc = {
        "what": "the capillary force of Willett et al. 2000's experimental setting from a numerical "
                "solution of the Young-Laplace equation (validation/willett_young_laplace.py): "
                "not the paper's measurements, not the paper's own numbers",
        "setting": {"r1": R, "r2": R, "surface_tension": GAMMA, "contact_angle": THETA, "liquid_volume": V,
                    "source": "Yade 2023.02a examples/capillary/capillar.py ('Parameters are set like in "
                              "experiments of [Willett2000]')"},
        "points": points,
    }
    with open(os.path.join(HERE, "willett2000_young_laplace.json"), "w") as out:
        json.dump(doc, out, indent=1)
        out.write("\n")
    if failed:
        print(f"no bridge found at S = {failed}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
