"""Solves per second of dem_contact.solve_many against a pure-SciPy version of the same
calculation (not part of the test suite):

    scripts/wheel.sh
    python3 -m venv target/bench-venv
    target/bench-venv/bin/pip install dist/dem_contact-*.whl scipy
    target/bench-venv/bin/python bench/python.py [--n 2000] [--n-scipy 40]

The calculation: Tsuji's model (Tsuji, Tanaka & Ishida 1992; Hu et al. 2011, eq. 6),
F = k ξ^(3/2) + α1 √(m k) ξ^(1/4) ξ̇, for a glass bead of radius r on a rigid wall, k from
Hertz (k = 4/3 E* √R*, Hu et al. 2011, eq. 5), under the *force* end criterion (the contact
ends when F returns to 0: codes that clip tension). There α1 has no closed form: a wanted e
is inverted by integrating the contact and root finding. Then t_c, ξ_max and F_max.

The SciPy version is written independently of the library: the contact in dimensionless
form x'' = −x^(3/2) − α1 x^(1/4) x' (ξ* = (m v0²/k)^(2/5), t* = ξ*/v0; e depends on α1
only), integrated by solve_ivp (DOP853, rtol 1e−12: RK45 at 1e−10 is 1e−8 off in α1) with
events for F = 0 (x^(5/4) + α1 x' = 0 falling) and for the deepest overlap (x' = 0), α1
found by brentq, the peak force by minimize_scalar on the dense output. Each scenario has its
own e (random in [0.3, 0.95]): the library remembers an inversion it has done (the
dimensionless α1 depends on e and the end criterion only), so repeated e would time its
cache; that figure is reported separately. Both answers are compared.
"""

import argparse
import math
import os
import platform
import random
import time

import numpy as np
from scipy.integrate import solve_ivp
from scipy.optimize import brentq, minimize_scalar

import dem_contact as d

E, NU, RHO = 63e9, 0.2, 2500.0  # glass
V0 = 1.0


def scenarios(n, seed):
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        r = 10 ** rng.uniform(-4, -2)  # radius 0.1 mm … 10 mm
        e = rng.uniform(0.3, 0.95)
        out.append(dict(model="tsuji", end="force", r1=r, E1=E, nu1=NU, rho1=RHO, v0=V0, e=e))
    return out


# ---- the SciPy version ----------------------------------------------------------------------

def _rhs(alpha):
    def f(_, y):
        x, v = y
        xp = max(x, 0.0)
        return [v, -xp ** 1.5 - alpha * xp ** 0.25 * v]
    return f


def _force_zero(alpha):
    def g(_, y):
        x, v = y
        return max(x, 0.0) ** 1.25 + alpha * v
    g.terminal, g.direction = True, -1
    return g


def _deepest(_, y):
    return y[1]


_deepest.direction = -1


def contact(alpha):
    """Integrates the dimensionless contact to F = 0: (e, τ_c, x_max, f_max)."""
    sol = solve_ivp(_rhs(alpha), (0.0, 50.0), [0.0, 1.0], method="DOP853", rtol=1e-12,
                    atol=1e-15, events=[_force_zero(alpha), _deepest], dense_output=True)
    t_end = sol.t_events[0][0]
    x_end, v_end = sol.y_events[0][0]
    x_max = sol.y_events[1][0][0]

    def force(t):
        x, v = sol.sol(t)
        x = max(x, 0.0)
        return x ** 1.5 + alpha * x ** 0.25 * v

    # The force's peak: sampled, then refined on the dense solution.
    tt = np.linspace(0.0, t_end, 201)
    i = int(np.argmax([force(t) for t in tt]))
    lo, hi = tt[max(i - 1, 0)], tt[min(i + 1, len(tt) - 1)]
    peak = minimize_scalar(lambda t: -force(t), bounds=(lo, hi), method="bounded",
                           options={"xatol": 1e-12 * t_end})
    return -v_end, t_end, x_max, -peak.fun


