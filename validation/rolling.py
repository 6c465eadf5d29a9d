"""The single-ball rolling test (issue 35) run in the DEM codes, against `dem-contact rolling`.

    python3 -m validation.rolling run [--record] [--only SUBSTR] [--runners a,b]
    python3 -m validation.rolling check [--only SUBSTR] [--live a,b]

check --live runs the cases marked live of those runners (Kratos's) and fails when a run no
longer reproduces its recording.

A glass bead (r = 1 mm, E = 63 GPa, ν = 0.2, ρ = 2500 kg/m³, validation/material.py) rests on
the flat wall z = 0 at its static overlap under gravity (g = 9.81 m/s², −z) and starts rolling
without slip: v_x = v0, ω_y = v0/r, sliding friction μ = 0.5 so that it never slips. The code's
rolling-resistance setting slows it; each run dumps x, v_x of the bead, and the measurement is
where and when v_x first reaches 0 (the zero crossing located by a quadratic through the three
samples around it, x interpolated there the same way): `stopping_distance` and
`stopping_time`. Yade's leapfrog keeps the velocity half a step behind the position: its
velocity samples are placed at t − dt/2.

The incline (validation/incline.py): the same bead at rest on an incline just below and just
above its static angle; rest or roll against the calculator's `static_angle`, the rolling
acceleration against the closed form g (h sin θ − μ_r L cos θ) h/(I/m + h²) with the code's
lever L and contact arm h ((5/7) g (sin θ − tan θ_s cos θ) for h = r), computed in Python.

Ours: `dem-contact rolling` with the case's `code` (the code's lever arm, k_r rule, dashpot
and cap, crates/contact/src/codes/rolling.rs) and the same keys.

Tolerance, as validation/validate.py: each case runs at dt and dt/2; tol =
max(3·|m(dt) − m(dt/2)|, FLOOR × m) with FLOOR = 1e-5 — the bead is not the rigid body rolling
about its contact point that the test describes: the tangential spring that holds it takes up
F_t/k_t ≈ 1e-12 m, and the normal contact settles from the static overlap computed here, both
well below 1e-5 of the distances measured.
"""

import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import time

from . import calculator
from . import incline
from . import kratos_rolling
from . import report
from . import material as M

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDED = os.path.join(HERE, "recorded_rolling.json")
OUT = os.path.join(HERE, "out", "rolling")
G = 9.81
MU = 0.5  # sliding friction, large enough for rolling without slip
FACTOR = 3.0
FLOOR = 1e-5
YADE_PY = "/usr/lib/x86_64-linux-gnu/yade-double/py"
KRATOS_PY = os.path.join(os.path.dirname(HERE), ".venv-kratos", "bin", "python")
RELEASES = {"liggghts": ("LIGGGHTS", "3.8.0"), "lammps": ("LAMMPS", "7Jan2022"),
            "yade": ("Yade", "2023.02a"), "kratos": ("Kratos", "10.4.4")}


def static_overlap(e_star, cos=1.0):
    """Hertz: δ_s = (m g cos θ/k)^(2/3), k = 4/3 E*√r."""
    k = 4.0 / 3.0 * e_star * math.sqrt(M.R)
    return (M.MASS * G * cos / k) ** (2.0 / 3.0)


def glass_on_glass():
    """E* of the bead on a wall of the same glass."""
    return M.E / (2.0 * (1.0 - M.NU ** 2))


# Why a case is expected to differ from the calculator's rigid rolling.
COUPLED = ("k_r = k_t R*²: the rolling spring is as stiff as the tangential spring that holds "
           "the bead, so the bead does not roll as one rigid body about its contact point "
           "while the spring loads; the coupled mode differs from the rigid one by a term of "
           "order (ω_r/ω_t)², ω_t² = 3.5 k_t/m the tangential spring's own mode, here "
           "(k_t R²/1.4 m R²)/(3.5 k_t/m) = 0.2 whatever μ_r. The calculator's test assumes "
           "rolling without slip (Ai et al. 2011), exact where ω_r ≪ ω_t (epsd at "
           "μ_r = 1e-3: (ω_r/ω_t)² ≈ 3e-7, agreeing to 1e-6); at 5 cm/s, where the spring "
           "phase is negligible, epsd2 agrees too")


