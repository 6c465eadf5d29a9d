"""Project Chrono's core module (ChSystemSMC, projectchrono/chrono @7689fbc0, 10.0.0): run the
suite's driver, read its rows.

The driver (validation/chrono/Impact.cpp, built with Chrono's core library by
validation/chrono/build.sh into .chrono/Impact; no Chrono code is in the repository) takes
the force model, the geometry, the bodies and Chrono's default effective curvature radius on
its command line (built twice: with Bullet in double precision, CH_USE_BULLET_DOUBLE on, and
with Chrono's defaults, single precision) and writes every step t and, per body, x, v_x and the contact force along x.
Chrono's SMC contact force enters its step as a load computed from the positions at the
step's start (ChTimestepperEulerImplicitLinearized), so each force is paired here with the
positions of the step before, as for Kratos.
"""

import os
import subprocess

from . import material as M

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DRIVER = os.path.join(ROOT, ".chrono", "Impact")
# The same driver against a Chrono built with its defaults, where Bullet computes in single
# precision (CH_USE_BULLET_DOUBLE off); cases with inputs["bullet"] = "single" run it.
DRIVER_SINGLE = os.path.join(ROOT, ".chrono", "Impact-single")


def version():
    path = os.path.join(ROOT, ".chrono", "version.txt")
    return open(path).read().strip() if os.path.exists(path) else "projectchrono/chrono"


def argv(case, dt, out, phase=0.3):
    """The driver's command line (the contact starts `phase` of a step after step 20)."""
    p = case["inputs"]
    v0 = p["v0"]
    gap = v0 * (20 + phase) * dt
    if case["geometry"] == "wall":
        bodies = [(-(M.R + gap), v0)]
    else:
        bodies = [(-(M.R + gap / 2), v0 / 2), (M.R + gap / 2, -v0 / 2)]
    steps = 20 + int(p["run_time"] / dt) + 40
    args = [out, p["model"], case["geometry"], repr(p["e"]), repr(dt), str(steps)]
    for b in bodies:
        args += [repr(float(x)) for x in b]
    args.append(repr(p["radius"]) if p.get("radius") else "default")
    return args


def run(case, dt, workdir, binary=(DRIVER,), env=None, phase=0.3):
    """Run one case at timestep dt and read its rows."""
    os.makedirs(workdir, exist_ok=True)
    out = os.path.join(workdir, "rows.txt")
    if case["inputs"].get("bullet") == "single":
        binary = (DRIVER_SINGLE,)
    r = subprocess.run([*binary, *argv(case, dt, out, phase)], cwd=workdir, env=env, capture_output=True,
                       text=True, timeout=600)
    if r.returncode != 0 or not os.path.exists(out):
        raise RuntimeError(f"Chrono failed (exit {r.returncode}): {r.stderr[-600:]}")
    with open(out) as f:
        rows = [[float(x) for x in line.split()] for line in f]
    wall = case["geometry"] == "wall"
    traj = {"t": [], "overlap": [], "vn": [], "fn": []}
    for i, c in enumerate(rows[:-1]):
        traj["t"].append(c[0])
        traj["fn"].append(-rows[i + 1][3])
        if wall:
            traj["overlap"].append(c[1] + M.R)
            traj["vn"].append(c[2])
        else:
            traj["overlap"].append(2 * M.R - (c[4] - c[1]))
            traj["vn"].append(c[2] - c[5])
    traj["version"] = "Chrono " + version()
    return traj
