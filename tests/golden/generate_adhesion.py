#!/usr/bin/env python3
"""Independent references for adhesive contacts (issue 34; not run by the test suite).

Shares no code with the Rust library, and uses other methods:

* Closed forms of Johnson, Kendall & Roberts (1971) written with the contact radius a, in
  mpmath at 30 digits:  F(a) = 4E*a^3/(3R*) - sqrt(8 pi w E* a^3),
  delta(a) = a^2/R* - sqrt(2 pi w a/E*); F_c = (3/2) pi w R*; a0^3 = 9 pi w R*^2/(2E*);
  delta_c = -(3/4)(pi^2 w^2 R*/E*^2)^(1/3) at da/d(delta) infinite, a_c^(3/2) = (R*/4) sqrt(2 pi w/E*);
  touch a1^3 = 2 pi w R*^2/E* (F = -(8/9)F_c); the largest pull dF/da = 0 (F = -F_c). The
  library solves the relation in a dimensionless quartic variable instead.
* Elastic contacts (JKR on hertz; dmt, sjkr on hertz; linear-irreversible without a dashpot)
  by ENERGY QUADRATURE: the work U(a) = int F d(delta) has the antiderivative
  c1c3 a^5/5 - (c1c4 + c2c3)(2/7) a^(7/2) + c2c4 a^2/2 (c1 = 4E*/(3R*), c2 = sqrt(8 pi w E*),
  c3 = 2/R*, c4 = (1/2)sqrt(2 pi w/E*)); v^2 = v0^2 - 2U/m; the contact time is
  int d(delta)/|v| (tanh-sinh quadrature, mpmath), the largest overlap the root of U = m v0^2/2,
  W = U(a_c) the tail's work and V_s = sqrt(2W/m) (Thornton & Ning 1998). DMT and sjkr:
  the potential of the pull in closed form (sjkr's area pi a_g^2 integrated in d = r1 + r2 - delta).
  Linear-irreversible without dashpot: harmonic in contact, exponential on the tail, in closed
  form (the times by arctan and artanh).
* Damped contacts by a FIXED-STEP classical RK4 in time written here, state (delta, v, D) with
  D' = F_dashpot v, in two phases (in contact; on the tail); every event (delta = 0,
  delta = separation point, v = 0 either way) located by bisection on the length of one RK4
  step from the step's start; force extrema by a golden-section search over the step length
  around the extreme sample. Each case at N and 2N steps per contact time; the largest relative
  difference between the two over all cases written is printed (and recorded in "about"); the
  2N values are written. Sticking velocities and the damping for e_with_adhesion by the
  Illinois method on that integrator (margin v_sep^2, or v0^2 - 2(W + D)/m < 0 when stuck).

The 20 um powder of the issue: E = 5 GPa, nu = 0.3, gamma = 0.05 J/m^2, radius 20 um; with
density 1500 kg/m^3 a pair's Thornton & Ning sticking velocity is 0.03654 m/s (the issue's
figure), so that density is used.

Run: python3 tests/golden/generate_adhesion.py > tests/golden/adhesion.json
"""

import json
import math
import sys

from mpmath import mp, mpf, sqrt, pi, quad, cbrt, atanh, atan2, findroot

mp.dps = 30

# ----------------------------------------------------------------------------- the pair


def pair(E1, nu1, r1, rho1, E2=None, nu2=None, r2=None, rho2=None):
    """E*, R*, m* of spheres (r2 None: a flat wall; E2 None: rigid; rho2 None: infinite mass)."""
    inv = (1 - mpf(nu1) ** 2) / E1
    if E2 is not None:
        inv += (1 - mpf(nu2) ** 2) / E2
    es = 1 / inv
    rs = mpf(r1) * r2 / (r1 + r2) if r2 is not None else mpf(r1)
    m1 = mpf(4) / 3 * pi * mpf(r1) ** 3 * rho1
    if rho2 is None:
        m = m1
    else:
        m2 = mpf(4) / 3 * pi * mpf(r2) ** 3 * rho2
        m = m1 * m2 / (m1 + m2)
    return es, rs, m


# ----------------------------------------------------------------------------- JKR in a