def _case(runner, code_id, tag, inputs, scenario, t_est, dt, known=None, live=False, runs_of=None,
          note=None):
    code, release = RELEASES[runner]
    sc = {"r1": M.R, "rho1": M.RHO, "g": G, "code": code_id, "v0": inputs["v0"], **scenario}
    return {"id": f"{runner}/{code_id}/{tag}", "code": code, "release": release,
            "runner": runner, "code_id": code_id, "inputs": inputs, "scenario": sc,
            "t_est": t_est, "dt": dt, "known": known, "test": "flat", "live": live,
            "runs_of": runs_of, "note": note}


def _incline_cases(mat):
    """validation/incline.py's settings, named and typed as the flat cases."""
    out = []
    for c in incline.cases(mat):
        code, release = RELEASES[c["runner"]]
        tag = c["tag"] + ("" if "eta_r" not in c["inputs"] else f"/eta={c['inputs']['eta_r']:g}")
        sc = {"r1": M.R, "rho1": M.RHO, "g": G, "code": c["code_id"], **c["scenario"]}
        out.append({**c, "id": f"{c['runner']}/{c['code_id']}/{tag}", "code": code,
                    "release": release, "scenario": sc})
    return out


def cases():
    """The cases: each code's setting at a speed where its spring phase matters, and the
    constant torque at 5 cm/s."""
    mat = {"E1": M.E, "nu1": M.NU, "E2": M.E, "nu2": M.NU}
    out = [
        _case("liggghts", "liggghts-cdt", "v0=0.05", {"law": "cdt", "mu_r": 0.1, "v0": 0.05},
              {"mu_r": 0.1}, 0.075, 5e-8),
        _case("liggghts", "liggghts-epsd", "mu_r=1e-3/v0=2e-4",
              {"law": "epsd", "mu_r": 1e-3, "eta_r": 0.0, "v0": 2e-4},
              {**mat, "mu_r": 1e-3, "eta_r": 0.0}, 0.05, 5e-8),
        _case("liggghts", "liggghts-epsd", "mu_r=1e-3/v0=5e-5",
              {"law": "epsd", "mu_r": 1e-3, "eta_r": 0.0, "v0": 5e-5},
              {**mat, "mu_r": 1e-3, "eta_r": 0.0}, 0.03, 5e-8),
        _case("liggghts", "liggghts-epsd", "mu_r=1e-3/v0=2e-4/eta=0.3",
              {"law": "epsd", "mu_r": 1e-3, "eta_r": 0.3, "v0": 2e-4},
              {**mat, "mu_r": 1e-3, "eta_r": 0.3}, 0.05, 5e-8),
        _case("liggghts", "liggghts-epsd2", "v0=0.05", {"law": "epsd2", "mu_r": 0.1, "v0": 0.05},
              {**mat, "mu_r": 0.1}, 0.075, 5e-8),
        _case("liggghts", "liggghts-epsd2", "v0=2e-5", {"law": "epsd2", "mu_r": 0.1, "v0": 2e-5},
              {**mat, "mu_r": 0.1}, 2e-4, 2.5e-8, known=COUPLED),
        _case("lammps", "lammps-sds", "v0=7e-3", {"k_roll": 1.0, "gamma_roll": 2.3e-3, "mu_roll": 0.1, "v0": 7e-3, "kn": 1e5},
              {"kn": 1e5, "kr": 1.0, "gamma_r": 2.3e-3, "mu_r": 0.1}, 0.03, 5e-8),
        _case("lammps", "lammps-sds", "v0=0.05", {"k_roll": 1.0, "gamma_roll": 2.3e-3, "mu_roll": 0.1, "v0": 0.05, "kn": 1e5},
              {"kn": 1e5, "kr": 1.0, "gamma_r": 2.3e-3, "mu_r": 0.1}, 0.075, 5e-8),
        _case("yade", "yade-hertz-mindlin", "v0=7e-3", {"krot": 1e-6, "eta": 0.1, "v0": 7e-3},
              {**mat, "krot": 1e-6, "mu_r": 0.1}, 0.03, 5e-8),
        # Kratos: one phase (a constant torque), at 1 cm/s so that it runs live in ~10 s;
        # 2 µs is 35 steps per normal period of the bead on the wall, 15 per tangential one.
        _case("kratos", "kratos-constant-torque", "v0=0.01",
              {"model": "DEMRollingFrictionModelConstantTorque", "mu_r": 0.1, "v0": 0.01},
              {**mat, "mu_r": 0.1}, 0.0172, 2e-6, live=True),
        _case("kratos", "kratos-constant-torque", "v0=0.05",
              {"model": "DEMRollingFrictionModelConstantTorque", "mu_r": 0.1, "v0": 0.05},
              {**mat, "mu_r": 0.1}, 0.075, 2e-6),
        _case("kratos", "kratos-epsd", "v0=0.01",
              {"model": "DEMRollingFrictionModelConstantTorque", "mu_r": 0.1, "v0": 0.01},
              {**mat, "mu_r": 0.1}, 0.0172, 2e-6, runs_of="kratos/kratos-constant-torque/v0=0.01",
              note=incline.KRATOS_EPSD),
    ]
    return out + _incline_cases(mat)


