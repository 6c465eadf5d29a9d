"""Each DEM code's plastic normal law as read in its source, integrated by the independent RK4
of tests/golden/generate_plastic.py (no code of the calculator): the proof that the reading in
docs/plastic-codes.md reproduces the code's own runs.

    python3 -m validation.plastic source [--only SUBSTR]   against validation/recorded_plastic.json

Each law below is the code's force for one impact (one turn; unloading monotone until the end
or a reversal), written from the lines cited; the RK4 runs at N and 2N steps (its own error
is the N/2N difference, printed). What the codes do incrementally or with history resets
converges to these continuous laws as their timestep goes to 0 (docs/plastic-codes.md):

- LIGGGHTS 3.8.0 `hooke/hysteresis` (src/normal_model_hooke_hysteresis.h:138-198, tag 3.8.0
  @7c32dc4e) and `luding` (src/normal_model_luding.h:122-193): loading k_n delta up to
  delta_lim = k2max/(k2max - k_n) phiF 2R*, beyond it the k2max line k2max (delta - delta_lim)
  + k_n delta_lim; unloading on k2 (delta - a) + k_n a with a = delta_max, k2 = k_n + (k2max -
  k_n) delta_max/delta_lim below delta_lim, a = delta_lim, k2 = k2max above; the cohesion
  branch -k_c delta below it (k_c = kn2kc k_n); the dashpot -gamma_n v_n, gamma_n = sqrt(4 m*
  k_n/(1 + (pi/ln e)^2)); hooke/hysteresis never clips, luding adds f_adh and clips the total
  at 0 (limitForce, on by default) where k_c = 0 and f_adh = 0. k_n of hooke/hysteresis:
  16/15 sqrt(R*) Y* (15 m* v_char^2/(16 sqrt(R*) Y*))^(1/5); of luding: LoadingStiffness.
- LIGGGHTS 3.8.0 `edinburgh` (src/normal_model_edinburgh.h:177-318): k1 = 4/3 Y* sqrt(R*)
  (dex = 1.5; 2 Y* R* for dex = 1), k2 = kn2k1 k1; loading k1 delta^n, unloading k2 (delta^n
  - delta_p^n), delta_p = (1 - k1/k2)^(1/n) delta_max, the adhesive branch -k_adh delta^cex
  (fixKc on: k_adh = kn2kc k1; off: from gamma_surf and the contact radius at delta_p,
  calculate_k_adh, 0 at a wall where radj = 0), plus f_adh, plus the LINEAR dashpot -gamma_n
  v_n with gamma_n = sqrt(4 m* k1/(1 + (pi/ln e)^2)) (k1 in N/m^1.5); the total clipped at 0
  (limitForce, on by default) where f_adh = 0 and the outer k_adh = 0 (always so with fixKc
  on: the fixKc branch declares its own k_adh, line 279).
- LIGGGHTS 3.8.0 `thornton_ning` without surface energy (src/normal_model_thornton_ning.h:
  240-367): Hertz to a = sqrt(R* delta) = a_y = coefficientYieldRatio r_i, then the slope 2E*
  a_y; unloading with the tangent 2E* sqrt(R* delta) of the ORIGINAL Hertz curve (R_p =
  R* fl_max/(F_max + sqrt(4 F_c fl_max)) = R* when F_c = 0) until the force reaches 0, then 0.
- MercuryDPM LinearPlasticViscoelastic (kuwt/MercuryDPM_fork @fb0ebf1d,
  Kernel/Interactions/NormalForceInteractions/LinearPlasticViscoelasticInteraction.cc:116-180):
  as LIGGGHTS hooke/hysteresis with delta* = k2max/(k2max - k1) penetrationDepthMax 2R* for
  delta_lim (maxOverlap capped at delta*), k2 = k2max throughout with
  doConstantUnloadingStiffness, the dashpot -dissipation v_n, no clipping.
"""

import importlib.util
import math
import os

from . import material as M

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_spec = importlib.util.spec_from_file_location("generate_plastic",
                                               os.path.join(ROOT, "tests", "golden", "generate_plastic.py"))
G = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(G)


def geometry(case):
    """m*, R*, Y* of the case's glass beads (a wall of the same glass)."""
    pair_ = case["geometry"] == "pair"
    return (M.MASS / 2 if pair_ else M.MASS), (M.R / 2 if pair_ else M.R), M.e_star_pair()


def gamma_n(m, kn, e):
    """LIGGGHTS's normal dashpot for a coefficientRestitution e: sqrt(4 m* k_n/(1 + (pi/ln e)^2));
    0 at e = 1 (pi/0 = inf)."""
    if e >= 1.0:
        return 0.0
    ln = math.log(e)
    return math.sqrt(4 * m * kn / (1 + (math.pi / ln) ** 2))


