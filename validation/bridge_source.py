"""Each DEM code's liquid bridge as read in its source (docs/bridge-codes.md), written here
from the lines cited, with the independent RK4 of tests/golden/generate_bridge.py for the
impacts (no code of the calculator): the proof that the reading reproduces the codes' runs.

    python3 -m validation.bridge source [--only SUBSTR]   against validation/recorded_bridge.json

A pull-off is compared sample by sample (the force the law gives at each gap the code wrote)
and by its rupture bracket; an impact by e, stuck, t_c and the largest overlap of the law
integrated at N and 2N steps (tests/golden/generate_bridge.py `impact`: the overlap phase with
the code's force in the overlap, the outside phase with its F(S), events located).

The laws (S the gap, > 0; forces attractive positive; r the radius, R* the effective radius):

- LIGGGHTS 3.8.0 `cohesion easo/capillary/viscous` (src/cohesion_model_easo_capillary_viscous.h
  @7c32dc4e): liquid per particle 1333.333333 pi r^3 c (x1000, c = surfaceLiquidContent as
  typed, used as a volume FRACTION though the documentation says %), bond volume V_b = sum of
  0.5 V_i (1 - sqrt(1 - r_j^2/radsum^2)) (lines 200-204, 302-306; at a primitive wall r_j =
  r_i, radsum = r_i and the wall brings no liquid: V_b = 0.5 V_i), theta_eff = 0.5 theta_i
  theta_j in rad (lines 210, 309: a PRODUCT, theta typed in degrees and converted,
  global_properties.cpp:727); Soulie's force pi sigma sqrt(r_i r_j)(exp(A S/R2 + B) + C),
  A = -1.1 (V_b/R2^3)^-0.53, B, C (lines 345-348; R2 the larger radius, r_j = r_i at a wall),
  in the overlap its S = 0 value (lines 216-221); the bridge forms in the overlap (contflag,
  line 198) and acts while S < distMax = (1 + theta_eff/2) V_b^(1/3) and S < (max ratio - 1)
  (r_i + r_j) (lines 310-320); the lubrication 6 pi eta R*^2 v_n/max(S_min, S) with S_min =
  minSeparationDistanceRatio R* (lines 226, 398), in the overlap with S_min.
- LIGGGHTS 3.8.0 `cohesion washino/capillary/viscous` (src/cohesion_model_washino_capillary_
  viscous.h @7c32dc4e): V_b = 0.05 (V_i + V_j) (lbVolumeFraction, line 266, 365; a wall
  brings none), theta_eff as easo; in the overlap 2 pi R* sigma cos(theta_eff)(1 + |delta|
  sqrt(pi R*/(2 V_b))) (line 277; R* = r_i r_j/(r_i + r_j) with sidata.radj = 0 at a wall:
  NO force in the overlap at a wall); outside 2 pi R* sigma (cos(theta_eff)/(1 + S/(2d)) +
  sin(alpha) sin(alpha + theta_eff)), d = (S/2)(-1 + sqrt(1 + 2V_b/(pi R* S^2))), alpha =
  sqrt((S/R*)(-1 + sqrt(...))) (lines 398-401; R* = r_i/2 at a wall, radj = radi line 343);
  rupture as easo (line 369).
- Yade 2023.02a `ViscElCapMat` (pkg/dem/ViscoelasticCapillarPM.cpp @d081c80d): R = 2 r1 r2/
  (r1 + r2), R = r1 at a wall (lines 122-128); theta typed in degrees (line 50); no capillary
  force in the overlap (lines 136-213: the ViscEl law alone, clipped at 0); outside one of six
  laws (lines 230-415) until S = sCrit = (1 + theta/2)(V*^(1/3) + 0.1 V*^(2/3)) R, V* = V/R^3
  (Willett 2000 eq. 15 with R, lines 217-224); the ViscEl spring k_n = (pi^2 + ln^2 e_n)/t_c^2
  m1 m2/(m1 + m2) (the wall's mass taken as m1: m/2; pkg/dem/ViscoelasticPM.cpp:190-199,
  225-226, 333-339, 296).
- MercuryDPM `LiquidBridgeWilletInteraction` (kuwt/MercuryDPM_fork @fb0ebf1d, Kernel/
  Interactions/AdhesiveForceInteractions/LiquidBridgeWilletInteraction.cc:102-121): in the
  overlap (>= 0) 2 pi (2R*) sigma cos(theta); outside, once in contact, that over (1 + (1.05 +
  2.5 s) s), s = S sqrt(2R*/V); no force beyond the interaction distance (1 + theta/2) V^(1/3)
  (Kernel/Species/AdhesiveForceSpecies/LiquidBridgeWilletSpecies.cc:106-109; theta in rad);
  R* = r at a wall. The Hertzian species: 4/3 E* sqrt(R* delta) delta + beta sqrt(m* 4/3 E*
  sqrt(R* delta)) v (HertzianViscoelasticInteraction.cc:117-126), beta = sqrt(5 ln^2 e/(ln^2 e
  + pi^2)).
"""

