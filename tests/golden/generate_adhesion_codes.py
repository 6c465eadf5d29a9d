#!/usr/bin/env python3
"""Independent references for the DEM codes' own adhesive contacts (issue 34 item 2; not run by
the test suite): a scenario with `code` and `adhesion`, solved as the code composes the
adhesion with its contact. Shares no code with the Rust library or with generate_adhesion.py.

What each code does (read in its source; the runs of validation/adhesion.py agree):

* LAMMPS `pair granular jkr E damp nu gamma damping velocity|mass_velocity|viscoelastic`: the
  JKR force F = 4E*a^3/(3R*) - sqrt(16 pi gamma E* a^3) (w = 2 gamma), a from
  delta = a^2/R* - sqrt(4 pi gamma a/E*); its damping force -eta v acts while the contact lasts,
  on the tension tail too (velocity: eta = damp; mass_velocity: damp m*; viscoelastic:
  damp m* a); released where the centres are (3 pi^2/16)^(1/3) (R* gamma^2/E*^2)^(1/3) beyond
  contact. `dmt`: Hertz - 4 pi gamma R* with the dashpot (viscoelastic: eta = damp m* sqrt(R* delta)),
  in overlap only. At a wall (22Jul2025) E* = E/(2(1 - nu^2)).
* Yade Hertz-Mindlin, includeAdhesion: Fn = kno delta^(3/2) - 4 pi R gamma; the viscous force
  cn v, cn = 2 betan sqrt(m* kn), kn = (3/2) kno sqrt(delta), betan from en by Thornton et al.
  2013 eq. B6-B7; where the total pulls and the viscous force exceeds the adhesion force in
  size, the viscous force is the adhesion force; erased at delta < 0. At its default wall
  R* = r/2.
* Kratos DEM_D_Hertz_viscous_Coulomb_JKR / _DMT: the elastic force 4/3 E* sqrt(R*) delta^(3/2) plus
  the viscous force 2 gamma sqrt(m* kn) v, kn = 2E* sqrt(R* delta), clipped at 0; minus the cohesive
  force sqrt(8 pi w E* (R* delta)^(3/2)) (JKR) or 2 pi w R* (DMT); gamma by B6-B7 of e.
* LIGGGHTS `model thornton_ning` (normal_model_thornton_ning.h), elastic (coefficientYieldRatio
  1): JKR's force with w = surfaceEnergy (F_c = 1.5 pi gamma_surf R*) from -(8/9)F_c at the touch,
  computed only while the surfaces overlap (released at delta = 0, no tail), no normal dashpot
  (its coefficientRestitution damps the tangential force only).
* Chrono SMC Hertz with the DMT adhesion: Hertz 4/3 E* sqrt(R* delta) delta minus the dashpot
  2 sqrt(5/6) beta sqrt(2E* sqrt(R* delta) m*) v, clipped at 0; minus adhesionMultDMT sqrt(R*) =
  2 pi w R*.

Method: a FIXED-STEP classical RK4 written here, in time, and near delta = 0 (where delta^(1/4),
delta^(3/4) and delta^(3/2) are not smooth in time) in q = delta^(1/4) as the independent
variable (dv/dq = -4q^3 F/(m v), dt/dq = 4q^3/v); every event (delta = 0, the release point,
the largest overlap, the velocity's reversal, each regime switch of a code's rule) located by
bisection on the length of one RK4 step from the step's start, the regime switched there and
the integration continued. Each case at N and 2N steps per phase; the largest relative
difference between them over all cases written is printed and recorded in "about"; the 2N
values are written. Sticking velocities by the Illinois method on the squared rebound speed
(negative when stuck: v0^2 - 2(W_tail + D)/m). The restitution is the integrated velocity
(not an energy balance).

With e_with_adhesion (no `code`), each code's row gives the value to type into it for its own
contact to achieve that restitution: found here by the Illinois method on the same integrator.

Run: python3 tests/golden/generate_adhesion_codes.py > tests/golden/adhesion_codes.json
"""

import json
import math
import sys

from mpmath import mp

mp.dps = 30

PI = math.pi

# --------------------------------------------------------------------------- contacts


def pair_of(E, nu, r, rho, wall=False, wall_radius_half=False, m2=None):
    """E*, R*, m* of two equal spheres, or a sphere on a wall of the same material."""
    es = E / (2 * (1 - nu * nu))
    m1 = 4 / 3 * PI * r ** 3 * rho
    if wall:
        rs = r / 2 if wall_radius_half else r
        m = m1 if m2 is None else m1 * m2 / (m1 + m2)
    else:
        rs, m = r / 2, m1 / 2
    return es, rs, m