class JkrA:
    """The JKR relation in the contact radius a (module doc)."""

    def __init__(self, w, es, rs):
        self.w, self.es, self.rs = mpf(w), es, rs
        self.c1 = 4 * es / (3 * rs)
        self.c2 = sqrt(8 * pi * self.w * es)
        self.c3 = 2 / rs
        self.c4 = sqrt(2 * pi * self.w / es) / 2
        self.fc = mpf(3) / 2 * pi * self.w * rs
        self.a_c = (rs / 4 * sqrt(2 * pi * self.w / es)) ** (mpf(2) / 3)
        self.a1 = cbrt(2 * pi * self.w * rs ** 2 / es)
        self.a0 = cbrt(9 * pi * self.w * rs ** 2 / (2 * es))
        self.delta_c = -mpf(3) / 4 * cbrt(pi ** 2 * self.w ** 2 * rs / es ** 2)
        # the largest pull: dF/da = 0, 4E a^2/R = (3/2) sqrt(8 pi w E) a^(1/2)
        self.a_m = (mpf(3) * rs / (8 * es) * self.c2) ** (mpf(2) / 3)

    def delta(self, a):
        return a ** 2 / self.rs - sqrt(2 * pi * self.w * a / self.es)

    def ddelta(self, a):
        return self.c3 * a - self.c4 / sqrt(a)

    def force(self, a):
        return self.c1 * a ** 3 - self.c2 * a ** mpf(1.5)

    def P(self, a):
        c1, c2, c3, c4 = self.c1, self.c2, self.c3, self.c4
        return c1 * c3 * a ** 5 / 5 - (c1 * c4 + c2 * c3) * mpf(2) / 7 * a ** mpf(3.5) + c2 * c4 * a ** 2 / 2

    def U(self, a):
        """Work done against the contact from the touch (a1) to a."""
        return self.P(a) - self.P(self.a1)

    def tail_work(self):
        return self.U(self.a_c)

    def a_at_work(self, energy, lo, hi):
        """a in [lo, hi] with U(a) = energy (U monotone there), by bisection."""
        flo = self.U(lo) - energy
        for _ in range(200):
            mid = (lo + hi) / 2
            fm = self.U(mid) - energy
            if (fm > 0) == (flo > 0):
                lo, flo = mid, fm
            else:
                hi = mid
        return (lo + hi) / 2


def jkr_elastic(j, m, v0):
    """Elastic JKR impact by energy quadrature: dict of expected values."""
    v0 = mpf(v0)
    ke = m * v0 ** 2 / 2
    hi = j.a1 * 2
    while j.U(hi) < ke:
        hi *= 2
    a_max = j.a_at_work(ke, j.a1, hi)
    W = j.tail_work()
    vs = sqrt(2 * W / m)
    stuck = v0 <= vs
    out = {
        "max_overlap": j.delta(a_max),
        "max_force": j.force(a_max),
        "adhesion.pull_off_force": j.fc,
        "adhesion.contact_radius_zero_load": j.a0,
        "adhesion.separation_overlap": j.delta_c,
        "adhesion.touch_force": j.force(j.a1),
        "adhesion.sticking_velocity": vs,
        "adhesion.stuck": bool(stuck),
        "adhesion.tail_work": W,
    }
    # The closed forms of the contract, checked here against the relation in a.
    assert abs(j.force(j.a1) / j.fc + mpf(8) / 9) < mpf(10) ** -25
    assert abs(j.force(j.a_c) / j.fc + mpf(5) / 9) < mpf(10) ** -25
    assert abs(j.force(j.a_m) / j.fc + 1) < mpf(10) ** -25
    assert abs(j.delta(j.a_c) / j.delta_c - 1) < mpf(10) ** -25
    assert abs(j.force(j.a0)) < mpf(10) ** -25 * j.fc
    assert abs(W / (j.fc * abs(j.delta_c)) - mpf("0.9355027832719")) < mpf(10) ** -12

    def v_of(a):
        return sqrt(2 * (ke - j.U(a)) / m)

    if stuck:
        a_r = j.a_at_work(ke, j.a_c, j.a1)
        out["restitution"] = 0
        out["contact_time"] = None
        out["adhesion.separation_force"] = None
        out["adhesion.min_force"] = min(j.force(j.a1), -j.fc if a_r < j.a_m else j.force(a_r))
        return out
    # a = a_max - s^2 removes the 1/sqrt of the turning point; v^2 = 2(U(a_max) - U(a))/m.
    u_max = j.U(a_max)

    slope = j.force(a_max) * j.ddelta(a_max)

    def load(s):
        # Where the difference is lost to round-off (nodes within 1e-25 of the end, of
        # negligible weight), its leading term F delta' s^2.
        a = a_max - s * s
        diff = u_max - j.U(a)
        if diff <= 0:
            diff = slope * s * s
        return 2 * s * j.ddelta(a) / sqrt(2 * diff / m)

    t_in = 2 * quad(load, [0, sqrt(a_max - j.a1)])
    t_tail = quad(lambda a: j.ddelta(a) / v_of(a), [j.a_c, j.a1])
    out["restitution"] = sqrt(1 - vs ** 2 / v0 ** 2)
    out["contact_time"] = t_in + t_tail
    out["adhesion.separation_force"] = j.force(j.a_c)
    out["adhesion.min_force"] = -j.fc
    return out


# ------------------------------------------------------- conservative pulls in overlap (hertz)


