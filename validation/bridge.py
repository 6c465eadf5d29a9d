"""Liquid bridges (issue 45) run in the DEM codes, against `dem-contact solve`.

    python3 -m validation.bridge run [--record] [--only SUBSTR] [--runners liggghts,yade,mercurydpm]
    python3 -m validation.bridge check [--only SUBSTR] [--live liggghts,yade]
    python3 -m validation.bridge source [--only SUBSTR]

run:    runs every case whose code is installed (three runs each), measures, compares with the
        calculator; --record writes validation/recorded_bridge.json (merged by case id).
check:  the calculator against the recording; --live also runs the cases marked `live` of
        those runners and fails when a run no longer reproduces its recording.
source: each code's bridge as read in its source (validation/bridge_source.py) against the
        recorded runs: the force at every gap written, the rupture bracket, e, t_c, overlap.

The beads: r = 1 mm, rho = 2500 kg/m^3 (validation/material.py), water sigma = 0.072 N/m,
theta = 20 deg, a bridge volume of 1e-11 m^3 (the granulation engineer's case), a pair head-on
or one bead on a flat wall. Two kinds of case (validation/bridge_run.py):

- pull: a quasi-static pull-off of glass beads (E = 63 GPa, nu = 0.2) from 1e-8 m of overlap at
  a prescribed speed; measured at every gap S > 0 the code wrote: the force at the first gap
  (S_1 = about one step of travel: the force at contact), the rupture (the midpoint of the
  last gap with a force and the next), the bridge energy (trapezoids from 0 to the rupture);
- impact: head-on at v0 (0.1 m/s, the engineer's speed, and one on the other side of the
  code's own sticking velocity). The contact's overlap lasts 1 us for glass against a flight of
  milliseconds under the bridge, so the impacts use a soft bead (E = 10 MPa; Yade tc = 0.3 ms)
  whose overlap lasts about 0.3 ms: where the contact is elastic and the bridge force depends
  on the gap only (every code here without viscosity), e = sqrt(1 - 2W/(m* v0^2)) does not
  depend on the stiffness, so stuck or e at 0.1 m/s is glass's. Measured: stuck (the force
  still acts when the run ends and the relative velocity reversed), e from the free flights,
  t_c from the touch to the rupture (the gap crossing the code's rupture distance, read in its
  source, within the step after the last force or, where the code applies one more force
  beyond it as MercuryDPM does, the step before), the largest overlap by a parabola.

Tolerance as validation/validate.py: dt, dt/2, dt/2 with the grid shifted by half a step;
tol = max(3 |halving|, 3 |grid shift|, 1e-6 of the scale) and, for e, the bound of the force's
jumps (at the touch, leaving the overlap, the rupture): sum |jump| dt/(m* v0).

Calculator scenarios: the code's setting with its own bridge and keys (docs/bridge-codes.md,
"Code settings"); MercuryDPM's Willett bridge is the contract's law, so its cases use the
contract's scenario without a code. A refused scenario is a calculator error.
"""

import argparse
import json
import math
import os
import sys
import time

from . import bridge_run as B
from . import bridge_source as S
from . import calculator, report
from . import material as M

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDED = os.path.join(HERE, "recorded_bridge.json")
OUT = os.path.join(HERE, "out", "bridge")
FACTOR = 3.0
FLOOR = 1e-6
STEPS_PER_OVERLAP = 2000  # impacts: dt = the overlap's duration / 2000
PULL_STEP = 2e-8  # pull-off: the gap travelled per step at dt [m]

RELEASES = {"liggghts": ("LIGGGHTS", "3.8.0"), "yade": ("Yade", "2023.02a"), "mercurydpm": ("MercuryDPM", "1.0")}
SIGMA, THETA_DEG, VOLUME = 0.072, 20.0, 1e-11
GLASS_E, SOFT_E, NU = M.E, 1e7, M.NU
YADE_TC = 3e-4  # ViscElMat tc of the impacts [s]
V_P = 4 / 3 * math.pi * M.R ** 3  # one bead's volume [m^3]