class Jkr:
    """The JKR relation in floats: a(delta) by Newton from the right on the stable branch."""

    def __init__(self, w, es, rs):
        self.w, self.es, self.rs = w, es, rs
        self.c = math.sqrt(2 * PI * w / es)
        self.a_turn = (rs * self.c / 4) ** (2 / 3)  # d(delta)/da = 0

    def delta(self, a):
        return a * a / self.rs - self.c * math.sqrt(a)

    def a(self, d):
        lo = self.a_turn
        if d <= self.delta(lo):
            return lo
        hi = max(2 * lo, math.sqrt(max(d, 0.0) * self.rs) * 2 + lo)
        while self.delta(hi) < d:
            hi *= 2
        x = hi
        for _ in range(100):
            g = self.delta(x) - d
            dg = 2 * x / self.rs - self.c / (2 * math.sqrt(x))
            nx = x - g / dg
            if not nx < x:
                break
            x = max(nx, lo)
        return x

    def force(self, d):
        a = self.a(d)
        return 4 * self.es * a ** 3 / (3 * self.rs) - math.sqrt(8 * PI * self.w * self.es * a ** 3)


class Contact:
    """A code's contact: force(delta, v, regime), the conservative part, switching functions."""

    def __init__(self, m, k=0.0, lam=0.0, dash="none", pull=None, jkr=None, clip=False, cap=False,
                 release=None, on_tail=False):
        self.m, self.k, self.lam, self.dash = m, k, lam, dash
        self.pull = pull or (lambda d: 0.0)  # the adhesive pull (>= 0) in overlap
        self.jkr, self.clip, self.cap, self.release, self.on_tail = jkr, clip, cap, release, on_tail

    def elastic(self, d):
        if self.jkr:
            return self.jkr.force(d)
        return self.k * max(d, 0.0) ** 1.5

    def dashpot(self, d, v):
        if self.dash == "none":
            return 0.0
        if self.dash == "const":
            return self.lam * v
        if self.dash == "tsuji":
            return self.lam * max(d, 0.0) ** 0.25 * v
        if self.dash == "sqrt":
            return self.lam * math.sqrt(max(d, 0.0)) * v
        if self.dash == "jkr_a":
            return self.lam * self.jkr.a(d) * v
        raise ValueError(self.dash)

    def switches(self, d, v):
        el, dp, pl = self.elastic(d), self.dashpot(d, v), self.pull(d)
        if self.clip:
            return (el + dp, 1.0)
        if self.cap:
            return (dp + pl, el - pl + dp)
        return (1.0, 1.0)

    def regime(self, below):
        if self.clip and below[0]:
            return "clipped"
        if self.cap and below[0] and below[1]:
            return "capped"
        return "free"

    def conservative(self, d, tail=False):
        """The law's potential force (what is not dissipated)."""
        if tail:
            return self.jkr.force(d)
        return self.elastic(d) - self.pull(d)

    def force(self, d, v, regime, tail=False):
        if tail:
            return self.jkr.force(d) + (self.dashpot(d, v) if self.on_tail else 0.0)
        el, pl = self.elastic(d), self.pull(d)
        if regime == "clipped":
            return -pl
        if regime == "capped":
            return el - 2 * pl
        return el - pl + self.dashpot(d, v)


def rk4(f, y, h):
    def add(y, k, c):
        return tuple(a + c * b for a, b in zip(y, k))

    k1 = f(y)
    k2 = f(add(y, k1, h / 2))
    k3 = f(add(y, k2, h / 2))
    k4 = f(add(y, k3, h))
    return tuple(y[i] + h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]) for i in range(len(y)))


def bisect(f, y, h, g):
    """tau in (0, h] where g(rk4(f, y, tau)) changes sign (80 halvings)."""
    lo, hi, glo = 0.0, h, g(y)
    for _ in range(80):
        mid = 0.5 * (lo + hi)
        gm = g(rk4(f, y, mid))
        if gm != 0 and (gm > 0) == (glo > 0):
            lo, glo = mid, gm
        else:
            hi = mid
    return hi