def hertz_conservative(k, m, v0, pull, potential, dpull=None):
    """k delta^(3/2) - pull(delta) while delta > 0, no dashpot: e = 1; t_c by quadrature on
    the energy v^2 = v0^2 - (2/m)(0.4 k delta^(5/2) - potential(delta))."""
    v0 = mpf(v0)
    ke = m * v0 ** 2 / 2

    def work(d):
        return mpf(2) / 5 * k * d ** mpf(2.5) - potential(d)

    lo, hi = mpf(0), mpf(1e-12)
    while work(hi) < ke:
        hi *= 2
    # U is not monotone near 0 (the pull wins first): the largest overlap is the root above
    # the well, found by bisection from a bracket where work < ke below and > ke above.
    lo = hi / 2
    while work(lo) > ke:
        lo /= 2
    for _ in range(200):
        mid = (lo + hi) / 2
        if work(mid) < ke:
            lo = mid
        else:
            hi = mid
    dmax = (lo + hi) / 2
    # delta = dmax (1 - s^2): removes the 1/sqrt at the turning point.
    w_max = work(dmax)
    slope = k * dmax ** mpf(1.5) - pull(dmax)

    def load(s):
        diff = w_max - work(max(dmax - s * s, mpf(0)))
        if diff <= 0:
            diff = slope * s * s
        return 2 * s / sqrt(2 * diff / m)

    tc = 2 * quad(load, [0, sqrt(dmax)])
    fmax = k * dmax ** mpf(1.5) - pull(dmax)
    return dmax, tc, fmax


# --------------------------------------------------------------------- the RK4 reference


class Law:
    """A normal law with adhesion in floats, for the RK4 reference."""

    def __init__(self, m, k, wexp, p, lam, kind, **c):
        self.m, self.k, self.w, self.p, self.lam, self.kind, self.c = float(m), float(k), wexp, p, float(lam), kind, c
        self.a_warm = None
        if kind == "jkr":
            self.R, self.E, self.wa = float(c["rs"]), float(c["es"]), float(c["w"])
            self.cc = math.sqrt(2 * math.pi * self.wa / self.E)
            self.a_c = ((self.R / 4) * self.cc) ** (2 / 3)
            self.sep = self.a_c ** 2 / self.R - self.cc * math.sqrt(self.a_c)
            self.W = float(c["W"])
        elif kind == "li":
            self.sep = -c["fa"] / c["ka"]
            self.W = 0.5 * c["fa"] ** 2 / c["ka"]
        else:
            self.sep = 0.0
            self.W = 0.0

    def jkr_a(self, d):
        """The contact radius at overlap d (stable branch): Newton from the right of the root
        on g(a) = a^2/R - cc sqrt(a) - d (convex, increasing beyond a_c)."""
        if d <= self.sep:
            return self.a_c
        g = lambda a: a * a / self.R - self.cc * math.sqrt(a) - d
        a = max(self.a_warm or self.a_c, self.a_c)
        step = max(a - self.a_c, 1e-3 * self.a_c)
        while g(a) < 0:
            a = self.a_c + 2 * step
            step *= 2
        for _ in range(200):
            dg = 2 * a / self.R - 0.5 * self.cc / math.sqrt(a)
            nxt = a - g(a) / dg if dg > 0 else a
            if not nxt < a or nxt < self.a_c:
                break
            a = nxt
        self.a_warm = a
        return a

    def jkr_force(self, d):
        a = self.jkr_a(d)
        return 4 * self.E * a ** 3 / (3 * self.R) - math.sqrt(8 * math.pi * self.wa * self.E * a ** 3)

    def pull(self, d):
        """The adhesion added in contact (not JKR)."""
        c = self.c
        if self.kind == "dmt":
            return 2 * math.pi * float(c["w"]) * float(c["rs"])
        if self.kind == "li":
            return c["fa"]
        if self.kind in ("sjkr", "sjkr2"):
            r1, r2 = c["r1"], c.get("r2")
            if self.kind == "sjkr":
                if r2 is None:
                    return c["kc"] * math.pi * (2 * r1 * d - d * d)
                dd = r1 + r2 - d
                a2 = -(dd - r1 - r2) * (dd + r1 - r2) * (dd - r1 + r2) * (dd + r1 + r2) / (4 * dd * dd)
                return c["kc"] * math.pi * a2
            if r2 is None:
                return c["kc"] * 2 * math.pi * r1 * d
            return c["kc"] * 2 * math.pi * (2 * r1 * r2 / (r1 + r2)) * d
        return 0.0

    def f_in(self, d, v):
        ad = abs(d)
        dash = self.lam * (ad ** self.p if self.p else 1.0) * v
        if self.kind == "jkr":
            return self.jkr_force(d) + dash
        spring = self.k * ad ** self.w
        return (spring if d >= 0 else -spring) - self.pull(d) + dash

    def dash(self, d, v):
        return self.lam * (abs(d) ** self.p if self.p else 1.0) * v

    def f_tail(self, d):
        if self.kind == "jkr":
            return self.jkr_force(d)
        if self.kind == "li":
            return -(self.c["fa"] + self.c["ka"] * d)
        return 0.0


def rk4(f, y, h):
    """One classical RK4 step of y' = f(y) (the independent variable is y[0], f(y)[0] = 1)."""

    def add(y, k, c):
        return tuple(a + c * b for a, b in zip(y, k))

    k1 = f(y)
    k2 = f(add(y, k1, h / 2))
    k3 = f(add(y, k2, h / 2))
    k4 = f(add(y, k3, h))
    return tuple(y[i] + h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]) for i in range(len(y)))


