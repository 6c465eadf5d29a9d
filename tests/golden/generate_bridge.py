#!/usr/bin/env python3
"""Independent references for the pendular liquid bridge (issue 45's contract); not run by the
test suite.

Shares no code with the Rust library, and uses other methods:

* The capillary laws and their work in CLOSED FORM in mpmath at 30 digits, each checked
  against tanh-sinh quadrature of the force (asserted to 1e-20):
  - willett (Willett et al. 2000, Langmuir 16:9396, eq. 12-13 with the Derjaguin radius R'):
      F(S) = F0/(1 + 1.05 s + 2.5 s^2), s = q S, q = sqrt(R'/V), F0 = 2 pi R' sigma cos(theta),
      W = (F0/q)(2/D)[atan((5 q S_c + 1.05)/D) - atan(1.05/D)], D = sqrt(10 - 1.05^2);
  - rabinovich (Rabinovich et al. 2005, Langmuir 21:10992, eq. 19-20 without the
    filling-angle term): F(S) = F0/(1 + S/(2d)), d = (sqrt(S^2 + b) - S)/2, b = 2V/(pi R'),
    which is F0 (1 - S/sqrt(S^2 + b)) (asserted at several S), W = F0 (S_c + sqrt(b) -
    sqrt(S_c^2 + b));
  - rupture lian (Lian, Thornton & Adams 1993): S_c = (1 + theta/2) V^(1/3); willett (eq. 15):
    S_c = (1 + theta/2)(V*^(1/3) + 0.1 V*^(2/3)) R', V* = V/R'^3;
  - R' = 2R*: r for two equal spheres, 2 r1 at a flat wall (Derjaguin).
* ELASTIC contacts without viscosity (hertz; linear with e = 1) entirely by QUADRATURE: in
  the overlap the constant pull F0 is conservative, so (1/2) m v^2 = (1/2) m v0^2 + F0 xi -
  U(xi) (U = (2/5) k xi^(5/2) or (1/2) k xi^2), xi_max its root by bisection, the time in the
  overlap 2 int d(xi)/v (xi = xi_max - s^2 at the turn), the speed back at xi = 0 is v0, and
  outside (1/2) m u^2 = (1/2) m v0^2 - W(S) with W(S) the closed form above: the time to
  rupture int dS/u, e = sqrt(1 - 2W/(m v0^2)), sticking velocity sqrt(2W/m) (the contract's
  closed forms).
* DAMPED (linear with e < 1, tsuji) and VISCOUS (liquid_viscosity > 0) contacts by a
  FIXED-STEP classical RK4 written here, in two phases:
  - in the overlap, state (t, xi, v, D_visc, D_dash), force k xi^w + dashpot - F0 + 6 pi eta
    R*^2 v/S_min; for hertz and tsuji near xi = 0 (where xi^(3/2) and xi^(1/4) are not
    smooth) in q = xi^(1/4) (d(xi) = 4 q^3 dq) until the speed falls below 0.3 of its peak,
    and again from xi_s = the smaller of 0.05 xi_max and that switch point down to xi = 0 on
    the way out, unless the speed falls below 0.2 of its value there (a reversal: time steps);
  - outside, state (t, S, u = dS/dt, D_visc), m u' = -F(S) - 6 pi eta R*^2 u/max(S, S_min);
  every event (the turn v = 0, xi = 0 on the way out, a reversal in the overlap, S = S_min,
  S = S_c, u = 0 outside) located by bisection on the length of one RK4 step from the step's
  start, the next phase started from there. The largest force by golden-section search over
  the steps around the largest sample. Each case at N and 2N steps per phase (N = 3000); the
  2N values are written and the largest relative difference is printed and recorded in
  "about". The undamped elastic cases are integrated too and must agree with their quadrature
  (printed), and every integrated contact must close its energy balance (1/2 m v0^2 = 1/2 m
  u_c^2 + W + D_visc + D_dash, printed).
* The sticking velocity by the Illinois method on that integrator: the margin u_c^2/v0^2 where
  the bridge ruptures, -(S_c - S_stop)/S_c where the bodies stop outside, -1 where they never
  leave the overlap (found once per setting; the cases at other speeds restate it).
* A second, independent integration: tests/golden/check_bridge_scipy.py integrates every case
  written again with scipy's adaptive DOP853 and its own events (the law written again there):
  all 43 cases agree to 3e-11 (e, t_c, xi_max, the viscous work, stuck), three sticking
  velocities found by Brent's method on it to 2e-12.

The contract's rules, and how this script reads them where it leaves a choice:

 1. The bridge forms at the touch (xi = 0 on approach; nothing acts before) and acts with
    F_cap(0) = F0 throughout the overlap, then with F_cap(S) outside until S = S_c. The
    lubrication acts from the touch: in the overlap with S_min (F = 6 pi eta R*^2 xi'/S_min,
    repulsive while approaching), outside with max(S, S_min); it stops at the rupture.
 2. Stuck: after the turn the approach speed v returns to >= 0 while xi > 0 (never leaves the
    overlap), or outside the separation speed u returns to <= 0 before S = S_c. Then
    restitution 0, contact_time null, liquid_bridge.viscous_energy null; max_overlap and
    max_force still given.
 3. max_force is the largest TOTAL normal force from the touch to the rupture, repulsive
    positive: the spring, the dashpot, -F0 and the lubrication in the overlap (the force a
    DEM code's output shows). It is reached in the overlap (outside the total is attractive).
 4. contact_time runs from the touch to the rupture (the overlap and the flight under the
    bridge); restitution = u(S_c)/v0.
 5. restitution_without_bridge: the same normal contact without the bridge and its
    lubrication: 1 for hertz and for linear with e = 1, e itself for linear and tsuji with e
    (tension allowed: the overlap criterion, where both relations are exact).
 6. sticking_velocity: the largest v0 that stays bridged with e's dashpot, eta and S_min
    held; with eta = 0 and an elastic contact sqrt(2W/m*).
 7. viscous_energy: the lubrication's work from the touch to the rupture, written only for
    eta > 0 (null when stuck); the contract defines it for eta > 0, so the cases without
    viscosity do not state it.
 8. The wall: r2 and rho2 absent; E2, nu2 of the wall's material (glass here) enter E* only;
    R* = r1, m* = m1, R' = 2 r1.
 9. min_separation default R*/100; where S_min >= S_c the lubrication uses S_min throughout.
10. Damping from e as without the bridge: linear c = 2 alpha sqrt(m* k), alpha = -ln e/
    sqrt(ln^2 e + pi^2); tsuji lambda = alpha1 sqrt(m* k) xi^(1/4), alpha1 = -ln e sqrt(5/
    (ln^2 e + pi^2)) (Hu et al. 2011, eq. 7), k = 4/3 E* sqrt(R*).

The "errors" list (not read by crates/cli/tests/golden.rs, which reads "cases") states the
contract's errors: each scenario and the field its error must name.

Also printed (stderr): the granulation engineer's glass beads (r = 1 mm, E = 63 GPa, nu = 0.2,
rho = 2500 kg/m^3) with water (sigma = 0.072 N/m, theta = 20 deg, V = 1e-11 m^3) at 0.1 m/s,
pair and wall: F0, S_c, W, V_s, stuck or e, for both laws and both ruptures.

Willett et al. 2000's measured force-distance data: its numbers were not found in the material
searchable here (the paper's measurements are in its figures); the Willett-2000 cases use the
paper's experimental setting as Yade's example examples/capillary/capillar.py (2023.02a)
restates it, "Parameters are set like in experiments of [Willett2000]": equal spheres r =
2.381 mm, gamma = 20.6 mN/m, theta = 0, V = 74.2 nL, and compare the outputs with the paper's
closed forms only (its eq. 12-13 force in its own variables s+ = (S/2) sqrt(R/V), F+ = 1/(1 +
2.1 s+ + 10 s+^2), asserted equal to the contract's form, and its eq. 15 rupture).

Run: python3 tests/golden/generate_bridge.py > tests/golden/bridge.json
"""

