"""Solves per second of dem_contact.solve_table — per CPU-second and per wall-second, on 1, 2
and every thread — against NumPy and SciPy versions of the same calculations, measured side
by side in one run (not part of the test suite):

    scripts/wheel.sh
    python3 -m venv target/bench-venv
    target/bench-venv/bin/pip install dist/dem_contact-*.whl scipy
    target/bench-venv/bin/python bench/python.py [--n-closed 1000000] [--n 2000] [--n-scipy 40]

Closed forms: the linear model (Teufelsbauer, Hübl & Wu 2008; Hu et al. 2011, eq. 1–3) of
masses and restitutions that differ per row: the damping ratio α = −ln e / √(ln² e + π²), the
contact time π / (ω0 √(1 − α²)) and the largest overlap (v0/ω0) exp(−α θ), θ = atan2(√(1 − α²),
α) / √(1 − α²) — in NumPy, vectorised, against solve_table asked for the same three outputs
(each row read and checked as `solve` reads it, the keys every row shares checked once per
table, and the three numbers computed by the library's own closed-form functions, bit for
bit `solve`'s, without the rest of the solution: dem_contact::batch).

Integrated: Tsuji's model (Tsuji, Tanaka & Ishida 1992; Hu et al. 2011, eq. 6),
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
cache. Both answers are compared. "native" is the Rust solve of each row alone, on one
thread, in the same build (the rows read as solve_table reads them, the solutions dropped).

CPU-seconds are this process's, every thread's (time.process_time): a rate per CPU-second
stays what one core does, the wall rate grows with the threads.
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
from dem_contact import _native, _table

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


# ---- the NumPy version of the linear closed forms -----------------------------------------

def numpy_linear(m, k, v0, e):
    """α, t_c, ξ_max of the linear model for arrays of m and e (Teufelsbauer, Hübl & Wu 2008;
    Hu et al. 2011, eq. 1–3), written independently of the library."""
    le = np.log(e)
    alpha = -le / np.sqrt(le * le + np.pi ** 2)
    w0 = np.sqrt(k / m)
    s = np.sqrt(1.0 - alpha * alpha)
    tc = np.pi / (w0 * s)
    theta = np.arctan2(s, alpha) / s
    return alpha, tc, v0 / w0 * np.exp(-alpha * theta)


# ---- timing -----------------------------------------------------------------------------------

def rate(fn, n):
    """Rows per CPU-second (this process, every thread) and per wall-second; fn's answer."""
    c0, t0 = time.process_time(), time.perf_counter()
    out = fn()
    cpu, wall = time.process_time() - c0, time.perf_counter() - t0
    return (n / cpu, n / wall), out


def show(name, r, note=""):
    print(f"  {name:44s} {r[0]:12,.0f} /CPU-s {r[1]:12,.0f} /wall-s  {note}")


def table_rates(cols, n, outputs, threads):
    """solve_table on 1, 2 and every thread: {threads: (rates, answer)}."""
    return {t: rate(lambda t=t: d.solve_table(cols, outputs, threads=t), n) for t in threads}


def native_rate(cols, n):
    native, _, rows, _ = _table._read(cols)
    (r, refused) = rate(lambda: _native._solve_rows_for_bench(native, rows), n)
    assert refused == 0, refused
    return r


def closed_form(n, threads):
    rng = np.random.default_rng(5)
    m, e = rng.uniform(1e-3, 8e-3, n), rng.uniform(0.3, 0.95, n)
    k, v0 = 1e5, 1.0
    print(f"Closed forms: {n:,} linear contacts (m and e per row; α, t_c, ξ_max)")
    np_rate, (alpha, tc, xmax) = rate(lambda: numpy_linear(m, k, v0, e), n)
    show("NumPy transcription (vectorised)", np_rate)
    cols = {"model": "linear", "m1": m, "k": k, "v0": v0, "e": e}
    outs = ["damping_constant", "contact_time", "max_overlap"]
    runs = table_rates(cols, n, outs, threads)
    for t, (r, _) in runs.items():
        show(f"solve_table, threads={t}", r)
    show("native Rust solve, one thread", native_rate(cols, n))
    sub = [dict(model="linear", m1=float(m[i]), k=k, v0=v0, e=float(e[i])) for i in range(n // 50)]
    show("solve_many (JSON per row, for comparison)", rate(lambda: d.solve_many(sub), len(sub))[0])
    got = runs[1][1]
    worst = max(float(np.max(np.abs(got[c] / ref - 1))) for c, ref in
                zip(outs, (alpha, tc, xmax)))
    print(f"  NumPy / solve_table (threads=1), per CPU-second: {np_rate[0] / runs[1][0][0]:.1f}×; "
          f"largest relative difference of the answers {worst:.1e}")


def integrated(n, n_scipy, threads):
    print(f"Integrated: {n:,} Tsuji contacts, force criterion, each its own e (α1 by root "
          "finding over integrated contacts)")
    rows = scenarios(n, seed=1)
    cols = {k: np.array([r[k] for r in rows]) if isinstance(rows[0][k], float) else rows[0][k]
            for k in rows[0]}
    native = native_rate(cols, n)
    show("native Rust solve, one thread", native)
    runs = table_rates(cols, n, ["damping_constant", "contact_time", "max_overlap",
                                 "max_force"], threads)
    for t, (r, _) in runs.items():
        show(f"solve_table, threads={t}", r)
    sub = rows[:n_scipy]
    scipy_rate, theirs = rate(lambda: [scipy_solve(x) for x in sub], len(sub))
    show("SciPy (solve_ivp + brentq), one thread", scipy_rate, f"{n_scipy} contacts")
    ours = runs[1][1]
    worst = {k: max(abs(ours[k][i] - b[k]) / abs(b[k]) for i, b in enumerate(theirs))
             for k in ("damping_constant", "contact_time", "max_overlap", "max_force")}
    print(f"  solve_table (threads=1) / native, per CPU-second: {runs[1][0][0] / native[0]:.2f}; "
          f"solve_table / SciPy: {runs[1][0][0] / scipy_rate[0]:,.0f}×")
    print("  largest relative difference from SciPy: "
          + ", ".join(f"{k} {v:.1e}" for k, v in worst.items()))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--n-closed", type=int, default=1_000_000, help="closed-form rows")
    ap.add_argument("--n", type=int, default=2000, help="integrated rows")
    ap.add_argument("--n-scipy", type=int, default=40, help="integrated rows for SciPy")
    args = ap.parse_args()
    cores = os.cpu_count() or 1
    threads = sorted({1, 2, cores})
    print(f"{platform.processor() or platform.machine()}, {cores} cores, Python "
          f"{platform.python_version()}, NumPy {np.__version__}, dem_contact {d.__version__}")
    closed_form(args.n_closed, threads)
    integrated(args.n, args.n_scipy, threads)


if __name__ == "__main__":
    main()