import importlib.util
import math
import os

from . import material as M

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_spec = importlib.util.spec_from_file_location("generate_bridge",
                                               os.path.join(ROOT, "tests", "golden", "generate_bridge.py"))
G = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(G)

FOUR_THIRDS_1000 = 1333.333333  # the literal of the LIGGGHTS models (4/3 * 1000)


# ------------------------------------------------------------------------------- LIGGGHTS


class Liggghts:
    """easo or washino as read (module doc); p = the case's inputs."""

    def __init__(self, case):
        p = case["inputs"]
        self.wall = case["geometry"] == "wall"
        self.model = p["cohesion"]
        self.sigma, self.eta = p["sigma"], p.get("eta", 0.0)
        self.min_ratio, self.max_ratio = p["min_ratio"], p["max_ratio"]
        th = p["theta_deg"] * math.pi / 180.0
        self.theta = 0.5 * th * th
        ri = rj = M.R
        self.ri, self.rj = ri, rj
        # the transport equation's default_value is the typed content printed with "%e" (lines
        # 141-153): 7 significant digits
        content = float(f"{p['content']:e}")
        vi = FOUR_THIRDS_1000 * math.pi * ri ** 3 * content
        vj = 0.0 if self.wall else FOUR_THIRDS_1000 * math.pi * rj ** 3 * content
        if self.model == "easo":
            radsum = ri if self.wall else ri + rj
            self.vb1000 = (0.5 * vi * (1 - math.sqrt(1 - rj * rj / (radsum * radsum)))
                           + 0.5 * vj * (1 - math.sqrt(1 - ri * ri / (radsum * radsum))))
        else:
            self.vb1000 = (vi + vj) * 0.05
        self.vb = self.vb1000 * 0.001
        self.reff = ri * rj / (ri + rj)
        dist_max = (1 + 0.5 * self.theta) * math.pow(self.vb1000, 1 / 3) * 0.1
        self.sc = min(dist_max, (self.max_ratio - 1.0) * (ri + rj))
        self.lian = dist_max
        # washino's surfacesClose forms the bridge wherever S < distMax, with no contact first
        # (lines 374-381: no contflag test for an active bridge); easo's only after one (283-287)
        self.forms_on_approach = self.model == "washino"
        r2 = max(ri, rj)
        vbs = self.vb1000 / r2 * 0.001 / r2 / r2
        self.soulie = (-1.1 * vbs ** -0.53, (-0.148 * math.log(vbs) - 0.96) * self.theta ** 2 - 0.0082 * math.log(vbs)
                       + 0.48, 0.0018 * math.log(vbs) + 0.078, r2)

    def outside(self, s):
        """The capillary force at the gap s > 0 (attractive positive)."""
        if self.model == "easo":
            a, b, c, r2 = self.soulie
            return math.pi * self.sigma * math.sqrt(self.ri * self.rj) * (math.exp(a * s / r2 + b) + c)
        reff = self.reff
        s = max(s, 1e-18)  # its limit at S = 0+ (the code divides by S^2; S = 0 never occurs there)
        pre = -1.0 + math.sqrt(1.0 + 2.0 * self.vb1000 / (math.pi * reff * 1000.0 * s * s))
        dsp = 0.5 * s * pre
        alpha = math.sqrt(s / reff * pre)
        return 2 * math.pi * reff * self.sigma * (math.cos(self.theta) / (1 + s / (2 * dsp))
                                                  + math.sin(alpha) * math.sin(alpha + self.theta))

    def inside(self, d):
        """The capillary force in the overlap delta = d > 0."""
        if self.model == "easo":
            _, b, c, _ = self.soulie
            return math.pi * self.sigma * math.sqrt(self.ri * self.rj) * (math.exp(b) + c)
        if self.wall:
            return 0.0  # sidata.radj = 0 at a primitive wall: rEff = 0
        reff = self.reff
        return 2 * math.pi * reff * self.sigma * math.cos(self.theta) * (1 + d * math.sqrt(1000 * math.pi * reff / (2 * self.vb1000)))

    def viscous(self, s):
        """The lubrication coefficient (N s/m): 6 pi eta R*^2/max(ratio R*, s); in the overlap s = 0
        gives the ratio's. R* = r/2 at a wall too (radj = radi)."""
        if self.wall and self.model == "washino" and s <= 0:
            return 0.0
        r = self.reff
        return 6 * math.pi * self.eta * r / max(self.min_ratio, s / r)