import json
import math
import sys

from mpmath import mp, mpf, sqrt, pi, quad, atan, cos, cbrt

mp.dps = 30

# ----------------------------------------------------------------------------- the pair


def pair(E1, nu1, r1, rho1=None, E2=None, nu2=None, r2=None, rho2=None, m1=None, m2=None):
    """E* (None without moduli), R*, m* (r2 None: a flat wall of infinite mass)."""
    es = None
    if E1 is not None:
        inv = (1 - mpf(nu1) ** 2) / mpf(E1)
        if E2 is not None:
            inv += (1 - mpf(nu2) ** 2) / mpf(E2)
        es = 1 / inv
    rs = mpf(r1) * r2 / (mpf(r1) + r2) if r2 is not None else mpf(r1)
    ma = mpf(m1) if m1 is not None else mpf(4) / 3 * pi * mpf(r1) ** 3 * rho1
    if r2 is not None and (m2 is not None or rho2 is not None):
        mb = mpf(m2) if m2 is not None else mpf(4) / 3 * pi * mpf(r2) ** 3 * rho2
        m = ma * mb / (ma + mb)
    else:
        m = ma
    return es, rs, m


def alpha_linear(e):
    l = math.log(e)
    return -l / math.sqrt(l * l + math.pi ** 2)


def alpha_tsuji(e):
    l = math.log(e)
    return -l * math.sqrt(5 / (l * l + math.pi ** 2))


# ------------------------------------------------------------------------- the capillary law

D_W = sqrt(10 - mpf("1.05") ** 2)