class Modes:
    """The contact phase in two independent variables. Near delta = 0 the forces have
    delta^(1/4) (Tsuji's dashpot) and delta^(3/2) (Hertz): with q = delta^(1/4),
    d(delta) = 4q^3 dq, the state (q, v, t, D) has the smooth right-hand side
    dv/dq = -4q^3 F/(m v), dt/dq = 4q^3/v, dD/dq = 4q^3 F_d. Away from delta = 0 (through the
    turning point, where v = 0), time: (t, delta, v, D)."""

    def __init__(self, law):
        self.law = law

    def fq(self, y):
        q, v, t, D = y
        law = self.law
        d, q3 = q ** 4, 4 * q ** 3
        return (1.0, -q3 * law.f_in(d, v) / (law.m * v), q3 / v, q3 * law.dash(d, v))

    def ft(self, y):
        t, d, v, D = y
        law = self.law
        return (1.0, v, -law.f_in(d, v) / law.m, law.dash(d, v) * v)

    def force(self, mode, y):
        if mode == "q":
            return self.law.f_in(y[0] ** 4, y[1])
        return self.law.f_in(y[1], y[2])

    def f(self, mode):
        return self.fq if mode == "q" else self.ft


def bisect_step(f, y, h, g):
    """tau in (0, h] where g(rk4(f, y, tau)) changes sign, by bisection (80 halvings)."""
    lo, hi, glo = 0.0, h, g(y)
    for _ in range(80):
        mid = 0.5 * (lo + hi)
        gm = g(rk4(f, y, mid))
        if gm != 0 and (gm > 0) == (glo > 0):
            lo, glo = mid, gm
        else:
            hi = mid
    return hi


def golden(fun, a, b):
    """The maximum of fun on [a, b] by golden-section search."""
    r = (math.sqrt(5) - 1) / 2
    c, d = b - r * (b - a), a + r * (b - a)
    fc, fd = fun(c), fun(d)
    for _ in range(100):
        if fc > fd:
            b, d, fd = d, c, fc
            c = b - r * (b - a)
            fc = fun(c)
        else:
            a, c, fc = c, d, fd
            d = a + r * (b - a)
            fd = fun(d)
    return max(fc, fd)


def contact_phase(law, v0, n):
    """The contact (delta > 0) from the touch: q-steps to the switch (v < 0.3 of its peak),
    time steps through the largest overlap, q-steps down to delta = 0 once delta < delta_max/4
    on the way out (back to time steps if the speed falls below a fifth of the switch's).
    Returns the end ('exit' at delta = 0, or 'reverse'), the end state (t, v, D), delta_max,
    and the samples (mode, state, step) for the force extremes."""
    md = Modes(law)
    scale = (law.m * v0 ** 2 / law.k) ** (1 / (1 + law.w))
    hq = scale ** 0.25 / n
    y = (0.0, v0, 0.0, 0.0)
    samples, vpeak = [], v0
    while True:
        y1 = rk4(md.fq, y, hq)
        samples.append(("q", y, hq))
        y = y1
        vpeak = max(vpeak, y[1])
        if y[1] < 0.3 * vpeak:
            break
    # time steps: the q-phase took t; steps of a quarter of it over n.
    ht = 4 * y[2] / n
    yt = (y[2], y[0] ** 4, y[1], y[3])
    dmax = None
    allow_q = True
    while True:
        y1 = rk4(md.ft, yt, ht)
        samples.append(("t", yt, ht))
        if yt[2] > 0 >= y1[2]:
            tau = bisect_step(md.ft, yt, ht, lambda z: z[2])
            dmax = rk4(md.ft, yt, tau)[1]
        if yt[2] < 0 <= y1[2] and dmax is not None:
            tau = bisect_step(md.ft, yt, ht, lambda z: z[2])
            ye = rk4(md.ft, yt, tau)
            samples.append(("end", ye, 0.0))
            return "reverse", (ye[0], ye[2], ye[3]), dmax, samples
        if y1[1] < 0 <= yt[1]:
            # Out in time steps (only after a q-phase gave way to a slow exit).
            tau = bisect_step(md.ft, yt, ht, lambda z: z[1])
            ye = rk4(md.ft, yt, tau)
            samples.append(("end", ye, 0.0))
            return "exit", (ye[0], ye[2], ye[3]), dmax, samples
        yt = y1
        if allow_q and dmax is not None and yt[2] < 0 and yt[1] < dmax / 4:
            vs = yt[2]
            q = yt[1] ** 0.25
            hq = q / n
            yq = (q, yt[2], yt[0], yt[3])
            ok = True
            for i in range(n):
                try:
                    yn = rk4(md.fq, yq, -hq) if i + 1 < n else rk4(md.fq, yq, -yq[0])
                except (ZeroDivisionError, ValueError):
                    ok = False
                    break
                # The speed must stay well away from 0 (a reversal inside the step is a
                # turning point q-steps cannot pass): else back to time steps.
                if not (yn[1] < 0.2 * vs):
                    ok = False
                    break
                samples.append(("q", yq, -hq if i + 1 < n else -yq[0]))
                yq = yn
            if ok:
                samples.append(("end", (0.0, yq[1], yq[2], yq[3]), 0.0))
                return "exit", (yq[2], yq[1], yq[3]), dmax, samples
            allow_q = False
            yt = (yq[2], yq[0] ** 4, yq[1], yq[3])