# ------------------------------------------------------------------------------------ Yade


def yade_radius(case):
    return M.R if case["geometry"] == "wall" else 2 * M.R * M.R / (2 * M.R)


class Yade:
    """ViscElCapMat's six laws as read (module doc)."""

    def __init__(self, case):
        p = case["inputs"]
        self.kind = p["capillar"]
        self.R = yade_radius(case)
        self.V, self.gamma = p["Vb"], p["gamma"]
        self.theta = p["theta_deg"] * math.pi / 180.0
        vstar = self.V / self.R ** 3
        self.sc = (1 + 0.5 * self.theta) * (vstar ** (1 / 3.0) + 0.1 * vstar ** (2.0 / 3.0)) * self.R

    def inside(self, d):
        return 0.0

    def viscous(self, s):
        return 0.0

    def outside(self, s):
        # the limit S -> 0+ at S = 0 (the integrator starts there; the code never meets S = 0
        # exactly, where Rabinovich_f has its own branch, lines 351-355)
        return getattr(self, "_" + self.kind.lower())(max(s, 1e-18))

    def _willett_numeric(self, s):
        R, V, t1, t2 = self.R, self.V, self.theta, self.theta ** 2
        lv = math.log(V / R ** 3)
        f1 = ((-0.44507 + 0.050832 * t1 - 1.1466 * t2) + (-0.1119 - 0.000411 * t1 - 0.1490 * t2) * lv
              + (-0.012101 - 0.0036456 * t1 - 0.01255 * t2) * lv * lv + (-0.0005 - 0.0003505 * t1 - 0.00029076 * t2) * lv ** 3)
        f2 = ((1.9222 - 0.57473 * t1 - 1.2918 * t2) + (-0.0668 - 0.1201 * t1 - 0.22574 * t2) * lv
              + (-0.0013375 - 0.0068988 * t1 - 0.01137 * t2) * lv * lv)
        f3 = ((1.268 - 0.01396 * t1 - 0.23566 * t2) + (0.198 + 0.092 * t1 - 0.06418 * t2) * lv
              + (0.02232 + 0.02238 * t1 - 0.009853 * t2) * lv * lv + (0.0008585 + 0.001318 * t1 - 0.00053 * t2) * lv ** 3)
        f4 = ((-0.010703 + 0.073776 * t1 - 0.34742 * t2) + (0.03345 + 0.04543 * t1 - 0.09056 * t2) * lv
              + (0.0018574 + 0.004456 * t1 - 0.006257 * t2) * lv * lv)
        spl = (s / 2.0) / math.sqrt(V / R)
        ls = math.log(spl)
        return math.exp(f1 - f2 * math.exp(f3 * ls + f4 * ls * ls)) * 2.0 * math.pi * R * self.gamma

    def _willett_analytic(self, s):
        spl = (s / 2.0) / math.sqrt(self.V / self.R)
        return math.cos(self.theta) / (1 + 2.1 * spl + 10.0 * spl ** 2) * (2 * math.pi * self.R * self.gamma)

    def _weigert(self, s):
        R, a, th = self.R, s, self.theta
        ca = 1.0 + 6.0 * a / (R * 2.0)
        ct = 1.0 + 1.1 * math.sin(th)
        beta = math.asin((self.V / (0.12 * ca * ct * (2.0 * R) ** 3)) ** 0.25)
        r1 = (2.0 * R * (1 - math.cos(beta)) + a) / (2.0 * math.cos(beta + th))
        r2 = R * math.sin(beta) + r1 * (math.sin(beta + th) - 1)
        pk = self.gamma * (1 / r1 - 1 / r2)
        return (math.pi / 4.0 * (2.0 * R) ** 2 * math.sin(beta) ** 2 * pk
                + self.gamma * math.pi * 2.0 * R * math.sin(beta) * math.sin(beta + th))

    def _rabinovich(self, s, filling=True):
        R, g, H, V = self.R, self.gamma, s, self.V
        dsp = H / 2.0 * (-1.0 + math.sqrt(1.0 + 2.0 * V / (math.pi * R * H * H)))
        f = -(2 * math.pi * R * g * math.cos(self.theta)) / (1 + H / (2 * dsp))
        if filling:
            alpha = math.sqrt(H / R * (-1 + math.sqrt(1 + 2.0 * V / (math.pi * R * H * H))))
            f -= 2 * math.pi * R * g * math.sin(alpha) * math.sin(self.theta + alpha)
        return -f

    def _lambert(self, s):
        return self._rabinovich(s, filling=False)

    def _soulie(self, s):
        R, V, th = self.R, self.V, self.theta
        a = -1.1 * (V / R ** 3) ** -0.53
        b = (-0.148 * math.log(V / R ** 3) - 0.96) * th * th - 0.0082 * math.log(V / R ** 3) + 0.48
        c = 0.0018 * math.log(V / R ** 3) + 0.078
        return math.pi * self.gamma * math.sqrt(R * R) * (c + math.exp(a * s / R + b))