class Bridge:
    """The contract's capillary force, rupture distance and work (module doc), in mpmath."""

    def __init__(self, law, rupture, V, sigma, theta, rs):
        self.law, self.rupture = law, rupture
        self.V, self.sigma, self.theta = mpf(V), mpf(sigma), mpf(theta)
        self.rs = mpf(rs)
        self.rp = 2 * self.rs
        self.f0 = 2 * pi * self.rp * self.sigma * cos(self.theta)
        self.q = sqrt(self.rp / self.V)
        self.b = 2 * self.V / (pi * self.rp)
        if rupture == "lian":
            self.sc = (1 + self.theta / 2) * cbrt(self.V)
        else:
            vs = self.V / self.rp ** 3
            self.sc = (1 + self.theta / 2) * (cbrt(vs) + cbrt(vs) ** 2 / 10) * self.rp
        self.W = self.work(self.sc)
        quad_w = quad(self.force, [0, self.sc])
        assert abs(quad_w / self.W - 1) < mpf(10) ** -20, (quad_w, self.W)

    def force(self, s):
        s = mpf(s)
        if self.law == "willett":
            x = self.q * s
            return self.f0 / (1 + mpf("1.05") * x + mpf("2.5") * x * x)
        return self.f0 * (1 - s / sqrt(s * s + self.b))

    def force_contract_text(self, s):
        """Rabinovich as the contract writes it, F0/(1 + S/(2d)) (asserted equal)."""
        s = mpf(s)
        d = (sqrt(s * s + self.b) - s) / 2
        return self.f0 / (1 + s / (2 * d))

    def work(self, s):
        """int_0^s F dS in closed form."""
        s = mpf(s)
        if self.law == "willett":
            return self.f0 / self.q * 2 / D_W * (atan((5 * self.q * s + mpf("1.05")) / D_W) - atan(mpf("1.05") / D_W))
        return self.f0 * (s + sqrt(self.b) - sqrt(s * s + self.b))

    def fast(self):
        """A float copy of the force for the integrator."""
        f0, q, b = float(self.f0), float(self.q), float(self.b)
        if self.law == "willett":
            return lambda s: f0 / (1 + 1.05 * q * s + 2.5 * q * q * s * s)
        return lambda s: f0 * (1 - s / math.sqrt(s * s + b))


def check_forms():
    """The contract's Rabinovich text equals F0 (1 - S/sqrt(S^2 + b)); Willett's own variables
    (eq. 12: s+ = (S/2) sqrt(R/V), F+ = 1/(1 + 2.1 s+ + 10 s+^2)) equal the contract's."""
    br = Bridge("rabinovich", "lian", "1e-11", "0.072", 0, "5e-4")
    for s in ("1e-9", "1e-6", "5e-5", "2e-4"):
        assert abs(br.force(s) / br.force_contract_text(s) - 1) < mpf(10) ** -25
    bw = Bridge("willett", "willett", "74.2e-12", "0.0206", 0, mpf("2.381e-3") / 2)
    for s in ("1e-6", "1e-4", "5e-4"):
        sp = mpf(s) / 2 * sqrt(bw.rp / bw.V)
        paper = 2 * pi * bw.rp * bw.sigma / (1 + mpf("2.1") * sp + 10 * sp * sp)
        assert abs(bw.force(s) / paper - 1) < mpf(10) ** -25


# ------------------------------------------------------------------- elastic: quadrature


def time_between(ke_of, lo, hi, m, f_turn=None):
    """int d(x)/|v| from lo to hi, |v| = sqrt(2 ke(x)/m); a turning point at hi (force f_turn
    there) by x = hi - s^2."""
    if f_turn is None:
        return quad(lambda d: 1 / sqrt(2 * ke_of(d) / m), [lo, hi])

    def f(s):
        ke = ke_of(max(hi - s * s, lo))
        if ke <= 0:
            ke = f_turn * s * s
        return 2 * s / sqrt(2 * ke / m)

    return quad(f, [0, sqrt(hi - lo)])


def elastic_exact(kind, k, m, br, v0):
    """The elastic contact without viscosity by quadrature (module doc)."""
    k, m, v0 = mpf(k), mpf(m), mpf(v0)
    w = mpf(1.5) if kind == "hertz" else mpf(1)
    U = lambda d: k * d ** (w + 1) / (w + 1)
    ke0 = m * v0 ** 2 / 2
    g = lambda d: U(d) - br.f0 * d - ke0
    lo, hi = mpf(0), (ke0 * (w + 1) / k) ** (1 / (w + 1)) + br.f0 / k
    while g(hi) < 0:
        hi *= 2
    for _ in range(200):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if g(mid) < 0 else (lo, mid)
    dmax = (lo + hi) / 2
    fmax = k * dmax ** w - br.f0
    t_in = 2 * time_between(lambda d: ke0 + br.f0 * d - U(d), mpf(0), dmax, m, fmax)
    vs = sqrt(2 * br.W / m)
    out = {"max_overlap": dmax, "max_force": fmax, "liquid_bridge.sticking_velocity": vs}
    if v0 <= vs:
        out.update({"restitution": 0, "contact_time": None, "liquid_bridge.stuck": True})
        return out
    t_out = quad(lambda s: 1 / sqrt(v0 ** 2 - 2 * br.work(s) / m), [0, br.sc])
    out.update({"restitution": sqrt(1 - 2 * br.W / (m * v0 ** 2)), "contact_time": t_in + t_out,
                "liquid_bridge.stuck": False})
    return out


# ------------------------------------------------------------------------ the RK4 reference


def pw(d, e):
    return max(d, 0.0) ** e