def extreme(law, samples, sign):
    """The largest sign*F over the samples, refined by golden section over the step after
    and before the extreme sample."""
    md = Modes(law)
    vals = []
    for mode, y, h in samples:
        if mode == "end":
            continue
        vals.append(sign * md.force(mode, y))
    i = max(range(len(vals)), key=lambda j: vals[j])
    best = vals[i]
    kept = [x for x in samples if x[0] != "end"]
    for k in (i - 1, i):
        if k < 0:
            continue
        mode, y, h = kept[k]
        f = md.f(mode)
        lo, hi = sorted((0.0, h))
        try:
            best = max(best, golden(lambda tau: sign * md.force(mode, rk4(f, y, tau)), lo, hi))
        except ZeroDivisionError:
            pass  # a q-step where the speed reaches 0: that sample stands as it is
    return best


def tail_jkr(j, m, v_exit):
    """The JKR tail by energy: v^2 = v_exit^2 - 2U(a)/m; time by quadrature in a."""
    v_exit = mpf(v_exit)
    ke = m * v_exit ** 2 / 2
    W = j.tail_work()
    if ke <= W:
        a_r = j.a_at_work(ke, j.a_c, j.a1)
        return None, None, -j.fc if a_r < j.a_m else j.force(a_r)
    t = quad(lambda a: j.ddelta(a) / sqrt(2 * (ke - j.U(a)) / m), [j.a_c, j.a1])
    return sqrt(2 * (ke - W) / m), t, -j.fc


def tail_li(fa, ka, m, v_exit):
    """MercuryDPM's linear tail: x = delta + fa/ka, x'' = (ka/m) x, in closed form."""
    x0, wa, v = mpf(fa) / ka, sqrt(mpf(ka) / m), abs(mpf(v_exit))
    if v <= x0 * wa:
        return None, None, -mpf(fa)
    return sqrt(v * v - (x0 * wa) ** 2), atanh(x0 * wa / v) / wa, -mpf(fa)


def damped(law, v0, n, jkr=None):
    """One damped adhesive impact (contact_phase, then the tail by energy)."""
    law.a_warm = None
    end, (t, v, D), dmax, samples = contact_phase(law, v0, n)
    touch = law.f_in(0.0, v0)
    fmax = max(extreme(law, samples, 1), touch)
    fmin = min(-extreme(law, samples, -1), touch)
    out = {"max_overlap": dmax, "adhesion.touch_force": touch}
    stuck = end == "reverse"
    sep_force = None
    if not stuck:
        fmin = min(fmin, law.f_in(0.0, v))
        sep_force = law.f_in(0.0, v)
        if law.kind == "jkr":
            v_sep, t_tail, tail_min = tail_jkr(jkr, mpf(law.m), v)
            sep_force = float(jkr.force(jkr.a_c))
        elif law.kind == "li":
            v_sep, t_tail, tail_min = tail_li(law.c["fa"], law.c["ka"], mpf(law.m), v)
            sep_force = 0.0
        else:
            v_sep, t_tail, tail_min = abs(v), 0.0, fmin
        fmin = min(fmin, float(tail_min))
        stuck = v_sep is None
        if not stuck:
            t, v = t + float(t_tail), -float(v_sep)
    out.update({
        "restitution": 0.0 if stuck else -v / v0,
        "contact_time": None if stuck else t,
        "max_force": fmax,
        "adhesion.min_force": fmin,
        "adhesion.stuck": stuck,
        "adhesion.dashpot_work": D,
    })
    if not stuck:
        out["adhesion.separation_force"] = sep_force
    margin = min(v0 * v0 - 2 * (law.W + D) / law.m, -1e-300) if stuck else v * v
    return out, margin


DIFF = [0.0]
# Every case at the file's 1e-9 (the library reached 4e-11 against these references).
DAMPED_REL = None


def converged(law, v0, n=4000, jkr=None):
    """The impact at n and 2n steps per phase (module doc); the 2n values."""
    a, _ = damped(law, v0, n, jkr)
    b, margin = damped(law, v0, 2 * n, jkr)
    for key, x in b.items():
        if isinstance(x, float) and x != 0 and isinstance(a[key], float):
            DIFF[0] = max(DIFF[0], abs(a[key] - x) / abs(x))
    return b, margin