class Run:
    """One impact: the state in time mode is (t, d, v); in q mode (q, v, t) with d = q^4."""

    def __init__(self, c, v0, n):
        self.c, self.v0, self.n = c, v0, n
        self.regime, self.watch = "free", [0, 0]  # watch: 0 either, +1 rising only, -1 falling only
        s = c.switches(0.0, v0)
        self.below = [s[0] < 0, s[1] < 0]
        self.regime = c.regime(self.below)
        self.dmax = None

    # right-hand sides
    def ft(self, tail=False):
        c, reg = self.c, self.regime

        def f(y):
            force = c.force(y[1], y[2], reg, tail)
            return (1.0, y[2], -force / c.m, (force - c.conservative(y[1], tail)) * y[2])
        return f

    def fq(self):
        c, reg = self.c, self.regime

        def f(y):
            d, q3 = y[0] ** 4, 4 * y[0] ** 3
            force = c.force(d, y[1], reg)
            return (1.0, -q3 * force / (c.m * y[1]), q3 / y[1], (force - c.conservative(d)) * q3)
        return f

    def dv(self, mode, y):
        return (y[1], y[2]) if mode == "t" else (y[0] ** 4, y[1])

    def switch_events(self, mode):
        """Event functions of the regime switches (state y of `mode`)."""
        out = []
        for i in (0, 1):
            out.append((f"s{i}", lambda y, i=i: self.c.switches(*self.dv(mode, y))[i], self.watch[i]))
        return out

    def step(self, mode, f, y, h, events):
        """One step with events [(name, g, direction)]: the earliest crossing, or None."""
        y1 = rk4(f, y, h)
        best = None
        for name, g, direction in events:
            a, b = g(y), g(y1)
            rising, falling = a < 0 <= b, a > 0 >= b
            if (direction >= 0 and rising) or (direction <= 0 and falling):
                tau = bisect(f, y, h, g)
                if best is None or abs(tau) < abs(best[1]):
                    best = (name, tau, rising)
        if best is None:
            return y1, None
        return rk4(f, y, best[1]), best

    def switched(self, name, rising):
        i = int(name[1])
        self.below[i] = not rising
        self.watch = [0, 0]
        self.watch[i] = -1 if rising else 1
        self.regime = self.c.regime(self.below)


def impact(c, v0, n):
    """The impact: (e, t_c, delta_max, stuck, D) — t_c None when stuck; D the work of what is
    not the law's potential force (the dashpot, or a code's rule of it)."""
    r = Run(c, v0, n)
    # q mode from the touch while the speed stays above 0.3 v0 (q scale: Hertz's overlap).
    if c.jkr is None:
        scale = (c.m * v0 * v0 / max(c.k, 1e-300)) ** 0.4
        y, hq = (0.0, v0, 0.0, 0.0), scale ** 0.25 / n
        while True:
            ev = r.switch_events("q") + [("v", lambda y: y[1] - 0.3 * v0, -1)]
            y, hit = r.step("q", r.fq(), y, hq, ev)
            if hit and hit[0] == "v":
                break
            if hit:
                r.switched(hit[0], hit[2])
        y = (y[2], y[0] ** 4, y[1], y[3])
        ht = 4 * y[0] / n
    else:
        y = (0.0, 0.0, v0, 0.0)
        scale = (c.m * v0 * v0 / (4 / 3 * c.jkr.es * math.sqrt(c.jkr.rs))) ** 0.4
        ht = scale / v0 / n
    # time mode through the largest overlap and out (an overdamped contact that creeps for
    # 50 contact times is given up).
    allow_q = c.jkr is None
    for _ in range(50 * n):
        ev = r.switch_events("t") + [("max", lambda y: y[2], -1), ("rev", lambda y: y[2], 1),
                                     ("out", lambda y: y[1], -1)]
        if r.dmax is None:
            ev = [e for e in ev if e[0] != "rev"]
        y, hit = r.step("t", r.ft(), y, ht, ev)
        if hit is None:
            # back to q steps on the way out once delta < delta_max/4 (not for JKR).
            if allow_q and r.dmax is not None and y[2] < 0 and y[1] < r.dmax / 4:
                done, res = finish_q(r, y, n)
                if done:
                    return res
                y, allow_q = res, False
            continue
        name = hit[0]
        if name == "max":
            r.dmax = y[1]
        elif name == "rev":
            return 0.0, None, r.dmax, True, y[3]
        elif name == "out":
            break
        else:
            r.switched(name, hit[2])
    else:
        raise RuntimeError("the contact crept for 50 contact times")
    if c.release is None:
        return -y[2] / v0, y[0], r.dmax, False, y[3]
    return tail(r, y, ht)