# surfaceLiquidContentInitial giving a bond volume of 1e-11 m^3 (docs/bridge-codes.md): easo's
# pair bond takes 0.5 (1 - sqrt(3/4)) of each bead's liquid, at a wall 0.5 of the bead's;
# washino's 0.05 of the sum. The code multiplies by 1333.333333 pi r^3 (x 1000 x 0.001).
LIG_V_P = 1333.333333 * math.pi * M.R ** 3 * 0.001
CONTENT = {("easo", "pair"): VOLUME / (LIG_V_P * (1 - math.sqrt(0.75))),
           ("easo", "wall"): VOLUME / (0.5 * LIG_V_P),
           ("washino", "pair"): VOLUME / (0.1 * LIG_V_P),
           ("washino", "wall"): VOLUME / (0.05 * LIG_V_P)}


def _scenario_mat(geo, E):
    """The pair's keys; E None for a code that takes no material (Yade's ViscEl: tc, e)."""
    s = {"r1": M.R, "rho1": M.RHO}
    if E is not None:
        s.update({"E1": E, "nu1": NU, "E2": E, "nu2": NU})
    if geo == "pair":
        s.update({"r2": M.R, "rho2": M.RHO})
    return s


def _liquid():
    return {"liquid_volume": VOLUME, "surface_tension": SIGMA, "contact_angle": f"{THETA_DEG:g} deg"}


def _case(runner, setting, geo, kind, inputs, scenario, v=None, live=False, known=None, compare=None):
    code, release = RELEASES[runner]
    tag = f"v{v}" if kind == "impact" else "pull"
    inputs = dict(inputs)
    if kind == "impact":
        inputs["v0"] = v
        scenario = {**scenario, "v0": v}
    else:
        inputs["u"] = PULL_STEP / 1e-6  # 0.02 m/s at dt = 1 us
        scenario = {**scenario, "v0": 0.1}
    return {"id": f"{runner}/{setting}/{geo}/{tag}", "code": code, "release": release, "runner": runner,
            "setting": setting, "geometry": geo, "kind": kind, "inputs": inputs, "scenario": scenario,
            "live": live, "known": known,
            "compare": compare or (["f0", "rupture", "energy"] if kind == "pull" else ["stuck", "e", "tc", "overlap"])}


# The impacts run live by `check --live` (the pull-offs marked in the functions): each code's
# force against separation and rupture (pull-offs, pair and wall), a wet impact below and above
# its sticking velocity, pair and wall.
LIGGGHTS_LIVE = {("easo", "pair", 0.1), ("easo", "pair", 0.13), ("washino", "wall", 0.1)}
LIGGGHTS_LIMIT_SPEEDS = (0.1, 0.2)
YADE_LIVE = {("Willett_analytic", "wall", 0.1), ("Willett_analytic", "wall", 0.05),
             ("Willett_analytic", "pair", 0.13)}