def illinois(f, lo, hi, tol):
    flo, fhi = f(lo), f(hi)
    assert flo * fhi < 0, (lo, hi, flo, fhi)
    side = 0
    for _ in range(100):
        x = (lo * fhi - hi * flo) / (fhi - flo)
        fx = f(x)
        if fx * fhi > 0:
            hi, fhi = x, fx
            if side == -1:
                flo /= 2
            side = -1
        else:
            lo, flo = x, fx
            if side == 1:
                fhi /= 2
            side = 1
        if abs(hi - lo) < tol * abs(x) or fx == 0:
            return x
    return x


def sticking(law, lo, hi, n=4000, jkr=None):
    """V_s: the margin's root between lo (stuck) and hi (separating)."""
    return illinois(lambda v: damped(law, v, 2 * n, jkr)[1], lo, hi, 1e-12)


# -------------------------------------------------------------------------------- cases


def num(x):
    if x is None or isinstance(x, bool):
        return x
    return float(x)


def case(name, scenario, expected, rel=None):
    c = {"name": name, "scenario": scenario, "expected": {k: num(v) for k, v in expected.items()}}
    if rel is not None:
        c["rel"] = rel
    return c


POWDER = {"E1": 5e9, "nu1": 0.3, "r1": 20e-6, "rho1": 1500, "E2": 5e9, "nu2": 0.3, "r2": 20e-6, "rho2": 1500}
POWDER_WALL = {"E1": 5e9, "nu1": 0.3, "r1": 20e-6, "rho1": 1500}


def elastic_jkr_cases():
    out = []
    es, rs, m = pair(5e9, 0.3, 20e-6, 1500, 5e9, 0.3, 20e-6, 1500)
    j = JkrA(0.1, es, rs)
    for v0 in (0.1, 1.0, 0.01):
        ex = jkr_elastic(j, m, v0)
        ex.update({"adhesion.work_of_adhesion": 0.1, "adhesion.surface_energy": 0.05,
                   "adhesion.restitution_without_adhesion": 1})
        sc = dict(model="hertz", adhesion="jkr", surface_energy=0.05, v0=v0, **POWDER)
        out.append(case(f"20 um powder pair, JKR on hertz (elastic), v0 = {v0} m/s", sc, ex))
    sc = dict(model="hertz", adhesion="jkr", work_of_adhesion=0.1, v0=0.1, **POWDER)
    out.append(case("the same with work_of_adhesion w = 0.1 J/m^2: the same answer", sc, jkr_elastic(j, m, 0.1)))
    # A wall, rigid (no E2), and a tiny speed: stuck, the touch's -(8/9)F_c the most tensile.
    es, rs, m = pair(5e9, 0.3, 20e-6, 1500)
    j = JkrA(0.1, es, rs)
    for v0 in (0.2, 1e-5):
        ex = jkr_elastic(j, m, v0)
        sc = dict(model="hertz", adhesion="jkr", surface_energy=0.05, v0=v0, **POWDER_WALL)
        out.append(case(f"20 um sphere on a rigid wall, JKR on hertz, v0 = {v0} m/s", sc, ex))
    return out


def conservative_cases():
    out = []
    es, rs, m = pair(5e9, 0.3, 20e-6, 1500, 5e9, 0.3, 20e-6, 1500)
    k = mpf(4) / 3 * es * sqrt(rs)
    fd = 2 * pi * mpf("0.1") * rs
    dmax, tc, fmax = hertz_conservative(k, m, 0.1, lambda d: fd, lambda d: fd * d)
    sc = dict(model="hertz", adhesion="dmt", surface_energy=0.05, v0=0.1, **POWDER)
    out.append(case("20 um powder pair, DMT on hertz: conservative, e = 1", sc, {
        "restitution": 1, "contact_time": tc, "max_overlap": dmax, "max_force": fmax,
        "adhesion.pull_off_force": fd, "adhesion.min_force": -fd, "adhesion.stuck": False,
        "adhesion.sticking_velocity": 0, "adhesion.separation_overlap": 0,
        "adhesion.touch_force": -fd, "adhesion.separation_force": -fd}))
    # sjkr on hertz, a pair of unequal spheres: the area pi a_g^2 integrated in d.
    r1, r2 = mpf("20e-6"), mpf("10e-6")
    es, rs, m = pair(5e9, 0.3, r1, 1500, 5e9, 0.3, r2, 1500)
    k = mpf(4) / 3 * es * sqrt(rs)
    kc = mpf(2e8)
    S2, D2 = (r1 + r2) ** 2, (r1 - r2) ** 2

    def a2(d):
        dd = r1 + r2 - d
        return -(dd * dd - S2) * (dd * dd - D2) / (4 * dd * dd)

    def anti(dd):
        return (dd ** 3 / 3 - (S2 + D2) * dd - S2 * D2 / dd) / 4

    pot = lambda d: kc * pi * (anti(r1 + r2 - d) - anti(r1 + r2))
    assert abs(quad(a2, [0, mpf("1e-8")]) / (anti(r1 + r2 - mpf("1e-8")) - anti(r1 + r2)) - 1) < mpf(10) ** -20
    dmax, tc, fmax = hertz_conservative(k, m, 0.05, lambda d: kc * pi * a2(d), pot)
    # The most tensile force: F'(d) = 0 inside the well.
    guess = (2 * pi * rs * kc / (mpf(1.5) * k)) ** 2
    fmin_at = findroot(lambda d: mp.diff(lambda x: k * x ** mpf(1.5) - kc * pi * a2(x), d),
                       (guess / 10, guess * 10), solver="illinois")
    fmin = k * fmin_at ** mpf(1.5) - kc * pi * a2(fmin_at)
    sc = {"model": "hertz", "adhesion": "sjkr", "cohesion_energy_density": 2e8, "v0": 0.05,
          "E1": 5e9, "nu1": 0.3, "r1": 20e-6, "rho1": 1500, "E2": 5e9, "nu2": 0.3, "r2": 10e-6, "rho2": 1500}
    out.append(case("sjkr on hertz, unequal pair (20 and 10 um): conservative, e = 1", sc, {
        "restitution": 1, "contact_time": tc, "max_overlap": dmax, "max_force": fmax,
        "adhesion.min_force": fmin, "adhesion.stuck": False, "adhesion.sticking_velocity": 0,
        "adhesion.pull_off_force": None}, DAMPED_REL))
    return out