def finish_q(r, yt, n):
    """From delta < delta_max/4 down to delta = 0 in q, n steps of -q/n (a switch located and
    the rest re-divided). (True, result), or (False, time state) where the speed falls below a
    fifth of its value at the start (a reversal may come: time steps again)."""
    v0 = r.v0
    y = (yt[1] ** 0.25, yt[2], yt[0], yt[3])
    v_start = yt[2]
    remaining = n
    while remaining > 0:
        hq = -y[0] / remaining
        try:
            y1, hit = r.step("q", r.fq(), y, hq, r.switch_events("q"))
        except (ZeroDivisionError, ValueError):
            return False, (y[2], y[0] ** 4, y[1], y[3])
        if not y1[1] < 0.2 * v_start:
            return False, (y[2], y[0] ** 4, y[1], y[3])
        y = y1
        if hit:
            r.switched(hit[0], hit[2])
            continue
        remaining -= 1
    return True, (-y[1] / v0, y[2], r.dmax, False, y[3])


def tail(r, y, ht):
    """LAMMPS jkr: the tail to the release, in time; a reversal first is stuck."""
    c, v0 = r.c, r.v0
    f = r.ft(tail=True)
    while True:
        ev = [("rel", lambda y: y[1] - c.release, -1), ("rev", lambda y: y[2], 1)]
        y, hit = r.step("t", f, y, ht, ev)
        if hit and hit[0] == "rev":
            return 0.0, None, r.dmax, True, y[3]
        if hit:
            return -y[2] / v0, y[0], r.dmax, False, y[3]


def tail_work(c):
    """-int_release^0 F_JKR d(delta) (LAMMPS's tail, to its release), by Gauss–Legendre
    quadrature (mpmath) in the contact radius a: d(delta) = delta'(a) da."""
    if c.release is None:
        return 0.0
    j = c.jkr
    a0, a1 = j.a(c.release), j.a(0.0)

    def integrand(a):
        a = float(a)
        force = 4 * j.es * a ** 3 / (3 * j.rs) - math.sqrt(8 * PI * j.w * j.es * a ** 3)
        return force * (2 * a / j.rs - j.c / (2 * math.sqrt(a)))

    return -float(mp.quad(integrand, [a0, (a0 + a1) / 2, a1]))


DIFF = [0.0]
CASE_DIFF = [0.0]  # since the last case written
VS_DIFF = {}  # each sticking velocity's N/2N difference


def note_diff(x):
    DIFF[0] = max(DIFF[0], x)
    CASE_DIFF[0] = max(CASE_DIFF[0], x)


def converged(make, v0, n=3000):
    """The impact at n and 2n steps (the 2n values; DIFF the largest relative difference)."""
    a = impact(make(), v0, n)
    b = impact(make(), v0, 2 * n)
    for x, z in zip(a[:3], b[:3]):
        if isinstance(z, float) and z != 0 and isinstance(x, float):
            note_diff(abs(x - z) / abs(z))
    return b


def sticking(make, lo, hi, n=3000):
    """V_s: the root of the margin v0^2 - 2(W_tail + D)/m (the squared rebound speed when the
    bodies separate, negative when they stick), by the Illinois method; at n and 2n steps."""
    def margin(v, steps):
        c = make()
        _, _, _, _, D = impact(c, v, steps)
        return v * v - 2 * (tail_work(c) + D) / c.m

    out = []
    for steps in (n, 2 * n):
        f = lambda v: margin(v, steps)
        flo, fhi = f(lo), f(hi)
        assert flo < 0 < fhi, (lo, hi, flo, fhi)
        a, b, side = lo, hi, 0
        for _ in range(100):
            x = (a * fhi - b * flo) / (fhi - flo)
            fx = f(x)
            if fx * fhi > 0:
                b, fhi = x, fx
                if side == -1:
                    flo /= 2
                side = -1
            else:
                a, flo = x, fx
                if side == 1:
                    fhi /= 2
                side = 1
            if abs(b - a) < 1e-13 * x or fx == 0:
                break
        out.append(x)
    DIFF[0] = max(DIFF[0], abs(out[0] - out[1]) / out[1])
    VS_DIFF[out[1]] = abs(out[0] - out[1]) / out[1]
    return out[1]