def mercury_dissipation(e, k, mass):
    """LinearPlasticViscoelasticNormalSpecies::setRestitutionCoefficient(e, mass)
    (LinearPlasticViscoelasticNormalSpecies.cc:300-310): -ln e sqrt(2 mass k/(pi^2 + ln^2 e))."""
    if e >= 1.0:
        return 0.0
    ln = math.log(e)
    return -math.sqrt(2 * mass * k / (math.pi ** 2 + ln * ln)) * ln


class Hysteresis:
    """LIGGGHTS hooke/hysteresis and luding; MercuryDPM LinearPlasticViscoelastic (module doc)."""

    q_mode = False
    p = 0.0

    def __init__(self, m, kn, k2max, kc, dlim, lam, f0=0.0, clip=False, constant=False):
        self.m, self.kn, self.k2max, self.kc, self.dlim = m, kn, k2max, kc, dlim
        self.lam, self.f0, self.clip, self.constant = lam, f0, clip, constant
        self.tail_closed = kc == 0 and f0 == 0
        if self.tail_closed and clip:
            self.tail_lam = 0.0  # the dashpot's pull is clipped: free flight

    def time_scale(self, v0):
        return 0.5 * math.pi * math.sqrt(self.m / self.kn)

    def _total(self, f):
        return max(f, 0.0) if self.clip else f

    def load(self, d, v):
        s = self.kn * d if d <= self.dlim else self.k2max * (d - self.dlim) + self.kn * self.dlim
        return self._total(s + self.f0 + self.lam * v)

    def turn(self, dmax):
        a = min(dmax, self.dlim)
        if self.constant or dmax >= self.dlim:
            k2 = self.k2max
        else:
            k2 = self.kn + (self.k2max - self.kn) * dmax / self.dlim
        self.k2, self.anchor = k2, a
        self.plastic = a * (1 - self.kn / k2)
        self.dx = (k2 - self.kn) * a / (k2 + self.kc)

    def line(self, d, v):
        return self._total(self.k2 * (d - self.anchor) + self.kn * self.anchor + self.f0 + self.lam * v)

    def tail(self, d, v):
        return self._total(-self.kc * d + self.f0 + self.lam * v)


class Edinburgh:
    """LIGGGHTS edinburgh (module doc)."""

    p = 0.0

    def __init__(self, m, k1, ratio, n, chi, lam, f0, kadh, limit, fix_kc, k_adh_geom=None):
        self.m, self.k1, self.k2, self.n, self.chi, self.lam, self.f0 = m, k1, k1 * ratio, n, chi, lam, f0
        self.kadh, self.limit, self.fix_kc, self.k_adh_geom = kadh, limit, fix_kc, k_adh_geom
        self.q_mode = n != 1.0
        self.clip_load = limit and f0 == 0.0

    def time_scale(self, v0):
        return (self.m * v0 ** 2 / self.k1) ** (1 / (1 + self.n)) / v0

    def load(self, d, v):
        f = self.f0 + self.k1 * G.pw(d, self.n) + self.lam * v
        return max(f, 0.0) if self.clip_load else f

    def turn(self, dmax):
        self.dpn = dmax ** self.n * (1 - self.k1 / self.k2)
        self.plastic = self.dpn ** (1 / self.n)
        if not self.fix_kc and self.k_adh_geom is not None:
            self.kadh = self.k_adh_geom(self.plastic, self.k2, self.n, self.chi)
        outer = 0.0 if self.fix_kc else self.kadh
        self.clip = self.limit and self.f0 == 0.0 and outer == 0.0
        if self.kadh > 0:
            lo, hi = 0.0, self.plastic
            for _ in range(200):
                mid = 0.5 * (lo + hi)
                if self.k2 * (mid ** self.n - self.dpn) + self.kadh * mid ** self.chi < 0:
                    lo = mid
                else:
                    hi = mid
            self.dx = 0.5 * (lo + hi)
        else:
            self.dx = self.plastic
        # Below delta_x: the adhesive branch, the pull-off and the dashpot; clipped, or only the
        # dashpot (tail in closed form).
        self.tail_closed = self.clip or (self.kadh == 0 and self.f0 == 0)
        if self.clip:
            self.tail_lam = 0.0

    def line(self, d, v):
        f = self.f0 + self.k2 * (G.pw(d, self.n) - self.dpn) + self.lam * v
        return max(f, 0.0) if self.clip else f

    def tail(self, d, v):
        f = self.f0 - self.kadh * G.pw(d, self.chi) + self.lam * v
        return max(f, 0.0) if self.clip else f