class Wet:
    """One wet contact in floats: the normal law, the bridge, the lubrication."""

    def __init__(self, kind, m, k, damp, br, eta, smin):
        self.kind, self.m, self.k, self.damp = kind, float(m), float(k), float(damp)
        self.w = 1.5 if kind in ("hertz", "tsuji") else 1.0
        self.q_mode = self.w != 1.0
        self.f0, self.sc, self.W = float(br.f0), float(br.sc), float(br.W)
        self.fcap = br.fast()
        rs = float(br.rs)
        self.cv = 6 * math.pi * float(eta) * rs * rs
        self.smin = float(smin)

    def dash(self, d, v):
        if self.kind == "linear":
            return self.damp * v
        if self.kind == "tsuji":
            return self.damp * pw(d, 0.25) * v
        return 0.0

    def f_in(self, d, v):
        """The total repulsive force in the overlap."""
        return self.k * pw(d, self.w) + self.dash(d, v) - self.f0 + self.cv / self.smin * v

    def c_out(self, s):
        return self.cv / max(s, self.smin)

    def time_scale(self, v0):
        return (self.m * v0 ** 2 / self.k) ** (1 / (1 + self.w)) / v0


def rk4(f, y, h):
    """One classical RK4 step of y' = f(y) (y[0] the independent variable, f(y)[0] = 1)."""

    def add(k, c):
        return tuple(a + c * b for a, b in zip(y, k))

    k1 = f(y)
    k2 = f(add(k1, h / 2))
    k3 = f(add(k2, h / 2))
    k4 = f(add(k3, h))
    return tuple(y[i] + h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]) for i in range(len(y)))


def fires(g, rising, y0, y1):
    a, b = g(y0), g(y1)
    return (a < 0 <= b) if rising else (a > 0 >= b)


def locate(f, y, h, g, rising):
    """The step length in (0, h] at which g crosses 0 (bisection, 80 halvings)."""
    lo, hi = 0.0, h
    for _ in range(80):
        mid = 0.5 * (lo + hi)
        if fires(g, rising, y, rk4(f, y, mid)):
            hi = mid
        else:
            lo = mid
    return hi


def golden(fun, a, b):
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
    return max(fc, fd, fun(a), fun(b))


class Run:
    """One integrated contact (module doc)."""

    def __init__(self, law, n):
        self.law, self.n, self.samples = law, n, []

    # y = (t, xi, v, Dv, Dd) in time; (q, t, v, Dv, Dd) in q = xi^(1/4)
    def in_time(self, y):
        law = self.law
        _, d, v, _, _ = y
        return (1.0, v, -law.f_in(d, v) / law.m, law.cv / law.smin * v * v, law.dash(d, v) * v)

    def in_q(self, y):
        law = self.law
        q, _, v, _, _ = y
        q3 = 4 * q ** 3
        d = q ** 4
        return (1.0, q3 / v, -q3 * law.f_in(d, v) / (law.m * v), q3 * law.cv / law.smin * v, q3 * law.dash(d, v))

    def march(self, f, y, h, events, force, limit):
        for _ in range(limit):
            y1 = rk4(f, y, h)
            hit = None
            for i, (g, rising) in enumerate(events):
                if fires(g, rising, y, y1):
                    tau = locate(f, y, h, g, rising)
                    if hit is None or tau < hit[1]:
                        hit = (i, tau)
            if hit is not None:
                if force:
                    self.samples.append((f, y, hit[1], force))
                return hit[0], rk4(f, y, hit[1])
            if force:
                self.samples.append((f, y, h, force))
            y = y1
        raise RuntimeError("no event within the step limit")

    def q_in(self, v0):
        """q-steps from the touch until the speed falls below 0.3 of its peak: (t, xi, v, Dv, Dd)."""
        law = self.law
        hq = (law.m * v0 ** 2 / law.k) ** (1 / (4 * (1 + law.w))) / self.n
        force = lambda z: law.f_in(z[0] ** 4, z[2])
        y, vpeak = (0.0, 0.0, v0, 0.0, 0.0), v0
        while True:
            self.samples.append((self.in_q, y, hq, force))
            y = rk4(self.in_q, y, hq)
            vpeak = max(vpeak, y[2])
            if y[2] < 0.3 * vpeak:
                self.xq = y[0] ** 4
                return (y[1], y[0] ** 4, y[2], y[3], y[4])

    def q_out(self, y):
        """q-steps from (t, xi, v, Dv, Dd) down to xi = 0; None where the speed falls below 0.2
        of its start (a reversal is near)."""
        q = y[1] ** 0.25
        hq = q / self.n
        force = lambda z: self.law.f_in(z[0] ** 4, z[2])
        z, v_start, steps = (q, y[0], y[2], y[3], y[4]), y[2], []
        for i in range(self.n):
            h = -hq if i + 1 < self.n else -z[0]
            try:
                z1 = rk4(self.in_q, z, h)
            except (ZeroDivisionError, ValueError):
                return None
            if not z1[2] < 0.2 * v_start:
                return None
            steps.append((self.in_q, z, h, force))
            z = z1
        self.samples += steps
        return (z[1], 0.0, z[2], z[3], z[4])

    def overlap(self, v0):
        """The overlap phase: ('exit', state at xi = 0) or ('stuck', state), and xi_max."""
        law = self.law
        h = law.time_scale(v0) / self.n
        limit = 400 * self.n
        force = lambda z: law.f_in(z[1], z[2])
        y = self.q_in(v0) if law.q_mode else (0.0, 0.0, v0, 0.0, 0.0)
        ev, y = self.march(self.in_time, y, h, [(lambda z: z[2], False)], force, limit)
        dmax = y[1]
        xs = min(0.05 * dmax, self.xq) if law.q_mode else 0.0
        events = [(lambda z: z[1] - xs, False), (lambda z: z[2], True)]
        ev, y = self.march(self.in_time, y, h, events, force, limit)
        if ev == 1:
            return "stuck", y, dmax
        if law.q_mode:
            end = self.q_out(y)
            if end is not None:
                return "exit", end, dmax
            ev, y = self.march(self.in_time, y, h, [(lambda z: z[1], False), (lambda z: z[2], True)], force, limit)
            return ("stuck" if ev == 1 else "exit"), y, dmax
        return "exit", y, dmax

    def outside(self, t0, u0, dv0):
        """Outside: y = (t, S, u, Dv); ('rupture', y) or ('stuck', y)."""
        law = self.law

        def f(y):
            _, s, u, _ = y
            c = law.c_out(s)
            return (1.0, u, (-law.fcap(s) - c * u) / law.m, c * u * u)

        h = law.sc / u0 / self.n
        y = (t0, 0.0, u0, dv0)
        events = [(lambda z: z[1] - law.sc, True), (lambda z: z[2], False)]
        if law.smin < law.sc:
            events.append((lambda z: z[1] - law.smin, True))
        while True:
            ev, y = self.march(f, y, h, events, None, 400 * self.n)
            if ev == 2:
                events = events[:2]  # past S_min: the kink is behind
                continue
            return ("rupture" if ev == 0 else "stuck"), y

    def largest_force(self):
        vals = [s[3](s[1]) for s in self.samples]
        i = max(range(len(vals)), key=lambda j: vals[j])
        best = vals[i]
        for j in (i - 1, i):
            if j < 0:
                continue
            f, y, h, force = self.samples[j]
            lo, hi = sorted((0.0, h))
            best = max(best, golden(lambda tau: force(rk4(f, y, tau)), lo, hi))
        return best