# --------------------------------------------------------------------------- mappings


def thornton_b6(e):
    """Thornton, Cummins & Cleary 2013 eq. B6 with B7's fit (Table 2)."""
    h = [-6.918798, -16.41105, 146.8049, -796.4559, 2928.711, -7206.864, 11494.29, -11342.18,
         6276.757, -1489.915]
    alpha = sum(hi * e ** (i + 1) for i, hi in enumerate(h))
    return math.sqrt(1 / (1 - (1 + e) ** 2 * math.exp(alpha)) - 1)


def abs_beta(e):
    l = math.log(e)
    return -l / math.sqrt(l * l + PI * PI)


# --------------------------------------------------------------------------- cases

E, NU, R, RHO, GAMMA = 5e9, 0.3, 20e-6, 1500.0, 0.05
W = 2 * GAMMA
PAIR = {"E1": E, "nu1": NU, "r1": R, "rho1": RHO, "E2": E, "nu2": NU, "r2": R, "rho2": RHO}
WALL = {"E1": E, "nu1": NU, "r1": R, "rho1": RHO, "E2": E, "nu2": NU}


def case(name, scenario, res, vs=None):
    """A case; its tolerance the file's 1e-9, or twice the N/2N difference of its own values
    where that is larger (the reference is no closer than that)."""
    e, tc, dmax, stuck, _ = res
    ex = {"restitution": e, "contact_time": tc, "max_overlap": dmax, "adhesion.stuck": stuck}
    if vs is not None:
        ex["adhesion.sticking_velocity"] = vs
        CASE_DIFF[0] = max(CASE_DIFF[0], VS_DIFF[vs])
    c = {"name": name, "scenario": scenario, "expected": ex}
    if 2 * CASE_DIFF[0] > 1e-9:
        c["rel"] = float(f"{2 * CASE_DIFF[0]:.1e}")
    CASE_DIFF[0] = 0.0
    return c


def lammps_cases():
    out = []
    es, rs, m = pair_of(E, NU, R, RHO)
    jkr = Jkr(W, es, rs)
    release = -((3 * PI ** 2 / 16) ** (1 / 3)) * (rs * GAMMA ** 2 / es ** 2) ** (1 / 3)
    k = 4 / 3 * es * math.sqrt(rs)

    def velocity():
        return Contact(m, lam=2e-6, dash="const", jkr=jkr, release=release, on_tail=True)

    vs = sticking(velocity, 0.02, 0.04)
    for v0 in (0.1, 0.02):
        sc = dict(code="lammps-hooke-velocity", version="22Jul2025", damping=2e-6, adhesion="jkr",
                  surface_energy=GAMMA, v0=v0, **PAIR)
        out.append(case(f"LAMMPS 22Jul2025 jkr, damping velocity 2e-6 (on the tail too, released at -F_c), pair, v0 = {v0}",
                        sc, converged(velocity, v0), vs))
    # a wall, viscoelastic: eta = damp m* a (JKR's a); E* = E/(2(1 - nu^2)).
    es, rs, m = pair_of(E, NU, R, RHO, wall=True)
    jw = Jkr(W, es, rs)
    rel_w = -((3 * PI ** 2 / 16) ** (1 / 3)) * (rs * GAMMA ** 2 / es ** 2) ** (1 / 3)

    def visco():
        return Contact(m, lam=1e12 * m, dash="jkr_a", jkr=jw, release=rel_w, on_tail=True)

    sc = dict(code="lammps-hertz-viscoelastic", version="22Jul2025", damping=1e12, adhesion="jkr",
              surface_energy=GAMMA, v0=0.1, E1=E, nu1=NU, r1=R, rho1=RHO)
    out.append(case("LAMMPS 22Jul2025 jkr, damping viscoelastic 1e12 (eta = damp m* a), wall, v0 = 0.1",
                    sc, converged(visco, 0.1)))
    # dmt, mass_velocity: Hertz - 4 pi gamma R* + damp m* v in overlap.
    es, rs, m = pair_of(E, NU, R, RHO)
    k = 4 / 3 * es * math.sqrt(rs)
    fad = 4 * PI * GAMMA * rs

    def dmt():
        return Contact(m, k=k, lam=2e4 * m, dash="const", pull=lambda d: fad)

    vs = sticking(dmt, 0.003, 0.01, n=12000)
    sc = dict(code="lammps-hooke-mass-velocity", version="22Jul2025", damping=2e4, adhesion="dmt",
              surface_energy=GAMMA, v0=0.05, **PAIR)
    out.append(case("LAMMPS 22Jul2025 dmt, damping mass_velocity 2e4, pair, v0 = 0.05", sc,
                    converged(dmt, 0.05), vs))
    return out