def li_undamped_cases():
    """MercuryDPM's irreversible adhesion on a linear spring, no dashpot, in closed form."""
    out = []
    m, k, fa, ka = mpf("1e-10"), mpf(1000), mpf("1e-5"), mpf(100)
    vs = fa / sqrt(ka * m)
    for v0 in (mpf("0.3"), mpf("0.05")):
        w0, wa = sqrt(k / m), sqrt(ka / m)
        deq = fa / k
        # In contact: delta = deq (1 - cos w0 t) + (v0/w0) sin w0 t, back to 0 at
        # t1 = 2 (pi - atan2(v0, w0 deq)) / w0; the speed there is v0 again.
        t1 = 2 * (pi - atan2(v0, w0 * deq)) / w0
        dmax = deq + sqrt(deq ** 2 + (v0 / w0) ** 2)
        sc = {"model": "linear", "adhesion": "linear-irreversible", "adhesion_force": 1e-5,
              "adhesion_stiffness": 100, "k": 1000, "m1": 1e-10, "v0": float(v0), "damping": 0}
        ex = {"max_overlap": dmax, "max_force": k * dmax - fa, "adhesion.sticking_velocity": vs,
              "adhesion.separation_overlap": -fa / ka, "adhesion.pull_off_force": fa,
              "adhesion.touch_force": -fa, "adhesion.min_force": -fa, "adhesion.tail_work": fa ** 2 / (2 * ka)}
        if v0 > vs:
            # On the tail x = delta + fa/ka, x'' = wa^2 x: x = 0 at tanh(wa t) = (fa/ka) wa / v0.
            t2 = atanh(fa / ka * wa / v0) / wa
            ex.update({"restitution": sqrt(1 - vs ** 2 / v0 ** 2), "contact_time": t1 + t2,
                       "adhesion.stuck": False, "adhesion.separation_force": 0})
        else:
            ex.update({"restitution": 0, "contact_time": None, "adhesion.stuck": True})
        out.append(case(f"linear-irreversible without dashpot, v0 = {v0} m/s (V_s = f_a/sqrt(k_a m*))", sc, ex))
    return out


def alpha1(e):
    l = math.log(e)
    return -l * math.sqrt(5 / (l * l + math.pi ** 2))


def alpha_lin(e):
    l = math.log(e)
    return -l / math.sqrt(l * l + math.pi ** 2)