def scipy_solve(sc):
    """α1 for the wanted e (brentq), then t_c, ξ_max, F_max in SI units."""
    e = sc["e"]
    alpha = brentq(lambda a: contact(a)[0] - e, 1e-6, 5.0, xtol=1e-13, rtol=1e-13)
    _, tau, x_max, f_max = contact(alpha)
    r = sc["r1"]
    m = 4.0 / 3.0 * math.pi * r ** 3 * sc["rho1"]
    e_star = sc["E1"] / (1 - sc["nu1"] ** 2)  # a rigid wall
    k = 4.0 / 3.0 * e_star * math.sqrt(r)
    xi_star = (m * V0 ** 2 / k) ** 0.4
    t_star = xi_star / V0
    return {"damping_constant": alpha, "contact_time": tau * t_star,
            "max_overlap": x_max * xi_star, "max_force": f_max * k * xi_star ** 1.5}


# ---- timing -----------------------------------------------------------------------------------

def rate(fn, items):
    """Solves per second of CPU time (this process; every solve runs on one thread), which
    other load on a shared machine disturbs less than wall time; and per wall second."""
    c0, t0 = time.process_time(), time.perf_counter()
    out = fn(items)
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return (len(items) / cpu, len(items) / wall), out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2000, help="scenarios for dem_contact")
    ap.add_argument("--n-scipy", type=int, default=40, help="scenarios for SciPy")
    args = ap.parse_args()
    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"Python {platform.python_version()}, dem_contact {d.__version__}")

    ours_rate, ours = rate(d.solve_many, scenarios(args.n, seed=1))
    same_e = [{**sc, "e": 0.8} for sc in scenarios(args.n, seed=2)]
    d.solve(same_e[0])  # the inversion for e = 0.8 done once
    cached_rate, _ = rate(d.solve_many, same_e)
    loop_rate, _ = rate(lambda xs: [d.solve(x) for x in xs], scenarios(args.n // 4, seed=3))
    # The package's own cost per call: the linear model in closed form (0.4 µs in Rust).
    linear = [dict(model="linear", m1=1e-3 * (1 + i % 7), k=1e5, v0=1, e=0.5 + i % 40 / 100)
              for i in range(args.n * 5)]
    lin_many, _ = rate(d.solve_many, linear)
    lin_loop, _ = rate(lambda xs: [d.solve(x) for x in xs], linear)
    sub = scenarios(args.n, seed=1)[: args.n_scipy]
    scipy_rate, theirs = rate(lambda xs: [scipy_solve(x) for x in xs], sub)

    worst = {k: max(abs(a[k] - b[k]) / abs(b[k]) for a, b in zip(ours, theirs))
             for k in ("damping_constant", "contact_time", "max_overlap", "max_force")}
    show = lambda r: f"{r[0]:9.2f} solves/s of CPU ({r[1]:.2f} per wall second)"
    print(f"dem_contact.solve_many, every e its own inversion:   {show(ours_rate)}, "
          f"{args.n} scenarios")
    print(f"dem_contact.solve_many, one e (inversion remembered): {show(cached_rate)}")
    print(f"dem_contact.solve in a Python loop, every e its own:  {show(loop_rate)}")
    print(f"linear closed form, solve_many (the package's cost): {show(lin_many)}")
    print(f"linear closed form, solve in a Python loop:          {show(lin_loop)}")
    print(f"SciPy (solve_ivp + brentq), every e its own:          {show(scipy_rate)}, "
          f"{args.n_scipy} scenarios")
    print(f"ratio, every e its own: {ours_rate[0] / scipy_rate[0]:.0f}× (CPU)")
    print("largest relative difference between the two on the SciPy scenarios: "
          + ", ".join(f"{k} {v:.1e}" for k, v in worst.items()))


if __name__ == "__main__":
    main()