def yade_cases():
    out = []
    bn = thornton_b6(0.5)
    for geo, v0s in (("pair", (0.3, 0.05)), ("wall", (0.3,))):
        es, rs, m = pair_of(E, NU, R, RHO, wall=geo == "wall", wall_radius_half=True)
        kno = 4 / 3 * es * math.sqrt(rs)
        fad = 4 * PI * rs * GAMMA
        lam = 2 * bn * math.sqrt(m * 1.5 * kno)  # cn = 2 betan sqrt(m kn), kn = 1.5 kno sqrt(d)

        def make(m=m, kno=kno, lam=lam, fad=fad):
            return Contact(m, k=kno, lam=lam, dash="tsuji", pull=lambda d: fad, cap=True)

        vs = sticking(make, 0.05, 0.3) if geo == "pair" else None
        for v0 in v0s:
            sc = dict(code="yade-hertz-mindlin", version="2023.02a", e=0.5, adhesion="dmt",
                      surface_energy=GAMMA, v0=v0, **(PAIR if geo == "pair" else WALL))
            out.append(case(f"Yade 2023.02a Hertz-Mindlin en = 0.5, includeAdhesion (viscous pull capped), {geo}, v0 = {v0}",
                            sc, converged(make, v0), vs))
    return out


def kratos_cases():
    out = []
    g = thornton_b6(0.5)
    for law, geo, v0 in (("jkr", "pair", 0.5), ("dmt", "wall", 0.3), ("jkr", "wall", 0.1)):
        es, rs, m = pair_of(E, NU, R, RHO, wall=geo == "wall")
        k = 4 / 3 * es * math.sqrt(rs)
        lam = 2 * g * math.sqrt(m * 2 * es * math.sqrt(rs))  # 2 gamma sqrt(m kn), kn = 2E* sqrt(R* d)
        if law == "jkr":
            c = math.sqrt(8 * PI * W * es) * rs ** 0.75
            pull = lambda d, c=c: c * max(d, 0.0) ** 0.75
        else:
            pull = lambda d, f=2 * PI * W * rs: f

        def make(m=m, k=k, lam=lam, pull=pull):
            return Contact(m, k=k, lam=lam, dash="tsuji", pull=pull, clip=True)

        sc = dict(code="kratos-hertz", version="10.4.4", e=0.5, adhesion=law, work_of_adhesion=W,
                  v0=v0, **(PAIR if geo == "pair" else WALL))
        out.append(case(f"Kratos 10.4.4 DEM_D_Hertz_viscous_Coulomb_{law.upper()}, e = 0.5 (force clipped before the cohesion), {geo}, v0 = {v0}",
                        sc, converged(make, v0)))
    return out


def liggghts_cases():
    """LIGGGHTS thornton_ning on liggghts-hertz (e = 0.5 typed, not used): JKR undamped,
    released at delta = 0. Conservative (the force depends on delta alone and the contact ends
    where it began), so its sticking velocity is 0: no speed sticks."""
    out = []
    for geo, v0 in (("pair", 0.01), ("wall", 0.1)):
        es, rs, m = pair_of(E, NU, R, RHO, wall=geo == "wall")
        jkr = Jkr(W, es, rs)

        def make(m=m, jkr=jkr):
            return Contact(m, jkr=jkr)

        sc = dict(code="liggghts-hertz", version="3.8.0", e=0.5, adhesion="jkr", surface_energy=GAMMA,
                  v0=v0, **(PAIR if geo == "pair" else WALL))
        c = case(f"LIGGGHTS 3.8.0 model thornton_ning (surfaceEnergy = w, elastic), e = 0.5 typed (no normal dashpot), {geo}, v0 = {v0}",
                 sc, converged(make, v0))
        c["expected"]["adhesion.sticking_velocity"] = 0.0
        out.append(c)
    return out