def liggghts_cases():
    out = []
    for model, geos in (("easo", ("pair",)), ("washino", ("pair", "wall"))):
        for geo in geos:
            base = {"cohesion": model, "content": CONTENT[(model, geo)], "sigma": SIGMA, "theta_deg": THETA_DEG,
                    "min_ratio": 0.01, "max_ratio": 1.2, "nu": NU, "e": 1.0}
            sc = {"code": "liggghts-hertz", "e": 1.0, "liquid_bridge": model, "surface_liquid_content": base["content"],
                  "surface_tension": SIGMA, "contact_angle": f"{THETA_DEG:g} deg", "min_separation_ratio": 0.01,
                  "max_separation_ratio": 1.2}
            out.append(_case("liggghts", model, geo, "pull", {**base, "E": GLASS_E}, {**sc, **_scenario_mat(geo, GLASS_E)},
                             live=(model, geo) in (("easo", "pair"), ("washino", "wall"))))
            speeds = {("easo", "pair"): (0.1, 0.13), ("washino", "pair"): (0.1, 0.07), ("washino", "wall"): (0.1, 0.05)}
            for v in speeds[(model, geo)]:
                # live: easo's pair below (stuck) and above its sticking velocity, washino at a wall
                out.append(_case("liggghts", model, geo, "impact", {**base, "E": SOFT_E},
                                 {**sc, **_scenario_mat(geo, SOFT_E)}, v,
                                 live=(model, geo, v) in LIGGGHTS_LIVE))
    # With its dashpot (e = 0.8) and `limitForce on`: hertz's force clipped at 0 in the
    # overlap before easo adds its pull; below and above the sticking velocity.
    base = {"cohesion": "easo", "content": CONTENT[("easo", "pair")], "sigma": SIGMA, "theta_deg": THETA_DEG,
            "min_ratio": 0.01, "max_ratio": 1.2, "nu": NU, "e": 0.8, "limit": True, "E": SOFT_E}
    sc = {"code": "liggghts-hertz", "e": 0.8, "limit": True, "liquid_bridge": "easo",
          "surface_liquid_content": base["content"], "surface_tension": SIGMA, "contact_angle": f"{THETA_DEG:g} deg",
          "min_separation_ratio": 0.01, "max_separation_ratio": 1.2, **_scenario_mat("pair", SOFT_E)}
    for v in LIGGGHTS_LIMIT_SPEEDS:
        out.append(_case("liggghts", "easo-e0.8-limitForce", "pair", "impact", base, sc, v, live=v == LIGGGHTS_LIMIT_SPEEDS[1]))
    # maxSeparationDistanceRatio 1.1 (the documentation's recommendation) cuts the bridge at
    # 0.1 (r_i + r_j) = 200 um, before Lian's 222 um; a viscous pull-off (eta = 1e-3 Pa s,
    # minSeparationDistanceRatio 0.01: S_min = 5 um) at 0.1 m/s shows the lubrication.
    base = {"cohesion": "easo", "content": CONTENT[("easo", "pair")], "sigma": SIGMA, "theta_deg": THETA_DEG,
            "min_ratio": 0.01, "nu": NU, "e": 1.0, "E": GLASS_E}
    sc = {"code": "liggghts-hertz", "e": 1.0, "liquid_bridge": "easo", "surface_liquid_content": base["content"],
          "surface_tension": SIGMA, "contact_angle": f"{THETA_DEG:g} deg", "min_separation_ratio": 0.01,
          **_scenario_mat("pair", GLASS_E)}
    c = _case("liggghts", "easo-max1.1", "pair", "pull", {**base, "max_ratio": 1.1}, {**sc, "max_separation_ratio": 1.1})
    out.append(c)
    c = _case("liggghts", "easo-viscous", "pair", "pull", {**base, "max_ratio": 1.2, "eta": 1e-3},
              {**sc, "max_separation_ratio": 1.2, "liquid_viscosity": 1e-3}, compare=["rupture"])
    c["inputs"]["u"] = 0.1
    c["id"] += "-u0.1"
    out.append(c)
    return out


YADE_TYPES = {"Willett_analytic": "willett", "Willett_numeric": "willett-numeric", "Weigert": "weigert",
              "Rabinovich": "rabinovich-filling-angle", "Lambert": "rabinovich", "Soulie": "soulie"}


def yade_cases():
    out = []
    for kind, law in YADE_TYPES.items():
        for geo in ("pair", "wall"):
            inp = {"capillar": kind, "Vb": VOLUME, "gamma": SIGMA, "theta_deg": THETA_DEG, "tc": 1e-4, "en": 1.0}
            sc = {"code": "yade-viscel", "tc": 1e-4, "e": 1.0, "liquid_bridge": law, "rupture": "willett", **_liquid(),
                  **_scenario_mat(geo, None)}
            out.append(_case("yade", kind, geo, "pull", inp, sc, live=kind == "Willett_analytic"))
    speeds = {("Willett_analytic", "pair"): (0.1, 0.13), ("Willett_analytic", "wall"): (0.1, 0.05),
              ("Rabinovich", "pair"): (0.1, 0.15)}
    for (kind, geo), vs in speeds.items():
        inp = {"capillar": kind, "Vb": VOLUME, "gamma": SIGMA, "theta_deg": THETA_DEG, "tc": YADE_TC, "en": 1.0}
        sc = {"code": "yade-viscel", "tc": YADE_TC, "e": 1.0, "liquid_bridge": YADE_TYPES[kind], "rupture": "willett",
              **_liquid(), **_scenario_mat(geo, None)}
        for v in vs:
            out.append(_case("yade", kind, geo, "impact", inp, sc, v, live=(kind, geo, v) in YADE_LIVE))
    # With a dashpot (en = 0.8): ViscEl clips its normal force at 0 in the overlap, the bridge
    # pulls only apart; below and above the sticking velocity (pair about 0.131 m/s, wall
    # 0.087 m/s).
    for geo, vs in (("pair", (0.12, 0.15)), ("wall", (0.07, 0.12))):
        inp = {"capillar": "Willett_analytic", "Vb": VOLUME, "gamma": SIGMA, "theta_deg": THETA_DEG, "tc": YADE_TC,
               "en": 0.8}
        sc = {"code": "yade-viscel", "tc": YADE_TC, "e": 0.8, "liquid_bridge": "willett", "rupture": "willett",
              **_liquid(), **_scenario_mat(geo, None)}
        for v in vs:
            out.append(_case("yade", "Willett_analytic-en0.8", geo, "impact", inp, sc, v,
                             live=(geo, v) in (("pair", 0.15), ("wall", 0.07))))
    return out