def _num(x):
    return repr(float(x))


def _overlap(case, cos, flat):
    """Where the bead starts: the flat cases' overlap as recorded, the incline's at its code's
    own static overlap under m g cos θ (validation/incline.py)."""
    return flat if case["test"] == "flat" else incline.overlap_of(case["runner"], case["inputs"], cos)


def _tilt(theta_deg):
    """Gravity tilted by θ in the x–z plane: (sin θ, cos θ)."""
    theta = math.radians(theta_deg)
    return math.sin(theta), math.cos(theta)


def liggghts_script(case, dt, every, theta_deg=0.0):
    p = case["inputs"]
    sin, cos = _tilt(theta_deg)
    v0 = p.get("v0", 0.0)
    d = _overlap(case, cos, static_overlap(glass_on_glass(), cos))
    props = [
        f"fix m1 all property/global youngsModulus peratomtype {_num(M.E)}",
        f"fix m2 all property/global poissonsRatio peratomtype {_num(M.NU)}",
        f"fix m3 all property/global coefficientFriction peratomtypepair 1 {_num(MU)}",
        "fix m4 all property/global coefficientRestitution peratomtypepair 1 0.5",
        f"fix m5 all property/global coefficientRollingFriction peratomtypepair 1 {_num(p['mu_r'])}",
    ]
    if p["law"] == "epsd":
        props.append(f"fix m6 all property/global coefficientRollingViscousDamping peratomtypepair 1 {_num(p['eta_r'])}")
    model = f"model hertz tangential history rolling_friction {p['law']}"
    return "\n".join([
        "atom_style granular", "atom_modify map array", "boundary f f f", "newton off",
        "communicate single vel yes", "units si", "hard_particles yes",
        "region reg block -0.1 0.1 -0.01 0.01 -0.001 0.01 units box", "create_box 1 reg",
        "neighbor 0.0005 bin", "neigh_modify delay 0", *props,
        f"pair_style gran {model}", "pair_coeff * *",
        f"fix wall all wall/gran {model} primitive type 1 zplane 0.0",
        f"create_atoms 1 single 0 0 {_num(M.R - d)} units box",
        f"set atom 1 diameter {_num(2 * M.R)} density {_num(M.RHO)}",
        f"set atom 1 vx {_num(v0)} vy 0 vz 0 omegax 0 omegay {_num(v0 / M.R)} omegaz 0",
        f"fix grav all gravity {_num(G)} vector {_num(sin)} 0 {_num(-cos)}",
        "fix integr all nve/sphere", f"timestep {_num(dt)}",
        f"dump d all custom {every} out.dump id x vx",
        'dump_modify d sort id format "%d %.17g %.17g"',
        f"run {int(case['t_est'] / dt)}",
    ]) + "\n"