def yade_kn(case):
    """ViscElMat's k_n from tc and en (module doc): (pi^2 + ln^2 e_n)/t_c^2 m1 m2/(m1 + m2)."""
    p = case["inputs"]
    m = M.MASS
    mass_r = m * m / (m + m)  # a wall's mass is taken as the sphere's
    return (math.pi ** 2 + math.log(p["en"]) ** 2) / p["tc"] ** 2 * mass_r


def yade_cn(case):
    """ViscElMat's c_n from tc and en: -2 ln(e_n)/t_c m1 m2/(m1 + m2) (the same mass as
    yade_kn; pkg/dem/ViscoelasticPM.cpp:190-199, 225-226); 0 at en = 1."""
    p = case["inputs"]
    m = M.MASS
    return -2.0 * math.log(p["en"]) / p["tc"] * (m * m / (m + m))


# ------------------------------------------------------------------------------ MercuryDPM


class Mercury:
    """LiquidBridgeWilletInteraction as read (module doc)."""

    def __init__(self, case):
        p = case["inputs"]
        rs = M.R if case["geometry"] == "wall" else M.R / 2
        self.rp = 2 * rs
        self.V, self.sigma, self.theta = p["V"], p["sigma"], p["theta"]
        self.f0 = 2 * math.pi * self.rp * self.sigma * math.cos(self.theta)
        self.sc = (1.0 + 0.5 * self.theta) * math.pow(self.V, 1 / 3)

    def inside(self, d):
        return self.f0

    def outside(self, s):
        sc = s * math.sqrt(self.rp / self.V)
        return self.f0 / (1 + (1.05 + 2.5 * sc) * sc)

    def viscous(self, s):
        return 0.0