def mercury_cases():
    out = []
    theta = THETA_DEG * math.pi / 180
    for geo in ("pair", "wall"):
        es = GLASS_E / (2 * (1 - NU ** 2))
        inp = {"V": VOLUME, "sigma": SIGMA, "theta": theta, "Estar": es, "e": 1.0}
        sc = {"model": "hertz", "liquid_bridge": "willett", "rupture": "lian", **_liquid(), **_scenario_mat(geo, GLASS_E)}
        out.append(_case("mercurydpm", "willett", geo, "pull", inp, sc))
    es = SOFT_E / (2 * (1 - NU ** 2))
    for geo, e, vs in (("pair", 1.0, (0.1, 0.13)), ("wall", 1.0, (0.1, 0.05)), ("pair", 0.9, (0.1, 0.2))):
        inp = {"V": VOLUME, "sigma": SIGMA, "theta": theta, "Estar": es, "e": e}
        sc = {"model": "hertz" if e == 1.0 else "tsuji", "liquid_bridge": "willett", "rupture": "lian", **_liquid(),
              **_scenario_mat(geo, SOFT_E)}
        if e < 1.0:
            sc["e"] = e
        for v in vs:
            out.append(_case("mercurydpm", f"willett-e{e:g}", geo, "impact", inp, sc, v))
    return out


def cases():
    cs = liggghts_cases() + yade_cases() + mercury_cases()
    ids = [c["id"] for c in cs]
    assert len(ids) == len(set(ids)), "duplicate bridge case ids"
    return cs


# --------------------------------------------------------------------------- measurement


class MeasureError(Exception):
    """The output does not describe one pull-off or one wet contact."""


def _cross(t0, y0, t1, y1, level):
    if y1 == y0:
        return t1
    return t0 + (t1 - t0) * (level - y0) / (y1 - y0)