def chrono_cases():
    es, rs, m = pair_of(E, NU, R, RHO)
    k = 4 / 3 * es * math.sqrt(rs)
    lam = 2 * math.sqrt(5 / 6) * abs_beta(0.5) * math.sqrt(2 * es * math.sqrt(rs) * m)
    fad = 2 * PI * W * rs

    def make():
        return Contact(m, k=k, lam=lam, dash="tsuji", pull=lambda d: fad, clip=True)

    sc = dict(code="chrono-smc-hertz", version="10.0.0", e=0.5, adhesion="dmt", work_of_adhesion=W,
              v0=0.3, **PAIR)
    return [case("Chrono 10.0.0 SMC Hertz e = 0.5 with DMT adhesion (force clipped first), pair, v0 = 0.3",
                 sc, converged(make, 0.3))]


def illinois(f, lo, hi, tol=1e-13):
    flo, fhi = f(lo), f(hi)
    assert flo * fhi < 0, (lo, hi, flo, fhi)
    side, x = 0, lo
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
            break
    return x


def wanted_case():
    """e_with_adhesion = 0.5 at 0.3 m/s, DMT on tsuji, a pair: what to type into each code
    for its own contact to achieve it (the rows in the settings' order: LAMMPS's damp of
    damping velocity, Yade's en, Kratos's and Chrono's e), each found here by the Illinois
    method on this integrator, at N and 2N steps."""
    es, rs, m = pair_of(E, NU, R, RHO)
    k = 4 / 3 * es * math.sqrt(rs)
    fad = 2 * PI * W * rs
    makers = {
        "lammps": lambda d: Contact(m, k=k, lam=d, dash="const", pull=lambda x: fad),
        "yade": lambda e: Contact(m, k=k, lam=2 * thornton_b6(e) * math.sqrt(m * 1.5 * k), dash="tsuji",
                                  pull=lambda x: fad, cap=True),
        "kratos": lambda e: Contact(m, k=k, lam=2 * thornton_b6(e) * math.sqrt(m * 2 * es * math.sqrt(rs)),
                                    dash="tsuji", pull=lambda x: fad, clip=True),
        "chrono": lambda e: Contact(m, k=k, lam=2 * math.sqrt(5 / 6) * abs_beta(e) * math.sqrt(2 * es * math.sqrt(rs) * m),
                                    dash="tsuji", pull=lambda x: fad, clip=True),
    }
    brackets = {"lammps": (1e-6, 2e-4), "yade": (0.3, 0.9), "kratos": (0.3, 0.9), "chrono": (0.3, 0.9)}
    found = {}
    for name, make in makers.items():
        out = []
        for n in (3000, 6000):
            f = lambda x: impact(make(x), 0.3, n)[0] - 0.5
            out.append(illinois(f, *brackets[name]))
        note_diff(abs(out[0] - out[1]) / out[1])
        found[name] = out[1]
    sc = dict(model="tsuji", adhesion="dmt", surface_energy=GAMMA, e_with_adhesion=0.5, v0=0.3, **PAIR)
    ex = {"adhesion_codes.0.to_type.1.value": found["lammps"], "adhesion_codes.0.restitution": 0.5,
          "adhesion_codes.1.to_type.1.value": found["yade"], "adhesion_codes.1.restitution": 0.5,
          "adhesion_codes.2.to_type.1.value": found["kratos"], "adhesion_codes.2.restitution": 0.5,
          "adhesion_codes.3.to_type.1.value": found["chrono"], "adhesion_codes.3.restitution": 0.5}
    c = {"name": "e_with_adhesion = 0.5, DMT, 20 um pair at 0.3 m/s: the value to type into LAMMPS (damp of "
                 "damping velocity), Yade (en), Kratos and Chrono (e) for their own contacts to achieve it",
         "scenario": sc, "expected": ex}
    if 2 * CASE_DIFF[0] > 1e-9:
        c["rel"] = float(f"{2 * CASE_DIFF[0]:.1e}")
    CASE_DIFF[0] = 0.0
    return [c]


def main():
    cases = (lammps_cases() + yade_cases() + kratos_cases() + liggghts_cases() + chrono_cases()
             + wanted_case())
    print(f"largest N/2N difference: {DIFF[0]:.2e}", file=sys.stderr)
    doc = {
        "about": "The DEM codes' own adhesive contacts (issue 34 item 2: code + adhesion), from a fixed-step RK4 "
                 "in time and in q = delta^(1/4) near the touch with located events and regime switches "
                 f"(N/2N difference {DIFF[0]:.1e}); generated by generate_adhesion_codes.py.",
        "rel": 1e-9,
        "cases": cases,
    }
    json.dump(doc, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