def lammps_script(case, dt, every, theta_deg=0.0):
    p = case["inputs"]
    sin, cos = _tilt(theta_deg)
    v0 = p.get("v0", 0.0)
    d = _overlap(case, cos, M.MASS * G * cos / p["kn"])
    words = (f"hooke {_num(p['kn'])} 0.5 tangential linear_history {_num(p['kn'])} 1.0 {_num(MU)} "
             f"damping coeff_restitution rolling sds {_num(p['k_roll'])} {_num(p['gamma_roll'])} {_num(p['mu_roll'])}")
    # 7Jan2022 predates coeff_restitution (lammps/lammps PR 4068): the velocity damping then.
    words = words.replace("damping coeff_restitution", "damping velocity")
    return "\n".join([
        "units si", "atom_style sphere", "atom_modify map array", "boundary f f f", "newton off",
        "comm_modify vel yes", "region reg block -0.1 0.1 -0.01 0.01 -0.001 0.01 units box",
        "create_box 1 reg", "neighbor 0.0005 bin", "neigh_modify delay 0",
        "pair_style granular", f"pair_coeff * * {words}",
        f"create_atoms 1 single 0 0 {_num(M.R - d)} units box",
        f"set atom 1 diameter {_num(2 * M.R)} density {_num(M.RHO)}",
        f"set atom 1 vx {_num(v0)} vy 0 vz 0 omega 0 {_num(v0 / M.R)} 0",
        f"fix wall all wall/gran granular {words} zplane 0.0 NULL",
        f"fix grav all gravity {_num(G)} vector {_num(sin)} 0 {_num(-cos)}",
        "fix integr all nve/sphere", f"timestep {_num(dt)}",
        f"dump d all custom {every} out.dump id x vx",
        "dump_modify d sort id format float %.17g",
        f"run {int(case['t_est'] / dt)}",
    ]) + "\n"


YADE = r'''
import sys, json, math
sys.path.insert(1, {yade_py!r})
import yade
from yade import *
from yade import utils
P = json.loads({params!r})
mat = O.materials.append(FrictMat(young=P["E"], poisson=P["nu"], density=P["rho"], frictionAngle=math.atan(P["mu"])))
b = utils.sphere((0, 0, P["r"] - P["delta"]), P["r"], material=mat)
b.state.vel = (P["v0"], 0, 0)
b.state.angVel = (0, P["v0"] / P["r"], 0)
i = O.bodies.append(b)
O.bodies.append(utils.wall(0.0, axis=2, material=mat))
rec = []
def record():
    s = O.bodies[i].state
    rec.append([O.time, s.pos[0], s.vel[0]])
O.engines = [
    ForceResetter(),
    InsertionSortCollider([Bo1_Sphere_Aabb(), Bo1_Wall_Aabb()]),
    InteractionLoop([Ig2_Sphere_Sphere_ScGeom(), Ig2_Wall_Sphere_ScGeom()],
                    [Ip2_FrictMat_FrictMat_MindlinPhys(krot=P["krot"], eta=P["eta"], betan=0.3, **P["extra"])],
                    [Law2_ScGeom_MindlinPhys_Mindlin(includeMoment=True)]),
    PyRunner(iterPeriod=P["every"], command="record()"),
    NewtonIntegrator(damping=0.0, gravity=(P["g"] * P["sin"], 0, -P["g"] * P["cos"])),
]
O.dt = P["dt"]
record()  # the start (the PyRunner's first call is after `every` steps)
O.run(P["steps"], True)
with open("out.json", "w") as f:
    json.dump({{"version": yade.config.version, "rows": rec}}, f)
'''