def measure_pull(traj):
    """A pull-off (module doc): f0, rupture (and its bracket), energy, 41 samples of F(S)."""
    ov, fn = traj["overlap"], traj["fn"]
    if any(not math.isfinite(x) for x in ov + fn):
        raise MeasureError("the code's output turned NaN or infinite")
    pts = [(-o, -f) for o, f in zip(ov, fn) if o < 0]
    if not pts or pts[0][1] == 0.0:
        raise MeasureError("no bridge force once apart")
    k = max(i for i, (_, f) in enumerate(pts) if f != 0.0)
    if k + 1 >= len(pts):
        raise MeasureError("the bridge had not ruptured when the run stopped")
    if any(f != 0.0 for _, f in pts[k + 1:]):
        raise MeasureError("the force came back after the rupture")
    lo, hi = pts[k][0], pts[k + 1][0]
    mid = 0.5 * (lo + hi)
    energy = pts[0][0] * pts[0][1] + pts[k][1] * (mid - lo)
    energy += sum(0.5 * (pts[i][1] + pts[i + 1][1]) * (pts[i + 1][0] - pts[i][0]) for i in range(k))
    step = max(1, k // 40)
    curve = [list(pts[i]) for i in range(0, k + 1, step)]
    if curve[-1] != list(pts[k]):
        curve.append(list(pts[k]))
    return {"f0": pts[0][1], "s_first": pts[0][0], "rupture": mid, "rupture_lo": lo, "rupture_hi": hi,
            "energy": energy, "curve": curve, "ds": pts[1][0] - pts[0][0], "dt": traj["t"][1] - traj["t"][0]}


def measure_impact(traj, m, end):
    """A wet contact (module doc); `end` the code's rupture gap (> 0), m the effective mass."""
    t, ov, vn, fn = traj["t"], traj["overlap"], traj["vn"], traj["fn"]
    n = len(t)
    if any(not math.isfinite(x) for x in ov + vn + fn):
        raise MeasureError("the code's output turned NaN or infinite")
    first = next((i for i in range(n) if ov[i] > 0.0), None)
    if first is None or first == 0:
        raise MeasureError("the bodies never touched, or overlap at the start")
    dt = t[1] - t[0]
    t_start = _cross(t[first - 1], ov[first - 1], t[first], ov[first], 0.0)
    # The free flight before the bridge acts: until the touch, or where the code forms the
    # bridge on the approach (washino, at its rupture distance) until its first force.
    pre = next(i for i in range(n) if fn[i] != 0.0)
    if pre == 0:
        raise MeasureError("a force acts in the first step written")
    v_before = vn[0]
    if any(abs(vn[i] - v_before) > 1e-12 * abs(v_before) for i in range(pre)):
        raise MeasureError("the approach speed is not constant before the bridge acts")
    acting = [i for i in range(first, n) if fn[i] != 0.0]
    last = acting[-1]
    k = max(range(first, last + 1), key=lambda i: ov[i])
    overlap = _parabola_max(ov[k - 1], ov[k], ov[k + 1]) if k + 1 < n else ov[k]
    exit_ = next((i for i in range(k, n) if ov[i] <= 0.0), None)
    f_exit = abs(fn[exit_]) if exit_ is not None else 0.0
    jump = (abs(fn[first]) + abs(fn[pre]) * (pre < first) + f_exit + abs(fn[last])) * dt / (m * abs(v_before))
    out = {"overlap": overlap, "dt": dt, "jump": jump}
    if last >= n - 3:
        separating = [i for i in range(first, n) if vn[i] < 0.0]
        reversed_ = bool(separating) and any(vn[i] >= 0.0 for i in range(separating[0], n))
        if not reversed_:
            raise MeasureError("the contact had not ended when the run stopped, nor reversed")
        gap_max = max(-x for x in ov[first:])
        out.update({"stuck": True, "e": 0.0, "tc": None, "gap_max": gap_max})
        return out
    if any(fn[i] != 0.0 for i in range(last + 1, n)):
        raise MeasureError("the force came back after the rupture")
    s_last, s_next = -ov[last], -ov[last + 1]
    if s_last <= end <= s_next:
        t_end = _cross(t[last], s_last, t[last + 1], s_next, end)
    elif -ov[last - 1] <= end <= s_last:  # one more force beyond the rupture (MercuryDPM)
        t_end = _cross(t[last - 1], -ov[last - 1], t[last], s_last, end)
    else:
        raise MeasureError(f"the force ended between gaps {s_last:.6g} and {s_next:.6g}, not at the code's "
                           f"rupture {end:.6g}")
    v_after = vn[-1]
    if abs(vn[last + 2] - v_after) > 1e-12 * max(abs(v_after), 1e-300):
        raise MeasureError("the rebound speed is not constant after the rupture")
    out.update({"stuck": False, "e": -v_after / v_before, "tc": t_end - t_start})
    return out


def _parabola_max(y0, y1, y2):
    den = y0 - 2.0 * y1 + y2
    if den >= 0.0:
        return y1
    return y1 - (y2 - y0) ** 2 / (8.0 * den)


# --------------------------------------------------------------------------- running


def mass(case):
    return M.MASS / 2 if case["geometry"] == "pair" else M.MASS


def overlap_time(case):
    """The elastic overlap's duration at v0 (to choose dt only)."""
    p = case["inputs"]
    if case["runner"] == "yade":
        return math.pi * math.sqrt(mass(case) / S.yade_kn(case))
    es = p["Estar"] if case["runner"] == "mercurydpm" else p["E"] / (2 * (1 - p["nu"] ** 2))
    return M.hertz_time(p["v0"], case["geometry"], e_star=es)


def prepare(case, recorded=None):
    """dt and the run length: a pull-off 1e-6 s per 2e-8 m to 1.25 of the code's rupture; an
    impact dt = the overlap's time / 2000 (or the recorded dt: a live run repeats the
    recording) and the touch-to-rupture time of the law as read x 1.25 (3 S_c/v0 when it sticks)."""
    c = json.loads(json.dumps(case))
    law = S.law_of(case)
    if case["kind"] == "pull":
        c["dt"] = PULL_STEP / case["inputs"]["u"] if recorded is None else recorded["runs"][0]["dt"]
        c["inputs"]["run_time"] = 1.25 * law.sc / case["inputs"]["u"]
        return c
    t_ov = overlap_time(case)
    c["dt"] = t_ov / STEPS_PER_OVERLAP if recorded is None else recorded["runs"][0]["dt"]
    res, _ = S.impact(case, 400)
    v0 = case["inputs"]["v0"]
    c["inputs"]["run_time"] = t_ov + 3 * law.sc / v0 if res["stuck"] else 1.25 * res["tc"]
    if getattr(law, "forms_on_approach", False):
        # washino's bridge acts from S_c on the way in: start beyond it
        c["inputs"]["start_gap"] = 1.05 * law.sc
        c["inputs"]["run_time"] += 1.05 * law.sc / v0
    c["end"] = law.sc
    return c


def run_case(case, recorded=None):
    c = prepare(case, recorded)
    fn = B.RUNNERS[case["runner"]]
    rec = {"id": case["id"], "code": case["code"], "release": case["release"], "runs": []}
    t0 = time.time()
    for k, (d, phase) in enumerate(((c["dt"], 0.3), (c["dt"] / 2, 0.3), (c["dt"] / 2, 0.8))):
        wd = os.path.join(OUT, case["id"].replace("/", "_"), f"run{k}")
        traj = B.trajectory(case, fn(c, d, wd, phase=phase))
        rec["reported_version"] = traj["version"]
        m = measure_pull(traj) if case["kind"] == "pull" else measure_impact(traj, mass(case), c["end"])
        m["dt"] = d
        if k != 1:
            m.pop("curve", None)
        rec["runs"].append(m)
    rec["seconds"] = round(time.time() - t0, 2)
    return rec


def installed():
    import shutil
    out = set()
    if shutil.which("liggghts"):
        out.add("liggghts")
    if os.path.isdir(B.YADE_PY):
        out.add("yade")
    if os.path.exists(B.mercury_run.DRIVER):
        out.add("mercurydpm")
    return out


# --------------------------------------------------------------------------- comparing

SCALE = {"e": 1.0}


def tolerance(rec, q):
    coarse, fine, shifted = rec["runs"]
    if fine.get(q) is None or isinstance(fine[q], bool):
        return None, None, None
    halving, shift = coarse[q] - fine[q], shifted[q] - fine[q]
    scale = SCALE.get(q, abs(fine[q]))
    jump = max(fine.get("jump", 0.0), shifted.get("jump", 0.0)) if q == "e" else 0.0
    return halving, shift, max(FACTOR * max(abs(halving), abs(shift)), FLOOR * scale, jump)


OURS = {"f0": "liquid_bridge.force_at_contact", "rupture": "liquid_bridge.rupture_distance",
        "energy": "liquid_bridge.bridge_energy", "stuck": "liquid_bridge.stuck", "e": "restitution",
        "tc": "contact_time", "overlap": "max_overlap"}


def ours(case):
    sol = calculator.solve(case["scenario"])
    out = {}
    for q, key in OURS.items():
        v = sol
        for part in key.split("."):
            v = v.get(part) if isinstance(v, dict) else None
        out[q] = v
    return out


def compare(case, rec):
    fine = rec["runs"][1]
    try:
        mine, err, status = ours(case), None, None
    except calculator.NotInCatalogue as e:
        mine, err, status = {}, str(e).removeprefix("error: "), "not in the catalogue yet"
    except calculator.CalculatorError as e:
        # Every case's scenario is taken (`code` + `liquid_bridge`: the code's own bridge,
        # crates/contact/src/codes/bridge_code.rs): a refusal is a calculator error.
        mine, err, status = {}, str(e), "calculator error"
    rows = []
    base = {"id": case["id"], "code": case["code"], "release": case["release"], "notes": [err] if err else []}
    for q in case["compare"]:
        if q not in fine or (q in ("e", "tc") and fine.get("stuck")):
            continue
        halving, shift, tol = tolerance(rec, q)
        m = mine.get(q)
        if status:
            v = status
        elif q == "stuck":
            same = len({r["stuck"] for r in rec["runs"]}) == 1
            v = "agree" if same and m == fine[q] else "DISAGREE"
        elif m is None:
            v = "not in the catalogue yet"
        else:
            v = "agree" if abs(m - fine[q]) <= tol else ("known disagreement" if case.get("known") else "DISAGREE")
        rows.append({**base, "q": q, "measured": fine[q], "ours": m, "tol": tol, "halving": halving,
                     "shift": shift, "verdict": v})
    return rows


def reproduces(case, rec, old):
    if old is None:
        return [f"{case['id']}: not recorded"]
    bad = []
    for q in case["compare"]:
        new, was = rec["runs"][1].get(q), old["runs"][1].get(q)
        if isinstance(was, bool) or was is None or new is None:
            if new != was:
                bad.append(f"{case['id']}: {q} = {new} live, {was} recorded")
            continue
        _, _, tol = tolerance(old, q)
        if abs(new - was) > tol:
            bad.append(f"{case['id']}: {q} = {new:.9g} live, {was:.9g} recorded: re-record")
    return bad


def fmt(x):
    if x is None:
        return "—"
    if isinstance(x, bool):
        return "stuck" if x else "separates"
    return f"{x:.7g}"


def table(rows):
    out = [f"{'code':10} {'release':9} {'case':46} {'q':8} {'measured':>13} {'ours':>13} {'tol':>9}  verdict"]
    for r in rows:
        out.append(f"{r['code']:10} {r['release']:9} {r['id']:46} {r['q']:8} {fmt(r['measured']):>13} "
                   f"{fmt(r['ours']):>13} {('—' if r['tol'] is None else format(r['tol'], '.2e')):>9}  {r['verdict']}")
    return "\n".join(out)


# ------------------------------------------------------------------------- the law as read


def source_rows(case, rec):
    """(quantity, measured, law as read, |diff|, allowed) for one recorded case."""
    law = S.law_of(case)
    fine = rec["runs"][1]
    rows = []
    if case["kind"] == "pull":
        u = case["inputs"]["u"]
        dev = 0.0
        for s, f in fine["curve"]:
            want = law.outside(s) + law.viscous(s) * u
            dev = max(dev, abs(f / want - 1))
        rows.append(("F(S) max rel. dev.", None, None, dev, 1e-9))
        lag = fine["ds"] if case["runner"] == "mercurydpm" else 0.0
        inside = fine["rupture_lo"] - lag <= law.sc <= fine["rupture_hi"]
        rows.append(("rupture in bracket", fine["rupture"], law.sc, 0.0 if inside else abs(fine["rupture"] - law.sc),
                     0.0))
        if "energy" in case["compare"]:
            _, _, tol = tolerance(rec, "energy")
            rows.append(("energy", fine["energy"], S.bridge_energy(case), abs(fine["energy"] - S.bridge_energy(case)),
                         tol))
        return rows
    mine, rk = S.impact(case)
    rows.append(("stuck", fine["stuck"], mine["stuck"], 0.0 if fine["stuck"] == mine["stuck"] else 1.0, 0.0))
    for q in ("e", "tc", "overlap"):
        if fine.get(q) is None or mine.get(q) is None or (q == "e" and fine["stuck"]):
            continue
        _, _, tol = tolerance(rec, q)
        rows.append((q, fine[q], mine[q], abs(mine[q] - fine[q]), tol + rk * abs(fine[q])))
    return rows


def source(args):
    recorded = load()
    bad = total = 0
    print(f"{'case':48} {'quantity':20} {'measured':>14} {'law as read':>14} {'|diff|':>10} {'allowed':>9}")
    for c in selected(args):
        rec = recorded.get(c["id"])
        if rec is None:
            continue
        for q, meas, law, diff, allowed in source_rows(c, rec):
            ok = diff <= allowed
            bad += not ok
            total += 1
            print(f"{c['id']:48} {q:20} {fmt(meas):>14} {fmt(law):>14} {diff:10.2e} {allowed:9.2e}"
                  f"{'' if ok else '  DIFFERS'}")
    print(f"\n{total - bad} of {total} quantities reproduced by the laws as read")
    return 1 if bad else 0


# --------------------------------------------------------------------------- the command


def load():
    if not os.path.exists(RECORDED):
        return {}
    with open(RECORDED) as f:
        return {r["id"]: r for r in json.load(f)["records"]}


def selected(args, live=None):
    cs = cases()
    if args.only:
        cs = [c for c in cs if any(s in c["id"] for s in args.only.split(","))]
    if getattr(args, "runners", None):
        cs = [c for c in cs if c["runner"] in args.runners.split(",")]
    if live is not None:
        cs = [c for c in cs if c["live"] and c["runner"] in live]
    return cs


def main(argv=None):
    ap = argparse.ArgumentParser(prog="validation.bridge")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--record", action="store_true")
    r.add_argument("--only")
    r.add_argument("--runners")
    k = sub.add_parser("check")
    k.add_argument("--only")
    k.add_argument("--live", help="also run the live cases of these runners (comma-separated)")
    s = sub.add_parser("source")
    s.add_argument("--only")
    args = ap.parse_args(argv)
    if args.cmd == "source":
        return source(args)
    recorded = load()
    rows, failed, records = [], [], {}
    have = installed()
    if args.cmd == "run" or args.live:
        todo = selected(args) if args.cmd == "run" else selected(args, args.live.split(","))
        for c in todo:
            if c["runner"] not in have:
                print(f"skip {c['id']}: {c['runner']} not installed", file=sys.stderr)
                continue
            try:
                rec = run_case(c, None if args.cmd == "run" else recorded.get(c["id"]))
            except Exception as e:  # noqa: BLE001 -- one case's failure is reported, the others run
                failed.append(f"{c['id']}: {type(e).__name__}: {e}")
                print(f"FAILED {c['id']}: {type(e).__name__}: {e}", file=sys.stderr)
                continue
            records[c["id"]] = rec
            print(f"ran {c['id']} in {rec['seconds']} s", file=sys.stderr)
            if args.cmd == "run" and args.record:  # each case as it comes: a long run keeps its work
                save(recorded, records)
            if args.cmd == "check":
                failed += reproduces(c, rec, recorded.get(c["id"]))
    for c in selected(args):
        rec = records.get(c["id"]) if args.cmd == "run" else recorded.get(c["id"])
        if rec is None:
            if args.cmd == "check":
                failed.append(f"{c['id']}: not recorded (python3 -m validation.bridge run --record)")
            continue
        rows += compare(c, rec)
    print(table(rows))
    return summary(rows, failed)


def summary(rows, failed):
    """Counts; fails on a disagreement, a calculator error or a failed run (a setting the
    calculator does not take yet is skipped, as the other suites do)."""
    counts = {}
    for r in rows:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    for cid in sorted({r["id"] for r in rows if r["verdict"] == "known disagreement"}):
        print(f"known disagreement {cid}: {next(c for c in cases() if c['id'] == cid)['known']}")
    for f_ in failed:
        print(f"failed: {f_}")
    print("\n" + ", ".join(f"{v} {k}" for k, v in sorted(counts.items())))
    bad = counts.get("DISAGREE", 0) + counts.get("calculator error", 0) + len(failed)
    skipped = sum(v for k, v in counts.items() if k.startswith("known") or k.startswith("not in"))
    print(f"{counts.get('agree', 0)} passed, {bad} failed, {skipped} skipped")
    return 1 if bad else 0


def save(recorded, records):
    merged = {**recorded, **records}
    report.write_records(RECORDED, FACTOR, FLOOR, "written by python3 -m validation.bridge run --record; runs[0] "
                         "at dt, runs[1] at dt/2 (with 41 samples of F(S) for a pull-off), runs[2] at dt/2 with "
                         "the grid shifted by half a step", merged)


if __name__ == "__main__":
    sys.exit(main())