ENERGY = [0.0]  # the largest energy-balance residual (relative to 1/2 m v0^2)


def impact(law, v0, n):
    """One wet contact by RK4: the top-level outputs, stuck, the viscous work; the margin for
    the sticking velocity."""
    run = Run(law, n)
    phase, y, dmax = run.overlap(v0)
    out = {"max_overlap": dmax, "max_force": run.largest_force()}
    ke0 = 0.5 * law.m * v0 * v0
    if phase == "stuck":
        out.update({"restitution": 0.0, "contact_time": None, "liquid_bridge.stuck": True,
                    "margin": -1.0, "viscous_energy": None})
        return out
    t_a, u_a, dv_a, dd = y[0], -y[2], y[3], y[4]
    phase, z = run.outside(t_a, u_a, dv_a)
    if phase == "stuck":
        out.update({"restitution": 0.0, "contact_time": None, "liquid_bridge.stuck": True,
                    "margin": -(law.sc - z[1]) / law.sc, "viscous_energy": None})
        return out
    uc = z[2]
    balance = 0.5 * law.m * uc * uc + law.W + z[3] + dd
    ENERGY[0] = max(ENERGY[0], abs(balance / ke0 - 1))
    out.update({"restitution": uc / v0, "contact_time": z[0], "liquid_bridge.stuck": False,
                "margin": uc * uc / (v0 * v0), "viscous_energy": z[3]})
    return out


DIFF = [0.0]
CROSS = [0.0]
N = 3000


def converged(make, v0, n=N):
    """The contact at n and 2n steps: the 2n values; DIFF updated."""
    a = impact(make(), v0, n)
    b = impact(make(), v0, 2 * n)
    for key, x in b.items():
        if key == "margin":
            continue
        assert type(a[key]) is type(x), (key, a[key], x)
        if isinstance(x, float) and x != 0:
            DIFF[0] = max(DIFF[0], abs(a[key] - x) / abs(x))
    return b


def illinois(f, lo, hi, tol):
    flo, fhi = f(lo), f(hi)
    assert flo * fhi < 0, (lo, hi, flo, fhi)
    side = 0
    x = lo
    for _ in range(200):
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


def sticking(make, guess, n=2 * N):
    """The largest v0 that stays bridged (Illinois on the margin)."""
    g = lambda v: impact(make(), v, n)["margin"]
    lo, hi = guess / 2, guess * 2
    while g(lo) > 0:
        lo /= 2
    while g(hi) < 0:
        hi *= 2
    return illinois(g, lo, hi, 1e-12)


# -------------------------------------------------------------------------------- cases


def num(x):
    if x is None or isinstance(x, bool):
        return x
    return float(x)


def case(name, scenario, expected, rel=None, paper=None):
    c = {"name": name, "scenario": scenario, "expected": {k: num(v) for k, v in expected.items()}}
    if rel is not None:
        c["rel"] = rel
    if paper:
        c["paper"] = paper
    return c