def yade_script(case, dt, every, theta_deg=0.0):
    p = case["inputs"]
    sin, cos = _tilt(theta_deg)
    params = {"r": M.R, "rho": M.RHO, "E": M.E, "nu": M.NU, "mu": MU, "g": G, "sin": sin, "cos": cos,
              "delta": _overlap(case, cos, static_overlap(glass_on_glass(), cos)), "v0": p.get("v0", 0.0), "krot": p["krot"],
              "eta": p["eta"], "extra": {k: p[k] for k in ("betas",) if k in p},
              "dt": dt, "every": every, "steps": int(case["t_est"] / dt)}
    return YADE.format(yade_py=YADE_PY, params=json.dumps(params))


def read_dump(path, dt):
    t, x, v = [], [], []
    with open(path) as f:
        blocks = f.read().split("ITEM: TIMESTEP\n")[1:]
    for b in blocks:
        lines = b.split("\n")
        c = lines[8].split()
        t.append(int(lines[0]) * dt)
        x.append(float(c[1]))
        v.append(float(c[2]))
    return t, x, t, v


def run_code(case, dt, workdir, theta_deg=0.0):
    """Write, run and read one case (gravity tilted by θ): (times of x, x, times of v, v)."""
    os.makedirs(workdir, exist_ok=True)
    every = max(1, int(case["t_est"] / dt) // 20000)
    runner = case["runner"]
    if runner == "kratos":
        # Kratos writes each sample through Python, which costs more than its step: the flat
        # takes the other codes' rule (every step at 1 cm/s: samples 4 steps apart straddle the
        # chatter after the stop, and moved the stopping time by 1e-5), the incline's fit 2000.
        every = every if case["test"] == "flat" else max(1, int(case["t_est"] / dt) // 2000)
        return kratos_rolling.run(dict(case, inputs={**case["inputs"], "theta_deg": theta_deg}),
                                  dt, workdir, [KRATOS_PY], every)[:4]
    if runner == "yade":
        with open(os.path.join(workdir, "case.py"), "w") as f:
            f.write(yade_script(case, dt, every, theta_deg))
        env = dict(os.environ, OMP_NUM_THREADS="1")
        r = subprocess.run(["/usr/bin/python3", "case.py"], cwd=workdir, env=env,
                           capture_output=True, text=True, timeout=1800)
        if r.returncode != 0:
            raise RuntimeError(f"Yade failed: {r.stderr[-600:]}")
        with open(os.path.join(workdir, "out.json")) as f:
            rows = json.load(f)["rows"]
        tx = [row[0] for row in rows]
        return tx, [row[1] for row in rows], [t - dt / 2 for t in tx], [row[2] for row in rows]
    script = liggghts_script if runner == "liggghts" else lammps_script
    with open(os.path.join(workdir, "in.case"), "w") as f:
        f.write(script(case, dt, every, theta_deg))
    binary = "liggghts" if runner == "liggghts" else "lmp"
    cmd = [binary, "-in", "in.case", "-log", "log.txt", "-echo", "none", "-screen", "none"]
    for _ in range(3):  # Open MPI's start-up sometimes aborts in MPI_Init (validation/README.md)
        r = subprocess.run(cmd, cwd=workdir, capture_output=True, text=True, timeout=1800)
        if r.returncode == 0 or "MPI_Init" not in r.stderr:
            break
    if r.returncode != 0:
        raise RuntimeError(f"{binary} failed: {r.stderr[-400:]}")
    return read_dump(os.path.join(workdir, "out.dump"), dt)


def quad(ts, ys, t):
    """The parabola through three samples, at t."""
    (t0, t1, t2), (y0, y1, y2) = ts, ys
    return (y0 * (t - t1) * (t - t2) / ((t0 - t1) * (t0 - t2))
            + y1 * (t - t0) * (t - t2) / ((t1 - t0) * (t1 - t2))
            + y2 * (t - t0) * (t - t1) / ((t2 - t0) * (t2 - t1)))


def measure(traj):
    """Where and when v_x first reaches 0."""
    tx, x, tv, v = traj
    i = next((k for k in range(1, len(v)) if v[k] <= 0.0 < v[k - 1]), None)
    if i is None:
        raise RuntimeError("the bead did not stop within the run")
    j = max(1, min(i, len(v) - 2))
    ts, vs = tv[j - 1:j + 2], v[j - 1:j + 2]
    lo, hi = tv[i - 1], tv[i]
    for _ in range(200):  # bisection on the parabola between the two samples
        mid = 0.5 * (lo + hi)
        if quad(ts, vs, mid) > 0.0:
            lo = mid
        else:
            hi = mid
    t_stop = 0.5 * (lo + hi)
    k = min(range(1, len(tx) - 1), key=lambda n: abs(tx[n] - t_stop))
    x_stop = quad(tx[k - 1:k + 2], x[k - 1:k + 2], t_stop)
    return {"stopping_distance": x_stop - x[0], "stopping_time": t_stop}


def run_case(case):
    """Runs a case at dt and dt/2 (the incline: at θ− and θ+ each) and measures the runs."""
    t0 = time.time()
    rec = {"id": case["id"], "code": case["code"], "release": case["release"]}
    for n, dt in enumerate((case["dt"], case["dt"] / 2)):
        wd = os.path.join(OUT, case["id"].replace("/", "_"), f"run{n}")
        if case["test"] == "flat":
            rec.setdefault("runs", []).append(measure(run_code(case, dt, wd)))
            continue
        for side in ("below", "above"):
            traj = run_code(case, dt, f"{wd}_{side}", case["theta_deg"][side])
            rec.setdefault(side, []).append(incline.measure(traj, case["a_plus"]))
    rec["seconds"] = round(time.time() - t0, 2)
    return rec


def ours(case):
    r = subprocess.run([calculator.binary(), "rolling", "--scenario", json.dumps(case["scenario"])],
                       capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        raise calculator.CalculatorError(r.stderr.strip())
    return json.loads(r.stdout)["rolling"]


def compare(case, rec):
    try:
        answer, err = ours(case), None
    except calculator.CalculatorError as e:
        answer, err = {}, str(e)
    if case["test"] == "incline":
        return incline.compare(case, rec, answer.get("static_angle"), err)
    coarse, fine = rec["runs"]
    rows = []
    notes = ([err] if err else []) + ([case["note"]] if case.get("note") else [])
    for q in ("stopping_distance", "stopping_time"):
        tol = max(FACTOR * abs(coarse[q] - fine[q]), FLOOR * abs(fine[q]))
        mine = answer.get(q)
        verdict = ("calculator error" if err else
                   "agree" if mine is not None and abs(mine - fine[q]) <= tol else
                   "known disagreement" if case.get("known") else "DISAGREE")
        rows.append({"id": case["id"], "code": case["code"], "release": case["release"], "q": q,
                     "measured": fine[q], "halving": coarse[q] - fine[q], "tol": tol,
                     "ours": mine, "verdict": verdict, "notes": notes})
    return rows


def reproduces(case, rec, old):
    """A live run must give its recording (else the recording is stale)."""
    if old is None:
        return [f"{case['id']}: not recorded"]
    if case["test"] == "incline":
        return incline.reproduces(case, rec, old)
    bad = []
    coarse, fine = old["runs"]
    for q in ("stopping_distance", "stopping_time"):
        tol = max(FACTOR * abs(coarse[q] - fine[q]), FLOOR * abs(fine[q]))
        if abs(rec["runs"][1][q] - fine[q]) > tol:
            bad.append(f"{case['id']}: {q} = {rec['runs'][1][q]:.9g} live, {fine[q]:.9g} recorded: re-record")
    return bad


def _fmt(x):
    if x is None:
        return "—"
    return x if isinstance(x, str) else format(x, ".8g")


def table(rows):
    out = [f"{'case':46} {'q':24} {'measured':>14} {'ours':>14} {'rel diff':>9} {'rel tol':>9}  verdict"]
    for r in rows:
        num = isinstance(r["measured"], float) and isinstance(r["ours"], float)
        d = (r["ours"] - r["measured"]) / r["measured"] if num else None
        tol = r["tol"] / abs(r["measured"]) if r["tol"] is not None else None
        out.append(f"{r['id']:46} {r['q']:24} {_fmt(r['measured']):>14} {_fmt(r['ours']):>14} "
                   f"{'—' if d is None else format(d, '9.1e'):>9} {'—' if tol is None else format(tol, '9.1e'):>9}"
                   f"  {r['verdict']}")
        if "static_angle" in r:
            sa = "—" if r["static_angle"] is None else f"{r['static_angle']:.6f}°"
            out.append(f"{'':46}   θ_s: calculator {sa}, written here {r['theta_s']:.6f}°; "
                       f"late a (dt, dt/2) {r['a_late'][0]:.3e}, {r['a_late'][1]:.3e} m/s², "
                       f"late v {r['v_late'][0]:.3e}, {r['v_late'][1]:.3e} m/s")
    return "\n".join(out)


def installed():
    have = set()
    if shutil.which("liggghts"):
        have.add("liggghts")
    if shutil.which("lmp"):
        have.add("lammps")
    if os.path.isdir(YADE_PY):
        have.add("yade")
    if os.path.exists(KRATOS_PY):
        have.add("kratos")
    return have


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


def _run(todo, check, recorded):
    """Runs the cases `todo` (a case measured on another's runs is not run); in check mode
    each must reproduce its recording. Returns (records, failures)."""
    records, failed = {}, []
    for c in todo:
        if c["runs_of"]:
            continue
        if c["runner"] not in installed():
            print(f"skip {c['id']}: {c['runner']} not installed", file=sys.stderr)
            continue
        try:
            rec = run_case(c)
        except (RuntimeError, incline.MeasureError) as e:
            failed.append(f"{c['id']}: {e}")
            continue
        records[c["id"]] = rec
        print(f"ran {c['id']} in {rec['seconds']} s", file=sys.stderr)
        if check:
            failed += reproduces(c, rec, recorded.get(c["id"]))
    return records, failed


def main(argv=None):
    ap = argparse.ArgumentParser(prog="validation.rolling")
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
    records, failed = {}, []
    if args.cmd == "run":
        records, failed = _run(selected(args), False, recorded)
    elif args.live:
        records, failed = _run(selected(args, args.live.split(",")), True, recorded)
    source = {**recorded, **records} if args.cmd == "run" else recorded
    rows = []
    for c in selected(args):
        rec = source.get(c["runs_of"] or c["id"])
        if rec is None or (args.cmd == "run" and (c["runs_of"] or c["id"]) not in records):
            if args.cmd == "check":
                failed.append(f"{c['id']}: not recorded (scripts/validate.sh --record)")
            continue
        rows += compare(c, rec)
    print(table(rows))
    if args.cmd == "run" and args.record:
        recorded.update(records)
        report.write_records(RECORDED, FACTOR, FLOOR, "written by python3 -m validation.rolling run --record; flat: runs[0] at dt, runs[1] at dt/2; incline: below and above, each [at dt, at dt/2]", recorded)
    return report.verdicts(rows, failed, cases())


if __name__ == "__main__":
    sys.exit(main())