def law_of(case):
    return {"liggghts": Liggghts, "yade": Yade, "mercurydpm": Mercury}[case["runner"]](case)


# ------------------------------------------------------------------------ the impact, as read


class Dynamics:
    """The code's wet contact in the golden integrator's terms (tests/golden/generate_bridge.py
    Wet): f_in, dash, cv/smin (0 here), fcap, sc, W."""

    def __init__(self, case, bridge):
        p = case["inputs"]
        geo = case["geometry"]
        self.m = M.MASS / 2 if geo == "pair" else M.MASS
        rs = M.R / 2 if geo == "pair" else M.R
        self.bridge = bridge
        self.sc = bridge.sc
        self.fcap = bridge.outside
        self.cv, self.smin = 0.0, 1.0
        self.W = float(G.quad(lambda s: bridge.outside(float(s)), [0, self.sc]))
        self.damp = 0.0
        if case["runner"] == "yade":
            self.kind, self.k, self.w, self.q_mode = "linear", yade_kn(case), 1.0, False
            # ViscEl's dashpot, the spring and dashpot clipped at 0 in the overlap
            # (pkg/dem/ViscoelasticPM.cpp computeForceTorqueViscEl: normForceReal < 0 -> 0).
            self.damp = yade_cn(case)
        else:
            es = p["E"] / (2 * (1 - p["nu"] ** 2)) if case["runner"] == "liggghts" else p["Estar"]
            self.kind, self.k, self.w, self.q_mode = "hertz", 4 / 3 * es * math.sqrt(rs), 1.5, True
            e = p.get("e", 1.0)
            if e < 1.0:
                ln = math.log(e)
                self.kind = "tsuji"
                self.damp = math.sqrt(5 * ln * ln / (ln * ln + math.pi ** 2)) * math.sqrt(self.m * self.k)
        self.f0 = 0.0
        # Yade's ViscEl always, LIGGGHTS with `limitForce on` (normal_model_hertz.h
        # surfacesIntersect, before the cohesion model adds its own): spring and dashpot
        # clipped at 0 in the overlap.
        self.clip = case["runner"] == "yade" or bool(p.get("limit"))

    def dash(self, d, v):
        if self.kind == "tsuji":
            return self.damp * G.pw(d, 0.25) * v
        return self.damp * v if self.kind == "linear" else 0.0

    def f_in(self, d, v):
        main = self.k * G.pw(d, self.w) + self.dash(d, v)
        if self.clip:
            main = max(main, 0.0)
        return main - self.bridge.inside(max(d, 0.0))

    def c_out(self, s):
        return 0.0

    def time_scale(self, v0):
        return (self.m * v0 ** 2 / self.k) ** (1 / (1 + self.w)) / v0


def impact(case, n=G.N):
    """The code's law integrated (N and 2N): e, tc, overlap, stuck at 2N, and the N/2N difference.
    Where the code forms the bridge on the approach (washino), the pull from S_c to the touch
    is conservative (no viscosity here): the touch speed is sqrt(v0^2 + 2W/m*)."""
    v0 = case["inputs"]["v0"]
    law = law_of(case)
    dyn = Dynamics(case, law)
    v_touch = math.sqrt(v0 * v0 + 2 * dyn.W / dyn.m) if getattr(law, "forms_on_approach", False) else v0
    a = G.impact(Dynamics(case, law), v_touch, n)
    b = G.impact(Dynamics(case, law), v_touch, 2 * n)
    for r in (a, b):
        r["restitution"] *= v_touch / v0
    out = {"e": b["restitution"], "tc": b["contact_time"], "overlap": b["max_overlap"],
           "stuck": b["liquid_bridge.stuck"]}
    diff = max((abs(a[k] - b[k]) / abs(b[k]) for k in ("restitution", "contact_time", "max_overlap")
                if isinstance(b[k], float) and b[k]), default=0.0)
    return out, diff


def bridge_energy(case):
    law = law_of(case)
    return float(G.quad(lambda s: law.outside(float(s)), [0, law.sc]))