GLASS = {"E1": 63e9, "nu1": 0.2, "r1": 1e-3, "rho1": 2500, "E2": 63e9, "nu2": 0.2, "r2": 1e-3, "rho2": 2500}
GLASS_WALL = {"E1": 63e9, "nu1": 0.2, "r1": 1e-3, "rho1": 2500, "E2": 63e9, "nu2": 0.2}
WATER = {"surface_tension": 0.072, "contact_angle": "20 deg", "liquid_volume": 1e-11}
THETA20 = mpf(20) * pi / 180
DAMPED_REL = 1e-8


def geometry(sc):
    """E*, R*, m* of a scenario's keys."""
    return pair(sc.get("E1"), sc.get("nu1"), sc["r1"], sc.get("rho1"), sc.get("E2"), sc.get("nu2"), sc.get("r2"),
                sc.get("rho2"), sc.get("m1"), sc.get("m2"))


def theta_of(sc):
    t = sc.get("contact_angle", 0)
    if isinstance(t, str):
        value, unit = t.split()
        assert unit == "deg"
        return mpf(value) * pi / 180
    return mpf(t)


def bridge_of(sc):
    _, rs, _ = geometry(sc)
    return Bridge(sc["liquid_bridge"], sc.get("rupture", "lian"), sc["liquid_volume"], sc["surface_tension"],
                  theta_of(sc), rs)


def bridge_outputs(br):
    return {"liquid_bridge.force_at_contact": br.f0, "liquid_bridge.rupture_distance": br.sc,
            "liquid_bridge.bridge_energy": br.W}


def stiffness(sc):
    es, rs, _ = geometry(sc)
    if sc["model"] == "linear":
        return mpf(sc["k"])
    return mpf(4) / 3 * es * sqrt(rs)


def elastic_case(name, sc, paper=None):
    """An elastic contact without viscosity: quadrature, and the integrator checked on it."""
    _, rs, m = geometry(sc)
    br = bridge_of(sc)
    kind = "hertz" if sc["model"] == "hertz" else "linear"
    k = stiffness(sc)
    ex = elastic_exact(kind, k, m, br, sc["v0"])
    got = impact(Wet(kind, m, k, 0.0, br, 0.0, rs / 100), sc["v0"], 2 * N)
    for key, x in ex.items():
        if key in got and isinstance(x, mpf) and x != 0 and got[key] is not None:
            CROSS[0] = max(CROSS[0], abs(got[key] / float(x) - 1))
        elif key in got:
            assert (got[key] is None) == (x is None), (key, got[key], x)
    ex.update(bridge_outputs(br))
    ex["liquid_bridge.restitution_without_bridge"] = 1
    return case(name, sc, ex, paper=paper)


VS = {}  # the sticking velocity of a setting (the scenario without v0), found once


def damped_case(name, sc, vs_guess, with_vs=True):
    """A damped or viscous contact by the RK4 at N and 2N; the sticking velocity by Illinois
    (once per setting: the cases at another v0 reuse it; with_vs False: not stated)."""
    _, rs, m = geometry(sc)
    br = bridge_of(sc)
    k = stiffness(sc)
    kind = sc["model"]
    e = sc.get("e", 1.0)
    if kind == "linear":
        damp = 2 * alpha_linear(e) * math.sqrt(float(m) * float(k)) if e < 1 else 0.0
    elif kind == "tsuji":
        damp = alpha_tsuji(e) * math.sqrt(float(m) * float(k))
    else:
        damp = 0.0
    eta = sc.get("liquid_viscosity", 0.0)
    smin = sc.get("min_separation", rs / 100)
    make = lambda: Wet(kind, m, k, damp, br, eta, smin)
    got = converged(make, sc["v0"])
    ex = {key: got[key] for key in ("max_overlap", "max_force", "restitution", "contact_time", "liquid_bridge.stuck")}
    if eta:
        ex["liquid_bridge.viscous_energy"] = got["viscous_energy"]
    setting = json.dumps({k: v for k, v in sc.items() if k != "v0"}, sort_keys=True)
    if with_vs and setting not in VS:
        VS[setting] = sticking(make, vs_guess)
    if setting in VS:
        ex["liquid_bridge.sticking_velocity"] = VS[setting]
    ex.update(bridge_outputs(br))
    ex["liquid_bridge.restitution_without_bridge"] = e
    return case(name, sc, ex, rel=DAMPED_REL)


def wet(sc, law="willett", rupture=None, v0=0.1, **more):
    out = {**sc, "liquid_bridge": law, **WATER, "v0": v0, **more}
    if rupture:
        out["rupture"] = rupture
    return out