def damped_cases():
    out = []
    es, rs, m = pair(5e9, 0.3, 20e-6, 1500, 5e9, 0.3, 20e-6, 1500)
    k = float(mpf(4) / 3 * es * sqrt(rs))
    W = JkrA(0.1, es, rs).tail_work()
    lam = alpha1(0.5) * math.sqrt(float(m) * k)
    jkr = Law(m, k, 1.5, 0.25, lam, "jkr", rs=rs, es=es, w=0.1, W=W)
    ja = JkrA(0.1, es, rs)
    vs = sticking(jkr, 0.06, 0.3, jkr=ja)
    for v0 in (1.0, 0.1):
        ex, _ = converged(jkr, v0, jkr=ja)
        ex["adhesion.sticking_velocity"] = vs
        ex["adhesion.restitution_without_adhesion"] = 0.5
        ex["adhesion.separation_overlap"] = jkr.sep
        sc = dict(model="tsuji", adhesion="jkr", surface_energy=0.05, e=0.5, v0=v0, **POWDER)
        out.append(case(f"20 um powder pair, JKR on tsuji (alpha1 from e = 0.5), v0 = {v0} m/s", sc, ex, DAMPED_REL))
    # e_with_adhesion: the alpha1 at which the adhesive contact gives e = 0.5 at 0.3 m/s.
    def e_of(a1):
        law = Law(m, k, 1.5, 0.25, a1 * math.sqrt(float(m) * k), "jkr", rs=rs, es=es, w=0.1, W=W)
        ex, _ = converged(law, 0.3, jkr=ja)
        return ex["restitution"] - 0.5
    a1 = illinois(e_of, 0.05, alpha1(0.5), 1e-12)
    e_type = math.exp(-a1 * math.pi / math.sqrt(5 - a1 * a1))
    sc = dict(model="tsuji", adhesion="jkr", surface_energy=0.05, e_with_adhesion=0.5, v0=0.3, **POWDER)
    out.append(case("e_with_adhesion = 0.5 at 0.3 m/s, JKR on tsuji: the alpha1 found, the e to type", sc, {
        "restitution": 0.5, "damping_constant": a1, "adhesion.e_to_type": e_type,
        "adhesion.restitution_without_adhesion": e_type}, DAMPED_REL))
    # DMT on tsuji, a sphere on a rigid wall.
    es, rs, m = pair(5e9, 0.3, 20e-6, 1500)
    k = float(mpf(4) / 3 * es * sqrt(rs))
    lam = alpha1(0.7) * math.sqrt(float(m) * k)
    dmt = Law(m, k, 1.5, 0.25, lam, "dmt", w=0.1, rs=float(rs))
    vs = sticking(dmt, 0.01, 0.2)
    for v0 in (0.5, 0.02):
        ex, _ = converged(dmt, v0)
        ex["adhesion.sticking_velocity"] = vs
        sc = dict(model="tsuji", adhesion="dmt", surface_energy=0.05, e=0.7, v0=v0, **POWDER_WALL)
        out.append(case(f"DMT on tsuji (e = 0.7), 20 um sphere on a rigid wall, v0 = {v0} m/s", sc, ex, DAMPED_REL))
    return out + linear_cases()


def linear_cases():
    out = []
    m1 = 4 / 3 * math.pi * (20e-6) ** 3 * 2500
    m = m1 / 2
    c = 2 * alpha_lin(0.6) * math.sqrt(m * 1000)
    law = Law(m, 1000, 1.0, 0, c, "sjkr", kc=2e6, r1=20e-6, r2=20e-6)
    ex, _ = converged(law, 0.2)
    sc = {"model": "linear", "adhesion": "sjkr", "cohesion_energy_density": 2e6, "k": 1000, "e": 0.6,
          "v0": 0.2, "rho1": 2500, "r1": 20e-6, "rho2": 2500, "r2": 20e-6}
    out.append(case("sjkr on linear (e = 0.6), pair of 20 um glass spheres", sc, ex, DAMPED_REL))
    law = Law(m1, 1000, 1.0, 0, 2 * alpha_lin(0.6) * math.sqrt(m1 * 1000), "sjkr2", kc=2e6, r1=20e-6)
    ex, _ = converged(law, 0.2)
    sc = {"model": "linear", "adhesion": "sjkr2", "cohesion_energy_density": 2e6, "k": 1000, "e": 0.6,
          "v0": 0.2, "rho1": 2500, "r1": 20e-6}
    out.append(case("sjkr2 on linear (e = 0.6), 20 um glass sphere on a wall (area 2 pi r1 delta)", sc, ex, DAMPED_REL))
    # linear-irreversible with a dashpot, a pair given by masses.
    mp_ = 1e-10 * 3e-10 / 4e-10
    c = 2 * alpha_lin(0.8) * math.sqrt(mp_ * 1000)
    law = Law(mp_, 1000, 1.0, 0, c, "li", fa=1e-5, ka=100)
    vs = sticking(law, 0.05, 0.5)
    for v0 in (0.3, 0.1):
        ex, _ = converged(law, v0)
        ex["adhesion.sticking_velocity"] = vs
        sc = {"model": "linear", "adhesion": "linear-irreversible", "adhesion_force": 1e-5,
              "adhesion_stiffness": 100, "k": 1000, "m1": 1e-10, "m2": 3e-10, "e": 0.8, "v0": v0}
        out.append(case(f"linear-irreversible with dashpot (e = 0.8), pair, v0 = {v0} m/s", sc, ex, DAMPED_REL))
    return out


def main():
    cases = elastic_jkr_cases() + conservative_cases() + li_undamped_cases() + damped_cases()
    print(f"largest N/2N difference of the RK4 cases: {DIFF[0]:.2e}", file=sys.stderr)
    doc = {
        "about": "Adhesive contacts (issue 34): JKR closed forms and elastic JKR impacts by energy "
                 "quadrature in the contact radius (mpmath), DMT/sjkr on hertz and MercuryDPM's "
                 "irreversible adhesion without dashpot in closed form or quadrature, damped cases by "
                 f"a fixed-step RK4 in q = delta^(1/4) and time with located events (N/2N difference "
                 f"{DIFF[0]:.1e}); "
                 "generated by generate_adhesion.py.",
        "rel": 1e-9,
        "cases": cases,
    }
    json.dump(doc, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