def edinburgh_k_adh(ri, rj, gamma_s, wall):
    """calculate_k_adh (normal_model_edinburgh.h:159-175) at the plastic overlap: the contact
    radius of circles ri, rj at distance d = r_sum - delta_p (ri at a wall, radj = 0), f_min =
    1.5 pi gamma_surf a capped at k2 delta_p^n/2 (then delta_min = delta_p/2), k_adh = f_min/
    delta_min^cex with delta_min where the unloading curve gives -f_min."""

    def k_adh(dp, k2, n, chi):
        d = ri if wall else ri + rj - dp
        rjj = 0.0 if wall else rj
        a = (1 / (2 * d)) * math.sqrt(max(4 * d * d * ri * ri - (d * d - rjj * rjj + ri * ri) ** 2, 0.0))
        f_min = 1.5 * math.pi * gamma_s * a
        lim = k2 * dp ** n * 0.5
        if f_min > lim:
            f_min, d_min = lim, 0.5 * dp
        else:
            d_min = ((-f_min + k2 * dp ** n) / k2) ** (1 / n)
        return f_min / d_min ** chi

    return k_adh


class ThorntonNing:
    """LIGGGHTS thornton_ning without surface energy (module doc)."""

    q_mode = True
    p = 0.0
    lam = 0.0
    tail_closed = True

    def __init__(self, m, es, rs, ay):
        self.m, self.es, self.rs = m, es, rs
        self.k1, self.n = 4 / 3 * es * math.sqrt(rs), 1.5
        self.dy = ay * ay / rs
        self.kp = 2 * es * ay

    def time_scale(self, v0):
        return (self.m * v0 ** 2 / self.k1) ** 0.4 / v0

    def load(self, d, v):
        if d <= self.dy:
            return self.k1 * G.pw(d, 1.5)
        return self.k1 * self.dy ** 1.5 + self.kp * (d - self.dy)

    def turn(self, dmax):
        self.dmax, self.fmax = dmax, self.load(dmax, 0.0)
        self.plastic = max(dmax ** 1.5 - self.fmax / self.k1, 0.0) ** (2 / 3)
        self.dx = self.plastic

    def line(self, d, v):
        return self.fmax - self.k1 * (self.dmax ** 1.5 - G.pw(d, 1.5))

    def tail(self, d, v):
        return 0.0


def law_of(case):
    """The code's law for a plastic case (its `inputs`, as typed into the code)."""
    p = case["inputs"]
    m, rs, ys = geometry(case)
    model = p["model"]
    if model == "hooke/hysteresis":
        sq = math.sqrt(rs)
        kn = 16 / 15 * sq * ys * (15 * m * p["v_char"] ** 2 / (16 * sq * ys)) ** 0.2
        k2max = kn * p["kn2kcMax"]
        dlim = k2max / (k2max - kn) * p["phiF"] * 2 * rs
        return Hysteresis(m, kn, k2max, kn * p["kn2kc"], dlim, gamma_n(m, kn, p["e"]))
    if model == "luding":
        kn = p["k"]
        k2max = kn * p["kn2k1"]
        dlim = k2max / (k2max - kn) * p["phiF"] * 2 * rs
        kc, f0 = kn * p["kn2kc"], p.get("f_adh", 0.0)
        clip = p.get("limit", True) and kc == 0 and f0 == 0
        return Hysteresis(m, kn, k2max, kc, dlim, gamma_n(m, kn, p["e"]), f0, clip)
    if model == "edinburgh":
        n = p["dex"]
        k1 = 2 * ys * rs if n == 1 else 4 / 3 * ys * math.sqrt(rs)
        fix = p.get("fixKc", False)
        geom = None if fix else edinburgh_k_adh(M.R, M.R, p.get("gamma_surf", 0.0), case["geometry"] == "wall")
        return Edinburgh(m, k1, p["kn2k1"], n, p["cex"], gamma_n(m, k1, p["e"]), p.get("f_adh", 0.0),
                         p.get("kn2kc", 0.0) * k1 if fix else 0.0, p.get("limit", True), fix, geom)
    if model == "thornton_ning":
        return ThorntonNing(m, ys, rs, p["yield_ratio"] * M.R)
    if model == "mercurydpm-plastic":
        dstar = p["k2max"] / (p["k2max"] - p["k"]) * p["depth"] * 2 * rs
        return Hysteresis(m, p["k"], p["k2max"], p["kc"], dstar, mercury_dissipation(p["e"], p["k"], p["mass"]),
                          constant=p.get("constant", False))
    raise ValueError(model)


def contact(case, n=G.N):
    """The code's law integrated (N and 2N): e, tc, overlap at 2N, and the N/2N difference."""
    v0 = case["inputs"]["v0"]
    a = G.impact(law_of(case), v0, n)
    b = G.impact(law_of(case), v0, 2 * n)
    out = {"e": b["restitution"], "tc": b["contact_time"], "overlap": b["max_overlap"], "stuck": b["plastic.stuck"]}
    diff = max(abs(a[k] - b[k]) / abs(b[k]) for k in ("restitution", "contact_time", "max_overlap")
               if isinstance(b[k], float) and b[k])
    return out, diff