def elastic_cases():
    out = []
    hz = {"model": "hertz"}
    # The granulation engineer: 1 mm glass beads, water, 1e-11 m^3, 0.1 m/s.
    for geo, mat in (("pair", GLASS), ("wall", GLASS_WALL)):
        for v0 in (0.1, 0.05, 0.2):
            sc = wet({**hz, **mat}, v0=v0)
            out.append(elastic_case(f"granulation: 1 mm glass beads ({geo}), water (sigma 0.072, theta '20 deg', "
                                    f"V 1e-11 m^3), willett, lian, hertz elastic, v0 = {v0}", sc))
        for law, rup in (("rabinovich", None), ("willett", "willett"), ("rabinovich", "willett")):
            sc = wet({**hz, **mat}, law, rup, v0=0.1)
            out.append(elastic_case(f"glass beads ({geo}), water, {law}, rupture {rup or 'lian (default)'}, hertz "
                                    "elastic, v0 = 0.1", sc))
    # theta default 0 (omitted), and in radians.
    sc = {**hz, **GLASS, "liquid_bridge": "willett", "surface_tension": 0.072, "liquid_volume": 1e-11, "v0": 0.2}
    out.append(elastic_case("contact_angle omitted (0), willett, glass pair, v0 = 0.2", sc))
    sc = {**hz, **GLASS_WALL, "liquid_bridge": "rabinovich", "surface_tension": 0.05, "contact_angle": 0.5,
          "liquid_volume": 3e-11, "rupture": "willett", "v0": 0.1}
    out.append(elastic_case("contact_angle 0.5 rad, rabinovich, rupture willett, glass on a glass wall, V 3e-11, "
                            "v0 = 0.1", sc))
    # An unequal pair: R* = r1 r2/(r1 + r2), R' = 2R*.
    sc = {**hz, "E1": 63e9, "nu1": 0.2, "r1": 1e-3, "rho1": 2500, "E2": 63e9, "nu2": 0.2, "r2": 0.5e-3,
          "rho2": 2500, "liquid_bridge": "willett", "surface_tension": 0.072, "contact_angle": "20 deg",
          "liquid_volume": 5e-12, "v0": 0.1}
    out.append(elastic_case("unequal glass pair (1 and 0.5 mm: R' = 2R* = 0.667 mm), willett, V 5e-12, v0 = 0.1", sc))
    # Linear without a dashpot (e = 1): the same closed forms.
    for geo, bodies in (("wall", {"m1": 1e-5, "r1": 1e-3}), ("pair", {"m1": 1e-5, "m2": 3e-5, "r1": 1e-3, "r2": 2e-3})):
        for v0 in (0.05, 0.2):
            sc = {"model": "linear", "k": 1e5, "e": 1.0, **bodies, "liquid_bridge": "rabinovich",
                  "surface_tension": 0.072, "contact_angle": "20 deg", "liquid_volume": 1e-11, "v0": v0}
            out.append(elastic_case(f"linear k 1e5 N/m, e = 1, masses given ({geo}), rabinovich, v0 = {v0}", sc))
    # Willett et al. 2000's experimental setting (module doc); glass assumed for the contact.
    for rup in ("willett", "lian"):
        sc = {**hz, "E1": 63e9, "nu1": 0.2, "r1": 2.381e-3, "rho1": 2500, "E2": 63e9, "nu2": 0.2, "r2": 2.381e-3,
              "rho2": 2500, "liquid_bridge": "willett", "surface_tension": 0.0206, "contact_angle": 0,
              "liquid_volume": 74.2e-12, "rupture": rup, "v0": 0.05}
        out.append(elastic_case(f"Willett et al. 2000's setting: equal spheres r = 2.381 mm, gamma 20.6 mN/m, "
                                f"theta 0, V = 74.2 nL (glass assumed for the contact), rupture {rup}, v0 = 0.05", sc))
    return out


def damped_cases():
    out = []
    for geo, mat in (("pair", GLASS), ("wall", GLASS_WALL)):
        for e, speeds in ((0.9, (0.1, 0.3)), (0.5, (0.2, 0.6))):
            for i, v0 in enumerate(speeds):
                sc = wet({"model": "tsuji", "e": e, **mat}, v0=v0)
                out.append(damped_case(f"glass beads ({geo}), water, willett, lian, tsuji e = {e}, v0 = {v0}", sc,
                                       0.15))
        sc = wet({"model": "tsuji", "e": 0.9, **mat}, "rabinovich", "willett", v0=0.2)
        out.append(damped_case(f"glass beads ({geo}), water, rabinovich, rupture willett, tsuji e = 0.9, v0 = 0.2",
                               sc, 0.15))
    for geo, bodies in (("wall", {"m1": 1e-5, "r1": 1e-3}), ("pair", {"m1": 1e-5, "m2": 3e-5, "r1": 1e-3, "r2": 2e-3})):
        for v0 in (0.1, 0.4):
            sc = {"model": "linear", "k": 1e5, "e": 0.8, **bodies, "liquid_bridge": "willett",
                  "surface_tension": 0.072, "contact_angle": "20 deg", "liquid_volume": 1e-11, "v0": v0}
            out.append(damped_case(f"linear k 1e5 N/m, e = 0.8, masses given ({geo}), willett, v0 = {v0}", sc, 0.1))
    return out


def viscous_cases():
    out = []
    for geo, mat in (("pair", GLASS), ("wall", GLASS_WALL)):
        for v0 in (0.1, 0.3):
            sc = wet({"model": "hertz", **mat}, v0=v0, liquid_viscosity=1e-3)
            out.append(damped_case(f"glass beads ({geo}), water with eta = 1e-3 Pa s (S_min = R*/100), willett, "
                                   f"hertz, v0 = {v0}", sc, 0.12))
        sc = wet({"model": "tsuji", "e": 0.9, **mat}, "rabinovich", v0=0.3, liquid_viscosity=0.05,
                 min_separation=1e-6)
        out.append(damped_case(f"glass beads ({geo}), eta = 0.05 Pa s, min_separation 1 um, rabinovich, tsuji "
                               "e = 0.9, v0 = 0.3", sc, 0.3))
    sc = wet({"model": "hertz", **GLASS}, v0=0.2, liquid_viscosity=0.01, min_separation=1e-3)
    out.append(damped_case("S_min = 1 mm > S_c (0.253 mm): the lubrication at S_min throughout, glass pair, "
                           "eta = 0.01, v0 = 0.2", sc, 0.12))
    sc = {"model": "linear", "k": 1e5, "e": 1.0, "m1": 1e-5, "r1": 1e-3, "liquid_bridge": "willett",
          "surface_tension": 0.072, "liquid_volume": 1e-11, "liquid_viscosity": 2e-3, "v0": 0.15}
    out.append(damped_case("linear k 1e5, e = 1, eta = 2e-3 Pa s (lubrication only), wall, v0 = 0.15", sc, 0.12))
    return out


def errors():
    base = wet({"model": "hertz", **GLASS})
    rows = []
    for key in ("liquid_volume", "surface_tension", "r1", "r2"):
        rows.append(({k: v for k, v in base.items() if k != key}, key))
    rows += [
        ({**base, "adhesion": "jkr", "surface_energy": 0.05}, "liquid_bridge"),
        ({**base, "contact_angle": "95 deg"}, "contact_angle"),
        ({**base, "contact_angle": float(pi / 2)}, "contact_angle"),
        ({**base, "contact_angle": -0.1}, "contact_angle"),
        ({**base, "liquid_volume": 5e-9}, "liquid_volume"),  # > 4/3 pi (1 mm)^3 = 4.19e-9
        ({**base, "liquid_volume": 0}, "liquid_volume"),
        ({**base, "surface_tension": -0.07}, "surface_tension"),
        ({**base, "end": "force"}, "end"),
        ({**base, "liquid_viscosity": -1e-3}, "liquid_viscosity"),
        ({**base, "liquid_viscosity": 1e-3, "min_separation": 0}, "min_separation"),
        ({**base, "liquid_bridge": "soulie"}, "liquid_bridge"),
        ({**base, "rupture": "mikami"}, "rupture"),
        ({"model": "linear", "k": 1e5, "e": 0.8, "m1": 1e-5, "liquid_bridge": "willett", "surface_tension": 0.072,
          "liquid_volume": 1e-11, "v0": 0.1}, "r1"),
    ]
    return [{"scenario": s, "field": f} for s, f in rows]


def glass_report():
    """The granulation engineer's figures (stderr)."""
    lines = ["granulation: 1 mm glass beads, water (sigma 0.072 N/m, theta 20 deg, V 1e-11 m^3), v0 = 0.1 m/s, "
             "hertz elastic, no viscosity:"]
    for geo, mat in (("pair", GLASS), ("wall", GLASS_WALL)):
        _, rs, m = geometry(mat)
        for law in ("willett", "rabinovich"):
            for rup in ("lian", "willett"):
                br = Bridge(law, rup, "1e-11", "0.072", THETA20, rs)
                vs = sqrt(2 * br.W / m)
                state = "stuck" if vs >= mpf("0.1") else f"e = {float(sqrt(1 - 2 * br.W / (m * mpf('0.01')))):.4f}"
                lines.append(f"  {geo:4} {law:10} rupture {rup:7}: F0 = {float(br.f0):.5e} N, S_c = "
                             f"{float(br.sc) * 1e6:.2f} um, W = {float(br.W):.5e} J, V_s = {float(vs):.5f} m/s: {state}")
    print("\n".join(lines), file=sys.stderr)


def main():
    check_forms()
    glass_report()
    cases = elastic_cases()
    print(f"elastic cases: {len(cases)}; RK4 against quadrature {CROSS[0]:.2e}", file=sys.stderr)
    cases += damped_cases() + viscous_cases()
    print(f"all cases: {len(cases)}; largest N/2N difference {DIFF[0]:.2e}; energy balance {ENERGY[0]:.2e}",
          file=sys.stderr)
    doc = {
        "about": "Pendular liquid bridge (issue 45's contract): the capillary laws, rupture distances and bridge "
                 "energies in closed form (mpmath, each checked by quadrature), elastic contacts without viscosity "
                 "by quadrature (e = sqrt(1 - 2W/(m* v0^2)), V_s = sqrt(2W/m*)), damped and viscous ones by a "
                 "fixed-step RK4 in time and q = xi^(1/4) with located events (N/2N difference "
                 f"{DIFF[0]:.1e}; the elastic ones integrated agree with their quadrature to {CROSS[0]:.1e}; energy "
                 f"balance {ENERGY[0]:.1e}), sticking velocities by the Illinois method on it; generated by "
                 "tests/golden/generate_bridge.py (its docstring lists how the contract's rules were read). "
                 "'errors': scenarios the contract rejects and the field the error must name (not run by golden.rs).",
        "rel": 1e-9,
        "cases": cases,
        "errors": errors(),
    }
    json.dump(doc, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
